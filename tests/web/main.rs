//! Web integration tests: the real router on a fresh SQLite file per test.

mod accounts;
mod cli;
mod console;
mod console_more;
mod exports;
mod helpers;
mod organizer;
mod pages;
mod projector;
mod security;
mod tournaments;
mod tournaments_api;
