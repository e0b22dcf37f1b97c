//! Storage: one embedded SQLite file, queries as free async functions named for
//! what they do, checked at compile time against the migrations (`.sqlx/`).
//!
//! SQLite is set up for a small server with many readers and short writes: WAL so
//! readers never block the writer, `busy_timeout` so a momentary lock waits instead of
//! failing, `foreign_keys=ON`, and `synchronous=FULL` because a recorded move is a
//! result: once a referee sees "recorded", it must survive a power cut. Every write
//! transaction starts with `BEGIN IMMEDIATE`, taking the write lock up front, so two
//! writers never deadlock upgrading a read lock.

pub mod backup;
pub mod cards;
pub mod corrections;
pub mod matches;
pub mod round_tables;
pub mod rounds;
pub mod sessions;
pub mod settings;
pub mod setup;
pub mod setup_changes;
pub mod throttle;
pub mod tournaments;
pub mod transfer;
pub mod users;

use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use sqlx::{Connection, Sqlite, Transaction};
use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

/// A write transaction (opened with `BEGIN IMMEDIATE`).
pub type WriteTx = Transaction<'static, Sqlite>;

/// What can go wrong in storage, in terms the web layer can map to a status.
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    /// A uniqueness rule was broken (e.g. the user name is taken).
    #[error("already exists: {0}")]
    Duplicate(String),
    /// The database cannot take writes right now: disk full, read-only, locked past
    /// the busy timeout, or no connection free. Retrying later can succeed.
    #[error("storage unavailable: {0}")]
    Unavailable(String),
    /// Anything else: a bug or a corrupt file.
    #[error("storage error: {0}")]
    Other(String),
    /// The migrations could not be applied.
    #[error("migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

impl From<sqlx::Error> for DbError {
    fn from(e: sqlx::Error) -> Self {
        match &e {
            sqlx::Error::Database(db) if db.is_unique_violation() => {
                DbError::Duplicate(db.message().to_string())
            }
            sqlx::Error::Database(db) => {
                // SQLite primary result codes: 5 BUSY, 6 LOCKED, 8 READONLY, 10 IOERR,
                // 13 FULL, 14 CANTOPEN. Extended codes keep the primary in the low byte.
                let primary = db
                    .code()
                    .and_then(|c| c.parse::<i64>().ok())
                    .map(|c| c & 0xff);
                match primary {
                    Some(5 | 6 | 8 | 10 | 13 | 14) => DbError::Unavailable(db.message().into()),
                    _ => DbError::Other(e.to_string()),
                }
            }
            sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed | sqlx::Error::Io(_) => {
                DbError::Unavailable(e.to_string())
            }
            _ => DbError::Other(e.to_string()),
        }
    }
}

/// Result of a storage call.
pub type DbResult<T> = Result<T, DbError>;

/// The database handle shared by the whole app.
#[derive(Clone, Debug)]
pub struct Db {
    pool: SqlitePool,
}

impl Db {
    /// Opens (creating if missing) the SQLite database at `url`
    /// (`sqlite://path/to/file.sqlite` or `sqlite::memory:`).
    ///
    /// # Errors
    /// [`DbError`] when the URL is malformed or the file cannot be opened.
    pub async fn open(url: &str) -> DbResult<Db> {
        let pool = Db::pool_options()
            .connect_with(Db::connect_options(url)?)
            .await?;
        Ok(Db { pool })
    }

    /// The connection settings every Arbitro connection uses (see the module docs).
    ///
    /// # Errors
    /// [`DbError`] when the URL is malformed.
    pub fn connect_options(url: &str) -> DbResult<SqliteConnectOptions> {
        Ok(SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .busy_timeout(Duration::from_secs(5))
            .foreign_keys(true))
    }

    /// The pool settings: a few connections (SQLite has one writer anyway), and a
    /// bounded wait for one, after which the request gets a 503 rather than hanging.
    ///
    /// A connection is only reused when no transaction is left open on it. SQLite
    /// ends a transaction by itself on some errors (a full disk, an I/O error); the
    /// `ROLLBACK` sqlx then sends fails, and sqlx would go on believing the
    /// transaction open, so every later `BEGIN` on that connection would fail until a
    /// restart. Such a connection is closed instead, and the app recovers as soon as
    /// the fault is gone (tests/web/faults.rs).
    pub fn pool_options() -> SqlitePoolOptions {
        SqlitePoolOptions::new()
            .max_connections(8)
            .acquire_timeout(Duration::from_secs(5))
            // A file that was open a moment ago is still open: pinging each connection
            // before handing it out doubled the round trips to SQLite's threads, the
            // main cost of a request under load (docs/PERFORMANCE.md).
            .test_before_acquire(false)
            .after_release(|conn, _| {
                Box::pin(async move {
                    // The ping runs after any rollback still queued on the connection.
                    conn.ping().await?;
                    Ok(!conn.is_in_transaction())
                })
            })
    }

    /// Wraps a pool built elsewhere, e.g. by the fault tests with a tiny pool or a
    /// page limit that plays a full disk.
    pub fn from_pool(pool: SqlitePool) -> Db {
        Db { pool }
    }

    /// Opens the database file `arbitro.sqlite` inside `dir`, creating the folder.
    ///
    /// # Errors
    /// [`DbError::Unavailable`] if the folder cannot be created; otherwise as [`Db::open`].
    pub async fn open_in_dir(dir: &Path) -> DbResult<Db> {
        std::fs::create_dir_all(dir).map_err(|e| {
            DbError::Unavailable(format!("cannot create data folder {}: {e}", dir.display()))
        })?;
        let url = format!("sqlite://{}", dir.join("arbitro.sqlite").display());
        Db::open(&url).await
    }

    /// Applies any migrations not yet applied.
    ///
    /// # Errors
    /// [`DbError::Migrate`] when a migration fails or the history does not match.
    pub async fn migrate(&self) -> DbResult<()> {
        sqlx::migrate!("./migrations").run(&self.pool).await?;
        Ok(())
    }

    /// The connection pool, for reads.
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// Starts a write transaction with `BEGIN IMMEDIATE`.
    ///
    /// # Errors
    /// [`DbError::Unavailable`] when the write lock cannot be had in time.
    pub async fn begin_write(&self) -> DbResult<WriteTx> {
        Ok(self.pool.begin_with("BEGIN IMMEDIATE").await?)
    }

    /// `SELECT 1`: is the database answering?
    ///
    /// # Errors
    /// [`DbError`] when it is not.
    pub async fn ping(&self) -> DbResult<()> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    /// Writes a consistent copy of the live database to `target` with `VACUUM INTO`,
    /// which reads one snapshot while writers carry on.
    ///
    /// # Errors
    /// [`DbError`] if the target exists or cannot be written.
    pub async fn backup_to(&self, target: &Path) -> DbResult<()> {
        sqlx::query("VACUUM INTO ?")
            .bind(target.display().to_string())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Closes every connection (on shutdown, after in-flight requests finished).
    pub async fn close(&self) {
        self.pool.close().await;
    }
}
