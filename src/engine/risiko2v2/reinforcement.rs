//! Reinforcements (§3): the entitlement and its breakdown, the declaration with its
//! over-declaration penalty, and card trades with the 4/6/8/10 ramp.

use serde::Serialize;

use super::Game;
use crate::engine::map::{ContinentId, TerritorySet};
use crate::engine::risiko2v2::refusal::Refusal;
use crate::engine::seat::Seat;

/// A continent (or region) bonus in a breakdown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ContinentBonus {
    /// The continent or region.
    pub continent: ContinentId,
    /// Its bonus (counted only if the seat has not renounced).
    pub bonus: u32,
}

/// How a seat's reinforcement entitlement is made up, for the referee's screen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Breakdown {
    /// The round it applies to.
    pub round: u32,
    /// Rounds 1 and 2: the fixed 1 or 2 tanks (everything else is then 0).
    pub fixed: u32,
    /// Territories owned.
    pub territories: u32,
    /// max(1, territories / 3), from round 3.
    pub from_territories: u32,
    /// Continents and regions fully owned.
    pub continents: Vec<ContinentBonus>,
    /// The seat renounced continent bonuses: the continents above count 0.
    pub renounced: bool,
    /// Sum of the continent bonuses that count.
    pub continent_total: u32,
    /// Tanks from this turn's card trades.
    pub trades: u32,
    /// The entitlement.
    pub total: u32,
}

impl Game {
    /// The entitlement of `seat` if its turn were now, with the breakdown.
    pub fn reinforcement_breakdown(&self, seat: Seat) -> Breakdown {
        let territories = self.territories_of(seat).count_ones();
        let trades = if seat == self.current {
            self.turn.trade_value
        } else {
            0
        };
        if self.round <= 2 {
            let fixed = self.round;
            return Breakdown {
                round: self.round,
                fixed,
                territories,
                from_territories: 0,
                continents: Vec::new(),
                renounced: self.has_renounced(seat),
                continent_total: 0,
                trades: 0,
                total: fixed,
            };
        }
        let continents = self.bonus_continents(seat);
        let renounced = self.has_renounced(seat);
        let continent_total = if renounced {
            0
        } else {
            continents.iter().map(|c| c.bonus).sum()
        };
        let from_territories = (territories / 3).max(1);
        Breakdown {
            round: self.round,
            fixed: 0,
            territories,
            from_territories,
            continents,
            renounced,
            continent_total,
            trades,
            total: from_territories + continent_total + trades,
        }
    }

    /// Continents and regions whose bonus the seat would get (ignoring renunciation).
    fn bonus_continents(&self, seat: Seat) -> Vec<ContinentBonus> {
        let map = self.map();
        let mine = self.territories_of(seat);
        let owns = |mask: TerritorySet| mask & mine == mask;
        let asia_owned = map
            .continent_by_slug("asia")
            .is_some_and(|a| owns(map.continent(a).territories));
        map.continents()
            .filter(|(_, c)| owns(c.territories))
            .filter(|(_, c)| !(c.region && asia_owned && !self.settings.asia_del_nord_stacks))
            .map(|(id, c)| ContinentBonus {
                continent: id,
                bonus: c.bonus,
            })
            .collect()
    }

    /// Tanks one set is worth if traded now from a hand of `hand` cards.
    pub fn set_value(&self, hand: u32) -> u32 {
        if let Some(r) = self.ramp_start {
            let ramp = [4, 6, 8, 10];
            if let Some(v) = self.round.checked_sub(r).and_then(|k| ramp.get(k as usize)) {
                return *v;
            }
        }
        match hand {
            0..=3 => 8,
            4 => 10,
            _ => 12,
        }
    }

    /// The reinforcements still to place this turn.
    pub fn allowance_left(&self) -> u32 {
        self.turn.allowance
    }

    /// May the player in turn still declare (and trade before declaring)? From round 3,
    /// during the reinforcement phase, until the declaration is made.
    pub fn declaration_due(&self) -> bool {
        self.phase() == super::Phase::Reinforce && self.round >= 3 && self.turn.declared.is_none()
    }

    /// How many sets the player in turn may trade now: 0 when trading is closed.
    pub fn max_trade_sets(&self) -> u32 {
        if self.declaration_due() {
            self.cards[usize::from(self.current_seat())] / 3
        } else {
            0
        }
    }

    pub(super) fn trade(&mut self, seat: Seat, sets: u32) -> Result<(), Refusal> {
        if self.round < 3 {
            return Err(Refusal::NoTradesYet { round: self.round });
        }
        if !self.turn.reinforcing {
            return Err(Refusal::ReinforcementOver);
        }
        if self.turn.declared.is_some() {
            return Err(Refusal::TradeAfterDeclare);
        }
        if sets == 0 {
            return Err(Refusal::ZeroSets);
        }
        let s = usize::from(seat);
        let have = self.cards[s];
        let need = sets.saturating_mul(3);
        if need > have {
            return Err(Refusal::NotEnoughCards { have, need });
        }
        let mut hand = have;
        let mut value = 0;
        for _ in 0..sets {
            value += self.set_value(hand);
            hand -= 3;
        }
        self.cards[s] = hand;
        self.deck += need;
        self.turn.trade_value += value;
        Ok(())
    }

    pub(super) fn declare(&mut self, seat: Seat, tanks: u32) -> Result<(), Refusal> {
        if self.round < 3 {
            return Err(Refusal::NotNow {
                action: "declare".into(),
                phase: self.phase(),
            });
        }
        if self.turn.declared.is_some() {
            return Err(Refusal::AlreadyDeclared);
        }
        if !self.turn.reinforcing {
            return Err(Refusal::ReinforcementOver);
        }
        let entitled = self.reinforcement_breakdown(seat).total;
        // Over-declaring by E leaves entitlement − E, never below 0 (§3, "declares 15,
        // entitled to 13, places 11"); an under-declaration stands as declared.
        let allowance = self.declaration_allowance(tanks);
        self.turn.declared = Some(tanks);
        self.turn.entitlement = entitled;
        self.turn.allowance = allowance;
        Ok(())
    }
}

/// The tanks a player may place after declaring `declared` when entitled to
/// `entitled`: over-declaring by E leaves entitlement − E, never below 0 (§3, "declares
/// 15, entitled to 13, places 11"); an under-declaration stands as declared.
pub fn declared_allowance(entitled: u32, declared: u32) -> u32 {
    if declared > entitled {
        (2 * entitled).saturating_sub(declared)
    } else {
        declared
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_regulations_over_declaration_example() {
        // "declares 15, entitled to 13, places 11"; under-declaring stands.
        assert_eq!(super::declared_allowance(13, 15), 11);
        assert_eq!(super::declared_allowance(13, 10), 10);
        assert_eq!(super::declared_allowance(3, 9), 0);
    }

    use super::super::{Game, NEUTRAL};
    use crate::engine::log::Settings;
    use crate::engine::map::Map;

    fn game(settings: Settings) -> Game {
        super::super::test_game(settings)
    }

    /// Gives seat 0 every territory of Asia (and so Asia del Nord too).
    fn owns_asia(g: &mut Game) {
        let map = Map::risiko();
        let asia = map
            .continent_by_slug("asia")
            .map_or(0, |c| map.continent(c).territories);
        for mask in g.owned.iter_mut() {
            *mask &= !asia;
        }
        g.owned[0] |= asia;
        assert_eq!(g.owned[NEUTRAL] & asia, 0);
        g.round = 3;
    }

    #[test]
    fn asia_del_nord_stacks_with_asia_unless_the_tournament_says_no() {
        let mut g = game(Settings::default());
        owns_asia(&mut g);
        let b = g.reinforcement_breakdown(0);
        assert_eq!(b.continent_total, 7 + 3, "{b:?}");
        let mut g = game(Settings {
            asia_del_nord_stacks: false,
            ..Settings::default()
        });
        owns_asia(&mut g);
        assert_eq!(g.reinforcement_breakdown(0).continent_total, 7);
    }

    #[test]
    fn set_values_follow_the_ramp_then_the_hand() {
        let mut g = game(Settings::default());
        g.round = 5;
        assert_eq!(
            (
                g.set_value(3),
                g.set_value(4),
                g.set_value(5),
                g.set_value(9)
            ),
            (8, 10, 12, 12)
        );
        g.ramp_start = Some(5);
        let ramp: Vec<u32> = (5..10)
            .map(|r| {
                g.round = r;
                g.set_value(7)
            })
            .collect();
        assert_eq!(ramp, vec![4, 6, 8, 10, 12]);
    }

    #[test]
    fn fewer_than_three_territories_still_give_one_tank() {
        let mut g = game(Settings::default());
        g.round = 3;
        let keep = g.owned[0] & g.owned[0].wrapping_neg();
        g.owned[0] = keep;
        assert_eq!(g.reinforcement_breakdown(0).from_territories, 1);
    }

    /// The helpers the console uses to offer declare/trade agree with `apply`.
    #[test]
    fn declaration_and_trade_helpers_agree_with_apply() {
        use crate::engine::log::Action;
        let mut g = game(Settings::default());
        let seat = g.current_seat();
        g.round = 2;
        assert!(!g.declaration_due());
        assert_eq!(g.max_trade_sets(), 0);
        g.round = 3;
        g.stage = super::super::Stage::Play;
        g.turn.reinforcing = true;
        g.cards[usize::from(seat)] = 7;
        assert!(g.declaration_due());
        assert_eq!(g.max_trade_sets(), 2);
        assert!(g.apply(&Action::Trade { seat, sets: 3 }).is_err());
        let traded = g.apply(&Action::Trade { seat, sets: 2 }).unwrap();
        assert_eq!(traded.max_trade_sets(), 0, "one card left");
        let declared = g.apply(&Action::Declare { seat, tanks: 1 }).unwrap();
        assert!(!declared.declaration_due());
        assert_eq!(declared.max_trade_sets(), 0);
        assert!(declared.apply(&Action::Trade { seat, sets: 1 }).is_err());
    }
}
