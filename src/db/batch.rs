//! Group commit for the hot write path: recorded match entries.
//!
//! With `synchronous=FULL` every commit waits for the disk to confirm the write-ahead
//! log is stored (an `fsync`). One commit per recorded action caps a whole club night
//! at the disk's fsync rate, and referees queue behind each other's waits. Here the
//! writes that arrive while a commit is in progress are gathered into the next
//! transaction: one `BEGIN IMMEDIATE`, the jobs one after the other, one `COMMIT`, one
//! fsync for all of them. Nobody is answered before the commit that holds their write
//! is durable, so what a referee sees as "recorded" survives a power cut exactly as
//! before.
//!
//! Nothing is ever half-written: a job refuses (a stale page, an illegal move) before
//! it writes anything, and a storage error anywhere rolls the whole transaction back
//! and is every job's answer. (Savepoints per job would allow finer failures, at one
//! more round trip to SQLite's thread per job, for errors that mean the disk is
//! failing anyway.)

use super::{Db, DbError, DbResult, WriteTx};
use sqlx::SqlitePool;
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::{mpsc, oneshot};

/// Most jobs in one transaction: bounds how long the last of them waits.
const MOST_PER_COMMIT: usize = 128;

/// A job's work inside the shared transaction; an error rolls the whole batch back.
type Work = Box<dyn for<'t> FnOnce(&'t mut WriteTx) -> Stored<'t> + Send>;
type Stored<'t> = Pin<Box<dyn Future<Output = DbResult<()>> + Send + 't>>;

/// What [`Db::write_batched`]'s work returns: a storage error (the batch fails), or
/// the job's own outcome — its refusal `E` only if it wrote nothing.
pub type Batched<'t, T, E> = Pin<Box<dyn Future<Output = DbResult<Result<T, E>>> + Send + 't>>;

/// A job and where to say how its transaction ended.
struct Job {
    work: Work,
    done: oneshot::Sender<DbResult<()>>,
}

/// The queue of the writer task; the task is started on first use and again if it
/// ever stopped (a job that panicked takes its batch down with it, not later ones).
#[derive(Default)]
pub struct Batcher {
    queue: Mutex<Option<mpsc::UnboundedSender<Job>>>,
    /// Transactions committed so far.
    commits: Arc<AtomicU64>,
}

impl std::fmt::Debug for Batcher {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Batcher")
    }
}

impl Batcher {
    fn submit(&self, db: &Db, job: Job) {
        let mut queue = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        let job = match queue.as_ref() {
            Some(q) => match q.send(job) {
                Ok(()) => return,
                Err(mpsc::error::SendError(job)) => job,
            },
            None => job,
        };
        let (tx, rx) = mpsc::unbounded_channel();
        // The task holds the pool, not the `Db`: when every `Db` is gone, the queue's
        // sender drops and the task ends.
        tokio::spawn(writer(db.pool.clone(), self.commits.clone(), rx));
        // A fresh receiver is alive, so this send cannot fail.
        let _ = tx.send(job);
        *queue = Some(tx);
    }
}

/// Takes the jobs waiting, runs them in one transaction, answers them all.
async fn writer(pool: SqlitePool, commits: Arc<AtomicU64>, mut rx: mpsc::UnboundedReceiver<Job>) {
    let mut jobs = Vec::new();
    while let Some(first) = rx.recv().await {
        jobs.push(first);
        while jobs.len() < MOST_PER_COMMIT {
            match rx.try_recv() {
                Ok(j) => jobs.push(j),
                Err(_) => break,
            }
        }
        let mut answers = Vec::with_capacity(jobs.len());
        let outcome = run(&pool, &mut jobs, &mut answers).await;
        if outcome.is_ok() {
            commits.fetch_add(1, Ordering::Relaxed);
        }
        for done in answers {
            let _ = done.send(match &outcome {
                Ok(()) => Ok(()),
                Err(e) => Err(e.again()),
            });
        }
    }
}

async fn run(
    pool: &SqlitePool,
    jobs: &mut Vec<Job>,
    answers: &mut Vec<oneshot::Sender<DbResult<()>>>,
) -> DbResult<()> {
    let works: Vec<Work> = jobs
        .drain(..)
        .map(|j| {
            answers.push(j.done);
            j.work
        })
        .collect();
    let mut tx = WriteTx::begin(pool, None).await?;
    for work in works {
        work(&mut tx).await?;
    }
    tx.commit().await?;
    Ok(())
}

impl DbError {
    /// The same error again, for each job of a failed batch.
    fn again(&self) -> DbError {
        match self {
            DbError::Duplicate(m) => DbError::Duplicate(m.clone()),
            DbError::Constraint(m) => DbError::Constraint(m.clone()),
            DbError::Unavailable(m) => DbError::Unavailable(m.clone()),
            DbError::Other(m) => DbError::Other(m.clone()),
            DbError::Migrate(e) => DbError::Other(e.to_string()),
        }
    }
}

impl Db {
    /// How many transactions the batched writes have committed so far.
    pub fn batched_commits(&self) -> u64 {
        self.batcher.commits.load(Ordering::Relaxed)
    }

    /// Runs `work` inside a write transaction shared with the other batched writes
    /// waiting at the time, and returns its result once that transaction is committed.
    /// `work` must return its refusal (`Ok(Err(e))`) before writing anything; a
    /// storage error (`Err`) rolls the whole transaction back. Commits made here do
    /// not advance [`Db::generation`]: use this for recorded match entries only,
    /// which no cached page reads.
    ///
    /// # Errors
    /// `work`'s refusal, or [`DbError`] when the transaction failed (then nothing of
    /// `work` is stored).
    pub async fn write_batched<T, E, F>(&self, work: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
        F: for<'t> FnOnce(&'t mut WriteTx) -> Batched<'t, T, E> + Send + 'static,
    {
        let slot: Arc<Mutex<Option<Result<T, E>>>> = Arc::new(Mutex::new(None));
        let filled = slot.clone();
        let work: Work = Box::new(move |tx| {
            Box::pin(async move {
                let outcome = work(tx).await?;
                *filled.lock().unwrap_or_else(|e| e.into_inner()) = Some(outcome);
                Ok(())
            })
        });
        let (done, committed) = oneshot::channel();
        self.batcher.submit(self, Job { work, done });
        let committed = committed
            .await
            .unwrap_or_else(|_| Err(DbError::Unavailable("the writer stopped".into())));
        let outcome = slot.lock().unwrap_or_else(|e| e.into_inner()).take();
        match (outcome, committed) {
            (Some(Err(e)), _) => Err(e),
            (Some(Ok(t)), Ok(())) => Ok(t),
            (_, Err(e)) => Err(e.into()),
            (None, Ok(())) => Err(DbError::Other("a batched write did not run".into()).into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    async fn db() -> (tempfile::TempDir, Db) {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open_in_dir(dir.path()).await.unwrap();
        sqlx::query("CREATE TABLE t (x INTEGER NOT NULL)")
            .execute(db.pool())
            .await
            .unwrap();
        (dir, db)
    }

    async fn rows(db: &Db) -> i64 {
        sqlx::query_scalar("SELECT COUNT(*) FROM t")
            .fetch_one(db.pool())
            .await
            .unwrap()
    }

    /// Inserts `x`, or refuses (odd `x`) before writing.
    async fn insert(db: &Db, x: i64) -> Result<i64, DbError> {
        db.write_batched(move |tx| {
            Box::pin(async move {
                if x % 2 == 1 {
                    return Ok(Err(DbError::Duplicate(format!("{x} refused"))));
                }
                sqlx::query("INSERT INTO t (x) VALUES (?)")
                    .bind(x)
                    .execute(&mut **tx)
                    .await?;
                Ok(Ok(x))
            })
        })
        .await
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn writes_waiting_together_share_one_commit() {
        let (_dir, db) = db().await;
        // Hold the write lock: the writer's first transaction waits for it, and the
        // writes arriving meanwhile queue for the next one.
        let blocker = db.begin_write().await.unwrap();
        let tasks: Vec<_> = (0..20)
            .map(|i| {
                let db = db.clone();
                tokio::spawn(async move { insert(&db, 2 * i).await })
            })
            .collect();
        tokio::time::sleep(Duration::from_millis(200)).await;
        drop(blocker);
        for (i, t) in tasks.into_iter().enumerate() {
            assert_eq!(t.await.unwrap().unwrap(), 2 * i as i64);
        }
        assert_eq!(rows(&db).await, 20);
        let commits = db.batched_commits();
        assert!(
            (1..20).contains(&commits),
            "{commits} commits for 20 writes"
        );
        // Batched commits leave the generation alone; ordinary ones advance it.
        let g = db.generation();
        db.begin_write().await.unwrap().commit().await.unwrap();
        assert_eq!(db.generation(), g + 1);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_refusal_keeps_the_others_and_a_storage_error_stores_nothing() {
        let (_dir, db) = db().await;
        let tasks: Vec<_> = (0..10)
            .map(|i| {
                let db = db.clone();
                tokio::spawn(async move { insert(&db, i).await })
            })
            .collect();
        for (i, t) in tasks.into_iter().enumerate() {
            let r = t.await.unwrap();
            assert_eq!(r.is_ok(), i % 2 == 0, "{i}: {r:?}");
        }
        assert_eq!(rows(&db).await, 5);
        // A job that wrote and then failed: its transaction is rolled back.
        let r: Result<(), DbError> = db
            .write_batched(|tx| {
                Box::pin(async move {
                    sqlx::query("INSERT INTO t (x) VALUES (100)")
                        .execute(&mut **tx)
                        .await?;
                    sqlx::query("INSERT INTO nowhere (x) VALUES (1)")
                        .execute(&mut **tx)
                        .await?;
                    Ok(Ok(()))
                })
            })
            .await;
        assert!(r.is_err());
        assert_eq!(rows(&db).await, 5);
        // And the writer carries on.
        assert_eq!(insert(&db, 200).await.unwrap(), 200);
        assert_eq!(rows(&db).await, 6);
    }
}
