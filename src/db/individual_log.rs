//! The organizer's hold on an individual tournament's results, as team tournaments
//! have it ([`super::corrections`]): the second confirmation of a signed table
//! (stored in the shared `match_confirmations`), reopening a signed table with a
//! reason, corrections of a player's ranking points with a reason, rounds whose
//! results are hidden from the public, renumbering draft tables, and the
//! append-only audit log (`individual_audit`). Every change is written with its
//! audit entry in the same transaction. Corrections live in
//! [`super::individual_corrections`] (re-exported here).

use super::corrections::{NotSigned, Outcome, Signoff, confirm_in, reopen_in, signoffs_query};
pub use super::format::By;
use super::format::{AuditRow, Format};
use super::{Db, DbResult};
use crate::tournament::ResultState;

pub use super::individual_corrections::{CorrectionRow, corrections};

/// Records a change another module stored (a referee assigned through
/// [`super::match_referees::assign`]) in its own transaction.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn record(db: &Db, tournament: i64, by: By, action: &str, detail: &str) -> DbResult<()> {
    let tx = db.begin_write().await?;
    Format::Individual
        .commit_audited(tx, tournament, by, action, detail)
        .await?;
    Ok(())
}

/// The audit log, newest first (the rows team tournaments' log has).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn audit_log(db: &Db, tournament: i64) -> DbResult<Vec<AuditRow>> {
    Format::Individual.audit_log(db, tournament).await
}

/// Turns the second confirmation on or off, audited (`tournament.settings`).
/// False when there is no such tournament.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn set_second_confirmation(db: &Db, tournament: i64, on: bool, by: By) -> DbResult<bool> {
    let mut tx = db.begin_write().await?;
    let changed = tx
        .changes_one(sqlx::query!(
            "UPDATE individual_tournaments SET second_confirmation = ? WHERE id = ?",
            on,
            tournament
        ))
        .await?;
    if !changed {
        return Ok(false);
    }
    let detail = format!("second confirmation {}", if on { "on" } else { "off" });
    Format::Individual
        .commit_audited(tx, tournament, by, "tournament.settings", &detail)
        .await?;
    Ok(true)
}

/// Shows or hides a published round's results on the public standings, audited
/// (`round.results`, worded as team tournaments word it). `None` when there is no
/// such round; otherwise whether the value changed (the same value writes nothing).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn set_results_public(
    db: &Db,
    tournament: i64,
    round: i64,
    public: bool,
    by: By,
) -> DbResult<Option<bool>> {
    super::format::set_results_public(db, Format::Individual, tournament, round, public, by).await
}

/// Renumbers the tables of a draft round: `order` lists the current numbers in
/// their new order (table `order[0]` becomes 1, …), all or none, audited
/// (`table.number`, one entry per table renumbered). False when the round is not a draft or `order` is not a
/// permutation of its tables.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn renumber_draft(
    db: &Db,
    tournament: i64,
    round: i64,
    order: &[i64],
    by: By,
) -> DbResult<bool> {
    let mut tx = db.begin_write().await?;
    let mut current = sqlx::query_scalar!(
        r#"SELECT t.number FROM individual_tables t
           JOIN individual_rounds r ON r.tournament_id = t.tournament_id AND r.number = t.round
           WHERE t.tournament_id = ? AND t.round = ? AND r.published = 0"#,
        tournament,
        round
    )
    .fetch_all(&mut *tx)
    .await?;
    let mut wanted = order.to_vec();
    current.sort_unstable();
    wanted.sort_unstable();
    if current.is_empty() || current != wanted {
        return Ok(false);
    }
    // Two passes, so no two tables ever share a number (the primary key).
    let shift = 1_000_000_i64;
    for (old, new) in order.iter().zip(1_i64..) {
        let parked = shift + new;
        sqlx::query!(
            "UPDATE individual_tables SET number = ?
             WHERE tournament_id = ? AND round = ? AND number = ?",
            parked,
            tournament,
            round,
            old
        )
        .execute(&mut *tx)
        .await?;
    }
    sqlx::query!(
        "UPDATE individual_tables SET number = number - ?
         WHERE tournament_id = ? AND round = ? AND number > ?",
        shift,
        tournament,
        round,
        shift
    )
    .execute(&mut *tx)
    .await?;
    // One entry per table that changed number, worded as team tables' renumbering.
    for (old, new) in order.iter().zip(1_i64..).filter(|(o, n)| **o != *n) {
        let detail = format!("round {round}: table {old} -> {new}");
        Format::Individual
            .audit(
                &mut tx,
                tournament,
                Some(by.user),
                by.at,
                "table.number",
                &detail,
            )
            .await?;
    }
    tx.commit().await?;
    Ok(true)
}

/// Confirms a signed table result if `rule` allows it for the match's current state
/// (read inside the write transaction, so two confirmations cannot both pass).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn confirm<E>(
    db: &Db,
    tournament: i64,
    match_id: i64,
    by: By,
    rule: impl FnOnce(ResultState) -> Result<(), E>,
) -> DbResult<Outcome<E>> {
    confirm_in(db, Format::Individual, tournament, match_id, by, rule).await
}

/// Reopens a signed table so its result can be corrected in the console and signed
/// again: back to `finished`, signature and confirmation cleared, reason audited.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn reopen(
    db: &Db,
    tournament: i64,
    match_id: i64,
    reason: &str,
    by: By,
) -> DbResult<Outcome<NotSigned>> {
    reopen_in(db, Format::Individual, tournament, match_id, reason, by).await
}

/// The sign-offs of every published table's match of the tournament.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn signoffs(db: &Db, tournament: i64) -> DbResult<Vec<Signoff>> {
    Ok(signoffs_query!(
        "individual_tables t JOIN matches m ON m.id = t.match_id",
        "WHERE t.tournament_id = ? ORDER BY t.round, t.number",
        tournament
    )
    .fetch_all(db.pool())
    .await?)
}
