//! Classic Risiko on a 390×844 phone (issue 14): a 4-player match from its creation
//! through the claims (one tap each, one of them on the board), the setup placement
//! and one round of play with one-tap throws, to the sign-off; and a 2-player match with
//! the neutral colour (placement turns of 2 own + 1 neutral armies, an attack on a
//! neutral territory). The taps of every throw are counted and printed.
//!
//! Short by construction: `start_armies` 11 (each player claims 10 or 11 territories, so
//! two placement turns follow the claims) and the end rule `rounds` with one round.

use crate::harness::{Browser, Driver, Server, say};
use crate::tapping::{Cost, send, tap_map};
use arbitro::engine::Map;
use serde_json::json;

/// Signs in as the organizer through the first-start link.
async fn organizer(b: &mut Browser, server: &Server) {
    b.goto(&server.setup_link).await;
    b.fill("#username", "org").await;
    b.fill("#password", "a long enough password").await;
    b.fill("#password_confirm", "a long enough password").await;
    b.submit("form[action^='/setup/'] button[type=submit]")
        .await;
}

/// Creates a classic match on the console's form and returns its id.
async fn create(b: &mut Browser, names: &[&str], setup: &str) -> i64 {
    b.goto("/console/new?ruleset=risiko-classic").await;
    b.fill("#label", &format!("Classica {}", names.len())).await;
    b.select("#seats", &names.len().to_string()).await;
    for (i, n) in names.iter().enumerate() {
        b.fill(&format!("#name{i}"), n).await;
    }
    b.click(&format!("input[name=setup][value={setup}]")).await;
    b.click("input[name=end_rule][value=rounds]").await;
    b.fill("#round_limit", "1").await;
    if names.len() > 2 {
        b.fill("#start_armies", "11").await;
    }
    b.submit("form[action='/console/new'] button[type=submit]")
        .await;
    let path = b.path().await;
    path.strip_prefix("/console/m/")
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("a new classic match opens its console, not {path}"))
}

/// The value of `attr` on the first element matching `css` (empty if none).
async fn attr(b: &Browser, css: &str, attr: &str) -> String {
    b.js(
        "const e = document.querySelector(arguments[0]); return e ? (e.getAttribute(arguments[1]) || '') : ''",
        vec![json!(css), json!(attr)],
    )
    .await
    .as_str()
    .unwrap_or("")
    .to_string()
}

/// One throw: taps the outcome `value` (`a,d,la,ld`) of the row shown; returns its taps.
async fn throw(b: &mut Browser, value: &str, cost: &mut Cost) -> u32 {
    let before = *cost;
    let css = format!("#attack_form .throws:not([hidden]) button[value='{value}']");
    assert!(
        b.has(&css).await,
        "the outcome {value} is a button of the row shown"
    );
    send(b, &css, cost).await;
    cost.since(before).taps
}

/// Places the whole allowance on `slug` with its "Tutti" button (one tap, sent at once).
async fn place_all_on(b: &mut Browser, slug: &str, cost: &mut Cost) {
    keyboard_and_screen_reader(b).await;
    let css = format!("#panel form.place .step[data-slug='{slug}'] button.all");
    send(b, &css, cost).await;
}

/// Issue 27: the console as a screen reader and a keyboard meet it. Each *Tutti* is
/// named for its territory ("Tutti su Alaska"), the page has its heading, the map is
/// hidden from assistive technology (the forms name every territory) and its
/// scrolling wrapper takes the keyboard's focus.
async fn keyboard_and_screen_reader(b: &Browser) {
    let r = b
        .js(
            "const rows = [...document.querySelectorAll('#panel form.place .step')];
             const names = rows.map(r => { const a = r.querySelector('button.all');
               return a ? a.getAttribute('aria-label') : null; });
             const wrap = document.getElementById('boardwrap');
             return {
               names,
               territories: rows.map(r => r.querySelector('label').firstChild.textContent.trim()),
               h1: [...document.querySelectorAll('h1')].map(h => h.textContent.trim()),
               wrap: wrap ? [wrap.tabIndex, wrap.getAttribute('aria-label') || ''] : null,
               hidden: !!document.querySelector('#boardwrap [aria-hidden=true] svg.board'),
             };",
            vec![],
        )
        .await;
    let names: Vec<String> = serde_json::from_value(r["names"].clone()).unwrap_or_default();
    let territories: Vec<String> =
        serde_json::from_value(r["territories"].clone()).unwrap_or_default();
    assert!(!names.is_empty(), "a placement form with rows: {r}");
    for (name, territory) in names.iter().zip(&territories) {
        assert_eq!(name, &format!("Tutti su {territory}"), "{r}");
    }
    assert_eq!(
        r["h1"].as_array().map(Vec::len),
        Some(1),
        "one heading: {r}"
    );
    assert_eq!(
        r["wrap"][0],
        serde_json::json!(0),
        "the map's wrapper is focusable: {r}"
    );
    assert!(
        r["wrap"][1]
            .as_str()
            .is_some_and(|l| l.starts_with("Tabellone")),
        "{r}"
    );
    assert_eq!(r["hidden"], serde_json::json!(true), "{r}");
}

async fn first_row(b: &Browser) -> String {
    attr(b, "#panel form.place .step", "data-slug").await
}

/// Signs the finished match off, with the confirmation step.
async fn sign(b: &mut Browser, id: i64) {
    b.goto(&format!("/console/m/{id}")).await;
    b.submit("#sign").await;
    b.submit(".confirm form[action$='/sign'] button").await;
    assert!(!b.has("#sign").await, "signed: the match is locked");
}

/// Four players: claims, setup placement, one round with one-tap throws, sign-off.
pub async fn four_players(driver: &Driver, server: &Server) {
    let mut b = driver.browser("classic4", 390, 844).await.at(&server.base);
    organizer(&mut b, server).await;
    let id = create(&mut b, &["Anna", "Bruno", "Carla", "Dario"], "claims").await;
    let map = Map::risiko();
    let slug = |t| map.territory(t).slug.clone();
    let ids: Vec<_> = map.territory_ids().collect();
    let mut cost = Cost::default();

    // Claims in turn order: territory i to seat i mod 4. The first on the board: a tap
    // picks it, the button (now marked) claims it.
    tap_map(&b, &slug(ids[0]), &mut cost).await;
    send(&mut b, "#panel form.claim button.picked", &mut cost).await;
    for t in &ids[1..] {
        let css = format!("#panel form.claim button[value='{}']", slug(*t));
        send(&mut b, &css, &mut cost).await;
    }
    let claims = cost;
    say(&format!("classic: 42 claims in {} taps", claims.taps));
    b.screenshot("classic-placement").await;

    // Carla then Dario have one army left each. Carla puts hers next to Anna.
    let seat_of = |i: usize| i % 4;
    let (anna, carla) = ids
        .iter()
        .enumerate()
        .filter(|(i, _)| seat_of(*i) == 0)
        .find_map(|(_, a)| {
            map.neighbours(*a)
                .find(|n| seat_of(n.index()) == 2)
                .map(|n| (*a, n))
        })
        .expect("Anna borders Carla");
    assert!(b.text("#panel .who-acts").await.contains("Carla"));
    place_all_on(&mut b, &slug(carla), &mut cost).await;
    let dario_first = first_row(&b).await;
    place_all_on(&mut b, &dario_first, &mut cost).await;

    // Round 1, Anna: all her reinforcements on the territory next to Carla's 2 armies.
    assert!(b.text("#panel .who-acts").await.contains("Anna"));
    place_all_on(&mut b, &slug(anna), &mut cost).await;
    // The route on the board: from, then to; the dice come preset to 3 against 2.
    tap_map(&b, &slug(anna), &mut cost).await;
    tap_map(&b, &slug(carla), &mut cost).await;
    assert_eq!(
        b.js(
            "return Array.from(document.querySelectorAll('#attack_form .throws button')).filter(x => x.offsetParent !== null).map(x => x.textContent)",
            vec![]
        )
        .await,
        json!([
            "Anna \u{2212}2",
            "Anna \u{2212}1 Carla \u{2212}1",
            "Carla \u{2212}2"
        ]),
        "3 against 2: exactly three outcomes on screen, naming who loses"
    );
    assert_eq!(
        b.js(
            "return document.querySelector(\"#attack_form .throws:not([hidden]) button[value='3,2,1,1']\").getAttribute('aria-label')",
            vec![]
        )
        .await,
        json!("Anna \u{2212}1 Carla \u{2212}1: Anna perde 1, Carla perde 1"),
        "the losses read aloud by name, after the visible label (axe: label-content-name-mismatch)"
    );
    b.screenshot("classic-throw").await;
    let first = throw(&mut b, "3,2,1,1", &mut cost).await;
    // Attack again: the route is kept, the dice preset to what is legal now (2 against 1).
    assert!(b.text("#attack_form h3").await.contains("Attacca ancora"));
    let second = throw(&mut b, "2,1,0,1", &mut cost).await;
    say(&format!(
        "classic: taps per throw: {first} (first, after picking the route on the board in 2), {second} (attack again)"
    ));
    assert_eq!((first, second), (1, 1), "one tap a throw");
    // The capture: the occupation is the only form; its minimum in one tap.
    assert_eq!(
        b.js(
            "return document.querySelectorAll('#panel form').length",
            vec![]
        )
        .await,
        json!(1)
    );
    send(&mut b, "#panel form.occupy button[name=tanks]", &mut cost).await;
    // "Basta attacchi": one tap folds the attack away, the end of the turn is next.
    if b.has("#attack_form [data-stop]").await {
        crate::tapping::tap(&b, "#attack_form [data-stop]", &mut cost).await;
        assert_eq!(
            b.js(
                "return document.getElementById('attack_form').offsetParent === null",
                vec![]
            )
            .await,
            json!(true),
            "Basta hides the attack"
        );
    }
    send(&mut b, "#panel form.end button", &mut cost).await;

    // Bruno, Carla, Dario: reinforcements in one tap, end of turn in one.
    for who in ["Bruno", "Carla", "Dario"] {
        assert!(b.text("#panel .who-acts").await.contains(who));
        let row = first_row(&b).await;
        place_all_on(&mut b, &row, &mut cost).await;
        send(&mut b, "#panel form.end button", &mut cost).await;
    }
    assert!(
        !b.has("#panel form").await,
        "round 1 was the last: no forms"
    );
    let play = cost.since(claims);
    say(&format!(
        "classic: setup placement and round 1 in {} taps ({} forms sent), the whole match {} taps",
        play.taps, play.forms, cost.taps
    ));
    assert_eq!(cost.loads, 0, "no page load while recording");
    sign(&mut b, id).await;
    b.close().await;
}

/// Two players and the neutral: placement turns of 2 + 1, an attack on a neutral.
pub async fn two_players(driver: &Driver, server: &Server) {
    let mut b = driver.browser("classic2", 390, 844).await.at(&server.base);
    b.goto("/login").await;
    b.fill("#username", "org").await;
    b.fill("#password", "a long enough password").await;
    b.submit("form[action='/login'] button[type=submit]").await;
    let id = create(&mut b, &["Anna", "Bruno"], "dealt").await;
    let mut cost = Cost::default();
    let mut turns = 0;
    while b.has("#place_neutral").await {
        // Each turn: the neutral army (a different neutral territory each time), then
        // "Tutti" on a row: two taps.
        let options = b
            .js("return Array.from(document.querySelectorAll('#place_neutral option')).map(o => o.value).filter(v => v)", vec![])
            .await;
        let options: Vec<String> = serde_json::from_value(options).unwrap_or_default();
        b.select("#place_neutral", &options[turns % options.len()])
            .await;
        cost.taps += 1;
        let row = first_row(&b).await;
        place_all_on(&mut b, &row, &mut cost).await;
        turns += 1;
    }
    say(&format!(
        "classic 2 players: {turns} placement turns (2 own + 1 neutral) in {} taps",
        cost.taps
    ));
    assert_eq!(turns, 26, "13 turns each: 26 own armies each, 2 a turn");

    // Anna: reinforcements on the territory that attacks the weakest neutral.
    let routes = b
        .js("return Array.from(document.querySelectorAll('#panel form.place .step')).map(s => s.getAttribute('data-slug'))", vec![])
        .await;
    let own: Vec<String> = serde_json::from_value(routes).unwrap_or_default();
    let map = Map::risiko();
    let row = own
        .iter()
        .find(|s| {
            let t = map.by_slug(s).unwrap_or_else(|| panic!("{s}"));
            map.neighbours(t)
                .any(|n| !own.contains(&map.territory(n).slug))
        })
        .cloned()
        .unwrap_or_else(|| own[0].clone());
    place_all_on(&mut b, &row, &mut cost).await;
    let neutral_route = b
        .js("const o = Array.from(document.querySelectorAll('#attack_route option')).find(o => o.value.startsWith(arguments[0] + '>') && o.textContent.includes('neutrale')); return o ? o.value : ''", vec![json!(row)])
        .await;
    let route = neutral_route.as_str().unwrap_or("").to_string();
    if route.is_empty() {
        say("classic 2 players: no neutral next to the reinforced territory; attack skipped");
    } else {
        b.select("#attack_route", &route).await;
        cost.taps += 1;
        let mut throws = 0;
        while b.has("#attack_form").await && !b.has("#panel form.occupy").await {
            let before = cost;
            send(
                &mut b,
                "#attack_form .throws:not([hidden]) button:last-child",
                &mut cost,
            )
            .await;
            assert_eq!(cost.since(before).taps, 1, "one tap a throw");
            throws += 1;
            assert!(throws < 20, "the neutral falls");
        }
        say(&format!(
            "classic 2 players: the neutral fell in {throws} throws, one tap each"
        ));
        send(&mut b, "#panel form.occupy button[name=tanks]", &mut cost).await;
    }
    send(&mut b, "#panel form.end button", &mut cost).await;
    let row = first_row(&b).await;
    place_all_on(&mut b, &row, &mut cost).await;
    send(&mut b, "#panel form.end button", &mut cost).await;
    assert!(!b.has("#panel form").await, "round 1 was the last");
    sign(&mut b, id).await;
    b.close().await;
}
