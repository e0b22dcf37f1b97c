//! Web integration tests: the real router on a fresh SQLite file per test.

mod accounts;
mod badinput;
mod cli;
mod console;
mod helpers;
mod matrix;
mod pages;
mod security;
mod tournaments;
mod concurrency;
mod faults;
mod reliability;
