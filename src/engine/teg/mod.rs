//! T.E.G. La Revancha (`teg-revancha`): 2 to 6 players on the 72-country board, situation
//! cards, missiles, blockades, pacts of non-aggression and secret objectives, real dice
//! entered by the referee. The rules are `docs/RULES-teg-revancha.md` (how this engine reads
//! the shared rules page).
//!
//! [`Game`] is built from a [`TegLog`]'s setup and moved forward one [`Action`] at a time;
//! every handler checks all its rules before touching the state, so a refused action leaves
//! the game exactly as it was. The rules live in files named after the part of the game
//! they govern: `setup` (deal, objectives, first player), `rounds` (placement circuits,
//! situation cards, turn order, the clock and the end), `placing` (incorporation, missiles
//! bought and converted, blockades), `combat` (throws, conquest, missiles, regrouping),
//! `cards` (trades, country and continent cards, the 3-army bonus), `pacts`, `objectives`,
//! `score` (the table result) and `view` (state JSON and the shared `Table`).

mod registered;
pub use registered::RULESET_DESCRIPTOR;

mod action;
mod alliance_offers;
mod cards;
mod combat;
mod condominium;
mod describe;
#[cfg(test)]
mod fixtures;
mod log;
mod objectives;
mod offers;
mod pacts;
mod placing;
mod readers;
mod refusal;
mod rounds;
mod score;
mod sentences;
mod setup;
mod view;
mod words;
mod zone;

use super::map::{Map, TerritoryId, TerritorySet};
use super::seat::{Seat, seat_at};

pub use action::{Action, ClockEvent, Dice, Figure, PactKind, Sides, SituationCard};
pub use alliance_offers::{AggressionOffer, MissileOffer, MoveInShare, ThrowOffer, ZoneOffer};
pub use log::{
    AggressionTruce, COLOURS, Communication, Deal, EndRule, Floor, FourDiceBasis, MapOverrides,
    Player, RULESET, Settings, TegLog,
};
pub use objectives::{Objective, Progress, Requirement, SecretProgress};
pub use offers::{CardStep, MissileChoice, objective_deck, objectives_per_seat};
pub use readers::{MissileTarget, PactView};
pub use refusal::Refusal;
pub use sentences::objection;

impl Map {
    /// The T.E.G. La Revancha board (72 countries), parsed and validated on first use.
    pub fn teg_revancha() -> &'static Map {
        Map::shipped_board("teg-revancha")
    }
}

/// Most seats at a table.
pub const MAX_SEATS: usize = 6;
/// Countries on the board.
pub const COUNTRIES: usize = 72;
/// Continents on the board.
pub const CONTINENTS: usize = 7;
/// The hand size that forces a trade and stops drawing (§6.4).
pub const HAND_LIMIT: u32 = 5;

/// Where the match stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// A placement circuit (0: the 8, 1: the 4; with 2 players one circuit of 18).
    Placement(u8),
    /// The round's opener is to reveal the situation card.
    Situation,
    /// A crisis card: the table's rolls are due.
    CrisisRolls,
    /// A "refuerzos extras" card: the circuit of extra armies.
    Extra,
    /// A player's turn, at this step.
    Turn(Step),
    /// Over.
    Finished,
}

/// The steps of a turn, never gone back to (§3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Step {
    /// Trade, place, convert.
    Incorporation,
    /// Throws and missiles.
    Attack,
    /// Regroup moves.
    Regroup,
    /// Country card, continent card, 3-army bonus.
    Cards,
}

/// A conquest waiting for its move-in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Occupation {
    /// The attacking country.
    pub from: TerritoryId,
    /// The conquered country (0 armies until occupied).
    pub to: TerritoryId,
    /// Fewest armies that may move in (0 after expelling one co-owner of a condominium:
    /// the attacker may stay out, §13.8).
    pub min: u32,
    /// Most armies that may move in.
    pub max: u32,
    /// What the move-in makes of the country.
    pub kind: OccupationKind,
}

/// What a pending move-in leads to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OccupationKind {
    /// A plain conquest (`occupy`, 1 to 3).
    Conquest,
    /// One co-owner of a condominium expelled (`occupy`, 0 to 3): moving in makes a new
    /// condominium with the one left, without a pact; 0 leaves it the country alone.
    Irruption {
        /// The co-owner still in the country.
        stays: Seat,
    },
    /// The target of a joint attack fell (`occupy_condominium`, 1 or 2 each).
    Joint,
}

/// A country shared by two colours (§13): each has its own armies and missiles there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Condominium {
    /// The country.
    pub country: TerritoryId,
    /// The two co-owners.
    pub seats: [Seat; 2],
    /// Each co-owner's armies, in `seats` order.
    pub armies: [u32; 2],
    /// Each co-owner's missiles, in `seats` order.
    pub missiles: [u32; 2],
    /// Taken by a joint attack: the co-owners may fight each other only from inside
    /// (§13.7). False after an irruption (§13.8: from inside and from outside).
    pub joint: bool,
}

impl Condominium {
    /// The index of a co-owner in `seats`.
    pub fn slot(&self, seat: Seat) -> Option<usize> {
        self.seats.iter().position(|s| *s == seat)
    }

    /// The other co-owner.
    pub fn other(&self, seat: Seat) -> Option<Seat> {
        self.slot(seat).map(|i| self.seats[1 - i])
    }

    /// Whom `seat` may aim at in the country, as a shot's `against` names them: every
    /// co-owner but `seat` itself (a missile or an attack from a co-owner, or from
    /// outside).
    pub fn against(&self, seat: Seat) -> Vec<Option<Seat>> {
        self.seats
            .iter()
            .filter(|s| **s != seat)
            .map(|s| Some(*s))
            .collect()
    }
}

/// An international zone (§12).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Zone {
    /// Its id: the index of the `zone_pact` action.
    pub id: usize,
    /// The two parties.
    pub parties: [Seat; 2],
    /// The country with a single army the parties take from each other in turn.
    pub country: TerritoryId,
}

/// A joint attack in progress (§13.2): one throw each in turn until the target falls or
/// both aggressor countries are down to one army.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JointAttack {
    /// The aggression pact.
    pub pact: usize,
    /// The party whose turn it is.
    pub leader: Seat,
    /// The party attacking out of its turn.
    pub ally: Seat,
    /// The country attacked.
    pub target: TerritoryId,
    /// The aggressor countries, leader's then ally's.
    pub from: [TerritoryId; 2],
    /// Who throws next.
    pub next: Seat,
    /// The party whose throw emptied the target (its missiles go to it).
    pub emptied_by: Option<Seat>,
}

/// A standing pact of non-aggression.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pact {
    /// Its id: the index of the action that recorded it.
    pub id: usize,
    /// The kind.
    pub kind: PactKind,
    /// The two parties.
    pub parties: [Seat; 2],
    /// `countries`: the two countries, in party order.
    pub countries: Vec<TerritoryId>,
    /// `continent` / `frontier`: the continents (indices).
    pub continents: Vec<u8>,
    /// The party that announced its end, and the turn counter at the announcement.
    pub broken: Option<(Seat, u32)>,
    /// An aggression pact's truce lasts until this seat's turn in a later round than
    /// this one begins (§13.5): (the ally, the round it was recorded in).
    pub until: Option<(Seat, u32)>,
    /// An aggression pact whose joint attack has not been carried out yet; `countries`
    /// then holds the leader's aggressor country, the ally's, and the target.
    pub pending: bool,
}

/// Why the match ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WinReason {
    /// A secret objective.
    Secret,
    /// The common objective (45 countries).
    Common,
}

/// The match clock: its running time alone (the time-up call is `last_round`).
pub use super::stopwatch::Stopwatch as Clock;

/// A match in progress.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    settings: Settings,
    players: Vec<Player>,
    /// The board's borders after the tournament's overrides.
    adjacency: Vec<TerritorySet>,
    /// Countries held alone, per seat.
    owned: [TerritorySet; MAX_SEATS],
    armies: [u32; COUNTRIES],
    missiles: [u32; COUNTRIES],
    stage: Stage,
    round: u32,
    opener: Seat,
    first_seat: Seat,
    current: Seat,
    /// Turns begun so far (the pacts' notice counts them).
    turn_count: u32,
    occupation: Option<Occupation>,
    situation: Option<(SituationCard, Option<Seat>)>,
    /// Situation cards revealed since the last reshuffle, per card (descanso per colour).
    revealed: [u8; 8],
    revealed_rest: u8,
    crisis_excluded: u8,
    /// The extra-reinforcement circuit: seats still to place.
    extra_due: Vec<(Seat, u32)>,
    /// Incorporation pools: free armies and one per continent.
    free: u32,
    continent_pool: [u32; CONTINENTS],
    traded_this_turn: bool,
    trade_required: bool,
    conquests: u32,
    conquered: TerritorySet,
    drawn: bool,
    arrived_armies: [u32; COUNTRIES],
    arrived_missiles: [u32; COUNTRIES],
    hands: [TerritorySet; MAX_SEATS],
    bonus_taken: [TerritorySet; MAX_SEATS],
    /// Figures the referee entered for a card (index = country; bit = `Figure as u8`).
    figures: [u8; COUNTRIES],
    trades: [u32; MAX_SEATS],
    continent_cards: [u8; MAX_SEATS],
    continent_used: [u8; MAX_SEATS],
    continent_due: [u8; MAX_SEATS],
    pacts: Vec<Pact>,
    /// Countries shared by two colours, and their set.
    condos: Vec<Condominium>,
    condo_set: TerritorySet,
    zones: Vec<Zone>,
    joint: Option<JointAttack>,
    /// Countries taken this turn through aggression pacts (§13.6).
    joint_conquests: u32,
    /// The condominium taken jointly this turn, and the ally who may regroup into it.
    new_condo: Option<(TerritoryId, Seat)>,
    /// The ally has begun its regrouping into the new condominium.
    ally_regrouping: bool,
    /// Zone countries the seat attacked this turn, and the zones it owed an attack at the
    /// start of its turn (§12).
    zone_attacked: TerritorySet,
    zone_owed: Vec<usize>,
    /// A zone breach detected at the end of a turn: (zone, offender).
    breach_due: Option<(usize, Seat)>,
    /// Seats that lose the next country card they earn (a zone penalty without cards).
    card_forfeit: u8,
    /// Seats out, in order, with who removed their last army.
    eliminated: Vec<(Seat, Seat)>,
    objectives: Vec<Vec<Objective>>,
    winner: Option<(Seat, WinReason)>,
    ended_by_referee: Option<String>,
    clock: Clock,
    last_round: Option<u32>,
    actions_applied: usize,
    last_action: Option<Action>,
    /// The seats (one bit each) whose countries held alone, or whose eliminations, changed
    /// since the last objective check: objectives read only those, so the check skips
    /// every other seat and every action that changed none.
    changed_seats: u8,
}

// A fold of `Game::step`, the one function that applies an action (`Game::apply_mut`,
// the console's, is `step` on a copy).
crate::engine::fold::replay_log!(TegLog, Game::step);

impl Game {
    /// Applies one action; on refusal nothing changes.
    ///
    /// # Errors
    /// The [`Refusal`] naming the broken rule.
    pub fn apply_mut(&mut self, action: &Action) -> Result<(), Refusal> {
        // Some rules write before their last check, so the step runs on a copy that
        // replaces the game only once it is accepted.
        let mut next = self.clone();
        next.step(action)?;
        *self = next;
        Ok(())
    }

    /// Applies one action, everything an accepted action changes included (the last
    /// action too); on refusal the game may be half changed. The replay folds it and
    /// drops the game at the first refusal, so it needs no copy per action.
    fn step(&mut self, action: &Action) -> Result<(), Refusal> {
        self.dispatch(action)?;
        self.actions_applied += 1;
        self.check_victory(action.seat());
        self.last_action = Some(action.clone());
        Ok(())
    }

    fn dispatch(&mut self, action: &Action) -> Result<(), Refusal> {
        if self.stage == Stage::Finished {
            return Err(Refusal::MatchFinished);
        }
        if let Some(seat) = action.seat() {
            self.check_seat(seat)?;
        }
        self.check_pending(action)?;
        match action {
            Action::Place {
                seat,
                armies,
                missiles,
            } => self.place(*seat, armies, missiles),
            Action::Convert {
                seat,
                country,
                missiles,
            } => self.convert(*seat, *country, *missiles),
            Action::Situation { seat, card, colour } => {
                self.reveal(*seat, *card, colour.as_deref())
            }
            Action::CrisisRolls { rolls } => self.crisis_rolls(rolls),
            Action::Trade {
                seat,
                countries,
                continents,
                figures,
            } => self.trade(*seat, countries, continents, figures),
            Action::Attack {
                seat,
                from,
                to,
                dice,
                losses,
                dice_count,
                against,
            } => self.attack(
                *seat,
                (*from, *to, *against),
                dice.as_ref(),
                *losses,
                *dice_count,
            ),
            Action::Occupy { seat, armies } => self.occupy(*seat, *armies),
            Action::Missile {
                seat,
                from,
                to,
                against,
            } => self.fire(*seat, *from, *to, *against),
            Action::Regroup {
                seat,
                from,
                to,
                armies,
                missiles,
            } => self.regroup(*seat, *from, *to, *armies, *missiles),
            Action::DrawCard { seat, country } => self.draw_card(*seat, *country),
            Action::ClaimContinentCard { seat, continent } => {
                self.claim_continent_card(*seat, *continent)
            }
            Action::CardBonus { seat, country } => self.card_bonus(*seat, *country),
            Action::EndTurn { seat } => self.end_turn(*seat),
            Action::Pact {
                kind,
                parties,
                countries,
                continent,
                continents,
            } => self.record_pact(*kind, *parties, countries, *continent, continents),
            Action::BreakPact { seat, pact } => self.break_pact(*seat, *pact),
            Action::ZonePact { parties, country } => self.record_zone(*parties, *country),
            Action::ZoneBreach {
                pact,
                offender,
                card,
                zone_continues,
            } => self.zone_breach(*pact, *offender, *card, *zone_continues),
            Action::AggressionPact {
                leader,
                ally,
                target,
                from,
            } => self.record_aggression(*leader, *ally, *target, from),
            Action::CancelPact { pact } => self.cancel_pact(*pact),
            Action::OccupyCondominium { armies } => self.occupy_condominium(armies),
            Action::Clock { event, at } => self.clock_event(*event, *at),
            Action::EndMatch { reason } => {
                self.ended_by_referee = Some(reason.clone());
                self.stage = Stage::Finished;
                Ok(())
            }
        }
    }

    /// The board.
    pub fn map(&self) -> &'static Map {
        Map::teg_revancha()
    }

    /// The players in seat order.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The players' names in seat order.
    pub fn names(&self) -> Vec<String> {
        self.players.iter().map(|p| p.name.clone()).collect()
    }

    /// How many seats.
    pub fn seat_count(&self) -> usize {
        self.players.len()
    }

    /// Where the match stands.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The seat whose turn (or placement) it is.
    pub fn current(&self) -> Seat {
        self.current
    }

    /// The conquest waiting for its move-in.
    pub fn occupation(&self) -> Option<Occupation> {
        self.occupation
    }

    /// The seat holding a country alone.
    pub fn holder(&self, t: TerritoryId) -> Option<Seat> {
        (0..self.players.len())
            .find(|&s| self.owned[s] & t.bit() != 0)
            .map(seat_at)
    }

    /// Armies in a country.
    pub fn armies_in(&self, t: TerritoryId) -> u32 {
        self.armies[t.index()]
    }

    /// Missiles in a country.
    pub fn missiles_in(&self, t: TerritoryId) -> u32 {
        self.missiles[t.index()]
    }

    /// A seat's countries held alone.
    pub fn countries_of(&self, seat: Seat) -> TerritorySet {
        self.owned[usize::from(seat)]
    }

    /// True if two countries border, after the tournament's overrides.
    pub fn borders(&self, a: TerritoryId, b: TerritoryId) -> bool {
        self.adjacency[a.index()] & b.bit() != 0
    }

    /// The neighbours of a country, after the overrides.
    pub fn neighbour_set(&self, t: TerritoryId) -> TerritorySet {
        self.adjacency[t.index()]
    }

    /// Country cards in a seat's hand.
    pub fn hand(&self, seat: Seat) -> TerritorySet {
        self.hands[usize::from(seat)]
    }

    /// Armies still to place this turn (free + continent pools).
    pub fn to_place(&self) -> u32 {
        self.free + self.continent_pool.iter().sum::<u32>()
    }

    /// The standing pacts.
    pub fn pacts(&self) -> &[Pact] {
        &self.pacts
    }

    /// The round's situation card and, for descanso, the resting seat.
    pub fn situation(&self) -> Option<(SituationCard, Option<Seat>)> {
        self.situation
    }

    /// True once the seat is out.
    pub fn is_eliminated(&self, seat: Seat) -> bool {
        self.eliminated.iter().any(|(s, _)| *s == seat)
    }

    /// The winner by objective, if any.
    pub fn winner(&self) -> Option<(Seat, WinReason)> {
        self.winner
    }

    /// True once the match is over.
    pub fn finished(&self) -> bool {
        self.stage == Stage::Finished
    }

    /// Actions applied since the setup.
    pub fn actions_applied(&self) -> usize {
        self.actions_applied
    }

    fn check_seat(&self, seat: Seat) -> Result<(), Refusal> {
        if usize::from(seat) >= self.players.len() {
            return Err(Refusal::UnknownSeat { seat });
        }
        if self.is_eliminated(seat) {
            return Err(Refusal::SeatEliminated { seat });
        }
        Ok(())
    }

    fn colour_seat(&self, colour: &str) -> Option<Seat> {
        self.players
            .iter()
            .find(|p| p.colour == colour)
            .map(|p| p.seat)
    }
}
