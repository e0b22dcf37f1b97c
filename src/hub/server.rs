//! The hub's web server: `POST /api/publish` for clubs, public pages and a read
//! API for everyone (the national ranking, the club ranking, a player's page).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::extract::State;
use axum::extract::rejection::BytesRejection;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use fluent_bundle::FluentValue;
use serde_json::json;
use sqlx::postgres::PgPool;

use super::event::{Refusal, verify_text};
use super::{admin, pages, store};
use crate::accounts::password::Hashers;
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
    /// The administrator's password checks (argon2, a few at once).
    pub(super) hashers: Hashers,
    /// Served over HTTPS: cookies are `Secure` and `__Host-` named.
    pub(super) secure: bool,
}

impl Hub {
    /// A hub over `pool` ranking by `rules`.
    #[must_use]
    pub fn new(pool: PgPool, rules: CircuitRules) -> Self {
        Self {
            pool,
            rules: Arc::new(rules),
            limits: Arc::default(),
            hashers: Hashers::for_this_machine(),
            secure: false,
        }
    }

    /// The same hub, its cookies `Secure` when it is served over HTTPS
    /// (behind a TLS proxy).
    #[must_use]
    pub fn with_secure_cookies(mut self, secure: bool) -> Self {
        self.secure = secure;
        self
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

/// `/static/*`: the club instance's style sheet and icon, so the hub's pages
/// look like a club's.
fn static_files() -> tower_http::services::ServeDir {
    tower_http::services::ServeDir::new(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("static"),
    )
}

/// The hub's routes.
pub fn router(hub: Hub) -> Router {
    Router::new()
        .route("/api/publish", post(publish))
        .route("/api/ranking", get(api_ranking))
        .route("/api/clubs", get(api_clubs))
        .route("/api/players/{id}", get(pages::api_player))
        .route("/", get(pages::ranking_page))
        .route("/clubs", get(pages::clubs_page))
        .route("/players/{id}", get(pages::player_page))
        .merge(admin::router())
        .layer(axum::extract::DefaultBodyLimit::max(MOST_BYTES))
        .with_state(hub)
        .nest_service("/static", static_files())
        .layer(crate::web::security::headers())
}

pub(super) fn lang(headers: &HeaderMap) -> Lang {
    Lang::from_accept_language(headers).unwrap_or(Lang::It)
}

pub(super) fn refuse(status: StatusCode, sentence: String) -> Response {
    (status, Json(json!({"ok": false, "error": sentence}))).into_response()
}

pub(super) fn unavailable(lang: Lang, e: &sqlx::Error) -> Response {
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
    match store::store_published(&hub.pool, club, &event).await {
        Ok((id, people)) => {
            // The event is stored: a failure to note the token's use only
            // leaves its "last used" behind.
            if let Err(e) = store::token_used(&hub.pool, token_id).await {
                tracing::warn!("hub token use not noted: {e}");
            }
            (
                StatusCode::OK,
                Json(json!({
                    "ok": true,
                    "event": id,
                    "tables": event.tables.len(),
                    "players": event.results.len(),
                    "people": people,
                })),
            )
                .into_response()
        }
        Err(e) => unavailable(lang, &e),
    }
}

/// The national ranking with each person's name and club.
pub(super) async fn national(
    hub: &Hub,
) -> Result<(Vec<CircuitStanding>, Vec<store::Person>), sqlx::Error> {
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
pub(super) fn clubs_of(
    rows: &[CircuitStanding],
    people: &[store::Person],
) -> Vec<(String, i64, usize)> {
    let mut by_club: HashMap<String, (i64, usize)> = HashMap::new();
    for r in rows {
        if let Some(club) = store::person_in(people, r.player).and_then(|p| p.club.clone()) {
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

/// Points in ten-thousandths as the pages show them.
pub(super) fn shown(points: i64) -> String {
    crate::tournament::individual::Points(points).to_string()
}

async fn api_ranking(State(hub): State<Hub>, headers: HeaderMap) -> Response {
    match national(&hub).await {
        Ok((rows, people)) => {
            let rows: Vec<_> = rows
                .iter()
                .map(|r| {
                    let p = store::person_in(&people, r.player);
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
