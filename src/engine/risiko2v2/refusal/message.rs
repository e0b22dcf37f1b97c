//! The referee's sentences for each refusal, in Italian and English (Spanish in
//! `message_es.rs`), with the players' names and the names of the territories and
//! continents in that language. Italian words agree with the name's gender and number
//! ("Cina è già tua", "1 carta").

use super::Refusal;
use crate::engine::Lang;
use crate::engine::action_words::action_words;
use crate::engine::map::{ContinentId, Map, TerritoryId};
use crate::engine::refusal::{Names, ordinal};

/// "1 carro" / "3 carri".
fn carri(n: u32) -> String {
    if n == 1 {
        "1 carro".to_string()
    } else {
        format!("{n} carri")
    }
}

/// "1 tank" / "3 tanks".
fn tanks(n: u32) -> String {
    if n == 1 {
        "1 tank".to_string()
    } else {
        format!("{n} tanks")
    }
}

/// "1 carta" / "3 carte", "1 card" / "3 cards".
fn cards(n: u32, lang: Lang) -> String {
    match (lang, n) {
        (Lang::It, 1) => "1 carta".into(),
        (Lang::It, n) => format!("{n} carte"),
        (Lang::En, 1) => "1 card".into(),
        (Lang::En, n) => format!("{n} cards"),
        (Lang::Es, n) => crate::engine::refusal::cartas(n),
    }
}

impl Refusal {
    /// The sentence a referee reads out, naming the players (`names`) and the
    /// territories in that language.
    pub fn message(&self, lang: Lang, names: &Names) -> String {
        match lang {
            Lang::It => self.it_en(lang, names).0,
            Lang::En => self.it_en(lang, names).1,
            Lang::Es => self.message_es(names),
        }
    }

    /// The Italian and English sentences, territories named in `lang`.
    fn it_en(&self, lang: Lang, names: &Names) -> (String, String) {
        use Refusal::*;
        let map = Map::risiko();
        let t = |id: &TerritoryId| map.name(*id, lang).to_string();
        let c = |id: &ContinentId| map.continent_name(*id, lang).to_string();
        let g = |id: &TerritoryId| map.territory(*id).gender_it;
        let who = |s: &crate::engine::Seat| names.seat(*s, lang);
        // "è"/"sono", "ha"/"hanno", "confina"/"confinano" for the territory's name.
        let is = |id: &TerritoryId| g(id).verb("è", "sono");
        let has = |id: &TerritoryId| g(id).verb("ha", "hanno");
        match self {
            UnknownRuleset { ruleset } => (
                format!("Regolamento sconosciuto: «{ruleset}»"),
                format!("Unknown ruleset: \"{ruleset}\""),
            ),
            PlayerCount { count } => (
                format!("Servono 4 posti al tavolo, non {count}"),
                format!("The table needs 4 seats, not {count}"),
            ),
            SeatOrder { index, seat } => (
                format!(
                    "{} dell'elenco ha \"seat\": {seat}: i giocatori vanno elencati in ordine di turno, con \"seat\" 0, 1, 2, 3",
                    ordinal(*index, lang)
                ),
                format!(
                    "{} of the list has \"seat\": {seat}: players are listed in turn order, with \"seat\" 0, 1, 2, 3",
                    ordinal(*index, lang)
                ),
            ),
            TeamsNotAlternating => (
                "Le squadre devono essere due, con i compagni seduti di fronte: il 1º e il 3º giocatore sono una squadra, il 2º e il 4º l'altra".into(),
                "There must be two teams, teammates sitting opposite: players 1 and 3 are one team, players 2 and 4 the other".into(),
            ),
            VirtualSeat { seat } => (
                format!("{} non può essere virtuale: al massimo un compagno virtuale, con un compagno reale", who(seat)),
                format!("{} cannot be virtual: at most one virtual teammate, paired with a real one", who(seat)),
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
                format!("{} ha {count} territori: ne servono 10", who(seat)),
                format!("{} has {count} territories: 10 are needed", who(seat)),
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
                format!(
                    "{} {} due volte nei mazzetti del draft",
                    t(territory),
                    g(territory).verb("compare", "compaiono")
                ),
                format!("{} is twice in the draft packets", t(territory)),
            ),
            PacketSeedMismatch { seed } => (
                format!("I mazzetti non sono quelli distribuiti dal seme {seed}"),
                format!("The packets are not the ones seed {seed} deals"),
            ),
            UnknownSeat { seat } => (
                format!("Nel file c'è \"seat\": {seat}, ma al tavolo siedono 4 giocatori (\"seat\" da 0 a 3)"),
                format!("The file has \"seat\": {seat}, but 4 players sit at the table (\"seat\" 0 to 3)"),
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
                format!(
                    "La striscia deve partire da un confinante di {}: {} non lo {}",
                    c(continent),
                    t(territory),
                    is(territory)
                ),
                format!("The strip must start next to {}: {} does not border it", c(continent), t(territory)),
            ),
            ObjectiveStripGap { from, to } => (
                format!(
                    "Striscia interrotta: {} non {} con {}",
                    t(from),
                    g(from).verb("confina", "confinano"),
                    t(to)
                ),
                format!("Broken strip: {} does not border {}", t(from), t(to)),
            ),
            ObjectiveStripInside { territory } => (
                format!(
                    "{} {} dentro il continente obiettivo: la striscia va fuori",
                    t(territory),
                    is(territory)
                ),
                format!("{} is inside the objective continent: strips lie outside it", t(territory)),
            ),
            ObjectiveTaken { seat, other } => (
                format!("{} ha lo stesso obiettivo di {}", who(seat), who(other)),
                format!("{} has the same objective as {}", who(seat), who(other)),
            ),
            MatchFinished => ("La partita è finita".into(), "The match is over".into()),
            SeatEliminated { seat } => (
                format!("{} è già fuori dalla partita", who(seat)),
                format!("{} has been eliminated", who(seat)),
            ),
            NotYourTurn { seat, current } => (
                format!("Non è il turno di {}: tocca a {}", who(seat), who(current)),
                format!("It is not {}'s turn: {} is playing", who(seat), who(current)),
            ),
            NotNow { action, phase } => (
                format!("Ora non si può registrare {} (fase: {})", action_words(action, Lang::It), phase.name(Lang::It)),
                format!("It is not possible to record {} now (phase: {})", action_words(action, Lang::En), phase.name(Lang::En)),
            ),
            AlreadyPicked { seat } => (
                format!("{} ha già scelto in questo passaggio del draft", who(seat)),
                format!("{} already picked in this draft pass", who(seat)),
            ),
            NotInPacket { seat, territory } => (
                format!("{} non {} nel mazzetto davanti a {}", t(territory), is(territory), who(seat)),
                format!("{} is not in the packet in front of {}", t(territory), who(seat)),
            ),
            PlacementQuota { expected, got } => (
                format!(
                    "In questo turno di piazzamento {} esattamente {}, non {got}",
                    if *expected == 1 { "va messo" } else { "vanno messi" },
                    carri(*expected)
                ),
                format!("This placement turn places exactly {}, not {got}", tanks(*expected)),
            ),
            NotYourTerritory { seat, territory } => (
                format!("{} non {} di {}", t(territory), is(territory), who(seat)),
                format!("{} does not belong to {}", t(territory), who(seat)),
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
                format!("Limite di {cap} carri: ce ne sono {on_board} sulla mappa, se ne possono mettere ancora {can_place}"),
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
                format!("Nel giro {round} non si cambiano carte: solo dal 3º giro"),
                format!("No card trades in round {round}: only from round 3"),
            ),
            ZeroSets => ("Un cambio è di almeno un tris".into(), "A trade is at least one set".into()),
            NotEnoughCards { have, need } => (
                format!("Servono {}, il giocatore ne ha {have}", cards(*need, Lang::It)),
                format!("{} needed, the player holds {have}", cards(*need, Lang::En)),
            ),
            ReinforcementOver => (
                "La fase di rinforzo è finita con il primo attacco o lo spostamento".into(),
                "The reinforcement phase ended with the first attack or the move".into(),
            ),
            NotAdjacent { from, to } => (
                format!("{} non {} con {}", t(from), g(from).verb("confina", "confinano"), t(to)),
                format!("{} does not border {}", t(from), t(to)),
            ),
            OwnTerritory { territory } => (
                format!(
                    "{} {} già {}",
                    t(territory),
                    is(territory),
                    g(territory).pick("tuo", "tua", "tuoi", "tue")
                ),
                format!("{} is already yours", t(territory)),
            ),
            AttackTanks { tanks } => (
                format!("Si attacca con 1, 2 o 3 carri, non {tanks}"),
                format!("An attack commits 1, 2 or 3 tanks, not {tanks}"),
            ),
            TooFewToAttack { from, tanks: n, max } if *max == 0 => (
                format!(
                    "{} {} {}: non {} attaccare",
                    t(from),
                    has(from),
                    carri(*n),
                    g(from).verb("può", "possono")
                ),
                format!("{} has {}: it cannot attack", t(from), tanks(*n)),
            ),
            TooFewToAttack { from, tanks: n, max } => (
                format!(
                    "{} {} {}: {} attaccare con al massimo {max}",
                    t(from),
                    has(from),
                    carri(*n),
                    g(from).verb("può", "possono")
                ),
                format!("{} has {}: it can attack with at most {max}", t(from), tanks(*n)),
            ),
            TeammateDefended { territory, tanks: n } => (
                format!(
                    "{} {} del compagno e {} {}: si può attaccare solo con 1 carro",
                    t(territory),
                    is(territory),
                    has(territory),
                    carri(*n)
                ),
                format!("{} is your teammate's and holds {}: it may be attacked only with 1", t(territory), tanks(*n)),
            ),
            TeammateTruce { territory, holder, continent } => (
                format!(
                    "Tregua tra compagni: {} possiede {} e non ha rinunciato al bonus, {} non si può attaccare",
                    who(holder),
                    c(continent),
                    t(territory)
                ),
                format!(
                    "Teammates' truce: {} owns {} and has not renounced the bonus, {} cannot be attacked",
                    who(holder),
                    c(continent),
                    t(territory)
                ),
            ),
            CannotHold { from, to, tanks: n, needed } => (
                format!(
                    "{} {} {}: per conquistare {} e {} con 3 carri ne servono almeno {needed}",
                    t(from),
                    has(from),
                    carri(*n),
                    t(to),
                    g(to).pick("occuparlo", "occuparla", "occuparli", "occuparle")
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
                    "{} {} al compagno in questo turno e {} tenere almeno 3 carri: {} {}, se ne possono usare al massimo {max}",
                    t(territory),
                    g(territory).pick(
                        "è stato conquistato",
                        "è stata conquistata",
                        "sono stati conquistati",
                        "sono state conquistate"
                    ),
                    g(territory).verb("deve", "devono"),
                    g(territory).verb("ne ha", "ne hanno"),
                    n
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
                format!(
                    "{} {} {}: se ne possono spostare al massimo {max}",
                    t(from),
                    has(from),
                    carri(*n)
                ),
                format!("{} has {}: at most {max} can move", t(from), tanks(*n)),
            ),
            AlreadyRenounced { seat } => (
                format!("{} ha già rinunciato ai bonus continentali", who(seat)),
                format!("{} already renounced continent bonuses", who(seat)),
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
                format!(
                    "{} {} {}: non se ne possono togliere {got}",
                    t(territory),
                    has(territory),
                    carri(*n)
                ),
                format!("{} has {}: {got} cannot be removed", t(territory), tanks(*n)),
            ),
            CapRemovalReinforced { needed, got } => (
                format!("Almeno {needed} dei carri tolti devono venire dai territori rinforzati in questo turno, non {got}"),
                format!("At least {needed} of the removed tanks must come from territories reinforced this turn, not {got}"),
            ),
            ClockStarted => ("Il cronometro è già partito".into(), "The clock has already started".into()),
            ClockNotStarted => ("Il cronometro non è ancora partito".into(), "The clock has not started".into()),
            ClockNotRunning => ("Il cronometro è in pausa".into(), "The clock is paused".into()),
            ClockNotPaused => ("Il cronometro non è in pausa".into(), "The clock is not paused".into()),
            ClockBackwards => (
                "L'orario dell'evento è precedente all'ultimo registrato".into(),
                "The event's time is earlier than the last one recorded".into(),
            ),
            AlreadyAnnounced => (
                "Il terzultimo giro è già stato annunciato".into(),
                "The third-to-last round was already announced".into(),
            ),
            ClockStartEarly => (
                "Il cronometro parte con il primo carro di rinforzo, finito il piazzamento iniziale".into(),
                "The clock starts with the first reinforcement tank, once the initial placement is over".into(),
            ),
            AnnounceEarly { minutes, elapsed } => (
                format!(
                    "Il terzultimo giro si annuncia dopo {} di cronometro in moto (pause escluse): {} {elapsed}",
                    if *minutes == 1 { "1 minuto".to_string() } else { format!("{minutes} minuti") },
                    if *elapsed == 1 { "ne è passato" } else { "ne sono passati" }
                ),
                format!(
                    "The third-to-last round is called after {} of running clock (pauses excluded): {elapsed} gone",
                    if *minutes == 1 { "1 minute".to_string() } else { format!("{minutes} minutes") }
                ),
            ),
            UnknownTeam { team } => (
                format!("Al tavolo non c'è la squadra «{team}»"),
                format!("There is no team \"{team}\" at the table"),
            ),
            ChoiceFirst { seat } => (
                format!("{} deve prima scegliere: giocare una possibilità o passare", who(seat)),
                format!("{} must first choose: play a chance or pass", who(seat)),
            ),
            NoChances { team } => (
                format!("La squadra {team} non ha più possibilità"),
                format!("Team {team} has no chances left"),
            ),
        }
    }
}
