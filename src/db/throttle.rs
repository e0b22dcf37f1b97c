//! Login attempts, kept in the database so a restart does not reset an attacker's
//! count, and counted *before* the password is checked: [`admit`] reads the recent
//! failures and records the new attempt in one write transaction, so a burst of
//! attempts is admitted one by one and no more than the limit get checked.
//!
//! Limits are per (account, address) pair and per address. Per account alone there is
//! no lock (anyone could lock the organizer out), only a delay that grows with the
//! failures from everywhere ([`slow_down`]), for pairs that have failed recently:
//! [`standing`] reads where an attempt stands, recording nothing, so the caller can
//! wait out the delay before it takes a place at the hashers.

use super::{Db, DbResult};
use std::time::Duration;

/// What is being checked.
#[derive(Clone, Copy, Debug)]
pub enum Kind {
    /// A login.
    Login,
    /// The current password of a password change.
    PasswordChange,
}

impl Kind {
    fn as_str(self) -> &'static str {
        match self {
            Kind::Login => "login",
            Kind::PasswordChange => "password_change",
        }
    }
}

/// The limits, all over the same window.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Failures of one account from one address before that pair is refused.
    pub pair: i64,
    /// Failures from one address (any account) before it is refused.
    pub address: i64,
    /// The window, in seconds.
    pub window: i64,
}

/// Who is trying: the lower-cased account name and the client address.
#[derive(Clone, Copy, Debug)]
pub struct Attempt<'a> {
    /// Login or password change.
    pub kind: Kind,
    /// The lower-cased account name tried.
    pub account: &'a str,
    /// The client address.
    pub address: &'a str,
}

/// The answer of [`admit`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Admission {
    /// Too many failures: nothing recorded; the oldest counted failure leaves the
    /// window in this many seconds.
    Refused {
        /// Seconds until one more attempt is allowed.
        retry_in: i64,
    },
    /// Recorded (as a failure until [`succeeded`] says otherwise): check the
    /// password, after waiting `delay`.
    Admitted {
        /// The attempt's row, for [`succeeded`].
        id: i64,
        /// Failures of the account from every address in the window, before this one.
        account_failures: i64,
    },
}

/// How long to make a login of an account wait, given its recent failures from
/// every address: nothing up to `free`, then `step`, doubling each failure, at most
/// 16 steps. A slow-down, never a lock: the owner's right password still works.
pub fn slow_down(account_failures: i64, free: i64, step: Duration) -> Duration {
    if account_failures < free {
        return Duration::ZERO;
    }
    let doublings = (account_failures - free).min(4) as u32;
    step * 2u32.pow(doublings)
}

/// The recent failures that concern an attempt.
struct Counts {
    pair: i64,
    by_address: i64,
    by_account: i64,
    pair_oldest: Option<i64>,
    address_oldest: Option<i64>,
}

async fn counts<'e>(
    on: impl sqlx::SqliteExecutor<'e>,
    who: Attempt<'_>,
    since: i64,
) -> DbResult<Counts> {
    let row = sqlx::query!(
        r#"SELECT
             COALESCE(SUM(account = ?1 AND address = ?2), 0) AS "pair!: i64",
             COALESCE(SUM(address = ?2), 0) AS "by_address!: i64",
             COALESCE(SUM(account = ?1), 0) AS "by_account!: i64",
             MIN(CASE WHEN account = ?1 AND address = ?2 THEN at END) AS "pair_oldest: i64",
             MIN(CASE WHEN address = ?2 THEN at END) AS "address_oldest: i64"
           FROM login_attempts
           WHERE failed = 1 AND at >= ?3 AND (account = ?1 OR address = ?2)"#,
        who.account,
        who.address,
        since
    )
    .fetch_one(on)
    .await?;
    Ok(Counts {
        pair: row.pair,
        by_address: row.by_address,
        by_account: row.by_account,
        pair_oldest: row.pair_oldest,
        address_oldest: row.address_oldest,
    })
}

impl Counts {
    /// `Some(seconds to wait)` when a limit is reached.
    fn refusal(&self, now: i64, limits: Limits) -> Option<i64> {
        let retry = |oldest: Option<i64>| oldest.map_or(limits.window, |o| o + limits.window - now);
        if self.pair >= limits.pair {
            return Some(retry(self.pair_oldest).max(1));
        }
        if self.by_address >= limits.address {
            return Some(retry(self.address_oldest).max(1));
        }
        None
    }
}

/// Where an attempt stands before it is recorded: [`standing`]'s answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Too many failures; the oldest counted failure leaves the window in this many
    /// seconds.
    Refused {
        /// Seconds until one more attempt is allowed.
        retry_in: i64,
    },
    /// Within the limits.
    Clear {
        /// Failures of this (account, address) pair in the window: none means nobody
        /// has been guessing from here, and the account's slow-down is not for them.
        pair_failures: i64,
        /// Failures of the account from every address in the window.
        account_failures: i64,
    },
}

/// Reads the recent failures for this attempt, recording nothing: a first look that
/// decides the attempt's wait and queue before [`admit`] counts it for good.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn standing(db: &Db, who: Attempt<'_>, now: i64, limits: Limits) -> DbResult<Standing> {
    let c = counts(db.pool(), who, now - limits.window).await?;
    Ok(match c.refusal(now, limits) {
        Some(retry_in) => Standing::Refused { retry_in },
        None => Standing::Clear {
            pair_failures: c.pair,
            account_failures: c.by_account,
        },
    })
}

/// Counts the recent failures for this attempt and, if within the limits, records
/// it — one transaction, so concurrent attempts see each other.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn admit(db: &Db, who: Attempt<'_>, now: i64, limits: Limits) -> DbResult<Admission> {
    let mut tx = db.begin_session_write().await?;
    let c = counts(&mut *tx, who, now - limits.window).await?;
    if let Some(retry_in) = c.refusal(now, limits) {
        return Ok(Admission::Refused { retry_in });
    }
    let kind = who.kind.as_str();
    let id = sqlx::query_scalar!(
        r#"INSERT INTO login_attempts (kind, account, address, at) VALUES (?, ?, ?, ?)
           RETURNING id AS "id!: i64""#,
        kind,
        who.account,
        who.address,
        now
    )
    .fetch_one(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Admission::Admitted {
        id,
        account_failures: c.by_account,
    })
}

/// The admitted attempt `id` was right: it is no failure, the pair's earlier failures
/// are forgotten, and rows past the window are pruned.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn succeeded(db: &Db, id: i64, who: Attempt<'_>, older_than: i64) -> DbResult<()> {
    db.write_session(sqlx::query!(
        "DELETE FROM login_attempts
         WHERE id = ? OR (account = ? AND address = ?) OR at < ?",
        id,
        who.account,
        who.address,
        older_than
    ))
    .await?;
    Ok(())
}

/// The admitted attempt `id` was never checked (the hashers were full): it is no
/// failure, as nothing was learnt from it.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn withdraw(db: &Db, id: i64) -> DbResult<()> {
    db.write_session(sqlx::query!("DELETE FROM login_attempts WHERE id = ?", id))
        .await?;
    Ok(())
}

/// Forgets every failure of account `user` (named `account`, lower-cased) from every
/// address — the organizer `by`'s unlock — and records it in the account audit, in
/// one transaction. Returns how many failures were forgotten.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn unlock(db: &Db, by: i64, user: i64, account: &str, now: i64) -> DbResult<u64> {
    let mut tx = db.begin_write().await?;
    let n = sqlx::query!(
        "DELETE FROM login_attempts WHERE account = ? AND failed = 1",
        account
    )
    .execute(&mut *tx)
    .await?
    .rows_affected();
    let detail = format!("{n} failures cleared");
    super::users::audit(
        &mut tx,
        (by, user),
        super::users::AccessChange::Unlock,
        &detail,
        now,
    )
    .await?;
    tx.commit().await?;
    Ok(n)
}

/// Recent failures per account (lower-cased name), for the users page.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn failures_by_account(db: &Db, since: i64) -> DbResult<Vec<(String, i64)>> {
    let rows = sqlx::query!(
        r#"SELECT account, COUNT(*) AS "n!: i64" FROM login_attempts
           WHERE failed = 1 AND at >= ? GROUP BY account"#,
        since
    )
    .fetch_all(db.pool())
    .await?;
    Ok(rows.into_iter().map(|r| (r.account, r.n)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slowing_down_grows_then_stops_growing() {
        let step = Duration::from_millis(500);
        assert_eq!(slow_down(0, 5, step), Duration::ZERO);
        assert_eq!(slow_down(4, 5, step), Duration::ZERO);
        assert_eq!(slow_down(5, 5, step), step);
        assert_eq!(slow_down(6, 5, step), step * 2);
        assert_eq!(slow_down(9, 5, step), step * 16);
        assert_eq!(slow_down(500, 5, step), step * 16);
    }
}
