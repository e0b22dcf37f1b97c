//! The international zone (§12): two players from their third trade agree on a country
//! with a single army that each takes from the other in its turn, always with one army.
//! What the zone forbids (reinforcing it: placing, regrouping, moving in more than one
//! army, the card's 3 armies) is refused naming the zone; not attacking it when due is a
//! breach the engine detects at the end of the turn, and the referee's `zone_breach`
//! records the penalty.

use super::{Game, Refusal, Seat, SituationCard, Zone};
use crate::engine::map::TerritoryId;

/// Trades each party needs before a zone (§12).
const ZONE_TRADES: u32 = 3;

impl Game {
    /// The standing international zones.
    pub fn zones(&self) -> &[Zone] {
        &self.zones
    }

    /// The zone on `t` whose party is `seat`, if any.
    pub fn zone_of(&self, seat: Seat, t: TerritoryId) -> Option<&Zone> {
        self.zones
            .iter()
            .find(|z| z.country == t && z.parties.contains(&seat))
    }

    /// The zone breach waiting for the referee's penalty: (zone, offender).
    pub fn breach_due(&self) -> Option<(usize, Seat)> {
        self.breach_due
    }

    /// Refused when `seat` would reinforce its own zone (`what`: place, regroup,
    /// move_in, card_bonus).
    pub(super) fn zone_forbids(
        &self,
        seat: Seat,
        t: TerritoryId,
        what: &'static str,
    ) -> Result<(), Refusal> {
        match self.zone_of(seat, t) {
            Some(z) => Err(Refusal::ZoneForbids {
                pact: z.id,
                country: t,
                what,
            }),
            None => Ok(()),
        }
    }

    /// §12: the referee records a zone.
    pub(super) fn record_zone(
        &mut self,
        parties: [Seat; 2],
        country: TerritoryId,
    ) -> Result<(), Refusal> {
        self.check_parties(parties, |reason| Refusal::ZoneInvalid { reason })?;
        let invalid = |reason: &'static str| Err(Refusal::ZoneInvalid { reason });
        if parties
            .iter()
            .any(|s| self.trades[usize::from(*s)] < ZONE_TRADES)
        {
            return invalid("three_trades_each");
        }
        if self
            .zones
            .iter()
            .any(|z| z.parties.iter().any(|s| parties.contains(s)))
        {
            return invalid("one_zone_each");
        }
        let Some(holder) = self.holder(country).filter(|h| parties.contains(h)) else {
            return invalid("zone_held_by_a_party");
        };
        if self.armies[country.index()] != 1 {
            return invalid("zone_has_one_army");
        }
        let around = self.adjacency[country.index()];
        let next_to = |s: Seat| around & self.owned[usize::from(s)] != 0;
        if !parties.iter().all(|s| next_to(*s)) {
            return invalid("zone_borders_both");
        }
        let id = self.actions_applied;
        self.zones.push(Zone {
            id,
            parties,
            country,
        });
        // Recorded during a party's turn while the other holds the zone: owed at once.
        if matches!(self.stage, super::Stage::Turn(_))
            && parties.contains(&self.current)
            && holder != self.current
        {
            self.zone_owed.push(id);
        }
        Ok(())
    }

    /// A zone ends by announcement at once: it obliges rather than protects, so a notice
    /// would only prolong the obligations (`Ok(false)` when `id` is not a zone).
    pub(super) fn break_zone(&mut self, seat: Seat, id: usize) -> Result<bool, Refusal> {
        let Some(z) = self.zones.iter().find(|z| z.id == id) else {
            return Ok(false);
        };
        if !z.parties.contains(&seat) {
            return Err(Refusal::NotAParty { seat, pact: id });
        }
        self.zones.retain(|z| z.id != id);
        Ok(true)
    }

    /// Zones end when a third colour takes the country (or it becomes a condominium) and
    /// when a party is out.
    pub(super) fn zones_after_capture(&mut self, t: TerritoryId, by: Option<Seat>) {
        self.zones
            .retain(|z| z.country != t || by.is_some_and(|s| z.parties.contains(&s)));
    }

    /// At the start of `seat`'s turn: the zones held by the other party, which it owes
    /// an attack.
    pub(super) fn note_zone_owed(&mut self, seat: Seat) {
        self.zone_attacked = 0;
        self.zone_owed.clear();
        for z in &self.zones {
            if let Some(i) = z.parties.iter().position(|s| *s == seat)
                && self.holder(z.country) == Some(z.parties[1 - i])
            {
                self.zone_owed.push(z.id);
            }
        }
    }

    /// At the end of `seat`'s turn: a zone owed and not attacked is a breach (a resting
    /// colour owes nothing).
    pub(super) fn check_zone_breach(&mut self, seat: Seat) {
        let resting =
            matches!(self.situation, Some((SituationCard::Descanso, Some(s))) if s == seat);
        if resting {
            return;
        }
        for id in &self.zone_owed {
            if let Some(z) = self.zones.iter().find(|z| z.id == *id)
                && self.zone_attacked & z.country.bit() == 0
            {
                self.breach_due = Some((z.id, seat));
                return;
            }
        }
    }

    /// §12: the penalty: a country card at random back to the pile (or the next card
    /// earned lost), and the injured party's choice whether the zone goes on.
    pub(super) fn zone_breach(
        &mut self,
        id: usize,
        offender: Seat,
        card: Option<TerritoryId>,
        continues: bool,
    ) -> Result<(), Refusal> {
        let invalid = |reason: &'static str| Err(Refusal::ZoneBreachInvalid { reason });
        if self.breach_due != Some((id, offender)) {
            return invalid("no_such_breach");
        }
        let o = usize::from(offender);
        match card {
            Some(c) if self.hands[o] & c.bit() != 0 => {
                self.hands[o] &= !c.bit();
                self.bonus_taken[o] &= !c.bit();
            }
            Some(c) => {
                return Err(Refusal::CardNotHeld {
                    seat: offender,
                    country: c,
                });
            }
            None if self.hands[o] != 0 => return invalid("card_to_take"),
            None => self.card_forfeit |= 1 << offender,
        }
        if !continues {
            self.zones.retain(|z| z.id != id);
        }
        self.breach_due = None;
        Ok(())
    }
}
