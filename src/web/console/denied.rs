//! Why a console operation did nothing, in one shape both faces use: the HTML console
//! shows `message` above the form it came from, the JSON API answers
//! `{"code", "message"}` with the same status. Internal failures stay [`AppError`]s.

use crate::db::DbError;
use crate::engine::table::Objection;
use crate::engine::{Names, Refusal};
use crate::web::AppError;
use crate::web::session::Visitor;
use axum::http::StatusCode;

/// A refusal to show, or an internal error to pass on.
#[derive(Debug)]
pub enum Denied {
    /// Shown to the user: bad input, the engine's refusal, the table's state.
    Shown {
        /// HTTP status.
        status: StatusCode,
        /// Stable snake_case code (the engine's refusal code when the engine refused).
        code: String,
        /// The sentence, in the visitor's language.
        message: String,
    },
    /// Not the user's doing (storage, a bug): logged, shown as a friendly error.
    App(AppError),
}

/// Result of a console operation.
pub type Outcome<T> = Result<T, Denied>;

impl From<AppError> for Denied {
    fn from(e: AppError) -> Self {
        Denied::App(e)
    }
}

impl From<DbError> for Denied {
    fn from(e: DbError) -> Self {
        Denied::App(e.into())
    }
}

impl Denied {
    /// A refusal with a translated message (`key` of the console's table).
    pub fn key(v: &Visitor, status: StatusCode, code: &str, key: &'static str) -> Denied {
        Denied::Shown {
            status,
            code: code.to_string(),
            message: v.t(key).to_string(),
        }
    }

    /// A JSON body that does not read as the fields asked for: 400 `bad_json` with the
    /// parser's own sentence (what the API answers any unreadable body).
    pub fn bad_json(message: String) -> Denied {
        Denied::Shown {
            status: StatusCode::BAD_REQUEST,
            code: "bad_json".to_string(),
            message,
        }
    }

    /// Bad input: 400 `bad_request` with the key's message.
    pub fn bad(v: &Visitor, key: &'static str) -> Denied {
        Denied::key(v, StatusCode::BAD_REQUEST, "bad_request", key)
    }

    /// The engine said no: 422 with its code and sentence (naming the players).
    pub fn engine(v: &Visitor, r: &Refusal, names: &Names) -> Denied {
        Denied::Shown {
            status: StatusCode::UNPROCESSABLE_ENTITY,
            code: r.code().to_string(),
            message: r.message(v.lang, names),
        }
    }

    /// The engine said no, as a ruleset-agnostic objection: 422 with its code and
    /// sentence.
    pub fn objection(v: &Visitor, o: &Objection) -> Denied {
        Denied::Shown {
            status: StatusCode::UNPROCESSABLE_ENTITY,
            code: o.code.to_string(),
            message: o.message(v.lang).to_string(),
        }
    }

    /// Why a recording did nothing.
    pub fn record(v: &Visitor, e: RecordError) -> Denied {
        use StatusCode as S;
        match e {
            RecordError::Refused(o) => Denied::objection(v, &o),
            RecordError::Stale { .. } => Denied::key(v, S::CONFLICT, "stale", "console.err.stale"),
            RecordError::Locked => Denied::key(v, S::CONFLICT, "locked", "console.err.locked"),
            RecordError::NotReady => {
                Denied::key(v, S::CONFLICT, "not_ready", "console.err.not_ready")
            }
            RecordError::NothingToUndo => Denied::key(
                v,
                S::UNPROCESSABLE_ENTITY,
                "nothing_to_undo",
                "console.err.nothing",
            ),
            RecordError::UndoLimit => {
                Denied::key(v, S::FORBIDDEN, "undo_limit", "console.err.undo_limit")
            }
            RecordError::NotFound => Denied::App(AppError::NotFound),
            RecordError::Db(e) => Denied::App(e.into()),
            RecordError::Corrupt(m) => Denied::App(AppError::Internal(m)),
        }
    }
}

/// Why nothing was recorded.
#[derive(Debug)]
pub enum RecordError {
    /// No such match.
    NotFound,
    /// The result is signed off: the match is locked.
    Locked,
    /// The page was not looking at the latest entry; `entries` is the stored count.
    Stale {
        /// The stored entry count.
        entries: i64,
    },
    /// The engine refused the action (its sentences name the players).
    Refused(Objection),
    /// Undo with nothing to undo.
    NothingToUndo,
    /// The setup has no draft yet: nothing can be recorded.
    NotReady,
    /// A referee tried to undo an undo.
    UndoLimit,
    /// Storage failed.
    Db(DbError),
    /// The stored log no longer replays (a bug, or an engine change).
    Corrupt(String),
}

impl From<DbError> for RecordError {
    fn from(e: DbError) -> Self {
        RecordError::Db(e)
    }
}
