//! The players' private objective links of a RisiKo! torneo match: one per seat, only
//! the token's hash stored, replaced all at once (old links stop working).

use super::seat_links::SeatLink;
use super::{Db, DbResult};

/// Replaces the objective links of a match, seat by seat (`hashes[seat]`).
///
/// # Errors
/// [`super::DbError`] on storage failure; nothing is changed then.
pub async fn replace(db: &Db, match_id: i64, hashes: &[String], now: i64) -> DbResult<()> {
    SeatLink::Objective.replace(db, match_id, hashes, now).await
}

/// The match and seat an objective link's hash belongs to.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn find(db: &Db, token_hash: &str) -> DbResult<Option<(i64, i64)>> {
    SeatLink::Objective.find(db, token_hash).await
}
