//! Individual tournaments as stored (issue #15): the tournament with its seating
//! settings and formula (JSON owned by the pure modules), its players, and its
//! rounds with their tables. A round is a draft until published; publishing opens
//! each table's console match in the same transaction.

use super::format::Format;
use super::individual_log::By;
use super::{Db, DbResult, WriteTx};
use crate::tournament::individual::NewPlayer;

/// An individual tournament.
#[derive(Clone, Debug)]
pub struct IndividualRow {
    /// Row id.
    pub id: i64,
    /// Name.
    pub name: String,
    /// Ruleset id of its matches (`risiko-classic`).
    pub ruleset: String,
    /// `SeatingSettings` JSON.
    pub seating: String,
    /// `Formula` JSON.
    pub formula: String,
    /// Rounds planned.
    pub rounds_planned: i64,
    /// A signed table result counts only once someone else confirms it.
    pub second_confirmation: bool,
}

/// A registered player.
#[derive(Clone, Debug)]
pub struct PlayerRow {
    /// Row id (the `PlayerId` of the cores).
    pub id: i64,
    /// Name.
    pub name: String,
    /// Club, if any.
    pub club: Option<String>,
    /// Region, if any.
    pub region: Option<String>,
    /// Family group, if any: never seated with another of the group.
    pub family: Option<String>,
    /// Withdrawn from later rounds.
    pub dropped: bool,
}

/// A round.
#[derive(Clone, Debug)]
pub struct RoundRow {
    /// Its number from 1.
    pub number: i64,
    /// The seed it was seated with.
    pub seed: i64,
    /// The `SeatingReport` JSON.
    pub report: String,
    /// Published (its matches exist).
    pub published: bool,
    /// Its results are in the public standings (false: hidden until revealed).
    pub results_public: bool,
}

/// A table of a round.
#[derive(Clone, Debug)]
pub struct TableRow {
    /// Its round.
    pub round: i64,
    /// Table number.
    pub number: i64,
    /// Player ids in seat order (JSON array).
    pub players: String,
    /// A ghost seat completes it.
    pub ghost: bool,
    /// The console match, once published.
    pub match_id: Option<i64>,
}

/// A table to store with a draft: number, player ids JSON, ghost.
pub type DraftTable = (i64, String, bool);

/// A table's match to open at publication: table number, label, setup JSON, token.
pub struct TableMatch {
    /// Table number.
    pub number: i64,
    /// Match label ("Torneo · turno 1 · tavolo 2").
    pub label: String,
    /// The match log without actions.
    pub setup_json: String,
    /// Public page token.
    pub token: String,
}

/// A tournament by id.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn get(db: &Db, id: i64) -> DbResult<Option<IndividualRow>> {
    Ok(sqlx::query_as!(
        IndividualRow,
        r#"SELECT id AS "id!", name, ruleset, seating, formula, rounds_planned,
                  second_confirmation AS "second_confirmation: bool"
           FROM individual_tournaments WHERE id = ?"#,
        id
    )
    .fetch_optional(db.pool())
    .await?)
}

/// Every tournament, latest first.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn list(db: &Db) -> DbResult<Vec<IndividualRow>> {
    Ok(sqlx::query_as!(
        IndividualRow,
        r#"SELECT id AS "id!", name, ruleset, seating, formula, rounds_planned,
                  second_confirmation AS "second_confirmation: bool"
           FROM individual_tournaments ORDER BY id DESC"#
    )
    .fetch_all(db.pool())
    .await?)
}

/// Registers players, all or none, audited (`player.add`, one entry per player).
///
/// # Errors
/// [`super::DbError::Duplicate`] when a name is already registered; nothing is
/// stored then.
pub async fn add_players(db: &Db, tournament: i64, players: &[NewPlayer], by: By) -> DbResult<()> {
    let now = by.at;
    let mut tx = db.begin_write().await?;
    for p in players {
        sqlx::query!(
            "INSERT INTO individual_players (tournament_id, name, club, region, family, created_at)
             VALUES (?, ?, ?, ?, ?, ?)",
            tournament,
            p.name,
            p.club,
            p.region,
            p.family,
            now
        )
        .execute(&mut *tx)
        .await?;
        Format::Individual
            .audit(
                &mut tx,
                tournament,
                Some(by.user),
                now,
                "player.add",
                &p.name,
            )
            .await?;
    }
    super::people::sync_entries(&mut tx, now).await?;
    tx.commit().await?;
    Ok(())
}

/// The players, in registration order.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn players(db: &Db, tournament: i64) -> DbResult<Vec<PlayerRow>> {
    Ok(sqlx::query_as!(
        PlayerRow,
        r#"SELECT id AS "id!", name, club, region, family, dropped AS "dropped: bool"
           FROM individual_players WHERE tournament_id = ? ORDER BY id"#,
        tournament
    )
    .fetch_all(db.pool())
    .await?)
}

/// What the organizer changes about a registered player after registration.
#[derive(Clone, Copy, Debug)]
pub enum PlayerChange<'a> {
    /// Withdrawn from later rounds (true) or brought back (false): audited as
    /// `player.drop` or `player.return` with the name.
    Dropped(bool),
    /// The family group set, or cleared with `None`: audited as `player.family`,
    /// "Anna: Rossi" or "Anna: -".
    Family(Option<&'a str>),
}

/// Changes a player as `change` says, audited. False when the player is not in the
/// tournament.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn set_player(
    db: &Db,
    tournament: i64,
    player: i64,
    change: PlayerChange<'_>,
    by: By,
) -> DbResult<bool> {
    let family = match change {
        PlayerChange::Dropped(dropped) => {
            return Format::Individual
                .set_dropped(db, tournament, player, dropped, by)
                .await;
        }
        PlayerChange::Family(family) => family,
    };
    let mut tx = db.begin_write().await?;
    let name = sqlx::query_scalar!(
        "UPDATE individual_players SET family = ? WHERE id = ? AND tournament_id = ?
         RETURNING name",
        family,
        player,
        tournament
    )
    .fetch_optional(&mut *tx)
    .await?;
    let Some(name) = name else {
        return Ok(false);
    };
    let detail = format!("{name}: {}", family.unwrap_or("-"));
    Format::Individual
        .commit_audited(tx, tournament, by, "player.family", &detail)
        .await?;
    Ok(true)
}

/// The rounds, in order.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn rounds(db: &Db, tournament: i64) -> DbResult<Vec<RoundRow>> {
    Ok(sqlx::query_as!(
        RoundRow,
        r#"SELECT number, seed, report, published AS "published: bool",
                  results_public AS "results_public: bool"
           FROM individual_rounds WHERE tournament_id = ? ORDER BY number"#,
        tournament
    )
    .fetch_all(db.pool())
    .await?)
}

/// Every table of every round, by round then number.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn tables(db: &Db, tournament: i64) -> DbResult<Vec<TableRow>> {
    Ok(sqlx::query_as!(
        TableRow,
        r#"SELECT round, number, players, ghost AS "ghost: bool", match_id
           FROM individual_tables WHERE tournament_id = ? ORDER BY round, number"#,
        tournament
    )
    .fetch_all(db.pool())
    .await?)
}

/// Makes room for a new draft of a round: removes an earlier draft of it. False, touching nothing, when that round is already published: a
/// published round is never drafted again, whether by the seating or by a stage.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn clear_draft(tx: &mut WriteTx, tournament: i64, round: i64) -> DbResult<bool> {
    let published = sqlx::query_scalar!(
        r#"SELECT published AS "published: bool" FROM individual_rounds
           WHERE tournament_id = ? AND number = ?"#,
        tournament,
        round
    )
    .fetch_optional(&mut **tx)
    .await?;
    if published == Some(true) {
        return Ok(false);
    }
    sqlx::query!(
        "DELETE FROM individual_rounds WHERE tournament_id = ? AND number = ?",
        tournament,
        round
    )
    .execute(&mut **tx)
    .await?;
    Ok(true)
}

/// Stores a draft round, replacing an earlier draft of the same round, audited
/// (`round.draft` with the seed). False when that round is already published
/// (nothing is changed then).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn save_draft(
    db: &Db,
    tournament: i64,
    round: i64,
    seed: i64,
    report: &str,
    tables: &[DraftTable],
    by: By,
) -> DbResult<bool> {
    let mut tx = db.begin_write().await?;
    if !clear_draft(&mut tx, tournament, round).await? {
        return Ok(false);
    }
    sqlx::query!(
        "INSERT INTO individual_rounds (tournament_id, number, seed, report) VALUES (?, ?, ?, ?)",
        tournament,
        round,
        seed,
        report
    )
    .execute(&mut *tx)
    .await?;
    for (number, players, ghost) in tables {
        sqlx::query!(
            "INSERT INTO individual_tables (tournament_id, round, number, players, ghost)
             VALUES (?, ?, ?, ?, ?)",
            tournament,
            round,
            number,
            players,
            ghost
        )
        .execute(&mut *tx)
        .await?;
    }
    let detail = format!("round {round}, seed {seed}");
    Format::Individual
        .commit_audited(tx, tournament, by, "round.draft", &detail)
        .await?;
    Ok(true)
}

/// An edit of a draft as the audit log records it: its action key (`round.swap`,
/// `round.move`) and the detail in words ("round 1: Anna <-> Bruno").
pub struct DraftEdit<'a> {
    /// Stable action key.
    pub action: &'a str,
    /// What changed.
    pub detail: String,
}

/// Rewrites the players and ghost flags of draft tables (a swap, a move) and the
/// round's report, all or none, audited as `edit` says. False when the round is
/// published or a table is missing.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn set_draft_players(
    db: &Db,
    tournament: i64,
    round: i64,
    tables: &[DraftTable],
    report: &str,
    edit: &DraftEdit<'_>,
    by: By,
) -> DbResult<bool> {
    let mut tx = db.begin_write().await?;
    let draft = tx
        .changes_one(sqlx::query!(
            "UPDATE individual_rounds SET report = ?
         WHERE tournament_id = ? AND number = ? AND published = 0",
            report,
            tournament,
            round
        ))
        .await?;
    if !draft {
        return Ok(false);
    }
    for (number, players, ghost) in tables {
        let found = tx
            .changes_one(sqlx::query!(
                "UPDATE individual_tables SET players = ?, ghost = ?
             WHERE tournament_id = ? AND round = ? AND number = ? AND EXISTS (
               SELECT 1 FROM individual_rounds r
               WHERE r.tournament_id = individual_tables.tournament_id
                 AND r.number = individual_tables.round AND r.published = 0)",
                players,
                ghost,
                tournament,
                round,
                number
            ))
            .await?;
        if !found {
            return Ok(false);
        }
    }
    Format::Individual
        .commit_audited(tx, tournament, by, edit.action, &edit.detail)
        .await?;
    Ok(true)
}

/// Publishes a draft round: opens each table's match and marks the round
/// published, in one transaction. False when it was not a draft.
///
/// # Errors
/// [`super::DbError`] on storage failure; nothing is stored then.
pub async fn publish(
    db: &Db,
    tournament: i64,
    round: i64,
    matches: &[TableMatch],
    by: i64,
    now: i64,
) -> DbResult<bool> {
    let mut tx = db.begin_write().await?;
    let draft = tx
        .changes_one(sqlx::query!(
            "UPDATE individual_rounds SET published = 1
         WHERE tournament_id = ? AND number = ? AND published = 0",
            tournament,
            round
        ))
        .await?;
    if !draft {
        return Ok(false);
    }
    for m in matches {
        let id = sqlx::query_scalar!(
            r#"INSERT INTO matches (label, setup_json, public_token, created_by, created_at)
               VALUES (?, ?, ?, ?, ?) RETURNING id AS "id!""#,
            m.label,
            m.setup_json,
            m.token,
            by,
            now
        )
        .fetch_one(&mut *tx)
        .await?;
        sqlx::query!(
            "UPDATE individual_tables SET match_id = ?
             WHERE tournament_id = ? AND round = ? AND number = ?",
            id,
            tournament,
            round,
            m.number
        )
        .execute(&mut *tx)
        .await?;
    }
    let detail = format!("round {round}");
    Format::Individual
        .commit_audited(tx, tournament, By::new(by, now), "round.publish", &detail)
        .await?;
    Ok(true)
}
