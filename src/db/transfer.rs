//! A whole tournament in and out of storage as an [`Archive`]: [`export`] reads every
//! row that belongs to it; [`import`] stores a checked archive as a new tournament in
//! one transaction. Accounts travel by username, teams by their id here, players by
//! their team and name; new ids and new public table tokens are made on import, and
//! draft links (stored only as hashes) are not carried.

mod import;
pub(in crate::db) mod records;

use super::corrections::{self, AdjustmentRow};
use super::format::Format;
use super::{Db, DbError, DbResult, setup_changes};
use crate::db::match_entries;
use crate::engine::{Action, MatchLog};
use crate::tournament::archive::{
    AdjustmentEntry, Archive, FORMAT, MatchEntry, RefereeEntry, RoundEntry, SeatEntry,
    SetupChangeEntry, TableEntry, TeamEntry, TournamentInfo, VERSION,
};

pub use import::{Imported, import};

fn json(text: &str, what: &str) -> DbResult<serde_json::Value> {
    serde_json::from_str(text).map_err(|e| DbError::Other(format!("stored {what}: {e}")))
}

/// The whole tournament `id`, or `None` if there is no such tournament.
///
/// # Errors
/// [`DbError`] on storage failure, or [`DbError::Other`] if a stored log no longer
/// parses (a corrupt record).
pub async fn export(db: &Db, id: i64, now: i64) -> DbResult<Option<Archive>> {
    let Some(t) = sqlx::query!(
        r#"SELECT t.name, t.held_on, t.venue, t.ruleset, t.match_settings, t.ranking_settings,
                  t.objectives, t.published AS "published: bool", u.username AS "created_by?",
                  t.created_at
           FROM tournaments t LEFT JOIN users u ON u.id = t.created_by WHERE t.id = ?"#,
        id
    )
    .fetch_optional(db.pool())
    .await?
    else {
        return Ok(None);
    };
    let tournament = TournamentInfo {
        match_settings: json(&t.match_settings, "match settings")?,
        ranking_settings: json(&t.ranking_settings, "ranking settings")?,
        objectives: json(&t.objectives, "objectives")?,
        name: t.name,
        held_on: t.held_on,
        venue: t.venue,
        ruleset: t.ruleset,
        published: t.published,
        created_by: t.created_by,
        created_at: t.created_at,
    };
    Ok(Some(Archive {
        format: FORMAT.into(),
        version: VERSION,
        generator: format!("arbitro {}", env!("CARGO_PKG_VERSION")),
        exported_at: now,
        tournament,
        teams: teams(db, id).await?,
        rounds: rounds(db, id).await?,
        audit: records::audit_entries(db, Format::Team, id).await?,
    }))
}

async fn teams(db: &Db, tournament: i64) -> DbResult<Vec<TeamEntry>> {
    let rows = sqlx::query!(
        r#"SELECT t.id AS "id!", t.name, t.club, t.dropped AS "dropped: bool", t.solo AS "solo: bool",
                  t.created_at, p.name AS "player?"
           FROM teams t LEFT JOIN players p ON p.team_id = t.id
           WHERE t.tournament_id = ? ORDER BY t.id, p.position"#,
        tournament
    )
    .fetch_all(db.pool())
    .await?;
    let mut out: Vec<TeamEntry> = Vec::new();
    for r in rows {
        if out.last().is_none_or(|t| t.id != r.id) {
            out.push(TeamEntry {
                id: r.id,
                name: r.name,
                club: r.club,
                dropped: r.dropped,
                solo: r.solo,
                created_at: r.created_at,
                players: Vec::new(),
            });
        }
        if let (Some(t), Some(p)) = (out.last_mut(), r.player) {
            t.players.push(p);
        }
    }
    Ok(out)
}

async fn rounds(db: &Db, tournament: i64) -> DbResult<Vec<RoundEntry>> {
    let rows = sqlx::query!(
        r#"SELECT id AS "id!", number, seed, status, results_public AS "results_public: bool",
                  created_at, published_at
           FROM rounds WHERE tournament_id = ? ORDER BY number"#,
        tournament
    )
    .fetch_all(db.pool())
    .await?;
    let adjustments = corrections::adjustments(db, tournament).await?;
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        let mut tables = Vec::new();
        for t in super::rounds::tables(db, r.id).await? {
            let referees = table_referees(db, t.id).await?;
            let game = match t.match_id {
                Some(m) => table_match(db, m, &adjustments).await?,
                None => None,
            };
            tables.push(TableEntry {
                table_no: t.table_no,
                team_a: t.team_a,
                team_b: t.team_b,
                notes: t.notes,
                referees,
                game,
            });
        }
        out.push(RoundEntry {
            number: r.number,
            seed: r.seed,
            status: r.status,
            results_public: r.results_public,
            created_at: r.created_at,
            published_at: r.published_at,
            tables,
        });
    }
    Ok(out)
}

/// The usernames of the referees assigned to a round table at pairing time.
///
/// # Errors
/// [`DbError`] on storage failure.
pub async fn table_referees(db: &Db, round_table: i64) -> DbResult<Vec<String>> {
    Ok(sqlx::query_scalar!(
        "SELECT u.username FROM round_table_referees r JOIN users u ON u.id = r.user_id
         WHERE r.round_table_id = ? ORDER BY u.username",
        round_table
    )
    .fetch_all(db.pool())
    .await?)
}

async fn table_match(
    db: &Db,
    id: i64,
    adjustments: &[AdjustmentRow],
) -> DbResult<Option<MatchEntry>> {
    let Some(m) = sqlx::query!(
        r#"SELECT m.label, m.setup_json, m.status, c.username AS "created_by?", m.created_at,
                  s.username AS "signed_by?", m.signed_at
           FROM matches m LEFT JOIN users c ON c.id = m.created_by
           LEFT JOIN users s ON s.id = m.signed_by WHERE m.id = ?"#,
        id
    )
    .fetch_optional(db.pool())
    .await?
    else {
        return Ok(None);
    };
    let corrupt = |e: String| DbError::Other(format!("match {id}: {e}"));
    let mut log = MatchLog::parse(&m.setup_json).map_err(|e| corrupt(e.to_string()))?;
    let rows = match_entries::entries(db, id).await?;
    let parse = |a: &str| serde_json::from_str::<Action>(a).map_err(|e| corrupt(e.to_string()));
    log.actions = match_entries::effective_actions(&rows)
        .into_iter()
        .map(parse)
        .collect::<DbResult<_>>()?;
    let entries = records::entry_records(rows, parse)?;
    let referees = sqlx::query_as!(
        RefereeEntry,
        r#"SELECT u.username, a.username AS "assigned_by?", r.assigned_at
           FROM match_referees r JOIN users u ON u.id = r.user_id
           LEFT JOIN users a ON a.id = r.assigned_by
           WHERE r.match_id = ? ORDER BY u.username"#,
        id
    )
    .fetch_all(db.pool())
    .await?;
    Ok(Some(MatchEntry {
        label: m.label,
        status: m.status,
        created_by: m.created_by,
        created_at: m.created_at,
        signed_by: m.signed_by,
        signed_at: m.signed_at,
        referees,
        log,
        entries,
        seats: seats(db, id).await?,
        confirmation: records::confirmation(db, id).await?,
        adjustments: adjustments
            .iter()
            .filter(|a| a.match_id == id)
            .map(|a| AdjustmentEntry {
                team: a.team_id,
                player: a.player_name.clone(),
                points: a.points,
                reason: a.reason.clone(),
                by: a.by_name.clone(),
                at: a.created_at,
            })
            .collect(),
        setup_changes: setup_changes::changes(db, id)
            .await?
            .into_iter()
            .map(|c| SetupChangeEntry {
                seat: c.seat,
                field: c.field,
                old_value: c.old_value,
                new_value: c.new_value,
                by: c.changed_by_name,
                at: c.changed_at,
            })
            .collect(),
    }))
}

/// Who sat where: teams by their id here (the archive's team keys), players by name.
async fn seats(db: &Db, match_id: i64) -> DbResult<Vec<SeatEntry>> {
    Ok(corrections::seats(db, match_id)
        .await?
        .into_iter()
        .map(|s| SeatEntry {
            seat: s.seat,
            team: s.team_id,
            player: s.player_name,
        })
        .collect())
}
