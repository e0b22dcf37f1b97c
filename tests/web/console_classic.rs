//! Classic Risiko through the real routes: the match created on `/console/new`, its
//! panel on the match page, each form posted to `/console/m/{id}/act` and recorded (or
//! refused with a sentence saying what to fix, nothing recorded), one tap a throw.

use crate::console::organizer;
use crate::helpers::TestApp;
use axum::http::StatusCode;

/// Four players, claims one by one, 11 starting armies, one round.
async fn create(t: &mut TestApp) -> i64 {
    let r = t
        .post(
            "/console/new",
            &[
                ("ruleset", "risiko-classic"),
                ("label", "Classica"),
                ("seats", "4"),
                ("name0", "Anna"),
                ("name1", "Bruno"),
                ("name2", "Carla"),
                ("name3", "Dario"),
                ("colour0", "blu"),
                ("colour1", "rosso"),
                ("colour2", "verde"),
                ("colour3", "giallo"),
                ("first", "0"),
                ("setup", "claims"),
                ("end_rule", "rounds"),
                ("round_limit", "1"),
                ("start_armies", "11"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    r.location()
        .trim_start_matches("/console/m/")
        .parse()
        .unwrap()
}

/// Posts one panel form with the entry count the page saw and a fresh key.
async fn act(t: &mut TestApp, id: i64, n: usize, fields: &[(&str, &str)]) -> crate::helpers::Resp {
    let expected = n.to_string();
    let key = format!("k{n}");
    let mut all = vec![("expected", expected.as_str()), ("key", key.as_str())];
    all.extend_from_slice(fields);
    t.post(&format!("/console/m/{id}/act"), &all).await
}

#[tokio::test]
async fn a_classic_match_is_claimed_placed_and_thrown_through_the_console() {
    let mut t = organizer().await;
    let id = create(&mut t).await;
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body.contains(r#"class="stack act claim""#),
        "{}",
        page.body
    );
    assert_eq!(page.body.matches(r#"name="territory""#).count(), 42);

    // A bad form: nothing recorded, the sentence says what to fix.
    let r = act(
        &mut t,
        id,
        0,
        &[("type", "claim"), ("seat", "0"), ("territory", "atlantide")],
    )
    .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.body);
    assert_eq!(t.count("match_entries").await, 0);

    // The claims: territory i to seat i mod 4, one form each.
    let map = arbitro::engine::Map::risiko();
    let slugs: Vec<String> = map
        .territory_ids()
        .map(|x| map.territory(x).slug.clone())
        .collect();
    let mut n = 0;
    for (i, s) in slugs.iter().enumerate() {
        let seat = (i % 4).to_string();
        let r = act(
            &mut t,
            id,
            n,
            &[("type", "claim"), ("seat", &seat), ("territory", s)],
        )
        .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "claim {i}: {}", r.body);
        n += 1;
    }
    // The engine refuses a claim now (placement turns): its sentence, nothing recorded.
    let r = act(
        &mut t,
        id,
        n,
        &[("type", "claim"), ("seat", "2"), ("territory", "alaska")],
    )
    .await;
    assert!(r.status.is_client_error(), "{}", r.body);
    assert_eq!(t.count("match_entries").await, 42);
    // Carla, then Dario, place their last army.
    let carla = &slugs[2];
    for (seat, s) in [("2", carla.as_str()), ("3", slugs[3].as_str())] {
        let field = format!("p_{s}");
        let r = act(
            &mut t,
            id,
            n,
            &[("type", "place"), ("seat", seat), (&field, "1")],
        )
        .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
        n += 1;
    }
    // Round 1: Anna's 3 on Alaska (the server records the clock's start first).
    let r = act(
        &mut t,
        id,
        n,
        &[("type", "place"), ("seat", "0"), ("p_alaska", "3")],
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let n = usize::try_from(t.count("match_entries").await).unwrap();
    // One throw, quick form; then the panel keeps the route and offers the next throw.
    let route = ("route", "alaska>kamchatka");
    let r = act(
        &mut t,
        id,
        n,
        &[
            ("type", "attack"),
            ("seat", "0"),
            route,
            ("throw", "3,1,1,0"),
        ],
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains("Attacca ancora"), "{}", page.body);
    // The route kept, naming its players for the outcome buttons.
    assert!(
        page.body
            .contains(r#" value="alaska&#62;kamchatka" data-a="2" data-d="1" selected>"#)
    );
    // Losses that do not fit the dice: the engine's refusal, nothing recorded.
    let r = act(
        &mut t,
        id,
        n + 1,
        &[
            ("type", "attack"),
            ("seat", "0"),
            route,
            ("throw", "2,1,1,1"),
        ],
    )
    .await;
    assert!(r.status.is_client_error(), "{}", r.body);
    // Faces: 6 against 2, the defender's last army falls; the occupation is all there is.
    let r = act(
        &mut t,
        id,
        n + 1,
        &[
            ("type", "attack"),
            ("seat", "0"),
            route,
            ("attacker", "6 1"),
            ("defender", "2"),
        ],
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains(r#"class="stack act occupy""#));
    assert!(!page.body.contains(r#"value="end_turn""#));
}
