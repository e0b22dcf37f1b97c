//! The years (§3): the bidding that sets each year's turn order, the turns in marker
//! order, the income at the start of a turn (§4.1) and the end after the last year.

use std::collections::{BTreeMap, BTreeSet};

use super::{Game, Phase, Refusal, Stage};
use crate::engine::seat::{Owner, Seat};

/// One line of a turn's income (§4.1), as the app shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Income {
    /// From the territory count: max(3, T / 3), MODs and energy each.
    pub territories: u32,
    /// From continents and colonies controlled: MODs and energy each.
    pub regions: u32,
    /// 1 MOD per own station, placed on the station by the engine.
    pub stations: u32,
}

impl Game {
    /// The income of a seat now (§4.1).
    pub fn income(&self, seat: Seat) -> Income {
        let mine = self.territories_of(seat);
        Income {
            territories: (mine.count_ones() / 3).max(3),
            regions: self.region_bonus(seat),
            stations: self.stations_of(seat),
        }
    }

    /// The bonus of every continent and colony the seat controls: each of its
    /// non-devastated territories (§1).
    pub fn region_bonus(&self, seat: Seat) -> u32 {
        let mine = self.territories_of(seat);
        self.map
            .continents()
            .filter(|(_, c)| {
                let need = c.territories & !self.devastated;
                need != 0 && need & mine == need
            })
            .map(|(_, c)| c.bonus)
            .sum()
    }

    pub(super) fn year_start(
        &mut self,
        bids: &BTreeMap<Seat, u32>,
        tie_rolls: &BTreeMap<Seat, u8>,
        markers: &BTreeMap<Seat, u32>,
    ) -> Result<(), Refusal> {
        if self.stage != Stage::Bidding {
            return Err(Refusal::NotNow {
                action: "year_start",
            });
        }
        let active = self.active();
        let seats: BTreeSet<Seat> = active.iter().copied().collect();
        if bids.keys().copied().collect::<BTreeSet<_>>() != seats {
            return Err(Refusal::BidSeats);
        }
        for (&seat, &bid) in bids {
            let energy = self.energy(seat);
            if bid > energy {
                return Err(Refusal::BidTooHigh { seat, bid, energy });
            }
        }
        // Tied bidders: each needs a roll, different from the others tied with them
        // (players still tied re-roll; the log keeps the deciding faces).
        for (&seat, &bid) in bids {
            let tied: Vec<Seat> = bids
                .iter()
                .filter(|&(&s, &b)| b == bid && s != seat)
                .map(|(&s, _)| s)
                .collect();
            if tied.is_empty() {
                continue;
            }
            let Some(&face) = tie_rolls.get(&seat).filter(|f| (1..=6).contains(*f)) else {
                return Err(Refusal::TieRolls { seat });
            };
            if tied.iter().any(|s| tie_rolls.get(s) == Some(&face)) {
                return Err(Refusal::TieRolls { seat });
            }
        }
        let n = u32::try_from(active.len()).unwrap_or(0);
        let taken: BTreeSet<u32> = markers.values().copied().collect();
        if markers.keys().copied().collect::<BTreeSet<_>>() != seats
            || taken != (1..=n).collect::<BTreeSet<_>>()
        {
            return Err(Refusal::BadMarkers);
        }
        for (&seat, &bid) in bids {
            self.energy[usize::from(seat)] -= bid;
        }
        let mut order: Vec<Seat> = active;
        order.sort_by_key(|s| markers.get(s).copied().unwrap_or(u32::MAX));
        self.order = order;
        self.turn_index = 0;
        self.start_turn();
        Ok(())
    }

    /// The turn of `order[turn_index]` begins: its income (§4.1).
    fn start_turn(&mut self) {
        self.stage = Stage::Turn;
        self.current = self.order[self.turn_index];
        self.phase = Phase::Income;
        self.cards_bought = false;
        self.invaded = false;
        self.invasion = None;
        self.occupation = None;
        self.captures = 0;
        self.bonus_pending = false;
        self.fortified = false;
        self.cards.new_turn();
        let seat = self.current;
        let income = self.income(seat);
        let gain = income.territories + income.regions;
        self.energy[usize::from(seat)] += gain;
        self.income_left = gain;
        for t in self.map.territory_ids() {
            if self.station[t.index()] == Some(seat) {
                self.mods[t.index()] += 1;
                self.owner[t.index()] = Some(Owner::Seat(seat));
            }
        }
    }

    /// Ends the current turn; the next player's begins, or the year (and maybe the
    /// match) ends.
    pub(super) fn next_turn(&mut self) {
        self.invasion = None;
        self.occupation = None;
        loop {
            self.turn_index += 1;
            let Some(&seat) = self.order.get(self.turn_index) else {
                break;
            };
            if !self.is_eliminated(seat) {
                self.start_turn();
                return;
            }
        }
        self.cards.new_turn();
        if self.year >= self.last_year() {
            self.stage = Stage::Finished;
        } else {
            self.year += 1;
            self.stage = Stage::Bidding;
        }
    }
}
