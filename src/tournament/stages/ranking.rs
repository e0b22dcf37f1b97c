//! The event's final ranking once the final(s) are finished:
//! 1. the finalists, by their place in the final; equal places of parallel finals
//!    by the points the formula gave them in it, then by their standing before the
//!    final (so with two finals the winners are 1st and 2nd, the runners-up 3rd and
//!    4th, … : "places 1–8 come from the finals");
//! 2. everyone else in the standings over every game they played before the final
//!    (qualifying rounds plus a lost semifinal, as the Master rules say: "the rest:
//!    sum over the two qualifiers plus the lost semifinal"), with the tournament's
//!    tie-breaks.

use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

use crate::tournament::PlayerId;
use crate::tournament::individual::{IndividualStanding, Points};

/// A finalist's result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalSeat {
    /// The final (group) from 1.
    pub group: u32,
    /// The player.
    pub player: PlayerId,
    /// Place in the final.
    pub place: u32,
    /// Ranking points the formula gave for the final.
    pub points: Points,
}

/// How far a player went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "stage")]
pub enum Reached {
    /// Played final `group`, placed `place`.
    Final {
        /// The final.
        group: u32,
        /// Place in it.
        place: u32,
    },
    /// Played the semifinal.
    Semifinal,
    /// Qualifying rounds only.
    Qualifying,
}

/// One place of the event's ranking.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EventPlace {
    /// Rank from 1 (shared on a full tie).
    pub rank: u32,
    /// The player.
    pub player: PlayerId,
    /// Name.
    pub name: String,
    /// Club.
    pub club: Option<String>,
    /// How far they went.
    pub reached: Reached,
    /// Total before the final (qualifying plus semifinal).
    pub total: Points,
}

/// The event's ranking from `before` (the standings over the games before the
/// final, ranked), the finished finals' seats and the semifinal's players.
#[must_use]
pub fn event_ranking(
    before: &[IndividualStanding],
    finals: &[FinalSeat],
    semifinalists: &BTreeSet<PlayerId>,
) -> Vec<EventPlace> {
    let pos = |p: PlayerId| {
        before
            .iter()
            .position(|r| r.player == p)
            .unwrap_or(usize::MAX)
    };
    let mut fin: Vec<&FinalSeat> = finals.iter().collect();
    fin.sort_by(|a, b| {
        a.place
            .cmp(&b.place)
            .then(b.points.cmp(&a.points))
            .then(pos(a.player).cmp(&pos(b.player)))
    });
    let mut out: Vec<EventPlace> = Vec::with_capacity(before.len());
    for (i, f) in fin.iter().enumerate() {
        let tied = i > 0 && (fin[i - 1].place, fin[i - 1].points) == (f.place, f.points);
        let row = before.iter().find(|r| r.player == f.player);
        out.push(EventPlace {
            rank: if tied {
                out[i - 1].rank
            } else {
                u32::try_from(i + 1).unwrap_or(u32::MAX)
            },
            player: f.player,
            name: row.map(|r| r.name.clone()).unwrap_or_default(),
            club: row.and_then(|r| r.club.clone()),
            reached: Reached::Final {
                group: f.group,
                place: f.place,
            },
            total: row.map(|r| r.total).unwrap_or_default(),
        });
    }
    let finalists = out.len();
    let rest = before
        .iter()
        .filter(|r| !finals.iter().any(|f| f.player == r.player));
    let mut prev: Option<(u32, u32)> = None;
    for (i, r) in rest.enumerate() {
        let rank = match prev {
            Some((their, ours)) if their == r.rank => ours,
            _ => u32::try_from(finalists + i + 1).unwrap_or(u32::MAX),
        };
        prev = Some((r.rank, rank));
        out.push(EventPlace {
            rank,
            player: r.player,
            name: r.name.clone(),
            club: r.club.clone(),
            reached: if semifinalists.contains(&r.player) {
                Reached::Semifinal
            } else {
                Reached::Qualifying
            },
            total: r.total,
        });
    }
    out
}
