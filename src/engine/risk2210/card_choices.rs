//! The choices behind the card fields (`card_fields.rs`): probes of a `play_card` with
//! some fields set, and the readers that list the candidates a probe tries.

use std::collections::BTreeMap;

use super::Game;
use super::log::{Action, CardMods};
use super::pieces::Commander;
use super::play::{CardPlay, Spec};
use crate::engine::map::{Layer, TerritoryId, members};
use crate::engine::seat::{Owner, Seat};

impl Game {
    /// The territories of the map on which `ok` holds.
    pub(super) fn probe_each(&self, ok: impl Fn(TerritoryId) -> bool) -> Vec<TerritoryId> {
        self.map.territory_ids().filter(|&t| ok(t)).collect()
    }

    /// The owner's commanders on `t`, as the `killed` map of a card.
    pub(super) fn all_commanders_at(
        &self,
        t: TerritoryId,
    ) -> BTreeMap<TerritoryId, Vec<Commander>> {
        match self.owner(t) {
            Some(Owner::Seat(s)) if !self.commanders_on(s, t).is_empty() => {
                BTreeMap::from([(t, self.commanders_on(s, t))])
            }
            _ => BTreeMap::new(),
        }
    }

    /// Territories of `layer` with commanders a nuclear card may hit (the card player's
    /// own too when `own`), with their owner and commanders.
    pub(super) fn killable(
        &self,
        seat: Seat,
        layer: Layer,
        own: bool,
    ) -> Vec<(TerritoryId, Seat, Vec<Commander>)> {
        members(self.map.layer(layer))
            .filter_map(|t| match self.owner(t) {
                Some(Owner::Seat(s)) if own || s != seat => {
                    let here = self.commanders_on(s, t);
                    (!here.is_empty()).then_some((t, s, here))
                }
                _ => None,
            })
            .collect()
    }

    /// The territory cards of `layer` still in the deck, as the card's rule checks them.
    pub(super) fn fresh_cards(&self, seat: Seat, spec: Spec<'_>, layer: Layer) -> Vec<TerritoryId> {
        let empty = BTreeMap::new();
        let (no_removals, no_killed) = (BTreeMap::new(), BTreeMap::new());
        let play = CardPlay {
            seat,
            deck: spec.deck,
            card: spec.id,
            territory: None,
            target: None,
            commander: None,
            mods: None,
            turned: &[],
            roll: None,
            rolls: &[],
            from: None,
            to: None,
            commanders: &[],
            moves: &empty,
            removals: &no_removals,
            killed: &no_killed,
        };
        members(self.map.layer(layer))
            .filter(|&t| self.draw_ok(&play, t, layer).is_ok())
            .collect()
    }

    /// Redeployment's moves: (from, to, most MODs) the engine accepts with the most MODs
    /// (or, with none to move, with a commander alone).
    pub(super) fn redeploy_routes(
        &self,
        seat: Seat,
        probe: &dyn Fn(Ask) -> bool,
    ) -> Vec<(TerritoryId, TerritoryId, u32)> {
        let mut out = Vec::new();
        for from in members(self.territories_of(seat)) {
            if self.units(from) < 2 {
                continue;
            }
            let most = self.mods(from).min(self.units(from) - 1);
            let first = self.commanders_on(seat, from).first().copied();
            for to in members(self.reachable(seat, from)) {
                let ok = probe(Ask {
                    from: Some(from),
                    to: Some(to),
                    mods: (most > 0).then_some(CardMods::Count(most)),
                    commanders: if most > 0 {
                        Vec::new()
                    } else {
                        first.into_iter().collect()
                    },
                    ..Ask::default()
                });
                if ok {
                    out.push((from, to, most));
                }
            }
        }
        out
    }
}

/// Some of a `play_card` action's fields, for a probe.
#[derive(Default)]
pub(super) struct Ask {
    pub(super) territory: Option<TerritoryId>,
    pub(super) target: Option<Seat>,
    pub(super) commander: Option<Commander>,
    pub(super) roll: Option<u8>,
    pub(super) to: Option<TerritoryId>,
    pub(super) from: Option<TerritoryId>,
    pub(super) mods: Option<CardMods>,
    pub(super) commanders: Vec<Commander>,
    pub(super) moves: BTreeMap<Commander, TerritoryId>,
    pub(super) killed: BTreeMap<TerritoryId, Vec<Commander>>,
}

/// The `play_card` action with these fields.
pub(super) fn with(mut a: Action, ask: Ask) -> Action {
    if let Action::PlayCard {
        territory,
        target,
        commander,
        roll,
        to,
        from,
        mods,
        commanders,
        moves,
        killed,
        ..
    } = &mut a
    {
        *territory = ask.territory;
        *target = ask.target;
        *commander = ask.commander;
        *roll = ask.roll;
        *to = ask.to;
        *from = ask.from;
        *mods = ask.mods;
        *commanders = ask.commanders;
        *moves = ask.moves;
        *killed = ask.killed;
    }
    a
}
