//! RisiKo! 2 vs 2 in the registry: its log, actions and tracked game.

use serde_json::Value;

use crate::engine::Lang;
use crate::engine::log::{Action, Draft, LogError, MatchLog};
use crate::engine::map::{Map, on_map};
use crate::engine::refusal::Names;
use crate::engine::risiko2v2::{self, Refusal, Tracked};
use crate::engine::rulebook::{
    Ruleset, RulesetAction, RulesetGame, RulesetLog, Tournaments, registered, stop,
};
use crate::engine::table::{Objection, ReplayStop};

/// The RisiKo! 2 vs 2 club regulation.
pub static RULESET_DESCRIPTOR: Ruleset = {
    let seats = super::SEATS;
    Ruleset::new("risiko-2v2", "risiko", seats..=seats, Tournaments::Team)
};

impl RulesetLog for MatchLog {
    type Action = Action;
    type Game = Tracked;
    registered!(log);

    /// The 2 vs 2 reader works on the text, so that broken JSON is named by line and
    /// column; it is also the reader of a log naming no ruleset or an unknown one.
    fn read(text: &str, _value: &Value) -> Result<MatchLog, LogError> {
        on_map(Map::risiko(), || MatchLog::parse(text))
    }

    /// The players and their teams.
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

    /// A log naming an id the engine does not know was read by this reader, and is
    /// refused here, before its setup.
    fn replay_game(&self) -> Result<Tracked, ReplayStop> {
        let names = Names::of(&self.players);
        if self.ruleset != Self::RULESET.id() {
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
}

impl RulesetAction for Action {
    const RULESET: &'static Ruleset = &RULESET_DESCRIPTOR;
    registered!(action);
    registered!(server_time of Clock);
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
}
