//! Classic Risiko (`risiko-classic`): 2 to 5 players (6 with `start_armies`), the
//! two-player game with a neutral colour, real dice entered by the referee.
//!
//! [`Game`] is built from a [`ClassicLog`]'s setup and moved forward one [`Action`] at a
//! time; every handler checks all its rules before touching the state, so a refused action
//! leaves the game exactly as it was. The rules live in files named after the part of the
//! game they govern: `setup` (claims, setup placement, the final setup, two-player piles),
//! `cards` (trades and the ladder), `combat` (throws, occupation, fortify), `turns`
//! (reinforcements, turn order, elimination, the clock and the end), `score` (ranking
//! and place points), `view` (the state JSON and the shared [`crate::engine::table::Table`]).

mod registered;
pub use registered::RULESET_DESCRIPTOR;

mod action;
mod cards;
mod combat;
pub(crate) mod describe;
mod log;
mod refusal;
mod score;
pub(crate) mod sentences;
mod setup;
mod turns;
mod view;

use serde::Serialize;

use super::Lang;
use super::map::{TerritoryId, TerritorySet};
use super::seat::{Seat, seat_at};
use super::turn_order::Eliminations;

pub use crate::engine::dice::Occupation;
pub use action::{Action, Card, ClockEvent};
pub use cards::{CardProblem, SYMBOLS, card_positions, set_value};
pub(crate) use combat::combat_steps;
pub use combat::losses_from_faces;
pub use log::{ClassicLog, DiceEntry, EndRule, Player, RULESET, Settings, Setup};
pub use refusal::Refusal;
pub(crate) use refusal::risiko_refusals;
pub use score::{Ranked, Score};
pub use setup::deal_piles;
pub use turns::{Clock, Finish, reinforcement_for, reinforcement_with_minimum};
pub use view::StateView;

/// What every RisiKo! table of this family (classic, and the tournament, which is classic
/// plus its tournament rules) does the same way, written once: the map, applying an action
/// (a refused one leaves the state as it was and is not remembered as the last), the
/// own-turn check and the reads of who sits where and how the match stands.
///
/// Expanded inside `impl Game` of a module whose `Game` has the fields `settings`,
/// `players`, `seats`, `owned`, `round`, `current`, `stage` (with `Stage::Play`), `turn.pending`,
/// `finish` and `last` and a `dispatch` that applies one action, with its own `Action`,
/// `Refusal` (with `UnknownSeat`, `SeatEliminated`, `NotNow`, `NotYourTurn`, `OccupyFirst`, `NotYourTerritory`,
/// `ZeroTanks`, `AttackOwnTerritory`, `AttackerNeedsTwoArmies`, `MoveLeavesNone`),
/// `Settings`, `Player` and `Finish` in scope, and the reads `armies` and `territories_of`. A macro rather than a trait: these are the rulesets' own inherent
/// methods, which callers use without importing a trait.
macro_rules! table_basics {
    () => {
        /// The map the match is played on.
        pub fn map(&self) -> &'static $crate::engine::map::Map {
            $crate::engine::map::Map::risiko()
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
            self.dispatch(action)?;
            self.last = Some(action.clone());
            Ok(())
        }

        /// Checks that `seat` may act in its own turn now (play stage, its turn, no
        /// occupation pending).
        fn my_turn(
            &self,
            seat: $crate::engine::seat::Seat,
            action: &Action,
        ) -> Result<(), Refusal> {
            use $crate::engine::turn_order::{TurnFault, own_turn};
            let (playing, pending) = (self.stage == Stage::Play, self.turn.pending.map(|p| p.to));
            own_turn(playing, seat, self.current, pending).map_err(|f| match f {
                TurnFault::NotNow => self.not_now(action),
                TurnFault::NotYours => Refusal::NotYourTurn {
                    seat,
                    current: self.current,
                },
                TurnFault::OccupyFirst(territory) => Refusal::OccupyFirst { territory },
            })
        }

        /// The round a seat was eliminated in, if it was.
        pub fn eliminated_in(&self, seat: $crate::engine::seat::Seat) -> Option<u32> {
            self.eliminated.round_of(seat)
        }

        /// Refuses a seat the table does not have, or one already out of the match.
        fn seat_in_game(&self, seat: $crate::engine::seat::Seat) -> Result<(), Refusal> {
            let index = usize::from(seat);
            if index >= self.seats {
                return Err(Refusal::UnknownSeat { seat });
            }
            if self.eliminated.is_out(index) {
                return Err(Refusal::SeatEliminated { seat });
            }
            Ok(())
        }

        /// Refuses `seat` when it is another seat's turn to act.
        fn seat_to_act(&self, seat: $crate::engine::seat::Seat) -> Result<(), Refusal> {
            if seat != self.current {
                return Err(Refusal::NotYourTurn {
                    seat,
                    current: self.current,
                });
            }
            Ok(())
        }

        /// The total of a turn's reinforcements, refused for an empty list or a 0 and for
        /// a territory `seat` does not hold.
        fn armies_on_own(
            &self,
            seat: $crate::engine::seat::Seat,
            tanks: &std::collections::BTreeMap<$crate::engine::map::TerritoryId, u32>,
        ) -> Result<u32, Refusal> {
            if tanks.is_empty() || tanks.values().any(|&n| n == 0) {
                return Err(Refusal::ZeroTanks);
            }
            let own = self.owned[usize::from(seat)];
            if let Some(t) = tanks.keys().find(|t| own & t.bit() == 0) {
                return Err(Refusal::NotYourTerritory {
                    seat,
                    territory: *t,
                });
            }
            Ok(tanks.values().sum())
        }

        /// The capture `seat` is to occupy now: refused when nothing was captured (or
        /// the match is not being played yet) and when it is another seat's turn.
        fn occupation_due(
            &self,
            seat: $crate::engine::seat::Seat,
            action: &Action,
        ) -> Result<$crate::engine::dice::Occupation, Refusal> {
            let Some(p) = self.turn.pending else {
                return Err(if self.stage == Stage::Play {
                    Refusal::NothingToOccupy
                } else {
                    self.not_now(action)
                });
            };
            self.seat_to_act(seat)?;
            Ok(p)
        }

        /// The attack checks every dice ruleset makes alike (`dice::check_attack`: own
        /// `from` with 2 armies or more, an enemy `to` bordering it), in this ruleset's
        /// refusals; `not_adjacent` names territories that do not border (classic and the
        /// tournament give it different codes).
        fn check_attack_between(
            &self,
            seat: $crate::engine::seat::Seat,
            (from, to): (
                $crate::engine::map::TerritoryId,
                $crate::engine::map::TerritoryId,
            ),
            not_adjacent: Refusal,
        ) -> Result<(), Refusal> {
            use $crate::engine::dice::{AttackFault, check_attack};
            let mine = self.territories_of(seat);
            check_attack(self.map(), mine, from, to, self.armies(from)).map_err(|f| match f {
                AttackFault::NotYours => Refusal::NotYourTerritory {
                    seat,
                    territory: from,
                },
                AttackFault::OwnTarget => Refusal::AttackOwnTerritory { territory: to },
                AttackFault::NotAdjacent => not_adjacent,
                AttackFault::OneArmy => Refusal::AttackerNeedsTwoArmies { from },
            })
        }

        /// The move checks every dice ruleset makes alike (`dice::check_move`: both
        /// territories own and bordering, 1 army or more moved, 1 left behind), in this
        /// ruleset's refusals; `not_adjacent` as for an attack.
        fn check_move_between(
            &self,
            seat: $crate::engine::seat::Seat,
            (from, to): (
                $crate::engine::map::TerritoryId,
                $crate::engine::map::TerritoryId,
            ),
            tanks: u32,
            not_adjacent: Refusal,
        ) -> Result<(), Refusal> {
            use $crate::engine::dice::{MoveFault, check_move};
            let (mine, armies) = (self.territories_of(seat), self.armies(from));
            check_move(self.map(), mine, (from, to), armies, tanks).map_err(|f| match f {
                MoveFault::NotYours(t) => Refusal::NotYourTerritory { seat, territory: t },
                MoveFault::NotAdjacent => not_adjacent,
                MoveFault::Zero => Refusal::ZeroTanks,
                MoveFault::LeavesNone { max, .. } => Refusal::MoveLeavesNone {
                    from,
                    max,
                    got: tanks,
                },
            })
        }

        fn not_now(&self, action: &Action) -> Refusal {
            Refusal::NotNow {
                action: action.kind(),
                phase: self.phase().code(),
            }
        }

        /// The round, phase, seat to act, end, owners and armies every state opens with.
        fn standing(&self) -> $crate::engine::board::Standing<Phase, Finish> {
            $crate::engine::board::Standing::new(
                self.map(),
                (self.round, self.phase(), self.current),
                self.finish.clone(),
                |t| self.owner(t),
                |t| self.armies(t),
            )
        }

        /// The settings in force.
        pub fn settings(&self) -> &Settings {
            &self.settings
        }

        /// The players, in seat order.
        pub fn players(&self) -> &[Player] {
            &self.players
        }

        /// The players' names, in seat order (for sentences).
        pub fn names(&self) -> Vec<String> {
            self.players.iter().map(|p| p.name.clone()).collect()
        }

        /// How many seats the table has.
        pub fn seat_count(&self) -> usize {
            self.seats
        }

        /// The current round (0 before the first turn).
        pub fn round(&self) -> u32 {
            self.round
        }

        /// The seat to act.
        pub fn current_seat(&self) -> $crate::engine::seat::Seat {
            self.current
        }

        /// True once the match is over.
        pub fn finished(&self) -> bool {
            self.finish.is_some()
        }

        /// Why the match ended, once it has.
        pub fn finish(&self) -> Option<&Finish> {
            self.finish.as_ref()
        }

        /// The last action applied.
        pub fn last_action(&self) -> Option<&Action> {
            self.last.as_ref()
        }

        /// The pending occupation, if any.
        pub fn pending_occupation(&self) -> Option<$crate::engine::dice::Occupation> {
            self.turn.pending
        }
    };
}
pub(crate) use table_basics;

/// The pair every ruleset folder exposes to the registry, written once for this family:
/// `replay(log)`, the very `apply_mut` the console records with folded over the log's
/// actions from `Game::new(log)`, and `objection(refusal, names)`, the refusal as the
/// ruleset-agnostic objection naming the players. Expanded at the root of a module with
/// its own `Game`, `Refusal` and log type `$log`.
macro_rules! replay_and_objection {
    ($log:ty) => {
        $crate::engine::fold::replay_log!($log, Game::apply_mut);

        /// A refusal as the ruleset-agnostic objection, with the players' names.
        pub fn objection(refusal: &Refusal, names: &[String]) -> $crate::engine::table::Objection {
            $crate::engine::refusal::objection(refusal.code(), refusal, |lang| {
                refusal.message(lang, names)
            })
        }
    };
}
pub(crate) use replay_and_objection;

/// Most seats at a classic table.
pub const MAX_SEATS: usize = 6;
/// Index of the neutral colour in the ownership masks and the setup counts.
const NEUTRAL: usize = MAX_SEATS;
/// Cards in the box: 42 territory cards (index = territory id) and 2 jolly (42, 43).
pub const CARDS: u32 = 44;

/// Where the match stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Setup: claims, one army at a time.
    Claim,
    /// Setup: placement turns.
    SetupPlacement,
    /// A turn's reinforcements: trades and placing.
    Reinforce,
    /// Attacks, the fortify move, end of turn.
    Attack,
    /// A territory was captured: the attacker moves in.
    Occupy,
    /// After an elimination: the hand comes down to 4.
    EliminationTrade,
    /// The match is over.
    Finished,
}

impl Phase {
    /// The stable code.
    pub fn code(self) -> &'static str {
        match self {
            Phase::Claim => "claim",
            Phase::SetupPlacement => "setup_placement",
            Phase::Reinforce => "reinforce",
            Phase::Attack => "attack",
            Phase::Occupy => "occupy",
            Phase::EliminationTrade => "elimination_trade",
            Phase::Finished => "finished",
        }
    }
}

/// A phase code as words for a referee.
pub fn phase_words(code: &str, lang: Lang) -> &'static str {
    let key = match code {
        "claim" => "classic-phase-claim",
        "setup_placement" => "classic-phase-setup_placement",
        "reinforce" => "classic-phase-reinforce",
        "attack" => "classic-phase-attack",
        "occupy" => "classic-phase-occupy",
        "elimination_trade" => "classic-phase-elimination_trade",
        _ => "classic-phase-finished",
    };
    crate::i18n::t(lang, key)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    Claim,
    Placement,
    Play,
}

/// What happened so far in the current turn.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Turn {
    start_cards: u32,
    general: u32,
    bonus: Option<(TerritoryId, u32)>,
    bonus_taken: bool,
    traded: u32,
    reinforcing: bool,
    captured: bool,
    moved: bool,
    eliminated_someone: bool,
    elimination_trade: bool,
    pending: Option<Occupation>,
}

impl Turn {
    fn idle() -> Turn {
        Turn {
            start_cards: 0,
            general: 0,
            bonus: None,
            bonus_taken: false,
            traded: 0,
            reinforcing: false,
            captured: false,
            moved: false,
            eliminated_someone: false,
            elimination_trade: false,
            pending: None,
        }
    }

    fn unplaced(&self) -> u32 {
        self.general + self.bonus.map_or(0, |(_, n)| n)
    }
}

/// The state of a classic Risiko match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    settings: Settings,
    players: Vec<Player>,
    seats: usize,
    owned: [TerritorySet; MAX_SEATS + 1],
    armies: [u32; 64],
    hands: [u32; MAX_SEATS],
    deck: u32,
    draws: u64,
    /// Per card: the draw count from which it can be in a hand again (it went to the
    /// bottom of the deck at a trade); 0 for a card never traded.
    free_at: [u64; CARDS as usize],
    /// Per territory card: the symbol (index in [`SYMBOLS`]) it showed at a trade.
    seen_symbol: [Option<u8>; 42],
    sets_traded: u32,
    stage: Stage,
    round: u32,
    current: Seat,
    to_place: [u32; MAX_SEATS + 1],
    turn: Turn,
    eliminated: Eliminations<MAX_SEATS>,
    clock: Clock,
    last_round: Option<u32>,
    finish: Option<Finish>,
    last: Option<Action>,
}

replay_and_objection!(ClassicLog);

impl Game {
    table_basics!();

    fn dispatch(&mut self, action: &Action) -> Result<(), Refusal> {
        if self.finish.is_some() {
            return Err(Refusal::MatchFinished);
        }
        if let Some(seat) = action.seat() {
            self.seat_in_game(seat)?;
        }
        match action {
            Action::Claim { seat, territory } => self.claim(*seat, *territory, action),
            Action::Place {
                seat,
                tanks,
                neutral,
            } => match self.stage {
                Stage::Placement => self.setup_place(*seat, tanks, neutral),
                Stage::Claim => Err(self.not_now(action)),
                Stage::Play => {
                    self.my_turn(*seat, action)?;
                    self.reinforce(*seat, tanks, neutral, action)
                }
            },
            Action::Trade {
                seat,
                cards,
                symbols,
                bonus_territory,
            } => {
                self.my_turn(*seat, action)?;
                self.trade(*seat, cards, symbols, *bonus_territory)
            }
            Action::Attack {
                seat,
                from,
                to,
                attacker,
                defender,
                dice,
                losses,
            } => {
                self.my_turn(*seat, action)?;
                let throw = combat::Throw::read(
                    self.settings.dice_entry,
                    attacker.as_deref(),
                    defender.as_deref(),
                    *dice,
                    *losses,
                )?;
                self.attack(*seat, *from, *to, &throw)
            }
            Action::Occupy { seat, tanks } => self.occupy(*seat, *tanks, action),
            Action::Move {
                seat,
                from,
                to,
                tanks,
            } => self.fortify(*seat, (*from, *to), *tanks, action),
            Action::EndTurn { seat } => self.end_turn(*seat, action),
            Action::Clock { event, at } => self.clock_event(*event, *at),
            Action::EndMatch { reason } => {
                if reason.trim().is_empty() {
                    return Err(Refusal::EndMatchReason);
                }
                self.finish = Some(Finish::Referee {
                    reason: reason.clone(),
                });
                Ok(())
            }
        }
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        if self.finish.is_some() {
            return Phase::Finished;
        }
        match self.stage {
            Stage::Claim => Phase::Claim,
            Stage::Placement => Phase::SetupPlacement,
            Stage::Play if self.turn.pending.is_some() => Phase::Occupy,
            Stage::Play if self.turn.elimination_trade => Phase::EliminationTrade,
            Stage::Play if self.turn.reinforcing => Phase::Reinforce,
            Stage::Play => Phase::Attack,
        }
    }

    /// The seat's sentence for a refusal, with the table's names.
    pub fn sentence(&self, refusal: &Refusal, lang: Lang) -> String {
        refusal.message(lang, &self.names())
    }
}
