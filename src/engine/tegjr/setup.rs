//! Before the match (`RULES-teg-jr.md` §3): 2 to 4 players, the deal (an even share
//! each, the spare countries to the highest dice, ties re-rolled), one army on every
//! country, the draw pile made of every country card, sealed objectives for 3 or 4
//! players, and the first player.

use std::collections::BTreeSet;

use super::{Game, Phase, Refusal, TegJrLog, map_of};
use crate::engine::seat::Seat;

impl Game {
    /// The match as the setup leaves it, before round 1.
    ///
    /// # Errors
    /// A [`Refusal`] naming the broken rule of the setup.
    pub fn new(log: &TegJrLog) -> Result<Game, Refusal> {
        let map = map_of(&log.map, &log.map_hash).ok_or_else(|| Refusal::MapNotValidated {
            map: log.map.clone(),
        })?;
        let n = log.players.len();
        let seats_in_order = log
            .players
            .iter()
            .enumerate()
            .all(|(i, p)| usize::from(p.seat) == i);
        if !(2..=4).contains(&n) || !seats_in_order {
            return Err(Refusal::Players);
        }
        let mut owner = Vec::with_capacity(map.territory_count());
        for t in map.territory_ids() {
            match log.deal.owners.get(&t) {
                Some(&s) if usize::from(s) < n => owner.push(s),
                _ => return Err(Refusal::DealIncomplete { country: t }),
            }
        }
        check_shares(&owner, n, &log.deal.leftover_rolls)?;
        let secret = n >= 3;
        let objectives: Vec<_> = (0..n)
            .map(|s| {
                log.objectives
                    .get(&u8::try_from(s).unwrap_or(u8::MAX))
                    .cloned()
            })
            .collect();
        if log.objectives.len() != if secret { n } else { 0 }
            || objectives.iter().any(|o| o.is_none() && secret)
        {
            return Err(Refusal::Objectives);
        }
        if usize::from(log.first_seat) >= n {
            return Err(Refusal::FirstSeat);
        }
        let first = usize::from(log.first_seat);
        let order = (0..n)
            .map(|i| u8::try_from((first + i) % n).unwrap_or(0))
            .collect();
        let count = map.territory_count();
        let mut game = Game {
            map: super::OnBoard(map),
            settings: log.settings.clone(),
            players: log.players.clone(),
            objectives,
            owner,
            armies: vec![1; count],
            order,
            turn: 0,
            round: 1,
            phase: Phase::Objectives,
            cards: vec![0; n],
            pile: u32::try_from(count).unwrap_or(u32::MAX),
            traded: false,
            conquered: false,
            regrouped: false,
            arrived: vec![0; count],
            bonus_paid: BTreeSet::new(),
            eliminated: Vec::new(),
            winner: None,
            last: None,
        };
        game.leave_objectives_phase();
        Ok(game)
    }

    /// The first seat (in turn order) whose sealed objective the board already fulfils.
    pub(super) fn objective_met_before_play(&self) -> Option<Seat> {
        self.order
            .iter()
            .copied()
            .find(|&s| self.secret_met(s) == Some(true))
    }

    /// Round 1 starts once no sealed objective is already fulfilled.
    pub(super) fn leave_objectives_phase(&mut self) {
        self.phase = match self.objective_met_before_play() {
            Some(_) => Phase::Objectives,
            None => Phase::Place,
        };
    }
}

/// Every seat has ⌊N ÷ players⌋ countries, and the spare ones went one each to the
/// highest dice (a tie that would decide who takes one is re-rolled, so the log's dice
/// must single them out).
fn check_shares(
    owner: &[Seat],
    n: usize,
    rolls: &std::collections::BTreeMap<Seat, u8>,
) -> Result<(), Refusal> {
    let total = u32::try_from(owner.len()).unwrap_or(u32::MAX);
    let players = u32::try_from(n).unwrap_or(1);
    let (base, spare) = (total / players, total % players);
    let winners = super::deal::spare_winners(n, usize::try_from(spare).unwrap_or(0), rolls)?;
    for s in 0..n {
        let seat = u8::try_from(s).unwrap_or(0);
        let has = u32::try_from(owner.iter().filter(|&&o| o == seat).count()).unwrap_or(0);
        let should = base + u32::from(winners.contains(&seat));
        if has != should {
            return Err(Refusal::DealShare { seat, has, should });
        }
    }
    Ok(())
}
