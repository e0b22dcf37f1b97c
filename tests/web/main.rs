//! Web integration tests: the real router on a fresh SQLite file per test.

mod accounts;
mod badinput;
mod cli;
mod concurrency;
mod console;
mod faults;
mod helpers;
mod matrix;
mod pages;
mod reliability;
mod routes;
mod security;
mod tournaments;
