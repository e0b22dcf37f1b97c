//! The hub section of a finished tournament's organizer page (issue 30,
//! docs/HUB.md): whether the tournament may be published to the federation hub yet
//! and, if not, why, in words; whether the club has a hub link; the form's defaults;
//! what the last press of the button did.
//!
//! It sits below both the organizer pages that show it (`individual::manage`,
//! `tournaments::manage`) and the button ([`crate::web::publish`]) that answers with
//! those pages again, so that each imports it and neither imports the other.

use fluent_bundle::FluentValue;

use crate::db;
use crate::i18n::{Lang, t, tf};
use crate::publish::PublishError;
use crate::tournament::stages::{Stage, StageSettings};
use crate::web::{AppError, AppState, Result};

/// What the page said after the button, good or bad.
pub struct Outcome {
    /// Published (else refused, or not sent).
    pub ok: bool,
    /// Its sentences.
    pub lines: Vec<String>,
}

/// The hub section of a tournament's organizer page.
pub struct HubSection {
    /// Where the button posts.
    pub action: String,
    /// Why the event cannot be published yet (not finished), in words.
    pub not_yet: Option<String>,
    /// The club has a hub link.
    pub linked: bool,
    /// The event type the form offers.
    pub event_type: String,
    /// The date the form offers (`YYYY-MM-DD`).
    pub date: String,
    /// What the last press of the button did.
    pub outcome: Option<Outcome>,
}

/// Why a tournament is not finished, as the section says it.
#[derive(Debug, PartialEq, Eq)]
pub enum NotYet {
    /// No round drawn yet.
    NoRound,
    /// This round is still a draft.
    Draft(i64),
    /// Fewer qualifying rounds played than planned.
    Planned {
        /// Qualifying rounds drawn.
        played: i64,
        /// Qualifying rounds planned.
        planned: i64,
    },
    /// The semifinal its stages have is still to come.
    Semifinal,
    /// The final its stages have is still to come.
    Final,
    /// This table's match is not finished.
    Table {
        /// The table's round.
        round: i64,
        /// The table's number.
        table: i64,
    },
}

impl NotYet {
    /// The sentence the section says it with.
    pub fn sentence(&self, lang: Lang) -> String {
        let n = FluentValue::from;
        match self {
            NotYet::NoRound => t(lang, "hubpub-not-none").to_owned(),
            NotYet::Draft(round) => tf(lang, "hubpub-not-draft", &[("round", n(*round))]),
            NotYet::Planned { played, planned } => tf(
                lang,
                "hubpub-not-planned",
                &[("played", n(*played)), ("planned", n(*planned))],
            ),
            NotYet::Semifinal => t(lang, "hubpub-not-semifinal").to_owned(),
            NotYet::Final => t(lang, "hubpub-not-final").to_owned(),
            NotYet::Table { round, table } => tf(
                lang,
                "hubpub-not-table",
                &[("round", n(*round)), ("table", n(*table))],
            ),
        }
    }
}

/// Is individual tournament `id`, of `planned` qualifying rounds, over: every
/// planned qualifying round, the semifinal and final its stages have, all published
/// and every table's match finished? The first thing missing, else `None`.
///
/// # Errors
/// Storage errors.
pub async fn not_yet(state: &AppState, id: i64, planned: i64) -> Result<Option<NotYet>> {
    let rounds = db::stages::round_stages(&state.db, id).await?;
    if rounds.is_empty() {
        return Ok(Some(NotYet::NoRound));
    }
    if let Some(r) = rounds.iter().find(|r| !r.published) {
        return Ok(Some(NotYet::Draft(r.number)));
    }
    let played = rounds
        .iter()
        .filter(|r| Stage::parse(&r.stage) == Stage::Qualifying)
        .count() as i64;
    if played < planned {
        return Ok(Some(NotYet::Planned { played, planned }));
    }
    let stages: Option<StageSettings> = db::stages::get(&state.db, id)
        .await?
        .and_then(|row| serde_json::from_str(&row.stages).ok());
    let has = |st: Stage| rounds.iter().any(|r| Stage::parse(&r.stage) == st);
    if let Some(s) = stages {
        if s.has_semifinal() && !has(Stage::Semifinal) {
            return Ok(Some(NotYet::Semifinal));
        }
        if s.has_final() && !has(Stage::Final) {
            return Ok(Some(NotYet::Final));
        }
    }
    let signoffs = db::individual_log::signoffs(&state.db, id).await?;
    for table in db::individual::tables(&state.db, id).await? {
        let Some(m) = table.match_id else { continue };
        // Finished, and signed once the referee or the organizer signs it.
        let finished = signoffs
            .iter()
            .any(|s| s.match_id == m && matches!(s.status.as_str(), "finished" | "signed"));
        if !finished {
            return Ok(Some(NotYet::Table {
                round: table.round,
                table: table.number,
            }));
        }
    }
    Ok(None)
}

/// The day individual tournament `id` was created (`YYYY-MM-DD`).
async fn created_on(state: &AppState, id: i64) -> Result<String> {
    let day: Option<String> = sqlx::query_scalar(
        "SELECT date(created_at, 'unixepoch') FROM individual_tournaments WHERE id = ?",
    )
    .bind(id)
    .fetch_optional(state.db.pool())
    .await
    .map_err(db::DbError::from)?;
    day.ok_or(AppError::NotFound)
}

/// The hub section of individual tournament `id`'s organizer page (of `planned`
/// qualifying rounds), as it stands.
///
/// # Errors
/// 404 for no such tournament; storage errors.
pub async fn section(state: &AppState, id: i64, planned: i64, lang: Lang) -> Result<HubSection> {
    Ok(HubSection {
        action: format!("/individual/{id}/hub"),
        not_yet: not_yet(state, id, planned).await?.map(|w| w.sentence(lang)),
        linked: db::hub_link::get(&state.db).await?.is_some(),
        event_type: "Torneo".into(),
        date: created_on(state, id).await?,
        outcome: None,
    })
}

/// The archive of team tournament `id`: what its payload is built from.
///
/// # Errors
/// 404 for no such tournament; storage errors.
pub async fn team_archive(
    state: &AppState,
    id: i64,
) -> Result<crate::tournament::archive::Archive> {
    db::transfer::export(&state.db, id, state.now_unix())
        .await?
        .ok_or(AppError::NotFound)
}

/// Why team tournament archive `a` cannot be published yet, in words: the same
/// check `arbitro publish --team` refuses with.
pub fn team_not_yet(a: &crate::tournament::archive::Archive, lang: Lang) -> Option<String> {
    crate::publish::team::unfinished(a).map(|u| PublishError::Event(u).sentence(lang))
}

/// The hub section of team tournament `id`'s organizer page. Its matches are read
/// (the tournament's archive) only when the club has a hub link, so a club
/// without one pays nothing on its dashboard.
///
/// # Errors
/// 404 for no such tournament; storage errors.
pub async fn team_section(state: &AppState, id: i64, lang: Lang) -> Result<HubSection> {
    let linked = db::hub_link::get(&state.db).await?.is_some();
    let (not_yet, date) = if linked {
        let a = team_archive(state, id).await?;
        (team_not_yet(&a, lang), team_day(&a))
    } else {
        (None, String::new())
    };
    Ok(HubSection {
        action: format!("/tournaments/{id}/hub"),
        not_yet,
        linked,
        event_type: "Torneo".into(),
        date,
        outcome: None,
    })
}

/// The day team tournament archive `a` was held (`YYYY-MM-DD`): its own date,
/// else the day it was created, as `arbitro publish --team` defaults.
fn team_day(a: &crate::tournament::archive::Archive) -> String {
    crate::publish::team::held_on(a)
        .or_else(|| {
            chrono::DateTime::from_timestamp(a.tournament.created_at, 0).map(|d| d.date_naive())
        })
        .map(|d| d.format("%Y-%m-%d").to_string())
        .unwrap_or_default()
}
