//! The end of a match (issue 13): the clock stops everywhere once it is over, the
//! third-to-last-round call waits for its minutes, a forfeit names the team and the
//! standings give the forfeit points, and a refused form keeps what was typed.

use crate::console::{act, finish_placement, first_place, game_of, now, organizer, placed_match};
use crate::fixture::{self, FOUR};
use crate::helpers::TestApp;
use arbitro::engine::{Action, ClockEvent};
use axum::http::StatusCode;
use serde_json::Value;

async fn api(t: &mut TestApp, id: i64) -> Value {
    let r = t.get(&format!("/api/v1/matches/{id}")).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    serde_json::from_str(&r.body).unwrap()
}

async fn board(t: &mut TestApp, id: i64) -> String {
    let token = arbitro::db::matches::get(&t.db, id)
        .await
        .unwrap()
        .unwrap()
        .public_token;
    let r = t.get(&format!("/t/{token}/board")).await;
    assert_eq!(r.status, StatusCode::OK);
    r.body
}

/// A console match in round 1 with its clock started by the first reinforcement.
async fn running_match(t: &mut TestApp) -> i64 {
    let id = placed_match(t).await;
    let g = finish_placement(t, id).await;
    let r = act(t, id, &first_place(&g), "first").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    id
}

fn end(reason: &str, forfeit: Option<&str>) -> Action {
    Action::EndMatch {
        reason: reason.into(),
        forfeit: forfeit.map(str::to_string),
    }
}

#[tokio::test]
async fn once_the_match_is_over_the_clock_stops_everywhere() {
    let mut t = organizer().await;
    let id = running_match(&mut t).await;
    t.clock.advance(chrono::Duration::minutes(7));
    let live = api(&mut t, id).await;
    assert_eq!(live["clock"]["running"], true);
    assert_eq!(live["clock"]["announce_at_minutes"], 90);
    assert!(live["clock"]["turn_secs"].is_i64());
    assert!(board(&mut t, id).await.contains("turno di"));

    let r = act(&mut t, id, &end("tempo scaduto", None), "end").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    t.clock.advance(chrono::Duration::minutes(30));
    let over = api(&mut t, id).await;
    let clock = &over["clock"];
    assert_eq!(clock["running"], false, "{clock}");
    assert_eq!(clock["finished"], true);
    assert_eq!(
        clock["elapsed_secs"],
        7 * 60,
        "stopped when the match ended"
    );
    assert_eq!(clock["remaining_secs"], 93 * 60);
    assert!(clock["turn_secs"].is_null() && clock["turn_started_at"].is_null());
    assert_eq!(clock["turn_running"], false);
    assert!(over["choices"].is_null());
    // The console: the clock reads stopped, not paused.
    let console = t.get(&format!("/console/m/{id}")).await.body;
    assert!(console.contains("fermo: partita terminata") && !console.contains("in pausa"));
    // The public board: no one in turn, the clock standing still.
    let page = board(&mut t, id).await;
    assert!(!page.contains("turno di"), "{page}");
    assert!(page.contains("data-running=\"false\"") && !page.contains("data-turn="));
    assert!(page.contains("93:00") && page.contains("partita terminata"));
    // The public table API agrees.
    let token = arbitro::db::matches::get(&t.db, id)
        .await
        .unwrap()
        .unwrap()
        .public_token;
    let r = t.get(&format!("/api/v1/tables/{token}")).await;
    let table: Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(table["clock"]["running"], false, "{}", r.body);
    assert!(table["clock"]["turn_secs"].is_null());
}

#[tokio::test]
async fn the_call_waits_for_the_set_minutes_of_running_clock() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    let (log, _) = game_of(&t, id).await;
    assert!(
        log.settings.clock_checks,
        "every new match checks the clock"
    );
    // No clock start during the initial placement.
    let start = Action::Clock {
        event: ClockEvent::Start,
        at: now(&t),
    };
    let r = act(&mut t, id, &start, "s0").await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains("primo carro di rinforzo"), "{}", r.body);
    let g = finish_placement(&mut t, id).await;
    assert_eq!(
        act(&mut t, id, &first_place(&g), "f").await.status,
        StatusCode::SEE_OTHER
    );
    let announce = Action::Clock {
        event: ClockEvent::Announce,
        at: now(&t),
    };
    t.clock.advance(chrono::Duration::minutes(89));
    let r = act(&mut t, id, &announce, "a1").await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        r.body.contains("dopo 90 minuti") && r.body.contains("ne sono passati 89"),
        "{}",
        r.body
    );
    let pause = Action::Clock {
        event: ClockEvent::Pause,
        at: now(&t),
    };
    assert_eq!(
        act(&mut t, id, &pause, "p").await.status,
        StatusCode::SEE_OTHER
    );
    t.clock.advance(chrono::Duration::minutes(5));
    let r = act(&mut t, id, &announce, "a2").await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "paused");
    let resume = Action::Clock {
        event: ClockEvent::Resume,
        at: now(&t),
    };
    assert_eq!(
        act(&mut t, id, &resume, "r").await.status,
        StatusCode::SEE_OTHER
    );
    t.clock.advance(chrono::Duration::minutes(1));
    let r = act(&mut t, id, &announce, "a3").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "90 running minutes");
    assert_eq!(game_of(&t, id).await.1.last_round(), Some(3));
}

#[tokio::test]
async fn a_forfeit_is_named_on_the_form_and_in_the_api_and_a_refusal_keeps_the_form() {
    let mut t = organizer().await;
    let id = running_match(&mut t).await;
    let page = t.get(&format!("/console/m/{id}")).await.body;
    assert!(
        page.contains("name=\"forfeit\"") && page.contains("<option value=\"B\">B</option>"),
        "the end-match form offers the teams"
    );
    // A team not at the table: the engine's sentence, and the reason typed stays.
    let r = act(&mut t, id, &end("ritiro per malore", Some("Z")), "e1").await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        r.body.contains("Al tavolo non c&#39;è la squadra «Z»"),
        "{}",
        r.body
    );
    assert!(
        r.body.contains("value=\"ritiro per malore\""),
        "the form keeps it"
    );
    assert!(!game_of(&t, id).await.1.finished());

    // Through the API: team B forfeits.
    let csrf = t.csrf().await;
    let headers = [
        ("x-csrf-token", csrf.as_str()),
        ("content-type", "application/json"),
        ("origin", crate::helpers::BASE),
    ];
    let entries = crate::console::entries(&t).await;
    let body = serde_json::json!({"expected": entries, "key": "f1",
        "action": {"type": "end_match", "reason": "ritiro", "forfeit": "B"}});
    let r = t
        .post_body(
            &format!("/api/v1/matches/{id}/actions"),
            body.to_string().into_bytes(),
            &headers,
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let v: Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(v["state"]["finish_reason"]["forfeit"], "B");
    assert_eq!(v["score"]["forfeit"], "B");
    assert_eq!(v["score"]["ranking"], serde_json::json!(["A", "B"]));
    assert_eq!(v["score"]["draw"], false);
    assert_eq!(v["clock"]["running"], false);
    let (log, _) = game_of(&t, id).await;
    assert!(matches!(
        log.actions.last(),
        Some(Action::EndMatch { forfeit: Some(team), .. }) if team == "B"
    ));
}

#[tokio::test]
async fn the_standings_give_the_tournaments_forfeit_points() {
    let mut t = fixture::organizer().await;
    let id = fixture::tournament_with(&mut t, FOUR).await;
    let form = fixture::settings_form(&[("forfeit_win", "3"), ("forfeit_loss", "1")]);
    let r = t.post(&format!("/tournaments/{id}/settings"), &form).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let m = fixture::publish_next_round(&mut t, id).await[0];
    // A few moves in, the first seat's team forfeits.
    let log = fixture::record_random_game(&t, m, 5, 100).await;
    let quitter = log.players[0].team.clone();
    let winner = log.players[1].team.clone();
    let r = act(&mut t, m, &end("ritiro", Some(&quitter)), "f").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    // The live tables: the finished table's clock stands still, no one is in turn.
    let live = t.get(&format!("/tournaments/{id}/tables")).await.body;
    assert!(
        live.contains("data-running=\"false\"")
            && live.contains("fermo: partita terminata")
            && !live.contains("data-running=\"true\"")
            && !live.contains("turno di"),
        "{live}"
    );
    fixture::sign(&mut t, m).await;
    let r = t.get(&format!("/api/v1/tournaments/{id}/standings")).await;
    let v: Value = serde_json::from_str(&r.body).unwrap();
    let row = |name: &str| {
        v["teams"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["name"] == name)
            .unwrap()
            .clone()
    };
    assert_eq!(row(&winner)["match_points"], 3, "{v}");
    assert_eq!(row(&winner)["wins"], 1);
    assert_eq!(row(&quitter)["match_points"], 1);
    assert_eq!(row(&quitter)["losses"], 1);
    // The round's results say it was a forfeit.
    let round = t.get(&format!("/tournaments/{id}/rounds/1")).await.body;
    assert!(
        round.contains("vittoria a tavolino") && round.contains("sconfitta a tavolino"),
        "{round}"
    );
    // The archive carries the forfeit and the points: the same standings after import.
    let archive = t
        .get(&format!("/tournaments/{id}/export/tournament.json"))
        .await
        .body;
    assert!(
        archive.contains("\"forfeit\""),
        "the log and the settings carry it"
    );
    let mut fresh = TestApp::new().await;
    fresh
        .add_user("capo", "organizer-pass", arbitro::accounts::Role::Organizer)
        .await;
    fresh.login("capo", "organizer-pass").await;
    let r = crate::exports::upload(&mut fresh, archive.as_bytes()).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let new_id: i64 = sqlx::query_scalar("SELECT MAX(id) FROM tournaments")
        .fetch_one(fresh.db.pool())
        .await
        .unwrap();
    let r = fresh
        .get(&format!("/api/v1/tournaments/{new_id}/standings"))
        .await;
    let copied: Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(
        copied["teams"], v["teams"],
        "the standings survive the round trip"
    );
}

#[tokio::test]
async fn a_forfeit_says_so_everywhere_and_the_team_that_forfeits_scores_nothing() {
    // Issue 27 item 7: "Corsari 17" ranked above "Orsi 45" without a word, "Vince:
    // Corsari" with no "per ritiro", and Orsi's 45 kept in the tie-breakers.
    let mut t = fixture::organizer().await;
    let id = fixture::tournament_with(&mut t, FOUR).await;
    let m = fixture::publish_next_round(&mut t, id).await[0];
    let log = fixture::record_random_game(&t, m, 5, 100).await;
    let quitter = log.players[0].team.clone();
    let winner = log.players[1].team.clone();
    let r = act(&mut t, m, &end("ritiro", Some(&quitter)), "f").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let score = api(&mut t, m).await["score"].clone();
    let (on_board, won_with) = (
        score["teams"][&quitter].as_i64().unwrap(),
        score["teams"][&winner].as_i64().unwrap(),
    );
    assert!(
        on_board > 0,
        "the team that forfeits has points on the board"
    );

    let console = t.get(&format!("/console/m/{m}")).await.body;
    assert!(
        console.contains(&format!(
            "{quitter} si è ritirata: perde a tavolino e va in fondo"
        )),
        "the score card says why: {console}"
    );
    let said = format!("per ritiro di {quitter}");
    assert!(board(&mut t, m).await.contains(&said), "the public board");
    let live = t.get(&format!("/tournaments/{id}/tables")).await.body;
    assert!(live.contains(&said), "the live tables: {live}");
    let deck = t
        .get(&format!("/tournaments/{id}/projector/deck"))
        .await
        .body;
    assert!(deck.contains(&said), "the projector: {deck}");

    fixture::sign(&mut t, m).await;
    let r = t.get(&format!("/api/v1/tournaments/{id}/standings")).await;
    let v: Value = serde_json::from_str(&r.body).unwrap();
    let row = |name: &str| {
        v["teams"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["name"] == name)
            .unwrap()
            .clone()
    };
    assert_eq!(row(&quitter)["total_score"], 0, "{v}");
    assert_eq!(row(&quitter)["score_difference"], -won_with);
    assert_eq!(row(&quitter)["best_match"], 0);
    assert_eq!(row(&winner)["total_score"], won_with);
    assert_eq!(row(&winner)["score_difference"], won_with);
    // The standings page says why, and the round's results keep the board's points.
    let standings = t.get(&format!("/tournaments/{id}/standings")).await.body;
    assert!(
        standings.contains(&format!(
            "Turno 1: {quitter} ha perso a tavolino contro {winner}; i suoi {on_board} punti"
        )),
        "{standings}"
    );
    let round = t.get(&format!("/tournaments/{id}/rounds/1")).await.body;
    assert!(
        round.contains(&format!(
            "<strong>{quitter}</strong> · <span class=\"score\">{on_board}</span> · sconfitta a tavolino"
        )),
        "{round}"
    );
}
