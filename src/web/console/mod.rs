//! The referee console: create a match, set it up (players, referees, objectives, the
//! physical or digital draft), record it action by action on a phone, undo, read the
//! history, see the score and sign it off. Also the players' private draft links and
//! the public, self-updating table page.
//!
//! Every recording goes through [`recording::record`]; every rule question goes to the
//! engine. Pages are plain HTML forms: each carries the entry count it saw
//! (`expected`) and a fresh idempotency key (`key`). With JavaScript on,
//! `static/console.js` posts them with `fetch` and swaps in the live fragment the
//! server renders (see [`face`]); off, they post and redirect as plain forms.

pub mod act;
pub mod answer;
pub mod attack;
pub mod bar;
pub mod board;
pub mod board_at_table;
pub mod board_setup;
pub mod cap_penalty_form;
pub mod clock;
pub mod denied;
pub mod dice_console;
pub mod face;
pub mod history;
pub mod history_any;
pub mod history_page;
#[cfg(test)]
mod log_codes_tests;
pub mod new_form;
pub mod new_match;
pub mod page;
// The 2 vs 2 console's own parts, under their old paths too.
pub use risiko2v2::{draft, draft_cards, game2v2, players, prepare, score, view};
pub mod posted;
pub mod record;
pub mod recording;
pub mod referees;
pub mod registry;
pub mod replayed;
pub mod result;
pub mod round_word;
pub mod ruleset;
pub mod seats_form;
pub mod setup;
pub mod skeleton;
pub mod table;
pub mod table_page;
pub mod team_forms;
pub mod team_lines;
pub mod timing;
pub mod view_any;
pub mod why;

/// Declares each ruleset's console folder (`console/<folder>/`) from the crate's one list
/// of rulesets (`crate::rulesets`), so a new ruleset writes no line here.
macro_rules! ruleset_consoles {
    ($($id:ident / $variant:ident: $folder:ident, $log:ident, $console:ident;)*) => {
        $(pub mod $folder;)*
    };
}
crate::rulesets::every_ruleset!(ruleset_consoles);

use crate::accounts::Role;
use crate::db::{self, match_entries::EntryRow, matches::MatchRow};
use crate::engine::any::{AnyGame, AnyLog};
use crate::web::session::{CurrentUser, SignedIn, Visitor};
use crate::web::{AppError, AppState, Result};
use axum::Router;
use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};

/// Routes of the referee console and the public table page, and each ruleset's own
/// ([`ruleset::Console::routes`]: the 2 vs 2 setup and draft links, torneo's objective
/// links).
pub fn router() -> Router<AppState> {
    let shared = Router::new()
        .route("/console", get(setup::list))
        .route("/console/new", get(setup::new_form).post(setup::create))
        .route("/console/m/{id}", get(answer::show))
        .route("/console/m/{id}/referees", post(act::referees))
        .route("/console/m/{id}/board", post(board_setup::post))
        .route("/console/m/{id}/act", post(act::act).get(face::back))
        .route("/console/m/{id}/undo", post(act::undo).get(face::back))
        .route("/console/m/{id}/why", post(act::why).get(face::back))
        .route(
            "/console/m/{id}/sign",
            post(act::sign).get(act::sign_confirm),
        )
        .route("/console/m/{id}/history", get(history_page::show))
        .route("/t/{token}", get(table_page::show))
        .route("/t/{token}/board", get(table_page::fragment))
        .route("/t/{token}/events", get(table_page::events));
    crate::engine::RulesetId::ALL
        .into_iter()
        .map(registry::console)
        .fold(shared, |router, console| router.merge(console.routes()))
}

/// A match as loaded for a page: its row, its entries, the effective log and the game.
pub struct Loaded {
    /// The row.
    pub row: MatchRow,
    /// Every entry.
    pub entries: Vec<EntryRow>,
    /// Setup plus effective actions, of any ruleset.
    pub log: AnyLog,
    /// The game, or `None` while the setup is incomplete (a 2 vs 2 match without its
    /// draft yet).
    pub game: Option<AnyGame>,
    /// When the current turn began (none before the first turn, during the digital
    /// draft, after the end).
    pub turn_start: Option<clock::TurnStart>,
    /// The console of its ruleset, found through the registry once, when it is loaded:
    /// the shared pages below the registry (the match page answering a form of any
    /// ruleset's) ask it rather than the registry.
    pub console: &'static dyn ruleset::Console,
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
    let entries = db::match_entries::entries(&state.db, row.id).await?;
    let timed = clock::effective_timed(&entries);
    let effective: Vec<&str> = timed.iter().map(|(a, _)| *a).collect();
    let times: Vec<i64> = timed.iter().map(|(_, t)| *t).collect();
    let log = recording::build_log(&row.setup_json, &effective).map_err(AppError::Internal)?;
    let count = i64::try_from(entries.len()).unwrap_or(i64::MAX);
    let console = registry::of_log(&log);
    let (game, turn_start) = if !log.ready() {
        (None, None)
    } else if let Some(kept) = state.replayed.get(row.id, count, &row.setup_json) {
        // The game the console keeps after the latest entry (see `replayed`).
        (Some(kept.game), kept.turn.start)
    } else {
        let (g, turn) = ruleset::replay_timed(console, &log, &times).map_err(AppError::Internal)?;
        let kept = replayed::Kept {
            game: g.clone(),
            turn,
        };
        state.replayed.put(row.id, count, &row.setup_json, kept);
        (Some(g), turn.start)
    };
    Ok(Loaded {
        row,
        entries,
        log,
        game,
        turn_start,
        console,
    })
}

/// A request on the match of its path (`/console/m/{id}/...`) from an account that may
/// record on it: signed in (else the sign-in page), then the match id, then an organizer
/// or a referee assigned to the match (else 403), in that order.
pub struct Recording(pub Visitor, pub CurrentUser, pub i64);

impl FromRequestParts<AppState> for Recording {
    type Rejection = Response;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> std::result::Result<Self, Response> {
        let (v, user, id) = account_and_match(parts, state).await?;
        may_record(state, &user, id)
            .await
            .map_err(IntoResponse::into_response)?;
        Ok(Recording(v, user, id))
    }
}

/// The signed-in account (else the sign-in page) and the match of the path, as every
/// route on one match starts, in the console and in the API.
///
/// # Errors
/// The sign-in page, or the path's refusal, as the answer.
pub(crate) async fn account_and_match(
    parts: &mut Parts,
    state: &AppState,
) -> std::result::Result<(Visitor, CurrentUser, i64), Response> {
    let SignedIn(v, user) = SignedIn::from_request_parts(parts, state)
        .await
        .map_err(IntoResponse::into_response)?;
    let Path(id) = Path::<i64>::from_request_parts(parts, state)
        .await
        .map_err(IntoResponse::into_response)?;
    Ok((v, user, id))
}

/// May this account record on this match? Organizers always; referees when assigned.
///
/// # Errors
/// 403 otherwise.
pub async fn may_record(state: &AppState, user: &CurrentUser, match_id: i64) -> Result<()> {
    if user.role == Role::Organizer
        || db::match_referees::is_assigned(&state.db, match_id, user.id).await?
    {
        Ok(())
    } else {
        Err(AppError::Forbidden)
    }
}
