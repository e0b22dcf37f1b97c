//! Classic Risiko in the registry.

use crate::engine::classic::{self, ClassicLog, Setup};
use crate::engine::rulebook::{Ruleset, Tournaments, registered};

/// Classic Risiko, with real dice and individual players. Five at most at a
/// tournament's table: a sixth player needs `start_armies` for six, which only the
/// match's own form sets (RULES §1's decision).
pub static RULESET_DESCRIPTOR: Ruleset = {
    let seats = 2..=classic::MAX_SEATS - 1;
    Ruleset::new(classic::RULESET, "risiko", seats, Tournaments::Individual)
};

registered! {
    ruleset ClassicLog by classic;
    log {
        /// Ready as soon as it is created when its claims are recorded as actions or its
        /// piles dealt; a final setup or two players' piles still to be entered are stored
        /// empty, as the 2 vs 2 physical draft is.
        fn ready(&self) -> bool {
            match &self.setup {
                Some(Setup::Final { owners, .. }) => !owners.is_empty(),
                Some(Setup::Piles { piles }) => !piles.is_empty(),
                Some(Setup::Dealt { .. }) | None => true,
            }
        }
    }
    action {
        registered!(server_time of Clock);
    }
    game {
        registered!(say by describe);
    }
}
