//! The card, clock and throw-form refusal sentences of `words.rs` in Spanish (Argentine
//! usage): the card's Spanish name and what its fields got wrong said in Spanish, no word
//! that would have to agree with a territory's gender.

use super::refusal::{Refusal, kind};
use super::settings::DiceEntry;
use super::words::{CardProblem, card_name, deck_word};
use crate::engine::Lang;
use crate::engine::log::Seat;
use crate::engine::map::{Layer, TerritoryId};

/// [`message`] in Spanish (Argentine usage), the card's Spanish name and the problem's
/// Spanish detail ([`problem_words_es`]).
pub(super) fn message_es(
    refusal: &Refusal,
    who: &dyn Fn(Seat) -> String,
    t: &dyn Fn(TerritoryId) -> String,
) -> String {
    match refusal {
        Refusal::ThrowForm => "La tirada indica los valores de los dados de los dos lados, o los dados y las pérdidas (no ambos).".into(),
        Refusal::BadLosses { pairs, got } => {
            format!("Las pérdidas suman {got}: con estos dados tienen que sumar {pairs}.")
        }
        Refusal::DiceEntry { allowed } => match allowed {
            DiceEntry::Quick => "Este torneo anota las tiradas solo con los dados y las pérdidas (dice_entry: quick), no con los valores de los dados.".into(),
            _ => "Este torneo anota las tiradas solo con los valores de los dados (dice_entry: full), no con las pérdidas solas.".into(),
        },
        Refusal::Jammed { seat } => format!(
            "{} está silenciado por una Interferencia de Frecuencias hasta el final del turno.",
            who(*seat)
        ),
        Refusal::CeaseFire { seat, protected } => format!(
            "Un Alto el Fuego impide que {} ataque los territorios de {} en este turno.",
            who(*seat),
            who(*protected)
        ),
        Refusal::Card {
            seat,
            card,
            problem,
        } => format!(
            "{} no puede jugar «{}» así: {}.",
            who(*seat),
            card_name(card, Lang::Es),
            problem_words_es(problem, who, t)
        ),
        Refusal::NoScout { seat } => format!(
            "Ninguna Fuerza de Exploración de {} espera este territorio justo después de ocuparlo.",
            who(*seat)
        ),
        Refusal::CopiesOut { deck, card } => format!(
            "Ya se jugaron todas las copias de «{}» del mazo {}.",
            card_name(card, Lang::Es),
            deck_word(*deck, Lang::Es)
        ),
        Refusal::Clock { fault } => fault.words_es().into(),
        Refusal::EndMatchReason => "Indicá por qué termina la partida.".into(),
        other => other.code().to_string(),
    }
}

/// What a card's fields got wrong, in Spanish (Argentine usage); no word has to agree
/// with a territory's gender.
fn problem_words_es(
    problem: &CardProblem,
    who: &dyn Fn(Seat) -> String,
    t: &dyn Fn(TerritoryId) -> String,
) -> String {
    let board = |layer: Layer| match layer {
        Layer::Land => "terrestre",
        Layer::Sea => "marino",
        Layer::Moon => "lunar",
    };
    match problem {
        CardProblem::Missing { field } => format!("falta el campo `{field}`"),
        CardProblem::Territory {
            territory,
            layer,
            own: true,
        } => format!(
            "{} no es un territorio {} suyo",
            t(*territory),
            board(*layer)
        ),
        CardProblem::Territory {
            territory,
            layer,
            own: false,
        } => format!(
            "{} no es un territorio {} de un rival",
            t(*territory),
            board(*layer)
        ),
        CardProblem::TargetSeat { target } => {
            format!("{} no es otro jugador en la partida", who(*target))
        }
        CardProblem::TargetCommander { target, commander } => format!(
            "{} no tiene el comandante {} en juego",
            who(*target),
            kind(*commander, Lang::Es)
        ),
        CardProblem::TurnedCount { layer, want, got } => format!(
            "hay que dar vuelta {want} {} de territorio {}, no {got}",
            if *want == 1 { "carta" } else { "cartas" },
            board(*layer)
        ),
        CardProblem::TurnedCard { territory } => format!(
            "la carta de {} no está en el mazo (otro mazo, devastada o ya sacada)",
            t(*territory)
        ),
        CardProblem::TurnedOrder => {
            "todas las cartas dadas vuelta salvo la última muestran territorios suyos, la última no"
                .into()
        }
        CardProblem::Roll { sides } => {
            format!("falta el valor del dado de {sides} caras, o está fuera del dado")
        }
        CardProblem::Reinforcements { want } => format!(
            "1 MOD en cada uno de exactamente {want} {} suyos distintos",
            if *want == 1 {
                "territorio"
            } else {
                "territorios"
            }
        ),
        CardProblem::Removals { seat, want } => {
            format!("{} saca exactamente {want} MOD suyos", who(*seat))
        }
        CardProblem::Killed { territory } => format!(
            "los comandantes elegidos como pérdidas en {} no corresponden a las pérdidas",
            t(*territory)
        ),
        CardProblem::Move { to } => {
            format!("{} no es un territorio suyo al que pueda llegar", t(*to))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::risk2210::log::Commander;
    use crate::engine::risk2210::words::problem_words;

    /// Every problem a card can have, said in Spanish, shares no words with its English
    /// detail (names and numbers aside), and the refusal names the card in Spanish.
    #[test]
    fn every_card_problem_is_said_in_spanish() {
        let map = crate::engine::map::Map::risk2210();
        let egypt = map.by_slug("egypt").expect("egypt");
        let who = |s: Seat| ["Ana", "Bruno"][usize::from(s)].to_string();
        let t = |t: TerritoryId| map.name(t, Lang::Es).to_string();
        let problems = [
            CardProblem::Missing { field: "territory" },
            CardProblem::Territory {
                territory: egypt,
                layer: Layer::Land,
                own: true,
            },
            CardProblem::Territory {
                territory: egypt,
                layer: Layer::Sea,
                own: false,
            },
            CardProblem::TargetSeat { target: 1 },
            CardProblem::TargetCommander {
                target: 1,
                commander: Commander::Naval,
            },
            CardProblem::TurnedCount {
                layer: Layer::Moon,
                want: 2,
                got: 1,
            },
            CardProblem::TurnedCard { territory: egypt },
            CardProblem::TurnedOrder,
            CardProblem::Roll { sides: 8 },
            CardProblem::Reinforcements { want: 3 },
            CardProblem::Removals { seat: 1, want: 4 },
            CardProblem::Killed { territory: egypt },
            CardProblem::Move { to: egypt },
        ];
        let english = [
            " the ",
            " is ",
            "not ",
            " of theirs",
            "missing",
            " cards",
            "removes",
            " fit",
            "turned",
            "reach",
            "another",
            "territory ",
            "opponent",
            "face",
        ];
        for p in &problems {
            let es = problem_words_es(p, &who, &t);
            let en = problem_words(p, Lang::En, &who, &t);
            assert_ne!(es, en);
            for w in english {
                assert!(!es.contains(w), "English «{w}» in «{es}»");
            }
            let refusal = Refusal::Card {
                seat: 0,
                card: "cease_fire".into(),
                problem: p.clone(),
            };
            let sentence = refusal.message(Lang::Es, &["Ana".into(), "Bruno".into()]);
            assert!(
                sentence.starts_with("Ana no puede jugar «Alto el Fuego» así: ")
                    && sentence.contains(&es),
                "{sentence}"
            );
        }
    }

    #[test]
    fn decks_and_card_names_are_spanish_in_spanish_sentences() {
        let r = Refusal::CopiesOut {
            deck: crate::engine::risk2210::Deck::Space,
            card: "orbital_mines".into(),
        };
        assert_eq!(
            r.message(Lang::Es, &[]),
            "Ya se jugaron todas las copias de «Minas Orbitales» del mazo espacial."
        );
        assert_eq!(
            r.message(Lang::It, &[]),
            "Tutte le copie di «Mine Orbitali» del mazzo spaziale sono già state giocate."
        );
    }
}
