//! The one runner of every ruleset's scenario files (`tests/scenarios/<ruleset>/*.json`,
//! each a match log plus its expected outcome), through the surface a web page uses
//! (`AnyLog::parse`, `AnyGame::replay`, `apply_mut`):
//!
//! - `parse_refused`: the log does not read, at this JSON path;
//! - `setup_refused`: the setup is refused (`code`, partial `detail`);
//! - `refused`: the action at `index` is refused (`code`, partial `detail`); the game
//!   before it is left untouched, and the refusal is said in every language, naming the
//!   player rather than numbering a seat;
//! - otherwise the whole log applies.
//!
//! `state`, `score` and `result` (the shared `Table::result`) are partial expectations
//! checked on the game reached; a log that applies reads back unchanged.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use arbitro::engine::Lang;
use arbitro::engine::any::{AnyGame, AnyLog};
use arbitro::engine::map::on_map;
use arbitro::engine::table::{Objection, Table};
use serde_json::Value;

use super::expect::subset;

/// The scenario files of `tests/scenarios/<dir>`, sorted.
pub fn files(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/scenarios")
        .join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    files
}

/// The scenario file as JSON.
pub fn read(file: &Path) -> Value {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file:?}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{file:?}: {e}"))
}

/// Runs every scenario of `tests/scenarios/<dir>` (at least `at_least` of them) and fails
/// with every problem found, one line each.
pub fn check_all(dir: &str, at_least: usize) {
    let files = files(dir);
    assert!(files.len() >= at_least, "only {} scenarios", files.len());
    let mut failures = Vec::new();
    for file in &files {
        for problem in run(&read(file)) {
            failures.push(format!("{}: {problem}", file.display()));
        }
    }
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// What is wrong with one scenario (nothing: it holds).
pub fn run(doc: &Value) -> Vec<String> {
    let expect = &doc["expect"];
    let log = match AnyLog::parse(&doc["log"].to_string()) {
        Ok(log) => log,
        Err(e) => {
            let want = expect["parse_refused"].as_str();
            if want.is_none() || e.path.as_deref() != want {
                return vec![format!("log does not parse: {e:?}")];
            }
            return Vec::new();
        }
    };
    if expect.get("parse_refused").is_some() {
        return vec!["the log parsed, expected a refusal".into()];
    }
    // Territory ids read and write on the log's own board.
    on_map(log.map(), || run_log(&log, expect))
}

fn run_log(log: &AnyLog, expect: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let names = log.names();
    let (setup, actions) = log.split();
    let mut game = match (AnyGame::replay(&setup), expect.get("setup_refused")) {
        (Ok(g), None) => g,
        (Ok(_), Some(_)) => return vec!["setup accepted, expected a refusal".into()],
        (Err(stop), Some(want)) => {
            check_objection(want, &stop.objection, None, &mut out);
            return out;
        }
        (Err(stop), None) => return vec![format!("setup refused: {:?}", stop.objection)],
    };
    let refused = expect.get("refused");
    for (i, a) in actions.iter().enumerate() {
        let before = game.clone();
        if let Err(o) = game.apply_mut(a) {
            match refused {
                Some(r) if r["index"].as_u64() == Some(i as u64) => {
                    let name = a.seat().and_then(|s| names.get(usize::from(s)).cloned());
                    check_objection(r, &o, name.as_deref(), &mut out);
                }
                _ => out.push(format!(
                    "action {i} refused: {} {}",
                    o.code,
                    o.message(Lang::En)
                )),
            }
            if game != before {
                out.push("the refused action changed the state".into());
            }
            check_game(&game, expect, &mut out);
            same_as_replay(log, Err((i, &o)), &game, &mut out);
            return out;
        }
        if refused.is_some_and(|r| r["index"].as_u64() == Some(i as u64)) {
            out.push(format!("action {i} accepted, expected a refusal"));
            return out;
        }
    }
    if refused.is_some() {
        out.push("every action applied, expected a refusal".into());
    }
    check_game(&game, expect, &mut out);
    same_as_replay(log, Ok(()), &game, &mut out);
    let again = AnyLog::parse(&log.to_json_pretty()).map(|l| &l == log);
    if again != Ok(true) {
        out.push("the log does not read back unchanged".into());
    }
    out
}

/// Replaying the whole log (what a restart, a download or an import does) reaches what
/// applying its actions one at a time (the console) reached: the same game, or the same
/// refusal at the same action.
fn same_as_replay(
    log: &AnyLog,
    stepped: Result<(), (usize, &Objection)>,
    game: &AnyGame,
    out: &mut Vec<String>,
) {
    match (AnyGame::replay(log), stepped) {
        (Ok(replayed), Ok(())) => {
            if &replayed != game {
                out.push(
                    "the replayed log reaches another game than its actions one by one".into(),
                );
            }
        }
        (Err(stop), Err((i, o))) => {
            if stop.index != Some(i) || &stop.objection != o {
                out.push(format!(
                    "the replay stops at {:?} ({}), one by one at {i} ({})",
                    stop.index, stop.objection.code, o.code
                ));
            }
            if AnyGame::replay(&first(log, i)).as_ref() != Ok(game) {
                out.push("the replay before the refusal differs from the game one by one".into());
            }
        }
        (Err(stop), Ok(())) => out.push(format!(
            "the replay refuses action {:?} ({}: {}) that applied one by one",
            stop.index,
            stop.objection.code,
            stop.objection.message(Lang::En)
        )),
        (Ok(_), Err((i, _))) => {
            out.push(format!("the replay accepts action {i}, refused one by one"))
        }
    }
}

/// The log with its first `n` actions only.
fn first(log: &AnyLog, n: usize) -> AnyLog {
    let (mut out, actions) = log.split();
    for a in actions.into_iter().take(n) {
        out.push(a).expect("an action of the log's own ruleset");
    }
    out
}

/// The refusal has the expected code and data, and a sentence in each language that
/// names the acting player (`name`) rather than numbering a seat.
fn check_objection(want: &Value, o: &Objection, name: Option<&str>, out: &mut Vec<String>) {
    if o.code != want["code"].as_str().unwrap_or("") {
        out.push(format!(
            "refused with {}, expected {}",
            o.code, want["code"]
        ));
    }
    if let Some(detail) = want.get("detail") {
        subset(detail, &o.detail, "detail", out);
    }
    let [message_it, message_en, message_es] = Lang::ALL.map(|lang| o.message(lang));
    if message_it.is_empty() || message_en.is_empty() || message_it == message_en {
        out.push(format!("{}: sentences missing or not translated", o.code));
    }
    if message_es.is_empty() || message_es == message_it || message_es == message_en {
        out.push(format!("{}: no Spanish sentence of its own", o.code));
    }
    if o.detail["message_es"] != message_es {
        out.push(format!("{}: the detail lacks the Spanish sentence", o.code));
    }
    // A refusal about an action (`not_now`, `phase_passed`, `stage_over`) names it in
    // the table's words, never by its log code ("«end_turn»").
    if let Some(action) = o.detail["action"].as_str() {
        for s in [message_it, message_en, message_es] {
            let quoted = s.contains(&format!("«{action}»")) || s.contains(&format!("\"{action}\""));
            if quoted || (action.contains('_') && s.contains(action)) {
                out.push(format!(
                    "{}: the sentence shows the code {action:?}: {s}",
                    o.code
                ));
            }
        }
    }
    if name.is_some() && (message_en.contains("Player ") || message_es.contains("Jugador ")) {
        out.push(format!("{}: the sentence numbers a player", o.code));
    }
}

fn check_game(game: &AnyGame, expect: &Value, out: &mut Vec<String>) {
    if let Some(state) = expect.get("state") {
        subset(state, &game.state_json(), "state", out);
    }
    if let Some(score) = expect.get("score") {
        subset(score, &game.score_json(), "score", out);
    }
    if let Some(result) = expect.get("result") {
        let actual = serde_json::to_value(game.result()).unwrap_or(Value::Null);
        subset(result, &actual, "result", out);
    }
}

/// Every scenario log of `tests/scenarios/<dir>` is a `ruleset` log that the command
/// line's replay report reads as the shared surface does: the same exit code (0 applied,
/// 1 an action refused, 2 the setup refused), the same state or refusal code.
pub fn check_cli_report(dir: &str, ruleset: &str) {
    for file in files(dir) {
        let doc = read(&file);
        let expect = &doc["expect"];
        if expect.get("parse_refused").is_some() {
            continue;
        }
        let log_text = doc["log"].to_string();
        let any = AnyLog::parse(&log_text).expect("parses as any log");
        assert_eq!(any.ruleset(), ruleset, "{}", file.display());
        let (code, report) = arbitro::engine::replay_report(&log_text);
        let report: Value = serde_json::from_str(&report).expect("report JSON");
        let want = if expect.get("setup_refused").is_some() {
            2
        } else if expect.get("refused").is_some() {
            1
        } else {
            0
        };
        assert_eq!(code, want, "{}: {report}", file.display());
        match AnyGame::replay(&any) {
            Ok(game) => assert_eq!(report["state"], game.state_json()),
            Err(stop) => {
                assert_eq!(report["code"], stop.objection.code);
                assert!(!stop.objection.message(Lang::It).is_empty());
                assert_eq!(
                    report["message_es"],
                    stop.objection.message(Lang::Es),
                    "{}",
                    file.display()
                );
            }
        }
    }
}
