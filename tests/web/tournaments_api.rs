//! The tournament API: the same facts as the public pages, with the same
//! visibility rules, and every route described in the OpenAPI document.

use crate::fixture::{FIVE, organizer, play_and_sign, publish_next_round, tournament_with};
use crate::helpers::TestApp;
use axum::http::StatusCode;
use serde_json::Value;

async fn json(t: &mut TestApp, path: &str) -> (StatusCode, Value) {
    let r = t.get(path).await;
    let v = serde_json::from_str(&r.body).unwrap_or(Value::Null);
    (r.status, v)
}

/// A tournament of five teams with round 1 published, one table signed off,
/// and round 2 left as a draft.
async fn evening() -> (TestApp, i64, i64) {
    let mut t = organizer().await;
    let id = tournament_with(&mut t, FIVE).await;
    let first = publish_next_round(&mut t, id).await[0];
    play_and_sign(&t, first, 11).await;
    (t, id, first)
}

#[tokio::test]
async fn the_api_reads_teams_rounds_pairings_and_standings() {
    let (mut t, id, signed) = evening().await;

    let (status, body) = json(&mut t, &format!("/api/v1/tournaments/{id}")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["name"], "Serata di novembre");
    assert_eq!(body["teams"], 5);
    assert!(body["objectives"].as_array().is_some_and(|o| !o.is_empty()));
    assert!(body["match_settings"].is_object());

    let (_, teams) = json(&mut t, &format!("/api/v1/tournaments/{id}/teams")).await;
    let teams = teams["teams"].as_array().unwrap();
    assert_eq!(teams.len(), 5);
    let corsari = teams.iter().find(|x| x["name"] == "Corsari").unwrap();
    assert_eq!(corsari["club"], "Roma");
    assert_eq!(corsari["players"][0]["name"], "Anna");
    assert_eq!(corsari["players"][1]["name"], "Bruno");

    let (_, rounds) = json(&mut t, &format!("/api/v1/tournaments/{id}/rounds")).await;
    assert_eq!(rounds["rounds"][0]["number"], 1);
    assert_eq!(rounds["rounds"][0]["status"], "published");

    let (status, round) = json(&mut t, &format!("/api/v1/tournaments/{id}/rounds/1")).await;
    assert_eq!(status, StatusCode::OK);
    let tables = round["tables"].as_array().unwrap();
    assert_eq!(tables.len(), 3, "two tables and the bye");
    assert_eq!(tables.iter().filter(|x| x["bye"] == true).count(), 1);
    let played = tables.iter().find(|x| x["match"] == signed).unwrap();
    assert_eq!(played["match_status"], "signed");

    // The standings are the page's: same totals, every tiebreak present.
    let (_, standings) = json(&mut t, &format!("/api/v1/tournaments/{id}/standings")).await;
    let rows = standings["teams"].as_array().unwrap();
    assert_eq!(rows.len(), 5);
    let page = t.get(&format!("/tournaments/{id}/standings")).await.body;
    for row in rows {
        for key in [
            "rank",
            "match_points",
            "total_score",
            "score_difference",
            "buchholz",
            "wins",
            "byes",
        ] {
            assert!(row.get(key).is_some(), "{key} missing in {row}");
        }
        let name = row["name"].as_str().unwrap();
        let line = page.split("<tr").find(|r| r.contains(name)).unwrap();
        assert!(
            line.contains(&format!("<td>{}</td>", row["total_score"])),
            "{name}: {line}"
        );
    }
    assert_eq!(
        rows.iter()
            .map(|r| r["byes"].as_u64().unwrap())
            .sum::<u64>(),
        1
    );
    let players = standings["players"].as_array().unwrap();
    assert_eq!(players.len(), 4, "the four players of the signed table");
}

#[tokio::test]
async fn drafts_hidden_results_and_unpublished_tournaments_stay_private() {
    let (mut t, id, _) = evening().await;
    // Round 2 as a draft (one table of round 1 is still unfinished).
    let r = t
        .post(&format!("/tournaments/{id}/rounds"), &[("confirm", "1")])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let mut anon = t.restart().await;
    anon.jar.clear();

    let (status, _) = json(&mut t, &format!("/api/v1/tournaments/{id}/rounds/2")).await;
    assert_eq!(status, StatusCode::OK, "the organizer sees the draft");
    let (status, body) = json(&mut anon, &format!("/api/v1/tournaments/{id}/rounds/2")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert!(body["message"].is_string(), "a JSON error: {body}");
    let (_, rounds) = json(&mut anon, &format!("/api/v1/tournaments/{id}/rounds")).await;
    assert_eq!(rounds["rounds"].as_array().unwrap().len(), 1);

    // Round 1's results hidden: the public standings count nothing.
    sqlx::query("UPDATE rounds SET results_public = 0 WHERE number = 1")
        .execute(t.db.pool())
        .await
        .unwrap();
    let (_, public) = json(&mut anon, &format!("/api/v1/tournaments/{id}/standings")).await;
    assert_eq!(public["public_only"], true);
    assert!(
        public["teams"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["played"] == 0 && r["byes"] == 0)
    );
    let (_, full) = json(&mut t, &format!("/api/v1/tournaments/{id}/standings")).await;
    assert_eq!(full["public_only"], false);
    assert_eq!(full["players"].as_array().unwrap().len(), 4);

    // An unpublished tournament does not exist for the public.
    sqlx::query("UPDATE tournaments SET published = 0")
        .execute(t.db.pool())
        .await
        .unwrap();
    let (_, list) = json(&mut anon, "/api/v1/tournaments").await;
    assert_eq!(list["tournaments"].as_array().unwrap().len(), 0);
    for path in ["", "/teams", "/rounds", "/rounds/1", "/standings"] {
        let (status, _) = json(&mut anon, &format!("/api/v1/tournaments/{id}{path}")).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
    }
    let (_, list) = json(&mut t, "/api/v1/tournaments").await;
    assert_eq!(list["tournaments"].as_array().unwrap().len(), 1);

    // Ids that are not numbers are a clear 4xx, never a 500.
    let r = anon.get("/api/v1/tournaments/abc/standings").await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    let r = anon.get("/api/v1/tournaments/999999999999999999999").await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn every_tournament_route_is_in_the_openapi_document() {
    let mut t = TestApp::new().await;
    let (status, doc) = json(&mut t, "/api/openapi.json").await;
    assert_eq!(status, StatusCode::OK);
    let source = include_str!("../../src/web/api/tournaments.rs");
    let routes: Vec<&str> = source
        .split(".route(\"")
        .skip(1)
        .filter_map(|s| s.split('"').next())
        .collect();
    assert_eq!(routes.len(), 6);
    for route in routes {
        let path = &doc["paths"][route];
        assert!(path["get"]["responses"]["200"].is_object(), "{route}");
    }
    // The match API's paths are still there beside them.
    assert!(doc["paths"]["/api/v1/matches/{id}/actions"]["post"].is_object());
    // Every schema reference resolves.
    let text = doc.to_string();
    for part in text.split("#/components/schemas/").skip(1) {
        let name = part.split('"').next().unwrap();
        assert!(
            doc["components"]["schemas"][name].is_object(),
            "missing schema {name}"
        );
    }
}
