//! Cards (§4): the shared ladder, sets by symbol, the +2 on an owned territory, forced
//! trades, and what the engine knows of a deck it never sees — how many cards each hand
//! and the deck hold, and which traded cards are still buried in the deck.

use std::collections::BTreeMap;

use super::action::Card;
use super::{CARDS, Game, Refusal};
use crate::engine::map::{Map, TerritoryId};
use crate::engine::seat::Seat;

/// The three card symbols of the Editrice Giochi deck.
pub const SYMBOLS: [&str; 3] = ["fante", "cannone", "cavallo"];

/// Index of the two jolly among the 44 cards.
const JOLLY: [usize; 2] = [42, 43];

/// The value of the `n`-th set traded in the match (1-based), by anyone: 4, 6, 8, 10, 12,
/// 15, then 5 more each time (the eighth is worth 25).
pub fn set_value(n: u32) -> u32 {
    match n {
        0 | 1 => 4,
        2..=5 => 4 + 2 * (n - 1),
        _ => 15 + 5 * (n - 6),
    }
}

fn symbol_index(word: &str) -> Option<u8> {
    SYMBOLS
        .iter()
        .position(|s| *s == word)
        .and_then(|i| u8::try_from(i).ok())
}

impl Game {
    /// The value the next set traded will have.
    pub fn next_set_value(&self) -> u32 {
        set_value(self.sets_traded + 1)
    }

    /// Sets traded so far in the match.
    pub fn sets_traded(&self) -> u32 {
        self.sets_traded
    }

    /// Cards in the seat's hand.
    pub fn cards(&self, seat: Seat) -> u32 {
        self.hands.get(usize::from(seat)).copied().unwrap_or(0)
    }

    /// Cards in the deck.
    pub fn deck(&self) -> u32 {
        self.deck
    }

    /// True if the card is known to be in the deck (traded, not yet drawn again).
    pub fn card_in_deck(&self, card_index: usize) -> bool {
        self.draws < self.free_at[card_index]
    }

    /// True if the seat to act may trade now (§4.3, §6).
    pub fn may_trade(&self) -> bool {
        let t = &self.turn;
        let hand = self.cards(self.current);
        t.pending.is_none() && hand >= 3 && (t.elimination_trade || t.reinforcing)
    }

    /// True once this turn's +2 for an owned territory on a card was taken (§4.4).
    pub fn card_bonus_taken(&self) -> bool {
        self.turn.bonus_taken
    }

    /// True if a trade is required before anything else.
    pub fn trade_required(&self) -> bool {
        self.turn.elimination_trade || (self.turn.start_cards >= 5 && self.turn.traded == 0)
    }

    /// §4: one set traded for the next value of the ladder.
    pub(super) fn trade(
        &mut self,
        seat: Seat,
        cards: &[Card],
        symbols: &BTreeMap<TerritoryId, String>,
        bonus_territory: Option<TerritoryId>,
    ) -> Result<(), Refusal> {
        let s = usize::from(seat);
        if !self.turn.elimination_trade && !self.turn.reinforcing {
            return Err(if self.turn.eliminated_someone {
                Refusal::TradeStop {
                    cards: self.hands[s],
                }
            } else {
                Refusal::ReinforcementOver
            });
        }
        if cards.len() != 3 {
            return Err(Refusal::TradeThreeCards { got: cards.len() });
        }
        if self.hands[s] < 3 {
            return Err(Refusal::NotEnoughCards {
                have: self.hands[s],
            });
        }
        let indices = self.card_indices(cards)?;
        let kinds = self.symbols_of(cards, symbols)?;
        if !is_set(&kinds) {
            return Err(Refusal::NotASet);
        }
        if let Some(b) = bonus_territory {
            if !cards.contains(&Card::Territory(b)) {
                return Err(Refusal::BonusNotOnCard { territory: b });
            }
            if self.owned[s] & b.bit() == 0 {
                return Err(Refusal::BonusNotOwned { territory: b });
            }
            if self.turn.bonus_taken {
                return Err(Refusal::BonusUsed);
            }
        }
        // Every check passed: the cards go to the bottom of the deck, in the order given.
        for (k, (card, kind)) in indices.iter().zip(&kinds).enumerate() {
            let below = u64::from(self.deck) + k as u64 + 1;
            self.free_at[*card] = self.draws + below;
            if let (Some(sym), true) = (kind, *card < 42) {
                self.seen_symbol[*card] = Some(*sym);
            }
        }
        self.hands[s] -= 3;
        self.deck += 3;
        self.sets_traded += 1;
        self.turn.traded += 1;
        self.turn.general += set_value(self.sets_traded);
        if let Some(b) = bonus_territory {
            self.turn.bonus = Some((b, 2));
            self.turn.bonus_taken = true;
        }
        if self.turn.elimination_trade && self.hands[s] <= 4 {
            self.turn.elimination_trade = false;
        }
        Ok(())
    }

    /// The deck positions of the three cards: distinct, and none buried in the deck.
    fn card_indices(&self, cards: &[Card]) -> Result<Vec<usize>, Refusal> {
        card_positions(cards, |i| self.card_in_deck(i)).map_err(|p| match p {
            CardProblem::Twice(card) => Refusal::CardTwice { card },
            CardProblem::Unavailable(card) => Refusal::CardInDeck { card },
        })
    }

    /// Each card's symbol (`None` for a jolly), from the map, what the card showed before,
    /// or what the referee entered; contradictions are refused.
    fn symbols_of(
        &self,
        cards: &[Card],
        entered: &BTreeMap<TerritoryId, String>,
    ) -> Result<Vec<Option<u8>>, Refusal> {
        for (t, word) in entered {
            if !cards.contains(&Card::Territory(*t)) {
                return Err(Refusal::SymbolNotTraded { territory: *t });
            }
            if symbol_index(word).is_none() {
                return Err(Refusal::SymbolUnknown {
                    symbol: word.clone(),
                });
            }
        }
        let map = Map::risiko();
        cards
            .iter()
            .map(|card| {
                let Card::Territory(t) = card else {
                    return Ok(None);
                };
                let territory = map.territory(*t);
                let given = entered.get(t).and_then(|w| symbol_index(w));
                let known = if territory.card_verified {
                    territory.card.as_deref().and_then(symbol_index)
                } else {
                    self.seen_symbol[t.index()]
                };
                match (known, given) {
                    (Some(k), Some(g)) if k != g => Err(Refusal::SymbolContradicts {
                        territory: *t,
                        symbol: SYMBOLS[usize::from(g)].into(),
                        known: SYMBOLS[usize::from(k)].into(),
                    }),
                    (Some(k), _) => Ok(Some(k)),
                    (None, Some(g)) => Ok(Some(g)),
                    (None, None) => Err(Refusal::SymbolNeeded { territory: *t }),
                }
            })
            .collect()
    }
}

/// Why the cards named in a trade cannot all be traded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardProblem {
    /// A card named twice (or a third jolly).
    Twice(Card),
    /// A card that cannot be in a hand now (buried in the deck, or discarded).
    Unavailable(Card),
}

/// The positions (0–41 the territory cards, 42–43 the jolly) of the cards named in a
/// trade: all different, and none `unavailable`; a jolly is the first one still free.
/// Shared by every ruleset that trades the Editrice Giochi deck (classic, torneo).
///
/// # Errors
/// The first card named twice or not available.
pub fn card_positions(
    cards: &[Card],
    unavailable: impl Fn(usize) -> bool,
) -> Result<Vec<usize>, CardProblem> {
    let mut out: Vec<usize> = Vec::with_capacity(cards.len());
    for card in cards {
        let index = match card {
            Card::Territory(t) => {
                let i = t.index();
                if out.contains(&i) {
                    return Err(CardProblem::Twice(*card));
                }
                if unavailable(i) {
                    return Err(CardProblem::Unavailable(*card));
                }
                i
            }
            Card::Jolly => {
                let unused: Vec<usize> = JOLLY.into_iter().filter(|j| !out.contains(j)).collect();
                if unused.is_empty() {
                    return Err(CardProblem::Twice(*card));
                }
                unused
                    .into_iter()
                    .find(|&j| !unavailable(j))
                    .ok_or(CardProblem::Unavailable(*card))?
            }
        };
        out.push(index);
    }
    debug_assert!(out.iter().all(|&i| i < CARDS as usize));
    Ok(out)
}

/// §4.2: three alike, three different, or any two with a jolly (two jolly included).
fn is_set(kinds: &[Option<u8>]) -> bool {
    let symbols: Vec<u8> = kinds.iter().flatten().copied().collect();
    if symbols.len() < 3 {
        return true;
    }
    let (a, b, c) = (symbols[0], symbols[1], symbols[2]);
    (a == b && b == c) || (a != b && b != c && a != c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ladder_of_the_seed() {
        let ladder: Vec<u32> = (1..=9).map(set_value).collect();
        assert_eq!(ladder, [4, 6, 8, 10, 12, 15, 20, 25, 30]);
    }

    #[test]
    fn sets_by_symbol() {
        assert!(is_set(&[Some(0), Some(0), Some(0)]));
        assert!(is_set(&[Some(0), Some(1), Some(2)]));
        assert!(is_set(&[Some(0), Some(0), None]));
        assert!(is_set(&[None, None, Some(1)]));
        assert!(!is_set(&[Some(0), Some(0), Some(1)]));
    }
}
