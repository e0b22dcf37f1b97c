//! T.E.G. La Revancha's alliances (§12–13) through the console's real routes: each panel
//! form (the international zone, its penalty, an aggression pact, its withdrawal, the
//! ally's joint throw, the allies' move-in, a throw and a missile `against` one co-owner
//! of a condominium) accepted and recorded, or refused with a sentence, nothing recorded,
//! the page keeping what was chosen. Positions come from the rule scenarios' logs,
//! uploaded through the match API and cut before the moment under test.

use crate::console::organizer;
use crate::console_teg::{act, ok, refused};
use crate::helpers::TestApp;
use crate::reliability::api_post;
use arbitro::engine::any::AnyLog;
use arbitro::engine::map::Map;
use arbitro::engine::teg::{self, Game};
use axum::http::StatusCode;
use serde_json::Value;

/// Uploads a scenario's log with its first `keep` actions; the match id.
pub(crate) async fn position(t: &mut TestApp, scenario: &str, keep: usize) -> i64 {
    let v: Value = serde_json::from_str(scenario).unwrap();
    let mut log = v["log"].clone();
    let actions = log["actions"].as_array_mut().unwrap();
    actions.truncate(keep);
    let r = api_post(t, "/api/v1/matches?label=TEG", log.to_string().into_bytes()).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let v: Value = serde_json::from_str(&r.body).unwrap();
    v["id"].as_i64().unwrap()
}

pub(crate) async fn game(t: &mut TestApp, id: i64) -> Game {
    let log = t.get(&format!("/api/v1/matches/{id}/log")).await;
    match AnyLog::parse(&log.body).unwrap() {
        AnyLog::Teg(l) => teg::replay(&l).unwrap(),
        _ => panic!("not a T.E.G. log"),
    }
}

pub(crate) async fn page(t: &mut TestApp, id: i64) -> String {
    let p = t.get(&format!("/console/m/{id}")).await;
    assert_eq!(p.status, StatusCode::OK);
    p.body
}

pub(crate) fn at(slug: &str) -> arbitro::engine::map::TerritoryId {
    Map::teg_revancha().by_slug(slug).unwrap()
}

const ZONE: &str = include_str!("../scenarios/teg/zone_pact_on_tasmania.json");
const BREACH: &str = include_str!("../scenarios/teg/zone_not_attacked_is_a_breach.json");
const CONDO: &str =
    include_str!("../scenarios/teg/aggression_joint_attack_makes_a_condominium.json");
const THIRD: &str = include_str!("../scenarios/teg/third_colour_names_the_occupant.json");
const MISSILE: &str = include_str!("../scenarios/teg/missile_hits_one_occupant.json");

#[tokio::test]
async fn the_zone_is_offered_recorded_listed_on_the_board_and_its_breach_penalised() {
    let mut t = organizer().await;
    let id = position(&mut t, ZONE, 167).await;
    let body = page(&mut t, id).await;
    assert!(body.contains(r#"value="0-1:tasmania""#), "{body}");
    assert!(body.contains("Registra una zona internazionale"));
    // A zone the engine would not take (Australia has 8 armies): its sentence, nothing
    // recorded, the form still there.
    let r = refused(
        &mut t,
        id,
        &[("type", "zone_pact"), ("zone", "0-1:australia")],
        "Zona internazionale non valida",
    )
    .await;
    assert!(r.body.contains(r#"value="0-1:tasmania""#));
    refused(
        &mut t,
        id,
        &[("type", "zone_pact"), ("zone", "0-1")],
        "Scegli una zona dall&#39;elenco",
    )
    .await;
    ok(
        &mut t,
        id,
        &[("type", "zone_pact"), ("zone", "0-1:tasmania")],
    )
    .await;
    assert_eq!(game(&mut t, id).await.zones().len(), 1);
    let body = page(&mut t, id).await;
    assert!(body.contains("Zona internazionale"), "{body}");
    assert!(body.contains("ciascuno la prende all"), "what it obliges");
    assert!(body.contains(r#"data-zones="tasmania""#));
    assert!(body.contains("Ana chiude la zona"), "a party ends it");

    // Beto did not attack it: the penalty comes first, then the injured party's choice
    // (a table of its own: the entry count the forms send is the database's).
    let mut t = organizer().await;
    let id = position(&mut t, BREACH, 170).await;
    let body = page(&mut t, id).await;
    assert!(body.contains("Beto non ha attaccato Tasmania"), "{body}");
    assert!(body.contains("Beto non ha carte"));
    assert!(!body.contains(r#"value="end_turn""#), "the penalty first");
    let r = refused(
        &mut t,
        id,
        &[
            ("type", "zone_breach"),
            ("pact", "167"),
            ("offender", "1"),
            ("card", ""),
        ],
        "Di&#39; se la zona continua o finisce",
    )
    .await;
    assert!(r.body.contains("Ana tiene la zona"));
    ok(
        &mut t,
        id,
        &[
            ("type", "zone_breach"),
            ("pact", "167"),
            ("offender", "1"),
            ("card", ""),
            ("continues", "1"),
        ],
    )
    .await;
    let g = game(&mut t, id).await;
    assert!(g.breach_due().is_none());
    assert_eq!(g.zones().len(), 1, "the zone goes on");
}

#[tokio::test]
async fn an_aggression_pact_is_led_thrown_jointly_and_moved_into_as_a_condominium() {
    let mut t = organizer().await;
    let id = position(&mut t, CONDO, 9).await;
    let seed = "0-1:ucrania:iran:rusia";
    let body = page(&mut t, id).await;
    assert!(body.contains(&format!(r#"value="{seed}""#)), "{body}");
    // Carla holds Ucrania: she cannot be the ally against herself.
    let r = refused(
        &mut t,
        id,
        &[
            ("type", "aggression_pact"),
            ("offer", "0-2:ucrania:iran:ucrania"),
        ],
        "Patto di aggressione non valido",
    )
    .await;
    assert!(r.body.contains("Registra un patto di aggressione"));
    refused(
        &mut t,
        id,
        &[("type", "aggression_pact"), ("offer", "0-1:ucrania")],
        "Scegli un patto di aggressione dall&#39;elenco",
    )
    .await;
    ok(&mut t, id, &[("type", "aggression_pact"), ("offer", seed)]).await;
    let body = page(&mut t, id).await;
    assert!(body.contains("Patto di aggressione"));
    assert!(
        body.contains("permette l&#39;attacco congiunto a Ucraina"),
        "{body}"
    );
    assert!(
        body.contains(r#"name="type" value="cancel_pact""#),
        "withdrawable"
    );
    refused(
        &mut t,
        id,
        &[("type", "cancel_pact"), ("pact", "99")],
        "Non c&#39;è un patto 99",
    )
    .await;
    // Ana's throw from Irán starts the joint attack (the attack form's route).
    ok(
        &mut t,
        id,
        &[
            ("type", "attack"),
            ("seat", "0"),
            ("route", "iran>ucrania"),
            ("throw", "3,2,1,1"),
        ],
    )
    .await;
    let body = page(&mut t, id).await;
    assert!(
        body.contains("Attacco congiunto a Ucraina: tira Beto"),
        "{body}"
    );
    assert!(body.contains(r#"id="against_form""#));
    assert!(
        !body.contains(r#"id="attack_form""#) && !body.contains(r#"value="end_turn""#),
        "nothing else is offered until the joint attack ends"
    );
    assert!(
        !body.contains(r#"value="cancel_pact""#),
        "begun: no withdrawal"
    );
    // Beto's throw, out of his turn, with a wrong outcome: refused, the route kept.
    let r = refused(
        &mut t,
        id,
        &[
            ("type", "attack"),
            ("seat", "1"),
            ("route", "rusia>ucrania"),
            ("throw", "3,1,1,1"),
        ],
        "Beto",
    )
    .await;
    assert!(
        r.body
            .contains(r#"value="rusia&#62;ucrania" data-a="3" data-d="1" selected"#),
        "{}",
        r.body
    );
    ok(
        &mut t,
        id,
        &[
            ("type", "attack"),
            ("seat", "1"),
            ("route", "rusia>ucrania"),
            ("throw", "3,1,0,1"),
        ],
    )
    .await;
    let body = page(&mut t, id).await;
    assert!(body.contains("Occupa Ucraina in condominio"), "{body}");
    refused(
        &mut t,
        id,
        &[("type", "occupy_condominium"), ("a_0", "3"), ("a_1", "1")],
        "non 3",
    )
    .await;
    refused(
        &mut t,
        id,
        &[("type", "occupy_condominium"), ("a_0", "due")],
        "Scrivi le armate di ciascun alleato",
    )
    .await;
    ok(
        &mut t,
        id,
        &[("type", "occupy_condominium"), ("a_0", "2"), ("a_1", "1")],
    )
    .await;
    let g = game(&mut t, id).await;
    let c = g.condominium(at("ucrania")).expect("a condominium");
    assert_eq!((c.seats, c.armies), ([0, 1], [2, 1]));
    let body = page(&mut t, id).await;
    // Both colours on the board: Ana rojo, Beto negro.
    assert!(
        body.contains(r##"data-condos="ucrania:#c0392b:#222222:2:1""##),
        "{body}"
    );
    assert!(body.contains("Patto di condominio"));
    assert!(body.contains("niente attacchi tra loro in Ucraina"));
}

#[tokio::test]
async fn a_third_colour_attacks_and_fires_against_the_co_owner_chosen_on_the_form() {
    let mut t = organizer().await;
    let v: Value = serde_json::from_str(THIRD).unwrap();
    let n = v["log"]["actions"].as_array().unwrap().len();
    let id = position(&mut t, THIRD, n - 2).await;
    let body = page(&mut t, id).await;
    assert!(body.contains("Attacco a un condominio"), "{body}");
    assert!(body.contains(r#"value="polonia&#62;ucrania&#62;0""#));
    assert!(body.contains(r#"value="polonia&#62;ucrania&#62;1""#));
    let g = game(&mut t, id).await;
    let (a, d) = g.throw_most(3, at("polonia"), at("ucrania"), Some(1));
    let wrong = format!("{a},{d},1,1");
    let route = "polonia>ucrania>1";
    let r = refused(
        &mut t,
        id,
        &[
            ("type", "attack"),
            ("seat", "3"),
            ("route", route),
            ("throw", &wrong),
        ],
        "Perdite",
    )
    .await;
    let kept = format!(
        r#"value="{}" data-a="{a}" data-d="{d}" selected"#,
        route.replace('>', "&#62;")
    );
    assert!(r.body.contains(&kept), "{}", r.body);
    let right = format!("{a},{d},0,{d}");
    ok(
        &mut t,
        id,
        &[
            ("type", "attack"),
            ("seat", "3"),
            ("route", route),
            ("throw", &right),
        ],
    )
    .await;
    let g = game(&mut t, id).await;
    assert!(
        g.occupation().is_some(),
        "Beto's share emptied: Dario moves in"
    );
    let log = t.get(&format!("/api/v1/matches/{id}/log")).await.body;
    assert!(log.contains(r#""against": 1"#), "{log}");

    // A missile at Ana's share of Ucrania, named on the missile form.
    let mut t = organizer().await;
    let id = position(&mut t, MISSILE, 17).await;
    let body = page(&mut t, id).await;
    assert!(
        body.contains(r#"value="polonia&#62;ucrania&#62;0""#),
        "{body}"
    );
    let before = game(&mut t, id).await;
    let ana = before.force(0, at("ucrania")).unwrap().0;
    let r = act(
        &mut t,
        id,
        &[
            ("type", "missile"),
            ("seat", "3"),
            ("route", "polonia>ucrania>7"),
        ],
    )
    .await;
    assert!(r.status.is_client_error(), "{}", r.status);
    ok(
        &mut t,
        id,
        &[
            ("type", "missile"),
            ("seat", "3"),
            ("route", "polonia>ucrania>0"),
        ],
    )
    .await;
    let after = game(&mut t, id).await;
    assert_eq!(after.force(0, at("ucrania")).unwrap().0, ana - 3);
}

const TRUCE_COUNTRIES: &str =
    include_str!("../scenarios/teg/truce_of_the_countries_lets_the_allies_fight_elsewhere.json");
const TRUCE_COLOURS: &str =
    include_str!("../scenarios/teg/truce_of_the_colours_forbids_elsewhere.json");

/// Uploads a scenario's log without its last action (the one under test); the match id.
async fn before_last(t: &mut TestApp, scenario: &str) -> i64 {
    let v: Value = serde_json::from_str(scenario).unwrap();
    let keep = v["log"]["actions"].as_array().map_or(0, Vec::len) - 1;
    position(t, scenario, keep).await
}

/// A throw from Irán on Beto's Turquía, Ana's, as the attack form posts it.
const IRAN_ON_TURQUIA: [(&str, &str); 4] = [
    ("type", "attack"),
    ("seat", "0"),
    ("route", "iran>turquia"),
    ("throw", "3,1,0,1"),
];

#[tokio::test]
async fn a_truce_of_the_three_countries_is_listed_so_and_lets_the_allies_fight_elsewhere() {
    let mut t = organizer().await;
    let id = before_last(&mut t, TRUCE_COUNTRIES).await;
    let body = page(&mut t, id).await;
    assert!(
        body.contains("niente attacchi né missili tra Iran, Russia e Ucraina per un giro"),
        "{body}"
    );
    ok(&mut t, id, &IRAN_ON_TURQUIA).await;
    // Turquía's one army is gone: Ana's, to move into.
    assert_eq!(game(&mut t, id).await.holder(at("turquia")), Some(0));
}

#[tokio::test]
async fn the_default_truce_of_the_colours_refuses_the_same_throw_naming_the_pact() {
    let mut t = organizer().await;
    let id = before_last(&mut t, TRUCE_COLOURS).await;
    let body = page(&mut t, id).await;
    assert!(
        body.contains("niente attacchi né missili tra loro per un giro"),
        "{body}"
    );
    refused(&mut t, id, &IRAN_ON_TURQUIA, "patto").await;
}
