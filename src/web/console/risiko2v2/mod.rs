//! The RisiKo! 2 vs 2 console, the first one: its match page ([`page`]) draws its own
//! forms instead of a panel — the objectives and the physical draft before the first
//! entry ([`prepare`]), the digital draft and its private links ([`draft`],
//! [`draft_cards`]), the players' names and colours ([`players`]), the turn's forms read
//! by [`forms`], the cap penalty's hint ([`penalty`]), "Perché no?" in its forms' words
//! ([`why`]), the bar ([`bar`]), the result sentence ([`result`]), the team score
//! ([`score`]), the history with the secret draft ([`history`]), the public table's
//! teams ([`table`]) and what the pages show of the game ([`view`]). Its new-match form
//! (two teams of two, [`new`]), its turns and clock ([`clock`]) and the match list's
//! teams override the [`Console`] hooks.

pub mod api;
pub mod bar;
pub mod board;
pub mod clock;
pub mod draft;
pub mod draft_cards;
pub(super) mod forms;
pub mod history;
pub mod new;
mod new_json;
pub mod page;
pub(super) mod penalty;
pub mod players;
pub mod prepare;
pub mod result;
pub mod score;
pub mod table;
pub mod view;
pub mod why;

use axum::response::Response;
use chrono::{DateTime, Duration, Utc};

use crate::engine::any::{AnyAction, AnyGame, AnyLog};
use crate::engine::{Draft, Game, MatchLog, RulesetId};
use crate::web::console::Loaded;
use crate::web::console::clock::{ClockView, TurnKey};
use crate::web::console::denied::{Denied, Outcome};
use crate::web::console::face::Face;
use crate::web::console::history::History;
use crate::web::console::page::MatchPage;
use crate::web::console::posted::{Fields, form_of};
use crate::web::console::ruleset::{Asked, Console, NewForm, Pending, TableRefused};
use crate::web::console::table::BoardFragment;
use crate::web::session::{CurrentUser, Visitor};
use crate::web::{AppError, AppState, Result};
use new::{NewMatch, create_match};

/// The 2 vs 2 console (see [`crate::web::console::ruleset`]).
pub struct Risiko2v2Console;

impl Console for Risiko2v2Console {
    fn id(&self) -> RulesetId {
        RulesetId::Risiko2v2
    }

    /// Its form is read by its own [`Console::create`].
    /// The setup's forms (objectives, the physical or digital draft, the players) and
    /// the players' private draft links.
    fn routes(&self) -> axum::Router<AppState> {
        use axum::routing::{get, post};
        axum::Router::new()
            .route("/console/m/{id}/objectives", post(prepare::objectives))
            .route("/console/m/{id}/draft/physical", post(prepare::physical))
            .route("/console/m/{id}/draft/digital", post(draft::deal))
            .route("/console/m/{id}/players", post(players::post))
            .route("/draft/{token}", get(draft::show).post(draft::pick))
            .route("/draft/{token}/events", get(draft_cards::events))
    }

    fn form(&self) -> NewForm {
        NewForm::Own
    }

    fn new_form<'a>(
        &'a self,
        _state: &'a AppState,
        v: &'a Visitor,
        posted: &'a [(String, String)],
        refused: bool,
    ) -> Pending<'a, crate::web::Result<String>> {
        Box::pin(std::future::ready(new::form(v, posted, refused)))
    }

    fn listed_at(&self) -> u8 {
        0
    }

    /// Not a post naming one of its fields twice.
    fn reads_new_match(&self, pairs: &[(String, String)]) -> bool {
        NewMatch::from_posted(pairs).is_some()
    }

    /// Its form's fields, read as they always were (missing ones empty), checked by
    /// [`new::setup_log`] with its own sentences.
    fn create<'a>(
        &'a self,
        state: &'a AppState,
        v: &'a Visitor,
        user: &'a CurrentUser,
        pairs: &'a [(String, String)],
    ) -> Pending<'a, Outcome<i64>> {
        Box::pin(async move {
            let f = NewMatch::from_posted(pairs)
                .ok_or(Denied::App(AppError::BadRequest("console.err.names")))?;
            create_match(state, v, user, &f).await
        })
    }

    /// The match page draws the 2 vs 2 forms itself.
    fn panel(&self, _asked: Asked<'_>) -> Option<String> {
        None
    }

    /// The page's forms are read by [`crate::web::console::forms`], without the game
    /// (the draft may still be to come).
    fn action(
        &self,
        _fields: &[(String, String)],
        _game: &AnyGame,
        _referee: &str,
    ) -> Option<Result<AnyAction, &'static str>> {
        None
    }

    /// Team tournaments seat 2 vs 2 tables from their own pairings, not through here.
    fn tournament_table(&self, _names: &[String], _seed: u64) -> Result<AnyLog, TableRefused> {
        Err(TableRefused::NoTables)
    }

    fn api_fields(&self) -> crate::web::console::ruleset::ApiFields {
        crate::web::console::ruleset::ApiFields::TeamsOfTwo
    }

    fn api_create<'a>(
        &'a self,
        state: &'a AppState,
        v: &'a Visitor,
        user: &'a CurrentUser,
        body: &'a [u8],
    ) -> Option<Pending<'a, Outcome<i64>>> {
        Some(Box::pin(new_json::create(state, v, user, body)))
    }

    /// Its turn is a round, a seat and the supplementary flag ([`clock::turn_key`]).
    fn turn_key(&self, game: &AnyGame) -> Option<TurnKey> {
        game2v2(game).and_then(clock::turn_key)
    }

    /// Its clock has the 90-minute call and the supplementary chances ([`clock::clock`]).
    fn clock(
        &self,
        game: &AnyGame,
        elapsed: i64,
        turn: Option<(Duration, bool)>,
        now: DateTime<Utc>,
    ) -> ClockView {
        match game2v2(game) {
            Some(g) => clock::clock(g, elapsed, turn, now),
            None => crate::web::console::clock::clock_any(game, elapsed, turn, now),
        }
    }

    /// The match list names its teams ("Corsari – Draghi").
    fn who_plays(&self, log: &AnyLog) -> String {
        log2v2(log).map(new::teams).unwrap_or_default()
    }

    /// The page's forms are read by [`forms`], without the game (the draft may still be
    /// to come).
    fn action_before_game(
        &self,
        fields: &Fields,
        now: DateTime<Utc>,
    ) -> Option<Result<AnyAction, &'static str>> {
        Some(forms::action(fields, now).map(AnyAction::Risiko2v2))
    }

    /// The cap penalty's *Calcola* step ([`penalty::cap_hint`]).
    fn hint<'a>(
        &'a self,
        state: &'a AppState,
        v: &'a Visitor,
        user: &'a CurrentUser,
        id: i64,
        fields: &'a Fields,
        face: Face,
    ) -> Option<Pending<'a, Result<Response>>> {
        (form_of(fields) == "cap_violation").then(|| {
            let v = v.clone();
            Box::pin(penalty::cap_hint(state, v, user, id, fields, face))
                as Pending<'a, Result<Response>>
        })
    }

    /// Its page draws its own forms: setup, draft, players, turn forms, score
    /// ([`page::fill`]).
    fn page<'a>(
        &'a self,
        state: &'a AppState,
        p: &'a mut MatchPage,
        l: &'a Loaded,
        organizer: bool,
        posted: Option<&'a [(String, String)]>,
    ) -> Pending<'a, Result<()>> {
        p.ruleset = self.id().id();
        p.draws_own_forms = true;
        Box::pin(page::fill(state, p, l, organizer, posted))
    }

    /// Asked in its own forms' words ([`why::question`]).
    fn why(
        &self,
        l: &Loaded,
        fields: &Fields,
        v: &Visitor,
        now: DateTime<Utc>,
    ) -> std::result::Result<String, Denied> {
        let game = l.risiko2v2().and_then(|(_, g)| g);
        why::question(game, fields, v, now)
    }

    /// Its own lines, with the secret draft and the players' edits ([`history::history`]).
    fn history<'a>(
        &'a self,
        state: &'a AppState,
        l: &'a Loaded,
        lang: crate::web::i18n::Lang,
        at: Option<i64>,
    ) -> Pending<'a, Result<History>> {
        Box::pin(history::history(state, l, lang, at))
    }

    /// Its players with their teams, the team score and its clock ([`api::match_json`]):
    /// the players from the stored log, or from the game just recorded.
    fn api_state(
        &self,
        state: &AppState,
        row: &crate::db::matches::MatchRow,
        entries: i64,
        log: Option<&AnyLog>,
        game: Option<&AnyGame>,
        turn_start: Option<&crate::web::console::clock::TurnStart>,
    ) -> Option<serde_json::Value> {
        let players = match log {
            Some(log) => log2v2(log)?.players.as_slice(),
            None => game.and_then(game2v2)?.players(),
        };
        Some(api::match_json(
            state, row, entries, players, game, turn_start,
        ))
    }

    /// Its players with their teams, as the log has them, and the territories its last
    /// action touched.
    fn api_table_players(
        &self,
        l: &Loaded,
        shown: bool,
    ) -> Option<(serde_json::Value, Option<Vec<crate::engine::TerritoryId>>)> {
        let log = log2v2(&l.log)?;
        let touched = log.actions.last().filter(|_| shown).map(board::touched);
        Some((serde_json::json!(log.players), touched))
    }

    /// Its teams and team score ([`table::fill`]).
    fn public_table(&self, fragment: &mut BoardFragment, l: &Loaded, game: &AnyGame) {
        match (log2v2(&l.log), game2v2(game)) {
            (Some(log), Some(g)) => table::fill(fragment, log, g),
            _ => crate::web::console::table::fill_any(fragment, game),
        }
    }
}

/// The 2 vs 2 game inside a game of any ruleset (`None` for another ruleset's).
pub fn game2v2(game: &AnyGame) -> Option<&Game> {
    let AnyGame::Risiko2v2(t) = game else {
        return None;
    };
    Some(&t.game)
}

/// The 2 vs 2 action inside an action of any ruleset (`None` for another ruleset's).
pub fn action2v2(action: &AnyAction) -> Option<&crate::engine::Action> {
    let AnyAction::Risiko2v2(a) = action else {
        return None;
    };
    Some(a)
}

/// The 2 vs 2 log inside a log of any ruleset (`None` for another ruleset's).
pub fn log2v2(log: &AnyLog) -> Option<&MatchLog> {
    let AnyLog::Risiko2v2(log) = log else {
        return None;
    };
    Some(log)
}

impl Loaded {
    /// The 2 vs 2 log and game, for the 2 vs 2 panel (objectives, draft, players,
    /// penalties); `None` for a match of another ruleset.
    pub fn risiko2v2(&self) -> Option<(&MatchLog, Option<&Game>)> {
        log2v2(&self.log).map(|log| (log, self.game.as_ref().and_then(game2v2)))
    }

    /// As [`Loaded::risiko2v2`], or 400 "this is for 2 vs 2 matches only" for a match
    /// of another ruleset (the 2 vs 2-only routes).
    ///
    /// # Errors
    /// [`AppError::BadRequest`] for another ruleset.
    pub fn only_2v2(&self) -> Result<(&MatchLog, Option<&Game>)> {
        self.risiko2v2()
            .ok_or(AppError::BadRequest("console.err.not_2v2"))
    }
}

/// A stored 2 vs 2 setup has a draft once the physical owners were accepted or the
/// packets dealt (the 2 vs 2 panel's question; any ruleset asks [`AnyLog::ready`]).
pub fn draft_ready(log: &MatchLog) -> bool {
    match &log.draft {
        Draft::Physical { owners } => !owners.is_empty(),
        Draft::Digital { .. } => true,
    }
}
