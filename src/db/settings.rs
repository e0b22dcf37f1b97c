//! The settings page's writes: a tournament's details and settings JSON, and its
//! objective catalogue.

use super::format::By;
use super::tournaments::{Details, commit_audited};
use super::{Db, DbResult};

/// What the settings page stores: the tournament's details and its settings JSON.
#[derive(Clone, Debug)]
pub struct SettingsUpdate<'a> {
    /// The details and settings as they are to be.
    pub details: Details<'a>,
    /// What changed, in words, for the audit log.
    pub changes: &'a str,
}

/// Stores edited details and settings with their audit entry.
///
/// # Errors
/// [`super::DbError`] on storage failure. False when there is no such tournament.
pub async fn update_settings(db: &Db, id: i64, u: &SettingsUpdate<'_>, by: By) -> DbResult<bool> {
    let d = &u.details;
    let mut tx = db.begin_write().await?;
    let changed = tx.changes_one(sqlx::query!(
        "UPDATE tournaments SET name = ?, held_on = ?, venue = ?, match_settings = ?, ranking_settings = ?
         WHERE id = ?",
        d.name,
        d.held_on,
        d.venue,
        d.match_settings,
        d.ranking_settings,
        id
    )).await?;
    if !changed {
        return Ok(false);
    }
    commit_audited(tx, id, by, "tournament.settings", u.changes).await?;
    Ok(true)
}

/// A change to the objective catalogue, decided by `edit` on the catalogue as stored
/// now (read inside the write transaction, so two organizers' edits never overwrite
/// each other). `edit` returns the new JSON, the audit action and its detail.
///
/// # Errors
/// [`super::DbError`] on storage failure. `Ok(None)` when there is no such tournament;
/// `Ok(Some(Err(e)))` when `edit` refused (nothing written).
pub async fn edit_objectives<E>(
    db: &Db,
    id: i64,
    by: By,
    edit: impl FnOnce(&str) -> Result<(String, &'static str, String), E>,
) -> DbResult<Option<Result<(), E>>> {
    let mut tx = db.begin_write().await?;
    let stored = sqlx::query_scalar!("SELECT objectives FROM tournaments WHERE id = ?", id)
        .fetch_optional(&mut *tx)
        .await?;
    let Some(stored) = stored else {
        return Ok(None);
    };
    let (json, action, detail) = match edit(&stored) {
        Ok(x) => x,
        Err(e) => return Ok(Some(Err(e))),
    };
    sqlx::query!(
        "UPDATE tournaments SET objectives = ? WHERE id = ?",
        json,
        id
    )
    .execute(&mut *tx)
    .await?;
    commit_audited(tx, id, by, action, &detail).await?;
    Ok(Some(Ok(())))
}
