//! The HTTP face of Arbitro: one `router()` per feature, merged in [`app`], with the
//! layers every request passes through (tracing, panics caught, body limit, security
//! headers, session + CSRF).

pub mod api;
pub mod boards;
pub mod circuits;
pub mod console;
pub mod error;
pub mod gestione;
pub mod host;
pub mod hub_section;
pub mod i18n;
pub mod individual;
pub mod live;
pub mod pages;
pub mod people;
pub mod players;
pub mod publish;
pub mod qr;
pub mod session;
pub mod signed;
pub mod tournaments;
pub mod watchers;

use crate::clock::Clock;
use crate::db::Db;
use crate::server::limits::Limits;
use crate::server::security;
use crate::server::share::Caps;
use axum::Router;
use axum::http::{HeaderName, HeaderValue, header};
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::trace::TraceLayer;

pub use error::{AppError, Result};

/// Settings of the web layer that come from the command line or environment.
#[derive(Clone, Debug)]
pub struct WebConfig {
    /// The public address, e.g. `http://127.0.0.1:3000` (used in links, QR codes and
    /// the `Origin` check).
    pub base_url: String,
    /// Logins end after this long without a request.
    pub idle_timeout: Duration,
    /// Logins end this long after they began, active or not.
    pub absolute_timeout: Duration,
    /// The address of a reverse proxy whose `X-Forwarded-For` is believed (see
    /// `pages::login::ClientAddr`); `None`: the peer address is the client's.
    pub trusted_proxy: Option<IpAddr>,
    /// The first step of the per-account slow-down after repeated failed logins
    /// (see `db::throttle::slow_down`).
    pub login_slowdown: Duration,
    /// Password checks at once and waiting (`None`: sized to the machine, see
    /// `accounts::password::Hashers::for_this_machine`).
    pub password_checks: Option<(usize, usize)>,
    /// Event streams allowed at once, per client and in total (`serve` sizes them
    /// from the open-file limit; see `server::limits`).
    pub streams: Caps,
    /// A fixed seed for the draws of individual rounds (the seating and each
    /// table's setup), set only by the test harness so that a test replays the same
    /// draws every run; `None` (always, when served): each draw asks the operating
    /// system, as the seating's fairness wants.
    pub fixed_draw_seed: Option<u64>,
}

impl WebConfig {
    /// Defaults for `base_url`: a club night lasts an evening, so a login stays for
    /// 4 idle hours and at most 16 hours.
    pub fn new(base_url: impl Into<String>) -> Self {
        WebConfig {
            base_url: base_url.into().trim_end_matches('/').to_string(),
            idle_timeout: Duration::from_secs(4 * 3600),
            absolute_timeout: Duration::from_secs(16 * 3600),
            trusted_proxy: None,
            login_slowdown: Duration::from_millis(500),
            password_checks: None,
            streams: Limits::for_files(1024).streams,
            fixed_draw_seed: None,
        }
    }

    /// Cookies get `Secure` when the app is served over HTTPS.
    pub fn secure_cookies(&self) -> bool {
        self.base_url.starts_with("https://")
    }
}

/// Everything a handler needs, cheap to clone.
#[derive(Clone)]
pub struct AppState(Arc<Inner>);

/// The shared parts behind [`AppState`].
pub struct Inner {
    /// The database.
    pub db: Db,
    /// Web settings.
    pub config: WebConfig,
    /// The time source (the real clock, or a manual one in tests).
    pub clock: Arc<dyn Clock>,
    /// Per-match broadcast channels for the live table pages.
    pub live: live::Live,
    /// The latest game of each match being recorded (see `console::replayed`).
    pub replayed: console::replayed::Replayed,
    /// Public tournament pages' data and signed results (see `tournaments::cached`).
    pub tournament_cache: tournaments::cached::TournamentCache,
    /// Password checks, a few at a time (see `accounts::password`).
    pub hashers: crate::accounts::password::Hashers,
    /// The open event streams, counted per client (see `watchers`).
    pub watchers: watchers::Watchers,
    /// The match of each public table token asked for (see `watchers::TableTokens`).
    pub table_tokens: watchers::TableTokens,
}

impl AppState {
    /// Builds the state.
    pub fn new(db: Db, config: WebConfig, clock: Arc<dyn Clock>) -> Self {
        let hashers = match config.password_checks {
            Some((running, queue)) => crate::accounts::password::Hashers::new(running, queue),
            None => crate::accounts::password::Hashers::for_this_machine(),
        };
        AppState(Arc::new(Inner {
            db,
            watchers: watchers::Watchers::new(config.streams),
            config,
            clock,
            live: live::Live::default(),
            replayed: Default::default(),
            tournament_cache: Default::default(),
            hashers,
            table_tokens: Default::default(),
        }))
    }

    /// Unix seconds now, from the state's clock.
    pub fn now_unix(&self) -> i64 {
        self.clock.now().timestamp()
    }

    /// Account `user` acting now, as the audit log records it.
    pub fn by(&self, user: i64) -> crate::db::format::By {
        crate::db::format::By::new(user, self.now_unix())
    }
}

impl std::ops::Deref for AppState {
    type Target = Inner;
    fn deref(&self) -> &Inner {
        &self.0
    }
}

/// Largest request body accepted anywhere (a whole match log fits comfortably).
pub const BODY_LIMIT: usize = 1024 * 1024;

/// The whole application.
pub fn app(state: AppState) -> Router {
    let routes = Router::new()
        .merge(pages::router())
        .merge(console::router())
        .merge(api::router())
        .merge(tournaments::router())
        .merge(individual::router())
        .merge(boards::router())
        .merge(people::router())
        .merge(circuits::router())
        .merge(players::router())
        .merge(publish::router())
        .merge(static_files())
        .layer(RequestBodyLimitLayer::new(BODY_LIMIT))
        // The tournament import takes whole archives: it carries its own, larger limit.
        .merge(tournaments::import_router())
        .merge(individual::import_router())
        .merge(gestione::router())
        .fallback(pages::not_found);

    let secure = state.config.secure_cookies();
    let routes = routes
        .layer(axum::middleware::from_fn(error::explain_rejections))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            session::middleware,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            host::check,
        ))
        .layer(security::headers());
    let routes = if secure {
        routes.layer(security::hsts())
    } else {
        routes
    };
    routes
        .layer(CatchPanicLayer::custom(error::panic_response))
        .layer(TraceLayer::new_for_http().make_span_with(request_span))
        .with_state(state)
}

/// The span of a request, as `tower_http`'s default (debug level, method, URI,
/// version) but with secrets kept out of the logs: a draft link's or setup link's
/// token is a password (`/draft/<token>`), and the query string is left out (it
/// may carry anything a client put there).
fn request_span(req: &axum::http::Request<axum::body::Body>) -> tracing::Span {
    tracing::debug_span!(
        "request",
        method = %req.method(),
        uri = %redacted_path(req.uri().path()),
        version = ?req.version(),
    )
}

/// `path` with the token of a private link replaced by `<token>` and control
/// characters escaped.
pub fn redacted_path(path: &str) -> String {
    const PRIVATE: [&str; 4] = ["/draft/", "/setup/", "/api/v1/draft/", "/objective/"];
    for prefix in PRIVATE {
        if let Some(rest) = path.strip_prefix(prefix) {
            let tail = rest.find('/').map_or("", |i| &rest[i..]);
            return format!("{prefix}<token>{}", crate::printable::Printable(tail));
        }
    }
    crate::printable::Printable(path).to_string()
}

/// `/static/*`: CSS, the little JS we need, icons, the map. Cached for an hour.
fn static_files() -> Router<AppState> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("static");
    Router::new().nest_service(
        "/static",
        tower::ServiceBuilder::new()
            .layer(SetResponseHeaderLayer::overriding(
                header::CACHE_CONTROL,
                HeaderValue::from_static("public, max-age=3600"),
            ))
            .service(tower_http::services::ServeDir::new(dir)),
    )
}

/// The name of a header, for tests and middleware.
pub fn header_name(s: &'static str) -> HeaderName {
    HeaderName::from_static(s)
}
