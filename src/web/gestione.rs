//! Importing a past event from a GestioneTorneo workbook (issue 30): the organizer
//! uploads the `.xls`/`.xlsx`, sees what it holds and every row that cannot be read,
//! and confirms; the event is then stored as a finished individual tournament.
//! Reading is [`crate::tournament::gestione`], storing [`crate::db::gestione`]; this
//! module carries the file and builds each table's match and result.
//!
//! One route, `/gestione/import`: GET the form; POST (multipart, `_csrf` first) a
//! `file` for the preview, or the previewed `workbook` (hex, sent back by the preview
//! page) with `store=1` to store it. Nothing is kept between the two requests.

use crate::accounts::token::{random_token, same_token};
use crate::db;
use crate::db::gestione::{Import, Imported, ImportedTable};
use crate::engine::RulesetId;
use crate::tournament::PlayerId;
use crate::tournament::gestione::{Event, Reading, read_workbook};
use crate::tournament::individual::{SeatOutcome, TableOutcome};
use crate::tournament::seating::{Proof, SeatingReport, SeatingSettings};
use crate::web::console::registry::tournament_table;
use crate::web::console::ruleset::TableRefused;
use crate::web::pages::render_status;
use crate::web::session::{Organizer, Visitor};
use crate::web::signed::{Produced, fingerprint};
use crate::web::tournaments::transfer::IMPORT_LIMIT;
use crate::web::{AppError, AppState, Result};
use askama::Template;
use axum::Router;
use axum::extract::multipart::MultipartRejection;
use axum::extract::{DefaultBodyLimit, Multipart, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use rand::RngCore;
use tower_http::limit::RequestBodyLimitLayer;

/// The ruleset of an imported event's tables: GestioneTorneo runs RisiKo! tournaments.
const RULESET: RulesetId = RulesetId::RisikoTorneo;

/// The import route, with the archive import's body limit instead of the app-wide
/// one (a workbook of a long event is a few hundred KB; the preview sends it back
/// hex-encoded, twice that).
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/gestione/import", get(form).post(upload))
        .layer(DefaultBodyLimit::max(IMPORT_LIMIT))
        .layer(RequestBodyLimitLayer::new(IMPORT_LIMIT))
}

/// A player as the preview lists them.
struct PlayerLine {
    name: String,
    club: String,
    national_id: String,
}

/// A table as the preview shows it: "Anna Rossi 58 (1st)".
struct TableLine {
    round: u32,
    number: u32,
    ghost: bool,
    /// (name, score, place).
    seats: Vec<(String, String, u32)>,
}

/// A row of the workbook's standings.
struct StandingLine {
    place: u32,
    name: String,
    total: String,
}

#[derive(Template)]
#[template(path = "gestione/import.html")]
struct ImportPage {
    v: Visitor,
    /// A refusal of the request itself (no file, a second import).
    error: Option<String>,
    /// The workbook read, when one was sent.
    preview: Option<Preview>,
}

/// What the preview shows.
struct Preview {
    name: String,
    date: String,
    venue: String,
    kind: String,
    players: Vec<PlayerLine>,
    tables: Vec<TableLine>,
    standings: Vec<StandingLine>,
    /// Every problem, as sentences.
    problems: Vec<String>,
    /// The workbook, hex, for the confirm form (only when it is clean).
    workbook: Option<String>,
}

fn number(x: f64) -> String {
    // Scores and totals are shown as the workbook has them: no needless ".0".
    let s = format!("{x:.2}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

impl Preview {
    fn of(v: &Visitor, r: &Reading, bytes: &[u8]) -> Preview {
        let mut problems: Vec<String> = r.problems.iter().map(|p| p.sentence(v.lang)).collect();
        let empty = Event::default();
        let e = r.event.as_ref().unwrap_or(&empty);
        let name_of = |id: i64| {
            e.player(id)
                .map_or_else(|| id.to_string(), |p| p.name.clone())
        };
        // A table the ruleset cannot open (two players) cannot be stored either.
        for (round, t) in e
            .rounds
            .iter()
            .flat_map(|r| r.tables.iter().map(move |t| (r.number, t)))
        {
            let names: Vec<String> = t.seats.iter().map(|s| name_of(s.player)).collect();
            if let Err(refused) = tournament_table(RULESET, &names, 1) {
                problems.push(table_refused(v, round, t.number, &refused));
            }
        }
        Preview {
            name: e.name.clone(),
            date: e
                .date()
                .map(|d| d.format("%d/%m/%Y").to_string())
                .unwrap_or_default(),
            venue: e.venue.clone().unwrap_or_default(),
            kind: e.kind.clone().unwrap_or_default(),
            players: e
                .seated()
                .into_iter()
                .map(|p| PlayerLine {
                    name: p.name.clone(),
                    club: p.club.clone().unwrap_or_default(),
                    national_id: p.national_id.clone().unwrap_or_default(),
                })
                .collect(),
            tables: e
                .rounds
                .iter()
                .flat_map(|r| {
                    r.tables.iter().map(|t| TableLine {
                        round: r.number,
                        number: t.number,
                        ghost: t.ghost,
                        seats: t
                            .seats
                            .iter()
                            .map(|s| (name_of(s.player), number(s.score), s.place))
                            .collect(),
                    })
                })
                .collect(),
            standings: e
                .standings
                .iter()
                .map(|s| StandingLine {
                    place: s.place,
                    name: name_of(s.player),
                    total: number(s.total),
                })
                .collect(),
            workbook: (problems.is_empty() && r.event.is_some()).then(|| hex(bytes)),
            problems,
        }
    }
}

/// A table the ruleset refuses, as a sentence.
fn table_refused(v: &Visitor, round: u32, table: u32, refused: &TableRefused) -> String {
    let why = match refused {
        TableRefused::Form(key) => v.t(key).to_string(),
        TableRefused::Engine(o) => o.message(v.lang).to_string(),
        TableRefused::NoTables => v.t("ind.err.ruleset").to_string(),
    };
    crate::i18n::tf(
        v.lang,
        "gestione.table_refused",
        &[
            ("round", round.into()),
            ("table", table.into()),
            ("why", why.into()),
        ],
    )
}

fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    bytes
        .iter()
        .fold(String::with_capacity(bytes.len() * 2), |mut s, b| {
            let _ = write!(s, "{b:02x}");
            s
        })
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    let text = text.trim();
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

fn page(
    v: Visitor,
    status: StatusCode,
    error: Option<String>,
    preview: Option<Preview>,
) -> Result<Response> {
    render_status(status, &ImportPage { v, error, preview })
}

/// `GET /gestione/import`: the upload form.
pub async fn form(Organizer(v, _): Organizer) -> Result<Response> {
    page(v, StatusCode::OK, None, None)
}

/// The multipart form as sent: the workbook's bytes and whether to store it.
struct Sent {
    bytes: Vec<u8>,
    store: bool,
}

/// Reads the form: `_csrf` first (the session layer reads no multipart body), then
/// `file` (an upload) or `workbook` (the preview's hex) and `store`. Err is the
/// status and message key of a refusal.
async fn sent(
    form: std::result::Result<Multipart, MultipartRejection>,
    csrf: &str,
) -> std::result::Result<Sent, (StatusCode, &'static str)> {
    let broken = (StatusCode::BAD_REQUEST, "xfer.err.upload");
    let forged = (StatusCode::FORBIDDEN, "err.csrf");
    let mut form = form.map_err(|_| broken)?;
    match form.next_field().await {
        Ok(Some(f)) if f.name() == Some("_csrf") => {
            let token = f.text().await.map_err(|_| broken)?;
            if !same_token(&token, csrf) {
                return Err(forged);
            }
        }
        Ok(_) => return Err(forged),
        Err(_) => return Err(broken),
    }
    let mut out = Sent {
        bytes: Vec::new(),
        store: false,
    };
    loop {
        let field = match form.next_field().await {
            Ok(Some(f)) => f,
            Ok(None) => break,
            Err(e) => {
                let status = e.status();
                return Err((
                    if status.is_client_error() {
                        status
                    } else {
                        StatusCode::BAD_REQUEST
                    },
                    "xfer.err.upload",
                ));
            }
        };
        match field.name() {
            Some("file") => out.bytes = field.bytes().await.map_err(|_| broken)?.to_vec(),
            Some("workbook") => {
                let text = field.text().await.map_err(|_| broken)?;
                out.bytes =
                    unhex(&text).ok_or((StatusCode::BAD_REQUEST, "gestione.err.workbook"))?;
            }
            Some("store") => out.store = field.text().await.map_err(|_| broken)? == "1",
            _ => {}
        }
    }
    if out.bytes.is_empty() {
        return Err((StatusCode::UNPROCESSABLE_ENTITY, "xfer.err.no_file"));
    }
    Ok(out)
}

/// `POST /gestione/import`: the preview of an uploaded workbook (422 when it has
/// problems), or, with `store=1`, the event stored and the organizer sent to it. A
/// workbook with any problem is never stored; an event imported before is refused
/// (409) with a link to it.
pub async fn upload(
    State(state): State<AppState>,
    Organizer(v, me): Organizer,
    form: std::result::Result<Multipart, MultipartRejection>,
) -> Result<Response> {
    let s = match sent(form, &v.csrf).await {
        Ok(s) => s,
        Err((status, key)) => {
            let msg = v.t(key).to_string();
            return page(v, status, Some(msg), None);
        }
    };
    // Reading an old binary format is CPU work: off the async workers.
    let bytes = s.bytes;
    let (reading, bytes) = tokio::task::spawn_blocking(move || (read_workbook(&bytes), bytes))
        .await
        .map_err(|e| AppError::Internal(format!("gestione read: {e}")))?;
    let preview = Preview::of(&v, &reading, &bytes);
    let clean = preview.problems.is_empty();
    let Some(event) = reading.event.as_ref().filter(|_| clean) else {
        return page(v, StatusCode::UNPROCESSABLE_ENTITY, None, Some(preview));
    };
    if let Some(id) = db::gestione::imported_as(&state.db, &event.fingerprint()).await? {
        return already(v, id, preview);
    }
    if !s.store {
        return page(v, StatusCode::OK, None, Some(preview));
    }
    let import = match prepared(&v, event) {
        Ok(i) => i,
        Err(msg) => {
            return page(
                v,
                StatusCode::UNPROCESSABLE_ENTITY,
                Some(msg),
                Some(preview),
            );
        }
    };
    let by = db::format::By::new(me.id, state.now_unix());
    match db::gestione::import(&state.db, &import, by).await? {
        Imported::Stored(id) => {
            Ok(Redirect::to(&format!("/individual/{id}/manage")).into_response())
        }
        Imported::Already(id) => already(v, id, preview),
    }
}

/// The refusal of an event imported before: 409, with a link to its tournament.
fn already(v: Visitor, id: i64, mut preview: Preview) -> Result<Response> {
    preview.workbook = None;
    let msg = crate::i18n::tf(
        v.lang,
        "gestione.err.already",
        &[("url", format!("/individual/{id}").into())],
    );
    page(v, StatusCode::CONFLICT, Some(msg), Some(preview))
}

/// The event as stored: the tournament's settings, and each table's match (as the
/// console opens a tournament table) with its result entered from the scores.
fn prepared<'a>(v: &Visitor, event: &'a Event) -> std::result::Result<Import<'a>, String> {
    let formula = event.formula();
    let report = SeatingReport {
        terms: Vec::new(),
        proof: Proof::Edited,
        next_round_kept_open: false,
    };
    let mut tables = Vec::new();
    for r in &event.rounds {
        for t in &r.tables {
            let names: Vec<String> = t
                .seats
                .iter()
                .filter_map(|s| event.player(s.player).map(|p| p.name.clone()))
                .collect();
            let log = tournament_table(RULESET, &names, rand::rngs::OsRng.next_u64())
                .map_err(|e| table_refused(v, r.number, t.number, &e))?;
            let setup_json = log.to_json_pretty();
            // Each seat's player is its seat number, as a result computed from a log.
            let outcome = TableOutcome {
                seats: t
                    .seats
                    .iter()
                    .zip(0..)
                    .map(|(s, seat)| SeatOutcome {
                        player: PlayerId(seat),
                        place: s.place,
                        table_points: s.score,
                        outside_points: 0.0,
                        territories: 0.0,
                        risiko: false,
                        eliminated: false,
                        tournament_penalty: 0.0,
                    })
                    .collect(),
                ghost: t.ghost,
            };
            let produced = Produced {
                names,
                outcome,
                teams: None,
            };
            let result_json = serde_json::to_string(&produced).map_err(|e| e.to_string())?;
            tables.push(ImportedTable {
                round: r.number,
                number: t.number,
                label: format!(
                    "{} · {} {} · {} {}",
                    event.name,
                    v.t("ind.round"),
                    r.number,
                    v.t("ind.table"),
                    t.number
                ),
                setup_hash: fingerprint(&setup_json),
                setup_json,
                result_json,
                token: random_token(),
            });
        }
    }
    Ok(Import {
        event,
        ruleset: RULESET.id(),
        seating: serde_json::to_string(&SeatingSettings::default()).map_err(|e| e.to_string())?,
        formula: serde_json::to_string(&formula).map_err(|e| e.to_string())?,
        report: serde_json::to_string(&report).map_err(|e| e.to_string())?,
        tables,
    })
}
