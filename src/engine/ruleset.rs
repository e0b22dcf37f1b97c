//! The rule systems the engine knows, by the log's `ruleset` id: [`ruleset_for`] gives the
//! descriptor (id, display name, board) and replays any log to JSON without knowing which
//! game it is. The match itself, for every screen, is [`super::any::AnyGame`] read
//! through [`super::table::Table`].

use std::ops::RangeInclusive;

use serde_json::Value;

use super::Lang;
use super::any::{AnyGame, AnyLog};
use super::log::LogError;
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

/// A rule system the engine can referee, as its registry line states it. What a screen
/// asks of a ruleset (its id, board, table size, tournaments) is data, written once in
/// [`RulesetId::ruleset`]; its game, log and actions are the traits of [`super::any`].
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
struct ClubBoards {
    /// What it needs of a club's board.
    needs: Needs,
    /// The shipped example board, checked like a club's.
    example: fn() -> &'static Map,
    /// Makes the board a download carries playable in this process.
    bring: fn(&Value) -> Result<(), LogError>,
}

impl Ruleset {
    /// A ruleset on the shipped board `map_name`, seating `seats` players a table.
    const fn new(
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
    const fn counting_years(self) -> Ruleset {
        Ruleset {
            counts_years: true,
            ..self
        }
    }

    /// The same ruleset, played on the boards clubs bring.
    const fn on_club_boards(self, boards: ClubBoards) -> Ruleset {
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

/// Every ruleset the engine referees: the one registry. A new ruleset adds its variant
/// here, and every `match` over `RulesetId` (none has a catch-all arm) then fails to
/// compile until the new ruleset fills it; tests iterate [`RulesetId::ALL`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RulesetId {
    /// RisiKo! 2 vs 2 (`risiko-2v2`).
    Risiko2v2,
    /// Classic Risiko (`risiko-classic`).
    RisikoClassic,
    /// RisiKo! individual tournament match (`risiko-torneo`).
    RisikoTorneo,
    /// TEG Jr (`teg-jr`).
    TegJr,
    /// Risk 2210 A.D. (`risk2210`).
    Risk2210,
    /// T.E.G. La Revancha (`teg-revancha`).
    TegRevancha,
}

impl RulesetId {
    /// Every ruleset, in the order the new-match page lists them.
    pub const ALL: [RulesetId; 6] = [
        RulesetId::Risiko2v2,
        RulesetId::RisikoClassic,
        RulesetId::RisikoTorneo,
        RulesetId::TegRevancha,
        RulesetId::Risk2210,
        RulesetId::TegJr,
    ];

    /// The ruleset's descriptor: its registry line.
    pub fn ruleset(self) -> &'static Ruleset {
        use Tournaments::{Individual, Neither, Team};
        /// The RisiKo! 2 vs 2 club regulation.
        static RISIKO_2V2: Ruleset = {
            let seats = super::risiko2v2::SEATS;
            Ruleset::new("risiko-2v2", "risiko", seats..=seats, Team)
        };
        /// Classic Risiko, with real dice and individual players. Five at most at a
        /// tournament's table: a sixth player needs `start_armies` for six, which only the
        /// match's own form sets (RULES §1's decision).
        static RISIKO_CLASSIC: Ruleset = {
            let seats = 2..=super::classic::MAX_SEATS - 1;
            Ruleset::new(super::classic::RULESET, "risiko", seats, Individual)
        };
        /// The RisiKo! individual tournament match (RTU).
        static RISIKO_TORNEO: Ruleset = {
            let seats = super::torneo::MIN_SEATS..=super::torneo::MAX_SEATS;
            Ruleset::new(super::torneo::RULESET, "risiko", seats, Individual)
        };
        /// TEG Jr, on the board chosen when the match is created (its shipped example
        /// board otherwise).
        static TEG_JR: Ruleset = {
            use super::tegjr::{BOARD_NEEDS, EXAMPLE, RULESET, bring_board, example_map};
            Ruleset::new(RULESET, EXAMPLE, 2..=4, Neither).on_club_boards(ClubBoards {
                needs: BOARD_NEEDS,
                example: example_map,
                bring: bring_board,
            })
        };
        /// Risk 2210 A.D., on its own board (Earth, seas and Moon), over five years.
        static RISK_2210: Ruleset = {
            use super::risk2210::{MAX_SEATS, RULESET};
            Ruleset::new(RULESET, "risk2210", 2..=MAX_SEATS, Individual).counting_years()
        };
        /// T.E.G. La Revancha, on its own 72-country board.
        static TEG_REVANCHA: Ruleset = {
            use super::teg::{MAX_SEATS, RULESET};
            Ruleset::new(RULESET, "teg-revancha", 2..=MAX_SEATS, Individual)
        };
        match self {
            RulesetId::Risiko2v2 => &RISIKO_2V2,
            RulesetId::RisikoClassic => &RISIKO_CLASSIC,
            RulesetId::RisikoTorneo => &RISIKO_TORNEO,
            RulesetId::TegJr => &TEG_JR,
            RulesetId::Risk2210 => &RISK_2210,
            RulesetId::TegRevancha => &TEG_REVANCHA,
        }
    }

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
