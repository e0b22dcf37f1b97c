//! The federation hub against a real PostgreSQL (docs/HUB.md): a publish verified
//! by replay and ranked, a forged result refused whole, a republish replacing, bad
//! and revoked tokens, a body cut short. Each test starts its own PostgreSQL
//! (`tests/hub/pg.rs`); without one installed they skip, except under `CI=true`.
//!
//! `cargo test --test hub`

#[path = "hub/pg.rs"]
mod pg;

use std::path::Path;

use arbitro::engine::any::{AnyGame, AnyLog};
use arbitro::engine::table::Table;
use arbitro::hub::event::{Claim, EventInfo, FORMAT, Payload, PlayerInfo, TableInfo, VERSION};
use arbitro::hub::server::{Hub, router};
use arbitro::hub::store;
use arbitro::publish::{PublishError, send};
use arbitro::tournament::circuit::CircuitRules;
use serde_json::{Value, json};
use sqlx::PgPool;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// A finished classic table of four (tests/scenarios/classic): every player places
/// and ends the turn, then the referee ends the match. Territories are dealt in
/// turn so seats 0 and 1 hold 11 and share 1st place, seats 2 and 3 hold 10 and
/// share 3rd.
fn finished_log(names: [&str; 4]) -> Value {
    let scenario: Value = serde_json::from_str(include_str!(
        "scenarios/classic/shared_places_share_points.json"
    ))
    .unwrap();
    let mut log = scenario["log"].clone();
    for (seat, name) in names.iter().enumerate() {
        log["players"][seat]["name"] = json!(name);
    }
    log
}

/// A table: the players in seat order, their log and the result it replays to.
fn table(round: u32, number: u32, names: [&str; 4], ids: [i64; 4]) -> TableInfo {
    let log = finished_log(names);
    let game = AnyGame::replay(&AnyLog::parse(&log.to_string()).unwrap()).unwrap();
    assert!(game.finished());
    let result = game
        .result()
        .seats
        .iter()
        .map(|s| Claim {
            player: ids[usize::from(s.seat)],
            place: s.place,
            score: s.score,
        })
        .collect();
    TableInfo {
        round,
        number,
        stage: "qualifying".into(),
        group: 1,
        players: ids.to_vec(),
        ghost: false,
        log,
        result,
    }
}

const NAMES: [&str; 8] = [
    "Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Hugo",
];

/// Eight players, two rounds of two tables (ids 1..=8 are A..H):
/// R1: A B C D | E F G H; R2: A E B F | C G D H. Seats 0 and 1 share 1st.
fn event(id: i64, name: &str) -> Payload {
    let n = |i: usize| NAMES[i];
    Payload {
        format: FORMAT.into(),
        version: VERSION,
        event: EventInfo {
            id,
            name: name.into(),
            date: chrono::NaiveDate::from_ymd_opt(2026, 11, 28).unwrap(),
            event_type: "Torneo".into(),
            formula: json!({"kind": "place_points", "points": {"4": [5, 2, 1, 0]}}),
        },
        players: (0..8)
            .map(|i| PlayerInfo {
                id: i as i64 + 1,
                name: n(i).into(),
                club: Some("Club Uno".into()),
                national_id: None,
            })
            .collect(),
        tables: vec![
            table(1, 1, [n(0), n(1), n(2), n(3)], [1, 2, 3, 4]),
            table(1, 2, [n(4), n(5), n(6), n(7)], [5, 6, 7, 8]),
            table(2, 1, [n(0), n(4), n(1), n(5)], [1, 5, 2, 6]),
            table(2, 2, [n(2), n(6), n(3), n(7)], [3, 7, 4, 8]),
        ],
    }
}

/// The national circuit of the tests: places 1..8 worth 10, 8, 6, 5, 4, 3, 2, 1,
/// plus the event score as is.
fn rules() -> CircuitRules {
    serde_json::from_value(json!({
        "types": [{
            "name": "Torneo",
            "by_place": [100000, 80000, 60000, 50000, 40000, 30000, 20000, 10000],
            "per_score": 10000
        }],
        "window": {"kind": "always"}
    }))
    .unwrap()
}

/// A hub serving on a free port over `pg`: its address and pool.
async fn hub(pg: &pg::Postgres) -> (String, PgPool) {
    let pool = store::open(&pg.url).await.expect("hub database");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = format!("http://{}", listener.local_addr().unwrap());
    let app = router(Hub::new(pool.clone(), rules()));
    tokio::spawn(async move { axum::serve(listener, app).await });
    (address, pool)
}

async fn publish(address: &str, token: &str, p: &Payload) -> Result<Value, PublishError> {
    let body = serde_json::to_string(p).unwrap();
    send(address, token, body, Path::new("unused-for-http")).await
}

async fn get(address: &str, path: &str) -> Value {
    let (status, body) = raw(
        address,
        &format!("GET {path} HTTP/1.1\r\nHost: hub\r\nConnection: close\r\n\r\n"),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    serde_json::from_str(&body).unwrap()
}

/// Writes `request` as is on a fresh connection and reads the status and body of
/// the answer (`Connection: close`: the hub closes after it).
async fn raw(address: &str, request: &str) -> (u16, String) {
    exchange(address, request, false).await
}

/// Writes `request`, then closes the writing side as a dropped client does.
async fn cut(address: &str, request: &str) -> (u16, String) {
    exchange(address, request, true).await
}

async fn exchange(address: &str, request: &str, close: bool) -> (u16, String) {
    let mut s = tokio::net::TcpStream::connect(address.trim_start_matches("http://"))
        .await
        .unwrap();
    s.write_all(request.as_bytes()).await.unwrap();
    if close {
        s.shutdown().await.unwrap();
    }
    let mut answer = String::new();
    s.read_to_string(&mut answer).await.unwrap();
    let status = answer[9..12].parse().unwrap();
    let body = answer.split_once("\r\n\r\n").map(|(_, b)| b).unwrap_or("");
    // Chunked or not, the JSON is the part between the first '{' and the last '}'.
    let body = match (body.find('{'), body.rfind('}')) {
        (Some(a), Some(b)) => body[a..=b].to_owned(),
        _ => body.to_owned(),
    };
    (status, body)
}

async fn counts(pool: &PgPool) -> (i64, i64, i64) {
    store::counts(pool).await.unwrap()
}

#[tokio::test]
async fn a_clean_publish_is_stored_and_ranked_as_worked_by_hand() {
    let Some(pg) = pg::Postgres::start("clean publish") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    let token = store::issue_token(&pool, "Club Uno").await.unwrap();
    let answer = publish(&address, &token, &event(7, "Torneo d'autunno"))
        .await
        .unwrap();
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(answer["tables"], 4);
    assert_eq!(counts(&pool).await, (1, 4, 8));

    // By hand: a table of 4 pays 5, 2, 1, 0; two sharing 1st take (5+2)/2 = 3.5,
    // two sharing 3rd (1+0)/2 = 0.5. Anna: 3.5 + 3.5 = 7; Elena the same; Bruno
    // 3.5 + 0.5 = 4, and so Carla, Fabio, Gina; Dario and Hugo 0.5 + 0.5 = 1.
    // Tie-breaks (wins, territories, best place) leave Anna–Elena, the four on 4
    // and Dario–Hugo equal: places 1, 3 and 7. The circuit pays place points
    // (10 for 1st, 6 for 3rd, 2 for 7th) plus the score: 17, 10 and 3.
    let ranking = get(&address, "/api/ranking").await;
    let rows = ranking["ranking"].as_array().unwrap();
    let total = |name: &str| {
        rows.iter()
            .find(|r| r["name"] == name)
            .map(|r| {
                (
                    r["rank"].as_u64().unwrap(),
                    r["total"].as_str().unwrap().to_owned(),
                )
            })
            .unwrap()
    };
    assert_eq!(total("Anna"), (1, "17".into()));
    assert_eq!(total("Elena"), (1, "17".into()));
    for name in ["Bruno", "Carla", "Fabio", "Gina"] {
        assert_eq!(total(name), (3, "10".into()), "{name}");
    }
    assert_eq!(total("Dario"), (7, "3".into()));
    assert_eq!(total("Hugo"), (7, "3".into()));
    // The club ranking sums its players: 2×17 + 4×10 + 2×3 = 80.
    let clubs = get(&address, "/api/clubs").await;
    assert_eq!(clubs["clubs"][0]["club"], "Club Uno");
    assert_eq!(clubs["clubs"][0]["total"], "80");
    // The player's page lists the event.
    let anna = rows.iter().find(|r| r["name"] == "Anna").unwrap()["player"].clone();
    let page = get(&address, &format!("/api/players/{anna}")).await;
    assert_eq!(page["results"][0]["name"], "Torneo d'autunno");
    assert_eq!(page["results"][0]["place"], 1);
}

#[tokio::test]
async fn a_forged_result_is_refused_with_a_sentence_and_nothing_is_stored() {
    let Some(pg) = pg::Postgres::start("forged result") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    let token = store::issue_token(&pool, "Club Uno").await.unwrap();
    let mut forged = event(7, "Torneo d'autunno");
    // Dario's score raised on the last table; the log is unchanged.
    let claim = forged.tables[3]
        .result
        .iter_mut()
        .find(|c| c.player == 4)
        .unwrap();
    claim.score += 10.0;
    match publish(&address, &token, &forged).await {
        Err(PublishError::Refused(422, sentence)) => {
            assert!(sentence.contains("Dario"), "{sentence}");
            assert!(sentence.contains("tavolo 2"), "{sentence}");
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(counts(&pool).await, (0, 0, 0));
    // The first three tables were fine: none of them was kept either.
    let ranking = get(&address, "/api/ranking").await;
    assert_eq!(ranking["ranking"], json!([]));
}

#[tokio::test]
async fn a_republish_after_a_correction_replaces_the_event() {
    let Some(pg) = pg::Postgres::start("republish") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    let token = store::issue_token(&pool, "Club Uno").await.unwrap();
    let first = event(7, "Torneo d'autunno");
    publish(&address, &token, &first).await.unwrap();
    // The same publish again changes nothing.
    publish(&address, &token, &first).await.unwrap();
    assert_eq!(counts(&pool).await, (1, 4, 8));
    // Corrected: round 2 was never played (the club removed it).
    let mut corrected = event(7, "Torneo d'autunno (corretto)");
    corrected.tables.truncate(2);
    publish(&address, &token, &corrected).await.unwrap();
    assert_eq!(counts(&pool).await, (1, 2, 8));
    // Now Anna has one table: 3.5, sharing 1st with Bruno, Elena and Fabio: 10 + 3.5.
    let ranking = get(&address, "/api/ranking").await;
    let anna = ranking["ranking"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == "Anna")
        .unwrap()
        .clone();
    assert_eq!(anna["total"], "13.5");
    assert_eq!(anna["rank"], 1);
}

#[tokio::test]
async fn a_bad_or_revoked_token_gets_401() {
    let Some(pg) = pg::Postgres::start("tokens") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    let token = store::issue_token(&pool, "Club Uno").await.unwrap();
    let p = event(7, "Torneo d'autunno");
    assert!(matches!(
        publish(&address, "not-a-token", &p).await,
        Err(PublishError::Refused(401, _))
    ));
    assert_eq!(store::revoke_tokens(&pool, "Club Uno").await.unwrap(), 1);
    match publish(&address, &token, &p).await {
        Err(PublishError::Refused(401, sentence)) => assert!(sentence.contains("token")),
        other => panic!("expected 401, got {other:?}"),
    }
    // No token at all.
    let (status, _) = raw(
        &address,
        "POST /api/publish HTTP/1.1\r\nHost: hub\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}",
    )
    .await;
    assert_eq!(status, 401);
    assert_eq!(counts(&pool).await, (0, 0, 0));
}

#[tokio::test]
async fn a_half_sent_publish_stores_nothing() {
    let Some(pg) = pg::Postgres::start("half sent") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    let token = store::issue_token(&pool, "Club Uno").await.unwrap();
    let body = serde_json::to_string(&event(7, "Torneo d'autunno")).unwrap();
    let half = &body[..body.len() / 2];
    let (status, answer) = cut(
        &address,
        &format!(
            "POST /api/publish HTTP/1.1\r\nHost: hub\r\nAuthorization: Bearer {token}\r\n\
             Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{half}",
            body.len()
        ),
    )
    .await;
    assert!((400..500).contains(&status), "{status} {answer}");
    assert_eq!(counts(&pool).await, (0, 0, 0));
    // Sent whole, the same event is taken.
    let answer = send(&address, &token, body, Path::new("unused"))
        .await
        .unwrap();
    assert_eq!(answer["ok"], true);
}

/// The figure of docs/PERFORMANCE.md ("The federation hub"): a 20-table event
/// whose every table is the 941-action 2 vs 2 match of docs/examples, verified by
/// replay (every log replayed) and then published whole through PostgreSQL.
#[tokio::test]
async fn a_twenty_table_event_is_verified_and_published() {
    let Some(pg) = pg::Postgres::start("twenty tables") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    let token = store::issue_token(&pool, "Club Uno").await.unwrap();
    let example: Value =
        serde_json::from_str(include_str!("../docs/examples/full-match.json")).unwrap();
    let mut p = event(20, "Venti tavoli");
    p.players.clear();
    p.tables.clear();
    for number in 1..=20u32 {
        let mut log = example.clone();
        let first = i64::from(number - 1) * 4 + 1;
        let ids = [first, first + 1, first + 2, first + 3];
        for (seat, id) in ids.iter().enumerate() {
            let name = format!("Giocatore {id}");
            log["players"][seat]["name"] = json!(name);
            p.players.push(PlayerInfo {
                id: *id,
                name,
                club: Some("Club Uno".into()),
                national_id: None,
            });
        }
        let game = AnyGame::replay(&AnyLog::parse(&log.to_string()).unwrap()).unwrap();
        let result = game
            .result()
            .seats
            .iter()
            .map(|s| Claim {
                player: ids[usize::from(s.seat)],
                place: s.place,
                score: s.score,
            })
            .collect();
        p.tables.push(TableInfo {
            round: 1,
            number,
            stage: "qualifying".into(),
            group: 1,
            players: ids.to_vec(),
            ghost: false,
            log,
            result,
        });
    }
    let body = serde_json::to_string(&p).unwrap();
    let started = std::time::Instant::now();
    let verified = arbitro::hub::event::verify_text(&body).unwrap();
    let verify = started.elapsed();
    assert_eq!(verified.tables.len(), 20);
    let started = std::time::Instant::now();
    let answer = send(&address, &token, body.clone(), Path::new("unused"))
        .await
        .unwrap();
    let publish = started.elapsed();
    assert_eq!(answer["tables"], 20, "{answer}");
    assert_eq!(counts(&pool).await, (1, 20, 80));
    eprintln!(
        "20 tables, {} actions, {} KiB: verified in {verify:.2?}, published in {publish:.2?}",
        20 * example["actions"].as_array().unwrap().len(),
        body.len() / 1024
    );
}

/// The club's side: an individual archive (the JSON export) becomes a payload whose
/// every table is the whole log, undone entries folded away, with the result the
/// hub then verifies; an unfinished match stops the publish.
#[test]
fn a_clubs_archive_becomes_the_payload_the_hub_verifies() {
    let log = finished_log(["Anna", "Bruno", "Carla", "Dario"]);
    let mut setup = log.clone();
    let actions = setup.as_object_mut().unwrap().remove("actions").unwrap();
    let actions = actions.as_array().unwrap();
    // The recorded entries: a wrong first placement undone, then the whole match.
    let mut entries = vec![
        json!({"seq": 1, "kind": "action", "action": actions[0], "reason": null,
               "by": "arbitro", "via": "console", "at": 100}),
        json!({"seq": 2, "kind": "undo", "action": null, "reason": "sbagliato",
               "by": "arbitro", "via": "console", "at": 101}),
    ];
    for (i, a) in actions.iter().enumerate() {
        entries.push(
            json!({"seq": i + 3, "kind": "action", "action": a, "reason": null,
                            "by": "arbitro", "via": "console", "at": 102 + i}),
        );
    }
    let table = |m: Value| {
        json!({"number": 1, "players": [1, 2, 3, 4], "ghost": false, "stage_group": 1,
               "match": m})
    };
    let game = |entries: &[Value]| {
        json!({"label": "Serata · turno 1 · tavolo 1", "status": "signed", "created_at": 99,
               "signed_by": "arbitro", "signed_at": 200, "referees": [],
               "setup": setup, "entries": entries})
    };
    let archive =
        |entries: &[Value]| -> arbitro::tournament::individual_archive::IndividualArchive {
            serde_json::from_value(json!({
                "format": "arbitro-individual", "version": 1, "generator": "test", "exported_at": 0,
                "tournament": {"name": "Serata", "ruleset": "risiko-classic", "seating": {},
                               "formula": {"kind": "place_points", "points": {"4": [5, 2, 1, 0]}},
                               "rounds_planned": 1, "created_by": null, "created_at": 0},
                "players": [
                    {"id": 1, "name": "Anna", "club": "Lupi", "region": null, "dropped": false},
                    {"id": 2, "name": "Bruno", "club": "Lupi", "region": null, "dropped": false},
                    {"id": 3, "name": "Carla", "club": "Orsi", "region": null, "dropped": false},
                    {"id": 4, "name": "Dario", "club": "Orsi", "region": null, "dropped": false}
                ],
                "rounds": [{"number": 1, "seed": 1, "report": {}, "published": true,
                            "tables": [table(game(entries))]}]
            }))
            .unwrap()
        };
    let date = chrono::NaiveDate::from_ymd_opt(2026, 11, 28).unwrap();
    let ids = std::collections::HashMap::from([(1, "IT-0001".to_owned())]);
    let p = arbitro::publish::payload(&archive(&entries), 5, date, "Torneo", &ids).unwrap();
    assert_eq!(p.tables.len(), 1);
    // The same actions (the log as the engine writes it also spells out its
    // default settings).
    assert_eq!(
        p.tables[0].log["actions"], log["actions"],
        "the undone entry is folded away"
    );
    assert_eq!(p.players[0].national_id.as_deref(), Some("IT-0001"));
    let verified = arbitro::hub::event::verify(p).unwrap();
    let places: Vec<(i64, u32)> = verified
        .results
        .iter()
        .map(|r| (r.player, r.place))
        .collect();
    assert_eq!(places, vec![(1, 1), (2, 1), (3, 3), (4, 3)]);
    // Without the referee's end of the match, the table is not finished.
    entries.pop();
    match arbitro::publish::payload(&archive(&entries), 5, date, "Torneo", &ids) {
        Err(e @ PublishError::Event(_)) => assert!(e.to_string().contains("not finished"), "{e}"),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

/// One person across clubs: the national id decides; a name a slip away is only
/// suggested, and the administrator's merge joins the results.
#[tokio::test]
async fn players_are_one_person_across_clubs_by_national_id_and_by_merge() {
    let Some(pg) = pg::Postgres::start("people") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    let uno = store::issue_token(&pool, "Club Uno").await.unwrap();
    let due = store::issue_token(&pool, "Club Due").await.unwrap();
    let mut first = event(1, "Primo");
    first.players[0].national_id = Some("IT-0001".into());
    publish(&address, &uno, &first).await.unwrap();
    // Club Due's event: Anna registered as "ANNA" with the same national id, and
    // Bruno typed "Brunoo" in another club.
    let mut second = event(1, "Secondo");
    second.players[0].national_id = Some("it-0001".into());
    for p in &mut second.players {
        p.club = Some("Club Due".into());
    }
    let renamed = |p: &mut Payload, from: &str, to: &str| {
        for pl in &mut p.players {
            if pl.name == from {
                pl.name = to.into();
            }
        }
        for t in &mut p.tables {
            for seat in t.log["players"].as_array_mut().unwrap() {
                if seat["name"] == from {
                    seat["name"] = json!(to);
                }
            }
        }
    };
    renamed(&mut second, "Anna", "ANNA");
    renamed(&mut second, "Bruno", "Brunoo");
    publish(&address, &due, &second).await.unwrap();
    let people = store::people_list(&pool).await.unwrap();
    // 8 of Club Uno, 7 new of Club Due (ANNA is Anna by her id).
    assert_eq!(people.len(), 15);
    let anna = people.iter().find(|p| p.name == "Anna").unwrap().id;
    assert_eq!(store::appearances(&pool, anna).await.unwrap().len(), 2);
    let suggested = store::suggestions(&pool).await.unwrap();
    let bruno = people.iter().find(|p| p.name == "Bruno").unwrap().id;
    let brunoo = people.iter().find(|p| p.name == "Brunoo").unwrap().id;
    assert!(
        suggested
            .iter()
            .any(|(a, b, _)| (a.id, b.id) == (bruno, brunoo)),
        "{suggested:?}"
    );
    store::merge(&pool, bruno, brunoo).await.unwrap();
    assert_eq!(store::appearances(&pool, bruno).await.unwrap().len(), 2);
    assert_eq!(store::people_list(&pool).await.unwrap().len(), 14);
    // Two national ids are two people.
    let carla = people.iter().find(|p| p.name == "Carla").unwrap().id;
    assert!(matches!(
        store::merge(&pool, anna, anna).await,
        Err(store::MergeError::Unknown)
    ));
    sqlx::query("UPDATE hub_people SET national_id = 'IT-0003' WHERE id = $1")
        .bind(carla)
        .execute(&pool)
        .await
        .unwrap();
    assert!(matches!(
        store::merge(&pool, anna, carla).await,
        Err(store::MergeError::TwoIds)
    ));
    // The pages answer, in the reader's language.
    for path in ["/", "/clubs", &format!("/players/{anna}")] {
        let (status, _) = raw(
            &address,
            &format!("GET {path} HTTP/1.1\r\nHost: hub\r\nAccept-Language: en\r\nConnection: close\r\n\r\n"),
        )
        .await;
        assert_eq!(status, 200, "{path}");
    }
    let (status, _) = raw(
        &address,
        "GET /players/nobody HTTP/1.1\r\nHost: hub\r\nConnection: close\r\n\r\n",
    )
    .await;
    assert_eq!(status, 404);
}

/// A token publishes at most 10 events a minute; another club's token is not held up.
#[tokio::test]
async fn a_token_is_rate_limited_alone() {
    let Some(pg) = pg::Postgres::start("rate limit") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    let uno = store::issue_token(&pool, "Club Uno").await.unwrap();
    let due = store::issue_token(&pool, "Club Due").await.unwrap();
    let p = event(7, "Torneo d'autunno");
    for _ in 0..arbitro::hub::server::PUBLISHES_PER_WINDOW {
        publish(&address, &uno, &p).await.unwrap();
    }
    match publish(&address, &uno, &p).await {
        Err(PublishError::Refused(429, sentence)) => assert!(sentence.contains("10"), "{sentence}"),
        other => panic!("expected 429, got {other:?}"),
    }
    publish(&address, &due, &p).await.unwrap();
    assert_eq!(counts(&pool).await, (2, 8, 16));
}
