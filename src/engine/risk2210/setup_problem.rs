//! What is wrong with a Risk 2210 A.D. log's setup (the envelope, the settings, the
//! devastation, the neutral, the final setup entered at once), as data: one variant per
//! problem, carrying the territory, player or counts it names, and its words in Italian
//! and English (Spanish in `setup_problem_es.rs`). `Refusal::BadSetup` carries one, so the
//! referee's sentence holds no English in Italian or Spanish.
//!
//! In a refusal's JSON the problem sits beside `"code": "bad_setup"`: its stable name in
//! `reason` (`"devastated_count"`, ...) and its data under the field names below.

use serde::Serialize;

use super::cards::Deck;
use super::log::{Piece, RULESET};
use super::words::deck_word;
use crate::engine::Lang;
use crate::engine::log::{FORMAT, Seat};
use crate::engine::map::{Layer, Map, TerritoryId};
use crate::engine::refusal::{count, ordinal};

/// Why a setup is refused. Seats are data (for programs); the words name the players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum SetupProblem {
    /// The log is not of this format and ruleset (`format`, `ruleset` are the log's).
    NotThisRuleset { format: u32, ruleset: String },
    /// 2 to 5 players.
    PlayerCount { players: usize },
    /// The players' seats go 0, 1, ... in order.
    SeatsOutOfOrder,
    /// The match lasts at least one year.
    NoYears,
    /// `place_points`: a table size of 2 to 5, with one number per place.
    PlacePoints { size: u8, numbers: usize },
    /// Exactly four devastated territories (§2 step 1).
    DevastatedCount { named: usize },
    /// A setup territory off the board it belongs to (devastation on land, the neutral's
    /// on its own board).
    WrongBoard {
        territory: TerritoryId,
        layer: Layer,
    },
    /// A territory named twice in the setup.
    NamedTwice { territory: TerritoryId },
    /// With two players the neutral has 16 land, 6 sea and 6 Moon territories (§9).
    NeutralCount {
        layer: Layer,
        want: usize,
        named: usize,
    },
    /// Two players need the neutral's territories.
    NeutralMissing,
    /// A neutral only with two players.
    NeutralUnwanted { players: usize },
    /// `blank_cards` turned on without listing the custom cards.
    BlankCardsUnlisted,
    /// More custom cards than the box's blank ones.
    TooManyBlankCards { given: usize, most: usize },
    /// A custom card needs an id of its own in its deck.
    CustomCardId { deck: Deck, card: String },
    /// `deck_composition` names a card its deck has not.
    CompositionUnknownCard { deck: Deck, card: String },
    /// `deck_composition`: a deck holds `want` cards, not `cards`.
    CompositionSize { deck: Deck, cards: u32, want: u32 },
    /// Final setup: every free land territory has an owner, and only those.
    FinalOwners,
    /// Final setup: a territory held by a seat that is not in the match.
    FinalOwnerStranger { territory: TerritoryId, seat: Seat },
    /// Final setup: the player holds `held` territories; the claims give `claims`.
    FinalTerritoryCount {
        seat: Seat,
        held: usize,
        claims: usize,
    },
    /// Final setup: every held territory has at least 1 MOD.
    FinalEmptyTerritory { territory: TerritoryId },
    /// Final setup: MODs on a territory nobody holds.
    FinalModsUnheld { territory: TerritoryId },
    /// Final setup: the player has `mods` MODs instead of the starting `want`.
    FinalModCount { seat: Seat, mods: u32, want: u32 },
    /// Final setup: the player's free pieces are missing.
    FinalNoPieces { seat: Seat },
    /// Final setup: pieces for a seat that is not in the match.
    FinalPiecesStranger { seat: Seat },
    /// Final setup: the player does not place that free piece.
    FinalPieceMissing { seat: Seat, piece: Piece },
}

/// The player at `seat` by name (by ordinal when the log names nobody there).
pub(super) fn player(names: &[String], seat: Seat, lang: Lang) -> String {
    match names
        .get(usize::from(seat))
        .filter(|n| !n.trim().is_empty())
    {
        Some(n) => n.trim().to_string(),
        None => ordinal(usize::from(seat), lang),
    }
}

/// A count of things in the setup, for [`count`].
pub(super) fn n(x: usize) -> u64 {
    u64::try_from(x).unwrap_or(u64::MAX)
}

/// A territory's board as an adjective: (Italian singular, plural; English).
fn board(layer: Layer) -> (&'static str, &'static str, &'static str) {
    match layer {
        Layer::Land => ("terrestre", "terrestri", "land"),
        Layer::Sea => ("marino", "marini", "sea"),
        Layer::Moon => ("lunare", "lunari", "Moon"),
    }
}

/// A free piece of the setup: (Italian, English).
fn piece(p: Piece) -> (&'static str, &'static str) {
    match p {
        Piece::Land => ("il comandante terrestre", "land commander"),
        Piece::Diplomat => ("il diplomatico", "diplomat"),
        Piece::Station => ("la stazione spaziale", "space station"),
    }
}

impl SetupProblem {
    /// The words after "Preparazione non valida: " / "Invalid setup: ", naming the
    /// players and territories in `lang`.
    pub fn words(&self, lang: Lang, names: &[String]) -> String {
        let it = match lang {
            Lang::It => true,
            Lang::En => false,
            Lang::Es => return self.words_es(names),
        };
        let who = |s: Seat| player(names, s, lang);
        let t = |t: TerritoryId| Map::risk2210().name(t, lang).to_string();
        let pick = |i: String, e: String| if it { i } else { e };
        match self {
            SetupProblem::NotThisRuleset { format, ruleset } => pick(
                format!("serve il formato {FORMAT} del regolamento «{RULESET}», non il formato {format} di «{ruleset}»"),
                format!("format {FORMAT} and ruleset `{RULESET}` expected, not format {format} of `{ruleset}`"),
            ),
            SetupProblem::PlayerCount { players } => pick(
                format!("si gioca da 2 a 5, non in {players}"),
                format!("2 to 5 players, not {players}"),
            ),
            SetupProblem::SeatsOutOfOrder => pick(
                "i posti dei giocatori vanno numerati 0, 1, ... in ordine".into(),
                "seats must be 0, 1, ... in order".into(),
            ),
            SetupProblem::NoYears => pick(
                "la partita dura almeno un anno".into(),
                "at least one year".into(),
            ),
            SetupProblem::PlacePoints { size, numbers } => pick(
                format!(
                    "i punti per piazzamento di un tavolo da {size} hanno {}: indica tavoli da 2 a 5 e un numero per posto",
                    count(n(*numbers), "numero", "numeri")
                ),
                format!(
                    "place_points: table size {size} has {}; give a table size of 2 to 5 and one number per place",
                    count(n(*numbers), "number", "numbers")
                ),
            ),
            SetupProblem::DevastatedCount { named } => pick(
                format!("servono 4 territori devastati, non {named}"),
                format!("4 devastated territories, not {named}"),
            ),
            SetupProblem::WrongBoard { territory, layer } => pick(
                format!("{} non è un territorio {}", t(*territory), board(*layer).0),
                format!("{} is not a {} territory", t(*territory), board(*layer).2),
            ),
            SetupProblem::NamedTwice { territory } => pick(
                format!("{} compare due volte", t(*territory)),
                format!("{} named twice", t(*territory)),
            ),
            SetupProblem::NeutralCount { layer, want, named } => pick(
                format!(
                    "il neutrale ha {want} territori {}: ne sono indicati {named}",
                    board(*layer).1
                ),
                format!(
                    "{want} neutral {} territories, not {named}",
                    board(*layer).2
                ),
            ),
            SetupProblem::NeutralMissing => pick(
                "in due giocatori servono i territori del neutrale".into(),
                "two players need the neutral's territories".into(),
            ),
            SetupProblem::NeutralUnwanted { players } => pick(
                format!("il neutrale c'è solo in due giocatori, non in {players}"),
                format!("a neutral only with two players, not {players}"),
            ),
            SetupProblem::BlankCardsUnlisted => pick(
                "con le carte bianche vanno elencate le carte personalizzate (mazzo, id, nome, costo, momento)".into(),
                "blank_cards: list the custom cards (deck, id, name, cost, timing)".into(),
            ),
            SetupProblem::TooManyBlankCards { given, most } => pick(
                format!("al massimo {most} carte bianche, non {given}"),
                format!("at most {most} blank cards, not {given}"),
            ),
            SetupProblem::CustomCardId { deck, card } => pick(
                format!(
                    "la carta personalizzata «{card}» del mazzo {} vuole un id tutto suo nel mazzo",
                    deck_word(*deck, lang)
                ),
                format!(
                    "custom card `{card}` of the {} deck: an id of its own in its deck",
                    deck_word(*deck, lang)
                ),
            ),
            SetupProblem::CompositionUnknownCard { deck, card } => pick(
                format!(
                    "la composizione dei mazzi nomina «{card}», che il mazzo {} non ha",
                    deck_word(*deck, lang)
                ),
                format!(
                    "deck_composition: no card `{card}` in the {} deck",
                    deck_word(*deck, lang)
                ),
            ),
            SetupProblem::CompositionSize { deck, cards, want } => pick(
                format!(
                    "il mazzo {} ha {want} carte: la composizione dei mazzi ne indica {cards}",
                    deck_word(*deck, lang)
                ),
                format!(
                    "deck_composition: the {} deck has {want} cards, not {cards}",
                    deck_word(*deck, lang)
                ),
            ),
            SetupProblem::FinalOwners => pick(
                "nella preparazione finale ogni territorio di terra libero ha un proprietario, e solo quelli".into(),
                "final: every free land territory has an owner, and only those".into(),
            ),
            SetupProblem::FinalOwnerStranger { territory, .. } => pick(
                format!(
                    "nella preparazione finale {} è di un giocatore che non è in partita",
                    t(*territory)
                ),
                format!(
                    "final: {} held by a player not in the match",
                    t(*territory)
                ),
            ),
            SetupProblem::FinalTerritoryCount {
                seat,
                held,
                claims,
            } => pick(
                format!(
                    "nella preparazione finale {} ha {}, le occupazioni iniziali gliene danno {claims}",
                    who(*seat),
                    count(n(*held), "territorio", "territori")
                ),
                format!(
                    "final: {} holds {held} territories, the claims give {claims}",
                    who(*seat)
                ),
            ),
            SetupProblem::FinalEmptyTerritory { territory } => pick(
                format!(
                    "nella preparazione finale {} ha bisogno di almeno 1 MOD",
                    t(*territory)
                ),
                format!("final: {} needs at least 1 MOD", t(*territory)),
            ),
            SetupProblem::FinalModsUnheld { territory } => pick(
                format!(
                    "nella preparazione finale ci sono MOD su {}, che nessun giocatore controlla",
                    t(*territory)
                ),
                format!(
                    "final: MODs on {}, which no player holds",
                    t(*territory)
                ),
            ),
            SetupProblem::FinalModCount { seat, mods, want } => pick(
                format!(
                    "nella preparazione finale {} ha {mods} MOD: ognuno ne ha {want} all'inizio",
                    who(*seat)
                ),
                format!(
                    "final: {} has {mods} MODs; each player starts with {want}",
                    who(*seat)
                ),
            ),
            SetupProblem::FinalNoPieces { seat } => pick(
                format!(
                    "nella preparazione finale mancano i pezzi di {}",
                    who(*seat)
                ),
                format!("final: {}'s pieces are missing", who(*seat)),
            ),
            SetupProblem::FinalPiecesStranger { .. } => pick(
                "nella preparazione finale ci sono pezzi di un giocatore che non è in partita"
                    .into(),
                "final: pieces of a player not in the match".into(),
            ),
            SetupProblem::FinalPieceMissing { seat, piece: p } => pick(
                format!(
                    "nella preparazione finale {} deve piazzare {}",
                    who(*seat),
                    piece(*p).0
                ),
                format!("final: {} places their {}", who(*seat), piece(*p).1),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::SetupProblem;
    use crate::engine::Lang;
    use crate::engine::map::Map;
    use crate::engine::risk2210::{Game, R2210Log, Refusal};

    fn names() -> Vec<String> {
        vec!["Ana".into(), "Bruno".into(), "Carla".into()]
    }

    /// A three-player log with `setup` (JSON), refused at its setup.
    fn refused_setup(setup: &str) -> Refusal {
        let text = format!(
            r#"{{"format": 1, "ruleset": "risk2210",
        "players": [{{"seat": 0, "name": "Ana", "colour": "x"}}, {{"seat": 1, "name": "Bruno", "colour": "y"}},
                    {{"seat": 2, "name": "Carla", "colour": "z"}}],
        "setup": {setup}}}"#
        );
        let value: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        let log = R2210Log::from_value(&value).expect("parses");
        Game::new(&log).expect_err("refused")
    }

    #[test]
    fn the_engine_refuses_with_the_problem_it_found() {
        let r = refused_setup(r#"{"devastated": ["lesotho", "alden", "andorra"]}"#);
        assert_eq!(
            r,
            Refusal::BadSetup {
                reason: SetupProblem::DevastatedCount { named: 3 }
            }
        );
        assert_eq!(
            r.message(Lang::It, &names()),
            "Preparazione non valida: servono 4 territori devastati, non 3."
        );
        let r = refused_setup(r#"{"devastated": ["lesotho", "alden", "andorra", "lesotho"]}"#);
        let lesotho = Map::risk2210().by_slug("lesotho").expect("lesotho");
        assert_eq!(
            r,
            Refusal::BadSetup {
                reason: SetupProblem::NamedTwice { territory: lesotho }
            }
        );
    }

    #[test]
    fn a_final_setup_refusal_names_the_player_it_is_about() {
        for text in [
            include_str!("../../../tests/scenarios/risk2210/final_setup_mods.json"),
            include_str!("../../../tests/scenarios/risk2210/final_setup_counts.json"),
        ] {
            let v: serde_json::Value = serde_json::from_str(text).expect("JSON");
            let log = R2210Log::from_value(&v["log"]).expect("log");
            let r = Game::new(&log).expect_err("refused");
            let Refusal::BadSetup { reason } = &r else {
                panic!("{r:?}")
            };
            let seat = match reason {
                SetupProblem::FinalModCount { seat, .. }
                | SetupProblem::FinalTerritoryCount { seat, .. } => *seat,
                other => panic!("{other:?}"),
            };
            let name = log.players[usize::from(seat)].name.clone();
            let names: Vec<String> = log.players.iter().map(|p| p.name.clone()).collect();
            for lang in [Lang::It, Lang::En, Lang::Es] {
                assert!(r.message(lang, &names).contains(&name), "{r:?}");
            }
        }
    }
}
