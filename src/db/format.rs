//! The two tournament formats as storage keeps them. A team tournament and an
//! individual one share the matches, their sign-offs and confirmations; each keeps
//! its own rounds and its own audit log. Here is what both formats' storage speaks
//! of (the [`Format`], who acted as [`By`], an [`AuditRow`], a [`PointsChange`]) and
//! what touches only the format's own tables: its audit log, withdrawing a team or a
//! player, hiding a round's results. What reads a match's sign-off (confirming,
//! reopening, changing a signed result's points) is written once above this, in
//! [`super::corrections`], with the format naming the tables it touches.

use super::{Db, DbResult, WriteTx};

/// Which format a tournament id belongs to (the two keep separate id sequences).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Teams of players meet in matches, round by round.
    Team,
    /// Players sit at tables of N on their own.
    Individual,
}

/// Who acts, and when (unix seconds): what every audited change records.
#[derive(Clone, Copy, Debug)]
pub struct By {
    /// The account.
    pub user: i64,
    /// Unix seconds.
    pub at: i64,
}

impl By {
    /// `user` acting at `at` (unix seconds).
    pub fn new(user: i64, at: i64) -> By {
        By { user, at }
    }
}

/// One audit entry, with the account name.
#[derive(Clone, Debug)]
pub struct AuditRow {
    /// Unix seconds.
    pub at: i64,
    /// Who (None for a player's own action or the system).
    pub username: Option<String>,
    /// What, as a stable key (`team.add`, `round.publish`, …).
    pub action: String,
    /// Details.
    pub detail: String,
}

/// One checked query on the format's own table (`audit_log` or `individual_audit`,
/// `rounds` or `individual_rounds`): the two formats' tables have the same columns, so
/// the SQL is written once around the table's name. sqlx wants every text spelled out
/// to check it at compile time; it accepts literals joined with `+`, which is what the
/// two arms paste together.
macro_rules! own_table {
    ($format:expr, $team:literal | $individual:literal,
     $($query:ident)::+!($($record:ident,)? $before:literal, $after:literal $(, $arg:expr)*)
     $($then:tt)*) => {
        match $format {
            Format::Team => $($query)::+!($($record,)? $before + $team + $after $(, $arg)*) $($then)*,
            Format::Individual => {
                $($query)::+!($($record,)? $before + $individual + $after $(, $arg)*) $($then)*
            }
        }
    };
}

/// Whose points a change moves: it names the format, and the row the format keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whose {
    /// A team's adjustment, or one of its players' (`player_id`): whole points.
    Team {
        /// The team.
        team_id: i64,
        /// The player, if the adjustment is personal.
        player_id: Option<i64>,
    },
    /// An individual tournament's correction of one player's ranking points (seated
    /// at the change's table): ten-thousandths of a point.
    Player(i64),
}

impl Whose {
    /// The format whose tables hold the change.
    #[must_use]
    pub fn format(self) -> Format {
        match self {
            Whose::Team { .. } => Format::Team,
            Whose::Player(_) => Format::Individual,
        }
    }
}

/// A change to a signed result's points, with its reason: what a correction carries in
/// either format (a team's adjustment names the team, an individual one the player).
pub struct PointsChange<'a> {
    /// Whose points.
    pub whose: Whose,
    /// The match.
    pub match_id: i64,
    /// Points (never 0): whole points for a team, ten-thousandths for a player.
    pub points: i64,
    /// Why (required).
    pub reason: &'a str,
    /// Who and how much, in words, for the audit log ("Corsari · Anna −5").
    pub described: &'a str,
}

impl Format {
    /// Withdraws an entrant (a team, or an individual tournament's player) from later
    /// rounds, or brings it back, audited as `team.drop`/`team.return` or
    /// `player.drop`/`player.return` with its name. False when it is not in the
    /// tournament.
    ///
    /// # Errors
    /// [`super::DbError`] on storage failure.
    pub async fn set_dropped(
        self,
        db: &Db,
        tournament: i64,
        entrant: i64,
        dropped: bool,
        by: By,
    ) -> DbResult<bool> {
        let mut tx = db.begin_write().await?;
        let name = own_table!(
            self,
            "teams" | "individual_players",
            sqlx::query_scalar!(
                "UPDATE ",
                " SET dropped = ? WHERE id = ? AND tournament_id = ? RETURNING name",
                dropped,
                entrant,
                tournament
            )
            .fetch_optional(&mut *tx)
            .await?
        );
        let Some(name) = name else {
            return Ok(false);
        };
        let action = match (self, dropped) {
            (Format::Team, true) => "team.drop",
            (Format::Team, false) => "team.return",
            (Format::Individual, true) => "player.drop",
            (Format::Individual, false) => "player.return",
        };
        self.commit_audited(tx, tournament, by, action, &name)
            .await?;
        Ok(true)
    }

    /// Appends to the tournament's audit log inside the caller's transaction.
    ///
    /// # Errors
    /// [`super::DbError`] on storage failure.
    pub async fn audit(
        self,
        tx: &mut WriteTx,
        tournament: i64,
        user: Option<i64>,
        at: i64,
        action: &str,
        detail: &str,
    ) -> DbResult<()> {
        own_table!(
            self,
            "audit_log" | "individual_audit",
            sqlx::query!(
                "INSERT INTO ",
                " (tournament_id, user_id, at, action, detail) VALUES (?, ?, ?, ?, ?)",
                tournament,
                user,
                at,
                action,
                detail
            )
            .execute(&mut **tx)
            .await?
        );
        Ok(())
    }

    /// Ends an audited change: appends its line to the tournament's audit log and
    /// commits, so the change and its line are stored together or not at all.
    ///
    /// # Errors
    /// [`super::DbError`] on storage failure; nothing is stored then.
    pub async fn commit_audited(
        self,
        mut tx: WriteTx,
        tournament: i64,
        by: By,
        action: &str,
        detail: &str,
    ) -> DbResult<()> {
        self.audit(&mut tx, tournament, Some(by.user), by.at, action, detail)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// The tournament's audit log, newest first.
    ///
    /// # Errors
    /// [`super::DbError`] on storage failure.
    pub async fn audit_log(self, db: &Db, tournament: i64) -> DbResult<Vec<AuditRow>> {
        Ok(own_table!(self, "audit_log" | "individual_audit",
            sqlx::query_as!(AuditRow,
                r#"SELECT a.at, u.username AS "username?", a.action, a.detail FROM "#,
                r#" a LEFT JOIN users u ON u.id = a.user_id WHERE a.tournament_id = ? ORDER BY a.id DESC"#,
                tournament)
            .fetch_all(db.pool()).await?))
    }

    /// Whether a round's results are public; `None` when there is no such round.
    async fn results_public(
        self,
        tx: &mut WriteTx,
        tournament: i64,
        round: i64,
    ) -> DbResult<Option<bool>> {
        Ok(own_table!(
            self,
            "rounds" | "individual_rounds",
            sqlx::query_scalar!(
                r#"SELECT results_public AS "results_public: bool" FROM "#,
                " WHERE tournament_id = ? AND number = ?",
                tournament,
                round
            )
            .fetch_optional(&mut **tx)
            .await?
        ))
    }

    async fn store_results_public(
        self,
        tx: &mut WriteTx,
        tournament: i64,
        round: i64,
        public: bool,
    ) -> DbResult<()> {
        own_table!(
            self,
            "rounds" | "individual_rounds",
            sqlx::query!(
                "UPDATE ",
                " SET results_public = ? WHERE tournament_id = ? AND number = ?",
                public,
                tournament,
                round
            )
            .execute(&mut **tx)
            .await?
        );
        Ok(())
    }
}

/// Shows or hides a round's results on the public pages (the standings and the round's
/// results), auditing the change (`round.results`). Setting the value it already has
/// changes nothing and writes no audit row.
///
/// # Errors
/// [`super::DbError`] on storage failure. `None` when the tournament has no such round;
/// otherwise whether the value changed.
pub async fn set_results_public(
    db: &Db,
    format: Format,
    tournament: i64,
    round: i64,
    public: bool,
    by: By,
) -> DbResult<Option<bool>> {
    let mut tx = db.begin_write().await?;
    let Some(was) = format.results_public(&mut tx, tournament, round).await? else {
        return Ok(None);
    };
    if was == public {
        return Ok(Some(false));
    }
    format
        .store_results_public(&mut tx, tournament, round, public)
        .await?;
    let shown = if public { "visible" } else { "hidden" };
    let detail = format!("round {round}: results {shown}");
    format
        .commit_audited(tx, tournament, by, "round.results", &detail)
        .await?;
    Ok(Some(true))
}
