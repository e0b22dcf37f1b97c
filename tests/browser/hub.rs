//! Two clubs and a federation hub (issue 30, docs/HUB.md), end to end: two
//! `arbitro serve` instances, each on its own SQLite file, and a hub on a
//! throwaway PostgreSQL (`tests/hub/pg.rs`). Each club plays an evening of four
//! in Chromium and publishes it with the organizer's button; Marco Neri, who
//! played at both clubs under the same name and no membership number, is
//! suggested as one person and merged;
//! a forged result is refused whole; the second club corrects its table and
//! republishes; then the hub's national ranking, its club ranking, Marco's page
//! with its plot, and the second club's circuit on its projector show the values
//! worked by hand below.
//!
//! Every result is a table ended early after a few claims: the claims go in seat
//! order, one territory each, so the seat order (set by swaps on the draft) and
//! the number of claims decide the places. Place points at a table of four
//! (docs/INDIVIDUAL.md): 5, 2, 1, 0; shared places share the mean.

#[path = "../hub/pg.rs"]
mod pg;

use crate::harness::{Browser, Driver, Server, Tools, say};
use crate::tapping::{Cost, send};
use arbitro::engine::Map;
use arbitro::hub::server::router;
use arbitro::hub::state::Hub;
use arbitro::hub::store;
use arbitro::publish::PublishError;
use serde_json::{Value as Json, json};
use std::path::Path;
use std::process::Command;

/// The national circuit of this hub: places 1 to 4 worth 10, 6, 3 and 1, plus
/// the event score as is (points in ten-thousandths, docs/CIRCUITS.md).
fn national_rules() -> arbitro::tournament::circuit::CircuitRules {
    serde_json::from_value(json!({
        "types": [{
            "name": "Torneo",
            "by_place": [100_000, 60_000, 30_000, 10_000],
            "per_score": 10_000
        }],
        "window": {"kind": "always"}
    }))
    .unwrap_or_else(|e| panic!("rules: {e}"))
}

/// The hub (`arbitro hub` in-process: the same router) on a free port.
async fn start_hub(pool: sqlx::PgPool) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .unwrap_or_else(|e| panic!("hub port: {e}"));
    let base = format!(
        "http://{}",
        listener
            .local_addr()
            .unwrap_or_else(|e| panic!("hub address: {e}"))
    );
    let app = router(Hub::new(pool, national_rules()));
    tokio::spawn(async move { axum::serve(listener, app).await });
    base
}

/// Runs the real `arbitro` binary with `args`; its standard output, or the
/// failure with its standard error.
fn arbitro(args: &[&str]) -> Result<String, String> {
    let out = Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(["--log-level", "warn"])
        .args(args)
        .env_remove("ARBITRO_DATABASE_URL")
        .env_remove("ARBITRO_HUB_TOKEN")
        .env_remove("ARBITRO_HUB_URL")
        .output()
        .unwrap_or_else(|e| panic!("cannot run arbitro: {e}"));
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    if out.status.success() {
        Ok(stdout)
    } else {
        Err(format!("{stdout}{}", String::from_utf8_lossy(&out.stderr)))
    }
}

/// A club: its server, its organizer's browser, its token on the hub.
struct Club {
    server: Server,
    org: Browser,
    token: String,
}

/// A club's own server (its own SQLite file), its organizer signed up on a phone,
/// and the token the hub's administrator issued it.
async fn club(driver: &Driver, pool: &sqlx::PgPool, who: &'static str, name: &str) -> Club {
    let server = Server::start();
    let mut org = driver.browser(who, 390, 844).await.at(&server.base);
    org.set_up_organizer(&server.setup_link).await;
    let token = store::issue_token(pool, name)
        .await
        .unwrap_or_else(|e| panic!("token: {e}"));
    Club { server, org, token }
}

/// The club publishes its event `event` as held on `date`, through
/// `arbitro publish` (the command a club's scripts use). Returns the hub's
/// answer.
fn publish(club: &Club, hub: &str, event: i64, date: &str) -> Json {
    let data = club.server.data_dir();
    let data = data.to_string_lossy();
    let out = arbitro(&[
        "--data-dir",
        &data,
        "publish",
        "--hub",
        hub,
        "--token",
        &club.token,
        "--event",
        &event.to_string(),
        "--date",
        date,
    ])
    .unwrap_or_else(|e| panic!("publish of event {event} refused: {e}"));
    serde_json::from_str(out.trim()).unwrap_or_else(|e| panic!("the hub's answer {out}: {e}"))
}

/// The organizer publishes from the tournament's page: the club's hub link set
/// once on `/hub-link`, then the **Pubblica all'hub** button with the event's
/// date (set by script: a typed date depends on the browser's locale). Returns
/// the sentences the page answers with.
async fn publish_with_the_button(club: &mut Club, hub: &str, event: i64, date: &str) -> String {
    club.org.goto("/hub-link").await;
    club.org.fill("#hub_url", hub).await;
    club.org.fill("#hub_token", &club.token).await;
    club.org.submit("#hub-link button[type=submit]").await;
    club.org.goto(&format!("/individual/{event}/manage")).await;
    assert!(
        club.org.has("#hub-publish").await,
        "no publish button: {}",
        club.org.text("#hub").await
    );
    club.org
        .js(
            "document.getElementById('hub_date').value = arguments[0]; return null",
            vec![json!(date)],
        )
        .await;
    club.org.submit("#hub-publish button[type=submit]").await;
    club.org.text("#hub-outcome").await
}

/// The payload the club would publish (`arbitro publish --dry-run`).
fn payload(club: &Club, event: i64, date: &str) -> Json {
    let data = club.server.data_dir();
    let data = data.to_string_lossy();
    let out = arbitro(&[
        "--data-dir",
        &data,
        "publish",
        "--hub",
        "http://127.0.0.1:9",
        "--token",
        "unused",
        "--event",
        &event.to_string(),
        "--date",
        date,
        "--dry-run",
    ])
    .unwrap_or_else(|e| panic!("dry run of event {event}: {e}"));
    serde_json::from_str(out.trim()).unwrap_or_else(|e| panic!("the payload {out}: {e}"))
}

/// The seats of round 1's draft on the manage page: (name, player id), in order.
async fn seated(b: &Browser) -> Vec<(String, String)> {
    let seats = b
        .js(
            "return Array.from(document.querySelectorAll('#round1 tr.seated .seat')).map(s => [s.textContent, s.dataset.player])",
            vec![],
        )
        .await;
    serde_json::from_value(seats).unwrap_or_else(|e| panic!("seats: {e}"))
}

/// Seats the draft of round 1 in exactly `order` by swapping on the manage page.
async fn seat_in_order(b: &mut Browser, id: i64, order: &[&str]) {
    for (i, want) in order.iter().enumerate() {
        let seats = seated(b).await;
        if seats[i].0 == *want {
            continue;
        }
        let (_, there) = &seats[i];
        let (_, mine) = seats
            .iter()
            .find(|s| s.0 == *want)
            .unwrap_or_else(|| panic!("{want} is not seated: {seats:?}"));
        b.select("#a1", mine).await;
        b.select("#b1", there).await;
        b.submit(&format!(
            "form[action='/individual/{id}/rounds/1/swap'] button"
        ))
        .await;
    }
    let names: Vec<String> = seated(b).await.into_iter().map(|s| s.0).collect();
    assert_eq!(names, order, "seated in order");
}

/// The `n`th territory of the board, for the `n`th claim.
fn territory(n: usize) -> String {
    let map = Map::risiko();
    let id = map
        .territory_ids()
        .nth(n)
        .unwrap_or_else(|| panic!("no territory {n}"));
    map.territory(id).slug.clone()
}

/// Claims on the console shown, from the `from`th territory on, `count` of them
/// (each by the seat whose turn it is).
async fn claim(b: &mut Browser, from: usize, count: usize) {
    let mut cost = Cost::default();
    for n in from..from + count {
        let css = format!("#panel form.claim button[value='{}']", territory(n));
        send(b, &css, &mut cost).await;
    }
}

/// An evening of four at the club: created, the players imported by CSV, round
/// 1 seated in `order` and published, `claims` territories claimed at the one
/// table and the table ended early and signed. Returns (event, match).
async fn evening(
    b: &mut Browser,
    name: &str,
    club: &str,
    order: [&str; 4],
    claims: usize,
) -> (i64, i64) {
    b.goto("/individual").await;
    b.fill("#name", name).await;
    b.fill("#rounds", "1").await;
    b.submit("form[action='/individual'] button[type=submit]")
        .await;
    let id = b.id_after("/individual/").await;
    let csv: String = order.iter().map(|p| format!("{p};{club}\n")).collect();
    b.fill("#csv", &csv).await;
    b.submit(&format!("form[action='/individual/{id}/import'] button"))
        .await;
    b.submit(&format!(
        "form[action='/individual/{id}/import/confirm'] button"
    ))
    .await;
    b.submit(&format!("form[action='/individual/{id}/rounds'] button"))
        .await;
    seat_in_order(b, id, &order).await;
    b.submit(&format!(
        "form[action='/individual/{id}/rounds/1/publish'] button"
    ))
    .await;
    b.submit("a.tag[href^='/console/m/']").await;
    let m = b.id_after("/console/m/").await;
    let first = b.text("#panel .who-acts").await;
    assert!(
        first.contains(order[0]),
        "{} claims first: {first}",
        order[0]
    );
    claim(b, 0, claims).await;
    b.end_early_and_sign("fine serata").await;
    (id, m)
}

/// The organizer reopens the signed table `m` of event `id`, undoes the early
/// end in the console, lets `more` further seats claim, and ends and signs again.
async fn correct(b: &mut Browser, id: i64, m: i64, claimed: usize, more: usize) {
    b.goto(&format!("/individual/{id}/matches/{m}")).await;
    b.fill("#reopen_reason", "un territorio non era stato segnato")
        .await;
    b.submit(&format!(
        "form[action='/individual/{id}/matches/{m}/reopen'] button"
    ))
    .await;
    b.goto(&format!("/console/m/{m}")).await;
    let mut cost = Cost::default();
    b.click("#result details.undo summary").await;
    send(b, "#result details.undo .presets button", &mut cost).await;
    claim(b, claimed, more).await;
    b.end_early_and_sign("fine serata").await;
}

/// The cells of each row of the table `css` on the page shown.
async fn rows(b: &Browser, css: &str) -> Vec<Vec<String>> {
    let v = b
        .js(
            "return Array.from(document.querySelectorAll(arguments[0])).map(r => Array.from(r.querySelectorAll('td')).map(c => c.textContent.trim()))",
            vec![json!(css)],
        )
        .await;
    serde_json::from_value(v).unwrap_or_else(|e| panic!("rows of {css}: {e}"))
}

/// `rows` as one line each, for assertions that read like the page.
fn lines(rows: &[Vec<String>]) -> Vec<String> {
    rows.iter().map(|r| r.join(" | ")).collect()
}

/// [`lines`] sorted: the order among players sharing a rank is not promised, and
/// the rank comes first, so this still checks the ranks.
fn ranked(rows: &[Vec<String>]) -> Vec<String> {
    let mut lines = lines(rows);
    lines.sort();
    lines
}

/// A person's hub id by name and club (from the read API).
async fn person(pool: &sqlx::PgPool, name: &str, club: &str) -> i64 {
    store::people_list(pool)
        .await
        .unwrap_or_else(|e| panic!("people: {e}"))
        .into_iter()
        .find(|p| p.name == name && p.club.as_deref() == Some(club))
        .unwrap_or_else(|| panic!("no {name} of {club} on the hub"))
        .id
}

/// Marco Neri of the Lupi and of the Orsi are suggested as one person and merged
/// on the hub's command line (`arbitro hub-people`); returns the kept person.
async fn merge_the_namesakes(pool: &sqlx::PgPool, url: &str) -> i64 {
    // The same name, no membership number, two clubs: two people on the hub.
    let marco = person(pool, "Marco Neri", "Lupi").await;
    let other = person(pool, "Marco Neri", "Orsi").await;
    let suggested = arbitro(&["--database-url", url, "hub-people", "suggestions"])
        .unwrap_or_else(|e| panic!("suggestions: {e}"));
    assert!(
        suggested
            .lines()
            .any(|l| l.contains(&format!("{marco} Marco Neri (Lupi)"))
                && l.contains(&format!("{other} Marco Neri (Orsi)"))),
        "the two Marcos are suggested: {suggested}"
    );
    arbitro(&[
        "--database-url",
        url,
        "hub-people",
        "merge",
        &marco.to_string(),
        &other.to_string(),
    ])
    .unwrap_or_else(|e| panic!("merge: {e}"));
    marco
}

/// A forged publish of the Orsi's corrected `event`: Fabio's score raised in the
/// payload, the log untouched. Refused with a sentence naming Fabio; nothing of
/// it is stored (the hub still holds the first publish).
async fn forged_is_refused(pool: &sqlx::PgPool, hub: &str, orsi: &Club, event: i64) {
    let mut forged = payload(orsi, event, "2026-11-14");
    let fabio_id = forged["players"]
        .as_array()
        .and_then(|ps| ps.iter().find(|p| p["name"] == "Fabio"))
        .map(|p| p["id"].clone())
        .unwrap_or_else(|| panic!("Fabio in the payload"));
    let fabio = forged["tables"][0]["result"]
        .as_array_mut()
        .unwrap_or_else(|| panic!("a result"))
        .iter_mut()
        .find(|c| c["player"] == fabio_id)
        .unwrap_or_else(|| panic!("Fabio's claim"));
    assert_eq!(
        fabio["score"],
        json!(0.5),
        "the corrected table gives Fabio 0.5"
    );
    fabio["score"] = json!(10.5);
    let before = store::counts(pool).await.ok();
    let sent =
        arbitro::publish::send(hub, &orsi.token, forged.to_string(), Path::new("unused")).await;
    match sent {
        Err(PublishError::Refused(422, sentence)) => {
            assert!(
                sentence.contains("Fabio"),
                "the refusal names Fabio: {sentence}"
            );
            say(&format!("hub: the forged result is refused: {sentence}"));
        }
        other => panic!("a forged result must be refused with 422, got {other:?}"),
    }
    assert_eq!(
        store::counts(pool).await.ok(),
        before,
        "nothing of it is stored"
    );
    let first = store::appearances(pool, person(pool, "Dario", "Orsi").await)
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        (first.len(), first[0].place, first[0].score),
        (1, 1, 50_000),
        "the first publish stands: Dario 1st with 5"
    );
}

/// The Orsi's circuit of their `event`, on their projector.
async fn club_circuit(driver: &Driver, orsi: &mut Club, event: i64) {
    // The Orsi's circuit of their (corrected) evening: places 300 / 200 / 100, 10
    // a game, 100 a point of score. Dario and Elena share 1st: 300 + 10 + 3.5 ×
    // 100 = 660; Marco and Fabio share 3rd: 100 + 10 + 0.5 × 100 = 160.
    let b = &mut orsi.org;
    b.goto("/circuits").await;
    b.fill("#name", "Giocatore dell'anno degli Orsi").await;
    b.submit("form[action='/circuits'] button[type=submit]")
        .await;
    let circuit = b.id_after("/circuits/").await;
    let field = |name: &str| format!("#types form:last-of-type input[name='{name}']");
    b.fill(&field("name"), "Serata").await;
    b.fill(&field("by_place"), "300 200 100").await;
    b.fill(&field("per_game"), "10").await;
    b.fill(&field("per_score"), "100").await;
    b.submit("#types form:last-of-type button").await;
    b.select("#event", &event.to_string()).await;
    b.submit(&format!("form[action='/circuits/{circuit}/events'] button"))
        .await;
    let mut screen = driver
        .browser("orsi-projector", 1920, 1080)
        .await
        .at(&orsi.server.base);
    screen.goto(&format!("/circuits/{circuit}/projector")).await;
    let shown = ranked(&rows(&screen, "#projector table.standings tr.line").await);
    assert_eq!(
        shown,
        [
            "1 | Dario Orsi | 660 | 1/1",
            "1 | Elena Orsi | 660 | 1/1",
            "3 | Fabio Orsi | 160 | 1/1",
            "3 | Marco Neri Orsi | 160 | 1/1",
        ],
        "the circuit on the Orsi's projector"
    );
    let fit = screen
        .js(
            "const d = document.documentElement;
             return d.scrollWidth <= d.clientWidth && d.scrollHeight <= d.clientHeight;",
            vec![],
        )
        .await;
    assert_eq!(fit, json!(true), "the circuit's projector scrolls");
    screen.screenshot("hub-club-circuit-projector").await;
    screen.close().await;
}

/// The hub's pages in Chromium: the national ranking, the clubs, Marco's page.
async fn hub_pages(driver: &Driver, hub: &str, marco: i64) {
    // The national ranking, worked by hand (place points 10 / 6 / 3 / 1 plus the
    // event score):
    //   Marco: Lupi 1st, 10 + 3.5 = 13.5; Orsi (corrected) 3rd, 3 + 0.5 = 3.5; 17.
    //   Anna (Lupi 1st), Dario and Elena (Orsi 1st): 13.5 each, equal on the best
    //   event too: they share 2nd.
    //   Bruno, Carla (Lupi 3rd) and Fabio (Orsi 3rd): 3 + 0.5 = 3.5, sharing 5th.
    let mut web = driver.browser("hub", 390, 844).await.at(hub);
    web.goto("/").await;
    let ranking = ranked(&rows(&web, "main table tbody tr").await);
    assert_eq!(
        ranking,
        [
            "1 | Marco Neri | Lupi | 2 | 17",
            "2 | Anna | Lupi | 1 | 13.5",
            "2 | Dario | Orsi | 1 | 13.5",
            "2 | Elena | Orsi | 1 | 13.5",
            "5 | Bruno | Lupi | 1 | 3.5",
            "5 | Carla | Lupi | 1 | 3.5",
            "5 | Fabio | Orsi | 1 | 3.5",
        ],
        "the national ranking"
    );
    web.page("hub-ranking").await;

    // The club ranking: a person's club is the one first published with, so
    // Marco counts for the Lupi: 17 + 13.5 + 3.5 + 3.5 = 37.5 over 4 players;
    // the Orsi 13.5 + 13.5 + 3.5 = 30.5 over 3.
    web.goto("/clubs").await;
    let by_club = lines(&rows(&web, "main table tbody tr").await);
    assert_eq!(
        by_club,
        ["Lupi | 4 | 37.5", "Orsi | 3 | 30.5"],
        "the club ranking"
    );
    web.page("hub-clubs").await;

    // Marco's page: both evenings, latest first, each with his place and score,
    // and the plot of his national rank after each event: two points.
    web.goto(&format!("/players/{marco}")).await;
    // The events table: the page's only table, or its `#events` section.
    let events = rows(&web, "#events tbody tr, main > table tbody tr").await;
    let events: Vec<(&str, &str, &str, &str)> = events
        .iter()
        .map(|r| (r[0].as_str(), r[1].as_str(), r[2].as_str(), r[3].as_str()))
        .collect();
    assert_eq!(events.len(), 2, "Marco's events: {events:?}");
    for ((date, event, place, points), want) in events.iter().zip([
        ("2026-11-14", "Serata degli Orsi", "3", "0.5"),
        ("2026-11-07", "Serata dei Lupi", "1", "3.5"),
    ]) {
        assert_eq!(
            (*date, *place, *points),
            (want.0, want.2, want.3),
            "{events:?}"
        );
        assert!(event.starts_with(want.1), "{event}: {events:?}");
    }
    // The plot of his national rank after each event (`web::players::plot`, each
    // point titled "event · rank"): two points, both at 1 (after the Lupi's evening
    // he shares 1st with Anna at 13.5; after the Orsi's he leads with 17).
    let points = web
        .js(
            "return Array.from(document.querySelectorAll('svg.rank-plot circle title')).map(t => t.textContent)",
            vec![],
        )
        .await;
    let points: Vec<String> = serde_json::from_value(points).unwrap_or_default();
    assert_eq!(
        points.len(),
        2,
        "Marco's plot has a point per event: {points:?}"
    );
    assert!(
        points.iter().all(|p| p.ends_with("· 1")),
        "1st after each event: {points:?}"
    );
    web.page("hub-player").await;
    web.close().await;
}

/// The scenario.
pub async fn run(tools: &Tools) {
    let Some(pg) = pg::Postgres::start("two clubs and a hub") else {
        return;
    };
    let pool = store::open(&pg.url)
        .await
        .unwrap_or_else(|e| panic!("the hub's database: {e}"));
    let hub = start_hub(pool.clone()).await;
    let driver = Driver::start(tools);
    let mut lupi = club(&driver, &pool, "lupi", "Lupi").await;
    let mut orsi = club(&driver, &pool, "orsi", "Orsi").await;

    // Lupi, 7 November: two claims, so Anna and Marco hold a territory each and
    // share 1st, (5 + 2) / 2 = 3.5 each; Bruno and Carla share 3rd, (1 + 0) / 2 = 0.5.
    let (lupi_event, _) = evening(
        &mut lupi.org,
        "Serata dei Lupi",
        "Lupi",
        ["Anna", "Marco Neri", "Bruno", "Carla"],
        2,
    )
    .await;
    // Orsi, 14 November: one claim, so Dario is 1st alone with 5; Elena, Marco and
    // Fabio share 2nd, (2 + 1 + 0) / 3 = 1 each.
    let (orsi_event, orsi_table) = evening(
        &mut orsi.org,
        "Serata degli Orsi",
        "Orsi",
        ["Dario", "Elena", "Marco Neri", "Fabio"],
        1,
    )
    .await;
    say("hub: both evenings played");

    // Each organizer presses the button; the hub's answer is said on the page,
    // and every player's hub person is kept on the club's people.
    let said = publish_with_the_button(&mut lupi, &hub, lupi_event, "2026-11-07").await;
    assert!(
        said.contains("Pubblicato sull'hub come evento 1: un tavolo, 4 giocatori."),
        "{said}"
    );
    assert!(
        said.contains("Ora l'id della persona sull'hub è registrato per 4 giocatori."),
        "{said}"
    );
    let said = publish_with_the_button(&mut orsi, &hub, orsi_event, "2026-11-14").await;
    assert!(said.contains("un tavolo, 4 giocatori."), "{said}");
    assert_eq!(store::counts(&pool).await.ok(), Some((2, 2, 8)));

    let marco = merge_the_namesakes(&pool, &pg.url).await;

    // The Orsi correct their table: Elena had claimed a territory too. Reopened,
    // the early end undone, Elena's claim, ended and signed again: Dario and Elena
    // share 1st at 3.5, Marco and Fabio share 3rd at 0.5.
    correct(&mut orsi.org, orsi_event, orsi_table, 1, 1).await;

    forged_is_refused(&pool, &hub, &orsi, orsi_event).await;

    // Republished, by script this time (`arbitro publish`, the same payload), the
    // correction replaces the event (same counts, new results).
    let answer = publish(&orsi, &hub, orsi_event, "2026-11-14");
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(store::counts(&pool).await.ok(), Some((2, 2, 8)));
    let marco_events = store::appearances(&pool, marco)
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        marco_events.len(),
        2,
        "the merge survives the Orsi's republish: {marco_events:?}"
    );
    say("hub: forged refused, correction republished");

    club_circuit(&driver, &mut orsi, orsi_event).await;

    hub_pages(&driver, &hub, marco).await;

    lupi.org.close().await;
    orsi.org.close().await;
}
