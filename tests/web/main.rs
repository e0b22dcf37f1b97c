//! Web integration tests: the real router on a fresh SQLite file per test.

mod accounts;
mod cli;
mod console;
mod helpers;
mod organizer;
mod pages;
mod security;
mod tournaments;
