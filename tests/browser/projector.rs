//! Scenario 4: the projector on the club's big screen (1920×1080) shows the standings
//! change by itself, without a reload, within about a second of the sign-off; and every
//! screen of its cycle fits the screen (it paginates, it never scrolls).

use crate::harness::{Browser, Driver, Server, say};
use crate::organizer::{TEAMS, Tourney};
use crate::referee::Played;
use serde_json::{Value as Json, json};
use std::time::{Duration, Instant};

/// The issue's promise: the standings change on the projector within a second of the
/// sign-off. The figure is measured and printed on every run.
const PROMISE: Duration = Duration::from_secs(1);

/// What the test insists on: a loaded CI machine (2 cores shared by a debug server and
/// several Chromium processes) may take longer than the promise, but a projector that
/// has not updated after this has missed the event.
const BOUND: Duration = Duration::from_secs(5);

/// How long to keep looking before giving up with a message.
const GIVE_UP: Duration = Duration::from_secs(15);

/// The screen shown and the first standings line, read from the live page.
const READ: &str = r"
const shown = document.querySelector('#projector .step:not([hidden])');
const first = document.querySelector('#projector .step[data-key=standings-1] table.standings tr.line');
return {
  key: shown ? shown.getAttribute('data-key') : null,
  first: first ? [...first.cells].map(c => c.textContent.trim()) : [],
  stay: window.__arbitroStay === 1,
};
";

/// The projector page, opened before the sign-off.
pub struct Projector {
    browser: Browser,
}

/// Opens the projector on its standings screen, with a slow pace so that the screen
/// stays up while the test watches it (the cycle is checked afterwards, by key).
pub async fn open(driver: &Driver, server: &Server, t: &Tourney, played: &Played) -> Projector {
    let mut browser = driver
        .browser("projector", 1920, 1080)
        .await
        .at(&server.base);
    browser
        .goto(&format!(
            "/tournaments/{}/projector?pace=120#standings-1",
            t.id
        ))
        .await;
    // Full screen on the beamer: the page itself is 1920×1080.
    browser.viewport(1920, 1080).await;
    let before = browser.js(READ, vec![]).await;
    assert_eq!(
        before["key"],
        json!("standings-1"),
        "the projector starts on the screen named in its address: {before}"
    );
    assert!(
        !shows_result(&before["first"], played),
        "before the sign-off the projector does not count the match yet: {before}"
    );
    let teams = browser.text(".step[data-key=standings-1] table").await;
    for team in TEAMS {
        assert!(teams.contains(team[0]), "the standings list {}", team[0]);
    }
    fits(&browser, "standings-1").await;
    browser.screenshot("projector-before").await;
    browser.check_console("the projector").await;
    browser
        .js("window.__arbitroStay = 1; return null", vec![])
        .await;
    Projector { browser }
}

/// True when `first` (a standings line: rank, team, match points, total, difference)
/// ranks the winner first with the score the referee signed.
fn shows_result(first: &Json, played: &Played) -> bool {
    let cell = |i: usize| first[i].as_str().unwrap_or("");
    let (winner, score) = &played.ranking[0];
    cell(0) == "1" && cell(1) == winner && cell(3) == score.to_string()
}

/// The screen shown fits 1920×1080: no scrolling, nothing past the window's edges.
async fn fits(b: &Browser, key: &str) {
    let r = b
        .js(
            "const d = document.documentElement;
             const out = [...document.querySelectorAll('#projector .step:not([hidden]) *')]
               .filter(e => { const r = e.getBoundingClientRect();
                              return r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5; })
               .slice(0, 5).map(e => e.tagName.toLowerCase() + (typeof e.className === 'string' && e.className ? '.' + e.className : ''));
             return {sw: d.scrollWidth, cw: d.clientWidth, sh: d.scrollHeight, ch: d.clientHeight, out,
                     inner: [innerWidth, innerHeight]};",
            vec![],
        )
        .await;
    let scrolls = r["sw"].as_i64() > r["cw"].as_i64() || r["sh"].as_i64() > r["ch"].as_i64();
    let out = r["out"].as_array().map_or(0, Vec::len);
    assert!(
        !scrolls && out == 0,
        "the projector's {key} screen does not fit 1920×1080: {r}"
    );
}

/// Waits for the projector's standings to show the signed result; checks it was not
/// reloaded and how long it took; then steps through the whole cycle.
///
/// `clicked`: when the referee tapped *Firma*; `returned`: when the signed page came
/// back.
pub async fn check_update(
    projector: Projector,
    clicked: Instant,
    returned: Instant,
    played: &Played,
) {
    let Projector { mut browser } = projector;
    let mut seen = None;
    let mut last = Json::Null;
    while clicked.elapsed() < GIVE_UP {
        last = browser.js(READ, vec![]).await;
        if last["key"] == json!("standings-1") && shows_result(&last["first"], played) {
            seen = Some(Instant::now());
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let seen = seen.unwrap_or_else(|| {
        panic!(
            "the projector did not show {}'s win within {GIVE_UP:?}: {last}",
            played.winner()
        )
    });
    let from_click = seen - clicked;
    let from_page = seen.saturating_duration_since(returned);
    say(&format!(
        "the projector showed the new standings {} ms after the sign-off was tapped ({} ms after the signed page came back; promise {} ms: {})",
        from_click.as_millis(),
        from_page.as_millis(),
        PROMISE.as_millis(),
        if from_click <= PROMISE {
            "kept"
        } else {
            "missed on this run"
        }
    ));
    assert_eq!(
        last["stay"],
        json!(true),
        "the projector updated without a reload"
    );
    assert!(
        from_click <= BOUND,
        "the projector took {from_click:?} (more than {BOUND:?}) to show the result"
    );
    fits(&browser, "standings-1").await;
    browser.screenshot("projector").await;
    browser
        .check_console("the projector after the sign-off")
        .await;

    // Every screen of the cycle, by hand (→), fits the big screen.
    let keys = browser
        .js(
            "return [...document.querySelectorAll('#projector .step')].map(s => s.getAttribute('data-key'))",
            vec![],
        )
        .await;
    let keys: Vec<String> = keys
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|k| k.as_str().map(str::to_string))
        .collect();
    for kind in ["pairings-1", "tables-1", "standings-1", "players-1"] {
        assert!(
            keys.iter().any(|k| k == kind),
            "the cycle has {kind}: {keys:?}"
        );
    }
    let body = browser.find("body").await;
    for _ in 0..keys.len() {
        body.send_keys("\u{e014}")
            .await
            .unwrap_or_else(|e| panic!("projector: arrow key: {e}"));
        let key = browser.js(READ, vec![]).await["key"]
            .as_str()
            .unwrap_or("")
            .to_string();
        fits(&browser, &key).await;
        browser
            .check_console(&format!("the projector's {key}"))
            .await;
        browser.screenshot(&format!("projector-{key}")).await;
    }
    let back = browser.js(READ, vec![]).await;
    assert_eq!(
        back["key"],
        json!("standings-1"),
        "a whole cycle by hand comes back to the start"
    );
    browser.close().await;
}

/// The team fields and individual fields the projector must fit and fill (issue 27):
/// from a table or two to sixty, with an odd count (a bye) among them.
const TEAM_FIELDS: [usize; 7] = [4, 6, 12, 13, 24, 40, 60];
const PLAYER_FIELDS: [usize; 5] = [4, 9, 13, 24, 60];

/// Most rows on a standings screen and live tables on a screen (the server's
/// `ROWS` and `TABLES`): more pages than the field needs is a half-empty screen.
const ROWS: usize = 12;
const TABLES: usize = 8;

/// Shows the screen `key` (as the cycle would) and measures it: what sticks out of
/// 1920×1080, lines whose content overflows their share, how much of the height between
/// the bar and the foot the list fills, the list's type size.
const MEASURE: &str = r"
const key = arguments[0];
const steps = [...document.querySelectorAll('#projector .step')];
const s = steps.find(x => x.getAttribute('data-key') === key);
steps.forEach(x => { x.hidden = x !== s; });
const de = document.documentElement;
const box = e => e.getBoundingClientRect();
const name = e => e.tagName.toLowerCase() + (typeof e.className === 'string' && e.className ? '.' + e.className : '');
const all = [...s.querySelectorAll('*'), ...document.querySelectorAll('.corner, .corner *')];
// What an ancestor clips (a long name cut with an ellipsis) is not on screen: that
// ancestor is measured instead.
const clipped = e => { for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
  if (getComputedStyle(a).overflow !== 'visible') return true; } return false; };
const out = all.filter(e => { const r = box(e); return r.width > 0 && !clipped(e) &&
  (r.bottom > innerHeight + .5 || r.right > innerWidth + .5 || r.left < -.5 || r.top < -.5); })
  .slice(0, 5).map(name);
const lines = [...s.querySelectorAll('.line, .tableof')];
const cramped = lines.filter(l => l.tagName !== 'TR' && l.scrollHeight > l.clientHeight + 1)
  .slice(0, 3).map(l => name(l) + ' ' + l.scrollHeight + '>' + l.clientHeight);
const bar = box(s.querySelector('.bar')), foot = box(s.querySelector('.foot'));
const corner = box(document.querySelector('.corner'));
const last = lines.length ? Math.max(...lines.map(l => box(l).bottom)) : bar.bottom;
return {
  out, cramped,
  scrolls: de.scrollWidth > de.clientWidth || de.scrollHeight > de.clientHeight,
  fill: (last - bar.bottom) / (foot.top - bar.bottom),
  past_foot: last - foot.top,
  corner_in_foot: corner.top >= foot.top - .5,
  font: lines.length ? parseFloat(getComputedStyle(lines[0]).fontSize) : 0,
  lines: lines.length,
};
";

/// Every screen of the projector at `path` fits 1920×1080 and fills it; returns the
/// keys of its screens with each one's type size (px).
async fn every_screen_fits_and_fills(
    b: &mut Browser,
    path: &str,
    what: &str,
) -> Vec<(String, f64)> {
    b.goto(path).await;
    b.viewport(1920, 1080).await;
    let keys = b
        .js(
            "return [...document.querySelectorAll('#projector .step')].map(s => s.getAttribute('data-key'))",
            vec![],
        )
        .await;
    let keys: Vec<String> = serde_json::from_value(keys).unwrap_or_default();
    let mut sizes = Vec::new();
    for key in keys {
        let m = b.js(MEASURE, vec![json!(key)]).await;
        let fill = m["fill"].as_f64().unwrap_or(0.0);
        assert!(
            m["out"].as_array().is_some_and(Vec::is_empty)
                && m["cramped"].as_array().is_some_and(Vec::is_empty)
                && m["scrolls"] == json!(false)
                && m["past_foot"].as_f64().is_some_and(|p| p <= 0.5)
                && m["corner_in_foot"] == json!(true),
            "{what}: the projector's {key} screen does not fit 1920×1080: {m}"
        );
        // A screen with lines fills the height between its bar and its foot.
        if m["lines"].as_u64().unwrap_or(0) > 0 {
            assert!(
                fill >= 0.8,
                "{what}: the projector's {key} screen fills {:.0} % of the height: {m}",
                fill * 100.0
            );
        }
        if key.starts_with("standings") || key.starts_with("tables") {
            b.screenshot(&format!("projector-{what}-{key}")).await;
        }
        sizes.push((key, m["font"].as_f64().unwrap_or(0.0)));
    }
    b.check_console(what).await;
    sizes
}

fn pages(sizes: &[(String, f64)], kind: &str) -> usize {
    sizes
        .iter()
        .filter(|(k, _)| k.starts_with(&format!("{kind}-")))
        .count()
}

fn font(sizes: &[(String, f64)], key: &str) -> f64 {
    sizes
        .iter()
        .find(|(k, _)| k == key)
        .map_or(0.0, |(_, f)| *f)
}

/// Submits the form `css` and, when the server asks to confirm (a round without
/// referees), confirms.
async fn submit_confirmed(b: &mut Browser, css: &str) {
    b.submit(css).await;
    if b.has("#confirm-step form button").await {
        b.submit("#confirm-step form button").await;
    }
}

/// A team tournament of `n` teams with round 1 published; its id.
async fn team_field(org: &mut Browser, n: usize) -> i64 {
    org.goto("/tournaments").await;
    org.fill("#name", &format!("Campo da {n}")).await;
    org.js(
        "document.getElementById('held_on').value = '2026-11-28'; return null",
        vec![],
    )
    .await;
    org.submit("form[action='/tournaments'] button[type=submit]")
        .await;
    let path = org.path().await;
    let id: i64 = path
        .trim_start_matches("/tournaments/")
        .trim_end_matches("/manage")
        .parse()
        .unwrap_or_else(|_| panic!("a new tournament opens its dashboard, not {path}"));
    let csv = std::iter::once("team,player1,player2,club".to_string())
        .chain((1..=n).map(|i| format!("Squadra numero {i},Giocatrice {i}a,Giocatore {i}b,")))
        .collect::<Vec<_>>()
        .join("\n");
    org.fill("#csv", &csv).await;
    org.submit("form[action$='/import'] button[type=submit]")
        .await;
    org.submit("form[action$='/import/confirm'] button.primary")
        .await;
    org.submit("#rounds form[action$='/rounds'] button[type=submit]")
        .await;
    submit_confirmed(org, "form[action$='/publish'] button[type=submit]").await;
    assert!(
        !org.has("form[action$='/publish']").await,
        "{n} teams: the round is published"
    );
    id
}

/// An individual tournament of `n` players at tables of 4 with round 1 published.
async fn player_field(org: &mut Browser, n: usize) -> i64 {
    org.goto("/individual").await;
    org.fill("#name", &format!("Serata da {n}")).await;
    org.fill("#table_size", "4").await;
    org.select("#odd_field", "larger").await;
    org.fill("#rounds", "2").await;
    org.submit("form[action='/individual'] button[type=submit]")
        .await;
    let path = org.path().await;
    let id: i64 = path
        .trim_start_matches("/individual/")
        .trim_end_matches("/manage")
        .parse()
        .unwrap_or_else(|_| panic!("a new tournament opens its page, not {path}"));
    let csv = std::iter::once("nome;club;regione".to_string())
        .chain((1..=n).map(|i| format!("Giocatrice numero {i};Circolo {};", i % 7)))
        .collect::<Vec<_>>()
        .join("\n");
    org.fill("#csv", &csv).await;
    org.submit("form[action$='/import'] button[type=submit]")
        .await;
    org.submit("form[action$='/import/confirm'] button[type=submit]")
        .await;
    org.submit(&format!("form[action='/individual/{id}/rounds'] button"))
        .await;
    submit_confirmed(org, "form[action$='/rounds/1/publish'] button").await;
    id
}

/// Issue 27: every projector screen, team and individual, fits and fills 1920×1080
/// from 4 to 60 teams or players: a small field on fewer pages in larger type, a
/// large one paged (12 standings rows, 8 live tables a screen), the QR code and the
/// address always on screen.
pub async fn every_field(driver: &Driver, server: &Server) {
    let mut org = driver
        .browser("fields-organizer", 1280, 900)
        .await
        .at(&server.base);
    crate::organizer::first_start(&mut org, server).await;
    let mut beamer = driver
        .browser("fields-projector", 1920, 1080)
        .await
        .at(&server.base);
    let mut standings_font = Vec::new();
    for n in TEAM_FIELDS {
        let id = team_field(&mut org, n).await;
        let what = format!("{n}-teams");
        let sizes = every_screen_fits_and_fills(
            &mut beamer,
            &format!("/tournaments/{id}/projector?pace=120"),
            &what,
        )
        .await;
        assert_eq!(
            pages(&sizes, "standings"),
            n.div_ceil(ROWS),
            "{what}: {sizes:?}"
        );
        assert_eq!(
            pages(&sizes, "tables"),
            (n / 2).div_ceil(TABLES),
            "{what}: {sizes:?}"
        );
        standings_font.push((n, font(&sizes, "standings-1")));
        say(&format!(
            "projector, {what}: {} screens fit and fill 1920×1080",
            sizes.len()
        ));
    }
    for n in PLAYER_FIELDS {
        let id = player_field(&mut org, n).await;
        let what = format!("{n}-players");
        let sizes = every_screen_fits_and_fills(
            &mut beamer,
            &format!("/individual/{id}/projector?pace=120"),
            &what,
        )
        .await;
        assert_eq!(
            pages(&sizes, "standings"),
            n.div_ceil(ROWS),
            "{what}: {sizes:?}"
        );
        say(&format!(
            "projector, {what}: {} screens fit and fill 1920×1080",
            sizes.len()
        ));
    }
    // A small field is larger: fewer rows, larger type.
    let at = |n: usize| {
        standings_font
            .iter()
            .find(|(k, _)| *k == n)
            .map_or(0.0, |(_, f)| *f)
    };
    assert!(
        at(4) > at(6) && at(6) > at(12),
        "the standings' type grows as the field shrinks: {standings_font:?}"
    );
    org.close().await;
    beamer.close().await;
}
