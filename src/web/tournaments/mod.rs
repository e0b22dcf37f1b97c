//! Tournaments around the matches: creation, registration (form and CSV import),
//! rounds (pair → edit → publish), and the public pages. Rules of pairing and
//! standings live in [`crate::tournament`]; these handlers only load, call and store.

mod audit_text;
pub mod cached;
mod confirm_step;
mod confirmations;
mod corrections;
pub(crate) mod export;
pub mod inputs;
pub(crate) mod live_tables;
pub(crate) mod manage;
mod objectives;
mod print;
pub(crate) mod projector;
mod public;
mod referee_sheet;
mod registration;
mod result_head;
mod results;
mod round_tables;
mod rounds;
mod scoreboard;
mod settings;
pub(crate) mod sheets;
mod tables;
pub(crate) mod transfer;

// Shared with the individual format's results page and change log.
pub(crate) use audit_text::{AuditLine, AuditPage};
pub(crate) use manage::state_key;
pub(crate) use result_head::{ResultHead, made_at};

pub use transfer::{IMPORT_LIMIT, import_router};

use super::AppState;
use axum::Router;
use axum::routing::{get, post};

/// Routes of the tournament feature.
pub fn router() -> Router<AppState> {
    let t = "/tournaments/{id}";
    Router::new()
        .route("/tournaments", get(manage::list).post(manage::create))
        .route("/tournaments/{id}", get(public::home))
        .route(&format!("{t}/standings"), get(public::standings))
        .route(&format!("{t}/manage"), get(manage::show))
        .route(&format!("{t}/teams"), post(registration::add))
        .route(
            &format!("{t}/teams/{{team}}/drop"),
            post(registration::drop),
        )
        .route(
            &format!("{t}/teams/{{team}}/return"),
            post(registration::undrop),
        )
        .route(&format!("{t}/import"), post(registration::preview))
        .route(&format!("{t}/import/confirm"), post(registration::confirm))
        .route(&format!("{t}/rounds"), post(rounds::pair))
        .route(&format!("{t}/rounds/{{round}}/swap"), post(rounds::swap))
        .route(
            &format!("{t}/rounds/{{round}}/discard"),
            post(rounds::discard),
        )
        .route(
            &format!("{t}/rounds/{{round}}/publish"),
            post(rounds::publish),
        )
        .merge(exports_router())
        .merge(organizer_router())
        .merge(public_router())
}

/// Routes of the public pages beside home and standings, the projector and the
/// results switch. Declared here, above the pages, because the projector and the live
/// tables read the public pages' data ([`public`]).
fn public_router() -> Router<AppState> {
    let t = "/tournaments/{id}";
    Router::new()
        .route(&format!("{t}/pairings"), get(public::pairings))
        .route(&format!("{t}/tables"), get(live_tables::show))
        .route(&format!("{t}/rounds/{{round}}"), get(results::show))
        .route(
            &format!("{t}/rounds/{{round}}/results"),
            post(results::set_visibility),
        )
        .route(
            &format!("{t}/projector"),
            get(projector::show::<projector::Deck>),
        )
        .route(
            &format!("{t}/projector/deck"),
            get(projector::fragment::<projector::Deck>),
        )
        .route(&format!("{t}/events"), get(projector::events))
}

/// Exports and printable pages (organizers only).
fn exports_router() -> Router<AppState> {
    let export = "/tournaments/{id}/export";
    let print = "/tournaments/{id}/print";
    Router::new()
        .route(
            &format!("{export}/standings.csv"),
            get(export::standings_csv),
        )
        .route(&format!("{export}/players.csv"), get(export::players_csv))
        .route(&format!("{export}/matches.csv"), get(export::matches_csv))
        .route(&format!("{export}/tournament.xlsx"), get(export::workbook))
        .route(
            &format!("{export}/tournament.json"),
            get(transfer::export_json),
        )
        .route(&format!("{print}/pairings/{{round}}"), get(print::pairings))
        .route(
            &format!("{print}/cards/{{round}}"),
            get(print::cards).post(print::cards_with_links),
        )
        .route(&format!("{print}/standings"), get(print::standings))
}

/// The organizer's management routes: settings, objectives, team edits, table
/// numbers and referees, confirmations and corrections, the audit log.
fn organizer_router() -> Router<AppState> {
    let t = "/tournaments/{id}";
    let table = "/tournaments/{id}/rounds/{round}/tables/{table}";
    let m = "/tournaments/{id}/matches/{match}";
    Router::new()
        .route(
            &format!("{t}/settings"),
            get(settings::show).post(settings::save),
        )
        .route(&format!("{t}/objectives"), post(objectives::add))
        .route(&format!("{t}/objectives/remove"), post(objectives::remove))
        .route(
            &format!("{t}/teams/{{team}}"),
            get(registration::edit_form).post(registration::edit),
        )
        .route(&format!("{table}/number"), post(round_tables::renumber))
        .route(&format!("{table}/referees"), post(round_tables::referees))
        .route(
            &format!("{t}/rounds/{{round}}/referees"),
            get(referee_sheet::show).post(referee_sheet::save),
        )
        .route(&format!("{t}/confirmations"), get(confirmations::list))
        .route("/tournaments/{id}/matches/{match}", get(corrections::show))
        .route(&format!("{m}/confirm"), post(confirmations::confirm))
        .route(&format!("{m}/reopen"), post(corrections::reopen))
        .route(&format!("{m}/adjust"), post(corrections::adjust))
        .route(&format!("{t}/audit"), get(corrections::audit))
}
