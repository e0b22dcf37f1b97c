//! Season (league) standings: each player's best K results of the N held
//! ("ten games, three discarded"). An absence counts as a 0 result, so it is
//! discarded first; a late entry simply has absences for the results before.

use serde::{Deserialize, Serialize};

use super::best_of::{keep_best, results_at};
use super::points::Points;
use super::standings::Competitor;
use crate::tournament::PlayerId;

/// One player's result of one evening (or game) of the season.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeasonResult {
    /// The evening (or game) number, from 1.
    pub evening: u32,
    /// The player.
    pub player: PlayerId,
    /// Their points for it.
    pub points: Points,
}

/// One row of the season standings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeasonStanding {
    /// Rank from 1; equal on total, best result and evenings played share it.
    pub rank: u32,
    /// The player.
    pub player: PlayerId,
    /// Name.
    pub name: String,
    /// Sum of the counted results.
    pub total: Points,
    /// The counted results as (evening, points), best first.
    pub counted: Vec<(u32, Points)>,
    /// The discarded ones; `None` points = absent.
    pub discarded: Vec<(u32, Option<Points>)>,
    /// Evenings played.
    pub played: u32,
    /// Best single result.
    pub best: Option<Points>,
}

/// Season standings after `held` evenings, counting each player's best `best_of`
/// results (every one while fewer are held). Ranked by the counted total, then
/// the best single result, then evenings played, then name.
#[must_use]
pub fn season_standings(
    competitors: &[Competitor],
    results: &[SeasonResult],
    held: u32,
    best_of: usize,
) -> Vec<SeasonStanding> {
    let mut rows: Vec<SeasonStanding> = competitors
        .iter()
        .map(|c| {
            let theirs = results.iter().filter(|r| r.player == c.player);
            let all = results_at(1..=held, theirs.map(|r| (r.evening, r.points)));
            let (counted, discarded) = keep_best(&all, best_of);
            SeasonStanding {
                rank: 0,
                player: c.player,
                name: c.name.clone(),
                total: counted.iter().map(|c| c.1).sum(),
                counted,
                discarded,
                played: u32::try_from(all.iter().filter(|a| a.1.is_some()).count())
                    .unwrap_or(u32::MAX),
                best: all.iter().filter_map(|a| a.1).max(),
            }
        })
        .collect();
    let key = |r: &SeasonStanding| (r.total, r.best, r.played);
    rows.sort_by(|a, b| {
        key(b)
            .cmp(&key(a))
            .then_with(|| a.name.cmp(&b.name))
            .then(a.player.cmp(&b.player))
    });
    for i in 0..rows.len() {
        let tied = i > 0 && key(&rows[i]) == key(&rows[i - 1]);
        rows[i].rank = if tied {
            rows[i - 1].rank
        } else {
            u32::try_from(i + 1).unwrap_or(u32::MAX)
        };
    }
    rows
}
