//! The disk's own limit: single-row inserts into a fresh SQLite file next to the data
//! folder, each in its own `BEGIN IMMEDIATE` transaction, with the app's settings (WAL,
//! `synchronous=FULL`). Every commit waits for the disk, as every recorded action does.

use crate::stats::Samples;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqliteSynchronous};
use sqlx::{ConnectOptions, Connection};
use std::path::Path;
use std::time::{Duration, Instant};

/// Inserts rows shaped like a match entry for `secs`; one latency per commit.
pub async fn durable_inserts(file: &Path, secs: Duration) -> Samples {
    let mut conn = SqliteConnectOptions::new()
        .filename(file)
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Full)
        .connect()
        .await
        .expect("baseline database");
    sqlx::query(
        "CREATE TABLE entries (id INTEGER PRIMARY KEY, match_id INTEGER NOT NULL,
             seq INTEGER NOT NULL, action_json TEXT, entered_at INTEGER NOT NULL,
             idempotency_key TEXT, UNIQUE (match_id, seq), UNIQUE (match_id, idempotency_key))",
    )
    .execute(&mut conn)
    .await
    .expect("baseline table");
    let action = r#"{"type":"attack","seat":2,"from":"ural","to":"siberia","tanks":3}"#;
    let mut samples = Samples::default();
    let until = Instant::now() + secs;
    let mut seq = 0i64;
    while Instant::now() < until {
        seq += 1;
        let t0 = Instant::now();
        let mut tx = conn
            .begin_with("BEGIN IMMEDIATE")
            .await
            .expect("baseline begin");
        sqlx::query(
            "INSERT INTO entries (match_id, seq, action_json, entered_at, idempotency_key)
             VALUES (?, ?, ?, ?, ?)",
        )
        .bind(seq % 100)
        .bind(seq)
        .bind(action)
        .bind(seq)
        .bind(format!("key-{seq}"))
        .execute(&mut *tx)
        .await
        .expect("baseline insert");
        tx.commit().await.expect("baseline commit");
        samples.latencies.push(t0.elapsed());
    }
    samples
}
