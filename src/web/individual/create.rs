//! The list of individual tournaments and creating one: name, ruleset (classic or torneo;
//! Risiko for now), table size N, the odd-field rule, rounds, and the formula.

use crate::db::{self, individual::IndividualRow};
use crate::printable::has_control;
use crate::tournament::individual::Formula;
use crate::tournament::seating::{OddField, SeatingSettings, TABLE_SIZES};
use crate::web::pages::{render, render_status};
use crate::web::session::{Organizer, Visitor};
use crate::web::{AppState, Result};
use askama::Template;
use axum::Form;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

/// The formulas of the core, by their `kind`, the default first.
pub const FORMULAS: [&str; 11] = [
    "place_points",
    "cni2004",
    "master",
    "victory",
    "raduno",
    "open",
    "nazionale",
    "gufo",
    "spartac",
    "modena2024",
    "bgl",
];

/// The odd-field rules, the default first.
pub const ODD_FIELDS: [&str; 3] = ["larger", "smaller", "ghost"];

/// Most rounds a tournament may plan.
const MOST_ROUNDS: u32 = 30;

/// The creation form.
#[derive(Deserialize, Clone, Default)]
pub struct NewForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    ruleset: String,
    #[serde(default)]
    table_size: String,
    #[serde(default)]
    odd_field: String,
    #[serde(default)]
    rounds: String,
    #[serde(default)]
    formula: String,
}

#[derive(Template)]
#[template(path = "individual/list.html")]
struct ListPage {
    v: Visitor,
    rows: Vec<IndividualRow>,
    f: NewForm,
    error: Option<&'static str>,
    formulas: [&'static str; 11],
    odd_fields: [&'static str; 3],
}

/// `GET /individual`: every individual tournament; organizers get the form.
pub async fn list(State(state): State<AppState>, v: Visitor) -> Result<Response> {
    let rows = db::individual::list(&state.db).await?;
    let f = NewForm {
        table_size: "4".into(),
        rounds: "3".into(),
        ..NewForm::default()
    };
    render(&page(v, rows, f, None))
}

fn page(v: Visitor, rows: Vec<IndividualRow>, f: NewForm, error: Option<&'static str>) -> ListPage {
    ListPage {
        v,
        rows,
        f,
        error,
        formulas: FORMULAS,
        odd_fields: ODD_FIELDS,
    }
}

/// The row the form describes, or the translation key of what is wrong.
fn parse(f: &NewForm) -> std::result::Result<IndividualRow, &'static str> {
    let name = f.name.trim();
    if has_control(name) {
        return Err("err.control_chars");
    }
    if name.is_empty() || name.chars().count() > 80 {
        return Err("tour.err_name");
    }
    let ruleset = match f.ruleset.as_str() {
        "" | crate::engine::classic::RULESET => crate::engine::classic::RULESET,
        crate::engine::torneo::RULESET => crate::engine::torneo::RULESET,
        _ => return Err("ind.err.ruleset"),
    };
    let table_size: usize = f.table_size.trim().parse().map_err(|_| "ind.err.size")?;
    if !TABLE_SIZES.contains(&table_size) {
        return Err("ind.err.size");
    }
    let odd_field: OddField =
        serde_json::from_value(serde_json::json!(match f.odd_field.as_str() {
            "" => "larger",
            s => s,
        }))
        .map_err(|_| "ind.err.odd_field")?;
    if ruleset == crate::engine::torneo::RULESET {
        // A torneo table seats 3 to 5: the nominal size and the odd field's other size
        // must both be one of those.
        let other = match odd_field {
            OddField::Larger => table_size + 1,
            OddField::Smaller | OddField::Ghost => table_size - 1,
        };
        if !(3..=5).contains(&table_size) || !(3..=5).contains(&other) {
            return Err("ind.err.size_torneo");
        }
    }
    let rounds: u32 = f.rounds.trim().parse().map_err(|_| "ind.err.rounds")?;
    if !(1..=MOST_ROUNDS).contains(&rounds) {
        return Err("ind.err.rounds");
    }
    let kind = if f.formula.is_empty() {
        FORMULAS[0]
    } else {
        f.formula.as_str()
    };
    if !FORMULAS.contains(&kind) {
        return Err("ind.err.formula");
    }
    let formula: Formula = serde_json::from_value(serde_json::json!({ "kind": kind }))
        .map_err(|_| "ind.err.formula")?;
    let seating = SeatingSettings {
        table_size,
        odd_field,
        ..SeatingSettings::default()
    };
    let json = |v: serde_json::Result<String>| v.map_err(|_| "ind.err.formula");
    Ok(IndividualRow {
        id: 0,
        name: name.to_string(),
        ruleset: ruleset.to_string(),
        seating: json(serde_json::to_string(&seating))?,
        formula: json(serde_json::to_string(&formula))?,
        rounds_planned: i64::from(rounds),
    })
}

/// `POST /individual`: creates the tournament and opens its management page.
pub async fn create(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Form(f): Form<NewForm>,
) -> Result<Response> {
    match parse(&f) {
        Ok(row) => {
            let id = db::individual::create(&state.db, &row, me.id, state.now_unix()).await?;
            Ok(Redirect::to(&format!("/individual/{id}/manage")).into_response())
        }
        Err(key) => {
            let rows = db::individual::list(&state.db).await?;
            render_status(
                StatusCode::UNPROCESSABLE_ENTITY,
                &page(v, rows, f, Some(key)),
            )
        }
    }
}
