//! The `state` JSON of a tournament match and the shared [`Table`] surface every screen
//! reads. The state is what every screen may show: it says whose objectives are known,
//! never which, until the match is over (the referee's private view asks
//! [`Game::objective`]).

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::turns::{Finish, SdadataRoll};
use super::{Clock, Game, Occupation, Phase, RULESET, Stage, seat_at};
use crate::engine::Lang;
use crate::engine::board;
use crate::engine::map::{TerritoryId, members};
use crate::engine::seat::Seat;
use crate::engine::table::{
    Choices, ClockView, OccupyChoice, ResultLine, SeatResult, Table, TableResult,
};

/// The serializable picture of a tournament game.
#[derive(Debug, Clone, Serialize)]
pub struct StateView {
    /// Round, phase, seat to act, the end, owners and armies (as every RisiKo! state).
    #[serde(flatten)]
    pub standing: board::Standing<Phase, Finish>,
    /// Where the match is in time: `placement`, `play`, `penultimate`, `last`,
    /// `sdadata`, `over`.
    pub period: &'static str,
    /// Seat → armies on the board.
    pub on_board: BTreeMap<Seat, u32>,
    /// Seat → cards in hand.
    pub hands: BTreeMap<Seat, u32>,
    /// Cards in the deck.
    pub deck: u32,
    /// Cards in the discard pile.
    pub discards: u32,
    /// Seat → the round it was eliminated in.
    pub eliminated: BTreeMap<Seat, u32>,
    /// Initial placement: armies each seat still has to place.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub to_place: BTreeMap<Seat, u32>,
    /// Reinforcements still to place this turn.
    pub reinforcements: u32,
    /// The card bonus still to place on its territories (`on_territory`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub card_bonus: Vec<(TerritoryId, u32)>,
    /// Of those, what must be placed before attacking (what fits under the cap).
    pub reinforcements_due: u32,
    /// Territories conquered this turn.
    pub conquered: u32,
    /// The turn's move was made.
    pub moved: bool,
    /// A conquest waiting for its occupation.
    pub pending_occupation: Option<Occupation>,
    /// The penultimate round, once time is called.
    pub penultimate_round: Option<u32>,
    /// The last round, once time is called.
    pub last_round: Option<u32>,
    /// The threshold of the current turn's sdadata, if it ends with one.
    pub sdadata_threshold: Option<u32>,
    /// The last sdadata roll.
    pub last_sdadata: Option<SdadataRoll>,
    /// Seats whose objective is known (to the referee), not which it is.
    pub objectives_known: Vec<Seat>,
    /// Seat → objective, once the match is over.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub objectives: BTreeMap<Seat, String>,
    /// Seat → tournament-point adjustments (the cap's −50 included), where not 0.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub tournament_penalties: BTreeMap<Seat, i32>,
    /// The clock as logged, recovery minutes included.
    pub clock: Clock,
}

impl Game {
    /// Where the match is in time.
    pub fn period(&self) -> &'static str {
        if self.finished() {
            return "over";
        }
        if self.stage == Stage::Placement {
            return "placement";
        }
        match (self.penultimate, self.last_round()) {
            (Some(p), _) if self.round == p => "penultimate",
            (_, Some(l))
                if self.round == l && self.sdadata_threshold(self.current, l).is_none() =>
            {
                "last"
            }
            (_, Some(_)) => "sdadata",
            _ => "play",
        }
    }

    /// The state as `docs/MATCH-LOG.md` shows it.
    pub fn view(&self) -> StateView {
        let seats = || (0..self.seats).map(seat_at);
        let play = self.stage == Stage::Play && !self.finished();
        StateView {
            standing: self.standing(),
            period: self.period(),
            on_board: seats().map(|s| (s, self.on_board(s))).collect(),
            hands: seats().map(|s| (s, self.cards(s))).collect(),
            deck: self.deck,
            discards: self.discards(),
            eliminated: self.eliminated.rounds(),
            to_place: if self.stage == Stage::Placement {
                seats().map(|s| (s, self.setup_armies_left(s))).collect()
            } else {
                BTreeMap::new()
            },
            reinforcements: self.turn.general,
            card_bonus: self.turn.bonus.clone(),
            reinforcements_due: self.reinforcements_due(),
            conquered: self.turn.conquered,
            moved: self.turn.moved,
            pending_occupation: self.turn.pending,
            penultimate_round: self.penultimate,
            last_round: self.last_round(),
            sdadata_threshold: play
                .then(|| self.sdadata_threshold(self.current, self.round))
                .flatten(),
            last_sdadata: self.last_sdadata,
            objectives_known: seats().filter(|s| self.objective(*s).is_some()).collect(),
            objectives: if self.finished() {
                seats()
                    .filter_map(|s| self.objective(s).map(|o| (s, o.to_string())))
                    .collect()
            } else {
                BTreeMap::new()
            },
            tournament_penalties: seats()
                .map(|s| (s, self.tournament_penalty(s)))
                .filter(|(_, p)| *p != 0)
                .collect(),
            clock: self.clock.clone(),
        }
    }

    fn play_choices(&self, c: &mut Choices) {
        let seat = self.current;
        let own = self.owned[usize::from(seat)];
        if let Some(p) = self.turn.pending {
            c.occupy = Some(OccupyChoice {
                max: self.occupation_max(&p),
                ..p.choice()
            });
            return;
        }
        if self.turn.awaiting_sdadata {
            return;
        }
        c.trade = self.may_trade();
        let due = self.reinforcements_due();
        if self.turn.reinforcing && due > 0 {
            c.place_on = members(own).collect();
            c.place_bonus = self.turn.bonus.first().map(|&(t, n)| (t, n.min(due)));
            let first_bonus = c.place_bonus.map_or(0, |(_, n)| n);
            c.place_armies = self.turn.general.min(due - first_bonus);
            return;
        }
        c.end_turn = true;
        if self.turn.moved {
            return;
        }
        // The defender throws min(3, armies) and the attacker at least as many; a move
        // leaves the garrison next to an enemy.
        board::attacks_and_moves(
            self.map(),
            own,
            |t| self.armies(t),
            |from| self.garrison(seat, from),
            |to| self.defender_dice(to),
            |to, attacker_max, defender_max| {
                attacker_max >= defender_max && !self.elimination_too_early(to)
            },
            c,
        );
    }

    /// The table result's breakdown lines for one ranked seat.
    fn breakdown(&self, r: &super::Ranked) -> Vec<ResultLine> {
        let mut out = vec![
            ResultLine::new("in_objective", r.in_objective),
            ResultLine::new("outside_objective", r.outside_objective),
            ResultLine::new("table_points", r.table_points as f64),
            ResultLine::new("risiko", u8::from(r.risiko)),
        ];
        if r.risiko {
            out.push(ResultLine::new("risiko_value", self.settings.risiko_value));
        }
        if let (Some(round), Some(order)) = (r.eliminated_round, r.eliminated_order) {
            out.push(ResultLine::new("eliminated_round", round));
            out.push(ResultLine::new("eliminated_order", order));
        }
        if r.forfeit {
            out.push(ResultLine::new("forfeit", 1.0));
        }
        if r.objective_unknown {
            out.push(ResultLine::new("objective_unknown", 1.0));
        }
        if r.tournament_penalty != 0 {
            out.push(ResultLine::new("tournament_penalty", r.tournament_penalty));
        }
        let table_penalty = self.table_penalty(r.seat);
        if table_penalty != 0 {
            out.push(ResultLine::new("table_penalty", table_penalty));
        }
        out.extend(
            r.held
                .iter()
                .map(|h| ResultLine::new(h.territory, h.points)),
        );
        out
    }
}

impl Table for Game {
    crate::engine::board::risiko_table_reads!();

    fn phase_words(&self, lang: Lang) -> &'static str {
        self.phase().words(lang)
    }

    fn choices(&self) -> Choices {
        let mut c = Choices::of(self.to_act());
        if self.finished() {
            return c;
        }
        match self.stage {
            Stage::Placement => {
                c.place_on = members(self.owned[usize::from(self.current)]).collect();
                c.place_armies = self.setup_armies_left(self.current).min(3);
            }
            Stage::Play => self.play_choices(&mut c),
        }
        c
    }

    fn clock(&self) -> ClockView {
        // The tournament format has no per-turn warning.
        let limit = Some(self.limit_minutes());
        self.clock.watch.view(limit, self.last_round(), None)
    }

    fn clock_due(&self, now: DateTime<Utc>) -> Option<&'static str> {
        let round_one = self.stage == Stage::Play && self.round == 1;
        if round_one && !self.clock.watch.started() && !self.finished() {
            Some("start")
        } else if self.time_up_due(now) {
            Some("time_up")
        } else {
            None
        }
    }

    fn result(&self) -> TableResult {
        let score = self.score();
        let seats = score
            .ranking
            .iter()
            .map(|r| SeatResult {
                seat: r.seat,
                place: r.place,
                score: if r.risiko {
                    f64::from(self.settings.risiko_value)
                } else {
                    r.table_points as f64
                },
                breakdown: self.breakdown(r),
            })
            .collect();
        TableResult {
            seats,
            final_result: score.final_result,
        }
    }
}
