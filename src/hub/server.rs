//! The hub's web server: `POST /api/publish` for clubs, public pages and a read
//! API for everyone (the national ranking, the club ranking, a player's page).

use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use fluent_bundle::FluentValue;
use serde_json::json;
use sqlx::postgres::PgPool;

use super::event::{Refusal, verify_text};
use super::store;
use crate::i18n::{Lang, t, tf};
use crate::tournament::circuit::{CircuitRules, CircuitStanding, circuit_standings};

/// Publishes one token may make per [`WINDOW`].
pub const PUBLISHES_PER_WINDOW: u32 = 10;
/// The rate limit's window.
pub const WINDOW: Duration = Duration::from_secs(60);
/// The largest publish body (a national final's logs are far below).
pub const MOST_BYTES: usize = 16 * 1024 * 1024;

/// What every handler shares.
#[derive(Clone)]
pub struct Hub {
    /// The hub's database.
    pub pool: PgPool,
    /// The national circuit's rules.
    pub rules: Arc<CircuitRules>,
    /// Publishes per token in the current window.
    limits: Arc<Mutex<HashMap<i64, (Instant, u32)>>>,
}

impl Hub {
    /// A hub over `pool` ranking by `rules`.
    #[must_use]
    pub fn new(pool: PgPool, rules: CircuitRules) -> Self {
        Self {
            pool,
            rules: Arc::new(rules),
            limits: Arc::default(),
        }
    }

    /// True when token `id` may publish now (and counts this publish).
    fn allow(&self, id: i64) -> bool {
        let mut limits = self
            .limits
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let now = Instant::now();
        let slot = limits.entry(id).or_insert((now, 0));
        if now.duration_since(slot.0) >= WINDOW {
            *slot = (now, 0);
        }
        slot.1 += 1;
        slot.1 <= PUBLISHES_PER_WINDOW
    }
}

/// The default national circuit: one event type, "Torneo", worth each player's
/// event score, every event, every date.
#[must_use]
pub fn default_rules() -> CircuitRules {
    serde_json::from_value(json!({
        "types": [{"name": "Torneo", "per_score": 10000}],
        "window": {"kind": "always"}
    }))
    .unwrap_or_else(|_| CircuitRules {
        types: Vec::new(),
        window: crate::tournament::circuit::Window::Always,
        best_of: None,
    })
}

/// The hub's routes.
pub fn router(hub: Hub) -> Router {
    Router::new()
        .route("/api/publish", post(publish))
        .route("/api/ranking", get(api_ranking))
        .route("/api/clubs", get(api_clubs))
        .route("/api/players/{id}", get(api_player))
        .route("/", get(ranking_page))
        .route("/clubs", get(clubs_page))
        .route("/players/{id}", get(player_page))
        .layer(axum::extract::DefaultBodyLimit::max(MOST_BYTES))
        .with_state(hub)
}

fn lang(headers: &HeaderMap) -> Lang {
    Lang::from_accept_language(headers).unwrap_or(Lang::It)
}

fn refuse(status: StatusCode, sentence: String) -> Response {
    (status, Json(json!({"ok": false, "error": sentence}))).into_response()
}

fn unavailable(lang: Lang, e: &sqlx::Error) -> Response {
    tracing::error!("hub storage: {e}");
    refuse(
        StatusCode::SERVICE_UNAVAILABLE,
        t(lang, "hub-err-storage").to_owned(),
    )
}

/// `POST /api/publish`: a bearer token, then one payload; the event is verified
/// by replay and stored whole, or refused whole with a sentence.
async fn publish(
    State(hub): State<Hub>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let lang = lang(&headers);
    let token = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty());
    let Some(token) = token else {
        return refuse(
            StatusCode::UNAUTHORIZED,
            t(lang, "hub-err-token").to_owned(),
        );
    };
    let (club, token_id) = match store::token_club(&hub.pool, token).await {
        Ok(Some(found)) => found,
        Ok(None) => {
            return refuse(
                StatusCode::UNAUTHORIZED,
                t(lang, "hub-err-token").to_owned(),
            );
        }
        Err(e) => return unavailable(lang, &e),
    };
    if !hub.allow(token_id) {
        return refuse(
            StatusCode::TOO_MANY_REQUESTS,
            tf(
                lang,
                "hub-err-rate",
                &[("most", FluentValue::from(PUBLISHES_PER_WINDOW))],
            ),
        );
    }
    // A body cut short (the connection dropped mid-send) or too large never
    // reaches the verification: nothing is stored.
    let body = match body {
        Ok(b) => b,
        Err(e) => {
            let key = if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
                "hub-err-too-big"
            } else {
                "hub-err-body"
            };
            return refuse(e.status(), t(lang, key).to_owned());
        }
    };
    let Ok(text) = std::str::from_utf8(&body) else {
        return refuse(StatusCode::BAD_REQUEST, t(lang, "hub-err-body").to_owned());
    };
    // Replaying every log is CPU work: off the async threads.
    let owned = text.to_owned();
    let verified = match tokio::task::spawn_blocking(move || verify_text(&owned)).await {
        Ok(v) => v,
        Err(_) => return refuse(StatusCode::BAD_REQUEST, t(lang, "hub-err-body").to_owned()),
    };
    let event = match verified {
        Ok(e) => e,
        Err(r) => return refuse(StatusCode::UNPROCESSABLE_ENTITY, r.sentence(lang)),
    };
    if hub
        .rules
        .event_type(&event.payload.event.event_type)
        .is_none()
    {
        let r = Refusal {
            key: "hub-err-unknown-type",
            args: vec![("type", event.payload.event.event_type.clone())],
        };
        return refuse(StatusCode::UNPROCESSABLE_ENTITY, r.sentence(lang));
    }
    match store::store_event(&hub.pool, club, &event).await {
        Ok(id) => (
            StatusCode::OK,
            Json(json!({
                "ok": true,
                "event": id,
                "tables": event.tables.len(),
                "players": event.results.len(),
            })),
        )
            .into_response(),
        Err(e) => unavailable(lang, &e),
    }
}

/// The national ranking with each person's name and club.
async fn national(hub: &Hub) -> Result<(Vec<CircuitStanding>, Vec<store::Person>), sqlx::Error> {
    let events = store::circuit_events(&hub.pool).await?;
    let people = store::people_list(&hub.pool).await?;
    // Every stored event's type was in the rules when it was published; one a
    // later rules file dropped is left out rather than failing the page.
    let events: Vec<_> = events
        .into_iter()
        .filter(|e| hub.rules.event_type(&e.event_type).is_some())
        .collect();
    let rows = circuit_standings(&hub.rules, &events).unwrap_or_default();
    Ok((rows, people))
}

/// A club's ranking: its players' national totals summed, best first.
fn clubs_of(rows: &[CircuitStanding], people: &[store::Person]) -> Vec<(String, i64, usize)> {
    let mut by_club: HashMap<String, (i64, usize)> = HashMap::new();
    for r in rows {
        if let Some(club) = people
            .iter()
            .find(|p| p.id == r.player)
            .and_then(|p| p.club.clone())
        {
            let slot = by_club.entry(club).or_default();
            slot.0 += r.total.0;
            slot.1 += 1;
        }
    }
    let mut out: Vec<(String, i64, usize)> =
        by_club.into_iter().map(|(c, (t, n))| (c, t, n)).collect();
    out.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    out
}

fn shown(points: i64) -> String {
    crate::tournament::individual::Points(points).to_string()
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn page(lang: Lang, title: &str, body: &str) -> Html<String> {
    Html(format!(
        "<!doctype html><html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{}</title></head><body><nav><a href=\"/\">{}</a> · <a href=\"/clubs\">{}</a></nav>\
         <main><h1>{}</h1>{body}</main></body></html>",
        lang.code(),
        esc(title),
        esc(t(lang, "hub-ranking")),
        esc(t(lang, "hub-clubs")),
        esc(title),
    ))
}

async fn ranking_page(State(hub): State<Hub>, headers: HeaderMap) -> Response {
    let lang = lang(&headers);
    let (rows, people) = match national(&hub).await {
        Ok(r) => r,
        Err(e) => return unavailable(lang, &e),
    };
    let mut body = String::new();
    if rows.is_empty() {
        let _ = write!(body, "<p>{}</p>", esc(t(lang, "hub-nothing")));
    } else {
        let _ = write!(
            body,
            "<table><thead><tr><th>#</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>",
            esc(t(lang, "hub-player")),
            esc(t(lang, "hub-club")),
            esc(t(lang, "hub-events")),
            esc(t(lang, "hub-points")),
        );
        for r in &rows {
            let p = people.iter().find(|p| p.id == r.player);
            let _ = write!(
                body,
                "<tr><td>{}</td><td><a href=\"/players/{}\">{}</a></td><td>{}</td><td>{}</td><td>{}</td></tr>",
                r.rank,
                r.player,
                esc(p.map_or("", |p| p.name.as_str())),
                esc(p.and_then(|p| p.club.as_deref()).unwrap_or("")),
                r.counted.len(),
                shown(r.total.0),
            );
        }
        body.push_str("</tbody></table>");
    }
    page(lang, t(lang, "hub-ranking"), &body).into_response()
}

async fn clubs_page(State(hub): State<Hub>, headers: HeaderMap) -> Response {
    let lang = lang(&headers);
    let (rows, people) = match national(&hub).await {
        Ok(r) => r,
        Err(e) => return unavailable(lang, &e),
    };
    let mut body = format!(
        "<table><thead><tr><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>",
        esc(t(lang, "hub-club")),
        esc(t(lang, "hub-players")),
        esc(t(lang, "hub-points")),
    );
    for (club, total, n) in clubs_of(&rows, &people) {
        let _ = write!(
            body,
            "<tr><td>{}</td><td>{n}</td><td>{}</td></tr>",
            esc(&club),
            shown(total)
        );
    }
    body.push_str("</tbody></table>");
    page(lang, t(lang, "hub-clubs"), &body).into_response()
}

async fn player_page(
    State(hub): State<Hub>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    let lang = lang(&headers);
    let found = match player(&hub, &id).await {
        Ok(p) => p,
        Err(e) => return unavailable(lang, &e),
    };
    let Some((person, results)) = found else {
        return (
            StatusCode::NOT_FOUND,
            page(lang, t(lang, "hub-no-player"), ""),
        )
            .into_response();
    };
    let mut body = format!(
        "<p>{}</p><table><thead><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>",
        esc(person.club.as_deref().unwrap_or("")),
        esc(t(lang, "hub-date")),
        esc(t(lang, "hub-event")),
        esc(t(lang, "hub-place")),
        esc(t(lang, "hub-points")),
    );
    for a in &results {
        let _ = write!(
            body,
            "<tr><td>{}</td><td>{} ({})</td><td>{}</td><td>{}</td></tr>",
            a.date,
            esc(&a.name),
            esc(&a.club),
            a.place,
            shown(a.score)
        );
    }
    body.push_str("</tbody></table>");
    page(lang, &person.name, &body).into_response()
}

async fn player(
    hub: &Hub,
    id: &str,
) -> Result<Option<(store::Person, Vec<store::Appearance>)>, sqlx::Error> {
    let Ok(id) = id.parse::<i64>() else {
        return Ok(None);
    };
    let Some(person) = store::people_list(&hub.pool)
        .await?
        .into_iter()
        .find(|p| p.id == id)
    else {
        return Ok(None);
    };
    let results = store::appearances(&hub.pool, id).await?;
    Ok(Some((person, results)))
}

async fn api_ranking(State(hub): State<Hub>, headers: HeaderMap) -> Response {
    match national(&hub).await {
        Ok((rows, people)) => {
            let rows: Vec<_> = rows
                .iter()
                .map(|r| {
                    let p = people.iter().find(|p| p.id == r.player);
                    json!({
                        "rank": r.rank,
                        "player": r.player,
                        "name": p.map(|p| p.name.clone()),
                        "club": p.and_then(|p| p.club.clone()),
                        "total": shown(r.total.0),
                        "counted": r.counted,
                        "discarded": r.discarded,
                    })
                })
                .collect();
            Json(json!({ "ranking": rows })).into_response()
        }
        Err(e) => unavailable(lang(&headers), &e),
    }
}

async fn api_clubs(State(hub): State<Hub>, headers: HeaderMap) -> Response {
    match national(&hub).await {
        Ok((rows, people)) => {
            let clubs: Vec<_> = clubs_of(&rows, &people)
                .into_iter()
                .map(|(club, total, n)| json!({"club": club, "players": n, "total": shown(total)}))
                .collect();
            Json(json!({ "clubs": clubs })).into_response()
        }
        Err(e) => unavailable(lang(&headers), &e),
    }
}

async fn api_player(
    State(hub): State<Hub>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    let lang = lang(&headers);
    match player(&hub, &id).await {
        Ok(Some((person, results))) => {
            Json(json!({"player": person, "results": results})).into_response()
        }
        Ok(None) => refuse(StatusCode::NOT_FOUND, t(lang, "hub-no-player").to_owned()),
        Err(e) => unavailable(lang, &e),
    }
}
