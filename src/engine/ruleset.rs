//! The registry: the rule systems the engine knows, one line a ruleset in the crate's one
//! list of rulesets (`crate::rulesets`), from which [`RulesetId`] (by the log's `ruleset` id), [`RulesetId::ALL`],
//! each id's descriptor ([`RulesetId::ruleset`], [`ruleset_for`]) and types
//! ([`RulesetId::reader`]), and the variants of [`AnyLog`], [`AnyAction`] and [`AnyGame`]
//! with their one dispatch are written here by `rulesets!` (and each ruleset's module by
//! `engine/mod.rs`). A new ruleset adds its line to the list; the compiler then asks for
//! everything else in its own folders.
//!
//! What a ruleset provides (its descriptor [`Ruleset`] and the traits its types implement)
//! is [`super::rulebook`]'s, below the rulesets; the methods of the enums, what a generic
//! layer calls, are [`super::any`]'s, above this module. The match itself, for every
//! screen, is [`AnyGame`] read through [`super::table::Table`].

use std::any::Any;
use std::marker::PhantomData;

use chrono::{DateTime, Utc};
use serde::{Serialize, Serializer};
use serde_json::Value;

use super::Lang;
use super::log_file::{LogError, at, strip_position};
use super::map::{Map, on_map};
use super::rulebook::{Attack, Ruleset, RulesetAction, RulesetGame, RulesetLog};
use super::seat::Seat;
use super::table::{Objection, ReplayStop, Table};

/// Writes the registry from the crate's list of rulesets (`crate::rulesets`, one line
/// a ruleset, read by the one invocation below):
/// [`RulesetId`] and [`RulesetId::ALL`] in the list's order, each id's descriptor
/// ([`RulesetId::ruleset`], the `RULESET_DESCRIPTOR` its folder states) and types
/// ([`RulesetId::reader`]), the variants of [`AnyLog`], [`AnyAction`] and [`AnyGame`]
/// (the log's own action and game types, [`RulesetLog`]'s), their one dispatch (the
/// `facet` methods and `ruleset_id`) and the `From` each ruleset's log, action and game
/// goes into its enum by: the ruleset states none of it, its folder never names the
/// registry. Every match it writes names each line and has no catch-all arm, so a
/// line whose folder lacks its descriptor, or whose log lacks the registry's traits,
/// does not compile.
macro_rules! rulesets {
    ($($id:ident / $variant:ident: $folder:ident, $log:ident, $console:ident;)*) => {
        /// Every ruleset the engine referees, by the list of rulesets (`crate::rulesets`): every
        /// `match` over it (none has a catch-all arm) names each one, so a new ruleset's
        /// line does not compile until every such match is filled; tests iterate
        /// [`RulesetId::ALL`].
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum RulesetId {
            $(
                #[doc = concat!("The ruleset of [`super::", stringify!($folder), "`].")]
                $id,
            )*
        }

        impl RulesetId {
            /// Every ruleset, in the registry's order.
            pub const ALL: [RulesetId; [$(stringify!($id)),*].len()] = [$(RulesetId::$id),*];

            /// The ruleset's descriptor, as its folder states it (`RULESET_DESCRIPTOR`).
            pub fn ruleset(self) -> &'static Ruleset {
                match self {
                    $(RulesetId::$id => &super::$folder::RULESET_DESCRIPTOR,)*
                }
            }

            /// The one place a ruleset id meets its log, action and game types.
            pub fn reader(self) -> &'static dyn Reader {
                match self {
                    $(RulesetId::$id => {
                        const IT: &Types<super::$folder::$log> = &Types(RulesetId::$id, PhantomData);
                        IT
                    })*
                }
            }
        }

        /// A match log of any ruleset. A log naming no ruleset, or an id the engine does
        /// not know, is held by the 2 vs 2 reader, as it always has been (the replay
        /// refuses the second as `unknown_ruleset`).
        #[derive(Debug, Clone, PartialEq)]
        pub enum AnyLog {
            $(
                #[doc = concat!("A log of [`RulesetId::", stringify!($id), "`].")]
                $variant(super::$folder::$log),
            )*
        }

        /// One action of any ruleset.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum AnyAction {
            $(
                #[doc = concat!("An action of [`RulesetId::", stringify!($id), "`].")]
                $variant(<super::$folder::$log as RulesetLog>::Action),
            )*
        }

        /// A match of any ruleset.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum AnyGame {
            $(
                #[doc = concat!("A match of [`RulesetId::", stringify!($id), "`].")]
                $variant(Box<<super::$folder::$log as RulesetLog>::Game>),
            )*
        }

        $(
            impl From<super::$folder::$log> for AnyLog {
                fn from(log: super::$folder::$log) -> AnyLog {
                    AnyLog::$variant(log)
                }
            }

            impl From<<super::$folder::$log as RulesetLog>::Action> for AnyAction {
                fn from(action: <super::$folder::$log as RulesetLog>::Action) -> AnyAction {
                    AnyAction::$variant(action)
                }
            }

            impl From<<super::$folder::$log as RulesetLog>::Game> for AnyGame {
                fn from(game: <super::$folder::$log as RulesetLog>::Game) -> AnyGame {
                    AnyGame::$variant(Box::new(game))
                }
            }
        )*

        impl AnyLog {
            /// The ruleset whose reader holds the log (a log naming an unknown id is held
            /// by the 2 vs 2 reader).
            pub fn ruleset_id(&self) -> RulesetId {
                match self {
                    $(AnyLog::$variant(_) => RulesetId::$id,)*
                }
            }

            /// The log behind the enum: the one dispatch of every method of [`AnyLog`].
            pub fn facet(&self) -> &dyn LogFacet {
                match self {
                    $(AnyLog::$variant(l) => l,)*
                }
            }

            /// [`AnyLog::facet`], to change the log.
            pub fn facet_mut(&mut self) -> &mut dyn LogFacet {
                match self {
                    $(AnyLog::$variant(l) => l,)*
                }
            }
        }

        impl AnyAction {
            /// The action's ruleset.
            pub fn ruleset_id(&self) -> RulesetId {
                match self {
                    $(AnyAction::$variant(_) => RulesetId::$id,)*
                }
            }

            /// The action behind the enum: the one dispatch of every method of
            /// [`AnyAction`].
            pub fn facet(&self) -> &dyn ActionFacet {
                match self {
                    $(AnyAction::$variant(a) => a,)*
                }
            }
        }

        /// An action is written as its own ruleset's type writes it (its `type` tag
        /// first, its fields in that type's order), on the board the caller has set.
        impl Serialize for AnyAction {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                match self {
                    $(AnyAction::$variant(a) => a.serialize(s),)*
                }
            }
        }

        impl AnyGame {
            /// The game's ruleset.
            pub fn ruleset_id(&self) -> RulesetId {
                match self {
                    $(AnyGame::$variant(_) => RulesetId::$id,)*
                }
            }

            /// The game behind the enum: the one dispatch of every method of [`AnyGame`].
            pub fn facet(&self) -> &dyn GameFacet {
                match self {
                    $(AnyGame::$variant(g) => g.as_ref(),)*
                }
            }

            /// [`AnyGame::facet`], to change the game.
            pub fn facet_mut(&mut self) -> &mut dyn GameFacet {
                match self {
                    $(AnyGame::$variant(g) => g.as_mut(),)*
                }
            }
        }
    };
}

// The registry's list is the crate's one list of rulesets (`crate::rulesets`), which the
// console's registry reads too.
crate::rulesets::every_ruleset!(rulesets);

impl RulesetId {
    /// The id logs use, e.g. `risiko-2v2`.
    pub fn id(self) -> &'static str {
        self.ruleset().id()
    }

    /// The ruleset whose logs use `id`, if the engine knows it.
    pub fn parse(id: &str) -> Option<RulesetId> {
        RulesetId::ALL.into_iter().find(|r| r.id() == id)
    }
}

/// The ids of the rulesets that play on a board a club brings, in `ALL`'s order.
pub fn board_rulesets() -> Vec<&'static str> {
    RulesetId::ALL
        .into_iter()
        .filter(|r| r.ruleset().board_needs().is_some())
        .map(RulesetId::id)
        .collect()
}

/// The ruleset with that id, if the engine knows it.
pub fn ruleset_for(id: &str) -> Option<&'static Ruleset> {
    RulesetId::parse(id).map(RulesetId::ruleset)
}

/// The object-safe face of a [`RulesetLog`], what [`AnyLog`] dispatches to.
pub trait LogFacet {
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

impl<L> LogFacet for L
where
    L: RulesetLog + Into<AnyLog>,
    L::Action: Into<AnyAction>,
    L::Game: Into<AnyGame>,
{
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
        self.recorded().last().cloned().map(Into::into)
    }

    fn split(&self) -> (AnyLog, Vec<AnyAction>) {
        let mut setup = self.clone();
        let actions = std::mem::take(setup.recorded_mut());
        let actions = actions.into_iter().map(Into::into).collect();
        (setup.into(), actions)
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
        RulesetLog::replay_game(self).map(Into::into)
    }
}

/// The object-safe face of a [`RulesetAction`], what [`AnyAction`] dispatches to.
pub trait ActionFacet {
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

impl<A: RulesetAction + Into<AnyAction>> ActionFacet for A {
    fn kind(&self) -> &'static str {
        RulesetAction::tag(self)
    }

    fn seat(&self) -> Option<Seat> {
        RulesetAction::actor(self)
    }

    fn stamped(&self, now: DateTime<Utc>) -> AnyAction {
        RulesetAction::stamp(self, now).into()
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

/// The types of the ruleset whose log is `L`, under its id in the registry (one value
/// each, written by [`RulesetId::reader`]).
pub struct Types<L>(RulesetId, PhantomData<fn() -> L>);

impl<L> Reader for Types<L>
where
    L: RulesetLog + Into<AnyLog>,
    L::Action: Into<AnyAction>,
{
    fn id(&self) -> RulesetId {
        self.0
    }

    fn read_log(&self, text: &str, value: &Value) -> Result<AnyLog, LogError> {
        L::read(text, value).map(Into::into)
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
fn read_action<A: RulesetAction + Into<AnyAction>>(value: &Value) -> Result<AnyAction, LogError> {
    serde_json::from_value::<A>(value.clone())
        .map(Into::into)
        .map_err(|e| at("action", &strip_position(&e.to_string())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ruleset_names_a_shipped_map() {
        for id in [
            "risiko-2v2",
            "risiko-classic",
            "risiko-torneo",
            "teg-revancha",
            "risk2210",
        ] {
            let r = ruleset_for(id).expect("known");
            assert!(Map::names().any(|n| n == r.map_name()), "{id}");
            assert_eq!(r.map().id, r.map_name());
        }
        assert!(ruleset_for("risk-2210").is_none());
        let seats = |id| ruleset_for(id).map(|r| r.seats());
        assert_eq!(seats("risiko-2v2"), Some(4..=4));
        assert_eq!(seats("risiko-torneo"), Some(3..=5));
        assert_eq!(seats("teg-revancha"), Some(2..=6));
    }

    #[test]
    fn the_registry_round_trips_every_id() {
        for r in RulesetId::ALL {
            assert_eq!(RulesetId::parse(r.id()), Some(r));
        }
        let mut ids: Vec<_> = RulesetId::ALL.iter().map(|r| r.id()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), RulesetId::ALL.len(), "two rulesets share an id");
    }

    /// Every registry line states the facts the per-ruleset types used to answer: the
    /// same id, board, table size, tournaments and club boards as before.
    #[test]
    fn every_descriptor_states_its_facts() {
        for r in RulesetId::ALL {
            let d = r.ruleset();
            let (id, map, seats, team, individual) = match r {
                RulesetId::Risiko2v2 => ("risiko-2v2", "risiko", 4..=4, true, false),
                RulesetId::RisikoClassic => ("risiko-classic", "risiko", 2..=5, false, true),
                RulesetId::RisikoTorneo => ("risiko-torneo", "risiko", 3..=5, false, true),
                RulesetId::TegJr => ("teg-jr", "teg-jr-esempio", 2..=4, false, false),
                RulesetId::Risk2210 => ("risk2210", "risk2210", 2..=5, false, true),
                RulesetId::TegRevancha => ("teg-revancha", "teg-revancha", 2..=6, false, true),
            };
            assert_eq!(d.id(), id);
            assert_eq!(d.map_name(), map, "{id}");
            assert_eq!(d.seats(), seats, "{id}");
            assert_eq!(d.plays_team_tournaments(), team, "{id}");
            assert_eq!(d.plays_individual_tournaments(), individual, "{id}");
            assert_eq!(d.map().id, d.map_name(), "{id}");
            // Only TEG Jr plays on the boards clubs bring; the others have nothing to bring.
            let club = r == RulesetId::TegJr;
            assert_eq!(d.board_needs().is_some(), club, "{id}");
            if !club {
                assert!(d.bring_board(&serde_json::json!({})).is_ok(), "{id}");
            }
        }
        assert_eq!(board_rulesets(), ["teg-jr"]);
    }

    #[test]
    fn only_risk_2210_counts_years() {
        let years = |id| ruleset_for(id).is_some_and(|r| r.counts_years());
        assert!(years("risk2210"));
        for id in [
            "risiko-2v2",
            "risiko-classic",
            "risiko-torneo",
            "teg-jr",
            "teg-revancha",
        ] {
            assert!(!years(id), "{id}");
        }
    }

    #[test]
    fn the_names_are_messages_and_read_as_before() {
        let names = |r: RulesetId| Lang::ALL.map(|l| r.ruleset().name(l));
        for r in RulesetId::ALL {
            let expected = match r {
                RulesetId::Risiko2v2 => {
                    ["RisiKo! 2 contro 2", "RisiKo! 2 vs 2", "RisiKo! 2 contra 2"]
                }
                RulesetId::RisikoClassic => ["Risiko classico", "Classic Risiko", "Risiko clásico"],
                RulesetId::RisikoTorneo => [
                    "RisiKo! torneo individuale",
                    "RisiKo! individual tournament",
                    "RisiKo! torneo individual",
                ],
                RulesetId::TegJr => ["TEG Jr"; 3],
                RulesetId::Risk2210 => ["Risk 2210 A.D."; 3],
                RulesetId::TegRevancha => ["T.E.G. La Revancha"; 3],
            };
            assert_eq!(names(r), expected, "{r:?}");
        }
    }
}
