//! Issue 13 on the public pages: every page with an event stream loads the shared
//! `stream.js` (which lets go of the connection when the page is hidden), and a
//! finished match shows its final score and winner, with a stopped clock and nobody's
//! turn, on the board, the live tables and the projector.

use crate::fixture::{self, FOUR, organizer, publish_next_round, tournament_with};
use crate::reliability::visitor;
use arbitro::db;
use axum::http::StatusCode;

#[tokio::test]
async fn every_live_page_uses_the_stream_that_closes_when_hidden() {
    let mut t = organizer().await;
    let id = tournament_with(&mut t, FOUR).await;
    let ids = publish_next_round(&mut t, id).await;
    let m = db::matches::get(&t.db, ids[0]).await.unwrap().unwrap();
    let mut anon = visitor(&t);
    for path in [
        format!("/t/{}", m.public_token),
        format!("/tournaments/{id}"),
        format!("/tournaments/{id}/pairings"),
        format!("/tournaments/{id}/tables"),
        format!("/tournaments/{id}/standings"),
        format!("/tournaments/{id}/rounds/1"),
        format!("/tournaments/{id}/projector"),
    ] {
        let page = anon.get(&path).await;
        assert_eq!(page.status, StatusCode::OK, "{path}");
        let stream = page.body.find("<script src=\"/static/stream.js\" defer>");
        assert!(stream.is_some(), "{path} loads stream.js");
        // Deferred scripts run in order: the helper before the page's own script.
        let user = ["/static/table.js", "/static/projector.js"]
            .iter()
            .filter_map(|s| page.body.find(s))
            .min();
        assert!(user.is_some_and(|u| Some(u) > stream), "{path}");
    }
    let js =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/static/stream.js")).unwrap();
    for needed in [
        "\"pagehide\"",
        "\"pageshow\"",
        "\"visibilitychange\"",
        "es.close()",
    ] {
        assert!(js.contains(needed), "stream.js handles {needed}");
    }
    for user in ["table.js", "projector.js"] {
        let path = format!("{}/static/{user}", env!("CARGO_MANIFEST_DIR"));
        let src = std::fs::read_to_string(path).unwrap();
        assert!(
            src.contains("arbitroStream(") && !src.contains("new EventSource"),
            "{user} opens its stream through stream.js only"
        );
    }
}

#[tokio::test]
async fn a_finished_match_shows_its_final_score_and_winner_everywhere() {
    let mut t = organizer().await;
    let id = tournament_with(&mut t, FOUR).await;
    let ids = publish_next_round(&mut t, id).await;
    let log = fixture::play(&t, ids[0], 3).await;
    let score = fixture::score(&log);
    let m = db::matches::get(&t.db, ids[0]).await.unwrap().unwrap();
    let winner = if score.draw {
        "Pareggio".to_string()
    } else {
        format!("Vince: {}", score.ranking[0])
    };
    let totals: Vec<String> = score
        .ranking
        .iter()
        .map(|team| {
            format!(
                "<th scope=\"row\">{team}</th><td>{}</td>",
                score.teams[team]
            )
        })
        .collect();
    let mut anon = visitor(&t);

    for path in [
        format!("/t/{}", m.public_token),
        format!("/t/{}/board", m.public_token),
    ] {
        let page = anon.get(&path).await.body;
        assert!(page.contains("Punteggio finale"), "{path}: {page}");
        assert!(page.contains(&winner), "{path} names the winner: {page}");
        for line in &totals {
            assert!(page.contains(line), "{path} shows {line}");
        }
        assert!(!page.contains("turno di"), "{path}: nobody's turn any more");
        assert!(
            page.contains("data-running=\"false\""),
            "{path}: clock stopped"
        );
        assert!(page.contains("fermo: partita terminata"), "{path}");
    }

    let tables = anon.get(&format!("/tournaments/{id}/tables")).await.body;
    assert!(tables.contains("Punteggio finale") && tables.contains(&winner));
    for line in &totals {
        assert!(tables.contains(line), "the live tables show {line}");
    }
    let deck = anon
        .get(&format!("/tournaments/{id}/projector/deck"))
        .await
        .body;
    let live = deck
        .split("data-key=\"tables-1\"")
        .nth(1)
        .and_then(|s| s.split("</section>").next())
        .unwrap();
    assert!(live.contains("<div class=\"final\">"), "{live}");
    let first = &score.ranking[0];
    assert!(
        live.contains(&format!("{first} <strong>{}</strong>", score.teams[first])),
        "{live}"
    );

    // The other table, still being set up, shows no final score.
    let other = db::matches::get(&t.db, ids[1]).await.unwrap().unwrap();
    let board = anon.get(&format!("/t/{}/board", other.public_token)).await;
    assert!(!board.body.contains("Punteggio finale"));
}

/// The `data-version` of a draft page.
fn version(html: &str) -> String {
    html.split("data-version=\"")
        .nth(1)
        .and_then(|s| s.split('"').next())
        .unwrap_or_default()
        .to_string()
}

#[tokio::test]
async fn draft_pages_show_continents_and_update_themselves_after_each_pass() {
    use crate::console::{create, links, slug};
    use arbitro::engine::{Lang, Map, deal_packets};
    use http_body_util::BodyExt;
    use tower::ServiceExt;
    let mut t = organizer().await;
    let id = create(&mut t).await;
    let r = t
        .post(&format!("/console/m/{id}/draft/digital"), &[("seed", "5")])
        .await;
    // The referee's page: one code at a time, "next player" as a plain link.
    assert!(r.body.contains("/static/draft.css"));
    for n in 1..=4 {
        assert!(r.body.contains(&format!("id=\"seat-{n}\"")), "seat {n}");
    }
    assert!(r.body.contains("href=\"#seat-2\"") && r.body.contains("Giocatore successivo"));
    assert!(r.body.contains("Giocatore 1 / 4 · Anna"));
    let tokens = links(&r.body);
    let packets = deal_packets(5);
    let map = Map::risiko();

    let mut anon = t.restart().await;
    anon.jar.clear();
    let first = anon.get(&format!("/draft/{}", tokens[0])).await.body;
    // Each card with its continent; the counts per continent, none held yet.
    let ter = packets[0][0];
    let continent = map.continent_name(map.territory(ter).continent, Lang::It);
    assert!(
        first.contains(&format!(
            "value=\"{}\" required> {} <span class=\"small muted\">· {continent}</span>",
            slug(&ter),
            map.name(ter, Lang::It)
        )),
        "{first}"
    );
    assert!(
        first.contains("<th scope=\"row\">Asia</th><td>0 / 12</td>"),
        "{first}"
    );
    assert!(first.contains("data-events=\"/draft/"));
    assert!(first.contains("/static/draft.js") && first.contains("/static/stream.js"));

    // The page's stream hears every pick.
    let req = axum::http::Request::get(format!("/draft/{}/events", tokens[0]))
        .body(axum::body::Body::empty())
        .unwrap();
    let resp = anon.router.clone().oneshot(req).await.unwrap();
    assert_eq!(resp.status(), StatusCode::OK);
    let mut body = resp.into_body();

    // Another seat's pick does not change this seat's version (its choice is kept)…
    let v0 = version(&first);
    let pick = |seat: usize| (format!("/draft/{}", tokens[seat]), slug(&packets[seat][0]));
    let (path, s) = pick(1);
    assert_eq!(
        anon.post(&path, &[("territory", &s)]).await.status,
        StatusCode::SEE_OTHER
    );
    let frame = tokio::time::timeout(std::time::Duration::from_secs(5), body.frame())
        .await
        .expect("an event within 5 s")
        .unwrap()
        .unwrap();
    let text = String::from_utf8_lossy(frame.data_ref().unwrap()).into_owned();
    assert!(text.contains("event: change"), "{text}");
    let page = anon.get(&format!("/draft/{}", tokens[0])).await.body;
    assert_eq!(version(&page), v0);
    // …its own pick and a new pass do.
    let (path, s) = pick(0);
    anon.post(&path, &[("territory", &s)]).await;
    let picked = anon.get(&format!("/draft/{}", tokens[0])).await.body;
    assert_ne!(version(&picked), v0);
    let held = map.continent_name(map.territory(packets[0][0]).continent, Lang::It);
    assert!(picked.contains(&format!(
        "<tr class=\"held\"><th scope=\"row\">{held}</th><td>1 / "
    )));
    for seat in [2, 3] {
        let (path, s) = pick(seat);
        anon.post(&path, &[("territory", &s)]).await;
    }
    let next = anon.get(&format!("/draft/{}", tokens[0])).await.body;
    assert_ne!(version(&next), version(&picked));
    assert_eq!(
        anon.get(&format!("/draft/{}/events", "0".repeat(64)))
            .await
            .status,
        StatusCode::NOT_FOUND
    );
}
