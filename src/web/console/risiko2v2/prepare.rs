//! Preparing a 2 vs 2 match before its first entry: the objectives (from the example
//! catalogue) and the physical draft (the referees, every ruleset's, are
//! [`crate::web::console::referees`]). The setup is the match log
//! without actions; the engine validates every change (`Game::new`) before it is stored.

use crate::db;
use crate::engine::objective::Objective;
use crate::engine::{Draft, Game, MatchLog, Owner, Seat, TerritoryId};
use crate::tournament::catalogue::{self, CatalogueItem};
use crate::web::console::answer::{answer_form, render_denied};
use crate::web::console::denied::{Denied, Outcome};
use crate::web::console::posted::get;
use crate::web::console::{Loaded, Recording, load};
use crate::web::session::Visitor;
use crate::web::{AppError, AppState, Result};
use axum::Form;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use std::collections::BTreeMap;

// The setup section the page shows, under its old paths too.
pub use crate::web::console::team_forms::{ObjectiveRow, PhysicalRow, SetupView};
// The referees, shared by every ruleset, under their old path too.
pub use crate::web::console::referees::{RefereeChange, change_referee, referee_lists};

/// The objective catalogue a match's seats choose from: its tournament's (as the
/// organizer edited it), or the regulation's example for a friendly match.
///
/// # Errors
/// Storage errors; a stored catalogue that no longer parses is a storage fault.
pub async fn catalogue(state: &AppState, match_id: i64) -> Result<Vec<CatalogueItem>> {
    let tournament = db::corrections::signoff(&state.db, match_id)
        .await?
        .and_then(|s| s.tournament_id);
    let Some(t) = tournament else {
        return Ok(catalogue::example());
    };
    let Some(row) = db::tournaments::get(&state.db, t).await? else {
        return Ok(catalogue::example());
    };
    serde_json::from_str(&row.objectives)
        .map_err(|e| AppError::Internal(format!("tournament {t} objectives: {e}")))
}

/// The objective a refused objectives form sent for `seat` (`obj{seat}`), if it was one.
fn posted_objective(submitted: Option<&[(String, String)]>, seat: Seat) -> Option<&str> {
    let name = format!("obj{seat}");
    submitted?
        .iter()
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.as_str())
}

/// Builds the setup section; `cat` is the match's [`catalogue`].
pub fn setup_view(
    v: &Visitor,
    log: &MatchLog,
    cat: &[CatalogueItem],
    submitted: Option<&[(String, String)]>,
) -> SetupView {
    let lang = v.lang;
    let map = crate::engine::Map::risiko();
    let objectives = log
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
                    // A refused form comes back with the choices as sent.
                    let sel = match posted_objective(submitted, p.seat) {
                        Some(sent) => sent == i.to_string(),
                        None => log.objectives.get(&p.seat) == Some(&e.objective),
                    };
                    (i, label, sel)
                })
                .collect(),
        })
        .collect();
    let stored: BTreeMap<String, String> = match &log.draft {
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
    // The physical draft's own posted form (an objectives form brings no `o_` field).
    let submitted = submitted.filter(|pairs| pairs.iter().any(|(k, _)| k.starts_with("o_")));
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
    let mut seats: Vec<(String, String)> = log
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
    let draft_kind = match &log.draft {
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

/// Validates a changed setup with the engine and stores it. A draft not yet entered is
/// not checked (`Game::new` needs one): objectives are then checked on their own.
///
/// # Errors
/// [`Denied`]: the engine's refusal (422), or a match already started (409).
pub async fn store_setup(state: &AppState, v: &Visitor, id: i64, log: &MatchLog) -> Outcome<()> {
    let checked = if super::draft_ready(log) {
        Game::new(log).map(|_| ())
    } else {
        log.objectives
            .values()
            .try_for_each(|o| {
                crate::engine::objective::validate_objective(crate::engine::Map::risiko(), o)
            })
            .and_then(|()| distinct_objectives(log))
    };
    checked.map_err(|r| Denied::engine(v, &r, &crate::engine::Names::of(&log.players)))?;
    if !db::matches::update_setup(&state.db, id, &log.to_json()).await? {
        return Err(Denied::key(
            v,
            StatusCode::CONFLICT,
            "started",
            "console.err.started",
        ));
    }
    Ok(())
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

/// Replaces the objectives (seat → objective; a seat left out has none).
///
/// # Errors
/// As [`store_setup`].
pub async fn set_objectives(
    state: &AppState,
    v: &Visitor,
    l: &Loaded,
    objectives: BTreeMap<Seat, Objective>,
) -> Outcome<()> {
    let (log2v2, _) = l.only_2v2()?;
    if objectives
        .keys()
        .any(|s| usize::from(*s) >= log2v2.players.len())
    {
        return Err(Denied::bad(v, "console.err.seat"));
    }
    let mut log = log2v2.clone();
    log.objectives = objectives;
    store_setup(state, v, l.row.id, &log).await
}

/// Stores the physical draft: the owner of every territory.
///
/// # Errors
/// [`Denied`]: territories left out (422), or as [`store_setup`].
pub async fn set_physical(
    state: &AppState,
    v: &Visitor,
    l: &Loaded,
    owners: BTreeMap<TerritoryId, Owner>,
) -> Outcome<()> {
    if owners.len() != crate::engine::Map::risiko().territory_count() {
        return Err(Denied::key(
            v,
            StatusCode::UNPROCESSABLE_ENTITY,
            "draft_incomplete",
            "console.err.draft_incomplete",
        ));
    }
    let mut log = l.only_2v2()?.0.clone();
    log.draft = Draft::Physical { owners };
    store_setup(state, v, l.row.id, &log).await
}

/// `POST /console/m/{id}/objectives`: `obj{seat}` = catalogue index or empty.
pub async fn objectives(
    State(state): State<AppState>,
    Recording(v, user, id): Recording,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let l = load(&state, id).await?;
    let cat = catalogue(&state, id).await?;
    let mut chosen = BTreeMap::new();
    for seat in 0u8..4 {
        let name = format!("obj{seat}");
        let Some(val) = get(&pairs, &name) else {
            continue;
        };
        if val.is_empty() {
            continue;
        }
        let Some(entry) = val.parse::<usize>().ok().and_then(|i| cat.get(i)) else {
            let d = Denied::bad(&v, "console.err.choose");
            return render_denied(&state, v, &user, id, "objectives", d, Some(pairs)).await;
        };
        chosen.insert(seat, entry.objective.clone());
    }
    match set_objectives(&state, &v, &l, chosen).await {
        // Refused: the form keeps the four choices as sent.
        Err(d) => render_denied(&state, v, &user, id, "objectives", d, Some(pairs)).await,
        ok => answer_form(&state, v, &user, id, "objectives", ok).await,
    }
}

/// Reads one owner value of the physical draft: a seat number or `neutral`.
pub fn parse_owner(s: &str) -> Option<Owner> {
    match s {
        "neutral" => Some(Owner::Neutral),
        s => s.parse().ok().filter(|s: &u8| *s < 4).map(Owner::Seat),
    }
}

/// `POST /console/m/{id}/draft/physical`: `o_{slug}` = seat or `neutral` for all 42.
pub async fn physical(
    State(state): State<AppState>,
    Recording(v, user, id): Recording,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let l = load(&state, id).await?;
    let map = crate::engine::Map::risiko();
    let mut owners = BTreeMap::new();
    let mut bad = None;
    for (k, val) in &pairs {
        let Some(slug) = k.strip_prefix("o_") else {
            continue;
        };
        if val.is_empty() {
            continue;
        }
        match (map.by_slug(slug), parse_owner(val)) {
            (Some(t), Some(o)) => {
                owners.insert(t, o);
            }
            (None, _) => bad = Some("console.err.territory"),
            (_, None) => bad = Some("console.err.seat"),
        }
    }
    let outcome = match bad {
        Some(key) => Err(Denied::bad(&v, key)),
        None => set_physical(&state, &v, &l, owners).await,
    };
    match outcome {
        Ok(()) => Ok(Redirect::to(&format!("/console/m/{id}")).into_response()),
        Err(d) => render_denied(&state, v, &user, id, "physical", d, Some(pairs)).await,
    }
}
