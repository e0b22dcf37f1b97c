//! The routes as the source declares them, who may use each, and a fixture with a
//! real id for every path parameter — shared by the role × route matrix
//! (`matrix.rs`) and the bad-input tests (`badinput.rs`).
//!
//! axum cannot list its routes, so [`routes`] reads every `.route("…", get(..).post(..))`
//! under `src/web/`: a route anyone adds later is checked without touching these
//! files — unless it needs a fixture value ([`Fixture::concrete`], in `fixture.rs`)
//! or an access rule ([`access`]) this file does not know; then the tests fail
//! saying what to add where.

mod fixture;

pub use fixture::{Fixture, HOSTILE, HOSTILE_SHORT, fixture};
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

/// The `let name = "…";` bindings of a file, for routes written as
/// `&format!("{name}/…")`.
fn string_bindings(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for line in text.lines() {
        let Some(rest) = line.trim().strip_prefix("let ") else {
            continue;
        };
        let Some((name, value)) = rest.split_once('=') else {
            continue;
        };
        let value = value.trim();
        if let Some(lit) = value.strip_prefix('"').and_then(|v| v.strip_suffix("\";")) {
            out.push((name.trim().to_string(), lit.to_string()));
        }
    }
    out
}

/// The path a `.route(…)` call names: a literal, or a `format!` whose arguments are
/// string bindings of the same file (`{{` and `}}` are axum's braces).
fn route_path(call: &str, bindings: &[(String, String)], file: &Path) -> Option<String> {
    let literal = call.split('"').nth(1)?;
    if !call.trim_start().starts_with("&format!(") {
        return Some(literal.to_string());
    }
    let mut out = String::new();
    let mut rest = literal;
    while let Some(c) = rest.chars().next() {
        if rest.starts_with("{{") || rest.starts_with("}}") {
            out.push(c);
            rest = &rest[2..];
        } else if c == '{' {
            let close = rest.find('}').expect("a closed format argument");
            let name = &rest[1..close];
            let value = bindings
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str())
                .unwrap_or_else(|| {
                    panic!(
                        "{}: route {literal:?} uses {{{name}}}, which is not a \
                         `let {name} = \"…\";` of that file: the route scanner in \
                         tests/web/routes.rs cannot read it",
                        file.display()
                    )
                });
            out.push_str(value);
            rest = &rest[close + 1..];
        } else {
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    Some(out)
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
        let bindings = string_bindings(&text);
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
            let Some(path) = route_path(call, &bindings, &f) else {
                continue;
            };
            // The methods are what follows the path argument.
            let handlers = call.rsplit_once('"').map_or(call, |(_, h)| h);
            let methods = METHODS
                .iter()
                .filter(|(token, _)| {
                    handlers.match_indices(token).any(|(i, _)| {
                        let before = handlers[..i].chars().last().unwrap_or(' ');
                        !(before.is_alphanumeric() || before == '_' || before == ':')
                    })
                })
                .map(|(_, m)| *m)
                .collect();
            out.push(Route {
                path,
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
    /// Anyone, once the tournament is published (organizers see every tournament):
    /// an unpublished one does not exist for anyone else (404).
    Published,
    /// Any logged-in account.
    SignedIn,
    /// The organizer, or a referee assigned to the match.
    Assigned,
    /// Organizers only.
    Organizer,
}

/// The access rule of a route; `None` when this file has no rule for it.
///
/// Read from the handlers: an `Organizer` extractor is [`Access::Organizer`];
/// `SignedIn` followed by `may_record` is [`Access::Assigned`]; `SignedIn` alone is
/// [`Access::SignedIn`]; a page that loads its tournament through `visible()` is
/// [`Access::Published`]; a link that carries its own secret token is public.
pub fn access(method: &str, path: &str) -> Option<Access> {
    use Access::*;
    let under = |p: &str| path.starts_with(p);
    let get = method == "GET";
    Some(match path {
        "/" | "/healthz" | "/login" | "/lang" | "/logout" | "/api/openapi.json" => Public,
        // The list shows published tournaments to everyone; creating one is the organizer's.
        "/tournaments" | "/api/v1/tournaments" if get => Public,
        "/tournaments/{id}"
        | "/tournaments/{id}/standings"
        | "/tournaments/{id}/pairings"
        | "/tournaments/{id}/tables"
        | "/tournaments/{id}/rounds/{round}"
        | "/tournaments/{id}/projector"
        | "/tournaments/{id}/projector/deck"
        | "/tournaments/{id}/events"
            if get =>
        {
            Published
        }
        _ if get && under("/api/v1/tournaments/") => Published,
        // Individual tournaments: the list and the standings are public, the rest the
        // organizer's.
        "/individual" | "/individual/{id}/standings" if get => Public,
        // Their published views: the public page, its event stream, the projector, the
        // read API (drafts only for organizers, as the team API).
        "/individual/{id}"
        | "/individual/{id}/events"
        | "/individual/{id}/projector"
        | "/individual/{id}/projector/deck"
            if get =>
        {
            Public
        }
        _ if get && under("/api/v1/individual") => Public,
        // Seasons and club standings (the `stages` branch's pages): public to read,
        // the organizer's to change.
        "/seasons"
        | "/seasons/{id}"
        | "/seasons/{id}/clubs"
        | "/seasons/{id}/projector"
        | "/seasons/{id}/projector/deck"
        | "/individual/{id}/clubs"
            if get =>
        {
            Public
        }
        _ if under("/seasons") => Organizer,
        // A table's result and the results waiting for their second confirmation:
        // any referee or organizer, as the team tournaments' (docs/INDIVIDUAL.md).
        "/individual/{id}/confirmations" | "/individual/{id}/matches/{match}" if get => SignedIn,
        "/individual/{id}/matches/{match}/confirm" => SignedIn,
        _ if get && under("/api/v1/seasons") => Public,
        _ if under("/individual") => Organizer,
        // Secret links: the token is the permission.
        _ if under("/setup/") || under("/draft/") || under("/t/") || under("/static/") => Public,
        _ if under("/objective/") => Public,
        _ if under("/api/v1/draft/") || under("/api/v1/tables/") => Public,
        "/account" | "/account/password" | "/console" | "/console/new" | "/api/v1/matches"
        | "/api/v1/objectives" => SignedIn,
        // The second confirmation: any referee or organizer but the signer (docs/ORGANIZER.md).
        "/tournaments/{id}/confirmations" if get => SignedIn,
        "/tournaments/{id}/matches/{match}/confirm" => SignedIn,
        "/console/m/{id}/referees" | "/api/v1/matches/{id}/referees" => Organizer,
        _ if under("/console/m/") || under("/api/v1/matches/") => Assigned,
        _ if under("/tournaments") || under("/users") || under("/boards") => Organizer,
        // The club's people (issue 30): the organizer's.
        _ if under("/people") => Organizer,
        // The GestioneTorneo import (issue 30): the organizer's.
        _ if under("/gestione") => Organizer,
        // Circuits (issue 30): the list, the standings, the projector and the read
        // API are public; rules, events and the exports the organizer's. A
        // player's page is public: it shows what the events' pages show.
        "/circuits"
        | "/circuits/{id}"
        | "/circuits/{id}/projector"
        | "/circuits/{id}/projector/deck"
        | "/players/{id}"
            if get =>
        {
            Public
        }
        _ if get && under("/api/v1/circuits") => Public,
        _ if under("/circuits") => Organizer,
        // The club's hub link (issue 30): the organizer's (the publish button is
        // under `/individual`).
        _ if under("/hub-link") => Organizer,
        _ => return None,
    })
}
