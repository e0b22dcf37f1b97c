//! The organizer's hold on the tournament as a whole: the change log (the audit
//! entries in words, as team tournaments show theirs), whether a signed result
//! needs a second confirmation, which rounds' results the public sees, and the
//! list of results waiting for their confirmation (for referees and organizers).

use super::manage::refuse;
use super::{AppState, Loaded, by, load};
use crate::db;
use crate::db::format::AuditRow;
use crate::web::Result;
use crate::web::i18n::{Lang, t};
use crate::web::pages::{render, render_status};
use crate::web::session::{Organizer, SignedIn, Visitor};
use crate::web::tournaments::inputs::Managed;
use crate::web::tournaments::{AuditLine, AuditPage};
use askama::Template;
use axum::Form;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use std::collections::HashMap;

/// `GET /individual/{id}/audit`: every change, newest first.
pub async fn audit(
    State(state): State<AppState>,
    Managed { v, t: l, .. }: Managed<Loaded>,
) -> Result<Response> {
    let id = l.row.id;
    let none = HashMap::new();
    let lines = db::individual_log::audit_log(&state.db, id)
        .await?
        .into_iter()
        .map(|a| AuditLine::new(worded(a, v.lang), v.lang, &none))
        .collect();
    render(&AuditPage::individual(v, id, l.row.name, lines))
}

/// The details only this format writes, in words (the team format's reader shows
/// the rest): "round 1: Anna <-> Bruno" → "Turno 1: Anna ↔ Bruno", "round 1: Anna ->
/// table 3" → "Turno 1: Anna → Tavolo 3", the second confirmation switched.
fn worded(mut a: AuditRow, lang: Lang) -> AuditRow {
    let round = |rest: &str| -> Option<(String, String)> {
        let (n, tail) = rest.strip_prefix("round ")?.split_once(": ")?;
        Some((format!("{} {n}", t(lang, "round.round")), tail.to_string()))
    };
    let said = match a.action.as_str() {
        "round.swap" => round(&a.detail).and_then(|(r, tail)| {
            let (x, y) = tail.split_once(" <-> ")?;
            Some(format!("{r}: {x} ↔ {y}"))
        }),
        "round.move" => round(&a.detail).and_then(|(r, tail)| {
            let (who, table) = tail.rsplit_once(" -> table ")?;
            Some(format!("{r}: {who} → {} {table}", t(lang, "round.table")))
        }),
        "tournament.settings" => match a.detail.as_str() {
            "second confirmation on" => Some(t(lang, "ind.confirmation_on").to_string()),
            "second confirmation off" => Some(t(lang, "ind.confirmation_off").to_string()),
            _ => None,
        },
        _ => None,
    };
    if let Some(s) = said {
        a.detail = s;
    }
    a
}

/// An on/off switch of a form (`on=1` / `on=0`).
#[derive(Deserialize)]
pub struct Switch {
    #[serde(default)]
    on: String,
}

fn manage(id: i64, anchor: &str) -> Response {
    Redirect::to(&format!("/individual/{id}/manage#{anchor}")).into_response()
}

/// `POST /individual/{id}/confirmation`: require (or stop requiring) a second
/// confirmation of signed results.
pub async fn confirmation(
    State(state): State<AppState>,
    Organizer(_, me): Organizer,
    Path(id): Path<i64>,
    Form(f): Form<Switch>,
) -> Result<Response> {
    load(&state, id).await?;
    let on = f.on == "1";
    db::individual_log::set_second_confirmation(&state.db, id, on, by(&state, &me)).await?;
    Ok(manage(id, "settings"))
}

/// `POST /individual/{id}/rounds/{round}/results`: show (`on=1`) or hide (`on=0`)
/// a published round's results on the public standings.
pub async fn results(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    Path((id, round)): Path<(i64, i64)>,
    Form(f): Form<Switch>,
) -> Result<Response> {
    load(&state, id).await?;
    let published = db::individual::rounds(&state.db, id)
        .await?
        .into_iter()
        .any(|r| r.number == round && r.published);
    if !published {
        return refuse(&state, v, id, StatusCode::CONFLICT, "ind.err.not_published").await;
    }
    let on = f.on == "1";
    db::individual_log::set_results_public(&state.db, id, round, on, by(&state, &me)).await?;
    Ok(manage(id, &format!("round{round}")))
}

/// A result waiting for its confirmation.
pub struct WaitingLine {
    match_id: i64,
    label: String,
    signed_by: String,
    /// The visitor signed it: someone else confirms.
    mine: bool,
}

#[derive(Template)]
#[template(path = "individual/confirmations.html")]
struct WaitingPage {
    v: Visitor,
    id: i64,
    name: String,
    required: bool,
    lines: Vec<WaitingLine>,
}

/// `GET /individual/{id}/confirmations`: signed results waiting for a second look.
pub async fn waiting(
    State(state): State<AppState>,
    SignedIn(v, me): SignedIn,
    Path(id): Path<i64>,
) -> Result<Response> {
    let l = load(&state, id).await?;
    let required = l.row.second_confirmation;
    let lines = if required {
        db::individual_log::signoffs(&state.db, id)
            .await?
            .into_iter()
            .filter(|s| s.status == "signed" && s.confirmed_by.is_none())
            .map(|s| WaitingLine {
                match_id: s.match_id,
                label: s.label,
                signed_by: s.signed_by_name.unwrap_or_default(),
                mine: s.signed_by == Some(me.id),
            })
            .collect()
    } else {
        Vec::new()
    };
    render_status(
        StatusCode::OK,
        &WaitingPage {
            v,
            id,
            name: l.row.name,
            required,
            lines,
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(action: &str, detail: &str) -> AuditRow {
        AuditRow {
            at: 0,
            username: None,
            action: action.into(),
            detail: detail.into(),
        }
    }

    #[test]
    fn every_action_this_format_writes_has_a_phrase() {
        // The action keys of `db::individual` and `db::individual_log`.
        for action in [
            "tournament.create",
            "tournament.settings",
            "player.add",
            "player.drop",
            "player.return",
            "round.draft",
            "round.swap",
            "round.move",
            "round.publish",
            "round.results",
            "table.number",
            "table.referee_add",
            "match.confirm",
            "match.reopen",
            "match.adjust",
        ] {
            let key = format!("audit.act.{action}");
            assert!(crate::web::i18n::has_key(&key), "{key}");
        }
    }

    #[test]
    fn this_formats_details_read_as_words() {
        let said = |a: &str, d: &str| worded(row(a, d), Lang::It).detail;
        assert_eq!(
            said("round.swap", "round 1: Anna <-> Bruno"),
            "Turno 1: Anna ↔ Bruno"
        );
        assert_eq!(
            said("round.move", "round 2: Anna -> table 3"),
            "Turno 2: Anna → Tavolo 3"
        );
        assert!(said("tournament.settings", "second confirmation on").contains("richiesta"));
        assert_eq!(said("player.add", "Anna"), "Anna");
        assert_eq!(
            worded(row("round.move", "round 2: Anna -> table 3"), Lang::En).detail,
            "Round 2: Anna → Table 3"
        );
    }
}
