//! Seasons of individual tournaments as stored (issue #15): a name, how many of
//! each player's results count (`best_of`, none = all), and the evenings attached
//! to it (`individual_tournaments.season_id`), in the order they were created.

use super::{Db, DbResult};

/// A season.
#[derive(Clone, Debug)]
pub struct SeasonRow {
    /// Row id.
    pub id: i64,
    /// Name.
    pub name: String,
    /// Results counted per player (K of "best K of N"); `None` counts them all.
    pub best_of: Option<i64>,
}

/// An evening of a season.
#[derive(Clone, Debug)]
pub struct EveningRow {
    /// The individual tournament's id.
    pub id: i64,
    /// Its name.
    pub name: String,
}

/// Creates a season; returns its id.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn create(db: &Db, name: &str, best_of: Option<i64>, by: i64, now: i64) -> DbResult<i64> {
    let mut tx = db.begin_write().await?;
    let id = sqlx::query_scalar!(
        r#"INSERT INTO individual_seasons (name, best_of, created_by, created_at)
           VALUES (?, ?, ?, ?) RETURNING id AS "id!""#,
        name,
        best_of,
        by,
        now
    )
    .fetch_one(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(id)
}

/// A season by id.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn get(db: &Db, id: i64) -> DbResult<Option<SeasonRow>> {
    Ok(sqlx::query_as!(
        SeasonRow,
        r#"SELECT id AS "id!", name, best_of FROM individual_seasons WHERE id = ?"#,
        id
    )
    .fetch_optional(db.pool())
    .await?)
}

/// Every season, latest first.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn list(db: &Db) -> DbResult<Vec<SeasonRow>> {
    Ok(sqlx::query_as!(
        SeasonRow,
        r#"SELECT id AS "id!", name, best_of FROM individual_seasons ORDER BY id DESC"#
    )
    .fetch_all(db.pool())
    .await?)
}

/// Sets how many results count. False when the season does not exist.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn set_best_of(db: &Db, id: i64, best_of: Option<i64>) -> DbResult<bool> {
    let changed = db
        .write(sqlx::query!(
            "UPDATE individual_seasons SET best_of = ? WHERE id = ?",
            best_of,
            id
        ))
        .await?;
    Ok(changed == 1)
}

/// Attaches an evening to a season (`None`: detaches it). False when the
/// tournament does not exist.
///
/// # Errors
/// [`super::DbError`] on storage failure (an unknown season among them).
pub async fn attach(db: &Db, tournament: i64, season: Option<i64>) -> DbResult<bool> {
    let changed = db
        .write(sqlx::query!(
            "UPDATE individual_tournaments SET season_id = ? WHERE id = ?",
            season,
            tournament
        ))
        .await?;
    Ok(changed == 1)
}

/// The evenings of a season, in the order they were created.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn evenings(db: &Db, season: i64) -> DbResult<Vec<EveningRow>> {
    Ok(sqlx::query_as!(
        EveningRow,
        r#"SELECT id AS "id!", name FROM individual_tournaments
           WHERE season_id = ? ORDER BY created_at, id"#,
        season
    )
    .fetch_all(db.pool())
    .await?)
}
