//! What the tournament pages keep between requests, so that a projector and a room
//! full of phones reading the standings do not replay every match of the evening on
//! every view (figures in docs/PERFORMANCE.md).
//!
//! What is kept: **pages' data** (the standings, the projector's standings), per
//! page, tournament and audience until the next committed write to the database
//! ([`crate::db::Db::generation`]: a sign-off, a reopening, a confirmation, an
//! adjustment, a round published, a team renamed, a setting changed — every write but
//! a recorded match entry, which no kept page reads since only signed matches count).
//! One request computes, the others arriving meanwhile wait for it instead of
//! computing the same thing. Each visitor still gets the page rendered in their own
//! language with their own tokens. Computing it replays nothing: a signed match's
//! result is stored ([`crate::web::signed`]).

use crate::db::Db;
use crate::web::Result;
use std::any::Any;
use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};

/// Page key: which page, the tournament id, and whether only public results count.
pub type PageKey = (&'static str, i64, bool);

type Data = Arc<dyn Any + Send + Sync>;

/// Kept page data (one per [`crate::web::AppState`]).
#[derive(Default)]
pub struct TournamentCache {
    pages: Mutex<HashMap<PageKey, (u64, Data)>>,
    computing: tokio::sync::Mutex<()>,
}

impl TournamentCache {
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
