//! Arbitro: the referee and tournament manager for RisiKo! club nights.
//!
//! Data flows one way: request → [`web`] handler → [`db`] loads the match log →
//! [`engine`] replays and validates the new action → [`db`] appends it → live
//! broadcast → response. The engine never calls out; the web layer never decides a rule.

/// Organizer and referee accounts: names, passwords, roles, hashing.
pub mod accounts;
/// The command line: `serve`, `user …`, `migrate`, `backup`, `replay`.
pub mod cli;
/// Where "now" comes from (real or manual clock).
pub mod clock;
/// Storage: SQLite set up for durability, queries checked at compile time.
pub mod db;
/// The rules: pure, no I/O, no clock, no randomness. Map, rulesets, match log, replay.
pub mod engine;
/// Every sentence a person reads, in it, en and es: Fluent messages (pages and engine).
pub mod i18n;
/// A rank over time drawn as an SVG, for the club's and the hub's player pages.
pub mod plot;
/// Text from strangers made safe to log or print: control characters escaped.
pub mod printable;
/// The one list of the rulesets: the engine's and the console's registries are written
/// from it, one line a ruleset.
mod rulesets;
/// Serving on a socket: header-read timeout, per-client connection caps, TLS; the
/// cookies and security headers the club app and the hub share.
pub mod server;
/// Pure tournament logic: pairing, standings, tiebreaks.
pub mod tournament;
/// The HTTP app: pages, sessions, CSRF, i18n, errors.
pub mod web;

pub use web::{AppState, WebConfig, app};
/// The federation hub on PostgreSQL: published events verified by replay, national ranking.
pub mod hub;
/// Publishing a club's finished event to the federation hub (`arbitro publish`).
pub mod publish;
