//! The referee's sentence for every refusal, naming players and countries: each variant
//! is the message `teg-refusal-CODE` of the `engine_teg` area, with its data as named
//! arguments (players, countries and continents already named in the language). A generic
//! layer meets a refusal as an [`Objection`] through [`objection`].

use fluent_bundle::FluentValue;

use super::Refusal;
use super::words::{Args, card_name, player, reason, say};
use crate::engine::Lang;
use crate::engine::action_words::action_words;
use crate::engine::map::{ContinentId, Map, TerritoryId};
use crate::engine::refusal as generic;
use crate::engine::table::Objection;

/// Names for the sentences in one language: players by seat, countries and continents
/// on the T.E.G. map.
struct Words<'a> {
    names: &'a [String],
    lang: Lang,
}

impl Words<'_> {
    fn seat(&self, s: u8) -> FluentValue<'static> {
        player(self.names, s, self.lang).into()
    }
    fn country(&self, t: TerritoryId) -> FluentValue<'static> {
        Map::teg_revancha().name(t, self.lang).to_string().into()
    }
    fn continent(&self, c: ContinentId) -> FluentValue<'static> {
        Map::teg_revancha()
            .continent_name(c, self.lang)
            .to_string()
            .into()
    }
    fn card(&self, card: super::SituationCard) -> FluentValue<'static> {
        card_name(card, self.lang).into()
    }
    fn action(&self, code: &str) -> FluentValue<'static> {
        action_words(code, self.lang).into()
    }
    fn reason(&self, code: &str) -> FluentValue<'static> {
        reason(code, self.lang).into()
    }
}

/// A refusal as the ruleset-agnostic [`Objection`], naming the players.
pub fn objection(r: &Refusal, names: &[String]) -> Objection {
    generic::objection(r.code(), r, |lang| sentence(r, &Words { names, lang }))
}

/// A text argument.
fn text(s: &str) -> FluentValue<'static> {
    s.to_string().into()
}

fn sentence(r: &Refusal, w: &Words<'_>) -> String {
    say(w.lang, &format!("teg.refusal.{}", r.code()), &args(r, w))
}

/// The refusal's data as the message's arguments.
#[allow(clippy::too_many_lines)]
fn args(r: &Refusal, w: &Words<'_>) -> Args {
    use Refusal::*;
    match r {
        MatchFinished | RestColourMissing | OccupyPending | ThrowForm | TradeNotASet
        | TradeNotMinimal => vec![],
        UnknownSeat { seat }
        | SeatEliminated { seat }
        | SeatOrder { seat }
        | RollsIncomplete { seat }
        | TradeRequired { seat }
        | OneTradePerRound { seat }
        | CrisisNoCard { seat }
        | HandFull { seat }
        | ZonePenaltyNoCard { seat }
        | LeftoverRolls { seat } => vec![("seat", w.seat(*seat))],
        WrongRuleset { ruleset } => vec![("ruleset", text(ruleset))],
        WrongMap { map } => vec![("map", text(map))],
        SeatCount { seats } => vec![("seats", (*seats).into())],
        BadColour { colour } => vec![("colour", text(colour))],
        DealIncomplete { country }
        | ZeroAmount { country }
        | Blockaded { country }
        | OwnTarget { country }
        | NoMissile { country }
        | FiguresConflict { country }
        | FiguresInvalid { country }
        | FiguresUnknown { country }
        | AgainstMissing { country }
        | CondominiumFromInside { country }
        | CondominiumNoMissiles { country } => vec![("country", w.country(*country))],
        DealShare {
            seat,
            countries,
            share,
        } => vec![
            ("seat", w.seat(*seat)),
            ("countries", (*countries).into()),
            ("share", (*share).into()),
        ],
        BorderNotDisputed { from, to }
        | NotAdjacent { from, to }
        | MissileOutOfRange { from, to } => {
            vec![("from", w.country(*from)), ("to", w.country(*to))]
        }
        ObjectiveSeat { seat } => vec![("seat", text(seat))],
        ObjectiveCount {
            seat,
            count,
            expected,
        } => vec![
            ("seat", w.seat(*seat)),
            ("count", (*count).into()),
            ("expected", (*expected).into()),
        ],
        ObjectiveUnavailable { objective } => vec![("objective", text(objective))],
        NotNow { action } | StageOver { action } => vec![("action", w.action(action))],
        NotYourTurn { seat, turn } => vec![("seat", w.seat(*seat)), ("turn", w.seat(*turn))],
        SituationUsedUp { card } => vec![("card", w.card(*card))],
        BadDieValue { value } => vec![("value", (*value).into())],
        UnplacedArmies { seat, armies } => {
            vec![("seat", w.seat(*seat)), ("armies", (*armies).into())]
        }
        Clock { fault } => vec![("fault", text(fault))],
        NotYourCountry { seat, country }
        | CardNotHeld { seat, country }
        | BonusNotDue { seat, country }
        | AgainstNotThere { seat, country } => {
            vec![("seat", w.seat(*seat)), ("country", w.country(*country))]
        }
        WrongQuota { seat, placed, due } | OverAllowance { seat, placed, due } => vec![
            ("seat", w.seat(*seat)),
            ("placed", (*placed).into()),
            ("due", (*due).into()),
        ],
        TooFewArmies {
            country,
            armies,
            needed,
        } => vec![
            ("country", w.country(*country)),
            ("armies", (*armies).into()),
            ("needed", (*needed).into()),
        ],
        SituationForbids { seat, card } => vec![("seat", w.seat(*seat)), ("card", w.card(*card))],
        PactForbids { pact, seat, other } => vec![
            ("pact", (*pact).into()),
            ("seat", w.seat(*seat)),
            ("other", w.seat(*other)),
        ],
        WrongDiceCount {
            side,
            dice,
            min,
            max,
        } => vec![
            ("side", text(side)),
            ("dice", (*dice).into()),
            ("min", (*min).into()),
            ("max", (*max).into()),
        ],
        LossesInconsistent {
            attacker,
            defender,
            pairs,
        } => vec![
            ("attacker", (*attacker).into()),
            ("defender", (*defender).into()),
            ("pairs", (*pairs).into()),
        ],
        OccupyOutOfRange { armies, max } => {
            vec![("armies", (*armies).into()), ("max", (*max).into())]
        }
        MissileTargetTooWeak {
            country,
            armies,
            damage,
        } => vec![
            ("country", w.country(*country)),
            ("armies", (*armies).into()),
            ("damage", (*damage).into()),
        ],
        MissileOutgunned {
            from,
            to,
            mine,
            theirs,
        } => vec![
            ("from", w.country(*from)),
            ("to", w.country(*to)),
            ("mine", (*mine).into()),
            ("theirs", (*theirs).into()),
        ],
        MissileOverfliesPact { pact, from, to } => vec![
            ("pact", (*pact).into()),
            ("from", w.country(*from)),
            ("to", w.country(*to)),
        ],
        RegroupTooMany {
            country,
            armies,
            missiles,
            free_armies,
            free_missiles,
        } => vec![
            ("country", w.country(*country)),
            ("armies", (*armies).into()),
            ("missiles", (*missiles).into()),
            ("free_armies", (*free_armies).into()),
            ("free_missiles", (*free_missiles).into()),
        ],
        PactInvalid { reason } => vec![("reason", text(reason))],
        PactOutOfTurn { parties, turn } => vec![
            ("first", w.seat(parties[0])),
            ("second", w.seat(parties[1])),
            ("turn", w.seat(*turn)),
        ],
        UnknownPact { pact } | PactAlreadyBroken { pact } => vec![("pact", (*pact).into())],
        NotAParty { seat, pact } => vec![("seat", w.seat(*seat)), ("pact", (*pact).into())],
        ContinentCardNotHeld { seat, continent }
        | ContinentNotHeld { seat, continent }
        | ContinentCardUsed { seat, continent }
        | ContinentCardNotEarned { seat, continent } => vec![
            ("seat", w.seat(*seat)),
            ("continent", w.continent(*continent)),
        ],
        CardNotDue {
            seat,
            conquests,
            needed,
        } => vec![
            ("seat", w.seat(*seat)),
            ("conquests", (*conquests).into()),
            ("needed", (*needed).into()),
        ],
        CardUnavailable { country, holder } => vec![
            ("country", w.country(*country)),
            ("holder", w.seat(*holder)),
        ],
        JointAttackPending {
            pact,
            seat,
            country,
        } => vec![
            ("pact", (*pact).into()),
            ("seat", w.seat(*seat)),
            ("country", w.country(*country)),
        ],
        AggressionInvalid { reason } | ZoneInvalid { reason } | ZoneBreachInvalid { reason } => {
            vec![("why", w.reason(reason))]
        }
        ZoneForbids {
            pact,
            country,
            what,
        } => vec![
            ("pact", (*pact).into()),
            ("country", w.country(*country)),
            ("what", text(what)),
        ],
        ZoneBreachPending { pact, offender } => {
            vec![("seat", w.seat(*offender)), ("pact", (*pact).into())]
        }
    }
}

#[cfg(test)]
#[path = "sentences_tests.rs"]
mod tests;
