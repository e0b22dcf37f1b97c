//! The stored result of a finished match (`match_results`): what the standings and
//! the results pages read instead of replaying its log. The web layer decides what a
//! result holds (`crate::web::signed`); here it is text with the version of the match
//! it was computed from (entry count and setup fingerprint).

use super::{Db, DbResult, WriteTx};

/// A stored result and the version of the match it was computed from.
#[derive(Clone, Debug)]
pub struct StoredResult {
    /// The match.
    pub match_id: i64,
    /// Its entry count then.
    pub entries: i64,
    /// Its setup's fingerprint then.
    pub setup_hash: String,
    /// The result, as JSON.
    pub result_json: String,
}

/// The stored results of every match of a team tournament.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn in_tournament(db: &Db, tournament: i64) -> DbResult<Vec<StoredResult>> {
    Ok(sqlx::query_as!(
        StoredResult,
        r#"SELECT r.match_id AS "match_id!", r.entries, r.setup_hash, r.result_json
           FROM match_results r JOIN matches m ON m.id = r.match_id
           WHERE m.tournament_id = ?"#,
        tournament
    )
    .fetch_all(db.pool())
    .await?)
}

/// The stored result of one match.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn get(db: &Db, match_id: i64) -> DbResult<Option<StoredResult>> {
    Ok(sqlx::query_as!(
        StoredResult,
        r#"SELECT match_id AS "match_id!", entries, setup_hash, result_json
           FROM match_results WHERE match_id = ?"#,
        match_id
    )
    .fetch_optional(db.pool())
    .await?)
}

/// Stores (or replaces) a match's result. The write changes nothing a page shows —
/// the same result was computed from the log before — so it leaves
/// [`Db::generation`] and the kept pages alone.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn put(db: &Db, r: &StoredResult) -> DbResult<()> {
    db.write_session(sqlx::query!(
        "INSERT INTO match_results (match_id, entries, setup_hash, result_json)
         VALUES (?, ?, ?, ?)
         ON CONFLICT (match_id) DO UPDATE SET entries = excluded.entries,
           setup_hash = excluded.setup_hash, result_json = excluded.result_json",
        r.match_id,
        r.entries,
        r.setup_hash,
        r.result_json
    ))
    .await?;
    Ok(())
}

/// Forgets a match's stored result (a reopened match is corrected, then signed
/// again), inside the caller's transaction.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn forget(tx: &mut WriteTx, match_id: i64) -> DbResult<()> {
    sqlx::query!("DELETE FROM match_results WHERE match_id = ?", match_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
