//! What every ruleset's log file shares when it is read strictly (`docs/MATCH-LOG.md`):
//! the JSON text with the line and column of a syntax error, one top object whose keys
//! are all known, and the format number this reader knows. Each ruleset then reads its
//! own fields from the [`Top`], in its own order.

use serde_json::{Map, Value};

use super::log::LogError;
use super::log::parse::{at, strip_position, typed};

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
        let format: u32 = typed(&top.required("format")?, "format")?;
        if format != known {
            return Err(at(
                "format",
                &format!("unsupported format {format} (this reader knows {known})"),
            ));
        }
        Ok((top, format))
    }

    /// A field the log must have.
    ///
    /// # Errors
    /// A [`LogError`] naming the missing field.
    pub fn required(&self, k: &str) -> Result<Value, LogError> {
        self.0
            .get(k)
            .cloned()
            .ok_or_else(|| at(k, &format!("missing field `{k}`")))
    }

    /// A field the log may leave out or write as `null`.
    pub fn optional(&self, k: &str) -> Option<&'a Value> {
        self.0.get(k).filter(|v| !v.is_null())
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
