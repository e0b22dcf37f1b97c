//! The engine's only source of chance: splitmix64 driven by a seed recorded in the log,
//! so the same seed deals the same cards (or orders the same seats) in every ruleset,
//! forever.

/// One step of splitmix64: advances `state` and returns the next 64-bit value.
///
/// Written here (not taken from a crate) so a seed deals the same packets forever.
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix_is_the_reference_sequence() {
        let mut s = 1234567u64;
        assert_eq!(splitmix64(&mut s), 6457827717110365317);
    }
}
