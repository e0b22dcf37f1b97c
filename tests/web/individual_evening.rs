//! The "done when" for one evening (#15): a 23-player classic Risiko evening
//! of 3 rounds at tables of 4, else 5, run end to end through the real routes.
//! The organizer registers the field by CSV, seats each round, edits the draft
//! (moves a player, renumbers tables; a move that breaks the table sizes is refused
//! with a sentence), assigns referees, publishes; the referees record each table in
//! the console (a few claims, then the early end, then the sign-off); the organizer
//! gives the second confirmation, corrects a player's points with a reason, reopens
//! a table; the standings match the place points worked out here by hand; a hidden
//! round leaves the public standings until revealed; everything is in the change log;
//! and the referees find their tables in `/console` under the tournament.
//!
//! Each round's seat lists are on the projector; at the end the exports (CSV,
//! workbook) are served and the JSON archive re-imports with the same standings.

use crate::console::{PW, organizer};
use crate::helpers::{Resp, TestApp};
use crate::reliability::visitor;
use arbitro::accounts::Role;
use arbitro::db;
use arbitro::engine::Map;
use axum::http::StatusCode;
use std::collections::BTreeMap;

/// 23 players of 6 clubs; one line with a comma, one with no club.
fn field() -> String {
    let clubs = ["Lupi", "Orsi", "Falchi", "Volpi", "Aquile", "Tassi"];
    let mut csv = String::from("nome;club;regione\n");
    for i in 0..23 {
        let club = if i == 22 { "" } else { clubs[i % clubs.len()] };
        let sep = if i == 7 { ',' } else { ';' };
        csv.push_str(&format!("Giocatore {:02}{sep}{club}{sep}Lazio\n", i + 1));
    }
    csv
}

/// Place points of the classic default (n − p, +2 for 1st) shared over places
/// `from..=to` at a table of `n`, to one decimal, as §9 of the rules page says.
fn shared(n: usize, from: usize, to: usize) -> f64 {
    let sum: usize = (from..=to)
        .map(|p| n - p + if p == 1 { 2 } else { 0 })
        .sum();
    let mean = sum as f64 / (to - from + 1) as f64;
    (mean * 10.0).round() / 10.0
}

/// A signed-in client of the same app.
pub async fn login_as(t: &TestApp, name: &str, role: Role) -> (TestApp, i64) {
    let id = t.add_user(name, PW, role).await;
    let mut c = visitor(t);
    let r = c.login(name, PW).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    (c, id)
}

async fn entries(t: &TestApp, m: i64) -> usize {
    db::match_entries::entries(&t.db, m).await.unwrap().len()
}

/// A console form with the entry count and a fresh key.
async fn act(t: &mut TestApp, m: i64, fields: &[(&str, String)]) -> Resp {
    let n = entries(t, m).await.to_string();
    let key = format!("k{m}-{n}");
    let mut f: Vec<(&str, &str)> = vec![("expected", &n), ("key", &key)];
    f.extend(fields.iter().map(|(k, v)| (*k, v.as_str())));
    t.post(&format!("/console/m/{m}/act"), &f).await
}

/// The referee records a table: the first `k` seats claim one territory each, the
/// match is ended early (territories rank the table), and the result is signed.
pub async fn play(referee: &mut TestApp, m: i64, k: usize) {
    let map = Map::risiko();
    for (seat, ter) in map.territory_ids().take(k).enumerate() {
        let slug = map.territory(ter).slug.clone();
        let fields = [
            ("type", "claim".to_string()),
            ("seat", seat.to_string()),
            ("territory", slug),
        ];
        let r = act(referee, m, &fields).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    }
    let end = [
        ("type", "end_match".to_string()),
        ("reason", "fine del tempo".to_string()),
    ];
    let r = act(referee, m, &end).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let r = referee.post(&format!("/console/m/{m}/sign"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
}

/// The tables of a round: (number, player ids in seat order, match).
pub async fn tables(t: &TestApp, id: i64, round: i64) -> Vec<(i64, Vec<i64>, Option<i64>)> {
    db::individual::tables(&t.db, id)
        .await
        .unwrap()
        .into_iter()
        .filter(|x| x.round == round)
        .map(|x| {
            (
                x.number,
                serde_json::from_str(&x.players).unwrap(),
                x.match_id,
            )
        })
        .collect()
}

fn sizes(ts: &[(i64, Vec<i64>, Option<i64>)]) -> Vec<usize> {
    let mut s: Vec<usize> = ts.iter().map(|t| t.1.len()).collect();
    s.sort_unstable_by(|a, b| b.cmp(a));
    s
}

/// Each row of the standings page: name → (rank, total).
pub fn standings(body: &str) -> BTreeMap<String, (usize, f64)> {
    let mut out = BTreeMap::new();
    for (rank, row) in body.split("<tr data-name=\"").skip(1).enumerate() {
        let name = row.split('"').next().unwrap().to_string();
        let total = row
            .split("data-total=\"")
            .nth(1)
            .and_then(|s| s.split('"').next())
            .unwrap()
            .parse()
            .unwrap();
        out.insert(name, (rank, total));
    }
    out
}

/// How many claims each table makes: 1 at odd tables (a sole winner), 2 at even
/// ones (two players share 1st).
fn claims(table: i64) -> usize {
    if table % 2 == 1 { 1 } else { 2 }
}

/// The place points a table's claims give each seat.
fn points_of(size: usize, k: usize) -> Vec<f64> {
    (0..size)
        .map(|seat| {
            if seat < k {
                shared(size, 1, k)
            } else {
                shared(size, k + 1, size)
            }
        })
        .collect()
}

#[tokio::test]
async fn a_23_player_evening_of_three_rounds_runs_end_to_end() {
    let mut org = organizer().await;
    let (mut ref1, ref1_id) = login_as(&org, "arbitro1", Role::Referee).await;
    let (mut ref2, ref2_id) = login_as(&org, "arbitro2", Role::Referee).await;
    let mut public = visitor(&org);

    // Create: tables of 4, else 5; three rounds; place points; second confirmation.
    let r = org
        .post(
            "/individual",
            &[
                ("name", "Serata del giovedì"),
                ("ruleset", "risiko-classic"),
                ("table_size", "4"),
                ("odd_field", "larger"),
                ("rounds", "3"),
                ("formula", "place_points"),
                ("second_confirmation", "1"),
            ],
        )
        .await;
    let id = crate::fixture::individual_id(&r);

    // Register by CSV: preview (nothing stored), then confirm.
    let csv = field();
    let r = org
        .post(&format!("/individual/{id}/import"), &[("csv", &csv)])
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    assert_eq!(org.count("individual_players").await, 0);
    let r = org
        .post(
            &format!("/individual/{id}/import/confirm"),
            &[("csv", &csv)],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let players = db::individual::players(&org.db, id).await.unwrap();
    assert_eq!(players.len(), 23);
    let name = |p: i64| players.iter().find(|x| x.id == p).unwrap().name.clone();

    let mut expected: BTreeMap<String, f64> =
        players.iter().map(|p| (p.name.clone(), 0.0)).collect();
    for round in 1..=3_i64 {
        let r = org.post(&format!("/individual/{id}/rounds"), &[]).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "round {round}: {}", r.body);
        let draft = tables(&org, id, round).await;
        assert_eq!(sizes(&draft), [5, 5, 5, 4, 4], "23 = 3×5 + 2×4");
        let mut seated: Vec<i64> = draft.iter().flat_map(|t| t.1.clone()).collect();
        seated.sort_unstable();
        seated.dedup();
        assert_eq!(seated.len(), 23, "every player seated once");

        if round == 1 {
            // A move from a table of 4 to one of 5 would make a 3 and a 6: refused
            // with a sentence naming the player; nothing changes.
            let four = draft.iter().find(|t| t.1.len() == 4).unwrap();
            let five = draft.iter().find(|t| t.1.len() == 5).unwrap();
            let r = org
                .post(
                    &format!("/individual/{id}/rounds/1/move"),
                    &[
                        ("player", &four.1[0].to_string()),
                        ("table", &five.0.to_string()),
                    ],
                )
                .await;
            assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
            assert!(r.body.contains(&name(four.1[0])), "{}", r.body);
            assert!(r.body.contains("tavoli da 5, 4"), "{}", r.body);
            assert_eq!(tables(&org, id, 1).await, draft);
            // From a 5 to a 4: the two tables trade sizes; the report is recounted.
            let moved = five.1[4];
            let r = org
                .post(
                    &format!("/individual/{id}/rounds/1/move"),
                    &[
                        ("player", &moved.to_string()),
                        ("table", &four.0.to_string()),
                    ],
                )
                .await;
            assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
            let after = tables(&org, id, 1).await;
            assert_eq!(sizes(&after), [5, 5, 5, 4, 4]);
            let to = after.iter().find(|t| t.0 == four.0).unwrap();
            assert_eq!(to.1.last(), Some(&moved));
            let page = org.get(&format!("/individual/{id}/manage")).await;
            // Recounted: "edited by hand", unless the move left every term at 0
            // (the draw is random, so either can happen).
            assert!(
                page.body.contains("modificato a mano") || page.body.contains("costo zero"),
                "{}",
                page.body
            );
            // Renumber: tables 1 and 2 trade numbers; a number twice is refused.
            let mut bad = vec![
                ("n1".to_string(), "1".to_string()),
                ("n2".into(), "1".into()),
            ];
            for n in 3..=5 {
                bad.push((format!("n{n}"), n.to_string()));
            }
            let refs: Vec<(&str, &str)> =
                bad.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
            let r = org
                .post(&format!("/individual/{id}/rounds/1/renumber"), &refs)
                .await;
            assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
            assert!(r.body.contains("ciascuno una volta"), "{}", r.body);
            let swap = [
                ("n1", "2"),
                ("n2", "1"),
                ("n3", "3"),
                ("n4", "4"),
                ("n5", "5"),
            ];
            let r = org
                .post(&format!("/individual/{id}/rounds/1/renumber"), &swap)
                .await;
            assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
            let renumbered = tables(&org, id, 1).await;
            assert_eq!(renumbered[0].1, after[1].1);
            assert_eq!(renumbered[1].1, after[0].1);
        }

        // Referees: the first to odd tables, the second to even ones; publish.
        let r = org
            .post(&format!("/individual/{id}/rounds/{round}/publish"), &[])
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
        let published = tables(&org, id, round).await;
        for (number, _, _) in &published {
            let who = if number % 2 == 1 { ref1_id } else { ref2_id };
            let r = org
                .post(
                    &format!("/individual/{id}/rounds/{round}/tables/{number}/referee"),
                    &[("user", &who.to_string())],
                )
                .await;
            assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
        }
        if round == 1 {
            // The referee finds the tables in the console, under the tournament.
            let list = ref1.get("/console").await;
            let tables_part = list.body.split("id=\"others\"").next().unwrap();
            assert!(tables_part.contains("Serata del giovedì"), "{}", list.body);
            assert!(
                tables_part.contains(&name(published[0].1[0])),
                "{}",
                list.body
            );
        }
        // The projector shows this round's seat lists to anyone in the room.
        let deck = public
            .get(&format!("/individual/{id}/projector/deck"))
            .await;
        assert_eq!(deck.status, StatusCode::OK);
        for (_, seats, _) in &published {
            for p in seats {
                assert!(
                    deck.body.contains(&name(*p)),
                    "{} on the projector",
                    name(*p)
                );
            }
        }

        // Each table is recorded by its referee, and confirmed by the organizer.
        for (number, seats, m) in &published {
            let m = m.unwrap();
            let referee = if number % 2 == 1 {
                &mut ref1
            } else {
                &mut ref2
            };
            let k = claims(*number);
            play(referee, m, k).await;
            if round == 1 && *number == 1 {
                // Signed but not confirmed: it does not count yet, and its signer
                // may not confirm it.
                let p = standings(&org.get(&format!("/individual/{id}/standings")).await.body);
                assert_eq!(p[&name(seats[0])].1, 0.0);
                let r = ref1
                    .post(&format!("/individual/{id}/matches/{m}/confirm"), &[])
                    .await;
                assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.body);
                let waiting = ref2.get(&format!("/individual/{id}/confirmations")).await;
                assert!(
                    waiting.body.contains(&format!("/matches/{m}")),
                    "{}",
                    waiting.body
                );
            }
            let r = org
                .post(&format!("/individual/{id}/matches/{m}/confirm"), &[])
                .await;
            assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
            for (seat, pts) in points_of(seats.len(), k).into_iter().enumerate() {
                *expected.get_mut(&name(seats[seat])).unwrap() += pts;
            }
        }
    }
    // Every planned round is published: a fourth is refused.
    let r = org.post(&format!("/individual/{id}/rounds"), &[]).await;
    assert_eq!(r.status, StatusCode::CONFLICT);

    // A correction after the fact: round 2, table 1's winner loses 1.5 points.
    let round2 = tables(&org, id, 2).await;
    let (m, winner) = (round2[0].2.unwrap(), round2[0].1[0]);
    let r = org
        .post(
            &format!("/individual/{id}/matches/{m}/correct"),
            &[
                ("player", &winner.to_string()),
                ("points", "-1,5"),
                ("reason", "ritardo al tavolo"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    *expected.get_mut(&name(winner)).unwrap() -= 1.5;
    let page = org.get(&format!("/individual/{id}/matches/{m}")).await;
    assert!(page.body.contains("ritardo al tavolo"), "{}", page.body);

    // Reopened with a reason, the table leaves the standings until signed and
    // confirmed again.
    let round1 = tables(&org, id, 1).await;
    let (m1, seats1) = (round1[0].2.unwrap(), round1[0].1.clone());
    let r = org
        .post(
            &format!("/individual/{id}/matches/{m1}/reopen"),
            &[("reason", "territorio conteggiato male")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let p = standings(&org.get(&format!("/individual/{id}/standings")).await.body);
    let first = name(seats1[0]);
    let without = expected[&first] - points_of(seats1.len(), claims(1))[0];
    assert!(
        (p[&first].1 - without).abs() < 1e-9,
        "{} vs {without}",
        p[&first].1
    );
    let r = ref1.post(&format!("/console/m/{m1}/sign"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let r = org
        .post(&format!("/individual/{id}/matches/{m1}/confirm"), &[])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);

    // The standings: every player's total as worked out above, best first.
    let page = public.get(&format!("/individual/{id}/standings")).await;
    assert_eq!(page.status, StatusCode::OK);
    let shown = standings(&page.body);
    assert_eq!(shown.len(), 23);
    for (who, total) in &expected {
        assert!(
            (shown[who].1 - total).abs() < 1e-9,
            "{who}: {} vs {total}",
            shown[who].1
        );
    }
    let mut by_rank: Vec<(&String, &(usize, f64))> = shown.iter().collect();
    by_rank.sort_by_key(|(_, (rank, _))| *rank);
    assert!(
        by_rank.windows(2).all(|w| w[0].1.1 >= w[1].1.1),
        "ranked by total"
    );

    // Round 3 hidden: the public standings leave it out; organizers are told.
    let r = org
        .post(
            &format!("/individual/{id}/rounds/3/results"),
            &[("on", "0")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let round3 = tables(&org, id, 3).await;
    let hidden = standings(
        &public
            .get(&format!("/individual/{id}/standings"))
            .await
            .body,
    );
    for (_, seats, _) in &round3 {
        for p in seats {
            assert!(hidden[&name(*p)].1 < expected[&name(*p)], "{}", name(*p));
        }
    }
    let seen = org.get(&format!("/individual/{id}/standings")).await;
    assert!(seen.body.contains("id=\"hidden-note\""), "{}", seen.body);
    assert_eq!(standings(&seen.body), shown);
    let r = org
        .post(
            &format!("/individual/{id}/rounds/3/results"),
            &[("on", "1")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert_eq!(
        standings(
            &public
                .get(&format!("/individual/{id}/standings"))
                .await
                .body
        ),
        shown
    );
    // The exports: the standings as CSV (every player), the workbook, and the JSON
    // archive, which re-imports into an empty instance with the same standings.
    let csv = org
        .get(&format!("/individual/{id}/export/standings.csv"))
        .await;
    assert_eq!(csv.status, StatusCode::OK);
    for p in 1..=23 {
        assert!(
            csv.body.contains(&format!("Giocatore {p:02}")),
            "{}",
            csv.body
        );
    }
    let book = org
        .get(&format!("/individual/{id}/export/tournament.xlsx"))
        .await;
    assert_eq!(book.status, StatusCode::OK);
    let archive = org
        .get(&format!("/individual/{id}/export/tournament.json"))
        .await;
    assert_eq!(archive.status, StatusCode::OK);
    let mut fresh = organizer().await;
    let r = crate::individual_publish::upload(&mut fresh, archive.body.as_bytes()).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let copy = arbitro::db::individual::list(&fresh.db).await.unwrap()[0].id;
    let again = fresh
        .get(&format!("/individual/{copy}/export/standings.csv"))
        .await;
    assert_eq!(again.body, csv.body);

    // The change log has it all, in words.
    let log = org.get(&format!("/individual/{id}/audit")).await;
    assert_eq!(log.status, StatusCode::OK);
    for said in [
        "Giocatore iscritto",
        "Giocatore spostato",
        "Turno pubblicato",
        "ritardo al tavolo",
        "territorio conteggiato male",
        "Turno 3: risultati nascosti",
        "arbitro2",
    ] {
        assert!(log.body.contains(said), "{said}: {}", log.body);
    }
    assert!(
        ref1.get(&format!("/individual/{id}/audit"))
            .await
            .status
            .is_client_error()
    );
}
