//! Ranking points as exact decimals: ten-thousandths in an `i64`.
//!
//! The formulas produce values such as 0.027 (Master), 0.2625 (Gufo at a table of
//! 5) and 48.3333 (a shared BGL place). Summed as `f64` over a season, such values
//! drift, and two players who should tie would not; integers tie exactly.

use std::fmt;
use std::ops::{Add, AddAssign};

use serde::{Deserialize, Serialize};

/// Points in units of 1/10,000.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Points(pub i64);

impl Points {
    /// Units per point.
    pub const UNIT: i64 = 10_000;

    /// Whole points.
    #[must_use]
    pub const fn whole(n: i64) -> Self {
        Self(n * Self::UNIT)
    }

    /// From a decimal, rounded to the nearest unit (for organizer-typed tables).
    #[must_use]
    pub fn from_f64(x: f64) -> Self {
        // Clamped: a table of points is a few hundred at most.
        Self((x * Self::UNIT as f64).round().clamp(-1e15, 1e15) as i64)
    }

    /// As a decimal, for display and JSON.
    #[must_use]
    pub fn to_f64(self) -> f64 {
        self.0 as f64 / Self::UNIT as f64
    }
}

impl Add for Points {
    type Output = Self;
    fn add(self, o: Self) -> Self {
        Self(self.0 + o.0)
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, o: Self) {
        self.0 += o.0;
    }
}

impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
        iter.fold(Self::default(), Add::add)
    }
}

/// Shortest exact decimal: `142`, `1.05`, `0.027`, `-3.5`.
impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        let unit = Self::UNIT.unsigned_abs();
        let (int, frac) = (abs / unit, abs % unit);
        if frac == 0 {
            return write!(f, "{sign}{int}");
        }
        let digits = format!("{frac:04}");
        write!(f, "{sign}{int}.{}", digits.trim_end_matches('0'))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_the_shortest_exact_decimal() {
        assert_eq!(Points::whole(142).to_string(), "142");
        assert_eq!(Points(10_500).to_string(), "1.05");
        assert_eq!(Points(270).to_string(), "0.027");
        assert_eq!(Points(-35_000).to_string(), "-3.5");
        assert_eq!(Points::from_f64(13.25), Points(132_500));
        assert_eq!((Points(270) + Points(10_500)).to_f64(), 1.077);
    }
}
