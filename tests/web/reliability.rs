//! Shared fixture of the reliability tests (faults, concurrency, bad input, the
//! role × route matrix): an organizer, matches created through the API, a second
//! visitor on the same app, a look at every table of the database.

use crate::console::random_player::{self, RandomPlayer};
use crate::helpers::{BASE, Resp, TestApp};
use arbitro::accounts::Role;
use arbitro::clock::ManualClock;
use arbitro::db::{self, Db};
use arbitro::engine::{Action, Game, MatchLog, Phase};
use arbitro::{AppState, WebConfig, app};
use chrono::{TimeZone, Utc};
use std::collections::BTreeMap;
use std::sync::Arc;

pub const PW: &str = "reliability-pass";

/// A fresh app with `org` (organizer) logged in.
pub async fn organizer() -> TestApp {
    let mut t = TestApp::new().await;
    t.add_user("org", PW, Role::Organizer).await;
    let r = t.login("org", PW).await;
    assert_eq!(r.status, 303, "{}", r.body);
    t
}

/// The same app (router, database, clock) seen by another visitor with no cookies.
pub fn visitor(t: &TestApp) -> TestApp {
    TestApp {
        dir: t.dir.clone(),
        db: t.db.clone(),
        clock: t.clock.clone(),
        router: t.router.clone(),
        jar: BTreeMap::new(),
    }
}

/// The same data folder served by an app over `db` (a pool the test built).
pub fn app_over(t: &TestApp, db: Db, base_url: &str) -> TestApp {
    let clock = Arc::new(ManualClock::new(
        Utc.with_ymd_and_hms(2026, 11, 21, 20, 0, 0).unwrap(),
    ));
    let state = AppState::new(db.clone(), WebConfig::new(base_url), clock.clone());
    TestApp {
        dir: t.dir.clone(),
        db,
        clock,
        router: app(state),
        jar: t.jar.clone(),
    }
}

/// The URL of the test app's database file.
pub fn db_url(t: &TestApp) -> String {
    format!("sqlite://{}", t.dir.path().join("arbitro.sqlite").display())
}

/// A new account of `role`, logged in on the same app.
pub async fn signed_in(t: &TestApp, name: &str, role: Role) -> (TestApp, i64) {
    let id = t.add_user(name, PW, role).await;
    let mut v = visitor(t);
    let r = v.login(name, PW).await;
    assert_eq!(r.status, 303, "{}", r.body);
    (v, id)
}

/// A setup dealt from `seed` with the draft already resolved (physical owners).
pub fn placed_log(seed: u64) -> MatchLog {
    let log = random_player::new_log(seed);
    let mut game = Game::new(&log).unwrap();
    let mut p = RandomPlayer::new(seed, 3);
    while game.phase() == Phase::Draft {
        let a = p.action(&game).unwrap();
        game = game.apply(&a).unwrap();
    }
    random_player::physical(&log, &game)
}

/// Posts JSON to the API as this visitor (CSRF header, same origin).
pub async fn api_post(t: &mut TestApp, path: &str, body: Vec<u8>) -> Resp {
    let csrf = t.csrf().await;
    t.post_body(
        path,
        body,
        &[
            ("x-csrf-token", &csrf),
            ("content-type", "application/json"),
            ("origin", BASE),
        ],
    )
    .await
}

/// Creates a match at its initial placement through the API; returns its id.
pub async fn upload(t: &mut TestApp, seed: u64) -> i64 {
    let log = placed_log(seed);
    let r = api_post(
        t,
        "/api/v1/matches?label=Tavolo",
        log.to_json().into_bytes(),
    )
    .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let v: serde_json::Value = serde_json::from_str(&r.body).unwrap();
    v["id"].as_i64().unwrap()
}

/// Assigns a referee to a match (as the organizer `t`).
pub async fn assign(t: &mut TestApp, match_id: i64, user_id: i64) {
    let r = t
        .post(
            &format!("/console/m/{match_id}/referees"),
            &[("add", &user_id.to_string())],
        )
        .await;
    assert_eq!(r.status, 303, "{}", r.body);
}

/// The match's game and entry count, straight from storage.
pub async fn game_of(db: &Db, id: i64) -> (Game, i64) {
    let m = db::matches::get(db, id).await.unwrap().unwrap();
    let entries = db::match_entries::entries(db, id).await.unwrap();
    let eff = db::match_entries::effective_actions(&entries);
    let mut log = MatchLog::parse(&m.setup_json).unwrap();
    log.actions = eff
        .iter()
        .map(|a| serde_json::from_str(a).unwrap())
        .collect();
    (arbitro::engine::replay(&log).unwrap(), entries.len() as i64)
}

/// A legal next action for `game`, chosen by a random player seeded with `seed`.
pub fn legal(game: &Game, seed: u64) -> Action {
    RandomPlayer::new(seed, 3)
        .action(game)
        .expect("the match is not over")
}

/// The API body recording `action` at `expected` under `key`.
pub fn submit(expected: i64, key: &str, action: &Action) -> Vec<u8> {
    serde_json::json!({"expected": expected, "key": key, "action": action})
        .to_string()
        .into_bytes()
}

/// Every row of every table, as text: equal snapshots mean nothing was written.
/// (Two queries: the columns of every table, then every table's rows at once.)
pub async fn snapshot(db: &Db) -> String {
    let columns: Vec<(String, String)> = sqlx::query_as(
        "SELECT m.name, c.name FROM sqlite_master m, pragma_table_info(m.name) c
         WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'
           AND m.name <> '_sqlx_migrations'
         ORDER BY m.name, c.cid",
    )
    .fetch_all(db.pool())
    .await
    .unwrap();
    let mut tables: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for (table, col) in &columns {
        tables.entry(table).or_default().push(format!("\"{col}\""));
    }
    let sql = tables
        .iter()
        .map(|(table, cols)| {
            format!(
                "SELECT '{table}', COALESCE(json_group_array(json_array({})), '[]') FROM \"{table}\"",
                cols.join(", ")
            )
        })
        .collect::<Vec<_>>()
        .join(" UNION ALL ");
    let rows: Vec<(String, String)> = sqlx::query_as(&sql).fetch_all(db.pool()).await.unwrap();
    let mut out = String::new();
    for (table, rows) in rows {
        out.push_str(&format!("{table}: {rows}\n"));
    }
    out
}
