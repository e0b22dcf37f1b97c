//! The public table page `/t/{token}`: no login, read-only, the board and the clock, for
//! a match of any ruleset (from the shared surface, with a place and score card per
//! seat at the end; a ruleset that draws its own, as the 2 vs 2 one with its teams and
//! team score, overrides [`super::ruleset::Console::public_table`]).
//! It updates itself: `static/table.js` listens to `/t/{token}/events` (server-sent
//! events from the match's broadcast channel) and swaps in `/t/{token}/board`.
//!
//! Here is its live part, below the console trait (a ruleset's hook fills it); the
//! routes, which ask the match's console, are [`super::table_page`]'s.

use super::board;
use super::clock::ClockView;
use super::round_word;
use super::skeleton::{self, ResultCard, SeatLine};
use super::team_lines::{FinalScore, PlayerLine};
use crate::engine::any::AnyGame;
use crate::engine::table::Table;
use crate::web::session::Visitor;
use askama::Template;
use axum::response::sse::Event;
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
