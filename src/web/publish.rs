//! The club's side of the federation hub on the web (issue 30, docs/HUB.md): the
//! organizer's "publish to the hub" button on a finished individual or team
//! tournament, and the page where the club keeps the hub's address and its token.
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
use crate::tournament::stages::{Stage, StageSettings};
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

/// What the page said after the button, good or bad.
pub struct Outcome {
    /// Published (else refused, or not sent).
    pub ok: bool,
    /// Its sentences.
    pub lines: Vec<String>,
}

/// The hub section of a tournament's organizer page.
pub struct HubSection {
    /// Where the button posts.
    pub action: String,
    /// Why the event cannot be published yet (not finished), in words.
    pub not_yet: Option<String>,
    /// The club has a hub link.
    pub linked: bool,
    /// The event type the form offers.
    pub event_type: String,
    /// The date the form offers (`YYYY-MM-DD`).
    pub date: String,
    /// What the last press of the button did.
    pub outcome: Option<Outcome>,
}

/// Why a tournament is not finished, as the section says it.
#[derive(Debug, PartialEq, Eq)]
enum NotYet {
    NoRound,
    Draft(i64),
    Planned { played: i64, planned: i64 },
    Semifinal,
    Final,
    Table { round: i64, table: i64 },
}

impl NotYet {
    fn sentence(&self, lang: Lang) -> String {
        let n = FluentValue::from;
        match self {
            NotYet::NoRound => t(lang, "hubpub-not-none").to_owned(),
            NotYet::Draft(round) => tf(lang, "hubpub-not-draft", &[("round", n(*round))]),
            NotYet::Planned { played, planned } => tf(
                lang,
                "hubpub-not-planned",
                &[("played", n(*played)), ("planned", n(*planned))],
            ),
            NotYet::Semifinal => t(lang, "hubpub-not-semifinal").to_owned(),
            NotYet::Final => t(lang, "hubpub-not-final").to_owned(),
            NotYet::Table { round, table } => tf(
                lang,
                "hubpub-not-table",
                &[("round", n(*round)), ("table", n(*table))],
            ),
        }
    }
}

/// Is individual tournament `id` over: every planned qualifying round, the
/// semifinal and final its stages have, all published and every table's match
/// finished? The first thing missing, else `None`.
async fn not_yet(state: &AppState, id: i64) -> Result<Option<NotYet>> {
    let planned = super::individual::load(state, id).await?.row.rounds_planned;
    let rounds = db::stages::round_stages(&state.db, id).await?;
    if rounds.is_empty() {
        return Ok(Some(NotYet::NoRound));
    }
    if let Some(r) = rounds.iter().find(|r| !r.published) {
        return Ok(Some(NotYet::Draft(r.number)));
    }
    let played = rounds
        .iter()
        .filter(|r| Stage::parse(&r.stage) == Stage::Qualifying)
        .count() as i64;
    if played < planned {
        return Ok(Some(NotYet::Planned { played, planned }));
    }
    let stages: Option<StageSettings> = db::stages::get(&state.db, id)
        .await?
        .and_then(|row| serde_json::from_str(&row.stages).ok());
    let has = |st: Stage| rounds.iter().any(|r| Stage::parse(&r.stage) == st);
    if let Some(s) = stages {
        if s.has_semifinal() && !has(Stage::Semifinal) {
            return Ok(Some(NotYet::Semifinal));
        }
        if s.has_final() && !has(Stage::Final) {
            return Ok(Some(NotYet::Final));
        }
    }
    let signoffs = db::individual_log::signoffs(&state.db, id).await?;
    for table in db::individual::tables(&state.db, id).await? {
        let Some(m) = table.match_id else { continue };
        // Finished, and signed once the referee or the organizer signs it.
        let finished = signoffs
            .iter()
            .any(|s| s.match_id == m && matches!(s.status.as_str(), "finished" | "signed"));
        if !finished {
            return Ok(Some(NotYet::Table {
                round: table.round,
                table: table.number,
            }));
        }
    }
    Ok(None)
}

/// The day individual tournament `id` was created (`YYYY-MM-DD`).
async fn created_on(state: &AppState, id: i64) -> Result<String> {
    let day: Option<String> = sqlx::query_scalar(
        "SELECT date(created_at, 'unixepoch') FROM individual_tournaments WHERE id = ?",
    )
    .bind(id)
    .fetch_optional(state.db.pool())
    .await
    .map_err(db::DbError::from)?;
    day.ok_or(AppError::NotFound)
}

/// The hub section of tournament `id`'s organizer page, as it stands.
///
/// # Errors
/// 404 for no such tournament; storage errors.
pub async fn section(state: &AppState, id: i64, lang: Lang) -> Result<HubSection> {
    Ok(HubSection {
        action: format!("/individual/{id}/hub"),
        not_yet: not_yet(state, id).await?.map(|w| w.sentence(lang)),
        linked: db::hub_link::get(&state.db).await?.is_some(),
        event_type: "Torneo".into(),
        date: created_on(state, id).await?,
        outcome: None,
    })
}

/// The archive of team tournament `id`: what its payload is built from.
async fn team_archive(state: &AppState, id: i64) -> Result<crate::tournament::archive::Archive> {
    db::transfer::export(&state.db, id, state.now_unix())
        .await?
        .ok_or(AppError::NotFound)
}

/// Why team tournament archive `a` cannot be published yet, in words: the same
/// check `arbitro publish --team` refuses with.
fn team_not_yet(a: &crate::tournament::archive::Archive, lang: Lang) -> Option<String> {
    crate::publish::team::unfinished(a).map(|u| PublishError::Event(u).sentence(lang))
}

/// The hub section of team tournament `id`'s organizer page. Its matches are read
/// (the tournament's archive) only when the club has a hub link, so a club
/// without one pays nothing on its dashboard.
///
/// # Errors
/// 404 for no such tournament; storage errors.
pub async fn team_section(state: &AppState, id: i64, lang: Lang) -> Result<HubSection> {
    let linked = db::hub_link::get(&state.db).await?.is_some();
    let (not_yet, date) = if linked {
        let a = team_archive(state, id).await?;
        (team_not_yet(&a, lang), team_day(&a))
    } else {
        (None, String::new())
    };
    Ok(HubSection {
        action: format!("/tournaments/{id}/hub"),
        not_yet,
        linked,
        event_type: "Torneo".into(),
        date,
        outcome: None,
    })
}

/// The day team tournament archive `a` was held (`YYYY-MM-DD`): its own date,
/// else the day it was created, as `arbitro publish --team` defaults.
fn team_day(a: &crate::tournament::archive::Archive) -> String {
    crate::publish::team::held_on(a)
        .or_else(|| {
            chrono::DateTime::from_timestamp(a.tournament.created_at, 0).map(|d| d.date_naive())
        })
        .map(|d| d.format("%Y-%m-%d").to_string())
        .unwrap_or_default()
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
        Entries::Individual => not_yet(state, id).await?.map(|w| w.sentence(lang)),
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
