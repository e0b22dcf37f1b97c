//! What each pact forbids, in every language: every kind names its two parties in party
//! order and its countries and continents as printed on the board.

use super::*;
use crate::engine::map::Map;
use crate::engine::teg::replay;

/// Every kind, listed by a `match` so a new kind fails to compile here until it has
/// its sentence checked.
fn every_kind() -> Vec<PactKind> {
    let all = [
        PactKind::Countries,
        PactKind::Continent,
        PactKind::Frontier,
        PactKind::World,
        PactKind::Aggression,
        PactKind::Condominium,
    ];
    for k in all {
        match k {
            PactKind::Countries
            | PactKind::Continent
            | PactKind::Frontier
            | PactKind::World
            | PactKind::Aggression
            | PactKind::Condominium => {}
        }
    }
    all.to_vec()
}

fn three_players() -> crate::engine::teg::Game {
    let log = crate::engine::teg::fixtures::dealt_round(&["Ana", "Beto", "Carla"], &[]);
    replay(&log).expect("a fair deal")
}

#[test]
fn every_pact_kind_forbids_in_spanish_naming_the_players() {
    let g = three_players();
    let map = Map::teg_revancha();
    let country = |s: &str| map.by_slug(s).expect("country");
    let continent = |s: &str| map.continent_by_slug(s).expect("continent").0;
    for kind in every_kind() {
        let (countries, continents) = match kind {
            PactKind::Countries => (vec![country("ucrania"), country("polonia")], vec![]),
            PactKind::Condominium => (vec![country("ucrania")], vec![]),
            PactKind::Aggression => (
                vec![country("ucrania"), country("polonia"), country("rusia")],
                vec![],
            ),
            PactKind::Continent => (vec![], vec![continent("europa")]),
            PactKind::Frontier => (vec![], vec![continent("europa"), continent("asia")]),
            PactKind::World => (vec![], vec![]),
        };
        let pact = Pact {
            id: 7,
            kind,
            parties: [2, 0],
            countries,
            continents,
            broken: None,
            until: None,
            pending: false,
        };
        let es = g.forbids(&pact, Lang::Es);
        assert!(
            es.contains("Carla") && es.contains("Ana") && !es.contains("Beto"),
            "{kind:?}: {es}"
        );
        assert!(es.find("Carla") < es.find("Ana"), "party order: {es}");
        // An aggression pact names its target (its last country), the others all.
        let named = match kind {
            PactKind::Aggression => &pact.countries[2..],
            _ => &pact.countries[..],
        };
        for c in named {
            assert!(es.contains(map.name(*c, Lang::Es)), "{kind:?}: {es}");
        }
        for c in &pact.continents {
            let name = map.continent_name(ContinentId(*c), Lang::Es);
            assert!(es.contains(name), "{kind:?}: {es}");
        }
        for lang in [Lang::It, Lang::En] {
            let other = g.forbids(&pact, lang);
            assert_ne!(es, other, "{kind:?} in {lang:?}");
            assert!(other.contains("Carla") && other.contains("Ana"), "{other}");
        }
    }
}

#[test]
fn a_truce_of_the_countries_names_the_three_countries_in_every_language() {
    let mut g = three_players();
    g.settings.aggression_truce = crate::engine::teg::AggressionTruce::AggressorCountries;
    let map = Map::teg_revancha();
    let countries: Vec<_> = ["iran", "rusia", "ucrania"]
        .iter()
        .map(|s| map.by_slug(s).expect("country"))
        .collect();
    let pact = Pact {
        id: 9,
        kind: PactKind::Aggression,
        parties: [0, 1],
        countries: countries.clone(),
        continents: vec![],
        broken: None,
        until: None,
        pending: true,
    };
    assert!(g.truce_by_countries(&pact));
    for lang in [Lang::It, Lang::En, Lang::Es] {
        let words = g.forbids(&pact, lang);
        assert!(words.contains("Ana") && words.contains("Beto"), "{words}");
        for c in &countries {
            assert!(words.contains(map.name(*c, lang)), "{lang:?}: {words}");
        }
    }
}

#[test]
fn a_blank_name_reads_as_the_place_at_the_table() {
    let mut g = three_players();
    g.players[0].name = "  ".into();
    let pact = Pact {
        id: 1,
        kind: PactKind::World,
        parties: [0, 1],
        countries: vec![],
        continents: vec![],
        broken: None,
        until: None,
        pending: false,
    };
    let es = g.forbids(&pact, Lang::Es);
    assert!(es.contains("Beto") && !es.contains("  y"), "{es}");
    assert!(es.contains("Jugador 1"), "{es}");
}
