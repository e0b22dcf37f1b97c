//! Why a TEG Jr setup or action is refused: a stable code and a sentence in Italian,
//! English and Spanish (TEG Jr's own language) that names the players and the countries.

use crate::engine::Lang;
use crate::engine::action_words::action_words;
use crate::engine::log::Seat;
use crate::engine::map::{ContinentId, Map, TerritoryId};
use crate::engine::refusal::{count, ejercitos, ordinal};
use crate::engine::table::Objection;

/// A refused setup or action. The fields are what the sentence names.
#[allow(missing_docs)] // each field is a country, a seat or a count named by the variant's doc
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The log names a board the engine has not been given.
    MapNotValidated { map: String },
    /// Not 2 to 4 players, or seats not 0, 1, 2...
    Players,
    /// A country nobody was dealt.
    DealIncomplete { country: TerritoryId },
    /// A seat dealt a wrong number of countries.
    DealShare { seat: Seat, has: u32, should: u32 },
    /// The dice for the spare countries are missing or do not single out the winners.
    LeftoverRolls,
    /// Secret objectives with two players, or a seat without one with three or four.
    Objectives,
    /// The first seat is not at the table.
    FirstSeat,
    /// A sealed objective the deal already fulfils must be replaced before round 1.
    ObjectiveAlreadyMet { seat: Seat },
    /// Not this seat's turn (or not this kind of action now).
    NotYourTurn { seat: Seat },
    /// The action does not fit the phase.
    WrongPhase { kind: &'static str },
    /// The country is not the acting player's.
    NotYourCountry { country: TerritoryId },
    /// Attacking an own country.
    OwnCountry { country: TerritoryId },
    /// The two countries share no border or bridge.
    NotAdjacent { from: TerritoryId, to: TerritoryId },
    /// Too few armies for the attack or the move.
    TooFewArmies { country: TerritoryId },
    /// Dice not as many as the armies allow, or a face not 1 to 6.
    WrongDiceCount,
    /// Losses that do not add up to the pairs compared.
    LossesInconsistent,
    /// Neither dice nor losses, or both.
    ThrowForm,
    /// An occupation outside 1..=max.
    OccupyOutOfRange { min: u32, max: u32 },
    /// An attack after regrouping.
    StageOver,
    /// More, or fewer, armies placed than are due.
    Allowance { due: u32, placed: u32 },
    /// A continent's bonus placed outside it.
    ContinentArmiesElsewhere { continent: ContinentId },
    /// A second trade this turn.
    OneTradePerTurn,
    /// A trade with fewer than 2 cards.
    TradeNeedsTwoCards,
    /// A declaration for a seat without a manual objective.
    NothingToDeclare { seat: Seat },
    /// The match is over.
    Finished,
}

impl Refusal {
    /// The stable code.
    pub fn code(&self) -> &'static str {
        match self {
            Refusal::MapNotValidated { .. } => "map_not_validated",
            Refusal::Players => "players",
            Refusal::DealIncomplete { .. } => "deal_incomplete",
            Refusal::DealShare { .. } => "deal_share",
            Refusal::LeftoverRolls => "leftover_rolls",
            Refusal::Objectives => "objectives",
            Refusal::FirstSeat => "first_seat",
            Refusal::ObjectiveAlreadyMet { .. } => "objective_already_met",
            Refusal::NotYourTurn { .. } => "not_your_turn",
            Refusal::WrongPhase { .. } => "wrong_phase",
            Refusal::NotYourCountry { .. } => "not_your_country",
            Refusal::OwnCountry { .. } => "own_country",
            Refusal::NotAdjacent { .. } => "not_adjacent",
            Refusal::TooFewArmies { .. } => "too_few_armies",
            Refusal::WrongDiceCount => "wrong_dice_count",
            Refusal::LossesInconsistent => "losses_inconsistent",
            Refusal::ThrowForm => "throw_form",
            Refusal::OccupyOutOfRange { .. } => "occupy_out_of_range",
            Refusal::StageOver => "stage_over",
            Refusal::Allowance { .. } => "over_allowance",
            Refusal::ContinentArmiesElsewhere { .. } => "continent_armies_elsewhere",
            Refusal::OneTradePerTurn => "one_trade_per_turn",
            Refusal::TradeNeedsTwoCards => "trade_needs_two_cards",
            Refusal::NothingToDeclare { .. } => "nothing_to_declare",
            Refusal::Finished => "match_finished",
        }
    }

    /// The sentence for a referee, naming players (by `names`) and countries (on `map`).
    pub fn sentence(&self, lang: Lang, map: &Map, names: &[String]) -> String {
        let who = |s: &Seat| {
            names
                .get(usize::from(*s))
                .cloned()
                .unwrap_or_else(|| format!("#{s}"))
        };
        let c = |t: &TerritoryId| map.name(*t, lang).to_string();
        let it = match lang {
            Lang::It => true,
            Lang::En => false,
            Lang::Es => return self.sentence_es(map, names),
        };
        match self {
            Refusal::MapNotValidated { map } if it => format!("Il tabellone «{map}» non è tra quelli controllati: caricalo nella pagina Tabelloni."),
            Refusal::MapNotValidated { map } => format!("The board \"{map}\" is not among the checked ones: upload it on the Boards page."),
            Refusal::Players if it => "Servono da 2 a 4 giocatori, ai posti 0, 1, 2…".into(),
            Refusal::Players => "It takes 2 to 4 players, in seats 0, 1, 2…".into(),
            Refusal::DealIncomplete { country } if it => format!("{} non è stato distribuito a nessuno.", c(country)),
            Refusal::DealIncomplete { country } => format!("{} was dealt to nobody.", c(country)),
            Refusal::DealShare { seat, has, should } if it => format!("{} ha {has} paesi, dovrebbe averne {should}.", who(seat)),
            Refusal::DealShare { seat, has, should } => format!("{} has {has} countries, should have {should}.", who(seat)),
            Refusal::LeftoverRolls if it => "I dadi per i paesi rimasti mancano o non indicano chi li prende (a pari merito si ritira).".into(),
            Refusal::LeftoverRolls => "The dice for the spare countries are missing or do not say who takes them (a tie re-rolls).".into(),
            Refusal::Objectives if it => "In due si gioca senza obiettivi segreti; in tre o quattro ognuno ne ha uno.".into(),
            Refusal::Objectives => "Two players play without secret objectives; with three or four each has one.".into(),
            Refusal::FirstSeat if it => "Chi comincia deve essere uno dei giocatori.".into(),
            Refusal::FirstSeat => "The first player must be one of the players.".into(),
            Refusal::ObjectiveAlreadyMet { seat } if it => format!("L'obiettivo di {} è già compiuto dalla distribuzione: va cambiato prima di cominciare.", who(seat)),
            Refusal::ObjectiveAlreadyMet { seat } => format!("{}'s objective is already met by the deal: it must be exchanged before play.", who(seat)),
            Refusal::NotYourTurn { seat } if it => format!("Non è il turno di {}.", who(seat)),
            Refusal::NotYourTurn { seat } => format!("It is not {}'s turn.", who(seat)),
            Refusal::WrongPhase { kind } if it => format!("Ora non si può registrare {}.", action_words(kind, Lang::It)),
            Refusal::WrongPhase { kind } => format!("Now is not the time to record {}.", action_words(kind, Lang::En)),
            Refusal::NotYourCountry { country } if it => format!("{} non è del giocatore di turno.", c(country)),
            Refusal::NotYourCountry { country } => format!("{} does not belong to the player to act.", c(country)),
            Refusal::OwnCountry { country } if it => format!("{} è già del giocatore di turno.", c(country)),
            Refusal::OwnCountry { country } => format!("{} already belongs to the player to act.", c(country)),
            Refusal::NotAdjacent { from, to } if it => format!("{} e {} non hanno confine né ponte.", c(from), c(to)),
            Refusal::NotAdjacent { from, to } => format!("{} and {} share no border or bridge.", c(from), c(to)),
            Refusal::TooFewArmies { country } if it => format!("{} non ha abbastanza eserciti: uno resta sempre.", c(country)),
            Refusal::TooFewArmies { country } => format!("{} has too few armies: one always stays.", c(country)),
            Refusal::WrongDiceCount if it => "I dadi devono essere quanti gli eserciti permettono (attacco: eserciti − 1, difesa: eserciti; al massimo 3), con facce da 1 a 6.".into(),
            Refusal::WrongDiceCount => "The dice must be as many as the armies allow (attack: armies − 1, defence: armies; at most 3), faces 1 to 6.".into(),
            Refusal::LossesInconsistent if it => "Le perdite devono sommare i dadi confrontati.".into(),
            Refusal::LossesInconsistent => "The losses must add up to the dice compared.".into(),
            Refusal::ThrowForm if it => "Un lancio si registra con i dadi oppure con le perdite.".into(),
            Refusal::ThrowForm => "A throw is recorded with the dice or with the losses.".into(),
            Refusal::OccupyOutOfRange { min, max } if it => format!("Si spostano da {min} a {max} eserciti nel paese conquistato."),
            Refusal::OccupyOutOfRange { min, max } => format!("From {min} to {max} armies move into the conquered country."),
            Refusal::StageOver if it => "Dopo il raggruppamento non si attacca più.".into(),
            Refusal::StageOver => "No attack after regrouping.".into(),
            Refusal::Allowance { due, placed } if it => format!("Vanno messi {due} eserciti, non {placed}."),
            Refusal::Allowance { due, placed } => format!("{due} armies are due, not {placed}."),
            // Named in Italian in both languages, as the sentences always have been.
            Refusal::ContinentArmiesElsewhere { continent } if it => format!("Gli eserciti del bonus di {} vanno in quel continente.", map.continent(*continent).name_it),
            Refusal::ContinentArmiesElsewhere { continent } => format!("The bonus armies of {} go in that continent.", map.continent(*continent).name_it),
            Refusal::OneTradePerTurn if it => "Un solo cambio per turno.".into(),
            Refusal::OneTradePerTurn => "One trade per turn.".into(),
            Refusal::TradeNeedsTwoCards if it => "Per il cambio servono 2 carte.".into(),
            Refusal::TradeNeedsTwoCards => "A trade takes 2 cards.".into(),
            Refusal::NothingToDeclare { seat } if it => format!("{} non ha un obiettivo da dichiarare a mano.", who(seat)),
            Refusal::NothingToDeclare { seat } => format!("{} has no objective to declare by hand.", who(seat)),
            Refusal::Finished if it => "La partita è finita.".into(),
            Refusal::Finished => "The match is over.".into(),
        }
    }

    /// The sentence in Spanish (Argentine usage), naming players and countries; an
    /// unnamed seat is "Jugador N", counted from 1.
    fn sentence_es(&self, map: &Map, names: &[String]) -> String {
        let who = |s: &Seat| {
            names
                .get(usize::from(*s))
                .filter(|n| !n.trim().is_empty())
                .cloned()
                .unwrap_or_else(|| ordinal(usize::from(*s), Lang::Es))
        };
        let c = |t: &TerritoryId| map.name(*t, Lang::Es).to_string();
        match self {
            Refusal::MapNotValidated { map } => format!("El tablero «{map}» no está entre los controlados: cargalo en la página Tableros."),
            Refusal::Players => "Hacen falta de 2 a 4 jugadores, en los puestos 0, 1, 2…".into(),
            Refusal::DealIncomplete { country } => format!("{} no se le repartió a nadie.", c(country)),
            Refusal::DealShare { seat, has, should } => format!("{} tiene {}, debería tener {should}.", who(seat), count(*has, "país", "países")),
            Refusal::LeftoverRolls => "Faltan los dados de los países que sobran o no dicen quién se los lleva (si empatan, se vuelve a tirar).".into(),
            Refusal::Objectives => "De a dos se juega sin objetivos secretos; de a tres o cuatro cada uno tiene uno.".into(),
            Refusal::FirstSeat => "El que empieza tiene que ser uno de los jugadores.".into(),
            Refusal::ObjectiveAlreadyMet { seat } => format!("El objetivo de {} ya lo cumple el reparto: hay que cambiarlo antes de empezar.", who(seat)),
            Refusal::NotYourTurn { seat } => format!("No es el turno de {}.", who(seat)),
            Refusal::WrongPhase { kind } => format!("Ahora no se puede registrar {}.", action_words(kind, Lang::Es)),
            Refusal::NotYourCountry { country } => format!("{} no es del jugador de turno.", c(country)),
            Refusal::OwnCountry { country } => format!("{} ya es del jugador de turno.", c(country)),
            Refusal::NotAdjacent { from, to } => format!("{} y {} no tienen límite ni puente.", c(from), c(to)),
            Refusal::TooFewArmies { country } => format!("{} no tiene suficientes ejércitos: uno siempre se queda.", c(country)),
            Refusal::WrongDiceCount => "Los dados tienen que ser tantos como permiten los ejércitos (ataque: ejércitos − 1, defensa: ejércitos; 3 como máximo), con caras de 1 a 6.".into(),
            Refusal::LossesInconsistent => "Las pérdidas tienen que sumar los dados comparados.".into(),
            Refusal::ThrowForm => "Una tirada se registra con los dados o con las pérdidas.".into(),
            Refusal::OccupyOutOfRange { min, max } => format!("Al país conquistado se mueven de {min} a {max} ejércitos."),
            Refusal::StageOver => "Después del reagrupamiento no se ataca más.".into(),
            Refusal::Allowance { due, placed } => format!("Hay que poner {}, no {placed}.", ejercitos(*due)),
            Refusal::ContinentArmiesElsewhere { continent } => format!("Los ejércitos del bonus de {} van en ese continente.", map.continent_name(*continent, Lang::Es)),
            Refusal::OneTradePerTurn => "Un solo canje por turno.".into(),
            Refusal::TradeNeedsTwoCards => "Para el canje hacen falta 2 tarjetas.".into(),
            Refusal::NothingToDeclare { seat } => format!("{} no tiene un objetivo para declarar a mano.", who(seat)),
            Refusal::Finished => "La partida terminó.".into(),
        }
    }
}

/// A refusal as the shared [`Objection`].
pub fn objection(r: &Refusal, map: &Map, names: &[String]) -> Objection {
    let (it, en, es) = (
        r.sentence(Lang::It, map, names),
        r.sentence(Lang::En, map, names),
        r.sentence(Lang::Es, map, names),
    );
    let detail = serde_json::json!({
        "code": r.code(), "message_it": it, "message_en": en, "message_es": es,
    });
    Objection {
        code: r.code(),
        message_it: it,
        message_en: en,
        message_es: es,
        detail,
    }
}
