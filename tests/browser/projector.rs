//! Scenario 4: the projector on the club's big screen (1920×1080) shows the standings
//! change by itself, without a reload, within a second of the sign-off.
//!
//! Guarded while the projector is not in this tree: when its route answers 404 the
//! scenario says "SKIPPED" and the rest of the evening goes on.

use crate::harness::{Browser, Driver, Server, say};
use crate::organizer::Tourney;
use crate::referee::Played;
use serde_json::json;
use std::time::{Duration, Instant};

/// The promise: the standings change on the projector within a second of the
/// sign-off (measured from the moment the signing page came back).
const DEADLINE: Duration = Duration::from_secs(1);

/// The projector page, opened before the sign-off, and its text then.
pub struct Projector {
    browser: Browser,
    before: String,
}

/// Opens the projector, or returns `None` (loudly) when it is not built.
pub async fn open(driver: &Driver, server: &Server, t: &Tourney) -> Option<Projector> {
    let path = format!("/tournaments/{}/projector", t.id);
    if !server.has_route(&path) {
        say(&format!(
            "SKIPPED: projector not built ({path} answers 404)"
        ));
        return None;
    }
    let mut browser = driver
        .browser("projector", 1920, 1080)
        .await
        .at(&server.base);
    browser.goto(&path).await;
    browser.page("projector-before").await;
    browser
        .js("window.__arbitroStay = 1; return null", vec![])
        .await;
    let before = browser.text("main").await;
    Some(Projector { browser, before })
}

/// Waits for the projector's standings to change; checks it was not reloaded, that it
/// names the winner, and how long it took.
pub async fn check_update(projector: Option<Projector>, signed_at: Instant, played: &Played) {
    let Some(Projector {
        mut browser,
        before,
    }) = projector
    else {
        return;
    };
    let mut after = String::new();
    let mut changed_at = None;
    while signed_at.elapsed() < DEADLINE * 10 {
        let now = browser.text("main").await;
        if now != before {
            changed_at = Some(signed_at.elapsed());
            after = now;
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    let took = changed_at.unwrap_or_else(|| panic!("the projector never changed:\n{before}"));
    say(&format!(
        "the projector changed {} ms after the sign-off",
        took.as_millis()
    ));
    let stayed = browser
        .js("return window.__arbitroStay === 1", vec![])
        .await;
    assert_eq!(
        stayed,
        json!(true),
        "the projector updated without a reload"
    );
    assert!(
        took <= DEADLINE,
        "the projector took {took:?} (more than {DEADLINE:?}) to show the result"
    );
    assert!(
        after.contains(played.winner()),
        "the projector names {}",
        played.winner()
    );
    browser.page("projector").await;
    browser.close().await;
}
