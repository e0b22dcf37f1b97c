//! Organizers manage accounts: create referees (or more organizers), disable and
//! re-enable them.

use super::{render, render_status};
use crate::accounts::{AccountError, NewPassword, Role, Username, password};
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
    form_username: String,
    form_role: String,
    error: Option<&'static str>,
    notice: Option<&'static str>,
) -> Result<UsersPage> {
    let users = db::users::list(&state.db)
        .await?
        .into_iter()
        .map(|u| UserLine {
            id: u.id,
            role_key: match u.role() {
                Role::Organizer => "role.organizer",
                Role::Referee => "role.referee",
            },
            username: u.username,
            disabled: u.disabled,
            is_self: u.id == me,
        })
        .collect();
    Ok(UsersPage {
        v,
        users,
        form_username,
        form_role,
        error,
        notice,
    })
}

/// `GET /users`.
pub async fn list(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Query(q): Query<DoneQuery>,
) -> Result<Response> {
    let notice = (q.done == "created").then_some("users.created");
    let p = page(
        &state,
        v,
        me.id,
        String::new(),
        "referee".into(),
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
    let pw = NewPassword::parse(&f.password)?;
    if f.password != f.password_confirm {
        return Err(AccountError::PasswordsDiffer);
    }
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
    let hash = password::hash(pw.expose().to_string())
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?;
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
    let p = page(
        state,
        v,
        me,
        f.username.clone(),
        f.role.clone(),
        Some(key),
        None,
    )
    .await?;
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
