//! How the console asked: as a whole page (a plain form post, JavaScript off: answered
//! with a redirect to the match page, POST-redirect-GET) or as the live fragment (the
//! console's script, `static/console.js`: answered with the fragment to swap in, so the
//! page never reloads and its address never becomes `…/act`). Answering in either face
//! is [`super::answer`]'s.

use crate::web::Result;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::response::{IntoResponse, Redirect, Response};
use std::convert::Infallible;

/// The two faces of a console answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Face {
    /// The whole page.
    Page,
    /// Only the live part (`?fragment=1`, or the `HX-Request` / `X-Console` header).
    Fragment,
}

impl<S: Send + Sync> FromRequestParts<S> for Face {
    type Rejection = Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        _: &S,
    ) -> std::result::Result<Self, Self::Rejection> {
        let header = |name: &str| parts.headers.get(name).and_then(|h| h.to_str().ok());
        let query = parts.uri.query().unwrap_or("");
        let asked = header("hx-request") == Some("true")
            || header("x-console") == Some("fragment")
            || query.split('&').any(|p| p == "fragment=1");
        Ok(if asked { Face::Fragment } else { Face::Page })
    }
}

/// `GET` on a console action's address (a reload after a refused form, a bookmark):
/// back to the match page rather than a dead `…/act`, for whoever may record on it.
///
/// # Errors
/// As the match page: sign-in first, 403 for a referee of another table.
pub async fn back(super::Recording(_, _, id): super::Recording) -> Result<Response> {
    Ok(Redirect::to(&format!("/console/m/{id}")).into_response())
}
