//! What each result is worth, and the circuit's ranking.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::rules::{CircuitRules, EventType, RulesError};
use crate::tournament::individual::Points;

/// A player as the circuit knows them: one record across every event.
pub type CircuitPlayer = i64;

/// How far a player got in an event. Events without stages have qualifiers only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reach {
    /// Played the qualifying rounds only.
    Qualifier,
    /// Played a semifinal, not the final.
    Semifinalist,
    /// Played the final and did not win it.
    Finalist,
    /// Won the final.
    Winner,
}

/// One player's result in one event, as the event's final ranking gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventResult {
    /// The player.
    pub player: CircuitPlayer,
    /// Final place, from 1.
    pub place: u32,
    /// How far they got.
    pub reach: Reach,
    /// Qualifying games played.
    pub games: u32,
    /// Their total in the event's standings.
    pub score: Points,
}

/// One event of the circuit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CircuitEvent {
    /// The event, as the caller numbers it.
    pub id: i64,
    /// Its name, for the refusal that names it.
    pub name: String,
    /// When it was held.
    pub date: NaiveDate,
    /// Its type's name in the circuit's rules.
    pub event_type: String,
    /// Every player's result.
    pub results: Vec<EventResult>,
}

/// What one result is worth, part by part, so a page can show the sum.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventPoints {
    /// The event.
    pub event: i64,
    /// Points for the final place.
    pub place: Points,
    /// Points for how far the player got.
    pub reach: Points,
    /// Points for the qualifying games.
    pub games: Points,
    /// Points for the score.
    pub score: Points,
    /// The type's multiplier.
    pub multiplier: Points,
    /// (place + reach + games + score) × multiplier.
    pub total: Points,
}

/// `p × by`, both in ten-thousandths, rounded half away from zero to the unit.
fn scaled(p: Points, by: Points) -> Points {
    let product = i128::from(p.0) * i128::from(by.0);
    let unit = i128::from(Points::UNIT);
    let rounded = (product + product.signum() * unit / 2) / unit;
    Points(i64::try_from(rounded).unwrap_or(if rounded < 0 { i64::MIN } else { i64::MAX }))
}

/// What `result` is worth under `kind`.
#[must_use]
pub fn event_points(event: i64, kind: &EventType, result: &EventResult) -> EventPoints {
    let place = usize::try_from(result.place.saturating_sub(1))
        .ok()
        .and_then(|i| kind.by_place.get(i))
        .copied()
        .unwrap_or_default();
    let reach = match result.reach {
        Reach::Qualifier => Points::default(),
        Reach::Semifinalist => kind.by_reach.semifinalist,
        Reach::Finalist => kind.by_reach.finalist,
        Reach::Winner => kind.by_reach.winner,
    };
    let games = Points(kind.per_game.0.saturating_mul(i64::from(result.games)));
    let score = scaled(result.score, kind.per_score);
    let total = scaled(place + reach + games + score, kind.multiplier);
    EventPoints {
        event,
        place,
        reach,
        games,
        score,
        multiplier: kind.multiplier,
        total,
    }
}

/// One row of the circuit's ranking.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CircuitStanding {
    /// Rank from 1; equal total and best event share it.
    pub rank: u32,
    /// The player.
    pub player: CircuitPlayer,
    /// Sum of the counted events.
    pub total: Points,
    /// The counted events, best first (earlier event first among equals).
    pub counted: Vec<EventPoints>,
    /// The events past the best K, best first.
    pub discarded: Vec<EventPoints>,
}

impl CircuitStanding {
    /// The best single event, 0 for none.
    #[must_use]
    pub fn best(&self) -> Points {
        self.counted.first().map(|e| e.total).unwrap_or_default()
    }
}

/// The circuit's ranking over `events`: the events inside the window, each
/// player's best K of them, ranked by total, then best single event; players
/// equal on both share the rank (and are listed by player number).
///
/// # Errors
/// [`RulesError::UnknownType`] for an event whose type the rules do not define
/// (the rules themselves are checked by [`CircuitRules::check`]).
pub fn circuit_standings(
    rules: &CircuitRules,
    events: &[CircuitEvent],
) -> Result<Vec<CircuitStanding>, RulesError> {
    let mut by_player: std::collections::BTreeMap<CircuitPlayer, Vec<(NaiveDate, EventPoints)>> =
        std::collections::BTreeMap::new();
    for event in events {
        let Some(kind) = rules.event_type(&event.event_type) else {
            return Err(RulesError::UnknownType {
                event: event.name.clone(),
                event_type: event.event_type.clone(),
            });
        };
        if !rules.window.holds(event.date) {
            continue;
        }
        for result in &event.results {
            by_player
                .entry(result.player)
                .or_default()
                .push((event.date, event_points(event.id, kind, result)));
        }
    }
    let keep = rules
        .best_of
        .map_or(usize::MAX, |k| usize::try_from(k).unwrap_or(usize::MAX));
    let mut rows: Vec<CircuitStanding> = by_player
        .into_iter()
        .map(|(player, mut all)| {
            all.sort_by(|(da, a), (db, b)| b.total.cmp(&a.total).then(da.cmp(db)));
            let mut all: Vec<EventPoints> = all.into_iter().map(|(_, p)| p).collect();
            let discarded = all.split_off(keep.min(all.len()));
            CircuitStanding {
                rank: 0,
                player,
                total: all.iter().map(|e| e.total).sum(),
                counted: all,
                discarded,
            }
        })
        .collect();
    rows.sort_by(|a, b| {
        b.total
            .cmp(&a.total)
            .then(b.best().cmp(&a.best()))
            .then(a.player.cmp(&b.player))
    });
    let mut last: Option<(Points, Points, u32)> = None;
    for (i, row) in rows.iter_mut().enumerate() {
        let place = u32::try_from(i + 1).unwrap_or(u32::MAX);
        row.rank = match last {
            Some((total, best, rank)) if total == row.total && best == row.best() => rank,
            _ => place,
        };
        last = Some((row.total, row.best(), row.rank));
    }
    Ok(rows)
}
