//! Stages of an individual tournament (issue #15): after the qualifying rounds, a
//! semifinal seated from rank bands, then the final(s) of the semifinal winners,
//! and the event's final ranking built from them.
//!
//! The shape follows the Master format of `RULES-risiko-torneo.md` §10
//! (GestioneTorneo's `Sorteggiatore`):
//! - `direct_finalists` D of each group go straight to the final (the "1st goes
//!   straight to the final" variants); the next T·N players play T semifinal tables
//!   of N, one player from each band of T places;
//! - several parallel finals (G groups) deal the qualified field into groups by
//!   parallel standings (positions 1, G+1, 2G+1, … form group 1);
//! - each final seats its group's D direct finalists and its T semifinal winners.
//!
//! Pure: the web layer gives the standings order and the semifinal results.
//! See `docs/INDIVIDUAL.md`, "Stages".

mod bands;
mod consolation;
mod finals;
mod ranking;
#[cfg(test)]
mod tests;

pub use bands::{SemifinalDraw, ripescaggio, seat_semifinal};
pub use consolation::{Consolation, consolation_ranking, excluded};
pub use finals::{SemifinalResult, seat_final};
pub use ranking::{EventPlace, FinalSeat, Reached, event_ranking};

use serde::{Deserialize, Serialize};
use std::fmt;

use crate::tournament::PlayerId;

/// The most parallel finals a tournament may ask for.
pub const MAX_FINALS: u32 = 8;

/// The stage of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// A qualifying round, seated by `seating::seat_round`.
    Qualifying,
    /// The semifinal, seated from rank bands.
    Semifinal,
    /// The final(s).
    Final,
}

impl Stage {
    /// The stored name (`qualifying`, `semifinal`, `final`).
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Stage::Qualifying => "qualifying",
            Stage::Semifinal => "semifinal",
            Stage::Final => "final",
        }
    }

    /// The stage a stored name names; an unknown one reads as qualifying, the
    /// column's default.
    #[must_use]
    pub fn parse(s: &str) -> Stage {
        match s {
            "semifinal" => Stage::Semifinal,
            "final" => Stage::Final,
            _ => Stage::Qualifying,
        }
    }
}

/// What follows the qualifying rounds (serde; `{}` = nothing: an evening of
/// qualifying rounds only).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct StageSettings {
    /// Semifinal tables per final (T); 0 = no semifinal.
    pub semifinal_tables: u32,
    /// Players of each group who go straight to its final (D).
    pub direct_finalists: u32,
    /// Parallel finals (G), from 1.
    pub finals: u32,
    /// The "turno di scarto": each player's worst N qualifying results left out of
    /// the qualifying totals, an absence counting first as the worst; 0 = none.
    /// Not written when 0, so the settings stored before it read the same.
    #[serde(skip_serializing_if = "is_zero")]
    pub discard_worst: u32,
    /// Ripescaggio: the last semifinal seat goes to the best single game among
    /// the players not qualified ([`ripescaggio`]). Not written when off.
    #[serde(skip_serializing_if = "is_false")]
    pub ripescaggio: bool,
    /// The torneo degli esclusi, with its own formula; `None` = not played. Not
    /// written when `None`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub consolation: Option<Consolation>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Default for StageSettings {
    fn default() -> Self {
        StageSettings {
            semifinal_tables: 0,
            direct_finalists: 0,
            finals: 1,
            discard_worst: 0,
            ripescaggio: false,
            consolation: None,
        }
    }
}

impl StageSettings {
    /// True when a final is played (a semifinal, direct finalists, or both).
    #[must_use]
    pub fn has_final(&self) -> bool {
        self.final_size() > 0
    }

    /// True when a semifinal is played.
    #[must_use]
    pub fn has_semifinal(&self) -> bool {
        self.semifinal_tables > 0
    }

    /// The group the torneo degli esclusi's tables carry in the semifinal's round:
    /// one past the finals' (so no final reads them); `None` without one.
    #[must_use]
    pub fn consolation_group(&self) -> Option<u32> {
        self.consolation.as_ref().map(|_| self.finals.max(1) + 1)
    }

    /// Players at each final: D + T.
    #[must_use]
    pub fn final_size(&self) -> u32 {
        self.direct_finalists + self.semifinal_tables
    }

    /// Players the stages take from the qualifying standings: G · (D + T·N).
    #[must_use]
    pub fn qualified(&self, table_size: u32) -> u32 {
        self.finals * (self.direct_finalists + self.semifinal_tables * table_size)
    }

    /// Checks the settings against the tournament's table size N.
    ///
    /// # Errors
    /// [`StageError::FinalSize`] when a final would not seat 3 to 6 players;
    /// [`StageError::Finals`] when the number of finals is outside 1–8.
    pub fn check(&self, table_size: u32) -> Result<(), StageError> {
        if self.ripescaggio && !self.has_semifinal() {
            return Err(StageError::RipescaggioWithoutSemifinal);
        }
        if self.consolation.is_some() && !self.has_semifinal() {
            return Err(StageError::ConsolationWithoutSemifinal);
        }
        if !self.has_final() {
            return Ok(());
        }
        if !(1..=MAX_FINALS).contains(&self.finals) {
            return Err(StageError::Finals(self.finals));
        }
        if !(3..=6).contains(&self.final_size()) || !(3..=6).contains(&table_size) {
            return Err(StageError::FinalSize(self.final_size()));
        }
        Ok(())
    }

    /// Checks the discards against the qualifying rounds planned: at least one
    /// result must count.
    ///
    /// # Errors
    /// [`StageError::TooManyDiscards`].
    pub fn check_discards(&self, rounds: u32) -> Result<(), StageError> {
        if self.discard_worst > 0 && self.discard_worst >= rounds {
            return Err(StageError::TooManyDiscards {
                worst: self.discard_worst,
                rounds,
            });
        }
        Ok(())
    }
}

/// A table of a stage: its group (the final it feeds, or is), number and players
/// in seat order, best-ranked first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StageTable {
    /// Group from 1.
    pub group: u32,
    /// Table number from 1, across the groups.
    pub number: u32,
    /// Players in seat order.
    pub players: Vec<PlayerId>,
}

/// Why a stage cannot be seated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StageError {
    /// The tournament has no stages of that kind.
    NoStage(Stage),
    /// Fewer active players than the stages take.
    NotEnoughPlayers {
        /// Players needed.
        needed: u32,
        /// Active players in the standings.
        have: u32,
    },
    /// A final would seat this many players (3–6 allowed).
    FinalSize(u32),
    /// This many parallel finals (1–8 allowed).
    Finals(u32),
    /// Too many finalists withdrew: final `group` would have `seats` players.
    FinalTooSmall {
        /// The final.
        group: u32,
        /// Players left for it.
        seats: u32,
    },
    /// A ripescaggio asked for without a semifinal to seat it in.
    RipescaggioWithoutSemifinal,
    /// No player outside the qualified has played a game to be picked up by.
    NoRipescaggio,
    /// A torneo degli esclusi asked for without a semifinal to be out of.
    ConsolationWithoutSemifinal,
    /// More discards than the qualifying rounds allow (one result must count).
    TooManyDiscards {
        /// Results discarded.
        worst: u32,
        /// Qualifying rounds planned.
        rounds: u32,
    },
}

impl fmt::Display for StageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StageError::NoStage(s) => write!(f, "this tournament has no {} stage", s.as_str()),
            StageError::NotEnoughPlayers { needed, have } => {
                write!(f, "the stages take {needed} players, {have} are active")
            }
            StageError::FinalSize(n) => write!(f, "a final of {n} players (3 to 6 allowed)"),
            StageError::Finals(n) => write!(f, "{n} finals (1 to {MAX_FINALS} allowed)"),
            StageError::FinalTooSmall { group, seats } => {
                write!(f, "final {group} would have {seats} players (3 needed)")
            }
            StageError::RipescaggioWithoutSemifinal => {
                write!(f, "a ripescaggio needs a semifinal")
            }
            StageError::ConsolationWithoutSemifinal => {
                write!(f, "a consolation event needs a semifinal")
            }
            StageError::NoRipescaggio => {
                write!(f, "no player outside the qualified has played a game")
            }
            StageError::TooManyDiscards { worst, rounds } => {
                write!(f, "{worst} results discarded of {rounds} rounds")
            }
        }
    }
}

impl std::error::Error for StageError {}

/// Deals the top G·(D + T·N) of `order` into G groups by parallel standings:
/// position i (from 0) joins group i mod G. Each group keeps the order.
///
/// # Errors
/// [`StageError::NotEnoughPlayers`] when `order` is shorter.
pub fn groups(
    order: &[PlayerId],
    s: &StageSettings,
    table_size: u32,
) -> Result<Vec<Vec<PlayerId>>, StageError> {
    let needed = s.qualified(table_size);
    let have = u32::try_from(order.len()).unwrap_or(u32::MAX);
    if have < needed {
        return Err(StageError::NotEnoughPlayers { needed, have });
    }
    let g = s.finals.max(1) as usize;
    let mut out = vec![Vec::new(); g];
    for (i, p) in order[..needed as usize].iter().enumerate() {
        out[i % g].push(*p);
    }
    Ok(out)
}
