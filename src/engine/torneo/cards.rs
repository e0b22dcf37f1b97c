//! Cards (§3.1): the RTU set values (8 for three alike, 10 for one of each, 12 for a
//! jolly with two alike; no other set), 2 more per card showing a territory the player
//! owns, placed freely; the discard pile reshuffled into the deck when it runs out; the
//! turn's card drawn at its end. Cards are classic's, with the map's symbols.

use super::{Game, Refusal};
use crate::engine::classic::{Card, CardProblem, SYMBOLS, card_positions};
use crate::engine::map::Map;
use crate::engine::seat::Seat;

impl Game {
    /// Cards in the seat's hand.
    pub fn cards(&self, seat: Seat) -> u32 {
        self.hands.get(usize::from(seat)).copied().unwrap_or(0)
    }

    /// Cards in the deck.
    pub fn deck(&self) -> u32 {
        self.deck
    }

    /// Cards in the discard pile.
    pub fn discards(&self) -> u32 {
        self.discards.count_ones()
    }

    /// True if the card (0–41 territory, 42–43 jolly) is in the discard pile.
    pub fn card_discarded(&self, card_index: usize) -> bool {
        self.discards & (1u64 << card_index) != 0
    }

    /// True if the seat to act may trade now.
    pub fn may_trade(&self) -> bool {
        let limit_left = self
            .settings
            .sets_per_turn
            .is_none_or(|l| self.turn.traded < l);
        self.turn.reinforcing
            && self.turn.pending.is_none()
            && !self.turn.awaiting_sdadata
            && self.cards(self.current) >= 3
            && limit_left
    }

    /// The armies a set is worth to `seat` now: the set's value plus the bonus for each
    /// card showing a territory it owns; `None` if the cards are not a set.
    pub fn set_worth(&self, seat: Seat, cards: &[Card]) -> Option<u32> {
        let value = self.set_value(cards)?;
        let owned = self.owned[usize::from(seat)];
        let shown = cards
            .iter()
            .filter(|c| matches!(c, Card::Territory(t) if owned & t.bit() != 0))
            .count();
        Some(value + self.settings.card_territory_bonus * u32::try_from(shown).unwrap_or(0))
    }

    /// The value of the three cards as a set under the settings, `None` if not a set.
    fn set_value(&self, cards: &[Card]) -> Option<u32> {
        let map = Map::risiko();
        let mut symbols = Vec::with_capacity(3);
        let mut jolly = 0;
        for card in cards {
            match card {
                Card::Jolly => jolly += 1,
                Card::Territory(t) => {
                    let word = map.territory(*t).card.as_deref()?;
                    symbols.push(SYMBOLS.iter().position(|s| *s == word)?);
                }
            }
        }
        let s = &self.settings;
        match (jolly, symbols.as_slice()) {
            (0, [a, b, c]) if a == b && b == c => Some(s.set_same),
            (0, [a, b, c]) if a != b && b != c && a != c => Some(s.set_mixed),
            (1, [a, b]) if a == b => Some(s.set_jolly),
            _ => None,
        }
    }

    /// §3.1: one set traded in the reinforcement phase.
    pub(super) fn trade(&mut self, seat: Seat, cards: &[Card]) -> Result<(), Refusal> {
        self.still_reinforcing()?;
        if cards.len() != 3 {
            return Err(Refusal::TradeThreeCards { got: cards.len() });
        }
        if let Some(limit) = self.settings.sets_per_turn
            && self.turn.traded >= limit
        {
            return Err(Refusal::TooManySets { limit });
        }
        let s = usize::from(seat);
        if self.hands[s] < 3 {
            return Err(Refusal::NotEnoughCards {
                have: self.hands[s],
            });
        }
        let indices = self.card_indices(cards)?;
        let value = self.set_value(cards).ok_or(Refusal::InvalidSet)?;
        let worth = self.set_worth(seat, cards).unwrap_or(value);
        for i in indices {
            self.discards |= 1u64 << i;
        }
        self.hands[s] -= 3;
        self.turn.traded += 1;
        if self.settings.bonus_placement == "on_territory" {
            // Each card showing an own territory puts its 2 on that territory.
            self.turn.general += value;
            let owned = self.owned[s];
            for card in cards {
                if let Card::Territory(t) = card
                    && owned & t.bit() != 0
                {
                    self.turn
                        .bonus
                        .push((*t, self.settings.card_territory_bonus));
                }
            }
        } else {
            self.turn.general += worth;
        }
        Ok(())
    }

    /// The card positions of the three cards: distinct, and none in the discard pile.
    fn card_indices(&self, cards: &[Card]) -> Result<Vec<usize>, Refusal> {
        card_positions(cards, |i| self.card_discarded(i)).map_err(|p| match p {
            CardProblem::Twice(card) => Refusal::CardTwice { card },
            CardProblem::Unavailable(card) => Refusal::CardAlreadyDiscarded { card },
        })
    }

    /// The seat draws one card; an empty deck is first made again from the discards.
    pub(super) fn draw(&mut self, seat: Seat) {
        if self.deck == 0 {
            self.deck = self.discards.count_ones();
            self.discards = 0;
        }
        if self.deck > 0 {
            self.deck -= 1;
            self.hands[usize::from(seat)] += 1;
        }
    }
}
