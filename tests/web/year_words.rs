//! Risk 2210 A.D. is played over years (issue #18): every page that prints a match's
//! round with its number says "Anno N" ("Year N", "Año N") for a 2210 match — the
//! public board and its live fragment, the history, an individual tournament's public
//! tables and projector — and "Giro N" still for the other rulesets.

use crate::console::organizer;
use crate::console_risk2210::upload;
use crate::helpers::TestApp;
use crate::reliability::{api_post, visitor};
use arbitro::db;
use arbitro::engine::any::{AnyAction, AnyGame, AnyLog};
use arbitro::engine::classic::{Action, Game};
use arbitro::engine::table::Table;
use axum::http::StatusCode;
use serde_json::{Value, json};
use std::collections::BTreeMap;

/// The head line of the public board ("Anno 1 · Schieramento · turno di …").
fn tablehead(html: &str) -> &str {
    html.split(r#"<p class="tablehead">"#)
        .nth(1)
        .and_then(|b| b.split("</p>").next())
        .unwrap_or_default()
}

/// The public board's token of a match.
async fn token(t: &TestApp, id: i64) -> String {
    db::matches::get(&t.db, id)
        .await
        .unwrap()
        .unwrap()
        .public_token
}

/// A visitor reading in `lang`.
async fn reader(t: &TestApp, lang: &str) -> TestApp {
    let mut v = visitor(t);
    v.post("/lang", &[("lang", lang), ("next", "/")]).await;
    v
}

#[tokio::test]
async fn a_2210_public_board_says_the_year_in_three_languages() {
    let mut t = organizer().await;
    // The setup done, the first year's income to place.
    let text = include_str!("../scenarios/risk2210/income_placed.json");
    let (id, _) = upload(&mut t, text, 1).await;
    let tok = token(&t, id).await;
    for (lang, year, round) in [
        ("it", "Anno 1 · ", "Giro"),
        ("en", "Year 1 · ", "Round"),
        ("es", "Año 1 · ", "Ronda"),
    ] {
        let mut v = reader(&t, lang).await;
        // The page as first loaded and the fragment a live update swaps in.
        for path in [format!("/t/{tok}"), format!("/t/{tok}/board")] {
            let page = v.get(&path).await;
            assert_eq!(page.status, StatusCode::OK, "{path}");
            let head = tablehead(&page.body);
            assert!(head.starts_with(year), "{lang} {path}: {head}");
            assert!(!head.contains(round), "{lang} {path}: {head}");
        }
    }
    // The history says the year after each entry too.
    let history = t.get(&format!("/console/m/{id}/history")).await;
    assert_eq!(history.status, StatusCode::OK);
    assert!(history.body.contains("Anno 1 · "), "{}", history.body);
    assert!(!history.body.contains("Giro 1"), "{}", history.body);
}

#[tokio::test]
async fn a_2210_time_call_names_the_last_year() {
    let mut t = organizer().await;
    // The time call made (the year in progress, 1, is the last), the match not over.
    let text = include_str!("../scenarios/risk2210/clock_last_year.json");
    let (id, _) = upload(&mut t, text, 2).await;
    let tok = token(&t, id).await;
    let board = visitor(&t).get(&format!("/t/{tok}/board")).await.body;
    assert!(board.contains("Ultimo anno: 1"), "{board}");
    assert!(!board.contains("Ultimo giro"), "{board}");
    let console = t.get(&format!("/console/m/{id}")).await.body;
    assert!(console.contains("Ultimo anno: 1"), "{console}");
    // Before the call (the clock started, the call not yet made), the console's alert
    // asks for it in years (the page escapes the apostrophe).
    let (id, _) = upload(&mut t, text, 6).await;
    let console = t.get(&format!("/console/m/{id}")).await.body;
    assert!(
        console.contains("l&#39;ultimo anno è il 1") && !console.contains("il giro in corso"),
        "{console}"
    );
    // Its button, question and confirmation speak of the year too, not of 2 vs 2's
    // third-to-last round.
    assert!(
        console.contains("Annuncia: l&#39;ultimo anno è il 1")
            && console.contains("Confermo: l&#39;ultimo anno è il 1")
            && !console.contains("terzultimo"),
        "{console}"
    );
}

#[tokio::test]
async fn a_classic_public_board_still_says_the_round() {
    let mut t = organizer().await;
    // A classic match in its first round (its last action, refused, left out).
    let text = include_str!("../scenarios/classic/attack_after_move.json");
    let v: Value = serde_json::from_str(text).unwrap();
    let mut log = v["log"].clone();
    log["actions"].as_array_mut().unwrap().pop();
    let g = AnyGame::replay(&AnyLog::parse(&log.to_string()).unwrap()).unwrap();
    assert!(g.round() >= 1);
    let r = api_post(&mut t, "/api/v1/matches", log.to_string().into_bytes()).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let id = serde_json::from_str::<Value>(&r.body).unwrap()["id"]
        .as_i64()
        .unwrap();
    let tok = token(&t, id).await;
    let page = visitor(&t).get(&format!("/t/{tok}/board")).await.body;
    let head = tablehead(&page);
    assert!(
        head.starts_with(&format!("Giro {} · ", g.round())),
        "{head}"
    );
    assert!(!head.contains("Anno"), "{head}");
}

const FOUR: &str =
    "nome;club;regione\nAnna;Lupi;Lazio\nBruno;Lupi;Lazio\nCarla;Orsi;Lazio\nDario;Orsi;Umbria\n";

/// An individual tournament of `ruleset` with one table of four, round 1 published:
/// (tournament, the table's match).
async fn one_table(t: &mut TestApp, ruleset: &str) -> (i64, i64) {
    let form = [
        ("name", "Serata"),
        ("ruleset", ruleset),
        ("table_size", "4"),
        ("odd_field", "larger"),
        ("rounds", "1"),
        ("formula", "place_points"),
    ];
    let r = t.post("/individual", &form).await;
    let id = crate::fixture::individual_id(&r);
    crate::fixture::individual_round_one(t, id, FOUR).await;
    let tables = db::individual::tables(&t.db, id).await.unwrap();
    assert_eq!(tables.len(), 1);
    (id, tables[0].match_id.unwrap())
}

/// Records `actions` on match `m` through the API, one at a time.
async fn record(t: &mut TestApp, m: i64, actions: &[Value]) {
    // `expected` is the entry count the last answer gave (the clock's own entries count).
    let mut expected = db::match_entries::entries(&t.db, m).await.unwrap().len() as u64;
    for (n, a) in actions.iter().enumerate() {
        let body = json!({"expected": expected, "action": a});
        let path = format!("/api/v1/matches/{m}/actions");
        let r = api_post(t, &path, body.to_string().into_bytes()).await;
        assert_eq!(r.status, StatusCode::OK, "{n}: {}", r.body);
        let answer: Value = serde_json::from_str(&r.body).unwrap();
        expected = answer["entries"].as_u64().unwrap();
    }
}

/// The stored setup of match `m`.
async fn setup(t: &TestApp, m: i64) -> AnyLog {
    let row = db::matches::get(&t.db, m).await.unwrap().unwrap();
    AnyLog::parse(&row.setup_json).unwrap()
}

/// A classic table's claims and placements, each on the first territory offered, up to
/// the first round.
fn classic_to_round_one(mut g: Game) -> Vec<Value> {
    let mut out = Vec::new();
    while g.round() == 0 {
        let c = g.choices();
        let seat = c.seat.expect("someone to act in the setup");
        let a = match c.claim.first() {
            Some(&territory) => Action::Claim { seat, territory },
            None => Action::Place {
                seat,
                tanks: BTreeMap::from([(c.place_on[0], c.place_armies)]),
                neutral: BTreeMap::new(),
            },
        };
        g.apply_mut(&a).expect("the engine's own offer");
        out.push(AnyAction::Classic(a).to_json());
    }
    out
}

/// The status line of each table on the projector's live screen.
fn statuses(deck: &str) -> Vec<&str> {
    deck.split(r#"<span class="status">"#)
        .skip(1)
        .filter_map(|s| s.split("</span>").next())
        .collect()
}

/// The line under each table of the public page ("Anno 1 · Schieramento · …").
fn table_lines(page: &str) -> Vec<&str> {
    page.split(r#"<p class="tablehead">"#)
        .skip(1)
        .filter_map(|s| s.split("<p>").nth(1))
        .filter_map(|s| s.split("</p>").next())
        .collect()
}

#[tokio::test]
async fn an_individual_2210_tournament_shows_the_year_on_its_tables_and_projector() {
    let mut t = organizer().await;
    let (id, m) = one_table(&mut t, "risk2210").await;
    let AnyLog::Risk2210(log) = setup(&t, m).await else {
        unreachable!("a 2210 tournament seats 2210 tables")
    };
    let actions = crate::r2210_drive::play(&log, |g| g.round() >= 1);
    record(&mut t, m, &actions).await;
    for (lang, year, round) in [("it", "Anno 1", "Giro"), ("en", "Year 1", "Round")] {
        let mut v = reader(&t, lang).await;
        let page = v.get(&format!("/individual/{id}")).await.body;
        let lines = table_lines(&page);
        assert_eq!(lines.len(), 1, "{page}");
        assert!(
            lines[0].starts_with(&format!("{year} · ")),
            "{lang}: {lines:?}"
        );
        assert!(!lines[0].contains(round), "{lang}: {lines:?}");
        let deck = v
            .get(&format!("/individual/{id}/projector/deck"))
            .await
            .body;
        let shown = statuses(&deck);
        assert!(shown.contains(&year), "{lang}: {shown:?}");
        assert!(
            shown.iter().all(|s| !s.contains(round)),
            "{lang}: {shown:?}"
        );
    }
}

#[tokio::test]
async fn an_individual_classic_tournament_still_shows_the_round() {
    let mut t = organizer().await;
    let (id, m) = one_table(&mut t, "risiko-classic").await;
    let AnyLog::Classic(log) = setup(&t, m).await else {
        unreachable!("a classic tournament seats classic tables")
    };
    let actions = classic_to_round_one(Game::new(&log).unwrap());
    record(&mut t, m, &actions).await;
    let mut v = visitor(&t);
    let page = v.get(&format!("/individual/{id}")).await.body;
    let lines = table_lines(&page);
    assert!(
        lines.len() == 1 && lines[0].starts_with("Giro 1 · "),
        "{lines:?}"
    );
    let deck = v
        .get(&format!("/individual/{id}/projector/deck"))
        .await
        .body;
    assert!(statuses(&deck).contains(&"Giro 1"), "{deck}");
    assert!(!deck.contains("Anno 1"), "{deck}");
}

/// A log of `text` with its last `drop` actions left out, its clock moved to the test
/// app's evening (`day` becomes 2026-11-21: the app's clock starts there at 20:00, and
/// its session would not outlast days) and `settings` merged in, uploaded; the app's
/// clock then set to `at` that evening: the match's console page.
async fn console_at(
    t: &mut TestApp,
    text: &str,
    day: &str,
    drop: usize,
    settings: Value,
    at: &str,
) -> String {
    let text = text.replace(day, "2026-11-21");
    let v: Value = serde_json::from_str(&text).unwrap();
    let mut log = v["log"].clone();
    let actions = log["actions"].as_array_mut().unwrap();
    let keep = actions.len() - drop;
    actions.truncate(keep);
    if let Some(s) = settings.as_object() {
        for (k, x) in s {
            log["settings"][k] = x.clone();
        }
    }
    let r = api_post(t, "/api/v1/matches", log.to_string().into_bytes()).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let id = serde_json::from_str::<Value>(&r.body).unwrap()["id"]
        .as_i64()
        .unwrap();
    let at: chrono::DateTime<chrono::Utc> = at.parse().unwrap();
    let now = arbitro::clock::Clock::now(t.clock.as_ref());
    if at > now {
        t.clock.advance(at - now);
    }
    let r = t.get(&format!("/console/m/{id}")).await;
    assert_eq!(r.status, StatusCode::OK);
    r.body
}

#[tokio::test]
async fn the_time_call_names_the_round_the_ruleset_makes_the_last() {
    let mut t = organizer().await;
    // T.E.G. with one full round after time (§16, `rounds_after_time`): 2 hours up in
    // round 1, the call makes round 2 the last.
    let teg = include_str!("../scenarios/teg/time_up_round_one_is_the_last.json");
    let page = console_at(
        &mut t,
        teg,
        "2026-11-24",
        5,
        json!({"rounds_after_time": 1}),
        "2026-11-21T22:01:00Z",
    )
    .await;
    assert!(
        page.contains("l&#39;ultimo giro è il 2")
            && page.contains("Annuncia: l&#39;ultimo giro è il 2")
            && !page.contains("terzultimo"),
        "{page}"
    );
    // Its default: the round in progress, 1, is the last.
    let page = console_at(
        &mut t,
        teg,
        "2026-11-24",
        5,
        json!({}),
        "2026-11-21T22:01:00Z",
    )
    .await;
    assert!(
        page.contains("Confermo: l&#39;ultimo giro è il 1") && !page.contains("il giro 2"),
        "{page}"
    );
    // Classic: the round in progress is the last.
    let classic = include_str!("../scenarios/classic/last_round_ends_the_round.json");
    let page = console_at(
        &mut t,
        classic,
        "2026-11-20",
        9,
        json!({}),
        "2026-11-21T22:01:00Z",
    )
    .await;
    assert!(
        page.contains("Annuncia: l&#39;ultimo giro è il 1") && !page.contains("terzultimo"),
        "{page}"
    );
}
