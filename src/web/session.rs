//! Who is asking, in what language, and may they change anything.
//!
//! The middleware runs on every request: it loads the login session (idle and
//! absolute timeouts), picks the language, hands handlers a [`Visitor`], and guards
//! every state-changing request with two CSRF defences — the `Origin` /
//! `Sec-Fetch-Site` headers must not name another site, and the form field `_csrf`
//! (or header `X-CSRF-Token`; never the query string, which ends up in logs and
//! histories) must match the session's synchronizer token, or for a visitor not
//! logged in, the double-submit cookie. It also renders error markers into full
//! pages, since only it knows the visitor. A signed-in visitor's responses are not
//! stored by caches (`Cache-Control: no-store`); static files pass straight through,
//! without a session read and never with a cookie.

use super::error::{AppError, ErrorPage, json_error, unread_body};
use super::i18n::{self, Lang};
use super::{AppState, BODY_LIMIT};
use crate::accounts::Role;
use crate::accounts::token::{looks_like_token, random_token, same_token, token_hash};
use crate::db;
use crate::server::cookies;
use askama::Template;
use axum::body::Body;
use axum::extract::{FromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, Method, header};
use axum::middleware::Next;
use axum::response::{Html, IntoResponse, Response};

/// A logged-in account.
#[derive(Clone, Debug)]
pub struct CurrentUser {
    /// Account id.
    pub id: i64,
    /// Account name.
    pub username: String,
    /// What it may do.
    pub role: Role,
}

/// The person behind a request, as every page needs it: account (if any), the CSRF
/// token their forms must carry, their language, and the path they asked for.
#[derive(Clone, Debug)]
pub struct Visitor {
    /// The logged-in account, if any.
    pub user: Option<CurrentUser>,
    /// The token to put in this visitor's forms.
    pub csrf: String,
    /// Interface language.
    pub lang: Lang,
    /// The request path and query (for "come back here" links).
    pub path: String,
    /// Hash of the session cookie, when logged in (for logout).
    pub session_hash: Option<String>,
}

impl Visitor {
    /// Translates a key into this visitor's language.
    pub fn t<'a>(&self, key: &'a str) -> &'a str {
        i18n::t(self.lang, key)
    }

    /// Translates a key agreeing with the count `n` (the message's `$n`).
    pub fn tn(&self, key: &str, n: impl i18n::Count) -> String {
        i18n::tn(self.lang, key, n)
    }

    /// A player's colour in this visitor's language ([`i18n::colour_name`]).
    pub fn colour(&self, code: &str) -> String {
        i18n::colour_name(self.lang, code)
    }

    /// Is an organizer logged in?
    pub fn is_organizer(&self) -> bool {
        matches!(&self.user, Some(u) if u.role == Role::Organizer)
    }

    /// The login name, or empty.
    pub fn username(&self) -> &str {
        self.user
            .as_ref()
            .map(|u| u.username.as_str())
            .unwrap_or("")
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Visitor {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, AppError> {
        parts
            .extensions
            .get::<Visitor>()
            .cloned()
            .ok_or_else(|| AppError::Internal("session middleware missing".into()))
    }
}

/// A request from a logged-in account (anyone else is sent to the login page).
pub struct SignedIn(pub Visitor, pub CurrentUser);

impl<S: Send + Sync> FromRequestParts<S> for SignedIn {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, s: &S) -> Result<Self, AppError> {
        let v = Visitor::from_request_parts(parts, s).await?;
        match v.user.clone() {
            Some(u) => Ok(SignedIn(v, u)),
            None => Err(AppError::LoginRequired {
                next: parts.uri.path().to_string(),
            }),
        }
    }
}

/// A request from a logged-in organizer (a referee gets 403).
pub struct Organizer(pub Visitor, pub CurrentUser);

impl<S: Send + Sync> FromRequestParts<S> for Organizer {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, s: &S) -> Result<Self, AppError> {
        let SignedIn(v, u) = SignedIn::from_request_parts(parts, s).await?;
        if u.role == Role::Organizer {
            Ok(Organizer(v, u))
        } else {
            Err(AppError::Forbidden)
        }
    }
}

struct Loaded {
    user: Option<CurrentUser>,
    csrf: Option<String>,
    hash: Option<String>,
    user_lang: Option<Lang>,
    stale_cookie: bool,
}

async fn load_session(state: &AppState, headers: &HeaderMap) -> Result<Loaded, AppError> {
    let mut loaded = Loaded {
        user: None,
        csrf: None,
        hash: None,
        user_lang: None,
        stale_cookie: false,
    };
    let secure = state.config.secure_cookies();
    let Some(token) = cookies::get(headers, cookies::SESSION, secure) else {
        return Ok(loaded);
    };
    let hash = token_hash(token);
    let now = state.now_unix();
    match db::sessions::find(&state.db, &hash).await? {
        Some(s) => {
            let idle = now - s.last_seen_at > state.config.idle_timeout.as_secs() as i64;
            let old = now - s.created_at > state.config.absolute_timeout.as_secs() as i64;
            if idle || old {
                db::sessions::delete(&state.db, &hash).await?;
                loaded.stale_cookie = true;
            } else {
                // Touch at most once a minute: the idle timeout is hours, and a
                // write per page view would compete with referees' moves.
                if now - s.last_seen_at >= 60 {
                    db::sessions::touch(&state.db, &hash, now).await?;
                }
                loaded.user = Some(CurrentUser {
                    id: s.user_id,
                    username: s.username,
                    role: Role::parse(&s.role).unwrap_or(Role::Referee),
                });
                loaded.user_lang = s.lang.as_deref().and_then(Lang::parse);
                loaded.csrf = Some(s.csrf_token);
                loaded.hash = Some(hash);
            }
        }
        None => loaded.stale_cookie = true,
    }
    Ok(loaded)
}

/// Does `Origin` / `Sec-Fetch-Site` say the request comes from another site?
fn cross_site(state: &AppState, headers: &HeaderMap) -> bool {
    if let Some(site) = headers.get("sec-fetch-site").and_then(|v| v.to_str().ok())
        && !matches!(site, "same-origin" | "none")
    {
        return true;
    }
    let Some(origin) = headers.get(header::ORIGIN) else {
        return false;
    };
    let Ok(origin) = origin.to_str() else {
        return true;
    };
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("");
    let allowed = [
        state.config.base_url.clone(),
        format!("http://{host}"),
        format!("https://{host}"),
    ];
    !allowed.iter().any(|a| a == origin)
}

/// Finds the submitted CSRF token: header, or url-encoded form field.
/// The form body is read (within the body limit) and handed back for the handler.
async fn submitted_token(req: Request) -> Result<(Option<String>, Request), Response> {
    if let Some(t) = req
        .headers()
        .get("x-csrf-token")
        .and_then(|v| v.to_str().ok())
    {
        return Ok((Some(t.to_string()), req));
    }
    let is_form = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ct| ct.starts_with("application/x-www-form-urlencoded"));
    if !is_form {
        return Ok((None, req));
    }
    let (parts, body) = req.into_parts();
    let bytes = axum::body::to_bytes(body, BODY_LIMIT)
        .await
        .map_err(|e| unread_body(&e))?;
    let token = serde_urlencoded::from_bytes::<Vec<(String, String)>>(&bytes)
        .ok()
        .and_then(|pairs| pairs.into_iter().find(|(k, _)| k == "_csrf"))
        .map(|(_, v)| v);
    Ok((token, Request::from_parts(parts, Body::from(bytes))))
}

/// The multipart forms: the tournament imports (team and individual) and the
/// GestioneTorneo import, whose `_csrf`
/// is their first field, checked by their handler (the middleware reads no
/// multipart body).
fn multipart_checked_by_handler(req: &Request) -> bool {
    matches!(
        req.uri().path(),
        "/tournaments/import" | "/individual/import" | "/gestione/import"
    ) && req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ct| ct.starts_with("multipart/form-data"))
}

/// The session, language and CSRF middleware (see the module docs).
pub async fn middleware(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let path = req.uri().path().to_string();
    if path.starts_with("/static/") {
        // Files: no session to read, no cookie to set (a cached file must not carry
        // one), and nothing they could change.
        return render(next.run(req).await, None, false);
    }
    let secure = state.config.secure_cookies();
    if is_table_stream(req.method(), &path) {
        // A public table's event stream likewise: it shows nobody's account, and
        // every phone watching a table reconnects after each dropped stream — a room
        // of them at once after a Wi-Fi hiccup — so it costs no session read and no
        // fresh token (a refusal still gets its page, in the visitor's language).
        let anonymous = anonymous(req.headers(), path, secure);
        return render(next.run(req).await, Some(&anonymous), false);
    }
    let is_api = path.starts_with("/api/");
    if cookies::count(req.headers(), cookies::SESSION, secure) > 1 {
        // Two session cookies: one is ours, the other set by something else on this
        // host (another port, a longer path), and nothing says which. Taking either
        // could run the visitor's requests as somebody else.
        let anonymous = anonymous(req.headers(), path, secure);
        let refusal = AppError::BadRequest("err.two_sessions").into_response();
        return render(refusal, Some(&anonymous), is_api);
    }
    let loaded = match load_session(&state, req.headers()).await {
        Ok(l) => l,
        Err(e) => return render(e.into_response(), None, is_api),
    };

    let mut new_csrf_cookie = None;
    let csrf = match &loaded.csrf {
        Some(t) => t.clone(),
        None => match cookies::get(req.headers(), cookies::CSRF, secure) {
            Some(c) if looks_like_token(c) => c.to_string(),
            _ => {
                let t = random_token();
                new_csrf_cookie = Some(t.clone());
                t
            }
        },
    };
    let lang = cookies::get(req.headers(), cookies::LANG, secure)
        .and_then(Lang::parse)
        .or(loaded.user_lang)
        .or_else(|| Lang::from_accept_language(req.headers()))
        .unwrap_or_default();
    let visitor = Visitor {
        user: loaded.user,
        csrf,
        lang,
        // With its query: the language switch comes back to the same form (the
        // ruleset chosen on `/console/new?ruleset=…`).
        path: req
            .uri()
            .path_and_query()
            .map_or(path, |pq| pq.as_str().to_string()),
        session_hash: loaded.hash,
    };

    let mut req = req;
    if !matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS) {
        if cross_site(&state, req.headers()) {
            return render(AppError::Csrf.into_response(), Some(&visitor), is_api);
        }
        if multipart_checked_by_handler(&req) {
            // The archive upload streams its file: the handler reads the token from
            // the form's first field (`tournaments::transfer::upload`).
            req.extensions_mut().insert(visitor.clone());
            return render(next.run(req).await, Some(&visitor), is_api);
        }
        let (token, rebuilt) = match submitted_token(req).await {
            Ok(x) => x,
            Err(resp) => return render(resp, Some(&visitor), is_api),
        };
        req = rebuilt;
        // A freshly minted cookie token cannot have been submitted by a real form.
        let ok = new_csrf_cookie.is_none() && token.is_some_and(|t| same_token(&t, &visitor.csrf));
        if !ok {
            return render(AppError::Csrf.into_response(), Some(&visitor), is_api);
        }
    }

    req.extensions_mut().insert(visitor.clone());
    let mut resp = render(next.run(req).await, Some(&visitor), is_api);

    if visitor.user.is_some() && !resp.headers().contains_key(header::CACHE_CONTROL) {
        // A signed-in page (names, tokens, forms) must not stay in a shared cache or
        // the back-forward history of a borrowed phone.
        resp.headers_mut().insert(
            header::CACHE_CONTROL,
            axum::http::HeaderValue::from_static("no-store"),
        );
    }
    if let Some(t) = new_csrf_cookie {
        resp.headers_mut().append(
            header::SET_COOKIE,
            cookies::set(cookies::CSRF, &t, None, secure),
        );
    }
    let sets_session = resp.headers().get_all(header::SET_COOKIE).iter().any(|v| {
        v.as_bytes()
            .starts_with(cookies::named(cookies::SESSION, secure).as_bytes())
    });
    if loaded.stale_cookie && !sets_session {
        resp.headers_mut().append(
            header::SET_COOKIE,
            cookies::set(cookies::SESSION, "", Some(0), secure),
        );
    }
    resp
}

/// A visitor as the request shows it without its session: no account, no token, the
/// language of its cookie or `Accept-Language`.
fn anonymous(headers: &HeaderMap, path: String, secure: bool) -> Visitor {
    let lang = cookies::get(headers, cookies::LANG, secure)
        .and_then(Lang::parse)
        .or_else(|| Lang::from_accept_language(headers))
        .unwrap_or_default();
    Visitor {
        user: None,
        csrf: String::new(),
        lang,
        path,
        session_hash: None,
    }
}

/// `GET /t/{token}/events`: the public table page's event stream.
fn is_table_stream(method: &Method, path: &str) -> bool {
    *method == Method::GET
        && path
            .strip_prefix("/t/")
            .and_then(|rest| rest.strip_suffix("/events"))
            .is_some_and(|token| !token.is_empty() && !token.contains('/'))
}

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorTemplate<'a> {
    v: Visitor,
    page: &'a ErrorPage,
}

/// The friendly error page for a marker, in the layout of the visitor's pages.
fn error_page(v: Visitor, page: &ErrorPage) -> Response {
    let t = ErrorTemplate { v, page };
    match t.render() {
        Ok(html) => (page.status, Html(html)).into_response(),
        Err(e) => {
            tracing::error!(error = %e, "error page failed to render");
            (page.status, page.code).into_response()
        }
    }
}

/// Turns an [`ErrorPage`] marker into the visitor's page (or JSON for the API).
fn render(resp: Response, visitor: Option<&Visitor>, is_api: bool) -> Response {
    let Some(page) = resp.extensions().get::<ErrorPage>().cloned() else {
        return resp;
    };
    let lang = visitor.map(|v| v.lang).unwrap_or_default();
    let mut out = if is_api {
        json_error(page.status, page.code, i18n::t(lang, page.message))
    } else {
        match visitor {
            Some(v) => error_page(v.clone(), &page),
            None => (page.status, i18n::t(lang, page.message).to_string()).into_response(),
        }
    };
    *out.status_mut() = page.status;
    for (k, v) in resp.headers() {
        if k != header::CONTENT_TYPE && k != header::CONTENT_LENGTH {
            out.headers_mut().insert(k, v.clone());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_public_table_stream_skips_the_session() {
        assert!(is_table_stream(&Method::GET, "/t/abc/events"));
        assert!(!is_table_stream(&Method::POST, "/t/abc/events"));
        assert!(!is_table_stream(&Method::GET, "/t/abc/board"));
        assert!(!is_table_stream(&Method::GET, "/t//events"));
        assert!(!is_table_stream(&Method::GET, "/t/a/b/events"));
        assert!(!is_table_stream(&Method::GET, "/tournaments/1/events"));
    }
}
