//! The history: every entry with who and when, what it did as a sentence, and the state
//! after it (round, phase, whose turn, the territories it touched); undone actions
//! marked, player edits listed among them, nothing ever deleted. Draft picks stay
//! secret while the draft runs. `?at=N` shows the board as it was after entry N.

use crate::db::setup_changes::{self, SetupChangeRow};
use crate::engine::risiko2v2::Phase;
use crate::engine::{Action, Game, MatchLog, Owner};
use crate::web::console::{Loaded, Recording, board, load};
use crate::web::i18n::{Lang, t};
use crate::web::pages::render;
use crate::web::session::Visitor;
use crate::web::{AppState, Result};
use askama::Template;
use axum::extract::{Query, State};
use axum::response::Response;
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// One line of the history.
#[derive(Clone, Debug, Serialize)]
pub struct HistoryLine {
    /// Entry number (none for a player edit).
    pub seq: Option<i64>,
    /// `action`, `undo` or `players`.
    pub kind: &'static str,
    /// When (RFC 3339, server time).
    pub at: String,
    /// Time of day for the page.
    #[serde(skip)]
    pub time: String,
    /// The account (or `draft_link`, `server`).
    pub who: String,
    /// The action as the log has it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action: Option<Action>,
    /// What happened, as a sentence.
    pub text: String,
    /// The reason given (undo, early end).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub reason: String,
    /// A later undo cancelled it.
    pub undone: bool,
    /// The state after it, as a sentence (empty before the draft exists).
    pub after: String,
}

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

fn clock_time(unix: i64) -> (String, String) {
    chrono::DateTime::from_timestamp(unix, 0).map_or_else(Default::default, |d| {
        (d.to_rfc3339(), d.format("%H:%M:%S").to_string())
    })
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
            action: action.filter(|a| !(secret && matches!(a, Action::DraftPick { .. }))),
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

#[derive(Template)]
#[template(path = "console/history.html")]
struct HistoryPage {
    v: Visitor,
    id: i64,
    label: String,
    lines: Vec<HistoryLine>,
    /// The board after entry `at`, when asked.
    snapshot: Option<(i64, String)>,
}

/// `?at=N`: show the board after entry N.
#[derive(Deserialize)]
pub struct At {
    at: Option<String>,
}

/// `GET /console/m/{id}/history`.
pub async fn show(
    State(state): State<AppState>,
    Recording(v, _, id): Recording,
    Query(q): Query<At>,
) -> Result<Response> {
    let l = load(&state, id).await?;
    let changes = setup_changes::changes(&state.db, id).await?;
    let at: Option<i64> = q.at.and_then(|s| s.parse().ok());
    if l.risiko2v2().is_none() {
        // Any other ruleset: its lines and boards from the shared surface.
        let all = crate::web::console::history_any::lines(&l, v.lang);
        let snapshot = at.and_then(|n| {
            let (_, g) = all.iter().find(|(line, _)| line.seq == Some(n))?;
            let g = g.as_ref()?;
            let ring = l.entries.iter().find(|e| e.seq == n).and_then(|e| {
                let v = serde_json::from_str(e.action_json.as_deref()?).ok()?;
                Some(board::touched_json(crate::engine::table::Table::map(g), &v))
            });
            Some((n, board::svg(g, v.lang, &ring.unwrap_or_default(), false)))
        });
        return render(&HistoryPage {
            label: super::view::label_words(v.lang, &l.row.label),
            v,
            id,
            lines: all.into_iter().map(|(line, _)| line).collect(),
            snapshot,
        });
    }
    let all = lines(&l, &changes, v.lang);
    let secret = l
        .risiko2v2()
        .and_then(|(_, g)| g)
        .is_some_and(|g| g.phase() == Phase::Draft);
    let snapshot = at.and_then(|n| {
        let (line, g) = all.iter().find(|(line, _)| line.seq == Some(n))?;
        let g = g.as_ref()?;
        let ring = line.action.as_ref().map(board::touched).unwrap_or_default();
        Some((n, board::svg_2v2(g, v.lang, &ring, secret)))
    });
    render(&HistoryPage {
        label: super::view::label_words(v.lang, &l.row.label),
        v,
        id,
        lines: all.into_iter().map(|(line, _)| line).collect(),
        snapshot,
    })
}
