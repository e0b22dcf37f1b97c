//! Risk 2210 A.D. in the registry, on its own board (Earth, seas and Moon).

use chrono::{DateTime, Utc};
use serde_json::Value;

use super::{
    AnyAction, AnyGame, AnyLog, Attack, RulesetAction, RulesetGame, RulesetLog, player_names, stop,
};
use crate::engine::Lang;
use crate::engine::log::LogError;
use crate::engine::map::on_map;
use crate::engine::risk2210::{self, Action, Game, R2210Log};
use crate::engine::ruleset::RulesetId;
use crate::engine::seat::Seat;
use crate::engine::table::{Objection, ReplayStop};

impl RulesetLog for R2210Log {
    type Action = Action;
    type Game = Game;
    const ID: RulesetId = RulesetId::Risk2210;

    fn read(_text: &str, value: &Value) -> Result<R2210Log, LogError> {
        on_map(Self::ID.ruleset().map(), || R2210Log::from_value(value))
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

    /// A 2210 log arrives whole (upload, API): its setup is in it.
    fn ready(&self) -> bool {
        true
    }

    fn pretty_json(&self) -> String {
        self.to_json_pretty()
    }

    /// Played on the shipped Risk 2210 board: the log alone replays.
    fn download(&self) -> String {
        self.to_json_pretty()
    }

    fn replay_game(&self) -> Result<Game, ReplayStop> {
        let names = player_names(&self.players, |p| &p.name);
        risk2210::replay(self).map_err(|f| stop(f, |r| risk2210::objection(r, &names)))
    }

    fn into_any(self) -> AnyLog {
        AnyLog::Risk2210(self)
    }
}

impl RulesetAction for Action {
    const ID: RulesetId = RulesetId::Risk2210;

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
        AnyAction::Risk2210(self)
    }
}

impl RulesetGame for Game {
    type Action = Action;

    fn play(&mut self, action: &Action) -> Result<(), Objection> {
        self.apply_mut(action)
            .map_err(|r| risk2210::objection(&r, &self.names()))
    }

    /// A custom card (§10.4) is named by the name written on it, not its id.
    fn say(&self, action: &Action, lang: Lang, names: &[String]) -> String {
        let said = action.describe(lang, names);
        let Action::PlayCard { deck, card, .. } = action else {
            return said;
        };
        match self.custom_name(*deck, card) {
            Some(name) => said.replace(card.as_str(), name),
            None => said,
        }
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

    fn into_any(self) -> AnyGame {
        AnyGame::Risk2210(Box::new(self))
    }
}
