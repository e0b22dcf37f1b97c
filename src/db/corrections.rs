//! The organizer's hold on tournament results: who sat where (`match_seats`), second
//! confirmations, reopening a signed match, and score adjustments (stored, as an
//! individual correction is, by [`Format::change_points`]). Every change is written
//! with its audit entry in the same transaction. A format's sign-off reading and its
//! changes to a signed result's points are methods of [`Format`] written here, above
//! [`super::format`] (which knows only the format's own tables), since they read the
//! sign-offs this module keeps.

use super::format::{By, Format, PointsChange, Whose};
use super::individual_corrections::table_of;
use super::{Db, DbResult, WriteTx};
use crate::tournament::ResultState;

/// A tournament match's sign-off and confirmation.
#[derive(Clone, Debug)]
pub struct Signoff {
    /// The match.
    pub match_id: i64,
    /// Its tournament (None for a friendly match).
    pub tournament_id: Option<i64>,
    /// "Turno 2 · Tavolo 3".
    pub label: String,
    /// `setup`, `playing`, `finished` or `signed`.
    pub status: String,
    /// Who signed it off.
    pub signed_by: Option<i64>,
    /// Their name.
    pub signed_by_name: Option<String>,
    /// Unix seconds.
    pub signed_at: Option<i64>,
    /// Who confirmed it.
    pub confirmed_by: Option<i64>,
    /// Their name.
    pub confirmed_by_name: Option<String>,
}

impl Signoff {
    /// Where the result stands, for the pure rules.
    pub fn state(&self) -> ResultState {
        match (self.status.as_str(), self.confirmed_by) {
            ("signed", Some(_)) => ResultState::Confirmed,
            ("signed", None) => ResultState::Signed { by: self.signed_by },
            _ => ResultState::Open,
        }
    }
}

/// The one text that reads sign-offs: a match's columns with the names of who signed
/// and who confirmed, for the matches `$from` leads to (`m` the matches), picked and
/// ordered by `$rest`. sqlx checks the joined literals as one query.
macro_rules! signoffs_query {
    ($from:literal, $rest:literal, $arg:expr) => {
        sqlx::query_as!(
            Signoff,
            r#"SELECT m.id AS "match_id!", m.tournament_id, m.label, m.status, m.signed_by,
                  us.username AS "signed_by_name?", m.signed_at,
                  c.confirmed_by AS "confirmed_by?", uc.username AS "confirmed_by_name?"
               FROM "#
                + $from
                + r#"
               LEFT JOIN users us ON us.id = m.signed_by
               LEFT JOIN match_confirmations c ON c.match_id = m.id
               LEFT JOIN users uc ON uc.id = c.confirmed_by
               "#
                + $rest,
            $arg
        )
    };
}
pub(super) use signoffs_query;

async fn signoff_tx(tx: &mut WriteTx, match_id: i64) -> DbResult<Option<Signoff>> {
    read_signoff(&mut **tx, match_id).await
}

/// A match's sign-off and confirmation.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn signoff(db: &Db, match_id: i64) -> DbResult<Option<Signoff>> {
    read_signoff(db.pool(), match_id).await
}

/// The one reading of a match's sign-off, through the pool or inside a write
/// transaction.
async fn read_signoff<'e>(
    ex: impl sqlx::SqliteExecutor<'e>,
    match_id: i64,
) -> DbResult<Option<Signoff>> {
    Ok(signoffs_query!("matches m", "WHERE m.id = ?", match_id)
        .fetch_optional(ex)
        .await?)
}

impl Format {
    /// A match's sign-off, when the match is one of this tournament's (a team
    /// tournament's match names it; an individual one's sits at a published table).
    ///
    /// # Errors
    /// [`super::DbError`] on storage failure.
    pub async fn signoff(
        self,
        tx: &mut WriteTx,
        tournament: i64,
        match_id: i64,
    ) -> DbResult<Option<Signoff>> {
        match self {
            Self::Team => Ok(signoff_tx(tx, match_id)
                .await?
                .filter(|s| s.tournament_id == Some(tournament))),
            // An individual tournament's match is its own when it sits at one of its tables.
            Self::Individual => {
                if table_of(tx, tournament, match_id).await?.is_none() {
                    return Ok(None);
                }
                signoff_tx(tx, match_id).await
            }
        }
    }

    /// The label of a match of this tournament while it is signed, read in `tx`: a
    /// change to its points is stored only then. `None` when the match is not this
    /// tournament's or not signed (reopened meanwhile).
    ///
    /// # Errors
    /// [`super::DbError`] on storage failure.
    pub async fn signed_label(
        self,
        tx: &mut WriteTx,
        tournament: i64,
        match_id: i64,
    ) -> DbResult<Option<String>> {
        let signoff = self.signoff(tx, tournament, match_id).await?;
        Ok(signoff.filter(|s| s.status == "signed").map(|s| s.label))
    }

    /// Stores a change to a signed result's points (a team's adjustment, a player's
    /// correction), only while the match is this tournament's and signed (not
    /// reopened meanwhile), in the table of the format [`PointsChange::whose`] names;
    /// a player's correction only at one of this tournament's tables. The change is
    /// audited as `match.adjust`. False, with nothing stored, when it was refused.
    ///
    /// # Errors
    /// [`super::DbError`] on storage failure; nothing is stored then.
    pub async fn change_points(
        db: &Db,
        tournament: i64,
        c: &PointsChange<'_>,
        by: By,
    ) -> DbResult<bool> {
        let format = c.whose.format();
        let mut tx = db.begin_write().await?;
        let Some(label) = format.signed_label(&mut tx, tournament, c.match_id).await? else {
            return Ok(false);
        };
        match c.whose {
            Whose::Team { team_id, player_id } => {
                sqlx::query!(
            "INSERT INTO score_adjustments (tournament_id, match_id, team_id, player_id, points, reason, created_by, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    tournament,
                    c.match_id,
                    team_id,
                    player_id,
                    c.points,
                    c.reason,
                    by.user,
                    by.at
                )
                .execute(&mut *tx)
                .await?;
            }
            // An individual correction is kept by round and table, not by match.
            Whose::Player(player) => {
                let Some((round, table)) = table_of(&mut tx, tournament, c.match_id).await? else {
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
                .execute(&mut *tx)
                .await?;
            }
        }
        // A player's correction is described with its points already ("Anna +0.5").
        let detail = match format {
            Format::Team => format!("{label}: {} {:+}: {}", c.described, c.points, c.reason),
            Format::Individual => format!("{label}: {}: {}", c.described, c.reason),
        };
        format
            .commit_audited(tx, tournament, by, "match.adjust", &detail)
            .await?;
        Ok(true)
    }
}

/// The signed, unconfirmed matches of a tournament, oldest signature first.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn awaiting_confirmation(db: &Db, tournament: i64) -> DbResult<Vec<Signoff>> {
    Ok(sqlx::query_as!(
        Signoff,
        r#"SELECT m.id AS "match_id!", m.tournament_id, m.label, m.status, m.signed_by,
                  us.username AS "signed_by_name?", m.signed_at,
                  NULL AS "confirmed_by?: i64", NULL AS "confirmed_by_name?: String"
           FROM matches m
           LEFT JOIN users us ON us.id = m.signed_by
           WHERE m.tournament_id = ? AND m.status = 'signed'
             AND NOT EXISTS (SELECT 1 FROM match_confirmations c WHERE c.match_id = m.id)
           ORDER BY m.signed_at, m.id"#,
        tournament
    )
    .fetch_all(db.pool())
    .await?)
}

/// What a confirmation or a reopening found.
#[derive(Debug, PartialEq, Eq)]
pub enum Outcome<E> {
    /// Done, and audited.
    Done,
    /// No such match in this tournament.
    NotFound,
    /// The rule refused it; nothing was written.
    Refused(E),
}

/// Confirms a signed result if `rule` allows it for the match's current state (read
/// inside the write transaction, so two confirmations cannot both pass), audited as
/// `match.confirm` in the format's log.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn confirm_in<E>(
    db: &Db,
    format: Format,
    tournament: i64,
    match_id: i64,
    by: By,
    rule: impl FnOnce(ResultState) -> Result<(), E>,
) -> DbResult<Outcome<E>> {
    let mut tx = db.begin_write().await?;
    let Some(s) = format.signoff(&mut tx, tournament, match_id).await? else {
        return Ok(Outcome::NotFound);
    };
    if let Err(e) = rule(s.state()) {
        return Ok(Outcome::Refused(e));
    }
    sqlx::query!(
        "INSERT INTO match_confirmations (match_id, confirmed_by, confirmed_at) VALUES (?, ?, ?)",
        match_id,
        by.user,
        by.at
    )
    .execute(&mut *tx)
    .await?;
    let user = Some(by.user);
    format
        .audit(&mut tx, tournament, user, by.at, "match.confirm", &s.label)
        .await?;
    tx.commit().await?;
    Ok(Outcome::Done)
}

/// Why a signed match cannot be reopened.
#[derive(Debug, PartialEq, Eq)]
pub struct NotSigned;

/// Reopens a signed match so the referee can correct it in the console and sign it
/// again: back to `finished`, signature and confirmation cleared, reason audited as
/// `match.reopen` in the format's log.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn reopen_in(
    db: &Db,
    format: Format,
    tournament: i64,
    match_id: i64,
    reason: &str,
    by: By,
) -> DbResult<Outcome<NotSigned>> {
    let mut tx = db.begin_write().await?;
    let Some(s) = format.signoff(&mut tx, tournament, match_id).await? else {
        return Ok(Outcome::NotFound);
    };
    if s.status != "signed" {
        return Ok(Outcome::Refused(NotSigned));
    }
    sqlx::query!(
        "UPDATE matches SET status = 'finished', signed_by = NULL, signed_at = NULL WHERE id = ?",
        match_id
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "DELETE FROM match_confirmations WHERE match_id = ?",
        match_id
    )
    .execute(&mut *tx)
    .await?;
    super::match_results::forget(&mut tx, match_id).await?;
    let who = s.signed_by_name.unwrap_or_default();
    let detail = format!("{} (signed by {who}): {reason}", s.label);
    let user = Some(by.user);
    format
        .audit(&mut tx, tournament, user, by.at, "match.reopen", &detail)
        .await?;
    tx.commit().await?;
    Ok(Outcome::Done)
}

/// The sign-offs of every match of a tournament (what [`signoff`] reads for one).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn signoffs_in(db: &Db, tournament: i64) -> DbResult<Vec<Signoff>> {
    Ok(
        signoffs_query!("matches m", "WHERE m.tournament_id = ?", tournament)
            .fetch_all(db.pool())
            .await?,
    )
}

/// The seats of every match of a tournament: (match id, seat), in seat order.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn seats_in(db: &Db, tournament: i64) -> DbResult<Vec<(i64, SeatRow)>> {
    let rows = sqlx::query!(
        r#"SELECT s.match_id, s.seat, s.team_id, s.player_id, p.name AS player_name
           FROM match_seats s
           JOIN players p ON p.id = s.player_id
           JOIN matches m ON m.id = s.match_id
           WHERE m.tournament_id = ? ORDER BY s.match_id, s.seat"#,
        tournament
    )
    .fetch_all(db.pool())
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let seat = SeatRow {
                seat: r.seat,
                team_id: r.team_id,
                player_id: r.player_id,
                player_name: r.player_name,
            };
            (r.match_id, seat)
        })
        .collect())
}

/// One seat of a tournament match with the person who played it (current names).
#[derive(Clone, Debug)]
pub struct SeatRow {
    /// Seat 0–3.
    pub seat: i64,
    /// The seat's team.
    pub team_id: i64,
    /// Who played it (the solo player for a virtual seat).
    pub player_id: i64,
    /// Their current name.
    pub player_name: String,
}

/// The seats of a match, in seat order (empty for a friendly match).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn seats(db: &Db, match_id: i64) -> DbResult<Vec<SeatRow>> {
    Ok(sqlx::query_as!(
        SeatRow,
        r#"SELECT s.seat, s.team_id, s.player_id, p.name AS player_name
           FROM match_seats s JOIN players p ON p.id = s.player_id
           WHERE s.match_id = ? ORDER BY s.seat"#,
        match_id
    )
    .fetch_all(db.pool())
    .await?)
}

/// A stored score adjustment, with names.
#[derive(Clone, Debug)]
pub struct AdjustmentRow {
    /// Row id.
    pub id: i64,
    /// The match.
    pub match_id: i64,
    /// Its label.
    pub match_label: String,
    /// Its round.
    pub round_no: Option<i64>,
    /// The team.
    pub team_id: i64,
    /// Its name.
    pub team_name: String,
    /// The player, if the adjustment is personal.
    pub player_id: Option<i64>,
    /// Their name.
    pub player_name: Option<String>,
    /// Points (never 0).
    pub points: i64,
    /// Why.
    pub reason: String,
    /// Who.
    pub by_name: String,
    /// Unix seconds.
    pub created_at: i64,
}

/// Every adjustment of a tournament, in the order they were made.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn adjustments(db: &Db, tournament: i64) -> DbResult<Vec<AdjustmentRow>> {
    Ok(sqlx::query_as!(
        AdjustmentRow,
        r#"SELECT a.id AS "id!", a.match_id, m.label AS match_label, m.round_no,
                  a.team_id, t.name AS team_name, a.player_id, p.name AS "player_name?",
                  a.points, a.reason, u.username AS by_name, a.created_at
           FROM score_adjustments a
           JOIN matches m ON m.id = a.match_id
           JOIN teams t ON t.id = a.team_id
           LEFT JOIN players p ON p.id = a.player_id
           JOIN users u ON u.id = a.created_by
           WHERE a.tournament_id = ? ORDER BY a.id"#,
        tournament
    )
    .fetch_all(db.pool())
    .await?)
}
