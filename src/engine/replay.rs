//! `arbitro replay FILE|-`: the report the CLI prints, with its exit code.
//!
//! - 0: `{"ok": true, "state": {...}, "score": {...}}`
//! - 1: `{"ok": false, "index": K, "code": "...", "message": "..."}` for the first refused
//!   action (nothing after it is applied)
//! - 2: `{"ok": false, "code": "invalid_log" | <setup code>, "message": "...", ...}` for a
//!   file that is not a valid log, naming the place (line/column or JSON path).

use serde::Serialize;
use serde_json::Value;

use super::Lang;
use super::any::AnyLog;
use super::ruleset::{RulesetId, ruleset_for};

/// Exit code of a replay that applied every action.
pub const EXIT_OK: i32 = 0;
/// Exit code of a replay stopped by a refused action.
pub const EXIT_REFUSED: i32 = 1;
/// Exit code of a file that is not a valid log.
pub const EXIT_INVALID: i32 = 2;

/// The printed object. Fields keep this order; absent ones are left out.
#[derive(Debug, Default, Serialize)]
struct Report {
    ok: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    index: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    code: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    message_it: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    message_en: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    message_es: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    column: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    path: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    detail: Option<Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    state: Option<Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<Value>,
}

/// Replays a log given as text; returns the exit code and the one JSON object to print.
pub fn replay_report(text: &str) -> (i32, String) {
    let (code, report) = report(text);
    (
        code,
        serde_json::to_string_pretty(&report).unwrap_or_default(),
    )
}

fn report(text: &str) -> (i32, Report) {
    // A download may carry its club's board (TEG Jr), which this process has never seen:
    // its ruleset checks it and makes it playable before the log is read.
    let brought = serde_json::from_str::<Value>(text)
        .ok()
        .map_or(Ok(()), |v| {
            v.get("ruleset")
                .and_then(Value::as_str)
                .and_then(RulesetId::parse)
                .map_or(Ok(()), |id| id.ruleset().bring_board(&v))
        });
    let log = match brought.and_then(|()| AnyLog::parse(text)) {
        Ok(log) => log,
        Err(e) => {
            let r = Report {
                code: Some("invalid_log".into()),
                message: Some(e.to_string()),
                line: e.line,
                column: e.column,
                path: e.path,
                ..Report::default()
            };
            return (EXIT_INVALID, r);
        }
    };
    let Some(ruleset) = ruleset_for(log.ruleset()) else {
        let r = Report {
            code: Some("unknown_ruleset".into()),
            message: Some(format!("at ruleset: unknown ruleset `{}`", log.ruleset())),
            path: Some("ruleset".into()),
            ..Report::default()
        };
        return (EXIT_INVALID, r);
    };
    match ruleset.replay_json(&log) {
        Ok(out) => {
            let r = Report {
                ok: true,
                state: Some(out.state),
                score: Some(out.score),
                ..Report::default()
            };
            (EXIT_OK, r)
        }
        Err(stop) => {
            let refusal = &stop.objection;
            let mut r = Report {
                code: Some(refusal.code.into()),
                detail: Some(refusal.detail.clone()),
                ..Report::default()
            };
            match stop.index {
                Some(index) => {
                    r.index = Some(index);
                    r.message = Some(refusal.message(Lang::It).into());
                    r.message_en = Some(refusal.message(Lang::En).into());
                    r.message_es = Some(refusal.message(Lang::Es).into());
                    (EXIT_REFUSED, r)
                }
                None => {
                    let path = setup_path(refusal.code);
                    r.message = Some(format!("at {path}: {}", refusal.message(Lang::En)));
                    r.message_it = Some(refusal.message(Lang::It).into());
                    r.message_es = Some(refusal.message(Lang::Es).into());
                    r.path = Some(path.into());
                    (EXIT_INVALID, r)
                }
            }
        }
    }
}

/// Where in the file a setup refusal points.
fn setup_path(code: &str) -> &'static str {
    match code {
        "unknown_ruleset" => "ruleset",
        "invalid_setting" => "settings",
        c if c.starts_with("objective") => "objectives",
        c if c.starts_with("draft") || c.starts_with("packet") => "draft",
        c if c.starts_with("setup") || c == "neutral_not_allowed" || c == "pick_first" => "setup",
        _ => "players",
    }
}
