//! Invasions (§5): what may be invaded from where (land, sea with the naval commander, the
//! Moon with the space commander, a station to a landing site), the throw with d6 for MODs
//! and d8 for the commanders entitled to one, the losses and the commanders killed, the
//! capture (stations change hands), the occupation, the three-capture bonus.

use std::collections::BTreeSet;

use super::cards::Deck;
use super::log::{DieCount, Faces, Killed, QuickDice};
use super::pieces::Commander;
use super::settings::DiceEntry;
use super::{Game, Invasion, MAX_STATIONS, Occupation, Phase, Refusal, Stage};
use crate::engine::map::{Layer, TerritoryId};
use crate::engine::seat::{Owner, Seat};

/// What one throw decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Losses {
    /// Units the attacker loses.
    pub attacker: u32,
    /// Units the defender loses.
    pub defender: u32,
}

/// A throw as the log entered it (full or quick form, §5.5).
#[derive(Debug, Clone, Copy)]
pub struct Thrown<'a> {
    /// Full form: the attacker's faces.
    pub attacker: Option<&'a Faces>,
    /// Full form: the defender's faces.
    pub defender: Option<&'a Faces>,
    /// Quick form: the dice of each kind.
    pub dice: Option<QuickDice>,
    /// Quick form: `[attacker, defender]` units lost.
    pub losses: Option<[u32; 2]>,
    /// The attacker's commanders who roll.
    pub attacker_commanders: &'a [Commander],
    /// The defender's commanders who roll.
    pub defender_commanders: &'a [Commander],
    /// Commanders chosen as losses.
    pub killed: Option<&'a Killed>,
}

/// Compares the two sides' faces, highest first; a tie goes to the defender (§5.3).
pub fn resolve(attacker: &Faces, defender: &Faces) -> Losses {
    let sorted = |f: &Faces| {
        let mut v: Vec<u8> = f.d8.iter().chain(&f.d6).copied().collect();
        v.sort_unstable_by(|a, b| b.cmp(a));
        v
    };
    let (a, d) = (sorted(attacker), sorted(defender));
    let mut losses = Losses {
        attacker: 0,
        defender: 0,
    };
    for (x, y) in a.iter().zip(&d) {
        if x > y {
            losses.defender += 1;
        } else {
            losses.attacker += 1;
        }
    }
    losses
}

fn faces_ok(f: &Faces) -> Result<(), Refusal> {
    for (&face, sides) in
        f.d6.iter()
            .map(|x| (x, 6))
            .chain(f.d8.iter().map(|x| (x, 8)))
    {
        if !(1..=sides).contains(&face) {
            return Err(Refusal::BadFace { face, sides });
        }
    }
    Ok(())
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl Game {
    /// True if the commander rolls a d8 attacking from `from` into `to` (§5.3).
    pub fn attack_d8(&self, c: Commander, from: TerritoryId, to: TerritoryId) -> bool {
        let on = |l: Layer| self.layer(from) == l || self.layer(to) == l;
        match c {
            Commander::Diplomat => false,
            Commander::Land => on(Layer::Land),
            Commander::Naval => on(Layer::Sea),
            Commander::Space => on(Layer::Moon),
            Commander::Nuclear => true,
        }
    }

    /// Checks `from` may invade `to` by the table of §5.1.
    pub fn joined(&self, seat: Seat, from: TerritoryId, to: TerritoryId) -> Result<(), Refusal> {
        let has = |c: Commander| self.commander(seat, c).is_some();
        let need = |c: Commander| {
            if has(c) {
                Ok(())
            } else {
                Err(Refusal::NeedsCommander { seat, commander: c })
            }
        };
        let (a, b) = (self.layer(from), self.layer(to));
        if a == Layer::Moon && b == Layer::Land && self.moon_to_earth(seat, to) {
            return need(Commander::Space);
        }
        if a == Layer::Land && b == Layer::Moon {
            if self.station[from.index()] == Some(seat) && self.is_landing_site(to) {
                return need(Commander::Space);
            }
            return Err(Refusal::NotJoined { from, to });
        }
        if !self.map.adjacent(from, to) {
            return Err(Refusal::NotJoined { from, to });
        }
        match (a, b) {
            (Layer::Land, Layer::Land) => Ok(()),
            (Layer::Moon, _) | (_, Layer::Moon) => need(Commander::Space),
            _ => need(Commander::Naval),
        }
    }

    /// Checks the open invasion may end now: refused while its first throw is owed
    /// (§5.2). The caller clears it once all its own checks passed.
    pub(super) fn may_close_invasion(&self) -> Result<(), Refusal> {
        match &self.invasion {
            Some(inv) if !inv.thrown && self.units(inv.from) >= 2 && self.units(inv.to) > 0 => {
                Err(Refusal::MustThrow)
            }
            _ => Ok(()),
        }
    }

    pub(super) fn invade(
        &mut self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
    ) -> Result<(), Refusal> {
        self.enter(seat, Phase::Invasions, "invade")?;
        if self.fortified {
            return Err(Refusal::PhasePassed {
                seat,
                action: "invade",
            });
        }
        self.may_close_invasion()?;
        if !self.controls(seat, from) {
            return Err(Refusal::NotOwn {
                seat,
                territory: from,
            });
        }
        if self.is_devastated(to) {
            return Err(Refusal::Devastated { territory: to });
        }
        if self.controls(seat, to) {
            return Err(Refusal::OwnTarget { territory: to });
        }
        if let Some(Owner::Seat(d)) = self.owner[to.index()]
            && self.cards.cease_fire.contains(&(seat, d))
        {
            return Err(Refusal::CeaseFire { seat, protected: d });
        }
        if self.units(from) < 2 {
            return Err(Refusal::SourceTooFew { territory: from });
        }
        self.joined(seat, from, to)?;
        self.phase = Phase::Invasions;
        self.invaded = true;
        self.invasion = Some(Invasion {
            from,
            to,
            thrown: false,
        });
        if self.units(to) == 0 {
            let counts = self.settings.empty_counts_for_bonus;
            self.capture(seat, from, to, 1, Vec::new(), counts);
        }
        Ok(())
    }

    /// The attacker's side of a throw: dice, the commanders who roll and their d8s.
    fn check_attacker(
        &self,
        seat: Seat,
        inv: &Invasion,
        faces: DieCount,
        commanders: &[Commander],
    ) -> Result<(), Refusal> {
        let dice = faces.count();
        let allowed = 3.min(self.units(inv.from).saturating_sub(1));
        if dice == 0 || dice > allowed {
            return Err(Refusal::DiceCount {
                attacker: true,
                allowed,
                got: dice,
            });
        }
        self.check_named(seat, inv.from, commanders, dice, true)?;
        let entitled = commanders
            .iter()
            .filter(|&&c| self.attack_d8(c, inv.from, inv.to))
            .count();
        if faces.d8 != count(entitled) {
            return Err(Refusal::D8Count {
                attacker: true,
                expected: count(entitled),
                got: faces.d8,
            });
        }
        Ok(())
    }

    /// Commanders named in a throw: distinct, standing there, no more than the dice.
    fn check_named(
        &self,
        seat: Seat,
        at: TerritoryId,
        commanders: &[Commander],
        dice: u32,
        attacker: bool,
    ) -> Result<(), Refusal> {
        let distinct: BTreeSet<&Commander> = commanders.iter().collect();
        if distinct.len() != commanders.len() || count(commanders.len()) > dice {
            return Err(Refusal::D8Count {
                attacker,
                expected: dice,
                got: count(commanders.len()),
            });
        }
        for &c in commanders {
            if self.commander(seat, c) != Some(at) {
                return Err(Refusal::CommanderAbsent { seat, commander: c });
            }
        }
        Ok(())
    }

    /// The defender's side: 1 or 2 dice; commanders and stations defend with d8s.
    fn check_defender(
        &self,
        inv: &Invasion,
        faces: DieCount,
        commanders: &[Commander],
    ) -> Result<(), Refusal> {
        let dice = faces.count();
        let allowed = 2.min(self.units(inv.to));
        if dice == 0 || dice > allowed {
            return Err(Refusal::DiceCount {
                attacker: false,
                allowed,
                got: dice,
            });
        }
        let expected = match self.owner[inv.to.index()] {
            Some(Owner::Seat(d)) => {
                self.check_named(d, inv.to, commanders, dice, false)?;
                if self.station[inv.to.index()].is_some() {
                    dice
                } else {
                    count(commanders.len())
                }
            }
            _ if !commanders.is_empty() => {
                return Err(Refusal::D8Count {
                    attacker: false,
                    expected: 0,
                    got: count(commanders.len()),
                });
            }
            _ => 0,
        };
        if faces.d8 != expected {
            return Err(Refusal::D8Count {
                attacker: false,
                expected,
                got: faces.d8,
            });
        }
        Ok(())
    }

    /// The commanders a side gives up fit its losses and stand there; MODs cover the rest.
    fn check_killed(
        &self,
        seat: Option<Seat>,
        at: TerritoryId,
        lost: u32,
        killed: &[Commander],
        attacker: bool,
    ) -> Result<(), Refusal> {
        let distinct: BTreeSet<&Commander> = killed.iter().collect();
        let present = |c: Commander| seat.is_some_and(|s| self.commander(s, c) == Some(at));
        if distinct.len() != killed.len()
            || count(killed.len()) > lost
            || !killed.iter().all(|&c| present(c))
            || lost - count(killed.len()) > self.mods[at.index()]
        {
            return Err(Refusal::BadKilled { attacker });
        }
        Ok(())
    }

    /// The losses of a throw entered in either form (§5.5): the faces compared, or the
    /// quick form's dice and losses, which must sum to the pairs compared.
    fn entered(&self, throw: &Thrown<'_>) -> Result<(DieCount, DieCount, Losses), Refusal> {
        let entry = self.settings.dice_entry;
        match (throw.attacker, throw.defender, throw.dice, throw.losses) {
            (Some(_), Some(_), None, None) if entry == DiceEntry::Quick => {
                Err(Refusal::DiceEntry { allowed: entry })
            }
            (None, None, Some(_), Some(_)) if entry == DiceEntry::Full => {
                Err(Refusal::DiceEntry { allowed: entry })
            }
            (Some(a), Some(d), None, None) => {
                faces_ok(a)?;
                faces_ok(d)?;
                Ok((a.into(), d.into(), resolve(a, d)))
            }
            (None, None, Some(q), Some([la, ld])) => {
                let pairs = q.attacker.count().min(q.defender.count());
                if la + ld != pairs {
                    return Err(Refusal::BadLosses {
                        pairs,
                        got: la + ld,
                    });
                }
                let losses = Losses {
                    attacker: la,
                    defender: ld,
                };
                Ok((q.attacker, q.defender, losses))
            }
            _ => Err(Refusal::ThrowForm),
        }
    }

    pub(super) fn throw(&mut self, seat: Seat, throw: &Thrown<'_>) -> Result<(), Refusal> {
        self.enter(seat, Phase::Invasions, "throw")?;
        let Some(inv) = self.invasion.clone() else {
            return Err(Refusal::NoInvasion);
        };
        if self.units(inv.from) < 2 {
            return Err(Refusal::SourceTooFew {
                territory: inv.from,
            });
        }
        let (attacker, defender, losses) = self.entered(throw)?;
        let (attacker_commanders, defender_commanders) =
            (throw.attacker_commanders, throw.defender_commanders);
        self.check_attacker(seat, &inv, attacker, attacker_commanders)?;
        self.check_defender(&inv, defender, defender_commanders)?;
        let none = Killed::default();
        let killed = throw.killed.unwrap_or(&none);
        let defending = match self.owner[inv.to.index()] {
            Some(Owner::Seat(d)) => Some(d),
            _ => None,
        };
        self.check_killed(
            Some(seat),
            inv.from,
            losses.attacker,
            &killed.attacker,
            true,
        )?;
        self.check_killed(defending, inv.to, losses.defender, &killed.defender, false)?;
        // Every check passed: apply.
        self.mods[inv.from.index()] -= losses.attacker - count(killed.attacker.len());
        for &c in &killed.attacker {
            self.commanders[usize::from(seat)][c.index()] = None;
        }
        self.mods[inv.to.index()] -= losses.defender - count(killed.defender.len());
        if let Some(d) = defending {
            for &c in &killed.defender {
                self.commanders[usize::from(d)][c.index()] = None;
            }
        }
        if let Some(i) = self.invasion.as_mut() {
            i.thrown = true;
        }
        if self.units(inv.to) == 0 {
            let must: Vec<Commander> = attacker_commanders
                .iter()
                .copied()
                .filter(|&c| self.commander(seat, c) == Some(inv.from))
                .collect();
            let min = attacker.count();
            self.capture(seat, inv.from, inv.to, min, must, true);
        }
        if let Some(d) = defending {
            self.check_elimination(d);
        }
        Ok(())
    }

    /// The target changes hands: a station there becomes the attacker's (or is destroyed
    /// at their fourth), the occupation waits, the third capture pays its bonus (§5.6).
    pub(super) fn capture(
        &mut self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
        min: u32,
        must: Vec<Commander>,
        counts: bool,
    ) {
        let before = self.owner[to.index()];
        if self.station[to.index()].is_some_and(|s| s != seat) {
            self.station[to.index()] = (self.stations_of(seat) < MAX_STATIONS).then_some(seat);
        }
        self.owner[to.index()] = Some(Owner::Seat(seat));
        self.invasion = None;
        self.occupation = Some(Occupation {
            from,
            to,
            min,
            must,
        });
        if counts {
            self.captures += 1;
            if self.captures == 3 {
                self.energy[usize::from(seat)] += 1;
                self.bonus_pending = Deck::ALL.iter().any(|&d| {
                    self.decks[d.index()] > 0 && self.commander(seat, d.commander()).is_some()
                });
            }
        }
        if let Some(Owner::Seat(d)) = before {
            self.check_elimination(d);
        }
    }

    pub(super) fn occupy(
        &mut self,
        seat: Seat,
        mods: u32,
        commanders: &[Commander],
    ) -> Result<(), Refusal> {
        if self.stage != Stage::Turn {
            return Err(Refusal::NotNow { action: "occupy" });
        }
        self.expect_seat(seat)?;
        let Some(occ) = self.occupation.clone() else {
            return Err(Refusal::NoInvasion);
        };
        let moving = mods + count(commanders.len());
        let max = self.units(occ.from).saturating_sub(1);
        if moving < occ.min.max(1) || moving > max {
            return Err(Refusal::OccupyCount {
                min: occ.min.max(1),
                max,
                got: moving,
            });
        }
        if let Some(&c) = occ.must.iter().find(|c| !commanders.contains(c)) {
            return Err(Refusal::OccupyCommander { commander: c });
        }
        self.move_units(seat, occ.from, occ.to, mods, commanders)?;
        self.occupation = None;
        self.cards.occupied = Some(occ.to);
        Ok(())
    }

    pub(super) fn withdraw(&mut self, seat: Seat) -> Result<(), Refusal> {
        self.enter(seat, Phase::Invasions, "withdraw")?;
        if self.invasion.is_none() {
            return Err(Refusal::NoInvasion);
        }
        self.may_close_invasion()?;
        self.invasion = None;
        Ok(())
    }

    pub(super) fn bonus_card(&mut self, seat: Seat, deck: Deck) -> Result<(), Refusal> {
        if self.stage != Stage::Turn {
            return Err(Refusal::NotNow {
                action: "bonus_card",
            });
        }
        self.expect_seat(seat)?;
        if !self.bonus_pending {
            return Err(Refusal::NoBonus);
        }
        if self.commander(seat, deck.commander()).is_none() {
            return Err(Refusal::NoCommander {
                seat,
                commander: deck.commander(),
            });
        }
        if self.decks[deck.index()] == 0 {
            return Err(Refusal::DeckEmpty { deck, left: 0 });
        }
        self.decks[deck.index()] -= 1;
        self.hand[usize::from(seat)][deck.index()] += 1;
        self.bonus_pending = false;
        Ok(())
    }
}
