//! The match list and the new-match page: the form of the ruleset chosen (each
//! ruleset's console reads its own: [`super::ruleset::Console::create`]; the 2 vs 2
//! form is [`super::risiko2v2::new`]), shown again with the reason when refused.

use super::denied::Denied;
use crate::accounts::Role;
use crate::db;
use crate::web::pages::{render, render_status};
use crate::web::session::{SignedIn, Visitor};
use crate::web::{AppState, Result};
use askama::Template;
use axum::Form;
use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};

// The 2 vs 2 form, under its old path too.
pub use super::risiko2v2::new::{NewMatch, create_match, setup_log};

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
        .map(|log| super::ruleset::console(log.ruleset_id()).who_plays(&log))
        .unwrap_or_default()
}

/// `GET /console`: the matches this account records (organizers: all).
pub async fn list(State(state): State<AppState>, SignedIn(v, user): SignedIn) -> Result<Response> {
    let rows = if user.role == Role::Organizer {
        db::matches::list_all(&state.db).await?
    } else {
        db::match_referees::list_assigned(&state.db, user.id).await?
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

/// Colours of the classic box, in Italian as referees say them.
pub const COLOURS: [&str; 6] = ["blu", "rosso", "verde", "giallo", "nero", "viola"];

#[derive(Template)]
#[template(path = "console/new.html")]
struct NewPage {
    v: Visitor,
    /// `risiko-2v2`, `risiko-classic` or `risiko-torneo`: which form shows.
    ruleset: &'static str,
    f: NewMatch,
    /// The classic form as posted (field → value), to show again after an error.
    classic: Vec<(String, String)>,
    colours: [&'static str; 6],
    error: Option<String>,
    /// The boards a TEG Jr match may be played on (filled when its form shows).
    tegjr_boards: Vec<super::tegjr::new::BoardChoice>,
}

impl NewPage {
    /// A classic field as posted, or its default.
    fn val<'a>(&'a self, key: &str, default: &'a str) -> &'a str {
        self.classic
            .iter()
            .find(|(k, _)| k == key)
            .map_or(default, |(_, v)| v.as_str())
    }

    /// Whether the form shown is the ruleset `r`'s.
    fn shows(&self, r: &str) -> bool {
        self.ruleset == r
    }

    /// Whether the classic field `key` (posted, or `default`) is `value`.
    fn is(&self, key: &str, default: &str, value: &str) -> bool {
        self.val(key, default) == value
    }

    /// The Risk 2210 land territories (the devastation markers' checkboxes): slug,
    /// name, ticked in the form as posted.
    fn r2210_land(&self) -> Vec<(String, String, bool)> {
        super::risk2210::new::land(self.v.lang, &self.classic)
    }

    /// Whether the T.E.G. seat `i`'s colour (as posted, or the box's in order) is `c`.
    fn teg_colour_is(&self, i: &usize, c: &str) -> bool {
        self.val(&format!("colour{i}"), TEG_COLOURS[*i % TEG_COLOURS.len()]) == c
    }

    /// Whether the classic seat `i`'s colour (as posted, or the box's colours in order)
    /// is `c`.
    fn colour_is(&self, i: &usize, c: &str) -> bool {
        self.val(&format!("colour{i}"), COLOURS[*i % COLOURS.len()]) == c
    }
}

/// The rulesets a match may be opened with, the default first.
pub const RULESETS: [&str; 6] = [
    "risiko-2v2",
    crate::engine::classic::RULESET,
    crate::engine::torneo::RULESET,
    crate::engine::tegjr::RULESET,
    crate::engine::risk2210::RULESET,
    crate::engine::teg::RULESET,
];

/// The T.E.G. box's colours (the new-match form of a T.E.G. table).
pub const TEG_COLOURS: [&str; 6] = crate::engine::teg::COLOURS;

/// The T.E.G. form's setting choices.
pub use super::teg::new as teg_new;

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
    let f = NewMatch {
        label: String::new(),
        team_a: "A".into(),
        team_b: "B".into(),
        name0: String::new(),
        name1: String::new(),
        name2: String::new(),
        name3: String::new(),
        colour0: "blu".into(),
        colour1: "rosso".into(),
        colour2: "verde".into(),
        colour3: "giallo".into(),
        virtual_seat: String::new(),
    };
    let ruleset = ruleset_of(&which.ruleset);
    let tegjr_boards = tegjr_boards(&state, &v, ruleset).await?;
    // A TEG Jr match opened from a board's page starts on that board.
    let classic = if which.board.is_empty() {
        Vec::new()
    } else {
        vec![("board".to_string(), which.board.clone())]
    };
    render(&NewPage {
        v,
        ruleset,
        f,
        classic,
        colours: COLOURS,
        error: None,
        tegjr_boards,
    })
}

/// The boards of the TEG Jr form, when it is the one shown.
async fn tegjr_boards(
    state: &AppState,
    v: &Visitor,
    ruleset: &str,
) -> Result<Vec<super::tegjr::new::BoardChoice>> {
    if ruleset == crate::engine::tegjr::RULESET {
        super::tegjr::new::boards(state, v).await
    } else {
        Ok(Vec::new())
    }
}

/// One of [`RULESETS`]: the one named, else the default (2 vs 2).
fn ruleset_of(id: &str) -> &'static str {
    RULESETS
        .into_iter()
        .find(|r| *r == id)
        .unwrap_or(RULESETS[0])
}

/// `POST /console/new`: creates the match of the ruleset posted (`ruleset`; 2 vs 2 by
/// default); its creator is assigned to it.
pub async fn create(
    State(state): State<AppState>,
    SignedIn(v, user): SignedIn,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let ruleset = pairs
        .iter()
        .find(|(k, _)| k == "ruleset")
        .map_or(RULESETS[0], |(_, r)| ruleset_of(r));
    // The 2 vs 2 form's fields, read as they always were (missing ones empty).
    let f: NewMatch = serde_urlencoded::to_string(&pairs)
        .ok()
        .and_then(|q| serde_urlencoded::from_str(&q).ok())
        .ok_or(crate::web::AppError::BadRequest("console.err.names"))?;
    let created = super::new_match::create(&state, &v, &user, ruleset, &pairs).await;
    match created {
        Ok(id) => Ok(Redirect::to(&format!("/console/m/{id}")).into_response()),
        Err(Denied::App(e)) => Err(e),
        Err(Denied::Shown {
            status, message, ..
        }) => {
            let tegjr_boards = tegjr_boards(&state, &v, ruleset).await?;
            let page = NewPage {
                v,
                ruleset,
                f,
                classic: pairs,
                colours: COLOURS,
                error: Some(message),
                tegjr_boards,
            };
            render_status(status, &page)
        }
    }
}
