//! What a logged throw records for each side: the attacker's and the defender's faces, or
//! their losses, or their dice. The T.E.G., TEG Jr and tournament logs write the same
//! `{"attacker": …, "defender": …}` object; each names its uses (`Dice`, `Losses`, …) by
//! the aliases declared here, so the JSON shape and its reader live here once.

use serde::{Deserialize, Serialize};

/// One value for each side of a throw, in the log as `{"attacker": …, "defender": …}`
/// (no other field): faces (`BothSides<Vec<u32>>`) or counts (`BothSides<u32>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BothSides<T> {
    /// The attacker's faces or number.
    pub attacker: T,
    /// The defender's faces or number.
    pub defender: T,
}

/// A throw given in full: both sides' faces, each face a `D` as the ruleset's log writes
/// it (T.E.G. and the tournament `u32`, TEG Jr `u8`).
pub type Faces<D = u32> = BothSides<Vec<D>>;

/// A number for each side of a throw: the armies each lost, or the dice each threw.
pub type Losses = BothSides<u32>;

/// Which throw forms the referee may use: a setting of every ruleset that takes a throw
/// as its faces or as its losses (classic §5, the tournament rules, Risk 2210 §11).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum DiceEntry {
    /// Faces or losses, throw by throw.
    #[default]
    Either,
    /// Faces only.
    Full,
    /// Dice counts and losses only.
    Quick,
}

impl DiceEntry {
    /// True for the default, both forms (Risk 2210 leaves it out of a log it writes).
    pub fn is_either(&self) -> bool {
        *self == DiceEntry::Either
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_log_shape_reads_and_writes_back() {
        let json = r#"{"attacker":[6,3],"defender":[5]}"#;
        let faces: BothSides<Vec<u32>> = serde_json::from_str(json).unwrap();
        assert_eq!(faces.attacker, [6, 3]);
        assert_eq!(serde_json::to_string(&faces).unwrap(), json);
        let extra = r#"{"attacker":1,"defender":0,"both":1}"#;
        assert!(serde_json::from_str::<BothSides<u32>>(extra).is_err());
    }
}
