//! The `Host` check, against DNS rebinding: a page on another site can make its own
//! name resolve to this server's address, and the browser then treats our answers
//! as that site's — readable by its script, cookies aside. Such requests still carry
//! the other site's name in `Host`, so only names the app is known by are served:
//! the host of `--base-url`, `localhost`, and any address written as digits (an IP
//! literal, such as the bind address, `127.0.0.1` or the LAN address a phone typed,
//! cannot be rebound: rebinding needs a name). The port is not compared: a proxy in
//! front may or may not pass it on.
//!
//! A request with no `Host` at all (HTTP/1.0, or the app called directly in tests)
//! is let through: a browser always sends one. So is `/healthz`, which shows nothing
//! but "the database answers", for health checks that call the host by a name of
//! their own (a container's name, say).

use super::AppState;
use super::i18n::{self, Lang};
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::net::IpAddr;

/// Refuses a request whose `Host` (or HTTP/2 `:authority`) names another site, with
/// 421 Misdirected Request and a sentence saying where the app is.
/// Two `Host` headers answer 400: a proxy in front may read one and this app the
/// other, so the request would be checked for one site and served as another's.
pub async fn check(State(state): State<AppState>, req: Request, next: Next) -> Response {
    if req.headers().get_all(header::HOST).iter().nth(1).is_some() {
        let lang = Lang::from_accept_language(req.headers()).unwrap_or_default();
        let mut r = (
            StatusCode::BAD_REQUEST,
            i18n::t(lang, "err.two_hosts").to_string(),
        )
            .into_response();
        r.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; charset=utf-8"),
        );
        return r;
    }
    if req.uri().path() == "/healthz" {
        return next.run(req).await;
    }
    let named = req
        .headers()
        .get(header::HOST)
        .map(|h| h.to_str().unwrap_or("\u{0}").to_string())
        .or_else(|| req.uri().authority().map(|a| a.as_str().to_string()));
    match named {
        Some(host) if !allowed(&state.config.base_url, &host) => {
            misdirected(&state.config.base_url)
        }
        _ => next.run(req).await,
    }
}

fn misdirected(base_url: &str) -> Response {
    let text = format!(
        "Questo server non risponde a questo nome: apri Arbitro da {base_url}\n\
         This server does not answer to this name: open Arbitro at {base_url}\n"
    );
    let mut r = (StatusCode::MISDIRECTED_REQUEST, text).into_response();
    r.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    r
}

/// The name part of a `Host` value: no port, no brackets, no final dot, lower case.
fn name_of(host: &str) -> String {
    let host = host.trim();
    let name = if let Some(rest) = host.strip_prefix('[') {
        rest.split(']').next().unwrap_or("")
    } else {
        match host.rsplit_once(':') {
            Some((name, port)) if port.bytes().all(|b| b.is_ascii_digit()) => name,
            _ => host,
        }
    };
    name.trim_end_matches('.').to_ascii_lowercase()
}

/// Is `host` (a `Host` header's value) a name this app answers to?
pub fn allowed(base_url: &str, host: &str) -> bool {
    let name = name_of(host);
    if name.is_empty() {
        return false;
    }
    if name == "localhost" || name.parse::<IpAddr>().is_ok() {
        return true;
    }
    let own = base_url
        .split_once("://")
        .map_or(base_url, |(_, rest)| rest)
        .split(['/', '?', '#'])
        .next()
        .unwrap_or("");
    // `user@host` is not a host anyone types into a base URL; take what follows.
    let own = own.rsplit('@').next().unwrap_or(own);
    name == name_of(own)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_base_urls_name_localhost_and_addresses_are_served() {
        let base = "https://arbitro.club.example/";
        for ok in [
            "arbitro.club.example",
            "ARBITRO.club.example:443",
            "arbitro.club.example.",
            "localhost:3000",
            "127.0.0.1:3000",
            "192.168.1.20",
            "[::1]:3000",
            "[fe80::1]",
        ] {
            assert!(allowed(base, ok), "{ok}");
        }
        assert!(allowed("http://0.0.0.0:3000", "10.0.0.5:3000"));
    }

    #[test]
    fn other_names_are_refused() {
        let base = "http://arbitro.lan:3000";
        for bad in [
            "evil.example",
            "evil.example:3000",
            "arbitro.lan.evil.example",
            "127.0.0.1.nip.io",
            "",
            ":3000",
            "[",
            "arbitro.lan:3000@evil.example",
        ] {
            assert!(!allowed(base, bad), "{bad}");
        }
    }
}
