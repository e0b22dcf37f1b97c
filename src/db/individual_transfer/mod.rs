//! An individual tournament in and out of its archive
//! ([`crate::tournament::individual_archive`]): the export reads every row the
//! archive carries (stages, season, hidden rounds, corrections, confirmations and
//! the audit log included); the import ([`import`]) stores a checked archive as a
//! new tournament in one transaction (nothing is stored when any insert fails).

mod import;

use crate::db::format::Format;
use crate::db::match_entries;
use crate::db::match_referees;
use crate::db::transfer::records;
use serde_json::Value;

use super::{Db, DbError, DbResult, individual, individual_log, matches, seasons, stages};
use crate::tournament::individual_archive::{
    AdjustmentEntry, FORMAT, IndividualArchive, MatchEntry, PlayerEntry, RoundEntry, SeasonEntry,
    TableEntry, TournamentEntry, VERSION,
};

pub use import::import;

fn json(text: &str, what: &str) -> DbResult<Value> {
    serde_json::from_str(text).map_err(|e| DbError::Other(format!("{what}: {e}")))
}

/// The archive of tournament `id`, or `None` when there is no such tournament.
///
/// # Errors
/// [`DbError`] on storage failure or a stored JSON text that no longer reads.
pub async fn export(db: &Db, id: i64, now: i64) -> DbResult<Option<IndividualArchive>> {
    let Some(row) = individual::get(db, id).await? else {
        return Ok(None);
    };
    let made = sqlx::query!(
        r#"SELECT t.created_at, u.username AS "username?"
           FROM individual_tournaments t LEFT JOIN users u ON u.id = t.created_by
           WHERE t.id = ?"#,
        id
    )
    .fetch_one(db.pool())
    .await?;
    let players = individual::players(db, id)
        .await?
        .into_iter()
        .map(|p| PlayerEntry {
            id: p.id,
            name: p.name,
            club: p.club,
            region: p.region,
            family: p.family,
            dropped: p.dropped,
        })
        .collect();
    let tables = individual::tables(db, id).await?;
    let staged = stages::round_stages(db, id).await?;
    let groups = stages::table_groups(db, id).await?;
    let mut rounds = Vec::new();
    for r in individual::rounds(db, id).await? {
        let stage = staged.iter().find(|s| s.number == r.number);
        let mut entries = Vec::new();
        for t in tables.iter().filter(|t| t.round == r.number) {
            let game = match t.match_id {
                Some(m) => Some(match_entry(db, m).await?),
                None => None,
            };
            entries.push(TableEntry {
                number: t.number,
                players: serde_json::from_str(&t.players)
                    .map_err(|e| DbError::Other(format!("table players: {e}")))?,
                ghost: t.ghost,
                stage_group: groups
                    .iter()
                    .find(|g| g.0 == t.round && g.1 == t.number)
                    .map_or(1, |g| g.2),
                game,
            });
        }
        rounds.push(RoundEntry {
            number: r.number,
            seed: r.seed,
            report: json(&r.report, "report")?,
            published: r.published,
            stage: stage.map_or_else(|| "qualifying".into(), |s| s.stage.clone()),
            direct: stage
                .and_then(|s| s.direct.as_deref())
                .map(|d| json(d, "direct"))
                .transpose()?,
            results_public: r.results_public,
            tables: entries,
        });
    }
    let staging = stages::get(db, id).await?;
    let season = match staging.as_ref().and_then(|s| s.season_id) {
        Some(s) => seasons::get(db, s).await?.map(|s| SeasonEntry {
            name: s.name,
            best_of: s.best_of,
        }),
        None => None,
    };
    let adjustments = individual_log::corrections(db, id)
        .await?
        .into_iter()
        .map(|c| AdjustmentEntry {
            round: c.round,
            table: c.table_no,
            player: c.player_id,
            points: c.points,
            reason: c.reason,
            by: Some(c.by_name),
            at: c.created_at,
        })
        .collect();
    let audit = records::audit_entries(db, Format::Individual, id).await?;
    Ok(Some(IndividualArchive {
        format: FORMAT.into(),
        version: VERSION,
        generator: format!("arbitro {}", env!("CARGO_PKG_VERSION")),
        exported_at: now,
        tournament: TournamentEntry {
            seating: json(&row.seating, "seating")?,
            formula: json(&row.formula, "formula")?,
            name: row.name,
            ruleset: row.ruleset,
            rounds_planned: row.rounds_planned,
            created_by: made.username,
            created_at: made.created_at,
            stages: match &staging {
                Some(s) => json(&s.stages, "stages")?,
                None => Value::Object(serde_json::Map::new()),
            },
            second_confirmation: row.second_confirmation,
            season,
        },
        players,
        rounds,
        adjustments,
        audit,
    }))
}

async fn match_entry(db: &Db, id: i64) -> DbResult<MatchEntry> {
    let m = matches::get(db, id)
        .await?
        .ok_or_else(|| DbError::Other(format!("match {id} missing")))?;
    let signed_by = match m.signed_by {
        Some(u) => {
            sqlx::query_scalar!("SELECT username FROM users WHERE id = ?", u)
                .fetch_optional(db.pool())
                .await?
        }
        None => None,
    };
    let rows = match_entries::entries(db, id).await?;
    let entries = records::entry_records(rows, |a| json(a, "action"))?;
    Ok(MatchEntry {
        label: m.label,
        status: m.status,
        created_at: m.created_at,
        signed_by,
        signed_at: m.signed_at,
        referees: match_referees::referees(db, id)
            .await?
            .into_iter()
            .map(|(_, name)| name)
            .collect(),
        setup: json(&m.setup_json, "setup")?,
        entries,
        confirmation: records::confirmation(db, id).await?,
    })
}
