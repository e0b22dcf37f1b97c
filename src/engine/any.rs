//! One enum over the rulesets, as a chess library's variant position is one enum over its
//! variants: [`AnyGame`] holds a game of any ruleset and implements [`Table`] by
//! delegation; [`AnyAction`] and [`AnyLog`] do the same for actions and logs. A generic
//! layer (web, db, CLI) uses these and [`Objection`], never a ruleset's own types.
//!
//! Each ruleset's types implement the three traits of [`super::rulebook`], one per
//! concern: [`RulesetLog`] (its log), [`super::rulebook::RulesetAction`] (its actions)
//! and [`super::rulebook::RulesetGame`] (its match). The enums, their `ruleset_id` and
//! their one dispatch are written from the crate's list of rulesets (`crate::rulesets`,
//! one line a ruleset, read by `rulesets!` in [`super::ruleset`]): they hand out their value as a trait object in ONE place each
//! ([`AnyLog::facet`], [`AnyAction::facet`], [`AnyGame::facet`] and their `_mut` twins),
//! and [`RulesetId::reader`] is the one place a [`RulesetId`] meets its types; what a
//! generic layer calls on them is written here, once, above the registry. A new ruleset
//! adds its registry line and its impls in its folder's `registered.rs` (with
//! `registered!`): the compiler then names every item it must fill, no match has a
//! catch-all arm.

use chrono::{DateTime, Utc};
use serde_json::Value;

pub use super::ruleset::{AnyAction, AnyGame, AnyLog};

use super::Lang;
use super::log::MatchLog;
use super::log_file::{LogError, at};
use super::map::{Map, TerritoryId, on_map};
use super::rulebook::{Ruleset, RulesetLog};
use super::ruleset::RulesetId;
use super::seat::{Owner, Seat};
use super::table::{
    Choices, ClockView, Objection, ReplayStop, Said, SeatInfo, Table, TableResult, TeamScore,
};
use crate::i18n::tf;
use fluent_bundle::FluentValue;

impl AnyLog {
    /// Reads a log of any ruleset strictly, choosing the reader by its `ruleset`
    /// ([`RulesetId::parse`]). A log naming no ruleset, or one the engine does not know,
    /// goes to the 2 vs 2 reader, as it always has: the first is a 2 vs 2 log
    /// (`MATCH-LOG.md`), the second is refused by its replay as `unknown_ruleset`.
    ///
    /// # Errors
    /// A [`LogError`] naming the place (line/column or JSON path).
    pub fn parse(text: &str) -> Result<AnyLog, LogError> {
        let value = serde_json::from_str::<Value>(text).ok();
        let id = value
            .as_ref()
            .and_then(|v| v.get("ruleset"))
            .and_then(Value::as_str)
            .and_then(RulesetId::parse);
        match id.zip(value) {
            Some((id, v)) => id.reader().read_log(text, &v),
            // The 2 vs 2 reader names the line and column of broken JSON.
            None => MatchLog::read(text, &Value::Null).map(AnyLog::Risiko2v2),
        }
    }

    /// The ruleset id the log names.
    pub fn ruleset(&self) -> &str {
        self.facet().ruleset()
    }

    /// The board the log is played on.
    pub fn map(&self) -> &'static Map {
        self.facet().map()
    }

    /// How many actions it records.
    pub fn action_count(&self) -> usize {
        self.facet().action_count()
    }

    /// The log as pretty JSON, keys in a fixed order.
    pub fn to_json_pretty(&self) -> String {
        on_map(self.map(), || self.facet().to_json_pretty())
    }

    /// The log as a download gives it: [`AnyLog::to_json_pretty`], and a TEG Jr match on a
    /// club's board carries that board (`board`, after the actions) so that it replays
    /// where the board was never uploaded.
    pub fn download_json(&self) -> String {
        on_map(self.map(), || self.facet().download_json())
    }

    /// Appends an action of the log's ruleset.
    ///
    /// # Errors
    /// An [`Objection`] when the action belongs to another ruleset.
    pub fn push(&mut self, action: AnyAction) -> Result<(), Objection> {
        if self.facet_mut().push(action.facet().as_any()) {
            Ok(())
        } else {
            Err(wrong_ruleset(self.ruleset(), action.ruleset()))
        }
    }

    /// Reads one stored action (a JSON object) as an action of this log's ruleset. A
    /// 2 vs 2 log reads 2 vs 2 actions whatever id it names, as it always has.
    ///
    /// # Errors
    /// A [`LogError`] naming the wrong field.
    pub fn action_from_json(&self, value: &Value) -> Result<AnyAction, LogError> {
        on_map(self.map(), || self.facet().action_from_json(value))
    }

    /// The players' names in seat order.
    pub fn names(&self) -> Vec<String> {
        self.facet().names()
    }

    /// True once the setup lets the match be replayed and recorded (each ruleset's
    /// [`RulesetLog::ready`]: a setup still to be entered at the table is stored empty).
    pub fn ready(&self) -> bool {
        self.facet().ready()
    }

    /// The last action recorded, if any.
    pub fn last_action(&self) -> Option<AnyAction> {
        self.facet().last_action()
    }

    /// The setup alone (no actions) and the actions, for a replay that looks at each
    /// step (the console's turn timing).
    pub fn split(&self) -> (AnyLog, Vec<AnyAction>) {
        self.facet().split()
    }

    /// The log without its last action (undo), `None` if it has none.
    pub fn without_last(&self) -> Option<AnyLog> {
        let mut out = self.clone();
        out.facet_mut().pop().then_some(out)
    }

    /// The setup alone (the log without its actions) as compact JSON: what a match row
    /// stores, the actions going to entries one by one.
    pub fn setup_json(&self) -> String {
        // Ids are written on the log's board (the Risk 2210 one is not RisiKo!, a TEG
        // Jr one is the club's).
        on_map(self.map(), || self.facet().setup_json())
    }

    /// Each action as the compact JSON an entry stores (keys in the log's order).
    pub fn actions_json(&self) -> Vec<String> {
        on_map(self.map(), || self.facet().actions_json())
    }

    /// The players' names and, where the ruleset has teams, their team labels: every
    /// name the log brings that a page will show.
    pub fn labels(&self) -> Vec<&str> {
        self.facet().labels()
    }
}

impl AnyAction {
    /// Reads one action (a JSON object of the log's `actions` list) for a ruleset.
    ///
    /// # Errors
    /// A [`LogError`] naming the wrong field, or `ruleset` for an unknown ruleset.
    pub fn from_json(ruleset: &str, value: &Value) -> Result<AnyAction, LogError> {
        let Some(id) = RulesetId::parse(ruleset) else {
            return Err(at("ruleset", &format!("unknown ruleset `{ruleset}`")));
        };
        id.reader().read_action(value)
    }

    /// The ruleset the action belongs to.
    pub fn ruleset(&self) -> &'static str {
        self.ruleset_id().id()
    }

    /// The `type` tag.
    pub fn kind(&self) -> &'static str {
        self.facet().kind()
    }

    /// The seat acting, if the action has one.
    pub fn seat(&self) -> Option<Seat> {
        self.facet().seat()
    }

    /// The action with the server's time in place of a clock event's `at` (clock times
    /// come from the server, always); any other action unchanged.
    pub fn stamped(&self, now: DateTime<Utc>) -> AnyAction {
        self.facet().stamped(now)
    }

    /// The action as log JSON.
    pub fn to_json(&self) -> Value {
        self.facet().to_json()
    }
}

/// The refusal of an action of another ruleset (a caller's mistake, not a referee's).
fn wrong_ruleset(game: &str, action: &str) -> Objection {
    let args = [
        ("action", FluentValue::from(action)),
        ("game", FluentValue::from(game)),
    ];
    let said = Said::new(|lang| tf(lang, "ruleset_wrong.action", &args));
    let data = serde_json::json!({"code": "wrong_ruleset", "game": game, "action": action});
    Objection {
        code: "wrong_ruleset",
        detail: super::refusal::detail(&data, |lang| said.in_lang(lang).to_string()),
        said,
    }
}

impl AnyGame {
    /// Replays a log of any ruleset.
    ///
    /// # Errors
    /// The first refusal as a [`ReplayStop`] (`index: None` for the setup).
    pub fn replay(log: &AnyLog) -> Result<AnyGame, ReplayStop> {
        on_map(log.map(), || log.facet().replay())
    }

    /// Applies one action in place; on refusal nothing changes.
    ///
    /// # Errors
    /// The ruleset's refusal as an [`Objection`], or `wrong_ruleset`.
    pub fn apply_mut(&mut self, action: &AnyAction) -> Result<(), Objection> {
        let map = self.table().map();
        on_map(map, || self.facet_mut().play(action.facet().as_any()))
            .unwrap_or_else(|| Err(wrong_ruleset(self.ruleset(), action.ruleset())))
    }

    /// Applies one action to a copy; `self` never changes.
    ///
    /// # Errors
    /// As [`AnyGame::apply_mut`].
    pub fn apply(&self, action: &AnyAction) -> Result<AnyGame, Objection> {
        let mut next = self.clone();
        next.apply_mut(action)?;
        Ok(next)
    }

    /// An action of this game's ruleset as a sentence for the history, naming players.
    pub fn describe(&self, action: &AnyAction, lang: Lang) -> String {
        let names: Vec<String> = self.seats().into_iter().map(|s| s.name).collect();
        on_map(self.table().map(), || {
            self.facet()
                .say(action.facet().as_any(), lang, &names)
                // An action of another ruleset: named in words, never by its code.
                .unwrap_or_else(|| {
                    super::action_words::action_words(action.kind(), lang).to_string()
                })
        })
    }

    /// The fight a throw settles, read in the game before it: the attacker, the
    /// territory it attacks from, the one attacked and who defends it (a condominium's
    /// occupant named by the throw, else the owner). `None` for every other action, and
    /// for the rulesets whose own sentences already say who lost what (2 vs 2, classic,
    /// torneo): each ruleset's [`super::rulebook::RulesetGame::attack_of`].
    pub fn throw_route(&self, action: &AnyAction) -> Option<ThrowRoute> {
        let attack = self.facet().attack_of(action.facet().as_any())?;
        let defender = attack
            .against
            .map(Owner::Seat)
            .or_else(|| self.table().owner(attack.to))?;
        Some(ThrowRoute {
            attacker: attack.attacker,
            from: attack.from,
            to: attack.to,
            defender,
        })
    }

    /// The `clock` action of this game's ruleset for an event word (as
    /// [`Table::clock_due`] names it) at `now`; `None` if the ruleset has no such event.
    pub fn clock_action(&self, event: &str, now: DateTime<Utc>) -> Option<AnyAction> {
        let value = serde_json::json!({"type": "clock", "event": event, "at": now});
        AnyAction::from_json(self.ruleset(), &value).ok()
    }

    /// The game behind the shared surface.
    pub fn table(&self) -> &dyn Table {
        self.facet().table()
    }
}

/// Who fights whom in a throw ([`AnyGame::throw_route`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThrowRoute {
    /// The attacking seat.
    pub attacker: Seat,
    /// The territory it attacks from.
    pub from: TerritoryId,
    /// The territory attacked.
    pub to: TerritoryId,
    /// Who defends it.
    pub defender: Owner,
}

/// Implements [`Table`] methods by handing them to [`AnyGame::table`], with ids read and
/// written on the game's own board (the JSON of `state_json`, `last_action`...).
macro_rules! delegate {
    ($($name:ident($($arg:ident: $ty:ty),*) -> $ret:ty;)*) => {
        $(fn $name(&self $(, $arg: $ty)*) -> $ret {
            let table = self.table();
            on_map(table.map(), || table.$name($($arg),*))
        })*
    };
}

impl Table for AnyGame {
    delegate! {
        ruleset() -> &'static str;
        map() -> &'static Map;
        seats() -> Vec<SeatInfo>;
        to_act() -> Option<Seat>;
        round() -> u32;
        phase_code() -> &'static str;
        phase_words(lang: Lang) -> &'static str;
        owner(t: TerritoryId) -> Option<Owner>;
        armies(t: TerritoryId) -> u32;
        last_action() -> Option<Value>;
        choices() -> Choices;
        clock() -> ClockView;
        clock_due(now: DateTime<Utc>) -> Option<&'static str>;
        finished() -> bool;
        result() -> TableResult;
        state_json() -> Value;
        score_json() -> Value;
        team_score() -> Option<TeamScore>;
    }

    /// The registry knows which rulesets count years ([`super::rulebook::Ruleset`]).
    fn counts_years(&self) -> bool {
        self.ruleset_id().ruleset().counts_years()
    }
}

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

// A descriptor's replay is written here, beside `AnyGame::replay` that it calls: the
// descriptor itself (`rulebook`) sits below the rulesets and cannot name the enums.
impl Ruleset {
    /// Replays a log and renders the outcome as JSON.
    ///
    /// # Errors
    /// The first refusal, with the index of the refused action (`None` for the setup).
    pub fn replay_json(&self, log: &AnyLog) -> Result<ReplayJson, ReplayStop> {
        let game = AnyGame::replay(log)?;
        Ok(ReplayJson {
            state: game.state_json(),
            score: game.score_json(),
            finished: game.finished(),
        })
    }
}

#[cfg(test)]
mod tests;
