//! Reading the workbook's cells with `calamine` (both `.xls` and `.xlsx`) into an
//! [`Event`], each unreadable row a [`Problem`].

use std::collections::HashSet;
use std::io::Cursor;

use calamine::{Data, Range, Reader, open_workbook_auto_from_rs};
use chrono::{Days, NaiveDate};

use super::{
    Event, GHOST_ID, MAX_SEATS, Player, Problem, ROUND_SUFFIX, Reading, Round, SHEET_EVENT,
    SHEET_PLAYERS, SHEET_STANDINGS, Seat, Standing, Table, What, places,
};

/// Reads a GestioneTorneo workbook (`.xls` or `.xlsx` bytes). Never panics: a file
/// that does not open, or that the reader chokes on, is one problem.
pub fn read_workbook(bytes: &[u8]) -> Reading {
    // The reader is a third party's parser of an old binary format: a malformed file
    // must come back as a sentence, not take the request down.
    std::panic::catch_unwind(|| read(bytes)).unwrap_or_else(|_| not_a_workbook())
}

fn not_a_workbook() -> Reading {
    Reading {
        event: None,
        problems: vec![Problem {
            sheet: String::new(),
            row: None,
            what: What::NotAWorkbook,
        }],
    }
}

/// The problems found so far, in reading order.
#[derive(Default)]
struct Found(Vec<Problem>);

impl Found {
    fn at(&mut self, sheet: &str, row: Option<u32>, what: What) {
        self.0.push(Problem {
            sheet: sheet.to_string(),
            row,
            what,
        });
    }
}

fn read(bytes: &[u8]) -> Reading {
    let Ok(mut book) = open_workbook_auto_from_rs(Cursor::new(bytes)) else {
        return not_a_workbook();
    };
    let names = book.sheet_names();
    let mut found = Found::default();
    // GestioneTorneo finds its sheets by name; a name typed again by hand may differ
    // in case or trailing spaces.
    let mut sheet = |wanted: &str, found: &mut Found| {
        let name = names
            .iter()
            .find(|n| n.trim().eq_ignore_ascii_case(wanted))
            .cloned();
        match name.and_then(|n| book.worksheet_range(&n).ok()) {
            Some(range) => Some(range),
            None => {
                found.at(wanted, None, What::MissingSheet);
                None
            }
        }
    };
    let head = sheet(SHEET_EVENT, &mut found);
    let registered = sheet(SHEET_PLAYERS, &mut found);
    let standings = sheet(SHEET_STANDINGS, &mut found);
    let mut event = Event::default();
    if let Some(range) = &head {
        read_head(range, &mut event, &mut found);
    }
    if let Some(range) = &registered {
        event.players = read_players(range, &mut found);
    }
    let mut round_sheets: Vec<(u32, String)> = names
        .iter()
        .filter_map(|n| round_number(n).map(|k| (k, n.clone())))
        .collect();
    round_sheets.sort();
    if round_sheets.is_empty() {
        found.at(&format!("1{ROUND_SUFFIX}"), None, What::NoRounds);
    }
    for (expected, (number, name)) in (1..).zip(&round_sheets) {
        if *number != expected {
            // Rounds are played in order: a gap is a sheet lost or renamed.
            found.at(
                &format!("{expected}{ROUND_SUFFIX}"),
                None,
                What::MissingSheet,
            );
            break;
        }
        let Ok(range) = book.worksheet_range(name) else {
            found.at(name, None, What::MissingSheet);
            continue;
        };
        let known = registered.is_some().then_some(event.players.as_slice());
        let tables = read_round(name, &range, known, &mut found);
        event.rounds.push(Round {
            number: *number,
            tables,
        });
    }
    if let Some(range) = &standings {
        let known = registered.is_some().then_some(event.players.as_slice());
        event.standings = read_standings(range, known, &mut found);
    }
    Reading {
        event: Some(event),
        problems: found.0,
    }
}

/// The round number of a sheet named `N° Turno`, else None.
fn round_number(name: &str) -> Option<u32> {
    let name = name.trim();
    let stem = name.strip_suffix("Turno")?.trim_end();
    // GestioneTorneo writes the degree sign; a sheet renamed by hand may carry the
    // ordinal indicator instead.
    let digits = stem.trim_end_matches(['°', 'º']).trim_end();
    digits.parse().ok().filter(|n| *n >= 1)
}

/// The cell at (row, column), counted from 0 as the sheet does.
fn cell(range: &Range<Data>, row: u32, col: u32) -> &Data {
    range.get_value((row, col)).unwrap_or(&Data::Empty)
}

/// The rows the sheet holds, from `from` on (0-based).
fn rows(range: &Range<Data>, from: u32) -> std::ops::Range<u32> {
    match range.end() {
        Some((last, _)) => from..last.saturating_add(1),
        // An empty sheet: no rows.
        None => 0..0,
    }
}

/// A cell as the text a person sees, trimmed; None when empty.
fn text(d: &Data) -> Option<String> {
    let s = match d {
        Data::String(s) | Data::DateTimeIso(s) | Data::DurationIso(s) => s.trim().to_string(),
        Data::Float(f) if f.fract() == 0.0 && f.abs() < 1e15 => format!("{f:.0}"),
        Data::Float(f) => f.to_string(),
        Data::Int(i) => i.to_string(),
        Data::Bool(b) => b.to_string(),
        Data::DateTime(x) => x.as_f64().to_string(),
        Data::Error(e) => e.to_string(),
        Data::Empty => String::new(),
    };
    Some(s).filter(|s| !s.is_empty())
}

/// A number cell (or a number written as text, with a decimal comma or point);
/// Ok(None) when empty, Err(the text) when it is something else.
fn number(d: &Data) -> Result<Option<f64>, String> {
    match d {
        Data::Empty => Ok(None),
        Data::Float(f) => Ok(Some(*f)),
        #[allow(clippy::cast_precision_loss)] // workbook numbers are small
        Data::Int(i) => Ok(Some(*i as f64)),
        Data::String(s) if s.trim().is_empty() => Ok(None),
        Data::String(s) => s
            .trim()
            .replace(',', ".")
            .parse::<f64>()
            .ok()
            .filter(|f| f.is_finite())
            .map(Some)
            .ok_or_else(|| s.trim().to_string()),
        other => Err(text(other).unwrap_or_default()),
    }
}

/// A whole-number cell (an id, a place); Ok(None) when empty.
fn whole(d: &Data) -> Result<Option<i64>, String> {
    match number(d)? {
        None => Ok(None),
        #[allow(clippy::cast_possible_truncation)] // checked whole and in range
        Some(f) if f.fract() == 0.0 && f.abs() < 1e15 => Ok(Some(f as i64)),
        Some(_) => Err(text(d).unwrap_or_default()),
    }
}

/// A date cell: a date, a day serial, or `dd/mm/yyyy` text.
fn date(d: &Data) -> Result<Option<NaiveDate>, String> {
    let serial = match d {
        Data::Empty => return Ok(None),
        Data::DateTime(x) => x.as_f64(),
        Data::Float(f) => *f,
        #[allow(clippy::cast_precision_loss)]
        Data::Int(i) => *i as f64,
        Data::String(s) | Data::DateTimeIso(s) => {
            let s = s.trim();
            if s.is_empty() {
                return Ok(None);
            }
            return ["%d/%m/%Y", "%Y-%m-%d", "%d-%m-%Y", "%d.%m.%Y"]
                .iter()
                .find_map(|f| NaiveDate::parse_from_str(s.get(..10).unwrap_or(s), f).ok())
                .map(Some)
                .ok_or_else(|| s.to_string());
        }
        other => return Err(text(other).unwrap_or_default()),
    };
    // Spreadsheet day serials count from 30 December 1899 (the 1900 leap-year slip
    // included), which is right for every date after February 1900.
    let epoch = NaiveDate::from_ymd_opt(1899, 12, 30).unwrap_or_default();
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let days = (1.0..2_958_466.0)
        .contains(&serial)
        .then(|| serial.floor() as u64);
    days.and_then(|n| epoch.checked_add_days(Days::new(n)))
        .map(Some)
        .ok_or_else(|| text(d).unwrap_or_default())
}

/// `TORNEO`: column D holds the values.
fn read_head(range: &Range<Data>, event: &mut Event, found: &mut Found) {
    const D: u32 = 3;
    event.venue = text(cell(range, 1, D));
    event.organizer = text(cell(range, 2, D));
    event.kind = text(cell(range, 4, D));
    match text(cell(range, 3, D)) {
        Some(name) => event.name = name,
        None => found.at(SHEET_EVENT, Some(4), What::NoName),
    }
    for row in 7..=36 {
        match date(cell(range, row, D)) {
            Ok(Some(d)) => event.dates.push(d),
            Ok(None) => {}
            Err(t) => found.at(SHEET_EVENT, Some(row + 1), What::BadDate(t)),
        }
    }
}

/// `Iscritti`, from its fourth row.
fn read_players(range: &Range<Data>, found: &mut Found) -> Vec<Player> {
    let mut players: Vec<Player> = Vec::new();
    for row in rows(range, 3) {
        let at = Some(row + 1);
        let name = [1, 2]
            .iter()
            .filter_map(|c| text(cell(range, row, *c)))
            .collect::<Vec<_>>()
            .join(" ");
        let id = match whole(cell(range, row, 0)) {
            Ok(Some(id)) if id != 0 => id,
            // The template's unused lines carry an id and no name, or nothing.
            Ok(_) => continue,
            Err(t) => {
                found.at(SHEET_PLAYERS, at, What::BadId(t));
                continue;
            }
        };
        if name.is_empty() {
            continue;
        }
        if players.iter().any(|p| p.id == id) {
            found.at(SHEET_PLAYERS, at, What::DuplicateId(id));
            continue;
        }
        if players
            .iter()
            .any(|p| p.name.to_lowercase() == name.to_lowercase())
        {
            found.at(SHEET_PLAYERS, at, What::DuplicateName(name));
            continue;
        }
        // A national id is a number in GestioneTorneo; 0 is how an .xlsx reads an
        // empty cell there, so it means none.
        let national_id = match cell(range, row, 8) {
            Data::Float(f) if *f == 0.0 => None,
            Data::Int(0) => None,
            other => text(other),
        };
        if let Some(n) = &national_id
            && players.iter().any(|p| p.national_id.as_ref() == Some(n))
        {
            found.at(SHEET_PLAYERS, at, What::DuplicateNationalId(n.clone()));
            continue;
        }
        players.push(Player {
            id,
            name,
            club: text(cell(range, row, 4)),
            region: text(cell(range, row, 6)),
            national_id,
            row: row + 1,
        });
    }
    players
}

/// The digits of a `Tavolo N°k` header, if it is one.
fn table_header(d: &Data) -> Option<Option<u32>> {
    let Data::String(s) = d else { return None };
    let s = s.trim();
    if !s.to_lowercase().starts_with("tavolo") {
        return None;
    }
    let digits: String = s
        .chars()
        .skip_while(|c| !c.is_ascii_digit())
        .take_while(char::is_ascii_digit)
        .collect();
    Some(digits.parse().ok())
}

/// A round sheet: header rows and player rows. `known` is `Iscritti`'s players
/// (None when that sheet is missing: then ids are not checked).
fn read_round(
    sheet: &str,
    range: &Range<Data>,
    known: Option<&[Player]>,
    found: &mut Found,
) -> Vec<Table> {
    let mut tables: Vec<Table> = Vec::new();
    let mut header: Option<u32> = None;
    let mut seen: HashSet<i64> = HashSet::new();
    let cols = u32::try_from(MAX_SEATS * 3).unwrap_or(15);
    for row in rows(range, range.start().map_or(0, |s| s.0)) {
        let at = Some(row + 1);
        if let Some(number) = table_header(cell(range, row, 0)) {
            let next = tables.last().map_or(0, |t| t.number) + 1;
            header = Some(number.unwrap_or(next));
            continue;
        }
        if (0..cols).all(|c| text(cell(range, row, c)).is_none()) {
            continue;
        }
        let Some(table_no) = header.take() else {
            found.at(sheet, at, What::NoTableHeader);
            continue;
        };
        let before = found.0.len();
        let mut table = Table {
            number: table_no,
            seats: Vec::new(),
            ghost: false,
        };
        let mut scores = Vec::new();
        for seat in 0..cols / 3 {
            let id = match whole(cell(range, row, seat * 3)) {
                Ok(Some(id)) if id != 0 => id,
                Ok(_) => continue,
                Err(t) => {
                    found.at(sheet, at, What::BadId(t));
                    continue;
                }
            };
            if id == GHOST_ID {
                table.ghost = true;
                continue;
            }
            // An empty score is 0, as GestioneTorneo reads it.
            let score = match number(cell(range, row, seat * 3 + 2)) {
                Ok(s) => s.unwrap_or(0.0),
                Err(text) => {
                    found.at(
                        sheet,
                        at,
                        What::BadScore {
                            seat: seat + 1,
                            text,
                        },
                    );
                    continue;
                }
            };
            if known.is_some_and(|k| !k.iter().any(|p| p.id == id)) {
                found.at(sheet, at, What::UnknownPlayer(id));
                continue;
            }
            if !seen.insert(id) {
                found.at(sheet, at, What::SeatedTwice(id));
                continue;
            }
            table.seats.push(Seat {
                player: id,
                score,
                place: 0,
            });
            scores.push(score);
        }
        if table.seats.is_empty() && found.0.len() == before {
            found.at(sheet, at, What::EmptyTable);
        }
        for (seat, place) in table.seats.iter_mut().zip(places(&scores)) {
            seat.place = place;
        }
        tables.push(table);
    }
    tables
}

/// `Classifica`: columns found by their headers in its first row.
fn read_standings(
    range: &Range<Data>,
    known: Option<&[Player]>,
    found: &mut Found,
) -> Vec<Standing> {
    let first = range.start().map_or(0, |s| s.0);
    let width = range.end().map_or(0, |e| e.1);
    let column = |name: &str| {
        (0..=width).find(|c| {
            text(cell(range, first, *c)).is_some_and(|h| {
                h.trim_end_matches('.')
                    .eq_ignore_ascii_case(name.trim_end_matches('.'))
            })
        })
    };
    let (Some(place), Some(total), Some(id)) = (column("Pos."), column("pt_tot"), column("id"))
    else {
        found.at(SHEET_STANDINGS, Some(first + 1), What::NoStandingsColumns);
        return Vec::new();
    };
    let mut out = Vec::new();
    for row in rows(range, first + 1) {
        let at = Some(row + 1);
        let cells = [place, total, id].map(|c| cell(range, row, c));
        if cells.iter().all(|c| text(c).is_none()) {
            continue;
        }
        let bad = |c: &Data| What::BadStanding(text(c).unwrap_or_default());
        let read = (
            whole(cells[0])
                .ok()
                .flatten()
                .and_then(|p| u32::try_from(p).ok()),
            number(cells[1]).ok().flatten(),
            whole(cells[2]).ok().flatten(),
        );
        let (Some(place), Some(total), Some(player)) = read else {
            let wrong = match read {
                (None, _, _) => cells[0],
                (_, None, _) => cells[1],
                _ => cells[2],
            };
            found.at(SHEET_STANDINGS, at, bad(wrong));
            continue;
        };
        if known.is_some_and(|k| !k.iter().any(|p| p.id == player)) {
            found.at(SHEET_STANDINGS, at, What::UnknownPlayer(player));
            continue;
        }
        out.push(Standing {
            place,
            player,
            total,
        });
    }
    out
}
