//! The referee's sentences for every refusal, naming players and countries (Italian and
//! English here; Spanish, the game's own language, in `sentences_es.rs`). A generic layer meets them as an
//! [`Objection`] through [`objection`].

use super::Refusal;
use crate::engine::Lang;
use crate::engine::action_words::action_words;
use crate::engine::map::{ContinentId, Map, TerritoryId};
use crate::engine::refusal::{self as generic, ordinal};
use crate::engine::table::Objection;

/// Names for the sentences: players by seat, countries and continents on the T.E.G. map.
pub(super) struct Words<'a> {
    names: &'a [String],
    pub(super) lang: Lang,
}

impl Words<'_> {
    pub(super) fn seat(&self, s: u8) -> String {
        self.names
            .get(usize::from(s))
            .filter(|n| !n.trim().is_empty())
            .cloned()
            .unwrap_or_else(|| ordinal(usize::from(s), self.lang))
    }
    pub(super) fn country(&self, t: TerritoryId) -> String {
        Map::teg_revancha().name(t, self.lang).to_string()
    }
    pub(super) fn continent(&self, c: ContinentId) -> String {
        Map::teg_revancha().continent_name(c, self.lang).to_string()
    }
}

/// A refusal as the ruleset-agnostic [`Objection`], naming the players.
pub fn objection(r: &Refusal, names: &[String]) -> Objection {
    generic::objection(r.code(), r, |lang| sentence(r, &Words { names, lang }))
}

// Every sentence is a `format!`, with or without data, so that each reads the same and a
// language is added the same way.
#[allow(clippy::too_many_lines, clippy::useless_format)]
fn sentence(r: &Refusal, w: &Words<'_>) -> String {
    let it = match w.lang {
        Lang::It => true,
        Lang::En => false,
        Lang::Es => return super::sentences_es::sentence_es(r, w.names),
    };
    match r {
        Refusal::MatchFinished => {
            if it {
                format!("La partita è finita: non si registra altro")
            } else {
                format!("The match is over: nothing more can be recorded")
            }
        }
        Refusal::UnknownSeat { seat } => {
            let seat = w.seat(*seat);
            if it {
                format!("Non c'è un posto {seat} a questo tavolo")
            } else {
                format!("There is no seat {seat} at this table")
            }
        }
        Refusal::SeatEliminated { seat } => {
            let seat = w.seat(*seat);
            if it {
                format!("{seat} è già fuori dalla partita")
            } else {
                format!("{seat} is already out of the match")
            }
        }
        Refusal::WrongRuleset { ruleset } => {
            if it {
                format!("Questo registro è del regolamento «{ruleset}», non di T.E.G.")
            } else {
                format!("This log is for \"{ruleset}\", not T.E.G.")
            }
        }
        Refusal::WrongMap { map } => {
            if it {
                format!("T.E.G. La Revancha si gioca sulla mappa teg-revancha, non «{map}»")
            } else {
                format!("T.E.G. La Revancha is played on the teg-revancha map, not \"{map}\"")
            }
        }
        Refusal::SeatCount { seats } => {
            if it {
                format!("T.E.G. si gioca da 2 a 6 giocatori, non {seats}")
            } else {
                format!("T.E.G. is played by 2 to 6 players, not {seats}")
            }
        }
        Refusal::SeatOrder { seat } => {
            let seat = w.seat(*seat);
            if it {
                format!(
                    "I giocatori vanno elencati in ordine di posto, da 0: il posto {seat} è fuori ordine"
                )
            } else {
                format!("List the players in seat order from 0: seat {seat} is out of order")
            }
        }
        Refusal::BadColour { colour } => {
            if it {
                format!(
                    "Il colore «{colour}» non è dei sei della scatola o è usato due volte (blanco, negro, rojo, azul, amarillo, verde)"
                )
            } else {
                format!(
                    "The colour \"{colour}\" is not one of the box's six or is used twice (blanco, negro, rojo, azul, amarillo, verde)"
                )
            }
        }
        Refusal::DealIncomplete { country } => {
            let country = w.country(*country);
            if it {
                format!(
                    "La distribuzione non dice chi ha ricevuto {country}: servono tutti i 72 paesi"
                )
            } else {
                format!("The deal does not say who received {country}: all 72 countries are needed")
            }
        }
        Refusal::DealShare {
            seat,
            countries,
            share,
        } => {
            let seat = w.seat(*seat);
            if it {
                format!(
                    "{seat} ha ricevuto {countries} paesi, ma la quota è {share} (con 5 giocatori due ne hanno uno in più)"
                )
            } else {
                format!(
                    "{seat} received {countries} countries, but the share is {share} (with 5 players two get one more)"
                )
            }
        }
        Refusal::BorderNotDisputed { from, to } => {
            let from = w.country(*from);
            let to = w.country(*to);
            if it {
                format!(
                    "Il confine {from}–{to} non è tra quelli contesi della mappa: non si può togliere né aggiungere"
                )
            } else {
                format!(
                    "The border {from}–{to} is not one of the map's disputed borders: it cannot be removed or added"
                )
            }
        }
        Refusal::ObjectiveSeat { seat } => {
            if it {
                format!("Gli obiettivi nominano un posto che non esiste: «{seat}»")
            } else {
                format!("The objectives name a seat that does not exist: \"{seat}\"")
            }
        }
        Refusal::ObjectiveCount {
            seat,
            count,
            expected,
        } => {
            let seat = w.seat(*seat);
            if it {
                format!("{seat} ha {count} obiettivi segreti, ne servono {expected}")
            } else {
                format!("{seat} has {count} secret objectives, {expected} are needed")
            }
        }
        Refusal::ObjectiveUnavailable { objective } => {
            if it {
                format!(
                    "L'obiettivo «{objective}» non si può assegnare: sconosciuto, già dato, tolto con 2–3 giocatori o il 20° non scritto"
                )
            } else {
                format!(
                    "Objective \"{objective}\" cannot be dealt: unknown, dealt twice, withdrawn for 2–3 players or the 20th card not written"
                )
            }
        }
        Refusal::NotNow { action } => {
            if it {
                format!(
                    "Adesso non si può registrare {}",
                    action_words(action, w.lang)
                )
            } else {
                format!(
                    "It is not possible to record {} now",
                    action_words(action, w.lang)
                )
            }
        }
        Refusal::NotYourTurn { seat, turn } => {
            let seat = w.seat(*seat);
            let turn = w.seat(*turn);
            if it {
                format!("Non è il turno di {seat}: tocca a {turn}")
            } else {
                format!("It is not {seat}'s turn: {turn} is to play")
            }
        }
        Refusal::RestColourMissing => {
            if it {
                format!("La carta «Riposo» nomina un colore, e solo lei")
            } else {
                format!("The \"Rest\" card names a colour, and only it does")
            }
        }
        Refusal::SituationUsedUp { card } => {
            let card = format!("«{}»", super::describe::card_name(*card, w.lang));
            if it {
                format!(
                    "Tutte le copie della carta {card} sono già uscite da quando si è rimescolato"
                )
            } else {
                format!("Every copy of the {card} card has already come out since the reshuffle")
            }
        }
        Refusal::RollsIncomplete { seat } => {
            let seat = w.seat(*seat);
            if it {
                format!("Manca il dado di crisi di {seat}: un dado per ogni giocatore in gioco")
            } else {
                format!("{seat}'s crisis die is missing: one die per player in the game")
            }
        }
        Refusal::BadDieValue { value } => {
            if it {
                format!("Un dado va da 1 a 6, non {value}")
            } else {
                format!("A die shows 1 to 6, not {value}")
            }
        }
        Refusal::StageOver { action } => {
            if it {
                format!(
                    "Il momento per {} in questo turno è passato: non si torna indietro",
                    action_words(action, w.lang)
                )
            } else {
                format!(
                    "The time for {} in this turn is over: there is no going back",
                    action_words(action, w.lang)
                )
            }
        }
        Refusal::TradeRequired { seat } => {
            let seat = w.seat(*seat);
            if it {
                format!("{seat} ha 5 carte: deve fare un cambio prima di andare avanti")
            } else {
                format!("{seat} holds 5 cards: a trade is due before going on")
            }
        }
        Refusal::UnplacedArmies { seat, armies } => {
            let seat = w.seat(*seat);
            if it {
                format!("{seat} ha ancora {armies} eserciti da collocare")
            } else {
                format!("{seat} still has {armies} armies to place")
            }
        }
        Refusal::OccupyPending => {
            if it {
                format!("Prima si occupa il paese appena conquistato")
            } else {
                format!("First move into the country just conquered")
            }
        }
        Refusal::Clock { fault } => {
            let (i, e) = match *fault {
                "started" => (
                    "il cronometro è già partito",
                    "the clock has already started",
                ),
                "not_started" => ("il cronometro non è partito", "the clock has not started"),
                "not_running" => ("il cronometro è già fermo", "the clock is not running"),
                _ => ("il cronometro non è in pausa", "the clock is not paused"),
            };
            if it {
                format!("Orologio: evento non valido ora ({i})")
            } else {
                format!("Clock: event not valid now ({e})")
            }
        }
        Refusal::ZeroAmount { country } => {
            let country = w.country(*country);
            if it {
                format!(
                    "Quantità zero su {country}: si indicano solo i paesi che ricevono qualcosa"
                )
            } else {
                format!("Zero on {country}: list only the countries that receive something")
            }
        }
        Refusal::NotYourCountry { seat, country } => {
            let seat = w.seat(*seat);
            let country = w.country(*country);
            if it {
                format!("{country} non è di {seat} da solo")
            } else {
                format!("{country} is not held by {seat} alone")
            }
        }
        Refusal::Blockaded { country } => {
            let country = w.country(*country);
            if it {
                format!("{country} è bloccato: non può ricevere eserciti né missili")
            } else {
                format!("{country} is blockaded: it cannot receive armies or missiles")
            }
        }
        Refusal::WrongQuota { seat, placed, due } => {
            let seat = w.seat(*seat);
            if it {
                format!(
                    "{seat} deve collocare esattamente {due} eserciti (un missile ne vale 6), non {placed}"
                )
            } else {
                format!(
                    "{seat} must place exactly {due} armies (a missile is worth 6), not {placed}"
                )
            }
        }
        Refusal::OverAllowance { seat, placed, due } => {
            let seat = w.seat(*seat);
            if it {
                format!(
                    "{seat} colloca {placed} eserciti ma ne ha {due} (quelli di un continente vanno dentro il continente)"
                )
            } else {
                format!(
                    "{seat} places {placed} armies but has {due} (a continent's armies go inside it)"
                )
            }
        }
        Refusal::TooFewArmies {
            country,
            armies,
            needed,
        } => {
            let country = w.country(*country);
            if it {
                format!("{country} ha {armies} eserciti, ne servono almeno {needed}")
            } else {
                format!("{country} has {armies} armies, at least {needed} are needed")
            }
        }
        Refusal::SituationForbids { seat, card } => {
            let seat = w.seat(*seat);
            let card = format!("«{}»", super::describe::card_name(*card, w.lang));
            if it {
                format!("La carta {card} di questo giro lo vieta a {seat}")
            } else {
                format!("This round's {card} card forbids it to {seat}")
            }
        }
        Refusal::OwnTarget { country } => {
            let country = w.country(*country);
            if it {
                format!("{country} è già dell'attaccante")
            } else {
                format!("{country} already belongs to the attacker")
            }
        }
        Refusal::PactForbids { pact, seat, other } => {
            let seat = w.seat(*seat);
            let other = w.seat(*other);
            if it {
                format!("Il patto {pact} tra {seat} e {other} copre questo attacco")
            } else {
                format!("Pact {pact} between {seat} and {other} covers this attack")
            }
        }
        Refusal::NotAdjacent { from, to } => {
            let from = w.country(*from);
            let to = w.country(*to);
            if it {
                format!("{from} e {to} non confinano")
            } else {
                format!("{from} and {to} do not border")
            }
        }
        Refusal::ThrowForm => {
            if it {
                format!(
                    "Un lancio si registra coi dadi (dice) o con le perdite (losses), non con entrambi né senza"
                )
            } else {
                format!(
                    "A throw is recorded with the dice or with the losses, not both nor neither"
                )
            }
        }
        Refusal::WrongDiceCount {
            side,
            dice,
            min,
            max,
        } => {
            let attacker = *side == "attacker";
            if it {
                let who = if attacker {
                    "dell'attaccante"
                } else {
                    "del difensore"
                };
                format!("Dadi {who}: {dice}, ammessi da {min} a {max}")
            } else {
                let who = if attacker { "attacker" } else { "defender" };
                format!("The {who}'s dice: {dice}, allowed {min} to {max}")
            }
        }
        Refusal::LossesInconsistent {
            attacker,
            defender,
            pairs,
        } => {
            if it {
                format!(
                    "Perdite {attacker} e {defender}: devono sommare {pairs} e non superare gli eserciti in gioco"
                )
            } else {
                format!(
                    "Losses {attacker} and {defender}: they must add up to {pairs} and not exceed the armies at stake"
                )
            }
        }
        Refusal::OccupyOutOfRange { armies, max } => {
            if it {
                format!("Si entrano da 1 a {max} eserciti, non {armies}")
            } else {
                format!("Move in 1 to {max} armies, not {armies}")
            }
        }
        Refusal::MissileOutOfRange { from, to } => {
            let from = w.country(*from);
            let to = w.country(*to);
            if it {
                format!("{to} è a più di tre frontiere da {from}")
            } else {
                format!("{to} is more than three borders from {from}")
            }
        }
        Refusal::NoMissile { country } => {
            let country = w.country(*country);
            if it {
                format!("{country} non ha missili")
            } else {
                format!("{country} has no missile")
            }
        }
        Refusal::MissileTargetTooWeak {
            country,
            armies,
            damage,
        } => {
            let country = w.country(*country);
            if it {
                format!(
                    "{country} ha {armies} eserciti e il missile ne toglierebbe {damage}: deve restarne almeno uno"
                )
            } else {
                format!(
                    "{country} has {armies} armies and the missile would destroy {damage}: one must stay"
                )
            }
        }
        Refusal::MissileOutgunned {
            from,
            to,
            mine,
            theirs,
        } => {
            let from = w.country(*from);
            let to = w.country(*to);
            if it {
                format!(
                    "{from} ha {mine} missili e {to} {theirs}: serve averne di più del bersaglio"
                )
            } else {
                format!(
                    "{from} has {mine} missiles and {to} {theirs}: the firing country needs more than the target"
                )
            }
        }
        Refusal::MissileOverfliesPact { pact, from, to } => {
            let from = w.country(*from);
            let to = w.country(*to);
            if it {
                format!("Da {from} a {to} il missile sorvolerebbe il patto {pact}")
            } else {
                format!("From {from} to {to} the missile would fly over pact {pact}")
            }
        }
        Refusal::RegroupTooMany {
            country,
            armies,
            missiles,
            free_armies,
            free_missiles,
        } => {
            let country = w.country(*country);
            if it {
                format!(
                    "Da {country} possono muoversi {free_armies} eserciti e {free_missiles} missili, non {armies} e {missiles}"
                )
            } else {
                format!(
                    "From {country} {free_armies} armies and {free_missiles} missiles may move, not {armies} and {missiles}"
                )
            }
        }
        Refusal::PactInvalid { reason } => {
            if it {
                format!("Patto non valido ({reason})")
            } else {
                format!("Invalid pact ({reason})")
            }
        }
        Refusal::PactOutOfTurn { parties, turn } => {
            let parties = format!("{}, {}", w.seat(parties[0]), w.seat(parties[1]));
            let turn = w.seat(*turn);
            if it {
                format!(
                    "Con Fair Play un patto si registra nel turno di una delle parti ({parties}); tocca a {turn}"
                )
            } else {
                format!(
                    "Under Fair Play a pact is recorded in one party's turn ({parties}); it is {turn}'s turn"
                )
            }
        }
        Refusal::UnknownPact { pact } => {
            if it {
                format!("Non c'è un patto {pact} in vigore")
            } else {
                format!("There is no standing pact {pact}")
            }
        }
        Refusal::NotAParty { seat, pact } => {
            let seat = w.seat(*seat);
            if it {
                format!("{seat} non è parte del patto {pact}")
            } else {
                format!("{seat} is not a party to pact {pact}")
            }
        }
        Refusal::PactAlreadyBroken { pact } => {
            if it {
                format!("Il patto {pact} è già stato rotto")
            } else {
                format!("Pact {pact} has already been broken")
            }
        }
        Refusal::OneTradePerRound { seat } => {
            let seat = w.seat(*seat);
            if it {
                format!("{seat} ha già fatto un cambio in questo giro")
            } else {
                format!("{seat} has already traded this round")
            }
        }
        Refusal::CardNotHeld { seat, country } => {
            let seat = w.seat(*seat);
            let country = w.country(*country);
            if it {
                format!("{seat} non ha la carta di {country}")
            } else {
                format!("{seat} does not hold the card of {country}")
            }
        }
        Refusal::FiguresConflict { country } => {
            let country = w.country(*country);
            if it {
                format!("Le figure date per {country} non sono quelle già registrate")
            } else {
                format!("The figures given for {country} are not the ones already recorded")
            }
        }
        Refusal::FiguresInvalid { country } => {
            let country = w.country(*country);
            if it {
                format!(
                    "Figure non valide per {country}: una, due o la supertarjeta avión + barco + tanque"
                )
            } else {
                format!(
                    "Invalid figures for {country}: one, two, or the supertarjeta avión + barco + tanque"
                )
            }
        }
        Refusal::FiguresUnknown { country } => {
            let country = w.country(*country);
            if it {
                format!("Le figure della carta {country} non sono note: indicale nel cambio")
            } else {
                format!("The figures of the {country} card are not known: enter them in the trade")
            }
        }
        Refusal::ContinentCardNotHeld { seat, continent } => {
            let seat = w.seat(*seat);
            let continent = w.continent(*continent);
            if it {
                format!("{seat} non ha la carta del continente {continent}")
            } else {
                format!("{seat} does not hold the {continent} continent card")
            }
        }
        Refusal::TradeNotASet => {
            if it {
                format!(
                    "Le carte non formano un cambio: tre figure uguali, tre diverse o una carta che vale da sola"
                )
            } else {
                format!(
                    "The cards do not make a trade: three alike, three different or a card worth a set alone"
                )
            }
        }
        Refusal::TradeNotMinimal => {
            if it {
                format!("C'è una carta di troppo: il cambio sta in piedi anche senza")
            } else {
                format!("One card too many: the trade holds without it")
            }
        }
        Refusal::CardNotDue {
            seat,
            conquests,
            needed,
        } => {
            let seat = w.seat(*seat);
            if it {
                format!(
                    "{seat} ha conquistato {conquests} paesi in questo turno, ne servono {needed} per una carta (e una sola per turno)"
                )
            } else {
                format!(
                    "{seat} conquered {conquests} countries this turn, {needed} are needed for a card (and one per turn)"
                )
            }
        }
        Refusal::CrisisNoCard { seat } => {
            let seat = w.seat(*seat);
            if it {
                format!(
                    "Crisi: {seat} ha tirato il dado più basso e non prende carte in questo giro"
                )
            } else {
                format!("Crisis: {seat} rolled lowest and takes no card this round")
            }
        }
        Refusal::HandFull { seat } => {
            let seat = w.seat(*seat);
            if it {
                format!("{seat} ha già 5 carte: prima cambia")
            } else {
                format!("{seat} already holds 5 cards: trade first")
            }
        }
        Refusal::CardUnavailable { country, holder } => {
            let country = w.country(*country);
            let holder = w.seat(*holder);
            if it {
                format!("La carta di {country} è in mano a {holder}")
            } else {
                format!("The {country} card is in {holder}'s hand")
            }
        }
        Refusal::ContinentNotHeld { seat, continent } => {
            let seat = w.seat(*seat);
            let continent = w.continent(*continent);
            if it {
                format!("{seat} non ha tutto il continente {continent}")
            } else {
                format!("{seat} does not hold all of {continent}")
            }
        }
        Refusal::ContinentCardUsed { seat, continent } => {
            let seat = w.seat(*seat);
            let continent = w.continent(*continent);
            if it {
                format!("{seat} ha già la carta di {continent} o l'ha già usata")
            } else {
                format!("{seat} already holds the {continent} card or has used it")
            }
        }
        Refusal::ContinentCardNotEarned { seat, continent } => {
            let seat = w.seat(*seat);
            let continent = w.continent(*continent);
            if it {
                format!("{seat} non ha completato {continent} conquistandolo")
            } else {
                format!("{seat} did not complete {continent} by conquest")
            }
        }
        Refusal::BonusNotDue { seat, country } => {
            let seat = w.seat(*seat);
            let country = w.country(*country);
            if it {
                format!(
                    "{seat} non ha diritto ai 3 eserciti su {country} (carta, paese, una volta sola)"
                )
            } else {
                format!(
                    "{seat} is not entitled to the 3 armies on {country} (card, country, only once)"
                )
            }
        }
        other => super::sentences_more::sentence(other, w),
    }
}
