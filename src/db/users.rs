//! Accounts: organizers and referees.

use super::{Db, DbResult, WriteTx};
use crate::accounts::Role;

/// An account as stored.
#[derive(Clone, Debug)]
pub struct UserRow {
    /// Row id.
    pub id: i64,
    /// Login name.
    pub username: String,
    /// argon2id PHC string.
    pub password_hash: String,
    /// Stored role text (`organizer` / `referee`).
    pub role: String,
    /// Disabled accounts cannot log in and lose their sessions.
    pub disabled: bool,
    /// Preferred language, if chosen.
    pub lang: Option<String>,
    /// Unix seconds.
    pub created_at: i64,
}

impl UserRow {
    /// The parsed role (a row always holds a valid one: the table has a CHECK).
    pub fn role(&self) -> Role {
        Role::parse(&self.role).unwrap_or(Role::Referee)
    }
}

/// Creates an account and returns its id.
///
/// # Errors
/// [`super::DbError::Duplicate`] when the name is taken (case-insensitively).
pub async fn insert(db: &Db, username: &str, hash: &str, role: Role, now: i64) -> DbResult<i64> {
    let role = role.as_str();
    let mut tx = db.begin_write().await?;
    let id = sqlx::query_scalar!(
        "INSERT INTO users (username, password_hash, role, created_at) VALUES (?, ?, ?, ?) RETURNING id AS \"id!\"",
        username,
        hash,
        role,
        now
    )
    .fetch_one(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(id)
}

/// Finds an account by name (case-insensitive).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn by_username(db: &Db, username: &str) -> DbResult<Option<UserRow>> {
    Ok(sqlx::query_as!(
        UserRow,
        r#"SELECT id AS "id!", username, password_hash, role, disabled AS "disabled: bool", language AS lang, created_at
           FROM users WHERE username = ?"#,
        username
    )
    .fetch_optional(db.pool())
    .await?)
}

/// Finds an account by id.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn by_id(db: &Db, id: i64) -> DbResult<Option<UserRow>> {
    Ok(sqlx::query_as!(
        UserRow,
        r#"SELECT id AS "id!", username, password_hash, role, disabled AS "disabled: bool", language AS lang, created_at
           FROM users WHERE id = ?"#,
        id
    )
    .fetch_optional(db.pool())
    .await?)
}

/// Every account, organizers first, then by name.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn list(db: &Db) -> DbResult<Vec<UserRow>> {
    Ok(sqlx::query_as!(
        UserRow,
        r#"SELECT id AS "id!", username, password_hash, role, disabled AS "disabled: bool", language AS lang, created_at
           FROM users ORDER BY role = 'referee', username"#
    )
    .fetch_all(db.pool())
    .await?)
}

/// How many enabled organizers exist (zero means the app needs its setup link).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn count_active_organizers(db: &Db) -> DbResult<i64> {
    Ok(
        sqlx::query_scalar!("SELECT COUNT(*) FROM users WHERE role = 'organizer' AND disabled = 0")
            .fetch_one(db.pool())
            .await?,
    )
}

/// The account `id` if it may be given a table to referee: it exists and is not
/// disabled. The one rule of every route that assigns referees.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn assignable(db: &Db, id: i64) -> DbResult<Option<UserRow>> {
    Ok(by_id(db, id).await?.filter(|u| !u.disabled))
}

/// Replaces an account's password hash and ends all its sessions, so a changed
/// password locks out whoever knew the old one.
///
/// # Errors
/// [`super::DbError`] on storage failure. Returns false when there is no such user.
pub async fn set_password(db: &Db, id: i64, hash: &str) -> DbResult<bool> {
    let mut tx = db.begin_write().await?;
    let found = store_password(&mut tx, id, hash).await?;
    tx.commit().await?;
    Ok(found)
}

/// Stores an account's new password hash and ends its sessions: the one place a
/// password changes, whether its owner or an organizer changes it. False when there
/// is no such account.
async fn store_password(tx: &mut WriteTx, id: i64, hash: &str) -> DbResult<bool> {
    let found = tx
        .changes_one(sqlx::query!(
            "UPDATE users SET password_hash = ? WHERE id = ?",
            hash,
            id
        ))
        .await?;
    if found {
        end_sessions(tx, id).await?;
    }
    Ok(found)
}

/// Ends every session of an account.
async fn end_sessions(tx: &mut WriteTx, id: i64) -> DbResult<()> {
    sqlx::query!("DELETE FROM sessions WHERE user_id = ?", id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Disables or re-enables an account; disabling also ends its sessions.
///
/// # Errors
/// [`super::DbError`] on storage failure. Returns false when there is no such user.
pub async fn set_disabled(db: &Db, id: i64, disabled: bool) -> DbResult<bool> {
    let mut tx = db.begin_write().await?;
    let n = sqlx::query!("UPDATE users SET disabled = ? WHERE id = ?", disabled, id)
        .execute(&mut *tx)
        .await?
        .rows_affected();
    if disabled {
        end_sessions(&mut tx, id).await?;
    }
    tx.commit().await?;
    Ok(n == 1)
}

/// Stores the account's preferred language.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn set_lang(db: &Db, id: i64, lang: &str) -> DbResult<()> {
    db.write(sqlx::query!(
        "UPDATE users SET language = ? WHERE id = ?",
        lang,
        id
    ))
    .await?;
    Ok(())
}

/// What an organizer did to another account's access, for [`audit`].
#[derive(Clone, Copy, Debug)]
pub enum AccessChange {
    /// Cleared the account's failed logins.
    Unlock,
    /// Set a new password (the account's sessions ended).
    PasswordReset,
}

/// Records an organizer's change to another account's access, inside the caller's
/// transaction (the change and its record commit together).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn audit(
    tx: &mut super::WriteTx,
    who: (i64, i64),
    change: AccessChange,
    detail: &str,
    now: i64,
) -> DbResult<()> {
    let (by, user) = who;
    let action = match change {
        AccessChange::Unlock => "unlock",
        AccessChange::PasswordReset => "password_reset",
    };
    sqlx::query!(
        "INSERT INTO account_audit (at, by_user, user_id, action, detail) VALUES (?, ?, ?, ?, ?)",
        now,
        by,
        user,
        action,
        detail
    )
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// An organizer sets a new password for account `id`: its sessions end, and the
/// change is recorded in the account audit.
///
/// # Errors
/// [`super::DbError`] on storage failure. Returns false when there is no such user.
pub async fn reset_password(db: &Db, by: i64, id: i64, hash: &str, now: i64) -> DbResult<bool> {
    let mut tx = db.begin_write().await?;
    if !store_password(&mut tx, id, hash).await? {
        return Ok(false);
    }
    audit(&mut tx, (by, id), AccessChange::PasswordReset, "", now).await?;
    tx.commit().await?;
    Ok(true)
}

/// The account audit, newest first: (at, by, account, action).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn access_changes(db: &Db, limit: i64) -> DbResult<Vec<(i64, String, String, String)>> {
    let rows = sqlx::query!(
        r#"SELECT a.at, b.username AS "by_name!", u.username AS "user_name!", a.action
           FROM account_audit a JOIN users b ON b.id = a.by_user JOIN users u ON u.id = a.user_id
           ORDER BY a.id DESC LIMIT ?"#,
        limit
    )
    .fetch_all(db.pool())
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| (r.at, r.by_name, r.user_name, r.action))
        .collect())
}
