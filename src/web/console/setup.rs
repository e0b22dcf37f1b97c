//! The match list and creating a match: label, teams, the four players in seat order
//! with their colours, and a virtual seat for a 3-player table. The new match's setup
//! has no draft yet (see `prepare`).

use super::denied::{Denied, Outcome};
use crate::accounts::Role;
use crate::db;
use crate::engine::{Draft, MatchLog, Player, Settings};
use crate::printable::has_control;
use crate::web::pages::{render, render_status};
use crate::web::session::{CurrentUser, SignedIn, Visitor};
use crate::web::{AppState, Result};
use askama::Template;
use axum::Form;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use std::collections::BTreeMap;

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

/// The teams of a stored setup, in seat order, each once; an individual match's
/// players instead ("Anna, Bruno, Carla").
fn teams_of(setup_json: &str) -> String {
    let mut teams: Vec<String> = Vec::new();
    use crate::engine::any::AnyLog;
    match AnyLog::parse(setup_json) {
        Ok(AnyLog::Risiko2v2(log)) => {
            for p in log.players {
                if !teams.contains(&p.team) {
                    teams.push(p.team);
                }
            }
        }
        Ok(
            other @ (AnyLog::Classic(_)
            | AnyLog::Torneo(_)
            | AnyLog::TegJr(_)
            | AnyLog::Risk2210(_)
            | AnyLog::Teg(_)),
        ) => return other.names().join(", "),
        Err(_) => {}
    }
    teams.join(" – ")
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
            label: super::view::label_words(v.lang, &r.label),
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

/// The new-match form: label, two team names, four seats in turn order.
#[derive(Clone, serde::Deserialize)]
pub struct NewMatch {
    /// The match's name.
    #[serde(default)]
    pub label: String,
    /// Team of seats 1 and 3.
    #[serde(default)]
    pub team_a: String,
    /// Team of seats 2 and 4.
    #[serde(default)]
    pub team_b: String,
    /// Player of seat 1.
    #[serde(default)]
    pub name0: String,
    /// Player of seat 2.
    #[serde(default)]
    pub name1: String,
    /// Player of seat 3.
    #[serde(default)]
    pub name2: String,
    /// Player of seat 4.
    #[serde(default)]
    pub name3: String,
    /// Colour of seat 1.
    #[serde(default)]
    pub colour0: String,
    /// Colour of seat 2.
    #[serde(default)]
    pub colour1: String,
    /// Colour of seat 3.
    #[serde(default)]
    pub colour2: String,
    /// Colour of seat 4.
    #[serde(default)]
    pub colour3: String,
    /// The seat (0–3) played by the solo player's virtual teammate, if any.
    #[serde(default)]
    pub virtual_seat: String,
}

impl NewMatch {
    fn names(&self) -> [&str; 4] {
        [&self.name0, &self.name1, &self.name2, &self.name3]
    }
    fn colours(&self) -> [&str; 4] {
        [&self.colour0, &self.colour1, &self.colour2, &self.colour3]
    }
    fn virtual_seat(&self) -> Option<u8> {
        self.virtual_seat.parse().ok().filter(|s| *s < 4)
    }
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

/// The setup log of a new match (an empty physical draft means "draft not entered").
///
/// # Errors
/// The translation key of what is wrong.
pub fn setup_log(f: &NewMatch) -> Result<MatchLog, &'static str> {
    let label_ok = |s: &str| !s.trim().is_empty() && s.chars().count() <= 60;
    let typed = [f.label.as_str(), &f.team_a, &f.team_b];
    if typed.into_iter().chain(f.names()).any(has_control) {
        return Err("err.control_chars");
    }
    if !label_ok(&f.label) || !label_ok(&f.team_a) || !label_ok(&f.team_b) {
        return Err("console.err.names");
    }
    if f.team_a.trim() == f.team_b.trim() {
        return Err("console.err.teams");
    }
    let v = f.virtual_seat();
    let mut players = Vec::new();
    for (i, (name, colour)) in f.names().iter().zip(f.colours()).enumerate() {
        let seat = u8::try_from(i).unwrap_or(0);
        if !label_ok(name) || !COLOURS.contains(&colour) {
            return Err("console.err.names");
        }
        let team = if i % 2 == 0 { &f.team_a } else { &f.team_b };
        players.push(Player {
            seat,
            name: name.trim().to_string(),
            team: team.trim().to_string(),
            colour: colour.to_string(),
            is_virtual: v == Some(seat),
            person: None,
        });
    }
    let colours: std::collections::BTreeSet<&str> = f.colours().into_iter().collect();
    if colours.len() != 4 {
        return Err("console.err.colours");
    }
    Ok(MatchLog {
        format: 1,
        ruleset: "risiko-2v2".into(),
        // Every match Arbitro opens checks the clock calls (`docs/MATCH-LOG.md`).
        settings: Settings {
            clock_checks: true,
            ..Settings::default()
        },
        players,
        objectives: BTreeMap::new(),
        draft: Draft::Physical {
            owners: BTreeMap::new(),
        },
        actions: Vec::new(),
    })
}

/// Creates the match described by `f`; `user` is assigned to it.
///
/// # Errors
/// [`Denied`] (422) naming what is wrong with the form.
pub async fn create_match(
    state: &AppState,
    v: &Visitor,
    user: &CurrentUser,
    f: &NewMatch,
) -> Outcome<i64> {
    let log = setup_log(f)
        .map_err(|key| Denied::key(v, StatusCode::UNPROCESSABLE_ENTITY, "invalid_setup", key))?;
    super::new_match::store(state, v, user, f.label.trim(), &log.to_json(), None).await
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
