//! What each command card the seat may play now needs on its form, with the choices the
//! engine accepts for each field (the log's card fields, MATCH-LOG §Risk 2210
//! `play_card`): the player and commander aimed at, the territory, the die faces the
//! table saw, the territory cards turned, the MODs per territory, the moves and the
//! removals. Choices are found by asking the rules — a candidate card is applied to a
//! copy of the game — or by the very functions the rules use, so the console never
//! repeats a rule.

use std::collections::BTreeMap;

use super::card_choices::{Ask, with};
use super::cards::{CARDS, Card, Deck};
use super::log::Action;
use super::pieces::Commander;
use super::play::{Spec, deck_layer};
use super::{Game, nuclear};
use crate::engine::map::{Layer, TerritoryId, members};
use crate::engine::seat::Seat;

/// The territory cards a card turns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Turned {
    /// Their deck (land, sea or Moon cards).
    pub layer: Layer,
    /// How many (Scatter Bombs); `None` for Invade Earth: until one is not the player's.
    pub count: Option<usize>,
    /// The cards still in the deck that may show.
    pub choices: Vec<TerritoryId>,
}

/// One MOD Reduction row: a seat, the MODs it must remove, and where from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Removal {
    /// The seat removing.
    pub seat: Seat,
    /// MODs it must remove in all.
    pub due: u32,
    /// Its territories with MODs, and how many each holds.
    pub from: Vec<(TerritoryId, u32)>,
}

/// A card the seat may play now and every field its action needs.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CardFields {
    /// The seat that may play it.
    pub seat: Seat,
    /// Deck, id and cost (a custom card's too).
    pub deck: Option<Deck>,
    /// The card's id.
    pub id: String,
    /// Energy it costs.
    pub cost: u32,
    /// The seed card, when it is one (custom cards are not).
    pub card: Option<&'static Card>,
    /// `territory` choices (empty: the card names none).
    pub territories: Vec<TerritoryId>,
    /// The territory may be left out (Scout Forces: the card drawn face down).
    pub territory_optional: bool,
    /// `target` choices, each with the `commander` choices when the card names one.
    pub targets: Vec<(Seat, Vec<Commander>)>,
    /// The card names a commander of the target (Assassin Bomb).
    pub commander: bool,
    /// `roll`: the die's sides (6 or 8).
    pub roll: Option<u8>,
    /// `rolls`: every d6 in order (Aqua Brother: a 6 rolls again).
    pub rolls: bool,
    /// `turned`.
    pub turned: Option<Turned>,
    /// Reinforcements: how many own territories take 1 MOD, and which may.
    pub each: Option<(u32, Vec<TerritoryId>)>,
    /// `to` choices (Evacuation).
    pub to: Vec<TerritoryId>,
    /// Redeployment: (from, to, most MODs), and the commanders that may go with them.
    pub redeploy: Vec<(TerritoryId, TerritoryId, u32)>,
    /// Redeployment: the player's commanders per source.
    pub redeploy_commanders: Vec<(TerritoryId, Vec<Commander>)>,
    /// Decoys Revealed: the commanders in play and the territories they may go to.
    pub moves: Option<(Vec<Commander>, Vec<TerritoryId>)>,
    /// MOD Reduction: each seat's removals.
    pub removals: Vec<Removal>,
    /// Commanders the owners may choose as losses, per territory (nuclear cards).
    pub killed: Vec<(TerritoryId, Seat, Vec<Commander>)>,
    /// The table's note: required (Armageddon) or offered (custom cards).
    pub note: Option<bool>,
}

impl Game {
    /// Every command card each seat may play now (the general checks pass and the card's
    /// own fields have a choice the engine accepts), with the fields to ask.
    pub fn card_fields(&self) -> Vec<CardFields> {
        let mut out = Vec::new();
        for seat in self.active() {
            for spec in self.playable_cards(seat) {
                if let Some(f) = self.fields_of(seat, spec) {
                    out.push(f);
                }
            }
        }
        out
    }

    fn fields_of(&self, seat: Seat, spec: Spec<'_>) -> Option<CardFields> {
        let card = CARDS
            .iter()
            .find(|c| c.deck == spec.deck && c.id == spec.id);
        let mut f = CardFields {
            seat,
            deck: Some(spec.deck),
            id: spec.id.to_string(),
            cost: spec.cost,
            card,
            ..CardFields::default()
        };
        let probe = |ask: Ask| self.allows(&with(Action::card(seat, spec.deck, spec.id), ask));
        let Some(card) = card else {
            // A custom card (§10.4): the general checks; the note says what the table did.
            f.note = Some(false);
            return Some(f);
        };
        let board = deck_layer(card.deck);
        match card.id {
            "armageddon" => f.note = Some(true),
            "assemble_mods" | "territorial_station" | "hidden_energy" | "scout_forces" => {
                f.territories = self.probe_each(|t| {
                    probe(Ask {
                        territory: Some(t),
                        ..Ask::default()
                    })
                });
                f.territory_optional = card.id == "scout_forces";
                if f.territories.is_empty() && !f.territory_optional {
                    return None;
                }
            }
            "frequency_jam" => {
                f.targets = self
                    .active()
                    .into_iter()
                    .filter(|&s| {
                        probe(Ask {
                            target: Some(s),
                            ..Ask::default()
                        })
                    })
                    .map(|s| (s, Vec::new()))
                    .collect();
                if f.targets.is_empty() {
                    return None;
                }
            }
            "assassin_bomb" => {
                f.commander = true;
                f.roll = Some(8);
                // A roll of 1 misses: the probe asks only whether the aim is right.
                f.targets = self
                    .active()
                    .into_iter()
                    .map(|s| {
                        let aimed = Commander::ALL
                            .into_iter()
                            .filter(|&c| {
                                probe(Ask {
                                    target: Some(s),
                                    commander: Some(c),
                                    roll: Some(1),
                                    ..Ask::default()
                                })
                            })
                            .collect::<Vec<_>>();
                        (s, aimed)
                    })
                    .filter(|(_, c)| !c.is_empty())
                    .collect();
                if f.targets.is_empty() {
                    return None;
                }
            }
            id if id.starts_with("rocket_strike") => {
                f.roll = Some(6);
                // The highest roll with every commander there named as lost: a territory
                // refused even so is no target.
                f.territories = self.probe_each(|t| {
                    probe(Ask {
                        territory: Some(t),
                        roll: Some(6),
                        killed: self.all_commanders_at(t),
                        ..Ask::default()
                    })
                });
                if f.territories.is_empty() {
                    return None;
                }
                f.killed = self.killable(seat, nuclear::card_layer(id, board), false);
            }
            "the_mother" | "nicky_boy" => {
                f.roll = Some(6);
                f.killed = self.killable(seat, nuclear::card_layer(card.id, board), true);
            }
            "aqua_brother" => {
                f.rolls = true;
                f.killed = self.killable(seat, Layer::Sea, true);
            }
            id if id.starts_with("scatter_bomb") => {
                let (layer, want) = self.scatter_due(id);
                f.turned = Some(Turned {
                    layer,
                    count: Some(want),
                    choices: self.fresh_cards(seat, spec, layer),
                });
                f.killed = self.killable(seat, layer, false);
            }
            "invade_earth" => {
                f.turned = Some(Turned {
                    layer: Layer::Land,
                    count: None,
                    choices: self.fresh_cards(seat, spec, Layer::Land),
                });
            }
            "reinforcements" => {
                let due = self.reinforcements_due(seat, board);
                if due == 0 {
                    return Some(f);
                }
                let own = members(self.territories_of(seat))
                    .filter(|&t| self.map.territory(t).layer == board)
                    .collect();
                f.each = Some((due, own));
            }
            "evacuation" => {
                f.to = self.probe_each(|t| {
                    probe(Ask {
                        to: Some(t),
                        ..Ask::default()
                    })
                });
                if f.to.is_empty() {
                    return None;
                }
            }
            "redeployment" => {
                f.redeploy = self.redeploy_routes(seat, &probe);
                if f.redeploy.is_empty() {
                    return None;
                }
                f.redeploy_commanders = f
                    .redeploy
                    .iter()
                    .map(|r| (r.0, self.commanders_on(seat, r.0)))
                    .filter(|(_, c)| !c.is_empty())
                    .collect();
                f.redeploy_commanders.dedup();
            }
            "decoys_revealed" => {
                let own: Vec<TerritoryId> = members(self.territories_of(seat)).collect();
                let first = *own.first()?;
                let kinds: Vec<Commander> = Commander::ALL
                    .into_iter()
                    .filter(|&c| {
                        probe(Ask {
                            moves: BTreeMap::from([(c, first)]),
                            ..Ask::default()
                        })
                    })
                    .collect();
                if kinds.is_empty() {
                    return None;
                }
                f.moves = Some((kinds, own));
            }
            "mod_reduction" => {
                f.removals = self
                    .active()
                    .into_iter()
                    .map(|s| Removal {
                        seat: s,
                        due: self.reduction_due(seat, s),
                        from: members(self.territories_of(s))
                            .map(|t| (t, self.mods(t)))
                            .filter(|&(_, m)| m > 0)
                            .collect(),
                    })
                    .collect();
            }
            // Played with no field of their own: the general checks said yes.
            _ => {
                if !probe(Ask::default()) {
                    return None;
                }
            }
        }
        Some(f)
    }
}

#[cfg(test)]
#[path = "card_fields_tests.rs"]
mod tests;
