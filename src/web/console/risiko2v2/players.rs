//! Editing the players after the match was created. A misspelled name can be fixed at
//! any time until the sign-off; seats' colours only until the first entry (after that
//! the colours are on the table and in everyone's head). Every change is stored with
//! who made it and when, and the history lists it.
//!
//! In a tournament match the names come from the registration (the standings match
//! players by name), so there only the organizer's registration can change them.

use crate::db::setup_changes::{self, PlayerEdit, Saved, SetupChange};
use crate::engine::MatchLog;
use crate::web::AppState;
use crate::web::Result;
use crate::web::console::answer::answer_form;
use crate::web::console::denied::{Denied, Outcome};
use crate::web::console::new_form::COLOURS;
use crate::web::console::posted::get;
use crate::web::console::{Loaded, Recording, load};
use crate::web::session::{CurrentUser, Visitor};
use axum::Form;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;

// The players form's row, under its old path too.
pub use crate::web::console::team_forms::EditRow;

/// One seat's requested change; `None` keeps the value.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatEdit {
    /// The seat, 0–3.
    pub seat: u8,
    /// The new name.
    #[serde(default)]
    pub name: Option<String>,
    /// The new colour (one of [`COLOURS`]).
    #[serde(default)]
    pub colour: Option<String>,
}

/// Why an edit is refused: the status, code and message key.
#[derive(Debug, PartialEq, Eq)]
pub struct EditRefused(pub StatusCode, pub &'static str, pub &'static str);

/// Applies `edits` to a setup. `started`: the match has entries; `tournament`: names
/// come from a tournament registration. Returns the new setup and what changed.
///
/// # Errors
/// The first rule broken.
pub fn edit(
    log: &MatchLog,
    edits: &[SeatEdit],
    started: bool,
    tournament: bool,
) -> Result<(MatchLog, Vec<SetupChange>), EditRefused> {
    let bad = |key| EditRefused(StatusCode::BAD_REQUEST, "bad_request", key);
    let mut next = log.clone();
    let mut changes = Vec::new();
    for e in edits {
        let Some(p) = next.players.iter_mut().find(|p| p.seat == e.seat) else {
            return Err(bad("console.err.seat"));
        };
        if let Some(name) = &e.name {
            if crate::printable::has_control(name) {
                return Err(bad("err.control_chars"));
            }
            let name = name.trim();
            if name.is_empty() || name.chars().count() > 60 {
                return Err(bad("console.err.player_name"));
            }
            if name != p.name {
                if tournament {
                    return Err(EditRefused(
                        StatusCode::CONFLICT,
                        "names_from_tournament",
                        "console.err.names_from_tournament",
                    ));
                }
                changes.push(change(e.seat, "name", &p.name, name));
                p.name = name.to_string();
            }
        }
        if let Some(colour) = &e.colour {
            let colour = colour.trim();
            if !COLOURS.contains(&colour) {
                return Err(bad("console.err.colours"));
            }
            if colour != p.colour {
                if started {
                    return Err(EditRefused(
                        StatusCode::CONFLICT,
                        "seats_fixed",
                        "console.err.seats_fixed",
                    ));
                }
                changes.push(change(e.seat, "colour", &p.colour, colour));
                p.colour = colour.to_string();
            }
        }
    }
    let mut colours: Vec<&str> = next.players.iter().map(|p| p.colour.as_str()).collect();
    colours.sort_unstable();
    colours.dedup();
    if colours.len() != next.players.len() {
        return Err(bad("console.err.colours"));
    }
    Ok((next, changes))
}

fn change(seat: u8, field: &'static str, old: &str, new: &str) -> SetupChange {
    SetupChange {
        seat: i64::from(seat),
        field,
        old_value: old.to_string(),
        new_value: new.to_string(),
    }
}

/// Checks and stores player edits for `user` (who may record on the match).
///
/// # Errors
/// [`Denied`]: the rule broken, a signed match, or a setup that changed meanwhile.
pub async fn save(
    state: &AppState,
    v: &Visitor,
    user: &CurrentUser,
    l: &Loaded,
    edits: &[SeatEdit],
) -> Outcome<usize> {
    if l.row.status == "signed" {
        return Err(Denied::key(
            v,
            StatusCode::CONFLICT,
            "locked",
            "console.err.locked",
        ));
    }
    let tournament = setup_changes::tournament_of(&state.db, l.row.id)
        .await?
        .is_some();
    let setup = MatchLog {
        actions: Vec::new(),
        ..l.only_2v2()?.0.clone()
    };
    let (next, changes) = edit(&setup, edits, !l.entries.is_empty(), tournament)
        .map_err(|EditRefused(status, code, key)| Denied::key(v, status, code, key))?;
    if changes.is_empty() {
        return Ok(0);
    }
    let new_setup = next.to_json();
    let e = PlayerEdit {
        match_id: l.row.id,
        old_setup: &l.row.setup_json,
        new_setup: &new_setup,
        before_first_entry: changes.iter().any(|c| c.field == "colour"),
        changes: &changes,
        by: user.id,
        now: state.now_unix(),
    };
    use StatusCode as S;
    match setup_changes::save_players(&state.db, &e).await? {
        Saved::Done => {
            // The table page shows the names: tell its watchers.
            state.live.publish(l.row.id, l.count());
            Ok(changes.len())
        }
        Saved::NotFound => Err(Denied::App(crate::web::AppError::NotFound)),
        Saved::Locked => Err(Denied::key(v, S::CONFLICT, "locked", "console.err.locked")),
        Saved::Moved => Err(Denied::key(v, S::CONFLICT, "stale", "console.err.stale")),
        Saved::Started => Err(Denied::key(
            v,
            S::CONFLICT,
            "seats_fixed",
            "console.err.seats_fixed",
        )),
    }
}

/// The rows of the players form.
pub fn rows(log: &MatchLog) -> Vec<EditRow> {
    log.players
        .iter()
        .map(|p| EditRow {
            seat: p.seat,
            name: p.name.clone(),
            colour: p.colour.clone(),
            team: p.team.clone(),
        })
        .collect()
}

/// `POST /console/m/{id}/players`: `name{seat}`, and `colour{seat}` before the start.
pub async fn post(
    State(state): State<AppState>,
    Recording(v, user, id): Recording,
    Form(pairs): Form<Vec<(String, String)>>,
) -> Result<Response> {
    let l = load(&state, id).await?;
    let posted = |k: String| get(&pairs, &k).map(str::to_string);
    let edits: Vec<SeatEdit> = (0u8..4)
        .map(|seat| SeatEdit {
            seat,
            name: posted(format!("name{seat}")),
            colour: posted(format!("colour{seat}")),
        })
        .collect();
    let outcome = save(&state, &v, &user, &l, &edits).await.map(|_| ());
    answer_form(&state, v, &user, id, "players", outcome).await
}
