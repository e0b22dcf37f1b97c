//! Classic Risiko in the registry.

use chrono::{DateTime, Utc};
use serde_json::Value;

use super::{RulesetAction, RulesetGame, RulesetLog, stop};
use crate::engine::Lang;
use crate::engine::classic::{self, Action, ClassicLog, Game, Setup};
use crate::engine::log::LogError;
use crate::engine::map::on_map;
use crate::engine::ruleset::RulesetId;
use crate::engine::table::{Objection, ReplayStop};

impl RulesetLog for ClassicLog {
    type Action = Action;
    type Game = Game;
    const ID: RulesetId = RulesetId::RisikoClassic;
    registered!(log Classic);

    fn read(_text: &str, value: &Value) -> Result<ClassicLog, LogError> {
        on_map(Self::ID.ruleset().map(), || ClassicLog::from_value(value))
    }

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

    fn replay_game(&self) -> Result<Game, ReplayStop> {
        let names = self.objection_names();
        classic::replay(self).map_err(|f| stop(f, |r| classic::objection(r, &names)))
    }
}

impl RulesetAction for Action {
    const ID: RulesetId = RulesetId::RisikoClassic;
    registered!(action Classic);

    fn server_time(&mut self) -> Option<&mut DateTime<Utc>> {
        match self {
            Action::Clock { at, .. } => Some(at),
            _ => None,
        }
    }
}

impl RulesetGame for Game {
    type Action = Action;
    registered!(game Classic);

    fn play(&mut self, action: &Action) -> Result<(), Objection> {
        self.apply_mut(action)
            .map_err(|r| classic::objection(&r, &self.names()))
    }

    fn say(&self, action: &Action, lang: Lang, names: &[String]) -> String {
        action.describe(lang, names)
    }
}
