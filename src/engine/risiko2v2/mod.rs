//! The RisiKo! 2 vs 2 club regulation: the state of a match and `apply`.
//!
//! [`Game`] is built from a log's setup ([`Game::new`]) and moved forward one recorded
//! [`Action`] at a time. Every handler checks all of its rules before touching the state,
//! so a refused action leaves the game exactly as it was (`apply_mut` is the fast path the
//! replay uses; `apply` is the chess-library style copy-on-write wrapper).
//!
//! The rules live in files named after the part of the game they govern: `setup`,
//! `draft`, `placement`, `reinforcement` (declaration and cards), `combat` (attacks,
//! occupation, the move, teammates), `turns` (turn order, elimination, the end),
//! `cap` (the 120-tank penalty), `clock`, `score`.

mod registered;
pub use registered::RULESET_DESCRIPTOR;
/// The 2 vs 2 log, which keeps its old home in [`super::log`]; the list of rulesets
/// (`crate::rulesets`) finds every ruleset's log in its folder.
pub use super::log::MatchLog;

mod board;
mod cap;
mod clock;
mod combat;
mod draft;
mod notes;
pub mod objective;
mod placement;
pub mod refusal;
mod reinforcement;
mod score;
mod setup;
mod table;
mod turns;
mod view;

use serde::Serialize;

use super::Lang;
use super::log::{Action, Player, Seat, Settings};
use super::map::{Map, TerritoryId, TerritorySet};
use super::seat::seat_at;
use objective::Objective;
pub use refusal::Refusal;

pub use cap::{CapPenalty, CapSource};
pub use clock::Clock;
pub use combat::{HOLD, attack_losses};
pub use draft::{deal_packets, splitmix64};
pub use reinforcement::{Breakdown, declared_allowance};
pub use score::{PlayerScore, Score};
pub use table::{Tracked, objection};
pub use turns::FinishReason;
pub use view::StateView;

/// Seats at a 2 vs 2 table.
pub const SEATS: usize = 4;
/// Index of the neutral owner in the ownership masks.
const NEUTRAL: usize = SEATS;

/// Where the match stands, as the UI needs to know it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The digital draft: seats pick territories.
    Draft,
    /// Initial placement: 3 tanks a turn up to 36, then 2 up to 40.
    InitialPlacement,
    /// A turn's reinforcement phase: trades, declaration, placement.
    Reinforce,
    /// Attacks, the move, end of turn.
    Attack,
    /// A territory was conquered: the attacker must move tanks in.
    Occupy,
    /// Supplementary turns: the current seat plays a chance or passes.
    Supplementary,
    /// The match is over.
    Finished,
}

impl Phase {
    /// The phase's name for a referee (the message `r2v2-phase-…`).
    pub fn name(self, lang: Lang) -> &'static str {
        let key = match self {
            Phase::Draft => "r2v2.phase.draft",
            Phase::InitialPlacement => "r2v2.phase.initial_placement",
            Phase::Reinforce => "r2v2.phase.reinforce",
            Phase::Attack => "r2v2.phase.attack",
            Phase::Occupy => "r2v2.phase.occupy",
            Phase::Supplementary => "r2v2.phase.supplementary",
            Phase::Finished => "r2v2.phase.finished",
        };
        crate::i18n::t(lang, key)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    Draft,
    Placement,
    Play,
}

/// A conquest waiting for its `occupy`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PendingOccupation {
    /// The attacking territory.
    pub from: TerritoryId,
    /// The conquered territory (0 tanks until occupied).
    pub to: TerritoryId,
    /// Fewest tanks to move in.
    pub min: u32,
    /// Most tanks that may move in.
    pub max: u32,
}

/// What happened so far in the current turn.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Turn {
    allowance: u32,
    declared: Option<u32>,
    entitlement: u32,
    trade_value: u32,
    reinforcing: bool,
    attacked: bool,
    conquered: bool,
    moved: bool,
    pending: Option<PendingOccupation>,
    locked: TerritorySet,
    reinforced: [u32; 64],
}

impl Turn {
    fn new(allowance: u32) -> Turn {
        Turn {
            allowance,
            declared: None,
            entitlement: 0,
            trade_value: 0,
            reinforcing: true,
            attacked: false,
            conquered: false,
            moved: false,
            pending: None,
            locked: 0,
            reinforced: [0; 64],
        }
    }
}

/// Supplementary turns in progress.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Supplementary {
    chances: [u32; 2],
    passed: [bool; SEATS],
    choosing: bool,
}

/// The state of a RisiKo! 2 vs 2 match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    settings: Settings,
    players: Vec<Player>,
    team_of: [usize; SEATS],
    team_names: [String; 2],
    objectives: [Option<Objective>; SEATS],
    owned: [TerritorySet; SEATS + 1],
    tanks: [u32; 64],
    cards: [u32; SEATS],
    deck: u32,
    caps: [u32; SEATS],
    renounced: [bool; SEATS],
    eliminated: [bool; SEATS],
    stage: Stage,
    draft: Option<draft::DraftState>,
    round: u32,
    current: Seat,
    turn: Turn,
    ramp_start: Option<u32>,
    clock: Clock,
    last_round: Option<u32>,
    supplementary: Option<Supplementary>,
    finish: Option<FinishReason>,
    first_reinforcement_placed: bool,
}

crate::engine::fold::replay_log!(MatchLog, Game::apply_mut);

impl Game {
    /// The map the match is played on.
    pub fn map(&self) -> &'static Map {
        Map::risiko()
    }

    /// Applies one action, returning the next state; `self` is never changed.
    ///
    /// # Errors
    /// The [`Refusal`] naming the broken rule.
    pub fn apply(&self, action: &Action) -> Result<Game, Refusal> {
        let mut next = self.clone();
        next.apply_mut(action)?;
        Ok(next)
    }

    /// Applies one action in place. On refusal the state is left exactly as it was.
    ///
    /// # Errors
    /// The [`Refusal`] naming the broken rule.
    pub fn apply_mut(&mut self, action: &Action) -> Result<(), Refusal> {
        if self.finish.is_some() {
            return Err(Refusal::MatchFinished);
        }
        if let Some(seat) = action.seat() {
            if usize::from(seat) >= SEATS {
                return Err(Refusal::UnknownSeat { seat });
            }
            if self.eliminated[usize::from(seat)] {
                return Err(Refusal::SeatEliminated { seat });
            }
        }
        // The turn's own moves (reinforcing after the placement, declaring, trading,
        // attacking, moving, ending) all wait for the seat's turn with nothing pending.
        let own_turn = match action {
            Action::Place { .. } => self.stage != Stage::Placement,
            Action::Declare { .. }
            | Action::Trade { .. }
            | Action::Attack { .. }
            | Action::Move { .. }
            | Action::EndTurn { .. } => true,
            Action::DraftPick { .. }
            | Action::Occupy { .. }
            | Action::RenounceBonus { .. }
            | Action::PlayChance { .. }
            | Action::Pass { .. }
            | Action::CapViolation { .. }
            | Action::Clock { .. }
            | Action::EndMatch { .. } => false,
        };
        if let Some(seat) = action.seat().filter(|_| own_turn) {
            self.my_turn(seat, action)?;
        }
        match action {
            Action::DraftPick { seat, territory } => self.draft_pick(*seat, *territory),
            Action::Place { seat, tanks } => match self.stage {
                Stage::Placement => self.initial_place(*seat, tanks),
                _ => self.reinforce_place(*seat, tanks),
            },
            Action::Declare { seat, tanks } => self.declare(*seat, *tanks),
            Action::Trade { seat, sets } => self.trade(*seat, *sets),
            Action::Attack {
                seat,
                from,
                to,
                tanks,
            } => self.attack(*seat, *from, *to, *tanks),
            Action::Occupy { seat, tanks } => self.occupy(*seat, *tanks),
            Action::Move {
                seat,
                from,
                to,
                tanks,
            } => self.move_tanks(*seat, *from, *to, *tanks),
            Action::RenounceBonus { seat } => self.renounce(*seat, action),
            Action::EndTurn { seat } => self.end_turn(*seat),
            Action::PlayChance { seat } => self.play_chance(*seat, action),
            Action::Pass { seat } => self.pass(*seat, action),
            Action::CapViolation {
                seat,
                found_on_board,
                remove,
            } => self.cap_violation(*seat, *found_on_board, remove, action),
            Action::Clock { event, at } => self.clock_event(*event, *at, action),
            Action::EndMatch { reason, forfeit } => self.end_match(reason, forfeit.as_deref()),
        }
    }

    /// Checks that `seat` may act in its own turn now (not drafting/placing, not
    /// choosing a chance, no occupation pending).
    fn my_turn(&self, seat: Seat, action: &Action) -> Result<(), Refusal> {
        if self.stage != Stage::Play {
            return Err(self.not_now(action));
        }
        if seat != self.current {
            return Err(Refusal::NotYourTurn {
                seat,
                current: self.current,
            });
        }
        if self.supplementary.as_ref().is_some_and(|s| s.choosing) {
            return Err(Refusal::ChoiceFirst { seat });
        }
        if let Some(p) = self.turn.pending {
            return Err(Refusal::OccupyFirst { territory: p.to });
        }
        Ok(())
    }

    fn not_now(&self, action: &Action) -> Refusal {
        Refusal::NotNow {
            action: action.kind().to_string(),
            phase: self.phase(),
        }
    }

    // ----- read helpers -----

    /// The settings in force.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The players, in seat order.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The current round (0 before round 1 begins).
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        if self.finish.is_some() {
            return Phase::Finished;
        }
        match self.stage {
            Stage::Draft => Phase::Draft,
            Stage::Placement => Phase::InitialPlacement,
            Stage::Play => {
                if self.supplementary.as_ref().is_some_and(|s| s.choosing) {
                    Phase::Supplementary
                } else if self.turn.pending.is_some() {
                    Phase::Occupy
                } else if self.turn.reinforcing {
                    Phase::Reinforce
                } else {
                    Phase::Attack
                }
            }
        }
    }

    /// The seat to act (during the draft every seat acts; this is seat 0 then).
    pub fn current_seat(&self) -> Seat {
        self.current
    }

    /// True once the match is over.
    pub fn finished(&self) -> bool {
        self.finish.is_some()
    }

    /// Why the match ended, once it has.
    pub fn finish_reason(&self) -> Option<&FinishReason> {
        self.finish.as_ref()
    }
}

/// A game whose physical draft deals territory i to seat i mod 4 (the last two neutral),
/// for the unit tests at the foot of the rule files.
#[cfg(test)]
fn test_game(settings: Settings) -> Game {
    use crate::engine::log::Draft;
    use crate::engine::seat::Owner;
    use std::collections::BTreeMap;
    let map = Map::risiko();
    let owners: BTreeMap<_, _> = map
        .territory_ids()
        .map(|t| {
            (
                t,
                if t.0 >= 40 {
                    Owner::Neutral
                } else {
                    Owner::Seat(t.0 % 4)
                },
            )
        })
        .collect();
    let players = (0..4u8)
        .map(|s| Player {
            seat: s,
            name: format!("p{s}"),
            team: if s % 2 == 0 { "A".into() } else { "B".into() },
            colour: format!("c{s}"),
            is_virtual: false,
            person: None,
        })
        .collect();
    let log = MatchLog {
        format: 1,
        ruleset: "risiko-2v2".into(),
        settings,
        players,
        objectives: BTreeMap::new(),
        draft: Draft::Physical { owners },
        actions: Vec::new(),
    };
    match Game::new(&log) {
        Ok(g) => g,
        Err(r) => panic!("{r}"),
    }
}
