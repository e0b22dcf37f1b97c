//! The rebuilt console's turn screen: the live fragment the script swaps in, the result
//! sentence, undo with preset reasons, "Perché no?" (a dry run), the sign-off's confirm
//! step, and a reload of an action's address landing on the match.

use crate::console::{
    act, entries, fields, finish_placement, first_place, game_of, organizer, placed_match,
};
use crate::helpers::TestApp;
use arbitro::engine::{Action, Lang};
use axum::http::StatusCode;
use std::collections::BTreeMap;

/// Posts `a` as the console's script does (`X-Console: fragment`).
async fn act_script(
    t: &mut TestApp,
    id: i64,
    a: &Action,
    key: &str,
    expected: &str,
) -> crate::helpers::Resp {
    let token = t.csrf().await;
    let mut f = fields(a);
    f.push(("expected".into(), expected.into()));
    f.push(("key".into(), key.into()));
    f.push(("_csrf".into(), token));
    let refs: Vec<(&str, &str)> = f.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    t.post_raw(
        &format!("/console/m/{id}/act"),
        &refs,
        &[
            ("origin", "http://127.0.0.1:3000"),
            ("sec-fetch-site", "same-origin"),
            ("x-console", "fragment"),
        ],
    )
    .await
}

fn html_text(s: &str) -> String {
    s.replace('\'', "&#x27;").replace('"', "&quot;")
}

#[tokio::test]
async fn the_fragment_is_the_live_part_only() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    let page = t.get(&format!("/console/m/{id}")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("<html") && page.body.contains("id=\"live-console\""));
    assert!(page.body.contains("class=\"bar\""), "the sticky bar");
    let frag = t.get(&format!("/console/m/{id}?fragment=1")).await;
    assert_eq!(frag.status, StatusCode::OK);
    assert!(
        frag.body
            .trim_start()
            .starts_with("<div id=\"live-console\""),
        "{}",
        frag.body
    );
    assert!(!frag.body.contains("<html"));
    // The bar names whose turn it is and the next step.
    let (_, g) = game_of(&t, id).await;
    let who = &g.players()[usize::from(g.current_seat())].name;
    assert!(frag.body.contains(who.as_str()));
    assert!(
        frag.body
            .contains(&format!("{who} piazza {} carri", g.placement_allowance())),
        "{}",
        frag.body
    );
}

#[tokio::test]
async fn an_action_from_the_script_answers_with_the_fragment_and_its_result() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    let (_, g) = game_of(&t, id).await;
    let a = first_place(&g);
    let r = act_script(&mut t, id, &a, "s1", "0").await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    assert!(r.body.contains("id=\"live-console\"") && !r.body.contains("<html"));
    let Action::Place { tanks, .. } = &a else {
        unreachable!()
    };
    let (ter, n) = tanks.iter().next().unwrap();
    let name = g.map().name(*ter, Lang::It);
    assert!(
        r.body
            .contains(&format!("{n} carri su {}", html_text(name))),
        "{}",
        r.body
    );
    assert!(r.body.contains("data-seen=\"1\""));
    // Sent again after a lost answer: same key, recorded once, the same fragment.
    let again = act_script(&mut t, id, &a, "s1", "0").await;
    assert_eq!(again.status, StatusCode::OK);
    assert_eq!(entries(&t).await, 1);
    // Another phone's stale page: 409 with the table-moved-on sentence in the fragment.
    let (_, g) = game_of(&t, id).await;
    let stale = act_script(&mut t, id, &first_place(&g), "s2", "0").await;
    assert_eq!(stale.status, StatusCode::CONFLICT);
    assert!(
        stale.body.contains("id=\"live-console\"")
            && stale.body.contains("Il tavolo è andato avanti")
    );
    assert_eq!(entries(&t).await, 1);
}

#[tokio::test]
async fn an_attack_says_who_lost_what_and_a_conquest_the_range() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    let g = finish_placement(&mut t, id).await;
    // Round 1: everything on the strongest territory, then its first legal attack.
    let seat = g.current_seat();
    let own = arbitro::engine::map::members(g.territories_of(seat));
    let best = own
        .max_by_key(|x| g.legal_attack_targets(*x).len())
        .unwrap();
    let place = Action::Place {
        seat,
        tanks: BTreeMap::from([(best, g.placement_allowance())]),
    };
    assert_eq!(
        act(&mut t, id, &place, "pl").await.status,
        StatusCode::SEE_OTHER
    );
    let (_, g) = game_of(&t, id).await;
    let to = g.legal_attack_targets(best).into_iter().next().unwrap();
    let attack = Action::Attack {
        seat,
        from: best,
        to,
        tanks: 3,
    };
    let n = entries(&t).await.to_string();
    let r = act_script(&mut t, id, &attack, "at", &n).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let me = &g.players()[usize::from(seat)].name;
    assert!(r.body.contains(&format!("{me} perde ")), "{}", r.body);
    let (_, after) = game_of(&t, id).await;
    if let Some(p) = after.pending_occupation() {
        assert!(
            r.body
                .contains(&format!("sposta da {} a {} carri", p.min, p.max)),
            "{}",
            r.body
        );
    }
}

#[tokio::test]
async fn undo_offers_preset_reasons_and_says_what_it_undoes() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    let (_, g) = game_of(&t, id).await;
    assert_eq!(
        act(&mut t, id, &first_place(&g), "u1").await.status,
        StatusCode::SEE_OTHER
    );
    let page = t.get(&format!("/console/m/{id}")).await;
    for preset in [
        "errore di inserimento",
        "azione contestata",
        "tocco sbagliato",
    ] {
        assert!(
            page.body
                .contains(&format!("name=\"preset\" value=\"{preset}\"")),
            "{preset}"
        );
    }
    assert!(page.body.contains("Annulla: "), "what it undoes");
    // A preset alone is a reason.
    let r = t
        .post(
            &format!("/console/m/{id}/undo"),
            &[
                ("preset", "tocco sbagliato"),
                ("reason", ""),
                ("expected", "1"),
                ("key", "u2"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let h = t.get(&format!("/console/m/{id}/history")).await;
    assert!(h.body.contains("tocco sbagliato"));
    // Neither preset nor text: refused, nothing written.
    let (_, g) = game_of(&t, id).await;
    assert_eq!(
        act(&mut t, id, &first_place(&g), "u3").await.status,
        StatusCode::SEE_OTHER
    );
    let before = entries(&t).await;
    let r = t
        .post(
            &format!("/console/m/{id}/undo"),
            &[
                ("reason", " "),
                ("expected", &before.to_string()),
                ("key", "u4"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert_eq!(entries(&t).await, before);
}

#[tokio::test]
async fn why_not_reads_the_engines_refusal_and_records_nothing() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    let (_, g) = game_of(&t, id).await;
    let map = g.map();
    // Two territories that are not neighbours: a move the forms never offer.
    let a = map.by_slug("cina").unwrap();
    let b = map
        .territory_ids()
        .find(|x| *x != a && !map.adjacent(a, *x))
        .unwrap();
    let seat = g.current_seat();
    let probe = Action::Attack {
        seat,
        from: a,
        to: b,
        tanks: 3,
    };
    let expected = g
        .apply(&probe)
        .unwrap_err()
        .message(Lang::It, &arbitro::engine::Names::of(g.players()));
    let (sa, sb) = (map.territory(a).slug.clone(), map.territory(b).slug.clone());
    let r = t
        .post(
            &format!("/console/m/{id}/why"),
            &[("kind", "attack"), ("from", &sa), ("to", &sb), ("n", "3")],
        )
        .await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(
        r.body.contains(&html_text(&expected)),
        "{expected} not in the page"
    );
    assert_eq!(entries(&t).await, 0);
    // A legal placement: the engine would accept it (still nothing recorded).
    let Action::Place { tanks, .. } = first_place(&g) else {
        unreachable!()
    };
    let (ter, n) = tanks.into_iter().next().unwrap();
    let slug = map.territory(ter).slug.clone();
    let r = t
        .post(
            &format!("/console/m/{id}/why"),
            &[
                ("kind", "place"),
                ("from", &slug),
                ("to", &slug),
                ("n", &n.to_string()),
            ],
        )
        .await;
    assert!(r.body.contains("Il motore accetterebbe"), "{}", r.body);
    assert_eq!(entries(&t).await, 0);
    // Not a number: a 400 with a message.
    let r = t
        .post(
            &format!("/console/m/{id}/why"),
            &[("kind", "trade"), ("n", "x")],
        )
        .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_reload_of_an_action_address_lands_on_the_match() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    for path in ["act", "undo", "why"] {
        let r = t.get(&format!("/console/m/{id}/{path}")).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{path}");
        assert_eq!(r.location(), format!("/console/m/{id}"));
    }
}

#[tokio::test]
async fn signing_asks_for_confirmation_first() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    let end = [
        ("type", "end_match"),
        ("reason", "tempo scaduto"),
        ("expected", "0"),
        ("key", "e"),
    ];
    assert_eq!(
        t.post(&format!("/console/m/{id}/act"), &end).await.status,
        StatusCode::SEE_OTHER
    );
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body
            .contains(&format!("href=\"/console/m/{id}/sign\"")),
        "Firma is a link to the confirm step"
    );
    assert!(
        page.body.contains("class=\"scorecard\""),
        "a card per player"
    );
    let ask = t.get(&format!("/console/m/{id}/sign")).await;
    assert_eq!(ask.status, StatusCode::OK);
    assert!(ask.body.contains("Firmi il risultato?"));
    assert!(
        ask.body
            .contains(&format!("action=\"/console/m/{id}/sign\""))
    );
    // Asking did not sign.
    let m = arbitro::db::matches::get(&t.db, id).await.unwrap().unwrap();
    assert_eq!(m.status, "finished");
    let r = t.post(&format!("/console/m/{id}/sign"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let m = arbitro::db::matches::get(&t.db, id).await.unwrap().unwrap();
    assert_eq!(m.status, "signed");
    // The finished console: no "turno di", the clock does not tick.
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        !page.body.contains("class=\"who\""),
        "no turn once finished"
    );
    assert!(
        !page.body.contains("data-turn="),
        "no turn time once finished"
    );
    assert!(
        page.body.contains("data-running=\"false\""),
        "the clock stops"
    );
}

#[tokio::test]
async fn the_third_to_last_round_call_uses_the_tournaments_minutes() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    // Arrange: this table's tournament calls the third-to-last round at minute 1.
    let m = arbitro::db::matches::get(&t.db, id).await.unwrap().unwrap();
    let mut setup: serde_json::Value = serde_json::from_str(&m.setup_json).unwrap();
    setup["settings"]["announce_at_minutes"] = serde_json::json!(1);
    sqlx::query("UPDATE matches SET setup_json = ? WHERE id = ?")
        .bind(setup.to_string())
        .bind(id)
        .execute(t.db.pool())
        .await
        .unwrap();
    let g = finish_placement(&mut t, id).await;
    assert_eq!(
        act(&mut t, id, &first_place(&g), "first").await.status,
        StatusCode::SEE_OTHER
    );
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body.contains("id=\"announce\" hidden"),
        "not due at minute 0"
    );
    assert!(
        page.body.contains("id=\"call-due\" hidden"),
        "the bar says nothing yet"
    );
    assert!(
        !page
            .body
            .contains("<button class=\"button small\" name=\"event\" value=\"announce\""),
        "no early call button"
    );
    t.clock.advance(chrono::Duration::seconds(61));
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body.contains("id=\"announce\" role=\"alert\""),
        "due after a minute"
    );
    assert!(
        page.body.contains("È passato 1 minuto di gioco"),
        "the tournament's minutes"
    );
    // The sticky bar says so, and its button leads to the call (issue 27, item 4).
    let bar = &page.body[page.body.find("<header class=\"bar\"").unwrap()..];
    let bar = &bar[..bar.find("</header>").unwrap()];
    assert!(
        bar.contains("id=\"call-due\">") && bar.contains("Tempo: è ora di annunciarlo."),
        "{bar}"
    );
    assert!(
        bar.contains("class=\"button small primary call\" href=\"#announce\">Annuncia"),
        "{bar}"
    );
    assert!(!page.body.contains("90 minuti"));
    assert!(
        page.body.contains("class=\"confirm\""),
        "the call asks for confirmation"
    );
}
