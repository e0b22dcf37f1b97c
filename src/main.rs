//! The `arbitro` binary: parse the command line, hand it to the library.

use clap::Parser;

fn main() -> std::process::ExitCode {
    arbitro::cli::run(arbitro::cli::Cli::parse())
}
