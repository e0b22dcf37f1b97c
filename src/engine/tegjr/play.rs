//! The match, one action at a time (`RULES-teg-jr.md` §4–§10): placement turns (6 armies
//! in round 1, then 4 plus continent bonuses and a trade), attack turns (throws, the
//! occupation, regrouping, the card), elimination and the objectives, checked after every
//! action. Each handler checks everything before it changes anything.

use super::{
    Action, ContinentBonus, EliminatedCards, Game, Losses, Objective, Phase, Refusal, RegroupChain,
    RoundMode,
};
use crate::engine::map::{ContinentId, TerritoryId};
use crate::engine::seat::Seat;

type Done = Result<(), Refusal>;

/// The losses of one throw: both sides' faces sorted high to low, compared in pairs from
/// the top, ties to the defender.
pub fn losses_from_faces(attacker: &[u8], defender: &[u8]) -> Losses {
    let (mut a, mut d) = (attacker.to_vec(), defender.to_vec());
    a.sort_unstable_by(|x, y| y.cmp(x));
    d.sort_unstable_by(|x, y| y.cmp(x));
    let attacker_wins = a.iter().zip(&d).filter(|(x, y)| x > y).count();
    let pairs = a.len().min(d.len());
    let won = u32::try_from(attacker_wins).unwrap_or(0);
    Losses {
        attacker: u32::try_from(pairs).unwrap_or(0) - won,
        defender: won,
    }
}

impl Game {
    /// Applies one action; on refusal nothing changes.
    ///
    /// # Errors
    /// The [`Refusal`] of the first rule it breaks.
    pub fn apply_mut(&mut self, action: &Action) -> Done {
        if self.phase == Phase::Finished {
            return Err(Refusal::Finished);
        }
        if let Action::EndMatch { .. } = action {
            self.phase = Phase::Finished;
            self.last = Some(action.clone());
            return Ok(());
        }
        if let Some(seat) = action
            .seat()
            .filter(|s| usize::from(*s) >= self.players.len())
        {
            return Err(Refusal::NotYourTurn { seat });
        }
        match (self.phase, action) {
            (Phase::Objectives, Action::ReplaceObjective { seat, objective }) => {
                self.replace_objective(*seat, objective)?;
            }
            (Phase::Objectives, a) if !matches!(a, Action::DeclareObjective { .. }) => {
                let seat = self.objective_met_before_play().unwrap_or(0);
                return Err(Refusal::ObjectiveAlreadyMet { seat });
            }
            (_, Action::DeclareObjective { seat }) => self.declare(*seat)?,
            (_, a) => {
                let seat = a.seat().unwrap_or(0);
                if Some(seat) != self.to_act() {
                    return Err(Refusal::NotYourTurn { seat });
                }
                self.turn_action(seat, a)?;
            }
        }
        self.last = Some(action.clone());
        if !matches!(self.phase, Phase::Occupy { .. } | Phase::Objectives) {
            self.check_win(action.seat());
        }
        Ok(())
    }

    fn turn_action(&mut self, seat: Seat, a: &Action) -> Done {
        match (self.phase, a) {
            (Phase::Place, Action::Trade { .. }) => self.trade(seat),
            (Phase::Place, Action::Place { armies, .. }) => self.place(seat, armies),
            (
                Phase::Attack,
                Action::Attack {
                    from,
                    to,
                    dice,
                    losses,
                    ..
                },
            ) => {
                let throw = match (dice, losses) {
                    (Some(d), None) => Some(Throw::Dice(&d.attacker, &d.defender)),
                    (None, Some(l)) => Some(Throw::Losses(*l)),
                    _ => None,
                };
                self.attack(seat, *from, *to, throw)
            }
            (Phase::Occupy { from, to }, Action::Occupy { armies, .. }) => {
                self.occupy(from, to, *armies)
            }
            (
                Phase::Attack,
                Action::Regroup {
                    from, to, armies, ..
                },
            ) => self.regroup(seat, *from, *to, *armies),
            (Phase::Attack, Action::EndTurn { .. }) => {
                self.end_turn(seat);
                Ok(())
            }
            (_, a) => Err(Refusal::WrongPhase { kind: a.kind() }),
        }
    }

    fn replace_objective(&mut self, seat: Seat, objective: &Objective) -> Done {
        if self.objective_met_before_play() != Some(seat) {
            return Err(Refusal::NotYourTurn { seat });
        }
        let old = self.objectives[usize::from(seat)].replace(objective.clone());
        if self.secret_met(seat) == Some(true) {
            self.objectives[usize::from(seat)] = old;
            return Err(Refusal::ObjectiveAlreadyMet { seat });
        }
        self.leave_objectives_phase();
        Ok(())
    }

    fn declare(&mut self, seat: Seat) -> Done {
        match self.objectives.get(usize::from(seat)) {
            Some(Some(Objective::Manual(_))) if !self.eliminated(seat) => {
                self.winner = Some((seat, true));
                self.phase = Phase::Finished;
                Ok(())
            }
            _ => Err(Refusal::NothingToDeclare { seat }),
        }
    }

    /// The armies due in this placement turn: free ones, and each continent's bonus
    /// (placed only there).
    pub fn allowance(&self) -> (u32, Vec<(ContinentId, u32)>) {
        let Some(seat) = self.to_act().filter(|_| self.phase == Phase::Place) else {
            return (0, Vec::new());
        };
        let s = &self.settings;
        let base = if self.round == 1 {
            s.first_round_armies
        } else {
            s.round_armies
        };
        let free = base + if self.traded { s.trade_armies } else { 0 };
        let bonuses = if self.round == 1 {
            Vec::new()
        } else {
            self.continents_held(seat)
                .into_iter()
                .filter(|c| {
                    s.continent_bonus == ContinentBonus::EveryRound
                        || !self.bonus_paid.contains(&(seat, *c))
                })
                .map(|c| (c, self.map.continent(c).bonus))
                .collect()
        };
        (free, bonuses)
    }

    fn trade(&mut self, seat: Seat) -> Done {
        if self.traded {
            return Err(Refusal::OneTradePerTurn);
        }
        if self.cards(seat) < 2 {
            return Err(Refusal::TradeNeedsTwoCards);
        }
        self.cards[usize::from(seat)] -= 2;
        self.pile += 2;
        self.traded = true;
        Ok(())
    }

    fn place(&mut self, seat: Seat, armies: &std::collections::BTreeMap<TerritoryId, u32>) -> Done {
        if let Some((&t, _)) = armies.iter().find(|(t, _)| self.owner(**t) != seat) {
            return Err(Refusal::NotYourCountry { country: t });
        }
        let (free, bonuses) = self.allowance();
        let due = free + bonuses.iter().map(|(_, b)| b).sum::<u32>();
        let placed: u32 = armies.values().sum();
        if placed != due {
            return Err(Refusal::Allowance { due, placed });
        }
        for &(c, bonus) in &bonuses {
            let mask = self.map.continent(c).territories;
            let inside: u32 = armies
                .iter()
                .filter(|(t, _)| mask & t.bit() != 0)
                .map(|(_, n)| n)
                .sum();
            if inside < bonus {
                return Err(Refusal::ContinentArmiesElsewhere { continent: c });
            }
        }
        for (t, n) in armies {
            self.armies[t.index()] += n;
        }
        for (c, _) in bonuses {
            self.bonus_paid.insert((seat, c));
        }
        if self.settings.round_mode == RoundMode::Combined && self.round > 1 {
            self.phase = Phase::Attack;
            self.start_turn();
        } else {
            self.pass(Phase::Place);
        }
        Ok(())
    }

    fn attack(
        &mut self,
        seat: Seat,
        from: TerritoryId,
        to: TerritoryId,
        throw: Option<Throw<'_>>,
    ) -> Done {
        if self.regrouped {
            return Err(Refusal::StageOver);
        }
        if self.owner(from) != seat {
            return Err(Refusal::NotYourCountry { country: from });
        }
        if self.owner(to) == seat {
            return Err(Refusal::OwnCountry { country: to });
        }
        if !self.map.adjacent(from, to) {
            return Err(Refusal::NotAdjacent { from, to });
        }
        if self.armies(from) < 2 {
            return Err(Refusal::TooFewArmies { country: from });
        }
        let (att, def) = ((self.armies(from) - 1).min(3), self.armies(to).min(3));
        let Some(throw) = throw else {
            return Err(Refusal::ThrowForm);
        };
        let losses = match throw {
            Throw::Dice(a, d) => {
                let faces_ok = a.iter().chain(d).all(|f| (1..=6).contains(f));
                if a.len() != att as usize || d.len() != def as usize || !faces_ok {
                    return Err(Refusal::WrongDiceCount);
                }
                losses_from_faces(a, d)
            }
            Throw::Losses(l) => {
                if l.attacker + l.defender != att.min(def) {
                    return Err(Refusal::LossesInconsistent);
                }
                l
            }
        };
        self.armies[from.index()] -= losses.attacker;
        self.armies[to.index()] -= losses.defender;
        if self.armies(to) == 0 {
            self.conquer(seat, from, to);
        }
        Ok(())
    }

    fn conquer(&mut self, seat: Seat, from: TerritoryId, to: TerritoryId) {
        let loser = self.owner(to);
        self.owner[to.index()] = seat;
        self.conquered = true;
        self.phase = Phase::Occupy { from, to };
        if self.settings.continent_bonus == ContinentBonus::OncePerHolding {
            let c = self.map.territory(to).continent;
            self.bonus_paid.remove(&(loser, c));
        }
        if self.countries(loser) == 0 {
            self.eliminated.push(loser);
            let cards = std::mem::take(&mut self.cards[usize::from(loser)]);
            match self.settings.eliminated_cards {
                EliminatedCards::ToConqueror => self.cards[usize::from(seat)] += cards,
                EliminatedCards::ToPile => self.pile += cards,
            }
        }
    }

    fn occupy(&mut self, from: TerritoryId, to: TerritoryId, armies: u32) -> Done {
        let max = self.armies(from) - 1;
        if armies < 1 || armies > max {
            return Err(Refusal::OccupyOutOfRange { min: 1, max });
        }
        self.armies[from.index()] -= armies;
        self.armies[to.index()] += armies;
        self.phase = Phase::Attack;
        Ok(())
    }

    /// Most armies that may leave `from` by regrouping now.
    pub fn movable(&self, from: TerritoryId) -> u32 {
        let left = self.armies(from).saturating_sub(1);
        match self.settings.regroup_chain {
            RegroupChain::Allowed => left,
            RegroupChain::Forbidden => left.min(self.armies(from) - self.arrived[from.index()]),
        }
    }

    fn regroup(&mut self, seat: Seat, from: TerritoryId, to: TerritoryId, armies: u32) -> Done {
        for t in [from, to] {
            if self.owner(t) != seat {
                return Err(Refusal::NotYourCountry { country: t });
            }
        }
        if !self.map.adjacent(from, to) {
            return Err(Refusal::NotAdjacent { from, to });
        }
        if armies == 0 || armies > self.movable(from) {
            return Err(Refusal::TooFewArmies { country: from });
        }
        self.armies[from.index()] -= armies;
        self.armies[to.index()] += armies;
        self.arrived[to.index()] += armies;
        self.regrouped = true;
        Ok(())
    }

    fn end_turn(&mut self, seat: Seat) {
        if self.conquered && self.pile > 0 {
            self.pile -= 1;
            self.cards[usize::from(seat)] += 1;
        }
        let combined = self.settings.round_mode == RoundMode::Combined && self.round > 1;
        if combined {
            self.phase = Phase::Place;
        }
        self.pass(Phase::Attack);
    }

    /// The next seat of the pass `of`; after the last seat the next pass begins (an
    /// attack pass after a placement pass, a new round after an attack pass).
    fn pass(&mut self, of: Phase) {
        let n = self.order.len();
        let next = (1..=n)
            .map(|k| self.turn + k)
            .find(|&i| !self.eliminated(self.order[i % n]))
            .unwrap_or(self.turn + n);
        if next >= n {
            let first = (0..n)
                .find(|&i| !self.eliminated(self.order[i]))
                .unwrap_or(0);
            self.turn = first;
            if of == Phase::Attack {
                self.round += 1;
                self.phase = Phase::Place;
            } else {
                self.phase = Phase::Attack;
            }
        } else {
            self.turn = next;
        }
        self.start_turn();
    }

    fn start_turn(&mut self) {
        self.traded = false;
        self.conquered = false;
        self.regrouped = false;
        self.arrived.iter_mut().for_each(|a| *a = 0);
    }

    /// Whether a seat's secret objective is met (`None`: none, or one the engine
    /// cannot check).
    pub(super) fn secret_met(&self, seat: Seat) -> Option<bool> {
        match self.objectives.get(usize::from(seat))?.as_ref()? {
            Objective::Total(n) => Some(self.countries(seat) >= *n),
            Objective::Continents(list) => {
                let held = self.continents_held(seat);
                Some(list.iter().all(|c| held.contains(c)))
            }
            Objective::Manual(_) => None,
        }
    }

    /// The common objective: countries to hold at this table.
    pub fn common_objective(&self) -> u32 {
        let i = self.players.len().clamp(2, 4) - 2;
        self.settings.common_objective[i]
    }

    /// The first player to fulfil an objective wins at once: the one who acted first,
    /// then the others in turn order.
    fn check_win(&mut self, actor: Option<Seat>) {
        let mut seats: Vec<Seat> = actor.into_iter().collect();
        seats.extend(self.order.iter().copied().filter(|s| Some(*s) != actor));
        let active: Vec<Seat> = seats
            .iter()
            .copied()
            .filter(|s| !self.eliminated(*s))
            .collect();
        for &s in &active {
            let common = self.countries(s) >= self.common_objective() || active.len() == 1;
            let secret = self.secret_met(s) == Some(true);
            if common || secret {
                self.winner = Some((s, secret && !common));
                self.phase = Phase::Finished;
                return;
            }
        }
    }
}

/// One throw as entered.
enum Throw<'a> {
    Dice(&'a [u8], &'a [u8]),
    Losses(Losses),
}
