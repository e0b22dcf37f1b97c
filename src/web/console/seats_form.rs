//! The seats of a new-match form, as every ruleset's form posts them: `seats`, then
//! `name{i}` and `colour{i}` for each seat, and `first` (the seat that won the die roll,
//! which plays first and becomes seat 0). Read once here, so every ruleset refuses a bad
//! seat list with the same sentences.

use std::ops::RangeInclusive;

use super::new_match::field as get;
use crate::printable::has_control;

/// The (name, colour) of each seat in table order from the first player; `seats_err`
/// is the key said when the number of seats is not in `seats`, and a colour must be one
/// of `colours`.
///
/// # Errors
/// The translation key of what is wrong with the seats.
pub fn read(
    f: &[(String, String)],
    seats: RangeInclusive<usize>,
    seats_err: &'static str,
    colours: &[&str],
) -> Result<Vec<(String, String)>, &'static str> {
    let n: usize = get(f, "seats").parse().map_err(|_| seats_err)?;
    if !seats.contains(&n) {
        return Err(seats_err);
    }
    let mut players: Vec<(String, String)> = Vec::with_capacity(n);
    for i in 0..n {
        let name = get(f, &format!("name{i}"));
        let colour = get(f, &format!("colour{i}"));
        if has_control(name) {
            return Err("err.control_chars");
        }
        if name.is_empty() || name.chars().count() > 60 {
            return Err("individual.err.name");
        }
        if !colours.contains(&colour) {
            return Err("individual.err.colour");
        }
        if players.iter().any(|(_, c)| c == colour) {
            return Err("individual.err.colour_twice");
        }
        if players.iter().any(|(p, _)| p == name) {
            return Err("individual.err.name_twice");
        }
        players.push((name.to_string(), colour.to_string()));
    }
    // Round the table from the winner of the die roll: they are seat 0.
    players.rotate_left(first(f, n)?);
    Ok(players)
}

/// The row (as typed, from 0) of the winner of the die roll among `n` players: the row
/// that [`read`] makes seat 0, so seat `s` is row `(s + first) % n`.
///
/// # Errors
/// The translation key of a `first` that is not one of the rows.
pub fn first(f: &[(String, String)], n: usize) -> Result<usize, &'static str> {
    match get(f, "first") {
        "" => Ok(0),
        s => s
            .parse()
            .ok()
            .filter(|i| *i < n)
            .ok_or("individual.err.first"),
    }
}

/// The seat number of the `i`-th player (a table has at most a handful).
pub fn seat(i: usize) -> u8 {
    u8::try_from(i).unwrap_or(u8::MAX)
}
