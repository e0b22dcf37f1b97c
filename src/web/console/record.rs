//! Recording one entry (an action or an undo) the only safe way: one `BEGIN IMMEDIATE`
//! transaction that reloads the entries, honours the idempotency key (a double tap
//! records once), checks the page was looking at the latest entry (`expected`), asks
//! the engine, appends, commits — and only then tells the live watchers.

use crate::db::{self, DbError, matches::NewEntry};
use crate::engine::{Action, ClockEvent, Game, MatchLog, Refusal};
use crate::web::AppState;

/// What to record.
pub struct Submission<'a> {
    /// The match.
    pub match_id: i64,
    /// The action, or `None` for an undo of the latest effective action.
    pub action: Option<Action>,
    /// The entry count the submitting page saw (`None`: a draft link, where the four
    /// seats pick at once and the engine alone decides).
    pub expected: Option<i64>,
    /// The form's idempotency key.
    pub key: Option<&'a str>,
    /// A reason (undo, early end).
    pub reason: Option<&'a str>,
    /// The account recording it (`None`: a player's draft link).
    pub by: Option<i64>,
    /// `console`, `api` or `draft_link`.
    pub via: &'a str,
    /// A referee may undo only an action, not an undo (organizers may go on).
    pub single_undo: bool,
}

/// Why nothing was recorded.
#[derive(Debug)]
pub enum RecordError {
    /// No such match.
    NotFound,
    /// The result is signed off: the match is locked.
    Locked,
    /// The page was not looking at the latest entry; `entries` is the stored count.
    Stale {
        /// The stored entry count.
        entries: i64,
    },
    /// The engine refused the action.
    Refused(Refusal),
    /// Undo with nothing to undo.
    NothingToUndo,
    /// The setup has no draft yet: nothing can be recorded.
    NotReady,
    /// A referee tried to undo an undo.
    UndoLimit,
    /// Storage failed.
    Db(DbError),
    /// The stored log no longer replays (a bug, or an engine change).
    Corrupt(String),
}

impl From<DbError> for RecordError {
    fn from(e: DbError) -> Self {
        RecordError::Db(e)
    }
}

/// What was recorded.
pub struct Recorded {
    /// The entry count now.
    pub entries: i64,
    /// True if the key had been used already and nothing new was stored.
    pub repeated: bool,
}

/// Parses a stored setup plus effective actions into a log.
pub fn build_log(setup_json: &str, actions: &[&str]) -> Result<MatchLog, String> {
    let mut log = MatchLog::parse(setup_json).map_err(|e| e.to_string())?;
    log.actions = actions
        .iter()
        .map(|a| serde_json::from_str::<Action>(a).map_err(|e| e.to_string()))
        .collect::<Result<_, _>>()?;
    Ok(log)
}

/// Replays a log, mapping a failure to text (stored logs always replay).
pub fn replay(log: &MatchLog) -> Result<Game, String> {
    crate::engine::replay(log).map_err(|f| f.to_string())
}

/// Records one entry; see the module docs.
///
/// # Errors
/// [`RecordError`]; nothing is stored then.
pub async fn record(state: &AppState, s: Submission<'_>) -> Result<Recorded, RecordError> {
    let now = state.clock.now();
    let mut tx = state.db.begin_write().await?;
    let m = db::matches::get_tx(&mut tx, s.match_id)
        .await?
        .ok_or(RecordError::NotFound)?;
    if m.status == "signed" {
        return Err(RecordError::Locked);
    }
    let entries = db::matches::entries_tx(&mut tx, s.match_id).await?;
    let count = i64::try_from(entries.len()).unwrap_or(i64::MAX);
    if let Some(key) = s.key
        && entries
            .iter()
            .any(|e| e.idempotency_key.as_deref() == Some(key))
    {
        return Ok(Recorded {
            entries: count,
            repeated: true,
        });
    }
    if s.expected.is_some_and(|e| e != count) {
        return Err(RecordError::Stale { entries: count });
    }
    let effective = db::matches::effective_actions(&entries);
    let log = build_log(&m.setup_json, &effective).map_err(RecordError::Corrupt)?;
    if !super::draft_ready(&log) {
        return Err(RecordError::NotReady);
    }
    let game = replay(&log).map_err(RecordError::Corrupt)?;
    let mut seq = count;
    let mut add = |kind: &'static str, json: Option<String>, via: &'static str| {
        seq += 1;
        (seq, kind, json, via)
    };
    let mut rows = Vec::new();
    let finished = match &s.action {
        None => {
            if effective.is_empty() {
                return Err(RecordError::NothingToUndo);
            }
            if s.single_undo && entries.last().is_some_and(|e| e.kind == "undo") {
                return Err(RecordError::UndoLimit);
            }
            let mut shorter = log.clone();
            shorter.actions.pop();
            rows.push(add("undo", None, "console"));
            replay(&shorter).map_err(RecordError::Corrupt)?.finished()
        }
        Some(action) => {
            let mut game = game;
            // The match clock starts when the first round-1 reinforcement tank is
            // placed: the server records it with its own time, just before.
            if game.clock_due_to_start() && matches!(action, Action::Place { .. }) {
                let start = Action::Clock {
                    event: ClockEvent::Start,
                    at: now,
                };
                game = game.apply(&start).map_err(RecordError::Refused)?;
                rows.push(add("action", Some(to_json(&start)?), "server"));
            }
            let next = game.apply(action).map_err(RecordError::Refused)?;
            rows.push(add("action", Some(to_json(action)?), "submitted"));
            next.finished()
        }
    };
    let at = now.timestamp();
    for (seq, kind, json, via) in &rows {
        let is_submitted = *via != "server";
        let entry = NewEntry {
            kind,
            action_json: json.as_deref(),
            reason: if is_submitted { s.reason } else { None },
            entered_by: s.by,
            entered_via: if is_submitted { s.via } else { "server" },
            entered_at: at,
            key: if is_submitted { s.key } else { None },
        };
        db::matches::insert_entry(&mut tx, s.match_id, *seq, &entry).await?;
    }
    let status = if finished { "finished" } else { "playing" };
    db::matches::set_status(&mut tx, s.match_id, status).await?;
    tx.commit().await.map_err(DbError::from)?;
    state.live.publish(s.match_id, seq);
    Ok(Recorded {
        entries: seq,
        repeated: false,
    })
}

fn to_json(a: &Action) -> Result<String, RecordError> {
    serde_json::to_string(a).map_err(|e| RecordError::Corrupt(e.to_string()))
}
