//! Serving the app on a socket: our own accept loop over hyper, because a club's
//! Wi-Fi is shared with strangers and `axum::serve` has no knob for what one of them
//! can hold. Here:
//!
//! - a request head must arrive within [`HEADER_READ_TIMEOUT`] (a half-sent request
//!   is dropped, not kept for ever), a TLS handshake within [`HANDSHAKE_TIMEOUT`], a
//!   body at a minimum pace ([`pace`]: a trickled body is cut, 408);
//! - open connections are counted per client address and in total ([`share`]), with
//!   caps below the open-file limit ([`limits`]); at a cap an old idle connection of
//!   the client holding the most is closed, so a hoarder cannot starve a referee;
//! - optional TLS ([`tls`]) with HTTP/2 by ALPN; plain connections speak HTTP/1.1;
//! - TCP_NODELAY on every connection: a response written in two parts (headers, then
//!   a file's body) must not wait for the client's delayed ACK (~40 ms a file);
//! - graceful shutdown: stop accepting, let requests in flight finish.
//!
//! The client address reaches handlers as axum's `ConnectInfo<SocketAddr>`.
//!
//! Both servers the binary runs, the club's app and the federation hub, also share
//! two pieces of HTTP serving from here: the [`cookies`] they read and write and the
//! [`security`] headers on every response.

pub mod cookies;
pub mod limits;
pub mod pace;
pub mod security;
pub mod share;
pub mod tls;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use http_body_util::BodyExt;
use hyper::body::Incoming;
use hyper::{Request, Response};
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::graceful::{GracefulShutdown, Watcher};
use share::{Caps, Share, Ticket};
use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::{TcpListener, TcpStream};
use tokio_rustls::TlsAcceptor;
use tokio_rustls::rustls::ServerConfig;
use tower::ServiceExt;

/// A request head (request line and headers) must arrive whole within this long —
/// also the longest an idle kept-alive connection stays open. A phone on poor Wi-Fi
/// sends a head in well under a second.
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(10);

/// A TLS handshake must be over within this long.
pub const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);

/// How to serve.
pub struct Options {
    /// See [`HEADER_READ_TIMEOUT`].
    pub header_read_timeout: Duration,
    /// Open connections allowed, per client and in total.
    pub connections: Caps,
    /// The reverse proxy in front (`--trusted-proxy`), held to the total cap only.
    pub trusted_proxy: Option<std::net::IpAddr>,
    /// TLS settings; plain HTTP when `None`.
    pub tls: Option<Arc<ServerConfig>>,
}

/// Serves `app` on `listener` until `shutdown` completes, then waits for the
/// connections to finish their requests (event streams must be ended by the caller's
/// `shutdown` future: they never end by themselves).
///
/// # Errors
/// None in practice: failed accepts (out of files, a reset) are logged and retried.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    options: Options,
    shutdown: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let connections = Share::with_proxy(options.connections, options.trusted_proxy);
    let bodies = pace::Bodies::new(pace::BODIES_PER_CLIENT, options.trusted_proxy);
    let protocols = Arc::new(Protocols::new(options.header_read_timeout));
    let tls = options.tls.map(TlsAcceptor::from);
    let graceful = GracefulShutdown::new();
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let (tcp, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(e) => {
                    // Out of files or a connection reset before we took it: neither
                    // is the listener's fault. Pause a moment so a full table of
                    // files can drain, then go on.
                    tracing::warn!(error = %e, "accept failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let Some(ticket) = connections.admit(peer.ip()) else {
            tracing::debug!(%peer, "connection refused: its client holds its share, all busy");
            continue;
        };
        let job = Connection {
            peer,
            ticket: Arc::new(ticket),
            bodies: bodies.clone(),
            app: app.clone(),
            protocols: protocols.clone(),
        };
        tokio::spawn(job.run(tcp, tls.clone(), graceful.watcher()));
    }
    drop(listener);
    graceful.shutdown().await;
    Ok(())
}

/// The protocol settings every connection shares.
struct Protocols {
    http1: hyper::server::conn::http1::Builder,
    http2: hyper::server::conn::http2::Builder<TokioExecutor>,
}

impl Protocols {
    fn new(header_read_timeout: Duration) -> Protocols {
        let mut http1 = hyper::server::conn::http1::Builder::new();
        http1
            .timer(TokioTimer::new())
            .header_read_timeout(header_read_timeout);
        let mut http2 = hyper::server::conn::http2::Builder::new(TokioExecutor::new());
        http2
            .timer(TokioTimer::new())
            // A phone that walked out of the Wi-Fi leaves no FIN: pings find it.
            .keep_alive_interval(Some(Duration::from_secs(30)))
            .keep_alive_timeout(Duration::from_secs(20));
        Protocols { http1, http2 }
    }
}

/// One accepted connection.
struct Connection {
    peer: SocketAddr,
    ticket: Arc<Ticket>,
    bodies: Arc<pace::Bodies>,
    app: Router,
    protocols: Arc<Protocols>,
}

impl Connection {
    async fn run(self, tcp: TcpStream, tls: Option<TlsAcceptor>, watcher: Watcher) {
        if let Err(e) = tcp.set_nodelay(true) {
            tracing::debug!(error = %e, "cannot set TCP_NODELAY");
        }
        let service = PerRequest {
            peer: self.peer,
            ticket: self.ticket.clone(),
            bodies: self.bodies.clone(),
            app: self.app.clone(),
        };
        let Some(acceptor) = tls else {
            let conn = self
                .protocols
                .http1
                .serve_connection(TokioIo::new(tcp), service);
            return self.until_shed(watcher.watch(conn)).await;
        };
        let handshake = tokio::time::timeout(HANDSHAKE_TIMEOUT, acceptor.accept(tcp));
        let stream = tokio::select! {
            done = handshake => match done {
                Ok(Ok(s)) => s,
                Ok(Err(e)) => return tracing::debug!(peer = %self.peer, error = %e, "TLS handshake failed"),
                Err(_) => return tracing::debug!(peer = %self.peer, "TLS handshake timed out"),
            },
            () = self.ticket.shed() => return,
        };
        let h2 = stream.get_ref().1.alpn_protocol() == Some(b"h2");
        let io = TokioIo::new(stream);
        if h2 {
            let conn = self.protocols.http2.serve_connection(io, service);
            self.until_shed(watcher.watch(conn)).await;
        } else {
            let conn = self.protocols.http1.serve_connection(io, service);
            self.until_shed(watcher.watch(conn)).await;
        }
    }

    /// Runs the connection until it ends or is shed (then it is dropped: closed).
    async fn until_shed<E: std::fmt::Display>(&self, conn: impl Future<Output = Result<(), E>>) {
        tokio::select! {
            ended = conn => if let Err(e) = ended {
                tracing::debug!(peer = %self.peer, error = %e, "connection ended");
            },
            () = self.ticket.shed() => {
                tracing::debug!(peer = %self.peer, "connection shed to make room");
            }
        }
    }
}

/// The per-connection service: hands each request to the app with the client's
/// address, and marks the connection busy until the response body is done.
#[derive(Clone)]
struct PerRequest {
    peer: SocketAddr,
    ticket: Arc<Ticket>,
    bodies: Arc<pace::Bodies>,
    app: Router,
}

/// 429 for a client already waiting on as many bodies as it may, in the language
/// its `Accept-Language` asks for; the connection is closed (its body is never read).
fn too_many_bodies(headers: &hyper::HeaderMap) -> Response<Body> {
    use crate::i18n::{self, Lang};
    use hyper::header::{self, HeaderValue};
    let lang = Lang::from_accept_language(headers).unwrap_or_default();
    let mut r = Response::new(Body::from(i18n::t(lang, "err.bodies_busy").to_string()));
    *r.status_mut() = hyper::StatusCode::TOO_MANY_REQUESTS;
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    h.insert(header::RETRY_AFTER, HeaderValue::from_static("2"));
    h.insert(header::CONNECTION, HeaderValue::from_static("close"));
    r
}

type Answer = Pin<Box<dyn Future<Output = Result<Response<Body>, Infallible>> + Send>>;

impl hyper::service::Service<Request<Incoming>> for PerRequest {
    type Response = Response<Body>;
    type Error = Infallible;
    type Future = Answer;

    fn call(&self, req: Request<Incoming>) -> Answer {
        let busy = self.ticket.busy();
        // A body still to come is held to its pace and, once waited on, counted
        // among its client's; none (a GET) costs nothing.
        let mut req = if hyper::body::Body::is_end_stream(req.body()) {
            req.map(Body::new)
        } else if self.bodies.full(self.peer.ip()) {
            // The client is waiting on as many bodies as it may already: refused
            // before the app spends anything on it.
            return Box::pin(std::future::ready(Ok(too_many_bodies(req.headers()))));
        } else {
            let (bodies, ip) = (self.bodies.clone(), self.peer.ip());
            req.map(|body| Body::new(pace::Paced::new(body).counted(bodies, ip)))
        };
        req.extensions_mut().insert(ConnectInfo(self.peer));
        let app = self.app.clone();
        Box::pin(async move {
            let response = app.oneshot(req).await?;
            // The connection stays busy while the body is sent (an event stream:
            // all evening), and idle — sheddable — once it is done.
            Ok(response.map(|body| {
                Body::new(body.map_frame(move |frame| {
                    let _still_busy = &busy;
                    frame
                }))
            }))
        })
    }
}
