//! Why a Risk 2210 A.D. action is refused: a stable code with its data (serialized for
//! programs), and the sentence a referee reads (a message of `engine_risk2210.ftl`, in
//! each language), naming the players and territories (never seat numbers).

use fluent_bundle::FluentValue;
use serde::Serialize;

pub use super::adjust_problem::AdjustProblem;
use super::cards::Deck;
use super::pieces::{Commander, Piece};
use super::settings::DiceEntry;
pub use super::setup_problem::SetupProblem;
pub use super::words::{CardProblem, ClockFault};
use super::words::{card_name, deck_word, kind, piece_words, place, problem_words, who};
use crate::engine::Lang;
use crate::engine::action_words::action_words;
use crate::engine::map::{Map, TerritoryId};
use crate::engine::refusal::objection as shared_objection;
use crate::engine::seat::Seat;
use crate::engine::table::Objection;
use crate::i18n::{t, tf};

crate::engine::codes::coded! { tag;
    /// A refused action or setup. The fields are the data the sentence names.
    #[derive(Debug, Clone, PartialEq, Eq, Serialize)]
    #[serde(tag = "code")]
    #[allow(missing_docs)]
    pub enum Refusal {
        /// The log's envelope or setup is wrong (players, devastation, neutral); in JSON the
        /// problem's stable name is `reason`, its data beside it.
        "bad_setup" BadSetup {
            #[serde(flatten)]
            reason: SetupProblem,
        },
        /// Not this seat's moment.
        "not_your_turn" NotYourTurn { seat: Seat, expected: Option<Seat> },
        /// This action does not belong to the match's current stage.
        "not_now" NotNow { action: &'static str },
        /// The match is over.
        "finished" Finished,
        /// A devastated territory can be neither entered nor targeted.
        "devastated" Devastated { territory: TerritoryId },
        /// A setup claim or placement off the land.
        "not_land" NotLand { territory: TerritoryId },
        /// Claimed already.
        "occupied" Occupied { territory: TerritoryId },
        /// The seat does not control the territory.
        "not_own" NotOwn { seat: Seat, territory: TerritoryId },
        /// A setup placement turn places min(3, left) MODs.
        "setup_count" SetupCount { seat: Seat, expected: u32, got: u32 },
        /// A free piece placed twice.
        "piece_twice" PieceTwice { seat: Seat, piece: Piece },
        /// An action of a phase already left.
        "phase_passed" PhasePassed { seat: Seat, action: &'static str },
        /// Income MODs still to place before a later phase.
        "income_left" IncomeLeft { seat: Seat, left: u32 },
        /// More MODs than the income left.
        "too_many_mods" TooManyMods { seat: Seat, left: u32, asked: u32 },
        /// Not enough energy.
        "not_enough_energy" NotEnoughEnergy { seat: Seat, need: u32, have: u32 },
        /// A commander of that kind is in play already.
        "commander_in_play" CommanderInPlay { seat: Seat, commander: Commander },
        /// The seat has no commander of that kind in play.
        "no_commander" NoCommander { seat: Seat, commander: Commander },
        /// Four stations in play already.
        "station_limit" StationLimit { seat: Seat },
        /// A station on a territory that has one, or off the land.
        "station_there" StationThere { territory: TerritoryId },
        /// Cards bought once per turn.
        "cards_bought_already" CardsBoughtAlready { seat: Seat },
        /// At most 4 cards a turn (and at least 1 in a purchase).
        "card_count" CardCount { seat: Seat, asked: u32 },
        /// The deck has too few cards left.
        "deck_empty" DeckEmpty { deck: Deck, left: u32 },
        /// The seed lists no such card in that deck.
        "unknown_card" UnknownCard { deck: Deck, card: String },
        /// The seat holds no card of that deck.
        "no_card_held" NoCardHeld { seat: Seat, deck: Deck },
        /// Not the card's moment.
        "card_timing" CardTiming { seat: Seat, card: String },
        /// A card that needs a territory of a kind the seat controls.
        "card_target" CardTarget { seat: Seat, card: String },
        /// The bids must name exactly the players in the match.
        "bid_seats" BidSeats,
        /// A bid above the bidder's energy.
        "bid_too_high" BidTooHigh { seat: Seat, bid: u32, energy: u32 },
        /// Tied bidders need distinct tie rolls (1-6).
        "tie_rolls" TieRolls { seat: Seat },
        /// The markers must be 1..N, one per player, and follow the picking order's choice.
        "bad_markers" BadMarkers,
        /// A source with fewer than 2 units.
        "source_too_few" SourceTooFew { territory: TerritoryId },
        /// The two territories are not joined for an invasion.
        "not_joined" NotJoined { from: TerritoryId, to: TerritoryId },
        /// Invading into, out of or across the sea needs the naval commander; the Moon, the
        /// space one.
        "needs_commander" NeedsCommander { seat: Seat, commander: Commander },
        /// The target is the attacker's.
        "own_target" OwnTarget { territory: TerritoryId },
        /// An invasion is open: throw, withdraw or occupy first.
        "invasion_open" InvasionOpen,
        /// No invasion is open.
        "no_invasion" NoInvasion,
        /// The attacker must throw at least once.
        "must_throw" MustThrow,
        /// Wrong number of dice.
        "dice_count" DiceCount { attacker: bool, allowed: u32, got: u32 },
        /// A face off its die.
        "bad_face" BadFace { face: u8, sides: u8 },
        /// A commander named who is not there.
        "commander_absent" CommanderAbsent { seat: Seat, commander: Commander },
        /// The eight-sided dice do not match the commanders entitled to one.
        "d8_count" D8Count { attacker: bool, expected: u32, got: u32 },
        /// The commanders lost do not fit the losses.
        "bad_killed" BadKilled { attacker: bool },
        /// The occupation must come first.
        "occupy_first" OccupyFirst,
        /// Too few or too many units moved in.
        "occupy_count" OccupyCount { min: u32, max: u32, got: u32 },
        /// A commander who rolled must move in.
        "occupy_commander" OccupyCommander { commander: Commander },
        /// No three-capture bonus card is due.
        "no_bonus" NoBonus,
        /// A throw gives the faces of both sides, or the dice and the losses (not both).
        "throw_form" ThrowForm,
        /// The quick form's losses must sum to the pairs of dice compared.
        "bad_losses" BadLosses { pairs: u32, got: u32 },
        /// The tournament allows only this throw form (setting `dice_entry`).
        "dice_entry_form" DiceEntry { allowed: super::settings::DiceEntry },
        /// The player is silenced by a Frequency Jam this turn (§4.4 check 5).
        "jammed" Jammed { seat: Seat },
        /// A Cease Fire stops this attacker against that player for the rest of the turn.
        "cease_fire" CeaseFire { seat: Seat, protected: Seat },
        /// A card's own fields do not fit its effect (§10.3).
        "card" Card {
            seat: Seat,
            card: String,
            problem: CardProblem,
        },
        /// No Scout Forces waits for this territory right after its occupation.
        "no_scout" NoScout { seat: Seat },
        /// Every copy of that card (deck composition) was played already.
        "copies_out" CopiesOut { deck: Deck, card: String },
        /// A clock event out of place.
        "clock" Clock { fault: ClockFault },
        /// The referee ends a match with a reason.
        "end_match_reason" EndMatchReason,
        /// The one fortify move was made.
        "fortified_already" FortifiedAlready,
        /// No chain of own territories joins the two.
        "not_connected" NotConnected { from: TerritoryId, to: TerritoryId },
        /// At least one unit stays behind.
        "leave_one" LeaveOne { territory: TerritoryId },
        /// An adjustment without a reason, or one that leaves a negative count; in JSON the
        /// problem's stable name is `reason`, its data beside it.
        "bad_adjust" BadAdjust {
            #[serde(flatten)]
            reason: AdjustProblem,
        },
    }
}

impl Refusal {
    /// The stable code: the variant's tag, but a card or clock refusal names its problem
    /// (`card_missing`, `clock_not_started`), as the API and the tests read it.
    pub fn code(&self) -> &'static str {
        match self {
            Refusal::Card { problem, .. } => problem.code(),
            Refusal::Clock { fault } => fault.code(),
            other => other.tag(),
        }
    }

    /// The sentence for the referee.
    pub fn message(&self, lang: Lang, names: &[String]) -> String {
        let who = |s: Seat| who(names, s, lang);
        let at = |t: TerritoryId| place(t, lang);
        let commander = |c: Commander| FluentValue::from(kind(c, lang));
        let deck = |d: Deck| FluentValue::from(deck_word(d, lang));
        let card = |c: &str| FluentValue::from(card_name(c, lang));
        let action = |a: &str| FluentValue::from(action_words(a, lang));
        let side =
            |attacker: bool| FluentValue::from(if attacker { "attacker" } else { "defender" });
        // Each refusal is the message `risk2210-CODE` with its data as arguments; the
        // few worded elsewhere return their sentence.
        let args: Vec<(&str, FluentValue)> = match self {
            Refusal::BadSetup { reason } => vec![("why", reason.words(lang, names).into())],
            Refusal::NotYourTurn {
                seat,
                expected: Some(e),
            } => vec![("who", who(*seat)), ("expected", who(*e))],
            Refusal::NotYourTurn {
                seat,
                expected: None,
            } => return tf(lang, "risk2210-not_your_turn-bids", &[("who", who(*seat))]),
            Refusal::NotNow { action: a } => vec![("action", action(a))],
            Refusal::NotOwn { seat, territory } => {
                vec![("territory", at(*territory)), ("who", who(*seat))]
            }
            Refusal::SetupCount {
                seat,
                expected,
                got,
            } => vec![
                ("who", who(*seat)),
                ("expected", (*expected).into()),
                ("got", (*got).into()),
            ],
            Refusal::PieceTwice { seat, piece } => vec![
                ("who", who(*seat)),
                ("piece", piece_words(*piece, lang).into()),
            ],
            Refusal::PhasePassed { seat, action: a } => {
                vec![("who", who(*seat)), ("action", action(a))]
            }
            Refusal::IncomeLeft { seat, left } => {
                vec![("who", who(*seat)), ("left", (*left).into())]
            }
            Refusal::TooManyMods { seat, left, asked } => vec![
                ("who", who(*seat)),
                ("left", (*left).into()),
                ("asked", (*asked).into()),
            ],
            Refusal::NotEnoughEnergy { seat, need, have } => vec![
                ("who", who(*seat)),
                ("need", (*need).into()),
                ("have", (*have).into()),
            ],
            Refusal::CardCount { seat, asked } => {
                vec![("who", who(*seat)), ("asked", (*asked).into())]
            }
            Refusal::DeckEmpty { deck: d, left } => vec![("deck", deck(*d)), ("n", (*left).into())],
            Refusal::UnknownCard { deck: d, card: c } => {
                vec![("deck", deck(*d)), ("card", c.as_str().into())]
            }
            Refusal::NoCardHeld { seat, deck: d } => vec![("who", who(*seat)), ("deck", deck(*d))],
            Refusal::BidTooHigh { seat, bid, energy } => vec![
                ("who", who(*seat)),
                ("bid", (*bid).into()),
                ("energy", (*energy).into()),
            ],
            Refusal::DiceCount {
                attacker,
                allowed,
                got,
            } => vec![
                ("side", side(*attacker)),
                ("n", (*allowed).into()),
                ("got", (*got).into()),
            ],
            Refusal::BadFace { face, sides } => {
                vec![("face", (*face).into()), ("sides", (*sides).into())]
            }
            Refusal::D8Count {
                attacker,
                expected,
                got,
            } => vec![
                ("side", side(*attacker)),
                ("expected", (*expected).into()),
                ("got", (*got).into()),
            ],
            Refusal::BadKilled { attacker } => vec![("side", side(*attacker))],
            Refusal::OccupyCount { min, max, got } => vec![
                ("min", (*min).into()),
                ("max", (*max).into()),
                ("got", (*got).into()),
            ],
            Refusal::OccupyCommander { commander: c } => vec![("commander", commander(*c))],
            Refusal::BadAdjust { reason } => vec![("why", reason.words(lang, names).into())],
            Refusal::StationLimit { seat }
            | Refusal::CardsBoughtAlready { seat }
            | Refusal::TieRolls { seat } => vec![("who", who(*seat))],
            Refusal::Devastated { territory }
            | Refusal::NotLand { territory }
            | Refusal::Occupied { territory }
            | Refusal::StationThere { territory }
            | Refusal::SourceTooFew { territory }
            | Refusal::OwnTarget { territory }
            | Refusal::LeaveOne { territory } => vec![("territory", at(*territory))],
            Refusal::CommanderInPlay { seat, commander: c }
            | Refusal::NoCommander { seat, commander: c }
            | Refusal::NeedsCommander { seat, commander: c }
            | Refusal::CommanderAbsent { seat, commander: c } => {
                vec![("who", who(*seat)), ("commander", commander(*c))]
            }
            Refusal::CardTiming { seat, card: c } | Refusal::CardTarget { seat, card: c } => {
                vec![("who", who(*seat)), ("card", card(c))]
            }
            Refusal::NotJoined { from, to } | Refusal::NotConnected { from, to } => {
                vec![("from", at(*from)), ("to", at(*to))]
            }
            Refusal::Finished
            | Refusal::BidSeats
            | Refusal::BadMarkers
            | Refusal::InvasionOpen
            | Refusal::NoInvasion
            | Refusal::MustThrow
            | Refusal::OccupyFirst
            | Refusal::NoBonus
            | Refusal::FortifiedAlready => vec![],
            Refusal::BadLosses { pairs, got } => {
                vec![("pairs", (*pairs).into()), ("got", (*got).into())]
            }
            Refusal::Jammed { seat } | Refusal::NoScout { seat } => vec![("who", who(*seat))],
            Refusal::CeaseFire { seat, protected } => {
                vec![("who", who(*seat)), ("protected", who(*protected))]
            }
            Refusal::Card {
                seat,
                card: c,
                problem,
            } => vec![
                ("who", who(*seat)),
                ("card", card(c)),
                ("why", problem_words(problem, lang, names).into()),
            ],
            Refusal::CopiesOut { deck: d, card: c } => vec![("card", card(c)), ("deck", deck(*d))],
            Refusal::ThrowForm | Refusal::EndMatchReason => vec![],
            // The two entry forms and the clock's faults have a message each.
            Refusal::DiceEntry { allowed } => {
                return t(
                    lang,
                    match allowed {
                        DiceEntry::Quick => "risk2210-dice_entry-quick",
                        DiceEntry::Full | DiceEntry::Either => "risk2210-dice_entry-full",
                    },
                )
                .to_string();
            }
            Refusal::Clock { fault } => return t(lang, fault.message_id()).to_string(),
        };
        tf(lang, &format!("risk2210-{}", self.tag()), &args)
    }
}

/// The refusal as the ruleset-agnostic objection, naming the players.
pub fn objection(refusal: &Refusal, names: &[String]) -> Objection {
    // The data names territories by slug: on this ruleset's board, whoever calls.
    crate::engine::map::on_map(Map::risk2210(), || {
        shared_objection(refusal.code(), refusal, |lang| refusal.message(lang, names))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spanish_sentences_name_players_and_agree_in_number() {
        let names = vec!["Ana".to_string(), "Bruno".to_string()];
        let cases = [
            (
                Refusal::NotYourTurn {
                    seat: 1,
                    expected: Some(0),
                },
                "No le toca a Bruno: le toca a Ana.",
            ),
            (
                Refusal::DeckEmpty {
                    deck: Deck::Naval,
                    left: 1,
                },
                "En el mazo naval queda 1 carta.",
            ),
            (
                Refusal::DeckEmpty {
                    deck: Deck::Land,
                    left: 0,
                },
                "En el mazo terrestre quedan 0 cartas.",
            ),
            (
                Refusal::DiceCount {
                    attacker: true,
                    allowed: 1,
                    got: 2,
                },
                "El atacante puede tirar 1 dado como máximo, no 2.",
            ),
            (
                Refusal::NoCommander {
                    seat: 0,
                    commander: Commander::Space,
                },
                "Ana no tiene en juego el comandante espacial.",
            ),
        ];
        for (refusal, sentence) in cases {
            assert_eq!(refusal.message(Lang::Es, &names), sentence);
        }
    }
}
