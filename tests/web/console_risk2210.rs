//! Risk 2210 A.D. through the real routes: the match created on `/console/new`, its panel
//! on the match page (year, order, energy, commanders, the forms of the step), each panel
//! form posted to `/console/m/{id}/act` and recorded, or refused with a sentence saying
//! what to fix and nothing recorded — never a 500.

use crate::console::organizer;
use crate::helpers::{Resp, TestApp};
use crate::reliability::api_post;
use axum::http::StatusCode;
use serde_json::Value;

/// Posts one panel form with the entry count the page saw and a fresh key.
pub(crate) async fn act(t: &mut TestApp, id: i64, n: usize, fields: &[(&str, &str)]) -> Resp {
    let expected = n.to_string();
    let key = format!("k{n}-{}", fields.len());
    let mut all = vec![("expected", expected.as_str()), ("key", key.as_str())];
    all.extend_from_slice(fields);
    t.post(&format!("/console/m/{id}/act"), &all).await
}

/// A scenario file's log without its last `drop` actions, uploaded through the API:
/// (match id, entries).
pub(crate) async fn upload(t: &mut TestApp, text: &str, drop: usize) -> (i64, usize) {
    let v: Value = serde_json::from_str(text).unwrap();
    let mut log = v["log"].clone();
    let actions = log["actions"].as_array_mut().unwrap();
    let keep = actions.len() - drop;
    actions.truncate(keep);
    let r = api_post(
        t,
        "/api/v1/matches?label=2210",
        log.to_string().into_bytes(),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let v: Value = serde_json::from_str(&r.body).unwrap();
    (v["id"].as_i64().unwrap(), keep)
}

/// The form was refused: a client error with a sentence, nothing recorded, no 500.
async fn refused(t: &mut TestApp, id: i64, r: &Resp, entries: i64, sentence: &str) {
    assert!(r.status.is_client_error(), "{} {}", r.status, r.body);
    assert!(r.body.contains(sentence), "{sentence}: {}", r.body);
    assert_eq!(t.count("match_entries").await, entries);
    let page = t.get(&format!("/console/m/{id}")).await;
    assert_eq!(page.status, StatusCode::OK);
}

pub(crate) async fn accepted(t: &mut TestApp, r: &Resp, entries: i64) {
    let alert = r
        .body
        .split(r#"<p class="alert" role="alert">"#)
        .nth(1)
        .and_then(|a| a.split("</p>").next())
        .unwrap_or("");
    assert_eq!(r.status, StatusCode::SEE_OTHER, "entry {entries}: {alert}");
    assert_eq!(t.count("match_entries").await, entries);
}

fn new_form<'a>(n: &'a str, extra: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
    let mut f = vec![
        ("ruleset", "risk2210"),
        ("label", "2210"),
        ("seats", n),
        ("name0", "Anna"),
        ("name1", "Bruno"),
        ("name2", "Carla"),
        ("name3", "Dario"),
        ("name4", "Elena"),
        ("colour0", "blu"),
        ("colour1", "rosso"),
        ("colour2", "verde"),
        ("colour3", "giallo"),
        ("colour4", "nero"),
        ("first", "0"),
    ];
    f.extend_from_slice(extra);
    f
}

#[tokio::test]
async fn a_2210_match_starts_from_the_new_match_page_and_is_claimed_on_the_panel() {
    let mut t = organizer().await;
    let page = t.get("/console/new?ruleset=risk2210").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains(r#"name="dev""#), "{}", page.body);
    // Three devastated ticked: refused with the sentence, nothing created.
    let bad = new_form(
        "5",
        &[("dev", "lesotho"), ("dev", "alden"), ("dev", "andorra")],
    );
    let r = t.post("/console/new", &bad).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    assert!(r.body.contains("4"), "{}", r.body);
    assert_eq!(t.count("matches").await, 0);
    let f = new_form(
        "5",
        &[
            ("dev", "lesotho"),
            ("dev", "alden"),
            ("dev", "andorra"),
            ("dev", "nuevo_timoto"),
        ],
    );
    let r = t.post("/console/new", &f).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let id: i64 = r
        .location()
        .trim_start_matches("/console/m/")
        .parse()
        .unwrap();
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body.contains(r#"class="stack act claim""#),
        "{}",
        page.body
    );
    // 42 land territories less the 4 devastated, one tap each.
    assert_eq!(page.body.matches(r#"name="territory""#).count(), 38);
    assert!(!page.body.contains(r#"name="territory" value="lesotho""#));
    for name in ["Anna", "Bruno", "Carla", "Dario", "Elena"] {
        assert!(page.body.contains(name), "{name}");
    }
    // A territory the map does not know: the form's sentence.
    let r = act(
        &mut t,
        id,
        0,
        &[("type", "claim"), ("seat", "0"), ("territory", "atlantide")],
    )
    .await;
    refused(&mut t, id, &r, 0, "").await;
    // The engine's refusal: a devastated territory, named.
    let r = act(
        &mut t,
        id,
        0,
        &[("type", "claim"), ("seat", "0"), ("territory", "lesotho")],
    )
    .await;
    refused(&mut t, id, &r, 0, "Lesotho").await;
    let r = act(
        &mut t,
        id,
        0,
        &[("type", "claim"), ("seat", "0"), ("territory", "egypt")],
    )
    .await;
    accepted(&mut t, &r, 1).await;
    // Bruno's turn: Anna's claim is refused naming Bruno.
    let r = act(
        &mut t,
        id,
        1,
        &[("type", "claim"), ("seat", "0"), ("territory", "peru")],
    )
    .await;
    refused(&mut t, id, &r, 1, "Bruno").await;
}

#[tokio::test]
async fn two_players_get_the_neutral_and_six_are_refused() {
    let mut t = organizer().await;
    let r = t.post("/console/new", &new_form("2", &[])).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let id: i64 = r
        .location()
        .trim_start_matches("/console/m/")
        .parse()
        .unwrap();
    let log = t.get(&format!("/api/v1/matches/{id}/log")).await.body;
    let v: Value = serde_json::from_str(&log).unwrap();
    assert_eq!(v["setup"]["neutral"]["land"].as_array().unwrap().len(), 16);
    assert_eq!(v["setup"]["neutral"]["moon"].as_array().unwrap().len(), 6);
    // 42 − 4 devastated − 16 neutral land territories left to claim.
    let page = t.get(&format!("/console/m/{id}")).await;
    assert_eq!(page.body.matches(r#"name="territory""#).count(), 22);
    let r = t.post("/console/new", &new_form("6", &[])).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    assert_eq!(t.count("matches").await, 1);
}

#[tokio::test]
async fn the_turn_forms_are_recorded_or_refused_with_a_sentence() {
    let mut t = organizer().await;
    let (id, n) = upload(
        &mut t,
        include_str!("../scenarios/risk2210/income_placed.json"),
        0,
    )
    .await;
    let page = t.get(&format!("/console/m/{id}")).await;
    let body = &page.body;
    // The head: the year, the order, energy and commanders per player.
    assert!(body.contains("Anno 1 di 5"), "{body}");
    assert!(
        body.contains("Anna</td>") || body.contains("Anna"),
        "{body}"
    );
    assert!(body.contains("terrestre, diplomatico"), "{body}");
    assert!(
        body.contains(r#"class="stack act buy-commander""#),
        "{body}"
    );
    assert!(body.contains(r#"class="stack act invade""#), "{body}");
    let base = i64::try_from(n).unwrap();
    // Buying cards from a deck without its commander: the engine's sentence.
    let r = act(
        &mut t,
        id,
        n,
        &[("type", "buy_cards"), ("seat", "0"), ("n_naval", "1")],
    )
    .await;
    refused(&mut t, id, &r, base, "Anna").await;
    // No card chosen: the form's sentence.
    let r = act(&mut t, id, n, &[("type", "buy_cards"), ("seat", "0")]).await;
    refused(&mut t, id, &r, base, "almeno una carta").await;
    // A naval commander bought on the home territory.
    let home = "northwestern_oil_emirate";
    let r = act(
        &mut t,
        id,
        n,
        &[
            ("type", "buy_commander"),
            ("seat", "0"),
            ("commander", "naval"),
            ("territory", home),
        ],
    )
    .await;
    accepted(&mut t, &r, base + 1).await;
    // One land card, then Assemble MODs on the panel with its cost.
    let r = act(
        &mut t,
        id,
        n + 1,
        &[("type", "buy_cards"), ("seat", "0"), ("n_land", "1")],
    )
    .await;
    accepted(&mut t, &r, base + 2).await;
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains("Costruzione di MOD"), "{}", page.body);
    assert!(page.body.contains("land/assemble_mods"), "{}", page.body);
    // In Spanish the panel names the card in Spanish (the engine's `name_es`).
    t.post("/lang", &[("lang", "es"), ("next", "/")]).await;
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains("Construcción de MOD"), "{}", page.body);
    t.post("/lang", &[("lang", "it"), ("next", "/")]).await;
    let r = act(
        &mut t,
        id,
        n + 2,
        &[
            ("type", "play_card"),
            ("seat", "0"),
            ("card", "land/assemble_mods"),
            ("territory", home),
        ],
    )
    .await;
    accepted(&mut t, &r, base + 3).await;
    // An invasion without a route: the form's sentence.
    let r = act(&mut t, id, n + 3, &[("type", "invade"), ("seat", "0")]).await;
    refused(&mut t, id, &r, base + 3, "").await;
    let page = t.get(&format!("/console/m/{id}")).await;
    // Faces that are not digits: refused, the sentence says how to type them.
    let target = first_land_route(&page.body);
    let r = act(
        &mut t,
        id,
        n + 3,
        &[("type", "invade"), ("seat", "0"), ("route", &target)],
    )
    .await;
    accepted(&mut t, &r, base + 4).await;
    let r = act(
        &mut t,
        id,
        n + 4,
        &[
            ("type", "throw"),
            ("seat", "0"),
            ("attacker", "9x"),
            ("defender", "1"),
        ],
    )
    .await;
    refused(&mut t, id, &r, base + 4, "cifre da 1 a 8").await;
    // The page offers the one-tap outcomes of 3 dice against 1.
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body.contains(r#"name="throw" value="3,1,0,1""#),
        "{}",
        page.body
    );
    // A loss the dice cannot give (2 losses from one pair): the engine's sentence.
    let r = act(
        &mut t,
        id,
        n + 4,
        &[
            ("type", "throw"),
            ("seat", "0"),
            ("ac", "land"),
            ("throw", "3,1,0,2"),
        ],
    )
    .await;
    refused(&mut t, id, &r, base + 4, "").await;
    // One tap: the land commander rolls a d8, 3 dice against 1, the defender loses 1.
    let r = act(
        &mut t,
        id,
        n + 4,
        &[
            ("type", "throw"),
            ("seat", "0"),
            ("ac", "land"),
            ("throw", "3,1,0,1"),
        ],
    )
    .await;
    accepted(&mut t, &r, base + 5).await;
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body.contains(r#"class="stack act occupy""#),
        "{}",
        page.body
    );
    // Too few moving in (the land commander rolled: it must move in too).
    let r = act(
        &mut t,
        id,
        n + 5,
        &[("type", "occupy"), ("seat", "0"), ("mods", "2")],
    )
    .await;
    refused(&mut t, id, &r, base + 5, "").await;
    let r = act(
        &mut t,
        id,
        n + 5,
        &[
            ("type", "occupy"),
            ("seat", "0"),
            ("mods", "2"),
            ("oc", "land"),
        ],
    )
    .await;
    accepted(&mut t, &r, base + 6).await;
    let r = act(&mut t, id, n + 6, &[("type", "end_turn"), ("seat", "0")]).await;
    accepted(&mut t, &r, base + 7).await;
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains("Bruno"), "{}", page.body);
}

/// The first land-to-land invasion the panel offers (`from>to`).
fn first_land_route(body: &str) -> String {
    let sel = body.split(r#"id="invade_route""#).nth(1).unwrap();
    sel.split("<option value=\"")
        .skip(2)
        .map(|o| (o.split('"').next().unwrap(), o))
        .find(|(_, o)| {
            let label = o.split('>').nth(1).unwrap_or("");
            !label.contains('\u{2248}') && !label.contains('\u{263e}')
        })
        .map(|(v, _)| v.replace("&gt;", ">").replace("&#62;", ">"))
        .unwrap()
}

#[tokio::test]
async fn the_year_bid_is_one_form_and_a_tie_needs_its_rolls() {
    let mut t = organizer().await;
    // The setup complete: the referee enters the year's bids.
    let (id, n) = upload(
        &mut t,
        include_str!("../scenarios/risk2210/income_placed.json"),
        2,
    )
    .await;
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body.contains(r#"class="stack act bid""#),
        "{}",
        page.body
    );
    // The bar's next step is the bids, not a fight (issue 27, item 6).
    let at = page.body.find(r#"<p class="next">"#).unwrap();
    let next = &page.body[at..at + page.body[at..].find("</p>").unwrap()];
    assert!(
        next.contains("Offerte di energia") && !next.contains("attacca"),
        "{next}"
    );
    let base = i64::try_from(n).unwrap();
    let all = |b: [&'static str; 3], r: [&'static str; 3]| {
        let mut f = vec![("type", "year_start"), ("seat", "0")];
        for i in 0..3 {
            f.push((["bid_0", "bid_1", "bid_2"][i], b[i]));
            f.push((["marker_0", "marker_1", "marker_2"][i], ["1", "2", "3"][i]));
            if !r[i].is_empty() {
                f.push((["roll_0", "roll_1", "roll_2"][i], r[i]));
            }
        }
        f
    };
    // Tied bids without rolls: the engine's sentence names a tied player.
    let f = all(["0", "0", "1"], ["", "", ""]);
    let r = act(&mut t, id, n, &f).await;
    refused(&mut t, id, &r, base, "").await;
    // A bid that is not a number: the form's sentence.
    let f = all(["x", "0", "1"], ["", "", ""]);
    let r = act(&mut t, id, n, &f).await;
    refused(&mut t, id, &r, base, "").await;
    let f = all(["9", "0", "2"], ["", "", ""]);
    let r = act(&mut t, id, n, &f).await;
    refused(&mut t, id, &r, base, "").await;
    let f = all(["0", "0", "1"], ["6", "3", ""]);
    let r = act(&mut t, id, n, &f).await;
    accepted(&mut t, &r, base + 1).await;
}

#[tokio::test]
async fn malformed_panel_forms_are_refused_never_a_500_and_lose_nothing() {
    let mut t = organizer().await;
    let (id, n) = upload(
        &mut t,
        include_str!("../scenarios/risk2210/income_placed.json"),
        0,
    )
    .await;
    let base = i64::try_from(n).unwrap();
    let home = "northwestern_oil_emirate";
    let forms: Vec<Vec<(&str, &str)>> = vec![
        vec![("type", "claim"), ("seat", "0")],
        vec![("type", "place"), ("seat", "0"), ("p_atlantide", "1")],
        vec![
            ("type", "place"),
            ("seat", "0"),
            (format!("p_{home}").leak(), "x"),
        ],
        vec![
            ("type", "place_piece"),
            ("seat", "0"),
            ("piece", "castle"),
            ("territory", home),
        ],
        vec![("type", "year_start"), ("bid_0", "1")],
        vec![
            ("type", "buy_commander"),
            ("seat", "0"),
            ("commander", "pope"),
            ("territory", home),
        ],
        vec![("type", "buy_station"), ("seat", "9"), ("territory", home)],
        vec![("type", "buy_cards"), ("seat", "0"), ("n_land", "-1")],
        vec![("type", "bonus_card"), ("seat", "0"), ("deck", "land")],
        vec![("type", "play_card"), ("seat", "0"), ("card", "land")],
        vec![
            ("type", "play_card"),
            ("seat", "0"),
            ("card", "moon/armageddon"),
        ],
        vec![
            ("type", "play_card"),
            ("seat", "0"),
            ("card", "land/no_such_card"),
        ],
        vec![("type", "invade"), ("seat", "0"), ("route", "a>b")],
        vec![("type", "throw"), ("seat", "0"), ("throw", "3,1")],
        vec![("type", "throw"), ("seat", "0"), ("throw", "3,1,0,1")],
        vec![("type", "withdraw"), ("seat", "0")],
        vec![("type", "occupy"), ("seat", "0"), ("mods", "many")],
        vec![
            ("type", "fortify"),
            ("seat", "0"),
            ("route", format!("{home}>{home}").leak()),
        ],
        vec![("type", "end_turn"), ("seat", "1")],
        vec![("type", "teleport"), ("seat", "0")],
        vec![("seat", "0")],
    ];
    for f in &forms {
        let r = act(&mut t, id, n, f).await;
        assert!(r.status.is_client_error(), "{f:?}: {} {}", r.status, r.body);
        assert_eq!(t.count("match_entries").await, base, "{f:?}");
        // The page still shows, with the panel.
        let page = t.get(&format!("/console/m/{id}")).await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(page.body.contains("card turn r2210"), "{f:?}");
    }
    // A stale page's form (wrong entry count) records nothing either.
    let r = act(&mut t, id, n - 1, &[("type", "end_turn"), ("seat", "0")]).await;
    assert!(r.status.is_client_error(), "{}", r.status);
    assert_eq!(t.count("match_entries").await, base);
}
