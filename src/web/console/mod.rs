//! The referee console: create a match, set it up (players, referees, objectives, the
//! physical or digital draft), record it action by action on a phone, undo, read the
//! history, see the score and sign it off. Also the players' private draft links and
//! the public, self-updating table page.
//!
//! Every recording goes through [`record::record`]; every rule question goes to the
//! engine. Pages are plain HTML forms: each carries the entry count it saw
//! (`expected`) and a fresh idempotency key (`key`).

pub mod board;
mod draft;
mod forms;
mod history;
mod page;
mod prepare;
pub mod record;
pub mod replayed;
mod setup;
mod table;
pub mod view;

use crate::accounts::Role;
use crate::db::{self, matches::EntryRow, matches::MatchRow};
use crate::engine::{Game, MatchLog};
use crate::web::session::CurrentUser;
use crate::web::{AppError, AppState, Result};
use axum::Router;
use axum::routing::{get, post};

/// Routes of the referee console, the public table page and the draft links.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/console", get(setup::list))
        .route("/console/new", get(setup::new_form).post(setup::create))
        .route("/console/m/{id}", get(page::show))
        .route("/console/m/{id}/referees", post(prepare::referees))
        .route("/console/m/{id}/objectives", post(prepare::objectives))
        .route("/console/m/{id}/draft/physical", post(prepare::physical))
        .route("/console/m/{id}/draft/digital", post(draft::deal))
        .route("/console/m/{id}/act", post(page::act))
        .route("/console/m/{id}/undo", post(page::undo))
        .route("/console/m/{id}/sign", post(page::sign))
        .route("/console/m/{id}/history", get(history::show))
        .route("/draft/{token}", get(draft::show).post(draft::pick))
        .route("/t/{token}", get(table::show))
        .route("/t/{token}/board", get(table::fragment))
        .route("/t/{token}/events", get(table::events))
}

/// A match as loaded for a page: its row, its entries, the effective log and the game.
pub struct Loaded {
    /// The row.
    pub row: MatchRow,
    /// Every entry.
    pub entries: Vec<EntryRow>,
    /// Setup plus effective actions.
    pub log: MatchLog,
    /// The game, or `None` while the setup is incomplete (no valid draft yet).
    pub game: Option<Game>,
}

impl Loaded {
    /// The entry count (what forms send back as `expected`).
    pub fn count(&self) -> i64 {
        i64::try_from(self.entries.len()).unwrap_or(i64::MAX)
    }
}

/// Loads a match and replays it.
///
/// # Errors
/// 404 for no such match; 500 if the stored log no longer replays.
pub async fn load(state: &AppState, id: i64) -> Result<Loaded> {
    let row = db::matches::get(&state.db, id)
        .await?
        .ok_or(AppError::NotFound)?;
    load_row(state, row).await
}

/// As [`load`], from a row.
///
/// # Errors
/// 500 if the stored log no longer replays.
pub async fn load_row(state: &AppState, row: MatchRow) -> Result<Loaded> {
    let entries = db::matches::entries(&state.db, row.id).await?;
    let effective = db::matches::effective_actions(&entries);
    let log = record::build_log(&row.setup_json, &effective).map_err(AppError::Internal)?;
    let game = if draft_ready(&log) {
        Some(record::replay(&log).map_err(AppError::Internal)?)
    } else {
        None
    };
    Ok(Loaded {
        row,
        entries,
        log,
        game,
    })
}

/// A stored setup has a draft once the physical owners were accepted or the packets
/// dealt (an empty physical draft marks "not yet").
pub fn draft_ready(log: &MatchLog) -> bool {
    match &log.draft {
        crate::engine::Draft::Physical { owners } => !owners.is_empty(),
        crate::engine::Draft::Digital { .. } => true,
    }
}

/// May this account record on this match? Organizers always; referees when assigned.
///
/// # Errors
/// 403 otherwise.
pub async fn may_record(state: &AppState, user: &CurrentUser, match_id: i64) -> Result<()> {
    if user.role == Role::Organizer
        || db::matches::is_assigned(&state.db, match_id, user.id).await?
    {
        Ok(())
    } else {
        Err(AppError::Forbidden)
    }
}
