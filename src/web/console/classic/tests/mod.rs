//! The classic panel: every form read back as its action (one accepted and one bad input
//! each), and what the panel shows at each step of a match. The setup and the
//! reinforcements here, the turn's play in `play.rs`.

mod play;

use super::action;
use crate::engine::any::{AnyAction, AnyGame, AnyLog};
use crate::engine::classic::Action;
use crate::engine::table::Table;
use crate::web::console::ruleset::{Asked, Console};
use crate::web::i18n::{Lang, has_key};

fn log(players: usize, setup: &str) -> AnyGame {
    let names = ["Anna", "Bruno", "Carla", "Dario"];
    let colours = ["blu", "rosso", "verde", "giallo"];
    let players: Vec<String> = (0..players)
        .map(|i| {
            format!(
                r#"{{"seat": {i}, "name": "{}", "colour": "{}"}}"#,
                names[i], colours[i]
            )
        })
        .collect();
    let text = format!(
        r#"{{"format": 1, "ruleset": "risiko-classic", "players": [{}]{setup}, "actions": []}}"#,
        players.join(",")
    );
    let log = AnyLog::parse(&text).expect("a classic log");
    AnyGame::replay(&log).expect("it replays")
}

/// Four players, final setup: territory i to seat i mod 4; the first four hold 20/20/21/21.
fn four() -> AnyGame {
    let map = crate::engine::Map::risiko();
    let mut owners = Vec::new();
    let mut tanks = Vec::new();
    for (i, t) in map.territory_ids().enumerate() {
        let slug = &map.territory(t).slug;
        owners.push(format!(r#""{slug}": {}"#, i % 4));
        let n = match i {
            0 | 1 => 20,
            2 | 3 => 21,
            _ => 1,
        };
        tanks.push(format!(r#""{slug}": {n}"#));
    }
    let setup = format!(
        r#", "setup": {{"owners": {{{}}}, "tanks": {{{}}}}}"#,
        owners.join(","),
        tanks.join(",")
    );
    log(4, &setup)
}

fn two() -> AnyGame {
    log(2, r#", "setup": {"seed": 7, "pick_first": 0}"#)
}

fn fields(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
        .collect()
}

/// Reads the form and applies it: the engine must accept it.
fn act(game: &mut AnyGame, pairs: &[(&str, &str)]) -> Action {
    let a = action(&fields(pairs), game).expect("the form reads");
    game.apply_mut(&a).expect("the engine accepts it");
    match a {
        AnyAction::Classic(a) => a,
        other => panic!("a classic form gave a {} action", other.ruleset()),
    }
}

fn bad(game: &AnyGame, pairs: &[(&str, &str)]) -> &'static str {
    action(&fields(pairs), game).expect_err("the form is refused")
}

fn html(game: &AnyGame) -> String {
    panel(game, Lang::It, 5, 9, "tok")
}

/// The classic console's panel as the match page asks for it.
pub(super) fn panel(game: &AnyGame, lang: Lang, expected: i64, id: i64, csrf: &str) -> String {
    super::ClassicConsole
        .panel(Asked::new(game, lang, expected, id, &[], csrf))
        .unwrap_or_default()
}

/// The `type`s of the forms a panel offers.
fn form_types(html: &str) -> Vec<String> {
    html.split(r#"name="type" value=""#)
        .skip(1)
        .map(|s| s.split('"').next().unwrap_or("").to_string())
        .collect()
}

/// The outcome buttons of the dice row shown.
fn shown_outcomes(html: &str) -> Vec<String> {
    let row = html
        .split(r#"<div class="quick throws""#)
        .skip(1)
        .find(|r| !r.split('>').next().unwrap_or("").contains("hidden"))
        .expect("a dice row is shown");
    let row = row.split("</div>").next().unwrap_or("");
    // Each button's text, its name tags left out ("Anna −1 Bruno −1").
    row.split(r#"name="throw""#)
        .skip(1)
        .map(|b| {
            let inner = b.split_once('>').map_or("", |x| x.1);
            let inner = inner.split("</button>").next().unwrap_or("");
            let mut text = String::new();
            let mut in_tag = false;
            for c in inner.chars() {
                match c {
                    '<' => in_tag = true,
                    '>' => in_tag = false,
                    c if !in_tag => text.push(c),
                    _ => {}
                }
            }
            text
        })
        .collect()
}

/// Places every army to place on the first territory offered.
fn place_all(game: &mut AnyGame) {
    let c = game.choices();
    let seat = c.seat.unwrap().to_string();
    let slug = game.map().territory(c.place_on[0]).slug.clone();
    let field = format!("p_{slug}");
    let n = c.place_armies.to_string();
    let mut f = vec![("type", "place"), ("seat", seat.as_str())];
    f.push((field.as_str(), n.as_str()));
    let bonus;
    if let Some((t, k)) = c.place_bonus {
        bonus = (format!("b_{}", game.map().territory(t).slug), k.to_string());
        f.push((bonus.0.as_str(), bonus.1.as_str()));
    }
    act(game, &f);
}

#[test]
fn every_key_the_panel_names_exists() {
    for k in [
        "classic.symbol.fante",
        "classic.symbol.cannone",
        "classic.symbol.cavallo",
        "classic.out_a",
        "classic.out_d",
        "classic.out_loses",
        "classic.defender",
        "classic.neutral",
        "classic.err.faces",
        "classic.err.throw",
        "classic.err.cards",
        "classic.err.neutral",
        "classic.err.place_none",
    ] {
        assert!(has_key(k), "missing key {k}");
    }
}

#[test]
fn claims_are_one_tap_each() {
    let mut g = log(3, "");
    let h = html(&g);
    assert_eq!(form_types(&h), ["claim"]);
    assert_eq!(h.matches(r#"name="territory""#).count(), 42);
    assert!(h.contains(r#"name="_csrf" value="tok""#));
    assert!(h.contains(r#"name="expected" value="5""#));
    assert!(h.contains("action=\"/console/m/9/act\""));
    let a = act(
        &mut g,
        &[("type", "claim"), ("seat", "0"), ("territory", "alaska")],
    );
    assert!(matches!(a, Action::Claim { seat: 0, .. }));
    assert_eq!(html(&g).matches(r#"name="territory""#).count(), 41);
    assert!(html(&g).contains("Bruno"), "the panel names who acts");
    assert_eq!(
        bad(
            &g,
            &[("type", "claim"), ("seat", "1"), ("territory", "atlantide")]
        ),
        "console.err.territory"
    );
    assert_eq!(
        bad(
            &g,
            &[("type", "claim"), ("seat", "7"), ("territory", "alberta")]
        ),
        "console.err.seat"
    );
}

#[test]
fn setup_placement_is_one_army_after_the_claims() {
    let mut g = log(3, "");
    let map = crate::engine::Map::risiko();
    for (i, t) in map.territory_ids().enumerate() {
        let seat = (i % 3).to_string();
        let slug = map.territory(t).slug.clone();
        act(
            &mut g,
            &[("type", "claim"), ("seat", &seat), ("territory", &slug)],
        );
    }
    let h = html(&g);
    assert_eq!(form_types(&h), ["place"]);
    assert!(h.contains(r#"data-allowance="1""#) && h.contains("esattamente"));
    let c = g.choices();
    let seat = c.seat.unwrap().to_string();
    let field = format!("p_{}", map.territory(c.place_on[0]).slug);
    act(&mut g, &[("type", "place"), ("seat", &seat), (&field, "1")]);
    assert_eq!(
        bad(&g, &[("type", "place"), ("seat", "0"), ("p_alaska", "uno")]),
        "console.err.number"
    );
    assert_eq!(
        bad(&g, &[("type", "place"), ("seat", "0"), ("p_alaska", "0")]),
        "classic.err.place_none"
    );
}

#[test]
fn two_players_place_two_and_one_neutral() {
    let mut g = two();
    let h = html(&g);
    assert!(h.contains(r#"name="neutral" required"#), "{h}");
    assert!(h.contains(r#"data-allowance="2""#));
    let c = g.choices();
    let own = format!("p_{}", g.map().territory(c.place_on[0]).slug);
    let neutral = g.map().territory(c.place_neutral[0]).slug.clone();
    let a = act(
        &mut g,
        &[
            ("type", "place"),
            ("seat", "0"),
            (&own, "2"),
            ("neutral", &neutral),
        ],
    );
    assert!(matches!(a, Action::Place { ref neutral, .. } if neutral.len() == 1));
    assert_eq!(
        bad(
            &g,
            &[
                ("type", "place"),
                ("seat", "1"),
                (&own, "2"),
                ("neutral", "")
            ]
        ),
        "classic.err.neutral"
    );
}

#[test]
fn reinforcements_use_steppers_and_one_place() {
    let mut g = four();
    let h = html(&g);
    assert_eq!(form_types(&h), ["place"]);
    assert!(h.contains(r#"data-allowance="3""#));
    assert_eq!(
        h.matches(r#"class="step""#).count(),
        11,
        "Anna's 11 territories"
    );
    act(
        &mut g,
        &[("type", "place"), ("seat", "0"), ("p_alaska", "3")],
    );
    assert_eq!(g.armies(g.map().by_slug("alaska").unwrap()), 23);
    assert_eq!(
        form_types(&html(&g)),
        ["attack", "end_turn"],
        "no own neighbour to move to"
    );
}
