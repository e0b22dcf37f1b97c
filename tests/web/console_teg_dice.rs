//! T.E.G.'s one-tap throw (issue 17): the attack form shows the row of outcome buttons
//! for the dice the route allows (up to 3 a side), on the first throw and on the next
//! one kept on the same route, so a tap records a throw the engine accepts.

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

#[tokio::test]
async fn a_teg_throw_is_offered_with_the_dice_the_route_allows() {
    let mut t = organizer().await;
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
    let id: i64 = r
        .location()
        .trim_start_matches("/console/m/")
        .parse()
        .unwrap();
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
        r#"<option value="{}" data-a="3" data-d="3">"#,
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
        r#"<option value="{}" data-a="3" data-d="3" selected"#,
        route.replace('>', "&#62;")
    );
    assert!(page.contains(&kept), "the route is kept");
    let (rows, checked) = shown(&page);
    assert_eq!(rows, ["3-3"], "one row shown, the route's dice");
    assert_eq!(checked, ["3", "3"], "the route's dice checked");
}
