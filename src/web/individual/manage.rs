//! The organizer's page of an individual tournament: players (add, import, drop,
//! return), rounds with their tables (draft: swap and publish; published: the
//! match and its referees), and the button that seats the next round.

use super::report::sentence;
use super::standings::{kind, seated};
use super::{AppState, load};
use crate::db::{self, individual::PlayerRow};
use crate::tournament::seating::SeatingReport;
use crate::web::pages::render_status;
use crate::web::session::{Organizer, Visitor};
use crate::web::tournaments::state_key;
use crate::web::{AppError, Result};
use askama::Template;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;

/// A seat of a table as the page shows it.
pub struct SeatLine {
    /// Player id.
    pub id: i64,
    /// Name.
    pub name: String,
    /// Club, or empty.
    pub club: String,
}

/// A table as the page shows it.
pub struct TableView {
    /// Number.
    pub number: i64,
    /// Its seats in order.
    pub seats: Vec<SeatLine>,
    /// A ghost completes it.
    pub ghost: bool,
    /// Its match, once published.
    pub match_id: Option<i64>,
    /// The referees of the match.
    pub referees: Vec<String>,
    /// Translation key of where its result stands (published tables).
    pub state: &'static str,
}

/// A round as the page shows it.
pub struct RoundView {
    /// Number.
    pub number: i64,
    /// Published.
    pub published: bool,
    /// The cost breakdown, as a sentence.
    pub report: String,
    /// The tables.
    pub tables: Vec<TableView>,
    /// Its results are on the public standings.
    pub results_public: bool,
    /// Tables nobody can record yet, as the team round warns before publishing: every
    /// table of a draft (a referee is assigned to a table's match, which publishing
    /// opens), and the published tables whose match has no referee and is not finished.
    pub bare: Vec<i64>,
}

#[derive(Template)]
#[template(path = "individual/manage.html")]
pub struct ManagePage {
    v: Visitor,
    id: i64,
    name: String,
    table_size: usize,
    odd_field: String,
    /// Players of one club never at one table.
    clubs_apart: bool,
    formula: String,
    rounds_planned: i64,
    second_confirmation: bool,
    players: Vec<PlayerRow>,
    rounds: Vec<RoundView>,
    /// Accounts that may referee: (id, name).
    referees: Vec<(i64, String)>,
    /// A refusal, in words.
    error: Option<String>,
    /// The stages: settings, the buttons that seat them, each round's stage.
    stages: super::stage_views::ManageStages,
    /// Publishing to the federation hub (`web::hub_section`).
    pub hub: crate::web::hub_section::HubSection,
}

/// Builds the page, with `error` (a translation key) shown at the top.
///
/// # Errors
/// Storage errors; 404 for no such tournament.
pub async fn page(
    state: &AppState,
    v: Visitor,
    id: i64,
    error: Option<String>,
) -> Result<ManagePage> {
    let l = load(state, id).await?;
    let players = db::individual::players(&state.db, id).await?;
    let tables = db::individual::tables(&state.db, id).await?;
    let signoffs = db::individual_log::signoffs(&state.db, id).await?;
    let mut rounds = Vec::new();
    for r in db::individual::rounds(&state.db, id).await? {
        let report: SeatingReport = serde_json::from_str(&r.report)
            .map_err(|e| AppError::Internal(format!("round {}: {e}", r.number)))?;
        let mut views = Vec::new();
        for t in tables.iter().filter(|t| t.round == r.number) {
            let seats = seated(t)?
                .iter()
                .filter_map(|p| players.iter().find(|x| x.id == p.0))
                .map(|p| SeatLine {
                    id: p.id,
                    name: p.name.clone(),
                    club: p.club.clone().unwrap_or_default(),
                })
                .collect();
            let referees = match t.match_id {
                Some(m) => db::match_referees::referees(&state.db, m).await?,
                None => Vec::new(),
            };
            views.push(TableView {
                number: t.number,
                seats,
                ghost: t.ghost,
                match_id: t.match_id,
                referees: referees.into_iter().map(|(_, n)| n).collect(),
                state: signoffs
                    .iter()
                    .find(|s| Some(s.match_id) == t.match_id)
                    .map_or("fix.state_setup", state_key),
            });
        }
        let bare = views
            .iter()
            .filter(|t| t.referees.is_empty())
            .filter(|t| matches!(t.state, "fix.state_setup" | "fix.state_playing"))
            .map(|t| t.number)
            .collect();
        rounds.push(RoundView {
            bare,
            number: r.number,
            published: r.published,
            results_public: r.results_public,
            report: sentence(&report, v.lang),
            tables: views,
        });
    }
    let referees = db::users::list(&state.db)
        .await?
        .into_iter()
        .filter(|u| !u.disabled)
        .map(|u| (u.id, u.username))
        .collect();
    let odd_field = serde_json::to_value(l.seating.odd_field)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default();
    let stages = super::stage_views::manage_view(state, id, l.row.rounds_planned).await?;
    let hub = crate::web::hub_section::section(state, id, l.row.rounds_planned, v.lang).await?;
    Ok(ManagePage {
        hub,
        stages,
        formula: format!("ind.formula.{}", kind(&l)),
        table_size: l.seating.table_size,
        odd_field: format!("ind.odd.{odd_field}"),
        clubs_apart: l.seating.clubs_apart,
        rounds_planned: l.row.rounds_planned,
        second_confirmation: l.row.second_confirmation,
        name: l.row.name,
        v,
        id,
        players,
        rounds,
        referees,
        error,
    })
}

/// The page again with a refusal at the top, under `status`.
///
/// # Errors
/// As [`page`].
pub async fn refuse(
    state: &AppState,
    v: Visitor,
    id: i64,
    status: StatusCode,
    key: &'static str,
) -> Result<Response> {
    let text = crate::web::i18n::t(v.lang, key).to_string();
    refuse_text(state, v, id, status, text).await
}

/// The page again with `text` (already in the visitor's language) at the top.
///
/// # Errors
/// As [`page`].
pub async fn refuse_text(
    state: &AppState,
    v: Visitor,
    id: i64,
    status: StatusCode,
    text: String,
) -> Result<Response> {
    render_status(status, &page(state, v, id, Some(text)).await?)
}

/// `GET /individual/{id}/manage`.
pub async fn show(
    State(state): State<AppState>,
    Organizer(v, _): Organizer,
    Path(id): Path<i64>,
) -> Result<Response> {
    render_status(StatusCode::OK, &page(&state, v, id, None).await?)
}
