//! Live updates: tokio broadcast channels that tell watchers "this changed, fetch it
//! again". Nothing is sent before it is stored: callers publish after their commit.
//!
//! - Per match: the console publishes after each commit; the public table page's
//!   server-sent events forward each message so `static/table.js` fetches the board.
//! - Any match: every match publication is also sent on one shared channel, so a
//!   tournament's watchers hear its tables without the console knowing tournaments.
//! - Per tournament: round publication and result-visibility changes; a
//!   [`TournamentWatch`] merges these with the shared channel, keeping only the
//!   tournament's own matches (the projector and the live tables page use it).

use std::collections::{HashMap, HashSet};
use std::hash::Hash;
use std::sync::Mutex;
use tokio::sync::broadcast::{self, error::RecvError};

/// Messages kept per channel for a slow watcher; a watcher that falls further behind
/// simply gets the next one (each message means "fetch again").
const BACKLOG: usize = 16;

/// The shared channel carries every table of every tournament at once: a deeper
/// backlog so a watcher busy for a moment during a busy round does not lag.
const ANY_MATCH_BACKLOG: usize = 256;

/// A match's new state was stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchChange {
    /// The match.
    pub match_id: i64,
    /// Its entry count after the change.
    pub entries: i64,
}

/// Something a tournament's public pages show changed, besides its matches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TournamentChange {
    /// A round was published: new pairings, new tables.
    RoundPublished,
    /// A round's results were shown or hidden: the public standings change.
    ResultsVisibility,
    /// Anything else shown publicly (teams, corrections).
    Other,
}

impl TournamentChange {
    /// The stable name sent as the event's data.
    pub fn as_str(self) -> &'static str {
        match self {
            TournamentChange::RoundPublished => "round",
            TournamentChange::ResultsVisibility => "results",
            TournamentChange::Other => "other",
        }
    }
}

/// Broadcast channels by key, created on first use and dropped once nobody listens.
/// `None` once closed: every later channel is born closed.
struct Channels<K, T> {
    map: Mutex<Option<HashMap<K, broadcast::Sender<T>>>>,
}

impl<K: Hash + Eq + Copy, T: Clone> Channels<K, T> {
    fn new() -> Self {
        Channels {
            map: Mutex::new(Some(HashMap::new())),
        }
    }

    /// Drops every sender: their receivers end.
    fn close(&self) {
        self.map.lock().unwrap_or_else(|e| e.into_inner()).take();
    }

    fn sender(&self, key: K) -> broadcast::Sender<T> {
        let mut guard = self.map.lock().unwrap_or_else(|e| e.into_inner());
        let Some(map) = guard.as_mut() else {
            // Closed: a sender nobody keeps, so its receivers end at once.
            return broadcast::channel(1).0;
        };
        // Channels nobody listens to any more are dropped as we go.
        map.retain(|k, tx| *k == key || tx.receiver_count() > 0);
        map.entry(key)
            .or_insert_with(|| broadcast::channel(BACKLOG).0)
            .clone()
    }
}

/// The registry of live channels.
pub struct Live {
    matches: Channels<i64, i64>,
    tournaments: Channels<i64, TournamentChange>,
    /// Individual tournaments have ids of their own: a channel set of their own.
    individuals: Channels<i64, TournamentChange>,
    /// `None` once closed.
    any_match: Mutex<Option<broadcast::Sender<MatchChange>>>,
}

impl Default for Live {
    fn default() -> Self {
        Live {
            matches: Channels::new(),
            tournaments: Channels::new(),
            individuals: Channels::new(),
            any_match: Mutex::new(Some(broadcast::channel(ANY_MATCH_BACKLOG).0)),
        }
    }
}

impl Live {
    /// Listens to a match; each message is the match's entry count after a change.
    pub fn subscribe(&self, match_id: i64) -> broadcast::Receiver<i64> {
        self.matches.sender(match_id).subscribe()
    }

    /// Tells the match's watchers, and every tournament watcher, that it changed
    /// (no watchers is fine).
    pub fn publish(&self, match_id: i64, entries: i64) {
        let _ = self.matches.sender(match_id).send(entries);
        if let Some(tx) = self.any_match().as_ref() {
            let _ = tx.send(MatchChange { match_id, entries });
        }
    }

    fn any_match(&self) -> std::sync::MutexGuard<'_, Option<broadcast::Sender<MatchChange>>> {
        self.any_match.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Ends every event stream (at shutdown): a stream left open — a projector stays
    /// on all evening — would otherwise keep a graceful shutdown waiting for ever.
    pub fn close(&self) {
        self.matches.close();
        self.tournaments.close();
        self.individuals.close();
        self.any_match().take();
    }

    /// Tells a tournament's watchers that something they show changed.
    pub fn tournament_changed(&self, tournament: i64, change: TournamentChange) {
        let _ = self.tournaments.sender(tournament).send(change);
    }

    /// A tournament round was published (after its commit).
    pub fn round_published(&self, tournament: i64) {
        self.tournament_changed(tournament, TournamentChange::RoundPublished);
    }

    /// Starts watching a tournament. It hears only the matches in
    /// [`TournamentWatch::set_matches`]; subscribe first, then load the match ids, so
    /// that nothing committed in between is missed.
    pub fn watch_tournament(&self, tournament: i64) -> TournamentWatch {
        self.watch(self.tournaments.sender(tournament).subscribe())
    }

    /// Tells an individual tournament's watchers that something they show changed.
    pub fn individual_changed(&self, tournament: i64, change: TournamentChange) {
        let _ = self.individuals.sender(tournament).send(change);
    }

    /// Starts watching an individual tournament, as [`Live::watch_tournament`].
    pub fn watch_individual(&self, tournament: i64) -> TournamentWatch {
        self.watch(self.individuals.sender(tournament).subscribe())
    }

    fn watch(&self, own: broadcast::Receiver<TournamentChange>) -> TournamentWatch {
        let any_match = match self.any_match().as_ref() {
            Some(tx) => tx.subscribe(),
            // Closed: a receiver whose sender is gone at once, so the watch ends.
            None => broadcast::channel(1).1,
        };
        TournamentWatch {
            own,
            any_match,
            matches: HashSet::new(),
        }
    }
}

/// What a [`TournamentWatch`] heard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heard {
    /// One of the tournament's matches changed.
    Match(MatchChange),
    /// The tournament itself changed (its match ids may have too: reload them).
    Tournament(TournamentChange),
    /// Messages were missed: fetch everything again.
    Lagged,
}

impl Heard {
    /// The event's data: `match:<id>:<entries>`, `round`, `results`, `other`, `lagged`.
    pub fn data(&self) -> String {
        match self {
            Heard::Match(m) => format!("match:{}:{}", m.match_id, m.entries),
            Heard::Tournament(c) => c.as_str().to_string(),
            Heard::Lagged => "lagged".to_string(),
        }
    }
}

/// A tournament's changes: its own channel plus the shared match channel, filtered by
/// the tournament's match ids.
pub struct TournamentWatch {
    own: broadcast::Receiver<TournamentChange>,
    any_match: broadcast::Receiver<MatchChange>,
    matches: HashSet<i64>,
}

impl TournamentWatch {
    /// The matches that belong to the tournament (reloaded after a round is published).
    pub fn set_matches(&mut self, ids: HashSet<i64>) {
        self.matches = ids;
    }

    /// The next change of this tournament; `None` once the registry is gone.
    pub async fn next(&mut self) -> Option<Heard> {
        loop {
            tokio::select! {
                r = self.own.recv() => match r {
                    Ok(c) => return Some(Heard::Tournament(c)),
                    Err(RecvError::Lagged(_)) => return Some(Heard::Lagged),
                    Err(RecvError::Closed) => return None,
                },
                r = self.any_match.recv() => match r {
                    Ok(m) if self.matches.contains(&m.match_id) => return Some(Heard::Match(m)),
                    Ok(_) => continue,
                    Err(RecvError::Lagged(_)) => return Some(Heard::Lagged),
                    Err(RecvError::Closed) => return None,
                },
            }
        }
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

    #[tokio::test]
    async fn a_tournament_watch_hears_its_matches_and_itself_only() {
        let live = Live::default();
        let mut w = live.watch_tournament(10);
        w.set_matches([1, 2].into_iter().collect());
        // Another tournament's match and another tournament's news are filtered out.
        live.publish(3, 5);
        live.tournament_changed(11, TournamentChange::RoundPublished);
        live.publish(2, 9);
        let heard = w.next().await;
        assert_eq!(
            heard,
            Some(Heard::Match(MatchChange {
                match_id: 2,
                entries: 9
            }))
        );
        assert_eq!(heard.unwrap().data(), "match:2:9");
        live.tournament_changed(10, TournamentChange::ResultsVisibility);
        assert_eq!(
            w.next().await,
            Some(Heard::Tournament(TournamentChange::ResultsVisibility))
        );
    }

    #[tokio::test]
    async fn closing_ends_every_stream() {
        let live = Live::default();
        let mut table = live.subscribe(1);
        let mut w = live.watch_tournament(1);
        live.close();
        assert!(table.recv().await.is_err());
        assert_eq!(w.next().await, None);
        assert_eq!(live.watch_tournament(2).next().await, None);
        assert!(live.subscribe(2).recv().await.is_err());
    }

    #[tokio::test]
    async fn an_individual_tournament_is_not_heard_by_the_team_tournament_of_its_id() {
        let live = Live::default();
        let mut team = live.watch_tournament(1);
        let mut solo = live.watch_individual(1);
        live.individual_changed(1, TournamentChange::RoundPublished);
        assert_eq!(
            solo.next().await,
            Some(Heard::Tournament(TournamentChange::RoundPublished))
        );
        live.tournament_changed(1, TournamentChange::Other);
        assert_eq!(
            team.next().await,
            Some(Heard::Tournament(TournamentChange::Other))
        );
    }

    #[tokio::test]
    async fn a_watch_that_falls_behind_is_told_to_fetch_everything() {
        let live = Live::default();
        let mut w = live.watch_tournament(1);
        w.set_matches([1].into_iter().collect());
        for n in 0..(ANY_MATCH_BACKLOG as i64 + 5) {
            live.publish(1, n);
        }
        assert_eq!(w.next().await, Some(Heard::Lagged));
    }
}
