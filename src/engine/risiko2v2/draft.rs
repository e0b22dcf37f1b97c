//! The draft (§2.3): digital (the app deals four packets from a seed; seats pick one
//! card a pass and packets rotate) or physical (the referee enters the final owners,
//! checked in `setup`).
//!
//! Packets pass "to the right", read as the player who plays just before: at pass `p`
//! seat `s` holds the packet first dealt to seat `(s + p) mod 4`. After ten passes the
//! last card of each 11-card packet is neutral.

use std::collections::BTreeSet;

use super::{Game, SEATS, Stage};
use crate::engine::map::{Map, TerritoryId};
use crate::engine::risiko2v2::refusal::Refusal;
use crate::engine::seat::{Owner, Seat};

/// Packet sizes in seat order: seats 0 and 1 get 10 cards, seats 2 and 3 get 11.
pub const PACKET_SIZES: [usize; SEATS] = [10, 10, 11, 11];

// The generator is the engine's, shared by every ruleset; re-exported here, where the
// 2 vs 2 draft has always named it.
pub use crate::engine::seed::splitmix64;

/// Deals the 42 territory cards into packets of 10, 10, 11 and 11 (seat order) with a
/// Fisher–Yates shuffle driven by splitmix64 from `seed`.
pub fn deal_packets(seed: u64) -> [Vec<TerritoryId>; SEATS] {
    let map = Map::risiko();
    let mut cards: Vec<TerritoryId> = map.territory_ids().collect();
    let mut state = seed;
    for i in (1..cards.len()).rev() {
        let bound = u64::try_from(i + 1).unwrap_or(u64::MAX);
        let j = usize::try_from(splitmix64(&mut state) % bound).unwrap_or(0);
        cards.swap(i, j);
    }
    let mut packets: [Vec<TerritoryId>; SEATS] = Default::default();
    let mut rest = cards.as_slice();
    for (packet, size) in packets.iter_mut().zip(PACKET_SIZES) {
        let (head, tail) = rest.split_at(size.min(rest.len()));
        *packet = head.to_vec();
        rest = tail;
    }
    packets
}

/// Checks a logged deal: two packets of 10, two of 11, every territory once, and (when a
/// seed is recorded) exactly the packets that seed deals.
pub(super) fn check_packets(
    packets: &[Vec<TerritoryId>],
    seed: Option<u64>,
) -> Result<(), Refusal> {
    let mut sizes: Vec<usize> = packets.iter().map(Vec::len).collect();
    let mut sorted = sizes.clone();
    sorted.sort_unstable();
    if sorted != [10, 10, 11, 11] {
        sizes.truncate(8);
        return Err(Refusal::PacketSizes { sizes });
    }
    let all: Vec<TerritoryId> = packets.iter().flatten().copied().collect();
    if let Some(territory) = distinct(&all) {
        return Err(Refusal::PacketDuplicate { territory });
    }
    if let Some(seed) = seed
        && deal_packets(seed).as_slice() != packets
    {
        return Err(Refusal::PacketSeedMismatch { seed });
    }
    Ok(())
}

/// The first item met a second time, if any: the deal's check that every territory is
/// dealt once (here, beside its one caller, so that the setup, which starts the draft,
/// stays the module above it).
fn distinct<T: Ord + Copy>(items: &[T]) -> Option<T> {
    let mut seen = BTreeSet::new();
    items.iter().copied().find(|x| !seen.insert(*x))
}

/// A digital draft in progress.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct DraftState {
    /// What is left of each packet, indexed by the seat it was first dealt to.
    pub packets: [Vec<TerritoryId>; SEATS],
    /// The pass being played, from 0.
    pub pass: usize,
    /// Passes in all: the smallest packet's size (10).
    pub passes: usize,
    /// Who picked in this pass.
    pub picked: [bool; SEATS],
}

impl DraftState {
    pub fn new(packets: &[Vec<TerritoryId>]) -> DraftState {
        let mut p: [Vec<TerritoryId>; SEATS] = Default::default();
        for (slot, packet) in p.iter_mut().zip(packets) {
            *slot = packet.clone();
        }
        let passes = p.iter().map(Vec::len).min().unwrap_or(0);
        DraftState {
            packets: p,
            pass: 0,
            passes,
            picked: [false; SEATS],
        }
    }

    fn packet_index(&self, seat: usize) -> usize {
        (seat + self.pass) % SEATS
    }
}

impl Game {
    /// The cards in front of `seat` in the current pass (empty outside the draft).
    pub fn draft_packet_for(&self, seat: Seat) -> Vec<TerritoryId> {
        match &self.draft {
            Some(d) if usize::from(seat) < SEATS => {
                d.packets[d.packet_index(usize::from(seat))].clone()
            }
            _ => Vec::new(),
        }
    }

    /// True if `seat` already picked in the current pass.
    pub fn draft_has_picked(&self, seat: Seat) -> bool {
        self.draft
            .as_ref()
            .is_some_and(|d| d.picked.get(usize::from(seat)).copied().unwrap_or(false))
    }

    /// The current draft pass (0-based) and the number of passes, during the draft.
    pub fn draft_pass(&self) -> Option<(usize, usize)> {
        self.draft.as_ref().map(|d| (d.pass, d.passes))
    }

    pub(super) fn draft_pick(&mut self, seat: Seat, territory: TerritoryId) -> Result<(), Refusal> {
        let phase = self.phase();
        let Some(d) = self.draft.as_mut().filter(|_| self.stage == Stage::Draft) else {
            return Err(Refusal::NotNow {
                action: "draft_pick".into(),
                phase,
            });
        };
        let s = usize::from(seat);
        if d.picked[s] {
            return Err(Refusal::AlreadyPicked { seat });
        }
        let pi = d.packet_index(s);
        let Some(pos) = d.packets[pi].iter().position(|t| *t == territory) else {
            return Err(Refusal::NotInPacket { seat, territory });
        };
        d.packets[pi].remove(pos);
        d.picked[s] = true;
        let pass_over = d.picked.iter().all(|p| *p);
        if pass_over {
            d.pass += 1;
            d.picked = [false; SEATS];
        }
        let done = d.pass >= d.passes;
        let leftovers: Vec<TerritoryId> = if done {
            d.packets.iter().flatten().copied().collect()
        } else {
            Vec::new()
        };
        self.give(territory, Owner::Seat(seat));
        if done {
            for t in leftovers {
                self.give(t, Owner::Neutral);
            }
            self.draft = None;
            self.stage = Stage::Placement;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_always_deals_the_same_packets() {
        let a = deal_packets(42);
        assert_eq!(a, deal_packets(42));
        assert_ne!(a, deal_packets(43));
        let sizes: Vec<usize> = a.iter().map(Vec::len).collect();
        assert_eq!(sizes, vec![10, 10, 11, 11]);
        assert_eq!(check_packets(&a, Some(42)), Ok(()));
        assert_eq!(
            check_packets(&a, Some(7)).map_err(|r| r.code()),
            Err("packet_seed_mismatch")
        );
    }
}
