//! The "torneo degli esclusi": a consolation event for the players out of the
//! semifinal who are not direct finalists. Its games are scored by a formula of
//! its own (its ranking points) and ranked among themselves; they never enter the
//! main event's standings or ranking.

use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

use crate::tournament::PlayerId;
use crate::tournament::individual::{
    Competitor, Formula, GameResult, IndividualStanding, individual_standings,
};

/// The consolation event's settings.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Consolation {
    /// The formula its games are scored by: its own ranking points.
    #[serde(default)]
    pub formula: Formula,
}

/// The players of the consolation, best first: the active players of the
/// qualifying `order` neither seated at the semifinal nor direct finalists.
#[must_use]
pub fn excluded(
    order: &[PlayerId],
    semifinal: &BTreeSet<PlayerId>,
    direct: &[Vec<PlayerId>],
    dropped: &BTreeSet<PlayerId>,
) -> Vec<PlayerId> {
    order
        .iter()
        .copied()
        .filter(|p| !semifinal.contains(p) && !dropped.contains(p))
        .filter(|p| !direct.iter().flatten().any(|d| d == p))
        .collect()
}

/// The consolation's own ranking: the standings over its `games` only (already
/// scored by its formula), of the competitors who played one of them.
#[must_use]
pub fn consolation_ranking(
    competitors: &[Competitor],
    games: &[GameResult],
    formula: &Formula,
) -> Vec<IndividualStanding> {
    let played: Vec<Competitor> = competitors
        .iter()
        .filter(|c| games.iter().any(|g| g.player == c.player))
        .cloned()
        .collect();
    individual_standings(&played, games, &formula.default_tiebreaks())
}
