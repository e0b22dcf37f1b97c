//! The public side of a tournament and the projector: only what is published shows,
//! hidden results count in no public standings, the projector pages 40 teams onto
//! screens that fit, and the tournament's event stream hears every change.

use crate::console::random_player;
use crate::fixture::{
    self, FIVE, create_tournament, organizer, pair, publish, publish_next_round,
    record_random_game, register, sign,
};
use crate::helpers::TestApp;
use crate::reliability::visitor;
use arbitro::engine::Game;
use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use std::time::Duration;
use tower::ServiceExt;

/// A tournament named `name`, without a venue, with the teams of `csv`.
async fn tournament(t: &mut TestApp, name: &str, csv: &str) -> i64 {
    let id = create_tournament(t, name, "").await;
    register(t, id, csv).await;
    id
}

/// Four teams of other names than the fixture's.
const FOUR: &str = "team,player1,player2,club\n\
    Draghi,Alma,Bice,\n\
    Grifoni,Ciro,Dora,\n\
    Fenici,Elio,Fede,\n\
    Sfingi,Gigi,Ines,\n";

/// The matches of a tournament's tables (not the bye), in table order.
async fn match_ids(t: &TestApp, id: i64) -> Vec<i64> {
    sqlx::query_scalar(
        "SELECT rt.match_id FROM round_tables rt JOIN rounds r ON r.id = rt.round_id
         WHERE r.tournament_id = ? AND rt.match_id IS NOT NULL ORDER BY r.number, rt.table_no",
    )
    .bind(id)
    .fetch_all(t.db.pool())
    .await
    .unwrap()
}

/// Stores the first `upto` moves of a random game on a table's match; a whole game
/// leaves the match finished. Returns the game as it stands.
async fn play(t: &TestApp, match_id: i64, seed: u64, upto: usize) -> Game {
    let log = record_random_game(t, match_id, seed, upto).await;
    arbitro::engine::replay(&log).unwrap()
}

/// Plays a whole game on the match and signs it off through the console.
async fn play_and_sign(t: &mut TestApp, match_id: i64, seed: u64) -> Game {
    let log = fixture::play(t, match_id, seed).await;
    sign(t, match_id).await;
    arbitro::engine::replay(&log).unwrap()
}

/// The sections of the projector's deck: (key, body).
fn steps(html: &str) -> Vec<(String, String)> {
    html.split("<section class=\"step\" data-key=\"")
        .skip(1)
        .map(|s| {
            let (key, rest) = s.split_once('"').unwrap();
            let body = rest.split("</section>").next().unwrap();
            (key.to_string(), body.to_string())
        })
        .collect()
}

fn rows(body: &str) -> usize {
    body.matches("class=\"line").count()
}

#[tokio::test]
async fn draft_rounds_never_show_on_the_public_pages() {
    let mut t = organizer().await;
    // A first tournament so the tested one's round ids differ from their numbers.
    let other = tournament(&mut t, "Altra serata", FOUR).await;
    publish_next_round(&mut t, other).await;
    let id = tournament(&mut t, "Serata di novembre", FIVE).await;
    let round1 = pair(&mut t, id).await;
    let mut anon = visitor(&t);
    let deck = format!("/tournaments/{id}/projector/deck");
    // A draft: nothing of it anywhere.
    for path in ["", "/pairings", "/tables"] {
        let r = anon.get(&format!("/tournaments/{id}{path}")).await;
        assert_eq!(r.status, StatusCode::OK, "{path}");
        assert!(r.body.contains("Nessun turno pubblicato"), "{path}");
        assert!(
            !r.body.contains("Corsari –") && !r.body.contains("/t/"),
            "{path}"
        );
    }
    assert_eq!(
        anon.get(&format!("/tournaments/{id}/rounds/1"))
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    let d = anon.get(&deck).await.body;
    assert!(!d.contains("data-key=\"tables-") && !d.contains("/t/"));
    assert!(d.contains("Nessun turno pubblicato"));
    // Published: pairings with links to each table's live board.
    publish(&mut t, id, round1).await;
    let tokens: Vec<String> = sqlx::query_scalar(
        "SELECT public_token FROM matches WHERE tournament_id = ? ORDER BY table_no",
    )
    .bind(id)
    .fetch_all(t.db.pool())
    .await
    .unwrap();
    assert_eq!(tokens.len(), 2, "five teams: two tables and a bye");
    for path in ["", "/pairings", "/tables"] {
        let r = anon.get(&format!("/tournaments/{id}{path}")).await;
        for tok in &tokens {
            assert!(r.body.contains(&format!("href=\"/t/{tok}\"")), "{path}");
        }
        assert!(r.body.contains("Riposo"), "{path}");
    }
    let pairings = anon.get(&format!("/tournaments/{id}/pairings")).await.body;
    assert!(pairings.contains("Turno 1") && pairings.contains("Anna · Bruno"));
    let round = anon.get(&format!("/tournaments/{id}/rounds/1")).await;
    assert_eq!(round.status, StatusCode::OK);
    assert!(
        round.body.contains("in preparazione"),
        "tables not started yet"
    );
    // Round 2 drafted: the public still sees round 1 as the current round.
    pair(&mut t, id).await;
    let pairings = anon.get(&format!("/tournaments/{id}/pairings")).await.body;
    assert!(pairings.contains("Turno 1") && !pairings.contains("Turno 2"));
    assert!(
        !anon
            .get(&format!("/tournaments/{id}"))
            .await
            .body
            .contains("Turno 2")
    );
    assert_eq!(
        anon.get(&format!("/tournaments/{id}/rounds/2"))
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    let d = anon.get(&deck).await.body;
    assert!(d.contains("Turno 1") && !d.contains("Turno 2"));
    // The other tournament's tables never leak into this one's pages.
    let theirs: Vec<String> =
        sqlx::query_scalar("SELECT public_token FROM matches WHERE tournament_id = ?")
            .bind(other)
            .fetch_all(t.db.pool())
            .await
            .unwrap();
    let tables = anon.get(&format!("/tournaments/{id}/tables")).await.body;
    assert!(theirs.iter().all(|tok| !tables.contains(tok.as_str())));
}

#[tokio::test]
async fn live_tables_show_round_turn_clock_and_territories() {
    let mut t = organizer().await;
    let id = tournament(&mut t, "Serata", FOUR).await;
    let ids = publish_next_round(&mut t, id).await;
    let g = play(&t, ids[0], 11, 120).await;
    assert!(g.round() >= 1, "120 actions reach the first round");
    let mut anon = visitor(&t);
    let page = anon.get(&format!("/tournaments/{id}/tables")).await.body;
    assert!(page.contains(&format!("Giro {}", g.round())), "{page}");
    let current = &g.players()[usize::from(g.current_seat())];
    assert!(page.contains(&format!(
        "turno di <strong>{} ({})</strong>",
        current.name, current.team
    )));
    for p in g.players() {
        let held = g.territories_of(p.seat).count_ones();
        let tanks = g.on_board(p.seat);
        assert!(
            page.contains(&format!("<td>{held}</td><td>{tanks}</td>")),
            "{}: {held} territories, {tanks} tanks",
            p.name
        );
    }
    let running = g.clock().watch.running_since.is_some();
    assert!(
        page.contains(&format!("data-running=\"{running}\"")) && page.contains("Tempo rimasto")
    );
    assert!(page.contains("in corso") && page.contains("in preparazione"));
    // The projector shows the same table, with the player to move marked.
    let deck = anon
        .get(&format!("/tournaments/{id}/projector/deck"))
        .await
        .body;
    let (_, tables) = steps(&deck)
        .into_iter()
        .find(|(k, _)| k == "tables-1")
        .unwrap();
    let marked = tables.split("<span class=\"seat now\">").nth(1).unwrap();
    assert!(marked.contains(&format!("<span class=\"who\">{}</span>", current.name)));
    assert_eq!(tables.matches("seat now").count(), 1, "one player to move");
    assert!(tables.contains(&format!("Giro {}", g.round())));
}

#[tokio::test]
async fn hidden_results_count_in_no_public_standings() {
    let mut t = organizer().await;
    let id = tournament(&mut t, "Serata", FIVE).await;
    let ids = publish_next_round(&mut t, id).await;
    let game = play_and_sign(&mut t, ids[0], 7).await;
    let mut anon = visitor(&t);
    let standings = format!("/tournaments/{id}/standings");
    // Visible (the default): the signed match and the bye count for everyone.
    let public = anon.get(&standings).await.body;
    assert_eq!(
        public.matches("0-0-0 (0)").count(),
        2,
        "two teams not yet played"
    );
    assert_eq!(public.matches("0-0-0 (1)").count(), 1, "the bye");
    let results = format!("/tournaments/{id}/rounds/1/results");
    // Bad input is refused with a message; nothing changes.
    let before = t.count("audit_log").await;
    let r = t.post(&results, &[("results", "maybe")]).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert!(r.body.contains("visibili (visible) o nascosti (hidden)"));
    assert_eq!(
        t.post(
            &format!("/tournaments/{id}/rounds/9/results"),
            &[("results", "hidden")]
        )
        .await
        .status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        t.post(
            &format!("/tournaments/{id}/rounds/x/results"),
            &[("results", "hidden")]
        )
        .await
        .status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        t.post(
            "/tournaments/999/rounds/1/results",
            &[("results", "hidden")]
        )
        .await
        .status,
        StatusCode::NOT_FOUND
    );
    // Only an organizer may switch, with a CSRF token.
    let r = anon.post(&results, &[("results", "hidden")]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert!(r.location().starts_with("/login"));
    let mut referee = visitor(&t);
    referee.login("ref1", "referee-pass").await;
    let r = referee.post(&results, &[("results", "hidden")]).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    let r = t
        .post_raw(
            &results,
            &[("results", "hidden")],
            &[("origin", crate::helpers::BASE)],
        )
        .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN, "no CSRF token");
    assert_eq!(t.count("audit_log").await, before);

    // Hide round 1: the public standings and the projector leave it out.
    let r = t.post(&results, &[("results", "hidden")]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert_eq!(
        r.location(),
        format!("/tournaments/{id}/manage#publication")
    );
    let public = anon.get(&standings).await.body;
    assert_eq!(public.matches("0-0-0 (0)").count(), 5, "nothing counted");
    assert!(!public.contains("turni con risultati nascosti"));
    let organizer_view = t.get(&standings).await.body;
    assert_eq!(organizer_view.matches("0-0-0 (0)").count(), 2);
    assert!(organizer_view.contains("turni con risultati nascosti al pubblico: 1."));
    // Even in the organizer's browser, the projector is the public view.
    for who in [&mut anon, &mut t] {
        let deck = who
            .get(&format!("/tournaments/{id}/projector/deck"))
            .await
            .body;
        assert!(deck.contains("Non ancora conteggiati i turni 1"));
        assert!(
            !deck.contains("data-key=\"players-"),
            "no public personal scores"
        );
    }
    // The round page: scores for the organizer only.
    let first_team = &game.players()[0].team;
    let score = game.score().teams[first_team];
    let round_page = format!("/tournaments/{id}/rounds/1");
    let public = anon.get(&round_page).await.body;
    assert!(public.contains("non sono ancora pubblici"));
    assert!(!public.contains(&format!("<span class=\"score\">{score}</span>")));
    assert!(public.contains("firmata"), "table states stay visible");
    let mine = t.get(&round_page).await.body;
    assert!(mine.contains(&format!("<span class=\"score\">{score}</span>")));
    // The dashboard's switch shows the state; hiding twice changes nothing.
    let manage = t.get(&format!("/tournaments/{id}/manage")).await.body;
    assert!(manage.contains("id=\"publication\"") && manage.contains("risultati nascosti"));
    assert!(manage.contains(&format!("action=\"/tournaments/{id}/rounds/1/results\"")));
    t.post(&results, &[("results", "hidden")]).await;
    assert_eq!(t.count("audit_log").await, before + 1);
    // Shown again: counted again.
    t.post(&results, &[("results", "visible")]).await;
    assert_eq!(
        anon.get(&standings).await.body.matches("0-0-0 (0)").count(),
        2
    );
    assert!(
        anon.get(&round_page)
            .await
            .body
            .contains(&format!("<span class=\"score\">{score}</span>"))
    );
    let audit: Vec<(String, String)> = sqlx::query_as(
        "SELECT action, detail FROM audit_log WHERE action = 'round.results' ORDER BY id",
    )
    .fetch_all(t.db.pool())
    .await
    .unwrap();
    assert_eq!(
        audit,
        [
            ("round.results".into(), "round 1: results hidden".into()),
            ("round.results".into(), "round 1: results visible".into())
        ]
    );
}

fn forty_teams() -> String {
    let mut csv = String::from("team,player1,player2,club\n");
    for i in 1..=40 {
        csv.push_str(&format!(
            "Squadra {i:02},Primo {i},Secondo {i},Club {}\n",
            i % 7
        ));
    }
    csv
}

#[tokio::test]
async fn the_projector_pages_forty_teams_onto_screens_that_fit() {
    let mut t = organizer().await;
    let id = tournament(&mut t, "Gran torneo", &forty_teams()).await;
    let ids = publish_next_round(&mut t, id).await;
    assert_eq!(ids.len(), 20);
    play_and_sign(&mut t, ids[0], 3).await;
    let g = play(&t, ids[1], 5, 160).await;
    assert!(g.clock_started());
    let mut anon = visitor(&t);
    let page = anon.get(&format!("/tournaments/{id}/projector")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("data-pace=\"15\""));
    assert!(
        page.body
            .contains("<script src=\"/static/projector.js\" defer></script>")
    );
    assert!(!page.body.contains("<script>") && !page.body.contains("style=\""));
    let all = steps(&page.body);
    let kind = |k: &str| -> Vec<usize> {
        all.iter()
            .filter(|(key, _)| key.starts_with(k))
            .map(|(_, body)| rows(body))
            .collect()
    };
    assert_eq!(
        kind("pairings-"),
        [20],
        "20 tables on one screen, in two columns"
    );
    let pairings = &all[0].1;
    assert!(
        pairings.contains("class=\"fill pairings cols-2 rows-10 small\""),
        "the pairings fill the screen: {pairings}"
    );
    assert_eq!(
        kind("tables-"),
        [7, 7, 6],
        "live tables up to eight per screen, in two columns"
    );
    assert_eq!(
        kind("standings-"),
        [10, 10, 10, 10],
        "40 teams, four screens"
    );
    assert_eq!(
        kind("players-"),
        [4],
        "the four players of the signed table"
    );
    assert_eq!(all.len(), 9);
    // Only the first screen is shown before the script takes over; each says where it is.
    assert_eq!(page.body.matches(" hidden>").count(), 8);
    assert!(all[1].1.contains("<span class=\"page\">1/3</span>"));
    assert!(all[8].1.contains("9/9"));
    // The QR code of the public pages stands once, in the page's corner under every
    // screen, not in each screen; the live tables name each player's team and say what
    // the numbers mean.
    assert_eq!(page.body.matches("<svg class=\"qrcode\"").count(), 1);
    assert!(
        all.iter()
            .all(|(_, b)| !b.contains("<svg class=\"qrcode\""))
    );
    let live = &all[1].1;
    assert!(live.contains("<span class=\"teamname\">Squadra"), "{live}");
    assert!(live.contains("11·28 = 11 territori, 28 carri"), "{live}");
    // The table in play shows its clock; the deck alone is the same screens.
    let deck = anon
        .get(&format!("/tournaments/{id}/projector/deck"))
        .await
        .body;
    assert_eq!(steps(&deck).len(), 9);
    assert!(
        !deck.contains("qrcode"),
        "the deck, fetched on every change, has no QR code"
    );
    let running = g.clock().watch.running_since.is_some();
    assert!(
        deck.contains(&format!("data-running=\"{running}\"")),
        "{deck}"
    );
    // The pace: whole seconds from 5 to 120, anything else a 400 that says so.
    let p = anon
        .get(&format!("/tournaments/{id}/projector?pace=30"))
        .await;
    assert!(p.body.contains("data-pace=\"30\""));
    for bad in ["-1", "abc", "4", "121", "1.5"] {
        let r = anon
            .get(&format!("/tournaments/{id}/projector?pace={bad}"))
            .await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{bad}");
        assert!(r.body.contains("da 5 a 120"), "{bad}");
    }
}

/// Issue 27: a projector refreshing all evening asks for the deck on every change.
/// With 200 teams (100 live tables in play) it stays light: one QR code in the page,
/// none in the deck's 40-odd screens. Prints its size and time per request
/// (`cargo test --test web a_200_team_deck -- --nocapture`; debug build, in process:
/// compare runs, not machines). The release figures are in docs/PERFORMANCE.md.
#[tokio::test]
async fn a_200_team_deck_is_light() {
    let mut t = organizer().await;
    let mut csv = String::from("team,player1,player2,club\n");
    for i in 1..=200 {
        csv.push_str(&format!(
            "Squadra {i:03},Primo {i},Secondo {i},Club {}\n",
            i % 9
        ));
    }
    let id = tournament(&mut t, "Torneo grande", &csv).await;
    let ids = publish_next_round(&mut t, id).await;
    assert_eq!(ids.len(), 100);
    for (i, m) in ids.iter().enumerate() {
        play(&t, *m, 7 + i as u64, 60).await;
    }
    let mut anon = visitor(&t);
    let path = format!("/tournaments/{id}/projector/deck");
    let first = anon.get(&path).await;
    assert_eq!(first.status, StatusCode::OK);
    let runs = 20;
    let started = std::time::Instant::now();
    for _ in 0..runs {
        let r = anon.get(&path).await;
        assert_eq!(r.body.len(), first.body.len());
    }
    let per = started.elapsed() / runs;
    let kb = first.body.len() / 1024;
    eprintln!(
        "[deck] 200 teams, 100 live tables: {} screens, {kb} KB, {:.2} ms a request (debug, in process)",
        steps(&first.body).len(),
        per.as_secs_f64() * 1000.0
    );
    assert!(
        kb < 250,
        "the deck for 200 teams weighs {kb} KB; a projector fetches it on every change"
    );
}

#[tokio::test]
async fn unknown_tournaments_and_rounds_are_not_found() {
    let mut t = organizer().await;
    let id = tournament(&mut t, "Serata", FOUR).await;
    let mut anon = visitor(&t);
    for path in [
        "",
        "/pairings",
        "/tables",
        "/standings",
        "/rounds/1",
        "/projector",
        "/projector/deck",
        "/events",
    ] {
        let r = anon.get(&format!("/tournaments/999{path}")).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{path}");
    }
    for round in ["1", "0", "-3", "abc", "99999999999999999999"] {
        let r = anon.get(&format!("/tournaments/{id}/rounds/{round}")).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{round}");
    }
}

/// Reads the stream until the next event; returns its data line.
async fn next_event(body: &mut Body) -> String {
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(10), body.frame())
            .await
            .expect("an event within 10 s")
            .expect("the stream goes on")
            .unwrap();
        let Some(bytes) = frame.data_ref() else {
            continue;
        };
        let text = String::from_utf8_lossy(bytes).into_owned();
        if let Some(data) = text.lines().find_map(|l| l.strip_prefix("data: ")) {
            assert!(text.contains("event: change"), "{text}");
            return data.to_string();
        }
    }
}

async fn subscribe(t: &TestApp, id: i64) -> Body {
    let req = Request::get(format!("/tournaments/{id}/events"))
        .body(Body::empty())
        .unwrap();
    let resp = t.router.clone().oneshot(req).await.unwrap();
    assert_eq!(resp.status(), StatusCode::OK);
    let ct = resp.headers()[axum::http::header::CONTENT_TYPE]
        .to_str()
        .unwrap();
    assert!(ct.starts_with("text/event-stream"));
    resp.into_body()
}

#[tokio::test]
async fn the_tournament_stream_hears_publish_moves_sign_off_and_visibility() {
    let mut t = organizer().await;
    let other = tournament(&mut t, "Altra serata", FOUR).await;
    publish_next_round(&mut t, other).await;
    let id = tournament(&mut t, "Serata", FOUR).await;
    let round = pair(&mut t, id).await;
    // No login needed to listen.
    let mut body = subscribe(&t, id).await;
    publish(&mut t, id, round).await;
    assert_eq!(next_event(&mut body).await, "round");
    // A sign-off at one of its tables, heard with the table's new state.
    let ids = match_ids(&t, id).await;
    play_and_sign(&mut t, ids[0], 9).await;
    let n = t.count("match_entries").await;
    assert_eq!(
        next_event(&mut body).await,
        format!("match:{}:{n}:signed", ids[0])
    );
    // A move recorded at the other table (through the API, as a referee's phone would).
    let upto = 30;
    play(&t, ids[1], 13, upto).await;
    let (log, _) = random_player::play_game(13, 1, 4000);
    let (k, action) = log
        .actions
        .iter()
        .enumerate()
        .skip(upto)
        .find(|(_, a)| !matches!(a, arbitro::engine::Action::Clock { .. }))
        .unwrap();
    assert_eq!(k, upto, "the next move is not a clock event");
    let csrf = t.csrf().await;
    let headers = [
        ("x-csrf-token", csrf.as_str()),
        ("content-type", "application/json"),
        ("origin", crate::helpers::BASE),
    ];
    let move_json = serde_json::json!({"expected": upto, "key": "p1", "action": action});
    let r = t
        .post_body(
            &format!("/api/v1/matches/{}/actions", ids[1]),
            move_json.to_string().into_bytes(),
            &headers,
        )
        .await;
    assert!(r.status.is_success(), "{} {}", r.status, r.body);
    let heard = next_event(&mut body).await;
    assert!(
        heard.starts_with(&format!("match:{}:", ids[1])) && heard.ends_with(":playing"),
        "{heard}"
    );
    // Another tournament's table is not heard: the next event is this one's switch.
    let theirs = match_ids(&t, other).await;
    play_and_sign(&mut t, theirs[0], 4).await;
    let r = t
        .post(
            &format!("/tournaments/{id}/rounds/1/results"),
            &[("results", "hidden")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert_eq!(next_event(&mut body).await, "results");
}
