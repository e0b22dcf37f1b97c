//! A Master-style RisiKo! torneo event through the HTTP routes (issues #15 and #16):
//! 16 players on torneo tables of 4 with the Master formula, two qualifying rounds,
//! the semifinal seated from the four rank bands, the final of the semifinal
//! winners. Every table is a real torneo match (objectives dealt secretly by the
//! engine) ended by its referee and signed; the points are the Master formula's on
//! the engine's results (a table winner scores 1 + P/1000, the others P/1000; the
//! hand-worked §9 values are `tests/torneo_master.rs`).

use crate::console::organizer;
use crate::helpers::TestApp;
use arbitro::db;
use axum::http::StatusCode;
use serde_json::Value;

const SIXTEEN: &str = "Anna;Lupi\nBruno;Lupi\nCarla;Orsi\nDario;Orsi\nElena;Falchi\n\
Fabio;Falchi\nGina;Volpi\nIvo;Volpi\nLea;Gufi\nMarco;Gufi\nNora;Aquile\nOscar;Aquile\n\
Pia;Tassi\nRino;Tassi\nSara;Cervi\nTeo;Cervi\n";

async fn json(t: &mut TestApp, path: &str) -> Value {
    let r = t.get(path).await;
    assert_eq!(r.status, StatusCode::OK, "{path}: {}", r.body);
    serde_json::from_str(&r.body).unwrap()
}

/// Ends every table of `round` through the console and signs it.
async fn play_round(t: &mut TestApp, id: i64, round: i64) {
    let tables: Vec<i64> = db::individual::tables(&t.db, id)
        .await
        .unwrap()
        .into_iter()
        .filter(|x| x.round == round)
        .map(|x| x.match_id.expect("published"))
        .collect();
    assert!(!tables.is_empty(), "round {round} has tables");
    for m in tables {
        let n = db::match_entries::entries(&t.db, m).await.unwrap().len();
        let r = t
            .post(
                &format!("/console/m/{m}/act"),
                &[
                    ("expected", &n.to_string()),
                    ("key", &format!("end-{m}")),
                    ("type", "end_match"),
                    ("reason", "fine del turno"),
                ],
            )
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
        assert!(db::matches::sign(&t.db, m, 1, 150).await.unwrap());
    }
}

async fn publish(t: &mut TestApp, id: i64, round: i64) {
    let r = t
        .post(&format!("/individual/{id}/rounds/{round}/publish"), &[])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
}

/// Each table of `round` as (name, place, points) per seat, from the read API.
async fn results(t: &mut TestApp, id: i64, round: i64) -> Vec<Vec<(String, u64, f64)>> {
    let body = json(t, &format!("/api/v1/individual/{id}/rounds/{round}")).await;
    body["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| {
            x["seats"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| {
                    let name = s["name"].as_str().unwrap().to_string();
                    let place = s["place"].as_u64().unwrap_or_else(|| panic!("{s}"));
                    let points = s["points"].as_f64().unwrap_or_else(|| panic!("{s}"));
                    (name, place, points)
                })
                .collect()
        })
        .collect()
}

/// The Master formula on a table of 4: the sole winner 1 + P/1000 (P ≤ 86, so
/// over 1), everyone else P/1000 (under 0.087).
fn master_shaped(table: &[(String, u64, f64)]) {
    let winners: Vec<_> = table.iter().filter(|s| s.1 == 1).collect();
    assert_eq!(winners.len(), 1, "one winner: {table:?}");
    for (name, place, points) in table {
        if *place == 1 {
            assert!((1.0..=1.1).contains(points), "{name}: {points}");
        } else {
            assert!((0.0..0.087).contains(points), "{name}: {points}");
        }
    }
}

#[tokio::test]
async fn a_master_event_of_torneo_tables_runs_qualifying_semifinal_and_final() {
    let mut t = organizer().await;
    let r = t
        .post(
            "/individual",
            &[
                ("name", "Master di dicembre"),
                ("ruleset", "risiko-torneo"),
                ("table_size", "4"),
                ("odd_field", "larger"),
                ("rounds", "2"),
                ("formula", "master"),
                ("semifinal_tables", "4"),
                ("finals", "1"),
            ],
        )
        .await;
    let id = crate::fixture::individual_id(&r);
    let r = t
        .post(
            &format!("/individual/{id}/import/confirm"),
            &[("csv", SIXTEEN)],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);

    // Two qualifying rounds of four torneo tables, each scored by the Master formula.
    for round in 1..=2 {
        let r = t.post(&format!("/individual/{id}/rounds"), &[]).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
        publish(&mut t, id, round).await;
        play_round(&mut t, id, round).await;
        let tables = results(&mut t, id, round).await;
        assert_eq!(tables.len(), 4);
        tables.iter().for_each(|x| master_shaped(x));
    }

    // The semifinal: one player from each band of four places at every table.
    let standings = json(&mut t, &format!("/api/v1/individual/{id}/standings")).await;
    let order: Vec<String> = standings["standings"]
        .as_array()
        .unwrap_or_else(|| panic!("{standings}"))
        .iter()
        .map(|r| r["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(order.len(), 16);
    let r = t.post(&format!("/individual/{id}/semifinal"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    publish(&mut t, id, 3).await;
    let semis = json(&mut t, &format!("/api/v1/individual/{id}/rounds/3")).await;
    assert_eq!(semis["stage"], "semifinal", "{semis}");
    for table in semis["tables"].as_array().unwrap() {
        let mut bands: Vec<usize> = table["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                let name = s["name"].as_str().unwrap();
                order.iter().position(|n| n == name).unwrap() / 4
            })
            .collect();
        bands.sort_unstable();
        assert_eq!(bands, [0, 1, 2, 3], "{table}");
    }
    play_round(&mut t, id, 3).await;
    let semis = results(&mut t, id, 3).await;
    semis.iter().for_each(|x| master_shaped(x));
    let mut winners: Vec<String> = semis
        .iter()
        .map(|x| x.iter().find(|s| s.1 == 1).unwrap().0.clone())
        .collect();
    winners.sort();

    // The final seats the four semifinal winners; its winner tops the event.
    let r = t.post(&format!("/individual/{id}/final"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    publish(&mut t, id, 4).await;
    play_round(&mut t, id, 4).await;
    let fin = results(&mut t, id, 4).await;
    assert_eq!(fin.len(), 1);
    let mut finalists: Vec<String> = fin[0].iter().map(|s| s.0.clone()).collect();
    finalists.sort();
    assert_eq!(finalists, winners);
    master_shaped(&fin[0]);
    let champion = fin[0].iter().find(|s| s.1 == 1).unwrap().0.clone();
    let page = t.get(&format!("/individual/{id}/standings")).await;
    assert_eq!(page.status, StatusCode::OK);
    let ranking = page
        .body
        .split("id=\"event-ranking\"")
        .nth(1)
        .unwrap_or_else(|| panic!("the event's ranking: {}", page.body));
    assert!(
        ranking.contains(&format!("data-name=\"{champion}\" data-rank=\"1\"")),
        "{champion} first: {ranking}"
    );
    assert_eq!(ranking.matches("data-rank=").count(), 16);
}
