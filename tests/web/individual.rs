//! Individual (classic) matches through the console's routes: creating a table of 2 to
//! 6 seats (and every refusal storing nothing), entering a board set up at the table,
//! recording claims, placements, throws and an undo with the classic panel's forms, the
//! server's clock start, and the sign-off of the result.

use crate::console::organizer;
use crate::helpers::TestApp;
use arbitro::db;
use arbitro::engine::Map;
use arbitro::engine::any::{AnyGame, AnyLog};
use arbitro::engine::table::{Choices, Table};
use axum::http::StatusCode;

const NAMES: [&str; 6] = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio"];
const COLOURS: [&str; 6] = ["blu", "rosso", "verde", "giallo", "nero", "viola"];

/// The classic new-match form for `n` seats, with `extra` fields added (or replacing).
fn form(n: usize, extra: &[(&str, &str)]) -> Vec<(String, String)> {
    let mut f: Vec<(String, String)> = vec![
        ("ruleset".into(), "risiko-classic".into()),
        ("label".into(), "Tavolo classico".into()),
        ("seats".into(), n.to_string()),
    ];
    for i in 0..6 {
        f.push((format!("name{i}"), NAMES[i].into()));
        f.push((format!("colour{i}"), COLOURS[i].into()));
    }
    for (k, v) in extra {
        f.retain(|(key, _)| key != k);
        f.push(((*k).into(), (*v).into()));
    }
    f
}

async fn post(t: &mut TestApp, path: &str, f: &[(String, String)]) -> crate::helpers::Resp {
    let refs: Vec<(&str, &str)> = f.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    t.post(path, &refs).await
}

/// Creates a classic match; returns its id.
async fn create(t: &mut TestApp, n: usize, extra: &[(&str, &str)]) -> i64 {
    let r = post(t, "/console/new", &form(n, extra)).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    r.location()
        .trim_start_matches("/console/m/")
        .parse()
        .unwrap()
}

/// The stored match replayed, as the console sees it.
async fn game(t: &TestApp, id: i64) -> AnyGame {
    let m = db::matches::get(&t.db, id).await.unwrap().unwrap();
    let mut log = AnyLog::parse(&m.setup_json).unwrap();
    let mut effective = Vec::new();
    for e in db::match_entries::entries(&t.db, id).await.unwrap() {
        match e.action_json {
            Some(a) => effective.push(a),
            None => {
                effective.pop();
            }
        }
    }
    for a in effective {
        let v = serde_json::from_str(&a).unwrap();
        let action = log.action_from_json(&v).unwrap();
        log.push(action).unwrap();
    }
    AnyGame::replay(&log).unwrap()
}

async fn count(t: &TestApp, id: i64) -> usize {
    db::match_entries::entries(&t.db, id).await.unwrap().len()
}

fn slug(t: arbitro::engine::TerritoryId) -> String {
    Map::risiko().territory(t).slug.clone()
}

/// Posts a panel form (`type` and its fields) with the entry count and a fresh key.
async fn act(t: &mut TestApp, id: i64, fields: &[(&str, String)]) -> crate::helpers::Resp {
    let n = count(t, id).await;
    let mut f: Vec<(String, String)> = vec![
        ("expected".into(), n.to_string()),
        ("key".into(), format!("k{id}-{n}")),
    ];
    f.extend(fields.iter().map(|(k, v)| ((*k).to_string(), v.clone())));
    post(t, &format!("/console/m/{id}/act"), &f).await
}

#[tokio::test]
async fn a_classic_table_of_two_or_four_is_created_with_its_seats_in_die_roll_order() {
    let mut t = organizer().await;
    let four = create(&mut t, 4, &[("first", "2")]).await;
    let g = game(&t, four).await;
    let names: Vec<String> = g.seats().into_iter().map(|s| s.name).collect();
    assert_eq!(names, ["Carla", "Dario", "Anna", "Bruno"]);
    assert_eq!(g.seats()[0].colour, "verde");
    assert!(g.seats().iter().all(|s| s.team.is_none()));
    assert_eq!(g.ruleset(), "risiko-classic");
    let page = t.get(&format!("/console/m/{four}")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("Carla"), "{}", page.body);
    assert!(page.body.contains("/static/classic.js"));

    let two = create(&mut t, 2, &[]).await;
    let g = game(&t, two).await;
    assert_eq!(g.seats().len(), 2);
    // Two players: the piles were dealt from a recorded seed; the neutral is there.
    assert!(!g.choices().place_neutral.is_empty());
    let list = t.get("/console").await;
    assert!(list.body.contains("Anna, Bruno"), "{}", list.body);
}

/// A refused table: the number of seats, the fields changed, a phrase of the sentence.
type Case = (usize, &'static [(&'static str, &'static str)], &'static str);

#[tokio::test]
async fn a_bad_classic_table_is_refused_with_a_sentence_and_nothing_is_stored() {
    let mut t = organizer().await;
    let cases: [Case; 5] = [
        (1, &[], "da 2 a 6"),
        (7, &[], "da 2 a 6"),
        (3, &[("colour1", "blu")], "stesso colore"),
        (3, &[("name2", "  ")], "nome di ogni giocatore"),
        // Six players need their starting armies: the engine's own sentence.
        (6, &[], "armate iniziali"),
    ];
    for (n, extra, says) in cases {
        let r = post(&mut t, "/console/new", &form(n, extra)).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{n} {extra:?}");
        assert!(r.body.contains(says), "{n} {extra:?}: {}", r.body);
        // The form comes back as posted.
        assert!(r.body.contains("Tavolo classico"));
    }
    assert!(db::matches::list_all(&t.db).await.unwrap().is_empty());
    // Six with their armies are a table.
    create(&mut t, 6, &[("start_armies", "20")]).await;
}

#[tokio::test]
async fn claims_and_placements_are_recorded_through_the_console_route() {
    let mut t = organizer().await;
    let id = create(&mut t, 3, &[("setup", "claims")]).await;
    let first = game(&t, id).await.choices().claim[0];
    let r = act(
        &mut t,
        id,
        &[
            ("type", "claim".into()),
            ("seat", "0".into()),
            ("territory", slug(first)),
        ],
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let g = game(&t, id).await;
    assert_eq!(g.armies(first), 1);
    assert_eq!(g.to_act(), Some(1));
    // Claiming it again is refused by the engine, with the player's name.
    let r = act(
        &mut t,
        id,
        &[
            ("type", "claim".into()),
            ("seat", "1".into()),
            ("territory", slug(first)),
        ],
    )
    .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(count(&t, id).await, 1);
    let history = t.get(&format!("/console/m/{id}/history")).await;
    assert!(history.body.contains("Anna"), "{}", history.body);
}

/// A 3-player board set up at the table: seat i holds every third territory, 35 armies
/// each (22 on its first territory, 1 on the others).
fn final_board() -> Vec<(String, String)> {
    let mut f = Vec::new();
    let mut first = [true; 3];
    for (i, ter) in Map::risiko().territory_ids().enumerate() {
        let seat = i % 3;
        let n = if std::mem::take(&mut first[seat]) {
            22
        } else {
            1
        };
        f.push((format!("o_{}", slug(ter)), seat.to_string()));
        f.push((format!("n_{}", slug(ter)), n.to_string()));
    }
    f
}

fn first_place(c: &Choices) -> (String, String) {
    (
        format!("p_{}", slug(c.place_on[0])),
        c.place_armies.to_string(),
    )
}

#[tokio::test]
async fn a_final_setup_then_a_throw_an_undo_an_early_end_and_the_sign_off() {
    let mut t = organizer().await;
    let id = create(&mut t, 3, &[("setup", "final")]).await;
    // Before the board is entered nothing can be recorded.
    let r = act(
        &mut t,
        id,
        &[("type", "end_turn".into()), ("seat", "0".into())],
    )
    .await;
    assert!(r.status.is_client_error(), "{}", r.status);
    // A board with a territory left out is the engine's refusal; nothing stored.
    let mut short = final_board();
    short.truncate(short.len() - 2);
    let r = post(&mut t, &format!("/console/m/{id}/board"), &short).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    let r = post(&mut t, &format!("/console/m/{id}/board"), &final_board()).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);

    // Reinforcements: the server starts the match clock just before.
    let c = game(&t, id).await.choices();
    let (field, n) = first_place(&c);
    let r = act(
        &mut t,
        id,
        &[("type", "place".into()), ("seat", "0".into()), (&field, n)],
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let entries = db::match_entries::entries(&t.db, id).await.unwrap();
    assert_eq!(entries.len(), 2);
    assert_eq!(entries[0].entered_via, "server");
    assert!(
        entries[0]
            .action_json
            .as_deref()
            .unwrap()
            .contains("\"start\"")
    );
    assert!(game(&t, id).await.clock().started_at.is_some());

    // One throw in one tap: the defender loses every pair.
    let g = game(&t, id).await;
    let a = g.choices().attacks[0];
    let pairs = a.attacker_max.min(a.defender_max);
    let throw = format!("{},{},0,{pairs}", a.attacker_max, a.defender_max);
    let before = g.armies(a.to);
    let r = act(
        &mut t,
        id,
        &[
            ("type", "attack".into()),
            ("seat", "0".into()),
            ("route", format!("{}>{}", slug(a.from), slug(a.to))),
            ("throw", throw),
        ],
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    assert_eq!(
        game(&t, id).await.armies(a.to),
        before.saturating_sub(pairs)
    );
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains("Anna"), "{}", page.body);

    // Undo with a reason puts the armies back.
    let n = count(&t, id).await.to_string();
    let r = post(
        &mut t,
        &format!("/console/m/{id}/undo"),
        &[
            ("expected".into(), n),
            ("key".into(), "undo1".into()),
            ("reason".into(), "dadi letti male".into()),
        ],
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    assert_eq!(game(&t, id).await.armies(a.to), before);
    let history = t.get(&format!("/console/m/{id}/history")).await;
    assert!(history.body.contains("dadi letti male"), "{}", history.body);

    // Not finished: no sign-off yet.
    let r = post(&mut t, &format!("/console/m/{id}/sign"), &[]).await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    // The referee ends it early; the result cards show; the result is signed off.
    let r = act(
        &mut t,
        id,
        &[
            ("type", "end_match".into()),
            ("reason", "chiusura sala".into()),
        ],
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    assert!(game(&t, id).await.finished());
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains("id=\"score\""), "{}", page.body);
    assert!(page.body.contains("1°"));
    let r = post(&mut t, &format!("/console/m/{id}/sign"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let m = db::matches::get(&t.db, id).await.unwrap().unwrap();
    assert_eq!(m.status, "signed");
}

#[tokio::test]
async fn why_not_answers_with_the_engines_sentence_and_records_nothing() {
    let mut t = organizer().await;
    let id = create(&mut t, 3, &[("setup", "final")]).await;
    let r = post(&mut t, &format!("/console/m/{id}/board"), &final_board()).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let c = game(&t, id).await.choices();
    let own = slug(c.place_on[0]);
    let ask = |kind: &str, n: String| {
        vec![
            ("kind".to_string(), kind.to_string()),
            ("from".to_string(), own.clone()),
            ("to".to_string(), own.clone()),
            ("n".to_string(), n),
        ]
    };
    let path = format!("/console/m/{id}/why");
    let ok = post(&mut t, &path, &ask("place", c.place_armies.to_string())).await;
    assert_eq!(ok.status, StatusCode::OK, "{}", ok.body);
    assert!(ok.body.contains("why-answer"), "{}", ok.body);
    let too_many = post(&mut t, &path, &ask("place", "99".into())).await;
    assert_eq!(too_many.status, StatusCode::OK);
    let answer = |body: &str| {
        let at = body.find("why-answer").unwrap();
        body[at..at + 300].to_string()
    };
    assert!(
        answer(&ok.body).contains("accetterebbe"),
        "{}",
        answer(&ok.body)
    );
    assert!(
        answer(&too_many.body).contains("99"),
        "{}",
        answer(&too_many.body)
    );
    assert_eq!(count(&t, id).await, 0);
}
