//! The organizer's management of a tournament: settings, the objective catalogue,
//! team edits and late entries, table numbers and referees, the second confirmation,
//! reopening a signed match, score adjustments, the audit log, and who may do what.

use crate::fixture::{
    FIVE, FOUR, REFEREE_PW, add_table_referee, adjust, as_user, organizer, pair, play, publish,
    require_confirmation, score, settings_form, sign, tournament_with,
};
use crate::helpers::{BASE, TestApp};
use arbitro::accounts::Role;
use arbitro::db;
use arbitro::engine::{Action, Lang, Map, Refusal};
use axum::http::StatusCode;

/// An app with an organizer (logged in), two referees, and a tournament with `csv`.
async fn setup(csv: &str) -> (TestApp, i64) {
    let mut t = organizer().await;
    t.add_user("ref2", REFEREE_PW, Role::Referee).await;
    let id = tournament_with(&mut t, csv).await;
    (t, id)
}

/// [`setup`] with round 1 paired and published; returns the round's row id too.
async fn round_one(csv: &str) -> (TestApp, i64, i64) {
    let (mut t, id) = setup(csv).await;
    let r1 = pair(&mut t, id).await;
    publish(&mut t, id, r1).await;
    (t, id, r1)
}

async fn scalar(t: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar::<_, i64>(sql)
        .fetch_one(t.db.pool())
        .await
        .unwrap()
}

async fn user_id(t: &TestApp, name: &str) -> i64 {
    scalar(
        t,
        &format!("SELECT id FROM users WHERE username = '{name}'"),
    )
    .await
}

async fn team_name(t: &TestApp, id: i64) -> String {
    sqlx::query_scalar("SELECT name FROM teams WHERE id = ?")
        .bind(id)
        .fetch_one(t.db.pool())
        .await
        .unwrap()
}

async fn team_id(t: &TestApp, name: &str) -> i64 {
    scalar(t, &format!("SELECT id FROM teams WHERE name = '{name}'")).await
}

/// A round's tables: (table id, number, team a, team b, match id).
type TableLine = (i64, i64, i64, Option<i64>, Option<i64>);

async fn tables(t: &TestApp, round: i64) -> Vec<TableLine> {
    sqlx::query_as::<_, TableLine>(
        "SELECT id, table_no, team_a, team_b, match_id FROM round_tables WHERE round_id = ?
         ORDER BY table_no = 0, table_no",
    )
    .bind(round)
    .fetch_all(t.db.pool())
    .await
    .unwrap()
}

/// The cells of a team's standings row: [rank, name, MP, total, diff, Buchholz, best, record].
async fn standing(t: &mut TestApp, id: i64, team: &str) -> Vec<String> {
    let body = t.get(&format!("/tournaments/{id}/standings")).await.body;
    let row = body
        .split("<tr")
        .find(|r| r.contains(&format!("<strong>{team}</strong>")))
        .unwrap_or_else(|| panic!("no row for {team}"));
    row.split("<td>")
        .skip(1)
        .map(|c| c.split("</td>").next().unwrap().to_string())
        .collect()
}

/// Askama's HTML escaping of a text.
fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

async fn audit(t: &TestApp) -> Vec<(String, String)> {
    sqlx::query_as::<_, (String, String)>("SELECT action, detail FROM audit_log ORDER BY id")
        .fetch_all(t.db.pool())
        .await
        .unwrap()
}

/// The details of the audit log's entries of `action`, oldest first.
async fn audited(t: &TestApp, action: &str) -> Vec<String> {
    audit(t)
        .await
        .into_iter()
        .filter(|(a, _)| a == action)
        .map(|(_, d)| d)
        .collect()
}

/// Every visible form field has a `<label for>` naming its id.
fn assert_labelled(html: &str) {
    for tag in ["<input ", "<select ", "<textarea "] {
        for part in html.split(tag).skip(1) {
            let el = part.split('>').next().unwrap();
            if el.contains("type=\"hidden\"") {
                continue;
            }
            let id = el
                .split("id=\"")
                .nth(1)
                .and_then(|s| s.split('"').next())
                .unwrap_or_else(|| panic!("field without id: {el}"));
            assert!(html.contains(&format!("for=\"{id}\"")), "no label for {id}");
        }
    }
}

async fn stored_settings(t: &TestApp, id: i64) -> (serde_json::Value, serde_json::Value) {
    let (m, r): (String, String) =
        sqlx::query_as("SELECT match_settings, ranking_settings FROM tournaments WHERE id = ?")
            .bind(id)
            .fetch_one(t.db.pool())
            .await
            .unwrap();
    (
        serde_json::from_str(&m).unwrap(),
        serde_json::from_str(&r).unwrap(),
    )
}

#[tokio::test]
async fn settings_are_edited_checked_and_apply_to_rounds_published_afterwards() {
    let (mut t, id) = setup(FOUR).await;
    let path = format!("/tournaments/{id}/settings");
    let page = t.get(&path).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("value=\"100\""));
    assert!(page.body.contains("turni pubblicati da ora in poi"));
    assert_labelled(&page.body);
    // Round 1 opens its matches with the regulation's 100 minutes.
    let r1 = pair(&mut t, id).await;
    publish(&mut t, id, r1).await;
    let before = stored_settings(&t, id).await;
    for (changes, message) in [
        (
            vec![("neutral_tanks", "0")],
            "Carri neutrali: un numero intero",
        ),
        (vec![("match_minutes", "cento")], "Durata della partita"),
        (
            vec![("announce_at_minutes", "120")],
            "L&#39;annuncio del terzultimo giro",
        ),
        (vec![("tank_cap", "39")], "Massimo di carri"),
        (vec![("turn_warning_seconds", "5")], "Avviso di turno"),
        (vec![("c2", "match_points")], "Ogni criterio può comparire"),
        (vec![("c1", "luck")], "Scegli un valore dall"),
        (
            vec![("club_avoidance", "sometimes")],
            "Scegli un valore dall",
        ),
        (
            vec![("c1", ""), ("c2", ""), ("c3", ""), ("c4", ""), ("c5", "")],
            "Scegli almeno un criterio",
        ),
        (vec![("draw", "3")], "Una vittoria deve valere più"),
        (vec![("win", "abc")], "I punti partita sono numeri interi"),
        (vec![("bye_score", "5000")], "Il punteggio del riposo"),
        (vec![("held_on", "2026-13-01")], "AAAA-MM-GG"),
        (vec![("name", " ")], "nome di torneo"),
    ] {
        let r = t.post(&path, &settings_form(&changes)).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{changes:?}");
        assert!(r.body.contains(message), "{changes:?}: {message}");
        // The form comes back as typed.
        assert!(
            r.body.contains(&format!("value=\"{}\"", esc(changes[0].1)))
                || changes[0].0.starts_with('c')
        );
    }
    assert_eq!(stored_settings(&t, id).await, before, "nothing stored");
    let good = settings_form(&[
        ("name", "Serata di dicembre"),
        ("match_minutes", "90"),
        ("announce_at_minutes", "80"),
        ("asia_del_nord_stacks", ""),
        ("turn_warning_seconds", "120"),
        ("c3", "buchholz"),
        ("c4", ""),
        ("c5", ""),
        ("win", "3"),
        ("bye_points", "1"),
        ("bye_score", "10"),
        ("club_avoidance", "round1_only"),
        ("second_confirmation", "1"),
    ]);
    let r = t.post(&path, &good).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    assert!(
        t.get(r.location())
            .await
            .body
            .contains("Impostazioni salvate")
    );
    let (m, rk) = stored_settings(&t, id).await;
    assert_eq!(m["match_minutes"], 90);
    assert_eq!(m["announce_at_minutes"], 80);
    assert_eq!(m["asia_del_nord_stacks"], false);
    assert_eq!(m["turn_warning_seconds"], 120);
    assert_eq!(
        rk["criteria"],
        serde_json::json!(["match_points", "total_score", "buchholz"])
    );
    assert_eq!(rk["points"]["win"], 3);
    assert_eq!(rk["bye"]["match_points"], 1);
    assert_eq!(rk["bye"]["team_score"], 10);
    assert_eq!(rk["club_avoidance"], "round1_only");
    assert_eq!(rk["second_confirmation"], true);
    let name: String = sqlx::query_scalar("SELECT name FROM tournaments WHERE id = ?")
        .bind(id)
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    assert_eq!(name, "Serata di dicembre");
    // Round 1's matches keep 100 minutes; round 2's open with 90.
    let r2 = pair(&mut t, id).await;
    publish(&mut t, id, r2).await;
    let minutes: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT round_no, json_extract(setup_json, '$.settings.match_minutes') FROM matches ORDER BY id",
    )
    .fetch_all(t.db.pool())
    .await
    .unwrap();
    assert_eq!(minutes, [(1, 100), (1, 100), (2, 90), (2, 90)]);
    // The same form again changes nothing and logs nothing.
    let n = audit(&t).await.len();
    t.post(&path, &good).await;
    assert_eq!(audit(&t).await.len(), n);
    let changes = audited(&t, "tournament.settings").await;
    assert_eq!(changes.len(), 1);
    assert!(changes[0].contains("name: Serata di dicembre"));
    assert!(changes[0].contains("\"match_minutes\":90"));
}

#[tokio::test]
async fn the_tables_choose_from_the_tournaments_edited_catalogue() {
    let (mut t, id) = setup(FOUR).await;
    let r = t
        .post(
            &format!("/tournaments/{id}/objectives"),
            &[
                ("triple", "C"),
                ("continent", "oceania"),
                ("s1_1", "siam"),
                ("s1_2", "cina"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let round = pair(&mut t, id).await;
    publish(&mut t, id, round).await;
    let m = tables(&t, round).await[0].4.unwrap();
    // The console offers the seventh objective, the organizer's own.
    let page = t.get(&format!("/console/m/{m}")).await.body;
    assert!(page.contains("C · Oceania + Siam, Cina"), "{page}");
    let r = t
        .post(
            &format!("/console/m/{m}/objectives"),
            &[("obj0", "6"), ("obj1", "0"), ("obj2", "1"), ("obj3", "2")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let setup: String = sqlx::query_scalar("SELECT setup_json FROM matches WHERE id = ?")
        .bind(m)
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    let log = arbitro::engine::MatchLog::parse(&setup).unwrap();
    let chosen = serde_json::to_value(&log.objectives[&0]).unwrap();
    assert_eq!(chosen["strips"][0][1], "cina", "{chosen}");
    // The API lists the same catalogue for that match, the example without one.
    let api: serde_json::Value =
        serde_json::from_str(&t.get(&format!("/api/v1/objectives?match={m}")).await.body).unwrap();
    assert_eq!(api.as_array().unwrap().len(), 7);
    let example: serde_json::Value =
        serde_json::from_str(&t.get("/api/v1/objectives").await.body).unwrap();
    assert_eq!(example.as_array().unwrap().len(), 6);
}

#[tokio::test]
async fn the_objective_catalogue_takes_what_the_engine_accepts() {
    let (mut t, id) = setup(FOUR).await;
    let page = t.get(&format!("/tournaments/{id}/settings")).await.body;
    assert!(page.contains("Obiettivi (6)"));
    let add = format!("/tournaments/{id}/objectives");
    let ok = [
        ("triple", "C"),
        ("continent", "oceania"),
        ("s1_1", "siam"),
        ("s1_2", "cina"),
    ];
    let r = t.post(&add, &ok).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let page = t.get(&format!("/tournaments/{id}/settings")).await.body;
    assert!(page.contains("Obiettivi (7)"));
    assert!(page.contains("Siam → Cina"));
    // The engine's own sentence explains a refusal.
    let map = Map::risiko();
    let gap = Refusal::ObjectiveStripGap {
        from: map.by_slug("siam").unwrap(),
        to: map.by_slug("urali").unwrap(),
    }
    .message(Lang::It, &Default::default());
    let r = t
        .post(
            &add,
            &[
                ("triple", "C"),
                ("continent", "oceania"),
                ("s1_1", "siam"),
                ("s1_2", "urali"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains(&esc(&gap)), "{gap}");
    let r = t
        .post(&add, &[("triple", "C"), ("continent", "oceania")])
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains(&esc(
        &Refusal::ObjectiveNoStrip.message(Lang::It, &Default::default())
    )));
    let r = t
        .post(
            &add,
            &[
                ("triple", "C"),
                ("continent", "atlantide"),
                ("s1_1", "siam"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains("Scegli il continente obiettivo"));
    let r = t
        .post(&add, &[("continent", "oceania"), ("s1_1", "siam")])
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains("Scrivi il gruppo"));
    let r = t.post(&add, &ok).await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    assert!(r.body.contains("già nell&#39;elenco"));
    // English too.
    t.post("/lang", &[("lang", "en"), ("next", "/")]).await;
    let r = t
        .post(
            &add,
            &[
                ("triple", "C"),
                ("continent", "oceania"),
                ("s1_1", "siam"),
                ("s1_2", "urali"),
            ],
        )
        .await;
    let gap_en = Refusal::ObjectiveStripGap {
        from: map.by_slug("siam").unwrap(),
        to: map.by_slug("urali").unwrap(),
    }
    .message(Lang::En, &Default::default());
    assert!(r.body.contains(&esc(&gap_en)), "{gap_en}");
    // Remove sends the objective back; a second removal finds nothing.
    let json = r#"{"continent":"oceania","strips":[["siam","cina"]]}"#;
    let remove = format!("/tournaments/{id}/objectives/remove");
    let r = t.post(&remove, &[("objective", json)]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let r = t.post(&remove, &[("objective", json)]).await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    let r = t.post(&remove, &[("objective", "{broken")]).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    let stored: String = sqlx::query_scalar("SELECT objectives FROM tournaments WHERE id = ?")
        .bind(id)
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    assert_eq!(
        serde_json::from_str::<Vec<serde_json::Value>>(&stored)
            .unwrap()
            .len(),
        6
    );
    let actions: Vec<String> = audit(&t).await.into_iter().map(|(a, _)| a).collect();
    assert_eq!(
        actions,
        [
            "tournament.create",
            "team.import",
            "objectives.add",
            "objectives.remove"
        ]
    );
}

#[tokio::test]
async fn teams_are_edited_and_results_follow_the_renamed_team() {
    let (mut t, id, r1) = round_one(FOUR).await;
    let (_, _, a, b, m) = tables(&t, r1).await[0];
    let log = play(&t, m.unwrap(), 3).await;
    sign(&mut t, m.unwrap()).await;
    let (a_name, b_name) = (team_name(&t, a).await, team_name(&t, b.unwrap()).await);
    let total_a = score(&log).teams[&a_name];
    let p1: String =
        sqlx::query_scalar("SELECT name FROM players WHERE team_id = ? AND position = 1")
            .bind(a)
            .fetch_one(t.db.pool())
            .await
            .unwrap();
    let form = t.get(&format!("/tournaments/{id}/teams/{a}")).await;
    assert_eq!(form.status, StatusCode::OK);
    assert!(form.body.contains(&format!("value=\"{a_name}\"")));
    assert_labelled(&form.body);
    let path = format!("/tournaments/{id}/teams/{a}");
    let r = t
        .post(
            &path,
            &[
                ("name", "I Pirati"),
                ("player1", "Annalisa"),
                ("player2", "Bruno B."),
                ("club", "Genova"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    // The signed result stays with the renamed team and player.
    let row = standing(&mut t, id, "I Pirati").await;
    assert_eq!(row[3], total_a.to_string());
    let body = t.get(&format!("/tournaments/{id}/standings")).await.body;
    assert!(body.contains("Annalisa") && !body.contains(&format!(">{p1}<")));
    // Refusals: another team's name, the same name twice, removing a player who played.
    for (fields, status, message) in [
        (
            vec![
                ("name", b_name.as_str()),
                ("player1", "X"),
                ("player2", "Y"),
            ],
            StatusCode::UNPROCESSABLE_ENTITY,
            "già registrata",
        ),
        (
            vec![("name", "Z"), ("player1", "Anna"), ("player2", "anna")],
            StatusCode::UNPROCESSABLE_ENTITY,
            "stesso nome",
        ),
        (
            vec![("name", "Z"), ("player1", "Anna"), ("player2", "")],
            StatusCode::CONFLICT,
            "ha già giocato",
        ),
        (
            vec![("name", ""), ("player1", "Anna")],
            StatusCode::UNPROCESSABLE_ENTITY,
            "Manca il nome",
        ),
    ] {
        let r = t.post(&path, &fields).await;
        assert_eq!(r.status, status, "{fields:?}");
        assert!(r.body.contains(message), "{message}");
    }
    assert_eq!(team_name(&t, a).await, "I Pirati");
    // A team that has not played may lose its second player (and becomes solo).
    let late = t
        .post(
            &format!("/tournaments/{id}/teams"),
            &[
                ("name", "Ritardatari"),
                ("player1", "Rita"),
                ("player2", "Remo"),
            ],
        )
        .await;
    assert_eq!(late.status, StatusCode::SEE_OTHER);
    let late = team_id(&t, "Ritardatari").await;
    let r = t
        .post(
            &format!("/tournaments/{id}/teams/{late}"),
            &[
                ("name", "Ritardatari"),
                ("player1", "Rita"),
                ("player2", ""),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let solo: i64 = scalar(&t, &format!("SELECT solo FROM teams WHERE id = {late}")).await;
    assert_eq!(solo, 1);
    assert_eq!(
        t.get(&format!("/tournaments/{id}/teams/9999")).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        t.post(
            &format!("/tournaments/{id}/teams/9999"),
            &[("name", "Q"), ("player1", "Q")]
        )
        .await
        .status,
        StatusCode::NOT_FOUND
    );
    let edits = audited(&t, "team.edit").await.len();
    assert_eq!(edits, 2);
}

#[tokio::test]
async fn late_entries_join_after_round_one_and_are_paired_next_round() {
    let (mut t, id, _) = round_one(FOUR).await;
    for (name, p1, p2) in [("Tassi", "Tea", "Tito"), ("Gufi", "Gaia", "")] {
        let r = t
            .post(
                &format!("/tournaments/{id}/teams"),
                &[("name", name), ("player1", p1), ("player2", p2)],
            )
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER);
    }
    let r2 = pair(&mut t, id).await;
    let round2 = tables(&t, r2).await;
    assert_eq!(round2.len(), 3, "six teams: three tables");
    for late in ["Tassi", "Gufi"] {
        let late = team_id(&t, late).await;
        assert!(
            round2
                .iter()
                .any(|(_, _, a, b, _)| *a == late || *b == Some(late))
        );
    }
    publish(&mut t, id, r2).await;
    // The solo late entry's match seats its player twice (one seat virtual).
    let gufi = team_id(&t, "Gufi").await;
    let seats = scalar(
        &t,
        &format!(
            "SELECT COUNT(*) FROM match_seats s JOIN players p ON p.id = s.player_id
             WHERE s.team_id = {gufi} AND p.name = 'Gaia'"
        ),
    )
    .await;
    assert_eq!(seats, 2);
}

#[tokio::test]
async fn draft_tables_are_renumbered_and_their_referees_record_the_match() {
    let (mut t, id) = setup(FIVE).await;
    let r1 = pair(&mut t, id).await;
    let before = tables(&t, r1).await;
    let (t1, t2, bye) = (before[0].0, before[1].0, before[2].0);
    assert_eq!((before[0].1, before[1].1, before[2].1), (1, 2, 0));
    let number = |table: i64| format!("/tournaments/{id}/rounds/{r1}/tables/{table}/number");
    let r = t.post(&number(t1), &[("number", "2")]).await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    assert!(r.body.contains("ha già quel numero"));
    let r = t.post(&number(t1), &[("number", "2"), ("swap", "1")]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let nos = |v: Vec<TableLine>| v.iter().map(|x| (x.0, x.1)).collect::<Vec<_>>();
    assert_eq!(
        nos(tables(&t, r1).await),
        [(t2, 1), (t1, 2), (bye, 0)],
        "the two tables swapped numbers"
    );
    let r = t.post(&number(t2), &[("number", "7")]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    for bad in ["0", "1000", "tre", ""] {
        let r = t.post(&number(t2), &[("number", bad)]).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{bad}");
    }
    let r = t.post(&number(bye), &[("number", "5")]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        t.post(&number(99999), &[("number", "5")]).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(nos(tables(&t, r1).await), [(t1, 2), (t2, 7), (bye, 0)]);
    // Referees: two on table 7, one taken off again, one on table 2.
    let (ref1, ref2) = (user_id(&t, "ref1").await, user_id(&t, "ref2").await);
    let referees = |table: i64| format!("/tournaments/{id}/rounds/{r1}/tables/{table}/referees");
    for (table, field, user) in [
        (t2, "add", ref1),
        (t2, "add", ref2),
        (t2, "remove", ref2),
        (t1, "add", ref2),
    ] {
        let r = t
            .post(&referees(table), &[(field, &user.to_string())])
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER);
    }
    assert_eq!(
        t.post(&referees(t2), &[("add", "9999")]).await.status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    assert_eq!(
        t.post(&referees(t2), &[]).await.status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    assert_eq!(
        t.post(&referees(bye), &[("add", &ref1.to_string())])
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    let manage = t.get(&format!("/tournaments/{id}/manage")).await.body;
    assert!(manage.contains("Arbitri: ref1</span>"));
    assert_labelled(&manage);
    // Publishing: each table's referees record its match, and only theirs.
    publish(&mut t, id, r1).await;
    let after = tables(&t, r1).await;
    let m7 = after.iter().find(|x| x.1 == 7).unwrap().4.unwrap();
    let m2 = after.iter().find(|x| x.1 == 2).unwrap().4.unwrap();
    let label: String = sqlx::query_scalar("SELECT label FROM matches WHERE id = ?")
        .bind(m7)
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    assert_eq!(label, "Turno 1 · Tavolo 7");
    let mut r1_app = as_user(&t, Some("ref1")).await;
    assert_eq!(
        r1_app.get(&format!("/console/m/{m7}")).await.status,
        StatusCode::OK
    );
    assert_eq!(
        r1_app.get(&format!("/console/m/{m2}")).await.status,
        StatusCode::FORBIDDEN
    );
    // After publication numbers are fixed; referees still change, with the match's.
    assert_eq!(
        t.post(&number(t1), &[("number", "3")]).await.status,
        StatusCode::NOT_FOUND
    );
    t.post(&referees(t2), &[("remove", &ref1.to_string())])
        .await;
    t.post(&referees(t2), &[("add", &ref2.to_string())]).await;
    assert_eq!(
        r1_app.get(&format!("/console/m/{m7}")).await.status,
        StatusCode::FORBIDDEN
    );
    let on_m7: Vec<i64> =
        sqlx::query_scalar("SELECT user_id FROM match_referees WHERE match_id = ?")
            .bind(m7)
            .fetch_all(t.db.pool())
            .await
            .unwrap();
    assert_eq!(on_m7, [ref2]);
    let manage = t.get(&format!("/tournaments/{id}/manage")).await.body;
    assert!(manage.contains("Arbitri: ref2</span>"));
    let actions: Vec<String> = audit(&t).await.into_iter().map(|(a, _)| a).collect();
    assert_eq!(
        actions
            .iter()
            .filter(|a| a.starts_with("table."))
            .collect::<Vec<_>>(),
        [
            "table.number",
            "table.number",
            "table.referee_add",
            "table.referee_add",
            "table.referee_remove",
            "table.referee_add",
            "table.referee_remove",
            "table.referee_add"
        ]
    );
}

#[tokio::test]
async fn a_second_confirmation_holds_the_result_until_someone_else_confirms() {
    let (mut t, id) = setup(FOUR).await;
    require_confirmation(&mut t, id).await;
    let r1 = pair(&mut t, id).await;
    let (table, _, a, _, _) = tables(&t, r1).await[0];
    let ref1 = user_id(&t, "ref1").await;
    add_table_referee(&mut t, id, table, ref1).await;
    publish(&mut t, id, r1).await;
    let m = tables(&t, r1).await[0].4.unwrap();
    let log = play(&t, m, 5).await;
    let mut referee = as_user(&t, Some("ref1")).await;
    sign(&mut referee, m).await;
    let a_name = team_name(&t, a).await;
    // Signed but not confirmed: not in the standings.
    assert_eq!(standing(&mut t, id, &a_name).await[7], "0-0-0 (0)");
    let manage = t.get(&format!("/tournaments/{id}/manage")).await.body;
    assert!(manage.contains("Risultati da confermare (1)"));
    // Referees find the list from the tournament list. The signer cannot confirm; the
    // list says so and the action is refused.
    let tournaments = referee.get("/tournaments").await.body;
    assert!(tournaments.contains(&format!("/tournaments/{id}/confirmations")));
    let list = referee
        .get(&format!("/tournaments/{id}/confirmations"))
        .await;
    assert_eq!(list.status, StatusCode::OK);
    assert!(list.body.contains("Firmato da te"));
    let confirm = format!("/tournaments/{id}/matches/{m}/confirm");
    let r = referee.post(&confirm, &[]).await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    assert!(r.body.contains("Hai firmato tu questo risultato"));
    // Without a CSRF token, nothing; anonymous visitors are sent to log in.
    let mut other = as_user(&t, Some("ref2")).await;
    let r = other
        .post_raw(
            &confirm,
            &[],
            &[("origin", BASE), ("sec-fetch-site", "same-origin")],
        )
        .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    let mut anon = as_user(&t, None).await;
    let r = anon.post(&confirm, &[]).await;
    assert!(r.location().starts_with("/login"));
    assert_eq!(t.count("match_confirmations").await, 0);
    // Another referee confirms from the list: now it counts.
    let list = other.get(&format!("/tournaments/{id}/confirmations")).await;
    assert!(list.body.contains(&format!("/matches/{m}/confirm")));
    let r = other.post(&confirm, &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert_eq!(r.location(), format!("/tournaments/{id}/confirmations"));
    let total = score(&log).teams[&a_name];
    let row = standing(&mut t, id, &a_name).await;
    assert_eq!(row[3], total.to_string());
    assert_ne!(row[7], "0-0-0 (0)");
    let r = t.post(&confirm, &[]).await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    assert!(r.body.contains("già confermato"));
    // A match of another tournament, or none at all: 404.
    assert_eq!(
        t.post(&format!("/tournaments/{id}/matches/99999/confirm"), &[])
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    let confirmed = audited(&t, "match.confirm").await.len();
    assert_eq!(confirmed, 1);
}

#[tokio::test]
async fn reopening_a_signed_match_lets_the_console_correct_it() {
    let (mut t, id, r1) = round_one(FOUR).await;
    let (_, _, a, _, m) = tables(&t, r1).await[0];
    let m = m.unwrap();
    let log = play(&t, m, 9).await;
    sign(&mut t, m).await;
    let a_name = team_name(&t, a).await;
    assert_eq!(
        standing(&mut t, id, &a_name).await[3],
        score(&log).teams[&a_name].to_string()
    );
    let entries = |t: &TestApp| {
        let db = t.db.clone();
        async move {
            db::match_entries::entries(&db, m)
                .await
                .unwrap()
                .len()
                .to_string()
        }
    };
    // Signed: the console refuses an undo.
    let n = entries(&t).await;
    let undo = [
        ("reason", "wrong dice"),
        ("expected", n.as_str()),
        ("key", "u1"),
    ];
    let r = t.post(&format!("/console/m/{m}/undo"), &undo).await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    // Reopening needs a reason.
    let reopen = format!("/tournaments/{id}/matches/{m}/reopen");
    let r = t.post(&reopen, &[("reason", "  ")]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains("Scrivi il motivo"));
    let r = t
        .post(&reopen, &[("reason", "the last attack was miscounted")])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let status: String = sqlx::query_scalar("SELECT status FROM matches WHERE id = ?")
        .bind(m)
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    assert_eq!(status, "finished");
    // Reopened: it no longer counts, and reopening again is refused.
    assert_eq!(standing(&mut t, id, &a_name).await[7], "0-0-0 (0)");
    let r = t.post(&reopen, &[("reason", "again")]).await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    // The console now takes the undo, a new last action, and a new signature.
    let r = t.post(&format!("/console/m/{m}/undo"), &undo).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let n = entries(&t).await;
    let end = [
        ("type", "end_match"),
        ("reason", "time agreed with the table"),
        ("expected", n.as_str()),
        ("key", "e1"),
    ];
    let r = t.post(&format!("/console/m/{m}/act"), &end).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    sign(&mut t, m).await;
    let mut corrected = log.clone();
    corrected.actions.pop();
    corrected.actions.push(Action::EndMatch {
        reason: "time agreed with the table".into(),
        forfeit: None,
    });
    assert_eq!(
        standing(&mut t, id, &a_name).await[3],
        score(&corrected).teams[&a_name].to_string()
    );
    let reopened = audited(&t, "match.reopen").await;
    assert_eq!(reopened.len(), 1);
    assert!(reopened[0].contains("the last attack was miscounted"));
    assert!(reopened[0].contains("signed by org"));
    let page = t.get(&format!("/tournaments/{id}/audit")).await.body;
    assert!(page.contains("the last attack was miscounted"));
}

#[tokio::test]
async fn score_adjustments_enter_the_standings_with_their_reason() {
    let (mut t, id, r1) = round_one(FOUR).await;
    let lines = tables(&t, r1).await;
    let (_, _, a, b, m) = lines[0];
    let (m, b) = (m.unwrap(), b.unwrap());
    // Not signed yet: nothing to adjust.
    let r = adjust(&mut t, id, m, &format!("t{a}"), "5", "late").await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    let log = play(&t, m, 13).await;
    sign(&mut t, m).await;
    let (a_name, b_name) = (team_name(&t, a).await, team_name(&t, b).await);
    let s = score(&log);
    let (sa, sb) = (i64::from(s.teams[&a_name]), i64::from(s.teams[&b_name]));
    let a_player: (i64, String) =
        sqlx::query_as("SELECT id, name FROM players WHERE team_id = ? AND position = 2")
            .bind(a)
            .fetch_one(t.db.pool())
            .await
            .unwrap();
    let b_player: i64 =
        sqlx::query_scalar("SELECT id FROM players WHERE team_id = ? AND position = 1")
            .bind(b)
            .fetch_one(t.db.pool())
            .await
            .unwrap();
    let page = t.get(&format!("/tournaments/{id}/matches/{m}")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert_labelled(&page.body);
    assert!(page.body.contains(&format!("{a_name}: {sa}")));
    // Refusals.
    for (target, points, why, message) in [
        (format!("t{a}"), "0", "x", "non zero"),
        (format!("t{a}"), "abc", "x", "numero intero"),
        (format!("t{a}"), "5000", "x", "da -1000 a 1000"),
        (format!("t{a}"), "5", " ", "Scrivi il motivo"),
        ("t999999".into(), "5", "x", "di questo tavolo"),
        ("nobody".into(), "5", "x", "di questo tavolo"),
        (
            format!("p{a}_{b_player}"),
            "5",
            "x",
            "non ha giocato per quella squadra",
        ),
    ] {
        let r = adjust(&mut t, id, m, &target, points, why).await;
        assert_eq!(
            r.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{target} {points}"
        );
        assert!(r.body.contains(message), "{message}");
    }
    assert_eq!(t.count("score_adjustments").await, 0);
    // A team penalty and a personal bonus, each with its reason.
    let r = adjust(&mut t, id, m, &format!("t{a}"), "-7", "late at the table").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let target = format!("p{a}_{}", a_player.0);
    let r = adjust(&mut t, id, m, &target, "+3", "continent miscounted").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let new_a = sa - 7 + 3;
    let row = standing(&mut t, id, &a_name).await;
    assert_eq!(row[3], new_a.to_string());
    assert_eq!(
        row[4],
        (new_a - sb).to_string(),
        "difference uses the adjusted score"
    );
    let expected_mp = match new_a.cmp(&sb) {
        std::cmp::Ordering::Greater => "2",
        std::cmp::Ordering::Equal => "1",
        std::cmp::Ordering::Less => "0",
    };
    assert_eq!(row[2], expected_mp);
    assert_eq!(standing(&mut t, id, &b_name).await[3], sb.to_string());
    // The standings show the adjustments and why, to everyone.
    let mut anon = as_user(&t, None).await;
    let public = anon.get(&format!("/tournaments/{id}/standings")).await.body;
    assert!(public.contains("Correzioni di punteggio"));
    assert!(public.contains("late at the table") && public.contains("<strong>-7</strong>"));
    assert!(public.contains(&format!("{a_name} · {}", a_player.1)));
    // The personal score moved in the individual standings too.
    let seat_points: i64 = log
        .players
        .iter()
        .filter(|p| p.name == a_player.1)
        .map(|p| i64::from(s.players[&p.seat].total))
        .sum();
    assert!(public.contains(&format!("<td>{}</td>", seat_points + 3)));
    let details = audited(&t, "match.adjust").await;
    assert_eq!(details.len(), 2);
    assert!(details[0].contains("-7: late at the table"));
    assert!(details[1].contains(&format!("{a_name} · {} +3", a_player.1)));
    // Reopened, the match and its adjustments leave the standings until signed again.
    t.post(
        &format!("/tournaments/{id}/matches/{m}/reopen"),
        &[("reason", "recount")],
    )
    .await;
    assert_eq!(standing(&mut t, id, &a_name).await[3], "0");
    let r = adjust(&mut t, id, m, &format!("t{a}"), "1", "x").await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    sign(&mut t, m).await;
    assert_eq!(standing(&mut t, id, &a_name).await[3], new_a.to_string());
}

#[tokio::test]
async fn organizer_pages_refuse_referees_anonymous_visitors_and_forged_posts() {
    let (mut t, id) = setup(FIVE).await;
    let r1 = pair(&mut t, id).await;
    let (table, ..) = tables(&t, r1).await[0];
    publish(&mut t, id, r1).await;
    let m = tables(&t, r1).await[0].4.unwrap();
    let team = team_id(&t, "Corsari").await;
    let gets = [
        format!("/tournaments/{id}/settings"),
        format!("/tournaments/{id}/audit"),
        format!("/tournaments/{id}/teams/{team}"),
        format!("/tournaments/{id}/matches/{m}"),
    ];
    let posts = [
        format!("/tournaments/{id}/settings"),
        format!("/tournaments/{id}/objectives"),
        format!("/tournaments/{id}/objectives/remove"),
        format!("/tournaments/{id}/teams/{team}"),
        format!("/tournaments/{id}/rounds/{r1}/tables/{table}/number"),
        format!("/tournaments/{id}/rounds/{r1}/tables/{table}/referees"),
        format!("/tournaments/{id}/matches/{m}/reopen"),
        format!("/tournaments/{id}/matches/{m}/adjust"),
    ];
    let counts = |t: &TestApp| {
        let t = t.db.clone();
        async move {
            let mut out = Vec::new();
            for table in ["audit_log", "score_adjustments", "match_referees", "teams"] {
                let n: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}"))
                    .fetch_one(t.pool())
                    .await
                    .unwrap();
                out.push(n);
            }
            out
        }
    };
    let before = counts(&t).await;
    let mut referee = as_user(&t, Some("ref1")).await;
    let mut anon = as_user(&t, None).await;
    let fields = [
        ("name", "X"),
        ("player1", "Y"),
        ("number", "5"),
        ("add", "1"),
        ("reason", "r"),
        ("target", "t1"),
        ("points", "1"),
    ];
    for path in &gets {
        assert_eq!(
            referee.get(path).await.status,
            StatusCode::FORBIDDEN,
            "{path}"
        );
        let r = anon.get(path).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{path}");
        assert!(r.location().starts_with("/login"));
    }
    for path in &posts {
        let r = referee.post(path, &fields).await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "referee {path}");
        let r = anon.post(path, &fields).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "anonymous {path}");
        assert!(r.location().starts_with("/login"));
        // The organizer's own session without the token: refused.
        let r = t
            .post_raw(
                path,
                &fields,
                &[("origin", BASE), ("sec-fetch-site", "same-origin")],
            )
            .await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "no csrf {path}");
    }
    assert_eq!(counts(&t).await, before);
    // The confirmation list is for any signed-in account, not for anonymous visitors;
    // this tournament does not ask for confirmations, and the page says so.
    let list = referee
        .get(&format!("/tournaments/{id}/confirmations"))
        .await;
    assert_eq!(list.status, StatusCode::OK);
    assert!(list.body.contains("non è richiesta"));
    let r = anon.get(&format!("/tournaments/{id}/confirmations")).await;
    assert!(r.location().starts_with("/login"));
}

#[tokio::test]
async fn pages_read_in_english_too() {
    let (mut t, id) = setup(FOUR).await;
    t.post("/lang", &[("lang", "en"), ("next", "/")]).await;
    let page = t.get(&format!("/tournaments/{id}/settings")).await.body;
    assert!(page.contains("Match settings apply to rounds published from now on"));
    let r = t
        .post(
            &format!("/tournaments/{id}/settings"),
            &settings_form(&[("tank_cap", "10")]),
        )
        .await;
    assert!(r.body.contains("Tank cap: a whole number from 40 to 500"));
    let page = t.get(&format!("/tournaments/{id}/audit")).await.body;
    assert!(page.contains("Nothing is ever deleted"));
}
