//! The routes as the source declares them, who may use each, and a fixture with a
//! real id for every path parameter — shared by the role × route matrix
//! (`matrix.rs`) and the bad-input tests (`badinput.rs`).
//!
//! axum cannot list its routes, so [`routes`] reads every `.route("…", get(..).post(..))`
//! under `src/web/`: a route anyone adds later is checked without touching these
//! files — unless it needs a fixture value ([`Fixture::concrete`]) or, for a
//! state-changing route, an access rule ([`access`]) this file does not know; then
//! the tests fail saying what to add where.

use crate::helpers::TestApp;
use crate::reliability::{assign, signed_in, upload, visitor};
use arbitro::accounts::Role;
use std::path::Path;

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
