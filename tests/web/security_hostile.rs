//! Requests a hostile visitor crafts (issue 20): `next` paths that leave the site or
//! hold control characters, CSRF tokens in the query string, names with control
//! characters, clock times chosen by the client, disabled referees assigned from the
//! console; and what responses must not carry (stored signed-in pages, cookies on
//! static files).

use crate::fixture::{FIVE, REFEREE_PW, organizer, pair, publish_draft, tournament_with};
use crate::helpers::{BASE, TestApp};
use crate::reliability::{api_post, upload};
use arbitro::accounts::Role;
use axum::http::{StatusCode, header};

#[tokio::test]
async fn next_leads_only_to_a_path_of_this_site() {
    let mut t = TestApp::new().await;
    t.add_user("ref1", "referee-pass", Role::Referee).await;
    let mut login_to = async |next: &str| {
        t.jar.remove("arbitro_session");
        let r = t
            .post(
                "/login",
                &[
                    ("username", "ref1"),
                    ("password", "referee-pass"),
                    ("next", next),
                ],
            )
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{next:?}");
        r.location().to_string()
    };
    assert_eq!(login_to("/console").await, "/console");
    assert_eq!(login_to("/").await, "/");
    for off_site in [
        "//evil.example/",
        "/\\evil.example",
        "https://evil.example",
        "/ /x",
    ] {
        assert_eq!(login_to(off_site).await, "/", "{off_site:?}");
    }
}

#[tokio::test]
async fn control_characters_in_next_are_a_400_before_anything_is_written() {
    let mut t = TestApp::new().await;
    t.add_user("ref1", "referee-pass", Role::Referee).await;
    // The issue's open redirect: a tab is a control character.
    let r = t.get("/login?next=/%09/evil.example/").await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert!(r.body.contains("caratteri di controllo"), "{}", r.body);
    for bad in ["/a\nb", "/a\rb", "/\u{b}x", "/\u{7f}", "/\u{85}x"] {
        let r = t
            .post(
                "/login",
                &[
                    ("username", "ref1"),
                    ("password", "referee-pass"),
                    ("next", bad),
                ],
            )
            .await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{bad:?}");
        let r = t.post("/lang", &[("lang", "en"), ("next", bad)]).await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{bad:?}");
    }
    assert_eq!(t.count("sessions").await, 0);
    assert_eq!(t.count("login_attempts").await, 0);
}

#[tokio::test]
async fn a_csrf_token_in_the_query_string_is_not_accepted() {
    let mut t = TestApp::new().await;
    t.add_user("org", "organizer-pass", Role::Organizer).await;
    t.login("org", "organizer-pass").await;
    let token = t.csrf().await;
    let before = t.count("users").await;
    let r = t
        .post_raw(
            &format!("/users?_csrf={token}"),
            &[
                ("username", "bruno"),
                ("role", "referee"),
                ("password", "12345678"),
                ("password_confirm", "12345678"),
            ],
            &[("origin", BASE), ("sec-fetch-site", "same-origin")],
        )
        .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert_eq!(t.count("users").await, before);
}

#[tokio::test]
async fn signed_in_pages_are_not_stored_and_static_files_set_no_cookie() {
    let mut t = TestApp::new().await;
    let r = t.get("/static/app.css").await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(r.set_cookies().is_empty(), "{:?}", r.set_cookies());
    let r = t.get("/").await;
    assert_ne!(
        r.headers
            .get(header::CACHE_CONTROL)
            .map(|v| v.to_str().unwrap()),
        Some("no-store")
    );
    t.add_user("org", "organizer-pass", Role::Organizer).await;
    t.login("org", "organizer-pass").await;
    for page in ["/", "/users", "/account", "/console"] {
        let r = t.get(page).await;
        assert_eq!(r.status, StatusCode::OK, "{page}");
        assert_eq!(
            r.headers
                .get(header::CACHE_CONTROL)
                .map(|v| v.to_str().unwrap()),
            Some("no-store"),
            "{page}"
        );
    }
    // A signed-in visitor's static files stay cacheable and cookie-free.
    let r = t.get("/static/app.css").await;
    assert!(r.set_cookies().is_empty());
    assert_eq!(
        r.headers
            .get(header::CACHE_CONTROL)
            .map(|v| v.to_str().unwrap()),
        Some("public, max-age=3600")
    );
}

#[test]
fn private_link_tokens_are_kept_out_of_request_spans() {
    use arbitro::web::redacted_path;
    let token = "ab".repeat(32);
    assert_eq!(redacted_path(&format!("/draft/{token}")), "/draft/<token>");
    assert_eq!(redacted_path(&format!("/setup/{token}")), "/setup/<token>");
    assert_eq!(
        redacted_path(&format!("/api/v1/draft/{token}")),
        "/api/v1/draft/<token>"
    );
    assert_eq!(redacted_path("/console/m/3"), "/console/m/3");
    assert_eq!(redacted_path("/x\u{1b}[2J"), "/x\\u{1b}[2J");
}

#[tokio::test]
async fn names_with_control_characters_are_refused_with_a_message() {
    let mut t = organizer().await;
    let r = t
        .post(
            "/tournaments",
            &[
                ("name", "Serata\u{1b}[2J"),
                ("held_on", "2026-11-21"),
                ("venue", ""),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    assert!(r.body.contains("caratteri di controllo"));
    assert_eq!(t.count("tournaments").await, 0);
    let id = tournament_with(&mut t, FIVE).await;
    let teams = t.count("teams").await;
    let r = t
        .post(
            &format!("/tournaments/{id}/teams"),
            &[
                ("name", "Nuovi"),
                ("player1", "Anna\nRossi"),
                ("player2", ""),
                ("club", ""),
            ],
        )
        .await;
    assert!(r.status.is_client_error(), "{}", r.status);
    assert!(r.body.contains("caratteri di controllo"));
    assert_eq!(t.count("teams").await, teams);
    let r = t
        .post(
            "/console/new",
            &[
                ("label", "Tavolo\u{7}1"),
                ("team_a", "A"),
                ("team_b", "B"),
                ("name0", "Anna"),
                ("name1", "Bruno"),
                ("name2", "Carla"),
                ("name3", "Dario"),
                ("colour0", "blu"),
                ("colour1", "rosso"),
                ("colour2", "verde"),
                ("colour3", "giallo"),
                ("virtual_seat", ""),
            ],
        )
        .await;
    assert!(r.status.is_client_error(), "{}", r.status);
    assert!(r.body.contains("caratteri di controllo"));
}

#[tokio::test]
async fn api_clock_times_are_the_servers() {
    let mut t = crate::reliability::organizer().await;
    let id = upload(&mut t, 7).await;
    let body = |expected: i64, action: &str| {
        format!(r#"{{"expected": {expected}, "action": {action}}}"#).into_bytes()
    };
    // A start dated 2000: recorded at the server's time.
    let r = api_post(
        &mut t,
        &format!("/api/v1/matches/{id}/actions"),
        body(
            0,
            r#"{"type": "clock", "event": "start", "at": "2000-01-01T00:00:00Z"}"#,
        ),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    // `at` may be left out.
    t.clock.advance(chrono::Duration::seconds(30));
    let r = api_post(
        &mut t,
        &format!("/api/v1/matches/{id}/actions"),
        body(1, r#"{"type": "clock", "event": "pause"}"#),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let stored: Vec<String> =
        sqlx::query_scalar("SELECT action_json FROM match_entries WHERE match_id = ? ORDER BY seq")
            .bind(id)
            .fetch_all(t.db.pool())
            .await
            .unwrap();
    assert!(stored[0].contains("2026-11-21T20:00:00Z"), "{}", stored[0]);
    assert!(stored[1].contains("2026-11-21T20:00:30Z"), "{}", stored[1]);
}

#[tokio::test]
async fn the_console_refuses_disabled_referees_and_audits_tournament_tables() {
    let mut t = organizer().await;
    let id = tournament_with(&mut t, FIVE).await;
    let round = pair(&mut t, id).await;
    let matches = publish_draft(&mut t, id, round).await;
    let m = matches[0];
    let off = t.add_user("gone", REFEREE_PW, Role::Referee).await;
    t.post(&format!("/users/{off}/disable"), &[]).await;
    let assigned = |t: &TestApp| {
        let pool = t.db.pool().clone();
        async move {
            sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM match_referees WHERE match_id = ?")
                .bind(m)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    let before = assigned(&t).await;
    let r = t
        .post(
            &format!("/console/m/{m}/referees"),
            &[("add", &off.to_string())],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    assert_eq!(assigned(&t).await, before);
    // An active referee: assigned, and the tournament's audit says so.
    let ref1: i64 = sqlx::query_scalar("SELECT id FROM users WHERE username = 'ref1'")
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    let audits = t.count("audit_log").await;
    let r = t
        .post(
            &format!("/console/m/{m}/referees"),
            &[("add", &ref1.to_string())],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    assert_eq!(assigned(&t).await, before + 1);
    let action: String =
        sqlx::query_scalar("SELECT action FROM audit_log ORDER BY id DESC LIMIT 1")
            .fetch_one(t.db.pool())
            .await
            .unwrap();
    assert_eq!(action, "table.referee_add");
    assert_eq!(t.count("audit_log").await, audits + 1);
}
