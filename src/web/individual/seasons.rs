//! Seasons (leagues): an organizer groups evenings (individual tournaments) into a
//! season and sets how many results count (best K of N). The public season page
//! shows [`season_standings`] with each evening's result, counted or discarded,
//! absences and late entries; club standings ([`club_standings`]) are shown for a
//! season and for one tournament.
//!
//! An evening's result is a player's total over every game of that evening,
//! stages included. Players are the same person across evenings when their names
//! are, trimmed and case-blind (each evening registers its own players). An
//! evening counts as held once one of its rounds is published.

use super::stage_context::Ctx;
use super::stage_views::points;
use crate::db::{
    self,
    seasons::{EveningRow, SeasonRow},
};
use crate::printable::has_control;
use crate::tournament::PlayerId;
use crate::tournament::individual::{
    ClubStanding, Competitor, IndividualStanding, Points, SeasonResult, SeasonStanding,
    club_standings, season_standings,
};
use crate::web::pages::{render, render_status};
use crate::web::session::{Organizer, Visitor};
use crate::web::tournaments::inputs::OpenToAll;
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::Form;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use std::collections::BTreeMap;

/// Most evenings a best-of may count.
const MOST_COUNTED: i64 = 100;

#[derive(Template)]
#[template(path = "individual/seasons.html")]
struct ListPage {
    v: Visitor,
    rows: Vec<SeasonRow>,
    error: Option<&'static str>,
}

/// The season form.
#[derive(Deserialize, Default)]
pub struct SeasonForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    best_of: String,
}

/// `GET /seasons`: every season; organizers get the form.
pub async fn list(State(state): State<AppState>, v: Visitor) -> Result<Response> {
    let rows = db::seasons::list(&state.db).await?;
    render(&ListPage {
        v,
        rows,
        error: None,
    })
}

/// K of "best K of N": empty = every result.
pub fn parse_best_of(s: &str) -> std::result::Result<Option<i64>, &'static str> {
    match s.trim() {
        "" => Ok(None),
        s => match s.parse::<i64>() {
            Ok(k) if (1..=MOST_COUNTED).contains(&k) => Ok(Some(k)),
            _ => Err("season.err.best_of"),
        },
    }
}

/// `POST /seasons`: creates a season and opens its page.
pub async fn create(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Form(f): Form<SeasonForm>,
) -> Result<Response> {
    let name = f.name.trim();
    let parsed = if has_control(name) {
        Err("err.control_chars")
    } else if name.is_empty() || name.chars().count() > 80 {
        Err("tour.err_name")
    } else {
        parse_best_of(&f.best_of)
    };
    match parsed {
        Ok(best_of) => {
            let id = db::seasons::create(&state.db, name, best_of, me.id, state.now_unix()).await?;
            Ok(Redirect::to(&format!("/seasons/{id}")).into_response())
        }
        Err(key) => {
            let rows = db::seasons::list(&state.db).await?;
            let page = ListPage {
                v,
                rows,
                error: Some(key),
            };
            render_status(StatusCode::UNPROCESSABLE_ENTITY, &page)
        }
    }
}

/// One evening's cell of a season row.
pub struct Cell {
    /// The points, or empty when absent.
    pub points: String,
    /// Counted (else discarded).
    pub counted: bool,
}

/// A season row as shown.
pub struct SeasonLine {
    /// The core's row.
    pub row: SeasonStanding,
    /// Club, or empty.
    pub club: String,
    /// One cell per held evening.
    pub cells: Vec<Cell>,
    /// Joined after the first evening.
    pub late: bool,
}

/// A season's standings, evenings and club standings, as computed from its
/// evenings' results.
pub struct SeasonData {
    /// The season.
    pub season: SeasonRow,
    /// Every evening attached, in order.
    pub evenings: Vec<EveningRow>,
    /// The held ones, numbered from 1 in that order.
    pub held: Vec<EveningRow>,
    /// The standings.
    pub lines: Vec<SeasonLine>,
    /// The club standings over the season's totals.
    pub clubs: Vec<ClubStanding>,
}

/// One player across the evenings.
struct Member {
    id: PlayerId,
    name: String,
    club: Option<String>,
    first: u32,
    wins: u32,
}

/// Computes season `id`.
///
/// # Errors
/// 404; storage errors; a stored evening that no longer reads.
pub async fn season_data(state: &AppState, id: i64) -> Result<SeasonData> {
    let season = db::seasons::get(&state.db, id)
        .await?
        .ok_or(AppError::NotFound)?;
    let evenings = db::seasons::evenings(&state.db, id).await?;
    let mut members: BTreeMap<String, Member> = BTreeMap::new();
    let mut results = Vec::new();
    let mut held = Vec::new();
    for e in &evenings {
        // A season page is public: an evening's hidden rounds stay hidden.
        let c = super::stage_context::public_context(state, e.id).await?;
        if !c.rounds.iter().any(|r| r.published) {
            continue;
        }
        held.push(e.clone());
        let number = u32::try_from(held.len()).unwrap_or(u32::MAX);
        evening_results(&c, number, &mut members, &mut results);
    }
    let competitors: Vec<Competitor> = members
        .values()
        .map(|m| Competitor {
            player: m.id,
            name: m.name.clone(),
            club: m.club.clone(),
            dropped: false,
        })
        .collect();
    let n = u32::try_from(held.len()).unwrap_or(u32::MAX);
    let k = season
        .best_of
        .map_or(usize::MAX, |k| usize::try_from(k).unwrap_or(usize::MAX));
    let rows = season_standings(&competitors, &results, n, k);
    let member = |p: PlayerId| members.values().find(|m| m.id == p);
    let as_individual: Vec<IndividualStanding> = rows
        .iter()
        .map(|r| individual_row(r, member(r.player).map_or(0, |m| m.wins), &competitors))
        .collect();
    let lines = rows
        .into_iter()
        .map(|row| {
            let m = member(row.player);
            SeasonLine {
                club: m.and_then(|m| m.club.clone()).unwrap_or_default(),
                late: m.is_some_and(|m| m.first > 1),
                cells: cells(&row, n),
                row,
            }
        })
        .collect();
    Ok(SeasonData {
        clubs: club_standings(&as_individual, None),
        season,
        evenings,
        held,
        lines,
    })
}

impl OpenToAll for SeasonData {
    fn open(state: &AppState, id: i64) -> impl Future<Output = Result<Self>> + Send {
        season_data(state, id)
    }
}

/// Adds evening `number`'s totals (players with at least one game) to `results`.
fn evening_results(
    c: &Ctx,
    number: u32,
    members: &mut BTreeMap<String, Member>,
    results: &mut Vec<SeasonResult>,
) {
    for r in c.standings(|_| true).into_iter().filter(|r| r.games > 0) {
        let key = r.name.trim().to_lowercase();
        let next = PlayerId(i64::try_from(members.len()).unwrap_or(i64::MAX) + 1);
        let m = members.entry(key).or_insert_with(|| Member {
            id: next,
            name: r.name.trim().to_string(),
            club: None,
            first: number,
            wins: 0,
        });
        // The latest evening's club is the player's club.
        if r.club.as_deref().is_some_and(|c| !c.trim().is_empty()) {
            m.club = r.club.clone();
        }
        m.wins += r.wins;
        results.push(SeasonResult {
            evening: number,
            player: m.id,
            points: r.total,
        });
    }
}

/// Each held evening's cell of `row`.
fn cells(row: &SeasonStanding, held: u32) -> Vec<Cell> {
    (1..=held)
        .map(|e| {
            if let Some(c) = row.counted.iter().find(|c| c.0 == e) {
                Cell {
                    points: points(c.1),
                    counted: true,
                }
            } else {
                let d = row.discarded.iter().find(|d| d.0 == e).and_then(|d| d.1);
                Cell {
                    points: d.map(points).unwrap_or_default(),
                    counted: false,
                }
            }
        })
        .collect()
}

/// A season row as the club standings read it.
fn individual_row(r: &SeasonStanding, wins: u32, all: &[Competitor]) -> IndividualStanding {
    IndividualStanding {
        rank: r.rank,
        player: r.player,
        name: r.name.clone(),
        club: all
            .iter()
            .find(|c| c.player == r.player)
            .and_then(|c| c.club.clone()),
        dropped: false,
        total: r.total,
        games: r.played,
        wins,
        best_game: r.best,
        sorted_scores: r.counted.iter().map(|c| c.1).collect(),
        round_scores: Vec::new(),
        table_points: 0.0,
        territories: 0.0,
        best_place: None,
        previous_totals: Vec::<Points>::new(),
        discarded: Vec::new(),
    }
}
