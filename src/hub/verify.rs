//! An event's verification by replay, the hub's one gate before storing: pure, no
//! storage.
//!
//! The hub takes an event only when every table replays through the same engine a
//! club replays with, is finished, and gives exactly the claimed places and
//! scores. It then computes the event's final ranking itself, with the event's
//! formula (an individual event, here) or the tournament's team standings (a team
//! tournament, in `team`), so nothing a club claims reaches the national ranking
//! unchecked.

use std::collections::{HashMap, HashSet};

use serde_json::Value;

use super::event::{
    Claim, EventKind, FORMAT, Payload, Refusal, TableInfo, VERSION, VerifiedEvent, VerifiedTable,
    replayed,
};
use crate::engine::table::Table;
use crate::tournament::PlayerId;
use crate::tournament::circuit::{EventResult, Reach};
use crate::tournament::individual::{
    Competitor, Formula, IndividualStanding, TableOutcome, individual_standings, score_table,
};

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
    if payload.tables.is_empty() {
        return Err(Refusal::new("hub-err-no-tables"));
    }
    if payload.tables.len() > MOST_TABLES
        || payload.players.len() > MOST_PLAYERS
        || payload.teams.len() > MOST_PLAYERS
        || payload.byes.len() > MOST_TABLES
    {
        return Err(Refusal::new("hub-err-too-big"));
    }
    let names = player_names(&payload)?;
    let mut seen = HashSet::new();
    for t in &payload.tables {
        if !seen.insert((t.round, t.number)) {
            return Err(Refusal::new("hub-err-table-twice").at(t));
        }
    }
    let (tables, results) = match payload.kind {
        EventKind::Individual => {
            // An individual event says nothing of teams: a payload mixing both
            // is one this hub cannot read the same way the club meant it.
            if !payload.teams.is_empty()
                || !payload.byes.is_empty()
                || payload.tables.iter().any(|t| !t.sides.is_empty())
            {
                return Err(Refusal::new("hub-err-kind"));
            }
            let formula: Formula = serde_json::from_value(e.formula.clone())
                .map_err(|err| Refusal::new("hub-err-formula").with("detail", err.to_string()))?;
            let tables = payload
                .tables
                .iter()
                .map(|t| table(t, &names))
                .collect::<Result<Vec<_>, _>>()?;
            let results = ranking(&payload, &formula, &tables);
            (tables, results)
        }
        EventKind::Team => super::team::verify(&payload, &names)?,
    };
    Ok(VerifiedEvent {
        payload,
        tables,
        results,
    })
}

/// Every player's name by id: each named, none listed twice.
fn player_names(payload: &Payload) -> Result<HashMap<i64, &str>, Refusal> {
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
    Ok(names)
}

/// One table: known players, a log of them in seat order, replayed to the end and
/// to exactly the claimed places and scores.
fn table(t: &TableInfo, names: &HashMap<i64, &str>) -> Result<VerifiedTable, Refusal> {
    if !matches!(t.stage.as_str(), "qualifying" | "semifinal" | "final") || t.round == 0 {
        return Err(Refusal::new("hub-err-table").at(t));
    }
    let (log, game) = replayed(t, names, false)?;
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
