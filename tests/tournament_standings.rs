//! Team and individual standings against hand-computed examples.

use arbitro::tournament::{
    ByeAward, Criterion, ForfeitAward, MatchPointsTable, MatchResult, PlayerId, PlayerScore,
    SideResult, Team, TeamId, TeamStanding, TournamentError, TournamentSettings, player_standings,
    team_standings,
};

fn teams(names: &[&str]) -> Vec<Team> {
    names
        .iter()
        .zip(1..)
        .map(|(n, id)| Team::new(id, *n))
        .collect()
}

/// Five teams, two rounds, one bye each round:
/// R1 Alfa 40–30 Bravo, Charlie 25–25 Delta, Echo bye;
/// R2 Alfa 20–35 Echo, Bravo 50–10 Charlie, Delta bye.
fn five_teams() -> (Vec<Team>, Vec<MatchResult>) {
    let teams = teams(&["Alfa", "Bravo", "Charlie", "Delta", "Echo"]);
    let results = vec![
        MatchResult::played(1, (1, 40), (2, 30)),
        MatchResult::played(1, (3, 25), (4, 25)),
        MatchResult::bye(1, 5),
        MatchResult::played(2, (1, 20), (5, 35)),
        MatchResult::played(2, (2, 50), (3, 10)),
        MatchResult::bye(2, 4),
    ];
    (teams, results)
}

fn with_criteria(criteria: &[Criterion]) -> TournamentSettings {
    TournamentSettings {
        criteria: criteria.to_vec(),
        ..TournamentSettings::default()
    }
}

fn ranking(rows: &[TeamStanding]) -> Vec<(u32, &str)> {
    rows.iter().map(|r| (r.rank, r.name.as_str())).collect()
}

fn row<'a>(rows: &'a [TeamStanding], name: &str) -> &'a TeamStanding {
    rows.iter().find(|r| r.name == name).unwrap()
}

#[test]
fn every_value_is_computed_by_hand() {
    let (teams, results) = five_teams();
    let rows = team_standings(&teams, &results, &TournamentSettings::default()).unwrap();
    // (match points, total, difference, Buchholz, best, played, W, D, L, byes)
    let expect = [
        ("Alfa", 2, 60, -5, 6, Some(40), 2, 1, 0, 1, 0),
        ("Bravo", 2, 80, 30, 3, Some(50), 2, 1, 0, 1, 0),
        ("Charlie", 1, 35, -40, 5, Some(25), 2, 0, 1, 1, 0),
        ("Delta", 3, 25, 0, 1, Some(25), 1, 0, 1, 0, 1),
        ("Echo", 4, 35, 15, 2, Some(35), 1, 1, 0, 0, 1),
    ];
    for (name, mp, total, diff, buchholz, best, played, w, d, l, byes) in expect {
        let r = row(&rows, name);
        assert_eq!(
            (
                r.match_points,
                r.total_score,
                r.score_difference,
                r.buchholz,
                r.best_match
            ),
            (mp, total, diff, buchholz, best),
            "{name}"
        );
        assert_eq!(
            (r.played, r.wins, r.draws, r.losses, r.byes),
            (played, w, d, l, byes),
            "{name}"
        );
    }
    // Default order: match points, then total (Bravo 80 over Alfa 60).
    assert_eq!(
        ranking(&rows),
        vec![
            (1, "Echo"),
            (2, "Delta"),
            (3, "Bravo"),
            (4, "Alfa"),
            (5, "Charlie")
        ]
    );
}

#[test]
fn each_criterion_alone_orders_as_computed() {
    let (teams, results) = five_teams();
    let order = |criteria: &[Criterion]| {
        let rows = team_standings(&teams, &results, &with_criteria(criteria)).unwrap();
        ranking(&rows)
            .into_iter()
            .map(|(rank, name)| (rank, name.to_owned()))
            .collect::<Vec<_>>()
    };
    let own = |v: &[(u32, &str)]| -> Vec<(u32, String)> {
        v.iter().map(|&(r, n)| (r, n.to_owned())).collect()
    };
    assert_eq!(
        order(&[Criterion::TotalScore]),
        own(&[
            (1, "Bravo"),
            (2, "Alfa"),
            (3, "Charlie"),
            (3, "Echo"),
            (5, "Delta")
        ])
    );
    assert_eq!(
        order(&[Criterion::TotalScore, Criterion::BestMatch]),
        own(&[
            (1, "Bravo"),
            (2, "Alfa"),
            (3, "Echo"),
            (4, "Charlie"),
            (5, "Delta")
        ])
    );
    assert_eq!(
        order(&[Criterion::ScoreDifference]),
        own(&[
            (1, "Bravo"),
            (2, "Echo"),
            (3, "Delta"),
            (4, "Alfa"),
            (5, "Charlie")
        ])
    );
    assert_eq!(
        order(&[Criterion::Buchholz, Criterion::MatchPoints]),
        own(&[
            (1, "Alfa"),
            (2, "Charlie"),
            (3, "Bravo"),
            (4, "Echo"),
            (5, "Delta")
        ])
    );
    assert_eq!(
        order(&[Criterion::BestMatch]),
        own(&[
            (1, "Bravo"),
            (2, "Alfa"),
            (3, "Echo"),
            (4, "Charlie"),
            (4, "Delta")
        ])
    );
}

#[test]
fn buchholz_breaks_a_tie_on_points_total_and_difference() {
    // R1 A 30–20 X, B 30–20 Y; R2 A 25–25 B, X 40–10 Y.
    // A and B: 3 points, 55 total, +10; A's opponents X (2) + B (3) = 5, B's Y (0) + A (3) = 3.
    let teams = teams(&["A", "B", "X", "Y"]);
    let results = vec![
        MatchResult::played(1, (1, 30), (3, 20)),
        MatchResult::played(1, (2, 30), (4, 20)),
        MatchResult::played(2, (1, 25), (2, 25)),
        MatchResult::played(2, (3, 40), (4, 10)),
    ];
    let rows = team_standings(&teams, &results, &TournamentSettings::default()).unwrap();
    assert_eq!((row(&rows, "A").buchholz, row(&rows, "B").buchholz), (5, 3));
    assert_eq!(ranking(&rows), vec![(1, "A"), (2, "B"), (3, "X"), (4, "Y")]);
    // Without Buchholz in the criteria, A and B share first place.
    let short = with_criteria(&[
        Criterion::MatchPoints,
        Criterion::TotalScore,
        Criterion::ScoreDifference,
    ]);
    let rows = team_standings(&teams, &results, &short).unwrap();
    assert_eq!(ranking(&rows), vec![(1, "A"), (1, "B"), (3, "X"), (4, "Y")]);
}

#[test]
fn best_match_breaks_the_last_tie_and_full_ties_share_a_rank() {
    // Every match a draw: P 20–20 R, Q 25–25 T, S 10–10 U; then P 30–30 S, Q 25–25 U, R 10–10 T.
    // P and Q: 2 points, 50 total, 0 difference, Buchholz 4; best 30 against 25.
    let teams = teams(&["P", "Q", "R", "S", "T", "U"]);
    let results = vec![
        MatchResult::played(1, (1, 20), (3, 20)),
        MatchResult::played(1, (2, 25), (5, 25)),
        MatchResult::played(1, (4, 10), (6, 10)),
        MatchResult::played(2, (1, 30), (4, 30)),
        MatchResult::played(2, (2, 25), (6, 25)),
        MatchResult::played(2, (3, 10), (5, 10)),
    ];
    let rows = team_standings(&teams, &results, &TournamentSettings::default()).unwrap();
    assert_eq!(
        ranking(&rows),
        vec![(1, "P"), (2, "Q"), (3, "S"), (4, "T"), (4, "U"), (6, "R")]
    );
    assert_eq!(row(&rows, "T").buchholz, 4);
    assert_eq!(row(&rows, "U").buchholz, 4);
}

#[test]
fn points_table_and_bye_award_follow_the_settings() {
    let (teams, results) = five_teams();
    let settings = TournamentSettings {
        points: MatchPointsTable {
            win: 3,
            draw: 1,
            loss: 0,
        },
        bye: ByeAward {
            match_points: Some(1),
            team_score: 20,
        },
        ..TournamentSettings::default()
    };
    let rows = team_standings(&teams, &results, &settings).unwrap();
    // Delta: draw 1 + bye 1; Echo: bye 1 + win 3. Byes add 20 to the total only.
    let delta = row(&rows, "Delta");
    assert_eq!(
        (
            delta.match_points,
            delta.total_score,
            delta.score_difference
        ),
        (2, 45, 0)
    );
    let echo = row(&rows, "Echo");
    assert_eq!(
        (echo.match_points, echo.total_score, echo.score_difference),
        (4, 55, 15)
    );
    assert_eq!(row(&rows, "Alfa").match_points, 3);
    // Alfa's Buchholz: Bravo 3 + Echo 4.
    assert_eq!(row(&rows, "Alfa").buchholz, 7);
    // A bye worth "as a win" follows the win value.
    let as_win = TournamentSettings {
        points: settings.points,
        ..TournamentSettings::default()
    };
    let rows = team_standings(&teams, &results, &as_win).unwrap();
    assert_eq!(row(&rows, "Echo").match_points, 6);
}

#[test]
fn dropped_and_unplayed_teams_stay_listed() {
    let (mut teams, results) = five_teams();
    teams[0].dropped = true;
    teams.push(Team::new(6, "Foxtrot"));
    let rows = team_standings(&teams, &results, &TournamentSettings::default()).unwrap();
    assert!(row(&rows, "Alfa").dropped);
    let late = row(&rows, "Foxtrot");
    assert_eq!((late.rank, late.played, late.best_match), (6, 0, None));
}

fn side(team: i64, players: &[(i64, &str, i64)]) -> SideResult {
    SideResult {
        team: TeamId(team),
        score: players.iter().map(|p| p.2).sum(),
        players: players
            .iter()
            .map(|&(id, name, score)| PlayerScore {
                player: PlayerId(id),
                name: name.into(),
                score,
            })
            .collect(),
        forfeited: false,
    }
}

#[test]
fn a_forfeit_gives_the_forfeit_points_whatever_the_scores() {
    let teams = teams(&["Uno", "Due"]);
    // Uno outscores Due on the board, 60 to 40, but forfeits.
    let played = MatchResult::played(1, (1, 60), (2, 40)).forfeited_by(TeamId(1));
    let mut settings = TournamentSettings::default();
    let rows = team_standings(&teams, std::slice::from_ref(&played), &settings).unwrap();
    let (uno, due) = (row(&rows, "Uno"), row(&rows, "Due"));
    assert_eq!((due.rank, due.wins, due.match_points), (1, 1, 2));
    assert_eq!((uno.rank, uno.losses, uno.match_points), (2, 1, 0));
    // The team that forfeits scores nothing in the tie-breakers; the winner keeps its
    // board points (docs/ORGANIZER.md, "Forfeits").
    assert_eq!(
        (uno.total_score, due.total_score),
        (0, 40),
        "the forfeiting team's board points count 0"
    );
    // The tournament's own forfeit points.
    settings.forfeit = ForfeitAward {
        win: Some(3),
        loss: Some(1),
    };
    let rows = team_standings(&teams, &[played], &settings).unwrap();
    assert_eq!(row(&rows, "Due").match_points, 3);
    assert_eq!(row(&rows, "Uno").match_points, 1);
    // The same scores without the forfeit: Uno wins.
    let rows = team_standings(
        &teams,
        &[MatchResult::played(1, (1, 60), (2, 40))],
        &settings,
    );
    assert_eq!(row(&rows.unwrap(), "Uno").wins, 1);
}

#[test]
fn individual_standings_rank_total_then_best_match() {
    let teams = teams(&["Uno", "Due"]);
    let results = vec![
        MatchResult::Played {
            round: 1,
            sides: vec![
                side(1, &[(1, "Anna", 25), (2, "Bruno", 20)]),
                side(2, &[(3, "Carla", 25), (4, "Dario", 5)]),
            ],
        },
        MatchResult::Played {
            round: 2,
            sides: vec![
                side(1, &[(1, "Anna", 10), (2, "Bruno", 25)]),
                side(2, &[(3, "Carla", 10), (4, "Dario", 30)]),
            ],
        },
    ];
    let rows = player_standings(&teams, &results).unwrap();
    let shown: Vec<(u32, &str, i64, i64, u32, &str)> = rows
        .iter()
        .map(|r| {
            (
                r.rank,
                r.name.as_str(),
                r.total_score,
                r.best_match,
                r.matches,
                r.team_name.as_str(),
            )
        })
        .collect();
    assert_eq!(
        shown,
        vec![
            (1, "Bruno", 45, 25, 2, "Uno"),
            (2, "Dario", 35, 30, 2, "Due"),
            (3, "Anna", 35, 25, 2, "Uno"),
            (3, "Carla", 35, 25, 2, "Due"),
        ]
    );
}

#[test]
fn bad_results_are_refused_with_a_reason() {
    let (teams, mut results) = five_teams();
    let settings = TournamentSettings::default();
    results.push(MatchResult::played(3, (1, 10), (9, 10)));
    assert_eq!(
        team_standings(&teams, &results, &settings),
        Err(TournamentError::UnknownTeam {
            round: 3,
            team: TeamId(9)
        })
    );
    results.pop();
    results.push(MatchResult::bye(2, 1));
    let err = team_standings(&teams, &results, &settings).unwrap_err();
    assert_eq!(err.code(), "team_twice_in_round");
    results.pop();
    results.push(MatchResult::Played {
        round: 3,
        sides: vec![SideResult::new(1, 10)],
    });
    assert_eq!(
        team_standings(&teams, &results, &settings),
        Err(TournamentError::TooFewSides { round: 3 })
    );
    let mut twins = teams.clone();
    twins.push(Team::new(1, "Alfa again"));
    assert_eq!(
        team_standings(&twins, &[], &settings),
        Err(TournamentError::DuplicateTeamId(TeamId(1)))
    );
}

#[test]
fn results_read_from_the_json_the_web_layer_stores() {
    let json = r#"[
        {"kind":"played","round":1,"sides":[
            {"team":1,"score":40,"players":[{"player":11,"name":"Anna","score":40}]},
            {"team":2,"score":30}]},
        {"kind":"bye","round":1,"team":3}
    ]"#;
    let results: Vec<MatchResult> = serde_json::from_str(json).unwrap();
    assert_eq!(results[1], MatchResult::bye(1, 3));
    let teams = teams(&["Alfa", "Bravo", "Charlie"]);
    let rows = team_standings(&teams, &results, &TournamentSettings::default()).unwrap();
    assert_eq!(
        ranking(&rows),
        vec![(1, "Alfa"), (2, "Charlie"), (3, "Bravo")]
    );
}
