//! Scenarios 1 and 2, as the organizer on a laptop: the first start from the setup
//! link, the referees' accounts, a tournament with four teams imported by CSV, round 1
//! paired and published, and a referee assigned to each table.

use crate::harness::{Browser, Server};
use serde_json::json;

pub const ORGANIZER: (&str, &str) = ("organizzatrice", "lunga-notte-42");
pub const REFEREES: [(&str, &str); 2] =
    [("arbitro1", "dadi-niente-1"), ("arbitro2", "dadi-niente-2")];
pub const TOURNAMENT: &str = "Notte del Carrarmato";
/// The four teams: name, two players, club. Two clubs, so pairing keeps them apart.
pub const TEAMS: [[&str; 4]; 4] = [
    ["Lupi", "Anna", "Bruno", "Circolo Nord"],
    ["Orsi", "Carla", "Dario", "Circolo Nord"],
    ["Falchi", "Elena", "Franco", "Circolo Sud"],
    ["Volpi", "Gina", "Ugo", "Circolo Sud"],
];

/// What the organizer set up, for the later scenarios.
pub struct Tourney {
    /// Tournament id.
    pub id: i64,
    /// Console match ids of tables 1 and 2.
    pub matches: [i64; 2],
    /// The team names at table 1.
    pub table1: [String; 2],
}

/// Scenario 1: the one-time setup link, then a log out and a log in.
pub async fn first_start(org: &mut Browser, server: &Server) {
    let (user, pass) = ORGANIZER;
    org.goto(&server.setup_link).await;
    org.page("setup").await;
    org.fill("#username", user).await;
    org.fill("#password", pass).await;
    org.fill("#password_confirm", pass).await;
    org.submit("form[action^='/setup/'] button[type=submit]")
        .await;
    let nav = org.text("header.top nav").await;
    assert!(
        nav.contains(user),
        "after setup the organizer is signed in: {nav}"
    );

    org.submit("form[action='/logout'] button").await;
    assert!(
        !org.text("header.top nav").await.contains(user),
        "logged out"
    );
    org.goto("/login").await;
    org.page("login").await;
    org.fill("#username", user).await;
    org.fill("#password", pass).await;
    org.submit("form[action='/login'] button[type=submit]")
        .await;
    let nav = org.text("header.top nav").await;
    assert!(nav.contains(user), "logged in again: {nav}");
    org.page("home").await;
    org.goto("/account").await;
    org.page("account").await;

    // The referees' accounts.
    org.goto("/users").await;
    for (name, pass) in REFEREES {
        org.fill("#username", name).await;
        org.select("#role", "referee").await;
        org.fill("#password", pass).await;
        org.fill("#password_confirm", pass).await;
        org.submit("form[action='/users'] button[type=submit]")
            .await;
        assert!(
            org.text("main").await.contains(name),
            "the users page lists {name}"
        );
    }
    org.page("users").await;
}

/// The number at the end of `path` after `prefix` (e.g. `/tournaments/3/manage`).
fn id_after(path: &str, prefix: &str) -> i64 {
    path.strip_prefix(prefix)
        .and_then(|rest| rest.split('/').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no id in {path} after {prefix}"))
}

/// Scenario 2: tournament, CSV import, pairing, publication, referees.
pub async fn prepare_round(org: &mut Browser) -> Tourney {
    org.goto("/tournaments").await;
    org.fill("#name", TOURNAMENT).await;
    // A date field's typing order depends on the locale; set its value as a date picker
    // would.
    org.js(
        "document.getElementById('held_on').value = arguments[0]; return null",
        vec![json!("2026-11-21")],
    )
    .await;
    org.fill("#venue", "Sala del circolo").await;
    org.page("tournaments").await;
    org.submit("form[action='/tournaments'] button[type=submit]")
        .await;
    let path = org.path().await;
    let id = id_after(&path, "/tournaments/");
    assert!(
        path.ends_with("/manage"),
        "a new tournament opens its dashboard: {path}"
    );

    // Four teams by CSV: preview, then confirm.
    let csv = std::iter::once("team,player1,player2,club".to_string())
        .chain(TEAMS.iter().map(|t| t.join(",")))
        .collect::<Vec<_>>()
        .join("\n");
    org.fill("#csv", &csv).await;
    org.submit("form[action$='/import'] button[type=submit]")
        .await;
    let preview = org.text("main").await;
    for t in TEAMS {
        assert!(
            preview.contains(t[0]),
            "the preview lists {}: {preview}",
            t[0]
        );
    }
    assert!(!org.has(".alert").await, "a clean CSV has no bad rows");
    org.page("import-preview").await;
    org.submit("form[action$='/import/confirm'] button.primary")
        .await;
    let teams = org.text("#teams").await;
    for t in TEAMS {
        assert!(teams.contains(t[0]), "{} registered: {teams}", t[0]);
    }

    // Round 1: pair and look at the draft.
    org.submit("#rounds form[action$='/rounds'] button[type=submit]")
        .await;
    let rows = org
        .js(
            "return [...document.querySelectorAll('#rounds tbody tr')].map(r => r.cells[1].firstChild.textContent.trim())",
            vec![],
        )
        .await;
    let tables: Vec<String> = rows
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|v| v.as_str().map(str::to_string))
        .collect();
    assert_eq!(tables.len(), 2, "4 teams make 2 tables: {tables:?}");
    org.page("round-draft").await;

    // A referee for each table, on the draft, through "table numbers and referees".
    for (table, (referee, _)) in (1..).zip(REFEREES) {
        assign_referee(org, table, referee).await;
    }
    org.page("round-referees").await;

    // Publish: one match per table, the table's referee becomes the match's.
    org.submit("form[action$='/publish'] button[type=submit]")
        .await;
    assert!(
        !org.has("form[action$='/publish']").await,
        "the round is published"
    );
    let published = org.text("#rounds tbody").await;
    for (referee, _) in REFEREES {
        assert!(
            published.contains(referee),
            "{referee} stays on their table after publication: {published}"
        );
    }
    org.page("manage").await;
    let pair: Vec<String> = tables[0].split(" – ").map(str::to_string).collect();
    assert_eq!(pair.len(), 2, "table 1 names two teams: {}", tables[0]);
    let clubs: Vec<_> = pair
        .iter()
        .filter_map(|n| TEAMS.iter().find(|t| t[0] == n.as_str()).map(|t| t[3]))
        .collect();
    assert_eq!(clubs.len(), 2, "table 1's teams are ours: {pair:?}");
    assert_ne!(clubs[0], clubs[1], "round 1 keeps clubs apart");

    // Each table's match is in the console ("Tavolo N" in bold, then the teams, the
    // tournament and the round), with its referee.
    org.goto("/console").await;
    org.page("console-list").await;
    let links = org
        .js(
            "return [...document.querySelectorAll('ul.rows a[href^=\"/console/m/\"]')].map(a => [(a.querySelector('strong') || a).textContent.trim(), a.getAttribute('href')])",
            vec![],
        )
        .await;
    let mut matches = [0_i64; 2];
    for l in links.as_array().into_iter().flatten() {
        let (label, href) = (l[0].as_str().unwrap_or(""), l[1].as_str().unwrap_or(""));
        for (i, m) in matches.iter_mut().enumerate() {
            if label.ends_with(&format!(" {}", i + 1)) {
                *m = id_after(href, "/console/m/");
            }
        }
    }
    assert!(
        matches.iter().all(|&m| m > 0),
        "both tables have a match: {links}"
    );
    for (m, (referee, _)) in matches.iter().zip(REFEREES) {
        org.goto(&format!("/console/m/{m}")).await;
        let referees = "details.card:has(form[action$='/referees'])";
        org.click(&format!("{referees} > summary")).await;
        let listed = org.text(&format!("{referees} ul.rows")).await;
        assert!(
            listed.contains(referee),
            "{referee} is the match's referee: {listed}"
        );
    }
    Tourney {
        id,
        matches,
        table1: [pair[0].clone(), pair[1].clone()],
    }
}

/// On the draft round's "table numbers and referees" block, adds `referee` to table
/// number `table` and checks the dashboard names them under that table.
async fn assign_referee(org: &mut Browser, table: u32, referee: &str) {
    org.click("#rounds details.tables-edit > summary").await;
    // The block whose heading is "Tavolo N: …", and the account's option in its list.
    let found = org
        .js(
            "const [table, name] = arguments;
             const block = [...document.querySelectorAll('#rounds details.tables-edit > div.stack')]
               .find(b => (b.querySelector('h4').textContent.match(/(\\d+):/) || [])[1] === String(table));
             if (!block) return null;
             const select = block.querySelector('form[action$=\"/referees\"] select[name=add]');
             const option = [...select.options].find(o => o.textContent.trim() === name);
             return option ? [select.id, option.value] : null;",
            vec![json!(table), json!(referee)],
        )
        .await;
    let (select, value) = match (found[0].as_str(), found[1].as_str()) {
        (Some(s), Some(v)) => (format!("#{s}"), v.to_string()),
        _ => panic!("table {table} offers {referee} as a referee: {found}"),
    };
    org.select(&select, &value).await;
    org.submit(&format!("{select} ~ button[type=submit]")).await;
    let row = org
        .js(
            "const row = [...document.querySelectorAll('#rounds tbody tr')].find(r => r.cells[0].textContent.trim() === String(arguments[0]));
             return row ? row.cells[1].textContent : '';",
            vec![json!(table)],
        )
        .await;
    let row = row.as_str().unwrap_or("");
    assert!(
        row.contains(referee),
        "table {table} names {referee} as its referee: {row}"
    );
}
