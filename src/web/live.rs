//! Live updates of the table pages: one tokio broadcast channel per match, created on
//! first use. The console publishes after each commit (never before: a watcher must
//! never see a move that is not stored), and the server-sent events stream of the
//! public table page forwards each message so `static/live.js` can fetch the fresh board.

use std::collections::HashMap;
use std::sync::Mutex;
use tokio::sync::broadcast;

/// Messages kept per match for a slow watcher; a watcher that falls further behind
/// simply gets the next one (each message means "fetch the board again").
const BACKLOG: usize = 16;

/// The registry of per-match channels.
#[derive(Default)]
pub struct Live {
    channels: Mutex<HashMap<i64, broadcast::Sender<i64>>>,
}

impl Live {
    fn sender(&self, match_id: i64) -> broadcast::Sender<i64> {
        let mut map = self.channels.lock().unwrap_or_else(|e| e.into_inner());
        // Channels nobody listens to any more are dropped as we go.
        map.retain(|id, tx| *id == match_id || tx.receiver_count() > 0);
        map.entry(match_id)
            .or_insert_with(|| broadcast::channel(BACKLOG).0)
            .clone()
    }

    /// Listens to a match; each message is the match's entry count after a change.
    pub fn subscribe(&self, match_id: i64) -> broadcast::Receiver<i64> {
        self.sender(match_id).subscribe()
    }

    /// Tells the match's watchers it changed (no watchers is fine).
    pub fn publish(&self, match_id: i64, entries: i64) {
        let _ = self.sender(match_id).send(entries);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn watchers_of_a_match_hear_its_changes_only() {
        let live = Live::default();
        let mut a = live.subscribe(1);
        let mut b = live.subscribe(2);
        live.publish(1, 7);
        assert_eq!(a.recv().await.ok(), Some(7));
        assert!(b.try_recv().is_err());
    }
}
