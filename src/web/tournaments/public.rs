//! Public tournament pages: home with the published pairings, and standings.
//! Nothing here needs a login; an unpublished tournament is visible to organizers only.

use super::inputs::{Loaded, load};
use crate::db;
use crate::tournament::{player_standings, team_standings};
use crate::web::pages::render;
use crate::web::session::Visitor;
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::extract::{Path, State};
use axum::response::Response;

/// A table line of a public round.
pub struct PublicTable {
    table_no: i64,
    team_a: String,
    team_b: Option<String>,
}

/// A published round.
pub struct PublicRound {
    number: i64,
    tables: Vec<PublicTable>,
}

#[derive(Template)]
#[template(path = "tournaments/home.html")]
struct HomePage {
    v: Visitor,
    id: i64,
    name: String,
    held_on: String,
    venue: String,
    teams: usize,
    rounds: Vec<PublicRound>,
}

async fn visible(state: &AppState, v: &Visitor, id: i64) -> Result<Loaded> {
    let t = load(&state.db, id).await?;
    if !t.row.published && !v.is_organizer() {
        return Err(AppError::NotFound);
    }
    Ok(t)
}

/// `GET /tournaments/{id}`: the tournament's public home, newest round first.
pub async fn home(
    State(state): State<AppState>,
    v: Visitor,
    Path(id): Path<i64>,
) -> Result<Response> {
    let t = visible(&state, &v, id).await?;
    let mut rounds = Vec::new();
    for r in t.rounds.iter().rev().filter(|r| r.is_published()) {
        let tables = db::rounds::tables(&state.db, r.id)
            .await?
            .into_iter()
            .map(|x| PublicTable {
                table_no: x.table_no,
                team_a: x.team_a_name,
                team_b: x.team_b_name,
            })
            .collect();
        rounds.push(PublicRound {
            number: r.number,
            tables,
        });
    }
    render(&HomePage {
        v,
        id,
        teams: t.teams.len(),
        name: t.row.name,
        held_on: t.row.held_on,
        venue: t.row.venue,
        rounds,
    })
}

/// A team standings row as shown: every tiebreak value visible.
pub struct StandingLine {
    rank: u32,
    name: String,
    club: String,
    dropped: bool,
    match_points: i64,
    total: i64,
    difference: i64,
    buchholz: i64,
    best: String,
    record: String,
}

/// An individual standings row.
pub struct PlayerLine {
    rank: u32,
    name: String,
    team: String,
    total: i64,
    best: String,
}

#[derive(Template)]
#[template(path = "tournaments/standings.html")]
struct StandingsPage {
    v: Visitor,
    id: i64,
    name: String,
    teams: Vec<StandingLine>,
    players: Vec<PlayerLine>,
    adjustments: Vec<super::tables::AdjustmentNote>,
}

/// `GET /tournaments/{id}/standings`: team and individual standings from the
/// results that count and are public.
pub async fn standings(
    State(state): State<AppState>,
    v: Visitor,
    Path(id): Path<i64>,
) -> Result<Response> {
    let t = visible(&state, &v, id).await?;
    let results = t.results(&state.db, !v.is_organizer()).await?;
    let pure = t.pure_teams();
    let fail =
        |e: crate::tournament::TournamentError| AppError::Internal(format!("standings: {e}"));
    let teams = team_standings(&pure, &results, &t.settings)
        .map_err(fail)?
        .into_iter()
        .map(|s| StandingLine {
            rank: s.rank,
            club: s.club.clone().unwrap_or_default(),
            dropped: s.dropped,
            match_points: s.match_points,
            total: s.total_score,
            difference: s.score_difference,
            buchholz: s.buchholz,
            best: s
                .best_match
                .map(|b| b.to_string())
                .unwrap_or_else(|| "–".into()),
            record: format!("{}-{}-{} ({})", s.wins, s.draws, s.losses, s.byes),
            name: s.name,
        })
        .collect();
    let players = player_standings(&pure, &results)
        .map_err(fail)?
        .into_iter()
        .map(|p| PlayerLine {
            rank: p.rank,
            name: p.name.clone(),
            team: p.team_name.clone(),
            total: p.total_score,
            best: p.best_match.to_string(),
        })
        .collect();
    let adjustments = super::tables::adjustment_notes(&state.db, &t, !v.is_organizer()).await?;
    render(&StandingsPage {
        v,
        id,
        name: t.row.name,
        teams,
        players,
        adjustments,
    })
}
