//! The hub administrator's pages: sign-in with the password set on the command
//! line (`arbitro hub-admin set-password`), the clubs' tokens (issue, shown
//! once; revoke) and the people (suggested pairs, merge, split, national id).
//!
//! A session is a random cookie value whose hash is stored in PostgreSQL with
//! the session's CSRF token (`hub_admin_sessions`); reading a page writes
//! nothing. Every POST is refused when `Origin` / `Sec-Fetch-Site` name another
//! site, and unless its `_csrf` field is the session's token — or, for the
//! sign-in form, the double-submit cookie's — as on a club's instance
//! (`web::session`; the token helpers are `accounts::token`'s and the cookie
//! writer `server::cookies`', both shared with it).

use askama::Template;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use fluent_bundle::FluentValue;

use super::state::{Hub, lang};
use super::store::{self, MergeError, Origin, Person, PersonError, TokenRow};
use super::view::{HubView, MessagePage, cookie_names, render, session};
use crate::accounts::token::{random_token, same_token, token_hash};
use crate::i18n::{Lang, t, tf};
use crate::server::cookies;

/// The administrator's routes.
pub fn router() -> Router<Hub> {
    Router::new()
        .route("/admin", get(|| async { Redirect::to("/admin/tokens") }))
        .route("/admin/login", get(login_page).post(login))
        .route("/admin/logout", post(logout))
        .route("/admin/tokens", get(tokens_page).post(issue))
        .route("/admin/tokens/{id}/revoke", post(revoke))
        .route("/admin/people", get(people_page))
        .route("/admin/people/merge", post(merge))
        .route("/admin/people/{id}", get(person_page))
        .route("/admin/people/{id}/split", post(split))
        .route("/admin/people/{id}/national-id", post(national_id))
}

/// Does `Origin` / `Sec-Fetch-Site` say the request comes from another site?
fn cross_site(headers: &HeaderMap) -> bool {
    if let Some(site) = headers.get("sec-fetch-site").and_then(|v| v.to_str().ok())
        && !matches!(site, "same-origin" | "none")
    {
        return true;
    }
    let Some(origin) = headers.get(header::ORIGIN) else {
        return false;
    };
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("");
    let Ok(origin) = origin.to_str() else {
        return true;
    };
    origin != format!("http://{host}") && origin != format!("https://{host}")
}

/// A form body as its fields; `None` when it does not read.
fn fields(body: &Bytes) -> Option<Vec<(String, String)>> {
    serde_urlencoded::from_bytes(body).ok()
}

fn field<'a>(form: &'a [(String, String)], name: &str) -> Option<&'a str> {
    form.iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// A page saying `message` with `status`.
fn say(v: HubView, status: StatusCode, message: String, back: &str) -> Response {
    let title = v.t("hub-admin-refused").to_owned();
    render(
        status,
        &MessagePage {
            v,
            title,
            message,
            back: back.to_owned(),
        },
    )
}

fn storage(v: HubView, e: &sqlx::Error) -> Response {
    tracing::error!("hub storage: {e}");
    let m = v.t("hub-err-storage").to_owned();
    say(v, StatusCode::SERVICE_UNAVAILABLE, m, "/admin")
}

/// The page `page` makes of what storage `found`, with `status`; the storage
/// refusal when it failed.
fn shown<T, P: Template>(
    v: HubView,
    status: StatusCode,
    found: Result<T, sqlx::Error>,
    page: impl FnOnce(HubView, T) -> P,
) -> Response {
    match found {
        Ok(found) => render(status, &page(v, found)),
        Err(e) => storage(v, &e),
    }
}

/// A signed-in POST: the view and its form fields, or the refusal to send.
async fn guarded(
    hub: &Hub,
    headers: &HeaderMap,
    body: &Bytes,
) -> Result<(HubView, Vec<(String, String)>), Response> {
    let lang = lang(headers);
    let csrf = match session(hub, headers).await {
        Ok(c) => c,
        Err(e) => {
            return Err(storage(
                HubView {
                    lang,
                    admin: false,
                    csrf: String::new(),
                },
                &e,
            ));
        }
    };
    let Some(csrf) = csrf else {
        let v = HubView {
            lang,
            admin: false,
            csrf: String::new(),
        };
        let m = v.t("hub-admin-not-signed-in").to_owned();
        return Err(say(v, StatusCode::FORBIDDEN, m, "/admin/login"));
    };
    let v = HubView {
        lang,
        admin: true,
        csrf,
    };
    let Some(form) = fields(body) else {
        let m = v.t("hub-admin-bad-form").to_owned();
        return Err(say(v, StatusCode::BAD_REQUEST, m, "/admin"));
    };
    let sent = field(&form, "_csrf").unwrap_or("");
    if cross_site(headers) || !same_token(sent, &v.csrf) {
        let m = v.t("hub-admin-csrf").to_owned();
        return Err(say(v, StatusCode::FORBIDDEN, m, "/admin"));
    }
    Ok((v, form))
}

/// A signed-in GET: the view, or a redirect to the sign-in page.
async fn signed_in(hub: &Hub, headers: &HeaderMap) -> Result<HubView, Response> {
    let lang = lang(headers);
    match session(hub, headers).await {
        Ok(Some(csrf)) => Ok(HubView {
            lang,
            admin: true,
            csrf,
        }),
        Ok(None) => Err(Redirect::to("/admin/login").into_response()),
        Err(e) => Err(storage(
            HubView {
                lang,
                admin: false,
                csrf: String::new(),
            },
            &e,
        )),
    }
}

#[derive(Template)]
#[template(path = "hub/login.html")]
struct LoginPage {
    v: HubView,
    error: Option<String>,
}

/// The sign-in form's double-submit token: the cookie's, or a new one to set.
fn login_token(hub: &Hub, headers: &HeaderMap) -> (String, Option<HeaderValue>) {
    let (_, name) = cookie_names(hub);
    match cookies::get(headers, name, hub.secure) {
        Some(c) if c.len() == 64 && c.bytes().all(|b| b.is_ascii_hexdigit()) => {
            (c.to_owned(), None)
        }
        _ => {
            let fresh = random_token();
            let cookie = cookies::set(name, &fresh, None, hub.secure);
            (fresh, Some(cookie))
        }
    }
}

fn login_form(
    hub: &Hub,
    headers: &HeaderMap,
    status: StatusCode,
    error: Option<String>,
) -> Response {
    let (csrf, cookie) = login_token(hub, headers);
    let page = LoginPage {
        v: HubView {
            lang: lang(headers),
            admin: false,
            csrf,
        },
        error,
    };
    let mut r = render(status, &page);
    if let Some(c) = cookie {
        r.headers_mut().append(header::SET_COOKIE, c);
    }
    r
}

/// `GET /admin/login`.
async fn login_page(State(hub): State<Hub>, headers: HeaderMap) -> Response {
    if let Ok(Some(_)) = session(&hub, &headers).await {
        return Redirect::to("/admin/tokens").into_response();
    }
    login_form(&hub, &headers, StatusCode::OK, None)
}

/// `POST /admin/login`: the password, checked against the stored argon2 hash.
async fn login(State(hub): State<Hub>, headers: HeaderMap, body: Bytes) -> Response {
    let lang = lang(&headers);
    let refused =
        |status, key: &str| login_form(&hub, &headers, status, Some(t(lang, key).to_owned()));
    let Some(form) = fields(&body) else {
        return refused(StatusCode::BAD_REQUEST, "hub-admin-bad-form");
    };
    let (_, csrf_name) = cookie_names(&hub);
    let cookie = cookies::get(&headers, csrf_name, hub.secure).unwrap_or("");
    let sent = field(&form, "_csrf").unwrap_or("");
    if cross_site(&headers) || cookie.is_empty() || !same_token(sent, cookie) {
        return refused(StatusCode::FORBIDDEN, "hub-admin-csrf");
    }
    let password = field(&form, "password").unwrap_or("").to_owned();
    if password.is_empty() || password.len() > 1024 {
        return refused(StatusCode::UNPROCESSABLE_ENTITY, "hub-admin-wrong-password");
    }
    let stored = match store::admin_password(&hub.pool).await {
        Ok(s) => s,
        Err(e) => {
            return storage(
                HubView {
                    lang,
                    admin: false,
                    csrf: String::new(),
                },
                &e,
            );
        }
    };
    match hub.hashers.verify(password, stored).await {
        Ok(true) => {}
        Ok(false) => return refused(StatusCode::UNAUTHORIZED, "hub-admin-wrong-password"),
        Err(_) => return refused(StatusCode::TOO_MANY_REQUESTS, "hub-admin-busy"),
    }
    let value = random_token();
    let csrf = random_token();
    if let Err(e) = store::session_start(&hub.pool, &token_hash(&value), &csrf).await {
        return storage(
            HubView {
                lang,
                admin: false,
                csrf: String::new(),
            },
            &e,
        );
    }
    let (name, _) = cookie_names(&hub);
    let mut r = Redirect::to("/admin/tokens").into_response();
    r.headers_mut().append(
        header::SET_COOKIE,
        cookies::set(name, &value, None, hub.secure),
    );
    r
}

/// `POST /admin/logout`.
async fn logout(State(hub): State<Hub>, headers: HeaderMap, body: Bytes) -> Response {
    let (v, _) = match guarded(&hub, &headers, &body).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let (name, _) = cookie_names(&hub);
    if let Some(value) = cookies::get(&headers, name, hub.secure)
        && let Err(e) = store::session_end(&hub.pool, &token_hash(value)).await
    {
        return storage(v, &e);
    }
    let mut r = Redirect::to("/").into_response();
    r.headers_mut().append(
        header::SET_COOKIE,
        cookies::set(name, "", Some(0), hub.secure),
    );
    r
}

#[derive(Template)]
#[template(path = "hub/tokens.html")]
struct TokensPage {
    v: HubView,
    error: Option<String>,
    issued: Option<(String, String)>,
    tokens: Vec<TokenRow>,
}

async fn tokens_with(
    hub: &Hub,
    v: HubView,
    status: StatusCode,
    error: Option<String>,
    issued: Option<(String, String)>,
) -> Response {
    shown(v, status, store::tokens(&hub.pool).await, |v, tokens| {
        TokensPage {
            v,
            error,
            issued,
            tokens,
        }
    })
}

/// `GET /admin/tokens`.
async fn tokens_page(State(hub): State<Hub>, headers: HeaderMap) -> Response {
    match signed_in(&hub, &headers).await {
        Ok(v) => tokens_with(&hub, v, StatusCode::OK, None, None).await,
        Err(r) => r,
    }
}

/// `POST /admin/tokens`: issues a token for the club named; the page shows it
/// this once.
async fn issue(State(hub): State<Hub>, headers: HeaderMap, body: Bytes) -> Response {
    let (v, form) = match guarded(&hub, &headers, &body).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let club = field(&form, "club").unwrap_or("").trim().to_owned();
    if club.is_empty() || club.chars().count() > 120 {
        let m = v.t("hub-admin-club-name").to_owned();
        return tokens_with(&hub, v, StatusCode::UNPROCESSABLE_ENTITY, Some(m), None).await;
    }
    match store::issue_token(&hub.pool, &club).await {
        Ok(token) => tokens_with(&hub, v, StatusCode::OK, None, Some((club, token))).await,
        Err(e) => storage(v, &e),
    }
}

/// `POST /admin/tokens/{id}/revoke`.
async fn revoke(
    State(hub): State<Hub>,
    headers: HeaderMap,
    Path(id): Path<String>,
    body: Bytes,
) -> Response {
    let (v, _) = match guarded(&hub, &headers, &body).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let done = match id.parse::<i64>() {
        Ok(id) => store::revoke_token(&hub.pool, id).await,
        Err(_) => Ok(false),
    };
    match done {
        Ok(true) => Redirect::to("/admin/tokens").into_response(),
        Ok(false) => {
            let m = v.t("hub-admin-no-token").to_owned();
            tokens_with(&hub, v, StatusCode::NOT_FOUND, Some(m), None).await
        }
        Err(e) => storage(v, &e),
    }
}

#[derive(Template)]
#[template(path = "hub/people.html")]
struct PeoplePage {
    v: HubView,
    error: Option<String>,
    pairs: Vec<(Person, Person, u32)>,
    people: Vec<Person>,
}

async fn people_with(hub: &Hub, v: HubView, status: StatusCode, error: Option<String>) -> Response {
    let found = async {
        Ok::<_, sqlx::Error>((
            store::suggestions(&hub.pool).await?,
            store::people_list(&hub.pool).await?,
        ))
    }
    .await;
    shown(v, status, found, |v, (pairs, people)| PeoplePage {
        v,
        error,
        pairs,
        people,
    })
}

/// `GET /admin/people`.
async fn people_page(State(hub): State<Hub>, headers: HeaderMap) -> Response {
    match signed_in(&hub, &headers).await {
        Ok(v) => people_with(&hub, v, StatusCode::OK, None).await,
        Err(r) => r,
    }
}

fn id_of(form: &[(String, String)], name: &str) -> Option<i64> {
    field(form, name).and_then(|v| v.trim().parse().ok())
}

/// `POST /admin/people/merge`: `gone` into `keep`.
async fn merge(State(hub): State<Hub>, headers: HeaderMap, body: Bytes) -> Response {
    let (v, form) = match guarded(&hub, &headers, &body).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let (Some(keep), Some(gone)) = (id_of(&form, "keep"), id_of(&form, "gone")) else {
        let m = v.t("hub-admin-two-people").to_owned();
        return people_with(&hub, v, StatusCode::UNPROCESSABLE_ENTITY, Some(m)).await;
    };
    match store::merge(&hub.pool, keep, gone).await {
        Ok(()) => Redirect::to(&format!("/admin/people/{keep}")).into_response(),
        Err(MergeError::Unknown) => {
            let m = v.t("hub-admin-two-people").to_owned();
            people_with(&hub, v, StatusCode::UNPROCESSABLE_ENTITY, Some(m)).await
        }
        Err(MergeError::TwoIds) => {
            let m = v.t("hub-admin-two-ids").to_owned();
            people_with(&hub, v, StatusCode::CONFLICT, Some(m)).await
        }
        Err(MergeError::Db(e)) => storage(v, &e),
    }
}

#[derive(Template)]
#[template(path = "hub/person.html")]
struct PersonPage {
    v: HubView,
    error: Option<String>,
    person: Person,
    origins: Vec<Origin>,
}

async fn person_with(
    hub: &Hub,
    v: HubView,
    id: &str,
    status: StatusCode,
    error: Option<String>,
) -> Response {
    let Ok(id) = id.parse::<i64>() else {
        let m = v.t("hub-no-player").to_owned();
        return say(v, StatusCode::NOT_FOUND, m, "/admin/people");
    };
    let found = async {
        let person = store::people_list(&hub.pool)
            .await?
            .into_iter()
            .find(|p| p.id == id);
        Ok::<_, sqlx::Error>((person, store::origins(&hub.pool, id).await?))
    }
    .await;
    match found {
        Ok((Some(person), origins)) => render(
            status,
            &PersonPage {
                v,
                error,
                person,
                origins,
            },
        ),
        Ok((None, _)) => {
            let m = v.t("hub-no-player").to_owned();
            say(v, StatusCode::NOT_FOUND, m, "/admin/people")
        }
        Err(e) => storage(v, &e),
    }
}

/// `GET /admin/people/{id}`: a person's origins (club player ids), the split
/// buttons and the national id.
async fn person_page(
    State(hub): State<Hub>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    match signed_in(&hub, &headers).await {
        Ok(v) => person_with(&hub, v, &id, StatusCode::OK, None).await,
        Err(r) => r,
    }
}

fn person_refusal(lang: Lang, e: &PersonError) -> (StatusCode, String) {
    match e {
        PersonError::Unknown => (StatusCode::NOT_FOUND, t(lang, "hub-no-player").to_owned()),
        PersonError::IdTaken(other) => (
            StatusCode::CONFLICT,
            tf(
                lang,
                "hub-admin-id-taken",
                &[("person", FluentValue::from(*other))],
            ),
        ),
        PersonError::NothingThere => (
            StatusCode::UNPROCESSABLE_ENTITY,
            t(lang, "hub-admin-split-nothing").to_owned(),
        ),
        PersonError::Whole => (
            StatusCode::UNPROCESSABLE_ENTITY,
            t(lang, "hub-admin-split-whole").to_owned(),
        ),
        PersonError::Db(_) => (
            StatusCode::SERVICE_UNAVAILABLE,
            t(lang, "hub-err-storage").to_owned(),
        ),
    }
}

/// Person `id`'s page again, `422`, with the message `key` about the form the
/// organizer sent: nothing was changed.
async fn person_form_refused(hub: &Hub, v: HubView, id: &str, key: &str) -> Response {
    let m = v.t(key).to_owned();
    person_with(hub, v, id, StatusCode::UNPROCESSABLE_ENTITY, Some(m)).await
}

/// What a change to person `id` answers: once stored, a redirect to the person to
/// look at next (`done`: the new person after a split, the same one otherwise);
/// refused, person `id`'s page again with the reason.
async fn after_person_change(
    hub: &Hub,
    v: HubView,
    id: &str,
    done: Result<i64, PersonError>,
) -> Response {
    match done {
        Ok(next) => Redirect::to(&format!("/admin/people/{next}")).into_response(),
        Err(e) => {
            let (status, m) = person_refusal(v.lang, &e);
            person_with(hub, v, id, status, Some(m)).await
        }
    }
}

/// A signed-in POST about person `id` (the address's): the view, the form's
/// fields and the person's number, or the refusal to send (`404` for an id
/// that is not a number).
async fn guarded_person(
    hub: &Hub,
    headers: &HeaderMap,
    body: &Bytes,
    id: &str,
) -> Result<(HubView, Vec<(String, String)>, i64), Response> {
    let (v, form) = guarded(hub, headers, body).await?;
    match id.parse::<i64>() {
        Ok(person) => Ok((v, form, person)),
        Err(_) => {
            let m = v.t("hub-no-player").to_owned();
            Err(say(v, StatusCode::NOT_FOUND, m, "/admin/people"))
        }
    }
}

/// `POST /admin/people/{id}/split`: the appearances from club `club`'s player
/// `player` (of its team tournaments with `kind=team`) become a new person.
async fn split(
    State(hub): State<Hub>,
    headers: HeaderMap,
    Path(id): Path<String>,
    body: Bytes,
) -> Response {
    let (v, form, person) = match guarded_person(&hub, &headers, &body, &id).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let (Some(club), Some(player)) = (id_of(&form, "club"), id_of(&form, "player")) else {
        return person_form_refused(&hub, v, &id, "hub-admin-split-nothing").await;
    };
    // A team tournament's player (`kind=team`); else, as before, an individual one.
    let team = field(&form, "kind") == Some("team");
    let done = store::split(&hub.pool, person, club, (team, player)).await;
    after_person_change(&hub, v, &id, done).await
}

/// `POST /admin/people/{id}/national-id`: sets, corrects or (empty) clears it.
async fn national_id(
    State(hub): State<Hub>,
    headers: HeaderMap,
    Path(id): Path<String>,
    body: Bytes,
) -> Response {
    let (v, form, person) = match guarded_person(&hub, &headers, &body, &id).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let value = field(&form, "national_id").unwrap_or("").trim();
    if value.chars().count() > 30 || value.chars().any(char::is_control) {
        return person_form_refused(&hub, v, &id, "hub-admin-id-form").await;
    }
    let done = store::set_national_id(&hub.pool, person, Some(value)).await;
    after_person_change(&hub, v, &id, done.map(|()| person)).await
}
