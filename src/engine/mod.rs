//! The rules engine: pure, no I/O, no clock reads, no randomness.
//!
//! A match is its [`log::MatchLog`]: setup plus recorded actions. [`risiko2v2::Game`]
//! is the state of a RisiKo! 2 vs 2 match; `apply` checks one action against every rule
//! and either returns the next state or a typed [`Refusal`] that leaves the state as it
//! was. Replaying a log is a fold of `apply`, so the same log always gives the same state.
//! Every rule system is registered once: [`ruleset::RulesetId`] names it and [`any`]
//! dispatches its log, actions and game through one trait each; the shared modules
//! ([`table`], [`fold`], [`seat`]) import no ruleset.

#![warn(missing_docs)]

pub mod action_words;
pub mod any;
pub mod board;
pub mod classic;
pub mod codes;
pub mod dice;
pub mod fold;
pub mod log;
pub mod log_file;
pub mod map;
pub mod match_time;
pub mod refusal;
pub mod replay;
pub mod risiko2v2;
pub mod risk2210;
pub mod ruleset;
pub mod seat;
pub mod seed;
pub mod stopwatch;
pub mod table;
pub mod teg;
pub mod tegjr;
pub mod throw;
pub mod torneo;
pub mod turn_order;

pub use log::{Action, ClockEvent, Draft, LogError, MatchLog, Player, Settings};
pub use map::{ContinentId, Map, TerritoryId};
pub use refusal::Names;
pub use replay::replay_report;
pub use risiko2v2::objective;
pub use risiko2v2::{
    Breakdown, FinishReason, Game, PendingOccupation, Phase, PlayerScore, Refusal, ReplayFailure,
    Score, StateView, deal_packets, replay,
};
pub use ruleset::{Ruleset, RulesetId, ruleset_for};
pub use seat::{Owner, Seat};

/// The language of a referee's sentence: the program's one [`crate::i18n::Lang`].
pub use crate::i18n::Lang;
