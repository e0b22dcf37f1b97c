//! The match page's forms: one action, undo with a reason, the sign-off that locks the
//! result, the referees, and "Perché no?" (nothing recorded); a form's *Calcola* step,
//! as the 2 vs 2 cap penalty's, is its ruleset's [`Console::hint`]. Each asks the
//! match's console, found through the registry.

use super::Recording;
use super::answer::answer;
use super::denied::{Denied, Outcome};
use super::face::Face;
use super::page::Extras;
use super::posted::{Fields, form_of};
use super::record;
use super::recording::Submission;
use super::registry::console;
use super::ruleset::{Console, stored};
use crate::accounts::Role;
use crate::db;
use crate::engine::any::AnyAction;
use crate::web::session::{CurrentUser, Visitor};
use crate::web::{AppError, AppState, Result};
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;

/// `POST /console/m/{id}/act`: records one action from a console form (or, for the
/// cap penalty with `hint=1`, shows what the penalty requires without recording).
pub async fn act(
    State(state): State<AppState>,
    Recording(v, user, id): Recording,
    face: Face,
    f: Fields,
) -> Result<Response> {
    let form = form_of(&f);
    let row = db::matches::get(&state.db, id)
        .await?
        .ok_or(AppError::NotFound)?;
    let c = stored(&row.setup_json).map(console);
    if f.get("hint") == Some("1")
        && let Some(hinted) = c.and_then(|c| c.hint(&state, &v, &user, id, &f, face))
    {
        return hinted.await;
    }
    let outcome = match posted_action(&state, row, c, &f, &user.username).await? {
        Ok(action) => record_action(&state, &v, &user, id, &f, action).await,
        Err(key) => Err(Denied::bad(&v, key)),
    };
    let x = Extras {
        posted: f.0,
        ..Extras::default()
    };
    answer(&state, v, &user, id, &form, outcome, face, x).await
}

/// Records the action a console form posted.
///
/// # Errors
/// [`Denied`]: the engine's refusal, a stale page, storage failures.
async fn record_action(
    state: &AppState,
    v: &Visitor,
    user: &CurrentUser,
    id: i64,
    f: &Fields,
    action: AnyAction,
) -> Outcome<()> {
    // An early end's reason is stored with the entry too, read one way for every
    // ruleset from the action's log JSON.
    let reason = if action.kind() == "end_match" {
        action.to_json()["reason"].as_str().map(str::to_string)
    } else {
        None
    };
    record::record(
        state,
        Submission {
            match_id: id,
            action: Some(action),
            expected: Some(f.expected().unwrap_or(-1)),
            key: f.key(),
            reason: reason.as_deref(),
            by: Some(user.id),
            via: "console",
            single_undo: false,
        },
    )
    .await
    .map(|_| ())
    .map_err(|e| Denied::record(v, e))
}

/// The action a console form posted on the match `row`, read by its ruleset's console
/// `c`: before the game where its forms are read so ([`Console::action_before_game`]);
/// else by its panel from the game, and the clock buttons every ruleset shares by the
/// engine's own clock action. `Ok(Err(key))` names what to fix in the form.
///
/// # Errors
/// Storage failures; a stored log that no longer replays.
async fn posted_action(
    state: &AppState,
    row: db::matches::MatchRow,
    c: Option<&dyn Console>,
    f: &Fields,
    referee: &str,
) -> Result<std::result::Result<AnyAction, &'static str>> {
    if let Some(action) = c.and_then(|c| c.action_before_game(f, state.clock.now())) {
        return Ok(action);
    }
    let l = super::load_row(state, row).await?;
    let Some(game) = &l.game else {
        return Ok(Err("console.err.not_ready"));
    };
    if let Some(action) = super::registry::action(&f.0, game, referee) {
        return Ok(action);
    }
    if f.get("type") == Some("clock") {
        let event = f.get("event").unwrap_or("");
        return Ok(game
            .clock_action(event, state.clock.now())
            .ok_or("console.err.choose"));
    }
    // A ruleset with no console panel: only the skeleton's clock buttons post here.
    Ok(Err("console.err.no_panel"))
}

/// Undoes the latest effective action for `user`, with a reason (referees one step;
/// organizers may go on).
///
/// # Errors
/// [`Denied`]: no reason, nothing to undo, a referee undoing an undo, a stale page...
pub async fn undo_last(
    state: &AppState,
    v: &Visitor,
    user: &CurrentUser,
    id: i64,
    reason: &str,
    expected: i64,
    key: Option<&str>,
) -> Outcome<()> {
    let reason = reason.trim();
    if reason.is_empty() || reason.chars().count() > 500 {
        return Err(Denied::bad(v, "console.err.reason"));
    }
    record::record(
        state,
        Submission {
            match_id: id,
            action: None,
            expected: Some(expected),
            key,
            reason: Some(reason),
            by: Some(user.id),
            via: "console",
            single_undo: user.role != Role::Organizer,
        },
    )
    .await
    .map(|_| ())
    .map_err(|e| Denied::record(v, e))
}

/// `POST /console/m/{id}/undo`: cancels the latest effective action, with a reason.
pub async fn undo(
    State(state): State<AppState>,
    Recording(v, user, id): Recording,
    face: Face,
    f: Fields,
) -> Result<Response> {
    // A typed reason wins; else the preset button pressed (`preset`: its sentence).
    let reason = f
        .get("reason")
        .filter(|r| !r.is_empty())
        .or_else(|| f.get("preset"))
        .unwrap_or("");
    let expected = f.expected().unwrap_or(-1);
    let outcome = undo_last(&state, &v, &user, id, reason, expected, f.key()).await;
    answer(
        &state,
        v,
        &user,
        id,
        "undo",
        outcome,
        face,
        Extras::default(),
    )
    .await
}

/// Signs the finished result off for `user`: the match is locked from then on.
///
/// # Errors
/// [`Denied`] (409) unless the match is finished and not yet signed.
pub async fn sign_match(state: &AppState, v: &Visitor, user: &CurrentUser, id: i64) -> Outcome<()> {
    if db::matches::sign(&state.db, id, user.id, state.now_unix()).await? {
        // Its result is stored now, from the game the console keeps, so no page
        // replays it. Should that fail, the first page to read it stores it instead.
        if let Err(e) = crate::web::signed::on_signed(state, id).await {
            tracing::warn!(match_id = id, error = %e, "signed result not stored");
        }
        let n = db::match_entries::entries(&state.db, id).await?.len();
        state.live.publish(id, i64::try_from(n).unwrap_or(0));
        return Ok(());
    }
    if db::matches::get(&state.db, id).await?.is_none() {
        return Err(AppError::NotFound.into());
    }
    Err(Denied::key(
        v,
        StatusCode::CONFLICT,
        "not_finished",
        "console.err.not_finished",
    ))
}

/// `POST /console/m/{id}/sign`: the referee signs the finished result; it is locked.
/// (The page's *Firma* leads to [`sign_confirm`] first.)
pub async fn sign(
    State(state): State<AppState>,
    Recording(v, user, id): Recording,
    face: Face,
) -> Result<Response> {
    let outcome = sign_match(&state, &v, &user, id).await;
    answer(
        &state,
        v,
        &user,
        id,
        "sign",
        outcome,
        face,
        Extras::default(),
    )
    .await
}

/// `GET /console/m/{id}/sign`: "are you sure?" with the score, and the button that
/// signs (a confirmation step that needs no JavaScript).
pub async fn sign_confirm(
    State(state): State<AppState>,
    Recording(v, user, id): Recording,
    face: Face,
) -> Result<Response> {
    let x = Extras {
        sign_confirm: true,
        ..Extras::default()
    };
    answer(&state, v, &user, id, "sign", Ok(()), face, x).await
}

/// `POST /console/m/{id}/referees` (organizers): `add` = user id, or `remove` = user id.
pub async fn referees(
    State(state): State<AppState>,
    crate::web::session::Organizer(v, user): crate::web::session::Organizer,
    axum::extract::Path(id): axum::extract::Path<i64>,
    axum::Form(pairs): axum::Form<Vec<(String, String)>>,
) -> Result<Response> {
    super::load(&state, id).await?;
    let account = |k: &str| super::posted::get(&pairs, k).and_then(|v| v.parse::<i64>().ok());
    let change = match (account("add"), account("remove")) {
        (Some(uid), _) => super::referees::RefereeChange::Add(uid),
        (None, Some(uid)) => super::referees::RefereeChange::Remove(uid),
        (None, None) => return Err(crate::web::AppError::BadRequest("console.err.choose")),
    };
    let outcome = super::referees::change_referee(&state, &v, id, user.id, change).await;
    super::answer::answer_form(&state, v, &user, id, "referees", outcome).await
}

/// `POST /console/m/{id}/why`: the engine's answer, shown in the "Perché no?" panel.
pub async fn why(
    State(state): State<AppState>,
    Recording(v, user, id): Recording,
    face: Face,
    f: Fields,
) -> Result<Response> {
    let l = super::load(&state, id).await?;
    let asked = super::registry::of_log(&l.log).why(&l, &f, &v, state.clock.now());
    let x = Extras {
        why: asked.as_ref().ok().cloned(),
        ..Extras::default()
    };
    answer(&state, v, &user, id, "why", asked.map(|_| ()), face, x).await
}
