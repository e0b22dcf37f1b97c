//! Around the match: referees, objectives, the physical and the digital draft, the
//! players, the cap penalty's hint, the history and the sign-off. Each handler calls
//! the same function the console's form does, so the checks and refusals are the same.

use super::{Area, MatchWrite, Recording, answer, denied, read_body};
use crate::engine::objective::Objective;
use crate::engine::risiko2v2::{Game, Phase};
use crate::engine::{Owner, Seat, TerritoryId};
use crate::web::console::act::sign_match;
use crate::web::console::denied::Denied;
use crate::web::console::draft::{Deal, deal_links};
use crate::web::console::players::{self, SeatEdit};
use crate::web::console::prepare::{
    self, RefereeChange, change_referee, parse_owner, set_objectives, set_physical,
};
use crate::web::console::registry::of_log;
use crate::web::console::{Loaded, load, may_record};
use crate::web::session::{Organizer, SignedIn, Visitor};
use crate::web::{AppState, Result};
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{Value, json};
use std::collections::BTreeMap;

/// The setup area.
pub const AREA: Area = Area::new(router, super::openapi::setup_paths);

fn router() -> Router<AppState> {
    let m = "/api/v1/matches/{id}";
    Router::new()
        .route("/api/v1/objectives", get(catalogue))
        .route(&format!("{m}/referees"), post(referees))
        .route(&format!("{m}/objectives"), post(objectives))
        .route(&format!("{m}/draft"), get(draft_progress))
        .route(&format!("{m}/draft/physical"), post(physical))
        .route(&format!("{m}/draft/digital"), post(digital))
        .route(&format!("{m}/players"), post(edit_players))
        .route(&format!("{m}/cap-penalty"), get(cap_penalty))
        .route(&format!("{m}/history"), get(history_of))
        .route(&format!("{m}/sign"), post(sign))
}

/// `?match=ID` on the catalogue.
#[derive(Deserialize)]
struct CatalogueQuery {
    #[serde(rename = "match")]
    match_id: Option<i64>,
}

/// `GET /api/v1/objectives[?match=ID]`: the catalogue whose indices `objectives`
/// takes — the match's tournament's, or the regulation's example.
async fn catalogue(
    State(state): State<AppState>,
    SignedIn(_, user): SignedIn,
    Query(q): Query<CatalogueQuery>,
) -> Result<Response> {
    let items = match q.match_id {
        Some(id) => {
            may_record(&state, &user, id).await?;
            prepare::catalogue(&state, id).await?
        }
        None => crate::tournament::catalogue::example(),
    };
    let out: Vec<Value> = items
        .into_iter()
        .enumerate()
        .map(|(i, e)| json!({"index": i, "triple": e.triple, "objective": e.objective}))
        .collect();
    Ok(axum::response::IntoResponse::into_response(Json(out)))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RefereesBody {
    #[serde(default)]
    add: Option<i64>,
    #[serde(default)]
    remove: Option<i64>,
}

/// `POST /api/v1/matches/{id}/referees` (organizers): `{"add": user}` or `{"remove": user}`.
async fn referees(
    State(state): State<AppState>,
    Organizer(v, user): Organizer,
    Path(id): Path<i64>,
    bytes: axum::body::Bytes,
) -> Result<Response> {
    load(&state, id).await?;
    let b: RefereesBody = read_body!(bytes);
    let change = match (b.add, b.remove) {
        (Some(uid), None) => RefereeChange::Add(uid),
        (None, Some(uid)) => RefereeChange::Remove(uid),
        _ => return denied(Denied::bad(&v, "console.err.choose")),
    };
    let outcome = change_referee(&state, &v, id, user.id, change).await;
    match outcome {
        Ok(()) => {
            let referees = crate::db::match_referees::referees(&state.db, id).await?;
            let list: Vec<Value> = referees
                .into_iter()
                .map(|(id, name)| json!({"id": id, "name": name}))
                .collect();
            Ok(axum::response::IntoResponse::into_response(Json(list)))
        }
        Err(d) => denied(d),
    }
}

/// An objective: a catalogue index, or written out as in `MATCH-LOG.md`.
#[derive(Deserialize)]
#[serde(untagged)]
enum ObjectiveChoice {
    Index(usize),
    Written(Objective),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ObjectivesBody {
    objectives: BTreeMap<Seat, ObjectiveChoice>,
}

/// `POST /api/v1/matches/{id}/objectives`: replaces every seat's objective.
async fn objectives(
    State(state): State<AppState>,
    MatchWrite { v, body, l, .. }: MatchWrite<ObjectivesBody>,
) -> Result<Response> {
    let cat = prepare::catalogue(&state, l.row.id).await?;
    let mut chosen = BTreeMap::new();
    for (seat, c) in body.objectives {
        let o = match c {
            ObjectiveChoice::Written(o) => o,
            ObjectiveChoice::Index(i) => match cat.get(i) {
                Some(e) => e.objective.clone(),
                None => return denied(Denied::bad(&v, "console.err.choose")),
            },
        };
        chosen.insert(seat, o);
    }
    let outcome = set_objectives(&state, &v, &l, chosen).await;
    answer(outcome.map(|()| json!({"ok": true})))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PhysicalBody {
    /// Territory slug → seat number or `"neutral"`.
    owners: BTreeMap<String, Value>,
}

/// `POST /api/v1/matches/{id}/draft/physical`: the owner of all 42 territories.
async fn physical(
    State(state): State<AppState>,
    MatchWrite { v, body, l, .. }: MatchWrite<PhysicalBody>,
) -> Result<Response> {
    let map = crate::engine::Map::risiko();
    let mut owners: BTreeMap<TerritoryId, Owner> = BTreeMap::new();
    for (slug, owner) in &body.owners {
        let Some(t) = map.by_slug(slug) else {
            return denied(Denied::bad(&v, "console.err.territory"));
        };
        let text = match owner {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        let Some(o) = parse_owner(&text) else {
            return denied(Denied::bad(&v, "console.err.seat"));
        };
        owners.insert(t, o);
    }
    let outcome = set_physical(&state, &v, &l, owners).await;
    answer(outcome.map(|()| json!({"ok": true})))
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct DigitalBody {
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    relink: bool,
}

/// `POST /api/v1/matches/{id}/draft/digital`: deals the packets (or only new links);
/// the private links are in this answer only.
async fn digital(
    State(state): State<AppState>,
    Recording(v, _, id): Recording,
    bytes: axum::body::Bytes,
) -> Result<Response> {
    let b: DigitalBody = if bytes.is_empty() {
        DigitalBody::default()
    } else {
        read_body!(bytes)
    };
    let l = load(&state, id).await?;
    let deal = if b.relink {
        Deal::Relink
    } else {
        Deal::Packets(b.seed)
    };
    let outcome = deal_links(&state, &v, &l, deal).await.map(|links| {
        let links: Vec<Value> = links
            .into_iter()
            .enumerate()
            .map(|(seat, (name, url))| json!({"seat": seat, "name": name, "url": url}))
            .collect();
        json!({ "links": links })
    });
    answer(outcome)
}

/// `GET /api/v1/matches/{id}/draft`: who has picked in this pass (never what; a
/// virtual seat's packet is public).
async fn draft_progress(
    State(state): State<AppState>,
    Recording(v, _, id): Recording,
) -> Result<Response> {
    let l = load(&state, id).await?;
    let g = match game_2v2(&v, &l) {
        Ok(g) => g,
        Err(d) => return denied(d),
    };
    let map = g.map();
    let (pass, passes) = g.draft_pass().unwrap_or((0, 0));
    let seats: Vec<Value> = g
        .players()
        .iter()
        .map(|p| {
            let packet: Vec<&str> = if p.is_virtual {
                g.draft_packet_for(p.seat)
                    .iter()
                    .map(|t| map.territory(*t).slug.as_str())
                    .collect()
            } else {
                Vec::new()
            };
            json!({"seat": p.seat, "name": p.name, "picked": g.draft_has_picked(p.seat), "public_packet": packet})
        })
        .collect();
    Ok(axum::response::IntoResponse::into_response(Json(json!({
        "in_progress": g.phase() == Phase::Draft,
        "pass": pass + 1,
        "passes": passes,
        "seats": seats,
    }))))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayersBody {
    players: Vec<SeatEdit>,
}

/// The 2 vs 2 game of the match, once its setup has made one; 409 `not_ready` before.
fn game_2v2<'a>(v: &Visitor, l: &'a Loaded) -> std::result::Result<&'a Game, Denied> {
    l.risiko2v2().and_then(|(_, g)| g).ok_or_else(|| {
        Denied::key(
            v,
            StatusCode::CONFLICT,
            "not_ready",
            "console.err.not_ready",
        )
    })
}

/// `POST /api/v1/matches/{id}/players`: fixes names (any time before the sign-off)
/// and colours (before the first entry).
async fn edit_players(
    State(state): State<AppState>,
    MatchWrite { v, user, body, l }: MatchWrite<PlayersBody>,
) -> Result<Response> {
    let outcome = players::save(&state, &v, &user, &l, &body.players).await;
    match outcome {
        Ok(changed) => {
            let l = load(&state, l.row.id).await?;
            answer(Ok::<_, Denied>(
                json!({"changed": changed, "players": l.only_2v2()?.0.players}),
            ))
        }
        Err(d) => denied(d),
    }
}

#[derive(Deserialize)]
struct CapQuery {
    seat: Option<String>,
    found: Option<String>,
}

/// `GET /api/v1/matches/{id}/cap-penalty?seat=&found=`: what the penalty requires if
/// `found` tanks are counted for `seat` now, with one legal removal.
async fn cap_penalty(
    State(state): State<AppState>,
    Recording(v, _, id): Recording,
    Query(q): Query<CapQuery>,
) -> Result<Response> {
    let seat = q.seat.and_then(|s| s.parse::<u8>().ok());
    let found = q.found.and_then(|s| s.parse::<u32>().ok());
    let (Some(seat), Some(found)) = (seat, found) else {
        return denied(Denied::bad(&v, "console.err.number"));
    };
    let l = load(&state, id).await?;
    let g = match game_2v2(&v, &l) {
        Ok(g) => g,
        Err(d) => return denied(d),
    };
    let map = g.map();
    answer(
        g.cap_penalty(seat, found)
            .map(|p| {
                let example = p.example_removal().map(|m| {
                    m.into_iter()
                        .map(|(t, n)| (map.territory(t).slug.clone(), n))
                        .collect::<BTreeMap<_, _>>()
                });
                let mut body = json!(p);
                body["example_removal"] = json!(example);
                body
            })
            .map_err(|r| Denied::engine(&v, &r, &crate::engine::Names::of(g.players()))),
    )
}

/// `GET /api/v1/matches/{id}/history`: every entry and player edit, with who, when,
/// the sentence and the state after it.
async fn history_of(
    State(state): State<AppState>,
    Recording(v, _, id): Recording,
) -> Result<Response> {
    let l = load(&state, id).await?;
    let lines = of_log(&l.log)
        .history(&state, &l, v.lang, None)
        .await?
        .lines;
    answer(Ok::<_, Denied>(lines))
}

/// `POST /api/v1/matches/{id}/sign`: signs the finished result off; the match locks.
async fn sign(
    State(state): State<AppState>,
    Recording(v, user, id): Recording,
) -> Result<Response> {
    answer(signed(&state, &v, &user, id).await)
}

async fn signed(
    state: &AppState,
    v: &Visitor,
    user: &crate::web::session::CurrentUser,
    id: i64,
) -> Result<Value, Denied> {
    sign_match(state, v, user, id).await?;
    Ok(json!({"status": "signed"}))
}
