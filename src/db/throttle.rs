//! Failed-login bookkeeping for throttling, kept in the database so a restart does
//! not reset an attacker's count.

use super::{Db, DbResult};

/// Whose failures: the account name tried, or the client address.
#[derive(Clone, Copy, Debug)]
pub enum Scope {
    /// Keyed by the lower-cased account name.
    Account,
    /// Keyed by the client IP address.
    Address,
}

impl Scope {
    fn as_str(self) -> &'static str {
        match self {
            Scope::Account => "account",
            Scope::Address => "address",
        }
    }
}

/// Failures for `key` since `since`, and the oldest of them (for "try again in").
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn failures_since(
    db: &Db,
    scope: Scope,
    key: &str,
    since: i64,
) -> DbResult<(i64, Option<i64>)> {
    let scope = scope.as_str();
    let row = sqlx::query!(
        r#"SELECT COUNT(*) AS "n!: i64", MIN(failed_at) AS "oldest: i64"
           FROM login_failures WHERE scope = ? AND key = ? AND failed_at >= ?"#,
        scope,
        key,
        since
    )
    .fetch_one(db.pool())
    .await?;
    Ok((row.n, row.oldest))
}

/// Records one failed login against both the account and the address.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn record_failure(db: &Db, account: &str, address: &str, now: i64) -> DbResult<()> {
    let mut tx = db.begin_session_write().await?;
    sqlx::query!(
        "INSERT INTO login_failures (scope, key, failed_at) VALUES ('account', ?, ?), ('address', ?, ?)",
        account,
        now,
        address,
        now
    )
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Forgets an account's failures after a successful login, and prunes old rows.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn clear_account(db: &Db, account: &str, older_than: i64) -> DbResult<()> {
    let mut tx = db.begin_session_write().await?;
    sqlx::query!(
        "DELETE FROM login_failures WHERE (scope = 'account' AND key = ?) OR failed_at < ?",
        account,
        older_than
    )
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}
