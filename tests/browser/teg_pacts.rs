//! T.E.G. La Revancha's alliances (§12–13) on a 390×844 phone, in Spanish (issue 17):
//! three positions from the rule scenarios are loaded through the match API (the long
//! way to three trades each would be hundreds of taps, none of them about alliances),
//! then the key moments are tapped on the panel: an international zone recorded and
//! ringed on the board; an aggression pact recorded and listed with what it allows, the
//! ally's joint throw out of its turn, the allies' move-in and the condominium drawn in
//! both colours; a third colour's attack on the condominium against the co-owner chosen
//! on the form. The taps are counted and printed.

use crate::harness::{Browser, Driver, Server, say};
use crate::tapping::{Cost, send, tap, tap_map};
use arbitro::engine::any::AnyLog;
use arbitro::engine::map::{Map, TerritoryId};
use arbitro::engine::teg::{self, Game};
use serde_json::{Value as Json, json};

async fn organizer(b: &mut Browser, server: &Server) {
    b.goto(&server.setup_link).await;
    b.fill("#username", "org").await;
    b.fill("#password", "a long enough password").await;
    b.fill("#password_confirm", "a long enough password").await;
    b.submit("form[action^='/setup/'] button[type=submit]")
        .await;
}

/// GET or POST through the signed-in page (same origin, the page's CSRF token).
async fn api(b: &Browser, method: &str, path: &str, body: Option<Json>) -> (u64, Json) {
    let r = b
        .client
        .execute_async(
            "const [m, p, body, done] = arguments; const t = document.querySelector('input[name=_csrf]'); fetch(p, {method: m, credentials: 'same-origin', headers: {'content-type': 'application/json', 'x-csrf-token': t ? t.value : ''}, body: body === null ? undefined : JSON.stringify(body)}).then(r => r.text().then(x => done([r.status, x])), e => done([0, String(e)]));",
            vec![json!(method), json!(path), body.unwrap_or(Json::Null)],
        )
        .await
        .unwrap_or_else(|e| panic!("{method} {path}: {e}"));
    let text = r[1].as_str().unwrap_or_default();
    (
        r[0].as_u64().unwrap_or(0),
        serde_json::from_str(text).unwrap_or(Json::String(text.to_string())),
    )
}

/// Uploads a rule scenario's log with its first `keep` actions and opens its console.
async fn position(b: &mut Browser, scenario: &str, keep: usize) -> i64 {
    b.goto("/console/new?ruleset=teg-revancha").await;
    let v: Json = serde_json::from_str(scenario).unwrap();
    let mut log = v["log"].clone();
    log["actions"].as_array_mut().unwrap().truncate(keep);
    let (status, answer) = api(b, "POST", "/api/v1/matches?label=TEG", Some(log)).await;
    assert_eq!(status, 201, "{answer}");
    let id = answer["id"].as_i64().unwrap();
    b.goto(&format!("/console/m/{id}")).await;
    assert!(b.has("html[lang=es]").await, "the console speaks Spanish");
    id
}

/// One action through the API, as another device at the table would send it.
async fn post(b: &Browser, id: i64, action: Json) {
    let (_, state) = api(b, "GET", &format!("/api/v1/matches/{id}"), None).await;
    let body = json!({"expected": state["entries"], "action": action});
    let (status, answer) = api(
        b,
        "POST",
        &format!("/api/v1/matches/{id}/actions"),
        Some(body),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
}

async fn game(b: &Browser, id: i64) -> Game {
    let (status, _, bytes) = b.download(&format!("/api/v1/matches/{id}/log")).await;
    assert_eq!(status, 200, "the log downloads");
    match AnyLog::parse(&String::from_utf8_lossy(&bytes)).expect("a log") {
        AnyLog::Teg(l) => teg::replay(&l).expect("it replays"),
        _ => panic!("not a T.E.G. log"),
    }
}

/// Scrolls the board so that `slug` is in the middle of the phone's screen.
async fn centre_on(b: &Browser, slug: &str) {
    b.js(
        "document.querySelector('#boardwrap g[data-slug=\"' + arguments[0] + '\"]').scrollIntoView({block: 'center', inline: 'center'}); return null",
        vec![json!(slug)],
    )
    .await;
}

fn at(slug: &str) -> TerritoryId {
    Map::teg_revancha().by_slug(slug).unwrap()
}

const ZONE: &str = include_str!("../scenarios/teg/zone_pact_on_tasmania.json");
const CONDO: &str =
    include_str!("../scenarios/teg/aggression_joint_attack_makes_a_condominium.json");
const THIRD: &str = include_str!("../scenarios/teg/third_colour_names_the_occupant.json");

/// The zone, the aggression pact with its joint attack, and a condominium attacked
/// against one co-owner, in Spanish on a phone.
pub async fn alliances(driver: &Driver, server: &Server) {
    let mut b = driver.browser("tegpacts", 390, 844).await.at(&server.base);
    b.goto("/login").await;
    b.submit("form[action='/lang'] button[value=es]").await;
    organizer(&mut b, server).await;

    // 1. The international zone: one choice, one tap; listed and ringed on the board.
    let id = position(&mut b, ZONE, 167).await;
    let mut cost = Cost::default();
    b.select("#zone_offer", "0-1:tasmania").await;
    cost.taps += 1;
    send(&mut b, "#pacts form.zone button", &mut cost).await;
    let pacts = b.text("#pacts").await;
    assert!(pacts.contains("Zona internacional"), "{pacts}");
    assert!(
        pacts.contains("Tasmania: cada uno se la toma al otro"),
        "{pacts}"
    );
    assert!(
        b.has("#boardwrap g[data-slug=tasmania] .zone-ring").await,
        "ringed"
    );
    assert_eq!(game(&b, id).await.zones().len(), 1);
    centre_on(&b, "tasmania").await;
    b.screenshot("teg-zone").await;
    say(&format!("teg alliances: the zone in {} taps", cost.taps));

    // 2. The aggression pact (Ana leads, Beto joins against Carla's Ucrania).
    let id = position(&mut b, CONDO, 9).await;
    let mut cost = Cost::default();
    tap(&b, "#pacts details.aggression-new summary", &mut cost).await;
    // The ally, then the country to take: the offer select keeps that pair's aggressor
    // countries only (126 offers in all here); one more choice when there are several.
    let shown = b
        .js(
            "return document.querySelector('#aggression_ally').offsetParent !== null",
            vec![],
        )
        .await;
    assert_eq!(shown, json!(true), "the script shows the filters");
    let count = "return document.querySelectorAll('#aggression_offer option').length";
    let all = game(&b, id).await.aggression_offers().len() as u64;
    b.select("#aggression_ally", "1").await;
    b.select("#aggression_target", "ucrania").await;
    cost.taps += 2;
    let left = b.js(count, vec![]).await.as_u64().unwrap();
    assert!(left >= 1 && left < all, "{left} of {all} offers left");
    if left > 1 {
        b.select("#aggression_offer", "0-1:ucrania:iran:rusia")
            .await;
        cost.taps += 1;
    }
    let chosen = b
        .js(
            "return document.querySelector('#aggression_offer').value",
            vec![],
        )
        .await;
    assert_eq!(chosen, json!("0-1:ucrania:iran:rusia"));
    say(&format!(
        "teg alliances: the aggression offer among {all}, {left} left after the ally and target"
    ));
    send(&mut b, "#pacts form.aggression button", &mut cost).await;
    let pacts = b.text("#pacts").await;
    assert!(pacts.contains("Pacto de agresión"), "{pacts}");
    assert!(
        pacts.contains("permite el ataque conjunto a Ucrania: Ana desde Irán y Beto desde Rusia"),
        "{pacts}"
    );
    // Ana's first throw (from the attack form, or another device): the API's.
    post(
        &b,
        id,
        json!({"seat": 0, "type": "attack", "from": "iran", "to": "ucrania",
               "dice": {"attacker": [6, 2, 1], "defender": [5, 3]}}),
    )
    .await;
    b.goto(&format!("/console/m/{id}")).await;
    let panel = b.text("#panel").await;
    assert!(
        panel.contains("Ataque conjunto a Ucrania: tira Beto"),
        "{panel}"
    );
    // Beto's throw out of his turn: Rusia then Ucrania on the board, one outcome tap.
    tap_map(&b, "rusia", &mut cost).await;
    tap_map(&b, "ucrania", &mut cost).await;
    let shown = "#against_form .throws:not([hidden]) button[value='3,1,0,1']";
    assert!(b.has(shown).await, "the route's dice row shows");
    send(&mut b, shown, &mut cost).await;
    // The allies move in: the steppers start at the most each may move.
    assert!(
        b.text("#panel")
            .await
            .contains("Ocupar Ucrania en condominio")
    );
    b.fill("#a_1", "1").await;
    cost.typed += 1;
    send(&mut b, "#panel form.move-in > button", &mut cost).await;
    let g = game(&b, id).await;
    let c = g
        .condominium(at("ucrania"))
        .expect("Ucrania is a condominium");
    assert_eq!((c.seats, c.armies), ([0, 1], [2, 1]));
    assert!(
        b.has("#boardwrap g[data-slug=ucrania].condominium path.condo-half")
            .await,
        "the condominium in both colours"
    );
    assert_eq!(
        b.text("#boardwrap g[data-slug=ucrania] text:not(.label)")
            .await,
        "2|1",
        "each co-owner's armies"
    );
    assert!(b.text("#pacts").await.contains("Pacto de condominio"));
    centre_on(&b, "ucrania").await;
    b.screenshot("teg-condominium").await;
    say(&format!(
        "teg alliances: aggression pact, the ally's joint throw and the move-in in {} taps + {} typed",
        cost.taps, cost.typed
    ));

    // 3. Dario attacks the condominium against Beto, chosen on the form.
    let v: Json = serde_json::from_str(THIRD).unwrap();
    let n = v["log"]["actions"].as_array().unwrap().len();
    let id = position(&mut b, THIRD, n - 2).await;
    let mut cost = Cost::default();
    assert!(b.text("#panel").await.contains("Ataque a un condominio"));
    tap_map(&b, "polonia", &mut cost).await;
    tap_map(&b, "ucrania", &mut cost).await;
    b.select("#against_route", "polonia>ucrania>1").await;
    cost.taps += 1;
    let g = game(&b, id).await;
    let (a, d) = g.throw_most(3, at("polonia"), at("ucrania"), Some(1));
    let shown = format!("#against_form .throws:not([hidden]) button[value='{a},{d},0,{d}']");
    assert!(
        b.has(&shown).await,
        "the dice row against Beto's own armies shows"
    );
    send(&mut b, &shown, &mut cost).await;
    let (_, _, bytes) = b.download(&format!("/api/v1/matches/{id}/log")).await;
    let log = String::from_utf8_lossy(&bytes);
    assert!(log.contains(r#""against": 1"#), "{log}");
    // Beto's share emptied: Dario stays with one army (0 would leave it to Ana).
    send(
        &mut b,
        "#panel form.occupy button[name=armies][value='1']",
        &mut cost,
    )
    .await;
    let g = game(&b, id).await;
    let c = g.condominium(at("ucrania")).expect("still a condominium");
    assert_eq!(c.seats, [0, 3], "Dario took Beto's place");
    b.check_360("teg-condominium-against").await;
    say(&format!(
        "teg alliances: the attack against one co-owner and its move-in in {} taps",
        cost.taps
    ));
    b.close().await;
}
