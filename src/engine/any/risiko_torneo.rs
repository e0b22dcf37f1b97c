//! The RisiKo! individual tournament match in the registry.

use chrono::{DateTime, Utc};
use serde_json::Value;

use super::{
    AnyAction, AnyGame, AnyLog, RulesetAction, RulesetGame, RulesetLog, player_names, stop,
};
use crate::engine::Lang;
use crate::engine::log::LogError;
use crate::engine::map::on_map;
use crate::engine::ruleset::RulesetId;
use crate::engine::seat::Seat;
use crate::engine::table::{Objection, ReplayStop};
use crate::engine::torneo::{self, Action, Distribution, Game, TorneoLog};

impl RulesetLog for TorneoLog {
    type Action = Action;
    type Game = Game;
    const ID: RulesetId = RulesetId::RisikoTorneo;

    fn read(_text: &str, value: &Value) -> Result<TorneoLog, LogError> {
        on_map(Self::ID.ruleset().map(), || TorneoLog::from_value(value))
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

    /// A deal made at the table is stored empty until it is entered (the console's
    /// "dealt at the table"); otherwise the deal is in the log.
    fn ready(&self) -> bool {
        !matches!(
            &self.distribution,
            Distribution::Entered { owners } if owners.is_empty()
        )
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
        torneo::replay(self).map_err(|f| stop(f, |r| torneo::objection(r, &names)))
    }

    fn into_any(self) -> AnyLog {
        AnyLog::Torneo(self)
    }
}

impl RulesetAction for Action {
    const ID: RulesetId = RulesetId::RisikoTorneo;

    fn tag(&self) -> &'static str {
        self.kind()
    }

    fn actor(&self) -> Option<Seat> {
        self.seat()
    }

    /// A torneo clock event is recorded as the console sent it: its `at` is optional
    /// (a recovery has none), and the registry has never stamped it.
    fn stamp(&self, _now: DateTime<Utc>) -> Action {
        self.clone()
    }

    fn into_any(self) -> AnyAction {
        AnyAction::Torneo(self)
    }
}

impl RulesetGame for Game {
    type Action = Action;

    fn play(&mut self, action: &Action) -> Result<(), Objection> {
        self.apply_mut(action)
            .map_err(|r| torneo::objection(&r, &self.names()))
    }

    fn say(&self, action: &Action, lang: Lang, names: &[String]) -> String {
        action.describe(lang, names)
    }

    fn into_any(self) -> AnyGame {
        AnyGame::Torneo(Box::new(self))
    }
}
