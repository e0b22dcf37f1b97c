//! The referee's sentence for each tournament refusal in Spanish (Argentine usage),
//! beside the Italian and English of `sentences.rs`: players by name, territories and
//! continents by their Spanish name, counts in the right number, no word that would have
//! to agree with a territory's gender.

use super::refusal::Refusal;
use crate::engine::Lang;
use crate::engine::action_words::action_words;
use crate::engine::classic::Card;
use crate::engine::log::Seat;
use crate::engine::map::{Map, TerritoryId};
use crate::engine::refusal::{cartas, dados, ejercitos, ordinal};

impl Refusal {
    /// The sentence in Spanish; `names` are the players in seat order.
    #[allow(clippy::too_many_lines)]
    pub(super) fn message_es(&self, names: &[String]) -> String {
        use Refusal::*;
        let lang = Lang::Es;
        let map = Map::risiko();
        let t = |id: &TerritoryId| map.name(*id, lang).to_string();
        let who = |s: &Seat| {
            names
                .get(usize::from(*s))
                .filter(|n| !n.trim().is_empty())
                .cloned()
                .unwrap_or_else(|| ordinal(usize::from(*s), lang))
        };
        let card_name = |c: &Card| match c {
            Card::Territory(id) => t(id),
            Card::Jolly => "comodín".into(),
        };
        match self {
            PlayerCount { count } => {
                format!("Una mesa del torneo tiene de 3 a 5 jugadores, no {count}")
            }
            SeatOrder { index, seat } => format!(
                "Los jugadores se listan en orden de turno: en la posición {} está el puesto {}",
                index + 1,
                seat + 1
            ),
            InvalidSetting { name, rule } => {
                crate::engine::refusal::invalid_setting(name, rule, Lang::Es)
            }
            ObjectivePoints { objective, points } => format!(
                "El objetivo «{objective}» vale {points} puntos: cada objetivo del torneo vale 86"
            ),
            ObjectiveDuplicateTerritory {
                objective,
                territory,
            } => format!(
                "El objetivo «{objective}» lista {} dos veces",
                t(territory)
            ),
            UnknownObjective { objective } => {
                format!("Ningún objetivo se llama «{objective}»")
            }
            ObjectiveTaken { objective, holder } => {
                format!("El objetivo «{objective}» ya es de {}", who(holder))
            }
            ObjectivesTwice => "Los objetivos se ingresan o se reparten con una semilla, no las dos cosas".into(),
            DistributionIncomplete { territory } => {
                format!("{} no se le repartió a nadie", t(territory))
            }
            DistributionCount {
                seat,
                count,
                expected,
            } => format!(
                "{} recibió {count} territorios, le corresponden {expected}",
                who(seat)
            ),
            ContinentShareExceeded {
                seat,
                continent,
                count,
                limit,
            } => format!(
                "{} tiene {count} territorios en {}: como mucho la mitad del continente ({limit})",
                who(seat),
                map.continent_name(*continent, lang)
            ),
            MatchFinished => "La partida terminó".into(),
            UnknownSeat { seat } => format!("En la mesa no está el puesto {}", seat + 1),
            SeatEliminated { seat } => format!("{} ya quedó fuera de la partida", who(seat)),
            NotYourTurn { current, .. } => format!("Le toca a {}", who(current)),
            NotNow { action, phase } => {
                format!(
                    "Ahora no se puede registrar {} (fase: {})",
                    action_words(action, Lang::Es),
                    super::sentences::phase_words(phase, Lang::Es)
                )
            }
            SdadataMissing { seat } => format!("Primero {} tira la sdadata", who(seat)),
            SdadataNotExpected => "Ahora no se tira la sdadata".into(),
            OccupyFirst { territory } => format!("Primero ocupá {}", t(territory)),
            PlacementThree { expected, got } => format!(
                "En esta vuelta de colocación se ponen {}, no {got}",
                ejercitos(*expected)
            ),
            ZeroTanks => "Indicá al menos un ejército por territorio".into(),
            NotYourTerritory { seat, territory } => {
                format!("{} no es de {}", t(territory), who(seat))
            }
            OverEntitlement { allowed, got } => format!(
                "Quedan por colocar {}, no {got}",
                ejercitos(*allowed)
            ),
            OverTankCap {
                cap,
                on_board,
                room,
            } => format!(
                "Con {} en el tablero y el tope de {cap}, se pueden colocar {room} más",
                ejercitos(*on_board)
            ),
            BonusOnlyThere { territory, bonus } => format!(
                "Los {} de las cartas van en {}",
                ejercitos(*bonus),
                t(territory)
            ),
            ReinforcementsAfterAttack => {
                "Los refuerzos y los tríos van antes del primer ataque".into()
            }
            ReinforcementsUnplaced { left } => {
                format!("Primero colocá los refuerzos: quedan {left}")
            }
            MoveNotAtEnd => {
                "El movimiento cierra el turno: después solo queda terminar el turno".into()
            }
            TradeThreeCards { got } => format!("Un trío es de tres cartas, no {got}"),
            NotEnoughCards { have } => format!("En la mano hay solo {}", cartas(*have)),
            CardTwice { card } => {
                format!("La carta {} está indicada dos veces", card_name(card))
            }
            CardAlreadyDiscarded { card } => format!(
                "La carta {} ya se canjeó y está en el descarte",
                card_name(card)
            ),
            InvalidSet => "No es un trío válido: tres iguales, tres distintas, o un comodín con dos iguales".into(),
            TooManySets { limit } => {
                format!("En un turno se canjean como mucho {limit} tríos")
            }
            AttackOwnTerritory { territory } => format!("{} ya te pertenece", t(territory)),
            NotAdjacent { from, to } => format!("{} y {} no limitan", t(from), t(to)),
            AttackerNeedsTwoArmies { from } => format!(
                "Para atacar desde {} hacen falta al menos 2 ejércitos",
                t(from)
            ),
            ThrowForm => "Una tirada se da con los dados de los dos, o con los dados del atacante y las pérdidas".into(),
            BadDieFace { face } => format!("Un dado va de 1 a 6, no {face}"),
            DefenderDiceNotMax {
                to,
                armies: a,
                expected,
                got,
            } => format!(
                "Con {} en {} la defensa tira {}, no {got}",
                ejercitos(*a),
                t(to),
                dados(*expected)
            ),
            AttackerDiceTooMany {
                from,
                armies: a,
                dice: d,
            } => format!(
                "Desde {} con {} se tiran de 1 a {} dados, no {d}",
                t(from),
                ejercitos(*a),
                (a.saturating_sub(1)).min(3)
            ),
            AttackerDiceBelowDefender { dice: d, defender } => format!(
                "El ataque tira al menos tantos dados como la defensa ({defender}), no {d}"
            ),
            LossesInconsistent {
                defender_dice,
                attacker,
                defender,
            } => format!(
                "Las pérdidas ({attacker} + {defender}) tienen que sumar los dados de la defensa ({defender_dice})"
            ),
            EliminationTooEarly {
                territory,
                from_round,
                ..
            } => format!(
                "{} es el último territorio de su jugador: nadie puede ser eliminado antes de la ronda {from_round}",
                t(territory)
            ),
            NothingToOccupy => "No hay ningún territorio para ocupar".into(),
            OccupationTooSmall { min, got } => format!(
                "Entran al menos {} (los dados de la última tirada), no {got}",
                ejercitos(*min)
            ),
            OccupationLeavesNone { max, got } => format!(
                "Pueden entrar como mucho {}, no {got}",
                ejercitos(*max)
            ),
            GarrisonBelowTwo {
                territory,
                left,
                min,
            } => format!(
                "{} limita con un enemigo y tiene que conservar al menos {}, quedarían {left}",
                t(territory),
                ejercitos(*min)
            ),
            MoveAlreadyDone => "El movimiento de este turno ya se hizo".into(),
            MoveLeavesNone { from, max, got } => format!(
                "De {} se mueven como mucho {}, no {got}",
                t(from),
                ejercitos(*max)
            ),
            RisikoNotComplete { objective, missing } => format!(
                "No es RisiKo!: para «{objective}» falta {}",
                t(missing)
            ),
            ObjectiveMismatch { seat, objective } => {
                format!("El objetivo de {} no es «{objective}»", who(seat))
            }
            ObjectiveKnown { seat } => format!("El objetivo de {} ya se conoce", who(seat)),
            ObjectiveSecret { seat } => format!(
                "El objetivo de {} es secreto: la app no lo conoce, no hay nada que mostrar",
                who(seat)
            ),
            ClockAtMissing => "Falta la hora del evento".into(),
            ClockBackwards => "La hora es anterior al último evento del reloj".into(),
            ClockStarted => "El reloj ya arrancó".into(),
            ClockNotStarted => "El reloj todavía no arrancó".into(),
            ClockNotRunning => "El reloj ya está parado".into(),
            ClockNotPaused => "El reloj no está en pausa".into(),
            RecoveryForm => "La recuperación indica los minutos (al menos 1), el árbitro que los da y el motivo".into(),
            TimeUpEarly { minutes } => {
                format!("Todavía no se cumplió el tiempo ({minutes} minutos)")
            }
            TimeUpCalled => "El tiempo ya se cantó".into(),
            CapCountWrong {
                seat,
                counted,
                found,
            } => format!(
                "{} tiene {} en el tablero, no {found}",
                who(seat),
                ejercitos(*counted)
            ),
            CapNotExceeded { found, cap } => {
                format!("{} no superan el tope de {cap}", ejercitos(*found))
            }
            CapRemovalWrong { expected, got } => {
                format!("Hay que sacar {}, no {got}", ejercitos(*expected))
            }
            CapRemovalEmpties { territory } => {
                format!("{} quedaría sin ejércitos", t(territory))
            }
            CapRemovedByWrong {
                index, expected, ..
            } => {
                let next = expected.as_ref().map_or_else(String::new, who);
                format!(
                    "El ejército {} lo saca {next}: por turno, desde la izquierda del que se pasó",
                    index + 1
                )
            }
            PenaltyForm => "Una penalidad es en puntos de torneo o en puntos de mesa (no 0), con el motivo".into(),
            EndMatchReason => "Indicá por qué termina la partida".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spanish_sentences_name_players_and_agree_in_number() {
        let names = vec!["Ana".to_string(), "Bruno".to_string(), "Carla".to_string()];
        assert_eq!(
            Refusal::NotYourTurn {
                seat: 0,
                current: 2
            }
            .message(Lang::Es, &names),
            "Le toca a Carla"
        );
        assert_eq!(
            Refusal::CapRemovalWrong {
                expected: 1,
                got: 3
            }
            .message(Lang::Es, &names),
            "Hay que sacar 1 ejército, no 3"
        );
        assert_eq!(
            Refusal::NotEnoughCards { have: 2 }.message(Lang::Es, &names),
            "En la mano hay solo 2 cartas"
        );
    }
}
