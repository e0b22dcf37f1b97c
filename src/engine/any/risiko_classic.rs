//! Classic Risiko in the registry.

use chrono::{DateTime, Utc};
use serde_json::Value;

use super::{
    AnyAction, AnyGame, AnyLog, RulesetAction, RulesetGame, RulesetLog, player_names, stop,
};
use crate::engine::Lang;
use crate::engine::classic::{self, Action, ClassicLog, Game, Setup};
use crate::engine::log::LogError;
use crate::engine::map::on_map;
use crate::engine::ruleset::RulesetId;
use crate::engine::seat::Seat;
use crate::engine::table::{Objection, ReplayStop};

impl RulesetLog for ClassicLog {
    type Action = Action;
    type Game = Game;
    const ID: RulesetId = RulesetId::RisikoClassic;

    fn read(_text: &str, value: &Value) -> Result<ClassicLog, LogError> {
        on_map(Self::ID.ruleset().map(), || ClassicLog::from_value(value))
    }

    fn named_ruleset(&self) -> &str {
        &self.ruleset
    }

    fn recorded(&self) -> &[Action] {
        &self.actions
    }

    fn recorded_mut(&mut self) -> &mut Vec<Action> {
        &mut self.actions
    }

    fn player_names(&self) -> Vec<String> {
        player_names(&self.players, |p| &p.name)
    }

    fn labels(&self) -> Vec<&str> {
        self.players.iter().map(|p| p.name.as_str()).collect()
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

    fn pretty_json(&self) -> String {
        self.to_json_pretty()
    }

    /// Played on the shipped RisiKo! map: the log alone replays.
    fn download(&self) -> String {
        self.to_json_pretty()
    }

    fn replay_game(&self) -> Result<Game, ReplayStop> {
        let names = player_names(&self.players, |p| &p.name);
        classic::replay(self).map_err(|f| stop(f, |r| classic::objection(r, &names)))
    }

    fn into_any(self) -> AnyLog {
        AnyLog::Classic(self)
    }
}

impl RulesetAction for Action {
    const ID: RulesetId = RulesetId::RisikoClassic;

    fn tag(&self) -> &'static str {
        self.kind()
    }

    fn actor(&self) -> Option<Seat> {
        self.seat()
    }

    fn stamp(&self, now: DateTime<Utc>) -> Action {
        match self {
            Action::Clock { event, .. } => Action::Clock {
                event: *event,
                at: now,
            },
            other => other.clone(),
        }
    }

    fn into_any(self) -> AnyAction {
        AnyAction::Classic(self)
    }
}

impl RulesetGame for Game {
    type Action = Action;

    fn play(&mut self, action: &Action) -> Result<(), Objection> {
        self.apply_mut(action)
            .map_err(|r| classic::objection(&r, &self.names()))
    }

    fn say(&self, action: &Action, lang: Lang, names: &[String]) -> String {
        action.describe(lang, names)
    }

    fn into_any(self) -> AnyGame {
        AnyGame::Classic(Box::new(self))
    }
}
