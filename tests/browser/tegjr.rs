//! TEG Jr on a club's own board (issue 19): an organizer builds a small board on the
//! `/boards` editor page at laptop size — a continent, eight countries added, their
//! neighbours ticked into a ring, each dragged into place on the picture — and stores it
//! for TEG Jr; then a referee on a 390×844 phone opens a 3-player match on it from the
//! console's new-match form (the dice for the two spare countries), plays it from the
//! panel to the win (placement on the board's steppers, routes tapped on the board,
//! one-tap throws, the move in, the end of the turn), and signs it off. The taps of each
//! turn are counted and printed.

use crate::harness::{Browser, Driver, Server, say};
use crate::tapping::{Cost, send, tap_map};
use serde_json::json;

/// Countries on the small board: 3 each for three players and one spare, taken by the
/// highest die (TEG Jr wants at least 8: two each for four players).
const COUNTRIES: usize = 10;

/// Signs in as the organizer through the first-start link.
async fn organizer(b: &mut Browser, server: &Server) {
    b.goto(&server.setup_link).await;
    b.fill("#username", "org").await;
    b.fill("#password", "a long enough password").await;
    b.fill("#password_confirm", "a long enough password").await;
    b.submit("form[action^='/setup/'] button[type=submit]")
        .await;
}

/// Drags the country `slug` of the editor's picture to (`x`, `y`) in board units, with
/// the pointer events a mouse sends (down on the country, moves and up on the window).
async fn drag(b: &Browser, slug: &str, x: u32, y: u32) {
    b.js(
        "const svg = document.getElementById('editor-board');
         const g = svg.querySelector('g[data-slug=\"' + arguments[0] + '\"]');
         const m = svg.getScreenCTM();
         const at = (x, y) => { const p = svg.createSVGPoint(); p.x = x; p.y = y; return p.matrixTransform(m); };
         const c = g.querySelector('circle');
         const from = at(+c.getAttribute('cx'), +c.getAttribute('cy'));
         const to = at(arguments[1], arguments[2]);
         const ev = (t, p) => new PointerEvent(t, {bubbles: true, clientX: p.x, clientY: p.y, pointerId: 1, isPrimary: true});
         g.dispatchEvent(ev('pointerdown', from));
         window.dispatchEvent(ev('pointermove', {x: (from.x + to.x) / 2, y: (from.y + to.y) / 2}));
         window.dispatchEvent(ev('pointermove', to));
         window.dispatchEvent(ev('pointerup', to));
         return null",
        vec![json!(slug), json!(x), json!(y)],
    )
    .await;
}

/// Builds the ring board on the editor page and stores it for TEG Jr; its id.
async fn build_board(b: &mut Browser) -> i64 {
    b.goto("/boards/new").await;
    b.click("#add-continent").await;
    for _ in 0..COUNTRIES {
        b.click("#add-country").await;
    }
    let slug = |i: usize| format!("paese{}", i % COUNTRIES + 1);
    for i in 0..COUNTRIES {
        b.click(&format!(
            "input[name='neighbours:{}:{}']",
            slug(i),
            slug(i + 1)
        ))
        .await;
    }
    // Round the picture: the countries dragged onto a circle.
    for i in 0..COUNTRIES {
        let angle = std::f64::consts::TAU * i as f64 / COUNTRIES as f64;
        let (x, y) = (500.0 + 380.0 * angle.cos(), 300.0 + 220.0 * angle.sin());
        drag(b, &slug(i), x.round() as u32, y.round() as u32).await;
    }
    let board: serde_json::Value = serde_json::from_str(
        b.js("return document.getElementById('board-json').value", vec![])
            .await
            .as_str()
            .unwrap_or("{}"),
    )
    .unwrap_or_default();
    let first = &board["territories"][0];
    assert_eq!(
        (first["x"].as_u64(), first["y"].as_u64()),
        (Some(880), Some(300)),
        "the drag moved the first country: {first}"
    );
    assert_eq!(
        first["neighbours"],
        json!(["paese2", "paese10"]),
        "ticks are two-way"
    );
    b.screenshot("tegjr-editor").await;
    b.select("#editor-ruleset", "teg-jr").await;
    b.submit("#editor-form button[type=submit]").await;
    let path = b.path().await;
    path.strip_prefix("/boards/")
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("the board is stored and shown, not {path}"))
}

/// Opens the 3-player match on the board; its id.
async fn create(b: &mut Browser, board: i64) -> i64 {
    b.goto("/console/new?ruleset=teg-jr").await;
    b.fill("#label", "TEG Jr del circolo").await;
    b.select("#board", &board.to_string()).await;
    b.select("#seats", "3").await;
    // Bruno won the first roll: he opens every round.
    b.click("input[name=first][value='1']").await;
    for (i, (name, die)) in [("Anna", "6"), ("Bruno", "2"), ("Carla", "5")]
        .iter()
        .enumerate()
    {
        b.fill(&format!("#name{i}"), name).await;
        b.select(&format!("#die{i}"), die).await;
    }
    b.submit("form[action='/console/new'] button[type=submit]")
        .await;
    let path = b.path().await;
    path.strip_prefix("/console/m/")
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("a new TEG Jr match opens its console, not {path}"))
}

/// The slugs the JS expression returns.
async fn slugs(b: &Browser, script: &str) -> Vec<String> {
    serde_json::from_value(b.js(script, vec![]).await).unwrap_or_default()
}

/// The ring's neighbours of `paese{n}`.
fn ring(slug: &str) -> [String; 2] {
    let n: usize = slug.trim_start_matches("paese").parse().unwrap_or(1);
    let at = |k: usize| format!("paese{}", (k + COUNTRIES - 1) % COUNTRIES + 1);
    [at(n - 1), at(n + 1)]
}

/// Places the whole allowance, with "Tutti", on an own country facing an enemy.
async fn place(b: &mut Browser, cost: &mut Cost) {
    let own = slugs(
        b,
        "return Array.from(document.querySelectorAll('#panel form.place .step')).map(s => s.getAttribute('data-slug'))",
    )
    .await;
    let front = own
        .iter()
        .find(|s| ring(s).iter().any(|n| !own.contains(n)))
        .unwrap_or(&own[0]);
    let css = format!("#panel form.place .step[data-slug='{front}'] button.all");
    send(b, &css, cost).await;
}

/// One attack: the route tapped on the board (from, then to) unless "Attacca ancora"
/// keeps it, then the throw the defender loses in one tap.
async fn attack(b: &mut Browser, cost: &mut Cost) {
    if b.text("#attack_form h3").await.contains("ancora") {
        send(
            b,
            "#attack_form .throws:not([hidden]) button:last-child",
            cost,
        )
        .await;
        return;
    }
    let routes = slugs(
        b,
        "return Array.from(document.querySelectorAll('#attack_route option')).map(o => o.value).filter(v => v)",
    )
    .await;
    let (from, to) = routes[0].split_once('>').expect("a route");
    tap_map(b, from, cost).await;
    tap_map(b, to, cost).await;
    let shown = b
        .js(
            "return Array.from(document.querySelectorAll('#attack_form .throws')).filter(r => !r.hidden).length",
            vec![],
        )
        .await;
    assert_eq!(shown, json!(1), "one row of throws: the route's dice");
    send(
        b,
        "#attack_form .throws:not([hidden]) button:last-child",
        cost,
    )
    .await;
}

/// The phone: the match from the new-match form to the sign-off.
async fn play(b: &mut Browser, board: i64) {
    let id = create(b, board).await;
    b.screenshot("tegjr-placement").await;
    assert!(b.text("#panel .who-acts").await.contains("Bruno"));
    assert!(
        b.has("#boardwrap g[data-slug='paese1']").await,
        "the club's board is drawn"
    );
    let mut cost = Cost::default();
    let (mut turns, mut most) = (0u32, 0u32);
    // Attack turns: how many, their taps.
    let (mut attacks, mut attack_taps) = (0u32, 0u32);
    let mut turn_start = cost;
    // A turn ends with its placement sent or its "Fine turno".
    let mut turn_over = |cost: Cost, turns: &mut u32, attack: bool| {
        *turns += 1;
        let taps = cost.since(turn_start).taps;
        most = most.max(taps);
        if attack {
            attacks += 1;
            attack_taps += taps;
        }
        turn_start = cost;
        assert!(*turns < 120, "no win after 120 turns");
    };
    while !b.has("#panel .won").await {
        if b.has("#panel form.occupy").await {
            send(
                b,
                "#panel form.occupy button[name=armies]:last-child",
                &mut cost,
            )
            .await;
            if b.has("#panel .won").await {
                turn_over(cost, &mut turns, true);
                break;
            }
            // One conquest a turn: the card it earns comes at the end of the turn.
            assert!(b.has("#panel form.end .card-due").await, "the card is due");
            send(b, "#panel form.end button", &mut cost).await;
            turn_over(cost, &mut turns, true);
        } else if b.has("#panel form.trade").await {
            send(b, "#panel form.trade button", &mut cost).await;
        } else if b.has("#panel form.place").await {
            place(b, &mut cost).await;
            turn_over(cost, &mut turns, false);
        } else if b.has("#attack_form").await {
            attack(b, &mut cost).await;
        } else {
            send(b, "#panel form.end button", &mut cost).await;
            turn_over(cost, &mut turns, true);
        }
    }
    b.screenshot("tegjr-won").await;
    let won = b.text("#panel .won").await;
    say(&format!(
        "teg jr: {turns} turns in {} taps ({} forms, {} typed, {} page loads): {:.1} taps a turn, at most {most}; {attacks} attack turns in {attack_taps} taps, {} placement turns in {} taps; {won}",
        cost.taps,
        cost.forms,
        cost.typed,
        cost.loads,
        f64::from(cost.taps) / f64::from(turns),
        turns - attacks,
        cost.taps - attack_taps,
    ));
    assert_eq!(cost.loads, 0, "no page load while recording");
    assert!(won.contains("vince"), "{won}");
    b.goto(&format!("/console/m/{id}")).await;
    b.submit("#sign").await;
    b.submit(".confirm form[action$='/sign'] button").await;
    assert!(!b.has("#sign").await, "signed: the match is locked");
}

/// The editor on a laptop, then the match on a phone.
pub async fn club_board_match(driver: &Driver, server: &Server) {
    let mut laptop = driver
        .browser("tegjr-editor", 1280, 900)
        .await
        .at(&server.base);
    organizer(&mut laptop, server).await;
    let board = build_board(&mut laptop).await;
    laptop.close().await;
    let mut phone = driver
        .browser("tegjr-phone", 390, 844)
        .await
        .at(&server.base);
    phone.goto("/login").await;
    phone.fill("#username", "org").await;
    phone.fill("#password", "a long enough password").await;
    phone
        .submit("form[action='/login'] button[type=submit]")
        .await;
    play(&mut phone, board).await;
    phone.check_360("tegjr-console").await;
    phone.close().await;
}
