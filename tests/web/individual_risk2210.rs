//! An individual tournament of Risk 2210 A.D. (issue #18): created with the 2210 rules,
//! round 1 seated at tables of 5 and 4, each table published as a 2210 console match
//! with its seats in order and its devastation drawn; a table played to the end of
//! year 5 and signed feeds the standings from its score.

use crate::console::organizer;
use crate::reliability::api_post;
use arbitro::db;
use arbitro::engine::any::AnyLog;
use axum::http::StatusCode;
use serde_json::json;

const NINE: &str = "nome;club;regione\nAnna;Lupi;Lazio\nBruno;Lupi;Lazio\nCarla;Orsi;Lazio\nDario;Orsi;Umbria\nElena;Falchi;Umbria\nFabio;Falchi;Umbria\nGina;Volpi;Marche\nIvo;Volpi;Marche\nLea;;\n";

#[tokio::test]
async fn a_2210_tournament_seats_tables_and_a_finished_match_feeds_the_standings() {
    let mut t = organizer().await;
    let r = t
        .post(
            "/individual",
            &[
                ("name", "Serata 2210"),
                ("ruleset", "risk2210"),
                ("table_size", "4"),
                ("odd_field", "larger"),
                ("rounds", "1"),
                ("formula", "place_points"),
            ],
        )
        .await;
    let id = crate::fixture::individual_id(&r);
    // Tables of 6 would seat 7 with `larger`: no 2210 table seats more than 5.
    let r = t
        .post(
            "/individual",
            &[
                ("name", "Troppi"),
                ("ruleset", "risk2210"),
                ("table_size", "6"),
                ("odd_field", "larger"),
                ("rounds", "1"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    crate::fixture::individual_round_one(&mut t, id, NINE).await;
    let tables = db::individual::tables(&t.db, id).await.unwrap();
    assert_eq!(tables.len(), 2);
    let mut four = None;
    for table in &tables {
        let m = db::matches::get(&t.db, table.match_id.unwrap())
            .await
            .unwrap()
            .unwrap();
        let log = AnyLog::parse(&m.setup_json).unwrap();
        assert_eq!(log.ruleset(), "risk2210");
        let AnyLog::Risk2210(l) = log else {
            unreachable!()
        };
        assert_eq!(l.setup.devastated.len(), 4);
        if l.players.len() == 4 {
            four = Some((table.match_id.unwrap(), l));
        }
    }
    let (m, log) = four.expect("a table of 4");
    // The table's console shows the 2210 panel.
    let page = t.get(&format!("/console/m/{m}")).await;
    assert!(page.body.contains("card turn r2210"), "{}", page.body);
    // Played to the end of year 5 through the API, one action at a time.
    let actions = crate::r2210_drive::play(&log, |_| false);
    // `expected` is the entry count the last answer gave (the clock's own entries count).
    let mut expected = 0;
    for (n, a) in actions.iter().enumerate() {
        let body = json!({"expected": expected, "action": a});
        let path = format!("/api/v1/matches/{m}/actions");
        let r = api_post(&mut t, &path, body.to_string().into_bytes()).await;
        assert_eq!(r.status, StatusCode::OK, "{n}: {}", r.body);
        let answer: serde_json::Value = serde_json::from_str(&r.body).unwrap();
        expected = answer["entries"].as_u64().unwrap();
    }
    let page = t.get(&format!("/console/m/{m}")).await;
    assert!(page.body.contains("Punteggio finale"), "{}", page.body);
    let r = t.post(&format!("/console/m/{m}/sign"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    // The score's order is the standings' order at that table: the engine's first
    // place has the most points of the four.
    let stored = t.get(&format!("/api/v1/matches/{m}/log")).await.body;
    let stored: serde_json::Value = serde_json::from_str(&stored).unwrap();
    let full = arbitro::engine::risk2210::R2210Log::from_value(&stored).unwrap();
    let g = arbitro::engine::risk2210::replay(&full).unwrap();
    let scores = g.scores();
    let first = &log.players[usize::from(scores[0].seat)].name;
    let last = &log.players[usize::from(scores[3].seat)].name;
    let page = t.get(&format!("/individual/{id}/standings")).await;
    assert_eq!(page.status, StatusCode::OK);
    let shown = crate::individual_evening::standings(&page.body);
    assert!(shown[first].1 > 0.0, "{shown:?}");
    assert!(
        shown[first].1 > shown[last].1 || scores[0].place == scores[3].place,
        "{shown:?}"
    );
}
