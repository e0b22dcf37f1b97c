//! The nuclear cards (§10.2, §10.3): Scatter Bombs on turned territory cards, the
//! Assassin Bomb's d8, the Rocket Strikes' d6, and The Mother, Aqua Brother and Nicky Boy
//! on a zone a d6 picks. The referee enters the faces and cards the table saw, and which
//! commanders the owners chose as losses (`killed`); MODs go first otherwise.

use super::pieces::Commander;
use super::play::{CardPlay, deck_layer};
use super::words::CardProblem;
use super::{Game, Refusal};
use crate::engine::map::{Layer, TerritoryId, members};
use crate::engine::seat::{Owner, Seat};

/// Land cards a Scatter Bomb Land turns; the sea and Moon ones turn 2.
pub const SCATTER_LAND: usize = 3;
/// The Assassin Bomb's d8 kills on this face or more.
pub const ASSASSIN_HIT: u8 = 3;

/// The zones The Mother (continents), Aqua Brother (sea colonies) and Nicky Boy (lunar
/// colonies) pick with a d6, by face (§10.2).
fn zone(card: &str, rolls: &[u8], roll: Option<u8>) -> Option<&'static str> {
    const MOTHER: [&str; 6] = [
        "north_america",
        "south_america",
        "europe",
        "africa",
        "asia",
        "australia",
    ];
    const AQUA: [&str; 5] = [
        "us_pacific",
        "asia_pacific",
        "north_atlantic",
        "south_atlantic",
        "indian",
    ];
    const NICKY: [&str; 3] = ["cresinion", "delphot", "sajon"];
    let face = |f: u8| usize::from(f).checked_sub(1);
    match card {
        "the_mother" => MOTHER.get(face(roll?)?).copied(),
        // Every roll but the last is a 6 (roll again); the last picks the colony.
        "aqua_brother" => {
            let (&last, before) = rolls.split_last()?;
            before.iter().all(|&f| f == 6).then_some(())?;
            AQUA.get(face(last)?).copied()
        }
        "nicky_boy" => NICKY.get(face(roll?)? / 2).copied(),
        _ => None,
    }
}

/// The board a nuclear card strikes (`board`, its deck's, for the others).
pub(super) fn card_layer(card: &str, board: Layer) -> Layer {
    match card {
        "scatter_bomb_water" | "rocket_strike_water" | "aqua_brother" => Layer::Sea,
        "scatter_bomb_moon" | "rocket_strike_moon" | "nicky_boy" => Layer::Moon,
        "scatter_bomb_land" | "rocket_strike_land" | "the_mother" => Layer::Land,
        _ => board,
    }
}

impl Game {
    /// A Scatter Bomb's deck and how many of its cards it turns: 3 land (2 sea, 2 Moon),
    /// or the cards left when the deck has run low.
    pub(super) fn scatter_due(&self, card: &str) -> (Layer, usize) {
        let layer = card_layer(card, Layer::Land);
        let want = if layer == Layer::Land {
            SCATTER_LAND
        } else {
            2
        };
        (layer, want.min(self.deck_left(layer)))
    }

    /// The units of `t` an effect hits (MODs and the owner's commanders).
    fn owner_seat(&self, t: TerritoryId) -> Option<Seat> {
        match self.owner[t.index()] {
            Some(Owner::Seat(s)) => Some(s),
            _ => None,
        }
    }

    /// Checks `n` units can be lost on `t` with the commanders the owner chose
    /// (`killed`): MODs first, the named commanders there; when the MODs are too few,
    /// the commanders left take the rest and, if there is a choice, must be named.
    fn losses_at(
        &self,
        play: &CardPlay<'_>,
        t: TerritoryId,
        n: u32,
    ) -> Result<(u32, Vec<Commander>), Refusal> {
        let bad = || play.bad(CardProblem::Killed { territory: t });
        let named = play.killed.get(&t).cloned().unwrap_or_default();
        let owner = self.owner_seat(t);
        let here: Vec<Commander> = owner.map(|s| self.commanders_on(s, t)).unwrap_or_default();
        let named_ok = named.iter().all(|c| here.contains(c))
            && named.len() <= usize::try_from(n).unwrap_or(usize::MAX)
            && (1..named.len()).all(|i| !named[..i].contains(&named[i]));
        if !named_ok {
            return Err(bad());
        }
        let k = u32::try_from(named.len()).unwrap_or(u32::MAX);
        let mods = (n - k).min(self.mods[t.index()]);
        let rest = n - k - mods;
        if rest == 0 {
            return Ok((mods, named));
        }
        let others: Vec<Commander> = here.into_iter().filter(|c| !named.contains(c)).collect();
        if u32::try_from(others.len()).unwrap_or(u32::MAX) != rest {
            return Err(bad());
        }
        let mut all = named;
        all.extend(others);
        Ok((mods, all))
    }

    /// Removes the units `losses_at` allowed; the territory may become empty.
    fn take_losses(&mut self, t: TerritoryId, mods: u32, commanders: &[Commander]) {
        self.mods[t.index()] -= mods;
        if let Some(s) = self.owner_seat(t) {
            for &c in commanders {
                self.commanders[usize::from(s)][c.index()] = None;
            }
            self.settle(t);
            self.check_elimination(s);
        } else {
            self.settle(t);
        }
    }

    /// Checks then applies `n` losses on each territory listed.
    fn hit(&mut self, play: &CardPlay<'_>, hits: &[(TerritoryId, u32)]) -> Result<(), Refusal> {
        let mut plan = Vec::new();
        for &(t, n) in hits {
            plan.push((t, self.losses_at(play, t, n)?));
        }
        if let Some(&t) = play
            .killed
            .keys()
            .find(|t| !hits.iter().any(|h| h.0 == **t))
        {
            return Err(play.bad(CardProblem::Killed { territory: t }));
        }
        for (t, (mods, commanders)) in plan {
            self.take_losses(t, mods, &commanders);
        }
        Ok(())
    }

    /// Scatter Bombs: 3 land (2 sea, 2 Moon) cards turned; on each, half (rounded up) of
    /// the units not the card player's are destroyed. A deck run low gives only the
    /// cards left.
    pub(super) fn scatter_bomb(&mut self, play: &CardPlay<'_>) -> Result<(), Refusal> {
        let (layer, want) = self.scatter_due(play.card);
        let distinct = (1..play.turned.len()).all(|i| !play.turned[..i].contains(&play.turned[i]));
        if play.turned.len() != want || !distinct {
            return Err(play.bad(CardProblem::TurnedCount {
                layer,
                want: u32::try_from(want).unwrap_or(0),
                got: u32::try_from(play.turned.len()).unwrap_or(u32::MAX),
            }));
        }
        for &t in play.turned {
            self.draw_ok(play, t, layer)?;
        }
        let hits: Vec<(TerritoryId, u32)> = play
            .turned
            .iter()
            .filter(|&&t| !self.controls(play.seat, t))
            .map(|&t| (t, self.units(t).div_ceil(2)))
            .filter(|&(_, n)| n > 0)
            .collect();
        self.hit(play, &hits)?;
        for &t in play.turned {
            self.cards.drawn |= t.bit();
        }
        Ok(())
    }

    /// Assassin Bomb: another player's commander in play dies on a d8 of 3 or more.
    pub(super) fn assassin_bomb(&mut self, play: &CardPlay<'_>) -> Result<(), Refusal> {
        let target = self.other_player(play)?;
        let commander = play.need(play.commander, "commander")?;
        let roll = play.need(play.roll, "roll")?;
        if !(1..=8).contains(&roll) {
            return Err(play.bad(CardProblem::Roll { sides: 8 }));
        }
        let Some(at) = self.commander(target, commander) else {
            return Err(play.bad(CardProblem::TargetCommander { target, commander }));
        };
        if roll >= ASSASSIN_HIT {
            self.commanders[usize::from(target)][commander.index()] = None;
            self.settle(at);
            self.check_elimination(target);
        }
        Ok(())
    }

    /// Rocket Strikes: a d6's worth of units (all if fewer) destroyed on a territory of
    /// another player or the neutral, on the card's board.
    pub(super) fn rocket_strike(&mut self, play: &CardPlay<'_>) -> Result<(), Refusal> {
        let layer = card_layer(play.card, deck_layer(play.deck));
        let t = play.need(play.territory, "territory")?;
        let enemy = self.owner[t.index()].is_some() && !self.controls(play.seat, t);
        if self.layer(t) != layer || !enemy || self.units(t) == 0 {
            return Err(play.bad(CardProblem::Territory {
                territory: t,
                layer,
                own: false,
            }));
        }
        let roll = play.need(play.roll, "roll")?;
        if !(1..=6).contains(&roll) {
            return Err(play.bad(CardProblem::Roll { sides: 6 }));
        }
        let n = u32::from(roll).min(self.units(t));
        self.hit(play, &[(t, n)])
    }

    /// The Mother, Aqua Brother, Nicky Boy: every territory of the zone the d6 picked that
    /// holds units loses one, the card player's and the neutral's included.
    pub(super) fn zone_bomb(&mut self, play: &CardPlay<'_>) -> Result<(), Refusal> {
        let Some(slug) = zone(play.card, play.rolls, play.roll) else {
            return Err(play.bad(CardProblem::Roll { sides: 6 }));
        };
        let Some(area) = self
            .map
            .continents()
            .find(|(_, c)| c.slug == slug)
            .map(|(_, c)| c.territories)
        else {
            return Err(play.bad(CardProblem::Roll { sides: 6 }));
        };
        let hits: Vec<(TerritoryId, u32)> = members(area)
            .filter(|&t| self.units(t) > 0)
            .map(|t| (t, 1))
            .collect();
        self.hit(play, &hits)
    }
}

#[cfg(test)]
mod tests {
    use super::zone;

    #[test]
    fn the_dice_pick_the_seeds_zones() {
        assert_eq!(zone("the_mother", &[], Some(4)), Some("africa"));
        assert_eq!(zone("the_mother", &[], Some(7)), None);
        assert_eq!(zone("aqua_brother", &[6, 6, 2], None), Some("asia_pacific"));
        assert_eq!(zone("aqua_brother", &[6], None), None);
        assert_eq!(zone("aqua_brother", &[3, 2], None), None);
        assert_eq!(zone("nicky_boy", &[], Some(4)), Some("delphot"));
        assert_eq!(zone("nicky_boy", &[], Some(0)), None);
    }
}
