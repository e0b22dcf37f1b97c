//! The end of a match as the console shows it: every player's score with its parts,
//! and the table's team ranking.

use crate::engine::Game;

// The score lines the pages show, under their old paths too.
pub use crate::web::console::team_lines::{FinalScore, ScoreLine, ScoreView};

/// The score of a game.
pub fn score(g: &Game) -> ScoreView {
    let s = g.score();
    ScoreView {
        players: s
            .players
            .iter()
            .map(|(seat, p)| ScoreLine {
                name: g
                    .players()
                    .get(usize::from(*seat))
                    .map(|p| p.name.clone())
                    .unwrap_or_default(),
                team: p.team.clone(),
                territories: p.territories,
                strip: p.strip,
                continents: p.continents,
                objective_bonus: p.objective_bonus,
                total: p.total,
            })
            .collect(),
        teams: s
            .ranking
            .iter()
            .map(|t| (t.clone(), s.teams.get(t).copied().unwrap_or(0)))
            .collect(),
        draw: s.draw,
        forfeit: s.forfeit.clone(),
    }
}

/// The final score of a finished game; `None` while it is still being played.
pub fn final_score(g: &Game) -> Option<FinalScore> {
    if g.phase() != crate::engine::risiko2v2::Phase::Finished {
        return None;
    }
    let s = score(g);
    let winner = if s.draw {
        None
    } else {
        s.teams.first().map(|(t, _)| t.clone())
    };
    Some(FinalScore {
        players: s
            .players
            .into_iter()
            .map(|p| (p.name, p.team, p.total))
            .collect(),
        teams: s.teams,
        winner,
        forfeit: s.forfeit,
    })
}
