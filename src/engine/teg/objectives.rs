//! The objectives (§15): the common one (45 countries held alone) and the 19 secret cards
//! of the seed as data, plus the 20th the organizer may write in the settings. Checked
//! from the board after every action (`check_victory`).

use serde_json::Value;

use std::sync::OnceLock;

use super::{COLOURS, Game, Seat, WinReason, seat_at};
use crate::engine::map::{ContinentId, Map, TerritorySet};

mod progress;

pub use progress::{Progress, SecretProgress};

/// What an occupation card asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Requirement {
    /// (continent index, countries needed; `None` = all of it).
    pub parts: Vec<(u8, Option<u32>)>,
    /// Islands spread over continents: (count, continents), occ_11.
    pub islands: Option<(u32, u32)>,
    /// Countries anywhere, occ_12.
    pub total: Option<u32>,
}

/// One secret objective, resolved for its holder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Objective {
    /// Occupy what the card says.
    Occupy {
        /// The card's id.
        id: String,
        /// What it asks.
        requirement: Requirement,
    },
    /// Destroy a seat; `target: None` once it is gone by another hand (then the common
    /// objective is the holder's only one).
    Destroy {
        /// The card's id.
        id: String,
        /// The seat to destroy.
        target: Option<Seat>,
    },
}

impl Objective {
    /// The card's id.
    pub fn id(&self) -> &str {
        match self {
            Objective::Occupy { id, .. } | Objective::Destroy { id, .. } => id,
        }
    }
}

/// The seed's 12 occupation cards: (id, [(continent slug, count or 0 = all)], islands, total).
type Card = (&'static str, &'static [(&'static str, u32)], bool, u32);
const OCCUPY: [Card; 12] = [
    (
        "occ_01",
        &[
            ("america_del_norte", 4),
            ("europa", 4),
            ("asia", 4),
            ("america_del_sur", 3),
            ("america_central", 3),
            ("africa", 3),
            ("oceania", 3),
        ],
        false,
        0,
    ),
    ("occ_02", &[("europa", 0), ("america_del_sur", 0)], false, 0),
    (
        "occ_03",
        &[("america_del_norte", 0), ("oceania", 0), ("africa", 5)],
        false,
        0,
    ),
    ("occ_04", &[("asia", 0), ("america_central", 0)], false, 0),
    (
        "occ_05",
        &[("america_del_norte", 0), ("asia", 8), ("europa", 4)],
        false,
        0,
    ),
    (
        "occ_06",
        &[
            ("oceania", 0),
            ("asia", 6),
            ("africa", 6),
            ("america_del_norte", 6),
        ],
        false,
        0,
    ),
    (
        "occ_07",
        &[
            ("america_central", 0),
            ("america_del_sur", 6),
            ("europa", 6),
            ("asia", 6),
        ],
        false,
        0,
    ),
    (
        "occ_08",
        &[("america_del_sur", 0), ("africa", 0), ("asia", 8)],
        false,
        0,
    ),
    (
        "occ_09",
        &[
            ("oceania", 0),
            ("africa", 0),
            ("america_central", 4),
            ("asia", 4),
        ],
        false,
        0,
    ),
    (
        "occ_10",
        &[("europa", 0), ("asia", 4), ("america_del_sur", 4)],
        false,
        0,
    ),
    (
        "occ_11",
        &[("africa", 0), ("europa", 4), ("asia", 4)],
        true,
        0,
    ),
    ("occ_12", &[], false, 35),
];

/// Every objective id a log may name (the 20th only with its setting).
pub fn known_ids() -> Vec<String> {
    let mut ids: Vec<String> = OCCUPY.iter().map(|c| c.0.to_string()).collect();
    ids.extend(COLOURS.iter().map(|c| format!("destroy_{c}")));
    ids.push("destroy_left".into());
    ids.push("unknown_20".into());
    ids
}

/// True for the cards withdrawn with 2 or 3 players (§15.5).
pub fn withdrawn_for_few(id: &str) -> bool {
    id.starts_with("destroy_") || id == "occ_12"
}

/// The requirement of an occupation card id, or of the 20th card written in the settings
/// as `{"<continent>": n or "all", "total": n}`.
pub fn requirement(map: &Map, id: &str, card_20: Option<&Value>) -> Option<Requirement> {
    if id == "unknown_20" {
        let Value::Object(o) = card_20? else {
            return None;
        };
        let mut req = Requirement {
            parts: Vec::new(),
            islands: None,
            total: None,
        };
        for (k, v) in o {
            if k == "total" {
                req.total = Some(u32::try_from(v.as_u64()?).ok()?);
                continue;
            }
            let c = map.continent_by_slug(k)?.0;
            let need = match v {
                Value::String(s) if s == "all" => None,
                _ => Some(u32::try_from(v.as_u64()?).ok()?),
            };
            req.parts.push((c, need));
        }
        return Some(req);
    }
    let card = OCCUPY.iter().find(|c| c.0 == id)?;
    let parts = card
        .1
        .iter()
        .map(|(slug, n)| {
            let c = map.continent_by_slug(slug).map_or(u8::MAX, |c| c.0);
            (c, (*n > 0).then_some(*n))
        })
        .collect();
    Some(Requirement {
        parts,
        islands: card.2.then_some((6, 3)),
        total: (card.3 > 0).then_some(card.3),
    })
}

/// The board's island countries (occ_11 counts them), as a set, computed once.
pub(super) fn islands() -> TerritorySet {
    static ISLANDS: OnceLock<TerritorySet> = OnceLock::new();
    *ISLANDS.get_or_init(|| {
        let map = Map::teg_revancha();
        map.territory_ids()
            .filter(|t| map.territory(*t).island)
            .fold(0, |set, t| set | t.bit())
    })
}

/// How many countries the card names (§15.5, three players need 10 more).
pub fn named(map: &Map, req: &Requirement) -> u32 {
    let parts: u32 = req
        .parts
        .iter()
        .map(|(c, n)| {
            n.unwrap_or_else(|| map.continent(crate::engine::map::ContinentId(*c)).size())
        })
        .sum();
    parts + req.islands.map_or(0, |i| i.0) + req.total.unwrap_or(0)
}

/// One continent as an occupation card reads it for a seat (§15.3).
pub(super) struct ContinentTally {
    /// The continent.
    pub continent: ContinentId,
    /// The seat's countries on it.
    pub held: u32,
    /// The countries the card asks on it; `None` when the card names no part of it.
    pub asked: Option<u32>,
    /// The seat's islands on it beyond what the card asks there: these count toward
    /// the card's islands (occ_11).
    pub spare_islands: u32,
}

impl Game {
    /// Each continent as the card reads the countries `mine`: whether the card is met
    /// and how far along it is are both read from this.
    pub(super) fn tallies<'a>(
        &'a self,
        mine: TerritorySet,
        req: &'a Requirement,
    ) -> impl Iterator<Item = ContinentTally> + 'a {
        self.map().continents().map(move |(continent, c)| {
            let held = (c.territories & mine).count_ones();
            let asked = req
                .parts
                .iter()
                .find(|(p, _)| *p == continent.0)
                .map(|(_, n)| n.unwrap_or(c.size()));
            let spare_islands = (c.territories & mine & islands())
                .count_ones()
                .min(held.saturating_sub(asked.unwrap_or(0)));
            ContinentTally {
                continent,
                held,
                asked,
                spare_islands,
            }
        })
    }

    /// True when the seat's countries fulfil the card (§15.3).
    fn occupies(&self, seat: Seat, req: &Requirement) -> bool {
        let mine = self.owned[usize::from(seat)];
        if req.total.is_some_and(|t| mine.count_ones() < t) {
            return false;
        }
        let mut island_units = 0;
        let mut island_continents = 0;
        for c in self.tallies(mine, req) {
            if c.held < c.asked.unwrap_or(0) {
                return false;
            }
            island_units += c.spare_islands;
            island_continents += u32::from(c.spare_islands > 0);
        }
        req.islands
            .is_none_or(|(n, k)| island_units >= n && island_continents >= k)
    }

    /// True when the seat has fulfilled its secret objective(s) (both with 2 players).
    pub(super) fn secret_met(&self, seat: Seat) -> bool {
        let mine = &self.objectives[usize::from(seat)];
        !mine.is_empty() && mine.iter().all(|o| self.card_met(seat, o))
    }

    /// True when one of the seat's cards is fulfilled now (§15.3; three players need 10
    /// countries more than an occupation card names, §15.5).
    pub(super) fn card_met(&self, seat: Seat, o: &Objective) -> bool {
        match o {
            Objective::Occupy { requirement, .. } => {
                self.occupies(seat, requirement)
                    && (self.players.len() != 3
                        || self.owned[usize::from(seat)].count_ones()
                            >= named(self.map(), requirement) + 10)
            }
            Objective::Destroy { target, .. } => target.is_some_and(|t| {
                self.eliminated
                    .iter()
                    .any(|(gone, by)| *gone == t && *by == seat)
            }),
        }
    }

    /// After an elimination by someone else, destruction cards aimed at it fall back to
    /// the common objective (§15.4).
    pub(super) fn retarget(&mut self, gone: Seat, by: Seat) {
        for (holder, list) in self.objectives.iter_mut().enumerate() {
            for o in list.iter_mut() {
                if let Objective::Destroy { target, .. } = o
                    && *target == Some(gone)
                    && seat_at(holder) != by
                {
                    *target = None;
                }
            }
        }
    }

    /// Marks a seat whose countries held alone (or whose eliminations) changed: the next
    /// objective check reads it.
    pub(super) fn countries_changed(&mut self, seat: Seat) {
        self.changed_seats |= 1 << seat;
    }

    /// §15.6: after every action, the first fulfilment ends the match. Only the seats
    /// marked since the last check are read: every other seat was read after its last
    /// change and fell short, and nothing else moves it closer (a destruction card
    /// retargeted by another's elimination only falls back to the common objective).
    pub(super) fn check_victory(&mut self, actor: Option<Seat>) {
        // A conquest is complete with its move-in (§7.5): the check waits for it.
        if self.winner.is_some()
            || self.changed_seats == 0
            || self.occupation.is_some()
            || matches!(self.stage, super::Stage::Placement(_))
        {
            return;
        }
        let changed = std::mem::take(&mut self.changed_seats);
        let n = self.players.len();
        let met = |s: Seat| -> Option<WinReason> {
            if changed & (1 << s) == 0 || self.is_eliminated(s) {
                return None;
            }
            if self.secret_met(s) {
                Some(WinReason::Secret)
            } else if self.owned[usize::from(s)].count_ones() >= self.settings.common_objective {
                Some(WinReason::Common)
            } else {
                None
            }
        };
        let order = actor
            .into_iter()
            .chain((0..n).map(|k| seat_at((usize::from(self.current) + k) % n)));
        for s in order {
            if let Some(reason) = met(s) {
                self.winner = Some((s, reason));
                self.stage = super::Stage::Finished;
                self.occupation = None;
                return;
            }
        }
    }

    /// The sealed objectives, by seat (for the referee and the end).
    pub fn objectives(&self) -> &[Vec<Objective>] {
        &self.objectives
    }
}
