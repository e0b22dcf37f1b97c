//! Hand edits of a draft round: swap two players, move one player to another
//! table, renumber the tables. The rules are the pure core's
//! ([`crate::tournament::seating::edit`]); these handlers load the draft, call it,
//! recount the report with [`evaluate`] (`Proof::Edited`) and store the result
//! with its audit entry.

use super::manage::refuse_text;
use super::rounds::{back, entrants};
use super::standings::{played, seated};
use super::{AppState, by, load};
use crate::db::individual::{DraftEdit, DraftTable, PlayerRow};
use crate::db::{self};
use crate::tournament::PlayerId;
use crate::tournament::seating::edit::{self, EditError};
use crate::tournament::seating::{SeatedTable, evaluate};
use crate::web::i18n::{Lang, t as tr};
use crate::web::session::Organizer;
use crate::web::{AppError, Result};
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;

/// The draft tables of `round` (empty when it is published or not seated).
async fn draft_of(state: &AppState, id: i64, round: i64) -> Result<Vec<SeatedTable>> {
    let mut out = Vec::new();
    for t in db::individual::tables(&state.db, id).await? {
        if t.round == round && t.match_id.is_none() {
            out.push(SeatedTable {
                number: u32::try_from(t.number).unwrap_or(0),
                players: seated(&t)?,
                ghost: t.ghost,
            });
        }
    }
    Ok(out)
}

/// The refusal in words, naming players rather than ids.
fn said(e: &EditError, lang: Lang, players: &[PlayerRow]) -> String {
    let name = |p: &PlayerId| {
        players
            .iter()
            .find(|x| x.id == p.0)
            .map_or_else(|| p.0.to_string(), |x| x.name.clone())
    };
    let s = tr(lang, e.key());
    match e {
        EditError::Sizes {
            player,
            from,
            to,
            allowed,
        } => {
            let sizes: Vec<String> = allowed.iter().map(ToString::to_string).collect();
            s.replace("{player}", &name(player))
                .replace("{from}", &from.to_string())
                .replace("{to}", &to.to_string())
                .replace("{sizes}", &sizes.join(", "))
        }
        EditError::NoSuchTable(n) => s.replace("{n}", &n.to_string()),
        _ => s.to_string(),
    }
}

/// Stores the edited draft with its recounted report and audit entry.
async fn store(
    state: &AppState,
    me: &crate::web::session::CurrentUser,
    id: i64,
    round: i64,
    tables: &[SeatedTable],
    edit: &DraftEdit<'_>,
) -> Result<bool> {
    let l = load(state, id).await?;
    let players = db::individual::players(&state.db, id).await?;
    let earlier: Vec<_> = db::individual::tables(&state.db, id)
        .await?
        .into_iter()
        .filter(|t| t.round < round)
        .collect();
    let p = played(state, &l, &earlier, &players).await?;
    let seated: Vec<PlayerId> = tables.iter().flat_map(|t| t.players.clone()).collect();
    let seats: Vec<Vec<PlayerId>> = tables.iter().map(|t| t.players.clone()).collect();
    let number = u32::try_from(round).unwrap_or(u32::MAX);
    let report = evaluate(
        &entrants(&seated, &players),
        &p.history,
        &l.seating,
        number,
        &seats,
    )
    .map_err(|e| AppError::Internal(e.to_string()))?;
    let report = serde_json::to_string(&report).map_err(|e| AppError::Internal(e.to_string()))?;
    let rows: Vec<DraftTable> = tables
        .iter()
        .map(|t| {
            let ids = serde_json::to_string(&t.players).unwrap_or_default();
            (i64::from(t.number), ids, t.ghost)
        })
        .collect();
    let by = by(state, me);
    Ok(db::individual::set_draft_players(&state.db, id, round, &rows, &report, edit, by).await?)
}

/// What an edit came to, as the organizer sees it.
async fn answer(
    state: &AppState,
    v: crate::web::session::Visitor,
    id: i64,
    done: std::result::Result<bool, EditError>,
) -> Result<Response> {
    match done {
        Ok(true) => Ok(back(id)),
        Ok(false) => {
            let text = tr(v.lang, "ind.err.published").to_string();
            refuse_text(state, v, id, StatusCode::CONFLICT, text).await
        }
        Err(e) => {
            let players = db::individual::players(&state.db, id).await?;
            let text = said(&e, v.lang, &players);
            refuse_text(state, v, id, StatusCode::UNPROCESSABLE_ENTITY, text).await
        }
    }
}

fn player(s: &str) -> PlayerId {
    PlayerId(s.trim().parse().unwrap_or(0))
}

fn name_of(players: &[PlayerRow], p: PlayerId) -> String {
    players
        .iter()
        .find(|x| x.id == p.0)
        .map(|x| x.name.clone())
        .unwrap_or_default()
}

/// Two players of a draft to swap.
#[derive(Deserialize)]
pub struct SwapForm {
    #[serde(default)]
    a: String,
    #[serde(default)]
    b: String,
}

/// `POST /individual/{id}/rounds/{round}/swap`: swaps two players of the draft
/// (their seats, at one table or two).
pub async fn swap(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path((id, round)): Path<(i64, i64)>,
    Form(f): Form<SwapForm>,
) -> Result<Response> {
    load(&state, id).await?;
    let mut tables = draft_of(&state, id, round).await?;
    let (a, b) = (player(&f.a), player(&f.b));
    let done = match edit::swap(&mut tables, a, b) {
        Ok(()) => {
            let players = db::individual::players(&state.db, id).await?;
            let detail = format!(
                "round {round}: {} <-> {}",
                name_of(&players, a),
                name_of(&players, b)
            );
            let e = DraftEdit {
                action: "round.swap",
                detail,
            };
            Ok(store(&state, &me, id, round, &tables, &e).await?)
        }
        Err(e) => Err(e),
    };
    answer(&state, v, id, done).await
}

/// A player to move and the table to move them to.
#[derive(Deserialize)]
pub struct MoveForm {
    #[serde(default)]
    player: String,
    #[serde(default)]
    table: String,
}

/// `POST /individual/{id}/rounds/{round}/move`: moves one player to another table
/// of the draft, when the table sizes stay those the field sits at.
pub async fn move_player(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path((id, round)): Path<(i64, i64)>,
    Form(f): Form<MoveForm>,
) -> Result<Response> {
    let l = load(&state, id).await?;
    let mut tables = draft_of(&state, id, round).await?;
    let p = player(&f.player);
    let to: u32 = f.table.trim().parse().unwrap_or(0);
    let done = match edit::move_player(&mut tables, p, to, &l.seating) {
        Ok(()) => {
            let players = db::individual::players(&state.db, id).await?;
            let detail = format!("round {round}: {} -> table {to}", name_of(&players, p));
            let e = DraftEdit {
                action: "round.move",
                detail,
            };
            Ok(store(&state, &me, id, round, &tables, &e).await?)
        }
        Err(e) => Err(e),
    };
    answer(&state, v, id, done).await
}

/// `POST /individual/{id}/rounds/{round}/renumber`: fields `n{old}` = new number,
/// one per table.
pub async fn renumber(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path((id, round)): Path<(i64, i64)>,
    Form(f): Form<Vec<(String, String)>>,
) -> Result<Response> {
    load(&state, id).await?;
    let mut tables = draft_of(&state, id, round).await?;
    let to: Vec<(u32, u32)> = f
        .iter()
        .filter_map(|(k, val)| {
            let old = k.strip_prefix('n')?.parse().ok()?;
            Some((old, val.trim().parse().unwrap_or(0)))
        })
        .collect();
    let done = match edit::renumber(&mut tables, &to) {
        Ok(()) => {
            // The old numbers in their new order (the tables are sorted by it now).
            let order: Vec<i64> = tables
                .iter()
                .filter_map(|t| to.iter().find(|&&(_, n)| n == t.number))
                .map(|&(o, _)| i64::from(o))
                .collect();
            let by = by(&state, &me);
            Ok(db::individual_log::renumber_draft(&state.db, id, round, &order, by).await?)
        }
        Err(e) => Err(e),
    };
    answer(&state, v, id, done).await
}
