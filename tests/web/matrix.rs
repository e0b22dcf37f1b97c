//! The role × route matrix over every route the source declares (`routes.rs`).
//!
//! For every state-changing route: an anonymous visitor, a referee not assigned to
//! the table, the organizer without a CSRF token, with a wrong one, and from another
//! site are all refused, and not one row of the database changes. For every page, as
//! anonymous, outside referee, assigned referee and organizer: no 5xx, private pages
//! refused to those outside and served to those inside, published pages 404 for an
//! unpublished tournament or a draft round (except to organizers), no page view
//! writes, the security headers present, HTML never showing the fixture's hostile
//! names (`<script>` in a team, a label, a player, a reason) unescaped, JSON that
//! parses, CSV with no cell a spreadsheet would run, anything else a download.

use crate::helpers::{BASE, Resp, TestApp};
use crate::reliability::{api_post, snapshot};
use crate::routes::{Access, Fixture, HOSTILE, HOSTILE_SHORT, access, fixture, routes};
use arbitro::accounts::Role;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use tower::ServiceExt;

/// What a GET answered.
pub struct Seen {
    pub status: StatusCode,
    pub location: String,
    /// The four security headers were all there.
    pub guarded: bool,
    pub content_type: String,
    /// `Content-Disposition` says the body is a file to save, not a page to show.
    pub attachment: bool,
    /// The body, unless it is an event stream (which never ends).
    pub body: String,
}

/// A GET through the router that reads the body unless it is an event stream.
pub async fn look(t: &TestApp, path: &str) -> Seen {
    let cookies = t
        .jar
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join("; ");
    let req = Request::get(path)
        .header(header::COOKIE, cookies)
        .body(Body::empty())
        .unwrap();
    let resp = t.router.clone().oneshot(req).await.unwrap();
    let text = |h: header::HeaderName| {
        resp.headers()
            .get(h)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_string()
    };
    let status = resp.status();
    let location = text(header::LOCATION);
    let content_type = text(header::CONTENT_TYPE);
    let attachment = text(header::CONTENT_DISPOSITION).starts_with("attachment");
    let guarded = [
        header::CONTENT_SECURITY_POLICY,
        header::X_CONTENT_TYPE_OPTIONS,
        header::X_FRAME_OPTIONS,
        header::REFERRER_POLICY,
    ]
    .iter()
    .all(|h| resp.headers().contains_key(h))
        && text(header::X_CONTENT_TYPE_OPTIONS) == "nosniff";
    let body = if content_type.starts_with("text/event-stream") {
        String::new()
    } else {
        use http_body_util::BodyExt;
        let bytes = resp.into_body().collect().await.unwrap().to_bytes();
        String::from_utf8_lossy(&bytes).into_owned()
    };
    Seen {
        status,
        location,
        guarded,
        content_type,
        attachment,
        body,
    }
}

/// What is wrong with how a GET's body is served, for its content type: HTML must
/// escape what users typed; JSON must parse (and is what every `/api/` answer is);
/// an event stream is left unread; anything else must be a download.
fn body_problem(path: &str, s: &Seen) -> Option<String> {
    let ct = s.content_type.as_str();
    let json = ct.starts_with("application/json");
    if path.starts_with("/api/") && !json && !ct.starts_with("text/event-stream") {
        return Some(format!("an API answer as {ct:?}, not JSON"));
    }
    if ct.starts_with("text/html") {
        return (s.body.contains(HOSTILE) || s.body.contains(HOSTILE_SHORT))
            .then(|| "unescaped user text".to_string());
    }
    if json {
        return serde_json::from_str::<serde_json::Value>(&s.body)
            .err()
            .map(|e| format!("JSON that does not parse ({e})"));
    }
    if ct.starts_with("text/csv") {
        // Exports guard typed names (`FORMULA` in the fixture) against CSV injection.
        let text = s.body.trim_start_matches('\u{feff}');
        let mut cells = csv::ReaderBuilder::new()
            .has_headers(false)
            .flexible(true)
            .from_reader(text.as_bytes());
        for record in cells.records() {
            let Ok(record) = record else {
                return Some("CSV that does not parse".into());
            };
            if record.iter().any(|c| c.starts_with(['=', '@'])) {
                return Some(format!("a CSV cell a spreadsheet would run: {record:?}"));
            }
        }
    }
    if ct.starts_with("text/event-stream") || s.body.is_empty() {
        return None;
    }
    if ct.is_empty() {
        return Some("a body without a content type".into());
    }
    // Plain text cannot run; anything else with user text in it (CSV, a workbook) is a
    // file to save.
    (!s.attachment && !ct.starts_with("text/plain"))
        .then(|| format!("{ct:?} shown inline, not as a download"))
}

/// Pages whose fixture state gets an answer other than 2xx from whoever is let in.
const LET_IN_ANSWER: [(&str, u16); 5] = [
    // The fixture's individual tournament is no team championship: it has no team
    // standings to export.
    ("/individual/{id}/export/teams.csv", 404),
    // The fixture's match is at its initial placement: no penalty exists before play
    // (the engine's `not_now`, 422).
    ("/api/v1/matches/{id}/cap-penalty", 422),
    // A reload of a console action's address goes back to the match page.
    ("/console/m/{id}/act", 303),
    ("/console/m/{id}/undo", 303),
    ("/console/m/{id}/why", 303),
];

/// Is `who` let in by `rule` (so a GET must answer with the page, 2xx)?
fn lets_in(rule: Option<Access>, who: &str) -> bool {
    match rule {
        None => false,
        Some(Access::Public | Access::Published) => true,
        Some(Access::SignedIn) => who != "anonymous",
        Some(Access::Assigned) => matches!(who, "assigned referee" | "organizer"),
        Some(Access::Organizer) => who == "organizer",
    }
}

fn is_login_redirect(path: &str, r: &Resp) -> bool {
    if path.starts_with("/api/") {
        r.status == StatusCode::UNAUTHORIZED
    } else {
        r.status == StatusCode::SEE_OTHER && r.location().starts_with("/login")
    }
}

/// Posts with a valid token as `who`.
async fn post_as(who: &mut TestApp, path: &str) -> Resp {
    who.post(path, &[]).await
}

/// What the matrix found.
#[derive(Default)]
struct Tally {
    checks: usize,
    /// Page views that showed a hostile name escaped.
    escaped: usize,
    problems: Vec<String>,
}

/// One page (`pattern`, at `path`) as each role sees it: see the module docs.
async fn page(f: &Fixture, pattern: &str, path: &str, rule: Option<Access>, tally: &mut Tally) {
    // A page view changes nothing: no write behind a link, where no CSRF token
    // guards it.
    let before = snapshot(&f.org.db).await;
    let who: [(&str, &TestApp); 4] = [
        ("anonymous", &f.anon),
        ("outside referee", &f.outside),
        ("assigned referee", &f.inside),
        ("organizer", &f.org),
    ];
    for (name, t) in who {
        tally.checks += 1;
        let s = look(t, path).await;
        let status = s.status;
        let mut problem = |p: String| tally.problems.push(format!("GET {path} as {name}: {p}"));
        if !s.guarded {
            problem("security headers missing".into());
        }
        if status.is_server_error() {
            problem(status.to_string());
        }
        if let Some(p) = body_problem(path, &s) {
            problem(p);
        }
        let refused_anon = if path.starts_with("/api/") {
            status == StatusCode::UNAUTHORIZED
        } else {
            status == StatusCode::SEE_OTHER && s.location.starts_with("/login")
        };
        let must_refuse = match (rule, name) {
            (Some(Access::SignedIn | Access::Assigned | Access::Organizer), "anonymous") => {
                !refused_anon
            }
            (Some(Access::Assigned | Access::Organizer), "outside referee")
            | (Some(Access::Organizer), "assigned referee") => status != StatusCode::FORBIDDEN,
            _ => false,
        };
        if must_refuse {
            problem(format!("{status}, not refused"));
        }
        // Whoever the rule lets in gets the page: the refusals above are the rule's,
        // not a fixture that names nothing. (The login form sends whoever is logged
        // in already home.)
        let home = pattern == "/login" && name != "anonymous" && s.location == "/";
        let answer = LET_IN_ANSWER
            .iter()
            .find(|(p, _)| *p == pattern)
            .map_or(status.is_success(), |(_, code)| status == *code);
        if lets_in(rule, name) && !answer && !home {
            problem(format!(
                "{status} {}, but the rule lets them in",
                s.location
            ));
        }
        let shown_escaped = ["&#60;script&#62;alert(1)", "&lt;script&gt;alert(1)"]
            .iter()
            .chain(&["&#60;i id=xss&#62;", "&lt;i id=xss&gt;"])
            .any(|e| s.body.contains(e));
        if s.content_type.starts_with("text/html") && shown_escaped {
            tally.escaped += 1;
        }
    }
    if snapshot(&f.org.db).await != before {
        tally
            .problems
            .push(format!("GET {path}: a page view wrote to the database"));
    }
    if rule == Some(Access::Published) {
        unpublished_is_not_found(f, pattern, tally).await;
    }
}

/// An unpublished tournament, and a draft round, exist for organizers only.
async fn unpublished_is_not_found(f: &Fixture, pattern: &str, tally: &mut Tally) {
    let hidden = f.concrete_hidden(pattern).expect("as the published one");
    // The hidden tournament has no rounds: its organizer gets a page unless the
    // route names one.
    let whole = !pattern.contains("{round}");
    let draft = f.concrete_draft(pattern).map(|p| (p, false));
    for (p, org_sees) in std::iter::once((hidden, whole)).chain(draft) {
        for (name, t) in [
            ("anonymous", &f.anon),
            ("outside referee", &f.outside),
            ("assigned referee", &f.inside),
        ] {
            tally.checks += 1;
            let s = look(t, &p).await;
            if s.status != StatusCode::NOT_FOUND {
                let st = s.status;
                tally
                    .problems
                    .push(format!("GET {p} as {name}: {st}, not published"));
            }
        }
        tally.checks += 1;
        let s = look(&f.org, &p).await;
        if s.status.is_server_error() || (org_sees && !s.status.is_success()) {
            tally
                .problems
                .push(format!("GET {p} as organizer: {}", s.status));
        }
    }
}

#[tokio::test]
async fn every_route_refuses_whoever_it_must() {
    let mut f = fixture().await;
    let all = routes();
    assert!(
        all.iter().any(|r| r.path == "/console/m/{id}/act"),
        "the route scanner found the console: {all:?}"
    );
    let mut tally = Tally::default();
    let (mut writes, mut pages) = (0, 0);
    for route in &all {
        let path = match f.concrete(&route.path) {
            Ok(p) => p,
            Err(e) => {
                tally.problems.push(e);
                continue;
            }
        };
        for &method in &route.methods {
            let rule = access(method, &route.path);
            if rule.is_none() {
                tally.problems.push(format!(
                    "{method} {} ({}) has no access rule: add it to `access` in tests/web/routes.rs",
                    route.path, route.file
                ));
            }
            if method == "GET" {
                pages += 1;
                page(&f, &route.path, &path, rule, &mut tally).await;
                continue;
            }
            writes += 1;
            let Some(rule) = rule else {
                continue;
            };
            let before = snapshot(&f.org.db).await;
            let expect = |t: &mut Tally, who: &str, r: Resp, ok: bool| {
                t.checks += 1;
                if !ok {
                    t.problems.push(format!(
                        "{method} {path} {who}: {} {}",
                        r.status,
                        r.location()
                    ));
                }
            };
            if rule != Access::Public {
                let r = post_as(&mut f.anon, &path).await;
                let ok = is_login_redirect(&path, &r);
                expect(&mut tally, "anonymous", r, ok);
            }
            if matches!(rule, Access::Assigned | Access::Organizer) {
                let r = post_as(&mut f.outside, &path).await;
                let ok = r.status == StatusCode::FORBIDDEN;
                expect(&mut tally, "referee outside the table", r, ok);
            }
            if rule == Access::Organizer {
                let r = post_as(&mut f.inside, &path).await;
                let ok = r.status == StatusCode::FORBIDDEN;
                expect(&mut tally, "referee (organizer route)", r, ok);
            }
            let same = [("origin", BASE), ("sec-fetch-site", "same-origin")];
            let r = f.org.post_raw(&path, &[("x", "1")], &same).await;
            let ok = r.status == StatusCode::FORBIDDEN;
            expect(&mut tally, "without CSRF token", r, ok);
            let wrong = "0".repeat(64);
            let r = f.org.post_raw(&path, &[("_csrf", &wrong)], &same).await;
            let ok = r.status == StatusCode::FORBIDDEN;
            expect(&mut tally, "with a wrong CSRF token", r, ok);
            let token = f.org.csrf().await;
            let r = f
                .org
                .post_raw(
                    &path,
                    &[("_csrf", &token)],
                    &[("origin", "https://evil.example")],
                )
                .await;
            let ok = r.status == StatusCode::FORBIDDEN;
            expect(&mut tally, "from another site (Origin)", r, ok);
            let r = f
                .org
                .post_raw(
                    &path,
                    &[("_csrf", &token)],
                    &[("sec-fetch-site", "cross-site")],
                )
                .await;
            let ok = r.status == StatusCode::FORBIDDEN;
            expect(&mut tally, "from another site (Sec-Fetch-Site)", r, ok);
            let csrf = f.org.csrf().await;
            let r = f
                .org
                .post_body(
                    &path,
                    b"{}".to_vec(),
                    &[("x-csrf-token", &csrf), ("origin", "null")],
                )
                .await;
            let ok = r.status == StatusCode::FORBIDDEN;
            expect(&mut tally, "from an opaque origin", r, ok);
            if snapshot(&f.org.db).await != before {
                tally.problems.push(format!(
                    "{method} {path}: a refused request wrote to the database"
                ));
            }
        }
    }
    println!(
        "matrix: {} routes ({pages} pages, {writes} state-changing) × roles: {} checks; \
         hostile names shown escaped on {} page views",
        all.len(),
        tally.checks,
        tally.escaped
    );
    assert!(
        tally.escaped >= 30,
        "the hostile names should reach most pages ({})",
        tally.escaped
    );
    assert!(tally.problems.is_empty(), "{:#?}", tally.problems);
    // The fixture is alive: the assigned referee can record, so refusals above meant it.
    let (game, entries) = crate::reliability::game_of(&f.inside.db, f.match_id).await;
    let body = crate::reliability::submit(entries, "ok", &crate::reliability::legal(&game, 1));
    let r = api_post(
        &mut f.inside,
        &format!("/api/v1/matches/{}/actions", f.match_id),
        body,
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
}

#[tokio::test]
async fn session_cookies_are_secure_behind_https_and_never_readable_by_scripts() {
    let t = TestApp::new().await;
    t.add_user("org", crate::reliability::PW, Role::Organizer)
        .await;
    let db = arbitro::db::Db::open(&crate::reliability::db_url(&t))
        .await
        .unwrap();
    let mut https = crate::reliability::app_over(&t, db, "https://arbitro.example");
    let r = https.login("org", crate::reliability::PW).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let cookie = r
        .set_cookies()
        .into_iter()
        .find(|c| c.starts_with("__Host-arbitro_session="))
        .unwrap();
    for flag in ["HttpOnly", "SameSite=Lax", "Secure", "Path=/"] {
        assert!(cookie.contains(flag), "{flag} missing: {cookie}");
    }
    // Logging out ends the cookie at once.
    let r = https.post("/logout", &[]).await;
    assert!(
        r.set_cookies()
            .iter()
            .any(|c| c.starts_with("__Host-arbitro_session=") && c.contains("Max-Age=0")),
        "{:?}",
        r.set_cookies()
    );
}

#[test]
fn the_scanner_reads_multi_line_routes_and_both_methods() {
    let all = routes();
    let find = |p: &str| all.iter().find(|r| r.path == p).cloned();
    let swap = find("/tournaments/{id}/teams/{team}/drop").expect("a route split over lines");
    assert_eq!(swap.methods, ["POST"]);
    let login = find("/login").unwrap();
    assert_eq!(login.methods, ["GET", "POST"]);
    // Routes written as `&format!("{print}/cards/{{round}}")` with `let print = "…";`.
    let cards = find("/tournaments/{id}/print/cards/{round}").expect("a format! route");
    assert_eq!(cards.methods, ["GET", "POST"]);
    assert!(find("/tournaments/{id}/export/standings.csv").is_some());
    assert!(
        all.iter()
            .all(|r| !r.path.contains("{{") && r.path.starts_with('/'))
    );
    assert!(all.len() >= 90, "{}", all.len());
}
