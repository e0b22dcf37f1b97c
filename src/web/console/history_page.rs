//! The history page of every ruleset (`GET /console/m/{id}/history`): its lines and
//! boards asked of the match's console ([`super::ruleset::Console::history`]), found
//! through the registry; the lines themselves are [`super::history`]'s.

use super::history::HistoryLine;
use super::registry::of_log;
use super::{Recording, load};
use crate::web::pages::render;
use crate::web::session::Visitor;
use crate::web::{AppState, Result};
use askama::Template;
use axum::extract::{Query, State};
use axum::response::Response;
use serde::Deserialize;

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
    let at: Option<i64> = q.at.and_then(|s| s.parse().ok());
    let h = of_log(&l.log).history(&state, &l, v.lang, at).await?;
    render(&HistoryPage {
        label: super::view_any::label_words(v.lang, &l.row.label),
        v,
        id,
        lines: h.lines,
        snapshot: h.snapshot,
    })
}
