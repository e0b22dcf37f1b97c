//! The players' private objective links of a RisiKo! torneo match: one per seat, only
//! the token's hash stored, replaced all at once (old links stop working).

use super::{Db, DbResult};

/// Replaces the objective links of a match, seat by seat (`hashes[seat]`).
///
/// # Errors
/// [`super::DbError`] on storage failure; nothing is changed then.
pub async fn replace(db: &Db, match_id: i64, hashes: &[String], now: i64) -> DbResult<()> {
    let mut tx = db.begin_write().await?;
    sqlx::query!("DELETE FROM objective_links WHERE match_id = ?", match_id)
        .execute(&mut *tx)
        .await?;
    for (seat, hash) in (0i64..).zip(hashes) {
        sqlx::query!(
            "INSERT INTO objective_links (match_id, seat, token_hash, created_at) VALUES (?, ?, ?, ?)",
            match_id,
            seat,
            hash,
            now
        )
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// The match and seat an objective link's hash belongs to.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn find(db: &Db, token_hash: &str) -> DbResult<Option<(i64, i64)>> {
    let row = sqlx::query!(
        "SELECT match_id, seat FROM objective_links WHERE token_hash = ?",
        token_hash
    )
    .fetch_optional(db.pool())
    .await?;
    Ok(row.map(|r| (r.match_id, r.seat)))
}
