//! Scenario 6 on the pages the evening has not walked through yet: the public pages as
//! a spectator sees them (not logged in), the organizer's management pages and print
//! pages, and the referees' confirmation list. Each one is opened as a person would
//! (from a link where there is one) and goes through [`Browser::page`]: no console
//! error or failed request, no sideways scroll at 360 px, a screenshot.

use crate::harness::Browser;
use crate::organizer::{REFEREES, TEAMS, Tourney};
use crate::referee::Played;

/// The public pages, for a spectator's browser that never logged in.
pub async fn public(b: &mut Browser, t: &Tourney, played: &Played) {
    let (winner, score) = &played.ranking[0];
    let base = format!("/tournaments/{}", t.id);

    b.goto(&format!("{base}/pairings")).await;
    let text = b.text("main").await;
    for team in TEAMS {
        assert!(text.contains(team[0]), "the pairings name {}", team[0]);
    }
    assert!(
        b.has("main a[href^='/t/']").await,
        "the pairings link each table's board"
    );
    b.page("public-pairings").await;

    b.goto(&format!("{base}/tables")).await;
    let text = b.text("main").await;
    assert!(
        t.table1.iter().all(|team| text.contains(team.as_str())),
        "the live tables show table 1: {text}"
    );
    b.page("public-tables").await;

    b.goto(&format!("{base}/rounds/1")).await;
    let text = b.text("main").await;
    assert!(
        text.contains(winner.as_str()) && text.contains(&score.to_string()),
        "round 1's results show {winner}'s {score}: {text}"
    );
    b.page("public-round").await;

    b.goto(&format!("{base}/standings")).await;
    let first = b.text("main tbody tr").await;
    assert!(
        first.contains(winner.as_str()),
        "the public standings rank {winner} first: {first}"
    );
    b.page("public-standings").await;

    b.goto(&base).await;
    b.page("public-home").await;
}

/// The organizer's pages: settings, a team's edit form, the signed match's page with
/// its corrections, the change log, the print pages, the archive import form.
pub async fn organizer(org: &mut Browser, t: &Tourney, played: &Played) {
    let base = format!("/tournaments/{}", t.id);
    let (winner, score) = &played.ranking[0];

    org.goto(&format!("{base}/manage")).await;
    org.submit(&format!("a[href='{base}/settings']")).await;
    assert!(
        org.has("form[action$='/settings']").await,
        "the settings form"
    );
    org.page("settings").await;

    org.goto(&format!("{base}/manage")).await;
    org.submit("#teams a.button[href*='/teams/']").await;
    assert!(
        org.path().await.starts_with(&format!("{base}/teams/")),
        "a team's edit page"
    );
    let name = org.find("input[name=name]").await;
    let name = name.prop("value").await.ok().flatten().unwrap_or_default();
    assert!(
        TEAMS.iter().any(|team| team[0] == name),
        "the edit form holds the team's name: {name:?}"
    );
    org.page("team-edit").await;

    org.goto(&format!("{base}/manage")).await;
    org.submit(&format!(
        "#rounds a[href='{base}/matches/{}']",
        played.match_id
    ))
    .await;
    let text = org.text("main").await;
    assert!(
        text.contains(winner.as_str()) && text.contains(&score.to_string()),
        "the match page shows {winner}'s {score}: {text}"
    );
    assert!(
        org.has("form[action$='/reopen']").await && org.has("form[action$='/adjust']").await,
        "a signed match can be reopened or adjusted"
    );
    org.page("match-corrections").await;

    org.goto(&format!("{base}/manage")).await;
    org.submit(&format!("main a[href='{base}/audit']")).await;
    let text = org.text("main").await;
    assert!(
        REFEREES.iter().all(|(r, _)| text.contains(r)),
        "the change log records the referees' assignment: {text}"
    );
    org.page("audit").await;

    for (page, path) in [
        ("print-pairings", format!("{base}/print/pairings/1")),
        ("print-cards", format!("{base}/print/cards/1")),
        ("print-standings", format!("{base}/print/standings")),
    ] {
        org.goto(&format!("{base}/manage")).await;
        org.submit(&format!("#exports a[href='{path}']")).await;
        let text = org.text("main").await;
        assert!(
            t.table1.iter().all(|team| text.contains(team.as_str())),
            "{page} names table 1's teams: {text}"
        );
        org.page(page).await;
    }

    org.goto("/tournaments/import").await;
    assert!(
        org.has("form[enctype='multipart/form-data'] input[type=file]")
            .await,
        "the archive import form"
    );
    org.page("import").await;
}

/// A referee's list of results awaiting a second confirmation (the switch is off
/// tonight: the list says there is nothing to confirm).
pub async fn confirmations(referee: &mut Browser, t: &Tourney) {
    referee
        .goto(&format!("/tournaments/{}/confirmations", t.id))
        .await;
    assert!(referee.has("main h1").await, "the confirmations page");
    referee.page("confirmations").await;
}
