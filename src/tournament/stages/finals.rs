//! The final(s): each group's direct finalists, then the winner of each of its
//! semifinal tables. A finalist who withdrew (dropped) is replaced by the next
//! player of the same semifinal; when a whole table withdrew, or a direct
//! finalist did, the seat goes to the group's best remaining semifinalist: the
//! best place at a semifinal table, then the better qualifying rank (the rules'
//! "best 2nd of the other semifinals, then the best 3rd").

use std::collections::BTreeSet;

use super::{Stage, StageError, StageSettings, StageTable, groups};
use crate::tournament::PlayerId;

/// A finished semifinal table: its group and its players in finishing order
/// (shared places broken by the better qualifying rank).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SemifinalResult {
    /// Group from 1.
    pub group: u32,
    /// Players, winner first.
    pub finishing: Vec<PlayerId>,
}

/// Seats the final(s). `order` is the qualifying standings (best first, every
/// player), read when there is no semifinal; `direct` the semifinal's direct
/// finalists per group; `semis` the semifinal tables in number order.
///
/// # Errors
/// [`StageError::NoStage`] without a final; [`StageError::NotEnoughPlayers`]
/// (no semifinal, too few active players); [`StageError::FinalTooSmall`].
pub fn seat_final(
    s: &StageSettings,
    table_size: u32,
    order: &[PlayerId],
    direct: &[Vec<PlayerId>],
    semis: &[SemifinalResult],
    dropped: &BTreeSet<PlayerId>,
) -> Result<Vec<StageTable>, StageError> {
    if !s.has_final() {
        return Err(StageError::NoStage(Stage::Final));
    }
    s.check(table_size)?;
    let rank = |p: &PlayerId| order.iter().position(|x| x == p).unwrap_or(usize::MAX);
    let active: Vec<PlayerId> = order
        .iter()
        .copied()
        .filter(|p| !dropped.contains(p))
        .collect();
    let direct: Vec<Vec<PlayerId>> = if s.has_semifinal() {
        direct.to_vec()
    } else {
        groups(&active, s, table_size)?
    };
    let mut tables = Vec::new();
    for g in 1..=s.finals {
        let mut seats: Vec<PlayerId> = direct
            .get(g as usize - 1)
            .into_iter()
            .flatten()
            .copied()
            .filter(|p| !dropped.contains(p))
            .collect();
        let mine: Vec<&SemifinalResult> = semis.iter().filter(|r| r.group == g).collect();
        let mut empty = s.direct_finalists as usize - seats.len().min(s.direct_finalists as usize);
        for r in &mine {
            match r.finishing.iter().find(|p| !dropped.contains(p)) {
                Some(p) => seats.push(*p),
                None => empty += 1,
            }
        }
        // The rest of the group's semifinalists: best place, then qualifying rank.
        let mut pool: Vec<(usize, usize, PlayerId)> = mine
            .iter()
            .flat_map(|r| r.finishing.iter().enumerate())
            .filter(|(_, p)| !dropped.contains(p) && !seats.contains(p))
            .map(|(place, p)| (place, rank(p), *p))
            .collect();
        pool.sort_unstable();
        seats.extend(pool.into_iter().take(empty).map(|x| x.2));
        if seats.len() < 3 {
            let seats = u32::try_from(seats.len()).unwrap_or(0);
            return Err(StageError::FinalTooSmall { group: g, seats });
        }
        tables.push(StageTable {
            group: g,
            number: g,
            players: seats,
        });
    }
    Ok(tables)
}
