//! The federation hub (issue 30): clubs publish their finished events to one
//! server on PostgreSQL, which replays every table before keeping it and ranks
//! players nationally with the circuit rules (`tournament::circuit`), one person
//! across clubs (`tournament::people`). See `docs/HUB.md`.
//!
//! - [`event`]: the publish payload and its verification by replay (pure);
//! - [`store`]: the PostgreSQL storage;
//! - [`server`]: `POST /api/publish`, the public pages and the read API.

pub mod event;
/// The national ranking over every stored event (measured: docs/PERFORMANCE.md).
pub mod ranking;
pub mod server;
pub mod store;
