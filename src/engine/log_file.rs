//! What every ruleset's log file shares when it is read strictly (`docs/MATCH-LOG.md`):
//! the JSON text with the line and column of a syntax error, one top object whose keys
//! are all known, and the format number this reader knows. Each ruleset then reads its
//! own fields from the [`Top`], in its own order. The 2 vs 2 log reads its top object here
//! too; every ruleset's reader names a wrong place with the [`LogError`] and the typed
//! readers of this file.

use std::fmt;

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use super::map::Map as Board;

/// The log format every ruleset's reader reads and writes.
pub const FORMAT: u32 = 1;

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

const TERRITORY_FIELDS: [&str; 3] = ["from", "to", "territory"];
const TERRITORY_MAPS: [&str; 3] = ["tanks", "remove", "owners"];
/// Fields whose value is a list of lists of territory ids: the draft's packets and an
/// objective's strips.
const TERRITORY_LISTS: [&str; 2] = ["packets", "strips"];

/// A content error at the JSON path `path`.
pub(crate) fn at(path: &str, message: &str) -> LogError {
    LogError {
        message: message.to_string(),
        line: None,
        column: None,
        path: Some(path.to_string()),
    }
}

/// A `serde_json` message without its " at line L column C" tail, which names a place in
/// the value being read, not in the file.
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

/// Deserializes a list item by item, naming `path[i]` on error.
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
    let known = |s: &str| Board::risiko().by_slug(s).is_some();
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

/// A log file's text as JSON.
///
/// # Errors
/// The syntax error with its line and column.
pub fn json(text: &str) -> Result<Value, LogError> {
    serde_json::from_str(text).map_err(|e| LogError {
        message: strip_position(&e.to_string()),
        line: Some(e.line()),
        column: Some(e.column()),
        path: None,
    })
}

/// The top object of a log, every key of which the ruleset knows.
#[derive(Debug, Clone, Copy)]
pub struct Top<'a>(&'a Map<String, Value>);

impl<'a> Top<'a> {
    /// Reads the top object and its `format`, refusing any key not in `keys` and any
    /// format but `known`.
    ///
    /// # Errors
    /// A [`LogError`] naming the key or the format.
    pub fn read(value: &'a Value, keys: &[&str], known: u32) -> Result<(Top<'a>, u32), LogError> {
        let Value::Object(top) = value else {
            return Err(at("", "a match log is a JSON object"));
        };
        if let Some(k) = top.keys().find(|k| !keys.contains(&k.as_str())) {
            return Err(at(k, &format!("unknown key `{k}`")));
        }
        let top = Top(top);
        let format: u32 = top.field("format")?;
        if format != known {
            return Err(at(
                "format",
                &format!("unsupported format {format} (this reader knows {known})"),
            ));
        }
        Ok((top, format))
    }

    /// A field the log may leave out or write as `null`.
    pub fn optional(&self, k: &str) -> Option<&'a Value> {
        self.0.get(k).filter(|v| !v.is_null())
    }

    /// A field the log must have, read as `T`: the one way every ruleset's reader
    /// reads a field, so a wrong value is named alike in every log (by its key, made
    /// more precise for an unknown territory).
    ///
    /// # Errors
    /// A [`LogError`] naming the missing field or its wrong value.
    pub fn field<T: DeserializeOwned>(&self, k: &str) -> Result<T, LogError> {
        typed(self.present(k)?, k)
    }

    /// A list the log must have, read item by item (a wrong item is named `k[i]`).
    ///
    /// # Errors
    /// A [`LogError`] naming the missing field or the wrong item.
    pub fn list<T: DeserializeOwned>(&self, k: &str) -> Result<Vec<T>, LogError> {
        typed_list(self.present(k)?, k)
    }

    /// A field the log may leave out or write as `null` (`None` then).
    ///
    /// # Errors
    /// A [`LogError`] naming its wrong value.
    pub fn optional_field<T: DeserializeOwned>(&self, k: &str) -> Result<Option<T>, LogError> {
        self.optional(k).map(|v| typed(v, k)).transpose()
    }

    /// A field the log may leave out or write as `null`, its default then.
    ///
    /// # Errors
    /// A [`LogError`] naming its wrong value.
    pub fn field_or_default<T: DeserializeOwned + Default>(&self, k: &str) -> Result<T, LogError> {
        Ok(self.optional_field(k)?.unwrap_or_default())
    }

    /// A list the log may leave out or write as `null` (empty then), item by item.
    ///
    /// # Errors
    /// A [`LogError`] naming the wrong item.
    pub fn list_or_empty<T: DeserializeOwned>(&self, k: &str) -> Result<Vec<T>, LogError> {
        self.optional(k)
            .map_or(Ok(Vec::new()), |v| typed_list(v, k))
    }

    /// A field the log must have (`null` counts: its reader refuses it).
    fn present(&self, k: &str) -> Result<&'a Value, LogError> {
        self.0
            .get(k)
            .ok_or_else(|| at(k, &format!("missing field `{k}`")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_top_object_is_read_strictly() {
        let err = |v: Value| Top::read(&v, &["format", "players"], 1).expect_err("refused");
        assert_eq!(
            err(Value::Null).to_string(),
            "at : a match log is a JSON object"
        );
        assert_eq!(
            err(serde_json::json!({"format": 1, "x": 2})).to_string(),
            "at x: unknown key `x`"
        );
        assert_eq!(
            err(serde_json::json!({"players": []})).to_string(),
            "at format: missing field `format`"
        );
        assert_eq!(
            err(serde_json::json!({"format": 2})).to_string(),
            "at format: unsupported format 2 (this reader knows 1)"
        );
        let v = serde_json::json!({"format": 1, "players": null});
        let (top, format) = Top::read(&v, &["format", "players"], 1).expect("read");
        assert_eq!((format, top.optional("players")), (1, None));
        let broken = json("{\n  \"format\": ]").expect_err("broken");
        assert_eq!((broken.line, broken.column), (Some(2), Some(13)));
    }
}
