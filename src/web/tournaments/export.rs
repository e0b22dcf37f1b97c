//! Downloads for organizers: the standings and every match as CSV, and the same
//! sheets (plus each round's pairing) as one XLSX workbook. The JSON archive is in
//! [`super::transfer`].

use super::inputs::{Loaded, Managed};
use super::sheets::{self, Cell, Sheet};
use crate::web::{AppError, AppState, Result};
use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};

/// A file to download: the right type, a file name with the tournament's date and
/// name, and no caching (the data changes during the evening and is not public).
pub fn download(bytes: Vec<u8>, content_type: &'static str, filename: &str) -> Response {
    let mut resp = attachment(bytes, content_type, filename);
    let h = resp.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    resp
}

/// A file the browser saves as `filename` rather than shows, of `content_type`.
pub fn attachment(bytes: Vec<u8>, content_type: &'static str, filename: &str) -> Response {
    let disposition = format!("attachment; filename=\"{filename}\"");
    let mut resp = bytes.into_response();
    let h = resp.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    if let Ok(v) = HeaderValue::from_str(&disposition) {
        h.insert(header::CONTENT_DISPOSITION, v);
    }
    resp
}

/// `2026-11-21-serata-di-novembre-standings.csv`: ASCII only, so every browser and
/// file system takes it as it is.
pub fn file_name(t: &Loaded, what: &str) -> String {
    dated_file_name(&t.row.held_on, &t.row.name, what)
}

/// Today's date (`YYYY-MM-DD`) by the app's clock: what names the downloads of an
/// individual tournament or a season, which have no date of their own.
pub fn today(state: &AppState) -> String {
    state.clock.now().format("%Y-%m-%d").to_string()
}

/// A download of something with no date of its own (an individual tournament, a
/// season, a circuit), named by [`dated_file_name`] with today's date.
fn download_today(
    state: &AppState,
    name: &str,
    what: &str,
    content_type: &'static str,
    bytes: Vec<u8>,
) -> Response {
    download(
        bytes,
        content_type,
        &dated_file_name(&today(state), name, what),
    )
}

/// One sheet as a CSV download named with today's date: a sheet of an individual
/// tournament, a season or a circuit.
///
/// # Errors
/// When the CSV writer fails.
pub fn csv_today(state: &AppState, name: &str, what: &str, sheet: &Sheet) -> Result<Response> {
    Ok(download_today(state, name, what, CSV, csv_bytes(sheet)?))
}

/// Sheets as one XLSX workbook named with today's date, the sibling of [`csv_today`].
///
/// # Errors
/// When the workbook writer fails.
pub fn xlsx_today(state: &AppState, name: &str, what: &str, sheets: &[Sheet]) -> Result<Response> {
    Ok(download_today(state, name, what, XLSX, xlsx_bytes(sheets)?))
}

/// `<date>-<name-slug>-<what>` for any named thing held on `date` (`YYYY-MM-DD`).
pub fn dated_file_name(date: &str, name: &str, what: &str) -> String {
    let mut slug = String::new();
    for c in name.to_lowercase().chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.ends_with('-') {
            slug.push('-');
        }
    }
    let slug: String = slug.trim_matches('-').chars().take(40).collect();
    let slug = slug.trim_end_matches('-');
    let slug = if slug.is_empty() { "torneo" } else { slug };
    format!("{date}-{slug}-{what}")
}

/// A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR
/// first) gets a leading apostrophe, the usual CSV-injection guard: team and player
/// names are typed by people.
fn guarded(s: &str) -> std::borrow::Cow<'_, str> {
    if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{s}").into()
    } else {
        s.into()
    }
}

/// One sheet as CSV: UTF-8 with a byte-order mark (so spreadsheet programs read
/// accents right), comma-separated, a header row, CRLF line ends (RFC 4180).
///
/// # Errors
/// [`AppError::Internal`] if writing to memory fails (it does not).
pub fn csv_bytes(sheet: &Sheet) -> Result<Vec<u8>> {
    let fail = |e: csv::Error| AppError::Internal(format!("csv: {e}"));
    let mut w = csv::WriterBuilder::new()
        .terminator(csv::Terminator::CRLF)
        .from_writer(b"\xEF\xBB\xBF".to_vec());
    w.write_record(&sheet.header).map_err(fail)?;
    for row in &sheet.rows {
        let fields: Vec<std::borrow::Cow<'_, str>> = row
            .iter()
            .map(|c| match c {
                Cell::Text(s) => guarded(s),
                Cell::Int(n) => n.to_string().into(),
                Cell::Decimal(s) => s.as_str().into(),
                Cell::Empty => "".into(),
            })
            .collect();
        w.write_record(fields.iter().map(|f| f.as_ref()))
            .map_err(fail)?;
    }
    w.into_inner()
        .map_err(|e| AppError::Internal(format!("csv: {e}")))
}

/// The sheets as an XLSX workbook: bold header row frozen at the top, columns
/// fitted to their content, numbers as numbers.
///
/// # Errors
/// [`AppError::Internal`] if the workbook cannot be written (a bad sheet name: a bug).
pub fn xlsx_bytes(sheets: &[Sheet]) -> Result<Vec<u8>> {
    use rust_xlsxwriter::{Format, Workbook, XlsxError};
    let fail = |e: XlsxError| AppError::Internal(format!("xlsx: {e}"));
    let mut book = Workbook::new();
    let bold = Format::new().set_bold();
    for sheet in sheets {
        let ws = book.add_worksheet();
        ws.set_name(&sheet.name).map_err(fail)?;
        for (col, name) in (0u16..).zip(&sheet.header) {
            ws.write_string_with_format(0, col, *name, &bold)
                .map_err(fail)?;
        }
        for (r, row) in (1u32..).zip(&sheet.rows) {
            for (col, cell) in (0u16..).zip(row) {
                match cell {
                    Cell::Text(s) => ws.write_string(r, col, s.as_str()).map_err(fail)?,
                    // Scores and counts are far below 2^53: exact as f64.
                    Cell::Int(n) => ws.write_number(r, col, *n as f64).map_err(fail)?,
                    Cell::Decimal(s) => match s.parse::<f64>() {
                        Ok(x) => ws.write_number(r, col, x).map_err(fail)?,
                        Err(_) => ws.write_string(r, col, s.as_str()).map_err(fail)?,
                    },
                    Cell::Empty => ws,
                };
            }
        }
        ws.set_freeze_panes(1, 0).map_err(fail)?;
        ws.autofit();
    }
    book.save_to_buffer().map_err(fail)
}

pub(crate) const CSV: &str = "text/csv; charset=utf-8";
pub(crate) const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// One sheet of the tournament as a CSV file named after it.
fn csv_file(t: &Loaded, sheet: &Sheet, name: &str) -> Result<Response> {
    Ok(download(csv_bytes(sheet)?, CSV, &file_name(t, name)))
}

/// `GET /tournaments/{id}/export/standings.csv`: team standings.
pub async fn standings_csv(
    State(state): State<AppState>,
    Managed { t, .. }: Managed,
) -> Result<Response> {
    let sheet = sheets::team_sheet(&t, &sheets::results(&state, &t).await?)?;
    csv_file(&t, &sheet, "standings.csv")
}

/// `GET /tournaments/{id}/export/players.csv`: individual standings.
pub async fn players_csv(
    State(state): State<AppState>,
    Managed { t, .. }: Managed,
) -> Result<Response> {
    let sheet = sheets::player_sheet(&t, &sheets::results(&state, &t).await?)?;
    csv_file(&t, &sheet, "players.csv")
}

/// `GET /tournaments/{id}/export/matches.csv`: every match seat by seat, and byes.
pub async fn matches_csv(
    State(state): State<AppState>,
    Managed { t, .. }: Managed,
) -> Result<Response> {
    let sheet = sheets::match_sheet(&state, &t).await?;
    csv_file(&t, &sheet, "matches.csv")
}

/// `GET /tournaments/{id}/export/tournament.xlsx`: Teams, Players, Matches and one
/// sheet per round.
pub async fn workbook(
    State(state): State<AppState>,
    Managed { t, .. }: Managed,
) -> Result<Response> {
    let results = sheets::results(&state, &t).await?;
    let mut all = vec![
        sheets::team_sheet(&t, &results)?,
        sheets::player_sheet(&t, &results)?,
        sheets::match_sheet(&state, &t).await?,
    ];
    all.extend(sheets::pairing_sheets(&state, &t).await?);
    Ok(download(
        xlsx_bytes(&all)?,
        XLSX,
        &file_name(&t, "tournament.xlsx"),
    ))
}
