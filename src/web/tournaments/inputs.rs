//! Loading what the pure tournament module needs from the database: the
//! tournament, its teams as [`Team`]s, settings, and the results that count.

use super::tables::Records;
use crate::db::{self, Db, rounds::RoundRow, tournaments::TeamRow, tournaments::TournamentRow};
use crate::tournament::{MatchResult, Team, TournamentSettings};
use crate::web::session::{CurrentUser, Organizer, Visitor};
use crate::web::{AppError, AppState, Result};
use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};

/// A tournament with everything the pairing and standings need.
pub struct Loaded {
    /// The stored row.
    pub row: TournamentRow,
    /// Ranking and pairing settings (defaults where the stored JSON is silent).
    pub settings: TournamentSettings,
    /// Teams with players, by name.
    pub teams: Vec<TeamRow>,
    /// Rounds in order.
    pub rounds: Vec<RoundRow>,
}

impl Loaded {
    /// Team names by id (for the change log, which stores ids).
    pub fn team_names(&self) -> std::collections::HashMap<i64, String> {
        self.teams.iter().map(|t| (t.id, t.name.clone())).collect()
    }

    /// The players of team `id` as a line shows them ("Anna · Bruno"), or "" for
    /// no such team.
    pub fn players_of(&self, id: i64) -> String {
        self.teams
            .iter()
            .find(|x| x.id == id)
            .map(team_players)
            .unwrap_or_default()
    }
}

/// A team's players as a line shows them: "Anna · Bruno", "Anna" for a solo team.
pub fn team_players(team: &TeamRow) -> String {
    [team.player1.as_deref(), team.player2.as_deref()]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" · ")
}

/// An organizer's request about the tournament `{id}` of a one-id path, with the
/// tournament loaded: the prologue the organizer's exports and pages share, team
/// (`T` = [`Loaded`]) or individual (what [`Manageable`] loads). Refused as its
/// parts would be, in their order: 403 for anyone but an organizer, then the path's
/// own refusal, then 404 when there is no such tournament.
pub struct Managed<T = Loaded> {
    /// The organizer's view of the request (language, CSRF token).
    pub v: Visitor,
    /// The organizer.
    pub me: CurrentUser,
    /// The tournament.
    pub t: T,
}

/// A tournament (or, through [`OpenToAll`], a season or a circuit) as an organizer's
/// route loads it by the id of its path.
pub trait Manageable: Sized + Send {
    /// Tournament `id`, loaded for an organizer.
    ///
    /// # Errors
    /// [`AppError::NotFound`]; storage errors; settings that no longer read.
    fn managed(state: &AppState, id: i64) -> impl Future<Output = Result<Self>> + Send;
}

impl Manageable for Loaded {
    fn managed(state: &AppState, id: i64) -> impl Future<Output = Result<Self>> + Send {
        load(&state.db, id)
    }
}

impl<T: Manageable> FromRequestParts<AppState> for Managed<T> {
    type Rejection = Response;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> std::result::Result<Self, Response> {
        let Organizer(v, me) = Organizer::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        let Path(id) = Path::<i64>::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        let t = T::managed(state, id)
            .await
            .map_err(IntoResponse::into_response)?;
        Ok(Managed { v, me, t })
    }
}

/// A visitor's request about the tournament `{id}` of a one-id path, with the
/// tournament as the visitor may see it, team (`T` = [`Loaded`], see [`visible`]) or
/// individual (what [`Visible`] loads): the prologue the public pages and the API's
/// reads share. Refused as its parts would be: the path's own refusal, then 404.
pub struct Seen<T = Loaded> {
    /// The visitor.
    pub v: Visitor,
    /// The tournament.
    pub t: T,
}

/// A tournament (or, through [`OpenToAll`], a season or a circuit) as a visitor's
/// route loads it by the id of its path.
pub trait Visible: Sized + Send {
    /// Tournament `id`, as `v` may see it.
    ///
    /// # Errors
    /// [`AppError::NotFound`] for an unknown tournament or one `v` may not see;
    /// storage errors.
    fn seen(state: &AppState, v: &Visitor, id: i64) -> impl Future<Output = Result<Self>> + Send;
}

impl Visible for Loaded {
    async fn seen(state: &AppState, v: &Visitor, id: i64) -> Result<Self> {
        visible(state, v, id).await
    }
}

/// What anyone may see and its path's id alone loads: a season, a circuit. Its
/// organizer routes take it as [`Managed`] and its pages as [`Seen`], with the
/// prologue and the refusals of a tournament's.
pub trait OpenToAll: Sized + Send {
    /// `id`, loaded.
    ///
    /// # Errors
    /// [`AppError::NotFound`]; storage errors.
    fn open(state: &AppState, id: i64) -> impl Future<Output = Result<Self>> + Send;
}

impl<T: OpenToAll> Manageable for T {
    async fn managed(state: &AppState, id: i64) -> Result<Self> {
        T::open(state, id).await
    }
}

impl<T: OpenToAll> Visible for T {
    async fn seen(state: &AppState, _: &Visitor, id: i64) -> Result<Self> {
        T::open(state, id).await
    }
}

impl<T: Visible> FromRequestParts<AppState> for Seen<T> {
    type Rejection = Response;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> std::result::Result<Self, Response> {
        let v = Visitor::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        let Path(id) = Path::<i64>::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        let t = T::seen(state, &v, id)
            .await
            .map_err(IntoResponse::into_response)?;
        Ok(Seen { v, t })
    }
}

/// Loads a tournament the visitor may see: published, or any for an organizer.
///
/// # Errors
/// [`AppError::NotFound`] for an unknown or (to the public) unpublished tournament.
pub async fn visible(state: &AppState, v: &Visitor, id: i64) -> Result<Loaded> {
    let t = load(&state.db, id).await?;
    if !t.row.published && !v.is_organizer() {
        return Err(AppError::NotFound);
    }
    Ok(t)
}

/// Loads a tournament or answers 404.
///
/// # Errors
/// [`AppError::NotFound`], or storage errors.
pub async fn load(db: &Db, id: i64) -> Result<Loaded> {
    let row = db::tournaments::get(db, id)
        .await?
        .ok_or(AppError::NotFound)?;
    let settings: TournamentSettings = serde_json::from_str(&row.ranking_settings)
        .map_err(|e| AppError::Internal(format!("tournament {id} settings: {e}")))?;
    let teams = db::tournaments::teams(db, id).await?;
    let rounds = db::rounds::list(db, id).await?;
    Ok(Loaded {
        row,
        settings,
        teams,
        rounds,
    })
}

impl Loaded {
    /// The teams as the pure module sees them.
    pub fn pure_teams(&self) -> Vec<Team> {
        self.teams
            .iter()
            .map(|t| {
                let mut team = Team::new(t.id, t.name.clone());
                team.club = t.club.clone();
                team.dropped = t.dropped;
                team.solo = t.solo;
                team
            })
            .collect()
    }

    /// The next round's number.
    pub fn next_round(&self) -> i64 {
        self.rounds.last().map_or(1, |r| r.number + 1)
    }

    /// The open draft round, if any.
    pub fn draft(&self) -> Option<&RoundRow> {
        self.rounds.iter().find(|r| !r.is_published())
    }

    /// Results that count for standings and pairing: byes of published rounds and
    /// the signed-off (and, when the settings ask, confirmed) matches of their tables,
    /// with the organizer's score adjustments applied. `public_only` leaves out
    /// rounds whose results the organizer keeps hidden.
    ///
    /// # Errors
    /// Storage errors.
    pub async fn results(&self, state: &AppState, public_only: bool) -> Result<Vec<MatchResult>> {
        let db = &state.db;
        let adjustments = db::corrections::adjustments(db, self.row.id).await?;
        let records = Records::of(db, self.row.id).await?;
        let mut out = Vec::new();
        for round in self.rounds.iter().filter(|r| r.is_published()) {
            if public_only && !round.results_public {
                continue;
            }
            let number = u32::try_from(round.number).unwrap_or(u32::MAX);
            for table in db::rounds::tables(db, round.id).await? {
                if table.team_b.is_none() {
                    out.push(MatchResult::bye(number, table.team_a));
                } else if let Some(r) = records
                    .counted_result(state, number, &table, &self.settings, &adjustments)
                    .await?
                {
                    out.push(r);
                }
            }
        }
        Ok(out)
    }
}
