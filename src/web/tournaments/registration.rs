//! Registering teams: the single-team form, the CSV import with its preview, and
//! dropping a team between rounds.

use super::confirm_step::{ConfirmPage, confirmed};
use super::manage::manage_page;
use crate::db::{self, DbError, tournaments::TeamEdit};
use crate::tournament::registration::{ImportRow, NewTeam, parse_csv};
use crate::web::pages::render_status;
use crate::web::session::{Organizer, Visitor};
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

/// The single-team form (registration and editing).
#[derive(Deserialize, Clone)]
pub struct TeamForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    player1: String,
    #[serde(default)]
    player2: String,
    #[serde(default)]
    club: String,
}

/// `POST /tournaments/{id}/teams`: registers one team (late entries too).
pub async fn add(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<TeamForm>,
) -> Result<Response> {
    let typed = [
        f.name.clone(),
        f.player1.clone(),
        f.player2.clone(),
        f.club.clone(),
    ];
    let st = state.clone();
    let refuse = |key| async move {
        let page = manage_page(&st, v, id, Some(key), typed).await?;
        render_status(StatusCode::UNPROCESSABLE_ENTITY, &page)
    };
    db::tournaments::get(&state.db, id)
        .await?
        .ok_or(AppError::NotFound)?;
    let team = match NewTeam::parse(&f.name, &f.player1, &f.player2, &f.club) {
        Ok(t) => t,
        Err(e) => return refuse(e.key()).await,
    };
    match db::tournaments::add_teams(&state.db, id, &[team], state.by(me.id)).await {
        Ok(_) => Ok(Redirect::to(&format!("/tournaments/{id}/manage#teams")).into_response()),
        Err(DbError::Duplicate(_)) => refuse("reg.duplicate").await,
        Err(e) => Err(e.into()),
    }
}

#[derive(Template)]
#[template(path = "tournaments/team.html")]
struct TeamPage {
    v: Visitor,
    id: i64,
    team: i64,
    f: TeamForm,
    /// Has player 2 played? Then they cannot be removed.
    error: Option<&'static str>,
}

/// `GET /tournaments/{id}/teams/{team}`: the edit form.
pub async fn edit_form(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path((id, team)): Path<(i64, i64)>,
) -> Result<Response> {
    let row = db::tournaments::teams(&state.db, id)
        .await?
        .into_iter()
        .find(|t| t.id == team)
        .ok_or(AppError::NotFound)?;
    let f = TeamForm {
        name: row.name,
        player1: row.player1.unwrap_or_default(),
        player2: row.player2.unwrap_or_default(),
        club: row.club.unwrap_or_default(),
    };
    render_status(
        StatusCode::OK,
        &TeamPage {
            v,
            id,
            team,
            f,
            error: None,
        },
    )
}

/// `POST /tournaments/{id}/teams/{team}`: renames the team, its club and players.
/// Results stay with the team and players (they are stored by id); matches already
/// opened keep the names they were opened with.
pub async fn edit(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path((id, team)): Path<(i64, i64)>,
    Form(f): Form<TeamForm>,
) -> Result<Response> {
    let refuse = |status, key, f| {
        render_status(
            status,
            &TeamPage {
                v,
                id,
                team,
                f,
                error: Some(key),
            },
        )
    };
    let parsed = match NewTeam::parse(&f.name, &f.player1, &f.player2, &f.club) {
        Ok(t) => t,
        Err(e) => return refuse(StatusCode::UNPROCESSABLE_ENTITY, e.key(), f),
    };
    match db::tournaments::update_team(&state.db, id, team, &parsed, state.by(me.id)).await {
        Ok(TeamEdit::Done) => {
            Ok(Redirect::to(&format!("/tournaments/{id}/manage#teams")).into_response())
        }
        Ok(TeamEdit::NotFound) => Err(AppError::NotFound),
        Ok(TeamEdit::PlayerPlayed) => refuse(StatusCode::CONFLICT, "team.err_player_played", f),
        Err(DbError::Duplicate(_)) => refuse(StatusCode::UNPROCESSABLE_ENTITY, "reg.duplicate", f),
        Err(e) => Err(e.into()),
    }
}

async fn set_dropped(
    state: &AppState,
    id: i64,
    team: i64,
    me: i64,
    dropped: bool,
) -> Result<Response> {
    if !db::tournaments::set_dropped(&state.db, id, team, dropped, state.by(me)).await? {
        return Err(AppError::NotFound);
    }
    Ok(Redirect::to(&format!("/tournaments/{id}/manage#teams")).into_response())
}

/// `POST /tournaments/{id}/teams/{team}/drop`: not paired from the next round on.
/// Without `confirm=1` it asks first, naming the team.
pub async fn drop(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path((id, team)): Path<(i64, i64)>,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    if confirmed(&pairs) {
        return set_dropped(&state, id, team, me.id, true).await;
    }
    let t = super::inputs::load(&state.db, id).await?;
    let name = t
        .teams
        .iter()
        .find(|x| x.id == team && !x.dropped)
        .map(|x| x.name.clone())
        .ok_or(AppError::NotFound)?;
    let page = ConfirmPage {
        title: format!("{} {name}?", v.t("confirm.drop_title")),
        sentence: v.t("confirm.drop").to_string(),
        items: Vec::new(),
        action: format!("/tournaments/{id}/teams/{team}/drop"),
        go: format!("{} {name}", v.t("confirm.drop_go")),
        danger: true,
        other: None,
        back: format!("/tournaments/{id}/manage#teams"),
        v,
    };
    render_status(StatusCode::OK, &page)
}

/// `POST /tournaments/{id}/teams/{team}/return`: paired again.
pub async fn undrop(
    State(state): State<AppState>,
    Organizer(_, me): Organizer,
    Path((id, team)): Path<(i64, i64)>,
) -> Result<Response> {
    set_dropped(&state, id, team, me.id, false).await
}

#[derive(Template)]
#[template(path = "tournaments/import.html")]
struct ImportPage {
    v: Visitor,
    id: i64,
    csv: String,
    rows: Vec<ImportRow>,
    bad: usize,
    error: Option<&'static str>,
}

impl ImportPage {
    /// The import form with the text as typed, each row's verdict and why it stopped.
    fn new(
        v: Visitor,
        id: i64,
        csv: String,
        rows: Vec<ImportRow>,
        error: Option<&'static str>,
    ) -> Self {
        let bad = rows.iter().filter(|r| r.outcome.is_err()).count();
        ImportPage {
            v,
            id,
            csv,
            rows,
            bad,
            error,
        }
    }
}

/// The import form: the CSV pasted or loaded into the text area.
#[derive(Deserialize)]
pub struct ImportForm {
    #[serde(default)]
    csv: String,
}

/// The rows of `csv` with their verdicts against the tournament's teams, or why the
/// text cannot be read at all; 404 when there is no such tournament.
async fn read(
    state: &AppState,
    id: i64,
    csv: &str,
) -> Result<std::result::Result<Vec<ImportRow>, &'static str>> {
    db::tournaments::get(&state.db, id)
        .await?
        .ok_or(AppError::NotFound)?;
    let existing: Vec<String> = db::tournaments::teams(&state.db, id)
        .await?
        .into_iter()
        .map(|t| t.name)
        .collect();
    Ok(parse_csv(csv.as_bytes(), &existing).map_err(|e| e.key()))
}

/// `POST /tournaments/{id}/import`: shows every row with its verdict; stores nothing.
pub async fn preview(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<ImportForm>,
) -> Result<Response> {
    let (rows, error) = match read(&state, id, &f.csv).await? {
        Ok(rows) => (rows, None),
        Err(key) => (Vec::new(), Some(key)),
    };
    let page = ImportPage::new(v, id, f.csv, rows, error);
    let status = if page.error.is_some() || page.bad > 0 {
        StatusCode::UNPROCESSABLE_ENTITY
    } else {
        StatusCode::OK
    };
    render_status(status, &page)
}

/// `POST /tournaments/{id}/import/confirm`: checks the same text again and stores
/// every team in one transaction, or nothing if any row is bad.
pub async fn confirm(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<ImportForm>,
) -> Result<Response> {
    let read = read(&state, id, &f.csv).await?;
    let refuse =
        |status, rows, key| render_status(status, &ImportPage::new(v, id, f.csv, rows, Some(key)));
    let rows = match read {
        Ok(rows) if rows.iter().all(|r| r.outcome.is_ok()) => rows,
        Ok(rows) => return refuse(StatusCode::UNPROCESSABLE_ENTITY, rows, "reg.fix_first"),
        Err(key) => return refuse(StatusCode::UNPROCESSABLE_ENTITY, Vec::new(), key),
    };
    let teams: Vec<NewTeam> = rows.into_iter().filter_map(|r| r.outcome.ok()).collect();
    match db::tournaments::add_teams(&state.db, id, &teams, state.by(me.id)).await {
        Ok(_) => Ok(Redirect::to(&format!("/tournaments/{id}/manage#teams")).into_response()),
        Err(DbError::Duplicate(_)) => refuse(StatusCode::CONFLICT, Vec::new(), "reg.duplicate"),
        Err(e) => Err(e.into()),
    }
}
