//! The standings as the public pages and the projector show them: team and individual
//! lines from [`crate::tournament`]'s rankings, over the results a viewer may see.

use super::inputs::Loaded;
use crate::tournament::{MatchResult, TournamentError, player_standings, team_standings};
use crate::web::{AppError, AppState, Result};

/// A team standings row as shown: every tiebreak value visible.
#[derive(Clone)]
pub struct StandingLine {
    /// Rank from 1 (shared on a full tie).
    pub rank: u32,
    /// Team name.
    pub name: String,
    /// Club, or empty.
    pub club: String,
    /// Withdrawn.
    pub dropped: bool,
    /// Match points.
    pub match_points: i64,
    /// Total team score.
    pub total: i64,
    /// Score difference.
    pub difference: i64,
    /// Buchholz.
    pub buchholz: i64,
    /// Best single match, or "–".
    pub best: String,
    /// "W-D-L (B)".
    pub record: String,
}

/// An individual standings row.
#[derive(Clone)]
pub struct PlayerLine {
    /// Rank from 1.
    pub rank: u32,
    /// Player name.
    pub name: String,
    /// Their team.
    pub team: String,
    /// Total personal score.
    pub total: i64,
    /// Best single match.
    pub best: String,
}

/// Both standings.
pub struct Scoreboard {
    /// Teams, best first.
    pub teams: Vec<StandingLine>,
    /// Players, best first.
    pub players: Vec<PlayerLine>,
    /// Numbers of the published rounds whose results the public does not see.
    pub hidden_rounds: Vec<i64>,
    /// The forfeits among the results counted, oldest round first.
    pub forfeits: Vec<ForfeitNote>,
}

/// A forfeit the standings count, said under them: why a team's points on the board
/// are not in its total.
#[derive(Clone)]
pub struct ForfeitNote {
    /// Round number.
    pub round: u32,
    /// The team that forfeited.
    pub team: String,
    /// The team that won by it.
    pub winner: String,
    /// The forfeiting team's score on the board (counted 0).
    pub points: i64,
}

impl ForfeitNote {
    /// "Turno 2: Orsi ha perso a tavolino contro Corsari; …".
    pub fn sentence(&self, lang: &crate::web::i18n::Lang) -> String {
        crate::web::i18n::tf(
            *lang,
            "st.forfeit_line",
            &[
                ("round", self.round.into()),
                ("team", self.team.clone().into()),
                ("winner", self.winner.clone().into()),
                ("points", self.points.into()),
            ],
        )
    }
}

/// The forfeits among `results`, with the teams' names.
fn forfeit_notes(t: &Loaded, results: &[MatchResult]) -> Vec<ForfeitNote> {
    let name = |id: i64| {
        t.teams
            .iter()
            .find(|x| x.id == id)
            .map(|x| x.name.clone())
            .unwrap_or_default()
    };
    let mut out: Vec<ForfeitNote> = results
        .iter()
        .filter_map(|r| match r {
            MatchResult::Played { round, sides } => {
                let quit = sides.iter().find(|s| s.forfeited)?;
                let winner = sides.iter().find(|s| !s.forfeited)?;
                Some(ForfeitNote {
                    round: *round,
                    team: name(quit.team.0),
                    winner: name(winner.team.0),
                    points: quit.score,
                })
            }
            MatchResult::Bye { .. } => None,
        })
        .collect();
    out.sort_by(|a, b| a.round.cmp(&b.round).then_with(|| a.team.cmp(&b.team)));
    out
}

/// The standings over the results that count; `public_only` leaves out the rounds
/// whose results the organizer keeps hidden (every public view, the projector always).
///
/// # Errors
/// Storage errors; [`AppError::Internal`] if the stored results do not fit the teams.
pub async fn scoreboard(state: &AppState, t: &Loaded, public_only: bool) -> Result<Scoreboard> {
    let results = t.results(state, public_only).await?;
    let pure = t.pure_teams();
    let fail = |e: TournamentError| AppError::Internal(format!("standings: {e}"));
    let teams = team_standings(&pure, &results, &t.settings)
        .map_err(fail)?
        .into_iter()
        .map(|s| StandingLine {
            rank: s.rank,
            club: s.club.clone().unwrap_or_default(),
            dropped: s.dropped,
            match_points: s.match_points,
            total: s.total_score,
            difference: s.score_difference,
            buchholz: s.buchholz,
            best: s
                .best_match
                .map(|b| b.to_string())
                .unwrap_or_else(|| "–".into()),
            record: format!("{}-{}-{} ({})", s.wins, s.draws, s.losses, s.byes),
            name: s.name,
        })
        .collect();
    let players = player_standings(&pure, &results)
        .map_err(fail)?
        .into_iter()
        .map(|p| PlayerLine {
            rank: p.rank,
            name: p.name,
            team: p.team_name,
            total: p.total_score,
            best: p.best_match.to_string(),
        })
        .collect();
    let hidden_rounds = t
        .rounds
        .iter()
        .filter(|r| r.is_published() && !r.results_public)
        .map(|r| r.number)
        .collect();
    let forfeits = forfeit_notes(t, &results);
    Ok(Scoreboard {
        teams,
        players,
        hidden_rounds,
        forfeits,
    })
}
