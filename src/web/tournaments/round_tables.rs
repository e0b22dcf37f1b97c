//! Editing a round's tables: their numbers (drafts only: published matches are
//! labelled with them) and their referees (any time: before publication they are the
//! draft's assignment and become the match's referees when it opens; afterwards the
//! match's referees change with them).

use super::manage::manage_page;
use crate::db::{
    self,
    round_tables::{MAX_TABLE_NO, Renumber, TableRef},
};
use crate::web::pages::render_status;
use crate::web::session::{Organizer, Visitor};
use crate::web::{AppError, AppState, Result};
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

fn back(id: i64) -> Response {
    Redirect::to(&format!("/tournaments/{id}/manage#rounds")).into_response()
}

async fn refuse(
    state: &AppState,
    v: Visitor,
    id: i64,
    status: StatusCode,
    key: &'static str,
) -> Result<Response> {
    let page = manage_page(state, v, id, Some(key), Default::default()).await?;
    render_status(status, &page)
}

/// The number form: the new number, and whether to swap with the table holding it.
#[derive(Deserialize)]
pub struct NumberForm {
    #[serde(default)]
    number: String,
    #[serde(default)]
    swap: Option<String>,
}

/// `POST /tournaments/{id}/rounds/{round}/tables/{table}/number`.
pub async fn renumber(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path((id, round, table)): Path<(i64, i64, i64)>,
    Form(f): Form<NumberForm>,
) -> Result<Response> {
    let Some(number) = f
        .number
        .trim()
        .parse::<i64>()
        .ok()
        .filter(|n| (1..=MAX_TABLE_NO).contains(n))
    else {
        return refuse(
            &state,
            v,
            id,
            StatusCode::UNPROCESSABLE_ENTITY,
            "table.err_number",
        )
        .await;
    };
    let at = TableRef {
        tournament: id,
        round,
        table,
    };
    let swap = f.swap.is_some();
    match db::round_tables::renumber_table(&state.db, at, number, swap, state.by(me.id)).await? {
        Renumber::Done => Ok(back(id)),
        Renumber::NotFound => Err(AppError::NotFound),
        Renumber::Bye => {
            refuse(
                &state,
                v,
                id,
                StatusCode::UNPROCESSABLE_ENTITY,
                "table.err_bye",
            )
            .await
        }
        Renumber::Taken => refuse(&state, v, id, StatusCode::CONFLICT, "table.err_taken").await,
    }
}

/// `POST /tournaments/{id}/rounds/{round}/tables/{table}/referees`: `add` = account
/// id, or `remove` = account id.
pub async fn referees(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path((id, round, table)): Path<(i64, i64, i64)>,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let get = |k: &str| {
        pairs
            .iter()
            .find(|(n, _)| n == k)
            .and_then(|(_, v)| v.trim().parse::<i64>().ok())
    };
    let choice = match (get("add"), get("remove")) {
        (Some(u), _) => Some((u, true)),
        (None, Some(u)) => Some((u, false)),
        (None, None) => None,
    };
    // Only an account that may referee is added; any referee is removed.
    let usable = match choice {
        Some((user, true)) => db::users::assignable(&state.db, user).await?.is_some(),
        Some((_, false)) => true,
        None => false,
    };
    let (Some((user, add)), true) = (choice, usable) else {
        let bad = StatusCode::UNPROCESSABLE_ENTITY;
        return refuse(&state, v, id, bad, "table.err_referee").await;
    };
    let at = TableRef {
        tournament: id,
        round,
        table,
    };
    if !db::round_tables::set_table_referee(&state.db, at, user, add, state.by(me.id)).await? {
        return Err(AppError::NotFound);
    }
    Ok(back(id))
}
