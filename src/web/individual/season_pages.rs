//! The season page (public, with the organizer's forms: best K of N, attach and
//! detach evenings) and the club standings pages of a season and of one
//! tournament.

use super::seasons::{SeasonData, season_data};
use super::stage_views::points;
use crate::db::{self, individual::IndividualRow};
use crate::tournament::individual::{ClubStanding, club_standings};
use crate::tournament::stages::Stage;
use crate::web::pages::{render, render_status};
use crate::web::session::{Organizer, Visitor};
use crate::web::tournaments::inputs::Seen;
use crate::web::{AppState, Result};
use askama::Template;
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

#[derive(Template)]
#[template(path = "individual/season.html")]
struct SeasonPage {
    v: Visitor,
    d: SeasonData,
    /// Tournaments in no season, to attach.
    free: Vec<IndividualRow>,
    error: Option<&'static str>,
}

impl SeasonPage {
    fn best_of(&self) -> String {
        self.d
            .season
            .best_of
            .map(|k| k.to_string())
            .unwrap_or_default()
    }
}

async fn page(
    state: &AppState,
    v: Visitor,
    id: i64,
    status: StatusCode,
    error: Option<&'static str>,
) -> Result<Response> {
    let d = season_data(state, id).await?;
    let mut free = Vec::new();
    if v.is_organizer() {
        for t in db::individual::list(&state.db).await? {
            let row = db::stages::get(&state.db, t.id).await?;
            if row.is_some_and(|r| r.season_id.is_none()) {
                free.push(t);
            }
        }
    }
    render_status(status, &SeasonPage { v, d, free, error })
}

/// `GET /seasons/{id}`: the season standings.
pub async fn show(
    State(state): State<AppState>,
    v: Visitor,
    Path(id): Path<i64>,
) -> Result<Response> {
    page(&state, v, id, StatusCode::OK, None).await
}

fn back(id: i64) -> Response {
    Redirect::to(&format!("/seasons/{id}")).into_response()
}

/// The best-of form.
#[derive(Deserialize)]
pub struct BestOfForm {
    #[serde(default)]
    best_of: String,
}

/// `POST /seasons/{id}/best_of`: sets K (empty: every result counts).
pub async fn best_of(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<BestOfForm>,
) -> Result<Response> {
    season_data(&state, id).await?;
    match super::seasons::parse_best_of(&f.best_of) {
        Ok(k) => {
            db::seasons::set_best_of(&state.db, id, k).await?;
            Ok(back(id))
        }
        Err(key) => page(&state, v, id, StatusCode::UNPROCESSABLE_ENTITY, Some(key)).await,
    }
}

/// The evening to attach.
#[derive(Deserialize)]
pub struct AttachForm {
    #[serde(default)]
    tournament: String,
}

/// `POST /seasons/{id}/evenings`: attaches an individual tournament in no
/// season yet as the season's next evening.
pub async fn attach(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<AttachForm>,
) -> Result<Response> {
    db::seasons::get(&state.db, id)
        .await?
        .ok_or(crate::web::AppError::NotFound)?;
    let t: Option<i64> = f.tournament.trim().parse().ok();
    let row = match t {
        Some(t) => db::stages::get(&state.db, t).await?,
        None => None,
    };
    let key = match (t, row) {
        (Some(t), Some(r)) if r.season_id.is_none() => {
            db::seasons::attach(&state.db, t, Some(id)).await?;
            return Ok(back(id));
        }
        (_, Some(r)) if r.season_id == Some(id) => "season.err.already_here",
        (_, Some(_)) => "season.err.elsewhere",
        _ => "season.err.no_evening",
    };
    page(&state, v, id, StatusCode::UNPROCESSABLE_ENTITY, Some(key)).await
}

/// `POST /seasons/{id}/evenings/{evening}/detach`: takes an evening out.
pub async fn detach(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path((id, evening)): Path<(i64, i64)>,
) -> Result<Response> {
    let row = db::stages::get(&state.db, evening).await?;
    if row.is_none_or(|r| r.season_id != Some(id)) {
        return page(
            &state,
            v,
            id,
            StatusCode::UNPROCESSABLE_ENTITY,
            Some("season.err.not_here"),
        )
        .await;
    }
    db::seasons::attach(&state.db, evening, None).await?;
    Ok(back(id))
}

#[derive(Template)]
#[template(path = "individual/clubs.html")]
struct ClubsPage {
    v: Visitor,
    title: String,
    back: String,
    rows: Vec<ClubStanding>,
    /// Player names by id, for the members column.
    names: Vec<(i64, String)>,
}

impl ClubsPage {
    fn members(&self, c: &ClubStanding) -> String {
        let all: Vec<&str> = c
            .players
            .iter()
            .filter_map(|p| self.names.iter().find(|n| n.0 == p.0))
            .map(|n| n.1.as_str())
            .collect();
        all.join(", ")
    }

    fn total(&self, c: &ClubStanding) -> String {
        points(c.total)
    }
}

/// `GET /seasons/{id}/clubs`: each club's players' season totals added up.
pub async fn clubs(Seen { v, t: d }: Seen<SeasonData>) -> Result<Response> {
    render(&ClubsPage {
        v,
        title: d.season.name.clone(),
        back: format!("/seasons/{}", d.season.id),
        names: d
            .lines
            .iter()
            .map(|l| (l.row.player.0, l.row.name.clone()))
            .collect(),
        rows: d.clubs,
    })
}

/// `GET /individual/{id}/clubs`: each club's players' totals over every game
/// of the tournament, stages included.
pub async fn tournament_clubs(
    State(state): State<AppState>,
    v: Visitor,
    Path(id): Path<i64>,
) -> Result<Response> {
    let c = super::stage_context::context_for(&state, id, v.is_organizer()).await?;
    let rows = c.standings(|_: Stage| true);
    render(&ClubsPage {
        v,
        title: c.l.row.name.clone(),
        back: format!("/individual/{id}/standings"),
        names: rows.iter().map(|r| (r.player.0, r.name.clone())).collect(),
        rows: club_standings(&rows, None),
    })
}
