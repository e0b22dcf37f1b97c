//! The README's evening, end to end through the router: 12 teams registered by CSV,
//! four rounds paired, handed to two referees table by table, published, played and
//! signed; then the public pages, the projector and the exports. The matches' moves are
//! random legal games stored as the console stores them (the console's own forms are
//! exercised move by move in `console.rs` and in the browser suite).

use crate::fixture::{
    REFEREE_PW, add_table_referee, organizer, play_and_sign, publish_draft, register, tournament,
};
use crate::helpers::TestApp;
use arbitro::accounts::Role;
use axum::http::StatusCode;
use std::collections::BTreeSet;

const TWELVE: &str = include_str!("../../docs/examples/twelve-teams.csv");

async fn scalar(t: &TestApp, sql: &str, binds: &[i64]) -> Vec<i64> {
    let mut q = sqlx::query_scalar::<_, i64>(sql);
    for b in binds {
        q = q.bind(*b);
    }
    q.fetch_all(t.db.pool()).await.unwrap()
}

#[tokio::test]
async fn a_twelve_team_evening_of_four_rounds_runs_end_to_end() {
    let mut t = organizer().await;
    let ref2 = t.add_user("ref2", REFEREE_PW, Role::Referee).await;
    let ref1 = scalar(&t, "SELECT id FROM users WHERE username = 'ref1'", &[]).await[0];
    let id = tournament(&mut t).await;

    // Register by CSV: a preview first, nothing stored until confirmed.
    let preview = t
        .post(&format!("/tournaments/{id}/import"), &[("csv", TWELVE)])
        .await;
    assert_eq!(preview.status, StatusCode::OK);
    assert_eq!(t.count("teams").await, 0, "the preview stores nothing");
    register(&mut t, id, TWELVE).await;
    assert_eq!(t.count("teams").await, 12);
    let club_of: std::collections::HashMap<i64, Option<String>> =
        sqlx::query_as::<_, (i64, Option<String>)>("SELECT id, club FROM teams")
            .fetch_all(t.db.pool())
            .await
            .unwrap()
            .into_iter()
            .collect();

    let mut met = BTreeSet::new();
    let mut seed = 100;
    for number in 1..=4_i64 {
        let r = t.post(&format!("/tournaments/{id}/rounds"), &[]).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "pair round {number}");
        let round = scalar(&t, "SELECT id FROM rounds WHERE number = ?", &[number]).await[0];
        let tables = sqlx::query_as::<_, (i64, i64, i64)>(
            "SELECT id, team_a, team_b FROM round_tables WHERE round_id = ? ORDER BY table_no",
        )
        .bind(round)
        .fetch_all(t.db.pool())
        .await
        .unwrap();
        assert_eq!(tables.len(), 6, "12 teams, six tables, no bye");
        for (i, (table, a, b)) in tables.iter().enumerate() {
            // No rematch in four rounds of twelve teams.
            assert!(
                met.insert((*a.min(b), *a.max(b))),
                "rematch in round {number}"
            );
            if number == 1 {
                let (ca, cb) = (&club_of[a], &club_of[b]);
                assert!(ca.is_none() || ca != cb, "round 1 keeps clubs apart");
            }
            // Hand the tables to the two referees, alternately, before publishing.
            let referee = if i % 2 == 0 { ref1 } else { ref2 };
            add_table_referee(&mut t, id, *table, referee).await;
        }
        let matches = publish_draft(&mut t, id, round).await;
        for (i, m) in matches.iter().enumerate() {
            let referee = if i % 2 == 0 { ref1 } else { ref2 };
            let assigned = scalar(
                &t,
                "SELECT user_id FROM match_referees WHERE match_id = ?",
                &[*m],
            )
            .await;
            assert!(assigned.contains(&referee), "table referee on match {m}");
            seed += 1;
            play_and_sign(&t, *m, seed).await;
        }
    }

    // Public pages and the projector, without a login.
    let mut anon = t.restart().await;
    anon.jar.clear();
    let standings = anon.get(&format!("/tournaments/{id}/standings")).await;
    assert_eq!(standings.status, StatusCode::OK);
    for line in TWELVE.lines().skip(1) {
        let team = line.split(',').next().unwrap();
        assert!(standings.body.contains(team), "{team} in the standings");
    }
    for path in ["", "/pairings", "/tables", "/rounds/4", "/projector"] {
        let r = anon.get(&format!("/tournaments/{id}{path}")).await;
        assert_eq!(r.status, StatusCode::OK, "{path}");
    }

    // Exports at midnight: every team ranked, four rounds of six tables × four seats.
    let csv = t
        .get(&format!("/tournaments/{id}/export/standings.csv"))
        .await;
    assert_eq!(csv.status, StatusCode::OK);
    assert_eq!(csv.body.lines().count(), 1 + 12);
    let matches = t
        .get(&format!("/tournaments/{id}/export/matches.csv"))
        .await;
    assert_eq!(matches.body.lines().count(), 1 + 4 * 6 * 4);
    let api = t.get(&format!("/api/v1/tournaments/{id}/standings")).await;
    let api: serde_json::Value = serde_json::from_str(&api.body).unwrap();
    let played: u64 = api["teams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["played"].as_u64().unwrap())
        .sum();
    assert_eq!(played, 12 * 4, "every team played four signed matches");
    for path in ["tournament.xlsx", "tournament.json"] {
        let r = t.get(&format!("/tournaments/{id}/export/{path}")).await;
        assert_eq!(r.status, StatusCode::OK, "{path}");
    }
}
