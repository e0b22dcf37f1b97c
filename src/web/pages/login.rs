//! Logging in and out. The password check is counted and throttled per (account,
//! address) pair and per address, and slowed per account (see [`super::attempts`]).

use super::attempts::{self, Checked, ClientAddr};
use super::{next, render, render_status};
use crate::accounts::token::{random_token, token_hash};
use crate::db::{self, throttle};
use crate::server::cookies;
use crate::web::session::Visitor;
use crate::web::{AppState, Result};
use askama::Template;
use axum::Form;
use axum::extract::{Query, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

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
    next::check(&q.next)?;
    if v.user.is_some() {
        return Ok(Redirect::to(next::safe(&q.next)).into_response());
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

/// `POST /login`: counts the attempt, then checks the password; on success a fresh
/// session (a new id even if one existed: rotation defeats session fixation).
pub async fn submit(
    State(state): State<AppState>,
    v: Visitor,
    ClientAddr(addr): ClientAddr,
    Form(f): Form<LoginForm>,
) -> Result<Response> {
    next::check(&f.next)?;
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
    let account = username.to_lowercase();
    // Let in first: a burst past the hashers' door is refused (429) before it reads
    // or writes the database.
    let entry = state.hashers.enter()?;
    let user = db::users::by_username(&state.db, &username).await?;
    let stored = user
        .as_ref()
        .filter(|u| !u.disabled)
        .map(|u| u.password_hash.clone());
    let who = throttle::Attempt {
        kind: throttle::Kind::Login,
        account: &account,
        address: &addr,
    };
    let user = match (
        attempts::check(&state, entry, who, f.password.clone(), stored).await?,
        user,
    ) {
        (Checked::Right, Some(u)) => u,
        (Checked::Throttled(secs), _) => {
            let mut resp = again(v, StatusCode::TOO_MANY_REQUESTS, "login.throttled")?;
            resp.headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(secs));
            return Ok(resp);
        }
        _ => return again(v, StatusCode::UNAUTHORIZED, "login.failed"),
    };
    if let Some(old) = &v.session_hash {
        db::sessions::delete(&state.db, old).await?;
    }
    start_session(&state, user.id, next::safe(&f.next)).await
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
