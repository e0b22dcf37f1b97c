//! Circuits stored and shown (issue 30), through the HTTP routes: three
//! evenings of four players (a Master, an Open, a raduno), each table played
//! through the console; the players' records merged into one person each; a
//! circuit with RCU Barletta's rules written through the organizer's forms; the
//! standings checked against values worked by hand, on the page, the API, the
//! projector and the exports; the refusals; a player's public page.

use crate::console::organizer;
use crate::helpers::TestApp;
use crate::individual_stages::{create, publish, register, tables, win};
use arbitro::db;
use axum::http::StatusCode;
use serde_json::Value;

const FOUR: &str = "nome;club\nAnna;Lupi\nBruno;Lupi\nCarla;Orsi\nDario;Orsi\n";

/// An evening of one round of one table of four that `winner` wins (5 points
/// to the winner, 1 to each of the others: the place points of a table of four,
/// the three others sharing 2nd).
async fn evening(t: &mut TestApp, name: &str, winner: &str) -> i64 {
    let id = create(t, &[("name", name), ("rounds", "1")]).await;
    register(t, id, FOUR).await;
    let r = t.post(&format!("/individual/{id}/rounds"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    publish(t, id, 1).await;
    let played = tables(t, id, 1).await;
    assert_eq!(played.len(), 1);
    win(t, played[0].1.unwrap(), winner).await;
    id
}

/// Merges every record of each name into its oldest; returns name → person.
async fn one_person_each(t: &mut TestApp) -> Vec<(String, i64)> {
    let mut out = Vec::new();
    for name in ["Anna", "Bruno", "Carla", "Dario"] {
        let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM people WHERE name = ? ORDER BY id")
            .bind(name)
            .fetch_all(t.db.pool())
            .await
            .unwrap();
        assert_eq!(ids.len(), 3, "one record per evening until merged");
        for gone in &ids[1..] {
            let r = t
                .post(
                    "/people/merge",
                    &[("kept", &ids[0].to_string()), ("gone", &gone.to_string())],
                )
                .await;
            assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
        }
        out.push((name.to_owned(), ids[0]));
    }
    out
}

async fn ok(t: &mut TestApp, path: &str, fields: &[(&str, &str)]) {
    let r = t.post(path, fields).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{path}: {}", r.body);
}

async fn refused(t: &mut TestApp, path: &str, fields: &[(&str, &str)], sentence: &str) {
    let r = t.post(path, fields).await;
    assert_eq!(
        r.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{path}: {}",
        r.body
    );
    assert!(r.body.contains(sentence), "{sentence} in {}", r.body);
}

async fn json(t: &mut TestApp, path: &str) -> Value {
    let r = t.get(path).await;
    assert_eq!(r.status, StatusCode::OK, "{path}: {}", r.body);
    serde_json::from_str(&r.body).unwrap()
}

fn num(v: &Value) -> f64 {
    v.as_f64().unwrap()
}

/// (player, total, [(event, total, counted)]) of the API's standings, in order.
fn table_of(api: &Value) -> Vec<(String, f64, u64)> {
    api["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["player"].as_str().unwrap().to_owned(),
                num(&r["total"]),
                r["rank"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[tokio::test]
async fn a_circuit_with_barletta_rules_ranks_three_evenings_as_worked_by_hand() {
    let mut t = organizer().await;
    let master = evening(&mut t, "Master di Barletta", "Anna").await;
    let open = evening(&mut t, "Open di Trani", "Bruno").await;
    let raduno = evening(&mut t, "Raduno di Andria", "Carla").await;
    let people = one_person_each(&mut t).await;
    let person = |name: &str| people.iter().find(|p| p.0 == name).unwrap().1;

    // The circuit, its rules and its events, through the organizer's forms.
    let r = t
        .post("/circuits", &[("name", "Giocatore dell'anno")])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let base = r.location().trim_end_matches("/manage").to_owned();
    let id: i64 = base.trim_start_matches("/circuits/").parse().unwrap();
    let barletta = [
        ("winner", "2000"),
        ("finalist", "1000"),
        ("semifinalist", "500"),
        ("per_game", "75"),
        ("per_score", "100"),
    ];
    let mut master_type = vec![("name", "Master")];
    master_type.extend(barletta);
    ok(&mut t, &format!("{base}/types"), &master_type).await;
    let mut open_type = vec![("name", "Open"), ("multiplier", "1,25")];
    open_type.extend(barletta);
    ok(&mut t, &format!("{base}/types"), &open_type).await;
    ok(
        &mut t,
        &format!("{base}/types"),
        &[("name", "Raduno"), ("by_place", "300 200 100")],
    )
    .await;
    ok(
        &mut t,
        &format!("{base}/settings"),
        &[
            ("name", "Giocatore dell'anno 2026"),
            ("window", "year"),
            ("year", "2026"),
            ("best_of", "2"),
        ],
    )
    .await;
    for (event, kind, day) in [
        (master, "Master", "2026-05-10"),
        (open, "open", "2026-06-14"),
        (raduno, "Raduno", "2026-02-01"),
    ] {
        ok(
            &mut t,
            &format!("{base}/events"),
            &[
                ("event", &event.to_string()),
                ("event_type", kind),
                ("held_on", day),
            ],
        )
        .await;
    }

    // Worked by hand. Master (Anna wins): one qualifying game each, the score
    // the evening's total: Anna 75 + 5 × 100 = 575, the others 75 + 100 = 175.
    // Open (Bruno wins): the same × 1.25: Bruno 718.75, the others 218.75.
    // Raduno (Carla 1st, the others sharing 2nd): 300, 200 each.
    // Best 2: Bruno 718.75 + 200 = 918.75 (175 discarded); Anna 575 + 218.75 =
    // 793.75 (200 discarded); Carla 300 + 218.75 = 518.75; Dario 218.75 + 200 =
    // 418.75.
    let api = json(&mut t, &format!("/api/v1/circuits/{id}")).await;
    assert_eq!(
        table_of(&api),
        vec![
            ("Bruno".into(), 918.75, 1),
            ("Anna".into(), 793.75, 2),
            ("Carla".into(), 518.75, 3),
            ("Dario".into(), 418.75, 4),
        ],
        "{api}"
    );
    let anna = &api["standings"][1];
    assert_eq!(anna["person"].as_i64(), Some(person("Anna")));
    let won = &anna["counted"][0];
    assert_eq!(won["event"].as_i64(), Some(master));
    assert_eq!(
        (
            won["place"].as_u64(),
            won["reach"].as_str(),
            won["games"].as_u64(),
            num(&won["score"]),
            num(&won["game_points"]),
            num(&won["score_points"]),
            num(&won["total"])
        ),
        (Some(1), Some("qualifier"), Some(1), 5.0, 75.0, 500.0, 575.0)
    );
    assert_eq!(num(&anna["counted"][1]["multiplier"]), 1.25);
    assert_eq!(anna["discarded"][0]["event"].as_i64(), Some(raduno));
    assert_eq!(num(&anna["discarded"][0]["place_points"]), 200.0);
    assert_eq!(api["rules"]["best_of"], 2);
    assert_eq!(api["events"].as_array().unwrap().len(), 3);

    // The page shows each event's points, the discarded struck out; the list
    // and the projector the same ranking.
    let page = t.get(&base).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(
        page.body
            .contains(r#"data-name="Bruno" data-total="918.75" data-rank="1""#),
        "{}",
        page.body
    );
    assert!(page.body.contains("<s>175</s>"), "{}", page.body);
    assert!(page.body.contains("<td class=\"counted\""), "{}", page.body);
    assert!(
        page.body.contains(&format!("/players/{}", person("Anna"))),
        "{}",
        page.body
    );
    let deck = t.get(&format!("{base}/projector/deck")).await;
    assert_eq!(deck.status, StatusCode::OK);
    assert!(
        deck.body.contains("918.75") && deck.body.contains("2/3"),
        "{}",
        deck.body
    );
    assert_eq!(
        t.get(&format!("{base}/projector")).await.status,
        StatusCode::OK
    );

    // The exports: every player's every event, part by part.
    let csv = t.get(&format!("{base}/export/standings.csv")).await;
    assert_eq!(csv.status, StatusCode::OK);
    assert!(csv.body.contains("1,Bruno,"), "{}", csv.body);
    assert!(csv.body.contains(",1.25,718.75,yes"), "{}", csv.body);
    assert!(csv.body.contains(",1,175,no"), "{}", csv.body);
    let xlsx = t.get(&format!("{base}/export/circuit.xlsx")).await;
    assert_eq!(xlsx.status, StatusCode::OK);

    // The raduno moved to 2025: out of the year, not even discarded. Carla and
    // Dario are then equal on total and best event (218.75) and share 3rd.
    ok(
        &mut t,
        &format!("{base}/events"),
        &[
            ("event", &raduno.to_string()),
            ("event_type", "Raduno"),
            ("held_on", "2025-12-31"),
        ],
    )
    .await;
    let api = json(&mut t, &format!("/api/v1/circuits/{id}")).await;
    assert_eq!(
        table_of(&api),
        vec![
            ("Bruno".into(), 893.75, 1),
            ("Anna".into(), 793.75, 2),
            ("Carla".into(), 393.75, 3),
            ("Dario".into(), 393.75, 3),
        ],
        "{api}"
    );
    assert!(
        api["standings"][3]["discarded"]
            .as_array()
            .unwrap()
            .is_empty()
    );

    // Refusals: a sentence that says what to fix, nothing stored.
    let before = db::circuits::audit_count(&t.db, id).await.unwrap();
    refused(
        &mut t,
        &format!("{base}/types"),
        &[("name", "Zero"), ("multiplier", "0")],
        "Il moltiplicatore di Zero deve essere maggiore di zero",
    )
    .await;
    refused(
        &mut t,
        &format!("{base}/types"),
        &[("name", "Sociale"), ("per_game", "tanti")],
        "«tanti» non è un numero",
    )
    .await;
    refused(
        &mut t,
        &format!("{base}/types"),
        &[("name", "master")],
        "C&#39;è già un tipo chiamato master",
    )
    .await;
    refused(
        &mut t,
        &format!("{base}/types/remove"),
        &[("name", "Open")],
        "Il tipo Open è usato da Open di Trani",
    )
    .await;
    refused(
        &mut t,
        &format!("{base}/events"),
        &[("event", &master.to_string()), ("event_type", "Sociale")],
        "Il circuito non ha il tipo «Sociale»",
    )
    .await;
    refused(
        &mut t,
        &format!("{base}/settings"),
        &[("name", "X"), ("window", "year"), ("year", "26")],
        "Scrivi l&#39;anno con quattro cifre",
    )
    .await;
    refused(
        &mut t,
        "/circuits",
        &[("name", "  ")],
        "Dai un nome su una riga",
    )
    .await;
    assert_eq!(db::circuits::audit_count(&t.db, id).await.unwrap(), before);
    assert!(before >= 8, "every change audited: {before}");

    // Anna's public page: her three evenings with her place and board links,
    // her figures with the rating, her rank over time in the circuit.
    let mut anon = crate::reliability::visitor(&t);
    let page = anon.get(&format!("/players/{}", person("Anna"))).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    for name in ["Master di Barletta", "Open di Trani", "Raduno di Andria"] {
        assert!(page.body.contains(name), "{name}: {}", page.body);
    }
    assert!(page.body.contains("posizione 1"), "{}", page.body);
    assert!(page.body.contains("href=\"/t/"), "{}", page.body);
    assert!(page.body.contains("class=\"rank-plot\""), "{}", page.body);
    assert!(page.body.contains(" ± "), "{}", page.body);
    assert!(
        page.body.contains("<td>3</td><td>1</td>"),
        "3 games, 1 win: {}",
        page.body
    );
    assert_eq!(
        anon.get("/players/999999").await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        anon.get(&format!("{base}/manage")).await.status.as_u16() / 100,
        3
    );
}
