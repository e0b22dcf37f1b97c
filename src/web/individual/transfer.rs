//! An individual tournament as a JSON archive: the download, and the import that
//! reads one back as a new tournament. Checking the file (every match replayed by
//! the engine) is [`crate::tournament::individual_archive::check`]; storing it in one
//! transaction is [`crate::db::individual_transfer::import`].

use crate::accounts::token::random_token;
use crate::db;
use crate::tournament::individual_archive::{self, IndividualArchiveError};
use crate::web::session::{Organizer, Visitor};
use crate::web::tournaments::export::{dated_file_name, today};
use crate::web::tournaments::transfer::{
    ImportPage, Refusal, archive_download, checked_upload, limited_import,
};
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::Router;
use axum::extract::multipart::MultipartRejection;
use axum::extract::{Multipart, Path, State};
use axum::response::Response;
use axum::routing::get;

/// The import routes, with the team import's body limit: merged outside the
/// app-wide one.
pub fn import_router() -> Router<AppState> {
    limited_import("/individual/import", get(form).post(upload))
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
    let name = dated_file_name(&today(&state), &a.tournament.name, "individual.json");
    archive_download(id, &a, &name)
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
struct IndividualImportPage {
    v: Visitor,
    error: Option<Refusal>,
    done: Option<Done>,
}

impl ImportPage for IndividualImportPage {
    type Done = Done;
    fn new(v: Visitor, error: Option<Refusal>, done: Option<Done>) -> Self {
        IndividualImportPage { v, error, done }
    }
}

/// `GET /individual/import`: the upload form.
pub async fn form(Organizer(v, _): Organizer) -> Result<Response> {
    IndividualImportPage::form(v)
}

/// `POST /individual/import` (multipart: `_csrf` first, then `file`): checks the
/// archive whole, then stores it as a new tournament in one transaction.
pub async fn upload(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    form: std::result::Result<Multipart, MultipartRejection>,
) -> Result<Response> {
    let refusal = |e: &IndividualArchiveError| Refusal::checked(e, e.problem, e.detail.clone());
    let checked = checked_upload::<IndividualImportPage, _, _>(
        &v,
        form,
        ("iarc.err.json", individual_archive::check),
        refusal,
    );
    let a = match checked.await? {
        Ok(a) => a,
        Err(refused) => return Ok(refused),
    };
    let id = db::individual_transfer::import(&state.db, &a, me.id, random_token).await?;
    let done = Done {
        id,
        name: a.tournament.name.clone(),
        players: a.players.len(),
        rounds: a.rounds.len(),
        matches: a.match_count(),
    };
    IndividualImportPage::stored(v, done)
}
