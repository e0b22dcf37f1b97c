//! Loading what the pure tournament module needs from the database: the
//! tournament, its teams as [`Team`]s, settings, and the results that count.

use super::tables::Records;
use crate::db::{self, Db, rounds::RoundRow, tournaments::TeamRow, tournaments::TournamentRow};
use crate::tournament::{MatchResult, Team, TournamentSettings};
use crate::web::{AppError, AppState, Result};

/// A tournament with everything the pairing and standings need.
pub struct Loaded {
    /// The stored row.
    pub row: TournamentRow,
    /// Ranking and pairing settings (defaults where the stored JSON is silent).
    pub settings: TournamentSettings,
    /// Teams with players, by name.
    pub teams: Vec<TeamRow>,
    /// Rounds in order.
    pub rounds: Vec<RoundRow>,
}

impl Loaded {
    /// Team names by id (for the change log, which stores ids).
    pub fn team_names(&self) -> std::collections::HashMap<i64, String> {
        self.teams.iter().map(|t| (t.id, t.name.clone())).collect()
    }

    /// The players of team `id` as a line shows them ("Anna · Bruno"), or "" for
    /// no such team.
    pub fn players_of(&self, id: i64) -> String {
        self.teams
            .iter()
            .find(|x| x.id == id)
            .map(team_players)
            .unwrap_or_default()
    }
}

/// A team's players as a line shows them: "Anna · Bruno", "Anna" for a solo team.
pub fn team_players(team: &TeamRow) -> String {
    [team.player1.as_deref(), team.player2.as_deref()]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" · ")
}

/// Loads a tournament or answers 404.
///
/// # Errors
/// [`AppError::NotFound`], or storage errors.
pub async fn load(db: &Db, id: i64) -> Result<Loaded> {
    let row = db::tournaments::get(db, id)
        .await?
        .ok_or(AppError::NotFound)?;
    let settings: TournamentSettings = serde_json::from_str(&row.ranking_settings)
        .map_err(|e| AppError::Internal(format!("tournament {id} settings: {e}")))?;
    let teams = db::tournaments::teams(db, id).await?;
    let rounds = db::rounds::list(db, id).await?;
    Ok(Loaded {
        row,
        settings,
        teams,
        rounds,
    })
}

impl Loaded {
    /// The teams as the pure module sees them.
    pub fn pure_teams(&self) -> Vec<Team> {
        self.teams
            .iter()
            .map(|t| {
                let mut team = Team::new(t.id, t.name.clone());
                team.club = t.club.clone();
                team.dropped = t.dropped;
                team.solo = t.solo;
                team
            })
            .collect()
    }

    /// The next round's number.
    pub fn next_round(&self) -> i64 {
        self.rounds.last().map_or(1, |r| r.number + 1)
    }

    /// The open draft round, if any.
    pub fn draft(&self) -> Option<&RoundRow> {
        self.rounds.iter().find(|r| !r.is_published())
    }

    /// Results that count for standings and pairing: byes of published rounds and
    /// the signed-off (and, when the settings ask, confirmed) matches of their tables,
    /// with the organizer's score adjustments applied. `public_only` leaves out
    /// rounds whose results the organizer keeps hidden.
    ///
    /// # Errors
    /// Storage errors.
    pub async fn results(&self, state: &AppState, public_only: bool) -> Result<Vec<MatchResult>> {
        let db = &state.db;
        let adjustments = db::corrections::adjustments(db, self.row.id).await?;
        let records = Records::of(db, self.row.id).await?;
        let mut out = Vec::new();
        for round in self.rounds.iter().filter(|r| r.is_published()) {
            if public_only && !round.results_public {
                continue;
            }
            let number = u32::try_from(round.number).unwrap_or(u32::MAX);
            for table in db::rounds::tables(db, round.id).await? {
                if table.team_b.is_none() {
                    out.push(MatchResult::bye(number, table.team_a));
                } else if let Some(r) = records
                    .counted_result(state, number, &table, &self.settings, &adjustments)
                    .await?
                {
                    out.push(r);
                }
            }
        }
        Ok(out)
    }
}
