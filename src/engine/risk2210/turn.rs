//! The turn's phases other than the invasions (§4, §6): placing the income, buying
//! commanders, stations and command cards, the fortify move and the end of the turn.

use std::collections::BTreeMap;

use super::adjust_problem::AdjustProblem;
use super::cards::Deck;
use super::pieces::Commander;
use super::{Game, MAX_STATIONS, Phase, Refusal, Stage};
use crate::engine::map::{Layer, TerritoryId, TerritorySet, members};
use crate::engine::seat::{Owner, Seat};

/// Energy for a commander (§4.2).
pub const COMMANDER_COST: u32 = 3;
/// Energy for a space station (§4.2).
pub const STATION_COST: u32 = 5;
/// Most command cards bought in a turn (§4.3).
pub const CARDS_PER_TURN: u32 = 4;

impl Game {
    /// Checks the seat is the one playing its turn and may act in `phase` (none
    /// revisited; the income placed before any later phase), then enters it.
    pub(super) fn enter(
        &mut self,
        seat: Seat,
        phase: Phase,
        action: &'static str,
    ) -> Result<(), Refusal> {
        if self.stage != Stage::Turn {
            return Err(Refusal::NotNow { action });
        }
        self.expect_seat(seat)?;
        if self.phase > phase {
            return Err(Refusal::PhasePassed { seat, action });
        }
        if phase > Phase::Income && self.income_left > 0 {
            return Err(Refusal::IncomeLeft {
                seat,
                left: self.income_left,
            });
        }
        if self.occupation.is_some() {
            return Err(Refusal::OccupyFirst);
        }
        Ok(())
    }

    pub(super) fn controls(&self, seat: Seat, t: TerritoryId) -> bool {
        self.owner[t.index()] == Some(Owner::Seat(seat))
    }

    pub(super) fn place_income(
        &mut self,
        seat: Seat,
        mods: &BTreeMap<TerritoryId, u32>,
    ) -> Result<(), Refusal> {
        self.enter(seat, Phase::Income, "place")?;
        let asked: u32 = mods.values().sum();
        if asked == 0 || asked > self.income_left {
            return Err(Refusal::TooManyMods {
                seat,
                left: self.income_left,
                asked,
            });
        }
        if let Some(&t) = mods.keys().find(|&&t| !self.controls(seat, t)) {
            return Err(Refusal::NotOwn { seat, territory: t });
        }
        for (&t, &k) in mods {
            self.mods[t.index()] += k;
        }
        self.income_left -= asked;
        Ok(())
    }

    fn pay(&mut self, seat: Seat, need: u32) -> Result<(), Refusal> {
        let have = self.energy(seat);
        if have < need {
            return Err(Refusal::NotEnoughEnergy { seat, need, have });
        }
        self.energy[usize::from(seat)] -= need;
        Ok(())
    }

    pub(super) fn buy_commander(
        &mut self,
        seat: Seat,
        commander: Commander,
        t: TerritoryId,
    ) -> Result<(), Refusal> {
        self.enter(seat, Phase::Commanders, "buy_commander")?;
        if self.commander(seat, commander).is_some() {
            return Err(Refusal::CommanderInPlay { seat, commander });
        }
        if !self.controls(seat, t) {
            return Err(Refusal::NotOwn { seat, territory: t });
        }
        self.pay(seat, COMMANDER_COST)?;
        self.phase = Phase::Commanders;
        self.commanders[usize::from(seat)][commander.index()] = Some(t);
        Ok(())
    }

    /// Checks a station of `seat` may go on `t` (land, controlled, none there, < 4).
    pub(super) fn station_allowed(&self, seat: Seat, t: TerritoryId) -> Result<(), Refusal> {
        if !self.controls(seat, t) {
            return Err(Refusal::NotOwn { seat, territory: t });
        }
        if self.layer(t) != Layer::Land || self.station[t.index()].is_some() {
            return Err(Refusal::StationThere { territory: t });
        }
        if self.stations_of(seat) >= MAX_STATIONS {
            return Err(Refusal::StationLimit { seat });
        }
        Ok(())
    }

    pub(super) fn buy_station(&mut self, seat: Seat, t: TerritoryId) -> Result<(), Refusal> {
        self.enter(seat, Phase::Commanders, "buy_station")?;
        self.station_allowed(seat, t)?;
        self.pay(seat, STATION_COST)?;
        self.phase = Phase::Commanders;
        self.station[t.index()] = Some(seat);
        Ok(())
    }

    pub(super) fn buy_cards(
        &mut self,
        seat: Seat,
        decks: &BTreeMap<Deck, u32>,
    ) -> Result<(), Refusal> {
        self.enter(seat, Phase::BuyCards, "buy_cards")?;
        if self.cards_bought {
            return Err(Refusal::CardsBoughtAlready { seat });
        }
        let asked: u32 = decks.values().sum();
        if asked == 0 || asked > CARDS_PER_TURN {
            return Err(Refusal::CardCount { seat, asked });
        }
        for (&deck, &n) in decks {
            if self.commander(seat, deck.commander()).is_none() {
                return Err(Refusal::NoCommander {
                    seat,
                    commander: deck.commander(),
                });
            }
            let left = self.decks[deck.index()];
            if n > left {
                return Err(Refusal::DeckEmpty { deck, left });
            }
        }
        self.pay(seat, asked)?;
        for (&deck, &n) in decks {
            self.decks[deck.index()] -= n;
            self.hand[usize::from(seat)][deck.index()] += n;
        }
        self.phase = Phase::BuyCards;
        self.cards_bought = true;
        Ok(())
    }

    /// The territories a fortify move from `from` may reach: chains of own territories
    /// (station-only ones included), each landing site joined to each own station (§6).
    pub fn reachable(&self, seat: Seat, from: TerritoryId) -> TerritorySet {
        let mine = self.territories_of(seat);
        let stations: TerritorySet = members(mine)
            .filter(|t| self.station[t.index()] == Some(seat))
            .fold(0, |m, t| m | t.bit());
        let sites: TerritorySet = members(mine)
            .filter(|&t| self.is_landing_site(t))
            .fold(0, |m, t| m | t.bit());
        let mut reached = from.bit();
        let mut frontier = reached;
        while frontier != 0 {
            let mut next = 0;
            for t in members(frontier) {
                next |= self.map.neighbour_set(t);
                if stations & t.bit() != 0 {
                    next |= sites;
                }
                if sites & t.bit() != 0 {
                    next |= stations;
                }
            }
            frontier = next & mine & !reached;
            reached |= frontier;
        }
        reached & !from.bit()
    }

    /// Moves units between two own territories (fortify, occupation): checks the
    /// commanders are there and a unit stays, then moves.
    pub(super) fn move_units(
        &mut self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
        mods: u32,
        commanders: &[Commander],
    ) -> Result<(), Refusal> {
        for &c in commanders {
            if self.commander(seat, c) != Some(from) {
                return Err(Refusal::CommanderAbsent { seat, commander: c });
            }
        }
        let moving = mods + u32::try_from(commanders.len()).unwrap_or(u32::MAX);
        if mods > self.mods[from.index()] || moving >= self.units(from) {
            return Err(Refusal::LeaveOne { territory: from });
        }
        self.mods[from.index()] -= mods;
        self.mods[to.index()] += mods;
        for &c in commanders {
            self.commanders[usize::from(seat)][c.index()] = Some(to);
        }
        self.owner[to.index()] = Some(Owner::Seat(seat));
        Ok(())
    }

    pub(super) fn fortify(
        &mut self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
        mods: u32,
        commanders: &[Commander],
    ) -> Result<(), Refusal> {
        self.enter(seat, Phase::Fortify, "fortify")?;
        self.may_close_invasion()?;
        if self.fortified {
            return Err(Refusal::FortifiedAlready);
        }
        if !self.controls(seat, from) {
            return Err(Refusal::NotOwn {
                seat,
                territory: from,
            });
        }
        if !self.controls(seat, to) {
            return Err(Refusal::NotOwn {
                seat,
                territory: to,
            });
        }
        if self.reachable(seat, from) & to.bit() == 0 {
            return Err(Refusal::NotConnected { from, to });
        }
        self.move_units(seat, from, to, mods, commanders)?;
        self.invasion = None;
        self.phase = Phase::Fortify;
        self.fortified = true;
        Ok(())
    }

    pub(super) fn end_turn(&mut self, seat: Seat) -> Result<(), Refusal> {
        self.enter(seat, Phase::Fortify, "end_turn")?;
        if self.income_left > 0 {
            return Err(Refusal::IncomeLeft {
                seat,
                left: self.income_left,
            });
        }
        self.may_close_invasion()?;
        self.settle_turn_cards();
        self.next_turn();
        Ok(())
    }

    pub(super) fn referee_adjust(
        &mut self,
        mods: &BTreeMap<TerritoryId, i32>,
        energy: &BTreeMap<Seat, i32>,
        reason: &str,
    ) -> Result<(), Refusal> {
        if reason.trim().is_empty() {
            return Err(Refusal::BadAdjust {
                reason: AdjustProblem::NoReason,
            });
        }
        if self.stage == Stage::Finished {
            return Err(Refusal::Finished);
        }
        for (&t, &d) in mods {
            let now = i64::from(self.mods[t.index()]) + i64::from(d);
            let held = self.owner[t.index()].is_some();
            if now < 0 {
                return Err(Refusal::BadAdjust {
                    reason: AdjustProblem::ModsBelowZero {
                        territory: t,
                        mods: now,
                    },
                });
            }
            if d > 0 && !held {
                return Err(Refusal::BadAdjust {
                    reason: AdjustProblem::ModsOfNobody { territory: t },
                });
            }
        }
        for (&s, &d) in energy {
            let Some(&have) = self.energy.get(usize::from(s)) else {
                return Err(Refusal::BadAdjust {
                    reason: AdjustProblem::EnergyStranger { seat: s },
                });
            };
            let left = i64::from(have) + i64::from(d);
            if left < 0 {
                return Err(Refusal::BadAdjust {
                    reason: AdjustProblem::EnergyBelowZero {
                        seat: s,
                        energy: left,
                    },
                });
            }
        }
        for (&t, &d) in mods {
            self.mods[t.index()] = self.mods[t.index()].saturating_add_signed(d);
            self.settle(t);
        }
        for (&s, &d) in energy {
            let e = &mut self.energy[usize::from(s)];
            *e = e.saturating_add_signed(d);
        }
        for s in self.active() {
            self.check_elimination(s);
        }
        Ok(())
    }
}
