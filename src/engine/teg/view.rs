//! The `state` JSON of a T.E.G. match and the shared [`Table`] surface every screen reads.
//! The state shows what the table may see: how many cards each hand holds, never which,
//! and no objective (they are sealed until the end).

use std::collections::BTreeMap;

use chrono::{DateTime, Duration, Utc};
use serde::Serialize;
use serde_json::{Value, json};

use super::words::phase_words;
use super::{EndRule, Game, RULESET, Stage, Step, seat_at};
use crate::engine::Lang;
use crate::engine::board::seat_info;
use crate::engine::map::{Map, TerritoryId, members};
use crate::engine::seat::{Owner, Seat};
use crate::engine::table::{
    AttackChoice, Choices, ClockView, MoveChoice, OccupyChoice, ResultLine, SeatInfo, SeatResult,
    Table, TableResult,
};

/// The stable code of where the match stands.
fn phase(game: &Game) -> &'static str {
    if game.occupation.is_some() {
        return "occupy";
    }
    match game.stage {
        Stage::Placement(_) => "placement",
        Stage::Situation => "situation",
        Stage::CrisisRolls => "crisis_rolls",
        Stage::Extra => "extra_reinforcements",
        Stage::Turn(Step::Incorporation) => "incorporation",
        Stage::Turn(Step::Attack) => "attack",
        Stage::Turn(Step::Regroup) => "regroup",
        Stage::Turn(Step::Cards) => "cards",
        Stage::Finished => "finished",
    }
}

/// The serializable picture of a game (§18.4).
#[derive(Debug, Clone, Serialize)]
pub struct StateView {
    /// Current round (0 during the placement circuits).
    pub round: u32,
    /// Phase code.
    pub phase: &'static str,
    /// The seat to act.
    pub current_seat: Seat,
    /// The round's opener.
    pub opener: Seat,
    /// True once over.
    pub finished: bool,
    /// The round's situation card, and the resting seat for descanso.
    pub situation: Option<Value>,
    /// Country → seat.
    pub owners: BTreeMap<String, Seat>,
    /// Country → armies.
    pub armies: BTreeMap<String, u32>,
    /// Country → missiles (only where there are some).
    pub missiles: BTreeMap<String, u32>,
    /// Seat → country cards held (how many, not which).
    pub cards: BTreeMap<Seat, u32>,
    /// Seat → trades made.
    pub trades: BTreeMap<Seat, u32>,
    /// Seat → continent cards held.
    pub continent_cards: BTreeMap<Seat, Vec<String>>,
    /// Standing pacts.
    pub pacts: Vec<Value>,
    /// Seats out, in order.
    pub eliminated: Vec<Seat>,
    /// Armies still to place now.
    pub to_place: u32,
    /// The conquest waiting for its move-in.
    pub occupation: Option<Value>,
    /// Seats excluded from cards by this round's crisis.
    pub crisis_excluded: Vec<Seat>,
    /// The last round, once the time is up.
    pub last_round: Option<u32>,
    /// Countries shared by two colours: country, co-owners, each one's armies and missiles.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub condominiums: Vec<Value>,
    /// International zones: id, parties, country.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub zones: Vec<Value>,
    /// The joint attack in progress: pact, target, who throws next.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub joint_attack: Option<Value>,
    /// A zone breach waiting for its penalty: zone, offender.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub zone_breach_due: Option<Value>,
    /// The seat that fulfilled its objective (secret or common), the moment it happens.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fulfilled: Option<Value>,
}

impl Game {
    /// The state as the match log page describes it.
    pub fn view(&self) -> StateView {
        let m = self.map();
        let slug = |t: TerritoryId| m.territory(t).slug.clone();
        let n = self.players.len();
        let seats = || (0..n).map(seat_at);
        StateView {
            round: self.round,
            phase: phase(self),
            current_seat: self.current,
            opener: self.opener,
            finished: self.stage == Stage::Finished,
            situation: self
                .situation
                .map(|(card, rest)| json!({"card": card.id(), "resting": rest})),
            owners: m
                .territory_ids()
                .filter_map(|t| self.holder(t).map(|s| (slug(t), s)))
                .collect(),
            armies: m
                .territory_ids()
                .map(|t| (slug(t), self.armies[t.index()]))
                .collect(),
            missiles: m
                .territory_ids()
                .filter(|t| self.missiles[t.index()] > 0)
                .map(|t| (slug(t), self.missiles[t.index()]))
                .collect(),
            cards: seats()
                .map(|s| (s, self.hands[usize::from(s)].count_ones()))
                .collect(),
            trades: seats().map(|s| (s, self.trades[usize::from(s)])).collect(),
            continent_cards: seats()
                .map(|s| {
                    let held = m
                        .continents()
                        .filter(|(c, _)| self.continent_cards[usize::from(s)] & (1 << c.0) != 0)
                        .map(|(_, c)| c.slug.clone())
                        .collect();
                    (s, held)
                })
                .collect(),
            pacts: self
                .pacts
                .iter()
                .map(|p| {
                    json!({
                        "id": p.id, "kind": p.kind, "parties": p.parties,
                        "countries": p.countries.iter().map(|t| slug(*t)).collect::<Vec<_>>(),
                        "continents": p.continents.iter()
                            .map(|c| m.continent(crate::engine::map::ContinentId(*c)).slug.clone())
                            .collect::<Vec<_>>(),
                        "broken_by": p.broken.map(|b| b.0),
                    })
                })
                .collect(),
            eliminated: self.eliminated.iter().map(|e| e.0).collect(),
            to_place: self.to_place(),
            occupation: self
                .occupation
                .map(|o| json!({"from": slug(o.from), "to": slug(o.to), "max": o.max})),
            crisis_excluded: seats()
                .filter(|s| self.crisis_excluded & (1 << s) != 0)
                .collect(),
            last_round: self.last_round,
            condominiums: self
                .condos
                .iter()
                .map(|c| {
                    json!({"country": slug(c.country), "seats": c.seats,
                           "armies": c.armies, "missiles": c.missiles, "joint": c.joint})
                })
                .collect(),
            zones: self
                .zones
                .iter()
                .map(|z| json!({"id": z.id, "parties": z.parties, "country": slug(z.country)}))
                .collect(),
            joint_attack: self.joint.map(|j| {
                json!({"pact": j.pact, "leader": j.leader, "ally": j.ally,
                       "target": slug(j.target), "next": j.next})
            }),
            zone_breach_due: self
                .breach_due
                .map(|(z, s)| json!({"zone": z, "offender": s})),
            fulfilled: self.winner.map(|(s, r)| {
                json!({"seat": s, "reason": match r {
                    super::WinReason::Secret => "secret",
                    super::WinReason::Common => "common",
                }})
            }),
        }
    }

    /// Every attack the seat may make now, with the most dice each side may throw.
    pub fn attack_choices(&self) -> Vec<AttackChoice> {
        let seat = self.current;
        let mut out = Vec::new();
        for from in members(self.owned[usize::from(seat)]) {
            if self.armies[from.index()] < 2 {
                continue;
            }
            for to in members(self.adjacency[from.index()] & !self.owned[usize::from(seat)]) {
                let dice = self.dice_ranges(from, to);
                if self.fire_allowed(seat, from, to, None).is_ok() {
                    out.push(AttackChoice {
                        from,
                        to,
                        attacker_max: dice.0.max,
                        defender_max: dice.1.max,
                    });
                }
            }
        }
        out
    }

    /// Every regroup move the seat may make now.
    pub fn move_choices(&self) -> Vec<MoveChoice> {
        let seat = self.current;
        let mut out = Vec::new();
        for from in members(self.owned[usize::from(seat)]) {
            let i = from.index();
            let max = self.armies[i].saturating_sub(self.arrived_armies[i].max(1));
            if max == 0 {
                continue;
            }
            for to in members(self.adjacency[i] & self.owned[usize::from(seat)]) {
                out.push(MoveChoice { from, to, max });
            }
        }
        out
    }
}

impl Table for Game {
    fn ruleset(&self) -> &'static str {
        RULESET
    }

    fn map(&self) -> &'static Map {
        self.map()
    }

    fn seats(&self) -> Vec<SeatInfo> {
        self.players
            .iter()
            .map(|p| seat_info(p.seat, &p.name, &p.colour, self.is_eliminated(p.seat)))
            .collect()
    }

    fn to_act(&self) -> Option<Seat> {
        match self.stage {
            Stage::Finished => None,
            Stage::Situation | Stage::CrisisRolls => Some(self.opener),
            _ => Some(self.current),
        }
    }

    fn round(&self) -> u32 {
        self.round
    }

    fn phase_code(&self) -> &'static str {
        phase(self)
    }

    fn phase_words(&self, lang: Lang) -> &'static str {
        phase_words(phase(self), lang)
    }

    fn owner(&self, t: TerritoryId) -> Option<Owner> {
        self.holder(t).map(Owner::Seat)
    }

    fn armies(&self, t: TerritoryId) -> u32 {
        self.armies[t.index()]
    }

    fn last_action(&self) -> Option<Value> {
        self.last_action
            .as_ref()
            .and_then(|a| serde_json::to_value(a).ok())
    }

    fn choices(&self) -> Choices {
        let mut c = Choices::of(self.to_act());
        let mine = self.owned[usize::from(self.current)];
        let open = || members(mine).filter(|t| !self.blockaded(*t)).collect();
        if let Some(o) = self.occupation {
            // A joint conquest's move-in is the allies' `occupy_condominium`, not a tap.
            if o.kind != super::OccupationKind::Joint {
                // §12: into one's own international zone exactly one army moves in (not
                // 0, not 2 or 3): only the count `occupy` takes is offered.
                let (min, max) = if self.zone_of(self.current, o.to).is_some() {
                    (1, 1)
                } else {
                    (o.min, o.max)
                };
                c.occupy = Some(OccupyChoice {
                    from: o.from,
                    to: o.to,
                    min,
                    max,
                });
            }
            return c;
        }
        match self.stage {
            Stage::Placement(_) => {
                c.place_on = members(mine).collect();
                c.place_armies = self.free;
            }
            Stage::Extra => {
                c.place_on = open();
                c.place_armies = self.free;
            }
            Stage::Turn(step) => {
                if step == Step::Incorporation {
                    c.trade = !self.traded_this_turn
                        && self.hands[usize::from(self.current)].count_ones() >= 1;
                    c.trade_required = self.trade_required && !self.traded_this_turn;
                    c.place_on = open();
                    c.place_armies = self.to_place();
                }
                let placed =
                    step != Step::Incorporation || (self.placeable_due() == 0 && !c.trade_required);
                if placed && step <= Step::Attack {
                    c.attacks = self.attack_choices();
                }
                if placed && step <= Step::Regroup {
                    c.moves = self.move_choices();
                }
                c.end_turn = placed;
            }
            _ => {}
        }
        c
    }

    fn clock(&self) -> ClockView {
        let limit =
            (self.settings.end_rule == EndRule::TimeLimit).then_some(self.settings.match_minutes);
        self.clock.view(limit, self.last_round, None)
    }

    fn clock_due(&self, now: DateTime<Utc>) -> Option<&'static str> {
        if self.stage == Stage::Finished {
            return None;
        }
        if self.clock.started_at.is_none() {
            return Some("start");
        }
        let limit = Duration::minutes(i64::from(self.settings.match_minutes));
        (self.settings.end_rule == EndRule::TimeLimit
            && self.last_round.is_none()
            && self.clock().elapsed(now) >= limit)
            .then_some("time_up")
    }

    fn finished(&self) -> bool {
        self.stage == Stage::Finished
    }

    fn result(&self) -> TableResult {
        let score = self.score();
        TableResult {
            seats: score
                .ranking
                .iter()
                .map(|r| SeatResult {
                    seat: r.seat,
                    place: r.place,
                    score: r.points,
                    breakdown: vec![
                        ResultLine::new("table_score", r.table_score),
                        ResultLine::new("countries", r.countries),
                        ResultLine::new("continent_bonus", r.continent_bonus),
                        ResultLine::new("armies_on_board", r.armies_on_board),
                    ],
                })
                .collect(),
            final_result: score.final_result,
        }
    }

    fn state_json(&self) -> Value {
        serde_json::to_value(self.view()).unwrap_or(Value::Null)
    }

    fn score_json(&self) -> Value {
        serde_json::to_value(self.score()).unwrap_or(Value::Null)
    }
}
