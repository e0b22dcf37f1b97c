//! The RisiKo! 2 vs 2 console, the first one: its match page draws its own forms
//! instead of a panel — the objectives and the physical draft before the first entry
//! ([`prepare`]), the digital draft and its private links ([`draft`], [`draft_cards`]),
//! the turn's forms read by [`forms`], the cap penalty's hint ([`penalty`]), the team
//! score ([`score`]), the history with the secret draft ([`history`]) and what the page
//! shows of the game ([`view`]). Its new-match form (two teams of two) is read by
//! [`crate::web::console::setup`].

pub mod draft;
pub mod draft_cards;
pub(super) mod forms;
pub mod history;
pub(super) mod penalty;
pub mod prepare;
pub mod score;
pub mod view;

use crate::engine::RulesetId;
use crate::engine::any::{AnyAction, AnyGame, AnyLog};
use crate::web::AppState;
use crate::web::console::denied::{Denied, Outcome};
use crate::web::console::new_match::Opening;
use crate::web::console::ruleset::{Console, Pending, TableRefused, no_opening};
use crate::web::console::setup::{NewMatch, create_match};
use crate::web::i18n::Lang;
use crate::web::session::{CurrentUser, Visitor};

/// The 2 vs 2 console (see [`crate::web::console::ruleset`]).
pub struct Risiko2v2Console;

impl Console for Risiko2v2Console {
    fn id(&self) -> RulesetId {
        RulesetId::Risiko2v2
    }

    /// Its form's fields, read as they always were (missing ones empty), checked by
    /// [`crate::web::console::setup::setup_log`] with its own sentences.
    fn create<'a>(
        &'a self,
        state: &'a AppState,
        v: &'a Visitor,
        user: &'a CurrentUser,
        pairs: &'a [(String, String)],
    ) -> Pending<'a, Outcome<i64>> {
        Box::pin(async move {
            let f: NewMatch = serde_urlencoded::to_string(pairs)
                .ok()
                .and_then(|q| serde_urlencoded::from_str(&q).ok())
                .ok_or(Denied::App(crate::web::AppError::BadRequest(
                    "console.err.names",
                )))?;
            create_match(state, v, user, &f).await
        })
    }

    /// Never asked: [`Console::create`] is its own.
    fn opening<'a>(
        &'a self,
        _state: &'a AppState,
        _v: &'a Visitor,
        _pairs: &'a [(String, String)],
    ) -> Pending<'a, Outcome<Opening>> {
        Box::pin(std::future::ready(Err(no_opening(self.id()))))
    }

    /// The match page draws the 2 vs 2 forms itself.
    fn panel(
        &self,
        _game: &AnyGame,
        _lang: Lang,
        _expected: i64,
        _match_id: i64,
        _posted: &[(String, String)],
        _csrf: &str,
    ) -> Option<String> {
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
}
