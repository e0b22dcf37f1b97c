//! Each formula against the worked examples of `RULES-risiko-torneo.md` §9 and
//! `RULES-risiko-classic.md` §9; the standings and their tie-breaks.

use super::*;
use crate::tournament::PlayerId;

/// A table written as its seats in order, `place:P` each, `r` after a RisiKo! and `e`
/// after an eliminated seat: `"1:86r 2:30 3:0e"`.
fn table(text: &str) -> TableOutcome {
    let seat = |(i, seat): (usize, &str)| {
        let (place, rest) = seat.split_once(':').expect("place:P");
        let p = rest.trim_end_matches(['r', 'e']);
        let flags = &rest[p.len()..];
        SeatOutcome {
            player: PlayerId(i as i64 + 1),
            place: place.parse().unwrap(),
            table_points: p.parse().unwrap(),
            outside_points: 0.0,
            territories: 0.0,
            risiko: flags.contains('r'),
            eliminated: flags.contains('e'),
            tournament_penalty: 0.0,
        }
    };
    TableOutcome {
        seats: text.split_whitespace().enumerate().map(seat).collect(),
        ghost: false,
    }
}

/// A formula's worked examples: each table (as [`table`] reads it) with the ranking
/// points of its seats in order, all of them or the first few the example names.
fn examples(f: &Formula, cases: &[(&str, &str)]) {
    for &(seats, want) in cases {
        let got: Vec<String> = f
            .points(&table(seats))
            .iter()
            .map(ToString::to_string)
            .collect();
        let want: Vec<&str> = want.split_whitespace().collect();
        assert_eq!(got[..want.len()], want, "{f:?} at {seats}");
    }
}

#[test]
fn classic_place_points_are_the_table_of_the_rules() {
    examples(
        &Formula::default(),
        &[
            ("1:0 2:0 3:0 4:0 5:0", "6 3 2 1 0"),
            ("1:0 2:0 3:0 4:0", "5 2 1 0"),
            ("1:0 2:0 3:0", "4 1 0"),
            ("1:0 2:0", "3 0"),
            // Shared places share the mean, to one decimal: (3+2+1)/3 = 2; (6+3+2)/3 = 3.7.
            ("1:0 2:0 2:0 2:0 5:0", "6 2 2 2 0"),
            ("1:0 1:0 1:0 4:0 5:0", "3.7 3.7 3.7 1 0"),
        ],
    );
    // A custom table and the conquest bonus, as data.
    let custom: Formula = serde_json::from_str(
        r#"{"kind":"place_points","points":{"4":[10,6,3,1]},"conquest_bonus":2}"#,
    )
    .unwrap();
    examples(&custom, &[("1:0r 2:0 3:0 4:0", "12 6 3 1")]);
}

#[test]
fn cni_2004() {
    examples(
        &Formula::Cni2004,
        &[
            ("1:50 2:30", "70 30"),
            ("1:40 1:40 3:9", "50 50 9"),
            ("1:30 1:30 1:30 4:9", "30 30 30 9"),
            ("1:86r 2:20", "110 20"),
        ],
    );
}

#[test]
fn master_and_victory() {
    for f in [Formula::Master, Formula::Victory] {
        examples(
            &f,
            &[
                // "2nd at a 5-table with 21 → 0.027" (manual).
                ("1:60 2:21 3:5 4:0 5:0", "1.075 0.027"),
                // "winner with 50 → 1.050" (RCU Barletta).
                ("1:50 2:40 3:0 4:0", "1.05"),
                // RisiKo! = 1.100 at any table.
                ("1:86r 2:1 3:0", "1.1"),
                // "da 80 ad 86 punti tavolo si ottengono gli stessi punti torneo".
                ("1:80 2:1 3:0 4:0 5:0", "1.1"),
                ("1:86 2:1 3:0 4:0 5:0", "1.1"),
            ],
        );
    }
}

#[test]
fn raduno_open_nazionale() {
    for f in [Formula::Raduno, Formula::Open, Formula::Nazionale] {
        examples(
            &f,
            &[
                ("1:42 2:33 3:10 4:0", "92 33 10 0"),
                ("1:42 1:42 3:10 4:0", "67 67"),
                ("1:86r 2:33 3:10 4:0 5:0", "150"),
            ],
        );
    }
    let five = "1:84 2:21 3:0 4:0 5:0";
    // Open: ×1.25 at 5 (a winner over 80 gets 100, so at most 150), ×0.75 at 3.
    examples(
        &Formula::Open,
        &[
            (five, "150 26.25"),
            ("1:80 2:21 3:0 4:0 5:0", "150"),
            ("1:50 2:30 3:1", "87.5 22.5 0.75"),
        ],
    );
    // Nazionale: ×1.25 at 5, no cap; Raduno: no factor.
    examples(&Formula::Nazionale, &[(five, "155 26.25")]);
    examples(&Formula::Raduno, &[(five, "134 21")]);
}

#[test]
fn gufo() {
    examples(
        &Formula::Gufo,
        &[
            // CNS 2009: "In caso di risiko il vincitore totalizza 13 punti"; 13.25 at a
            // 5-table.
            ("1:86r 2:30 3:20 4:0e", "13"),
            ("1:86r 2:21 3:10 4:0e 5:0e", "13.25 7.2625 5.125 1 0"),
            ("1:40 2:30 3:0e", "12.3 7.225 2"),
        ],
    );
}

#[test]
fn spartac() {
    examples(
        &Formula::Spartac,
        &[
            // "42 against 33 → 142 and 91" (manual).
            ("1:42 2:33 3:20 4:0", "142 91 78 58"),
            // RisiKo! 186; the losers get 100 − (100 − P) = P.
            ("1:86r 2:33 3:20", "186 33 20"),
            // A winner at a table of 5 gets 100 + 1.25·P; losers are not multiplied.
            ("1:41 2:33 3:0 4:0 5:0", "151.25 92"),
        ],
    );
}

#[test]
fn modena_2024() {
    examples(
        &Formula::Modena2024,
        &[
            // "45/44/23/20 → 200/99/78/75".
            ("1:45 2:44 3:23 4:20", "200 99 78 75"),
            // RisiKo! 201; eliminated 0; 0 table points still in the game: 100 − W.
            ("1:86r 2:30 3:0e", "201 30 0"),
            ("1:45 2:0 3:0e", "200 55 0"),
        ],
    );
}

#[test]
fn bgl() {
    examples(
        &Formula::Bgl,
        &[
            // 4-table: 100/60/40/20 + P/ΣP (3 decimals down): 45/(100) = 0.45, 20/100 =
            // 0.2; the two on 20 are tied on table points and share (60 + 40) / 2.
            ("1:45 2:20 3:20 4:15", "100.45 50.2 50.2 20.15"),
            // 3-table: the ghost scores 0.9 × mean = 0.9 × 30 = 27, placed by score: it
            // beats the 3rd (10), so the places are 1, 2, 4 of a table of 4; ΣP = 117.
            ("1:50 2:30 3:10", "100.427 60.256 20.085"),
            // Shared places take the mean of the places they span: (60 + 40) / 2.
            ("1:40 2:30 2:30 4:0", "100.4 50.3 50.3 20"),
        ],
    );
}

/// §9 of the torneo rules: players tied on table points share the placing points,
/// whatever places the table's tie-break gave them. Two on 30 at a table of 3 (the
/// ghost 0.9 × 95/3 = 28.5 below them) span places 2 and 3: (60 + 40) / 2 = 50 each,
/// not 60 and 40; ΣP = 95 + 28.5, so 30/123.5 = 0.242.
#[test]
fn bgl_players_tied_on_table_points_share_the_placing_points() {
    examples(
        &Formula::Bgl,
        &[
            ("1:35 2:30 3:30", "100.283 50.242 50.242"),
            // At a table of 4, a tie at the top shares 100 and 60; the others keep theirs.
            ("1:40 2:40 3:15 4:5", "80.4 80.4 40.15 20.05"),
            // An eliminated player on 0 does not share with one still in the game on 0.
            ("1:60 2:40 3:0 4:0e", "100.6 60.4 40 20"),
        ],
    );
}

#[test]
fn formulas_round_trip_as_json() {
    for f in [
        Formula::default(),
        Formula::Master,
        Formula::Spartac,
        Formula::Modena2024,
        Formula::Bgl,
    ] {
        let json = serde_json::to_string(&f).unwrap();
        assert_eq!(serde_json::from_str::<Formula>(&json).unwrap(), f);
    }
    assert_eq!(
        serde_json::to_string(&Formula::Modena2024).unwrap(),
        r#"{"kind":"modena2024"}"#
    );
    assert!(serde_json::from_str::<Formula>(r#"{"kind":"nope"}"#).is_err());
}

fn competitor(id: i64, name: &str, club: Option<&str>) -> Competitor {
    Competitor {
        player: PlayerId(id),
        name: name.into(),
        club: club.map(Into::into),
        dropped: false,
    }
}

fn game(round: u32, id: i64, points: i64, place: u32, table_points: f64) -> GameResult {
    GameResult {
        round,
        player: PlayerId(id),
        points: Points::whole(points),
        place,
        table_points,
        territories: 0.0,
    }
}

#[test]
fn standings_list_every_tiebreak_and_apply_them_in_order() {
    let players = [
        competitor(1, "Anna", Some("Roma")),
        competitor(2, "Bruno", Some("roma ")),
        competitor(3, "Carla", None),
        competitor(4, "Dario", Some("Bari")),
    ];
    let results = [
        game(1, 1, 142, 1, 42.0),
        game(1, 2, 91, 2, 33.0),
        game(2, 1, 91, 2, 30.0),
        game(2, 2, 142, 1, 50.0),
        game(1, 3, 100, 2, 10.0),
        game(2, 3, 120, 1, 33.0),
        game(1, 4, 60, 4, 0.0),
    ];
    let rows = individual_standings(&players, &results, &Formula::Spartac.default_tiebreaks());
    // Anna and Bruno: 233 each, 1 win each, table points 72 vs 83 → Bruno first.
    let order: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(order, ["Bruno", "Anna", "Carla", "Dario"]);
    assert_eq!(
        rows.iter().map(|r| r.rank).collect::<Vec<_>>(),
        [1, 2, 3, 4]
    );
    let bruno = &rows[0];
    assert_eq!(
        (bruno.total, bruno.wins, bruno.games),
        (Points::whole(233), 1, 2)
    );
    assert_eq!(bruno.sorted_scores, [Points::whole(142), Points::whole(91)]);
    assert_eq!(
        bruno.round_scores,
        [(1, Points::whole(91)), (2, Points::whole(142))]
    );
    assert_eq!(bruno.previous_totals, [Points::whole(91)]);
    assert_eq!((bruno.best_place, bruno.table_points), (Some(1), 83.0));
    // Master's order (sorted scores, then rounds in time order): still equal on
    // sorted scores, Anna wins on round 1.
    let rows = individual_standings(&players, &results, &Formula::Master.default_tiebreaks());
    assert_eq!(rows[0].name, "Anna");
    // Nazionale: previous standing after round 1 → Anna (142) ahead of Bruno (91).
    let rows = individual_standings(&players, &results, &Formula::Nazionale.default_tiebreaks());
    assert_eq!(rows[0].name, "Anna");
    // With no tie-break they share the rank.
    let rows = individual_standings(&players, &results, &[]);
    assert_eq!((rows[0].rank, rows[1].rank, rows[2].rank), (1, 1, 3));

    let clubs = club_standings(&rows, None);
    assert_eq!(
        clubs.len(),
        2,
        "Roma and 'roma ' are one club; Carla has none"
    );
    assert_eq!(
        (clubs[0].club.as_str(), clubs[0].total, clubs[0].counted),
        ("Roma", Points::whole(466), 2)
    );
    assert_eq!(club_standings(&rows, Some(1))[0].total, Points::whole(233));
}

#[test]
fn season_counts_the_best_k_and_discards_absences_first() {
    let players = [competitor(1, "Anna", None), competitor(2, "Bruno", None)];
    let r = |evening, id, p| SeasonResult {
        evening,
        player: PlayerId(id),
        points: Points::whole(p),
    };
    // Four evenings, best 3 count. Bruno entered late (missed evening 1).
    let results = [
        r(1, 1, 10),
        r(2, 1, 0),
        r(3, 1, 30),
        r(4, 1, 20),
        r(2, 2, 25),
        r(3, 2, 25),
        r(4, 2, 15),
    ];
    let rows = season_standings(&players, &results, 4, 3);
    assert_eq!(rows[0].name, "Bruno");
    assert_eq!(rows[0].total, Points::whole(65));
    assert_eq!(rows[0].discarded, [(1, None)]);
    assert_eq!(rows[1].total, Points::whole(60));
    assert_eq!(rows[1].discarded, [(2, Some(Points::whole(0)))]);
    assert_eq!(
        rows[1].counted.iter().map(|c| c.0).collect::<Vec<_>>(),
        [3, 4, 1]
    );
    // Before K evenings are held, every result counts.
    let early = season_standings(&players, &results, 2, 3);
    assert_eq!(
        early.iter().map(|s| s.total).collect::<Vec<_>>(),
        [Points::whole(25), Points::whole(10)]
    );
}

#[test]
fn a_league_discards_the_worst_result_an_absence_first() {
    let who = |p: i64, name: &str| Competitor {
        player: PlayerId(p),
        name: name.into(),
        club: None,
        dropped: false,
    };
    let field = [who(1, "Anna"), who(2, "Bruno"), who(3, "Carla")];
    let mut results = vec![
        // Anna plays every evening: her 1 of evening 3 goes.
        game(1, 1, 3, 2, 0.0),
        game(2, 1, 5, 2, 0.0),
        game(3, 1, 1, 2, 0.0),
        game(4, 1, 4, 2, 0.0),
        game(5, 1, 2, 2, 0.0),
        // Bruno enters at evening 3: one of his two absences goes.
        game(3, 2, 5, 2, 0.0),
        game(4, 2, 5, 2, 0.0),
        game(5, 2, 5, 2, 0.0),
        // Carla misses evening 4: the absence goes before her 0.
        game(1, 3, 2, 2, 0.0),
        game(2, 3, 2, 2, 0.0),
        game(3, 3, 0, 2, 0.0),
        game(5, 3, 3, 2, 0.0),
    ];
    // A semifinal (round 6) is never discarded: only the rounds given are read.
    results.push(game(6, 3, 0, 2, 0.0));
    let rounds = [1, 2, 3, 4, 5];
    let d = discards(&field, &results, &rounds, 1);
    assert_eq!(d[&PlayerId(1)], vec![(3, Some(Points::from_f64(1.0)))]);
    assert_eq!(d[&PlayerId(2)], vec![(2, None)]);
    assert_eq!(d[&PlayerId(3)], vec![(4, None)]);
    let qualifying: Vec<GameResult> = results.iter().filter(|g| g.round <= 5).cloned().collect();
    let rows = standings_after_discards(&field, &qualifying, &[Tiebreak::Wins], &d);
    let got: Vec<(&str, String, u32)> = rows
        .iter()
        .map(|r| (r.name.as_str(), r.total.to_string(), r.games))
        .collect();
    assert_eq!(
        got,
        [
            ("Bruno", "15".into(), 3),
            ("Anna", "14".into(), 4),
            ("Carla", "7".into(), 4)
        ]
    );
    assert_eq!(rows[1].discarded, vec![(3, Some(Points::from_f64(1.0)))]);
    // Two discards: Bruno loses both absences, Anna her 1 and her 2.
    let d = discards(&field, &results, &rounds, 2);
    assert_eq!(d[&PlayerId(2)], vec![(1, None), (2, None)]);
    assert_eq!(d[&PlayerId(1)].len(), 2);
    // Nothing is discarded without the setting, or before a second round.
    assert!(discards(&field, &results, &rounds, 0).is_empty());
    assert!(discards(&field, &results, &[1], 1).is_empty());
    // Standings without discards serialize as before (no `discarded` key).
    let plain = individual_standings(&field, &qualifying, &[]);
    assert!(!serde_json::to_string(&plain).unwrap().contains("discarded"));
}
