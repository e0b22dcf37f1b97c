//! Two setup entries other than the claims: the final setup entered at once (§2 step 9),
//! checked as the step-by-step setup would have left it, and the card settings (the
//! custom cards of `blank_cards`, §10.4, and the `deck_composition` of §4.4).

use std::collections::BTreeMap;

use super::cards::{DECK_SIZE, Deck, find};
use super::log::FinalSetup;
use super::pieces::{Commander, Piece};
use super::setup::starting_mods;
use super::setup_problem::SetupProblem;
use super::{Game, Refusal, Stage};
use crate::engine::map::{Layer, Map, TerritoryId};
use crate::engine::seat::{Owner, Seat};

impl Map {
    /// The Risk 2210 A.D. Earth, land layer, parsed and validated on first use.
    pub fn risk2210() -> &'static Map {
        Map::shipped_board("risk2210")
    }
}

/// Blank cards in the box (§1).
pub const BLANK_CARDS: usize = 9;

fn bad(reason: SetupProblem) -> Refusal {
    Refusal::BadSetup { reason }
}

/// How many land territories each seat claims: the free ones dealt round in seat order
/// (§2 step 5: 13, 13, 12 with three players).
fn claim_counts(free: usize, seats: usize) -> Vec<usize> {
    (0..seats)
        .map(|s| free / seats + usize::from(s < free % seats))
        .collect()
}

impl Game {
    /// Checks the custom cards and the deck composition, and puts the custom cards into
    /// their decks.
    pub(super) fn check_card_settings(&mut self) -> Result<(), Refusal> {
        let custom = match &self.settings.blank_cards {
            super::BlankCards::Flag(true) => {
                return Err(bad(SetupProblem::BlankCardsUnlisted));
            }
            b => b.cards().to_vec(),
        };
        if custom.len() > BLANK_CARDS {
            return Err(bad(SetupProblem::TooManyBlankCards {
                given: custom.len(),
                most: BLANK_CARDS,
            }));
        }
        for (i, c) in custom.iter().enumerate() {
            let twice = custom[..i].iter().any(|o| o.deck == c.deck && o.id == c.id);
            if c.id.trim().is_empty() || find(c.deck, &c.id).is_some() || twice {
                return Err(bad(SetupProblem::CustomCardId {
                    deck: c.deck,
                    card: c.id.clone(),
                }));
            }
            self.decks[c.deck.index()] += 1;
        }
        if let Some(comp) = &self.settings.deck_composition {
            for deck in Deck::ALL {
                let list = comp.get(&deck).cloned().unwrap_or_default();
                if let Some(id) = list.keys().find(|id| find(deck, id).is_none()) {
                    return Err(bad(SetupProblem::CompositionUnknownCard {
                        deck,
                        card: id.clone(),
                    }));
                }
                let cards = list.values().sum::<u32>();
                if cards != DECK_SIZE {
                    return Err(bad(SetupProblem::CompositionSize {
                        deck,
                        cards,
                        want: DECK_SIZE,
                    }));
                }
            }
        }
        Ok(())
    }

    /// Applies the final setup (§2 step 9) and moves to the year-1 bidding.
    pub(super) fn final_setup(&mut self, f: &FinalSetup) -> Result<(), Refusal> {
        let n = self.seats;
        let free: Vec<TerritoryId> = self
            .map
            .territory_ids()
            .filter(|&t| {
                self.layer(t) == Layer::Land
                    && !self.is_devastated(t)
                    && self.owner[t.index()].is_none()
            })
            .collect();
        let owned: Vec<&TerritoryId> = f.owners.keys().collect();
        if owned.len() != free.len() || !free.iter().all(|t| f.owners.contains_key(t)) {
            return Err(bad(SetupProblem::FinalOwners));
        }
        let mut counts: Vec<usize> = vec![0; n];
        for (&t, &s) in &f.owners {
            if usize::from(s) >= n {
                return Err(bad(SetupProblem::FinalOwnerStranger {
                    territory: t,
                    seat: s,
                }));
            }
            counts[usize::from(s)] += 1;
        }
        let want = claim_counts(free.len(), n);
        if let Some(s) = (0..n).find(|&s| counts[s] != want[s]) {
            return Err(bad(SetupProblem::FinalTerritoryCount {
                seat: super::seat_at(s),
                held: counts[s],
                claims: want[s],
            }));
        }
        let mut mods = vec![0u32; n];
        for &t in &free {
            let m = f.mods.get(&t).copied().unwrap_or(0);
            if m == 0 {
                return Err(bad(SetupProblem::FinalEmptyTerritory { territory: t }));
            }
            mods[usize::from(f.owners[&t])] += m;
        }
        if let Some(t) = f.mods.keys().find(|t| !f.owners.contains_key(t)) {
            return Err(bad(SetupProblem::FinalModsUnheld { territory: *t }));
        }
        let want = starting_mods(n);
        if let Some(s) = (0..n).find(|&s| mods[s] != want) {
            return Err(bad(SetupProblem::FinalModCount {
                seat: super::seat_at(s),
                mods: mods[s],
                want,
            }));
        }
        self.place_final_pieces(f, n)?;
        for (&t, &s) in &f.owners {
            self.owner[t.index()] = Some(Owner::Seat(s));
            self.mods[t.index()] = f.mods[&t];
        }
        self.to_place = vec![0; n];
        self.pieces = vec![Vec::new(); n];
        self.stage = Stage::Bidding;
        self.year = 1;
        Ok(())
    }

    fn place_final_pieces(&mut self, f: &FinalSetup, n: usize) -> Result<(), Refusal> {
        if let Some(seat) = (0..n)
            .map(super::seat_at)
            .find(|s| !f.pieces.contains_key(s))
        {
            return Err(bad(SetupProblem::FinalNoPieces { seat }));
        }
        if let Some(&seat) = f.pieces.keys().find(|&&s| usize::from(s) >= n) {
            return Err(bad(SetupProblem::FinalPiecesStranger { seat }));
        }
        let mut stations: BTreeMap<TerritoryId, Seat> = BTreeMap::new();
        for (&s, pieces) in &f.pieces {
            for piece in [Piece::Land, Piece::Diplomat, Piece::Station] {
                let Some(&t) = pieces.get(&piece) else {
                    return Err(bad(SetupProblem::FinalPieceMissing { seat: s, piece }));
                };
                if f.owners.get(&t) != Some(&s) {
                    return Err(Refusal::NotOwn {
                        seat: s,
                        territory: t,
                    });
                }
                let si = usize::from(s);
                match piece {
                    Piece::Land => self.commanders[si][Commander::Land.index()] = Some(t),
                    Piece::Diplomat => self.commanders[si][Commander::Diplomat.index()] = Some(t),
                    Piece::Station => {
                        if stations.insert(t, s).is_some() {
                            return Err(Refusal::StationThere { territory: t });
                        }
                    }
                }
            }
        }
        for (t, s) in stations {
            self.station[t.index()] = Some(s);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::claim_counts;

    #[test]
    fn the_claims_deal_the_free_land_round_in_seat_order() {
        assert_eq!(claim_counts(38, 3), [13, 13, 12]);
        assert_eq!(claim_counts(38, 4), [10, 10, 9, 9]);
        assert_eq!(claim_counts(38, 5), [8, 8, 8, 7, 7]);
        assert_eq!(claim_counts(22, 2), [11, 11]);
    }
}
