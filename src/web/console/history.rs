//! The history page: every entry with who and when, undone actions marked, never
//! anything deleted. Draft picks stay secret while the draft runs.

use super::view::elang;
use super::{load, may_record};
use crate::engine::risiko2v2::Phase;
use crate::engine::{Action, Game};
use crate::web::i18n::Lang;
use crate::web::pages::render;
use crate::web::session::{SignedIn, Visitor};
use crate::web::{AppState, Result};
use askama::Template;
use axum::extract::{Path, State};
use axum::response::Response;

/// One line of the history.
pub struct HistoryLine {
    seq: i64,
    at: String,
    who: String,
    what: String,
    reason: String,
    undone: bool,
    undo: bool,
}

#[derive(Template)]
#[template(path = "console/history.html")]
struct HistoryPage {
    v: Visitor,
    id: i64,
    label: String,
    lines: Vec<HistoryLine>,
}

/// A referee's sentence for an action (draft picks hidden while `secret`).
pub fn describe(a: &Action, g: &Game, lang: Lang, secret: bool) -> String {
    let map = g.map();
    let l = elang(lang);
    let who = |s: u8| {
        g.players()
            .get(usize::from(s))
            .map_or_else(|| s.to_string(), |p| p.name.clone())
    };
    let t = |id: &crate::engine::TerritoryId| map.name(*id, l).to_string();
    match a {
        Action::DraftPick { seat, territory } => {
            let public = g
                .players()
                .get(usize::from(*seat))
                .is_some_and(|p| p.is_virtual);
            if secret && !public {
                format!("{}: draft ✓", who(*seat))
            } else {
                format!("{}: draft {}", who(*seat), t(territory))
            }
        }
        Action::Place { seat, tanks } => {
            let parts: Vec<String> = tanks
                .iter()
                .map(|(k, n)| format!("{} +{n}", t(k)))
                .collect();
            format!("{}: {}", who(*seat), parts.join(", "))
        }
        Action::Attack {
            seat,
            from,
            to,
            tanks,
        } => format!("{}: {} ⚔ {} ({tanks})", who(*seat), t(from), t(to)),
        Action::Move {
            seat,
            from,
            to,
            tanks,
        } => format!("{}: {} → {} ({tanks})", who(*seat), t(from), t(to)),
        Action::Declare { seat, tanks } => format!("{}: declare {tanks}", who(*seat)),
        Action::Trade { seat, sets } => format!("{}: trade {sets}", who(*seat)),
        Action::Occupy { seat, tanks } => format!("{}: occupy {tanks}", who(*seat)),
        Action::Clock { event, .. } => format!(
            "clock {}",
            serde_json::to_string(event)
                .unwrap_or_default()
                .trim_matches('"')
        ),
        other => {
            let kind = other.kind();
            match other.seat() {
                Some(s) => format!("{}: {kind}", who(s)),
                None => kind.to_string(),
            }
        }
    }
}

/// `GET /console/m/{id}/history`.
pub async fn show(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Path(id): Path<i64>,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let l = load(&state, id).await?;
    let secret = l.game.as_ref().is_some_and(|g| g.phase() == Phase::Draft);
    // Which action entries a later undo cancelled.
    let mut stack: Vec<usize> = Vec::new();
    let mut undone = vec![false; l.entries.len()];
    for (i, e) in l.entries.iter().enumerate() {
        if e.kind == "undo" {
            if let Some(j) = stack.pop() {
                undone[j] = true;
            }
        } else {
            stack.push(i);
        }
    }
    let lines = l
        .entries
        .iter()
        .zip(undone)
        .map(|(e, undone)| {
            let what = match (&l.game, e.action_json.as_deref()) {
                (Some(g), Some(j)) => serde_json::from_str::<Action>(j)
                    .map(|a| describe(&a, g, v.lang, secret))
                    .unwrap_or_default(),
                _ => v.t("console.undo").to_string(),
            };
            HistoryLine {
                seq: e.seq,
                at: chrono::DateTime::from_timestamp(e.entered_at, 0)
                    .map(|d| d.format("%H:%M:%S").to_string())
                    .unwrap_or_default(),
                who: e
                    .entered_by_name
                    .clone()
                    .unwrap_or_else(|| e.entered_via.clone()),
                what,
                reason: e.reason.clone().unwrap_or_default(),
                undone,
                undo: e.kind == "undo",
            }
        })
        .collect();
    render(&HistoryPage {
        v,
        id,
        label: l.row.label,
        lines,
    })
}
