//! The rule systems the engine knows, by the log's `ruleset` id: [`ruleset_for`] gives the
//! descriptor (id, display name, board) and replays any log to JSON without knowing which
//! game it is. The match itself, for every screen, is [`AnyGame`] read through
//! [`super::table::Table`].
//!
//! The registry is here: one line a ruleset in the `rulesets!` list below, from which
//! [`RulesetId`], the variants of [`AnyLog`], [`AnyAction`] and [`AnyGame`], their one
//! dispatch and each id's descriptor and types are written. A new ruleset adds its line
//! (and its `pub mod` line in `engine/mod.rs`); the compiler then asks for everything else
//! in its own folder.

use std::ops::RangeInclusive;

use serde_json::Value;

use serde::{Serialize, Serializer};

use super::Lang;
use super::any::{ActionFacet, GameFacet, LogFacet, Reader, RulesetLog, Types};
use super::log_file::LogError;
use super::map::{Map, Needs};
use super::table::{ReplayStop, Table};

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

/// A rule system the engine can referee, as its folder states it (`RULESET_DESCRIPTOR`,
/// in its `registered.rs`). What a screen asks of a ruleset (its id, board, table size,
/// tournaments) is data, written once there and found by [`RulesetId::ruleset`]; its game,
/// log and actions are the traits of [`super::any`].
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

/// Writes the registry from its list (the one invocation below, one line a ruleset):
/// [`RulesetId`] and [`RulesetId::ALL`] in the list's order, each id's descriptor
/// ([`RulesetId::ruleset`], the `RULESET_DESCRIPTOR` its folder states) and types
/// ([`RulesetId::reader`]), the variants of [`AnyLog`], [`AnyAction`] and [`AnyGame`]
/// (the log's own action and game types, [`RulesetLog`]'s) and their one dispatch, the
/// `facet` methods. Every match it writes names each line and has no catch-all arm, so a
/// line whose folder lacks its descriptor, or whose log lacks the registry's traits,
/// does not compile.
macro_rules! rulesets {
    ($($id:ident / $variant:ident: $folder:ident, $log:ty;)*) => {
        /// Every ruleset the engine referees, by the registry's list (`rulesets!`): every
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
                    $(RulesetId::$id => Types::<$log>::IT,)*
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
                $variant($log),
            )*
        }

        /// One action of any ruleset.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum AnyAction {
            $(
                #[doc = concat!("An action of [`RulesetId::", stringify!($id), "`].")]
                $variant(<$log as RulesetLog>::Action),
            )*
        }

        /// A match of any ruleset.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum AnyGame {
            $(
                #[doc = concat!("A match of [`RulesetId::", stringify!($id), "`].")]
                $variant(Box<<$log as RulesetLog>::Game>),
            )*
        }

        impl AnyLog {
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

// The registry: one line a ruleset, in the order the new-match page lists them. A line
// reads: its `RulesetId` variant / its variant of `AnyLog`, `AnyAction` and `AnyGame`:
// its engine folder (which states `RULESET_DESCRIPTOR` and implements the registry's
// traits in its `registered.rs`), its log type.
rulesets! {
    Risiko2v2     / Risiko2v2: risiko2v2, super::log::MatchLog;
    RisikoClassic / Classic:   classic,   super::classic::ClassicLog;
    RisikoTorneo  / Torneo:    torneo,    super::torneo::TorneoLog;
    TegRevancha   / Teg:       teg,       super::teg::TegLog;
    Risk2210      / Risk2210:  risk2210,  super::risk2210::R2210Log;
    TegJr         / TegJr:     tegjr,     super::tegjr::TegJrLog;
}

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
