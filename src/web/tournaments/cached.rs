//! The public tournament pages' data, kept between requests.
//!
//! A signed match never changes (recording refuses it), so its final game is replayed
//! once and kept: standings after ten rounds of a hundred tables would otherwise
//! replay a thousand stored logs per page view. The pages' data (standings, the
//! rounds' tables) are kept per page, tournament and audience until the next committed
//! write that could change them ([`crate::db::Db::generation`]); one request computes,
//! the others arriving meanwhile wait for it instead of computing the same thing. Each
//! visitor still gets the page rendered in their language with their own tokens.

use crate::db::Db;
use crate::engine::Player;
use crate::engine::risiko2v2::Score;
use crate::web::Result;
use std::any::Any;
use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};

/// A signed match's final game, as the standings read it.
pub struct SignedGame {
    /// The seats' players (name, team label, virtual seat).
    pub players: Vec<Player>,
    /// The final score.
    pub score: Score,
}

/// The version of a signed match a kept game was computed from.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct SignedVersion {
    /// When it was signed.
    pub signed_at: Option<i64>,
    /// Its entry count.
    pub entries: i64,
}

/// Page key: which page, the tournament id, and whether only public results count.
pub(super) type PageKey = (&'static str, i64, bool);

type Data = Arc<dyn Any + Send + Sync>;

/// Kept page data and signed games (one per [`crate::web::AppState`]).
#[derive(Default)]
pub struct TournamentCache {
    signed: Mutex<HashMap<i64, (SignedVersion, Arc<SignedGame>)>>,
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
    /// request with no write committed since.
    ///
    /// # Errors
    /// `compute`'s.
    pub(super) async fn page<T, F, Fut>(&self, db: &Db, key: PageKey, compute: F) -> Result<Arc<T>>
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

    /// The kept final game of a signed match, if it was computed from `version`.
    pub(super) fn signed(&self, match_id: i64, version: SignedVersion) -> Option<Arc<SignedGame>> {
        let signed = self.signed.lock().unwrap_or_else(|e| e.into_inner());
        signed
            .get(&match_id)
            .filter(|(v, _)| *v == version)
            .map(|(_, g)| g.clone())
    }

    /// Keeps a signed match's final game.
    pub(super) fn keep_signed(&self, match_id: i64, version: SignedVersion, game: Arc<SignedGame>) {
        let mut signed = self.signed.lock().unwrap_or_else(|e| e.into_inner());
        signed.insert(match_id, (version, game));
    }
}
