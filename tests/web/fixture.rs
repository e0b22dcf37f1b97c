//! The shared tournament fixture of the web tests: an organizer with a referee, a
//! tournament with its teams registered by CSV, rounds paired and published, random
//! games recorded at the tables and signed, results confirmed and adjusted. Each step
//! goes through the organizer's own routes and checks it was accepted, so a test
//! builds the evening it needs from these and asserts only what it is about.
//!
//! (`routes::fixture` is something else: the one data set the route matrix and the
//! bad-input tests run every route against.)

#[path = "../support/console_entries.rs"]
mod console_entries;

use crate::console::random_player;
use crate::helpers::{Resp, TestApp};
use arbitro::accounts::Role;
use arbitro::db::matches;
use arbitro::engine::{MatchLog, Score};
use axum::http::StatusCode;
pub use console_entries::Entrant;

pub const ORGANIZER_PW: &str = "organizer-pass";
pub const REFEREE_PW: &str = "referee-pass";

/// Four teams, two from one club.
pub const FOUR: &str = "team,player1,player2,club\n\
    Corsari,Anna,Bruno,Roma\n\
    Lupi,Carla,Dario,Roma\n\
    Aquile,Eva,Franco,Milano\n\
    Orsi,Gina,Ugo,\n";

/// The same four and a fifth: two tables and a bye.
pub const FIVE: &str = "team,player1,player2,club\n\
    Corsari,Anna,Bruno,Roma\n\
    Lupi,Carla,Dario,Roma\n\
    Aquile,Eva,Franco,Milano\n\
    Orsi,Gina,Ugo,\n\
    Volpi,Ivo,Lia,Torino\n";

/// A fresh app with `org` (organizer, user 1, logged in) and `ref1` (referee, user 2).
pub async fn organizer() -> TestApp {
    let mut t = TestApp::new().await;
    t.add_user("org", ORGANIZER_PW, Role::Organizer).await;
    t.add_user("ref1", REFEREE_PW, Role::Referee).await;
    t.login("org", ORGANIZER_PW).await;
    t
}

/// The same data as another account (`None`: a visitor with no login), on a restarted
/// app with its own cookie jar. Referees log in with [`REFEREE_PW`].
pub async fn as_user(t: &TestApp, name: Option<&str>) -> TestApp {
    let mut other = t.restart().await;
    other.jar.clear();
    if let Some(n) = name {
        let r = other.login(n, REFEREE_PW).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER);
    }
    other
}

/// Creates a tournament held on 2026-11-21; returns its id.
pub async fn create_tournament(t: &mut TestApp, name: &str, venue: &str) -> i64 {
    let r = t
        .post(
            "/tournaments",
            &[("name", name), ("held_on", "2026-11-21"), ("venue", venue)],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    r.location()
        .trim_start_matches("/tournaments/")
        .trim_end_matches("/manage")
        .parse()
        .unwrap()
}

/// The usual tournament: "Serata di novembre" at the Circolo, no teams yet.
pub async fn tournament(t: &mut TestApp) -> i64 {
    create_tournament(t, "Serata di novembre", "Circolo").await
}

/// Registers the teams of a CSV file (header `team,player1,player2,club`).
pub async fn register(t: &mut TestApp, id: i64, csv: &str) {
    let r = t
        .post(
            &format!("/tournaments/{id}/import/confirm"),
            &[("csv", csv)],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
}

/// The usual tournament with the teams of `csv` registered.
pub async fn tournament_with(t: &mut TestApp, csv: &str) -> i64 {
    let id = tournament(t).await;
    register(t, id, csv).await;
    id
}

/// Pairs the next round as a draft (despite unfinished matches); returns its row id.
pub async fn pair(t: &mut TestApp, id: i64) -> i64 {
    let r = t
        .post(&format!("/tournaments/{id}/rounds"), &[("confirm", "1")])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    sqlx::query_scalar("SELECT id FROM rounds WHERE tournament_id = ? AND status = 'draft'")
        .bind(id)
        .fetch_one(t.db.pool())
        .await
        .unwrap()
}

/// Publishes a draft round: each table's match opens.
pub async fn publish(t: &mut TestApp, id: i64, round: i64) {
    let r = t
        .post(
            &format!("/tournaments/{id}/rounds/{round}/publish"),
            &[("confirm", "1")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
}

/// A team tournament "Coppa a coppie" of two teams, Corsari (Anna, Bruno) and
/// Lupi (Carla, Dario), its round 1 paired and published: (tournament, round).
pub async fn two_team_cup(t: &mut TestApp) -> (i64, i64) {
    let cup = create_tournament(t, "Coppa a coppie", "Circolo").await;
    register(
        t,
        cup,
        "team,player1,player2,club\nCorsari,Anna,Bruno,Lupi\nLupi,Carla,Dario,Orsi\n",
    )
    .await;
    let round = pair(t, cup).await;
    publish(t, cup, round).await;
    (cup, round)
}

/// The matches of a round's tables (not the bye), in table order.
pub async fn round_matches(t: &TestApp, round: i64) -> Vec<i64> {
    sqlx::query_scalar(
        "SELECT match_id FROM round_tables WHERE round_id = ? AND match_id IS NOT NULL
         ORDER BY table_no",
    )
    .bind(round)
    .fetch_all(t.db.pool())
    .await
    .unwrap()
}

/// Publishes a draft round; returns its tables' matches.
pub async fn publish_draft(t: &mut TestApp, id: i64, round: i64) -> Vec<i64> {
    publish(t, id, round).await;
    round_matches(t, round).await
}

/// Pairs and publishes the next round; returns its tables' matches.
pub async fn publish_next_round(t: &mut TestApp, id: i64) -> Vec<i64> {
    let round = pair(t, id).await;
    publish_draft(t, id, round).await
}

/// Adds account `user` to the referees of round table `table` (draft or published).
pub async fn add_table_referee(t: &mut TestApp, id: i64, table: i64, user: i64) {
    let round: i64 = sqlx::query_scalar("SELECT round_id FROM round_tables WHERE id = ?")
        .bind(table)
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    let r = t
        .post(
            &format!("/tournaments/{id}/rounds/{round}/tables/{table}/referees"),
            &[("add", &user.to_string())],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
}

/// The first `upto` moves of the random game of `seed`, stored on a table's match as
/// the console stores them by the organizer: finished if the game ended, in play
/// otherwise. Returns the log stored (the table's players, the moves recorded).
pub async fn record_random_game(t: &TestApp, match_id: i64, seed: u64, upto: usize) -> MatchLog {
    let (log, game) = random_player::play_game(seed, 1, upto);
    let status = if game.finished() {
        "finished"
    } else {
        "playing"
    };
    record(t, match_id, log, &Entrant::ORGANIZER, status).await
}

/// Stores `log`'s moves on a table's match as the console does (see
/// [`console_entries::store_as_console`]).
pub async fn record(
    t: &TestApp,
    match_id: i64,
    log: MatchLog,
    by: &Entrant,
    status: &str,
) -> MatchLog {
    console_entries::store_as_console(&t.db, match_id, log, by, status).await
}

/// Plays a whole random game on a table's match, finished and not yet signed.
pub async fn play(t: &TestApp, match_id: i64, seed: u64) -> MatchLog {
    let (log, game) = random_player::play_game(seed, 1, 4000);
    assert!(game.finished(), "the random game ends");
    record(t, match_id, log, &Entrant::ORGANIZER, "finished").await
}

/// The score of a recorded log.
pub fn score(log: &MatchLog) -> Score {
    arbitro::engine::replay(log).unwrap().score()
}

/// Signs a finished match in the console as the account of `t`.
pub async fn sign(t: &mut TestApp, match_id: i64) {
    let r = t.post(&format!("/console/m/{match_id}/sign"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
}

/// Plays a whole random game on a table's match and signs it off in storage as the
/// organizer (no request, so no live event); returns its score.
pub async fn play_and_sign(t: &TestApp, match_id: i64, seed: u64) -> Score {
    let log = play(t, match_id, seed).await;
    assert!(matches::sign(&t.db, match_id, 1, 0).await.unwrap());
    score(&log)
}

/// Confirms a signed result as the account of `by` (the tournament's second
/// confirmation).
pub async fn confirm(by: &mut TestApp, id: i64, m: i64) {
    let r = by
        .post(&format!("/tournaments/{id}/matches/{m}/confirm"), &[])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
}

/// Posts a score adjustment of match `m` (`target` is `t{team}` or `p{team}_{player}`).
pub async fn adjust(
    t: &mut TestApp,
    id: i64,
    m: i64,
    target: &str,
    points: &str,
    why: &str,
) -> Resp {
    t.post(
        &format!("/tournaments/{id}/matches/{m}/adjust"),
        &[("target", target), ("points", points), ("reason", why)],
    )
    .await
}

/// The settings form as a new tournament stores it, with `changes` made: a field
/// replaced in place, added at the end, or removed when given empty (an unticked
/// box), but for the two whose empty value means something.
pub fn settings_form<'a>(changes: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
    let mut f: Vec<(&str, &str)> = vec![
        ("name", "Serata di novembre"),
        ("held_on", "2026-11-21"),
        ("venue", "Circolo"),
        ("neutral_tanks", "1"),
        ("match_minutes", "100"),
        ("announce_at_minutes", "90"),
        ("chances_per_team", "4"),
        ("tank_cap", "120"),
        ("asia_del_nord_stacks", "1"),
        ("turn_warning_seconds", ""),
        ("c1", "match_points"),
        ("c2", "total_score"),
        ("c3", "score_difference"),
        ("c4", "buchholz"),
        ("c5", "best_match"),
        ("win", "2"),
        ("draw", "1"),
        ("loss", "0"),
        ("bye_points", ""),
        ("bye_score", "0"),
        ("club_avoidance", "all_rounds"),
    ];
    for &(k, v) in changes {
        let kept = !v.is_empty() || k.starts_with("turn_") || k.starts_with("bye_points");
        match f.iter().position(|(n, _)| *n == k) {
            Some(i) if kept => f[i].1 = v,
            Some(i) => {
                f.remove(i);
            }
            None if kept => f.push((k, v)),
            None => {}
        }
    }
    f
}

/// Turns the second confirmation on through the settings page.
pub async fn require_confirmation(t: &mut TestApp, id: i64) {
    let r = t
        .post(
            &format!("/tournaments/{id}/settings"),
            &settings_form(&[("second_confirmation", "1")]),
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
}

/// The individual tournament a `POST /individual` created: its id, from the redirect to
/// its manage page (the answer must be that redirect).
pub fn individual_id(r: &Resp) -> i64 {
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    r.location()
        .trim_start_matches("/individual/")
        .trim_end_matches("/manage")
        .parse()
        .unwrap_or_else(|_| panic!("not a tournament's page: {}", r.location()))
}

/// Registers `csv`'s players in individual tournament `id`, seats round 1 and publishes
/// it, each step checked.
pub async fn individual_round_one(t: &mut TestApp, id: i64, csv: &str) {
    let r = t
        .post(&format!("/individual/{id}/import/confirm"), &[("csv", csv)])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let r = t.post(&format!("/individual/{id}/rounds"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let r = t
        .post(&format!("/individual/{id}/rounds/1/publish"), &[])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
}
