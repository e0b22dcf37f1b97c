//! Password hashing with argon2id at the OWASP minimum (19 MiB, t=2, p=1).
//!
//! Hashing takes tens of milliseconds of CPU and 19 MiB of memory, so the web layer
//! runs it through a [`Hashers`]: a few hashes at once (one less than the cores, at
//! least one), a bounded queue behind them, and [`HashError::Busy`] beyond it, so a
//! burst of logins neither starves the referees of CPU nor grows the process by
//! 19 MiB a login. Each running hash borrows one of a few reused 19 MiB work areas
//! instead of allocating its own: with glibc a freed block of that size is kept in
//! the freeing thread's arena, and a blocking thread per login would keep one each.
//! Unknown users are checked against a dummy hash so the response time does not
//! reveal which account names exist.

use argon2::password_hash::{Output, ParamsString, PasswordHash, SaltString};
use argon2::{Algorithm, Argon2, Block, Params, Version};
use rand::rngs::OsRng;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use tokio::sync::Semaphore;

/// Why no hash came out.
#[derive(Debug, thiserror::Error)]
pub enum HashError {
    /// Too many password checks are waiting already: try again in a moment.
    #[error("too many password checks at once")]
    Busy,
    /// A broken environment (never because of user input).
    #[error("password hashing failed: {0}")]
    Failed(String),
}

/// 19 MiB = 19456 KiB, 2 passes, 1 lane: the OWASP minimum for argon2id.
fn params() -> Params {
    Params::new(19_456, 2, 1, None).unwrap_or_default()
}

/// A work area big enough for [`params`].
fn work_area() -> Vec<Block> {
    vec![Block::default(); params().block_count()]
}

/// Runs argon2 for `params` into `out` using `blocks` as its memory.
fn run(
    params: &Params,
    algorithm: Algorithm,
    version: Version,
    password: &str,
    salt: &[u8],
    blocks: &mut Vec<Block>,
) -> Result<Output, HashError> {
    let fail = |e: &dyn std::fmt::Display| HashError::Failed(e.to_string());
    if blocks.len() < params.block_count() {
        blocks.resize(params.block_count(), Block::default());
    }
    let len = params.output_len().unwrap_or(Params::DEFAULT_OUTPUT_LEN);
    let mut out = vec![0u8; len];
    Argon2::new(algorithm, version, params.clone())
        .hash_password_into_with_memory(
            password.as_bytes(),
            salt,
            &mut out,
            &mut blocks[..params.block_count()],
        )
        .map_err(|e| fail(&e))?;
    Output::new(&out).map_err(|e| fail(&e))
}

fn hash_with(password: &str, blocks: &mut Vec<Block>) -> Result<String, HashError> {
    let fail = |e: &dyn std::fmt::Display| HashError::Failed(e.to_string());
    let salt = SaltString::generate(&mut OsRng);
    let mut raw = [0u8; 64];
    let salt_bytes = salt.as_salt().decode_b64(&mut raw).map_err(|e| fail(&e))?;
    let params = params();
    let output = run(
        &params,
        Algorithm::Argon2id,
        Version::V0x13,
        password,
        salt_bytes,
        blocks,
    )?;
    let phc = PasswordHash {
        algorithm: Algorithm::Argon2id.ident(),
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(&params).map_err(|e| fail(&e))?,
        salt: Some(salt.as_salt()),
        hash: Some(output),
    };
    Ok(phc.to_string())
}

/// Does `password` match the PHC string `hash`? (False for a hash that does not
/// parse, or whose memory cost is above ours: stored hashes are all ours.)
fn verify_with(password: &str, hash: &str, blocks: &mut Vec<Block>) -> bool {
    let Ok(parsed) = PasswordHash::new(hash) else {
        return false;
    };
    let (Some(salt), Some(expected)) = (parsed.salt, parsed.hash) else {
        return false;
    };
    let (Ok(algorithm), Ok(params)) = (
        Algorithm::try_from(parsed.algorithm),
        Params::try_from(&parsed),
    ) else {
        return false;
    };
    let version = parsed
        .version
        .map(Version::try_from)
        .unwrap_or(Ok(Version::V0x13));
    let Ok(version) = version else { return false };
    if params.m_cost() > params_max_m_cost() {
        return false;
    }
    let mut raw = [0u8; 64];
    let Ok(salt_bytes) = salt.decode_b64(&mut raw) else {
        return false;
    };
    let params = match Params::new(
        params.m_cost(),
        params.t_cost(),
        params.p_cost(),
        Some(expected.len()),
    ) {
        Ok(p) => p,
        Err(_) => return false,
    };
    // `Output`'s equality is constant-time.
    run(&params, algorithm, version, password, salt_bytes, blocks).is_ok_and(|o| o == expected)
}

/// The largest memory cost a stored hash may ask for (ours): a crafted hash in the
/// database must not make a check allocate gigabytes.
fn params_max_m_cost() -> u32 {
    params().m_cost()
}

fn dummy_hash() -> &'static str {
    static DUMMY: OnceLock<String> = OnceLock::new();
    DUMMY.get_or_init(|| hash_with("arbitro dummy password", &mut work_area()).unwrap_or_default())
}

/// Hashes a password off the async threads, outside any limit (the command line,
/// which runs one at a time).
///
/// # Errors
/// [`HashError::Failed`] if the hasher or the blocking pool fails.
pub async fn hash(password: String) -> Result<String, HashError> {
    tokio::task::spawn_blocking(move || hash_with(&password, &mut work_area()))
        .await
        .map_err(|e| HashError::Failed(e.to_string()))?
}

/// The web layer's password checks: at most `running` at once, at most `queue`
/// waiting, each on a reused work area. Cheap to clone (shared).
#[derive(Clone)]
pub struct Hashers(Arc<HashersInner>);

struct HashersInner {
    permits: Arc<Semaphore>,
    running: usize,
    queue: usize,
    waiting: AtomicUsize,
    /// Checks reading the database before they take a place (see [`Hashers::enter`]).
    entering: AtomicUsize,
    areas: Mutex<Vec<Vec<Block>>>,
}

/// A place in the queue, given back when dropped (also when the waiting request is
/// cancelled).
pub struct Place(Hashers);

impl Drop for Place {
    fn drop(&mut self) {
        self.0.0.waiting.fetch_sub(1, Ordering::SeqCst);
    }
}

/// A check reading the database before it takes a place; dropping it lets
/// another in.
pub struct Entry(Hashers);

impl Drop for Entry {
    fn drop(&mut self) {
        self.0.0.entering.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Hashers {
    /// `running` hashes at once (at least one), `queue` more waiting — and `queue`
    /// more still for checks from a place with no recent failure
    /// ([`Hashers::reserve_fresh`]).
    pub fn new(running: usize, queue: usize) -> Self {
        Hashers(Arc::new(HashersInner {
            permits: Arc::new(Semaphore::new(running.max(1))),
            running: running.max(1),
            queue,
            waiting: AtomicUsize::new(0),
            entering: AtomicUsize::new(0),
            areas: Mutex::new(Vec::new()),
        }))
    }

    /// Lets a check read the database (the account, its recent failures) before it
    /// takes a place, or says too many are doing so: a burst is refused before it
    /// reaches the database. Twice as many as there are places.
    ///
    /// # Errors
    /// [`HashError::Busy`] when that many are in already.
    pub fn enter(&self) -> Result<Entry, HashError> {
        let inner = &self.0;
        let most = 2 * (inner.running + 2 * inner.queue).max(1);
        if inner.entering.fetch_add(1, Ordering::SeqCst) >= most {
            inner.entering.fetch_sub(1, Ordering::SeqCst);
            return Err(HashError::Busy);
        }
        Ok(Entry(self.clone()))
    }

    /// Takes a place for a check from an (account, address) pair with no recent
    /// failure: it may also use the `queue` places that pairs with failures cannot,
    /// so guessers who have failed already — however many, from however many
    /// addresses — never fill every place and the account's owner gets one.
    ///
    /// # Errors
    /// [`HashError::Busy`] when every place is taken.
    pub fn reserve_fresh(&self) -> Result<Place, HashError> {
        self.reserve_within(self.0.running + 2 * self.0.queue)
    }

    /// Sized to this machine: one hash fewer than the cores (so a core is left for
    /// the referees' pages), at least one, and eight waiting per running hash.
    pub fn for_this_machine() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let running = cores.saturating_sub(1).max(1);
        Hashers::new(running, running * 8)
    }

    /// Takes a place in the queue (running checks included), or says it is full. A
    /// login from a pair with recent failures takes it only after its slow-down (a
    /// sleeping check holds no place).
    ///
    /// # Errors
    /// [`HashError::Busy`] when every place is taken.
    pub fn reserve(&self) -> Result<Place, HashError> {
        self.reserve_within(self.0.running + self.0.queue)
    }

    /// A place if fewer than `most` are taken.
    fn reserve_within(&self, most: usize) -> Result<Place, HashError> {
        let inner = &self.0;
        if inner.waiting.fetch_add(1, Ordering::SeqCst) >= most {
            inner.waiting.fetch_sub(1, Ordering::SeqCst);
            return Err(HashError::Busy);
        }
        Ok(Place(self.clone()))
    }

    /// Runs `job` with a work area once a running slot is free.
    async fn with_area<T: Send + 'static>(
        &self,
        place: Place,
        job: impl FnOnce(&mut Vec<Block>) -> T + Send + 'static,
    ) -> Result<T, HashError> {
        let inner = &self.0;
        let permit = inner
            .permits
            .clone()
            .acquire_owned()
            .await
            .map_err(|e| HashError::Failed(e.to_string()))?;
        // The place and the permit go with the blocking job: a client that hangs up
        // does not free them before the hash it started is done.
        tokio::task::spawn_blocking(move || {
            let mut area = place.0.take_area();
            let out = job(&mut area);
            place.0.give_back(area);
            drop((permit, place));
            out
        })
        .await
        .map_err(|e| HashError::Failed(e.to_string()))
    }

    fn take_area(&self) -> Vec<Block> {
        let mut areas = self.0.areas.lock().unwrap_or_else(|e| e.into_inner());
        areas.pop().unwrap_or_else(work_area)
    }

    fn give_back(&self, area: Vec<Block>) {
        let mut areas = self.0.areas.lock().unwrap_or_else(|e| e.into_inner());
        areas.push(area);
    }

    /// Hashes a new password.
    ///
    /// # Errors
    /// [`HashError::Busy`] when the queue is full; [`HashError::Failed`] on a broken
    /// environment.
    pub async fn hash(&self, password: String) -> Result<String, HashError> {
        let place = self.reserve()?;
        self.with_area(place, move |area| hash_with(&password, area))
            .await?
    }

    /// Checks a password against a stored hash, or against a dummy hash when there
    /// is no such account, so both paths cost the same.
    ///
    /// # Errors
    /// [`HashError::Busy`] when the queue is full (nothing was checked).
    pub async fn verify(
        &self,
        password: String,
        stored: Option<String>,
    ) -> Result<bool, HashError> {
        let place = self.reserve()?;
        self.verify_in(place, password, stored).await
    }

    /// [`Hashers::verify`] in a place taken beforehand with [`Hashers::reserve`].
    ///
    /// # Errors
    /// [`HashError::Failed`] on a broken environment.
    pub async fn verify_in(
        &self,
        place: Place,
        password: String,
        stored: Option<String>,
    ) -> Result<bool, HashError> {
        let dummy = dummy_hash();
        self.with_area(place, move |area| match stored {
            Some(hash) => verify_with(&password, &hash, area),
            None => {
                verify_with(&password, dummy, area);
                false
            }
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hash_and_verify() {
        let h = hash("correct horse".into()).await.unwrap();
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        let hashers = Hashers::new(1, 4);
        assert!(
            hashers
                .verify("correct horse".into(), Some(h.clone()))
                .await
                .unwrap()
        );
        assert!(!hashers.verify("wrong horse".into(), Some(h)).await.unwrap());
        assert!(!hashers.verify("anything".into(), None).await.unwrap());
        assert!(
            !hashers
                .verify("x".into(), Some("not a hash".into()))
                .await
                .unwrap()
        );
    }

    #[test]
    fn hashes_made_by_the_library_itself_still_verify() {
        // Hashes stored before the work areas were reused were made by
        // `PasswordHasher::hash_password`: they must keep verifying.
        use argon2::password_hash::PasswordHasher;
        let salt = SaltString::generate(&mut OsRng);
        let old = Argon2::new(Algorithm::Argon2id, Version::V0x13, params())
            .hash_password(b"old password", &salt)
            .unwrap()
            .to_string();
        let mut area = work_area();
        assert!(verify_with("old password", &old, &mut area));
        assert!(!verify_with("old passwore", &old, &mut area));
        let ours = hash_with("new password", &mut area).unwrap();
        use argon2::password_hash::PasswordVerifier;
        assert!(
            Argon2::default()
                .verify_password(b"new password", &PasswordHash::new(&ours).unwrap())
                .is_ok()
        );
    }

    #[test]
    fn a_stored_hash_cannot_ask_for_more_memory() {
        let huge = "$argon2id$v=19$m=4000000,t=1,p=1$c29tZXNhbHRzb21lc2FsdA$\
                    AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
        assert!(!verify_with("x", huge, &mut work_area()));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn beyond_the_queue_checks_are_refused_not_piled_up() {
        let hashers = Hashers::new(1, 3);
        let h = hash("correct horse".into()).await.unwrap();
        let tasks: Vec<_> = (0..40)
            .map(|_| {
                let (hs, h) = (hashers.clone(), h.clone());
                tokio::spawn(async move { hs.verify("correct horse".into(), Some(h)).await })
            })
            .collect();
        let mut ok = 0;
        let mut busy = 0;
        for t in tasks {
            match t.await.unwrap() {
                Ok(true) => ok += 1,
                Err(HashError::Busy) => busy += 1,
                other => panic!("unexpected {other:?}"),
            }
        }
        assert!((1..=8).contains(&ok), "{ok} checked");
        assert_eq!(ok + busy, 40);
        // One work area per running hash, reused.
        assert_eq!(hashers.0.areas.lock().unwrap().len(), 1);
        // And once the burst is over, checks run again.
        assert!(
            hashers
                .verify("correct horse".into(), Some(h))
                .await
                .unwrap()
        );
    }
}
