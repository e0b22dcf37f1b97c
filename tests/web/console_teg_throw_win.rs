//! T.E.G. on the console (issue 17): the attack form shows the row of outcome buttons
//! for the dice the route allows (up to 3 a side), on the first throw and on the next
//! one kept on the same route, so a tap records a throw the engine accepts; and the
//! match won by an objective says who won at once, its score in words.

use crate::console::organizer;
use crate::helpers::TestApp;
use arbitro::engine::any::AnyLog;
use arbitro::engine::map::{Map, TerritoryId, members};
use arbitro::engine::table::Table;
use arbitro::engine::teg::{self, Game};
use axum::http::StatusCode;

async fn game(t: &mut TestApp, id: i64) -> Game {
    let log = t.get(&format!("/api/v1/matches/{id}/log")).await;
    match AnyLog::parse(&log.body).unwrap() {
        AnyLog::Teg(l) => teg::replay(&l).unwrap(),
        _ => panic!("not a T.E.G. log"),
    }
}

fn slug(t: TerritoryId) -> String {
    Map::teg_revancha().territory(t).slug.clone()
}

/// Posts one panel form with the entry count the page saw; it must be recorded.
async fn ok(t: &mut TestApp, id: i64, fields: &[(&str, &str)]) {
    let n = t.count("match_entries").await.to_string();
    let key = format!("k{n}");
    let mut all = vec![("expected", n.as_str()), ("key", key.as_str())];
    all.extend_from_slice(fields);
    let r = t.post(&format!("/console/m/{id}/act"), &all).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{fields:?}: {}", r.body);
}

/// The attack form's shown row (`data-dice` of the `.throws` not hidden) and checked
/// dice counts, as the page renders them before any script runs.
fn shown(body: &str) -> (Vec<String>, Vec<String>) {
    let form = body
        .split(r#"id="attack_form""#)
        .nth(1)
        .expect("an attack form")
        .split("</form>")
        .next()
        .unwrap();
    let rows = form
        .split(r#"class="quick throws" data-dice=""#)
        .skip(1)
        .filter(|r| !r.split('>').next().unwrap().contains("hidden"))
        .map(|r| r.split('"').next().unwrap().to_string())
        .collect();
    let checked = form
        .split("<input type=\"radio\" ")
        .skip(1)
        .filter(|r| r.split('>').next().unwrap().contains(" checked"))
        .map(|r| {
            r.split("value=\"")
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap()
                .to_string()
        })
        .collect();
    (rows, checked)
}

/// Two players, Ana first, the app's deal and objectives; `extra` settings.
async fn create(t: &mut TestApp, extra: &[(&str, &str)]) -> i64 {
    let mut fields = vec![
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
    ];
    fields.extend_from_slice(extra);
    let r = t.post("/console/new", &fields).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    r.location()
        .trim_start_matches("/console/m/")
        .parse()
        .unwrap()
}

#[tokio::test]
async fn a_teg_throw_is_offered_with_the_dice_the_route_allows() {
    let mut t = organizer().await;
    let id = create(&mut t, &[]).await;
    let g = game(&mut t, id).await;
    // Ana's stack next to a country of Beto's where he puts all his armies: 3 vs 3.
    let (from, to) = members(g.countries_of(0))
        .find_map(|c| {
            members(g.neighbour_set(c) & g.countries_of(1))
                .next()
                .map(|d| (c, d))
        })
        .unwrap();
    for (seat, c) in [("0", from), ("1", to)] {
        let field = format!("p_{}", slug(c));
        ok(
            &mut t,
            id,
            &[("type", "place"), ("seat", seat), (&field, "18")],
        )
        .await;
    }
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
    let g = game(&mut t, id).await;
    let choice = g
        .choices()
        .attacks
        .into_iter()
        .find(|a| a.from == from && a.to == to)
        .unwrap();
    assert_eq!((choice.attacker_max, choice.defender_max), (3, 3));

    // The route as offered (a tap on it presets the dice from its option).
    let page = t.get(&format!("/console/m/{id}")).await;
    let unpicked = format!(
        r#" value="{}" data-a="3" data-d="3">"#,
        route.replace('>', "&#62;")
    );
    assert!(page.body.contains(&unpicked), "{}", page.body);

    // The first throw on it, then the page as it comes back: the route kept, the row
    // of 3 vs 3 shown and its counts checked (one tap records the next throw).
    ok(
        &mut t,
        id,
        &[
            ("type", "attack"),
            ("seat", "0"),
            ("route", &route),
            ("throw", "3,3,1,2"),
        ],
    )
    .await;
    let page = t.get(&format!("/console/m/{id}")).await.body;
    let kept = format!(
        r#" value="{}" data-a="3" data-d="3" selected"#,
        route.replace('>', "&#62;")
    );
    assert!(page.contains(&kept), "the route is kept");
    // The throw's sentence says who lost what, and the buttons name the players
    // (issue 27, item 6).
    assert!(page.contains(": Ana perde 1, Beto perde 2"), "{page}");
    assert!(
        page.contains(r#"Ana −1 Beto −2: Ana perde 1, Beto perde 2""#),
        "{page}"
    );
    assert!(
        page.contains(r#"<span data-side="a">Ana</span> −1 <span data-side="d">Beto</span> −2"#),
        "{page}"
    );
    let (rows, checked) = shown(&page);
    assert_eq!(rows, ["3-3"], "one row shown, the route's dice");
    assert_eq!(checked, ["3", "3"], "the route's dice checked");
}

#[tokio::test]
async fn a_teg_match_won_by_an_objective_says_who_at_once() {
    let mut t = organizer().await;
    // 36 countries each: the 37th is the (lowered) common objective.
    let id = create(&mut t, &[("common_objective", "37")]).await;
    let g = game(&mut t, id).await;
    let (from, to) = members(g.countries_of(0))
        .find_map(|c| {
            members(g.neighbour_set(c) & g.countries_of(1))
                .next()
                .map(|d| (c, d))
        })
        .unwrap();
    let far = members(g.countries_of(1)).find(|c| *c != to).unwrap();
    for (seat, c) in [("0", from), ("1", far)] {
        let field = format!("p_{}", slug(c));
        ok(
            &mut t,
            id,
            &[("type", "place"), ("seat", seat), (&field, "18")],
        )
        .await;
    }
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
    let fields = [
        ("type", "attack"),
        ("seat", "0"),
        ("route", route.as_str()),
        ("throw", "3,1,0,1"),
    ];
    ok(&mut t, id, &fields).await;
    let page = t.get(&format!("/console/m/{id}")).await.body;
    assert!(!page.contains("class=\"won\""), "not before the move-in");
    ok(
        &mut t,
        id,
        &[("type", "occupy"), ("seat", "0"), ("armies", "3")],
    )
    .await;
    let page = t.get(&format!("/console/m/{id}")).await.body;
    assert!(
        page.contains("Ana ha compiuto il suo obiettivo: quello comune"),
        "{page}"
    );
    assert!(page.contains("Punteggio al tavolo"), "{page}");
    assert!(!page.contains("result.line."), "{page}");
}
