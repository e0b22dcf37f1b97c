//! A published round's results, and the organizer's switch that shows or hides them.
//!
//! The public sees a round's scores only while its results are public; a hidden round
//! shows its pairings and table states, and counts in no public standings. A draft
//! round has no page at all. Rounds are addressed by their number (`/rounds/2`).

use super::inputs::visible;
use super::inputs::{Loaded, load};
use super::tables::Records;
use crate::db::format::Format;
use crate::db::{self, rounds::RoundRow};
use crate::tournament::{MatchResult, team_standings};
use crate::web::live::TournamentChange;
use crate::web::pages::render;
use crate::web::session::{Organizer, Visitor};
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::Form;
use axum::extract::{Path, State};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use std::collections::HashMap;

/// One team's side of a table.
pub struct SideLine {
    team_id: i64,
    team: String,
    /// Team score, match points and the outcome's key, once the result counts.
    score: Option<(i64, i64, &'static str)>,
    /// Each player's personal score.
    players: Vec<(String, i64)>,
}

/// A table of the round.
pub struct ResultLine {
    table_no: i64,
    /// Key of the table's state (`res.status.*`).
    status: &'static str,
    token: Option<String>,
    sides: Vec<SideLine>,
}

#[derive(Template)]
#[template(path = "tournaments/round.html")]
struct RoundPage {
    v: Visitor,
    id: i64,
    nav: &'static str,
    name: String,
    number: i64,
    /// The round's results are public.
    results_public: bool,
    /// This visitor sees the scores (public results, or an organizer).
    shown: bool,
    lines: Vec<ResultLine>,
    /// Other published rounds, for the navigation.
    others: Vec<i64>,
}

/// The key of a match status as the public reads it.
pub(super) fn status_key(status: &str) -> &'static str {
    match status {
        "signed" => "res.status.signed",
        "finished" => "res.status.finished",
        "playing" => "res.status.playing",
        _ => "res.status.setup",
    }
}

/// The round number in a path: anything but a number names no round.
fn round_number(s: &str) -> Result<i64> {
    s.trim().parse::<i64>().map_err(|_| AppError::NotFound)
}

/// The round's tables; with `shown`, the signed results with each side's score, match
/// points and outcome, and every player's personal score.
async fn result_lines(
    state: &AppState,
    t: &Loaded,
    round: &RoundRow,
    shown: bool,
) -> Result<Vec<ResultLine>> {
    let number = u32::try_from(round.number).unwrap_or(u32::MAX);
    let mut lines = Vec::new();
    // (team, forfeited) for every side of a table ended by a forfeit.
    let mut forfeits: Vec<(i64, bool)> = Vec::new();
    let mut results: Vec<MatchResult> = Vec::new();
    // Each side's team score as played: a forfeiting team's stays on its line though
    // the standings count it 0.
    let mut scored: HashMap<i64, i64> = HashMap::new();
    let adjustments = db::corrections::adjustments(&state.db, t.row.id).await?;
    let records = Records::of(&state.db, t.row.id).await?;
    for table in db::rounds::tables(&state.db, round.id).await? {
        let row = match table.match_id {
            Some(m) => db::matches::get(&state.db, m).await?,
            None => None,
        };
        let signed = match (shown, table.team_b) {
            (true, Some(_)) => {
                records
                    .counted_result(state, number, &table, &t.settings, &adjustments)
                    .await?
            }
            (true, None) => Some(MatchResult::bye(number, table.team_a)),
            (false, _) => None,
        };
        let mut personal: HashMap<i64, Vec<(String, i64)>> = HashMap::new();
        if let Some(MatchResult::Played { sides, .. }) = &signed {
            for side in sides {
                scored.insert(side.team.0, side.score);
                let players = side.players.iter().map(|p| (p.name.clone(), p.score));
                personal.insert(side.team.0, players.collect());
            }
        }
        let teams = [Some(table.team_a), table.team_b];
        let names = [Some(table.team_a_name), table.team_b_name];
        let sides = teams
            .into_iter()
            .zip(names)
            .filter_map(|(id, name)| Some((id?, name?)))
            .map(|(id, team)| SideLine {
                team_id: id,
                team,
                score: None,
                players: personal.remove(&id).unwrap_or_default(),
            })
            .collect();
        lines.push(ResultLine {
            table_no: table.table_no,
            status: match (&table.team_b, &row) {
                (None, _) => "res.status.bye",
                (Some(_), Some(m)) => status_key(&m.status),
                (Some(_), None) => "res.status.setup",
            },
            token: row.map(|m| m.public_token),
            sides,
        });
        forfeits.extend(signed.iter().flat_map(forfeit_sides));
        results.extend(signed);
    }
    // Match points and outcomes come from the standings of this round alone, so the
    // tournament's own settings (points for a win, a draw) decide them.
    let standings = team_standings(&t.pure_teams(), &results, &t.settings)
        .map_err(|e| AppError::Internal(format!("round {number}: {e}")))?;
    for side in lines.iter_mut().flat_map(|l| l.sides.iter_mut()) {
        side.score = standings
            .iter()
            .find(|s| s.team.0 == side.team_id && s.played > 0)
            .map(|s| {
                let forfeit = forfeits.iter().find(|(team, _)| *team == side.team_id);
                let outcome = match (s.wins, s.draws, forfeit) {
                    (1.., _, Some(_)) => "res.forfeit_win",
                    (1.., _, None) => "res.win",
                    (0, 1.., _) => "res.draw",
                    (_, _, Some((_, true))) => "res.forfeit_loss",
                    _ => "res.loss",
                };
                let score = scored.get(&side.team_id).copied().unwrap_or(s.total_score);
                (score, s.match_points, outcome)
            });
    }
    Ok(lines)
}

/// Every side of a result ended by a forfeit, with whether it forfeited.
fn forfeit_sides(r: &MatchResult) -> Vec<(i64, bool)> {
    match r {
        MatchResult::Played { sides, .. } if sides.iter().any(|s| s.forfeited) => {
            sides.iter().map(|s| (s.team.0, s.forfeited)).collect()
        }
        _ => Vec::new(),
    }
}

/// `GET /tournaments/{id}/rounds/{round}`: a published round's tables and results.
pub async fn show(
    State(state): State<AppState>,
    v: Visitor,
    Path((id, round)): Path<(i64, String)>,
) -> Result<Response> {
    let number = round_number(&round)?;
    let t = visible(&state, &v, id).await?;
    let r = t
        .rounds
        .iter()
        .find(|r| r.number == number && r.is_published())
        .ok_or(AppError::NotFound)?;
    let shown = r.results_public || v.is_organizer();
    let lines = result_lines(&state, &t, r, shown).await?;
    let others = t
        .rounds
        .iter()
        .filter(|x| x.is_published() && x.number != number)
        .map(|x| x.number)
        .collect();
    render(&RoundPage {
        v,
        id,
        nav: "rounds",
        name: t.row.name.clone(),
        number,
        results_public: r.results_public,
        shown,
        lines,
        others,
    })
}

/// The visibility form: `results` is `visible` or `hidden`.
#[derive(Deserialize)]
pub struct VisibilityForm {
    #[serde(default)]
    results: String,
}

/// `POST /tournaments/{id}/rounds/{round}/results`: the organizer shows or hides a
/// round's results on the public pages (audited; watchers told at once).
pub async fn set_visibility(
    State(state): State<AppState>,
    Organizer(_, me): Organizer,
    Path((id, round)): Path<(i64, String)>,
    Form(f): Form<VisibilityForm>,
) -> Result<Response> {
    let public = match f.results.trim() {
        "visible" => true,
        "hidden" => false,
        _ => return Err(AppError::BadRequest("pub.err_results")),
    };
    let number = round_number(&round)?;
    load(&state.db, id).await?;
    let changed = db::format::set_results_public(
        &state.db,
        Format::Team,
        id,
        number,
        public,
        state.by(me.id),
    )
    .await?
    .ok_or(AppError::NotFound)?;
    if changed {
        state
            .live
            .tournament_changed(id, TournamentChange::ResultsVisibility);
    }
    Ok(Redirect::to(&format!("/tournaments/{id}/manage#publication")).into_response())
}
