//! The referees assigned to a match. The matches a referee is assigned to are rows
//! of [`super::matches`] (`list_assigned`), which assigns a new match's creator here.

use super::{Db, DbResult, WriteTx};

/// Is `user_id` assigned to the match?
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn is_assigned(db: &Db, match_id: i64, user_id: i64) -> DbResult<bool> {
    let n = sqlx::query_scalar!(
        "SELECT COUNT(*) FROM match_referees WHERE match_id = ? AND user_id = ?",
        match_id,
        user_id
    )
    .fetch_one(db.pool())
    .await?;
    Ok(n > 0)
}

/// Assigns a referee (assigning twice is harmless).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn assign(db: &Db, match_id: i64, user_id: i64, by: i64, now: i64) -> DbResult<()> {
    let mut tx = db.begin_write().await?;
    assign_tx(&mut tx, match_id, user_id, by, now).await?;
    tx.commit().await?;
    Ok(())
}

/// Assigns a referee to a match (idempotent), inside a write transaction.
///
/// # Errors
/// [`super::DbError::Constraint`] when the match or an account is not there;
/// [`super::DbError`] on storage failure.
pub async fn assign_tx(
    tx: &mut WriteTx,
    match_id: i64,
    user_id: i64,
    by: i64,
    now: i64,
) -> DbResult<()> {
    sqlx::query!(
        "INSERT OR IGNORE INTO match_referees (match_id, user_id, assigned_by, assigned_at)
         VALUES (?, ?, ?, ?)",
        match_id,
        user_id,
        by,
        now
    )
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Removes a referee from a match.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn unassign(db: &Db, match_id: i64, user_id: i64) -> DbResult<()> {
    let mut tx = db.begin_write().await?;
    unassign_tx(&mut tx, match_id, user_id).await?;
    tx.commit().await?;
    Ok(())
}

/// Removes a referee from a match, inside a write transaction.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn unassign_tx(tx: &mut WriteTx, match_id: i64, user_id: i64) -> DbResult<()> {
    sqlx::query!(
        "DELETE FROM match_referees WHERE match_id = ? AND user_id = ?",
        match_id,
        user_id
    )
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The names of the referees assigned, with their ids.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn referees(db: &Db, match_id: i64) -> DbResult<Vec<(i64, String)>> {
    let rows = sqlx::query!(
        r#"SELECT u.id AS "id!", u.username FROM match_referees r JOIN users u ON u.id = r.user_id
           WHERE r.match_id = ? ORDER BY u.username"#,
        match_id
    )
    .fetch_all(db.pool())
    .await?;
    Ok(rows.into_iter().map(|r| (r.id, r.username)).collect())
}
