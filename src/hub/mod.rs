//! The federation hub (issue 30): clubs publish their finished events to one
//! server on PostgreSQL, which replays every table before keeping it and ranks
//! players nationally with the circuit rules (`tournament::circuit`), one person
//! across clubs (`tournament::people`). See `docs/HUB.md`.
//!
//! - [`event`]: the publish payload and what its verification gives (pure);
//! - [`verify`]: an event's verification by replay, an individual event's (pure);
//! - [`team`]: a team tournament's 2 vs 2 tables verified by replay (pure);
//! - [`store`]: the PostgreSQL storage;
//! - [`state`]: what every handler shares (the hub's state, the reader's language);
//! - [`view`]: what every page shares (the reader's view, the administrator's session);
//! - [`pages`]: the public pages and the read API;
//! - [`admin`]: the administrator's pages (tokens, people);
//! - [`server`]: the routes, and `POST /api/publish`.

pub mod admin;
pub mod event;
pub mod pages;
/// The national ranking over every stored event (measured: docs/PERFORMANCE.md).
pub mod ranking;
pub mod server;
pub mod state;
pub mod store;
pub mod team;
pub mod verify;
pub mod view;
