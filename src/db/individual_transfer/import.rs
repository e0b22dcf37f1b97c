//! Storing a checked individual archive as a new tournament, in one transaction:
//! the tournament (its season joined by name, or made), players, rounds and tables,
//! each match with its entries, referees and confirmation, the corrections and the
//! audit log. Usernames with no account here become the importer.

use crate::db::format::Format;
use crate::db::transfer::records::{Accounts, insert_audit, insert_confirmation, insert_entries};
use std::collections::HashMap;

use serde_json::Value;

use crate::db::{Db, DbResult, WriteTx, match_referees};
use crate::tournament::individual_archive::{IndividualArchive, MatchEntry, TournamentEntry};

/// Stores a checked archive as a new tournament; `token` makes each match's public
/// table token. Returns the new id.
///
/// # Errors
/// [`crate::db::DbError`] on storage failure; nothing is stored then.
pub async fn import(
    db: &Db,
    a: &IndividualArchive,
    importer: i64,
    token: fn() -> String,
) -> DbResult<i64> {
    let mut tx = db.begin_write().await?;
    let (accounts, _) = Accounts::look_up(&mut tx, a.usernames(), importer).await?;
    let id = tournament(&mut tx, &a.tournament, &accounts).await?;
    let mut players = HashMap::new();
    for p in &a.players {
        let new = sqlx::query_scalar!(
            r#"INSERT INTO individual_players (tournament_id, name, club, region, family, dropped, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id AS "id!""#,
            id,
            p.name,
            p.club,
            p.region,
            p.family,
            p.dropped,
            a.tournament.created_at
        )
        .fetch_one(&mut *tx)
        .await?;
        players.insert(p.id, new);
    }
    let new_ids = |ids: &[i64]| ids.iter().map(|p| players[p]).collect::<Vec<i64>>();
    for r in &a.rounds {
        let report = r.report.to_string();
        let direct = match &r.direct {
            Some(d) => {
                let groups: Vec<Vec<i64>> = serde_json::from_value(d.clone()).unwrap_or_default();
                let groups: Vec<Vec<i64>> = groups.iter().map(|g| new_ids(g)).collect();
                Some(
                    Value::from(groups.into_iter().map(Value::from).collect::<Vec<_>>())
                        .to_string(),
                )
            }
            None => None,
        };
        sqlx::query!(
            "INSERT INTO individual_rounds
               (tournament_id, number, seed, report, published, stage, direct, results_public)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            id,
            r.number,
            r.seed,
            report,
            r.published,
            r.stage,
            direct,
            r.results_public
        )
        .execute(&mut *tx)
        .await?;
        for x in &r.tables {
            let seated = Value::from(new_ids(&x.players)).to_string();
            let match_id = match &x.game {
                Some(m) => Some(game(&mut tx, m, &accounts, token()).await?),
                None => None,
            };
            sqlx::query!(
                "INSERT INTO individual_tables
                   (tournament_id, round, number, players, ghost, stage_group, match_id)
                 VALUES (?, ?, ?, ?, ?, ?, ?)",
                id,
                r.number,
                x.number,
                seated,
                x.ghost,
                x.stage_group,
                match_id
            )
            .execute(&mut *tx)
            .await?;
        }
    }
    for c in &a.adjustments {
        let player = players[&c.player];
        let by = accounts.id(c.by.as_ref()).unwrap_or(importer);
        sqlx::query!(
            "INSERT INTO individual_adjustments
               (tournament_id, round, table_no, player_id, points, reason, created_by, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            id,
            c.round,
            c.table,
            player,
            c.points,
            c.reason,
            by,
            c.at
        )
        .execute(&mut *tx)
        .await?;
    }
    insert_audit(&mut tx, Format::Individual, id, &a.audit, &accounts).await?;
    // The new players' persons date from the event, as its players do.
    crate::db::people::sync_entries(&mut tx, a.tournament.created_at).await?;
    tx.commit().await?;
    Ok(id)
}

/// The tournament row, in the season of its name (made when there is none).
async fn tournament(tx: &mut WriteTx, t: &TournamentEntry, accounts: &Accounts) -> DbResult<i64> {
    let created_by = accounts
        .id(t.created_by.as_ref())
        .unwrap_or(accounts.importer);
    let season = match &t.season {
        Some(s) => {
            let found = sqlx::query_scalar!(
                r#"SELECT id AS "id!" FROM individual_seasons WHERE name = ? COLLATE NOCASE
                   ORDER BY id LIMIT 1"#,
                s.name
            )
            .fetch_optional(&mut **tx)
            .await?;
            match found {
                Some(id) => Some(id),
                None => Some(
                    sqlx::query_scalar!(
                        r#"INSERT INTO individual_seasons (name, best_of, created_by, created_at)
                           VALUES (?, ?, ?, ?) RETURNING id AS "id!""#,
                        s.name,
                        s.best_of,
                        accounts.importer,
                        t.created_at
                    )
                    .fetch_one(&mut **tx)
                    .await?,
                ),
            }
        }
        None => None,
    };
    let (seating, formula, stages) = (
        t.seating.to_string(),
        t.formula.to_string(),
        t.stages.to_string(),
    );
    Ok(sqlx::query_scalar!(
        r#"INSERT INTO individual_tournaments
           (name, ruleset, seating, formula, rounds_planned, created_by, created_at,
            season_id, stages, second_confirmation)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id AS "id!""#,
        t.name,
        t.ruleset,
        seating,
        formula,
        t.rounds_planned,
        created_by,
        t.created_at,
        season,
        stages,
        t.second_confirmation
    )
    .fetch_one(&mut **tx)
    .await?)
}

/// A table's match with its entries, referees and confirmation.
async fn game(
    tx: &mut WriteTx,
    m: &MatchEntry,
    accounts: &Accounts,
    public_token: String,
) -> DbResult<i64> {
    let importer = accounts.importer;
    let signed_by = accounts.id(m.signed_by.as_ref());
    let setup = m.setup.to_string();
    let id = sqlx::query_scalar!(
        r#"INSERT INTO matches (label, setup_json, status, public_token, created_by,
                                created_at, signed_by, signed_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id AS "id!""#,
        m.label,
        setup,
        m.status,
        public_token,
        importer,
        m.created_at,
        signed_by,
        m.signed_at
    )
    .fetch_one(&mut **tx)
    .await?;
    insert_entries(tx, id, &m.entries, accounts).await?;
    for r in &m.referees {
        let user = accounts.of(r);
        match_referees::assign_tx(tx, id, user, importer, m.created_at).await?;
    }
    insert_confirmation(tx, id, m.confirmation.as_ref(), accounts).await?;
    Ok(id)
}
