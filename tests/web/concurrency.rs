//! Referees racing: two and ten on one table submit at the same position at once —
//! exactly one wins, every other gets 409 with the fresh state, nothing is lost or
//! recorded twice. Many tables at once: every write lands, no "database is locked"
//! reaches anyone.

use crate::helpers::TestApp;
use crate::reliability::{
    api_post, assign, game_of, legal, organizer, signed_in, submit, upload, visitor,
};
use arbitro::accounts::Role;
use std::collections::BTreeSet;

/// `n` referees assigned to one table submit, for several positions in a row, each
/// their own legal action at the same moment.
async fn race(n: usize) {
    let mut t = organizer().await;
    let id = upload(&mut t, 20 + n as u64).await;
    let mut refs = Vec::new();
    for i in 0..n {
        let (r, uid) = signed_in(&t, &format!("ref{i}"), Role::Referee).await;
        assign(&mut t, id, uid).await;
        refs.push(r);
    }
    let mut winners = Vec::new();
    for round in 0..6u64 {
        let (game, entries) = game_of(&t.db, id).await;
        let tasks: Vec<_> = refs
            .drain(..)
            .enumerate()
            .map(|(i, mut r)| {
                let key = format!("r{round}-ref{i}");
                let action = legal(&game, round * 100 + i as u64);
                let body = submit(entries, &key, &action);
                tokio::spawn(async move {
                    let resp =
                        api_post(&mut r, &format!("/api/v1/matches/{id}/actions"), body).await;
                    (r, key, resp)
                })
            })
            .collect();
        let mut won = Vec::new();
        for task in tasks {
            let (r, key, resp) = task.await.unwrap();
            refs.push(r);
            match resp.status.as_u16() {
                200 => won.push(key),
                409 => {
                    let v: serde_json::Value = serde_json::from_str(&resp.body).unwrap();
                    assert_eq!(v["code"], "stale", "{}", resp.body);
                    // The loser sees the table as it is now, with the winner's entry.
                    assert_eq!(v["state"]["entries"], entries + 1, "{}", resp.body);
                    assert!(v["message"].as_str().is_some_and(|m| !m.is_empty()));
                }
                other => panic!("round {round}: {other} {}", resp.body),
            }
        }
        assert_eq!(won.len(), 1, "round {round}: exactly one wins, got {won:?}");
        let (_, after) = game_of(&t.db, id).await;
        assert_eq!(after, entries + 1, "round {round}: one entry per position");
        let stored: Option<String> = sqlx::query_scalar(
            "SELECT idempotency_key FROM match_entries WHERE match_id = ? AND seq = ?",
        )
        .bind(id)
        .bind(after)
        .fetch_one(t.db.pool())
        .await
        .unwrap();
        assert_eq!(
            stored.as_deref(),
            Some(won[0].as_str()),
            "the winner is what is stored"
        );
        winners.push(won.remove(0));
    }
    let keys: BTreeSet<String> = sqlx::query_scalar(
        "SELECT idempotency_key FROM match_entries WHERE match_id = ? AND idempotency_key IS NOT NULL",
    )
    .bind(id)
    .fetch_all(t.db.pool())
    .await
    .unwrap()
    .into_iter()
    .collect();
    assert_eq!(
        keys,
        winners.into_iter().collect(),
        "no lost update, no stray entry"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_referees_at_one_table_one_wins_each_position() {
    race(2).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn ten_referees_at_one_table_one_wins_each_position() {
    race(10).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn many_tables_at_once_every_write_lands_and_nothing_is_locked() {
    const TABLES: u64 = 12;
    const ACTIONS: u64 = 15;
    let mut t = organizer().await;
    let mut ids = Vec::new();
    for i in 0..TABLES {
        ids.push(upload(&mut t, 100 + i).await);
    }
    let before = t.count("match_entries").await;
    let tasks: Vec<_> = ids
        .iter()
        .map(|&id| {
            let mut v: TestApp = visitor(&t);
            v.jar = t.jar.clone();
            tokio::spawn(async move {
                let mut problems = Vec::new();
                for n in 0..ACTIONS {
                    let (game, entries) = game_of(&v.db, id).await;
                    let body = submit(entries, &format!("m{id}-{n}"), &legal(&game, n));
                    let r = api_post(&mut v, &format!("/api/v1/matches/{id}/actions"), body).await;
                    if r.status != 200 || r.body.contains("locked") {
                        problems.push(format!("{id}/{n}: {} {}", r.status, r.body));
                    }
                }
                problems
            })
        })
        .collect();
    let mut problems = Vec::new();
    for task in tasks {
        problems.extend(task.await.unwrap());
    }
    assert!(problems.is_empty(), "{problems:#?}");
    // A clock start recorded by the server may ride along with a placement.
    assert!(t.count("match_entries").await - before >= (TABLES * ACTIONS) as i64);
    for id in ids {
        let (_, entries) = game_of(&t.db, id).await;
        assert!(entries >= ACTIONS as i64);
    }
}
