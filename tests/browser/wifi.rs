//! The console on bad Wi-Fi, and the initial placement measured: an organizer records
//! a table's whole initial placement on a 390×844 phone ("All here" + one "Piazza" per
//! player turn); mid-way the server is killed while an action is being sent and started
//! again on the same port and database. The console says at once that the server is
//! unreachable, keeps the action, sends it when the server is back with the same
//! idempotency key and entry count, and the action is recorded exactly once.

use crate::harness::{Browser, Driver, Server, say};
use crate::tapping::{Cost, send};
use arbitro::engine::{Map, deal_packets};
use serde_json::{Value as Json, json};

/// The match's entry count, as the API tells the signed-in browser.
async fn entries(b: &Browser, id: i64) -> i64 {
    let v = b
        .client
        .execute_async(
            "const done = arguments[arguments.length - 1]; fetch('/api/v1/matches/' + arguments[0], {credentials: 'same-origin'}).then(r => r.json()).then(j => done(j.entries), () => done(-1));",
            vec![json!(id)],
        )
        .await
        .unwrap_or_else(|e| panic!("entries: {e}"));
    v.as_i64().unwrap_or(-1)
}

async fn panel(b: &Browser) -> (i64, i64, bool) {
    let v = b
        .js(
            "const p = document.getElementById('panel'); return p ? [+p.dataset.seat, +p.dataset.round, !!document.querySelector('form.place')] : [-1, -1, false]",
            vec![],
        )
        .await;
    (
        v[0].as_i64().unwrap_or(-1),
        v[1].as_i64().unwrap_or(-1),
        v[2] == json!(true),
    )
}

/// Organizer account, a match, its physical draft (seed 7: 10 cards each, 2 neutral).
async fn a_table(b: &mut Browser, server: &Server) -> i64 {
    b.goto(&server.setup_link).await;
    b.fill("#username", "capo").await;
    b.fill("#password", "lunga-notte-42").await;
    b.fill("#password_confirm", "lunga-notte-42").await;
    b.submit("form[action^='/setup/'] button[type=submit]")
        .await;
    b.goto("/console/new").await;
    for (field, value) in [
        ("#label", "Tavolo Wi-Fi"),
        ("#team_a", "Nord"),
        ("#team_b", "Sud"),
        ("#name0", "Luca"),
        ("#name1", "Sofia"),
        ("#name2", "Marta"),
        ("#name3", "Piero"),
    ] {
        b.fill(field, value).await;
    }
    b.submit("form[action='/console/new'] button").await;
    let id: i64 = b
        .path()
        .await
        .trim_start_matches("/console/m/")
        .parse()
        .unwrap_or_else(|_| panic!("a new match page"));
    let map = Map::risiko();
    let mut owners = serde_json::Map::new();
    for (s, packet) in deal_packets(7).iter().enumerate() {
        for (i, t) in packet.iter().enumerate() {
            let v = if i < 10 {
                s.to_string()
            } else {
                "neutral".into()
            };
            owners.insert(map.territory(*t).slug.clone(), Json::String(v));
        }
    }
    b.js(
        "for (const [slug, v] of Object.entries(arguments[0])) document.getElementById('o_' + slug).value = v; return null",
        vec![Json::Object(owners)],
    )
    .await;
    b.submit("form.physical button.primary").await;
    id
}

/// Plays the initial placement; kills and restarts the server during turn `cut`.
pub async fn run(tools: &crate::harness::Tools) {
    let mut server = Server::start();
    let driver = Driver::start(tools);
    let mut b = driver.browser("wifi", 390, 844).await.at(&server.base);
    let id = a_table(&mut b, &server).await;
    // The table's public board on a tablet, live.
    let link = b
        .js(
            "return document.querySelector(\"a[href*='/t/']\").href",
            vec![],
        )
        .await;
    let mut public = driver.browser("public", 1024, 768).await.at(&server.base);
    public.goto(link.as_str().unwrap_or_default()).await;
    let mut cost = Cost::default();
    let mut turns = 0;
    let cut = 5;
    loop {
        let (seat, round, placing) = panel(&b).await;
        if round != 0 || !placing {
            break;
        }
        // "All" on a territory takes the whole allowance: it places at once.
        if turns == cut {
            // The Wi-Fi drops (here: the server dies) as the referee taps "Tutti".
            let before = entries(&b, id).await;
            server.stop();
            b.allow("ERR_CONNECTION_REFUSED");
            b.allow("ERR_EMPTY_RESPONSE");
            b.allow("Failed to fetch");
            b.allow("/events");
            b.click("form.place .step .all").await;
            b.wait_until("the offline banner", || async {
                b.js("return !document.getElementById('offline').hidden", vec![])
                    .await
                    == json!(true)
            })
            .await;
            b.page("console-offline").await;
            // The public board says the server is unreachable, above the last board
            // received, instead of going blank (issue 27, item 17).
            for e in [
                "ERR_CONNECTION_REFUSED",
                "ERR_EMPTY_RESPONSE",
                "Failed to fetch",
                "/events",
            ] {
                public.allow(e);
            }
            public
                .wait_until("the public board's offline banner", || async {
                    public
                        .js(
                            "return !document.getElementById('offline').hidden && !!document.querySelector('#live .tablehead')",
                            vec![],
                        )
                        .await
                        == json!(true)
                })
                .await;
            public.page("public-offline").await;
            tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
            server.restart();
            public
                .wait_until("the public board back on line", || async {
                    public
                        .js("return document.getElementById('offline').hidden", vec![])
                        .await
                        == json!(true)
                })
                .await;
            public.forbid_all();
            b.wait_until("the queued action to be sent", || async {
                b.js(
                    "return document.getElementById('offline').hidden && !document.getElementById('sent-late').hidden",
                    vec![],
                )
                .await
                    == json!(true)
            })
            .await;
            b.check_console("after the server came back").await;
            b.forbid_all();
            assert_eq!(entries(&b, id).await, before + 1, "recorded exactly once");
            let (next, _, _) = panel(&b).await;
            assert_ne!(next, seat, "the turn passed on: the action was recorded");
            let said = b.text("#result .say").await;
            assert!(said.contains(" su "), "the result sentence says it: {said}");
            cost.forms += 1;
            cost.taps += 1;
        } else {
            send(&mut b, "form.place .step .all", &mut cost).await;
        }
        turns += 1;
        assert!(turns < 80, "the initial placement ends");
    }
    // A reload after all that lands on the match page, not on a dead `…/act`.
    assert_eq!(b.path().await, format!("/console/m/{id}"));
    b.goto(&format!("/console/m/{id}/act")).await;
    assert_eq!(
        b.path().await,
        format!("/console/m/{id}"),
        "GET …/act goes back to the match"
    );
    say(&format!(
        "initial placement (one table): {turns} player turns, {} taps, {} typed numbers, {} forms ({:.1} per turn), {} full page loads",
        cost.taps,
        cost.typed,
        cost.forms,
        f64::from(cost.forms) / f64::from(turns.max(1)),
        cost.loads
    ));
    assert_eq!(cost.loads, 0, "no full page load in the placement");
    assert!(cost.forms <= turns, "at most one form per placement turn");
    public.close().await;
    b.close().await;
}
