//! Logging in and out, with throttling per account and per client address.

use super::{render, render_status};
use crate::accounts::password;
use crate::db::{self, throttle::Scope};
use crate::web::pages::lang::safe_next;
use crate::web::session::{Visitor, random_token, token_hash};
use crate::web::{AppState, Result, cookies};
use askama::Template;
use axum::Form;
use axum::extract::{ConnectInfo, FromRequestParts, Query, State};
use axum::http::request::Parts;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use std::convert::Infallible;
use std::net::SocketAddr;

/// Failed attempts allowed per account within [`WINDOW`] before refusing.
pub const MAX_ACCOUNT_FAILURES: i64 = 5;
/// Failed attempts allowed per client address within [`WINDOW`].
pub const MAX_ADDRESS_FAILURES: i64 = 20;
/// The throttling window, in seconds (15 minutes).
pub const WINDOW: i64 = 15 * 60;

/// The client's IP address as text, or `unknown` when the server was not started
/// with connection info (as in tests that call the router directly).
pub struct ClientAddr(pub String);

impl<S: Send + Sync> FromRequestParts<S> for ClientAddr {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Infallible> {
        Ok(ClientAddr(
            parts
                .extensions
                .get::<ConnectInfo<SocketAddr>>()
                .map(|c| c.0.ip().to_string())
                .unwrap_or_else(|| "unknown".into()),
        ))
    }
}

#[derive(Template)]
#[template(path = "login.html")]
struct LoginPage {
    v: Visitor,
    next: String,
    username: String,
    error: Option<&'static str>,
}

/// Query of the login page.
#[derive(Deserialize)]
pub struct NextQuery {
    #[serde(default)]
    next: String,
}

/// `GET /login`.
pub async fn form(v: Visitor, Query(q): Query<NextQuery>) -> Result<Response> {
    if v.user.is_some() {
        return Ok(Redirect::to(safe_next(&q.next)).into_response());
    }
    render(&LoginPage {
        v,
        next: q.next,
        username: String::new(),
        error: None,
    })
}

/// The login form.
#[derive(Deserialize)]
pub struct LoginForm {
    #[serde(default)]
    username: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    next: String,
}

/// `POST /login`: checks throttling, then the password; on success a fresh session
/// (a new id even if one existed: rotation defeats session fixation).
pub async fn submit(
    State(state): State<AppState>,
    v: Visitor,
    ClientAddr(addr): ClientAddr,
    Form(f): Form<LoginForm>,
) -> Result<Response> {
    let username = f.username.trim().to_string();
    let again = |v: Visitor, status, error| {
        render_status(
            status,
            &LoginPage {
                v,
                next: f.next.clone(),
                username: username.clone(),
                error: Some(error),
            },
        )
    };
    if username.is_empty()
        || f.password.is_empty()
        || username.len() > 64
        || f.password.len() > 1024
    {
        return again(v, StatusCode::UNPROCESSABLE_ENTITY, "login.missing");
    }
    let now = state.now_unix();
    let account_key = username.to_lowercase();
    let since = now - WINDOW;
    let (by_account, _) =
        db::throttle::failures_since(&state.db, Scope::Account, &account_key, since).await?;
    let (by_address, _) =
        db::throttle::failures_since(&state.db, Scope::Address, &addr, since).await?;
    if by_account >= MAX_ACCOUNT_FAILURES || by_address >= MAX_ADDRESS_FAILURES {
        tracing::warn!(account = %account_key, address = %addr, "login throttled");
        return again(v, StatusCode::TOO_MANY_REQUESTS, "login.throttled");
    }

    let user = db::users::by_username(&state.db, &username).await?;
    let stored = user
        .as_ref()
        .filter(|u| !u.disabled)
        .map(|u| u.password_hash.clone());
    let ok = password::verify(f.password.clone(), stored).await;
    let user = match (ok, user) {
        (true, Some(u)) => u,
        _ => {
            db::throttle::record_failure(&state.db, &account_key, &addr, now).await?;
            return again(v, StatusCode::UNAUTHORIZED, "login.failed");
        }
    };
    db::throttle::clear_account(&state.db, &account_key, since).await?;
    if let Some(old) = &v.session_hash {
        db::sessions::delete(&state.db, old).await?;
    }
    start_session(&state, user.id, safe_next(&f.next)).await
}

/// Creates a session for `user_id` and redirects to `next` with its cookie.
pub async fn start_session(state: &AppState, user_id: i64, next: &str) -> Result<Response> {
    let token = random_token();
    let csrf = random_token();
    db::sessions::insert(
        &state.db,
        &token_hash(&token),
        user_id,
        &csrf,
        state.now_unix(),
    )
    .await?;
    let mut resp = Redirect::to(next).into_response();
    resp.headers_mut().append(
        header::SET_COOKIE,
        cookies::set(
            cookies::SESSION,
            &token,
            None,
            state.config.secure_cookies(),
        ),
    );
    Ok(resp)
}

/// `POST /logout`: ends the session and clears the cookie.
pub async fn logout(State(state): State<AppState>, v: Visitor) -> Result<Response> {
    if let Some(h) = &v.session_hash {
        db::sessions::delete(&state.db, h).await?;
    }
    let mut resp = Redirect::to("/").into_response();
    resp.headers_mut().append(
        header::SET_COOKIE,
        cookies::set(cookies::SESSION, "", Some(0), state.config.secure_cookies()),
    );
    Ok(resp)
}
