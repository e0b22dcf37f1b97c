//! The match list and the new-match page: the form of the ruleset chosen (each
//! ruleset's console reads its own: [`super::ruleset::Console::create`]), shown again
//! with the reason when refused.

use super::denied::Denied;
use super::registry::console;
use super::ruleset::unnamed;
use crate::accounts::Role;
use crate::db;
use crate::engine::RulesetId;
use crate::web::pages::{render, render_status};
use crate::web::session::{SignedIn, Visitor};
use crate::web::{AppState, Result};
use askama::Template;
use axum::Form;
use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};

/// A match in the list: where it is played and between whom.
pub struct MatchLine {
    id: i64,
    label: String,
    status: String,
    /// Tournament, round and table, for a tournament table's match.
    place: Option<db::match_places::MatchPlace>,
    /// "Corsari – Draghi": the teams as the match's setup names them.
    teams: String,
}

#[derive(Template)]
#[template(path = "console/list.html")]
struct ListPage {
    v: Visitor,
    /// Tournament tables, by tournament, round and table.
    tables: Vec<MatchLine>,
    /// Matches opened by hand.
    others: Vec<MatchLine>,
}

/// Who plays a stored match, as its ruleset's console says it (teams in 2 vs 2, the
/// players elsewhere); nothing for a setup that no longer reads.
fn teams_of(setup_json: &str) -> String {
    crate::engine::any::AnyLog::parse(setup_json)
        .map(|log| super::registry::console(log.ruleset_id()).who_plays(&log))
        .unwrap_or_default()
}

/// `GET /console`: the matches this account records (organizers: all).
pub async fn list(State(state): State<AppState>, SignedIn(v, user): SignedIn) -> Result<Response> {
    let rows = if user.role == Role::Organizer {
        db::matches::list_all(&state.db).await?
    } else {
        db::matches::list_assigned(&state.db, user.id).await?
    };
    let mut places = db::match_places::all(&state.db).await?;
    let (mut tables, others): (Vec<_>, Vec<_>) = rows
        .into_iter()
        .map(|r| MatchLine {
            place: places.remove(&r.id),
            teams: teams_of(&r.setup_json),
            id: r.id,
            label: super::view_any::label_words(v.lang, &r.label),
            status: r.status,
        })
        .partition(|m| m.place.is_some());
    // Latest tournament first (individual ones after team ones: their ids are
    // counted apart), then round by round, table by table.
    tables.sort_by_key(|m| {
        m.place.as_ref().map(|p| {
            (
                p.individual,
                std::cmp::Reverse(p.tournament_id),
                std::cmp::Reverse(p.round),
                p.table_no,
            )
        })
    });
    render(&ListPage { v, tables, others })
}

#[derive(Template)]
#[template(path = "console/new.html")]
struct NewPage {
    v: Visitor,
    /// The ruleset whose form shows.
    ruleset: RulesetId,
    /// The ids of the rulesets a match may be opened with, in the page's order.
    rulesets: Vec<&'static str>,
    error: Option<String>,
    /// The ruleset's form, rendered by its console ([`super::ruleset::Console::new_form`]).
    form: String,
}

impl NewPage {
    /// Whether the form shown is the ruleset `r`'s.
    fn shows(&self, r: &str) -> bool {
        self.ruleset.id() == r
    }
}

/// The rulesets a match may be opened with, in the page's order (each console's
/// [`super::ruleset::Console::listed_at`]); the first is the default.
pub fn listed() -> Vec<RulesetId> {
    let mut all = RulesetId::ALL.to_vec();
    all.sort_by_key(|r| console(*r).listed_at());
    all
}

/// `?ruleset=` of the new-match page.
#[derive(serde::Deserialize, Default)]
pub struct Which {
    /// The ruleset id.
    #[serde(default)]
    pub ruleset: String,
    /// TEG Jr: the club board chosen beforehand (its page links here).
    #[serde(default)]
    pub board: String,
}

/// `GET /console/new` (`?ruleset=risiko-classic` for a classic table): defaults for a
/// friendly match.
pub async fn new_form(
    State(state): State<AppState>,
    SignedIn(v, _): SignedIn,
    axum::extract::Query(which): axum::extract::Query<Which>,
) -> Result<Response> {
    let ruleset = ruleset_of(&which.ruleset);
    // A TEG Jr match opened from a board's page starts on that board.
    let posted = if which.board.is_empty() {
        Vec::new()
    } else {
        vec![("board".to_string(), which.board.clone())]
    };
    let form = console(ruleset)
        .new_form(&state, &v, &posted, false)
        .await?;
    render(&page(v, ruleset, None, form))
}

/// The new-match page showing `form`, the form of `ruleset`.
fn page(v: Visitor, ruleset: RulesetId, error: Option<String>, form: String) -> NewPage {
    NewPage {
        v,
        ruleset,
        rulesets: listed().into_iter().map(RulesetId::id).collect(),
        error,
        form,
    }
}

/// The ruleset named, else the default (the first listed).
fn ruleset_of(id: &str) -> RulesetId {
    RulesetId::parse(id).unwrap_or_else(|| listed()[0])
}

/// `POST /console/new`: creates the match of the ruleset posted (`ruleset`; the first
/// listed by default); its creator is assigned to it.
pub async fn create(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let ruleset = pairs
        .iter()
        .find(|(k, _)| k == "ruleset")
        .map_or_else(|| listed()[0], |(_, r)| ruleset_of(r));
    // Every post is read as the first ruleset's form too, as it always was: one that
    // form cannot read is refused whatever its ruleset.
    if !console(unnamed()).reads_new_match(&pairs) {
        return Err(crate::web::AppError::BadRequest("console.err.names"));
    }
    let created = console(ruleset).create(&state, &v, &user, &pairs).await;
    match created {
        Ok(id) => Ok(Redirect::to(&format!("/console/m/{id}")).into_response()),
        Err(Denied::App(e)) => Err(e),
        Err(Denied::Shown {
            status, message, ..
        }) => {
            let form = console(ruleset).new_form(&state, &v, &pairs, true).await?;
            render_status(status, &page(v, ruleset, Some(message), form))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The page lists every ruleset of the registry once, and no two at one place.
    #[test]
    fn the_new_match_page_lists_every_ruleset_once() {
        let mut listed: Vec<_> = listed().into_iter().map(RulesetId::id).collect();
        listed.sort_unstable();
        let mut all: Vec<_> = RulesetId::ALL.iter().map(|r| r.id()).collect();
        all.sort_unstable();
        assert_eq!(listed, all);
        let mut places: Vec<_> = RulesetId::ALL
            .iter()
            .map(|r| console(*r).listed_at())
            .collect();
        places.sort_unstable();
        places.dedup();
        assert_eq!(places.len(), RulesetId::ALL.len());
    }
}
