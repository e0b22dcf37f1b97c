//! The club's side of the federation hub as stored (issue 30, docs/HUB.md): the
//! hub's address and the club's token, and what a publish brings back — the
//! hub's person id of each published player and the national id the hub knows.
//!
//! Runtime queries (`sqlx::query`), not `query!`: nothing here needs `.sqlx/`.

use serde_json::json;
use sqlx::Row;

use super::{Db, DbResult};

/// Where the club publishes: the hub's address and the club's bearer token.
#[derive(Clone, PartialEq, Eq)]
pub struct HubLink {
    /// `http://` or `https://` address of the hub.
    pub url: String,
    /// The token the hub's administrator issued to the club.
    pub token: String,
    /// When it was last changed (seconds since 1970).
    pub updated_at: i64,
}

impl std::fmt::Debug for HubLink {
    // The token is a password: never in a log line or a panic message.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HubLink")
            .field("url", &self.url)
            .field("token", &"…")
            .field("updated_at", &self.updated_at)
            .finish()
    }
}

/// The club's hub link, if one is stored.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn get(db: &Db) -> DbResult<Option<HubLink>> {
    let row = sqlx::query("SELECT url, token, updated_at FROM hub_link WHERE id = 1")
        .fetch_optional(db.pool())
        .await?;
    Ok(row.map(|r| HubLink {
        url: r.get("url"),
        token: r.get("token"),
        updated_at: r.get("updated_at"),
    }))
}

/// Stores the hub's address; with `token` `None` the stored token is kept.
/// Returns false (nothing stored) when there is no token to keep.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn set(db: &Db, url: &str, token: Option<&str>, now: i64) -> DbResult<bool> {
    let mut tx = db.begin_write().await?;
    let stored = match token {
        Some(token) => sqlx::query(
            "INSERT INTO hub_link (id, url, token, updated_at) VALUES (1, ?, ?, ?)
             ON CONFLICT (id) DO UPDATE SET url = excluded.url, token = excluded.token,
                                            updated_at = excluded.updated_at",
        )
        .bind(url)
        .bind(token)
        .bind(now)
        .execute(&mut *tx)
        .await?
        .rows_affected(),
        None => sqlx::query("UPDATE hub_link SET url = ?, updated_at = ? WHERE id = 1")
            .bind(url)
            .bind(now)
            .execute(&mut *tx)
            .await?
            .rows_affected(),
    };
    if stored == 0 {
        return Ok(false);
    }
    tx.commit().await?;
    Ok(true)
}

/// Forgets the hub link (address and token); false when there was none.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn remove(db: &Db) -> DbResult<bool> {
    let mut tx = db.begin_write().await?;
    let gone = sqlx::query("DELETE FROM hub_link WHERE id = 1")
        .execute(&mut *tx)
        .await?
        .rows_affected();
    tx.commit().await?;
    Ok(gone > 0)
}

/// Which kind of a club's tournaments: the two number their players apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entries {
    /// An individual tournament (`individual_players`).
    Individual,
    /// A team tournament (`players` of its `teams`).
    Team,
}

impl Entries {
    /// The players of one tournament of this kind with their person `pe`, the
    /// tournament bound first.
    fn with_people(self) -> &'static str {
        match self {
            Entries::Individual => {
                "FROM person_entries e
                 JOIN people pe ON pe.id = e.person_id
                 JOIN individual_players x ON x.id = e.entry_id
                WHERE e.kind = 'individual' AND x.tournament_id = ?"
            }
            Entries::Team => {
                "FROM person_entries e
                 JOIN people pe ON pe.id = e.person_id
                 JOIN players x ON x.id = e.entry_id
                 JOIN teams t ON t.id = x.team_id
                WHERE e.kind = 'team' AND t.tournament_id = ?"
            }
        }
    }
}

/// The national id of each player of tournament `tournament` (of kind
/// `entries`) whose person has one: (player id, national id).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn national_ids(
    db: &Db,
    entries: Entries,
    tournament: i64,
) -> DbResult<std::collections::HashMap<i64, String>> {
    let sql = format!(
        "SELECT e.entry_id, pe.national_id {} AND pe.national_id IS NOT NULL",
        entries.with_people()
    );
    let rows = sqlx::query(&sql)
        .bind(tournament)
        .fetch_all(db.pool())
        .await?;
    Ok(rows
        .into_iter()
        .map(|r| (r.get::<i64, _>(0), r.get::<String, _>(1)))
        .collect())
}

/// One published player as the hub's answer names them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HubPerson {
    /// The club's player id (of the published tournament).
    pub player: i64,
    /// The hub's person id.
    pub person: i64,
    /// The national id the hub knows for that person.
    pub national_id: Option<String>,
}

/// What [`remember_people`] stored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Remembered {
    /// Club people whose hub person id was stored (new or changed).
    pub hub_ids: usize,
    /// Club people who had no national id and now have the hub's.
    pub national_ids: usize,
    /// National ids not taken because another club person already holds them
    /// (two club records of one human being: a merge for the organizer).
    pub held_elsewhere: usize,
}

/// Stores, for each published player of tournament `tournament` (of kind
/// `entries`) named in the hub's answer, the hub's person id on the club's
/// person, and the national id the hub knows when the club's person has none.
/// Both are audited (`people_audit`: `people.hub_person`, with `"kind": "team"`
/// for a team tournament, and `people.national_id` as an organizer's edit is,
/// with `"from": "hub"`). A player the tournament does not have is ignored; one
/// national id stays one person's. One transaction.
///
/// # Errors
/// [`super::DbError`] on storage failure; nothing is stored then.
pub async fn remember_people(
    db: &Db,
    entries: Entries,
    tournament: i64,
    people: &[HubPerson],
    by: Option<i64>,
    now: i64,
) -> DbResult<Remembered> {
    let person_of = format!(
        "SELECT pe.id, pe.national_id, pe.hub_person {} AND e.entry_id = ?",
        entries.with_people()
    );
    let mut tx = db.begin_write().await?;
    let mut done = Remembered::default();
    let mut linked = Vec::new();
    for p in people {
        let row = sqlx::query(&person_of)
            .bind(tournament)
            .bind(p.player)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(row) = row else { continue };
        let person: i64 = row.get(0);
        let national: Option<String> = row.get(1);
        let hub_person: Option<i64> = row.get(2);
        if hub_person != Some(p.person) {
            sqlx::query("UPDATE people SET hub_person = ? WHERE id = ?")
                .bind(p.person)
                .bind(person)
                .execute(&mut *tx)
                .await?;
            linked.push(json!({"person": person, "hub_person": p.person}));
            done.hub_ids += 1;
        }
        let offered = p
            .national_id
            .as_deref()
            .map(str::trim)
            .filter(|n| !n.is_empty());
        let (None, Some(id)) = (national, offered) else {
            continue;
        };
        let holder: Option<i64> =
            sqlx::query_scalar("SELECT id FROM people WHERE national_id = ? AND id <> ?")
                .bind(id)
                .bind(person)
                .fetch_optional(&mut *tx)
                .await?;
        if holder.is_some() {
            done.held_elsewhere += 1;
            continue;
        }
        sqlx::query("UPDATE people SET national_id = ? WHERE id = ?")
            .bind(id)
            .bind(person)
            .execute(&mut *tx)
            .await?;
        let detail = json!({"person": person, "national_id": id, "from": "hub"});
        audit(&mut tx, by, now, "people.national_id", &detail.to_string()).await?;
        done.national_ids += 1;
    }
    if !linked.is_empty() {
        let mut detail = json!({"tournament": tournament, "people": linked});
        if entries == Entries::Team {
            detail["kind"] = json!("team");
        }
        audit(&mut tx, by, now, "people.hub_person", &detail.to_string()).await?;
    }
    tx.commit().await?;
    Ok(done)
}

/// The hub's person id of a club person, when a publish brought one back.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn hub_person(db: &Db, person: i64) -> DbResult<Option<i64>> {
    Ok(
        sqlx::query_scalar::<_, Option<i64>>("SELECT hub_person FROM people WHERE id = ?")
            .bind(person)
            .fetch_optional(db.pool())
            .await?
            .flatten(),
    )
}

async fn audit(
    tx: &mut super::WriteTx,
    by: Option<i64>,
    now: i64,
    action: &str,
    detail: &str,
) -> DbResult<()> {
    sqlx::query("INSERT INTO people_audit (user_id, at, action, detail) VALUES (?, ?, ?, ?)")
        .bind(by)
        .bind(now)
        .bind(action)
        .bind(detail)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
