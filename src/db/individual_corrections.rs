//! Corrections of an individual tournament's ranking points: one player's points
//! at one signed table, added or taken with a reason, append-only, each with its
//! audit entry in the same transaction.

use super::format::PointsChange;
use super::individual_log::{By, table_of};
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

/// Writes a correction of `player`'s ranking points (the web layer has checked the
/// player sat at the change's table) in the transaction of
/// [`super::format::Format::change_points`]. False when the match is not one of this
/// tournament's tables.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub(super) async fn insert_correction(
    tx: &mut WriteTx,
    tournament: i64,
    c: &PointsChange<'_>,
    player: i64,
    by: By,
) -> DbResult<bool> {
    let Some((round, table)) = table_of(tx, tournament, c.match_id).await? else {
        return Ok(false);
    };
    sqlx::query!(
        "INSERT INTO individual_adjustments
         (tournament_id, round, table_no, player_id, points, reason, created_by, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        tournament,
        round,
        table,
        player,
        c.points,
        c.reason,
        by.user,
        by.at
    )
    .execute(&mut **tx)
    .await?;
    Ok(true)
}
