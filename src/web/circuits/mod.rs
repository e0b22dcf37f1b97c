//! Circuits (issue 30): one ranking over chosen events, stored and shown. The
//! organizer creates a circuit, writes its rules (event types with their points
//! by place, by stage reached, per game, per score, a multiplier; the window;
//! best K) and picks its events; everyone reads the standings with every value
//! that made them, on the page, the projector, the exports and the API.
//!
//! The rules are [`crate::tournament::circuit`]'s, checked there; the pages only
//! read the forms and say, in a sentence, what to fix.

pub(crate) mod export;
mod forms;
pub mod load;
mod pages;
mod projector;

use axum::Router;
use axum::routing::{get, post};

use crate::web::AppState;
use crate::web::tournaments::projector::{fragment, show};

/// The circuits' routes (the API's are in [`crate::web::api`]'s circuits area).
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/circuits", get(pages::list).post(forms::create))
        .route("/circuits/{id}", get(pages::show))
        .route("/circuits/{id}/manage", get(pages::manage))
        .route("/circuits/{id}/settings", post(forms::settings))
        .route("/circuits/{id}/types", post(forms::put_type))
        .route("/circuits/{id}/types/remove", post(forms::remove_type))
        .route("/circuits/{id}/events", post(forms::put_event))
        .route("/circuits/{id}/events/remove", post(forms::remove_event))
        .route("/circuits/{id}/projector", get(show::<projector::Deck>))
        .route(
            "/circuits/{id}/projector/deck",
            get(fragment::<projector::Deck>),
        )
        .route(
            "/circuits/{id}/export/standings.csv",
            get(export::standings_csv),
        )
        .route("/circuits/{id}/export/circuit.xlsx", get(export::workbook))
}
