//! The publish payload, and what its verification by replay gives: pure, no storage.
//!
//! A club publishes one finished event: its players, and every table with the
//! table's log (`MATCH-LOG.md` JSON, which names its ruleset) and the places and
//! scores the club claims for it. The hub replays each log through the same
//! engine a club replays with ([`AnyGame::replay`]): here are the payload the club
//! builds and the hub reads, a [`Refusal`], the verified tables and event, and the
//! replay every table of every kind of event passes ([`replayed`]); the checks
//! themselves are `verify`'s (an individual event) and `team`'s (a team
//! tournament), both above this module.

use std::collections::HashMap;

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::engine::any::{AnyGame, AnyLog};
use crate::engine::table::{Table, TableResult};
use crate::tournament::circuit::EventResult;

/// The `format` field of every payload.
pub const FORMAT: &str = "arbitro-publish";
/// The version this build writes and reads.
pub const VERSION: u64 = 1;

/// One finished event as a club publishes it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Payload {
    /// Always [`FORMAT`].
    pub format: String,
    /// Always [`VERSION`].
    pub version: u64,
    /// An individual event (the default, never written) or a team tournament.
    #[serde(default, skip_serializing_if = "EventKind::is_individual")]
    pub kind: EventKind,
    /// The event.
    pub event: EventInfo,
    /// Its players.
    pub players: Vec<PlayerInfo>,
    /// A team tournament's teams (none for an individual event).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<TeamInfo>,
    /// A team tournament's byes: a team without an opponent in a round.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub byes: Vec<ByeInfo>,
    /// Its tables, each with its log and claimed result.
    pub tables: Vec<TableInfo>,
}

/// What kind of event a payload carries. Payloads written before team
/// tournaments were published have no `kind`: they are individual, and an
/// individual payload still writes none, byte for byte as before.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    /// An individual tournament: players ranked by their tables' places.
    #[default]
    Individual,
    /// A team tournament (2 vs 2): teams ranked by their matches.
    Team,
}

impl EventKind {
    /// The stored code (`hub_events.kind`).
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            EventKind::Individual => "individual",
            EventKind::Team => "team",
        }
    }

    #[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
    fn is_individual(&self) -> bool {
        *self == EventKind::Individual
    }
}

/// A team of a team tournament.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamInfo {
    /// The club's own id of the team: the key tables and byes refer to.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// Its club, if any.
    #[serde(default)]
    pub club: Option<String>,
    /// Its players (`players[].id`): two, or one for a team that plays solo.
    pub players: Vec<i64>,
    /// Withdrawn from later rounds (it keeps its results).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dropped: bool,
}

/// A team without an opponent in a round, scored by the tournament's bye rule.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ByeInfo {
    /// The round, from 1.
    pub round: u32,
    /// The team (`teams[].id`).
    pub team: i64,
}

/// One team's claimed side of a 2 vs 2 table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideClaim {
    /// The team (`teams[].id`).
    pub team: i64,
    /// Its team score: the sum of its seats' end-of-match points (§7).
    pub score: i64,
    /// It forfeited the match (the log's referee end names it).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub forfeited: bool,
}

/// The event itself.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventInfo {
    /// The club's own id of the event: a republish of it replaces it.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// When it was held.
    pub date: NaiveDate,
    /// Its type in the national circuit's rules ("Torneo", "Master", "Open").
    #[serde(rename = "type")]
    pub event_type: String,
    /// The ranking formula of its tables (`Formula` JSON, `{"kind": "spartac"}`).
    pub formula: Value,
}

/// A player of the event.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerInfo {
    /// The club's own id of the player: the key tables refer to.
    pub id: i64,
    /// Name.
    pub name: String,
    /// Their club, if any.
    #[serde(default)]
    pub club: Option<String>,
    /// Their national (federation) id, if known.
    #[serde(default)]
    pub national_id: Option<String>,
}

/// A table of the event.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableInfo {
    /// Round, from 1.
    pub round: u32,
    /// Table number in the round, from 1.
    pub number: u32,
    /// `qualifying`, `semifinal` or `final`.
    pub stage: String,
    /// Which final (or semifinal) group, from 1; the winner of group 1's final
    /// wins the event.
    #[serde(default = "first")]
    pub group: u32,
    /// Player ids in seat order.
    pub players: Vec<i64>,
    /// A ghost seat completed the table.
    #[serde(default)]
    pub ghost: bool,
    /// The whole match log (`MATCH-LOG.md` JSON, with its actions).
    pub log: Value,
    /// The claimed result: each player's place and score (an individual
    /// event's tables; a team tournament's claim its `sides`).
    #[serde(default)]
    pub result: Vec<Claim>,
    /// A team tournament's table: each team's claimed score, in the club's
    /// order of the pairing.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sides: Vec<SideClaim>,
}

fn first() -> u32 {
    1
}

/// One player's claimed result at a table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Claim {
    /// The player id.
    pub player: i64,
    /// Place at the table, 1 = first.
    pub place: u32,
    /// The engine's score of the seat.
    pub score: f64,
}

/// Why a payload was refused: a message key of `hub.ftl` and its arguments
/// (names, never seat numbers), the whole event being refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The message key (`hub-err-*`).
    pub key: &'static str,
    /// Its named arguments.
    pub args: Vec<(&'static str, String)>,
}

impl Refusal {
    pub(super) fn new(key: &'static str) -> Self {
        Self {
            key,
            args: Vec::new(),
        }
    }

    pub(super) fn with(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.args.push((name, value.into()));
        self
    }

    pub(super) fn at(self, t: &TableInfo) -> Self {
        self.with("round", t.round.to_string())
            .with("table", t.number.to_string())
    }

    /// The sentence in `lang`.
    #[must_use]
    pub fn sentence(&self, lang: crate::i18n::Lang) -> String {
        let args: Vec<(&str, fluent_bundle::FluentValue)> = self
            .args
            .iter()
            .map(|(k, v)| (*k, fluent_bundle::FluentValue::from(v.as_str())))
            .collect();
        crate::i18n::tf(lang, self.key, &args)
    }
}

/// A table that replayed to its claimed result.
#[derive(Clone, Debug, PartialEq)]
pub struct VerifiedTable {
    /// As published.
    pub info: TableInfo,
    /// Its ruleset code.
    pub ruleset: String,
    /// The replayed result (seat order of the log).
    pub result: TableResult,
}

/// An event whose every table replayed, with the ranking the hub computed.
#[derive(Clone, Debug, PartialEq)]
pub struct VerifiedEvent {
    /// The payload.
    pub payload: Payload,
    /// Its tables, replayed.
    pub tables: Vec<VerifiedTable>,
    /// Each player's final result, `player` being the club's player id.
    pub results: Vec<EventResult>,
}

/// A table's log read, seating `t`'s players in order, replayed to its end: the
/// part of the check every table of every kind of event passes. With `solo`
/// (a 2 vs 2 table), a player listed at two seats plays the second as their
/// virtual teammate, which the log names apart ("Anna (2)"): one of the two
/// seats must carry their name.
pub(super) fn replayed(
    t: &TableInfo,
    names: &HashMap<i64, &str>,
    solo: bool,
) -> Result<(AnyLog, AnyGame), Refusal> {
    let mut seated = Vec::with_capacity(t.players.len());
    for id in &t.players {
        let name = names
            .get(id)
            .ok_or_else(|| Refusal::new("hub-err-table").at(t))?;
        seated.push((*name).to_owned());
    }
    let log = AnyLog::parse(&t.log.to_string()).map_err(|e| {
        Refusal::new("hub-err-log")
            .at(t)
            .with("detail", e.to_string())
    })?;
    let logged = log.names();
    let seat_fits = |seat: usize| {
        let named = |i: usize| logged.get(i) == seated.get(i);
        named(seat)
            || (solo
                && (0..seated.len()).any(|other| {
                    other != seat && t.players[other] == t.players[seat] && named(other)
                }))
    };
    if logged.len() != seated.len() || !(0..seated.len()).all(seat_fits) {
        return Err(Refusal::new("hub-err-seats").at(t));
    }
    let game = AnyGame::replay(&log).map_err(|s| {
        Refusal::new("hub-err-replay")
            .at(t)
            .with("detail", s.objection.message(crate::i18n::Lang::En))
    })?;
    if !game.finished() {
        return Err(Refusal::new("hub-err-unfinished").at(t));
    }
    Ok((log, game))
}
