//! One's own account: change the password.

use super::attempts::{self, Checked, ClientAddr};
use super::{render, render_status};
use crate::accounts::NewPassword;
use crate::db::{self, throttle};
use crate::server::cookies;
use crate::web::session::{SignedIn, Visitor};
use crate::web::{AppState, Result};
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

/// `POST /account/password`: needs the current password, checked and throttled like
/// a login (a stolen session must not become a password oracle); ends every session
/// of the account (including this one) so the new password is needed everywhere.
pub async fn change_password(
    State(state): State<AppState>,
    SignedIn(v, me): SignedIn,
    ClientAddr(addr): ClientAddr,
    Form(f): Form<PasswordForm>,
) -> Result<Response> {
    let again = |v, key| {
        let status = if key == "login.throttled" {
            StatusCode::TOO_MANY_REQUESTS
        } else {
            StatusCode::UNPROCESSABLE_ENTITY
        };
        render_status(
            status,
            &AccountPage {
                v,
                error: Some(key),
            },
        )
    };
    let pw = match NewPassword::confirmed(&f.password, &f.password_confirm) {
        Ok(p) => p,
        Err(e) => return again(v, e.key()),
    };
    let entry = state.hashers.enter()?;
    let stored = db::users::by_id(&state.db, me.id)
        .await?
        .map(|u| u.password_hash);
    if f.current.is_empty() || f.current.len() > 1024 {
        return again(v, "account.wrong_current");
    }
    let account = me.username.to_lowercase();
    let who = throttle::Attempt {
        kind: throttle::Kind::PasswordChange,
        account: &account,
        address: &addr,
    };
    match attempts::check(&state, entry, who, f.current.clone(), stored).await? {
        Checked::Right => {}
        Checked::Wrong => return again(v, "account.wrong_current"),
        Checked::Throttled(_) => return again(v, "login.throttled"),
    }
    let hash = state.hashers.hash(pw.expose().to_string()).await?;
    db::users::set_password(&state.db, me.id, &hash).await?;
    let mut resp = Redirect::to("/login").into_response();
    resp.headers_mut().append(
        header::SET_COOKIE,
        cookies::set(cookies::SESSION, "", Some(0), state.config.secure_cookies()),
    );
    Ok(resp)
}
