//! Boards a club brings: each a slug and its versions (the board file as JSON, checked
//! by the engine before it gets here), and the version each match is played on. A new
//! version is refused once a signed match used the board: then it is copied instead.

use super::{Db, DbResult, WriteTx};

/// A board with its latest version.
#[derive(Clone, Debug)]
pub struct BoardRow {
    /// Row id.
    pub id: i64,
    /// The file's `id`.
    pub slug: String,
    /// The ruleset it was checked for (`""`: any).
    pub ruleset: String,
    /// Its latest version number.
    pub version: i64,
    /// The latest version's file as JSON.
    pub content: String,
    /// True once a signed match used it: it can be copied, not changed.
    pub frozen: bool,
}

/// One stored version of a board.
#[derive(Clone, Debug)]
pub struct VersionRow {
    /// Version number, from 1.
    pub version: i64,
    /// The file as JSON.
    pub content: String,
    /// The content's hash (`engine::map::Board::hash`).
    pub hash: String,
    /// Unix seconds.
    pub created_at: i64,
    /// How many matches are played on it.
    pub matches: i64,
}

/// What [`add_version`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Added {
    /// Stored as this version.
    Version(i64),
    /// The same content as the latest version: nothing stored.
    Unchanged(i64),
    /// A signed match used the board: nothing stored.
    Frozen,
    /// No such board.
    NotFound,
}

/// Stores a new board as version 1; returns its id.
///
/// # Errors
/// [`super::DbError::Duplicate`] when a board with that slug exists.
pub async fn create(
    db: &Db,
    slug: &str,
    ruleset: &str,
    content: &str,
    hash: &str,
    by: i64,
    now: i64,
) -> DbResult<i64> {
    let mut tx = db.begin_write().await?;
    let id = sqlx::query_scalar!(
        r#"INSERT INTO boards (slug, ruleset, created_by, created_at) VALUES (?, ?, ?, ?)
         RETURNING id AS "id!: i64""#,
        slug,
        ruleset,
        by,
        now
    )
    .fetch_one(&mut *tx)
    .await?;
    let first = NewVersion {
        board: id,
        version: 1,
        content,
        hash,
    };
    insert_version(&mut tx, &first, by, now).await?;
    tx.commit().await?;
    Ok(id)
}

/// A version of a board to store.
struct NewVersion<'a> {
    board: i64,
    version: i64,
    content: &'a str,
    hash: &'a str,
}

/// The one insert of a board version, the first one's and every later one's.
async fn insert_version(tx: &mut WriteTx, v: &NewVersion<'_>, by: i64, now: i64) -> DbResult<()> {
    sqlx::query!(
        "INSERT INTO board_versions (board_id, version, content, hash, created_by, created_at)
         VALUES (?, ?, ?, ?, ?, ?)",
        v.board,
        v.version,
        v.content,
        v.hash,
        by,
        now
    )
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Stores a new version of a board, unless a signed match froze it or nothing changed.
/// The check and the write are one transaction, so a match signed meanwhile wins.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn add_version(
    db: &Db,
    id: i64,
    content: &str,
    hash: &str,
    by: i64,
    now: i64,
) -> DbResult<Added> {
    let mut tx = db.begin_write().await?;
    let latest = sqlx::query!(
        "SELECT version, hash FROM board_versions WHERE board_id = ?
         ORDER BY version DESC LIMIT 1",
        id
    )
    .fetch_optional(&mut *tx)
    .await?;
    let Some(latest) = latest else {
        return Ok(Added::NotFound);
    };
    if frozen_on(&mut tx, id).await? {
        return Ok(Added::Frozen);
    }
    if latest.hash == hash {
        return Ok(Added::Unchanged(latest.version));
    }
    let next = NewVersion {
        board: id,
        version: latest.version + 1,
        content,
        hash,
    };
    insert_version(&mut tx, &next, by, now).await?;
    tx.commit().await?;
    Ok(Added::Version(next.version))
}

async fn frozen_on(conn: &mut sqlx::SqliteConnection, id: i64) -> DbResult<bool> {
    Ok(sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM board_matches b JOIN matches m ON m.id = b.match_id
                          WHERE b.board_id = ? AND m.status = 'signed') AS "frozen!: bool""#,
        id
    )
    .fetch_one(conn)
    .await?)
}

/// Every board with its latest version, by slug.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn list(db: &Db) -> DbResult<Vec<BoardRow>> {
    let rows = sqlx::query!(
        r#"SELECT b.id AS "id!", b.slug, b.ruleset, v.version, v.content,
                  EXISTS (SELECT 1 FROM board_matches bm JOIN matches m ON m.id = bm.match_id
                          WHERE bm.board_id = b.id AND m.status = 'signed') AS "frozen!: bool"
           FROM boards b JOIN board_versions v ON v.board_id = b.id
           WHERE v.version = (SELECT MAX(version) FROM board_versions WHERE board_id = b.id)
           ORDER BY b.slug"#
    )
    .fetch_all(db.pool())
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| BoardRow {
            id: r.id,
            slug: r.slug,
            ruleset: r.ruleset,
            version: r.version,
            content: r.content,
            frozen: r.frozen,
        })
        .collect())
}

/// One board with its latest version.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn get(db: &Db, id: i64) -> DbResult<Option<BoardRow>> {
    Ok(list(db).await?.into_iter().find(|b| b.id == id))
}

/// Every version of a board, newest first.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn versions(db: &Db, id: i64) -> DbResult<Vec<VersionRow>> {
    let rows = sqlx::query!(
        r#"SELECT v.version, v.content, v.hash, v.created_at,
                  (SELECT COUNT(*) FROM board_matches bm
                   WHERE bm.board_id = v.board_id AND bm.version = v.version) AS "matches!: i64"
           FROM board_versions v WHERE v.board_id = ? ORDER BY v.version DESC"#,
        id
    )
    .fetch_all(db.pool())
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| VersionRow {
            version: r.version,
            content: r.content,
            hash: r.hash,
            created_at: r.created_at,
            matches: r.matches,
        })
        .collect())
}

/// Records that a match is played on a board version (once, when it is created).
///
/// # Errors
/// [`super::DbError`] on storage failure, or when the match or the version is unknown.
pub async fn use_in_match(db: &Db, match_id: i64, board_id: i64, version: i64) -> DbResult<()> {
    let mut tx = db.begin_write().await?;
    use_in_match_tx(&mut tx, match_id, board_id, version).await?;
    tx.commit().await?;
    Ok(())
}

/// [`use_in_match`] inside a write transaction (the match's creation).
///
/// # Errors
/// [`super::DbError::Constraint`] when the match or the version is unknown;
/// [`super::DbError`] on storage failure.
pub async fn use_in_match_tx(
    tx: &mut WriteTx,
    match_id: i64,
    board_id: i64,
    version: i64,
) -> DbResult<()> {
    sqlx::query!(
        "INSERT INTO board_matches (match_id, board_id, version) VALUES (?, ?, ?)",
        match_id,
        board_id,
        version
    )
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The board version a match is played on, if it is on a club's board.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn of_match(db: &Db, match_id: i64) -> DbResult<Option<(i64, VersionRow)>> {
    let row = sqlx::query!(
        "SELECT board_id, version FROM board_matches WHERE match_id = ?",
        match_id
    )
    .fetch_optional(db.pool())
    .await?;
    let Some(row) = row else { return Ok(None) };
    let version = versions(db, row.board_id)
        .await?
        .into_iter()
        .find(|v| v.version == row.version);
    Ok(version.map(|v| (row.board_id, v)))
}

/// The stored version with that content hash: (board id, version, content).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn by_hash(db: &Db, hash: &str) -> DbResult<Option<(i64, i64, String)>> {
    let row = sqlx::query!(
        "SELECT board_id, version, content FROM board_versions WHERE hash = ?
         ORDER BY board_id, version LIMIT 1",
        hash
    )
    .fetch_optional(db.pool())
    .await?;
    Ok(row.map(|r| (r.board_id, r.version, r.content)))
}

/// Every stored version's content (to make them playable at start).
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn all_contents(db: &Db) -> DbResult<Vec<String>> {
    Ok(
        sqlx::query_scalar!("SELECT content FROM board_versions ORDER BY board_id, version")
            .fetch_all(db.pool())
            .await?,
    )
}
