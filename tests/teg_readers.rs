//! The T.E.G. readers the console panel calls, on the seed's Irán–Rusia condominium
//! (`tests/scenarios/teg/*.json`): what a condominium counts for, each pact's kind and
//! what it forbids, the missiles' targets with distance, damage and refusal, and the
//! objective progress and its fulfilment the moment it happens.

use arbitro::engine::Lang;
use arbitro::engine::map::{Map, on_map};
use arbitro::engine::teg::{self, Game, Progress, TegLog};
use serde_json::Value;

fn scenario_log(name: &str) -> TegLog {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/scenarios/teg")
        .join(format!("{name}.json"));
    let doc: Value =
        serde_json::from_str(&std::fs::read_to_string(path).expect("scenario")).expect("json");
    on_map(Map::teg_revancha(), || {
        TegLog::parse(&doc["log"].to_string()).expect("log")
    })
}

fn replayed(log: &TegLog) -> Game {
    on_map(Map::teg_revancha(), || teg::replay(log).expect("replays"))
}

fn id(slug: &str) -> arbitro::engine::map::TerritoryId {
    Map::teg_revancha().by_slug(slug).expect("country")
}

#[test]
fn a_condominium_counts_for_neither_co_owner() {
    let mut log = scenario_log("aggression_joint_attack_makes_a_condominium");
    // Europa cards for the allies, so their progress reads Ucrania's continent.
    log.objectives = [
        ("0", "occ_02"),
        ("1", "occ_10"),
        ("2", "occ_01"),
        ("3", "occ_03"),
    ]
    .into_iter()
    .map(|(s, o)| (s.to_string(), vec![o.to_string()]))
    .collect();
    let before = {
        let mut l = log.clone();
        l.actions.truncate(8);
        replayed(&l)
    };
    let game = replayed(&log);
    let ucrania = id("ucrania");
    assert_eq!(game.holder(ucrania), None);
    assert_eq!(game.force(0, ucrania), Some((2, 0)));
    assert_eq!(game.force(1, ucrania), Some((1, 0)));
    assert_eq!(game.force(2, ucrania), None);
    // Carla lost Ucrania; neither ally gained a country.
    for s in 0..2 {
        assert_eq!(game.common_progress(s).0, before.common_progress(s).0);
        assert_eq!(game.countries_of(s), before.countries_of(s));
    }
    assert_eq!(game.common_progress(2).0, before.common_progress(2).0 - 1);
    // Progress towards Europa counts the countries held alone there, not the share.
    let map = Map::teg_revancha();
    let europa = map.territory(ucrania).continent;
    let area = map.continent(europa).territories;
    for s in 0..2u8 {
        let progress = game.secret_progress(s);
        let (held, asked) = progress[0]
            .lines
            .iter()
            .find_map(|l| match l {
                Progress::Continent {
                    continent,
                    held,
                    asked,
                } if *continent == europa => Some((*held, *asked)),
                _ => None,
            })
            .expect("a Europa line");
        assert_eq!(held, (game.countries_of(s) & area).count_ones());
        assert_eq!(asked, area.count_ones());
        assert!(!progress[0].met);
    }
}

#[test]
fn pacts_say_their_kind_and_what_they_forbid() {
    let game = replayed(&scenario_log("aggression_joint_attack_makes_a_condominium"));
    let views = game.pact_views(Lang::En);
    let kinds: Vec<&str> = views.iter().map(|v| v.kind).collect();
    assert_eq!(kinds, ["aggression", "condominium"]);
    assert!(views[0].forbids.contains("Ukraine"), "{}", views[0].forbids);
    assert!(views[1].forbids.contains("Ukraine"), "{}", views[1].forbids);
    let it = game.pact_views(Lang::It);
    assert_ne!(it[0].forbids, views[0].forbids);
    // Spanish names the country as printed on the board and both parties by name.
    let es = game.pact_views(Lang::Es);
    let names = game.names();
    for (e, v) in es.iter().zip(&views) {
        assert_ne!(e.forbids, v.forbids);
        assert!(e.forbids.contains("Ucrania"), "{}", e.forbids);
        for p in e.parties {
            let name = &names[usize::from(p)];
            assert!(e.forbids.contains(name.as_str()), "{name}: {}", e.forbids);
            assert!(v.forbids.contains(name.as_str()), "{name}: {}", v.forbids);
        }
    }
}

#[test]
fn missile_targets_name_distance_damage_and_refusal() {
    // Dario's missile in Polonia, next to the condominium (Ana 5 armies, Beto 1).
    let mut log = scenario_log("missile_hits_one_occupant");
    log.actions.pop();
    let game = replayed(&log);
    let targets = game.missile_targets(3, id("polonia"));
    let at = |to: &str, against: Option<u8>| {
        targets
            .iter()
            .find(|t| t.to == id(to) && t.against == against)
            .unwrap_or_else(|| panic!("{to} {against:?} not among {targets:?}"))
            .clone()
    };
    let ana = at("ucrania", Some(0));
    assert_eq!((ana.distance, ana.damage, ana.refused), (1, 3, None));
    let beto = at("ucrania", Some(1));
    assert_eq!(beto.refused, Some("missile_target_too_weak"));
    assert!(targets.iter().all(|t| (1..=3).contains(&t.distance)));
    assert!(targets.iter().all(|t| t.damage == 4 - t.distance));
}

#[test]
fn the_fulfilment_shows_the_moment_it_happens() {
    let log = scenario_log("common_objective_ends_the_match");
    let game = replayed(&log);
    let state = on_map(Map::teg_revancha(), || {
        serde_json::to_value(game.view()).expect("state")
    });
    assert_eq!(state["fulfilled"]["seat"], 0);
    assert_eq!(state["fulfilled"]["reason"], "common");
    let mut shorter = log.clone();
    shorter.actions.pop();
    let earlier = replayed(&shorter);
    assert!(earlier.fulfilled().is_none());
}
