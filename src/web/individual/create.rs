//! The list of individual tournaments and creating one: name, ruleset (classic or torneo;
//! Risiko for now), table size N, the odd-field rule, rounds, and the formula.

use crate::db::{self, individual::IndividualRow};
use crate::printable::has_control;
use crate::tournament::individual::{Formula, TeamChampionship};
use crate::tournament::seating::{OddField, SeatingSettings, TABLE_SIZES};
use crate::tournament::stages::{Consolation, StageSettings};
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
    /// Semifinal tables per final (empty or 0: none).
    #[serde(default)]
    semifinal_tables: String,
    /// Direct finalists per final.
    #[serde(default)]
    direct_finalists: String,
    /// Parallel finals (empty: 1 when there is a final).
    #[serde(default)]
    finals: String,
    /// The season to join (empty: none).
    #[serde(default)]
    season: String,
    /// A checkbox: present when ticked.
    #[serde(default)]
    second_confirmation: Option<String>,
    /// A checkbox: players of one club never at one table (issue 29's hard constraint).
    #[serde(default)]
    clubs_apart: Option<String>,
    /// A checkbox: the campionato a squadre (clubs apart at tables of 4, team standings).
    #[serde(default)]
    team_championship: Option<String>,
    /// Players each club fields (empty: 4).
    #[serde(default)]
    players_per_club: String,
    /// Games each team counts, its best (empty: 9).
    #[serde(default)]
    games_counted: String,
    /// The "turno di scarto": qualifying results each player discards (empty: 0).
    #[serde(default)]
    discard_worst: String,
    /// A checkbox: the last semifinal seat goes to the best single game below it.
    #[serde(default)]
    ripescaggio: Option<String>,
    /// A checkbox: a torneo degli esclusi for the players out of the semifinal.
    #[serde(default)]
    consolation: Option<String>,
    /// The consolation's formula (its ranking points; empty: place points).
    #[serde(default)]
    consolation_formula: String,
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
    /// The rulesets a tournament may be played in, in the new-match page's order.
    rulesets: Vec<&'static str>,
    /// The seasons an evening may join.
    seasons: Vec<crate::db::seasons::SeasonRow>,
}

/// `GET /individual`: every individual tournament; organizers get the form.
pub async fn list(State(state): State<AppState>, v: Visitor) -> Result<Response> {
    let rows = db::individual::list(&state.db).await?;
    let f = NewForm {
        table_size: "4".into(),
        rounds: "3".into(),
        ..NewForm::default()
    };
    let seasons = db::seasons::list(&state.db).await?;
    render(&page(v, rows, f, None, seasons))
}

fn page(
    v: Visitor,
    rows: Vec<IndividualRow>,
    f: NewForm,
    error: Option<&'static str>,
    seasons: Vec<crate::db::seasons::SeasonRow>,
) -> ListPage {
    ListPage {
        v,
        rows,
        f,
        error,
        seasons,
        formulas: FORMULAS,
        odd_fields: ODD_FIELDS,
        rulesets: rulesets(),
    }
}

/// The rulesets an individual tournament may be played in, in the new-match page's
/// order (the registry says which; the first, classic Risiko, is the form's default).
fn rulesets() -> Vec<&'static str> {
    crate::web::console::setup::listed()
        .into_iter()
        .filter(|id| id.ruleset().plays_individual_tournaments())
        .map(crate::engine::RulesetId::id)
        .collect()
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
    // The archive import asks the registry the same question (`individual::plays`).
    let offered = rulesets();
    let ruleset = match f.ruleset.as_str() {
        "" => offered.first().copied().ok_or("ind.err.ruleset")?,
        r => offered
            .into_iter()
            .find(|x| *x == r)
            .ok_or("ind.err.ruleset")?,
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
    // Both table sizes the field sits at (the nominal one and the odd field's other)
    // must be tables the ruleset's engine seats.
    let other = match odd_field {
        OddField::Larger => table_size + 1,
        OddField::Smaller | OddField::Ghost => table_size - 1,
    };
    let seats = crate::engine::ruleset::ruleset_for(ruleset).map(|r| r.seats());
    if !seats.is_some_and(|s| s.contains(&table_size) && s.contains(&other)) {
        // The ruleset's sentence says which sizes fit (torneo's, classic's); the
        // others' is the general one.
        return Err(
            crate::engine::RulesetId::parse(ruleset).map_or("ind.err.size", |id| {
                crate::web::console::registry::console(id).table_size_key()
            }),
        );
    }
    let rounds: u32 = f.rounds.trim().parse().map_err(|_| "ind.err.rounds")?;
    if !(1..=MOST_ROUNDS).contains(&rounds) {
        return Err("ind.err.rounds");
    }
    let formula = formula_of(&f.formula)?;
    let championship = championship(f, rounds, table_size)?;
    let seating = SeatingSettings {
        table_size,
        odd_field,
        // The championship's tables seat four players of four different clubs.
        clubs_apart: f.clubs_apart.is_some() || championship.is_some(),
        ..SeatingSettings::default()
    };
    let json = |v: serde_json::Result<String>| v.map_err(|_| "ind.err.formula");
    let seating = match championship {
        None => json(serde_json::to_string(&seating))?,
        Some(c) => {
            let mut value = serde_json::to_value(&seating).map_err(|_| "ind.err.formula")?;
            c.store_in(&mut value);
            value.to_string()
        }
    };
    Ok(IndividualRow {
        id: 0,
        name: name.to_string(),
        ruleset: ruleset.to_string(),
        seating,
        formula: json(serde_json::to_string(&formula))?,
        rounds_planned: i64::from(rounds),
        second_confirmation: f.second_confirmation.is_some(),
    })
}

/// The formula of a form's `kind` (empty: the default), or the refusal's key.
fn formula_of(kind: &str) -> std::result::Result<Formula, &'static str> {
    let kind = if kind.is_empty() { FORMULAS[0] } else { kind };
    if !FORMULAS.contains(&kind) {
        return Err("ind.err.formula");
    }
    serde_json::from_value(serde_json::json!({ "kind": kind })).map_err(|_| "ind.err.formula")
}

/// The stages the form asks for, as JSON, or the key of what is wrong.
fn stages(f: &NewForm, table_size: u32) -> std::result::Result<String, &'static str> {
    let number = |s: &str, empty: u32| match s.trim() {
        "" => Ok(empty),
        s => s.parse::<u32>().map_err(|_| "stage.err.settings"),
    };
    let s = StageSettings {
        semifinal_tables: number(&f.semifinal_tables, 0)?,
        direct_finalists: number(&f.direct_finalists, 0)?,
        finals: number(&f.finals, 1)?,
        discard_worst: number(&f.discard_worst, 0).map_err(|_| "league.err.discards")?,
        ripescaggio: f.ripescaggio.is_some(),
        consolation: match &f.consolation {
            Some(_) => Some(Consolation {
                formula: formula_of(&f.consolation_formula)?,
            }),
            None => None,
        },
    };
    if s.consolation.is_some() && !s.has_semifinal() {
        return Err("league.err.consolation_semifinal");
    }
    if s.ripescaggio && !s.has_semifinal() {
        return Err("league.err.ripescaggio_semifinal");
    }
    // The rounds were read by `parse` first; one result must count.
    let rounds = f.rounds.trim().parse::<u32>().unwrap_or(0);
    s.check_discards(rounds)
        .map_err(|_| "league.err.discards")?;
    s.check(table_size).map_err(|_| "stage.err.settings")?;
    serde_json::to_string(&s).map_err(|_| "stage.err.settings")
}

/// The season the form names: `Ok(None)` for none, the key of the refusal for
/// one that does not exist.
async fn season(
    state: &AppState,
    f: &NewForm,
) -> Result<std::result::Result<Option<i64>, &'static str>> {
    let Some(id) = f.season.trim().parse::<i64>().ok() else {
        return Ok(if f.season.trim().is_empty() {
            Ok(None)
        } else {
            Err("season.err.no_season")
        });
    };
    Ok(match db::seasons::get(&state.db, id).await? {
        Some(_) => Ok(Some(id)),
        None => Err("season.err.no_season"),
    })
}

/// `POST /individual`: creates the tournament and opens its management page.
pub async fn create(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Form(f): Form<NewForm>,
) -> Result<Response> {
    let parsed = parse(&f).and_then(|row| {
        let size = serde_json::from_str::<SeatingSettings>(&row.seating)
            .map_or(0, |s| u32::try_from(s.table_size).unwrap_or(0));
        Ok((row, stages(&f, size)?))
    });
    let parsed = match (parsed, season(&state, &f).await?) {
        (Ok((row, st)), Ok(season)) => Ok((row, st, season)),
        (Err(k), _) | (_, Err(k)) => Err(k),
    };
    match parsed {
        Ok((row, st, season)) => {
            let now = state.now_unix();
            let id = db::stages::create(&state.db, &row, &st, season, me.id, now).await?;
            Ok(Redirect::to(&format!("/individual/{id}/manage")).into_response())
        }
        Err(key) => {
            let rows = db::individual::list(&state.db).await?;
            let seasons = db::seasons::list(&state.db).await?;
            render_status(
                StatusCode::UNPROCESSABLE_ENTITY,
                &page(v, rows, f, Some(key), seasons),
            )
        }
    }
}

/// The campionato a squadre the form asks for (`None` when not ticked), or the key
/// of what is wrong: it is played at tables of 4, and its numbers must fit the
/// rounds planned (a team cannot count more games than its players play).
fn championship(
    f: &NewForm,
    rounds: u32,
    table_size: usize,
) -> std::result::Result<Option<TeamChampionship>, &'static str> {
    if f.team_championship.is_none() {
        return Ok(None);
    }
    if table_size != 4 {
        return Err("champ.err.table_size");
    }
    let number = |s: &str, empty: u32| match s.trim() {
        "" => Ok(empty),
        s => s.parse::<u32>().map_err(|_| "champ.err.settings"),
    };
    let defaults = TeamChampionship::default();
    let c = TeamChampionship {
        players_per_club: number(&f.players_per_club, defaults.players_per_club)?,
        games_counted: number(&f.games_counted, defaults.games_counted)?,
    };
    if c.fits(rounds) {
        Ok(Some(c))
    } else {
        Err("champ.err.settings")
    }
}
