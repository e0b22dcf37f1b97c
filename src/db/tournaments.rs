//! Tournaments, their teams and players, and the append-only audit log.

use super::format::{AuditRow, By, Format};
use super::{Db, DbResult, WriteTx};
use crate::tournament::registration::NewTeam;

/// A tournament as stored.
#[derive(Clone, Debug)]
pub struct TournamentRow {
    /// Row id.
    pub id: i64,
    /// Name shown everywhere.
    pub name: String,
    /// Date, `YYYY-MM-DD`.
    pub held_on: String,
    /// Where it is played.
    pub venue: String,
    /// Rules system id (`risiko-2v2`).
    pub ruleset: String,
    /// Engine match settings (JSON).
    pub match_settings: String,
    /// Ranking and pairing settings (JSON).
    pub ranking_settings: String,
    /// Objective catalogue (JSON).
    pub objectives: String,
    /// Shown on the public pages?
    pub published: bool,
    /// Unix seconds.
    pub created_at: i64,
}

/// A tournament's details and settings: what creating it stores and what its
/// settings page changes.
#[derive(Clone, Debug)]
pub struct Details<'a> {
    /// Name.
    pub name: &'a str,
    /// Date, `YYYY-MM-DD`.
    pub held_on: &'a str,
    /// Venue.
    pub venue: &'a str,
    /// Engine match settings (JSON).
    pub match_settings: &'a str,
    /// Ranking settings (JSON).
    pub ranking_settings: &'a str,
}

/// What the organizer types to create a tournament, with the objectives it starts with.
#[derive(Clone, Debug)]
pub struct NewTournament<'a> {
    /// Its details and settings.
    pub details: Details<'a>,
    /// Objective catalogue (JSON).
    pub objectives: &'a str,
}

/// A team with its players.
#[derive(Clone, Debug)]
pub struct TeamRow {
    /// Row id.
    pub id: i64,
    /// Team name.
    pub name: String,
    /// Club, if any.
    pub club: Option<String>,
    /// Withdrawn from later rounds.
    pub dropped: bool,
    /// Plays one against a pair.
    pub solo: bool,
    /// First player's id and name.
    pub player1_id: Option<i64>,
    /// First player's name.
    pub player1: Option<String>,
    /// Second player's id.
    pub player2_id: Option<i64>,
    /// Second player's name.
    pub player2: Option<String>,
}

/// Creates a tournament and records it in the audit log.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn create(db: &Db, new: &NewTournament<'_>, by: By) -> DbResult<i64> {
    let t = &new.details;
    let mut tx = db.begin_write().await?;
    let id = sqlx::query_scalar!(
        r#"INSERT INTO tournaments (name, held_on, venue, match_settings, ranking_settings, objectives, created_by, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id AS "id!""#,
        t.name,
        t.held_on,
        t.venue,
        t.match_settings,
        t.ranking_settings,
        new.objectives,
        by.user,
        by.at
    )
    .fetch_one(&mut *tx)
    .await?;
    commit_audited(tx, id, by, "tournament.create", t.name).await?;
    Ok(id)
}

/// Every tournament, newest first.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn list(db: &Db) -> DbResult<Vec<TournamentRow>> {
    Ok(sqlx::query_as!(
        TournamentRow,
        r#"SELECT id AS "id!", name, held_on, venue, ruleset, match_settings, ranking_settings,
                  objectives, published AS "published: bool", created_at
           FROM tournaments ORDER BY held_on DESC, id DESC"#
    )
    .fetch_all(db.pool())
    .await?)
}

/// One tournament.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn get(db: &Db, id: i64) -> DbResult<Option<TournamentRow>> {
    Ok(sqlx::query_as!(
        TournamentRow,
        r#"SELECT id AS "id!", name, held_on, venue, ruleset, match_settings, ranking_settings,
                  objectives, published AS "published: bool", created_at
           FROM tournaments WHERE id = ?"#,
        id
    )
    .fetch_optional(db.pool())
    .await?)
}

/// The teams of a tournament with their players, by name.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn teams(db: &Db, tournament: i64) -> DbResult<Vec<TeamRow>> {
    Ok(sqlx::query_as!(
        TeamRow,
        r#"SELECT t.id AS "id!", t.name, t.club, t.dropped AS "dropped: bool", t.solo AS "solo: bool",
                  p1.id AS "player1_id?", p1.name AS "player1?", p2.id AS "player2_id?", p2.name AS "player2?"
           FROM teams t
           LEFT JOIN players p1 ON p1.team_id = t.id AND p1.position = 1
           LEFT JOIN players p2 ON p2.team_id = t.id AND p2.position = 2
           WHERE t.tournament_id = ? ORDER BY t.name"#,
        tournament
    )
    .fetch_all(db.pool())
    .await?)
}

async fn insert_team(tx: &mut WriteTx, tournament: i64, t: &NewTeam, now: i64) -> DbResult<i64> {
    let solo = t.player2.is_none();
    let id = sqlx::query_scalar!(
        r#"INSERT INTO teams (tournament_id, name, club, solo, created_at) VALUES (?, ?, ?, ?, ?)
           RETURNING id AS "id!""#,
        tournament,
        t.name,
        t.club,
        solo,
        now
    )
    .fetch_one(&mut **tx)
    .await?;
    sqlx::query!(
        "INSERT INTO players (team_id, position, name) VALUES (?, 1, ?)",
        id,
        t.player1
    )
    .execute(&mut **tx)
    .await?;
    if let Some(p2) = &t.player2 {
        sqlx::query!(
            "INSERT INTO players (team_id, position, name) VALUES (?, 2, ?)",
            id,
            p2
        )
        .execute(&mut **tx)
        .await?;
    }
    Ok(id)
}

/// Registers teams (one from the form, or a whole checked import) in one
/// transaction: all are stored or none.
///
/// # Errors
/// [`super::DbError::Duplicate`] when a name is already registered.
pub async fn add_teams(db: &Db, tournament: i64, teams: &[NewTeam], by: By) -> DbResult<Vec<i64>> {
    let mut tx = db.begin_write().await?;
    let mut ids = Vec::with_capacity(teams.len());
    for t in teams {
        ids.push(insert_team(&mut tx, tournament, t, by.at).await?);
    }
    let detail = teams
        .iter()
        .map(|t| t.name.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    let what = if teams.len() == 1 {
        "team.add"
    } else {
        "team.import"
    };
    super::people::sync_entries(&mut tx, by.at).await?;
    commit_audited(tx, tournament, by, what, &detail).await?;
    Ok(ids)
}

/// Withdraws a team from later rounds, or brings it back.
///
/// # Errors
/// [`super::DbError`] on storage failure. False when the team is not in the tournament.
pub async fn set_dropped(
    db: &Db,
    tournament: i64,
    team: i64,
    dropped: bool,
    by: By,
) -> DbResult<bool> {
    Format::Team
        .set_dropped(db, tournament, team, dropped, by)
        .await
}

/// Ends an audited change to a team tournament: its line goes to the team audit log
/// (see [`Format::commit_audited`]).
///
/// # Errors
/// [`super::DbError`] on storage failure; nothing is stored then.
pub(super) async fn commit_audited(
    tx: WriteTx,
    tournament: i64,
    by: By,
    action: &str,
    detail: &str,
) -> DbResult<()> {
    Format::Team
        .commit_audited(tx, tournament, by, action, detail)
        .await
}

/// The audit log of a tournament, newest first.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn audit_log(db: &Db, tournament: i64) -> DbResult<Vec<AuditRow>> {
    super::format::Format::Team.audit_log(db, tournament).await
}

/// What editing a team came to.
#[derive(Debug, PartialEq, Eq)]
pub enum TeamEdit {
    /// Stored and audited.
    Done,
    /// No such team in the tournament.
    NotFound,
    /// Player 2 cannot be removed: they have played (their scores name them).
    PlayerPlayed,
}

/// Renames a team, its club and its players; adds or removes player 2 (removing only
/// while they have no match and no adjustment).
///
/// # Errors
/// [`super::DbError::Duplicate`] when another team has the name.
pub async fn update_team(
    db: &Db,
    tournament: i64,
    team: i64,
    t: &NewTeam,
    by: By,
) -> DbResult<TeamEdit> {
    let mut tx = db.begin_write().await?;
    let old = sqlx::query!(
        r#"SELECT t.name, p2.id AS "p2?" FROM teams t
           LEFT JOIN players p2 ON p2.team_id = t.id AND p2.position = 2
           WHERE t.id = ? AND t.tournament_id = ?"#,
        team,
        tournament
    )
    .fetch_optional(&mut *tx)
    .await?;
    let Some(old) = old else {
        return Ok(TeamEdit::NotFound);
    };
    let solo = t.player2.is_none();
    sqlx::query!(
        "UPDATE teams SET name = ?, club = ?, solo = ? WHERE id = ?",
        t.name,
        t.club,
        solo,
        team
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "UPDATE players SET name = ? WHERE team_id = ? AND position = 1",
        t.player1,
        team
    )
    .execute(&mut *tx)
    .await?;
    match (&t.player2, old.p2) {
        (Some(name), Some(id)) => {
            sqlx::query!("UPDATE players SET name = ? WHERE id = ?", name, id)
                .execute(&mut *tx)
                .await?;
        }
        (Some(name), None) => {
            sqlx::query!(
                "INSERT INTO players (team_id, position, name) VALUES (?, 2, ?)",
                team,
                name
            )
            .execute(&mut *tx)
            .await?;
        }
        (None, Some(id)) => {
            let used = sqlx::query_scalar!(
                r#"SELECT (SELECT COUNT(*) FROM match_seats WHERE player_id = ?)
                        + (SELECT COUNT(*) FROM score_adjustments WHERE player_id = ?) AS "n!: i64""#,
                id,
                id
            )
            .fetch_one(&mut *tx)
            .await?;
            if used > 0 {
                return Ok(TeamEdit::PlayerPlayed);
            }
            sqlx::query!("DELETE FROM players WHERE id = ?", id)
                .execute(&mut *tx)
                .await?;
        }
        (None, None) => {}
    }
    let players = [Some(&t.player1), t.player2.as_ref()]
        .into_iter()
        .flatten()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .join(", ");
    let detail = format!("{} → {} ({players})", old.name, t.name);
    super::people::sync_entries(&mut tx, by.at).await?;
    commit_audited(tx, tournament, by, "team.edit", &detail).await?;
    Ok(TeamEdit::Done)
}
