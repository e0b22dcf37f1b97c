//! The web layer's one error type. User errors are shown in the visitor's language;
//! internal errors are logged and shown as a friendly page without details.
//!
//! [`AppError`] does not know the visitor, so it turns into a bare response carrying
//! an [`ErrorPage`] marker; the session middleware, which knows the language and the
//! account, renders the marker into the full page (or JSON under `/api/`).

use crate::db::DbError;
use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Serialize;

/// Result of a handler.
pub type Result<T, E = AppError> = std::result::Result<T, E>;

/// What went wrong while answering a request.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// No such page or record.
    #[error("not found")]
    NotFound,
    /// Logged in, but this account may not do this.
    #[error("forbidden")]
    Forbidden,
    /// Not logged in; `next` is where to come back after logging in.
    #[error("login required")]
    LoginRequired {
        /// The path that asked for a login.
        next: String,
    },
    /// A state-changing request without a valid CSRF token or from another site.
    #[error("csrf check failed")]
    Csrf,
    /// Bad input; the translation key of the message.
    #[error("bad request: {0}")]
    BadRequest(&'static str),
    /// Storage cannot take writes right now; nothing was recorded.
    #[error("unavailable: {0}")]
    Unavailable(String),
    /// A bug or broken environment; logged, not shown.
    #[error("internal: {0}")]
    Internal(String),
}

impl From<DbError> for AppError {
    fn from(e: DbError) -> Self {
        match e {
            DbError::Unavailable(m) => AppError::Unavailable(m),
            other => AppError::Internal(other.to_string()),
        }
    }
}

impl From<askama::Error> for AppError {
    fn from(e: askama::Error) -> Self {
        AppError::Internal(format!("template: {e}"))
    }
}

/// The marker the session middleware renders into an error page.
#[derive(Clone, Debug)]
pub struct ErrorPage {
    /// HTTP status.
    pub status: StatusCode,
    /// Stable code for the JSON API.
    pub code: &'static str,
    /// Translation key of the page title.
    pub title: &'static str,
    /// Translation key of the message.
    pub message: &'static str,
}

/// The JSON body of an API error.
#[derive(Serialize)]
pub struct ApiError<'a> {
    /// Stable snake_case code.
    pub code: &'a str,
    /// The message in the requested language.
    pub message: &'a str,
}

impl AppError {
    fn page(&self) -> ErrorPage {
        let (status, code, title, message) = match self {
            AppError::NotFound => (
                StatusCode::NOT_FOUND,
                "not_found",
                "err.not_found.title",
                "err.not_found",
            ),
            AppError::Forbidden => (
                StatusCode::FORBIDDEN,
                "forbidden",
                "err.forbidden.title",
                "err.forbidden",
            ),
            AppError::LoginRequired { .. } => (
                StatusCode::UNAUTHORIZED,
                "login_required",
                "nav.login",
                "nav.login",
            ),
            AppError::Csrf => (
                StatusCode::FORBIDDEN,
                "csrf",
                "err.forbidden.title",
                "err.csrf",
            ),
            AppError::BadRequest(key) => (
                StatusCode::BAD_REQUEST,
                "bad_request",
                "err.bad_request.title",
                *key,
            ),
            AppError::Unavailable(_) => (
                StatusCode::SERVICE_UNAVAILABLE,
                "unavailable",
                "err.unavailable.title",
                "err.unavailable",
            ),
            AppError::Internal(_) => (
                StatusCode::INTERNAL_SERVER_ERROR,
                "internal",
                "err.internal.title",
                "err.internal",
            ),
        };
        ErrorPage {
            status,
            code,
            title,
            message,
        }
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        match &self {
            AppError::Internal(m) => tracing::error!(error = %m, "internal error"),
            AppError::Unavailable(m) => tracing::warn!(error = %m, "storage unavailable"),
            _ => {}
        }
        if let AppError::LoginRequired { next } = &self
            && !next.starts_with("/api/")
        {
            let target = format!("/login?next={}", urlencode(next));
            return Redirect::to(&target).into_response();
        }
        let page = self.page();
        let mut resp = page.status.into_response();
        if page.status == StatusCode::SERVICE_UNAVAILABLE {
            resp.headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("5"));
        }
        resp.extensions_mut().insert(page);
        resp
    }
}

/// A JSON error response (used for `/api/` paths).
pub fn json_error(status: StatusCode, code: &str, message: &str) -> Response {
    (status, Json(ApiError { code, message })).into_response()
}

/// Response for a handler that panicked: logged, then a plain 500 marker that the
/// session middleware renders like any other internal error.
pub fn panic_response(_: Box<dyn std::any::Any + Send + 'static>) -> Response {
    AppError::Internal("handler panicked".into()).into_response()
}

/// Percent-encodes a path for use in a query string.
pub fn urlencode(s: &str) -> String {
    serde_urlencoded::to_string([("", s)])
        .map(|q| q.trim_start_matches('=').to_string())
        .unwrap_or_default()
}
