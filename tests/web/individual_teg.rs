//! A T.E.G. La Revancha individual tournament: its published tables are T.E.G. matches
//! (the app's deal and secret objectives, T.E.G. colours, 2 to 6 seats), and a finished,
//! signed table feeds the standings through the tournament's formula.

use crate::console::organizer;
use crate::helpers::{Resp, TestApp};
use arbitro::db;
use arbitro::engine::any::{AnyGame, AnyLog};
use arbitro::engine::table::Table;
use axum::http::StatusCode;

const NINE: &str = "nome;club;regione\nAna;Boca;BA\nBeto;Boca;BA\nCarla;River;BA\nDiego;River;BA\nEva;Racing;BA\nFito;Racing;BA\nGabi;Lanus;BA\nIvo;Lanus;BA\nLuz;;\n";

async fn tournament(t: &mut TestApp, size: &str, odd: &str) -> Resp {
    t.post(
        "/individual",
        &[
            ("name", "Noche de T.E.G."),
            ("ruleset", "teg-revancha"),
            ("table_size", size),
            ("odd_field", odd),
            ("rounds", "2"),
        ],
    )
    .await
}

#[tokio::test]
async fn a_teg_tournament_seats_teg_tables_and_a_signed_one_feeds_the_standings() {
    let mut t = organizer().await;
    // Tables of 6 that could become 7: T.E.G. seats six at most.
    let r = tournament(&mut t, "6", "larger").await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    let r = tournament(&mut t, "4", "larger").await;
    let id = crate::fixture::individual_id(&r);
    crate::fixture::individual_round_one(&mut t, id, NINE).await;
    let tables: Vec<_> = db::individual::tables(&t.db, id)
        .await
        .unwrap()
        .into_iter()
        .filter(|x| x.round == 1)
        .collect();
    let mut sizes = Vec::new();
    let mut names = Vec::new();
    for table in &tables {
        let m = db::matches::get(&t.db, table.match_id.unwrap())
            .await
            .unwrap()
            .unwrap();
        let AnyLog::Teg(log) = AnyLog::parse(&m.setup_json).unwrap() else {
            panic!("a T.E.G. table: {}", m.setup_json);
        };
        assert!(
            !log.objectives.is_empty(),
            "the secret objectives are dealt"
        );
        assert!(
            log.players
                .iter()
                .all(|p| arbitro::engine::teg::COLOURS.contains(&p.colour.as_str()))
        );
        let g = arbitro::engine::teg::replay(&log).expect("the engine takes the table");
        sizes.push(g.seat_count());
        names.push(g.names());
    }
    assert_eq!(sizes, [5, 4]);

    // The referee ends table 2 early and signs it: its result reaches the standings.
    let m2 = tables[1].match_id.unwrap();
    let page = t.get(&format!("/console/m/{m2}")).await;
    assert!(
        page.body.contains(r#"class="card turn classic teg""#),
        "{}",
        page.body
    );
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
                ("reason", "cierre del club"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let r = t.post(&format!("/console/m/{m2}/sign"), &[]).await;
    assert!(r.status.is_redirection(), "{} {}", r.status, r.body);
    let log = AnyLog::parse(&t.get(&format!("/api/v1/matches/{m2}/log")).await.body).unwrap();
    let g = AnyGame::replay(&log).unwrap();
    assert!(g.finished());
    let first = g.result().seats[0].seat;
    let winner = &names[1][usize::from(first)];
    let standings = t.get(&format!("/individual/{id}/standings")).await;
    assert_eq!(standings.status, StatusCode::OK);
    let at = |name: &str| standings.body.find(name).unwrap_or(usize::MAX);
    for other in &names[0] {
        assert!(at(winner) < at(other), "{winner} first: {}", standings.body);
    }
}
