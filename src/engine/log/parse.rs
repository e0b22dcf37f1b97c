//! Reading a 2 vs 2 log strictly and saying where it is wrong: line and column for broken
//! JSON, the JSON path (`actions[12].to`) for well-formed JSON with wrong content. The
//! reading every ruleset's log shares (the error, the top object, a typed field) is
//! [`crate::engine::log_file`]'s.

use std::collections::BTreeMap;

use serde_json::Value;

use super::{Action, Draft, FORMAT, MatchLog, Player, Seat, Settings};
use crate::engine::log_file::{LogError, Top, at, json, typed};

const TOP_KEYS: [&str; 7] = [
    "format",
    "ruleset",
    "settings",
    "players",
    "objectives",
    "draft",
    "actions",
];

impl MatchLog {
    /// Reads a log strictly.
    ///
    /// # Errors
    /// A [`LogError`] with line/column for broken JSON, or the JSON path of the first
    /// wrong value (unknown territory, missing field, unknown key).
    pub fn parse(text: &str) -> Result<MatchLog, LogError> {
        let value = json(text)?;
        let (top, format) = Top::read(&value, &TOP_KEYS, FORMAT)?;
        let ruleset: String = top.field("ruleset")?;
        let settings: Settings = top.field_or_default("settings")?;
        let players: Vec<Player> = top.list("players")?;
        let objectives = match top.optional("objectives") {
            None => BTreeMap::new(),
            Some(Value::Object(map)) => {
                let mut out = BTreeMap::new();
                for (k, v) in map {
                    let path = format!("objectives.{k}");
                    let seat: Seat = k
                        .parse()
                        .map_err(|_| at(&path, "an objective key is a seat number"))?;
                    out.insert(seat, typed(v, &path)?);
                }
                out
            }
            _ => {
                return Err(at(
                    "objectives",
                    "objectives is an object of seat → objective",
                ));
            }
        };
        let draft: Draft = top.field("draft")?;
        let actions: Vec<Action> = top.list_or_empty("actions")?;
        Ok(MatchLog {
            format,
            ruleset,
            settings,
            players,
            objectives,
            draft,
            actions,
        })
    }

    /// The log as pretty JSON, keys in a fixed order.
    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// The log as compact JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINI: &str = r#"{"format":1,"ruleset":"risiko-2v2",
      "players":[{"seat":0,"name":"A","team":"A","colour":"blu"}],
      "draft":{"owners":{"alaska":0,"madagascar":"neutral"}},
      "actions":[{"seat":0,"type":"place","tanks":{"alaska":2}},
                 {"seat":0,"type":"attack","from":"alaska","to":"atlantide","tanks":3}]}"#;

    #[test]
    fn unknown_territory_is_named_by_path() {
        let err = MatchLog::parse(MINI).expect_err("bad territory");
        assert_eq!(err.path.as_deref(), Some("actions[1].to"));
        assert!(err.message.contains("atlantide"), "{}", err.message);
    }

    #[test]
    fn bad_json_is_named_by_line_and_column() {
        let err = MatchLog::parse("{\n \"format\": 1,\n ]").expect_err("bad json");
        assert_eq!(err.line, Some(3));
    }

    #[test]
    fn unknown_keys_are_errors() {
        let text = MINI.replace("\"type\":\"place\"", "\"type\":\"place\",\"extra\":1");
        let err = MatchLog::parse(&text).expect_err("unknown key");
        assert_eq!(err.path.as_deref(), Some("actions[0]"));
        let text = MINI.replace("\"format\":1", "\"format\":1,\"settings\":{\"cap\":3}");
        assert_eq!(
            MatchLog::parse(&text).expect_err("k").path.as_deref(),
            Some("settings")
        );
    }

    #[test]
    fn round_trips() {
        let good = MINI.replace("atlantide", "kamchatka");
        let log = MatchLog::parse(&good).expect("valid");
        let again = MatchLog::parse(&log.to_json_pretty()).expect("round trip");
        assert_eq!(log, again);
        assert_eq!(log.settings, Settings::default());
    }
}
