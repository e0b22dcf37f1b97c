//! What is wrong with a Risk 2210 A.D. log's setup (the envelope, the settings, the
//! devastation, the neutral, the final setup entered at once), as data: one variant per
//! problem, carrying the territory, player or counts it names, and its words (a message
//! of `engine_risk2210.ftl`, in each language). `Refusal::BadSetup` carries one, so the
//! referee's sentence holds no English in Italian or Spanish.
//!
//! In a refusal's JSON the problem sits beside `"code": "bad_setup"`: its stable name in
//! `reason` (`"devastated_count"`, ...) and its data under the field names below.

use fluent_bundle::FluentValue;
use serde::Serialize;

use super::cards::Deck;
use super::log::RULESET;
use super::pieces::Piece;
use super::words::{board, deck_word, place, who};
use crate::engine::Lang;
use crate::engine::log_file::FORMAT;
use crate::engine::map::{Layer, TerritoryId};
use crate::engine::seat::Seat;
use crate::i18n::tf;

crate::engine::codes::coded! { code;
    /// Why a setup is refused. Seats are data (for programs); the words name the players.
    #[derive(Debug, Clone, PartialEq, Eq, Serialize)]
    #[serde(tag = "reason")]
    #[allow(missing_docs)]
    pub enum SetupProblem {
        /// The log is not of this format and ruleset (`format`, `ruleset` are the log's).
        "not_this_ruleset" NotThisRuleset { format: u32, ruleset: String },
        /// 2 to 5 players.
        "player_count" PlayerCount { players: usize },
        /// The players' seats go 0, 1, ... in order.
        "seats_out_of_order" SeatsOutOfOrder,
        /// The match lasts at least one year.
        "no_years" NoYears,
        /// `place_points`: a table size of 2 to 5, with one number per place.
        "place_points" PlacePoints { size: u8, numbers: usize },
        /// Exactly four devastated territories (§2 step 1).
        "devastated_count" DevastatedCount { named: usize },
        /// A setup territory off the board it belongs to (devastation on land, the neutral's
        /// on its own board).
        "wrong_board" WrongBoard {
            territory: TerritoryId,
            layer: Layer,
        },
        /// A territory named twice in the setup.
        "named_twice" NamedTwice { territory: TerritoryId },
        /// With two players the neutral has 16 land, 6 sea and 6 Moon territories (§9).
        "neutral_count" NeutralCount {
            layer: Layer,
            want: usize,
            named: usize,
        },
        /// Two players need the neutral's territories.
        "neutral_missing" NeutralMissing,
        /// A neutral only with two players.
        "neutral_unwanted" NeutralUnwanted { players: usize },
        /// `blank_cards` turned on without listing the custom cards.
        "blank_cards_unlisted" BlankCardsUnlisted,
        /// More custom cards than the box's blank ones.
        "too_many_blank_cards" TooManyBlankCards { given: usize, most: usize },
        /// A custom card needs an id of its own in its deck.
        "custom_card_id" CustomCardId { deck: Deck, card: String },
        /// `deck_composition` names a card its deck has not.
        "composition_unknown_card" CompositionUnknownCard { deck: Deck, card: String },
        /// `deck_composition`: a deck holds `want` cards, not `cards`.
        "composition_size" CompositionSize { deck: Deck, cards: u32, want: u32 },
        /// Final setup: every free land territory has an owner, and only those.
        "final_owners" FinalOwners,
        /// Final setup: a territory held by a seat that is not in the match.
        "final_owner_stranger" FinalOwnerStranger { territory: TerritoryId, seat: Seat },
        /// Final setup: the player holds `held` territories; the claims give `claims`.
        "final_territory_count" FinalTerritoryCount {
            seat: Seat,
            held: usize,
            claims: usize,
        },
        /// Final setup: every held territory has at least 1 MOD.
        "final_empty_territory" FinalEmptyTerritory { territory: TerritoryId },
        /// Final setup: MODs on a territory nobody holds.
        "final_mods_unheld" FinalModsUnheld { territory: TerritoryId },
        /// Final setup: the player has `mods` MODs instead of the starting `want`.
        "final_mod_count" FinalModCount { seat: Seat, mods: u32, want: u32 },
        /// Final setup: the player's free pieces are missing.
        "final_no_pieces" FinalNoPieces { seat: Seat },
        /// Final setup: pieces for a seat that is not in the match.
        "final_pieces_stranger" FinalPiecesStranger { seat: Seat },
        /// Final setup: the player does not place that free piece.
        "final_piece_missing" FinalPieceMissing { seat: Seat, piece: Piece },
    }
}

impl SetupProblem {
    /// The words after "Preparazione non valida: " / "Invalid setup: ", naming the
    /// players and territories in `lang`.
    pub fn words(&self, lang: Lang, names: &[String]) -> String {
        let who = |s: Seat| who(names, s, lang);
        let at = |t: TerritoryId| place(t, lang);
        let deck = |d: Deck| FluentValue::from(deck_word(d, lang));
        let n = |x: usize| FluentValue::from(x);
        // Each problem is the message `risk2210-setup-CODE` with its data as arguments.
        let args: Vec<(&str, FluentValue)> = match self {
            SetupProblem::NotThisRuleset { format, ruleset } => vec![
                ("expected_format", FORMAT.into()),
                ("expected_ruleset", RULESET.into()),
                ("format", (*format).into()),
                ("ruleset", ruleset.as_str().into()),
            ],
            SetupProblem::PlacePoints { size, numbers } => {
                vec![("size", (*size).into()), ("n", n(*numbers))]
            }
            SetupProblem::DevastatedCount { named } => vec![("named", n(*named))],
            SetupProblem::WrongBoard { territory, layer } => vec![
                ("territory", at(*territory)),
                ("board", board(*layer, false, lang)),
            ],
            SetupProblem::NeutralCount { layer, want, named } => vec![
                ("want", n(*want)),
                ("named", n(*named)),
                ("boards", board(*layer, true, lang)),
            ],
            SetupProblem::TooManyBlankCards { given, most } => {
                vec![("given", n(*given)), ("most", n(*most))]
            }
            SetupProblem::CompositionSize {
                deck: d,
                cards,
                want,
            } => vec![
                ("deck", deck(*d)),
                ("cards", (*cards).into()),
                ("want", (*want).into()),
            ],
            SetupProblem::FinalTerritoryCount { seat, held, claims } => vec![
                ("who", who(*seat)),
                ("held", n(*held)),
                ("claims", n(*claims)),
            ],
            SetupProblem::FinalModCount { seat, mods, want } => vec![
                ("who", who(*seat)),
                ("mods", (*mods).into()),
                ("want", (*want).into()),
            ],
            SetupProblem::FinalNoPieces { seat } => vec![("who", who(*seat))],
            SetupProblem::FinalPieceMissing { seat, piece } => vec![
                ("who", who(*seat)),
                (
                    "piece",
                    match piece {
                        Piece::Land => "land",
                        Piece::Diplomat => "diplomat",
                        Piece::Station => "station",
                    }
                    .into(),
                ),
            ],
            SetupProblem::PlayerCount { players } | SetupProblem::NeutralUnwanted { players } => {
                vec![("players", n(*players))]
            }
            SetupProblem::NamedTwice { territory }
            | SetupProblem::FinalOwnerStranger { territory, .. }
            | SetupProblem::FinalEmptyTerritory { territory }
            | SetupProblem::FinalModsUnheld { territory } => vec![("territory", at(*territory))],
            SetupProblem::CustomCardId { deck: d, card }
            | SetupProblem::CompositionUnknownCard { deck: d, card } => {
                vec![("card", card.as_str().into()), ("deck", deck(*d))]
            }
            SetupProblem::SeatsOutOfOrder
            | SetupProblem::NoYears
            | SetupProblem::NeutralMissing
            | SetupProblem::BlankCardsUnlisted
            | SetupProblem::FinalOwners
            | SetupProblem::FinalPiecesStranger { .. } => vec![],
        };
        tf(lang, &format!("risk2210-setup-{}", self.code()), &args)
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
