//! Why a TEG Jr setup or action is refused: a stable code and a sentence (the message
//! `jr-CODE`, area `engine_tegjr`) that names the players and the countries.

use fluent_bundle::FluentValue;
use serde::Serialize;

use crate::engine::Lang;
use crate::engine::action_words::action_words;
use crate::engine::map::{ContinentId, Map, TerritoryId};
use crate::engine::refusal::ordinal;
use crate::engine::seat::Seat;
use crate::engine::table::{Objection, Said};
use crate::i18n::tf;

crate::engine::codes::coded! { code;
    /// A refused setup or action. The fields are what the sentence names.
    #[allow(missing_docs)] // each field is a country, a seat or a count named by the variant's doc
    #[derive(Debug, Clone, PartialEq, Eq, Serialize)]
    #[serde(tag = "code")]
    pub enum Refusal {
        /// The log names a board the engine has not been given.
        "map_not_validated" MapNotValidated { map: String },
        /// Not 2 to 4 players, or seats not 0, 1, 2...
        "players" Players,
        /// A country nobody was dealt.
        "deal_incomplete" DealIncomplete { country: TerritoryId },
        /// A seat dealt a wrong number of countries.
        "deal_share" DealShare { seat: Seat, has: u32, should: u32 },
        /// The dice for the spare countries are missing or do not single out the winners.
        "leftover_rolls" LeftoverRolls,
        /// Secret objectives with two players, or a seat without one with three or four.
        "objectives" Objectives,
        /// The first seat is not at the table.
        "first_seat" FirstSeat,
        /// A sealed objective the deal already fulfils must be replaced before round 1.
        "objective_already_met" ObjectiveAlreadyMet { seat: Seat },
        /// Not this seat's turn (or not this kind of action now).
        "not_your_turn" NotYourTurn { seat: Seat },
        /// The action does not fit the phase.
        "wrong_phase" WrongPhase { kind: &'static str },
        /// The country is not the acting player's.
        "not_your_country" NotYourCountry { country: TerritoryId },
        /// Attacking an own country.
        "own_country" OwnCountry { country: TerritoryId },
        /// The two countries share no border or bridge.
        "not_adjacent" NotAdjacent { from: TerritoryId, to: TerritoryId },
        /// Too few armies for the attack or the move.
        "too_few_armies" TooFewArmies { country: TerritoryId },
        /// Dice not as many as the armies allow, or a face not 1 to 6.
        "wrong_dice_count" WrongDiceCount,
        /// Losses that do not add up to the pairs compared.
        "losses_inconsistent" LossesInconsistent,
        /// Neither dice nor losses, or both.
        "throw_form" ThrowForm,
        /// An occupation outside 1..=max.
        "occupy_out_of_range" OccupyOutOfRange { min: u32, max: u32 },
        /// An attack after regrouping.
        "stage_over" StageOver,
        /// More, or fewer, armies placed than are due.
        "over_allowance" Allowance { due: u32, placed: u32 },
        /// A continent's bonus placed outside it.
        "continent_armies_elsewhere" ContinentArmiesElsewhere { continent: ContinentId },
        /// A second trade this turn.
        "one_trade_per_turn" OneTradePerTurn,
        /// A trade with fewer than 2 cards.
        "trade_needs_two_cards" TradeNeedsTwoCards,
        /// A declaration for a seat without a manual objective.
        "nothing_to_declare" NothingToDeclare { seat: Seat },
        /// The match is over.
        "match_finished" Finished,
    }
}

impl Refusal {
    /// The sentence for a referee, naming players (by `names`; a seat without a name is
    /// "Giocatore N", counted from 1) and countries (on `map`): the message `jr-CODE`.
    pub fn sentence(&self, lang: Lang, map: &Map, names: &[String]) -> String {
        let who = |s: &Seat| {
            let name = names
                .get(usize::from(*s))
                .filter(|n| !n.trim().is_empty())
                .cloned()
                .unwrap_or_else(|| ordinal(usize::from(*s), lang));
            FluentValue::from(name)
        };
        let c = |t: &TerritoryId| FluentValue::from(map.name(*t, lang).to_string());
        let n = |n: &u32| FluentValue::from(*n);
        let args: Vec<(&str, FluentValue)> = match self {
            Refusal::MapNotValidated { map } => vec![("map", map.clone().into())],
            Refusal::DealIncomplete { country }
            | Refusal::NotYourCountry { country }
            | Refusal::OwnCountry { country }
            | Refusal::TooFewArmies { country } => vec![("country", c(country))],
            Refusal::DealShare { seat, has, should } => {
                vec![("who", who(seat)), ("has", n(has)), ("should", n(should))]
            }
            Refusal::ObjectiveAlreadyMet { seat }
            | Refusal::NotYourTurn { seat }
            | Refusal::NothingToDeclare { seat } => vec![("who", who(seat))],
            Refusal::WrongPhase { kind } => vec![("action", action_words(kind, lang).into())],
            Refusal::NotAdjacent { from, to } => vec![("from", c(from)), ("to", c(to))],
            Refusal::OccupyOutOfRange { min, max } => vec![("min", n(min)), ("max", n(max))],
            Refusal::Allowance { due, placed } => vec![("due", n(due)), ("placed", n(placed))],
            Refusal::ContinentArmiesElsewhere { continent } => vec![(
                "continent",
                map.continent_name(*continent, lang).to_string().into(),
            )],
            Refusal::Players
            | Refusal::LeftoverRolls
            | Refusal::Objectives
            | Refusal::FirstSeat
            | Refusal::WrongDiceCount
            | Refusal::LossesInconsistent
            | Refusal::ThrowForm
            | Refusal::StageOver
            | Refusal::OneTradePerTurn
            | Refusal::TradeNeedsTwoCards
            | Refusal::Finished => vec![],
        };
        tf(lang, &format!("jr.{}", self.code()), &args)
    }
}

/// A refusal as the shared [`Objection`].
pub fn objection(r: &Refusal, map: &Map, names: &[String]) -> Objection {
    let said = Said::new(|lang| r.sentence(lang, map, names));
    let code = serde_json::json!({ "code": r.code() });
    Objection {
        code: r.code(),
        detail: crate::engine::refusal::detail(&code, |lang| said.in_lang(lang).to_string()),
        said,
    }
}
