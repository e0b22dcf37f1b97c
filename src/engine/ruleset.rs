//! The seam between the app and a rule system. Each ruleset (today only RisiKo! 2 vs 2;
//! later classic Risk, T.E.G. La Revancha, TEG Jr, Risk 2210 as siblings of `risiko2v2/`)
//! implements [`Ruleset`]; the app finds it by the log's `ruleset` id with [`ruleset_for`]
//! and can replay any log to JSON without knowing which game it is.

use serde_json::Value;

use super::Lang;
use super::log::MatchLog;
use super::map::Map;
use super::risiko2v2::{self, ReplayFailure};

/// A replayed match as JSON: the `state` and `score` objects of `MATCH-LOG.md`.
#[derive(Debug, Clone, PartialEq)]
pub struct ReplayJson {
    /// The state after the last action.
    pub state: Value,
    /// The score now (final once the match is finished).
    pub score: Value,
    /// True if the match is over.
    pub finished: bool,
}

/// A rule system the engine can referee.
pub trait Ruleset: Send + Sync {
    /// The id logs use, e.g. `risiko-2v2`.
    fn id(&self) -> &'static str;
    /// A display name.
    fn name(&self, lang: Lang) -> &'static str;
    /// The board it is played on.
    fn map(&self) -> &'static Map;
    /// Replays a log and renders the outcome as JSON.
    ///
    /// # Errors
    /// The first refusal, with the index of the refused action (`None` for the setup).
    fn replay_json(&self, log: &MatchLog) -> Result<ReplayJson, ReplayFailure>;
}

/// The RisiKo! 2 vs 2 club regulation.
#[derive(Debug, Clone, Copy, Default)]
pub struct Risiko2v2;

impl Ruleset for Risiko2v2 {
    fn id(&self) -> &'static str {
        "risiko-2v2"
    }

    fn name(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::It => "RisiKo! 2 contro 2",
            Lang::En => "RisiKo! 2 vs 2",
        }
    }

    fn map(&self) -> &'static Map {
        Map::risiko()
    }

    fn replay_json(&self, log: &MatchLog) -> Result<ReplayJson, ReplayFailure> {
        let game = risiko2v2::replay(log)?;
        Ok(ReplayJson {
            state: serde_json::to_value(game.view()).unwrap_or(Value::Null),
            score: serde_json::to_value(game.score()).unwrap_or(Value::Null),
            finished: game.finished(),
        })
    }
}

/// The ruleset with that id, if the engine knows it.
pub fn ruleset_for(id: &str) -> Option<&'static dyn Ruleset> {
    static RISIKO_2V2: Risiko2v2 = Risiko2v2;
    match id {
        "risiko-2v2" => Some(&RISIKO_2V2),
        _ => None,
    }
}
