//! The pages of the foundation: home, login/logout, first-start setup, referee
//! accounts, own account, language switch, health. Later features add their own
//! routers next to this one.

mod access;
mod account;
pub mod attempts;
mod home;
mod lang;
mod login;
mod next;
mod setup;
mod users;

use super::{AppState, Result};
use askama::Template;
use axum::Router;
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};

pub use setup::ensure_setup_link;

/// Routes of the foundation pages.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/", get(home::show))
        .route("/healthz", get(home::health))
        .route("/login", get(login::form).post(login::submit))
        .route("/logout", post(login::logout))
        .route("/lang", post(lang::switch))
        .route("/setup/{token}", get(setup::form).post(setup::submit))
        .route("/users", get(users::list).post(users::create))
        .route("/users/{id}/disable", post(users::disable))
        .route("/users/{id}/enable", post(users::enable))
        .route("/users/{id}/unlock", post(access::unlock))
        .route("/users/{id}/password", post(access::reset_password))
        .route("/account", get(account::show))
        .route("/account/password", post(account::change_password))
}

/// Renders a template into an HTML response.
pub fn render<T: Template>(t: &T) -> Result<Response> {
    Ok(Html(t.render()?).into_response())
}

/// Renders a template with a status other than 200 (a form shown again with errors).
pub fn render_status<T: Template>(status: StatusCode, t: &T) -> Result<Response> {
    Ok((status, Html(t.render()?)).into_response())
}

/// The message of a page's `error` when it belongs to `form`: a page with several
/// forms shows it beside the one that was sent.
pub fn form_error<'a>(error: &'a Option<(&'static str, String)>, form: &str) -> Option<&'a str> {
    error
        .as_ref()
        .filter(|(f, _)| *f == form)
        .map(|(_, m)| m.as_str())
}

/// The fallback for unknown paths.
pub async fn not_found() -> super::AppError {
    super::AppError::NotFound
}
