//! One-time setup links for the first organizer.

use super::{Db, DbResult};

/// Stores a new setup token (its hash).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn insert(db: &Db, token_hash: &str, now: i64) -> DbResult<()> {
    db.write(sqlx::query!(
        "INSERT INTO setup_tokens (token_hash, created_at) VALUES (?, ?)",
        token_hash,
        now
    ))
    .await?;
    Ok(())
}

/// Is this an unused token created after `not_before`?
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn is_valid(db: &Db, token_hash: &str, not_before: i64) -> DbResult<bool> {
    let n = sqlx::query_scalar!(
        "SELECT COUNT(*) FROM setup_tokens WHERE token_hash = ? AND used_at IS NULL AND created_at >= ?",
        token_hash,
        not_before
    )
    .fetch_one(db.pool())
    .await?;
    Ok(n > 0)
}

/// Uses the token and creates the first organizer in one transaction, so a link can
/// never create two accounts. Returns the new user's id, or None if the token was
/// already used (or expired) by the time the write lock was taken.
///
/// # Errors
/// [`super::DbError::Duplicate`] when the name is taken.
pub async fn redeem(
    db: &Db,
    token_hash: &str,
    not_before: i64,
    username: &str,
    password_hash: &str,
    now: i64,
) -> DbResult<Option<i64>> {
    let mut tx = db.begin_write().await?;
    let used = tx.changes_one(sqlx::query!(
        "UPDATE setup_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND created_at >= ?",
        now,
        token_hash,
        not_before
    )).await?;
    if !used {
        return Ok(None);
    }
    let id = sqlx::query_scalar!(
        "INSERT INTO users (username, password_hash, role, created_at) VALUES (?, ?, 'organizer', ?) RETURNING id AS \"id!\"",
        username,
        password_hash,
        now
    )
    .fetch_one(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Some(id))
}
