//! Risk 2210 A.D. on a 390×844 phone (issue #18): a 5-player match created on the
//! console's form, the first claim tapped; the middle of the match (the rest of the
//! setup and years 1 to 4, played by the engine's own offers: no bid, no invasion) loaded
//! through the API from the page, as a referee's tablet would have sent it; then by taps:
//! the year-5 bid with its tie rolls, the first player's turn (a player with a coastal
//! territory, given marker 1) — income, a naval and a space
//! commander, three cards bought, Assemble MODs and Frequency Jam (its target player
//! one tap on a button by name and colour) played from the card panel, a naval
//! invasion, a lunar landing from her station, a land invasion thrown in one tap with the
//! land commander's d8, the occupations, Redeployment with its route and MODs, the end
//! of the turn; the other turns of year 5
//! loaded as before, and the final score read on the panel. Taps are counted and printed.

use crate::harness::{Browser, Driver, Server, say};
use crate::r2210_drive;
use crate::tapping::{Cost, send, tap};
use arbitro::engine::Owner;
use arbitro::engine::map::{Layer, Map, members};
use arbitro::engine::risk2210::{Action, CardMods, Commander, Game, R2210Log, Stage};
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
async fn api(b: &Browser, method: &str, path: &str, body: Option<Json>) -> Json {
    b.client
        .execute_async(
            "const [m, p, body, done] = arguments; const t = document.querySelector('input[name=_csrf]'); fetch(p, {method: m, credentials: 'same-origin', headers: {'content-type': 'application/json', 'x-csrf-token': t ? t.value : ''}, body: body === null ? undefined : JSON.stringify(body)}).then(r => r.text().then(x => done([r.status, x])), e => done([0, String(e)]));",
            vec![json!(method), json!(path), body.unwrap_or(Json::Null)],
        )
        .await
        .unwrap_or_else(|e| panic!("{method} {path}: {e}"))
}

/// The match's log and game now, as the API gives it.
async fn game(b: &Browser, id: i64) -> (R2210Log, Game) {
    let r = api(b, "GET", &format!("/api/v1/matches/{id}/log"), None).await;
    let v: Json = serde_json::from_str(r[1].as_str().unwrap()).unwrap();
    let log = R2210Log::from_value(&v).unwrap();
    let g = arbitro::engine::risk2210::replay(&log).unwrap();
    (log, g)
}

/// Sends the quick player's actions until `stop`, through the API; reloads the page.
async fn load_until(b: &mut Browser, id: i64, stop: impl Fn(&Game) -> bool) {
    let (log, _) = game(b, id).await;
    // `expected` is the table's entry count (clock events and undos count too), read
    // from the state and then from each answer.
    let r = api(b, "GET", &format!("/api/v1/matches/{id}"), None).await;
    let state: Json = serde_json::from_str(r[1].as_str().unwrap()).unwrap();
    let mut expected = state["entries"].as_u64().unwrap();
    for a in r2210_drive::play(&log, stop) {
        let body = json!({"expected": expected, "action": a});
        let r = api(
            b,
            "POST",
            &format!("/api/v1/matches/{id}/actions"),
            Some(body),
        )
        .await;
        assert_eq!(r[0], json!(200), "{}", r[1]);
        let answer: Json = serde_json::from_str(r[1].as_str().unwrap()).unwrap();
        expected = answer["entries"].as_u64().unwrap_or(expected + 1);
    }
    b.goto(&format!("/console/m/{id}")).await;
}

pub async fn five_players(driver: &Driver, server: &Server) {
    let mut b = driver.browser("r2210", 390, 844).await.at(&server.base);
    organizer(&mut b, server).await;
    b.goto("/console/new?ruleset=risk2210").await;
    b.fill("#label", "2210 a cinque").await;
    b.select("#seats", "5").await;
    for (i, n) in ["Anna", "Bruno", "Carla", "Dario", "Elena"]
        .iter()
        .enumerate()
    {
        b.fill(&format!("#name{i}"), n).await;
    }
    b.submit("form[action='/console/new'] button[type=submit]")
        .await;
    let path = b.path().await;
    let id: i64 = path
        .strip_prefix("/console/m/")
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("a new 2210 match opens its console, not {path}"));
    let mut cost = Cost::default();
    assert!(b.has("#panel .r2210-head").await, "the head shows");
    send(
        &mut b,
        "#panel form.claim button[name=territory]",
        &mut cost,
    )
    .await;

    // The middle of the match, to the year-5 bid.
    load_until(&mut b, id, |g| g.year() == 5 && g.stage() == Stage::Bidding).await;
    let (_, g) = game(&b, id).await;
    b.screenshot("r2210-bid").await;

    // The first to play: a player with a coastal territory next to an empty sea (the
    // naval invasion's source).
    let map = Map::risk2210();
    let slug = |t| map.territory(t).slug.clone();
    let coastal = |seat: u8| {
        members(g.territories_of(seat)).find(|&t| {
            map.neighbours(t)
                .any(|n| map.territory(n).layer == Layer::Sea && g.units(n) == 0)
        })
    };
    let first: u8 = (0..5)
        .find(|&s| coastal(s).is_some())
        .expect("a coastal player");
    let coast = coastal(first).unwrap();
    let sea = map
        .neighbours(coast)
        .find(|&n| map.territory(n).layer == Layer::Sea && g.units(n) == 0)
        .unwrap();
    let home = g
        .commander(first, Commander::Land)
        .expect("a land commander");

    // The bid: nobody bids, the tie rolled 6, 5, 4, 3, 2; the first player takes marker
    // 1, the others follow in seat order.
    let before = cost;
    let mut order: Vec<u8> = vec![first];
    order.extend((0..5).filter(|&s| s != first));
    for s in 0..5u8 {
        b.select(&format!("#roll_{s}"), &(6 - s).to_string()).await;
        let marker = order.iter().position(|&o| o == s).unwrap() + 1;
        b.select(&format!("#marker_{s}"), &marker.to_string()).await;
        cost.taps += 2;
    }
    send(&mut b, "#panel form.bid button:not(.small)", &mut cost).await;
    let bid = cost.since(before);

    let turn = cost;
    let css = format!(
        "#panel form.place .step[data-slug='{}'] button.all",
        slug(coast)
    );
    send(&mut b, &css, &mut cost).await;
    for kind in ["naval", "space"] {
        b.select("#buy_kind", kind).await;
        b.select("#buy_where", &slug(home)).await;
        cost.taps += 2;
        send(
            &mut b,
            "#panel form.buy-commander button:not(.small)",
            &mut cost,
        )
        .await;
    }
    // Two land cards and a diplomat card: Assemble MODs, Frequency Jam and, at the end,
    // Redeployment.
    assert!(
        g.energy(first) >= 10,
        "energy for the shop: {}",
        g.energy(first)
    );
    b.fill("#n_land", "2").await;
    b.fill("#n_diplomat", "1").await;
    cost.typed += 2;
    send(
        &mut b,
        "#panel form.buy-cards button:not(.small)",
        &mut cost,
    )
    .await;
    // The card panel offers Assemble MODs with its cost; played on her home.
    let card = "#panel form.play-card:has(input[value='land/assemble_mods'])";
    assert!(b.has(card).await, "Assemble MODs is offered");
    assert!(b.text(card).await.contains("1"), "with its cost");
    b.select(&format!("{card} select[name=territory]"), &slug(home))
        .await;
    cost.taps += 1;
    send(&mut b, &format!("{card} button:not(.small)"), &mut cost).await;
    // Frequency Jam: the target player is a button by name and colour, one tap.
    let jam = "#panel form.play-card[data-card='land/frequency_jam']";
    assert!(b.has(jam).await, "Frequency Jam is offered");
    b.screenshot("r2210-cards").await;
    b.scroll_to(jam).await;
    b.screenshot("r2210-target").await;
    let target = b.text(&format!("{jam} .aims label")).await;
    tap(&b, &format!("{jam} .aims label"), &mut cost).await;
    send(&mut b, &format!("{jam} button:not(.small)"), &mut cost).await;
    let (log, _) = game(&b, id).await;
    let jammed = log.actions.last().and_then(|a| match a {
        Action::PlayCard { target, .. } => *target,
        _ => None,
    });
    let names = g.names();
    let jammed = jammed.expect("Frequency Jam recorded with its target");
    assert_eq!(
        target.trim(),
        names[usize::from(jammed)],
        "the player tapped"
    );

    // A naval invasion of an empty sea, then its occupation.
    let route = |from, to| format!("{}>{}", slug(from), slug(to));
    b.select("#invade_route", &route(coast, sea)).await;
    cost.taps += 1;
    send(&mut b, "#panel form.invade button:not(.small)", &mut cost).await;
    send(&mut b, "#panel form.occupy button:not(.small)", &mut cost).await;
    // A lunar landing from her station (on her home) on an empty landing site.
    let site = ["sea_of_crisis", "bay_of_dew", "tycho"]
        .iter()
        .filter_map(|s| map.by_slug(s))
        .find(|&t| g.units(t) == 0)
        .unwrap();
    b.select("#invade_route", &route(home, site)).await;
    cost.taps += 1;
    send(&mut b, "#panel form.invade button:not(.small)", &mut cost).await;
    send(&mut b, "#panel form.occupy button:not(.small)", &mut cost).await;
    // A land invasion of the weakest enemy neighbour of her home or coast, thrown in one
    // tap: the most dice against the defender's, the defender losing every pair.
    let (from, target) = [home, coast]
        .into_iter()
        .flat_map(|f| map.neighbours(f).map(move |n| (f, n)))
        .filter(|&(_, n)| {
            map.territory(n).layer == Layer::Land
                && !g.is_devastated(n)
                && matches!(g.owner(n), Some(Owner::Seat(s)) if s != first)
        })
        .min_by_key(|&(_, n)| g.units(n))
        .expect("an enemy land neighbour");
    b.select("#invade_route", &route(from, target)).await;
    cost.taps += 1;
    send(&mut b, "#panel form.invade button:not(.small)", &mut cost).await;
    let d = g.units(target).min(2);
    let one = cost;
    let tap = format!("#throw_form .throws button[name=throw][value$=',0,{d}']");
    send(&mut b, &tap, &mut cost).await;
    assert_eq!(cost.since(one).taps, 1, "a throw is one tap");
    if g.units(target) <= 2 {
        send(&mut b, "#panel form.occupy button:not(.small)", &mut cost).await;
    } else {
        send(&mut b, "#panel form.withdraw button", &mut cost).await;
    }
    // Redeployment at the end of the turn: a route with MODs to move, the MODs on the
    // stepper (1, as preset).
    let rd = "#panel form.play-card[data-card='diplomat/redeployment']";
    assert!(b.has(rd).await, "Redeployment is offered");
    let moving = b
        .js(
            "return document.querySelector(arguments[0] + \" select[name=route] option:not([data-max='0'])\").value",
            vec![json!(rd)],
        )
        .await;
    b.select(
        &format!("{rd} select[name=route]"),
        moving.as_str().unwrap(),
    )
    .await;
    cost.taps += 1;
    send(&mut b, &format!("{rd} button:not(.small)"), &mut cost).await;
    let (log, _) = game(&b, id).await;
    assert!(
        matches!(
            log.actions.last(),
            Some(Action::PlayCard { card, mods: Some(CardMods::Count(1)), .. }) if card == "redeployment"
        ),
        "Redeployment recorded with its MODs: {:?}",
        log.actions.last()
    );
    send(&mut b, "#panel form.end button:not(.small)", &mut cost).await;
    let anna = cost.since(turn);
    b.screenshot("r2210-turn").await;
    b.scroll_to("#boardwrap").await;
    b.screenshot("r2210-board").await;

    // The rest of year 5, then the score on the panel.
    load_until(&mut b, id, |_| false).await;
    let (_, end) = game(&b, id).await;
    assert_eq!(end.stage(), Stage::Finished);
    assert!(b.text("#panel").await.contains("Punteggio finale"));
    assert!(b.has("#panel table.r2210-score").await);
    b.screenshot("r2210-score").await;
    say(&format!(
        "risk2210: bid {} taps, {} forms; the first turn {} taps, {} typed, {} forms, {} page loads",
        bid.taps, bid.forms, anna.taps, anna.typed, anna.forms, anna.loads
    ));
}
