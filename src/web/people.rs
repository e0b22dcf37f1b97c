//! The organizer's people pages (issue 30): one record per player across every
//! event, the records that may be one person, merges and splits.
//!
//! Suggestions are only shown: a merge is the organizer's button, never the
//! program's guess ([`crate::tournament::people`]).

use askama::Template;
use axum::Form;
use axum::Router;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use fluent_bundle::FluentValue;
use serde::Deserialize;

use crate::db::people::{EntryRow, PeopleRefusal, PersonRow};
use crate::db::{self};
use crate::i18n::tf;
use crate::printable::has_control;
use crate::tournament::people::{Known, Reason, suggest};
use crate::web::pages::{render, render_status};
use crate::web::session::Organizer;
use crate::web::session::Visitor;
use crate::web::{AppError, AppState, Result};

/// The people pages' routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/people", get(list))
        .route("/people/merge", post(merge))
        .route("/people/{id}", get(show))
        .route("/people/{id}/split", post(split))
        .route("/people/{id}/national_id", post(national_id))
}

/// Two records that may be one person, as the list shows them.
struct Pair {
    first: PersonRow,
    second: PersonRow,
    score: u32,
    reasons: Vec<&'static str>,
}

#[derive(Template)]
#[template(path = "people/list.html")]
struct ListPage {
    v: Visitor,
    people: Vec<PersonRow>,
    pairs: Vec<Pair>,
    error: Option<String>,
}

#[derive(Template)]
#[template(path = "people/person.html")]
struct PersonPage {
    v: Visitor,
    person: PersonRow,
    entries: Vec<EntryRow>,
    error: Option<String>,
    /// Their person on the federation hub, once a publish named it (`web::publish`).
    hub_person: Option<i64>,
    /// The club's hub address, for the link to that person's hub page.
    hub_url: Option<String>,
}

fn reason_key(r: Reason) -> &'static str {
    match r {
        Reason::NationalId => "people.reason.national_id",
        Reason::SameName => "people.reason.same_name",
        Reason::SimilarName => "people.reason.similar_name",
        Reason::SameClub => "people.reason.same_club",
    }
}

/// Every pair of records that may be one person, likeliest first: each record
/// against those after it, so a pair is listed once.
fn pairs(people: &[PersonRow]) -> Vec<Pair> {
    let mut found = Vec::new();
    for (i, p) in people.iter().enumerate() {
        let later: Vec<Known> = people[i + 1..]
            .iter()
            .map(|q| Known {
                person: q.id,
                name: q.name.clone(),
                club: q.club.clone(),
                national_id: q.national_id.clone(),
            })
            .collect();
        for s in suggest(&p.name, p.club.as_deref(), p.national_id.as_deref(), &later) {
            if let Some(q) = people.iter().find(|q| q.id == s.person) {
                // The older record is kept: it is the one earlier pages linked.
                let (first, second) = if p.id < q.id { (p, q) } else { (q, p) };
                found.push(Pair {
                    first: first.clone(),
                    second: second.clone(),
                    score: s.score,
                    reasons: s.reasons.into_iter().map(reason_key).collect(),
                });
            }
        }
    }
    found.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then(a.first.id.cmp(&b.first.id))
            .then(a.second.id.cmp(&b.second.id))
    });
    found
}

async fn list_page(state: &AppState, v: Visitor, error: Option<String>) -> Result<ListPage> {
    let people = db::people::list(&state.db).await?;
    let pairs = pairs(&people);
    Ok(ListPage {
        v,
        people,
        pairs,
        error,
    })
}

/// `GET /people`: everyone on record and the records that may be one person.
pub async fn list(State(state): State<AppState>, Organizer(v, _): Organizer) -> Result<Response> {
    render(&list_page(&state, v, None).await?)
}

/// The merge form: `kept` takes `gone`'s entries.
#[derive(Deserialize)]
pub struct MergeForm {
    kept: i64,
    gone: i64,
}

fn name_of(people: &[PersonRow], id: i64) -> String {
    people
        .iter()
        .find(|p| p.id == id)
        .map(|p| p.name.clone())
        .unwrap_or_default()
}

/// `POST /people/merge`: joins two records into the kept one.
pub async fn merge(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Form(f): Form<MergeForm>,
) -> Result<Response> {
    let people = db::people::list(&state.db).await?;
    let refused =
        match db::people::merge(&state.db, f.kept, f.gone, me.id, state.now_unix()).await? {
            Ok(()) => return Ok(Redirect::to(&format!("/people/{}", f.kept)).into_response()),
            Err(r) => r,
        };
    let (status, sentence) = match refused {
        PeopleRefusal::TwoNationalIds => (
            StatusCode::CONFLICT,
            tf(
                v.lang,
                "people.err.two_ids",
                &[
                    ("a", FluentValue::from(name_of(&people, f.kept))),
                    ("b", FluentValue::from(name_of(&people, f.gone))),
                ],
            ),
        ),
        PeopleRefusal::SamePerson => (
            StatusCode::UNPROCESSABLE_ENTITY,
            v.t("people.err.same").to_owned(),
        ),
        PeopleRefusal::Missing | PeopleRefusal::OnlyEntry | PeopleRefusal::IdTaken(_) => {
            (StatusCode::NOT_FOUND, v.t("people.err.missing").to_owned())
        }
    };
    render_status(status, &list_page(&state, v, Some(sentence)).await?)
}

async fn person_page(
    state: &AppState,
    v: Visitor,
    id: i64,
    error: Option<String>,
) -> Result<PersonPage> {
    let people = db::people::list(&state.db).await?;
    let person = people
        .into_iter()
        .find(|p| p.id == id)
        .ok_or(AppError::NotFound)?;
    let entries = db::people::entries(&state.db, id).await?;
    let hub_person = db::hub_link::hub_person(&state.db, id).await?;
    let hub_url = db::hub_link::get(&state.db).await?.map(|l| l.url);
    Ok(PersonPage {
        v,
        person,
        entries,
        error,
        hub_person,
        hub_url,
    })
}

/// `GET /people/{id}`: one person's events, each with a split button.
pub async fn show(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path(id): Path<i64>,
) -> Result<Response> {
    render(&person_page(&state, v, id, None).await?)
}

/// The split form: which entry leaves.
#[derive(Deserialize)]
pub struct SplitForm {
    kind: String,
    entry: i64,
}

/// `POST /people/{id}/split`: one entry becomes a person of its own.
pub async fn split(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<SplitForm>,
) -> Result<Response> {
    let mine = db::people::entries(&state.db, id).await?;
    if !mine
        .iter()
        .any(|e| e.kind == f.kind && e.entry_id == f.entry)
    {
        return Err(AppError::NotFound);
    }
    match db::people::split(&state.db, &f.kind, f.entry, me.id, state.now_unix()).await? {
        Ok(new) => Ok(Redirect::to(&format!("/people/{new}")).into_response()),
        Err(PeopleRefusal::OnlyEntry) => {
            let page = person_page(&state, v, id, None).await?;
            let sentence = tf(
                page.v.lang,
                "people.err.only",
                &[("name", FluentValue::from(page.person.name.clone()))],
            );
            let page = PersonPage {
                error: Some(sentence),
                ..page
            };
            render_status(StatusCode::CONFLICT, &page)
        }
        Err(_) => Err(AppError::NotFound),
    }
}

/// The national id form.
#[derive(Deserialize)]
pub struct NationalIdForm {
    #[serde(default)]
    national_id: String,
}

/// Longest national id accepted (federation cards are a dozen characters).
const MOST_ID_CHARS: usize = 30;

/// `POST /people/{id}/national_id`: sets or (empty) clears a person's
/// membership number; one person per number.
pub async fn national_id(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<NationalIdForm>,
) -> Result<Response> {
    let typed = f.national_id.trim();
    let (status, sentence) = if has_control(typed) {
        (
            StatusCode::UNPROCESSABLE_ENTITY,
            v.t("people.err.id_control").to_owned(),
        )
    } else if typed.chars().count() > MOST_ID_CHARS {
        (
            StatusCode::UNPROCESSABLE_ENTITY,
            v.t("people.err.id_long").to_owned(),
        )
    } else {
        let value = Some(typed).filter(|t| !t.is_empty());
        match db::people::set_national_id(&state.db, id, value, me.id, state.now_unix()).await? {
            Ok(()) => return Ok(Redirect::to(&format!("/people/{id}")).into_response()),
            Err(PeopleRefusal::IdTaken(name)) => (
                StatusCode::CONFLICT,
                tf(
                    v.lang,
                    "people.err.id_taken",
                    &[
                        ("id", FluentValue::from(typed.to_owned())),
                        ("name", FluentValue::from(name)),
                    ],
                ),
            ),
            Err(_) => return Err(AppError::NotFound),
        }
    };
    render_status(status, &person_page(&state, v, id, Some(sentence)).await?)
}
