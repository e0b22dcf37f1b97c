//! The deal done by the app (`RULES-teg-jr.md` §3.3), for a table that lets Arbitro deal
//! the country cards instead of entering who was dealt each one: the cards shuffled by a
//! seed recorded nowhere else (the deal itself is what the log keeps), an even share
//! each, and the spare countries one each to the highest of the dice the players threw
//! at the table. Also the common objective of a board that is not the box's 32 countries.

use std::collections::BTreeMap;

use super::{Deal, Refusal, Settings};
use crate::engine::map::{Map, TerritoryId};
use crate::engine::seat::Seat;
use crate::engine::seed::splitmix64;

/// The countries of the box's board, which the common objectives of the rules are for.
pub const BOX_COUNTRIES: u32 = 32;

/// The seats that take the spare countries: the `spare` highest dice. With no spare
/// country no dice are wanted.
///
/// # Errors
/// [`Refusal::LeftoverRolls`]: dice missing, not 1–6, given when nothing is spare, or a
/// tie that would decide who takes one (the players throw again).
pub fn spare_winners(
    players: usize,
    spare: usize,
    rolls: &BTreeMap<Seat, u8>,
) -> Result<Vec<Seat>, Refusal> {
    if spare == 0 {
        return if rolls.is_empty() {
            Ok(Vec::new())
        } else {
            Err(Refusal::LeftoverRolls)
        };
    }
    let valid = rolls.len() == players
        && rolls.keys().all(|&s| usize::from(s) < players)
        && rolls.values().all(|d| (1..=6).contains(d));
    if !valid {
        return Err(Refusal::LeftoverRolls);
    }
    let mut by_die: Vec<(u8, Seat)> = rolls.iter().map(|(s, d)| (*d, *s)).collect();
    by_die.sort_by_key(|d| std::cmp::Reverse(d.0));
    if by_die[spare - 1].0 == by_die[spare].0 {
        return Err(Refusal::LeftoverRolls);
    }
    Ok(by_die[..spare].iter().map(|(_, s)| *s).collect())
}

/// How many countries stay spare when `countries` are dealt evenly to `players`.
pub fn spare_count(countries: usize, players: usize) -> usize {
    countries % players.max(1)
}

/// Deals every country of `map` to `players` seats: shuffled by `seed`, an even share
/// each, the spare ones to the highest dice of `rolls` (wanted only when some are spare).
///
/// # Errors
/// [`Refusal::Players`] for a table of other than 2 to 4, and [`spare_winners`]' refusal.
pub fn deal(
    map: &Map,
    players: usize,
    rolls: &BTreeMap<Seat, u8>,
    seed: u64,
) -> Result<Deal, Refusal> {
    if !(2..=4).contains(&players) {
        return Err(Refusal::Players);
    }
    let mut cards: Vec<TerritoryId> = map.territory_ids().collect();
    let winners = spare_winners(players, spare_count(cards.len(), players), rolls)?;
    let mut state = seed;
    for i in (1..cards.len()).rev() {
        let j = usize::try_from(splitmix64(&mut state) % (i as u64 + 1)).unwrap_or(0);
        cards.swap(i, j);
    }
    let even = cards.len() - winners.len();
    let mut owners = BTreeMap::new();
    for (i, t) in cards.iter().enumerate() {
        let seat = if i < even {
            u8::try_from(i % players).unwrap_or(0)
        } else {
            winners[i - even]
        };
        owners.insert(*t, seat);
    }
    Ok(Deal {
        owners,
        leftover_rolls: if winners.is_empty() {
            BTreeMap::new()
        } else {
            rolls.clone()
        },
    })
}

impl Settings {
    /// The settings for a board of `countries`: the rules' common objectives (20, 14, 12
    /// countries, for the box's 32) scaled to the board, rounded up, and always more
    /// than any share of the deal, so nobody wins by being dealt; the box's board keeps
    /// the rules' numbers.
    pub fn for_board(countries: u32) -> Settings {
        let mut s = Settings::default();
        for (i, goal) in s.common_objective.iter_mut().enumerate() {
            let players = u32::try_from(i).unwrap_or(0) + 2;
            let scaled = (*goal * countries).div_ceil(BOX_COUNTRIES);
            let share = countries.div_ceil(players);
            *goal = scaled.max(share + 1).min(countries);
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tegjr::example_map;

    fn rolls(d: &[u8]) -> BTreeMap<Seat, u8> {
        d.iter()
            .enumerate()
            .map(|(i, d)| (u8::try_from(i).unwrap(), *d))
            .collect()
    }

    #[test]
    fn three_players_share_thirty_two_and_the_two_highest_dice_take_the_spares() {
        let d = deal(example_map(), 3, &rolls(&[2, 6, 5]), 9).unwrap();
        let count = |s: Seat| d.owners.values().filter(|o| **o == s).count();
        assert_eq!((count(0), count(1), count(2)), (10, 11, 11));
        assert_eq!(d.leftover_rolls.len(), 3);
        assert_eq!(d.owners.len(), 32);
    }

    #[test]
    fn a_tie_that_decides_a_spare_country_is_thrown_again() {
        assert_eq!(
            deal(example_map(), 3, &rolls(&[4, 4, 1]), 9).map(|_| ()),
            Ok(())
        );
        assert_eq!(
            deal(example_map(), 3, &rolls(&[6, 3, 3]), 9),
            Err(Refusal::LeftoverRolls)
        );
        assert_eq!(
            deal(example_map(), 3, &BTreeMap::new(), 9),
            Err(Refusal::LeftoverRolls)
        );
    }

    #[test]
    fn an_even_deal_wants_no_dice_and_the_seed_decides_the_cards() {
        let a = deal(example_map(), 4, &BTreeMap::new(), 1).unwrap();
        let b = deal(example_map(), 4, &BTreeMap::new(), 2).unwrap();
        assert!(a.leftover_rolls.is_empty());
        assert_ne!(a.owners, b.owners);
        assert_eq!(a, deal(example_map(), 4, &BTreeMap::new(), 1).unwrap());
        assert_eq!(
            deal(example_map(), 4, &rolls(&[1, 2, 3, 4]), 1),
            Err(Refusal::LeftoverRolls)
        );
        assert_eq!(
            deal(example_map(), 5, &BTreeMap::new(), 1),
            Err(Refusal::Players)
        );
    }

    #[test]
    fn the_box_keeps_the_rules_objectives_and_a_small_board_scales_them() {
        assert_eq!(Settings::for_board(32).common_objective, [20, 14, 12]);
        // Nine countries: 3 each to three players, so 4 wins; 5 of 9 for two.
        assert_eq!(Settings::for_board(9).common_objective, [6, 4, 4]);
    }
}
