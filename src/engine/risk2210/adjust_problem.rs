//! What is wrong with a referee's adjustment (`referee_adjust`: MODs and energy put right
//! by hand, with a reason), as data with its words (a message of `engine_risk2210.ftl`).
//! `Refusal::BadAdjust` carries one; in its JSON the stable name sits in `reason`
//! (`"no_reason"`, ...) beside the data under the field names below.

use serde::Serialize;

use super::words::{place, who};
use crate::engine::Lang;
use crate::engine::map::TerritoryId;
use crate::engine::seat::Seat;
use crate::i18n::{t, tf};

/// Why an adjustment is refused. Seats are data (for programs); the words name players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum AdjustProblem {
    /// The adjustment says why it is made.
    NoReason,
    /// The territory would be left with fewer than no MODs.
    ModsBelowZero { territory: TerritoryId, mods: i64 },
    /// MODs added to a territory nobody holds.
    ModsOfNobody { territory: TerritoryId },
    /// The player's energy would drop below 0.
    EnergyBelowZero { seat: Seat, energy: i64 },
    /// Energy for a seat that is not in the match.
    EnergyStranger { seat: Seat },
}

impl AdjustProblem {
    /// The words after "Correzione non valida: " / "Invalid adjustment: " /
    /// "Corrección no válida: ", naming the players and territories in `lang`.
    pub fn words(&self, lang: Lang, names: &[String]) -> String {
        match self {
            AdjustProblem::NoReason => t(lang, "risk2210-adjust-no_reason").to_string(),
            AdjustProblem::ModsBelowZero { territory, mods } => tf(
                lang,
                "risk2210-adjust-mods_below_zero",
                &[
                    ("territory", place(*territory, lang)),
                    ("mods", (*mods).into()),
                ],
            ),
            AdjustProblem::ModsOfNobody { territory } => tf(
                lang,
                "risk2210-adjust-mods_of_nobody",
                &[("territory", place(*territory, lang))],
            ),
            AdjustProblem::EnergyBelowZero { seat, energy } => tf(
                lang,
                "risk2210-adjust-energy_below_zero",
                &[
                    ("who", who(names, *seat, lang)),
                    ("energy", (*energy).into()),
                ],
            ),
            AdjustProblem::EnergyStranger { .. } => {
                t(lang, "risk2210-adjust-energy_stranger").to_string()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::AdjustProblem;
    use crate::engine::Lang;
    use crate::engine::map::Map;
    use crate::engine::risk2210::{Game, R2210Log, Refusal};

    fn names() -> Vec<String> {
        vec!["Ana".into(), "Bruno".into(), "Carla".into()]
    }

    #[test]
    fn an_adjustment_leaving_a_player_below_zero_energy_names_them() {
        let text = r#"{"format": 1, "ruleset": "risk2210",
            "players": [{"seat": 0, "name": "Ana", "colour": "x"}, {"seat": 1, "name": "Bruno", "colour": "y"},
                        {"seat": 2, "name": "Carla", "colour": "z"}],
            "setup": {"devastated": ["lesotho", "alden", "andorra", "nuevo_timoto"]}}"#;
        let log = R2210Log::from_value(&serde_json::from_str(text).expect("JSON")).expect("log");
        let mut g = Game::new(&log).expect("setup");
        let energy = [(1, -10)].into_iter().collect();
        let r = g
            .referee_adjust(&BTreeMap::new(), &energy, "spilled coffee")
            .expect_err("below zero");
        assert_eq!(
            r,
            Refusal::BadAdjust {
                reason: AdjustProblem::EnergyBelowZero {
                    seat: 1,
                    energy: -7
                }
            }
        );
        assert_eq!(
            r.message(Lang::Es, &names()),
            "Corrección no válida: Bruno quedaría con -7 de energía."
        );
        let egypt = Map::risk2210().by_slug("egypt").expect("egypt");
        let r = g
            .referee_adjust(&[(egypt, 2)].into_iter().collect(), &BTreeMap::new(), "x")
            .expect_err("nobody holds Egypt yet");
        assert!(matches!(
            r,
            Refusal::BadAdjust {
                reason: AdjustProblem::ModsOfNobody { .. }
            }
        ));
    }
}
