//! Standings: each finished table's result, read from its console match through the
//! shared surface ([`crate::engine::any::AnyGame`]), scored by the tournament's
//! formula; then the individual standings with every tie-break value. The public
//! page shows them; seating a round reads them for its order and history.

use super::Loaded;
use crate::db::individual::{PlayerRow, TableRow};
use crate::tournament::PlayerId;
use crate::tournament::individual::{
    Competitor, GameResult, IndividualStanding, TableOutcome, individual_standings, score_table,
};
use crate::tournament::seating::PlayedTable;
use crate::tournament::stages::Stage;
use crate::web::console::replayed;
use crate::web::pages::render;
use crate::web::session::Visitor;
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::extract::{Path, State};
use axum::response::Response;

/// What the published tables have produced so far.
pub struct Played {
    /// Every scored game.
    pub results: Vec<GameResult>,
    /// The published tables as the seating reads them, winners where known.
    pub history: Vec<PlayedTable>,
    /// Published tables whose match is not finished yet.
    pub unfinished: usize,
}

/// The player ids of a stored table, in seat order.
///
/// # Errors
/// [`AppError::Internal`] when the stored list no longer reads.
pub fn seated(t: &TableRow) -> Result<Vec<PlayerId>> {
    serde_json::from_str(&t.players)
        .map_err(|e| AppError::Internal(format!("table {}/{}: {e}", t.round, t.number)))
}

/// Reads every published table's match: the finished ones are scored.
///
/// # Errors
/// Storage errors; a stored match that no longer replays.
pub async fn played(
    state: &AppState,
    l: &Loaded,
    tables: &[TableRow],
    players: &[PlayerRow],
) -> Result<Played> {
    let mut out = Played {
        results: Vec::new(),
        history: Vec::new(),
        unfinished: 0,
    };
    for t in tables {
        let Some(match_id) = t.match_id else { continue };
        let ids = seated(t)?;
        let mut winner = None;
        if let (_, _, Some(game)) = replayed::from_storage(&state.db, match_id).await?
            && game.table().finished()
        {
            // Seats are matched to players by name: the name is what the match holds.
            let by_seat: Vec<PlayerId> = game
                .table()
                .seats()
                .iter()
                .map(|s| {
                    ids.iter()
                        .copied()
                        .find(|id| players.iter().any(|p| p.id == id.0 && p.name == s.name))
                        .unwrap_or(PlayerId(0))
                })
                .collect();
            let outcome = TableOutcome::from_result(&game.table().result(), &by_seat, t.ghost)
                .map_err(|seat| AppError::Internal(format!("match {match_id}: seat {seat}")))?;
            let round = u32::try_from(t.round).unwrap_or(0);
            winner = outcome
                .seats
                .iter()
                .find(|s| s.place == 1)
                .map(|s| s.player);
            out.results.extend(score_table(&l.formula, &outcome, round));
        } else {
            out.unfinished += 1;
        }
        out.history.push(PlayedTable {
            round: u32::try_from(t.round).unwrap_or(0),
            players: ids,
            winner,
        });
    }
    Ok(out)
}

/// The standings after the results in `played`.
pub fn rows(l: &Loaded, players: &[PlayerRow], played: &Played) -> Vec<IndividualStanding> {
    let competitors: Vec<Competitor> = players
        .iter()
        .map(|p| Competitor {
            player: PlayerId(p.id),
            name: p.name.clone(),
            club: p.club.clone(),
            dropped: p.dropped,
        })
        .collect();
    individual_standings(
        &competitors,
        &played.results,
        &l.formula.default_tiebreaks(),
    )
}

#[derive(Template)]
#[template(path = "individual/standings.html")]
struct StandingsPage {
    v: Visitor,
    id: i64,
    name: String,
    formula: String,
    rows: Vec<IndividualStanding>,
    /// The semifinal and final tables and the event's ranking.
    stages: super::stage_views::StandingsStages,
    /// The season it is an evening of: (id, name).
    season: Option<(i64, String)>,
}

impl StandingsPage {
    /// A raw total as written: whole numbers plain (and no "-0" for nothing yet).
    fn num(&self, x: &f64) -> String {
        let x = if *x == 0.0 { 0.0 } else { *x };
        format!("{x}")
    }

    fn scores(&self, r: &IndividualStanding) -> String {
        let all: Vec<String> = r.sorted_scores.iter().map(ToString::to_string).collect();
        all.join(" · ")
    }

    fn by_round(&self, r: &IndividualStanding) -> String {
        let all: Vec<String> = r
            .round_scores
            .iter()
            .map(|(n, p)| format!("{n}: {p}"))
            .collect();
        all.join(" · ")
    }
}

/// `GET /individual/{id}/standings`: the public standings.
pub async fn show(
    State(state): State<AppState>,
    v: Visitor,
    Path(id): Path<i64>,
) -> Result<Response> {
    // The final places its players in the event's ranking; the standings are
    // over the games before it (qualifying rounds and the semifinal).
    let c = super::stages::context(&state, id).await?;
    let rows = c.standings(|s| s != Stage::Final);
    let stages = super::stage_views::standings_view(&c)?;
    let season = match c.season_id {
        Some(s) => crate::db::seasons::get(&state.db, s)
            .await?
            .map(|r| (r.id, r.name)),
        None => None,
    };
    render(&StandingsPage {
        v,
        id,
        formula: format!("ind.formula.{}", kind(&c.l)),
        name: c.l.row.name.clone(),
        rows,
        stages,
        season,
    })
}

/// The formula's `kind`, as stored.
pub fn kind(l: &Loaded) -> String {
    serde_json::from_str::<serde_json::Value>(&l.row.formula)
        .ok()
        .and_then(|v| v.get("kind").and_then(|k| k.as_str()).map(str::to_string))
        .unwrap_or_default()
}
