//! A past event from a GestioneTorneo workbook (issue 30): the `.xls`/`.xlsx` file the
//! program clubs used before Arbitro keeps per event. Pure: bytes in, an [`Event`]
//! and the list of [`Problem`]s out, never a panic; storing it is `db::gestione`.
//!
//! The layout is GestioneTorneo's own (`ExcelAccess.java`), read as facts:
//! - `TORNEO`: column D, rows 2–7: venue, organizer, event name, type, rounds,
//!   notes; rows 8–37: the date of each round.
//! - `Iscritti`: from row 4, one player a row: id, first name, surname, nick, club,
//!   present, region, birth date, national id. A row without an id or a name is an
//!   unused line of the template and is passed over, as GestioneTorneo does.
//! - `N° Turno` (`1° Turno`, `2° Turno`, …): per table a header row `Tavolo N°k`,
//!   then a row of up to five (id, name, score) cell triplets; id `-1` is the ghost
//!   seat, `0` or empty an unused triplet.
//! - `Classifica`: a header row (`Pos.`, …, `pt_tot`, `id`), then a row per player.
//!
//! Every row that cannot be read is a [`Problem`] naming its sheet and row; an event
//! with any problem is shown, never stored (docs/GESTIONETORNEO.md).

mod read;

pub use read::read_workbook;

use chrono::NaiveDate;
use fluent_bundle::FluentValue;

use crate::i18n::{Lang, tf};
use crate::tournament::individual::Formula;

/// The sheets GestioneTorneo names (its constants), and a round sheet's suffix.
pub const SHEET_EVENT: &str = "TORNEO";
/// The players.
pub const SHEET_PLAYERS: &str = "Iscritti";
/// The final standings.
pub const SHEET_STANDINGS: &str = "Classifica";
/// A round sheet is its number then this (`1° Turno`).
pub const ROUND_SUFFIX: &str = "° Turno";
/// The id of the ghost seat that completes a table.
pub const GHOST_ID: i64 = -1;
/// Seats of a table row: GestioneTorneo reads five triplets.
pub const MAX_SEATS: usize = 5;

/// An event as the workbook tells it (empty by default: what a preview shows of a
/// workbook it could not read at all).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Event {
    /// The event's name (`TORNEO`, D4).
    pub name: String,
    /// Where it was held (D2), if written.
    pub venue: Option<String>,
    /// Who organized it (D3), if written.
    pub organizer: Option<String>,
    /// GestioneTorneo's tournament type (D5: `Open`, `RadunoNazionale`, …), if written.
    pub kind: Option<String>,
    /// The dates of the rounds, in order (D8…).
    pub dates: Vec<NaiveDate>,
    /// The players, in the order of `Iscritti`.
    pub players: Vec<Player>,
    /// The rounds, by number.
    pub rounds: Vec<Round>,
    /// The standings of `Classifica`, in its order.
    pub standings: Vec<Standing>,
}

impl Event {
    /// The event's date: its first round's.
    pub fn date(&self) -> Option<NaiveDate> {
        self.dates.first().copied()
    }

    /// The formula the event is ranked by. The workbook names the event's category
    /// (D5, GestioneTorneo's `TipoTorneo`), not its scoring, which GestioneTorneo asks
    /// for when it writes the standings; each category gets the scoring its events
    /// use, and any other the Open's (docs/GESTIONETORNEO.md).
    pub fn formula(&self) -> Formula {
        let kind = self.kind.as_deref().unwrap_or("").trim().to_lowercase();
        match kind.as_str() {
            "raduno nazionale" => Formula::Raduno,
            "torneo master" => Formula::Master,
            "campionato nazionale" => Formula::Nazionale,
            _ => Formula::Open,
        }
    }

    /// What makes the event itself, whatever file it came in (an `.xls` saved again
    /// as `.xlsx` is the same event): its name, dates, players and every table's
    /// scores, hashed (BLAKE2s, hex). A second import of one event is recognised by it.
    pub fn fingerprint(&self) -> String {
        use blake2::{Blake2s256, Digest};
        use std::fmt::Write as _;
        let mut text = format!("{}\n", self.name);
        for d in &self.dates {
            let _ = writeln!(text, "{d}");
        }
        for r in &self.rounds {
            for t in &r.tables {
                let _ = write!(text, "{}/{}/{}:", r.number, t.number, t.ghost);
                for s in &t.seats {
                    let name = self.player(s.player).map_or("", |p| p.name.as_str());
                    let _ = write!(text, "{name}={};", s.score);
                }
                text.push('\n');
            }
        }
        Blake2s256::digest(text.as_bytes())
            .iter()
            .fold(String::new(), |mut hex, b| {
                let _ = write!(hex, "{b:02x}");
                hex
            })
    }

    /// The player with workbook id `id`.
    pub fn player(&self, id: i64) -> Option<&Player> {
        self.players.iter().find(|p| p.id == id)
    }

    /// The players who sat at a table, in the order of `Iscritti`: those registered
    /// but absent from every round are not part of the event.
    pub fn seated(&self) -> Vec<&Player> {
        self.players
            .iter()
            .filter(|p| {
                self.rounds
                    .iter()
                    .flat_map(|r| &r.tables)
                    .any(|t| t.seats.iter().any(|s| s.player == p.id))
            })
            .collect()
    }
}

/// A player of `Iscritti`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// The workbook's id (column A), which the round sheets name.
    pub id: i64,
    /// First name and surname, as one name.
    pub name: String,
    /// Club (column E), if any.
    pub club: Option<String>,
    /// Region (column G), if any.
    pub region: Option<String>,
    /// The federation's id (column I), if any.
    pub national_id: Option<String>,
    /// Its row in the sheet (from 1).
    pub row: u32,
}

/// A round: its sheet's tables.
#[derive(Clone, Debug, PartialEq)]
pub struct Round {
    /// Its number, from the sheet's name.
    pub number: u32,
    /// Its tables, in the sheet's order.
    pub tables: Vec<Table>,
}

/// A table of a round.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    /// Its number (`Tavolo N°k`).
    pub number: u32,
    /// Its real players in seat order.
    pub seats: Vec<Seat>,
    /// A ghost seat completed it.
    pub ghost: bool,
}

/// A player's score at a table, and the place it gives.
#[derive(Clone, Debug, PartialEq)]
pub struct Seat {
    /// The workbook id.
    pub player: i64,
    /// The score written beside them.
    pub score: f64,
    /// Their place at the table by score, 1 the best; equal scores share a place.
    pub place: u32,
}

/// A row of `Classifica`.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// `Pos.`
    pub place: u32,
    /// The workbook id (`id`).
    pub player: i64,
    /// `pt_tot`.
    pub total: f64,
}

/// Something in the workbook that cannot be read: where, and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The sheet (empty for the file as a whole).
    pub sheet: String,
    /// The row as the spreadsheet numbers it (from 1), when one row is at fault.
    pub row: Option<u32>,
    /// What is wrong.
    pub what: What,
}

/// What is wrong with a row or sheet; each has a sentence saying how to fix it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum What {
    /// The file is not a workbook that opens.
    NotAWorkbook,
    /// A sheet the import needs is missing.
    MissingSheet,
    /// No `N° Turno` sheet at all.
    NoRounds,
    /// The event's name (D4) is empty.
    NoName,
    /// A round date that is not a date.
    BadDate(String),
    /// A player id that is not a whole number.
    BadId(String),
    /// A second player with this id.
    DuplicateId(i64),
    /// A second player with this name (an event registers a name once).
    DuplicateName(String),
    /// A second player with this national id (one id is one person).
    DuplicateNationalId(String),
    /// A score that is not a number, in the seat counted from 1.
    BadScore {
        /// The seat.
        seat: u32,
        /// The cell as written.
        text: String,
    },
    /// An id the round names that `Iscritti` does not have.
    UnknownPlayer(i64),
    /// A player seated twice in one round.
    SeatedTwice(i64),
    /// A table row without a header row `Tavolo N°k` before it.
    NoTableHeader,
    /// A table with no real player.
    EmptyTable,
    /// A `Classifica` row whose place, total or id does not read.
    BadStanding(String),
    /// A `Classifica` header row without these columns.
    NoStandingsColumns,
}

impl Problem {
    /// The problem as a sentence: where, what, and how to fix it.
    pub fn sentence(&self, lang: Lang) -> String {
        let (key, mut args): (&str, Vec<(&str, FluentValue)>) = match &self.what {
            What::NotAWorkbook => ("gestione-problem-not_a_workbook", vec![]),
            What::MissingSheet => ("gestione-problem-missing_sheet", vec![]),
            What::NoRounds => ("gestione-problem-no_rounds", vec![]),
            What::NoName => ("gestione-problem-no_name", vec![]),
            What::BadDate(text) => ("gestione-problem-bad_date", vec![("text", text.into())]),
            What::BadId(text) => ("gestione-problem-bad_id", vec![("text", text.into())]),
            What::DuplicateId(id) => ("gestione-problem-duplicate_id", vec![("id", (*id).into())]),
            What::DuplicateName(name) => (
                "gestione-problem-duplicate_name",
                vec![("name", name.into())],
            ),
            What::DuplicateNationalId(id) => (
                "gestione-problem-duplicate_national_id",
                vec![("id", id.into())],
            ),
            What::BadScore { seat, text } => (
                "gestione-problem-bad_score",
                vec![("seat", (*seat).into()), ("text", text.into())],
            ),
            What::UnknownPlayer(id) => (
                "gestione-problem-unknown_player",
                vec![("id", (*id).into())],
            ),
            What::SeatedTwice(id) => ("gestione-problem-seated_twice", vec![("id", (*id).into())]),
            What::NoTableHeader => ("gestione-problem-no_table_header", vec![]),
            What::EmptyTable => ("gestione-problem-empty_table", vec![]),
            What::BadStanding(text) => {
                ("gestione-problem-bad_standing", vec![("text", text.into())])
            }
            What::NoStandingsColumns => ("gestione-problem-no_standings_columns", vec![]),
        };
        args.push(("sheet", self.sheet.as_str().into()));
        let what = tf(lang, key, &args);
        match self.row {
            Some(row) => tf(
                lang,
                "gestione-problem-at_row",
                &[
                    ("sheet", self.sheet.as_str().into()),
                    ("row", row.into()),
                    ("what", what.into()),
                ],
            ),
            None => what,
        }
    }
}

/// A workbook read: the event as far as it reads, and every problem found. The
/// event may be stored only when `problems` is empty.
#[derive(Clone, Debug, PartialEq)]
pub struct Reading {
    /// The event, when the sheets it needs are there.
    pub event: Option<Event>,
    /// Every row or sheet that cannot be read, in sheet then row order.
    pub problems: Vec<Problem>,
}

impl Reading {
    /// The event, when it is clean enough to store.
    pub fn clean(&self) -> Option<&Event> {
        self.event.as_ref().filter(|_| self.problems.is_empty())
    }
}

/// The places at a table by score: higher is better, equal scores share the better
/// place (58, 31, 31, 10 → 1, 2, 2, 4).
pub fn places(scores: &[f64]) -> Vec<u32> {
    scores
        .iter()
        .map(|s| {
            let better = scores.iter().filter(|o| *o > s).count();
            u32::try_from(better).unwrap_or(u32::MAX).saturating_add(1)
        })
        .collect()
}

#[cfg(test)]
mod tests;
