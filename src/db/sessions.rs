//! Login sessions. The cookie carries a random token; the table keeps its hash, the
//! CSRF token that forms of this session must carry, and two times for the idle and
//! absolute timeouts.

use super::{Db, DbResult};

/// A live session joined with its account.
#[derive(Clone, Debug)]
pub struct SessionRow {
    /// Hash of the cookie token.
    pub token_hash: String,
    /// The account.
    pub user_id: i64,
    /// Synchronizer token for this session's forms.
    pub csrf_token: String,
    /// Unix seconds at login.
    pub created_at: i64,
    /// Unix seconds of the last request.
    pub last_seen_at: i64,
    /// The account's name.
    pub username: String,
    /// The account's role text.
    pub role: String,
    /// The account's preferred language.
    pub lang: Option<String>,
}

/// Creates a session for `user_id`.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn insert(db: &Db, token_hash: &str, user_id: i64, csrf: &str, now: i64) -> DbResult<()> {
    db.write_session(sqlx::query!(
        "INSERT INTO sessions (token_hash, user_id, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)",
        token_hash,
        user_id,
        csrf,
        now,
        now
    )).await?;
    Ok(())
}

/// Finds the session of a cookie, if its account is still enabled.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn find(db: &Db, token_hash: &str) -> DbResult<Option<SessionRow>> {
    Ok(sqlx::query_as!(
        SessionRow,
        r#"SELECT s.token_hash, s.user_id, s.csrf_token, s.created_at, s.last_seen_at,
                  u.username, u.role, u.language AS lang
           FROM sessions s JOIN users u ON u.id = s.user_id
           WHERE s.token_hash = ? AND u.disabled = 0"#,
        token_hash
    )
    .fetch_optional(db.pool())
    .await?)
}

/// Records activity on a session (for the idle timeout).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn touch(db: &Db, token_hash: &str, now: i64) -> DbResult<()> {
    db.write_session(sqlx::query!(
        "UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?",
        now,
        token_hash
    ))
    .await?;
    Ok(())
}

/// Ends one session (logout, timeout).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn delete(db: &Db, token_hash: &str) -> DbResult<()> {
    db.write_session(sqlx::query!(
        "DELETE FROM sessions WHERE token_hash = ?",
        token_hash
    ))
    .await?;
    Ok(())
}

/// Removes sessions idle since before `idle_before` or created before
/// `created_before`.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn purge_expired(db: &Db, idle_before: i64, created_before: i64) -> DbResult<u64> {
    db.write_session(sqlx::query!(
        "DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?",
        idle_before,
        created_before
    ))
    .await
}
