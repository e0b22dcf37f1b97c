//! Rounds and turns (§2.5, §3, §4, §16): the placement circuits, the opener that rotates
//! each round, the situation card and what it starts (crisis rolls, the circuit of extra
//! reinforcements, another card for an absent resting colour), the turn's steps, the clock
//! and the last round after the time is up.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};

use super::{
    CONTINENTS, COUNTRIES, ClockEvent, EndRule, Floor, Game, HAND_LIMIT, Refusal, Seat,
    SituationCard, Stage, Step, seat_at,
};
use crate::engine::stopwatch::{Fault, Hand};

impl Game {
    /// The armies of the placement turn in progress (8, then 4; 18 with two players).
    pub(super) fn placement_quota(&self) -> u32 {
        match (self.players.len(), self.stage) {
            (2, _) => 18,
            (_, Stage::Placement(0)) => 8,
            _ => 4,
        }
    }

    /// The next seat still in the game after `seat`.
    pub(super) fn next_alive(&self, seat: Seat) -> Seat {
        let n = self.players.len();
        (1..=n)
            .map(|k| seat_at((usize::from(seat) + k) % n))
            .find(|s| !self.is_eliminated(*s))
            .unwrap_or(seat)
    }

    /// After a placement turn: the next placer, the second circuit, or round 1.
    pub(super) fn after_placement_turn(&mut self) {
        let Stage::Placement(circuit) = self.stage else {
            return;
        };
        let next = self.next_alive(self.current);
        if next != self.first_seat {
            self.current = next;
        } else if circuit == 0 && self.players.len() > 2 {
            self.stage = Stage::Placement(1);
            self.current = next;
        } else {
            self.begin_round();
            return;
        }
        self.free = self.placement_quota();
    }

    /// A new round: the next opener reveals a situation card; or the match ends after the
    /// last round.
    pub(super) fn begin_round(&mut self) {
        if self.last_round.is_some_and(|last| self.round >= last) {
            self.stage = Stage::Finished;
            return;
        }
        self.opener = if self.round == 0 {
            self.first_seat
        } else {
            self.next_alive(self.opener)
        };
        self.round += 1;
        self.current = self.opener;
        self.situation = None;
        self.crisis_excluded = 0;
        self.free = 0;
        self.continent_pool = [0; CONTINENTS];
        self.stage = Stage::Situation;
    }

    /// §4: the opener reveals the round's card.
    pub(super) fn reveal(
        &mut self,
        seat: Seat,
        card: SituationCard,
        colour: Option<&str>,
    ) -> Result<(), Refusal> {
        if self.stage != Stage::Situation {
            return Err(Refusal::NotNow {
                action: "situation",
            });
        }
        if seat != self.opener {
            return Err(Refusal::NotYourTurn {
                seat,
                turn: self.opener,
            });
        }
        let slot = card as usize;
        let colour_bit = match (card, colour) {
            (SituationCard::Descanso, Some(c)) => {
                let i = super::COLOURS
                    .iter()
                    .position(|k| *k == c)
                    .ok_or_else(|| Refusal::BadColour { colour: c.into() })?;
                1u8 << i
            }
            (SituationCard::Descanso, None) => return Err(Refusal::RestColourMissing),
            (_, Some(_)) => return Err(Refusal::RestColourMissing),
            (_, None) => 0,
        };
        let total: u32 = self.revealed.iter().map(|&c| u32::from(c)).sum();
        if total >= 50 {
            // The deck ran out: it is reshuffled (a decision of the rules page).
            self.revealed = [0; 8];
            self.revealed_rest = 0;
        }
        let used_up = if card == SituationCard::Descanso {
            self.revealed_rest & colour_bit != 0
        } else {
            self.revealed[slot] >= card.copies()
        };
        if used_up {
            return Err(Refusal::SituationUsedUp { card });
        }
        self.revealed[slot] += 1;
        self.revealed_rest |= colour_bit;
        let resting = colour.and_then(|c| self.colour_seat(c));
        if card == SituationCard::Descanso && resting.is_none_or(|s| self.is_eliminated(s)) {
            // The colour does not take part: another card is revealed at once.
            return Ok(());
        }
        self.situation = Some((card, resting));
        match card {
            SituationCard::Crisis => self.stage = Stage::CrisisRolls,
            SituationCard::RefuerzosExtras => self.start_extra_circuit(),
            _ => self.begin_turn(self.opener),
        }
        Ok(())
    }

    /// §4 crisis: one die per player in the game; the lowest take no country card.
    pub(super) fn crisis_rolls(&mut self, rolls: &BTreeMap<String, u32>) -> Result<(), Refusal> {
        if self.stage != Stage::CrisisRolls {
            return Err(Refusal::NotNow {
                action: "crisis_rolls",
            });
        }
        let alive: Vec<Seat> = (0..self.players.len())
            .map(seat_at)
            .filter(|s| !self.is_eliminated(*s))
            .collect();
        let mut values = Vec::new();
        for s in &alive {
            let die = rolls
                .get(&s.to_string())
                .copied()
                .ok_or(Refusal::RollsIncomplete { seat: *s })?;
            if !(1..=6).contains(&die) {
                return Err(Refusal::BadDieValue { value: die });
            }
            values.push((*s, die));
        }
        if rolls.len() != alive.len() {
            return Err(Refusal::RollsIncomplete { seat: alive[0] });
        }
        let low = values.iter().map(|v| v.1).min().unwrap_or(1);
        self.crisis_excluded = values
            .iter()
            .filter(|v| v.1 == low)
            .fold(0, |m, v| m | 1 << v.0);
        self.begin_turn(self.opener);
        Ok(())
    }

    fn start_extra_circuit(&mut self) {
        let mut seat = self.opener;
        self.extra_due.clear();
        loop {
            let due = self.owned[usize::from(seat)].count_ones() / 2;
            if due > 0 {
                self.extra_due.push((seat, due));
            }
            seat = self.next_alive(seat);
            if seat == self.opener {
                break;
            }
        }
        self.next_extra();
    }

    /// The next seat of the extra circuit, or the opener's turn once it is done.
    pub(super) fn next_extra(&mut self) {
        match self.extra_due.first() {
            Some(&(seat, due)) => {
                self.stage = Stage::Extra;
                self.current = seat;
                self.free = due;
            }
            None => self.begin_turn(self.opener),
        }
    }

    /// §5.1: armies for countries held alone.
    pub fn for_countries(&self, seat: Seat) -> u32 {
        let n = self.owned[usize::from(seat)].count_ones();
        match self.settings.reinforcement_floor {
            Floor::Literal if n < 6 => 4,
            Floor::Literal => n / 2,
            Floor::AtLeast4 => (n / 2).max(4),
        }
    }

    /// A seat's turn begins: its incorporation from round 2.
    pub(super) fn begin_turn(&mut self, seat: Seat) {
        self.current = seat;
        self.turn_count += 1;
        self.joint_conquests = 0;
        self.new_condo = None;
        self.ally_regrouping = false;
        self.expire_truces(seat);
        self.note_zone_owed(seat);
        self.traded_this_turn = false;
        self.conquests = 0;
        self.conquered = 0;
        self.drawn = false;
        self.occupation = None;
        self.arrived_armies = [0; COUNTRIES];
        self.arrived_missiles = [0; COUNTRIES];
        self.free = 0;
        self.continent_pool = [0; CONTINENTS];
        if self.round >= 2 {
            self.free = self.for_countries(seat);
            let mine = self.owned[usize::from(seat)];
            for (cid, c) in self.map().continents() {
                if c.territories & mine == c.territories {
                    self.continent_pool[usize::from(cid.0)] = c.bonus;
                }
            }
            self.trade_required = self.hands[usize::from(seat)].count_ones() >= HAND_LIMIT;
            self.stage = Stage::Turn(Step::Incorporation);
        } else {
            self.trade_required = false;
            self.stage = Stage::Turn(Step::Attack);
        }
    }

    /// Leaves the incorporation for a later step: refused while armies are due and can
    /// be placed, or a trade is owed; armies nowhere placeable are lost (§3).
    pub(super) fn leave_incorporation(&mut self, to: Step) -> Result<(), Refusal> {
        if let Stage::Turn(step) = self.stage {
            if step > to {
                return Err(Refusal::StageOver {
                    action: step_word(to),
                });
            }
            if step == Step::Incorporation && to > step {
                if self.trade_required && !self.traded_this_turn {
                    return Err(Refusal::TradeRequired { seat: self.current });
                }
                if self.placeable_due() > 0 {
                    return Err(Refusal::UnplacedArmies {
                        seat: self.current,
                        armies: self.to_place(),
                    });
                }
                self.free = 0;
                self.continent_pool = [0; CONTINENTS];
            }
            self.stage = Stage::Turn(to);
            return Ok(());
        }
        Err(Refusal::NotNow {
            action: step_word(to),
        })
    }

    /// §3: ends the turn; the round ends when play comes back to the opener.
    pub(super) fn end_turn(&mut self, seat: Seat) -> Result<(), Refusal> {
        self.own_turn(seat)?;
        if self.occupation.is_some() {
            return Err(Refusal::OccupyPending);
        }
        self.leave_incorporation(Step::Cards)?;
        self.note_continent_cards_due(seat);
        self.expire_pacts(seat);
        self.lapse_aggression(seat);
        self.settle_forfeit(seat);
        self.check_zone_breach(seat);
        let next = self.next_alive(seat);
        let n = self.players.len();
        let rel = |s: Seat| (usize::from(s) + n - usize::from(self.opener)) % n;
        if rel(next) <= rel(seat) {
            self.begin_round();
        } else {
            self.begin_turn(next);
        }
        Ok(())
    }

    /// Refused unless it is `seat`'s turn.
    pub(super) fn own_turn(&self, seat: Seat) -> Result<(), Refusal> {
        if !matches!(self.stage, Stage::Turn(_)) {
            return Err(Refusal::NotNow { action: "turn" });
        }
        if seat != self.current {
            return Err(Refusal::NotYourTurn {
                seat,
                turn: self.current,
            });
        }
        Ok(())
    }

    /// The clock (§16.2): start, pause, resume, and the time call that makes the round in
    /// progress the last.
    pub(super) fn clock_event(
        &mut self,
        event: ClockEvent,
        at: DateTime<Utc>,
    ) -> Result<(), Refusal> {
        let hand = match event {
            ClockEvent::Start => Hand::Start,
            ClockEvent::Pause => Hand::Pause,
            ClockEvent::Resume => Hand::Resume,
            ClockEvent::TimeUp => {
                if self.settings.end_rule != EndRule::TimeLimit || self.last_round.is_some() {
                    return Err(Refusal::NotNow { action: "time_up" });
                }
                self.last_round = Some(self.round.max(1) + self.settings.rounds_after_time);
                return Ok(());
            }
        };
        self.clock.wind(hand, at).map_err(|f| Refusal::Clock {
            fault: match f {
                Fault::Started => "started",
                Fault::NotStarted => "not_started",
                Fault::NotRunning => "not_running",
                Fault::NotPaused => "not_paused",
            },
        })
    }

    /// The round in progress (0 during the placement circuits).
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The round's opener.
    pub fn opener(&self) -> Seat {
        self.opener
    }

    /// The last round, once the time is up.
    pub fn last_round(&self) -> Option<u32> {
        self.last_round
    }
}

/// The word a step's refusal names.
pub(super) fn step_word(step: Step) -> &'static str {
    match step {
        Step::Incorporation => "incorporation",
        Step::Attack => "attack",
        Step::Regroup => "regroup",
        Step::Cards => "cards",
    }
}
