//! Rounds of a tournament and their tables.

use super::format::By;
use super::tournaments::commit_audited;
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
    by: By,
) -> DbResult<i64> {
    let mut tx = db.begin_write().await?;
    let id = sqlx::query_scalar!(
        r#"INSERT INTO rounds (tournament_id, number, seed, status, created_at)
           VALUES (?, ?, ?, 'draft', ?) RETURNING id AS "id!""#,
        tournament,
        number,
        seed,
        by.at
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
    commit_audited(tx, tournament, by, "round.draft", &detail).await?;
    Ok(id)
}

/// Discards a draft round (to pair again). Published rounds are never deleted.
///
/// # Errors
/// [`super::DbError`] on storage failure. False when no such draft exists.
pub async fn discard_draft(db: &Db, tournament: i64, round: i64, by: By) -> DbResult<bool> {
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
    let detail = format!("round {number}");
    commit_audited(tx, tournament, by, "round.discard", &detail).await?;
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
    by: By,
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
    let detail = format!("teams {x} <-> {y}");
    commit_audited(tx, tournament, by, "round.swap", &detail).await?;
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
    by: By,
) -> DbResult<bool> {
    let mut tx = db.begin_write().await?;
    let number = sqlx::query_scalar!(
        "UPDATE rounds SET status = 'published', published_at = ? WHERE id = ? AND tournament_id = ? AND status = 'draft' RETURNING number",
        by.at,
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
            by.user,
            by.at
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
            by.user,
            by.at,
            m.table_id
        )
        .execute(&mut *tx)
        .await?;
    }
    let detail = format!("round {number}");
    commit_audited(tx, tournament, by, "round.publish", &detail).await?;
    Ok(true)
}
