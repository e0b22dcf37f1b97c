//! Why a Risk 2210 A.D. action is refused: a stable code with its data (serialized for
//! programs), and the sentence a referee reads, in Italian and English (Spanish in
//! `refusal_es.rs`), naming the players
//! and territories (never seat numbers).

use serde::Serialize;

pub use super::adjust_problem::AdjustProblem;
use super::cards::Deck;
use super::log::{Commander, Piece};
pub use super::setup_problem::SetupProblem;
use super::words::card_name;
pub use super::words::{CardProblem, ClockFault};
use crate::engine::Lang;
use crate::engine::action_words::action_words;
use crate::engine::log::Seat;
use crate::engine::map::{Map, TerritoryId};
use crate::engine::refusal::{objection as shared_objection, ordinal};
use crate::engine::table::Objection;

/// A refused action or setup. The fields are the data the sentence names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "code", rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum Refusal {
    /// The log's envelope or setup is wrong (players, devastation, neutral); in JSON the
    /// problem's stable name is `reason`, its data beside it.
    BadSetup {
        #[serde(flatten)]
        reason: SetupProblem,
    },
    /// Not this seat's moment.
    NotYourTurn { seat: Seat, expected: Option<Seat> },
    /// This action does not belong to the match's current stage.
    NotNow { action: &'static str },
    /// The match is over.
    Finished,
    /// A devastated territory can be neither entered nor targeted.
    Devastated { territory: TerritoryId },
    /// A setup claim or placement off the land.
    NotLand { territory: TerritoryId },
    /// Claimed already.
    Occupied { territory: TerritoryId },
    /// The seat does not control the territory.
    NotOwn { seat: Seat, territory: TerritoryId },
    /// A setup placement turn places min(3, left) MODs.
    SetupCount { seat: Seat, expected: u32, got: u32 },
    /// A free piece placed twice.
    PieceTwice { seat: Seat, piece: Piece },
    /// An action of a phase already left.
    PhasePassed { seat: Seat, action: &'static str },
    /// Income MODs still to place before a later phase.
    IncomeLeft { seat: Seat, left: u32 },
    /// More MODs than the income left.
    TooManyMods { seat: Seat, left: u32, asked: u32 },
    /// Not enough energy.
    NotEnoughEnergy { seat: Seat, need: u32, have: u32 },
    /// A commander of that kind is in play already.
    CommanderInPlay { seat: Seat, commander: Commander },
    /// The seat has no commander of that kind in play.
    NoCommander { seat: Seat, commander: Commander },
    /// Four stations in play already.
    StationLimit { seat: Seat },
    /// A station on a territory that has one, or off the land.
    StationThere { territory: TerritoryId },
    /// Cards bought once per turn.
    CardsBoughtAlready { seat: Seat },
    /// At most 4 cards a turn (and at least 1 in a purchase).
    CardCount { seat: Seat, asked: u32 },
    /// The deck has too few cards left.
    DeckEmpty { deck: Deck, left: u32 },
    /// The seed lists no such card in that deck.
    UnknownCard { deck: Deck, card: String },
    /// The seat holds no card of that deck.
    NoCardHeld { seat: Seat, deck: Deck },
    /// Not the card's moment.
    CardTiming { seat: Seat, card: String },
    /// A card that needs a territory of a kind the seat controls.
    CardTarget { seat: Seat, card: String },
    /// The bids must name exactly the players in the match.
    BidSeats,
    /// A bid above the bidder's energy.
    BidTooHigh { seat: Seat, bid: u32, energy: u32 },
    /// Tied bidders need distinct tie rolls (1-6).
    TieRolls { seat: Seat },
    /// The markers must be 1..N, one per player, and follow the picking order's choice.
    BadMarkers,
    /// A source with fewer than 2 units.
    SourceTooFew { territory: TerritoryId },
    /// The two territories are not joined for an invasion.
    NotJoined { from: TerritoryId, to: TerritoryId },
    /// Invading into, out of or across the sea needs the naval commander; the Moon, the space one.
    NeedsCommander { seat: Seat, commander: Commander },
    /// The target is the attacker's.
    OwnTarget { territory: TerritoryId },
    /// An invasion is open: throw, withdraw or occupy first.
    InvasionOpen,
    /// No invasion is open.
    NoInvasion,
    /// The attacker must throw at least once.
    MustThrow,
    /// Wrong number of dice.
    DiceCount {
        attacker: bool,
        allowed: u32,
        got: u32,
    },
    /// A face off its die.
    BadFace { face: u8, sides: u8 },
    /// A commander named who is not there.
    CommanderAbsent { seat: Seat, commander: Commander },
    /// The eight-sided dice do not match the commanders entitled to one.
    D8Count {
        attacker: bool,
        expected: u32,
        got: u32,
    },
    /// The commanders lost do not fit the losses.
    BadKilled { attacker: bool },
    /// The occupation must come first.
    OccupyFirst,
    /// Too few or too many units moved in.
    OccupyCount { min: u32, max: u32, got: u32 },
    /// A commander who rolled must move in.
    OccupyCommander { commander: Commander },
    /// No three-capture bonus card is due.
    NoBonus,
    /// A throw gives the faces of both sides, or the dice and the losses (not both).
    ThrowForm,
    /// The quick form's losses must sum to the pairs of dice compared.
    BadLosses { pairs: u32, got: u32 },
    /// The tournament allows only this throw form (setting `dice_entry`).
    DiceEntry { allowed: super::settings::DiceEntry },
    /// The player is silenced by a Frequency Jam this turn (§4.4 check 5).
    Jammed { seat: Seat },
    /// A Cease Fire stops this attacker against that player for the rest of the turn.
    CeaseFire { seat: Seat, protected: Seat },
    /// A card's own fields do not fit its effect (§10.3).
    Card {
        seat: Seat,
        card: String,
        problem: CardProblem,
    },
    /// No Scout Forces waits for this territory right after its occupation.
    NoScout { seat: Seat },
    /// Every copy of that card (deck composition) was played already.
    CopiesOut { deck: Deck, card: String },
    /// A clock event out of place.
    Clock { fault: ClockFault },
    /// The referee ends a match with a reason.
    EndMatchReason,
    /// The one fortify move was made.
    FortifiedAlready,
    /// No chain of own territories joins the two.
    NotConnected { from: TerritoryId, to: TerritoryId },
    /// At least one unit stays behind.
    LeaveOne { territory: TerritoryId },
    /// An adjustment without a reason, or one that leaves a negative count; in JSON the
    /// problem's stable name is `reason`, its data beside it.
    BadAdjust {
        #[serde(flatten)]
        reason: AdjustProblem,
    },
}

impl Refusal {
    /// The stable code.
    pub fn code(&self) -> &'static str {
        match self {
            Refusal::BadSetup { .. } => "bad_setup",
            Refusal::NotYourTurn { .. } => "not_your_turn",
            Refusal::NotNow { .. } => "not_now",
            Refusal::Finished => "finished",
            Refusal::Devastated { .. } => "devastated",
            Refusal::NotLand { .. } => "not_land",
            Refusal::Occupied { .. } => "occupied",
            Refusal::NotOwn { .. } => "not_own",
            Refusal::SetupCount { .. } => "setup_count",
            Refusal::PieceTwice { .. } => "piece_twice",
            Refusal::PhasePassed { .. } => "phase_passed",
            Refusal::IncomeLeft { .. } => "income_left",
            Refusal::TooManyMods { .. } => "too_many_mods",
            Refusal::NotEnoughEnergy { .. } => "not_enough_energy",
            Refusal::CommanderInPlay { .. } => "commander_in_play",
            Refusal::NoCommander { .. } => "no_commander",
            Refusal::StationLimit { .. } => "station_limit",
            Refusal::StationThere { .. } => "station_there",
            Refusal::CardsBoughtAlready { .. } => "cards_bought_already",
            Refusal::CardCount { .. } => "card_count",
            Refusal::DeckEmpty { .. } => "deck_empty",
            Refusal::UnknownCard { .. } => "unknown_card",
            Refusal::NoCardHeld { .. } => "no_card_held",
            Refusal::CardTiming { .. } => "card_timing",
            Refusal::CardTarget { .. } => "card_target",
            Refusal::BidSeats => "bid_seats",
            Refusal::BidTooHigh { .. } => "bid_too_high",
            Refusal::TieRolls { .. } => "tie_rolls",
            Refusal::BadMarkers => "bad_markers",
            Refusal::SourceTooFew { .. } => "source_too_few",
            Refusal::NotJoined { .. } => "not_joined",
            Refusal::NeedsCommander { .. } => "needs_commander",
            Refusal::OwnTarget { .. } => "own_target",
            Refusal::InvasionOpen => "invasion_open",
            Refusal::NoInvasion => "no_invasion",
            Refusal::MustThrow => "must_throw",
            Refusal::DiceCount { .. } => "dice_count",
            Refusal::BadFace { .. } => "bad_face",
            Refusal::CommanderAbsent { .. } => "commander_absent",
            Refusal::D8Count { .. } => "d8_count",
            Refusal::BadKilled { .. } => "bad_killed",
            Refusal::OccupyFirst => "occupy_first",
            Refusal::OccupyCount { .. } => "occupy_count",
            Refusal::OccupyCommander { .. } => "occupy_commander",
            Refusal::NoBonus => "no_bonus",
            Refusal::FortifiedAlready => "fortified_already",
            Refusal::NotConnected { .. } => "not_connected",
            Refusal::LeaveOne { .. } => "leave_one",
            Refusal::BadAdjust { .. } => "bad_adjust",
            Refusal::ThrowForm => "throw_form",
            Refusal::BadLosses { .. } => "bad_losses",
            Refusal::DiceEntry { .. } => "dice_entry_form",
            Refusal::Jammed { .. } => "jammed",
            Refusal::CeaseFire { .. } => "cease_fire",
            Refusal::Card { problem, .. } => problem.code(),
            Refusal::NoScout { .. } => "no_scout",
            Refusal::CopiesOut { .. } => "copies_out",
            Refusal::Clock { fault } => fault.code(),
            Refusal::EndMatchReason => "end_match_reason",
        }
    }

    /// The sentence for the referee.
    pub fn message(&self, lang: Lang, names: &[String]) -> String {
        let it = match lang {
            Lang::It => true,
            Lang::En => false,
            Lang::Es => return self.message_es(names),
        };
        let who = |s: Seat| match names.get(usize::from(s)).filter(|n| !n.trim().is_empty()) {
            Some(n) => n.trim().to_string(),
            None => ordinal(usize::from(s), lang),
        };
        let t = |t: TerritoryId| Map::risk2210().name(t, lang).to_string();
        let pick = |i: String, e: String| if it { i } else { e };
        match self {
            Refusal::BadSetup { reason } => pick(
                format!("Preparazione non valida: {}.", reason.words(lang, names)),
                format!("Invalid setup: {}.", reason.words(lang, names)),
            ),
            Refusal::NotYourTurn {
                seat,
                expected: Some(e),
            } => pick(
                format!("Non tocca a {}: tocca a {}.", who(*seat), who(*e)),
                format!("It is not {}'s turn: it is {}'s.", who(*seat), who(*e)),
            ),
            Refusal::NotYourTurn {
                seat,
                expected: None,
            } => pick(
                format!(
                    "Non tocca a {}: l'arbitro inserisce le offerte dell'anno.",
                    who(*seat)
                ),
                format!(
                    "It is not {}'s turn: the referee enters the year's bids.",
                    who(*seat)
                ),
            ),
            Refusal::NotNow { action } => pick(
                format!(
                    "In questo momento della partita non si può registrare {}.",
                    action_words(action, lang)
                ),
                format!(
                    "It is not possible to record {} at this point of the match.",
                    action_words(action, lang)
                ),
            ),
            Refusal::Finished => pick("La partita è finita.".into(), "The match is over.".into()),
            Refusal::Devastated { territory } => pick(
                format!("{} è devastato: nessuno può entrarci.", t(*territory)),
                format!("{} is devastated: nobody may enter it.", t(*territory)),
            ),
            Refusal::NotLand { territory } => pick(
                format!("{} non è un territorio di terra.", t(*territory)),
                format!("{} is not a land territory.", t(*territory)),
            ),
            Refusal::Occupied { territory } => pick(
                format!("{} è già occupato.", t(*territory)),
                format!("{} is already taken.", t(*territory)),
            ),
            Refusal::NotOwn { seat, territory } => pick(
                format!("{} non è di {}.", t(*territory), who(*seat)),
                format!("{} is not {}'s.", t(*territory), who(*seat)),
            ),
            Refusal::SetupCount {
                seat,
                expected,
                got,
            } => pick(
                format!("{} deve piazzare {expected} MOD, non {got}.", who(*seat)),
                format!("{} must place {expected} MODs, not {got}.", who(*seat)),
            ),
            Refusal::PieceTwice { seat, piece } => pick(
                format!(
                    "{} ha già piazzato {}.",
                    who(*seat),
                    piece_words(*piece, lang)
                ),
                format!(
                    "{} has already placed {}.",
                    who(*seat),
                    piece_words(*piece, lang)
                ),
            ),
            Refusal::PhasePassed { seat, action } => pick(
                format!(
                    "In questo turno {} ha già superato la fase per {}.",
                    who(*seat),
                    action_words(action, lang)
                ),
                format!(
                    "{} has already left the phase for {} this turn.",
                    who(*seat),
                    action_words(action, lang)
                ),
            ),
            Refusal::IncomeLeft { seat, left } => pick(
                format!(
                    "{} deve prima piazzare i {left} MOD di rendita.",
                    who(*seat)
                ),
                format!("{} must first place the {left} income MODs.", who(*seat)),
            ),
            Refusal::TooManyMods { seat, left, asked } => pick(
                format!(
                    "{} ha solo {left} MOD da piazzare, non {asked}.",
                    who(*seat)
                ),
                format!("{} has only {left} MODs to place, not {asked}.", who(*seat)),
            ),
            Refusal::NotEnoughEnergy { seat, need, have } => pick(
                format!("{} ha {have} energia: ne servono {need}.", who(*seat)),
                format!("{} has {have} energy: {need} needed.", who(*seat)),
            ),
            Refusal::CommanderInPlay { seat, commander } => pick(
                format!(
                    "{} ha già in gioco il comandante {}.",
                    who(*seat),
                    kind(*commander, lang)
                ),
                format!(
                    "{} already has the {} commander in play.",
                    who(*seat),
                    kind(*commander, lang)
                ),
            ),
            Refusal::NoCommander { seat, commander } => pick(
                format!(
                    "{} non ha in gioco il comandante {}.",
                    who(*seat),
                    kind(*commander, lang)
                ),
                format!(
                    "{} has no {} commander in play.",
                    who(*seat),
                    kind(*commander, lang)
                ),
            ),
            Refusal::StationLimit { seat } => pick(
                format!("{} ha già 4 stazioni spaziali.", who(*seat)),
                format!("{} already has 4 space stations.", who(*seat)),
            ),
            Refusal::StationThere { territory } => pick(
                format!(
                    "Su {} non può andare una stazione (ce n'è già una, o non è terra).",
                    t(*territory)
                ),
                format!(
                    "No station may go on {} (it has one, or it is not land).",
                    t(*territory)
                ),
            ),
            Refusal::CardsBoughtAlready { seat } => pick(
                format!("{} ha già comprato carte in questo turno.", who(*seat)),
                format!("{} has already bought cards this turn.", who(*seat)),
            ),
            Refusal::CardCount { seat, asked } => pick(
                format!(
                    "{} può comprare da 1 a 4 carte per turno, non {asked}.",
                    who(*seat)
                ),
                format!("{} may buy 1 to 4 cards a turn, not {asked}.", who(*seat)),
            ),
            Refusal::DeckEmpty { deck, left } => pick(
                format!(
                    "Nel mazzo {} restano {left} carte.",
                    kind(deck.commander(), lang)
                ),
                format!(
                    "The {} deck has {left} cards left.",
                    kind(deck.commander(), lang)
                ),
            ),
            Refusal::UnknownCard { deck, card } => pick(
                format!(
                    "Il mazzo {} non ha la carta «{card}».",
                    kind(deck.commander(), lang)
                ),
                format!(
                    "The {} deck has no card \"{card}\".",
                    kind(deck.commander(), lang)
                ),
            ),
            Refusal::NoCardHeld { seat, deck } => pick(
                format!(
                    "{} non ha carte del mazzo {}.",
                    who(*seat),
                    kind(deck.commander(), lang)
                ),
                format!(
                    "{} holds no {} card.",
                    who(*seat),
                    kind(deck.commander(), lang)
                ),
            ),
            Refusal::CardTiming { seat, card } => pick(
                format!(
                    "{} non può giocare «{}» in questo momento.",
                    who(*seat),
                    card_name(card, lang)
                ),
                format!(
                    "{} may not play \"{}\" now.",
                    who(*seat),
                    card_name(card, lang)
                ),
            ),
            Refusal::CardTarget { seat, card } => pick(
                format!(
                    "{} non ha un territorio valido per «{}».",
                    who(*seat),
                    card_name(card, lang)
                ),
                format!(
                    "{} has no valid territory for \"{}\".",
                    who(*seat),
                    card_name(card, lang)
                ),
            ),
            Refusal::BidSeats => pick(
                "Le offerte devono essere una per ogni giocatore in partita.".into(),
                "There must be one bid per player in the match.".into(),
            ),
            Refusal::BidTooHigh { seat, bid, energy } => pick(
                format!("{} offre {bid} ma ha {energy} energia.", who(*seat)),
                format!("{} bids {bid} but has {energy} energy.", who(*seat)),
            ),
            Refusal::TieRolls { seat } => pick(
                format!(
                    "{} è in parità: serve un tiro di spareggio (1-6) diverso da quello degli altri.",
                    who(*seat)
                ),
                format!(
                    "{} is tied: a tie roll (1-6) different from the others' is needed.",
                    who(*seat)
                ),
            ),
            Refusal::BadMarkers => pick(
                "I segnalini di turno devono essere 1..N, uno per giocatore.".into(),
                "The turn markers must be 1..N, one per player.".into(),
            ),
            Refusal::SourceTooFew { territory } => pick(
                format!("{} ha meno di 2 unità: non può invadere.", t(*territory)),
                format!(
                    "{} has fewer than 2 units: it cannot invade.",
                    t(*territory)
                ),
            ),
            Refusal::NotJoined { from, to } => pick(
                format!("Da {} non si può invadere {}.", t(*from), t(*to)),
                format!("{} cannot invade {}.", t(*from), t(*to)),
            ),
            Refusal::NeedsCommander { seat, commander } => pick(
                format!(
                    "{} ha bisogno del comandante {} in gioco.",
                    who(*seat),
                    kind(*commander, lang)
                ),
                format!(
                    "{} needs the {} commander in play.",
                    who(*seat),
                    kind(*commander, lang)
                ),
            ),
            Refusal::OwnTarget { territory } => pick(
                format!("{} è già suo.", t(*territory)),
                format!("{} is already theirs.", t(*territory)),
            ),
            Refusal::InvasionOpen => pick(
                "C'è un'invasione in corso: tirate, ritiratevi o occupate prima.".into(),
                "An invasion is open: throw, withdraw or occupy first.".into(),
            ),
            Refusal::NoInvasion => pick(
                "Nessuna invasione dichiarata.".into(),
                "No invasion was declared.".into(),
            ),
            Refusal::MustThrow => pick(
                "Dopo la dichiarazione si tira almeno una volta.".into(),
                "After the declaration, at least one throw is made.".into(),
            ),
            Refusal::DiceCount {
                attacker,
                allowed,
                got,
            } => {
                let side = if *attacker {
                    ("l'attaccante", "the attacker")
                } else {
                    ("il difensore", "the defender")
                };
                pick(
                    format!("{} può tirare al più {allowed} dadi, non {got}.", side.0),
                    format!("{} may throw at most {allowed} dice, not {got}.", side.1),
                )
            }
            Refusal::BadFace { face, sides } => pick(
                format!("{face} non è una faccia di un dado a {sides} facce."),
                format!("{face} is not a face of a {sides}-sided die."),
            ),
            Refusal::CommanderAbsent { seat, commander } => pick(
                format!(
                    "Il comandante {} di {} non è lì.",
                    kind(*commander, lang),
                    who(*seat)
                ),
                format!(
                    "{}'s {} commander is not there.",
                    who(*seat),
                    kind(*commander, lang)
                ),
            ),
            Refusal::D8Count {
                attacker,
                expected,
                got,
            } => {
                let side = if *attacker {
                    ("dell'attaccante", "the attacker's")
                } else {
                    ("del difensore", "the defender's")
                };
                pick(
                    format!(
                        "I dadi a 8 facce {} devono essere {expected}, non {got}.",
                        side.0
                    ),
                    format!("{} eight-sided dice must be {expected}, not {got}.", side.1),
                )
            }
            Refusal::BadKilled { attacker } => pick(
                format!(
                    "I comandanti persi {} non corrispondono alle perdite.",
                    if *attacker {
                        "dall'attaccante"
                    } else {
                        "dal difensore"
                    }
                ),
                format!(
                    "The commanders lost by the {} do not fit the losses.",
                    if *attacker { "attacker" } else { "defender" }
                ),
            ),
            Refusal::OccupyFirst => pick(
                "Prima si occupa il territorio conquistato.".into(),
                "The captured territory must be occupied first.".into(),
            ),
            Refusal::OccupyCount { min, max, got } => pick(
                format!("Si spostano da {min} a {max} unità, non {got}."),
                format!("Move {min} to {max} units, not {got}."),
            ),
            Refusal::OccupyCommander { commander } => pick(
                format!(
                    "Il comandante {} ha tirato: deve entrare.",
                    kind(*commander, lang)
                ),
                format!(
                    "The {} commander rolled: it must move in.",
                    kind(*commander, lang)
                ),
            ),
            Refusal::NoBonus => pick(
                "Nessuna carta bonus delle tre conquiste è dovuta.".into(),
                "No three-capture bonus card is due.".into(),
            ),
            Refusal::FortifiedAlready => pick(
                "Lo spostamento di fine turno è già stato fatto.".into(),
                "The fortify move was already made.".into(),
            ),
            Refusal::NotConnected { from, to } => pick(
                format!(
                    "Nessuna catena di territori propri unisce {} a {}.",
                    t(*from),
                    t(*to)
                ),
                format!(
                    "No chain of own territories joins {} to {}.",
                    t(*from),
                    t(*to)
                ),
            ),
            Refusal::LeaveOne { territory } => pick(
                format!("In {} deve restare almeno un'unità.", t(*territory)),
                format!("At least one unit must stay in {}.", t(*territory)),
            ),
            Refusal::BadAdjust { reason } => pick(
                format!("Correzione non valida: {}.", reason.words(lang, names)),
                format!("Invalid adjustment: {}.", reason.words(lang, names)),
            ),
            // The card, clock and throw-form refusals: words.rs.
            other => super::words::message(other, lang, names),
        }
    }
}

/// A commander kind in words.
pub fn kind(c: Commander, lang: Lang) -> &'static str {
    match (c, lang) {
        (Commander::Land, Lang::It) => "terrestre",
        (Commander::Naval, Lang::It) => "navale",
        (Commander::Space, Lang::It) => "spaziale",
        (Commander::Nuclear, Lang::It) => "nucleare",
        (Commander::Diplomat, Lang::It) => "diplomatico",
        (Commander::Land, Lang::En) => "land",
        (Commander::Naval, Lang::En) => "naval",
        (Commander::Space, Lang::En) => "space",
        (Commander::Nuclear, Lang::En) => "nuclear",
        (Commander::Diplomat, Lang::En) => "diplomat",
        (Commander::Land, Lang::Es) => "terrestre",
        (Commander::Naval, Lang::Es) => "naval",
        (Commander::Space, Lang::Es) => "espacial",
        (Commander::Nuclear, Lang::Es) => "nuclear",
        (Commander::Diplomat, Lang::Es) => "diplomático",
    }
}

/// A free piece of the setup in words, with its article ("la stazione spaziale").
pub fn piece_words(p: Piece, lang: Lang) -> &'static str {
    let (it, en, es) = match p {
        Piece::Land => (
            "il comandante terrestre",
            "the land commander",
            "el comandante terrestre",
        ),
        Piece::Diplomat => ("il diplomatico", "the diplomat", "el diplomático"),
        Piece::Station => (
            "la stazione spaziale",
            "the space station",
            "la estación espacial",
        ),
    };
    match lang {
        Lang::It => it,
        Lang::En => en,
        Lang::Es => es,
    }
}

/// The refusal as the ruleset-agnostic objection, naming the players.
pub fn objection(refusal: &Refusal, names: &[String]) -> Objection {
    // The data names territories by slug: on this ruleset's board, whoever calls.
    crate::engine::map::on_map(Map::risk2210(), || {
        shared_objection(refusal.code(), refusal, |lang| refusal.message(lang, names))
    })
}
