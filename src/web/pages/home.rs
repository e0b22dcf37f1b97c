//! The home page and the health check.

use super::render;
use crate::web::session::Visitor;
use crate::web::{AppState, Result};
use askama::Template;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

#[derive(Template)]
#[template(path = "home.html")]
struct HomePage {
    v: Visitor,
}

/// `GET /`: what Arbitro is, or the signed-in account's starting points.
pub async fn show(v: Visitor) -> Result<Response> {
    render(&HomePage { v })
}

/// `GET /healthz`: 200 `ok` while the database answers, 503 otherwise.
pub async fn health(State(state): State<AppState>) -> Response {
    match state.db.ping().await {
        Ok(()) => "ok".into_response(),
        Err(e) => (StatusCode::SERVICE_UNAVAILABLE, format!("database: {e}")).into_response(),
    }
}
