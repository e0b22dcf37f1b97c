//! Every ruleset the engine knows ([`RulesetId::ALL`]) has every page, form and route a
//! match has: the new-match form, creating a match from it and from the API's fields
//! (where its console takes them), the console page, an action recorded through the
//! console's form and one through the API, the history, the public board and its live
//! fragment, the API's reads (list, state, state after an entry, history) and the log
//! download, which replays and uploads again to the same log. Every ruleset a
//! tournament plays has its tournament: an individual one for each ruleset whose
//! console seats a tournament table, the team tournament for the ruleset its tables
//! open; each with its round and public pages, projector, CSV and XLSX exports, print
//! pages, and an archive that comes back whole into an empty instance. A ruleset added
//! to the registry without its console, its form, its pages or its tournament tables
//! fails here; the forms and logs come from an exhaustive `match`, so a new one does not
//! compile until it gives its own.

use crate::console::organizer;
use crate::console_tegjr::ring_board;
use crate::exports::{get_bytes, scalar, unzip};
use crate::helpers::TestApp;
use crate::individual_archive::{end, matches_of, round_trip};
use crate::reliability::api_post;
use arbitro::engine::RulesetId;
use arbitro::engine::any::{AnyGame, AnyLog};
use arbitro::web::console::registry::console;
use arbitro::web::console::ruleset::{ApiFields, TableRefused};
use axum::http::StatusCode;
use serde_json::{Value, json};

/// The new-match form of `id` for a table of this test (TEG Jr's on club board `board`).
fn new_form(id: RulesetId, board: &str) -> Vec<(String, String)> {
    let seats = |colours: &[&str]| {
        let mut f = vec![("seats".to_string(), colours.len().to_string())];
        for (i, c) in colours.iter().enumerate() {
            f.push((format!("name{i}"), format!("Giocatore {i}")));
            f.push((format!("colour{i}"), (*c).to_string()));
        }
        f.push(("first".into(), "0".into()));
        f
    };
    let extra: Vec<(String, String)> = match id {
        RulesetId::Risiko2v2 => [
            ("team_a", "A"),
            ("team_b", "B"),
            ("name0", "Anna"),
            ("name1", "Bruno"),
            ("name2", "Carla"),
            ("name3", "Dario"),
            ("colour0", "blu"),
            ("colour1", "rosso"),
            ("colour2", "verde"),
            ("colour3", "giallo"),
        ]
        .iter()
        .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
        .collect(),
        RulesetId::RisikoClassic | RulesetId::Risk2210 => {
            seats(&["blu", "rosso", "verde", "giallo"])
        }
        RulesetId::RisikoTorneo => {
            let mut f = seats(&["blu", "rosso", "verde", "giallo"]);
            f.push(("match_minutes".into(), "90".into()));
            f
        }
        RulesetId::TegRevancha => {
            let mut f = seats(&["azul", "rojo"]);
            f.push(("end_rule".into(), "objective_only".into()));
            f.push(("communication".into(), "vale_todo".into()));
            f
        }
        RulesetId::TegJr => {
            let mut f = seats(&["blu", "rosso", "verde"]);
            f.push(("board".into(), board.into()));
            for (i, d) in ["6", "4", "2"].iter().enumerate() {
                f.push((format!("die{i}"), (*d).to_string()));
            }
            f.push(("card0".into(), "Conquista l'Est".into()));
            f
        }
    };
    let mut f = vec![
        ("ruleset".to_string(), id.id().to_string()),
        ("label".to_string(), format!("Tavolo {}", id.id())),
    ];
    f.extend(extra);
    f
}

/// A log of `id` that replays, with at least two actions.
fn played_log(id: RulesetId) -> Value {
    let scenario = |text: &str| -> Value {
        let v: Value = serde_json::from_str(text).unwrap();
        v["log"].clone()
    };
    match id {
        RulesetId::Risiko2v2 => {
            serde_json::from_str(include_str!("../../docs/examples/full-match.json")).unwrap()
        }
        RulesetId::RisikoClassic => {
            scenario(include_str!("../scenarios/classic/attack_full_form.json"))
        }
        RulesetId::RisikoTorneo => {
            scenario(include_str!("../scenarios/torneo/attack_full_form.json"))
        }
        RulesetId::TegJr => scenario(include_str!("../scenarios/tegjr/conquest_occupy_card.json")),
        RulesetId::Risk2210 => {
            scenario(include_str!("../scenarios/risk2210/adjust_armageddon.json"))
        }
        RulesetId::TegRevancha => scenario(include_str!(
            "../scenarios/teg/aggression_joint_attack_makes_a_condominium.json"
        )),
    }
}

/// A club board for TEG Jr's form; its id.
async fn club_board(t: &mut TestApp) -> String {
    let r = t
        .post(
            "/boards",
            &[("text", &ring_board(10)), ("ruleset", "teg-jr")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    r.location().trim_start_matches("/boards/").to_string()
}

/// `page` answered 200 and shows every one of `words` (a player's name, a team's).
async fn shows(t: &mut TestApp, page: &str, words: &[&str]) -> String {
    let r = t.get(page).await;
    assert_eq!(r.status, StatusCode::OK, "{page}: {}", r.body);
    for w in words {
        assert!(r.body.contains(w), "{page} does not show {w:?}");
    }
    r.body
}

/// The log of match `m` as the API downloads it.
async fn download(t: &mut TestApp, m: i64) -> String {
    let r = t.get(&format!("/api/v1/matches/{m}/log")).await;
    assert_eq!(r.status, StatusCode::OK, "{m}: {}", r.body);
    r.body
}

/// Uploads `log` through the API as a new match; its state.
async fn upload(t: &mut TestApp, name: &str, log: &str) -> Value {
    let r = api_post(
        t,
        &format!("/api/v1/matches?label={name}"),
        log.as_bytes().to_vec(),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{name}: {}", r.body);
    serde_json::from_str(&r.body).unwrap()
}

/// The JSON `POST /api/v1/matches` takes for a new match of `id` besides a whole log,
/// by what its console takes; `None` where it takes only a log.
fn api_fields(id: RulesetId) -> Option<Value> {
    let seats = |names: [&str; 4]| -> Vec<Value> {
        names
            .iter()
            .zip(["blu", "rosso", "verde", "giallo"])
            .map(|(n, c)| json!({"name": n, "colour": c}))
            .collect()
    };
    match console(id).api_fields() {
        ApiFields::TeamsOfTwo => Some(json!({
            "label": "Dal JSON",
            "team_a": "A",
            "team_b": "B",
            "players": seats(["Ada", "Bice", "Cleo", "Dora"]),
        })),
        ApiFields::Individual => Some(json!({
            "ruleset": id.id(),
            "label": "Dal JSON",
            "players": seats(["Ada", "Bice", "Cleo", "Dora"]),
            "first": 0,
        })),
        ApiFields::LogOnly => None,
    }
}

#[tokio::test]
async fn every_ruleset_has_its_form_its_console_its_api_and_its_pages() {
    let mut t = organizer().await;
    let board = club_board(&mut t).await;
    for id in RulesetId::ALL {
        let name = id.id();
        // The new-match form, and a match created from it.
        let form = t.get(&format!("/console/new?ruleset={name}")).await;
        assert_eq!(form.status, StatusCode::OK, "{name}: {}", form.body);
        assert!(
            form.body
                .contains(&format!("name=\"ruleset\" value=\"{name}\"")),
            "{name}: the form posts its ruleset"
        );
        let fields = new_form(id, &board);
        let pairs: Vec<(&str, &str)> = fields
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        let r = t.post("/console/new", &pairs).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{name}: {}", r.body);
        let created = r.location().to_string();
        assert!(created.starts_with("/console/m/"), "{name}: {created}");
        let seated = &fields.iter().find(|(k, _)| k == "name0").unwrap().1;
        shows(&mut t, &created, &[seated]).await;
        let log: Value =
            serde_json::from_str(&download(&mut t, created[11..].parse().unwrap()).await).unwrap();
        assert_eq!(
            log["ruleset"], name,
            "{name}: the form opens its own ruleset"
        );

        // The API's own fields, where the ruleset's console takes them; a ruleset
        // created only from its log refuses them with a clear answer.
        match api_fields(id) {
            Some(body) => {
                let r = api_post(&mut t, "/api/v1/matches", body.to_string().into_bytes()).await;
                assert_eq!(r.status, StatusCode::CREATED, "{name}: {}", r.body);
                let state: Value = serde_json::from_str(&r.body).unwrap();
                let m = state["id"].as_i64().unwrap();
                let log: Value = serde_json::from_str(&download(&mut t, m).await).unwrap();
                assert_eq!(
                    log["ruleset"], name,
                    "{name}: the API opens its own ruleset"
                );
                shows(&mut t, &format!("/console/m/{m}"), &["Ada", "Dora"]).await;
            }
            None => {
                let body = json!({"ruleset": name, "label": "x", "players": []});
                let r = api_post(&mut t, "/api/v1/matches", body.to_string().into_bytes()).await;
                assert_eq!(
                    r.status,
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "{name}: {}",
                    r.body
                );
                assert!(r.body.contains("unknown_ruleset"), "{name}: {}", r.body);
            }
        }

        // A match played up to its last action but one, uploaded whole.
        let mut played = played_log(id);
        let names = AnyLog::parse(&played.to_string()).unwrap().names();
        let someone = names[0].as_str();
        let last = played["actions"].as_array_mut().unwrap().pop().unwrap();
        let state = upload(&mut t, name, &played.to_string()).await;
        let m = state["id"].as_i64().unwrap();
        let entries = state["entries"].as_i64().unwrap();

        // Its download replays, holds every action, and uploads again to the same log.
        let text = download(&mut t, m).await;
        let back = AnyLog::parse(&text).unwrap();
        assert_eq!(back.ruleset(), name);
        assert!(
            AnyGame::replay(&back).is_ok(),
            "{name}: the download replays"
        );
        let stored: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(
            stored["actions"], played["actions"],
            "{name}: the download holds the uploaded actions"
        );
        let again = upload(&mut t, name, &text).await;
        let m2 = again["id"].as_i64().unwrap();
        assert_eq!(
            download(&mut t, m2).await,
            text,
            "{name}: a download uploads again to the same log"
        );

        // An action recorded through the API on the copy.
        let body = json!({
            "expected": again["entries"],
            "key": format!("every-ruleset-{name}"),
            "action": last,
        });
        let r = api_post(
            &mut t,
            &format!("/api/v1/matches/{m2}/actions"),
            body.to_string().into_bytes(),
        )
        .await;
        assert!(r.status.is_success(), "{name}: {} {}", r.status, r.body);
        let after: Value = serde_json::from_str(&download(&mut t, m2).await).unwrap();
        let actions = after["actions"].as_array().unwrap();
        assert_eq!(
            actions.last().map(|a| a["type"].clone()),
            Some(last["type"].clone()),
            "{name}: the API's action is the log's last"
        );

        // An action recorded through the console's form on the first: the early end
        // every console offers, with its reason.
        let reason = format!("chiusura della sala {name}");
        let expected = entries.to_string();
        let r = t
            .post(
                &format!("/console/m/{m}/act"),
                &[
                    ("expected", expected.as_str()),
                    ("key", &format!("end-{name}")),
                    ("type", "end_match"),
                    ("reason", &reason),
                ],
            )
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{name}: {}", r.body);
        let ended: Value = serde_json::from_str(&download(&mut t, m).await).unwrap();
        let actions = ended["actions"].as_array().unwrap();
        assert_eq!(
            actions.last().unwrap()["type"],
            "end_match",
            "{name}: the form's action is the log's last"
        );
        assert_eq!(actions.last().unwrap()["reason"], reason.as_str(), "{name}");

        // Its pages, private and public, show its players.
        shows(&mut t, &format!("/console/m/{m}"), &[someone]).await;
        shows(
            &mut t,
            &format!("/console/m/{m}/history"),
            &[someone, &reason],
        )
        .await;
        let public = state["public_path"].as_str().unwrap().to_string();
        shows(&mut t, &public, &[someone]).await;
        shows(&mut t, &format!("{public}/board"), &[someone]).await;

        // The API's reads: the list, the state now and after an entry, the history.
        let list: Value = serde_json::from_str(&t.get("/api/v1/matches").await.body).unwrap();
        let listed = list
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["id"] == m)
            .unwrap_or_else(|| panic!("{name}: {m} is not listed"));
        assert_eq!(listed["ruleset"], name);
        let now = shows(&mut t, &format!("/api/v1/matches/{m}"), &[someone]).await;
        let now: Value = serde_json::from_str(&now).unwrap();
        assert_eq!(now["entries"], entries + 1, "{name}: {now}");
        let at: Value =
            serde_json::from_str(&shows(&mut t, &format!("/api/v1/matches/{m}?at=1"), &[]).await)
                .unwrap();
        assert_eq!(at["entries"], 1, "{name}: the state after entry 1");
        let r = t.get(&format!("/api/v1/matches/{m}?at=100000")).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{name}: {}", r.body);
        let history = shows(&mut t, &format!("/api/v1/matches/{m}/history"), &[someone]).await;
        let history: Value = serde_json::from_str(&history).unwrap();
        assert_eq!(
            history.as_array().map(Vec::len),
            Some(usize::try_from(entries + 1).unwrap()),
            "{name}: a history line per entry"
        );
    }
}

/// Twelve players for an individual tournament, each with a club.
const PLAYERS: [&str; 12] = [
    "Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ivo", "Lea", "Marco", "Nora",
    "Oscar",
];

/// A table size the ruleset seats, with the odd field's other size it seats too.
fn table_size(id: RulesetId) -> (usize, &'static str) {
    let seats = id.ruleset().seats();
    [4, 3, 5, 6]
        .into_iter()
        .find_map(|n| {
            if !seats.contains(&n) {
                None
            } else if seats.contains(&(n - 1)) {
                Some((n, "smaller"))
            } else if seats.contains(&(n + 1)) {
                Some((n, "larger"))
            } else {
                None
            }
        })
        .unwrap_or_else(|| panic!("{}: no table size for a tournament", id.id()))
}

/// Every ruleset whose console seats a tournament table has its individual tournament:
/// created, seated, played to the end at the console, with its pages, exports, print
/// slips and an archive that comes back whole; every other ruleset is refused by the
/// creation form with its sentence, and nothing is stored.
#[tokio::test]
async fn every_ruleset_a_tournament_plays_has_its_tournament_pages_exports_and_archive() {
    let names: Vec<String> = PLAYERS[..4].iter().map(|s| (*s).to_string()).collect();
    let mut played = 0;
    for id in RulesetId::ALL {
        let name = id.id();
        // An instance each: the archive's round trip compares ids that start afresh.
        let mut t = organizer().await;
        let form = |size: &str, odd: &'static str| {
            vec![
                ("name", format!("Serata {name}")),
                ("ruleset", name.to_string()),
                ("table_size", size.to_string()),
                ("odd_field", odd.to_string()),
                ("rounds", "1".to_string()),
            ]
        };
        match console(id).tournament_table(&names, 1) {
            Err(TableRefused::NoTables) => {
                let before = t.count("individual_tournaments").await;
                let fields = form("4", "smaller");
                let pairs: Vec<(&str, &str)> =
                    fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
                let r = t.post("/individual", &pairs).await;
                assert_eq!(
                    r.status,
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "{name}: {}",
                    r.body
                );
                assert!(
                    r.body.contains("role=\"alert\""),
                    "{name}: a sentence says why"
                );
                assert_eq!(t.count("individual_tournaments").await, before, "{name}");
                continue;
            }
            Err(e) => panic!("{name}: four players refused: {e:?}"),
            Ok(_) => {}
        }
        played += 1;
        let (size, odd) = table_size(id);
        let fields = form(&size.to_string(), odd);
        let pairs: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let r = t.post("/individual", &pairs).await;
        let tid = crate::fixture::individual_id(&r);
        let csv: String = PLAYERS[..2 * size]
            .iter()
            .enumerate()
            .map(|(i, p)| format!("{p};Club{}\n", i % 3))
            .collect();
        crate::fixture::individual_round_one(&mut t, tid, &format!("nome;club\n{csv}")).await;
        let tables = matches_of(&t, tid, 1).await;
        assert_eq!(tables.len(), 2, "{name}: two tables of {size}");
        let mut at_first = String::new();
        for m in &tables {
            let log: Value = serde_json::from_str(&download(&mut t, *m).await).unwrap();
            if at_first.is_empty() {
                at_first = log["players"][0]["name"].as_str().unwrap().to_string();
            }
            assert_eq!(log["ruleset"], name, "{name}: the table plays its ruleset");
            assert_eq!(
                log["players"].as_array().map(Vec::len),
                Some(size),
                "{name}"
            );
            end(&mut t, *m, true).await;
        }
        let api: Value =
            serde_json::from_str(&shows(&mut t, &format!("/api/v1/individual/{tid}"), &[]).await)
                .unwrap();
        assert_eq!(api["ruleset"], name);
        let first = PLAYERS[0];
        let base = format!("/individual/{tid}");
        for page in [
            base.clone(),
            format!("{base}/manage"),
            format!("{base}/standings"),
            format!("{base}/projector"),
            format!("{base}/projector/deck"),
            format!("{base}/print/slips/1"),
            format!("{base}/export/standings.csv"),
            format!("{base}/export/tables.csv"),
            format!("/api/v1/individual/{tid}/rounds/1"),
            format!("/api/v1/individual/{tid}/standings"),
        ] {
            shows(&mut t, &page, &[first]).await;
        }
        let result = format!("{base}/matches/{}", tables[0]);
        shows(&mut t, &result, &[&at_first]).await;
        let (status, xlsx) = get_bytes(&mut t, &format!("{base}/export/tournament.xlsx")).await;
        assert_eq!(status, StatusCode::OK, "{name}");
        let sheets = unzip(&xlsx);
        assert!(
            sheets.values().any(|s| s.contains(first)),
            "{name}: the workbook names the players"
        );
        // The archive comes back whole (pages, exports and reads compared), and its
        // tables are still of the ruleset.
        let (mut fresh, copy) = round_trip(&mut t, tid).await;
        let api: Value = serde_json::from_str(
            &shows(&mut fresh, &format!("/api/v1/individual/{copy}"), &[]).await,
        )
        .unwrap();
        assert_eq!(api["ruleset"], name, "{name}: the copy's ruleset");
        let copied = matches_of(&fresh, copy, 1).await;
        assert_eq!(copied.len(), tables.len(), "{name}: the copy's tables");
        for (a, b) in tables.iter().zip(&copied) {
            let (la, lb) = (download(&mut t, *a).await, download(&mut fresh, *b).await);
            assert_eq!(la, lb, "{name}: a table's log comes back as it was");
        }
    }
    assert!(played > 0, "some ruleset plays individual tournaments");
}

/// The team tournament seats its tables in the ruleset its table opens: that ruleset,
/// found in the registry, has its round page, projector, exports, print pages, and an
/// archive that comes back into an empty instance with the same logs.
#[tokio::test]
async fn the_team_tournament_ruleset_has_its_pages_exports_and_archive() {
    use crate::fixture::{FOUR, organizer, play, publish_next_round, sign, tournament_with};
    let mut t = organizer().await;
    let id = tournament_with(&mut t, FOUR).await;
    let tables = publish_next_round(&mut t, id).await;
    assert_eq!(tables.len(), 2);
    let log: Value = serde_json::from_str(&download(&mut t, tables[0]).await).unwrap();
    let ruleset = RulesetId::ALL
        .into_iter()
        .find(|r| log["ruleset"] == r.id())
        .expect("the team table's ruleset is in the registry");
    // Its console opens for that table, with its players.
    let seated = log["players"][0]["name"].as_str().unwrap();
    shows(&mut t, &format!("/console/m/{}", tables[0]), &[seated]).await;
    for (i, m) in tables.iter().enumerate() {
        play(&t, *m, 40 + i as u64).await;
        sign(&mut t, *m).await;
    }
    let base = format!("/tournaments/{id}");
    for (page, words) in [
        (base.clone(), vec!["Corsari"]),
        (format!("{base}/manage"), vec!["Corsari", "Anna"]),
        (format!("{base}/pairings"), vec!["Corsari"]),
        (format!("{base}/rounds/1"), vec!["Corsari"]),
        (format!("{base}/standings"), vec!["Corsari"]),
        (format!("{base}/projector"), vec!["Corsari"]),
        (format!("{base}/projector/deck"), vec!["Corsari"]),
        (format!("{base}/print/pairings/1"), vec!["Corsari"]),
        (format!("{base}/print/cards/1"), vec!["Anna"]),
        (format!("{base}/print/standings"), vec!["Corsari"]),
        (format!("{base}/export/standings.csv"), vec!["Corsari"]),
        (format!("{base}/export/players.csv"), vec!["Anna"]),
        (format!("{base}/export/matches.csv"), vec!["Anna"]),
        (
            format!("/api/v1/tournaments/{id}/rounds/1"),
            vec!["Corsari"],
        ),
        (
            format!("/api/v1/tournaments/{id}/standings"),
            vec!["Corsari"],
        ),
    ] {
        shows(&mut t, &page, &words).await;
    }
    let (status, xlsx) = get_bytes(&mut t, &format!("{base}/export/tournament.xlsx")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        unzip(&xlsx).values().any(|s| s.contains("Corsari")),
        "the workbook names the teams"
    );
    // The archive, imported into an empty instance: the same exports, the same logs.
    let archive = shows(
        &mut t,
        &format!("{base}/export/tournament.json"),
        &["Corsari"],
    )
    .await;
    let mut fresh = organizer().await;
    let r = crate::exports::upload(&mut fresh, archive.as_bytes()).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let copy = scalar(&fresh, "SELECT MAX(id) FROM tournaments", &[]).await;
    for f in ["standings.csv", "players.csv", "matches.csv"] {
        let a = shows(&mut t, &format!("{base}/export/{f}"), &[]).await;
        let b = shows(&mut fresh, &format!("/tournaments/{copy}/export/{f}"), &[]).await;
        assert_eq!(a, b, "{f} after the round trip");
    }
    let copied: Vec<i64> = sqlx::query_scalar("SELECT id FROM matches ORDER BY id")
        .fetch_all(fresh.db.pool())
        .await
        .unwrap();
    assert_eq!(copied.len(), tables.len(), "the copy's tables");
    let (mut before, mut after) = (Vec::new(), Vec::new());
    for (a, b) in tables.iter().zip(&copied) {
        before.push(download(&mut t, *a).await);
        after.push(download(&mut fresh, *b).await);
    }
    before.sort();
    after.sort();
    assert_eq!(before, after, "the tables' logs come back as they were");
    for log in &after {
        assert_eq!(AnyLog::parse(log).unwrap().ruleset_id(), ruleset);
    }
    shows(
        &mut fresh,
        &format!("/tournaments/{copy}/rounds/1"),
        &["Corsari"],
    )
    .await;
}
