//! Where a tournament's match is played: its tournament, round, table and teams (or,
//! at an individual tournament's table, its players), for the console's match
//! lists (a match opened by hand has no place).

use super::{Db, DbResult};
use std::collections::HashMap;

/// A tournament table's match, as the lists name it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchPlace {
    /// The tournament.
    pub tournament_id: i64,
    /// Its name.
    pub tournament: String,
    /// Round number.
    pub round: i64,
    /// Table number.
    pub table_no: i64,
    /// First team.
    pub team_a: String,
    /// Second team (a bye has no match, so always there in practice); none at an
    /// individual table.
    pub team_b: Option<String>,
    /// An individual tournament's table (its ids are apart from team tournaments').
    pub individual: bool,
}

/// The place of every match opened for a tournament table, by match id.
///
/// # Errors
/// [`super::DbError`] on storage failure.
pub async fn all(db: &Db) -> DbResult<HashMap<i64, MatchPlace>> {
    let rows = sqlx::query!(
        r#"SELECT rt.match_id AS "match_id!: i64", t.id AS "tournament_id!: i64",
                  t.name AS tournament, r.number AS round, rt.table_no,
                  a.name AS team_a, b.name AS "team_b?"
           FROM round_tables rt
           JOIN rounds r ON r.id = rt.round_id
           JOIN tournaments t ON t.id = r.tournament_id
           JOIN teams a ON a.id = rt.team_a
           LEFT JOIN teams b ON b.id = rt.team_b
           WHERE rt.match_id IS NOT NULL"#
    )
    .fetch_all(db.pool())
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            (
                r.match_id,
                MatchPlace {
                    tournament_id: r.tournament_id,
                    tournament: r.tournament,
                    round: r.round,
                    table_no: r.table_no,
                    team_a: r.team_a,
                    team_b: r.team_b,
                    individual: false,
                },
            )
        })
        .chain(individual(db).await?)
        .collect())
}

/// The place of every match opened for an individual tournament's table, with its
/// players' names in seat order as `team_a`.
async fn individual(db: &Db) -> DbResult<Vec<(i64, MatchPlace)>> {
    let rows = sqlx::query!(
        r#"SELECT t.match_id AS "match_id!: i64", it.id AS "tournament_id!: i64",
                  it.name AS tournament, t.round, t.number,
                  (SELECT group_concat(p.name, ', ') FROM json_each(t.players) j
                     JOIN individual_players p ON p.id = j.value) AS "names?: String"
           FROM individual_tables t
           JOIN individual_tournaments it ON it.id = t.tournament_id
           WHERE t.match_id IS NOT NULL"#
    )
    .fetch_all(db.pool())
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let place = MatchPlace {
                tournament_id: r.tournament_id,
                tournament: r.tournament,
                round: r.round,
                table_no: r.number,
                team_a: r.names.unwrap_or_default(),
                team_b: None,
                individual: true,
            };
            (r.match_id, place)
        })
        .collect())
}
