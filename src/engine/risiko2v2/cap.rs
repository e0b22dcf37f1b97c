//! The 120-tank cap penalty (§5). Placements over the cap are refused in `placement`;
//! this is what the referee records when the physical table is found over it anyway.
//!
//! The offender removes twice the excess, from territories of their choice, each keeping
//! at least 1 tank; their cap becomes what is left on the table after the penalty. If it is
//! found in the offender's own turn before their first attack, at least half the removal
//! (rounded up) must come from the territories reinforced in that turn, as far as that
//! turn's reinforcements go.

use std::collections::BTreeMap;

use serde::Serialize;

use super::{Game, SEATS, placement};
use crate::engine::log::Action;
use crate::engine::map::{TerritoryId, members};
use crate::engine::risiko2v2::refusal::Refusal;
use crate::engine::seat::Seat;

/// A territory the penalty may take tanks from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CapSource {
    /// The territory (one of the offender's).
    pub territory: TerritoryId,
    /// Most tanks it may give: all but the 1 that must stay.
    pub max: u32,
    /// Tanks placed there in this turn that still count as reinforcements.
    pub reinforced: u32,
}

/// What the cap penalty requires if `found` tanks are counted for a seat now: the
/// referee's hint, computed by the same rules `apply` checks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CapPenalty {
    /// The offender.
    pub seat: Seat,
    /// The seat's cap now.
    pub cap: u32,
    /// Tanks counted on the table.
    pub found: u32,
    /// Tanks to remove in all: twice the excess.
    pub remove: u32,
    /// Own territories with more than 1 tank, the only places tanks may come from.
    pub sources: Vec<CapSource>,
    /// Fewest of the removed tanks that must come from this turn's reinforcements
    /// (0 unless found in the offender's own turn before their first attack).
    pub from_reinforced: u32,
    /// The cap after the penalty.
    pub new_cap: u32,
}

impl CapPenalty {
    /// One legal removal (reinforced tanks first, then the largest stacks), or `None`
    /// when the board cannot pay the penalty at all.
    pub fn example_removal(&self) -> Option<BTreeMap<TerritoryId, u32>> {
        let mut out: BTreeMap<TerritoryId, u32> = BTreeMap::new();
        let mut left = self.remove;
        let mut from_reinforced = 0;
        for s in &self.sources {
            let n = s.max.min(s.reinforced).min(left);
            if n > 0 {
                out.insert(s.territory, n);
                left -= n;
                from_reinforced += n;
            }
        }
        if from_reinforced < self.from_reinforced {
            return None;
        }
        let mut rest: Vec<&CapSource> = self.sources.iter().collect();
        rest.sort_by_key(|s| std::cmp::Reverse(s.max));
        for s in rest {
            let taken = out.get(&s.territory).copied().unwrap_or(0);
            let n = (s.max - taken).min(left);
            if n > 0 {
                *out.entry(s.territory).or_insert(0) += n;
                left -= n;
            }
        }
        (left == 0).then_some(out)
    }
}

impl Game {
    /// The penalty for `seat` if `found` tanks are counted on the table now.
    ///
    /// # Errors
    /// The refusal `apply` would give any `cap_violation` for that seat and count
    /// (not now, occupation pending, no violation...).
    pub fn cap_penalty(&self, seat: Seat, found: u32) -> Result<CapPenalty, Refusal> {
        if self.finish.is_some() {
            return Err(Refusal::MatchFinished);
        }
        let s = usize::from(seat);
        if s >= SEATS {
            return Err(Refusal::UnknownSeat { seat });
        }
        if self.eliminated[s] {
            return Err(Refusal::SeatEliminated { seat });
        }
        if self.stage != super::Stage::Play {
            return Err(Refusal::NotNow {
                action: "cap_violation".into(),
                phase: self.phase(),
            });
        }
        if let Some(p) = self.turn.pending {
            return Err(Refusal::OccupyFirst { territory: p.to });
        }
        let cap = self.caps[s];
        if found <= cap {
            return Err(Refusal::NoViolation { found, cap });
        }
        let remove = (found - cap).saturating_mul(2);
        let in_own_turn = seat == self.current && !self.turn.attacked;
        let sources = members(self.territories_of(seat))
            .filter(|t| self.tanks(*t) > 1)
            .map(|t| CapSource {
                territory: t,
                max: self.tanks(t) - 1,
                reinforced: if in_own_turn {
                    self.turn.reinforced[t.index()]
                } else {
                    0
                },
            })
            .collect();
        let from_reinforced = if in_own_turn {
            let reinforced: u32 = self.turn.reinforced.iter().sum();
            remove.div_ceil(2).min(reinforced)
        } else {
            0
        };
        Ok(CapPenalty {
            seat,
            cap,
            found,
            remove,
            sources,
            from_reinforced,
            new_cap: found.saturating_sub(remove),
        })
    }

    pub(super) fn cap_violation(
        &mut self,
        seat: Seat,
        found: u32,
        remove: &BTreeMap<TerritoryId, u32>,
        action: &Action,
    ) -> Result<(), Refusal> {
        if self.stage != super::Stage::Play {
            return Err(self.not_now(action));
        }
        if let Some(p) = self.turn.pending {
            return Err(Refusal::OccupyFirst { territory: p.to });
        }
        let s = usize::from(seat);
        let cap = self.caps[s];
        if found <= cap {
            return Err(Refusal::NoViolation { found, cap });
        }
        let expected = (found - cap).saturating_mul(2);
        let mine = self.territories_of(seat);
        let mut got = 0u32;
        let mut from_reinforced = 0u32;
        let in_own_turn = seat == self.current && !self.turn.attacked;
        for (t, n) in remove {
            placement::own_and_some(seat, mine, *t, *n)?;
            let tanks = self.tanks(*t);
            if *n >= tanks {
                return Err(Refusal::CapRemovalTooMany {
                    territory: *t,
                    tanks,
                    got: *n,
                });
            }
            got = got.saturating_add(*n);
            if in_own_turn {
                from_reinforced += (*n).min(self.turn.reinforced[t.index()]);
            }
        }
        if got != expected {
            return Err(Refusal::CapRemovalTotal { expected, got });
        }
        if in_own_turn {
            let reinforced: u32 = self.turn.reinforced.iter().sum();
            let needed = expected.div_ceil(2).min(reinforced);
            if from_reinforced < needed {
                return Err(Refusal::CapRemovalReinforced {
                    needed,
                    got: from_reinforced,
                });
            }
        }
        for (t, n) in remove {
            self.tanks[t.index()] -= n;
            let r = &mut self.turn.reinforced[t.index()];
            *r = r.saturating_sub(*n);
        }
        // The cap becomes the count left on the table after the penalty.
        self.caps[s] = found - expected;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::super::{Stage, test_game};
    use crate::engine::log::{Action, Settings};
    use crate::engine::map::members;

    /// The hint's example removal is accepted by `apply`; one tank more anywhere, or one
    /// tank fewer in all, is refused; the hint's refusals are `apply`'s.
    #[test]
    fn the_penalty_hint_agrees_with_apply() {
        let mut g = test_game(Settings::default());
        let seat = 1;
        assert_eq!(
            g.cap_penalty(seat, 200).map(|_| ()),
            g.apply(&Action::CapViolation {
                seat,
                found_on_board: 200,
                remove: BTreeMap::new()
            })
            .map(|_| ()),
            "not during the initial placement"
        );
        g.stage = Stage::Play;
        g.round = 3;
        for t in members(g.territories_of(seat)) {
            g.tanks[t.index()] = 4;
        }
        let on_board = g.on_board(seat);
        let cap = g.cap(seat);
        assert!(g.cap_penalty(seat, cap).is_err(), "no violation at the cap");
        let hint = g
            .cap_penalty(seat, cap + 3)
            .unwrap_or_else(|r| panic!("{r}"));
        assert_eq!((hint.remove, hint.new_cap), (6, cap - 3));
        assert!(hint.sources.iter().all(|s| s.max == 3));
        let removal = hint.example_removal().unwrap_or_default();
        let action = |remove: BTreeMap<_, _>| Action::CapViolation {
            seat,
            found_on_board: cap + 3,
            remove,
        };
        let after = g.apply(&action(removal.clone()));
        assert!(after.is_ok(), "{after:?}");
        assert_eq!(after.map(|a| a.on_board(seat)).ok(), Some(on_board - 6));
        for (t, _) in removal.iter() {
            let mut more = removal.clone();
            if let Some(n) = more.get_mut(t) {
                *n += 1;
            }
            assert!(g.apply(&action(more)).is_err());
        }
        let mut fewer = removal.clone();
        if let Some((_, n)) = fewer.iter_mut().next() {
            *n -= 1;
        }
        assert!(g.apply(&action(fewer)).is_err());
        // A penalty the board cannot pay has no example removal.
        let broke = g
            .cap_penalty(seat, cap + 100)
            .unwrap_or_else(|r| panic!("{r}"));
        assert_eq!(broke.example_removal(), None);
    }

    /// In the offender's own turn, half the removal comes from this turn's reinforcements.
    #[test]
    fn in_the_own_turn_the_hint_takes_reinforcements_first() {
        let mut g = test_game(Settings::default());
        g.stage = Stage::Play;
        g.round = 1;
        let seat = g.current_seat();
        let mine: Vec<_> = members(g.territories_of(seat)).collect();
        for t in &mine {
            g.tanks[t.index()] = 5;
        }
        g.turn.reinforced[mine[0].index()] = 2;
        let hint = g
            .cap_penalty(seat, g.cap(seat) + 2)
            .unwrap_or_else(|r| panic!("{r}"));
        assert_eq!((hint.remove, hint.from_reinforced), (4, 2));
        let removal = hint.example_removal().unwrap_or_default();
        assert_eq!(removal.get(&mine[0]).copied(), Some(4));
        let ok = g.apply(&Action::CapViolation {
            seat,
            found_on_board: g.cap(seat) + 2,
            remove: removal,
        });
        assert!(ok.is_ok(), "{ok:?}");
        // Taking it all elsewhere breaks the reinforcement rule.
        let mut elsewhere = BTreeMap::new();
        elsewhere.insert(mine[1], 4);
        assert!(
            g.apply(&Action::CapViolation {
                seat,
                found_on_board: g.cap(seat) + 2,
                remove: elsewhere,
            })
            .is_err()
        );
    }
}
