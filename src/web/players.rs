//! Public player pages (issue 30): one page per person across every event
//! (`/players/{id}`, the id of [`crate::db::people`]): their events with their
//! place and the tables they sat at (each linked to its board), their rank in
//! each circuit over time as a small server-drawn plot, and per ruleset their
//! games, wins, average place and skill rating with its uncertainty
//! ([`crate::tournament::rating`]). Everything shown is public already on the
//! events' own pages: only published rounds with public results are read.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use askama::Template;
use axum::Router;
use axum::extract::{Path, State};
use axum::response::Response;
use axum::routing::get;

use crate::db::{
    self,
    people::{EntryRow, PersonRow},
};
use crate::tournament::circuit::EventResult;
use crate::tournament::rating::{RatedGame, RatedSide, Rating, rate};
use crate::web::circuits::load::{Circuit, EventKind, circuit, ranks_over_time};
use crate::web::individual::snapshot::{Audience, Snapshot};
use crate::web::pages::render;
use crate::web::session::Visitor;
use crate::web::{AppError, AppState, Result};

/// The player pages' routes.
pub fn router() -> Router<AppState> {
    Router::new().route("/players/{id}", get(show))
}

/// One table the player sat at.
pub struct TableView {
    /// Round number.
    pub round: i64,
    /// Table number.
    pub number: i64,
    /// Their place there (none before the result).
    pub place: Option<u32>,
    /// The board's public address token.
    pub token: Option<String>,
}

/// One event of the player.
pub struct EventView {
    /// `individual` or `team`.
    pub kind: String,
    /// The event's id.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// Their place in it (individual events with a counted game).
    pub place: Option<u32>,
    /// Its ruleset's name.
    pub ruleset: String,
    /// Their tables.
    pub tables: Vec<TableView>,
}

/// The player's figures in one ruleset.
pub struct RulesetView {
    /// The ruleset's name.
    pub name: String,
    /// Tables with a result.
    pub games: u32,
    /// Tables won.
    pub wins: u32,
    /// Mean place, one decimal.
    pub average_place: String,
    /// Rating and uncertainty, one decimal each.
    pub rating: String,
    /// Its uncertainty.
    pub uncertainty: String,
}

/// The player's rank in one circuit, now and after each event.
pub struct CircuitView {
    /// The circuit.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// Rank now.
    pub rank: Option<u32>,
    /// Total now.
    pub total: String,
    /// The plot (SVG, server-drawn).
    pub plot: String,
}

#[derive(Template)]
#[template(path = "players/player.html")]
struct PlayerPage {
    v: Visitor,
    person: PersonRow,
    events: Vec<EventView>,
    rulesets: Vec<RulesetView>,
    circuits: Vec<CircuitView>,
}

/// One published table of an individual tournament, as the rating reads it.
struct PlayedTable {
    /// Its tournament's ruleset code (the rating's pool).
    ruleset: String,
    /// The tournament.
    tournament: i64,
    /// Round number.
    round: i64,
    /// Table number.
    number: i64,
    /// Every seat's entry, in seat order.
    seated: Vec<i64>,
    /// The table's match, whose board a player's page links.
    match_id: Option<i64>,
    /// (entry, place) of every seat with a result.
    seats: Vec<(i64, u32)>,
}

/// Every published table of every individual tournament, in order, and every
/// entry's person: what every player's page reads, whoever the player. Kept
/// between requests until the next write ([`crate::web::tournaments::cached`]),
/// so that a page costs the reading of the person's own events, not of every
/// event of the club.
struct Played {
    /// The tables, tournament by tournament, round by round.
    tables: Vec<PlayedTable>,
    /// Entry → person, every tournament.
    whose: BTreeMap<i64, i64>,
}

async fn played(state: &AppState) -> Result<Arc<Played>> {
    let key = ("players.played", 0, true);
    state
        .tournament_cache
        .page(&state.db, key, || every_table(state))
        .await
}

async fn every_table(state: &AppState) -> Result<Played> {
    let mut out = Played {
        tables: Vec::new(),
        whose: BTreeMap::new(),
    };
    let mut all = db::individual::list(&state.db).await?;
    all.sort_by_key(|t| t.id);
    for t in all {
        let s = Snapshot::load(state, t.id, Audience::Public).await?;
        out.whose
            .extend(db::circuits::people_of(&state.db, t.id).await?);
        let places: BTreeMap<(u32, i64), u32> = s
            .played
            .results
            .iter()
            .map(|g| ((g.round, g.player.0), g.place))
            .collect();
        for table in &s.tables {
            let seats: Vec<i64> = serde_json::from_str(&table.players)
                .map_err(|e| AppError::Internal(format!("table seats: {e}")))?;
            let round = u32::try_from(table.round).unwrap_or(0);
            let sides: Vec<(i64, u32)> = seats
                .iter()
                .filter_map(|p| places.get(&(round, *p)).map(|pl| (*p, *pl)))
                .collect();
            out.tables.push(PlayedTable {
                ruleset: t.ruleset.clone(),
                tournament: t.id,
                round: table.round,
                number: table.number,
                seated: seats,
                match_id: table.match_id,
                seats: sides,
            });
        }
    }
    Ok(out)
}

/// The tables the entries `of` sat at, in the tables' order: (entry, round,
/// table, board token).
async fn seated(
    state: &AppState,
    p: &Played,
    of: &[i64],
) -> Result<Vec<(i64, i64, i64, Option<String>)>> {
    let mut out = Vec::new();
    for table in &p.tables {
        let Some(entry) = of.iter().find(|e| table.seated.contains(e)) else {
            continue;
        };
        let token = match table.match_id {
            Some(m) => db::matches::get(&state.db, m)
                .await?
                .map(|row| row.public_token),
            None => None,
        };
        out.push((*entry, table.round, table.number, token));
    }
    Ok(out)
}

/// Each entry's result in individual tournament `id` (the circuits' reading),
/// kept until the next write.
async fn results_of(state: &AppState, id: i64) -> Result<Arc<Vec<EventResult>>> {
    let key = ("players.results", id, true);
    state
        .tournament_cache
        .page(&state.db, key, || {
            crate::web::circuits::load::entry_results(state, id)
        })
        .await
}

/// Circuit `id` ranked, kept until the next write.
async fn circuit_of(state: &AppState, id: i64) -> Result<Arc<Circuit>> {
    let key = ("players.circuit", id, true);
    state
        .tournament_cache
        .page(&state.db, key, || circuit(state, id))
        .await
}

/// The events a person has entries in, as circuits name them: (kind, id). A
/// circuit with none of them cannot rank the person.
async fn events_of(state: &AppState, entries: &[EntryRow]) -> Result<BTreeSet<(EventKind, i64)>> {
    let mut out = BTreeSet::new();
    for e in entries {
        if e.kind == "team" {
            out.insert((EventKind::Team, e.event_id));
            continue;
        }
        out.insert((EventKind::Individual, e.event_id));
        if let Some(season) = db::stages::get(&state.db, e.event_id)
            .await?
            .and_then(|r| r.season_id)
        {
            out.insert((EventKind::Season, season));
        }
    }
    Ok(out)
}

fn one_decimal(x: f64) -> String {
    format!("{x:.1}")
}

/// `GET /players/{id}`: a person's public page.
pub async fn show(
    State(state): State<AppState>,
    v: Visitor,
    Path(id): Path<i64>,
) -> Result<Response> {
    let person = db::people::list(&state.db)
        .await?
        .into_iter()
        .find(|p| p.id == id)
        .ok_or(AppError::NotFound)?;
    let entries = db::people::entries(&state.db, id).await?;
    let mine: Vec<i64> = entries
        .iter()
        .filter(|e| e.kind == "individual")
        .map(|e| e.entry_id)
        .collect();
    let p = played(&state).await?;
    let seated = seated(&state, &p, &mine).await?;

    // Ratings over everyone's games, per ruleset, in order.
    let games: Vec<RatedGame<String>> = p
        .tables
        .iter()
        .map(|table| RatedGame {
            pool: table.ruleset.clone(),
            sides: table
                .seats
                .iter()
                .filter_map(|(entry, place)| {
                    p.whose.get(entry).map(|person| RatedSide {
                        players: vec![*person],
                        place: *place,
                    })
                })
                .collect(),
        })
        .collect();
    let ratings = rate(&games);

    let mut events = Vec::new();
    let mut per_ruleset: BTreeMap<String, (u32, u32, u32)> = BTreeMap::new();
    for e in &entries {
        if e.kind != "individual" {
            events.push(EventView {
                kind: e.kind.clone(),
                id: e.event_id,
                name: e.event.clone(),
                place: None,
                ruleset: String::new(),
                tables: Vec::new(),
            });
            continue;
        }
        let results = results_of(&state, e.event_id).await?;
        let place = results
            .iter()
            .find(|r| r.player == e.entry_id)
            .map(|r| r.place);
        let code = p
            .tables
            .iter()
            .find(|x| x.tournament == e.event_id)
            .map(|x| x.ruleset.clone())
            .unwrap_or_default();
        let mut tables = Vec::new();
        for (entry, round, number, token) in &seated {
            if *entry != e.entry_id {
                continue;
            }
            let at = p
                .tables
                .iter()
                .find(|x| x.tournament == e.event_id && x.round == *round && x.number == *number)
                .and_then(|x| x.seats.iter().find(|s| s.0 == e.entry_id))
                .map(|s| s.1);
            if let Some(pl) = at {
                let f = per_ruleset.entry(code.clone()).or_default();
                f.0 += 1;
                f.1 += u32::from(pl == 1);
                f.2 += pl;
            }
            tables.push(TableView {
                round: *round,
                number: *number,
                place: at,
                token: token.clone(),
            });
        }
        events.push(EventView {
            kind: e.kind.clone(),
            id: e.event_id,
            name: e.event.clone(),
            place,
            ruleset: ruleset_name(&v, &code),
            tables,
        });
    }
    let rulesets = per_ruleset
        .into_iter()
        .map(|(code, (games, wins, places))| {
            let r: Rating = ratings
                .get(&(code.clone(), id))
                .copied()
                .unwrap_or_default();
            RulesetView {
                name: ruleset_name(&v, &code),
                games,
                wins,
                average_place: one_decimal(f64::from(places) / f64::from(games.max(1))),
                rating: one_decimal(r.rating),
                uncertainty: one_decimal(r.uncertainty),
            }
        })
        .collect();

    let mut circuits = Vec::new();
    let theirs = events_of(&state, &entries).await?;
    for row in db::circuits::list(&state.db).await? {
        let held = db::circuits::events(&state.db, row.id).await?;
        let with_them = held
            .iter()
            .any(|e| EventKind::of(&e.kind).is_some_and(|k| theirs.contains(&(k, e.event_id))));
        if !with_them {
            continue;
        }
        let c = circuit_of(&state, row.id).await?;
        let Some(now) = c.rows.iter().find(|r| r.player == id) else {
            continue;
        };
        let over: Vec<(String, u32)> = ranks_over_time(&c, id)
            .into_iter()
            .map(|(event, rank)| (c.event_name(event).to_owned(), rank))
            .collect();
        circuits.push(CircuitView {
            id: row.id,
            name: row.name.clone(),
            rank: Some(now.rank),
            total: now.total.to_string(),
            plot: crate::plot::rank_over_time(&over, v.t("players.plot")),
        });
    }
    render(&PlayerPage {
        v,
        person,
        events,
        rulesets,
        circuits,
    })
}

fn ruleset_name(v: &Visitor, code: &str) -> String {
    crate::engine::ruleset_for(code)
        .map(|r| r.name(v.lang).to_owned())
        .unwrap_or_default()
}
