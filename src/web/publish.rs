//! The club's side of the federation hub on the web (issue 30, docs/HUB.md): the
//! organizer's "publish to the hub" button on a finished individual or team
//! tournament, and the page where the club keeps the hub's address and its token.
//! What the button's section on the organizer page shows is [`crate::web::hub_section`].
//!
//! The button sends what `arbitro publish` sends ([`crate::publish`]); the page
//! then says in a sentence what happened: the hub's event id and counts, the
//! hub's refusal as the hub worded it, or why the hub could not be reached. The
//! hub's answer names each published player's person on the hub and the national
//! id it knows: both are stored on the club's people ([`db::hub_link`]).

use askama::Template;
use axum::Form;
use axum::Router;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::{get, post};
use fluent_bundle::FluentValue;
use serde::Deserialize;

use crate::db::{
    self,
    hub_link::{Entries, HubLink},
};
use crate::i18n::{Lang, t, tf, tn};
use crate::printable::has_control;
use crate::publish::{PublishError, Published};
use crate::web::hub_section::{HubSection, Outcome, not_yet, team_archive, team_not_yet};
use crate::web::pages::render_status;
use crate::web::session::{Organizer, Visitor};
use crate::web::{AppError, AppState, Result};

/// The certificates an `https://` hub is trusted by: the system's bundle, as
/// `arbitro publish` reads by default.
const CA_FILE: &str = "/etc/ssl/certs/ca-certificates.crt";

/// Longest hub address and token kept.
const MOST_CHARS: usize = 200;

/// The routes: the hub link page and the button's target.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/hub-link", get(link_page).post(save_link))
        .route("/hub-link/remove", post(remove_link))
        .route("/individual/{id}/hub", post(publish))
        .route("/tournaments/{id}/hub", post(publish_team))
}

/// The button's form.
#[derive(Deserialize)]
pub struct PublishForm {
    /// The event's type in the national circuit.
    #[serde(default)]
    event_type: String,
    /// When it was held, `YYYY-MM-DD`.
    #[serde(default)]
    held_on: String,
}

/// The organizer's page again, its hub section saying `lines`.
async fn answer(
    state: &AppState,
    v: Visitor,
    (kind, id): (Entries, i64),
    status: StatusCode,
    form: &PublishForm,
    lines: Vec<String>,
) -> Result<Response> {
    let said = |hub: &mut HubSection| {
        // The organizer's own values stay in the form, to correct or press again.
        hub.event_type = form.event_type.clone();
        hub.date = form.held_on.clone();
        hub.outcome = Some(Outcome {
            ok: status == StatusCode::OK,
            lines,
        });
    };
    match kind {
        Entries::Individual => {
            let mut page = super::individual::manage::page(state, v, id, None).await?;
            said(&mut page.hub);
            render_status(status, &page)
        }
        Entries::Team => {
            let mut page =
                super::tournaments::manage::manage_page(state, v, id, None, Default::default())
                    .await?;
            said(&mut page.hub);
            render_status(status, &page)
        }
    }
}

/// `POST /individual/{id}/hub`: publishes the finished tournament to the club's
/// hub and says what happened.
pub async fn publish(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<PublishForm>,
) -> Result<Response> {
    publish_as(&state, v, me.id, (Entries::Individual, id), f).await
}

/// `POST /tournaments/{id}/hub`: the same for a finished team tournament.
pub async fn publish_team(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<PublishForm>,
) -> Result<Response> {
    publish_as(&state, v, me.id, (Entries::Team, id), f).await
}

/// Publishes tournament `id` of `kind` for organizer `by` and answers with its
/// organizer's page.
async fn publish_as(
    state: &AppState,
    v: Visitor,
    by: i64,
    (kind, id): (Entries, i64),
    f: PublishForm,
) -> Result<Response> {
    let lang = v.lang;
    let refuse = |status, key: &str| (status, vec![t(lang, key).to_owned()]);
    let unfinished = match kind {
        Entries::Individual => {
            let planned = super::individual::load(state, id).await?.row.rounds_planned;
            not_yet(state, id, planned).await?.map(|w| w.sentence(lang))
        }
        Entries::Team => team_not_yet(&team_archive(state, id).await?, lang),
    };
    let (status, lines) = if let Some(why) = unfinished {
        (StatusCode::CONFLICT, vec![why])
    } else if let Some(link) = db::hub_link::get(&state.db).await? {
        let event_type = f.event_type.trim();
        let date = chrono::NaiveDate::parse_from_str(f.held_on.trim(), "%Y-%m-%d");
        if event_type.is_empty() || event_type.chars().count() > 60 || has_control(event_type) {
            refuse(StatusCode::UNPROCESSABLE_ENTITY, "hubpub-err-type")
        } else if let Ok(date) = date {
            match send(state, (kind, id), &link, event_type, date, lang).await? {
                Ok(published) => (
                    StatusCode::OK,
                    remember(state, (kind, id), &published, by, lang).await?,
                ),
                Err(e @ PublishError::Event(_)) => {
                    (StatusCode::UNPROCESSABLE_ENTITY, vec![e.sentence(lang)])
                }
                Err(e @ PublishError::Refused(..)) => {
                    (StatusCode::UNPROCESSABLE_ENTITY, vec![e.sentence(lang)])
                }
                // The hub is away or said something unreadable: the event is as
                // it was; the organizer may try again.
                Err(e) => (StatusCode::CONFLICT, vec![e.sentence(lang)]),
            }
        } else {
            refuse(StatusCode::UNPROCESSABLE_ENTITY, "hubpub-err-date")
        }
    } else {
        refuse(StatusCode::CONFLICT, "hubpub-no-link")
    };
    answer(state, v, (kind, id), status, &f, lines).await
}

/// Builds the payload of tournament `id` of `kind` and sends it to the club's hub.
async fn send(
    state: &AppState,
    (kind, id): (Entries, i64),
    link: &HubLink,
    event_type: &str,
    date: chrono::NaiveDate,
    lang: Lang,
) -> Result<std::result::Result<Published, PublishError>> {
    let national_ids = db::hub_link::national_ids(&state.db, kind, id).await?;
    let payload = match kind {
        Entries::Individual => {
            let archive = db::individual_transfer::export(&state.db, id, state.now_unix())
                .await?
                .ok_or(AppError::NotFound)?;
            crate::publish::payload(&archive, id, date, event_type, &national_ids)
        }
        Entries::Team => {
            let archive = team_archive(state, id).await?;
            let players = crate::publish::team::players(&state.db, id).await?;
            crate::publish::team::payload(&archive, id, date, event_type, &players, &national_ids)
        }
    };
    let payload = match payload {
        Ok(p) => p,
        Err(e) => return Ok(Err(e)),
    };
    let body = serde_json::to_string(&payload)
        .map_err(|e| AppError::Internal(format!("publish payload: {e}")))?;
    let ca = std::path::Path::new(CA_FILE);
    Ok(
        crate::publish::send_in(&link.url, &link.token, body, ca, Some(lang))
            .await
            .and_then(|answer| crate::publish::read_answer(&answer)),
    )
}

/// Stores what the hub sent back about the people and says it all.
async fn remember(
    state: &AppState,
    (kind, id): (Entries, i64),
    published: &Published,
    by: i64,
    lang: Lang,
) -> Result<Vec<String>> {
    let mut lines = vec![tf(
        lang,
        "hubpub-done",
        &[
            ("event", FluentValue::from(published.event)),
            ("tables", FluentValue::from(published.tables)),
            ("players", FluentValue::from(published.players)),
        ],
    )];
    let Some(people) = &published.people else {
        lines.push(t(lang, "hubpub-no-people").to_owned());
        return Ok(lines);
    };
    let done =
        db::hub_link::remember_people(&state.db, kind, id, people, Some(by), state.now_unix())
            .await?;
    if done.hub_ids > 0 {
        lines.push(tn(lang, "hubpub-linked", done.hub_ids));
    }
    if done.national_ids > 0 {
        lines.push(tn(lang, "hubpub-national", done.national_ids));
    }
    if done.held_elsewhere > 0 {
        lines.push(tn(lang, "hubpub-held", done.held_elsewhere));
    }
    Ok(lines)
}

/// The hub link page.
#[derive(Template)]
#[template(path = "publish/link.html")]
pub struct LinkPage {
    v: Visitor,
    /// The stored address, or what the organizer typed.
    url: String,
    /// The stored token, said by its last four characters only.
    stored: Option<String>,
    /// A sentence at the top: (good news, text).
    said: Option<(bool, String)>,
}

async fn link_view(
    state: &AppState,
    v: Visitor,
    status: StatusCode,
    typed: Option<String>,
    said: Option<(bool, String)>,
) -> Result<Response> {
    let link = db::hub_link::get(&state.db).await?;
    let stored = link.as_ref().map(|l| {
        let chars: Vec<char> = l.token.chars().collect();
        let last: String = chars[chars.len().saturating_sub(4)..].iter().collect();
        tf(
            v.lang,
            "hublink-token-stored",
            &[("last", FluentValue::from(last))],
        )
    });
    let url = typed.unwrap_or_else(|| link.map(|l| l.url).unwrap_or_default());
    render_status(
        status,
        &LinkPage {
            v,
            url,
            stored,
            said,
        },
    )
}

/// `GET /hub-link`: the club's hub address and (the end of) its token.
pub async fn link_page(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
) -> Result<Response> {
    link_view(&state, v, StatusCode::OK, None, None).await
}

/// The hub link form.
#[derive(Deserialize)]
pub struct LinkForm {
    #[serde(default)]
    url: String,
    /// Empty: keep the stored token.
    #[serde(default)]
    token: String,
}

/// Is `url` an `http://` or `https://` address with a host, short enough?
fn valid_url(url: &str) -> bool {
    if url.chars().count() > MOST_CHARS || has_control(url) || url.contains(char::is_whitespace) {
        return false;
    }
    let Ok(uri) = url.parse::<hyper::Uri>() else {
        return false;
    };
    matches!(uri.scheme_str(), Some("http" | "https"))
        && uri.host().is_some_and(|h| !h.is_empty())
        && uri.query().is_none()
}

/// `POST /hub-link`: stores the hub's address, and the token when one is typed.
pub async fn save_link(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Form(f): Form<LinkForm>,
) -> Result<Response> {
    let lang = v.lang;
    let url = f.url.trim().trim_end_matches('/').to_owned();
    let token = f.token.trim();
    let refuse = |key: &str| Some((false, t(lang, key).to_owned()));
    if !valid_url(&url) {
        let said = refuse("hublink-err-url");
        return link_view(&state, v, StatusCode::UNPROCESSABLE_ENTITY, Some(url), said).await;
    }
    let token_ok = token.chars().count() <= MOST_CHARS
        && !has_control(token)
        && !token.contains(char::is_whitespace);
    let stored = token_ok
        && db::hub_link::set(
            &state.db,
            &url,
            (!token.is_empty()).then_some(token),
            state.now_unix(),
        )
        .await?;
    if !stored {
        let said = refuse("hublink-err-token");
        return link_view(&state, v, StatusCode::UNPROCESSABLE_ENTITY, Some(url), said).await;
    }
    let said = Some((true, t(lang, "hublink-saved").to_owned()));
    link_view(&state, v, StatusCode::OK, None, said).await
}

/// `POST /hub-link/remove`: forgets the address and the token.
pub async fn remove_link(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
) -> Result<Response> {
    db::hub_link::remove(&state.db).await?;
    let said = Some((true, t(v.lang, "hublink-removed").to_owned()));
    link_view(&state, v, StatusCode::OK, None, said).await
}

#[cfg(test)]
mod tests {
    use super::valid_url;

    #[test]
    fn a_hub_address_is_http_or_https_with_a_host() {
        assert!(valid_url("https://hub.example.org"));
        assert!(valid_url("http://127.0.0.1:4000"));
        assert!(valid_url("https://hub.example.org/federazione"));
        assert!(!valid_url(""));
        assert!(!valid_url("hub.example.org"));
        assert!(!valid_url("ftp://hub.example.org"));
        assert!(!valid_url("https://"));
        assert!(!valid_url("https://hub.example.org/?a=1"));
        assert!(!valid_url("https://hub example.org"));
        assert!(!valid_url(&format!("https://{}.org", "a".repeat(300))));
    }
}
