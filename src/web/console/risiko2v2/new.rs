//! The 2 vs 2 new-match form: label, the two teams, the four players in seat order with
//! their colours, and a virtual seat for a 3-player table. The new match's setup has no
//! draft yet (see [`super::prepare`]).

use crate::engine::{Draft, MatchLog, Player, Settings};
use crate::printable::has_control;
use crate::web::AppState;
use crate::web::console::denied::{Denied, Outcome};
use crate::web::console::new_form::COLOURS;
use crate::web::session::{CurrentUser, Visitor};
use axum::http::StatusCode;
use std::collections::BTreeMap;

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
    crate::web::console::new_match::store(state, v, user, f.label.trim(), &log.to_json(), None)
        .await
}

/// The teams of a 2 vs 2 setup, in seat order, each once ("Corsari – Draghi").
pub fn teams(log: &MatchLog) -> String {
    let mut teams: Vec<&str> = Vec::new();
    for p in &log.players {
        if !teams.contains(&p.team.as_str()) {
            teams.push(&p.team);
        }
    }
    teams.join(" – ")
}

impl NewMatch {
    /// The form's fields as posted, read as they always were (missing ones empty);
    /// `None` for a post the form cannot read (a field twice).
    pub fn from_posted(pairs: &[(String, String)]) -> Option<NewMatch> {
        serde_urlencoded::to_string(pairs)
            .ok()
            .and_then(|q| serde_urlencoded::from_str(&q).ok())
    }

    /// A friendly match's defaults: teams A and B, the box's first four colours.
    fn friendly() -> NewMatch {
        NewMatch {
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
        }
    }
}

/// The new-match form's template.
#[derive(askama::Template)]
#[template(path = "console/risiko2v2/_new.html")]
struct NewForm<'a> {
    v: &'a Visitor,
    f: NewMatch,
    colours: [&'static str; 6],
}

/// The new-match form: a friendly match's defaults, or, `refused`, the fields as
/// `posted`.
///
/// # Errors
/// A template that fails.
pub fn form(v: &Visitor, posted: &[(String, String)], refused: bool) -> crate::web::Result<String> {
    let f = if refused {
        NewMatch::from_posted(posted)
            .ok_or(crate::web::AppError::BadRequest("console.err.names"))?
    } else {
        NewMatch::friendly()
    };
    crate::web::console::new_form::rendered_form(&NewForm {
        v,
        f,
        colours: COLOURS,
    })
}
