//! The referee's sentences for each refusal, in Italian and English, with the names of
//! the territories and continents in that language.

use super::Refusal;
use crate::engine::Lang;
use crate::engine::map::{ContinentId, Map, TerritoryId};

impl Refusal {
    /// The sentence a referee reads out, with names in that language.
    pub fn message(&self, lang: Lang) -> String {
        use Refusal::*;
        let map = Map::risiko();
        let t = |id: &TerritoryId| map.name(*id, lang).to_string();
        let c = |id: &ContinentId| map.continent_name(*id, lang).to_string();
        let carri = |n: u32| {
            if n == 1 {
                "1 carro".to_string()
            } else {
                format!("{n} carri")
            }
        };
        let tanks = |n: u32| {
            if n == 1 {
                "1 tank".to_string()
            } else {
                format!("{n} tanks")
            }
        };
        let (it, en): (String, String) = match self {
            UnknownRuleset { ruleset } => (
                format!("Regolamento sconosciuto: «{ruleset}»"),
                format!("Unknown ruleset: \"{ruleset}\""),
            ),
            PlayerCount { count } => (
                format!("Servono 4 posti al tavolo, non {count}"),
                format!("The table needs 4 seats, not {count}"),
            ),
            SeatOrder { index, seat } => (
                format!("Il giocatore n. {index} dichiara il posto {seat}: i posti vanno elencati in ordine 0, 1, 2, 3"),
                format!("Player #{index} has seat {seat}: seats must be listed in order 0, 1, 2, 3"),
            ),
            TeamsNotAlternating => (
                "Le squadre devono essere due, con i compagni seduti di fronte (posti 0 e 2, 1 e 3)".into(),
                "There must be two teams, teammates sitting opposite (seats 0 and 2, 1 and 3)".into(),
            ),
            VirtualSeat { seat } => (
                format!("Il posto {seat} non può essere virtuale: al massimo un compagno virtuale, con un compagno reale"),
                format!("Seat {seat} cannot be virtual: at most one virtual teammate, paired with a real one"),
            ),
            InvalidSetting { name } => (
                format!("Impostazione non valida: {name}"),
                format!("Invalid setting: {name}"),
            ),
            DraftIncomplete { territory } => (
                format!("Draft incompleto: {} non ha un proprietario", t(territory)),
                format!("Incomplete draft: {} has no owner", t(territory)),
            ),
            DraftSeatCount { seat, count } => (
                format!("Il posto {seat} ha {count} territori: ne servono 10"),
                format!("Seat {seat} has {count} territories: it needs 10"),
            ),
            DraftNeutralCount { count } => (
                format!("I territori neutri sono {count}: devono essere 2"),
                format!("There are {count} neutral territories: there must be 2"),
            ),
            PacketSizes { sizes } => (
                format!("I mazzetti del draft hanno {sizes:?} carte: servono due mazzetti da 10 e due da 11"),
                format!("The draft packets hold {sizes:?} cards: two of 10 and two of 11 are needed"),
            ),
            PacketDuplicate { territory } => (
                format!("{} compare due volte nei mazzetti del draft", t(territory)),
                format!("{} is twice in the draft packets", t(territory)),
            ),
            PacketSeedMismatch { seed } => (
                format!("I mazzetti non sono quelli distribuiti dal seme {seed}"),
                format!("The packets are not the ones seed {seed} deals"),
            ),
            UnknownSeat { seat } => (
                format!("Il posto {seat} non esiste"),
                format!("There is no seat {seat}"),
            ),
            ObjectiveContinent { continent } => (
                format!("{} non è un continente obiettivo", c(continent)),
                format!("{} is not an objective continent", c(continent)),
            ),
            ObjectiveNoStrip => (
                "L'obiettivo deve avere almeno una striscia".into(),
                "The objective needs at least one strip".into(),
            ),
            ObjectiveStripEmpty { strip } => (
                format!("La striscia n. {} dell'obiettivo è vuota", strip + 1),
                format!("Strip #{} of the objective is empty", strip + 1),
            ),
            ObjectiveStripStart { territory, continent } => (
                format!("La striscia deve partire da un confinante di {}: {} non lo è", c(continent), t(territory)),
                format!("The strip must start next to {}: {} does not border it", c(continent), t(territory)),
            ),
            ObjectiveStripGap { from, to } => (
                format!("Striscia interrotta: {} non confina con {}", t(from), t(to)),
                format!("Broken strip: {} does not border {}", t(from), t(to)),
            ),
            ObjectiveStripInside { territory } => (
                format!("{} è dentro il continente obiettivo: la striscia è fuori", t(territory)),
                format!("{} is inside the objective continent: strips lie outside it", t(territory)),
            ),
            ObjectiveTaken { seat, other } => (
                format!("Il posto {seat} ha lo stesso obiettivo del posto {other}"),
                format!("Seat {seat} has the same objective as seat {other}"),
            ),
            MatchFinished => ("La partita è finita".into(), "The match is over".into()),
            SeatEliminated { seat } => (
                format!("Il posto {seat} è stato eliminato"),
                format!("Seat {seat} has been eliminated"),
            ),
            NotYourTurn { seat, current } => (
                format!("Non è il turno del posto {seat}: tocca al posto {current}"),
                format!("It is not seat {seat}'s turn: seat {current} is playing"),
            ),
            NotNow { action, phase } => (
                format!("«{action}» non è ammesso ora (fase: {})", phase.name(Lang::It)),
                format!("\"{action}\" is not allowed now (phase: {})", phase.name(Lang::En)),
            ),
            AlreadyPicked { seat } => (
                format!("Il posto {seat} ha già scelto in questo giro di draft"),
                format!("Seat {seat} already picked in this draft pass"),
            ),
            NotInPacket { seat, territory } => (
                format!("{} non è nel mazzetto davanti al posto {seat}", t(territory)),
                format!("{} is not in the packet in front of seat {seat}", t(territory)),
            ),
            PlacementQuota { expected, got } => (
                format!("In questo turno di piazzamento vanno messi esattamente {}, non {got}", carri(*expected)),
                format!("This placement turn places exactly {}, not {got}", tanks(*expected)),
            ),
            NotYourTerritory { seat, territory } => (
                format!("{} non è del posto {seat}", t(territory)),
                format!("{} does not belong to seat {seat}", t(territory)),
            ),
            ZeroTanks => (
                "Il numero di carri deve essere almeno 1".into(),
                "The number of tanks must be at least 1".into(),
            ),
            OverAllowance { allowed, got } => (
                format!("Restano da mettere al massimo {}: non {got}", carri(*allowed)),
                format!("At most {} left to place: not {got}", tanks(*allowed)),
            ),
            CapExceeded { cap, on_board, can_place } => (
                format!("Limite di {cap} carri: ne hai {on_board} sulla mappa, puoi metterne ancora {can_place}"),
                format!("Cap of {cap} tanks: {on_board} on the board, {can_place} more may be placed"),
            ),
            DeclareFirst => (
                "Prima va dichiarato il rinforzo (anche 0)".into(),
                "Declare the reinforcements first (0 is fine)".into(),
            ),
            AlreadyDeclared => (
                "Il rinforzo è già stato dichiarato in questo turno".into(),
                "Reinforcements were already declared this turn".into(),
            ),
            TradeAfterDeclare => (
                "I tris si cambiano prima della dichiarazione".into(),
                "Card sets are traded before the declaration".into(),
            ),
            NoTradesYet { round } => (
                format!("Nel giro {round} non si cambiano carte: solo dal terzo giro"),
                format!("No card trades in round {round}: only from round 3"),
            ),
            ZeroSets => ("Un cambio è di almeno un tris".into(), "A trade is at least one set".into()),
            NotEnoughCards { have, need } => (
                format!("Servono {need} carte, ne hai {have}"),
                format!("{need} cards needed, {have} held"),
            ),
            ReinforcementOver => (
                "La fase di rinforzo è finita con il primo attacco o lo spostamento".into(),
                "The reinforcement phase ended with the first attack or the move".into(),
            ),
            NotAdjacent { from, to } => (
                format!("{} non confina con {}", t(from), t(to)),
                format!("{} does not border {}", t(from), t(to)),
            ),
            OwnTerritory { territory } => (
                format!("{} è già tuo", t(territory)),
                format!("{} is already yours", t(territory)),
            ),
            AttackTanks { tanks } => (
                format!("Si attacca con 1, 2 o 3 carri, non {tanks}"),
                format!("An attack commits 1, 2 or 3 tanks, not {tanks}"),
            ),
            TooFewToAttack { from, tanks: n, max } if *max == 0 => (
                format!("{} ha {}: non può attaccare", t(from), carri(*n)),
                format!("{} has {}: it cannot attack", t(from), tanks(*n)),
            ),
            TooFewToAttack { from, tanks: n, max } => (
                format!("{} ha {}: può attaccare con al massimo {max}", t(from), carri(*n)),
                format!("{} has {}: it can attack with at most {max}", t(from), tanks(*n)),
            ),
            TeammateDefended { territory, tanks: n } => (
                format!("{} è del compagno e ha {}: si può attaccare solo se ne ha 1", t(territory), carri(*n)),
                format!("{} is your teammate's and holds {}: it may be attacked only with 1", t(territory), tanks(*n)),
            ),
            TeammateTruce { territory, holder, continent } => (
                format!(
                    "Tregua tra compagni: il posto {holder} possiede {} e non ha rinunciato al bonus, {} non si può attaccare",
                    c(continent),
                    t(territory)
                ),
                format!(
                    "Teammates' truce: seat {holder} owns {} and has not renounced the bonus, {} cannot be attacked",
                    c(continent),
                    t(territory)
                ),
            ),
            CannotHold { from, to, tanks: n, needed } => (
                format!(
                    "{} ha {}: per conquistare {} e occuparlo con 3 carri ne servono almeno {needed}",
                    t(from),
                    carri(*n),
                    t(to)
                ),
                format!(
                    "{} has {}: taking {} and holding it with 3 needs at least {needed}",
                    t(from),
                    tanks(*n),
                    t(to)
                ),
            ),
            GarrisonLock { territory, tanks: n, max } => (
                format!(
                    "{} è stato conquistato al compagno in questo turno e deve tenere almeno 3 carri: ne ha {n}, se ne possono usare al massimo {max}",
                    t(territory)
                ),
                format!(
                    "{} was taken from the teammate this turn and must keep 3 tanks: it has {n}, at most {max} may be used",
                    t(territory)
                ),
            ),
            OccupyFirst { territory } => (
                format!("Prima bisogna occupare {}", t(territory)),
                format!("{} must be occupied first", t(territory)),
            ),
            NothingToOccupy => (
                "Non c'è nessun territorio appena conquistato da occupare".into(),
                "There is no freshly conquered territory to occupy".into(),
            ),
            OccupyRange { territory, min, max, got } => (
                format!("In {} vanno spostati da {min} a {max} carri, non {got}", t(territory)),
                format!("Between {min} and {max} tanks must move into {}, not {got}", t(territory)),
            ),
            MoveDone => (
                "Lo spostamento di questo turno è già stato fatto".into(),
                "This turn's move was already made".into(),
            ),
            MoveTooMany { from, tanks: n, max } => (
                format!("{} ha {}: se ne possono spostare al massimo {max}", t(from), carri(*n)),
                format!("{} has {}: at most {max} can move", t(from), tanks(*n)),
            ),
            AlreadyRenounced { seat } => (
                format!("Il posto {seat} ha già rinunciato ai bonus continentali"),
                format!("Seat {seat} already renounced continent bonuses"),
            ),
            NoViolation { found, cap } => (
                format!("{found} carri non superano il limite di {cap}"),
                format!("{found} tanks do not exceed the cap of {cap}"),
            ),
            CapRemovalTotal { expected, got } => (
                format!("Vanno tolti il doppio dell'eccesso, {}: non {got}", carri(*expected)),
                format!("Twice the excess must be removed, {}: not {got}", tanks(*expected)),
            ),
            CapRemovalTooMany { territory, tanks: n, got } => (
                format!("{} ha {}: non se ne possono togliere {got}", t(territory), carri(*n)),
                format!("{} has {}: {got} cannot be removed", t(territory), tanks(*n)),
            ),
            CapRemovalReinforced { needed, got } => (
                format!("Almeno {needed} dei carri tolti devono venire dai territori rinforzati in questo turno, non {got}"),
                format!("At least {needed} of the removed tanks must come from territories reinforced this turn, not {got}"),
            ),
            ClockStarted => ("Il cronometro è già partito".into(), "The clock has already started".into()),
            ClockNotStarted => ("Il cronometro non è ancora partito".into(), "The clock has not started".into()),
            ClockNotRunning => ("Il cronometro è fermo".into(), "The clock is not running".into()),
            ClockNotPaused => ("Il cronometro non è in pausa".into(), "The clock is not paused".into()),
            ClockBackwards => (
                "L'orario dell'evento è precedente all'ultimo registrato".into(),
                "The event's time is earlier than the last one recorded".into(),
            ),
            AlreadyAnnounced => (
                "Il terzultimo giro è già stato annunciato".into(),
                "The third-to-last round was already announced".into(),
            ),
            ChoiceFirst { seat } => (
                format!("Il posto {seat} deve prima scegliere: giocare una possibilità o passare"),
                format!("Seat {seat} must first choose: play a chance or pass"),
            ),
            NoChances { team } => (
                format!("La squadra {team} non ha più possibilità"),
                format!("Team {team} has no chances left"),
            ),
        };
        match lang {
            Lang::It => it,
            Lang::En => en,
        }
    }
}
