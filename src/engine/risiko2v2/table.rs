//! The 2 vs 2 game behind the shared [`Table`] surface, by delegation to [`Game`]'s own
//! readers and legal-choice helpers: nothing here decides a rule, so a 2 vs 2 match plays
//! exactly as before. [`Tracked`] adds the one thing the surface shows that `Game` does
//! not keep: the last action applied.

use chrono::{DateTime, Utc};

use super::{Game, Phase};
use crate::engine::Lang;
use crate::engine::log::Action;
use crate::engine::map::{Map, TerritoryId, members};
use crate::engine::risiko2v2::refusal::Refusal;
use crate::engine::seat::{Owner, Seat};
use crate::engine::table::{
    AttackChoice, Choices, ClockView, MoveChoice, Objection, OccupyChoice, ResultLine, SeatInfo,
    SeatResult, Table, TableResult, TeamScore, TeamSeat,
};

/// A 2 vs 2 game and the last action applied to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tracked {
    /// The game.
    pub game: Game,
    last: Option<Action>,
}

impl Tracked {
    /// Wraps a game (with the last action of its log, if any).
    pub fn new(game: Game, last: Option<Action>) -> Tracked {
        Tracked { game, last }
    }

    /// Applies one action in place; on refusal nothing changes.
    ///
    /// # Errors
    /// The game's [`Refusal`].
    pub fn apply_mut(&mut self, action: &Action) -> Result<(), Refusal> {
        self.game.apply_mut(action)?;
        self.last = Some(action.clone());
        Ok(())
    }
}

/// A 2 vs 2 refusal as the ruleset-agnostic objection, its sentences naming the
/// players.
pub fn objection(refusal: &Refusal, names: &crate::engine::Names) -> Objection {
    crate::engine::refusal::objection(refusal.code(), refusal, |lang| refusal.message(lang, names))
}

fn phase_code(p: Phase) -> &'static str {
    match p {
        Phase::Draft => "draft",
        Phase::InitialPlacement => "initial_placement",
        Phase::Reinforce => "reinforce",
        Phase::Attack => "attack",
        Phase::Occupy => "occupy",
        Phase::Supplementary => "supplementary",
        Phase::Finished => "finished",
    }
}

impl Table for Tracked {
    fn ruleset(&self) -> &'static str {
        "risiko-2v2"
    }

    fn map(&self) -> &'static Map {
        self.game.map()
    }

    fn seats(&self) -> Vec<SeatInfo> {
        self.game
            .players()
            .iter()
            .map(|p| SeatInfo {
                seat: p.seat,
                name: p.name.clone(),
                colour: p.colour.clone(),
                team: Some(p.team.clone()),
                eliminated: self.game.is_eliminated(p.seat),
            })
            .collect()
    }

    fn to_act(&self) -> Option<Seat> {
        (!self.game.finished()).then_some(self.game.current_seat())
    }

    fn round(&self) -> u32 {
        self.game.round()
    }

    fn phase_code(&self) -> &'static str {
        phase_code(self.game.phase())
    }

    fn phase_words(&self, lang: Lang) -> &'static str {
        self.game.phase().name(lang)
    }

    fn owner(&self, t: TerritoryId) -> Option<Owner> {
        self.game.owner(t)
    }

    fn armies(&self, t: TerritoryId) -> u32 {
        self.game.tanks(t)
    }

    fn last_action(&self) -> Option<serde_json::Value> {
        self.last
            .as_ref()
            .and_then(|a| serde_json::to_value(a).ok())
    }

    fn choices(&self) -> Choices {
        let g = &self.game;
        let seat = g.current_seat();
        let mut c = Choices::of(self.to_act());
        match g.phase() {
            Phase::Draft => c.claim = g.draft_packet_for(seat),
            Phase::InitialPlacement | Phase::Reinforce => {
                c.place_armies = g.placement_allowance();
                if c.place_armies > 0 {
                    c.place_on = members(g.territories_of(seat)).collect();
                }
                c.trade = g.max_trade_sets() > 0;
            }
            Phase::Occupy => {
                c.occupy = g.pending_occupation().map(|p| OccupyChoice {
                    from: p.from,
                    to: p.to,
                    min: p.min,
                    max: p.max,
                });
            }
            Phase::Attack | Phase::Supplementary | Phase::Finished => {}
        }
        if matches!(g.phase(), Phase::Reinforce | Phase::Attack) {
            for a in g.legal_attacks() {
                if let Action::Attack {
                    from, to, tanks, ..
                } = a
                {
                    c.attacks.push(AttackChoice {
                        from,
                        to,
                        attacker_max: tanks,
                        defender_max: 0,
                    });
                }
            }
            for from in members(g.territories_of(seat)) {
                for to in g.legal_move_targets(from) {
                    c.moves.push(MoveChoice {
                        from,
                        to,
                        max: g.max_move_tanks(from, to),
                    });
                }
            }
            c.end_turn = g.apply(&Action::EndTurn { seat }).is_ok();
        }
        c
    }

    fn clock(&self) -> ClockView {
        let settings = self.game.settings();
        self.game.clock().watch.view(
            Some(settings.match_minutes),
            self.game.last_round(),
            settings.turn_warning_seconds,
        )
    }

    fn clock_due(&self, now: DateTime<Utc>) -> Option<&'static str> {
        if self.game.clock_due_to_start() {
            Some("start")
        } else if self.game.announce_due(now) {
            Some("announce")
        } else {
            None
        }
    }

    fn finished(&self) -> bool {
        self.game.finished()
    }

    fn result(&self) -> TableResult {
        let score = self.game.score();
        let place_of = |team: &str| {
            let i = score.ranking.iter().position(|t| t == team).unwrap_or(0);
            if score.draw {
                1
            } else {
                u32::try_from(i + 1).unwrap_or(u32::MAX)
            }
        };
        let mut seats: Vec<SeatResult> = score
            .players
            .iter()
            .map(|(seat, p)| SeatResult {
                seat: *seat,
                place: place_of(&p.team),
                score: f64::from(p.total),
                breakdown: vec![
                    ResultLine::new("territories", p.territories),
                    ResultLine::new("strip", p.strip),
                    ResultLine::new("continents", p.continents),
                    ResultLine::new("objective_bonus", p.objective_bonus),
                ],
            })
            .collect();
        seats.sort_by_key(|s| (s.place, s.seat));
        TableResult {
            seats,
            final_result: self.game.finished(),
        }
    }

    fn state_json(&self) -> serde_json::Value {
        serde_json::to_value(self.game.view()).unwrap_or(serde_json::Value::Null)
    }

    fn score_json(&self) -> serde_json::Value {
        serde_json::to_value(self.game.score()).unwrap_or(serde_json::Value::Null)
    }

    /// Each seat's end-of-match points (§7) under its team label, and the team the
    /// referee's end names as forfeiting.
    fn team_score(&self) -> Option<TeamScore> {
        let s = self.game.score();
        Some(TeamScore {
            seats: s
                .players
                .iter()
                .map(|(seat, p)| TeamSeat {
                    seat: *seat,
                    team: p.team.clone(),
                    points: p.total,
                })
                .collect(),
            forfeit: s.forfeit,
        })
    }
}
