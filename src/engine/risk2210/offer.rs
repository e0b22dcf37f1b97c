//! What a seat may do now, for the console's forms (the `legal_*` readers of the house
//! style): each offer is found by asking the rules themselves — a candidate action is
//! applied to a copy of the game and offered only if the engine accepts it — so the
//! console never repeats a rule and follows every rule the engine learns.

use std::collections::BTreeMap;

use super::cards::{Card, Deck, Timing};
use super::log::{Action, Faces};
use super::pieces::{Commander, Piece};
use super::{Game, Stage};
use crate::engine::map::{TerritoryId, members};
use crate::engine::seat::{Owner, Seat};

/// How many of each side's dice are eight-sided in a throw with these commanders named.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ThrowDice {
    /// Most attacker dice (3, or units on the source less one).
    pub attacker_max: u32,
    /// Most defender dice (2, or units on the target).
    pub defender_max: u32,
    /// The attacker's d8s (named commanders who roll one on this front).
    pub attacker_d8: u32,
    /// The defender's d8s out of the dice asked about (a station: all of them).
    pub defender_d8: u32,
}

impl Game {
    /// The throw forms the tournament accepts (the setting `dice_entry`): the console
    /// offers only those.
    pub fn dice_entry(&self) -> crate::engine::throw::DiceEntry {
        self.settings.dice_entry
    }

    /// Years in the match (the settings' `years`).
    pub fn years(&self) -> u32 {
        self.settings.years
    }

    /// True if the engine accepts `action` now (tried on a copy).
    pub fn allows(&self, action: &Action) -> bool {
        self.clone().apply_mut(action).is_ok()
    }

    /// The free setup pieces the current seat may still place (§2 step 7).
    pub fn pieces_left(&self) -> Vec<Piece> {
        if self.stage != Stage::Pieces {
            return Vec::new();
        }
        self.pieces[usize::from(self.current)].clone()
    }

    /// Own territories where `seat` may put a piece, buy a commander or a station now:
    /// the territories on which the engine accepts the action `make(t)`.
    pub fn sites(&self, seat: Seat, make: impl Fn(TerritoryId) -> Action) -> Vec<TerritoryId> {
        members(self.territories_of(seat))
            .filter(|&t| self.allows(&make(t)))
            .collect()
    }

    /// The commanders `seat` may buy now (not in play, energy enough, phase open).
    pub fn commanders_to_buy(&self, seat: Seat) -> Vec<Commander> {
        let Some(t) = members(self.territories_of(seat)).next() else {
            return Vec::new();
        };
        Commander::ALL
            .into_iter()
            .filter(|&commander| {
                self.allows(&Action::BuyCommander {
                    seat,
                    commander,
                    territory: t,
                })
            })
            .collect()
    }

    /// The decks `seat` may buy from now, with the cards left in each (none once
    /// bought this turn, or past the phase).
    pub fn decks_to_buy(&self, seat: Seat) -> Vec<(Deck, u32)> {
        Deck::ALL
            .into_iter()
            .filter(|&d| {
                self.allows(&Action::BuyCards {
                    seat,
                    decks: BTreeMap::from([(d, 1)]),
                })
            })
            .map(|d| (d, self.decks[d.index()]))
            .collect()
    }

    /// The invasions `seat` may declare now: (source, target) by the table of §5.1.
    pub fn invasion_routes(&self, seat: Seat) -> Vec<(TerritoryId, TerritoryId)> {
        let mine = self.territories_of(seat);
        let mut out = Vec::new();
        for from in members(mine) {
            if self.units(from) < 2 {
                continue;
            }
            let mut near = self.map.neighbour_set(from);
            if self.station[from.index()] == Some(seat) {
                for t in self
                    .map
                    .territory_ids()
                    .filter(|&t| self.is_landing_site(t))
                {
                    near |= t.bit();
                }
            }
            for to in members(near & !mine) {
                if self.allows(&Action::Invade { seat, from, to }) {
                    out.push((from, to));
                }
            }
        }
        out
    }

    /// The dice of a throw in the open invasion, with these commanders named and the
    /// defender throwing `defender_dice` dice (its d8s: all of them from a station).
    pub fn throw_dice(
        &self,
        attacker: &[Commander],
        defender: &[Commander],
        defender_dice: u32,
    ) -> ThrowDice {
        let Some(inv) = &self.invasion else {
            return ThrowDice::default();
        };
        let attacker_max = 3.min(self.units(inv.from).saturating_sub(1));
        let defender_max = 2.min(self.units(inv.to));
        let attacker_d8 = attacker
            .iter()
            .filter(|&&c| self.attack_d8(c, inv.from, inv.to))
            .count();
        let defender_d8 = if self.station[inv.to.index()].is_some()
            && matches!(self.owner[inv.to.index()], Some(Owner::Seat(_)))
        {
            defender_dice
        } else {
            u32::try_from(defender.len()).unwrap_or(0)
        };
        ThrowDice {
            attacker_max,
            defender_max,
            attacker_d8: u32::try_from(attacker_d8).unwrap_or(0),
            defender_d8,
        }
    }

    /// Who defends the open invasion's target, and their commanders standing there.
    pub fn defenders(&self) -> Option<(Option<Seat>, Vec<Commander>)> {
        let inv = self.invasion.as_ref()?;
        Some(match self.owner[inv.to.index()] {
            Some(Owner::Seat(d)) => (Some(d), self.commanders_on(d, inv.to)),
            _ => (None, Vec::new()),
        })
    }

    /// The fortify moves `seat` may make now: (from, to, most MODs that may go).
    pub fn fortify_routes(&self, seat: Seat) -> Vec<(TerritoryId, TerritoryId, u32)> {
        let mut out = Vec::new();
        for from in members(self.territories_of(seat)) {
            if self.units(from) < 2 {
                continue;
            }
            for to in members(self.reachable(seat, from)) {
                let most = self.mods(from).min(self.units(from) - 1);
                let probe = Action::Fortify {
                    seat,
                    from,
                    to,
                    mods: most.max(1),
                    commanders: Vec::new(),
                };
                let commander_only = most == 0
                    && self.commanders_on(seat, from).first().is_some_and(|&c| {
                        self.allows(&Action::Fortify {
                            seat,
                            from,
                            to,
                            mods: 0,
                            commanders: vec![c],
                        })
                    });
                if self.allows(&probe) || commander_only {
                    out.push((from, to, most));
                }
            }
        }
        out
    }

    /// True if the card is played at the end of the game (scored then).
    pub fn is_game_card(card: &Card) -> bool {
        card.timing == Timing::Game
    }

    /// The faces of one side, d8s first, as the console reads them typed in a row.
    pub fn split_faces(faces: &[u8], d8: u32) -> Faces {
        let k = usize::try_from(d8).unwrap_or(0).min(faces.len());
        Faces {
            d8: faces[..k].to_vec(),
            d6: faces[k..].to_vec(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::risk2210::{R2210Log, replay};

    /// The scenario file's log, replayed without its last `drop` actions.
    fn at(text: &str, drop: usize) -> Game {
        let v: serde_json::Value = serde_json::from_str(text).expect("json");
        let mut log = R2210Log::from_value(&v["log"]).expect("log");
        log.actions.truncate(log.actions.len() - drop);
        replay(&log).expect("replays")
    }

    #[test]
    fn nothing_but_the_income_is_offered_while_it_is_left() {
        let g = at(
            include_str!("../../../tests/scenarios/risk2210/income_placed.json"),
            1,
        );
        let seat = g.current().expect("a turn");
        assert!(g.income_left() > 0);
        assert!(g.invasion_routes(seat).is_empty());
        assert!(g.commanders_to_buy(seat).is_empty());
        assert!(g.card_fields().is_empty());
    }

    #[test]
    fn after_the_income_the_engine_offers_buys_and_invasions() {
        let g = at(
            include_str!("../../../tests/scenarios/risk2210/income_placed.json"),
            0,
        );
        let seat = g.current().expect("a turn");
        // Energy 7: every commander not in play (land and diplomat are).
        let kinds = g.commanders_to_buy(seat);
        assert_eq!(
            kinds,
            vec![Commander::Naval, Commander::Space, Commander::Nuclear]
        );
        let routes = g.invasion_routes(seat);
        assert!(!routes.is_empty());
        for (from, to) in routes {
            assert!(g.allows(&Action::Invade { seat, from, to }));
            // Without a naval or space commander only land targets are offered.
            assert_eq!(g.map.territory(to).layer, crate::engine::map::Layer::Land);
        }
    }

    #[test]
    fn a_station_with_the_space_commander_offers_the_landing_sites() {
        let g = at(
            include_str!("../../../tests/scenarios/risk2210/lunar_landing.json"),
            2,
        );
        let seat = g.current().expect("a turn");
        let moon: Vec<_> = g
            .invasion_routes(seat)
            .into_iter()
            .filter(|(_, to)| g.is_landing_site(*to))
            .collect();
        assert_eq!(moon.len(), 3, "{moon:?}");
    }

    #[test]
    fn faces_typed_in_a_row_split_d8s_first() {
        let split = Game::split_faces(&[7, 5, 2], 1);
        assert_eq!((split.d8, split.d6), (vec![7], vec![5, 2]));
    }
}
