//! The referees of a match, for every ruleset: who is assigned, the accounts an
//! organizer may add, and assigning or unassigning one (a tournament table's through its
//! table, with the round page's audit line).

use super::denied::{Denied, Outcome};
use super::view_any::Opt;
use crate::db;
use crate::db::format::By;
use crate::web::session::Visitor;
use crate::web::{AppState, Result};
use axum::http::StatusCode;

/// The referees assigned (id, name) and, for organizers, the accounts that may be added.
///
/// # Errors
/// Storage failure.
pub async fn referee_lists(
    state: &AppState,
    match_id: i64,
    organizer: bool,
) -> Result<(Vec<(i64, String)>, Vec<Opt>)> {
    let referees = db::match_referees::referees(&state.db, match_id).await?;
    let candidates = if organizer {
        db::users::list(&state.db)
            .await?
            .into_iter()
            .filter(|u| !u.disabled && !referees.iter().any(|(id, _)| *id == u.id))
            .map(|u| Opt {
                value: u.id.to_string(),
                label: u.username,
            })
            .collect()
    } else {
        Vec::new()
    };
    Ok((referees, candidates))
}

/// A change to a match's referees.
pub enum RefereeChange {
    /// Assign this account.
    Add(i64),
    /// Unassign this account.
    Remove(i64),
}

/// Assigns or unassigns a referee (organizers only; the caller checks). The rule
/// is the tournament's: only an account that exists and is not disabled (else 422),
/// and a tournament match's referees are changed through its table, with the same
/// audit line as the round's page writes.
///
/// # Errors
/// [`Denied`]: an unknown or disabled account (422).
pub async fn change_referee(
    state: &AppState,
    v: &Visitor,
    id: i64,
    by: i64,
    change: RefereeChange,
) -> Outcome<()> {
    let (uid, add) = match change {
        RefereeChange::Add(uid) => (uid, true),
        RefereeChange::Remove(uid) => (uid, false),
    };
    if add && db::users::assignable(&state.db, uid).await?.is_none() {
        return Err(Denied::key(
            v,
            StatusCode::UNPROCESSABLE_ENTITY,
            "not_assignable",
            "table.err_referee",
        ));
    }
    let now = state.now_unix();
    match db::round_tables::table_of_match(&state.db, id).await? {
        Some(at) => {
            db::round_tables::set_table_referee(&state.db, at, uid, add, By::new(by, now)).await?;
        }
        None if add => db::match_referees::assign(&state.db, id, uid, by, now).await?,
        None => db::match_referees::unassign(&state.db, id, uid).await?,
    }
    Ok(())
}
