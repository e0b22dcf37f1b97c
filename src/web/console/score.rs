//! The end of a match as the console shows it: every player's score with its parts,
//! and the table's team ranking.

use crate::engine::Game;

/// A score line.
pub struct ScoreLine {
    /// Player.
    pub name: String,
    /// Team.
    pub team: String,
    /// Parts.
    pub territories: u32,
    /// Strip-linked.
    pub strip: u32,
    /// Continents.
    pub continents: u32,
    /// Objective bonus.
    pub objective_bonus: u32,
    /// Sum.
    pub total: u32,
}

/// The score block.
pub struct ScoreView {
    /// Per player.
    pub players: Vec<ScoreLine>,
    /// Teams best first with their totals.
    pub teams: Vec<(String, u32)>,
    /// Level.
    pub draw: bool,
    /// The team that forfeited (it ranks last, the other team wins by forfeit).
    pub forfeit: Option<String>,
}

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
