//! A ruleset's rulebook as the engine reads it: what every rule system provides, written
//! here once and implemented in each ruleset's own folder (its `registered.rs`).
//!
//! - the descriptor, [`Ruleset`] (id, board, table size, [`Tournaments`], [`ClubBoards`]),
//!   which a folder states as its `RULESET_DESCRIPTOR`;
//! - the three traits its types implement, one per concern: [`RulesetLog`] (its log),
//!   [`RulesetAction`] (its actions) and [`RulesetGame`] (its match, with default hooks
//!   such as [`RulesetGame::attack_of`] that a ruleset overrides where it has the thing);
//! - the `registered!` macro that writes the mechanical part of those impls.
//!
//! It sits below the rulesets and imports none of them, nor the registry
//! ([`super::ruleset`], written from the list of rulesets, and [`super::any`], the enums over the
//! rulesets): as a crate's variants implement a trait defined upstream, a ruleset states
//! what it is here and never names the registry. The registry writes what needs the
//! ruleset's place in the list: its [`super::ruleset::RulesetId`], and its log, action and
//! game going into [`super::any::AnyLog`], [`super::any::AnyAction`] and
//! [`super::any::AnyGame`] (`From`).

use std::ops::RangeInclusive;

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::Lang;
use super::fold::ReplayFailure;
use super::log_file::LogError;
use super::map::{Map, Needs, TerritoryId};
use super::seat::Seat;
use super::table::{Objection, ReplayStop, Table};

/// A rule system the engine can referee, as its folder states it (`RULESET_DESCRIPTOR`,
/// in its `registered.rs`). What a screen asks of a ruleset (its id, board, table size,
/// tournaments) is data, written once there and found by the registry's
/// [`super::ruleset::RulesetId::ruleset`] and by its types' [`RulesetAction::RULESET`]; its
/// game, log and actions are the traits below.
#[derive(Debug)]
pub struct Ruleset {
    id: &'static str,
    map_name: &'static str,
    seats: RangeInclusive<usize>,
    tournaments: Tournaments,
    counts_years: bool,
    club_boards: Option<ClubBoards>,
}

/// Which tournaments seat a ruleset's tables. Every registry line states it, so a new
/// ruleset is a decision, not a silent yes or no.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tournaments {
    /// Team tournaments (teams of two, `TOURNAMENT.md`).
    Team,
    /// Individual tournaments (`docs/INDIVIDUAL.md`).
    Individual,
    /// No tournament: single matches only.
    Neither,
}

/// A ruleset played on the boards clubs bring.
#[derive(Debug)]
pub struct ClubBoards {
    /// What it needs of a club's board.
    pub needs: Needs,
    /// The shipped example board, checked like a club's.
    pub example: fn() -> &'static Map,
    /// Makes the board a download carries playable in this process.
    pub bring: fn(&Value) -> Result<(), LogError>,
}

impl Ruleset {
    /// A ruleset on the shipped board `map_name`, seating `seats` players a table.
    pub const fn new(
        id: &'static str,
        map_name: &'static str,
        seats: RangeInclusive<usize>,
        tournaments: Tournaments,
    ) -> Ruleset {
        Ruleset {
            id,
            map_name,
            seats,
            tournaments,
            counts_years: false,
            club_boards: None,
        }
    }

    /// The same ruleset, its `round` counter counting years.
    pub const fn counting_years(self) -> Ruleset {
        Ruleset {
            counts_years: true,
            ..self
        }
    }

    /// The same ruleset, played on the boards clubs bring.
    pub const fn on_club_boards(self, boards: ClubBoards) -> Ruleset {
        Ruleset {
            club_boards: Some(boards),
            ..self
        }
    }

    /// The id logs use, e.g. `risiko-2v2`.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// A display name: the message `ruleset_name-<id>` of the `engine_rulesets` area, so
    /// a new ruleset names itself by adding that message (a test asks it of every one).
    pub fn name(&self, lang: Lang) -> &'static str {
        crate::i18n::t_known(lang, &format!("ruleset_name.{}", self.id())).unwrap_or(self.id())
    }

    /// The name of the board it is played on, one of [`Map::names`] (for a ruleset on
    /// clubs' boards, its shipped example; a match names its own board in its log).
    pub fn map_name(&self) -> &'static str {
        self.map_name
    }

    /// How many players one of its tables seats (a tournament seats tables inside it).
    pub fn seats(&self) -> RangeInclusive<usize> {
        self.seats.clone()
    }

    /// True where the match's `round` counter counts years, not rounds (Risk 2210 A.D.
    /// is played over five years): the screens then say "Anno 3" where others say
    /// "Giro 3".
    pub fn counts_years(&self) -> bool {
        self.counts_years
    }

    /// The board it is played on: territory ids in its logs are slugs of this map.
    pub fn map(&self) -> &'static Map {
        if let Some(boards) = &self.club_boards {
            return (boards.example)();
        }
        // Every ruleset's name is checked against the shipped maps by a test below.
        Map::by_name(self.map_name())
            .unwrap_or_else(|| panic!("{} names an unknown map", self.id()))
    }

    /// What it needs of a board a club brings, for a ruleset played on clubs' own boards
    /// (`None`: only on its shipped board).
    pub fn board_needs(&self) -> Option<Needs> {
        self.club_boards.as_ref().map(|b| b.needs)
    }

    /// Does a team tournament (teams of two, `TOURNAMENT.md`) seat its tables?
    pub fn plays_team_tournaments(&self) -> bool {
        self.tournaments == Tournaments::Team
    }

    /// Does an individual tournament (`docs/INDIVIDUAL.md`) seat its tables? The
    /// creation form offers exactly these, and the archive import takes only these.
    pub fn plays_individual_tournaments(&self) -> bool {
        self.tournaments == Tournaments::Individual
    }

    /// Makes a board the log's JSON carries playable in this process before the log is
    /// read (the command line's replay of a download); nothing for a ruleset played on
    /// shipped boards only.
    ///
    /// # Errors
    /// A [`LogError`] naming what is wrong with the carried board.
    pub fn bring_board(&self, log: &Value) -> Result<(), LogError> {
        match &self.club_boards {
            Some(boards) => (boards.bring)(log),
            None => Ok(()),
        }
    }
}

/// The mechanical part of a ruleset's three impls, the same in every ruleset's
/// `registered.rs` but for the names it is given. Each line goes inside the impl it fills:
/// - `registered!(log);` in `impl RulesetLog`: the log's `ruleset`, `actions` and
///   `players` (each with a `name`), fields every ruleset's log names alike;
/// - `registered!(read on its board);` in `impl RulesetLog`: the log's own strict
///   `from_value` on the ruleset's shipped board, for a ruleset whose log names no board;
/// - `registered!(replay_game by classic);` in `impl RulesetLog`: the replay is the
///   ruleset's own `classic::replay(log)`, a refusal said by `classic::objection(refusal,
///   players' names)`, the pair every ruleset folder exposes;
/// - `registered!(action);` in `impl RulesetAction`: the action's own `CODES`, `kind()`
///   and `seat()`;
/// - `registered!(server_time of Clock);` in `impl RulesetAction`: the server sets the
///   `at` of the `Clock` action, and of no other;
/// - `registered!(play by classic);` in `impl RulesetGame`: the game's own `apply_mut`,
///   a refusal said by `classic::objection(refusal, game.names())`;
/// - `registered!(say by describe);` in `impl RulesetGame`: the action's own
///   `describe(lang, names)` is its history line.
/// - `registered! { ruleset ClassicLog by classic; log { … } action { … } game { … } }`:
///   the three impls of a ruleset whose log is read on its shipped board, its descriptor
///   the folder's `classic::RULESET_DESCRIPTOR`, with the lines every such ruleset has
///   (`log`, `read on its board`, `replay_game`, `action`, `play`) and, in each section,
///   what the ruleset adds or overrides.
///
/// What differs between rulesets is written out beside it, by hand, in the ruleset's
/// own `registered.rs` (each folder imports the macro:
/// `use crate::engine::rulebook::registered;`). Nothing here names the registry: its
/// place in the list (its `RulesetId`, its variant of the enums) is the registry's to
/// write.
macro_rules! registered {
    (
        ruleset $log:ident by $rules:ident;
        log { $($log_items:tt)* }
        action { $($action_items:tt)* }
        game { $($game_items:tt)* }
    ) => {
        impl $crate::engine::rulebook::RulesetLog for $log {
            type Action = $rules::Action;
            type Game = $rules::Game;
            $crate::engine::rulebook::registered!(log);
            $crate::engine::rulebook::registered!(read on its board);
            $crate::engine::rulebook::registered!(replay_game by $rules);
            $($log_items)*
        }

        impl $crate::engine::rulebook::RulesetAction for $rules::Action {
            const RULESET: &'static $crate::engine::rulebook::Ruleset =
                &$rules::RULESET_DESCRIPTOR;
            $crate::engine::rulebook::registered!(action);
            $($action_items)*
        }

        impl $crate::engine::rulebook::RulesetGame for $rules::Game {
            type Action = $rules::Action;
            $crate::engine::rulebook::registered!(play by $rules);
            $($game_items)*
        }
    };
    (log) => {
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
    };
    (read on its board) => {
        fn read(
            _text: &str,
            value: &::serde_json::Value,
        ) -> Result<Self, $crate::engine::log_file::LogError> {
            $crate::engine::map::on_map(Self::RULESET.map(), || Self::from_value(value))
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
                .map_err(|f| $crate::engine::rulebook::stop(f, |r| $rules::objection(r, &names)))
        }
    };
    (action) => {
        const CODES: &'static [&'static str] = Self::CODES;
        fn tag(&self) -> &'static str {
            self.kind()
        }
        fn actor(&self) -> Option<$crate::engine::seat::Seat> {
            self.seat()
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
    /// The log's ruleset: its actions' (one ruleset, one descriptor).
    const RULESET: &'static Ruleset = <Self::Action as RulesetAction>::RULESET;

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
        Self::RULESET.map()
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
}

/// What a ruleset's action provides. Implemented by each ruleset's action type; its JSON
/// is its serde form, written on the ruleset's board.
pub trait RulesetAction: Clone + Serialize + DeserializeOwned + 'static {
    /// The action's ruleset: the descriptor its folder states (`RULESET_DESCRIPTOR`).
    const RULESET: &'static Ruleset;
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
        Self::RULESET.map()
    }
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

/// A replay failure of a ruleset as the shared [`ReplayStop`] (each ruleset's
/// `replay_game`).
pub(crate) fn stop<R>(
    failure: ReplayFailure<R>,
    objection: impl FnOnce(&R) -> Objection,
) -> ReplayStop {
    ReplayStop {
        index: failure.index,
        objection: objection(&failure.refusal),
    }
}
