//! Every sentence of the engine is a message of `engine_risk2210.ftl` in each language:
//! a message id misspelt in the code, or an argument the message does not get, would
//! show as the id or as `{$name}`; every refusal variant, history line, phase and card
//! name and effect is rendered here in it, en and es, and every scenario's history too.

use super::cards::{CARDS, Deck};
use super::log::{Action, ClockEvent};
use super::pieces::{Commander, Piece};
use super::settings::DiceEntry;
use super::words::{CardProblem, ClockFault};
use super::{AdjustProblem, Game, Phase, R2210Log, Refusal, SetupProblem, Stage};
use crate::engine::Lang;
use crate::engine::map::{Layer, Map};
use crate::engine::table::Table;

const LANGS: [Lang; 3] = [Lang::It, Lang::En, Lang::Es];

fn refusals() -> Vec<Refusal> {
    let m = Map::risk2210();
    let eg = m.by_slug("egypt").expect("on the board");
    let nu = m.by_slug("nunavut").expect("on the board");
    let mut v = Vec::new();
    let mut setups = vec![
        SetupProblem::NotThisRuleset {
            format: 2,
            ruleset: "classic".into(),
        },
        SetupProblem::PlayerCount { players: 6 },
        SetupProblem::SeatsOutOfOrder,
        SetupProblem::NoYears,
        SetupProblem::DevastatedCount { named: 3 },
        SetupProblem::NamedTwice { territory: eg },
        SetupProblem::NeutralMissing,
        SetupProblem::NeutralUnwanted { players: 3 },
        SetupProblem::BlankCardsUnlisted,
        SetupProblem::TooManyBlankCards { given: 7, most: 5 },
        SetupProblem::FinalOwners,
        SetupProblem::FinalOwnerStranger {
            territory: eg,
            seat: 4,
        },
        SetupProblem::FinalEmptyTerritory { territory: eg },
        SetupProblem::FinalModsUnheld { territory: nu },
        SetupProblem::FinalPiecesStranger { seat: 3 },
    ];
    for n in [0usize, 1, 2] {
        setups.push(SetupProblem::PlacePoints {
            size: 3,
            numbers: n,
        });
        setups.push(SetupProblem::FinalTerritoryCount {
            seat: 1,
            held: n,
            claims: 3,
        });
        setups.push(SetupProblem::FinalTerritoryCount {
            seat: 7,
            held: n,
            claims: 1,
        });
    }
    for layer in [Layer::Land, Layer::Sea, Layer::Moon] {
        setups.push(SetupProblem::WrongBoard {
            territory: eg,
            layer,
        });
        for want in [1usize, 6] {
            setups.push(SetupProblem::NeutralCount {
                layer,
                want,
                named: 2,
            });
        }
    }
    for deck in Deck::ALL {
        setups.push(SetupProblem::CustomCardId {
            deck,
            card: "x1".into(),
        });
        setups.push(SetupProblem::CompositionUnknownCard {
            deck,
            card: "x2".into(),
        });
        setups.push(SetupProblem::CompositionSize {
            deck,
            cards: 1,
            want: 20,
        });
    }
    for seat in [0u8, 1, 9] {
        setups.push(SetupProblem::FinalModCount {
            seat,
            mods: 1,
            want: 2,
        });
        setups.push(SetupProblem::FinalNoPieces { seat });
        for piece in [Piece::Land, Piece::Diplomat, Piece::Station] {
            setups.push(SetupProblem::FinalPieceMissing { seat, piece });
        }
    }
    v.extend(
        setups
            .into_iter()
            .map(|reason| Refusal::BadSetup { reason }),
    );
    for reason in [
        AdjustProblem::NoReason,
        AdjustProblem::ModsBelowZero {
            territory: eg,
            mods: -2,
        },
        AdjustProblem::ModsBelowZero {
            territory: eg,
            mods: -1,
        },
        AdjustProblem::ModsOfNobody { territory: eg },
        AdjustProblem::EnergyBelowZero {
            seat: 1,
            energy: -7,
        },
        AdjustProblem::EnergyBelowZero {
            seat: 8,
            energy: -1,
        },
        AdjustProblem::EnergyStranger { seat: 4 },
    ] {
        v.push(Refusal::BadAdjust { reason });
    }
    let mut problems = vec![
        CardProblem::Missing { field: "territory" },
        CardProblem::TargetSeat { target: 1 },
        CardProblem::TargetSeat { target: 6 },
        CardProblem::TurnedCard { territory: eg },
        CardProblem::TurnedOrder,
        CardProblem::Roll { sides: 8 },
        CardProblem::Killed { territory: eg },
        CardProblem::Move { to: eg },
    ];
    for want in [0u32, 1, 2] {
        problems.push(CardProblem::Reinforcements { want });
        problems.push(CardProblem::Removals { seat: 1, want });
        for layer in [Layer::Land, Layer::Sea, Layer::Moon] {
            problems.push(CardProblem::TurnedCount {
                layer,
                want,
                got: 1,
            });
        }
    }
    for layer in [Layer::Land, Layer::Sea, Layer::Moon] {
        for own in [true, false] {
            problems.push(CardProblem::Territory {
                territory: nu,
                layer,
                own,
            });
        }
    }
    for commander in Commander::ALL {
        problems.push(CardProblem::TargetCommander {
            target: 0,
            commander,
        });
    }
    for card in ["cease_fire", "orbital_mines", "my_custom"] {
        for p in &problems {
            v.push(Refusal::Card {
                seat: 0,
                card: card.into(),
                problem: p.clone(),
            });
        }
    }
    for fault in [
        ClockFault::Started,
        ClockFault::NotStarted,
        ClockFault::NotRunning,
        ClockFault::NotPaused,
        ClockFault::Backwards,
        ClockFault::NotTimed,
        ClockFault::Early,
        ClockFault::Announced,
    ] {
        v.push(Refusal::Clock { fault });
    }
    v.extend([
        Refusal::NotYourTurn {
            seat: 1,
            expected: Some(0),
        },
        Refusal::NotYourTurn {
            seat: 5,
            expected: Some(6),
        },
        Refusal::NotYourTurn {
            seat: 1,
            expected: None,
        },
        Refusal::NotNow { action: "claim" },
        Refusal::NotNow {
            action: "play_card",
        },
        Refusal::NotNow { action: "end_turn" },
        Refusal::Finished,
        Refusal::Devastated { territory: eg },
        Refusal::NotLand { territory: eg },
        Refusal::Occupied { territory: eg },
        Refusal::NotOwn {
            seat: 0,
            territory: eg,
        },
        Refusal::StationLimit { seat: 0 },
        Refusal::StationThere { territory: eg },
        Refusal::CardsBoughtAlready { seat: 2 },
        Refusal::BidSeats,
        Refusal::BidTooHigh {
            seat: 0,
            bid: 5,
            energy: 3,
        },
        Refusal::TieRolls { seat: 1 },
        Refusal::BadMarkers,
        Refusal::SourceTooFew { territory: eg },
        Refusal::NotJoined { from: eg, to: nu },
        Refusal::OwnTarget { territory: eg },
        Refusal::InvasionOpen,
        Refusal::NoInvasion,
        Refusal::MustThrow,
        Refusal::BadFace { face: 9, sides: 8 },
        Refusal::OccupyFirst,
        Refusal::OccupyCount {
            min: 1,
            max: 3,
            got: 4,
        },
        Refusal::NoBonus,
        Refusal::ThrowForm,
        Refusal::BadLosses { pairs: 2, got: 1 },
        Refusal::DiceEntry {
            allowed: DiceEntry::Quick,
        },
        Refusal::DiceEntry {
            allowed: DiceEntry::Full,
        },
        Refusal::Jammed { seat: 1 },
        Refusal::CeaseFire {
            seat: 0,
            protected: 1,
        },
        Refusal::NoScout { seat: 1 },
        Refusal::EndMatchReason,
        Refusal::FortifiedAlready,
        Refusal::NotConnected { from: eg, to: nu },
        Refusal::LeaveOne { territory: eg },
    ]);
    for action in [
        "claim",
        "place",
        "buy_commander",
        "invade",
        "fortify",
        "buy_cards",
        "play_card",
    ] {
        v.push(Refusal::PhasePassed { seat: 0, action });
    }
    for n in [0u32, 1, 2, 3] {
        v.push(Refusal::SetupCount {
            seat: 0,
            expected: n,
            got: n + 1,
        });
        v.push(Refusal::IncomeLeft { seat: 1, left: n });
        v.push(Refusal::TooManyMods {
            seat: 1,
            left: n,
            asked: 5,
        });
        v.push(Refusal::NotEnoughEnergy {
            seat: 1,
            need: n,
            have: 0,
        });
        v.push(Refusal::CardCount { seat: 1, asked: n });
        for attacker in [true, false] {
            v.push(Refusal::DiceCount {
                attacker,
                allowed: n,
                got: 4,
            });
            v.push(Refusal::D8Count {
                attacker,
                expected: n,
                got: 4,
            });
        }
    }
    for attacker in [true, false] {
        v.push(Refusal::BadKilled { attacker });
    }
    for piece in [Piece::Land, Piece::Diplomat, Piece::Station] {
        v.push(Refusal::PieceTwice { seat: 0, piece });
    }
    for commander in Commander::ALL {
        v.push(Refusal::CommanderInPlay { seat: 0, commander });
        v.push(Refusal::NoCommander { seat: 1, commander });
        v.push(Refusal::NeedsCommander { seat: 1, commander });
        v.push(Refusal::CommanderAbsent { seat: 1, commander });
        v.push(Refusal::OccupyCommander { commander });
    }
    for deck in Deck::ALL {
        for left in [0u32, 1, 2] {
            v.push(Refusal::DeckEmpty { deck, left });
        }
        v.push(Refusal::UnknownCard {
            deck,
            card: "zzz".into(),
        });
        v.push(Refusal::NoCardHeld { seat: 0, deck });
        v.push(Refusal::CopiesOut {
            deck,
            card: "cease_fire".into(),
        });
        v.push(Refusal::CopiesOut {
            deck,
            card: "custom_x".into(),
        });
    }
    for card in ["cease_fire", "orbital_mines", "armageddon", "custom_y"] {
        v.push(Refusal::CardTiming {
            seat: 0,
            card: card.into(),
        });
        v.push(Refusal::CardTarget {
            seat: 1,
            card: card.into(),
        });
    }
    v
}

fn extra_actions() -> Vec<Action> {
    let m = Map::risk2210();
    let eg = m.by_slug("egypt").expect("on the board");
    let nu = m.by_slug("nunavut").expect("on the board");
    let mut v = vec![];
    for event in [
        ClockEvent::Start,
        ClockEvent::Pause,
        ClockEvent::Resume,
        ClockEvent::LastYear,
    ] {
        v.push(Action::Clock {
            event,
            at: chrono::Utc::now(),
        });
    }
    for piece in [Piece::Land, Piece::Diplomat, Piece::Station] {
        v.push(Action::PlacePiece {
            seat: 1,
            piece,
            territory: eg,
        });
    }
    for commanders in [
        vec![],
        vec![Commander::Land],
        vec![Commander::Land, Commander::Naval],
    ] {
        for mods in [0u32, 1, 3] {
            v.push(Action::Occupy {
                seat: 0,
                mods,
                commanders: commanders.clone(),
            });
            v.push(Action::Fortify {
                seat: 2,
                from: eg,
                to: nu,
                mods,
                commanders: commanders.clone(),
            });
        }
    }
    for commander in Commander::ALL {
        v.push(Action::BuyCommander {
            seat: 0,
            commander,
            territory: eg,
        });
    }
    for deck in Deck::ALL {
        v.push(Action::BonusCard { seat: 0, deck });
        for k in [1u32, 2] {
            v.push(Action::BuyCards {
                seat: 1,
                decks: [(deck, k)].into_iter().collect(),
            });
        }
    }
    v.push(Action::BuyCards {
        seat: 1,
        decks: [(Deck::Land, 1), (Deck::Space, 2)].into_iter().collect(),
    });
    for n in [1u32, 2] {
        v.push(Action::Place {
            seat: 0,
            mods: [(eg, n)].into_iter().collect(),
        });
    }
    v.push(Action::BuyStation {
        seat: 0,
        territory: eg,
    });
    v.push(Action::Withdraw { seat: 0 });
    v.push(Action::EndTurn { seat: 0 });
    v.push(Action::EndTurn { seat: 7 });
    v.push(Action::ScoutPlace {
        seat: 0,
        territory: eg,
    });
    v.push(Action::EndMatch {
        reason: "rain".into(),
    });
    v.push(Action::Claim {
        seat: 0,
        territory: eg,
    });
    v.push(Action::Invade {
        seat: 0,
        from: eg,
        to: nu,
    });
    v
}

/// The sentence came whole from its message.
fn check(sentence: &str, what: &dyn std::fmt::Debug) {
    assert!(
        !sentence.trim().is_empty()
            && !sentence.contains("risk2210-")
            && !sentence.contains("r2210-")
            && !sentence.contains('{'),
        "{what:?}: «{sentence}»"
    );
}

#[test]
fn every_refusal_history_line_phase_and_card_name_is_a_message() {
    let names: Vec<String> = vec![
        "Ana".into(),
        " Bruno ".into(),
        "Carla".into(),
        String::new(),
    ];
    for r in refusals() {
        for lang in LANGS {
            check(&r.message(lang, &names), &r);
        }
    }
    for a in extra_actions() {
        for lang in LANGS {
            check(&a.describe(lang, &names), &a);
        }
    }
    for c in &CARDS {
        for lang in LANGS {
            check(c.name(lang), &c.id);
            check(c.effect(lang), &c.effect_id);
        }
    }
    let log: R2210Log = serde_json::from_str(include_str!(
        "../../../tests/scenarios/risk2210/card_cease_fire.json"
    ))
    .map(|v: serde_json::Value| R2210Log::from_value(&v["log"]).expect("log"))
    .expect("JSON");
    let mut g = Game::new(&log).expect("setup");
    for stage in [
        Stage::Claims,
        Stage::Placement,
        Stage::Pieces,
        Stage::Bidding,
        Stage::Finished,
        Stage::Turn,
    ] {
        for phase in [
            Phase::Income,
            Phase::Commanders,
            Phase::BuyCards,
            Phase::PlayCards,
            Phase::Invasions,
            Phase::Fortify,
        ] {
            g.stage = stage;
            g.phase = phase;
            for lang in LANGS {
                check(g.phase_words(lang), &(stage, phase));
            }
        }
    }
}

#[test]
fn every_scenario_history_line_is_a_message() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/risk2210");
    let mut lines = 0;
    for entry in std::fs::read_dir(&dir).expect("scenarios") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|x| x != "json") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("file");
        let doc: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        let Ok(log) = R2210Log::from_value(&doc["log"]) else {
            continue;
        };
        let names: Vec<String> = log.players.iter().map(|p| p.name.clone()).collect();
        for a in &log.actions {
            for lang in LANGS {
                check(&a.describe(lang, &names), &(&path, a));
                lines += 1;
            }
        }
    }
    assert!(lines > 1000, "{lines}");
}

#[test]
fn risk2210_not_now_phase_passed_and_piece_twice_say_words() {
    use crate::engine::action_words::tests::{names, reads, says_words};
    use crate::engine::risk2210::{Piece, Refusal, objection};
    // The refusal, its code and action, and words one of its sentences must say.
    let cases = [
        (
            Refusal::NotNow {
                action: "place_piece",
            },
            ("not_now", "place_piece"),
            (Lang::Es, "una pieza inicial"),
        ),
        (
            Refusal::PhasePassed {
                seat: 1,
                action: "buy_station",
            },
            ("phase_passed", "buy_station"),
            (Lang::It, "Bruno"),
        ),
    ];
    for (refusal, (code, action), (lang, words)) in cases {
        let o = objection(&refusal, &names());
        says_words(&o, code, action);
        reads(&o, lang, words);
    }
    let r = Refusal::PieceTwice {
        seat: 0,
        piece: Piece::Station,
    };
    let o = objection(&r, &names());
    assert_eq!(o.detail["piece"], "station", "the detail keeps the code");
    reads(&o, Lang::It, "la stazione spaziale");
    reads(&o, Lang::En, "the space station");
    assert!(
        !o.message(Lang::En).contains("Station"),
        "{}",
        o.message(Lang::En)
    );
}
