//! One enum over the rulesets, as a chess library's variant position is one enum over its
//! variants: [`AnyGame`] holds a game of any ruleset and implements [`Table`] by
//! delegation; [`AnyAction`] and [`AnyLog`] do the same for actions and logs. A generic
//! layer (web, db, CLI) uses these and [`Objection`], never a ruleset's own types; adding
//! a ruleset adds one variant to each enum here and one line to the `delegate!` list.

use chrono::{DateTime, Utc};
use serde_json::Value;

use super::Lang;
use super::classic::{self, ClassicLog};
use super::log::parse::{at, strip_position};
use super::log::{self as log2v2, LogError, MatchLog, Owner, Seat};
use super::map::{Map, TerritoryId, on_map, set_board};
use super::refusal::Names;
use super::risiko2v2::{self, Tracked};
use super::risk2210::{self, R2210Log};
use super::ruleset::ruleset_for;
use super::table::{Choices, ClockView, Objection, ReplayStop, SeatInfo, Table, TableResult};
use super::teg::{self, TegLog};
use super::tegjr::{self, TegJrLog};
use super::torneo::{self, TorneoLog};

/// A match log of any ruleset.
#[derive(Debug, Clone, PartialEq)]
pub enum AnyLog {
    /// `risiko-2v2` (and any other id, which the 2 vs 2 reader has always accepted
    /// and the replay refuses as `unknown_ruleset`).
    Risiko2v2(MatchLog),
    /// `risiko-classic`.
    Classic(ClassicLog),
    /// `risiko-torneo`.
    Torneo(TorneoLog),
    /// `teg-jr`, on the board the log names.
    TegJr(TegJrLog),
    /// `risk2210`.
    Risk2210(R2210Log),
    /// `teg-revancha`.
    Teg(TegLog),
}

impl AnyLog {
    /// Reads a log of any ruleset strictly, choosing the reader by its `ruleset`. A log
    /// that is not classic goes to the 2 vs 2 reader unchanged, so its errors and its
    /// result are exactly what they always were.
    ///
    /// # Errors
    /// A [`LogError`] naming the place (line/column or JSON path).
    pub fn parse(text: &str) -> Result<AnyLog, LogError> {
        let value = serde_json::from_str::<Value>(text).ok();
        let ruleset = value
            .as_ref()
            .and_then(|v| v.get("ruleset"))
            .and_then(Value::as_str)
            .unwrap_or_default();
        if let Some(v) = value.as_ref().filter(|_| ruleset == tegjr::RULESET) {
            // A download carries its club board: checked here, but the board must be
            // on this instance already (the command line brings it first).
            let v = tegjr::without_board(v)?;
            let map = tegjr::map_of_value(&v).ok_or_else(|| {
                at("map", "this board is not checked on this instance: upload it on the boards page first")
            })?;
            return on_map(map, || TegJrLog::from_value(&v).map(AnyLog::TegJr));
        }
        on_board(ruleset, || match &value {
            Some(v) if ruleset == classic::RULESET => {
                ClassicLog::from_value(v).map(AnyLog::Classic)
            }
            Some(v) if ruleset == torneo::RULESET => TorneoLog::from_value(v).map(AnyLog::Torneo),
            Some(v) if ruleset == risk2210::RULESET => {
                R2210Log::from_value(v).map(AnyLog::Risk2210)
            }
            Some(v) if ruleset == teg::RULESET => TegLog::from_value(v).map(AnyLog::Teg),
            _ => MatchLog::parse(text).map(AnyLog::Risiko2v2),
        })
    }

    /// The ruleset id the log names.
    pub fn ruleset(&self) -> &str {
        match self {
            AnyLog::Risiko2v2(l) => &l.ruleset,
            AnyLog::Classic(l) => &l.ruleset,
            AnyLog::Torneo(l) => &l.ruleset,
            AnyLog::Teg(l) => &l.ruleset,
            AnyLog::Risk2210(l) => &l.ruleset,
            AnyLog::TegJr(l) => &l.ruleset,
        }
    }

    /// The board the log is played on.
    pub fn map(&self) -> &'static Map {
        match self {
            AnyLog::TegJr(l) => {
                tegjr::map_of(&l.map, &l.map_hash).unwrap_or_else(tegjr::example_map)
            }
            other => ruleset_for(other.ruleset()).map_or_else(Map::risiko, |r| r.map()),
        }
    }

    /// How many actions it records.
    pub fn action_count(&self) -> usize {
        match self {
            AnyLog::Risiko2v2(l) => l.actions.len(),
            AnyLog::Classic(l) => l.actions.len(),
            AnyLog::Torneo(l) => l.actions.len(),
            AnyLog::TegJr(l) => l.actions.len(),
            AnyLog::Risk2210(l) => l.actions.len(),
            AnyLog::Teg(l) => l.actions.len(),
        }
    }

    /// The log as pretty JSON, keys in a fixed order.
    pub fn to_json_pretty(&self) -> String {
        on_map(self.map(), || match self {
            AnyLog::Risiko2v2(l) => l.to_json_pretty(),
            AnyLog::Classic(l) => l.to_json_pretty(),
            AnyLog::Torneo(l) => l.to_json_pretty(),
            AnyLog::TegJr(l) => serde_json::to_string_pretty(l).unwrap_or_default(),
            AnyLog::Risk2210(l) => l.to_json_pretty(),
            AnyLog::Teg(l) => l.to_json_pretty(),
        })
    }

    /// The log as a download gives it: [`AnyLog::to_json_pretty`], and a TEG Jr match on a
    /// club's board carries that board (`board`, after the actions) so that it replays
    /// where the board was never uploaded.
    pub fn download_json(&self) -> String {
        match self {
            AnyLog::TegJr(l) => on_map(self.map(), || tegjr::download(l)),
            // Every other ruleset plays on a shipped map: the log alone replays.
            AnyLog::Risiko2v2(_)
            | AnyLog::Classic(_)
            | AnyLog::Torneo(_)
            | AnyLog::Risk2210(_)
            | AnyLog::Teg(_) => self.to_json_pretty(),
        }
    }

    /// Appends an action of the log's ruleset.
    ///
    /// # Errors
    /// An [`Objection`] when the action belongs to another ruleset.
    pub fn push(&mut self, action: AnyAction) -> Result<(), Objection> {
        match (self, action) {
            (AnyLog::Risiko2v2(l), AnyAction::Risiko2v2(a)) => l.actions.push(a),
            (AnyLog::Classic(l), AnyAction::Classic(a)) => l.actions.push(a),
            (AnyLog::Torneo(l), AnyAction::Torneo(a)) => l.actions.push(a),
            (AnyLog::TegJr(l), AnyAction::TegJr(a)) => l.actions.push(a),
            (AnyLog::Risk2210(l), AnyAction::Risk2210(a)) => l.actions.push(a),
            (AnyLog::Teg(l), AnyAction::Teg(a)) => l.actions.push(a),
            (l, a) => return Err(wrong_ruleset(l.ruleset(), a.ruleset())),
        }
        Ok(())
    }

    /// Reads one stored action (a JSON object) as an action of this log's ruleset. A
    /// 2 vs 2 log reads 2 vs 2 actions whatever id it names, as it always has.
    ///
    /// # Errors
    /// A [`LogError`] naming the wrong field.
    pub fn action_from_json(&self, value: &Value) -> Result<AnyAction, LogError> {
        match self {
            AnyLog::Risiko2v2(_) => AnyAction::from_json("risiko-2v2", value),
            AnyLog::Classic(_) => AnyAction::from_json(classic::RULESET, value),
            AnyLog::Torneo(_) => AnyAction::from_json(torneo::RULESET, value),
            AnyLog::TegJr(_) => on_map(self.map(), || AnyAction::from_json(tegjr::RULESET, value)),
            AnyLog::Risk2210(_) => AnyAction::from_json(risk2210::RULESET, value),
            AnyLog::Teg(_) => AnyAction::from_json(teg::RULESET, value),
        }
    }

    /// The players' names in seat order.
    pub fn names(&self) -> Vec<String> {
        match self {
            AnyLog::Risiko2v2(l) => l.players.iter().map(|p| p.name.clone()).collect(),
            AnyLog::Classic(l) => l.players.iter().map(|p| p.name.clone()).collect(),
            AnyLog::Torneo(l) => l.players.iter().map(|p| p.name.clone()).collect(),
            AnyLog::TegJr(l) => l.players.iter().map(|p| p.name.clone()).collect(),
            AnyLog::Risk2210(l) => l.players.iter().map(|p| p.name.clone()).collect(),
            AnyLog::Teg(l) => l.players.iter().map(|p| p.name.clone()).collect(),
        }
    }

    /// True once the setup lets the match be replayed and recorded: a 2 vs 2 log needs
    /// its draft (the physical owners accepted or the packets dealt; an empty physical
    /// draft marks "not yet"); a classic log is ready as soon as it is created when its
    /// claims are recorded as actions or its piles dealt, else once the final setup (or
    /// the two players' piles) is entered.
    pub fn ready(&self) -> bool {
        match self {
            AnyLog::Risiko2v2(l) => match &l.draft {
                log2v2::Draft::Physical { owners } => !owners.is_empty(),
                log2v2::Draft::Digital { .. } => true,
            },
            // A final setup or two players' piles still to be entered are stored
            // empty, as the 2 vs 2 physical draft is.
            AnyLog::Classic(l) => match &l.setup {
                Some(classic::Setup::Final { owners, .. }) => !owners.is_empty(),
                Some(classic::Setup::Piles { piles }) => !piles.is_empty(),
                _ => true,
            },
            // A torneo deal made at the table is stored empty until it is entered
            // (the console's "dealt at the table"); otherwise the deal is in the log.
            AnyLog::Torneo(l) => !matches!(
                &l.distribution,
                torneo::Distribution::Entered { owners } if owners.is_empty()
            ),
            // A TEG Jr log is created with its deal.
            AnyLog::TegJr(_) => true,
            // A 2210 log arrives whole (upload, API): its setup is in it.
            AnyLog::Risk2210(_) => true,
            // A T.E.G. log arrives whole: the deal of the 72 countries is part of it.
            AnyLog::Teg(_) => true,
        }
    }

    /// The last action recorded, if any.
    pub fn last_action(&self) -> Option<AnyAction> {
        match self {
            AnyLog::Risiko2v2(l) => l.actions.last().cloned().map(AnyAction::Risiko2v2),
            AnyLog::Classic(l) => l.actions.last().cloned().map(AnyAction::Classic),
            AnyLog::Torneo(l) => l.actions.last().cloned().map(AnyAction::Torneo),
            AnyLog::TegJr(l) => l.actions.last().cloned().map(AnyAction::TegJr),
            AnyLog::Risk2210(l) => l.actions.last().cloned().map(AnyAction::Risk2210),
            AnyLog::Teg(l) => l.actions.last().cloned().map(AnyAction::Teg),
        }
    }

    /// The setup alone (no actions) and the actions, for a replay that looks at each
    /// step (the console's turn timing).
    pub fn split(&self) -> (AnyLog, Vec<AnyAction>) {
        match self {
            AnyLog::Risiko2v2(l) => {
                let setup = MatchLog {
                    actions: Vec::new(),
                    ..l.clone()
                };
                let actions = l.actions.iter().cloned().map(AnyAction::Risiko2v2);
                (AnyLog::Risiko2v2(setup), actions.collect())
            }
            AnyLog::Classic(l) => {
                let setup = ClassicLog {
                    actions: Vec::new(),
                    ..l.clone()
                };
                let actions = l.actions.iter().cloned().map(AnyAction::Classic);
                (AnyLog::Classic(setup), actions.collect())
            }
            AnyLog::Torneo(l) => {
                let setup = TorneoLog {
                    actions: Vec::new(),
                    ..l.clone()
                };
                let actions = l.actions.iter().cloned().map(AnyAction::Torneo);
                (AnyLog::Torneo(setup), actions.collect())
            }
            AnyLog::TegJr(l) => {
                let setup = TegJrLog {
                    actions: Vec::new(),
                    ..l.clone()
                };
                let actions = l.actions.iter().cloned().map(AnyAction::TegJr);
                (AnyLog::TegJr(setup), actions.collect())
            }
            AnyLog::Risk2210(l) => {
                let setup = R2210Log {
                    actions: Vec::new(),
                    ..l.clone()
                };
                let actions = l.actions.iter().cloned().map(AnyAction::Risk2210);
                (AnyLog::Risk2210(setup), actions.collect())
            }
            AnyLog::Teg(l) => {
                let setup = TegLog {
                    actions: Vec::new(),
                    ..l.clone()
                };
                let actions = l.actions.iter().cloned().map(AnyAction::Teg);
                (AnyLog::Teg(setup), actions.collect())
            }
        }
    }

    /// The log without its last action (undo), `None` if it has none.
    pub fn without_last(&self) -> Option<AnyLog> {
        let mut out = self.clone();
        let popped = match &mut out {
            AnyLog::Risiko2v2(l) => l.actions.pop().is_some(),
            AnyLog::Classic(l) => l.actions.pop().is_some(),
            AnyLog::Torneo(l) => l.actions.pop().is_some(),
            AnyLog::TegJr(l) => l.actions.pop().is_some(),
            AnyLog::Risk2210(l) => l.actions.pop().is_some(),
            AnyLog::Teg(l) => l.actions.pop().is_some(),
        };
        popped.then_some(out)
    }

    /// The setup alone (the log without its actions) as compact JSON: what a match row
    /// stores, the actions going to entries one by one.
    pub fn setup_json(&self) -> String {
        // Ids are written on the log's board (the Risk 2210 one is not RisiKo!, a TEG
        // Jr one is the club's).
        let text = on_map(self.map(), || match self {
            AnyLog::Risiko2v2(l) => serde_json::to_string(&MatchLog {
                actions: Vec::new(),
                ..l.clone()
            }),
            AnyLog::Classic(l) => serde_json::to_string(&ClassicLog {
                actions: Vec::new(),
                ..l.clone()
            }),
            AnyLog::Torneo(l) => serde_json::to_string(&TorneoLog {
                actions: Vec::new(),
                ..l.clone()
            }),
            AnyLog::TegJr(l) => serde_json::to_string(&TegJrLog {
                actions: Vec::new(),
                ..l.clone()
            }),
            AnyLog::Risk2210(l) => serde_json::to_string(&R2210Log {
                actions: Vec::new(),
                ..l.clone()
            }),
            AnyLog::Teg(l) => serde_json::to_string(&TegLog {
                actions: Vec::new(),
                ..l.clone()
            }),
        });
        text.unwrap_or_default()
    }

    /// Each action as the compact JSON an entry stores (keys in the log's order).
    pub fn actions_json(&self) -> Vec<String> {
        fn each<A: serde::Serialize>(actions: &[A]) -> Vec<String> {
            actions
                .iter()
                .map(|a| serde_json::to_string(a).unwrap_or_default())
                .collect()
        }
        on_map(self.map(), || match self {
            AnyLog::Risiko2v2(l) => each(&l.actions),
            AnyLog::Classic(l) => each(&l.actions),
            AnyLog::Torneo(l) => each(&l.actions),
            AnyLog::TegJr(l) => each(&l.actions),
            AnyLog::Risk2210(l) => each(&l.actions),
            AnyLog::Teg(l) => each(&l.actions),
        })
    }

    /// The players' names and, where the ruleset has teams, their team labels: every
    /// name the log brings that a page will show.
    pub fn labels(&self) -> Vec<&str> {
        match self {
            AnyLog::Risiko2v2(l) => l
                .players
                .iter()
                .flat_map(|p| [p.name.as_str(), p.team.as_str()])
                .collect(),
            AnyLog::Classic(l) => l.players.iter().map(|p| p.name.as_str()).collect(),
            AnyLog::Torneo(l) => l.players.iter().map(|p| p.name.as_str()).collect(),
            AnyLog::TegJr(l) => l.players.iter().map(|p| p.name.as_str()).collect(),
            AnyLog::Risk2210(l) => l.players.iter().map(|p| p.name.as_str()).collect(),
            AnyLog::Teg(l) => l.players.iter().map(|p| p.name.as_str()).collect(),
        }
    }
}

/// One action of any ruleset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnyAction {
    /// A 2 vs 2 action.
    Risiko2v2(log2v2::Action),
    /// A classic action.
    Classic(classic::Action),
    /// A tournament action.
    Torneo(torneo::Action),
    /// A TEG Jr action.
    TegJr(tegjr::Action),
    /// A Risk 2210 A.D. action.
    Risk2210(risk2210::Action),
    /// A T.E.G. La Revancha action.
    Teg(teg::Action),
}

impl AnyAction {
    /// Reads one action (a JSON object of the log's `actions` list) for a ruleset.
    ///
    /// # Errors
    /// A [`LogError`] naming the wrong field, or `ruleset` for an unknown ruleset.
    pub fn from_json(ruleset: &str, value: &Value) -> Result<AnyAction, LogError> {
        let bad = |e: serde_json::Error| at("action", &strip_position(&e.to_string()));
        on_board(ruleset, || match ruleset {
            classic::RULESET => serde_json::from_value(value.clone())
                .map(AnyAction::Classic)
                .map_err(bad),
            torneo::RULESET => serde_json::from_value(value.clone())
                .map(AnyAction::Torneo)
                .map_err(bad),
            tegjr::RULESET => serde_json::from_value(value.clone())
                .map(AnyAction::TegJr)
                .map_err(bad),
            risk2210::RULESET => serde_json::from_value(value.clone())
                .map(AnyAction::Risk2210)
                .map_err(bad),
            teg::RULESET => serde_json::from_value(value.clone())
                .map(AnyAction::Teg)
                .map_err(bad),
            "risiko-2v2" => serde_json::from_value(value.clone())
                .map(AnyAction::Risiko2v2)
                .map_err(bad),
            other => Err(at("ruleset", &format!("unknown ruleset `{other}`"))),
        })
    }

    /// The ruleset the action belongs to.
    pub fn ruleset(&self) -> &'static str {
        match self {
            AnyAction::Risiko2v2(_) => "risiko-2v2",
            AnyAction::Classic(_) => classic::RULESET,
            AnyAction::Torneo(_) => torneo::RULESET,
            AnyAction::TegJr(_) => tegjr::RULESET,
            AnyAction::Risk2210(_) => risk2210::RULESET,
            AnyAction::Teg(_) => teg::RULESET,
        }
    }

    /// The `type` tag.
    pub fn kind(&self) -> &'static str {
        match self {
            AnyAction::Risiko2v2(a) => a.kind(),
            AnyAction::Classic(a) => a.kind(),
            AnyAction::Torneo(a) => a.kind(),
            AnyAction::TegJr(a) => a.kind(),
            AnyAction::Risk2210(a) => a.kind(),
            AnyAction::Teg(a) => a.kind(),
        }
    }

    /// The seat acting, if the action has one.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            AnyAction::Risiko2v2(a) => a.seat(),
            AnyAction::Classic(a) => a.seat(),
            AnyAction::Torneo(a) => a.seat(),
            AnyAction::TegJr(a) => a.seat(),
            AnyAction::Risk2210(a) => a.seat(),
            AnyAction::Teg(a) => a.seat(),
        }
    }

    /// The action with the server's time in place of a clock event's `at` (clock times
    /// come from the server, always); any other action unchanged.
    pub fn stamped(&self, now: DateTime<Utc>) -> AnyAction {
        match self {
            AnyAction::Risiko2v2(log2v2::Action::Clock { event, .. }) => {
                AnyAction::Risiko2v2(log2v2::Action::Clock {
                    event: *event,
                    at: now,
                })
            }
            AnyAction::Classic(classic::Action::Clock { event, .. }) => {
                AnyAction::Classic(classic::Action::Clock {
                    event: *event,
                    at: now,
                })
            }
            AnyAction::Teg(teg::Action::Clock { event, .. }) => {
                AnyAction::Teg(teg::Action::Clock {
                    event: *event,
                    at: now,
                })
            }
            AnyAction::Risk2210(risk2210::Action::Clock { event, .. }) => {
                AnyAction::Risk2210(risk2210::Action::Clock {
                    event: *event,
                    at: now,
                })
            }
            other => other.clone(),
        }
    }

    /// The action as log JSON.
    pub fn to_json(&self) -> Value {
        on_board(self.ruleset(), || match self {
            AnyAction::Risiko2v2(a) => serde_json::to_value(a),
            AnyAction::Classic(a) => serde_json::to_value(a),
            AnyAction::Torneo(a) => serde_json::to_value(a),
            AnyAction::TegJr(a) => serde_json::to_value(a),
            AnyAction::Risk2210(a) => serde_json::to_value(a),
            AnyAction::Teg(a) => serde_json::to_value(a),
        })
        .unwrap_or(Value::Null)
    }
}

/// Runs `f` with territory ids read and written on the board `ruleset` names (RisiKo!
/// for an id the engine does not know: the 2 vs 2 reader has always read those).
fn on_board<R>(ruleset: &str, f: impl FnOnce() -> R) -> R {
    // A TEG Jr match is on the board its log names: the caller that holds the game
    // or the log has set it (`on_map`); the example board otherwise.
    if ruleset == tegjr::RULESET {
        return on_map(set_board().unwrap_or_else(tegjr::example_map), f);
    }
    on_map(
        ruleset_for(ruleset).map_or_else(Map::risiko, |r| r.map()),
        f,
    )
}

fn wrong_ruleset(game: &str, action: &str) -> Objection {
    let detail = serde_json::json!({
        "code": "wrong_ruleset", "game": game, "action": action,
        "message_it": format!("Questa azione è del regolamento «{action}», la partita è «{game}»"),
        "message_en": format!("This action belongs to \"{action}\", the match is \"{game}\""),
        "message_es": format!("Esta acción es del reglamento «{action}», la partida es «{game}»"),
    });
    Objection {
        code: "wrong_ruleset",
        message_it: detail["message_it"].as_str().unwrap_or_default().into(),
        message_en: detail["message_en"].as_str().unwrap_or_default().into(),
        message_es: detail["message_es"].as_str().unwrap_or_default().into(),
        detail,
    }
}

/// A match of any ruleset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnyGame {
    /// RisiKo! 2 vs 2.
    Risiko2v2(Box<Tracked>),
    /// Classic Risiko.
    Classic(Box<classic::Game>),
    /// The RisiKo! individual tournament match.
    Torneo(Box<torneo::Game>),
    /// TEG Jr.
    TegJr(Box<tegjr::Game>),
    /// Risk 2210 A.D.
    Risk2210(Box<risk2210::Game>),
    /// T.E.G. La Revancha.
    Teg(Box<teg::Game>),
}

impl AnyGame {
    /// Replays a log of any ruleset.
    ///
    /// # Errors
    /// The first refusal as a [`ReplayStop`] (`index: None` for the setup).
    pub fn replay(log: &AnyLog) -> Result<AnyGame, ReplayStop> {
        on_map(log.map(), || AnyGame::replay_on_board(log))
    }

    fn replay_on_board(log: &AnyLog) -> Result<AnyGame, ReplayStop> {
        match log {
            AnyLog::Risiko2v2(l) => {
                if l.ruleset != "risiko-2v2" {
                    let refusal = risiko2v2::Refusal::UnknownRuleset {
                        ruleset: l.ruleset.clone(),
                    };
                    return Err(ReplayStop {
                        index: None,
                        objection: risiko2v2::objection(&refusal, &Names::of(&l.players)),
                    });
                }
                let game = risiko2v2::replay(l).map_err(|f| ReplayStop {
                    index: f.index,
                    objection: risiko2v2::objection(&f.refusal, &Names::of(&l.players)),
                })?;
                Ok(AnyGame::Risiko2v2(Box::new(Tracked::new(
                    game,
                    l.actions.last().cloned(),
                ))))
            }
            AnyLog::Classic(l) => {
                let names: Vec<String> = l.players.iter().map(|p| p.name.clone()).collect();
                let game = classic::replay(l).map_err(|f| ReplayStop {
                    index: f.index,
                    objection: classic::objection(&f.refusal, &names),
                })?;
                Ok(AnyGame::Classic(Box::new(game)))
            }
            AnyLog::Torneo(l) => {
                let names: Vec<String> = l.players.iter().map(|p| p.name.clone()).collect();
                let game = torneo::replay(l).map_err(|f| ReplayStop {
                    index: f.index,
                    objection: torneo::objection(&f.refusal, &names),
                })?;
                Ok(AnyGame::Torneo(Box::new(game)))
            }
            AnyLog::TegJr(l) => {
                let names: Vec<String> = l.players.iter().map(|p| p.name.clone()).collect();
                let map = log.map();
                let game = tegjr::replay(l).map_err(|f| ReplayStop {
                    index: f.index,
                    objection: tegjr::objection(&f.refusal, map, &names),
                })?;
                Ok(AnyGame::TegJr(Box::new(game)))
            }
            AnyLog::Risk2210(l) => {
                let names: Vec<String> = l.players.iter().map(|p| p.name.clone()).collect();
                let game = risk2210::replay(l).map_err(|f| ReplayStop {
                    index: f.index,
                    objection: risk2210::objection(&f.refusal, &names),
                })?;
                Ok(AnyGame::Risk2210(Box::new(game)))
            }
            AnyLog::Teg(l) => {
                let names: Vec<String> = l.players.iter().map(|p| p.name.clone()).collect();
                let game = teg::replay(l).map_err(|f| ReplayStop {
                    index: f.index,
                    objection: teg::objection(&f.refusal, &names),
                })?;
                Ok(AnyGame::Teg(Box::new(game)))
            }
        }
    }

    /// Applies one action in place; on refusal nothing changes.
    ///
    /// # Errors
    /// The ruleset's refusal as an [`Objection`], or `wrong_ruleset`.
    pub fn apply_mut(&mut self, action: &AnyAction) -> Result<(), Objection> {
        on_map(self.table().map(), || self.apply_on_board(action))
    }

    fn apply_on_board(&mut self, action: &AnyAction) -> Result<(), Objection> {
        match (self, action) {
            (AnyGame::Risiko2v2(g), AnyAction::Risiko2v2(a)) => {
                let names = Names::of(g.game.players());
                g.apply_mut(a).map_err(|r| risiko2v2::objection(&r, &names))
            }
            (AnyGame::Classic(g), AnyAction::Classic(a)) => g
                .apply_mut(a)
                .map_err(|r| classic::objection(&r, &g.names())),
            (AnyGame::Torneo(g), AnyAction::Torneo(a)) => g
                .apply_mut(a)
                .map_err(|r| torneo::objection(&r, &g.names())),
            (AnyGame::TegJr(g), AnyAction::TegJr(a)) => g
                .apply_mut(a)
                .map_err(|r| tegjr::objection(&r, g.map(), &g.names())),
            (AnyGame::Risk2210(g), AnyAction::Risk2210(a)) => g
                .apply_mut(a)
                .map_err(|r| risk2210::objection(&r, &g.names())),
            (AnyGame::Teg(g), AnyAction::Teg(a)) => {
                g.apply_mut(a).map_err(|r| teg::objection(&r, &g.names()))
            }
            (g, a) => Err(wrong_ruleset(g.ruleset(), a.ruleset())),
        }
    }

    /// Applies one action to a copy; `self` never changes.
    ///
    /// # Errors
    /// As [`AnyGame::apply_mut`].
    pub fn apply(&self, action: &AnyAction) -> Result<AnyGame, Objection> {
        let mut next = self.clone();
        next.apply_mut(action)?;
        Ok(next)
    }

    /// An action of this game's ruleset as a sentence for the history, naming players.
    pub fn describe(&self, action: &AnyAction, lang: Lang) -> String {
        let names: Vec<String> = self.seats().into_iter().map(|s| s.name).collect();
        on_map(self.table().map(), || match (self, action) {
            (AnyGame::Risiko2v2(g), AnyAction::Risiko2v2(a)) => a.describe(lang, g.game.players()),
            (_, AnyAction::Classic(a)) => a.describe(lang, &names),
            (_, AnyAction::Torneo(a)) => a.describe(lang, &names),
            (g, AnyAction::TegJr(a)) => tegjr::describe(a, lang, g.table().map(), &names),
            (AnyGame::Risk2210(g), AnyAction::Risk2210(a)) => {
                let said = a.describe(lang, &names);
                // A custom card (§10.4) by the name written on it, not its id.
                match a {
                    risk2210::Action::PlayCard { deck, card, .. } => g
                        .custom_name(*deck, card)
                        .map_or(said.clone(), |name| said.replace(card.as_str(), name)),
                    _ => said,
                }
            }
            (_, AnyAction::Risk2210(a)) => a.describe(lang, &names),
            (_, AnyAction::Teg(a)) => a.describe(lang, &names),
            // An action of another ruleset: named in words, never by its code.
            (_, a) => super::action_words::action_words(a.kind(), lang).to_string(),
        })
    }

    /// The fight a throw settles, read in the game before it: the attacker, the
    /// territory it attacks from, the one attacked and who defends it (a condominium's
    /// occupant named by the throw, else the owner). `None` for every other action, and
    /// for the rulesets whose own sentences already say who lost what (2 vs 2, classic,
    /// torneo).
    pub fn throw_route(&self, action: &AnyAction) -> Option<ThrowRoute> {
        let (attacker, from, to, against) = match (self, action) {
            (
                AnyGame::Teg(_),
                AnyAction::Teg(teg::Action::Attack {
                    seat,
                    from,
                    to,
                    against,
                    ..
                }),
            ) => (*seat, *from, *to, *against),
            (AnyGame::TegJr(_), AnyAction::TegJr(tegjr::Action::Attack { seat, from, to, .. })) => {
                (*seat, *from, *to, None)
            }
            (AnyGame::Risk2210(g), AnyAction::Risk2210(risk2210::Action::Throw { seat, .. })) => {
                let i = g.invasion()?;
                (*seat, i.from, i.to, None)
            }
            _ => return None,
        };
        let defender = against
            .map(Owner::Seat)
            .or_else(|| self.table().owner(to))?;
        Some(ThrowRoute {
            attacker,
            from,
            to,
            defender,
        })
    }

    /// The `clock` action of this game's ruleset for an event word (as
    /// [`Table::clock_due`] names it) at `now`; `None` if the ruleset has no such event.
    pub fn clock_action(&self, event: &str, now: DateTime<Utc>) -> Option<AnyAction> {
        let value = serde_json::json!({"type": "clock", "event": event, "at": now});
        AnyAction::from_json(self.ruleset(), &value).ok()
    }

    /// The game behind the shared surface.
    pub fn table(&self) -> &dyn Table {
        match self {
            AnyGame::Risiko2v2(g) => g.as_ref(),
            AnyGame::Classic(g) => g.as_ref(),
            AnyGame::Torneo(g) => g.as_ref(),
            AnyGame::TegJr(g) => g.as_ref(),
            AnyGame::Risk2210(g) => g.as_ref(),
            AnyGame::Teg(g) => g.as_ref(),
        }
    }
}

/// Who fights whom in a throw ([`AnyGame::throw_route`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThrowRoute {
    /// The attacking seat.
    pub attacker: Seat,
    /// The territory it attacks from.
    pub from: TerritoryId,
    /// The territory attacked.
    pub to: TerritoryId,
    /// Who defends it.
    pub defender: Owner,
}

/// Implements [`Table`] methods by handing them to [`AnyGame::table`], with ids read and
/// written on the game's own board (the JSON of `state_json`, `last_action`...).
macro_rules! delegate {
    ($($name:ident($($arg:ident: $ty:ty),*) -> $ret:ty;)*) => {
        $(fn $name(&self $(, $arg: $ty)*) -> $ret {
            let table = self.table();
            on_map(table.map(), || table.$name($($arg),*))
        })*
    };
}

impl Table for AnyGame {
    delegate! {
        ruleset() -> &'static str;
        map() -> &'static Map;
        seats() -> Vec<SeatInfo>;
        to_act() -> Option<Seat>;
        round() -> u32;
        phase_code() -> &'static str;
        phase_words(lang: Lang) -> &'static str;
        owner(t: TerritoryId) -> Option<Owner>;
        armies(t: TerritoryId) -> u32;
        last_action() -> Option<Value>;
        choices() -> Choices;
        clock() -> ClockView;
        clock_due(now: DateTime<Utc>) -> Option<&'static str>;
        finished() -> bool;
        result() -> TableResult;
        state_json() -> Value;
        score_json() -> Value;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str = r#"{"format": 1, "ruleset": "risiko-classic",
        "players": [{"seat": 0, "name": "Anna", "colour": "blu"},
                    {"seat": 1, "name": "Bruno", "colour": "rosso"},
                    {"seat": 2, "name": "Carla", "colour": "verde"}]}"#;

    fn at(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().to_utc()
    }

    #[test]
    fn a_clock_action_is_the_rulesets_own_and_the_server_stamps_its_time() {
        let two = AnyLog::parse(include_str!("../../docs/examples/full-match.json")).unwrap();
        let classic = AnyLog::parse(CLASSIC).unwrap();
        let now = at("2026-11-24T20:00:00Z");
        for log in [two, classic] {
            let (setup, _) = log.split();
            let g = AnyGame::replay(&setup).unwrap();
            let start = g.clock_action("start", now).unwrap();
            assert_eq!((start.kind(), start.ruleset()), ("clock", g.ruleset()));
            assert!(g.clock_action("no_such_event", now).is_none());
            let later = at("2026-11-24T21:00:00Z");
            assert_eq!(
                start.stamped(later).to_json()["at"],
                serde_json::json!(later)
            );
        }
    }

    #[test]
    fn a_classic_board_still_to_be_entered_is_not_ready() {
        let mut log = AnyLog::parse(CLASSIC).unwrap();
        assert!(log.ready());
        if let AnyLog::Classic(l) = &mut log {
            l.setup = Some(classic::Setup::Final {
                owners: Default::default(),
                tanks: Default::default(),
            });
        }
        assert!(!log.ready());
        assert_eq!(log.names(), ["Anna", "Bruno", "Carla"]);
        assert!(log.last_action().is_none());
    }

    #[test]
    fn split_then_applying_each_action_equals_the_replay() {
        let log = AnyLog::parse(include_str!("../../docs/examples/full-match.json")).unwrap();
        let (setup, actions) = log.split();
        assert_eq!(setup.action_count(), 0);
        let mut g = AnyGame::replay(&setup).unwrap();
        for a in &actions {
            g.apply_mut(a).unwrap();
        }
        assert_eq!(g, AnyGame::replay(&log).unwrap());
        assert_eq!(log.last_action(), actions.last().cloned());
    }

    fn scenario(name: &str) -> AnyLog {
        let path = format!("{}/tests/scenarios/{name}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(path).unwrap();
        let v: Value = serde_json::from_str(&text).unwrap();
        AnyLog::parse(&v["log"].to_string()).unwrap()
    }

    /// The setup and the entries a match row keeps give back the whole log.
    fn rebuilt(log: &AnyLog) -> AnyLog {
        let mut out = AnyLog::parse(&log.setup_json()).unwrap();
        assert_eq!(out.action_count(), 0);
        for a in log.actions_json() {
            let v: Value = serde_json::from_str(&a).unwrap();
            out.push(AnyAction::from_json(log.ruleset(), &v).unwrap())
                .unwrap();
        }
        out
    }

    #[test]
    fn setup_and_actions_as_stored_rebuild_the_log_of_either_ruleset() {
        let classic = scenario("classic/attack_quick_form.json");
        assert!(matches!(classic, AnyLog::Classic(_)));
        assert!(classic.action_count() > 0);
        assert_eq!(rebuilt(&classic), classic);
        assert_eq!(classic.labels(), ["Anna", "Bruno", "Carla", "Dario"]);
        let two = scenario("attack_conquest_3v1.json");
        assert!(matches!(two, AnyLog::Risiko2v2(_)));
        assert_eq!(rebuilt(&two), two);
        assert_eq!(two.labels().len(), 8, "names and team labels");
    }
}
