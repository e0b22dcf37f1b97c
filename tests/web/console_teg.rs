//! T.E.G. La Revancha through the real routes: the match created on `/console/new`, its
//! panel on the match page, each form posted to `/console/m/{id}/act` and recorded (or
//! refused with a sentence, nothing recorded, the form showing what was posted), the
//! situation card at the top of the page, pacts listed with what they forbid, a missile
//! fired, and nothing secret on the public page.

use crate::console::organizer;
use crate::helpers::{Resp, TestApp};
use arbitro::engine::any::AnyLog;
use arbitro::engine::map::{Map, TerritoryId, members};
use arbitro::engine::table::Table;
use arbitro::engine::teg::{self, Game};
use axum::http::StatusCode;

/// Two players (one circuit of 18 each), Ana first, the app's deal and objectives.
async fn create(t: &mut TestApp) -> i64 {
    let r = t
        .post(
            "/console/new",
            &[
                ("ruleset", "teg-revancha"),
                ("label", "TEG"),
                ("seats", "2"),
                ("name0", "Ana"),
                ("colour0", "azul"),
                ("name1", "Beto"),
                ("colour1", "rojo"),
                ("first", "0"),
                ("end_rule", "objective_only"),
                ("communication", "vale_todo"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    r.location()
        .trim_start_matches("/console/m/")
        .parse()
        .unwrap()
}

/// The match as the engine replays it from the stored log.
async fn game(t: &mut TestApp, id: i64) -> Game {
    let log = t.get(&format!("/api/v1/matches/{id}/log")).await;
    assert_eq!(log.status, StatusCode::OK, "{}", log.body);
    match AnyLog::parse(&log.body).unwrap() {
        AnyLog::Teg(l) => teg::replay(&l).unwrap(),
        _ => panic!("not a T.E.G. log"),
    }
}

pub(crate) async fn entries(t: &TestApp) -> i64 {
    t.count("match_entries").await
}

/// Posts one panel form with the entry count the page saw and a fresh key.
pub(crate) async fn act(t: &mut TestApp, id: i64, fields: &[(&str, &str)]) -> Resp {
    let n = entries(t).await.to_string();
    let key = format!("k{n}-{}", fields.len());
    let mut all = vec![("expected", n.as_str()), ("key", key.as_str())];
    all.extend_from_slice(fields);
    t.post(&format!("/console/m/{id}/act"), &all).await
}

/// Posts a form that must be recorded.
pub(crate) async fn ok(t: &mut TestApp, id: i64, fields: &[(&str, &str)]) {
    let before = entries(t).await;
    let r = act(t, id, fields).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{fields:?}: {}", r.body);
    // (The first one also starts the clock: an entry of its own.)
    assert!(entries(t).await > before);
}

/// Posts a form that must be refused with `sentence` (a 4xx, never a 500), nothing
/// recorded; the page answering it.
pub(crate) async fn refused(
    t: &mut TestApp,
    id: i64,
    fields: &[(&str, &str)],
    sentence: &str,
) -> Resp {
    let before = entries(t).await;
    let r = act(t, id, fields).await;
    assert!(
        r.status.is_client_error(),
        "{fields:?}: {} {}",
        r.status,
        r.body
    );
    assert!(r.body.contains(sentence), "{sentence:?} not in {}", r.body);
    assert_eq!(entries(t).await, before, "a refused form records nothing");
    r
}

fn slug(t: TerritoryId) -> String {
    Map::teg_revancha().territory(t).slug.clone()
}

/// Ana's launcher: her country with a missile bought in the circuit; Beto puts all his
/// armies on his country nearest to it, so a shot reaches it.
async fn placements(t: &mut TestApp, id: i64) -> (TerritoryId, TerritoryId) {
    let g = game(t, id).await;
    let launcher = members(g.countries_of(0)).next().unwrap();
    let l = slug(launcher);
    // 18 armies: a missile (6) and 12 armies.
    let refused_page = refused(
        t,
        id,
        &[("type", "place"), ("seat", "0"), (&format!("p_{l}"), "17")],
        "18",
    )
    .await;
    assert!(refused_page.body.contains(r#"id="panel""#));
    ok(
        t,
        id,
        &[
            ("type", "place"),
            ("seat", "0"),
            (&format!("p_{l}"), "12"),
            (&format!("m_{l}"), "1"),
        ],
    )
    .await;
    let target = members(g.countries_of(1))
        .min_by_key(|c| g.distance(launcher, *c, 3, &[]).unwrap_or(9))
        .unwrap();
    let s = slug(target);
    ok(
        t,
        id,
        &[("type", "place"), ("seat", "1"), (&format!("p_{s}"), "18")],
    )
    .await;
    (launcher, target)
}

#[tokio::test]
async fn a_teg_match_is_created_placed_turned_and_fought_through_the_console() {
    let mut t = organizer().await;
    // A bad table: the sentence says what to fix, nothing is stored.
    let r = t
        .post(
            "/console/new",
            &[
                ("ruleset", "teg-revancha"),
                ("label", "TEG"),
                ("seats", "7"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    assert!(r.body.contains("Da 2 a 6 giocatori"), "{}", r.body);
    assert_eq!(t.count("matches").await, 0);
    let form = t.get("/console/new?ruleset=teg-revancha").await;
    assert!(
        form.body.contains(r#"value="teg-revancha""#),
        "{}",
        form.body
    );
    assert!(form.body.contains(r#"name="bridge""#));

    let id = create(&mut t).await;
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body.contains(r#"class="card turn classic teg""#),
        "{}",
        page.body
    );
    assert!(page.body.contains("Eserciti iniziali: 18"), "{}", page.body);
    // The secret objectives: on the referee's console only.
    assert!(page.body.contains(r#"id="secret""#));
    let (launcher, target) = placements(&mut t, id).await;

    // Round 1: Ana turns the situation card; a card that does not exist is refused.
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body.contains("Gira la carta di situazione"),
        "{}",
        page.body
    );
    assert!(page.body.contains("Carta di situazione: non ancora girata"));
    // The bar's next step is the card, not a fight (issue 27, item 6).
    let next = bar_next(&page.body);
    assert!(
        next.contains("gira la carta di situazione") && !next.contains("attacca"),
        "{next}"
    );
    refused(
        &mut t,
        id,
        &[("type", "situation"), ("seat", "0"), ("card", "tormenta")],
        "Scegli la carta di situazione",
    )
    .await;
    ok(
        &mut t,
        id,
        &[("type", "situation"), ("seat", "0"), ("card", "nieve")],
    )
    .await;
    let page = t.get(&format!("/console/m/{id}")).await;
    let banner = page.body.find(r#"id="situation""#).unwrap();
    assert!(
        banner < page.body.find(r#"id="panel""#).unwrap(),
        "the card is on top"
    );
    assert!(
        page.body
            .contains("Neve \u{2014} chi difende tira un dado in più")
    );

    // The missile: offered with its distance, drawn by teg.js from the panel's data.
    let g = game(&mut t, id).await;
    let shot = g
        .missile_choices()
        .into_iter()
        .find(|m| m.from == launcher && m.to == target)
        .expect("the missile reaches Beto's stack");
    let route = format!("{}>{}", slug(launcher), slug(target));
    let shown = route.replace('>', "&#62;");
    assert!(
        page.body.contains(&format!(
            r#"value="{shown}" data-distance="{}""#,
            shot.distance
        )),
        "{}",
        page.body
    );
    assert!(
        page.body
            .contains(&format!(r#"data-missiles="{}:1""#, slug(launcher)))
    );
    let before = g.armies_in(target);
    ok(
        &mut t,
        id,
        &[("type", "missile"), ("seat", "0"), ("route", &route)],
    )
    .await;
    let g = game(&mut t, id).await;
    assert_eq!(g.armies_in(target), before - shot.damage);
    assert_eq!(g.missiles_in(launcher), 0);

    // A world pact, recorded by the referee, listed with what it forbids.
    ok(
        &mut t,
        id,
        &[
            ("type", "pact"),
            ("kind", "world"),
            ("party0", "0"),
            ("party1", "1"),
        ],
    )
    .await;
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains("Patto mondiale"), "{}", page.body);
    assert!(
        page.body
            .contains("niente attacchi né missili tra loro, ovunque")
    );
    // Under the pact no attack is offered; a posted one is refused naming the pact.
    let g = game(&mut t, id).await;
    assert!(g.choices().attacks.is_empty());
    let from = members(g.countries_of(0))
        .find(|c| g.armies_in(*c) > 1)
        .unwrap();
    let to = members(g.neighbour_set(from) & g.countries_of(1)).next();
    if let Some(to) = to {
        let r = format!("{}>{}", slug(from), slug(to));
        refused(
            &mut t,
            id,
            &[
                ("type", "attack"),
                ("seat", "0"),
                ("route", &r),
                ("throw", "3,1,0,1"),
            ],
            "patto",
        )
        .await;
    }
    // Ana breaks it: the notice shows, Beto is free at once, Ana stays bound.
    let pact = g.pacts()[0].id.to_string();
    ok(
        &mut t,
        id,
        &[("type", "break_pact"), ("seat", "0"), ("pact", &pact)],
    )
    .await;
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body.contains("Ana ne ha annunciato la fine"),
        "{}",
        page.body
    );
    // An unknown pact id is refused with a sentence.
    refused(
        &mut t,
        id,
        &[("type", "break_pact"), ("seat", "1"), ("pact", "x")],
        "Quel patto non c",
    )
    .await;

    // A regroup refused keeps its route selected.
    // (The app deals at random: in a rare deal no two of Ana's countries with a spare
    // army touch, and there is no regroup to try.)
    let g = game(&mut t, id).await;
    if let Some(m) = g.move_choices().first().copied() {
        let r = format!("{}>{}", slug(m.from), slug(m.to));
        let max = (m.max + 5).to_string();
        let page = refused(
            &mut t,
            id,
            &[
                ("type", "regroup"),
                ("seat", "0"),
                ("route", &r),
                ("armies", &max),
            ],
            "",
        )
        .await;
        let shown = r.replace('>', "&#62;");
        assert!(
            page.body.contains(&format!(
                r#"value="{shown}" data-max="{}" data-missiles="{}" selected"#,
                m.max,
                g.missiles_in(m.from)
            )),
            "{}",
            page.body
        );
        ok(
            &mut t,
            id,
            &[
                ("type", "regroup"),
                ("seat", "0"),
                ("route", &r),
                ("armies", "1"),
            ],
        )
        .await;
    }
    ok(&mut t, id, &[("type", "end_turn"), ("seat", "0")]).await;
    // Beto's turn: the bar names him, never a seat number.
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body.contains("<h2 class=\"who-acts\">Beto</h2>"),
        "{}",
        page.body
    );
}

#[tokio::test]
async fn a_conquest_moves_in_draws_its_card_and_the_public_page_keeps_the_secrets() {
    let mut t = organizer().await;
    let id = create(&mut t).await;
    let g = game(&mut t, id).await;
    // Ana's stack next to one of Beto's single armies.
    let (from, to) = members(g.countries_of(0))
        .find_map(|c| {
            members(g.neighbour_set(c) & g.countries_of(1))
                .next()
                .map(|d| (c, d))
        })
        .unwrap();
    ok(
        &mut t,
        id,
        &[
            ("type", "place"),
            ("seat", "0"),
            (&format!("p_{}", slug(from)), "18"),
        ],
    )
    .await;
    let far = members(g.countries_of(1)).find(|c| *c != to).unwrap();
    ok(
        &mut t,
        id,
        &[
            ("type", "place"),
            ("seat", "1"),
            (&format!("p_{}", slug(far)), "18"),
        ],
    )
    .await;
    ok(
        &mut t,
        id,
        &[
            ("type", "situation"),
            ("seat", "0"),
            ("card", "combate_clasico"),
        ],
    )
    .await;
    let route = format!("{}>{}", slug(from), slug(to));
    // Losses that do not add up to the dice: refused with the engine's sentence.
    refused(
        &mut t,
        id,
        &[
            ("type", "attack"),
            ("seat", "0"),
            ("route", &route),
            ("throw", "3,1,1,1"),
        ],
        "",
    )
    .await;
    ok(
        &mut t,
        id,
        &[
            ("type", "attack"),
            ("seat", "0"),
            ("route", &route),
            ("throw", "3,1,0,1"),
        ],
    )
    .await;
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains("Entra con 3"), "{}", page.body);
    ok(
        &mut t,
        id,
        &[("type", "occupy"), ("seat", "0"), ("armies", "3")],
    )
    .await;
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains("Carta paese pescata"), "{}", page.body);
    let g = game(&mut t, id).await;
    let card = slug(g.cards_in_deck()[0]);
    ok(
        &mut t,
        id,
        &[("type", "draw_card"), ("seat", "0"), ("country", &card)],
    )
    .await;
    assert!(game(&mut t, id).await.hand(0).count_ones() == 1);

    // The public page: the board, never an objective.
    let token = t
        .get(&format!("/console/m/{id}"))
        .await
        .body
        .split("/t/")
        .nth(1)
        .unwrap()
        .split(['"', '/'])
        .next()
        .unwrap()
        .to_string();
    let public = t.get(&format!("/t/{token}")).await;
    assert_eq!(public.status, StatusCode::OK);
    assert!(!public.body.contains("occ_") && !public.body.contains("destroy_"));
    assert!(!public.body.contains(r#"id="secret""#));
}

/// The sticky bar's next step, as the page says it.
fn bar_next(body: &str) -> String {
    let at = body
        .find(r#"<p class="next">"#)
        .expect("the bar's next step");
    let end = body[at..].find("</p>").expect("its end") + at;
    body[at..end].to_string()
}
