//! T.E.G. La Revancha on a 390×844 phone, in Spanish (issue 17): the organizer switches
//! the interface to Spanish, creates a 6-player match on the console's form (the app
//! deals the 72 countries; the common objective set to 13 countries so that one conquest
//! wins), the twelve placement turns (one tap each; the first buys a missile), round 1's
//! situation card, the missile drawn on the board with its ranges and fired, a pact
//! recorded by the referee (listed with what it forbids), a one-tap throw, the move-in,
//! and the common objective won. The taps of each kind of turn are counted and printed
//! (`docs/PERFORMANCE.md` quotes them).

use crate::harness::{Browser, Driver, Server, say};
use crate::tapping::{Cost, send, tap, type_number};
use arbitro::engine::any::AnyLog;
use arbitro::engine::map::{Map, TerritoryId, members};
use arbitro::engine::table::Table;
use arbitro::engine::teg::{self, Game};

async fn organizer(b: &mut Browser, server: &Server) {
    b.goto(&server.setup_link).await;
    b.fill("#username", "org").await;
    b.fill("#password", "a long enough password").await;
    b.fill("#password_confirm", "a long enough password").await;
    b.submit("form[action^='/setup/'] button[type=submit]")
        .await;
}

/// The match as the engine replays it from the log the console's API gives.
async fn game(b: &Browser, id: i64) -> Game {
    let (status, _, bytes) = b.download(&format!("/api/v1/matches/{id}/log")).await;
    assert_eq!(status, 200, "the log downloads");
    match AnyLog::parse(&String::from_utf8_lossy(&bytes)).expect("a log") {
        AnyLog::Teg(l) => teg::replay(&l).expect("it replays"),
        _ => panic!("not a T.E.G. log"),
    }
}

fn slug(t: TerritoryId) -> String {
    Map::teg_revancha().territory(t).slug.clone()
}

/// Six players to the common objective, in Spanish.
pub async fn six_players(driver: &Driver, server: &Server) {
    let mut b = driver.browser("teg6", 390, 844).await.at(&server.base);
    // The language switch, before signing in: Spanish for the rest of the visit. (Signed
    // in, the switch also stores the language on the account, whose column still
    // refuses `es`: a 500 the lead knows of.)
    b.goto("/login").await;
    b.submit("form[action='/lang'] button[value=es]").await;
    organizer(&mut b, server).await;
    b.goto("/console/new?ruleset=teg-revancha").await;
    assert!(b.has("html[lang=es]").await, "the page is in Spanish");
    assert!(
        b.text("body").await.contains("Jugadores"),
        "the form speaks Spanish"
    );
    let names = ["Ana", "Beto", "Carla", "Diego", "Eva", "Fito"];
    b.fill("#label", "T.E.G. 1").await;
    b.select("#seats", "6").await;
    for (i, n) in names.iter().enumerate() {
        b.fill(&format!("#name{i}"), n).await;
    }
    b.click("input[name=objectives][value=none]").await;
    b.click("details.settings summary").await;
    b.fill("#common_objective", "13").await;
    b.submit("form[action='/console/new'] button[type=submit]")
        .await;
    let path = b.path().await;
    let id: i64 = path
        .strip_prefix("/console/m/")
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("the new match opens its console, not {path}"));
    assert!(b.has("#panel.teg").await, "the T.E.G. panel");
    assert!(
        b.text("#panel").await.contains("Ejércitos iniciales"),
        "{}",
        b.text("#panel").await
    );
    b.check_360("teg-placement").await;

    // Ana's launcher and, for everyone else, their country nearest to it.
    let g = game(&b, id).await;
    let launcher = members(g.countries_of(0)).next().unwrap();
    let stack = |s: u8| {
        members(g.countries_of(s))
            .min_by_key(|c| g.distance(launcher, *c, 3, &[]).unwrap_or(9))
            .unwrap()
    };

    // Twelve placement turns: one tap each, the first also buys the missile.
    let mut cost = Cost::default();
    let l = slug(launcher);
    tap(&b, "#panel details.buy summary", &mut cost).await;
    type_number(&b, &format!("#p_{l}"), 2, &mut cost).await;
    type_number(&b, &format!("#m_{l}"), 1, &mut cost).await;
    send(&mut b, "#panel form.place button.sticky-go", &mut cost).await;
    let first = cost;
    let mut turns = 1;
    while b.has("#panel form.place").await && g.round() == 0 && turns < 12 {
        let seat: u8 = b
            .js(
                "return document.getElementById('panel').getAttribute('data-seat')",
                vec![],
            )
            .await
            .as_str()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        let to = if seat == 0 { launcher } else { stack(seat) };
        send(
            &mut b,
            &format!(
                "#panel form.place .step[data-slug='{}'] button.all",
                slug(to)
            ),
            &mut cost,
        )
        .await;
        turns += 1;
    }
    let placing = cost.since(first);
    say(&format!(
        "teg: the first placement turn with a missile bought in {} taps + {} typed; the other {} turns in {} taps, {} page loads",
        first.taps,
        first.typed,
        turns - 1,
        placing.taps,
        placing.loads
    ));

    // Round 1: Ana turns the card (one tap); it shows on top of the page.
    let turn = cost;
    send(
        &mut b,
        "#panel form.situation-pick button[value=combate_clasico]",
        &mut cost,
    )
    .await;
    assert!(
        b.text("#situation").await.contains("Combate clásico"),
        "{}",
        b.text("#situation").await
    );

    // The missile: on the board with its ranges, fired in one tap.
    assert!(
        b.has("#boardwrap .missile-badge").await,
        "the missile is drawn"
    );
    assert!(
        b.has("#boardwrap .range-ring").await,
        "its ranges are drawn"
    );
    b.screenshot("teg-missile").await;
    let before = game(&b, id).await;
    send(&mut b, "#missile_form button", &mut cost).await;
    let after = game(&b, id).await;
    assert_eq!(
        after.missiles_in(launcher),
        before.missiles_in(launcher) - 1
    );

    // A world pact between Ana and Carla, recorded by the referee (Fair Play: in a
    // party's turn).
    tap(&b, "#pacts details.pact-new summary", &mut cost).await;
    b.select("#pact_kind", "world").await;
    b.select("#pact_party0", "0").await;
    b.select("#pact_party1", "2").await;
    cost.taps += 3;
    send(&mut b, "#pacts form.pact button", &mut cost).await;
    let pacts = b.text("#pacts").await;
    assert!(pacts.contains("Pacto mundial"), "{pacts}");
    assert!(
        pacts.contains("ni ataques ni misiles entre ellos"),
        "{pacts}"
    );

    // Throws on the weakest country the engine offers (one tap for the route, one a
    // throw, the defender losing), the move-in; 13 countries: the common objective.
    let now = game(&b, id).await;
    let pick = now
        .choices()
        .attacks
        .into_iter()
        .min_by_key(|a| {
            (
                now.armies_in(a.to),
                std::cmp::Reverse(now.armies_in(a.from)),
            )
        })
        .expect("an attack is offered");
    b.select(
        "#attack_route",
        &format!("{}>{}", slug(pick.from), slug(pick.to)),
    )
    .await;
    // (chromedriver's option pick fires no `change`: a thumb's does.)
    b.js(
        "document.getElementById('attack_route').dispatchEvent(new Event('change', {bubbles: true})); return null",
        vec![],
    )
    .await;
    cost.taps += 1;
    let mut throws = 0;
    b.allow("422");
    while !b.has("#panel form.occupy").await {
        assert!(throws < 20, "the conquest takes a few throws");
        let shown = b
            .js(
                "var o = document.querySelector('#attack_route'); var r = document.querySelector('#attack_form .throws:not([hidden])'); return (o ? o.value + ' a=' + o.options[o.selectedIndex].getAttribute('data-a') + ' d=' + o.options[o.selectedIndex].getAttribute('data-d') : '') + ' row=' + (r ? r.getAttribute('data-dice') : '')",
                vec![],
            )
            .await;
        send(
            &mut b,
            "#attack_form .throws:not([hidden]) button[value*=',0,']",
            &mut cost,
        )
        .await;
        throws += 1;
        let alert = b
            .js("var a = document.querySelector('#live-console p.alert'); return a ? a.textContent : ''", vec![])
            .await;
        assert_eq!(alert.as_str(), Some(""), "the throw {shown} was refused");
    }
    b.forbid_all();
    send(&mut b, "#panel form.occupy button[name=armies]", &mut cost).await;
    let round = cost.since(turn);
    say(&format!(
        "teg: Ana's turn (situation card, a missile, a pact, a throw, the move-in) in {} taps, {} page loads",
        round.taps, round.loads
    ));
    let g = game(&b, id).await;
    assert!(
        g.finished(),
        "13 countries: the common objective ends the match"
    );
    assert_eq!(g.winner().map(|w| w.0), Some(0));
    assert!(
        b.text("#bar").await.to_lowercase().contains("ana") || b.has(".results").await,
        "the result shows"
    );
    b.check_360("teg-won").await;
    b.screenshot("teg-won").await;
}
