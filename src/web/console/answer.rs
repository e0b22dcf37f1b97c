//! Answering with the match page, in the face the console asked for ([`Face`]): `GET`
//! of the page, the answer to a console form (the page or its live part, with the
//! refusal at its form), the page again after a refusal. The ruleset's part is its
//! console's ([`super::ruleset::Console::page`]), the one the match was loaded with
//! ([`Loaded::console`]), so the forms of a ruleset's own (the 2 vs 2 setup and draft)
//! answer here too, below the registry.

use super::denied::{Denied, Outcome};
use super::face::Face;
use super::page::{Extras, MatchPage};
use super::{Loaded, Recording, load};
use crate::accounts::Role;
use crate::accounts::token::random_token;
use crate::web::pages::render_status;
use crate::web::session::{CurrentUser, Visitor};
use crate::web::{AppState, Result};
use askama::Template;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};

/// Answers a console action: on success the match page (redirect) or the fresh
/// fragment; on refusal the page or fragment with the reason at `form`, with the
/// refusal's status. `x` carries what else to show (the "Perché no?" answer).
///
/// # Errors
/// Internal failures, or a failure to reload the match.
#[allow(clippy::too_many_arguments)]
pub async fn answer(
    state: &AppState,
    v: Visitor,
    user: &CurrentUser,
    id: i64,
    form: &str,
    outcome: Outcome<()>,
    face: Face,
    mut x: Extras,
) -> Result<Response> {
    let status = match outcome {
        Ok(()) if face == Face::Page && !x.shows_something() => {
            return Ok(Redirect::to(&format!("/console/m/{id}")).into_response());
        }
        Ok(()) => StatusCode::OK,
        Err(Denied::App(e)) => return Err(e),
        Err(Denied::Shown {
            status, message, ..
        }) => {
            x.error = Some((form.to_string(), message));
            status
        }
    };
    let l = load(state, id).await?;
    render_face(state, v, user, l, x, status, face).await
}

/// Renders the match page, or for [`Face::Fragment`] only its live part (bar, result,
/// panel, board): what the console's script swaps in after an action or a change at
/// the table.
///
/// # Errors
/// A failure to read the referees or the catalogue.
pub async fn render_face(
    state: &AppState,
    v: Visitor,
    user: &CurrentUser,
    l: Loaded,
    x: Extras,
    status: StatusCode,
    face: Face,
) -> Result<Response> {
    let page = build(state, v, user, l, x).await?;
    match face {
        Face::Page => render_status(status, &page),
        Face::Fragment => {
            let html = page
                .as_live()
                .render()
                .map_err(|e| crate::web::AppError::Internal(e.to_string()))?;
            let headers = [(axum::http::header::CACHE_CONTROL, "no-store")];
            Ok((status, headers, axum::response::Html(html)).into_response())
        }
    }
}

async fn build(
    state: &AppState,
    v: Visitor,
    user: &CurrentUser,
    l: Loaded,
    x: Extras,
) -> Result<MatchPage> {
    let organizer = user.role == Role::Organizer;
    let (referees, candidates) = super::referees::referee_lists(state, l.row.id, organizer).await?;
    let public_url = format!("{}/t/{}", state.config.base_url, l.row.public_token);
    let mut page = MatchPage {
        referees,
        candidates,
        id: l.row.id,
        label: super::view_any::label_words(v.lang, &l.row.label),
        status: l.row.status.clone(),
        public_qr: crate::web::qr::svg(&public_url, v.t("console.public_qr")),
        public_url,
        public_token: l.row.public_token.clone(),
        expected: l.count(),
        key: random_token(),
        organizer,
        setup: None,
        players: Vec::new(),
        edit_rows: Vec::new(),
        colours_fixed: !l.entries.is_empty(),
        colours: super::new_form::COLOURS,
        draft: None,
        turn: None,
        clock: None,
        score: None,
        board: String::new(),
        error: x.error,
        notice: x.notice,
        can_undo: false,
        last_action: String::new(),
        cap_rows: super::cap_penalty_form::rows(x.cap_hint.as_ref()),
        cap_hint: x.cap_hint,
        bar: None,
        result: String::new(),
        undo_what: String::new(),
        undo_presets: ["undo.typo", "undo.contested", "undo.mistap"],
        why: x.why,
        territories: super::view_any::all_territories(crate::engine::Map::risiko(), v.lang),
        announce_text: String::new(),
        sign_confirm: x.sign_confirm,
        posted: x.posted,
        ruleset: "",
        draws_own_forms: false,
        panel: String::new(),
        banner: String::new(),
        panel_error: None,
        seats: Vec::new(),
        results: Vec::new(),
        over: false,
        setup_pending: false,
        board_setup: None,
        v,
    };
    let posted = x.physical.as_deref();
    l.console
        .page(state, &mut page, &l, organizer, posted)
        .await?;
    Ok(page)
}

/// The page again with `d`'s message at `form` (or the internal error passed on).
///
/// # Errors
/// The internal error, or a failure to reload the match.
pub async fn render_denied(
    state: &AppState,
    v: Visitor,
    user: &CurrentUser,
    id: i64,
    form: &str,
    d: Denied,
    physical: Option<Vec<(String, String)>>,
) -> Result<Response> {
    let x = Extras {
        physical,
        ..Extras::default()
    };
    answer(state, v, user, id, form, Err(d), Face::Page, x).await
}

/// Answers a console form: back to the match page when it worked, else the page again
/// with the reason above the form.
///
/// # Errors
/// As [`render_denied`].
pub async fn answer_form(
    state: &AppState,
    v: Visitor,
    user: &CurrentUser,
    id: i64,
    form: &str,
    outcome: Outcome<()>,
) -> Result<Response> {
    let x = Extras::default();
    answer(state, v, user, id, form, outcome, Face::Page, x).await
}

/// `GET /console/m/{id}` (with `?fragment=1` or `HX-Request`, only its live part).
pub async fn show(
    State(state): State<AppState>,
    Recording(v, user, id): Recording,
    face: Face,
) -> Result<Response> {
    let l = load(&state, id).await?;
    render_face(&state, v, &user, l, Extras::default(), StatusCode::OK, face).await
}
