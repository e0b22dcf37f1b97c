//! The whole tournament as a JSON archive: the download, and the import that reads
//! one back as a new tournament. Checking the file (every match log replayed through
//! the engine) is [`crate::tournament::archive::check`]; storing it in one
//! transaction is [`crate::db::transfer::import`]; this module only carries the file.

use super::export::{download, file_name};
use super::inputs::Managed;
use crate::accounts::token::random_token;
use crate::db;
use crate::tournament::archive::{self, ArchiveError};
use crate::web::pages::{render, render_status};
use crate::web::session::{Organizer, Visitor};
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::Router;
use axum::extract::multipart::MultipartRejection;
use axum::extract::{DefaultBodyLimit, Multipart, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::{MethodRouter, get};
use serde::Serialize;
use tower_http::limit::RequestBodyLimitLayer;

/// Largest archive the import takes. A match is ~40 KB in the archive for a short
/// game and ~200 KB for a long one (`docs/examples/full-match.json`, 941 actions:
/// 52 KB of log plus 144 KB of entries, each repeating its action with who and when),
/// so the app-wide 1 MiB holds as few as five matches, while a club night of 8 tables
/// over 4 rounds is ~6 MB and 20 tables over 6 rounds ~24 MB. The route is
/// organizer-only and reads the file once into memory.
pub const IMPORT_LIMIT: usize = 32 * 1024 * 1024;

/// The import routes, with their own body limit: merged outside the app-wide one.
pub fn import_router() -> Router<crate::web::AppState> {
    limited_import("/tournaments/import", get(form).post(upload))
}

/// An import route (either format's) with the archive's body limit instead of the
/// app-wide one.
pub(crate) fn limited_import(path: &str, route: MethodRouter<AppState>) -> Router<AppState> {
    Router::new()
        .route(path, route)
        .layer(DefaultBodyLimit::max(IMPORT_LIMIT))
        .layer(RequestBodyLimitLayer::new(IMPORT_LIMIT))
}

/// An archive (either format's) as a JSON download named `name`.
///
/// # Errors
/// [`AppError::Internal`] if it does not serialise (it does).
pub(crate) fn archive_download(id: i64, archive: &impl Serialize, name: &str) -> Result<Response> {
    let bytes = serde_json::to_vec(archive)
        .map_err(|e| AppError::Internal(format!("archive {id}: {e}")))?;
    Ok(download(bytes, "application/json", name))
}

/// `GET /tournaments/{id}/export/tournament.json`: the archive (`docs/EXPORTS.md`).
pub async fn export_json(
    State(state): State<AppState>,
    Managed { t, .. }: Managed,
) -> Result<Response> {
    let id = t.row.id;
    let archive = db::transfer::export(&state.db, id, state.now_unix())
        .await?
        .ok_or(AppError::NotFound)?;
    archive_download(id, &archive, &file_name(&t, "tournament.json"))
}

/// A refused file as either format's import page shows it (the block
/// `_archive_refusal.html`): what is wrong, where, and the detail.
pub struct Refusal {
    pub(crate) key: &'static str,
    pub(crate) round: Option<i64>,
    pub(crate) table: Option<i64>,
    pub(crate) detail: String,
}

impl Refusal {
    /// A file refused before its content was read (the upload, the token, no file).
    fn unread(key: &'static str, detail: &str) -> Self {
        Refusal {
            key,
            round: None,
            table: None,
            detail: detail.into(),
        }
    }

    /// A file its format's check refused: the message `key` and the `detail` in the
    /// visitor's language, at the error's round and table.
    pub(crate) fn checked<P>(e: &ArchiveError<P>, key: &'static str, detail: String) -> Self {
        Refusal {
            key,
            round: e.round,
            table: e.table,
            detail,
        }
    }
}

/// What was stored.
pub struct Done {
    id: i64,
    name: String,
    teams: usize,
    rounds: usize,
    matches: usize,
    unknown_users: Vec<String>,
}

#[derive(Template)]
#[template(path = "tournaments/transfer.html")]
struct TeamImportPage {
    v: Visitor,
    error: Option<Refusal>,
    done: Option<Done>,
}

impl ImportPage for TeamImportPage {
    type Done = Done;
    fn new(v: Visitor, error: Option<Refusal>, done: Option<Done>) -> Self {
        TeamImportPage { v, error, done }
    }
}

/// An import page, either format's: the upload form, a refused file, or what was
/// stored. Each format has its own template; the states are the same.
pub(crate) trait ImportPage: Template + Sized {
    /// What the format's import reports when it stored a file.
    type Done;
    /// The page in one of its states.
    fn new(v: Visitor, error: Option<Refusal>, done: Option<Self::Done>) -> Self;

    /// The upload form.
    ///
    /// # Errors
    /// A template that fails to render.
    fn form(v: Visitor) -> Result<Response> {
        render(&Self::new(v, None, None))
    }

    /// A refused file, answered with `status`; nothing was stored.
    ///
    /// # Errors
    /// A template that fails to render.
    fn refused(v: Visitor, status: StatusCode, e: Refusal) -> Result<Response> {
        render_status(status, &Self::new(v, Some(e), None))
    }

    /// What a good file became.
    ///
    /// # Errors
    /// A template that fails to render.
    fn stored(v: Visitor, done: Self::Done) -> Result<Response> {
        render(&Self::new(v, None, Some(done)))
    }
}

/// `GET /tournaments/import`: the upload form.
pub async fn form(Organizer(v, _): Organizer) -> Result<Response> {
    TeamImportPage::form(v)
}

/// A broken upload is the client's problem (a cut connection, a body past the limit
/// sent without a `Content-Length`), never a 500.
fn upload_failed(e: &axum::extract::multipart::MultipartError) -> (StatusCode, &'static str) {
    let status = e.status();
    let status = if status.is_client_error() {
        status
    } else {
        StatusCode::BAD_REQUEST
    };
    (status, "xfer.err.upload")
}

/// The uploaded file's bytes (the `file` field), or the key of what is wrong. The
/// first field must be `_csrf` holding the visitor's token (the session layer reads
/// no multipart body; a token in the query string is never accepted).
async fn file_field(
    mut form: Multipart,
    csrf: &str,
) -> std::result::Result<Vec<u8>, (StatusCode, &'static str)> {
    let forged = (StatusCode::FORBIDDEN, "err.csrf");
    match form.next_field().await {
        Ok(Some(f)) if f.name() == Some("_csrf") => {
            let token = f.text().await.map_err(|e| upload_failed(&e))?;
            if !crate::accounts::token::same_token(&token, csrf) {
                return Err(forged);
            }
        }
        Ok(_) => return Err(forged),
        Err(e) => return Err(upload_failed(&e)),
    }
    loop {
        match form.next_field().await {
            Ok(Some(f)) if f.name() == Some("file") => {
                return f
                    .bytes()
                    .await
                    .map(|b| b.to_vec())
                    .map_err(|e| upload_failed(&e));
            }
            Ok(Some(_)) => {}
            Ok(None) => return Err((StatusCode::UNPROCESSABLE_ENTITY, "xfer.err.no_file")),
            Err(e) => return Err(upload_failed(&e)),
        }
    }
}

/// The uploaded archive's text (either format's), or the refusal to show with its
/// status: a broken or forged upload, no file, an empty one (white space only), or
/// bytes that are not UTF-8 (refused with `not_json`, the format's not-JSON key).
async fn uploaded_text(
    form: std::result::Result<Multipart, MultipartRejection>,
    csrf: &str,
    not_json: &'static str,
) -> std::result::Result<String, (StatusCode, Refusal)> {
    let bytes = match form {
        Ok(form) => file_field(form, csrf).await,
        Err(_) => Err((StatusCode::BAD_REQUEST, "xfer.err.upload")),
    };
    let unprocessable = |key, detail| {
        (
            StatusCode::UNPROCESSABLE_ENTITY,
            Refusal::unread(key, detail),
        )
    };
    match bytes.map(String::from_utf8) {
        Ok(Ok(text)) if text.trim().is_empty() => Err(unprocessable("xfer.err.no_file", "")),
        Ok(Ok(text)) => Ok(text),
        Ok(Err(_)) => Err(unprocessable(not_json, "not UTF-8")),
        Err((status, key)) => Err((status, Refusal::unread(key, ""))),
    }
}

/// A format's archive check: the file's text to the archive, or what is wrong.
type ArchiveCheck<A, E> = fn(&str) -> std::result::Result<A, E>;

/// The uploaded archive as its format's `check` read it (`not_json` is the format's
/// key for a file that is not text), or the import page `P` refusing the file: the
/// upload itself (see [`uploaded_text`]) or, in the words `refusal` gives, what the
/// check found.
///
/// # Errors
/// [`AppError::Internal`] if the check panicked; a template that fails to render.
pub(crate) async fn checked_upload<P: ImportPage, A, E>(
    v: &Visitor,
    form: std::result::Result<Multipart, MultipartRejection>,
    (not_json, check): (&'static str, ArchiveCheck<A, E>),
    refusal: impl FnOnce(&E) -> Refusal,
) -> Result<std::result::Result<A, Response>>
where
    A: Send + 'static,
    E: Send + 'static,
{
    let text = match uploaded_text(form, &v.csrf, not_json).await {
        Ok(text) => text,
        Err((status, e)) => return Ok(Err(P::refused(v.clone(), status, e)?)),
    };
    Ok(match check_off_workers(text, check).await? {
        Ok(a) => Ok(a),
        Err(e) => {
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            Err(P::refused(v.clone(), status, refusal(&e))?)
        }
    })
}

/// Runs a format's archive check off the async workers: replaying every match is
/// CPU work.
///
/// # Errors
/// [`AppError::Internal`] if the check panicked.
async fn check_off_workers<A, E>(
    text: String,
    check: ArchiveCheck<A, E>,
) -> Result<std::result::Result<A, E>>
where
    A: Send + 'static,
    E: Send + 'static,
{
    tokio::task::spawn_blocking(move || check(&text))
        .await
        .map_err(|e| AppError::Internal(format!("archive check: {e}")))
}

/// `POST /tournaments/import` (multipart: field `_csrf` first, then `file`; the session
/// layer checked the origin, this handler the token): checks the
/// archive whole, then stores it as a new tournament in one transaction.
pub async fn upload(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    form: std::result::Result<Multipart, MultipartRejection>,
) -> Result<Response> {
    let refusal = |e: &ArchiveError| Refusal::checked(e, e.problem.key(), e.detail_in(v.lang));
    let checked = checked_upload::<TeamImportPage, _, _>(
        &v,
        form,
        ("xfer.err.json", archive::check),
        refusal,
    );
    let a = match checked.await? {
        Ok(a) => a,
        Err(refused) => return Ok(refused),
    };
    let stored = db::transfer::import(&state.db, &a, me.id, state.now_unix(), random_token).await?;
    let done = Done {
        id: stored.id,
        name: a.tournament.name.clone(),
        teams: a.teams.len(),
        rounds: a.rounds.len(),
        matches: a.match_count(),
        unknown_users: stored.unknown_users,
    };
    TeamImportPage::stored(v, done)
}
