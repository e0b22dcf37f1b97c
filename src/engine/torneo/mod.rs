//! The RisiKo! individual tournament match (`risiko-torneo`, `RULES-torneo.md`): 3 to 5
//! players on the Editrice Giochi board, a secret tournament objective each, the
//! defender's dice forced to min(3, armies), the 2-army garrison, the 130-army cap,
//! 90 minutes then the penultimate and last rounds, then the *sdadata*; the table score is
//! the border counts of the objective territories held.
//!
//! [`Game`] is built from a [`TorneoLog`]'s setup and moved forward one [`Action`] at a
//! time; every handler checks all its rules before touching the state, so a refused
//! action leaves the game exactly as it was. Where the rules are classic's the code is
//! classic's: the cards ([`crate::engine::classic::Card`], the symbols of the map), the
//! comparison of faces ([`crate::engine::classic::losses_from_faces`]), the count of
//! reinforcements ([`crate::engine::classic::reinforcement_with_minimum`]) and the turn's
//! throw, occupation and move (classic's `combat_steps!`, with the tournament's hooks:
//! its garrison, the cap's close of the reinforcements, what a conquest brings). The rules
//! live in files named after the part of the game they govern: `objectives` (the 16 as
//! data), `setup` (deal and initial placement), `cards`, `combat` (dice, occupation,
//! garrison, move), `turns` (reinforcements, cap, elimination, rounds, the sdadata),
//! `clock`, `referee` (cap violations, penalties, objectives, early end), `score`
//! (the table result) and `view` (the state JSON and the shared `Table`).

mod registered;
pub use registered::RULESET_DESCRIPTOR;

mod action;
mod cards;
mod clock;
mod combat;
mod describe;
mod log;
pub mod objectives;
mod phase;
mod referee;
mod refusal;
mod score;
mod sentences;
mod setup;
mod turns;
mod view;

use super::map::{TerritoryId, TerritorySet};
use super::seat::{Seat, seat_at};
use super::turn_order::Eliminations;

pub use crate::engine::dice::Occupation;
pub use action::{Action, ClockEvent, Faces, Losses};
pub use clock::{Clock, Recovery};
pub use log::{
    CapCheck, CapPenalty, Distribution, ExtraTerritories, Player, RULESET, Settings, Tiebreak,
    TorneoLog,
};
pub use objectives::{BOARD_POINTS, Catalogue, OBJECTIVE_POINTS};
pub use phase::Phase;
pub use refusal::{CODES, Refusal};
pub use score::{Ranked, Score};
pub use setup::{deal_territories, territory_count};
pub use turns::{Finish, SdadataRoll};
pub use view::StateView;

/// Fewest seats at a tournament table.
pub const MIN_SEATS: usize = 3;
/// Most seats at a tournament table.
pub const MAX_SEATS: usize = 5;
/// Cards in the box: 42 territory cards (index = territory id) and 2 jolly (42, 43).
pub const CARDS: u32 = 44;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    Placement,
    Play,
}

/// What happened so far in the current turn.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
struct Turn {
    reinforcing: bool,
    general: u32,
    /// Under `bonus_placement: on_territory`: the card bonus still to place, by territory.
    bonus: Vec<(TerritoryId, u32)>,
    traded: u32,
    conquered: u32,
    moved: bool,
    pending: Option<Occupation>,
    awaiting_sdadata: bool,
}

/// The state of a tournament match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    settings: Settings,
    players: Vec<Player>,
    seats: usize,
    catalogue: Catalogue,
    objectives: [Option<usize>; MAX_SEATS],
    owned: [TerritorySet; MAX_SEATS],
    armies: [u32; 64],
    hands: [u32; MAX_SEATS],
    deck: u32,
    /// Cards traded since the last reshuffle (bit = card index).
    discards: u64,
    stage: Stage,
    round: u32,
    current: Seat,
    to_place: [u32; MAX_SEATS],
    turn: Turn,
    eliminated: Eliminations<MAX_SEATS>,
    clock: Clock,
    penultimate: Option<u32>,
    last_sdadata: Option<SdadataRoll>,
    /// Armies a seat could not place because of the cap.
    cap_lost: [u32; MAX_SEATS],
    /// Armies removed from a seat after a cap violation.
    cap_removed: [u32; MAX_SEATS],
    tournament_penalty: [i32; MAX_SEATS],
    table_penalty: [i32; MAX_SEATS],
    finish: Option<Finish>,
    last: Option<Action>,
}

crate::engine::classic::replay_and_objection!(TorneoLog);

impl Game {
    crate::engine::classic::table_basics!();

    fn dispatch(&mut self, action: &Action) -> Result<(), Refusal> {
        let after_end = matches!(
            action,
            Action::RevealObjective { .. } | Action::Penalty { .. }
        );
        if self.finish.is_some() && !after_end {
            return Err(Refusal::MatchFinished);
        }
        if let Some(seat) = action.seat() {
            self.seat_in_game(seat)?;
            let turn_move = !matches!(
                action,
                Action::Sdadata { .. } | Action::DeclareRisiko { .. }
            );
            if self.turn.awaiting_sdadata && turn_move {
                return Err(Refusal::SdadataMissing { seat: self.current });
            }
        }
        match action {
            Action::Place { seat, tanks } => match self.stage {
                Stage::Placement => self.setup_place(*seat, tanks),
                Stage::Play => {
                    self.my_turn(*seat, action)?;
                    self.reinforce(*seat, tanks)
                }
            },
            Action::Trade { seat, cards } => {
                self.my_turn(*seat, action)?;
                self.trade(*seat, cards)
            }
            Action::Attack {
                seat,
                from,
                to,
                dice,
                attacker_dice,
                losses,
            } => {
                self.my_turn(*seat, action)?;
                self.attack(*seat, *from, *to, dice.as_ref(), *attacker_dice, *losses)
            }
            Action::Occupy { seat, tanks } => self.occupy(*seat, *tanks, action),
            Action::Move {
                seat,
                from,
                to,
                tanks,
            } => self.fortify(*seat, (*from, *to), *tanks, action),
            Action::EndTurn { seat } => self.end_turn(*seat, action),
            Action::Sdadata { seat, dice } => self.sdadata(*seat, *dice),
            Action::DeclareRisiko { seat, objective } => {
                self.declare_risiko(*seat, objective, action)
            }
            Action::RevealObjective { seat, objective } => self.reveal(*seat, objective),
            Action::ShowObjective { seat } => self.show_objective(*seat),
            Action::Clock {
                event,
                at,
                minutes,
                by,
                reason,
            } => self.clock_event(*event, *at, *minutes, by.as_deref(), reason.as_deref()),
            Action::CapViolation {
                seat,
                found_on_board,
                remove,
                removed_by,
            } => self.cap_violation(*seat, *found_on_board, remove, removed_by, action),
            Action::Penalty {
                seat,
                tournament_points,
                table_points,
                reason,
            } => self.penalty(*seat, *tournament_points, *table_points, reason),
            Action::EndMatch { reason, seat } => self.end_match(reason, *seat),
        }
    }

    /// The objectives this match is dealt from.
    pub fn catalogue(&self) -> &Catalogue {
        &self.catalogue
    }

    /// The seat's objective id, once known (the referee's private view: screens for
    /// everyone show it only once the match is over).
    pub fn objective(&self, seat: Seat) -> Option<&str> {
        let index = (*self.objectives.get(usize::from(seat))?)?;
        self.catalogue.get(index).map(|o| o.id.as_str())
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        if self.finish.is_some() {
            return Phase::Finished;
        }
        match self.stage {
            Stage::Placement => Phase::Placement,
            Stage::Play if self.turn.pending.is_some() => Phase::Occupy,
            Stage::Play if self.turn.awaiting_sdadata => Phase::Sdadata,
            Stage::Play if self.turn.reinforcing => Phase::Reinforce,
            Stage::Play => Phase::Attack,
        }
    }
}
