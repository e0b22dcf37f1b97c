//! Individual tournaments (issue #15): players seated at tables of N by
//! [`crate::tournament::seating`], ranked by a formula of
//! [`crate::tournament::individual`]. Beside the team tournaments of
//! [`super::tournaments`], which they leave as they are. These handlers load, call
//! the pure cores and store; each table of a published round is a console match.

pub mod championship;
mod create;
mod draft;
mod export;
mod hold;
pub(crate) mod manage;
mod players;
mod print;
mod projector;
mod public;
mod report;
mod results;
mod rounds;
mod season_pages;
mod seasons;
pub mod snapshot;
mod stage_context;
mod stage_views;
mod stages;
mod standings;
mod standings_page;
mod transfer;

/// The creation form's formulas, which tests walk through one by one.
pub use create::FORMULAS;
pub use seasons::{SeasonData, SeasonLine, season_data};
pub use transfer::import_router;

use super::{AppError, AppState, Result};
use crate::db::{self, individual::IndividualRow, individual_log::By};
use crate::tournament::individual::Formula;
use crate::tournament::seating::SeatingSettings;
use crate::web::session::CurrentUser;
use crate::web::tournaments::inputs::Manageable;
use axum::Router;
use axum::routing::{get, post};

/// Routes of individual tournaments.
pub fn router() -> Router<AppState> {
    let i = "/individual/{id}";
    let r = "/individual/{id}/rounds/{round}";
    let m = "/individual/{id}/matches/{match}";
    let p = "/individual/{id}/players/{player}";
    Router::new()
        .route("/individual", get(create::list).post(create::create))
        .route("/individual/{id}", get(public::home))
        .route(&format!("{i}/events"), get(public::events))
        .route(
            &format!("{i}/projector"),
            get(projector::show::<projector::Deck>),
        )
        .route(
            &format!("{i}/projector/deck"),
            get(projector::fragment::<projector::Deck>),
        )
        .route(
            &format!("{i}/export/standings.csv"),
            get(export::standings_csv),
        )
        .route(&format!("{i}/export/tables.csv"), get(export::tables_csv))
        .route(&format!("{i}/export/teams.csv"), get(export::teams_csv))
        .route(
            &format!("{i}/export/tournament.xlsx"),
            get(export::workbook),
        )
        .route(
            &format!("{i}/export/tournament.json"),
            get(transfer::export_json),
        )
        .route(&format!("{i}/print/slips/{{round}}"), get(print::slips))
        .route(&format!("{i}/manage"), get(manage::show))
        .route(&format!("{i}/standings"), get(standings_page::show))
        .route(&format!("{i}/players"), post(players::add))
        .route(&format!("{p}/drop"), post(players::drop))
        .route(&format!("{p}/return"), post(players::undrop))
        .route(&format!("{p}/family"), post(players::family))
        .route(&format!("{i}/import"), post(players::preview))
        .route(&format!("{i}/import/confirm"), post(players::confirm))
        .route(&format!("{i}/rounds"), post(rounds::seat))
        .route(&format!("{i}/semifinal"), post(stages::semifinal))
        .route(&format!("{i}/final"), post(stages::final_))
        .route(&format!("{i}/clubs"), get(season_pages::tournament_clubs))
        .route(&format!("{r}/swap"), post(draft::swap))
        .route(&format!("{r}/move"), post(draft::move_player))
        .route(&format!("{r}/renumber"), post(draft::renumber))
        .route(&format!("{r}/publish"), post(rounds::publish))
        .route(&format!("{r}/results"), post(hold::results))
        .route(
            &format!("{r}/tables/{{table}}/referee"),
            post(rounds::referee),
        )
        .route(&format!("{i}/audit"), get(hold::audit))
        .route(&format!("{i}/confirmation"), post(hold::confirmation))
        .route(&format!("{i}/confirmations"), get(hold::waiting))
        .route("/individual/{id}/matches/{match}", get(results::show))
        .route(&format!("{m}/confirm"), post(results::confirm))
        .route(&format!("{m}/reopen"), post(results::reopen))
        .route(&format!("{m}/correct"), post(results::correct))
        .merge(season_router())
}

/// Seasons: the evenings they gather, their standings, clubs, projector and exports.
fn season_router() -> Router<AppState> {
    let s = "/seasons/{id}";
    Router::new()
        .route("/seasons", get(seasons::list).post(seasons::create))
        .route("/seasons/{id}", get(season_pages::show))
        .route(&format!("{s}/clubs"), get(season_pages::clubs))
        .route(&format!("{s}/best_of"), post(season_pages::best_of))
        .route(&format!("{s}/evenings"), post(season_pages::attach))
        .route(
            &format!("{s}/evenings/{{evening}}/detach"),
            post(season_pages::detach),
        )
        .route(
            &format!("{s}/projector"),
            get(projector::show::<projector::SeasonDeck>),
        )
        .route(
            &format!("{s}/projector/deck"),
            get(projector::fragment::<projector::SeasonDeck>),
        )
        .route(
            &format!("{s}/export/standings.csv"),
            get(export::season_csv),
        )
        .route(
            &format!("{s}/export/season.xlsx"),
            get(export::season_workbook),
        )
}

/// The account acting now, as the audit log records it.
pub fn by(state: &AppState, me: &CurrentUser) -> By {
    By {
        user: me.id,
        at: state.now_unix(),
    }
}

/// A stored tournament with its settings read back by the pure modules.
pub struct Loaded {
    /// The row.
    pub row: IndividualRow,
    /// How its rounds are seated.
    pub seating: SeatingSettings,
    /// How results become ranking points.
    pub formula: Formula,
}

// An organizer's route loads an individual tournament the way it loads a team one.
impl Manageable for Loaded {
    fn managed(state: &AppState, id: i64) -> impl Future<Output = Result<Self>> + Send {
        load(state, id)
    }
}

/// The tournament `id`, or 404.
///
/// # Errors
/// [`AppError::NotFound`]; [`AppError::Internal`] when its stored settings no
/// longer read.
pub async fn load(state: &AppState, id: i64) -> Result<Loaded> {
    let row = db::individual::get(&state.db, id)
        .await?
        .ok_or(AppError::NotFound)?;
    let corrupt = |e: serde_json::Error| AppError::Internal(format!("individual {id}: {e}"));
    Ok(Loaded {
        seating: serde_json::from_str(&row.seating).map_err(corrupt)?,
        formula: serde_json::from_str(&row.formula).map_err(corrupt)?,
        row,
    })
}
