//! Registering teams: one team typed in a form, or many from a CSV file
//! (`team,player1,player2,club`). Every row is checked before anything is stored, so
//! the organizer sees a preview naming each bad row and confirms a clean list.

use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// Longest team, player or club name accepted (fits a table card and the projector).
pub const MAX_NAME: usize = 60;
/// Most rows one import may hold.
pub const MAX_ROWS: usize = 1000;

/// A team ready to store.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewTeam {
    /// Team name, unique in the tournament (case-insensitive).
    pub name: String,
    /// First player.
    pub player1: String,
    /// Second player; `None` makes a solo team ("solo contro coppia").
    pub player2: Option<String>,
    /// Club, if any.
    pub club: Option<String>,
}

/// Why a team (or a CSV row) was refused. `key()` gives the translation key.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum RegistrationError {
    /// No team name.
    MissingTeam,
    /// No first player.
    MissingPlayer,
    /// A name longer than [`MAX_NAME`].
    TooLong,
    /// Both players have the same name: nobody could tell their scores apart.
    SamePlayers,
    /// The same team name twice (in the file, or already registered).
    DuplicateTeam(String),
    /// A CSV row with the wrong number of columns.
    Columns(usize),
    /// The CSV could not be read (bad quoting, not UTF-8).
    Unreadable,
    /// More than [`MAX_ROWS`] rows.
    TooManyRows,
    /// A row with no content.
    Empty,
    /// A name with a control character (line break, tab, terminal escape…).
    ControlChars,
}

impl RegistrationError {
    /// The translation key of the message.
    pub fn key(&self) -> &'static str {
        match self {
            RegistrationError::MissingTeam => "reg.missing_team",
            RegistrationError::MissingPlayer => "reg.missing_player",
            RegistrationError::TooLong => "reg.too_long",
            RegistrationError::SamePlayers => "reg.same_players",
            RegistrationError::DuplicateTeam(_) => "reg.duplicate",
            RegistrationError::Columns(_) => "reg.columns",
            RegistrationError::Unreadable => "reg.unreadable",
            RegistrationError::TooManyRows => "reg.too_many",
            RegistrationError::Empty => "reg.empty",
            RegistrationError::ControlChars => "err.control_chars",
        }
    }
}

fn clean(s: &str) -> Option<String> {
    let s = s.split_whitespace().collect::<Vec<_>>().join(" ");
    (!s.is_empty()).then_some(s)
}

impl NewTeam {
    /// Checks and normalises one team (spaces collapsed, empty optional fields to None).
    ///
    /// # Errors
    /// The first problem found.
    pub fn parse(
        name: &str,
        player1: &str,
        player2: &str,
        club: &str,
    ) -> Result<NewTeam, RegistrationError> {
        let (name_raw, player1_raw, player2_raw, club_raw) = (name, player1, player2, club);
        let name = clean(name).ok_or(RegistrationError::MissingTeam)?;
        let player1 = clean(player1).ok_or(RegistrationError::MissingPlayer)?;
        let player2 = clean(player2);
        let club = clean(club);
        let too_long = [Some(&name), Some(&player1), player2.as_ref(), club.as_ref()]
            .into_iter()
            .flatten()
            .any(|s| s.chars().count() > MAX_NAME);
        if too_long {
            return Err(RegistrationError::TooLong);
        }
        // Checked on the text as typed: collapsing spaces would hide a tab or a
        // line break, not refuse it.
        if [name_raw, player1_raw, player2_raw, club_raw]
            .iter()
            .any(|s| crate::printable::has_control(s))
        {
            return Err(RegistrationError::ControlChars);
        }
        if player2
            .as_ref()
            .is_some_and(|p| p.to_lowercase() == player1.to_lowercase())
        {
            return Err(RegistrationError::SamePlayers);
        }
        Ok(NewTeam {
            name,
            player1,
            player2,
            club,
        })
    }
}

/// One row of an import preview.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ImportRow {
    /// 1-based line in the file.
    pub line: usize,
    /// The team, or why the row is refused.
    pub outcome: Result<NewTeam, RegistrationError>,
}

/// The file's separator, read from its first non-empty line (the header, usually):
/// `;` when it has more semicolons than commas outside quotes — what Excel writes in
/// an Italian locale, where the comma is the decimal mark — and `,` otherwise.
pub fn separator(text: &[u8]) -> u8 {
    let first = text
        .split(|b| *b == b'\n')
        .find(|l| l.iter().any(|b| !b.is_ascii_whitespace()))
        .unwrap_or_default();
    let (mut commas, mut semicolons, mut quoted) = (0usize, 0usize, false);
    for b in first {
        match b {
            b'"' => quoted = !quoted,
            b',' if !quoted => commas += 1,
            b';' if !quoted => semicolons += 1,
            _ => {}
        }
    }
    if semicolons > commas { b';' } else { b',' }
}

/// Reads a CSV of `team,player1,player2,club` (a header row with those words is
/// skipped; `club` may be left out), separated by commas or, as Excel writes it in
/// Italian, by semicolons ([`separator`]). `existing` are the team names already
/// registered. Returns every row with its outcome; store only if none is an error.
pub fn parse_csv(text: &[u8], existing: &[String]) -> Result<Vec<ImportRow>, RegistrationError> {
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(separator(text))
        .has_headers(false)
        .flexible(true)
        .trim(csv::Trim::All)
        .from_reader(text);
    let mut seen: HashSet<String> = existing.iter().map(|n| n.to_lowercase()).collect();
    let mut rows = Vec::new();
    for (i, record) in reader.records().enumerate() {
        let line = i + 1;
        let record = record.map_err(|_| RegistrationError::Unreadable)?;
        if line == 1
            && record
                .get(0)
                .is_some_and(|c| matches!(c.to_lowercase().as_str(), "team" | "squadra"))
        {
            continue;
        }
        if record.iter().all(|c| c.is_empty()) {
            continue;
        }
        if rows.len() >= MAX_ROWS {
            return Err(RegistrationError::TooManyRows);
        }
        let outcome = if !(3..=4).contains(&record.len()) {
            Err(RegistrationError::Columns(record.len()))
        } else {
            let col = |k: usize| record.get(k).unwrap_or("");
            NewTeam::parse(col(0), col(1), col(2), col(3)).and_then(|t| {
                if seen.insert(t.name.to_lowercase()) {
                    Ok(t)
                } else {
                    Err(RegistrationError::DuplicateTeam(t.name))
                }
            })
        };
        rows.push(ImportRow { line, outcome });
    }
    if rows.is_empty() {
        return Err(RegistrationError::Empty);
    }
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_good_and_names_bad_rows() {
        let csv = "team,player1,player2,club\n\
                   I Corsari, Anna ,Bruno,Roma\n\
                   \"Rossi, Verdi\",Carla,Dario\n\
                   ,Eva,Franco,\n\
                   Solo,Gina,,Milano\n\
                   i corsari,X,Y\n\
                   Troppe,a,b,c,d\n\
                   Vecchi,Lia,Mao\n";
        let rows = parse_csv(csv.as_bytes(), &["Vecchi".into()]).unwrap();
        assert_eq!(rows.len(), 7);
        assert_eq!(rows[0].line, 2);
        let first = rows[0].outcome.as_ref().unwrap();
        assert_eq!(first.player1, "Anna");
        assert_eq!(first.club.as_deref(), Some("Roma"));
        assert_eq!(rows[1].outcome.as_ref().unwrap().name, "Rossi, Verdi");
        assert_eq!(rows[2].outcome, Err(RegistrationError::MissingTeam));
        assert_eq!(rows[3].outcome.as_ref().unwrap().player2, None);
        assert_eq!(
            rows[4].outcome,
            Err(RegistrationError::DuplicateTeam("i corsari".into()))
        );
        assert_eq!(rows[5].outcome, Err(RegistrationError::Columns(5)));
        assert_eq!(
            rows[6].outcome,
            Err(RegistrationError::DuplicateTeam("Vecchi".into()))
        );
    }

    #[test]
    fn reads_excel_italian_semicolons_from_the_header() {
        let csv = "squadra;giocatore1;giocatore2;club\r\n\
                   I Corsari;Anna;Bruno;Roma\r\n\
                   \"Rossi; Verdi, e amici\";Carla;Dario;\r\n";
        assert_eq!(separator(csv.as_bytes()), b';');
        let rows = parse_csv(csv.as_bytes(), &[]).unwrap();
        assert_eq!(rows.len(), 2);
        let first = rows[0].outcome.as_ref().unwrap();
        assert_eq!(
            (first.name.as_str(), first.player2.as_deref()),
            ("I Corsari", Some("Bruno"))
        );
        assert_eq!(
            rows[1].outcome.as_ref().unwrap().name,
            "Rossi; Verdi, e amici"
        );
        // Commas stay the default, even with a semicolon inside a quoted name.
        assert_eq!(separator(b"\n  \nteam,player1,player2,club\n"), b',');
        assert_eq!(separator(b"\"A;B;C\",x,y\n"), b',');
        assert_eq!(separator(b""), b',');
    }

    #[test]
    fn refuses_unreadable_and_empty_files() {
        assert_eq!(parse_csv(b"", &[]), Err(RegistrationError::Empty));
        assert_eq!(
            parse_csv(b"team,player1,player2\n", &[]),
            Err(RegistrationError::Empty)
        );
        assert_eq!(
            parse_csv(&[0xff, 0xfe, b',', b'a', b',', b'b'], &[]),
            Err(RegistrationError::Unreadable)
        );
        assert_eq!(
            NewTeam::parse(&"x".repeat(61), "a", "", ""),
            Err(RegistrationError::TooLong)
        );
        assert_eq!(
            NewTeam::parse("T\u{1b}[2J", "a", "", ""),
            Err(RegistrationError::ControlChars)
        );
        assert_eq!(
            NewTeam::parse("T", "Anna\nRossi", "", ""),
            Err(RegistrationError::ControlChars)
        );
        assert_eq!(
            NewTeam::parse("T", "Anna  Rossi", "anna rossi", ""),
            Err(RegistrationError::SamePlayers)
        );
    }
}
