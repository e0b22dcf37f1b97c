//! T.E.G. La Revancha in the registry, on its own 72-country board.

use crate::engine::rulebook::{Attack, Ruleset, Tournaments, registered};
use crate::engine::teg::{self, Action, TegLog};

/// T.E.G. La Revancha, on its own 72-country board.
pub static RULESET_DESCRIPTOR: Ruleset = {
    use teg::{MAX_SEATS, RULESET};
    Ruleset::new(
        RULESET,
        "teg-revancha",
        2..=MAX_SEATS,
        Tournaments::Individual,
    )
};

registered! {
    ruleset TegLog by teg;
    log {}
    action {
        registered!(server_time of Clock);
    }
    game {
        registered!(say by describe);

        /// An attack names its defender where the country is a condominium.
        fn attack_of(&self, action: &Action) -> Option<Attack> {
            let Action::Attack {
                seat,
                from,
                to,
                against,
                ..
            } = action
            else {
                return None;
            };
            Some(Attack {
                attacker: *seat,
                from: *from,
                to: *to,
                against: *against,
            })
        }
    }
}
