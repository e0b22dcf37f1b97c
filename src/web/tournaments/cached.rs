//! What the tournament pages keep between requests, so that a projector and a room
//! full of phones reading the standings do not replay every match of the evening on
//! every view (figures in docs/PERFORMANCE.md).
//!
//! Two things are kept:
//! - **Final scores**: the score of a finished match, per match, trusted only while
//!   the stored match still has the entry count and setup it was computed from
//!   (entries are append-only, so the same count means the same entries). Ten rounds
//!   of a hundred tables would otherwise replay a thousand stored logs per view.
//! - **Pages' data** (the standings, the projector's standings): kept per page,
//!   tournament and audience until the next committed write to the database
//!   ([`crate::db::Db::generation`]: a sign-off, a reopening, a confirmation, an
//!   adjustment, a round published, a team renamed, a setting changed — every write
//!   but a recorded match entry, which no kept page reads since only signed matches
//!   count). One request computes, the others arriving meanwhile wait for it instead
//!   of computing the same thing. Each visitor still gets the page rendered in their
//!   own language with their own tokens.

use crate::db::Db;
use crate::engine::risiko2v2::Score;
use crate::web::Result;
use std::any::Any;
use std::collections::HashMap;
use std::future::Future;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::{Arc, Mutex};

/// Matches whose final scores are kept at most (a large event has about a thousand).
const MOST_SCORES: usize = 8_192;

/// Page key: which page, the tournament id, and whether only public results count.
pub type PageKey = (&'static str, i64, bool);

type Data = Arc<dyn Any + Send + Sync>;

/// A kept final score: the version it was computed from, and the score (`None`: the
/// match was not finished then).
type KeptScore = (MatchVersion, Option<Arc<Score>>);

/// The version of a match a kept score was computed from.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct MatchVersion {
    /// Its entry count.
    pub entries: i64,
    /// A hash of its setup (players' names and colours can be edited).
    pub setup: u64,
}

impl MatchVersion {
    /// The version of a match with `entries` entries and this setup.
    pub fn of(entries: i64, setup_json: &str) -> MatchVersion {
        let mut h = DefaultHasher::new();
        setup_json.hash(&mut h);
        MatchVersion {
            entries,
            setup: h.finish(),
        }
    }
}

/// Kept final scores and page data (one per [`crate::web::AppState`]).
#[derive(Default)]
pub struct TournamentCache {
    /// Per match: the version, and its final score (`None`: not finished then).
    scores: Mutex<HashMap<i64, KeptScore>>,
    pages: Mutex<HashMap<PageKey, (u64, Data)>>,
    computing: tokio::sync::Mutex<()>,
}

impl TournamentCache {
    /// The kept final score of a match at `version`: `Some(None)` if it was not
    /// finished then, `None` if nothing is kept for that version.
    pub fn score(&self, match_id: i64, version: MatchVersion) -> Option<Option<Arc<Score>>> {
        let scores = self.scores.lock().unwrap_or_else(|e| e.into_inner());
        scores
            .get(&match_id)
            .filter(|(v, _)| *v == version)
            .map(|(_, s)| s.clone())
    }

    /// Keeps a match's final score (or that it is not finished) at `version`.
    pub fn keep_score(&self, match_id: i64, version: MatchVersion, score: Option<Arc<Score>>) {
        let mut scores = self.scores.lock().unwrap_or_else(|e| e.into_inner());
        if scores.len() >= MOST_SCORES && !scores.contains_key(&match_id) {
            // Past any event's size: start again rather than track ages.
            scores.clear();
        }
        scores.insert(match_id, (version, score));
    }

    fn page_at<T: Any + Send + Sync>(&self, key: PageKey, generation: u64) -> Option<Arc<T>> {
        let pages = self.pages.lock().unwrap_or_else(|e| e.into_inner());
        pages
            .get(&key)
            .filter(|(g, _)| *g == generation)
            .and_then(|(_, c)| c.clone().downcast::<T>().ok())
    }

    /// The data of page `key`, computed by `compute` unless kept from an earlier
    /// request with no write committed since. `compute` must read everything it
    /// uses itself (nothing loaded before this call).
    ///
    /// # Errors
    /// `compute`'s.
    pub async fn page<T, F, Fut>(&self, db: &Db, key: PageKey, compute: F) -> Result<Arc<T>>
    where
        T: Any + Send + Sync,
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<T>>,
    {
        if let Some(c) = self.page_at(key, db.generation()) {
            return Ok(c);
        }
        let _turn = self.computing.lock().await;
        // Read before computing: a write committed during the computation leaves the
        // result filed under an older generation, so the next request computes again.
        let generation = db.generation();
        if let Some(c) = self.page_at(key, generation) {
            return Ok(c);
        }
        let c = Arc::new(compute().await?);
        let mut pages = self.pages.lock().unwrap_or_else(|e| e.into_inner());
        pages.retain(|_, (g, _)| *g == generation);
        pages.insert(key, (generation, c.clone() as Data));
        Ok(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_score_is_trusted_only_for_its_version() {
        let kept = TournamentCache::default();
        let v = MatchVersion::of(40, "setup");
        kept.keep_score(3, v, None);
        assert_eq!(kept.score(3, v), Some(None));
        assert_eq!(kept.score(3, MatchVersion::of(41, "setup")), None);
        assert_eq!(kept.score(3, MatchVersion::of(40, "renamed")), None);
        assert_eq!(kept.score(4, v), None);
    }

    #[tokio::test]
    async fn a_page_is_kept_until_the_next_write() {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open_in_dir(dir.path()).await.unwrap();
        let kept = TournamentCache::default();
        let computed = std::sync::atomic::AtomicU32::new(0);
        let view = || async {
            kept.page(&db, ("standings", 1, true), || async {
                Ok(computed.fetch_add(1, std::sync::atomic::Ordering::SeqCst))
            })
            .await
            .unwrap()
        };
        assert_eq!(*view().await, 0);
        assert_eq!(*view().await, 0, "kept while nothing is written");
        db.begin_write().await.unwrap().commit().await.unwrap();
        assert_eq!(*view().await, 1, "computed again after a write");
        // A transaction rolled back wrote nothing: the page stays.
        drop(db.begin_write().await.unwrap());
        assert_eq!(*view().await, 1);
    }
}
