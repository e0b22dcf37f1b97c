//! Who plays next at a table where players fall one by one: the seats take their turns
//! in seat order, skipping the eliminated, and a new round begins when the turn passes
//! the last seat (classic `RULES-classic.md` §3 and §6, the tournament game
//! `RULES-torneo.md` §3.2–3.3 agree on all of it). What an elimination brings besides —
//! the cards, the end of the match — stays in each ruleset.

use std::collections::BTreeMap;

use super::map::TerritoryId;
use super::seat::Seat;

/// Why a seat may not make a move of its own turn now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnFault {
    /// The game is not in its turns yet (setup).
    NotNow,
    /// It is another seat's turn.
    NotYours,
    /// A captured territory waits for its occupation first.
    OccupyFirst(TerritoryId),
}

/// Checks that `seat` may make a move of its own turn: the turns have begun, it is the
/// seat `current`, and no captured territory (`pending`) waits for its occupation.
///
/// # Errors
/// The first [`TurnFault`], in that order.
pub fn own_turn(
    playing: bool,
    seat: Seat,
    current: Seat,
    pending: Option<TerritoryId>,
) -> Result<(), TurnFault> {
    if !playing {
        return Err(TurnFault::NotNow);
    }
    if seat != current {
        return Err(TurnFault::NotYours);
    }
    match pending {
        Some(t) => Err(TurnFault::OccupyFirst(t)),
        None => Ok(()),
    }
}

/// The eliminations of a table of at most `N` seats: the round each seat fell in and
/// the order they fell in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Eliminations<const N: usize> {
    round: [Option<u32>; N],
    order: [u32; N],
    count: u32,
}

impl<const N: usize> Default for Eliminations<N> {
    fn default() -> Self {
        Eliminations {
            round: [None; N],
            order: [0; N],
            count: 0,
        }
    }
}

impl<const N: usize> Eliminations<N> {
    /// Records that `seat` fell in `round`.
    pub fn record(&mut self, seat: Seat, round: u32) {
        let s = usize::from(seat);
        self.round[s] = Some(round);
        self.count += 1;
        self.order[s] = self.count;
    }

    /// The round a seat fell in, if it did.
    pub fn round_of(&self, seat: Seat) -> Option<u32> {
        self.round.get(usize::from(seat)).copied().flatten()
    }

    /// Seat → the round it fell in, for every seat that fell.
    pub fn rounds(&self) -> BTreeMap<Seat, u32> {
        (0..N)
            .filter_map(|s| Some((Seat::try_from(s).ok()?, self.round[s]?)))
            .collect()
    }

    /// Where a seat stands in the order of eliminations (1 = first out; 0 = still in).
    pub fn order_of(&self, seat: Seat) -> u32 {
        self.order.get(usize::from(seat)).copied().unwrap_or(0)
    }

    /// True if the seat index is out of the game.
    pub fn is_out(&self, s: usize) -> bool {
        self.round.get(s).is_some_and(Option::is_some)
    }

    /// How many of the first `seats` seats are still in the game.
    pub fn standing(&self, seats: usize) -> usize {
        (0..seats).filter(|&s| !self.is_out(s)).count()
    }

    /// The seat after `current` still in the game (`current` itself if no other is), and
    /// whether the turn passed the last seat, which begins a new round.
    pub fn next_after(&self, current: Seat, seats: usize) -> (Seat, bool) {
        let s = usize::from(current);
        let next = (1..=seats)
            .map(|k| (s + k) % seats)
            .find(|&n| !self.is_out(n))
            .unwrap_or(s);
        (Seat::try_from(next).unwrap_or(current), next <= s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_turn_skips_the_eliminated_and_wraps_into_a_new_round() {
        let mut e = Eliminations::<5>::default();
        assert_eq!(e.next_after(0, 4), (1, false));
        assert_eq!(e.next_after(3, 4), (0, true));
        e.record(0, 2);
        e.record(2, 3);
        assert_eq!(e.next_after(1, 4), (3, false));
        assert_eq!(e.next_after(3, 4), (1, true));
        assert_eq!(
            (e.round_of(2), e.order_of(2), e.order_of(1)),
            (Some(3), 2, 0)
        );
        assert_eq!(e.rounds(), BTreeMap::from([(0, 2), (2, 3)]));
        assert_eq!(e.standing(4), 2);
        e.record(3, 4);
        assert_eq!(e.next_after(1, 4), (1, true));
    }
}
