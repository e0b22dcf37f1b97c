//! Scenario 5: the organizer downloads the exports (CSV, XLSX, JSON) from the links on
//! their dashboard, with their own browser session, and every file is read back and
//! checked against the evening: the signed table, its winner and score, the referees.

use crate::harness::Browser;
use crate::organizer::{REFEREES, TEAMS, TOURNAMENT, Tourney};
use crate::referee::Played;
use serde_json::Value as Json;
use std::collections::BTreeMap;
use std::io::Read;

/// The rows of a CSV export (header first).
fn csv_rows(bytes: &[u8], what: &str) -> Vec<Vec<String>> {
    let text = std::str::from_utf8(bytes).unwrap_or_else(|e| panic!("{what} is not UTF-8: {e}"));
    assert!(
        text.starts_with('\u{feff}'),
        "{what} starts with a byte-order mark"
    );
    let text = text.trim_start_matches('\u{feff}');
    csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes())
        .records()
        .map(|r| {
            r.unwrap_or_else(|e| panic!("{what} is not valid CSV: {e}"))
                .iter()
                .map(str::to_string)
                .collect()
        })
        .collect()
}

/// A table with a header row, read by column name.
struct Table {
    what: &'static str,
    header: Vec<String>,
    rows: Vec<Vec<String>>,
}

impl Table {
    fn new(what: &'static str, mut rows: Vec<Vec<String>>) -> Table {
        assert!(!rows.is_empty(), "{what} has a header row");
        let header = rows.remove(0);
        Table { what, header, rows }
    }

    fn col(&self, name: &str) -> usize {
        self.header
            .iter()
            .position(|h| h == name)
            .unwrap_or_else(|| panic!("{} has a `{name}` column: {:?}", self.what, self.header))
    }

    /// The cell of `row` under `name` ("" when the row is short).
    fn get<'a>(&self, row: &'a [String], name: &str) -> &'a str {
        row.get(self.col(name)).map_or("", String::as_str)
    }

    fn num(&self, row: &[String], name: &str) -> i64 {
        let cell = self.get(row, name);
        cell.parse()
            .unwrap_or_else(|_| panic!("{} `{name}` is a number: {cell:?} in {row:?}", self.what))
    }
}

/// Downloads `href` with the organizer's cookies; checks status and content type.
async fn fetch(org: &Browser, href: &str, kind: &str) -> Vec<u8> {
    let (status, got, bytes) = org.download(href).await;
    assert_eq!(status, 200, "{href} answers 200 ({got})");
    assert!(got.starts_with(kind), "{href} is {kind}, not {got}");
    assert!(!bytes.is_empty(), "{href} is not empty");
    bytes
}

/// The value of `name="…"` in an XML start tag (from just after its element name).
fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let key = format!("{name}=\"");
    let at = tag
        .match_indices(&key)
        .map(|(i, _)| i)
        .find(|&i| i == 0 || tag[..i].ends_with(char::is_whitespace))?;
    tag[at + key.len()..].split('"').next()
}

/// Undoes the five XML escapes.
fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

/// The text of every `<t>` element in `xml`, joined (a shared string's runs).
fn texts(xml: &str) -> String {
    let mut out = String::new();
    for part in xml.split("<t").skip(1) {
        // `<t>` or `<t xml:space="preserve">`, not `<tag…>`.
        if !(part.starts_with('>') || part.starts_with(' ')) {
            continue;
        }
        if let Some((_, rest)) = part.split_once('>')
            && let Some((text, _)) = rest.split_once("</t>")
        {
            out.push_str(&unescape(text));
        }
    }
    out
}

/// Column index of a cell reference ("C7" → 2).
fn column(reference: &str) -> usize {
    reference
        .chars()
        .take_while(char::is_ascii_uppercase)
        .fold(0, |n, c| n * 26 + (c as usize - 'A' as usize + 1))
        - 1
}

/// Every sheet of an XLSX workbook by name, as rows of cell texts (shared strings
/// resolved, numbers as written), read with the `zip` crate and plain string search.
fn xlsx_sheets(bytes: &[u8]) -> BTreeMap<String, Vec<Vec<String>>> {
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes))
        .unwrap_or_else(|e| panic!("tournament.xlsx is not a zip: {e}"));
    let mut part = |name: &str| {
        let mut s = String::new();
        zip.by_name(name)
            .unwrap_or_else(|e| panic!("tournament.xlsx has {name}: {e}"))
            .read_to_string(&mut s)
            .unwrap_or_else(|e| panic!("tournament.xlsx {name}: {e}"));
        s
    };
    let types = part("[Content_Types].xml");
    assert!(
        types.contains("spreadsheetml.sheet.main+xml"),
        "tournament.xlsx declares a workbook"
    );
    let workbook = part("xl/workbook.xml");
    let rels = part("xl/_rels/workbook.xml.rels");
    let shared: Vec<String> = part("xl/sharedStrings.xml")
        .split("<si>")
        .skip(1)
        .map(texts)
        .collect();
    let target = |id: &str| {
        rels.split("<Relationship ")
            .skip(1)
            .find(|r| attr(r, "Id") == Some(id))
            .and_then(|r| attr(r, "Target"))
            .map(|t| format!("xl/{}", t.trim_start_matches("/xl/")))
            .unwrap_or_else(|| panic!("tournament.xlsx: no part for {id}"))
    };
    let mut sheets = BTreeMap::new();
    for tag in workbook.split("<sheet ").skip(1) {
        let name = unescape(attr(tag, "name").unwrap_or_default());
        let file = target(attr(tag, "r:id").unwrap_or_default());
        let xml = part(&file);
        let mut rows = Vec::new();
        for row in xml.split("<row ").skip(1) {
            let mut cells: Vec<String> = Vec::new();
            for cell in row.split("<c ").skip(1) {
                let head = cell.split('>').next().unwrap_or("");
                let col = column(attr(head, "r").unwrap_or("A1"));
                let value = cell
                    .split_once("<v>")
                    .and_then(|(_, v)| v.split_once("</v>"))
                    .map(|(v, _)| v);
                let text = match (attr(head, "t"), value) {
                    (Some("s"), Some(i)) => i
                        .parse::<usize>()
                        .ok()
                        .and_then(|i| shared.get(i).cloned())
                        .unwrap_or_else(|| panic!("{name}: no shared string {i}")),
                    (Some("inlineStr"), _) => texts(cell),
                    (_, Some(v)) => unescape(v),
                    (_, None) => String::new(),
                };
                if cells.len() <= col {
                    cells.resize(col + 1, String::new());
                }
                cells[col] = text;
            }
            rows.push(cells);
        }
        sheets.insert(name, rows);
    }
    sheets
}

/// Every string anywhere in a JSON value.
fn strings(v: &Json, out: &mut Vec<String>) {
    match v {
        Json::String(s) => out.push(s.clone()),
        Json::Array(a) => a.iter().for_each(|x| strings(x, out)),
        Json::Object(o) => o.iter().for_each(|(k, x)| {
            out.push(k.clone());
            strings(x, out);
        }),
        _ => {}
    }
}

/// The team standings (CSV or the workbook's Teams sheet): the 4 teams, the winner
/// first with one win and the signed score, the loser with one loss, the other
/// table's teams not played yet.
fn check_standings(teams: &Table, played: &Played) {
    assert_eq!(teams.rows.len(), TEAMS.len(), "{}: 4 teams", teams.what);
    for team in TEAMS {
        assert!(
            teams.rows.iter().any(|r| teams.get(r, "team") == team[0]),
            "{} lists {}",
            teams.what,
            team[0]
        );
    }
    let (winner, score) = &played.ranking[0];
    let (loser, lost) = &played.ranking[1];
    let first = &teams.rows[0];
    assert_eq!(
        teams.get(first, "team"),
        winner,
        "{} ranks the winner first",
        teams.what
    );
    assert_eq!(teams.num(first, "rank"), 1, "{}: rank 1", teams.what);
    assert_eq!(
        teams.num(first, "total_score"),
        i64::from(*score),
        "{}: the winner's score",
        teams.what
    );
    assert_eq!(
        (teams.num(first, "played"), teams.num(first, "wins")),
        (1, 1),
        "{}: the winner played and won once",
        teams.what
    );
    for r in &teams.rows {
        let name = teams.get(r, "team");
        let expected = if name == loser {
            (1, 1, i64::from(*lost))
        } else if name == winner {
            (1, 0, i64::from(*score))
        } else {
            (0, 0, 0)
        };
        assert_eq!(
            (
                teams.num(r, "played"),
                teams.num(r, "losses"),
                teams.num(r, "total_score")
            ),
            expected,
            "{}: {name}'s played, losses, total",
            teams.what
        );
    }
}

/// The seat-by-seat match rows: table 1 signed, four seats whose scores add up to the
/// team scores the referee read, each score the sum of its parts; table 2 not started.
fn check_matches(m: &Table, played: &Played) {
    let rows_at = |table: &str| -> Vec<&Vec<String>> {
        m.rows
            .iter()
            .filter(|r| m.get(r, "round") == "1" && m.get(r, "table") == table)
            .collect()
    };
    let signed = rows_at("1");
    assert_eq!(signed.len(), 4, "{}: table 1 has four seats", m.what);
    for (team, score) in &played.ranking {
        let seats: Vec<_> = signed.iter().filter(|r| m.get(r, "team") == team).collect();
        assert_eq!(seats.len(), 2, "{}: two seats of {team}", m.what);
        let won = team == played.winner();
        for r in &seats {
            assert_eq!(m.get(r, "status"), "signed", "{}: table 1 signed", m.what);
            assert_eq!(
                m.num(r, "team_score"),
                i64::from(*score),
                "{}: {team}'s score",
                m.what
            );
            assert_eq!(
                m.get(r, "result"),
                if won { "win" } else { "loss" },
                "{}: {team}'s result",
                m.what
            );
            let parts: i64 = ["territories", "strip", "continents", "objective_bonus"]
                .iter()
                .map(|c| m.num(r, c))
                .sum();
            assert_eq!(
                m.num(r, "score"),
                parts,
                "{}: a seat's score is its parts: {r:?}",
                m.what
            );
        }
        let sum: i64 = seats.iter().map(|r| m.num(r, "score")).sum();
        assert_eq!(sum, i64::from(*score), "{}: {team}'s seats add up", m.what);
    }
    let waiting = rows_at("2");
    assert_eq!(waiting.len(), 4, "{}: table 2 has four seats", m.what);
    for r in waiting {
        assert_eq!(
            m.get(r, "status"),
            "setup",
            "{}: table 2 not started",
            m.what
        );
        assert_eq!(m.get(r, "result"), "", "{}: table 2 has no result", m.what);
    }
}

/// Downloads every export from the dashboard's links and checks what is inside.
pub async fn check(org: &mut Browser, t: &Tourney, played: &Played) {
    org.goto(&format!("/tournaments/{}/manage", t.id)).await;
    let link = |file: &str| format!("#exports a[href='/tournaments/{}/export/{file}']", t.id);
    let mut hrefs = BTreeMap::new();
    for file in [
        "standings.csv",
        "players.csv",
        "matches.csv",
        "tournament.xlsx",
        "tournament.json",
    ] {
        let a = org.find(&link(file)).await;
        let href = a.attr("href").await.ok().flatten().unwrap_or_default();
        hrefs.insert(file, href);
    }
    org.scroll_to("#exports").await;
    org.page("exports").await;

    // CSV files.
    let csv = "text/csv";
    let standings = Table::new(
        "standings.csv",
        csv_rows(
            &fetch(org, &hrefs["standings.csv"], csv).await,
            "standings.csv",
        ),
    );
    check_standings(&standings, played);

    let players = Table::new(
        "players.csv",
        csv_rows(&fetch(org, &hrefs["players.csv"], csv).await, "players.csv"),
    );
    // Players with a signed match: the four at table 1.
    assert_eq!(players.rows.len(), 4, "players.csv: table 1's 4 players");
    for team in TEAMS
        .iter()
        .filter(|team| t.table1.iter().any(|x| x == team[0]))
    {
        for name in &team[1..3] {
            assert!(
                players
                    .rows
                    .iter()
                    .any(|r| players.get(r, "player") == *name
                        && players.get(r, "team") == team[0]
                        && players.num(r, "matches") == 1),
                "players.csv lists {name} of {} with one match",
                team[0]
            );
        }
    }
    for (team, score) in &played.ranking {
        let sum: i64 = players
            .rows
            .iter()
            .filter(|r| players.get(r, "team") == team)
            .map(|r| players.num(r, "total_score"))
            .sum();
        assert_eq!(
            sum,
            i64::from(*score),
            "players.csv: {team}'s players add up to its score"
        );
    }

    let matches = Table::new(
        "matches.csv",
        csv_rows(&fetch(org, &hrefs["matches.csv"], csv).await, "matches.csv"),
    );
    check_matches(&matches, played);

    // The workbook: the same tables as sheets, and the round's pairing with referees.
    let xlsx = fetch(
        org,
        &hrefs["tournament.xlsx"],
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    )
    .await;
    let mut sheets = xlsx_sheets(&xlsx);
    let names: Vec<&String> = sheets.keys().collect();
    for name in ["Teams", "Players", "Matches", "Round 1"] {
        assert!(
            sheets.contains_key(name),
            "tournament.xlsx has a {name} sheet: {names:?}"
        );
    }
    let sheet = |sheets: &mut BTreeMap<String, Vec<Vec<String>>>, name: &str| {
        sheets.remove(name).unwrap_or_default()
    };
    check_standings(
        &Table::new("the Teams sheet", sheet(&mut sheets, "Teams")),
        played,
    );
    check_matches(
        &Table::new("the Matches sheet", sheet(&mut sheets, "Matches")),
        played,
    );
    let sheet_players = Table::new("the Players sheet", sheet(&mut sheets, "Players"));
    assert_eq!(
        sheet_players.rows, players.rows,
        "the Players sheet is players.csv"
    );
    let round = Table::new("the Round 1 sheet", sheet(&mut sheets, "Round 1"));
    assert_eq!(round.rows.len(), 2, "the Round 1 sheet: 2 tables");
    for (table, (referee, _)) in (1..).zip(REFEREES) {
        let row = round
            .rows
            .iter()
            .find(|r| round.num(r, "table") == table)
            .unwrap_or_else(|| panic!("the Round 1 sheet has table {table}"));
        assert_eq!(
            round.get(row, "referees"),
            referee,
            "table {table}'s referee"
        );
        if table == 1 {
            let pair = [round.get(row, "team_a"), round.get(row, "team_b")];
            assert!(
                t.table1.iter().all(|team| pair.contains(&team.as_str())),
                "the Round 1 sheet's table 1 is {:?}: {pair:?}",
                t.table1
            );
            assert_eq!(round.get(row, "match_status"), "signed", "table 1 signed");
        }
    }

    // The archive: the tournament, its teams, the round with its referees, the
    // signed match with its log.
    let json: Json =
        serde_json::from_slice(&fetch(org, &hrefs["tournament.json"], "application/json").await)
            .unwrap_or_else(|e| panic!("tournament.json is not JSON: {e}"));
    assert_eq!(
        json["format"], "arbitro-tournament",
        "tournament.json's format"
    );
    assert_eq!(
        json["tournament"]["name"], TOURNAMENT,
        "tournament.json's name"
    );
    let mut all = Vec::new();
    strings(&json["teams"], &mut all);
    for team in TEAMS {
        for s in &team[..3] {
            assert!(all.iter().any(|x| x == s), "tournament.json names {s}");
        }
    }
    let tables = json["rounds"][0]["tables"]
        .as_array()
        .unwrap_or_else(|| panic!("tournament.json has round 1's tables"));
    let signed: Vec<&Json> = tables
        .iter()
        .filter(|x| x["match"]["status"] == "signed")
        .collect();
    assert_eq!(signed.len(), 1, "tournament.json: one signed match");
    assert_eq!(signed[0]["table_no"], 1, "the signed match is table 1");
    assert_eq!(
        signed[0]["referees"],
        serde_json::json!([REFEREES[0].0]),
        "table 1's referee"
    );
    let entries = signed[0]["match"]["entries"].as_array().map_or(0, Vec::len);
    assert!(
        entries > 100,
        "tournament.json carries table 1's history ({entries} entries)"
    );
    org.check_console("the exports").await;
}
