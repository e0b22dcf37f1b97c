//! A circuit as its pages read it: the stored rules, each event's results as the
//! event's own public standings give them (place, how far each player got,
//! qualifying games, total), every entry read as its person, and the ranking of
//! [`crate::tournament::circuit`]. The public page, the projector, the exports and
//! the API all start here, so they show the same numbers.
//!
//! An event is an individual tournament, a season of evenings (a club league)
//! or a team tournament ([`EventKind`]); each is read through its own standings
//! code, the one its own pages and API use.

use std::collections::{BTreeMap, BTreeSet};

use chrono::NaiveDate;

use crate::db::{self, circuits::CircuitRow};
use crate::tournament::circuit::{
    CircuitEvent, CircuitRules, CircuitStanding, EventResult, Reach, RulesError, Window,
    circuit_standings,
};
use crate::tournament::individual::Points;
use crate::tournament::stages::Reached;
use crate::tournament::{player_standings, team_standings};
use crate::web::individual::season_data;
use crate::web::individual::snapshot::{Audience, Snapshot, final_ranking};
use crate::web::tournaments::inputs::OpenToAll;
use crate::web::{AppError, AppState, Result};

/// What kind of event a circuit's event is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum EventKind {
    /// An individual tournament (an evening, a Master, a championship).
    Individual,
    /// A season of individual evenings: a club league.
    Season,
    /// A team tournament (2 vs 2).
    Team,
}

impl EventKind {
    /// Every kind, in the order the organizer's form offers them.
    pub const ALL: [EventKind; 3] = [EventKind::Individual, EventKind::Season, EventKind::Team];

    /// As stored (`circuit_events.kind`) and as the API and exports write it.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            EventKind::Individual => "individual",
            EventKind::Season => "season",
            EventKind::Team => "team",
        }
    }

    /// The kind a stored or posted code names.
    #[must_use]
    pub fn of(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.code() == code)
    }

    /// The message naming the kind in the plural (the form's group of events).
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            EventKind::Individual => "circuits.kind.individual",
            EventKind::Season => "circuits.kind.season",
            EventKind::Team => "circuits.kind.team",
        }
    }

    /// The event's own standings page.
    #[must_use]
    pub fn href(self, id: i64) -> String {
        match self {
            EventKind::Individual => format!("/individual/{id}/standings"),
            EventKind::Season => format!("/seasons/{id}"),
            EventKind::Team => format!("/tournaments/{id}/standings"),
        }
    }

    /// How a form names the event: the id alone for an individual tournament
    /// (as it always was), `season:3`, `team:5` for the others.
    #[must_use]
    pub fn field(self, id: i64) -> String {
        match self {
            EventKind::Individual => id.to_string(),
            _ => format!("{}:{id}", self.code()),
        }
    }

    /// Reads a form's [`Self::field`].
    #[must_use]
    pub fn parse_field(field: &str) -> Option<(Self, i64)> {
        let field = field.trim();
        let (kind, id) = match field.split_once(':') {
            Some((kind, id)) => (Self::of(kind.trim())?, id.trim()),
            None => (EventKind::Individual, field),
        };
        Some((kind, id.parse().ok()?))
    }
}

/// A circuit's event as shown.
#[derive(Clone, Debug)]
pub struct EventInfo {
    /// What the ranking numbers it ([`EventPoints::event`]), the events being of
    /// several kinds whose ids may be equal: its position, from 1.
    ///
    /// [`EventPoints::event`]: crate::tournament::circuit::EventPoints
    pub key: i64,
    /// Its kind.
    pub kind: EventKind,
    /// The event's own id (of its kind).
    pub id: i64,
    /// Its name.
    pub name: String,
    /// Its type in the circuit.
    pub event_type: String,
    /// The day it counts as held.
    pub date: NaiveDate,
    /// Inside the circuit's window.
    pub counts: bool,
}

impl EventInfo {
    /// The event's own standings page.
    #[must_use]
    pub fn href(&self) -> String {
        self.kind.href(self.id)
    }

    /// How the organizer's forms name it.
    #[must_use]
    pub fn field(&self) -> String {
        self.kind.field(self.id)
    }
}

/// A person as the circuit names them.
#[derive(Clone, Debug, Default)]
pub struct Person {
    /// Name, as on their record.
    pub name: String,
    /// Club, if any.
    pub club: Option<String>,
}

/// A circuit with its ranking.
pub struct Circuit {
    /// The stored row.
    pub row: CircuitRow,
    /// Its rules.
    pub rules: CircuitRules,
    /// Its events, by day.
    pub events: Vec<EventInfo>,
    /// Every event's results, person by person, as the ranking read them.
    pub results: Vec<CircuitEvent>,
    /// The ranking (empty when `problem` is set).
    pub rows: Vec<CircuitStanding>,
    /// Why there is no ranking, when there is none.
    pub problem: Option<RulesError>,
    /// Every person of the ranking.
    pub people: BTreeMap<i64, Person>,
}

impl Circuit {
    /// The person's name (empty when unknown).
    pub fn name(&self, person: i64) -> &str {
        self.people.get(&person).map_or("", |p| p.name.as_str())
    }

    /// The event the ranking numbers `key`.
    pub fn event(&self, key: i64) -> Option<&EventInfo> {
        self.events.iter().find(|e| e.key == key)
    }

    /// The name of the event the ranking numbers `key`.
    pub fn event_name(&self, key: i64) -> &str {
        self.event(key).map_or("", |e| e.name.as_str())
    }

    /// The result the ranking read for `person` in the event numbered `key`.
    pub fn result(&self, key: i64, person: i64) -> Option<&EventResult> {
        self.results
            .iter()
            .find(|x| x.id == key)
            .and_then(|x| x.results.iter().find(|y| y.player == person))
    }
}

/// Reads stored rules; rules that no longer read are the server's fault.
///
/// # Errors
/// [`AppError::Internal`].
pub fn rules_of(row: &CircuitRow) -> Result<CircuitRules> {
    serde_json::from_str(&row.rules)
        .map_err(|e| AppError::Internal(format!("circuit {} rules: {e}", row.id)))
}

/// A new circuit's rules: no type yet, every event, every result counts.
pub fn empty_rules() -> CircuitRules {
    CircuitRules {
        types: Vec::new(),
        window: Window::Always,
        best_of: None,
    }
}

/// Each registered entry's result in individual tournament `id`, as its public
/// pages show it: the final ranking's place and stage once the final is over,
/// else the standings' rank; the qualifying games; the total before the final.
/// Players without a counted game are left out.
///
/// # Errors
/// 404 for no such tournament; storage errors.
pub async fn entry_results(state: &AppState, id: i64) -> Result<Vec<EventResult>> {
    let s = Snapshot::load(state, id, Audience::Public).await?;
    let finals = final_ranking(state, id, Audience::Public).await?;
    let qualifying: BTreeSet<u32> = s.played.qualifying.iter().copied().collect();
    let mut out = Vec::new();
    for r in s.rows.iter().filter(|r| r.games > 0) {
        let games = s
            .played
            .results
            .iter()
            .filter(|g| g.player == r.player && qualifying.contains(&g.round))
            .count();
        let (place, reach) = match finals.iter().find(|p| p.player == r.player) {
            Some(p) => (
                p.rank,
                match p.reached {
                    Reached::Final { .. } if p.rank == 1 => Reach::Winner,
                    Reached::Final { .. } => Reach::Finalist,
                    Reached::Semifinal => Reach::Semifinalist,
                    Reached::Qualifying => Reach::Qualifier,
                },
            ),
            None => (r.rank, Reach::Qualifier),
        };
        out.push(EventResult {
            player: r.player.0,
            place,
            reach,
            games: u32::try_from(games).unwrap_or(u32::MAX),
            score: r.total,
        });
    }
    Ok(out)
}

/// `results` (by entry) read as people through `whose` (entry → person): a
/// person with two entries in one event (two records merged) keeps the better
/// place; an entry without a person is left out.
fn as_people(results: Vec<EventResult>, whose: &BTreeMap<i64, i64>) -> Vec<EventResult> {
    let mut by_person: BTreeMap<i64, EventResult> = BTreeMap::new();
    for mut r in results {
        let Some(&person) = whose.get(&r.player) else {
            continue;
        };
        r.player = person;
        match by_person.get(&person) {
            Some(kept) if kept.place <= r.place => {}
            _ => {
                by_person.insert(person, r);
            }
        }
    }
    let mut out: Vec<EventResult> = by_person.into_values().collect();
    out.sort_by_key(|r| (r.place, r.player));
    out
}

/// The results of individual tournament `id` read as people.
async fn person_results(state: &AppState, id: i64) -> Result<Vec<EventResult>> {
    let whose: BTreeMap<i64, i64> = db::circuits::people_of(&state.db, id)
        .await?
        .into_iter()
        .collect();
    Ok(as_people(entry_results(state, id).await?, &whose))
}

/// The results of season `id` as its public page ranks them: place = the
/// season's rank, games = evenings played, score = the season's total (best K
/// of N). A season player is the same player across evenings by name, as the
/// season reads them; they are read as the person of their entry in the first
/// held evening they are registered in.
///
/// # Errors
/// 404 for no such season; storage errors.
pub async fn season_results(state: &AppState, id: i64) -> Result<Vec<EventResult>> {
    let d = season_data(state, id).await?;
    let held: BTreeSet<i64> = d.held.iter().map(|e| e.id).collect();
    let mut whose: BTreeMap<String, i64> = BTreeMap::new();
    for (evening, name, person) in db::circuits::people_of_season(&state.db, id).await? {
        if held.contains(&evening) {
            whose.entry(name.trim().to_lowercase()).or_insert(person);
        }
    }
    let mut by_name: BTreeMap<i64, i64> = BTreeMap::new();
    let mut results = Vec::new();
    for line in d.lines.iter().filter(|l| l.row.played > 0) {
        let Some(&person) = whose.get(&line.row.name.trim().to_lowercase()) else {
            continue;
        };
        by_name.insert(line.row.player.0, person);
        results.push(EventResult {
            player: line.row.player.0,
            place: line.row.rank,
            reach: Reach::Qualifier,
            games: line.row.played,
            score: line.row.total,
        });
    }
    Ok(as_people(results, &by_name))
}

/// The results of team tournament `id` as its public standings give them:
/// each player's place is their team's rank (the team they last played
/// for), games the matches they played, score their personal total. Nothing
/// while the tournament is not published.
///
/// # Errors
/// 404 for no such tournament; storage errors.
pub async fn team_results(state: &AppState, id: i64) -> Result<Vec<EventResult>> {
    let t = crate::web::tournaments::inputs::load(&state.db, id).await?;
    if !t.row.published {
        return Ok(Vec::new());
    }
    let results = t.results(state, true).await?;
    let pure = t.pure_teams();
    let fail = |e: crate::tournament::TournamentError| {
        AppError::Internal(format!("team tournament {id} standings: {e}"))
    };
    let teams = team_standings(&pure, &results, &t.settings).map_err(fail)?;
    let players = player_standings(&pure, &results).map_err(fail)?;
    let mut out = Vec::new();
    for p in players.iter().filter(|p| p.matches > 0) {
        let Some(team) = teams.iter().find(|x| x.team == p.team) else {
            continue;
        };
        out.push(EventResult {
            player: p.player.0,
            place: team.rank,
            reach: Reach::Qualifier,
            games: p.matches,
            score: Points::whole(p.total_score),
        });
    }
    let whose: BTreeMap<i64, i64> = db::circuits::people_of_team(&state.db, id)
        .await?
        .into_iter()
        .collect();
    Ok(as_people(out, &whose))
}

/// Loads circuit `id` and ranks it.
///
/// # Errors
/// 404 for no such circuit; storage errors.
pub async fn circuit(state: &AppState, id: i64) -> Result<Circuit> {
    let row = db::circuits::get(&state.db, id)
        .await?
        .ok_or(AppError::NotFound)?;
    let rules = rules_of(&row)?;
    let mut events = Vec::new();
    let mut results = Vec::new();
    for (at, e) in db::circuits::events(&state.db, id)
        .await?
        .into_iter()
        .enumerate()
    {
        let date = NaiveDate::parse_from_str(&e.held_on, "%Y-%m-%d")
            .map_err(|err| AppError::Internal(format!("circuit {id} day: {err}")))?;
        let kind = EventKind::of(&e.kind)
            .ok_or_else(|| AppError::Internal(format!("circuit {id} kind {}", e.kind)))?;
        let key = i64::try_from(at).unwrap_or(i64::MAX - 1) + 1;
        let found = match kind {
            EventKind::Individual => person_results(state, e.event_id).await?,
            EventKind::Season => season_results(state, e.event_id).await?,
            EventKind::Team => team_results(state, e.event_id).await?,
        };
        results.push(CircuitEvent {
            id: key,
            name: e.name.clone(),
            date,
            event_type: e.event_type.clone(),
            results: found,
        });
        events.push(EventInfo {
            key,
            kind,
            id: e.event_id,
            name: e.name,
            event_type: e.event_type,
            date,
            counts: rules.window.holds(date),
        });
    }
    let (rows, problem) = match rules
        .check()
        .and_then(|()| circuit_standings(&rules, &results))
    {
        Ok(rows) => (rows, None),
        Err(e) => (Vec::new(), Some(e)),
    };
    let people = db::people::list(&state.db)
        .await?
        .into_iter()
        .map(|p| {
            (
                p.id,
                Person {
                    name: p.name,
                    club: p.club,
                },
            )
        })
        .collect();
    Ok(Circuit {
        row,
        rules,
        events,
        results,
        rows,
        problem,
        people,
    })
}

impl OpenToAll for Circuit {
    fn open(state: &AppState, id: i64) -> impl Future<Output = Result<Self>> + Send {
        circuit(state, id)
    }
}

/// The person's rank after each of the circuit's events in the window, in
/// order: (event's key, rank), absent before their first result. The standings are
/// ranked again over the events up to each one, so the line shows how the
/// ranking moved.
#[must_use]
pub fn ranks_over_time(c: &Circuit, person: i64) -> Vec<(i64, u32)> {
    let mut out = Vec::new();
    let held: Vec<&CircuitEvent> = c
        .results
        .iter()
        .filter(|e| c.rules.window.holds(e.date))
        .collect();
    for k in 1..=held.len() {
        let upto: Vec<CircuitEvent> = held[..k].iter().map(|e| (*e).clone()).collect();
        if let Ok(rows) = circuit_standings(&c.rules, &upto)
            && let Some(r) = rows.iter().find(|r| r.player == person)
        {
            out.push((held[k - 1].id, r.rank));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::circuit::{EventType, ReachPoints};
    use crate::tournament::individual::Points;

    fn result(player: i64, place: u32) -> EventResult {
        EventResult {
            player,
            place,
            reach: Reach::Qualifier,
            games: 1,
            score: Points::default(),
        }
    }

    #[test]
    fn a_rank_over_time_is_the_ranking_again_after_each_event() {
        let raduno = EventType {
            name: "Raduno".into(),
            by_place: vec![Points::whole(300), Points::whole(200)],
            by_reach: ReachPoints::default(),
            per_game: Points::default(),
            per_score: Points::default(),
            multiplier: Points::whole(1),
        };
        let rules = CircuitRules {
            types: vec![raduno],
            window: Window::Year { year: 2026 },
            best_of: None,
        };
        let day = |m| NaiveDate::from_ymd_opt(2026, m, 1).unwrap();
        let event = |id, date, results| CircuitEvent {
            id,
            name: format!("Raduno {id}"),
            date,
            event_type: "Raduno".into(),
            results,
        };
        // Anna 2nd then 1st twice; Bruno 1st then absent then 2nd; the 2025
        // event is outside the year.
        let results = vec![
            event(1, day(1), vec![result(2, 1), result(1, 2)]),
            event(
                2,
                NaiveDate::from_ymd_opt(2025, 6, 1).unwrap(),
                vec![result(2, 1)],
            ),
            event(3, day(3), vec![result(1, 1)]),
            event(4, day(4), vec![result(1, 1), result(2, 2)]),
        ];
        let c = Circuit {
            row: CircuitRow {
                id: 1,
                name: "Circuito".into(),
                rules: String::new(),
            },
            rules,
            events: Vec::new(),
            results,
            rows: Vec::new(),
            problem: None,
            people: BTreeMap::new(),
        };
        // Anna: 200 (2nd), 500 (1st), 800 (1st); Bruno: 300 (1st), 300 (2nd), 500 (2nd).
        assert_eq!(ranks_over_time(&c, 1), vec![(1, 2), (3, 1), (4, 1)]);
        assert_eq!(ranks_over_time(&c, 2), vec![(1, 1), (3, 2), (4, 2)]);
        assert!(ranks_over_time(&c, 9).is_empty());
    }
}
