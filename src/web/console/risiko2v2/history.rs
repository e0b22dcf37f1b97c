//! The 2 vs 2 history (the page and route are the shared [`crate::web::console::history`]):
//! every entry with who and when, what it did as a sentence, and the state after it
//! (round, phase, whose turn, the territories it touched); undone actions marked, player
//! edits listed among them. Draft picks stay secret while the draft runs.

use crate::db::setup_changes::{self, SetupChangeRow};
use crate::engine::any::AnyAction;
use crate::engine::risiko2v2::Phase;
use crate::engine::{Action, Game, MatchLog, Owner};
use crate::web::console::Loaded;
use crate::web::console::history::{History, HistoryLine, clock_time};
use crate::web::i18n::{Lang, t};
use crate::web::{AppState, Result};
use std::fmt::Write;

use super::board;

/// A referee's sentence for an action; draft picks hidden while `secret` (only a
/// virtual seat's picks are public).
pub fn sentence(a: &Action, g: &Game, lang: Lang, secret: bool) -> String {
    if let Action::DraftPick { seat, .. } = a {
        let public = g
            .players()
            .get(usize::from(*seat))
            .is_some_and(|p| p.is_virtual);
        if secret && !public {
            let name = g
                .players()
                .get(usize::from(*seat))
                .map_or("?", |p| p.name.as_str());
            return format!("{name}: {} ✓", t(lang, "console.drafted"));
        }
    }
    a.describe(lang, g.players())
}

/// Round, phase, whose turn, and the tanks now on the territories `a` touched.
fn after(g: &Game, a: Option<&Action>, lang: Lang, secret: bool) -> String {
    let l = lang;
    let map = g.map();
    let name = |s: u8| {
        g.players()
            .get(usize::from(s))
            .map_or_else(|| s.to_string(), |p| p.name.clone())
    };
    let mut out = String::new();
    if g.round() > 0 {
        let _ = write!(out, "{} {} · ", t(lang, "console.round"), g.round());
    }
    out.push_str(g.phase().name(l));
    if !matches!(g.phase(), Phase::Draft | Phase::Finished) {
        let _ = write!(
            out,
            " · {} {}",
            t(lang, "console.turn_of"),
            name(g.current_seat())
        );
    }
    if secret {
        return out;
    }
    for ter in a.map(board::touched).unwrap_or_default() {
        let owner = match g.owner(ter) {
            Some(Owner::Seat(s)) => name(s),
            Some(Owner::Neutral) => t(lang, "console.neutral").to_string(),
            None => continue,
        };
        let _ = write!(out, " · {} {} ({owner})", map.name(ter, l), g.tanks(ter));
    }
    out
}

fn change_text(c: &SetupChangeRow, lang: Lang) -> String {
    format!(
        "{} {}: {} «{}» → «{}»",
        t(lang, "console.seat"),
        c.seat + 1,
        t(
            lang,
            if c.field == "name" {
                "console.player"
            } else {
                "console.colour"
            }
        ),
        c.old_value,
        c.new_value
    )
}

/// The history of a loaded match, with its player edits; also the game after each
/// entry (`None` before the draft exists), for the `?at=` board.
pub fn lines(
    l: &Loaded,
    changes: &[SetupChangeRow],
    lang: Lang,
) -> Vec<(HistoryLine, Option<Game>)> {
    let Some((log, game)) = l.risiko2v2() else {
        return Vec::new();
    };
    let secret = game.is_some_and(|g| g.phase() == Phase::Draft);
    // The game before each effective action, so an undo steps back.
    let mut stack: Vec<(usize, Game)> = Vec::new();
    let setup = MatchLog {
        actions: Vec::new(),
        ..log.clone()
    };
    let mut current = if game.is_some() {
        Game::new(&setup).ok()
    } else {
        None
    };
    let mut out: Vec<(HistoryLine, Option<Game>)> = Vec::new();
    let mut pending = changes.iter().peekable();
    for e in &l.entries {
        while let Some(c) = pending.next_if(|c| c.changed_at < e.entered_at) {
            out.push((player_line(c, lang), None));
        }
        let (at, time) = clock_time(e.entered_at);
        let who = e
            .entered_by_name
            .clone()
            .unwrap_or_else(|| e.entered_via.clone());
        let action = e
            .action_json
            .as_deref()
            .and_then(|j| serde_json::from_str::<Action>(j).ok());
        let mut text = t(lang, "console.undo").to_string();
        if let (Some(a), Some(g)) = (&action, current.as_mut()) {
            text = sentence(a, g, lang, secret);
            stack.push((out.len(), g.clone()));
            let _ = g.apply_mut(a);
        } else if e.kind == "undo"
            && let Some((i, before)) = stack.pop()
        {
            out[i].0.undone = true;
            current = Some(before);
        }
        let in_draft = current.as_ref().is_some_and(|g| g.phase() == Phase::Draft);
        let line = HistoryLine {
            seq: Some(e.seq),
            kind: if e.kind == "undo" { "undo" } else { "action" },
            at,
            time,
            who,
            after: current
                .as_ref()
                .map(|g| after(g, action.as_ref(), lang, secret && in_draft))
                .unwrap_or_default(),
            action: action
                .filter(|a| !(secret && matches!(a, Action::DraftPick { .. })))
                .map(AnyAction::Risiko2v2),
            text,
            reason: e.reason.clone().unwrap_or_default(),
            undone: false,
        };
        out.push((line, current.clone()));
    }
    out.extend(pending.map(|c| (player_line(c, lang), None)));
    out
}

fn player_line(c: &SetupChangeRow, lang: Lang) -> HistoryLine {
    let (at, time) = clock_time(c.changed_at);
    HistoryLine {
        seq: None,
        kind: "players",
        at,
        time,
        who: c.changed_by_name.clone(),
        action: None,
        text: change_text(c, lang),
        reason: String::new(),
        undone: false,
        after: String::new(),
    }
}

/// The 2 vs 2 history (its [`crate::web::console::ruleset::Console::history`]): its
/// lines with the players' edits, and the board after entry `at` (the virtual seats
/// only while the draft is secret).
///
/// # Errors
/// A failure to read the players' edits.
pub async fn history(state: &AppState, l: &Loaded, lang: Lang, at: Option<i64>) -> Result<History> {
    let changes = setup_changes::changes(&state.db, l.row.id).await?;
    let all = lines(l, &changes, lang);
    let secret = l
        .risiko2v2()
        .and_then(|(_, g)| g)
        .is_some_and(|g| g.phase() == Phase::Draft);
    let snapshot = at.and_then(|n| {
        let (line, g) = all.iter().find(|(line, _)| line.seq == Some(n))?;
        let g = g.as_ref()?;
        // Only its own actions are in its lines.
        let ring = line
            .action
            .as_ref()
            .and_then(super::action2v2)
            .map(board::touched)
            .unwrap_or_default();
        Some((n, board::svg_2v2(g, lang, &ring, secret)))
    });
    Ok(History {
        lines: all.into_iter().map(|(line, _)| line).collect(),
        snapshot,
    })
}
