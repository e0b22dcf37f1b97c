//! Recording one entry (an action or an undo) the only safe way: inside a
//! `BEGIN IMMEDIATE` transaction, honour the idempotency key (a double tap records
//! once), check the page was looking at the latest entry (`expected`), ask the engine,
//! append, commit — and only then tell the live watchers.
//!
//! Two things keep this fast at a busy evening (figures in docs/PERFORMANCE.md): the
//! transaction is shared with the other recordings arriving meanwhile, one commit for
//! all ([`crate::db::Db::write_batched`]), and the game after the latest entry is kept
//! in memory ([`super::replayed`]), so an action is checked against it instead of
//! replaying the whole stored log.
//!
//! The turn's timing is the match's console's ([`super::ruleset::Console::turn_key`]):
//! the caller passes the registry in ([`super::record::record`]) or, for the 2 vs 2
//! draft, its own console, so this module sits below the ruleset consoles.

use super::clock::effective_timed;
use super::denied::RecordError;
use super::replayed::Kept;
use super::ruleset::{Console, replay_timed, stored as stored_ruleset};
use crate::db::{self, DbResult, WriteTx, match_entries::NewEntry, matches::MatchRow};
use crate::engine::RulesetId;
use crate::engine::any::{AnyAction, AnyGame, AnyLog};
use crate::engine::table::Table;
use crate::web::AppState;

/// What to record.
pub struct Submission<'a> {
    /// The match.
    pub match_id: i64,
    /// The action (of the match's ruleset), or `None` for an undo of the latest
    /// effective action.
    pub action: Option<AnyAction>,
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

/// What was recorded.
pub struct Recorded {
    /// The entry count now.
    pub entries: i64,
    /// True if the key had been used already and nothing new was stored.
    pub repeated: bool,
    /// The match row as it now stands.
    pub row: MatchRow,
    /// The game after the new entry and its turn's timing (`None` when `repeated`).
    pub kept: Option<Kept>,
}

/// Parses a stored setup plus effective actions into a log of its ruleset.
pub fn build_log(setup_json: &str, actions: &[&str]) -> Result<AnyLog, String> {
    let mut log = AnyLog::parse(setup_json).map_err(|e| e.to_string())?;
    for a in actions {
        let value: serde_json::Value = serde_json::from_str(a).map_err(|e| e.to_string())?;
        let action = log.action_from_json(&value).map_err(|e| e.to_string())?;
        log.push(action).map_err(|e| e.to_string())?;
    }
    Ok(log)
}

/// Replays a log, mapping a failure to text (stored logs always replay).
pub fn replay(log: &AnyLog) -> Result<AnyGame, String> {
    AnyGame::replay(log).map_err(|f| f.to_string())
}

/// The console of a ruleset, as the registry gives it ([`super::registry::console`]).
pub type Consoles = fn(RulesetId) -> &'static dyn Console;

/// Records one entry; see the module docs. `consoles` gives the match's console (the
/// registry, or a console that records only its own matches).
///
/// # Errors
/// [`RecordError`]; nothing is stored then.
pub async fn record(
    state: &AppState,
    s: Submission<'_>,
    consoles: Consoles,
) -> Result<Recorded, RecordError> {
    if s.action.is_some() && !state.replayed.holds(s.match_id) {
        // Replay a match nobody has read since start-up here, in this request's own
        // task, and keep it: inside the shared transaction the replay would hold up
        // every other referee's commit. (An error is left for the checks inside.)
        let _ = super::load(state, s.match_id).await;
    }
    let job = Job {
        state: state.clone(),
        match_id: s.match_id,
        action: s.action,
        expected: s.expected,
        key: s.key.map(str::to_string),
        reason: s.reason.map(str::to_string),
        by: s.by,
        via: s.via.to_string(),
        single_undo: s.single_undo,
        consoles,
    };
    let recorded = state
        .db
        .write_batched(move |tx| Box::pin(job.run(tx)))
        .await?;
    if let Some(kept) = &recorded.kept {
        // Kept only once durable: a batch that failed to commit keeps nothing.
        state.replayed.put(
            s.match_id,
            recorded.entries,
            &recorded.row.setup_json,
            kept.clone(),
        );
        state.live.publish(s.match_id, recorded.entries);
    }
    Ok(recorded)
}

/// A [`Submission`] that owns its parts, to run in the shared transaction.
struct Job {
    state: AppState,
    match_id: i64,
    action: Option<AnyAction>,
    expected: Option<i64>,
    key: Option<String>,
    reason: Option<String>,
    by: Option<i64>,
    via: String,
    single_undo: bool,
    /// The console of the match's ruleset, by id.
    consoles: Consoles,
}

/// What a job will write, once every check has passed.
struct Plan {
    row: MatchRow,
    /// (seq, kind, action JSON, submitted — false for the server's clock start)
    rows: Vec<(i64, &'static str, Option<String>, bool)>,
    /// The game and turn after the new entries.
    after: Kept,
    /// The entries' time, unix seconds.
    at: i64,
}

/// The stored entries replayed (for an undo, or a game not kept in memory), with
/// what an undo needs: the entries, the log and the effective actions' times.
struct Stored {
    entries: Vec<db::match_entries::EntryRow>,
    log: AnyLog,
    times: Vec<i64>,
    kept: Kept,
}

/// Reads and replays the stored entries; `Ok(Err(_))` for a refusal.
async fn stored(
    tx: &mut WriteTx,
    match_id: i64,
    setup_json: &str,
    c: &dyn Console,
) -> DbResult<Result<Stored, RecordError>> {
    let entries = db::match_entries::entries_tx(tx, match_id).await?;
    let timed = effective_timed(&entries);
    let effective: Vec<&str> = timed.iter().map(|(a, _)| *a).collect();
    let times: Vec<i64> = timed.iter().map(|(_, t)| *t).collect();
    let log = match build_log(setup_json, &effective) {
        Ok(log) => log,
        Err(e) => return Ok(Err(RecordError::Corrupt(e))),
    };
    if !log.ready() {
        return Ok(Err(RecordError::NotReady));
    }
    let (game, turn) = match replay_timed(c, &log, &times) {
        Ok(x) => x,
        Err(e) => return Ok(Err(RecordError::Corrupt(e))),
    };
    Ok(Ok(Stored {
        entries,
        log,
        times,
        kept: Kept { game, turn },
    }))
}

impl Job {
    /// Checks, then writes; refusals come before any write (see `write_batched`).
    async fn run(self, tx: &mut WriteTx) -> DbResult<Result<Recorded, RecordError>> {
        let plan = match self.plan(tx).await? {
            Ok(Ok(plan)) => plan,
            Ok(Err(repeated)) => return Ok(Ok(repeated)),
            Err(refusal) => return Ok(Err(refusal)),
        };
        let Plan {
            mut row,
            rows,
            after,
            at,
        } = plan;
        let mut seq = 0;
        for (s, kind, json, submitted) in &rows {
            let entry = NewEntry {
                kind,
                action_json: json.as_deref(),
                reason: self.reason.as_deref().filter(|_| *submitted),
                entered_by: self.by,
                entered_via: if *submitted { &self.via } else { "server" },
                entered_at: at,
                key: self.key.as_deref().filter(|_| *submitted),
            };
            db::match_entries::insert_entry(tx, self.match_id, *s, &entry).await?;
            seq = *s;
        }
        let status = if after.game.finished() {
            "finished"
        } else {
            "playing"
        };
        if row.status != status {
            db::matches::set_status(tx, self.match_id, status).await?;
            row.status = status.to_string();
        }
        Ok(Ok(Recorded {
            entries: seq,
            repeated: false,
            row,
            kept: Some(after),
        }))
    }

    /// Every check, and the entries to write; `Ok(Err(_))` when the key was used
    /// already (nothing to write).
    async fn plan(
        &self,
        tx: &mut WriteTx,
    ) -> DbResult<Result<Result<Plan, Recorded>, RecordError>> {
        let now = self.state.clock.now();
        let id = self.match_id;
        let Some((row, count, used)) =
            db::matches::get_with_tip_tx(tx, id, self.key.as_deref()).await?
        else {
            return Ok(Err(RecordError::NotFound));
        };
        if row.status == "signed" {
            return Ok(Err(RecordError::Locked));
        }
        if used {
            return Ok(Ok(Err(Recorded {
                entries: count,
                repeated: true,
                row,
                kept: None,
            })));
        }
        if self.expected.is_some_and(|e| e != count) {
            return Ok(Err(RecordError::Stale { entries: count }));
        }
        // The game so far: kept in memory, or replayed from the stored entries (always
        // for an undo, which needs them).
        // The match's console, for the turn's timing (an unknown ruleset's setup does
        // not build a log: refused below as it always was).
        let Some(c) = stored_ruleset(&row.setup_json).map(self.consoles) else {
            return Ok(Err(RecordError::Corrupt(format!(
                "no console for the match {id}"
            ))));
        };
        let kept = match self.action {
            Some(_) => self.state.replayed.get(id, count, &row.setup_json),
            None => None,
        };
        let (kept, stored) = match kept {
            Some(kept) => (kept, None),
            None => match stored(tx, id, &row.setup_json, c).await? {
                Ok(s) => (s.kept.clone(), Some(s)),
                Err(e) => return Ok(Err(e)),
            },
        };
        let mut rows = Vec::new();
        let mut seq = count;
        let at = now.timestamp();
        let after = match (&self.action, stored) {
            (None, Some(mut s)) => {
                let Some(before) = s.log.without_last() else {
                    return Ok(Err(RecordError::NothingToUndo));
                };
                if self.single_undo && s.entries.last().is_some_and(|e| e.kind == "undo") {
                    return Ok(Err(RecordError::UndoLimit));
                }
                s.times.pop();
                seq += 1;
                rows.push((seq, "undo", None, true));
                match replay_timed(c, &before, &s.times) {
                    Ok((game, turn)) => Kept { game, turn },
                    Err(e) => return Ok(Err(RecordError::Corrupt(e))),
                }
            }
            (None, None) => return Ok(Err(RecordError::Corrupt("undo without the log".into()))),
            (Some(action), _) => match Self::act(c, kept, action, now, &mut seq, &mut rows) {
                Ok(k) => k,
                Err(e) => return Ok(Err(e)),
            },
        };
        Ok(Ok(Ok(Plan {
            row,
            rows,
            after,
            at,
        })))
    }

    /// Applies the action (and the server's clock start before it, when due), keeping
    /// the turn's timing as a replay of the stored entries would find it.
    fn act(
        c: &dyn Console,
        kept: Kept,
        action: &AnyAction,
        now: chrono::DateTime<chrono::Utc>,
        seq: &mut i64,
        rows: &mut Vec<(i64, &'static str, Option<String>, bool)>,
    ) -> Result<Kept, RecordError> {
        let Kept { mut game, mut turn } = kept;
        let at = now.timestamp();
        // Clock times come from the server, always: whatever time a client sent
        // (the API takes an `at` for compatibility) is replaced by the recording's.
        let action = &action.stamped(now);
        // The match clock starts when the ruleset says (the first round-1
        // reinforcement, in both rulesets so far) and a placement comes: the server
        // records the start with its own time, just before.
        if game.clock_due(now) == Some("start") && action.kind() == "place" {
            let start = game
                .clock_action("start", now)
                .ok_or_else(|| RecordError::Corrupt("no clock start".into()))?;
            game.apply_mut(&start).map_err(RecordError::Refused)?;
            turn.after(c.turn_key(&game), &game, at);
            *seq += 1;
            rows.push((*seq, "action", Some(to_json(&start, game.map())?), false));
        }
        game.apply_mut(action).map_err(RecordError::Refused)?;
        turn.after(c.turn_key(&game), &game, at);
        *seq += 1;
        rows.push((*seq, "action", Some(to_json(action, game.map())?), true));
        Ok(Kept { game, turn })
    }
}

/// The action as stored, one way for every ruleset: its log JSON written with
/// territory ids read on the match's board `map` (a TEG Jr match's may be a club's,
/// whose country ids are its own slugs), as the engine writes a whole log's actions.
fn to_json(a: &AnyAction, map: &'static crate::engine::map::Map) -> Result<String, RecordError> {
    let json = crate::engine::map::on_map(map, || a.to_json());
    if json.is_null() {
        return Err(RecordError::Corrupt(format!(
            "{} does not serialise",
            a.kind()
        )));
    }
    serde_json::to_string(&json).map_err(|e| RecordError::Corrupt(e.to_string()))
}
