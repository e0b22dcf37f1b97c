//! Issue 13, the organizer's side: referees for a whole round on one page, a warning
//! before publishing tables without a referee, a confirmation before dropping a team,
//! the change log in words, a CSV import separated by semicolons, and the console's
//! match list naming tournament, round, table and teams.

use crate::fixture::{
    FIVE, FOUR, organizer, pair, publish, round_matches, tournament, tournament_with,
};
use crate::helpers::TestApp;
use axum::http::StatusCode;

async fn scalar(t: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar::<_, i64>(sql)
        .fetch_one(t.db.pool())
        .await
        .unwrap()
}

/// The round's tables (not the bye) in table order: (row id, number).
async fn tables(t: &TestApp, round: i64) -> Vec<(i64, i64)> {
    sqlx::query_as(
        "SELECT id, table_no FROM round_tables WHERE round_id = ? AND team_b IS NOT NULL
         ORDER BY table_no",
    )
    .bind(round)
    .fetch_all(t.db.pool())
    .await
    .unwrap()
}

async fn referees_of(t: &TestApp, table: i64) -> Vec<i64> {
    sqlx::query_scalar(
        "SELECT user_id FROM round_table_referees WHERE round_table_id = ? ORDER BY user_id",
    )
    .bind(table)
    .fetch_all(t.db.pool())
    .await
    .unwrap()
}

#[tokio::test]
async fn a_whole_round_gets_its_referees_on_one_page_and_publishing_warns_first() {
    let mut t = organizer().await;
    let ref2 = t
        .add_user("ref2", "referee-pass", arbitro::accounts::Role::Referee)
        .await;
    let id = tournament_with(&mut t, FIVE).await;
    let round = pair(&mut t, id).await;
    let lines = tables(&t, round).await;
    assert_eq!(lines.len(), 2, "five teams: two tables and a bye");
    let (a, b) = (lines[0].0, lines[1].0);

    // Publishing a round whose tables have no referee asks first, naming the tables.
    let path = format!("/tournaments/{id}/rounds/{round}/publish");
    let warn = t.post(&path, &[]).await;
    assert_eq!(warn.status, StatusCode::OK);
    assert!(warn.body.contains("non hanno un arbitro"), "{}", warn.body);
    assert!(warn.body.contains("Tavolo 1 · ") && warn.body.contains("Tavolo 2 · "));
    assert!(warn.body.contains("name=\"confirm\" value=\"1\""));
    assert!(
        warn.body
            .contains(&format!("/tournaments/{id}/rounds/{round}/referees"))
    );
    assert_eq!(
        scalar(&t, "SELECT COUNT(*) FROM matches").await,
        0,
        "nothing opened"
    );

    // The sheet: every table with a box per referee.
    let sheet_path = format!("/tournaments/{id}/rounds/{round}/referees");
    let sheet = t.get(&sheet_path).await;
    assert_eq!(sheet.status, StatusCode::OK);
    assert!(
        sheet
            .body
            .contains(&format!("name=\"r{a}\" value=\"{ref2}\""))
    );
    assert!(sheet.body.contains(&format!("name=\"r{b}\" value=\"2\"")));
    let manage = t.get(&format!("/tournaments/{id}/manage")).await.body;
    assert!(
        manage.contains(&sheet_path),
        "the dashboard links the sheet"
    );

    // One post assigns both tables (table 1 two referees, table 2 one).
    let (sa, sb, r2) = (a.to_string(), b.to_string(), ref2.to_string());
    let (ka, kb) = (format!("r{a}"), format!("r{b}"));
    let r = t
        .post(
            &sheet_path,
            &[
                ("table", &sa),
                (&ka, "2"),
                (&ka, &r2),
                ("table", &sb),
                (&kb, &r2),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    assert_eq!(referees_of(&t, a).await, [2, ref2]);
    assert_eq!(referees_of(&t, b).await, [ref2]);

    // A bad choice (an unknown account, a table of another round) stores nothing.
    let before = scalar(&t, "SELECT COUNT(*) FROM audit_log").await;
    for bad in [
        vec![("table", sa.as_str()), (ka.as_str(), "9999")],
        vec![("table", "123456")],
        vec![("table", sa.as_str()), (ka.as_str(), "x")],
    ] {
        let r = t.post(&sheet_path, &bad).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{bad:?}");
        assert!(r.body.contains("ricarica la pagina"), "{}", r.body);
    }
    assert_eq!(scalar(&t, "SELECT COUNT(*) FROM audit_log").await, before);
    assert_eq!(referees_of(&t, a).await, [2, ref2]);

    // Unticking removes: table 1 keeps ref2 only.
    let r = t
        .post(
            &sheet_path,
            &[("table", &sa), (&ka, &r2), ("table", &sb), (&kb, &r2)],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert_eq!(referees_of(&t, a).await, [ref2]);

    // Every table has a referee now: publishing goes through at once.
    let r = t.post(&path, &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let matches = round_matches(&t, round).await;
    assert_eq!(matches.len(), 2);
    let on_match = scalar(
        &t,
        &format!(
            "SELECT COUNT(*) FROM match_referees WHERE match_id = {}",
            matches[0]
        ),
    )
    .await;
    assert_eq!(on_match, 1, "the table's referee became the match's");

    // The change log says it in words, with names.
    let log = t.get(&format!("/tournaments/{id}/audit")).await.body;
    assert!(log.contains("Arbitro assegnato al tavolo"), "{log}");
    assert!(log.contains("Turno 1, Tavolo 1: ref2"), "{log}");
    assert!(log.contains("Turno pubblicato") && log.contains("Squadre importate da CSV"));
    assert!(!log.contains("table.referee_add") && !log.contains("round.publish"));
}

#[tokio::test]
async fn dropping_a_team_asks_first_and_names_it() {
    let mut t = organizer().await;
    let id = tournament_with(&mut t, FOUR).await;
    let orsi = scalar(&t, "SELECT id FROM teams WHERE name = 'Orsi'").await;
    let path = format!("/tournaments/{id}/teams/{orsi}/drop");
    let ask = t.post(&path, &[]).await;
    assert_eq!(ask.status, StatusCode::OK);
    assert!(ask.body.contains("Ritirare Orsi?"), "{}", ask.body);
    assert!(ask.body.contains("Sì, ritira Orsi"));
    let dropped = "SELECT dropped FROM teams WHERE name = 'Orsi'";
    assert_eq!(scalar(&t, dropped).await, 0, "not dropped yet");
    let r = t.post(&path, &[("confirm", "1")]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert_eq!(scalar(&t, dropped).await, 1);
    // Asking again about a team already dropped (or unknown) is a 404.
    assert_eq!(t.post(&path, &[]).await.status, StatusCode::NOT_FOUND);
    let manage = t.get(&format!("/tournaments/{id}/manage")).await.body;
    assert!(
        manage.contains("Squadra ritirata"),
        "the log's phrase on the dashboard"
    );
}

#[tokio::test]
async fn a_csv_from_excel_in_italian_imports_with_semicolons() {
    let mut t = organizer().await;
    let id = tournament(&mut t).await;
    let csv = "squadra;giocatore1;giocatore2;club\r\nCorsari;Anna;Bruno;Roma\r\n\
               \"Rossi, Verdi\";Carla;Dario;\r\n";
    let preview = t
        .post(&format!("/tournaments/{id}/import"), &[("csv", csv)])
        .await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
    assert!(preview.body.contains("Rossi, Verdi"), "{}", preview.body);
    let r = t
        .post(
            &format!("/tournaments/{id}/import/confirm"),
            &[("csv", csv)],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let names: Vec<String> =
        sqlx::query_scalar("SELECT name FROM teams WHERE tournament_id = ? ORDER BY name")
            .bind(id)
            .fetch_all(t.db.pool())
            .await
            .unwrap();
    assert_eq!(names, ["Corsari", "Rossi, Verdi"]);
    let bruno = scalar(&t, "SELECT COUNT(*) FROM players WHERE name = 'Bruno'").await;
    assert_eq!(bruno, 1);
}

#[tokio::test]
async fn the_match_list_names_tournament_round_table_and_teams() {
    let mut t = organizer().await;
    let id = tournament_with(&mut t, FOUR).await;
    let round = pair(&mut t, id).await;
    publish(&mut t, id, round).await;
    let page = t.get("/console").await.body;
    let tables = page.find("id=\"tables\"").expect("the tournament tables");
    let new = page
        .find("href=\"/console/new\"")
        .expect("the new-match button");
    assert!(
        tables < new,
        "'Nuova partita' comes below the assigned tables"
    );
    assert!(page.contains("Serata di novembre · Turno 1"), "{page}");
    assert!(
        page.contains("<strong>Tavolo 1</strong>") && page.contains("<strong>Tavolo 2</strong>")
    );
    for team in ["Corsari", "Lupi", "Aquile", "Orsi"] {
        assert!(page.contains(team), "{team}: {page}");
    }
    // A referee sees only their own tables, named the same way.
    let mut referee = t.restart().await;
    referee.jar.clear();
    referee.login("ref1", "referee-pass").await;
    let mine = referee.get("/console").await.body;
    assert!(
        !mine.contains("Serata di novembre"),
        "ref1 has no table yet"
    );
}

#[tokio::test]
async fn the_home_page_no_longer_promises_what_is_already_there() {
    let mut t = organizer().await;
    let home = t.get("/").await.body;
    assert!(!home.contains("prossime versioni"), "{home}");
    assert!(home.contains("prepari i tornei"), "{home}");
}
