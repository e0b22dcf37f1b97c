//! Shared by the test binaries that drive the real `arbitro` binary over loopback
//! (`tests/crash.rs`): a tiny HTTP client and a server process under our control.

#![allow(dead_code)]

pub mod http;
pub mod server;
