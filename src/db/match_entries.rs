//! A match's entries as stored: append-only, an undo being an entry too;
//! [`effective_actions`] folds them into the actions that count.

use super::{Db, DbResult, WriteTx};

/// One recorded entry.
#[derive(Clone, Debug)]
pub struct EntryRow {
    /// 1-based position in the match.
    pub seq: i64,
    /// `action` or `undo`.
    pub kind: String,
    /// The action JSON (none for an undo).
    pub action_json: Option<String>,
    /// The reason given (undo, early end).
    pub reason: Option<String>,
    /// The account that recorded it (none for a player's draft pick).
    pub entered_by: Option<i64>,
    /// The account's name, if any.
    pub entered_by_name: Option<String>,
    /// `console`, `api`, `draft_link` or `server` (the automatic clock start).
    pub entered_via: String,
    /// Unix seconds.
    pub entered_at: i64,
    /// The submitting form's key.
    pub idempotency_key: Option<String>,
}

/// A new entry to append.
pub struct NewEntry<'a> {
    /// `action` or `undo`.
    pub kind: &'a str,
    /// The action JSON.
    pub action_json: Option<&'a str>,
    /// A reason, if given.
    pub reason: Option<&'a str>,
    /// Who (none for a draft link).
    pub entered_by: Option<i64>,
    /// Through what.
    pub entered_via: &'a str,
    /// Unix seconds.
    pub entered_at: i64,
    /// The idempotency key, if any.
    pub key: Option<&'a str>,
}

/// The actions that count: entries in order, each undo cancelling the latest action
/// not yet cancelled. Returns the action JSON texts.
pub fn effective_actions(entries: &[EntryRow]) -> Vec<&str> {
    let mut out = Vec::new();
    for e in entries {
        match (e.kind.as_str(), e.action_json.as_deref()) {
            ("action", Some(a)) => out.push(a),
            ("undo", _) => {
                out.pop();
            }
            _ => {}
        }
    }
    out
}

/// Every entry of a match, in order.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn entries(db: &Db, match_id: i64) -> DbResult<Vec<EntryRow>> {
    entries_on(db.pool(), match_id).await
}

/// Every entry of a match, inside a write transaction.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn entries_tx(tx: &mut WriteTx, match_id: i64) -> DbResult<Vec<EntryRow>> {
    entries_on(&mut **tx, match_id).await
}

/// The one query behind both: on the pool, or inside a transaction.
async fn entries_on<'e>(
    on: impl sqlx::SqliteExecutor<'e>,
    match_id: i64,
) -> DbResult<Vec<EntryRow>> {
    Ok(sqlx::query_as!(
        EntryRow,
        r#"SELECT e.seq, e.kind, e.action_json, e.reason, e.entered_by,
                  u.username AS entered_by_name, e.entered_via, e.entered_at, e.idempotency_key
           FROM match_entries e LEFT JOIN users u ON u.id = e.entered_by
           WHERE e.match_id = ? ORDER BY e.seq"#,
        match_id
    )
    .fetch_all(on)
    .await?)
}

/// Appends one entry at `seq`.
///
/// # Errors
/// [`super::DbError::Duplicate`] if the seq or key is taken.
pub async fn insert_entry(
    tx: &mut WriteTx,
    match_id: i64,
    seq: i64,
    e: &NewEntry<'_>,
) -> DbResult<()> {
    sqlx::query!(
        "INSERT INTO match_entries (match_id, seq, kind, action_json, reason, entered_by,
                                    entered_via, entered_at, idempotency_key)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        match_id,
        seq,
        e.kind,
        e.action_json,
        e.reason,
        e.entered_by,
        e.entered_via,
        e.entered_at,
        e.key
    )
    .execute(&mut **tx)
    .await?;
    Ok(())
}
