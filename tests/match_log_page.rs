//! `docs/MATCH-LOG.md` is what other tools write logs from, so its examples must be true:
//! every ```json block of the page parses; each whole log replays (`arbitro replay`
//! exit code 0); each action example occurs in a log that replays (on the page, or in the
//! accepted part of a classic scenario file); each other block is a setup or settings.

use std::path::{Path, PathBuf};

use arbitro::engine::classic::{Action, Settings, Setup};
use arbitro::engine::replay_report;
use serde_json::Value;

fn root() -> PathBuf {
    Path::new(file!())
        .parent()
        .unwrap_or(Path::new("tests"))
        .join("..")
}

fn json_blocks(page: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut current: Option<String> = None;
    for line in page.lines() {
        match (&mut current, line.trim_start()) {
            (None, l) if l.starts_with("```json") => current = Some(String::new()),
            (Some(b), l) if l.starts_with("```") => {
                blocks.push(std::mem::take(b));
                current = None;
            }
            (Some(b), _) => {
                b.push_str(line);
                b.push('\n');
            }
            _ => {}
        }
    }
    blocks
}

/// The page's 2 vs 2 extensions section, its tournament section, and the rest (the
/// classic log).
fn sections(page: &str) -> (String, String, String) {
    // The sections after the tournament's (TEG Jr, Risk 2210 A.D., …) are checked by
    // their own functions: the tournament's ends at the next `## ` heading.
    let torneo_at = page.find(TORNEO_HEADING).expect("tournament section");
    let torneo = h2_section(page, TORNEO_HEADING);
    let page = &page[..torneo_at];
    let start = page
        .find("## RisiKo! 2 vs 2 extensions")
        .expect("2 vs 2 section");
    let end = page[start..]
        .find("\n## Classic Risiko")
        .map_or(page.len(), |i| start + i);
    (
        page[start..end].to_string(),
        torneo.to_string(),
        format!("{}{}", &page[..start], &page[end..]),
    )
}

/// The part of `page` from `heading` (a `\n## ` line) to the next `## ` heading.
fn h2_section<'a>(page: &'a str, heading: &str) -> &'a str {
    let at = page
        .find(heading)
        .unwrap_or_else(|| panic!("{heading} section"));
    let end = page[at + 1..]
        .find("\n## ")
        .map_or(page.len(), |i| at + 1 + i);
    &page[at..end]
}

const TORNEO_HEADING: &str = "\n## RisiKo! individual tournament";
const TEGJR_HEADING: &str = "\n## TEG Jr";

/// The TEG Jr section: each whole log replays; each action example parses on the
/// example board and occurs in a log that replays (on the page, or in the accepted part
/// of a TEG Jr scenario file); each other block is settings; every kind shown.
fn check_tegjr(section: &str) {
    use arbitro::engine::map::on_map;
    use arbitro::engine::tegjr;
    let values: Vec<Value> = json_blocks(section)
        .iter()
        .map(|b| serde_json::from_str(b).unwrap_or_else(|e| panic!("{e}:\n{b}")))
        .collect();
    let mut known: Vec<Value> = Vec::new();
    for v in values.iter().filter(|v| v.get("format").is_some()) {
        let (code, out) = replay_report(&v.to_string());
        assert_eq!(code, 0, "a TEG Jr page log does not replay: {out}");
        known.extend(replaying_actions(v, None));
    }
    known.extend(scenario_actions("tests/scenarios/tegjr"));
    let mut kinds = std::collections::BTreeSet::new();
    for v in values.iter().filter(|v| v.get("format").is_none()) {
        if v.get("type").is_some() {
            let action: tegjr::Action =
                on_map(tegjr::example_map(), || serde_json::from_value(v.clone()))
                    .unwrap_or_else(|e| panic!("TEG Jr action example does not parse: {e}: {v}"));
            kinds.insert(action.kind());
            assert!(
                known.contains(v),
                "TEG Jr action example in no replaying log: {v}"
            );
        } else {
            serde_json::from_value::<tegjr::Settings>(v.clone())
                .unwrap_or_else(|e| panic!("not TEG Jr settings: {e}: {v}"));
        }
    }
    let all = [
        "replace_objective",
        "trade",
        "place",
        "attack",
        "occupy",
        "regroup",
        "end_turn",
        "declare_objective",
        "end_match",
    ];
    for kind in all {
        assert!(kinds.contains(kind), "no TEG Jr example of `{kind}`");
    }
}

/// The tournament section: each whole log replays; each action example parses and
/// occurs in a log that replays (on the page, or in the accepted part of a torneo
/// scenario file); each other block is settings or a distribution; every kind shown.
fn check_torneo(section: &str) {
    use arbitro::engine::torneo;
    let values: Vec<Value> = json_blocks(section)
        .iter()
        .map(|b| serde_json::from_str(b).unwrap_or_else(|e| panic!("{e}:\n{b}")))
        .collect();
    let mut known: Vec<Value> = Vec::new();
    for v in values.iter().filter(|v| v.get("format").is_some()) {
        let (code, out) = replay_report(&v.to_string());
        assert_eq!(code, 0, "a tournament page log does not replay: {out}");
        known.extend(replaying_actions(v, None));
    }
    known.extend(scenario_actions("tests/scenarios/torneo"));
    let mut kinds = std::collections::BTreeSet::new();
    for v in values.iter().filter(|v| v.get("format").is_none()) {
        if v.get("type").is_some() {
            let action: torneo::Action = serde_json::from_value(v.clone())
                .unwrap_or_else(|e| panic!("tournament action example does not parse: {e}: {v}"));
            kinds.insert(action.kind());
            assert!(
                known.contains(v),
                "tournament action example in no replaying log: {v}"
            );
        } else {
            let settings = serde_json::from_value::<torneo::Settings>(v.clone());
            let distribution = serde_json::from_value::<torneo::Distribution>(v.clone());
            assert!(
                settings.is_ok() || distribution.is_ok(),
                "neither settings nor distribution: {v}"
            );
        }
    }
    let all = [
        "place",
        "trade",
        "attack",
        "occupy",
        "move",
        "end_turn",
        "sdadata",
        "declare_risiko",
        "reveal_objective",
        "clock",
        "cap_violation",
        "penalty",
        "end_match",
    ];
    for kind in all {
        assert!(kinds.contains(kind), "no tournament example of `{kind}`");
    }
}

/// The actions that replay in the scenario files of a folder.
fn scenario_actions(dir: &str) -> Vec<Value> {
    let mut known = Vec::new();
    for entry in std::fs::read_dir(root().join(dir))
        .expect("scenarios")
        .flatten()
    {
        let Ok(text) = std::fs::read_to_string(entry.path()) else {
            continue;
        };
        let Ok(doc) = serde_json::from_str::<Value>(&text) else {
            continue;
        };
        if doc["expect"].get("setup_refused").is_some() {
            continue;
        }
        let refused = doc["expect"]["refused"]["index"]
            .as_u64()
            .map(|i| i as usize);
        known.extend(replaying_actions(&doc["log"], refused));
    }
    known
}

/// 2 vs 2 extensions: each whole log replays, each action example is a 2 vs 2 action,
/// each replay output example (`ok`) names the refusal code a scenario file expects.
fn check_2v2_extensions(section: &str) {
    let blocks = json_blocks(section);
    assert!(!blocks.is_empty(), "the 2 vs 2 extensions show examples");
    for b in blocks {
        let v: Value = serde_json::from_str(&b).unwrap_or_else(|e| panic!("{e}:\n{b}"));
        if v.get("format").is_some() {
            let (code, out) = replay_report(&v.to_string());
            assert_eq!(code, 0, "a 2 vs 2 page log does not replay: {out}");
        } else if v.get("type").is_some() {
            serde_json::from_value::<arbitro::engine::Action>(v.clone())
                .unwrap_or_else(|e| panic!("2 vs 2 action example does not parse: {e}: {v}"));
        } else {
            let code = v["code"].as_str().expect("a replay output names its code");
            assert_eq!(v["ok"], false, "an output example shows a refusal");
            let scenarios = std::fs::read_dir(root().join("tests/scenarios")).expect("dir");
            let found = scenarios.flatten().any(|e| {
                std::fs::read_to_string(e.path())
                    .is_ok_and(|t| t.contains(&format!("\"code\": \"{code}\"")))
            });
            assert!(found, "no scenario expects the refusal `{code}`");
        }
    }
}

/// Actions that replay: from a log, the ones before its refused action (if any).
fn replaying_actions(log: &Value, refused_at: Option<usize>) -> Vec<Value> {
    let actions = log["actions"].as_array().cloned().unwrap_or_default();
    let k = refused_at.unwrap_or(actions.len());
    actions.into_iter().take(k).collect()
}

#[test]
fn every_json_example_of_the_match_log_page_parses_and_replays() {
    let whole = std::fs::read_to_string(root().join("docs/MATCH-LOG.md")).expect("the page");
    let (two_v_two, torneo, page) = sections(&whole);
    check_2v2_extensions(&two_v_two);
    check_torneo(&torneo);
    check_tegjr(h2_section(&whole, TEGJR_HEADING));
    let blocks = json_blocks(&page);
    assert!(blocks.len() >= 15, "only {} examples", blocks.len());
    let values: Vec<Value> = blocks
        .iter()
        .map(|b| serde_json::from_str(b).unwrap_or_else(|e| panic!("{e}:\n{b}")))
        .collect();

    let mut known: Vec<Value> = Vec::new();
    for v in values.iter().filter(|v| v.get("format").is_some()) {
        let (code, out) = replay_report(&v.to_string());
        assert_eq!(code, 0, "a page log does not replay: {out}");
        known.extend(replaying_actions(v, None));
    }
    known.extend(scenario_actions("tests/scenarios/classic"));

    let mut kinds = std::collections::BTreeSet::new();
    for v in &values {
        if v.get("format").is_some() {
            continue;
        }
        if v.get("type").is_some() {
            let action: Action = serde_json::from_value(v.clone())
                .unwrap_or_else(|e| panic!("action example does not parse: {e}: {v}"));
            kinds.insert(action.kind());
            assert!(known.contains(v), "action example in no replaying log: {v}");
        } else {
            let setup = serde_json::from_value::<Setup>(v.clone());
            let settings = serde_json::from_value::<Settings>(v.clone());
            assert!(
                setup.is_ok() || settings.is_ok(),
                "neither setup nor settings: {v}"
            );
        }
    }
    let all = [
        "claim",
        "place",
        "trade",
        "attack",
        "occupy",
        "move",
        "end_turn",
        "clock",
        "end_match",
    ];
    for kind in all {
        assert!(kinds.contains(kind), "no example of `{kind}`");
    }
}

const TEG_HEADING: &str = "\n## T.E.G. La Revancha";

/// The T.E.G. section: each whole log replays; each action example parses (ids on the
/// T.E.G. board) and occurs in a log that replays (on the page, or in the accepted part
/// of a T.E.G. scenario file); each other block is settings; every kind shown.
#[test]
fn the_teg_section_parses_replays_and_shows_every_action() {
    use arbitro::engine::map::{Map, on_map};
    use arbitro::engine::teg;
    let whole = std::fs::read_to_string(root().join("docs/MATCH-LOG.md")).expect("the page");
    let values: Vec<Value> = json_blocks(h2_section(&whole, TEG_HEADING))
        .iter()
        .map(|b| serde_json::from_str(b).unwrap_or_else(|e| panic!("{e}:\n{b}")))
        .collect();
    let mut known: Vec<Value> = Vec::new();
    let mut logs = 0;
    for v in values.iter().filter(|v| v.get("format").is_some()) {
        let (code, out) = replay_report(&v.to_string());
        assert_eq!(code, 0, "a T.E.G. page log does not replay: {out}");
        known.extend(replaying_actions(v, None));
        logs += 1;
    }
    assert!(logs >= 1, "no whole log");
    known.extend(scenario_actions("tests/scenarios/teg"));
    let mut kinds = std::collections::BTreeSet::new();
    on_map(Map::teg_revancha(), || {
        for v in values.iter().filter(|v| v.get("format").is_none()) {
            if v.get("type").is_some() {
                let action: teg::Action = serde_json::from_value(v.clone())
                    .unwrap_or_else(|e| panic!("T.E.G. action example does not parse: {e}: {v}"));
                kinds.insert(action.kind());
                assert!(known.contains(v), "action example in no replaying log: {v}");
            } else {
                serde_json::from_value::<teg::Settings>(v.clone())
                    .unwrap_or_else(|e| panic!("not T.E.G. settings: {e}: {v}"));
            }
        }
    });
    for kind in [
        "place",
        "convert",
        "situation",
        "crisis_rolls",
        "trade",
        "attack",
        "occupy",
        "missile",
        "regroup",
        "draw_card",
        "claim_continent_card",
        "card_bonus",
        "end_turn",
        "pact",
        "break_pact",
        "zone_pact",
        "zone_breach",
        "aggression_pact",
        "cancel_pact",
        "occupy_condominium",
        "clock",
        "end_match",
    ] {
        assert!(kinds.contains(kind), "no example of `{kind}`");
    }
}

const R2210_HEADING: &str = "\n## Risk 2210 A.D.";

/// The Risk 2210 A.D. section: each whole log replays; each action example parses (ids
/// on the 2210 board) and occurs in a log that replays (on the page, or in the accepted
/// part of a 2210 scenario file); each other block is settings or a setup; every kind
/// and every command card of the seed shown.
#[test]
fn the_risk2210_section_parses_replays_and_shows_every_action() {
    use arbitro::engine::map::{Map, on_map};
    use arbitro::engine::risk2210;
    let whole = std::fs::read_to_string(root().join("docs/MATCH-LOG.md")).expect("the page");
    let values: Vec<Value> = json_blocks(h2_section(&whole, R2210_HEADING))
        .iter()
        .map(|b| serde_json::from_str(b).unwrap_or_else(|e| panic!("{e}:\n{b}")))
        .collect();
    let mut known: Vec<Value> = Vec::new();
    let mut logs = 0;
    for v in values.iter().filter(|v| v.get("format").is_some()) {
        let (code, out) = replay_report(&v.to_string());
        assert_eq!(code, 0, "a Risk 2210 page log does not replay: {out}");
        known.extend(replaying_actions(v, None));
        logs += 1;
    }
    assert!(
        logs >= 2,
        "the envelope and a whole log with the final setup"
    );
    known.extend(scenario_actions("tests/scenarios/risk2210"));
    let mut kinds = std::collections::BTreeSet::new();
    let mut cards = std::collections::BTreeSet::new();
    on_map(Map::risk2210(), || {
        for v in values.iter().filter(|v| v.get("format").is_none()) {
            if v.get("type").is_some() {
                let action: risk2210::Action = serde_json::from_value(v.clone())
                    .unwrap_or_else(|e| panic!("2210 action example does not parse: {e}: {v}"));
                kinds.insert(action.kind());
                if let risk2210::Action::PlayCard { card, .. } = &action {
                    cards.insert(card.clone());
                }
                assert!(known.contains(v), "action example in no replaying log: {v}");
            } else {
                let settings = serde_json::from_value::<risk2210::Settings>(v.clone());
                let setup = serde_json::from_value::<risk2210::Setup>(v.clone());
                assert!(
                    settings.is_ok() || setup.is_ok(),
                    "neither settings nor a setup: {v}"
                );
            }
        }
    });
    for kind in [
        "claim",
        "place",
        "place_piece",
        "year_start",
        "buy_commander",
        "buy_station",
        "buy_cards",
        "play_card",
        "scout_place",
        "invade",
        "throw",
        "withdraw",
        "occupy",
        "bonus_card",
        "fortify",
        "end_turn",
        "referee_adjust",
        "clock",
        "end_match",
    ] {
        assert!(kinds.contains(kind), "no example of `{kind}`");
    }
    for card in risk2210::CARDS.iter().map(|c| c.id) {
        let shown = cards.contains(card)
            || card.ends_with("_death_trap") && cards.contains("land_death_trap")
            || card == "orbital_mines" && cards.contains("land_death_trap")
            || card.starts_with("rocket_strike") && cards.contains("rocket_strike_land")
            || card == "colony_influence";
        assert!(shown, "no example of the card `{card}`");
    }
}
