//! Strings of the referee console, the table page and the draft: (key, it, en).

/// Console strings.
pub static STRINGS: &[(&str, &str, &str)] = &[];
