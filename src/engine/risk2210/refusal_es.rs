//! The referee's sentence for each Risk 2210 A.D. refusal in Spanish (Argentine usage),
//! beside the Italian and English of `refusal.rs`: players and territories by name, decks
//! and pieces in words, no word that would have to agree with a territory's gender.

use super::cards::Deck;
use super::refusal::{Refusal, kind, piece_words};
use super::words::card_name;
use crate::engine::Lang;
use crate::engine::action_words::action_words;
use crate::engine::log::Seat;
use crate::engine::map::{Map, TerritoryId};
use crate::engine::refusal::{cartas, dados, ordinal};

/// A deck in words ("el mazo terrestre").
fn deck(d: Deck) -> &'static str {
    match d {
        Deck::Land => "terrestre",
        Deck::Naval => "naval",
        Deck::Space => "espacial",
        Deck::Nuclear => "nuclear",
        Deck::Diplomat => "diplomático",
    }
}

/// "1 MOD" / "3 MOD": the unit keeps its name in the plural, as on the box.
fn mods(n: u32) -> String {
    format!("{n} MOD")
}

impl Refusal {
    /// The sentence in Spanish, naming the players (`names`) and territories.
    #[allow(clippy::too_many_lines)]
    pub(super) fn message_es(&self, names: &[String]) -> String {
        let lang = Lang::Es;
        let who = |s: Seat| match names.get(usize::from(s)).filter(|n| !n.trim().is_empty()) {
            Some(n) => n.trim().to_string(),
            None => ordinal(usize::from(s), lang),
        };
        let t = |t: TerritoryId| Map::risk2210().name(t, lang).to_string();
        match self {
            Refusal::BadSetup { reason } => {
                format!("Preparación no válida: {}.", reason.words(lang, names))
            }
            Refusal::NotYourTurn {
                seat,
                expected: Some(e),
            } => format!("No le toca a {}: le toca a {}.", who(*seat), who(*e)),
            Refusal::NotYourTurn {
                seat,
                expected: None,
            } => format!(
                "No le toca a {}: el árbitro ingresa las ofertas del año.",
                who(*seat)
            ),
            Refusal::NotNow { action } => format!(
                "En este momento de la partida no se puede registrar {}.",
                action_words(action, Lang::Es)
            ),
            Refusal::Finished => "La partida terminó.".into(),
            Refusal::Devastated { territory } => {
                format!(
                    "{}: territorio devastado, nadie puede entrar ahí.",
                    t(*territory)
                )
            }
            Refusal::NotLand { territory } => {
                format!("{} no es un territorio de tierra.", t(*territory))
            }
            Refusal::Occupied { territory } => format!("{} ya tiene dueño.", t(*territory)),
            Refusal::NotOwn { seat, territory } => {
                format!("{} no es de {}.", t(*territory), who(*seat))
            }
            Refusal::SetupCount {
                seat,
                expected,
                got,
            } => format!(
                "{} tiene que colocar {}, no {got}.",
                who(*seat),
                mods(*expected)
            ),
            Refusal::PieceTwice { seat, piece: p } => {
                format!("{} ya colocó {}.", who(*seat), piece_words(*p, Lang::Es))
            }
            Refusal::PhasePassed { seat, action } => format!(
                "{} ya dejó atrás la fase para {} en este turno.",
                who(*seat),
                action_words(action, Lang::Es)
            ),
            Refusal::IncomeLeft { seat, left } => format!(
                "{} primero tiene que colocar {} de ingresos.",
                who(*seat),
                mods(*left)
            ),
            Refusal::TooManyMods { seat, left, asked } => format!(
                "{} tiene solo {} para colocar, no {asked}.",
                who(*seat),
                mods(*left)
            ),
            Refusal::NotEnoughEnergy { seat, need, have } => format!(
                "{} tiene {have} de energía: hacen falta {need}.",
                who(*seat)
            ),
            Refusal::CommanderInPlay { seat, commander } => format!(
                "{} ya tiene en juego el comandante {}.",
                who(*seat),
                kind(*commander, lang)
            ),
            Refusal::NoCommander { seat, commander } => format!(
                "{} no tiene en juego el comandante {}.",
                who(*seat),
                kind(*commander, lang)
            ),
            Refusal::StationLimit { seat } => {
                format!("{} ya tiene 4 estaciones espaciales.", who(*seat))
            }
            Refusal::StationThere { territory } => format!(
                "En {} no puede ir una estación (ya hay una, o no es tierra).",
                t(*territory)
            ),
            Refusal::CardsBoughtAlready { seat } => {
                format!("{} ya compró cartas en este turno.", who(*seat))
            }
            Refusal::CardCount { seat, asked } => format!(
                "{} puede comprar de 1 a 4 cartas por turno, no {asked}.",
                who(*seat)
            ),
            Refusal::DeckEmpty { deck: d, left } => format!(
                "En el mazo {} {} {}.",
                deck(*d),
                if *left == 1 { "queda" } else { "quedan" },
                cartas(*left)
            ),
            Refusal::UnknownCard { deck: d, card } => {
                format!("El mazo {} no tiene la carta «{card}».", deck(*d))
            }
            Refusal::NoCardHeld { seat, deck: d } => {
                format!("{} no tiene cartas del mazo {}.", who(*seat), deck(*d))
            }
            Refusal::CardTiming { seat, card } => {
                format!(
                    "{} no puede jugar «{}» en este momento.",
                    who(*seat),
                    card_name(card, lang)
                )
            }
            Refusal::CardTarget { seat, card } => format!(
                "{} no tiene un territorio válido para «{}».",
                who(*seat),
                card_name(card, lang)
            ),
            Refusal::BidSeats => {
                "Tiene que haber una oferta por cada jugador en la partida.".into()
            }
            Refusal::BidTooHigh { seat, bid, energy } => format!(
                "{} ofrece {bid} pero tiene {energy} de energía.",
                who(*seat)
            ),
            Refusal::TieRolls { seat } => format!(
                "{} empató: hace falta una tirada de desempate (1-6) distinta de la de los demás.",
                who(*seat)
            ),
            Refusal::BadMarkers => {
                "Los marcadores de turno tienen que ser 1..N, uno por jugador.".into()
            }
            Refusal::SourceTooFew { territory } => format!(
                "{} tiene menos de 2 unidades: no puede invadir.",
                t(*territory)
            ),
            Refusal::NotJoined { from, to } => {
                format!("Desde {} no se puede invadir {}.", t(*from), t(*to))
            }
            Refusal::NeedsCommander { seat, commander } => format!(
                "{} necesita el comandante {} en juego.",
                who(*seat),
                kind(*commander, lang)
            ),
            Refusal::OwnTarget { territory } => {
                format!("{} ya es del que invade.", t(*territory))
            }
            Refusal::InvasionOpen => {
                "Hay una invasión en curso: primero tirá, retirate u ocupá.".into()
            }
            Refusal::NoInvasion => "No se declaró ninguna invasión.".into(),
            Refusal::MustThrow => "Después de la declaración se tira al menos una vez.".into(),
            Refusal::DiceCount {
                attacker,
                allowed,
                got,
            } => format!(
                "{} puede tirar {} como máximo, no {got}.",
                if *attacker {
                    "El atacante"
                } else {
                    "El defensor"
                },
                dados(*allowed)
            ),
            Refusal::BadFace { face, sides } => {
                format!("{face} no es una cara de un dado de {sides} caras.")
            }
            Refusal::CommanderAbsent { seat, commander } => format!(
                "El comandante {} de {} no está ahí.",
                kind(*commander, lang),
                who(*seat)
            ),
            Refusal::D8Count {
                attacker,
                expected,
                got,
            } => format!(
                "Los dados de 8 caras {} tienen que ser {expected}, no {got}.",
                if *attacker {
                    "del atacante"
                } else {
                    "del defensor"
                }
            ),
            Refusal::BadKilled { attacker } => format!(
                "Los comandantes perdidos por el {} no corresponden a las pérdidas.",
                if *attacker { "atacante" } else { "defensor" }
            ),
            Refusal::OccupyFirst => "Primero se ocupa el territorio conquistado.".into(),
            Refusal::OccupyCount { min, max, got } => {
                format!("Se mueven de {min} a {max} unidades, no {got}.")
            }
            Refusal::OccupyCommander { commander } => format!(
                "El comandante {} tiró: tiene que entrar.",
                kind(*commander, lang)
            ),
            Refusal::NoBonus => {
                "No corresponde ninguna carta de bonus por las tres conquistas.".into()
            }
            Refusal::FortifiedAlready => "El movimiento de fin de turno ya se hizo.".into(),
            Refusal::NotConnected { from, to } => format!(
                "Ninguna cadena de territorios propios une {} con {}.",
                t(*from),
                t(*to)
            ),
            Refusal::LeaveOne { territory } => {
                format!("En {} tiene que quedar al menos una unidad.", t(*territory))
            }
            Refusal::BadAdjust { reason } => {
                format!("Corrección no válida: {}.", reason.words(lang, names))
            }
            // The card, throw and clock refusals have their Spanish beside their Italian
            // and English, in `words.rs`.
            other => super::words::message(other, lang, names),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::risk2210::log::Commander;

    #[test]
    fn spanish_sentences_name_players_and_agree_in_number() {
        let names = vec!["Ana".to_string(), "Bruno".to_string()];
        let r = Refusal::NotYourTurn {
            seat: 1,
            expected: Some(0),
        };
        assert_eq!(
            r.message(Lang::Es, &names),
            "No le toca a Bruno: le toca a Ana."
        );
        let r = Refusal::DeckEmpty {
            deck: Deck::Naval,
            left: 1,
        };
        assert_eq!(
            r.message(Lang::Es, &names),
            "En el mazo naval queda 1 carta."
        );
        let r = Refusal::DeckEmpty {
            deck: Deck::Land,
            left: 0,
        };
        assert_eq!(
            r.message(Lang::Es, &names),
            "En el mazo terrestre quedan 0 cartas."
        );
        let r = Refusal::DiceCount {
            attacker: true,
            allowed: 1,
            got: 2,
        };
        assert_eq!(
            r.message(Lang::Es, &names),
            "El atacante puede tirar 1 dado como máximo, no 2."
        );
        let r = Refusal::NoCommander {
            seat: 0,
            commander: Commander::Space,
        };
        assert_eq!(
            r.message(Lang::Es, &names),
            "Ana no tiene en juego el comandante espacial."
        );
    }
}
