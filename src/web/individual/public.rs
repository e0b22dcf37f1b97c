//! The public face of an individual tournament: its page with the current round's
//! tables of N (each seat in order with name and club, the table's state read live
//! from its console match, the points once it ends) and the event stream that keeps
//! this page and the projector current. Only published rounds are shown.

use super::snapshot::{Audience, Snapshot};
use super::standings::kind;
use crate::db;
use crate::tournament::individual::Points;
use crate::web::i18n::Lang;
use crate::web::pages::render;
use crate::web::session::Visitor;
use crate::web::tournaments::live_tables::{LiveTable, fill_from_match};
use crate::web::tournaments::projector::change_stream;
use crate::web::watchers::ClientAddr;
use crate::web::{AppState, Result};
use askama::Template;
use axum::extract::{Path, State};
use axum::response::Response;
use std::collections::HashSet;

/// A seat of a table as shown: who, and how they stand in the match.
pub struct SeatLine {
    /// Name.
    pub name: String,
    /// Club, if any.
    pub club: Option<String>,
    /// Swatch colour, once the match is read.
    pub hex: &'static str,
    /// Territories and tanks, once the match is read.
    pub territories: Option<(u32, u32)>,
    /// Acts now.
    pub current: bool,
    /// Out of the match.
    pub eliminated: bool,
    /// Place and ranking points, once the table's result counts.
    pub result: Option<(u32, Points)>,
}

/// A table of a round as shown.
pub struct TableLine {
    /// Table number.
    pub number: i64,
    /// A ghost seat completes it.
    pub ghost: bool,
    /// Its seats in order.
    pub seats: Vec<SeatLine>,
    /// The match as it stands (state, game round, clock, board token).
    pub live: LiveTable,
}

/// The tables of round `round`, each read from its match.
///
/// # Errors
/// Storage errors; a stored table that no longer reads.
pub async fn table_lines(
    state: &AppState,
    s: &Snapshot,
    round: i64,
    lang: Lang,
) -> Result<Vec<TableLine>> {
    let mut out = Vec::new();
    for t in s.tables_of(round) {
        let mut live = LiveTable::of_table(t.number);
        if let Some(m) = t.match_id
            && let Some((row, entries)) = db::matches::get_with_count(&state.db, m).await?
        {
            fill_from_match(state, &mut live, row, entries, lang).await;
        }
        let seats = s
            .seats(t)?
            .into_iter()
            .enumerate()
            .map(|(i, p)| {
                let at = live.seats.get(i);
                let result = s
                    .played
                    .results
                    .iter()
                    .find(|g| i64::from(g.round) == round && g.player.0 == p.id)
                    .map(|g| (g.place, g.points));
                SeatLine {
                    hex: at.map_or("", |x| x.hex),
                    territories: at.map(|x| (x.territories, x.tanks)),
                    current: at.is_some_and(|x| x.current),
                    eliminated: at.is_some_and(|x| x.eliminated),
                    name: p.name,
                    club: p.club,
                    result,
                }
            })
            .collect();
        out.push(TableLine {
            number: t.number,
            ghost: t.ghost,
            seats,
            live,
        });
    }
    Ok(out)
}

#[derive(Template)]
#[template(path = "individual/home.html")]
struct HomePage {
    v: Visitor,
    id: i64,
    name: String,
    formula: String,
    players: usize,
    round: Option<i64>,
    tables: Vec<TableLine>,
}

/// `GET /individual/{id}`: the public page.
pub async fn home(
    State(state): State<AppState>,
    v: Visitor,
    Path(id): Path<i64>,
) -> Result<Response> {
    let s = Snapshot::load(&state, id, Audience::Public).await?;
    let round = s.current_round().map(|r| r.number);
    let tables = match round {
        Some(n) => table_lines(&state, &s, n, v.lang).await?,
        None => Vec::new(),
    };
    render(&HomePage {
        formula: format!("ind.formula.{}", kind(&s.l)),
        name: s.l.row.name.clone(),
        players: s.players.len(),
        id,
        round,
        tables,
        v,
    })
}

/// The matches of the published rounds (what the watchers hear).
async fn match_ids(state: &AppState, id: i64) -> Result<HashSet<i64>> {
    let published: HashSet<i64> = db::individual::rounds(&state.db, id)
        .await?
        .into_iter()
        .filter(|r| r.published)
        .map(|r| r.number)
        .collect();
    Ok(db::individual::tables(&state.db, id)
        .await?
        .into_iter()
        .filter(|t| published.contains(&t.round))
        .filter_map(|t| t.match_id)
        .collect())
}

/// `GET /individual/{id}/events`: one `change` event per change the public pages
/// show, as the team tournaments' stream: `match:<id>:<entries>:<status>`, `round`,
/// `other`, or `lagged`.
pub async fn events(
    State(state): State<AppState>,
    client: ClientAddr,
    Path(id): Path<i64>,
) -> Result<Response> {
    super::load(&state, id).await?;
    // Subscribe before loading the match ids: nothing committed in between is lost.
    let watch = state.live.watch_individual(id);
    change_stream(state, client, id, watch, |st, id| async move {
        match_ids(&st, id).await
    })
    .await
}
