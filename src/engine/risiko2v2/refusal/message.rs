//! The referee's sentence for each refusal: the message `r2v2-CODE` (area `engine_2v2`),
//! with the players' names and the names of the territories and continents in that
//! language as its arguments. Italian words agree with a territory's name ("Cina è già
//! tua"): its gender and number go along as `$g` (`$to_g` for a second territory) and the
//! `.ftl` picks the words.

use fluent_bundle::FluentValue;

use super::Refusal;
use crate::engine::Lang;
use crate::engine::action_words::action_words;
use crate::engine::map::{ContinentId, Gender, Map, TerritoryId};
use crate::engine::refusal::{Names, ordinal};
use crate::i18n::tf;

/// A territory's Italian gender and number as the `.ftl` selectors read it.
fn gender(g: Gender) -> &'static str {
    g.pick("m", "f", "mp", "fp")
}

impl Refusal {
    /// The sentence a referee reads out, naming the players (`names`) and the
    /// territories in that language.
    pub fn message(&self, lang: Lang, names: &Names) -> String {
        use Refusal::*;
        let map = Map::risiko();
        let t = |id: &TerritoryId| FluentValue::from(map.name(*id, lang).to_string());
        let c = |id: &ContinentId| FluentValue::from(map.continent_name(*id, lang).to_string());
        let g = |id: &TerritoryId| FluentValue::from(gender(map.territory(*id).gender_it));
        let who = |s: &crate::engine::Seat| FluentValue::from(names.seat(*s, lang));
        let n = |n: &u32| FluentValue::from(*n);
        let args: Vec<(&str, FluentValue)> = match self {
            UnknownRuleset { ruleset } => vec![("ruleset", ruleset.clone().into())],
            PlayerCount { count } => vec![("count", (*count).into())],
            SeatOrder { index, seat } => vec![
                ("who", ordinal(*index, lang).into()),
                ("seat", (*seat).into()),
            ],
            VirtualSeat { seat }
            | SeatEliminated { seat }
            | AlreadyPicked { seat }
            | AlreadyRenounced { seat }
            | ChoiceFirst { seat } => vec![("who", who(seat))],
            InvalidSetting { name } => vec![("name", name.clone().into())],
            DraftIncomplete { territory } | OccupyFirst { territory } => {
                vec![("territory", t(territory))]
            }
            DraftSeatCount { seat, count } => vec![("who", who(seat)), ("count", n(count))],
            DraftNeutralCount { count } => vec![("count", n(count))],
            PacketSizes { sizes } => vec![("sizes", format!("{sizes:?}").into())],
            PacketDuplicate { territory }
            | ObjectiveStripInside { territory }
            | OwnTerritory { territory } => {
                vec![("territory", t(territory)), ("g", g(territory))]
            }
            // A seed is a u64: as text, so no digit is lost to a float.
            PacketSeedMismatch { seed } => vec![("seed", seed.to_string().into())],
            UnknownSeat { seat } => vec![("seat", (*seat).into())],
            ObjectiveContinent { continent } => vec![("continent", c(continent))],
            ObjectiveStripEmpty { strip } => vec![("strip", (strip + 1).into())],
            ObjectiveStripStart {
                territory,
                continent,
            } => vec![
                ("continent", c(continent)),
                ("territory", t(territory)),
                ("g", g(territory)),
            ],
            ObjectiveStripGap { from, to } | NotAdjacent { from, to } => {
                vec![("from", t(from)), ("g", g(from)), ("to", t(to))]
            }
            ObjectiveTaken { seat, other }
            | NotYourTurn {
                seat,
                current: other,
            } => vec![("who", who(seat)), ("other", who(other))],
            NotNow { action, phase } => vec![
                ("action", action_words(action, lang).into()),
                ("phase", phase.name(lang).into()),
            ],
            NotInPacket { seat, territory } | NotYourTerritory { seat, territory } => vec![
                ("territory", t(territory)),
                ("g", g(territory)),
                ("who", who(seat)),
            ],
            PlacementQuota { expected, got } | CapRemovalTotal { expected, got } => {
                vec![("expected", n(expected)), ("got", n(got))]
            }
            OverAllowance { allowed, got } => vec![("allowed", n(allowed)), ("got", n(got))],
            CapExceeded {
                cap,
                on_board,
                can_place,
            } => vec![
                ("cap", n(cap)),
                ("on_board", n(on_board)),
                ("can_place", n(can_place)),
            ],
            NoTradesYet { round } => vec![("round", n(round))],
            NotEnoughCards { have, need } => vec![("have", n(have)), ("need", n(need))],
            AttackTanks { tanks } => vec![("tanks", n(tanks))],
            TooFewToAttack { from, tanks, max } | MoveTooMany { from, tanks, max } => vec![
                ("from", t(from)),
                ("g", g(from)),
                ("tanks", n(tanks)),
                ("max", n(max)),
            ],
            TeammateDefended { territory, tanks } => vec![
                ("territory", t(territory)),
                ("g", g(territory)),
                ("tanks", n(tanks)),
            ],
            TeammateTruce {
                territory,
                holder,
                continent,
            } => vec![
                ("who", who(holder)),
                ("continent", c(continent)),
                ("territory", t(territory)),
            ],
            CannotHold {
                from,
                to,
                tanks,
                needed,
            } => vec![
                ("from", t(from)),
                ("g", g(from)),
                ("tanks", n(tanks)),
                ("to", t(to)),
                ("to_g", g(to)),
                ("needed", n(needed)),
            ],
            GarrisonLock {
                territory,
                tanks,
                max,
            } => vec![
                ("territory", t(territory)),
                ("g", g(territory)),
                ("tanks", n(tanks)),
                ("max", n(max)),
            ],
            OccupyRange {
                territory,
                min,
                max,
                got,
            } => vec![
                ("territory", t(territory)),
                ("min", n(min)),
                ("max", n(max)),
                ("got", n(got)),
            ],
            NoViolation { found, cap } => vec![("found", n(found)), ("cap", n(cap))],
            CapRemovalTooMany {
                territory,
                tanks,
                got,
            } => vec![
                ("territory", t(territory)),
                ("g", g(territory)),
                ("tanks", n(tanks)),
                ("got", n(got)),
            ],
            CapRemovalReinforced { needed, got } => {
                vec![("needed", n(needed)), ("got", n(got))]
            }
            AnnounceEarly { minutes, elapsed } => {
                vec![("minutes", n(minutes)), ("elapsed", n(elapsed))]
            }
            UnknownTeam { team } | NoChances { team } => vec![("team", team.clone().into())],
            TeamsNotAlternating | ObjectiveNoStrip | MatchFinished | ZeroTanks | DeclareFirst
            | AlreadyDeclared | TradeAfterDeclare | ZeroSets | ReinforcementOver
            | NothingToOccupy | MoveDone | ClockStarted | ClockNotStarted | ClockNotRunning
            | ClockNotPaused | ClockBackwards | AlreadyAnnounced | ClockStartEarly => vec![],
        };
        tf(lang, &format!("r2v2.{}", self.code()), &args)
    }
}
