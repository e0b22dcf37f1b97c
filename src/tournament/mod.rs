//! Tournament logic: pairing, standings, tiebreaks. Pure: no I/O, no clock, no OS
//! randomness — the web layer passes in teams, the results that count, the
//! settings and a [`Seed`], and stores what comes back.
//!
//! - [`pair_round`] proposes a round ([`Pairing`]): round 1 a seeded random draw,
//!   later rounds Swiss by an optimal (minimum-cost perfect) matching.
//! - [`team_standings`] and [`player_standings`] rank teams and players.
//!
//! See `docs/PAIRING.md` for the organizer's view.

pub mod archive;
mod cost;
mod error;
mod ledger;
mod matching;
mod notes;
mod pairing;
mod players;
pub mod registration;
mod result;
mod seed;
mod settings;
mod standings;
mod team;

pub use error::TournamentError;
pub use notes::PairingNote;
pub use pairing::{Bye, Pairing, Table, pair_round};
pub use players::{PlayerStanding, player_standings};
pub use result::{MatchResult, PlayerScore, SideResult};
pub use seed::{Seed, SeedParseError};
pub use settings::{ByeAward, ClubAvoidance, Criterion, MatchPointsTable, TournamentSettings};
pub use standings::{TeamStanding, team_standings};
pub use team::{PlayerId, Team, TeamId};
