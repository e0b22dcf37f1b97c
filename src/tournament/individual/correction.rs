//! Corrections of ranking points after the fact: the organizer adds points to (or
//! takes them from) one player's score at one table, with a reason. They change
//! that game's points, so the total, the best game and the sorted scores all
//! follow; the place and table points stay as played.

use serde::{Deserialize, Serialize};

use super::points::Points;
use super::standings::GameResult;
use crate::tournament::PlayerId;

/// The most a single correction may add or take: far above any formula's score
/// of one table, so a typing slip ("20000") is refused rather than stored.
pub const MAX_CORRECTION: Points = Points::whole(1000);

/// One correction of one player's points in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Correction {
    /// The round of the table.
    pub round: u32,
    /// The player.
    pub player: PlayerId,
    /// Points added (negative: taken).
    pub points: Points,
}

/// Applies each correction to the player's game of that round. A correction whose
/// game is not among `results` (its table does not count yet, or its round is
/// hidden from this view) changes nothing.
pub fn apply_corrections(results: &mut [GameResult], corrections: &[Correction]) {
    for c in corrections {
        if let Some(g) = results
            .iter_mut()
            .find(|g| g.round == c.round && g.player == c.player)
        {
            g.points += c.points;
        }
    }
}

/// Why typed points were refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadPoints;

/// Reads typed points exactly: an optional sign, digits, and at most four
/// decimals after `.` or `,` ("2", "-1.5", "+0,25"). Zero and anything beyond
/// [`MAX_CORRECTION`] are refused.
///
/// # Errors
/// [`BadPoints`] when the text is not such a number.
pub fn parse_points(text: &str) -> Result<Points, BadPoints> {
    let t = text.trim().replace('−', "-");
    let (negative, digits) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t.strip_prefix('+').unwrap_or(&t)),
    };
    let (whole, frac) = digits.split_once(['.', ',']).unwrap_or((digits, ""));
    let all_digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    if whole.is_empty() && frac.is_empty()
        || !all_digits(whole)
        || !all_digits(frac)
        || frac.len() > 4
        || whole.len() > 6
    {
        return Err(BadPoints);
    }
    let w: i64 = if whole.is_empty() {
        0
    } else {
        whole.parse().map_err(|_| BadPoints)?
    };
    let f: i64 = format!("{frac:0<4}").parse().map_err(|_| BadPoints)?;
    let units = w * Points::UNIT + f;
    let p = Points(if negative { -units } else { units });
    if p.0 == 0 || p.0.abs() > MAX_CORRECTION.0 {
        return Err(BadPoints);
    }
    Ok(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(round: u32, player: i64, points: i64) -> GameResult {
        GameResult {
            round,
            player: PlayerId(player),
            points: Points::whole(points),
            place: 1,
            table_points: 0.0,
            territories: 0.0,
        }
    }

    #[test]
    fn a_correction_changes_that_game_only() {
        let mut r = vec![game(1, 1, 6), game(2, 1, 3), game(1, 2, 2)];
        let c = |round, player, p| Correction {
            round,
            player: PlayerId(player),
            points: Points(p),
        };
        apply_corrections(
            &mut r,
            &[c(2, 1, -15_000), c(1, 2, 20_000), c(3, 1, 99_999)],
        );
        assert_eq!(r[0].points, Points::whole(6));
        assert_eq!(r[1].points, Points(15_000));
        assert_eq!(r[2].points, Points::whole(4));
    }

    #[test]
    fn typed_points_are_read_exactly_or_refused() {
        assert_eq!(parse_points("2"), Ok(Points::whole(2)));
        assert_eq!(parse_points(" -1.5 "), Ok(Points(-15_000)));
        assert_eq!(parse_points("+0,25"), Ok(Points(2_500)));
        assert_eq!(parse_points("−3"), Ok(Points::whole(-3)));
        assert_eq!(parse_points(".5"), Ok(Points(5_000)));
        for bad in [
            "", "0", "-0.0", "abc", "1.23456", "1e3", "2000", "--1", "1.2.3", ".",
        ] {
            assert_eq!(parse_points(bad), Err(BadPoints), "{bad:?}");
        }
    }
}
