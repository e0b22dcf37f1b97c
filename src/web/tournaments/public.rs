//! Public tournament pages: home with the published pairings, and standings.
//! Nothing here needs a login; an unpublished tournament is visible to organizers only.

use super::inputs::load;
use crate::db;
use crate::tournament::{player_standings, team_standings};
use crate::web::pages::render;
use crate::web::session::Visitor;
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::extract::{Path, State};
use axum::response::Response;
use std::sync::Arc;

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

/// A tournament's public home as kept between requests (see [`super::cached`]).
pub struct Home {
    name: String,
    held_on: String,
    venue: String,
    published: bool,
    teams: usize,
    rounds: Vec<PublicRound>,
}

#[derive(Template)]
#[template(path = "tournaments/home.html")]
struct HomePage<'a> {
    v: Visitor,
    id: i64,
    name: &'a str,
    held_on: &'a str,
    venue: &'a str,
    teams: usize,
    rounds: &'a [PublicRound],
}

/// `GET /tournaments/{id}`: the tournament's public home, newest round first.
pub async fn home(
    State(state): State<AppState>,
    v: Visitor,
    Path(id): Path<i64>,
) -> Result<Response> {
    let h: Arc<Home> = state
        .tournament_cache
        .page(&state.db, ("home", id, false), || home_of(&state.db, id))
        .await?;
    if !h.published && !v.is_organizer() {
        return Err(AppError::NotFound);
    }
    render(&HomePage {
        v,
        id,
        name: &h.name,
        held_on: &h.held_on,
        venue: &h.venue,
        teams: h.teams,
        rounds: &h.rounds,
    })
}

async fn home_of(db: &crate::db::Db, id: i64) -> Result<Home> {
    let t = load(db, id).await?;
    let mut rounds = Vec::new();
    for r in t.rounds.iter().rev().filter(|r| r.is_published()) {
        let tables = db::rounds::tables(db, r.id)
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
    Ok(Home {
        teams: t.teams.len(),
        published: t.row.published,
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

/// The standings of a tournament for one audience, as kept between requests
/// (see [`super::cached`]): everything but the visitor's own parts of the page.
pub struct Computed {
    name: String,
    published: bool,
    teams: Vec<StandingLine>,
    players: Vec<PlayerLine>,
}

#[derive(Template)]
#[template(path = "tournaments/standings.html")]
struct StandingsPage<'a> {
    v: Visitor,
    id: i64,
    name: &'a str,
    teams: &'a [StandingLine],
    players: &'a [PlayerLine],
}

/// `GET /tournaments/{id}/standings`: team and individual standings from the
/// results that count and are public.
pub async fn standings(
    State(state): State<AppState>,
    v: Visitor,
    Path(id): Path<i64>,
) -> Result<Response> {
    let public_only = !v.is_organizer();
    let c: Arc<Computed> = state
        .tournament_cache
        .page(&state.db, ("standings", id, public_only), || {
            compute(&state, id, public_only)
        })
        .await?;
    if !c.published && !v.is_organizer() {
        return Err(AppError::NotFound);
    }
    render(&StandingsPage {
        v,
        id,
        name: &c.name,
        teams: &c.teams,
        players: &c.players,
    })
}

async fn compute(state: &AppState, id: i64, public_only: bool) -> Result<Computed> {
    let t = load(&state.db, id).await?;
    let results = t.results(state, public_only).await?;
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
    Ok(Computed {
        name: t.row.name,
        published: t.row.published,
        teams,
        players,
    })
}
