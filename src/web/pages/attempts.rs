//! Password checks a stranger may repeat: a login, and the current password of a
//! password change. Each enters (or is refused as busy, before touching the
//! database), reads its recent failures, waits out the account's slow-down if its
//! (account, address) pair has failed recently — holding no place at the hashers
//! while it waits —, takes a place, is counted before the hash (see `db::throttle`),
//! then is checked.
//!
//! The client address is the peer's, or — only when the peer is the proxy named by
//! `--trusted-proxy` — the rightmost address of `X-Forwarded-For` that is not that
//! proxy (the leftmost entries are whatever the client chose to send).

use crate::accounts::password::Entry;
use crate::db::{self, throttle};
use crate::printable::Printable;
use crate::server::share::client_of;
use crate::web::{AppState, Result};
use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::HeaderMap;
use axum::http::request::Parts;
use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

/// Failed attempts allowed per (account, address) within [`WINDOW`] before refusing.
pub const MAX_PAIR_FAILURES: i64 = 5;
/// Failed attempts allowed per client address within [`WINDOW`].
pub const MAX_ADDRESS_FAILURES: i64 = 20;
/// The throttling window, in seconds (15 minutes).
pub const WINDOW: i64 = 15 * 60;

/// The limits in force.
pub const LIMITS: throttle::Limits = throttle::Limits {
    pair: MAX_PAIR_FAILURES,
    address: MAX_ADDRESS_FAILURES,
    window: WINDOW,
};

/// The client as the throttle counts it, as text: the same identity the connection
/// caps count by (`server::share::client_of`), so an IPv6 client is its /64 network
/// (written `2001:db8::/64`) — one machine may pick any address in it, and would
/// otherwise get fresh tries with each. `unknown` when the server was not started
/// with connection info (as in tests that call the router directly).
pub struct ClientAddr(pub String);

/// The throttle's name for the client at `ip`.
pub fn client_key(ip: IpAddr) -> String {
    match client_of(ip) {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(network) => format!("{network}/64"),
    }
}

impl FromRequestParts<AppState> for ClientAddr {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Infallible> {
        Ok(ClientAddr(
            client_ip(parts, state).map_or_else(|| "unknown".into(), client_key),
        ))
    }
}

/// The address a request came from: the socket's peer, or behind the proxy named by
/// `--trusted-proxy` the address it forwarded; `None` without a socket (router tests).
pub fn client_ip(parts: &Parts, state: &AppState) -> Option<IpAddr> {
    let peer = parts
        .extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0.ip());
    match (peer, state.config.trusted_proxy) {
        (Some(peer), Some(proxy)) if peer == proxy => {
            Some(forwarded_client(&parts.headers, proxy).unwrap_or(peer))
        }
        (peer, _) => peer,
    }
}

/// The rightmost `X-Forwarded-For` hop that is not `proxy`; `None` when the header is
/// absent or that hop is not an address (then the proxy's own address is used).
pub fn forwarded_client(headers: &HeaderMap, proxy: IpAddr) -> Option<IpAddr> {
    let hops: Vec<&str> = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .collect();
    let hop = hops
        .into_iter()
        .rev()
        .find(|h| h.parse::<IpAddr>() != Ok(proxy))?;
    hop.parse().ok()
}

/// The outcome of a counted check.
pub enum Checked {
    /// The password is right (the account's earlier failures from here are gone).
    Right,
    /// Wrong, or no such account (counted).
    Wrong,
    /// Too many failures: not checked; the seconds until one more is allowed.
    Throttled(i64),
}

/// Counts, slows down, then checks `password` against `stored` (`None`: no usable
/// account, checked against a dummy so timing says nothing). `entry` (taken with
/// `state.hashers.enter()` before the caller read the account) is given back once the
/// recent failures are read.
///
/// The account's slow-down applies only to an (account, address) pair with a recent
/// failure, and is waited out *before* a place at the hashers is taken: a flood of
/// wrong guesses sleeps without holding the places, and the owner logging in from a
/// fresh address neither waits nor finds every place taken (such a pair may use
/// places that pairs with failures cannot, see `Hashers::reserve_fresh`).
///
/// # Errors
/// [`crate::web::AppError::Busy`] when too many checks are under way: refused before
/// anything is counted or written (nothing was checked, so a flood cannot use up a
/// referee's tries); storage errors.
pub async fn check(
    state: &AppState,
    entry: Entry,
    who: throttle::Attempt<'_>,
    password: String,
    stored: Option<String>,
) -> Result<Checked> {
    let now = state.now_unix();
    let throttled = |retry_in| {
        tracing::warn!(
            account = %Printable(who.account),
            address = %who.address,
            "login throttled"
        );
        Ok(Checked::Throttled(retry_in))
    };
    let standing = throttle::standing(&state.db, who, now, LIMITS).await?;
    drop(entry);
    let place = match standing {
        throttle::Standing::Refused { retry_in } => return throttled(retry_in),
        throttle::Standing::Clear {
            pair_failures: 0, ..
        } => state.hashers.reserve_fresh()?,
        throttle::Standing::Clear {
            account_failures, ..
        } => {
            let delay = throttle::slow_down(
                account_failures,
                MAX_PAIR_FAILURES,
                state.config.login_slowdown,
            );
            if delay > Duration::ZERO {
                tokio::time::sleep(delay).await;
            }
            state.hashers.reserve()?
        }
    };
    // Counted for good now, in one transaction with the limits read again: checks
    // running side by side cannot all slip under them.
    let id = match throttle::admit(&state.db, who, now, LIMITS).await? {
        throttle::Admission::Refused { retry_in } => return throttled(retry_in),
        throttle::Admission::Admitted { id, .. } => id,
    };
    let right = match state.hashers.verify_in(place, password, stored).await {
        Ok(right) => right,
        Err(e) => {
            throttle::withdraw(&state.db, id).await?;
            return Err(e.into());
        }
    };
    if !right {
        return Ok(Checked::Wrong);
    }
    db::throttle::succeeded(&state.db, id, who, now - WINDOW).await?;
    Ok(Checked::Right)
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn ipv6_clients_are_counted_by_network_as_the_connection_caps_count_them() {
        let a: IpAddr = "2001:db8::1".parse().unwrap();
        let b: IpAddr = "2001:db8::ffff:2".parse().unwrap();
        assert_eq!(client_key(a), "2001:db8::/64");
        assert_eq!(client_key(a), client_key(b));
        assert_ne!(
            client_key(a),
            client_key("2001:db8:0:1::1".parse().unwrap())
        );
        assert_eq!(client_key("::ffff:10.0.0.2".parse().unwrap()), "10.0.0.2");
        assert_eq!(client_key("10.0.0.2".parse().unwrap()), "10.0.0.2");
    }

    #[test]
    fn the_rightmost_hop_that_is_not_the_proxy_is_the_client() {
        let proxy: IpAddr = "10.0.0.1".parse().unwrap();
        let mut h = HeaderMap::new();
        assert_eq!(forwarded_client(&h, proxy), None);
        h.insert(
            "x-forwarded-for",
            HeaderValue::from_static("1.2.3.4, 192.168.1.20"),
        );
        assert_eq!(
            forwarded_client(&h, proxy),
            Some("192.168.1.20".parse().unwrap())
        );
        h.append("x-forwarded-for", HeaderValue::from_static("10.0.0.1"));
        assert_eq!(
            forwarded_client(&h, proxy),
            Some("192.168.1.20".parse().unwrap())
        );
        h.insert("x-forwarded-for", HeaderValue::from_static("1.2.3.4, junk"));
        assert_eq!(forwarded_client(&h, proxy), None);
    }
}
