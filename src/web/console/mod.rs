//! The referee console: recording a 2 vs 2 match at a table (being built).

use super::AppState;
use axum::Router;

/// Routes of the referee console, the public table page and the match API.
pub fn router() -> Router<AppState> {
    Router::new()
}
