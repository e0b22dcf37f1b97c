//! The match through the shared [`Table`] surface (web, API, tournaments): seats, phase,
//! owners and units, the `state` and `score` JSON of the match log page, and the result
//! after year 5 as a tournament reads it.

use chrono::{DateTime, Utc};
use serde_json::{Value, json};

use super::{Game, Phase, RULESET, Stage, seat_at};
use crate::engine::Lang;
use crate::engine::board::seat_info;
use crate::engine::map::{Map, TerritoryId, members};
use crate::engine::seat::{Owner, Seat};
use crate::engine::table::{
    Choices, ClockView, ResultLine, SeatInfo, SeatResult, Table, TableResult,
};

impl Game {
    /// The phase's stable code and the id of its words.
    fn phase_pair(&self) -> (&'static str, &'static str) {
        match (self.stage, self.phase) {
            (Stage::Claims, _) => ("claims", "risk2210-phase-claims"),
            (Stage::Placement, _) => ("placement", "risk2210-phase-placement"),
            (Stage::Pieces, _) => ("pieces", "risk2210-phase-pieces"),
            (Stage::Bidding, _) => ("bidding", "risk2210-phase-bidding"),
            (Stage::Finished, _) => ("finished", "risk2210-phase-finished"),
            (Stage::Turn, Phase::Income) => ("income", "risk2210-phase-income"),
            (Stage::Turn, Phase::Commanders) => ("commanders", "risk2210-phase-commanders"),
            (Stage::Turn, Phase::BuyCards) => ("buy_cards", "risk2210-phase-buy_cards"),
            (Stage::Turn, Phase::PlayCards) => ("play_cards", "risk2210-phase-play_cards"),
            (Stage::Turn, Phase::Invasions) => ("invasions", "risk2210-phase-invasions"),
            (Stage::Turn, Phase::Fortify) => ("fortify", "risk2210-phase-fortify"),
        }
    }

    fn owner_json(o: Option<Owner>) -> Value {
        match o {
            Some(Owner::Seat(s)) => json!(s),
            Some(Owner::Neutral) => json!("neutral"),
            None => Value::Null,
        }
    }
}

impl Table for Game {
    fn ruleset(&self) -> &'static str {
        RULESET
    }

    fn map(&self) -> &'static Map {
        Map::risk2210()
    }

    fn seats(&self) -> Vec<SeatInfo> {
        (0..self.seats)
            .map(|s| {
                let eliminated = self.eliminated[s].is_some();
                seat_info(seat_at(s), &self.names[s], &self.colours[s], eliminated)
            })
            .collect()
    }

    fn to_act(&self) -> Option<Seat> {
        self.current()
    }

    fn round(&self) -> u32 {
        self.year
    }

    fn phase_code(&self) -> &'static str {
        self.phase_pair().0
    }

    fn phase_words(&self, lang: Lang) -> &'static str {
        crate::i18n::t(lang, self.phase_pair().1)
    }

    fn owner(&self, t: TerritoryId) -> Option<Owner> {
        Game::owner(self, t)
    }

    fn armies(&self, t: TerritoryId) -> u32 {
        self.units(t)
    }

    fn last_action(&self) -> Option<Value> {
        let last = self.last.as_ref()?;
        crate::engine::map::on_map(Map::risk2210(), || serde_json::to_value(last).ok())
    }

    fn choices(&self) -> Choices {
        // The console panels come later: the choices the shared forms understand.
        let mut c = Choices::of(self.to_act());
        match self.stage {
            Stage::Claims => c.claim = self.free_land(),
            Stage::Placement => {
                c.place_on = members(self.territories_of(self.current)).collect();
                c.place_armies = self.setup_batch();
            }
            Stage::Turn if self.income_left > 0 => {
                c.place_on = members(self.territories_of(self.current)).collect();
                c.place_armies = self.income_left;
            }
            Stage::Turn => c.end_turn = self.occupation.is_none(),
            _ => {}
        }
        c
    }

    fn clock(&self) -> ClockView {
        // The match ends after its years; `match_minutes` (off by default, §8) makes the
        // year in progress the last once that time has run.
        let s = &self.settings;
        let last = self.time_up_year();
        self.clock
            .time
            .view(s.match_minutes, last, s.turn_warning_seconds)
    }

    fn clock_due(&self, now: DateTime<Utc>) -> Option<&'static str> {
        if self.clock_start_due() {
            Some("start")
        } else if self.last_year_due(now) {
            Some("last_year")
        } else {
            None
        }
    }

    fn finished(&self) -> bool {
        self.stage == Stage::Finished
    }

    fn result(&self) -> TableResult {
        let seats = self
            .scores()
            .into_iter()
            .map(|s| {
                let mut breakdown = vec![
                    ResultLine::new("territories", s.territories),
                    ResultLine::new("regions", s.regions),
                    ResultLine::new("cards", s.cards),
                    ResultLine::new("energy", s.energy),
                    ResultLine::new("units", s.units),
                    ResultLine::new("place_points", s.points),
                ];
                if let Some(k) = self.eliminated[usize::from(s.seat)] {
                    breakdown.push(ResultLine::new("eliminated_order", k));
                }
                SeatResult {
                    seat: s.seat,
                    place: s.place,
                    score: f64::from(s.total),
                    breakdown,
                }
            })
            .collect();
        TableResult {
            seats,
            final_result: self.finished(),
        }
    }

    fn state_json(&self) -> Value {
        let map = Map::risk2210();
        let slug = |t: TerritoryId| map.territory(t).slug.clone();
        let owners: serde_json::Map<String, Value> = map
            .territory_ids()
            .map(|t| (slug(t), Game::owner_json(Game::owner(self, t))))
            .collect();
        let mods: serde_json::Map<String, Value> = map
            .territory_ids()
            .filter(|&t| self.mods(t) > 0)
            .map(|t| (slug(t), json!(self.mods(t))))
            .collect();
        let stations: serde_json::Map<String, Value> = map
            .territory_ids()
            .filter_map(|t| self.station(t).map(|s| (slug(t), json!(s))))
            .collect();
        let per_seat = |f: &dyn Fn(Seat) -> Value| -> serde_json::Map<String, Value> {
            (0..self.seats)
                .map(|s| (s.to_string(), f(seat_at(s))))
                .collect()
        };
        let commanders = per_seat(&|s| {
            super::Commander::ALL
                .iter()
                .filter_map(|&k| self.commander(s, k).map(|t| (json!(k), slug(t))))
                .map(|(k, t)| (k.as_str().unwrap_or_default().to_string(), json!(t)))
                .collect::<serde_json::Map<String, Value>>()
                .into()
        });
        let decks_json = |counts: [u32; 5]| -> Value {
            super::Deck::ALL
                .iter()
                .map(|&d| {
                    (
                        json!(d).as_str().unwrap_or_default().to_string(),
                        json!(counts[d.index()]),
                    )
                })
                .collect::<serde_json::Map<String, Value>>()
                .into()
        };
        json!({
            "year": self.year,
            "turn_order": self.order,
            "current_seat": self.current(),
            "phase": self.phase_code(),
            "finished": self.finished(),
            "owners": owners,
            "mods": mods,
            "commanders": commanders,
            "stations": stations,
            "energy": per_seat(&|s| json!(self.energy(s))),
            "cards": per_seat(&|s| decks_json(self.hand(s))),
            "decks": decks_json(self.decks),
            "devastated": members(self.devastated).map(slug).collect::<Vec<_>>(),
            "income_left": self.income_left,
            "last_year": self.last_year(),
            "ended_by_referee": self.ended_by_referee(),
            // Public: how many Scout Forces wait per seat, not which territory (§7).
            "scouts_waiting": per_seat(&|s| json!(self.scouts_waiting(s))),
            "playable_cards": self.current().map(|s| {
                self.playable_cards(s)
                    .into_iter()
                    .map(|c| json!({"deck": c.deck, "card": c.id, "cost": c.cost}))
                    .collect::<Vec<_>>()
            }),
            "score": self.score_json(),
        })
    }

    fn score_json(&self) -> Value {
        let scores = self.scores();
        let totals: serde_json::Map<String, Value> = scores
            .iter()
            .map(|s| (s.seat.to_string(), json!(s)))
            .collect();
        json!({
            "seats": totals,
            "ranking": scores.iter().map(|s| s.seat).collect::<Vec<_>>(),
            "final": self.finished(),
        })
    }
}
