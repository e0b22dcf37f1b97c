//! An individual tournament in and out of its archive
//! ([`crate::tournament::individual_archive`]): the export reads every row the
//! archive carries; the import stores a checked archive as a new tournament in one
//! transaction (nothing is stored when any insert fails).

use std::collections::HashMap;

use serde_json::Value;

use super::{Db, DbError, DbResult, individual, matches};
use crate::tournament::individual_archive::{
    EntryRecord, FORMAT, IndividualArchive, MatchEntry, PlayerEntry, RoundEntry, TableEntry,
    TournamentEntry, VERSION,
};

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
            dropped: p.dropped,
        })
        .collect();
    let tables = individual::tables(db, id).await?;
    let mut rounds = Vec::new();
    for r in individual::rounds(db, id).await? {
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
                game,
            });
        }
        rounds.push(RoundEntry {
            number: r.number,
            seed: r.seed,
            report: json(&r.report, "report")?,
            published: r.published,
            tables: entries,
        });
    }
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
        },
        players,
        rounds,
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
    let mut entries = Vec::new();
    for e in matches::entries(db, id).await? {
        entries.push(EntryRecord {
            seq: e.seq,
            kind: e.kind,
            action: e.action_json.as_deref().map(|a| json(a, "action")).transpose()?,
            reason: e.reason,
            by: e.entered_by_name,
            via: e.entered_via,
            at: e.entered_at,
        });
    }
    Ok(MatchEntry {
        label: m.label,
        status: m.status,
        created_at: m.created_at,
        signed_by,
        signed_at: m.signed_at,
        referees: matches::referees(db, id)
            .await?
            .into_iter()
            .map(|(_, name)| name)
            .collect(),
        setup: json(&m.setup_json, "setup")?,
        entries,
    })
}

/// Stores a checked archive as a new tournament; `token` makes each match's public
/// table token. Usernames with no account here become the importer. Returns the new
/// id.
///
/// # Errors
/// [`DbError`] on storage failure; nothing is stored then.
pub async fn import(
    db: &Db,
    a: &IndividualArchive,
    importer: i64,
    token: fn() -> String,
) -> DbResult<i64> {
    let mut tx = db.begin_write().await?;
    let mut accounts: HashMap<String, i64> = HashMap::new();
    for name in a.usernames() {
        let found =
            sqlx::query_scalar!(r#"SELECT id AS "id!" FROM users WHERE username = ?"#, name)
                .fetch_optional(&mut *tx)
                .await?;
        accounts.insert(name.to_lowercase(), found.unwrap_or(importer));
    }
    let account = |n: &Option<String>| n.as_ref().map(|n| accounts[&n.to_lowercase()]);
    let t = &a.tournament;
    let (seating, formula) = (t.seating.to_string(), t.formula.to_string());
    let created_by = account(&t.created_by).unwrap_or(importer);
    let id = sqlx::query_scalar!(
        r#"INSERT INTO individual_tournaments
           (name, ruleset, seating, formula, rounds_planned, created_by, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id AS "id!""#,
        t.name,
        t.ruleset,
        seating,
        formula,
        t.rounds_planned,
        created_by,
        t.created_at
    )
    .fetch_one(&mut *tx)
    .await?;
    let mut players = HashMap::new();
    for p in &a.players {
        let new = sqlx::query_scalar!(
            r#"INSERT INTO individual_players (tournament_id, name, club, region, dropped, created_at)
               VALUES (?, ?, ?, ?, ?, ?) RETURNING id AS "id!""#,
            id,
            p.name,
            p.club,
            p.region,
            p.dropped,
            t.created_at
        )
        .fetch_one(&mut *tx)
        .await?;
        players.insert(p.id, new);
    }
    for r in &a.rounds {
        let report = r.report.to_string();
        sqlx::query!(
            "INSERT INTO individual_rounds (tournament_id, number, seed, report, published)
             VALUES (?, ?, ?, ?, ?)",
            id,
            r.number,
            r.seed,
            report,
            r.published
        )
        .execute(&mut *tx)
        .await?;
        for x in &r.tables {
            let seated: Vec<i64> = x.players.iter().map(|p| players[p]).collect();
            let seated = serde_json::to_string(&seated).map_err(|e| DbError::Other(e.to_string()))?;
            let match_id = match &x.game {
                None => None,
                Some(m) => {
                    let created_by = importer;
                    let signed_by = account(&m.signed_by);
                    let setup = m.setup.to_string();
                    let public_token = token();
                    let mid = sqlx::query_scalar!(
                        r#"INSERT INTO matches (label, setup_json, status, public_token, created_by,
                                                created_at, signed_by, signed_at)
                           VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id AS "id!""#,
                        m.label,
                        setup,
                        m.status,
                        public_token,
                        created_by,
                        m.created_at,
                        signed_by,
                        m.signed_at
                    )
                    .fetch_one(&mut *tx)
                    .await?;
                    for e in &m.entries {
                        let action = e.action.as_ref().map(Value::to_string);
                        let entry = matches::NewEntry {
                            kind: &e.kind,
                            action_json: action.as_deref(),
                            reason: e.reason.as_deref(),
                            entered_by: account(&e.by),
                            entered_via: &e.via,
                            entered_at: e.at,
                            key: None,
                        };
                        matches::insert_entry(&mut tx, mid, e.seq, &entry).await?;
                    }
                    for r in &m.referees {
                        let user = accounts[&r.to_lowercase()];
                        sqlx::query!(
                            "INSERT OR IGNORE INTO match_referees (match_id, user_id, assigned_by, assigned_at)
                             VALUES (?, ?, ?, ?)",
                            mid,
                            user,
                            importer,
                            m.created_at
                        )
                        .execute(&mut *tx)
                        .await?;
                    }
                    Some(mid)
                }
            };
            sqlx::query!(
                "INSERT INTO individual_tables (tournament_id, round, number, players, ghost, match_id)
                 VALUES (?, ?, ?, ?, ?, ?)",
                id,
                r.number,
                x.number,
                seated,
                x.ghost,
                match_id
            )
            .execute(&mut *tx)
            .await?;
        }
    }
    tx.commit().await?;
    Ok(id)
}
