//! The referee's sentences for each classic refusal, in Italian and English (Spanish in
//! `sentences_es.rs`): players by
//! name (never by seat number), territories by their name in that language, and counts
//! with the right number ("1 armata", "2 armate").

use super::action::Card;
use super::refusal::Refusal;
use crate::engine::Lang;
use crate::engine::action_words::action_words;
use crate::engine::log::{Owner, Seat};
use crate::engine::map::{Map, TerritoryId};

/// A count with its noun in the right number: `count(1, "carta", "carte")` is "1 carta".
pub fn count(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

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
        let t = |id: &TerritoryId| map.name(*id, lang).to_string();
        let who = |s: &Seat| {
            names
                .get(usize::from(*s))
                .cloned()
                .unwrap_or_else(|| match lang {
                    Lang::It => "un giocatore sconosciuto".into(),
                    Lang::En => "an unknown player".into(),
                    Lang::Es => "un jugador desconocido".into(),
                })
        };
        let holder = |o: &Owner| match o {
            Owner::Seat(s) => who(s),
            Owner::Neutral => match lang {
                Lang::It => "il neutro".into(),
                Lang::En => "the neutral".into(),
                Lang::Es => "el neutral".into(),
            },
        };
        let card = |c: &Card| match c {
            Card::Territory(id) => t(id),
            Card::Jolly => "jolly".into(),
        };
        let armate = |n: u32| count(n, "armata", "armate");
        let armies = |n: u32| count(n, "army", "armies");
        let carte = |n: u32| count(n, "carta", "carte");
        let cards = |n: u32| count(n, "card", "cards");
        let dadi = |n: u32| count(n, "dado", "dadi");
        let dice = |n: u32| count(n, "die", "dice");
        match self {
            PlayerCount { count: n } => (
                format!("Il Risiko classico si gioca da 2 a 5 (6 solo se il torneo fissa le armate iniziali), non in {n}"),
                format!("Classic Risiko is played by 2 to 5 (6 only if the tournament sets the starting armies), not {n}"),
            ),
            SeatOrder { index, seat } => (
                format!("Il giocatore n. {} dichiara il posto {seat}: i posti vanno elencati in ordine di turno, da 0", index + 1),
                format!("Player #{} says seat {seat}: seats are listed in turn order, from 0", index + 1),
            ),
            InvalidSetting { name, rule } => (
                crate::engine::refusal::invalid_setting(name, rule, Lang::It),
                crate::engine::refusal::invalid_setting(name, rule, Lang::En),
            ),
            SetupMissing => (
                "In due servono i tre mazzi da 14 territori (o il seme con cui l'app li distribuisce)".into(),
                "Two players need the three piles of 14 territories (or the seed the app deals them from)".into(),
            ),
            SetupForm => (
                "Questa forma di preparazione non vale per questo numero di giocatori".into(),
                "This form of setup does not fit this number of players".into(),
            ),
            SetupIncomplete { territory } => (
                format!("Preparazione incompleta: manca {}", t(territory)),
                format!("Incomplete setup: {} is missing", t(territory)),
            ),
            SetupDuplicate { territory } => (
                format!("{} compare due volte nella preparazione", t(territory)),
                format!("{} appears twice in the setup", t(territory)),
            ),
            NeutralNotAllowed { territory } => (
                format!("{} è neutrale, ma i neutrali esistono solo nella partita a due", t(territory)),
                format!("{} is neutral, but neutrals exist only in the two-player game", t(territory)),
            ),
            SetupTerritoryCount { owner, count: n, expected } => (
                format!("{} ha {}: ne servono {expected}", holder(owner), count(*n, "territorio", "territori")),
                format!("{} has {}: {expected} are needed", holder(owner), count(*n, "territory", "territories")),
            ),
            SetupArmies { owner, count, expected } => (
                format!("{} ha {} sul tabellone: ne servono {expected}", holder(owner), armate(*count)),
                format!("{} has {} on the board: {expected} are needed", holder(owner), armies(*count)),
            ),
            SetupEmptyTerritory { territory } => (
                format!("{} non ha armate: ogni territorio ne ha almeno 1", t(territory)),
                format!("{} has no armies: every territory holds at least 1", t(territory)),
            ),
            PickFirst { seat } => (
                format!("Sceglie per primo chi gioca per primo, cioè il primo in ordine di turno, non {}", who(seat)),
                format!("The first to choose is the first in turn order, not {}", who(seat)),
            ),
            MatchFinished => ("La partita è finita".into(), "The match is over".into()),
            UnknownSeat { seat } => (
                format!("Al tavolo non c'è il posto {seat}"),
                format!("There is no seat {seat} at this table"),
            ),
            SeatEliminated { seat } => (
                format!("{} è stato eliminato", who(seat)),
                format!("{} has been eliminated", who(seat)),
            ),
            NotYourTurn { seat, current } => (
                format!("Non è il turno di {}: è il turno di {}", who(seat), who(current)),
                format!("It is not {}'s turn: it is {}'s", who(seat), who(current)),
            ),
            NotNow { action, phase } => (
                format!("Ora non si può registrare {} (fase: {})", action_words(action, Lang::It), super::phase_words(phase, Lang::It)),
                format!("It is not possible to record {} now (phase: {})", action_words(action, Lang::En), super::phase_words(phase, Lang::En)),
            ),
            TerritoryTaken { territory, owner } => (
                format!("{} è già di {}", t(territory), holder(owner)),
                format!("{} already belongs to {}", t(territory), holder(owner)),
            ),
            PlacementOneArmy { got } => (
                format!("Nella preparazione si piazza 1 armata alla volta, non {got}"),
                format!("During setup one army is placed at a time, not {got}"),
            ),
            PlacementTwoPlusOne { own, neutral } => (
                format!("Ogni turno di piazzamento sono 2 armate proprie e 1 neutrale, non {own} e {neutral}"),
                format!("Each placement turn is 2 own armies and 1 neutral army, not {own} and {neutral}"),
            ),
            NoArmiesLeft { seat } => (
                format!("{} ha già piazzato tutte le sue armate", who(seat)),
                format!("{} has already placed all their armies", who(seat)),
            ),
            NotYourTerritory { seat, territory } => (
                format!("{} non è di {}", t(territory), who(seat)),
                format!("{} does not belong to {}", t(territory), who(seat)),
            ),
            NotNeutral { territory } => (
                format!("{} non è neutrale: l'armata neutrale va su un territorio neutrale", t(territory)),
                format!("{} is not neutral: the neutral army goes on a neutral territory", t(territory)),
            ),
            ZeroTanks => (
                "Il numero di armate deve essere almeno 1".into(),
                "The number of armies must be at least 1".into(),
            ),
            OverEntitlement { allowed, got } => (
                format!("Restano {} da piazzare, non {got}", armate(*allowed)),
                format!("{} left to place, not {got}", armies(*allowed)),
            ),
            BonusOnlyThere { territory, bonus } => (
                format!("{} della carta vanno solo su {}", armate(*bonus), t(territory)),
                format!("The card's {} go on {} only", armies(*bonus), t(territory)),
            ),
            ReinforcementsUnplaced { left } => (
                format!("Prima vanno piazzate le armate che restano: {}", armate(*left)),
                format!("First place the armies still left: {}", armies(*left)),
            ),
            ForcedTradePending { cards: n } => (
                format!("Con {} in mano a inizio turno bisogna prima giocare almeno un tris", carte(*n)),
                format!("With {} in hand at the start of the turn, at least one set must be traded first", cards(*n)),
            ),
            EliminationTradePending { cards: n } => (
                format!("Dopo l'eliminazione la mano ha {}: bisogna giocare tris fino a tenerne 4 o meno", carte(*n)),
                format!("After the elimination the hand holds {}: sets must be traded down to 4 or fewer", cards(*n)),
            ),
            ReinforcementOver => (
                "I rinforzi si fanno prima del primo attacco e dello spostamento".into(),
                "Reinforcements come before the first attack and the fortify move".into(),
            ),
            TradeThreeCards { got } => (
                format!("Un tris è di 3 carte, non {got}"),
                format!("A set is 3 cards, not {got}"),
            ),
            NotEnoughCards { have } => (
                format!("In mano ci sono solo {}: ne servono 3", carte(*have)),
                format!("The hand holds only {}: 3 are needed", cards(*have)),
            ),
            CardTwice { card: c } => (
                format!("La carta {} compare due volte (i jolly sono solo 2)", card(c)),
                format!("The card {} appears twice (there are only 2 jolly)", card(c)),
            ),
            CardInDeck { card: c } => (
                format!("La carta {} è stata giocata ed è ancora nel mazzo: non può essere in mano", card(c)),
                format!("The card {} was traded and is still in the deck: it cannot be in a hand", card(c)),
            ),
            NotASet => (
                "Queste 3 carte non sono un tris: servono 3 simboli uguali, 3 diversi, o 2 carte e un jolly".into(),
                "These 3 cards are not a set: 3 alike, 3 different, or 2 cards and a jolly".into(),
            ),
            SymbolNeeded { territory } => (
                format!("Quale simbolo mostra la carta {}? Inseriscilo (fante, cannone o cavallo)", t(territory)),
                format!("Which symbol does the card {} show? Enter it (fante, cannone or cavallo)", t(territory)),
            ),
            SymbolUnknown { symbol } => (
                format!("«{symbol}» non è un simbolo: fante, cannone o cavallo"),
                format!("\"{symbol}\" is not a symbol: fante, cannone or cavallo"),
            ),
            SymbolContradicts { territory, symbol, known } => (
                format!("La carta {} mostra {known}, non {symbol}", t(territory)),
                format!("The card {} shows {known}, not {symbol}", t(territory)),
            ),
            SymbolNotTraded { territory } => (
                format!("Simbolo indicato per {}, che non è fra le carte giocate", t(territory)),
                format!("A symbol is given for {}, which is not among the traded cards", t(territory)),
            ),
            BonusNotOnCard { territory } => (
                format!("{} non è su nessuna delle carte giocate", t(territory)),
                format!("{} is on none of the traded cards", t(territory)),
            ),
            BonusNotOwned { territory } => (
                format!("{} non è tuo: le 2 armate in più vanno su un territorio proprio", t(territory)),
                format!("{} is not yours: the 2 extra armies go on an own territory", t(territory)),
            ),
            BonusUsed => (
                "Le 2 armate per un territorio posseduto si prendono una volta sola per turno".into(),
                "The 2 armies for an owned territory are taken only once a turn".into(),
            ),
            TradeStop { cards: n } => (
                format!("Con {} in mano dopo l'eliminazione non si giocano altri tris fino al prossimo turno", carte(*n)),
                format!("With {} in hand after the elimination, no more sets until the next turn", cards(*n)),
            ),
            AttackNotAdjacent { from, to } => (
                format!("{} non confina con {}", t(from), t(to)),
                format!("{} does not border {}", t(from), t(to)),
            ),
            AttackOwnTerritory { territory } => (
                format!("{} è tuo: non puoi attaccarlo", t(territory)),
                format!("{} is yours: you cannot attack it", t(territory)),
            ),
            AttackerNeedsTwoArmies { from } => (
                format!("Da {} non si attacca: servono almeno 2 armate", t(from)),
                format!("{} cannot attack: it needs at least 2 armies", t(from)),
            ),
            AttackerDice { dice: n } => (
                format!("L'attaccante tira 1, 2 o 3 dadi, non {n}"),
                format!("The attacker throws 1, 2 or 3 dice, not {n}"),
            ),
            DefenderDice { dice: n } => (
                format!("Il difensore tira 1 o 2 dadi, non {n}"),
                format!("The defender throws 1 or 2 dice, not {n}"),
            ),
            TooManyAttackerDice { from, armies: a, dice: d } => (
                format!("{} ha {}: può attaccare con al massimo {}", t(from), armate(*a), dadi(a.saturating_sub(1).min(3))),
                format!("{} has {}: it can attack with {} at most (asked {})", t(from), armies(*a), dice(a.saturating_sub(1).min(3)), d),
            ),
            TooManyDefenderDice { to, armies: a, dice: d } => (
                format!("{} ha {}: si difende con al massimo {} (non {d})", t(to), armate(*a), dadi((*a).min(2))),
                format!("{} has {}: it defends with {} at most (not {d})", t(to), armies(*a), dice((*a).min(2))),
            ),
            BadDieFace { face } => (
                format!("Un dado mostra da 1 a 6, non {face}"),
                format!("A die shows 1 to 6, not {face}"),
            ),
            LossesInconsistent { dice: d, losses: l } => (
                format!("Con {} contro {} le perdite sommano a {}: non {} e {}", d[0], d[1], d[0].min(d[1]), l[0], l[1]),
                format!("With {} against {} the losses add up to {}: not {} and {}", d[0], d[1], d[0].min(d[1]), l[0], l[1]),
            ),
            ThrowForm => (
                "Un lancio si registra con i dadi usciti (attaccante e difensore) oppure con dadi e perdite, non con entrambi né con nessuno".into(),
                "A throw is recorded with the faces (attacker and defender) or with dice and losses, not both nor neither".into(),
            ),
            DiceEntryForm { allowed } => (
                format!("Questo torneo registra i lanci solo nella forma «{allowed}»"),
                format!("This tournament records throws only in the \"{allowed}\" form"),
            ),
            AttackAfterMove => (
                "Dopo lo spostamento non si attacca più in questo turno".into(),
                "After the fortify move there are no more attacks this turn".into(),
            ),
            OccupyFirst { territory } => (
                format!("Prima bisogna occupare {}", t(territory)),
                format!("First occupy {}", t(territory)),
            ),
            NothingToOccupy => (
                "Non c'è nessun territorio conquistato da occupare".into(),
                "There is no captured territory to occupy".into(),
            ),
            OccupationTooSmall { territory, min, got } => (
                format!("In {} vanno almeno {} (i dadi dell'ultimo lancio), non {got}", t(territory), armate(*min)),
                format!("{} needs at least {} (the dice of the last throw), not {got}", t(territory), armies(*min)),
            ),
            OccupationLeavesNone { from, max, got } => (
                format!("Da {} si possono spostare al massimo {}, non {got}: 1 armata resta", t(from), armate(*max)),
                format!("At most {} can leave {}, not {got}: 1 army stays", armies(*max), t(from)),
            ),
            MoveDone => (
                "Lo spostamento di questo turno è già stato fatto".into(),
                "This turn's fortify move has already been made".into(),
            ),
            MoveNotAdjacent { from, to } => (
                format!("Lo spostamento va fra territori confinanti: {} non confina con {}", t(from), t(to)),
                format!("The move goes between bordering territories: {} does not border {}", t(from), t(to)),
            ),
            MoveLeavesNone { from, max, got } => (
                format!("Da {} si possono spostare al massimo {}, non {got}", t(from), armate(*max)),
                format!("At most {} can leave {}, not {got}", armies(*max), t(from)),
            ),
            ClockStarted => ("Il cronometro è già partito".into(), "The clock has already started".into()),
            ClockNotStarted => ("Il cronometro non è partito".into(), "The clock has not started".into()),
            ClockStartEarly => (
                "Il cronometro parte con il primo rinforzo del primo giro, finito il piazzamento iniziale".into(),
                "The clock starts with the first reinforcement of round 1, once the setup is over".into(),
            ),
            ClockNotRunning => ("Il cronometro non sta andando".into(), "The clock is not running".into()),
            ClockNotPaused => ("Il cronometro non è in pausa".into(), "The clock is not paused".into()),
            ClockBackwards => (
                "Questo evento del cronometro è precedente all'ultimo".into(),
                "This clock event is earlier than the previous one".into(),
            ),
            LastRoundAnnounced => (
                "L'ultimo giro è già stato annunciato".into(),
                "The last round has already been announced".into(),
            ),
            LastRoundEarly { minutes } => (
                format!("L'ultimo giro si annuncia allo scadere dei {minutes} minuti"),
                format!("The last round is announced when the {minutes} minutes are up"),
            ),
            LastRoundNotTimed => (
                "L'ultimo giro a tempo vale solo con la regola di fine «tempo»".into(),
                "The timed last round applies only under the \"time\" end rule".into(),
            ),
            EndMatchReason => (
                "Per chiudere la partita in anticipo serve un motivo".into(),
                "Ending the match early needs a reason".into(),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_agree_in_number() {
        assert_eq!(count(1, "carta", "carte"), "1 carta");
        assert_eq!(count(2, "carta", "carte"), "2 carte");
        let names = vec!["Anna".to_string(), "Bruno".to_string()];
        let r = Refusal::NotYourTurn {
            seat: 1,
            current: 0,
        };
        assert_eq!(
            r.message(Lang::It, &names),
            "Non è il turno di Bruno: è il turno di Anna"
        );
        let r = Refusal::ForcedTradePending { cards: 5 };
        assert!(r.message(Lang::It, &names).contains("5 carte"));
    }
}
