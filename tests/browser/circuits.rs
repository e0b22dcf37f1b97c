//! A circuit in Chromium (issue 30): the organizer plays two evenings of four,
//! creates a circuit on its page, writes a raduno type (300 / 200 / 100 by
//! place), adds both evenings; the public standings then rank the two winners
//! first, on a phone and at 360 px without sideways scroll; the circuit's
//! projector fits 1920×1080; a player's public page opens from the standings.

use crate::harness::{Browser, Driver, Server};

/// One evening of four: created, players imported, seated, published, its one
/// table ended by the referee (the winner is the engine's, the others share).
async fn evening(b: &mut Browser, name: &str) -> i64 {
    b.goto("/individual").await;
    b.fill("#name", name).await;
    b.fill("#rounds", "1").await;
    b.submit("form[action='/individual'] button[type=submit]")
        .await;
    let id = b.id_after("/individual/").await;
    b.fill("#csv", "Anna;Lupi\nBruno;Lupi\nCarla;Orsi\nDario;Orsi\n")
        .await;
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
    id
}

/// The scenario.
pub async fn run(driver: &Driver, server: &Server) {
    let mut b = driver.browser("circuit", 390, 844).await.at(&server.base);
    b.set_up_organizer(&server.setup_link).await;
    let first = evening(&mut b, "Raduno di Andria").await;
    let second = evening(&mut b, "Raduno di Trani").await;

    b.goto("/circuits").await;
    b.fill("#name", "Giocatore dell'anno").await;
    b.submit("form[action='/circuits'] button[type=submit]")
        .await;
    let id = b.id_after("/circuits/").await;
    b.fill("#types form:last-of-type input[name='name']", "Raduno")
        .await;
    b.fill(
        "#types form:last-of-type input[name='by_place']",
        "300 200 100",
    )
    .await;
    b.submit("#types form:last-of-type button").await;
    for event in [first, second] {
        b.select("#event", &event.to_string()).await;
        b.submit(&format!("form[action='/circuits/{id}/events'] button"))
            .await;
    }
    b.page("circuit-manage").await;

    b.goto(&format!("/circuits/{id}")).await;
    let table = b.text("#circuit").await;
    for name in ["Anna", "Bruno", "Carla", "Dario"] {
        assert!(table.contains(name), "{name} in the circuit: {table}");
    }
    b.page("circuit").await;
    b.submit("#circuit a[href^='/players/']").await;
    let page = b.text("main").await;
    assert!(
        page.contains("Raduno di Andria") && page.contains("Raduno di Trani"),
        "{page}"
    );
    b.page("player").await;
    b.close().await;

    let mut screen = driver
        .browser("circuit-projector", 1920, 1080)
        .await
        .at(&server.base);
    screen.goto(&format!("/circuits/{id}/projector")).await;
    let fit = screen
        .js(
            "const d = document.documentElement;
             return d.scrollWidth <= d.clientWidth && d.scrollHeight <= d.clientHeight;",
            vec![],
        )
        .await;
    assert_eq!(fit, serde_json::Value::Bool(true), "the projector scrolls");
    assert!(screen.text("#projector").await.contains("Anna"));
    screen.close().await;
}
