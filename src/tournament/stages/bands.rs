//! The semifinal from rank bands: a group's players after its direct finalists
//! form N bands of T consecutive places (T = semifinal tables, N = table size), and
//! each table takes one player from each band. Within a band the places are dealt
//! as a snake: band 1 gives its best to table 1, band 2 its best to table T, and so
//! on, so that with 16 players table 1 holds places 1, 8, 9, 16 and table 4 holds
//! 4, 5, 12, 13 (every table's places sum to the same 34).

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

use super::{Stage, StageError, StageSettings, StageTable, groups};
use crate::tournament::PlayerId;
use crate::tournament::individual::Points;

/// A seated semifinal: its tables and each group's direct finalists (kept with
/// the round so the final seats the same players whatever happens to the
/// standings after).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SemifinalDraw {
    /// The stage (always `semifinal`; read back from the round's report).
    pub stage: Stage,
    /// The tables, group by group.
    pub tables: Vec<StageTable>,
    /// Each group's direct finalists, best first (index 0 = group 1).
    pub direct: Vec<Vec<PlayerId>>,
}

/// Seats the semifinal from the qualifying standings `order` (active players,
/// best first).
///
/// # Errors
/// [`StageError::NoStage`] without a semifinal; [`StageError::NotEnoughPlayers`].
pub fn seat_semifinal(
    order: &[PlayerId],
    s: &StageSettings,
    table_size: u32,
) -> Result<SemifinalDraw, StageError> {
    if !s.has_semifinal() {
        return Err(StageError::NoStage(Stage::Semifinal));
    }
    s.check(table_size)?;
    let t = s.semifinal_tables as usize;
    let d = s.direct_finalists as usize;
    let mut tables = Vec::new();
    let mut direct = Vec::new();
    for (gi, members) in groups(order, s, table_size)?.into_iter().enumerate() {
        direct.push(members[..d].to_vec());
        let mut seats = vec![Vec::new(); t];
        for (b, band) in members[d..].chunks(t).enumerate() {
            for (i, p) in band.iter().enumerate() {
                let table = if b % 2 == 0 { i } else { t - 1 - i };
                seats[table].push(*p);
            }
        }
        for (ti, players) in seats.into_iter().enumerate() {
            tables.push(StageTable {
                group: u32::try_from(gi + 1).unwrap_or(u32::MAX),
                number: u32::try_from(gi * t + ti + 1).unwrap_or(u32::MAX),
                players,
            });
        }
    }
    Ok(SemifinalDraw {
        stage: Stage::Semifinal,
        tables,
        direct,
    })
}

/// The ripescaggio: the qualifying standings `order` (active players, best first)
/// with its last qualified place, the G·(D + T·N)-th, given to the best single
/// game among the players from that place down; equal games go to the better
/// qualifying rank. `best_game` holds each player's best qualifying game (counted
/// or discarded: a discard leaves the total, not the game). The picked player
/// takes that place and everyone below moves down one, so [`seat_semifinal`] of
/// the result seats them in the last band.
///
/// # Errors
/// [`StageError::NotEnoughPlayers`]; [`StageError::NoRipescaggio`] when no one
/// from that place down has played a game.
pub fn ripescaggio(
    order: &[PlayerId],
    best_game: &BTreeMap<PlayerId, Points>,
    s: &StageSettings,
    table_size: u32,
) -> Result<(Vec<PlayerId>, PlayerId), StageError> {
    let needed = s.qualified(table_size) as usize;
    let have = u32::try_from(order.len()).unwrap_or(u32::MAX);
    if needed == 0 || order.len() < needed {
        return Err(StageError::NotEnoughPlayers {
            needed: u32::try_from(needed).unwrap_or(u32::MAX),
            have,
        });
    }
    let last = needed - 1;
    // The best game, then the better rank (the earlier place wins a tie).
    let picked = order[last..]
        .iter()
        .filter_map(|p| best_game.get(p).map(|g| (*g, *p)))
        .fold(None::<(Points, PlayerId)>, |best, (g, p)| match best {
            Some((b, _)) if b >= g => best,
            _ => Some((g, p)),
        })
        .ok_or(StageError::NoRipescaggio)?
        .1;
    let mut out: Vec<PlayerId> = order[..last].to_vec();
    out.push(picked);
    out.extend(order[last..].iter().copied().filter(|p| *p != picked));
    Ok((out, picked))
}
