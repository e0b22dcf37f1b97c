//! Storage: one embedded SQLite file, queries as free async functions named for
//! what they do, checked at compile time against the migrations (`.sqlx/`).
//!
//! SQLite is set up for a small server with many readers and short writes: WAL so
//! readers never block the writer, `busy_timeout` so a momentary lock waits instead of
//! failing, `foreign_keys=ON`, and `synchronous=FULL` because a recorded move is a
//! result: once a referee sees "recorded", it must survive a power cut. Every write
//! transaction starts with `BEGIN IMMEDIATE`, taking the write lock up front, so two
//! writers never deadlock upgrading a read lock. Recorded match entries, the busiest
//! writes, share commits (see [`batch`]).

pub mod backup;
pub mod batch;
pub mod boards;
pub mod cards;
pub mod circuits;
pub mod corrections;
pub mod format;
pub mod gestione;
pub mod hub_link;
pub mod individual;
pub mod individual_corrections;
pub mod individual_log;
pub mod individual_transfer;
pub mod match_entries;
pub mod match_places;
pub mod match_referees;
pub mod match_results;
pub mod matches;
pub mod objective_links;
pub mod people;
pub mod round_tables;
pub mod rounds;
pub mod seasons;
mod seat_links;
pub mod sessions;
pub mod settings;
pub mod setup;
pub mod setup_changes;
pub mod stages;
pub mod throttle;
pub mod tournaments;
pub mod transfer;
pub mod users;

use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use sqlx::{Connection, Sqlite, SqliteConnection, Transaction};
use std::collections::HashMap;
use std::path::Path;
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, Weak};
use std::time::Duration;

/// One statement as `sqlx::query!` makes it, for [`Db::write`] to run.
pub type Statement<'q> = sqlx::query::Query<'q, Sqlite, sqlx::sqlite::SqliteArguments<'q>>;

/// A write transaction (opened with `BEGIN IMMEDIATE`). Queries run on `&mut *tx`;
/// [`WriteTx::commit`] advances [`Db::generation`] once the commit is durable.
pub struct WriteTx {
    tx: Transaction<'static, Sqlite>,
    generation: Option<Arc<AtomicU64>>,
}

impl WriteTx {
    async fn begin(pool: &SqlitePool, generation: Option<Arc<AtomicU64>>) -> DbResult<WriteTx> {
        Ok(WriteTx {
            tx: pool.begin_with("BEGIN IMMEDIATE").await?,
            generation,
        })
    }

    /// Commits.
    ///
    /// # Errors
    /// The database's error; nothing is stored then.
    pub async fn commit(self) -> Result<(), sqlx::Error> {
        self.tx.commit().await?;
        if let Some(g) = self.generation {
            g.fetch_add(1, Ordering::SeqCst);
        }
        Ok(())
    }
}

impl WriteTx {
    /// Runs one statement in this transaction: did it change exactly one row? (A write
    /// that finds no row, or a row not in the state it needs, changes none.)
    ///
    /// # Errors
    /// [`DbError`] on storage failure.
    pub async fn changes_one(&mut self, statement: Statement<'_>) -> DbResult<bool> {
        Ok(statement.execute(&mut **self).await?.rows_affected() == 1)
    }
}

impl std::ops::Deref for WriteTx {
    type Target = SqliteConnection;
    fn deref(&self) -> &SqliteConnection {
        &self.tx
    }
}

impl std::ops::DerefMut for WriteTx {
    fn deref_mut(&mut self) -> &mut SqliteConnection {
        &mut self.tx
    }
}

/// What can go wrong in storage, in terms the web layer can map to a status.
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    /// A uniqueness rule was broken (e.g. the user name is taken).
    #[error("already exists: {0}")]
    Duplicate(String),
    /// Another rule of the schema refused the write: a row naming one that is not
    /// there (a referee, a board version), a CHECK or a trigger. The transaction is
    /// rolled back, so nothing of the write is stored.
    #[error("refused by the schema: {0}")]
    Constraint(String),
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
                    // 19 CONSTRAINT: a foreign key, CHECK, NOT NULL or trigger refusal.
                    Some(19) => DbError::Constraint(db.message().into()),
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

/// The write counter of a database file, shared by every [`Db`] this process opens on
/// it (tests run several app instances over one file; each must see the others'
/// writes). An in-memory database is its own.
fn generation_of(file: &str) -> Arc<AtomicU64> {
    static COUNTERS: OnceLock<Mutex<HashMap<String, Weak<AtomicU64>>>> = OnceLock::new();
    if file.is_empty() || file.contains(":memory:") {
        return Arc::default();
    }
    let mut counters = COUNTERS
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    counters.retain(|_, c| c.strong_count() > 0);
    if let Some(c) = counters.get(file).and_then(Weak::upgrade) {
        return c;
    }
    let c = Arc::new(AtomicU64::new(0));
    counters.insert(file.to_string(), Arc::downgrade(&c));
    c
}

/// The database handle shared by the whole app.
#[derive(Clone, Debug)]
pub struct Db {
    pool: SqlitePool,
    /// Counts committed write transactions (see [`Db::generation`]).
    generation: Arc<AtomicU64>,
    /// The group-commit queue of [`Db::write_batched`].
    batcher: Arc<batch::Batcher>,
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
        Ok(Db::from_pool(pool))
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
        // Keyed by the file's path as given: every handle of one app opens it the same way.
        let file = pool.connect_options().get_filename().display().to_string();
        Db {
            pool,
            generation: generation_of(&file),
            batcher: Arc::default(),
        }
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
        WriteTx::begin(&self.pool, Some(self.generation.clone())).await
    }

    /// Starts a write transaction for sessions and login throttling: data no kept
    /// page shows, so its commit leaves [`Db::generation`] alone. (A signed-in
    /// referee's session is touched once a minute; with sixty referees that would
    /// otherwise retire the kept standings every second.)
    ///
    /// # Errors
    /// [`DbError::Unavailable`] when the write lock cannot be had in time.
    pub async fn begin_session_write(&self) -> DbResult<WriteTx> {
        WriteTx::begin(&self.pool, None).await
    }

    /// Runs one statement in a write transaction of its own ([`Db::begin_write`]);
    /// returns how many rows it changed.
    ///
    /// # Errors
    /// [`DbError`] on storage failure; nothing is stored then.
    pub async fn write(&self, statement: Statement<'_>) -> DbResult<u64> {
        Self::write_in(self.begin_write().await?, statement).await
    }

    /// [`Db::write`] for data no kept page shows (see [`Db::begin_session_write`]).
    ///
    /// # Errors
    /// [`DbError`] on storage failure; nothing is stored then.
    pub async fn write_session(&self, statement: Statement<'_>) -> DbResult<u64> {
        Self::write_in(self.begin_session_write().await?, statement).await
    }

    async fn write_in(mut tx: WriteTx, statement: Statement<'_>) -> DbResult<u64> {
        let n = statement.execute(&mut *tx).await?.rows_affected();
        tx.commit().await?;
        Ok(n)
    }

    /// A number that changes after every committed write this process makes to the
    /// database file, except the batched match entries ([`Db::write_batched`]) and
    /// sessions ([`Db::begin_session_write`]). A page computed from data read after
    /// seeing generation `g` is still current while the generation is `g` — provided
    /// no other process changes what the page shows: the other `arbitro` commands
    /// write accounts, or a new tournament (`import`), and `restore` runs with the
    /// app stopped.
    pub fn generation(&self) -> u64 {
        self.generation.load(Ordering::SeqCst)
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
