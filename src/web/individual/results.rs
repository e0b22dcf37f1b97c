//! A published table's result, as team tables have it: where it stands (playing,
//! finished, signed, confirmed), the second confirmation (anyone signed in but its
//! signer), and the organizer's corrections after sign-off: reopen the table with
//! a reason (it is corrected in the console and signed again), or correct one
//! player's ranking points with a reason. Every change lands in the audit log.

use super::standings::{score_on_its_page, seated};
use super::{AppState, by, load};
use crate::db::format::{Format, PointsChange, Whose};
use crate::db::{self, corrections::Outcome, individual::TableRow};
use crate::tournament::MAX_REASON;
use crate::tournament::individual::{Points, parse_points};
use crate::web::i18n::t as tr;
use crate::web::pages::render_status;
use crate::web::session::{Organizer, SignedIn, Visitor};
use crate::web::tournaments::{ResultHead, made_at};
use crate::web::{AppError, Result};
use askama::Template;
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

/// A seat of the result as shown.
pub struct SeatLine {
    /// Player id (the correction form's value).
    id: i64,
    name: String,
    place: u32,
    /// Ranking points as the formula gave them.
    played: Points,
    /// After the corrections.
    corrected: Points,
}

/// A correction as shown.
pub struct CorrectionLine {
    at: String,
    who: String,
    player: String,
    points: String,
    reason: String,
}

#[derive(Template)]
#[template(path = "individual/result.html")]
struct ResultPage {
    v: Visitor,
    id: i64,
    match_id: i64,
    label: String,
    head: ResultHead,
    seats: Vec<SeatLine>,
    corrections: Vec<CorrectionLine>,
    /// (form, message).
    error: Option<(&'static str, String)>,
}

impl ResultPage {
    fn err(&self, form: &str) -> Option<&str> {
        crate::web::pages::form_error(&self.error, form)
    }
}

/// The published table whose match is `match_id`, or 404.
async fn table_of(state: &AppState, id: i64, match_id: i64) -> Result<TableRow> {
    db::individual::tables(&state.db, id)
        .await?
        .into_iter()
        .find(|t| t.match_id == Some(match_id))
        .ok_or(AppError::NotFound)
}

async fn page(
    state: &AppState,
    v: Visitor,
    id: i64,
    match_id: i64,
    error: Option<(&'static str, String)>,
) -> Result<ResultPage> {
    let l = load(state, id).await?;
    let t = table_of(state, id, match_id).await?;
    let players = db::individual::players(&state.db, id).await?;
    let s = db::corrections::signoff(&state.db, match_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let all = db::individual_log::corrections(&state.db, id).await?;
    let mine: Vec<_> = all
        .into_iter()
        .filter(|c| c.round == t.round && c.table_no == t.number)
        .collect();
    let mut seats = Vec::new();
    if let Some(scored) = score_on_its_page(state, &l, &t, &players).await? {
        for (seat, game) in scored.outcome.seats.iter().zip(&scored.games) {
            let extra: i64 = mine
                .iter()
                .filter(|c| c.player_id == seat.player.0)
                .map(|c| c.points)
                .sum();
            seats.push(SeatLine {
                id: seat.player.0,
                name: players
                    .iter()
                    .find(|p| p.id == seat.player.0)
                    .map(|p| p.name.clone())
                    .unwrap_or_default(),
                place: seat.place,
                played: game.points,
                corrected: game.points + Points(extra),
            });
        }
    }
    let corrections = mine
        .into_iter()
        .map(|c| CorrectionLine {
            at: made_at(c.created_at),
            who: c.by_name,
            player: c.player_name,
            points: signed_points(Points(c.points)),
            reason: c.reason,
        })
        .collect();
    let me = v.user.as_ref().map_or(0, |u| u.id);
    Ok(ResultPage {
        id,
        match_id,
        label: s.label.clone(),
        head: ResultHead::new(&s, me, l.row.second_confirmation),
        seats,
        corrections,
        error,
        v,
    })
}

/// "+2", "-1.5".
fn signed_points(p: Points) -> String {
    if p.0 > 0 {
        format!("+{p}")
    } else {
        p.to_string()
    }
}

/// `GET /individual/{id}/matches/{match}`: the table's result, its state and its
/// corrections (the forms for organizers).
pub async fn show(
    State(state): State<AppState>,
    SignedIn(v, _): SignedIn,
    Path((id, match_id)): Path<(i64, i64)>,
) -> Result<Response> {
    render_status(StatusCode::OK, &page(&state, v, id, match_id, None).await?)
}

fn back(id: i64, match_id: i64) -> Response {
    Redirect::to(&format!("/individual/{id}/matches/{match_id}")).into_response()
}

/// `POST /individual/{id}/matches/{match}/confirm`: the second confirmation, by
/// any referee or organizer but the one who signed.
pub async fn confirm(
    State(state): State<AppState>,
    SignedIn(v, me): SignedIn,
    Path((id, match_id)): Path<(i64, i64)>,
) -> Result<Response> {
    load(&state, id).await?;
    let outcome = db::individual_log::confirm(&state.db, id, match_id, by(&state, &me), |s| {
        s.may_confirm(me.id)
    })
    .await?;
    match outcome {
        Outcome::Done => Ok(back(id, match_id)),
        Outcome::NotFound => Err(AppError::NotFound),
        Outcome::Refused(e) => {
            let text = tr(v.lang, e.key()).to_string();
            let page = page(&state, v, id, match_id, Some(("confirm", text))).await?;
            render_status(StatusCode::CONFLICT, &page)
        }
    }
}

/// A reason, and for a correction the player and the points.
#[derive(Deserialize)]
pub struct FixForm {
    #[serde(default)]
    reason: String,
    #[serde(default)]
    player: String,
    #[serde(default)]
    points: String,
}

/// The reason as typed, or the translation key of what is wrong with it.
fn reason_of(f: &FixForm) -> std::result::Result<&str, &'static str> {
    let r = f.reason.trim();
    if r.is_empty() || r.chars().count() > MAX_REASON || crate::printable::has_control(r) {
        return Err("fix.err_reason");
    }
    Ok(r)
}

async fn refuse(
    state: &AppState,
    v: Visitor,
    id: i64,
    match_id: i64,
    form: &'static str,
    status: StatusCode,
    key: &'static str,
) -> Result<Response> {
    let text = tr(v.lang, key).to_string();
    let page = page(state, v, id, match_id, Some((form, text))).await?;
    render_status(status, &page)
}

/// `POST /individual/{id}/matches/{match}/reopen`: back to finished with a reason.
pub async fn reopen(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path((id, match_id)): Path<(i64, i64)>,
    Form(f): Form<FixForm>,
) -> Result<Response> {
    load(&state, id).await?;
    let reason = match reason_of(&f) {
        Ok(r) => r,
        Err(key) => {
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            return refuse(&state, v, id, match_id, "reopen", status, key).await;
        }
    };
    let by = by(&state, &me);
    match db::individual_log::reopen(&state.db, id, match_id, reason, by).await? {
        Outcome::Done => Ok(back(id, match_id)),
        Outcome::NotFound => Err(AppError::NotFound),
        Outcome::Refused(_) => {
            let key = "fix.err_not_signed";
            refuse(&state, v, id, match_id, "reopen", StatusCode::CONFLICT, key).await
        }
    }
}

/// `POST /individual/{id}/matches/{match}/correct`: adds (or takes) ranking points
/// to one player of the table, with a reason, while the result counts.
pub async fn correct(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path((id, match_id)): Path<(i64, i64)>,
    Form(f): Form<FixForm>,
) -> Result<Response> {
    let l = load(&state, id).await?;
    let t = table_of(&state, id, match_id).await?;
    let bad = StatusCode::UNPROCESSABLE_ENTITY;
    let player: i64 = f.player.trim().parse().unwrap_or(0);
    if !seated(&t)?.iter().any(|p| p.0 == player) {
        return refuse(
            &state,
            v,
            id,
            match_id,
            "correct",
            bad,
            "ind.err.player_at_table",
        )
        .await;
    }
    let Ok(points) = parse_points(&f.points) else {
        return refuse(&state, v, id, match_id, "correct", bad, "ind.err.points").await;
    };
    let reason = match reason_of(&f) {
        Ok(r) => r,
        Err(key) => return refuse(&state, v, id, match_id, "correct", bad, key).await,
    };
    let counts = db::corrections::signoff(&state.db, match_id)
        .await?
        .is_some_and(|s| s.state().counts_when(l.row.second_confirmation));
    let name = db::individual::players(&state.db, id)
        .await?
        .into_iter()
        .find(|p| p.id == player)
        .map(|p| p.name)
        .unwrap_or_default();
    let described = format!("{name} {}", signed_points(points));
    let c = PointsChange {
        whose: Whose::Player(player),
        match_id,
        points: points.0,
        reason,
        described: &described,
    };
    if !counts || !Format::change_points(&state.db, id, &c, by(&state, &me)).await? {
        let key = "ind.err.not_counted";
        return refuse(
            &state,
            v,
            id,
            match_id,
            "correct",
            StatusCode::CONFLICT,
            key,
        )
        .await;
    }
    Ok(back(id, match_id))
}
