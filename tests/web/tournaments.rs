//! Tournaments: creation, registration (form and CSV), rounds, public pages, roles.

use crate::fixture::{FIVE, organizer, pair, play_and_sign, publish, tournament, tournament_with};
use crate::helpers::TestApp;
use axum::http::StatusCode;

#[tokio::test]
async fn creating_a_tournament_checks_the_form() {
    let mut t = organizer().await;
    for (fields, msg) in [
        (
            vec![("name", ""), ("held_on", "2026-11-21")],
            "nome di torneo",
        ),
        (vec![("name", "X"), ("held_on", "21/11/2026")], "AAAA-MM-GG"),
        (vec![("name", "X"), ("held_on", "2026-02-30")], "AAAA-MM-GG"),
    ] {
        let r = t.post("/tournaments", &fields).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(r.body.contains(msg), "{msg}");
    }
    assert_eq!(t.count("tournaments").await, 0);
    let id = tournament(&mut t).await;
    let page = t.get(&format!("/tournaments/{id}/manage")).await;
    assert!(page.body.contains("Serata di novembre"));
    // Anyone can read the public page and the list.
    let mut anon = t.restart().await;
    anon.jar.clear();
    assert!(
        anon.get("/tournaments")
            .await
            .body
            .contains("Serata di novembre")
    );
    assert_eq!(
        anon.get(&format!("/tournaments/{id}")).await.status,
        StatusCode::OK
    );
    assert_eq!(
        anon.get(&format!("/tournaments/{id}/standings"))
            .await
            .status,
        StatusCode::OK
    );
    assert_eq!(
        anon.get("/tournaments/999").await.status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn teams_by_form_refuse_bad_and_duplicate_input() {
    let mut t = organizer().await;
    let id = tournament(&mut t).await;
    let path = format!("/tournaments/{id}/teams");
    let ok = t
        .post(
            &path,
            &[
                ("name", "Corsari"),
                ("player1", "Anna"),
                ("player2", "Bruno"),
                ("club", "Roma"),
            ],
        )
        .await;
    assert_eq!(ok.status, StatusCode::SEE_OTHER);
    for (fields, msg) in [
        (vec![("name", " "), ("player1", "A")], "Manca il nome"),
        (
            vec![("name", "X"), ("player1", "")],
            "Manca il primo giocatore",
        ),
        (
            vec![("name", "corsari"), ("player1", "Z")],
            "già registrata",
        ),
    ] {
        let r = t.post(&path, &fields).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(r.body.contains(msg), "{msg}");
    }
    let long = "x".repeat(61);
    let r = t
        .post(&path, &[("name", long.as_str()), ("player1", "A")])
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(t.count("teams").await, 1);
    assert_eq!(t.count("players").await, 2);
    // A solo team has one player.
    t.post(&path, &[("name", "Solitario"), ("player1", "Zeno")])
        .await;
    assert_eq!(t.count("players").await, 3);
}

#[tokio::test]
async fn csv_import_previews_and_stores_nothing_while_a_row_is_bad() {
    let mut t = organizer().await;
    let id = tournament(&mut t).await;
    let bad = format!("{FIVE}Corsari,X,Y,\n,Nessuno,Niente\n");
    let r = t
        .post(
            &format!("/tournaments/{id}/import"),
            &[("csv", bad.as_str())],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains("2 righe da correggere"));
    assert!(r.body.contains("Manca il nome della squadra"));
    // Confirming the bad text anyway stores nothing.
    let r = t
        .post(
            &format!("/tournaments/{id}/import/confirm"),
            &[("csv", bad.as_str())],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(t.count("teams").await, 0);
    let r = t
        .post(
            &format!("/tournaments/{id}/import"),
            &[("csv", "\"unclosed,a,b")],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    let r = t
        .post(&format!("/tournaments/{id}/import"), &[("csv", FIVE)])
        .await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(r.body.contains("5 squadre pronte"));
    assert_eq!(t.count("teams").await, 0);
    let r = t
        .post(
            &format!("/tournaments/{id}/import/confirm"),
            &[("csv", FIVE)],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert_eq!(t.count("teams").await, 5);
    assert_eq!(t.count("players").await, 10);
    // The same file again: every row is now a duplicate, nothing more stored.
    let r = t
        .post(
            &format!("/tournaments/{id}/import/confirm"),
            &[("csv", FIVE)],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(t.count("teams").await, 5);
}

async fn table_pairs(t: &TestApp, round: i64) -> Vec<(i64, Option<i64>)> {
    sqlx::query_as::<_, (i64, Option<i64>)>(
        "SELECT rt.team_a, rt.team_b FROM round_tables rt JOIN rounds r ON r.id = rt.round_id WHERE r.number = ?",
    )
    .bind(round)
    .fetch_all(t.db.pool())
    .await
    .unwrap()
}

#[tokio::test]
async fn rounds_are_drafted_edited_published_and_avoid_rematches() {
    let mut t = organizer().await;
    let id = tournament_with(&mut t, FIVE).await;
    let r = t.post(&format!("/tournaments/{id}/rounds"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let round1 = table_pairs(&t, 1).await;
    assert_eq!(round1.len(), 3, "two tables and a bye");
    assert_eq!(round1.iter().filter(|(_, b)| b.is_none()).count(), 1);
    // Club avoidance: the two Roma teams do not meet in round 1.
    let roma: Vec<i64> = sqlx::query_scalar("SELECT id FROM teams WHERE club = 'Roma'")
        .fetch_all(t.db.pool())
        .await
        .unwrap();
    assert!(
        !round1
            .iter()
            .any(|(a, b)| roma.contains(a) && b.is_some_and(|b| roma.contains(&b)))
    );
    // A second draft is refused while one exists; the draft is not public.
    assert_eq!(
        t.post(&format!("/tournaments/{id}/rounds"), &[])
            .await
            .status,
        StatusCode::CONFLICT
    );
    let round_id: i64 = sqlx::query_scalar("SELECT id FROM rounds WHERE number = 1")
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    let mut anon = t.restart().await;
    anon.jar.clear();
    assert!(
        !anon
            .get(&format!("/tournaments/{id}"))
            .await
            .body
            .contains("Turno 1")
    );
    // Swap two teams, then publish.
    let (a, b) = (round1[0].0, round1[1].0);
    let r = t
        .post(
            &format!("/tournaments/{id}/rounds/{round_id}/swap"),
            &[("x", &a.to_string()), ("y", &b.to_string())],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let swapped = table_pairs(&t, 1).await;
    assert_eq!(swapped[0].0, b);
    assert_eq!(swapped[1].0, a);
    let r = t
        .post(
            &format!("/tournaments/{id}/rounds/{round_id}/swap"),
            &[("x", "abc"), ("y", "1")],
        )
        .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert_eq!(
        t.post(
            &format!("/tournaments/{id}/rounds/{round_id}/publish"),
            &[("confirm", "1")],
        )
        .await
        .status,
        StatusCode::SEE_OTHER
    );
    let public = anon.get(&format!("/tournaments/{id}")).await.body;
    assert!(public.contains("Turno 1") && public.contains("Riposo"));
    // The bye counts as a win in the standings.
    let standings = anon.get(&format!("/tournaments/{id}/standings")).await.body;
    assert!(standings.contains("0-0-0 (1)"));
    // Matches of round 1 have no signed result: pairing round 2 asks for confirmation.
    let r = t.post(&format!("/tournaments/{id}/rounds"), &[]).await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    assert!(r.body.contains("Spunta la casella"));
    let r = t
        .post(&format!("/tournaments/{id}/rounds"), &[("confirm", "1")])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let round2 = table_pairs(&t, 2).await;
    let bye1 = swapped.iter().find(|(_, b)| b.is_none()).unwrap().0;
    let bye2 = round2.iter().find(|(_, b)| b.is_none()).unwrap().0;
    assert_ne!(bye1, bye2, "a second bye goes to another team");
    // Discard the draft: round 2 is gone, round 1 stays.
    let round2_id: i64 = sqlx::query_scalar("SELECT id FROM rounds WHERE number = 2")
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    assert_eq!(
        t.post(
            &format!("/tournaments/{id}/rounds/{round2_id}/discard"),
            &[]
        )
        .await
        .status,
        StatusCode::SEE_OTHER
    );
    assert_eq!(t.count("rounds").await, 1);
    // Published rounds cannot be discarded.
    assert_eq!(
        t.post(&format!("/tournaments/{id}/rounds/{round_id}/discard"), &[])
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    // Every change is in the audit log.
    let audit: Vec<String> = sqlx::query_scalar("SELECT action FROM audit_log ORDER BY id")
        .fetch_all(t.db.pool())
        .await
        .unwrap();
    assert_eq!(
        audit,
        [
            "tournament.create",
            "team.import",
            "round.draft",
            "round.swap",
            "round.publish",
            "round.draft",
            "round.discard"
        ]
    );
}

#[tokio::test]
async fn dropped_teams_are_not_paired() {
    let mut t = organizer().await;
    let id = tournament_with(&mut t, FIVE).await;
    let volpi: i64 = sqlx::query_scalar("SELECT id FROM teams WHERE name = 'Volpi'")
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    assert_eq!(
        t.post(
            &format!("/tournaments/{id}/teams/{volpi}/drop"),
            &[("confirm", "1")],
        )
        .await
        .status,
        StatusCode::SEE_OTHER
    );
    pair(&mut t, id).await;
    let round1 = table_pairs(&t, 1).await;
    assert_eq!(round1.len(), 2, "four active teams: two tables, no bye");
    assert!(!round1.iter().any(|(a, b)| *a == volpi || *b == Some(volpi)));
    assert_eq!(
        t.post(&format!("/tournaments/{id}/teams/9999/drop"), &[])
            .await
            .status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn organizer_routes_refuse_referees_and_anonymous_visitors() {
    let mut t = organizer().await;
    let id = tournament_with(&mut t, FIVE).await;
    let round = pair(&mut t, id).await;
    let team: i64 = sqlx::query_scalar("SELECT id FROM teams LIMIT 1")
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    let posts = [
        "/tournaments".to_string(),
        format!("/tournaments/{id}/teams"),
        format!("/tournaments/{id}/teams/{team}/drop"),
        format!("/tournaments/{id}/teams/{team}/return"),
        format!("/tournaments/{id}/import"),
        format!("/tournaments/{id}/import/confirm"),
        format!("/tournaments/{id}/rounds"),
        format!("/tournaments/{id}/rounds/{round}/swap"),
        format!("/tournaments/{id}/rounds/{round}/discard"),
        format!("/tournaments/{id}/rounds/{round}/publish"),
    ];
    let before = (
        t.count("tournaments").await,
        t.count("teams").await,
        t.count("rounds").await,
        t.count("audit_log").await,
    );
    let mut referee = t.restart().await;
    referee.jar.clear();
    referee.login("ref1", "referee-pass").await;
    let mut anon = t.restart().await;
    anon.jar.clear();
    assert_eq!(
        referee
            .get(&format!("/tournaments/{id}/manage"))
            .await
            .status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        anon.get(&format!("/tournaments/{id}/manage")).await.status,
        StatusCode::SEE_OTHER
    );
    for path in &posts {
        let r = referee
            .post(
                path,
                &[
                    ("name", "X"),
                    ("player1", "Y"),
                    ("csv", FIVE),
                    ("x", "1"),
                    ("y", "2"),
                ],
            )
            .await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "referee {path}");
        let r = anon.post(path, &[("name", "X")]).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "anonymous {path}");
        assert!(r.location().starts_with("/login"));
    }
    let after = (
        t.count("tournaments").await,
        t.count("teams").await,
        t.count("rounds").await,
        t.count("audit_log").await,
    );
    assert_eq!(before, after);
}

#[tokio::test]
async fn publishing_opens_a_match_per_table_and_signed_results_make_the_standings() {
    let mut t = organizer().await;
    let id = tournament_with(&mut t, FIVE).await;
    let round = pair(&mut t, id).await;
    publish(&mut t, id, round).await;
    let tables: Vec<(i64, i64, i64)> = sqlx::query_as(
        "SELECT rt.match_id, rt.team_a, rt.team_b FROM round_tables rt WHERE rt.team_b IS NOT NULL ORDER BY table_no",
    )
    .fetch_all(t.db.pool())
    .await
    .unwrap();
    assert_eq!(tables.len(), 2, "one match per table, none for the bye");
    // Each match seats the table's four players, teammates opposite, in the console.
    let (m1, a, b) = tables[0];
    let setup: String = sqlx::query_scalar("SELECT setup_json FROM matches WHERE id = ?")
        .bind(m1)
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    let setup = arbitro::engine::MatchLog::parse(&setup).unwrap();
    let names: Vec<String> = sqlx::query_scalar("SELECT name FROM teams WHERE id IN (?, ?)")
        .bind(a)
        .bind(b)
        .fetch_all(t.db.pool())
        .await
        .unwrap();
    assert_eq!(setup.players.len(), 4);
    assert_eq!(setup.players[0].team, setup.players[2].team);
    assert_ne!(setup.players[0].team, setup.players[1].team);
    assert!(names.contains(&setup.players[0].team) && names.contains(&setup.players[1].team));
    let console = t.get(&format!("/console/m/{m1}")).await;
    assert_eq!(console.status, StatusCode::OK);

    // Until a result is signed, the standings hold only the bye.
    let score = play_and_sign(&t, m1, 7).await;
    let standings = t.get(&format!("/tournaments/{id}/standings")).await.body;
    let total_a = score.teams[&setup.players[0].team];
    let total_b = score.teams[&setup.players[1].team];
    assert!(standings.contains(&format!("<td>{total_a}</td>")));
    assert!(standings.contains(&format!("<td>{total_b}</td>")));
    let record = |mine: u32, theirs: u32| match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => "1-0-0 (0)",
        std::cmp::Ordering::Equal => "0-1-0 (0)",
        std::cmp::Ordering::Less => "0-0-1 (0)",
    };
    for (team, mine, theirs) in [
        (&setup.players[0].team, total_a, total_b),
        (&setup.players[1].team, total_b, total_a),
    ] {
        let row = standings
            .split("<tr")
            .find(|r| r.contains(team.as_str()))
            .unwrap();
        assert!(row.contains(record(mine, theirs)), "{team}: {row}");
    }
    // Individual standings list the players of the signed match.
    assert!(standings.contains(&setup.players[1].name));
}

#[tokio::test]
async fn counts_on_the_public_home_agree_with_their_number() {
    let mut t = organizer().await;
    let id = tournament_with(
        &mut t,
        "team,player1,player2,club\nOrsi,Anna,Bruno,Circolo\n",
    )
    .await;
    let home = t.get(&format!("/tournaments/{id}")).await;
    assert_eq!(home.status, StatusCode::OK);
    assert!(home.body.contains("· 1 squadra</p>"), "{}", home.body);
    let id = tournament_with(&mut t, FIVE).await;
    let home = t.get(&format!("/tournaments/{id}")).await;
    assert!(home.body.contains("· 5 squadre</p>"), "{}", home.body);
}
