//! A random T.E.G. La Revancha player for the property tests and the bench: it deals a
//! random table (2 to 6 seats), then at every step builds candidate actions from the
//! game's own choices and keeps the first the engine accepts, so every game it plays is
//! legal. Cards' figures are entered at their first trade (a fixed figure per country).

#![allow(dead_code)]

use std::collections::BTreeMap;

use arbitro::engine::map::{Map, TerritoryId, members};
use arbitro::engine::table::Table;
use arbitro::engine::teg::{
    Action, COLOURS, Deal, Figure, Game, PactKind, Player, RULESET, Settings, SituationCard, Stage,
    Step, TegLog,
};

/// splitmix64.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        arbitro::engine::seed::splitmix64(&mut self.0)
    }
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    pub fn die(&mut self) -> u32 {
        1 + (self.next() % 6) as u32
    }
}

/// A random table: seats, colours, the deal, the first player.
pub fn new_log(rng: &mut Rng) -> TegLog {
    let n = 2 + rng.below(5);
    new_table(rng, n)
}

/// A random table of `n` seats.
pub fn new_table(rng: &mut Rng, n: usize) -> TegLog {
    let map = Map::teg_revancha();
    let mut colours: Vec<&str> = COLOURS.to_vec();
    let players = (0..n)
        .map(|i| {
            let c = colours.remove(rng.below(colours.len()));
            Player {
                seat: i as u8,
                name: format!("P{i}"),
                colour: c.into(),
            }
        })
        .collect();
    let mut ids: Vec<TerritoryId> = map.territory_ids().collect();
    for i in (1..ids.len()).rev() {
        ids.swap(i, rng.below(i + 1));
    }
    let owners = ids
        .iter()
        .enumerate()
        .map(|(k, t)| (*t, (k % n) as u8))
        .collect();
    // Secret objectives from the cards this table size may deal (§15.5).
    let mut deck: Vec<String> = (1..=12).map(|i| format!("occ_{i:02}")).collect();
    if n > 3 {
        deck.extend(COLOURS.iter().map(|c| format!("destroy_{c}")));
        deck.push("destroy_left".into());
    } else {
        deck.retain(|id| id != "occ_12");
    }
    let per_seat = if n == 2 { 2 } else { 1 };
    let objectives = (0..n)
        .map(|s| {
            let ids = (0..per_seat)
                .map(|_| deck.remove(rng.below(deck.len())))
                .collect();
            (s.to_string(), ids)
        })
        .collect();
    TegLog {
        format: 1,
        ruleset: RULESET.into(),
        map: None,
        settings: Settings {
            end_rule: arbitro::engine::teg::EndRule::ObjectiveOnly,
            ..Settings::default()
        },
        players,
        deal: Deal {
            owners,
            leftover_rolls: BTreeMap::new(),
        },
        objectives,
        first_seat: rng.below(n) as u8,
        actions: Vec::new(),
    }
}

fn figure(t: TerritoryId) -> Vec<Figure> {
    match t.0 % 9 {
        0 => vec![Figure::Soldados],
        1 => vec![Figure::Avion, Figure::Barco, Figure::Tanque],
        2 | 5 => vec![Figure::Avion],
        3 | 6 => vec![Figure::Tanque],
        4 => vec![Figure::Granada],
        _ => vec![Figure::Barco],
    }
}

fn spread(rng: &mut Rng, on: &[TerritoryId], total: u32, missile: bool) -> Action {
    let mut armies = BTreeMap::new();
    let mut missiles = BTreeMap::new();
    let mut left = total;
    if missile && left >= 6 && !on.is_empty() {
        missiles.insert(on[rng.below(on.len())], 1);
        left -= 6;
    }
    while left > 0 && !on.is_empty() {
        let k = 1 + rng.below(left as usize) as u32;
        *armies.entry(on[rng.below(on.len())]).or_insert(0) += k;
        left -= k;
    }
    Action::Place {
        seat: 0,
        armies,
        missiles,
    }
}

fn with_seat(a: Action, s: u8) -> Action {
    match a {
        Action::Place {
            armies, missiles, ..
        } => Action::Place {
            seat: s,
            armies,
            missiles,
        },
        other => other,
    }
}

/// Candidate actions for the game's current step, most wanted first.
pub fn candidates(game: &Game, rng: &mut Rng) -> Vec<Action> {
    let map = Map::teg_revancha();
    let seat = game.current();
    let c = game.choices();
    let mut out = Vec::new();
    if let Some(a) = alliance_step(game, rng) {
        return a;
    }
    if let Some(o) = c.occupy {
        out.push(Action::Occupy {
            seat,
            armies: o.min + rng.below((o.max - o.min + 1) as usize) as u32,
        });
        return out;
    }
    match game.stage() {
        Stage::Placement(_) | Stage::Extra => {
            if rng.chance(10)
                && let Some(t) = c.place_on.iter().find(|t| game.armies_in(**t) >= 7)
            {
                out.push(Action::Convert {
                    seat,
                    country: *t,
                    missiles: 1,
                });
            }
            let m = rng.chance(15);
            out.push(with_seat(spread(rng, &c.place_on, c.place_armies, m), seat));
            out.push(with_seat(
                spread(rng, &c.place_on, c.place_armies, false),
                seat,
            ));
        }
        Stage::Situation => {
            let opener = game.opener();
            let card = SituationCard::ALL[rng.below(8)];
            let colour = COLOURS[rng.below(6)];
            let make = |card: SituationCard| Action::Situation {
                seat: opener,
                card,
                colour: (card == SituationCard::Descanso).then(|| colour.to_string()),
            };
            out.push(make(card));
            out.extend(SituationCard::ALL.iter().map(|c| make(*c)));
            for col in COLOURS {
                out.push(Action::Situation {
                    seat: opener,
                    card: SituationCard::Descanso,
                    colour: Some(col.into()),
                });
            }
        }
        Stage::CrisisRolls => {
            let rolls = (0..game.seat_count() as u8)
                .filter(|s| !game.is_eliminated(*s))
                .map(|s| (s.to_string(), rng.die()))
                .collect();
            out.push(Action::CrisisRolls { rolls });
        }
        Stage::Turn(step) => {
            if step == Step::Incorporation {
                let hand: Vec<TerritoryId> = members(game.hand(seat)).collect();
                if c.trade && (c.trade_required || rng.chance(70)) {
                    for i in 0..hand.len() {
                        for j in i..hand.len() {
                            for k in j..hand.len() {
                                let mut cards = vec![hand[i]];
                                if j > i {
                                    cards.push(hand[j]);
                                }
                                if k > j {
                                    cards.push(hand[k]);
                                }
                                let figures = cards.iter().map(|t| (*t, figure(*t))).collect();
                                out.push(Action::Trade {
                                    seat,
                                    countries: cards,
                                    continents: Vec::new(),
                                    figures,
                                });
                            }
                        }
                    }
                }
                if c.place_armies > 0 && !c.place_on.is_empty() {
                    let m = rng.chance(10);
                    out.push(with_seat(spread(rng, &c.place_on, c.place_armies, m), seat));
                    // Continent armies must go inside: one country per continent with a pool.
                    let mut by_continent: BTreeMap<u8, TerritoryId> = BTreeMap::new();
                    for t in &c.place_on {
                        by_continent
                            .entry(map.territory(*t).continent.0)
                            .or_insert(*t);
                    }
                    for t in by_continent.values() {
                        out.push(Action::Place {
                            seat,
                            armies: BTreeMap::from([(*t, 1)]),
                            missiles: BTreeMap::new(),
                        });
                    }
                }
            }
            if step <= Step::Attack && rng.chance(85) && !c.attacks.is_empty() {
                let a = c.attacks[rng.below(c.attacks.len())];
                let dice = arbitro::engine::teg::Dice {
                    attacker: (0..a.attacker_max).map(|_| rng.die()).collect(),
                    defender: (0..a.defender_max).map(|_| rng.die()).collect(),
                };
                out.push(Action::Attack {
                    seat,
                    from: a.from,
                    to: a.to,
                    dice: Some(dice),
                    losses: None,
                    dice_count: None,
                    against: None,
                });
                for from in members(game.countries_of(seat)).filter(|t| game.missiles_in(*t) > 0) {
                    for to in map.territory_ids() {
                        if game.distance(from, to, 3, &[]).is_some() && rng.chance(30) {
                            out.push(Action::Missile {
                                seat,
                                from,
                                to,
                                against: None,
                            });
                        }
                    }
                }
            }
            if step <= Step::Attack {
                out.extend(alliance_candidates(game, rng, seat));
            }
            if rng.chance(5) {
                let other = (seat + 1) % game.seat_count() as u8;
                out.push(Action::Pact {
                    kind: PactKind::World,
                    parties: [seat, other],
                    countries: Vec::new(),
                    continent: None,
                    continents: Vec::new(),
                });
            }
            if let Some(p) = game.pacts().first()
                && rng.chance(20)
            {
                out.push(Action::BreakPact {
                    seat: p.parties[0],
                    pact: p.id,
                });
            }
            if let Some((t, ally)) = game.ally_regroup_due()
                && rng.chance(50)
            {
                for from in members(game.neighbour_set(t) & game.countries_of(ally)) {
                    if game.armies_in(from) >= 2 {
                        out.push(Action::Regroup {
                            seat: ally,
                            from,
                            to: t,
                            armies: 1,
                            missiles: 0,
                        });
                    }
                }
            }
            if step <= Step::Regroup && rng.chance(40) && !c.moves.is_empty() {
                let m = c.moves[rng.below(c.moves.len())];
                out.push(Action::Regroup {
                    seat,
                    from: m.from,
                    to: m.to,
                    armies: 1 + rng.below(m.max as usize) as u32,
                    missiles: 0,
                });
            }
            let mut ids: Vec<TerritoryId> = map.territory_ids().collect();
            for i in (1..ids.len()).rev() {
                ids.swap(i, rng.below(i + 1));
            }
            for t in ids.iter().take(8) {
                out.push(Action::DrawCard { seat, country: *t });
            }
            for t in members(game.hand(seat)) {
                out.push(Action::CardBonus { seat, country: t });
            }
            for (cid, _) in map.continents() {
                out.push(Action::ClaimContinentCard {
                    seat,
                    continent: cid,
                });
            }
            out.push(Action::EndTurn { seat });
        }
        Stage::Finished => {}
    }
    out
}

/// Plays a random legal game of at most `limit` actions; the log and the final game.
pub fn play(seed: u64, limit: usize) -> (TegLog, Game) {
    let mut rng = Rng(seed);
    let log = new_log(&mut rng);
    play_from(rng, log, limit)
}

/// Plays a random legal game of `seats` seats.
pub fn play_seats(seed: u64, limit: usize, seats: usize) -> (TegLog, Game) {
    let mut rng = Rng(seed);
    let log = new_table(&mut rng, seats);
    play_from(rng, log, limit)
}

fn play_from(mut rng: Rng, mut log: TegLog, limit: usize) -> (TegLog, Game) {
    let mut game = Game::new(&log).expect("a random table is a valid setup");
    while !game.finished() && log.actions.len() < limit {
        let mut applied = false;
        for a in candidates(&game, &mut rng) {
            if game.apply_mut(&a).is_ok() {
                log.actions.push(a);
                applied = true;
                break;
            }
        }
        if !applied {
            let e = Action::EndMatch {
                reason: "stuck".into(),
            };
            game.apply_mut(&e).expect("end_match");
            log.actions.push(e);
        }
    }
    (log, game)
}

/// What must come next in a joint attack, a joint move-in or a zone penalty.
fn alliance_step(game: &Game, rng: &mut Rng) -> Option<Vec<Action>> {
    if let Some((pact, offender)) = game.breach_due() {
        let card = members(game.hand(offender)).next();
        return Some(vec![Action::ZoneBreach {
            pact,
            offender,
            card,
            zone_continues: rng.chance(50),
        }]);
    }
    let j = game.joint_attack()?;
    if game.occupation().is_some() {
        let mut armies = BTreeMap::new();
        for (s, from) in [(j.leader, j.from[0]), (j.ally, j.from[1])] {
            let max = game
                .force(s, from)
                .map_or(0, |f| f.0.saturating_sub(1))
                .min(2);
            if max > 0 {
                armies.insert(s.to_string(), 1 + rng.below(max as usize) as u32);
            }
        }
        return Some(vec![Action::OccupyCondominium { armies }]);
    }
    let from = if j.next == j.leader {
        j.from[0]
    } else {
        j.from[1]
    };
    Some(vec![throw(game, rng, j.next, from, j.target, None)])
}

/// A throw with the most dice each side may throw.
fn throw(
    game: &Game,
    rng: &mut Rng,
    seat: u8,
    from: TerritoryId,
    to: TerritoryId,
    against: Option<u8>,
) -> Action {
    let a = game.force(seat, from).map_or(0, |f| f.0);
    let d = against
        .and_then(|s| game.force(s, to))
        .map_or(game.armies_in(to), |f| f.0);
    let (ra, rd) = game.dice_for(a, d);
    Action::Attack {
        seat,
        from,
        to,
        dice: Some(arbitro::engine::teg::Dice {
            attacker: (0..ra.max).map(|_| rng.die()).collect(),
            defender: (0..rd.max).map(|_| rng.die()).collect(),
        }),
        losses: None,
        dice_count: None,
        against,
    }
}

/// Aggression pacts, their first throw, attacks and missiles on condominiums, fights
/// inside one, international zones.
fn alliance_candidates(game: &Game, rng: &mut Rng, seat: u8) -> Vec<Action> {
    let mut out = Vec::new();
    let n = game.seat_count() as u8;
    for p in game
        .pacts()
        .iter()
        .filter(|p| p.pending && p.parties[0] == seat)
    {
        out.push(throw(game, rng, seat, p.countries[0], p.countries[2], None));
    }
    for c in game.condominiums() {
        let t = c.country;
        if let Some(other) = c.other(seat) {
            out.push(throw(game, rng, seat, t, t, Some(other)));
        }
        for from in members(game.neighbour_set(t) & game.countries_of(seat)) {
            for s in c.seats.iter().filter(|s| **s != seat) {
                if game.armies_in(from) >= 2 {
                    out.push(throw(game, rng, seat, from, t, Some(*s)));
                }
                if game.missiles_in(from) > 0 {
                    out.push(Action::Missile {
                        seat,
                        from,
                        to: t,
                        against: Some(*s),
                    });
                }
            }
        }
    }
    if rng.chance(8) {
        // A target of a third colour next to a stack of this seat and one of another.
        for from in members(game.countries_of(seat)).filter(|t| game.armies_in(*t) >= 3) {
            for target in members(game.neighbour_set(from)) {
                let Some(third) = game.holder(target) else {
                    continue;
                };
                let ally = members(game.neighbour_set(target)).find_map(|t| {
                    game.holder(t)
                        .filter(|h| *h != seat && *h != third && game.armies_in(t) >= 2)
                        .map(|h| (h, t))
                });
                if third != seat
                    && let Some((ally, ally_from)) = ally
                {
                    out.push(Action::AggressionPact {
                        leader: seat,
                        ally,
                        target,
                        from: BTreeMap::from([
                            (seat.to_string(), from),
                            (ally.to_string(), ally_from),
                        ]),
                    });
                    return out;
                }
            }
        }
    }
    if rng.chance(20) && game.trades_of(seat) >= 3 {
        for z in members(game.countries_of(seat)).filter(|t| game.armies_in(*t) == 1) {
            for other in (0..n).filter(|o| *o != seat && game.trades_of(*o) >= 3) {
                if game.neighbour_set(z) & game.countries_of(other) != 0 {
                    out.push(Action::ZonePact {
                        parties: [seat, other],
                        country: z,
                    });
                }
            }
        }
    }
    if let Some(p) = game.pacts().iter().find(|p| p.pending)
        && rng.chance(10)
    {
        out.push(Action::CancelPact { pact: p.id });
    }
    if let Some(z) = game.zones().first()
        && rng.chance(3)
    {
        out.push(Action::BreakPact {
            seat: z.parties[0],
            pact: z.id,
        });
    }
    out
}
