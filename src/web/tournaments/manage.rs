//! The tournament list, creating a tournament, and the organizer's dashboard.

use super::inputs::load;
use crate::db::{self, tournaments::NewTournament};
use crate::engine::{Settings, objective};
use crate::tournament::TournamentSettings;
use crate::web::pages::{render, render_status};
use crate::web::session::{Organizer, Visitor};
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use chrono::NaiveDate;
use serde::Deserialize;

/// A line of the tournament list.
pub struct Line {
    id: i64,
    name: String,
    held_on: String,
    venue: String,
}

#[derive(Template)]
#[template(path = "tournaments/list.html")]
struct ListPage {
    v: Visitor,
    lines: Vec<Line>,
    error: Option<&'static str>,
    form: CreateForm,
}

/// `GET /tournaments`: published tournaments for everyone; organizers see all and
/// the form to create one.
pub async fn list(State(state): State<AppState>, v: Visitor) -> Result<Response> {
    let page = list_page(&state, v, None, CreateForm::default()).await?;
    render(&page)
}

async fn list_page(
    state: &AppState,
    v: Visitor,
    error: Option<&'static str>,
    form: CreateForm,
) -> Result<ListPage> {
    let all = v.is_organizer();
    let lines = db::tournaments::list(&state.db)
        .await?
        .into_iter()
        .filter(|t| all || t.published)
        .map(|t| Line {
            id: t.id,
            name: t.name,
            held_on: t.held_on,
            venue: t.venue,
        })
        .collect();
    Ok(ListPage {
        v,
        lines,
        error,
        form,
    })
}

/// The create form.
#[derive(Deserialize, Default, Clone)]
pub struct CreateForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    held_on: String,
    #[serde(default)]
    venue: String,
}

fn check(f: &CreateForm) -> std::result::Result<(String, String, String), &'static str> {
    let name = f.name.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() || name.chars().count() > 80 {
        return Err("tour.err_name");
    }
    let date =
        NaiveDate::parse_from_str(f.held_on.trim(), "%Y-%m-%d").map_err(|_| "tour.err_date")?;
    let venue = f.venue.trim().to_string();
    if venue.chars().count() > 120 {
        return Err("tour.err_venue");
    }
    Ok((name, date.format("%Y-%m-%d").to_string(), venue))
}

/// `POST /tournaments`: creates a tournament with the regulation's default match
/// settings, the default ranking settings and the example objective catalogue.
pub async fn create(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Form(f): Form<CreateForm>,
) -> Result<Response> {
    let (name, held_on, venue) = match check(&f) {
        Ok(x) => x,
        Err(key) => {
            let page = list_page(&state, v, Some(key), f).await?;
            return render_status(StatusCode::UNPROCESSABLE_ENTITY, &page);
        }
    };
    let json = |r: serde_json::Result<String>| r.map_err(|e| AppError::Internal(e.to_string()));
    let match_settings = json(serde_json::to_string(&Settings::default()))?;
    let ranking = json(serde_json::to_string(&TournamentSettings::default()))?;
    let objectives = json(serde_json::to_string(&objective::example_catalogue()))?;
    let id = db::tournaments::create(
        &state.db,
        &NewTournament {
            name: &name,
            held_on: &held_on,
            venue: &venue,
            match_settings: &match_settings,
            ranking_settings: &ranking,
            objectives: &objectives,
        },
        me.id,
        state.now_unix(),
    )
    .await?;
    Ok(Redirect::to(&format!("/tournaments/{id}/manage")).into_response())
}

/// A team line on the dashboard.
pub struct TeamLine {
    id: i64,
    name: String,
    club: String,
    players: String,
    dropped: bool,
}

/// A table line of a round.
pub struct TableLine {
    table_no: i64,
    team_a: String,
    team_b: Option<String>,
    notes: String,
}

/// A round on the dashboard.
pub struct RoundLine {
    id: i64,
    number: i64,
    seed: String,
    published: bool,
    tables: Vec<TableLine>,
    results_public: bool,
}

/// An audit entry as shown.
pub struct AuditLine {
    at: String,
    who: String,
    action: String,
    detail: String,
}

#[derive(Template)]
#[template(path = "tournaments/manage.html")]
pub(super) struct ManagePage {
    pub v: Visitor,
    pub id: i64,
    pub name: String,
    pub held_on: String,
    pub venue: String,
    pub teams: Vec<TeamLine>,
    pub active: usize,
    pub rounds: Vec<RoundLine>,
    pub next_round: i64,
    pub has_draft: bool,
    pub audit: Vec<AuditLine>,
    pub error: Option<&'static str>,
    pub team_form: [String; 4],
}

/// Builds the dashboard; `error` and `team_form` re-show a refused team form.
pub(super) async fn manage_page(
    state: &AppState,
    v: Visitor,
    id: i64,
    error: Option<&'static str>,
    team_form: [String; 4],
) -> Result<ManagePage> {
    let t = load(&state.db, id).await?;
    let mut rounds = Vec::new();
    for r in t.rounds.iter().rev() {
        let tables = db::rounds::tables(&state.db, r.id)
            .await?
            .into_iter()
            .map(|x| TableLine {
                table_no: x.table_no,
                team_a: x.team_a_name,
                team_b: x.team_b_name,
                notes: x.notes,
            })
            .collect();
        rounds.push(RoundLine {
            id: r.id,
            number: r.number,
            seed: r.seed.clone(),
            published: r.is_published(),
            tables,
            results_public: r.results_public,
        });
    }
    let audit = db::tournaments::audit_log(&state.db, id)
        .await?
        .into_iter()
        .take(50)
        .map(|a| AuditLine {
            at: chrono::DateTime::from_timestamp(a.at, 0)
                .map(|d| d.format("%Y-%m-%d %H:%M").to_string())
                .unwrap_or_default(),
            who: a.username.unwrap_or_default(),
            action: a.action,
            detail: a.detail,
        })
        .collect();
    let active = t.teams.iter().filter(|x| !x.dropped).count();
    Ok(ManagePage {
        v,
        id,
        next_round: t.next_round(),
        has_draft: t.draft().is_some(),
        teams: t
            .teams
            .into_iter()
            .map(|x| TeamLine {
                id: x.id,
                name: x.name,
                club: x.club.unwrap_or_default(),
                players: [x.player1, x.player2]
                    .into_iter()
                    .flatten()
                    .collect::<Vec<_>>()
                    .join(" · "),
                dropped: x.dropped,
            })
            .collect(),
        active,
        name: t.row.name,
        held_on: t.row.held_on,
        venue: t.row.venue,
        rounds,
        audit,
        error,
        team_form,
    })
}

/// `GET /tournaments/{id}/manage`: the organizer's dashboard.
pub async fn show(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path(id): Path<i64>,
) -> Result<Response> {
    render(&manage_page(&state, v, id, None, Default::default()).await?)
}
