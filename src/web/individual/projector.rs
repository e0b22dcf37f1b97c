//! The projector of an individual tournament: the team projector's page, script and
//! style ([`crate::web::tournaments::projector`], `static/projector.js`), with screens
//! of its own: the current round's tables of N with each seat in order, the live
//! tables, and the standings. It listens to `/individual/{id}/events` and fetches
//! `/individual/{id}/projector/deck` on each change.

use super::championship::TeamLine;
use super::public::{TableLine, table_lines};
use super::snapshot::{Audience, Snapshot};
use crate::tournament::individual::IndividualStanding;
use crate::web::session::Visitor;
use crate::web::tournaments::projector::{Projected, ROWS, Step, TABLES, paginate, push_steps};
// The routes of this format's projector are the team format's handlers.
pub(super) use crate::web::tournaments::projector::{fragment, show};
use crate::web::{AppState, Result};
use askama::Template;

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
    /// A team championship's team standings, after the individual ones.
    Teams(Vec<TeamLine>),
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
    if let Some(teams) = s.teams {
        push_steps(
            &mut steps,
            "standings-teams",
            "champ.standings",
            paginate(teams.lines, ROWS)
                .into_iter()
                .map(Screen::Teams)
                .collect(),
        );
    }
    Ok(Deck {
        name: s.l.row.name,
        round,
        steps,
        v,
    })
}

impl Projected for Deck {
    const EVENTS: bool = true;
    const PAGE: &'static str = "/individual/{id}";
    fn title(&self) -> String {
        self.name.clone()
    }
    async fn load(state: &AppState, v: Visitor, id: i64) -> Result<Self> {
        deck(state, v, id).await
    }
}

impl Projected for SeasonDeck {
    const EVENTS: bool = false;
    const PAGE: &'static str = "/seasons/{id}";
    fn title(&self) -> String {
        self.name.clone()
    }
    async fn load(state: &AppState, v: Visitor, id: i64) -> Result<Self> {
        season_deck(state, v, id).await
    }
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
            "champ.standings",
        ] {
            assert!(crate::web::i18n::has_key(key), "{key}");
        }
    }
}
