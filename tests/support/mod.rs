//! Shared by the test binaries that drive the real `arbitro` binary over loopback
//! (`tests/crash.rs`, `tests/backup.rs`): a tiny HTTP client, a server process under
//! our control, simulated referees, games written into a match as the console stores
//! them (also used by `tests/web/fixture.rs`).

#![allow(dead_code)]

pub mod console_entries;
pub mod http;
pub mod referees;
pub mod server;
