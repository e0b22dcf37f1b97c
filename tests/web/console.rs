//! The referee console end to end: a whole match through the HTML forms, the digital
//! draft, refusals, stale pages, double taps, access, undo, the clock, labels, the API.

#[path = "../scenarios/random_player.rs"]
pub mod random_player;

use crate::helpers::TestApp;
use arbitro::accounts::Role;
use arbitro::db;
use arbitro::engine::objective::example_catalogue;
use arbitro::engine::{Action, ClockEvent, Game, Map, MatchLog, deal_packets};
use axum::http::StatusCode;
use std::collections::BTreeMap;

pub fn now(t: &TestApp) -> chrono::DateTime<chrono::Utc> {
    use arbitro::clock::Clock;
    t.clock.now()
}

pub const PW: &str = "correct horse battery";

/// Logs in a fresh organizer.
pub async fn organizer() -> TestApp {
    let mut t = TestApp::new().await;
    t.add_user("org", PW, Role::Organizer).await;
    t.login("org", PW).await;
    t
}

/// Creates a match with the random player's four players; returns its id.
pub async fn create(t: &mut TestApp) -> i64 {
    let r = t
        .post(
            "/console/new",
            &[
                ("label", "Tavolo 1"),
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
                ("virtual_seat", ""),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    r.location()
        .trim_start_matches("/console/m/")
        .parse()
        .unwrap()
}

pub fn slug(t: &arbitro::engine::TerritoryId) -> String {
    Map::risiko().territory(*t).slug.clone()
}

/// Enters the physical draft of seed 7: seat s keeps the first 10 cards of packet s.
pub async fn physical_draft(t: &mut TestApp, id: i64) {
    let packets = deal_packets(7);
    let mut fields: Vec<(String, String)> = Vec::new();
    for (s, p) in packets.iter().enumerate() {
        for (i, ter) in p.iter().enumerate() {
            let v = if i < 10 {
                s.to_string()
            } else {
                "neutral".into()
            };
            fields.push((format!("o_{}", slug(ter)), v));
        }
    }
    let refs: Vec<(&str, &str)> = fields
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    let r = t
        .post(&format!("/console/m/{id}/draft/physical"), &refs)
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
}

/// The match's effective log and game, read straight from storage.
pub async fn game_of(t: &TestApp, id: i64) -> (MatchLog, Game) {
    let m = db::matches::get(&t.db, id).await.unwrap().unwrap();
    let entries = db::match_entries::entries(&t.db, id).await.unwrap();
    let eff = db::match_entries::effective_actions(&entries);
    let mut log = MatchLog::parse(&m.setup_json).unwrap();
    log.actions = eff
        .iter()
        .map(|a| serde_json::from_str(a).unwrap())
        .collect();
    let g = arbitro::engine::replay(&log).unwrap();
    (log, g)
}

pub async fn entries(t: &TestApp) -> i64 {
    t.count("match_entries").await
}

/// The form fields of a console action.
pub fn fields(a: &Action) -> Vec<(String, String)> {
    let mut f: Vec<(String, String)> = Vec::new();
    let mut put = |k: &str, v: String| f.push((k.to_string(), v));
    match a {
        Action::Place { seat, tanks } => {
            put("type", "place".into());
            put("seat", seat.to_string());
            for (t, n) in tanks {
                put(&format!("p_{}", slug(t)), n.to_string());
            }
        }
        Action::Declare { seat, tanks } => {
            put("type", "declare".into());
            put("seat", seat.to_string());
            put("tanks", tanks.to_string());
        }
        Action::Trade { seat, sets } => {
            put("type", "trade".into());
            put("seat", seat.to_string());
            put("sets", sets.to_string());
        }
        Action::Attack {
            seat,
            from,
            to,
            tanks,
        }
        | Action::Move {
            seat,
            from,
            to,
            tanks,
        } => {
            let kind = if matches!(a, Action::Attack { .. }) {
                "attack"
            } else {
                "move"
            };
            put("type", kind.into());
            put("seat", seat.to_string());
            put("route", format!("{}>{}", slug(from), slug(to)));
            put("tanks", tanks.to_string());
        }
        Action::Occupy { seat, tanks } => {
            put("type", "occupy".into());
            put("seat", seat.to_string());
            put("tanks", tanks.to_string());
        }
        Action::CapViolation {
            seat,
            found_on_board,
            remove,
        } => {
            put("type", "cap_violation".into());
            put("seat", seat.to_string());
            put("found_on_board", found_on_board.to_string());
            for (i, (t, n)) in remove.iter().enumerate() {
                put(&format!("rm_t{i}"), slug(t));
                put(&format!("rm_n{i}"), n.to_string());
            }
        }
        Action::Clock { event, .. } => {
            put("type", "clock".into());
            let e = match event {
                ClockEvent::Start => "start",
                ClockEvent::Pause => "pause",
                ClockEvent::Resume => "resume",
                ClockEvent::Announce => "announce",
            };
            put("event", e.into());
        }
        Action::EndMatch { reason, forfeit } => {
            put("type", "end_match".into());
            put("reason", reason.clone());
            put("forfeit", forfeit.clone().unwrap_or_default());
        }
        other => {
            put("type", other.kind().into());
            put("seat", other.seat().unwrap_or(0).to_string());
        }
    }
    f
}

/// Posts an action form with the current entry count and the given key.
pub async fn act(t: &mut TestApp, id: i64, a: &Action, key: &str) -> crate::helpers::Resp {
    let expected = entries(t).await.to_string();
    act_at(t, id, a, key, &expected).await
}

pub async fn act_at(
    t: &mut TestApp,
    id: i64,
    a: &Action,
    key: &str,
    expected: &str,
) -> crate::helpers::Resp {
    let mut f = fields(a);
    f.push(("expected".into(), expected.into()));
    f.push(("key".into(), key.into()));
    let refs: Vec<(&str, &str)> = f.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    t.post(&format!("/console/m/{id}/act"), &refs).await
}

/// The draft links on the page the deal answers with, in seat order.
pub fn links(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for part in html.split("href=\"").skip(1) {
        let url = part.split('"').next().unwrap();
        if let Some(tok) = url.rsplit("/draft/").next()
            && url.contains("/draft/")
            && tok.len() == 64
            && !out.contains(&tok.to_string())
        {
            out.push(tok.to_string());
        }
    }
    out
}

#[tokio::test]
async fn a_whole_match_from_the_draft_to_the_sign_off() {
    let (log, end) = random_player::play_game(11, 1, 4000);
    assert!(end.finished(), "the random match should finish");
    let mut t = organizer().await;
    let id = create(&mut t).await;
    // Objectives from the example catalogue, as the random player's log has them.
    let cat = example_catalogue();
    let mut obj: Vec<(String, String)> = Vec::new();
    for (seat, o) in &log.objectives {
        let i = cat.iter().position(|e| &e.objective == o).unwrap();
        obj.push((format!("obj{seat}"), i.to_string()));
    }
    let refs: Vec<(&str, &str)> = obj.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let r = t.post(&format!("/console/m/{id}/objectives"), &refs).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    // The digital draft from the same seed: four private links.
    let r = t
        .post(&format!("/console/m/{id}/draft/digital"), &[("seed", "11")])
        .await;
    assert_eq!(r.status, StatusCode::OK);
    let tokens = links(&r.body);
    assert_eq!(tokens.len(), 4, "{}", r.body);
    for (i, a) in log.actions.iter().enumerate() {
        let key = format!("k{i}");
        let r = match a {
            Action::DraftPick { seat, territory } => {
                let tok = &tokens[usize::from(*seat)];
                let s = slug(territory);
                t.post(
                    &format!("/draft/{tok}"),
                    &[("territory", &s), ("key", &key)],
                )
                .await
            }
            Action::Clock {
                event: ClockEvent::Announce,
                ..
            } => {
                // New matches check the call: it comes after 90 minutes of running clock.
                t.clock.advance(chrono::Duration::minutes(90));
                act(&mut t, id, a, &key).await
            }
            _ => act(&mut t, id, a, &key).await,
        };
        assert_eq!(
            r.status,
            StatusCode::SEE_OTHER,
            "action {i} {a:?}: {}",
            r.body
        );
    }
    let (_, g) = game_of(&t, id).await;
    assert!(g.finished());
    assert_eq!(g.score(), end.score());
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains("/sign\""), "{}", page.body);
    let r = t.post(&format!("/console/m/{id}/sign"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let m = db::matches::get(&t.db, id).await.unwrap().unwrap();
    assert_eq!(m.status, "signed");
    // Signed means locked.
    let before = entries(&t).await;
    let undo = t
        .post(
            &format!("/console/m/{id}/undo"),
            &[
                ("reason", "oops"),
                ("expected", &before.to_string()),
                ("key", "u"),
            ],
        )
        .await;
    assert_eq!(undo.status, StatusCode::CONFLICT);
    assert_eq!(entries(&t).await, before);
}

#[tokio::test]
async fn digital_draft_links_show_only_their_own_packet() {
    let mut t = organizer().await;
    let id = create(&mut t).await;
    let r = t
        .post(&format!("/console/m/{id}/draft/digital"), &[("seed", "5")])
        .await;
    let tokens = links(&r.body);
    assert_eq!(tokens.len(), 4);
    let packets = deal_packets(5);
    let map = Map::risiko();
    // Each link shows its own packet and nothing of seat 1's.
    let mine = t.get(&format!("/draft/{}", tokens[0])).await;
    assert_eq!(mine.status, StatusCode::OK);
    for ter in &packets[0] {
        assert!(mine.body.contains(&slug(ter)));
    }
    assert!(
        !mine
            .body
            .contains(&format!("value=\"{}\"", slug(&packets[1][0])))
    );
    // Four players pick from their own phones (no login).
    let mut anon = t.restart().await;
    anon.jar.retain(|k, _| k != "arbitro_session");
    for (seat, tok) in tokens.iter().enumerate().take(3) {
        let s = slug(&packets[seat][0]);
        let r = anon
            .post(&format!("/draft/{tok}"), &[("territory", &s)])
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    }
    // Picking twice in a pass is refused with the engine's sentence.
    let again = slug(&packets[0][1]);
    let r = anon
        .post(&format!("/draft/{}", tokens[0]), &[("territory", &again)])
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains("alert"));
    // The referee sees who picked, not what.
    let page = t.get(&format!("/console/m/{id}")).await;
    assert_eq!(page.body.matches("ha scelto").count(), 3);
    assert_eq!(page.body.matches("deve scegliere").count(), 1);
    let secret = format!(
        "tiene {}",
        map.name(packets[0][0], arbitro::engine::Lang::It)
    );
    assert!(!page.body.contains(&secret));
    let history = t.get(&format!("/console/m/{id}/history")).await;
    assert!(history.body.contains("scelta fatta ✓") && !history.body.contains(&secret));
    let s = slug(&packets[3][0]);
    let r = anon
        .post(&format!("/draft/{}", tokens[3]), &[("territory", &s)])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    // Second pass: seat 0 now holds the packet first dealt to seat 1.
    let next = anon.get(&format!("/draft/{}", tokens[0])).await;
    assert!(
        next.body
            .contains(&format!("value=\"{}\"", slug(&packets[1][1])))
    );
    let bad = anon.get(&format!("/draft/{}", "0".repeat(64))).await;
    assert_eq!(bad.status, StatusCode::NOT_FOUND);
}

/// A match past its physical draft, at the first initial placement.
pub async fn placed_match(t: &mut TestApp) -> i64 {
    let id = create(t).await;
    physical_draft(t, id).await;
    id
}

pub fn first_place(g: &Game) -> Action {
    let seat = g.current_seat();
    let t = arbitro::engine::map::members(g.territories_of(seat))
        .next()
        .unwrap();
    let mut tanks = BTreeMap::new();
    tanks.insert(t, g.placement_allowance());
    Action::Place { seat, tanks }
}

#[tokio::test]
async fn a_refusal_shows_the_engines_sentence_and_changes_nothing() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    let (_, g) = game_of(&t, id).await;
    // Placing one tank too many in the initial placement.
    let seat = g.current_seat();
    let ter = arbitro::engine::map::members(g.territories_of(seat))
        .next()
        .unwrap();
    let mut tanks = BTreeMap::new();
    tanks.insert(ter, g.placement_allowance() + 1);
    let bad = Action::Place { seat, tanks };
    let refusal = g.apply(&bad).unwrap_err();
    let r = act(&mut t, id, &bad, "k1").await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    let msg = refusal.message(
        arbitro::engine::Lang::It,
        &arbitro::engine::Names::of(g.players()),
    );
    let escaped = msg.replace('\'', "&#x27;").replace('"', "&quot;");
    assert!(
        r.body.contains(&msg) || r.body.contains(&escaped),
        "{msg} not in page"
    );
    assert_eq!(entries(&t).await, 0);
    // Malformed input is a 400 with a message, nothing written.
    let r = t
        .post(
            &format!("/console/m/{id}/act"),
            &[
                ("type", "attack"),
                ("seat", "0"),
                ("route", "nowhere"),
                ("expected", "0"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert_eq!(entries(&t).await, 0);
}

#[tokio::test]
async fn a_stale_page_gets_409_and_a_double_tap_records_once() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    let (_, g) = game_of(&t, id).await;
    let a = first_place(&g);
    let r = act_at(&mut t, id, &a, "tap", "0").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    // The same key again: recorded once, answered as a success.
    let r = act_at(&mut t, id, &a, "tap", "0").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert_eq!(entries(&t).await, 1);
    // Another phone with the same `expected` but its own key: the table moved on.
    let (_, g) = game_of(&t, id).await;
    let r = act_at(&mut t, id, &first_place(&g), "other", "0").await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    assert_eq!(entries(&t).await, 1);
}

#[tokio::test]
async fn a_referee_of_another_table_gets_403() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    let ref_id = t.add_user("ref1", PW, Role::Referee).await;
    t.add_user("ref2", PW, Role::Referee).await;
    let r = t
        .post(
            &format!("/console/m/{id}/referees"),
            &[("add", &ref_id.to_string())],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let (_, g) = game_of(&t, id).await;
    let a = first_place(&g);

    let mut other = t.restart().await;
    other.jar.clear();
    other.login("ref2", PW).await;
    assert_eq!(
        other.get(&format!("/console/m/{id}")).await.status,
        StatusCode::FORBIDDEN
    );
    let r = act(&mut other, id, &a, "x").await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert_eq!(entries(&other).await, 0);

    let mut mine = t.restart().await;
    mine.jar.clear();
    mine.login("ref1", PW).await;
    let r = act(&mut mine, id, &a, "y").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert_eq!(entries(&mine).await, 1);
    assert!(mine.get("/console").await.body.contains("Tavolo 1"));
}

#[tokio::test]
async fn undo_is_logged_and_the_history_shows_everything() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    let ref_id = t.add_user("ref1", PW, Role::Referee).await;
    t.post(
        &format!("/console/m/{id}/referees"),
        &[("add", &ref_id.to_string())],
    )
    .await;
    let mut r1 = t.restart().await;
    r1.jar.clear();
    r1.login("ref1", PW).await;
    for k in ["a", "b"] {
        let (_, g) = game_of(&r1, id).await;
        let r = act(&mut r1, id, &first_place(&g), k).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER);
    }
    let undo = |n: i64, key: &'static str| {
        let n = n.to_string();
        (n, key)
    };
    let (n, key) = undo(entries(&r1).await, "u1");
    let r = r1
        .post(
            &format!("/console/m/{id}/undo"),
            &[
                ("reason", "wrong territory"),
                ("expected", &n),
                ("key", key),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let (log, _) = game_of(&r1, id).await;
    assert_eq!(log.actions.len(), 1);
    // A referee may not undo twice in a row; the organizer may.
    let (n, key) = undo(entries(&r1).await, "u2");
    let r = r1
        .post(
            &format!("/console/m/{id}/undo"),
            &[("reason", "again"), ("expected", &n), ("key", key)],
        )
        .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    let r = t
        .post(
            &format!("/console/m/{id}/undo"),
            &[("reason", "again"), ("expected", &n), ("key", "u3")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let (log, _) = game_of(&t, id).await;
    assert!(log.actions.is_empty());
    assert_eq!(entries(&t).await, 4, "nothing is deleted");
    let h = t.get(&format!("/console/m/{id}/history")).await;
    assert_eq!(h.status, StatusCode::OK);
    assert!(h.body.contains("wrong territory"));
    assert!(h.body.contains("ref1"));
    assert!(h.body.contains("undone"));
}

/// Plays the initial placement through the forms (first territory each time).
pub async fn finish_placement(t: &mut TestApp, id: i64) -> Game {
    let mut i = 0;
    loop {
        let (_, g) = game_of(t, id).await;
        if g.round() >= 1 {
            return g;
        }
        let r = act(t, id, &first_place(&g), &format!("p{i}")).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
        i += 1;
    }
}

#[tokio::test]
async fn the_clock_starts_itself_pauses_resumes_and_asks_for_the_announcement() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    let g = finish_placement(&mut t, id).await;
    assert!(!g.clock_started());
    // The first round-1 reinforcement: the server records `clock start` just before.
    let r = act(&mut t, id, &first_place(&g), "first").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let (log, g) = game_of(&t, id).await;
    let n = log.actions.len();
    assert!(matches!(
        log.actions[n - 2],
        Action::Clock {
            event: ClockEvent::Start,
            ..
        }
    ));
    assert_eq!(g.clock().watch.started_at, Some(now(&t)));

    t.clock.advance(chrono::Duration::minutes(10));
    let pause = Action::Clock {
        event: ClockEvent::Pause,
        at: now(&t),
    };
    assert_eq!(
        act(&mut t, id, &pause, "c1").await.status,
        StatusCode::SEE_OTHER
    );
    t.clock.advance(chrono::Duration::minutes(30));
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains("90:00"), "10 minutes gone, paused since");
    let resume = Action::Clock {
        event: ClockEvent::Resume,
        at: now(&t),
    };
    assert_eq!(
        act(&mut t, id, &resume, "c2").await.status,
        StatusCode::SEE_OTHER
    );
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains("id=\"announce\" hidden"), "not yet");
    assert!(
        page.body.contains("data-announce-in=\"4800\""),
        "clock.js raises it in 80 minutes"
    );
    t.clock.advance(chrono::Duration::minutes(81));
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body.contains("id=\"announce\" role=\"alert\"")
            && page.body.contains("Sono passati 90 minuti"),
        "the app raises the call"
    );
    assert!(!page.body.contains("data-announce-in"));
    let announce = Action::Clock {
        event: ClockEvent::Announce,
        at: now(&t),
    };
    assert_eq!(
        act(&mut t, id, &announce, "c3").await.status,
        StatusCode::SEE_OTHER
    );
    let (_, g) = game_of(&t, id).await;
    assert_eq!(g.last_round(), Some(3));
    // Pausing twice is the engine's refusal, shown in place.
    let pause = Action::Clock {
        event: ClockEvent::Pause,
        at: now(&t),
    };
    assert_eq!(
        act(&mut t, id, &pause, "c4").await.status,
        StatusCode::SEE_OTHER
    );
    let r = act(&mut t, id, &pause, "c5").await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
}

/// Every visible form field has a `<label for>` naming its id.
pub fn assert_labelled(html: &str) {
    for tag in ["<input ", "<select ", "<textarea "] {
        for part in html.split(tag).skip(1) {
            let el = part.split('>').next().unwrap();
            if el.contains("type=\"hidden\"") || el.contains("type=\"radio\"") {
                continue;
            }
            let id = el
                .split("id=\"")
                .nth(1)
                .and_then(|s| s.split('"').next())
                .unwrap_or_else(|| panic!("field without id: {el}"));
            assert!(html.contains(&format!("for=\"{id}\"")), "no label for {id}");
        }
    }
}

#[tokio::test]
async fn every_form_field_has_a_label() {
    let mut t = organizer().await;
    assert_labelled(&t.get("/console/new").await.body);
    let id = create(&mut t).await;
    assert_labelled(&t.get(&format!("/console/m/{id}")).await.body);
    // Before the draft nothing can be recorded: a 409 with a reason, not a 500.
    let end = Action::EndMatch {
        reason: "x".into(),
        forfeit: None,
    };
    assert_eq!(
        act(&mut t, id, &end, "early").await.status,
        StatusCode::CONFLICT
    );
    physical_draft(&mut t, id).await;
    assert_labelled(&t.get(&format!("/console/m/{id}")).await.body);
    finish_placement(&mut t, id).await;
    assert_labelled(&t.get(&format!("/console/m/{id}")).await.body);
}

#[tokio::test]
async fn the_public_table_page_needs_no_login() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    let m = db::matches::get(&t.db, id).await.unwrap().unwrap();
    let mut anon = t.restart().await;
    anon.jar.clear();
    let page = anon.get(&format!("/t/{}", m.public_token)).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("<svg class=\"board\""));
    assert!(page.body.contains("/static/table.js"));
    assert!(page.body.contains("/static/stream.js"));
    let frag = anon.get(&format!("/t/{}/board", m.public_token)).await;
    assert!(frag.body.starts_with("<div id=\"live\""));
    assert_eq!(anon.get("/t/nope").await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_api_records_refuses_and_describes_itself() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    let (_, g) = game_of(&t, id).await;
    let csrf = t.csrf().await;
    let headers = [
        ("x-csrf-token", csrf.as_str()),
        ("content-type", "application/json"),
        ("origin", crate::helpers::BASE),
    ];
    let body = serde_json::json!({"expected": 0, "key": "a1", "action": first_place(&g)});
    let r = t
        .post_body(
            &format!("/api/v1/matches/{id}/actions"),
            body.to_string().into_bytes(),
            &headers,
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let stale = serde_json::json!({"expected": 0, "key": "a2", "action": first_place(&g)});
    let r = t
        .post_body(
            &format!("/api/v1/matches/{id}/actions"),
            stale.to_string().into_bytes(),
            &headers,
        )
        .await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    let v: serde_json::Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(v["code"], "stale");
    assert_eq!(v["state"]["entries"], 1);
    let (_, g) = game_of(&t, id).await;
    let Action::Place { seat, tanks } = first_place(&g) else {
        unreachable!()
    };
    let over: BTreeMap<_, _> = tanks.into_iter().map(|(k, n)| (k, n + 5)).collect();
    let bad = serde_json::json!({"expected": 1, "action": Action::Place { seat, tanks: over }});
    let r = t
        .post_body(
            &format!("/api/v1/matches/{id}/actions"),
            bad.to_string().into_bytes(),
            &headers,
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    let v: serde_json::Value = serde_json::from_str(&r.body).unwrap();
    assert!(v["code"].as_str().unwrap().len() > 2 && v["message"].is_string());
    // Download, then upload as a new match.
    let log = t.get(&format!("/api/v1/matches/{id}/log")).await;
    assert_eq!(log.status, StatusCode::OK);
    let parsed = MatchLog::parse(&log.body).unwrap();
    assert_eq!(parsed.actions.len(), 1);
    let r = t
        .post_body(
            "/api/v1/matches?label=copy",
            log.body.into_bytes(),
            &headers,
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let r = t
        .post_body("/api/v1/matches", b"{not json".to_vec(), &headers)
        .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    let doc = t.get("/api/openapi.json").await;
    let v: serde_json::Value = serde_json::from_str(&doc.body).unwrap();
    assert_eq!(v["openapi"], "3.1.0");
    assert!(v["paths"]["/api/v1/matches/{id}/actions"]["post"].is_object());
}

#[tokio::test]
async fn the_table_page_hears_each_recorded_action() {
    use http_body_util::BodyExt;
    use tower::ServiceExt;
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    let m = db::matches::get(&t.db, id).await.unwrap().unwrap();
    let req = axum::http::Request::get(format!("/t/{}/events", m.public_token))
        .body(axum::body::Body::empty())
        .unwrap();
    let resp = t.router.clone().oneshot(req).await.unwrap();
    assert_eq!(resp.status(), StatusCode::OK);
    let ct = resp.headers()[axum::http::header::CONTENT_TYPE]
        .to_str()
        .unwrap();
    assert!(ct.starts_with("text/event-stream"));
    let mut body = resp.into_body();
    let (_, g) = game_of(&t, id).await;
    assert_eq!(
        act(&mut t, id, &first_place(&g), "k").await.status,
        StatusCode::SEE_OTHER
    );
    let frame = tokio::time::timeout(std::time::Duration::from_secs(5), body.frame())
        .await
        .expect("an event within 5 s")
        .unwrap()
        .unwrap();
    let text = String::from_utf8_lossy(frame.data_ref().unwrap()).into_owned();
    assert!(
        text.contains("event: change") && text.contains("data: 1"),
        "{text}"
    );
}
