//! The recorded seed of a draw and the small generator that turns it into an order.
//!
//! The generator is SplitMix64 written out here rather than `rand`'s `StdRng` or
//! `shuffle`: a seed printed on a pairing sheet must reproduce the same draw years
//! later, and `rand` has changed its shuffling and range algorithms between major
//! versions. Twenty lines we own cannot change under us.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The seed a round's draw was made with. Same seed and same inputs give the same
/// pairing, byte for byte.
///
/// The web layer draws a fresh one per round (from the OS) and stores it with the
/// round; this module never reads a clock or the OS. Shown to organizers as 16 hex
/// digits (`Display`/`FromStr`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seed(pub u64);

impl Seed {
    /// The same bits as an `i64`, for storage in SQLite's signed integer column.
    #[must_use]
    pub const fn to_i64(self) -> i64 {
        i64::from_ne_bytes(self.0.to_ne_bytes())
    }

    /// Read back a seed stored with [`Seed::to_i64`].
    #[must_use]
    pub const fn from_i64(stored: i64) -> Self {
        Self(u64::from_ne_bytes(stored.to_ne_bytes()))
    }
}

impl fmt::Display for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

/// A seed typed by an organizer was not 1 to 16 hex digits.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("a seed is 1 to 16 hexadecimal digits, optionally after 0x")]
pub struct SeedParseError;

impl FromStr for Seed {
    type Err = SeedParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        let digits = s
            .strip_prefix("0x")
            .or_else(|| s.strip_prefix("0X"))
            .unwrap_or(s);
        if digits.is_empty() || digits.len() > 16 {
            return Err(SeedParseError);
        }
        u64::from_str_radix(digits, 16)
            .map(Seed)
            .map_err(|_| SeedParseError)
    }
}

/// SplitMix64 (Steele, Lea, Flood 2014), the engine's own: tiny, fast, statistically
/// fine for a draw.
pub(crate) struct DrawRng(u64);

impl DrawRng {
    pub(crate) fn new(seed: Seed) -> Self {
        Self(seed.0)
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        crate::engine::seed::splitmix64(&mut self.0)
    }

    /// Uniform in `0..bound` (bound > 0), by rejection so no value is favoured.
    pub(crate) fn below(&mut self, bound: u64) -> u64 {
        let zone = u64::MAX - (u64::MAX % bound);
        loop {
            let x = self.next_u64();
            if x < zone {
                return x % bound;
            }
        }
    }

    /// Fisher–Yates shuffle.
    pub(crate) fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = usize::try_from(self.below(i as u64 + 1)).unwrap_or(0);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix_matches_reference_values() {
        // First outputs for seed 0 from the reference C implementation.
        let mut rng = DrawRng::new(Seed(0));
        assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(rng.next_u64(), 0x6E78_9E6A_A1B9_65F4);
    }

    #[test]
    fn shuffle_is_a_permutation_and_reproducible() {
        let mut a: Vec<u32> = (0..50).collect();
        let mut b = a.clone();
        DrawRng::new(Seed(7)).shuffle(&mut a);
        DrawRng::new(Seed(7)).shuffle(&mut b);
        assert_eq!(a, b);
        assert_ne!(a, (0..50).collect::<Vec<_>>());
        let mut sorted = a.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
    }

    #[test]
    fn seed_round_trips_through_text_and_i64() {
        let seed = Seed(0xDEAD_BEEF_0000_0001);
        assert_eq!(seed.to_string(), "deadbeef00000001");
        assert_eq!("0xdeadbeef00000001".parse::<Seed>(), Ok(seed));
        assert_eq!(Seed::from_i64(seed.to_i64()), seed);
        assert!(seed.to_i64() < 0);
        assert_eq!("".parse::<Seed>(), Err(SeedParseError));
        assert_eq!("12345678901234567".parse::<Seed>(), Err(SeedParseError));
        assert_eq!("xyz".parse::<Seed>(), Err(SeedParseError));
    }
}
