//! T.E.G. La Revancha in the registry, on its own 72-country board.

use chrono::{DateTime, Utc};
use serde_json::Value;

use super::{Attack, RulesetAction, RulesetGame, RulesetLog, stop};
use crate::engine::Lang;
use crate::engine::log::LogError;
use crate::engine::map::on_map;
use crate::engine::ruleset::RulesetId;
use crate::engine::table::{Objection, ReplayStop};
use crate::engine::teg::{self, Action, Game, TegLog};

/// A T.E.G. log arrives whole: the deal of the 72 countries is part of it, so it is
/// `ready` as created.
impl RulesetLog for TegLog {
    type Action = Action;
    type Game = Game;
    const ID: RulesetId = RulesetId::TegRevancha;
    registered!(log Teg);

    fn read(_text: &str, value: &Value) -> Result<TegLog, LogError> {
        on_map(Self::ID.ruleset().map(), || TegLog::from_value(value))
    }

    fn replay_game(&self) -> Result<Game, ReplayStop> {
        let names = self.objection_names();
        teg::replay(self).map_err(|f| stop(f, |r| teg::objection(r, &names)))
    }
}

impl RulesetAction for Action {
    const ID: RulesetId = RulesetId::TegRevancha;
    registered!(action Teg);

    fn server_time(&mut self) -> Option<&mut DateTime<Utc>> {
        match self {
            Action::Clock { at, .. } => Some(at),
            _ => None,
        }
    }
}

impl RulesetGame for Game {
    type Action = Action;
    registered!(game Teg);

    fn play(&mut self, action: &Action) -> Result<(), Objection> {
        self.apply_mut(action)
            .map_err(|r| teg::objection(&r, &self.names()))
    }

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
