//! Stages on the web: "Seat the semifinal" and "Seat the final" once the rounds
//! before them are played. Each makes a draft round of its stage
//! ([`crate::db::stages::save_draft`]) that the organizer swaps and publishes as
//! any round ([`super::rounds::publish`]). The stage views of the manage and
//! standings pages are [`super::stage_views`].

use super::AppState;
use super::manage::refuse;
use super::rounds::entrants;
use super::stage_context::Ctx;
use crate::db::stages::StageTable as StoredTable;
use crate::db::{self};
use crate::tournament::PlayerId;
use crate::tournament::Seed;
use crate::tournament::seating::{OddField, SeatingError, evaluate, seat_round};
use crate::tournament::stages::{
    SemifinalDraw, SemifinalResult, Stage, StageError, StageTable, excluded, ripescaggio,
    seat_final, seat_semifinal,
};
use crate::web::tournaments::inputs::Managed;
use crate::web::{AppError, Result};
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use std::collections::BTreeSet;

/// The translation key of a stage refusal.
fn stage_key(e: &StageError) -> &'static str {
    match e {
        StageError::NoStage(Stage::Final) => "stage.err.no_final",
        StageError::NoStage(_) => "stage.err.no_semifinal",
        StageError::NotEnoughPlayers { .. } => "stage.err.players",
        StageError::FinalSize(_) | StageError::Finals(_) => "stage.err.settings",
        StageError::FinalTooSmall { .. } => "stage.err.final_small",
        StageError::RipescaggioWithoutSemifinal => "league.err.ripescaggio_semifinal",
        StageError::NoRipescaggio => "league.err.no_ripescaggio",
        StageError::ConsolationWithoutSemifinal => "league.err.consolation_semifinal",
        StageError::TooManyDiscards { .. } => "league.err.discards",
    }
}

fn back(id: i64) -> Response {
    Redirect::to(&format!("/individual/{id}/manage#rounds")).into_response()
}

/// `POST /individual/{id}/semifinal`: seats the semifinal from rank bands of the
/// qualifying standings, as a draft (again: the same draw, replaced).
pub async fn semifinal(
    State(state): State<AppState>,
    Managed { v, t: c, .. }: Managed<Ctx>,
) -> Result<Response> {
    let id = c.l.row.id;
    let why = if !c.stages.has_semifinal() {
        Some("stage.err.no_semifinal")
    } else if c.published(Stage::Semifinal).is_some() {
        Some("stage.err.semifinal_published")
    } else if c.qualifying_published() < c.l.row.rounds_planned || c.played.unfinished > 0 {
        Some("stage.err.qualifying_first")
    } else {
        None
    };
    if let Some(key) = why {
        return refuse(&state, v, id, StatusCode::CONFLICT, key).await;
    }
    let active: Vec<PlayerId> = c
        .qualifying_order()
        .into_iter()
        .filter(|p| c.players.iter().any(|x| x.id == p.0 && !x.dropped))
        .collect();
    let size = table_size(&c);
    // The ripescaggio gives the last qualified place to the best single game
    // from that place down; the band seating then seats the field as usual.
    let active = if c.stages.ripescaggio {
        match ripescaggio(&active, &c.best_qualifying_games(), &c.stages, size) {
            Ok((order, _)) => order,
            Err(e) => {
                let key = stage_key(&e);
                return refuse(&state, v, id, StatusCode::UNPROCESSABLE_ENTITY, key).await;
            }
        }
    } else {
        active
    };
    let draw = match seat_semifinal(&active, &c.stages, size) {
        Ok(d) => d,
        Err(e) => {
            let key = stage_key(&e);
            return refuse(&state, v, id, StatusCode::UNPROCESSABLE_ENTITY, key).await;
        }
    };
    // The torneo degli esclusi sits down with the semifinal, in its round.
    let mut tables = draw.tables.clone();
    match consolation_tables(&c, &active, &draw) {
        Ok(more) => tables.extend(more),
        Err(e) => {
            let key = super::rounds::seating_key(&e);
            return refuse(&state, v, id, StatusCode::UNPROCESSABLE_ENTITY, key).await;
        }
    }
    let direct = serde_json::to_string(&draw.direct).map_err(internal)?;
    if !save(&state, &c, Stage::Semifinal, Some(&direct), &tables).await? {
        return refuse(&state, v, id, StatusCode::CONFLICT, "ind.err.published").await;
    }
    Ok(back(id))
}

/// Why the final cannot be seated now, as a translation key.
fn final_refusal(c: &Ctx) -> Option<&'static str> {
    let semi = c.published(Stage::Semifinal).is_some();
    if !c.stages.has_final() {
        Some("stage.err.no_final")
    } else if c.published(Stage::Final).is_some() {
        Some("stage.err.final_published")
    } else if c.stages.has_semifinal() && !semi {
        Some("stage.err.semifinal_first")
    } else if semi && c.semifinal_unfinished() {
        Some("stage.err.semifinal_unfinished")
    } else if c.played.unfinished > 0 || c.qualifying_published() < c.l.row.rounds_planned {
        Some("stage.err.qualifying_first")
    } else {
        None
    }
}

/// The published semifinal's direct finalists and finished tables.
fn semifinal_results(c: &Ctx) -> Result<(Vec<Vec<PlayerId>>, Vec<SemifinalResult>)> {
    let Some(r) = c.published(Stage::Semifinal) else {
        return Ok((Vec::new(), Vec::new()));
    };
    let order = c.qualifying_order();
    let direct = serde_json::from_str(r.direct.as_deref().unwrap_or("[]")).map_err(internal)?;
    let mut semis = Vec::new();
    for t in c.tables_of(r.number).filter(|t| !c.is_consolation(t)) {
        semis.push(SemifinalResult {
            group: c.group_of(t),
            finishing: c.finishing(t, &order)?,
        });
    }
    Ok((direct, semis))
}

/// `POST /individual/{id}/final`: seats the final(s) of the semifinal winners
/// (and direct finalists) as a draft.
pub async fn final_(
    State(state): State<AppState>,
    Managed { v, t: c, .. }: Managed<Ctx>,
) -> Result<Response> {
    let id = c.l.row.id;
    if let Some(key) = final_refusal(&c) {
        return refuse(&state, v, id, StatusCode::CONFLICT, key).await;
    }
    let (direct, semis) = semifinal_results(&c)?;
    let dropped: BTreeSet<PlayerId> = c
        .players
        .iter()
        .filter(|p| p.dropped)
        .map(|p| PlayerId(p.id))
        .collect();
    let order = c.qualifying_order();
    let tables = match seat_final(&c.stages, table_size(&c), &order, &direct, &semis, &dropped) {
        Ok(t) => t,
        Err(e) => {
            let key = stage_key(&e);
            return refuse(&state, v, id, StatusCode::UNPROCESSABLE_ENTITY, key).await;
        }
    };
    if !save(&state, &c, Stage::Final, None, &tables).await? {
        return refuse(&state, v, id, StatusCode::CONFLICT, "ind.err.published").await;
    }
    Ok(back(id))
}

/// The torneo degli esclusi's tables, seated with the semifinal in its round:
/// the players of `order` (active, best first) neither at the semifinal's
/// `draw` nor direct finalists, seated as a later round is (by rank, repeats
/// avoided). A field the tournament's odd-field rule cannot seat (6 players at
/// tables of 4, "4, else 5") is seated by the other rule ("4, else 3"). Their
/// group is one past the finals', their numbers follow the semifinal's.
fn consolation_tables(
    c: &Ctx,
    order: &[PlayerId],
    draw: &SemifinalDraw,
) -> std::result::Result<Vec<StageTable>, SeatingError> {
    let Some(group) = c.stages.consolation_group() else {
        return Ok(Vec::new());
    };
    let seated: BTreeSet<PlayerId> = draw
        .tables
        .iter()
        .flat_map(|t| t.players.iter().copied())
        .collect();
    let field = excluded(order, &seated, &draw.direct, &BTreeSet::new());
    if field.is_empty() {
        return Ok(Vec::new());
    }
    let entrants = entrants(&field, &c.players);
    let round = u32::try_from(c.next_round(Stage::Semifinal)).unwrap_or(u32::MAX);
    let mut settings = c.l.seating.clone();
    let history = &c.played.history;
    let mut seating = seat_round(&entrants, history, &settings, round, Seed(0));
    if matches!(seating, Err(SeatingError::FieldDoesNotFit { .. })) {
        settings.odd_field = match settings.odd_field {
            OddField::Larger => OddField::Smaller,
            OddField::Smaller | OddField::Ghost => OddField::Larger,
        };
        seating = seat_round(&entrants, history, &settings, round, Seed(0));
    }
    let after = u32::try_from(draw.tables.len()).unwrap_or(u32::MAX);
    Ok(seating?
        .tables
        .into_iter()
        .map(|t| StageTable {
            group,
            number: after + t.number,
            players: t.players,
        })
        .collect())
}

fn table_size(c: &Ctx) -> u32 {
    u32::try_from(c.l.seating.table_size).unwrap_or(0)
}

fn internal(e: serde_json::Error) -> AppError {
    AppError::Internal(e.to_string())
}

/// Stores a stage's draft with the cost breakdown of its tables (repeated
/// pairs and the rest, counted as for an edited draft). False when its round
/// was published meanwhile.
async fn save(
    state: &AppState,
    c: &Ctx,
    stage: Stage,
    direct: Option<&str>,
    tables: &[StageTable],
) -> Result<bool> {
    let round = c.next_round(stage);
    let seated: Vec<Vec<PlayerId>> = tables.iter().map(|t| t.players.clone()).collect();
    let entrants = entrants(&seated.concat(), &c.players);
    let mut settings = c.l.seating.clone();
    settings.table_size = seated.first().map_or(settings.table_size, Vec::len);
    let number = u32::try_from(round).unwrap_or(u32::MAX);
    let report = evaluate(&entrants, &c.played.history, &settings, number, &seated)
        .map_err(|e| AppError::Internal(e.to_string()))?;
    let report = serde_json::to_string(&report).map_err(internal)?;
    let stored: Vec<StoredTable> = tables
        .iter()
        .map(|t| {
            let ids = serde_json::to_string(&t.players).unwrap_or_default();
            (i64::from(t.number), ids, false, i64::from(t.group))
        })
        .collect();
    let id = c.l.row.id;
    Ok(db::stages::save_draft(
        &state.db,
        id,
        round,
        stage.as_str(),
        direct,
        &report,
        &stored,
    )
    .await?)
}
