//! T.E.G. La Revancha in the registry, on its own 72-country board.

use chrono::{DateTime, Utc};
use serde_json::Value;

use super::{
    AnyAction, AnyGame, AnyLog, Attack, RulesetAction, RulesetGame, RulesetLog, player_names, stop,
};
use crate::engine::Lang;
use crate::engine::log::LogError;
use crate::engine::map::on_map;
use crate::engine::ruleset::RulesetId;
use crate::engine::seat::Seat;
use crate::engine::table::{Objection, ReplayStop};
use crate::engine::teg::{self, Action, Game, TegLog};

impl RulesetLog for TegLog {
    type Action = Action;
    type Game = Game;
    const ID: RulesetId = RulesetId::TegRevancha;

    fn read(_text: &str, value: &Value) -> Result<TegLog, LogError> {
        on_map(Self::ID.ruleset().map(), || TegLog::from_value(value))
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

    /// A T.E.G. log arrives whole: the deal of the 72 countries is part of it.
    fn ready(&self) -> bool {
        true
    }

    fn pretty_json(&self) -> String {
        self.to_json_pretty()
    }

    /// Played on the shipped T.E.G. board: the log alone replays.
    fn download(&self) -> String {
        self.to_json_pretty()
    }

    fn replay_game(&self) -> Result<Game, ReplayStop> {
        let names = player_names(&self.players, |p| &p.name);
        teg::replay(self).map_err(|f| stop(f, |r| teg::objection(r, &names)))
    }

    fn into_any(self) -> AnyLog {
        AnyLog::Teg(self)
    }
}

impl RulesetAction for Action {
    const ID: RulesetId = RulesetId::TegRevancha;

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
        AnyAction::Teg(self)
    }
}

impl RulesetGame for Game {
    type Action = Action;

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

    fn into_any(self) -> AnyGame {
        AnyGame::Teg(Box::new(self))
    }
}
