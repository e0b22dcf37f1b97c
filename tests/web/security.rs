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
