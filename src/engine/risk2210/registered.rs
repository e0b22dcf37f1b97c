//! Risk 2210 A.D. in the registry, on its own board (Earth, seas and Moon).

use crate::engine::Lang;
use crate::engine::risk2210::{self, Action, R2210Log};
use crate::engine::rulebook::{Attack, Ruleset, Tournaments, registered};

/// Risk 2210 A.D., on its own board (Earth, seas and Moon), over five years.
pub static RULESET_DESCRIPTOR: Ruleset = {
    use risk2210::{MAX_SEATS, RULESET};
    Ruleset::new(RULESET, "risk2210", 2..=MAX_SEATS, Tournaments::Individual).counting_years()
};

registered! {
    ruleset R2210Log by risk2210;
    log {}
    action {
        registered!(server_time of Clock);
    }
    game {
        /// A custom card (§10.4) is named by the name written on it, not its id: the
        /// game's settings hold it.
        fn say(&self, action: &Action, lang: Lang, names: &[String]) -> String {
            let custom = match action {
                Action::PlayCard { deck, card, .. } => self.custom_name(*deck, card),
                _ => None,
            };
            action.describe_naming(lang, names, custom)
        }

        /// A throw settles the invasion under way.
        fn attack_of(&self, action: &Action) -> Option<Attack> {
            let Action::Throw { seat, .. } = action else {
                return None;
            };
            let i = self.invasion()?;
            Some(Attack {
                attacker: *seat,
                from: i.from,
                to: i.to,
                against: None,
            })
        }
    }
}
