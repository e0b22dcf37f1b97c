//! Risk 2210 A.D. (`risk2210`, `RULES-risk2210.md`): the Earth with its seas and the Moon,
//! MODs and commanders, energy, space stations, command cards, five years with a bid for
//! the turn order each year, and the score at the end. Real dice, hidden bids and hands:
//! the referee enters what happened; the engine checks what the public facts allow and
//! keeps units, energy, cards and score.
//!
//! `apply_mut` checks one action and changes the game only when every check passed (each
//! step validates first, then writes), so a refused action leaves the game as it was.

mod registered;
pub use registered::RULESET_DESCRIPTOR;

mod action;
mod adjust_problem;
mod board;
mod card_choices;
mod card_fields;
pub mod cards;
mod clock;
mod combat;
mod effects;
mod log;
mod nuclear;
mod offer;
mod pieces;
mod play;
mod refusal;
mod score;
mod settings;
mod setup;
mod setup_problem;
mod table;
mod turn;
mod words;
mod year;

use serde::Serialize;

pub use card_fields::{CardFields, Removal, Turned};
pub use cards::{CARDS, Card, Deck, Timing, find};
pub use clock::Clock;
pub use combat::Thrown;
pub use effects::CardState;
pub use log::{
    Action, BlankCards, CardMods, ClockEvent, CustomCard, DieCount, Faces, FinalSetup, Killed,
    NeutralSetup, Player, QuickDice, R2210Log, RULESET, Settings, Setup,
};
pub use offer::ThrowDice;
pub use pieces::{Commander, Piece};
pub use play::{CardPlay, Spec};
pub use refusal::{AdjustProblem, Refusal, SetupProblem, objection};
pub use score::SeatScore;
pub use year::Income;

use crate::engine::map::{Layer, Map, TerritoryId, TerritorySet};
use crate::engine::seat::{Owner, Seat, seat_at};

/// Most players at the table.
pub const MAX_SEATS: usize = 5;
/// Most stations a player has in play.
pub const MAX_STATIONS: u32 = 4;
/// The three landing sites on the Moon (§5.1).
pub const LANDING_SITES: [&str; 3] = ["sea_of_crisis", "bay_of_dew", "tycho"];

/// Where the match is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Setup: 1 MOD per claim on a free land territory.
    Claims,
    /// Setup: 3 MODs per placement turn.
    Placement,
    /// Setup: the free land commander, diplomat and station.
    Pieces,
    /// Waiting for the year's bidding.
    Bidding,
    /// A player's turn.
    Turn,
    /// Over.
    Finished,
}

/// A turn's phase (§4); any may be skipped, none revisited.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// 1: income placement.
    Income = 1,
    /// 2: commanders and stations.
    Commanders = 2,
    /// 3: buying command cards.
    BuyCards = 3,
    /// 4: playing command cards.
    PlayCards = 4,
    /// 5: invasions.
    Invasions = 5,
    /// 6: fortifying.
    Fortify = 6,
}

/// The invasion being fought.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Invasion {
    /// Source.
    pub from: TerritoryId,
    /// Target.
    pub to: TerritoryId,
    /// True once a throw was made.
    pub thrown: bool,
}

/// The occupation that must come next.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Occupation {
    /// Source.
    pub from: TerritoryId,
    /// Captured territory.
    pub to: TerritoryId,
    /// Fewest units to move in.
    pub min: u32,
    /// Commanders who rolled in the last throw: they must move in.
    pub must: Vec<Commander>,
}

/// A Risk 2210 A.D. match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    map: Board,
    settings: Settings,
    names: Vec<String>,
    colours: Vec<String>,
    seats: usize,
    owner: Vec<Option<Owner>>,
    mods: Vec<u32>,
    /// Per seat, per commander kind: where it stands, if in play.
    commanders: Vec<[Option<TerritoryId>; 5]>,
    station: Vec<Option<Seat>>,
    devastated: TerritorySet,
    energy: Vec<u32>,
    hand: Vec<[u32; 5]>,
    decks: [u32; 5],
    eliminated: Vec<Option<u32>>,
    eliminations: u32,
    stage: Stage,
    /// Setup: MODs still to place; pieces still to place.
    to_place: Vec<u32>,
    pieces: Vec<Vec<Piece>>,
    current: Seat,
    year: u32,
    order: Vec<Seat>,
    turn_index: usize,
    phase: Phase,
    income_left: u32,
    cards_bought: bool,
    invaded: bool,
    invasion: Option<Invasion>,
    occupation: Option<Occupation>,
    captures: u32,
    bonus_pending: bool,
    fortified: bool,
    card_points: Vec<u32>,
    last: Option<Action>,
    /// What the played cards leave waiting (§10.3).
    cards: CardState,
    /// The match clock (§8).
    clock: Clock,
    /// The last year, once the clock called it (`match_minutes`).
    last_year: Option<u32>,
    /// The referee's reason, when they ended the match early.
    ended: Option<String>,
}

impl Game {
    /// The board.
    pub fn map(&self) -> &'static Map {
        Map::risk2210()
    }

    /// The players' names by seat.
    pub fn names(&self) -> Vec<String> {
        self.names.clone()
    }

    /// Where the match is.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The current year (0 during setup).
    pub fn year(&self) -> u32 {
        self.year
    }

    /// The seat to act (`None` while the referee enters the bidding, or at the end).
    pub fn current(&self) -> Option<Seat> {
        match self.stage {
            Stage::Bidding | Stage::Finished => None,
            _ => Some(self.current),
        }
    }

    /// The phase of the turn.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// This year's turn order.
    pub fn order(&self) -> &[Seat] {
        &self.order
    }

    /// A seat's energy.
    pub fn energy(&self, seat: Seat) -> u32 {
        self.energy[usize::from(seat)]
    }

    /// MODs on a territory.
    pub fn mods(&self, t: TerritoryId) -> u32 {
        self.mods[t.index()]
    }

    /// Who holds a territory.
    pub fn owner(&self, t: TerritoryId) -> Option<Owner> {
        self.owner[t.index()]
    }

    /// Where a seat's commander of that kind stands, if in play.
    pub fn commander(&self, seat: Seat, kind: Commander) -> Option<TerritoryId> {
        self.commanders[usize::from(seat)][kind.index()]
    }

    /// The seat's station on a territory, if any.
    pub fn station(&self, t: TerritoryId) -> Option<Seat> {
        self.station[t.index()]
    }

    /// Cards a seat holds from each deck.
    pub fn hand(&self, seat: Seat) -> [u32; 5] {
        self.hand[usize::from(seat)]
    }

    /// Cards left in each deck.
    pub fn decks(&self) -> [u32; 5] {
        self.decks
    }

    /// The income MODs still to place this turn.
    pub fn income_left(&self) -> u32 {
        self.income_left
    }

    /// The invasion being fought, if any.
    pub fn invasion(&self) -> Option<&Invasion> {
        self.invasion.as_ref()
    }

    /// The occupation that must come next, if any.
    pub fn occupation(&self) -> Option<&Occupation> {
        self.occupation.as_ref()
    }

    /// True if the seat is out of the match.
    pub fn is_eliminated(&self, seat: Seat) -> bool {
        self.eliminated[usize::from(seat)].is_some()
    }

    /// How many seats the match has.
    pub fn seats_count(&self) -> usize {
        self.seats
    }

    /// Seats still in the match, in seat order.
    pub fn active(&self) -> Vec<Seat> {
        (0..self.seats)
            .map(seat_at)
            .filter(|&s| !self.is_eliminated(s))
            .collect()
    }

    /// True if the territory carries a devastation marker.
    pub fn is_devastated(&self, t: TerritoryId) -> bool {
        self.devastated & t.bit() != 0
    }

    /// The seat's commanders standing on `t`.
    pub fn commanders_on(&self, seat: Seat, t: TerritoryId) -> Vec<Commander> {
        Commander::ALL
            .into_iter()
            .filter(|k| self.commanders[usize::from(seat)][k.index()] == Some(t))
            .collect()
    }

    /// Units (MODs and commanders) on a territory.
    pub fn units(&self, t: TerritoryId) -> u32 {
        let commanders = match self.owner[t.index()] {
            Some(Owner::Seat(s)) => self.commanders_on(s, t).len(),
            _ => 0,
        };
        self.mods[t.index()] + u32::try_from(commanders).unwrap_or(0)
    }

    /// The territories a seat controls, as a mask.
    pub fn territories_of(&self, seat: Seat) -> TerritorySet {
        self.map
            .territory_ids()
            .filter(|t| self.owner[t.index()] == Some(Owner::Seat(seat)))
            .fold(0, |m, t| m | t.bit())
    }

    /// Stations a seat has in play.
    pub fn stations_of(&self, seat: Seat) -> u32 {
        let n = self.station.iter().filter(|s| **s == Some(seat)).count();
        u32::try_from(n).unwrap_or(0)
    }

    /// The layer a territory lies on.
    fn layer(&self, t: TerritoryId) -> Layer {
        self.map.territory(t).layer
    }

    /// True if `t` is one of the three landing sites.
    pub fn is_landing_site(&self, t: TerritoryId) -> bool {
        LANDING_SITES.contains(&self.map.territory(t).slug.as_str())
    }

    /// A territory with no unit keeps its owner only through a station; else it is empty.
    fn settle(&mut self, t: TerritoryId) {
        if self.units(t) == 0 {
            self.owner[t.index()] = self.station[t.index()].map(Owner::Seat);
        }
    }

    /// The seat's units on every board (elimination, §5.7).
    fn units_of(&self, seat: Seat) -> u32 {
        let mods: u32 = self
            .map
            .territory_ids()
            .filter(|t| self.owner[t.index()] == Some(Owner::Seat(seat)))
            .map(|t| self.mods[t.index()])
            .sum();
        let commanders = self.commanders[usize::from(seat)]
            .iter()
            .filter(|c| c.is_some())
            .count();
        mods + u32::try_from(commanders).unwrap_or(0)
    }

    /// Removes a seat with no unit left: cards gone, energy to the bank, stations removed.
    fn check_elimination(&mut self, seat: Seat) {
        let s = usize::from(seat);
        if self.eliminated[s].is_some() || self.units_of(seat) > 0 {
            return;
        }
        self.eliminations += 1;
        self.eliminated[s] = Some(self.eliminations);
        self.energy[s] = 0;
        self.hand[s] = [0; 5];
        for t in self.map.territory_ids() {
            if self.station[t.index()] == Some(seat) {
                self.station[t.index()] = None;
                self.settle(t);
            }
        }
        if self.active().len() <= 1 {
            self.stage = Stage::Finished;
        }
    }

    /// Captures made in this turn (the third pays 1 energy and a card, §5.6).
    pub fn captures(&self) -> u32 {
        self.captures
    }

    /// True while the three-capture bonus card waits to be taken.
    pub fn bonus_pending(&self) -> bool {
        self.bonus_pending
    }

    /// True once the seat has declared an invasion this turn.
    pub fn invaded(&self) -> bool {
        self.invaded
    }

    /// The last action applied.
    pub fn last(&self) -> Option<&Action> {
        self.last.as_ref()
    }
}

/// The board, always Risk 2210 A.D.: a unit type so the game compares by its state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Board;

impl std::ops::Deref for Board {
    type Target = Map;
    fn deref(&self) -> &Map {
        Map::risk2210()
    }
}

// The console's own apply, so a log replays exactly as it was recorded (a rule that looks
// at the action before, such as Scout Forces after an occupation, sees it in both).
crate::engine::fold::replay_log!(R2210Log, Game::apply_mut);

#[cfg(test)]
mod problem_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod words_tests;
