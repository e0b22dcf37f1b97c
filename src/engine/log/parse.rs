//! Reading a log strictly and saying where it is wrong: line and column for broken JSON,
//! the JSON path (`actions[12].to`) for well-formed JSON with wrong content.

use std::collections::BTreeMap;
use std::fmt;

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::{Action, Draft, FORMAT, MatchLog, Player, Seat, Settings};
use crate::engine::map::Map;

/// A file that is not a valid log, with the place of the error.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LogError {
    /// What is wrong.
    pub message: String,
    /// 1-based line, for JSON syntax errors.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    /// 1-based column, for JSON syntax errors.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<usize>,
    /// JSON path such as `actions[12].to`, for content errors.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
}

impl fmt::Display for LogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.path, self.line, self.column) {
            (Some(p), _, _) => write!(f, "at {p}: {}", self.message),
            (None, Some(l), Some(c)) => write!(f, "at line {l}, column {c}: {}", self.message),
            _ => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for LogError {}

const TOP_KEYS: [&str; 7] = [
    "format",
    "ruleset",
    "settings",
    "players",
    "objectives",
    "draft",
    "actions",
];
const TERRITORY_FIELDS: [&str; 3] = ["from", "to", "territory"];
const TERRITORY_MAPS: [&str; 3] = ["tanks", "remove", "owners"];
/// Fields whose value is a list of lists of territory ids: the draft's packets and an
/// objective's strips.
const TERRITORY_LISTS: [&str; 2] = ["packets", "strips"];

impl MatchLog {
    /// Reads a log strictly.
    ///
    /// # Errors
    /// A [`LogError`] with line/column for broken JSON, or the JSON path of the first
    /// wrong value (unknown territory, missing field, unknown key).
    pub fn parse(text: &str) -> Result<MatchLog, LogError> {
        let value: Value = serde_json::from_str(text).map_err(|e| LogError {
            message: strip_position(&e.to_string()),
            line: Some(e.line()),
            column: Some(e.column()),
            path: None,
        })?;
        let Value::Object(top) = &value else {
            return Err(at("", "a match log is a JSON object"));
        };
        if let Some(k) = top.keys().find(|k| !TOP_KEYS.contains(&k.as_str())) {
            return Err(at(k, &format!("unknown key `{k}`")));
        }
        let field = |k: &str| top.get(k).cloned().unwrap_or(Value::Null);
        let required = |k: &str| {
            top.get(k)
                .cloned()
                .ok_or_else(|| at(k, &format!("missing field `{k}`")))
        };
        let format: u32 = typed(&required("format")?, "format")?;
        if format != FORMAT {
            return Err(at(
                "format",
                &format!("unsupported format {format} (this reader knows {FORMAT})"),
            ));
        }
        let ruleset: String = typed(&required("ruleset")?, "ruleset")?;
        let settings = match field("settings") {
            Value::Null => Settings::default(),
            v => typed(&v, "settings")?,
        };
        let players: Vec<Player> = typed_list(&required("players")?, "players")?;
        let objectives = match field("objectives") {
            Value::Null => BTreeMap::new(),
            Value::Object(map) => {
                let mut out = BTreeMap::new();
                for (k, v) in &map {
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
        let draft: Draft = typed(&required("draft")?, "draft")?;
        let actions: Vec<Action> = match field("actions") {
            Value::Null => Vec::new(),
            v => typed_list(&v, "actions")?,
        };
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

pub(crate) fn at(path: &str, message: &str) -> LogError {
    LogError {
        message: message.to_string(),
        line: None,
        column: None,
        path: Some(path.to_string()),
    }
}

pub(crate) fn strip_position(msg: &str) -> String {
    match msg.rfind(" at line ") {
        Some(i) => msg[..i].to_string(),
        None => msg.to_string(),
    }
}

/// Deserializes one value, naming `path` (made more precise when an unknown territory
/// id can be pinned down) on error.
pub(crate) fn typed<T: DeserializeOwned>(v: &Value, path: &str) -> Result<T, LogError> {
    T::deserialize(v).map_err(|e| at(&refine(v, path), &strip_position(&e.to_string())))
}

pub(crate) fn typed_list<T: DeserializeOwned>(v: &Value, path: &str) -> Result<Vec<T>, LogError> {
    let Value::Array(items) = v else {
        return Err(at(path, &format!("`{path}` is a list")));
    };
    items
        .iter()
        .enumerate()
        .map(|(i, item)| typed(item, &format!("{path}[{i}]")))
        .collect()
}

/// Finds the first unknown territory id inside `v` and returns its path.
fn refine(v: &Value, path: &str) -> String {
    let known = |s: &str| Map::risiko().by_slug(s).is_some();
    let Value::Object(obj) = v else {
        return path.to_string();
    };
    for f in TERRITORY_FIELDS {
        if let Some(Value::String(s)) = obj.get(f)
            && !known(s)
        {
            return format!("{path}.{f}");
        }
    }
    for f in TERRITORY_MAPS {
        if let Some(Value::Object(m)) = obj.get(f)
            && let Some(k) = m.keys().find(|k| !known(k))
        {
            return format!("{path}.{f}.{k}");
        }
    }
    for f in TERRITORY_LISTS {
        if let Some(Value::Array(lists)) = obj.get(f) {
            for (i, list) in lists.iter().enumerate() {
                let Value::Array(ids) = list else { continue };
                if let Some(j) = ids.iter().position(|t| !t.as_str().is_some_and(known)) {
                    return format!("{path}.{f}[{i}][{j}]");
                }
            }
        }
    }
    path.to_string()
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
