//! People as stored (issue 30): one record per human being across every event,
//! the entries (an individual tournament's player, a team tournament's player)
//! that are theirs, and the audited merges and splits an organizer makes.
//!
//! Nothing here matches anybody by itself: a new entry gets a person of its own
//! ([`sync_entries`], in the transaction that registers it), and only an
//! organizer's merge ties two together, so a namesake is never given someone
//! else's results.

use serde_json::json;

use super::{Db, DbResult, WriteTx};
use crate::tournament::people::Known;

/// A person with how many entries are theirs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PersonRow {
    /// Row id.
    pub id: i64,
    /// Name, as first registered.
    pub name: String,
    /// Club, as first registered.
    pub club: Option<String>,
    /// The federation's id, when known.
    pub national_id: Option<String>,
    /// Entries linked to them.
    pub entries: i64,
}

/// One entry of a person: which event, as whom.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryRow {
    /// `individual` or `team`.
    pub kind: String,
    /// The entry (`individual_players.id` or `players.id`).
    pub entry_id: i64,
    /// The event's id (individual or team tournament).
    pub event_id: i64,
    /// The event's name.
    pub event: String,
    /// The name the entry was registered under.
    pub name: String,
    /// When the event was created (seconds since 1970): the order of a career.
    pub at: i64,
}

/// Gives every entry without a person a person of its own, named and clubbed as
/// the entry, and forgets the links of entries deleted since (a withdrawn second
/// player, a deleted tournament); returns how many persons were made. Called in
/// the transaction of every write that registers players, so that every entry
/// has its person from the moment it exists. Idempotent.
///
/// # Errors
/// [`super::DbError`] on storage failure; the caller's transaction then stores
/// nothing.
pub async fn sync_entries(tx: &mut WriteTx, now: i64) -> DbResult<u64> {
    sqlx::query!(
        "DELETE FROM person_entries
          WHERE (kind = 'individual'
                 AND NOT EXISTS (SELECT 1 FROM individual_players p WHERE p.id = entry_id))
             OR (kind = 'team' AND NOT EXISTS (SELECT 1 FROM players p WHERE p.id = entry_id))"
    )
    .execute(&mut **tx)
    .await?;
    let unlinked = sqlx::query!(
        r#"SELECT 'individual' AS "kind!: String", p.id AS "entry_id!", p.name, p.club
             FROM individual_players p
            WHERE NOT EXISTS (SELECT 1 FROM person_entries e
                               WHERE e.kind = 'individual' AND e.entry_id = p.id)
           UNION ALL
           SELECT 'team', pl.id, pl.name, t.club
             FROM players pl JOIN teams t ON t.id = pl.team_id
            WHERE NOT EXISTS (SELECT 1 FROM person_entries e
                               WHERE e.kind = 'team' AND e.entry_id = pl.id)
           ORDER BY 2"#
    )
    .fetch_all(&mut **tx)
    .await?;
    for entry in &unlinked {
        let club = entry
            .club
            .as_deref()
            .map(str::trim)
            .filter(|c| !c.is_empty());
        let name = entry.name.trim();
        let person = sqlx::query_scalar!(
            r#"INSERT INTO people (name, club, created_at) VALUES (?, ?, ?)
               RETURNING id AS "id!""#,
            name,
            club,
            now
        )
        .fetch_one(&mut **tx)
        .await?;
        sqlx::query!(
            "INSERT INTO person_entries (kind, entry_id, person_id) VALUES (?, ?, ?)",
            entry.kind,
            entry.entry_id,
            person
        )
        .execute(&mut **tx)
        .await?;
    }
    Ok(u64::try_from(unlinked.len()).unwrap_or(u64::MAX))
}

/// [`sync_entries`] in a transaction of its own, for entries written by other
/// means (a database restored from an older copy).
///
/// # Errors
/// [`super::DbError`] on storage failure; nothing is stored then.
pub async fn link_new_entries(db: &Db, now: i64) -> DbResult<u64> {
    let mut tx = db.begin_write().await?;
    let made = sync_entries(&mut tx, now).await?;
    tx.commit().await?;
    Ok(made)
}

/// Every person with entries, by name.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn list(db: &Db) -> DbResult<Vec<PersonRow>> {
    Ok(sqlx::query_as!(
        PersonRow,
        r#"SELECT p.id AS "id!", p.name, p.club, p.national_id,
                  count(*) AS "entries!: i64"
             FROM people p
             JOIN person_entries e ON e.person_id = p.id
            WHERE (e.kind = 'individual'
                   AND EXISTS (SELECT 1 FROM individual_players x WHERE x.id = e.entry_id))
               OR (e.kind = 'team' AND EXISTS (SELECT 1 FROM players x WHERE x.id = e.entry_id))
            GROUP BY p.id
            ORDER BY p.name COLLATE NOCASE, p.id"#
    )
    .fetch_all(db.pool())
    .await?)
}

/// Everyone on record as the suggestions read them.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn known(db: &Db) -> DbResult<Vec<Known>> {
    Ok(list(db)
        .await?
        .into_iter()
        .map(|p| Known {
            person: p.id,
            name: p.name,
            club: p.club,
            national_id: p.national_id,
        })
        .collect())
}

/// One person's entries, oldest event first (by when it was created).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn entries(db: &Db, person: i64) -> DbResult<Vec<EntryRow>> {
    Ok(sqlx::query_as!(
        EntryRow,
        r#"SELECT e.kind AS "kind!", e.entry_id AS "entry_id!", t.id AS "event_id!",
                  t.name AS "event!", p.name AS "name!", t.created_at AS "at!"
             FROM person_entries e
             JOIN individual_players p ON e.kind = 'individual' AND p.id = e.entry_id
             JOIN individual_tournaments t ON t.id = p.tournament_id
            WHERE e.person_id = ?1
           UNION ALL
           SELECT e.kind, e.entry_id, t.id, t.name, pl.name, t.created_at
             FROM person_entries e
             JOIN players pl ON e.kind = 'team' AND pl.id = e.entry_id
             JOIN teams tm ON tm.id = pl.team_id
             JOIN tournaments t ON t.id = tm.tournament_id
            WHERE e.person_id = ?1
            ORDER BY 6, 1, 2"#,
        person
    )
    .fetch_all(db.pool())
    .await?)
}

/// Why a merge or split was not made.
#[derive(Debug, PartialEq, Eq)]
pub enum PeopleRefusal {
    /// No such person (or entry).
    Missing,
    /// A person merged into themselves.
    SamePerson,
    /// Two different national ids: two people.
    TwoNationalIds,
    /// The entry is the person's only one: splitting it off changes nothing.
    OnlyEntry,
    /// The national id is already another person's (their name).
    IdTaken(String),
}

/// Merges `gone` into `kept`: every entry of `gone` becomes `kept`'s, `kept`
/// takes `gone`'s national id if it had none, and the merge is audited with
/// both records as they were (so it can be undone by splits).
///
/// # Errors
/// [`super::DbError`] on storage failure; nothing is stored then. The inner
/// `Err` is a refusal, nothing stored.
pub async fn merge(
    db: &Db,
    kept: i64,
    gone: i64,
    by: i64,
    now: i64,
) -> DbResult<Result<(), PeopleRefusal>> {
    if kept == gone {
        return Ok(Err(PeopleRefusal::SamePerson));
    }
    let mut tx = db.begin_write().await?;
    let rows = sqlx::query!(
        r#"SELECT id AS "id!", name, national_id FROM people WHERE id IN (?, ?)"#,
        kept,
        gone
    )
    .fetch_all(&mut *tx)
    .await?;
    let (Some(k), Some(g)) = (
        rows.iter().find(|r| r.id == kept),
        rows.iter().find(|r| r.id == gone),
    ) else {
        return Ok(Err(PeopleRefusal::Missing));
    };
    if let (Some(a), Some(b)) = (&k.national_id, &g.national_id)
        && !a.eq_ignore_ascii_case(b)
    {
        return Ok(Err(PeopleRefusal::TwoNationalIds));
    }
    let national_id = k.national_id.clone().or_else(|| g.national_id.clone());
    let detail = json!({
        "kept": {"id": kept, "name": k.name},
        "gone": {"id": gone, "name": g.name, "national_id": g.national_id},
    })
    .to_string();
    sqlx::query!(
        "UPDATE person_entries SET person_id = ? WHERE person_id = ?",
        kept,
        gone
    )
    .execute(&mut *tx)
    .await?;
    // The id moves: `national_id` is unique, so the gone record lets go first.
    sqlx::query!("UPDATE people SET national_id = NULL WHERE id = ?", gone)
        .execute(&mut *tx)
        .await?;
    sqlx::query!(
        "UPDATE people SET national_id = ? WHERE id = ?",
        national_id,
        kept
    )
    .execute(&mut *tx)
    .await?;
    audit(&mut tx, by, now, "people.merge", &detail).await?;
    tx.commit().await?;
    Ok(Ok(()))
}

/// Splits one entry off its person into a new person of the entry's name;
/// returns the new person's id.
///
/// # Errors
/// [`super::DbError`] on storage failure; nothing is stored then. The inner
/// `Err` is a refusal, nothing stored.
pub async fn split(
    db: &Db,
    kind: &str,
    entry: i64,
    by: i64,
    now: i64,
) -> DbResult<Result<i64, PeopleRefusal>> {
    let mut tx = db.begin_write().await?;
    let Some(from) = sqlx::query_scalar!(
        "SELECT person_id FROM person_entries WHERE kind = ? AND entry_id = ?",
        kind,
        entry
    )
    .fetch_optional(&mut *tx)
    .await?
    else {
        return Ok(Err(PeopleRefusal::Missing));
    };
    let siblings = sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!: i64" FROM person_entries WHERE person_id = ?"#,
        from
    )
    .fetch_one(&mut *tx)
    .await?;
    if siblings < 2 {
        return Ok(Err(PeopleRefusal::OnlyEntry));
    }
    let named = sqlx::query!(
        r#"SELECT p.name AS "name!", p.club FROM individual_players p
            WHERE ?1 = 'individual' AND p.id = ?2
           UNION ALL
           SELECT pl.name, t.club FROM players pl JOIN teams t ON t.id = pl.team_id
            WHERE ?1 = 'team' AND pl.id = ?2"#,
        kind,
        entry
    )
    .fetch_optional(&mut *tx)
    .await?;
    let Some(named) = named else {
        return Ok(Err(PeopleRefusal::Missing));
    };
    let name = named.name.trim();
    let person = sqlx::query_scalar!(
        r#"INSERT INTO people (name, club, created_at) VALUES (?, ?, ?) RETURNING id AS "id!""#,
        name,
        named.club,
        now
    )
    .fetch_one(&mut *tx)
    .await?;
    sqlx::query!(
        "UPDATE person_entries SET person_id = ? WHERE kind = ? AND entry_id = ?",
        person,
        kind,
        entry
    )
    .execute(&mut *tx)
    .await?;
    let detail =
        json!({"from": from, "to": person, "entry": {"kind": kind, "id": entry}}).to_string();
    audit(&mut tx, by, now, "people.split", &detail).await?;
    tx.commit().await?;
    Ok(Ok(person))
}

/// Sets (or, with `None`, clears) a person's national id, audited. One person
/// per id: an id another person holds is refused with their name, nothing
/// stored.
///
/// # Errors
/// [`super::DbError`] on storage failure; nothing is stored then. The inner
/// `Err` is a refusal, nothing stored.
pub async fn set_national_id(
    db: &Db,
    person: i64,
    national_id: Option<&str>,
    by: i64,
    now: i64,
) -> DbResult<Result<(), PeopleRefusal>> {
    let mut tx = db.begin_write().await?;
    if let Some(id) = national_id {
        let holder = sqlx::query_scalar!(
            "SELECT name FROM people WHERE national_id = ? AND id <> ?",
            id,
            person
        )
        .fetch_optional(&mut *tx)
        .await?;
        if let Some(name) = holder {
            return Ok(Err(PeopleRefusal::IdTaken(name)));
        }
    }
    let changed = sqlx::query!(
        "UPDATE people SET national_id = ? WHERE id = ?",
        national_id,
        person
    )
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if changed == 0 {
        return Ok(Err(PeopleRefusal::Missing));
    }
    let detail = json!({"person": person, "national_id": national_id}).to_string();
    audit(&mut tx, by, now, "people.national_id", &detail).await?;
    tx.commit().await?;
    Ok(Ok(()))
}

async fn audit(
    tx: &mut super::WriteTx,
    by: i64,
    now: i64,
    action: &str,
    detail: &str,
) -> DbResult<()> {
    sqlx::query!(
        "INSERT INTO people_audit (user_id, at, action, detail) VALUES (?, ?, ?, ?)",
        by,
        now,
        action,
        detail
    )
    .execute(&mut **tx)
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests;
