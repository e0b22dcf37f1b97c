//! The publish payload and its verification by replay: pure, no storage.
//!
//! A club publishes one finished event: its players, and every table with the
//! table's log (`MATCH-LOG.md` JSON, which names its ruleset) and the places and
//! scores the club claims for it. The hub replays each log through the same
//! engine a club replays with ([`AnyGame::replay`]) and takes the event only
//! when every table replays, is finished, and gives exactly the claimed places
//! and scores. It then computes the event's final ranking itself, with the
//! event's formula, so nothing a club claims reaches the national ranking
//! unchecked.

use std::collections::{HashMap, HashSet};

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::engine::any::{AnyGame, AnyLog};
use crate::engine::table::{Table, TableResult};
use crate::tournament::PlayerId;
use crate::tournament::circuit::{EventResult, Reach};
use crate::tournament::individual::{
    Competitor, Formula, IndividualStanding, TableOutcome, individual_standings, score_table,
};

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
    /// The event.
    pub event: EventInfo,
    /// Its players.
    pub players: Vec<PlayerInfo>,
    /// Its tables, each with its log and claimed result.
    pub tables: Vec<TableInfo>,
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
    /// The claimed result: each player's place and score.
    pub result: Vec<Claim>,
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
    fn new(key: &'static str) -> Self {
        Self {
            key,
            args: Vec::new(),
        }
    }

    fn with(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.args.push((name, value.into()));
        self
    }

    fn at(self, t: &TableInfo) -> Self {
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

/// Reads `text` as a payload and verifies it whole.
///
/// # Errors
/// The first problem found, as a sentence key with its arguments.
pub fn verify_text(text: &str) -> Result<VerifiedEvent, Refusal> {
    let value: Value = serde_json::from_str(text)
        .map_err(|e| Refusal::new("hub-err-json").with("detail", e.to_string()))?;
    if value.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Err(Refusal::new("hub-err-format"));
    }
    if value.get("version").and_then(Value::as_u64) != Some(VERSION) {
        return Err(Refusal::new("hub-err-version"));
    }
    let payload: Payload = serde_json::from_value(value)
        .map_err(|e| Refusal::new("hub-err-json").with("detail", e.to_string()))?;
    verify(payload)
}

/// The most tables and players one event may carry (a national final is far
/// below): a bound on the work one publish asks of the hub.
const MOST_TABLES: usize = 2000;
const MOST_PLAYERS: usize = 2000;

/// Verifies a parsed payload: every table replays to its claim.
///
/// # Errors
/// The first problem found.
pub fn verify(payload: Payload) -> Result<VerifiedEvent, Refusal> {
    let e = &payload.event;
    let name = e.name.trim();
    if name.is_empty() || name.chars().count() > 120 {
        return Err(Refusal::new("hub-err-event-name"));
    }
    if e.event_type.trim().is_empty() {
        return Err(Refusal::new("hub-err-event-type"));
    }
    let formula: Formula = serde_json::from_value(e.formula.clone())
        .map_err(|err| Refusal::new("hub-err-formula").with("detail", err.to_string()))?;
    if payload.tables.is_empty() {
        return Err(Refusal::new("hub-err-no-tables"));
    }
    if payload.tables.len() > MOST_TABLES || payload.players.len() > MOST_PLAYERS {
        return Err(Refusal::new("hub-err-too-big"));
    }
    let mut names: HashMap<i64, &str> = HashMap::new();
    for p in &payload.players {
        let n = p.name.trim();
        if n.is_empty() || n.chars().count() > 80 {
            return Err(Refusal::new("hub-err-player-name"));
        }
        if names.insert(p.id, n).is_some() {
            return Err(Refusal::new("hub-err-player-twice").with("player", n));
        }
    }
    let mut seen = HashSet::new();
    let mut tables = Vec::with_capacity(payload.tables.len());
    for t in &payload.tables {
        if !seen.insert((t.round, t.number)) {
            return Err(Refusal::new("hub-err-table-twice").at(t));
        }
        tables.push(table(t, &names)?);
    }
    let results = ranking(&payload, &formula, &tables);
    Ok(VerifiedEvent {
        payload,
        tables,
        results,
    })
}

/// One table: known players, a log of them in seat order, replayed to the end and
/// to exactly the claimed places and scores.
fn table(t: &TableInfo, names: &HashMap<i64, &str>) -> Result<VerifiedTable, Refusal> {
    if !matches!(t.stage.as_str(), "qualifying" | "semifinal" | "final") || t.round == 0 {
        return Err(Refusal::new("hub-err-table").at(t));
    }
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
    if log.names() != seated {
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
    let result = game.result();
    let claimed: HashMap<i64, &Claim> = t.result.iter().map(|c| (c.player, c)).collect();
    if claimed.len() != t.result.len() || claimed.len() != t.players.len() {
        return Err(Refusal::new("hub-err-claim-players").at(t));
    }
    for s in &result.seats {
        let Some(id) = t.players.get(usize::from(s.seat)) else {
            return Err(Refusal::new("hub-err-seats").at(t));
        };
        let name = names.get(id).copied().unwrap_or_default();
        let claim = claimed
            .get(id)
            .ok_or_else(|| Refusal::new("hub-err-claim-players").at(t))?;
        // Scores are the engine's own numbers; a claim within a millionth is the
        // same number written through JSON.
        if claim.place != s.place || (claim.score - s.score).abs() > 1e-6 {
            return Err(Refusal::new("hub-err-mismatch")
                .at(t)
                .with("player", name)
                .with("claimed_place", claim.place.to_string())
                .with("claimed_score", claim.score.to_string())
                .with("place", s.place.to_string())
                .with("score", s.score.to_string()));
        }
    }
    Ok(VerifiedTable {
        info: t.clone(),
        ruleset: log.ruleset().to_owned(),
        result,
    })
}

/// The event's final ranking as the hub computes it from the replayed tables:
/// the qualifying standings under the event's formula give each player's score,
/// games and qualifying rank; finalists come first by their place at the final
/// of group 1 (its 1st is the winner), then the other finalists, then
/// semifinalists, then everyone else, each by qualifying rank.
fn ranking(payload: &Payload, formula: &Formula, tables: &[VerifiedTable]) -> Vec<EventResult> {
    let competitors: Vec<Competitor> = payload
        .players
        .iter()
        .map(|p| Competitor {
            player: PlayerId(p.id),
            name: p.name.clone(),
            club: p.club.clone(),
            dropped: false,
        })
        .collect();
    let mut games = Vec::new();
    // Finals: (group, place at the table) of each finalist; semifinalists.
    let mut finals: HashMap<PlayerId, (u32, u32)> = HashMap::new();
    let mut semis: HashSet<PlayerId> = HashSet::new();
    for t in tables {
        let seated: Vec<PlayerId> = t.info.players.iter().copied().map(PlayerId).collect();
        let Ok(outcome) = TableOutcome::from_result(&t.result, &seated, t.info.ghost) else {
            continue; // every seat has a player: checked by `table`
        };
        match t.info.stage.as_str() {
            "qualifying" => games.extend(score_table(formula, &outcome, t.info.round)),
            "final" => {
                for s in &outcome.seats {
                    finals.insert(s.player, (t.info.group, s.place));
                }
            }
            _ => {
                semis.extend(outcome.seats.iter().map(|s| s.player));
            }
        }
    }
    let standings = individual_standings(&competitors, &games, &formula.default_tiebreaks());
    let mut rows: Vec<(u32, u32, u32, &IndividualStanding)> = standings
        .iter()
        .map(|s| {
            let (tier, key) = match finals.get(&s.player) {
                Some((1, place)) => (0, *place),
                Some((group, _)) => (1, *group),
                None if semis.contains(&s.player) => (2, 0),
                None => (3, 0),
            };
            (tier, key, s.rank, s)
        })
        .collect();
    rows.sort_by_key(|(tier, key, rank, _)| (*tier, *key, *rank));
    // Rows equal on tier, final place and qualifying rank share a place.
    let place_of = |i: usize| {
        let (tier, key, rank, _) = rows[i];
        let ahead = rows[..i]
            .iter()
            .take_while(|r| (r.0, r.1, r.2) != (tier, key, rank))
            .count();
        u32::try_from(ahead + 1).unwrap_or(u32::MAX)
    };
    rows.iter()
        .enumerate()
        .map(|(i, (tier, key, _, s))| EventResult {
            player: s.player.0,
            place: place_of(i),
            reach: match (tier, key) {
                (0, 1) => Reach::Winner,
                (0 | 1, _) => Reach::Finalist,
                (2, _) => Reach::Semifinalist,
                _ => Reach::Qualifier,
            },
            games: s.games,
            score: s.total,
        })
        .collect()
}
