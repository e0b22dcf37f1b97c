//! The hub's web server, on top of the hub's modules: the routes of
//! `POST /api/publish` for clubs (handled here), the public pages and read API for
//! everyone ([`pages`]: the national ranking, the club ranking, a player's page)
//! and the administrator's pages ([`admin`]).

use axum::body::Bytes;
use axum::extract::State;
use axum::extract::rejection::BytesRejection;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use fluent_bundle::FluentValue;
use serde_json::json;

use super::event::Refusal;
use super::state::{Hub, PUBLISHES_PER_WINDOW, lang, refuse, unavailable};
use super::verify::verify_text;
use super::{admin, pages, store};
use crate::i18n::{t, tf};
use crate::tournament::circuit::CircuitRules;

/// The largest publish body (a national final's logs are far below).
pub const MOST_BYTES: usize = 16 * 1024 * 1024;

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
        .route("/api/ranking", get(pages::api_ranking))
        .route("/api/clubs", get(pages::api_clubs))
        .route("/api/players/{id}", get(pages::api_player))
        .route("/", get(pages::ranking_page))
        .route("/clubs", get(pages::clubs_page))
        .route("/players/{id}", get(pages::player_page))
        .merge(admin::router())
        .layer(axum::extract::DefaultBodyLimit::max(MOST_BYTES))
        .with_state(hub)
        .nest_service("/static", static_files())
        .layer(crate::server::security::headers())
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
