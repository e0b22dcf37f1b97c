//! The hub's PostgreSQL storage: clubs and their tokens, published events, people.
//!
//! Queries here are runtime-checked (`sqlx::query`, `query_as`), not the `query!`
//! macros the club side uses: the macros check every query against one
//! `DATABASE_URL` (and one `.sqlx/` cache), which is the club's SQLite; each hub
//! query is instead exercised by `tests/hub.rs` against a real PostgreSQL.

use blake2::{Blake2b, Digest, digest::consts::U32};
use rand::RngCore;
use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::{Postgres, Row, Transaction};

use super::event::VerifiedEvent;
use crate::tournament::circuit::{CircuitEvent, EventResult, Reach};
use crate::tournament::individual::Points;
use crate::tournament::people::{self, Known};

/// The hub's migrations (`migrations-hub/`), apart from the club's.
static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations-hub");

/// A storage failure.
pub type HubResult<T> = Result<T, sqlx::Error>;

/// Connects to `url` and applies the hub's migrations.
///
/// # Errors
/// When the server cannot be reached or a migration fails.
pub async fn open(url: &str) -> HubResult<PgPool> {
    let pool = PgPoolOptions::new().max_connections(8).connect(url).await?;
    MIGRATOR.run(&pool).await?;
    Ok(pool)
}

/// A token's stored form: BLAKE2b-256 of its text, in hex.
#[must_use]
pub fn token_hash(token: &str) -> String {
    let digest = Blake2b::<U32>::digest(token.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

async fn audit(tx: &mut Transaction<'_, Postgres>, action: &str, detail: &str) -> HubResult<()> {
    sqlx::query("INSERT INTO hub_audit (action, detail) VALUES ($1, $2)")
        .bind(action)
        .bind(detail)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Issues a new token for the club `club` (made when new); returns the token's
/// text, shown once: only its hash is kept.
///
/// # Errors
/// Storage failure.
pub async fn issue_token(pool: &PgPool, club: &str) -> HubResult<String> {
    let mut bytes = [0u8; 24];
    rand::thread_rng().fill_bytes(&mut bytes);
    let token: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    let mut tx = pool.begin().await?;
    let club_id: i64 = sqlx::query_scalar(
        "INSERT INTO hub_clubs (name) VALUES ($1)
         ON CONFLICT (name) DO UPDATE SET name = excluded.name RETURNING id",
    )
    .bind(club.trim())
    .fetch_one(&mut *tx)
    .await?;
    sqlx::query("INSERT INTO hub_tokens (club_id, hash) VALUES ($1, $2)")
        .bind(club_id)
        .bind(token_hash(&token))
        .execute(&mut *tx)
        .await?;
    audit(&mut tx, "token_issued", club.trim()).await?;
    tx.commit().await?;
    Ok(token)
}

/// Revokes every live token of club `club`; returns how many.
///
/// # Errors
/// Storage failure.
pub async fn revoke_tokens(pool: &PgPool, club: &str) -> HubResult<u64> {
    let mut tx = pool.begin().await?;
    let done = sqlx::query(
        "UPDATE hub_tokens SET revoked_at = now()
         WHERE revoked_at IS NULL AND club_id = (SELECT id FROM hub_clubs WHERE name = $1)",
    )
    .bind(club.trim())
    .execute(&mut *tx)
    .await?
    .rows_affected();
    audit(&mut tx, "tokens_revoked", club.trim()).await?;
    tx.commit().await?;
    Ok(done)
}

/// The club and token of a live token's text, `None` for an unknown or revoked one.
///
/// # Errors
/// Storage failure.
pub async fn token_club(pool: &PgPool, token: &str) -> HubResult<Option<(i64, i64)>> {
    let row =
        sqlx::query("SELECT id, club_id FROM hub_tokens WHERE hash = $1 AND revoked_at IS NULL")
            .bind(token_hash(token))
            .fetch_optional(pool)
            .await?;
    Ok(row.map(|r| (r.get::<i64, _>("club_id"), r.get::<i64, _>("id"))))
}

fn reach_code(r: Reach) -> &'static str {
    match r {
        Reach::Qualifier => "qualifier",
        Reach::Semifinalist => "semifinalist",
        Reach::Finalist => "finalist",
        Reach::Winner => "winner",
    }
}

fn reach_of(code: &str) -> Reach {
    match code {
        "winner" => Reach::Winner,
        "finalist" => Reach::Finalist,
        "semifinalist" => Reach::Semifinalist,
        _ => Reach::Qualifier,
    }
}

/// The person a published player is: the one of their national id (made when
/// new); without one, the person of the same name (words, case and accents
/// aside) and the same club already on record; else a new person. Looser
/// likenesses are only suggested to the administrator ([`suggestions`]).
///
/// `known` is the person this club's player was when the club published them
/// before (a republish): without a national id they stay that person, so a
/// merge, a split or a national id the administrator set outlives the club's
/// next publish; with an id that no one has yet, that person takes it (when
/// they have none).
async fn person_of(
    tx: &mut Transaction<'_, Postgres>,
    name: &str,
    club: Option<&str>,
    national_id: Option<&str>,
    known: Option<i64>,
) -> HubResult<i64> {
    let national_id = national_id.map(str::trim).filter(|i| !i.is_empty());
    if let Some(id) = national_id {
        if let Some(p) = sqlx::query_scalar::<_, i64>(
            "SELECT id FROM hub_people WHERE lower(national_id) = lower($1)",
        )
        .bind(id)
        .fetch_optional(&mut **tx)
        .await?
        {
            return Ok(p);
        }
        if let Some(p) = known {
            let took = sqlx::query(
                "UPDATE hub_people SET national_id = $1 WHERE id = $2 AND national_id IS NULL",
            )
            .bind(id)
            .bind(p)
            .execute(&mut **tx)
            .await?
            .rows_affected();
            if took > 0 {
                return Ok(p);
            }
        }
    } else if let Some(p) = known {
        return Ok(p);
    } else {
        let same: Vec<(i64, String, Option<String>)> = sqlx::query_as(
            "SELECT id, name, club FROM hub_people WHERE national_id IS NULL ORDER BY id",
        )
        .fetch_all(&mut **tx)
        .await?;
        let wanted = people::normal_name(name);
        let club_key = club.map(people::normal_name);
        if let Some((p, _, _)) = same.iter().find(|(_, n, c)| {
            people::normal_name(n) == wanted && c.as_deref().map(people::normal_name) == club_key
        }) {
            return Ok(*p);
        }
    }
    sqlx::query_scalar(
        "INSERT INTO hub_people (name, club, national_id) VALUES ($1, $2, $3) RETURNING id",
    )
    .bind(name)
    .bind(club)
    .bind(national_id)
    .fetch_one(&mut **tx)
    .await
}

/// Stores a verified event of club `club_id` in one transaction, replacing an
/// earlier publish of the same club event; returns the hub's event id.
///
/// # Errors
/// Storage failure (then nothing of the event is stored).
pub async fn store_event(pool: &PgPool, club_id: i64, event: &VerifiedEvent) -> HubResult<i64> {
    Ok(store_published(pool, club_id, event).await?.0)
}

/// A published player as the hub knows them, for the publish answer: the
/// club's player id, the hub's person and that person's national id.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct PersonLink {
    /// The club's player id.
    pub player: i64,
    /// The hub's person id.
    pub person: i64,
    /// The national id the hub knows for the person, if any.
    pub national_id: Option<String>,
}

/// The advisory lock key that stores one publish at a time (any constant no
/// other code of the hub's database takes).
const PUBLISH_LOCK: i64 = 0x4855_4250_5542; // "HUBPUB"

/// [`store_event`], also giving every published player's person (the
/// publish answer's `people`).
///
/// # Errors
/// Storage failure (then nothing of the event is stored).
pub async fn store_published(
    pool: &PgPool,
    club_id: i64,
    event: &VerifiedEvent,
) -> HubResult<(i64, Vec<PersonLink>)> {
    let p = &event.payload;
    let mut links: Vec<(i64, i64)> = Vec::with_capacity(event.results.len());
    let mut tx = pool.begin().await?;
    // One publish is stored at a time: two events bringing the same new person
    // would both insert them (a national id's unique key refused the second,
    // a person without one was made twice; found by the load run, 4 publishes in
    // flight). The lock ends with the transaction; replaying the logs, the slow
    // part, happened before it and still runs side by side.
    sqlx::query("SELECT pg_advisory_xact_lock($1)")
        .bind(PUBLISH_LOCK)
        .execute(&mut *tx)
        .await?;
    // Who each of the club's players was when last published, read before a
    // republish deletes the event.
    let known: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT DISTINCT ON (n.club_player) n.club_player, n.person_id
           FROM hub_entries n JOIN hub_events e ON e.id = n.event_id
          WHERE e.club_id = $1 AND n.club_player = ANY($2) AND e.kind = $3
          ORDER BY n.club_player, e.held_on DESC, e.id DESC",
    )
    .bind(club_id)
    .bind(p.players.iter().map(|x| x.id).collect::<Vec<i64>>())
    .bind(p.kind.code())
    .fetch_all(&mut *tx)
    .await?;
    // A club numbers its individual and team tournaments (and their players)
    // apart: the kind is part of the event's and the player's key.
    let replaced =
        sqlx::query("DELETE FROM hub_events WHERE club_id = $1 AND club_event = $2 AND kind = $3")
            .bind(club_id)
            .bind(p.event.id)
            .bind(p.kind.code())
            .execute(&mut *tx)
            .await?
            .rows_affected();
    let payload = serde_json::to_value(p).unwrap_or_default();
    let event_id: i64 = sqlx::query_scalar(
        "INSERT INTO hub_events (club_id, club_event, name, held_on, event_type, payload, kind)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
    )
    .bind(club_id)
    .bind(p.event.id)
    .bind(p.event.name.trim())
    .bind(p.event.date)
    .bind(p.event.event_type.trim())
    .bind(&payload)
    .bind(p.kind.code())
    .fetch_one(&mut *tx)
    .await?;
    for r in &event.results {
        let Some(player) = p.players.iter().find(|x| x.id == r.player) else {
            continue;
        };
        let name = player.name.trim();
        let club = player
            .club
            .as_deref()
            .map(str::trim)
            .filter(|c| !c.is_empty());
        let before = known.iter().find(|k| k.0 == r.player).map(|k| k.1);
        let person = person_of(&mut tx, name, club, player.national_id.as_deref(), before).await?;
        links.push((r.player, person));
        sqlx::query(
            "INSERT INTO hub_entries
               (event_id, club_player, person_id, name, club, place, reach, games, score)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(event_id)
        .bind(r.player)
        .bind(person)
        .bind(name)
        .bind(club)
        .bind(i32::try_from(r.place).unwrap_or(i32::MAX))
        .bind(reach_code(r.reach))
        .bind(i32::try_from(r.games).unwrap_or(i32::MAX))
        .bind(r.score.0)
        .execute(&mut *tx)
        .await?;
    }
    for t in &event.tables {
        sqlx::query(
            "INSERT INTO hub_tables (event_id, round, number, stage, ruleset, log, result)
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(event_id)
        .bind(i32::try_from(t.info.round).unwrap_or(i32::MAX))
        .bind(i32::try_from(t.info.number).unwrap_or(i32::MAX))
        .bind(&t.info.stage)
        .bind(&t.ruleset)
        .bind(&t.info.log)
        .bind(serde_json::to_value(&t.result).unwrap_or_default())
        .execute(&mut *tx)
        .await?;
    }
    let action = if replaced > 0 {
        "republished"
    } else {
        "published"
    };
    audit(
        &mut tx,
        action,
        &format!(
            "club {club_id} event {} ({})",
            p.event.id,
            p.event.name.trim()
        ),
    )
    .await?;
    let persons: Vec<i64> = links.iter().map(|l| l.1).collect();
    let ids: Vec<(i64, Option<String>)> =
        sqlx::query_as("SELECT id, national_id FROM hub_people WHERE id = ANY($1)")
            .bind(&persons)
            .fetch_all(&mut *tx)
            .await?;
    tx.commit().await?;
    let people = links
        .into_iter()
        .map(|(player, person)| PersonLink {
            player,
            person,
            national_id: ids.iter().find(|i| i.0 == person).and_then(|i| i.1.clone()),
        })
        .collect();
    Ok((event_id, people))
}

/// Every stored event with each entry's result by person, for the circuit.
///
/// # Errors
/// Storage failure.
pub async fn circuit_events(pool: &PgPool) -> HubResult<Vec<CircuitEvent>> {
    let events: Vec<(i64, String, chrono::NaiveDate, String)> =
        sqlx::query_as("SELECT id, name, held_on, event_type FROM hub_events ORDER BY held_on, id")
            .fetch_all(pool)
            .await?;
    let entries: Vec<(i64, i64, i32, String, i32, i64)> = sqlx::query_as(
        "SELECT event_id, person_id, place, reach, games, score FROM hub_entries
         ORDER BY event_id, place",
    )
    .fetch_all(pool)
    .await?;
    Ok(events
        .into_iter()
        .map(|(id, name, date, event_type)| CircuitEvent {
            id,
            name,
            date,
            event_type,
            results: entries
                .iter()
                .filter(|e| e.0 == id)
                .map(|e| EventResult {
                    player: e.1,
                    place: u32::try_from(e.2).unwrap_or(0),
                    reach: reach_of(&e.3),
                    games: u32::try_from(e.4).unwrap_or(0),
                    score: Points(e.5),
                })
                .collect(),
        })
        .collect())
}

/// A person as the pages show them.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Person {
    /// The hub's id.
    pub id: i64,
    /// Name.
    pub name: String,
    /// Club.
    pub club: Option<String>,
    /// National id.
    pub national_id: Option<String>,
}

/// The person `id` in `people` as [`people_list`] gives them (by id): a binary
/// search, as the ranking pages look up every one of 10,000 rows.
#[must_use]
pub fn person_in(people: &[Person], id: i64) -> Option<&Person> {
    people
        .binary_search_by_key(&id, |p| p.id)
        .ok()
        .map(|i| &people[i])
}

/// Every person, by id.
///
/// # Errors
/// Storage failure.
pub async fn people_list(pool: &PgPool) -> HubResult<Vec<Person>> {
    let rows: Vec<(i64, String, Option<String>, Option<String>)> =
        sqlx::query_as("SELECT id, name, club, national_id FROM hub_people ORDER BY id")
            .fetch_all(pool)
            .await?;
    Ok(rows
        .into_iter()
        .map(|(id, name, club, national_id)| Person {
            id,
            name,
            club,
            national_id,
        })
        .collect())
}

/// One result of a person, for their page.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Appearance {
    /// The hub's event id.
    pub event: i64,
    /// Event name.
    pub name: String,
    /// Publishing club.
    pub club: String,
    /// When.
    pub date: chrono::NaiveDate,
    /// Final place.
    pub place: i32,
    /// Score in ten-thousandths.
    pub score: i64,
}

/// A person's results, latest first.
///
/// # Errors
/// Storage failure.
pub async fn appearances(pool: &PgPool, person: i64) -> HubResult<Vec<Appearance>> {
    let rows: Vec<(i64, String, String, chrono::NaiveDate, i32, i64)> = sqlx::query_as(
        "SELECT e.id, e.name, c.name, e.held_on, n.place, n.score
           FROM hub_entries n JOIN hub_events e ON e.id = n.event_id
           JOIN hub_clubs c ON c.id = e.club_id
          WHERE n.person_id = $1 ORDER BY e.held_on DESC, e.id DESC",
    )
    .bind(person)
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(event, name, club, date, place, score)| Appearance {
            event,
            name,
            club,
            date,
            place,
            score,
        })
        .collect())
}

/// Pairs of people the administrator may want to merge: for each person, the
/// others [`people::suggest`] names (a national id decides; two ids never match).
///
/// # Errors
/// Storage failure.
pub async fn suggestions(pool: &PgPool) -> HubResult<Vec<(Person, Person, u32)>> {
    let all = people_list(pool).await?;
    let mut out = Vec::new();
    for (i, p) in all.iter().enumerate() {
        let earlier: Vec<Known> = all[..i]
            .iter()
            .map(|k| Known {
                person: k.id,
                name: k.name.clone(),
                club: k.club.clone(),
                national_id: k.national_id.clone(),
            })
            .collect();
        for s in people::suggest(
            &p.name,
            p.club.as_deref(),
            p.national_id.as_deref(),
            &earlier,
        ) {
            if let Some(k) = all.iter().find(|k| k.id == s.person) {
                out.push((k.clone(), p.clone(), s.score));
            }
        }
    }
    Ok(out)
}

/// Why a merge was refused.
#[derive(Debug, thiserror::Error)]
pub enum MergeError {
    /// One of the two is not on record (or both are the same).
    #[error("no such pair of people")]
    Unknown,
    /// Two different national ids are two people.
    #[error("two different national ids")]
    TwoIds,
    /// Storage failure.
    #[error(transparent)]
    Db(#[from] sqlx::Error),
}

/// Merges person `gone` into `keep`: every entry of `gone` becomes `keep`'s, and
/// `keep` takes `gone`'s national id when it had none.
///
/// # Errors
/// [`MergeError`].
pub async fn merge(pool: &PgPool, keep: i64, gone: i64) -> Result<(), MergeError> {
    let mut tx = pool.begin().await?;
    let two: Vec<(i64, Option<String>)> =
        sqlx::query_as("SELECT id, national_id FROM hub_people WHERE id IN ($1, $2) FOR UPDATE")
            .bind(keep)
            .bind(gone)
            .fetch_all(&mut *tx)
            .await?;
    if keep == gone || two.len() != 2 {
        return Err(MergeError::Unknown);
    }
    let id_of = |p: i64| two.iter().find(|r| r.0 == p).and_then(|r| r.1.clone());
    let (kept_id, gone_id) = (id_of(keep), id_of(gone));
    if let (Some(a), Some(b)) = (&kept_id, &gone_id)
        && !a.eq_ignore_ascii_case(b)
    {
        return Err(MergeError::TwoIds);
    }
    sqlx::query("UPDATE hub_entries SET person_id = $1 WHERE person_id = $2")
        .bind(keep)
        .bind(gone)
        .execute(&mut *tx)
        .await?;
    sqlx::query("DELETE FROM hub_people WHERE id = $1")
        .bind(gone)
        .execute(&mut *tx)
        .await?;
    if kept_id.is_none() && gone_id.is_some() {
        sqlx::query("UPDATE hub_people SET national_id = $1 WHERE id = $2")
            .bind(&gone_id)
            .bind(keep)
            .execute(&mut *tx)
            .await?;
    }
    audit(&mut tx, "merged", &format!("{gone} into {keep}")).await?;
    tx.commit().await?;
    Ok(())
}

/// Counts of what is stored (for the tests and the front page).
///
/// # Errors
/// Storage failure.
pub async fn counts(pool: &PgPool) -> HubResult<(i64, i64, i64)> {
    let row = sqlx::query(
        "SELECT (SELECT count(*) FROM hub_events) AS events,
                (SELECT count(*) FROM hub_tables) AS tables,
                (SELECT count(*) FROM hub_entries) AS entries",
    )
    .fetch_one(pool)
    .await?;
    Ok((row.get("events"), row.get("tables"), row.get("entries")))
}

/// Notes that token `id` published now (the tokens page shows it).
///
/// # Errors
/// Storage failure.
pub async fn token_used(pool: &PgPool, id: i64) -> HubResult<()> {
    sqlx::query("UPDATE hub_tokens SET last_used_at = now() WHERE id = $1")
        .bind(id)
        .execute(pool)
        .await?;
    Ok(())
}

/// One token as the administrator's page shows it: never its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenRow {
    /// The token's id.
    pub id: i64,
    /// Its club.
    pub club: String,
    /// Issued at (UTC, to the minute).
    pub issued: String,
    /// Revoked at, when revoked.
    pub revoked: Option<String>,
    /// Last published with, if ever.
    pub last_used: Option<String>,
}

/// Every club with its tokens, clubs by name, newest token first; a club
/// without a token (made by an earlier, revoked one) still shows.
///
/// # Errors
/// Storage failure.
pub async fn tokens(pool: &PgPool) -> HubResult<Vec<TokenRow>> {
    // id, club, issued, revoked, last used.
    type Row = (i64, String, String, Option<String>, Option<String>);
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT t.id, c.name,
                to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'),
                to_char(t.revoked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'),
                to_char(t.last_used_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI')
           FROM hub_tokens t JOIN hub_clubs c ON c.id = t.club_id
          ORDER BY c.name, t.id DESC",
    )
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, club, issued, revoked, last_used)| TokenRow {
            id,
            club,
            issued,
            revoked,
            last_used,
        })
        .collect())
}

/// Revokes the one token `id`; false when there is no such live token.
///
/// # Errors
/// Storage failure.
pub async fn revoke_token(pool: &PgPool, id: i64) -> HubResult<bool> {
    let mut tx = pool.begin().await?;
    let club: Option<String> = sqlx::query_scalar(
        "UPDATE hub_tokens t SET revoked_at = now() FROM hub_clubs c
          WHERE t.id = $1 AND t.revoked_at IS NULL AND c.id = t.club_id
          RETURNING c.name",
    )
    .bind(id)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(club) = club else {
        return Ok(false);
    };
    audit(&mut tx, "token_revoked", &format!("{club} token {id}")).await?;
    tx.commit().await?;
    Ok(true)
}

/// Sets the administrator's password hash (argon2id PHC string) and ends every
/// session.
///
/// # Errors
/// Storage failure.
pub async fn set_admin_password(pool: &PgPool, hash: &str) -> HubResult<()> {
    let mut tx = pool.begin().await?;
    sqlx::query(
        "INSERT INTO hub_admin (id, password_hash) VALUES (1, $1)
         ON CONFLICT (id) DO UPDATE SET password_hash = excluded.password_hash, set_at = now()",
    )
    .bind(hash)
    .execute(&mut *tx)
    .await?;
    sqlx::query("DELETE FROM hub_admin_sessions")
        .execute(&mut *tx)
        .await?;
    audit(&mut tx, "admin_password_set", "").await?;
    tx.commit().await?;
    Ok(())
}

/// The administrator's password hash, `None` before one is set.
///
/// # Errors
/// Storage failure.
pub async fn admin_password(pool: &PgPool) -> HubResult<Option<String>> {
    sqlx::query_scalar("SELECT password_hash FROM hub_admin WHERE id = 1")
        .fetch_optional(pool)
        .await
}

/// How long a session lasts after sign-in.
pub const SESSION_HOURS: i32 = 12;

/// Starts a session whose cookie hashes to `hash`, with CSRF token `csrf`.
///
/// # Errors
/// Storage failure.
pub async fn session_start(pool: &PgPool, hash: &str, csrf: &str) -> HubResult<()> {
    let mut tx = pool.begin().await?;
    // Ended sessions go when a new one starts: no write on reading a page.
    sqlx::query(
        "DELETE FROM hub_admin_sessions WHERE created_at < now() - make_interval(hours => $1)",
    )
    .bind(SESSION_HOURS)
    .execute(&mut *tx)
    .await?;
    sqlx::query("INSERT INTO hub_admin_sessions (hash, csrf) VALUES ($1, $2)")
        .bind(hash)
        .bind(csrf)
        .execute(&mut *tx)
        .await?;
    audit(&mut tx, "admin_signed_in", "").await?;
    tx.commit().await?;
    Ok(())
}

/// The CSRF token of the live session whose cookie hashes to `hash`.
///
/// # Errors
/// Storage failure.
pub async fn session_csrf(pool: &PgPool, hash: &str) -> HubResult<Option<String>> {
    sqlx::query_scalar(
        "SELECT csrf FROM hub_admin_sessions
          WHERE hash = $1 AND created_at >= now() - make_interval(hours => $2)",
    )
    .bind(hash)
    .bind(SESSION_HOURS)
    .fetch_optional(pool)
    .await
}

/// Ends the session whose cookie hashes to `hash`.
///
/// # Errors
/// Storage failure.
pub async fn session_end(pool: &PgPool, hash: &str) -> HubResult<()> {
    sqlx::query("DELETE FROM hub_admin_sessions WHERE hash = $1")
        .bind(hash)
        .execute(pool)
        .await?;
    Ok(())
}

/// Why a change to a person was refused.
#[derive(Debug, thiserror::Error)]
pub enum PersonError {
    /// No such person.
    #[error("no such person")]
    Unknown,
    /// The national id is another person's.
    #[error("national id of person {0}")]
    IdTaken(i64),
    /// No appearance of the person comes from that club player.
    #[error("nothing to split")]
    NothingThere,
    /// Every appearance comes from that club player: nothing would remain.
    #[error("all of the person")]
    Whole,
    /// Storage failure.
    #[error(transparent)]
    Db(#[from] sqlx::Error),
}

/// Locks person `person` for the rest of `tx` (an edit of them waits for
/// another to end).
///
/// # Errors
/// [`PersonError::Unknown`] when there is no such person; storage failure.
async fn lock_person(tx: &mut Transaction<'_, Postgres>, person: i64) -> Result<(), PersonError> {
    let found: Option<i64> =
        sqlx::query_scalar("SELECT id FROM hub_people WHERE id = $1 FOR UPDATE")
            .bind(person)
            .fetch_optional(&mut **tx)
            .await?;
    found.map(|_| ()).ok_or(PersonError::Unknown)
}

/// Sets (or, with `None`, clears) person `person`'s national id; refused when
/// another person has it (case aside).
///
/// # Errors
/// [`PersonError`].
pub async fn set_national_id(
    pool: &PgPool,
    person: i64,
    national_id: Option<&str>,
) -> Result<(), PersonError> {
    let national_id = national_id.map(str::trim).filter(|i| !i.is_empty());
    let mut tx = pool.begin().await?;
    lock_person(&mut tx, person).await?;
    if let Some(id) = national_id
        && let Some(other) = sqlx::query_scalar::<_, i64>(
            "SELECT id FROM hub_people WHERE lower(national_id) = lower($1) AND id <> $2",
        )
        .bind(id)
        .bind(person)
        .fetch_optional(&mut *tx)
        .await?
    {
        return Err(PersonError::IdTaken(other));
    }
    sqlx::query("UPDATE hub_people SET national_id = $1 WHERE id = $2")
        .bind(national_id)
        .bind(person)
        .execute(&mut *tx)
        .await?;
    audit(
        &mut tx,
        "national_id_set",
        &format!("person {person}: {}", national_id.unwrap_or("(none)")),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Where a person's appearances come from: one club's player id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    /// The club's hub id.
    pub club_id: i64,
    /// The club's name.
    pub club: String,
    /// The club's own player id.
    pub player: i64,
    /// A team tournament's player: a club numbers those apart from the players
    /// of its individual events, so (club, player) alone names two origins.
    pub team: bool,
    /// The name the club last published them under.
    pub name: String,
    /// How many events.
    pub events: i64,
}

/// The club player ids a person's appearances come from, by club and id.
///
/// # Errors
/// Storage failure.
pub async fn origins(pool: &PgPool, person: i64) -> HubResult<Vec<Origin>> {
    let rows: Vec<(i64, String, i64, bool, String, i64)> = sqlx::query_as(
        "SELECT c.id, c.name, n.club_player, e.kind = 'team',
                (array_agg(n.name ORDER BY e.held_on DESC, e.id DESC))[1], count(*)
           FROM hub_entries n JOIN hub_events e ON e.id = n.event_id
           JOIN hub_clubs c ON c.id = e.club_id
          WHERE n.person_id = $1
          GROUP BY c.id, c.name, n.club_player, e.kind
          ORDER BY c.name, e.kind, n.club_player",
    )
    .bind(person)
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(club_id, club, player, team, name, events)| Origin {
            club_id,
            club,
            player,
            team,
            name,
            events,
        })
        .collect())
}

/// Splits a wrongly merged person: the appearances of `person` that club
/// `club_id` published as its player `player` (of its team tournaments when
/// `team`, else of its individual events) go to a new person (named and
/// clubbed as that club last published them, without a national id, which
/// stays with `person`). Returns the new person's id.
///
/// # Errors
/// [`PersonError`].
pub async fn split(
    pool: &PgPool,
    person: i64,
    club_id: i64,
    (team, player): (bool, i64),
) -> Result<i64, PersonError> {
    let mut tx = pool.begin().await?;
    lock_person(&mut tx, person).await?;
    let entries: Vec<(i64, bool, String, Option<String>)> = sqlx::query_as(
        "SELECT n.id, (e.club_id = $2 AND n.club_player = $3 AND (e.kind = 'team') = $4),
                n.name, n.club
           FROM hub_entries n JOIN hub_events e ON e.id = n.event_id
          WHERE n.person_id = $1 ORDER BY e.held_on DESC, e.id DESC",
    )
    .bind(person)
    .bind(club_id)
    .bind(player)
    .bind(team)
    .fetch_all(&mut *tx)
    .await?;
    let moving: Vec<&(i64, bool, String, Option<String>)> =
        entries.iter().filter(|e| e.1).collect();
    let Some(latest) = moving.first() else {
        return Err(PersonError::NothingThere);
    };
    if moving.len() == entries.len() {
        return Err(PersonError::Whole);
    }
    let new: i64 =
        sqlx::query_scalar("INSERT INTO hub_people (name, club) VALUES ($1, $2) RETURNING id")
            .bind(&latest.2)
            .bind(&latest.3)
            .fetch_one(&mut *tx)
            .await?;
    let ids: Vec<i64> = moving.iter().map(|e| e.0).collect();
    sqlx::query("UPDATE hub_entries SET person_id = $1 WHERE id = ANY($2)")
        .bind(new)
        .bind(&ids)
        .execute(&mut *tx)
        .await?;
    audit(
        &mut tx,
        "split",
        &format!(
            "club {club_id} {}player {player} of person {person} into {new}",
            if team { "team " } else { "" }
        ),
    )
    .await?;
    tx.commit().await?;
    Ok(new)
}

/// Every table a person sat at, as (ruleset code, place at the table), for the
/// per-ruleset figures of their page, oldest event first. An individual event's
/// places are the ones the club published, which the hub checked against the
/// replayed log; a team tournament's table claims team scores only, so its
/// places are the replayed log's own (`hub_tables.result`, the seat the player
/// sat at: 1 for the winning pair, both pairs 1 on a draw).
///
/// # Errors
/// Storage failure.
pub async fn tables_of(pool: &PgPool, person: i64) -> HubResult<Vec<(String, u32)>> {
    let rows: Vec<(String, i64)> = sqlx::query_as(
        "SELECT ruleset, place FROM (
           SELECT e.held_on, e.id AS event, t.ordinality AS at,
                  COALESCE(t.value #>> '{log,ruleset}', '') AS ruleset,
                  (c.value ->> 'place')::BIGINT AS place
             FROM hub_entries n JOIN hub_events e ON e.id = n.event_id,
                  jsonb_array_elements(e.payload -> 'tables') WITH ORDINALITY t,
                  jsonb_array_elements(t.value -> 'result') c
            WHERE n.person_id = $1 AND e.kind = 'individual'
              AND (c.value ->> 'player')::BIGINT = n.club_player
           UNION ALL
           SELECT e.held_on, e.id, t.ordinality, h.ruleset, (s.value ->> 'place')::BIGINT
             FROM hub_entries n JOIN hub_events e ON e.id = n.event_id
                  JOIN hub_tables h ON h.event_id = e.id,
                  jsonb_array_elements(e.payload -> 'tables') WITH ORDINALITY t,
                  jsonb_array_elements(t.value -> 'players') WITH ORDINALITY p(player, seat),
                  jsonb_array_elements(h.result -> 'seats') s
            WHERE n.person_id = $1 AND e.kind = 'team'
              AND (t.value ->> 'round')::INT = h.round
              AND (t.value ->> 'number')::INT = h.number
              AND (p.player #>> '{}')::BIGINT = n.club_player
              AND (s.value ->> 'seat')::BIGINT = p.seat - 1
         ) tables
         ORDER BY held_on, event, at",
    )
    .bind(person)
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(r, p)| (r, u32::try_from(p).unwrap_or(0)))
        .collect())
}

/// The hub id of the club named `name`.
///
/// # Errors
/// Storage failure.
pub async fn club_id(pool: &PgPool, name: &str) -> HubResult<Option<i64>> {
    sqlx::query_scalar("SELECT id FROM hub_clubs WHERE name = $1")
        .bind(name.trim())
        .fetch_optional(pool)
        .await
}
