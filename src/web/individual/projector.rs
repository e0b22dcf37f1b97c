//! The projector of an individual tournament: the team projector's page, script and
//! style ([`crate::web::tournaments::projector`], `static/projector.js`), with screens
//! of its own: the current round's tables of N with each seat in order, the live
//! tables, and the standings. It listens to `/individual/{id}/events` and fetches
//! `/individual/{id}/projector/deck` on each change.

use super::public::{TableLine, table_lines};
use super::snapshot::{Audience, Snapshot};
use crate::tournament::individual::IndividualStanding;
use crate::web::pages::render;
use crate::web::session::Visitor;
use crate::web::tournaments::projector::{
    ProjectorQuery, ROWS, Step, TABLES, paginate, parse_pace, projector_page, push_steps,
};
use crate::web::{AppState, Result};
use askama::Template;
use axum::extract::{Path, Query, State};
use axum::response::Response;

/// Most tables of N on one seating screen: three columns of two, six names each
/// at most, read from across a room.
pub const SEATINGS: usize = 6;

/// What a screen shows.
pub enum Screen {
    /// Tables of the current round with their seats.
    Seating(Vec<TableLine>),
    /// The same tables as they stand in play.
    Live(Vec<TableLine>),
    /// The standings.
    Standings(Vec<IndividualStanding>),
}

#[derive(Template)]
#[template(path = "individual/_projector_deck.html")]
pub(super) struct Deck {
    v: Visitor,
    name: String,
    round: Option<i64>,
    steps: Vec<Step<Screen>>,
}

async fn deck(state: &AppState, v: Visitor, id: i64) -> Result<Deck> {
    let s = Snapshot::load(state, id, Audience::Public).await?;
    let round = s.current_round().map(|r| r.number);
    let mut steps = Vec::new();
    if let Some(n) = round {
        let seating = paginate(table_lines(state, &s, n, v.lang).await?, SEATINGS);
        push_steps(
            &mut steps,
            "seating",
            "proj.seating",
            seating.into_iter().map(Screen::Seating).collect(),
        );
        let live = paginate(table_lines(state, &s, n, v.lang).await?, TABLES);
        push_steps(
            &mut steps,
            "tables",
            "proj.live_tables",
            live.into_iter().map(Screen::Live).collect(),
        );
    }
    let standings = paginate(s.rows.clone(), ROWS);
    push_steps(
        &mut steps,
        "standings",
        "tour.standings",
        standings.into_iter().map(Screen::Standings).collect(),
    );
    Ok(Deck {
        name: s.l.row.name.clone(),
        round,
        steps,
        v,
    })
}

/// A deck of screens the projector loads by id: an evening's ([`Deck`]) or a
/// season's ([`SeasonDeck`]). The page and its fresh screens are one pair of
/// handlers for both.
pub(super) trait Projected: Template + Sized {
    /// Whether the public page has an event stream saying when to fetch the deck
    /// again (a season has none: `projector.js` fetches it every minute).
    const EVENTS: bool;
    /// The public page the projector belongs to (`/individual/1`).
    fn base(id: i64) -> String;
    /// The name shown above the screens.
    fn title(&self) -> String;
    /// The deck of `id`, as `v` may see it.
    fn load(state: &AppState, v: Visitor, id: i64) -> impl Future<Output = Result<Self>> + Send;
}

impl Projected for Deck {
    const EVENTS: bool = true;
    fn base(id: i64) -> String {
        format!("/individual/{id}")
    }
    fn title(&self) -> String {
        self.name.clone()
    }
    async fn load(state: &AppState, v: Visitor, id: i64) -> Result<Self> {
        deck(state, v, id).await
    }
}

impl Projected for SeasonDeck {
    const EVENTS: bool = false;
    fn base(id: i64) -> String {
        format!("/seasons/{id}")
    }
    fn title(&self) -> String {
        self.name.clone()
    }
    async fn load(state: &AppState, v: Visitor, id: i64) -> Result<Self> {
        season_deck(state, v, id).await
    }
}

/// `GET /individual/{id}/projector?pace=15` (an evening) and
/// `GET /seasons/{id}/projector?pace=15` (a season, page by page): the full-screen
/// cycle.
pub(super) async fn show<D: Projected>(
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

/// `GET /individual/{id}/projector/deck` and `GET /seasons/{id}/projector/deck`: the
/// screens alone, fresh.
pub(super) async fn fragment<D: Projected>(
    State(state): State<AppState>,
    v: Visitor,
    Path(id): Path<i64>,
) -> Result<Response> {
    render(&D::load(&state, v, id).await?)
}

/// A season's standings as the projector shows them: rank, name, club, total,
/// evenings played.
pub struct SeasonScreen {
    rows: Vec<super::SeasonLine>,
}

#[derive(Template)]
#[template(path = "individual/_season_deck.html")]
pub(super) struct SeasonDeck {
    v: Visitor,
    name: String,
    held: usize,
    best_of: Option<i64>,
    pages: Vec<SeasonScreen>,
}

async fn season_deck(state: &AppState, v: Visitor, id: i64) -> Result<SeasonDeck> {
    let d = super::season_data(state, id).await?;
    Ok(SeasonDeck {
        name: d.season.name.clone(),
        held: d.held.len(),
        best_of: d.season.best_of,
        pages: paginate(d.lines, ROWS)
            .into_iter()
            .map(|rows| SeasonScreen { rows })
            .collect(),
        v,
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn titles_chosen_in_code_are_translated() {
        // The deck shows these through a variable, where the template scan cannot see them.
        for key in [
            "proj.seating",
            "proj.live_tables",
            "tour.standings",
            "proj.qr",
        ] {
            assert!(crate::web::i18n::has_key(key), "{key}");
        }
    }
}
