//! The throw, the occupation and the move as the dice rulesets on the RisiKo! board share
//! them where their rule texts agree (classic `RULES-classic.md` §3.2–3.4, the tournament
//! game `RULES-torneo.md` §3.2–3.3, the 2 vs 2 game's move): the faces compared highest
//! against highest with ties to the defender, the attack's territories, a captured
//! territory changing hands and waiting for its occupation, and the one move between
//! adjacent own territories.
//!
//! Like [`crate::engine::stopwatch`], the core never names a refusal: it answers with a
//! fault in the game's words and each ruleset names it in its own refusal, with its own
//! payload. What the texts do differently stays in the ruleset: the dice counts (classic
//! 1–3 against 1–2, the tournament's forced defence), the occupation's garrison and the
//! turn's card.

use serde::Serialize;

use super::map::{Map, TerritoryId, TerritorySet};
use super::seat::Seat;
use super::table::OccupyChoice;

/// The losses (attacker, defender) of a throw given as faces: highest against highest,
/// as many pairs as the smaller number of dice, ties to the defender.
pub fn losses_from_faces(attacker: &[u32], defender: &[u32]) -> (u32, u32) {
    let mut a = attacker.to_vec();
    let mut d = defender.to_vec();
    a.sort_unstable_by(|x, y| y.cmp(x));
    d.sort_unstable_by(|x, y| y.cmp(x));
    a.iter().zip(&d).fold(
        (0, 0),
        |(la, ld), (x, y)| {
            if x > y { (la, ld + 1) } else { (la + 1, ld) }
        },
    )
}

/// The first face that is not a die's (1–6), if any.
pub fn bad_face<'a>(faces: impl IntoIterator<Item = &'a u32>) -> Option<u32> {
    faces.into_iter().copied().find(|f| !(1..=6).contains(f))
}

/// How many dice a list of faces shows.
pub fn dice_count(faces: &[u32]) -> u32 {
    u32::try_from(faces.len()).unwrap_or(u32::MAX)
}

/// Why an attack between two territories cannot be made, before any die is counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttackFault {
    /// The attacking territory is not the attacker's.
    NotYours,
    /// The attacked territory is the attacker's own.
    OwnTarget,
    /// The two territories do not border.
    NotAdjacent,
    /// The attacking territory has a single army.
    OneArmy,
}

/// Checks an attack from `from` (holding `armies`) on `to` by the holder of `mine`.
///
/// # Errors
/// The first [`AttackFault`], in the order every ruleset checks them.
pub fn check_attack(
    map: &Map,
    mine: TerritorySet,
    from: TerritoryId,
    to: TerritoryId,
    armies: u32,
) -> Result<(), AttackFault> {
    if mine & from.bit() == 0 {
        return Err(AttackFault::NotYours);
    }
    if mine & to.bit() != 0 {
        return Err(AttackFault::OwnTarget);
    }
    if !map.adjacent(from, to) {
        return Err(AttackFault::NotAdjacent);
    }
    if armies < 2 {
        return Err(AttackFault::OneArmy);
    }
    Ok(())
}

/// A captured territory waiting for its `occupy`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Occupation {
    /// The attacking territory.
    pub from: TerritoryId,
    /// The captured territory (0 armies until occupied).
    pub to: TerritoryId,
    /// Fewest armies to move in: the attacker's dice in the last throw.
    pub min: u32,
    /// Most: all but one of the attacking territory's armies.
    pub max: u32,
    /// The player this capture eliminates, if any.
    #[serde(skip)]
    pub(crate) defeated: Option<Seat>,
}

impl Occupation {
    /// The occupation as the console offers it: from, to and the range to move in.
    pub fn choice(&self) -> OccupyChoice {
        OccupyChoice {
            from: self.from,
            to: self.to,
            min: self.min,
            max: self.max,
        }
    }
}

/// One checked throw: the losses come off both territories and, if the attacked one is
/// emptied, it passes to `seat` and waits for the occupation (the attacker's dice of this
/// throw at least, all but one army at most).
///
/// `owned` holds one mask per seat, then any colour that is not a seat (classic's
/// neutral); `seats` says how many of them are seats, so emptying a neutral territory
/// eliminates no one.
pub fn resolve_throw(
    owned: &mut [TerritorySet],
    seats: usize,
    armies: &mut [u32],
    seat: Seat,
    (from, to): (TerritoryId, TerritoryId),
    attacker_dice: u32,
    (attacker_lost, defender_lost): (u32, u32),
) -> Option<Occupation> {
    armies[from.index()] -= attacker_lost;
    armies[to.index()] -= defender_lost;
    if armies[to.index()] != 0 {
        return None;
    }
    let holder = owned.iter().position(|m| m & to.bit() != 0);
    for mask in owned.iter_mut() {
        *mask &= !to.bit();
    }
    owned[usize::from(seat)] |= to.bit();
    let defeated = holder
        .filter(|&h| h < seats && owned[h] == 0)
        .and_then(|h| Seat::try_from(h).ok());
    Some(Occupation {
        from,
        to,
        min: attacker_dice,
        max: armies[from.index()] - 1,
        defeated,
    })
}

/// Why an occupation's armies are wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OccupyFault {
    /// Fewer than the attacker's dice of the last throw.
    TooFew,
    /// More than all but one army of the attacking territory.
    TooMany,
}

/// Checks the armies moving into a captured territory against its range.
///
/// # Errors
/// The [`OccupyFault`] when `tanks` is outside `min..=max`.
pub fn check_occupation(p: &Occupation, tanks: u32) -> Result<(), OccupyFault> {
    if tanks < p.min {
        return Err(OccupyFault::TooFew);
    }
    if tanks > p.max {
        return Err(OccupyFault::TooMany);
    }
    Ok(())
}

/// Moves `tanks` armies from one territory to another (occupation or move, checked).
pub fn shift(armies: &mut [u32], from: TerritoryId, to: TerritoryId, tanks: u32) {
    armies[from.index()] -= tanks;
    armies[to.index()] += tanks;
}

/// Why a move between own territories cannot be made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveFault {
    /// One of the two territories is not the mover's.
    NotYours(TerritoryId),
    /// The two territories do not border.
    NotAdjacent,
    /// No army moves.
    Zero,
    /// The move would leave `from` empty: `max` is all but one of its `armies`.
    LeavesNone {
        /// The armies on `from`.
        armies: u32,
        /// The most that may move.
        max: u32,
    },
}

/// Checks the move of `tanks` armies from `from` (holding `armies`) to `to` by the holder
/// of `mine`: both own, bordering, at least one army moved and one left behind.
///
/// # Errors
/// The first [`MoveFault`], in the order every ruleset checks them.
pub fn check_move(
    map: &Map,
    mine: TerritorySet,
    (from, to): (TerritoryId, TerritoryId),
    armies: u32,
    tanks: u32,
) -> Result<(), MoveFault> {
    if let Some(t) = [from, to].into_iter().find(|t| mine & t.bit() == 0) {
        return Err(MoveFault::NotYours(t));
    }
    if !map.adjacent(from, to) {
        return Err(MoveFault::NotAdjacent);
    }
    if tanks == 0 {
        return Err(MoveFault::Zero);
    }
    let max = armies.saturating_sub(1);
    if tanks > max {
        return Err(MoveFault::LeavesNone { armies, max });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first two bordering territories of the RisiKo! board.
    fn bordering() -> (TerritoryId, TerritoryId) {
        let map = Map::risiko();
        map.territory_ids()
            .flat_map(|a| map.neighbours(a).map(move |b| (a, b)))
            .next()
            .expect("two bordering territories")
    }

    #[test]
    fn faces_compare_highest_first_ties_to_the_defender() {
        assert_eq!(losses_from_faces(&[6, 3, 3], &[5, 3]), (1, 1));
        assert_eq!(losses_from_faces(&[6, 4, 2], &[5, 4]), (1, 1));
        assert_eq!(losses_from_faces(&[2], &[1, 6]), (1, 0));
        assert_eq!(losses_from_faces(&[6, 6], &[1]), (0, 1));
    }

    #[test]
    fn a_capture_changes_hands_and_names_the_seat_it_eliminates() {
        let (from, to) = bordering();
        // Seat 0 attacks seat 1's only territory; index 2 is a colour that is no seat.
        let mut owned = [from.bit(), to.bit(), 0];
        let mut armies = [0; 64];
        armies[from.index()] = 5;
        armies[to.index()] = 1;
        let p = resolve_throw(&mut owned, 2, &mut armies, 0, (from, to), 3, (0, 1))
            .expect("the territory is emptied");
        assert_eq!((p.min, p.max, p.defeated), (3, 4, Some(1)));
        assert_eq!(owned, [from.bit() | to.bit(), 0, 0]);
        assert_eq!(check_occupation(&p, 2), Err(OccupyFault::TooFew));
        assert_eq!(check_occupation(&p, 5), Err(OccupyFault::TooMany));
        // A neutral territory emptied eliminates no one.
        let mut owned = [from.bit(), 0, to.bit()];
        armies[to.index()] = 1;
        let p = resolve_throw(&mut owned, 2, &mut armies, 0, (from, to), 1, (0, 1));
        assert_eq!(p.map(|p| p.defeated), Some(None));
    }

    #[test]
    fn a_move_keeps_one_army_behind() {
        let map = Map::risiko();
        let (a, b) = bordering();
        let mine = a.bit() | b.bit();
        assert_eq!(check_move(map, mine, (a, b), 3, 2), Ok(()));
        assert_eq!(
            check_move(map, mine, (a, b), 3, 3),
            Err(MoveFault::LeavesNone { armies: 3, max: 2 })
        );
        assert_eq!(check_move(map, mine, (a, b), 3, 0), Err(MoveFault::Zero));
        assert_eq!(
            check_move(map, a.bit(), (a, b), 3, 1),
            Err(MoveFault::NotYours(b))
        );
        assert_eq!(
            check_attack(map, a.bit(), a, b, 1),
            Err(AttackFault::OneArmy)
        );
        assert_eq!(
            check_attack(map, mine, a, b, 3),
            Err(AttackFault::OwnTarget)
        );
    }
}
