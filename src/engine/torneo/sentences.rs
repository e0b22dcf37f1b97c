//! The referee's sentence for each tournament refusal, in Italian and English (Spanish in
//! `sentences_es.rs`): players
//! by name (never by seat number), territories and continents by their name in that
//! language, counts with the right number (classic's [`count`]).

use super::refusal::Refusal;
use crate::engine::Lang;
use crate::engine::action_words::action_words;
use crate::engine::classic::{Card, count};
use crate::engine::log::Seat;
use crate::engine::map::Map;

impl Refusal {
    /// The sentence a referee reads out; `names` are the players in seat order.
    pub fn message(&self, lang: Lang, names: &[String]) -> String {
        match lang {
            Lang::It => self.sentences(lang, names).0,
            Lang::En => self.sentences(lang, names).1,
            Lang::Es => self.message_es(names),
        }
    }

    fn sentences(&self, lang: Lang, names: &[String]) -> (String, String) {
        use Refusal::*;
        let map = Map::risiko();
        let t = |id: &crate::engine::map::TerritoryId| map.name(*id, lang).to_string();
        let who = |s: &Seat| {
            names
                .get(usize::from(*s))
                .filter(|n| !n.trim().is_empty())
                .cloned()
                .unwrap_or_else(|| crate::engine::refusal::ordinal(usize::from(*s), lang))
        };
        let card_name = |c: &Card| match c {
            Card::Territory(id) => t(id),
            Card::Jolly => "jolly".into(),
        };
        let armate = |n: u32| count(n, "armata", "armate");
        let armies = |n: u32| count(n, "army", "armies");
        let dadi = |n: u32| count(n, "dado", "dadi");
        let dice = |n: u32| count(n, "die", "dice");
        let s = |it: &str, en: &str| (it.to_string(), en.to_string());
        match self {
            PlayerCount { count } => (
                format!("Un tavolo del torneo ha da 3 a 5 giocatori, non {count}"),
                format!("A tournament table has 3 to 5 players, not {count}"),
            ),
            SeatOrder { index, seat } => (
                format!(
                    "I giocatori vanno elencati in ordine di turno: in posizione {} c'è il posto {}",
                    index + 1,
                    seat + 1
                ),
                format!(
                    "Players are listed in turn order: position {} holds seat {}",
                    index + 1,
                    seat + 1
                ),
            ),
            InvalidSetting { name, rule } => (
                crate::engine::refusal::invalid_setting(name, rule, Lang::It),
                crate::engine::refusal::invalid_setting(name, rule, Lang::En),
            ),
            ObjectivePoints { objective, points } => (
                format!(
                    "L'obiettivo «{objective}» vale {points} punti: ogni obiettivo del torneo vale 86"
                ),
                format!(
                    "Objective \"{objective}\" is worth {points} points: every tournament objective is worth 86"
                ),
            ),
            ObjectiveDuplicateTerritory {
                objective,
                territory,
            } => (
                format!(
                    "L'obiettivo «{objective}» elenca {} due volte",
                    t(territory)
                ),
                format!("Objective \"{objective}\" lists {} twice", t(territory)),
            ),
            UnknownObjective { objective } => (
                format!("Nessun obiettivo si chiama «{objective}»"),
                format!("No objective is called \"{objective}\""),
            ),
            ObjectiveTaken { objective, holder } => (
                format!("L'obiettivo «{objective}» è già di {}", who(holder)),
                format!("Objective \"{objective}\" is already {}'s", who(holder)),
            ),
            ObjectivesTwice => s(
                "Gli obiettivi si inseriscono oppure si distribuiscono da un seme, non tutte e due le cose",
                "Objectives are entered or dealt from a seed, not both",
            ),
            DistributionIncomplete { territory } => (
                format!("{} non è stato assegnato a nessuno", t(territory)),
                format!("{} was dealt to nobody", t(territory)),
            ),
            DistributionCount {
                seat,
                count,
                expected,
            } => (
                format!(
                    "{} ha ricevuto {count} territori, ne spettano {expected}",
                    who(seat)
                ),
                format!(
                    "{} received {count} territories, {expected} are due",
                    who(seat)
                ),
            ),
            ContinentShareExceeded {
                seat,
                continent,
                count,
                limit,
            } => (
                format!(
                    "{} ha {count} territori in {}: al massimo metà del continente ({limit})",
                    who(seat),
                    map.continent_name(*continent, Lang::It)
                ),
                format!(
                    "{} holds {count} territories in {}: at most half the continent ({limit})",
                    who(seat),
                    map.continent_name(*continent, Lang::En)
                ),
            ),
            MatchFinished => s("La partita è finita", "The match is over"),
            UnknownSeat { seat } => (
                format!("Al tavolo non c'è il posto {}", seat + 1),
                format!("The table has no seat {}", seat + 1),
            ),
            SeatEliminated { seat } => (
                format!("{} è già stato eliminato", who(seat)),
                format!("{} has been eliminated", who(seat)),
            ),
            NotYourTurn { current, .. } => (
                format!("Tocca a {}", who(current)),
                format!("It is {}'s turn", who(current)),
            ),
            NotNow { action, phase } => (
                format!(
                    "Adesso non si può registrare {} (fase: {})",
                    action_words(action, Lang::It),
                    phase_words(phase, Lang::It)
                ),
                format!(
                    "It is not possible to record {} now (phase: {})",
                    action_words(action, Lang::En),
                    phase_words(phase, Lang::En)
                ),
            ),
            SdadataMissing { seat } => (
                format!("Prima {} tira la sdadata", who(seat)),
                format!("{} rolls the sdadata first", who(seat)),
            ),
            SdadataNotExpected => s(
                "Adesso non si tira la sdadata",
                "No sdadata roll is due now",
            ),
            OccupyFirst { territory } => (
                format!("Prima occupa {}", t(territory)),
                format!("Occupy {} first", t(territory)),
            ),
            PlacementThree { expected, got } => (
                format!(
                    "In questo giro di piazzamento si mettono {}, non {got}",
                    armate(*expected)
                ),
                format!(
                    "This placement turn places {}, not {got}",
                    armies(*expected)
                ),
            ),
            ZeroTanks => s(
                "Indica almeno un'armata per territorio",
                "Give at least one army per territory",
            ),
            NotYourTerritory { seat, territory } => (
                format!("{} non è di {}", t(territory), who(seat)),
                format!("{} is not {}'s", t(territory), who(seat)),
            ),
            OverEntitlement { allowed, got } => (
                format!("Restano da piazzare {}, non {got}", armate(*allowed)),
                format!("{} are left to place, not {got}", armies(*allowed)),
            ),
            OverTankCap {
                cap,
                on_board,
                room,
            } => (
                format!(
                    "Con {on_board} armate in campo e il tetto di {cap} se ne possono piazzare ancora {room}"
                ),
                format!(
                    "With {on_board} armies on the board and the {cap} cap, {room} more may be placed"
                ),
            ),
            BonusOnlyThere { territory, bonus } => (
                format!("{} delle carte vanno su {}", armate(*bonus), t(territory)),
                format!("{} from the cards go on {}", armies(*bonus), t(territory)),
            ),
            ReinforcementsAfterAttack => s(
                "Rinforzi e tris vanno fatti prima del primo attacco",
                "Reinforcements and trades come before the first attack",
            ),
            ReinforcementsUnplaced { left } => (
                format!("Prima piazza i rinforzi: ne restano {left}"),
                format!("Place the reinforcements first: {left} left"),
            ),
            MoveNotAtEnd => s(
                "Lo spostamento chiude il turno: dopo resta solo la fine del turno",
                "The move ends the turn: only the end of the turn may follow",
            ),
            TradeThreeCards { got } => (
                format!("Un tris è di tre carte, non {got}"),
                format!("A set is three cards, not {got}"),
            ),
            NotEnoughCards { have } => (
                format!("In mano ci sono solo {}", count(*have, "carta", "carte")),
                format!("The hand holds only {}", count(*have, "card", "cards")),
            ),
            CardTwice { card } => (
                format!("La carta {} è indicata due volte", card_name(card)),
                format!("Card {} is named twice", card_name(card)),
            ),
            CardAlreadyDiscarded { card } => (
                format!(
                    "La carta {} è già stata giocata ed è negli scarti",
                    card_name(card)
                ),
                format!(
                    "Card {} was already traded and is in the discard pile",
                    card_name(card)
                ),
            ),
            InvalidSet => s(
                "Non è un tris valido: tre uguali, tre diverse, o jolly con due uguali",
                "Not a valid set: three alike, one of each, or a jolly with two alike",
            ),
            TooManySets { limit } => (
                format!("In un turno si giocano al massimo {limit} tris"),
                format!("At most {limit} sets may be traded in a turn"),
            ),
            AttackOwnTerritory { territory } => (
                format!("{} è già tuo", t(territory)),
                format!("{} is already yours", t(territory)),
            ),
            NotAdjacent { from, to } => (
                format!("{} e {} non confinano", t(from), t(to)),
                format!("{} and {} do not share a border", t(from), t(to)),
            ),
            AttackerNeedsTwoArmies { from } => (
                format!("Per attaccare da {} servono almeno 2 armate", t(from)),
                format!("Attacking from {} needs at least 2 armies", t(from)),
            ),
            ThrowForm => s(
                "Un lancio è dato con i dadi di entrambi, oppure con i dadi dell'attaccante e le perdite",
                "A throw is given as both sides' faces, or as the attacker's dice and the losses",
            ),
            BadDieFace { face } => (
                format!("Un dado va da 1 a 6, non {face}"),
                format!("A die shows 1 to 6, not {face}"),
            ),
            DefenderDiceNotMax {
                to,
                armies: a,
                expected,
                got,
            } => (
                format!(
                    "Con {} su {} la difesa tira {}, non {got}",
                    armate(*a),
                    t(to),
                    dadi(*expected)
                ),
                format!(
                    "With {} on {} the defence throws {}, not {got}",
                    armies(*a),
                    t(to),
                    dice(*expected)
                ),
            ),
            AttackerDiceTooMany {
                from,
                armies: a,
                dice: d,
            } => (
                format!(
                    "Da {} con {} si tirano da 1 a {} dadi, non {d}",
                    t(from),
                    armate(*a),
                    (a.saturating_sub(1)).min(3)
                ),
                format!(
                    "From {} with {} the attacker throws 1 to {} dice, not {d}",
                    t(from),
                    armies(*a),
                    (a.saturating_sub(1)).min(3)
                ),
            ),
            AttackerDiceBelowDefender { dice: d, defender } => (
                format!("L'attacco tira almeno tanti dadi quanti la difesa ({defender}), non {d}"),
                format!(
                    "The attacker throws at least as many dice as the defence ({defender}), not {d}"
                ),
            ),
            LossesInconsistent {
                defender_dice,
                attacker,
                defender,
            } => (
                format!(
                    "Le perdite ({attacker} + {defender}) devono sommare i dadi della difesa ({defender_dice})"
                ),
                format!(
                    "The losses ({attacker} + {defender}) must add up to the defence's dice ({defender_dice})"
                ),
            ),
            EliminationTooEarly {
                territory,
                from_round,
                ..
            } => (
                format!(
                    "{} è l'ultimo territorio del suo giocatore: nessuno può essere eliminato prima del giro {from_round}",
                    t(territory)
                ),
                format!(
                    "{} is its player's last territory: nobody may be eliminated before round {from_round}",
                    t(territory)
                ),
            ),
            NothingToOccupy => s(
                "Non c'è nessun territorio da occupare",
                "There is no territory to occupy",
            ),
            OccupationTooSmall { min, got } => (
                format!(
                    "Si entrano almeno {} (i dadi dell'ultimo lancio), non {got}",
                    armate(*min)
                ),
                format!(
                    "At least {} move in (the dice of the last throw), not {got}",
                    armies(*min)
                ),
            ),
            OccupationLeavesNone { max, got } => (
                format!("Si possono entrare al massimo {}, non {got}", armate(*max)),
                format!("At most {} may move in, not {got}", armies(*max)),
            ),
            GarrisonBelowTwo {
                territory,
                left,
                min,
            } => (
                format!(
                    "{} confina con un nemico e deve tenere almeno {}, ne resterebbero {left}",
                    t(territory),
                    armate(*min)
                ),
                format!(
                    "{} borders an enemy and must keep at least {}, {left} would be left",
                    t(territory),
                    armies(*min)
                ),
            ),
            MoveAlreadyDone => s(
                "Lo spostamento di questo turno è già stato fatto",
                "This turn's move was already made",
            ),
            MoveLeavesNone { from, max, got } => (
                format!(
                    "Da {} si spostano al massimo {}, non {got}",
                    t(from),
                    armate(*max)
                ),
                format!("At most {} may leave {}, not {got}", armies(*max), t(from)),
            ),
            RisikoNotComplete { objective, missing } => (
                format!("Non è RisiKo!: per «{objective}» manca {}", t(missing)),
                format!("Not a RisiKo!: \"{objective}\" still needs {}", t(missing)),
            ),
            ObjectiveMismatch { seat, objective } => (
                format!("L'obiettivo di {} non è «{objective}»", who(seat)),
                format!("{}'s objective is not \"{objective}\"", who(seat)),
            ),
            ObjectiveKnown { seat } => (
                format!("L'obiettivo di {} è già noto", who(seat)),
                format!("{}'s objective is already known", who(seat)),
            ),
            ObjectiveSecret { seat } => (
                format!(
                    "L'obiettivo di {} è segreto: l'app non lo conosce, non c'è nulla da mostrare",
                    who(seat)
                ),
                format!(
                    "{}'s objective is secret: the app does not know it, there is nothing to show",
                    who(seat)
                ),
            ),
            ClockAtMissing => s("Manca l'ora dell'evento", "The event needs its time"),
            ClockBackwards => s(
                "L'ora è precedente all'ultimo evento dell'orologio",
                "The time is before the clock's last event",
            ),
            ClockStarted => s("L'orologio è già partito", "The clock has already started"),
            ClockNotStarted => s(
                "L'orologio non è ancora partito",
                "The clock has not started",
            ),
            ClockNotRunning => s("L'orologio è già fermo", "The clock is not running"),
            ClockNotPaused => s("L'orologio non è in pausa", "The clock is not paused"),
            RecoveryForm => s(
                "Il recupero indica i minuti (almeno 1), l'arbitro che li concede e il motivo",
                "Recovery needs the minutes (at least 1), the referee giving them and the reason",
            ),
            TimeUpEarly { minutes } => (
                format!("Il tempo non è ancora scaduto ({minutes} minuti)"),
                format!("Time is not up yet ({minutes} minutes)"),
            ),
            TimeUpCalled => s("Il tempo è già stato chiamato", "Time was already called"),
            CapCountWrong {
                seat,
                counted,
                found,
            } => (
                format!("{} ha {counted} armate in campo, non {found}", who(seat)),
                format!(
                    "{} has {counted} armies on the board, not {found}",
                    who(seat)
                ),
            ),
            CapNotExceeded { found, cap } => (
                format!("{found} armate non superano il tetto di {cap}"),
                format!("{found} armies are not over the {cap} cap"),
            ),
            CapRemovalWrong { expected, got } => (
                format!("Vanno tolte {}, non {got}", armate(*expected)),
                format!("{} must be removed, not {got}", armies(*expected)),
            ),
            CapRemovalEmpties { territory } => (
                format!("{} resterebbe senza armate", t(territory)),
                format!("{} would be left empty", t(territory)),
            ),
            CapRemovedByWrong {
                index, expected, ..
            } => {
                let next = expected.as_ref().map_or_else(String::new, who);
                (
                    format!(
                        "L'armata {} la toglie {next}: a turno, dalla sinistra di chi ha sforato",
                        index + 1
                    ),
                    format!(
                        "Army {} is removed by {next}: in turn, from the offender's left",
                        index + 1
                    ),
                )
            }
            PenaltyForm => s(
                "Una penalità è in punti torneo oppure in punti tavolo (non 0), con il motivo",
                "A penalty is tournament points or table points (not 0), with a reason",
            ),
            EndMatchReason => s("Indica perché la partita finisce", "Say why the match ends"),
        }
    }
}

/// A phase code (as a refusal carries it) in the referee's words; an unknown code is
/// shown as it is rather than lost.
pub(super) fn phase_words(code: &str, lang: Lang) -> String {
    super::Phase::from_code(code).map_or_else(|| code.to_string(), |p| p.words(lang).to_string())
}
