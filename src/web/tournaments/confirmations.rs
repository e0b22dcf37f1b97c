//! The second confirmation of signed results, when the tournament asks for one: the
//! list of results waiting for it (for referees and organizers alike) and the
//! confirm action. Whoever signed a result may not confirm it.

use super::corrections::table_of;
use super::inputs::load;
use super::tables::played_result;
use crate::accounts::Role;
use crate::db::{self, corrections::Outcome, format::Format};
use crate::tournament::MatchResult;
use crate::web::pages::render_status;
use crate::web::session::{SignedIn, Visitor};
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};

/// A result waiting for its confirmation.
pub struct WaitingLine {
    match_id: i64,
    label: String,
    /// "Corsari 52 – 47 Lupi".
    score: String,
    signed_by: String,
    /// The visitor signed it: no button.
    mine: bool,
}

#[derive(Template)]
#[template(path = "tournaments/confirmations.html")]
struct ConfirmationsPage {
    v: Visitor,
    id: i64,
    name: String,
    required: bool,
    lines: Vec<WaitingLine>,
    error: Option<&'static str>,
}

async fn page(
    state: &AppState,
    v: Visitor,
    id: i64,
    error: Option<&'static str>,
) -> Result<ConfirmationsPage> {
    let t = load(&state.db, id).await?;
    let me = v.user.as_ref().map_or(0, |u| u.id);
    let required = t.settings.second_confirmation;
    // Without the setting signed results count at once: nothing is waiting.
    let waiting = if required {
        db::corrections::awaiting_confirmation(&state.db, id).await?
    } else {
        Vec::new()
    };
    let mut lines = Vec::new();
    for s in waiting {
        let (round, table) = table_of(state, &t, s.match_id).await?;
        let score = match played_result(state, round, &table).await? {
            Some(MatchResult::Played { sides, .. }) => sides
                .iter()
                .map(|side| {
                    let name = t
                        .teams
                        .iter()
                        .find(|x| x.id == side.team.0)
                        .map(|x| x.name.as_str())
                        .unwrap_or("");
                    format!("{name} {}", side.score)
                })
                .collect::<Vec<_>>()
                .join(" – "),
            _ => String::new(),
        };
        lines.push(WaitingLine {
            match_id: s.match_id,
            label: s.label,
            score,
            signed_by: s.signed_by_name.unwrap_or_default(),
            mine: s.signed_by == Some(me),
        });
    }
    Ok(ConfirmationsPage {
        v,
        id,
        name: t.row.name,
        required,
        lines,
        error,
    })
}

/// `GET /tournaments/{id}/confirmations`: signed results waiting for a second look.
pub async fn list(
    State(state): State<AppState>,
    SignedIn(v, _): SignedIn,
    Path(id): Path<i64>,
) -> Result<Response> {
    render_status(StatusCode::OK, &page(&state, v, id, None).await?)
}

/// `POST /tournaments/{id}/matches/{match}/confirm`: any referee or organizer except
/// the one who signed. Organizers go back to their dashboard, referees to the list.
pub async fn confirm(
    State(state): State<AppState>,
    SignedIn(v, me): SignedIn,
    Path((id, match_id)): Path<(i64, i64)>,
) -> Result<Response> {
    let by = state.by(me.id);
    let outcome = db::corrections::confirm_in(&state.db, Format::Team, id, match_id, by, |s| {
        s.may_confirm(me.id)
    })
    .await?;
    match outcome {
        Outcome::Done if me.role == Role::Organizer => {
            Ok(Redirect::to(&format!("/tournaments/{id}/manage#confirm")).into_response())
        }
        Outcome::Done => {
            Ok(Redirect::to(&format!("/tournaments/{id}/confirmations")).into_response())
        }
        Outcome::NotFound => Err(AppError::NotFound),
        Outcome::Refused(e) => {
            let page = page(&state, v, id, Some(e.key())).await?;
            render_status(StatusCode::CONFLICT, &page)
        }
    }
}
