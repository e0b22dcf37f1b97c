//! The whole club evening in a real browser (issue #8): Chromium driven through
//! chromedriver against the real `arbitro` binary on a free loopback port with a fresh
//! database. One test plays the scenarios in order, since each builds on the last:
//!
//! 1. first start: the organizer sets a password from the setup link and logs in;
//! 2. a tournament, 4 teams by CSV, round 1 paired, a referee assigned to each table on
//!    the draft, published; each referee opens their own table and not the other;
//! 3. a referee on a 390×844 phone plays a whole match (digital draft on four players'
//!    phones, placement, rounds, declarations, a trade, attacks, occupation, the move,
//!    a refused action, an undo, the clock's call, supplementary chances, sign-off);
//! 4. the projector (1920×1080) shows the standings change without a reload, and every
//!    screen of its cycle fits without scrolling;
//! 5. the organizer downloads the CSV, XLSX and JSON exports and their contents are
//!    checked;
//! 6. throughout, and on every other page (public pages, settings, team edit, match
//!    corrections, change log, print pages, import, confirmations): no console error or
//!    failed request, no sideways scroll at 360 px (the projector: none at 1920×1080);
//! 7. one phone tab opens ten live pages in a row and each loads in under a second
//!    (their event streams let go of the connection in the back/forward cache).
//!
//! Screenshots land in `target/screenshots/`. Without Chromium the suite says so loudly
//! and passes, except in CI (`CI=true`), where a missing browser fails it. See
//! `docs/BROWSER-TESTS.md`.

#[path = "browser/championship.rs"]
mod championship;
#[path = "browser/circuits.rs"]
mod circuits;
#[path = "browser/classic.rs"]
mod classic;
#[path = "browser/exports.rs"]
mod exports;
#[path = "browser/harness.rs"]
mod harness;
#[path = "browser/individual.rs"]
mod individual;
#[path = "browser/league.rs"]
mod league;
#[path = "browser/live_pages.rs"]
mod live_pages;
#[path = "browser/organizer.rs"]
mod organizer;
#[path = "browser/pages.rs"]
mod pages;
#[path = "browser/projector.rs"]
mod projector;
#[path = "web/r2210_drive.rs"]
mod r2210_drive;
#[path = "browser/referee.rs"]
mod referee;
#[path = "browser/risk2210.rs"]
mod risk2210;
#[path = "browser/season.rs"]
mod season;
#[path = "browser/tapping.rs"]
mod tapping;
#[path = "browser/teg.rs"]
mod teg;
#[path = "browser/torneo.rs"]
mod torneo;
#[path = "browser/wifi.rs"]
mod wifi;

use harness::{Driver, Server};
use std::time::{Duration, Instant};

/// The whole run must finish within this (the budget is 10 minutes in CI,
/// build included).
const BUDGET: Duration = Duration::from_secs(8 * 60);

/// How many browser scenarios run at once: 2 (a 2-core machine keeps both busy, as
/// one scenario mostly waits on one Chromium renderer), or `ARBITRO_BROWSERS_AT_ONCE`.
/// The figures the scenarios print (the projector's delay, page load times) are then
/// taken on a busier machine; the only one asserted, a live page's load under a second,
/// has ample room (docs/BROWSER-TESTS.md, "Time").
fn at_once() -> &'static tokio::sync::Semaphore {
    static AT_ONCE: std::sync::OnceLock<tokio::sync::Semaphore> = std::sync::OnceLock::new();
    AT_ONCE.get_or_init(|| {
        let n = std::env::var("ARBITRO_BROWSERS_AT_ONCE")
            .ok()
            .and_then(|v| v.parse().ok())
            .filter(|&n| n > 0)
            .unwrap_or(2);
        tokio::sync::Semaphore::new(n)
    })
}

/// Waits for a turn to run a browser scenario (see [`at_once`]).
async fn turn() -> tokio::sync::SemaphorePermit<'static> {
    at_once()
        .acquire()
        .await
        .unwrap_or_else(|e| panic!("the scenarios' semaphore: {e}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_console_on_bad_wifi_records_once() {
    let Some(tools) = harness::tools() else {
        harness::say("BROWSER TESTS NOT RUN: see a_club_evening_in_chromium");
        return;
    };
    let _turn = turn().await;
    let run = tokio::time::timeout(
        BUDGET,
        harness::spent::scope("the bad Wi-Fi scenario", wifi::run(&tools)),
    )
    .await;
    assert!(run.is_ok(), "the bad Wi-Fi scenario ran over {BUDGET:?}");
}

/// A browser scenario on its own server and browser: said and skipped without
/// Chromium (the club evening below fails instead in CI), two at a time, within the
/// budget.
macro_rules! scenario {
    ($name:ident, $what:literal, |$driver:ident, $server:ident| $body:block) => {
        #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
        async fn $name() {
            let Some(tools) = harness::tools() else {
                harness::say("BROWSER TESTS NOT RUN: see a_club_evening_in_chromium");
                return;
            };
            let _turn = turn().await;
            let run = tokio::time::timeout(
                BUDGET,
                harness::spent::scope($what, async {
                    let $server = Server::start();
                    let $driver = Driver::start(&tools);
                    $body
                }),
            )
            .await;
            assert!(run.is_ok(), "{} ran over {BUDGET:?}", $what);
        }
    };
}

scenario!(
    a_classic_match_on_a_phone,
    "the classic matches",
    |driver, server| {
        classic::four_players(&driver, &server).await;
        classic::two_players(&driver, &server).await;
    }
);

scenario!(
    a_season_of_evenings_in_chromium,
    "the season",
    |driver, server| {
        season::run(&driver, &server).await;
    }
);

scenario!(
    a_circuit_and_a_player_page_in_chromium,
    "the circuit",
    |driver, server| {
        circuits::run(&driver, &server).await;
    }
);

scenario!(
    a_team_championship_in_chromium,
    "the team championship",
    |driver, server| {
        championship::run(&driver, &server).await;
    }
);

scenario!(
    a_club_league_in_chromium,
    "the club league",
    |driver, server| {
        league::run(&driver, &server).await;
    }
);

scenario!(
    a_torneo_match_on_a_phone,
    "the torneo match",
    |driver, server| {
        torneo::four_players(&driver, &server).await;
    }
);

scenario!(
    a_risk2210_match_on_a_phone,
    "the Risk 2210 match",
    |driver, server| {
        risk2210::five_players(&driver, &server).await;
    }
);

scenario!(
    the_projector_fits_and_fills_every_field,
    "the projector's fields",
    |driver, server| {
        projector::every_field(&driver, &server).await;
    }
);

scenario!(
    an_individual_evening_in_chromium,
    "the individual evening",
    |driver, server| {
        individual::run(&driver, &server).await;
    }
);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_club_evening_in_chromium() {
    let _turn = turn().await;
    let Some(tools) = harness::tools() else {
        let ci = std::env::var("CI").is_ok_and(|v| v == "true" || v == "1");
        let msg = "\n\n########################################################################\n\
                   ##  BROWSER TESTS NOT RUN: chromium and/or chromedriver are missing.   ##\n\
                   ##  Install them: apt-get install -y chromium chromium-driver          ##\n\
                   ##  (or set ARBITRO_CHROMIUM / ARBITRO_CHROMEDRIVER).                  ##\n\
                   ########################################################################\n";
        assert!(!ci, "{msg}In CI (CI=true) a missing browser is a failure.");
        harness::say(msg);
        return;
    };
    let started = Instant::now();
    let run = tokio::time::timeout(
        BUDGET,
        harness::spent::scope("the evening", evening(&tools)),
    )
    .await;
    assert!(run.is_ok(), "the browser suite ran over {BUDGET:?}");
    harness::say(&format!(
        "the evening took {:.1} s",
        started.elapsed().as_secs_f64()
    ));
}

async fn evening(tools: &harness::Tools) {
    let server = Server::start();
    let driver = Driver::start(tools);
    let t0 = Instant::now();
    let lap = |what: &str| {
        harness::say(&format!(
            "{what} done at {:.1} s",
            t0.elapsed().as_secs_f64()
        ))
    };

    // 1. First start.
    let mut org = driver
        .browser("organizer", 1280, 900)
        .await
        .at(&server.base);
    organizer::first_start(&mut org, &server).await;
    lap("1. first start");

    // 2. The tournament and round 1.
    let t = organizer::prepare_round(&mut org).await;
    lap("2. tournament, teams, round 1, referees");

    // 3. The referee's match, up to the score.
    let mut referee = driver.browser("referee", 390, 844).await.at(&server.base);
    let mut tablet = driver.browser("tablet", 1024, 1280).await.at(&server.base);
    let played = referee::play_match(&mut referee, &mut tablet, &driver, &server, &t).await;
    lap("3. the match, up to its score");

    // 4. Sign-off while the projector watches.
    let projector = projector::open(&driver, &server, &t, &played).await;
    let (clicked, returned) = referee::sign(&mut referee, &played).await;
    projector::check_update(projector, clicked, returned, &played).await;
    referee::check_public_pages(&mut referee, &mut tablet, &t, &played).await;
    lap("3-4. sign-off, projector, standings");

    // 5. Exports.
    exports::check(&mut org, &t, &played).await;
    lap("5. exports");

    // 6. The remaining pages: public, organizer's, referee's.
    pages::public(&mut tablet, &t, &played).await;
    pages::organizer(&mut org, &t, &played).await;
    pages::confirmations(&mut referee, &t).await;
    lap("6. every other page");

    // 7. Ten live pages in a row in one phone tab (issue 13): each loads in under a second.
    let mut spectator = driver.browser("spectator", 390, 844).await.at(&server.base);
    live_pages::ten_in_a_row(&mut spectator, &t, &played).await;
    spectator.close().await;
    lap("7. ten live pages in a row");

    for b in [&org, &referee, &tablet] {
        for w in &b.warnings {
            harness::say(&format!("{} console warning: {w}", b.name));
        }
    }
    org.close().await;
    referee.close().await;
    tablet.close().await;
    harness::publish_readme_screenshots();
}

// TEG Jr (issue 19): a small board built on the editor page, a 3-player match on it on
// a phone, signed.
#[path = "browser/tegjr.rs"]
mod tegjr;

scenario!(
    a_tegjr_match_on_a_club_board_on_a_phone,
    "the TEG Jr match",
    |driver, server| {
        tegjr::club_board_match(&driver, &server).await;
    }
);

// T.E.G. La Revancha (issue 17): a 6-player match in Spanish on a phone, to an objective
// win.
scenario!(
    a_teg_match_in_spanish_on_a_phone,
    "the T.E.G. match",
    |driver, server| {
        teg::six_players(&driver, &server).await;
    }
);

// T.E.G. La Revancha's alliances (issue 17): a zone, an aggression pact with its joint
// attack, and a condominium attacked against one co-owner, by taps on a phone in Spanish.
#[path = "browser/teg_pacts.rs"]
mod teg_pacts;

scenario!(
    teg_alliances_on_a_phone,
    "the T.E.G. alliances",
    |driver, server| {
        teg_pacts::alliances(&driver, &server).await;
    }
);

// The federation hub (issue 30): two clubs, each on its own server and SQLite file,
// publish to a hub on a throwaway PostgreSQL; a merge, a forged result refused, a
// correction republished; the hub's rankings, a player's plot and a club's circuit.
#[path = "browser/hub.rs"]
mod hub;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_clubs_publish_to_a_hub_in_chromium() {
    let Some(tools) = harness::tools() else {
        let ci = std::env::var("CI").is_ok_and(|v| v == "true" || v == "1");
        assert!(!ci, "the hub scenario needs chromium in CI (CI=true)");
        harness::say("BROWSER TESTS NOT RUN: see a_club_evening_in_chromium");
        return;
    };
    let _turn = turn().await;
    let run = tokio::time::timeout(
        BUDGET,
        harness::spent::scope("the hub scenario", hub::run(&tools)),
    )
    .await;
    assert!(run.is_ok(), "the hub scenario ran over {BUDGET:?}");
}
