//! Risk 2210 A.D. in the registry, on its own board (Earth, seas and Moon).

use chrono::{DateTime, Utc};
use serde_json::Value;

use super::{Attack, RulesetAction, RulesetGame, RulesetLog, stop};
use crate::engine::Lang;
use crate::engine::log::LogError;
use crate::engine::map::on_map;
use crate::engine::risk2210::{self, Action, Game, R2210Log};
use crate::engine::ruleset::RulesetId;
use crate::engine::table::{Objection, ReplayStop};

/// A 2210 log arrives whole (upload, API): its setup is in it, so it is `ready` as
/// created.
impl RulesetLog for R2210Log {
    type Action = Action;
    type Game = Game;
    const ID: RulesetId = RulesetId::Risk2210;
    registered!(log Risk2210);

    fn read(_text: &str, value: &Value) -> Result<R2210Log, LogError> {
        on_map(Self::ID.ruleset().map(), || R2210Log::from_value(value))
    }

    fn replay_game(&self) -> Result<Game, ReplayStop> {
        let names = self.objection_names();
        risk2210::replay(self).map_err(|f| stop(f, |r| risk2210::objection(r, &names)))
    }
}

impl RulesetAction for Action {
    const ID: RulesetId = RulesetId::Risk2210;
    registered!(action Risk2210);

    fn server_time(&mut self) -> Option<&mut DateTime<Utc>> {
        match self {
            Action::Clock { at, .. } => Some(at),
            _ => None,
        }
    }
}

impl RulesetGame for Game {
    type Action = Action;
    registered!(game Risk2210);

    fn play(&mut self, action: &Action) -> Result<(), Objection> {
        self.apply_mut(action)
            .map_err(|r| risk2210::objection(&r, &self.names()))
    }

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
