//! Before the match (§2): seats and teams, settings, objectives, the draft's starting point.
//!
//! Four seats always: a 3-player table marks the solo player's virtual teammate with
//! `"virtual": true`, a 1 vs 1 table gives each person two seats (`"person"`). Either way
//! the rules see four ordinary seats, teammates opposite (0+2, 1+3).

use super::clock::Clock;
use super::draft::{self, DraftState};
use super::objective::validate_objective;
use super::{Game, NEUTRAL, SEATS, Stage, Turn};
use crate::engine::log::{Draft, MatchLog};
use crate::engine::map::Map;
use crate::engine::risiko2v2::refusal::Refusal;
use crate::engine::seat::{self, Owner};

/// The ruleset id this module implements.
pub const RULESET_ID: &str = "risiko-2v2";
/// Territories each seat drafts.
pub const DRAFTED: u32 = 10;
/// Cards in the deck: 42 territories and 2 jolly.
pub const DECK: u32 = 44;

impl Game {
    /// Builds the game from a log's setup (its actions are not applied).
    ///
    /// # Errors
    /// A [`Refusal`] for a setup the rules cannot play: wrong ruleset, not four seats in
    /// order, teams not alternating, a bad setting, an invalid objective, a draft that
    /// does not give 10 territories a seat and 2 neutrals.
    pub fn new(log: &MatchLog) -> Result<Game, Refusal> {
        let map = Map::risiko();
        if log.ruleset != RULESET_ID {
            return Err(Refusal::UnknownRuleset {
                ruleset: log.ruleset.clone(),
            });
        }
        let s = &log.settings;
        let bad = |name: &str| {
            Err(Refusal::InvalidSetting {
                name: name.to_string(),
            })
        };
        if s.neutral_tanks == 0 {
            return bad("neutral_tanks");
        }
        if s.tank_cap < 40 {
            return bad("tank_cap");
        }
        if s.match_minutes == 0 || s.announce_at_minutes > s.match_minutes {
            return bad("announce_at_minutes");
        }
        if log.players.len() != SEATS {
            return Err(Refusal::PlayerCount {
                count: log.players.len(),
            });
        }
        if let Some((index, seat)) = seat::out_of_order(log.players.iter().map(|p| p.seat)) {
            return Err(Refusal::SeatOrder { index, seat });
        }
        let team = |i: usize| log.players[i].team.clone();
        if team(0) != team(2) || team(1) != team(3) || team(0) == team(1) {
            return Err(Refusal::TeamsNotAlternating);
        }
        let virtuals: Vec<usize> = (0..SEATS).filter(|&i| log.players[i].is_virtual).collect();
        if virtuals.len() > 1 {
            return Err(Refusal::VirtualSeat {
                seat: log.players[virtuals[1]].seat,
            });
        }
        for p in &log.players {
            if let Some(person) = &p.person {
                let other_team = log
                    .players
                    .iter()
                    .any(|q| q.person.as_ref() == Some(person) && q.team != p.team);
                if other_team {
                    return Err(Refusal::TeamsNotAlternating);
                }
            }
        }
        let mut objectives: [Option<_>; SEATS] = Default::default();
        for (seat, obj) in &log.objectives {
            let Some(slot) = objectives.get_mut(usize::from(*seat)) else {
                return Err(Refusal::UnknownSeat { seat: *seat });
            };
            validate_objective(map, obj)?;
            *slot = Some(obj.clone());
        }
        for a in 0..SEATS {
            for b in 0..a {
                if objectives[a].is_some() && objectives[a] == objectives[b] {
                    return Err(Refusal::ObjectiveTaken {
                        seat: super::seat_at(a),
                        other: super::seat_at(b),
                    });
                }
            }
        }
        let mut game = Game {
            settings: s.clone(),
            players: log.players.clone(),
            team_of: [0, 1, 0, 1],
            team_names: [team(0), team(1)],
            objectives,
            owned: [0; SEATS + 1],
            tanks: [0; 64],
            cards: [0; SEATS],
            deck: DECK,
            caps: [s.tank_cap; SEATS],
            renounced: [false; SEATS],
            eliminated: [false; SEATS],
            stage: Stage::Draft,
            draft: None,
            round: 0,
            current: 0,
            turn: Turn::new(0),
            ramp_start: None,
            clock: Clock::default(),
            last_round: None,
            supplementary: None,
            finish: None,
            first_reinforcement_placed: false,
        };
        match &log.draft {
            Draft::Physical { owners } => {
                for t in map.territory_ids() {
                    match owners.get(&t) {
                        None => return Err(Refusal::DraftIncomplete { territory: t }),
                        Some(Owner::Seat(seat)) if usize::from(*seat) >= SEATS => {
                            return Err(Refusal::UnknownSeat { seat: *seat });
                        }
                        Some(owner) => game.give(t, *owner),
                    }
                }
                for seat in 0..SEATS {
                    let count = game.owned[seat].count_ones();
                    if count != DRAFTED {
                        return Err(Refusal::DraftSeatCount {
                            seat: super::seat_at(seat),
                            count,
                        });
                    }
                }
                let count = game.owned[NEUTRAL].count_ones();
                if count != 2 {
                    return Err(Refusal::DraftNeutralCount { count });
                }
                game.stage = Stage::Placement;
            }
            Draft::Digital { packets, seed } => {
                draft::check_packets(packets, *seed)?;
                game.draft = Some(DraftState::new(packets));
            }
        }
        Ok(game)
    }

    /// Hands a drafted territory to its owner with its starting tanks.
    pub(super) fn give(&mut self, t: crate::engine::map::TerritoryId, owner: Owner) {
        match owner {
            Owner::Seat(seat) => {
                self.owned[usize::from(seat)] |= t.bit();
                self.tanks[t.index()] = 1;
            }
            Owner::Neutral => {
                self.owned[NEUTRAL] |= t.bit();
                self.tanks[t.index()] = self.settings.neutral_tanks;
            }
        }
    }
}

/// Unchecked setup → checked game, chess-library style.
impl TryFrom<&MatchLog> for Game {
    type Error = Refusal;
    fn try_from(log: &MatchLog) -> Result<Game, Refusal> {
        Game::new(log)
    }
}
