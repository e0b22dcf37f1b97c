//! A GestioneTorneo event stored as a finished individual tournament (issue 30): its
//! players, published rounds and tables, each table's match signed off with its
//! result entered and no log, all in one transaction.
//!
//! The import is recorded in the tournament's audit log (`gestione.import`, with the
//! event's fingerprint): that is the mark "imported from GestioneTorneo", and what
//! makes a second import of the same event come back as the first one's tournament
//! instead of a copy.

use super::format::{By, Format};
use super::{Db, DbResult, WriteTx};
use crate::tournament::gestione::Event;

/// The audit action of an import; its detail is the event's fingerprint.
pub const IMPORT_ACTION: &str = "gestione.import";

/// What the web layer prepares for each table: its match as the console would open
/// it, and the result the table's scores give.
pub struct ImportedTable {
    /// Round number.
    pub round: u32,
    /// Table number.
    pub number: u32,
    /// The match label.
    pub label: String,
    /// The match log without actions.
    pub setup_json: String,
    /// The setup's fingerprint, which the stored result is current for.
    pub setup_hash: String,
    /// The result, as `crate::tournament::produced::Produced` JSON.
    pub result_json: String,
    /// Public page token.
    pub token: String,
}

/// Everything stored for one event.
pub struct Import<'a> {
    /// The event read from the workbook (clean).
    pub event: &'a Event,
    /// Ruleset id of its matches.
    pub ruleset: &'a str,
    /// `SeatingSettings` JSON.
    pub seating: String,
    /// `Formula` JSON.
    pub formula: String,
    /// Each round's `SeatingReport` JSON.
    pub report: String,
    /// The tables, with their matches.
    pub tables: Vec<ImportedTable>,
}

/// What an import came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Imported {
    /// Stored as this new tournament.
    Stored(i64),
    /// This event was imported before, as this tournament: nothing stored.
    Already(i64),
}

/// The tournament an event with this fingerprint was imported as, if any.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn imported_as(db: &Db, fingerprint: &str) -> DbResult<Option<i64>> {
    Ok(sqlx::query_scalar!(
        r#"SELECT tournament_id AS "id!" FROM individual_audit
           WHERE action = ? AND detail = ? ORDER BY id LIMIT 1"#,
        IMPORT_ACTION,
        fingerprint
    )
    .fetch_optional(db.pool())
    .await?)
}

/// Stores the event as a finished tournament, all or nothing. Its players are
/// linked to the people on record by national id where the workbook gives one (a
/// new person takes the id), the others each get a person of their own
/// ([`super::people::sync_entries`]).
///
/// # Errors
/// [`super::DbError`] on storage failure; nothing is stored then.
pub async fn import(db: &Db, imp: &Import<'_>, by: By) -> DbResult<Imported> {
    let event = imp.event;
    let fingerprint = event.fingerprint();
    let mut tx = db.begin_write().await?;
    // Checked inside the write transaction, so two uploads at once store one event.
    let before = sqlx::query_scalar!(
        r#"SELECT tournament_id AS "id!" FROM individual_audit
           WHERE action = ? AND detail = ? ORDER BY id LIMIT 1"#,
        IMPORT_ACTION,
        fingerprint
    )
    .fetch_optional(&mut *tx)
    .await?;
    if let Some(id) = before {
        return Ok(Imported::Already(id));
    }
    let rounds = i64::try_from(event.rounds.len()).unwrap_or(i64::MAX);
    let id = sqlx::query_scalar!(
        r#"INSERT INTO individual_tournaments
           (name, ruleset, seating, formula, rounds_planned, created_by, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id AS "id!""#,
        event.name,
        imp.ruleset,
        imp.seating,
        imp.formula,
        rounds,
        by.user,
        by.at
    )
    .fetch_one(&mut *tx)
    .await?;
    // Workbook id → player row id.
    let mut ids: Vec<(i64, i64)> = Vec::new();
    for p in event.seated() {
        let row = sqlx::query_scalar!(
            r#"INSERT INTO individual_players (tournament_id, name, club, region, created_at)
               VALUES (?, ?, ?, ?, ?) RETURNING id AS "id!""#,
            id,
            p.name,
            p.club,
            p.region,
            by.at
        )
        .fetch_one(&mut *tx)
        .await?;
        ids.push((p.id, row));
    }
    link_people(&mut tx, event, &ids, by.at).await?;
    for r in &event.rounds {
        let number = i64::from(r.number);
        sqlx::query!(
            "INSERT INTO individual_rounds (tournament_id, number, seed, report, published)
             VALUES (?, ?, 0, ?, 1)",
            id,
            number,
            imp.report
        )
        .execute(&mut *tx)
        .await?;
    }
    for t in &imp.tables {
        let Some(table) = event
            .rounds
            .iter()
            .find(|r| r.number == t.round)
            .and_then(|r| r.tables.iter().find(|x| x.number == t.number))
        else {
            continue;
        };
        let players: Vec<i64> = table
            .seats
            .iter()
            .filter_map(|s| ids.iter().find(|(w, _)| *w == s.player).map(|(_, r)| *r))
            .collect();
        let players = serde_json::to_string(&players).unwrap_or_else(|_| "[]".into());
        let match_id = sqlx::query_scalar!(
            r#"INSERT INTO matches (label, setup_json, status, public_token, created_by,
                                   created_at, signed_by, signed_at)
               VALUES (?, ?, 'signed', ?, ?, ?, ?, ?) RETURNING id AS "id!""#,
            t.label,
            t.setup_json,
            t.token,
            by.user,
            by.at,
            by.user,
            by.at
        )
        .fetch_one(&mut *tx)
        .await?;
        // Entered, not played here: the result stands for a match of no entries.
        sqlx::query!(
            "INSERT INTO match_results (match_id, entries, setup_hash, result_json)
             VALUES (?, 0, ?, ?)",
            match_id,
            t.setup_hash,
            t.result_json
        )
        .execute(&mut *tx)
        .await?;
        let (round, number) = (i64::from(t.round), i64::from(t.number));
        sqlx::query!(
            "INSERT INTO individual_tables (tournament_id, round, number, players, ghost, match_id)
             VALUES (?, ?, ?, ?, ?, ?)",
            id,
            round,
            number,
            players,
            table.ghost,
            match_id
        )
        .execute(&mut *tx)
        .await?;
    }
    Format::Individual
        .commit_audited(tx, id, by, IMPORT_ACTION, &fingerprint)
        .await?;
    Ok(Imported::Stored(id))
}

/// Links the new entries to people: one with a national id already on record joins
/// that person; every other gets a person of its own, which takes the workbook's
/// national id.
async fn link_people(
    tx: &mut WriteTx,
    event: &Event,
    ids: &[(i64, i64)],
    now: i64,
) -> DbResult<()> {
    let national = |workbook: i64| event.player(workbook).and_then(|p| p.national_id.clone());
    for &(workbook, entry) in ids {
        let Some(nid) = national(workbook) else {
            continue;
        };
        let person = sqlx::query_scalar!(
            r#"SELECT id AS "id!" FROM people WHERE national_id = ?"#,
            nid
        )
        .fetch_optional(&mut **tx)
        .await?;
        if let Some(person) = person {
            sqlx::query!(
                "INSERT INTO person_entries (kind, entry_id, person_id) VALUES ('individual', ?, ?)",
                entry,
                person
            )
            .execute(&mut **tx)
            .await?;
        }
    }
    super::people::sync_entries(tx, now).await?;
    for &(workbook, entry) in ids {
        let Some(nid) = national(workbook) else {
            continue;
        };
        sqlx::query!(
            "UPDATE people SET national_id = ?
             WHERE national_id IS NULL AND id = (SELECT person_id FROM person_entries
                                                 WHERE kind = 'individual' AND entry_id = ?)",
            nid,
            entry
        )
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}
