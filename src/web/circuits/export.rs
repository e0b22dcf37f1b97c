//! A circuit's downloads for organizers, with the writers every export uses
//! ([`crate::web::tournaments::export`]): `standings.csv` has one row per player
//! and event with every part of the points and whether the event counted; the
//! workbook has the standings, the same points, the events and the rules.

use axum::extract::State;
use axum::response::Response;

use super::load::Circuit;
use crate::tournament::circuit::Reach;
use crate::tournament::individual::Points;
use crate::web::tournaments::export::{csv_today, xlsx_today};
use crate::web::tournaments::inputs::Managed;
use crate::web::tournaments::sheets::{Cell, Sheet};
use crate::web::{AppState, Result};

fn points(p: Points) -> Cell {
    Cell::Decimal(p.to_string())
}

fn count(n: usize) -> Cell {
    Cell::Int(i64::try_from(n).unwrap_or(i64::MAX))
}

/// How far a player got, as the exports and the API write it.
pub fn reach_code(r: Reach) -> &'static str {
    match r {
        Reach::Qualifier => "qualifier",
        Reach::Semifinalist => "semifinalist",
        Reach::Finalist => "finalist",
        Reach::Winner => "winner",
    }
}

/// rank, person, player, club, total, counted, played.
fn standings_sheet(c: &Circuit) -> Sheet {
    let rows = c
        .rows
        .iter()
        .map(|r| {
            let p = c.people.get(&r.player).cloned().unwrap_or_default();
            vec![
                Cell::from(i64::from(r.rank)),
                Cell::from(r.player),
                p.name.into(),
                p.club.into(),
                points(r.total),
                count(r.counted.len()),
                count(r.counted.len() + r.discarded.len()),
            ]
        })
        .collect();
    Sheet {
        name: "Standings".into(),
        header: vec![
            "rank", "person", "player", "club", "total", "counted", "played",
        ],
        rows,
    }
}

/// One row per player and event: the result, each part of the points, and
/// whether the event is among the player's best K.
fn points_sheet(c: &Circuit) -> Sheet {
    let mut rows = Vec::new();
    for r in &c.rows {
        let all = r
            .counted
            .iter()
            .map(|e| (e, true))
            .chain(r.discarded.iter().map(|e| (e, false)));
        for (e, counted) in all {
            let event = c.results.iter().find(|x| x.id == e.event);
            let result = c.result(e.event, r.player);
            let info = c.event(e.event);
            rows.push(vec![
                Cell::from(i64::from(r.rank)),
                c.name(r.player).into(),
                info.map(|x| x.id).into(),
                c.event_name(e.event).into(),
                event.map(|x| x.event_type.clone()).into(),
                event.map(|x| x.date.to_string()).into(),
                result.map(|x| x.place).into(),
                result
                    .map(|x| reach_code(x.reach))
                    .map_or(Cell::Empty, Cell::from),
                result.map(|x| x.games).into(),
                result.map_or(Cell::Empty, |x| points(x.score)),
                points(e.place),
                points(e.reach),
                points(e.games),
                points(e.score),
                points(e.multiplier),
                points(e.total),
                counted.into(),
                info.map_or(Cell::Empty, |x| Cell::from(x.kind.code())),
            ]);
        }
    }
    Sheet {
        name: "Points".into(),
        header: vec![
            "rank",
            "player",
            "event",
            "event_name",
            "event_type",
            "held_on",
            "place",
            "reach",
            "games",
            "score",
            "place_points",
            "reach_points",
            "game_points",
            "score_points",
            "multiplier",
            "total",
            "counted",
            "kind",
        ],
        rows,
    }
}

fn events_sheet(c: &Circuit) -> Sheet {
    let rows = c
        .events
        .iter()
        .map(|e| {
            vec![
                Cell::from(e.id),
                e.name.as_str().into(),
                e.event_type.as_str().into(),
                e.date.to_string().into(),
                e.counts.into(),
                e.kind.code().into(),
            ]
        })
        .collect();
    Sheet {
        name: "Events".into(),
        header: vec![
            "event",
            "event_name",
            "event_type",
            "held_on",
            "in_window",
            "kind",
        ],
        rows,
    }
}

fn rules_sheet(c: &Circuit) -> Sheet {
    let rows = c
        .rules
        .types
        .iter()
        .map(|t| {
            let places: Vec<String> = t.by_place.iter().map(ToString::to_string).collect();
            vec![
                t.name.as_str().into(),
                places.join(" ").into(),
                points(t.by_reach.winner),
                points(t.by_reach.finalist),
                points(t.by_reach.semifinalist),
                points(t.per_game),
                points(t.per_score),
                points(t.multiplier),
            ]
        })
        .collect();
    Sheet {
        name: "Rules".into(),
        header: vec![
            "event_type",
            "by_place",
            "winner",
            "finalist",
            "semifinalist",
            "per_game",
            "per_score",
            "multiplier",
        ],
        rows,
    }
}

/// `GET /circuits/{id}/export/standings.csv`: every player's points event by event.
pub async fn standings_csv(
    State(state): State<AppState>,
    Managed { t: c, .. }: Managed<Circuit>,
) -> Result<Response> {
    csv_today(&state, &c.row.name, "circuit.csv", &points_sheet(&c))
}

/// `GET /circuits/{id}/export/circuit.xlsx`: Standings, Points, Events, Rules.
pub async fn workbook(
    State(state): State<AppState>,
    Managed { t: c, .. }: Managed<Circuit>,
) -> Result<Response> {
    let sheets = [
        standings_sheet(&c),
        points_sheet(&c),
        events_sheet(&c),
        rules_sheet(&c),
    ];
    xlsx_today(&state, &c.row.name, "circuit.xlsx", &sheets)
}
