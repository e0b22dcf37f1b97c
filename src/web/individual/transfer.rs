//! An individual tournament as a JSON archive: the download, and the import that
//! reads one back as a new tournament. Checking the file (every match replayed by
//! the engine) is [`crate::tournament::individual_archive::check`]; storing it in one
//! transaction is [`crate::db::individual_transfer::import`].

use crate::db;
use crate::tournament::individual_archive::{self, IndividualArchiveError};
use crate::web::pages::{render, render_status};
use crate::web::session::{Organizer, Visitor, random_token};
use crate::web::tournaments::IMPORT_LIMIT;
use crate::web::tournaments::export::{dated_file_name, download};
use crate::web::tournaments::transfer::file_field;
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::Router;
use axum::extract::multipart::MultipartRejection;
use axum::extract::{DefaultBodyLimit, Multipart, Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::get;
use tower_http::limit::RequestBodyLimitLayer;

/// The import routes, with the team import's body limit: merged outside the
/// app-wide one.
pub fn import_router() -> Router<AppState> {
    Router::new()
        .route("/individual/import", get(form).post(upload))
        .layer(DefaultBodyLimit::max(IMPORT_LIMIT))
        .layer(RequestBodyLimitLayer::new(IMPORT_LIMIT))
}

/// `GET /individual/{id}/export/tournament.json`: the archive.
pub async fn export_json(
    State(state): State<AppState>,
    Organizer(..): Organizer,
    Path(id): Path<i64>,
) -> Result<Response> {
    let a = db::individual_transfer::export(&state.db, id, state.now_unix())
        .await?
        .ok_or(AppError::NotFound)?;
    let bytes =
        serde_json::to_vec(&a).map_err(|e| AppError::Internal(format!("archive {id}: {e}")))?;
    let date = state.clock.now().format("%Y-%m-%d").to_string();
    let name = dated_file_name(&date, &a.tournament.name, "individual.json");
    Ok(download(bytes, "application/json", &name))
}

/// What the import stored.
pub struct Done {
    id: i64,
    name: String,
    players: usize,
    rounds: usize,
    matches: usize,
}

#[derive(Template)]
#[template(path = "individual/import.html")]
struct ImportPage {
    v: Visitor,
    error: Option<IndividualArchiveError>,
    done: Option<Done>,
}

/// `GET /individual/import`: the upload form.
pub async fn form(Organizer(v, _): Organizer) -> Result<Response> {
    render(&ImportPage {
        v,
        error: None,
        done: None,
    })
}

fn refused(v: Visitor, status: StatusCode, e: IndividualArchiveError) -> Result<Response> {
    render_status(
        status,
        &ImportPage {
            v,
            error: Some(e),
            done: None,
        },
    )
}

/// `POST /individual/import` (multipart: `_csrf` first, then `file`): checks the
/// archive whole, then stores it as a new tournament in one transaction.
pub async fn upload(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    form: std::result::Result<Multipart, MultipartRejection>,
) -> Result<Response> {
    let bytes = match form {
        Ok(form) => file_field(form, &v.csrf).await,
        Err(_) => Err((StatusCode::BAD_REQUEST, "xfer.err.upload")),
    };
    let text = match bytes.map(String::from_utf8) {
        Ok(Ok(t)) if !t.trim().is_empty() => t,
        Ok(Ok(_)) => {
            let e = IndividualArchiveError::new("xfer.err.no_file", "");
            return refused(v, StatusCode::UNPROCESSABLE_ENTITY, e);
        }
        Ok(Err(_)) => {
            let e = IndividualArchiveError::new("iarc.err.json", "not UTF-8");
            return refused(v, StatusCode::UNPROCESSABLE_ENTITY, e);
        }
        Err((status, key)) => return refused(v, status, IndividualArchiveError::new(key, "")),
    };
    // Replaying every match is CPU work: keep it off the async workers.
    let checked = tokio::task::spawn_blocking(move || individual_archive::check(&text))
        .await
        .map_err(|e| AppError::Internal(format!("archive check: {e}")))?;
    let a = match checked {
        Ok(a) => a,
        Err(e) => return refused(v, StatusCode::UNPROCESSABLE_ENTITY, e),
    };
    let id = db::individual_transfer::import(&state.db, &a, me.id, random_token).await?;
    let done = Done {
        id,
        name: a.tournament.name.clone(),
        players: a.players.len(),
        rounds: a.rounds.len(),
        matches: a.match_count(),
    };
    render(&ImportPage {
        v,
        error: None,
        done: Some(done),
    })
}
