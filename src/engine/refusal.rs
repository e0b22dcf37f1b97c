//! Why the engine refused an action (or a setup): a typed reason with a stable
//! snake_case code, the numbers and territories involved, and a sentence a referee can
//! read out in Italian or English.
//!
//! A refusal never changes the match: the state stays exactly as it was.
//! Serialized, a refusal is `{"code": "...", ...its data}` (territories as slugs).

use serde::Serialize;

use super::Lang;
use super::log::Seat;
use super::map::{ContinentId, Map, TerritoryId};
use super::risiko2v2::Phase;

/// A refused action or setup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(tag = "code", rename_all = "snake_case")]
#[error("{}", self.message(Lang::En))]
pub enum Refusal {
    // --- setup ---
    /// The log names a ruleset this engine does not know.
    UnknownRuleset { ruleset: String },
    /// The 2 vs 2 ruleset needs exactly four seats.
    PlayerCount { count: usize },
    /// `players` must be listed in seat order 0, 1, 2, 3.
    SeatOrder { index: usize, seat: Seat },
    /// Two teams of two, teammates opposite (seats 0+2 and 1+3).
    TeamsNotAlternating,
    /// At most one virtual seat, and never both seats of a team.
    VirtualSeat { seat: Seat },
    /// A setting has a value the rules cannot work with.
    InvalidSetting { name: String },
    /// Physical draft: a territory has no owner.
    DraftIncomplete { territory: TerritoryId },
    /// Physical draft: a seat does not have exactly 10 territories.
    DraftSeatCount { seat: Seat, count: u32 },
    /// Physical draft: there are not exactly 2 neutral territories.
    DraftNeutralCount { count: u32 },
    /// Digital draft: packets are not two of 10 and two of 11 cards.
    PacketSizes { sizes: Vec<usize> },
    /// Digital draft: a territory is in the packets twice.
    PacketDuplicate { territory: TerritoryId },
    /// Digital draft: the packets are not the ones the recorded seed deals.
    PacketSeedMismatch { seed: u64 },
    /// The log names a seat that does not exist.
    UnknownSeat { seat: Seat },
    /// An objective on a continent that is not one of the six objective continents.
    ObjectiveContinent { continent: ContinentId },
    /// An objective without strips.
    ObjectiveNoStrip,
    /// A strip with no territory.
    ObjectiveStripEmpty { strip: usize },
    /// A strip's first territory does not border the objective continent.
    ObjectiveStripStart {
        territory: TerritoryId,
        continent: ContinentId,
    },
    /// Two consecutive strip territories do not border each other.
    ObjectiveStripGap { from: TerritoryId, to: TerritoryId },
    /// A strip territory lies inside the objective continent.
    ObjectiveStripInside { territory: TerritoryId },
    /// Two seats at the table have the same objective.
    ObjectiveTaken { seat: Seat, other: Seat },

    // --- any action ---
    /// The match is over.
    MatchFinished,
    /// The seat has been eliminated.
    SeatEliminated { seat: Seat },
    /// It is another seat's turn.
    NotYourTurn { seat: Seat, current: Seat },
    /// This kind of action is not allowed in the current phase.
    NotNow { action: String, phase: Phase },

    // --- draft ---
    /// The seat already picked in this pass.
    AlreadyPicked { seat: Seat },
    /// The card is not in the packet in front of the seat.
    NotInPacket { seat: Seat, territory: TerritoryId },

    // --- placement and reinforcements ---
    /// An initial placement turn must place exactly its quota.
    PlacementQuota { expected: u32, got: u32 },
    /// Tanks can only go on (or leave from) the seat's own territories.
    NotYourTerritory { seat: Seat, territory: TerritoryId },
    /// A count of tanks must be at least 1.
    ZeroTanks,
    /// More tanks than the reinforcements still available.
    OverAllowance { allowed: u32, got: u32 },
    /// The placement would exceed the seat's tank cap.
    CapExceeded {
        cap: u32,
        on_board: u32,
        can_place: u32,
    },
    /// From round 3 the declaration comes before placing, attacking or ending the turn.
    DeclareFirst,
    /// The declaration was already made this turn.
    AlreadyDeclared,
    /// Card trades come before the declaration.
    TradeAfterDeclare,
    /// No card trades in rounds 1 and 2.
    NoTradesYet { round: u32 },
    /// A trade names at least one set.
    ZeroSets,
    /// Not enough cards for the sets asked.
    NotEnoughCards { have: u32, need: u32 },
    /// The reinforcement phase ended with the first attack or the move.
    ReinforcementOver,

    // --- attacks and moves ---
    /// The two territories do not share a border.
    NotAdjacent { from: TerritoryId, to: TerritoryId },
    /// A player cannot attack their own territory.
    OwnTerritory { territory: TerritoryId },
    /// An attack commits 1, 2 or 3 tanks.
    AttackTanks { tanks: u32 },
    /// Not enough tanks on the attacking territory.
    TooFewToAttack {
        from: TerritoryId,
        tanks: u32,
        max: u32,
    },
    /// A teammate's territory may be attacked only when it holds exactly 1 tank.
    TeammateDefended { territory: TerritoryId, tanks: u32 },
    /// Continent truce: teammates may not attack each other.
    TeammateTruce {
        territory: TerritoryId,
        holder: Seat,
        continent: ContinentId,
    },
    /// The conquest could not be held with 3 tanks.
    CannotHold {
        from: TerritoryId,
        to: TerritoryId,
        tanks: u32,
        needed: u32,
    },
    /// A territory conquered from a teammate this turn must keep 3 tanks.
    GarrisonLock {
        territory: TerritoryId,
        tanks: u32,
        max: u32,
    },
    /// The conquered territory must be occupied first.
    OccupyFirst { territory: TerritoryId },
    /// There is no conquered territory waiting to be occupied.
    NothingToOccupy,
    /// The occupation must move between `min` and `max` tanks.
    OccupyRange {
        territory: TerritoryId,
        min: u32,
        max: u32,
        got: u32,
    },
    /// The turn's single move was already made.
    MoveDone,
    /// A move must leave at least 1 tank behind.
    MoveTooMany {
        from: TerritoryId,
        tanks: u32,
        max: u32,
    },

    // --- teammates' bonus ---
    /// The seat already renounced continent bonuses.
    AlreadyRenounced { seat: Seat },

    // --- cap penalty ---
    /// The count found does not exceed the seat's cap.
    NoViolation { found: u32, cap: u32 },
    /// The removal must total twice the excess.
    CapRemovalTotal { expected: u32, got: u32 },
    /// A removal would empty a territory.
    CapRemovalTooMany {
        territory: TerritoryId,
        tanks: u32,
        got: u32,
    },
    /// Half the removal must come from territories reinforced in this turn.
    CapRemovalReinforced { needed: u32, got: u32 },

    // --- clock and the end ---
    /// The clock was already started.
    ClockStarted,
    /// The clock has not been started.
    ClockNotStarted,
    /// The clock is not running.
    ClockNotRunning,
    /// The clock is not paused.
    ClockNotPaused,
    /// A clock event earlier than the previous one.
    ClockBackwards,
    /// The 90-minute announcement was already made.
    AlreadyAnnounced,
    /// The seat must play a chance or pass.
    ChoiceFirst { seat: Seat },
    /// The team has no supplementary chances left.
    NoChances { team: String },
}

impl Refusal {
    /// The stable snake_case code (the same as the serialized `code`).
    pub fn code(&self) -> &'static str {
        use Refusal::*;
        match self {
            UnknownRuleset { .. } => "unknown_ruleset",
            PlayerCount { .. } => "player_count",
            SeatOrder { .. } => "seat_order",
            TeamsNotAlternating => "teams_not_alternating",
            VirtualSeat { .. } => "virtual_seat",
            InvalidSetting { .. } => "invalid_setting",
            DraftIncomplete { .. } => "draft_incomplete",
            DraftSeatCount { .. } => "draft_seat_count",
            DraftNeutralCount { .. } => "draft_neutral_count",
            PacketSizes { .. } => "packet_sizes",
            PacketDuplicate { .. } => "packet_duplicate",
            PacketSeedMismatch { .. } => "packet_seed_mismatch",
            UnknownSeat { .. } => "unknown_seat",
            ObjectiveContinent { .. } => "objective_continent",
            ObjectiveNoStrip => "objective_no_strip",
            ObjectiveStripEmpty { .. } => "objective_strip_empty",
            ObjectiveStripStart { .. } => "objective_strip_start",
            ObjectiveStripGap { .. } => "objective_strip_gap",
            ObjectiveStripInside { .. } => "objective_strip_inside",
            ObjectiveTaken { .. } => "objective_taken",
            MatchFinished => "match_finished",
            SeatEliminated { .. } => "seat_eliminated",
            NotYourTurn { .. } => "not_your_turn",
            NotNow { .. } => "not_now",
            AlreadyPicked { .. } => "already_picked",
            NotInPacket { .. } => "not_in_packet",
            PlacementQuota { .. } => "placement_quota",
            NotYourTerritory { .. } => "not_your_territory",
            ZeroTanks => "zero_tanks",
            OverAllowance { .. } => "over_allowance",
            CapExceeded { .. } => "cap_exceeded",
            DeclareFirst => "declare_first",
            AlreadyDeclared => "already_declared",
            TradeAfterDeclare => "trade_after_declare",
            NoTradesYet { .. } => "no_trades_yet",
            ZeroSets => "zero_sets",
            NotEnoughCards { .. } => "not_enough_cards",
            ReinforcementOver => "reinforcement_over",
            NotAdjacent { .. } => "not_adjacent",
            OwnTerritory { .. } => "own_territory",
            AttackTanks { .. } => "attack_tanks",
            TooFewToAttack { .. } => "too_few_to_attack",
            TeammateDefended { .. } => "teammate_defended",
            TeammateTruce { .. } => "teammate_truce",
            CannotHold { .. } => "cannot_hold",
            GarrisonLock { .. } => "garrison_lock",
            OccupyFirst { .. } => "occupy_first",
            NothingToOccupy => "nothing_to_occupy",
            OccupyRange { .. } => "occupy_range",
            MoveDone => "move_done",
            MoveTooMany { .. } => "move_too_many",
            AlreadyRenounced { .. } => "already_renounced",
            NoViolation { .. } => "no_violation",
            CapRemovalTotal { .. } => "cap_removal_total",
            CapRemovalTooMany { .. } => "cap_removal_too_many",
            CapRemovalReinforced { .. } => "cap_removal_reinforced",
            ClockStarted => "clock_started",
            ClockNotStarted => "clock_not_started",
            ClockNotRunning => "clock_not_running",
            ClockNotPaused => "clock_not_paused",
            ClockBackwards => "clock_backwards",
            AlreadyAnnounced => "already_announced",
            ChoiceFirst { .. } => "choice_first",
            NoChances { .. } => "no_chances",
        }
    }

    /// The JSON detail for an API: the code, its data, and both sentences.
    pub fn detail(&self) -> serde_json::Value {
        let mut v = serde_json::to_value(self).unwrap_or(serde_json::Value::Null);
        if let serde_json::Value::Object(m) = &mut v {
            m.insert("message_it".into(), self.message(Lang::It).into());
            m.insert("message_en".into(), self.message(Lang::En).into());
        }
        v
    }

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_matches_serialized_tag_and_message_names_the_territory() {
        let brasile = Map::risiko().by_slug("brasile").expect("brasile");
        let r = Refusal::TooFewToAttack {
            from: brasile,
            tanks: 2,
            max: 1,
        };
        assert_eq!(r.code(), "too_few_to_attack");
        assert_eq!(r.detail()["code"], "too_few_to_attack");
        assert_eq!(r.detail()["from"], "brasile");
        assert_eq!(
            r.message(Lang::It),
            "Brasile ha 2 carri: può attaccare con al massimo 1"
        );
        assert_eq!(
            r.message(Lang::En),
            "Brazil has 2 tanks: it can attack with at most 1"
        );
    }
}
