//! The public table page's routes (`/t/{token}`, its live part and its events): the
//! match's console, found through the registry, fills the live part
//! ([`super::ruleset::Console::public_table`]); the part itself is [`super::table`]'s.

use super::table::{BoardFragment, changes};
use super::timing;
use super::{Loaded, load_row};
use crate::db;
use crate::engine::table::Table;
use crate::web::pages::render;
use crate::web::session::Visitor;
use crate::web::watchers::ClientAddr;
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::extract::{Path, State};
use axum::response::sse::{KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use tokio_stream::wrappers::BroadcastStream;

#[derive(Template)]
#[template(path = "table/show.html")]
struct TablePage {
    v: Visitor,
    label: String,
    token: String,
    fragment: String,
    /// The page's own address, and its QR code: a tablet showing the page lets the
    /// players open it on their phones.
    url: String,
    qr: String,
}

async fn by_token(state: &AppState, token: &str) -> Result<Loaded> {
    let row = db::matches::by_public_token(&state.db, token)
        .await?
        .ok_or(AppError::NotFound)?;
    load_row(state, row).await
}

fn build_fragment(state: &AppState, v: Visitor, l: &Loaded) -> BoardFragment {
    let mut f = BoardFragment {
        round: 0,
        round_key: "console.round",
        phase: "",
        current: String::new(),
        players: Vec::new(),
        seats: Vec::new(),
        clock: None,
        board: String::new(),
        status: l.row.status.clone(),
        fin: None,
        results: Vec::new(),
        v,
    };
    let Some(any) = &l.game else { return f };
    super::registry::of_log(&l.log).public_table(&mut f, l, any);
    let in_draft = any.phase_code() == "draft";
    if !in_draft {
        // A finished match's clock is stopped: the clock view says so itself.
        f.clock = Some(timing::clock(any, l.turn_start.as_ref(), state.clock.now()));
    }
    f
}

/// `GET /t/{token}`.
pub async fn show(
    State(state): State<AppState>,
    v: Visitor,
    Path(token): Path<String>,
) -> Result<Response> {
    let l = by_token(&state, &token).await?;
    let url = format!("{}/t/{}", state.config.base_url, l.row.public_token);
    let page = TablePage {
        label: super::view_any::label_words(v.lang, &l.row.label),
        fragment: build_fragment(&state, v.clone(), &l).render()?,
        qr: crate::web::qr::svg(&url, v.t("console.public_qr")),
        url,
        token,
        v,
    };
    render(&page)
}

/// `GET /t/{token}/board`: the live fragment alone.
pub async fn fragment(
    State(state): State<AppState>,
    v: Visitor,
    Path(token): Path<String>,
) -> Result<Response> {
    let l = by_token(&state, &token).await?;
    render(&build_fragment(&state, v, &l))
}

/// `GET /t/{token}/events`: one `change` event per recorded entry.
/// Counted among the client's watchers: the oldest may be ended to make room.
pub async fn events(
    State(state): State<AppState>,
    client: ClientAddr,
    Path(token): Path<String>,
) -> Result<Response> {
    let id = state
        .table_tokens
        .match_of(&state.db, &token)
        .await?
        .ok_or(AppError::NotFound)?;
    let rx = state.live.subscribe(id);
    let stream = state
        .watchers
        .watch(client, changes(BroadcastStream::new(rx)));
    Ok(Sse::new(stream)
        .keep_alive(KeepAlive::default())
        .into_response())
}
