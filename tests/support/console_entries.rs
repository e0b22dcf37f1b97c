//! Writes a game into a tournament match's log as the console stores it: the table's
//! seats kept, one action entry per move, the match's status set, in one write
//! transaction. Shared by the web tests (`tests/web/fixture.rs`) and the binaries
//! that drive the real server (`tests/backup.rs`), since a whole game through HTTP
//! takes far too long for a fixture.

use arbitro::db::match_entries;
use arbitro::db::{Db, matches};
use arbitro::engine::MatchLog;

/// Who enters the moves, and when: entry `n` (1-based) is stamped
/// `first_at + (n - 1) * step`.
pub struct Entrant {
    pub user: i64,
    pub first_at: i64,
    pub step: i64,
}

impl Entrant {
    /// The first account (the organizer), every entry at time 0.
    pub const ORGANIZER: Entrant = Entrant {
        user: 1,
        first_at: 0,
        step: 0,
    };
}

/// Stores `log`'s moves on match `match_id` as the console would, with the match's own
/// players in place of the log's (same seats and teams: only names and team labels
/// change), and leaves the match in `status`. Returns the log as stored.
pub async fn store_as_console(
    db: &Db,
    match_id: i64,
    mut log: MatchLog,
    by: &Entrant,
    status: &str,
) -> MatchLog {
    let m = matches::get(db, match_id).await.unwrap().unwrap();
    log.players = MatchLog::parse(&m.setup_json).unwrap().players;
    let actions = std::mem::take(&mut log.actions);
    assert!(
        matches::update_setup(db, match_id, &log.to_json())
            .await
            .unwrap()
    );
    let mut tx = db.begin_write().await.unwrap();
    for (n, a) in (1..).zip(&actions) {
        let json = serde_json::to_string(a).unwrap();
        let entry = match_entries::NewEntry {
            kind: "action",
            action_json: Some(&json),
            reason: None,
            entered_by: Some(by.user),
            entered_via: "console",
            entered_at: by.first_at + (n - 1) * by.step,
            key: None,
        };
        match_entries::insert_entry(&mut tx, match_id, n, &entry)
            .await
            .unwrap();
    }
    matches::set_status(&mut tx, match_id, status)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    log.actions = actions;
    log
}
