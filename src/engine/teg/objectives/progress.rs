//! How far a seat is towards its secret objective (for the referee's eyes only: never on a
//! public page): per card, the countries held alone in each continent asked, the islands
//! beyond them and over how many continents, the countries anywhere (occ_12, and the 10
//! more three players need), the seat to destroy, and whether the card is fulfilled now.
//! The lines count exactly what `check_victory` counts, so a card shows met the moment
//! the match ends on it.

use serde::Serialize;

use super::named;
use crate::engine::map::ContinentId;
use crate::engine::teg::{Game, Objective, Seat};

/// One line of a seat's progress towards its objective.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Progress {
    /// Countries of a continent held alone (condominiums do not count), of those asked.
    Continent {
        /// The continent.
        continent: ContinentId,
        /// Held now (at most `asked`).
        held: u32,
        /// Asked.
        asked: u32,
    },
    /// Islands held beyond the continents asked, and over how many continents.
    Islands {
        /// Island countries counted.
        held: u32,
        /// Asked.
        asked: u32,
        /// Continents they are spread over.
        continents: u32,
        /// Continents asked.
        continents_asked: u32,
    },
    /// Countries held anywhere, of those asked (occ_12; three players' extra 10).
    Total {
        /// Held now (at most `asked`).
        held: u32,
        /// Asked.
        asked: u32,
    },
    /// A seat to destroy (`None`: gone by another hand, the common objective counts).
    Destroy {
        /// The target.
        target: Option<Seat>,
        /// Destroyed by the holder.
        done: bool,
    },
}

/// One objective card of a seat with its progress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SecretProgress {
    /// The card's id.
    pub id: String,
    /// Its lines.
    pub lines: Vec<Progress>,
    /// True when the card is fulfilled now (with two players, both cards make the win).
    pub met: bool,
}

impl Game {
    /// The seat's progress on each of its secret objective cards (empty when the log
    /// keeps them off: the common objective alone counts).
    pub fn secret_progress(&self, seat: Seat) -> Vec<SecretProgress> {
        self.objectives
            .get(usize::from(seat))
            .map(|cards| cards.iter().map(|o| self.card_progress(seat, o)).collect())
            .unwrap_or_default()
    }

    fn card_progress(&self, seat: Seat, o: &Objective) -> SecretProgress {
        let lines = match o {
            Objective::Occupy { requirement, .. } => {
                let mine = self.owned[usize::from(seat)];
                let mut lines = Vec::new();
                let mut units = 0;
                let mut spread = 0;
                for c in self.tallies(mine, requirement) {
                    if let Some(asked) = c.asked {
                        lines.push(Progress::Continent {
                            continent: c.continent,
                            held: c.held.min(asked),
                            asked,
                        });
                    }
                    units += c.spare_islands;
                    spread += u32::from(c.spare_islands > 0);
                }
                if let Some((n, k)) = requirement.islands {
                    lines.push(Progress::Islands {
                        held: units.min(n),
                        asked: n,
                        continents: spread.min(k),
                        continents_asked: k,
                    });
                }
                let three = (self.players.len() == 3).then(|| named(self.map(), requirement) + 10);
                if let Some(asked) = requirement.total.or(three) {
                    lines.push(Progress::Total {
                        held: mine.count_ones().min(asked),
                        asked,
                    });
                }
                lines
            }
            Objective::Destroy { target, .. } => vec![Progress::Destroy {
                target: *target,
                done: self.card_met(seat, o),
            }],
        };
        SecretProgress {
            id: o.id().to_string(),
            lines,
            met: self.card_met(seat, o),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::map::{Map, TerritoryId, members};
    use crate::engine::teg::fixtures::two_players;
    use crate::engine::teg::replay;

    #[test]
    fn the_progress_counts_each_continent_asked() {
        let g = replay(&two_players()).unwrap();
        let p = g.secret_progress(0);
        assert_eq!(p.len(), 2);
        assert_eq!(p[0].id, "occ_02");
        assert!(!p[0].met && !p[1].met);
        let europa = g.map().continent_by_slug("europa").unwrap();
        let held = (g.map().continent(europa).territories & g.countries_of(0)).count_ones();
        assert!(p[0].lines.contains(&Progress::Continent {
            continent: europa,
            held,
            asked: g.map().continent(europa).size(),
        }));
    }

    #[test]
    fn a_card_shows_met_once_its_countries_are_held() {
        // Ana is dealt all of Europa and América del Sur: occ_02 is met, occ_04 is not,
        // so with two players the match goes on (both cards make the win).
        let mut log = two_players();
        let map = Map::teg_revancha();
        let mut wanted = 0;
        for slug in ["europa", "america_del_sur"] {
            let c = map.continent_by_slug(slug).unwrap();
            wanted |= map.continent(c).territories;
        }
        for t in members(wanted) {
            log.deal.owners.insert(t, 0);
        }
        // Back to 36 each (a fair deal): Ana's other countries go to Beto as needed.
        let spare: Vec<TerritoryId> = members(map.all() & !wanted)
            .filter(|t| log.deal.owners[t] == 0)
            .collect();
        let excess = log.deal.owners.values().filter(|s| **s == 0).count() - 36;
        for t in spare.into_iter().take(excess) {
            log.deal.owners.insert(t, 1);
        }
        let g = replay(&log).unwrap();
        let p = g.secret_progress(0);
        assert!(p[0].met, "{p:?}");
        assert!(p[0].lines.iter().all(|l| match l {
            Progress::Continent { held, asked, .. } => held == asked,
            _ => false,
        }));
        assert!(!p[1].met);
        assert!(!g.secret_met(0));
    }

    #[test]
    fn no_cards_no_progress() {
        let mut log = two_players();
        log.objectives.clear();
        let g = replay(&log).unwrap();
        assert!(g.secret_progress(0).is_empty());
        assert!(g.secret_progress(5).is_empty());
    }
}
