//! Scenario 5: the organizer downloads the exports (CSV, XLSX, JSON) with their own
//! browser session, and their contents are checked.
//!
//! Guarded while the exports are not in this tree: a 404 says "SKIPPED".

use crate::harness::{Browser, Server, say};
use crate::organizer::{TEAMS, TOURNAMENT, Tourney};
use crate::referee::Played;
use serde_json::Value as Json;

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

/// The rows of a CSV export (header first).
fn csv_rows(bytes: &[u8], what: &str) -> Vec<Vec<String>> {
    let text = std::str::from_utf8(bytes).unwrap_or_else(|e| panic!("{what} is not UTF-8: {e}"));
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

async fn fetch(org: &Browser, path: &str) -> Vec<u8> {
    let (status, kind, bytes) = org.download(path).await;
    assert_eq!(status, 200, "{path} answers 200 ({kind})");
    assert!(!bytes.is_empty(), "{path} is not empty");
    bytes
}

/// Downloads and checks every export, or says which are not built.
pub async fn check(org: &mut Browser, server: &Server, t: &Tourney, played: &Played) {
    let base = format!("/tournaments/{}/export", t.id);
    let paths = [
        "standings.csv",
        "matches.csv",
        "tournament.xlsx",
        "tournament.json",
    ]
    .map(|f| format!("{base}/{f}"));
    if paths.iter().any(|p| !server.has_route(p)) {
        say(&format!(
            "SKIPPED: exports not built ({base}/… answers 404)"
        ));
        return;
    }
    org.goto(&format!("/tournaments/{}/manage", t.id)).await;

    // Standings: a header and one row per team, the winner first.
    let rows = csv_rows(&fetch(org, &paths[0]).await, "standings.csv");
    assert_eq!(rows.len(), 1 + TEAMS.len(), "header + 4 teams: {rows:?}");
    for team in TEAMS {
        assert!(
            rows.iter().any(|r| r.iter().any(|c| c == team[0])),
            "standings.csv lists {}",
            team[0]
        );
    }
    assert!(
        rows[1].iter().any(|c| c == played.winner()),
        "standings.csv ranks {} first: {:?}",
        played.winner(),
        rows[1]
    );

    // Matches: the signed one with both teams and the winner's score.
    let rows = csv_rows(&fetch(org, &paths[1]).await, "matches.csv");
    let (winner, score) = &played.ranking[0];
    let signed = rows.iter().find(|r| {
        played
            .ranking
            .iter()
            .all(|(team, _)| r.iter().any(|c| c == team))
    });
    let signed = signed.unwrap_or_else(|| panic!("matches.csv has table 1: {rows:?}"));
    assert!(
        signed.iter().any(|c| c == &score.to_string()),
        "matches.csv shows {winner}'s {score}: {signed:?}"
    );

    // Workbook: a real XLSX (a zip with a workbook part).
    let xlsx = fetch(org, &paths[2]).await;
    assert!(xlsx.starts_with(b"PK\x03\x04"), "tournament.xlsx is a zip");
    let has = |name: &[u8]| xlsx.windows(name.len()).any(|w| w == name);
    assert!(
        has(b"xl/workbook.xml") && has(b"[Content_Types].xml"),
        "tournament.xlsx has a workbook"
    );
    assert!(
        xlsx.len() > 1000,
        "tournament.xlsx holds data ({} bytes)",
        xlsx.len()
    );

    // JSON: the tournament, its teams, the winner.
    let json: Json = serde_json::from_slice(&fetch(org, &paths[3]).await)
        .unwrap_or_else(|e| panic!("tournament.json is not JSON: {e}"));
    let mut all = Vec::new();
    strings(&json, &mut all);
    for expected in std::iter::once(TOURNAMENT).chain(TEAMS.iter().map(|t| t[0])) {
        assert!(
            all.iter().any(|s| s == expected),
            "tournament.json names {expected}"
        );
    }
    org.check_console("the exports").await;
}
