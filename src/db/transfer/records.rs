//! What both formats' imports store alike: the accounts an archive names (a name
//! with no account here stands for the importer), a match's recorded entries, and
//! its second confirmation. The team import ([`super::import`]) and the individual
//! one ([`crate::db::individual_transfer`]) call these.

use crate::db::format::Format;
use crate::db::{Db, DbError, DbResult, WriteTx, match_entries};
use crate::tournament::archive::{AuditEntry, ConfirmationEntry, EntryRecord};
use serde::Serialize;
use std::collections::HashMap;

/// Accounts by lower-cased username, the importer standing in for unknown ones.
pub struct Accounts {
    ids: HashMap<String, i64>,
    /// The importing organizer.
    pub importer: i64,
}

impl Accounts {
    /// Looks up every name of `names` (an archive's usernames); returns the accounts
    /// and the names with no account here, in `names`' order.
    ///
    /// # Errors
    /// [`DbError`] on storage failure.
    pub async fn look_up(
        tx: &mut WriteTx,
        names: Vec<String>,
        importer: i64,
    ) -> DbResult<(Self, Vec<String>)> {
        let mut accounts = Self {
            ids: HashMap::new(),
            importer,
        };
        let mut unknown = Vec::new();
        for name in names {
            let found =
                sqlx::query_scalar!(r#"SELECT id AS "id!" FROM users WHERE username = ?"#, name)
                    .fetch_optional(&mut **tx)
                    .await?;
            match found {
                Some(id) => {
                    accounts.ids.insert(name.to_lowercase(), id);
                }
                None => unknown.push(name),
            }
        }
        Ok((accounts, unknown))
    }

    /// The account of a record that may name one.
    pub fn id(&self, name: Option<&String>) -> Option<i64> {
        name.map(|n| self.of(n))
    }

    /// The account of a record that must have one.
    pub fn of(&self, name: &str) -> i64 {
        self.ids
            .get(&name.to_lowercase())
            .copied()
            .unwrap_or(self.importer)
    }
}

/// Stores a match's recorded entries, each at its position.
///
/// # Errors
/// [`DbError`] on storage failure or an action that does not serialise.
pub async fn insert_entries<A: Serialize>(
    tx: &mut WriteTx,
    match_id: i64,
    entries: &[EntryRecord<A>],
    accounts: &Accounts,
) -> DbResult<()> {
    for e in entries {
        let action = e
            .action
            .as_ref()
            .map(serde_json::to_string)
            .transpose()
            .map_err(|err| DbError::Other(err.to_string()))?;
        let entry = match_entries::NewEntry {
            kind: &e.kind,
            action_json: action.as_deref(),
            reason: e.reason.as_deref(),
            entered_by: accounts.id(e.by.as_ref()),
            entered_via: &e.via,
            entered_at: e.at,
            key: None,
        };
        match_entries::insert_entry(tx, match_id, e.seq, &entry).await?;
    }
    Ok(())
}

/// Stores a match's second confirmation, if it had one.
///
/// # Errors
/// [`DbError`] on storage failure.
pub async fn insert_confirmation(
    tx: &mut WriteTx,
    match_id: i64,
    confirmation: Option<&ConfirmationEntry>,
    accounts: &Accounts,
) -> DbResult<()> {
    if let Some(c) = confirmation {
        let by = accounts.of(&c.by);
        sqlx::query!(
            "INSERT INTO match_confirmations (match_id, confirmed_by, confirmed_at) VALUES (?, ?, ?)",
            match_id,
            by,
            c.at
        )
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// Stores an archive's audit log, oldest first, in the format's own log.
///
/// # Errors
/// [`DbError`] on storage failure.
pub async fn insert_audit(
    tx: &mut WriteTx,
    format: Format,
    tournament: i64,
    entries: &[AuditEntry],
    accounts: &Accounts,
) -> DbResult<()> {
    for e in entries {
        let by = accounts.id(e.by.as_ref());
        format
            .audit(tx, tournament, by, e.at, &e.action, &e.detail)
            .await?;
    }
    Ok(())
}

/// The audit log as an archive keeps it, oldest first.
///
/// # Errors
/// [`DbError`] on storage failure.
pub async fn audit_entries(db: &Db, format: Format, tournament: i64) -> DbResult<Vec<AuditEntry>> {
    let mut rows = format.audit_log(db, tournament).await?;
    rows.reverse();
    Ok(rows
        .into_iter()
        .map(|a| AuditEntry {
            at: a.at,
            by: a.username,
            action: a.action,
            detail: a.detail,
        })
        .collect())
}

/// A match's recorded entries as an archive keeps them, each action read by `parse`
/// (a team archive's typed actions, an individual one's JSON).
///
/// # Errors
/// What `parse` returns for an action that no longer reads.
pub fn entry_records<A>(
    rows: Vec<match_entries::EntryRow>,
    parse: impl Fn(&str) -> DbResult<A>,
) -> DbResult<Vec<EntryRecord<A>>> {
    rows.into_iter()
        .map(|e| {
            Ok(EntryRecord {
                seq: e.seq,
                action: e.action_json.as_deref().map(&parse).transpose()?,
                kind: e.kind,
                reason: e.reason,
                by: e.entered_by_name,
                via: e.entered_via,
                at: e.entered_at,
            })
        })
        .collect()
}

/// A match's second confirmation as an archive keeps it.
///
/// # Errors
/// [`DbError`] on storage failure.
pub async fn confirmation(db: &Db, match_id: i64) -> DbResult<Option<ConfirmationEntry>> {
    Ok(sqlx::query_as!(
        ConfirmationEntry,
        r#"SELECT u.username AS "by", c.confirmed_at AS "at"
           FROM match_confirmations c JOIN users u ON u.id = c.confirmed_by
           WHERE c.match_id = ?"#,
        match_id
    )
    .fetch_optional(db.pool())
    .await?)
}
