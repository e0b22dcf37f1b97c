//! The GestioneTorneo import (issue 30, docs/GESTIONETORNEO.md) through the router:
//! a broken workbook's preview names its bad rows and stores nothing; a clean one
//! becomes a finished tournament whose standings are the workbook's `Classifica`;
//! the same event a second time is refused; one national id is one person.

use crate::console::organizer;
use crate::helpers::{BASE, Resp, TestApp};
use arbitro::db;
use arbitro::tournament::gestione::read_workbook;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::Value;

const SERATA: &[u8] = include_bytes!("../fixtures/gestione/serata.xlsx");
const SERATA_XLS: &[u8] = include_bytes!("../fixtures/gestione/serata.xls");
const SERATA_DUE: &[u8] = include_bytes!("../fixtures/gestione/serata_due.xlsx");

/// A field of the import form.
enum Part<'a> {
    File(&'a [u8]),
    Text(&'a str, &'a str),
}

/// Posts the import form: `_csrf` first, then `parts`.
async fn send(t: &mut TestApp, parts: &[Part<'_>]) -> Resp {
    let token = t.csrf().await;
    let boundary = "----arbitro-test-gestione";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n{token}\r\n"
    )
    .into_bytes();
    for p in parts {
        match p {
            Part::File(bytes) => {
                body.extend_from_slice(
                    format!(
                        "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; \
                         filename=\"torneo.xlsx\"\r\nContent-Type: application/octet-stream\r\n\r\n"
                    )
                    .as_bytes(),
                );
                body.extend_from_slice(bytes);
                body.extend_from_slice(b"\r\n");
            }
            Part::Text(name, value) => body.extend_from_slice(
                format!(
                    "--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n"
                )
                .as_bytes(),
            ),
        }
    }
    body.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
    let cookie: Vec<String> = t.jar.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let req = Request::post("/gestione/import")
        .header(header::COOKIE, cookie.join("; "))
        .header(header::CONTENT_LENGTH, body.len())
        .header(
            header::CONTENT_TYPE,
            format!("multipart/form-data; boundary={boundary}"),
        )
        .header(header::HOST, "127.0.0.1:3000")
        .header("origin", BASE)
        .header("sec-fetch-site", "same-origin")
        .body(Body::from(body))
        .unwrap();
    t.send(req).await
}

/// The workbook the preview sends back with its confirm button.
fn previewed(html: &str) -> String {
    let at = html
        .find("name=\"workbook\" value=\"")
        .expect("a clean preview offers to store")
        + "name=\"workbook\" value=\"".len();
    html[at..].split('"').next().unwrap().to_string()
}

/// Previews then stores `file`; returns the new tournament's id.
async fn import(t: &mut TestApp, file: &[u8]) -> i64 {
    let r = send(t, &[Part::File(file)]).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let hex = previewed(&r.body);
    let r = send(t, &[Part::Text("store", "1"), Part::Text("workbook", &hex)]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    r.location()
        .trim_start_matches("/individual/")
        .trim_end_matches("/manage")
        .parse()
        .unwrap()
}

/// `bytes` as the preview's `workbook` field holds them.
fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    bytes.iter().fold(String::new(), |mut s, b| {
        write!(s, "{b:02x}").unwrap();
        s
    })
}

async fn stored_rows(t: &TestApp) -> Vec<i64> {
    let mut out = Vec::new();
    for table in [
        "individual_tournaments",
        "individual_players",
        "individual_tables",
        "matches",
        "match_results",
        "people",
    ] {
        out.push(t.count(table).await);
    }
    out
}

#[tokio::test]
async fn gestione_the_preview_names_the_bad_rows_and_stores_nothing() {
    let mut t = organizer().await;
    let before = stored_rows(&t).await;
    for (file, wants) in [
        (
            &include_bytes!("../fixtures/gestione/punteggio_errato.xlsx")[..],
            &["1° Turno", "4", "dodici"][..],
        ),
        (
            &include_bytes!("../fixtures/gestione/giocatore_sconosciuto.xlsx")[..],
            &["2° Turno", "42", "Classifica", "11"][..],
        ),
        (
            &include_bytes!("../fixtures/gestione/senza_iscritti.xlsx")[..],
            &["Iscritti"][..],
        ),
        (&b"Nome;Cognome\nAnna;Rossi\n"[..], &["GestioneTorneo"][..]),
    ] {
        let r = send(&mut t, &[Part::File(file)]).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
        let alert = &r.body[r.body.find("role=\"alert\"").expect("an alert")..];
        for w in wants {
            assert!(alert.contains(w), "{w} missing from {alert}");
        }
        assert!(!r.body.contains("name=\"workbook\""), "no store button");
        // Asked to store it anyway (the preview's field filled by hand): refused too.
        let forged = hex(file);
        let r = send(
            &mut t,
            &[Part::Text("store", "1"), Part::Text("workbook", &forged)],
        )
        .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    }
    let r = send(&mut t, &[]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    let r = send(
        &mut t,
        &[Part::Text("store", "1"), Part::Text("workbook", "zz")],
    )
    .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert_eq!(stored_rows(&t).await, before);
}

#[tokio::test]
async fn gestione_a_clean_workbook_becomes_a_finished_event_with_its_standings() {
    let mut t = organizer().await;
    // The preview writes nothing.
    let before = stored_rows(&t).await;
    let r = send(&mut t, &[Part::File(SERATA)]).await;
    assert_eq!(r.status, StatusCode::OK);
    for w in [
        "Serata di primavera",
        "Anna Rossi",
        "Tana delle Tigri",
        "1001",
        "151.25",
    ] {
        assert!(r.body.contains(w), "{w}");
    }
    assert_eq!(stored_rows(&t).await, before);
    let id = import(&mut t, SERATA).await;
    let r = t.get(&format!("/api/v1/individual/{id}/standings")).await;
    assert_eq!(r.status, StatusCode::OK);
    let v: Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(v["unfinished_tables"], 0);
    assert_eq!(v["formula"]["kind"], "open");
    let event = read_workbook(SERATA).event.unwrap();
    let expected: Vec<(u64, String, f64)> = event
        .standings
        .iter()
        .map(|s| {
            let name = event.player(s.player).unwrap().name.clone();
            (u64::from(s.place), name, s.total)
        })
        .collect();
    let total = |x: &Value| {
        x.as_f64()
            .or_else(|| x.as_str().and_then(|s| s.parse().ok()))
            .unwrap()
    };
    let got: Vec<(u64, String, f64)> = v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["rank"].as_u64().unwrap(),
                r["name"].as_str().unwrap().to_string(),
                total(&r["total"]),
            )
        })
        .collect();
    assert_eq!(got, expected);
    // Every table is published and signed off; its match holds no log.
    let tables = db::individual::tables(&t.db, id).await.unwrap();
    assert_eq!(tables.len(), 4);
    for tb in &tables {
        let m = tb.match_id.unwrap();
        assert!(
            db::match_entries::entries(&t.db, m)
                .await
                .unwrap()
                .is_empty()
        );
    }
    assert!(
        db::individual::rounds(&t.db, id)
            .await
            .unwrap()
            .iter()
            .all(|r| r.published)
    );
    // The public page shows it.
    let r = t.get(&format!("/individual/{id}")).await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(r.body.contains("Bruno Bianchi"));
}

#[tokio::test]
async fn gestione_the_same_event_twice_is_refused() {
    let mut t = organizer().await;
    let id = import(&mut t, SERATA).await;
    let after = stored_rows(&t).await;
    // The same event, in the other format: one event, refused with a link to it.
    for file in [SERATA, SERATA_XLS] {
        let r = send(&mut t, &[Part::File(file)]).await;
        assert_eq!(r.status, StatusCode::CONFLICT);
        assert!(r.body.contains(&format!("/individual/{id}")));
        assert!(!r.body.contains("name=\"workbook\""));
    }
    let again = hex(SERATA);
    let r = send(
        &mut t,
        &[Part::Text("store", "1"), Part::Text("workbook", &again)],
    )
    .await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    assert_eq!(stored_rows(&t).await, after);
}

#[tokio::test]
async fn gestione_one_national_id_is_one_person_across_events() {
    let mut t = organizer().await;
    import(&mut t, SERATA).await;
    import(&mut t, SERATA_DUE).await;
    let people = db::people::list(&t.db).await.unwrap();
    let by_id = |n: &str| people.iter().find(|p| p.national_id.as_deref() == Some(n));
    // Anna and Carla came to both evenings with their national ids.
    for (nid, name) in [("1001", "Anna Rossi"), ("1003", "Carla Verdi")] {
        let p = by_id(nid).unwrap();
        assert_eq!((p.name.as_str(), p.entries), (name, 2));
    }
    // Fabio and Luca have none: each evening's entry is a person of its own until an
    // organizer merges them.
    assert_eq!(people.iter().filter(|p| p.name == "Fabio Blu").count(), 2);
    assert_eq!(people.len(), 9 + 2);
}
