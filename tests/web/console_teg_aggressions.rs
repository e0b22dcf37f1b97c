//! T.E.G. La Revancha's aggression pact form (§13, issue 17) through the console's real
//! routes: the engine's offers (126 in this position) are all in the one offer select,
//! grouped by ally and country to take, so the form works without JavaScript; the ally
//! and target selects that `static/teg.js` shows list exactly those groups; the seed's
//! offer, picked from its group, is recorded.

use std::collections::BTreeSet;

use crate::console::organizer;
use crate::console_teg::ok;
use crate::console_teg_alliances::{game, page, position};
use arbitro::engine::map::Map;

const CONDO: &str =
    include_str!("../scenarios/teg/aggression_joint_attack_makes_a_condominium.json");

/// The text of the element opened by `start` up to its `end`.
fn part<'a>(body: &'a str, start: &str, end: &str) -> &'a str {
    let from = body
        .find(start)
        .unwrap_or_else(|| panic!("{start} in {body}"));
    let rest = &body[from..];
    &rest[..rest.find(end).expect("closed")]
}

/// The values of the `attr="..."` attributes in `html`, in order.
fn values<'a>(html: &'a str, attr: &str) -> Vec<&'a str> {
    html.split(&format!(" {attr}=\""))
        .skip(1)
        .map(|s| s.split('"').next().unwrap())
        .collect()
}

#[tokio::test]
async fn the_aggression_offers_are_grouped_by_ally_and_target_and_one_is_recorded() {
    let mut t = organizer().await;
    // Ana's turn, before the seed's pact with Beto against Carla's Ucrania.
    let id = position(&mut t, CONDO, 9).await;
    let g = game(&mut t, id).await;
    let map = Map::teg_revancha();
    let slug = |c| map.territory(c).slug.clone();
    let offers = g.aggression_offers();
    assert!(offers.len() > 100, "a long list: {}", offers.len());
    let body = page(&mut t, id).await;
    assert!(
        body.contains(&format!(
            "Registra un patto di aggressione ({})",
            offers.len()
        )),
        "the count on the fold"
    );

    // The offer select: every engine offer once, in one group per (ally, target).
    let select = part(&body, r#"<select id="aggression_offer""#, "</select>");
    let mut listed: Vec<&str> = values(select, "value");
    listed.sort_unstable();
    let mut expected: Vec<String> = offers
        .iter()
        .map(|o| {
            format!(
                "{}-{}:{}:{}:{}",
                o.leader,
                o.ally,
                slug(o.target),
                slug(o.from[0]),
                slug(o.from[1])
            )
        })
        .collect();
    expected.sort_unstable();
    assert_eq!(listed, expected);
    let pairs: BTreeSet<(String, String)> = offers
        .iter()
        .map(|o| (o.ally.to_string(), slug(o.target)))
        .collect();
    let groups: Vec<(String, String)> = values(select, "data-ally")
        .into_iter()
        .zip(values(select, "data-target"))
        .map(|(a, t)| (a.to_string(), t.to_string()))
        .collect();
    assert_eq!(select.matches("<optgroup").count(), pairs.len());
    assert_eq!(groups.iter().cloned().collect::<BTreeSet<_>>(), pairs);
    assert_eq!(groups.len(), pairs.len(), "each pair one group");
    // The seed's offer, in its group, labelled by its aggressor countries alone.
    let seed = part(
        select,
        r#"<optgroup label="con Beto contro Ucraina (Carla)" data-ally="1" data-target="ucrania">"#,
        "</optgroup>",
    );
    assert!(
        seed.contains(
            r#"<option value="0-1:ucrania:iran:rusia">Ana da Iran e Beto da Russia</option>"#
        ),
        "{seed}"
    );

    // The filters (shown by the script): the allies, then each group's target once.
    let filters = part(&body, r#"data-js-only hidden>"#, "</div>");
    let allies = part(filters, r#"<select id="aggression_ally">"#, "</select>");
    let seats: BTreeSet<String> = offers.iter().map(|o| o.ally.to_string()).collect();
    assert_eq!(
        values(allies, "value")
            .into_iter()
            .map(String::from)
            .collect::<BTreeSet<_>>(),
        seats
    );
    assert!(allies.contains(r#"<option value="1">Beto</option>"#));
    let targets = part(filters, r#"<select id="aggression_target">"#, "</select>");
    let listed: Vec<(String, String)> = values(targets, "data-ally")
        .into_iter()
        .zip(values(targets, "value"))
        .map(|(a, t)| (a.to_string(), t.to_string()))
        .collect();
    assert_eq!(listed, groups, "the target select follows the groups");
    assert!(targets.contains(r#"<option value="ucrania" data-ally="1">Ucraina (Carla)</option>"#));

    ok(
        &mut t,
        id,
        &[
            ("type", "aggression_pact"),
            ("offer", "0-1:ucrania:iran:rusia"),
        ],
    )
    .await;
    let g = game(&mut t, id).await;
    assert_eq!(g.pacts().len(), 1);
    assert!(g.aggression_offers().is_empty(), "one at a time");
    assert!(!page(&mut t, id).await.contains("aggression_offer"));
}
