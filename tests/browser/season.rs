//! A season of individual evenings in Chromium (issue #15, stages branch): the
//! organizer creates a season (best 2 of 3), three evenings on the creation form
//! choosing that season, registers each evening's players by CSV (preview, then
//! confirm), seats and publishes round 1, ends and signs each table from its console; the
//! public season page then shows the late entry and the absences, on a phone and
//! at 360 px without sideways scroll.

use crate::harness::{Browser, Driver, Server};

/// One evening of the season: created, players imported, seated, published, and
/// its one table ended by the referee.
async fn evening(b: &mut Browser, name: &str, season: i64, csv: &str) {
    b.goto("/individual").await;
    b.fill("#name", name).await;
    b.fill("#rounds", "1").await;
    b.select("#season", &season.to_string()).await;
    b.submit("form[action='/individual'] button[type=submit]")
        .await;
    let id = b.id_after("/individual/").await;
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
    b.end_early_and_sign("fine serata").await;
}

/// The scenario.
pub async fn run(driver: &Driver, server: &Server) {
    let mut b = driver.browser("season", 390, 844).await.at(&server.base);
    b.set_up_organizer(&server.setup_link).await;

    b.goto("/seasons").await;
    b.fill("#name", "Campionato di primavera").await;
    b.fill("#best_of", "2").await;
    b.submit("form[action='/seasons'] button[type=submit]")
        .await;
    let season = b.id_after("/seasons/").await;
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
