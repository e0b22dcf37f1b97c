//! Rounds: propose a pairing (a draft), let the organizer swap teams, then publish
//! it or discard it and pair again.

use super::confirm_step::{ConfirmPage, confirmed};
use super::inputs::load;
use super::manage::manage_page;
use super::referee_sheet::sheet_lines;
use super::tables::matches_to_open;
use crate::db::{self, DbError};
use crate::engine::Settings;
use crate::tournament::{Seed, TournamentError, pair_round};
use crate::web::pages::render_status;
use crate::web::session::{Organizer, Visitor};
use crate::web::{AppError, AppState, Result};
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

/// The pair form: the organizer ticks `confirm` to pair despite unfinished matches.
#[derive(Deserialize)]
pub struct PairForm {
    #[serde(default)]
    confirm: Option<String>,
}

/// The warning before publishing tables that have no referee: nobody could record
/// their matches until one is assigned.
fn unrefereed(v: Visitor, id: i64, round: i64, number: i64, bare: Vec<String>) -> Result<Response> {
    let page = ConfirmPage {
        title: format!("{} {} {number}?", v.t("round.publish"), v.t("round.round")),
        sentence: v.t("confirm.no_referee").to_string(),
        items: bare,
        action: format!("/tournaments/{id}/rounds/{round}/publish"),
        go: v.t("confirm.publish_anyway").to_string(),
        danger: false,
        other: Some((
            format!("/tournaments/{id}/rounds/{round}/referees"),
            v.t("sheet.open").to_string(),
        )),
        back: format!("/tournaments/{id}/manage#rounds"),
        v,
    };
    render_status(StatusCode::OK, &page)
}

fn back(id: i64) -> Response {
    Redirect::to(&format!("/tournaments/{id}/manage#rounds")).into_response()
}

/// `POST /tournaments/{id}/rounds`: proposes the next round as a draft.
pub async fn pair(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<PairForm>,
) -> Result<Response> {
    let t = load(&state.db, id).await?;
    let st = state.clone();
    let refuse = |status, key| async move {
        let page = manage_page(&st, v, id, Some(key), Default::default()).await?;
        render_status(status, &page)
    };
    if t.draft().is_some() {
        return refuse(StatusCode::CONFLICT, "round.draft_exists").await;
    }
    if t.teams.iter().filter(|x| !x.dropped).count() < 2 {
        return refuse(StatusCode::UNPROCESSABLE_ENTITY, "round.too_few").await;
    }
    // A table of a published round without a signed result is unfinished; pairing
    // now would ignore its result, so the organizer must say so explicitly.
    let results = t.results(&state, false).await?;
    let mut unfinished = 0;
    for r in t.rounds.iter().filter(|r| r.is_published()) {
        let tables = db::rounds::tables(&state.db, r.id).await?;
        let number = u32::try_from(r.number).unwrap_or(u32::MAX);
        unfinished += tables
            .iter()
            .filter(|x| x.team_b.is_some())
            .filter(|x| {
                !results
                    .iter()
                    .any(|m| m.round() == number && m.involves(x.team_a))
            })
            .count();
    }
    if unfinished > 0 && f.confirm.is_none() {
        return refuse(StatusCode::CONFLICT, "round.unfinished").await;
    }
    let number = t.next_round();
    let seed = Seed(rand::random());
    let pairing = match pair_round(
        &t.pure_teams(),
        &results,
        &t.settings,
        u32::try_from(number).unwrap_or(u32::MAX),
        seed,
    ) {
        Ok(p) => p,
        Err(TournamentError::TooManyTeams(_)) => {
            return refuse(StatusCode::UNPROCESSABLE_ENTITY, "round.too_many").await;
        }
        Err(e) => return Err(AppError::Internal(format!("pairing failed: {e}"))),
    };
    let mut tables: Vec<db::rounds::NewTable> = pairing
        .tables
        .iter()
        .map(|x| {
            let notes = x
                .notes
                .iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join("; ");
            (i64::from(x.number), x.teams[0].0, Some(x.teams[1].0), notes)
        })
        .collect();
    if let Some(bye) = pairing.bye {
        let note = if bye.repeat {
            "second bye: every active team has had one"
        } else {
            ""
        };
        tables.push((0, bye.team.0, None, note.to_string()));
    }
    match db::rounds::create_draft(
        &state.db,
        id,
        number,
        &seed.to_string(),
        &tables,
        state.by(me.id),
    )
    .await
    {
        Ok(_) => Ok(back(id)),
        Err(DbError::Duplicate(_)) => Err(AppError::BadRequest("round.draft_exists")),
        Err(e) => Err(e.into()),
    }
}

/// The swap form: two teams of the draft to exchange.
#[derive(Deserialize)]
pub struct SwapForm {
    #[serde(default)]
    x: String,
    #[serde(default)]
    y: String,
}

/// `POST /tournaments/{id}/rounds/{round}/swap`.
pub async fn swap(
    State(state): State<AppState>,
    Organizer(_, me): Organizer,
    Path((id, round)): Path<(i64, i64)>,
    Form(f): Form<SwapForm>,
) -> Result<Response> {
    let (Ok(x), Ok(y)) = (f.x.trim().parse::<i64>(), f.y.trim().parse::<i64>()) else {
        return Err(AppError::BadRequest("round.bad_swap"));
    };
    if !db::rounds::swap_teams(&state.db, id, round, x, y, state.by(me.id)).await? {
        return Err(AppError::BadRequest("round.bad_swap"));
    }
    Ok(back(id))
}

/// `POST /tournaments/{id}/rounds/{round}/discard`: throw the draft away.
pub async fn discard(
    State(state): State<AppState>,
    Organizer(_, me): Organizer,
    Path((id, round)): Path<(i64, i64)>,
) -> Result<Response> {
    if !db::rounds::discard_draft(&state.db, id, round, state.by(me.id)).await? {
        return Err(AppError::NotFound);
    }
    Ok(back(id))
}

/// `POST /tournaments/{id}/rounds/{round}/publish`: the pairing goes public and
/// every table's match opens in the referee console.
pub async fn publish(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path((id, round)): Path<(i64, i64)>,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let t = load(&state.db, id).await?;
    let draft = t
        .rounds
        .iter()
        .find(|r| r.id == round && !r.is_published())
        .ok_or(AppError::NotFound)?;
    if !confirmed(&pairs) {
        let bare: Vec<String> = sheet_lines(&state, round)
            .await?
            .into_iter()
            .filter(|l| l.assigned.is_empty())
            .map(|l| format!("{} {} · {}", v.t("round.table"), l.table_no, l.teams))
            .collect();
        if !bare.is_empty() {
            return unrefereed(v, id, round, draft.number, bare);
        }
    }
    let seed: Seed = draft
        .seed
        .parse()
        .map_err(|_| AppError::Internal(format!("round {round}: bad stored seed")))?;
    let settings: Settings = serde_json::from_str(&t.row.match_settings)
        .map_err(|e| AppError::Internal(format!("tournament {id} match settings: {e}")))?;
    let tables = db::rounds::tables(&state.db, round).await?;
    let opens = matches_to_open(draft.number, seed.0, &settings, &tables, &t.teams)?;
    if !db::rounds::publish(&state.db, id, round, &opens, state.by(me.id)).await? {
        return Err(AppError::NotFound);
    }
    state.live.round_published(id);
    Ok(back(id))
}
