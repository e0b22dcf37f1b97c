//! The projector view: full screen, dark, large type, no login. It cycles through
//! the current pairings, the live tables and the standings, one screen at a time at
//! a set pace, and updates itself on every change through the tournament's event
//! stream. `static/projector.js` listens to `/tournaments/{id}/events` and fetches
//! `/tournaments/{id}/projector/deck` (server-rendered HTML) on each event.
//!
//! Every screen fits 1920×1080 without scrolling: long lists are cut into pages of
//! at most [`ROWS`] rows (or [`TABLES`] live tables), and each page is a step.

use super::inputs::Loaded;
use super::inputs::visible;
use super::live_tables::{LiveTable, live_tables};
use super::public::PairingLine;
use super::scoreboard::{PlayerLine, StandingLine};
use crate::db;
use crate::web::live::{Heard, TournamentWatch};
use crate::web::pages::render;
use crate::web::session::Visitor;
use crate::web::watchers::ClientAddr;
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::extract::{Path, Query, State};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use std::collections::HashSet;
use std::convert::Infallible;

/// Most rows on one screen (standings, players; pairings per column).
pub const ROWS: usize = 12;
/// Most pairings on one screen: two columns of [`ROWS`].
pub const PAIRINGS: usize = 2 * ROWS;
/// Most live tables on one screen: two columns of four (each takes three lines: teams,
/// then two seats a line); up to four stand in one column, in larger type.
pub const TABLES: usize = 8;
/// Seconds per screen unless `?pace=` says otherwise, and the accepted range.
pub const PACE_DEFAULT: u32 = 15;
/// Shortest pace: a screen must stay long enough to be read.
pub const PACE_MIN: u32 = 5;
/// Longest pace.
pub const PACE_MAX: u32 = 120;

/// `?pace=`: seconds per screen. Absent or empty means the default; anything else
/// must be a whole number from [`PACE_MIN`] to [`PACE_MAX`] (a 400 says so).
pub(crate) fn parse_pace(raw: Option<&str>) -> Result<u32> {
    match raw.map(str::trim) {
        None | Some("") => Ok(PACE_DEFAULT),
        Some(s) => s
            .parse::<u32>()
            .ok()
            .filter(|p| (PACE_MIN..=PACE_MAX).contains(p))
            .ok_or(AppError::BadRequest("proj.err_pace")),
    }
}

/// Cuts `items` into the fewest pages of at most `max`, evened out (40 rows make
/// four pages of 10, not three of 12 and one of 4). No items: one empty page.
pub(crate) fn paginate<T>(items: Vec<T>, max: usize) -> Vec<Vec<T>> {
    let n = items.len();
    if n == 0 {
        return vec![Vec::new()];
    }
    let count = n.div_ceil(max.max(1));
    let per = n.div_ceil(count);
    let mut pages = Vec::with_capacity(count);
    let mut it = items.into_iter().peekable();
    while it.peek().is_some() {
        pages.push(it.by_ref().take(per).collect());
    }
    pages
}

/// What a screen shows.
pub enum Screen {
    /// Tables of the current round, laid out to fill the screen.
    Pairings(PairingScreen),
    /// Live tables.
    Tables(Vec<LiveTable>),
    /// Team standings.
    Teams(Vec<StandingLine>),
    /// The best players.
    Players(Vec<PlayerLine>),
}

/// A screen of pairings that fills the screen whatever the number of tables: one
/// column up to [`ROWS`] tables, two beyond; each line takes an equal share of the
/// height, and the type grows when there are few.
pub struct PairingScreen {
    /// The lines, in table order (down the first column, then the second).
    pub rows: Vec<PairingLine>,
    /// The CSS class of the layout: `cols-1`/`cols-2`, `rows-N` (lines per column)
    /// and a size (`big`, `mid`, `small`).
    pub layout: String,
}

impl PairingScreen {
    fn new(rows: Vec<PairingLine>) -> Self {
        let cols = if rows.len() > ROWS { 2 } else { 1 };
        let per_col = rows.len().div_ceil(cols).max(1);
        let size = match per_col {
            0..=4 => "big",
            5..=8 => "mid",
            _ => "small",
        };
        PairingScreen {
            layout: format!("cols-{cols} rows-{per_col} {size}"),
            rows,
        }
    }
}

/// One screen of the cycle, either format's (`S` says what the screen shows).
pub struct Step<S> {
    /// Stable across refreshes ("standings-2"): the page stays where it was.
    pub key: String,
    /// Title's translation key.
    pub title: &'static str,
    /// Page within its kind, from 1.
    pub page: usize,
    /// How many pages its kind has.
    pub pages: usize,
    /// What it shows.
    pub screen: S,
}

/// The whole cycle, rendered as one fragment.
#[derive(Template)]
#[template(path = "tournaments/_projector_deck.html")]
pub(super) struct Deck {
    v: Visitor,
    name: String,
    /// The current round's number.
    round: Option<i64>,
    /// Rounds whose results are not public (and not counted here).
    hidden_rounds: Vec<i64>,
    steps: Vec<Step<Screen>>,
}

/// Appends the pages of one kind of screen (`kind` keys them: "standings-2").
pub fn push_steps<S>(steps: &mut Vec<Step<S>>, kind: &str, title: &'static str, pages: Vec<S>) {
    let count = pages.len();
    for (i, screen) in pages.into_iter().enumerate() {
        steps.push(Step {
            key: format!("{kind}-{}", i + 1),
            title,
            page: i + 1,
            pages: count,
            screen,
        });
    }
}

async fn deck(state: &AppState, v: Visitor, t: Loaded) -> Result<Deck> {
    let pairings = super::public::front_of(state, &v, t.row.id)
        .await?
        .pairings
        .clone();
    let (round, tables) = live_tables(state, &t, v.lang).await?;
    // The projector is public even when an organizer's browser shows it.
    let board = &super::public::standings_of(state, t.row.id, true)
        .await?
        .board;
    let mut steps = Vec::new();
    let pairings = paginate(pairings, PAIRINGS)
        .into_iter()
        .map(|rows| Screen::Pairings(PairingScreen::new(rows)));
    push_steps(&mut steps, "pairings", "proj.pairings", pairings.collect());
    if round.is_some() {
        let live = paginate(tables, TABLES).into_iter().map(Screen::Tables);
        push_steps(&mut steps, "tables", "proj.tables", live.collect());
    }
    let teams = paginate(board.teams.clone(), ROWS)
        .into_iter()
        .map(Screen::Teams);
    push_steps(&mut steps, "standings", "proj.standings", teams.collect());
    if !board.players.is_empty() {
        // The best players only: the whole list is on the standings page.
        let top = board.players.iter().take(ROWS).cloned().collect();
        push_steps(
            &mut steps,
            "players",
            "proj.players",
            vec![Screen::Players(top)],
        );
    }
    Ok(Deck {
        name: t.row.name.clone(),
        round,
        hidden_rounds: board.hidden_rounds.clone(),
        steps,
        v,
    })
}

/// The projector's query (every projector's).
#[derive(Deserialize)]
pub struct ProjectorQuery {
    #[serde(default)]
    pub pace: Option<String>,
}

/// The page around a deck of screens, one for every projector (a team tournament,
/// an individual one, a season): `base` is the public page's path, whose
/// `/projector/deck` brings the screens again and, with `events`, whose `/events`
/// says when.
#[derive(Template)]
#[template(path = "tournaments/projector.html")]
struct ProjectorPage {
    v: Visitor,
    base: String,
    events: bool,
    name: String,
    pace: u32,
    deck: String,
    /// The public address of the tournament, for phones.
    address: String,
    /// Its QR code (SVG), once in the page's corner under every screen: the deck,
    /// fetched again on every change, does not carry it (it was a third of its weight).
    qr: String,
}

/// A projector's page (see [`ProjectorPage`]) around the rendered `deck`.
///
/// # Errors
/// A template that fails to render.
pub fn projector_page(
    state: &AppState,
    v: Visitor,
    base: String,
    events: bool,
    (name, pace): (String, u32),
    deck: String,
) -> Result<Response> {
    let address = format!("{}{base}", state.config.base_url);
    render(&ProjectorPage {
        qr: crate::web::qr::svg(&address, v.t("proj.qr")),
        address,
        v,
        base,
        events,
        name,
        pace,
        deck,
    })
}

/// A deck of screens the projector loads by id: a team tournament's ([`Deck`]), an
/// individual evening's or a season's. The page and its fresh screens are one pair
/// of handlers for all of them.
pub(crate) trait Projected: Template + Sized {
    /// Whether the public page has an event stream saying when to fetch the deck
    /// again (a season has none: `projector.js` fetches it every minute).
    const EVENTS: bool;
    /// The route of the public page the projector belongs to (`/tournaments/{id}`).
    const PAGE: &'static str;
    /// The public page of `id` (`/tournaments/1`).
    fn base(id: i64) -> String {
        Self::PAGE.replace("{id}", &id.to_string())
    }
    /// The name shown above the screens.
    fn title(&self) -> String;
    /// The deck of `id`, as `v` may see it.
    fn load(state: &AppState, v: Visitor, id: i64) -> impl Future<Output = Result<Self>> + Send;
}

impl Projected for Deck {
    const EVENTS: bool = true;
    const PAGE: &'static str = "/tournaments/{id}";
    fn title(&self) -> String {
        self.name.clone()
    }
    async fn load(state: &AppState, v: Visitor, id: i64) -> Result<Self> {
        let t = visible(state, &v, id).await?;
        deck(state, v, t).await
    }
}

/// `GET /tournaments/{id}/projector?pace=15`, `GET /individual/{id}/projector?pace=15`
/// (an evening) and `GET /seasons/{id}/projector?pace=15` (a season, page by page):
/// the full-screen cycle.
pub(crate) async fn show<D: Projected>(
    State(state): State<AppState>,
    v: Visitor,
    Path(id): Path<i64>,
    Query(q): Query<ProjectorQuery>,
) -> Result<Response> {
    let pace = parse_pace(q.pace.as_deref())?;
    let d = D::load(&state, v.clone(), id).await?;
    projector_page(
        &state,
        v,
        D::base(id),
        D::EVENTS,
        (d.title(), pace),
        d.render()?,
    )
}

/// `GET /tournaments/{id}/projector/deck` (and the same under `/individual/{id}` and
/// `/seasons/{id}`): the cycle's screens alone, fresh.
pub(crate) async fn fragment<D: Projected>(
    State(state): State<AppState>,
    v: Visitor,
    Path(id): Path<i64>,
) -> Result<Response> {
    render(&D::load(&state, v, id).await?)
}

/// The matches of a tournament's published rounds (what its watchers hear).
async fn match_ids(state: &AppState, id: i64) -> Result<HashSet<i64>> {
    let mut ids = HashSet::new();
    for r in db::rounds::list(&state.db, id).await? {
        if r.is_published() {
            let tables = db::rounds::tables(&state.db, r.id).await?;
            ids.extend(tables.into_iter().filter_map(|x| x.match_id));
        }
    }
    Ok(ids)
}

/// `GET /tournaments/{id}/events`: one `change` event per change the public pages
/// show: a recorded action, undo or sign-off at any of its tables, a round
/// published, a round's results shown or hidden. The data names it:
/// `match:<id>:<entries>:<status>` (status `playing`, `finished`, `signed`…),
/// `round`, `results`, `other`, or `lagged` (something was missed: fetch it all).
/// Counted among the client's watchers: the oldest may be ended to make room.
pub async fn events(
    State(state): State<AppState>,
    v: Visitor,
    client: ClientAddr,
    Path(id): Path<i64>,
) -> Result<Response> {
    visible(&state, &v, id).await?;
    // Subscribe before loading the match ids: nothing committed in between is lost.
    let watch = state.live.watch_tournament(id);
    change_stream(state, client, id, watch, |st, id| async move {
        match_ids(&st, id).await
    })
    .await
}

/// The `change` events of a tournament's public pages, either format's (see
/// [`events`]): `watch` hears the tournament; `match_ids` reads the matches of its
/// published rounds, again whenever a round may have brought new ones.
///
/// # Errors
/// Storage errors reading the match ids the first time.
pub async fn change_stream<F, Fut>(
    state: AppState,
    client: ClientAddr,
    id: i64,
    mut watch: TournamentWatch,
    match_ids: F,
) -> Result<Response>
where
    F: Fn(AppState, i64) -> Fut + Copy + Send + Sync + 'static,
    Fut: Future<Output = Result<HashSet<i64>>> + Send,
{
    watch.set_matches(match_ids(state.clone(), id).await?);
    let watchers = state.clone();
    let stream =
        futures_util::stream::unfold((watch, state, id), move |(mut w, st, id)| async move {
            let heard = w.next().await?;
            if matches!(heard, Heard::Tournament(_) | Heard::Lagged) {
                // A published round brings new matches.
                match match_ids(st.clone(), id).await {
                    Ok(ids) => w.set_matches(ids),
                    Err(e) => tracing::warn!(tournament = id, error = %e, "match ids not reloaded"),
                }
            }
            let mut data = heard.data();
            if let Heard::Match(m) = heard
                && let Ok(Some(row)) = db::matches::get(&st.db, m.match_id).await
            {
                // The table's state lets pages that change only on a sign-off skip moves.
                data = format!("{data}:{}", row.status);
            }
            let event = Event::default().event("change").data(data);
            Some((Ok::<_, Infallible>(event), (w, st, id)))
        });
    Ok(Sse::new(watchers.watchers.watch(client, stream))
        .keep_alive(KeepAlive::default())
        .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_are_even_and_never_too_long() {
        let sizes = |n: usize, max: usize| -> Vec<usize> {
            paginate((0..n).collect(), max)
                .iter()
                .map(Vec::len)
                .collect()
        };
        assert_eq!(sizes(40, 12), [10, 10, 10, 10]);
        assert_eq!(sizes(20, 12), [10, 10]);
        assert_eq!(sizes(12, 12), [12]);
        assert_eq!(sizes(13, 12), [7, 6]);
        assert_eq!(sizes(20, TABLES), [7, 7, 6]);
        assert_eq!(sizes(6, TABLES), [6], "six tables on one screen");
        assert_eq!(sizes(0, 12), [0]);
        for n in 1..200 {
            let s = sizes(n, ROWS);
            assert_eq!(s.iter().sum::<usize>(), n);
            assert!(s.iter().all(|k| (1..=ROWS).contains(k)));
            assert_eq!(s.len(), n.div_ceil(ROWS));
        }
    }

    #[test]
    fn pairings_fill_the_screen_in_one_or_two_columns() {
        let layout = |n: usize| {
            let rows = (0..n)
                .map(|i| PairingLine {
                    table_no: i64::try_from(i).unwrap_or(0) + 1,
                    team_a: String::new(),
                    players_a: String::new(),
                    team_b: None,
                    players_b: String::new(),
                    token: None,
                })
                .collect();
            PairingScreen::new(rows).layout
        };
        assert_eq!(layout(3), "cols-1 rows-3 big");
        assert_eq!(layout(6), "cols-1 rows-6 mid");
        assert_eq!(layout(12), "cols-1 rows-12 small");
        assert_eq!(layout(13), "cols-2 rows-7 mid");
        assert_eq!(layout(20), "cols-2 rows-10 small");
        assert_eq!(layout(0), "cols-1 rows-1 big");
    }

    #[test]
    fn keys_chosen_in_code_are_translated() {
        // Templates show these through variables, where the template scan cannot see them.
        for key in [
            "proj.pairings",
            "proj.tables",
            "proj.standings",
            "proj.players",
            "proj.err_pace",
            "pub.err_results",
            "res.status.setup",
            "res.status.playing",
            "res.status.finished",
            "res.status.signed",
            "res.status.bye",
            "res.win",
            "res.draw",
            "res.loss",
            "res.forfeit_win",
            "res.forfeit_loss",
        ] {
            assert!(crate::web::i18n::has_key(key), "{key}");
        }
    }

    #[test]
    fn pace_is_whole_seconds_in_range() {
        assert_eq!(parse_pace(None).unwrap(), PACE_DEFAULT);
        assert_eq!(parse_pace(Some("")).unwrap(), PACE_DEFAULT);
        assert_eq!(parse_pace(Some(" 30 ")).unwrap(), 30);
        assert_eq!(parse_pace(Some("5")).unwrap(), 5);
        assert_eq!(parse_pace(Some("120")).unwrap(), 120);
        for bad in ["-1", "abc", "4", "121", "1.5", "99999999999"] {
            assert!(parse_pace(Some(bad)).is_err(), "{bad}");
        }
    }
}
