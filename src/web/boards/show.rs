//! One board: its picture drawn from the positions, countries and continents, versions
//! (each exportable as TOML or JSON), a new version by upload, and a copy under a new
//! id — the only way to change a board a signed match was played on.

use super::{checked, name_of, read_back, stored_board};
use crate::db::{self, DbError, boards::Added};
use crate::engine::map::{Board, Needs, is_slug};
use crate::web::console::board::svg_plain;
use crate::web::pages::{render, render_status};
use crate::web::session::{Organizer, Visitor};
use crate::web::tournaments::export::attachment;
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::Form;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

/// A country as the page lists it.
pub struct Country {
    id: String,
    name: String,
    continent: String,
    neighbours: String,
    bridges: String,
}

/// A version as the page lists it.
pub struct Version {
    number: i64,
    hash: String,
    matches: i64,
}

#[derive(Template)]
#[template(path = "boards/show.html")]
struct ShowPage {
    v: Visitor,
    id: i64,
    slug: String,
    name: String,
    ruleset: String,
    version: i64,
    frozen: bool,
    picture: String,
    countries: Vec<Country>,
    continents: Vec<(String, String, u32, usize)>,
    versions: Vec<Version>,
    text: String,
    problems: Vec<String>,
    notice: Option<&'static str>,
}

/// `?done=` after a write.
#[derive(Deserialize)]
pub struct Done {
    #[serde(default)]
    done: String,
    #[serde(default)]
    version: Option<i64>,
}

async fn show_page(
    state: &AppState,
    v: Visitor,
    id: i64,
    text: Option<String>,
    problems: Vec<String>,
    notice: Option<&'static str>,
) -> Result<ShowPage> {
    let (row, board) = stored_board(state, id).await?;
    let lang = v.lang;
    let picture = board
        .to_map(Needs::ANY)
        .map(|m| svg_plain(&m, v.lang))
        .unwrap_or_default();
    let countries = board
        .territories
        .iter()
        .map(|t| Country {
            id: t.id.clone(),
            name: t.name(lang).to_string(),
            continent: t.continent.clone(),
            neighbours: t.neighbours.join(", "),
            bridges: t.bridges.join(", "),
        })
        .collect();
    let continents = board
        .continents
        .iter()
        .map(|c| {
            let n = board
                .territories
                .iter()
                .filter(|t| t.continent == c.id)
                .count();
            (c.id.clone(), c.name(lang).to_string(), c.bonus, n)
        })
        .collect();
    let versions = db::boards::versions(&state.db, id)
        .await?
        .into_iter()
        .map(|r| Version {
            number: r.version,
            hash: r.hash,
            matches: r.matches,
        })
        .collect();
    Ok(ShowPage {
        name: name_of(&board, &v),
        text: text.unwrap_or_else(|| board.to_toml()),
        v,
        id,
        slug: row.slug,
        ruleset: row.ruleset,
        version: row.version,
        frozen: row.frozen,
        picture,
        countries,
        continents,
        versions,
        problems,
        notice,
    })
}

/// `GET /boards/{id}`: the board's page.
pub async fn page(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path(id): Path<i64>,
    Query(q): Query<Done>,
) -> Result<Response> {
    let notice = match q.done.as_str() {
        "version" => Some("boards.done.version"),
        "unchanged" => Some("boards.done.unchanged"),
        "copy" => Some("boards.done.copy"),
        _ => None,
    };
    render(&show_page(&state, v, id, None, Vec::new(), notice).await?)
}

/// A new version's file.
#[derive(Deserialize)]
pub struct VersionForm {
    #[serde(default)]
    text: String,
}

/// `POST /boards/{id}/versions`: the edited file becomes the next version, unless it
/// has a problem, changes the board's id, or a signed match froze the board.
pub async fn new_version(
    State(state): State<AppState>,
    Organizer(v, user): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<VersionForm>,
) -> Result<Response> {
    let (row, _) = stored_board(&state, id).await?;
    let frozen = || vec![v.t("boards.err.frozen").to_string()];
    let outcome = if row.frozen {
        Err((StatusCode::CONFLICT, frozen()))
    } else {
        match checked(&f.text, &row.ruleset, &v) {
            Ok(b) if b.id == row.slug => Ok(b),
            Ok(b) => {
                let changed = v.t("boards.err.id_changed");
                let sentence = format!("{changed} «{}» → «{}»", row.slug, b.id);
                Err((StatusCode::UNPROCESSABLE_ENTITY, vec![sentence]))
            }
            Err(problems) => Err((StatusCode::UNPROCESSABLE_ENTITY, problems)),
        }
    };
    let refusal = match outcome {
        Ok(board) => {
            let (json, hash, now) = (board.to_json(), board.hash(), state.now_unix());
            match db::boards::add_version(&state.db, id, &json, &hash, user.id, now).await? {
                Added::Version(_) => {
                    super::intern_new(&board);
                    return done(id, "version");
                }
                Added::Unchanged(_) => return done(id, "unchanged"),
                Added::Frozen => (StatusCode::CONFLICT, frozen()),
                Added::NotFound => return Err(AppError::NotFound),
            }
        }
        Err(refusal) => refusal,
    };
    refused(&state, v, id, Some(f.text), refusal).await
}

/// The board's page again with what was refused, under the refusal's status.
async fn refused(
    state: &AppState,
    v: Visitor,
    id: i64,
    text: Option<String>,
    (status, problems): (StatusCode, Vec<String>),
) -> Result<Response> {
    let page = show_page(state, v, id, text, problems, None).await?;
    render_status(status, &page)
}

fn done(id: i64, what: &str) -> Result<Response> {
    Ok(Redirect::to(&format!("/boards/{id}?done={what}")).into_response())
}

/// The id of the copy.
#[derive(Deserialize)]
pub struct CopyForm {
    #[serde(default)]
    slug: String,
}

/// `POST /boards/{id}/copy`: the latest version as a new board under a new id.
pub async fn copy(
    State(state): State<AppState>,
    Organizer(v, user): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<CopyForm>,
) -> Result<Response> {
    let (row, mut board) = stored_board(&state, id).await?;
    let slug = f.slug.trim().to_string();
    let (status, sentence) = if is_slug(&slug) {
        board.id = slug;
        let (json, hash, now) = (board.to_json(), board.hash(), state.now_unix());
        match db::boards::create(
            &state.db,
            &board.id,
            &row.ruleset,
            &json,
            &hash,
            user.id,
            now,
        )
        .await
        {
            Ok(new) => {
                super::intern_new(&board);
                return done(new, "copy");
            }
            Err(DbError::Duplicate(_)) => {
                let taken = v.t("boards.err.taken");
                (StatusCode::CONFLICT, format!("{taken} «{}»", board.id))
            }
            Err(e) => return Err(e.into()),
        }
    } else {
        let bad = v.t("boards.err.copy_id");
        (StatusCode::UNPROCESSABLE_ENTITY, format!("{bad} «{slug}»"))
    };
    refused(&state, v, id, None, (status, vec![sentence])).await
}

/// The stored version `q.version` (the latest when absent) of board `id` as a file
/// named `<board id>.<ext>` in the format `written` writes: both downloads, which
/// differ only in the format.
async fn board_file(
    state: &AppState,
    id: i64,
    q: &Done,
    (ext, content_type): (&str, &'static str),
    written: fn(&Board) -> String,
) -> Result<Response> {
    let versions = db::boards::versions(&state.db, id).await?;
    let row = match q.version {
        Some(n) => versions.into_iter().find(|r| r.version == n),
        None => versions.into_iter().next(),
    };
    let row = row.ok_or(AppError::NotFound)?;
    let board = read_back(id, &row.content)?;
    let name = format!("{}.{ext}", board.id);
    Ok(attachment(
        written(&board).into_bytes(),
        content_type,
        &name,
    ))
}

/// `GET /boards/{id}/board.toml[?version=n]`: the file, for another instance.
pub async fn export_toml(
    State(state): State<AppState>,
    Organizer(..): Organizer,
    Path(id): Path<i64>,
    Query(q): Query<Done>,
) -> Result<Response> {
    let toml = ("toml", "application/toml; charset=utf-8");
    board_file(&state, id, &q, toml, Board::to_toml).await
}

/// `GET /boards/{id}/board.json[?version=n]`: the same in JSON.
pub async fn export_json(
    State(state): State<AppState>,
    Organizer(..): Organizer,
    Path(id): Path<i64>,
    Query(q): Query<Done>,
) -> Result<Response> {
    let json = ("json", "application/json");
    board_file(&state, id, &q, json, Board::to_json).await
}
