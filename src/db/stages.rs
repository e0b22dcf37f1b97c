//! Stages of individual tournaments as stored (issue #15): the tournament's stage
//! settings (`tournament::stages::StageSettings` JSON), the stage of each round
//! (`qualifying`, `semifinal`, `final`) and the group of each table (the parallel
//! final it feeds, or is). Kept beside [`super::individual`], whose rows and drafts
//! are the qualifying rounds' and read the new columns' defaults.

use super::format::Format;
use super::individual::IndividualRow;
use super::{Db, DbResult};

/// A table to store with a stage draft: number, player ids JSON, ghost, group.
pub type StageTable = (i64, String, bool, i64);

/// The stage settings and season of a tournament.
#[derive(Clone, Debug)]
pub struct StageRow {
    /// `StageSettings` JSON (`{}`: qualifying rounds only).
    pub stages: String,
    /// The season it belongs to.
    pub season_id: Option<i64>,
}

/// Creates a tournament with its stage settings and season, audited; returns its id.
///
/// # Errors
/// [`super::DbError`] on storage failure (an unknown season among them).
pub async fn create(
    db: &Db,
    t: &IndividualRow,
    stages: &str,
    season: Option<i64>,
    by: i64,
    now: i64,
) -> DbResult<i64> {
    let mut tx = db.begin_write().await?;
    let id = sqlx::query_scalar!(
        r#"INSERT INTO individual_tournaments
           (name, ruleset, seating, formula, rounds_planned, second_confirmation,
            stages, season_id, created_by, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id AS "id!""#,
        t.name,
        t.ruleset,
        t.seating,
        t.formula,
        t.rounds_planned,
        t.second_confirmation,
        stages,
        season,
        by,
        now
    )
    .fetch_one(&mut *tx)
    .await?;
    let by = super::format::By::new(by, now);
    Format::Individual
        .commit_audited(tx, id, by, "tournament.create", &t.name)
        .await?;
    Ok(id)
}

/// The stage settings and season of tournament `id`.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn get(db: &Db, id: i64) -> DbResult<Option<StageRow>> {
    Ok(sqlx::query_as!(
        StageRow,
        "SELECT stages, season_id FROM individual_tournaments WHERE id = ?",
        id
    )
    .fetch_optional(db.pool())
    .await?)
}

/// A round's stage.
#[derive(Clone, Debug)]
pub struct RoundStage {
    /// Round number.
    pub number: i64,
    /// `qualifying`, `semifinal` or `final`.
    pub stage: String,
    /// Published.
    pub published: bool,
    /// A semifinal's direct finalists per group (JSON), if any.
    pub direct: Option<String>,
}

/// Each round's number and stage, in order.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn round_stages(db: &Db, tournament: i64) -> DbResult<Vec<RoundStage>> {
    Ok(sqlx::query_as!(
        RoundStage,
        r#"SELECT number, stage, published AS "published: bool", direct
           FROM individual_rounds WHERE tournament_id = ? ORDER BY number"#,
        tournament
    )
    .fetch_all(db.pool())
    .await?)
}

/// Each table's round, number and group, by round then number.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn table_groups(db: &Db, tournament: i64) -> DbResult<Vec<(i64, i64, i64)>> {
    let rows = sqlx::query!(
        "SELECT round, number, stage_group FROM individual_tables
         WHERE tournament_id = ? ORDER BY round, number",
        tournament
    )
    .fetch_all(db.pool())
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| (r.round, r.number, r.stage_group))
        .collect())
}

/// Stores a draft round of `stage` with its tables' groups, replacing an earlier
/// draft of the same round. False when that round is already published (nothing
/// is changed then). Publication is [`super::individual::publish`], as for any round.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn save_draft(
    db: &Db,
    tournament: i64,
    round: i64,
    stage: &str,
    direct: Option<&str>,
    report: &str,
    tables: &[StageTable],
) -> DbResult<bool> {
    let mut tx = db.begin_write().await?;
    if !super::individual::clear_draft(&mut tx, tournament, round).await? {
        return Ok(false);
    }
    sqlx::query!(
        "INSERT INTO individual_rounds (tournament_id, number, seed, report, stage, direct)
         VALUES (?, ?, 0, ?, ?, ?)",
        tournament,
        round,
        report,
        stage,
        direct
    )
    .execute(&mut *tx)
    .await?;
    for (number, players, ghost, group) in tables {
        sqlx::query!(
            "INSERT INTO individual_tables
             (tournament_id, round, number, players, ghost, stage_group)
             VALUES (?, ?, ?, ?, ?, ?)",
            tournament,
            round,
            number,
            players,
            ghost,
            group
        )
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(true)
}
