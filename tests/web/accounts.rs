//! Login, throttling, roles, account management, sessions across restarts.

use crate::helpers::TestApp;
use arbitro::accounts::Role;
use arbitro::clock::Clock;
use axum::http::StatusCode;
use chrono::Duration;

#[tokio::test]
async fn login_succeeds_and_rotates_the_session() {
    let mut t = TestApp::new().await;
    t.add_user("org", "organizer-pass", Role::Organizer).await;
    let r = t.login("org", "organizer-pass").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert_eq!(r.location(), "/");
    let first = t.jar.get("arbitro_session").cloned().unwrap();
    let cookie = r
        .set_cookies()
        .into_iter()
        .find(|c| c.starts_with("arbitro_session="))
        .unwrap();
    assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"));
    assert!(!cookie.contains("Secure"), "plain http must not set Secure");
    let home = t.get("/").await;
    assert!(home.body.contains("org"));
    // Logging in again gives a new session id and ends the old one.
    t.login("org", "organizer-pass").await;
    let second = t.jar.get("arbitro_session").cloned().unwrap();
    assert_ne!(first, second);
    assert_eq!(t.count("sessions").await, 1);
}

#[tokio::test]
async fn login_fails_with_a_message_and_no_session() {
    let mut t = TestApp::new().await;
    t.add_user("ref1", "referee-pass", Role::Referee).await;
    let r = t.login("ref1", "wrong-pass").await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    assert!(r.body.contains("Nome utente o password non corretti"));
    let r = t.login("nobody", "whatever-pass").await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    let r = t.login("", "").await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains("Scrivi nome utente e password"));
    assert_eq!(t.count("sessions").await, 0);
}

#[tokio::test]
async fn login_is_throttled_per_account_then_released() {
    let mut t = TestApp::new().await;
    t.add_user("ref1", "referee-pass", Role::Referee).await;
    for _ in 0..5 {
        assert_eq!(
            t.login("ref1", "bad-pass-x").await.status,
            StatusCode::UNAUTHORIZED
        );
    }
    // Even the right password is refused while throttled.
    let r = t.login("REF1", "referee-pass").await;
    assert_eq!(r.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(r.body.contains("Troppi tentativi"));
    t.clock.advance(Duration::minutes(16));
    assert_eq!(
        t.login("ref1", "referee-pass").await.status,
        StatusCode::SEE_OTHER
    );
}

#[tokio::test]
async fn login_is_throttled_per_address() {
    let mut t = TestApp::new().await;
    t.add_user("ref1", "referee-pass", Role::Referee).await;
    // 20 failures spread over many names, from one (unknown) address.
    for i in 0..20 {
        t.login(&format!("guess{i}"), "bad-pass-x").await;
    }
    let r = t.login("ref1", "referee-pass").await;
    assert_eq!(r.status, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn disabled_accounts_cannot_log_in_and_lose_sessions() {
    let mut org = TestApp::new().await;
    org.add_user("org", "organizer-pass", Role::Organizer).await;
    let ref_id = org.add_user("ref1", "referee-pass", Role::Referee).await;
    let mut referee = org.restart().await;
    referee.jar.clear();
    referee.login("ref1", "referee-pass").await;
    assert_eq!(referee.get("/account").await.status, StatusCode::OK);

    org.login("org", "organizer-pass").await;
    let r = org.post(&format!("/users/{ref_id}/disable"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    // The referee's session is gone and a new login fails.
    assert_eq!(referee.get("/account").await.status, StatusCode::SEE_OTHER);
    assert_eq!(
        referee.login("ref1", "referee-pass").await.status,
        StatusCode::UNAUTHORIZED
    );
    // Re-enabled, they can log in again.
    org.post(&format!("/users/{ref_id}/enable"), &[]).await;
    assert_eq!(
        referee.login("ref1", "referee-pass").await.status,
        StatusCode::SEE_OTHER
    );
}

#[tokio::test]
async fn organizer_creates_referees_and_bad_input_writes_nothing() {
    let mut t = TestApp::new().await;
    t.add_user("org", "organizer-pass", Role::Organizer).await;
    t.login("org", "organizer-pass").await;
    let ok = t
        .post(
            "/users",
            &[
                ("username", "ref.anna"),
                ("role", "referee"),
                ("password", "12345678"),
                ("password_confirm", "12345678"),
            ],
        )
        .await;
    assert_eq!(ok.status, StatusCode::SEE_OTHER);
    assert!(t.get("/users?done=created").await.body.contains("ref.anna"));
    let before = t.count("users").await;
    let cases: &[(&[(&str, &str)], &str)] = &[
        (
            &[
                ("username", "ab"),
                ("role", "referee"),
                ("password", "12345678"),
                ("password_confirm", "12345678"),
            ],
            "da 3 a 32",
        ),
        (
            &[
                ("username", "<script>"),
                ("role", "referee"),
                ("password", "12345678"),
                ("password_confirm", "12345678"),
            ],
            "da 3 a 32",
        ),
        (
            &[
                ("username", "bruno"),
                ("role", "admin"),
                ("password", "12345678"),
                ("password_confirm", "12345678"),
            ],
            "Ruolo sconosciuto",
        ),
        (
            &[
                ("username", "bruno"),
                ("role", "referee"),
                ("password", "short"),
                ("password_confirm", "short"),
            ],
            "almeno 8",
        ),
        (
            &[
                ("username", "bruno"),
                ("role", "referee"),
                ("password", "12345678"),
                ("password_confirm", "87654321"),
            ],
            "non coincidono",
        ),
        (
            &[
                ("username", "REF.ANNA"),
                ("role", "referee"),
                ("password", "12345678"),
                ("password_confirm", "12345678"),
            ],
            "esiste già",
        ),
        (&[], "da 3 a 32"),
    ];
    for (fields, message) in cases {
        let r = t.post("/users", fields).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{fields:?}");
        assert!(r.body.contains(message), "{fields:?}: expected {message:?}");
        assert!(!r.body.contains("<script>\""), "user text must be escaped");
    }
    assert_eq!(t.count("users").await, before);
}

#[tokio::test]
async fn organizer_cannot_disable_themselves() {
    let mut t = TestApp::new().await;
    let me = t.add_user("org", "organizer-pass", Role::Organizer).await;
    t.login("org", "organizer-pass").await;
    let r = t.post(&format!("/users/{me}/disable"), &[]).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert!(r.body.contains("Non puoi disattivare"));
    let r = t.post("/users/9999/disable", &[]).await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn password_change_checks_and_ends_sessions() {
    let mut t = TestApp::new().await;
    t.add_user("ref1", "referee-pass", Role::Referee).await;
    t.login("ref1", "referee-pass").await;
    let r = t
        .post(
            "/account/password",
            &[
                ("current", "nope-nope"),
                ("password", "new-pass-1"),
                ("password_confirm", "new-pass-1"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains("password attuale non è corretta"));
    let r = t
        .post(
            "/account/password",
            &[
                ("current", "referee-pass"),
                ("password", "new-pass-1"),
                ("password_confirm", "new-pass-1"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert_eq!(t.count("sessions").await, 0);
    assert_eq!(
        t.login("ref1", "referee-pass").await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        t.login("ref1", "new-pass-1").await.status,
        StatusCode::SEE_OTHER
    );
}

#[tokio::test]
async fn session_survives_a_restart_but_not_the_timeouts() {
    let mut t = TestApp::new().await;
    t.add_user("ref1", "referee-pass", Role::Referee).await;
    t.login("ref1", "referee-pass").await;
    let mut restarted = t.restart().await;
    assert_eq!(restarted.get("/account").await.status, StatusCode::OK);
    // Idle for more than 4 hours: logged out.
    restarted.clock.advance(Duration::hours(5));
    assert_eq!(
        restarted.get("/account").await.status,
        StatusCode::SEE_OTHER
    );
    assert!(!restarted.jar.contains_key("arbitro_session"));
}

#[tokio::test]
async fn absolute_timeout_ends_an_active_session() {
    let mut t = TestApp::new().await;
    t.add_user("ref1", "referee-pass", Role::Referee).await;
    t.login("ref1", "referee-pass").await;
    for _ in 0..5 {
        t.clock.advance(Duration::hours(3) + Duration::minutes(30));
        t.get("/account").await;
    }
    assert_eq!(t.get("/account").await.status, StatusCode::SEE_OTHER);
}

#[tokio::test]
async fn first_start_setup_link_creates_one_organizer_once() {
    let mut t = TestApp::new().await;
    let link = arbitro::web::pages::ensure_setup_link(&t.db, "http://x", t.clock.now().timestamp())
        .await
        .unwrap()
        .unwrap();
    let path = link.trim_start_matches("http://x").to_string();
    assert_eq!(t.get(&path).await.status, StatusCode::OK);
    let bad = t
        .post(
            &path,
            &[
                ("username", "capo"),
                ("password", "12345678"),
                ("password_confirm", "x"),
            ],
        )
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(t.count("users").await, 0);
    let r = t
        .post(
            &path,
            &[
                ("username", "capo"),
                ("password", "12345678"),
                ("password_confirm", "12345678"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert!(t.get("/users").await.body.contains("capo"));
    // The link is spent.
    assert_eq!(t.get(&path).await.status, StatusCode::BAD_REQUEST);
    let again = t
        .post(
            &path,
            &[
                ("username", "altro"),
                ("password", "12345678"),
                ("password_confirm", "12345678"),
            ],
        )
        .await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST);
    assert_eq!(t.count("users").await, 1);
    // With an organizer present no new link is made.
    assert!(
        arbitro::web::pages::ensure_setup_link(&t.db, "http://x", 0)
            .await
            .unwrap()
            .is_none()
    );
    assert_eq!(t.get("/setup/0000").await.status, StatusCode::BAD_REQUEST);
}
