//! The alliance offers on positions from the rule scenarios (`tests/scenarios/teg/`): each
//! offer is accepted by the engine, and what it refuses is not offered.

use super::*;
use crate::engine::teg::{TegLog, replay};

fn parse(text: &str) -> TegLog {
    let crate::engine::any::AnyLog::Teg(l) = crate::engine::any::AnyLog::parse(text).unwrap()
    else {
        panic!("not a T.E.G. log")
    };
    l
}

/// A scenario's log with only its first `keep` actions.
fn scenario(json: &str, keep: usize) -> Game {
    let v: serde_json::Value = serde_json::from_str(json).unwrap();
    let mut log = parse(&v["log"].to_string());
    log.actions.truncate(keep);
    replay(&log).unwrap()
}

const CONDO: &str =
    include_str!("../../../tests/scenarios/teg/aggression_joint_attack_makes_a_condominium.json");
const ZONE: &str = include_str!("../../../tests/scenarios/teg/zone_pact_on_tasmania.json");

fn t(slug: &str) -> TerritoryId {
    crate::engine::map::Map::teg_revancha()
        .by_slug(slug)
        .unwrap()
}

#[test]
fn the_seeds_zone_is_offered_once_both_traded_three_times() {
    let g = scenario(ZONE, 167);
    let offers = g.zone_offers();
    assert!(
        offers.contains(&ZoneOffer {
            parties: [0, 1],
            country: t("tasmania")
        }),
        "{offers:?}"
    );
    // Every offer is accepted; Carla and Dario have not traded.
    for o in &offers {
        assert!(!o.parties.contains(&2) && !o.parties.contains(&3));
        let mut g2 = g.clone();
        g2.apply_mut(&Action::ZonePact {
            parties: o.parties,
            country: o.country,
        })
        .unwrap();
    }
    let early = scenario(ZONE, 20);
    assert!(early.zone_offers().is_empty());
}

#[test]
fn the_leader_is_offered_the_seeds_aggression_and_the_ally_throws_next() {
    let g = scenario(CONDO, 9);
    let offers = g.aggression_offers();
    let seed = AggressionOffer {
        leader: 0,
        ally: 1,
        target: t("ucrania"),
        from: [t("iran"), t("rusia")],
    };
    assert!(offers.contains(&seed), "{offers:?}");
    assert!(offers.iter().all(|o| o.leader == 0 && o.ally != 0));
    assert!(!g.alliance_first());
    // Recorded: one at a time, so no more offers; it may be cancelled.
    let g = scenario(CONDO, 10);
    assert!(g.aggression_offers().is_empty());
    assert_eq!(g.cancellable_pacts(), vec![9]);
    // After the leader's first throw, the ally's throw is the one offered.
    let g = scenario(CONDO, 11);
    assert!(g.cancellable_pacts().is_empty());
    let throws = g.throw_offers();
    assert_eq!(throws.len(), 1, "{throws:?}");
    assert_eq!(throws[0].seat, 1);
    assert_eq!((throws[0].from, throws[0].to), (t("rusia"), t("ucrania")));
    assert!(throws[0].joint);
    assert!(
        g.alliance_first(),
        "nothing else until the joint attack ends"
    );
}

#[test]
fn a_zone_penalty_comes_before_anything_else() {
    let text = include_str!("../../../tests/scenarios/teg/zone_not_attacked_is_a_breach.json");
    let g = scenario(text, 170);
    assert!(g.breach_due().is_some());
    assert!(g.alliance_first());
    assert!(!scenario(text, 167).alliance_first());
}

#[test]
fn the_allies_move_in_one_or_two_each_then_the_condominium_is_attacked_by_naming() {
    let g = scenario(CONDO, 12);
    let due = g.move_in_due().unwrap();
    assert_eq!((due[0].seat, due[0].min, due[0].max), (0, 1, 2));
    assert_eq!((due[1].seat, due[1].from), (1, t("rusia")));
    assert!(g.throw_offers().is_empty(), "the move-in first");
    assert!(g.alliance_first());
    let g = scenario(CONDO, 13);
    assert!(g.move_in_due().is_none());
    // Ana may throw at nobody in Ucrania from outside (§13.7): only from inside, at
    // Beto, once the truce is over; the offers never hold a refused throw.
    for o in g.throw_offers() {
        assert!(
            g.fire_allowed(o.seat, o.from, o.to, o.against).is_ok(),
            "{o:?}"
        );
    }
}

#[test]
fn a_co_owner_is_offered_the_throw_from_inside_naming_the_other() {
    let text = include_str!("../../../tests/scenarios/teg/condominium_fought_from_inside.json");
    let g = scenario(text, 21);
    let inside = g
        .throw_offers()
        .into_iter()
        .find(|o| o.from == t("ucrania") && o.to == t("ucrania"));
    let o = inside.expect("the throw from inside");
    assert_eq!((o.seat, o.against), (1, Some(0)));
}

#[test]
fn a_third_colour_is_offered_each_co_owner_of_the_condominium() {
    // Dario (Polonia, next to Ucrania) in his turn, with the condominium standing.
    let text = include_str!("../../../tests/scenarios/teg/third_colour_names_the_occupant.json");
    let v: serde_json::Value = serde_json::from_str(text).unwrap();
    let log = parse(&v["log"].to_string());
    // Before Dario's throw (its move-in is the last action).
    let g = scenario(text, log.actions.len() - 2);
    let throws = g.throw_offers();
    let at: Vec<Option<Seat>> = throws
        .iter()
        .filter(|o| o.to == t("ucrania"))
        .map(|o| o.against)
        .collect();
    assert!(at.contains(&Some(0)) && at.contains(&Some(1)), "{throws:?}");
    let (a, d) = g.throw_most(3, t("polonia"), t("ucrania"), Some(1));
    assert!(a >= 1 && d == 1, "Beto's single army in Ucrania: {a} {d}");
}

#[test]
fn a_missile_at_a_condominium_is_offered_per_co_owner_it_may_hit() {
    let text = include_str!("../../../tests/scenarios/teg/missile_hits_one_occupant.json");
    let g = scenario(text, 17);
    let at: Vec<MissileOffer> = g
        .missile_offers()
        .into_iter()
        .filter(|m| m.to == t("ucrania"))
        .collect();
    assert!(
        at.iter()
            .any(|m| m.from == t("polonia") && m.against == Some(0) && m.damage == 3),
        "{at:?}"
    );
    // Beto's single army there is too weak for a shot (§8.3): not offered.
    assert!(at.iter().all(|m| m.against != Some(1)), "{at:?}");
}

#[test]
fn the_move_in_offers_only_the_counts_the_engine_takes() {
    use crate::engine::table::Table;
    // The counts offered for the move-in pending in `g`, each accepted by `occupy`, and
    // one more refused.
    fn offered(g: &Game) -> (u32, u32) {
        let o = g.choices().occupy.expect("a move-in pending");
        for armies in o.min..=o.max {
            let mut g2 = g.clone();
            g2.apply_mut(&Action::Occupy {
                seat: g.current(),
                armies,
            })
            .unwrap_or_else(|r| panic!("{armies} offered, refused: {r:?}"));
        }
        let mut g2 = g.clone();
        assert!(
            g2.apply_mut(&Action::Occupy {
                seat: g.current(),
                armies: o.max + 1
            })
            .is_err()
        );
        (o.min, o.max)
    }
    // §13.8: Dario expelled Beto from Ucrania: 0 (stay out, Ana keeps it alone) to 2.
    let text = include_str!("../../../tests/scenarios/teg/third_colour_stays_out.json");
    let g = scenario(text, 18);
    assert!(matches!(
        g.occupation().map(|o| o.kind),
        Some(OccupationKind::Irruption { stays: 0 })
    ));
    assert_eq!(offered(&g), (0, 2));
    // §12: Beto takes back the zone from Australia's 8 armies: exactly 1, not 1 to 3.
    let text = include_str!("../../../tests/scenarios/teg/zone_taken_with_one_army.json");
    let g = scenario(text, 170);
    assert_eq!(g.occupation().map(|o| o.max), Some(3), "the plain rule's 3");
    assert_eq!(offered(&g), (1, 1));
}
