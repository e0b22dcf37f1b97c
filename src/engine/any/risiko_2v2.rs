//! RisiKo! 2 vs 2 in the registry: its log, actions and tracked game.

use chrono::{DateTime, Utc};
use serde_json::Value;

use super::{
    AnyAction, AnyGame, AnyLog, RulesetAction, RulesetGame, RulesetLog, player_names, stop,
};
use crate::engine::Lang;
use crate::engine::log::{Action, Draft, LogError, MatchLog};
use crate::engine::map::{Map, on_map};
use crate::engine::refusal::Names;
use crate::engine::risiko2v2::{self, Refusal, Tracked};
use crate::engine::ruleset::RulesetId;
use crate::engine::seat::Seat;
use crate::engine::table::{Objection, ReplayStop};

impl RulesetLog for MatchLog {
    type Action = Action;
    type Game = Tracked;
    const ID: RulesetId = RulesetId::Risiko2v2;

    /// The 2 vs 2 reader works on the text, so that broken JSON is named by line and
    /// column; it is also the reader of a log naming no ruleset or an unknown one.
    fn read(text: &str, _value: &Value) -> Result<MatchLog, LogError> {
        on_map(Map::risiko(), || MatchLog::parse(text))
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
        self.players
            .iter()
            .flat_map(|p| [p.name.as_str(), p.team.as_str()])
            .collect()
    }

    /// The draft is needed: the physical owners accepted (an empty physical draft marks
    /// "not yet") or the packets dealt.
    fn ready(&self) -> bool {
        match &self.draft {
            Draft::Physical { owners } => !owners.is_empty(),
            Draft::Digital { .. } => true,
        }
    }

    fn pretty_json(&self) -> String {
        self.to_json_pretty()
    }

    /// Played on the shipped RisiKo! map: the log alone replays.
    fn download(&self) -> String {
        self.to_json_pretty()
    }

    /// A log naming an id the engine does not know was read by this reader, and is
    /// refused here, before its setup.
    fn replay_game(&self) -> Result<Tracked, ReplayStop> {
        let names = Names::of(&self.players);
        if self.ruleset != Self::ID.id() {
            let refusal = Refusal::UnknownRuleset {
                ruleset: self.ruleset.clone(),
            };
            return Err(ReplayStop {
                index: None,
                objection: risiko2v2::objection(&refusal, &names),
            });
        }
        let game =
            risiko2v2::replay(self).map_err(|f| stop(f, |r| risiko2v2::objection(r, &names)))?;
        Ok(Tracked::new(game, self.actions.last().cloned()))
    }

    fn into_any(self) -> AnyLog {
        AnyLog::Risiko2v2(self)
    }
}

impl RulesetAction for Action {
    const ID: RulesetId = RulesetId::Risiko2v2;

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
        AnyAction::Risiko2v2(self)
    }
}

impl RulesetGame for Tracked {
    type Action = Action;

    fn play(&mut self, action: &Action) -> Result<(), Objection> {
        let names = Names::of(self.game.players());
        self.apply_mut(action)
            .map_err(|r| risiko2v2::objection(&r, &names))
    }

    /// The 2 vs 2 sentences name teams too: they read the players themselves.
    fn say(&self, action: &Action, lang: Lang, _names: &[String]) -> String {
        action.describe(lang, self.game.players())
    }

    fn into_any(self) -> AnyGame {
        AnyGame::Risiko2v2(Box::new(self))
    }
}
