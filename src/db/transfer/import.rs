//! Storing a checked archive as a new tournament, in one transaction: the tournament,
//! teams and players, rounds and tables, and each match with its entries, seats,
//! confirmation, adjustments and player edits, then the audit log.

use super::records::{Accounts, insert_audit, insert_confirmation, insert_entries};
use std::collections::HashMap;

use crate::db::format::{By, Format};
use crate::db::{Db, DbError, DbResult, WriteTx, match_referees, setup_changes};
use crate::tournament::archive::{Archive, MatchEntry, TeamEntry};

/// What an import stored.
#[derive(Clone, Debug)]
pub struct Imported {
    /// The new tournament.
    pub id: i64,
    /// Usernames in the file with no account here: their records now name the
    /// importing organizer.
    pub unknown_users: Vec<String>,
}

/// The new tournament's teams and players, by the archive's keys.
struct Roster {
    tournament: i64,
    teams: HashMap<i64, i64>,
    players: HashMap<(i64, String), i64>,
}

impl Roster {
    fn team(&self, old: i64) -> DbResult<i64> {
        self.teams
            .get(&old)
            .copied()
            .ok_or_else(|| DbError::Other(format!("archive names unknown team {old}")))
    }

    fn player(&self, team: i64, name: &str) -> DbResult<i64> {
        self.players
            .get(&(team, name.to_string()))
            .copied()
            .ok_or_else(|| DbError::Other(format!("archive names unknown player {name}")))
    }
}

/// Stores a checked archive as a new tournament, all in one transaction; `token`
/// makes each match's public table token.
///
/// # Errors
/// [`DbError`] on storage failure; nothing is stored then.
pub async fn import(
    db: &Db,
    a: &Archive,
    importer: i64,
    now: i64,
    token: fn() -> String,
) -> DbResult<Imported> {
    let mut tx = db.begin_write().await?;
    let (accounts, unknown_users) = Accounts::look_up(&mut tx, a.usernames(), importer).await?;
    let t = &a.tournament;
    let (settings, ranking, objectives) = (
        t.match_settings.to_string(),
        t.ranking_settings.to_string(),
        t.objectives.to_string(),
    );
    let created_by = accounts.id(t.created_by.as_ref()).unwrap_or(importer);
    let id = sqlx::query_scalar!(
        r#"INSERT INTO tournaments (name, held_on, venue, ruleset, match_settings, ranking_settings,
                                    objectives, published, created_by, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id AS "id!""#,
        t.name,
        t.held_on,
        t.venue,
        t.ruleset,
        settings,
        ranking,
        objectives,
        t.published,
        created_by,
        t.created_at
    )
    .fetch_one(&mut *tx)
    .await?;
    let mut roster = Roster {
        tournament: id,
        teams: HashMap::new(),
        players: HashMap::new(),
    };
    for team in &a.teams {
        insert_team(&mut tx, &mut roster, team).await?;
    }
    for r in &a.rounds {
        let round = sqlx::query_scalar!(
            r#"INSERT INTO rounds (tournament_id, number, seed, status, results_public, created_at, published_at)
               VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id AS "id!""#,
            id,
            r.number,
            r.seed,
            r.status,
            r.results_public,
            r.created_at,
            r.published_at
        )
        .fetch_one(&mut *tx)
        .await?;
        for x in &r.tables {
            let match_id = match &x.game {
                Some(m) => {
                    let at = (r.number, x.table_no);
                    Some(insert_match(&mut tx, &roster, at, m, &accounts, token()).await?)
                }
                None => None,
            };
            let team_a = roster.team(x.team_a)?;
            let team_b = x.team_b.map(|b| roster.team(b)).transpose()?;
            let table = sqlx::query_scalar!(
                r#"INSERT INTO round_tables (round_id, table_no, team_a, team_b, notes, match_id)
                   VALUES (?, ?, ?, ?, ?, ?) RETURNING id AS "id!""#,
                round,
                x.table_no,
                team_a,
                team_b,
                x.notes,
                match_id
            )
            .fetch_one(&mut *tx)
            .await?;
            for name in &x.referees {
                let user = accounts.id(Some(name));
                sqlx::query!(
                    "INSERT OR IGNORE INTO round_table_referees (round_table_id, user_id) VALUES (?, ?)",
                    table,
                    user
                )
                .execute(&mut *tx)
                .await?;
            }
        }
    }
    insert_audit(&mut tx, Format::Team, id, &a.audit, &accounts).await?;
    let mut detail = format!("from an archive written at {}", a.exported_at);
    if !unknown_users.is_empty() {
        detail.push_str(&format!(
            "; unknown accounts mapped to the importer: {}",
            unknown_users.join(", ")
        ));
    }
    crate::db::people::sync_entries(&mut tx, now).await?;
    let by = By::new(importer, now);
    Format::Team
        .commit_audited(tx, id, by, "tournament.import", &detail)
        .await?;
    Ok(Imported { id, unknown_users })
}

async fn insert_team(tx: &mut WriteTx, roster: &mut Roster, t: &TeamEntry) -> DbResult<()> {
    let tournament = roster.tournament;
    let id = sqlx::query_scalar!(
        r#"INSERT INTO teams (tournament_id, name, club, dropped, solo, created_at)
           VALUES (?, ?, ?, ?, ?, ?) RETURNING id AS "id!""#,
        tournament,
        t.name,
        t.club,
        t.dropped,
        t.solo,
        t.created_at
    )
    .fetch_one(&mut **tx)
    .await?;
    for (position, name) in (1i64..).zip(&t.players) {
        let player = sqlx::query_scalar!(
            r#"INSERT INTO players (team_id, position, name) VALUES (?, ?, ?) RETURNING id AS "id!""#,
            id,
            position,
            name
        )
        .fetch_one(&mut **tx)
        .await?;
        roster.players.insert((t.id, name.clone()), player);
    }
    roster.teams.insert(t.id, id);
    Ok(())
}

async fn insert_match(
    tx: &mut WriteTx,
    roster: &Roster,
    (round_no, table_no): (i64, i64),
    m: &MatchEntry,
    accounts: &Accounts,
    public_token: String,
) -> DbResult<i64> {
    let tournament = roster.tournament;
    let mut setup = m.log.clone();
    setup.actions.clear();
    let setup_json = setup.to_json();
    let created_by = accounts
        .id(m.created_by.as_ref())
        .unwrap_or(accounts.importer);
    let signed_by = accounts.id(m.signed_by.as_ref());
    let id = sqlx::query_scalar!(
        r#"INSERT INTO matches (label, tournament_id, round_no, table_no, setup_json, status,
                                public_token, created_by, created_at, signed_by, signed_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id AS "id!""#,
        m.label,
        tournament,
        round_no,
        table_no,
        setup_json,
        m.status,
        public_token,
        created_by,
        m.created_at,
        signed_by,
        m.signed_at
    )
    .fetch_one(&mut **tx)
    .await?;
    for r in &m.referees {
        let user = accounts.of(&r.username);
        let by = accounts
            .id(r.assigned_by.as_ref())
            .unwrap_or(accounts.importer);
        match_referees::assign_tx(tx, id, user, by, r.assigned_at).await?;
    }
    insert_entries(tx, id, &m.entries, accounts).await?;
    insert_corrections(tx, roster, id, m, accounts).await?;
    Ok(id)
}

/// What the organizer and the console added to the match: seats, confirmation,
/// adjustments, player edits.
async fn insert_corrections(
    tx: &mut WriteTx,
    roster: &Roster,
    id: i64,
    m: &MatchEntry,
    accounts: &Accounts,
) -> DbResult<()> {
    for s in &m.seats {
        let (team, player) = (roster.team(s.team)?, roster.player(s.team, &s.player)?);
        sqlx::query!(
            "INSERT INTO match_seats (match_id, seat, team_id, player_id) VALUES (?, ?, ?, ?)",
            id,
            s.seat,
            team,
            player
        )
        .execute(&mut **tx)
        .await?;
    }
    insert_confirmation(tx, id, m.confirmation.as_ref(), accounts).await?;
    for a in &m.adjustments {
        let team = roster.team(a.team)?;
        let player = a
            .player
            .as_deref()
            .map(|p| roster.player(a.team, p))
            .transpose()?;
        let by = accounts.of(&a.by);
        sqlx::query!(
            "INSERT INTO score_adjustments
               (tournament_id, match_id, team_id, player_id, points, reason, created_by, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            roster.tournament,
            id,
            team,
            player,
            a.points,
            a.reason,
            by,
            a.at
        )
        .execute(&mut **tx)
        .await?;
    }
    for c in &m.setup_changes {
        let by = By::new(accounts.of(&c.by), c.at);
        let values = (c.old_value.as_str(), c.new_value.as_str());
        setup_changes::insert_change(tx, id, c.seat, &c.field, values, by).await?;
    }
    Ok(())
}
