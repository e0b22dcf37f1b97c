//! The national ranking as the hub computes it after every publish and for every
//! ranking page: the stored events with each person's result, read in two
//! queries, grouped by event in one pass, and ranked by the circuit rules
//! (`tournament::circuit`). Measured in `benches/hub.rs` and `tests/hub_load.rs`
//! (docs/PERFORMANCE.md, "Hub").

use std::collections::HashMap;

use chrono::NaiveDate;
use sqlx::postgres::PgPool;

use super::store::{self, HubResult, Person};
use crate::tournament::circuit::{
    CircuitEvent, CircuitRules, CircuitStanding, EventResult, Reach, circuit_standings,
};
use crate::tournament::individual::Points;

/// A stored event, without its results.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Head {
    /// The hub's event id.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// When it was held.
    pub date: NaiveDate,
    /// Its type in the circuit.
    pub event_type: String,
}

/// One person's stored result at one event.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Entry {
    /// The hub's event id.
    pub event: i64,
    /// The person.
    pub person: i64,
    /// Final place.
    pub place: i32,
    /// How far they got (`winner`, `finalist`, `semifinalist`, `qualifier`).
    pub reach: String,
    /// Qualifying games.
    pub games: i32,
    /// Event score, ten-thousandths.
    pub score: i64,
}

fn reach(code: &str) -> Reach {
    match code {
        "winner" => Reach::Winner,
        "finalist" => Reach::Finalist,
        "semifinalist" => Reach::Semifinalist,
        _ => Reach::Qualifier,
    }
}

/// The events with their results, in the order of `heads`: each entry goes to
/// its event through a map, once (not a scan of every entry per event, which at
/// 1,000 events of 50 people is 50 million comparisons).
#[must_use]
pub fn group(heads: Vec<Head>, entries: Vec<Entry>) -> Vec<CircuitEvent> {
    let at: HashMap<i64, usize> = heads.iter().enumerate().map(|(i, h)| (h.id, i)).collect();
    let mut results: Vec<Vec<EventResult>> = vec![Vec::new(); heads.len()];
    for e in entries {
        if let Some(&i) = at.get(&e.event) {
            results[i].push(EventResult {
                player: e.person,
                place: u32::try_from(e.place).unwrap_or(0),
                reach: reach(&e.reach),
                games: u32::try_from(e.games).unwrap_or(0),
                score: Points(e.score),
            });
        }
    }
    heads
        .into_iter()
        .zip(results)
        .map(|(h, results)| CircuitEvent {
            id: h.id,
            name: h.name,
            date: h.date,
            event_type: h.event_type,
            results,
        })
        .collect()
}

/// Every stored event with each entry's result by person, for the circuit: the
/// same events, in the same order, as [`store::circuit_events`].
///
/// # Errors
/// Storage failure.
pub async fn events(pool: &PgPool) -> HubResult<Vec<CircuitEvent>> {
    let heads: Vec<Head> = sqlx::query_as(
        "SELECT id, name, held_on AS date, event_type FROM hub_events ORDER BY held_on, id",
    )
    .fetch_all(pool)
    .await?;
    let entries: Vec<Entry> = sqlx::query_as(
        "SELECT event_id AS event, person_id AS person, place, reach, games, score
           FROM hub_entries ORDER BY event_id, place",
    )
    .fetch_all(pool)
    .await?;
    Ok(group(heads, entries))
}

/// The national ranking of `events` by `rules`. Every stored event's type was in
/// the rules when it was published; one a later rules file dropped is left out
/// rather than failing the page.
#[must_use]
pub fn standings(rules: &CircuitRules, events: Vec<CircuitEvent>) -> Vec<CircuitStanding> {
    let events: Vec<CircuitEvent> = events
        .into_iter()
        .filter(|e| rules.event_type(&e.event_type).is_some())
        .collect();
    circuit_standings(rules, &events).unwrap_or_default()
}

/// The national ranking and every person (by id), as the hub's pages show them.
///
/// # Errors
/// Storage failure.
pub async fn national(
    pool: &PgPool,
    rules: &CircuitRules,
) -> HubResult<(Vec<CircuitStanding>, Vec<Person>)> {
    let events = events(pool).await?;
    let people = store::people_list(pool).await?;
    Ok((standings(rules, events), people))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head(id: i64) -> Head {
        Head {
            id,
            name: format!("E{id}"),
            date: NaiveDate::from_ymd_opt(2026, 1, 1).unwrap_or_default(),
            event_type: "Torneo".into(),
        }
    }

    fn entry(event: i64, person: i64, place: i32, reach: &str) -> Entry {
        Entry {
            event,
            person,
            place,
            reach: reach.into(),
            games: 3,
            score: 10_000 * i64::from(place),
        }
    }

    /// Each result lands in its own event, in the events' order and the entries'
    /// order; an entry of an event not listed is dropped; an event without
    /// entries stays, empty.
    #[test]
    fn entries_are_grouped_by_their_event() {
        let events = group(
            vec![head(7), head(3), head(9)],
            vec![
                entry(3, 1, 1, "winner"),
                entry(7, 2, 1, "finalist"),
                entry(3, 2, 2, "semifinalist"),
                entry(5, 4, 1, "winner"),
                entry(7, 1, 2, "qualifier"),
            ],
        );
        let ids: Vec<i64> = events.iter().map(|e| e.id).collect();
        assert_eq!(ids, [7, 3, 9]);
        let people = |i: usize| {
            events[i]
                .results
                .iter()
                .map(|r| r.player)
                .collect::<Vec<_>>()
        };
        assert_eq!(people(0), [2, 1]);
        assert_eq!(people(1), [1, 2]);
        assert!(people(2).is_empty());
        assert_eq!(events[1].results[0].reach, Reach::Winner);
        assert_eq!(events[1].results[1].reach, Reach::Semifinalist);
        assert_eq!(events[0].results[0].reach, Reach::Finalist);
        assert_eq!(events[0].results[1].score, Points(20_000));
    }
}
