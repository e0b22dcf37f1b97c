//! The Master check (issue #16): tables of 4 and 5 played to their end by the torneo
//! engine, read by the tournament layer (`TableOutcome::from_result`) and scored by the
//! Master formula (`score_table`), give the tournament points the clubs' program gives,
//! worked out here by hand from §9 of `RULES-risiko-torneo.md`:
//!
//! - P = the border counts of the objective territories held (the table points);
//! - at a table of 4, P′ = P; at a table of 5, P′ = min(100, 1.25·P);
//! - points = P′/1000 rounded **up** to 3 decimals, **+1** to the winner (place 1);
//! - a RisiKo! counts P = 100: 1.100 at any table.
//!
//! Every table is dealt as the scenario files deal (territory k of the map to the seats
//! in reverse order, `tests/scenarios/torneo/make.py`), its objectives entered, and
//! ended by the referee; the territories held and their points are written out below.

use arbitro::engine::Map;
use arbitro::engine::table::Table;
use arbitro::engine::torneo::{self, TorneoLog};
use arbitro::tournament::PlayerId;
use arbitro::tournament::individual::{Formula, Points, TableOutcome, score_table};
use serde_json::{Value, json};

const NAMES: [&str; 5] = ["Anna", "Bruno", "Carla", "Dario", "Elena"];

/// A table of `objectives.len()` players, dealt territory k → seat (n − 1 − k mod n),
/// with the objectives entered, ended at once by the referee, then `after`.
fn table(objectives: &[&str], after: &[Value]) -> torneo::Game {
    let n = objectives.len();
    let map = Map::risiko();
    let owners: serde_json::Map<String, Value> = map
        .territory_ids()
        .enumerate()
        .map(|(k, t)| (map.territory(t).slug.clone(), json!(n - 1 - k % n)))
        .collect();
    let mut actions = vec![json!({"type": "end_match", "reason": "tempo"})];
    actions.extend_from_slice(after);
    let log = json!({
        "format": 1,
        "ruleset": "risiko-torneo",
        "players": (0..n).map(|s| json!({"seat": s, "name": NAMES[s], "colour": "blu"})).collect::<Vec<_>>(),
        "objectives": (0..n).map(|s| (s.to_string(), json!(objectives[s]))).collect::<serde_json::Map<_, _>>(),
        "distribution": {"owners": owners},
        "actions": actions,
    });
    let log = TorneoLog::from_value(&log).expect("the log reads");
    torneo::replay(&log).expect("the log replays")
}

/// Each seat's Master points, by seat, through the tournament layer.
fn master(game: &torneo::Game) -> Vec<(u8, u32, Points)> {
    let result = game.result();
    assert!(result.final_result, "every objective is known");
    let players: Vec<PlayerId> = (0..game.seat_count() as i64).map(PlayerId).collect();
    let outcome = TableOutcome::from_result(&result, &players, false).expect("seats");
    let scored = score_table(&Formula::Master, &outcome, 1);
    let mut out: Vec<(u8, u32, Points)> = scored
        .iter()
        .map(|g| (g.player.0 as u8, g.place, g.points))
        .collect();
    out.sort_by_key(|(seat, _, _)| *seat);
    out
}

fn pts(x: f64) -> Points {
    Points::from_f64(x)
}

#[test]
fn a_table_of_four_scores_p_over_a_thousand_and_one_to_the_winner() {
    // Anna (letto) holds alberta 4 + stati_uniti_orientali 4 + brasile 4 + congo 3 +
    // india 3 + nuova_guinea 3 = 21; Bruno (elefante) scandinavia 4 +
    // europa_meridionale 6 + africa_orientale 5 + groenlandia 4 + urali 4 +
    // medio_oriente 6 = 29; Carla (ciclista) islanda 3 + europa_occidentale 4 + egitto 4
    // + madagascar 2 + australia_orientale 2 + afghanistan 4 = 19; Dario (giraffa)
    // alaska 3 + ontario 6 + america_centrale 3 + africa_del_nord 6 + africa_del_sud 3
    // + europa_settentrionale 5 = 26.
    let g = table(&["letto", "elefante", "ciclista", "giraffa"], &[]);
    // Bruno wins: 1 + 29/1000; then Dario 0.026, Anna 0.021, Carla 0.019.
    assert_eq!(
        master(&g),
        vec![
            (0, 3, pts(0.021)),
            (1, 1, pts(1.029)),
            (2, 4, pts(0.019)),
            (3, 2, pts(0.026)),
        ]
    );
    // Another deal of objectives: Bruno (lupo) 28, Anna (piovra) 25, Dario
    // (guerra_fredda) 23, Carla (tappeto) 21.
    let g = table(&["piovra", "lupo", "tappeto", "guerra_fredda"], &[]);
    assert_eq!(
        master(&g),
        vec![
            (0, 2, pts(0.025)),
            (1, 1, pts(1.028)),
            (2, 4, pts(0.021)),
            (3, 3, pts(0.023)),
        ]
    );
}

#[test]
fn a_table_of_five_scales_p_by_a_quarter_and_rounds_up() {
    // Anna (granchio) ontario 6 + nuova_guinea 3 + scandinavia 4 + ucraina 6 +
    // medio_oriente 6 = 25 → P′ 31.25 → 0.032, winner 1.032; Carla (befana) 24 → 30 →
    // 0.030; Dario (elvis) 19 → 23.75 → 0.024; Bruno (formula1) 16 → 20 → 0.020;
    // Elena (dromedario) gran_bretagna 4 + kamchatka 5 + india 3 = 12 → 15 → 0.015.
    let g = table(
        &["granchio", "formula1", "befana", "elvis", "dromedario"],
        &[],
    );
    assert_eq!(
        master(&g),
        vec![
            (0, 1, pts(1.032)),
            (1, 4, pts(0.020)),
            (2, 2, pts(0.030)),
            (3, 3, pts(0.024)),
            (4, 5, pts(0.015)),
        ]
    );
}

#[test]
fn equal_table_points_are_placed_by_the_points_outside_and_score_alike() {
    // Anna (motorino) 19 with 16 outside, Carla (locomotiva) 19 with 17, Dario (letto)
    // 19 with 13: Carla first (1 + ⌈23.75⌉/1000 = 1.024), Anna second, Dario third
    // (0.024 each); Elena (giraffa) 18 → 22.5 → 0.023; Bruno (aragosta) 17 → 21.25 →
    // 0.022.
    let g = table(
        &["motorino", "aragosta", "locomotiva", "letto", "giraffa"],
        &[],
    );
    assert_eq!(
        master(&g),
        vec![
            (0, 2, pts(0.024)),
            (1, 5, pts(0.022)),
            (2, 1, pts(1.024)),
            (3, 3, pts(0.024)),
            (4, 4, pts(0.023)),
        ]
    );
}

#[test]
fn a_tournament_penalty_is_taken_from_the_formulas_points() {
    // The first table of four, Bruno penalised 1 tournament point after the end.
    let penalty =
        json!({"type": "penalty", "seat": 1, "tournament_points": -1, "reason": "ritardo"});
    let g = table(&["letto", "elefante", "ciclista", "giraffa"], &[penalty]);
    let bruno = master(&g)[1];
    assert_eq!(bruno, (1, 1, pts(0.029)), "1.029 − 1");
}

#[test]
fn a_risiko_counts_one_point_one_hundred() {
    let text = include_str!("scenarios/torneo/risiko_ends_the_match.json");
    let scenario: Value = serde_json::from_str(text).unwrap();
    let log = TorneoLog::from_value(&scenario["log"]).unwrap();
    let g = torneo::replay(&log).unwrap();
    let result = g.result();
    let scored = master(&g);
    for (seat, place, points) in scored {
        let line = |key: &str| {
            result
                .seats
                .iter()
                .find(|s| s.seat == seat)
                .and_then(|s| s.breakdown.iter().find(|l| l.key == key))
                .map_or(0.0, |l| l.value)
        };
        if line("risiko") != 0.0 {
            assert_eq!((place, points), (1, pts(1.1)), "RisiKo! = 1.100");
        } else {
            // A table of 4: P/1000, exact.
            assert_eq!(points, pts(line("in_objective") / 1000.0));
        }
    }
}
