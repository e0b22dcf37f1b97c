//! Everything a published view of an individual tournament reads, loaded once: the
//! tournament, its players, rounds and tables, what the tables produced and the
//! standings. The public pages, the projector, the exports, the print pages and the
//! API all start here, so they show the same thing.

use super::championship::Teams;
use super::standings::{Played, played, rows, seated};
use super::{Loaded, load};
use crate::db::{
    self,
    individual::{PlayerRow, RoundRow, TableRow},
};
use crate::tournament::individual::IndividualStanding;
use crate::tournament::stages::{EventPlace, Stage};
use crate::web::{AppState, Result};

/// Who is looking: the public sees only what is published.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Audience {
    /// Anyone: published rounds only.
    Public,
    /// The organizers: drafts too.
    Organizer,
}

/// A tournament as its published views read it.
pub struct Snapshot {
    /// The tournament and its settings.
    pub l: Loaded,
    /// Players in registration order.
    pub players: Vec<PlayerRow>,
    /// Rounds the audience may see, in order.
    pub rounds: Vec<RoundRow>,
    /// Their tables, by round then number.
    pub tables: Vec<TableRow>,
    /// What the published tables produced (for the public: rounds whose results
    /// are shown).
    pub played: Played,
    /// The standings over the games before the final, with every tie-break value.
    pub rows: Vec<IndividualStanding>,
    /// A team championship's team standings, over the same games.
    pub teams: Option<Teams>,
}

/// A seat of a table, as shown.
pub struct SeatView {
    /// Player id.
    pub id: i64,
    /// Name.
    pub name: String,
    /// Club, if any.
    pub club: Option<String>,
}

impl Audience {
    /// The audience `v` belongs to: organizers see the drafts too.
    pub fn of(v: &crate::web::session::Visitor) -> Audience {
        if v.is_organizer() {
            Audience::Organizer
        } else {
            Audience::Public
        }
    }
}

/// A visitor's pages and reads load what their audience may see.
impl crate::web::tournaments::inputs::Visible for Snapshot {
    fn seen(
        state: &AppState,
        v: &crate::web::session::Visitor,
        id: i64,
    ) -> impl Future<Output = Result<Self>> + Send {
        Snapshot::load(state, id, Audience::of(v))
    }
}

/// An organizer's exports read everything, the draft too.
impl crate::web::tournaments::inputs::Manageable for Snapshot {
    fn managed(state: &AppState, id: i64) -> impl Future<Output = Result<Self>> + Send {
        Snapshot::load(state, id, Audience::Organizer)
    }
}

impl Snapshot {
    /// Loads tournament `id` for `audience`.
    ///
    /// # Errors
    /// [`crate::web::AppError::NotFound`]; storage errors.
    pub async fn load(state: &AppState, id: i64, audience: Audience) -> Result<Snapshot> {
        let l = load(state, id).await?;
        let players = db::individual::players(&state.db, id).await?;
        let mut rounds = db::individual::rounds(&state.db, id).await?;
        let mut tables = db::individual::tables(&state.db, id).await?;
        if audience == Audience::Public {
            rounds.retain(|r| r.published);
            tables.retain(|t| rounds.iter().any(|r| r.number == t.round));
        }
        // A round whose results are hidden keeps its tables on view but counts for
        // the public only once revealed: its results are left out here.
        let counted: Vec<TableRow> = tables
            .iter()
            .filter(|t| {
                audience == Audience::Organizer
                    || rounds
                        .iter()
                        .any(|r| r.number == t.round && r.results_public)
            })
            .cloned()
            .collect();
        let p = played(state, &l, &counted, &players).await?;
        // The final places its players in the event's ranking and adds to no one's
        // total: the standings are over the games before it, on every page, export
        // and API alike (docs/INDIVIDUAL.md).
        let finals: Vec<i64> = db::stages::round_stages(&state.db, id)
            .await?
            .into_iter()
            .filter(|r| Stage::parse(&r.stage) == Stage::Final)
            .map(|r| r.number)
            .collect();
        let rows = rows(&l, &players, &p, |round| !finals.contains(&round));
        let teams = Teams::of(
            &l,
            &rows,
            p.results
                .iter()
                .filter(|g| !finals.contains(&i64::from(g.round))),
        );
        Ok(Snapshot {
            teams,
            l,
            players,
            rounds,
            tables,
            played: p,
            rows,
        })
    }

    /// The latest round the audience sees.
    pub fn current_round(&self) -> Option<&RoundRow> {
        self.rounds.last()
    }

    /// The tables of round `number`.
    pub fn tables_of(&self, number: i64) -> Vec<&TableRow> {
        self.tables.iter().filter(|t| t.round == number).collect()
    }

    /// A table's seats in order, with names and clubs.
    ///
    /// # Errors
    /// [`crate::web::AppError::Internal`] when the stored list no longer reads.
    pub fn seats(&self, t: &TableRow) -> Result<Vec<SeatView>> {
        Ok(seated(t)?
            .into_iter()
            .map(|p| {
                let row = self.players.iter().find(|x| x.id == p.0);
                SeatView {
                    id: p.0,
                    name: row.map(|r| r.name.clone()).unwrap_or_default(),
                    club: row.and_then(|r| r.club.clone()),
                }
            })
            .collect())
    }

    /// The player's name.
    pub fn name(&self, id: i64) -> String {
        self.players
            .iter()
            .find(|p| p.id == id)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    }
}

/// The event's final ranking as `audience` may see it, once every final is finished
/// (empty before, and for an event without a final): the standings page's *final
/// ranking*, for the API.
///
/// # Errors
/// [`crate::web::AppError::NotFound`]; storage errors.
pub async fn final_ranking(
    state: &AppState,
    id: i64,
    audience: Audience,
) -> Result<Vec<EventPlace>> {
    let c = super::stage_context::context_for(state, id, audience == Audience::Organizer).await?;
    super::stage_views::event_places(&c)
}
