//! The set-up and adjustment problems: every one has Italian and Spanish words without
//! English, names the player it is about, and keeps its stable name in the JSON `reason`.

use super::{AdjustProblem, Deck, Piece, Refusal, SetupProblem, objection};
use crate::engine::Lang;
use crate::engine::map::{Layer, Map, TerritoryId, members};

fn names() -> Vec<String> {
    vec!["Ana".into(), "Bruno".into(), "Carla".into()]
}

fn land() -> TerritoryId {
    Map::risk2210().by_slug("egypt").expect("egypt")
}

/// One of each, with the player it names (Bruno, seat 1) where it names one.
fn every_setup_problem() -> Vec<(SetupProblem, Option<&'static str>)> {
    let t = land();
    let sea = members(Map::risk2210().layer(Layer::Sea))
        .next()
        .expect("a sea");
    vec![
        (
            SetupProblem::NotThisRuleset {
                format: 2,
                ruleset: "teg".into(),
            },
            None,
        ),
        (SetupProblem::PlayerCount { players: 6 }, None),
        (SetupProblem::SeatsOutOfOrder, None),
        (SetupProblem::NoYears, None),
        (
            SetupProblem::PlacePoints {
                size: 6,
                numbers: 1,
            },
            None,
        ),
        (SetupProblem::DevastatedCount { named: 3 }, None),
        (
            SetupProblem::WrongBoard {
                territory: sea,
                layer: Layer::Land,
            },
            None,
        ),
        (SetupProblem::NamedTwice { territory: t }, None),
        (
            SetupProblem::NeutralCount {
                layer: Layer::Moon,
                want: 6,
                named: 5,
            },
            None,
        ),
        (SetupProblem::NeutralMissing, None),
        (SetupProblem::NeutralUnwanted { players: 3 }, None),
        (SetupProblem::BlankCardsUnlisted, None),
        (SetupProblem::TooManyBlankCards { given: 10, most: 9 }, None),
        (
            SetupProblem::CustomCardId {
                deck: Deck::Naval,
                card: "carta_mia".into(),
            },
            None,
        ),
        (
            SetupProblem::CompositionUnknownCard {
                deck: Deck::Space,
                card: "carta_mia".into(),
            },
            None,
        ),
        (
            SetupProblem::CompositionSize {
                deck: Deck::Land,
                cards: 18,
                want: 20,
            },
            None,
        ),
        (SetupProblem::FinalOwners, None),
        (
            SetupProblem::FinalOwnerStranger {
                territory: t,
                seat: 7,
            },
            None,
        ),
        (
            SetupProblem::FinalTerritoryCount {
                seat: 1,
                held: 12,
                claims: 13,
            },
            Some("Bruno"),
        ),
        (SetupProblem::FinalEmptyTerritory { territory: t }, None),
        (SetupProblem::FinalModsUnheld { territory: t }, None),
        (
            SetupProblem::FinalModCount {
                seat: 1,
                mods: 28,
                want: 35,
            },
            Some("Bruno"),
        ),
        (SetupProblem::FinalNoPieces { seat: 1 }, Some("Bruno")),
        (SetupProblem::FinalPiecesStranger { seat: 7 }, None),
        (
            SetupProblem::FinalPieceMissing {
                seat: 1,
                piece: Piece::Station,
            },
            Some("Bruno"),
        ),
    ]
}

fn every_adjust_problem() -> Vec<(AdjustProblem, Option<&'static str>)> {
    let all = vec![
        (AdjustProblem::NoReason, None),
        (
            AdjustProblem::ModsBelowZero {
                territory: land(),
                mods: -2,
            },
            None,
        ),
        (AdjustProblem::ModsOfNobody { territory: land() }, None),
        (
            AdjustProblem::EnergyBelowZero {
                seat: 1,
                energy: -1,
            },
            Some("Bruno"),
        ),
        (AdjustProblem::EnergyStranger { seat: 7 }, None),
    ];
    // Kept whole: adding a variant fails here until it is listed above.
    for (p, _) in &all {
        match p {
            AdjustProblem::NoReason
            | AdjustProblem::ModsBelowZero { .. }
            | AdjustProblem::ModsOfNobody { .. }
            | AdjustProblem::EnergyBelowZero { .. }
            | AdjustProblem::EnergyStranger { .. } => {}
        }
    }
    all
}

/// English words of the old free-text reasons that are no Italian or Spanish word.
const ENGLISH: &[&str] = &[
    "territory",
    "territories",
    "player",
    "players",
    "seat",
    "seats",
    "year",
    "named",
    "twice",
    "need",
    "needs",
    "needed",
    "held",
    "holds",
    "hold",
    "would",
    "nobody",
    "reason",
    "energy",
    "below",
    "every",
    "only",
    "those",
    "owner",
    "card",
    "cards",
    "deck",
    "expected",
    "numbers",
    "table",
    "size",
    "at",
    "least",
    "most",
    "each",
    "places",
    "their",
    "its",
    "the",
    "of",
    "and",
    "not",
    "with",
    "give",
    "list",
    "custom",
    "own",
    "counts",
    "claims",
    "which",
    "land",
    "sea",
    "moon",
    "space",
    "station",
    "pieces",
    "missing",
    "invalid",
    "setup",
    "adjustment",
    "is",
    "place_points",
    "blank_cards",
    "deck_composition",
    "final",
];

/// The English words found in `sentence` (whole words, any case).
fn english_in(sentence: &str) -> Vec<String> {
    sentence
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .map(str::to_lowercase)
        .filter(|w| ENGLISH.contains(&w.as_str()))
        .collect()
}

fn check(refusal: &Refusal, who: Option<&str>) {
    let names = names();
    let [it, en, es] = [Lang::It, Lang::En, Lang::Es].map(|l| refusal.message(l, &names));
    for (lang, s) in [("it", &it), ("es", &es)] {
        // "final" is Spanish too: only Italian must do without it.
        let found: Vec<String> = english_in(s)
            .into_iter()
            .filter(|w| !(lang == "es" && w == "final"))
            .collect();
        assert!(found.is_empty(), "{lang}: {found:?} in «{s}»");
    }
    assert!(it != en && es != en && es != it, "{it} / {en} / {es}");
    for s in [&it, &en, &es] {
        assert!(!s.contains("Giocatore") && !s.contains("Player") && !s.contains("Jugador"));
        if let Some(name) = who {
            assert!(s.contains(name), "the player is named: {s}");
        }
    }
}

#[test]
fn every_setup_problem_is_worded_in_each_language_naming_the_player() {
    let all = every_setup_problem();
    // Every code, in order (a problem may have more than one example): a new problem
    // fails here until it has one.
    let mut seen: Vec<&str> = all.iter().map(|(p, _)| p.code()).collect();
    seen.dedup();
    assert_eq!(seen, SetupProblem::CODES, "one of each, in order");
    for (p, who) in all {
        check(&Refusal::BadSetup { reason: p }, who);
    }
}

#[test]
fn every_adjust_problem_is_worded_in_each_language_naming_the_player() {
    for (p, who) in every_adjust_problem() {
        check(&Refusal::BadAdjust { reason: p }, who);
    }
}

#[test]
fn the_json_keeps_the_reason_a_string_with_the_data_beside_it() {
    let r = Refusal::BadSetup {
        reason: SetupProblem::FinalModCount {
            seat: 1,
            mods: 28,
            want: 35,
        },
    };
    let d = objection(&r, &names()).detail;
    assert_eq!(d["code"], "bad_setup");
    assert_eq!(d["reason"], "final_mod_count");
    assert_eq!(
        (d["seat"].as_u64(), d["mods"].as_u64()),
        (Some(1), Some(28))
    );
    assert!(
        d["message_it"]
            .as_str()
            .is_some_and(|m| m.contains("Bruno"))
    );
    let r = Refusal::BadAdjust {
        reason: AdjustProblem::ModsOfNobody { territory: land() },
    };
    let d = objection(&r, &names()).detail;
    assert_eq!(
        (d["code"].as_str(), d["reason"].as_str()),
        (Some("bad_adjust"), Some("mods_of_nobody"))
    );
    assert_eq!(d["territory"], "egypt");
    assert_eq!(
        r.message(Lang::En, &names()),
        "Invalid adjustment: nobody holds Egypt: no MODs may be added there."
    );
}
