//! An organizer gives an account its way back in, from the users page: clear the
//! failed logins that slow it down or hold it back, or set a new password for a
//! referee who forgot theirs (their open sessions end). Both are recorded in the
//! account audit and logged.

use crate::accounts::{NewPassword, Role};
use crate::db::{self, throttle};
use crate::printable::Printable;
use crate::web::session::Organizer;
use crate::web::{AppError, AppState, Result};
use axum::Form;
use axum::extract::{Path, State};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

/// `POST /users/{id}/unlock`: forgets the account's recent failed logins.
pub async fn unlock(
    State(state): State<AppState>,
    Organizer(_, me): Organizer,
    Path(id): Path<i64>,
) -> Result<Response> {
    let user = db::users::by_id(&state.db, id)
        .await?
        .ok_or(AppError::NotFound)?;
    let account = user.username.to_lowercase();
    let now = state.now_unix();
    let n = throttle::unlock(&state.db, me.id, id, &account, now).await?;
    tracing::info!(
        by = %Printable(&me.username),
        account = %Printable(&user.username),
        cleared = n,
        "login failures cleared by an organizer"
    );
    Ok(Redirect::to("/users?done=unlocked").into_response())
}

/// The new-password form of the users page.
#[derive(Deserialize)]
pub struct ResetForm {
    #[serde(default)]
    password: String,
    #[serde(default)]
    password_confirm: String,
}

/// `POST /users/{id}/password`: a new password for a referee; their sessions end.
/// An organizer's password is changed only by its owner (from "My account").
pub async fn reset_password(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<ResetForm>,
) -> Result<Response> {
    let user = db::users::by_id(&state.db, id)
        .await?
        .ok_or(AppError::NotFound)?;
    if user.role() != Role::Referee {
        return super::users::refused(&state, v, me.id, "users.reset_only_referees").await;
    }
    let pw = match NewPassword::confirmed(&f.password, &f.password_confirm) {
        Ok(p) => p,
        Err(e) => return super::users::refused(&state, v, me.id, e.key()).await,
    };
    let hash = state.hashers.hash(pw.expose().to_string()).await?;
    let now = state.now_unix();
    if !db::users::reset_password(&state.db, me.id, id, &hash, now).await? {
        return Err(AppError::NotFound);
    }
    tracing::info!(
        by = %Printable(&me.username),
        account = %Printable(&user.username),
        "referee password set by an organizer"
    );
    Ok(Redirect::to("/users?done=reset").into_response())
}
