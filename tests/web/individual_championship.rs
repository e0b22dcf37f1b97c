//! The campionato a squadre through the HTTP routes (issue 29): 8 clubs × 4
//! players over 3 rounds, created on the form, players imported by CSV, every
//! round seated with four clubs at every table, every table played through the
//! console, and the team standings (best 9 of 12) on the standings page, the
//! projector, the CSV, the workbook, the API and an archive's copy.

use crate::console::organizer;
use crate::helpers::TestApp;
use crate::individual_stages::win;
use arbitro::db;
use axum::http::StatusCode;
use serde_json::Value;
use std::collections::BTreeMap;

const CLUBS: [&str; 8] = [
    "Alfa", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel",
];

/// The CSV of every club's four players but Hotel's fourth ("Hotel 4").
fn thirty_one() -> String {
    let mut csv = String::from("nome;club\n");
    for club in CLUBS {
        for k in 1..=4 {
            if !(club == "Hotel" && k == 4) {
                csv.push_str(&format!("{club} {k};{club}\n"));
            }
        }
    }
    csv
}

async fn create(t: &mut TestApp, extra: &[(&str, &str)]) -> crate::helpers::Resp {
    let mut f = vec![
        ("name", "Campionato a squadre"),
        ("ruleset", "risiko-classic"),
        ("table_size", "4"),
        ("odd_field", "larger"),
        ("rounds", "3"),
        ("formula", "place_points"),
        ("team_championship", "1"),
        ("players_per_club", ""),
        ("games_counted", ""),
    ];
    for e in extra {
        f.retain(|x| x.0 != e.0);
        f.push(*e);
    }
    t.post("/individual", &f).await
}

async fn import(t: &mut TestApp, id: i64, csv: &str) {
    let r = t
        .post(&format!("/individual/{id}/import/confirm"), &[("csv", csv)])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
}

/// (match id, players' (name, club) in seat order) of each table of `round`.
async fn tables(t: &TestApp, id: i64, round: i64) -> Vec<(Option<i64>, Vec<(String, String)>)> {
    let players = db::individual::players(&t.db, id).await.unwrap();
    db::individual::tables(&t.db, id)
        .await
        .unwrap()
        .into_iter()
        .filter(|x| x.round == round)
        .map(|x| {
            let ids: Vec<i64> = serde_json::from_str(&x.players).unwrap();
            let seats = ids
                .iter()
                .map(|p| {
                    let p = players.iter().find(|q| q.id == *p).unwrap();
                    (p.name.clone(), p.club.clone().unwrap())
                })
                .collect();
            (x.match_id, seats)
        })
        .collect()
}

/// The team rows of the standings page: (rank, club, total).
fn team_rows(page: &str) -> Vec<(u32, String, f64)> {
    let start = page.find(r#"id="teams""#).expect("team standings");
    let end = page[start..].find("</table>").unwrap() + start;
    page[start..end]
        .split(r#"<tr data-club=""#)
        .skip(1)
        .map(|s| {
            let attr = |name: &str| {
                let at = s
                    .find(&format!(r#"{name}=""#))
                    .map_or(0, |i| i + name.len() + 2);
                s[at..at + s[at..].find('"').unwrap()].to_string()
            };
            let club = s[..s.find('"').unwrap()].to_string();
            (
                attr("data-rank").parse().unwrap(),
                club,
                attr("data-total").parse().unwrap(),
            )
        })
        .collect()
}

#[tokio::test]
async fn eight_clubs_of_four_play_three_rounds_and_count_their_best_nine_games() {
    let mut t = organizer().await;
    // Refusals at creation, each a sentence, nothing stored.
    let r = create(&mut t, &[("table_size", "3")]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    assert!(r.body.contains("si gioca a tavoli da 4"), "{}", r.body);
    let r = create(&mut t, &[("games_counted", "13")]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    assert!(r.body.contains("da 1 a 12 giocatori"), "{}", r.body);
    assert_eq!(t.count("individual_tournaments").await, 0);

    let id = crate::fixture::individual_id(&create(&mut t, &[]).await);
    // The settings are stored beside the seating: clubs apart at tables of 4.
    let row = db::individual::get(&t.db, id).await.unwrap().unwrap();
    let seating: Value = serde_json::from_str(&row.seating).unwrap();
    assert_eq!(seating["clubs_apart"], true);
    assert_eq!(
        seating["team_championship"],
        serde_json::json!({ "players_per_club": 4, "games_counted": 9 })
    );

    // Hotel fields three: round 1 is refused, naming the club and its players.
    import(&mut t, id, &thirty_one()).await;
    let before = t.count("individual_rounds").await;
    let r = t.post(&format!("/individual/{id}/rounds"), &[]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    assert!(
        r.body.contains(
            "Il club Hotel ha 3 giocatori (Hotel 1, Hotel 2, Hotel 3) ma ogni club ne schiera 4"
        ),
        "{}",
        r.body
    );
    assert_eq!(t.count("individual_rounds").await, before);
    import(&mut t, id, "nome;club\nHotel 4;Hotel\n").await;

    // Three rounds: seated, four clubs at every table, published, every table
    // won by the player of the club first in the alphabet there (the others
    // share 2nd). Place points at a table of 4: a win 5, a shared 2nd (2+1+0)/3 = 1.
    let mut games: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    for round in 1..=3 {
        let r = t.post(&format!("/individual/{id}/rounds"), &[]).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "round {round}: {}", r.body);
        let r = t
            .post(&format!("/individual/{id}/rounds/{round}/publish"), &[])
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
        let seated = tables(&t, id, round).await;
        assert_eq!(seated.len(), 8);
        for (m, seats) in seated {
            let mut clubs: Vec<&str> = seats.iter().map(|s| s.1.as_str()).collect();
            clubs.sort_unstable();
            clubs.dedup();
            assert_eq!(
                clubs.len(),
                4,
                "round {round}: four clubs at a table: {seats:?}"
            );
            let winner = seats.iter().min_by_key(|s| s.1.clone()).unwrap();
            win(&mut t, m.unwrap(), &winner.0).await;
            for (name, club) in &seats {
                let points = if name == &winner.0 { 5.0 } else { 1.0 };
                games.entry(club.clone()).or_default().push(points);
            }
        }
    }

    // Worked by hand: Alfa wins each of its 12 games, counts 9 × 5 = 45 (three
    // 5s discarded); Hotel wins none, counts 9 × 1 = 9. A club with w wins (w ≤ 9)
    // counts 5w + (9 − w) = 9 + 4w, and in all 12 + 4w.
    let mut expected: Vec<(String, f64, f64)> = games
        .iter()
        .map(|(club, g)| {
            let mut g = g.clone();
            assert_eq!(g.len(), 12, "{club}");
            g.sort_by(|a, b| b.total_cmp(a));
            (club.clone(), g[..9].iter().sum(), g.iter().sum())
        })
        .collect();
    expected.sort_by(|a, b| b.1.total_cmp(&a.1).then(b.2.total_cmp(&a.2)));
    assert_eq!(expected[0], ("Alfa".to_string(), 45.0, 60.0));
    assert_eq!(expected[7], ("Hotel".to_string(), 9.0, 12.0));
    // 24 wins and 72 shared seconds in all.
    assert_eq!(expected.iter().map(|e| e.2).sum::<f64>(), 24.0 * 5.0 + 72.0);

    let page = t.get(&format!("/individual/{id}/standings")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("Classifica a squadre"), "{}", page.body);
    assert!(page.body.contains("migliori 9 partite"), "{}", page.body);
    let shown = team_rows(&page.body);
    let got: Vec<(String, f64)> = shown.iter().map(|r| (r.1.clone(), r.2)).collect();
    let want: Vec<(String, f64)> = expected.iter().map(|e| (e.0.clone(), e.1)).collect();
    // Equal totals and equal every-game totals share a rank; their order is by name.
    let sorted = |mut v: Vec<(String, f64)>| {
        v.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        v
    };
    assert_eq!(sorted(got.clone()), got, "ranked by total");
    assert_eq!(got, sorted(want));
    assert_eq!(shown[0], (1, "Alfa".to_string(), 45.0));
    assert_eq!((shown[7].1.as_str(), shown[7].2), ("Hotel", 9.0));
    // Ranks: teams equal on the counted total and on every game (so on wins, here
    // 12 + 4w in all) share one.
    for (rank, club, _) in &shown {
        let me = expected.iter().find(|e| &e.0 == club).unwrap();
        let ahead = expected
            .iter()
            .filter(|e| (e.1, e.2) > (me.1, me.2))
            .count();
        assert_eq!(*rank as usize, ahead + 1, "{club}: {shown:?}");
    }

    // The projector's deck has the team standings after the players'.
    let deck = t.get(&format!("/individual/{id}/projector/deck")).await;
    assert_eq!(deck.status, StatusCode::OK);
    let teams_at = deck.body.find("Classifica a squadre").expect("team screen");
    assert!(
        deck.body[teams_at..].contains(">Alfa</td><td>45</td><td>9/12</td><td>60</td><td>12</td>"),
        "{}",
        deck.body
    );

    // The CSV and the workbook.
    let csv = t.get(&format!("/individual/{id}/export/teams.csv")).await;
    assert_eq!(csv.status, StatusCode::OK, "{}", csv.body);
    let mut lines = csv.body.lines();
    assert!(
        lines.next().unwrap().contains(
            "rank,club,total,counted,games,all_games,wins,players,counted_scores,discarded_scores"
        ),
        "{}",
        csv.body
    );
    assert!(
        lines.next().unwrap().starts_with("1,Alfa,45,9,12,60,12,"),
        "{}",
        csv.body
    );
    let book = t
        .get(&format!("/individual/{id}/export/tournament.xlsx"))
        .await;
    assert_eq!(book.status, StatusCode::OK);

    // The API, to anyone.
    let api: Value = serde_json::from_str(
        &t.get(&format!("/api/v1/individual/{id}/standings"))
            .await
            .body,
    )
    .unwrap();
    let teams = &api["team_standings"];
    assert_eq!(teams["games_counted"], 9);
    assert_eq!(teams["teams"][0]["club"], "Alfa");
    assert_eq!(teams["teams"][0]["total"], 45.0);
    assert_eq!(teams["teams"][0]["all_games"], 60.0);
    assert_eq!(teams["teams"].as_array().unwrap().len(), 8);

    // The archive carries the settings: the copy's standings page shows the same teams.
    let (mut copy, copy_id) = crate::individual_archive::round_trip(&mut t, id).await;
    let page = copy.get(&format!("/individual/{copy_id}/standings")).await;
    assert_eq!(team_rows(&page.body), shown);

    // An archive whose championship counts more games than its teams play is
    // refused, nothing stored.
    let text = t
        .get(&format!("/individual/{id}/export/tournament.json"))
        .await
        .body;
    let mut bad: Value = serde_json::from_str(&text).unwrap();
    bad["tournament"]["seating"]["team_championship"]["games_counted"] = 13.into();
    let mut fresh = organizer().await;
    let r = crate::individual_publish::upload(&mut fresh, &serde_json::to_vec(&bad).unwrap()).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    assert!(r.body.contains("team_championship"), "{}", r.body);
    assert_eq!(fresh.count("individual_tournaments").await, 0);

    // A tournament of another kind has no team standings.
    let other = t
        .post(
            "/individual",
            &[("name", "Serata"), ("table_size", "4"), ("rounds", "3")],
        )
        .await;
    let other = crate::fixture::individual_id(&other);
    let page = t.get(&format!("/individual/{other}/standings")).await;
    assert!(!page.body.contains(r#"id="teams""#));
    let r = t
        .get(&format!("/individual/{other}/export/teams.csv"))
        .await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
}
