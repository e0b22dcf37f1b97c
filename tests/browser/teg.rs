//! T.E.G. La Revancha on a 390×844 phone, in Spanish (issue 17): the organizer switches
//! the interface to Spanish, creates a 6-player match on the console's form (the app
//! deals the 72 countries and the secret objectives; the common objective set to 14
//! countries, two conquests more than the 12 each player is dealt), and the referee
//! records on the phone the twelve placement turns (one tap each; the first buys a
//! missile), round 1's situation card (checked in the banner on top of the page), the
//! missile drawn on the board with its range rings and fired, a world pact between Ana
//! and another player (listed with what it forbids; the attack it covers is no longer
//! offered, and posted anyway it is refused naming the pact). An aggression pact, its
//! joint attack and the condominium it makes go through the match API (the panel does
//! not offer them yet), as do the other players' turns; then Ana's round-2 turn on the
//! phone: her incorporation in one tap, one-tap throws with the route picked on the
//! board (the row of outcome buttons checked against the dice the route allows before
//! every throw), the move-ins, and "Ana ha cumplido su objetivo" in the banner the
//! moment her 14th country is taken; the score and the sign-off follow. The taps of
//! each kind of turn are counted and printed (`docs/BROWSER-TESTS.md` quotes them).

use crate::harness::{Browser, Driver, Server, say};
use crate::tapping::{Cost, send, tap, tap_map, type_number};
use arbitro::engine::any::AnyLog;
use arbitro::engine::map::{Map, TerritoryId, members};
use arbitro::engine::table::Table;
use arbitro::engine::teg::{self, Game, WinReason};
use serde_json::{Value as Json, json};

const NAMES: [&str; 6] = ["Ana", "Beto", "Carla", "Diego", "Eva", "Fito"];

async fn organizer(b: &mut Browser, server: &Server) {
    b.goto(&server.setup_link).await;
    b.fill("#username", "org").await;
    b.fill("#password", "a long enough password").await;
    b.fill("#password_confirm", "a long enough password").await;
    b.submit("form[action^='/setup/'] button[type=submit]")
        .await;
}

/// GET or POST through the signed-in page (same origin, the page's CSRF token):
/// `[status, body]`.
async fn api(b: &Browser, method: &str, path: &str, body: Option<Json>) -> Json {
    b.client
        .execute_async(
            "const [m, p, body, done] = arguments; const t = document.querySelector('input[name=_csrf]'); fetch(p, {method: m, credentials: 'same-origin', headers: {'content-type': 'application/json', 'x-csrf-token': t ? t.value : ''}, body: body === null ? undefined : JSON.stringify(body)}).then(r => r.text().then(x => done([r.status, x])), e => done([0, String(e)]));",
            vec![json!(method), json!(path), body.unwrap_or(Json::Null)],
        )
        .await
        .unwrap_or_else(|e| panic!("{method} {path}: {e}"))
}

/// Posts one action through the match API with the table's entry count: its status and
/// answer.
async fn post(b: &Browser, id: i64, action: Json) -> (u64, Json) {
    let r = api(b, "GET", &format!("/api/v1/matches/{id}"), None).await;
    let state: Json = serde_json::from_str(r[1].as_str().unwrap_or("{}")).unwrap_or_default();
    let expected = state["entries"].as_u64().expect("the entry count");
    let body = json!({"expected": expected, "action": action});
    let r = api(
        b,
        "POST",
        &format!("/api/v1/matches/{id}/actions"),
        Some(body),
    )
    .await;
    let answer = serde_json::from_str(r[1].as_str().unwrap_or("")).unwrap_or(Json::Null);
    (r[0].as_u64().unwrap_or(0), answer)
}

/// Posts an action that must be recorded.
async fn record(b: &Browser, id: i64, action: Json) {
    let (status, answer) = post(b, id, action.clone()).await;
    assert_eq!(status, 200, "{action}: {answer}");
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

/// Who does what, chosen from the deal: the country `target` of a third player
/// (`victim`) next to Ana's `ana` (her launcher and stack) and to Beto's `beto` (his
/// stack), for the aggression pact; the pact partner `partner`, who holds `covered`
/// next to Ana's stack; `front`, another neighbour of Ana's stack (not Beto's), reinforced by its
/// owner in round 2 so that Ana's first conquest there takes throws of 3 dice a side, with
/// one more country she may attack after it.
struct Plan {
    ana: TerritoryId,
    beto: TerritoryId,
    target: TerritoryId,
    victim: u8,
    partner: u8,
    covered: TerritoryId,
    front: TerritoryId,
}

fn plan(g: &Game) -> Option<Plan> {
    for victim in 2..6u8 {
        for target in members(g.countries_of(victim)) {
            let near = |s: u8| members(g.neighbour_set(target) & g.countries_of(s)).next();
            let (Some(ana), Some(beto)) = (near(0), near(1)) else {
                continue;
            };
            let partner = (2..6u8).filter(|s| *s != victim).find_map(|s| {
                members(g.neighbour_set(ana) & g.countries_of(s))
                    .next()
                    .map(|c| (s, c))
            });
            let Some((partner, covered)) = partner else {
                continue;
            };
            // Attackable in round 2: held by neither Ana, Beto (the truce) nor the
            // partner (the world pact), and not the condominium.
            let open =
                |c: TerritoryId| c != target && g.holder(c).is_some_and(|s| s > 1 && s != partner);
            // Two conquests reach 14 countries: the front, then one more from the stack
            // or from the front (a deal with the stack walled in by allies is passed over).
            let front = members(g.neighbour_set(ana))
                .filter(|c| open(*c))
                .find(|f| {
                    members(g.neighbour_set(ana) | g.neighbour_set(*f)).any(|c| c != *f && open(c))
                });
            if let Some(front) = front {
                return Some(Plan {
                    ana,
                    beto,
                    target,
                    victim,
                    partner,
                    covered,
                    front,
                });
            }
        }
    }
    None
}

/// The seat the panel is for.
async fn panel_seat(b: &Browser) -> u8 {
    b.js(
        "return document.getElementById('panel').getAttribute('data-seat')",
        vec![],
    )
    .await
    .as_str()
    .and_then(|s| s.parse().ok())
    .unwrap_or(9)
}

/// The twelve placement turns on the phone, one tap each (the first also buys Ana's
/// missile): Ana and Beto stack where the aggression pact will need them, the partner
/// next to Ana, the others away from the target.
async fn placements(b: &mut Browser, g: &Game, p: &Plan, cost: &mut Cost) {
    let a = slug(p.ana);
    tap(b, "#panel details.buy summary", cost).await;
    type_number(b, &format!("#p_{a}"), 2, cost).await;
    type_number(b, &format!("#m_{a}"), 1, cost).await;
    send(b, "#panel form.place button.sticky-go", cost).await;
    let first = *cost;
    for _ in 1..12 {
        assert!(b.has("#panel form.place").await, "a placement turn");
        let seat = panel_seat(b).await;
        let to = match seat {
            0 => p.ana,
            1 => p.beto,
            s if s == p.partner => p.covered,
            s => members(g.countries_of(s))
                .find(|c| *c != p.target && *c != p.front)
                .unwrap(),
        };
        let css = format!(
            "#panel form.place .step[data-slug='{}'] button.all",
            slug(to)
        );
        send(b, &css, cost).await;
    }
    let rest = cost.since(first);
    say(&format!(
        "teg: the first placement turn with a missile bought in {} taps + {} typed; the other 11 in {} taps, {} page loads",
        first.taps, first.typed, rest.taps, rest.loads
    ));
}

/// The other players' turns through the API (the opener's situation card, each
/// incorporation on `front` or the player's first country, the end of the turn) until
/// Ana's incorporation is due.
async fn others(b: &mut Browser, id: i64, front: TerritoryId) -> u32 {
    let mut turns = 0;
    loop {
        let g = game(b, id).await;
        let seat = g.current();
        let c = g.choices();
        let action = if !g.situation_choices().is_empty() {
            json!({"seat": seat, "type": "situation", "card": "combate_clasico"})
        } else if c.place_armies > 0 {
            if seat == 0 {
                break;
            }
            let to = if c.place_on.contains(&front) {
                front
            } else {
                c.place_on[0]
            };
            json!({"seat": seat, "type": "place", "armies": {slug(to): c.place_armies}})
        } else {
            turns += 1;
            json!({"seat": seat, "type": "end_turn"})
        };
        record(b, id, action).await;
    }
    b.goto(&format!("/console/m/{id}")).await;
    turns
}

/// Picks on the board (two taps) the attack on `to` or else the weakest offered, then
/// throws, one tap each, the attacker losing nothing, until the country falls; before
/// each throw the row of buttons shown must be the dice the route allows.
async fn conquer(b: &mut Browser, id: i64, to: Option<TerritoryId>, cost: &mut Cost) -> u32 {
    let g = game(b, id).await;
    let pick = g
        .choices()
        .attacks
        .into_iter()
        .filter(|a| to.is_none_or(|t| a.to == t))
        .min_by_key(|a| (g.armies_in(a.to), std::cmp::Reverse(g.armies_in(a.from))))
        .expect("an attack is offered");
    tap_map(b, &slug(pick.from), cost).await;
    tap_map(b, &slug(pick.to), cost).await;
    let mut throws = 0;
    loop {
        if b.has("#panel form.occupy").await {
            send(b, "#panel form.occupy button[name=armies]:last-child", cost).await;
            return throws;
        }
        if b.has("#situation .won").await {
            return throws;
        }
        assert!(throws < 20, "the conquest takes a few throws");
        let shown = b
            .js(
                "var o = document.querySelector('#attack_route'); var s = o.options[o.selectedIndex]; var r = document.querySelectorAll('#attack_form .throws:not([hidden])'); return [o.value, s.getAttribute('data-a') + '-' + s.getAttribute('data-d'), Array.from(r).map(x => x.getAttribute('data-dice')).join(' ')]",
                vec![],
            )
            .await;
        assert_eq!(
            shown[0].as_str(),
            Some(format!("{}>{}", slug(pick.from), slug(pick.to)).as_str()),
            "the route picked on the board"
        );
        assert_eq!(shown[1], shown[2], "the row shown is the route's dice");
        send(
            b,
            "#attack_form .throws:not([hidden]) button[value*=',0,']",
            cost,
        )
        .await;
        throws += 1;
        let alert = b
            .js("var a = document.querySelector('#live-console p.alert'); return a ? a.textContent : ''", vec![])
            .await;
        assert_eq!(alert.as_str(), Some(""), "throw {throws} was refused");
    }
}

/// Six players to the common objective, in Spanish.
pub async fn six_players(driver: &Driver, server: &Server) {
    let mut b = driver.browser("teg6", 390, 844).await.at(&server.base);
    b.goto("/login").await;
    b.submit("form[action='/lang'] button[value=es]").await;
    organizer(&mut b, server).await;
    // The app deals at random: a deal without the countries the plan needs (rare) is
    // left and a new match opened, as an organizer would.
    let mut tries = 0;
    let (id, g, p) = loop {
        b.goto("/console/new?ruleset=teg-revancha").await;
        assert!(b.has("html[lang=es]").await, "the page is in Spanish");
        b.fill("#label", "T.E.G. 1").await;
        b.select("#seats", "6").await;
        for (i, n) in NAMES.iter().enumerate() {
            b.fill(&format!("#name{i}"), n).await;
        }
        b.click("details.settings summary").await;
        b.fill("#common_objective", "14").await;
        b.submit("form[action='/console/new'] button[type=submit]")
            .await;
        let path = b.path().await;
        let id: i64 = path
            .strip_prefix("/console/m/")
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("the new match opens its console, not {path}"));
        assert!(b.has("#panel.teg").await, "the T.E.G. panel");
        let text = b.text("#panel").await;
        assert!(text.contains("Ejércitos iniciales"), "{text}");
        b.check_360("teg-placement").await;
        let g = game(&b, id).await;
        assert_eq!(g.common_objective(), 14);
        if let Some(p) = plan(&g) {
            break (id, g, p);
        }
        tries += 1;
        assert!(tries < 20, "no deal in 20 had the plan's countries");
    };
    let mut cost = Cost::default();
    placements(&mut b, &g, &p, &mut cost).await;

    // Round 1, Ana's turn: the situation card in one tap, in the banner on top.
    let turn = cost;
    send(
        &mut b,
        "#panel form.situation-pick button[value=combate_clasico]",
        &mut cost,
    )
    .await;
    let banner = b.text("#situation").await;
    assert!(banner.contains("Combate clásico"), "{banner}");

    // The missile: on the board with its range rings, fired in one tap.
    assert!(b.has("#boardwrap .missile-badge").await, "the missile");
    assert!(b.has("#boardwrap .range-ring").await, "its range rings");
    b.screenshot("teg-missile").await;
    send(&mut b, "#missile_form button", &mut cost).await;
    assert_eq!(game(&b, id).await.missiles_in(p.ana), 0, "the missile flew");

    // A world pact between Ana and the partner, recorded by the referee in Ana's turn.
    tap(&b, "#pacts details.pact-new summary", &mut cost).await;
    b.select("#pact_kind", "world").await;
    b.select("#pact_party0", "0").await;
    b.select("#pact_party1", &p.partner.to_string()).await;
    cost.taps += 3;
    send(&mut b, "#pacts form.pact button", &mut cost).await;
    let partner = NAMES[usize::from(p.partner)];
    let pacts = b.text("#pacts").await;
    assert!(
        pacts.contains("Pacto mundial") && pacts.contains(partner),
        "{pacts}"
    );
    assert!(
        pacts.contains("ni ataques ni misiles entre ellos"),
        "{pacts}"
    );
    let round1 = cost.since(turn);
    // The attack it covers is not offered; posted anyway, it is refused naming the pact.
    let covered = format!("{}>{}", slug(p.ana), slug(p.covered));
    assert!(
        !b.has(&format!("#attack_route option[value='{covered}']"))
            .await,
        "the pact's attack is not offered"
    );
    b.allow("422");
    let (status, answer) = post(
        &b,
        id,
        json!({"seat": 0, "type": "attack", "from": slug(p.ana), "to": slug(p.covered),
               "losses": {"attacker": 0, "defender": 1}}),
    )
    .await;
    let said = answer["message_es"].as_str().unwrap_or("");
    assert_eq!(status, 422, "{answer}");
    assert!(
        said.contains("El pacto") && said.contains("Ana") && said.contains(partner),
        "{answer}"
    );
    b.check_console("the refused attack").await;
    b.forbid_all();

    // The aggression pact, its joint attack and the condominium, through the API.
    let (ana, beto, target) = (slug(p.ana), slug(p.beto), slug(p.target));
    record(
        &b,
        id,
        json!({"type": "aggression_pact", "leader": 0, "ally": 1, "target": target,
               "from": {"0": ana, "1": beto}}),
    )
    .await;
    record(
        &b,
        id,
        json!({"seat": 0, "type": "attack", "from": ana, "to": target,
               "losses": {"attacker": 0, "defender": 1}}),
    )
    .await;
    record(
        &b,
        id,
        json!({"type": "occupy_condominium", "armies": {"0": 1, "1": 1}}),
    )
    .await;
    let g = game(&b, id).await;
    assert!(
        g.condominium(p.target).is_some(),
        "a condominium of Ana and Beto"
    );
    b.goto(&format!("/console/m/{id}")).await;
    let pacts = b.text("#pacts").await;
    assert!(pacts.contains("Pacto de condominio"), "{pacts}");
    b.screenshot("teg-condominium").await;
    say(&format!(
        "teg: Ana's round-1 turn on the phone (situation card, missile, world pact) in {} taps, {} page loads; the condominium of Ana and Beto on {} ({} attacked) through the API",
        round1.taps,
        round1.loads,
        target,
        NAMES[usize::from(p.victim)]
    ));

    // Ana ends her turn, the others play theirs, round 2 opens: through the API.
    record(&b, id, json!({"seat": 0, "type": "end_turn"})).await;
    let api_turns = others(&mut b, id, p.front).await;

    // Ana's round-2 turn on the phone: her incorporation on the country next to the
    // weakest country she may attack, in one tap, then conquests to 14 countries.
    let turn = cost;
    let g = game(&b, id).await;
    assert_eq!((g.round(), g.current()), (2, 0));
    // The front was reinforced: a route of 3 dice against 3.
    assert!(g.armies_in(p.front) >= 4, "the front reinforced");
    send(
        &mut b,
        &format!(
            "#panel form.place .step[data-slug='{}'] button.all",
            slug(p.ana)
        ),
        &mut cost,
    )
    .await;
    // The front: several throws on the route kept ("Atacar de nuevo").
    let mut throws = conquer(&mut b, id, Some(p.front), &mut cost).await;
    assert!(throws >= 2, "the front takes more than one throw");
    while !b.has("#situation .won").await {
        assert!(throws < 40, "14 countries within 40 throws");
        throws += conquer(&mut b, id, None, &mut cost).await;
    }
    let round2 = cost.since(turn);
    let won = b.text("#situation .won").await;
    assert!(won.contains("Ana ha cumplido su objetivo"), "{won}");
    let g = game(&b, id).await;
    assert_eq!(g.winner(), Some((0, WinReason::Common)));
    say(&format!(
        "teg: {api_turns} turns through the API; Ana's round-2 turn (incorporation, {throws} throws, the move-ins, the win) in {} taps, {} page loads",
        round2.taps, round2.loads
    ));
    assert_eq!(cost.loads, 0, "no page load while recording on the phone");
    b.check_360("teg-won").await;
    b.screenshot("teg-won").await;

    // The score, then the sign-off.
    let score = b.text("#score").await;
    assert!(
        score.contains("Puntaje de mesa") && !score.contains("result.line"),
        "the score, in Spanish: {score}"
    );
    b.submit("#sign").await;
    b.submit(".confirm form[action$='/sign'] button").await;
    assert!(!b.has("#sign").await, "signed: the match is locked");
    b.close().await;
}
