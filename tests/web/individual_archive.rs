//! Every individual event the app can produce comes back from its JSON archive
//! (issue 27, item 2): exported, imported into an empty instance, it shows the same
//! standings page, public page, CSV files and API reads. The router test is the
//! Italian clubs' main format (a RisiKo! torneo event with a semifinal and a final);
//! the property test generates events of every ruleset the creation form offers,
//! with stages, corrections, hidden rounds, withdrawals, ghost seats and seasons.

use crate::console::organizer;
use crate::helpers::TestApp;
use crate::individual_publish::upload;
use arbitro::db;
use axum::http::StatusCode;
use serde_json::Value;

const TWELVE: &str = "nome;club\nAnna;Lupi\nBruno;Lupi\nCarla;Orsi\nDario;Orsi\nElena;Falchi\n\
Fabio;Falchi\nGina;Volpi\nIvo;Volpi\nLea;Gufi\nMarco;Gufi\nNora;Aquile\nOscar;Aquile\n";

async fn ok(t: &mut TestApp, path: &str, fields: &[(&str, &str)]) {
    let r = t.post(path, fields).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{path}: {}", r.body);
}

/// The match ids of `round`'s tables, in table order.
pub async fn matches_of(t: &TestApp, id: i64, round: i64) -> Vec<i64> {
    db::individual::tables(&t.db, id)
        .await
        .unwrap()
        .into_iter()
        .filter(|x| x.round == round)
        .filter_map(|x| x.match_id)
        .collect()
}

/// Ends match `m` through the console (the referee closing the table) and, when
/// `sign`, signs it off through the console.
pub async fn end(t: &mut TestApp, m: i64, sign: bool) {
    let n = db::match_entries::entries(&t.db, m).await.unwrap().len();
    ok(
        t,
        &format!("/console/m/{m}/act"),
        &[
            ("expected", &n.to_string()),
            ("key", &format!("end-{m}")),
            ("type", "end_match"),
            ("reason", "fine del turno"),
        ],
    )
    .await;
    if sign {
        let r = t.post(&format!("/console/m/{m}/sign"), &[]).await;
        assert!(r.status.is_redirection(), "{} {}", r.status, r.body);
    }
}

/// Seats and publishes the next round through `path` (`rounds`, `semifinal`,
/// `final`); returns its number.
pub async fn next_round(t: &mut TestApp, id: i64, path: &str) -> i64 {
    ok(t, &format!("/individual/{id}/{path}"), &[]).await;
    let round = db::individual::rounds(&t.db, id)
        .await
        .unwrap()
        .last()
        .unwrap()
        .number;
    ok(t, &format!("/individual/{id}/rounds/{round}/publish"), &[]).await;
    round
}

/// `html` with the tournament's own id and the form tokens taken out: what a reader
/// sees, the same in any instance.
fn page_text(html: &str, id: i64) -> String {
    let html = html.replace(&format!("/individual/{id}/"), "/individual/ID/");
    let html = html.replace(&format!("/individual/{id}\""), "/individual/ID\"");
    html.lines()
        .filter(|l| !l.contains("_csrf") && !l.contains("csrf-token"))
        .map(|l| tokens_out(l, "/t/"))
        .map(|l| tokens_out(&l, "/console/m/"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `line` with what follows each `prefix` (a table token, a match id: new in each
/// instance) replaced by `*`.
fn tokens_out(line: &str, prefix: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(i) = rest.find(prefix) {
        out.push_str(&rest[..i + prefix.len()]);
        out.push('*');
        rest = rest[i + prefix.len()..].trim_start_matches(|c: char| c.is_ascii_alphanumeric());
    }
    out.push_str(rest);
    out
}

async fn body(t: &mut TestApp, path: &str) -> String {
    let r = t.get(path).await;
    assert_eq!(r.status, StatusCode::OK, "{path}: {}", r.body);
    r.body
}

async fn api(t: &mut TestApp, path: &str) -> Value {
    let mut v: Value = serde_json::from_str(&body(t, path).await).unwrap();
    // The tournament's own id differs between instances.
    if let Some(o) = v.as_object_mut() {
        o.remove("tournament");
        o.remove("id");
    }
    v
}

/// Exports tournament `id` of `t`, imports it into an empty instance, and checks that
/// every page, file and read of the two agrees. Returns the new instance and id.
pub async fn round_trip(t: &mut TestApp, id: i64) -> (TestApp, i64) {
    let text = body(t, &format!("/individual/{id}/export/tournament.json")).await;
    let mut fresh = organizer().await;
    let r = upload(&mut fresh, text.as_bytes()).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let new_id = db::individual::list(&fresh.db).await.unwrap()[0].id;
    same_event(t, id, &mut fresh, new_id).await;
    // The copy's archive is the original's, save the moment of writing.
    let again: Value = serde_json::from_str(
        &body(
            &mut fresh,
            &format!("/individual/{new_id}/export/tournament.json"),
        )
        .await,
    )
    .unwrap();
    let first: Value = serde_json::from_str(&text).unwrap();
    for key in ["tournament", "rounds", "adjustments"] {
        assert_eq!(first[key], again[key], "{key}");
    }
    (fresh, new_id)
}

/// The two tournaments read the same everywhere a person or a program looks.
pub async fn same_event(a: &mut TestApp, x: i64, b: &mut TestApp, y: i64) {
    for page in ["standings", ""] {
        let p = if page.is_empty() {
            format!("/individual/{{}}")
        } else {
            format!("/individual/{{}}/{page}")
        };
        let pa = body(a, &p.replace("{}", &x.to_string())).await;
        let pb = body(b, &p.replace("{}", &y.to_string())).await;
        same_text(&page_text(&pa, x), &page_text(&pb, y), &p);
    }
    for what in ["standings.csv", "tables.csv"] {
        let fa = body(a, &format!("/individual/{x}/export/{what}")).await;
        let fb = body(b, &format!("/individual/{y}/export/{what}")).await;
        same_text(&fa, &fb, what);
    }
    let sa = api(a, &format!("/api/v1/individual/{x}/standings")).await;
    let sb = api(b, &format!("/api/v1/individual/{y}/standings")).await;
    assert_eq!(sa, sb, "API standings");
    let rounds = db::individual::rounds(&a.db, x).await.unwrap();
    for r in rounds.iter().filter(|r| r.published) {
        let n = r.number;
        let ra = api(a, &format!("/api/v1/individual/{x}/rounds/{n}")).await;
        let rb = api(b, &format!("/api/v1/individual/{y}/rounds/{n}")).await;
        assert_eq!(strip_ids(ra), strip_ids(rb), "API round {n}");
    }
}

/// `a` and `b` are the same text; else the first lines that differ.
fn same_text(a: &str, b: &str, what: &str) {
    if a != b {
        let (la, lb): (Vec<_>, Vec<_>) = (a.lines().collect(), b.lines().collect());
        let at = la
            .iter()
            .zip(&lb)
            .position(|(x, y)| x != y)
            .unwrap_or(la.len().min(lb.len()));
        let end = |l: &[&str]| l[at.min(l.len())..(at + 3).min(l.len())].join("\n");
        panic!(
            "{what} differs at line {at}:\n{}\n---\n{}",
            end(&la),
            end(&lb)
        );
    }
}

/// A JSON read with the instance's own ids (tournament, matches, table tokens) left out.
fn strip_ids(mut v: Value) -> Value {
    match &mut v {
        Value::Object(o) => {
            for key in [
                "id",
                "match_id",
                "match",
                "token",
                "board",
                "url",
                "tournament",
            ] {
                o.remove(key);
            }
            for (_, x) in o.iter_mut() {
                *x = strip_ids(x.take());
            }
        }
        Value::Array(a) => {
            for x in a.iter_mut() {
                *x = strip_ids(x.take());
            }
        }
        _ => {}
    }
    v
}

#[tokio::test]
async fn a_torneo_event_with_semifinal_and_final_comes_back_from_its_archive() {
    let mut t = organizer().await;
    let r = t
        .post(
            "/individual",
            &[
                ("name", "Torneo di novembre"),
                ("ruleset", "risiko-torneo"),
                ("table_size", "4"),
                ("odd_field", "larger"),
                ("rounds", "2"),
                ("formula", "master"),
                ("semifinal_tables", "2"),
                ("direct_finalists", "2"),
                ("finals", "1"),
            ],
        )
        .await;
    let id = crate::fixture::individual_id(&r);
    ok(
        &mut t,
        &format!("/individual/{id}/import/confirm"),
        &[("csv", TWELVE)],
    )
    .await;
    for path in ["rounds", "rounds", "semifinal", "final"] {
        let round = next_round(&mut t, id, path).await;
        for m in matches_of(&t, id, round).await {
            end(&mut t, m, true).await;
        }
    }
    assert_eq!(db::individual::rounds(&t.db, id).await.unwrap().len(), 4);
    round_trip(&mut t, id).await;
}
