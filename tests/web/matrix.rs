//! The role × route matrix, generated from the router's source.
//!
//! axum cannot list its routes, so [`routes`] reads every `.route("…", get(..).post(..))`
//! under `src/web/`: a route anyone adds later is checked without touching this file
//! — unless it needs a fixture value or an access rule this file does not know, and
//! then the test fails saying what to add where.
//!
//! For every state-changing route: an anonymous visitor, a referee not assigned to
//! the table, the organizer without a CSRF token, with a wrong one, and from another
//! site are all refused, and not one row of the database changes. For every page:
//! no 5xx for anyone, private pages refused to those outside, and the fixture's
//! hostile names (`<script>` in a team, a label, a player) never come out unescaped.

use crate::helpers::{BASE, Resp, TestApp};
use crate::reliability::{api_post, assign, signed_in, snapshot, upload, visitor};
use arbitro::accounts::Role;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use std::path::Path;
use tower::ServiceExt;

/// One route as written in the source.
#[derive(Clone, Debug)]
pub struct Route {
    /// The path pattern, e.g. `/console/m/{id}/act`.
    pub path: String,
    /// `GET`, `POST`, … as routed.
    pub methods: Vec<&'static str>,
    /// Where it is declared.
    pub file: String,
}

const METHODS: [(&str, &str); 5] = [
    ("get(", "GET"),
    ("post(", "POST"),
    ("put(", "PUT"),
    ("patch(", "PATCH"),
    ("delete(", "DELETE"),
];

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let p = entry.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// Every `.route(…)` call under `src/web/`.
pub fn routes() -> Vec<Route> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/web");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let mut rest = text.as_str();
        while let Some(at) = rest.find(".route(") {
            let call = &rest[at + ".route(".len()..];
            let mut depth = 1;
            let mut end = call.len();
            for (i, c) in call.char_indices() {
                match c {
                    '(' => depth += 1,
                    ')' => depth -= 1,
                    _ => {}
                }
                if depth == 0 {
                    end = i;
                    break;
                }
            }
            let call = &call[..end];
            rest = &rest[at + 7..];
            let Some(path) = call.split('"').nth(1) else {
                continue;
            };
            let methods = METHODS
                .iter()
                .filter(|(token, _)| {
                    call.match_indices(token).any(|(i, _)| {
                        let before = call[..i].chars().last().unwrap_or(' ');
                        !(before.is_alphanumeric() || before == '_' || before == ':')
                    })
                })
                .map(|(_, m)| *m)
                .collect();
            out.push(Route {
                path: path.to_string(),
                methods,
                file: f.strip_prefix(&root).unwrap().display().to_string(),
            });
        }
    }
    out
}

/// Who may use a route.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Anyone (still with a CSRF token for writes).
    Public,
    /// Any logged-in account.
    SignedIn,
    /// The organizer, or a referee assigned to the match.
    Assigned,
    /// Organizers only.
    Organizer,
}

/// The access rule of a route; `None` when this file has no rule for it.
pub fn access(method: &str, path: &str) -> Option<Access> {
    use Access::*;
    let under = |p: &str| path.starts_with(p);
    let get = method == "GET";
    Some(match path {
        "/" | "/healthz" | "/login" | "/lang" | "/logout" | "/api/openapi.json" => Public,
        "/tournaments" if get => Public,
        "/tournaments/{id}" | "/tournaments/{id}/standings" => Public,
        _ if under("/setup/") || under("/draft/") || under("/t/") || under("/static/") => Public,
        "/account" | "/account/password" | "/console" | "/console/new" | "/api/v1/matches" => {
            SignedIn
        }
        "/console/m/{id}/referees" => Organizer,
        _ if under("/console/m/") || under("/api/v1/matches/") => Assigned,
        _ if under("/tournaments") || under("/users") => Organizer,
        _ => return None,
    })
}

/// A tournament, a match with an assigned and an outside referee, a digital draft,
/// hostile names everywhere a user can type one.
pub struct Fixture {
    pub org: TestApp,
    pub inside: TestApp,
    pub outside: TestApp,
    pub anon: TestApp,
    pub tournament: i64,
    pub team: i64,
    pub round: i64,
    pub match_id: i64,
    pub user: i64,
    pub draft_token: String,
    pub public_token: String,
}

/// Text a user may type that must never come out as markup.
pub const HOSTILE: &str = "<script>alert(1)</script>";

fn draft_links(html: &str) -> Vec<String> {
    html.split("/draft/")
        .skip(1)
        .filter_map(|s| s.get(..64))
        .filter(|t| t.bytes().all(|b| b.is_ascii_hexdigit()))
        .map(str::to_string)
        .collect()
}

pub async fn fixture() -> Fixture {
    let mut org = crate::reliability::organizer().await;
    let r = org
        .post(
            "/tournaments",
            &[
                ("name", HOSTILE),
                ("held_on", "2026-11-21"),
                ("venue", HOSTILE),
            ],
        )
        .await;
    assert_eq!(r.status, 303, "{}", r.body);
    let tournament: i64 = r
        .location()
        .trim_start_matches("/tournaments/")
        .trim_end_matches("/manage")
        .parse()
        .unwrap();
    let csv = format!(
        "team,player1,player2,club\n\"{HOSTILE}\",Anna,\"{HOSTILE}\",Roma\nLupi,Carla,Dario,Roma\nAquile,Eva,Franco,\nOrsi,Gina,Ugo,\n"
    );
    let r = org
        .post(
            &format!("/tournaments/{tournament}/import/confirm"),
            &[("csv", &csv)],
        )
        .await;
    assert!(r.status.is_redirection(), "{}", r.body);
    let r = org
        .post(&format!("/tournaments/{tournament}/rounds"), &[])
        .await;
    assert!(r.status.is_redirection(), "{}", r.body);
    let team: i64 = sqlx::query_scalar("SELECT id FROM teams ORDER BY id LIMIT 1")
        .fetch_one(org.db.pool())
        .await
        .unwrap();
    let round: i64 = sqlx::query_scalar("SELECT id FROM rounds LIMIT 1")
        .fetch_one(org.db.pool())
        .await
        .unwrap();
    let match_id = upload(&mut org, 77).await;
    let (inside, inside_id) = signed_in(&org, "dentro", Role::Referee).await;
    let (outside, user) = signed_in(&org, "fuori", Role::Referee).await;
    assign(&mut org, match_id, inside_id).await;
    // A console match with hostile names, dealt digitally for the draft links.
    let r = org
        .post(
            "/console/new",
            &[
                ("label", HOSTILE),
                ("team_a", HOSTILE),
                ("team_b", "B"),
                ("name0", HOSTILE),
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
    assert_eq!(r.status, 303, "{}", r.body);
    let dealt_id = r.location().trim_start_matches("/console/m/").to_string();
    let r = org
        .post(
            &format!("/console/m/{dealt_id}/draft/digital"),
            &[("seed", "5")],
        )
        .await;
    let draft_token = draft_links(&r.body)
        .into_iter()
        .next()
        .expect("draft links");
    let public_token: String = sqlx::query_scalar("SELECT public_token FROM matches WHERE id = ?")
        .bind(match_id)
        .fetch_one(org.db.pool())
        .await
        .unwrap();
    let mut anon = visitor(&org);
    anon.get("/").await; // the double-submit cookie
    Fixture {
        org,
        inside,
        outside,
        anon,
        tournament,
        team,
        round,
        match_id,
        user,
        draft_token,
        public_token,
    }
}

impl Fixture {
    /// The path with real ids in place of its parameters, or what to add where.
    pub fn concrete(&self, path: &str) -> Result<String, String> {
        let mut out = String::new();
        let mut rest = path;
        while let Some(open) = rest.find('{') {
            let close = rest[open..]
                .find('}')
                .map(|c| open + c)
                .unwrap_or(rest.len() - 1);
            let param = &rest[open..=close];
            let before = &path[..path.len() - rest.len() + open];
            let value = match param {
                "{id}" if before.starts_with("/tournaments/") => self.tournament.to_string(),
                "{id}" if before.starts_with("/console/m/") => self.match_id.to_string(),
                "{id}" if before.starts_with("/api/v1/matches/") => self.match_id.to_string(),
                "{id}" if before.starts_with("/users/") => self.user.to_string(),
                "{team}" => self.team.to_string(),
                "{round}" => self.round.to_string(),
                "{token}" if before.starts_with("/draft/") => self.draft_token.clone(),
                "{token}" if before.starts_with("/t/") => self.public_token.clone(),
                "{token}" if before.starts_with("/setup/") => "0".repeat(64),
                _ => {
                    return Err(format!(
                        "route {path}: the matrix has no value for {param} after {before:?}. \
                         Add a record to `fixture()` and a line to `Fixture::concrete` in \
                         tests/web/matrix.rs"
                    ));
                }
            };
            out.push_str(&rest[..open]);
            out.push_str(&value);
            rest = &rest[close + 1..];
        }
        out.push_str(rest);
        Ok(out)
    }
}

/// A GET through the router that reads the body unless it is an event stream.
async fn look(t: &TestApp, path: &str) -> (StatusCode, String, String) {
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
    let status = resp.status();
    let location = resp
        .headers()
        .get(header::LOCATION)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let guarded = [
        header::CONTENT_SECURITY_POLICY,
        header::X_CONTENT_TYPE_OPTIONS,
        header::X_FRAME_OPTIONS,
        header::REFERRER_POLICY,
    ]
    .iter()
    .all(|h| resp.headers().contains_key(h));
    let location = if guarded {
        location
    } else {
        format!("{location} [security headers missing]")
    };
    let streaming = resp
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"text/event-stream"));
    let body = if streaming {
        String::new()
    } else {
        use http_body_util::BodyExt;
        let bytes = resp.into_body().collect().await.unwrap().to_bytes();
        String::from_utf8_lossy(&bytes).into_owned()
    };
    (status, location, body)
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

#[tokio::test]
async fn every_route_refuses_whoever_it_must() {
    let mut f = fixture().await;
    let all = routes();
    assert!(
        all.iter().any(|r| r.path == "/console/m/{id}/act"),
        "the route scanner found the console: {all:?}"
    );
    let mut problems = Vec::new();
    let (mut checks, mut writes, mut pages, mut escaped) = (0, 0, 0, 0);
    for route in &all {
        let path = match f.concrete(&route.path) {
            Ok(p) => p,
            Err(e) => {
                problems.push(e);
                continue;
            }
        };
        for &method in &route.methods {
            let rule = access(method, &route.path);
            if method == "GET" {
                pages += 1;
                let who: [(&str, &TestApp); 4] = [
                    ("anonymous", &f.anon),
                    ("outside referee", &f.outside),
                    ("assigned referee", &f.inside),
                    ("organizer", &f.org),
                ];
                for (name, t) in who {
                    checks += 1;
                    let (status, location, body) = look(t, &path).await;
                    if location.contains("[security headers missing]") {
                        problems.push(format!("GET {path} as {name}: security headers missing"));
                    }
                    if status.is_server_error() {
                        problems.push(format!("GET {path} as {name}: {status}"));
                    }
                    if body.contains(HOSTILE) {
                        problems.push(format!("GET {path} as {name}: unescaped user text"));
                    }
                    if body.contains("&#60;script&#62;alert(1)")
                        || body.contains("&lt;script&gt;alert(1)")
                    {
                        escaped += 1;
                    }
                    let refused_anon = if path.starts_with("/api/") {
                        status == StatusCode::UNAUTHORIZED
                    } else {
                        status == StatusCode::SEE_OTHER && location.starts_with("/login")
                    };
                    let must_refuse = match (rule, name) {
                        (
                            Some(Access::SignedIn | Access::Assigned | Access::Organizer),
                            "anonymous",
                        ) => !refused_anon,
                        (Some(Access::Assigned | Access::Organizer), "outside referee")
                        | (Some(Access::Organizer), "assigned referee") => {
                            status != StatusCode::FORBIDDEN
                        }
                        _ => false,
                    };
                    if must_refuse {
                        problems.push(format!("GET {path} as {name}: {status}, not refused"));
                    }
                }
                continue;
            }
            writes += 1;
            let Some(rule) = rule else {
                problems.push(format!(
                    "{method} {} ({}) has no access rule: add it to `access` in tests/web/matrix.rs",
                    route.path, route.file
                ));
                continue;
            };
            let before = snapshot(&f.org.db).await;
            let mut expect = |who: &str, r: Resp, ok: bool, problems: &mut Vec<String>| {
                checks += 1;
                if !ok {
                    problems.push(format!(
                        "{method} {path} {who}: {} {}",
                        r.status,
                        r.location()
                    ));
                }
            };
            if rule != Access::Public {
                let r = post_as(&mut f.anon, &path).await;
                let ok = is_login_redirect(&path, &r);
                expect("anonymous", r, ok, &mut problems);
            }
            if matches!(rule, Access::Assigned | Access::Organizer) {
                let r = post_as(&mut f.outside, &path).await;
                let ok = r.status == StatusCode::FORBIDDEN;
                expect("referee outside the table", r, ok, &mut problems);
            }
            if rule == Access::Organizer {
                let r = post_as(&mut f.inside, &path).await;
                let ok = r.status == StatusCode::FORBIDDEN;
                expect("referee (organizer route)", r, ok, &mut problems);
            }
            let same = [("origin", BASE), ("sec-fetch-site", "same-origin")];
            let r = f.org.post_raw(&path, &[("x", "1")], &same).await;
            let ok = r.status == StatusCode::FORBIDDEN;
            expect("without CSRF token", r, ok, &mut problems);
            let wrong = "0".repeat(64);
            let r = f.org.post_raw(&path, &[("_csrf", &wrong)], &same).await;
            let ok = r.status == StatusCode::FORBIDDEN;
            expect("with a wrong CSRF token", r, ok, &mut problems);
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
            expect("from another site (Origin)", r, ok, &mut problems);
            let r = f
                .org
                .post_raw(
                    &path,
                    &[("_csrf", &token)],
                    &[("sec-fetch-site", "cross-site")],
                )
                .await;
            let ok = r.status == StatusCode::FORBIDDEN;
            expect("from another site (Sec-Fetch-Site)", r, ok, &mut problems);
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
            expect("from an opaque origin", r, ok, &mut problems);
            if snapshot(&f.org.db).await != before {
                problems.push(format!(
                    "{method} {path}: a refused request wrote to the database"
                ));
            }
        }
    }
    println!(
        "matrix: {} routes ({pages} pages, {writes} state-changing) × roles: {checks} checks; \
         hostile names shown escaped on {escaped} page views",
        all.len()
    );
    assert!(
        escaped >= 5,
        "the hostile names should reach several pages ({escaped})"
    );
    assert!(problems.is_empty(), "{problems:#?}");
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
        .find(|c| c.starts_with("arbitro_session="))
        .unwrap();
    for flag in ["HttpOnly", "SameSite=Lax", "Secure", "Path=/"] {
        assert!(cookie.contains(flag), "{flag} missing: {cookie}");
    }
    // Logging out ends the cookie at once.
    let r = https.post("/logout", &[]).await;
    assert!(
        r.set_cookies()
            .iter()
            .any(|c| c.starts_with("arbitro_session=") && c.contains("Max-Age=0")),
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
    assert!(all.len() >= 30, "{}", all.len());
}
