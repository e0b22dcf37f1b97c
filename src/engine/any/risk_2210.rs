//! Risk 2210 A.D. in the registry, on its own board (Earth, seas and Moon).

use super::{Attack, RulesetAction, RulesetGame, RulesetLog};
use crate::engine::Lang;
use crate::engine::risk2210::{self, Action, Game, R2210Log};
use crate::engine::ruleset::RulesetId;

impl RulesetLog for R2210Log {
    type Action = Action;
    type Game = Game;
    registered!(log Risk2210);
    registered!(read on its board);
    registered!(replay_game by risk2210);
}

impl RulesetAction for Action {
    const ID: RulesetId = RulesetId::Risk2210;
    registered!(action Risk2210);
    registered!(server_time of Clock);
}

impl RulesetGame for Game {
    type Action = Action;
    registered!(game Risk2210);
    registered!(play by risk2210);

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
