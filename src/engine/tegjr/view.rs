//! The shared [`Table`] surface of a TEG Jr match, its state JSON and its result
//! (`RULES-teg-jr.md` §11): the winner by objective first, the others by countries plus
//! the bonuses of continents held whole, then armies; eliminated players last, the later
//! out higher; place points shared on a tie.

use chrono::{DateTime, Utc};
use fluent_bundle::FluentValue;
use serde_json::{Value, json};

use super::{Action, Game, Phase, RULESET};
use crate::engine::Lang;
use crate::engine::board::seat_info;
use crate::engine::map::{Map, TerritoryId};
use crate::engine::seat::{Owner, Seat};
use crate::engine::table::{
    AttackChoice, Choices, ClockView, MoveChoice, OccupyChoice, ResultLine, SeatInfo, SeatResult,
    Table, TableResult,
};
use crate::i18n::{t, tf};

impl Game {
    /// What ranks a seat still in: countries plus the bonuses of whole continents, then
    /// armies.
    fn standing(&self, seat: Seat) -> (u32, u32) {
        let bonus: u32 = self
            .continents_held(seat)
            .iter()
            .map(|c| self.map.continent(*c).bonus)
            .sum();
        let armies = self
            .map
            .territory_ids()
            .filter(|t| self.owner(*t) == seat)
            .map(|t| self.armies(t))
            .sum();
        (self.countries(seat) + bonus, armies)
    }

    /// Each seat's place: (seat, place), best first.
    fn places(&self) -> Vec<(Seat, u32)> {
        let n = u8::try_from(self.players.len()).unwrap_or(0);
        // A key that sorts best first: winner, then standing, eliminated by lateness.
        let key = |s: Seat| {
            let won = self.winner() == Some(s);
            let out = self.eliminated.iter().position(|e| *e == s);
            let (points, armies) = if out.is_some() {
                (0, 0)
            } else {
                self.standing(s)
            };
            (won, out.is_none(), out.unwrap_or(0), points, armies)
        };
        let mut seats: Vec<Seat> = (0..n).collect();
        seats.sort_by_key(|s| std::cmp::Reverse(key(*s)));
        let mut out: Vec<(Seat, u32)> = Vec::new();
        for (i, &s) in seats.iter().enumerate() {
            let place = match out.last() {
                Some(&(prev, p)) if key(prev) == key(s) => p,
                _ => u32::try_from(i).unwrap_or(0) + 1,
            };
            out.push((s, place));
        }
        out
    }
}

impl Table for Game {
    fn ruleset(&self) -> &'static str {
        RULESET
    }

    fn map(&self) -> &'static Map {
        self.map.0
    }

    fn seats(&self) -> Vec<SeatInfo> {
        self.players
            .iter()
            .map(|p| {
                let out = self.eliminated.contains(&p.seat);
                seat_info(p.seat, &p.name, &p.colour, out)
            })
            .collect()
    }

    fn to_act(&self) -> Option<Seat> {
        Game::to_act(self)
    }

    fn round(&self) -> u32 {
        self.round
    }

    fn phase_code(&self) -> &'static str {
        match self.phase {
            Phase::Objectives => "objectives",
            Phase::Place => "place",
            Phase::Attack => "attack",
            Phase::Occupy { .. } => "occupy",
            Phase::Finished => "finished",
        }
    }

    fn phase_words(&self, lang: Lang) -> &'static str {
        let key = match self.phase {
            Phase::Objectives => "jr.phase.objectives",
            Phase::Place => "jr.phase.place",
            Phase::Attack => "jr.phase.attack",
            Phase::Occupy { .. } => "jr.phase.occupy",
            Phase::Finished => "jr.phase.finished",
        };
        t(lang, key)
    }

    fn owner(&self, t: TerritoryId) -> Option<Owner> {
        Some(Owner::Seat(Game::owner(self, t)))
    }

    fn armies(&self, t: TerritoryId) -> u32 {
        Game::armies(self, t)
    }

    fn last_action(&self) -> Option<Value> {
        self.last
            .as_ref()
            .and_then(|a| serde_json::to_value(a).ok())
    }

    fn choices(&self) -> Choices {
        let Some(seat) = Game::to_act(self) else {
            return Choices::default();
        };
        let mut c = Choices::of(Some(seat));
        let own = |t: &TerritoryId| Game::owner(self, *t) == seat;
        match self.phase {
            Phase::Place => {
                let (free, bonuses) = self.allowance();
                c.place_on = self.map.territory_ids().filter(own).collect();
                c.place_armies = free + bonuses.iter().map(|(_, b)| b).sum::<u32>();
                c.trade = !self.traded && self.cards(seat) >= 2;
            }
            Phase::Attack => {
                for from in self.map.territory_ids().filter(own) {
                    let a = Game::armies(self, from);
                    for to in self.map.neighbours(from) {
                        if !self.regrouped && a >= 2 && !own(&to) {
                            let (attacker_max, defender_max) =
                                ((a - 1).min(3), Game::armies(self, to).min(3));
                            c.attacks.push(AttackChoice {
                                from,
                                to,
                                attacker_max,
                                defender_max,
                            });
                        }
                        let max = self.movable(from);
                        if own(&to) && max > 0 {
                            c.moves.push(MoveChoice { from, to, max });
                        }
                    }
                }
                c.end_turn = true;
            }
            Phase::Occupy { from, to } => {
                let max = Game::armies(self, from) - 1;
                c.occupy = Some(OccupyChoice {
                    from,
                    to,
                    min: 1,
                    max,
                });
            }
            Phase::Objectives | Phase::Finished => {}
        }
        c
    }

    fn clock(&self) -> ClockView {
        ClockView::default()
    }

    fn clock_due(&self, _now: DateTime<Utc>) -> Option<&'static str> {
        None
    }

    fn finished(&self) -> bool {
        self.phase == Phase::Finished
    }

    fn result(&self) -> TableResult {
        let places = self.places();
        let points = &self.settings.placement_points;
        let seats = places
            .iter()
            .map(|&(seat, place)| {
                // Shared places share the points of the places they cover.
                let tied = places.iter().filter(|(_, p)| *p == place).count();
                let start = usize::try_from(place).unwrap_or(1) - 1;
                let shared: f64 = (start..start + tied)
                    .map(|i| f64::from(points.get(i).copied().unwrap_or(0)))
                    .sum::<f64>()
                    / tied as f64;
                let bonus = match self.winner {
                    Some((w, true)) if w == seat => f64::from(self.settings.objective_win_bonus),
                    _ => 0.0,
                };
                let (standing, armies) = self.standing(seat);
                SeatResult {
                    seat,
                    place,
                    score: shared + bonus,
                    breakdown: vec![
                        ResultLine::new("countries_and_bonuses", standing),
                        ResultLine::new("armies", armies),
                        ResultLine::new("place_points", shared),
                        ResultLine::new("objective_bonus", bonus),
                    ],
                }
            })
            .collect();
        TableResult {
            seats,
            final_result: self.finished(),
        }
    }

    fn state_json(&self) -> Value {
        let territories: serde_json::Map<String, Value> = self
            .map
            .territory_ids()
            .map(|t| {
                let slug = self.map.territory(t).slug.clone();
                (
                    slug,
                    json!({"owner": Game::owner(self, t), "armies": Game::armies(self, t)}),
                )
            })
            .collect();
        json!({
            "round": self.round,
            "phase": self.phase_code(),
            "to_act": Game::to_act(self),
            "territories": territories,
            "cards": self.cards,
            "pile": self.pile,
            "eliminated": self.eliminated,
            "winner": self.winner(),
        })
    }

    fn score_json(&self) -> Value {
        json!(self.result())
    }
}

/// An action as a sentence for the history, naming players and countries: the message
/// `jr-history-KIND`. The new objective of an exchange stays sealed (the history is read
/// at the table).
pub fn describe(a: &Action, lang: Lang, map: &Map, names: &[String]) -> String {
    let who = a
        .seat()
        .and_then(|s| names.get(usize::from(s)).cloned())
        .unwrap_or_default();
    let c = |t: &TerritoryId| FluentValue::from(map.name(*t, lang).to_string());
    let say = |key: &str, mut args: Vec<(&str, FluentValue)>| {
        args.push(("who", who.clone().into()));
        tf(lang, key, &args)
    };
    match a {
        Action::Place { armies, .. } => {
            let list: Vec<String> = armies
                .iter()
                .map(|(t, n)| {
                    tf(
                        lang,
                        "jr.history.armies",
                        &[("n", (*n).into()), ("country", c(t))],
                    )
                })
                .collect();
            say("jr.history.place", vec![("list", list.join(", ").into())])
        }
        Action::Attack { from, to, .. } => {
            say("jr.history.attack", vec![("to", c(to)), ("from", c(from))])
        }
        Action::Occupy { armies, .. } => say("jr.history.occupy", vec![("n", (*armies).into())]),
        Action::Regroup {
            from, to, armies, ..
        } => say(
            "jr.history.regroup",
            vec![("n", (*armies).into()), ("from", c(from)), ("to", c(to))],
        ),
        Action::ReplaceObjective { .. } => say("jr.history.replace_objective", vec![]),
        Action::Trade { .. } => say("jr.history.trade", vec![]),
        Action::EndTurn { .. } => say("jr.history.end_turn", vec![]),
        Action::DeclareObjective { .. } => say("jr.history.declare_objective", vec![]),
        Action::EndMatch { reason } if reason.trim().is_empty() => {
            t(lang, "jr.history.end_match").to_string()
        }
        Action::EndMatch { reason } => tf(
            lang,
            "jr.history.end_match_why",
            &[("reason", reason.clone().into())],
        ),
    }
}
