//! Matches as stored: the setup, the status, the sign-off, the private draft links
//! (their entries are in [`super::match_entries`], their referees in
//! [`super::match_referees`]). Nothing here knows the rules: the web layer asks the
//! engine before it appends.

use super::match_entries::{NewEntry, insert_entry};
use super::match_referees::assign_tx;
use super::seat_links::SeatLink;
use super::{Db, DbResult, WriteTx};

/// A match row.
#[derive(Clone, Debug)]
pub struct MatchRow {
    /// Row id.
    pub id: i64,
    /// What the referee called it ("Tavolo 3").
    pub label: String,
    /// The match log without actions, as JSON.
    pub setup_json: String,
    /// `setup`, `playing`, `finished` or `signed`.
    pub status: String,
    /// Token of the public table page.
    pub public_token: String,
    /// Who created it.
    pub created_by: i64,
    /// Unix seconds.
    pub created_at: i64,
    /// Who signed the result off.
    pub signed_by: Option<i64>,
    /// When.
    pub signed_at: Option<i64>,
}

/// A [`MatchRow`] from the record of a query that selects its columns and more (each
/// `query!` has its own record type, so a function could not take them all).
macro_rules! match_row {
    ($r:expr) => {
        MatchRow {
            id: $r.id,
            label: $r.label,
            setup_json: $r.setup_json,
            status: $r.status,
            public_token: $r.public_token,
            created_by: $r.created_by,
            created_at: $r.created_at,
            signed_by: $r.signed_by,
            signed_at: $r.signed_at,
        }
    };
}

/// A match to create: the setup of its log (and, for an uploaded log, the actions
/// already played), the referee who creates it, and the club board version it is played
/// on, if any.
pub struct NewMatch<'a> {
    /// What the referee called it.
    pub label: &'a str,
    /// The log without actions.
    pub setup_json: &'a str,
    /// Public page token.
    pub public_token: &'a str,
    /// `setup`, `playing` or `finished`.
    pub status: &'a str,
    /// The actions, as JSON, in order (none for a match opened from a form).
    pub actions: &'a [String],
    /// Who creates it; they are assigned to it as its referee.
    pub created_by: i64,
    /// The club board it is played on: (board id, version).
    pub board: Option<(i64, i64)>,
    /// Unix seconds.
    pub now: i64,
}

/// Creates a match with its actions as entries, assigns its creator to it and links it
/// to its board version, all in one transaction: a match is never stored without its
/// referee or its board. Returns its id.
///
/// # Errors
/// [`super::DbError::Constraint`] when the referee or the board version is not there
/// (nothing is stored then); [`super::DbError`] on storage failure.
pub async fn create(db: &Db, m: &NewMatch<'_>) -> DbResult<i64> {
    let (label, setup_json, public_token, status, created_by, now) = (
        m.label,
        m.setup_json,
        m.public_token,
        m.status,
        m.created_by,
        m.now,
    );
    let mut tx = db.begin_write().await?;
    let id = sqlx::query_scalar!(
        r#"INSERT INTO matches (label, setup_json, public_token, created_by, created_at, status)
           VALUES (?, ?, ?, ?, ?, ?) RETURNING id AS "id!""#,
        label,
        setup_json,
        public_token,
        created_by,
        now,
        status
    )
    .fetch_one(&mut *tx)
    .await?;
    for (i, a) in m.actions.iter().enumerate() {
        let seq = i64::try_from(i).unwrap_or(i64::MAX - 1) + 1;
        let entry = NewEntry {
            kind: "action",
            action_json: Some(a),
            reason: None,
            entered_by: Some(created_by),
            entered_via: "upload",
            entered_at: now,
            key: None,
        };
        insert_entry(&mut tx, id, seq, &entry).await?;
    }
    if let Some((board, version)) = m.board {
        super::boards::use_in_match_tx(&mut tx, id, board, version).await?;
    }
    assign_tx(&mut tx, id, created_by, created_by, now).await?;
    tx.commit().await?;
    Ok(id)
}

/// A match by id.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn get(db: &Db, id: i64) -> DbResult<Option<MatchRow>> {
    Ok(sqlx::query_as!(
        MatchRow,
        r#"SELECT id AS "id!", label, setup_json, status, public_token, created_by,
                  created_at, signed_by, signed_at
           FROM matches WHERE id = ?"#,
        id
    )
    .fetch_optional(db.pool())
    .await?)
}

/// A match by id, inside a write transaction.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn get_tx(tx: &mut WriteTx, id: i64) -> DbResult<Option<MatchRow>> {
    Ok(sqlx::query_as!(
        MatchRow,
        r#"SELECT id AS "id!", label, setup_json, status, public_token, created_by,
                  created_at, signed_by, signed_at
           FROM matches WHERE id = ?"#,
        id
    )
    .fetch_optional(&mut **tx)
    .await?)
}

/// A match by the token of its public table page.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn by_public_token(db: &Db, token: &str) -> DbResult<Option<MatchRow>> {
    Ok(sqlx::query_as!(
        MatchRow,
        r#"SELECT id AS "id!", label, setup_json, status, public_token, created_by,
                  created_at, signed_by, signed_at
           FROM matches WHERE public_token = ?"#,
        token
    )
    .fetch_optional(db.pool())
    .await?)
}

/// Every match, newest first (organizers).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn list_all(db: &Db) -> DbResult<Vec<MatchRow>> {
    Ok(sqlx::query_as!(
        MatchRow,
        r#"SELECT id AS "id!", label, setup_json, status, public_token, created_by,
                  created_at, signed_by, signed_at
           FROM matches ORDER BY id DESC"#
    )
    .fetch_all(db.pool())
    .await?)
}

/// The matches a referee is assigned to, newest first.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn list_assigned(db: &Db, user_id: i64) -> DbResult<Vec<MatchRow>> {
    Ok(sqlx::query_as!(
        MatchRow,
        r#"SELECT m.id AS "id!", m.label, m.setup_json, m.status, m.public_token,
                  m.created_by, m.created_at, m.signed_by, m.signed_at
           FROM matches m JOIN match_referees r ON r.match_id = m.id
           WHERE r.user_id = ? ORDER BY m.id DESC"#,
        user_id
    )
    .fetch_all(db.pool())
    .await?)
}

/// Replaces the setup, only while no entry exists. Returns false when the match has
/// entries already (the setup is then fixed).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn update_setup(db: &Db, match_id: i64, setup_json: &str) -> DbResult<bool> {
    let changed = db
        .write(sqlx::query!(
            "UPDATE matches SET setup_json = ? WHERE id = ? AND status = 'setup'
       AND NOT EXISTS (SELECT 1 FROM match_entries WHERE match_id = ?)",
            setup_json,
            match_id,
            match_id
        ))
        .await?;
    Ok(changed == 1)
}

/// Sets the status (inside the append transaction).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn set_status(tx: &mut WriteTx, match_id: i64, status: &str) -> DbResult<()> {
    sqlx::query!(
        "UPDATE matches SET status = ? WHERE id = ?",
        status,
        match_id
    )
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Signs a finished match off. Returns false unless it was `finished`.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn sign(db: &Db, match_id: i64, by: i64, now: i64) -> DbResult<bool> {
    let changed = db
        .write(sqlx::query!(
            "UPDATE matches SET status = 'signed', signed_by = ?, signed_at = ?
     WHERE id = ? AND status = 'finished'",
            by,
            now,
            match_id
        ))
        .await?;
    Ok(changed == 1)
}

/// Replaces the four draft links of a match (old links stop working).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn set_draft_links(
    db: &Db,
    match_id: i64,
    hashes: &[String; 4],
    now: i64,
) -> DbResult<()> {
    SeatLink::Draft.replace(db, match_id, hashes, now).await
}

/// Replaces a match's draft links inside the caller's transaction (old links stop
/// working): the one writer of `draft_links`, for one match or a whole round's.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub(super) async fn replace_draft_links(
    tx: &mut WriteTx,
    match_id: i64,
    hashes: &[String],
    now: i64,
) -> DbResult<()> {
    SeatLink::Draft.replace_tx(tx, match_id, hashes, now).await
}

/// The match and seat a draft link's hash belongs to.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn draft_link(db: &Db, token_hash: &str) -> DbResult<Option<(i64, i64)>> {
    SeatLink::Draft.find(db, token_hash).await
}

/// A match inside a write transaction, with where its entries stand: the latest
/// `seq` (the entry count, since entries are numbered from 1 without gaps) and whether
/// `key` was used already. One query, answered from indexes however long the match.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn get_with_tip_tx(
    tx: &mut WriteTx,
    id: i64,
    key: Option<&str>,
) -> DbResult<Option<(MatchRow, i64, bool)>> {
    let row = sqlx::query!(
        r#"SELECT id AS "id!", label, setup_json, status, public_token, created_by,
                  created_at, signed_by, signed_at,
                  (SELECT COALESCE(MAX(seq), 0) FROM match_entries WHERE match_id = m.id)
                    AS "entries!: i64",
                  EXISTS(SELECT 1 FROM match_entries
                         WHERE match_id = m.id AND idempotency_key = ?) AS "used!: bool"
           FROM matches m WHERE id = ?"#,
        key,
        id
    )
    .fetch_optional(&mut **tx)
    .await?;
    Ok(row.map(|r| {
        let m = match_row!(r);
        (m, r.entries, r.used)
    }))
}

/// A match with its entry count (the latest `seq`: entries are numbered from 1 without
/// gaps and never deleted, so the count names the entries exactly). One query,
/// answered from indexes however long the match.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn get_with_count(db: &Db, id: i64) -> DbResult<Option<(MatchRow, i64)>> {
    let row = sqlx::query!(
        r#"SELECT id AS "id!", label, setup_json, status, public_token, created_by,
                  created_at, signed_by, signed_at,
                  (SELECT COALESCE(MAX(seq), 0) FROM match_entries WHERE match_id = m.id)
                    AS "entries!: i64"
           FROM matches m WHERE id = ?"#,
        id
    )
    .fetch_optional(db.pool())
    .await?;
    Ok(row.map(|r| {
        let m = match_row!(r);
        (m, r.entries)
    }))
}

/// The matches of a round's tables, each with its entry count (see
/// [`get_with_count`]): one query for the whole round.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn in_round_with_count(db: &Db, round: i64) -> DbResult<Vec<(MatchRow, i64)>> {
    let rows = sqlx::query!(
        r#"SELECT m.id AS "id!", m.label, m.setup_json, m.status, m.public_token,
                  m.created_by, m.created_at, m.signed_by, m.signed_at,
                  (SELECT COALESCE(MAX(e.seq), 0) FROM match_entries e WHERE e.match_id = m.id)
                    AS "entries!: i64"
           FROM round_tables rt JOIN matches m ON m.id = rt.match_id
           WHERE rt.round_id = ?"#,
        round
    )
    .fetch_all(db.pool())
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let m = match_row!(r);
            (m, r.entries)
        })
        .collect())
}

/// Every match of a tournament with its setup and entry count: what a kept final
/// score is checked against (see [`get_with_count`]), for all of them in one query.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn versions_in(db: &Db, tournament: i64) -> DbResult<Vec<(i64, String, i64)>> {
    let rows = sqlx::query!(
        r#"SELECT m.id AS "id!", m.setup_json,
                  (SELECT COALESCE(MAX(e.seq), 0) FROM match_entries e WHERE e.match_id = m.id)
                    AS "entries!: i64"
           FROM matches m WHERE m.tournament_id = ?"#,
        tournament
    )
    .fetch_all(db.pool())
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| (r.id, r.setup_json, r.entries))
        .collect())
}

/// A match's setup and all its entries in one row, for replaying a long match quickly:
/// the entries as one JSON array in order, each action's JSON, `null` for an undo.
/// One row instead of one per entry: rows are what a replay from storage costs.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn setup_and_entries(db: &Db, match_id: i64) -> DbResult<Option<(String, String)>> {
    let row = sqlx::query!(
        r#"SELECT m.setup_json,
                  '[' || COALESCE((SELECT group_concat(
                                     CASE e.kind WHEN 'undo' THEN 'null' ELSE e.action_json END,
                                     ',' ORDER BY e.seq)
                                   FROM match_entries e WHERE e.match_id = m.id), '') || ']'
                    AS "entries!: String"
           FROM matches m WHERE m.id = ?"#,
        match_id
    )
    .fetch_optional(db.pool())
    .await?;
    Ok(row.map(|r| (r.setup_json, r.entries)))
}
