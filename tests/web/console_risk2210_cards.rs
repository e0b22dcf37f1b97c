//! Risk 2210 A.D.'s command cards played from the panel, one per kind of field: the card
//! the scenario plays last is offered on the page with its fields, the form posted as a
//! referee would tap it is recorded exactly as the scenario's log writes it, and a form
//! the engine refuses gives the engine's sentence, stores nothing and keeps what was
//! typed.

use crate::console::organizer;
use crate::helpers::{Resp, TestApp};
use crate::reliability::api_post;
use axum::http::StatusCode;
use serde_json::Value;

/// The scenario uploaded without its last action: (match id, entries, that action).
async fn before_last(t: &mut TestApp, text: &str) -> (i64, usize, Value) {
    let v: Value = serde_json::from_str(text).unwrap();
    let mut log = v["log"].clone();
    let actions = log["actions"].as_array_mut().unwrap();
    let last = actions.pop().unwrap();
    let n = actions.len();
    let r = api_post(
        t,
        "/api/v1/matches?label=cards",
        log.to_string().into_bytes(),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let v: Value = serde_json::from_str(&r.body).unwrap();
    (v["id"].as_i64().unwrap(), n, last)
}

/// The form of card `value` (`deck/id`) on the match page.
fn card_form(body: &str, value: &str) -> String {
    let at = format!(r#"data-card="{value}""#);
    let start = body
        .find(&at)
        .unwrap_or_else(|| panic!("{value} not offered: {body}"));
    let end = body[start..].find("</form>").unwrap() + start;
    body[start..end].to_string()
}

async fn post(t: &mut TestApp, id: i64, n: usize, fields: &[(&str, &str)]) -> Resp {
    let expected = n.to_string();
    let key = format!("card-{n}-{}", fields.len());
    let mut all = vec![
        ("expected", expected.as_str()),
        ("key", key.as_str()),
        ("type", "play_card"),
    ];
    all.extend_from_slice(fields);
    t.post(&format!("/console/m/{id}/act"), &all).await
}

/// The scenario's last card is on the panel with `shows` in its form; posting `fields`
/// records exactly the scenario's action.
async fn played(text: &str, card: &str, shows: &[&str], fields: &[(&str, &str)]) {
    let mut t = organizer().await;
    let (id, n, last) = before_last(&mut t, text).await;
    let page = t.get(&format!("/console/m/{id}")).await;
    assert_eq!(page.status, StatusCode::OK);
    let form = card_form(&page.body, card);
    for s in shows {
        assert!(form.contains(s), "{card}: {s} in {form}");
    }
    let mut all = vec![("card", card)];
    all.extend_from_slice(fields);
    let r = post(&mut t, id, n, &all).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{card}: {}", r.body);
    let entries = i64::try_from(n).unwrap() + 1;
    assert_eq!(t.count("match_entries").await, entries);
    let log = t.get(&format!("/api/v1/matches/{id}/log")).await;
    let v: Value = serde_json::from_str(&log.body).unwrap();
    let recorded = v["actions"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(recorded, last, "{card}");
}

/// Posting `fields` for the scenario's last card is refused with `sentence`, nothing is
/// stored, and the page sent back keeps every `kept` piece of what was typed.
async fn refused(text: &str, card: &str, fields: &[(&str, &str)], sentence: &str, kept: &[&str]) {
    let mut t = organizer().await;
    let (id, n, _) = before_last(&mut t, text).await;
    let mut all = vec![("card", card)];
    all.extend_from_slice(fields);
    let r = post(&mut t, id, n, &all).await;
    assert!(
        r.status.is_client_error(),
        "{card}: {} {}",
        r.status,
        r.body
    );
    let alert = r
        .body
        .split(r#"role="alert">"#)
        .nth(1)
        .and_then(|a| a.split("</p>").next())
        .unwrap_or("");
    assert!(alert.contains(sentence), "{card}: {sentence} in {alert:?}");
    assert_eq!(t.count("match_entries").await, i64::try_from(n).unwrap());
    let form = card_form(&r.body, card);
    for k in kept {
        assert!(form.contains(k), "{card}: kept {k} in {form}");
    }
}

macro_rules! scenario {
    ($name:literal) => {
        include_str!(concat!("../scenarios/risk2210/", $name, ".json"))
    };
}

#[tokio::test]
async fn a_target_player_is_a_button_by_name_and_colour() {
    played(
        scenario!("card_frequency_jam"),
        "land/frequency_jam",
        &[r#"name="aim""#, "Bruno", "Carla", "swatch"],
        &[("seat", "0"), ("aim", "1")],
    )
    .await;
    // The card player is no target: not offered, and refused when posted anyway.
    let mut t = organizer().await;
    let (id, _, _) = before_last(&mut t, scenario!("card_frequency_jam")).await;
    let page = t.get(&format!("/console/m/{id}")).await;
    let form = card_form(&page.body, "land/frequency_jam");
    assert!(!form.contains(r#"value="0" required"#), "{form}");
    refused(
        scenario!("card_frequency_jam"),
        "land/frequency_jam",
        &[("seat", "0"), ("aim", "0")],
        "Anna",
        &[],
    )
    .await;
}

#[tokio::test]
async fn a_commander_and_a_die_are_taps() {
    played(
        scenario!("card_assassin_bomb"),
        "nuclear/assassin_bomb",
        &[r#"value="1/diplomat""#, r#"name="roll" "#, r#"value="8""#],
        &[("seat", "0"), ("aim", "1/diplomat"), ("roll", "3")],
    )
    .await;
    // A face the d8 does not have: the engine's sentence, the aim kept.
    refused(
        scenario!("card_assassin_bomb"),
        "nuclear/assassin_bomb",
        &[("seat", "0"), ("aim", "1/diplomat"), ("roll", "9")],
        "8 facce",
        &[r#"value="1/diplomat" required checked"#],
    )
    .await;
    played(
        scenario!("card_rocket_strike_land"),
        "nuclear/rocket_strike_land",
        &[
            r#"name="territory""#,
            r#"value="nunavut""#,
            r#"name="roll""#,
        ],
        &[("seat", "0"), ("territory", "nunavut"), ("roll", "4")],
    )
    .await;
    played(
        scenario!("card_the_mother"),
        "nuclear/the_mother",
        &[r#"name="roll""#],
        &[("seat", "0"), ("roll", "1")],
    )
    .await;
}

#[tokio::test]
async fn the_rolls_and_turned_cards_the_table_saw_are_recorded_in_order() {
    played(
        scenario!("card_aqua_brother"),
        "nuclear/aqua_brother",
        &[r#"name="rolls""#],
        &[("seat", "0"), ("rolls", "6 1")],
    )
    .await;
    refused(
        scenario!("card_aqua_brother"),
        "nuclear/aqua_brother",
        &[("seat", "0"), ("rolls", "1 2")],
        "Anna",
        &[r#"value="1 2""#],
    )
    .await;
    let scatter = [
        ("seat", "0"),
        ("turned", "nunavut"),
        ("turned", "alberta"),
        ("turned", "exiled_states_of_america"),
    ];
    played(
        scenario!("card_scatter_bomb_land"),
        "nuclear/scatter_bomb_land",
        &[r#"name="turned""#, "3"],
        &scatter,
    )
    .await;
    refused(
        scenario!("card_scatter_bomb_land"),
        "nuclear/scatter_bomb_land",
        &scatter[..3],
        "Anna",
        &[r#"value="nunavut" checked"#, r#"value="alberta" checked"#],
    )
    .await;
    played(
        scenario!("card_invade_earth"),
        "space/invade_earth",
        &[r#"name="turned""#, r#"name="turned_last""#],
        &[
            ("seat", "0"),
            ("turned", "alberta"),
            ("turned_last", "nunavut"),
        ],
    )
    .await;
}

#[tokio::test]
async fn mods_per_territory_and_counts_are_ticks_and_steppers() {
    let each = [
        ("seat", "0"),
        ("each", "northwestern_oil_emirate"),
        ("each", "alberta"),
        ("each", "continental_biospheres"),
    ];
    played(
        scenario!("card_reinforcements"),
        "land/reinforcements",
        &[r#"name="each""#],
        &each,
    )
    .await;
    refused(
        scenario!("card_reinforcements"),
        "land/reinforcements",
        &each[..3],
        "3",
        &[r#"value="alberta" checked"#],
    )
    .await;
    played(
        scenario!("card_redeployment"),
        "diplomat/redeployment",
        &[r#"name="route""#, r#"name="mods""#],
        &[
            ("seat", "0"),
            ("route", "northwestern_oil_emirate>alberta"),
            ("mods", "2"),
        ],
    )
    .await;
    let removals = [
        ("seat", "0"),
        ("rm_0_northwestern_oil_emirate", "2"),
        ("rm_1_canada", "4"),
        ("rm_2_exiled_states_of_america", "4"),
    ];
    played(
        scenario!("card_mod_reduction"),
        "diplomat/mod_reduction",
        &[r#"name="rm_1_canada""#, "Bruno"],
        &removals,
    )
    .await;
    let mut short = removals;
    short[2] = ("rm_1_canada", "3");
    refused(
        scenario!("card_mod_reduction"),
        "diplomat/mod_reduction",
        &short,
        "Bruno",
        &[
            r#"name="rm_1_canada" type="number" min="0" max="#,
            r#"value="3""#,
        ],
    )
    .await;
}

#[tokio::test]
async fn moves_destinations_and_notes_are_lists_and_a_line() {
    played(
        scenario!("card_decoys_revealed"),
        "diplomat/decoys_revealed",
        &[r#"name="move_land""#],
        &[("seat", "0"), ("move_land", "alberta")],
    )
    .await;
    played(
        scenario!("card_evacuation"),
        "diplomat/evacuation",
        &[r#"name="to""#, r#"value="canada""#],
        &[("seat", "1"), ("to", "canada")],
    )
    .await;
    played(
        scenario!("card_armageddon"),
        "nuclear/armageddon",
        &[r#"name="note" required"#],
        &[("seat", "0"), ("note", "the table's card")],
    )
    .await;
    played(
        scenario!("card_hidden_energy"),
        "naval/hidden_energy",
        &[r#"value="poseidon""#],
        &[("seat", "0"), ("territory", "poseidon")],
    )
    .await;
    // A custom card: the general checks, and the table's note offered.
    played(
        scenario!("card_custom"),
        "land/club_rule",
        &[r#"name="note""#],
        &[("seat", "0"), ("note", "as written")],
    )
    .await;
    // Malformed fields: the form's sentence, never a 500.
    refused(
        scenario!("card_aqua_brother"),
        "nuclear/aqua_brother",
        &[("seat", "0"), ("rolls", "6x")],
        "1 a 6",
        &[],
    )
    .await;
}

/// A card's effect is said under its name in the visitor's language (a message in it, en
/// and es, not the card table's English).
#[tokio::test]
async fn a_cards_effect_is_in_the_pages_language() {
    let mut t = organizer().await;
    let (id, _, _) = before_last(&mut t, scenario!("card_frequency_jam")).await;
    for (lang, effect) in [
        (
            "it",
            "Il giocatore scelto non può giocare carte comando fino alla fine di questo turno.",
        ),
        (
            "en",
            "The chosen player may play no command card until this turn ends.",
        ),
        (
            "es",
            "El jugador elegido no puede jugar cartas de comando hasta que termine este turno.",
        ),
    ] {
        let r = t.post("/lang", &[("lang", lang), ("next", "/")]).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
        let page = t.get(&format!("/console/m/{id}")).await;
        let form = card_form(&page.body, "land/frequency_jam");
        assert!(form.contains(effect), "{lang}: {effect} in {form}");
    }
}
