//! Before the match (§2): seats and colours, the deal of the 72 country cards, the sealed
//! objectives, the first player, the tournament's border overrides. Every country starts
//! with one army of its owner.

use std::collections::BTreeSet;

use super::objectives::{self, Objective, known_ids, withdrawn_for_few};
use super::{
    COLOURS, CONTINENTS, COUNTRIES, Clock, Game, MAX_SEATS, RULESET, Refusal, Stage, TegLog,
    seat_at,
};
use crate::engine::map::{Map, TerritoryId};

/// The borders a tournament may add or remove (the map page's §4).
const DISPUTED: [[&str; 2]; 5] = [
    ["mauritania", "uruguay"],
    ["nigeria", "uruguay"],
    ["albania", "iran"],
    ["filipinas", "tonga"],
    ["irak", "ucrania"],
];

/// Countries each seat receives, by table size (§2.2); with 5 players two get one more.
fn share(seats: usize) -> u32 {
    u32::try_from(COUNTRIES / seats).unwrap_or(0)
}

impl Game {
    /// Builds the match from a log's setup.
    ///
    /// # Errors
    /// The first broken setup rule.
    pub fn new(log: &TegLog) -> Result<Game, Refusal> {
        if log.ruleset != RULESET {
            return Err(Refusal::WrongRuleset {
                ruleset: log.ruleset.clone(),
            });
        }
        if log.map.as_deref().is_some_and(|m| m != "teg-revancha") {
            return Err(Refusal::WrongMap {
                map: log.map.clone().unwrap_or_default(),
            });
        }
        let map = Map::teg_revancha();
        let n = log.players.len();
        if !(2..=MAX_SEATS).contains(&n) {
            return Err(Refusal::SeatCount { seats: n });
        }
        let mut colours = BTreeSet::new();
        for (i, p) in log.players.iter().enumerate() {
            if usize::from(p.seat) != i {
                return Err(Refusal::SeatOrder { seat: p.seat });
            }
            if !COLOURS.contains(&p.colour.as_str()) || !colours.insert(p.colour.clone()) {
                return Err(Refusal::BadColour {
                    colour: p.colour.clone(),
                });
            }
        }
        if usize::from(log.first_seat) >= n {
            return Err(Refusal::UnknownSeat {
                seat: log.first_seat,
            });
        }
        let adjacency = overridden(map, log)?;
        let mut owned = [0; MAX_SEATS];
        for (t, s) in &log.deal.owners {
            if usize::from(*s) >= n {
                return Err(Refusal::UnknownSeat { seat: *s });
            }
            owned[usize::from(*s)] |= t.bit();
        }
        if let Some(t) = map
            .territory_ids()
            .find(|t| !log.deal.owners.contains_key(t))
        {
            return Err(Refusal::DealIncomplete { country: t });
        }
        let base = share(n);
        let extra: Vec<usize> = (0..n).filter(|&s| owned[s].count_ones() != base).collect();
        let leftover = u32::try_from(COUNTRIES % n).unwrap_or(0);
        let fair = extra.len() == usize::try_from(leftover).unwrap_or(0)
            && extra.iter().all(|&s| owned[s].count_ones() == base + 1);
        if !fair {
            let seat = extra.first().copied().unwrap_or(0);
            return Err(Refusal::DealShare {
                seat: seat_at(seat),
                countries: owned[seat].count_ones(),
                share: base,
            });
        }
        leftover_rolls(log, &extra)?;
        let objectives = dealt_objectives(map, log)?;
        let mut game = Game {
            settings: log.settings.clone(),
            players: log.players.clone(),
            adjacency,
            owned,
            armies: [1; COUNTRIES],
            missiles: [0; COUNTRIES],
            stage: Stage::Placement(0),
            round: 0,
            opener: log.first_seat,
            first_seat: log.first_seat,
            current: log.first_seat,
            turn_count: 0,
            occupation: None,
            situation: None,
            revealed: [0; 8],
            revealed_rest: 0,
            crisis_excluded: 0,
            extra_due: Vec::new(),
            free: 0,
            continent_pool: [0; CONTINENTS],
            traded_this_turn: false,
            trade_required: false,
            conquests: 0,
            conquered: 0,
            drawn: false,
            arrived_armies: [0; COUNTRIES],
            arrived_missiles: [0; COUNTRIES],
            hands: [0; MAX_SEATS],
            bonus_taken: [0; MAX_SEATS],
            figures: [0; COUNTRIES],
            trades: [0; MAX_SEATS],
            continent_cards: [0; MAX_SEATS],
            continent_used: [0; MAX_SEATS],
            continent_due: [0; MAX_SEATS],
            pacts: Vec::new(),
            condos: Vec::new(),
            condo_set: 0,
            zones: Vec::new(),
            joint: None,
            joint_conquests: 0,
            new_condo: None,
            ally_regrouping: false,
            zone_attacked: 0,
            zone_owed: Vec::new(),
            breach_due: None,
            card_forfeit: 0,
            // Every seat: the deal itself may fulfil an objective.
            changed_seats: u8::MAX,
            eliminated: Vec::new(),
            objectives,
            winner: None,
            ended_by_referee: None,
            clock: Clock::default(),
            last_round: None,
            actions_applied: 0,
            last_action: None,
        };
        game.free = game.placement_quota();
        Ok(game)
    }
}

/// The default graph with the tournament's settled disputes.
fn overridden(map: &'static Map, log: &TegLog) -> Result<Vec<u128>, Refusal> {
    let mut adjacency: Vec<u128> = map.territory_ids().map(|t| map.neighbour_set(t)).collect();
    let disputed = |[a, b]: [TerritoryId; 2]| {
        DISPUTED.iter().any(|pair| {
            let (x, y) = (map.by_slug(pair[0]), map.by_slug(pair[1]));
            (x, y) == (Some(a), Some(b)) || (x, y) == (Some(b), Some(a))
        })
    };
    let o = &log.settings.map_overrides;
    for (pair, add) in o
        .remove
        .iter()
        .map(|p| (p, false))
        .chain(o.add.iter().map(|p| (p, true)))
    {
        if !disputed(*pair) {
            return Err(Refusal::BorderNotDisputed {
                from: pair[0],
                to: pair[1],
            });
        }
        let [a, b] = *pair;
        if add {
            adjacency[a.index()] |= b.bit();
            adjacency[b.index()] |= a.bit();
        } else {
            adjacency[a.index()] &= !b.bit();
            adjacency[b.index()] &= !a.bit();
        }
    }
    Ok(adjacency)
}

/// The sealed objectives, checked and resolved (§2.3, §15.4, §15.5). An empty map means
/// the objectives are kept off the log: only the common objective is checked.
fn dealt_objectives(map: &Map, log: &TegLog) -> Result<Vec<Vec<Objective>>, Refusal> {
    let n = log.players.len();
    let mut out = vec![Vec::new(); n];
    if log.objectives.is_empty() {
        return Ok(out);
    }
    let per_seat = if n == 2 { 2 } else { 1 };
    let known = known_ids();
    let mut seen = BTreeSet::new();
    for (key, ids) in &log.objectives {
        let seat: usize = key
            .parse()
            .ok()
            .filter(|s| *s < n)
            .ok_or_else(|| Refusal::ObjectiveSeat { seat: key.clone() })?;
        if ids.len() != per_seat {
            return Err(Refusal::ObjectiveCount {
                seat: seat_at(seat),
                count: ids.len(),
                expected: per_seat,
            });
        }
        for id in ids {
            let unavailable = !known.contains(id)
                || !seen.insert(id.clone())
                || (n <= 3 && withdrawn_for_few(id))
                || (id == "unknown_20" && log.settings.objective_20.is_none());
            if unavailable {
                return Err(Refusal::ObjectiveUnavailable {
                    objective: id.clone(),
                });
            }
            out[seat].push(resolve(map, log, seat, id)?);
        }
    }
    if let Some(s) = (0..n).find(|&s| out[s].is_empty()) {
        return Err(Refusal::ObjectiveCount {
            seat: seat_at(s),
            count: 0,
            expected: per_seat,
        });
    }
    Ok(out)
}

fn resolve(map: &Map, log: &TegLog, seat: usize, id: &str) -> Result<Objective, Refusal> {
    let n = log.players.len();
    let right = seat_at((seat + n - 1) % n);
    let left = seat_at((seat + 1) % n);
    if id == "destroy_left" {
        return Ok(Objective::Destroy {
            id: id.into(),
            target: Some(left),
        });
    }
    if let Some(colour) = id.strip_prefix("destroy_") {
        let target = log
            .players
            .iter()
            .find(|p| p.colour == colour)
            .map(|p| usize::from(p.seat))
            .filter(|&s| s != seat)
            .map_or(right, seat_at);
        return Ok(Objective::Destroy {
            id: id.into(),
            target: Some(target),
        });
    }
    objectives::requirement(map, id, log.settings.objective_20.as_ref())
        .map(|requirement| Objective::Occupy {
            id: id.into(),
            requirement,
        })
        .ok_or_else(|| Refusal::ObjectiveUnavailable {
            objective: id.into(),
        })
}

/// §2.2: with 5 players the two leftover cards go to the two highest rolls. The rolls are
/// optional; when given, each seat rolls one die (1–6, the deciding roll after any
/// re-roll of a tie) and the two seats dealt 15 countries rolled higher than the three
/// others. Other table sizes have no leftover, so no rolls.
fn leftover_rolls(log: &TegLog, extra: &[usize]) -> Result<(), Refusal> {
    let rolls = &log.deal.leftover_rolls;
    if rolls.is_empty() {
        return Ok(());
    }
    let n = log.players.len();
    let wrong = |s: usize| Err(Refusal::LeftoverRolls { seat: seat_at(s) });
    if n != 5 {
        return wrong(0);
    }
    if rolls
        .keys()
        .any(|k| k.parse::<usize>().map_or(true, |s| s >= n))
    {
        return wrong(0);
    }
    let mut die = [0u32; 5];
    for (s, d) in die.iter_mut().enumerate() {
        match rolls.get(&s.to_string()) {
            Some(v) if (1..=6).contains(v) => *d = *v,
            _ => return wrong(s),
        }
    }
    let lowest_extra = extra.iter().map(|&s| die[s]).min().unwrap_or(0);
    match (0..n).find(|s| !extra.contains(s) && die[*s] >= lowest_extra) {
        Some(s) => wrong(extra.iter().copied().min_by_key(|&e| die[e]).unwrap_or(s)),
        None => Ok(()),
    }
}
