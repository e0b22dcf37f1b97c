//! Club standings: each club's players aggregated.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::points::Points;
use super::standings::IndividualStanding;
use crate::tournament::PlayerId;

/// One club's row.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ClubStanding {
    /// Rank from 1; equal total and wins share it.
    pub rank: u32,
    /// The club as first registered (clubs are matched trimmed and case-blind).
    pub club: String,
    /// The club's players, best first.
    pub players: Vec<PlayerId>,
    /// Sum of the counted players' totals.
    pub total: Points,
    /// Players whose totals count (the best `counted`, or all).
    pub counted: u32,
    /// Tables won by the counted players.
    pub wins: u32,
    /// Games played by the counted players.
    pub games: u32,
}

/// Club standings from the individual ones: each club's best `counted` players
/// (all when `None`), ranked by total, then wins, then name. Players without a
/// club are left out.
#[must_use]
pub fn club_standings(players: &[IndividualStanding], counted: Option<usize>) -> Vec<ClubStanding> {
    let mut clubs: BTreeMap<String, (String, Vec<&IndividualStanding>)> = BTreeMap::new();
    for p in players {
        let Some(club) = p.club.as_deref().map(str::trim).filter(|c| !c.is_empty()) else {
            continue;
        };
        clubs
            .entry(club.to_lowercase())
            .or_insert_with(|| (club.to_owned(), Vec::new()))
            .1
            .push(p);
    }
    let mut rows: Vec<ClubStanding> = clubs
        .into_values()
        .map(|(club, mut members)| {
            members.sort_by(|a, b| b.total.cmp(&a.total).then(a.rank.cmp(&b.rank)));
            let best = &members[..counted.unwrap_or(members.len()).min(members.len())];
            ClubStanding {
                rank: 0,
                club,
                players: members.iter().map(|m| m.player).collect(),
                total: best.iter().map(|m| m.total).sum(),
                counted: u32::try_from(best.len()).unwrap_or(u32::MAX),
                wins: best.iter().map(|m| m.wins).sum(),
                games: best.iter().map(|m| m.games).sum(),
            }
        })
        .collect();
    rows.sort_by(|a, b| {
        (b.total, b.wins)
            .cmp(&(a.total, a.wins))
            .then_with(|| a.club.cmp(&b.club))
    });
    for i in 0..rows.len() {
        let tied = i > 0 && (rows[i].total, rows[i].wins) == (rows[i - 1].total, rows[i - 1].wins);
        rows[i].rank = if tied {
            rows[i - 1].rank
        } else {
            u32::try_from(i + 1).unwrap_or(u32::MAX)
        };
    }
    rows
}
