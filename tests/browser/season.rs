//! A season of individual evenings in Chromium (issue #15, stages branch): the
//! organizer creates a season (best 2 of 3), three evenings on the creation form
//! choosing that season, registers each evening's players by CSV (preview, then
//! confirm), seats and publishes round 1, ends and signs each table from its console; the
//! public season page then shows the late entry and the absences, on a phone and
//! at 360 px without sideways scroll.

use crate::harness::{Browser, Driver, Server};

/// The number after `prefix` in the current path.
async fn id_after(b: &Browser, prefix: &str) -> i64 {
    let path = b.path().await;
    path.strip_prefix(prefix)
        .and_then(|s| s.split('/').next())
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("expected {prefix}…, at {path}"))
}

/// One evening of the season: created, players imported, seated, published, and
/// its one table ended by the referee.
async fn evening(b: &mut Browser, name: &str, season: i64, csv: &str) {
    b.goto("/individual").await;
    b.fill("#name", name).await;
    b.fill("#rounds", "1").await;
    b.select("#season", &season.to_string()).await;
    b.submit("form[action='/individual'] button[type=submit]")
        .await;
    let id = id_after(b, "/individual/").await;
    b.fill("#csv", csv).await;
    b.submit(&format!("form[action='/individual/{id}/import'] button"))
        .await;
    b.submit(&format!(
        "form[action='/individual/{id}/import/confirm'] button"
    ))
    .await;
    b.submit(&format!("form[action='/individual/{id}/rounds'] button"))
        .await;
    b.submit(&format!(
        "form[action='/individual/{id}/rounds/1/publish'] button"
    ))
    .await;
    b.submit("a.tag[href^='/console/m/']").await;
    b.click("#more summary").await;
    b.fill("#end_reason", "fine serata").await;
    b.click("#end_confirm summary").await;
    b.submit("#end_confirm button").await;
    // A table's result counts once the referee signs it (as team tables).
    b.submit("#sign").await;
    b.submit(".confirm form[action$='/sign'] button").await;
}

/// The scenario.
pub async fn run(driver: &Driver, server: &Server) {
    let mut b = driver.browser("season", 390, 844).await.at(&server.base);
    b.goto(&server.setup_link).await;
    b.fill("#username", "org").await;
    b.fill("#password", "a long enough password").await;
    b.fill("#password_confirm", "a long enough password").await;
    b.submit("form[action^='/setup/'] button[type=submit]")
        .await;

    b.goto("/seasons").await;
    b.fill("#name", "Campionato di primavera").await;
    b.fill("#best_of", "2").await;
    b.submit("form[action='/seasons'] button[type=submit]")
        .await;
    let season = id_after(&b, "/seasons/").await;
    let four = "Anna;Lupi\nBruno;Lupi\nCarla;Orsi\nDario;Orsi\n";
    let five = "Anna;Lupi\nBruno;Lupi\nCarla;Orsi\nDario;Orsi\nElena;Falchi\n";
    let third = "Anna;Lupi\nBruno;Lupi\nCarla;Orsi\nElena;Falchi\n";
    evening(&mut b, "Serata 1", season, four).await;
    evening(&mut b, "Serata 2", season, five).await;
    evening(&mut b, "Serata 3", season, third).await;

    b.goto(&format!("/seasons/{season}")).await;
    let table = b.text("#season").await;
    for name in ["Anna", "Bruno", "Carla", "Dario", "Elena"] {
        assert!(table.contains(name), "{name} in the season: {table}");
    }
    assert_eq!(table.matches("assente").count(), 2, "{table}");
    assert!(table.contains("iscritto dopo"), "{table}");
    assert!(b.text("main").await.contains("Serate giocate: 3 / 3"));
    b.page("season").await;
    b.goto(&format!("/seasons/{season}/clubs")).await;
    assert!(b.text("#clubs").await.contains("Lupi"));
    b.page("season-clubs").await;
    b.close().await;
}
