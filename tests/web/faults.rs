//! Faults while a referee records: a full disk, a read-only database, no free
//! connection. Each gets a 503 with a sentence saying nothing was recorded, leaves
//! nothing half-written, and the same app records again once the fault is gone.
//!
//! A full disk is played by `PRAGMA max_page_count` (the file may not grow: SQLite
//! answers SQLITE_FULL exactly as on a full filesystem) so the test needs no mount
//! privileges; docs/RELIABILITY.md records the same check on a real 1 MiB tmpfs.

use crate::helpers::TestApp;
use crate::reliability::{api_post, app_over, db_url, game_of, legal, organizer, submit, upload};
use arbitro::db::Db;
use sqlx::SqlitePool;
use sqlx::pool::PoolConnection;
use sqlx::sqlite::Sqlite;
use std::time::Duration;

/// An app over the test's database with a pool of `size` connections, all of which
/// the test can reach to change their settings.
async fn small_pool(t: &TestApp, size: u32, wait: Duration) -> (TestApp, SqlitePool) {
    let pool = Db::pool_options()
        .max_connections(size)
        .acquire_timeout(wait)
        .connect_with(Db::connect_options(&db_url(t)).unwrap())
        .await
        .unwrap();
    let app = app_over(t, Db::from_pool(pool.clone()), crate::helpers::BASE);
    (app, pool)
}

/// Holds every connection of the pool (and runs `sql` on each, if given).
async fn hold_all(pool: &SqlitePool, size: u32, sql: Option<&str>) -> Vec<PoolConnection<Sqlite>> {
    let mut held = Vec::new();
    for _ in 0..size {
        let mut c = pool.acquire().await.unwrap();
        if let Some(sql) = sql {
            sqlx::query(sql).execute(&mut *c).await.unwrap();
        }
        held.push(c);
    }
    held
}

/// Runs `sql` on every connection of the pool.
async fn on_every_connection(pool: &SqlitePool, size: u32, sql: &str) {
    drop(hold_all(pool, size, Some(sql)).await);
}

fn assert_unavailable(r: &crate::helpers::Resp) {
    assert_eq!(r.status, 503, "{}", r.body);
    assert!(r.headers.contains_key("retry-after"));
    let v: serde_json::Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(v["code"], "unavailable");
    assert!(
        v["message"]
            .as_str()
            .unwrap()
            .contains("Nulla è stato registrato"),
        "{}",
        r.body
    );
}

async fn integrity(db: &Db) {
    let check: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(db.pool())
        .await
        .unwrap();
    assert_eq!(check, "ok");
}

#[tokio::test]
async fn a_full_disk_gets_503_writes_nothing_and_recovers() {
    let mut t = organizer().await;
    let id = upload(&mut t, 3).await;
    let (mut app, pool) = small_pool(&t, 2, Duration::from_secs(5)).await;
    let pages: i64 = sqlx::query_scalar("PRAGMA page_count")
        .fetch_one(&pool)
        .await
        .unwrap();
    // The file may not grow past its present size: the disk is full.
    on_every_connection(&pool, 2, &format!("PRAGMA max_page_count = {pages}")).await;
    let mut refused = None;
    for i in 0..500 {
        let (game, entries) = game_of(&app.db, id).await;
        let key = format!("k{i}");
        let body = submit(entries, &key, &legal(&game, i));
        let r = api_post(
            &mut app,
            &format!("/api/v1/matches/{id}/actions"),
            body.clone(),
        )
        .await;
        if r.status == 503 {
            assert_unavailable(&r);
            refused = Some((entries, body));
            break;
        }
        assert_eq!(r.status, 200, "{}", r.body);
    }
    let (entries, body) = refused.expect("the full disk refused a write within 500 actions");
    // Nothing half-written: the entry count and the match are as before, reads work.
    let (_, now) = game_of(&app.db, id).await;
    assert_eq!(now, entries);
    integrity(&app.db).await;
    assert_eq!(app.get(&format!("/api/v1/matches/{id}")).await.status, 200);
    // Space again: the same request (same key) is recorded once.
    on_every_connection(&pool, 2, "PRAGMA max_page_count = 1073741823").await;
    let r = api_post(
        &mut app,
        &format!("/api/v1/matches/{id}/actions"),
        body.clone(),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let r = api_post(&mut app, &format!("/api/v1/matches/{id}/actions"), body).await;
    assert!(r.body.contains("\"repeated\":true"), "{}", r.body);
    assert_eq!(game_of(&app.db, id).await.1, entries + 1);
}

#[tokio::test]
async fn a_read_only_database_gets_503_on_the_api_and_the_console_then_recovers() {
    let mut t = organizer().await;
    let id = upload(&mut t, 4).await;
    let (mut app, pool) = small_pool(&t, 2, Duration::from_secs(5)).await;
    on_every_connection(&pool, 2, "PRAGMA query_only = ON").await;
    let (game, entries) = game_of(&app.db, id).await;
    let action = legal(&game, 1);
    let body = submit(entries, "ro", &action);
    let r = api_post(
        &mut app,
        &format!("/api/v1/matches/{id}/actions"),
        body.clone(),
    )
    .await;
    assert_unavailable(&r);
    // The console form gets the same news as a page in the referee's language.
    let undo = app
        .post(
            &format!("/console/m/{id}/act"),
            &[
                ("type", "end_match"),
                ("reason", "x"),
                ("expected", &entries.to_string()),
                ("key", "f"),
            ],
        )
        .await;
    assert_eq!(undo.status, 503, "{}", undo.body);
    assert!(
        undo.body.contains("Il database non accetta scritture"),
        "{}",
        undo.body
    );
    assert!(
        undo.body.contains("<html"),
        "a whole page, not a bare message"
    );
    // Reading goes on.
    assert_eq!(app.get(&format!("/console/m/{id}")).await.status, 200);
    assert_eq!(game_of(&app.db, id).await.1, entries);
    on_every_connection(&pool, 2, "PRAGMA query_only = OFF").await;
    let r = api_post(&mut app, &format!("/api/v1/matches/{id}/actions"), body).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(game_of(&app.db, id).await.1, entries + 1);
    integrity(&app.db).await;
}

#[tokio::test]
async fn a_database_opened_read_only_refuses_writes_and_a_normal_reopen_records() {
    let mut t = organizer().await;
    let id = upload(&mut t, 5).await;
    let (game, entries) = game_of(&t.db, id).await;
    let body = submit(entries, "reopen", &legal(&game, 2));
    let ro = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(t.dir.path().join("arbitro.sqlite"))
        .read_only(true);
    let pool = Db::pool_options().connect_with(ro).await.unwrap();
    let mut app = app_over(&t, Db::from_pool(pool.clone()), crate::helpers::BASE);
    let r = api_post(
        &mut app,
        &format!("/api/v1/matches/{id}/actions"),
        body.clone(),
    )
    .await;
    assert_unavailable(&r);
    pool.close().await;
    let mut again = t.restart().await;
    let r = api_post(&mut again, &format!("/api/v1/matches/{id}/actions"), body).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(game_of(&again.db, id).await.1, entries + 1);
}

#[tokio::test]
async fn an_exhausted_pool_gets_503_then_serves_again() {
    let mut t = organizer().await;
    let id = upload(&mut t, 6).await;
    let (mut app, pool) = small_pool(&t, 2, Duration::from_millis(300)).await;
    let (game, entries) = game_of(&t.db, id).await;
    let body = submit(entries, "pool", &legal(&game, 3));
    let held = hold_all(&pool, 2, None).await;
    let r = app
        .post_body(
            &format!("/api/v1/matches/{id}/actions"),
            body.clone(),
            &[
                ("content-type", "application/json"),
                ("origin", crate::helpers::BASE),
            ],
        )
        .await;
    assert_unavailable(&r);
    let page = app.get("/console").await;
    assert_eq!(page.status, 503);
    assert!(
        page.body.contains("Riprova") || page.body.contains("riprova"),
        "{}",
        page.body
    );
    drop(held);
    let r = api_post(&mut app, &format!("/api/v1/matches/{id}/actions"), body).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(game_of(&app.db, id).await.1, entries + 1);
}

#[tokio::test]
async fn a_write_lock_held_past_the_busy_timeout_gets_503_not_a_locked_message() {
    let mut t = organizer().await;
    let id = upload(&mut t, 7).await;
    // The app waits 150 ms for the write lock (5 s in production).
    let options = Db::connect_options(&db_url(&t))
        .unwrap()
        .busy_timeout(Duration::from_millis(150));
    let pool = Db::pool_options().connect_with(options).await.unwrap();
    let mut app = app_over(&t, Db::from_pool(pool), crate::helpers::BASE);
    let (game, entries) = game_of(&t.db, id).await;
    let body = submit(entries, "busy", &legal(&game, 4));
    // Another writer (a backup tool, a sqlite3 shell) holds the lock.
    let mut other = t.db.pool().acquire().await.unwrap();
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut *other)
        .await
        .unwrap();
    let r = api_post(
        &mut app,
        &format!("/api/v1/matches/{id}/actions"),
        body.clone(),
    )
    .await;
    assert_unavailable(&r);
    assert!(!r.body.contains("locked"), "{}", r.body);
    sqlx::query("ROLLBACK").execute(&mut *other).await.unwrap();
    drop(other);
    let r = api_post(&mut app, &format!("/api/v1/matches/{id}/actions"), body).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(game_of(&app.db, id).await.1, entries + 1);
}
