//! The federation hub against a real PostgreSQL (docs/HUB.md): a publish verified
//! by replay and ranked, a forged result refused whole, a republish replacing, bad
//! and revoked tokens, a body cut short; the publish answer's people; the
//! administrator's pages (sign-in, tokens, merge and split with the ranking worked
//! by hand, refusals, GETs that write nothing) and commands. Each test starts its own PostgreSQL
//! (`tests/hub/pg.rs`); without one installed they skip, except under `CI=true`.
//!
//! `cargo test --test hub`

#[path = "hub/pg.rs"]
mod pg;

use std::path::Path;

use arbitro::engine::any::{AnyGame, AnyLog};
use arbitro::engine::table::Table;
use arbitro::hub::event::{
    Claim, EventInfo, EventKind, FORMAT, Payload, PlayerInfo, TableInfo, VERSION,
};
use arbitro::hub::server::router;
use arbitro::hub::state::Hub;
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
        sides: Vec::new(),
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
        kind: EventKind::Individual,
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
        teams: Vec::new(),
        byes: Vec::new(),
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
            sides: Vec::new(),
        });
    }
    let body = serde_json::to_string(&p).unwrap();
    let started = std::time::Instant::now();
    let verified = arbitro::hub::verify::verify_text(&body).unwrap();
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
    let verified = arbitro::hub::verify::verify(p).unwrap();
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
    for _ in 0..arbitro::hub::state::PUBLISHES_PER_WINDOW {
        publish(&address, &uno, &p).await.unwrap();
    }
    match publish(&address, &uno, &p).await {
        Err(PublishError::Refused(429, sentence)) => assert!(sentence.contains("10"), "{sentence}"),
        other => panic!("expected 429, got {other:?}"),
    }
    publish(&address, &due, &p).await.unwrap();
    assert_eq!(counts(&pool).await, (2, 8, 16));
}

// ---------------------------------------------------------------------------
// The publish answer's people, and the administrator's pages (docs/HUB.md).

/// The publish answer names, for every published player, the hub's person and
/// the national id the hub knows for them (null when none): the one the club
/// sent, or one the administrator set since.
#[tokio::test]
async fn the_publish_answer_names_each_players_person_and_national_id() {
    let Some(pg) = pg::Postgres::start("publish answer people") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    let token = store::issue_token(&pool, "Club Uno").await.unwrap();
    let mut p = event(7, "Torneo d'autunno");
    p.players[0].national_id = Some("IT-0042".into());
    let answer = publish(&address, &token, &p).await.unwrap();
    let people = answer["people"].as_array().unwrap();
    assert_eq!(people.len(), 8, "{answer}");
    let stored = store::people_list(&pool).await.unwrap();
    for link in people {
        let player = link["player"].as_i64().unwrap();
        let name = NAMES[usize::try_from(player - 1).unwrap()];
        let person = stored.iter().find(|s| s.name == name).unwrap();
        assert_eq!(link["person"], person.id, "{link}");
        let expected = if player == 1 {
            json!("IT-0042")
        } else {
            Value::Null
        };
        assert_eq!(link["national_id"], expected, "{link}");
    }
    // The administrator sets Bruno's national id; the next publish sends it back.
    let bruno = stored.iter().find(|s| s.name == "Bruno").unwrap().id;
    store::set_national_id(&pool, bruno, Some("IT-0007"))
        .await
        .unwrap();
    let again = publish(&address, &token, &p).await.unwrap();
    let link = again["people"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["player"] == 2)
        .unwrap()
        .clone();
    assert_eq!(
        link,
        json!({"player": 2, "person": bruno, "national_id": "IT-0007"})
    );
}

/// An answer of the hub: status, head and body.
struct Answer {
    status: u16,
    head: String,
    body: String,
}

impl Answer {
    /// The value a `Set-Cookie` of the answer gives cookie `name`.
    fn cookie(&self, name: &str) -> Option<String> {
        self.head.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            if !k.eq_ignore_ascii_case("set-cookie") {
                return None;
            }
            let v = v.trim().split(';').next()?;
            let (n, value) = v.split_once('=')?;
            (n == name).then(|| value.to_owned())
        })
    }

    fn location(&self) -> Option<&str> {
        self.head.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.eq_ignore_ascii_case("location").then(|| v.trim())
        })
    }

    /// The `_csrf` field of the page's first form.
    fn csrf(&self) -> String {
        let at = self.body.find(r#"name="_csrf" value=""#).expect("a form");
        let rest = &self.body[at + r#"name="_csrf" value=""#.len()..];
        rest[..rest.find('"').unwrap()].to_owned()
    }
}

/// One request in English with `cookie`, a form when `form` is given.
async fn http(address: &str, method: &str, path: &str, cookie: &str, form: Option<&str>) -> Answer {
    let mut request = format!(
        "{method} {path} HTTP/1.1\r\nHost: hub\r\nAccept-Language: en\r\nConnection: close\r\n"
    );
    if !cookie.is_empty() {
        request.push_str(&format!("Cookie: {cookie}\r\n"));
    }
    let body = form.unwrap_or("");
    if form.is_some() || method == "POST" {
        request.push_str(&format!(
            "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n",
            body.len()
        ));
    }
    request.push_str("\r\n");
    request.push_str(body);
    let mut s = tokio::net::TcpStream::connect(address.trim_start_matches("http://"))
        .await
        .unwrap();
    s.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    s.read_to_string(&mut answer).await.unwrap();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    Answer {
        status: head[9..12].parse().unwrap(),
        head: head.to_owned(),
        body: body.to_owned(),
    }
}

const PASSWORD: &str = "cavallo batteria graffetta";

/// Sets the administrator's password and signs in through the form: the
/// session cookie (`name=value`).
async fn sign_in(address: &str, pool: &PgPool) -> String {
    let hash = arbitro::accounts::password::hash(PASSWORD.into())
        .await
        .unwrap();
    store::set_admin_password(pool, &hash).await.unwrap();
    let form = http(address, "GET", "/admin/login", "", None).await;
    let csrf = form.cookie("arbitro_hub_csrf").unwrap();
    assert_eq!(form.csrf(), csrf);
    let cookie = format!("arbitro_hub_csrf={csrf}");
    let done = http(
        address,
        "POST",
        "/admin/login",
        &cookie,
        Some(&format!(
            "_csrf={csrf}&password={}",
            PASSWORD.replace(' ', "+")
        )),
    )
    .await;
    assert_eq!(done.status, 303, "{}", done.body);
    let session = done.cookie("arbitro_hub_session").expect("a session");
    format!("arbitro_hub_session={session}")
}

/// What the hub stores, row by row, for "a GET never writes".
async fn everything(pool: &PgPool) -> String {
    let mut out = String::new();
    for table in [
        "hub_clubs",
        "hub_tokens",
        "hub_people",
        "hub_events",
        "hub_entries",
        "hub_audit",
        "hub_admin",
        "hub_admin_sessions",
    ] {
        let rows: Vec<(String,)> =
            sqlx::query_as(&format!("SELECT t::text FROM {table} t ORDER BY 1"))
                .fetch_all(pool)
                .await
                .unwrap();
        out.push_str(&format!("{table}: {rows:?}\n"));
    }
    out
}

#[tokio::test]
async fn the_administrator_signs_in_and_issues_and_revokes_tokens_from_the_page() {
    let Some(pg) = pg::Postgres::start("admin tokens") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    // Not signed in: the pages send to the sign-in form, a POST is refused.
    let page = http(&address, "GET", "/admin/tokens", "", None).await;
    assert_eq!((page.status, page.location()), (303, Some("/admin/login")));
    let post = http(&address, "POST", "/admin/tokens", "", Some("club=X")).await;
    assert_eq!(post.status, 403);
    assert!(
        post.body
            .contains("Sign in as the hub&#39;s administrator first."),
        "{}",
        post.body
    );
    let session = sign_in(&address, &pool).await;

    // A wrong password: refused with a sentence, no session.
    let form = http(&address, "GET", "/admin/login", "", None).await;
    let csrf = form.cookie("arbitro_hub_csrf").unwrap();
    let wrong = http(
        &address,
        "POST",
        "/admin/login",
        &format!("arbitro_hub_csrf={csrf}"),
        Some(&format!("_csrf={csrf}&password=cavallo")),
    )
    .await;
    assert_eq!(wrong.status, 401);
    assert!(wrong.body.contains("Wrong password."), "{}", wrong.body);
    assert_eq!(wrong.cookie("arbitro_hub_session"), None);
    // The right password without the form's token: refused.
    let forged = http(
        &address,
        "POST",
        "/admin/login",
        &format!("arbitro_hub_csrf={csrf}"),
        Some(&format!("_csrf=&password={}", PASSWORD.replace(' ', "+"))),
    )
    .await;
    assert_eq!(forged.status, 403);
    assert_eq!(forged.cookie("arbitro_hub_session"), None);

    // Issue a token from the page: shown once.
    let page = http(&address, "GET", "/admin/tokens", &session, None).await;
    assert_eq!(page.status, 200);
    assert!(
        page.head
            .to_ascii_lowercase()
            .contains("content-security-policy: default-src 'self'"),
        "{}",
        page.head
    );
    // The pages' style sheet is the club instance's.
    assert_eq!(
        http(&address, "GET", "/static/app.css", "", None)
            .await
            .status,
        200
    );
    let csrf = page.csrf();
    let issued = http(
        &address,
        "POST",
        "/admin/tokens",
        &session,
        Some(&format!("_csrf={csrf}&club=Club+Uno")),
    )
    .await;
    assert_eq!(issued.status, 200, "{}", issued.body);
    let at = issued.body.find("<code>").unwrap() + "<code>".len();
    let token = issued.body[at..at + 48].to_owned();
    assert!(token.bytes().all(|b| b.is_ascii_hexdigit()), "{token}");
    let answer = publish(&address, &token, &event(7, "Torneo d'autunno"))
        .await
        .unwrap();
    assert_eq!(answer["ok"], true);
    let page = http(&address, "GET", "/admin/tokens", &session, None).await;
    assert!(!page.body.contains(&token), "the token is shown once only");
    assert!(
        page.body.contains("Club Uno") && page.body.contains("last used"),
        "{}",
        page.body
    );
    let id: i64 = sqlx::query_scalar("SELECT id FROM hub_tokens")
        .fetch_one(&pool)
        .await
        .unwrap();

    // Bad input: a 4xx with a sentence, never a 500.
    for (path, form, status, sentence) in [
        (
            "/admin/tokens",
            format!("_csrf={csrf}&club=+"),
            422,
            "The club needs a name",
        ),
        (
            "/admin/tokens/abc/revoke",
            format!("_csrf={csrf}"),
            404,
            "There is no such valid token.",
        ),
        (
            "/admin/tokens/999/revoke",
            format!("_csrf={csrf}"),
            404,
            "There is no such valid token.",
        ),
        (
            &format!("/admin/tokens/{id}/revoke"),
            "_csrf=wrong".into(),
            403,
            "The form has expired",
        ),
        ("/admin/tokens", "%%%=%".into(), 403, "The form has expired"),
        (
            "/admin/people/merge",
            format!("_csrf={csrf}&keep=x&gone=1"),
            422,
            "Choose two different people",
        ),
        (
            "/admin/people/1/split",
            format!("_csrf={csrf}&club=1"),
            422,
            "None of this person",
        ),
        (
            "/admin/people/abc/national-id",
            format!("_csrf={csrf}&national_id=X"),
            404,
            "No such player.",
        ),
        (
            "/admin/people/1/national-id",
            format!("_csrf={csrf}&national_id={}", "X".repeat(31)),
            422,
            "at most 30 characters",
        ),
    ] {
        let a = http(&address, "POST", path, &session, Some(&form)).await;
        assert_eq!(a.status, status, "{path} {form}: {}", a.body);
        assert!(a.body.contains(sentence), "{path}: {}", a.body);
    }

    // Revoke it from the page: the club's next publish gets 401.
    let revoked = http(
        &address,
        "POST",
        &format!("/admin/tokens/{id}/revoke"),
        &session,
        Some(&format!("_csrf={csrf}")),
    )
    .await;
    assert_eq!(revoked.status, 303, "{}", revoked.body);
    match publish(&address, &token, &event(8, "Torneo d'inverno")).await {
        Err(PublishError::Refused(401, _)) => {}
        other => panic!("expected 401, got {other:?}"),
    }
    let page = http(&address, "GET", "/admin/tokens", &session, None).await;
    assert!(page.body.contains("revoked"), "{}", page.body);

    // Signing out ends the session.
    let out = http(
        &address,
        "POST",
        "/admin/logout",
        &session,
        Some(&format!("_csrf={csrf}")),
    )
    .await;
    assert_eq!(out.status, 303);
    let page = http(&address, "GET", "/admin/tokens", &session, None).await;
    assert_eq!(page.status, 303);
}

/// Two clubs publish the same eight players; Bruno of Club Uno is "Brunoo" at
/// Club Due. Merged from the page, split back from the page, with the national
/// ranking worked by hand at each step; a national id another person has is
/// refused; no GET writes anything.
#[tokio::test]
async fn merge_and_split_round_trip_with_the_national_ranking_as_worked_by_hand() {
    let Some(pg) = pg::Postgres::start("merge and split") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    let uno = store::issue_token(&pool, "Club Uno").await.unwrap();
    let due = store::issue_token(&pool, "Club Due").await.unwrap();
    publish(&address, &uno, &event(1, "Primo")).await.unwrap();
    let mut second = event(1, "Secondo");
    for p in &mut second.players {
        p.club = Some("Club Due".into());
        if p.name == "Bruno" {
            p.name = "Brunoo".into();
        }
    }
    for t in &mut second.tables {
        for seat in t.log["players"].as_array_mut().unwrap() {
            if seat["name"] == "Bruno" {
                seat["name"] = json!("Brunoo");
            }
        }
    }
    publish(&address, &due, &second).await.unwrap();
    let session = sign_in(&address, &pool).await;

    let ranking = || async {
        let r = get(&address, "/api/ranking").await;
        r["ranking"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                (
                    r["name"].as_str().unwrap().to_owned(),
                    r["club"].as_str().unwrap().to_owned(),
                    r["rank"].as_u64().unwrap(),
                    r["total"].as_str().unwrap().to_owned(),
                )
            })
            .collect::<Vec<_>>()
    };
    let of = |rows: &[(String, String, u64, String)], name: &str, club: &str| {
        rows.iter()
            .find(|r| r.0 == name && r.1 == club)
            .map(|r| (r.2, r.3.clone()))
            .unwrap()
    };
    // By hand (see the clean publish): each event gives 17 to Anna and Elena, 10
    // to Bruno, Carla, Fabio and Gina, 3 to Dario and Hugo. Sixteen people (no
    // national id, two clubs): four on 17 share rank 1, eight on 10 rank 5, four
    // on 3 rank 13.
    let before = ranking().await;
    assert_eq!(before.len(), 16);
    assert_eq!(of(&before, "Bruno", "Club Uno"), (5, "10".into()));
    assert_eq!(of(&before, "Brunoo", "Club Due"), (5, "10".into()));
    assert_eq!(of(&before, "Anna", "Club Due"), (1, "17".into()));
    assert_eq!(of(&before, "Hugo", "Club Uno"), (13, "3".into()));

    let people = store::people_list(&pool).await.unwrap();
    let id = |name: &str| people.iter().find(|p| p.name == name).unwrap().id;
    let (bruno, brunoo) = (id("Bruno"), id("Brunoo"));

    // GET never writes: every page, signed in or not, leaves every table as is.
    let stored = everything(&pool).await;
    for path in [
        "/".to_owned(),
        "/clubs".into(),
        format!("/players/{bruno}"),
        "/api/ranking".into(),
        "/api/clubs".into(),
        format!("/api/players/{bruno}"),
        "/admin".into(),
        "/admin/login".into(),
        "/admin/tokens".into(),
        "/admin/people".into(),
        format!("/admin/people/{bruno}"),
        "/admin/people/nobody".into(),
        "/players/nobody".into(),
    ] {
        for cookie in ["", session.as_str()] {
            let a = http(&address, "GET", &path, cookie, None).await;
            assert!(a.status < 500, "{path}: {}", a.status);
        }
    }
    assert_eq!(everything(&pool).await, stored, "a GET wrote");

    // The suggestion is on the people page; merge from it.
    let page = http(&address, "GET", "/admin/people", &session, None).await;
    assert!(page.body.contains("Brunoo"), "{}", page.body);
    let csrf = page.csrf();
    let merged = http(
        &address,
        "POST",
        "/admin/people/merge",
        &session,
        Some(&format!("_csrf={csrf}&keep={bruno}&gone={brunoo}")),
    )
    .await;
    assert_eq!(merged.status, 303, "{}", merged.body);
    // Merged: Bruno 10 + 10 = 20 alone at rank 1, the four on 17 share rank 2,
    // the six left on 10 rank 6, the four on 3 rank 12 (fifteen people).
    let after = ranking().await;
    assert_eq!(after.len(), 15);
    assert_eq!(of(&after, "Bruno", "Club Uno"), (1, "20".into()));
    assert_eq!(of(&after, "Anna", "Club Uno"), (2, "17".into()));
    assert_eq!(of(&after, "Carla", "Club Due"), (6, "10".into()));
    assert_eq!(of(&after, "Dario", "Club Due"), (12, "3".into()));
    // Club Due publishing its event again keeps the merge: its player 2 stays Bruno.
    publish(&address, &due, &second).await.unwrap();
    assert_eq!(ranking().await, after);
    // His page: rank 3 after Primo (8 players: two on 17, then four on 10),
    // rank 1 after Secondo; the plot draws 3 at the bottom, 1 at the top. Per
    // ruleset: each event seats him 1st (R1, shared) and 3rd (R2): 4 games, 2
    // wins, average place 2.0.
    let api = get(&address, &format!("/api/players/{bruno}")).await;
    assert_eq!(api["rank"], 1);
    assert_eq!(api["total"], "20");
    let ranks: Vec<u64> = api["ranks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["rank"].as_u64().unwrap())
        .collect();
    assert_eq!(ranks, [3, 1]);
    assert_eq!(
        api["rulesets"],
        json!([{"ruleset": "risiko-classic", "games": 4, "wins": 2, "average_place": "2.0"}])
    );
    let page = http(&address, "GET", &format!("/players/{bruno}"), "", None).await;
    assert!(
        page.body.contains(r#"points="24.0,116.0 296.0,24.0""#),
        "{}",
        page.body
    );
    assert!(
        page.body.contains(r#"data-ruleset="risiko-classic""#),
        "{}",
        page.body
    );

    // A national id: set on Anna, refused on Bruno (case aside), both from the page.
    let anna = id("Anna");
    let set = http(
        &address,
        "POST",
        &format!("/admin/people/{anna}/national-id"),
        &session,
        Some(&format!("_csrf={csrf}&national_id=IT-0001")),
    )
    .await;
    assert_eq!(set.status, 303, "{}", set.body);
    let taken = http(
        &address,
        "POST",
        &format!("/admin/people/{bruno}/national-id"),
        &session,
        Some(&format!("_csrf={csrf}&national_id=it-0001")),
    )
    .await;
    assert_eq!(taken.status, 409, "{}", taken.body);
    assert!(
        taken
            .body
            .contains(&format!("This national id is already person {anna}")),
        "{}",
        taken.body
    );
    // Two different national ids are never merged.
    store::set_national_id(&pool, bruno, Some("IT-0002"))
        .await
        .unwrap();
    let refused = http(
        &address,
        "POST",
        "/admin/people/merge",
        &session,
        Some(&format!("_csrf={csrf}&keep={anna}&gone={bruno}")),
    )
    .await;
    assert_eq!(refused.status, 409);
    assert!(
        refused.body.contains("different national ids"),
        "{}",
        refused.body
    );

    // Split Club Due's player 2 back out of Bruno, from his page.
    let due_id = store::club_id(&pool, "Club Due").await.unwrap().unwrap();
    let page = http(
        &address,
        "GET",
        &format!("/admin/people/{bruno}"),
        &session,
        None,
    )
    .await;
    assert!(
        page.body.contains("Brunoo") && page.body.contains("Club Due"),
        "{}",
        page.body
    );
    let split = http(
        &address,
        "POST",
        &format!("/admin/people/{bruno}/split"),
        &session,
        Some(&format!("_csrf={csrf}&club={due_id}&player=2")),
    )
    .await;
    assert_eq!(split.status, 303, "{}", split.body);
    // Back as before the merge: sixteen people, Bruno and Brunoo at rank 5.
    let back = ranking().await;
    let sorted = |mut v: Vec<(String, String, u64, String)>| {
        v.sort();
        v
    };
    assert_eq!(sorted(back.clone()), sorted(before.clone()));
    assert_eq!(of(&back, "Bruno", "Club Uno"), (5, "10".into()));
    assert_eq!(of(&back, "Brunoo", "Club Due"), (5, "10".into()));
    assert_eq!(of(&back, "Anna", "Club Due"), (1, "17".into()));
    // The national id stays with Bruno; the new person has none; audited.
    let people = store::people_list(&pool).await.unwrap();
    let new = people.iter().find(|p| p.name == "Brunoo").unwrap();
    assert_eq!(new.national_id, None);
    assert_eq!(new.club.as_deref(), Some("Club Due"));
    assert_eq!(
        people
            .iter()
            .find(|p| p.id == bruno)
            .unwrap()
            .national_id
            .as_deref(),
        Some("IT-0002")
    );
    let audit: Vec<String> = sqlx::query_scalar("SELECT action FROM hub_audit ORDER BY id")
        .fetch_all(&pool)
        .await
        .unwrap();
    assert!(
        audit.iter().any(|a| a == "merged") && audit.iter().any(|a| a == "split"),
        "{audit:?}"
    );
    // Splitting what is left would leave nothing: refused with a sentence.
    let uno_id = store::club_id(&pool, "Club Uno").await.unwrap().unwrap();
    let whole = http(
        &address,
        "POST",
        &format!("/admin/people/{bruno}/split"),
        &session,
        Some(&format!("_csrf={csrf}&club={uno_id}&player=2")),
    )
    .await;
    assert_eq!(whole.status, 422);
    assert!(whole.body.contains("nothing to split"), "{}", whole.body);
}

/// Runs `arbitro ARGS --database-url URL` with `input` on standard input: its
/// exit status and standard output.
fn arbitro(url: &str, args: &[&str], input: &str) -> (bool, String) {
    use std::io::Write as _;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(args)
        .args(["--database-url", url])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr),
    )
}

/// The command line: the administrator's password set with `hub-admin
/// set-password` signs in on the page; `hub-people split` and `national-id`
/// do what the pages do, and refuse what they refuse.
#[tokio::test]
async fn the_command_line_sets_the_password_splits_and_sets_national_ids() {
    let Some(pg) = pg::Postgres::start("command line") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    let url = pg.url.clone();
    let (ok, said) = tokio::task::spawn_blocking(move || {
        arbitro(
            &url,
            &["hub-admin", "set-password"],
            &format!("{PASSWORD}\n"),
        )
    })
    .await
    .unwrap();
    assert!(ok, "{said}");
    let form = http(&address, "GET", "/admin/login", "", None).await;
    let csrf = form.cookie("arbitro_hub_csrf").unwrap();
    let done = http(
        &address,
        "POST",
        "/admin/login",
        &format!("arbitro_hub_csrf={csrf}"),
        Some(&format!(
            "_csrf={csrf}&password={}",
            PASSWORD.replace(' ', "+")
        )),
    )
    .await;
    assert_eq!(done.status, 303, "{}", done.body);

    // Anna of Club Uno and Anna of Club Due share a national id: one person.
    let uno = store::issue_token(&pool, "Club Uno").await.unwrap();
    let due = store::issue_token(&pool, "Club Due").await.unwrap();
    let mut first = event(1, "Primo");
    first.players[0].national_id = Some("IT-0001".into());
    publish(&address, &uno, &first).await.unwrap();
    let mut second = event(1, "Secondo");
    second.players[0].national_id = Some("IT-0001".into());
    for p in &mut second.players {
        p.club = Some("Club Due".into());
    }
    publish(&address, &due, &second).await.unwrap();
    let anna = store::people_list(&pool)
        .await
        .unwrap()
        .into_iter()
        .find(|p| p.name == "Anna")
        .unwrap()
        .id;
    assert_eq!(store::appearances(&pool, anna).await.unwrap().len(), 2);
    let url = pg.url.clone();
    let run = move |args: Vec<String>| {
        let url = url.clone();
        async move {
            tokio::task::spawn_blocking(move || {
                let args: Vec<&str> = args.iter().map(String::as_str).collect();
                arbitro(&url, &args, "")
            })
            .await
            .unwrap()
        }
    };
    let a = anna.to_string();
    let (ok, said) = run(vec![
        "hub-people".into(),
        "split".into(),
        a.clone(),
        "--club".into(),
        "Club Due".into(),
        "--player".into(),
        "1".into(),
    ])
    .await;
    assert!(ok, "{said}");
    assert_eq!(store::appearances(&pool, anna).await.unwrap().len(), 1);
    let people = store::people_list(&pool).await.unwrap();
    let new = people
        .iter()
        .find(|p| p.name == "Anna" && p.id != anna)
        .unwrap();
    assert_eq!(new.club.as_deref(), Some("Club Due"));
    assert_eq!(store::appearances(&pool, new.id).await.unwrap().len(), 1);
    // The new person cannot take Anna's id; a free one is saved.
    let n = new.id.to_string();
    let (ok, said) = run(vec![
        "hub-people".into(),
        "national-id".into(),
        n.clone(),
        "it-0001".into(),
    ])
    .await;
    assert!(!ok, "{said}");
    let (ok, said) = run(vec![
        "hub-people".into(),
        "national-id".into(),
        n,
        "IT-0009".into(),
    ])
    .await;
    assert!(ok, "{said}");
    // Splitting from a club that does not exist is refused.
    let (ok, said) = run(vec![
        "hub-people".into(),
        "split".into(),
        a,
        "--club".into(),
        "Club Tre".into(),
        "--player".into(),
        "1".into(),
    ])
    .await;
    assert!(!ok && said.contains("no club named Club Tre"), "{said}");
    let ids: Vec<Option<String>> = store::people_list(&pool)
        .await
        .unwrap()
        .into_iter()
        .filter(|p| p.name == "Anna")
        .map(|p| p.national_id)
        .collect();
    assert_eq!(ids, [Some("IT-0001".into()), Some("IT-0009".into())]);
}

/// Publishes arriving together are stored one at a time: eight clubs send an
/// event with the same eight people (national ids) at once, and every publish
/// is taken, each person once. (Before, two stores both inserted a new person
/// and the second got 503: found by the load run, docs/PERFORMANCE.md.)
#[tokio::test]
async fn publishes_arriving_together_all_land_and_share_their_people() {
    let Some(pg) = pg::Postgres::start("publishes together") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    let mut sends = Vec::new();
    for club in 0..8 {
        let name = format!("Club {club}");
        let token = store::issue_token(&pool, &name).await.unwrap();
        let mut p = event(1, "Serata");
        for player in &mut p.players {
            player.club = Some(name.clone());
            player.national_id = Some(format!("IT-{}", player.name));
        }
        let address = address.clone();
        sends.push(tokio::spawn(
            async move { publish(&address, &token, &p).await },
        ));
    }
    for send in sends {
        let answer = send.await.unwrap().unwrap();
        assert_eq!(answer["ok"], true, "{answer}");
    }
    // 8 events, 32 tables, 8 people (one per national id).
    let (events, tables, _) = counts(&pool).await;
    assert_eq!((events, tables), (8, 32));
    assert_eq!(store::people_list(&pool).await.unwrap().len(), 8);
}

/// A team tournament (2 vs 2) as a club publishes it: Corsari (Anna, Carla)
/// against Pirati (Bruno, Dario) in round 1, a finished match in which Anna
/// scores 62 and Carla 50 (team 112), Bruno 68 and Dario 41 (team 109)
/// (`tests/scenarios/score_breakdown.json`); Lupi (Elena alone) has the bye.
fn team_event(id: i64, name: &str) -> Value {
    let scenario: Value =
        serde_json::from_str(include_str!("scenarios/score_breakdown.json")).unwrap();
    let player = |id: i64, name: &str| json!({"id": id, "name": name, "club": "Club Uno"});
    json!({
        "format": FORMAT, "version": VERSION, "kind": "team",
        "event": {"id": id, "name": name, "date": "2026-11-28", "type": "Torneo",
                  "formula": arbitro::tournament::TournamentSettings::default()},
        "players": [player(1, "Anna"), player(2, "Bruno"), player(3, "Carla"),
                    player(4, "Dario"), player(5, "Elena")],
        "teams": [{"id": 10, "name": "Corsari", "club": "Club Uno", "players": [1, 3]},
                  {"id": 20, "name": "Pirati", "club": "Club Uno", "players": [2, 4]},
                  {"id": 30, "name": "Lupi", "club": "Club Uno", "players": [5]}],
        "byes": [{"round": 1, "team": 30}],
        "tables": [{"round": 1, "number": 1, "stage": "qualifying", "players": [1, 2, 3, 4],
                    "log": scenario["log"],
                    "sides": [{"team": 10, "score": 112}, {"team": 20, "score": 109}]}]
    })
}

async fn publish_value(address: &str, token: &str, p: &Value) -> Result<Value, PublishError> {
    send(address, token, p.to_string(), Path::new("unused-for-http")).await
}

/// Each named person's (rank, total) in the national ranking.
async fn national(address: &str, names: &[&str]) -> Vec<(u64, String)> {
    let ranking = get(address, "/api/ranking").await;
    let rows = ranking["ranking"].as_array().unwrap().clone();
    names
        .iter()
        .map(|name| {
            let r = rows.iter().find(|r| r["name"] == *name).unwrap();
            (
                r["rank"].as_u64().unwrap(),
                r["total"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

#[tokio::test]
async fn a_team_tournament_is_published_and_its_players_ranked_as_worked_by_hand() {
    let Some(pg) = pg::Postgres::start("team publish") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    let token = store::issue_token(&pool, "Club Uno").await.unwrap();
    let answer = publish_value(&address, &token, &team_event(4, "Coppa a coppie"))
        .await
        .unwrap();
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(answer["tables"], 1);
    // Elena had only the bye: no match, no result.
    assert_eq!(counts(&pool).await, (1, 1, 4));
    assert_eq!(answer["people"].as_array().unwrap().len(), 4, "{answer}");

    // By hand. Default team settings: 3 match points a win, 3 for a bye.
    // Corsari won 112–109 and Lupi had the bye: both 3 points, Corsari first
    // on team score (112 to 0), Lupi second, Pirati (0 points) third. Each
    // player takes their team's place and their own seats' points as score;
    // the circuit pays 10 for 1st and 6 for 3rd, plus the score: Anna 10 + 62
    // = 72, Carla 10 + 50 = 60, Bruno 6 + 68 = 74, Dario 6 + 41 = 47.
    assert_eq!(
        national(&address, &["Bruno", "Anna", "Carla", "Dario"]).await,
        vec![
            (1, "74".into()),
            (2, "72".into()),
            (3, "60".into()),
            (4, "47".into())
        ]
    );
    // The club ranking sums them: 74 + 72 + 60 + 47 = 253.
    let clubs = get(&address, "/api/clubs").await;
    assert_eq!(clubs["clubs"][0]["total"], "253");
    let bruno = get(&address, "/api/ranking").await["ranking"][0]["player"].clone();
    let page = get(&address, &format!("/api/players/{bruno}")).await;
    assert_eq!(page["results"][0]["name"], "Coppa a coppie");
    assert_eq!(page["results"][0]["place"], 3);
    // Their table counts in their 2 vs 2 figures with the replayed log's place:
    // Pirati lost 109 to 112, so Bruno's table place is 2; Anna's is 1.
    let figures = &page["rulesets"][0];
    assert_eq!(figures["ruleset"], "risiko-2v2", "{page}");
    assert_eq!(
        (
            &figures["games"],
            &figures["wins"],
            &figures["average_place"]
        ),
        (&json!(1), &json!(0), &json!("2.0")),
        "{page}"
    );
    let anna = get(&address, "/api/ranking").await["ranking"][1]["player"].clone();
    let page = get(&address, &format!("/api/players/{anna}")).await;
    let figures = &page["rulesets"][0];
    assert_eq!(
        (
            &figures["games"],
            &figures["wins"],
            &figures["average_place"]
        ),
        (&json!(1), &json!(1), &json!("1.0")),
        "{page}"
    );

    // An individual event of the same club under the same number is another
    // event: a club numbers its team and individual tournaments apart.
    publish(&address, &token, &event(4, "Torneo d'autunno"))
        .await
        .unwrap();
    assert_eq!(counts(&pool).await, (2, 5, 12));
}

#[tokio::test]
async fn a_forged_team_result_is_refused_with_a_sentence_and_nothing_is_stored() {
    let Some(pg) = pg::Postgres::start("forged team result") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    let token = store::issue_token(&pool, "Club Uno").await.unwrap();
    // Pirati's score raised; the log is unchanged.
    let mut forged = team_event(4, "Coppa a coppie");
    forged["tables"][0]["sides"][1]["score"] = json!(115);
    match publish_value(&address, &token, &forged).await {
        Err(PublishError::Refused(422, sentence)) => assert_eq!(
            sentence,
            "Turno 1, tavolo 1: il log dà a Pirati un punteggio di squadra di 109, la \
             pubblicazione dice 115. Dell'evento non è stato salvato niente."
        ),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(counts(&pool).await, (0, 0, 0));
}

#[tokio::test]
async fn a_team_tournament_republished_after_a_correction_replaces_it() {
    let Some(pg) = pg::Postgres::start("team republish") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    let token = store::issue_token(&pool, "Club Uno").await.unwrap();
    let first = team_event(4, "Coppa a coppie");
    publish_value(&address, &token, &first).await.unwrap();
    publish_value(&address, &token, &first).await.unwrap();
    assert_eq!(counts(&pool).await, (1, 1, 4));
    // Corrected: Lupi never came (the club removed the team and its bye).
    let mut corrected = team_event(4, "Coppa a coppie (corretta)");
    corrected["teams"].as_array_mut().unwrap().pop();
    corrected["byes"] = json!([]);
    publish_value(&address, &token, &corrected).await.unwrap();
    assert_eq!(counts(&pool).await, (1, 1, 4));
    // Now Pirati are 2nd: the circuit pays 8, Bruno 8 + 68 = 76, Dario 8 + 41 =
    // 49; Anna (72) and Carla (60) are as before.
    assert_eq!(
        national(&address, &["Bruno", "Anna", "Carla", "Dario"]).await,
        vec![
            (1, "76".into()),
            (2, "72".into()),
            (3, "60".into()),
            (4, "49".into())
        ]
    );
    let bruno = get(&address, "/api/ranking").await["ranking"][0]["player"].clone();
    let page = get(&address, &format!("/api/players/{bruno}")).await;
    assert_eq!(page["results"][0]["name"], "Coppa a coppie (corretta)");
    assert_eq!(page["results"].as_array().unwrap().len(), 1);
}

/// A club numbers its team tournaments' players apart from its individual
/// events' players: its team player 1 and its individual player 1 are two
/// origins of a merged person, and a split moves the one it names (the
/// administrator's page sends `kind=team` for a team tournament's player).
#[tokio::test]
async fn a_split_moves_a_team_players_results_apart_from_an_individual_players() {
    let Some(pg) = pg::Postgres::start("team split") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    let token = store::issue_token(&pool, "Club Uno").await.unwrap();
    publish_value(&address, &token, &team_event(4, "Coppa a coppie"))
        .await
        .unwrap();
    publish(&address, &token, &event(5, "Torneo d'autunno"))
        .await
        .unwrap();
    // Anna is player 1 of both: one person on the hub (the same name at the
    // same club), with two origins.
    let anna = |kind: &'static str| {
        let pool = pool.clone();
        async move {
            sqlx::query_scalar::<_, i64>(
                "SELECT n.person_id FROM hub_entries n JOIN hub_events e ON e.id = n.event_id
                  WHERE e.kind = $1 AND n.club_player = 1",
            )
            .bind(kind)
            .fetch_one(&pool)
            .await
            .unwrap()
        }
    };
    let anna_alone = anna("individual").await;
    assert_eq!(anna("team").await, anna_alone);
    let origins = store::origins(&pool, anna_alone).await.unwrap();
    let kinds: Vec<(i64, bool)> = origins.iter().map(|o| (o.player, o.team)).collect();
    assert_eq!(kinds, vec![(1, false), (1, true)]);

    // The page names the team tournament's player as such and splits it.
    let session = sign_in(&address, &pool).await;
    let page = http(
        &address,
        "GET",
        &format!("/admin/people/{anna_alone}"),
        &session,
        None,
    )
    .await;
    assert!(
        page.body.contains("club team-tournament player 1")
            && page.body.contains("name=\"kind\" value=\"team\""),
        "{}",
        page.body
    );
    let club = store::club_id(&pool, "Club Uno").await.unwrap().unwrap();
    let csrf = page.csrf();
    let split = http(
        &address,
        "POST",
        &format!("/admin/people/{anna_alone}/split"),
        &session,
        Some(&format!("_csrf={csrf}&club={club}&player=1&kind=team")),
    )
    .await;
    assert_eq!(split.status, 303, "{}", split.body);
    let new = store::people_list(&pool)
        .await
        .unwrap()
        .iter()
        .map(|p| p.id)
        .max()
        .unwrap();
    let moved = store::origins(&pool, new).await.unwrap();
    assert_eq!(
        moved.iter().map(|o| (o.player, o.team)).collect::<Vec<_>>(),
        vec![(1, true)]
    );
    let kept = store::origins(&pool, anna_alone).await.unwrap();
    assert_eq!(
        kept.iter().map(|o| (o.player, o.team)).collect::<Vec<_>>(),
        vec![(1, false)]
    );
    // What is left is the individual player's alone: nothing more to split.
    assert!(matches!(
        store::split(&pool, anna_alone, club, (false, 1)).await,
        Err(store::PersonError::Whole)
    ));
}
