//! What every hub handler shares, below the handlers and the router: the [`Hub`]
//! state (the database, the national circuit's rules, the publish rate limit, the
//! administrator's password checks), the reader's language and the JSON API's
//! refusals.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Json;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::json;
use sqlx::postgres::PgPool;

use crate::accounts::password::Hashers;
use crate::i18n::{Lang, t};
use crate::tournament::circuit::CircuitRules;

/// Publishes one token may make per [`WINDOW`].
pub const PUBLISHES_PER_WINDOW: u32 = 10;
/// The rate limit's window.
pub const WINDOW: Duration = Duration::from_secs(60);

/// What every handler shares.
#[derive(Clone)]
pub struct Hub {
    /// The hub's database.
    pub pool: PgPool,
    /// The national circuit's rules.
    pub rules: Arc<CircuitRules>,
    /// Publishes per token in the current window.
    limits: Arc<Mutex<HashMap<i64, (Instant, u32)>>>,
    /// The administrator's password checks (argon2, a few at once).
    pub(super) hashers: Hashers,
    /// Served over HTTPS: cookies are `Secure` and `__Host-` named.
    pub(super) secure: bool,
}

impl Hub {
    /// A hub over `pool` ranking by `rules`.
    #[must_use]
    pub fn new(pool: PgPool, rules: CircuitRules) -> Self {
        Self {
            pool,
            rules: Arc::new(rules),
            limits: Arc::default(),
            hashers: Hashers::for_this_machine(),
            secure: false,
        }
    }

    /// The same hub, its cookies `Secure` when it is served over HTTPS
    /// (behind a TLS proxy).
    #[must_use]
    pub fn with_secure_cookies(mut self, secure: bool) -> Self {
        self.secure = secure;
        self
    }

    /// True when token `id` may publish now (and counts this publish).
    pub(super) fn allow(&self, id: i64) -> bool {
        let mut limits = self
            .limits
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let now = Instant::now();
        let slot = limits.entry(id).or_insert((now, 0));
        if now.duration_since(slot.0) >= WINDOW {
            *slot = (now, 0);
        }
        slot.1 += 1;
        slot.1 <= PUBLISHES_PER_WINDOW
    }
}

/// The reader's language, from `Accept-Language` (Italian when it names none of ours).
pub(super) fn lang(headers: &HeaderMap) -> Lang {
    Lang::from_accept_language(headers).unwrap_or(Lang::It)
}

/// A refusal of the JSON API: `{"ok": false, "error": sentence}` with `status`.
pub(super) fn refuse(status: StatusCode, sentence: String) -> Response {
    (status, Json(json!({"ok": false, "error": sentence}))).into_response()
}

/// The refusal when storage fails (the cause goes to the log, not to the reader).
pub(super) fn unavailable(lang: Lang, e: &sqlx::Error) -> Response {
    tracing::error!("hub storage: {e}");
    refuse(
        StatusCode::SERVICE_UNAVAILABLE,
        t(lang, "hub-err-storage").to_owned(),
    )
}
