//! Turn order and the end of the match: turns and rounds (§3), the card drawn after a
//! conquest, elimination (§4), renouncing continent bonuses, the last rounds and the
//! supplementary chances (§6).

use serde::Serialize;

use super::{Game, SEATS, Supplementary, Turn, seat_at};
use crate::engine::log::Action;
use crate::engine::risiko2v2::refusal::Refusal;
use crate::engine::seat::Seat;

/// Why a match ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum FinishReason {
    /// Only one team still has tanks on the board.
    OneTeamLeft {
        /// The team left.
        team: String,
    },
    /// Supplementary turns are over: everyone passed, or no chances are left.
    Supplementary,
    /// The referee ended the match early.
    Referee {
        /// The recorded reason.
        reason: String,
        /// The team that forfeited, if one did: it loses, the other team wins.
        #[serde(skip_serializing_if = "Option::is_none")]
        forfeit: Option<String>,
    },
}

impl FinishReason {
    /// The team that forfeited, when the match ended by a forfeit.
    pub fn forfeit(&self) -> Option<&str> {
        match self {
            FinishReason::Referee { forfeit, .. } => forfeit.as_deref(),
            _ => None,
        }
    }
}

impl Game {
    /// Starts `seat`'s turn in the current round.
    pub(super) fn start_turn(&mut self, seat: Seat) {
        self.current = seat;
        let allowance = if self.round <= 2 { self.round } else { 0 };
        self.turn = Turn::new(allowance);
        if self.ramp_start.is_none() && self.cards[usize::from(seat)] >= 3 {
            self.ramp_start = Some(self.round);
        }
    }

    pub(super) fn end_turn(&mut self, seat: Seat) -> Result<(), Refusal> {
        if self.round >= 3 && self.turn.declared.is_none() {
            return Err(Refusal::DeclareFirst);
        }
        if self.turn.conquered && self.deck > 0 {
            self.cards[usize::from(seat)] += 1;
            self.deck -= 1;
        }
        self.advance();
        Ok(())
    }

    /// The referee ends the match early; `forfeit` names the team that forfeits, which
    /// must be one of the table's two teams.
    pub(super) fn end_match(&mut self, reason: &str, forfeit: Option<&str>) -> Result<(), Refusal> {
        if let Some(team) = forfeit
            && !self.team_names.iter().any(|t| t == team)
        {
            return Err(Refusal::UnknownTeam {
                team: team.to_string(),
            });
        }
        self.finish = Some(FinishReason::Referee {
            reason: reason.to_string(),
            forfeit: forfeit.map(str::to_string),
        });
        Ok(())
    }

    /// Seats whose team may still play supplementary turns.
    fn eligible(&self, s: usize) -> bool {
        !self.eliminated[s]
            && self
                .supplementary
                .as_ref()
                .is_some_and(|sup| sup.chances[self.team_of[s]] > 0)
    }

    /// After a turn: the next seat in order, a new round, or the supplementary turns.
    fn advance(&mut self) {
        let cur = usize::from(self.current);
        if self.supplementary.is_some() {
            self.next_chooser(cur);
            return;
        }
        let next = (1..=SEATS)
            .map(|k| (cur + k) % SEATS)
            .find(|&s| !self.eliminated[s])
            .unwrap_or(cur);
        if next > cur {
            self.start_turn(seat_at(next));
            return;
        }
        self.round += 1;
        if self.last_round.is_some_and(|last| self.round > last) {
            let chances = self.settings.chances_per_team;
            self.supplementary = Some(Supplementary {
                chances: [chances; 2],
                passed: [false; SEATS],
                choosing: true,
            });
            // The cycle of choices starts again from the seat after the last one.
            self.round -= 1;
            self.next_chooser(cur);
        } else {
            self.start_turn(seat_at(next));
        }
    }

    /// Supplementary turns: the next seat (after `from`) that may choose, or the end.
    fn next_chooser(&mut self, from: usize) {
        let next = (1..=SEATS)
            .map(|k| (from + k) % SEATS)
            .find(|&s| self.eligible(s));
        let Some(next) = next else {
            self.finish = Some(FinishReason::Supplementary);
            return;
        };
        if next <= from {
            self.round += 1;
        }
        self.current = seat_at(next);
        self.turn = Turn::new(0);
        self.turn.reinforcing = false;
        if let Some(sup) = self.supplementary.as_mut() {
            sup.choosing = true;
        }
    }

    fn chooser(&self, seat: Seat, action: &Action) -> Result<usize, Refusal> {
        if !self.supplementary.as_ref().is_some_and(|s| s.choosing) {
            return Err(self.not_now(action));
        }
        if seat != self.current {
            return Err(Refusal::NotYourTurn {
                seat,
                current: self.current,
            });
        }
        let team = self.team_of[usize::from(seat)];
        Ok(team)
    }

    pub(super) fn play_chance(&mut self, seat: Seat, action: &Action) -> Result<(), Refusal> {
        let team = self.chooser(seat, action)?;
        let Some(sup) = self.supplementary.as_mut() else {
            return Err(self.not_now(action));
        };
        if sup.chances[team] == 0 {
            return Err(Refusal::NoChances {
                team: self.team_names[team].clone(),
            });
        }
        sup.chances[team] -= 1;
        sup.passed = [false; SEATS];
        sup.choosing = false;
        self.start_turn(seat);
        Ok(())
    }

    pub(super) fn pass(&mut self, seat: Seat, action: &Action) -> Result<(), Refusal> {
        self.chooser(seat, action)?;
        let Some(sup) = self.supplementary.as_mut() else {
            return Err(self.not_now(action));
        };
        sup.passed[usize::from(seat)] = true;
        let passed = sup.passed;
        if (0..SEATS).filter(|&s| self.eligible(s)).all(|s| passed[s]) {
            self.finish = Some(FinishReason::Supplementary);
        } else {
            self.next_chooser(usize::from(seat));
        }
        Ok(())
    }

    /// May `seat` renounce its continent bonuses now? Exactly when `apply` would accept
    /// `renounce_bonus` for it: in play (not during the draft or the initial placement),
    /// match not over, seat in the match and not renounced already.
    pub fn can_renounce(&self, seat: Seat) -> bool {
        usize::from(seat) < SEATS
            && self.finish.is_none()
            && self.stage == super::Stage::Play
            && !self.eliminated[usize::from(seat)]
            && !self.renounced[usize::from(seat)]
    }

    pub(super) fn renounce(&mut self, seat: Seat, action: &Action) -> Result<(), Refusal> {
        if self.stage != super::Stage::Play {
            return Err(self.not_now(action));
        }
        if self.renounced[usize::from(seat)] {
            return Err(Refusal::AlreadyRenounced { seat });
        }
        self.renounced[usize::from(seat)] = true;
        Ok(())
    }

    /// A seat lost its last territory: out of the game, its cards to the bottom of the deck.
    pub(super) fn eliminate(&mut self, seat: Seat) {
        let s = usize::from(seat);
        self.eliminated[s] = true;
        self.deck += self.cards[s];
        self.cards[s] = 0;
    }

    /// Ends the match if only one team still has tanks on the board.
    pub(super) fn end_if_one_team_left(&mut self) {
        let mut alive = (0..SEATS)
            .filter(|&s| !self.eliminated[s])
            .map(|s| self.team_of[s]);
        let Some(first) = alive.next() else { return };
        if alive.all(|t| t == first) {
            self.finish = Some(FinishReason::OneTeamLeft {
                team: self.team_names[first].clone(),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Stage, test_game};
    use crate::engine::log::{Action, Settings};

    /// `can_renounce` answers exactly what `apply` does, in every stage and for every seat.
    #[test]
    fn can_renounce_agrees_with_apply() {
        let mut g = test_game(Settings::default());
        let check = |g: &super::Game| {
            for seat in 0..6u8 {
                let applied = g.apply(&Action::RenounceBonus { seat }).is_ok();
                assert_eq!(g.can_renounce(seat), applied, "seat {seat}");
            }
        };
        check(&g);
        assert!(!g.can_renounce(0), "not during the initial placement");
        g.stage = Stage::Play;
        g.round = 1;
        check(&g);
        assert!(g.can_renounce(1));
        g = g
            .apply(&Action::RenounceBonus { seat: 1 })
            .unwrap_or_else(|r| panic!("{r}"));
        check(&g);
        assert!(!g.can_renounce(1), "once only");
        g.eliminated[2] = true;
        check(&g);
        assert!(!g.can_renounce(2));
        g = g
            .apply(&Action::EndMatch {
                reason: "x".into(),
                forfeit: None,
            })
            .unwrap_or_else(|r| panic!("{r}"));
        check(&g);
        assert!(!g.can_renounce(0));
    }

    #[test]
    fn a_forfeit_names_a_team_at_the_table_and_ranks_it_last() {
        use crate::engine::risiko2v2::refusal::Refusal;
        let g = test_game(Settings::default());
        let end = |forfeit: Option<&str>| Action::EndMatch {
            reason: "ritiro".into(),
            forfeit: forfeit.map(str::to_string),
        };
        assert_eq!(
            g.apply(&end(Some("C"))),
            Err(Refusal::UnknownTeam { team: "C".into() })
        );
        // Level on points (the test deal gives each seat 10 territories): a draw
        // without a forfeit...
        let level = g.apply(&end(None)).unwrap_or_else(|r| panic!("{r}"));
        let score = level.score();
        assert!(score.draw && score.forfeit.is_none());
        // ...and a forfeit win for the other team with one.
        for (team, winner) in [("A", "B"), ("B", "A")] {
            let over = g.apply(&end(Some(team))).unwrap_or_else(|r| panic!("{r}"));
            assert!(over.finished());
            assert_eq!(over.finish_reason().and_then(|f| f.forfeit()), Some(team));
            let score = over.score();
            assert_eq!(score.ranking, vec![winner.to_string(), team.to_string()]);
            assert!(!score.draw);
            assert_eq!(score.forfeit.as_deref(), Some(team));
            assert_eq!(score.teams, level.score().teams, "the board's points stay");
        }
    }
}
