//! T.E.G. La Revancha in the registry, on its own 72-country board.

use serde_json::Value;

use super::{Attack, RulesetAction, RulesetGame, RulesetLog};
use crate::engine::Lang;
use crate::engine::log::LogError;
use crate::engine::map::on_map;
use crate::engine::ruleset::RulesetId;
use crate::engine::teg::{self, Action, Game, TegLog};

impl RulesetLog for TegLog {
    type Action = Action;
    type Game = Game;
    registered!(log Teg);
    registered!(replay_game by teg);

    fn read(_text: &str, value: &Value) -> Result<TegLog, LogError> {
        on_map(Self::ID.ruleset().map(), || TegLog::from_value(value))
    }
}

impl RulesetAction for Action {
    const ID: RulesetId = RulesetId::TegRevancha;
    registered!(action Teg);
    registered!(server_time of Clock);
}

impl RulesetGame for Game {
    type Action = Action;
    registered!(game Teg);
    registered!(play by teg);

    fn say(&self, action: &Action, lang: Lang, names: &[String]) -> String {
        action.describe(lang, names)
    }

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
