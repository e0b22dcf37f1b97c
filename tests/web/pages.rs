//! Public and private pages, languages, static files, errors, health.

use crate::helpers::TestApp;
use arbitro::accounts::Role;
use axum::http::{StatusCode, header};

#[tokio::test]
async fn anonymous_visitors_read_public_pages_and_are_sent_to_login() {
    let mut t = TestApp::new().await;
    let home = t.get("/").await;
    assert_eq!(home.status, StatusCode::OK);
    assert!(home.body.contains("Accedi"));
    assert_eq!(t.get("/login").await.status, StatusCode::OK);
    assert_eq!(t.get("/healthz").await.body, "ok");
    for private in ["/users", "/account"] {
        let r = t.get(private).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{private}");
        assert_eq!(r.location(), format!("/login?next=%2F{}", &private[1..]));
    }
}

#[tokio::test]
async fn login_returns_to_the_page_asked_for_but_never_off_site() {
    let mut t = TestApp::new().await;
    t.add_user("org", "organizer-pass", Role::Organizer).await;
    let r = t
        .post(
            "/login",
            &[
                ("username", "org"),
                ("password", "organizer-pass"),
                ("next", "/users"),
            ],
        )
        .await;
    assert_eq!(r.location(), "/users");
    t.post("/logout", &[]).await;
    let r = t
        .post(
            "/login",
            &[
                ("username", "org"),
                ("password", "organizer-pass"),
                ("next", "//evil.example"),
            ],
        )
        .await;
    assert_eq!(r.location(), "/");
}

#[tokio::test]
async fn referee_gets_403_on_organizer_pages() {
    let mut t = TestApp::new().await;
    let org = t.add_user("org", "organizer-pass", Role::Organizer).await;
    t.add_user("ref1", "referee-pass", Role::Referee).await;
    t.login("ref1", "referee-pass").await;
    let r = t.get("/users").await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert!(r.body.contains("Accesso negato"));
    let before = t.count("users").await;
    let r = t
        .post(
            "/users",
            &[
                ("username", "sneaky"),
                ("role", "organizer"),
                ("password", "12345678"),
                ("password_confirm", "12345678"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert_eq!(
        t.post(&format!("/users/{org}/disable"), &[]).await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(t.count("users").await, before);
}

#[tokio::test]
async fn italian_by_default_english_on_request_and_by_switch() {
    let mut t = TestApp::new().await;
    assert!(t.get("/").await.body.contains("lang=\"it\""));
    let req = axum::http::Request::get("/")
        .header(header::ACCEPT_LANGUAGE, "en-GB,en;q=0.9")
        .body(axum::body::Body::empty())
        .unwrap();
    let r = t.send(req).await;
    assert!(r.body.contains("lang=\"en\"") && r.body.contains("Log in"));
    let r = t.post("/lang", &[("lang", "en"), ("next", "/login")]).await;
    assert_eq!(r.location(), "/login");
    let page = t.get("/login").await;
    assert!(page.body.contains("User name"));
    // The switch back is on every page.
    assert!(page.body.contains("Italiano"));
    let bad = t.post("/lang", &[("lang", "klingon")]).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
}

/// Spanish, the third language: picked by `Accept-Language` (a regional form too) and by
/// the switch, which offers the two others by their own names.
#[tokio::test]
async fn spanish_by_accept_language_and_by_switch() {
    let mut t = TestApp::new().await;
    let req = axum::http::Request::get("/login")
        .header(header::ACCEPT_LANGUAGE, "es-AR,es;q=0.9,en;q=0.5")
        .body(axum::body::Body::empty())
        .unwrap();
    let r = t.send(req).await;
    assert!(r.body.contains("lang=\"es\""), "{}", r.body);
    assert!(r.body.contains("Nombre de usuario"), "{}", r.body);
    assert!(r.body.contains(">Italiano<") && r.body.contains(">English<"));
    let r = t.post("/lang", &[("lang", "es"), ("next", "/login")]).await;
    assert_eq!(r.location(), "/login");
    let page = t.get("/login").await;
    assert!(page.body.contains("lang=\"es\"") && page.body.contains("Nombre de usuario"));
    assert!(
        !page.body.contains(">Español<"),
        "the switch offers only the others"
    );
}

#[tokio::test]
async fn unknown_pages_get_a_friendly_404() {
    let mut t = TestApp::new().await;
    let r = t.get("/no/such/page").await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
    assert!(r.body.contains("Pagina non trovata") && r.body.contains("<html"));
}

#[tokio::test]
async fn static_files_are_cached() {
    let mut t = TestApp::new().await;
    let r = t.get("/static/app.css").await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(
        r.headers[header::CACHE_CONTROL]
            .to_str()
            .unwrap()
            .contains("max-age")
    );
}

#[tokio::test]
async fn every_form_field_has_a_label_and_pages_fit_a_phone() {
    let mut t = TestApp::new().await;
    t.add_user("org", "organizer-pass", Role::Organizer).await;
    let mut pages = vec![t.get("/login").await.body];
    t.login("org", "organizer-pass").await;
    pages.push(t.get("/users").await.body);
    pages.push(t.get("/account").await.body);
    for html in pages {
        for part in html
            .split("<input")
            .skip(1)
            .chain(html.split("<select").skip(1))
        {
            let tag = &part[..part.find('>').unwrap()];
            if tag.contains("type=\"hidden\"") {
                continue;
            }
            let id = tag
                .split("id=\"")
                .nth(1)
                .expect("field without id")
                .split('"')
                .next()
                .unwrap();
            assert!(html.contains(&format!("for=\"{id}\"")), "no label for {id}");
        }
        assert!(html.contains("width=device-width"));
    }
    // The stylesheet never forces a width wider than a 360 px phone.
    let css = t.get("/static/app.css").await.body;
    for token in css.split(|c: char| !c.is_ascii_alphanumeric()) {
        if let Some(px) = token.strip_suffix("px").and_then(|n| n.parse::<u32>().ok()) {
            let fixed_width = css.contains(&format!("width: {px}px"))
                && !css.contains(&format!("max-width: {px}px"));
            assert!(!(px > 360 && fixed_width), "fixed width {px}px");
        }
    }
}
