//! Tournaments around the matches: creation, registration (form and CSV import),
//! rounds (pair → edit → publish), and the public pages. Rules of pairing and
//! standings live in [`crate::tournament`]; these handlers only load, call and store.

pub mod cached;
mod inputs;
mod manage;
mod public;
mod registration;
mod rounds;
mod tables;

use super::AppState;
use axum::Router;
use axum::routing::{get, post};

/// Routes of the tournament feature.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/tournaments", get(manage::list).post(manage::create))
        .route("/tournaments/{id}", get(public::home))
        .route("/tournaments/{id}/standings", get(public::standings))
        .route("/tournaments/{id}/manage", get(manage::show))
        .route("/tournaments/{id}/teams", post(registration::add))
        .route(
            "/tournaments/{id}/teams/{team}/drop",
            post(registration::drop),
        )
        .route(
            "/tournaments/{id}/teams/{team}/return",
            post(registration::undrop),
        )
        .route("/tournaments/{id}/import", post(registration::preview))
        .route(
            "/tournaments/{id}/import/confirm",
            post(registration::confirm),
        )
        .route("/tournaments/{id}/rounds", post(rounds::pair))
        .route("/tournaments/{id}/rounds/{round}/swap", post(rounds::swap))
        .route(
            "/tournaments/{id}/rounds/{round}/discard",
            post(rounds::discard),
        )
        .route(
            "/tournaments/{id}/rounds/{round}/publish",
            post(rounds::publish),
        )
}
