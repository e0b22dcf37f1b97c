//! The standings as the public pages and the projector show them: team and individual
//! lines from [`crate::tournament`]'s rankings, over the results a viewer may see.

use super::inputs::Loaded;
use crate::db::{self, Db};
use crate::tournament::{MatchResult, TournamentError, player_standings, team_standings};
use crate::web::{AppError, AppState, Result};

/// A team standings row as shown: every tiebreak value visible.
#[derive(Clone)]
pub struct StandingLine {
    /// Rank from 1 (shared on a full tie).
    pub rank: u32,
    /// The team's id.
    pub team: i64,
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
    /// "W-D-L", the record without the byes (the printed standings).
    pub wdl: String,
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
            wdl: format!("{}-{}-{}", s.wins, s.draws, s.losses),
            team: s.team.0,
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

/// A score adjustment as the standings page lists it.
pub struct AdjustmentNote {
    /// Round number.
    pub round: i64,
    /// "Corsari" or "Corsari · Anna".
    pub target: String,
    /// "+3" / "-5".
    pub points: String,
    /// Why.
    pub reason: String,
}

/// The adjustments behind the standings: those of matches that count now, in rounds
/// whose results are public (all published rounds when `public_only` is false).
///
/// # Errors
/// Storage errors.
pub async fn adjustment_notes(
    db: &Db,
    t: &Loaded,
    public_only: bool,
) -> Result<Vec<AdjustmentNote>> {
    let mut out = Vec::new();
    for a in db::corrections::adjustments(db, t.row.id).await? {
        let round = t.rounds.iter().find(|r| Some(r.number) == a.round_no);
        let visible = round.is_some_and(|r| r.is_published() && (r.results_public || !public_only));
        let counts = db::corrections::signoff(db, a.match_id)
            .await?
            .is_some_and(|s| s.state().counts(&t.settings));
        if !(visible && counts) {
            continue;
        }
        out.push(AdjustmentNote {
            round: a.round_no.unwrap_or_default(),
            target: match a.player_name {
                Some(p) => format!("{} · {p}", a.team_name),
                None => a.team_name,
            },
            points: format!("{:+}", a.points),
            reason: a.reason,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::ForfeitNote;
    use crate::web::i18n::{Lang, tn};

    #[test]
    fn counts_agree_with_their_number_in_every_language() {
        let said = |lang, key, n: i64| tn(lang, key, n);
        for (lang, one, two) in [
            (
                Lang::It,
                ["1 squadra", "1 partita", "1 giocatore", "1 squadra attiva"],
                ["2 squadre", "2 partite", "2 giocatori", "2 squadre attive"],
            ),
            (
                Lang::En,
                ["1 team", "1 match", "1 player", "1 active team"],
                ["2 teams", "2 matches", "2 players", "2 active teams"],
            ),
            (
                Lang::Es,
                ["1 equipo", "1 partida", "1 jugador", "1 equipo activo"],
                [
                    "2 equipos",
                    "2 partidas",
                    "2 jugadores",
                    "2 equipos activos",
                ],
            ),
        ] {
            let keys = [
                "count.teams",
                "count.matches",
                "count.players",
                "count.active_teams",
            ];
            for (i, key) in keys.into_iter().enumerate() {
                assert_eq!(said(lang, key, 1), one[i], "{lang:?} {key}");
                assert_eq!(said(lang, key, 2), two[i], "{lang:?} {key}");
            }
        }
    }

    #[test]
    fn a_forfeit_of_one_point_says_point() {
        let note = |points| ForfeitNote {
            round: 2,
            team: "Orsi".into(),
            winner: "Corsari".into(),
            points,
        };
        let one = note(1).sentence(&Lang::It);
        assert!(
            one.contains("; il suo 1 punto sul tabellone conta 0 in classifica"),
            "{one}"
        );
        let many = note(7).sentence(&Lang::It);
        assert!(
            many.contains("; i suoi 7 punti sul tabellone contano 0 in classifica"),
            "{many}"
        );
        let en = note(1).sentence(&Lang::En);
        assert!(en.contains("its 1 point on the board counts 0"), "{en}");
        let es = note(1).sentence(&Lang::Es);
        assert!(es.contains("su 1 punto del tablero cuenta 0"), "{es}");
    }
}
