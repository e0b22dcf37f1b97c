//! Accounts under a hostile visitor (issue 20): a burst of guesses is counted before
//! any hash, strangers cannot lock staff out, the forwarded address is believed only
//! from the trusted proxy, logins beyond the hashers' queue get a clear 429, an
//! organizer unlocks an account or sets a referee's password.

use crate::helpers::{BASE, TestApp};
use arbitro::accounts::Role;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use std::net::SocketAddr;
use std::time::Duration;
use tower::ServiceExt;

/// A login request as a browser on `peer` sends it, with the visitor's cookies and
/// token, and an optional `X-Forwarded-For`.
fn login_request(
    t: &TestApp,
    token: &str,
    peer: &str,
    forwarded: Option<&str>,
    user: &str,
    pw: &str,
) -> Request<Body> {
    let cookies = t
        .jar
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join("; ");
    let body =
        serde_urlencoded::to_string([("_csrf", token), ("username", user), ("password", pw)])
            .unwrap();
    let mut req = Request::post("/login")
        .header(header::COOKIE, cookies)
        .header(header::HOST, "127.0.0.1:3000")
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .header("origin", BASE)
        .header("sec-fetch-site", "same-origin");
    if let Some(f) = forwarded {
        req = req.header("x-forwarded-for", f);
    }
    let mut req = req.body(Body::from(body)).unwrap();
    let addr: SocketAddr = format!("{peer}:40000").parse().unwrap();
    req.extensions_mut().insert(ConnectInfo(addr));
    req
}

/// Sends a login from `peer`; the status, `Retry-After` and body.
async fn login_from(
    t: &mut TestApp,
    peer: &str,
    forwarded: Option<&str>,
    user: &str,
    pw: &str,
) -> (StatusCode, Option<String>, String) {
    let token = t.csrf().await;
    let req = login_request(t, &token, peer, forwarded, user, pw);
    let r = t.send(req).await;
    let retry = r
        .headers
        .get(header::RETRY_AFTER)
        .map(|v| v.to_str().unwrap().to_string());
    (r.status, retry, r.body)
}

/// Fast slow-downs, so the tests do not sleep for seconds.
async fn app() -> TestApp {
    TestApp::with_config(|c| c.login_slowdown = Duration::from_millis(1)).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_burst_of_guesses_gets_no_more_than_the_limit_checked() {
    let mut t = app().await;
    t.add_user("org", "organizer-pass", Role::Organizer).await;
    let token = t.csrf().await;
    // 39 wrong passwords and the right one, all at once from one address.
    let tasks: Vec<_> = (0..40)
        .map(|i| {
            let pw = if i == 39 {
                "organizer-pass"
            } else {
                "wrong-pass-x"
            };
            let req = login_request(&t, &token, "10.0.0.9", None, "org", pw);
            let router = t.router.clone();
            tokio::spawn(async move { router.oneshot(req).await.unwrap().status() })
        })
        .collect();
    let mut checked = 0;
    for task in tasks {
        match task.await.unwrap() {
            StatusCode::UNAUTHORIZED | StatusCode::SEE_OTHER => checked += 1,
            StatusCode::TOO_MANY_REQUESTS => {}
            other => panic!("unexpected {other}"),
        }
    }
    assert!(checked <= 5, "{checked} passwords checked, the limit is 5");
    let counted: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM login_attempts")
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    assert!(counted <= 5, "{counted} attempts recorded");
}

#[tokio::test]
async fn strangers_cannot_lock_the_organizer_out() {
    let mut t = app().await;
    t.add_user("org", "organizer-pass", Role::Organizer).await;
    // Thirty guesses from two strangers: each pair is stopped after five.
    for peer in ["10.0.0.8", "10.0.0.9"] {
        for i in 0..15 {
            let (status, retry, _) = login_from(&mut t, peer, None, "org", "wrong-pass-x").await;
            if i < 5 {
                assert_eq!(status, StatusCode::UNAUTHORIZED);
            } else {
                assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
                let secs: i64 = retry.expect("Retry-After").parse().unwrap();
                assert!((1..=15 * 60).contains(&secs));
            }
        }
    }
    // The organizer, from their own laptop, is slowed down but let in.
    let (status, _, body) = login_from(&mut t, "10.0.0.2", None, "ORG", "organizer-pass").await;
    assert_eq!(status, StatusCode::SEE_OTHER, "{body}");
}

#[tokio::test]
async fn the_forwarded_address_is_believed_only_from_the_trusted_proxy() {
    let mut t = TestApp::with_config(|c| {
        c.login_slowdown = Duration::from_millis(1);
        c.trusted_proxy = Some("127.0.0.1".parse().unwrap());
    })
    .await;
    t.add_user("ref1", "referee-pass", Role::Referee).await;
    // Behind the proxy: the stranger at 192.168.1.50 is stopped…
    let stranger = Some("1.2.3.4, 192.168.1.50");
    for _ in 0..5 {
        login_from(&mut t, "127.0.0.1", stranger, "ref1", "wrong-pass-x").await;
    }
    let (status, ..) = login_from(&mut t, "127.0.0.1", stranger, "ref1", "referee-pass").await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    // …while the referee at 192.168.1.20, through the same proxy, gets in.
    let (status, ..) = login_from(
        &mut t,
        "127.0.0.1",
        Some("192.168.1.20"),
        "ref1",
        "referee-pass",
    )
    .await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    // Not from the proxy: the header is the client's own invention, and ignored.
    for i in 0..5 {
        let forged = format!("172.16.0.{i}");
        login_from(&mut t, "10.9.9.9", Some(&forged), "ref1", "wrong-pass-x").await;
    }
    let (status, ..) = login_from(
        &mut t,
        "10.9.9.9",
        Some("172.16.0.99"),
        "ref1",
        "referee-pass",
    )
    .await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn logins_beyond_the_queue_get_a_clear_429() {
    let mut t = TestApp::with_config(|c| c.password_checks = Some((1, 1))).await;
    t.add_user("ref1", "referee-pass", Role::Referee).await;
    let token = t.csrf().await;
    let tasks: Vec<_> = (0..12)
        .map(|i| {
            // Distinct addresses: the throttle is not what refuses them.
            let req = login_request(&t, &token, &format!("10.1.0.{i}"), None, "ref1", "bad-pass");
            let router = t.router.clone();
            tokio::spawn(async move {
                let resp = router.oneshot(req).await.unwrap();
                let status = resp.status();
                let retry = resp.headers().get(header::RETRY_AFTER).cloned();
                let body = resp.into_body().collect().await.unwrap().to_bytes();
                (status, retry, String::from_utf8_lossy(&body).into_owned())
            })
        })
        .collect();
    let mut busy: i64 = 0;
    for task in tasks {
        let (status, retry, body) = task.await.unwrap();
        if status == StatusCode::TOO_MANY_REQUESTS {
            busy += 1;
            assert!(retry.is_some());
            assert!(body.contains("Troppi accessi contemporanei"), "{body}");
        } else {
            assert_eq!(status, StatusCode::UNAUTHORIZED);
        }
    }
    assert!(busy >= 1, "a burst past the queue is refused, not piled up");
    // What was refused unchecked is no failure: only checked attempts count.
    let counted: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM login_attempts")
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    assert_eq!(counted, 12 - busy);
    // Once it is over, logins work again.
    let (status, ..) = login_from(&mut t, "10.2.0.1", None, "ref1", "referee-pass").await;
    assert_eq!(status, StatusCode::SEE_OTHER);
}

#[tokio::test]
async fn the_current_password_check_is_throttled_like_a_login() {
    let mut t = app().await;
    t.add_user("ref1", "referee-pass", Role::Referee).await;
    assert_eq!(
        t.login("ref1", "referee-pass").await.status,
        StatusCode::SEE_OTHER
    );
    let change = |current: &'static str| {
        [
            ("current", current),
            ("password", "new-referee-pass"),
            ("password_confirm", "new-referee-pass"),
        ]
    };
    for _ in 0..5 {
        let r = t.post("/account/password", &change("wrong-pass-x")).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    }
    let r = t.post("/account/password", &change("referee-pass")).await;
    assert_eq!(r.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(r.body.contains("Troppi tentativi"));
}

#[tokio::test]
async fn an_organizer_unlocks_an_account() {
    let mut t = app().await;
    t.add_user("org", "organizer-pass", Role::Organizer).await;
    let ref_id = t.add_user("ref1", "referee-pass", Role::Referee).await;
    assert_eq!(
        t.login("org", "organizer-pass").await.status,
        StatusCode::SEE_OTHER
    );
    let mut referee = crate::reliability::visitor(&t);
    for _ in 0..5 {
        referee.login("ref1", "wrong-pass-x").await;
    }
    assert_eq!(
        referee.login("ref1", "referee-pass").await.status,
        StatusCode::TOO_MANY_REQUESTS
    );
    let page = t.get("/users").await;
    assert!(
        page.body.contains("5 tentativi falliti recenti"),
        "{}",
        page.body
    );
    let r = t.post(&format!("/users/{ref_id}/unlock"), &[]).await;
    assert_eq!(r.location(), "/users?done=unlocked");
    assert_eq!(
        referee.login("ref1", "referee-pass").await.status,
        StatusCode::SEE_OTHER
    );
    assert_eq!(t.count("account_audit").await, 1);
    assert!(t.get("/users").await.body.contains("org → ref1"));
}

#[tokio::test]
async fn an_organizer_sets_a_referees_password_and_their_sessions_end() {
    let mut t = app().await;
    let org_id = t.add_user("org", "organizer-pass", Role::Organizer).await;
    let ref_id = t.add_user("ref1", "referee-pass", Role::Referee).await;
    t.add_user("org2", "organizer-pass", Role::Organizer).await;
    assert_eq!(
        t.login("org", "organizer-pass").await.status,
        StatusCode::SEE_OTHER
    );
    let mut referee = crate::reliability::visitor(&t);
    assert_eq!(
        referee.login("ref1", "referee-pass").await.status,
        StatusCode::SEE_OTHER
    );
    let new = [
        ("password", "brand-new-pass"),
        ("password_confirm", "brand-new-pass"),
    ];
    // Bad input writes nothing and says why.
    let r = t
        .post(
            &format!("/users/{ref_id}/password"),
            &[("password", "short"), ("password_confirm", "short")],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    // Another organizer's password is theirs to change.
    let org2: i64 = sqlx::query_scalar("SELECT id FROM users WHERE username = 'org2'")
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    let r = t.post(&format!("/users/{org2}/password"), &new).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains("solo di un arbitro"));
    assert_eq!(t.count("account_audit").await, 0);

    let r = t.post(&format!("/users/{ref_id}/password"), &new).await;
    assert_eq!(r.location(), "/users?done=reset");
    // The referee's open session is over; the old password no longer works.
    assert_eq!(referee.get("/account").await.status, StatusCode::SEE_OTHER);
    assert_eq!(
        referee.login("ref1", "referee-pass").await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        referee.login("ref1", "brand-new-pass").await.status,
        StatusCode::SEE_OTHER
    );
    let by: i64 =
        sqlx::query_scalar("SELECT by_user FROM account_audit WHERE action = 'password_reset'")
            .fetch_one(t.db.pool())
            .await
            .unwrap();
    assert_eq!(by, org_id);
}

#[tokio::test]
async fn an_ipv6_client_is_throttled_as_its_network_as_the_connection_caps_count_it() {
    let mut t = app().await;
    t.add_user("ref1", "referee-pass", Role::Referee).await;
    // Five guesses, each from another address of one /64: one client, as the
    // connection caps count it.
    for i in 1..=5 {
        let (status, ..) = login_from(
            &mut t,
            &format!("[2001:db8::{i}]"),
            None,
            "ref1",
            "wrong-pass-x",
        )
        .await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    }
    let (status, retry, _) =
        login_from(&mut t, "[2001:db8::99]", None, "ref1", "referee-pass").await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert!(retry.is_some());
    // The next /64 is another client.
    let (status, ..) = login_from(&mut t, "[2001:db8:0:1::1]", None, "ref1", "referee-pass").await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let keys: Vec<String> = sqlx::query_scalar("SELECT DISTINCT address FROM login_attempts")
        .fetch_all(t.db.pool())
        .await
        .unwrap();
    assert_eq!(keys, ["2001:db8::/64"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn guessers_sitting_out_the_slow_down_hold_no_place_and_the_owner_gets_in() {
    // One hash at a time, one waiting; a slow-down long enough to be in progress.
    let mut t = TestApp::with_config(|c| {
        c.login_slowdown = Duration::from_secs(3);
        c.password_checks = Some((1, 1));
    })
    .await;
    t.add_user("ref1", "referee-pass", Role::Referee).await;
    // Five guessers fail once each: the account is now slowed down.
    for i in 1..=5 {
        let (status, ..) =
            login_from(&mut t, &format!("10.5.0.{i}"), None, "ref1", "x-wrong").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    }
    // They guess again, at once: each sits out the slow-down (3 s and more).
    let token = t.csrf().await;
    let guesses: Vec<_> = (1..=5)
        .map(|i| {
            let req = login_request(&t, &token, &format!("10.5.0.{i}"), None, "ref1", "x-wrong");
            let router = t.router.clone();
            tokio::spawn(async move { router.oneshot(req).await.unwrap().status() })
        })
        .collect();
    tokio::time::sleep(Duration::from_millis(300)).await;
    // The referee, from an address with no failure, is neither slowed nor refused.
    let started = std::time::Instant::now();
    let (status, _, body) = login_from(&mut t, "10.6.0.1", None, "ref1", "referee-pass").await;
    assert_eq!(status, StatusCode::SEE_OTHER, "{body}");
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    for g in guesses {
        let s = g.await.unwrap();
        assert!(
            s == StatusCode::UNAUTHORIZED || s == StatusCode::TOO_MANY_REQUESTS,
            "{s}"
        );
    }
}
