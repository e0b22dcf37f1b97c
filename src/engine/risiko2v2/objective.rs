//! Objectives (§7): one objective continent plus strips of territories leading out of it.
//!
//! The regulation's sentence is the least clear of the text; the reading here is the one
//! of `RULES-risiko-2v2.md`: a strip is a chain of territories outside the continent whose
//! first territory borders it and whose every next territory borders the previous one.

use serde::Serialize;

use crate::engine::map::{ContinentId, Map, TerritoryId, TerritorySet};
use crate::engine::risiko2v2::refusal::Refusal;

/// A player's objective, as the match log writes it (the log's type: the log, below the
/// ruleset, states what it stores; the rules about it are here).
pub use crate::engine::log::Objective;

/// How big an objective continent is, which sets the objective bonus.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ObjectiveSize {
    /// Sud America, Oceania: +12.
    Small,
    /// Africa, Asia del Nord: +6.
    Medium,
    /// Nord America, Europa: no bonus.
    Large,
}

/// The size class of an objective continent, `None` if it is not one of the six.
pub fn objective_size(map: &Map, continent: ContinentId) -> Option<ObjectiveSize> {
    match map.continent(continent).slug.as_str() {
        "sud_america" | "oceania" => Some(ObjectiveSize::Small),
        "africa" | "asia_del_nord" => Some(ObjectiveSize::Medium),
        "nord_america" | "europa" => Some(ObjectiveSize::Large),
        _ => None,
    }
}

impl ObjectiveSize {
    /// The end-of-match objective bonus: 12, 6 or 0.
    pub fn bonus(self) -> u32 {
        match self {
            ObjectiveSize::Small => 12,
            ObjectiveSize::Medium => 6,
            ObjectiveSize::Large => 0,
        }
    }
}

/// Checks an objective against §7.
///
/// # Errors
/// The first broken rule: not an objective continent, no strip, an empty strip, a strip
/// not starting next to the continent, a gap in a strip, a strip territory inside it.
pub fn validate_objective(map: &Map, objective: &Objective) -> Result<(), Refusal> {
    let continent = objective.continent;
    if objective_size(map, continent).is_none() {
        return Err(Refusal::ObjectiveContinent { continent });
    }
    if objective.strips.is_empty() {
        return Err(Refusal::ObjectiveNoStrip);
    }
    let inside = map.continent(continent).territories;
    let border = map
        .territory_ids()
        .filter(|t| inside & t.bit() != 0)
        .fold(0, |acc: TerritorySet, t| acc | map.neighbour_set(t));
    for (i, strip) in objective.strips.iter().enumerate() {
        let Some(&first) = strip.first() else {
            return Err(Refusal::ObjectiveStripEmpty { strip: i });
        };
        if let Some(t) = strip.iter().find(|t| inside & t.bit() != 0) {
            return Err(Refusal::ObjectiveStripInside { territory: *t });
        }
        if border & first.bit() == 0 {
            return Err(Refusal::ObjectiveStripStart {
                territory: first,
                continent,
            });
        }
        for pair in strip.windows(2) {
            if !map.adjacent(pair[0], pair[1]) {
                return Err(Refusal::ObjectiveStripGap {
                    from: pair[0],
                    to: pair[1],
                });
            }
        }
    }
    Ok(())
}

/// One entry of an objective catalogue.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CatalogueEntry {
    /// Which triple it belongs to ("A" or "B").
    pub triple: &'static str,
    /// The objective.
    pub objective: Objective,
}

/// The example catalogue of `RULES-risiko-2v2.md` §7 — an example for organizers to
/// replace with their own, not part of the regulation.
pub fn example_catalogue() -> Vec<CatalogueEntry> {
    const ROWS: [(&str, &str, [&str; 3]); 6] = [
        ("A", "oceania", ["siam", "india", "medio_oriente"]),
        ("A", "africa", ["europa_meridionale", "ucraina", "urali"]),
        (
            "A",
            "nord_america",
            ["islanda", "gran_bretagna", "europa_occidentale"],
        ),
        (
            "B",
            "sud_america",
            ["america_centrale", "stati_uniti_orientali", "quebec"],
        ),
        ("B", "asia_del_nord", ["alaska", "alberta", "ontario"]),
        ("B", "europa", ["africa_del_nord", "brasile", "venezuela"]),
    ];
    let map = Map::risiko();
    ROWS.iter()
        .filter_map(|(triple, continent, strip)| {
            let continent = map.continent_by_slug(continent)?;
            let strip: Option<Vec<TerritoryId>> = strip.iter().map(|s| map.by_slug(s)).collect();
            Some(CatalogueEntry {
                triple,
                objective: Objective {
                    continent,
                    strips: vec![strip?],
                },
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_catalogue_is_valid() {
        let map = Map::risiko();
        let cat = example_catalogue();
        assert_eq!(cat.len(), 6);
        for e in &cat {
            assert_eq!(validate_objective(map, &e.objective), Ok(()), "{e:?}");
        }
    }

    #[test]
    fn broken_strips_are_refused() {
        let map = Map::risiko();
        // The objective's continent, its one strip, and the refusal's code.
        let cases = [
            ("oceania", &["siam", "urali"][..], "objective_strip_gap"),
            ("oceania", &["india"][..], "objective_strip_start"),
            ("asia", &["alaska"][..], "objective_continent"),
        ];
        for (continent, strip, code) in cases {
            let objective = Objective {
                continent: map.continent_by_slug(continent).expect("continent"),
                strips: vec![
                    strip
                        .iter()
                        .map(|s| map.by_slug(s).expect("slug"))
                        .collect(),
                ],
            };
            assert_eq!(
                validate_objective(map, &objective).map_err(|r| r.code()),
                Err(code),
                "{continent} {strip:?}"
            );
        }
    }
}
