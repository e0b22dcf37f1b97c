//! Boards a club brings (`docs/MAPS.md`): the list and the upload, one board's page with
//! its picture, versions, export and copy, and the editor. The engine checks every board
//! (`engine::map::Board::problems`); this layer carries files and shows the sentences.

mod editor;
mod play;
mod show;

pub use play::{intern_new, intern_stored, version_of_log};

use crate::db::{self, DbError, boards::BoardRow};
use crate::engine::map::{Board, Needs, Problem};
use crate::engine::ruleset::{board_rulesets, ruleset_for};
use crate::web::pages::{render, render_status};
use crate::web::session::{Organizer, Visitor};
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use serde::Deserialize;

/// The boards' routes (organizers only).
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/boards", get(list).post(upload))
        .route("/boards/new", get(editor::new_page))
        .route("/boards/{id}", get(show::page))
        .route("/boards/{id}/versions", post(show::new_version))
        .route("/boards/{id}/copy", post(show::copy))
        .route("/boards/{id}/board.toml", get(show::export_toml))
        .route("/boards/{id}/board.json", get(show::export_json))
        .route("/boards/{id}/edit", get(editor::page))
}

/// A board in the list.
pub struct Line {
    id: i64,
    slug: String,
    name: String,
    countries: usize,
    ruleset: String,
    version: i64,
    frozen: bool,
}

#[derive(Template)]
#[template(path = "boards/list.html")]
struct ListPage {
    v: Visitor,
    boards: Vec<Line>,
    rulesets: Vec<&'static str>,
    text: String,
    ruleset: String,
    /// What is wrong with the upload, one sentence each.
    problems: Vec<String>,
}

/// The name of a stored board in the visitor's language.
/// The stored board `id` with its latest version read back; 404 when there is none.
async fn stored_board(state: &AppState, id: i64) -> Result<(BoardRow, Board)> {
    let row = db::boards::get(&state.db, id)
        .await?
        .ok_or(AppError::NotFound)?;
    let board = read_back(id, &row.content)?;
    Ok((row, board))
}

/// A stored version's JSON as a board. Storage holds only boards the engine checked,
/// so a file that does not read back is a server fault, not the visitor's.
fn read_back(id: i64, content: &str) -> Result<Board> {
    Board::from_json(content).map_err(|e| AppError::Internal(format!("board {id}: {e}")))
}

fn name_of(board: &Board, v: &Visitor) -> String {
    // Spanish readers get the board's Spanish name, or its Italian one.
    board.title(v.lang).to_string()
}

async fn list_page(
    state: &AppState,
    v: Visitor,
    text: String,
    ruleset: String,
    problems: Vec<String>,
) -> Result<ListPage> {
    let boards = db::boards::list(&state.db)
        .await?
        .into_iter()
        .filter_map(|b| {
            let board = Board::from_json(&b.content).ok()?;
            Some(Line {
                id: b.id,
                name: name_of(&board, &v),
                countries: board.territories.len(),
                slug: b.slug,
                ruleset: b.ruleset,
                version: b.version,
                frozen: b.frozen,
            })
        })
        .collect();
    Ok(ListPage {
        v,
        boards,
        rulesets: board_rulesets(),
        text,
        ruleset,
        problems,
    })
}

/// `GET /boards`: every board, and the upload form.
pub async fn list(State(state): State<AppState>, Organizer(v, _): Organizer) -> Result<Response> {
    render(&list_page(&state, v, String::new(), String::new(), Vec::new()).await?)
}

/// An uploaded board: the file's text (TOML or JSON) and the ruleset it is for.
#[derive(Deserialize)]
pub struct UploadForm {
    #[serde(default)]
    text: String,
    #[serde(default)]
    ruleset: String,
}

/// The board in `text`, checked for `ruleset`; else every sentence saying what is wrong.
pub fn checked(text: &str, ruleset: &str, v: &Visitor) -> std::result::Result<Board, Vec<String>> {
    let lang = v.lang;
    if !ruleset.is_empty() && !board_rulesets().contains(&ruleset) {
        return Err(vec![v.t("boards.err.ruleset").to_string()]);
    }
    let board = Board::from_text(text)
        .map_err(|e| vec![format!("{} {e}", v.t("boards.err.unreadable"))])?;
    let problems = board.problems(
        ruleset_for(ruleset)
            .and_then(|r| r.board_needs())
            .unwrap_or(Needs::ANY),
    );
    if problems.is_empty() {
        Ok(board)
    } else {
        Err(problems
            .iter()
            .map(|p: &Problem| p.sentence(lang))
            .collect())
    }
}

/// `POST /boards`: stores a new board as version 1, or shows every problem (nothing stored).
pub async fn upload(
    State(state): State<AppState>,
    Organizer(v, user): Organizer,
    Form(f): Form<UploadForm>,
) -> Result<Response> {
    let board = match checked(&f.text, &f.ruleset, &v) {
        Ok(b) => b,
        Err(problems) => {
            let page = list_page(&state, v, f.text, f.ruleset, problems).await?;
            return render_status(StatusCode::UNPROCESSABLE_ENTITY, &page);
        }
    };
    let (json, hash) = (board.to_json(), board.hash());
    match db::boards::create(
        &state.db,
        &board.id,
        &f.ruleset,
        &json,
        &hash,
        user.id,
        state.now_unix(),
    )
    .await
    {
        Ok(id) => {
            intern_new(&board);
            Ok(Redirect::to(&format!("/boards/{id}")).into_response())
        }
        Err(DbError::Duplicate(_)) => {
            let taken = format!("{} «{}»", v.t("boards.err.taken"), board.id);
            let page = list_page(&state, v, f.text, f.ruleset, vec![taken]).await?;
            render_status(StatusCode::CONFLICT, &page)
        }
        Err(e) => Err(e.into()),
    }
}
