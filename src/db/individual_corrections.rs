//! Corrections of an individual tournament's ranking points: one player's points
//! at one signed table, added or taken with a reason, append-only, each stored with
//! its audit entry in the same transaction by
//! [`super::format::Format::change_points`], as a team's adjustment is. A
//! correction is kept by round and table, so the table a match sits at is found here.

use super::{Db, DbResult, WriteTx};

/// A stored correction of a player's ranking points at one table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CorrectionRow {
    /// Row id.
    pub id: i64,
    /// Round.
    pub round: i64,
    /// Table number.
    pub table_no: i64,
    /// The player.
    pub player_id: i64,
    /// Their name.
    pub player_name: String,
    /// Ten-thousandths of a point, never 0.
    pub points: i64,
    /// Why.
    pub reason: String,
    /// Who.
    pub by_name: String,
    /// Unix seconds.
    pub created_at: i64,
}

/// Every correction of the tournament, in the order they were made.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn corrections(db: &Db, tournament: i64) -> DbResult<Vec<CorrectionRow>> {
    Ok(sqlx::query_as!(
        CorrectionRow,
        r#"SELECT a.id AS "id!", a.round, a.table_no, a.player_id, p.name AS player_name,
                  a.points, a.reason, u.username AS by_name, a.created_at
           FROM individual_adjustments a
           JOIN individual_players p ON p.id = a.player_id
           JOIN users u ON u.id = a.created_by
           WHERE a.tournament_id = ? ORDER BY a.id"#,
        tournament
    )
    .fetch_all(db.pool())
    .await?)
}

/// The round and table number of a published table's match in this tournament.
pub(super) async fn table_of(
    tx: &mut WriteTx,
    tournament: i64,
    match_id: i64,
) -> DbResult<Option<(i64, i64)>> {
    Ok(sqlx::query!(
        "SELECT round, number FROM individual_tables WHERE tournament_id = ? AND match_id = ?",
        tournament,
        match_id
    )
    .fetch_optional(&mut **tx)
    .await?
    .map(|r| (r.round, r.number)))
}
