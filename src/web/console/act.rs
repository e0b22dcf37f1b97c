//! The match page's recording forms: one action, the cap penalty's *Calcola* step,
//! undo with a reason, and the sign-off that locks the result.

use super::denied::{Denied, Outcome};
use super::forms::{self, Fields};
use super::page::{Extras, answer_action, answer_form, render_match};
use super::record::{self, Submission};
use super::{load, may_record, penalty};
use crate::accounts::Role;
use crate::db;
use crate::engine::Action;
use crate::web::session::{CurrentUser, SignedIn, Visitor};
use crate::web::{AppError, AppState, Result};
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;

/// `POST /console/m/{id}/act`: records one action from a console form (or, for the
/// cap penalty with `hint=1`, shows what the penalty requires without recording).
pub async fn act(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Path(id): Path<i64>,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let f = Fields(pairs);
    let form = forms::form_of(&f);
    if form == "cap_violation" && f.get("hint") == Some("1") {
        return cap_hint(&state, v, &user, id, &f).await;
    }
    let action: Action = match forms::action(&f, state.clock.now()) {
        Ok(a) => a,
        Err(key) => {
            let outcome = Err(Denied::bad(&v, key));
            return answer_action(&state, v, &user, id, &form, outcome, f.0).await;
        }
    };
    let reason = match &action {
        Action::EndMatch { reason, .. } => Some(reason.clone()),
        _ => None,
    };
    let outcome = record::record(
        &state,
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
    .map_err(|e| Denied::record(&v, e));
    answer_action(&state, v, &user, id, &form, outcome, f.0).await
}

/// The *Calcola* step of the cap penalty form.
async fn cap_hint(
    state: &AppState,
    v: Visitor,
    user: &CurrentUser,
    id: i64,
    f: &Fields,
) -> Result<Response> {
    let l = load(state, id).await?;
    let seat = f.get("seat").and_then(|s| s.parse::<u8>().ok());
    let found = f.get("found_on_board").and_then(|s| s.parse::<u32>().ok());
    let (Some(seat), Some(found)) = (seat, found) else {
        let d = Denied::bad(&v, "console.err.number");
        return answer_form(state, v, user, id, "cap_violation", Err(d)).await;
    };
    let Some(g) = &l.game else {
        let d = Denied::key(
            &v,
            StatusCode::CONFLICT,
            "not_ready",
            "console.err.not_ready",
        );
        return answer_form(state, v, user, id, "cap_violation", Err(d)).await;
    };
    match g.cap_penalty(seat, found) {
        Ok(p) => {
            let x = Extras {
                cap_hint: Some(penalty::hint(g, &p, v.lang)),
                ..Extras::default()
            };
            render_match(state, v, user, l, x, StatusCode::OK).await
        }
        Err(r) => {
            let d = Denied::engine(&v, &r, &crate::engine::Names::of(g.players()));
            answer_form(state, v, user, id, "cap_violation", Err(d)).await
        }
    }
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
    SignedIn(v, user): SignedIn,
    Path(id): Path<i64>,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let f = Fields(pairs);
    let reason = f.get("reason").unwrap_or("");
    let expected = f.expected().unwrap_or(-1);
    let outcome = undo_last(&state, &v, &user, id, reason, expected, f.key()).await;
    answer_form(&state, v, &user, id, "undo", outcome).await
}

/// Signs the finished result off for `user`: the match is locked from then on.
///
/// # Errors
/// [`Denied`] (409) unless the match is finished and not yet signed.
pub async fn sign_match(state: &AppState, v: &Visitor, user: &CurrentUser, id: i64) -> Outcome<()> {
    if db::matches::sign(&state.db, id, user.id, state.now_unix()).await? {
        let n = db::matches::entries(&state.db, id).await?.len();
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
pub async fn sign(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Path(id): Path<i64>,
) -> Result<Response> {
    may_record(&state, &user, id).await?;
    let outcome = sign_match(&state, &v, &user, id).await;
    answer_form(&state, v, &user, id, "sign", outcome).await
}
