//! The change log in words: each stored entry (a stable action key and a short
//! technical detail, kept as written: the log is append-only) becomes a sentence in
//! the reader's language, with team names instead of ids.

use crate::db::format::AuditRow;
use crate::web::i18n::{Lang, t};
use crate::web::session::Visitor;
use askama::Template;
use std::collections::HashMap;

/// The change log page, one for both formats: they differ in their title, the
/// path of their management page and (the individual one) a sentence for an empty
/// log and an anchor on the table.
#[derive(Template)]
#[template(path = "tournaments/audit.html")]
pub struct AuditPage {
    v: Visitor,
    id: i64,
    name: String,
    lines: Vec<AuditLine>,
    title: &'static str,
    base: &'static str,
    empty: Option<&'static str>,
    anchor: Option<&'static str>,
}

impl AuditPage {
    /// A team tournament's change log.
    pub fn team(v: Visitor, id: i64, name: String, lines: Vec<AuditLine>) -> Self {
        AuditPage {
            v,
            id,
            name,
            lines,
            title: "tour.audit",
            base: "tournaments",
            empty: None,
            anchor: None,
        }
    }

    /// An individual tournament's change log.
    pub fn individual(v: Visitor, id: i64, name: String, lines: Vec<AuditLine>) -> Self {
        AuditPage {
            v,
            id,
            name,
            lines,
            title: "ind.audit",
            base: "individual",
            empty: Some("ind.audit_none"),
            anchor: Some("audit"),
        }
    }
}

/// An audit entry as shown.
pub struct AuditLine {
    /// "2026-11-21 21:05:12".
    pub at: String,
    /// Who did it (empty for the system or a player's own link).
    pub who: String,
    /// What was done, as a phrase ("Turno pubblicato").
    pub action: String,
    /// Its details in words ("Turno 1, tavolo 2: ref1").
    pub detail: String,
}

impl AuditLine {
    /// The entry `a` in `lang`; `teams` names the tournament's teams by id.
    pub fn new(a: AuditRow, lang: Lang, teams: &HashMap<i64, String>) -> Self {
        let key = format!("audit.act.{}", a.action);
        let action = match t(lang, &key) {
            k if k == key => a.action.clone(),
            phrase => phrase.to_string(),
        };
        AuditLine {
            at: chrono::DateTime::from_timestamp(a.at, 0)
                .map(|d| d.format("%Y-%m-%d %H:%M:%S").to_string())
                .unwrap_or_default(),
            who: a.username.unwrap_or_default(),
            detail: detail(&a.action, &a.detail, lang, teams),
            action,
        }
    }
}

/// "round 3" (or "round 3, …", "round 3: …") → (3, the rest after the separator).
fn round_of(s: &str) -> Option<(i64, &str)> {
    let rest = s.strip_prefix("round ")?;
    let end = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let n = rest[..end].parse().ok()?;
    let tail = rest[end..].trim_start_matches([',', ':']).trim_start();
    Some((n, tail))
}

/// The stored detail of `action` in words; anything not recognised is shown as stored
/// (names and reasons are already words).
fn detail(action: &str, stored: &str, lang: Lang, teams: &HashMap<i64, String>) -> String {
    let round = t(lang, "round.round");
    let table = t(lang, "round.table");
    let team = |id: &str| {
        id.trim()
            .parse::<i64>()
            .ok()
            .and_then(|i| teams.get(&i).cloned())
            .unwrap_or_else(|| id.trim().to_string())
    };
    let said = match action {
        "round.swap" => stored
            .strip_prefix("teams ")
            .and_then(|s| s.split_once(" <-> "))
            .map(|(x, y)| format!("{} ↔ {}", team(x), team(y))),
        "round.draft" => round_of(stored).map(|(n, rest)| {
            let seed = rest.strip_prefix("seed ").unwrap_or(rest);
            format!("{round} {n} ({} {seed})", t(lang, "audit.seed"))
        }),
        "round.discard" | "round.publish" => round_of(stored).map(|(n, _)| format!("{round} {n}")),
        "round.results" => round_of(stored).map(|(n, rest)| {
            let key = if rest.ends_with("hidden") {
                "audit.results_hidden"
            } else {
                "audit.results_shown"
            };
            format!("{round} {n}: {}", t(lang, key))
        }),
        "round.draft_links" => round_of(stored).map(|(n, rest)| {
            let count = rest.trim_end_matches(" tables");
            format!("{round} {n}: {count} {}", t(lang, "pub.tables_count"))
        }),
        "table.number" => round_of(stored).and_then(|(n, rest)| {
            if let Some(pair) = rest.strip_prefix("tables ") {
                let (a, b) = pair.split_once(" <-> ")?;
                Some(format!("{round} {n}: {table} {a} ↔ {b}"))
            } else {
                let (a, b) = rest.strip_prefix("table ")?.split_once(" -> ")?;
                Some(format!("{round} {n}: {table} {a} → {b}"))
            }
        }),
        "table.referee_add" | "table.referee_remove" => round_of(stored).and_then(|(n, rest)| {
            let (no, who) = rest.strip_prefix("table ")?.split_once(": ")?;
            let who = who.trim_start_matches(['+', '-']);
            Some(format!("{round} {n}, {table} {no}: {who}"))
        }),
        _ => None,
    };
    said.unwrap_or_else(|| stored.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(action: &str, stored: &str) -> String {
        let teams = HashMap::from([(7, "Corsari".to_string()), (9, "Lupi".to_string())]);
        detail(action, stored, Lang::It, &teams)
    }

    #[test]
    fn stored_details_read_as_words_with_names() {
        assert_eq!(said("round.swap", "teams 7 <-> 9"), "Corsari ↔ Lupi");
        assert_eq!(said("round.draft", "round 2, seed 42"), "Turno 2 (seme 42)");
        assert_eq!(said("round.publish", "round 2"), "Turno 2");
        assert_eq!(
            said("round.results", "round 3: results hidden"),
            "Turno 3: risultati nascosti"
        );
        assert_eq!(
            said("round.draft_links", "round 1: 4 tables"),
            "Turno 1: 4 tavoli"
        );
        assert_eq!(
            said("table.number", "round 1: tables 2 <-> 5"),
            "Turno 1: Tavolo 2 ↔ 5"
        );
        assert_eq!(
            said("table.number", "round 1: table 2 -> 5"),
            "Turno 1: Tavolo 2 → 5"
        );
        assert_eq!(
            said("table.referee_add", "round 1 table 2: +ref1"),
            "Turno 1, Tavolo 2: ref1"
        );
        // Names and reasons are words already; an unknown id stays as stored.
        assert_eq!(said("team.drop", "Corsari"), "Corsari");
        assert_eq!(said("round.swap", "teams 7 <-> 11"), "Corsari ↔ 11");
    }

    #[test]
    fn every_action_written_has_a_phrase_in_both_languages() {
        for action in ACTIONS {
            let key = format!("audit.act.{action}");
            assert!(crate::web::i18n::has_key(&key), "{key}");
        }
    }

    /// Every action key the storage layer writes (see `src/db`).
    const ACTIONS: &[&str] = &[
        "tournament.create",
        "tournament.settings",
        "tournament.import",
        "team.add",
        "team.import",
        "team.edit",
        "team.drop",
        "team.return",
        "round.draft",
        "round.discard",
        "round.swap",
        "round.publish",
        "round.results",
        "round.draft_links",
        "table.number",
        "table.referee_add",
        "table.referee_remove",
        "match.confirm",
        "match.reopen",
        "match.adjust",
        "objectives.add",
        "objectives.remove",
    ];
}
