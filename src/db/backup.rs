//! Backups and restores of the one database file.
//!
//! A backup is `VACUUM INTO`: one consistent snapshot written while referees carry on.
//! A restore checks the copy first (integrity, a migration history this build knows),
//! refuses to replace a database another process has open, keeps the current file
//! beside it, and puts the copy in place through a temporary file and a rename, so
//! an interrupted restore leaves either the old database or the new one.

use super::{Db, DbError, DbResult};
use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection, SqliteLockingMode};
use sqlx::{ConnectOptions, Connection};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// What a backup file holds, for the operator's confirmation message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackupInfo {
    /// Accounts.
    pub users: i64,
    /// Tournaments.
    pub tournaments: i64,
    /// Matches.
    pub matches: i64,
    /// Recorded entries (actions and undos).
    pub entries: i64,
}

impl std::fmt::Display for BackupInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} accounts, {} tournaments, {} matches, {} recorded entries",
            self.users, self.tournaments, self.matches, self.entries
        )
    }
}

fn io(what: &str, path: &Path, e: std::io::Error) -> DbError {
    DbError::Unavailable(format!("{what} {}: {e}", path.display()))
}

/// Opens `path` read-only and checks it is a sound Arbitro database this build can
/// run: `PRAGMA integrity_check` is `ok` and every applied migration is one we know.
///
/// # Errors
/// [`DbError::Other`] naming what is wrong with the file.
pub async fn check(path: &Path) -> DbResult<BackupInfo> {
    if !path.is_file() {
        return Err(DbError::Other(format!("{} is not a file", path.display())));
    }
    let mut conn = SqliteConnectOptions::new()
        .filename(path)
        .read_only(true)
        .connect()
        .await
        .map_err(|e| DbError::Other(format!("{} does not open: {e}", path.display())))?;
    let verdict: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(&mut conn)
        .await
        .map_err(|e| DbError::Other(format!("{} is not a database: {e}", path.display())))?;
    if verdict != "ok" {
        return Err(DbError::Other(format!(
            "{} fails the integrity check: {verdict}",
            path.display()
        )));
    }
    let applied: Vec<i64> = sqlx::query_scalar("SELECT version FROM _sqlx_migrations")
        .fetch_all(&mut conn)
        .await
        .map_err(|_| DbError::Other(format!("{} is not an Arbitro database", path.display())))?;
    let known: Vec<i64> = sqlx::migrate!("./migrations")
        .iter()
        .map(|m| m.version)
        .collect();
    if let Some(v) = applied.iter().find(|v| !known.contains(v)) {
        return Err(DbError::Other(format!(
            "{} was written by a newer Arbitro (migration {v}): upgrade first",
            path.display()
        )));
    }
    let info = BackupInfo {
        users: count(&mut conn, "users").await?,
        tournaments: count(&mut conn, "tournaments").await.unwrap_or(0),
        matches: count(&mut conn, "matches").await?,
        entries: count(&mut conn, "match_entries").await?,
    };
    conn.close().await?;
    Ok(info)
}

async fn count(conn: &mut SqliteConnection, table: &str) -> DbResult<i64> {
    Ok(sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}"))
        .fetch_one(conn)
        .await?)
}

/// Does another connection (a running `arbitro serve`, a `sqlite3` shell) have the
/// database at `path` open? Every connection to a WAL database holds a shared lock on
/// the file while open, so an exclusive lock taken without waiting fails exactly then.
///
/// # Errors
/// [`DbError`] when the file cannot be opened at all.
pub async fn in_use(path: &Path) -> DbResult<bool> {
    if !path.exists() {
        return Ok(false);
    }
    let mut conn = SqliteConnectOptions::new()
        .filename(path)
        .locking_mode(SqliteLockingMode::Exclusive)
        .busy_timeout(Duration::ZERO)
        .connect()
        .await?;
    let busy = match sqlx::query("BEGIN EXCLUSIVE").execute(&mut conn).await {
        Ok(_) => {
            sqlx::query("ROLLBACK").execute(&mut conn).await?;
            false
        }
        Err(e) => match DbError::from(e) {
            DbError::Unavailable(_) => true,
            other => return Err(other),
        },
    };
    conn.close().await?;
    Ok(busy)
}

/// The file beside `target` that keeps the database a restore replaced.
pub fn kept_name(target: &Path, now: i64) -> PathBuf {
    let mut name = target.as_os_str().to_owned();
    name.push(format!(".pre-restore-{now}"));
    PathBuf::from(name)
}

fn sidecars(path: &Path) -> [PathBuf; 2] {
    ["-wal", "-shm"].map(|s| {
        let mut p = path.as_os_str().to_owned();
        p.push(s);
        PathBuf::from(p)
    })
}

/// Replaces the database at `target` with a checked copy of `backup`.
///
/// The caller has made sure no server uses `target` ([`in_use`]). The current
/// database, if any, is first copied whole (WAL included) to `kept`; the backup is
/// copied with `VACUUM INTO` to a temporary file next to `target`, the old file and
/// its `-wal`/`-shm` are removed (a stale WAL must never meet the new file), and the
/// copy is renamed into place. Finally the restored database is migrated to this
/// build's schema and checked again.
///
/// # Errors
/// [`DbError`] from any step; before the rename the old database is untouched.
pub async fn restore(backup: &Path, target: &Path, kept: &Path) -> DbResult<BackupInfo> {
    check(backup).await?;
    if target.exists() {
        if kept.exists() {
            return Err(DbError::Other(format!("{} already exists", kept.display())));
        }
        let old = Db::open(&format!("sqlite://{}", target.display())).await?;
        old.backup_to(kept).await?;
        old.close().await;
    }
    let mut temp = target.as_os_str().to_owned();
    temp.push(".restoring");
    let temp = PathBuf::from(temp);
    if temp.exists() {
        std::fs::remove_file(&temp).map_err(|e| io("cannot remove", &temp, e))?;
    }
    let mut conn = SqliteConnectOptions::new()
        .filename(backup)
        .read_only(true)
        .connect()
        .await?;
    sqlx::query("VACUUM INTO ?")
        .bind(temp.display().to_string())
        .execute(&mut conn)
        .await?;
    conn.close().await?;
    for p in sidecars(target) {
        if p.exists() {
            std::fs::remove_file(&p).map_err(|e| io("cannot remove", &p, e))?;
        }
    }
    std::fs::rename(&temp, target).map_err(|e| io("cannot move the copy to", target, e))?;
    let db = Db::open(&format!("sqlite://{}", target.display())).await?;
    db.migrate().await?;
    db.close().await;
    check(target).await
}
