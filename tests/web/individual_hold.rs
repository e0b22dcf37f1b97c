//! The organizer's hold on an individual tournament's results, refusals first: a
//! correction with bad points, for a player not at the table, or on a table whose
//! result does not count yet; a reopening without a reason or of an unsigned table;
//! the results of an unpublished round; edits of a published round; the second
//! confirmation switched on after the fact; and every refusal stores nothing.

use crate::console::organizer;
use crate::individual_evening::{login_as, play, standings, tables};
use arbitro::accounts::Role;
use axum::http::StatusCode;

const EIGHT: &str = "Anna;Lupi\nBruno;Orsi\nCarla;Falchi\nDario;Volpi\nElena;Lupi\nFabio;Orsi\nGina;Falchi\nIvo;Volpi\n";

#[tokio::test]
async fn corrections_confirmations_and_hidden_rounds_refuse_what_does_not_fit() {
    let mut org = organizer().await;
    let (mut referee, referee_id) = login_as(&org, "arbitro", Role::Referee).await;
    let r = org
        .post(
            "/individual",
            &[("name", "Lunedì"), ("table_size", "4"), ("rounds", "2")],
        )
        .await;
    let id = crate::fixture::individual_id(&r);
    let r = org
        .post(
            &format!("/individual/{id}/import/confirm"),
            &[("csv", EIGHT)],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    org.post(&format!("/individual/{id}/rounds"), &[]).await;
    // A draft has no results to hide.
    let r = org
        .post(
            &format!("/individual/{id}/rounds/1/results"),
            &[("on", "0")],
        )
        .await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.body);
    let r = org
        .post(&format!("/individual/{id}/rounds/1/publish"), &[])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let round = tables(&org, id, 1).await;
    // A published round is not edited any more.
    for (path, form) in [
        (
            "move",
            vec![
                ("player", round[0].1[0].to_string()),
                ("table", "2".to_string()),
            ],
        ),
        (
            "renumber",
            vec![("n1", "2".to_string()), ("n2", "1".to_string())],
        ),
    ] {
        let f: Vec<(&str, &str)> = form.iter().map(|(a, b)| (*a, b.as_str())).collect();
        let r = org
            .post(&format!("/individual/{id}/rounds/1/{path}"), &f)
            .await;
        assert!(r.status.is_client_error(), "{path}: {}", r.status);
    }
    assert_eq!(tables(&org, id, 1).await, round);

    let (m, seats) = (round[0].2.unwrap(), round[0].1.clone());
    for (n, _, _) in &round {
        org.post(
            &format!("/individual/{id}/rounds/1/tables/{n}/referee"),
            &[("user", &referee_id.to_string())],
        )
        .await;
    }
    // Not signed yet: no correction, no reopening, no confirmation.
    let correct = format!("/individual/{id}/matches/{m}/correct");
    let anna = seats[0].to_string();
    let r = org
        .post(
            &correct,
            &[("player", &anna), ("points", "2"), ("reason", "penalità")],
        )
        .await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.body);
    assert!(r.body.contains("non conta ancora"), "{}", r.body);
    let r = org
        .post(
            &format!("/individual/{id}/matches/{m}/reopen"),
            &[("reason", "x")],
        )
        .await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.body);
    let r = org
        .post(&format!("/individual/{id}/matches/{m}/confirm"), &[])
        .await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.body);

    // Signed: it counts at once (no second confirmation asked).
    play(&mut referee, m, 1).await;
    let page = org.get(&format!("/individual/{id}/standings")).await;
    let first = db_name(&org, seats[0]).await;
    assert_eq!(standings(&page.body)[&first].1, 5.0, "1st of 4");
    // Bad corrections, each with its sentence; nothing stored.
    for (player, points, reason, says) in [
        (anna.clone(), "0", "penalità", "diverso da zero"),
        (anna.clone(), "1.23456", "penalità", "quattro decimali"),
        (anna.clone(), "abc", "penalità", "diverso da zero"),
        (anna.clone(), "2", "  ", "il motivo"),
        (
            round[1].1[0].to_string(),
            "2",
            "penalità",
            "seduto a questo tavolo",
        ),
    ] {
        let r = org
            .post(
                &correct,
                &[("player", &player), ("points", points), ("reason", reason)],
            )
            .await;
        assert_eq!(
            r.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{points}: {}",
            r.body
        );
        assert!(r.body.contains(says), "{says}: {}", r.body);
    }
    assert_eq!(org.count("individual_adjustments").await, 0);
    let r = org
        .post(
            &format!("/individual/{id}/matches/{m}/reopen"),
            &[("reason", " ")],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    // The referee cannot correct (an organizer's route).
    let r = referee
        .post(
            &correct,
            &[("player", &anna), ("points", "1"), ("reason", "x")],
        )
        .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);

    // The second confirmation switched on: the signed table stops counting until
    // someone other than its signer confirms it.
    let r = org
        .post(&format!("/individual/{id}/confirmation"), &[("on", "1")])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let page = org.get(&format!("/individual/{id}/standings")).await;
    assert_eq!(standings(&page.body)[&first].1, 0.0);
    let r = referee
        .post(&format!("/individual/{id}/matches/{m}/confirm"), &[])
        .await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    assert!(r.body.contains("firmato"), "{}", r.body);
    let page = referee.get(&format!("/individual/{id}/matches/{m}")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(
        !page.body.contains("/correct\""),
        "no correction form for a referee"
    );
    let r = org
        .post(&format!("/individual/{id}/matches/{m}/confirm"), &[])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let r = org
        .post(&format!("/individual/{id}/matches/{m}/confirm"), &[])
        .await;
    assert_eq!(r.status, StatusCode::CONFLICT, "confirmed once");
    let page = org.get(&format!("/individual/{id}/standings")).await;
    assert_eq!(standings(&page.body)[&first].1, 5.0);
    // A match of another tournament is not found here.
    let r = org
        .post(&format!("/individual/{}/matches/{m}/confirm", id + 1), &[])
        .await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
}

async fn db_name(t: &crate::helpers::TestApp, player: i64) -> String {
    sqlx::query_scalar("SELECT name FROM individual_players WHERE id = ?")
        .bind(player)
        .fetch_one(t.db.pool())
        .await
        .unwrap()
}
