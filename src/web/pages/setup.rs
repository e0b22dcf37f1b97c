//! First start: while no organizer exists, a one-time link lets the first one choose
//! a name and password. The link is printed on the console at `serve`.

use super::{login::start_session, render, render_status};
use crate::accounts::token::{random_token, token_hash};
use crate::accounts::{AccountError, NewPassword, Username, password};
use crate::db::{self, Db, DbError};
use crate::web::session::Visitor;
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;

/// A setup link is valid for a day.
const VALID_FOR: i64 = 24 * 3600;

/// If no enabled organizer exists, stores a new one-time token and returns the link
/// to print; otherwise `None`.
///
/// # Errors
/// [`DbError`] on storage failure.
pub async fn ensure_setup_link(
    db: &Db,
    base_url: &str,
    now: i64,
) -> Result<Option<String>, DbError> {
    if db::users::count_active_organizers(db).await? > 0 {
        return Ok(None);
    }
    let token = random_token();
    db::setup::insert(db, &token_hash(&token), now).await?;
    Ok(Some(format!("{base_url}/setup/{token}")))
}

#[derive(Template)]
#[template(path = "setup.html")]
struct SetupPage {
    v: Visitor,
    token: String,
    username: String,
    error: Option<&'static str>,
}

/// `GET /setup/{token}`.
pub async fn form(
    State(state): State<AppState>,
    v: Visitor,
    Path(token): Path<String>,
) -> Result<Response> {
    let valid =
        db::setup::is_valid(&state.db, &token_hash(&token), state.now_unix() - VALID_FOR).await?;
    if !valid {
        return Err(AppError::BadRequest("setup.invalid"));
    }
    render(&SetupPage {
        v,
        token,
        username: String::new(),
        error: None,
    })
}

/// The setup form.
#[derive(Deserialize)]
pub struct SetupForm {
    #[serde(default)]
    username: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    password_confirm: String,
}

fn parse(f: &SetupForm) -> Result<(Username, NewPassword), AccountError> {
    let username = Username::parse(&f.username)?;
    let password = NewPassword::confirmed(&f.password, &f.password_confirm)?;
    Ok((username, password))
}

/// `POST /setup/{token}`: creates the first organizer and logs them in.
pub async fn submit(
    State(state): State<AppState>,
    v: Visitor,
    Path(token): Path<String>,
    Form(f): Form<SetupForm>,
) -> Result<Response> {
    let hash = token_hash(&token);
    let not_before = state.now_unix() - VALID_FOR;
    if !db::setup::is_valid(&state.db, &hash, not_before).await? {
        return Err(AppError::BadRequest("setup.invalid"));
    }
    let (username, pw) = match parse(&f) {
        Ok(x) => x,
        Err(e) => {
            return render_status(
                StatusCode::UNPROCESSABLE_ENTITY,
                &SetupPage {
                    v,
                    token,
                    username: f.username.clone(),
                    error: Some(e.key()),
                },
            );
        }
    };
    let pw_hash = password::hash(pw.expose().to_string())
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?;
    let created = db::setup::redeem(
        &state.db,
        &hash,
        not_before,
        username.as_str(),
        &pw_hash,
        state.now_unix(),
    )
    .await;
    match created {
        Ok(Some(id)) => start_session(&state, id, "/").await,
        Ok(None) => Err(AppError::BadRequest("setup.invalid")),
        Err(DbError::Duplicate(_)) => render_status(
            StatusCode::UNPROCESSABLE_ENTITY,
            &SetupPage {
                v,
                token,
                username: f.username.clone(),
                error: Some("users.taken"),
            },
        ),
        Err(e) => Err(e.into()),
    }
}
