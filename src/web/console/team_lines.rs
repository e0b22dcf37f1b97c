//! The lines a team match's pages show (RisiKo! 2 vs 2): each seat's line under the board
//! and the score at the end, on the match page and on the public table. The 2 vs 2
//! console fills them from its game; they live here, with the pages that show them, so
//! the shared match page and public table name no ruleset's console.

use crate::engine::Seat;
use crate::web::i18n::{Lang, tf};

/// A player line.
pub struct PlayerLine {
    /// Seat.
    pub seat: Seat,
    /// Name.
    pub name: String,
    /// Team label.
    pub team: String,
    /// Colour name.
    pub colour: String,
    /// CSS-safe colour for swatches.
    pub hex: &'static str,
    /// Territories held.
    pub territories: u32,
    /// Tanks on the board.
    pub on_board: u32,
    /// Cap.
    pub cap: u32,
    /// Cards in hand.
    pub cards: u32,
    /// Out of the match.
    pub eliminated: bool,
    /// Renounced continent bonuses.
    pub renounced: bool,
    /// Virtual teammate.
    pub is_virtual: bool,
    /// Acts now.
    pub current: bool,
}

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
    pub fn forfeit_note(&self, lang: &Lang) -> String {
        forfeit_words(*lang, "final.forfeit", self.forfeit.as_deref())
    }
}

impl ScoreView {
    /// The score card's sentence after a forfeit ("Orsi si è ritirata: …"), else
    /// nothing.
    pub fn forfeit_note(&self, lang: &Lang) -> String {
        forfeit_words(*lang, "console.forfeit_note", self.forfeit.as_deref())
    }
}

/// Message `key` naming the team that forfeited, or nothing without a forfeit.
fn forfeit_words(lang: Lang, key: &str, team: Option<&str>) -> String {
    team.map_or_else(String::new, |team| {
        tf(lang, key, &[("team", team.to_string().into())])
    })
}
