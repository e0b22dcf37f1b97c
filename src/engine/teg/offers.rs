//! What the console may offer beyond the shared [`crate::engine::table::Choices`]: the
//! situation cards still in the deck, the crisis dice, the missiles that may fire (with
//! their distance and damage), armies that may become missiles, the card step's due
//! cards and bonuses, and the trade's hand with its figures (each seat's progress towards
//! its secret objective is `objectives::progress`'s). Each reader asks the same rules the actions obey, so
//! the console offers only what the engine would accept.

use super::cards::trade_value;
use super::placing::MISSILE_ARMIES;
use super::{COLOURS, Figure, Game, HAND_LIMIT, Seat, SituationCard, Stage, Step, seat_at};
use crate::engine::map::{ContinentId, TerritoryId, members};

/// One missile shot the seat may fire now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MissileChoice {
    /// The own country holding the missile.
    pub from: TerritoryId,
    /// The target.
    pub to: TerritoryId,
    /// Borders between them (1 to 3).
    pub distance: u32,
    /// Armies it takes (3, 2 or 1).
    pub damage: u32,
}

/// What the card step (after the attacks) may still record.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CardStep {
    /// A country card is due (the referee enters which was drawn).
    pub draw: bool,
    /// Continent cards that may be claimed.
    pub continents: Vec<ContinentId>,
    /// Own countries whose card in hand may give its 3 armies.
    pub bonus: Vec<TerritoryId>,
}

/// The secret objective cards a table of `seats` plays with (§15.5: two or three
/// players leave out the destruction cards and `occ_12`; the 20th only when the
/// organizer wrote it).
pub fn objective_deck(seats: usize, with_20: bool) -> Vec<String> {
    super::objectives::known_ids()
        .into_iter()
        .filter(|id| !(seats <= 3 && super::objectives::withdrawn_for_few(id)))
        .filter(|id| with_20 || id != "unknown_20")
        .collect()
}

/// How many secret objectives each seat holds (two each with two players, §15.5).
pub fn objectives_per_seat(seats: usize) -> usize {
    if seats == 2 { 2 } else { 1 }
}

impl Game {
    /// True while the seat to act has placed what it owed and may fight (the attack
    /// step, or the incorporation with nothing left that could be placed).
    fn may_fight(&self) -> bool {
        match self.stage {
            Stage::Turn(Step::Incorporation) => {
                self.placeable_due() == 0 && (self.traded_this_turn || !self.trade_required)
            }
            Stage::Turn(Step::Attack) => true,
            _ => false,
        }
    }

    /// Every missile shot the seat to act may fire now (§8.3), nearest first.
    pub fn missile_choices(&self) -> Vec<MissileChoice> {
        let seat = self.current;
        if self.occupation.is_some() || !self.may_fight() {
            return Vec::new();
        }
        let mut out = Vec::new();
        for from in members(self.owned[usize::from(seat)]) {
            let mine = self.missiles[from.index()];
            if mine == 0 {
                continue;
            }
            for to in self.map().territory_ids() {
                let Some(distance) = self.distance(from, to, 3, &[]) else {
                    continue;
                };
                let Ok(defender) = self.fire_allowed(seat, from, to, None) else {
                    continue;
                };
                let damage = 4 - distance;
                let fits = self.armies[to.index()] > damage && mine > self.missiles[to.index()];
                if fits
                    && self
                        .overflown_pact(seat, defender, from, to, distance)
                        .is_none()
                {
                    out.push(MissileChoice {
                        from,
                        to,
                        distance,
                        damage,
                    });
                }
            }
        }
        out.sort_by_key(|m| (m.from, m.distance, m.to));
        out
    }

    /// Own countries whose armies may become missiles now, with the most missiles each
    /// (§8.1: 6 armies a missile, one army stays).
    pub fn convert_choices(&self) -> Vec<(TerritoryId, u32)> {
        let placing = matches!(
            self.stage,
            Stage::Placement(_) | Stage::Extra | Stage::Turn(Step::Incorporation)
        );
        if !placing || self.occupation.is_some() {
            return Vec::new();
        }
        let circuit = matches!(self.stage, Stage::Placement(_));
        members(self.owned[usize::from(self.current)])
            .filter(|t| circuit || !self.blockaded(*t))
            .map(|t| {
                (
                    t,
                    (self.armies[t.index()].saturating_sub(1)) / MISSILE_ARMIES,
                )
            })
            .filter(|(_, n)| *n > 0)
            .collect()
    }

    /// The situation cards the opener may reveal now: each card with copies left, and
    /// descanso once per colour not yet rested since the last reshuffle.
    pub fn situation_choices(&self) -> Vec<(SituationCard, Option<&'static str>)> {
        if self.stage != Stage::Situation {
            return Vec::new();
        }
        let total: u32 = self.revealed.iter().map(|&c| u32::from(c)).sum();
        let fresh = total >= 50;
        let mut out = Vec::new();
        for card in SituationCard::ALL {
            if card == SituationCard::Descanso {
                for (i, c) in COLOURS.iter().enumerate() {
                    if fresh || self.revealed_rest & (1 << i) == 0 {
                        out.push((card, Some(*c)));
                    }
                }
            } else if fresh || self.revealed[card as usize] < card.copies() {
                out.push((card, None));
            }
        }
        out
    }

    /// The seats that roll a die after a crisis card (those still in the game).
    pub fn crisis_seats(&self) -> Vec<Seat> {
        if self.stage != Stage::CrisisRolls {
            return Vec::new();
        }
        (0..self.players.len())
            .map(seat_at)
            .filter(|s| !self.is_eliminated(*s))
            .collect()
    }

    /// Seats a crisis keeps from drawing this round.
    pub fn crisis_excluded(&self) -> Vec<Seat> {
        (0..self.players.len())
            .map(seat_at)
            .filter(|s| self.crisis_excluded & (1 << s) != 0)
            .collect()
    }

    /// What the card step may still record for the seat to act (empty outside it).
    pub fn card_step_due(&self) -> CardStep {
        let seat = self.current;
        let s = usize::from(seat);
        let placed = match self.stage {
            Stage::Turn(Step::Incorporation) => self.may_fight(),
            Stage::Turn(_) => true,
            _ => false,
        };
        if !placed || self.occupation.is_some() {
            return CardStep::default();
        }
        let needed = if self.trades[s] >= 3 { 2 } else { 1 };
        let draw = !self.drawn
            && self.conquests >= needed
            && self.crisis_excluded & (1 << seat) == 0
            && self.hands[s].count_ones() < HAND_LIMIT;
        let continents = self
            .map()
            .continents()
            .filter(|(cid, c)| {
                let bit = 1u8 << cid.0;
                self.owned[s] & c.territories == c.territories
                    && (self.continent_used[s] | self.continent_cards[s]) & bit == 0
                    && (self.conquered & c.territories != 0 || self.continent_due[s] & bit != 0)
            })
            .map(|(cid, _)| cid)
            .collect();
        let bonus = members(self.hands[s] & self.owned[s] & !self.bonus_taken[s])
            .filter(|t| !self.blockaded(*t))
            .collect();
        CardStep {
            draw,
            continents,
            bonus,
        }
    }

    /// Country cards nobody holds: those the referee may enter as drawn.
    pub fn cards_in_deck(&self) -> Vec<TerritoryId> {
        let held = self.hands.iter().fold(0u128, |m, h| m | h);
        members(self.map().all() & !held).collect()
    }

    /// The figures of a country card, if known (the map's, or entered at a trade).
    pub fn card_figures(&self, t: TerritoryId) -> Option<Vec<Figure>> {
        self.known_figures(t)
    }

    /// What the seat's next trade is worth (§6.3).
    pub fn next_trade_value(&self, seat: Seat) -> u32 {
        trade_value(self.trades[usize::from(seat)] + 1)
    }

    /// The armies of whole continents still to place inside them this turn.
    pub fn continent_pools(&self) -> Vec<(ContinentId, u32)> {
        self.map()
            .continents()
            .map(|(cid, _)| (cid, self.continent_pool[usize::from(cid.0)]))
            .filter(|(_, n)| *n > 0)
            .collect()
    }

    /// The countries held alone that win at once (the common objective).
    pub fn common_objective(&self) -> u32 {
        self.settings.common_objective
    }

    /// The match settings.
    pub fn settings(&self) -> &super::Settings {
        &self.settings
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::teg::fixtures::two_players;
    use crate::engine::teg::replay;

    #[test]
    fn nothing_fires_or_is_drawn_during_the_placement_circuits() {
        let g = replay(&two_players()).unwrap();
        assert!(g.missile_choices().is_empty());
        assert_eq!(g.card_step_due(), CardStep::default());
        assert!(g.situation_choices().is_empty());
        assert_eq!(g.cards_in_deck().len(), 72);
    }
}
