//! Place points, as classic RisiKo! and Risk 2210 A.D. give them (their setting
//! `place_points`): a table size's list from the settings, else the default, n − p plus 2
//! for first; players sharing a place share the points of the places they cover.

use std::collections::BTreeMap;

/// The points of `place` (1-based) at a table of `seats`: the setting's list for that
/// table size, or the default.
pub fn of_place(setting: &BTreeMap<u8, Vec<u32>>, seats: usize, place: usize) -> u32 {
    let size = u8::try_from(seats).unwrap_or(u8::MAX);
    match setting.get(&size) {
        Some(list) => list.get(place - 1).copied().unwrap_or(0),
        None => default(seats, place),
    }
}

/// What each of the players tied on places `first..=last` (1-based) gets: the mean of
/// those places' points, to one decimal.
pub fn shared(setting: &BTreeMap<u8, Vec<u32>>, seats: usize, first: usize, last: usize) -> f64 {
    let sum: u32 = (first..=last).map(|p| of_place(setting, seats, p)).sum();
    (f64::from(sum) / (last + 1 - first) as f64 * 10.0).round() / 10.0
}

/// The setting's first table size outside `2..=most_seats`, or whose list does not give
/// one number per place, with the length of its list.
pub fn misfit(setting: &BTreeMap<u8, Vec<u32>>, most_seats: usize) -> Option<(u8, usize)> {
    setting
        .iter()
        .find(|(size, points)| {
            let size = usize::from(**size);
            !(2..=most_seats).contains(&size) || points.len() != size
        })
        .map(|(size, points)| (*size, points.len()))
}

/// The default: a player placed p-th of n gets n − p, plus 2 for first.
fn default(n: usize, place: usize) -> u32 {
    let base = u32::try_from(n.saturating_sub(place)).unwrap_or(0);
    if place == 1 { base + 2 } else { base }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_place_points_match_the_table() {
        let row = |n| (1..=n).map(|p| default(n, p)).collect::<Vec<_>>();
        assert_eq!(row(5), [6, 3, 2, 1, 0]);
        assert_eq!(row(4), [5, 2, 1, 0]);
        assert_eq!(row(3), [4, 1, 0]);
        assert_eq!(row(2), [3, 0]);
    }

    #[test]
    fn a_shared_place_shares_the_mean_to_one_decimal() {
        let none = BTreeMap::new();
        // Four players, three tied second: (2 + 1 + 0) / 3.
        assert_eq!(shared(&none, 4, 2, 4), 1.0);
        let set = BTreeMap::from([(3, vec![6, 3, 1])]);
        assert_eq!(of_place(&set, 3, 1), 6);
        // Tied first: (6 + 3) / 2; all three: 10 / 3 to one decimal.
        assert_eq!(shared(&set, 3, 1, 2), 4.5);
        assert_eq!(shared(&set, 3, 1, 3), 3.3);
    }

    #[test]
    fn a_misfit_is_a_size_off_the_table_or_a_list_of_another_length() {
        let fits = BTreeMap::from([(3, vec![6, 3, 1]), (2, vec![3, 0])]);
        assert_eq!(misfit(&fits, 6), None);
        assert_eq!(
            misfit(&BTreeMap::from([(4, vec![5, 2, 1])]), 6),
            Some((4, 3))
        );
        assert_eq!(misfit(&BTreeMap::from([(6, vec![0; 6])]), 5), Some((6, 6)));
        assert_eq!(misfit(&BTreeMap::from([(1, vec![1])]), 6), Some((1, 1)));
    }
}
