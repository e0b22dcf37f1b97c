//! The turn's play on the panel: throws, the occupation, the move, the end of the turn,
//! trades and the end of the match.

use super::{act, bad, fields, form_types, four, html, panel, place_all, shown_outcomes};
use crate::engine::any::AnyGame;
use crate::engine::classic::Action;
use crate::engine::table::Table;
use crate::web::console::classic::action;
use crate::web::i18n::Lang;

#[test]
fn a_three_against_two_throw_offers_exactly_three_outcomes_and_keeps_the_route() {
    let mut g = four();
    place_all(&mut g);
    let first = html(&g);
    assert!(
        first.contains(r#"<option value="">—</option>"#),
        "no route chosen yet"
    );
    act(
        &mut g,
        &[
            ("type", "attack"),
            ("seat", "0"),
            ("route", "alaska>alberta"),
            ("throw", "3,2,1,1"),
        ],
    );
    let h = html(&g);
    assert!(h.contains("Attacca ancora"));
    // The route names its players (the page renames the buttons when another is
    // picked), and the buttons name who loses (issue 27, item 6).
    let def = match g.owner(g.map().by_slug("alberta").unwrap()) {
        Some(crate::engine::Owner::Seat(s)) => ["Anna", "Bruno", "Carla", "Dario"][usize::from(s)],
        other => panic!("alberta: {other:?}"),
    };
    assert!(h.contains(&format!(
        r#"data-att="Anna" data-def="{def}" value="alaska&#62;alberta" data-a="3" data-d="2" selected>"#
    )));
    assert_eq!(
        shown_outcomes(&h),
        [
            "Anna \u{2212}2".to_string(),
            format!("Anna \u{2212}1 {def} \u{2212}1"),
            format!("{def} \u{2212}2")
        ]
    );
    assert!(
        h.contains(&format!(
            r#"aria-label="Anna −1 {def} −1: Anna perde 1, {def} perde 1""#
        )),
        "the losses read out by name, after the visible label"
    );
    assert!(
        h.contains(r#"id="da3" value="3" checked"#) && h.contains(r#"id="dd2" value="2" checked"#)
    );
    // Faces instead: the engine compares them, ties to the defender.
    let a = act(
        &mut g,
        &[
            ("type", "attack"),
            ("seat", "0"),
            ("route", "alaska>alberta"),
            ("attacker", "6 3 3"),
            ("defender", "5,3"),
            ("form", "faces"),
        ],
    );
    assert!(matches!(a, Action::Attack { attacker: Some(ref f), .. } if f == &vec![6, 3, 3]));
    assert_eq!(g.armies(g.map().by_slug("alberta").unwrap()), 19);
    // A throw the form refuses, each with the sentence that says why.
    let attack = [
        ("type", "attack"),
        ("seat", "0"),
        ("route", "alaska>alberta"),
    ];
    let refused: [(&[(&str, &str)], &str); 3] = [
        (&[("throw", "3,2")], "classic.err.throw"),
        (&[("attacker", "7"), ("defender", "1")], "classic.err.faces"),
        (
            &[("attacker", "6"), ("defender", "6 6 6")],
            "classic.err.faces",
        ),
    ];
    for (extra, key) in refused {
        let fields: Vec<(&str, &str)> = attack.iter().chain(extra).copied().collect();
        assert_eq!(bad(&g, &fields), key, "{extra:?}");
    }
    assert_eq!(
        bad(
            &g,
            &[("type", "attack"), ("seat", "0"), ("throw", "3,2,1,1")]
        ),
        "console.err.choose"
    );
}

#[test]
fn after_a_capture_the_occupation_is_the_only_form() {
    let mut g = four();
    place_all(&mut g);
    act(
        &mut g,
        &[
            ("type", "attack"),
            ("seat", "0"),
            ("route", "alaska>kamchatka"),
            ("throw", "3,1,0,1"),
        ],
    );
    let h = html(&g);
    assert_eq!(form_types(&h), ["occupy", "occupy"], "{h}");
    assert!(h.contains(r#"name="tanks" value="3""#) && h.contains(r#"name="tanks" value="22""#));
    assert_eq!(
        bad(&g, &[("type", "occupy"), ("seat", "0"), ("tanks", "")]),
        "console.err.number"
    );
    act(&mut g, &[("type", "occupy"), ("seat", "0"), ("tanks", "3")]);
    // The fortify move, then the end of the turn.
    assert_eq!(
        bad(
            &g,
            &[
                ("type", "move"),
                ("seat", "0"),
                ("route", "alaska"),
                ("tanks", "2")
            ]
        ),
        "console.err.choose"
    );
    act(
        &mut g,
        &[
            ("type", "move"),
            ("seat", "0"),
            ("route", "alaska>kamchatka"),
            ("tanks", "5"),
        ],
    );
    assert_eq!(form_types(&html(&g)), ["end_turn"]);
    assert_eq!(
        bad(&g, &[("type", "end_turn"), ("seat", "x")]),
        "console.err.seat"
    );
    act(&mut g, &[("type", "end_turn"), ("seat", "0")]);
    assert_eq!(g.to_act(), Some(1));
}

/// Plays turns, Anna capturing a one-army territory each turn, until she holds 3 cards.
fn anna_with_three_cards() -> AnyGame {
    let mut g = four();
    loop {
        let AnyGame::Classic(c) = &g else {
            unreachable!()
        };
        if g.to_act() == Some(0) && c.cards(0) >= 3 {
            return g;
        }
        place_all(&mut g);
        let seat = g.to_act().unwrap().to_string();
        if seat == "0" {
            let c = g.choices();
            let hit = c
                .attacks
                .iter()
                .find(|a| a.defender_max == 1)
                .copied()
                .unwrap();
            let map = g.map();
            let route = format!(
                "{}>{}",
                map.territory(hit.from).slug,
                map.territory(hit.to).slug
            );
            let throw = format!("{},1,0,1", hit.attacker_max);
            act(
                &mut g,
                &[
                    ("type", "attack"),
                    ("seat", "0"),
                    ("route", &route),
                    ("throw", &throw),
                ],
            );
            let min = g.choices().occupy.unwrap().min.to_string();
            act(
                &mut g,
                &[("type", "occupy"), ("seat", "0"), ("tanks", &min)],
            );
        }
        act(&mut g, &[("type", "end_turn"), ("seat", &seat)]);
    }
}

#[test]
fn a_trade_says_what_the_set_is_worth_and_gives_the_plus_two() {
    let mut g = anna_with_three_cards();
    let h = html(&g);
    assert_eq!(form_types(&h), ["trade", "place"]);
    assert!(h.contains("il tris vale ora 4") && h.contains("3 carte in mano"));
    assert_eq!(
        h.matches(r#"name="card""#).count(),
        44,
        "42 territory cards and 2 jolly"
    );
    let two = fields(&[
        ("type", "trade"),
        ("seat", "0"),
        ("card", "alaska"),
        ("card", "groenlandia"),
    ]);
    assert_eq!(action(&two, &g).unwrap_err(), "classic.err.cards");
    let unknown = fields(&[
        ("type", "trade"),
        ("seat", "0"),
        ("card", "alaska"),
        ("card", "x"),
        ("card", "jolly"),
    ]);
    assert_eq!(action(&unknown, &g).unwrap_err(), "console.err.territory");
    act(
        &mut g,
        &[
            ("type", "trade"),
            ("seat", "0"),
            ("card", "alaska"),
            ("card", "territori_del_nord_ovest"),
            ("card", "groenlandia"),
            ("bonus", "alaska"),
        ],
    );
    let h = html(&g);
    assert!(
        h.contains(r#"name="b_alaska" value="2""#),
        "the +2 goes with the placement"
    );
    let before = g.armies(g.map().by_slug("alaska").unwrap());
    place_all(&mut g);
    assert!(g.armies(g.map().by_slug("alaska").unwrap()) >= before + 2);
}

#[test]
fn a_finished_match_has_no_panel_and_end_match_needs_a_reason() {
    let mut g = four();
    assert_eq!(
        bad(&g, &[("type", "end_match"), ("reason", " ")]),
        "console.err.reason"
    );
    act(&mut g, &[("type", "end_match"), ("reason", "walk-over")]);
    assert_eq!(html(&g), "");
    assert_eq!(bad(&g, &[("type", "dance")]), "console.err.choose");
}

#[test]
fn the_panel_speaks_english_too() {
    let g = four();
    let h = panel(&g, Lang::En, 0, 1, "t");
    assert!(h.contains("Armies to place") && h.contains(">Place<"));
}
