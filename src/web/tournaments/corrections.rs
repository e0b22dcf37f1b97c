//! Corrections after sign-off, on the organizer's page of one tournament match:
//! reopen the match with a reason (the referee then undoes and records in the console
//! and signs again), or adjust a team's or a player's score with a reason. Both land
//! in the append-only audit log, which has its own page.

use super::audit_text::{AuditLine, AuditPage};
use super::inputs::{Loaded, Managed, load};
use super::result_head::{ResultHead, made_at};
use super::tables::{adjustments_of, played_result};
use crate::db::corrections::Outcome;
use crate::db::format::{Format, PointsChange, Whose};
use crate::db::{self, rounds::TableRow};
use crate::tournament::{Adjustment, MAX_REASON, MatchResult, PlayerId, ResultState, TeamId};
use crate::web::pages::{render, render_status};
use crate::web::session::{Organizer, Visitor};
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

/// The published table a tournament match belongs to, with its round number.
///
/// # Errors
/// 404 when the match is not one of this tournament's tables.
pub(super) async fn table_of(
    state: &AppState,
    t: &Loaded,
    match_id: i64,
) -> Result<(u32, TableRow)> {
    for r in t.rounds.iter().filter(|r| r.is_published()) {
        if let Some(x) = db::rounds::tables(&state.db, r.id)
            .await?
            .into_iter()
            .find(|x| x.match_id == Some(match_id))
        {
            return Ok((u32::try_from(r.number).unwrap_or(u32::MAX), x));
        }
    }
    Err(AppError::NotFound)
}

/// A side of the result as shown: as played, and after adjustments.
pub struct SideLine {
    team: String,
    played: i64,
    adjusted: i64,
    /// (name, as played, after adjustments).
    players: Vec<(String, i64, i64)>,
}

/// An adjustment as shown.
pub struct AdjustmentLine {
    at: String,
    who: String,
    target: String,
    points: String,
    reason: String,
}

#[derive(Template)]
#[template(path = "tournaments/match.html")]
struct MatchPage {
    v: Visitor,
    id: i64,
    match_id: i64,
    label: String,
    head: ResultHead,
    sides: Vec<SideLine>,
    adjustments: Vec<AdjustmentLine>,
    /// Adjustment targets: (`t{team}` or `p{team}_{player}`, label).
    targets: Vec<(String, String)>,
    /// (form, message).
    error: Option<(&'static str, String)>,
}

impl MatchPage {
    fn err(&self, form: &str) -> Option<&str> {
        crate::web::pages::form_error(&self.error, form)
    }
}

fn sides_of(r: &MatchResult) -> &[crate::tournament::SideResult] {
    match r {
        MatchResult::Played { sides, .. } => sides,
        MatchResult::Bye { .. } => &[],
    }
}

fn team_name(t: &Loaded, team: TeamId) -> String {
    t.teams
        .iter()
        .find(|x| x.id == team.0)
        .map(|x| x.name.clone())
        .unwrap_or_default()
}

async fn match_page(
    state: &AppState,
    v: Visitor,
    id: i64,
    match_id: i64,
    error: Option<(&'static str, String)>,
) -> Result<MatchPage> {
    let t = load(&state.db, id).await?;
    let (round, table) = table_of(state, &t, match_id).await?;
    let s = db::corrections::signoff(&state.db, match_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let all = db::corrections::adjustments(&state.db, id).await?;
    let played = played_result(state, round, &table).await?;
    let adjusted = match &played {
        Some(p) => Some(
            p.clone()
                .adjusted(&adjustments_of(match_id, &all))
                .map_err(|e| AppError::Internal(format!("match {match_id}: {e:?}")))?,
        ),
        None => None,
    };
    let mut sides = Vec::new();
    let mut targets = Vec::new();
    if let (Some(p), Some(a)) = (&played, &adjusted) {
        for (ps, as_) in sides_of(p).iter().zip(sides_of(a)) {
            let team = team_name(&t, ps.team);
            targets.push((format!("t{}", ps.team.0), team.clone()));
            for pl in &ps.players {
                let label = format!("{team} · {}", pl.name);
                targets.push((format!("p{}_{}", ps.team.0, pl.player.0), label));
            }
            sides.push(SideLine {
                players: ps
                    .players
                    .iter()
                    .map(|pl| {
                        let after = as_
                            .players
                            .iter()
                            .find(|x| x.player == pl.player)
                            .map_or(pl.score, |x| x.score);
                        (pl.name.clone(), pl.score, after)
                    })
                    .collect(),
                team,
                played: ps.score,
                adjusted: as_.score,
            });
        }
    }
    let adjustments = all
        .into_iter()
        .filter(|a| a.match_id == match_id)
        .map(|a| AdjustmentLine {
            at: made_at(a.created_at),
            who: a.by_name,
            target: match a.player_name {
                Some(p) => format!("{} · {p}", a.team_name),
                None => a.team_name,
            },
            points: format!("{:+}", a.points),
            reason: a.reason,
        })
        .collect();
    let me = v.user.as_ref().map_or(0, |u| u.id);
    Ok(MatchPage {
        id,
        match_id,
        label: crate::web::console::view::label_words(v.lang, &s.label),
        head: ResultHead::new(&s, me, t.settings.second_confirmation),
        sides,
        adjustments,
        targets,
        error,
        v,
    })
}

/// `GET /tournaments/{id}/matches/{match}`: the result, its state and corrections.
pub async fn show(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path((id, match_id)): Path<(i64, i64)>,
) -> Result<Response> {
    render(&match_page(&state, v, id, match_id, None).await?)
}

async fn refuse(
    state: &AppState,
    v: Visitor,
    (id, match_id): (i64, i64),
    status: StatusCode,
    form: &'static str,
    key: &'static str,
) -> Result<Response> {
    let message = v.t(key).to_string();
    let page = match_page(state, v, id, match_id, Some((form, message))).await?;
    render_status(status, &page)
}

/// The refusal of a correction to a result that is not signed (any more).
const NOT_SIGNED: &str = "fix.err_not_signed";

fn back(id: i64, match_id: i64) -> Response {
    Redirect::to(&format!("/tournaments/{id}/matches/{match_id}")).into_response()
}

/// A reason, trimmed, or `None` when missing or too long.
fn reason(text: &str) -> Option<String> {
    let r = text.split_whitespace().collect::<Vec<_>>().join(" ");
    (!r.is_empty() && r.chars().count() <= MAX_REASON).then_some(r)
}

/// The reopen form.
#[derive(Deserialize)]
pub struct ReopenForm {
    #[serde(default)]
    reason: String,
}

/// `POST /tournaments/{id}/matches/{match}/reopen`: the signed match goes back to
/// `finished`; the console then accepts undo and new actions, and a new sign-off.
pub async fn reopen(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path((id, match_id)): Path<(i64, i64)>,
    Form(f): Form<ReopenForm>,
) -> Result<Response> {
    let at = (id, match_id);
    let Some(reason) = reason(&f.reason) else {
        let status = StatusCode::UNPROCESSABLE_ENTITY;
        return refuse(&state, v, at, status, "reopen", "fix.err_reason").await;
    };
    let by = state.by(me.id);
    match db::corrections::reopen_in(&state.db, Format::Team, id, match_id, &reason, by).await? {
        Outcome::Done => {
            // Console pages and the public table page reload on a new count.
            let n = db::match_entries::entries(&state.db, match_id).await?.len();
            state.live.publish(match_id, i64::try_from(n).unwrap_or(0));
            Ok(back(id, match_id))
        }
        Outcome::NotFound => Err(AppError::NotFound),
        Outcome::Refused(_) => {
            refuse(&state, v, at, StatusCode::CONFLICT, "reopen", NOT_SIGNED).await
        }
    }
}

/// The adjustment form.
#[derive(Deserialize)]
pub struct AdjustForm {
    #[serde(default)]
    target: String,
    #[serde(default)]
    points: String,
    #[serde(default)]
    reason: String,
}

/// `t{team}` or `p{team}_{player}`.
fn target(s: &str) -> Option<(TeamId, Option<PlayerId>)> {
    if let Some(team) = s.strip_prefix('t') {
        return Some((TeamId(team.parse().ok()?), None));
    }
    let (team, player) = s.strip_prefix('p')?.split_once('_')?;
    Some((
        TeamId(team.parse().ok()?),
        Some(PlayerId(player.parse().ok()?)),
    ))
}

/// `POST /tournaments/{id}/matches/{match}/adjust`: points for a team or a player of
/// a signed match, with a reason; the standings include them from now on.
pub async fn adjust(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path((id, match_id)): Path<(i64, i64)>,
    Form(f): Form<AdjustForm>,
) -> Result<Response> {
    let at = (id, match_id);
    let bad = StatusCode::UNPROCESSABLE_ENTITY;
    let Some((team, player)) = target(f.target.trim()) else {
        return refuse(&state, v, at, bad, "adjust", "fix.err_team").await;
    };
    let Ok(points) = f.points.trim().trim_start_matches('+').parse::<i64>() else {
        return refuse(&state, v, at, bad, "adjust", "fix.err_points").await;
    };
    let Some(reason) = reason(&f.reason) else {
        return refuse(&state, v, at, bad, "adjust", "fix.err_reason").await;
    };
    let t = load(&state.db, id).await?;
    let (round, table) = table_of(&state, &t, match_id).await?;
    let signed = db::corrections::signoff(&state.db, match_id)
        .await?
        .is_some_and(|s| s.state() != ResultState::Open);
    let played = played_result(&state, round, &table).await?;
    let (true, Some(played)) = (signed, played) else {
        return refuse(&state, v, at, StatusCode::CONFLICT, "adjust", NOT_SIGNED).await;
    };
    let a = Adjustment {
        team,
        player,
        points,
    };
    if let Err(e) = a.check(&played) {
        return refuse(&state, v, at, bad, "adjust", e.key()).await;
    }
    let described = match player {
        Some(p) => {
            let name = sides_of(&played)
                .iter()
                .flat_map(|s| &s.players)
                .find(|x| x.player == p)
                .map(|x| x.name.clone())
                .unwrap_or_default();
            format!("{} · {name}", team_name(&t, team))
        }
        None => team_name(&t, team),
    };
    let change = PointsChange {
        whose: Whose::Team {
            team_id: team.0,
            player_id: player.map(|p| p.0),
        },
        match_id,
        points,
        reason: &reason,
        described: &described,
    };
    if !Format::change_points(&state.db, id, &change, state.by(me.id)).await? {
        return refuse(&state, v, at, StatusCode::CONFLICT, "adjust", NOT_SIGNED).await;
    }
    Ok(back(id, match_id))
}

/// `GET /tournaments/{id}/audit`: the whole append-only log, newest first.
pub async fn audit(
    State(state): State<AppState>,
    Managed { v, t, .. }: Managed,
) -> Result<Response> {
    let id = t.row.id;
    let teams = t.team_names();
    let lines = db::tournaments::audit_log(&state.db, id)
        .await?
        .into_iter()
        .map(|a| AuditLine::new(a, v.lang, &teams))
        .collect();
    render(&AuditPage::team(v, id, t.row.name, lines))
}
