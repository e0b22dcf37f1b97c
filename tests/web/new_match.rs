//! A new match is stored whole or not at all: the match, its actions, its club board
//! version and its referee in one transaction (`db::matches::create`). A failure in the
//! middle (a board version or an account that is not there, or a write the schema
//! refuses, forced here by a trigger) leaves no match row behind, and every new-match
//! form and the log upload answer it with a 4xx and a sentence, never a 500.

use crate::console::organizer;
use crate::console_tegjr::ring_board;
use crate::helpers::TestApp;
use crate::reliability::api_post;
use arbitro::accounts::Role;
use arbitro::db::{self, DbError};
use axum::http::StatusCode;

/// The sentence of a new match the schema refused (Italian, the default).
const NOT_CREATED: &str = "La partita non è stata creata";

/// Makes every insert into `table` fail, as a constraint the schema enforces would.
async fn refuse_inserts(t: &TestApp, table: &str) {
    let sql = format!(
        "CREATE TRIGGER refuse_{table} BEFORE INSERT ON {table} \
         BEGIN SELECT RAISE(ABORT, 'refused by the test'); END"
    );
    sqlx::query(&sql).execute(t.db.pool()).await.unwrap();
}

async fn allow_inserts(t: &TestApp, table: &str) {
    let sql = format!("DROP TRIGGER refuse_{table}");
    sqlx::query(&sql).execute(t.db.pool()).await.unwrap();
}

/// Nothing of a new match is stored.
async fn nothing_stored(t: &TestApp, matches: i64) {
    assert_eq!(
        t.count("matches").await,
        matches,
        "no match row left behind"
    );
    assert_eq!(t.count("match_referees").await, matches);
    assert_eq!(t.count("board_matches").await, 0);
}

/// Uploads the ring board for TEG Jr; its id.
async fn club_board(t: &mut TestApp) -> i64 {
    let r = t
        .post(
            "/boards",
            &[("text", &ring_board(10)), ("ruleset", "teg-jr")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    r.location().trim_start_matches("/boards/").parse().unwrap()
}

#[tokio::test]
async fn a_failure_in_the_middle_of_a_new_match_leaves_no_row_behind() {
    let mut t = organizer().await;
    let referee = t
        .add_user("arbitro", "a long password", Role::Referee)
        .await;
    let board = club_board(&mut t).await;
    let actions = [r#"{"type":"start_clock"}"#.to_string()];
    let new = |created_by, board| db::matches::NewMatch {
        label: "Tavolo 9",
        setup_json: "{}",
        public_token: "token-of-the-test",
        status: "playing",
        actions: &actions,
        created_by,
        board,
        now: 100,
    };
    let constraint = |r: Result<i64, DbError>| match r {
        Err(DbError::Constraint(_)) => {}
        other => panic!("a constraint refusal, not {other:?}"),
    };
    // The match and its entries are inserted, then the board link is refused.
    constraint(db::matches::create(&t.db, &new(referee, Some((board, 7)))).await);
    constraint(db::matches::create(&t.db, &new(referee, Some((999, 1)))).await);
    nothing_stored(&t, 0).await;
    assert_eq!(t.count("match_entries").await, 0);
    // An account that is not there.
    constraint(db::matches::create(&t.db, &new(999, None)).await);
    nothing_stored(&t, 0).await;
    // The last write, the referee's assignment, refused: the board link goes too.
    refuse_inserts(&t, "match_referees").await;
    constraint(db::matches::create(&t.db, &new(referee, Some((board, 1)))).await);
    nothing_stored(&t, 0).await;
    assert_eq!(t.count("match_entries").await, 0);
    // Once the schema takes it, all of it is stored.
    allow_inserts(&t, "match_referees").await;
    let id = db::matches::create(&t.db, &new(referee, Some((board, 1))))
        .await
        .unwrap();
    let referees = db::match_referees::referees(&t.db, id).await.unwrap();
    assert_eq!(referees, [(referee, "arbitro".to_string())]);
    assert_eq!(t.count("match_entries").await, 1);
    let (on, version) = db::boards::of_match(&t.db, id).await.unwrap().unwrap();
    assert_eq!((on, version.version), (board, 1));
}

/// A valid new-match form of each ruleset the console offers.
fn forms(board: &str) -> Vec<Vec<(&str, &str)>> {
    let seats = |ruleset, colours: [&'static str; 2]| {
        vec![
            ("ruleset", ruleset),
            ("label", "Tavolo 9"),
            ("seats", "2"),
            ("name0", "Anna"),
            ("name1", "Bruno"),
            ("colour0", colours[0]),
            ("colour1", colours[1]),
        ]
    };
    let mut classic = seats("risiko-classic", ["blu", "rosso"]);
    classic[2].1 = "3";
    classic.extend([("name2", "Carla"), ("colour2", "verde")]);
    let mut torneo = classic.clone();
    torneo[0].1 = "risiko-torneo";
    let mut tegjr = seats("teg-jr", ["blu", "rosso"]);
    tegjr.push(("board", board));
    // 2 vs 2: four players, two teams (its form has no `seats`).
    let mut two_vs_two = classic.clone();
    two_vs_two[0].1 = "risiko-2v2";
    two_vs_two.extend([
        ("name3", "Dario"),
        ("colour3", "giallo"),
        ("team_a", "A"),
        ("team_b", "B"),
    ]);
    vec![
        two_vs_two,
        classic,
        torneo,
        seats("risk2210", ["blu", "rosso"]),
        seats("teg-revancha", ["azul", "rojo"]),
        tegjr,
    ]
}

#[tokio::test]
async fn every_new_match_form_answers_a_refused_write_with_a_sentence_and_stores_nothing() {
    let mut t = organizer().await;
    let board = club_board(&mut t).await.to_string();
    // The assignment refused: every form, the club board's too.
    refuse_inserts(&t, "match_referees").await;
    for form in forms(&board) {
        let r = t.post("/console/new", &form).await;
        assert_eq!(r.status, StatusCode::CONFLICT, "{form:?}: {}", r.body);
        assert!(r.body.contains(NOT_CREATED), "{form:?}: {}", r.body);
        // The form comes back with what was typed.
        assert!(r.body.contains("value=\"Anna\""), "{form:?}: {}", r.body);
        nothing_stored(&t, 0).await;
    }
    allow_inserts(&t, "match_referees").await;
    // The club board's link refused: the TEG Jr match is not left without it.
    refuse_inserts(&t, "board_matches").await;
    let tegjr = forms(&board).pop().unwrap();
    let r = t.post("/console/new", &tegjr).await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.body);
    assert!(r.body.contains(NOT_CREATED), "{}", r.body);
    nothing_stored(&t, 0).await;
    allow_inserts(&t, "board_matches").await;
    // Taken again, each form stores its match with its referee (and its board).
    for (i, form) in (1..).zip(forms(&board)) {
        let r = t.post("/console/new", &form).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{form:?}: {}", r.body);
        assert_eq!(t.count("matches").await, i);
        assert_eq!(t.count("match_referees").await, i);
    }
    assert_eq!(t.count("board_matches").await, 1);
}

#[tokio::test]
async fn the_api_answers_a_refused_write_with_409_and_a_sentence_and_stores_nothing() {
    let mut t = organizer().await;
    let scenario: serde_json::Value =
        serde_json::from_str(include_str!("../scenarios/tegjr/conquest_occupy_card.json")).unwrap();
    let log = scenario["log"].to_string().into_bytes();
    let classic = serde_json::json!({
        "ruleset": "risiko-classic", "label": "Tavolo 9",
        "players": [
            {"name": "Anna", "colour": "blu"},
            {"name": "Bruno", "colour": "rosso"},
            {"name": "Carla", "colour": "verde"},
        ],
    })
    .to_string()
    .into_bytes();
    let seats = ["Anna", "Bruno", "Carla", "Dario"].into_iter();
    let players: Vec<serde_json::Value> = seats
        .zip(["blu", "rosso", "verde", "giallo"])
        .map(|(name, colour)| serde_json::json!({"name": name, "colour": colour}))
        .collect();
    let two_vs_two = serde_json::json!({
        "label": "Tavolo 9", "team_a": "A", "team_b": "B", "players": players,
    })
    .to_string()
    .into_bytes();
    let bodies = [
        ("/api/v1/matches?label=copia", log),
        ("/api/v1/matches", classic),
        ("/api/v1/matches", two_vs_two),
    ];
    refuse_inserts(&t, "match_referees").await;
    for (path, body) in bodies.clone() {
        let r = api_post(&mut t, path, body).await;
        assert_eq!(r.status, StatusCode::CONFLICT, "{path}: {}", r.body);
        let v: serde_json::Value = serde_json::from_str(&r.body).unwrap();
        assert_eq!(v["code"], "not_created");
        assert!(v["message"].as_str().unwrap().contains(NOT_CREATED), "{v}");
        nothing_stored(&t, 0).await;
        assert_eq!(t.count("match_entries").await, 0);
    }
    allow_inserts(&t, "match_referees").await;
    for (path, body) in bodies {
        let r = api_post(&mut t, path, body).await;
        assert_eq!(r.status, StatusCode::CREATED, "{path}: {}", r.body);
    }
    assert_eq!(t.count("match_referees").await, 3);
}
