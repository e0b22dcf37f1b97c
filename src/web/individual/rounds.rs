//! Rounds: seat a draft with [`seat_round`] (standings order and the history of
//! earlier tables), publish (each table gets a classic console
//! match with its seats in that order), and give a table's match a referee.

use super::manage::{refuse, refuse_text};
use super::standings::{played, rows, seated};
use super::{AppState, Loaded, by, load};
use crate::accounts::token::random_token;
use crate::db::{
    self,
    individual::{PlayerRow, TableMatch},
};
use crate::engine::RulesetId;
use crate::engine::any::AnyLog;
use crate::tournament::seating::{Entrant, SeatingError, seat_round};
use crate::tournament::{PlayerId, Seed};
use crate::web::console::registry;
use crate::web::console::ruleset::TableRefused;
use crate::web::i18n::t as tr;
use crate::web::session::Organizer;
use crate::web::tournaments::inputs::Managed;
use crate::web::{AppError, Result};
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use rand::RngCore;
use serde::Deserialize;

pub(super) fn back(id: i64) -> Response {
    Redirect::to(&format!("/individual/{id}/manage#rounds")).into_response()
}

/// The translation key of a seating refusal.
pub(super) fn seating_key(e: &SeatingError) -> &'static str {
    match e {
        SeatingError::FieldDoesNotFit { .. } => "ind.err.does_not_fit",
        SeatingError::TableSize(_) => "ind.err.size",
        SeatingError::DuplicatePlayer(_)
        | SeatingError::DuplicateTerm(_)
        | SeatingError::ClubLargerThanTables { .. }
        | SeatingError::FamilyLargerThanTables { .. }
        | SeatingError::FamilyNotApart { .. } => "ind.err.seating",
    }
}

/// `POST /individual/{id}/rounds`: seats the next round as a draft (again, if a
/// draft is there: a new seed, a new draw).
pub async fn seat(
    State(state): State<AppState>,
    Managed { v, me, t: l }: Managed<Loaded>,
) -> Result<Response> {
    let id = l.row.id;
    let players = db::individual::players(&state.db, id).await?;
    let rounds = db::individual::rounds(&state.db, id).await?;
    let tables = db::individual::tables(&state.db, id).await?;
    let round = rounds.iter().filter(|r| r.published).count() as i64 + 1;
    if round > l.row.rounds_planned {
        return refuse(&state, v, id, StatusCode::CONFLICT, "ind.err.all_rounds").await;
    }
    let p = played(&state, &l, &tables, &players).await?;
    if p.unfinished > 0 {
        return refuse(&state, v, id, StatusCode::CONFLICT, "ind.err.unfinished").await;
    }
    let order: Vec<PlayerId> = rows(&l, &players, &p, |_| true)
        .iter()
        .filter(|r| !r.dropped)
        .map(|r| r.player)
        .collect();
    let entrants = entrants(&order, &players);
    if entrants.is_empty() {
        return refuse(&state, v, id, StatusCode::CONFLICT, "ind.err.no_players").await;
    }
    let this_round = u32::try_from(round).unwrap_or(u32::MAX);
    if let Some(text) = super::championship::refusal(&l, &entrants, this_round, v.lang) {
        return refuse_text(&state, v, id, StatusCode::UNPROCESSABLE_ENTITY, text).await;
    }
    let seed = Seed(draw_seed(&state, &[id, round]));
    let number = u32::try_from(round).unwrap_or(u32::MAX);
    let s = match seat_round(&entrants, &p.history, &l.seating, number, seed) {
        Ok(s) => s,
        Err(e) => {
            if let Some(text) = super::report::refusal(&e, v.lang) {
                let status = StatusCode::UNPROCESSABLE_ENTITY;
                return refuse_text(&state, v, id, status, text).await;
            }
            let key = seating_key(&e);
            return refuse(&state, v, id, StatusCode::UNPROCESSABLE_ENTITY, key).await;
        }
    };
    let report = serde_json::to_string(&s.report).map_err(|e| AppError::Internal(e.to_string()))?;
    let draft: Vec<(i64, String, bool)> = s
        .tables
        .iter()
        .map(|t| {
            let ids = serde_json::to_string(&t.players).unwrap_or_default();
            (i64::from(t.number), ids, t.ghost)
        })
        .collect();
    let seed = s.seed.to_i64();
    db::individual::save_draft(&state.db, id, round, seed, &report, &draft, by(&state, &me))
        .await?;
    Ok(back(id))
}

/// `POST /individual/{id}/rounds/{round}/publish`: opens each table's classic
/// match, its seats in the table's order, with the creation code of the console's
/// individual form (so the setup is the one a stand-alone classic table gets).
pub async fn publish(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path((id, round)): Path<(i64, i64)>,
) -> Result<Response> {
    let l = load(&state, id).await?;
    let players = db::individual::players(&state.db, id).await?;
    let draft: Vec<_> = db::individual::tables(&state.db, id)
        .await?
        .into_iter()
        .filter(|t| t.round == round && t.match_id.is_none())
        .collect();
    if draft.is_empty() {
        return refuse(&state, v, id, StatusCode::CONFLICT, "ind.err.published").await;
    }
    let stage_label = super::stage_views::round_label(&state, id, round, v.lang).await?;
    let mut matches = Vec::with_capacity(draft.len());
    for t in &draft {
        let names: Vec<String> = seated(t)?
            .iter()
            .filter_map(|pid| players.iter().find(|p| p.id == pid.0))
            .map(|p| p.name.clone())
            .collect();
        // A table the ruleset or its engine refuses is the organizer's to fix (the
        // seats, the table size): 422 with the sentence, nothing published.
        let seed = draw_seed(&state, &[id, round, t.number]);
        let log = match table_log(&l.row.ruleset, &names, seed) {
            Ok(log) => log,
            Err(TableRefused::Form(key)) => {
                return refuse(&state, v, id, StatusCode::UNPROCESSABLE_ENTITY, key).await;
            }
            Err(TableRefused::Engine(o)) => {
                let text = format!(
                    "{} {}: {}",
                    tr(v.lang, "ind.table"),
                    t.number,
                    o.message(v.lang)
                );
                return refuse_text(&state, v, id, StatusCode::UNPROCESSABLE_ENTITY, text).await;
            }
            Err(TableRefused::NoTables) => {
                let key = "ind.err.ruleset";
                return refuse(&state, v, id, StatusCode::UNPROCESSABLE_ENTITY, key).await;
            }
        };
        let label = format!(
            "{} · {} · {} {}",
            l.row.name,
            stage_label,
            tr(v.lang, "ind.table"),
            t.number
        );
        matches.push(TableMatch {
            number: t.number,
            label,
            setup_json: log.to_json_pretty(),
            token: random_token(),
        });
    }
    if !db::individual::publish(&state.db, id, round, &matches, me.id, state.now_unix()).await? {
        return refuse(&state, v, id, StatusCode::CONFLICT, "ind.err.published").await;
    }
    // The public pages and the projector show the new tables (after the commit).
    state
        .live
        .individual_changed(id, crate::web::live::TournamentChange::RoundPublished);
    Ok(back(id))
}

/// The entrants `order` names (players not registered are left out), in that order.
pub(super) fn entrants(order: &[PlayerId], players: &[PlayerRow]) -> Vec<Entrant> {
    order
        .iter()
        .filter_map(|pid| players.iter().find(|p| p.id == pid.0))
        .map(|p| Entrant {
            player: PlayerId(p.id),
            name: p.name.clone(),
            club: p.club.clone(),
            region: p.region.clone(),
            family: p.family.clone(),
        })
        .collect()
}

/// A table's match log, opened by the console of the tournament's ruleset as it opens
/// a stand-alone table ([`registry::tournament_table`]): the names in seat order (the
/// first plays first), the box's colours in order, the default setup and settings, a
/// fresh `seed` for what the setup deals or draws; checked by the engine.
fn table_log(
    ruleset: &str,
    names: &[String],
    seed: u64,
) -> std::result::Result<AnyLog, TableRefused> {
    let id = RulesetId::parse(ruleset).ok_or(TableRefused::NoTables)?;
    registry::tournament_table(id, names, seed)
}

/// The seed of one draw: the operating system's, or, where the test harness fixed a
/// seed in the configuration, one derived from it and the draw's place (tournament,
/// round, table), so that a test's draws are the same every run.
fn draw_seed(state: &AppState, place: &[i64]) -> u64 {
    match state.config.fixed_draw_seed {
        None => rand::rngs::OsRng.next_u64(),
        Some(fixed) => place.iter().fold(fixed, |acc, x| {
            acc.wrapping_mul(0x9E37_79B9_7F4A_7C15)
                .wrapping_add(*x as u64)
        }),
    }
}

/// The referee to give a table.
#[derive(Deserialize)]
pub struct RefereeForm {
    #[serde(default)]
    user: String,
}

/// `POST /individual/{id}/rounds/{round}/tables/{table}/referee`: assigns a referee
/// to a published table's match, as team tables are assigned.
pub async fn referee(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path((id, round, table)): Path<(i64, i64, i64)>,
    Form(f): Form<RefereeForm>,
) -> Result<Response> {
    load(&state, id).await?;
    let match_id = db::individual::tables(&state.db, id)
        .await?
        .into_iter()
        .find(|t| t.round == round && t.number == table)
        .and_then(|t| t.match_id)
        .ok_or(AppError::NotFound)?;
    let user = match f.user.trim().parse() {
        Ok(u) => db::users::assignable(&state.db, u).await?,
        Err(_) => None,
    };
    let Some(user) = user else {
        return refuse(
            &state,
            v,
            id,
            StatusCode::UNPROCESSABLE_ENTITY,
            "ind.err.referee",
        )
        .await;
    };
    db::match_referees::assign(&state.db, match_id, user.id, me.id, state.now_unix()).await?;
    let detail = format!("round {round} table {table}: +{}", user.username);
    db::individual_log::record(&state.db, id, by(&state, &me), "table.referee_add", &detail)
        .await?;
    Ok(back(id))
}
