//! Tournament logic: pairing, standings, tiebreaks. Pure: no I/O, no clock, no OS
//! randomness — the web layer passes in teams, the results that count, the
//! settings and a [`Seed`], and stores what comes back.
//!
//! - [`pair_round`] proposes a round ([`Pairing`]): round 1 a seeded random draw,
//!   later rounds Swiss by an optimal (minimum-cost perfect) matching.
//! - [`team_standings`] and [`player_standings`] rank teams and players.
//! - The organizer's corrections: [`ResultState`] (does a signed result count, who
//!   may confirm it), [`Adjustment`] (points added to a match with a reason), the
//!   objective [`catalogue`], and the checks of typed settings.
//!
//! - Individual tournaments (tables of N): [`seating`] seats a round,
//!   [`individual`] turns table results into ranking points by a formula that is
//!   data and ranks players, clubs and seasons.
//!
//! See `docs/PAIRING.md` for the organizer's view, `docs/INDIVIDUAL.md` for the
//! individual format.

mod adjustment;
pub mod archive;
pub mod catalogue;
pub mod circuit;
mod confirmation;
mod cost;
mod error;
pub mod gestione;
mod groups;
pub mod individual;
pub mod individual_archive;
mod ledger;
mod match_settings;
mod matching;
mod notes;
mod pairing;
pub mod people;
mod players;
pub mod produced;
pub mod rating;
pub mod registration;
mod result;
pub mod seating;
mod seed;
mod settings;
pub mod stages;
mod standings;
mod team;

pub use adjustment::{Adjustment, AdjustmentError, MAX_REASON};
pub use confirmation::{ConfirmError, ResultState};
pub use error::TournamentError;
pub use match_settings::check_match_settings;
pub use notes::PairingNote;
pub use pairing::{Bye, Pairing, Table, pair_round};
pub use players::{PlayerStanding, player_standings};
pub use result::{MatchResult, PlayerScore, SeatScore, SideResult};
pub use seed::{Seed, SeedParseError};
pub use settings::{
    ByeAward, ClubAvoidance, Criterion, ForfeitAward, MatchPointsTable, SettingsError,
    TournamentSettings,
};
pub use standings::{TeamStanding, team_standings};
pub use team::{PlayerId, Team, TeamId};
