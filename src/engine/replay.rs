//! `arbitro replay FILE|-`: the report the CLI prints, with its exit code.
//!
//! - 0: `{"ok": true, "state": {...}, "score": {...}}`
//! - 1: `{"ok": false, "index": K, "code": "...", "message": "..."}` for the first refused
//!   action (nothing after it is applied)
//! - 2: `{"ok": false, "code": "invalid_log" | <setup code>, "message": "...", ...}` for a
//!   file that is not a valid log, naming the place (line/column or JSON path).

use serde_json::{Map as JsonMap, Value, json};

use super::Lang;
use super::log::MatchLog;
use super::ruleset::ruleset_for;

/// Exit code of a replay that applied every action.
pub const EXIT_OK: i32 = 0;
/// Exit code of a replay stopped by a refused action.
pub const EXIT_REFUSED: i32 = 1;
/// Exit code of a file that is not a valid log.
pub const EXIT_INVALID: i32 = 2;

/// Replays a log given as text; returns the exit code and the one JSON object to print.
pub fn replay_report(text: &str) -> (i32, String) {
    let (code, value) = report_value(text);
    (
        code,
        serde_json::to_string_pretty(&value).unwrap_or_default(),
    )
}

fn report_value(text: &str) -> (i32, Value) {
    let log = match MatchLog::parse(text) {
        Ok(log) => log,
        Err(e) => {
            let mut v = json!({"ok": false, "code": "invalid_log", "message": e.to_string()});
            if let Value::Object(m) = &mut v {
                put_place(m, e.line, e.column, e.path.as_deref());
            }
            return (EXIT_INVALID, v);
        }
    };
    let Some(ruleset) = ruleset_for(&log.ruleset) else {
        let v = json!({"ok": false, "code": "unknown_ruleset", "path": "ruleset",
            "message": format!("at ruleset: unknown ruleset `{}`", log.ruleset)});
        return (EXIT_INVALID, v);
    };
    match ruleset.replay_json(&log) {
        Ok(out) => (
            EXIT_OK,
            json!({"ok": true, "state": out.state, "score": out.score}),
        ),
        Err(failure) => {
            let r = &failure.refusal;
            match failure.index {
                Some(index) => (
                    EXIT_REFUSED,
                    json!({"ok": false, "index": index, "code": r.code(),
                        "message": r.message(Lang::It), "message_en": r.message(Lang::En),
                        "detail": r.detail()}),
                ),
                None => {
                    let path = setup_path(r.code());
                    let v = json!({"ok": false, "code": r.code(), "path": path,
                        "message": format!("at {path}: {}", r.message(Lang::En)),
                        "message_it": r.message(Lang::It), "detail": r.detail()});
                    (EXIT_INVALID, v)
                }
            }
        }
    }
}

fn put_place(
    m: &mut JsonMap<String, Value>,
    line: Option<usize>,
    column: Option<usize>,
    path: Option<&str>,
) {
    if let Some(l) = line {
        m.insert("line".into(), l.into());
    }
    if let Some(c) = column {
        m.insert("column".into(), c.into());
    }
    if let Some(p) = path {
        m.insert("path".into(), p.into());
    }
}

/// Where in the file a setup refusal points.
fn setup_path(code: &str) -> &'static str {
    match code {
        "unknown_ruleset" => "ruleset",
        "invalid_setting" => "settings",
        c if c.starts_with("objective") => "objectives",
        c if c.starts_with("draft") || c.starts_with("packet") => "draft",
        _ => "players",
    }
}
