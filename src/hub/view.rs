//! What every hub page shares, below the public pages and the administrator's:
//! the reader's [`HubView`] (their language and, when the administrator's session
//! cookie is live, the CSRF token of their forms), the administrator's cookie names
//! and session lookup it reads, the rendering of a page and the one-sentence
//! [`MessagePage`].

use askama::Template;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};

use super::state::{Hub, lang};
use super::store;
use crate::accounts::token::token_hash;
use crate::i18n::{Lang, t};
use crate::server::cookies;

/// The session cookie (apart from a club's, which may share the host).
const SESSION: &str = "arbitro_hub_session";
const SESSION_SECURE: &str = "__Host-arbitro_hub_session";
/// The sign-in form's double-submit cookie.
const CSRF: &str = "arbitro_hub_csrf";
const CSRF_SECURE: &str = "__Host-arbitro_hub_csrf";

/// The administrator's cookies for `hub`: (session, sign-in form's CSRF), with the
/// `__Host-` prefix over HTTPS.
pub(super) fn cookie_names(hub: &Hub) -> (&'static str, &'static str) {
    if hub.secure {
        (SESSION_SECURE, CSRF_SECURE)
    } else {
        (SESSION, CSRF)
    }
}

/// The CSRF token of the administrator's live session, `None` when not signed in.
///
/// # Errors
/// Storage failure.
pub async fn session(hub: &Hub, headers: &HeaderMap) -> Result<Option<String>, sqlx::Error> {
    let (name, _) = cookie_names(hub);
    let Some(value) = cookies::get(headers, name, hub.secure) else {
        return Ok(None);
    };
    store::session_csrf(&hub.pool, &token_hash(value)).await
}

/// What every hub page's layout reads: the language and, for the signed-in
/// administrator, the CSRF token of their forms.
pub struct HubView {
    /// The reader's language.
    pub lang: Lang,
    /// The administrator's signed in (their menu shows).
    pub admin: bool,
    /// The session's CSRF token, or the sign-in form's.
    pub csrf: String,
}

impl HubView {
    /// The message `key` in the reader's language.
    pub fn t<'a>(&self, key: &'a str) -> &'a str {
        t(self.lang, key)
    }

    /// The view of a reader: the administrator when their session cookie is live.
    pub async fn of(hub: &Hub, headers: &HeaderMap) -> Self {
        let lang = lang(headers);
        match session(hub, headers).await {
            Ok(Some(csrf)) => Self {
                lang,
                admin: true,
                csrf,
            },
            _ => Self {
                lang,
                admin: false,
                csrf: String::new(),
            },
        }
    }
}

/// Renders `page` with `status`; a template that fails is a 500 the log names
/// (templates are checked when built, so only a broken value gets here).
pub fn render<T: Template>(status: StatusCode, page: &T) -> Response {
    match page.render() {
        Ok(html) => (status, Html(html)).into_response(),
        Err(e) => {
            tracing::error!("hub page: {e}");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

/// A page saying one thing, with a link back: refusals of the pages.
#[derive(Template)]
#[template(path = "hub/message.html")]
pub struct MessagePage {
    /// Layout.
    pub v: HubView,
    /// Heading.
    pub title: String,
    /// The sentence.
    pub message: String,
    /// Where "back" goes.
    pub back: String,
}
