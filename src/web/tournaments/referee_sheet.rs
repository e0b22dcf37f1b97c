//! Referees for a whole round on one page: a line per table with a box per referee
//! account, saved at once (one transaction, each change audited). Draft tables and
//! published ones alike: for a published table the match's referees change too.

use super::inputs::load;
use crate::db::{self, round_tables::RefereeChange, rounds::TableRow};
use crate::web::pages::{render, render_status};
use crate::web::session::{Organizer, Visitor};
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use std::collections::BTreeSet;

/// A table of the sheet.
pub struct SheetLine {
    /// Round table id.
    pub id: i64,
    /// Its number.
    pub table_no: i64,
    /// "Corsari – Lupi".
    pub teams: String,
    /// The referees assigned now (account ids).
    pub assigned: BTreeSet<i64>,
}

impl SheetLine {
    /// Is `user` assigned to this table?
    pub fn has(&self, user: &i64) -> bool {
        self.assigned.contains(user)
    }
}

#[derive(Template)]
#[template(path = "tournaments/referees.html")]
struct SheetPage {
    v: Visitor,
    id: i64,
    round: i64,
    number: i64,
    published: bool,
    lines: Vec<SheetLine>,
    /// Accounts that may referee (id, name).
    options: Vec<(i64, String)>,
    error: Option<&'static str>,
}

/// The round's tables (not the bye) with their referees.
pub(super) async fn sheet_lines(state: &AppState, round: i64) -> Result<Vec<SheetLine>> {
    let referees = db::round_tables::table_referees(&state.db, round).await?;
    Ok(db::rounds::tables(&state.db, round)
        .await?
        .into_iter()
        .filter_map(|x: TableRow| {
            let b = x.team_b_name?;
            Some(SheetLine {
                assigned: referees
                    .iter()
                    .filter(|r| r.table_id == x.id)
                    .map(|r| r.user_id)
                    .collect(),
                id: x.id,
                table_no: x.table_no,
                teams: format!("{} – {b}", x.team_a_name),
            })
        })
        .collect())
}

async fn sheet(
    state: &AppState,
    v: Visitor,
    id: i64,
    round: i64,
    error: Option<&'static str>,
) -> Result<SheetPage> {
    let t = load(&state.db, id).await?;
    let r = t
        .rounds
        .iter()
        .find(|r| r.id == round)
        .ok_or(AppError::NotFound)?;
    let options = db::users::list(&state.db)
        .await?
        .into_iter()
        .filter(|u| !u.disabled)
        .map(|u| (u.id, u.username))
        .collect();
    Ok(SheetPage {
        lines: sheet_lines(state, round).await?,
        number: r.number,
        published: r.is_published(),
        options,
        error,
        round,
        id,
        v,
    })
}

/// `GET /tournaments/{id}/rounds/{round}/referees`: the round's sheet.
pub async fn show(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path((id, round)): Path<(i64, i64)>,
) -> Result<Response> {
    render(&sheet(&state, v, id, round, None).await?)
}

/// What the sheet asks for: for each table shown (`table` = id), the referees ticked
/// (`r{table}` = account id, repeated). Unknown or malformed values are refused.
fn wanted(pairs: &[(String, String)]) -> Option<Vec<(i64, BTreeSet<i64>)>> {
    let mut out: Vec<(i64, BTreeSet<i64>)> = Vec::new();
    for (k, v) in pairs {
        if k == "table" {
            out.push((v.trim().parse().ok()?, BTreeSet::new()));
        }
    }
    for (k, v) in pairs {
        if let Some(table) = k.strip_prefix('r') {
            let table: i64 = table.parse().ok()?;
            let user: i64 = v.trim().parse().ok()?;
            out.iter_mut().find(|(t, _)| *t == table)?.1.insert(user);
        }
    }
    Some(out)
}

/// `POST /tournaments/{id}/rounds/{round}/referees`: saves the whole sheet.
pub async fn save(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path((id, round)): Path<(i64, i64)>,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let current = sheet_lines(&state, round).await?;
    let usable: BTreeSet<i64> = db::users::list(&state.db)
        .await?
        .into_iter()
        .filter(|u| !u.disabled)
        .map(|u| u.id)
        .collect();
    let mut changes: Vec<RefereeChange> = Vec::new();
    let mut bad = wanted(&pairs).is_none();
    for (table, want) in wanted(&pairs).unwrap_or_default() {
        let Some(line) = current.iter().find(|l| l.id == table) else {
            bad = true;
            continue;
        };
        // A new referee must be an enabled account; one already there may stay.
        bad |= want.iter().any(|u| !line.has(u) && !usable.contains(u));
        changes.extend(want.difference(&line.assigned).map(|u| (table, *u, true)));
        changes.extend(line.assigned.difference(&want).map(|u| (table, *u, false)));
    }
    if bad {
        let page = sheet(&state, v, id, round, Some("sheet.err")).await?;
        return render_status(StatusCode::UNPROCESSABLE_ENTITY, &page);
    }
    let by = state.by(me.id);
    if !db::round_tables::set_round_referees(&state.db, id, round, &changes, by).await? {
        return Err(AppError::NotFound);
    }
    Ok(Redirect::to(&format!("/tournaments/{id}/manage#rounds")).into_response())
}
