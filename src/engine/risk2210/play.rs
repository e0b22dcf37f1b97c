//! Playing a command card (§4.4, §10): the checks every card gets (held, its deck's
//! commander in play, its cost, its moment, no Frequency Jam, the deck's composition),
//! then the card's own checks and effect (`effects.rs`, `nuclear.rs`). Armageddon, whose
//! effect the seed lacks, and the custom cards of §10.4 get every general check; the
//! referee then records what the table did with `referee_adjust`.

use std::collections::BTreeMap;

use super::cards::{CARDS, Card, Deck, Timing, find};
use super::log::CardMods;
use super::pieces::Commander;
use super::words::CardProblem;
use super::{Game, Phase, Refusal, Stage};
use crate::engine::map::{Layer, TerritoryId};
use crate::engine::seat::Seat;

/// Score for each Colony Influence played at the end (§8).
pub const COLONY_INFLUENCE: u32 = 3;

/// A card's fields as the log gave them (§11, "Card fields").
#[derive(Debug, Clone, Copy)]
pub struct CardPlay<'a> {
    /// The card player.
    pub seat: Seat,
    /// Its deck.
    pub deck: Deck,
    /// Its id.
    pub card: &'a str,
    /// `territory`.
    pub territory: Option<TerritoryId>,
    /// `target` (a seat).
    pub target: Option<Seat>,
    /// `commander`.
    pub commander: Option<Commander>,
    /// `mods`.
    pub mods: Option<&'a CardMods>,
    /// `turned`.
    pub turned: &'a [TerritoryId],
    /// `roll`.
    pub roll: Option<u8>,
    /// `rolls`.
    pub rolls: &'a [u8],
    /// `from`.
    pub from: Option<TerritoryId>,
    /// `to`.
    pub to: Option<TerritoryId>,
    /// `commanders`.
    pub commanders: &'a [Commander],
    /// `moves`.
    pub moves: &'a BTreeMap<Commander, TerritoryId>,
    /// `removals`.
    pub removals: &'a BTreeMap<Seat, BTreeMap<TerritoryId, u32>>,
    /// `killed`.
    pub killed: &'a BTreeMap<TerritoryId, Vec<Commander>>,
}

impl CardPlay<'_> {
    /// A refusal of this card for `problem`.
    pub fn bad(&self, problem: CardProblem) -> Refusal {
        Refusal::Card {
            seat: self.seat,
            card: self.card.to_string(),
            problem,
        }
    }

    /// A field the card needs.
    pub fn need<T>(&self, v: Option<T>, field: &'static str) -> Result<T, Refusal> {
        v.ok_or_else(|| self.bad(CardProblem::Missing { field }))
    }
}

/// What the general checks need of a card: a seed card or a custom one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spec<'a> {
    /// Deck.
    pub deck: Deck,
    /// Id.
    pub id: &'a str,
    /// Cost.
    pub cost: u32,
    /// Timing.
    pub timing: Timing,
}

impl From<&Card> for Spec<'static> {
    fn from(c: &Card) -> Spec<'static> {
        Spec {
            deck: c.deck,
            id: c.id,
            cost: c.cost,
            timing: c.timing,
        }
    }
}

fn custom_spec(c: &super::CustomCard) -> Spec<'_> {
    Spec {
        deck: c.deck,
        id: &c.id,
        cost: c.cost,
        timing: c.timing,
    }
}

/// The board a deck's cards act on (the diplomat's and nuclear's: the land).
pub fn deck_layer(deck: Deck) -> Layer {
    match deck {
        Deck::Naval => Layer::Sea,
        Deck::Space => Layer::Moon,
        _ => Layer::Land,
    }
}

/// Reactive cards that answer only an invasion into their deck's board.
fn board_bound(id: &str) -> bool {
    matches!(
        id,
        "stealth_mods"
            | "stealth_station"
            | "land_death_trap"
            | "water_death_trap"
            | "orbital_mines"
    )
}

impl Game {
    /// Checks the card may be played by `seat` now (every check but the effect's own).
    pub fn card_playable(&self, seat: Seat, card: Spec<'_>) -> Result<(), Refusal> {
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
        if !self.card_moment(seat, card) {
            return Err(Refusal::CardTiming {
                seat,
                card: card.id.into(),
            });
        }
        if self.stage != Stage::Finished && self.cards.jammed.contains(&seat) {
            return Err(Refusal::Jammed { seat });
        }
        if let Some(left) = self.copies_left(card.deck, card.id)
            && left == 0
        {
            return Err(Refusal::CopiesOut {
                deck: card.deck,
                card: card.id.into(),
            });
        }
        Ok(())
    }

    /// The card's timing code against the moment (§10.1).
    fn card_moment(&self, seat: Seat, card: Spec<'_>) -> bool {
        let target = self.invasion.as_ref().map(|i| i.to);
        let on_board =
            |t: TerritoryId| !board_bound(card.id) || self.layer(t) == deck_layer(card.deck);
        match card.timing {
            Timing::Before => {
                self.stage == Stage::Turn
                    && seat == self.current
                    && self.phase <= Phase::PlayCards
                    && !self.invaded
                    && self.income_left == 0
                    && self.occupation.is_none()
            }
            Timing::ReactOwn => {
                self.stage == Stage::Turn
                    && seat != self.current
                    && target.is_some_and(|t| self.controls(seat, t) && on_board(t))
            }
            Timing::ReactAny => {
                self.stage == Stage::Turn
                    && seat != self.current
                    && target.is_some_and(|t| {
                        self.units(t) > 0 && self.owner(t).is_some() && on_board(t)
                    })
            }
            Timing::End => {
                self.stage == Stage::Turn
                    && seat == self.current
                    && self.income_left == 0
                    && self.occupation.is_none()
            }
            Timing::Game => self.stage == Stage::Finished,
        }
    }

    /// Copies of a card not yet played, when the deck's composition was loaded.
    pub fn copies_left(&self, deck: Deck, id: &str) -> Option<u32> {
        // A custom card is one copy; with the composition loaded, a kind it does not
        // list has none.
        let copies = if self.custom(deck, id).is_some() {
            1
        } else {
            let comp = self.settings.deck_composition.as_ref()?;
            comp.get(&deck)
                .and_then(|d| d.get(id))
                .copied()
                .unwrap_or(0)
        };
        Some(copies.saturating_sub(self.played_count(deck, id)))
    }

    /// Cards of that kind played so far.
    pub fn played_count(&self, deck: Deck, id: &str) -> u32 {
        self.cards
            .played
            .iter()
            .filter(|(d, c)| *d == deck && c == id)
            .count()
            .try_into()
            .unwrap_or(u32::MAX)
    }

    /// The name written on a custom card of `deck` (§10.4), for the sentences that
    /// would otherwise show its id.
    pub fn custom_name(&self, deck: Deck, id: &str) -> Option<&str> {
        self.settings
            .blank_cards
            .cards()
            .iter()
            .find(|c| c.deck == deck && c.id == id)
            .map(|c| c.name.as_str())
    }

    fn custom(&self, deck: Deck, id: &str) -> Option<Spec<'_>> {
        self.settings
            .blank_cards
            .cards()
            .iter()
            .find(|c| c.deck == deck && c.id == id)
            .map(custom_spec)
    }

    /// The cards `seat` may play now, with their cost: every kind of the decks it holds
    /// whose general checks pass (the panel offers only these). A card's own fields
    /// (targets, turned cards, rolls) are checked when it is played.
    pub fn playable_cards(&self, seat: Seat) -> Vec<Spec<'_>> {
        let mut all: Vec<Spec<'_>> = CARDS.iter().map(Spec::from).collect();
        all.extend(self.settings.blank_cards.cards().iter().map(custom_spec));
        all.into_iter()
            .filter(|&c| self.card_playable(seat, c).is_ok())
            .collect()
    }

    /// Plays a card: the general checks, then its own checks and effect. The effect runs
    /// on a copy that replaces the game only when every check passed (cards are few, and
    /// several touch many territories and seats).
    pub(super) fn play_card(&mut self, play: &CardPlay<'_>) -> Result<(), Refusal> {
        let (seat, deck) = (play.seat, play.deck);
        let spec = match (find(deck, play.card), self.custom(deck, play.card)) {
            (Some(c), _) => Spec::from(c),
            (None, Some(c)) => c,
            (None, None) => {
                return Err(Refusal::UnknownCard {
                    deck,
                    card: play.card.into(),
                });
            }
        };
        self.card_playable(seat, spec)?;
        let mut next = self.clone();
        next.energy[usize::from(seat)] -= spec.cost;
        next.hand[usize::from(seat)][deck.index()] -= 1;
        next.cards.played.push((deck, play.card.to_string()));
        if spec.timing == Timing::Before {
            next.phase = Phase::PlayCards;
        }
        if find(deck, play.card).is_some() {
            next.effect(play)?;
        }
        *self = next;
        Ok(())
    }

    /// The card's own checks and effect (§10.2, §10.3).
    fn effect(&mut self, play: &CardPlay<'_>) -> Result<(), Refusal> {
        let seat = play.seat;
        let layer = deck_layer(play.deck);
        match play.card {
            "assemble_mods" => {
                let t = play.need(play.territory, "territory")?;
                self.own_on(play, t, layer)?;
                self.mods[t.index()] += 3;
                Ok(())
            }
            "colony_influence" => {
                self.card_points[usize::from(seat)] += COLONY_INFLUENCE;
                Ok(())
            }
            // Armageddon: the referee records what the table did (§10.3).
            "armageddon" => Ok(()),
            "energy_crisis" => {
                for other in self.active().into_iter().filter(|&o| o != seat) {
                    if self.energy[usize::from(other)] > 0 {
                        self.energy[usize::from(other)] -= 1;
                        self.energy[usize::from(seat)] += 1;
                    }
                }
                Ok(())
            }
            "stealth_mods" => self.stealth_mods(),
            "land_death_trap" | "water_death_trap" | "orbital_mines" => {
                self.death_trap();
                Ok(())
            }
            "scout_forces" => self.scout_forces(play),
            "frequency_jam" => self.frequency_jam(play),
            "reinforcements" => self.reinforcements(play, layer),
            "stealth_station" => self.stealth_station(play),
            "hidden_energy" => self.hidden_energy(play),
            "invade_earth" => self.invade_earth(play),
            "energy_extraction" => {
                self.cards.extraction += 1;
                Ok(())
            }
            "evacuation" => self.evacuation(play),
            "redeployment" => self.redeployment(play),
            "decoys_revealed" => self.decoys_revealed(play),
            "territorial_station" => {
                let t = play.need(play.territory, "territory")?;
                self.own_on(play, t, Layer::Land)?;
                self.station_allowed(seat, t)?;
                self.station[t.index()] = Some(seat);
                Ok(())
            }
            "mod_reduction" => self.mod_reduction(play),
            "cease_fire" => self.cease_fire(play),
            "scatter_bomb_land" | "scatter_bomb_water" | "scatter_bomb_moon" => {
                self.scatter_bomb(play)
            }
            "assassin_bomb" => self.assassin_bomb(play),
            "rocket_strike_land" | "rocket_strike_water" | "rocket_strike_moon" => {
                self.rocket_strike(play)
            }
            "the_mother" | "aqua_brother" | "nicky_boy" => self.zone_bomb(play),
            _ => Err(Refusal::UnknownCard {
                deck: play.deck,
                card: play.card.into(),
            }),
        }
    }

    /// Checks `t` is the card player's, on `layer`.
    pub(super) fn own_on(
        &self,
        play: &CardPlay<'_>,
        t: TerritoryId,
        layer: Layer,
    ) -> Result<(), Refusal> {
        if self.controls(play.seat, t) && self.layer(t) == layer {
            Ok(())
        } else {
            Err(play.bad(CardProblem::Territory {
                territory: t,
                layer,
                own: true,
            }))
        }
    }
}
