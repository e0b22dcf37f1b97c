//! The current round's tables as they stand: game round (or year), whose turn, the match clock,
//! territories and tanks per player, the table's state and a link to its board. Read
//! from each match's stored log through the engine's shared surface (`Table`), like the
//! table page itself; only the team score of a finished match is the 2 vs 2 game's.

use super::inputs::{Loaded, Seen};
use super::public::current_round;
use super::results::status_key;
use crate::db;
use crate::db::matches::MatchRow;
use crate::engine::any::AnyGame;
use crate::engine::table::Table;
use crate::web::console::clock::{ClockView, TurnStart};
use crate::web::console::round_word::round_key;
use crate::web::console::score::{FinalScore, final_score};
use crate::web::console::skeleton;
use crate::web::console::timing;
use crate::web::console::{game2v2, load_row};
use crate::web::i18n::Lang;
use crate::web::pages::render;
use crate::web::session::Visitor;
use crate::web::{AppState, Result};
use askama::Template;
use axum::extract::State;
use axum::response::Response;
use std::collections::HashMap;

/// A player at a live table.
pub struct Seat {
    /// Name.
    pub name: String,
    /// Team label.
    pub team: String,
    /// Swatch colour.
    pub hex: &'static str,
    /// Territories held.
    pub territories: u32,
    /// Tanks on the board.
    pub tanks: u32,
    /// Acts now.
    pub current: bool,
    /// Out of the match.
    pub eliminated: bool,
}

/// A table of the current round.
pub struct LiveTable {
    /// Table number (0 for the bye).
    pub table_no: i64,
    /// First team.
    pub team_a: String,
    /// Second team; None for the bye.
    pub team_b: Option<String>,
    /// Key of the table's state (`res.status.*`).
    pub status: &'static str,
    /// Game round (0 during the initial placement or before the draft).
    pub round: u32,
    /// The Fluent key of the word before it: "Giro", or "Anno" where the match counts
    /// years (Risk 2210 A.D.).
    pub round_key: &'static str,
    /// Phase name in the visitor's language, or empty before the draft.
    pub phase: &'static str,
    /// Whose turn it is, "Anna (Corsari)", or empty.
    pub turn_of: String,
    /// The match clock, once started.
    pub clock: Option<ClockView>,
    /// The four seats.
    pub seats: Vec<Seat>,
    /// Token of the table's public board.
    pub token: Option<String>,
    /// The final score and winner, once the match is finished.
    pub fin: Option<FinalScore>,
}

impl LiveTable {
    /// The seats grouped by team, in seat order (teammates sit opposite, so a team's
    /// two players are not next to each other in `seats`): what the projector shows.
    pub fn by_team(&self) -> Vec<(&str, Vec<&Seat>)> {
        let mut teams: Vec<(&str, Vec<&Seat>)> = Vec::new();
        for s in &self.seats {
            match teams.iter_mut().find(|(t, _)| *t == s.team) {
                Some((_, v)) => v.push(s),
                None => teams.push((&s.team, vec![s])),
            }
        }
        teams
    }

    /// A table of an individual tournament (no teams), before its match is read.
    pub(crate) fn of_table(table_no: i64) -> Self {
        let mut line = Self::bare(table_no, String::new(), Some(String::new()));
        line.status = "res.status.setup";
        line
    }

    fn bare(table_no: i64, team_a: String, team_b: Option<String>) -> Self {
        LiveTable {
            table_no,
            status: if team_b.is_none() {
                "res.status.bye"
            } else {
                "res.status.setup"
            },
            team_a,
            team_b,
            round: 0,
            round_key: "console.round",
            phase: "",
            turn_of: String::new(),
            clock: None,
            seats: Vec::new(),
            token: None,
            fin: None,
        }
    }

    /// Fills the line from the match's game; `turn` is when the current turn began (or
    /// when the match ended, where the clock stops).
    fn fill(
        &mut self,
        state: &AppState,
        row: &MatchRow,
        game: Option<&AnyGame>,
        turn: Option<&TurnStart>,
        lang: Lang,
    ) {
        self.token = Some(row.public_token.clone());
        self.status = status_key(&row.status);
        let Some(g) = game else { return };
        self.round = g.round();
        self.round_key = round_key(g);
        self.phase = g.phase_words(lang);
        // During a digital draft all pick at once: nobody is in turn.
        let to_act = g.to_act().filter(|_| g.phase_code() != "draft");
        let info = g.seats();
        self.seats = skeleton::seats(g)
            .into_iter()
            .zip(&info)
            .map(|(line, s)| Seat {
                current: to_act == Some(s.seat),
                eliminated: line.eliminated,
                territories: line.territories,
                tanks: line.armies,
                hex: line.hex,
                team: s.team.clone().unwrap_or_default(),
                name: line.name,
            })
            .collect();
        if let Some(s) = to_act.and_then(|seat| info.iter().find(|s| s.seat == seat)) {
            self.turn_of = match &s.team {
                Some(team) => format!("{} ({team})", s.name),
                None => s.name.clone(),
            };
        }
        // The team score of a finished 2 vs 2 match (tournaments are 2 vs 2).
        self.fin = game2v2(g).and_then(final_score);
        if g.clock().started_at.is_some() {
            // A finished match's clock is stopped: the clock view says so itself.
            self.clock = Some(timing::clock(g, turn, state.clock.now()));
        }
    }
}

/// The tables of the tournament's current round (none before a round is published).
///
/// # Errors
/// Storage errors. A match whose log no longer replays is shown without its game
/// (and logged) rather than taking the whole page down.
pub(super) async fn live_tables(
    state: &AppState,
    t: &Loaded,
    lang: Lang,
) -> Result<(Option<i64>, Vec<LiveTable>)> {
    let Some(round) = current_round(t) else {
        return Ok((None, Vec::new()));
    };
    let mut out = Vec::new();
    let mut matches: HashMap<i64, (MatchRow, i64)> =
        db::matches::in_round_with_count(&state.db, round.id)
            .await?
            .into_iter()
            .map(|(m, entries)| (m.id, (m, entries)))
            .collect();
    for x in db::rounds::tables(&state.db, round.id).await? {
        let mut line = LiveTable::bare(x.table_no, x.team_a_name, x.team_b_name);
        let row = x.match_id.and_then(|m| matches.remove(&m));
        if let Some((row, entries)) = row {
            fill_from_match(state, &mut line, row, entries, lang).await;
        }
        out.push(line);
    }
    Ok((Some(round.number), out))
}

/// Fills `line` from its match (`entries` recorded so far). The game the console
/// keeps after the latest entry, when it is current; otherwise replayed from storage
/// (and kept by `load_row` for next time). A match whose log no longer replays is
/// shown without its game, and logged.
pub(crate) async fn fill_from_match(
    state: &AppState,
    line: &mut LiveTable,
    row: MatchRow,
    entries: i64,
    lang: Lang,
) {
    let id = row.id;
    match state.replayed.get(id, entries, &row.setup_json) {
        Some(kept) => {
            let turn = kept.turn.start;
            line.fill(state, &row, Some(&kept.game), turn.as_ref(), lang);
        }
        None => match load_row(state, row).await {
            Ok(l) => {
                let turn = l.turn_start.as_ref();
                line.fill(state, &l.row, l.game.as_ref(), turn, lang);
            }
            Err(e) => tracing::error!(match_id = id, error = %e, "live table unreadable"),
        },
    }
}

#[derive(Template)]
#[template(path = "tournaments/tables.html")]
struct TablesPage {
    v: Visitor,
    id: i64,
    nav: &'static str,
    name: String,
    current: Option<i64>,
    tables: Vec<LiveTable>,
}

/// `GET /tournaments/{id}/tables`: every table of the current round, live.
pub async fn show(State(state): State<AppState>, Seen { v, t }: Seen) -> Result<Response> {
    let (current, tables) = live_tables(&state, &t, v.lang).await?;
    render(&TablesPage {
        v,
        id: t.row.id,
        nav: "tables",
        name: t.row.name,
        current,
        tables,
    })
}
