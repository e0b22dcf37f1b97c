//! The referee's sentences for each refusal in Spanish (Argentine usage: "vos",
//! "ejércitos"), beside the Italian and English ones of `message.rs`. The sentences are
//! built so that no word has to agree with a territory's gender ("Brasil ya te
//! pertenece", not "ya es tuyo"); counts agree in number ("1 ejército", "2 ejércitos").

use super::Refusal;
use crate::engine::Lang;
use crate::engine::action_words::action_words;
use crate::engine::map::{ContinentId, Map, TerritoryId};
use crate::engine::refusal::{Names, cartas, ejercitos, ordinal};

impl Refusal {
    /// The sentence in Spanish, naming the players (`names`) and the territories.
    #[allow(clippy::too_many_lines)]
    pub(super) fn message_es(&self, names: &Names) -> String {
        use Refusal::*;
        let lang = Lang::Es;
        let map = Map::risiko();
        let t = |id: &TerritoryId| map.name(*id, lang).to_string();
        let c = |id: &ContinentId| map.continent_name(*id, lang).to_string();
        let who = |s: &crate::engine::Seat| names.seat(*s, lang);
        match self {
            UnknownRuleset { ruleset } => format!("Reglamento desconocido: «{ruleset}»"),
            PlayerCount { count } => format!("La mesa necesita 4 puestos, no {count}"),
            SeatOrder { index, seat } => format!(
                "{} de la lista tiene \"seat\": {seat}: los jugadores se listan en orden de turno, con \"seat\" 0, 1, 2, 3",
                ordinal(*index, lang)
            ),
            TeamsNotAlternating => "Tiene que haber dos equipos, con los compañeros sentados enfrente: el 1.º y el 3.º jugador son un equipo, el 2.º y el 4.º el otro".into(),
            VirtualSeat { seat } => format!(
                "{} no puede ser virtual: como mucho un compañero virtual, junto a uno real",
                who(seat)
            ),
            InvalidSetting { name } => format!("Configuración no válida: {name}"),
            DraftIncomplete { territory } => {
                format!("Draft incompleto: {} no tiene dueño", t(territory))
            }
            DraftSeatCount { seat, count } => {
                format!("{} tiene {count} territorios: hacen falta 10", who(seat))
            }
            DraftNeutralCount { count } => {
                format!("Hay {count} territorios neutrales: tienen que ser 2")
            }
            PacketSizes { sizes } => format!(
                "Los mazos del draft tienen {sizes:?} cartas: hacen falta dos mazos de 10 y dos de 11"
            ),
            PacketDuplicate { territory } => {
                format!("{} aparece dos veces en los mazos del draft", t(territory))
            }
            PacketSeedMismatch { seed } => {
                format!("Los mazos no son los que reparte la semilla {seed}")
            }
            UnknownSeat { seat } => format!(
                "El archivo tiene \"seat\": {seat}, pero en la mesa se sientan 4 jugadores (\"seat\" de 0 a 3)"
            ),
            ObjectiveContinent { continent } => {
                format!("{} no es un continente objetivo", c(continent))
            }
            ObjectiveNoStrip => "El objetivo necesita al menos una franja".into(),
            ObjectiveStripEmpty { strip } => {
                format!("La franja n.º {} del objetivo está vacía", strip + 1)
            }
            ObjectiveStripStart {
                territory,
                continent,
            } => format!(
                "La franja tiene que empezar en un limítrofe de {}: {} no limita con {}",
                c(continent),
                t(territory),
                c(continent)
            ),
            ObjectiveStripGap { from, to } => {
                format!("Franja cortada: {} no limita con {}", t(from), t(to))
            }
            ObjectiveStripInside { territory } => format!(
                "{} está dentro del continente objetivo: la franja va afuera",
                t(territory)
            ),
            ObjectiveTaken { seat, other } => {
                format!("{} tiene el mismo objetivo que {}", who(seat), who(other))
            }
            MatchFinished => "La partida terminó".into(),
            SeatEliminated { seat } => format!("{} ya quedó fuera de la partida", who(seat)),
            NotYourTurn { seat, current } => format!(
                "No es el turno de {}: le toca a {}",
                who(seat),
                who(current)
            ),
            NotNow { action, phase } => format!(
                "Ahora no se puede registrar {} (fase: {})",
                action_words(action, lang),
                phase.name(lang)
            ),
            AlreadyPicked { seat } => {
                format!("{} ya eligió en esta vuelta del draft", who(seat))
            }
            NotInPacket { seat, territory } => format!(
                "{} no está en el mazo que tiene delante {}",
                t(territory),
                who(seat)
            ),
            PlacementQuota { expected, got } => format!(
                "En este turno de colocación van exactamente {}, no {got}",
                ejercitos(*expected)
            ),
            NotYourTerritory { seat, territory } => {
                format!("{} no es de {}", t(territory), who(seat))
            }
            ZeroTanks => "El número de ejércitos tiene que ser al menos 1".into(),
            OverAllowance { allowed, got } => format!(
                "Quedan por colocar como mucho {}: no {got}",
                ejercitos(*allowed)
            ),
            CapExceeded {
                cap,
                on_board,
                can_place,
            } => format!(
                "Límite de {cap} ejércitos: hay {on_board} en el tablero, se pueden colocar {can_place} más"
            ),
            DeclareFirst => "Primero hay que declarar el refuerzo (también 0)".into(),
            AlreadyDeclared => "El refuerzo ya se declaró en este turno".into(),
            TradeAfterDeclare => "Los tríos se canjean antes de la declaración".into(),
            NoTradesYet { round } => {
                format!("En la ronda {round} no se canjean cartas: recién desde la 3.ª ronda")
            }
            ZeroSets => "Un canje es de al menos un trío".into(),
            NotEnoughCards { have, need } => {
                format!("Hacen falta {}, el jugador tiene {have}", cartas(*need))
            }
            ReinforcementOver => {
                "La fase de refuerzo terminó con el primer ataque o el movimiento".into()
            }
            NotAdjacent { from, to } => format!("{} no limita con {}", t(from), t(to)),
            OwnTerritory { territory } => format!("{} ya te pertenece", t(territory)),
            AttackTanks { tanks } => {
                format!("Se ataca con 1, 2 o 3 ejércitos, no {tanks}")
            }
            TooFewToAttack { from, tanks: n, max } if *max == 0 => format!(
                "{} tiene {}: no puede atacar",
                t(from),
                ejercitos(*n)
            ),
            TooFewToAttack { from, tanks: n, max } => format!(
                "{} tiene {}: puede atacar con {max} como máximo",
                t(from),
                ejercitos(*n)
            ),
            TeammateDefended { territory, tanks: n } => format!(
                "{} es de tu compañero y tiene {}: solo se puede atacar con 1 ejército",
                t(territory),
                ejercitos(*n)
            ),
            TeammateTruce {
                territory,
                holder,
                continent,
            } => format!(
                "Tregua entre compañeros: {} tiene {} y no renunció al bonus, {} no se puede atacar",
                who(holder),
                c(continent),
                t(territory)
            ),
            CannotHold {
                from,
                to,
                tanks: n,
                needed,
            } => format!(
                "{} tiene {}: para conquistar {} y quedarse con 3 ejércitos adentro hacen falta al menos {needed}",
                t(from),
                ejercitos(*n),
                t(to)
            ),
            GarrisonLock {
                territory,
                tanks: n,
                max,
            } => format!(
                "{} se le conquistó al compañero en este turno y tiene que conservar 3 ejércitos: tiene {n}, se pueden usar {max} como máximo",
                t(territory)
            ),
            OccupyFirst { territory } => format!("Primero hay que ocupar {}", t(territory)),
            NothingToOccupy => "No hay ningún territorio recién conquistado para ocupar".into(),
            OccupyRange {
                territory,
                min,
                max,
                got,
            } => format!(
                "A {} hay que mover de {min} a {max} ejércitos, no {got}",
                t(territory)
            ),
            MoveDone => "El movimiento de este turno ya se hizo".into(),
            MoveTooMany { from, tanks: n, max } => format!(
                "{} tiene {}: se pueden mover {max} como máximo",
                t(from),
                ejercitos(*n)
            ),
            AlreadyRenounced { seat } => {
                format!("{} ya renunció a los bonus de continente", who(seat))
            }
            NoViolation { found, cap } => {
                format!("{} no superan el límite de {cap}", ejercitos(*found))
            }
            CapRemovalTotal { expected, got } => format!(
                "Hay que sacar el doble del exceso, {}: no {got}",
                ejercitos(*expected)
            ),
            CapRemovalTooMany {
                territory,
                tanks: n,
                got,
            } => format!(
                "{} tiene {}: no se le pueden sacar {got}",
                t(territory),
                ejercitos(*n)
            ),
            CapRemovalReinforced { needed, got } => format!(
                "Al menos {needed} de los ejércitos sacados tienen que venir de territorios reforzados en este turno, no {got}"
            ),
            ClockStarted => "El reloj ya arrancó".into(),
            ClockNotStarted => "El reloj todavía no arrancó".into(),
            ClockNotRunning => "El reloj está en pausa".into(),
            ClockNotPaused => "El reloj no está en pausa".into(),
            ClockBackwards => "La hora del evento es anterior a la última registrada".into(),
            AlreadyAnnounced => "La antepenúltima ronda ya se anunció".into(),
            ClockStartEarly => {
                "El reloj arranca con el primer ejército de refuerzo, terminada la colocación inicial".into()
            }
            AnnounceEarly { minutes, elapsed } => format!(
                "La antepenúltima ronda se anuncia después de {} de reloj en marcha (sin las pausas): {} {elapsed}",
                if *minutes == 1 {
                    "1 minuto".to_string()
                } else {
                    format!("{minutes} minutos")
                },
                if *elapsed == 1 { "pasó" } else { "pasaron" }
            ),
            UnknownTeam { team } => format!("En la mesa no está el equipo «{team}»"),
            ChoiceFirst { seat } => format!(
                "{} primero tiene que elegir: jugar una chance o pasar",
                who(seat)
            ),
            NoChances { team } => format!("Al equipo {team} no le quedan chances"),
        }
    }
}
