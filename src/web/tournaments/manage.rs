//! The tournament list, creating a tournament, and the organizer's dashboard.

use super::audit_text::AuditLine;
use super::inputs::{load, team_players};
use crate::db::{self, corrections::Signoff, tournaments::Details, tournaments::NewTournament};
use crate::engine::Settings;
use crate::printable::has_control;
use crate::tournament::{ResultState, TournamentSettings, catalogue};
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
    pub(super) name: String,
    #[serde(default)]
    pub(super) held_on: String,
    #[serde(default)]
    pub(super) venue: String,
}

/// Checks a tournament's name, date and venue (creation and the settings page).
pub(super) fn check(f: &CreateForm) -> std::result::Result<(String, String, String), &'static str> {
    if has_control(&f.name) || has_control(&f.venue) {
        return Err("err.control_chars");
    }
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
    let objectives = json(serde_json::to_string(&catalogue::example()))?;
    let id = db::tournaments::create(
        &state.db,
        &NewTournament {
            details: Details {
                name: &name,
                held_on: &held_on,
                venue: &venue,
                match_settings: &match_settings,
                ranking_settings: &ranking,
            },
            objectives: &objectives,
        },
        state.by(me.id),
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
    id: i64,
    table_no: i64,
    team_a: String,
    team_b: Option<String>,
    notes: String,
    /// Referees (id, name): the draft's, or the published match's.
    referees: Vec<(i64, String)>,
    /// The match in the console, once published.
    match_id: Option<i64>,
    /// Translation key of the result's state ("" for the bye and drafts).
    state: &'static str,
}

/// A signed result waiting for its second confirmation.
pub struct AwaitLine {
    match_id: i64,
    label: String,
    signed_by: String,
    /// Did the visitor sign it (and so may not confirm it)?
    mine: bool,
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

#[derive(Template)]
#[template(path = "tournaments/manage.html")]
pub(crate) struct ManagePage {
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
    /// Accounts that may referee a table (id, name).
    pub referee_options: Vec<(i64, String)>,
    /// Does a result need a second confirmation?
    pub confirmation: bool,
    /// Signed results awaiting it.
    pub awaiting: Vec<AwaitLine>,
    pub error: Option<&'static str>,
    pub team_form: [String; 4],
    /// Publishing to the federation hub (`web::hub_section`).
    pub hub: crate::web::hub_section::HubSection,
}

/// Builds the dashboard; `error` and `team_form` re-show a refused team form.
pub(crate) async fn manage_page(
    state: &AppState,
    v: Visitor,
    id: i64,
    error: Option<&'static str>,
    team_form: [String; 4],
) -> Result<ManagePage> {
    let t = load(&state.db, id).await?;
    let me = v.user.as_ref().map_or(0, |u| u.id);
    let mut rounds = Vec::new();
    for r in t.rounds.iter().rev() {
        let referees = db::round_tables::table_referees(&state.db, r.id).await?;
        let mut tables = Vec::new();
        for x in db::rounds::tables(&state.db, r.id).await? {
            let state_key = match x.match_id {
                Some(m) => result_state(state, m).await?,
                None => "",
            };
            tables.push(TableLine {
                id: x.id,
                table_no: x.table_no,
                team_a: x.team_a_name,
                team_b: x.team_b_name,
                notes: x.notes,
                referees: referees
                    .iter()
                    .filter(|r| r.table_id == x.id)
                    .map(|r| (r.user_id, r.username.clone()))
                    .collect(),
                match_id: x.match_id,
                state: state_key,
            });
        }
        rounds.push(RoundLine {
            id: r.id,
            number: r.number,
            seed: r.seed.clone(),
            published: r.is_published(),
            tables,
            results_public: r.results_public,
        });
    }
    let names = t.team_names();
    let audit = db::tournaments::audit_log(&state.db, id)
        .await?
        .into_iter()
        .take(10)
        .map(|a| AuditLine::new(a, v.lang, &names))
        .collect();
    let active = t.teams.iter().filter(|x| !x.dropped).count();
    let referee_options = db::users::list(&state.db)
        .await?
        .into_iter()
        .filter(|u| !u.disabled)
        .map(|u| (u.id, u.username))
        .collect();
    let confirmation = t.settings.second_confirmation;
    let awaiting = if confirmation {
        db::corrections::awaiting_confirmation(&state.db, id)
            .await?
            .into_iter()
            .map(|s| AwaitLine {
                match_id: s.match_id,
                label: s.label,
                signed_by: s.signed_by_name.unwrap_or_default(),
                mine: s.signed_by == Some(me),
            })
            .collect()
    } else {
        Vec::new()
    };
    let hub = crate::web::hub_section::team_section(state, id, v.lang).await?;
    Ok(ManagePage {
        hub,
        v,
        id,
        next_round: t.next_round(),
        has_draft: t.draft().is_some(),
        teams: t
            .teams
            .into_iter()
            .map(|x| TeamLine {
                players: team_players(&x),
                id: x.id,
                name: x.name,
                club: x.club.unwrap_or_default(),
                dropped: x.dropped,
            })
            .collect(),
        active,
        name: t.row.name,
        held_on: t.row.held_on,
        venue: t.row.venue,
        rounds,
        audit,
        referee_options,
        confirmation,
        awaiting,
        error,
        team_form,
    })
}

/// The translation key of a table's result state.
async fn result_state(state: &AppState, match_id: i64) -> Result<&'static str> {
    Ok(db::corrections::signoff(&state.db, match_id)
        .await?
        .as_ref()
        .map_or("", state_key))
}

/// The translation key of a match's result state.
pub(crate) fn state_key(s: &Signoff) -> &'static str {
    match (s.state(), s.status.as_str()) {
        (ResultState::Confirmed, _) => "fix.state_confirmed",
        (ResultState::Signed { .. }, _) => "fix.state_signed",
        (ResultState::Open, "finished") => "fix.state_finished",
        (ResultState::Open, "playing") => "fix.state_playing",
        (ResultState::Open, _) => "fix.state_setup",
    }
}

/// `GET /tournaments/{id}/manage`: the organizer's dashboard.
pub async fn show(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path(id): Path<i64>,
) -> Result<Response> {
    render(&manage_page(&state, v, id, None, Default::default()).await?)
}
