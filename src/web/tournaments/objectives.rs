//! Editing the objective catalogue from the settings page: add an objective (the
//! engine checks it and its refusal is shown in its own words), remove one.

use super::settings::settings_page;
use crate::db;
use crate::engine::objective::Objective;
use crate::engine::{Map, TerritoryId};
use crate::tournament::catalogue::{self, CatalogueError, CatalogueItem};
use crate::web::pages::render_status;
use crate::web::session::{Organizer, Visitor};
use crate::web::{AppError, AppState, Result};
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};

/// Strips the add form offers, and territories per strip.
pub const STRIPS: usize = 2;
/// Territories per strip on the form.
pub const STRIP_LENGTH: usize = 4;

/// Why an edit was refused inside the write transaction.
enum Refused {
    /// The catalogue's rule said no.
    Rule(CatalogueError),
    /// The stored catalogue does not read (a corrupt record).
    Stored(String),
}

fn back(id: i64) -> Response {
    Redirect::to(&format!("/tournaments/{id}/settings#objectives")).into_response()
}

async fn refuse(
    state: &AppState,
    v: Visitor,
    id: i64,
    status: StatusCode,
    message: String,
) -> Result<Response> {
    let page = settings_page(state, v, id, None, Some(("objectives", message))).await?;
    render_status(status, &page)
}

/// Reads the objective from the add form: `continent` and `s{i}_{j}` territory slugs
/// (blank ones skipped, a strip with none left out). The engine judges the rest.
fn typed_objective(pairs: &[(String, String)]) -> std::result::Result<Objective, &'static str> {
    let map = Map::risiko();
    let get = |k: &str| {
        pairs
            .iter()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.trim())
            .unwrap_or("")
    };
    let continent = map
        .continent_by_slug(get("continent"))
        .ok_or("obj.err_continent")?;
    let mut strips = Vec::new();
    for i in 1..=STRIPS {
        let mut strip: Vec<TerritoryId> = Vec::new();
        for j in 1..=STRIP_LENGTH {
            match get(&format!("s{i}_{j}")) {
                "" => {}
                slug => strip.push(map.by_slug(slug).ok_or("obj.err_territory")?),
            }
        }
        if !strip.is_empty() {
            strips.push(strip);
        }
    }
    Ok(Objective { continent, strips })
}

fn read(stored: &str) -> std::result::Result<Vec<CatalogueItem>, Refused> {
    serde_json::from_str(stored).map_err(|e| Refused::Stored(e.to_string()))
}

fn write(items: &[CatalogueItem]) -> std::result::Result<String, Refused> {
    serde_json::to_string(items).map_err(|e| Refused::Stored(e.to_string()))
}

/// Answers a refused or stored edit.
async fn answer(
    state: &AppState,
    v: Visitor,
    id: i64,
    outcome: Option<std::result::Result<(), Refused>>,
) -> Result<Response> {
    match outcome {
        None => Err(AppError::NotFound),
        Some(Ok(())) => Ok(back(id)),
        Some(Err(Refused::Stored(e))) => Err(AppError::Internal(format!(
            "tournament {id} objectives: {e}"
        ))),
        Some(Err(Refused::Rule(e))) => {
            let (status, message) = match &e {
                CatalogueError::Refused(r) => (
                    StatusCode::UNPROCESSABLE_ENTITY,
                    r.message(v.lang, &crate::engine::Names::default()),
                ),
                CatalogueError::Duplicate | CatalogueError::NotFound => {
                    (StatusCode::CONFLICT, v.t(e.key()).to_string())
                }
                _ => (StatusCode::UNPROCESSABLE_ENTITY, v.t(e.key()).to_string()),
            };
            refuse(state, v, id, status, message).await
        }
    }
}

/// `POST /tournaments/{id}/objectives`: adds an objective the engine accepts.
pub async fn add(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path(id): Path<i64>,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let objective = match typed_objective(&pairs) {
        Ok(o) => o,
        Err(key) => {
            let message = v.t(key).to_string();
            return refuse(&state, v, id, StatusCode::UNPROCESSABLE_ENTITY, message).await;
        }
    };
    let triple = pairs
        .iter()
        .find(|(k, _)| k == "triple")
        .map(|(_, v)| v.clone())
        .unwrap_or_default();
    let described = serde_json::to_string(&objective).unwrap_or_default();
    let outcome = db::settings::edit_objectives(&state.db, id, state.by(me.id), |s| {
        let mut items = read(s)?;
        catalogue::add(&mut items, &triple, objective).map_err(Refused::Rule)?;
        let detail = format!("{}: {described}", triple.trim());
        Ok((write(&items)?, "objectives.add", detail))
    })
    .await?;
    answer(&state, v, id, outcome).await
}

/// `POST /tournaments/{id}/objectives/remove`: `objective` is the entry's JSON.
pub async fn remove(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path(id): Path<i64>,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let objective: Objective = pairs
        .iter()
        .find(|(k, _)| k == "objective")
        .and_then(|(_, j)| serde_json::from_str(j).ok())
        .ok_or(AppError::BadRequest("obj.err_not_found"))?;
    let outcome = db::settings::edit_objectives(&state.db, id, state.by(me.id), |s| {
        let mut items = read(s)?;
        let gone = catalogue::remove(&mut items, &objective).map_err(Refused::Rule)?;
        let detail = format!(
            "{}: {}",
            gone.triple,
            serde_json::to_string(&gone.objective).unwrap_or_default()
        );
        Ok((write(&items)?, "objectives.remove", detail))
    })
    .await?;
    answer(&state, v, id, outcome).await
}
