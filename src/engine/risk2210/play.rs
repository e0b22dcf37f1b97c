//! Playing a command card (§4.4, §10): the checks every card gets (held, its deck's
//! commander in play, its cost, its moment) and the effects the engine applies. A card
//! whose effect is not built yet is refused with a sentence saying so (`card_not_built`):
//! the referee records what the table did with `referee_adjust` instead.

use super::cards::{Card, Deck, Timing, find};
use super::{Game, Phase, Refusal, Stage};
use crate::engine::log::{Owner, Seat};
use crate::engine::map::{Layer, TerritoryId};

/// Score for each Colony Influence played at the end (§8).
pub const COLONY_INFLUENCE: u32 = 3;

impl Game {
    /// Checks the card may be played by `seat` now (every check but the effect's own).
    pub fn card_playable(&self, seat: Seat, card: &Card) -> Result<(), Refusal> {
        let s = usize::from(seat);
        if s >= self.seats || self.is_eliminated(seat) {
            return Err(Refusal::NotYourTurn {
                seat,
                expected: self.current(),
            });
        }
        if self.hand[s][card.deck.index()] == 0 {
            return Err(Refusal::NoCardHeld {
                seat,
                deck: card.deck,
            });
        }
        let commander = card.deck.commander();
        if self.commander(seat, commander).is_none() {
            return Err(Refusal::NoCommander { seat, commander });
        }
        let have = self.energy(seat);
        if have < card.cost {
            return Err(Refusal::NotEnoughEnergy {
                seat,
                need: card.cost,
                have,
            });
        }
        let timing = || Refusal::CardTiming {
            seat,
            card: card.id.into(),
        };
        let target = self.invasion.as_ref().map(|i| i.to);
        let ok = match card.timing {
            Timing::Before => {
                self.stage == Stage::Turn
                    && seat == self.current
                    && self.phase <= Phase::PlayCards
                    && !self.invaded
                    && self.income_left == 0
            }
            Timing::ReactOwn => {
                seat != self.current && target.is_some_and(|t| self.controls(seat, t))
            }
            Timing::ReactAny => {
                seat != self.current
                    && target.is_some_and(|t| self.units(t) > 0 && self.owner(t).is_some())
            }
            Timing::End => {
                self.stage == Stage::Turn && seat == self.current && self.occupation.is_none()
            }
            Timing::Game => self.stage == Stage::Finished,
        };
        if !ok {
            return Err(timing());
        }
        Ok(())
    }

    pub(super) fn play_card(
        &mut self,
        seat: Seat,
        deck: Deck,
        id: &str,
        territory: Option<TerritoryId>,
    ) -> Result<(), Refusal> {
        let Some(card) = find(deck, id) else {
            return Err(Refusal::UnknownCard {
                deck,
                card: id.into(),
            });
        };
        self.card_playable(seat, card)?;
        let not_built = || Refusal::CardNotBuilt {
            card: card.id.into(),
        };
        let layer = match deck {
            Deck::Naval => Layer::Sea,
            Deck::Space => Layer::Moon,
            _ => Layer::Land,
        };
        let target = self.invasion.as_ref().map(|i| (i.from, i.to));
        // Check the effect, then pay, then apply.
        match card.id {
            "assemble_mods" => match territory {
                Some(t) if self.controls(seat, t) && self.layer(t) == layer => {}
                _ => {
                    return Err(Refusal::CardTarget {
                        seat,
                        card: card.id.into(),
                    });
                }
            },
            "colony_influence" | "armageddon" | "energy_crisis" | "stealth_mods" => {}
            "land_death_trap" | "water_death_trap" | "orbital_mines" => {}
            _ => return Err(not_built()),
        }
        if matches!(
            card.id,
            "stealth_mods" | "land_death_trap" | "water_death_trap" | "orbital_mines"
        ) && !target.is_some_and(|(_, to)| self.layer(to) == layer)
        {
            return Err(Refusal::CardTiming {
                seat,
                card: card.id.into(),
            });
        }
        self.energy[usize::from(seat)] -= card.cost;
        self.hand[usize::from(seat)][deck.index()] -= 1;
        if card.timing == Timing::Before {
            self.phase = Phase::PlayCards;
        }
        match (card.id, territory, target) {
            ("assemble_mods", Some(t), _) => self.mods[t.index()] += 3,
            ("colony_influence", _, _) => self.card_points[usize::from(seat)] += COLONY_INFLUENCE,
            ("energy_crisis", _, _) => {
                for other in self.active().into_iter().filter(|&o| o != seat) {
                    if self.energy[usize::from(other)] > 0 {
                        self.energy[usize::from(other)] -= 1;
                        self.energy[usize::from(seat)] += 1;
                    }
                }
            }
            ("stealth_mods", _, Some((_, to))) => {
                // The MODs are the defending owner's (the neutral's on a neutral target).
                if matches!(
                    self.owner[to.index()],
                    Some(Owner::Seat(_) | Owner::Neutral)
                ) {
                    self.mods[to.index()] += 3;
                }
            }
            (_, _, Some((from, _))) if card.timing == Timing::ReactOwn => {
                // Death traps and Orbital Mines: half the source's MODs, rounded up.
                let m = self.mods[from.index()];
                self.mods[from.index()] = m - m.div_ceil(2);
                self.settle(from);
                self.check_elimination(self.current);
            }
            _ => {}
        }
        Ok(())
    }
}
