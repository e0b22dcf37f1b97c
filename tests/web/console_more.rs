//! The referee console's finishing touches: the public link's QR code, the turn time,
//! editing players, the history told in sentences, the engine's legal helpers tied to
//! `apply`, the JSON API's parity with the pages, and the phone checks.

use crate::console::{
    PW, act, assert_labelled, create, entries, finish_placement, first_place, game_of, links,
    organizer, physical_draft, placed_match, random_player, slug,
};
use crate::helpers::{BASE, TestApp};
use arbitro::accounts::Role;
use arbitro::db;
use arbitro::engine::{Action, ClockEvent, Game, Lang, deal_packets};
use axum::http::StatusCode;
use chrono::Duration;
use serde_json::{Value, json};
use std::collections::BTreeMap;

/// HTML as askama escapes it.
fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('\'', "&#x27;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The `data-turn` seconds of the first clock on a page.
fn turn_secs(html: &str) -> Option<i64> {
    let rest = html.split("data-turn=\"").nth(1)?;
    rest.split('"').next()?.parse().ok()
}

async fn api(t: &mut TestApp, path: &str, body: Value) -> (StatusCode, Value) {
    let csrf = t.csrf().await;
    let headers = [
        ("x-csrf-token", csrf.as_str()),
        ("content-type", "application/json"),
        ("origin", BASE),
    ];
    let r = t
        .post_body(path, body.to_string().into_bytes(), &headers)
        .await;
    let v = serde_json::from_str(&r.body).unwrap_or(Value::Null);
    (r.status, v)
}

async fn api_get(t: &mut TestApp, path: &str) -> (StatusCode, Value) {
    let r = t.get(path).await;
    let v = serde_json::from_str(&r.body).unwrap_or(Value::Null);
    (r.status, v)
}

fn new_match_json(colour1: &str) -> Value {
    json!({
        "label": "Tavolo 9", "team_a": "A", "team_b": "B",
        "players": [
            {"name": "Anna", "colour": "blu"}, {"name": "Bruno", "colour": colour1},
            {"name": "Carla", "colour": "verde"}, {"name": "Dario", "colour": "giallo"}
        ]
    })
}

/// The physical draft of seed 7 as the API takes it.
fn owners_json() -> Value {
    let mut owners = serde_json::Map::new();
    for (s, p) in deal_packets(7).iter().enumerate() {
        for (i, ter) in p.iter().enumerate() {
            let v = if i < 10 { json!(s) } else { json!("neutral") };
            owners.insert(slug(ter), v);
        }
    }
    json!({ "owners": owners })
}

#[tokio::test]
async fn the_match_page_has_a_qr_code_of_the_public_table_page() {
    let mut t = organizer().await;
    let id = create(&mut t).await;
    let m = db::matches::get(&t.db, id).await.unwrap().unwrap();
    let url = format!("{BASE}/t/{}", m.public_token);
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains(&format!("href=\"{url}\"")));
    let qr = arbitro::web::qr::svg(&url, "Codice QR della pagina pubblica del tavolo");
    assert!(qr.starts_with("<svg class=\"qrcode\""));
    assert!(page.body.contains(&qr), "the QR code of exactly this link");
    // The draft links use the same helper: one code per player.
    let r = t
        .post(&format!("/console/m/{id}/draft/digital"), &[("seed", "3")])
        .await;
    assert_eq!(r.body.matches("<svg class=\"qrcode\"").count(), 4);
    let tokens = links(&r.body);
    let first = arbitro::web::qr::svg(
        &format!("{BASE}/draft/{}", tokens[0]),
        "Codice QR del link di Anna",
    );
    assert!(r.body.contains(&first));
}

#[tokio::test]
async fn turn_time_counts_from_the_entry_that_began_the_turn() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    let m = db::matches::get(&t.db, id).await.unwrap().unwrap();
    let table = format!("/t/{}/board", m.public_token);
    // During the initial placement each turn begins when the previous one is stored.
    let (_, g) = game_of(&t, id).await;
    act(&mut t, id, &first_place(&g), "p-first").await;
    t.clock.advance(Duration::seconds(40));
    let page = t.get(&format!("/console/m/{id}")).await;
    assert_eq!(
        turn_secs(&page.body),
        Some(40),
        "wall time before the clock"
    );
    // Round 1 begins with the last placement.
    let g = finish_placement(&mut t, id).await;
    t.clock.advance(Duration::minutes(2));
    let page = t.get(&format!("/console/m/{id}")).await;
    assert_eq!(turn_secs(&page.body), Some(120));
    assert!(
        page.body
            .contains("Durata del turno <strong class=\"turn\">2:00</strong>")
    );
    assert_eq!(
        turn_secs(&t.get(&table).await.body),
        Some(120),
        "table page too"
    );
    // The first reinforcement starts the match clock; the turn goes on counting.
    act(&mut t, id, &first_place(&g), "r1").await;
    t.clock.advance(Duration::minutes(1));
    assert_eq!(
        turn_secs(&t.get(&format!("/console/m/{id}")).await.body),
        Some(180)
    );
    // A pause stops the turn time with the clock.
    let pause = Action::Clock {
        event: ClockEvent::Pause,
        at: crate::console::now(&t),
    };
    act(&mut t, id, &pause, "pause").await;
    t.clock.advance(Duration::minutes(10));
    let page = t.get(&format!("/console/m/{id}")).await;
    assert_eq!(turn_secs(&page.body), Some(180));
    assert!(page.body.contains("data-turn-running=\"false\""));
    let resume = Action::Clock {
        event: ClockEvent::Resume,
        at: crate::console::now(&t),
    };
    act(&mut t, id, &resume, "resume").await;
    t.clock.advance(Duration::seconds(20));
    assert_eq!(
        turn_secs(&t.get(&format!("/console/m/{id}")).await.body),
        Some(200)
    );
    // The next seat's turn begins at the end of this one.
    let (_, g) = game_of(&t, id).await;
    let seat = g.current_seat();
    act(&mut t, id, &Action::EndTurn { seat }, "end").await;
    t.clock.advance(Duration::seconds(30));
    let (_, v) = api_get(&mut t, &format!("/api/v1/matches/{id}")).await;
    assert_eq!(v["clock"]["turn_secs"], 30);
    assert_eq!(v["clock"]["turn_running"], true);
    // Undoing the end of the turn gives the turn (and its time) back.
    let n = entries(&t).await.to_string();
    let r = t
        .post(
            &format!("/console/m/{id}/undo"),
            &[("reason", "too early"), ("expected", &n), ("key", "u")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let page = t.get(&format!("/console/m/{id}")).await;
    assert_eq!(
        turn_secs(&page.body),
        Some(230),
        "2 min before the clock + 110 s"
    );
}

#[tokio::test]
async fn names_can_always_be_fixed_colours_only_before_the_first_action() {
    let mut t = organizer().await;
    let id = create(&mut t).await;
    let path = format!("/console/m/{id}/players");
    let four = |n0: &'static str, c0: &'static str| {
        vec![
            ("name0", n0),
            ("colour0", c0),
            ("name1", "Bruno"),
            ("colour1", "rosso"),
            ("name2", "Carla"),
            ("colour2", "verde"),
            ("name3", "Dario"),
            ("colour3", "giallo"),
        ]
    };
    let r = t.post(&path, &four("Anna", "rosso")).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert!(r.body.contains("Ogni giocatore ha un colore diverso."));
    let r = t.post(&path, &four("  ", "blu")).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert!(r.body.contains("al massimo 60 caratteri"));
    assert_eq!(t.count("match_setup_changes").await, 0);
    let r = t.post(&path, &four("Annalisa", "nero")).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let (log, _) = {
        physical_draft(&mut t, id).await;
        game_of(&t, id).await
    };
    assert_eq!(
        (log.players[0].name.as_str(), log.players[0].colour.as_str()),
        ("Annalisa", "nero")
    );
    assert_eq!(t.count("match_setup_changes").await, 2);
    // The first action: colours are fixed, names are not.
    let (_, g) = game_of(&t, id).await;
    act(&mut t, id, &first_place(&g), "k").await;
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains("id=\"ename0\"") && !page.body.contains("id=\"ecolour0\""));
    let r = t.post(&path, &four("Annalisa", "viola")).await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    assert!(r.body.contains("posti e colori non si cambiano più"));
    let (log, _) = game_of(&t, id).await;
    assert_eq!(log.players[0].colour, "nero", "nothing changed");
    let r = t
        .post(
            &path,
            &[
                ("name0", "Annalisa"),
                ("name1", "Brunone"),
                ("name2", "Carla"),
                ("name3", "Dario"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let (log, g) = game_of(&t, id).await;
    assert_eq!(log.players[1].name, "Brunone");
    assert_eq!(
        g.players()[1].name,
        "Brunone",
        "the game reads the fixed name"
    );
    // The history says who changed what.
    let h = t.get(&format!("/console/m/{id}/history")).await;
    for line in [
        "Posto 1: Giocatore «Anna» → «Annalisa»",
        "Posto 1: Colore «blu» → «nero»",
        "Posto 2: Giocatore «Bruno» → «Brunone»",
    ] {
        assert!(h.body.contains(line), "{line} missing");
    }
    assert!(h.body.contains("org"));
    // The API applies the same rules.
    let api_path = format!("/api/v1/matches/{id}/players");
    let (s, v) = api(
        &mut t,
        &api_path,
        json!({"players": [{"seat": 2, "colour": "viola"}]}),
    )
    .await;
    assert_eq!(
        (s, v["code"].as_str()),
        (StatusCode::CONFLICT, Some("seats_fixed"))
    );
    let (s, v) = api(
        &mut t,
        &api_path,
        json!({"players": [{"seat": 2, "name": "Carlotta"}]}),
    )
    .await;
    assert_eq!((s, v["changed"].as_i64()), (StatusCode::OK, Some(1)));
    // In a tournament match the names are the registration's.
    sqlx::query("UPDATE matches SET tournament_id = 99 WHERE id = ?")
        .bind(id)
        .execute(t.db.pool())
        .await
        .unwrap();
    let (s, v) = api(
        &mut t,
        &api_path,
        json!({"players": [{"seat": 2, "name": "Carla"}]}),
    )
    .await;
    assert_eq!(
        (s, v["code"].as_str()),
        (StatusCode::CONFLICT, Some("names_from_tournament"))
    );
    assert_eq!(t.count("match_setup_changes").await, 4);
}

#[tokio::test]
async fn the_history_tells_each_action_as_a_sentence_with_the_state_after_it() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    let (_, g) = game_of(&t, id).await;
    let a = first_place(&g);
    act(&mut t, id, &a, "k").await;
    let h = t.get(&format!("/console/m/{id}/history")).await;
    let it = a.describe(Lang::It, g.players());
    assert!(it.starts_with("Anna piazza 3 su "), "{it}");
    assert!(h.body.contains(&esc(&it)), "{it} not in the history");
    assert!(h.body.contains("piazzamento iniziale · turno di Bruno"));
    assert!(!h.body.contains("{\""), "no raw JSON");
    // The board as it was after entry 1.
    let snap = t.get(&format!("/console/m/{id}/history?at=1")).await;
    assert!(snap.body.contains("Tabellone dopo la voce #1"));
    assert!(snap.body.contains("<svg class=\"board\""));
    assert_labelled(&snap.body);
    // In English, and through the API.
    t.post("/lang", &[("lang", "en"), ("next", "/")]).await;
    let h = t.get(&format!("/console/m/{id}/history")).await;
    let en = a.describe(Lang::En, g.players());
    assert!(h.body.contains(&esc(&en)), "{en}");
    let (s, v) = api_get(&mut t, &format!("/api/v1/matches/{id}/history")).await;
    assert_eq!(s, StatusCode::OK);
    assert_eq!(v[0]["text"], en.as_str());
    assert_eq!(v[0]["action"]["type"], "place");
    assert!(v[0]["after"].as_str().unwrap().contains("turn of Bruno"));
}

/// `can_renounce` and the cap penalty's hint answer what `apply` does, in every state
/// of whole random matches; `describe` has a sentence for every action met.
#[test]
fn the_engines_helpers_agree_with_apply_through_whole_matches() {
    for seed in [3u64, 17, 29] {
        let (log, end) = random_player::play_game(seed, 3, 3000);
        assert!(end.finished());
        let mut g = Game::new(&log).unwrap();
        let mut penalties = 0;
        for a in &log.actions {
            for seat in 0..4u8 {
                let renounce = g.apply(&Action::RenounceBonus { seat });
                assert_eq!(
                    g.can_renounce(seat),
                    renounce.is_ok(),
                    "seat {seat} at {a:?}"
                );
                let found = g.cap(seat) + 1 + u32::from(seat);
                match g.cap_penalty(seat, found) {
                    Ok(p) => {
                        if let Some(remove) = p.example_removal() {
                            let r = g.apply(&Action::CapViolation {
                                seat,
                                found_on_board: found,
                                remove,
                            });
                            assert!(r.is_ok(), "{r:?}");
                            penalties += 1;
                        }
                    }
                    Err(refusal) => {
                        let r = g.apply(&Action::CapViolation {
                            seat,
                            found_on_board: found,
                            remove: BTreeMap::new(),
                        });
                        assert_eq!(r.err().map(|r| r.code()), Some(refusal.code()));
                    }
                }
            }
            for lang in [Lang::It, Lang::En] {
                assert!(!a.describe(lang, g.players()).is_empty());
            }
            g.apply_mut(a).unwrap();
        }
        assert!(penalties > 100, "the hint was exercised ({penalties})");
    }
}

#[tokio::test]
async fn the_console_offers_renouncing_and_the_cap_penalty_only_as_the_rules_allow() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        !page.body.contains("id=\"renounce_seat\""),
        "not in the initial placement"
    );
    let g = finish_placement(&mut t, id).await;
    let renounce = act(&mut t, id, &Action::RenounceBonus { seat: 1 }, "r").await;
    assert_eq!(renounce.status, StatusCode::SEE_OTHER);
    let page = t.get(&format!("/console/m/{id}")).await;
    let select = page
        .body
        .split("id=\"renounce_seat\"")
        .nth(1)
        .and_then(|s| s.split("</select>").next())
        .unwrap();
    let offered: Vec<u8> = (0..4)
        .filter(|s| select.contains(&format!("value=\"{s}\"")))
        .collect();
    let (_, now) = game_of(&t, id).await;
    let legal: Vec<u8> = (0..4).filter(|s| now.can_renounce(*s)).collect();
    assert_eq!((offered, legal.clone()), (legal, vec![0, 2, 3]));
    // The penalty's *Calcola* step: the engine's numbers, rows filled with a legal removal.
    let seat = g.current_seat();
    let found = now.cap(seat) + 2;
    let f = found.to_string();
    let s = seat.to_string();
    let n = entries(&t).await.to_string();
    let hint = t
        .post(
            &format!("/console/m/{id}/act"),
            &[
                ("type", "cap_violation"),
                ("seat", &s),
                ("found_on_board", &f),
                ("hint", "1"),
                ("expected", &n),
            ],
        )
        .await;
    assert_eq!(hint.status, StatusCode::OK, "{}", hint.body);
    assert!(hint.body.contains("Carri da togliere <strong>4</strong>"));
    assert_labelled(&hint.body);
    assert_eq!(entries(&t).await.to_string(), n, "nothing recorded");
    let p = now.cap_penalty(seat, found).unwrap();
    let remove = p.example_removal().unwrap();
    for (ter, k) in &remove {
        assert!(
            hint.body
                .contains(&format!("<option value=\"{}\" selected>", slug(ter)))
        );
        assert!(hint.body.contains(&format!("value=\"{k}\"")));
    }
    let r = act(
        &mut t,
        id,
        &Action::CapViolation {
            seat,
            found_on_board: found,
            remove,
        },
        "cap",
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    // No violation: the engine's sentence in place.
    let low = t
        .post(
            &format!("/console/m/{id}/act"),
            &[
                ("type", "cap_violation"),
                ("seat", "0"),
                ("found_on_board", "3"),
                ("hint", "1"),
            ],
        )
        .await;
    assert_eq!(low.status, StatusCode::UNPROCESSABLE_ENTITY);
}

/// Every `/api/v1…` route in the source, with its methods, as the route matrix's
/// scanner reads them (`routes.rs`).
fn routed() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = crate::routes::routes()
        .into_iter()
        .filter(|r| r.path.starts_with("/api/v1"))
        .flat_map(|r| {
            let path = r.path;
            r.methods
                .into_iter()
                .map(move |m| (path.clone(), m.to_lowercase()))
        })
        .collect();
    out.sort();
    out
}

#[tokio::test]
async fn every_api_route_is_in_the_openapi_document_and_back() {
    let routes = routed();
    assert!(routes.len() >= 18, "{routes:?}");
    let mut t = organizer().await;
    let (s, doc) = api_get(&mut t, "/api/openapi.json").await;
    assert_eq!(s, StatusCode::OK);
    // Over plain HTTP the session cookie has no `__Host-` prefix (tests/tls.rs checks
    // the HTTPS name).
    assert_eq!(
        doc["components"]["securitySchemes"]["session"]["name"],
        "arbitro_session"
    );
    let mut documented = Vec::new();
    for (path, ops) in doc["paths"].as_object().unwrap() {
        for m in ops.as_object().unwrap().keys() {
            documented.push((path.clone(), m.clone()));
        }
    }
    documented.sort();
    assert_eq!(routes, documented);
    // Every documented operation answers (no 405, no fallback page).
    for (path, m) in &documented {
        let concrete = path
            .replace("{id}", "999999")
            .replace("{round}", "1")
            .replace("{token}", "nope");
        let r = if m == "get" {
            t.get(&concrete).await
        } else {
            let csrf = t.csrf().await;
            t.post_body(
                &concrete,
                b"{}".to_vec(),
                &[
                    ("x-csrf-token", &csrf),
                    ("content-type", "application/json"),
                    ("origin", BASE),
                ],
            )
            .await
        };
        assert_ne!(r.status, StatusCode::METHOD_NOT_ALLOWED, "{m} {path}");
        assert!(
            r.status.is_client_error() || r.status.is_success(),
            "{m} {path}: {}",
            r.status
        );
        let v: Value =
            serde_json::from_str(&r.body).unwrap_or_else(|_| panic!("{m} {path}: {}", r.body));
        if !r.status.is_success() {
            assert!(
                v["code"].is_string() && v["message"].is_string(),
                "{m} {path}: {v}"
            );
        }
    }
}

#[tokio::test]
async fn the_api_prepares_and_records_a_match_with_the_consoles_checks() {
    let mut t = organizer().await;
    // Create: the same refusal as the console's form.
    let (s, v) = api(&mut t, "/api/v1/matches", new_match_json("blu")).await;
    assert_eq!(
        (s, v["code"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid_setup"))
    );
    let msg = v["message"].as_str().unwrap().to_string();
    let form = t
        .post(
            "/console/new",
            &[
                ("label", "x"),
                ("team_a", "A"),
                ("team_b", "B"),
                ("name0", "a"),
                ("name1", "b"),
                ("name2", "c"),
                ("name3", "d"),
                ("colour0", "blu"),
                ("colour1", "blu"),
                ("colour2", "verde"),
                ("colour3", "giallo"),
            ],
        )
        .await;
    assert_eq!(form.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(form.body.contains(&esc(&msg)));
    let (s, v) = api(&mut t, "/api/v1/matches", new_match_json("rosso")).await;
    assert_eq!(s, StatusCode::CREATED, "{v}");
    let id = v["id"].as_i64().unwrap();
    let (_, list) = api_get(&mut t, "/api/v1/matches").await;
    assert_eq!(list[0]["id"], id);
    // Objectives: the catalogue, the engine's refusal code, the same sentence as the page.
    let (_, cat) = api_get(&mut t, "/api/v1/objectives").await;
    assert_eq!(cat.as_array().unwrap().len(), 6);
    let obj = format!("/api/v1/matches/{id}/objectives");
    let (s, v) = api(&mut t, &obj, json!({"objectives": {"0": 0, "2": 0}})).await;
    assert_eq!(
        (s, v["code"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("objective_taken"))
    );
    let page = t
        .post(
            &format!("/console/m/{id}/objectives"),
            &[("obj0", "0"), ("obj2", "0")],
        )
        .await;
    assert!(page.body.contains(&esc(v["message"].as_str().unwrap())));
    let (s, _) = api(
        &mut t,
        &obj,
        json!({"objectives": {"0": 0, "1": 3, "2": 1, "3": 4}}),
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    // The physical draft.
    let phys = format!("/api/v1/matches/{id}/draft/physical");
    let (s, v) = api(&mut t, &phys, json!({"owners": {"alaska": 0}})).await;
    assert_eq!(
        (s, v["code"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("draft_incomplete"))
    );
    let (s, v) = api(&mut t, &phys, json!({"owners": {"atlantide": 0}})).await;
    assert_eq!(
        (s, v["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("bad_request"))
    );
    let (s, _) = api(&mut t, &phys, owners_json()).await;
    assert_eq!(s, StatusCode::OK);
    let (_, v) = api(
        &mut t,
        &format!("/api/v1/matches/{id}/draft/digital"),
        json!({"relink": true}),
    )
    .await;
    assert_eq!(v["code"], "no_digital_draft");
    // The state offers the legal choices; record, undo (reason required), history.
    let (_, st) = api_get(&mut t, &format!("/api/v1/matches/{id}")).await;
    assert_eq!(
        (
            st["choices"]["place"]["allowance"].as_u64(),
            st["choices"]["place"]["exact"].as_bool()
        ),
        (Some(3), Some(true))
    );
    let (_, g) = game_of(&t, id).await;
    let acts = format!("/api/v1/matches/{id}/actions");
    let (s, _) = api(
        &mut t,
        &acts,
        json!({"expected": 0, "action": first_place(&g)}),
    )
    .await;
    assert_eq!(s, StatusCode::OK);
    let (s, v) = api(&mut t, &acts, json!({"expected": 1, "undo": true})).await;
    assert_eq!(
        (s, v["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("bad_request"))
    );
    let (s, v) = api(
        &mut t,
        &acts,
        json!({"expected": 1, "undo": true, "reason": "wrong seat"}),
    )
    .await;
    assert_eq!((s, v["entries"].as_i64()), (StatusCode::OK, Some(2)));
    let (_, h) = api_get(&mut t, &format!("/api/v1/matches/{id}/history")).await;
    assert_eq!(
        (
            h[0]["undone"].as_bool(),
            h[1]["kind"].as_str(),
            h[1]["reason"].as_str()
        ),
        (Some(true), Some("undo"), Some("wrong seat"))
    );
    let (_, at1) = api_get(&mut t, &format!("/api/v1/matches/{id}?at=1")).await;
    assert_eq!(
        (
            at1["entries"].as_i64(),
            at1["state"]["current_seat"].as_i64()
        ),
        (Some(1), Some(1))
    );
    let (s, _) = api_get(&mut t, &format!("/api/v1/matches/{id}?at=9")).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
    // The cap penalty is not for the initial placement: the engine's code.
    let (s, v) = api_get(
        &mut t,
        &format!("/api/v1/matches/{id}/cap-penalty?seat=0&found=130"),
    )
    .await;
    assert_eq!(
        (s, v["code"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("not_now"))
    );
    let (s, _) = api_get(&mut t, &format!("/api/v1/matches/{id}/cap-penalty?seat=x")).await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    // Signing an unfinished match: the console's refusal.
    let (s, v) = api(&mut t, &format!("/api/v1/matches/{id}/sign"), json!({})).await;
    assert_eq!(
        (s, v["code"].as_str()),
        (StatusCode::CONFLICT, Some("not_finished"))
    );
    // Referees: organizers only.
    let rid = t.add_user("ref1", PW, Role::Referee).await;
    let (s, v) = api(
        &mut t,
        &format!("/api/v1/matches/{id}/referees"),
        json!({"add": rid}),
    )
    .await;
    assert_eq!((s, v.as_array().map(Vec::len)), (StatusCode::OK, Some(2)));
    let mut r = t.restart().await;
    r.jar.clear();
    r.login("ref1", PW).await;
    let (s, _) = api(
        &mut r,
        &format!("/api/v1/matches/{id}/referees"),
        json!({"remove": rid}),
    )
    .await;
    assert_eq!(s, StatusCode::FORBIDDEN);
    let (s, _) = api_get(&mut r, &format!("/api/v1/matches/{id}")).await;
    assert_eq!(s, StatusCode::OK, "assigned now");
    // The public table, without a login.
    let token = st["public_path"]
        .as_str()
        .unwrap()
        .trim_start_matches("/t/")
        .to_string();
    let mut anon = t.restart().await;
    anon.jar.clear();
    let (s, v) = api_get(&mut anon, &format!("/api/v1/tables/{token}")).await;
    assert_eq!((s, v["entries"].as_i64()), (StatusCode::OK, Some(2)));
    assert!(v["state"]["owners"].is_object());
}

#[tokio::test]
async fn the_api_runs_the_digital_draft_and_locks_a_signed_match() {
    let mut t = organizer().await;
    let (_, v) = api(&mut t, "/api/v1/matches", new_match_json("rosso")).await;
    let id = v["id"].as_i64().unwrap();
    let (s, v) = api(
        &mut t,
        &format!("/api/v1/matches/{id}/draft/digital"),
        json!({"seed": 5}),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{v}");
    let urls: Vec<String> = v["links"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["url"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(urls.len(), 4);
    let tok = urls[0].rsplit('/').next().unwrap().to_string();
    let (_, d) = api_get(&mut t, &format!("/api/v1/draft/{tok}")).await;
    let packet = d["packet"].as_array().unwrap().clone();
    assert_eq!(packet.len(), deal_packets(5)[0].len());
    let first = packet[0][0].as_str().unwrap().to_string();
    let pick = format!("/api/v1/draft/{tok}");
    let (s, v) = api(&mut t, &pick, json!({"territory": "atlantide"})).await;
    assert_eq!(
        (s, v["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("bad_request"))
    );
    let (s, v) = api(&mut t, &pick, json!({"territory": first, "key": "p1"})).await;
    assert_eq!((s, v["picked"].as_bool()), (StatusCode::OK, Some(true)));
    let second = packet[1][0].as_str().unwrap();
    let (s, v) = api(&mut t, &pick, json!({"territory": second})).await;
    assert_eq!(
        (s, v["code"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("already_picked"))
    );
    let (_, prog) = api_get(&mut t, &format!("/api/v1/matches/{id}/draft")).await;
    let picked: Vec<bool> = prog["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["picked"].as_bool().unwrap())
        .collect();
    assert_eq!(picked, vec![true, false, false, false]);
    let (_, st) = api_get(&mut t, &format!("/api/v1/matches/{id}")).await;
    assert!(st["state"].is_null(), "the draft is secret");
    let (s, v) = api_get(&mut t, &format!("/api/v1/matches/{id}/log")).await;
    assert_eq!(
        (s, v["code"].as_str()),
        (StatusCode::CONFLICT, Some("draft_in_progress"))
    );
    // A finished match uploaded as a log, signed through the API: locked.
    let (log, end) = random_player::play_game(7, 3, 4000);
    assert!(end.finished());
    let csrf = t.csrf().await;
    let up = t
        .post_body(
            "/api/v1/matches?label=done",
            log.to_json_pretty().into_bytes(),
            &[
                ("x-csrf-token", &csrf),
                ("content-type", "application/json"),
                ("origin", BASE),
            ],
        )
        .await;
    assert_eq!(up.status, StatusCode::CREATED);
    let done: Value = serde_json::from_str(&up.body).unwrap();
    let did = done["id"].as_i64().unwrap();
    let (s, v) = api(&mut t, &format!("/api/v1/matches/{did}/sign"), json!({})).await;
    assert_eq!((s, v["status"].as_str()), (StatusCode::OK, Some("signed")));
    let (s, v) = api(
        &mut t,
        &format!("/api/v1/matches/{did}/players"),
        json!({"players": [{"seat": 0, "name": "Zoe"}]}),
    )
    .await;
    assert_eq!(
        (s, v["code"].as_str()),
        (StatusCode::CONFLICT, Some("locked"))
    );
    let n = done["entries"].as_i64().unwrap();
    let (s, v) = api(
        &mut t,
        &format!("/api/v1/matches/{did}/actions"),
        json!({"expected": n, "undo": true, "reason": "x"}),
    )
    .await;
    assert_eq!(
        (s, v["code"].as_str()),
        (StatusCode::CONFLICT, Some("locked"))
    );
}

/// The phone check that can run without a browser: a viewport, no fixed width wider
/// than 360 px, no inline styles, every table in a scroll container, every field labelled.
#[tokio::test]
async fn pages_fit_a_360_px_phone() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for css in ["static/app.css", "static/console.css"] {
        let text = std::fs::read_to_string(root.join(css)).unwrap();
        // Media query conditions are not widths of anything.
        let mut plain = String::new();
        for (i, part) in text.split("@media").enumerate() {
            plain.push_str(if i == 0 {
                part
            } else {
                part.split_once('{').map_or("", |(_, r)| r)
            });
        }
        for decl in plain.split([';', '{', '}']) {
            let Some((prop, value)) = decl.split_once(':') else {
                continue;
            };
            let prop = prop.trim();
            if prop.starts_with("max-")
                || !(prop.contains("width") || prop.contains("columns") || prop == "flex-basis")
            {
                continue;
            }
            for word in value.split(|c: char| !c.is_ascii_alphanumeric() && c != '.') {
                if let Some(n) = word.strip_suffix("px").and_then(|n| n.parse::<f32>().ok()) {
                    assert!(n <= 360.0, "{css}: {prop}: {value}");
                }
            }
        }
    }
    let mut stack: Vec<_> = ["console", "table", "draft"]
        .iter()
        .map(|d| root.join("templates").join(d))
        .collect();
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
                continue;
            }
            let text = std::fs::read_to_string(&p).unwrap();
            assert!(!text.contains(" style=\""), "{}: inline style", p.display());
            for (i, _) in text.match_indices("<table") {
                let before = &text[i.saturating_sub(40)..i];
                assert!(
                    before.contains("table-wrap"),
                    "{}: a table without its scroll container",
                    p.display()
                );
            }
            for part in text.split(" width=\"").skip(1) {
                let n: u32 = part.split('"').next().unwrap().parse().unwrap_or(0);
                assert!(n <= 360, "{}: width {n}", p.display());
            }
        }
    }
    let layout = std::fs::read_to_string(root.join("templates/_layout.html")).unwrap();
    assert!(layout.contains("width=device-width, initial-scale=1"));
    // Labels on the pages this work added or changed.
    let mut t = organizer().await;
    let id = create(&mut t).await;
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains("id=\"ecolour3\""));
    assert_labelled(&page.body);
    let r = t
        .post(&format!("/console/m/{id}/draft/digital"), &[("seed", "4")])
        .await;
    let tokens = links(&r.body);
    let pick = t.get(&format!("/draft/{}", tokens[0])).await;
    assert_eq!(
        pick.body
            .matches("<label class=\"choice\" for=\"t_")
            .count(),
        deal_packets(4)[0].len()
    );
    assert_labelled(&pick.body);
    assert_labelled(&t.get(&format!("/console/m/{id}/history")).await.body);
    let m = db::matches::get(&t.db, id).await.unwrap().unwrap();
    assert_labelled(&t.get(&format!("/t/{}", m.public_token)).await.body);
}
