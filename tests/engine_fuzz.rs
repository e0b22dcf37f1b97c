//! Fuzz-style tests of the log reader and the replay report: arbitrary bytes and
//! arbitrary JSON must give errors (exit 2) or a report, never a panic.

use arbitro::engine::log::MatchLog;
use arbitro::engine::replay_report;
use proptest::prelude::*;
use serde_json::{Value, json};

fn arb_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(|n| json!(n)),
        (0u32..200).prop_map(|n| json!(n)),
        prop::sample::select(vec![
            "alaska",
            "atlantide",
            "neutral",
            "place",
            "attack",
            "draft_pick",
            "risiko-2v2",
            "A",
            "B",
            "start",
            "2026-01-01T10:00:00Z",
            "oceania",
        ])
        .prop_map(|s| json!(s)),
        ".*".prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 64, 8, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map(
                prop::sample::select(vec![
                    "format",
                    "ruleset",
                    "settings",
                    "players",
                    "draft",
                    "actions",
                    "objectives",
                    "owners",
                    "packets",
                    "seed",
                    "seat",
                    "type",
                    "tanks",
                    "from",
                    "to",
                    "territory",
                    "event",
                    "at",
                    "x",
                ])
                .prop_map(String::from),
                inner,
                0..6
            )
            .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig { failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = MatchLog::parse(&text);
        let (code, out) = replay_report(&text);
        prop_assert!(code == 2 || code == 1 || code == 0);
        prop_assert!(serde_json::from_str::<Value>(&out).is_ok());
    }

    #[test]
    fn arbitrary_json_never_panics(v in arb_json()) {
        let text = v.to_string();
        let _ = MatchLog::parse(&text);
        let (_, out) = replay_report(&text);
        prop_assert!(serde_json::from_str::<Value>(&out).is_ok());
    }

    #[test]
    fn mangled_valid_logs_never_panic(cut in 0usize..2000, byte in any::<u8>()) {
        let text = include_str!("../docs/examples/refused-attack.json");
        let mut bytes = text.as_bytes().to_vec();
        if !bytes.is_empty() {
            let i = cut % bytes.len();
            bytes[i] = byte;
        }
        let text = String::from_utf8_lossy(&bytes);
        let (code, out) = replay_report(&text);
        prop_assert!((0..=2).contains(&code));
        prop_assert!(serde_json::from_str::<Value>(&out).is_ok());
    }
}
