//! Registering players of an individual tournament: one player from the form, or a
//! CSV of `name;club;region` lines, with an optional fourth column, the family group
//! (`;` or `,`, the header optional). Every bad row
//! is named with its line and what is wrong, so the organizer fixes them all at once.

use std::collections::HashSet;

use crate::printable::has_control;

/// Longest name, club or region (a name must fit a console seat).
pub const MAX_LEN: usize = 60;

/// A player to register.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewPlayer {
    /// Name.
    pub name: String,
    /// Club, if any.
    pub club: Option<String>,
    /// Region, if any.
    pub region: Option<String>,
    /// Family group, if any: never seated with another player of the group.
    pub family: Option<String>,
}

/// A CSV line that cannot be registered: its number from 1 and the translation
/// key of what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadRow {
    /// Line number in the file, from 1.
    pub line: usize,
    /// The line as typed.
    pub text: String,
    /// What is wrong (a translation key).
    pub key: &'static str,
}

impl NewPlayer {
    /// A player from its three fields (club and region may be empty).
    ///
    /// # Errors
    /// The translation key of what is wrong.
    pub fn parse(name: &str, club: &str, region: &str) -> Result<Self, &'static str> {
        let (name, club, region) = (name.trim(), club.trim(), region.trim());
        if [name, club, region].iter().any(|s| has_control(s)) {
            return Err("err.control_chars");
        }
        if name.is_empty() {
            return Err("ind.err.name");
        }
        if [name, club, region]
            .iter()
            .any(|s| s.chars().count() > MAX_LEN)
        {
            return Err("ind.err.long");
        }
        let opt = |s: &str| (!s.is_empty()).then(|| s.to_string());
        Ok(Self {
            name: name.to_string(),
            club: opt(club),
            region: opt(region),
            family: None,
        })
    }

    /// The same player in the family group `family` (none when empty), checked as
    /// the other fields are.
    ///
    /// # Errors
    /// The translation key of what is wrong.
    pub fn with_family(self, family: &str) -> Result<Self, &'static str> {
        Ok(Self {
            family: family_group(family)?,
            ..self
        })
    }
}

/// A family group as typed: trimmed, `None` when empty.
///
/// # Errors
/// The translation key of what is wrong (control characters, too long).
pub fn family_group(family: &str) -> Result<Option<String>, &'static str> {
    let family = family.trim();
    if has_control(family) {
        return Err("err.control_chars");
    }
    if family.chars().count() > MAX_LEN {
        return Err("ind.err.long");
    }
    Ok((!family.is_empty()).then(|| family.to_string()))
}

/// Reads a CSV of players. `taken` are the names already registered (compared
/// case-blind, as the database does). Returns the good players and every bad row.
#[must_use]
pub fn parse_players_csv(text: &str, taken: &[String]) -> (Vec<NewPlayer>, Vec<BadRow>) {
    let mut seen: HashSet<String> = taken.iter().map(|n| n.to_lowercase()).collect();
    let (mut good, mut bad) = (Vec::new(), Vec::new());
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        let sep = if line.contains(';') { ';' } else { ',' };
        let cells: Vec<&str> = line
            .split(sep)
            .map(|c| c.trim().trim_matches('"'))
            .collect();
        let first = cells[0].to_lowercase();
        // The header each language's help shows (it, en, es).
        if i == 0 && ["nome", "name", "nombre"].contains(&first.as_str()) {
            continue;
        }
        let row = |key| BadRow {
            line: i + 1,
            text: line.to_string(),
            key,
        };
        if cells.len() > 4 {
            bad.push(row("ind.err.columns"));
            continue;
        }
        let cell = |k: usize| cells.get(k).copied().unwrap_or("");
        match NewPlayer::parse(cell(0), cell(1), cell(2)).and_then(|p| p.with_family(cell(3))) {
            Ok(p) if !seen.insert(p.name.to_lowercase()) => bad.push(row("ind.err.taken")),
            Ok(p) => good.push(p),
            Err(key) => bad.push(row(key)),
        }
    }
    (good, bad)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_both_separators_skips_the_header_and_names_every_bad_row() {
        let csv =
            "nome;club;regione\nAnna;Lupi;Lazio\nBruno,Orsi\n;Lupi\nanna;Orsi\nCarla;a;b;c;d\n";
        let (good, bad) = parse_players_csv(csv, &["Dario".into()]);
        assert_eq!(good.len(), 2);
        assert_eq!(good[1].club.as_deref(), Some("Orsi"));
        assert_eq!(good[1].region, None);
        let lines: Vec<(usize, &str)> = bad.iter().map(|b| (b.line, b.key)).collect();
        assert_eq!(
            lines,
            [
                (4, "ind.err.name"),
                (5, "ind.err.taken"),
                (6, "ind.err.columns")
            ]
        );
        let (_, bad) = parse_players_csv("dario;x", &["Dario".into()]);
        assert_eq!(bad[0].key, "ind.err.taken");
    }

    #[test]
    fn the_header_of_every_language_is_skipped() {
        for header in [
            "nome;club;regione",
            "Name,club,region",
            "nombre;club;región",
        ] {
            let (good, bad) = parse_players_csv(&format!("{header}\nAnna;Lupi\n"), &[]);
            assert_eq!((good.len(), bad.len()), (1, 0), "{header}");
            assert_eq!(good[0].name, "Anna");
        }
    }

    #[test]
    fn a_fourth_column_is_the_family_group_and_every_header_still_reads() {
        for header in [
            "nome;club;regione;famiglia",
            "name,club,region,family",
            "nombre;club;región;familia",
            "nome;club;regione",
        ] {
            let csv = format!("{header}\nAnna;Lupi;Lazio; Rossi \nBruno;Orsi\nCarla;;;Rossi\n");
            let (good, bad) = parse_players_csv(&csv, &[]);
            assert_eq!((good.len(), bad.len()), (3, 0), "{header}");
            assert_eq!(good[0].family.as_deref(), Some("Rossi"));
            assert_eq!(good[1].family, None);
            assert_eq!(good[2].club, None);
            assert_eq!(good[2].family.as_deref(), Some("Rossi"));
        }
        let long = "x".repeat(MAX_LEN + 1);
        let (_, bad) = parse_players_csv(&format!("Anna;;;{long}"), &[]);
        assert_eq!(bad[0].key, "ind.err.long");
    }
}
