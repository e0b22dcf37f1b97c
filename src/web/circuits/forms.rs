//! The organizer's circuit forms. Each reads its fields, changes the stored
//! rules or events, and checks the result with
//! [`crate::tournament::circuit::CircuitRules::check`]: a refusal is a 422 with
//! the page again and a sentence that says what to fix; nothing is stored then.

use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use chrono::NaiveDate;
use fluent_bundle::FluentValue;
use serde::Deserialize;

use super::load::{EventKind, empty_rules, rules_of};
use super::pages::{list_refused, manage_page, rules_sentence};
use crate::db;
use crate::i18n::tf;
use crate::printable::has_control;
use crate::tournament::circuit::{CircuitRules, EventType, ReachPoints, Window};
use crate::tournament::individual::Points;
use crate::web::pages::render_status;
use crate::web::session::{Organizer, Visitor};
use crate::web::{AppError, AppState, Result};

/// Longest circuit or type name accepted.
const MOST_NAME_CHARS: usize = 80;
/// Largest number of points accepted in any field (a typo guard).
const MOST_POINTS: f64 = 1e9;

/// A refusal: the sentence the page shows.
struct Refused(String);

fn refuse(v: &Visitor, key: &str, args: &[(&str, String)]) -> Refused {
    let args: Vec<(&str, FluentValue)> = args
        .iter()
        .map(|(k, a)| (*k, FluentValue::from(a.clone())))
        .collect();
    Refused(tf(v.lang, key, &args))
}

/// A name as typed: trimmed, one line, not empty, not too long.
fn name_of(v: &Visitor, typed: &str) -> std::result::Result<String, Refused> {
    let name = typed.trim();
    if name.is_empty() || has_control(name) || name.chars().count() > MOST_NAME_CHARS {
        return Err(refuse(v, "circuits.err.name", &[]));
    }
    Ok(name.to_owned())
}

/// A number of points as typed ("2000", "1,25", empty for 0).
fn points(v: &Visitor, field: &str, typed: &str) -> std::result::Result<Points, Refused> {
    let t = typed.trim();
    if t.is_empty() {
        return Ok(Points::default());
    }
    match t.replace(',', ".").parse::<f64>() {
        Ok(x) if x.is_finite() && x.abs() <= MOST_POINTS => Ok(Points::from_f64(x)),
        _ => Err(refuse(
            v,
            "circuits.err.number",
            &[
                ("field", v.t(field).to_owned()),
                ("value", t.chars().take(20).collect()),
            ],
        )),
    }
}

async fn stored_rules(state: &AppState, id: i64) -> Result<(String, CircuitRules)> {
    let row = db::circuits::get(&state.db, id)
        .await?
        .ok_or(AppError::NotFound)?;
    let rules = rules_of(&row)?;
    Ok((row.name, rules))
}

/// Stores `rules` once checked (a circuit still without types is allowed: it
/// is being written), or the manage page with the refusal.
async fn store(
    state: &AppState,
    (v, by): (Visitor, i64),
    id: i64,
    name: &str,
    rules: &CircuitRules,
) -> Result<Response> {
    if let Err(e) = rules.check()
        && !(rules.types.is_empty() && e == crate::tournament::circuit::RulesError::NoTypes)
    {
        let sentence = rules_sentence(&v, &e);
        return refused(state, v, id, Refused(sentence)).await;
    }
    let json = serde_json::to_string(rules)
        .map_err(|e| AppError::Internal(format!("circuit rules: {e}")))?;
    if !db::circuits::set_rules(&state.db, id, name, &json, by, state.now_unix()).await? {
        return Err(AppError::NotFound);
    }
    Ok(Redirect::to(&format!("/circuits/{id}/manage")).into_response())
}

async fn refused(state: &AppState, v: Visitor, id: i64, r: Refused) -> Result<Response> {
    let page = manage_page(state, v, id, Some(r.0)).await?;
    render_status(StatusCode::UNPROCESSABLE_ENTITY, &page)
}

/// The creation form.
#[derive(Deserialize)]
pub struct CreateForm {
    #[serde(default)]
    name: String,
}

/// `POST /circuits`: a new circuit, without types yet; to its page of rules.
pub async fn create(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Form(f): Form<CreateForm>,
) -> Result<Response> {
    let name = match name_of(&v, &f.name) {
        Ok(n) => n,
        Err(r) => return list_refused(&state, v, r.0).await,
    };
    let rules = serde_json::to_string(&empty_rules())
        .map_err(|e| AppError::Internal(format!("circuit rules: {e}")))?;
    let id = db::circuits::create(&state.db, &name, &rules, me.id, state.now_unix()).await?;
    Ok(Redirect::to(&format!("/circuits/{id}/manage")).into_response())
}

/// The settings form: name, window, best K.
#[derive(Deserialize)]
pub struct SettingsForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    window: String,
    #[serde(default)]
    year: String,
    #[serde(default)]
    ending: String,
    #[serde(default)]
    best_of: String,
}

fn window(v: &Visitor, f: &SettingsForm) -> std::result::Result<Window, Refused> {
    match f.window.as_str() {
        "" | "always" => Ok(Window::Always),
        "year" => f
            .year
            .trim()
            .parse::<i32>()
            .ok()
            .filter(|y| (1900..=2200).contains(y))
            .map(|year| Window::Year { year })
            .ok_or_else(|| refuse(v, "circuits.err.year", &[])),
        "rolling" => NaiveDate::parse_from_str(f.ending.trim(), "%Y-%m-%d")
            .map(|ending| Window::Rolling { ending })
            .map_err(|_| refuse(v, "circuits.err.ending", &[])),
        _ => Err(refuse(v, "circuits.err.window", &[])),
    }
}

fn best_of(v: &Visitor, typed: &str) -> std::result::Result<Option<u32>, Refused> {
    let t = typed.trim();
    if t.is_empty() {
        return Ok(None);
    }
    t.parse::<u32>()
        .ok()
        .filter(|k| (1..=1000).contains(k))
        .map(Some)
        .ok_or_else(|| refuse(v, "circuits.err.best_of", &[]))
}

/// `POST /circuits/{id}/settings`.
pub async fn settings(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<SettingsForm>,
) -> Result<Response> {
    let (_, mut rules) = stored_rules(&state, id).await?;
    let read =
        name_of(&v, &f.name).and_then(|name| Ok((name, window(&v, &f)?, best_of(&v, &f.best_of)?)));
    let (name, window, best) = match read {
        Ok(x) => x,
        Err(r) => return refused(&state, v, id, r).await,
    };
    rules.window = window;
    rules.best_of = best;
    store(&state, (v, me.id), id, &name, &rules).await
}

/// One event type's form; `was` names the type it replaces (empty: a new one).
#[derive(Deserialize)]
pub struct TypeForm {
    #[serde(default)]
    was: String,
    #[serde(default)]
    name: String,
    #[serde(default)]
    by_place: String,
    #[serde(default)]
    winner: String,
    #[serde(default)]
    finalist: String,
    #[serde(default)]
    semifinalist: String,
    #[serde(default)]
    per_game: String,
    #[serde(default)]
    per_score: String,
    #[serde(default)]
    multiplier: String,
}

fn event_type(v: &Visitor, f: &TypeForm) -> std::result::Result<EventType, Refused> {
    let name = name_of(v, &f.name)?;
    let mut by_place = Vec::new();
    for typed in f
        .by_place
        .split(|c: char| c.is_whitespace() || c == ';' || c == '/')
        .filter(|s| !s.is_empty())
    {
        by_place.push(points(v, "circuits.by_place", typed)?);
    }
    let multiplier = if f.multiplier.trim().is_empty() {
        Points::whole(1)
    } else {
        points(v, "circuits.multiplier", &f.multiplier)?
    };
    Ok(EventType {
        name,
        by_place,
        by_reach: ReachPoints {
            winner: points(v, "circuits.winner", &f.winner)?,
            finalist: points(v, "circuits.finalist", &f.finalist)?,
            semifinalist: points(v, "circuits.semifinalist", &f.semifinalist)?,
        },
        per_game: points(v, "circuits.per_game", &f.per_game)?,
        per_score: points(v, "circuits.per_score", &f.per_score)?,
        multiplier,
    })
}

/// The circuit's events of type `name` (their names), for a refusal.
async fn using_type(state: &AppState, id: i64, name: &str) -> Result<Option<String>> {
    let wanted = name.trim().to_lowercase();
    Ok(db::circuits::events(&state.db, id)
        .await?
        .into_iter()
        .find(|e| e.event_type.trim().to_lowercase() == wanted)
        .map(|e| e.name))
}

/// `POST /circuits/{id}/types`: adds a type, or replaces the type `was`.
pub async fn put_type(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<TypeForm>,
) -> Result<Response> {
    let (name, mut rules) = stored_rules(&state, id).await?;
    let t = match event_type(&v, &f) {
        Ok(t) => t,
        Err(r) => return refused(&state, v, id, r).await,
    };
    let was = f.was.trim().to_lowercase();
    let renamed = !was.is_empty() && was != t.name.trim().to_lowercase();
    if renamed && let Some(event) = using_type(&state, id, &f.was).await? {
        let r = refuse(
            &v,
            "circuits.err.type_used",
            &[("name", f.was.trim().to_owned()), ("event", event)],
        );
        return refused(&state, v, id, r).await;
    }
    match rules
        .types
        .iter_mut()
        .find(|x| !was.is_empty() && x.name.trim().to_lowercase() == was)
    {
        Some(slot) => *slot = t,
        None => rules.types.push(t),
    }
    store(&state, (v, me.id), id, &name, &rules).await
}

/// Which type to remove.
#[derive(Deserialize)]
pub struct RemoveTypeForm {
    #[serde(default)]
    name: String,
}

/// `POST /circuits/{id}/types/remove`: refused while an event has the type.
pub async fn remove_type(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<RemoveTypeForm>,
) -> Result<Response> {
    let (name, mut rules) = stored_rules(&state, id).await?;
    if let Some(event) = using_type(&state, id, &f.name).await? {
        let r = refuse(
            &v,
            "circuits.err.type_used",
            &[("name", f.name.trim().to_owned()), ("event", event)],
        );
        return refused(&state, v, id, r).await;
    }
    let wanted = f.name.trim().to_lowercase();
    let before = rules.types.len();
    rules
        .types
        .retain(|t| t.name.trim().to_lowercase() != wanted);
    if rules.types.len() == before {
        return Err(AppError::NotFound);
    }
    store(&state, (v, me.id), id, &name, &rules).await
}

/// The event form: which event (an individual tournament's id, `season:ID` or
/// `team:ID`, see [`EventKind::field`]), its type, its day (empty: the event's
/// own day).
#[derive(Deserialize)]
pub struct EventForm {
    #[serde(default)]
    event: String,
    #[serde(default)]
    event_type: String,
    #[serde(default)]
    held_on: String,
}

/// `POST /circuits/{id}/events`: adds an event, or changes its type or day.
pub async fn put_event(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<EventForm>,
) -> Result<Response> {
    let (_, rules) = stored_rules(&state, id).await?;
    let Some(kind) = rules.event_type(&f.event_type) else {
        let r = refuse(
            &v,
            "circuits.err.pick_type",
            &[("type", f.event_type.trim().chars().take(80).collect())],
        );
        return refused(&state, v, id, r).await;
    };
    let day = f.held_on.trim();
    if !day.is_empty() && NaiveDate::parse_from_str(day, "%Y-%m-%d").is_err() {
        let r = refuse(&v, "circuits.err.day", &[]);
        return refused(&state, v, id, r).await;
    }
    let Some((which, event)) = EventKind::parse_field(&f.event) else {
        let r = refuse(&v, "circuits.err.pick_event", &[]);
        return refused(&state, v, id, r).await;
    };
    let held_on = Some(day).filter(|d| !d.is_empty());
    let stored = db::circuits::put_event_of(
        &state.db,
        id,
        (which.code(), event),
        &kind.name,
        held_on,
        (me.id, state.now_unix()),
    )
    .await?;
    if !stored {
        let r = refuse(&v, "circuits.err.pick_event", &[]);
        return refused(&state, v, id, r).await;
    }
    Ok(Redirect::to(&format!("/circuits/{id}/manage")).into_response())
}

/// Which event leaves.
#[derive(Deserialize)]
pub struct RemoveEventForm {
    #[serde(default)]
    event: String,
}

/// `POST /circuits/{id}/events/remove`.
pub async fn remove_event(
    State(state): State<AppState>,
    Organizer(_, me): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<RemoveEventForm>,
) -> Result<Response> {
    let (which, event) = EventKind::parse_field(&f.event).ok_or(AppError::NotFound)?;
    let at = (which.code(), event);
    if db::circuits::remove_event(&state.db, id, at, (me.id, state.now_unix())).await? {
        Ok(Redirect::to(&format!("/circuits/{id}/manage")).into_response())
    } else {
        Err(AppError::NotFound)
    }
}
