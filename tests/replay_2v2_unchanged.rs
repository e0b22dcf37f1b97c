//! Every 2 vs 2 fixture (`tests/scenarios/*.json` and `docs/examples/*.json`) prints
//! exactly what it printed before the ruleset seam: `tests/fixtures/replay-2v2-before.json`
//! holds, per file, the exit code and a 64-bit FNV-1a hash of `arbitro replay`'s output as
//! the binary of the commit before the seam printed it.

use std::path::{Path, PathBuf};

use arbitro::engine::replay_report;
use serde_json::Value;

fn root() -> PathBuf {
    Path::new(file!())
        .parent()
        .unwrap_or(Path::new("tests"))
        .join("..")
}

fn fnv1a64(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}

#[test]
fn every_2v2_fixture_replays_byte_for_byte_as_before() {
    let before: Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("tests/fixtures/replay-2v2-before.json"))
            .expect("golden file"),
    )
    .expect("golden JSON");
    let golden = before.as_object().expect("an object");
    assert!(golden.len() >= 100, "only {} fixtures", golden.len());
    let mut problems = Vec::new();
    for (name, want) in golden {
        let scenario = root().join("tests/scenarios").join(name);
        let text = if scenario.exists() {
            let doc: Value =
                serde_json::from_str(&std::fs::read_to_string(&scenario).expect("read"))
                    .expect("scenario JSON");
            doc["log"].to_string()
        } else {
            std::fs::read_to_string(root().join("docs/examples").join(name)).expect("example")
        };
        let (code, out) = replay_report(&text);
        if i64::from(code) != want["exit"].as_i64().unwrap_or(-1)
            || fnv1a64(out.as_bytes()) != want["output_fnv1a64"]
        {
            problems.push(format!("{name}: exit {code}, output changed"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
