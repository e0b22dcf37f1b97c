//! Web integration tests: the real router on a fresh SQLite file per test.

mod accounts;
mod cli;
mod console;
mod helpers;
mod pages;
mod perf;
mod security;
mod tournaments;
