//! The effects of the land, naval, space and diplomat cards (§10.2, §10.3), and what the
//! cards leave waiting: the Frequency Jams and Cease Fires of the turn, Hidden Energy and
//! Energy Extraction settled at `end_turn`, the Moon-to-Earth invasion an Invade Earth
//! opens, and the Scout Forces waiting for their territory to be occupied.

use super::play::{CardPlay, deck_layer};
use super::words::CardProblem;
use super::{Game, Phase, Refusal};
use crate::engine::map::{Layer, TerritoryId, TerritorySet};
use crate::engine::seat::{Owner, Seat};

/// Energy of a Hidden Energy whose sea territory is held at the end of the turn.
pub const HIDDEN_ENERGY: u32 = 4;
/// Energy of an Energy Extraction with the whole Moon held at the end of the turn.
pub const EXTRACTION: u32 = 7;
/// MODs of a Scout Forces.
pub const SCOUT_MODS: u32 = 5;

/// What the played cards leave waiting.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CardState {
    /// Every card played so far, in order (deck, id): the deck composition's count.
    pub played: Vec<(super::Deck, String)>,
    /// Territory cards out of their decks (turned or drawn; discards never return, §7).
    pub drawn: TerritorySet,
    /// Seats silenced by a Frequency Jam until this turn ends.
    pub jammed: Vec<Seat>,
    /// This turn's Cease Fires: (attacker, card player).
    pub cease_fire: Vec<(Seat, Seat)>,
    /// This turn's Hidden Energy sea territories (the player's turn).
    pub hidden_energy: Vec<TerritoryId>,
    /// This turn's Energy Extractions.
    pub extraction: u32,
    /// Land territories an Invade Earth opened to this turn's player from the Moon.
    pub invade_earth: TerritorySet,
    /// Scout Forces waiting: the seat and, when recorded at play, the territory.
    pub scouts: Vec<(Seat, Option<TerritoryId>)>,
    /// The territory of the last occupation (a Scout Forces may follow it).
    pub occupied: Option<TerritoryId>,
}

impl CardState {
    /// A new turn: the turn's effects end.
    pub fn new_turn(&mut self) {
        self.jammed.clear();
        self.cease_fire.clear();
        self.hidden_energy.clear();
        self.extraction = 0;
        self.invade_earth = 0;
        self.occupied = None;
    }
}

impl Game {
    /// Stealth MODs: +3 of the defending owner's MODs on the invasion's target.
    pub(super) fn stealth_mods(&mut self) -> Result<(), Refusal> {
        if let Some(to) = self.invasion.as_ref().map(|i| i.to)
            && matches!(
                self.owner[to.index()],
                Some(Owner::Seat(_) | Owner::Neutral)
            )
        {
            self.mods[to.index()] += 3;
        }
        Ok(())
    }

    /// Death Traps and Orbital Mines: the source loses half its MODs, rounded up.
    pub(super) fn death_trap(&mut self) {
        if let Some(from) = self.invasion.as_ref().map(|i| i.from) {
            let m = self.mods[from.index()];
            self.mods[from.index()] = m - m.div_ceil(2);
            self.settle(from);
            self.check_elimination(self.current);
        }
    }

    /// Checks a drawn territory card: of `layer`, not devastated, not drawn before.
    pub(super) fn draw_ok(
        &self,
        play: &CardPlay<'_>,
        t: TerritoryId,
        layer: Layer,
    ) -> Result<(), Refusal> {
        if self.layer(t) != layer || self.is_devastated(t) || self.cards.drawn & t.bit() != 0 {
            return Err(play.bad(CardProblem::TurnedCard { territory: t }));
        }
        Ok(())
    }

    /// Scout Forces: the drawn land card, if recorded, takes the 5 MODs at once when the
    /// player holds it; else the card waits for its occupation (`scout_place`).
    pub(super) fn scout_forces(&mut self, play: &CardPlay<'_>) -> Result<(), Refusal> {
        let Some(t) = play.territory else {
            self.cards.scouts.push((play.seat, None));
            return Ok(());
        };
        self.draw_ok(play, t, Layer::Land)?;
        self.cards.drawn |= t.bit();
        if self.controls(play.seat, t) {
            self.mods[t.index()] += SCOUT_MODS;
        } else {
            self.cards.scouts.push((play.seat, Some(t)));
        }
        Ok(())
    }

    /// `scout_place`: right after the seat's occupation of `t`, a waiting Scout Forces
    /// showing `t` (or not yet recorded) puts its 5 MODs there.
    pub(super) fn scout_place(&mut self, seat: Seat, t: TerritoryId) -> Result<(), Refusal> {
        let just = matches!(self.last, Some(super::Action::Occupy { seat: s, .. }) if s == seat)
            && self.cards.occupied == Some(t);
        let named = self.cards.scouts.iter().position(|&w| w == (seat, Some(t)));
        let blind = self.cards.scouts.iter().position(|&w| w == (seat, None));
        let fresh = self.cards.drawn & t.bit() == 0 && !self.is_devastated(t);
        let at = match (named, blind) {
            (Some(i), _) => i,
            (None, Some(i)) if fresh && self.layer(t) == Layer::Land => i,
            _ => return Err(Refusal::NoScout { seat }),
        };
        if !just {
            return Err(Refusal::NoScout { seat });
        }
        self.cards.scouts.remove(at);
        self.cards.drawn |= t.bit();
        self.mods[t.index()] += SCOUT_MODS;
        Ok(())
    }

    /// Frequency Jam: the chosen player may play no card until this turn ends.
    pub(super) fn frequency_jam(&mut self, play: &CardPlay<'_>) -> Result<(), Refusal> {
        let target = self.other_player(play)?;
        self.cards.jammed.push(target);
        Ok(())
    }

    /// The `target` of a card: another player still in the match.
    pub(super) fn other_player(&self, play: &CardPlay<'_>) -> Result<Seat, Refusal> {
        let target = play.need(play.target, "target")?;
        if target == play.seat || usize::from(target) >= self.seats || self.is_eliminated(target) {
            return Err(play.bad(CardProblem::TargetSeat { target }));
        }
        Ok(target)
    }

    /// Reinforcements: 1 MOD on each of min(3, k) different own territories of the board.
    pub(super) fn reinforcements(
        &mut self,
        play: &CardPlay<'_>,
        layer: Layer,
    ) -> Result<(), Refusal> {
        let want = self.reinforcements_due(play.seat, layer);
        let each = match play.mods {
            Some(super::log::CardMods::Each(m)) => m.clone(),
            None if want == 0 => Default::default(),
            _ => return Err(play.bad(CardProblem::Reinforcements { want })),
        };
        let count = u32::try_from(each.len()).unwrap_or(u32::MAX);
        if count != want || each.values().any(|&n| n != 1) {
            return Err(play.bad(CardProblem::Reinforcements { want }));
        }
        for &t in each.keys() {
            self.own_on(play, t, layer)?;
            self.mods[t.index()] += 1;
        }
        Ok(())
    }

    /// Reinforcements' MODs: one on each of min(3, k) own territories of the board.
    pub(super) fn reinforcements_due(&self, seat: Seat, layer: Layer) -> u32 {
        let held = crate::engine::map::members(self.territories_of(seat))
            .filter(|&t| self.layer(t) == layer)
            .count();
        u32::try_from(held.min(3)).unwrap_or(3)
    }

    /// Stealth Station: a station of the card player's on the invasion's land target.
    pub(super) fn stealth_station(&mut self, play: &CardPlay<'_>) -> Result<(), Refusal> {
        let to = play.need(self.invasion.as_ref().map(|i| i.to), "invasion")?;
        self.station_allowed(play.seat, to)?;
        self.station[to.index()] = Some(play.seat);
        Ok(())
    }

    /// Hidden Energy: the drawn sea card, settled at `end_turn`. The territory is
    /// recorded at play (the app hides it): the log has no later moment before the end.
    pub(super) fn hidden_energy(&mut self, play: &CardPlay<'_>) -> Result<(), Refusal> {
        let t = play.need(play.territory, "territory")?;
        self.draw_ok(play, t, Layer::Sea)?;
        self.cards.drawn |= t.bit();
        self.cards.hidden_energy.push(t);
        Ok(())
    }

    /// Invade Earth: land cards turned until one is not the player's; that one may be
    /// invaded from any Moon territory the player holds this turn. A deck run out first
    /// gives nothing.
    pub(super) fn invade_earth(&mut self, play: &CardPlay<'_>) -> Result<(), Refusal> {
        let left = self.deck_left(Layer::Land);
        let turned = play.turned;
        let mine = |t: &TerritoryId| self.controls(play.seat, *t);
        let (last, before) = match turned.split_last() {
            Some(x) => x,
            None if left == 0 => return Ok(()),
            None => return Err(play.bad(CardProblem::Missing { field: "turned" })),
        };
        let ran_out = turned.len() == left && mine(last);
        if !before.iter().all(mine) || (mine(last) && !ran_out) {
            return Err(play.bad(CardProblem::TurnedOrder));
        }
        self.turn_cards(play, turned, Layer::Land)?;
        if !ran_out {
            self.cards.invade_earth |= last.bit();
        }
        Ok(())
    }

    /// Cards left in a territory deck: its territories neither devastated nor drawn.
    pub(super) fn deck_left(&self, layer: Layer) -> usize {
        crate::engine::map::members(self.map.layer(layer))
            .filter(|&t| !self.is_devastated(t) && self.cards.drawn & t.bit() == 0)
            .count()
    }

    /// Checks and takes turned cards out of their deck (distinct, of the deck, fresh).
    pub(super) fn turn_cards(
        &mut self,
        play: &CardPlay<'_>,
        turned: &[TerritoryId],
        layer: Layer,
    ) -> Result<(), Refusal> {
        for &t in turned {
            self.draw_ok(play, t, layer)?;
            self.cards.drawn |= t.bit();
        }
        Ok(())
    }

    /// Evacuation: every unit of the card player's on the invasion's target moves to
    /// another territory they hold; the invader takes the emptied target without dice.
    pub(super) fn evacuation(&mut self, play: &CardPlay<'_>) -> Result<(), Refusal> {
        let inv = play.need(self.invasion.clone(), "invasion")?;
        let to = play.need(play.to, "to")?;
        if to == inv.to || !self.controls(play.seat, to) {
            return Err(play.bad(CardProblem::Move { to }));
        }
        let s = usize::from(play.seat);
        let from = inv.to;
        self.mods[to.index()] += self.mods[from.index()];
        self.mods[from.index()] = 0;
        for c in self.commanders[s].iter_mut().filter(|c| **c == Some(from)) {
            *c = Some(to);
        }
        self.settle(from);
        if self.units(inv.from) >= 2 {
            let counts = self.settings.empty_counts_for_bonus;
            self.capture(self.current, inv.from, from, 1, Vec::new(), counts);
        } else {
            self.invasion = None;
        }
        Ok(())
    }

    /// Redeployment: one more fortify move this turn, by the rules of §6.
    pub(super) fn redeployment(&mut self, play: &CardPlay<'_>) -> Result<(), Refusal> {
        let from = play.need(play.from, "from")?;
        let to = play.need(play.to, "to")?;
        let mods = match play.mods {
            Some(super::log::CardMods::Count(n)) => *n,
            None => 0,
            Some(_) => return Err(play.bad(CardProblem::Missing { field: "mods" })),
        };
        self.may_close_invasion()?;
        if !self.controls(play.seat, from) || self.reachable(play.seat, from) & to.bit() == 0 {
            return Err(play.bad(CardProblem::Move { to }));
        }
        self.move_units(play.seat, from, to, mods, play.commanders)?;
        self.invasion = None;
        self.phase = Phase::Fortify;
        Ok(())
    }

    /// Decoys Revealed: commanders already on a board move to territories the player
    /// holds, no chain needed.
    pub(super) fn decoys_revealed(&mut self, play: &CardPlay<'_>) -> Result<(), Refusal> {
        if play.moves.is_empty() {
            return Err(play.bad(CardProblem::Missing { field: "moves" }));
        }
        let s = usize::from(play.seat);
        for (&kind, &to) in play.moves {
            if self.commander(play.seat, kind).is_none() {
                return Err(Refusal::NoCommander {
                    seat: play.seat,
                    commander: kind,
                });
            }
            if !self.controls(play.seat, to) {
                return Err(play.bad(CardProblem::Move { to }));
            }
        }
        for (&kind, &to) in play.moves {
            let from = self.commanders[s][kind.index()];
            self.commanders[s][kind.index()] = Some(to);
            if let Some(from) = from {
                self.settle(from);
            }
        }
        Ok(())
    }

    /// MOD Reduction: every other player removes min(4, their MODs), then the card player
    /// min(2, theirs), each from their own territories as they choose.
    pub(super) fn mod_reduction(&mut self, play: &CardPlay<'_>) -> Result<(), Refusal> {
        let active = self.active();
        if let Some(&seat) = play.removals.keys().find(|s| !active.contains(s)) {
            return Err(play.bad(CardProblem::TargetSeat { target: seat }));
        }
        for &seat in &active {
            let want = self.reduction_due(play.seat, seat);
            let none = Default::default();
            let list = play.removals.get(&seat).unwrap_or(&none);
            let total: u32 = list.values().sum();
            let fits = list
                .iter()
                .all(|(&t, &n)| self.controls(seat, t) && n <= self.mods[t.index()]);
            if total != want || !fits {
                return Err(play.bad(CardProblem::Removals { seat, want }));
            }
        }
        for (&seat, list) in play.removals {
            for (&t, &n) in list {
                self.mods[t.index()] -= n;
                self.settle(t);
            }
            self.check_elimination(seat);
        }
        Ok(())
    }

    /// The MODs `seat` removes for a MOD Reduction `player` played: min(4, theirs), the
    /// card player min(2, theirs).
    pub(super) fn reduction_due(&self, player: Seat, seat: Seat) -> u32 {
        let cap = if seat == player { 2 } else { 4 };
        self.mods_of(seat).min(cap)
    }

    /// A seat's MODs on every board.
    fn mods_of(&self, seat: Seat) -> u32 {
        crate::engine::map::members(self.territories_of(seat))
            .map(|t| self.mods[t.index()])
            .sum()
    }

    /// Cease Fire: the invasion ends; its attacker may not attack the card player again
    /// this turn.
    pub(super) fn cease_fire(&mut self, play: &CardPlay<'_>) -> Result<(), Refusal> {
        self.invasion = None;
        self.cards.cease_fire.push((self.current, play.seat));
        Ok(())
    }

    /// The end of the turn settles Hidden Energy and Energy Extraction (§6).
    pub(super) fn settle_turn_cards(&mut self) {
        let seat = self.current;
        let held: u32 = self
            .cards
            .hidden_energy
            .iter()
            .filter(|&&t| self.controls(seat, t))
            .count()
            .try_into()
            .unwrap_or(0);
        let moon = self.map.layer(Layer::Moon);
        let whole_moon = moon & self.territories_of(seat) == moon;
        let extraction = if whole_moon { self.cards.extraction } else { 0 };
        self.energy[usize::from(seat)] += held * HIDDEN_ENERGY + extraction * EXTRACTION;
    }

    /// True if an Invade Earth lets the seat invade `to` from the Moon this turn.
    pub(super) fn moon_to_earth(&self, seat: Seat, to: TerritoryId) -> bool {
        seat == self.current && self.cards.invade_earth & to.bit() != 0
    }

    /// The Scout Forces still waiting for a seat (the public count; territories hidden).
    pub fn scouts_waiting(&self, seat: Seat) -> usize {
        self.cards.scouts.iter().filter(|(s, _)| *s == seat).count()
    }

    /// The board a card of that deck acts on.
    pub fn card_board(deck: super::Deck) -> Layer {
        deck_layer(deck)
    }

    /// What the played cards leave waiting (the referee's view: hidden cards included).
    pub fn card_state(&self) -> &CardState {
        &self.cards
    }
}
