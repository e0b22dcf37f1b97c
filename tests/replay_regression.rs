//! Every existing log replays as it did: each scenario (`tests/scenarios/*.json`, its
//! `log`) and each shipped example (`docs/examples/*.json`) is replayed with
//! `replay_report` and compared with the report recorded in
//! `tests/replay_regression/expected.json`.
//!
//! The expected file was written by the engine *before* the issue-13 rule changes (the
//! clock checks and the forfeit), so a difference here means an old log now replays
//! differently. The referee's sentences (`message`, `message_it`, `message_en`,
//! `message_es`) are left out of the comparison on purpose: their wording changed (names
//! instead of seats; Spanish added),
//! and the sentences are not part of the replay contract — the exit code, the refused
//! index, the code, the refusal's data, the state and the score are.
//!
//! To record the file again (only when a change of output is intended and reviewed):
//! `ARBITRO_BLESS=1 cargo test --test replay_regression`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use arbitro::engine::replay_report;
use serde_json::Value;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn expected_file() -> PathBuf {
    root().join("tests/replay_regression/expected.json")
}

/// Every fixture as (name, log text), sorted by name.
fn fixtures() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (dir, scenario) in [("tests/scenarios", true), ("docs/examples", false)] {
        let entries = std::fs::read_dir(root().join(dir)).expect("fixture folder");
        for path in entries.filter_map(|e| e.ok().map(|e| e.path())) {
            if path.extension().is_none_or(|x| x != "json") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("read fixture");
            let name = format!("{dir}/{}", path.file_name().unwrap_or_default().display());
            let log = if scenario {
                let doc: Value = serde_json::from_str(&text).expect("scenario JSON");
                doc["log"].to_string()
            } else {
                text
            };
            out.push((name, log));
        }
    }
    out.sort();
    out
}

/// The report without the sentences, plus the exit code.
fn outcome(log: &str) -> Value {
    let (exit, text) = replay_report(log);
    let mut report: Value = serde_json::from_str(&text).expect("one JSON object");
    if let Value::Object(m) = &mut report {
        for k in ["message", "message_it", "message_en", "message_es"] {
            m.remove(k);
        }
        if let Some(Value::Object(d)) = m.get_mut("detail") {
            d.remove("message_it");
            d.remove("message_en");
            d.remove("message_es");
        }
    }
    serde_json::json!({ "exit": exit, "report": report })
}

#[test]
fn every_existing_fixture_replays_as_before() {
    let actual: BTreeMap<String, Value> = fixtures()
        .into_iter()
        .map(|(name, log)| (name, outcome(&log)))
        .collect();
    if std::env::var_os("ARBITRO_BLESS").is_some() {
        let text = serde_json::to_string_pretty(&actual).expect("json");
        std::fs::create_dir_all(expected_file().parent().expect("parent")).expect("mkdir");
        std::fs::write(expected_file(), text + "\n").expect("write expected");
        return;
    }
    let text = std::fs::read_to_string(expected_file()).expect("expected.json");
    let expected: BTreeMap<String, Value> = serde_json::from_str(&text).expect("expected JSON");
    assert!(expected.len() >= 100, "only {} recorded", expected.len());
    let mut problems = Vec::new();
    for (name, want) in &expected {
        match actual.get(name) {
            None => problems.push(format!("{name}: fixture missing")),
            Some(got) if got != want => problems.push(format!(
                "{name}: replays differently\n  before: {want}\n  now:    {got}"
            )),
            Some(_) => {}
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
