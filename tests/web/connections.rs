//! What one client may hold, at the router: event streams counted per client address
//! and in total, the oldest ended first (`web::watchers`); and the `Host` check
//! against DNS rebinding (`web::host`). The socket-level caps and the header-read
//! timeout are proven with the real binary in `tests/hostile.rs`.

use crate::console::{create, organizer};
use crate::helpers::BASE;
use arbitro::clock::ManualClock;
use arbitro::server::share::Caps;
use arbitro::{AppState, WebConfig, app, db};
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode, header};
use chrono::{TimeZone, Utc};
use http_body_util::BodyExt;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tower::ServiceExt;

/// Opens the table's event stream as `from`; returns its body.
async fn open_stream(router: &axum::Router, token: &str, from: &str) -> Body {
    open_stream_forwarded(router, token, from, None).await
}

/// Opens the table's event stream through the proxy at `proxy`, for the phone `phone`.
async fn open_stream_via(router: &axum::Router, token: &str, proxy: &str, phone: &str) -> Body {
    open_stream_forwarded(router, token, proxy, Some(phone)).await
}

/// Opens the stream from the socket `from`, with `X-Forwarded-For: forwarded` if given.
async fn open_stream_forwarded(
    router: &axum::Router,
    token: &str,
    from: &str,
    forwarded: Option<&str>,
) -> Body {
    let mut req = Request::get(format!("/t/{token}/events"));
    if let Some(phone) = forwarded {
        req = req.header("x-forwarded-for", phone);
    }
    let mut req = req.body(Body::empty()).unwrap();
    let addr: SocketAddr = from.parse().unwrap();
    req.extensions_mut().insert(ConnectInfo(addr));
    let resp = router.clone().oneshot(req).await.unwrap();
    assert_eq!(resp.status(), StatusCode::OK);
    resp.into_body()
}

/// Has the stream ended (cleanly) within a moment?
async fn ended(body: &mut Body) -> bool {
    match tokio::time::timeout(Duration::from_millis(300), body.frame()).await {
        Ok(None) => true,
        Ok(Some(frame)) => panic!("a frame instead of the end: {frame:?}"),
        Err(_) => false,
    }
}

#[tokio::test]
async fn a_client_over_its_stream_cap_loses_its_oldest_stream_and_others_keep_theirs() {
    let mut t = organizer().await;
    let id = create(&mut t).await;
    let token = db::matches::get(&t.db, id)
        .await
        .unwrap()
        .unwrap()
        .public_token;
    let mut config = WebConfig::new(BASE);
    config.streams = Caps {
        total: 4,
        per_client: 2,
    };
    let clock = Arc::new(ManualClock::new(
        Utc.with_ymd_and_hms(2026, 11, 21, 20, 0, 0).unwrap(),
    ));
    let state = AppState::new(t.db.clone(), config, clock);
    let router = app(state.clone());

    let mut first = open_stream(&router, &token, "127.0.0.2:4001").await;
    tokio::time::sleep(Duration::from_millis(5)).await;
    let mut second = open_stream(&router, &token, "127.0.0.2:4002").await;
    assert!(!ended(&mut first).await);
    // A third from the same address: the oldest of its own goes.
    let mut third = open_stream(&router, &token, "127.0.0.2:4003").await;
    assert!(ended(&mut first).await, "the oldest stream ends");
    assert!(!ended(&mut second).await && !ended(&mut third).await);
    assert_eq!(state.watchers.open(), 2);

    // The total is reached by other clients; a newcomer takes from the biggest.
    let mut projector = open_stream(&router, &token, "10.0.0.5:5000").await;
    let _phone = open_stream(&router, &token, "10.0.0.6:5000").await;
    assert_eq!(state.watchers.open(), 4);
    let _referee = open_stream(&router, &token, "10.0.0.7:5000").await;
    assert!(ended(&mut second).await, "the hoarder's oldest stream ends");
    assert!(
        !ended(&mut projector).await,
        "the projector keeps its stream"
    );
    assert!(!ended(&mut third).await);
    assert_eq!(state.watchers.open(), 4);

    // An ended stream gives its place back.
    drop(third);
    assert_eq!(state.watchers.open(), 3);
}

#[tokio::test]
async fn behind_the_trusted_proxy_each_phone_has_its_own_stream_share() {
    let mut t = organizer().await;
    let id = create(&mut t).await;
    let token = db::matches::get(&t.db, id)
        .await
        .unwrap()
        .unwrap()
        .public_token;
    let mut config = WebConfig::new(BASE);
    config.streams = Caps {
        total: 10,
        per_client: 2,
    };
    config.trusted_proxy = Some("127.0.0.1".parse().unwrap());
    let clock = Arc::new(ManualClock::new(
        Utc.with_ymd_and_hms(2026, 11, 21, 20, 0, 0).unwrap(),
    ));
    let state = AppState::new(t.db.clone(), config, clock);
    let router = app(state.clone());
    // Three phones behind the proxy, two streams each: nobody is over their share,
    // though all six come from the proxy's one address.
    let mut streams = Vec::new();
    for phone in ["192.168.1.20", "192.168.1.21", "192.168.1.22"] {
        for port in [4001, 4002] {
            let proxy = format!("127.0.0.1:{port}");
            streams.push(open_stream_via(&router, &token, &proxy, phone).await);
        }
    }
    for s in &mut streams {
        assert!(!ended(s).await, "every phone keeps its streams");
    }
    assert_eq!(state.watchers.open(), 6);
    // A third stream of one phone ends that phone's oldest only.
    let _again = open_stream_via(&router, &token, "127.0.0.1:4003", "192.168.1.20").await;
    assert!(ended(&mut streams[0]).await);
    for s in &mut streams[1..] {
        assert!(!ended(s).await);
    }
    // The header counts only from the proxy: from anywhere else, the peer is the client.
    let mut own = open_stream_via(&router, &token, "10.0.0.9:1", "192.168.1.30").await;
    let _own2 = open_stream_via(&router, &token, "10.0.0.9:2", "192.168.1.31").await;
    let _own3 = open_stream_via(&router, &token, "10.0.0.9:3", "192.168.1.32").await;
    assert!(
        ended(&mut own).await,
        "one client, whatever it claims to forward"
    );
}

async fn get_with_host(
    router: &axum::Router,
    host: Option<&str>,
) -> (StatusCode, Vec<String>, String) {
    get_path_with_host(router, "/", host).await
}

async fn get_path_with_host(
    router: &axum::Router,
    path: &str,
    host: Option<&str>,
) -> (StatusCode, Vec<String>, String) {
    let mut req = Request::get(path);
    if let Some(h) = host {
        req = req.header(header::HOST, h);
    }
    let resp = router
        .clone()
        .oneshot(req.body(Body::empty()).unwrap())
        .await
        .unwrap();
    let status = resp.status();
    let cookies = resp
        .headers()
        .get_all(header::SET_COOKIE)
        .iter()
        .map(|v| v.to_str().unwrap().to_string())
        .collect();
    let body = resp.into_body().collect().await.unwrap().to_bytes();
    (status, cookies, String::from_utf8_lossy(&body).into_owned())
}

#[tokio::test]
async fn a_request_naming_another_site_is_refused_before_anything_else() {
    let t = organizer().await;
    for bad in [
        "evil.example",
        "evil.example:3000",
        "127.0.0.1.evil.example",
    ] {
        let (status, cookies, body) = get_with_host(&t.router, Some(bad)).await;
        assert_eq!(status, StatusCode::MISDIRECTED_REQUEST, "{bad}");
        assert!(cookies.is_empty(), "{bad}: no session begun: {cookies:?}");
        assert!(
            body.contains("open Arbitro at http://127.0.0.1:3000"),
            "{body}"
        );
        assert!(
            body.contains("apri Arbitro da http://127.0.0.1:3000"),
            "{body}"
        );
    }
    for good in [
        None,
        Some("127.0.0.1:3000"),
        Some("localhost:3000"),
        Some("192.168.1.20:3000"),
    ] {
        let (status, _, _) = get_with_host(&t.router, good).await;
        assert_eq!(status, StatusCode::OK, "{good:?}");
    }
    // A health check may call the host by a name of its own; it learns nothing.
    let (status, _, _) = get_path_with_host(&t.router, "/healthz", Some("arbitro-container")).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _, _) = get_path_with_host(&t.router, "/login", Some("arbitro-container")).await;
    assert_eq!(status, StatusCode::MISDIRECTED_REQUEST);
}

#[tokio::test]
async fn the_base_urls_own_name_is_served() {
    let t = organizer().await;
    let clock = Arc::new(ManualClock::new(
        Utc.with_ymd_and_hms(2026, 11, 21, 20, 0, 0).unwrap(),
    ));
    let config = WebConfig::new("https://arbitro.club.example");
    let router = app(AppState::new(t.db.clone(), config, clock));
    let (status, _, _) = get_with_host(&router, Some("arbitro.club.example")).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _, body) = get_with_host(&router, Some("rebound.example")).await;
    assert_eq!(status, StatusCode::MISDIRECTED_REQUEST);
    assert!(body.contains("https://arbitro.club.example"), "{body}");
}

#[tokio::test]
async fn a_reconnecting_watcher_costs_no_database_read() {
    let mut t = organizer().await;
    let id = create(&mut t).await;
    let token = db::matches::get(&t.db, id)
        .await
        .unwrap()
        .unwrap()
        .public_token;
    let clock = Arc::new(ManualClock::new(
        Utc.with_ymd_and_hms(2026, 11, 21, 20, 0, 0).unwrap(),
    ));
    let state = AppState::new(t.db.clone(), WebConfig::new(BASE), clock);
    let router = app(state.clone());
    let first = open_stream(&router, &token, "127.0.0.2:4001").await;
    drop(first);
    // With the database gone, the table's watchers still reconnect: the token's
    // match is known. (Each reconnect used to look it up.)
    t.db.close().await;
    for port in 4002..4010 {
        let again = open_stream(&router, &token, &format!("127.0.0.{}:{port}", port - 3999)).await;
        drop(again);
    }
    // An unknown token is still looked up (and not found, nor kept).
    let mut req = Request::get(format!("/t/{}/events", "0".repeat(64)))
        .body(Body::empty())
        .unwrap();
    req.extensions_mut()
        .insert(ConnectInfo("127.0.0.9:1".parse::<SocketAddr>().unwrap()));
    let resp = router.clone().oneshot(req).await.unwrap();
    assert_ne!(resp.status(), StatusCode::OK);
    assert_eq!(state.table_tokens.len(), 1);
}
