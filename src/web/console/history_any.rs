//! The history of a match read from the shared surface (the default of
//! [`super::ruleset::Console::history`]): every entry with who and when, the action as a
//! sentence ([`AnyGame::describe`], naming players), undone actions marked, and the
//! state after it (round, phase, whose turn, the territories it touched).

use super::Loaded;
use super::board::{self, touched_json};
use super::history::{History, HistoryLine};
use crate::engine::any::AnyGame;
use crate::engine::seat::Owner;
use crate::engine::table::Table;
use crate::web::i18n::{Lang, t};
use std::fmt::Write;

/// The history page's lines, and the board after entry `at` when asked.
pub fn history(l: &Loaded, lang: Lang, at: Option<i64>) -> History {
    let all = lines(l, lang);
    let snapshot = at.and_then(|n| {
        let (_, g) = all.iter().find(|(line, _)| line.seq == Some(n))?;
        let g = g.as_ref()?;
        let ring = l.entries.iter().find(|e| e.seq == n).and_then(|e| {
            let v = serde_json::from_str(e.action_json.as_deref()?).ok()?;
            Some(touched_json(g.map(), &v))
        });
        Some((n, board::svg(g, lang, &ring.unwrap_or_default(), false)))
    });
    History {
        lines: all.into_iter().map(|(line, _)| line).collect(),
        snapshot,
    }
}

/// Every entry as a history line, with the game after it (for the `?at=` board).
pub fn lines(l: &Loaded, lang: Lang) -> Vec<(HistoryLine, Option<AnyGame>)> {
    let (setup, _) = l.log.split();
    let mut current = l.game.as_ref().and_then(|_| AnyGame::replay(&setup).ok());
    // The game before each effective action, so an undo steps back.
    let mut stack: Vec<(usize, AnyGame)> = Vec::new();
    let mut out: Vec<(HistoryLine, Option<AnyGame>)> = Vec::new();
    for e in &l.entries {
        let at = chrono::DateTime::from_timestamp(e.entered_at, 0).unwrap_or_default();
        let action = e
            .action_json
            .as_deref()
            .and_then(|j| serde_json::from_str(j).ok())
            .and_then(|v| l.log.action_from_json(&v).ok());
        let mut text = t(lang, "console.undo").to_string();
        let mut touched = Vec::new();
        if let (Some(a), Some(g)) = (&action, current.as_mut()) {
            text = g.describe(a, lang);
            touched = touched_json(g.map(), &a.to_json());
            let before = g.clone();
            let _ = g.apply_mut(a);
            // A throw says who lost what, as the result sentence does.
            if let Some(losses) = super::result::throw_losses(&before, g, a, lang) {
                text = format!("{text}: {losses}");
            }
            stack.push((out.len(), before));
        } else if e.kind == "undo"
            && let Some((i, before)) = stack.pop()
        {
            out[i].0.undone = true;
            current = Some(before);
        }
        let line = HistoryLine {
            seq: Some(e.seq),
            kind: if e.kind == "undo" { "undo" } else { "action" },
            at: at.to_rfc3339(),
            time: at.format("%H:%M:%S").to_string(),
            who: e
                .entered_by_name
                .clone()
                .unwrap_or_else(|| e.entered_via.clone()),
            after: current
                .as_ref()
                .map(|g| after(g, &touched, lang))
                .unwrap_or_default(),
            action: None,
            text,
            reason: e.reason.clone().unwrap_or_default(),
            undone: false,
        };
        out.push((line, current.clone()));
    }
    out
}

/// Round, phase, whose turn, and the armies now on the territories touched.
fn after(g: &AnyGame, touched: &[crate::engine::TerritoryId], lang: Lang) -> String {
    let l = lang;
    let seats = g.seats();
    let name = |s: u8| {
        seats
            .iter()
            .find(|x| x.seat == s)
            .map_or_else(|| s.to_string(), |x| x.name.clone())
    };
    let mut out = String::new();
    if g.round() > 0 {
        let word = t(lang, super::round_word::round_key(g));
        let _ = write!(out, "{word} {} · ", g.round());
    }
    out.push_str(g.phase_words(l));
    if let Some(s) = g.to_act() {
        let _ = write!(out, " · {} {}", t(lang, "console.turn_of"), name(s));
    }
    for ter in touched {
        let owner = match g.owner(*ter) {
            Some(Owner::Seat(s)) => name(s),
            Some(Owner::Neutral) => t(lang, "console.neutral").to_string(),
            None => continue,
        };
        let _ = write!(
            out,
            " · {} {} ({owner})",
            g.map().name(*ter, l),
            g.armies(*ter)
        );
    }
    out
}
