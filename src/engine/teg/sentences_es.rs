//! The referee's sentences for every T.E.G. refusal in Spanish, the game's own language
//! (Argentine usage: "vos", "países", "ejércitos", "tarjetas"), beside the Italian and
//! English of `sentences.rs`. Countries and continents carry the names printed on the
//! board; counts agree in number ("1 ejército", "2 ejércitos"), and no word has to agree
//! with a country's gender.

use super::Refusal;
use crate::engine::Lang;
use crate::engine::action_words::action_words;
use crate::engine::map::{ContinentId, Map, TerritoryId};
use crate::engine::refusal::{count, ejercitos, ordinal};

/// Names for the Spanish sentences: players by seat, countries and continents.
struct Words<'a> {
    names: &'a [String],
}

impl Words<'_> {
    fn seat(&self, s: u8) -> String {
        self.names
            .get(usize::from(s))
            .filter(|n| !n.trim().is_empty())
            .cloned()
            .unwrap_or_else(|| ordinal(usize::from(s), Lang::Es))
    }
    fn country(&self, t: TerritoryId) -> String {
        Map::teg_revancha().name(t, Lang::Es).to_string()
    }
    fn continent(&self, c: ContinentId) -> String {
        Map::teg_revancha().continent_name(c, Lang::Es).to_string()
    }
}

/// "1 misil" / "3 misiles".
fn misiles(n: u32) -> String {
    count(n, "misil", "misiles")
}

/// "1 país" / "3 países".
fn paises(n: u32) -> String {
    count(n, "país", "países")
}

/// The refusal's sentence in Spanish, naming the players of `names`.
#[allow(clippy::too_many_lines)]
pub(super) fn sentence_es(r: &Refusal, names: &[String]) -> String {
    let w = Words { names };
    match r {
        Refusal::MatchFinished => "La partida terminó: no se registra nada más".into(),
        Refusal::UnknownSeat { seat } => {
            format!("No hay un puesto {} en esta mesa", w.seat(*seat))
        }
        Refusal::SeatEliminated { seat } => {
            format!("{} ya quedó fuera de la partida", w.seat(*seat))
        }
        Refusal::WrongRuleset { ruleset } => {
            format!("Este registro es del reglamento «{ruleset}», no de T.E.G.")
        }
        Refusal::WrongMap { map } => {
            format!("T.E.G. La Revancha se juega en el mapa teg-revancha, no en «{map}»")
        }
        Refusal::SeatCount { seats } => {
            format!("T.E.G. se juega de 2 a 6 jugadores, no {seats}")
        }
        Refusal::SeatOrder { seat } => format!(
            "Los jugadores se listan en orden de puesto, desde 0: el puesto {} está fuera de orden",
            w.seat(*seat)
        ),
        Refusal::BadColour { colour } => format!(
            "El color «{colour}» no es uno de los seis de la caja o está usado dos veces (blanco, negro, rojo, azul, amarillo, verde)"
        ),
        Refusal::DealIncomplete { country } => format!(
            "El reparto no dice quién recibió {}: hacen falta los 72 países",
            w.country(*country)
        ),
        Refusal::DealShare {
            seat,
            countries,
            share,
        } => format!(
            "{} recibió {}, pero le tocan {share} (con 5 jugadores dos reciben uno más)",
            w.seat(*seat),
            paises(*countries)
        ),
        Refusal::BorderNotDisputed { from, to } => format!(
            "El límite {}–{} no es uno de los discutidos del mapa: no se puede sacar ni agregar",
            w.country(*from),
            w.country(*to)
        ),
        Refusal::ObjectiveSeat { seat } => {
            format!("Los objetivos nombran un puesto que no existe: «{seat}»")
        }
        Refusal::ObjectiveCount {
            seat,
            count,
            expected,
        } => format!(
            "{} tiene {count} objetivos secretos, hacen falta {expected}",
            w.seat(*seat)
        ),
        Refusal::ObjectiveUnavailable { objective } => format!(
            "El objetivo «{objective}» no se puede repartir: desconocido, ya repartido, sacado con 2–3 jugadores o el 20.º sin escribir"
        ),
        Refusal::NotNow { action } => format!(
            "Ahora no se puede registrar {}",
            action_words(action, Lang::Es)
        ),
        Refusal::NotYourTurn { seat, turn } => format!(
            "No es el turno de {}: le toca a {}",
            w.seat(*seat),
            w.seat(*turn)
        ),
        Refusal::RestColourMissing => "La tarjeta «Descanso» nombra un color, y solo ella".into(),
        Refusal::SituationUsedUp { card } => format!(
            "Todas las copias de la tarjeta «{}» ya salieron desde que se volvió a mezclar",
            super::describe::card_name(*card, Lang::Es)
        ),
        Refusal::RollsIncomplete { seat } => format!(
            "Falta el dado de crisis de {}: un dado por cada jugador en juego",
            w.seat(*seat)
        ),
        Refusal::BadDieValue { value } => format!("Un dado va de 1 a 6, no {value}"),
        Refusal::StageOver { action } => format!(
            "El momento para {} en este turno ya pasó: no se vuelve atrás",
            action_words(action, Lang::Es)
        ),
        Refusal::TradeRequired { seat } => format!(
            "{} tiene 5 tarjetas: tiene que hacer un canje antes de seguir",
            w.seat(*seat)
        ),
        Refusal::UnplacedArmies { seat, armies } => format!(
            "A {} todavía {} {} por colocar",
            w.seat(*seat),
            if *armies == 1 { "le queda" } else { "le quedan" },
            ejercitos(*armies)
        ),
        Refusal::OccupyPending => "Primero se ocupa el país recién conquistado".into(),
        Refusal::Clock { fault } => {
            let why = match *fault {
                "started" => "el reloj ya arrancó",
                "not_started" => "el reloj no arrancó",
                "not_running" => "el reloj ya está parado",
                _ => "el reloj no está en pausa",
            };
            format!("Reloj: evento no válido ahora ({why})")
        }
        Refusal::ZeroAmount { country } => format!(
            "Cantidad cero en {}: indicá solo los países que reciben algo",
            w.country(*country)
        ),
        Refusal::NotYourCountry { seat, country } => format!(
            "{} no es solo de {}",
            w.country(*country),
            w.seat(*seat)
        ),
        Refusal::Blockaded { country } => format!(
            "{} está bajo bloqueo: no puede recibir ejércitos ni misiles",
            w.country(*country)
        ),
        Refusal::WrongQuota { seat, placed, due } => format!(
            "{} tiene que colocar exactamente {} (un misil vale 6), no {placed}",
            w.seat(*seat),
            ejercitos(*due)
        ),
        Refusal::OverAllowance { seat, placed, due } => format!(
            "{} coloca {} pero tiene {due} (los de un continente van dentro del continente)",
            w.seat(*seat),
            ejercitos(*placed)
        ),
        Refusal::TooFewArmies {
            country,
            armies,
            needed,
        } => format!(
            "{} tiene {}, hacen falta al menos {needed}",
            w.country(*country),
            ejercitos(*armies)
        ),
        Refusal::SituationForbids { seat, card } => format!(
            "La tarjeta «{}» de esta ronda se lo prohíbe a {}",
            super::describe::card_name(*card, Lang::Es),
            w.seat(*seat)
        ),
        Refusal::OwnTarget { country } => {
            format!("{} ya es del atacante", w.country(*country))
        }
        Refusal::PactForbids { pact, seat, other } => format!(
            "El pacto {pact} entre {} y {} cubre este ataque",
            w.seat(*seat),
            w.seat(*other)
        ),
        Refusal::NotAdjacent { from, to } => format!(
            "{} y {} no limitan",
            w.country(*from),
            w.country(*to)
        ),
        Refusal::ThrowForm => "Una tirada se registra con los dados (dice) o con las pérdidas (losses), no con ambos ni sin ninguno".into(),
        Refusal::WrongDiceCount {
            side,
            dice,
            min,
            max,
        } => format!(
            "Dados del {}: {dice}, se permiten de {min} a {max}",
            if *side == "attacker" {
                "atacante"
            } else {
                "defensor"
            }
        ),
        Refusal::LossesInconsistent {
            attacker,
            defender,
            pairs,
        } => format!(
            "Pérdidas {attacker} y {defender}: tienen que sumar {pairs} y no superar los ejércitos en juego"
        ),
        Refusal::OccupyOutOfRange { armies, max } => {
            format!("Entran de 1 a {max} ejércitos, no {armies}")
        }
        Refusal::MissileOutOfRange { from, to } => format!(
            "{} está a más de tres fronteras de {}",
            w.country(*to),
            w.country(*from)
        ),
        Refusal::NoMissile { country } => {
            format!("{} no tiene misiles", w.country(*country))
        }
        Refusal::MissileTargetTooWeak {
            country,
            armies,
            damage,
        } => format!(
            "{} tiene {} y el misil le sacaría {damage}: tiene que quedar al menos uno",
            w.country(*country),
            ejercitos(*armies)
        ),
        Refusal::MissileOutgunned {
            from,
            to,
            mine,
            theirs,
        } => format!(
            "{} tiene {} y {} {theirs}: hace falta tener más que el blanco",
            w.country(*from),
            misiles(*mine),
            w.country(*to)
        ),
        Refusal::MissileOverfliesPact { pact, from, to } => format!(
            "De {} a {} el misil sobrevolaría el pacto {pact}",
            w.country(*from),
            w.country(*to)
        ),
        Refusal::RegroupTooMany {
            country,
            armies,
            missiles,
            free_armies,
            free_missiles,
        } => format!(
            "De {} se pueden mover {} y {}, no {armies} y {missiles}",
            w.country(*country),
            ejercitos(*free_armies),
            misiles(*free_missiles)
        ),
        Refusal::PactInvalid { reason } => format!("Pacto no válido ({reason})"),
        Refusal::PactOutOfTurn { parties, turn } => format!(
            "Con Fair Play un pacto se registra en el turno de una de las partes ({}, {}); le toca a {}",
            w.seat(parties[0]),
            w.seat(parties[1]),
            w.seat(*turn)
        ),
        Refusal::UnknownPact { pact } => format!("No hay un pacto {pact} vigente"),
        Refusal::NotAParty { seat, pact } => {
            format!("{} no es parte del pacto {pact}", w.seat(*seat))
        }
        Refusal::PactAlreadyBroken { pact } => format!("El pacto {pact} ya se rompió"),
        Refusal::OneTradePerRound { seat } => {
            format!("{} ya hizo un canje en esta ronda", w.seat(*seat))
        }
        Refusal::CardNotHeld { seat, country } => format!(
            "{} no tiene la tarjeta de {}",
            w.seat(*seat),
            w.country(*country)
        ),
        Refusal::FiguresConflict { country } => format!(
            "Las figuras dadas para {} no son las ya registradas",
            w.country(*country)
        ),
        Refusal::FiguresInvalid { country } => format!(
            "Figuras no válidas para {}: una, dos o la supertarjeta avión + barco + tanque",
            w.country(*country)
        ),
        Refusal::FiguresUnknown { country } => format!(
            "No se conocen las figuras de la tarjeta {}: indicalas en el canje",
            w.country(*country)
        ),
        Refusal::ContinentCardNotHeld { seat, continent } => format!(
            "{} no tiene la tarjeta del continente {}",
            w.seat(*seat),
            w.continent(*continent)
        ),
        Refusal::TradeNotASet => "Las tarjetas no forman un canje: tres figuras iguales, tres distintas o una tarjeta que vale sola".into(),
        Refusal::TradeNotMinimal => {
            "Sobra una tarjeta: el canje se sostiene también sin ella".into()
        }
        Refusal::CardNotDue {
            seat,
            conquests,
            needed,
        } => format!(
            "{} conquistó {} en este turno, hacen falta {needed} para una tarjeta (y una sola por turno)",
            w.seat(*seat),
            paises(*conquests)
        ),
        Refusal::CrisisNoCard { seat } => format!(
            "Crisis: {} sacó el dado más bajo y no recibe tarjeta en esta ronda",
            w.seat(*seat)
        ),
        Refusal::HandFull { seat } => {
            format!("{} ya tiene 5 tarjetas: primero canjeá", w.seat(*seat))
        }
        Refusal::CardUnavailable { country, holder } => format!(
            "La tarjeta de {} la tiene {}",
            w.country(*country),
            w.seat(*holder)
        ),
        Refusal::ContinentNotHeld { seat, continent } => format!(
            "{} no tiene todo el continente {}",
            w.seat(*seat),
            w.continent(*continent)
        ),
        Refusal::ContinentCardUsed { seat, continent } => format!(
            "{} ya tiene la tarjeta de {} o ya la usó",
            w.seat(*seat),
            w.continent(*continent)
        ),
        Refusal::ContinentCardNotEarned { seat, continent } => format!(
            "{} no completó {} conquistando",
            w.seat(*seat),
            w.continent(*continent)
        ),
        Refusal::BonusNotDue { seat, country } => format!(
            "{} no tiene derecho a los 3 ejércitos en {} (tarjeta, país, una sola vez)",
            w.seat(*seat),
            w.country(*country)
        ),
        // The zone, aggression pact, condominium and leftover-roll refusals.
        other => super::sentences_more::sentence_es(other, &|s| w.seat(s), &|t| w.country(t)),
    }
}

#[cfg(test)]
#[path = "sentences_es_tests.rs"]
mod tests;
