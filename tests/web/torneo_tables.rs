//! RisiKo! torneo tables beyond the single match: a deal made at the table with the
//! cards, entered on the console and checked for the half-continent limit; and a torneo
//! individual tournament whose published tables are torneo matches (sizes 3 to 5 only),
//! a finished one showing every objective.

use crate::console::organizer;
use crate::console_torneo::{NAMES, game};
use crate::helpers::{Resp, TestApp};
use arbitro::db;
use arbitro::engine::Map;
use arbitro::engine::torneo::{self, TorneoLog};
use axum::http::StatusCode;

#[tokio::test]
async fn a_deal_made_at_the_table_is_entered_and_checked_for_the_half_continent_limit() {
    let mut t = organizer().await;
    let r = t
        .post(
            "/console/new",
            &[
                ("ruleset", "risiko-torneo"),
                ("label", "Al tavolo"),
                ("seats", "4"),
                ("name0", NAMES[0]),
                ("name1", NAMES[1]),
                ("name2", NAMES[2]),
                ("name3", NAMES[3]),
                ("colour0", "blu"),
                ("colour1", "rosso"),
                ("colour2", "verde"),
                ("colour3", "giallo"),
                ("deal", "table"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let id: i64 = r
        .location()
        .trim_start_matches("/console/m/")
        .parse()
        .unwrap();
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains(r#"id="board-setup""#), "{}", page.body);
    assert_eq!(page.body.matches(r#"<select id="o_"#).count(), 42);
    assert!(!page.body.contains(r#"name="n_"#), "owners only, no armies");

    let map = Map::risiko();
    let slugs: Vec<String> = map
        .territory_ids()
        .map(|x| map.territory(x).slug.clone())
        .collect();
    // Seat by blocks of the map's order: Anna holds most of Nord America, over the limit.
    let blocks: Vec<(String, String)> = slugs
        .iter()
        .enumerate()
        .map(|(k, s)| {
            (
                format!("o_{s}"),
                [
                    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2,
                    2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
                ][k]
                    .to_string(),
            )
        })
        .collect();
    let fields: Vec<(&str, &str)> = blocks
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let r = t.post(&format!("/console/m/{id}/board"), &fields).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    assert!(
        r.body.contains("Anna"),
        "the engine's sentence names the player: {}",
        r.body
    );
    assert_eq!(t.count("match_entries").await, 0);
    let log = t.get(&format!("/api/v1/matches/{id}/log")).await.body;
    assert!(
        log.contains(r#""owners": {}"#) || log.contains(r#""owners":{}"#),
        "nothing stored: {log}"
    );

    // Territory k to seats 3, 2, 1, 0, 3… (the scenario files' deal): accepted.
    let dealt: Vec<(String, String)> = slugs
        .iter()
        .enumerate()
        .map(|(k, s)| (format!("o_{s}"), (3 - k % 4).to_string()))
        .collect();
    let fields: Vec<(&str, &str)> = dealt
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let r = t.post(&format!("/console/m/{id}/board"), &fields).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let g = game(&mut t, id).await;
    assert_eq!(
        g.owner(map.by_slug("alaska").unwrap()),
        Some(arbitro::engine::Owner::Seat(3))
    );
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body.contains(r#"class="act place""#),
        "placement turns begin"
    );
}

const NINE: &str = "nome;club;regione\nAnna;Lupi;Lazio\nBruno;Lupi;Lazio\nCarla;Orsi;Lazio\nDario;Orsi;Umbria\nElena;Falchi;Umbria\nFabio;Falchi;Umbria\nGina;Volpi;Marche\nIvo;Volpi;Marche\nLea;;\n";

async fn torneo_tournament(t: &mut TestApp, size: &str, odd: &str) -> Resp {
    t.post(
        "/individual",
        &[
            ("name", "Master di novembre"),
            ("ruleset", "risiko-torneo"),
            ("table_size", size),
            ("odd_field", odd),
            ("rounds", "2"),
            ("formula", "master"),
        ],
    )
    .await
}

#[tokio::test]
async fn a_torneo_tournament_publishes_torneo_tables_and_ranks_a_finished_one() {
    let mut t = organizer().await;
    // Tables of 5 that could become 6, or of 3 that could become 2: refused.
    for (size, odd) in [("5", "larger"), ("3", "smaller"), ("6", "smaller")] {
        let r = torneo_tournament(&mut t, size, odd).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{size} {odd}");
        assert!(r.body.contains("da 3 a 5 giocatori"), "{}", r.body);
    }
    let r = torneo_tournament(&mut t, "4", "larger").await;
    let id = crate::fixture::individual_id(&r);
    crate::fixture::individual_round_one(&mut t, id, NINE).await;
    let tables: Vec<_> = db::individual::tables(&t.db, id)
        .await
        .unwrap()
        .into_iter()
        .filter(|x| x.round == 1)
        .collect();
    let mut sizes = Vec::new();
    for table in &tables {
        let m = db::matches::get(&t.db, table.match_id.unwrap())
            .await
            .unwrap()
            .unwrap();
        let log = TorneoLog::parse(&m.setup_json).expect("a torneo log");
        assert!(log.objective_seed.is_some(), "objectives dealt secretly");
        let g = torneo::replay(&log).expect("the engine takes the table");
        sizes.push(g.seat_count());
    }
    assert_eq!(sizes, [5, 4]);

    // The referee ends table 2 early: its Master result reaches the standings.
    let m2 = tables[1].match_id.unwrap();
    let n = db::match_entries::entries(&t.db, m2)
        .await
        .unwrap()
        .len()
        .to_string();
    let r = t
        .post(
            &format!("/console/m/{m2}/act"),
            &[
                ("expected", &n),
                ("key", "end-2"),
                ("type", "end_match"),
                ("reason", "chiusura sala"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let page = t.get(&format!("/console/m/{m2}")).await;
    assert_eq!(
        page.body.matches("<dt>Obiettivo</dt>").count(),
        4,
        "every objective shown"
    );
    let page = t.get(&format!("/individual/{id}/standings")).await;
    assert_eq!(page.status, StatusCode::OK);
}

/// A classic table of 6 needs starting armies for six, which the tournament form does
/// not set (RULES-classic §1): the form refuses it in words, instead of a round that
/// cannot be published (it answered 500 once the round was seated).
#[tokio::test]
async fn a_classic_tournament_refuses_tables_of_six() {
    let mut t = organizer().await;
    for (size, odd) in [("6", "smaller"), ("5", "larger"), ("6", "ghost")] {
        let r = t
            .post(
                "/individual",
                &[
                    ("name", "Serata classica"),
                    ("ruleset", "risiko-classic"),
                    ("table_size", size),
                    ("odd_field", odd),
                    ("rounds", "2"),
                    ("formula", "master"),
                ],
            )
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{size} {odd}");
        assert!(r.body.contains("da 2 a 5 giocatori"), "{}", r.body);
    }
    assert!(db::individual::list(&t.db).await.unwrap().is_empty());
}
