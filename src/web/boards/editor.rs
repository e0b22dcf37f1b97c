//! The board editor: a page where an organizer adds continents and countries, ticks
//! neighbours and bridges, and drags countries into place on the picture
//! (`static/board-editor.js`). The page edits the board file itself, in a text area the
//! script keeps up to date, and posts it as a new version (or a new board) through the
//! same checks as an upload; without the script the file can be edited by hand there.

use crate::engine::map::Board;
use crate::engine::ruleset::board_rulesets;
use crate::web::pages::render;
use crate::web::session::{Organizer, Visitor};
use crate::web::{AppState, Result};
use askama::Template;
use axum::extract::{Path, State};
use axum::response::Response;

#[derive(Template)]
#[template(path = "boards/edit.html")]
struct EditPage {
    v: Visitor,
    /// Where the file is posted: the board's versions, or the list for a new board.
    action: String,
    /// The board's id for a new version (`None` for a new board).
    id: Option<i64>,
    rulesets: Vec<&'static str>,
    json: String,
}

/// `GET /boards/{id}/edit`: the latest version in the editor.
pub async fn page(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path(id): Path<i64>,
) -> Result<Response> {
    let (_, board) = super::stored_board(&state, id).await?;
    render(&EditPage {
        v,
        action: format!("/boards/{id}/versions"),
        id: Some(id),
        rulesets: board_rulesets(),
        json: board.to_json(),
    })
}

/// `GET /boards/new`: an empty board in the editor, posted as a new board.
pub async fn new_page(Organizer(v, _): Organizer) -> Result<Response> {
    let empty = Board {
        id: "nuovo-tabellone".into(),
        name_it: "Nuovo tabellone".into(),
        name_en: "New board".into(),
        name_es: String::new(),
        width: 1000,
        height: 600,
        continents: Vec::new(),
        territories: Vec::new(),
    };
    render(&EditPage {
        v,
        action: "/boards".into(),
        id: None,
        rulesets: board_rulesets(),
        json: empty.to_json(),
    })
}
