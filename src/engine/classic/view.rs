//! The `state` JSON of a classic match, and the shared [`Table`] surface every screen
//! reads (seats, phase, board, legal choices for the console's forms, clock, result).

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::turns::{Clock, Finish};
use super::{Game, Occupation, Phase, RULESET, Stage, phase_words, seat_at};
use crate::engine::Lang;
use crate::engine::board;
use crate::engine::map::{TerritoryId, members};
use crate::engine::seat::Seat;
use crate::engine::table::{Choices, ClockView, ResultLine, SeatResult, Table, TableResult};

/// The serializable picture of a classic game.
#[derive(Debug, Clone, Serialize)]
pub struct StateView {
    /// Round, phase, seat to act, the end, owners and armies (as every RisiKo! state).
    #[serde(flatten)]
    pub standing: board::Standing<Phase, Finish>,
    /// Seat → cards in hand.
    pub cards: BTreeMap<Seat, u32>,
    /// Cards in the deck.
    pub deck: u32,
    /// Sets traded so far in the match.
    pub sets_traded: u32,
    /// The value of the next set.
    pub next_set_value: u32,
    /// Seat → the round it was eliminated in.
    pub eliminated: BTreeMap<Seat, u32>,
    /// Setup: armies each colour still has to place (seat, or `neutral`).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub to_place: BTreeMap<String, u32>,
    /// Reinforcements still to place anywhere own this turn.
    pub reinforcements: u32,
    /// The card's +2 still to place, with its territory.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card_bonus: Option<(TerritoryId, u32)>,
    /// True while a trade is required first.
    pub trade_required: bool,
    /// A capture waiting for its occupation.
    pub pending_occupation: Option<Occupation>,
    /// The turn's fortify move was made.
    pub moved: bool,
    /// The clock as logged.
    pub clock: Clock,
    /// The last round, once announced.
    pub last_round: Option<u32>,
}

impl Game {
    /// The state as `docs/MATCH-LOG.md` shows it.
    pub fn view(&self) -> StateView {
        let seats = || (0..self.seats).map(seat_at);
        let mut to_place = BTreeMap::new();
        if self.stage != Stage::Play {
            for s in seats() {
                to_place.insert(s.to_string(), self.setup_armies_left(Some(s)));
            }
            if self.seats == 2 {
                to_place.insert("neutral".into(), self.setup_armies_left(None));
            }
        }
        let (general, card_bonus) = self.unplaced();
        StateView {
            standing: self.standing(),
            cards: seats().map(|s| (s, self.cards(s))).collect(),
            deck: self.deck,
            sets_traded: self.sets_traded,
            next_set_value: self.next_set_value(),
            eliminated: self.eliminated.rounds(),
            to_place,
            reinforcements: general,
            card_bonus,
            trade_required: self.stage == Stage::Play && self.trade_required(),
            pending_occupation: self.turn.pending,
            moved: self.turn.moved,
            clock: self.clock.clone(),
            last_round: self.last_round,
        }
    }

    fn play_choices(&self, c: &mut Choices) {
        let seat = self.current;
        let s = usize::from(seat);
        let own = self.owned[s];
        if let Some(p) = self.turn.pending {
            c.occupy = Some(p.choice());
            return;
        }
        c.trade = self.may_trade();
        c.trade_required = self.trade_required();
        if self.turn.elimination_trade {
            return;
        }
        let (general, bonus) = self.unplaced();
        if general + bonus.map_or(0, |b| b.1) > 0 {
            c.place_on = members(own).collect();
            c.place_armies = general;
            c.place_bonus = bonus;
        }
        if self.duties_done(seat).is_err() {
            return;
        }
        c.end_turn = true;
        if self.turn.moved {
            return;
        }
        board::attacks_and_moves(
            self.map(),
            own,
            |t| self.armies(t),
            |_| 1,
            |to| self.armies(to).min(2),
            |_, _, _| true,
            c,
        );
    }
}

impl Table for Game {
    crate::engine::board::risiko_table_reads!();

    fn phase_words(&self, lang: Lang) -> &'static str {
        // A player may still trade after placing (the phase stays `reinforce` for the
        // log), but with nothing left to place the table is attacking: say so.
        let code = match self.phase() {
            Phase::Reinforce if self.turn.unplaced() == 0 => Phase::Attack.code(),
            p => p.code(),
        };
        phase_words(code, lang)
    }

    fn choices(&self) -> Choices {
        let mut c = Choices::of(self.to_act());
        if self.finished() {
            return c;
        }
        let s = usize::from(self.current);
        match self.stage {
            Stage::Claim => {
                let taken = self.owned.iter().fold(0, |m, o| m | o);
                c.claim = members(self.map().all() & !taken).collect();
            }
            Stage::Placement => {
                c.place_on = members(self.owned[s]).collect();
                if self.seats == 2 {
                    c.place_armies = self.setup_armies_left(Some(self.current)).min(2);
                    c.place_neutral = members(self.neutral_territories()).collect();
                } else {
                    c.place_armies = 1;
                }
            }
            Stage::Play => self.play_choices(&mut c),
        }
        c
    }

    fn clock(&self) -> ClockView {
        let timed = self.settings.end_rule == super::EndRule::Time;
        self.clock.watch.view(
            timed.then_some(self.settings.match_minutes),
            self.last_round,
            self.settings.turn_warning_seconds,
        )
    }

    fn clock_due(&self, now: DateTime<Utc>) -> Option<&'static str> {
        let first_reinforcement = self.stage == Stage::Play
            && self.round == 1
            && self.current == 0
            && self.turn.reinforcing
            && self.turn.general > 0;
        if first_reinforcement && !self.clock.watch.started() && !self.finished() {
            Some("start")
        } else if self.last_round_due(now) {
            Some("last_round")
        } else {
            None
        }
    }

    fn result(&self) -> TableResult {
        let score = self.score();
        let seats = score
            .ranking
            .iter()
            .map(|r| {
                let mut breakdown = vec![
                    ResultLine::new("territories", r.territories),
                    ResultLine::new("armies", r.armies),
                    ResultLine::new("continent_bonus", r.continent_bonus),
                ];
                if let Some(round) = r.eliminated_round {
                    breakdown.push(ResultLine::new("eliminated_round", round));
                }
                SeatResult {
                    seat: r.seat,
                    place: r.place,
                    score: r.points,
                    breakdown,
                }
            })
            .collect();
        TableResult {
            seats,
            final_result: score.finished,
        }
    }
}
