//! Who watches the live pages. Every event stream (a table page, a projector, the
//! live tables) holds a connection open all evening, so streams are counted per
//! client address and in total ([`crate::server::share`]). A new watcher is always
//! let in: at a cap, the watcher that has heard nothing for the longest — of the same
//! client, or of the client watching the most — is ended cleanly, and its browser's
//! `EventSource` simply reconnects. A stranger opening thousands of streams only
//! ends their own.

use crate::db::{self, Db, DbResult};
use crate::server::share::{Caps, Share};
use crate::web::AppState;
use crate::web::pages::attempts::client_ip;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use futures_util::{Stream, StreamExt};
use std::collections::HashMap;
use std::convert::Infallible;
use std::net::{IpAddr, Ipv4Addr};
use std::sync::{Arc, Mutex};

/// The address a request came from (`None` when the app is called without a socket,
/// as in router tests: all such requests count as one client). Behind the proxy named
/// by `--trusted-proxy` it is the phone's address the proxy forwarded, so each phone
/// behind it has its own share of streams (see `pages::attempts::client_ip`).
#[derive(Clone, Copy, Debug)]
pub struct ClientAddr(pub Option<IpAddr>);

impl FromRequestParts<AppState> for ClientAddr {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Infallible> {
        Ok(ClientAddr(client_ip(parts, state)))
    }
}

/// The registry of open event streams.
pub struct Watchers(Arc<Share>);

impl Watchers {
    /// No streams yet; at most `caps` at once.
    pub fn new(caps: Caps) -> Watchers {
        Watchers(Share::new(caps))
    }

    /// How many streams are open, all clients together.
    pub fn open(&self) -> usize {
        self.0.total()
    }

    /// Lets `client` watch `events`; an older stream may be ended to make room. The
    /// returned stream ends when this one is shed in turn.
    pub fn watch<S>(&self, client: ClientAddr, events: S) -> impl Stream<Item = S::Item> + use<S>
    where
        S: Stream + Send + 'static,
    {
        let ip = client.0.unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
        // Streams are never busy, so there is always one to shed: never refused.
        let ticket = self.0.admit(ip);
        futures_util::stream::unfold(
            (Box::pin(events), ticket),
            |(mut events, ticket)| async move {
                let t = ticket.as_ref()?;
                let item = tokio::select! {
                    item = events.next() => item?,
                    () = t.shed() => return None,
                };
                t.touch();
                Some((item, (events, ticket)))
            },
        )
    }
}

/// How many table tokens [`TableTokens`] keeps (a club's whole season of tables);
/// past that it starts afresh.
const MOST_TOKENS: usize = 8192;

/// The match behind each public table token asked for, kept so that a watcher's
/// reconnect — an `EventSource` does so after every dropped stream, a whole room of
/// them at once after a Wi-Fi hiccup — costs no database read: 3,000 reconnecting
/// watchers each reading the database pushed a referee's p99 to over half a second.
///
/// Nothing to invalidate: a token names its match for good (it is made with the match,
/// never changed or given to another, and matches are never deleted). A token not
/// found is not kept, so a table created later is found at once.
#[derive(Default)]
pub struct TableTokens(Mutex<HashMap<String, i64>>);

impl TableTokens {
    /// The id of the match whose public token is `token`, if any.
    ///
    /// # Errors
    /// [`crate::db::DbError`] on storage failure.
    pub async fn match_of(&self, db: &Db, token: &str) -> DbResult<Option<i64>> {
        if let Some(id) = self.known().get(token) {
            return Ok(Some(*id));
        }
        let Some(row) = db::matches::by_public_token(db, token).await? else {
            return Ok(None);
        };
        let mut known = self.known();
        if known.len() >= MOST_TOKENS {
            known.clear();
        }
        known.insert(token.to_string(), row.id);
        Ok(Some(row.id))
    }

    fn known(&self) -> std::sync::MutexGuard<'_, HashMap<String, i64>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// How many tokens are kept.
    pub fn len(&self) -> usize {
        self.known().len()
    }

    /// None kept yet?
    pub fn is_empty(&self) -> bool {
        self.known().is_empty()
    }
}
