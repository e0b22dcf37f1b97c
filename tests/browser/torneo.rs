//! RisiKo! torneo on a 390×844 phone (issue 16): a 4-player match created on the
//! console's form (the app deals territories and secret objectives), the initial
//! placement turns, round 1 with a one-tap throw, the referee's recorded look at an
//! objective, the 90-minute call raised by the app (the server's clock shifted through
//! `--test-clock-offset-file`), the penultimate and last rounds, the sdadata's two dice
//! (two taps a roll), every objective shown in the result, and the sign-off. The taps of
//! each kind of turn are counted and printed (`docs/CONSOLE.md` quotes them).

use crate::harness::{Browser, Driver, Server, say};
use crate::tapping::{Cost, send, tap};

async fn organizer(b: &mut Browser, server: &Server) {
    b.goto(&server.setup_link).await;
    b.fill("#username", "org").await;
    b.fill("#password", "a long enough password").await;
    b.fill("#password_confirm", "a long enough password").await;
    b.submit("form[action^='/setup/'] button[type=submit]")
        .await;
}

async fn create(b: &mut Browser, names: &[&str]) -> i64 {
    b.goto("/console/new?ruleset=risiko-torneo").await;
    b.fill("#label", "Torneo 1").await;
    b.select("#seats", &names.len().to_string()).await;
    for (i, n) in names.iter().enumerate() {
        b.fill(&format!("#name{i}"), n).await;
    }
    b.submit("form[action='/console/new'] button[type=submit]")
        .await;
    let path = b.path().await;
    path.strip_prefix("/console/m/")
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("a new torneo match opens its console, not {path}"))
}

/// What the panel asks for now, read from the page.
#[derive(Debug, PartialEq)]
enum Step {
    Sdadata,
    Occupy,
    Place,
    Attack,
    End,
    Over,
}

async fn step(b: &Browser) -> Step {
    if b.has("#score").await {
        Step::Over
    } else if b.has("#sdadata_form").await {
        Step::Sdadata
    } else if b.has("#panel form.occupy").await {
        Step::Occupy
    } else if b.has("#panel form.place").await {
        Step::Place
    } else if b.has("#attack_form .throws:not([hidden]) button").await {
        Step::Attack
    } else {
        Step::End
    }
}

/// Places the whole allowance on the first row with its "Tutti" button (one tap).
async fn place_all(b: &mut Browser, cost: &mut Cost) {
    send(b, "#panel form.place .step button.all", cost).await;
}

/// The sdadata: the two faces, one tap each; the second posts the roll.
async fn roll(b: &mut Browser, d1: u32, d2: u32, cost: &mut Cost) {
    tap(b, &format!("#sdadata_form label[for=d1_{d1}]"), cost).await;
    send(b, &format!("#sdadata_form label[for=d2_{d2}]"), cost).await;
}

/// Four players to the signed table result.
pub async fn four_players(driver: &Driver, server: &Server) {
    let mut b = driver.browser("torneo4", 390, 844).await.at(&server.base);
    organizer(&mut b, server).await;
    let id = create(&mut b, &["Anna", "Bruno", "Carla", "Dario"]).await;
    assert!(b.has("#panel.torneo").await, "the torneo panel");
    b.screenshot("torneo-placement").await;

    // The initial placement: one tap a turn of three.
    let mut cost = Cost::default();
    let mut placements = 0;
    while b.text("#bar .phase").await.contains("piazzamento iniziale") {
        assert_eq!(step(&b).await, Step::Place, "placement turns only");
        place_all(&mut b, &mut cost).await;
        placements += 1;
    }
    say(&format!(
        "torneo: {placements} placement turns in {} taps",
        cost.taps
    ));

    // Round 1, Anna: reinforcements (one tap), one throw (one tap), the end (one tap).
    let turn = cost;
    if step(&b).await == Step::Place {
        place_all(&mut b, &mut cost).await;
    }
    if step(&b).await == Step::Attack {
        // The route (the select; on the board it is two taps), then the throw.
        let route = b
            .js(
                "return document.querySelector('#attack_route option[value]:not([value=\"\"])').value",
                vec![],
            )
            .await;
        b.select("#attack_route", route.as_str().unwrap_or_default())
            .await;
        cost.taps += 1;
        send(
            &mut b,
            "#attack_form .throws:not([hidden]) button",
            &mut cost,
        )
        .await;
        if step(&b).await == Step::Occupy {
            send(&mut b, "#panel form.occupy button[name=tanks]", &mut cost).await;
        }
    }
    b.screenshot("torneo-attack").await;

    // The referee looks at Bruno's objective: two taps, the history records it.
    tap(&b, "#objectives summary", &mut cost).await;
    send(
        &mut b,
        "#objectives button[name=seat][value='1']",
        &mut cost,
    )
    .await;
    assert!(
        b.has(".shown-objective").await,
        "Bruno's objective is shown"
    );
    b.screenshot("torneo-objective").await;
    send(&mut b, "#panel form.end button", &mut cost).await;
    assert!(!b.has(".shown-objective").await, "hidden once play goes on");
    let first = cost.since(turn);
    say(&format!(
        "torneo: Anna's first turn (reinforce, throw, look at an objective, end) in {} taps",
        first.taps
    ));

    // 91 minutes later the app raises the call: the round in progress is the penultimate.
    server.shift_clock(91 * 60);
    b.goto(&format!("/console/m/{id}")).await;
    assert!(
        b.has("#announce:not([hidden])").await,
        "the app raises the 90-minute call"
    );
    b.screenshot("torneo-call").await;
    tap(&b, "#announce summary", &mut cost).await;
    send(&mut b, "#announce form button", &mut cost).await;
    assert!(
        b.text("#panel .who-acts").await.contains("Penultimo giro"),
        "the penultimate round"
    );

    // The penultimate and last rounds, then the sdadata: two sixes go on, then a 2.
    let (mut turns, mut turn_taps, mut rolls, mut roll_taps) = (0, 0, 0, 0);
    let mut saw_last = false;
    loop {
        let now = step(&b).await;
        if now == Step::Over {
            break;
        }
        saw_last |= b.text("#panel .who-acts").await.contains("Ultimo giro");
        let before = cost;
        match now {
            Step::Over => break,
            Step::Sdadata => {
                if rolls == 0 {
                    b.screenshot("torneo-sdadata").await;
                }
                let (d1, d2) = if rolls < 2 { (6, 6) } else { (1, 1) };
                roll(&mut b, d1, d2, &mut cost).await;
                rolls += 1;
                roll_taps += cost.since(before).taps;
            }
            Step::Occupy => send(&mut b, "#panel form.occupy button[name=tanks]", &mut cost).await,
            Step::Place => {
                place_all(&mut b, &mut cost).await;
                turn_taps += 1;
            }
            Step::Attack | Step::End => {
                send(&mut b, "#panel form.end button", &mut cost).await;
                turns += 1;
                turn_taps += 1;
            }
        }
        assert!(turns < 40, "the match ends");
    }
    assert!(saw_last, "the last round is raised");
    assert_eq!(rolls, 3, "two rolls go on, the third ends the match");
    say(&format!(
        "torneo: {turns} turns (reinforce + end) in {turn_taps} taps, {rolls} sdadata rolls in {roll_taps} taps"
    ));

    // The result: every objective shown, then signed.
    let score = b.text("#score").await;
    assert_eq!(score.matches("Obiettivo").count(), 4, "{score}");
    b.screenshot("torneo-result").await;
    b.submit("#sign").await;
    b.submit(".confirm form[action$='/sign'] button").await;
    assert!(!b.has("#sign").await, "signed: the result is locked");
    b.check_360("torneo-console").await;
    b.close().await;
}
