//! Boards as data: each kind of problem found on a small board broken in one place, the
//! shipped maps read as boards, and random valid boards round-tripping through export
//! and import (TOML and JSON) unchanged.

use proptest::prelude::*;

use super::*;
use crate::engine::Lang;

/// A valid triangle board: `a`–`b` by land, `b`–`c` by a bridge, `c`–`a`, two continents.
const SMALL: &str = r#"
id = "piccolo"
name_it = "Piccolo"
name_en = "Small"
width = 1000
height = 600

[[continents]]
id = "nord"
name_it = "Nord"
name_en = "North"
bonus = 2

[[continents]]
id = "sud"
name_it = "Sud"
name_en = "South"
name_es = "Sur"
bonus = 1

[[territories]]
id = "a"
name_it = "Alfa"
name_en = "Alpha"
continent = "nord"
neighbours = ["b", "c"]
x = 100
y = 100

[[territories]]
id = "b"
name_it = "Beta"
name_en = "Beta"
name_es = "Beta"
continent = "nord"
neighbours = ["a", "c"]
bridges = ["c"]
x = 300
y = 100

[[territories]]
id = "c"
name_it = "Gamma"
name_en = "Gamma"
continent = "sud"
neighbours = ["a", "b"]
bridges = ["b"]
x = 200
y = 300
"#;

fn small() -> Board {
    Board::from_toml(SMALL).expect("the small board reads")
}

/// The codes of the problems of `board` with no count required.
fn codes(board: &Board) -> Vec<&'static str> {
    board
        .problems(Needs::ANY)
        .iter()
        .map(Problem::code)
        .collect()
}

fn t<'a>(board: &'a mut Board, id: &str) -> &'a mut BoardTerritory {
    board
        .territories
        .iter_mut()
        .find(|t| t.id == id)
        .expect("territory")
}

#[test]
fn the_small_board_is_valid_and_plays_as_a_map() {
    let map = small().to_map(Needs::ANY).expect("valid");
    assert_eq!(map.territory_count(), 3);
    assert_eq!(map.border_count(), 3);
    let (a, c) = (map.by_slug("a").unwrap(), map.by_slug("c").unwrap());
    assert!(map.adjacent(a, c));
    let sud = map.continent_by_slug("sud").unwrap();
    assert_eq!(map.continent(sud).territories, c.bit());
}

#[test]
fn an_id_used_twice_is_named() {
    let mut b = small();
    t(&mut b, "c").id = "a".into();
    assert!(codes(&b).contains(&"duplicate_territory"));
    let mut b = small();
    b.continents[1].id = "nord".into();
    assert!(codes(&b).contains(&"duplicate_continent"));
}

#[test]
fn a_one_way_border_is_named_with_both_countries() {
    let mut b = small();
    t(&mut b, "a").neighbours = vec!["b".into()];
    let problems = b.problems(Needs::ANY);
    assert_eq!(
        problems,
        [Problem::OneWay {
            from: "c".into(),
            to: "a".into()
        }]
    );
    assert_eq!(
        problems[0].sentence(Lang::En),
        "c borders a, but a does not border c: a border goes both ways."
    );
    assert!(problems[0].sentence(Lang::It).contains("nei due sensi"));
    assert_eq!(
        problems[0].sentence(Lang::Es),
        "c limita con a, pero a no limita con c: un límite vale en los dos sentidos."
    );
}

#[test]
fn a_country_bordering_itself_is_named() {
    let mut b = small();
    t(&mut b, "a").neighbours.push("a".into());
    assert_eq!(codes(&b), ["borders_itself"]);
}

#[test]
fn every_country_is_in_exactly_one_known_continent() {
    let mut b = small();
    t(&mut b, "a").continent = "ovest".into();
    assert_eq!(codes(&b), ["unknown_continent"]);
    let mut b = small();
    b.continents[0].territories = vec!["c".into()];
    assert_eq!(codes(&b), ["two_continents"], "c would be in nord and sud");
    let mut b = small();
    b.continents[1].region = true;
    b.continents[1].territories = vec!["a".into()];
    assert_eq!(codes(&b), ["continent_is_region"]);
}

#[test]
fn a_board_in_pieces_names_every_country_out_of_reach() {
    let mut b = small();
    for id in ["a", "b"] {
        t(&mut b, id).neighbours.retain(|n| n != "c");
        t(&mut b, id).bridges.clear();
    }
    t(&mut b, "c").neighbours.clear();
    t(&mut b, "c").bridges.clear();
    assert_eq!(
        b.problems(Needs::ANY),
        [Problem::NotConnected {
            territory: "c".into(),
            from: "a".into()
        }]
    );
}

#[test]
fn a_continent_without_countries_is_named() {
    let mut b = small();
    t(&mut b, "c").continent = "nord".into();
    assert_eq!(codes(&b), ["empty_continent"]);
}

#[test]
fn the_count_a_ruleset_needs_is_checked() {
    let needs = Needs {
        territories: Some(32),
        ..Needs::ANY
    };
    let problems = small().problems(needs);
    assert_eq!(problems, [Problem::WrongCount { needs: 32, has: 3 }]);
    assert_eq!(
        problems[0].sentence(Lang::It),
        "Il regolamento vuole 32 paesi, il tabellone ne ha 3."
    );
    assert!(
        small()
            .to_map(Needs {
                territories: Some(3),
                ..Needs::ANY
            })
            .is_ok()
    );
}

#[test]
fn unknown_names_bad_ids_and_loose_bridges_are_named() {
    let mut b = small();
    t(&mut b, "a").neighbours.push("zeta".into());
    t(&mut b, "a").bridges.push("b".into());
    t(&mut b, "c").bridges.clear();
    t(&mut b, "b").name_it = " ".into();
    t(&mut b, "b").x = 1001;
    b.id = "Con Spazi".into();
    assert_eq!(
        codes(&b),
        [
            "bad_id",
            "no_name",
            "unknown_neighbour",
            "one_way_bridge",
            "one_way_bridge",
            "off_canvas"
        ]
    );
    let mut b = small();
    t(&mut b, "a").bridges.push("zeta".into());
    assert_eq!(codes(&b), ["bridge_not_border"]);
}

#[test]
fn every_problem_is_reported_at_once() {
    let mut b = small();
    t(&mut b, "a").neighbours.push("a".into());
    t(&mut b, "b").continent = "ovest".into();
    assert_eq!(codes(&b), ["borders_itself", "unknown_continent"]);
    assert!(b.to_map(Needs::ANY).is_err());
}

#[test]
fn an_empty_or_oversized_board_is_refused_without_panic() {
    let mut b = small();
    b.territories.clear();
    assert!(codes(&b).contains(&"no_territories"));
    let mut b = small();
    let extra = b.territories[0].clone();
    for i in 0..130 {
        let mut e = extra.clone();
        e.id = format!("x{i}");
        b.territories.push(e);
    }
    assert!(codes(&b).contains(&"too_many_territories"));
}

#[test]
fn the_shipped_maps_are_valid_boards_that_build_the_same_map() {
    for (name, text) in crate::engine::SHIPPED_MAPS {
        let board = Board::from_toml(text).expect(name);
        let built = board.to_map(Needs::ANY).expect(name);
        let shipped = Map::by_name(name).expect(name);
        assert_eq!(built.territory_count(), shipped.territory_count());
        for id in shipped.territory_ids() {
            assert_eq!(built.neighbour_set(id), shipped.neighbour_set(id), "{name}");
            assert_eq!(built.territory(id).slug, shipped.territory(id).slug);
            assert_eq!(
                built.name(id, Lang::Es),
                shipped.name(id, Lang::Es),
                "{name}"
            );
        }
        let masks = |m: &Map| {
            m.continents()
                .map(|(_, c)| c.territories)
                .collect::<Vec<_>>()
        };
        assert_eq!(masks(&built), masks(shipped));
        assert_eq!(built.title(Lang::Es), shipped.title(Lang::Es), "{name}");
        assert_eq!(Board::from_toml(&board.to_toml()).expect(name), board);
    }
}

#[test]
fn spanish_names_are_optional_and_fall_back_to_italian() {
    let b = small();
    assert_eq!(b.title(Lang::Es), "Piccolo", "no name_es: the Italian name");
    assert_eq!(b.continents[1].name(Lang::Es), "Sur");
    assert_eq!(b.continents[0].name(Lang::Es), "Nord");
    assert_eq!(b.territories[0].name(Lang::Es), "Alfa");
    let m = b.to_map(Needs::ANY).expect("valid");
    let sud = m.continent_by_slug("sud").expect("sud");
    assert_eq!(m.continent_name(sud, Lang::Es), "Sur");
    assert_eq!(m.title(Lang::Es), "Piccolo");
    // A Spanish board name survives export and import, in both formats.
    let mut named = small();
    named.name_es = "Pequeño".into();
    assert_eq!(Board::from_toml(&named.to_toml()).expect("toml"), named);
    assert_eq!(Board::from_json(&named.to_json()).expect("json"), named);
    let m = named.to_map(Needs::ANY).expect("valid");
    assert_eq!(m.title(Lang::Es), "Pequeño");
}

#[test]
fn a_board_is_interned_once_per_content() {
    let b = small();
    let one = intern(&b, Needs::ANY).expect("valid");
    assert!(std::ptr::eq(one, intern(&b, Needs::ANY).unwrap()));
    assert!(std::ptr::eq(one, interned(&b.hash()).unwrap()));
    let mut other = small();
    other.name_it = "Altro".into();
    assert_ne!(other.hash(), b.hash());
    assert!(!std::ptr::eq(one, intern(&other, Needs::ANY).unwrap()));
    let mut broken = small();
    broken.territories.clear();
    assert!(intern(&broken, Needs::ANY).is_err());
    assert!(interned(&broken.hash()).is_none(), "nothing kept");
}

#[test]
fn json_and_toml_read_the_same_board() {
    let b = small();
    assert_eq!(Board::from_text(&b.to_json()).unwrap(), b);
    assert_eq!(Board::from_text(SMALL).unwrap(), b);
    let err = Board::from_text("id = \"x\"\nwidht = 3").unwrap_err();
    assert!(err.0.contains("widht"), "{err}");
}

/// A random valid board: a spanning tree of borders plus extra ones, some drawn as
/// bridges, every continent used, names in any script.
fn valid_board() -> impl Strategy<Value = Board> {
    (2usize..=24, 1usize..=4).prop_flat_map(|(n, c)| {
        let c = c.min(n);
        (
            proptest::collection::vec(any::<prop::sample::Index>(), n),
            proptest::collection::vec((0..n, 0..n, any::<bool>()), 0..n * 2),
            proptest::collection::vec(
                ("\\p{L}\\PC{0,11}", "\\p{L}\\PC{0,11}", "\\PC{0,12}"),
                n + c,
            ),
            proptest::collection::vec((0u16..=1000, 0u16..=600, 0u32..9), n),
        )
            .prop_map(move |(parents, extra, names, spots)| {
                let mut edges = std::collections::BTreeMap::new();
                for (i, p) in parents.iter().enumerate().skip(1) {
                    edges.insert((p.index(i), i), false);
                }
                for (a, b, bridge) in extra {
                    if a != b {
                        edges.insert((a.min(b), a.max(b)), bridge);
                    }
                }
                board_of(n, c, &edges, &names, &spots)
            })
    })
}

fn board_of(
    n: usize,
    c: usize,
    edges: &std::collections::BTreeMap<(usize, usize), bool>,
    names: &[(String, String, String)],
    spots: &[(u16, u16, u32)],
) -> Board {
    let continents = (0..c)
        .map(|i| BoardContinent {
            id: format!("c{i}"),
            name_it: names[n + i].0.clone(),
            name_en: names[n + i].1.clone(),
            name_es: names[n + i].2.clone(),
            gender: Gender::Feminine,
            bonus: spots[i].2,
            region: false,
            territories: Vec::new(),
            layer: Layer::Land,
        })
        .collect();
    let territories = (0..n)
        .map(|i| {
            let ends = |bridges: bool| {
                edges
                    .iter()
                    .filter(|(_, b)| !bridges || **b)
                    .filter_map(|(&(a, b), _)| (a == i).then_some(b).or((b == i).then_some(a)))
                    .map(|j| format!("t{j}"))
                    .collect()
            };
            BoardTerritory {
                id: format!("t{i}"),
                name_it: names[i].0.clone(),
                name_en: names[i].1.clone(),
                name_es: names[i].2.clone(),
                gender: Gender::Masculine,
                continent: format!("c{}", i % c),
                neighbours: ends(false),
                bridges: ends(true),
                x: spots[i].0,
                y: spots[i].1,
                card: spots[i].2.is_multiple_of(3).then(|| "fante".to_string()),
                card_unverified: spots[i].2 == 3,
                unverified: Vec::new(),
                island: i % 4 == 1,
            }
        })
        .collect();
    Board {
        id: "casuale".into(),
        name_it: names[0].0.clone(),
        name_en: names[0].1.clone(),
        name_es: String::new(),
        width: 1000,
        height: 600,
        continents,
        territories,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_valid_board_round_trips_through_export_and_import(board in valid_board()) {
        prop_assert!(board.problems(Needs::ANY).is_empty(), "{:?}", board.problems(Needs::ANY));
        prop_assert_eq!(&Board::from_toml(&board.to_toml()).unwrap(), &board);
        prop_assert_eq!(&Board::from_json(&board.to_json()).unwrap(), &board);
        prop_assert_eq!(Board::from_text(&board.to_toml()).unwrap().hash(), board.hash());
    }
}

#[test]
fn teg_jr_wants_enough_countries_for_four_players_not_the_boxs_count() {
    let needs = crate::engine::tegjr::BOARD_NEEDS;
    let problems = small().problems(needs);
    assert_eq!(problems, [Problem::TooFew { needs: 8, has: 3 }]);
    assert_eq!(
        problems[0].sentence(Lang::En),
        "The ruleset needs at least 8 countries, the board has 3: add 5 more."
    );
    assert_eq!(problems[0].code(), "too_few_territories");
}

#[test]
fn a_bonus_region_listing_an_unknown_country_is_named() {
    let mut b = small();
    b.continents.push(BoardContinent {
        id: "costa".into(),
        name_it: "Costa".into(),
        name_en: "Coast".into(),
        name_es: String::new(),
        gender: Default::default(),
        bonus: 1,
        region: true,
        territories: vec!["a".into(), "zeta".into()],
        layer: Default::default(),
    });
    assert_eq!(codes(&b), ["unknown_in_region"]);
    let p = b.problems(Needs::ANY);
    assert!(
        p[0].sentence(Lang::En).contains("zeta"),
        "{}",
        p[0].sentence(Lang::En)
    );
}
