//! RisiKo! torneo through the real routes: the match created on `/console/new` (the app
//! deals territories and secret objectives), its panel driven form by form to the end —
//! placement turns, a one-tap throw, the referee's recorded look at an objective, the
//! players' private objective links, recovery minutes, the 90-minute call raised by the
//! app, the penultimate and last rounds, the sdadata's two dice — then every objective
//! shown in the result, and the result signed. No screen but the tapped console and the
//! player's own link shows an objective while the match is on.

use crate::console::organizer;
use crate::helpers::{Resp, TestApp};
use arbitro::db;
use arbitro::engine::Map;
use arbitro::engine::table::Table;
use arbitro::engine::torneo::{self, TorneoLog};
use arbitro::web::console::torneo::objective_title;
use axum::http::StatusCode;

pub const NAMES: [&str; 4] = ["Anna", "Bruno", "Carla", "Dario"];

async fn create(t: &mut TestApp) -> i64 {
    let r = t
        .post(
            "/console/new",
            &[
                ("ruleset", "risiko-torneo"),
                ("label", "Torneo 1"),
                ("seats", "4"),
                ("name0", NAMES[0]),
                ("name1", NAMES[1]),
                ("name2", NAMES[2]),
                ("name3", NAMES[3]),
                ("colour0", "blu"),
                ("colour1", "rosso"),
                ("colour2", "verde"),
                ("colour3", "giallo"),
                ("first", "0"),
                ("match_minutes", "90"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    r.location()
        .trim_start_matches("/console/m/")
        .parse()
        .unwrap()
}

/// The match as stored, replayed by the engine (the test's own view of the table).
pub async fn game(t: &mut TestApp, id: i64) -> torneo::Game {
    let r = t.get(&format!("/api/v1/matches/{id}/log")).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    torneo::replay(&TorneoLog::parse(&r.body).unwrap()).unwrap()
}

/// Posts one console form with the entry count and a fresh key.
async fn act(t: &mut TestApp, id: i64, fields: &[(&str, &str)]) -> Resp {
    let n = t.count("match_entries").await.to_string();
    let key = format!("k{n}");
    let mut all = vec![("expected", n.as_str()), ("key", key.as_str())];
    all.extend_from_slice(fields);
    t.post(&format!("/console/m/{id}/act"), &all).await
}

/// The form the seat to act posts now: the occupation's fewest armies, every army on
/// its first territory, else the end of the turn (the sdadata is the caller's).
fn next_form(g: &torneo::Game) -> Vec<(String, String)> {
    let map = Map::risiko();
    let c = g.choices();
    let seat = c.seat.expect("someone acts").to_string();
    let mut f = vec![("seat".to_string(), seat)];
    if let Some(o) = c.occupy {
        f.push(("type".into(), "occupy".into()));
        f.push(("tanks".into(), o.min.to_string()));
    } else if c.place_armies > 0 || c.place_bonus.is_some() {
        f.push(("type".into(), "place".into()));
        if c.place_armies > 0 {
            let first = &map.territory(c.place_on[0]).slug;
            f.push((format!("p_{first}"), c.place_armies.to_string()));
        }
        if let Some((ter, n)) = c.place_bonus {
            f.push((format!("b_{}", map.territory(ter).slug), n.to_string()));
        }
    } else {
        assert!(c.end_turn, "the turn may end");
        f.push(("type".into(), "end_turn".into()));
    }
    f
}

async fn post_form(t: &mut TestApp, id: i64, f: &[(String, String)]) -> Resp {
    let borrowed: Vec<(&str, &str)> = f.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let r = act(t, id, &borrowed).await;
    assert!(
        r.status.is_redirection() || r.status.is_success(),
        "{f:?}: {} {}",
        r.status,
        r.body
    );
    r
}

fn titles(g: &torneo::Game) -> Vec<String> {
    (0..4u8)
        .map(|s| objective_title(arbitro::engine::Lang::It, g.objective(s).expect("dealt")))
        .collect()
}

#[tokio::test]
async fn a_torneo_match_is_recorded_from_the_deal_to_the_signed_result() {
    let mut t = organizer().await;
    let id = create(&mut t).await;
    let row = db::matches::get(&t.db, id).await.unwrap().unwrap();
    let mut g = game(&mut t, id).await;
    let secret = titles(&g);
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body.contains(r#"class="card turn classic torneo""#),
        "{}",
        page.body
    );
    for s in &secret {
        assert!(
            !page.body.contains(s.as_str()),
            "no objective shown before a tap: {s}"
        );
    }

    // The initial placement: turns of three, seat by seat.
    while g.round() == 0 {
        post_form(&mut t, id, &next_form(&g)).await;
        g = game(&mut t, id).await;
    }
    assert!(
        g.clock().watch.started_at.is_none(),
        "the clock waits for the first round"
    );

    // Anna's reinforcements (the clock starts with them), then one tap a throw: the
    // defender loses every die.
    post_form(&mut t, id, &next_form(&g)).await;
    g = game(&mut t, id).await;
    assert!(
        g.clock().watch.started_at.is_some(),
        "the first reinforcement starts the clock"
    );
    let map = Map::risiko();
    let a = g.choices().attacks[0];
    let route = format!(
        "{}>{}",
        map.territory(a.from).slug,
        map.territory(a.to).slug
    );
    let dice = a.attacker_max.min(3);
    let throw = format!("{dice},{},0,{}", a.defender_max, a.defender_max);
    let before = g.armies(a.to);
    let r = act(
        &mut t,
        id,
        &[
            ("type", "attack"),
            ("seat", "0"),
            ("route", &route),
            ("throw", &throw),
        ],
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    g = game(&mut t, id).await;
    assert_eq!(
        g.armies(a.to) + a.defender_max.min(before),
        before.max(a.defender_max)
    );

    // A bad sdadata form: refused with a sentence, nothing recorded.
    let entries = t.count("match_entries").await;
    let r = act(
        &mut t,
        id,
        &[("type", "sdadata"), ("seat", "0"), ("d1", "7"), ("d2", "1")],
    )
    .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.body);
    assert!(r.body.contains("entrambi i dadi"), "{}", r.body);
    assert_eq!(t.count("match_entries").await, entries);

    // The referee looks at Bruno's objective: shown on the console, in the history.
    let r = act(&mut t, id, &[("type", "show_objective"), ("seat", "1")]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains("shown-objective"), "{}", page.body);
    assert!(page.body.contains(secret[1].as_str()));
    for (s, title) in secret.iter().enumerate().filter(|(s, _)| *s != 1) {
        assert!(!page.body.contains(title.as_str()), "only Bruno's: {s}");
    }
    let history = t.get(&format!("/console/m/{id}/history")).await;
    assert!(
        history.body.contains("guarda l&#39;obiettivo di Bruno")
            || history.body.contains("guarda l&#x27;obiettivo di Bruno"),
        "{}",
        history.body
    );
    // The public board shows none.
    let public = t.get(&format!("/t/{}", row.public_token)).await;
    assert_eq!(public.status, StatusCode::OK);
    for s in &secret {
        assert!(!public.body.contains(s.as_str()), "public page: {s}");
    }

    // Each player's private link shows their own objective only.
    let r = t
        .post(&format!("/console/m/{id}/objective-links"), &[])
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let links: std::collections::BTreeSet<String> = r
        .body
        .split("/objective/")
        .skip(1)
        .map(|rest| {
            let token: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect();
            format!("/objective/{token}")
        })
        .collect();
    assert_eq!(links.len(), 4, "{}", r.body);
    let mut seen = std::collections::BTreeSet::new();
    for l in &links {
        let p = t.get(l).await;
        assert_eq!(p.status, StatusCode::OK, "{l}");
        let mine: Vec<usize> = (0..4)
            .filter(|s| p.body.contains(secret[*s].as_str()))
            .collect();
        assert_eq!(mine.len(), 1, "one objective on {l}");
        seen.insert(mine[0]);
    }
    assert_eq!(seen.len(), 4, "each seat its own link");
    assert_eq!(
        t.get("/objective/not-a-link").await.status,
        StatusCode::NOT_FOUND
    );

    // Recovery minutes, given by the referee signed in, logged with the reason.
    let r = act(
        &mut t,
        id,
        &[
            ("type", "clock"),
            ("event", "recovery"),
            ("minutes", "5"),
            ("reason", "interruzione"),
        ],
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let log = t.get(&format!("/api/v1/matches/{id}/log")).await.body;
    assert!(
        log.contains(r#""event": "recovery""#) || log.contains(r#""event":"recovery""#),
        "{log}"
    );
    assert!(
        log.contains(r#""by": "org""#) || log.contains(r#""by":"org""#),
        "{log}"
    );

    // 95 minutes (90 + 5): the app raises the call; the round in progress is the
    // penultimate.
    t.clock.advance(chrono::Duration::minutes(96));
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body.contains("il giro in corso è il penultimo"),
        "{}",
        page.body
    );
    let r = act(&mut t, id, &[("type", "clock"), ("event", "time_up")]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains("Penultimo giro"), "{}", page.body);

    // The last rounds, then the sdadata: a 12 goes on, a 2 ends the match.
    let mut rolls = 0;
    let mut saw_last = false;
    while !g.finished() {
        g = game(&mut t, id).await;
        if g.finished() {
            break;
        }
        saw_last |= g.period() == "last";
        if g.phase_code() == "sdadata" {
            let page = t.get(&format!("/console/m/{id}")).await;
            assert!(
                page.body.contains("sdadata_form"),
                "the console asks for the dice"
            );
            let seat = g.current_seat().to_string();
            let (d1, d2) = if rolls < 3 { ("6", "6") } else { ("1", "1") };
            let f = [
                ("type", "sdadata"),
                ("seat", seat.as_str()),
                ("d1", d1),
                ("d2", d2),
            ];
            let r = act(&mut t, id, &f).await;
            assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
            rolls += 1;
            continue;
        }
        post_form(&mut t, id, &next_form(&g)).await;
    }
    assert!(saw_last, "the last round was played");
    assert_eq!(rolls, 4);
    let finish = serde_json::to_value(g.view()).unwrap()["finish_reason"].clone();
    assert_eq!(finish["kind"], "sdadata", "{finish}");

    // Every objective shown in the result; the result signed.
    let page = t.get(&format!("/console/m/{id}")).await;
    for s in &secret {
        assert!(page.body.contains(s.as_str()), "revealed: {s}");
    }
    let public = t.get(&format!("/t/{}", row.public_token)).await;
    assert_eq!(public.status, StatusCode::OK);
    let r = t.post(&format!("/console/m/{id}/sign"), &[]).await;
    assert!(r.status.is_redirection(), "{} {}", r.status, r.body);
    let row = db::matches::get(&t.db, id).await.unwrap().unwrap();
    assert_eq!(row.status, "signed");
}

#[tokio::test]
async fn a_torneo_table_has_three_to_five_players() {
    let mut t = organizer().await;
    let r = t
        .post(
            "/console/new",
            &[
                ("ruleset", "risiko-torneo"),
                ("label", "Due"),
                ("seats", "2"),
                ("name0", "Anna"),
                ("name1", "Bruno"),
                ("colour0", "blu"),
                ("colour1", "rosso"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    assert!(r.body.contains("da 3 a 5 giocatori"), "{}", r.body);
    assert_eq!(t.count("matches").await, 0);
    let form = t.get("/console/new?ruleset=risiko-torneo").await;
    assert!(
        form.body.contains(r#"value="risiko-torneo""#),
        "{}",
        form.body
    );
}

#[test]
fn objective_link_tokens_are_kept_out_of_request_spans() {
    let token = "cd".repeat(32);
    assert_eq!(
        arbitro::web::redacted_path(&format!("/objective/{token}")),
        "/objective/<token>"
    );
}
