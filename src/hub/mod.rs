//! The federation hub (issue 30): clubs publish their finished events to one
//! server on PostgreSQL, which replays every table before keeping it and ranks
//! players nationally with the circuit rules (`tournament::circuit`), one person
//! across clubs (`tournament::people`). See `docs/HUB.md`.
//!
//! - [`event`]: the publish payload and its verification by replay (pure);
//! - [`team`]: the same for a team tournament's 2 vs 2 tables (pure);
//! - [`store`]: the PostgreSQL storage;
//! - [`server`]: `POST /api/publish` and the read API;
//! - [`pages`]: the public pages (and a person's read API);
//! - [`admin`]: the administrator's pages (tokens, people).

pub mod admin;
pub mod event;
pub mod pages;
/// The national ranking over every stored event (measured: docs/PERFORMANCE.md).
pub mod ranking;
pub mod server;
pub mod store;
pub mod team;
