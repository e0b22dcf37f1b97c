//! The circuit worked by hand: RCU Barletta's "giocatore dell'anno" (Master
//! winner 2000 / finalist 1000 / semifinalist 500, 75 per qualifying game,
//! score × 100) with an Open counted × 1.25.

use chrono::NaiveDate;

use super::*;
use crate::tournament::individual::Points;

fn day(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).expect("a real date")
}

fn pts(x: f64) -> Points {
    Points::from_f64(x)
}

fn barletta(window: Window, best_of: Option<u32>) -> CircuitRules {
    let master = EventType {
        name: "Master".into(),
        by_place: Vec::new(),
        by_reach: ReachPoints {
            winner: pts(2000.0),
            finalist: pts(1000.0),
            semifinalist: pts(500.0),
        },
        per_game: pts(75.0),
        per_score: pts(100.0),
        multiplier: pts(1.0),
    };
    let open = EventType {
        name: "Open".into(),
        multiplier: pts(1.25),
        ..master.clone()
    };
    let raduno = EventType {
        name: "Raduno".into(),
        by_place: vec![pts(300.0), pts(200.0), pts(100.0)],
        by_reach: ReachPoints::default(),
        per_game: Points::default(),
        per_score: Points::default(),
        multiplier: pts(1.0),
    };
    CircuitRules {
        types: vec![master, open, raduno],
        window,
        best_of,
    }
}

fn result(player: i64, place: u32, reach: Reach, games: u32, score: f64) -> EventResult {
    EventResult {
        player,
        place,
        reach,
        games,
        score: pts(score),
    }
}

fn event(id: i64, date: NaiveDate, kind: &str, results: Vec<EventResult>) -> CircuitEvent {
    CircuitEvent {
        id,
        name: format!("Evento {id}"),
        date,
        event_type: kind.into(),
        results,
    }
}

#[test]
fn a_master_winner_is_paid_for_the_win_the_games_and_the_score() {
    let rules = barletta(Window::Always, None);
    let master = rules.event_type("master").expect("case-blind");
    // 2000 for the win, 2 × 75 for the qualifying games, 3.5 × 100 for the score.
    let won = event_points(1, master, &result(7, 1, Reach::Winner, 2, 3.5));
    assert_eq!(
        (won.reach, won.games, won.score, won.total),
        (pts(2000.0), pts(150.0), pts(350.0), pts(2500.0))
    );
    // A finalist is paid as a finalist only, a semifinalist likewise.
    let second = event_points(1, master, &result(8, 2, Reach::Finalist, 2, 2.0));
    assert_eq!(second.total, pts(1350.0));
    let semi = event_points(1, master, &result(9, 6, Reach::Semifinalist, 2, 1.25));
    assert_eq!(semi.total, pts(500.0 + 150.0 + 125.0));
    // The Master formula gives thousandths: 0.027 × 100 = 2.7, kept exact.
    let small = event_points(1, master, &result(10, 20, Reach::Qualifier, 2, 0.027));
    assert_eq!(small.total, pts(152.7));
}

#[test]
fn an_open_multiplies_the_whole_result() {
    let rules = barletta(Window::Always, None);
    let open = rules.event_type("Open").expect("defined");
    let won = event_points(2, open, &result(7, 1, Reach::Winner, 2, 3.5));
    assert_eq!(won.total, pts(2500.0 * 1.25));
    assert_eq!(won.multiplier, pts(1.25));
}

#[test]
fn places_past_the_table_get_nothing() {
    let rules = barletta(Window::Always, None);
    let raduno = rules.event_type("Raduno").expect("defined");
    let totals: Vec<Points> = (1..=4)
        .map(|place| event_points(3, raduno, &result(1, place, Reach::Qualifier, 3, 9.0)).total)
        .collect();
    assert_eq!(totals, vec![pts(300.0), pts(200.0), pts(100.0), pts(0.0)]);
}

#[test]
fn the_best_k_events_count_and_the_rest_are_shown_discarded() {
    let rules = barletta(Window::Year { year: 2026 }, Some(2));
    // Anna wins a raduno, a Master and reaches a semifinal; Bruno plays two
    // Masters; the 2025 event is outside the window.
    let held = [
        (1, day(2026, 2, 1), "Raduno"),
        (2, day(2026, 5, 10), "Master"),
        (3, day(2026, 9, 20), "Master"),
        (4, day(2025, 12, 31), "Raduno"),
    ];
    // Each result with its event.
    let results = [
        (1, result(1, 1, Reach::Qualifier, 3, 9.0)),
        (2, result(1, 1, Reach::Winner, 2, 3.0)),
        (2, result(2, 2, Reach::Finalist, 2, 2.0)),
        (3, result(2, 1, Reach::Winner, 2, 2.0)),
        (3, result(1, 5, Reach::Semifinalist, 2, 1.0)),
        (4, result(2, 1, Reach::Qualifier, 3, 9.0)),
    ];
    let events: Vec<CircuitEvent> = held
        .into_iter()
        .map(|(id, date, kind)| {
            let of_it = results.iter().filter(|(e, _)| *e == id);
            event(id, date, kind, of_it.map(|(_, r)| r.clone()).collect())
        })
        .collect();
    let table = circuit_standings(&rules, &events).expect("every type defined");
    // Anna: 2450 (Master win) + 750 (semifinal), the 300 of the raduno discarded.
    // Bruno: 2350 (win) + 1350 (final); the 2025 raduno is not in the year.
    let anna = &table[1];
    assert_eq!((anna.player, anna.rank, anna.total), (1, 2, pts(3200.0)));
    assert_eq!(
        anna.counted.iter().map(|e| e.event).collect::<Vec<_>>(),
        vec![2, 3]
    );
    assert_eq!(anna.discarded.len(), 1);
    assert_eq!(anna.discarded[0].total, pts(300.0));
    let bruno = &table[0];
    assert_eq!((bruno.player, bruno.rank, bruno.total), (2, 1, pts(3700.0)));
    assert!(
        bruno.discarded.is_empty(),
        "the 2025 event is not even discarded"
    );
}

#[test]
fn equal_total_and_best_event_share_the_rank() {
    let rules = barletta(Window::Always, None);
    // Three raduni: (event, month of 2026, player, place).
    let events: Vec<CircuitEvent> = [(1, 3, 5, 2), (2, 4, 4, 2), (3, 4, 6, 1)]
        .into_iter()
        .map(|(id, month, player, place)| {
            let played = result(player, place, Reach::Qualifier, 3, 0.0);
            event(id, day(2026, month, 1), "Raduno", vec![played])
        })
        .collect();
    let table = circuit_standings(&rules, &events).expect("defined");
    let ranks: Vec<(i64, u32)> = table.iter().map(|r| (r.player, r.rank)).collect();
    assert_eq!(ranks, vec![(6, 1), (4, 2), (5, 2)]);
}

#[test]
fn a_rolling_window_takes_the_twelve_months_up_to_its_last_day() {
    let w = Window::Rolling {
        ending: day(2026, 11, 28),
    };
    assert!(w.holds(day(2026, 11, 28)));
    assert!(w.holds(day(2025, 11, 29)));
    assert!(!w.holds(day(2025, 11, 28)));
    assert!(!w.holds(day(2026, 11, 29)));
    let leap = Window::Rolling {
        ending: day(2025, 2, 28),
    };
    assert!(
        leap.holds(day(2024, 2, 29)),
        "one year back from 28 Feb is 28 Feb"
    );
    assert!(!leap.holds(day(2024, 2, 28)));
}

#[test]
fn an_event_of_a_type_the_circuit_lacks_is_named() {
    let rules = barletta(Window::Always, None);
    let events = vec![event(9, day(2026, 1, 1), "Torneo sociale", Vec::new())];
    assert_eq!(
        circuit_standings(&rules, &events),
        Err(RulesError::UnknownType {
            event: "Evento 9".into(),
            event_type: "Torneo sociale".into(),
        })
    );
}

#[test]
fn rules_an_organizer_typed_are_checked() {
    let good = barletta(Window::Always, Some(5));
    assert_eq!(good.check(), Ok(()));
    let mut same = good.clone();
    same.types[1].name = " master ".into();
    assert_eq!(same.check(), Err(RulesError::SameName("master".into())));
    let mut zero = good.clone();
    zero.types[0].multiplier = Points::default();
    assert_eq!(zero.check(), Err(RulesError::Multiplier("Master".into())));
    let mut negative = good.clone();
    negative.types[2].by_place[1] = pts(-1.0);
    assert_eq!(
        negative.check(),
        Err(RulesError::NegativePoints("Raduno".into()))
    );
    let mut unnamed = good.clone();
    unnamed.types[0].name = "  ".into();
    assert_eq!(unnamed.check(), Err(RulesError::UnnamedType));
    let best_zero = CircuitRules {
        best_of: Some(0),
        ..good.clone()
    };
    assert_eq!(best_zero.check(), Err(RulesError::BestOfZero));
    let none = CircuitRules {
        types: Vec::new(),
        ..good
    };
    assert_eq!(none.check(), Err(RulesError::NoTypes));
}

#[test]
fn rules_read_back_from_json_with_their_defaults() {
    let json = r#"{"types":[{"name":"Master","by_reach":{"winner":20000000,"finalist":10000000,"semifinalist":5000000},"per_game":750000}],"window":{"kind":"year","year":2026}}"#;
    let rules: CircuitRules = serde_json::from_str(json).expect("reads");
    assert_eq!(rules.types[0].multiplier, pts(1.0));
    assert_eq!(rules.best_of, None);
    let back = serde_json::to_string(&rules).expect("writes");
    let again: CircuitRules = serde_json::from_str(&back).expect("reads back");
    assert_eq!(again, rules);
}
