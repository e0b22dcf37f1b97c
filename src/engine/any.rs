//! One enum over the rulesets, as a chess library's variant position is one enum over its
//! variants: [`AnyGame`] holds a game of any ruleset and implements [`Table`] by
//! delegation; [`AnyAction`] and [`AnyLog`] do the same for actions and logs. A generic
//! layer (web, db, CLI) uses these and [`Objection`], never a ruleset's own types.
//!
//! Each ruleset's types implement three traits, one per concern: [`RulesetLog`] (its
//! log), [`RulesetAction`] (its actions) and [`RulesetGame`] (its match, with default
//! hooks such as [`RulesetGame::attack_of`] that a ruleset overrides where it has the
//! thing). The enums and their one dispatch are written by the registry's list
//! (`rulesets!` in [`super::ruleset`], one line a ruleset): they hand out their value as a
//! trait object in ONE place each ([`AnyLog::facet`], [`AnyAction::facet`],
//! [`AnyGame::facet`] and their `_mut` twins), and [`RulesetId::reader`] is the one place a
//! [`RulesetId`] meets its types; their methods are here. A new ruleset adds its registry
//! line and its impls in its folder's `registered.rs` (with `registered!`): the compiler
//! then names every item it must fill, no match has a catch-all arm.

use std::any::Any;
use std::marker::PhantomData;

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

pub use super::ruleset::{AnyAction, AnyGame, AnyLog};

use super::Lang;
use super::log::MatchLog;
use super::log_file::{LogError, at, strip_position};
use super::map::{Map, TerritoryId, on_map};
use super::ruleset::RulesetId;
use super::seat::{Owner, Seat};
use super::table::{
    Choices, ClockView, Objection, ReplayStop, Said, SeatInfo, Table, TableResult, TeamScore,
};
use crate::i18n::tf;
use fluent_bundle::FluentValue;

/// The mechanical part of a ruleset's three impls, the same in every ruleset's
/// `registered.rs` but for the names it is given. Each line goes inside the impl it fills:
/// - `registered!(log Classic);` in `impl RulesetLog`: the log's `ruleset`, `actions` and
///   `players` (each with a `name`), fields every ruleset's log names alike, and the
///   enum variant `AnyLog::Classic`;
/// - `registered!(read on its board);` in `impl RulesetLog`: the log's own strict
///   `from_value` on the ruleset's shipped board, for a ruleset whose log names no board;
/// - `registered!(replay_game by classic);` in `impl RulesetLog`: the replay is the
///   ruleset's own `classic::replay(log)`, a refusal said by `classic::objection(refusal,
///   players' names)`, the pair every ruleset folder exposes;
/// - `registered!(action Classic);` in `impl RulesetAction`: the action's own `kind()`
///   and `seat()`, and `AnyAction::Classic`;
/// - `registered!(server_time of Clock);` in `impl RulesetAction`: the server sets the
///   `at` of the `Clock` action, and of no other;
/// - `registered!(game Classic);` in `impl RulesetGame`: `AnyGame::Classic`;
/// - `registered!(play by classic);` in `impl RulesetGame`: the game's own `apply_mut`,
///   a refusal said by `classic::objection(refusal, game.names())`;
/// - `registered!(say by describe);` in `impl RulesetGame`: the action's own
///   `describe(lang, names)` is its history line.
/// - `registered! { ruleset ClassicLog by classic as Classic = RisikoClassic; log { … }
///   action { … } game { … } }`: the three impls of a ruleset whose log is read on its
///   shipped board, with the lines every such ruleset has (`log`, `read on its board`,
///   `replay_game`, `action`, `game`, `play`) and, in each section, what the ruleset adds
///   or overrides.
///
/// What differs between rulesets is written out beside it, by hand, in the ruleset's
/// own `registered.rs` (each folder imports the macro: `use crate::engine::any::registered;`).
macro_rules! registered {
    (
        ruleset $log:ident by $rules:ident as $variant:ident = $id:ident;
        log { $($log_items:tt)* }
        action { $($action_items:tt)* }
        game { $($game_items:tt)* }
    ) => {
        impl $crate::engine::any::RulesetLog for $log {
            type Action = $rules::Action;
            type Game = $rules::Game;
            $crate::engine::any::registered!(log $variant);
            $crate::engine::any::registered!(read on its board);
            $crate::engine::any::registered!(replay_game by $rules);
            $($log_items)*
        }

        impl $crate::engine::any::RulesetAction for $rules::Action {
            const ID: $crate::engine::ruleset::RulesetId = $crate::engine::ruleset::RulesetId::$id;
            $crate::engine::any::registered!(action $variant);
            $($action_items)*
        }

        impl $crate::engine::any::RulesetGame for $rules::Game {
            type Action = $rules::Action;
            $crate::engine::any::registered!(game $variant);
            $crate::engine::any::registered!(play by $rules);
            $($game_items)*
        }
    };
    (log $variant:ident) => {
        fn named_ruleset(&self) -> &str {
            &self.ruleset
        }
        fn recorded(&self) -> &[Self::Action] {
            &self.actions
        }
        fn recorded_mut(&mut self) -> &mut Vec<Self::Action> {
            &mut self.actions
        }
        fn player_names(&self) -> Vec<&str> {
            self.players.iter().map(|p| p.name.as_str()).collect()
        }
        fn into_any(self) -> $crate::engine::any::AnyLog {
            $crate::engine::any::AnyLog::$variant(self)
        }
    };
    (read on its board) => {
        fn read(
            _text: &str,
            value: &::serde_json::Value,
        ) -> Result<Self, $crate::engine::log_file::LogError> {
            $crate::engine::map::on_map(Self::ID.ruleset().map(), || Self::from_value(value))
        }
    };
    (say by describe) => {
        fn say(
            &self,
            action: &Self::Action,
            lang: $crate::engine::Lang,
            names: &[String],
        ) -> String {
            action.describe(lang, names)
        }
    };
    (replay_game by $rules:ident) => {
        fn replay_game(&self) -> Result<Self::Game, $crate::engine::table::ReplayStop> {
            let names = self.objection_names();
            $rules::replay(self)
                .map_err(|f| $crate::engine::any::stop(f, |r| $rules::objection(r, &names)))
        }
    };
    (action $variant:ident) => {
        const CODES: &'static [&'static str] = Self::CODES;
        fn tag(&self) -> &'static str {
            self.kind()
        }
        fn actor(&self) -> Option<$crate::engine::seat::Seat> {
            self.seat()
        }
        fn into_any(self) -> $crate::engine::any::AnyAction {
            $crate::engine::any::AnyAction::$variant(self)
        }
    };
    (server_time of $clock:ident) => {
        fn server_time(&mut self) -> Option<&mut ::chrono::DateTime<::chrono::Utc>> {
            match self {
                Self::$clock { at, .. } => Some(at),
                _ => None,
            }
        }
    };
    (game $variant:ident) => {
        fn into_any(self) -> $crate::engine::any::AnyGame {
            $crate::engine::any::AnyGame::$variant(Box::new(self))
        }
    };
    (play by $rules:ident) => {
        fn play(&mut self, action: &Self::Action) -> Result<(), $crate::engine::table::Objection> {
            self.apply_mut(action)
                .map_err(|refusal| $rules::objection(&refusal, &self.names()))
        }
    };
}

pub(crate) use registered;

/// What a ruleset's log provides: how it is read, what it holds, whether it is ready, how
/// it replays. Implemented by each ruleset's log type; the methods marked
/// `registered!` come from that macro.
pub trait RulesetLog: Clone + Serialize + 'static {
    /// The ruleset's actions.
    type Action: RulesetAction;
    /// The match a replay of the log builds.
    type Game: RulesetGame<Action = Self::Action>;
    /// The log's ruleset: its actions' (one ruleset, one id).
    const ID: RulesetId = <Self::Action as RulesetAction>::ID;

    /// Reads the log strictly: `text` as uploaded, `value` the same text as JSON.
    ///
    /// # Errors
    /// A [`LogError`] naming the place.
    fn read(text: &str, value: &Value) -> Result<Self, LogError>;
    /// The `ruleset` id the log names (`registered!`).
    fn named_ruleset(&self) -> &str;
    /// The actions recorded (`registered!`).
    fn recorded(&self) -> &[Self::Action];
    /// The actions recorded, to append or take back one (`registered!`).
    fn recorded_mut(&mut self) -> &mut Vec<Self::Action>;
    /// The players' names in seat order (`registered!`).
    fn player_names(&self) -> Vec<&str>;
    /// The players' names as a ruleset's refusal sentences take them.
    fn objection_names(&self) -> Vec<String> {
        self.player_names().into_iter().map(String::from).collect()
    }
    /// Every name the log brings that a page will show: the players, and their teams in
    /// a ruleset that has them (which overrides this).
    fn labels(&self) -> Vec<&str> {
        self.player_names()
    }
    /// True once the setup lets the match be replayed and recorded. A log that arrives
    /// whole (upload, API), its setup in it, is; a ruleset whose setup may be stored empty
    /// until it is entered at the table overrides this.
    fn ready(&self) -> bool {
        true
    }
    /// The board the log is played on: the ruleset's own unless the log names one.
    fn board(&self) -> &'static Map {
        Self::ID.ruleset().map()
    }
    /// The log as a download gives it (ids on the log's board): what must travel with it
    /// for it to replay elsewhere. On a shipped board the log alone replays: its pretty
    /// JSON. A ruleset whose log names its own [`RulesetLog::board`] overrides this.
    fn download(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
    /// Replays the log (ids on the log's board).
    ///
    /// # Errors
    /// The first refusal as a [`ReplayStop`].
    fn replay_game(&self) -> Result<Self::Game, ReplayStop>;
    /// The log in the enum (`registered!`).
    fn into_any(self) -> AnyLog;
}

/// What a ruleset's action provides. Implemented by each ruleset's action type; its JSON
/// is its serde form, written on the ruleset's board.
pub trait RulesetAction: Clone + Serialize + DeserializeOwned + 'static {
    /// The action's ruleset.
    const ID: RulesetId;
    /// Every `type` tag its actions carry, in the order written (`registered!`, from
    /// the enum's `coded!` list).
    const CODES: &'static [&'static str];

    /// The `type` tag (`registered!`).
    fn tag(&self) -> &'static str;
    /// The seat acting, if the action has one (`registered!`).
    fn actor(&self) -> Option<Seat>;
    /// The time a clock event carries that the server sets, `None` for an action that
    /// carries none. Required, so that a ruleset says which of its actions do.
    fn server_time(&mut self) -> Option<&mut DateTime<Utc>>;
    /// The action with the server's time in place of its [`RulesetAction::server_time`].
    fn stamp(&self, now: DateTime<Utc>) -> Self {
        let mut stamped = self.clone();
        if let Some(at) = stamped.server_time() {
            *at = now;
        }
        stamped
    }
    /// The board an action's ids are read on when no log or game has set one.
    fn board() -> &'static Map {
        Self::ID.ruleset().map()
    }
    /// The action in the enum (`registered!`).
    fn into_any(self) -> AnyAction;
}

/// What a ruleset's match provides beyond the [`Table`] every screen reads: applying one
/// of its actions, saying it in words, and the hooks a ruleset overrides where it has the
/// thing (the default says it has not).
pub trait RulesetGame: Table + Clone + 'static {
    /// The ruleset's actions.
    type Action: RulesetAction;

    /// Applies one action in place (on the game's board); on refusal nothing changes.
    ///
    /// # Errors
    /// The ruleset's refusal as an [`Objection`] naming the players.
    fn play(&mut self, action: &Self::Action) -> Result<(), Objection>;
    /// The action as a sentence for the history; `names` are the seats' names.
    fn say(&self, action: &Self::Action, lang: Lang, names: &[String]) -> String;
    /// The fight a throw settles, read in the game before it, for the rulesets whose own
    /// sentences do not say who lost what; `None` for every other action and ruleset.
    fn attack_of(&self, _action: &Self::Action) -> Option<Attack> {
        None
    }
    /// The game in the enum (`registered!`).
    fn into_any(self) -> AnyGame;
}

/// The fight a throw settles, as a ruleset's [`RulesetGame::attack_of`] reads it: who
/// attacks from where to where, and whom it names as defender (a T.E.G. condominium's
/// occupant), else `None` for the territory's owner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Attack {
    /// The attacking seat.
    pub attacker: Seat,
    /// The territory it attacks from.
    pub from: TerritoryId,
    /// The territory attacked.
    pub to: TerritoryId,
    /// The seat the action names as defender, if it names one.
    pub against: Option<Seat>,
}

/// The object-safe face of a [`RulesetLog`], what [`AnyLog`] dispatches to.
pub trait LogFacet {
    /// The log's ruleset.
    fn ruleset_id(&self) -> RulesetId;
    /// The `ruleset` id the log names.
    fn ruleset(&self) -> &str;
    /// The board.
    fn map(&self) -> &'static Map;
    /// How many actions.
    fn action_count(&self) -> usize;
    /// Pretty JSON.
    fn to_json_pretty(&self) -> String;
    /// The download.
    fn download_json(&self) -> String;
    /// Appends `action` if it is of this ruleset; false if not.
    fn push(&mut self, action: &dyn Any) -> bool;
    /// Reads one action of this ruleset.
    fn action_from_json(&self, value: &Value) -> Result<AnyAction, LogError>;
    /// The players' names.
    fn names(&self) -> Vec<String>;
    /// Names and team labels.
    fn labels(&self) -> Vec<&str>;
    /// Ready to replay and record.
    fn ready(&self) -> bool;
    /// The last action.
    fn last_action(&self) -> Option<AnyAction>;
    /// The setup alone and the actions.
    fn split(&self) -> (AnyLog, Vec<AnyAction>);
    /// Takes back the last action; false if there is none.
    fn pop(&mut self) -> bool;
    /// The setup alone as compact JSON.
    fn setup_json(&self) -> String;
    /// Each action as compact JSON.
    fn actions_json(&self) -> Vec<String>;
    /// Replays the log.
    fn replay(&self) -> Result<AnyGame, ReplayStop>;
}

impl<L: RulesetLog> LogFacet for L {
    fn ruleset_id(&self) -> RulesetId {
        L::ID
    }

    fn ruleset(&self) -> &str {
        RulesetLog::named_ruleset(self)
    }

    fn map(&self) -> &'static Map {
        RulesetLog::board(self)
    }

    fn action_count(&self) -> usize {
        self.recorded().len()
    }

    fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    fn download_json(&self) -> String {
        RulesetLog::download(self)
    }

    fn push(&mut self, action: &dyn Any) -> bool {
        let Some(a) = action.downcast_ref::<L::Action>() else {
            return false;
        };
        self.recorded_mut().push(a.clone());
        true
    }

    fn action_from_json(&self, value: &Value) -> Result<AnyAction, LogError> {
        read_action::<L::Action>(value)
    }

    fn names(&self) -> Vec<String> {
        RulesetLog::objection_names(self)
    }

    fn labels(&self) -> Vec<&str> {
        RulesetLog::labels(self)
    }

    fn ready(&self) -> bool {
        RulesetLog::ready(self)
    }

    fn last_action(&self) -> Option<AnyAction> {
        self.recorded().last().cloned().map(RulesetAction::into_any)
    }

    fn split(&self) -> (AnyLog, Vec<AnyAction>) {
        let mut setup = self.clone();
        let actions = std::mem::take(setup.recorded_mut());
        let actions = actions.into_iter().map(RulesetAction::into_any).collect();
        (setup.into_any(), actions)
    }

    fn pop(&mut self) -> bool {
        self.recorded_mut().pop().is_some()
    }

    fn setup_json(&self) -> String {
        let mut setup = self.clone();
        setup.recorded_mut().clear();
        serde_json::to_string(&setup).unwrap_or_default()
    }

    fn actions_json(&self) -> Vec<String> {
        self.recorded()
            .iter()
            .map(|a| serde_json::to_string(a).unwrap_or_default())
            .collect()
    }

    fn replay(&self) -> Result<AnyGame, ReplayStop> {
        RulesetLog::replay_game(self).map(RulesetGame::into_any)
    }
}

/// The object-safe face of a [`RulesetAction`], what [`AnyAction`] dispatches to.
pub trait ActionFacet {
    /// The action's ruleset.
    fn ruleset_id(&self) -> RulesetId;
    /// The `type` tag.
    fn kind(&self) -> &'static str;
    /// The seat acting.
    fn seat(&self) -> Option<Seat>;
    /// With the server's time.
    fn stamped(&self, now: DateTime<Utc>) -> AnyAction;
    /// As log JSON.
    fn to_json(&self) -> Value;
    /// The action itself, for a game or log of its ruleset to take it back.
    fn as_any(&self) -> &dyn Any;
}

impl<A: RulesetAction> ActionFacet for A {
    fn ruleset_id(&self) -> RulesetId {
        A::ID
    }

    fn kind(&self) -> &'static str {
        RulesetAction::tag(self)
    }

    fn seat(&self) -> Option<Seat> {
        RulesetAction::actor(self)
    }

    fn stamped(&self, now: DateTime<Utc>) -> AnyAction {
        RulesetAction::stamp(self, now).into_any()
    }

    fn to_json(&self) -> Value {
        on_map(A::board(), || serde_json::to_value(self)).unwrap_or(Value::Null)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// The object-safe face of a [`RulesetGame`], what [`AnyGame`] dispatches to.
pub trait GameFacet {
    /// The game's ruleset.
    fn ruleset_id(&self) -> RulesetId;
    /// The shared surface.
    fn table(&self) -> &dyn Table;
    /// Applies `action`; `None` if it is of another ruleset.
    fn play(&mut self, action: &dyn Any) -> Option<Result<(), Objection>>;
    /// Says `action`; `None` if it is of another ruleset.
    fn say(&self, action: &dyn Any, lang: Lang, names: &[String]) -> Option<String>;
    /// The fight `action` settles, if it is a throw of this ruleset that has one.
    fn attack_of(&self, action: &dyn Any) -> Option<Attack>;
}

impl<G: RulesetGame> GameFacet for G {
    fn ruleset_id(&self) -> RulesetId {
        <G::Action as RulesetAction>::ID
    }

    fn table(&self) -> &dyn Table {
        self
    }

    fn play(&mut self, action: &dyn Any) -> Option<Result<(), Objection>> {
        let a = action.downcast_ref::<G::Action>()?;
        Some(RulesetGame::play(self, a))
    }

    fn say(&self, action: &dyn Any, lang: Lang, names: &[String]) -> Option<String> {
        let a = action.downcast_ref::<G::Action>()?;
        Some(RulesetGame::say(self, a, lang, names))
    }

    fn attack_of(&self, action: &dyn Any) -> Option<Attack> {
        RulesetGame::attack_of(self, action.downcast_ref::<G::Action>()?)
    }
}

/// A ruleset's types, reached from its [`RulesetId`] ([`RulesetId::reader`]): how a log or an
/// action of that id is read.
pub trait Reader: Send + Sync {
    /// The ruleset whose types these are.
    fn id(&self) -> RulesetId;
    /// Reads a log of this ruleset.
    ///
    /// # Errors
    /// As [`RulesetLog::read`].
    fn read_log(&self, text: &str, value: &Value) -> Result<AnyLog, LogError>;
    /// Reads one action of this ruleset.
    ///
    /// # Errors
    /// A [`LogError`] naming the wrong field.
    fn read_action(&self, value: &Value) -> Result<AnyAction, LogError>;
    /// Every `type` tag of the ruleset's actions ([`RulesetAction::CODES`]).
    fn action_codes(&self) -> &'static [&'static str];
}

/// The types of the ruleset whose log is `L`.
pub struct Types<L>(PhantomData<fn() -> L>);

impl<L: RulesetLog> Types<L> {
    /// The one value of the type, for [`RulesetId::reader`].
    pub(crate) const IT: &'static Types<L> = &Types(PhantomData);
}

impl<L: RulesetLog> Reader for Types<L> {
    fn id(&self) -> RulesetId {
        L::ID
    }

    fn read_log(&self, text: &str, value: &Value) -> Result<AnyLog, LogError> {
        L::read(text, value).map(RulesetLog::into_any)
    }

    fn read_action(&self, value: &Value) -> Result<AnyAction, LogError> {
        on_map(<L::Action as RulesetAction>::board(), || {
            read_action::<L::Action>(value)
        })
    }

    fn action_codes(&self) -> &'static [&'static str] {
        <L::Action as RulesetAction>::CODES
    }
}

/// Reads one action of type `A` (on the board already set).
fn read_action<A: RulesetAction>(value: &Value) -> Result<AnyAction, LogError> {
    serde_json::from_value::<A>(value.clone())
        .map(RulesetAction::into_any)
        .map_err(|e| at("action", &strip_position(&e.to_string())))
}

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

    /// The ruleset whose reader holds the log (a log naming an unknown id is held by the
    /// 2 vs 2 reader).
    pub fn ruleset_id(&self) -> RulesetId {
        self.facet().ruleset_id()
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

    /// The action's ruleset.
    pub fn ruleset_id(&self) -> RulesetId {
        self.facet().ruleset_id()
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

    /// The game's ruleset.
    pub fn ruleset_id(&self) -> RulesetId {
        self.facet().ruleset_id()
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
    /// torneo): each ruleset's [`RulesetGame::attack_of`].
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

    /// The registry knows which rulesets count years ([`super::ruleset::Ruleset`]).
    fn counts_years(&self) -> bool {
        self.ruleset_id().ruleset().counts_years()
    }
}

/// A replay failure of a ruleset as the shared [`ReplayStop`].
pub(crate) fn stop<R>(
    failure: super::fold::ReplayFailure<R>,
    objection: impl FnOnce(&R) -> Objection,
) -> ReplayStop {
    ReplayStop {
        index: failure.index,
        objection: objection(&failure.refusal),
    }
}

#[cfg(test)]
mod tests;
