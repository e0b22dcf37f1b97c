//! The web layer's one error type. User errors are shown in the visitor's language;
//! internal errors are logged and shown as a friendly page without details.
//!
//! [`AppError`] does not know the visitor, so it turns into a bare response carrying
//! an [`ErrorPage`] marker; the session middleware, which knows the language and the
//! account, renders the marker into the full page (or JSON under `/api/`).

use crate::db::DbError;
use axum::Json;
use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
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
    /// Too many password checks at once; nothing was checked or recorded.
    #[error("too many logins at once")]
    Busy,
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

impl From<crate::accounts::password::HashError> for AppError {
    fn from(e: crate::accounts::password::HashError) -> Self {
        use crate::accounts::password::HashError;
        match e {
            HashError::Busy => AppError::Busy,
            HashError::Failed(m) => AppError::Internal(m),
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
            AppError::Busy => (
                StatusCode::TOO_MANY_REQUESTS,
                "busy",
                "err.busy.title",
                "err.busy",
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
            AppError::Internal(m) => {
                tracing::error!(error = %crate::printable::Printable(m), "internal error")
            }
            AppError::Unavailable(m) => {
                tracing::warn!(error = %crate::printable::Printable(m), "storage unavailable")
            }
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
        let retry_after = match page.status {
            StatusCode::SERVICE_UNAVAILABLE => Some("5"),
            StatusCode::TOO_MANY_REQUESTS => Some("2"),
            _ => None,
        };
        if let Some(secs) = retry_after {
            resp.headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static(secs));
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

/// Gives the framework's own refusals the app's voice, and refuses text that is not
/// text. axum answers a form that does not parse, a wrong content type or a body over
/// the limit with a plain English line, and a method a route does not take with an
/// empty 405; this turns each into the [`ErrorPage`] marker (status kept), so the
/// visitor gets the usual page or JSON error in their language. A form or JSON body
/// that is not UTF-8 (after percent-decoding) is refused with 400 before any handler
/// sees it: the form extractor would otherwise store U+FFFD in its place. Runs inside
/// the session middleware, which renders the marker.
pub async fn explain_rejections(req: Request, next: Next) -> Response {
    let (parts, body) = req.into_parts();
    let kind = parts
        .headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let percent_encoded = kind.starts_with("application/x-www-form-urlencoded");
    let req = if percent_encoded || kind.starts_with("application/json") {
        let bytes = match axum::body::to_bytes(body, crate::web::BODY_LIMIT).await {
            Ok(bytes) => bytes,
            Err(e) => return unread_body(&e),
        };
        let text = if percent_encoded {
            percent_decoded(&bytes)
        } else {
            bytes.to_vec()
        };
        if std::str::from_utf8(&text).is_err() {
            return marker(StatusCode::BAD_REQUEST, "not_utf8", "err.not_utf8");
        }
        Request::from_parts(parts, axum::body::Body::from(bytes))
    } else {
        Request::from_parts(parts, body)
    };
    let resp = next.run(req).await;
    let status = resp.status();
    let plain = resp
        .headers()
        .get(header::CONTENT_TYPE)
        .is_none_or(|v| v.as_bytes().starts_with(b"text/plain"));
    let (code, message) = match status {
        _ if !plain || resp.extensions().get::<ErrorPage>().is_some() => return resp,
        StatusCode::METHOD_NOT_ALLOWED => ("method_not_allowed", "err.method"),
        StatusCode::PAYLOAD_TOO_LARGE => ("too_large", "err.too_large"),
        StatusCode::BAD_REQUEST
        | StatusCode::UNSUPPORTED_MEDIA_TYPE
        | StatusCode::UNPROCESSABLE_ENTITY => ("bad_request", "err.rejected"),
        _ => return resp,
    };
    let (mut parts, _) = resp.into_parts();
    parts.headers.remove(header::CONTENT_TYPE);
    parts.headers.remove(header::CONTENT_LENGTH);
    marked(
        Response::from_parts(parts, axum::body::Body::empty()),
        code,
        message,
    )
}

/// A bare response carrying an [`ErrorPage`] marker for a bad request.
/// The refusal of a body that could not be read whole: too slow (408, see
/// `server::pace`), one too many of its client's (429), or over the limit (413).
pub fn unread_body(e: &axum::Error) -> Response {
    if crate::server::pace::too_slow(e) {
        marker(StatusCode::REQUEST_TIMEOUT, "too_slow", "err.too_slow")
    } else if crate::server::pace::too_many(e) {
        let mut r = marker(StatusCode::TOO_MANY_REQUESTS, "busy", "err.bodies_busy");
        r.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("2"));
        r
    } else {
        marker(StatusCode::PAYLOAD_TOO_LARGE, "too_large", "err.too_large")
    }
}

fn marker(status: StatusCode, code: &'static str, message: &'static str) -> Response {
    marked(status.into_response(), code, message)
}

/// `out` with an [`ErrorPage`] marker for a bad request under its own status: the
/// session layer puts the page in.
fn marked(mut out: Response, code: &'static str, message: &'static str) -> Response {
    let status = out.status();
    out.extensions_mut().insert(ErrorPage {
        status,
        code,
        title: "err.bad_request.title",
        message,
    });
    out
}

/// `application/x-www-form-urlencoded` bytes with `%XX` and `+` decoded. Separators
/// are ASCII, so the whole decodes to UTF-8 exactly when every name and value does.
fn percent_decoded(bytes: &[u8]) -> Vec<u8> {
    let hex = |b: u8| (b as char).to_digit(16);
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let decoded = (bytes[i] == b'%')
            .then(|| Some(hex(*bytes.get(i + 1)?)? * 16 + hex(*bytes.get(i + 2)?)?))
            .flatten();
        match (decoded, bytes[i]) {
            (Some(b), _) => {
                out.push(u8::try_from(b).unwrap_or(b'?'));
                i += 3;
            }
            (None, b'+') => {
                out.push(b' ');
                i += 1;
            }
            (None, b) => {
                out.push(b);
                i += 1;
            }
        }
    }
    out
}

/// Percent-encodes a path for use in a query string.
pub fn urlencode(s: &str) -> String {
    serde_urlencoded::to_string([("", s)])
        .map(|q| q.trim_start_matches('=').to_string())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::percent_decoded;

    #[test]
    fn percent_decoding_finds_what_is_not_utf8() {
        let ok = |s: &[u8]| std::str::from_utf8(&percent_decoded(s)).is_ok();
        assert!(ok(b"name=Corsari&club=Roma+Nord"));
        assert!(ok(b"name=%C3%A8&x=%"));
        assert!(ok(b"a=%4"));
        assert!(!ok(b"name=%FF"));
        assert!(!ok(b"name=%C3&b=%A8"));
        assert!(!ok(b"name=\xff"));
        assert_eq!(percent_decoded(b"a%20b+c%2"), b"a b c%2");
    }
}
