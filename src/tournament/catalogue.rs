//! A tournament's objective catalogue: the objectives its referees hand out (§7). It
//! starts as the regulation's example and the organizer edits it; every objective
//! added is checked by the engine ([`validate_objective`]), so a catalogue never holds
//! one the rules would refuse at the table.

use serde::{Deserialize, Serialize};

use crate::engine::objective::{Objective, example_catalogue, validate_objective};
use crate::engine::{Map, Refusal};

/// Most objectives a catalogue may hold.
pub const MAX_ENTRIES: usize = 60;
/// Longest group label ("A", "Tripla B", …).
pub const MAX_LABEL: usize = 20;

/// One objective of the catalogue, with the group it is dealt from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CatalogueItem {
    /// The group ("triple" of the regulation's example: objectives dealt together).
    pub triple: String,
    /// The objective.
    pub objective: Objective,
}

/// Why a catalogue change was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum CatalogueError {
    /// The group label is empty or longer than [`MAX_LABEL`].
    Label,
    /// The engine refuses the objective; its sentence explains why.
    Refused(Refusal),
    /// The same objective is in the catalogue already.
    Duplicate,
    /// The catalogue has [`MAX_ENTRIES`] objectives.
    Full,
    /// No such objective to remove.
    NotFound,
}

impl CatalogueError {
    /// The translation key of the message (for [`CatalogueError::Refused`] show the
    /// engine's sentence instead).
    #[must_use]
    pub fn key(&self) -> &'static str {
        match self {
            Self::Label => "obj.err_label",
            Self::Refused(_) => "obj.err_refused",
            Self::Duplicate => "obj.err_duplicate",
            Self::Full => "obj.err_full",
            Self::NotFound => "obj.err_not_found",
        }
    }
}

/// The regulation's example catalogue, as a new tournament starts with.
#[must_use]
pub fn example() -> Vec<CatalogueItem> {
    example_catalogue()
        .into_iter()
        .map(|e| CatalogueItem {
            triple: e.triple.to_string(),
            objective: e.objective,
        })
        .collect()
}

/// Adds an objective at the end, after the engine accepted it.
///
/// # Errors
/// See [`CatalogueError`]; the catalogue is unchanged then.
pub fn add(
    items: &mut Vec<CatalogueItem>,
    triple: &str,
    objective: Objective,
) -> Result<(), CatalogueError> {
    let triple = triple.split_whitespace().collect::<Vec<_>>().join(" ");
    if triple.is_empty() || triple.chars().count() > MAX_LABEL {
        return Err(CatalogueError::Label);
    }
    validate_objective(Map::risiko(), &objective).map_err(CatalogueError::Refused)?;
    if items.iter().any(|i| i.objective == objective) {
        return Err(CatalogueError::Duplicate);
    }
    if items.len() >= MAX_ENTRIES {
        return Err(CatalogueError::Full);
    }
    items.push(CatalogueItem { triple, objective });
    Ok(())
}

/// Removes the objective equal to `objective`.
///
/// # Errors
/// [`CatalogueError::NotFound`] when it is not there (removed already).
pub fn remove(
    items: &mut Vec<CatalogueItem>,
    objective: &Objective,
) -> Result<CatalogueItem, CatalogueError> {
    let at = items
        .iter()
        .position(|i| &i.objective == objective)
        .ok_or(CatalogueError::NotFound)?;
    Ok(items.remove(at))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn objective(continent: &str, strip: &[&str]) -> Objective {
        let map = Map::risiko();
        Objective {
            continent: map.continent_by_slug(continent).unwrap(),
            strips: vec![strip.iter().map(|s| map.by_slug(s).unwrap()).collect()],
        }
    }

    #[test]
    fn the_stored_example_reads_back() {
        // New tournaments store the engine's example catalogue as JSON.
        let stored = serde_json::to_string(&example_catalogue()).unwrap();
        let items: Vec<CatalogueItem> = serde_json::from_str(&stored).unwrap();
        assert_eq!(items, example());
        assert_eq!(items.len(), 6);
    }

    #[test]
    fn add_asks_the_engine_and_refuses_duplicates() {
        let mut items = example();
        let ok = objective("oceania", &["siam", "cina"]);
        assert_eq!(add(&mut items, " C ", ok.clone()), Ok(()));
        assert_eq!(items.last().unwrap().triple, "C");
        assert_eq!(
            add(&mut items, "C", ok.clone()),
            Err(CatalogueError::Duplicate)
        );
        let gap = objective("oceania", &["siam", "urali"]);
        match add(&mut items, "C", gap) {
            Err(CatalogueError::Refused(r)) => assert_eq!(r.code(), "objective_strip_gap"),
            other => panic!("{other:?}"),
        }
        assert_eq!(add(&mut items, "", ok.clone()), Err(CatalogueError::Label));
        assert_eq!(items.len(), 7);
        assert_eq!(remove(&mut items, &ok).map(|i| i.triple), Ok("C".into()));
        assert_eq!(remove(&mut items, &ok), Err(CatalogueError::NotFound));
    }

    #[test]
    fn a_full_catalogue_takes_no_more() {
        let map = Map::risiko();
        let oceania = map.continent_by_slug("oceania").unwrap();
        let mut items = Vec::new();
        // Distinct valid objectives: Oceania plus a strip starting at Siam, of growing
        // length along one chain of neighbours, and more strips appended.
        let chain = [
            "siam",
            "india",
            "medio_oriente",
            "egitto",
            "africa_del_nord",
        ];
        let mut n = 0;
        'outer: for len in 1..=chain.len() {
            for strips in 1..=20 {
                let strip: Vec<_> = chain[..len]
                    .iter()
                    .map(|s| map.by_slug(s).unwrap())
                    .collect();
                let o = Objective {
                    continent: oceania,
                    strips: vec![strip; strips],
                };
                add(&mut items, "X", o).unwrap();
                n += 1;
                if n == MAX_ENTRIES {
                    break 'outer;
                }
            }
        }
        assert_eq!(items.len(), MAX_ENTRIES);
        assert_eq!(
            add(
                &mut items,
                "X",
                objective("sud_america", &["america_centrale"])
            ),
            Err(CatalogueError::Full)
        );
    }
}
