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

/// A rule system the engine can referee.
pub trait Ruleset: Send + Sync {
    /// The id logs use, e.g. `risiko-2v2`.
    fn id(&self) -> &'static str;
    /// A display name: the message `ruleset_name-<id>` of the `engine_rulesets` area, so
    /// a new ruleset names itself by adding that message (a test asks it of every one).
    fn name(&self, lang: Lang) -> &'static str {
        crate::i18n::t_known(lang, &format!("ruleset_name.{}", self.id())).unwrap_or(self.id())
    }
    /// The name of the board it is played on, one of [`Map::names`].
    fn map_name(&self) -> &'static str;
    /// How many players one of its tables seats (a tournament seats tables inside it).
    fn seats(&self) -> RangeInclusive<usize>;
    /// True where the match's `round` counter counts years, not rounds (Risk 2210 A.D.
    /// is played over five years): the screens then say "Anno 3" where others say
    /// "Giro 3".
    fn counts_years(&self) -> bool {
        false
    }
    /// The board it is played on: territory ids in its logs are slugs of this map.
    fn map(&self) -> &'static Map {
        // Every ruleset's name is checked against the shipped maps by a test below.
        Map::by_name(self.map_name())
            .unwrap_or_else(|| panic!("{} names an unknown map", self.id()))
    }
    /// What it needs of a board a club brings, for a ruleset played on clubs' own boards
    /// (`None`: only on its shipped board).
    fn board_needs(&self) -> Option<Needs> {
        None
    }
    /// Does a team tournament (teams of two, `TOURNAMENT.md`) seat its tables? Asked of
    /// every ruleset, so a new one is a decision, not a silent yes or no.
    fn plays_team_tournaments(&self) -> bool;
    /// Does an individual tournament (`docs/INDIVIDUAL.md`) seat its tables? The
    /// creation form offers exactly these, and the archive import takes only these.
    fn plays_individual_tournaments(&self) -> bool;
    /// Makes a board the log's JSON carries playable in this process before the log is
    /// read (the command line's replay of a download); nothing for a ruleset played on
    /// shipped boards only.
    ///
    /// # Errors
    /// A [`LogError`] naming what is wrong with the carried board.
    fn bring_board(&self, _log: &Value) -> Result<(), LogError> {
        Ok(())
    }
    /// Replays a log and renders the outcome as JSON.
    ///
    /// # Errors
    /// The first refusal, with the index of the refused action (`None` for the setup).
    fn replay_json(&self, log: &AnyLog) -> Result<ReplayJson, ReplayStop> {
        let game = AnyGame::replay(log)?;
        Ok(ReplayJson {
            state: game.state_json(),
            score: game.score_json(),
            finished: game.finished(),
        })
    }
}

/// The RisiKo! 2 vs 2 club regulation.
#[derive(Debug, Clone, Copy, Default)]
pub struct Risiko2v2;

impl Ruleset for Risiko2v2 {
    fn id(&self) -> &'static str {
        "risiko-2v2"
    }

    fn plays_team_tournaments(&self) -> bool {
        true
    }

    fn plays_individual_tournaments(&self) -> bool {
        false
    }

    fn seats(&self) -> RangeInclusive<usize> {
        super::risiko2v2::SEATS..=super::risiko2v2::SEATS
    }

    fn map_name(&self) -> &'static str {
        "risiko"
    }
}

/// Classic Risiko, with real dice and individual players.
#[derive(Debug, Clone, Copy, Default)]
pub struct RisikoClassic;

impl Ruleset for RisikoClassic {
    fn id(&self) -> &'static str {
        super::classic::RULESET
    }

    /// Five at most: a sixth player needs `start_armies` for six, which only the
    /// match's own form sets (RULES §1's decision), so a tournament table stops at five.
    fn plays_team_tournaments(&self) -> bool {
        false
    }

    fn plays_individual_tournaments(&self) -> bool {
        true
    }

    fn seats(&self) -> RangeInclusive<usize> {
        2..=super::classic::MAX_SEATS - 1
    }

    fn map_name(&self) -> &'static str {
        "risiko"
    }
}

/// The RisiKo! individual tournament match (RTU).
#[derive(Debug, Clone, Copy, Default)]
pub struct RisikoTorneo;

impl Ruleset for RisikoTorneo {
    fn id(&self) -> &'static str {
        super::torneo::RULESET
    }

    fn plays_team_tournaments(&self) -> bool {
        false
    }

    fn plays_individual_tournaments(&self) -> bool {
        true
    }

    fn seats(&self) -> RangeInclusive<usize> {
        super::torneo::MIN_SEATS..=super::torneo::MAX_SEATS
    }

    fn map_name(&self) -> &'static str {
        "risiko"
    }
}

/// TEG Jr, on the board chosen when the match is created.
#[derive(Debug, Clone, Copy, Default)]
pub struct TegJr;

impl Ruleset for TegJr {
    fn id(&self) -> &'static str {
        super::tegjr::RULESET
    }

    fn plays_team_tournaments(&self) -> bool {
        false
    }

    fn plays_individual_tournaments(&self) -> bool {
        false
    }

    /// A TEG Jr download carries its club's board, which this process has never seen.
    fn bring_board(&self, log: &Value) -> Result<(), LogError> {
        super::tegjr::bring_board(log)
    }

    fn seats(&self) -> RangeInclusive<usize> {
        2..=4
    }

    /// The shipped example board (a match names its own board in its log).
    fn map_name(&self) -> &'static str {
        super::tegjr::EXAMPLE
    }

    fn map(&self) -> &'static Map {
        super::tegjr::example_map()
    }

    fn board_needs(&self) -> Option<Needs> {
        Some(super::tegjr::BOARD_NEEDS)
    }
}

/// Risk 2210 A.D., on its own board (Earth, seas and Moon).
#[derive(Debug, Clone, Copy, Default)]
pub struct Risk2210;

impl Ruleset for Risk2210 {
    fn id(&self) -> &'static str {
        super::risk2210::RULESET
    }

    fn plays_team_tournaments(&self) -> bool {
        false
    }

    fn plays_individual_tournaments(&self) -> bool {
        true
    }

    fn seats(&self) -> RangeInclusive<usize> {
        2..=super::risk2210::MAX_SEATS
    }

    fn counts_years(&self) -> bool {
        true
    }

    fn map_name(&self) -> &'static str {
        "risk2210"
    }
}

/// T.E.G. La Revancha, on its own 72-country board.
#[derive(Debug, Clone, Copy, Default)]
pub struct TegRevancha;

impl Ruleset for TegRevancha {
    fn id(&self) -> &'static str {
        super::teg::RULESET
    }

    fn plays_team_tournaments(&self) -> bool {
        false
    }

    fn plays_individual_tournaments(&self) -> bool {
        true
    }

    fn seats(&self) -> RangeInclusive<usize> {
        2..=super::teg::MAX_SEATS
    }

    fn map_name(&self) -> &'static str {
        "teg-revancha"
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

    /// The ruleset's descriptor.
    pub fn ruleset(self) -> &'static dyn Ruleset {
        static RISIKO_2V2: Risiko2v2 = Risiko2v2;
        static RISIKO_CLASSIC: RisikoClassic = RisikoClassic;
        static RISIKO_TORNEO: RisikoTorneo = RisikoTorneo;
        static TEG_JR: TegJr = TegJr;
        static RISK_2210: Risk2210 = Risk2210;
        static TEG_REVANCHA: TegRevancha = TegRevancha;
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
pub fn ruleset_for(id: &str) -> Option<&'static dyn Ruleset> {
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
