//! Preparing a match before its first entry: the referees assigned, the objectives
//! (from the example catalogue) and the physical draft. The setup is the match log
//! without actions; the engine validates every change (`Game::new`) before it is stored.

use super::page::{Extras, render_match};
use super::view::{Opt, elang};
use super::{Loaded, load, may_record};
use crate::db;
use crate::engine::objective::example_catalogue;
use crate::engine::{Draft, Game, MatchLog, Owner};
use crate::web::session::{Organizer, SignedIn, Visitor};
use crate::web::{AppError, AppState, Result};
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use std::collections::BTreeMap;

/// A seat's objective choice.
pub struct ObjectiveRow {
    /// Seat.
    pub seat: u8,
    /// Player.
    pub name: String,
    /// Catalogue entries (index, label, selected).
    pub options: Vec<(usize, String, bool)>,
}

/// A territory's line in the physical draft form.
pub struct PhysicalRow {
    /// Slug (the field is `o_{slug}`).
    pub slug: String,
    /// Name.
    pub name: String,
    /// Continent name.
    pub continent: String,
    /// Selected value: a seat number, `neutral`, or empty.
    pub selected: String,
}

/// The setup section of the match page.
pub struct SetupView {
    /// Objectives per seat.
    pub objectives: Vec<ObjectiveRow>,
    /// The physical draft form.
    pub physical: Vec<PhysicalRow>,
    /// Counts of the physical form: (value, label, n).
    pub counts: Vec<(String, String, usize)>,
    /// Seats for the selects: (value, label).
    pub seats: Vec<(String, String)>,
    /// The draft kind stored: `none`, `physical` or `digital`.
    pub draft_kind: &'static str,
}

/// Builds the setup section.
pub fn setup_view(v: &Visitor, l: &Loaded, submitted: Option<&[(String, String)]>) -> SetupView {
    let lang = elang(v.lang);
    let map = crate::engine::Map::risiko();
    let cat = example_catalogue();
    let objectives = l
        .log
        .players
        .iter()
        .map(|p| ObjectiveRow {
            seat: p.seat,
            name: p.name.clone(),
            options: cat
                .iter()
                .enumerate()
                .map(|(i, e)| {
                    let strip: Vec<&str> = e
                        .objective
                        .strips
                        .iter()
                        .flatten()
                        .map(|t| map.name(*t, lang))
                        .collect();
                    let label = format!(
                        "{} · {} + {}",
                        e.triple,
                        map.continent_name(e.objective.continent, lang),
                        strip.join(", ")
                    );
                    let sel = l.log.objectives.get(&p.seat) == Some(&e.objective);
                    (i, label, sel)
                })
                .collect(),
        })
        .collect();
    let stored: BTreeMap<String, String> = match &l.log.draft {
        Draft::Physical { owners } => owners
            .iter()
            .map(|(t, o)| {
                let v = match o {
                    Owner::Seat(s) => s.to_string(),
                    Owner::Neutral => "neutral".into(),
                };
                (map.territory(*t).slug.clone(), v)
            })
            .collect(),
        Draft::Digital { .. } => BTreeMap::new(),
    };
    let value_of = |slug: &str| -> String {
        match submitted {
            Some(pairs) => pairs
                .iter()
                .find(|(k, _)| k.strip_prefix("o_") == Some(slug))
                .map(|(_, v)| v.clone())
                .unwrap_or_default(),
            None => stored.get(slug).cloned().unwrap_or_default(),
        }
    };
    let physical: Vec<PhysicalRow> = map
        .territory_ids()
        .map(|t| {
            let ter = map.territory(t);
            PhysicalRow {
                slug: ter.slug.clone(),
                name: map.name(t, lang).to_string(),
                continent: map.continent_name(ter.continent, lang).to_string(),
                selected: value_of(&ter.slug),
            }
        })
        .collect();
    let mut seats: Vec<(String, String)> = l
        .log
        .players
        .iter()
        .map(|p| (p.seat.to_string(), format!("{} · {}", p.seat + 1, p.name)))
        .collect();
    seats.push(("neutral".into(), v.t("console.neutral").to_string()));
    let counts = seats
        .iter()
        .map(|(val, label)| {
            let n = physical.iter().filter(|r| &r.selected == val).count();
            (val.clone(), label.clone(), n)
        })
        .collect();
    let draft_kind = match &l.log.draft {
        Draft::Digital { .. } => "digital",
        Draft::Physical { owners } if !owners.is_empty() => "physical",
        Draft::Physical { .. } => "none",
    };
    SetupView {
        objectives,
        physical,
        counts,
        seats,
        draft_kind,
    }
}

/// The referees assigned (id, name) and, for organizers, the accounts that may be added.
///
/// # Errors
/// Storage failure.
pub async fn referee_lists(
    state: &AppState,
    match_id: i64,
    organizer: bool,
) -> Result<(Vec<(i64, String)>, Vec<Opt>)> {
    let referees = db::matches::referees(&state.db, match_id).await?;
    let candidates = if organizer {
        db::users::list(&state.db)
            .await?
            .into_iter()
            .filter(|u| !u.disabled && !referees.iter().any(|(id, _)| *id == u.id))
            .map(|u| Opt {
                value: u.id.to_string(),
                label: u.username,
            })
            .collect()
    } else {
        Vec::new()
    };
    Ok((referees, candidates))
}

/// Validates a changed setup with the engine and stores it, or shows the refusal at
/// `form`. A draft not yet entered is not checked (`Game::new` needs one).
pub async fn save_setup(
    state: &AppState,
    v: Visitor,
    user: &crate::web::session::CurrentUser,
    l: Loaded,
    log: MatchLog,
    form: &str,
    physical: Option<Vec<(String, String)>>,
) -> Result<Response> {
    let id = l.row.id;
    let checked = if super::draft_ready(&log) {
        Game::new(&log).map(|_| ())
    } else {
        // Objectives are checked on their own until the draft exists.
        log.objectives
            .values()
            .try_for_each(|o| {
                crate::engine::objective::validate_objective(crate::engine::Map::risiko(), o)
            })
            .and_then(|()| distinct_objectives(&log))
    };
    if let Err(r) = checked {
        let x = Extras {
            error: Some((form.to_string(), r.message(elang(v.lang)))),
            physical,
            ..Extras::default()
        };
        return render_match(state, v, user, l, x, StatusCode::UNPROCESSABLE_ENTITY).await;
    }
    if !db::matches::update_setup(&state.db, id, &log.to_json()).await? {
        let x = Extras {
            error: Some((form.to_string(), v.t("console.err.started").to_string())),
            ..Extras::default()
        };
        return render_match(state, v, user, l, x, StatusCode::CONFLICT).await;
    }
    Ok(Redirect::to(&format!("/console/m/{id}")).into_response())
}

fn distinct_objectives(log: &MatchLog) -> Result<(), crate::engine::Refusal> {
    let all: Vec<_> = log.objectives.iter().collect();
    for (i, (a, oa)) in all.iter().enumerate() {
        for (b, ob) in &all[..i] {
            if oa == ob {
                return Err(crate::engine::Refusal::ObjectiveTaken {
                    seat: **a,
                    other: **b,
                });
            }
        }
    }
    Ok(())
}

/// `POST /console/m/{id}/objectives`: `obj{seat}` = catalogue index or empty.
pub async fn objectives(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Path(id): Path<i64>,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let l = load(&state, id).await?;
    let cat = example_catalogue();
    let mut log = l.log.clone();
    log.objectives.clear();
    for seat in 0u8..4 {
        let name = format!("obj{seat}");
        let Some((_, val)) = pairs.iter().find(|(k, _)| *k == name) else {
            continue;
        };
        if val.is_empty() {
            continue;
        }
        let entry = val
            .parse::<usize>()
            .ok()
            .and_then(|i| cat.get(i))
            .ok_or(AppError::BadRequest("console.err.choose"))?;
        log.objectives.insert(seat, entry.objective.clone());
    }
    save_setup(&state, v, &user, l, log, "objectives", None).await
}

/// `POST /console/m/{id}/draft/physical`: `o_{slug}` = seat or `neutral` for all 42.
pub async fn physical(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Path(id): Path<i64>,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let l = load(&state, id).await?;
    let map = crate::engine::Map::risiko();
    let mut owners = BTreeMap::new();
    for (k, val) in &pairs {
        let Some(slug) = k.strip_prefix("o_") else {
            continue;
        };
        let t = map
            .by_slug(slug)
            .ok_or(AppError::BadRequest("console.err.territory"))?;
        let owner = match val.as_str() {
            "" => continue,
            "neutral" => Owner::Neutral,
            s => Owner::Seat(
                s.parse()
                    .ok()
                    .filter(|s: &u8| *s < 4)
                    .ok_or(AppError::BadRequest("console.err.seat"))?,
            ),
        };
        owners.insert(t, owner);
    }
    let mut log = l.log.clone();
    let complete = owners.len() == map.territory_count();
    log.draft = Draft::Physical { owners };
    if !complete {
        let x = Extras {
            error: Some((
                "physical".into(),
                v.t("console.err.draft_incomplete").into(),
            )),
            physical: Some(pairs),
            ..Extras::default()
        };
        return render_match(&state, v, &user, l, x, StatusCode::UNPROCESSABLE_ENTITY).await;
    }
    save_setup(&state, v, &user, l, log, "physical", Some(pairs)).await
}

/// `POST /console/m/{id}/referees` (organizers): `add` = user id, or `remove` = user id.
pub async fn referees(
    State(state): State<AppState>,
    Organizer(_, user): Organizer,
    Path(id): Path<i64>,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    load(&state, id).await?;
    let get = |k: &str| {
        pairs
            .iter()
            .find(|(n, _)| n == k)
            .and_then(|(_, v)| v.parse::<i64>().ok())
    };
    if let Some(uid) = get("add") {
        db::users::by_id(&state.db, uid)
            .await?
            .ok_or(AppError::BadRequest("console.err.choose"))?;
        db::matches::assign(&state.db, id, uid, user.id, state.now_unix()).await?;
    } else if let Some(uid) = get("remove") {
        db::matches::unassign(&state.db, id, uid).await?;
    } else {
        return Err(AppError::BadRequest("console.err.choose"));
    }
    Ok(Redirect::to(&format!("/console/m/{id}")).into_response())
}
