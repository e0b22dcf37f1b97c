//! The fast paths stay right: recordings that share one commit are each stored and
//! replay to the game the engine expects; pages kept between requests follow every
//! change. (Speed itself is measured by `cargo bench --bench load`, never asserted.)

use crate::console::random_player::{physical, play_game};
use crate::fixture::{
    FOUR, adjust, as_user, confirm, organizer, play, publish_next_round, require_confirmation,
    sign, tournament_with,
};
use crate::helpers::{BASE, TestApp};
use crate::reliability::visitor;
use arbitro::accounts::Role;
use arbitro::db;
use arbitro::engine::{Action, ClockEvent, Game, MatchLog};
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use std::collections::BTreeMap;
use tower::ServiceExt;

type Jar = BTreeMap<String, String>;

/// A random match as a setup with its physical draft, and the legal actions after
/// the draft a referee would submit (clock events left to the server).
fn prepared(seed: u64, n: usize) -> (MatchLog, Vec<Action>) {
    let (log, _) = play_game(seed, 1_000, 2_000);
    let mut game = Game::new(&MatchLog {
        actions: Vec::new(),
        ..log.clone()
    })
    .unwrap();
    let mut k = 0;
    while game.phase() == arbitro::engine::risiko2v2::Phase::Draft {
        game = game.apply(&log.actions[k]).unwrap();
        k += 1;
    }
    let setup = physical(&log, &game);
    let mut check = Game::new(&setup).unwrap();
    let mut actions = Vec::new();
    for a in &log.actions[k..] {
        if matches!(a, Action::Clock { .. }) {
            continue;
        }
        if check.clock_due_to_start() && matches!(a, Action::Place { .. }) {
            let start = Action::Clock {
                event: ClockEvent::Start,
                at: chrono::Utc::now(),
            };
            check = check.apply(&start).unwrap();
        }
        match check.apply(a) {
            Ok(g) => check = g,
            Err(_) => break,
        }
        actions.push(a.clone());
        if actions.len() == n {
            break;
        }
    }
    (setup, actions)
}

/// A request with the jar's cookies and the CSRF header, sent straight to the router
/// so that several can be in flight at once.
fn api_post(jar: &Jar, csrf: &str, path: &str, body: String) -> Request<Body> {
    let cookies: Vec<String> = jar.iter().map(|(k, v)| format!("{k}={v}")).collect();
    Request::post(path)
        .header(header::COOKIE, cookies.join("; "))
        .header("x-csrf-token", csrf)
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::ORIGIN, BASE)
        .body(Body::from(body))
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_recordings_share_commits_and_each_is_stored() {
    let mut t = TestApp::new().await;
    t.add_user("org", "organizer-pass", Role::Organizer).await;
    t.login("org", "organizer-pass").await;
    let csrf = t.csrf().await;
    let tables = 6;
    let per_table = 25;
    let mut matches = Vec::new();
    for seed in 0..tables {
        let (setup, actions) = prepared(seed + 11, per_table);
        assert_eq!(actions.len(), per_table);
        let r = t
            .post_body(
                "/api/v1/matches?label=load",
                setup.to_json().into_bytes(),
                &[
                    ("x-csrf-token", csrf.as_str()),
                    ("content-type", "application/json"),
                    ("origin", BASE),
                ],
            )
            .await;
        assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
        let v: serde_json::Value = serde_json::from_str(&r.body).unwrap();
        matches.push((v["id"].as_i64().unwrap(), setup, actions));
    }
    // Every table's referee submits at once; each waits for its own answer.
    let mut tasks = Vec::new();
    for (id, _, actions) in &matches {
        let (id, actions) = (*id, actions.clone());
        let router = t.router.clone();
        let jar = t.jar.clone();
        let csrf = csrf.clone();
        tasks.push(tokio::spawn(async move {
            let mut expected = 0;
            let mut last = serde_json::Value::Null;
            for (i, a) in actions.iter().enumerate() {
                let body =
                    serde_json::json!({"expected": expected, "key": format!("k{i}"), "action": a});
                let path = format!("/api/v1/matches/{id}/actions");
                let req = api_post(&jar, &csrf, &path, body.to_string());
                let resp = router.clone().oneshot(req).await.unwrap();
                assert_eq!(resp.status(), StatusCode::OK);
                let bytes = resp.into_body().collect().await.unwrap().to_bytes();
                let v: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
                assert!(v["entries"].as_i64().unwrap() > expected);
                assert_eq!(v["repeated"], false);
                expected = v["entries"].as_i64().unwrap();
                last = v;
            }
            (expected, last)
        }));
    }
    let mut counts = Vec::new();
    for task in tasks {
        counts.push(task.await.unwrap());
    }
    // Storage holds exactly what each answer said, and it replays to the same game.
    // A second app on the same file keeps no games: it reads and replays storage.
    let mut fresh = t.restart().await;
    for ((id, setup, actions), (count, mut last)) in matches.iter().zip(counts) {
        // The answer, built from the game the recording produced, is what reading
        // the match from storage shows (the clocks are the tests', so nothing moves).
        last.as_object_mut().unwrap().remove("repeated");
        let read = fresh.get(&format!("/api/v1/matches/{id}")).await;
        let read: serde_json::Value = serde_json::from_str(&read.body).unwrap();
        assert_eq!(last, read, "match {id}");
        let entries = db::match_entries::entries(&t.db, *id).await.unwrap();
        assert_eq!(entries.len() as i64, count);
        let stored: Vec<Action> = db::match_entries::effective_actions(&entries)
            .iter()
            .map(|a| serde_json::from_str(a).unwrap())
            .filter(|a| !matches!(a, Action::Clock { .. }))
            .collect();
        assert_eq!(&stored, actions);
        let log = MatchLog {
            actions: db::match_entries::effective_actions(&entries)
                .iter()
                .map(|a| serde_json::from_str(a).unwrap())
                .collect(),
            ..setup.clone()
        };
        assert!(arbitro::engine::replay(&log).is_ok());
    }
    // A double tap after all that still records once.
    let (id, _, actions) = &matches[0];
    let before = t.count("match_entries").await;
    let again = serde_json::json!({"expected": 0, "key": "k0", "action": actions[0]});
    let r = t
        .router
        .clone()
        .oneshot(api_post(
            &t.jar,
            &csrf,
            &format!("/api/v1/matches/{id}/actions"),
            again.to_string(),
        ))
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(t.count("match_entries").await, before);
}

/// The standings and home pages are kept between requests until the next write: each
/// organizer write below is made right after the page was seen (and so kept), and the
/// next view must show it.
#[tokio::test]
async fn kept_pages_follow_every_organizer_write() {
    let mut t = organizer().await;
    let id = tournament_with(&mut t, FOUR).await;
    let mut anon = visitor(&t);
    let standings = format!("/tournaments/{id}/standings");
    let home = format!("/tournaments/{id}");
    let deck = format!("/tournaments/{id}/projector/deck");
    assert!(!anon.get(&home).await.body.contains("Tavolo 1"));
    // A round published: the home page and the projector show its tables.
    let matches = publish_next_round(&mut t, id).await;
    let first = anon.get(&home).await.body;
    assert!(first.contains(&format!("/tournaments/{id}/rounds/1")));
    let before = anon.get(&standings).await.body;
    // Signed: the result counts at once (and the kept copy is not served again).
    play(&t, matches[0], 5).await;
    assert_eq!(
        anon.get(&standings).await.body,
        before,
        "played, not signed"
    );
    sign(&mut t, matches[0]).await;
    let signed = anon.get(&standings).await.body;
    assert_ne!(signed, before, "signed");
    assert_eq!(anon.get(&deck).await.status, StatusCode::OK);
    // An adjustment shows with its reason.
    let team: i64 = sqlx::query_scalar("SELECT team_id FROM match_seats WHERE match_id = ?")
        .bind(matches[0])
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    let r = adjust(&mut t, id, matches[0], &format!("t{team}"), "7", "penalità").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let adjusted = anon.get(&standings).await.body;
    assert!(adjusted.contains("penalità") && adjusted != signed);
    // Hidden results leave the public standings; shown again, they return.
    let results = format!("/tournaments/{id}/rounds/1/results");
    let r = t.post(&results, &[("results", "hidden")]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let hidden = anon.get(&standings).await.body;
    assert!(!hidden.contains("penalità"));
    let r = t.post(&results, &[("results", "visible")]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    assert_eq!(anon.get(&standings).await.body, adjusted);
    // A renamed team is renamed everywhere.
    let name: String = sqlx::query_scalar("SELECT name FROM teams WHERE id = ?")
        .bind(team)
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    let players: Vec<String> =
        sqlx::query_scalar("SELECT name FROM players WHERE team_id = ? ORDER BY position")
            .bind(team)
            .fetch_all(t.db.pool())
            .await
            .unwrap();
    let r = t
        .post(
            &format!("/tournaments/{id}/teams/{team}"),
            &[
                ("name", "I Pirati"),
                ("player1", players[0].as_str()),
                ("player2", players[1].as_str()),
                ("club", ""),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    for page in [&standings, &home] {
        let body = anon.get(page).await.body;
        assert!(body.contains("I Pirati") && !body.contains(&name), "{page}");
    }
    // Reopened: the result counts no more.
    let r = t
        .post(
            &format!("/tournaments/{id}/matches/{}/reopen", matches[0]),
            &[("reason", "wrong attack")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let reopened = anon.get(&standings).await.body;
    assert!(!reopened.contains("penalità"));
    // A second confirmation required: signed again, it waits for someone else.
    require_confirmation(&mut t, id).await;
    sign(&mut t, matches[0]).await;
    assert_eq!(anon.get(&standings).await.body, reopened);
    let mut referee = as_user(&t, Some("ref1")).await;
    confirm(&mut referee, id, matches[0]).await;
    assert!(anon.get(&standings).await.body.contains("penalità"));
}

/// How many stored results match `m` has (0 or 1).
async fn stored(t: &TestApp, m: i64) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM match_results WHERE match_id = ?")
        .bind(m)
        .fetch_one(t.db.pool())
        .await
        .unwrap()
}

#[tokio::test]
async fn no_page_replays_a_signed_match() {
    // Issue 27 item 10: the first standings view after start-up replayed every signed
    // match. A signed result is stored when signed, or on first read when missing (a
    // database or an import from before), and forgotten on reopening.
    let mut t = organizer().await;
    let id = tournament_with(&mut t, FOUR).await;
    let matches = publish_next_round(&mut t, id).await;
    play(&t, matches[0], 5).await;
    sign(&mut t, matches[0]).await;
    assert_eq!(stored(&t, matches[0]).await, 1, "stored when signed");
    play(&t, matches[1], 6).await;
    assert!(db::matches::sign(&t.db, matches[1], 1, 0).await.unwrap());
    assert_eq!(stored(&t, matches[1]).await, 0, "signed in storage only");
    let api = format!("/api/v1/tournaments/{id}/standings");
    let standings = t.get(&api).await.body;
    assert_eq!(stored(&t, matches[1]).await, 1, "stored on first read");

    // Break both logs without changing their entry count or setup: any page that
    // replayed them would fail. After a restart nothing is kept in memory.
    sqlx::query("UPDATE match_entries SET action_json = '{\"type\":\"nonsense\"}' WHERE seq = 3")
        .execute(t.db.pool())
        .await
        .unwrap();
    let mut fresh = t.restart().await;
    assert_eq!(fresh.get(&api).await.body, standings, "the same standings");
    for page in [
        format!("/tournaments/{id}/standings"),
        format!("/tournaments/{id}/rounds/1"),
        format!("/tournaments/{id}/export/standings.csv"),
    ] {
        assert_eq!(fresh.get(&page).await.status, StatusCode::OK, "{page}");
    }

    // Reopened: the stored result is forgotten (the console may now change it).
    let r = fresh
        .post(
            &format!("/tournaments/{id}/matches/{}/reopen", matches[1]),
            &[("reason", "wrong attack")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    assert_eq!(stored(&fresh, matches[1]).await, 0);
    assert_eq!(stored(&fresh, matches[0]).await, 1);
}
