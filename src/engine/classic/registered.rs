//! Classic Risiko in the registry.

use crate::engine::any::registered;
use crate::engine::classic::{self, ClassicLog, Setup};

registered! {
    ruleset ClassicLog by classic as Classic = RisikoClassic;
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
