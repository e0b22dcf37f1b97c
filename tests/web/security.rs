//! CSRF, cross-site requests, headers, escaping, body limits.

use crate::helpers::{BASE, TestApp};
use arbitro::accounts::Role;
use axum::http::{StatusCode, header};

async fn organizer() -> TestApp {
    let mut t = TestApp::new().await;
    t.add_user("org", "organizer-pass", Role::Organizer).await;
    t.login("org", "organizer-pass").await;
    t
}

const NEW_USER: &[(&str, &str)] = &[
    ("username", "bruno"),
    ("role", "referee"),
    ("password", "12345678"),
    ("password_confirm", "12345678"),
];

#[tokio::test]
async fn posts_without_a_valid_csrf_token_are_refused() {
    let mut t = organizer().await;
    let before = t.count("users").await;
    let same_site = [("origin", BASE), ("sec-fetch-site", "same-origin")];
    let r = t.post_raw("/users", NEW_USER, &same_site).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert!(r.body.contains("ricarica la pagina"));
    let mut wrong = vec![("_csrf", "0".repeat(64))];
    wrong.extend(NEW_USER.iter().map(|(k, v)| (*k, v.to_string())));
    let wrong: Vec<(&str, &str)> = wrong.iter().map(|(k, v)| (*k, v.as_str())).collect();
    assert_eq!(
        t.post_raw("/users", &wrong, &same_site).await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(t.count("users").await, before);
}

#[tokio::test]
async fn cross_site_posts_are_refused_even_with_the_token() {
    let mut t = organizer().await;
    let token = t.csrf().await;
    let mut fields = vec![("_csrf", token.as_str())];
    fields.extend_from_slice(NEW_USER);
    let before = t.count("users").await;
    let r = t
        .post_raw("/users", &fields, &[("origin", "https://evil.example")])
        .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    let r = t
        .post_raw("/users", &fields, &[("sec-fetch-site", "cross-site")])
        .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert_eq!(t.count("users").await, before);
    // The same request from our own origin goes through.
    let r = t.post_raw("/users", &fields, &[("origin", BASE)]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
}

#[tokio::test]
async fn login_form_needs_the_double_submit_token() {
    let mut t = TestApp::new().await;
    t.add_user("org", "organizer-pass", Role::Organizer).await;
    // No cookie yet: a forged login post is refused.
    let r = t
        .post_raw(
            "/login",
            &[("username", "org"), ("password", "organizer-pass")],
            &[],
        )
        .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert_eq!(t.count("sessions").await, 0);
}

#[tokio::test]
async fn security_headers_are_on_every_response() {
    let mut t = TestApp::new().await;
    for path in ["/", "/login", "/nope", "/static/app.css"] {
        let r = t.get(path).await;
        let csp = r.headers[header::CONTENT_SECURITY_POLICY].to_str().unwrap();
        assert!(csp.contains("script-src 'self'") && !csp.contains("unsafe-inline"));
        assert!(csp.contains("frame-ancestors 'none'"));
        assert_eq!(r.headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
        assert_eq!(r.headers[header::REFERRER_POLICY], "same-origin");
    }
}

#[tokio::test]
async fn user_text_is_escaped() {
    let mut t = organizer().await;
    let r = t
        .post(
            "/users",
            &[
                ("username", "<script>alert(1)</script>"),
                ("role", "referee"),
                ("password", "1"),
                ("password_confirm", "1"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(!r.body.contains("<script>alert(1)"));
    assert!(r.body.contains("&#60;script&#62;") || r.body.contains("&lt;script&gt;"));
}

#[tokio::test]
async fn oversized_and_malformed_bodies_get_4xx_and_write_nothing() {
    let mut t = organizer().await;
    let before = t.count("users").await;
    let token = t.csrf().await;
    let same = [("origin", BASE)];
    let huge = format!("_csrf={token}&username={}", "a".repeat(2 * 1024 * 1024));
    let r = t.post_body("/users", huge.into_bytes(), &same).await;
    assert_eq!(r.status, StatusCode::PAYLOAD_TOO_LARGE);
    let mut bad_utf8 = format!("_csrf={token}&username=").into_bytes();
    bad_utf8.extend_from_slice(&[0xff, 0xfe, 0xfd]);
    bad_utf8.extend_from_slice(b"&role=referee&password=12345678&password_confirm=12345678");
    let r = t.post_body("/users", bad_utf8, &same).await;
    assert!(r.status.is_client_error(), "{}", r.status);
    assert_eq!(t.count("users").await, before);
}

/// A request to `path` carrying exactly these `Cookie` and `Host` headers (each may
/// repeat).
fn with_headers(
    path: &str,
    cookies: &[&str],
    hosts: &[&str],
) -> axum::http::Request<axum::body::Body> {
    let mut req = axum::http::Request::get(path)
        .body(axum::body::Body::empty())
        .unwrap();
    for c in cookies {
        req.headers_mut().append(header::COOKIE, c.parse().unwrap());
    }
    for h in hosts {
        req.headers_mut().append(header::HOST, h.parse().unwrap());
    }
    req
}

#[tokio::test]
async fn a_request_with_two_session_cookies_is_refused() {
    let mut t = organizer().await;
    let ours = t.jar["arbitro_session"].clone();
    // Alone, the session works.
    let r = t
        .send(with_headers(
            "/account",
            &[&format!("arbitro_session={ours}")],
            &[],
        ))
        .await;
    assert_eq!(r.status, StatusCode::OK);
    // Another port of the same host tossed its own in, for a longer path: a browser
    // sends both (the longer path first). Neither is taken.
    for cookies in [
        vec![format!(
            "arbitro_session={}; arbitro_session={ours}",
            "f".repeat(64)
        )],
        vec![
            format!("arbitro_session={ours}"),
            format!("arbitro_session={}", "f".repeat(64)),
        ],
    ] {
        let cookies: Vec<&str> = cookies.iter().map(String::as_str).collect();
        let r = t.send(with_headers("/account", &cookies, &[])).await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.body);
        assert!(r.body.contains("due cookie di accesso"), "{}", r.body);
        let api = t.send(with_headers("/api/v1/matches", &cookies, &[])).await;
        assert_eq!(api.status, StatusCode::BAD_REQUEST);
        assert!(
            api.body.contains("\"code\":\"bad_request\""),
            "{}",
            api.body
        );
    }
}

#[tokio::test]
async fn two_host_headers_are_refused() {
    let mut t = TestApp::new().await;
    let r = t
        .send(with_headers("/", &[], &["127.0.0.1:3000", "evil.example"]))
        .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert!(r.body.contains("due intestazioni Host"), "{}", r.body);
    let r = t
        .send(with_headers(
            "/",
            &[],
            &["127.0.0.1:3000", "127.0.0.1:3000"],
        ))
        .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    // One is served.
    let r = t.send(with_headers("/", &[], &["127.0.0.1:3000"])).await;
    assert_eq!(r.status, StatusCode::OK);
}

#[tokio::test]
async fn over_https_cookies_are_host_only_and_hsts_is_sent() {
    let mut t = TestApp::with_config(|c| c.base_url = "https://127.0.0.1:3000".into()).await;
    t.add_user("org", "organizer-pass", Role::Organizer).await;
    let r = t.get("/login").await;
    assert_eq!(
        r.headers[header::STRICT_TRANSPORT_SECURITY],
        "max-age=31536000"
    );
    assert!(
        r.set_cookies()
            .iter()
            .all(|c| c.starts_with("__Host-") && c.contains("; Path=/;") && c.contains("Secure")),
        "{:?}",
        r.set_cookies()
    );
    let r = t.login("org", "organizer-pass").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let session = r
        .set_cookies()
        .into_iter()
        .find(|c| c.contains("_session="))
        .expect("a session cookie");
    assert!(session.starts_with("__Host-arbitro_session="), "{session}");
    assert!(t.get("/account").await.status == StatusCode::OK);
    // A plain `arbitro_session` (set over HTTP by another port) is not ours: ignored.
    let ours = t.jar["__Host-arbitro_session"].clone();
    let r = t
        .send(with_headers(
            "/account",
            &[&format!(
                "arbitro_session={}; __Host-arbitro_session={ours}",
                "f".repeat(64)
            )],
            &[],
        ))
        .await;
    assert_eq!(r.status, StatusCode::OK);
    // Over plain HTTP: no HSTS, plain names.
    let mut plain = TestApp::new().await;
    let r = plain.get("/login").await;
    assert!(r.headers.get(header::STRICT_TRANSPORT_SECURITY).is_none());
    assert!(r.set_cookies().iter().all(|c| c.starts_with("arbitro_")));
    // Static files too carry HSTS over HTTPS.
    assert!(
        t.get("/static/app.css")
            .await
            .headers
            .contains_key(header::STRICT_TRANSPORT_SECURITY)
    );
}
