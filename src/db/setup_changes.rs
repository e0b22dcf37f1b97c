//! Player edits after a match was created (names, colours), stored together with the
//! audit row that says who changed what. The web layer decides what may change (a
//! colour only before the first entry); this module only makes the write atomic: the
//! setup is replaced only if it is still the one the editor saw, in the same
//! `BEGIN IMMEDIATE` transaction that checks the entries and writes the audit rows.

use super::format::By;
use super::{Db, DbResult, WriteTx};

/// One changed field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupChange {
    /// The seat, 0–3.
    pub seat: i64,
    /// `name` or `colour`.
    pub field: &'static str,
    /// The value before.
    pub old_value: String,
    /// The value after.
    pub new_value: String,
}

/// A stored change, for the history.
#[derive(Clone, Debug)]
pub struct SetupChangeRow {
    /// The seat, 0–3.
    pub seat: i64,
    /// `name` or `colour`.
    pub field: String,
    /// Before.
    pub old_value: String,
    /// After.
    pub new_value: String,
    /// The account's name.
    pub changed_by_name: String,
    /// Unix seconds.
    pub changed_at: i64,
}

/// How a save ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Saved {
    /// Stored, with its audit rows.
    Done,
    /// No such match.
    NotFound,
    /// Signed off: locked.
    Locked,
    /// The setup changed since the editor loaded it: nothing stored.
    Moved,
    /// The edit needs a match without entries, and it has some now.
    Started,
}

/// A player edit to store.
pub struct PlayerEdit<'a> {
    /// The match.
    pub match_id: i64,
    /// The setup JSON the editor saw.
    pub old_setup: &'a str,
    /// The setup JSON to store.
    pub new_setup: &'a str,
    /// Refuse if the match has entries (a colour changes only before the first one).
    pub before_first_entry: bool,
    /// The audit rows.
    pub changes: &'a [SetupChange],
    /// The account editing.
    pub by: i64,
    /// Unix seconds.
    pub now: i64,
}

/// Replaces the setup of a match with `new_setup` if it still is `old_setup` (and,
/// with `before_first_entry`, only while it has no entry), writing one audit row per
/// change, all in one transaction.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn save_players(db: &Db, e: &PlayerEdit<'_>) -> DbResult<Saved> {
    let match_id = e.match_id;
    let mut tx = db.begin_write().await?;
    let Some(row) = sqlx::query!(
        "SELECT setup_json, status FROM matches WHERE id = ?",
        match_id
    )
    .fetch_optional(&mut *tx)
    .await?
    else {
        return Ok(Saved::NotFound);
    };
    if row.status == "signed" {
        return Ok(Saved::Locked);
    }
    if row.setup_json != e.old_setup {
        return Ok(Saved::Moved);
    }
    let entries = sqlx::query_scalar!(
        "SELECT COUNT(*) FROM match_entries WHERE match_id = ?",
        match_id
    )
    .fetch_one(&mut *tx)
    .await?;
    if e.before_first_entry && entries > 0 {
        return Ok(Saved::Started);
    }
    sqlx::query!(
        "UPDATE matches SET setup_json = ? WHERE id = ?",
        e.new_setup,
        match_id
    )
    .execute(&mut *tx)
    .await?;
    let by = By::new(e.by, e.now);
    for c in e.changes {
        let values = (c.old_value.as_str(), c.new_value.as_str());
        insert_change(&mut tx, match_id, c.seat, c.field, values, by).await?;
    }
    tx.commit().await?;
    Ok(Saved::Done)
}

/// Stores one changed field of a match's players, from its value before to its value
/// after, inside the caller's transaction: a live edit and an imported archive write
/// the same row.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub(super) async fn insert_change(
    tx: &mut WriteTx,
    match_id: i64,
    seat: i64,
    field: &str,
    (old_value, new_value): (&str, &str),
    by: By,
) -> DbResult<()> {
    sqlx::query!(
        "INSERT INTO match_setup_changes
               (match_id, seat, field, old_value, new_value, changed_by, changed_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)",
        match_id,
        seat,
        field,
        old_value,
        new_value,
        by.user,
        by.at
    )
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Every player edit of a match, oldest first.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn changes(db: &Db, match_id: i64) -> DbResult<Vec<SetupChangeRow>> {
    Ok(sqlx::query_as!(
        SetupChangeRow,
        r#"SELECT c.seat, c.field, c.old_value, c.new_value,
                  u.username AS changed_by_name, c.changed_at
           FROM match_setup_changes c JOIN users u ON u.id = c.changed_by
           WHERE c.match_id = ? ORDER BY c.id"#,
        match_id
    )
    .fetch_all(db.pool())
    .await?)
}

/// The tournament a match belongs to, if it was opened by a published round.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn tournament_of(db: &Db, match_id: i64) -> DbResult<Option<i64>> {
    Ok(
        sqlx::query_scalar!("SELECT tournament_id FROM matches WHERE id = ?", match_id)
            .fetch_optional(db.pool())
            .await?
            .flatten(),
    )
}
