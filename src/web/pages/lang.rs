//! The language switch present on every page.

use crate::db;
use crate::server::cookies;
use crate::web::i18n::Lang;
use crate::web::session::Visitor;
use crate::web::{AppError, AppState, Result};
use axum::Form;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

/// The switch form.
#[derive(Deserialize)]
pub struct LangForm {
    lang: String,
    #[serde(default)]
    next: String,
}

/// `POST /lang`: remembers the language in a cookie (a year) and on the account.
pub async fn switch(
    State(state): State<AppState>,
    v: Visitor,
    Form(f): Form<LangForm>,
) -> Result<Response> {
    super::next::check(&f.next)?;
    let lang = Lang::parse(&f.lang).ok_or(AppError::BadRequest("err.bad_request.title"))?;
    if let Some(u) = &v.user {
        db::users::set_lang(&state.db, u.id, lang.code()).await?;
    }
    let mut resp = Redirect::to(super::next::safe(&f.next)).into_response();
    resp.headers_mut().append(
        header::SET_COOKIE,
        cookies::set(
            cookies::LANG,
            lang.code(),
            Some(365 * 24 * 3600),
            state.config.secure_cookies(),
        ),
    );
    Ok(resp)
}
