//! Individual tournaments through the organizer's routes (issue #15): creation and
//! its refusals, the CSV preview (a bad row stores nothing), seating round 1 of 9
//! players at tables of 4 with `larger` (tables of 5 and 4), a swap, publication
//! (each table a classic console match with its seats in order), referees, and a
//! signed table's result in the public standings.

use crate::console::organizer;
use crate::helpers::{Resp, TestApp};
use arbitro::db;
use arbitro::db::individual::TableRow;
use arbitro::engine::any::AnyLog;
use axum::http::StatusCode;

const NINE: &str = "nome;club;regione\nAnna;Lupi;Lazio\nBruno;Lupi;Lazio\nCarla;Orsi;Lazio\nDario;Orsi;Umbria\nElena;Falchi;Umbria\nFabio,Falchi,Umbria\nGina;Volpi;Marche\nIvo;Volpi;Marche\nLea;;\n";

async fn create(t: &mut TestApp, size: &str, odd: &str) -> Resp {
    t.post(
        "/individual",
        &[
            ("name", "Serata di novembre"),
            ("ruleset", "risiko-classic"),
            ("table_size", size),
            ("odd_field", odd),
            ("rounds", "3"),
            ("formula", "place_points"),
        ],
    )
    .await
}

/// A tournament with the nine players of [`NINE`]; returns its id.
async fn nine_players(t: &mut TestApp) -> i64 {
    let r = create(t, "4", "larger").await;
    let id = crate::fixture::individual_id(&r);
    let r = t
        .post(&format!("/individual/{id}/import"), &[("csv", NINE)])
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    assert_eq!(
        t.count("individual_players").await,
        0,
        "a preview stores nothing"
    );
    let r = t
        .post(
            &format!("/individual/{id}/import/confirm"),
            &[("csv", NINE)],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    id
}

async fn round_tables(t: &TestApp, id: i64, round: i64) -> Vec<TableRow> {
    db::individual::tables(&t.db, id)
        .await
        .unwrap()
        .into_iter()
        .filter(|x| x.round == round)
        .collect()
}

fn ids(t: &TableRow) -> Vec<i64> {
    serde_json::from_str(&t.players).unwrap()
}

#[tokio::test]
async fn a_tournament_is_created_and_bad_settings_are_refused_with_a_sentence() {
    let mut t = organizer().await;
    let r = create(&mut t, "9", "larger").await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains("da 3 a 6 giocatori"), "{}", r.body);
    // Tables of 6 (whose extra players would even sit at 7): a classic tournament
    // table seats 2 to 5, and the sentence says so.
    let r = create(&mut t, "6", "larger").await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains("da 2 a 5 giocatori"), "{}", r.body);
    let r = create(&mut t, "4", "sideways").await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(t.count("individual_tournaments").await, 0);
    let r = create(&mut t, "4", "ghost").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let manage = r.location().to_string();
    let page = t.get(&manage).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("Serata di novembre") && page.body.contains("col morto"));
    // No player yet: nothing to seat, said so, nothing stored.
    let rounds = manage.replace("/manage", "/rounds");
    let r = t.post(&rounds, &[]).await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    assert!(
        r.body.contains("Nessun giocatore da far sedere"),
        "{}",
        r.body
    );
    assert_eq!(t.count("individual_rounds").await, 0);
    assert!(
        t.get("/individual")
            .await
            .body
            .contains("Serata di novembre")
    );
}

#[tokio::test]
async fn a_csv_with_a_bad_row_is_previewed_with_every_bad_row_and_stores_nothing() {
    let mut t = organizer().await;
    let r = create(&mut t, "4", "larger").await;
    let manage = r.location().to_string();
    let id = manage
        .trim_start_matches("/individual/")
        .trim_end_matches("/manage");
    let csv = "Anna;Lupi\n;Orsi\nBruno,Orsi\nanna;Falchi\n";
    let r = t
        .post(&format!("/individual/{id}/import"), &[("csv", csv)])
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        r.body.contains("Riga 2") && r.body.contains("Riga 4"),
        "{}",
        r.body
    );
    assert!(r.body.contains("già iscritto"), "{}", r.body);
    assert!(
        !r.body.contains("import/confirm"),
        "no confirm button with a bad row"
    );
    // Posting the confirmation anyway is refused too.
    let r = t
        .post(&format!("/individual/{id}/import/confirm"), &[("csv", csv)])
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(t.count("individual_players").await, 0);
    // The form registers one; the same name again is refused.
    let r = t
        .post(
            &format!("/individual/{id}/players"),
            &[("name", "Anna"), ("club", "Lupi")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let r = t
        .post(&format!("/individual/{id}/players"), &[("name", "ANNA")])
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(t.count("individual_players").await, 1);
}

#[tokio::test]
async fn nine_players_are_seated_at_five_and_four_swapped_published_and_ranked() {
    let mut t = organizer().await;
    let id = nine_players(&mut t).await;
    let r = t.post(&format!("/individual/{id}/rounds"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let tables = round_tables(&t, id, 1).await;
    let sizes: Vec<usize> = tables.iter().map(|x| ids(x).len()).collect();
    assert_eq!(sizes, [5, 4]);
    let mut all: Vec<i64> = tables.iter().flat_map(ids).collect();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), 9, "every player seated once");
    let page = t.get(&format!("/individual/{id}/manage")).await;
    assert!(page.body.contains("coppie ripetute"), "{}", page.body);

    // Swap the first player of table 1 with the last of table 2.
    let (a, b) = (ids(&tables[0])[0], *ids(&tables[1]).last().unwrap());
    let r = t
        .post(
            &format!("/individual/{id}/rounds/1/swap"),
            &[("a", &a.to_string()), ("b", &b.to_string())],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let swapped = round_tables(&t, id, 1).await;
    assert_eq!(ids(&swapped[0])[0], b);
    assert_eq!(*ids(&swapped[1]).last().unwrap(), a);
    let page = t.get(&format!("/individual/{id}/manage")).await;
    assert!(page.body.contains("modificato a mano"), "{}", page.body);
    let r = t
        .post(
            &format!("/individual/{id}/rounds/1/swap"),
            &[("a", "999"), ("b", &a.to_string())],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);

    // Publish: each table a classic match, its seats in the table's order.
    let r = t
        .post(&format!("/individual/{id}/rounds/1/publish"), &[])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let players = db::individual::players(&t.db, id).await.unwrap();
    let name = |p: i64| players.iter().find(|x| x.id == p).unwrap().name.clone();
    let published = round_tables(&t, id, 1).await;
    for table in &published {
        let m = db::matches::get(&t.db, table.match_id.unwrap())
            .await
            .unwrap()
            .unwrap();
        let log = AnyLog::parse(&m.setup_json).unwrap();
        assert_eq!(log.ruleset(), "risiko-classic");
        let want: Vec<String> = ids(table).into_iter().map(name).collect();
        assert_eq!(log.names(), want);
    }
    // Published rounds are not edited again.
    let r = t
        .post(&format!("/individual/{id}/rounds/1/publish"), &[])
        .await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    let r = t
        .post(
            &format!("/individual/{id}/rounds/1/swap"),
            &[("a", &a.to_string()), ("b", &b.to_string())],
        )
        .await;
    assert!(r.status.is_client_error());
    // Round 2 waits for round 1's tables.
    let r = t.post(&format!("/individual/{id}/rounds"), &[]).await;
    assert_eq!(r.status, StatusCode::CONFLICT);

    // A referee is assigned to table 2's match.
    let referee = t
        .add_user(
            "arbitro",
            "una-password-lunga",
            arbitro::accounts::Role::Referee,
        )
        .await;
    let m2 = published[1].match_id.unwrap();
    let r = t
        .post(
            &format!("/individual/{id}/rounds/1/tables/2/referee"),
            &[("user", &referee.to_string())],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    assert!(
        db::match_referees::is_assigned(&t.db, m2, referee)
            .await
            .unwrap()
    );

    // The referee ends table 2 early; its result reaches the standings.
    let n = db::match_entries::entries(&t.db, m2)
        .await
        .unwrap()
        .len()
        .to_string();
    let r = t
        .post(
            &format!("/console/m/{m2}/act"),
            &[
                ("expected", &n),
                ("key", "end-2"),
                ("type", "end_match"),
                ("reason", "chiusura sala"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    // Finished is not enough: a table counts once signed, as team tables do.
    let page = t.get(&format!("/individual/{id}/standings")).await;
    assert_eq!(page.status, StatusCode::OK);
    let table2: Vec<String> = ids(&published[1]).into_iter().map(name).collect();
    let shown = crate::individual_evening::standings(&page.body);
    assert!(table2.iter().all(|p| shown[p].1 == 0.0), "{shown:?}");
    let r = t.post(&format!("/console/m/{m2}/sign"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    // Nobody has a territory: the four share 1st, 2 place points each ((5+2+1+0)/4).
    let page = t.get(&format!("/individual/{id}/standings")).await;
    let shown = crate::individual_evening::standings(&page.body);
    assert!(table2.iter().all(|p| shown[p].1 == 2.0), "{shown:?}");
}

/// A tournament created with "clubs apart" ticked, with the players of `csv`; returns
/// its id.
async fn clubs_apart_with(t: &mut TestApp, csv: &str) -> i64 {
    let r = t
        .post(
            "/individual",
            &[
                ("name", "Campionato dei club"),
                ("ruleset", "risiko-classic"),
                ("table_size", "4"),
                ("odd_field", "larger"),
                ("rounds", "3"),
                ("formula", "place_points"),
                ("clubs_apart", "1"),
            ],
        )
        .await;
    let id = crate::fixture::individual_id(&r);
    let r = t
        .post(&format!("/individual/{id}/import/confirm"), &[("csv", csv)])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    id
}

/// Issue 29's hard constraint from the organizer's form: with "clubs apart" ticked, no
/// table seats two players of one club; a club with more players than there are tables
/// is refused with a sentence naming it, and nothing is stored.
#[tokio::test]
async fn clubs_apart_ticked_at_creation_keeps_clubs_off_a_table_or_names_the_club() {
    let mut t = organizer().await;
    // Eight players of four clubs, two tables of 4: each table one of each club.
    let csv = "nome;club\nAnna;Lupi\nBruno;Lupi\nCarla;Orsi\nDario;Orsi\nElena;Falchi\nFabio;Falchi\nGina;Volpi\nIvo;Volpi\n";
    let id = clubs_apart_with(&mut t, csv).await;
    let page = t.get(&format!("/individual/{id}/manage")).await;
    assert!(page.body.contains("club separati"), "{}", page.body);
    let r = t.post(&format!("/individual/{id}/rounds"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let players = db::individual::players(&t.db, id).await.unwrap();
    let club_of = |p: i64| {
        players
            .iter()
            .find(|x| x.id == p)
            .and_then(|x| x.club.clone())
            .unwrap()
    };
    let tables = round_tables(&t, id, 1).await;
    assert_eq!(tables.len(), 2);
    for table in &tables {
        let mut clubs: Vec<String> = ids(table).into_iter().map(club_of).collect();
        clubs.sort();
        clubs.dedup();
        assert_eq!(clubs.len(), 4, "one of each club at every table: {clubs:?}");
    }
    // The archive carries the setting: the copy says it too.
    let (mut copy, copy_id) = crate::individual_archive::round_trip(&mut t, id).await;
    let page = copy.get(&format!("/individual/{copy_id}/manage")).await;
    assert!(page.body.contains("club separati"), "{}", page.body);

    // Three Lupi for two tables: refused, the club named, no round stored.
    let csv = "nome;club\nAnna;Lupi\nBruno;Lupi\nLuca;Lupi\nCarla;Orsi\nDario;Orsi\nElena;Falchi\nFabio;Falchi\nGina;Volpi\n";
    let id = clubs_apart_with(&mut t, csv).await;
    let before = t.count("individual_rounds").await;
    let r = t.post(&format!("/individual/{id}/rounds"), &[]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    assert!(
        r.body
            .contains("Il club Lupi ha 3 giocatori ma i tavoli sono 2"),
        "{}",
        r.body
    );
    assert_eq!(t.count("individual_rounds").await, before);
}
