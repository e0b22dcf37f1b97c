//! The RisiKo! individual tournament match in the registry.

use chrono::{DateTime, Utc};

use crate::engine::rulebook::{Ruleset, Tournaments, registered};
use crate::engine::torneo::{self, Distribution, TorneoLog};

/// The RisiKo! individual tournament match (RTU).
pub static RULESET_DESCRIPTOR: Ruleset = {
    let seats = torneo::MIN_SEATS..=torneo::MAX_SEATS;
    Ruleset::new(torneo::RULESET, "risiko", seats, Tournaments::Individual)
};

registered! {
    ruleset TorneoLog by torneo;
    log {
        /// A deal made at the table is stored empty until it is entered (the console's
        /// "dealt at the table"); otherwise the deal is in the log.
        fn ready(&self) -> bool {
            !matches!(
                &self.distribution,
                Distribution::Entered { owners } if owners.is_empty()
            )
        }
    }
    action {
        /// A torneo clock event is recorded as the console sent it: its `at` is optional
        /// (a recovery has none), and the registry has never stamped it.
        fn server_time(&mut self) -> Option<&mut DateTime<Utc>> {
            None
        }
    }
    game {
        registered!(say by describe);
    }
}
