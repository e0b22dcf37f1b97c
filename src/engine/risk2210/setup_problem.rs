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
use super::log::{Piece, RULESET};
use super::words::{board, deck_word, place, who};
use crate::engine::Lang;
use crate::engine::log::FORMAT;
use crate::engine::map::{Layer, TerritoryId};
use crate::engine::seat::Seat;
use crate::i18n::{t, tf};

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

impl SetupProblem {
    /// The words after "Preparazione non valida: " / "Invalid setup: ", naming the
    /// players and territories in `lang`.
    pub fn words(&self, lang: Lang, names: &[String]) -> String {
        let who = |s: Seat| who(names, s, lang);
        let at = |t: TerritoryId| place(t, lang);
        let deck = |d: Deck| FluentValue::from(deck_word(d, lang));
        let n = |x: usize| FluentValue::from(x);
        let plain = |id: &str| t(lang, id).to_string();
        match self {
            SetupProblem::NotThisRuleset { format, ruleset } => tf(
                lang,
                "risk2210-setup-not_this_ruleset",
                &[
                    ("expected_format", FORMAT.into()),
                    ("expected_ruleset", RULESET.into()),
                    ("format", (*format).into()),
                    ("ruleset", ruleset.as_str().into()),
                ],
            ),
            SetupProblem::PlayerCount { players } => tf(
                lang,
                "risk2210-setup-player_count",
                &[("players", n(*players))],
            ),
            SetupProblem::SeatsOutOfOrder => plain("risk2210-setup-seats_out_of_order"),
            SetupProblem::NoYears => plain("risk2210-setup-no_years"),
            SetupProblem::PlacePoints { size, numbers } => tf(
                lang,
                "risk2210-setup-place_points",
                &[("size", (*size).into()), ("n", n(*numbers))],
            ),
            SetupProblem::DevastatedCount { named } => tf(
                lang,
                "risk2210-setup-devastated_count",
                &[("named", n(*named))],
            ),
            SetupProblem::WrongBoard { territory, layer } => tf(
                lang,
                "risk2210-setup-wrong_board",
                &[
                    ("territory", at(*territory)),
                    ("board", board(*layer, false, lang)),
                ],
            ),
            SetupProblem::NamedTwice { territory } => tf(
                lang,
                "risk2210-setup-named_twice",
                &[("territory", at(*territory))],
            ),
            SetupProblem::NeutralCount { layer, want, named } => tf(
                lang,
                "risk2210-setup-neutral_count",
                &[
                    ("want", n(*want)),
                    ("named", n(*named)),
                    ("boards", board(*layer, true, lang)),
                ],
            ),
            SetupProblem::NeutralMissing => plain("risk2210-setup-neutral_missing"),
            SetupProblem::NeutralUnwanted { players } => tf(
                lang,
                "risk2210-setup-neutral_unwanted",
                &[("players", n(*players))],
            ),
            SetupProblem::BlankCardsUnlisted => plain("risk2210-setup-blank_cards_unlisted"),
            SetupProblem::TooManyBlankCards { given, most } => tf(
                lang,
                "risk2210-setup-too_many_blank_cards",
                &[("given", n(*given)), ("most", n(*most))],
            ),
            SetupProblem::CustomCardId { deck: d, card } => tf(
                lang,
                "risk2210-setup-custom_card_id",
                &[("card", card.as_str().into()), ("deck", deck(*d))],
            ),
            SetupProblem::CompositionUnknownCard { deck: d, card } => tf(
                lang,
                "risk2210-setup-composition_unknown_card",
                &[("card", card.as_str().into()), ("deck", deck(*d))],
            ),
            SetupProblem::CompositionSize {
                deck: d,
                cards,
                want,
            } => tf(
                lang,
                "risk2210-setup-composition_size",
                &[
                    ("deck", deck(*d)),
                    ("cards", (*cards).into()),
                    ("want", (*want).into()),
                ],
            ),
            SetupProblem::FinalOwners => plain("risk2210-setup-final_owners"),
            SetupProblem::FinalOwnerStranger { territory, .. } => tf(
                lang,
                "risk2210-setup-final_owner_stranger",
                &[("territory", at(*territory))],
            ),
            SetupProblem::FinalTerritoryCount { seat, held, claims } => tf(
                lang,
                "risk2210-setup-final_territory_count",
                &[
                    ("who", who(*seat)),
                    ("held", n(*held)),
                    ("claims", n(*claims)),
                ],
            ),
            SetupProblem::FinalEmptyTerritory { territory } => tf(
                lang,
                "risk2210-setup-final_empty_territory",
                &[("territory", at(*territory))],
            ),
            SetupProblem::FinalModsUnheld { territory } => tf(
                lang,
                "risk2210-setup-final_mods_unheld",
                &[("territory", at(*territory))],
            ),
            SetupProblem::FinalModCount { seat, mods, want } => tf(
                lang,
                "risk2210-setup-final_mod_count",
                &[
                    ("who", who(*seat)),
                    ("mods", (*mods).into()),
                    ("want", (*want).into()),
                ],
            ),
            SetupProblem::FinalNoPieces { seat } => tf(
                lang,
                "risk2210-setup-final_no_pieces",
                &[("who", who(*seat))],
            ),
            SetupProblem::FinalPiecesStranger { .. } => {
                plain("risk2210-setup-final_pieces_stranger")
            }
            SetupProblem::FinalPieceMissing { seat, piece } => tf(
                lang,
                "risk2210-setup-final_piece_missing",
                &[
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
