//! Publishing an individual tournament (issue #15): the public page and projector
//! with the round's tables of N, the CSV/XLSX exports, the JSON archive that
//! re-imports into an empty instance with identical standings (and its refusals,
//! storing nothing), the table slips, and the `/api/v1/individual` reads.

use crate::console::organizer;
use crate::helpers::{BASE, Resp, TestApp};
use arbitro::accounts::Role;
use arbitro::db;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::Value;

const PLAYERS: &str = "nome;club\nAnna;Lupi\nBruno;Lupi\nCarla;Orsi\nDario;Orsi\nElena;Falchi\nFabio;Falchi\nGina;Volpi\nIvo;Volpi\nLea;\n";

/// Ends match `m` early, as a referee closing the room would.
async fn end(t: &mut TestApp, m: i64) {
    let n = db::match_entries::entries(&t.db, m)
        .await
        .unwrap()
        .len()
        .to_string();
    let r = t
        .post(
            &format!("/console/m/{m}/act"),
            &[
                ("expected", &n),
                ("key", &format!("end-{m}")),
                ("type", "end_match"),
                ("reason", "chiusura sala"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    // Signed off, so the result counts however the standings weigh signatures.
    assert!(db::matches::sign(&t.db, m, 1, 150).await.unwrap());
}

async fn matches_of(t: &TestApp, id: i64, round: i64) -> Vec<i64> {
    db::individual::tables(&t.db, id)
        .await
        .unwrap()
        .into_iter()
        .filter(|x| x.round == round)
        .filter_map(|x| x.match_id)
        .collect()
}

/// Nine players registered for tables of 4 (`larger`: 5 and 4), nothing seated yet.
/// Returns the id.
async fn registered(t: &mut TestApp) -> i64 {
    let r = t
        .post(
            "/individual",
            &[
                ("name", "Serata individuale"),
                ("ruleset", "risiko-classic"),
                ("table_size", "4"),
                ("odd_field", "larger"),
                ("rounds", "3"),
                ("formula", "place_points"),
            ],
        )
        .await;
    let id = crate::fixture::individual_id(&r);
    let r = t
        .post(
            &format!("/individual/{id}/import/confirm"),
            &[("csv", PLAYERS)],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    id
}

/// Nine players at tables of 4 (`larger`: 5 and 4); round 1 played, round 2
/// published with its first table ended and a referee on it. Returns the id.
pub async fn evening(t: &mut TestApp) -> i64 {
    let id = registered(t).await;
    for round in 1..=2 {
        let r = t.post(&format!("/individual/{id}/rounds"), &[]).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
        let r = t
            .post(&format!("/individual/{id}/rounds/{round}/publish"), &[])
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
        let ms = matches_of(t, id, round).await;
        let upto = if round == 1 { ms.len() } else { 1 };
        for m in &ms[..upto] {
            end(t, *m).await;
        }
    }
    let referee = t
        .add_user("arbitro", "una-password-lunga", Role::Referee)
        .await;
    let r = t
        .post(
            &format!("/individual/{id}/rounds/2/tables/1/referee"),
            &[("user", &referee.to_string())],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    id
}

fn anonymous(t: &TestApp) -> TestApp {
    TestApp {
        dir: t.dir.clone(),
        db: t.db.clone(),
        clock: t.clock.clone(),
        router: t.router.clone(),
        jar: Default::default(),
    }
}

fn names_at(t: &Value) -> Vec<String> {
    t["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap().to_string())
        .collect()
}

async fn json(t: &mut TestApp, path: &str) -> Value {
    let r = t.get(path).await;
    assert_eq!(r.status, StatusCode::OK, "{path}: {}", r.body);
    serde_json::from_str(&r.body).unwrap()
}

#[tokio::test]
async fn the_public_page_and_the_projector_show_the_round_tables_with_every_seat() {
    let mut t = organizer().await;
    let id = evening(&mut t).await;
    let mut anon = anonymous(&t);
    let round = json(&mut anon, &format!("/api/v1/individual/{id}/rounds/2")).await;
    let tables = round["tables"].as_array().unwrap();
    assert_eq!(tables.len(), 2);
    let page = anon.get(&format!("/individual/{id}")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("Turno 2"), "{}", page.body);
    assert!(
        page.body
            .contains(&format!("data-live=\"/individual/{id}/events\""))
    );
    for x in tables {
        for name in names_at(x) {
            assert!(
                page.body
                    .contains(&format!("<span class=\"who\">{name}</span>")),
                "{name}"
            );
        }
    }
    // The ended table shows its points; its board is linked.
    assert!(page.body.contains("href=\"/t/"), "{}", page.body);
    assert!(
        page.body.contains("°)"),
        "a place and points: {}",
        page.body
    );

    let proj = anon.get(&format!("/individual/{id}/projector")).await;
    assert_eq!(proj.status, StatusCode::OK);
    assert!(
        proj.body
            .contains(&format!("data-events=\"/individual/{id}/events\""))
    );
    assert!(
        proj.body
            .contains(&format!("data-deck=\"/individual/{id}/projector/deck\""))
    );
    let deck = anon.get(&format!("/individual/{id}/projector/deck")).await;
    for key in ["seating-1", "tables-1", "standings-1"] {
        assert!(deck.body.contains(&format!("data-key=\"{key}\"")), "{key}");
    }
    // The QR code and the address stand once in the page, not in the deck fetched on
    // every change.
    assert!(proj.body.contains("<svg class=\"qrcode\""));
    assert!(proj.body.contains(&format!("{BASE}/individual/{id}")));
    assert!(!deck.body.contains("<svg class=\"qrcode\""));
    for x in tables {
        for name in names_at(x) {
            assert!(deck.body.contains(&name), "{name}");
        }
    }
    // The stream answers as an event stream; a pace out of range is refused.
    let req = Request::get(format!("/individual/{id}/events"))
        .body(Body::empty())
        .unwrap();
    let resp = tower::ServiceExt::oneshot(anon.router.clone(), req)
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::OK);
    assert!(
        resp.headers()[header::CONTENT_TYPE]
            .to_str()
            .unwrap()
            .starts_with("text/event-stream")
    );
    let r = anon
        .get(&format!("/individual/{id}/projector?pace=2"))
        .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    for path in ["", "/projector", "/projector/deck"] {
        let r = anon.get(&format!("/individual/999{path}")).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{path}");
    }
}

#[tokio::test]
async fn a_draft_round_stays_off_the_public_page_projector_and_api() {
    let mut t = organizer().await;
    let id = evening(&mut t).await;
    // Finish round 2 and seat round 3 as a draft.
    for m in matches_of(&t, id, 2).await.into_iter().skip(1) {
        end(&mut t, m).await;
    }
    let r = t.post(&format!("/individual/{id}/rounds"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let mut anon = anonymous(&t);
    let page = anon.get(&format!("/individual/{id}")).await;
    assert!(page.body.contains("Turno 2") && !page.body.contains("Turno 3"));
    let deck = anon.get(&format!("/individual/{id}/projector/deck")).await;
    assert!(deck.body.contains("Turno 2") && !deck.body.contains("Turno 3"));
    let rounds = json(&mut anon, &format!("/api/v1/individual/{id}/rounds")).await;
    assert_eq!(rounds["rounds"].as_array().unwrap().len(), 2);
    let r = anon.get(&format!("/api/v1/individual/{id}/rounds/3")).await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
    assert!(r.body.contains("\"code\""), "{}", r.body);
    // The organizer sees the draft.
    let rounds = json(&mut t, &format!("/api/v1/individual/{id}/rounds")).await;
    assert_eq!(rounds["rounds"][2]["published"], false);
}

fn csv_rows(body: &str) -> Vec<Vec<String>> {
    let text = body.trim_start_matches('\u{feff}');
    csv::Reader::from_reader(text.as_bytes())
        .records()
        .map(|r| r.unwrap().iter().map(str::to_string).collect())
        .collect()
}

#[tokio::test]
async fn exports_carry_every_tie_break_and_every_seat_for_organizers_only() {
    let mut t = organizer().await;
    let id = evening(&mut t).await;
    let r = t
        .get(&format!("/individual/{id}/export/standings.csv"))
        .await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(r.body.starts_with('\u{feff}'));
    assert_eq!(r.headers[header::CONTENT_TYPE], "text/csv; charset=utf-8");
    let head = r
        .body
        .trim_start_matches('\u{feff}')
        .lines()
        .next()
        .unwrap();
    assert_eq!(
        head,
        "rank,player,club,dropped,total,games,wins,best_game,table_points,territories,best_place,previous_total,scores,round_1,round_2"
    );
    let rows = csv_rows(&r.body);
    assert_eq!(rows.len(), 9);
    // The CSV says what the API says.
    let api = json(&mut t, &format!("/api/v1/individual/{id}/standings")).await;
    for (row, s) in rows.iter().zip(api["standings"].as_array().unwrap()) {
        assert_eq!(row[1], s["name"].as_str().unwrap());
        assert_eq!(row[4].parse::<f64>().unwrap(), s["total"].as_f64().unwrap());
        assert_eq!(row[6], s["wins"].to_string());
    }
    let r = t.get(&format!("/individual/{id}/export/tables.csv")).await;
    let seats = csv_rows(&r.body);
    assert_eq!(seats.len(), 18, "nine seats in each of two rounds");
    assert!(seats.iter().any(|s| s[2] == "playing" || s[2] == "setup"));
    assert!(
        seats
            .iter()
            .filter(|s| s[2] == "signed")
            .all(|s| !s[8].is_empty())
    );
    let r = t
        .get(&format!("/individual/{id}/export/tournament.xlsx"))
        .await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(
        r.headers[header::CONTENT_DISPOSITION]
            .to_str()
            .unwrap()
            .ends_with("tournament.xlsx\"")
    );
    let bytes = t
        .router
        .clone()
        .oneshot_bytes(&format!("/individual/{id}/export/tournament.xlsx"), &t.jar)
        .await;
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let mut book = String::new();
    std::io::Read::read_to_string(&mut zip.by_name("xl/workbook.xml").unwrap(), &mut book).unwrap();
    for sheet in ["Standings", "Tables", "Round 1", "Round 2"] {
        assert!(
            book.contains(&format!("name=\"{sheet}\"")),
            "{sheet}: {book}"
        );
    }
    // Anonymous visitors go to the login page.
    let mut anon = anonymous(&t);
    for what in [
        "standings.csv",
        "tables.csv",
        "tournament.xlsx",
        "tournament.json",
    ] {
        let r = anon.get(&format!("/individual/{id}/export/{what}")).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{what}");
        assert!(r.location().starts_with("/login"));
    }
}

/// A GET's raw body bytes (a workbook is not text).
trait RawGet {
    async fn oneshot_bytes(
        self,
        path: &str,
        jar: &std::collections::BTreeMap<String, String>,
    ) -> Vec<u8>;
}

impl RawGet for axum::Router {
    async fn oneshot_bytes(
        self,
        path: &str,
        jar: &std::collections::BTreeMap<String, String>,
    ) -> Vec<u8> {
        use http_body_util::BodyExt;
        let cookie: Vec<String> = jar.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let req = Request::get(path)
            .header(header::COOKIE, cookie.join("; "))
            .body(Body::empty())
            .unwrap();
        let resp = tower::ServiceExt::oneshot(self, req).await.unwrap();
        resp.into_body()
            .collect()
            .await
            .unwrap()
            .to_bytes()
            .to_vec()
    }
}

/// A multipart upload of `file` to the individual import, as the form sends it.
pub async fn upload(t: &mut TestApp, file: &[u8]) -> Resp {
    let token = t.csrf().await;
    let boundary = "----arbitro-test-individual";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n{token}\r\n\
         --{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"i.json\"\r\n\
         Content-Type: application/json\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(file);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let cookie: Vec<String> = t.jar.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let req = Request::post("/individual/import")
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

/// The standings table of the public page (ids aside, everything shown).
fn standings_table(html: &str) -> String {
    let start = html.find("<tbody>").unwrap();
    let end = html.find("</tbody>").unwrap();
    html[start..end].to_string()
}

#[tokio::test]
async fn the_archive_reimports_into_an_empty_instance_with_identical_standings() {
    let mut t = organizer().await;
    let id = evening(&mut t).await;
    let r = t
        .get(&format!("/individual/{id}/export/tournament.json"))
        .await;
    assert_eq!(r.status, StatusCode::OK);
    assert_eq!(r.headers[header::CONTENT_TYPE], "application/json");
    let archive: Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(archive["format"], "arbitro-individual");
    assert_eq!(archive["rounds"].as_array().unwrap().len(), 2);

    let mut fresh = organizer().await;
    let r = upload(&mut fresh, r.body.as_bytes()).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    assert!(r.body.contains("Serata individuale"), "{}", r.body);
    let new_id = db::individual::list(&fresh.db).await.unwrap()[0].id;

    let before = t.get(&format!("/individual/{id}/standings")).await;
    let after = fresh.get(&format!("/individual/{new_id}/standings")).await;
    assert_eq!(standings_table(&before.body), standings_table(&after.body));
    for what in ["standings.csv", "tables.csv"] {
        let a = t.get(&format!("/individual/{id}/export/{what}")).await;
        let b = fresh
            .get(&format!("/individual/{new_id}/export/{what}"))
            .await;
        assert_eq!(a.body, b.body, "{what}");
    }
    let a = json(&mut t, &format!("/api/v1/individual/{id}/standings")).await;
    let mut b = json(
        &mut fresh,
        &format!("/api/v1/individual/{new_id}/standings"),
    )
    .await;
    b["tournament"] = a["tournament"].clone();
    assert_eq!(a, b);
    // The live round goes on: its unfinished table plays in the new instance.
    let open: Vec<i64> = matches_of(&fresh, new_id, 2).await;
    assert_eq!(open.len(), 2);
    end(&mut fresh, open[1]).await;
    let b = json(
        &mut fresh,
        &format!("/api/v1/individual/{new_id}/standings"),
    )
    .await;
    assert_eq!(b["unfinished_tables"], 0);
}

async fn stored_counts(t: &TestApp) -> Vec<i64> {
    let mut out = Vec::new();
    for table in [
        "individual_tournaments",
        "individual_players",
        "individual_rounds",
        "individual_tables",
        "matches",
        "match_entries",
    ] {
        out.push(t.count(table).await);
    }
    out
}

#[tokio::test]
async fn a_bad_archive_is_refused_with_a_sentence_and_nothing_is_stored() {
    let mut t = organizer().await;
    let id = evening(&mut t).await;
    let good: Value = serde_json::from_str(
        &t.get(&format!("/individual/{id}/export/tournament.json"))
            .await
            .body,
    )
    .unwrap();
    let before = stored_counts(&t).await;
    let spoil = |f: &dyn Fn(&mut Value)| {
        let mut a = good.clone();
        f(&mut a);
        serde_json::to_vec(&a).unwrap()
    };
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (b"{ not json".to_vec(), "non è un archivio leggibile"),
        (
            spoil(&|a| a["format"] = "arbitro-tournament".into()),
            "torneo individuale di Arbitro",
        ),
        (spoil(&|a| a["version"] = 7.into()), "versione 1"),
        (
            spoil(&|a| a["surprise"] = 1.into()),
            "non è un archivio leggibile",
        ),
        (
            spoil(&|a| a["players"][1]["name"] = "anna".into()),
            "compare due volte",
        ),
        (
            spoil(&|a| a["rounds"][1]["number"] = 5.into()),
            "numerati 1, 2, 3",
        ),
        (
            spoil(&|a| {
                let p = a["rounds"][0]["tables"][0]["players"][0].clone();
                a["rounds"][0]["tables"][1]["players"][0] = p;
            }),
            "seduti due volte",
        ),
        (
            spoil(&|a| {
                a["rounds"][0]["tables"][0]["match"]["entries"][0]["action"] =
                    serde_json::json!({"type": "attack"})
            }),
            "Tavolo 1",
        ),
        (
            spoil(&|a| a["rounds"][0]["tables"][0]["match"]["status"] = "playing".into()),
            "non torna con il tavolo",
        ),
    ];
    for (i, (file, says)) in cases.into_iter().enumerate() {
        let r = upload(&mut t, &file).await;
        assert_eq!(
            r.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "case {i}: {}",
            r.body
        );
        assert!(r.body.contains(says), "case {i}: {says}: {}", r.body);
        assert!(r.body.contains("Non è stato salvato nulla."), "case {i}");
    }
    assert_eq!(stored_counts(&t).await, before, "nothing half-written");
    // A referee may not import.
    let mut referee = anonymous(&t);
    referee.login("arbitro", "una-password-lunga").await;
    let r = upload(&mut referee, &serde_json::to_vec(&good).unwrap()).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert_eq!(stored_counts(&t).await, before);
}

#[tokio::test]
async fn table_slips_list_the_seats_the_referee_and_the_board_qr() {
    let mut t = organizer().await;
    let id = evening(&mut t).await;
    let round = json(&mut t, &format!("/api/v1/individual/{id}/rounds/2")).await;
    let r = t.get(&format!("/individual/{id}/print/slips/2")).await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(r.body.contains("/static/print.css"));
    assert_eq!(
        r.body
            .matches("<article class=\"table-card slip\">")
            .count(),
        2
    );
    assert_eq!(r.body.matches("<svg class=\"qrcode\"").count(), 2);
    assert!(r.body.contains("<strong>arbitro</strong>"), "{}", r.body);
    let players = db::individual::players(&t.db, id).await.unwrap();
    for x in round["tables"].as_array().unwrap() {
        let m = db::matches::get(&t.db, x["match"].as_i64().unwrap())
            .await
            .unwrap()
            .unwrap();
        assert!(r.body.contains(&format!("{BASE}/t/{}", m.public_token)));
        // Seats in order, each with its club.
        let names = names_at(x);
        let mut at = 0;
        for n in &names {
            let found = r.body[at..]
                .find(&format!("<strong>{n}</strong>"))
                .expect(n);
            at += found;
            let club = players.iter().find(|p| &p.name == n).unwrap().club.clone();
            if let Some(c) = club {
                assert!(r.body[at..].starts_with(&format!(
                    "<strong>{n}</strong> <span class=\"muted\">{c}</span>"
                )));
            }
        }
    }
    let r = t.get(&format!("/individual/{id}/print/slips/9")).await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
    let mut anon = anonymous(&t);
    let r = anon.get(&format!("/individual/{id}/print/slips/2")).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
}

#[tokio::test]
async fn the_read_api_lists_tournaments_rounds_seats_and_standings_and_404s_bad_ids() {
    let mut t = organizer().await;
    let id = evening(&mut t).await;
    let mut anon = anonymous(&t);
    let list = json(&mut anon, "/api/v1/individual").await;
    assert_eq!(list["tournaments"][0]["id"], id);
    let one = json(&mut anon, &format!("/api/v1/individual/{id}")).await;
    assert_eq!(one["formula"]["kind"], "place_points");
    assert_eq!(one["seating"]["table_size"], 4);
    assert_eq!(
        one["tiebreaks"],
        serde_json::json!(["wins", "territories", "best_place"])
    );
    let players = json(&mut anon, &format!("/api/v1/individual/{id}/players")).await;
    assert_eq!(players["players"].as_array().unwrap().len(), 9);
    let r1 = json(&mut anon, &format!("/api/v1/individual/{id}/rounds/1")).await;
    let sizes: Vec<usize> = r1["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| names_at(x).len())
        .collect();
    assert_eq!(sizes, [5, 4]);
    assert!(r1["tables"][0]["seats"][0]["points"].is_number());
    assert_eq!(r1["stage"], "qualifying");
    assert_eq!(r1["tables"][0]["group"], 1);
    let st = json(&mut anon, &format!("/api/v1/individual/{id}/standings")).await;
    let rows = st["standings"].as_array().unwrap();
    assert_eq!(rows.len(), 9);
    for key in [
        "total",
        "games",
        "wins",
        "best_game",
        "sorted_scores",
        "round_scores",
        "table_points",
        "territories",
        "best_place",
        "previous_totals",
    ] {
        assert!(rows[0].get(key).is_some(), "{key}");
    }
    assert_eq!(st["unfinished_tables"], 1);
    for path in ["", "/players", "/rounds", "/rounds/1", "/standings"] {
        let r = anon.get(&format!("/api/v1/individual/999{path}")).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{path}");
        let body: Value = serde_json::from_str(&r.body).unwrap();
        assert!(
            body["code"].is_string() && body["message"].is_string(),
            "{path}"
        );
    }
    let doc = json(&mut anon, "/api/openapi.json").await;
    for p in [
        "/api/v1/individual",
        "/api/v1/individual/{id}/rounds/{round}",
        "/api/v1/individual/{id}/standings",
    ] {
        assert!(doc["paths"].get(p).is_some(), "{p}");
    }
    assert!(
        doc["components"]["schemas"]
            .get("IndividualStandings")
            .is_some()
    );
}

#[tokio::test]
async fn a_round_with_hidden_results_counts_for_the_organizer_only() {
    let mut t = organizer().await;
    let id = evening(&mut t).await;
    let by = arbitro::db::individual_log::By { user: 1, at: 0 };
    let changed = arbitro::db::individual_log::set_results_public(&t.db, id, 1, false, by)
        .await
        .unwrap();
    assert_eq!(changed, Some(true));
    let mut anon = anonymous(&t);
    let public = json(&mut anon, &format!("/api/v1/individual/{id}/standings")).await;
    let own = json(&mut t, &format!("/api/v1/individual/{id}/standings")).await;
    let games = |v: &Value| -> i64 {
        v["standings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["games"].as_i64().unwrap())
            .sum()
    };
    assert_eq!(
        games(&own) - games(&public),
        9,
        "round 1 hidden from the public"
    );
    assert!(games(&public) >= 4, "round 2's ended table counts");
    let r1 = json(&mut anon, &format!("/api/v1/individual/{id}/rounds/1")).await;
    assert!(r1["tables"][0]["seats"][0]["points"].is_null());
    let page = t
        .get(&format!("/individual/{id}/export/standings.csv"))
        .await;
    assert!(
        csv_rows(&page.body).iter().all(|r| !r[13].is_empty()),
        "round 1 in the organizer's export"
    );
}

#[tokio::test]
async fn the_archive_carries_hidden_rounds_corrections_confirmations_seasons_and_the_audit() {
    let mut t = organizer().await;
    let id = evening(&mut t).await;
    let by = arbitro::db::individual_log::By { user: 1, at: 100 };
    arbitro::db::individual_log::set_results_public(&t.db, id, 1, false, by)
        .await
        .unwrap();
    let m = matches_of(&t, id, 1).await[0];
    let referee = db::users::by_username(&t.db, "arbitro")
        .await
        .unwrap()
        .unwrap()
        .id;
    sqlx::query(
        "INSERT INTO match_confirmations (match_id, confirmed_by, confirmed_at) VALUES (?, ?, 300)",
    )
    .bind(m)
    .bind(referee)
    .execute(t.db.pool())
    .await
    .unwrap();
    let seated: Vec<i64> =
        serde_json::from_str(&db::individual::tables(&t.db, id).await.unwrap()[0].players).unwrap();
    let c = arbitro::db::format::PointsChange {
        whose: arbitro::db::format::Whose::Player(seated[0]),
        match_id: m,
        points: -20_000,
        reason: "carta giocata fuori turno",
        described: "-2",
    };
    assert!(
        arbitro::db::format::Format::change_points(&t.db, id, &c, by)
            .await
            .unwrap()
    );
    let season = db::seasons::create(&t.db, "Campionato 2026", Some(3), 1, 0)
        .await
        .unwrap();
    assert!(db::seasons::attach(&t.db, id, Some(season)).await.unwrap());

    let text = t
        .get(&format!("/individual/{id}/export/tournament.json"))
        .await
        .body;
    let a: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(a["rounds"][0]["results_public"], false);
    assert_eq!(a["rounds"][0]["stage"], "qualifying");
    assert_eq!(a["adjustments"][0]["points"], -20_000);
    assert_eq!(a["tournament"]["season"]["name"], "Campionato 2026");
    assert_eq!(
        a["rounds"][0]["tables"][0]["match"]["confirmation"]["by"],
        "arbitro"
    );
    assert!(!a["audit"].as_array().unwrap().is_empty());

    let mut fresh = organizer().await;
    fresh
        .add_user("arbitro", "una-password-lunga", Role::Referee)
        .await;
    let r = upload(&mut fresh, text.as_bytes()).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let new_id = db::individual::list(&fresh.db).await.unwrap()[0].id;
    let b: Value = serde_json::from_str(
        &fresh
            .get(&format!("/individual/{new_id}/export/tournament.json"))
            .await
            .body,
    )
    .unwrap();
    for key in ["rounds", "players", "adjustments", "audit", "tournament"] {
        assert_eq!(a[key], b[key], "{key}");
    }
    // The public still does not see round 1 in the new instance either.
    let mut anon = anonymous(&fresh);
    let st = json(&mut anon, &format!("/api/v1/individual/{new_id}/standings")).await;
    let games: i64 = st["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["games"].as_i64().unwrap())
        .sum();
    assert!(games < 9);
    // A correction of a player not at its table is refused, nothing stored.
    let mut bad = a.clone();
    bad["adjustments"][0]["player"] = serde_json::json!(seated_elsewhere(&a));
    let before = stored_counts(&fresh).await;
    let r = upload(&mut fresh, &serde_json::to_vec(&bad).unwrap()).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains("correzione di punteggio"), "{}", r.body);
    assert_eq!(stored_counts(&fresh).await, before);
}

/// A player of round 1 not at its first table.
fn seated_elsewhere(a: &Value) -> i64 {
    a["rounds"][0]["tables"][1]["players"][0].as_i64().unwrap()
}

#[tokio::test]
async fn a_season_is_read_through_the_api_and_shown_on_its_projector() {
    let mut t = organizer().await;
    let first = evening(&mut t).await;
    let season = db::seasons::create(&t.db, "Campionato 2026", Some(1), 1, 0)
        .await
        .unwrap();
    assert!(
        db::seasons::attach(&t.db, first, Some(season))
            .await
            .unwrap()
    );
    let mut anon = anonymous(&t);
    let list = json(&mut anon, "/api/v1/seasons").await;
    assert_eq!(list["seasons"][0]["name"], "Campionato 2026");
    let s = json(&mut anon, &format!("/api/v1/seasons/{season}")).await;
    assert_eq!(s["held"], 1);
    assert_eq!(s["evenings"][0]["tournament"], first);
    let rows = s["standings"].as_array().unwrap();
    assert_eq!(rows.len(), 9);
    // One evening held: each player's total is that evening's, counted.
    let evening_api = json(&mut anon, &format!("/api/v1/individual/{first}/standings")).await;
    for r in rows {
        let e = evening_api["standings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["name"] == r["player"])
            .unwrap();
        assert_eq!(r["total"], e["total"], "{}", r["player"]);
        assert_eq!(r["counted"][0]["points"], e["total"]);
    }
    let proj = anon.get(&format!("/seasons/{season}/projector")).await;
    assert_eq!(proj.status, StatusCode::OK);
    assert!(
        proj.body
            .contains(&format!("data-deck=\"/seasons/{season}/projector/deck\""))
    );
    let deck = anon.get(&format!("/seasons/{season}/projector/deck")).await;
    assert!(deck.body.contains("data-key=\"season-1\""));
    assert!(deck.body.contains("Classifica della stagione"));
    for r in rows {
        assert!(deck.body.contains(r["player"].as_str().unwrap()));
    }
    let csv = t
        .get(&format!("/seasons/{season}/export/standings.csv"))
        .await;
    assert_eq!(csv.status, StatusCode::OK);
    let head = csv
        .body
        .trim_start_matches('\u{feff}')
        .lines()
        .next()
        .unwrap();
    assert_eq!(
        head,
        "rank,player,club,total,played,best,late,evening_1,counted_1"
    );
    let lines = csv_rows(&csv.body);
    assert_eq!(lines.len(), 9);
    for (l, r) in lines.iter().zip(rows) {
        assert_eq!(l[1], r["player"].as_str().unwrap());
        assert_eq!(l[3].parse::<f64>().unwrap(), r["total"].as_f64().unwrap());
    }
    let xlsx = t
        .get(&format!("/seasons/{season}/export/season.xlsx"))
        .await;
    assert_eq!(xlsx.status, StatusCode::OK);
    let r = anon
        .get(&format!("/seasons/{season}/export/standings.csv"))
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "organizers only");
    for path in [
        "/api/v1/seasons/999",
        "/seasons/999/projector",
        "/seasons/999/projector/deck",
    ] {
        let r = anon.get(path).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{path}");
    }
    let r = anon.get("/api/v1/seasons/999").await;
    assert!(serde_json::from_str::<Value>(&r.body).unwrap()["code"].is_string());
}

#[tokio::test]
async fn a_draft_round_warns_about_its_tables_without_a_referee_before_publishing() {
    let mut t = organizer().await;
    let id = registered(&mut t).await;
    let r = t.post(&format!("/individual/{id}/rounds"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    // The draft's two tables (5 and 4) have no referee: the page says so now, as the
    // team round does before publishing, not only once the tables are open.
    let page = t.get(&format!("/individual/{id}/manage")).await;
    assert_eq!(page.status, StatusCode::OK);
    let warned: Vec<&str> = page
        .body
        .match_indices("Questi tavoli non hanno un arbitro")
        .map(|(at, _)| {
            let rest = &page.body[at..];
            &rest[..rest.find("</p>").unwrap()]
        })
        .collect();
    assert_eq!(warned.len(), 1, "{warned:?}");
    assert!(warned[0].ends_with("Tavolo 1, 2"), "{warned:?}");
}
