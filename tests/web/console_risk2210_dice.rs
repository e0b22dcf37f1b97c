//! Risk 2210 A.D.'s throw form follows the tournament's `dice_entry` setting: the panel
//! offers only the form the engine accepts (one tap, the faces typed, or both), and the
//! form it offers is recorded. The bar above the panel speaks the game's words: years,
//! MODs.

use crate::console::organizer;
use crate::console_risk2210::{accepted, act, upload};

const FULL: &str = include_str!("../scenarios/risk2210/dice_entry_full.json");
const QUICK: &str = include_str!("../scenarios/risk2210/dice_entry_quick.json");

/// The one-tap buttons and the faces' inputs on a page.
fn forms(body: &str) -> (bool, bool) {
    (
        body.contains(r#"name="throw" value="#),
        body.contains(r#"name="attacker""#),
    )
}

#[tokio::test]
async fn faces_only_offers_no_one_tap_buttons_and_the_faces_are_recorded() {
    let mut t = organizer().await;
    // The invasion is open; the throw and the move-in are dropped.
    let (id, n) = upload(&mut t, FULL, 2).await;
    let page = t.get(&format!("/console/m/{id}")).await;
    assert_eq!(forms(&page.body), (false, true), "{}", page.body);
    assert!(page.body.contains(r#"<details class="faces" open>"#));
    let r = act(
        &mut t,
        id,
        n,
        &[
            ("type", "throw"),
            ("seat", "0"),
            ("form", "faces"),
            ("attacker", "6 5 4"),
            ("defender", "1"),
        ],
    )
    .await;
    accepted(&mut t, &r, i64::try_from(n + 1).unwrap()).await;
}

#[tokio::test]
async fn one_tap_only_offers_no_faces_and_the_tap_is_recorded() {
    let mut t = organizer().await;
    let (id, n) = upload(&mut t, QUICK, 2).await;
    let page = t.get(&format!("/console/m/{id}")).await;
    assert_eq!(forms(&page.body), (true, false), "{}", page.body);
    let r = act(
        &mut t,
        id,
        n,
        &[("type", "throw"), ("seat", "0"), ("throw", "3,1,0,1")],
    )
    .await;
    accepted(&mut t, &r, i64::try_from(n + 1).unwrap()).await;
}

#[tokio::test]
async fn the_default_offers_both_forms() {
    // The same invasion as the faces-only file, without the setting.
    let mut v: serde_json::Value = serde_json::from_str(FULL).unwrap();
    v["log"].as_object_mut().unwrap().remove("settings");
    let mut t = organizer().await;
    let (id, _) = upload(&mut t, &v.to_string(), 2).await;
    let page = t.get(&format!("/console/m/{id}")).await;
    assert_eq!(forms(&page.body), (true, true), "{}", page.body);
}

#[tokio::test]
async fn the_bar_counts_years_and_the_next_step_places_mods() {
    let mut t = organizer().await;
    // The setup done, the first year's income to place.
    let (id, _) = upload(
        &mut t,
        include_str!("../scenarios/risk2210/income_placed.json"),
        1,
    )
    .await;
    let page = t.get(&format!("/console/m/{id}")).await;
    let bar = page
        .body
        .split(r#"<p class="bar-top">"#)
        .nth(1)
        .and_then(|b| b.split("</p>").next())
        .unwrap_or_default();
    assert!(bar.contains("· Anno 1"), "{bar}");
    assert!(!bar.contains("Giro"), "{bar}");
    let next = page
        .body
        .split(r#"<p class="next">"#)
        .nth(1)
        .and_then(|b| b.split("</p>").next())
        .unwrap_or_default();
    assert!(
        next.contains(" piazza ") && next.ends_with(" MOD"),
        "{next}"
    );
}
