//! Shared by the test binaries that drive the real `arbitro` binary over loopback
//! (`tests/crash.rs`, `tests/backup.rs`): a tiny HTTP client, a server process under
//! our control, simulated referees.

#![allow(dead_code)]

pub mod http;
pub mod referees;
pub mod server;
