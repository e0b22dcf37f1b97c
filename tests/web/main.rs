//! Web integration tests: the real router on a fresh SQLite file per test.

mod accounts;
mod badinput;
mod cli;
mod concurrency;
mod console;
mod console_more;
mod console_turn;
mod evening;
mod exports;
mod faults;
mod fixture;
mod helpers;
mod live_pages;
mod match_end;
mod matrix;
mod organizer;
mod organizer_pages;
mod pages;
mod perf;
mod projector;
mod reliability;
mod routes;
mod security;
mod tournaments;
mod tournaments_api;
