//! Rounds of a tournament and their tables.

use super::tournaments::audit;
use super::{Db, DbResult};

/// A round as stored.
#[derive(Clone, Debug)]
pub struct RoundRow {
    /// Row id.
    pub id: i64,
    /// 1-based round number.
    pub number: i64,
    /// The draw's seed (16 hex digits).
    pub seed: String,
    /// `draft` or `published`.
    pub status: String,
    /// Are this round's results on the public pages?
    pub results_public: bool,
    /// Unix seconds of publication.
    pub published_at: Option<i64>,
}

impl RoundRow {
    /// Has the organizer published it?
    pub fn is_published(&self) -> bool {
        self.status == "published"
    }
}

/// A table of a round, with the team names.
#[derive(Clone, Debug)]
pub struct TableRow {
    /// Row id.
    pub id: i64,
    /// Table number (0 for the bye).
    pub table_no: i64,
    /// First team.
    pub team_a: i64,
    /// Its name.
    pub team_a_name: String,
    /// Second team; None for the bye.
    pub team_b: Option<i64>,
    /// Its name.
    pub team_b_name: Option<String>,
    /// Pairing notes (rematch forced, same club…).
    pub notes: String,
    /// The match in the referee console, once the round is published.
    pub match_id: Option<i64>,
}

/// A table to store: number, teams (None = bye), notes.
pub type NewTable = (i64, i64, Option<i64>, String);

/// The rounds of a tournament in order.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn list(db: &Db, tournament: i64) -> DbResult<Vec<RoundRow>> {
    Ok(sqlx::query_as!(
        RoundRow,
        r#"SELECT id AS "id!", number, seed, status, results_public AS "results_public: bool", published_at
           FROM rounds WHERE tournament_id = ? ORDER BY number"#,
        tournament
    )
    .fetch_all(db.pool())
    .await?)
}

/// The tables of a round in table order (the bye, table 0, last).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn tables(db: &Db, round: i64) -> DbResult<Vec<TableRow>> {
    Ok(sqlx::query_as!(
        TableRow,
        r#"SELECT rt.id AS "id!", rt.table_no, rt.team_a, ta.name AS team_a_name,
                  rt.team_b, tb.name AS "team_b_name?", rt.notes, rt.match_id
           FROM round_tables rt
           JOIN teams ta ON ta.id = rt.team_a
           LEFT JOIN teams tb ON tb.id = rt.team_b
           WHERE rt.round_id = ? ORDER BY rt.table_no = 0, rt.table_no"#,
        round
    )
    .fetch_all(db.pool())
    .await?)
}

/// Stores a proposed round as a draft.
///
/// # Errors
/// [`super::DbError::Duplicate`] when the round number exists already.
pub async fn create_draft(
    db: &Db,
    tournament: i64,
    number: i64,
    seed: &str,
    tables: &[NewTable],
    by: i64,
    now: i64,
) -> DbResult<i64> {
    let mut tx = db.begin_write().await?;
    let id = sqlx::query_scalar!(
        r#"INSERT INTO rounds (tournament_id, number, seed, status, created_at)
           VALUES (?, ?, ?, 'draft', ?) RETURNING id AS "id!""#,
        tournament,
        number,
        seed,
        now
    )
    .fetch_one(&mut *tx)
    .await?;
    for (no, a, b, notes) in tables {
        sqlx::query!(
            "INSERT INTO round_tables (round_id, table_no, team_a, team_b, notes) VALUES (?, ?, ?, ?, ?)",
            id,
            no,
            a,
            b,
            notes
        )
        .execute(&mut *tx)
        .await?;
    }
    let detail = format!("round {number}, seed {seed}");
    audit(&mut tx, tournament, Some(by), now, "round.draft", &detail).await?;
    tx.commit().await?;
    Ok(id)
}

/// Discards a draft round (to pair again). Published rounds are never deleted.
///
/// # Errors
/// [`super::DbError`] on storage failure. False when no such draft exists.
pub async fn discard_draft(
    db: &Db,
    tournament: i64,
    round: i64,
    by: i64,
    now: i64,
) -> DbResult<bool> {
    let mut tx = db.begin_write().await?;
    let number = sqlx::query_scalar!(
        "DELETE FROM rounds WHERE id = ? AND tournament_id = ? AND status = 'draft' RETURNING number",
        round,
        tournament
    )
    .fetch_optional(&mut *tx)
    .await?;
    let Some(number) = number else {
        return Ok(false);
    };
    audit(
        &mut tx,
        tournament,
        Some(by),
        now,
        "round.discard",
        &format!("round {number}"),
    )
    .await?;
    tx.commit().await?;
    Ok(true)
}

/// Exchanges two teams between the tables of a draft round (the organizer's swap).
///
/// # Errors
/// [`super::DbError`] on storage failure. False if the round is not a draft or a team
/// is not in it.
pub async fn swap_teams(
    db: &Db,
    tournament: i64,
    round: i64,
    x: i64,
    y: i64,
    by: i64,
    now: i64,
) -> DbResult<bool> {
    let mut tx = db.begin_write().await?;
    let draft = sqlx::query_scalar!(
        "SELECT COUNT(*) FROM rounds WHERE id = ? AND tournament_id = ? AND status = 'draft'",
        round,
        tournament
    )
    .fetch_one(&mut *tx)
    .await?;
    // Both teams must already sit in this round: a swap never brings in a team from
    // elsewhere (another tournament, or one not paired this round).
    let present = sqlx::query_scalar!(
        r#"SELECT COUNT(*) AS "n!: i64" FROM (
             SELECT team_a AS t FROM round_tables WHERE round_id = ?
             UNION SELECT team_b FROM round_tables WHERE round_id = ? AND team_b IS NOT NULL
           ) WHERE t IN (?, ?)"#,
        round,
        round,
        x,
        y
    )
    .fetch_one(&mut *tx)
    .await?;
    if draft != 1 || x == y || present != 2 {
        return Ok(false);
    }
    // Swap through a placeholder-free CASE so a team never appears twice mid-update.
    sqlx::query!(
        "UPDATE round_tables SET
            team_a = CASE team_a WHEN ? THEN ? WHEN ? THEN ? ELSE team_a END,
            team_b = CASE team_b WHEN ? THEN ? WHEN ? THEN ? ELSE team_b END,
            notes = ''
         WHERE round_id = ?",
        x,
        y,
        y,
        x,
        x,
        y,
        y,
        x,
        round
    )
    .execute(&mut *tx)
    .await?;
    audit(
        &mut tx,
        tournament,
        Some(by),
        now,
        "round.swap",
        &format!("teams {x} <-> {y}"),
    )
    .await?;
    tx.commit().await?;
    Ok(true)
}

/// A match to open for a table when its round is published.
pub struct OpenMatch {
    /// The round table.
    pub table_id: i64,
    /// Its number.
    pub table_no: i64,
    /// "Turno 2 · Tavolo 3".
    pub label: String,
    /// The match log setup (MATCH-LOG.md without actions).
    pub setup_json: String,
    /// Token of the public table page.
    pub public_token: String,
    /// Who sits where: (seat, team id, player id), the solo player on a virtual seat.
    pub seats: Vec<(i64, i64, i64)>,
}

/// Publishes a draft round: its pairing becomes public and final, and every table's
/// match is opened in the referee console, all in one transaction.
///
/// # Errors
/// [`super::DbError`] on storage failure. False if the round is not a draft.
pub async fn publish(
    db: &Db,
    tournament: i64,
    round: i64,
    opens: &[OpenMatch],
    by: i64,
    now: i64,
) -> DbResult<bool> {
    let mut tx = db.begin_write().await?;
    let number = sqlx::query_scalar!(
        "UPDATE rounds SET status = 'published', published_at = ? WHERE id = ? AND tournament_id = ? AND status = 'draft' RETURNING number",
        now,
        round,
        tournament
    )
    .fetch_optional(&mut *tx)
    .await?;
    let Some(number) = number else {
        return Ok(false);
    };
    for m in opens {
        let match_id = sqlx::query_scalar!(
            r#"INSERT INTO matches (label, tournament_id, round_no, table_no, setup_json, public_token, created_by, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id AS "id!""#,
            m.label,
            tournament,
            number,
            m.table_no,
            m.setup_json,
            m.public_token,
            by,
            now
        )
        .fetch_one(&mut *tx)
        .await?;
        sqlx::query!(
            "UPDATE round_tables SET match_id = ? WHERE id = ? AND round_id = ?",
            match_id,
            m.table_id,
            round
        )
        .execute(&mut *tx)
        .await?;
        for (seat, team, player) in &m.seats {
            sqlx::query!(
                "INSERT INTO match_seats (match_id, seat, team_id, player_id) VALUES (?, ?, ?, ?)",
                match_id,
                seat,
                team,
                player
            )
            .execute(&mut *tx)
            .await?;
        }
        // The referees assigned to the draft's table record its match.
        sqlx::query!(
            "INSERT OR IGNORE INTO match_referees (match_id, user_id, assigned_by, assigned_at)
             SELECT ?, user_id, ?, ? FROM round_table_referees WHERE round_table_id = ?",
            match_id,
            by,
            now,
            m.table_id
        )
        .execute(&mut *tx)
        .await?;
    }
    audit(
        &mut tx,
        tournament,
        Some(by),
        now,
        "round.publish",
        &format!("round {number}"),
    )
    .await?;
    tx.commit().await?;
    Ok(true)
}

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

/// A draft table's round number and current table number, or None.
async fn draft_table(tx: &mut super::WriteTx, at: TableRef) -> DbResult<Option<(i64, i64)>> {
    let TableRef {
        tournament,
        round,
        table,
    } = at;
    let row = sqlx::query!(
        r#"SELECT r.number, rt.table_no FROM round_tables rt JOIN rounds r ON r.id = rt.round_id
           WHERE rt.id = ? AND r.id = ? AND r.tournament_id = ? AND r.status = 'draft'"#,
        table,
        round,
        tournament
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
    by: i64,
    now: i64,
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
    audit(&mut tx, tournament, Some(by), now, "table.number", &detail).await?;
    tx.commit().await?;
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
    by: i64,
    now: i64,
) -> DbResult<bool> {
    let TableRef {
        tournament,
        round,
        table,
    } = at;
    let mut tx = db.begin_write().await?;
    let row = sqlx::query!(
        r#"SELECT r.number, rt.table_no, rt.match_id, u.username
           FROM round_tables rt JOIN rounds r ON r.id = rt.round_id, users u
           WHERE rt.id = ? AND r.id = ? AND r.tournament_id = ? AND rt.team_b IS NOT NULL
             AND u.id = ?"#,
        table,
        round,
        tournament,
        user
    )
    .fetch_optional(&mut *tx)
    .await?;
    let Some(row) = row else {
        return Ok(false);
    };
    if add {
        sqlx::query!(
            "INSERT OR IGNORE INTO round_table_referees (round_table_id, user_id) VALUES (?, ?)",
            table,
            user
        )
        .execute(&mut *tx)
        .await?;
        if let Some(m) = row.match_id {
            sqlx::query!(
                "INSERT OR IGNORE INTO match_referees (match_id, user_id, assigned_by, assigned_at)
                 VALUES (?, ?, ?, ?)",
                m,
                user,
                by,
                now
            )
            .execute(&mut *tx)
            .await?;
        }
    } else {
        sqlx::query!(
            "DELETE FROM round_table_referees WHERE round_table_id = ? AND user_id = ?",
            table,
            user
        )
        .execute(&mut *tx)
        .await?;
        if let Some(m) = row.match_id {
            sqlx::query!(
                "DELETE FROM match_referees WHERE match_id = ? AND user_id = ?",
                m,
                user
            )
            .execute(&mut *tx)
            .await?;
        }
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
    audit(&mut tx, tournament, Some(by), now, action, &detail).await?;
    tx.commit().await?;
    Ok(true)
}
