//! The public table page `/t/{token}`: no login, read-only, the board and the clock, for
//! a match of any ruleset (from the shared surface, with a place and score card per
//! seat at the end; a ruleset that draws its own, as the 2 vs 2 one with its teams and
//! team score, overrides [`super::ruleset::Console::public_table`]).
//! It updates itself: `static/table.js` listens to `/t/{token}/events` (server-sent
//! events from the match's broadcast channel) and swaps in `/t/{token}/board`.

use super::round_word;
use super::score::FinalScore;
use super::skeleton::{self, ResultCard, SeatLine};
use super::timing::{self, ClockView};
use super::view::PlayerLine;
use super::{Loaded, board, load_row};
use crate::db;
use crate::engine::any::AnyGame;
use crate::engine::table::Table;
use crate::web::pages::render;
use crate::web::session::Visitor;
use crate::web::watchers::ClientAddr;
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::extract::{Path, State};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::Stream;
use std::convert::Infallible;
use tokio_stream::StreamExt;
use tokio_stream::wrappers::BroadcastStream;

/// The live part of the page.
#[derive(Template)]
#[template(path = "table/board.html")]
pub struct BoardFragment {
    pub(super) v: Visitor,
    pub(super) round: u32,
    /// The Fluent key of the word before the round: "Giro", or "Anno" where the match
    /// counts years (Risk 2210 A.D.).
    pub(super) round_key: &'static str,
    pub(super) phase: &'static str,
    pub(super) current: String,
    /// A 2 vs 2 match's seats (team, virtual teammate).
    pub(super) players: Vec<PlayerLine>,
    /// Any other ruleset's seats, from the shared surface.
    pub(super) seats: Vec<SeatLine>,
    pub(super) clock: Option<ClockView>,
    pub(super) board: String,
    pub(super) status: String,
    /// A 2 vs 2 match's final score, once it is finished.
    pub(super) fin: Option<FinalScore>,
    /// Any other ruleset's result cards (place and score per seat), once finished.
    pub(super) results: Vec<ResultCard>,
}

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

/// Any other ruleset, from the shared surface: the board of its map, each seat's line,
/// whose turn, and a result card per seat once the match is over.
pub fn fill_any(f: &mut BoardFragment, g: &AnyGame) {
    let lang = f.v.lang;
    let ring = g
        .last_action()
        .map(|a| board::touched_json(g.map(), &a))
        .unwrap_or_default();
    f.round = g.round();
    f.round_key = round_word::round_key(g);
    f.phase = g.phase_words(lang);
    let seats = g.seats();
    f.current = g
        .to_act()
        .and_then(|s| seats.iter().find(|x| x.seat == s))
        .map(|s| s.name.clone())
        .unwrap_or_default();
    f.seats = skeleton::seats(g);
    f.board = board::svg(g, lang, &ring, false);
    if g.finished() {
        f.results = skeleton::results(g, lang);
    }
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

/// Each message of a match's channel as a `change` event (the public table page and
/// the players' draft pages listen to these).
pub(super) fn changes(
    s: BroadcastStream<i64>,
) -> impl Stream<Item = std::result::Result<Event, Infallible>> {
    // A lagged watcher just gets told to refresh, like any other change.
    s.map(|m| {
        let n = m.unwrap_or(0);
        Ok(Event::default().event("change").data(n.to_string()))
    })
}
