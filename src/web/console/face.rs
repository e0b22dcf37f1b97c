//! How the console asked: as a whole page (a plain form post, JavaScript off: answered
//! with a redirect to the match page, POST-redirect-GET) or as the live fragment (the
//! console's script, `static/console.js`: answered with the fragment to swap in, so the
//! page never reloads and its address never becomes `…/act`).

use super::denied::{Denied, Outcome};
use super::load;
use super::page::{Extras, render_face};
use crate::web::session::{CurrentUser, Visitor};
use crate::web::{AppState, Result};
use axum::extract::FromRequestParts;
use axum::http::StatusCode;
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

/// Answers a console action: on success the match page (redirect) or the fresh
/// fragment; on refusal the page or fragment with the reason at `form`, with the
/// refusal's status. `x` carries what else to show (the "Perché no?" answer).
///
/// # Errors
/// Internal failures, or a failure to reload the match.
#[allow(clippy::too_many_arguments)]
pub async fn answer(
    state: &AppState,
    v: Visitor,
    user: &CurrentUser,
    id: i64,
    form: &str,
    outcome: Outcome<()>,
    face: Face,
    mut x: Extras,
) -> Result<Response> {
    let status = match outcome {
        Ok(()) if face == Face::Page && !x.shows_something() => {
            return Ok(Redirect::to(&format!("/console/m/{id}")).into_response());
        }
        Ok(()) => StatusCode::OK,
        Err(Denied::App(e)) => return Err(e),
        Err(Denied::Shown {
            status, message, ..
        }) => {
            x.error = Some((form.to_string(), message));
            status
        }
    };
    let l = load(state, id).await?;
    render_face(state, v, user, l, x, status, face).await
}

/// `GET` on a console action's address (a reload after a refused form, a bookmark):
/// back to the match page rather than a dead `…/act`, for whoever may record on it.
///
/// # Errors
/// As the match page: sign-in first, 403 for a referee of another table.
pub async fn back(super::Recording(_, _, id): super::Recording) -> Result<Response> {
    Ok(Redirect::to(&format!("/console/m/{id}")).into_response())
}
