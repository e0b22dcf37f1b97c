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

/// The end of a match as the public pages show it (board, live tables, projector):
/// each team's total, best first, and the winner's name, or none for a draw.
pub struct FinalScore {
    /// Teams best first with their totals.
    pub teams: Vec<(String, u32)>,
    /// Each player's total: (name, team, total).
    pub players: Vec<(String, String, u32)>,
    /// The winning team; `None` for a draw.
    pub winner: Option<String>,
    /// The team that forfeited: the winner won by its forfeit, whatever the points.
    pub forfeit: Option<String>,
}

impl FinalScore {
    /// "per ritiro di Orsi" after a forfeit, else nothing: why a team with fewer
    /// points can be the winner.
    pub fn forfeit_note(&self, lang: &crate::web::i18n::Lang) -> String {
        forfeit_words(*lang, "final.forfeit", self.forfeit.as_deref())
    }
}

impl ScoreView {
    /// The score card's sentence after a forfeit ("Orsi si è ritirata: …"), else
    /// nothing.
    pub fn forfeit_note(&self, lang: &crate::web::i18n::Lang) -> String {
        forfeit_words(*lang, "console.forfeit_note", self.forfeit.as_deref())
    }
}

/// Message `key` naming the team that forfeited, or nothing without a forfeit.
fn forfeit_words(lang: crate::web::i18n::Lang, key: &str, team: Option<&str>) -> String {
    team.map_or_else(String::new, |team| {
        crate::web::i18n::tf(lang, key, &[("team", team.to_string().into())])
    })
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
