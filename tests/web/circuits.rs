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

/// The person of the entry named `name` in event `kind` `event` (individual
/// tournament or team tournament).
async fn person_of(t: &TestApp, kind: &str, event: i64, name: &str) -> i64 {
    let sql = if kind == "individual" {
        "SELECT e.person_id FROM person_entries e JOIN individual_players p
           ON e.kind = 'individual' AND p.id = e.entry_id
          WHERE p.tournament_id = ? AND p.name = ?"
    } else {
        "SELECT e.person_id FROM person_entries e JOIN players p
           ON e.kind = 'team' AND p.id = e.entry_id JOIN teams m ON m.id = p.team_id
          WHERE m.tournament_id = ? AND p.name = ?"
    };
    sqlx::query_scalar(sql)
        .bind(event)
        .bind(name)
        .fetch_one(t.db.pool())
        .await
        .unwrap()
}

#[tokio::test]
async fn a_season_and_a_team_tournament_are_events_of_a_circuit() {
    use crate::fixture::{play_and_sign, round_matches};
    let mut t = organizer().await;

    // A season of two evenings (every result counts), both won by Anna: Anna 5 +
    // 5 = 10, the three others 1 + 1 = 2 each, sharing 2nd.
    let r = t
        .post(
            "/seasons",
            &[("name", "Campionato sociale"), ("best_of", "")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let season: i64 = r
        .location()
        .trim_start_matches("/seasons/")
        .parse()
        .unwrap();
    let first = evening(&mut t, "Serata 1", "Anna").await;
    let second = evening(&mut t, "Serata 2", "Anna").await;
    for e in [first, second] {
        ok(
            &mut t,
            &format!("/seasons/{season}/evenings"),
            &[("tournament", &e.to_string())],
        )
        .await;
    }

    // A team tournament of two teams, one round: Corsari (Anna, Bruno) against
    // Lupi (Carla, Dario), the random game of seed 7 played and signed.
    let (cup, round) = crate::fixture::two_team_cup(&mut t).await;
    let matches = round_matches(&t, round).await;
    assert_eq!(matches.len(), 1);
    let score = play_and_sign(&t, matches[0], 7).await;
    let winners = score.ranking[0].clone();
    assert!(!score.draw, "seed 7 has a winner");

    // Each team player is the person of their first evening's record.
    for name in ["Anna", "Bruno", "Carla", "Dario"] {
        let kept = person_of(&t, "individual", first, name).await;
        let gone = person_of(&t, "team", cup, name).await;
        ok(
            &mut t,
            "/people/merge",
            &[("kept", &kept.to_string()), ("gone", &gone.to_string())],
        )
        .await;
    }

    // The circuit: a club league gives 100 / 50 / 25 by place, 10 per evening
    // played and 1 per point of the season's total; a team tournament 80 / 40
    // by the team's place and 5 per match, × 1.5.
    let r = t.post("/circuits", &[("name", "Sociale 2026")]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let base = r.location().trim_end_matches("/manage").to_owned();
    let id: i64 = base.trim_start_matches("/circuits/").parse().unwrap();
    ok(
        &mut t,
        &format!("{base}/types"),
        &[
            ("name", "Campionato"),
            ("by_place", "100 50 25"),
            ("per_game", "10"),
            ("per_score", "1"),
        ],
    )
    .await;
    ok(
        &mut t,
        &format!("{base}/types"),
        &[
            ("name", "Coppie"),
            ("by_place", "80 40"),
            ("per_game", "5"),
            ("multiplier", "1,5"),
        ],
    )
    .await;
    let manage = t.get(&format!("{base}/manage")).await.body;
    for offered in [
        format!(r#"<option value="season:{season}">Campionato sociale</option>"#),
        format!(r#"<option value="team:{cup}">Coppa a coppie</option>"#),
        format!(r#"<option value="{first}">Serata 1</option>"#),
    ] {
        assert!(manage.contains(&offered), "{offered} in {manage}");
    }
    for (event, kind) in [
        (format!("season:{season}"), "Campionato"),
        (format!("team:{cup}"), "Coppie"),
    ] {
        ok(
            &mut t,
            &format!("{base}/events"),
            &[
                ("event", &event),
                ("event_type", kind),
                ("held_on", "2026-03-01"),
            ],
        )
        .await;
    }
    refused(
        &mut t,
        &format!("{base}/events"),
        &[("event", "season:999999"), ("event_type", "Campionato")],
        "Scegli un evento dell&#39;elenco",
    )
    .await;
    refused(
        &mut t,
        &format!("{base}/events"),
        &[("event", "coppa:1"), ("event_type", "Campionato")],
        "Scegli un evento dell&#39;elenco",
    )
    .await;

    // Worked by hand. Season: Anna 1st, 2 evenings, total 10: 100 + 20 + 10 =
    // 130; Bruno, Carla, Dario share 2nd, 2 evenings, total 2: 50 + 20 + 2 = 72.
    // Team tournament: the winners' two players 1st: (80 + 5) × 1.5 = 127.5;
    // the others 2nd: (40 + 5) × 1.5 = 67.5.
    let (anna_team, bruno_team, cd_team) = if winners == "Corsari" {
        (127.5, 127.5, 67.5)
    } else {
        (67.5, 67.5, 127.5)
    };
    let mut expected = vec![
        ("Anna".to_owned(), 130.0 + anna_team),
        ("Bruno".to_owned(), 72.0 + bruno_team),
        ("Carla".to_owned(), 72.0 + cd_team),
        ("Dario".to_owned(), 72.0 + cd_team),
    ];
    expected.sort_by(|a: &(String, f64), b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    let api = json(&mut t, &format!("/api/v1/circuits/{id}")).await;
    let got: Vec<(String, f64)> = table_of(&api)
        .into_iter()
        .map(|(name, total, _)| (name, total))
        .collect();
    assert_eq!(got, expected, "{api}");
    if winners == "Corsari" {
        // Anna 257.5, Bruno 199.5, Carla and Dario 139.5 sharing 3rd.
        assert_eq!(
            table_of(&api).iter().map(|r| r.2).collect::<Vec<_>>(),
            vec![1, 2, 3, 3]
        );
    } else {
        // Carla and Dario 199.5 sharing 1st (best event 127.5 both), Anna 197.5.
        assert_eq!(
            table_of(&api).iter().map(|r| r.2).collect::<Vec<_>>(),
            vec![1, 1, 3, 4]
        );
    }
    let anna = api["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["player"] == "Anna")
        .unwrap();
    assert_eq!(
        anna["person"].as_i64(),
        Some(person_of(&t, "individual", first, "Anna").await)
    );
    let part = |kind: &str| {
        anna["counted"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["kind"] == kind)
            .unwrap()
            .clone()
    };
    let league = part("season");
    assert_eq!(league["event"].as_i64(), Some(season));
    assert_eq!(
        (
            league["place"].as_u64(),
            league["games"].as_u64(),
            num(&league["score"]),
            num(&league["place_points"]),
            num(&league["game_points"]),
            num(&league["score_points"]),
            num(&league["total"]),
        ),
        (Some(1), Some(2), 10.0, 100.0, 20.0, 10.0, 130.0)
    );
    let cup_part = part("team");
    assert_eq!(cup_part["event"].as_i64(), Some(cup));
    assert_eq!(cup_part["games"].as_u64(), Some(1));
    assert_eq!(num(&cup_part["multiplier"]), 1.5);
    assert_eq!(num(&cup_part["total"]), anna_team);
    let kinds: Vec<&str> = api["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, vec!["season", "team"]);

    // The page links each event to its own standings; the projector and the
    // CSV show the same totals.
    let page = t.get(&base).await.body;
    assert!(
        page.contains(&format!(r#"href="/seasons/{season}""#)),
        "{page}"
    );
    assert!(
        page.contains(&format!(r#"href="/tournaments/{cup}/standings""#)),
        "{page}"
    );
    assert!(
        page.contains(&format!(
            r#"data-name="Anna" data-total="{}""#,
            130.0 + anna_team
        )),
        "{page}"
    );
    let deck = t.get(&format!("{base}/projector/deck")).await.body;
    assert!(deck.contains(&(130.0 + anna_team).to_string()), "{deck}");
    let csv = t.get(&format!("{base}/export/standings.csv")).await.body;
    assert!(
        csv.contains(&format!(",Anna,{season},Campionato sociale,Campionato,2026-03-01,1,qualifier,2,10,100,0,20,10,1,130,yes,season")),
        "{csv}"
    );
    assert!(
        csv.contains(&format!(",{cup},Coppa a coppie,Coppie,2026-03-01,")),
        "{csv}"
    );
    assert_eq!(
        t.get(&format!("{base}/export/circuit.xlsx")).await.status,
        StatusCode::OK
    );

    // The season leaves by the form's name for it.
    ok(
        &mut t,
        &format!("{base}/events/remove"),
        &[("event", &format!("season:{season}"))],
    )
    .await;
    let api = json(&mut t, &format!("/api/v1/circuits/{id}")).await;
    assert_eq!(api["events"].as_array().unwrap().len(), 1, "{api}");
    assert_eq!(
        t.post(&format!("{base}/events/remove"), &[("event", "season:x")])
            .await
            .status,
        StatusCode::NOT_FOUND
    );
}

/// A player's page over many events reads the same before and after it is
/// kept, and follows a write: 24 evenings of four (Anna wins every third), a
/// circuit over all of them; Anna's first record's page, twice, then with her
/// second evening's record merged in. The time of each request is printed
/// (`cargo test --test web many_events -- --nocapture`).
#[tokio::test]
async fn a_player_page_over_many_events_is_the_same_kept_and_follows_a_merge() {
    let mut t = organizer().await;
    let mut ids = Vec::new();
    for n in 0..24 {
        let winner = ["Anna", "Bruno", "Carla"][n % 3];
        ids.push(evening(&mut t, &format!("Serata {n}"), winner).await);
    }
    let r = t.post("/circuits", &[("name", "Serate")]).await;
    let base = r.location().trim_end_matches("/manage").to_owned();
    ok(
        &mut t,
        &format!("{base}/types"),
        &[("name", "Raduno"), ("by_place", "300 200 100")],
    )
    .await;
    for id in &ids {
        ok(
            &mut t,
            &format!("{base}/events"),
            &[("event", &id.to_string()), ("event_type", "Raduno")],
        )
        .await;
    }
    let anna = person_of(&t, "individual", ids[0], "Anna").await;
    let mut anon = crate::reliability::visitor(&t);
    let path = format!("/players/{anna}");
    let started = std::time::Instant::now();
    let cold = anon.get(&path).await;
    let cold_ms = started.elapsed().as_millis();
    let started = std::time::Instant::now();
    let warm = anon.get(&path).await;
    let warm_ms = started.elapsed().as_millis();
    eprintln!("player page over 24 evenings: first {cold_ms} ms, again {warm_ms} ms");
    assert_eq!(cold.status, StatusCode::OK, "{}", cold.body);
    assert_eq!(cold.body, warm.body);
    assert!(cold.body.contains("Serata 0"), "{}", cold.body);
    assert!(!cold.body.contains("Serata 1<"), "{}", cold.body);

    let second = person_of(&t, "individual", ids[1], "Anna").await;
    ok(
        &mut t,
        "/people/merge",
        &[("kept", &anna.to_string()), ("gone", &second.to_string())],
    )
    .await;
    let merged = anon.get(&path).await;
    assert!(merged.body.contains("Serata 1<"), "{}", merged.body);
    // To compare two builds' pages byte for byte.
    if let Ok(dump) = std::env::var("ARBITRO_PLAYER_PAGE_DUMP") {
        std::fs::write(&dump, format!("{}\n----\n{}", cold.body, merged.body)).unwrap();
    }
    assert_ne!(merged.body, cold.body);
}
