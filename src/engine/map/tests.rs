//! The shipped boards, the checks at load (each fed a file broken on purpose), the board
//! picture's geometry and ids read and written on the ruleset's map.

use super::*;

/// Each continent (or region) of `m` as `(slug, territories, bonus)`, in board order.
fn sizes(m: &Map) -> Vec<(&str, u32, u32)> {
    m.continents()
        .map(|(_, c)| (c.slug.as_str(), c.size(), c.bonus))
        .collect()
}

/// The territory `slug` of `m`; a test names only territories its board has.
fn id(m: &Map, slug: &str) -> TerritoryId {
    m.by_slug(slug).unwrap_or_else(|| panic!("{slug}"))
}

#[test]
fn risiko_map_has_the_published_shape() {
    let m = Map::risiko();
    assert_eq!(m.territory_count(), 42);
    assert_eq!(m.border_count(), 82);
    let sizes = sizes(m);
    assert!(sizes.contains(&("asia", 12, 7)));
    assert!(sizes.contains(&("asia_del_nord", 6, 3)));
    let med = m.by_slug("medio_oriente").expect("medio_oriente");
    assert!(m.adjacent(med, m.by_slug("cina").expect("cina")));
    assert!(!m.adjacent(med, m.by_slug("africa_orientale").expect("ao")));
}

#[test]
fn risiko_cards_have_fourteen_of_each_symbol() {
    let m = Map::risiko();
    for symbol in ["fante", "cannone", "cavallo"] {
        let n = m
            .territory_ids()
            .filter(|&t| m.territory(t).card.as_deref() == Some(symbol))
            .count();
        assert_eq!(n, 14, "{symbol}");
    }
    let unverified: Vec<&str> = m
        .territory_ids()
        .filter(|&t| !m.territory(t).card_verified)
        .map(|t| m.territory(t).slug.as_str())
        .collect();
    assert_eq!(unverified, ["europa_occidentale", "africa_del_nord"]);
}

#[test]
fn risk2210_board_has_the_pages_shape() {
    let m = Map::risk2210();
    assert_eq!(m.id, "risk2210");
    assert_eq!(m.territory_count(), 69);
    assert_eq!(m.border_count(), 136);
    let (land, sea, moon) = (
        m.layer(Layer::Land),
        m.layer(Layer::Sea),
        m.layer(Layer::Moon),
    );
    assert_eq!(
        (land.count_ones(), sea.count_ones(), moon.count_ones()),
        (42, 13, 14)
    );
    // Borders by the layers they join: each counted from both ends, then halved.
    let ends = |from: u128, to: u128| -> u32 {
        members(from)
            .map(|t| (m.neighbour_set(t) & to).count_ones())
            .sum()
    };
    assert_eq!(ends(land, land) / 2, 82);
    assert_eq!(ends(land, sea), 13);
    assert_eq!(ends(sea, sea) / 2, 9);
    assert_eq!(ends(moon, moon) / 2, 32);
    assert_eq!(
        ends(moon, land | sea),
        0,
        "no border joins the Earth to the Moon"
    );
    // Every Moon border, and no Earth border, is flagged unverified.
    for a in m.territory_ids() {
        for b in m.neighbours(a) {
            assert_eq!(
                m.border_unverified(a, b),
                moon & a.bit() != 0,
                "{a:?} {b:?}"
            );
        }
    }
    let t = |slug: &str| id(m, slug);
    assert!(m.adjacent(t("amazon_desert"), t("nova_brasilia")));
    assert!(m.adjacent(t("neo_tokyo"), t("new_atlantis")));
    assert!(
        m.adjacent(t("rhaeticus"), t("byrgius")),
        "R4 only, kept in the union"
    );
    assert!(!m.adjacent(t("tycho"), t("bay_of_dew")));
    let regions: Vec<(&str, u32, u32, Layer)> = m
        .continents()
        .skip(6)
        .map(|(_, c)| (c.slug.as_str(), c.size(), c.bonus, c.layer))
        .collect();
    assert_eq!(
        regions,
        [
            ("us_pacific", 3, 2, Layer::Sea),
            ("asia_pacific", 2, 1, Layer::Sea),
            ("north_atlantic", 3, 2, Layer::Sea),
            ("south_atlantic", 2, 1, Layer::Sea),
            ("indian", 3, 2, Layer::Sea),
            ("cresinion", 4, 2, Layer::Moon),
            ("delphot", 4, 2, Layer::Moon),
            ("sajon", 6, 4, Layer::Moon),
        ]
    );
}

#[test]
fn risk2210_land_layer_has_the_pages_shape() {
    let m = Map::risk2210();
    assert_eq!(
        sizes(m)[..6],
        [
            ("north_america", 9, 5),
            ("south_america", 4, 2),
            ("europe", 7, 5),
            ("africa", 6, 3),
            ("asia", 12, 7),
            ("australia", 4, 2),
        ]
    );
    let t = |slug: &str| id(m, slug);
    // The seed's own example: the Exiled States of America border these four.
    let land = m.layer(Layer::Land);
    let exiled: Vec<&str> = members(m.neighbour_set(t("exiled_states_of_america")) & land)
        .map(|n| m.territory(n).slug.as_str())
        .collect();
    assert_eq!(
        exiled,
        ["nunavut", "canada", "republique_du_quebec", "iceland_grc"]
    );
    assert!(m.adjacent(t("northwestern_oil_emirate"), t("pevek")));
    assert!(!m.adjacent(t("ministry_of_djibouti"), t("middle_east")));
    let land_borders: u32 = members(land)
        .map(|i| (m.neighbour_set(i) & land).count_ones())
        .sum();
    assert_eq!(land_borders / 2, 82, "the layer classic Risiko plays on");
    assert_eq!(m.name(t("egypt"), super::super::Lang::It), "Egitto");
    assert_eq!(m.name(t("egypt"), super::super::Lang::En), "Egypt");
    assert_eq!(m.name(t("egypt"), super::super::Lang::Es), "Egipto");
    // An invented name has no Spanish form: the Spanish sentence keeps the printed one.
    assert_eq!(
        m.name(t("java_cartel"), super::super::Lang::Es),
        "Java Cartel"
    );
    assert_eq!(
        m.territory(t("andean_nations")).gender_it,
        Gender::FemininePlural
    );
    // The seed does not say which symbol each card shows.
    assert!(m.territory_ids().all(|i| m.territory(i).card.is_none()));
}

#[test]
fn boards_are_found_by_name() {
    assert_eq!(
        Map::names().collect::<Vec<_>>(),
        ["risiko", "risk2210", "teg-revancha"]
    );
    for name in Map::names() {
        let m = Map::by_name(name).expect("a shipped map");
        assert_eq!(m.id, name);
        assert!(
            std::ptr::eq(m, Map::by_name(name).expect("again")),
            "parsed once"
        );
    }
    assert!(std::ptr::eq(
        Map::risiko(),
        Map::by_name("risiko").expect("risiko")
    ));
    assert_eq!(
        Map::by_name("risk2210").map(|m| m.name_en.as_str()),
        Some("Risk 2210 A.D. (Earth, seas and Moon)")
    );
    assert!(Map::by_name("teg").is_none());
}

// --- the checks at load, each on the shipped 2210 file broken in one place ---

const RISK2210: &str = include_str!("../maps/risk2210.toml");

/// The 2210 file with `from` replaced by `to` once; `from` must be in the file, so a
/// test cannot pass because its edit missed.
fn broken(edits: &[(&str, &str)]) -> String {
    let mut text = RISK2210.to_string();
    for (from, to) in edits {
        assert!(
            text.contains(from),
            "the map file no longer contains {from:?}"
        );
        text = text.replacen(from, to, 1);
    }
    text
}

fn rejected(text: &str) -> String {
    match Map::from_toml(text) {
        Ok(_) => panic!("a broken map was accepted"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn the_shipped_file_itself_loads() {
    assert!(Map::from_toml(RISK2210).is_ok());
}

/// Text replacements in the 2210 file, in order: (what is there, what it becomes).
type Edits = &'static [(&'static str, &'static str)];

/// Each check at load, on the shipped 2210 file broken in one place: what is broken, the
/// edits that break it, and what the refusal must say.
const BROKEN: &[(&str, Edits, &str)] = &[
    (
        "a one-way border",
        &[(
            r#"neighbours = ["canada", "iceland_grc", "nunavut", "republique_du_quebec"]"#,
            r#"neighbours = ["iceland_grc", "nunavut", "republique_du_quebec"]"#,
        )],
        "canada - exiled_states_of_america is one-way",
    ),
    (
        "an unknown continent",
        &[("continent = \"australia\"", "continent = \"oceania\"")],
        "unknown continent `oceania`",
    ),
    (
        "a duplicate id",
        &[("id = \"japan\"", "id = \"pevek\"")],
        "territory id `pevek` used twice",
    ),
    (
        "an unknown neighbour",
        &[(
            "\"khan_industrial_state\", \"pevek\", \"neo_tokyo\"]",
            "\"khan_state\", \"pevek\", \"neo_tokyo\"]",
        )],
        "unknown neighbour `khan_state`",
    ),
    (
        "a missing coordinate",
        &[("x = 712\n", "")],
        "missing field `x`",
    ),
    (
        "a centre off the canvas",
        &[("x = 416\ny = 520\n", "x = 416\ny = 720\n")],
        "centre 416,720 is off the 1000x600 canvas",
    ),
    (
        // Cut Australia off Asia (Java Cartel - Angkhor Wat) and off the seas (Java
        // Cartel - Sung Tzu, Aboriginal League - Akara), both sides of each border.
        "a board in two pieces",
        &[
            (
                r#"["aboriginal_league", "angkhor_wat", "new_guinea", "sung_tzu"]"#,
                r#"["aboriginal_league", "new_guinea"]"#,
            ),
            (
                r#"["australian_testing_ground", "java_cartel", "new_guinea", "akara"]"#,
                r#"["australian_testing_ground", "java_cartel", "new_guinea"]"#,
            ),
            (
                r#"neighbours = ["java_cartel", "neo_tokyo"]"#,
                r#"neighbours = ["neo_tokyo"]"#,
            ),
            (
                r#"neighbours = ["aboriginal_league", "microcorp"]"#,
                r#"neighbours = ["microcorp"]"#,
            ),
            (
                r#"["hong_kong", "java_cartel", "united_indiastan"]"#,
                r#"["hong_kong", "united_indiastan"]"#,
            ),
        ],
        "territory `java_cartel` cannot be reached from `northwestern_oil_emirate`",
    ),
    (
        "a territory bordering itself",
        &[(
            r#"neighbours = ["amazon_desert", "andean_nations"]"#,
            r#"neighbours = ["argentina", "andean_nations"]"#,
        )],
        "territory `argentina` borders itself",
    ),
    (
        "a border from the Earth to the Moon",
        &[
            (
                r#"neighbours = ["aboriginal_league", "microcorp"]"#,
                r#"neighbours = ["aboriginal_league", "microcorp", "tycho"]"#,
            ),
            (
                r#"neighbours = ["marsh_of_diseases", "sea_of_clouds", "straight_wall"]
unverified"#,
                r#"neighbours = ["marsh_of_diseases", "sea_of_clouds", "straight_wall", "akara"]
unverified"#,
            ),
        ],
        "joins the Earth to the Moon",
    ),
    (
        "an unverified border that is no border",
        &[(
            r#"unverified = ["marsh_of_diseases", "sea_of_clouds", "straight_wall"]"#,
            r#"unverified = ["marsh_of_diseases", "sea_of_clouds", "straight_wall", "harpalus"]"#,
        )],
        "unverified `harpalus` is not a neighbour",
    ),
    (
        "an unverified border flagged on one side only",
        &[(
            r#"unverified = ["marsh_of_diseases", "sea_of_clouds", "straight_wall"]"#,
            r#"unverified = ["marsh_of_diseases", "sea_of_clouds"]"#,
        )],
        "unverified on one side only",
    ),
];

#[test]
fn every_check_at_load_rejects_its_broken_file() {
    for (what, edits, said) in BROKEN {
        let e = rejected(&broken(edits));
        assert!(e.contains(said), "{what}: {e}");
    }
}

#[test]
fn teg_revancha_board_has_the_pages_shape() {
    let m = Map::teg_revancha();
    assert_eq!(m.id, "teg-revancha");
    assert_eq!(m.territory_count(), 72);
    assert_eq!(m.border_count(), 135);
    assert_eq!(
        sizes(m),
        [
            ("america_del_norte", 12, 6),
            ("america_central", 6, 3),
            ("america_del_sur", 8, 4),
            ("europa", 16, 8),
            ("asia", 16, 8),
            ("africa", 8, 4),
            ("oceania", 6, 3),
        ]
    );
    let t = |slug: &str| id(m, slug);
    // The seed's bridge, and the disputed one kept until a club checks its board.
    assert!(m.adjacent(t("mauritania"), t("uruguay")));
    assert!(m.adjacent(t("nigeria"), t("uruguay")));
    assert!(!m.adjacent(t("irak"), t("ucrania")));
    // The seed's missile example needs Nueva Zelanda's single border to be Tasmania.
    let nz: Vec<&str> = m
        .neighbours(t("nueva_zelanda"))
        .map(|n| m.territory(n).slug.as_str())
        .collect();
    assert_eq!(nz, ["tasmania"]);
    assert_eq!(
        m.territory_ids().filter(|&c| m.territory(c).island).count(),
        15
    );
    assert_eq!(m.territory(t("espana")).name_es.as_deref(), Some("España"));
    assert_eq!(m.name(t("espana"), super::super::Lang::It), "Spagna");
    assert_eq!(m.name(t("espana"), super::super::Lang::Es), "España");
    assert_eq!(m.title(super::super::Lang::Es), "T.E.G. La Revancha");
    // Ids past 64 read and write as any other (the masks are 128 bits).
    on_map(m, || {
        let last = t("nueva_zelanda");
        assert!(last.0 >= 64);
        let json = serde_json::to_string(&last).expect("serialize");
        assert_eq!(json, r#""nueva_zelanda""#);
        assert_eq!(
            serde_json::from_str::<TerritoryId>(&json).expect("read"),
            last
        );
    });
}

// --- the board picture ---

/// The canvas every shipped map is drawn on: the board SVG's `viewBox="0 0 1000 600"`.
const VIEW_BOX: (u16, u16) = (1000, 600);
/// The board's circles have radius 19, the name sits under it (baseline +32, a second
/// line +13): the centre keeps this far from the top/sides and from the bottom.
const EDGE: u16 = 19;
const BELOW: u16 = 50;
/// On a 360 px phone the console's board is 240vw = 864 px wide for 1000 units (0.864 px
/// a unit). Two centres at least 51 units apart are 44 px apart on screen, the usual
/// minimum for a finger's tap target, and their circles (38 units across) never touch.
const TAP: f64 = 51.0;

#[test]
fn every_shipped_map_fits_the_picture_with_room_to_tap() {
    for name in Map::names() {
        let m = Map::by_name(name).expect("shipped");
        assert_eq!((m.width, m.height), VIEW_BOX, "{name}: the fixed view box");
        let (w, h) = VIEW_BOX;
        for t in m.territory_ids() {
            let ter = m.territory(t);
            assert!(
                (EDGE..=w - EDGE).contains(&ter.x) && (EDGE..=h - BELOW).contains(&ter.y),
                "{name}: {} at {},{} is too near the edge",
                ter.slug,
                ter.x,
                ter.y
            );
        }
        let mut closest = (f64::MAX, "", "");
        for a in m.territory_ids() {
            for b in m.territory_ids().filter(|b| *b > a) {
                let (ta, tb) = (m.territory(a), m.territory(b));
                let dx = f64::from(ta.x) - f64::from(tb.x);
                let dy = f64::from(ta.y) - f64::from(tb.y);
                let d = dx.hypot(dy);
                assert!(
                    d >= TAP,
                    "{name}: {} and {} are {d:.0} apart",
                    ta.slug,
                    tb.slug
                );
                if d < closest.0 {
                    closest = (d, ta.slug.as_str(), tb.slug.as_str());
                }
            }
        }
        // The figure docs/MAPS.md quotes (`-- --nocapture` shows it).
        println!(
            "{name}: closest centres {} - {}, {:.1} units ({:.1} px on the phone)",
            closest.1,
            closest.2,
            closest.0,
            closest.0 * 0.864
        );
    }
}

#[test]
fn a_crowded_map_fails_the_picture_test() {
    // The geometry test above must be able to fail: move Pevek onto Sakha.
    let m = Map::from_toml(&broken(&[("x = 712\ny = 85\n", "x = 650\ny = 90\n")]))
        .expect("still a valid map");
    let (s, p) = (
        m.territory(m.by_slug("sakha").expect("sakha")),
        m.territory(m.by_slug("pevek").expect("pevek")),
    );
    let d = (f64::from(s.x) - f64::from(p.x)).hypot(f64::from(s.y) - f64::from(p.y));
    assert!(d < TAP);
}

// --- ids on the ruleset's map ---

#[test]
fn a_2210_territory_id_round_trips_on_its_map() {
    let m = Map::risk2210();
    let exiled = m.by_slug("exiled_states_of_america").expect("exiled");
    on_map(m, || {
        let json = serde_json::to_string(&exiled).expect("serialize");
        assert_eq!(json, r#""exiled_states_of_america""#);
        let back: TerritoryId = serde_json::from_str(&json).expect("parse on 2210");
        assert_eq!(back, exiled);
        assert_eq!(exiled.to_string(), "exiled_states_of_america");
        let australia: ContinentId = serde_json::from_str(r#""australia""#).expect("continent");
        assert_eq!(australia.slug(), "australia");
    });
    // Outside the scope ids are read on RisiKo!, exactly as every existing log is.
    let err = serde_json::from_str::<TerritoryId>(r#""exiled_states_of_america""#)
        .expect_err("not a RisiKo! territory");
    assert!(
        err.to_string()
            .contains("unknown territory `exiled_states_of_america`")
    );
    let alaska: TerritoryId = serde_json::from_str(r#""alaska""#).expect("risiko");
    assert_eq!(Some(alaska), Map::risiko().by_slug("alaska"));
    assert!(std::ptr::eq(current(), Map::risiko()));
}

#[test]
fn the_map_scope_nests_and_survives_a_panic() {
    on_map(Map::risk2210(), || {
        on_map(Map::risiko(), || {
            assert!(std::ptr::eq(current(), Map::risiko()))
        });
        assert!(std::ptr::eq(current(), Map::risk2210()));
    });
    let caught = std::panic::catch_unwind(|| on_map(Map::risk2210(), || panic!("refused")));
    assert!(caught.is_err());
    assert!(
        std::ptr::eq(current(), Map::risiko()),
        "put back after the panic"
    );
}

#[test]
fn a_toy_one_way_border_is_rejected() {
    let text = r#"id = "x"
name_it = "x"
name_en = "x"
width = 10
height = 10
[[continents]]
id = "c"
name_it = "c"
name_en = "c"
bonus = 1
[[territories]]
id = "a"
name_it = "a"
name_en = "a"
continent = "c"
neighbours = ["b"]
x = 0
y = 0
[[territories]]
id = "b"
name_it = "b"
name_en = "b"
continent = "c"
neighbours = []
x = 0
y = 0
"#;
    assert!(matches!(Map::from_toml(text), Err(MapError::Invalid(_))));
}

#[test]
fn an_id_past_the_current_board_is_an_error_not_a_panic() {
    // T.E.G.'s 72 countries and Risk 2210 A.D.'s 69 territories have ids RisiKo!'s 42
    // do not: written on the wrong board, they are refused, never a panic.
    let far = TerritoryId(70);
    on_map(Map::risiko(), || {
        assert_eq!(far.slug(), "?");
        let err = serde_json::to_string(&far).expect_err("not on RisiKo!");
        assert!(err.to_string().contains("risiko"), "{err}");
    });
    on_map(Map::teg_revancha(), || {
        assert_eq!(
            serde_json::to_string(&far).ok(),
            Some(format!("\"{}\"", far.slug()))
        );
    });
}

#[test]
fn every_risiko_territory_and_continent_has_a_spanish_name() {
    use super::super::Lang;
    let m = Map::risiko();
    for id in m.territory_ids() {
        let name = m.territory(id).name_es.as_deref().unwrap_or("");
        assert!(!name.trim().is_empty(), "{}", m.territory(id).slug);
    }
    for (_, c) in m.continents() {
        assert!(c.name_es.is_some(), "{}", c.slug);
    }
    let t = |s: &str| m.by_slug(s).expect("territory");
    assert_eq!(m.name(t("brasile"), Lang::Es), "Brasil");
    assert_eq!(
        m.name(t("territori_del_nord_ovest"), Lang::Es),
        "Territorio del Noroeste"
    );
    assert_eq!(m.title(Lang::Es), "RisiKo! (mapa del mundo)");
    assert_eq!(m.title(Lang::It), "RisiKo! (mappa del mondo)");
}
