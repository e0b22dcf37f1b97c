//! The rules engine: pure, no I/O, no clock reads, no randomness.
//!
//! A match is its [`log::MatchLog`]: setup plus recorded actions. [`risiko2v2::Game`]
//! is the state of a RisiKo! 2 vs 2 match; `apply` checks one action against every rule
//! and either returns the next state or a typed [`Refusal`] that leaves the state as it
//! was. Replaying a log is a fold of `apply`, so the same log always gives the same state.
//! Every rule system states what it is in [`rulebook`]'s words (its descriptor, the
//! traits its log, actions and game implement) and is registered once: [`ruleset`]'s list
//! gives it its [`ruleset::RulesetId`] and its variant of [`any`]'s enums, which dispatch
//! its log, actions and game through one trait each. The rulebook and the shared modules
//! ([`table`], [`fold`], [`seat`]) import no ruleset, and no ruleset imports the registry.

#![warn(missing_docs)]

pub mod action_words;
pub mod any;
pub mod board;
pub mod codes;
pub mod dice;
pub mod fold;
pub mod log;
pub mod log_file;
pub mod map;
pub mod place_points;
pub mod refusal;
pub mod replay;
pub mod rulebook;
pub mod ruleset;
pub mod seat;
pub mod seed;
pub mod stopwatch;
pub mod table;
pub mod throw;
pub mod turn_order;

/// Declares each ruleset's folder (`engine/<folder>/`) from the crate's one list of
/// rulesets (`crate::rulesets`), so a new ruleset writes no line here.
macro_rules! ruleset_folders {
    ($($id:ident / $variant:ident: $folder:ident, $log:ident, $console:ident;)*) => {
        $(pub mod $folder;)*
    };
}
crate::rulesets::every_ruleset!(ruleset_folders);

pub use log::{Action, ClockEvent, Draft, MatchLog, Player, Settings};
pub use log_file::LogError;
pub use map::{ContinentId, Map, TerritoryId};
pub use refusal::Names;
pub use replay::replay_report;
pub use risiko2v2::objective;
pub use risiko2v2::{
    Breakdown, FinishReason, Game, PendingOccupation, Phase, PlayerScore, Refusal, ReplayFailure,
    Score, StateView, deal_packets, replay,
};
pub use rulebook::Ruleset;
pub use ruleset::{RulesetId, ruleset_for};
pub use seat::{Owner, Seat};

/// The boards that ship with the engine: each name and its map file, embedded at build
/// time. They are listed here, beside the rulesets' modules, so that a ruleset played on
/// a board of its own adds one line, and [`map`] reads them without naming a ruleset.
const SHIPPED_MAPS: [(&str, &str); 3] = [
    ("risiko", include_str!("maps/risiko.toml")),
    ("risk2210", include_str!("maps/risk2210.toml")),
    ("teg-revancha", include_str!("maps/teg-revancha.toml")),
];

/// The language of a referee's sentence: the program's one [`crate::i18n::Lang`].
pub use crate::i18n::Lang;
