//! The sentences of the command-card, clock and throw-form refusals (the rest are in
//! `refusal.rs`): what a card's own fields got wrong (§10.3), in Italian and English,
//! naming the players, the card and the territories.

use serde::Serialize;

use super::cards::{Deck, find};
use super::log::Commander;
use super::refusal::{Refusal, kind};
use super::settings::DiceEntry;
use crate::engine::Lang;
use crate::engine::log::Seat;
use crate::engine::map::{Layer, Map, TerritoryId};
use crate::engine::refusal::ordinal;

/// What a card's own fields got wrong (§10.3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum CardProblem {
    /// The card needs this field.
    Missing { field: &'static str },
    /// The territory must be of that board and held by the card player (`own`) or by
    /// someone else (`!own`).
    Territory {
        territory: TerritoryId,
        layer: Layer,
        own: bool,
    },
    /// The target must be another player still in the match.
    TargetSeat { target: Seat },
    /// The target player has no commander of that kind in play.
    TargetCommander { target: Seat, commander: Commander },
    /// The turned cards: that many from that territory deck.
    TurnedCount { layer: Layer, want: u32, got: u32 },
    /// A turned card off its deck, devastated, or drawn before (discards never return).
    TurnedCard { territory: TerritoryId },
    /// Invade Earth: every card but the last shows an own territory, the last one not.
    TurnedOrder,
    /// A die face missing or off its die.
    Roll { sides: u8 },
    /// Reinforcements: 1 MOD on each of exactly `want` different own territories.
    Reinforcements { want: u32 },
    /// MOD Reduction: that player removes exactly `want` of their MODs.
    Removals { seat: Seat, want: u32 },
    /// The commanders chosen as losses on that territory do not fit its losses.
    Killed { territory: TerritoryId },
    /// A move to a territory the player does not hold, or not joined by a chain.
    Move { to: TerritoryId },
}

impl CardProblem {
    /// The refusal's stable code.
    pub fn code(&self) -> &'static str {
        match self {
            CardProblem::Missing { .. } => "card_missing",
            CardProblem::Territory { .. } => "card_target",
            CardProblem::TargetSeat { .. } | CardProblem::TargetCommander { .. } => "card_seat",
            CardProblem::TurnedCount { .. }
            | CardProblem::TurnedCard { .. }
            | CardProblem::TurnedOrder => "card_turned",
            CardProblem::Roll { .. } => "card_roll",
            CardProblem::Reinforcements { .. } => "card_mods",
            CardProblem::Removals { .. } => "card_removals",
            CardProblem::Killed { .. } => "card_killed",
            CardProblem::Move { .. } => "card_move",
        }
    }
}

/// A clock event out of place (as classic's, with the last year instead of the last round).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ClockFault {
    /// The clock already started.
    Started,
    /// The clock has not started.
    NotStarted,
    /// The clock is not running.
    NotRunning,
    /// The clock is not paused.
    NotPaused,
    /// An event before the last one.
    Backwards,
    /// The match has no `match_minutes`.
    NotTimed,
    /// The time is not up yet.
    Early,
    /// The last year was announced already.
    Announced,
}

impl ClockFault {
    /// The refusal's stable code.
    pub fn code(self) -> &'static str {
        match self {
            ClockFault::Started => "clock_started",
            ClockFault::NotStarted => "clock_not_started",
            ClockFault::NotRunning => "clock_not_running",
            ClockFault::NotPaused => "clock_not_paused",
            ClockFault::Backwards => "clock_backwards",
            ClockFault::NotTimed => "last_year_not_timed",
            ClockFault::Early => "last_year_early",
            ClockFault::Announced => "last_year_announced",
        }
    }

    pub(super) fn words_es(self) -> &'static str {
        match self {
            ClockFault::Started => "El reloj ya arrancó.",
            ClockFault::NotStarted => "El reloj no arrancó.",
            ClockFault::NotRunning => "El reloj ya está parado.",
            ClockFault::NotPaused => "El reloj no está en pausa.",
            ClockFault::Backwards => "La hora es anterior al último evento del reloj.",
            ClockFault::NotTimed => "La partida no tiene tiempo límite.",
            ClockFault::Early => "Todavía no se terminó el tiempo.",
            ClockFault::Announced => "El último año ya fue anunciado.",
        }
    }

    fn words(self) -> (&'static str, &'static str) {
        match self {
            ClockFault::Started => (
                "Il cronometro è già partito.",
                "The clock has already started.",
            ),
            ClockFault::NotStarted => {
                ("Il cronometro non è partito.", "The clock has not started.")
            }
            ClockFault::NotRunning => ("Il cronometro è già fermo.", "The clock is not running."),
            ClockFault::NotPaused => ("Il cronometro non è in pausa.", "The clock is not paused."),
            ClockFault::Backwards => (
                "L'ora viene prima dell'ultimo evento del cronometro.",
                "The time is before the clock's last event.",
            ),
            ClockFault::NotTimed => (
                "La partita non ha un tempo limite.",
                "The match has no time limit.",
            ),
            ClockFault::Early => ("Il tempo non è ancora scaduto.", "The time is not up yet."),
            ClockFault::Announced => (
                "L'ultimo anno è già stato annunciato.",
                "The last year was already announced.",
            ),
        }
    }
}

fn board(layer: Layer, it: bool) -> &'static str {
    match (layer, it) {
        (Layer::Land, true) => "terrestre",
        (Layer::Sea, true) => "marino",
        (Layer::Moon, true) => "lunare",
        (Layer::Land, false) => "land",
        (Layer::Sea, false) => "sea",
        (Layer::Moon, false) => "Moon",
    }
}

/// The card's display name in `lang` (its id if the seed does not list it).
pub(super) fn card_name(card: &str, lang: Lang) -> String {
    Deck::ALL
        .iter()
        .find_map(|&d| find(d, card))
        .map_or_else(|| card.to_string(), |c| c.name(lang).to_string())
}

/// A deck in words, as an adjective ("il mazzo terrestre", "the land deck").
pub(super) fn deck_word(deck: Deck, lang: Lang) -> &'static str {
    kind(deck.commander(), lang)
}

/// The sentence of a refusal `refusal.rs` hands over.
pub fn message(refusal: &Refusal, lang: Lang, names: &[String]) -> String {
    let it = lang == Lang::It;
    let who = |s: Seat| match names.get(usize::from(s)).filter(|n| !n.trim().is_empty()) {
        Some(n) => n.trim().to_string(),
        None => ordinal(usize::from(s), lang),
    };
    let t = |t: TerritoryId| Map::risk2210().name(t, lang).to_string();
    if lang == Lang::Es {
        return super::words_es::message_es(refusal, &who, &t);
    }
    let pick = |i: String, e: String| if it { i } else { e };
    match refusal {
        Refusal::ThrowForm => pick(
            "Il lancio indica i valori dei dadi dei due lati, oppure i dadi e le perdite (non entrambi).".into(),
            "A throw gives both sides' faces, or the dice and the losses (not both).".into(),
        ),
        Refusal::BadLosses { pairs, got } => pick(
            format!("Le perdite sommano {got}: con questi dadi devono sommare {pairs}."),
            format!("The losses add up to {got}: with these dice they must add up to {pairs}."),
        ),
        Refusal::DiceEntry { allowed } => pick(
            match allowed {
                DiceEntry::Quick => "Questo torneo registra i lanci solo con i dadi e le perdite (dice_entry: quick), non con i valori dei dadi.".into(),
                _ => "Questo torneo registra i lanci solo con i valori dei dadi (dice_entry: full), non con le sole perdite.".into(),
            },
            match allowed {
                DiceEntry::Quick => "This tournament enters throws only as the dice and the losses (dice_entry: quick), not the faces.".into(),
                _ => "This tournament enters throws only as the faces of the dice (dice_entry: full), not the losses alone.".into(),
            },
        ),
        Refusal::Jammed { seat } => pick(
            format!("{} è zittito da un Disturbo delle Frequenze fino alla fine del turno.", who(*seat)),
            format!("{} is silenced by a Frequency Jam until this turn ends.", who(*seat)),
        ),
        Refusal::CeaseFire { seat, protected } => pick(
            format!(
                "Un Cessate il Fuoco impedisce a {} di attaccare i territori di {} in questo turno.",
                who(*seat),
                who(*protected)
            ),
            format!(
                "A Cease Fire stops {} attacking {}'s territories this turn.",
                who(*seat),
                who(*protected)
            ),
        ),
        Refusal::Card {
            seat,
            card,
            problem,
        } => {
            let name = card_name(card, lang);
            let why = problem_words(problem, lang, &who, &t);
            pick(
                format!("{} non può giocare «{name}» così: {why}.", who(*seat)),
                format!("{} may not play \"{name}\" so: {why}.", who(*seat)),
            )
        }
        Refusal::NoScout { seat } => pick(
            format!(
                "Nessuna Forze in Esplorazione di {} attende questo territorio subito dopo la sua occupazione.",
                who(*seat)
            ),
            format!(
                "No Scout Forces of {} waits for this territory right after its occupation.",
                who(*seat)
            ),
        ),
        Refusal::CopiesOut { deck, card } => pick(
            format!(
                "Tutte le copie di «{}» del mazzo {} sono già state giocate.",
                card_name(card, lang),
                deck_word(*deck, lang)
            ),
            format!(
                "Every copy of \"{}\" in the {} deck was played already.",
                card_name(card, lang),
                deck_word(*deck, lang)
            ),
        ),
        Refusal::Clock { fault } => {
            let (i, e) = fault.words();
            pick(i.into(), e.into())
        }
        Refusal::EndMatchReason => pick(
            "Indica perché la partita finisce.".into(),
            "Say why the match ends.".into(),
        ),
        other => other.code().to_string(),
    }
}

pub(super) fn problem_words(
    problem: &CardProblem,
    lang: Lang,
    who: &dyn Fn(Seat) -> String,
    t: &dyn Fn(TerritoryId) -> String,
) -> String {
    let it = lang == Lang::It;
    let pick = |i: String, e: String| if it { i } else { e };
    match problem {
        CardProblem::Missing { field } => pick(
            format!("manca il campo `{field}`"),
            format!("the field `{field}` is missing"),
        ),
        CardProblem::Territory {
            territory,
            layer,
            own,
        } => match own {
            true => pick(
                format!(
                    "{} non è un suo territorio {}",
                    t(*territory),
                    board(*layer, true)
                ),
                format!(
                    "{} is not a {} territory of theirs",
                    t(*territory),
                    board(*layer, false)
                ),
            ),
            false => pick(
                format!(
                    "{} non è un territorio {} di un avversario",
                    t(*territory),
                    board(*layer, true)
                ),
                format!(
                    "{} is not an opponent's {} territory",
                    t(*territory),
                    board(*layer, false)
                ),
            ),
        },
        CardProblem::TargetSeat { target } => pick(
            format!("{} non è un altro giocatore in partita", who(*target)),
            format!("{} is not another player in the match", who(*target)),
        ),
        CardProblem::TargetCommander { target, commander } => pick(
            format!(
                "{} non ha il comandante {} in gioco",
                who(*target),
                kind(*commander, lang)
            ),
            format!(
                "{} has no {} commander in play",
                who(*target),
                kind(*commander, lang)
            ),
        ),
        CardProblem::TurnedCount { layer, want, got } => pick(
            format!(
                "servono {want} carte territorio {} girate, non {got}",
                board(*layer, true)
            ),
            format!(
                "{want} {} territory cards are turned, not {got}",
                board(*layer, false)
            ),
        ),
        CardProblem::TurnedCard { territory } => pick(
            format!(
                "la carta di {} non è nel mazzo (altro mazzo, devastata o già pescata)",
                t(*territory)
            ),
            format!(
                "the card of {} is not in the deck (another deck, devastated or drawn before)",
                t(*territory)
            ),
        ),
        CardProblem::TurnedOrder => pick(
            "tutte le carte girate tranne l'ultima mostrano suoi territori, l'ultima no".into(),
            "every turned card but the last shows a territory of theirs, the last one not".into(),
        ),
        CardProblem::Roll { sides } => pick(
            format!("manca il valore del dado a {sides} facce, o è fuori dal dado"),
            format!("the {sides}-sided die's face is missing or off the die"),
        ),
        CardProblem::Reinforcements { want } => pick(
            format!("1 MOD su ciascuno di esattamente {want} suoi territori diversi"),
            format!("1 MOD on each of exactly {want} different territories of theirs"),
        ),
        CardProblem::Removals { seat, want } => pick(
            format!("{} toglie esattamente {want} suoi MOD", who(*seat)),
            format!("{} removes exactly {want} of their MODs", who(*seat)),
        ),
        CardProblem::Killed { territory } => pick(
            format!(
                "i comandanti scelti come perdite in {} non corrispondono alle perdite",
                t(*territory)
            ),
            format!(
                "the commanders chosen as losses in {} do not fit the losses",
                t(*territory)
            ),
        ),
        CardProblem::Move { to } => pick(
            format!("{} non è un suo territorio raggiungibile", t(*to)),
            format!("{} is not a territory of theirs it may reach", t(*to)),
        ),
    }
}
