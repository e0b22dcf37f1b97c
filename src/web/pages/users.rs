//! Organizers manage accounts: create referees (or more organizers), disable and
//! re-enable them; unlocking and new passwords are in [`super::access`].

use super::{render, render_status};
use crate::accounts::{AccountError, NewPassword, Role, Username};
use crate::db::{self, DbError};
use crate::web::session::{Organizer, Visitor};
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::Form;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

/// A row of the accounts table as shown.
pub struct UserLine {
    id: i64,
    username: String,
    role_key: &'static str,
    disabled: bool,
    is_self: bool,
    is_referee: bool,
    /// Failed logins in the throttling window (from every address).
    failures: i64,
}

/// A line of the account audit as shown.
pub struct AccessLine {
    at: String,
    by: String,
    account: String,
    action_key: &'static str,
}

#[derive(Template)]
#[template(path = "users.html")]
struct UsersPage {
    v: Visitor,
    users: Vec<UserLine>,
    form_username: String,
    form_role: String,
    error: Option<&'static str>,
    notice: Option<&'static str>,
    /// A refused unlock or new password (shown above the list).
    access_error: Option<&'static str>,
    changes: Vec<AccessLine>,
}

/// Query of the list page (`?done=created` after a successful create).
#[derive(Deserialize)]
pub struct DoneQuery {
    #[serde(default)]
    done: String,
}

async fn page(
    state: &AppState,
    v: Visitor,
    me: i64,
    form: (String, String),
    error: Option<&'static str>,
    notice: Option<&'static str>,
) -> Result<UsersPage> {
    let since = state.now_unix() - super::attempts::WINDOW;
    let failures = db::throttle::failures_by_account(&state.db, since).await?;
    let users = db::users::list(&state.db)
        .await?
        .into_iter()
        .map(|u| UserLine {
            id: u.id,
            role_key: match u.role() {
                Role::Organizer => "role.organizer",
                Role::Referee => "role.referee",
            },
            is_referee: u.role() == Role::Referee,
            failures: failures
                .iter()
                .find(|(a, _)| *a == u.username.to_lowercase())
                .map_or(0, |(_, n)| *n),
            username: u.username,
            disabled: u.disabled,
            is_self: u.id == me,
        })
        .collect();
    let changes = db::users::access_changes(&state.db, 20)
        .await?
        .into_iter()
        .map(|(at, by, account, action)| AccessLine {
            at: chrono::DateTime::from_timestamp(at, 0)
                .map(|t| t.format("%Y-%m-%d %H:%M UTC").to_string())
                .unwrap_or_default(),
            by,
            account,
            action_key: if action == "unlock" {
                "users.unlock"
            } else {
                "users.reset"
            },
        })
        .collect();
    Ok(UsersPage {
        v,
        users,
        form_username: form.0,
        form_role: form.1,
        error,
        notice,
        access_error: None,
        changes,
    })
}

/// The users page again with a refused unlock or new password (422).
pub(super) async fn refused(
    state: &AppState,
    v: Visitor,
    me: i64,
    key: &'static str,
) -> Result<Response> {
    let mut p = page(state, v, me, (String::new(), "referee".into()), None, None).await?;
    p.access_error = Some(key);
    render_status(StatusCode::UNPROCESSABLE_ENTITY, &p)
}

/// `GET /users`.
pub async fn list(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Query(q): Query<DoneQuery>,
) -> Result<Response> {
    let notice = match q.done.as_str() {
        "created" => Some("users.created"),
        "unlocked" => Some("users.unlocked"),
        "reset" => Some("users.reset_done"),
        _ => None,
    };
    let p = page(
        &state,
        v,
        me.id,
        (String::new(), "referee".into()),
        None,
        notice,
    )
    .await?;
    render(&p)
}

/// The new-account form.
#[derive(Deserialize)]
pub struct NewUserForm {
    #[serde(default)]
    username: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    password_confirm: String,
    #[serde(default)]
    role: String,
}

fn parse(f: &NewUserForm) -> Result<(Username, NewPassword, Role), AccountError> {
    let username = Username::parse(&f.username)?;
    let role = Role::parse(&f.role)?;
    let pw = NewPassword::confirmed(&f.password, &f.password_confirm)?;
    Ok((username, pw, role))
}

/// `POST /users`: creates an account, or shows the form again saying what is wrong.
pub async fn create(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Form(f): Form<NewUserForm>,
) -> Result<Response> {
    let (username, pw, role) = match parse(&f) {
        Ok(x) => x,
        Err(e) => return refuse(&state, v, me.id, &f, e.key()).await,
    };
    let hash = state.hashers.hash(pw.expose().to_string()).await?;
    match db::users::insert(&state.db, username.as_str(), &hash, role, state.now_unix()).await {
        Ok(_) => Ok(Redirect::to("/users?done=created").into_response()),
        Err(DbError::Duplicate(_)) => refuse(&state, v, me.id, &f, "users.taken").await,
        Err(e) => Err(e.into()),
    }
}

/// Shows the form again, with what was typed (but never the password) and why.
async fn refuse(
    state: &AppState,
    v: Visitor,
    me: i64,
    f: &NewUserForm,
    key: &'static str,
) -> Result<Response> {
    let form = (f.username.clone(), f.role.clone());
    let p = page(state, v, me, form, Some(key), None).await?;
    render_status(StatusCode::UNPROCESSABLE_ENTITY, &p)
}

/// `POST /users/{id}/disable`: the account can no longer log in; its sessions end.
pub async fn disable(
    State(state): State<AppState>,
    Organizer(_, me): Organizer,
    Path(id): Path<i64>,
) -> Result<Response> {
    if id == me.id {
        return Err(AppError::BadRequest("users.not_self"));
    }
    if !db::users::set_disabled(&state.db, id, true).await? {
        return Err(AppError::NotFound);
    }
    Ok(Redirect::to("/users").into_response())
}

/// `POST /users/{id}/enable`.
pub async fn enable(
    State(state): State<AppState>,
    Organizer(..): Organizer,
    Path(id): Path<i64>,
) -> Result<Response> {
    if !db::users::set_disabled(&state.db, id, false).await? {
        return Err(AppError::NotFound);
    }
    Ok(Redirect::to("/users").into_response())
}
