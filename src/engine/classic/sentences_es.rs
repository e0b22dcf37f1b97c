//! The referee's sentences for each classic refusal in Spanish (Argentine usage),
//! beside the Italian and English ones of `sentences.rs`: players by name, territories by
//! their Spanish name, counts in the right number ("1 ejército", "2 ejércitos"), and no
//! word that would have to agree with a territory's gender.

use super::action::Card;
use super::refusal::Refusal;
use crate::engine::Lang;
use crate::engine::action_words::action_words;
use crate::engine::log::{Owner, Seat};
use crate::engine::map::{Map, TerritoryId};
use crate::engine::refusal::{cartas, count, dados, ejercitos};

impl Refusal {
    /// The sentence in Spanish; `names` are the players in seat order.
    #[allow(clippy::too_many_lines)]
    pub(super) fn message_es(&self, names: &[String]) -> String {
        use Refusal::*;
        let map = Map::risiko();
        let t = |id: &TerritoryId| map.name(*id, Lang::Es).to_string();
        let who = |s: &Seat| {
            names
                .get(usize::from(*s))
                .cloned()
                .unwrap_or_else(|| "un jugador desconocido".into())
        };
        let holder = |o: &Owner| match o {
            Owner::Seat(s) => who(s),
            Owner::Neutral => "el neutral".into(),
        };
        let card = |c: &Card| match c {
            Card::Territory(id) => t(id),
            Card::Jolly => "comodín".into(),
        };
        match self {
            PlayerCount { count: n } => format!(
                "El Risiko clásico se juega de 2 a 5 (6 solo si el torneo fija los ejércitos iniciales), no de a {n}"
            ),
            SeatOrder { index, seat } => format!(
                "El jugador n.º {} dice el puesto {seat}: los puestos se listan en orden de turno, desde 0",
                index + 1
            ),
            InvalidSetting { name, rule } => {
                crate::engine::refusal::invalid_setting(name, rule, Lang::Es)
            }
            SetupMissing => "De a dos hacen falta los tres mazos de 14 territorios (o la semilla con la que la app los reparte)".into(),
            SetupForm => "Esta forma de preparación no sirve para esta cantidad de jugadores".into(),
            SetupIncomplete { territory } => {
                format!("Preparación incompleta: falta {}", t(territory))
            }
            SetupDuplicate { territory } => {
                format!("{} aparece dos veces en la preparación", t(territory))
            }
            NeutralNotAllowed { territory } => format!(
                "{} es neutral, pero los neutrales existen solo en la partida de a dos",
                t(territory)
            ),
            SetupTerritoryCount {
                owner,
                count: n,
                expected,
            } => format!(
                "{} tiene {}: hacen falta {expected}",
                holder(owner),
                count(*n, "territorio", "territorios")
            ),
            SetupArmies {
                owner,
                count,
                expected,
            } => format!(
                "{} tiene {} en el tablero: hacen falta {expected}",
                holder(owner),
                ejercitos(*count)
            ),
            SetupEmptyTerritory { territory } => format!(
                "{} no tiene ejércitos: cada territorio tiene al menos 1",
                t(territory)
            ),
            PickFirst { seat } => format!(
                "Elige primero el que juega primero, o sea el primero en orden de turno, no {}",
                who(seat)
            ),
            MatchFinished => "La partida terminó".into(),
            UnknownSeat { seat } => format!("En la mesa no está el puesto {seat}"),
            SeatEliminated { seat } => format!("{} ya quedó fuera de la partida", who(seat)),
            NotYourTurn { seat, current } => format!(
                "No es el turno de {}: es el turno de {}",
                who(seat),
                who(current)
            ),
            NotNow { action, phase } => format!(
                "Ahora no se puede registrar {} (fase: {})",
                action_words(action, Lang::Es),
                super::phase_words(phase, Lang::Es)
            ),
            TerritoryTaken { territory, owner } => {
                format!("{} ya es de {}", t(territory), holder(owner))
            }
            PlacementOneArmy { got } => {
                format!("En la preparación se coloca 1 ejército por vez, no {got}")
            }
            PlacementTwoPlusOne { own, neutral } => format!(
                "Cada turno de colocación son 2 ejércitos propios y 1 neutral, no {own} y {neutral}"
            ),
            NoArmiesLeft { seat } => {
                format!("{} ya colocó todos sus ejércitos", who(seat))
            }
            NotYourTerritory { seat, territory } => {
                format!("{} no es de {}", t(territory), who(seat))
            }
            NotNeutral { territory } => format!(
                "{} no es neutral: el ejército neutral va en un territorio neutral",
                t(territory)
            ),
            ZeroTanks => "El número de ejércitos tiene que ser al menos 1".into(),
            OverEntitlement { allowed, got } => {
                format!("Quedan {} por colocar, no {got}", ejercitos(*allowed))
            }
            BonusOnlyThere { territory, bonus } => format!(
                "Los {} de la carta van solo en {}",
                ejercitos(*bonus),
                t(territory)
            ),
            ReinforcementsUnplaced { left } => format!(
                "Primero hay que colocar los ejércitos que quedan: {}",
                ejercitos(*left)
            ),
            ForcedTradePending { cards: n } => format!(
                "Con {} en la mano al empezar el turno, primero hay que canjear al menos un trío",
                cartas(*n)
            ),
            EliminationTradePending { cards: n } => format!(
                "Después de la eliminación la mano tiene {}: hay que canjear tríos hasta quedarse con 4 o menos",
                cartas(*n)
            ),
            ReinforcementOver => {
                "Los refuerzos van antes del primer ataque y del movimiento".into()
            }
            TradeThreeCards { got } => format!("Un trío es de 3 cartas, no {got}"),
            NotEnoughCards { have } => format!(
                "En la mano hay solo {}: hacen falta 3",
                cartas(*have)
            ),
            CardTwice { card: c } => format!(
                "La carta {} aparece dos veces (los comodines son solo 2)",
                card(c)
            ),
            CardInDeck { card: c } => format!(
                "La carta {} se canjeó y sigue en el mazo: no puede estar en una mano",
                card(c)
            ),
            NotASet => "Estas 3 cartas no son un trío: hacen falta 3 símbolos iguales, 3 distintos, o 2 cartas y un comodín".into(),
            SymbolNeeded { territory } => format!(
                "¿Qué símbolo muestra la carta {}? Ingresalo (fante, cannone o cavallo)",
                t(territory)
            ),
            SymbolUnknown { symbol } => {
                format!("«{symbol}» no es un símbolo: fante, cannone o cavallo")
            }
            SymbolContradicts {
                territory,
                symbol,
                known,
            } => format!("La carta {} muestra {known}, no {symbol}", t(territory)),
            SymbolNotTraded { territory } => format!(
                "Se indicó un símbolo para {}, que no está entre las cartas canjeadas",
                t(territory)
            ),
            BonusNotOnCard { territory } => format!(
                "{} no está en ninguna de las cartas canjeadas",
                t(territory)
            ),
            BonusNotOwned { territory } => format!(
                "{} no te pertenece: los 2 ejércitos de más van en un territorio propio",
                t(territory)
            ),
            BonusUsed => "Los 2 ejércitos por un territorio propio se toman una sola vez por turno".into(),
            TradeStop { cards: n } => format!(
                "Con {} en la mano después de la eliminación, no se canjean más tríos hasta el próximo turno",
                cartas(*n)
            ),
            AttackNotAdjacent { from, to } => {
                format!("{} no limita con {}", t(from), t(to))
            }
            AttackOwnTerritory { territory } => format!(
                "{} te pertenece: no podés atacar un territorio tuyo",
                t(territory)
            ),
            AttackerNeedsTwoArmies { from } => format!(
                "Desde {} no se ataca: hacen falta al menos 2 ejércitos",
                t(from)
            ),
            AttackerDice { dice: n } => {
                format!("El atacante tira 1, 2 o 3 dados, no {n}")
            }
            DefenderDice { dice: n } => format!("El defensor tira 1 o 2 dados, no {n}"),
            TooManyAttackerDice {
                from,
                armies: a,
                dice: d,
            } => format!(
                "{} tiene {}: puede atacar con {} como máximo (no {d})",
                t(from),
                ejercitos(*a),
                dados(a.saturating_sub(1).min(3))
            ),
            TooManyDefenderDice {
                to,
                armies: a,
                dice: d,
            } => format!(
                "{} tiene {}: se defiende con {} como máximo (no {d})",
                t(to),
                ejercitos(*a),
                dados((*a).min(2))
            ),
            BadDieFace { face } => format!("Un dado muestra de 1 a 6, no {face}"),
            LossesInconsistent { dice: d, losses: l } => format!(
                "Con {} contra {} las pérdidas suman {}: no {} y {}",
                d[0],
                d[1],
                d[0].min(d[1]),
                l[0],
                l[1]
            ),
            ThrowForm => "Una tirada se registra con los dados que salieron (atacante y defensor) o con dados y pérdidas, no con ambos ni con ninguno".into(),
            DiceEntryForm { allowed } => {
                format!("Este torneo registra las tiradas solo en la forma «{allowed}»")
            }
            AttackAfterMove => "Después del movimiento no se ataca más en este turno".into(),
            OccupyFirst { territory } => format!("Primero hay que ocupar {}", t(territory)),
            NothingToOccupy => "No hay ningún territorio conquistado para ocupar".into(),
            OccupationTooSmall {
                territory,
                min,
                got,
            } => format!(
                "A {} van al menos {} (los dados de la última tirada), no {got}",
                t(territory),
                ejercitos(*min)
            ),
            OccupationLeavesNone { from, max, got } => format!(
                "De {} se pueden mover {} como máximo, no {got}: 1 ejército se queda",
                t(from),
                ejercitos(*max)
            ),
            MoveDone => "El movimiento de este turno ya se hizo".into(),
            MoveNotAdjacent { from, to } => format!(
                "El movimiento va entre territorios limítrofes: {} no limita con {}",
                t(from),
                t(to)
            ),
            MoveLeavesNone { from, max, got } => format!(
                "De {} se pueden mover {} como máximo, no {got}",
                t(from),
                ejercitos(*max)
            ),
            ClockStarted => "El reloj ya arrancó".into(),
            ClockNotStarted => "El reloj no arrancó".into(),
            ClockStartEarly => {
                "El reloj arranca con el primer refuerzo de la primera ronda, terminada la colocación inicial".into()
            }
            ClockNotRunning => "El reloj no está corriendo".into(),
            ClockNotPaused => "El reloj no está en pausa".into(),
            ClockBackwards => "Este evento del reloj es anterior al último".into(),
            LastRoundAnnounced => "La última ronda ya se anunció".into(),
            LastRoundEarly { minutes } => {
                format!("La última ronda se anuncia al cumplirse los {minutes} minutos")
            }
            LastRoundNotTimed => {
                "La última ronda por tiempo vale solo con la regla de fin «tiempo»".into()
            }
            EndMatchReason => "Para cerrar la partida antes de tiempo hace falta un motivo".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spanish_sentences_name_players_and_agree_in_number() {
        let names = vec!["Ana".to_string(), "Bruno".to_string()];
        let r = Refusal::NotYourTurn {
            seat: 1,
            current: 0,
        };
        assert_eq!(
            r.message(Lang::Es, &names),
            "No es el turno de Bruno: es el turno de Ana"
        );
        assert_eq!(
            Refusal::ForcedTradePending { cards: 5 }.message(Lang::Es, &names),
            "Con 5 cartas en la mano al empezar el turno, primero hay que canjear al menos un trío"
        );
        assert_eq!(
            Refusal::ReinforcementsUnplaced { left: 1 }.message(Lang::Es, &names),
            "Primero hay que colocar los ejércitos que quedan: 1 ejército"
        );
        let brasil = Map::risiko().by_slug("brasile").expect("brasile");
        assert_eq!(
            Refusal::TooManyDefenderDice {
                to: brasil,
                armies: 1,
                dice: 2
            }
            .message(Lang::Es, &names),
            "Brasil tiene 1 ejército: se defiende con 1 dado como máximo (no 2)"
        );
    }
}
