//! The sentences of the refusals of the international zone, aggression pacts,
//! condominiums and the five players' leftover rolls (Italian and English, like
//! `sentences.rs`, which hands these variants over here).

use super::Refusal;
use super::sentences::Words;
use crate::engine::Lang;

/// What a zone forbids, as words.
fn zone_what(what: &str, it: bool) -> &'static str {
    match (what, it) {
        ("place", true) => "rinforzarla con nuovi eserciti",
        ("place", false) => "reinforcing it with new armies",
        ("regroup", true) => "spostarvi eserciti",
        ("regroup", false) => "moving armies into it",
        ("move_in", true) => "entrarvi con più di un esercito",
        ("move_in", false) => "moving in more than one army",
        (_, true) => "prendere i 3 eserciti della sua carta",
        (_, false) => "taking its card's 3 armies",
    }
}

/// The reason code of an invalid zone, aggression pact or breach, as words.
fn reason(r: &str, it: bool) -> &'static str {
    match (r, it) {
        ("same_party", true) => "le due parti sono lo stesso giocatore",
        ("same_party", false) => "both parties are the same player",
        ("three_trades_each", true) => "ognuna delle due parti deve avere fatto 3 cambi",
        ("three_trades_each", false) => "each party must have made 3 trades",
        ("one_zone_each", true) => "ogni giocatore ha una sola zona internazionale alla volta",
        ("one_zone_each", false) => "each player has one international zone at a time",
        ("zone_held_by_a_party", true) => "il paese della zona deve essere di una delle parti",
        ("zone_held_by_a_party", false) => "the zone's country must belong to one of the parties",
        ("zone_has_one_army", true) => "il paese della zona deve avere un solo esercito",
        ("zone_has_one_army", false) => "the zone's country must hold a single army",
        ("zone_borders_both", true) => {
            "il paese della zona deve confinare con un paese di ognuna delle parti"
        }
        ("zone_borders_both", false) => "the zone's country must border a country of each party",
        ("target_of_a_party", true) => "il paese attaccato deve essere di un terzo colore",
        ("target_of_a_party", false) => "the country attacked must belong to a third colour",
        ("target_not_held_alone", true) => "il paese attaccato deve essere di un solo colore",
        ("target_not_held_alone", false) => "the country attacked must be held by one colour",
        ("one_aggressor_country_each", true) => {
            "serve un paese aggressore per ciascuno dei due alleati"
        }
        ("one_aggressor_country_each", false) => "one aggressor country is needed for each ally",
        ("one_at_a_time", true) => "c'è già un patto di aggressione da eseguire",
        ("one_at_a_time", false) => "an aggression pact is already waiting to be carried out",
        ("not_pending", true) => "il patto non è un patto di aggressione ancora da eseguire",
        ("not_pending", false) => "the pact is not an aggression pact still to be carried out",
        ("move_in_by_the_allies_only", true) => "entrano solo i due alleati",
        ("move_in_by_the_allies_only", false) => "only the two allies move in",
        ("no_such_breach", true) => "nessuna violazione di questa zona da sanzionare",
        ("no_such_breach", false) => "no breach of this zone to penalise",
        ("card_to_take", true) => "chi ha violato la zona ha carte: indicare quella tolta a caso",
        ("card_to_take", false) => "the offender holds cards: name the one taken at random",
        (_, true) => "dati non validi",
        (_, false) => "invalid data",
    }
}

/// What a zone forbids, in Spanish.
fn zone_what_es(what: &str) -> &'static str {
    match what {
        "place" => "reforzarlo con ejércitos nuevos",
        "regroup" => "reagrupar ejércitos hacia él",
        "move_in" => "entrar con más de un ejército",
        _ => "tomar los 3 ejércitos de su tarjeta",
    }
}

/// The reason code of an invalid zone, aggression pact or breach, in Spanish.
fn reason_es(r: &str) -> &'static str {
    match r {
        "same_party" => "las dos partes son el mismo jugador",
        "three_trades_each" => "cada una de las dos partes tiene que haber hecho 3 canjes",
        "one_zone_each" => "cada jugador tiene una sola zona internacional a la vez",
        "zone_held_by_a_party" => "el país de la zona tiene que ser de una de las partes",
        "zone_has_one_army" => "el país de la zona tiene que tener un solo ejército",
        "zone_borders_both" => "el país de la zona tiene que limitar con un país de cada parte",
        "target_of_a_party" => "el país atacado tiene que ser de un tercer color",
        "target_not_held_alone" => "el país atacado tiene que ser de un solo color",
        "one_aggressor_country_each" => {
            "hace falta un país agresor para cada uno de los dos aliados"
        }
        "one_at_a_time" => "ya hay un pacto de agresión por cumplir",
        "not_pending" => "el pacto no es un pacto de agresión todavía por cumplir",
        "move_in_by_the_allies_only" => "entran solo los dos aliados",
        "no_such_breach" => "no hay ninguna violación de esta zona para sancionar",
        "card_to_take" => "quien violó la zona tiene tarjetas: indicá la que se le saca al azar",
        _ => "datos no válidos",
    }
}

/// The Spanish sentence of a refusal of this file's rules (`seat` and `country` name
/// players and countries in Spanish).
pub(super) fn sentence_es(
    r: &Refusal,
    seat: &dyn Fn(u8) -> String,
    country: &dyn Fn(crate::engine::map::TerritoryId) -> String,
) -> String {
    match r {
        Refusal::AgainstMissing { country: t } => {
            format!(
                "{} es un condominio: indicá a qué ocupante se ataca",
                country(*t)
            )
        }
        Refusal::AgainstNotThere {
            country: t,
            seat: s,
        } => {
            format!(
                "{} no tiene ejércitos en {} para atacar",
                seat(*s),
                country(*t)
            )
        }
        Refusal::CondominiumFromInside { country: t } => format!(
            "Los aliados que tomaron {} juntos se atacan ahí solo desde adentro, una vez roto el pacto",
            country(*t)
        ),
        Refusal::CondominiumNoMissiles { country: t } => {
            format!(
                "Ningún misil llega a la parte del condominio {}",
                country(*t)
            )
        }
        Refusal::JointAttackPending {
            pact,
            seat: s,
            country: t,
        } => format!(
            "Sigue el ataque conjunto del pacto de agresión {pact} contra {}: tira {}",
            country(*t),
            seat(*s)
        ),
        Refusal::AggressionInvalid { reason: why } => {
            format!("Pacto de agresión no válido: {}", reason_es(why))
        }
        Refusal::ZoneForbids {
            pact,
            country: t,
            what,
        } => {
            let c = country(*t);
            format!(
                "La zona internacional {pact} en {c} lo prohíbe: {c} queda con un solo ejército, sin {}",
                zone_what_es(what)
            )
        }
        Refusal::ZoneInvalid { reason: why } => {
            format!("Zona internacional no válida: {}", reason_es(why))
        }
        Refusal::ZoneBreachPending { pact, offender } => format!(
            "{} no atacó la zona internacional {pact}: registrá primero la sanción",
            seat(*offender)
        ),
        Refusal::ZoneBreachInvalid { reason: why } => {
            format!("Sanción de la zona no válida: {}", reason_es(why))
        }
        Refusal::ZonePenaltyNoCard { seat: s } => format!(
            "{} pierde esta tarjeta: sanción de la zona internacional sin tarjetas en la mano",
            seat(*s)
        ),
        Refusal::LeftoverRolls { seat: s } => format!(
            "Con 5 jugadores las 2 tarjetas sobrantes van a los 2 dados más altos: el dado de {} no cuadra",
            seat(*s)
        ),
        other => other.code().to_string(),
    }
}

/// The sentence of a refusal of this file's rules.
#[allow(clippy::too_many_lines)]
pub(super) fn sentence(r: &Refusal, w: &Words<'_>) -> String {
    let it = w.lang == Lang::It;
    let pick = |i: String, e: String| if it { i } else { e };
    match r {
        Refusal::AgainstMissing { country } => {
            let c = w.country(*country);
            pick(
                format!("{c} è un condominio: indicare quale occupante si attacca"),
                format!("{c} is a condominium: name the occupant attacked"),
            )
        }
        Refusal::AgainstNotThere { country, seat } => {
            let (c, s) = (w.country(*country), w.seat(*seat));
            pick(
                format!("{s} non ha eserciti in {c} da attaccare"),
                format!("{s} has no armies in {c} to attack"),
            )
        }
        Refusal::CondominiumFromInside { country } => {
            let c = w.country(*country);
            pick(
                format!(
                    "I due alleati che hanno preso {c} insieme si attaccano lì solo da dentro, rotto il patto"
                ),
                format!(
                    "The allies who took {c} together attack each other there only from inside, once the pact is broken"
                ),
            )
        }
        Refusal::CondominiumNoMissiles { country } => {
            let c = w.country(*country);
            pick(
                format!("Nessun missile arriva sulla quota del condominio {c}"),
                format!("No missile arrives on a share of the condominium {c}"),
            )
        }
        Refusal::JointAttackPending {
            pact,
            seat,
            country,
        } => {
            let (c, s) = (w.country(*country), w.seat(*seat));
            pick(
                format!(
                    "L'attacco congiunto del patto di aggressione {pact} contro {c} continua: tira {s}"
                ),
                format!(
                    "The joint attack of aggression pact {pact} on {c} goes on: {s} throws next"
                ),
            )
        }
        Refusal::AggressionInvalid { reason: why } => pick(
            format!("Patto di aggressione non valido: {}", reason(why, true)),
            format!("Invalid aggression pact: {}", reason(why, false)),
        ),
        Refusal::ZoneForbids {
            pact,
            country,
            what,
        } => {
            let c = w.country(*country);
            pick(
                format!(
                    "La zona internazionale {pact} su {c} lo vieta: {c} resta con un solo esercito, senza {}",
                    zone_what(what, true)
                ),
                format!(
                    "International zone {pact} on {c} forbids it: {c} keeps a single army, no {}",
                    zone_what(what, false)
                ),
            )
        }
        Refusal::ZoneInvalid { reason: why } => pick(
            format!("Zona internazionale non valida: {}", reason(why, true)),
            format!("Invalid international zone: {}", reason(why, false)),
        ),
        Refusal::ZoneBreachPending { pact, offender } => {
            let s = w.seat(*offender);
            pick(
                format!(
                    "{s} non ha attaccato la zona internazionale {pact}: registrare prima la penalità"
                ),
                format!("{s} did not attack international zone {pact}: record the penalty first"),
            )
        }
        Refusal::ZoneBreachInvalid { reason: why } => pick(
            format!("Penalità della zona non valida: {}", reason(why, true)),
            format!("Invalid zone penalty: {}", reason(why, false)),
        ),
        Refusal::ZonePenaltyNoCard { seat } => {
            let s = w.seat(*seat);
            pick(
                format!(
                    "{s} perde questa carta: penalità della zona internazionale senza carte in mano"
                ),
                format!("{s} loses this card: an international zone penalty with no card in hand"),
            )
        }
        Refusal::LeftoverRolls { seat } => {
            let s = w.seat(*seat);
            pick(
                format!(
                    "Con 5 giocatori le 2 carte avanzate vanno ai 2 dadi più alti: il dado di {s} non torna"
                ),
                format!(
                    "With 5 players the 2 leftover cards go to the 2 highest rolls: {s}'s roll does not match"
                ),
            )
        }
        other => other.code().to_string(),
    }
}
