//! Opening a match from the console's new-match form, one way for every ruleset: the
//! label checked, the ruleset's setup read from the form (each ruleset's `new.rs`, the
//! only part that is its own) and checked by the engine, then the match, its referee
//! and its club board version stored in one transaction ([`db::matches::create`]). A
//! failure anywhere leaves nothing behind: never a match without its referee or its
//! board.

use crate::accounts::token::random_token;
use crate::db::{self, DbError};
use crate::engine::any::AnyLog;
use crate::web::AppState;
use crate::web::console::denied::{Denied, Outcome};
use crate::web::session::{CurrentUser, Visitor};
use axum::http::StatusCode;

/// A new match as a ruleset's form describes it.
pub struct Opening {
    /// The log to store: the setup, no actions yet.
    pub log: AnyLog,
    /// What the engine checks now, when it is not [`Opening::log`] itself: a setup
    /// still to be entered at the table (a deal by cards, a final board) is checked
    /// when it is entered; until then the rest of the table is checked as if the app
    /// had dealt.
    pub probe: Option<AnyLog>,
    /// The club board version it is played on: (board id, version).
    pub board: Option<(i64, i64)>,
}

impl Opening {
    /// A new match on a shipped board whose setup the engine checks as it is.
    pub fn of(log: AnyLog) -> Opening {
        Opening {
            log,
            probe: None,
            board: None,
        }
    }
}

/// The posted value of `key`, trimmed (empty when absent).
pub fn field<'a>(f: &'a [(String, String)], key: &str) -> &'a str {
    f.iter()
        .find(|(k, _)| k == key)
        .map_or("", |(_, v)| v.trim())
}

/// Stores a checked setup as a new match in one transaction: the match, `user` as its
/// referee, its board version if any.
///
/// # Errors
/// 409 `not_created` with a sentence when the schema refuses it (see [`not_created`]);
/// storage failures.
pub async fn store(
    state: &AppState,
    v: &Visitor,
    user: &CurrentUser,
    label: &str,
    setup_json: &str,
    board: Option<(i64, i64)>,
) -> Outcome<i64> {
    let token = random_token();
    let m = db::matches::NewMatch {
        label,
        setup_json,
        public_token: &token,
        status: "setup",
        actions: &[],
        created_by: user.id,
        board,
        now: state.now_unix(),
    };
    db::matches::create(&state.db, &m)
        .await
        .map_err(|e| not_created(v, e))
}

/// A new match's storage failure as the referee is told it. The schema refusing it (a
/// board version or an account that went away between the form and the write) is not
/// a fault of the app: 409 with a sentence saying nothing was stored and what to do.
/// Anything else stays an internal or unavailable error.
pub fn not_created(v: &Visitor, e: DbError) -> Denied {
    match e {
        DbError::Constraint(m) => {
            tracing::warn!(error = %crate::printable::Printable(&m), "new match refused");
            Denied::key(
                v,
                StatusCode::CONFLICT,
                "not_created",
                "console.err.not_created",
            )
        }
        other => other.into(),
    }
}

/// The form's refusal: 422 `invalid_setup` with the key's sentence.
pub fn invalid(v: &Visitor, key: &'static str) -> Denied {
    Denied::key(v, StatusCode::UNPROCESSABLE_ENTITY, "invalid_setup", key)
}
