//! One's own account: change the password.

use super::{render, render_status};
use crate::accounts::{AccountError, NewPassword, password};
use crate::db;
use crate::web::session::{SignedIn, Visitor};
use crate::web::{AppError, AppState, Result, cookies};
use askama::Template;
use axum::Form;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

#[derive(Template)]
#[template(path = "account.html")]
struct AccountPage {
    v: Visitor,
    error: Option<&'static str>,
}

/// `GET /account`.
pub async fn show(SignedIn(v, _): SignedIn) -> Result<Response> {
    render(&AccountPage { v, error: None })
}

/// The change-password form.
#[derive(Deserialize)]
pub struct PasswordForm {
    #[serde(default)]
    current: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    password_confirm: String,
}

/// `POST /account/password`: needs the current password; ends every session of the
/// account (including this one) so the new password is needed everywhere.
pub async fn change_password(
    State(state): State<AppState>,
    SignedIn(v, me): SignedIn,
    Form(f): Form<PasswordForm>,
) -> Result<Response> {
    let again = |v, key| {
        render_status(
            StatusCode::UNPROCESSABLE_ENTITY,
            &AccountPage {
                v,
                error: Some(key),
            },
        )
    };
    let pw = match NewPassword::parse(&f.password) {
        Ok(p) if f.password == f.password_confirm => p,
        Ok(_) => return again(v, AccountError::PasswordsDiffer.key()),
        Err(e) => return again(v, e.key()),
    };
    let stored = db::users::by_id(&state.db, me.id)
        .await?
        .map(|u| u.password_hash);
    if f.current.len() > 1024 || !password::verify(f.current.clone(), stored).await {
        return again(v, "account.wrong_current");
    }
    let hash = password::hash(pw.expose().to_string())
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?;
    db::users::set_password(&state.db, me.id, &hash).await?;
    let mut resp = Redirect::to("/login").into_response();
    resp.headers_mut().append(
        header::SET_COOKIE,
        cookies::set(cookies::SESSION, "", Some(0), state.config.secure_cookies()),
    );
    Ok(resp)
}
