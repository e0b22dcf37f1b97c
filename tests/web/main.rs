//! Web integration tests: the real router on a fresh SQLite file per test.

mod accounts;
mod badinput;
mod cli;
mod concurrency;
mod connections;
mod console;
mod console_more;
mod evening;
mod exports;
mod faults;
mod fixture;
mod helpers;
mod matrix;
mod organizer;
mod pages;
mod perf;
mod projector;
mod reliability;
mod routes;
mod security;
mod tournaments;
mod tournaments_api;
