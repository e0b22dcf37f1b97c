//! Circuits as stored (issue 30): a circuit's name and rules (the JSON of
//! [`crate::tournament::circuit::CircuitRules`]), its events with their types
//! and days, and who changed them.
//!
//! Queries here are checked at run time (`sqlx::query_as`), not by the
//! compile-time macros: the tables are small and every query is exercised by
//! `cargo test --lib circuits` and the router tests.

use serde_json::json;

use super::{Db, DbResult, WriteTx};

/// A circuit as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CircuitRow {
    /// Row id.
    pub id: i64,
    /// As the organizer named it.
    pub name: String,
    /// The rules' JSON.
    pub rules: String,
}

/// The kinds of event a circuit takes, as `circuit_events.kind` names them: an
/// individual tournament, a season of individual evenings (a club league), a
/// team tournament.
pub const KINDS: [&str; 3] = ["individual", "season", "team"];

/// One event of a circuit, with the event's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CircuitEventRow {
    /// One of [`KINDS`].
    pub kind: String,
    /// The event's id.
    pub event_id: i64,
    /// The event's name.
    pub name: String,
    /// Its type's name in the circuit's rules.
    pub event_type: String,
    /// The day it counts as held, `YYYY-MM-DD`.
    pub held_on: String,
}

/// Every circuit, by name.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn list(db: &Db) -> DbResult<Vec<CircuitRow>> {
    let rows: Vec<(i64, String, String)> =
        sqlx::query_as("SELECT id, name, rules FROM circuits ORDER BY name COLLATE NOCASE, id")
            .fetch_all(db.pool())
            .await?;
    Ok(rows
        .into_iter()
        .map(|(id, name, rules)| CircuitRow { id, name, rules })
        .collect())
}

/// One circuit.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn get(db: &Db, id: i64) -> DbResult<Option<CircuitRow>> {
    let row: Option<(i64, String, String)> =
        sqlx::query_as("SELECT id, name, rules FROM circuits WHERE id = ?")
            .bind(id)
            .fetch_optional(db.pool())
            .await?;
    Ok(row.map(|(id, name, rules)| CircuitRow { id, name, rules }))
}

/// Creates a circuit; its id.
///
/// # Errors
/// [`super::DbError`] on storage failure; nothing is stored then.
pub async fn create(db: &Db, name: &str, rules: &str, by: i64, now: i64) -> DbResult<i64> {
    let mut tx = db.begin_write().await?;
    let (id,): (i64,) = sqlx::query_as(
        "INSERT INTO circuits (name, rules, created_by, created_at) VALUES (?, ?, ?, ?)
         RETURNING id",
    )
    .bind(name)
    .bind(rules)
    .bind(by)
    .bind(now)
    .fetch_one(&mut *tx)
    .await?;
    audit(
        &mut tx,
        id,
        by,
        now,
        "circuit.create",
        &json!({"name": name}),
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}

/// Stores a circuit's name and rules (already checked), audited with the rules
/// as they were; false when there is no such circuit.
///
/// # Errors
/// [`super::DbError`] on storage failure; nothing is stored then.
pub async fn set_rules(
    db: &Db,
    id: i64,
    name: &str,
    rules: &str,
    by: i64,
    now: i64,
) -> DbResult<bool> {
    let mut tx = db.begin_write().await?;
    let before: Option<(String, String)> =
        sqlx::query_as("SELECT name, rules FROM circuits WHERE id = ?")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
    let Some((was_name, was_rules)) = before else {
        return Ok(false);
    };
    sqlx::query("UPDATE circuits SET name = ?, rules = ? WHERE id = ?")
        .bind(name)
        .bind(rules)
        .bind(id)
        .execute(&mut *tx)
        .await?;
    let detail = json!({"name": was_name, "rules": was_rules});
    audit(&mut tx, id, by, now, "circuit.rules", &detail).await?;
    tx.commit().await?;
    Ok(true)
}

/// A circuit's events that still exist, by day then id.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn events(db: &Db, circuit: i64) -> DbResult<Vec<CircuitEventRow>> {
    let rows: Vec<(String, i64, String, String, String)> = sqlx::query_as(
        "SELECT e.kind, e.event_id, coalesce(i.name, s.name, t.name), e.event_type, e.held_on
           FROM circuit_events e
           LEFT JOIN individual_tournaments i ON e.kind = 'individual' AND i.id = e.event_id
           LEFT JOIN individual_seasons s ON e.kind = 'season' AND s.id = e.event_id
           LEFT JOIN tournaments t ON e.kind = 'team' AND t.id = e.event_id
          WHERE e.circuit_id = ? AND coalesce(i.id, s.id, t.id) IS NOT NULL
          ORDER BY e.held_on, e.event_id, e.kind",
    )
    .bind(circuit)
    .fetch_all(db.pool())
    .await?;
    Ok(rows
        .into_iter()
        .map(
            |(kind, event_id, name, event_type, held_on)| CircuitEventRow {
                kind,
                event_id,
                name,
                event_type,
                held_on,
            },
        )
        .collect())
}

/// Every circuit holding individual tournament `event`: (circuit id, name).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn holding(db: &Db, event: i64) -> DbResult<Vec<(i64, String)>> {
    Ok(sqlx::query_as(
        "SELECT c.id, c.name FROM circuits c
           JOIN circuit_events e ON e.circuit_id = c.id
          WHERE e.kind = 'individual' AND e.event_id = ?
          ORDER BY c.name COLLATE NOCASE, c.id",
    )
    .bind(event)
    .fetch_all(db.pool())
    .await?)
}

/// Adds (or, when already there, retypes and redates) individual tournament
/// `event`: [`put_event_of`] for kind `individual`.
///
/// # Errors
/// [`super::DbError`] on storage failure; nothing is stored then.
pub async fn put_event(
    db: &Db,
    circuit: i64,
    event: i64,
    event_type: &str,
    held_on: Option<&str>,
    by: (i64, i64),
) -> DbResult<bool> {
    put_event_of(db, circuit, ("individual", event), event_type, held_on, by).await
}

/// Adds (or, when already there, retypes and redates) the event `kind`
/// `event`; `held_on` absent, its own day: an individual tournament's or a
/// season's creation day, a team tournament's `held_on`. False when there is no
/// such event (or no such kind).
///
/// # Errors
/// [`super::DbError`] on storage failure; nothing is stored then.
pub async fn put_event_of(
    db: &Db,
    circuit: i64,
    (kind, event): (&str, i64),
    event_type: &str,
    held_on: Option<&str>,
    (by, now): (i64, i64),
) -> DbResult<bool> {
    let own_day = match kind {
        "individual" => {
            "SELECT coalesce(?, date(created_at, 'unixepoch')) FROM individual_tournaments WHERE id = ?"
        }
        "season" => {
            "SELECT coalesce(?, date(created_at, 'unixepoch')) FROM individual_seasons WHERE id = ?"
        }
        "team" => "SELECT coalesce(?, held_on) FROM tournaments WHERE id = ?",
        _ => return Ok(false),
    };
    let mut tx = db.begin_write().await?;
    let day: Option<(String,)> = sqlx::query_as(own_day)
        .bind(held_on)
        .bind(event)
        .fetch_optional(&mut *tx)
        .await?;
    let Some((day,)) = day else {
        return Ok(false);
    };
    sqlx::query(
        "INSERT INTO circuit_events (circuit_id, kind, event_id, event_type, held_on)
         VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (circuit_id, kind, event_id)
         DO UPDATE SET event_type = excluded.event_type, held_on = excluded.held_on",
    )
    .bind(circuit)
    .bind(kind)
    .bind(event)
    .bind(event_type)
    .bind(&day)
    .execute(&mut *tx)
    .await?;
    // An individual tournament's line keeps the shape it always had.
    let detail = if kind == "individual" {
        json!({"event": event, "type": event_type, "held_on": day})
    } else {
        json!({"kind": kind, "event": event, "type": event_type, "held_on": day})
    };
    audit(&mut tx, circuit, by, now, "circuit.event", &detail).await?;
    tx.commit().await?;
    Ok(true)
}

/// Takes the event `kind` `event` out of the circuit; false when it was not in.
///
/// # Errors
/// [`super::DbError`] on storage failure; nothing is stored then.
pub async fn remove_event(
    db: &Db,
    circuit: i64,
    (kind, event): (&str, i64),
    (by, now): (i64, i64),
) -> DbResult<bool> {
    let mut tx = db.begin_write().await?;
    let gone = sqlx::query(
        "DELETE FROM circuit_events WHERE circuit_id = ? AND kind = ? AND event_id = ?",
    )
    .bind(circuit)
    .bind(kind)
    .bind(event)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if gone == 0 {
        return Ok(false);
    }
    let detail = if kind == "individual" {
        json!({"event": event})
    } else {
        json!({"kind": kind, "event": event})
    };
    audit(&mut tx, circuit, by, now, "circuit.event_removed", &detail).await?;
    tx.commit().await?;
    Ok(true)
}

/// Each entry's person in individual tournament `event`: (entry, person).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn people_of(db: &Db, event: i64) -> DbResult<Vec<(i64, i64)>> {
    Ok(sqlx::query_as(
        "SELECT e.entry_id, e.person_id
           FROM person_entries e
           JOIN individual_players p ON e.kind = 'individual' AND p.id = e.entry_id
          WHERE p.tournament_id = ?",
    )
    .bind(event)
    .fetch_all(db.pool())
    .await?)
}

/// Each player's person in team tournament `event`: (player, person).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn people_of_team(db: &Db, event: i64) -> DbResult<Vec<(i64, i64)>> {
    Ok(sqlx::query_as(
        "SELECT e.entry_id, e.person_id
           FROM person_entries e
           JOIN players p ON e.kind = 'team' AND p.id = e.entry_id
           JOIN teams t ON t.id = p.team_id
          WHERE t.tournament_id = ?",
    )
    .bind(event)
    .fetch_all(db.pool())
    .await?)
}

/// Every entry of the evenings of season `season`, evening by evening in the
/// order they were created: (evening, name as registered, person).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn people_of_season(db: &Db, season: i64) -> DbResult<Vec<(i64, String, i64)>> {
    Ok(sqlx::query_as(
        "SELECT t.id, p.name, e.person_id
           FROM individual_tournaments t
           JOIN individual_players p ON p.tournament_id = t.id
           JOIN person_entries e ON e.kind = 'individual' AND e.entry_id = p.id
          WHERE t.season_id = ?
          ORDER BY t.created_at, t.id, p.id",
    )
    .bind(season)
    .fetch_all(db.pool())
    .await?)
}

/// How many audit lines a circuit has (for tests and the audit's reader).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn audit_count(db: &Db, circuit: i64) -> DbResult<i64> {
    let (n,): (i64,) = sqlx::query_as("SELECT count(*) FROM circuits_audit WHERE circuit_id = ?")
        .bind(circuit)
        .fetch_one(db.pool())
        .await?;
    Ok(n)
}

async fn audit(
    tx: &mut WriteTx,
    circuit: i64,
    by: i64,
    now: i64,
    action: &str,
    detail: &serde_json::Value,
) -> DbResult<()> {
    sqlx::query(
        "INSERT INTO circuits_audit (circuit_id, user_id, at, action, detail) VALUES (?, ?, ?, ?, ?)",
    )
    .bind(circuit)
    .bind(by)
    .bind(now)
    .bind(action)
    .bind(detail.to_string())
    .execute(&mut **tx)
    .await?;
    Ok(())
}
