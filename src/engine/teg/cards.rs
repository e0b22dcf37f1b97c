//! Cards (§5.6, §6): the country card drawn after conquering, the five-card rule, trades
//! with their escalating values (6, 10, 15, 20…), continent cards used once each, and the
//! 3-army bonus of a country card on its own country.

use std::collections::BTreeMap;

use super::{Figure, Game, HAND_LIMIT, Refusal, Seat, Stage, Step};
use crate::engine::map::{ContinentId, TerritoryId};

/// The armies the `k`-th trade gives (§6.3): 6, 10, then 5 more each time.
pub fn trade_value(k: u32) -> u32 {
    match k {
        0 | 1 => 6,
        _ => 5 * k,
    }
}

/// What a card contributes to a set.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Unit {
    /// A set on its own (supertarjeta, América del Norte, Europa, Asia).
    Whole,
    /// One unit, any of these figures (soldados: any figure).
    One(Vec<Figure>),
}

/// Every figure, in `Figure` order.
const ALL: [Figure; 5] = [
    Figure::Soldados,
    Figure::Avion,
    Figure::Tanque,
    Figure::Granada,
    Figure::Barco,
];

fn sorted(f: &[Figure]) -> Vec<Figure> {
    let mut v = f.to_vec();
    v.sort();
    v
}

const PLAIN: [Figure; 4] = [
    Figure::Avion,
    Figure::Tanque,
    Figure::Granada,
    Figure::Barco,
];

fn card_units(figures: &[Figure]) -> Vec<Unit> {
    let mut sorted = figures.to_vec();
    sorted.sort();
    if sorted == [Figure::Avion, Figure::Tanque, Figure::Barco] {
        return vec![Unit::Whole];
    }
    vec![Unit::One(sorted)]
}

fn continent_units(slug: &str) -> Vec<Unit> {
    let one = |f| Unit::One(vec![f]);
    match slug {
        "america_del_sur" => vec![one(Figure::Avion), one(Figure::Tanque)],
        "africa" => vec![one(Figure::Avion), one(Figure::Barco)],
        "america_central" => vec![one(Figure::Tanque)],
        "oceania" => vec![one(Figure::Barco)],
        _ => vec![Unit::Whole],
    }
}

fn choices(u: &Unit) -> Vec<Figure> {
    match u {
        Unit::One(fs) if fs.contains(&Figure::Soldados) => PLAIN.to_vec(),
        Unit::One(fs) => fs.clone(),
        Unit::Whole => Vec::new(),
    }
}

/// True if the units hold a set: a whole-set card, or three units of one figure or of
/// three different figures (§6.3).
fn forms_set(units: &[&Unit]) -> bool {
    if units.iter().any(|u| **u == Unit::Whole) {
        return true;
    }
    let n = units.len();
    for i in 0..n {
        for j in i + 1..n {
            for k in j + 1..n {
                for a in choices(units[i]) {
                    for b in choices(units[j]) {
                        for c in choices(units[k]) {
                            let same = a == b && b == c;
                            let different = a != b && b != c && a != c;
                            if same || different {
                                return true;
                            }
                        }
                    }
                }
            }
        }
    }
    false
}

/// True if the cards (each a list of units) form one set and none could be kept back.
fn minimal_set(cards: &[Vec<Unit>]) -> (bool, bool) {
    let all: Vec<&Unit> = cards.iter().flatten().collect();
    let set = forms_set(&all);
    let minimal = (0..cards.len()).all(|skip| {
        let rest: Vec<&Unit> = cards
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != skip)
            .flat_map(|(_, c)| c)
            .collect();
        !forms_set(&rest)
    });
    (set, minimal)
}

fn valid_figures(f: &[Figure]) -> bool {
    let mut s = f.to_vec();
    s.sort();
    s.dedup();
    s.len() == f.len()
        && (1..=3).contains(&f.len())
        && (f.len() < 3 || card_units(f) == [Unit::Whole])
}

impl Game {
    /// The figures known for a country card: the map's, or entered at an earlier trade.
    pub(super) fn known_figures(&self, t: TerritoryId) -> Option<Vec<Figure>> {
        let bits = self.figures[t.index()];
        if bits != 0 {
            return Some(
                ALL.into_iter()
                    .filter(|f| bits & (1 << *f as u8) != 0)
                    .collect(),
            );
        }
        let word = self.map().territory(t).card.as_deref()?;
        serde_json::from_value(serde_json::json!([word])).ok()
    }

    /// §6.3: the turn's trade.
    pub(super) fn trade(
        &mut self,
        seat: Seat,
        countries: &[TerritoryId],
        continents: &[ContinentId],
        figures: &BTreeMap<TerritoryId, Vec<Figure>>,
    ) -> Result<(), Refusal> {
        self.own_turn(seat)?;
        if self.stage != Stage::Turn(Step::Incorporation) {
            return Err(Refusal::StageOver { action: "trade" });
        }
        if self.traded_this_turn {
            return Err(Refusal::OneTradePerRound { seat });
        }
        let s = usize::from(seat);
        let mut units = Vec::new();
        let mut learned = Vec::new();
        let mut seen = 0u128;
        for t in countries {
            if self.hands[s] & t.bit() == 0 || seen & t.bit() != 0 {
                return Err(Refusal::CardNotHeld { seat, country: *t });
            }
            seen |= t.bit();
            let f = match (self.known_figures(*t), figures.get(t)) {
                (Some(k), Some(g)) if sorted(g) != k => {
                    return Err(Refusal::FiguresConflict { country: *t });
                }
                (Some(k), _) => k,
                (None, Some(g)) if valid_figures(g) => {
                    learned.push((*t, g.clone()));
                    g.clone()
                }
                (None, Some(_)) => return Err(Refusal::FiguresInvalid { country: *t }),
                (None, None) => return Err(Refusal::FiguresUnknown { country: *t }),
            };
            units.push(card_units(&f));
        }
        let mut used = 0u8;
        for c in continents {
            let bit = 1u8 << c.0;
            if self.continent_cards[s] & bit == 0 || used & bit != 0 {
                return Err(Refusal::ContinentCardNotHeld {
                    seat,
                    continent: *c,
                });
            }
            used |= bit;
            units.push(continent_units(&self.map().continent(*c).slug));
        }
        let (set, minimal) = minimal_set(&units);
        if !set {
            return Err(Refusal::TradeNotASet);
        }
        if !minimal {
            return Err(Refusal::TradeNotMinimal);
        }
        for (t, f) in learned {
            self.figures[t.index()] = f.iter().fold(0, |m, x| m | 1 << *x as u8);
        }
        self.hands[s] &= !seen;
        self.bonus_taken[s] &= !seen;
        self.continent_cards[s] &= !used;
        self.continent_used[s] |= used;
        self.trades[s] += 1;
        self.free += trade_value(self.trades[s]);
        self.traded_this_turn = true;
        Ok(())
    }

    fn card_step(&mut self, seat: Seat) -> Result<(), Refusal> {
        self.own_turn(seat)?;
        if self.occupation.is_some() {
            return Err(Refusal::OccupyPending);
        }
        self.leave_incorporation(Step::Cards)
    }

    /// §6.1: the country card after conquering 1 (2 after the third trade).
    pub(super) fn draw_card(&mut self, seat: Seat, country: TerritoryId) -> Result<(), Refusal> {
        self.card_step(seat)?;
        let s = usize::from(seat);
        let needed = if self.trades[s] >= 3 { 2 } else { 1 };
        let conquests = self.conquests_for_card();
        if self.drawn || conquests < needed {
            return Err(Refusal::CardNotDue {
                seat,
                conquests,
                needed,
            });
        }
        if self.card_forfeit & (1 << seat) != 0 {
            return Err(Refusal::ZonePenaltyNoCard { seat });
        }
        if self.crisis_excluded & (1 << seat) != 0 {
            return Err(Refusal::CrisisNoCard { seat });
        }
        if self.hands[s].count_ones() >= HAND_LIMIT {
            return Err(Refusal::HandFull { seat });
        }
        if let Some(holder) = (0..self.players.len()).find(|&h| self.hands[h] & country.bit() != 0)
        {
            return Err(Refusal::CardUnavailable {
                country,
                holder: super::seat_at(holder),
            });
        }
        self.hands[s] |= country.bit();
        self.bonus_taken[s] &= !country.bit();
        self.drawn = true;
        Ok(())
    }

    /// §6.5: a continent completed by this turn's attacks (or an earlier claim forgotten).
    pub(super) fn claim_continent_card(
        &mut self,
        seat: Seat,
        c: ContinentId,
    ) -> Result<(), Refusal> {
        self.card_step(seat)?;
        let s = usize::from(seat);
        let bit = 1u8 << c.0;
        let area = self.map().continent(c).territories;
        if self.owned[s] & area != area {
            return Err(Refusal::ContinentNotHeld { seat, continent: c });
        }
        if self.continent_used[s] & bit != 0 || self.continent_cards[s] & bit != 0 {
            return Err(Refusal::ContinentCardUsed { seat, continent: c });
        }
        if self.conquered & area == 0 && self.continent_due[s] & bit == 0 {
            return Err(Refusal::ContinentCardNotEarned { seat, continent: c });
        }
        self.continent_cards[s] |= bit;
        self.continent_due[s] &= !bit;
        Ok(())
    }

    /// Continents completed this turn whose card was not claimed stay claimable later.
    pub(super) fn note_continent_cards_due(&mut self, seat: Seat) {
        let s = usize::from(seat);
        for (cid, c) in self.map().continents() {
            let bit = 1u8 << cid.0;
            let held = self.owned[s] & c.territories == c.territories;
            if held
                && self.conquered & c.territories != 0
                && (self.continent_cards[s] | self.continent_used[s]) & bit == 0
            {
                self.continent_due[s] |= bit;
            }
        }
    }

    /// §5.6: 3 armies on a country whose card the player holds, once per holding.
    pub(super) fn card_bonus(&mut self, seat: Seat, country: TerritoryId) -> Result<(), Refusal> {
        self.card_step(seat)?;
        let s = usize::from(seat);
        let due = self.hands[s] & country.bit() != 0
            && self.holder(country) == Some(seat)
            && self.bonus_taken[s] & country.bit() == 0;
        if !due {
            return Err(Refusal::BonusNotDue { seat, country });
        }
        self.zone_forbids(seat, country, "card_bonus")?;
        if self.blockaded(country) {
            return Err(Refusal::Blockaded { country });
        }
        self.bonus_taken[s] |= country.bit();
        self.armies[country.index()] += 3;
        Ok(())
    }

    /// §6.1, §13.6: the turn's conquests towards a card; countries taken through
    /// aggression pacts count only when there were at least two.
    pub(super) fn conquests_for_card(&self) -> u32 {
        let joint = if self.joint_conquests >= 2 {
            self.joint_conquests
        } else {
            0
        };
        self.conquests + joint
    }

    /// A forfeited card (§12) is lost with the first turn that earned one.
    pub(super) fn settle_forfeit(&mut self, seat: Seat) {
        let needed = if self.trades[usize::from(seat)] >= 3 {
            2
        } else {
            1
        };
        if self.conquests_for_card() >= needed {
            self.card_forfeit &= !(1 << seat);
        }
    }

    /// Trades made by a seat.
    pub fn trades_of(&self, seat: Seat) -> u32 {
        self.trades[usize::from(seat)]
    }

    /// Continent cards a seat holds (bit = continent index).
    pub fn continent_cards_of(&self, seat: Seat) -> u8 {
        self.continent_cards[usize::from(seat)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(f: Figure) -> Vec<Unit> {
        vec![Unit::One(vec![f])]
    }

    #[test]
    fn trade_values_escalate_as_the_seed_says() {
        let v: Vec<u32> = (1..=6).map(trade_value).collect();
        assert_eq!(v, [6, 10, 15, 20, 25, 30]);
    }

    #[test]
    fn sets_and_minimal_sets_follow_the_page() {
        use Figure::*;
        // Three different, one wild.
        assert_eq!(
            minimal_set(&[one(Avion), one(Soldados), one(Barco)]),
            (true, true)
        );
        // Three the same.
        assert_eq!(
            minimal_set(&[one(Granada), one(Granada), one(Granada)]),
            (true, true)
        );
        // Two of one and one of another: no set.
        assert!(!minimal_set(&[one(Avion), one(Avion), one(Barco)]).0);
        // América del Sur + one barco card; África + América del Sur (both needed).
        let sa = continent_units("america_del_sur");
        let af = continent_units("africa");
        assert_eq!(minimal_set(&[sa.clone(), one(Barco)]), (true, true));
        assert_eq!(minimal_set(&[af, sa.clone()]), (true, true));
        // A supertarjeta alone; with another card it is not minimal.
        let sup = card_units(&[Avion, Barco, Tanque]);
        assert_eq!(minimal_set(std::slice::from_ref(&sup)), (true, true));
        assert_eq!(minimal_set(&[sup, one(Barco)]), (true, false));
        assert_eq!(minimal_set(&[continent_units("europa")]), (true, true));
    }
}
