//! Editing a round's tables: their numbers (while the round is a draft) and their
//! referees (any time; a published table's match referees change with them).

use super::format::{By, Format};
use super::tournaments::commit_audited;
use super::{Db, DbResult, match_referees};

/// Highest table number the organizer may give.
pub const MAX_TABLE_NO: i64 = 999;

/// What a table renumbering came to.
#[derive(Debug, PartialEq, Eq)]
pub enum Renumber {
    /// Stored and audited.
    Done,
    /// No such table in a draft round of this tournament (published tables keep
    /// their numbers: the matches are labelled with them).
    NotFound,
    /// The bye has no table number to change.
    Bye,
    /// Another table of the round has that number.
    Taken,
}

/// A table of a round of a tournament, as named by a URL.
#[derive(Clone, Copy, Debug)]
pub struct TableRef {
    /// The tournament.
    pub tournament: i64,
    /// The round.
    pub round: i64,
    /// The round table.
    pub table: i64,
}

/// The round table a tournament match is played at, if it is one.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn table_of_match(db: &Db, match_id: i64) -> DbResult<Option<TableRef>> {
    let row = sqlx::query!(
        r#"SELECT r.tournament_id AS "tournament!: i64", r.id AS "round!: i64", rt.id AS "table!: i64"
           FROM round_tables rt JOIN rounds r ON r.id = rt.round_id WHERE rt.match_id = ?"#,
        match_id
    )
    .fetch_optional(db.pool())
    .await?;
    Ok(row.map(|r| TableRef {
        tournament: r.tournament,
        round: r.round,
        table: r.table,
    }))
}

/// A draft table's round number and current table number, or None.
async fn draft_table(tx: &mut super::WriteTx, at: TableRef) -> DbResult<Option<(i64, i64)>> {
    let row = sqlx::query!(
        r#"SELECT r.number, rt.table_no FROM round_tables rt JOIN rounds r ON r.id = rt.round_id
           WHERE rt.id = ? AND r.id = ? AND r.tournament_id = ? AND r.status = 'draft'"#,
        at.table,
        at.round,
        at.tournament
    )
    .fetch_optional(&mut **tx)
    .await?;
    Ok(row.map(|r| (r.number, r.table_no)))
}

/// Gives a draft table a new number (1–[`MAX_TABLE_NO`], unique in the round); with
/// `swap`, a table holding that number takes this table's old one instead.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn renumber_table(
    db: &Db,
    at: TableRef,
    number: i64,
    swap: bool,
    by: By,
) -> DbResult<Renumber> {
    let TableRef {
        tournament,
        round,
        table,
    } = at;
    let mut tx = db.begin_write().await?;
    let Some((round_no, old)) = draft_table(&mut tx, at).await? else {
        return Ok(Renumber::NotFound);
    };
    if old == 0 {
        return Ok(Renumber::Bye);
    }
    let holder = sqlx::query_scalar!(
        r#"SELECT id AS "id!" FROM round_tables WHERE round_id = ? AND table_no = ? AND id <> ?"#,
        round,
        number,
        table
    )
    .fetch_optional(&mut *tx)
    .await?;
    if holder.is_some() && !swap {
        return Ok(Renumber::Taken);
    }
    // Through a number no table uses, so (round, table_no) stays unique at each step.
    let free = sqlx::query_scalar!(
        r#"SELECT MAX(table_no) + 1 AS "n!: i64" FROM round_tables WHERE round_id = ?"#,
        round
    )
    .fetch_one(&mut *tx)
    .await?;
    for (id, no) in [(Some(table), free), (holder, old), (Some(table), number)] {
        let Some(id) = id else { continue };
        sqlx::query!("UPDATE round_tables SET table_no = ? WHERE id = ?", no, id)
            .execute(&mut *tx)
            .await?;
    }
    let detail = match holder {
        Some(_) => format!("round {round_no}: tables {old} <-> {number}"),
        None => format!("round {round_no}: table {old} -> {number}"),
    };
    commit_audited(tx, tournament, by, "table.number", &detail).await?;
    Ok(Renumber::Done)
}

/// A referee of a table.
#[derive(Clone, Debug)]
pub struct TableReferee {
    /// The round table.
    pub table_id: i64,
    /// The account.
    pub user_id: i64,
    /// Its name.
    pub username: String,
}

/// The referees of every table of a round: the draft's assignments, or for a
/// published table its match's referees (which the console may change too).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn table_referees(db: &Db, round: i64) -> DbResult<Vec<TableReferee>> {
    Ok(sqlx::query_as!(
        TableReferee,
        r#"SELECT rt.id AS "table_id!", u.id AS "user_id!", u.username AS "username!"
           FROM round_tables rt
           JOIN round_table_referees r ON r.round_table_id = rt.id
           JOIN users u ON u.id = r.user_id
           WHERE rt.round_id = ? AND rt.match_id IS NULL
           UNION ALL
           SELECT rt.id, u.id, u.username
           FROM round_tables rt
           JOIN match_referees mr ON mr.match_id = rt.match_id
           JOIN users u ON u.id = mr.user_id
           WHERE rt.round_id = ?
           ORDER BY 1, 3"#,
        round,
        round
    )
    .fetch_all(db.pool())
    .await?)
}

/// Adds (`add`) or removes a table's referee. Before publication it is the draft's
/// assignment; afterwards the match's referees change with it, so the console lets
/// exactly these accounts record. False when the table is not in this tournament or
/// is the bye.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn set_table_referee(
    db: &Db,
    at: TableRef,
    user: i64,
    add: bool,
    by: By,
) -> DbResult<bool> {
    let mut tx = db.begin_write().await?;
    if !referee_in(&mut tx, at, user, add, by).await? {
        return Ok(false);
    }
    tx.commit().await?;
    Ok(true)
}

/// A change of one table's referees within a round: (round table, account, add?).
pub type RefereeChange = (i64, i64, bool);

/// Applies many referee changes of one round at once (the organizer's sheet of a
/// whole round), each audited, in one transaction: all or nothing. False (and nothing
/// stored) when a table is not in this round of this tournament, or is the bye.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn set_round_referees(
    db: &Db,
    tournament: i64,
    round: i64,
    changes: &[RefereeChange],
    by: By,
) -> DbResult<bool> {
    let mut tx = db.begin_write().await?;
    for &(table, user, add) in changes {
        let at = TableRef {
            tournament,
            round,
            table,
        };
        if !referee_in(&mut tx, at, user, add, by).await? {
            return Ok(false);
        }
    }
    tx.commit().await?;
    Ok(true)
}

/// [`set_table_referee`] inside a transaction.
async fn referee_in(
    tx: &mut super::WriteTx,
    at: TableRef,
    user: i64,
    add: bool,
    by: By,
) -> DbResult<bool> {
    let table = at.table;
    let row = sqlx::query!(
        r#"SELECT r.number, rt.table_no, rt.match_id, u.username
           FROM round_tables rt JOIN rounds r ON r.id = rt.round_id, users u
           WHERE rt.id = ? AND r.id = ? AND r.tournament_id = ? AND rt.team_b IS NOT NULL
             AND u.id = ?"#,
        table,
        at.round,
        at.tournament,
        user
    )
    .fetch_optional(&mut **tx)
    .await?;
    let Some(row) = row else {
        return Ok(false);
    };
    // The table's referees, and its match's once the round is published, change together.
    let statement = if add {
        sqlx::query!(
            "INSERT OR IGNORE INTO round_table_referees (round_table_id, user_id) VALUES (?, ?)",
            table,
            user
        )
    } else {
        sqlx::query!(
            "DELETE FROM round_table_referees WHERE round_table_id = ? AND user_id = ?",
            table,
            user
        )
    };
    statement.execute(&mut **tx).await?;
    match (row.match_id, add) {
        (Some(m), true) => match_referees::assign_tx(tx, m, user, by.user, by.at).await?,
        (Some(m), false) => match_referees::unassign_tx(tx, m, user).await?,
        (None, _) => {}
    }
    let (action, sign) = if add {
        ("table.referee_add", "+")
    } else {
        ("table.referee_remove", "-")
    };
    let detail = format!(
        "round {} table {}: {sign}{}",
        row.number, row.table_no, row.username
    );
    Format::Team
        .audit(tx, at.tournament, Some(by.user), by.at, action, &detail)
        .await?;
    Ok(true)
}
