//! A team championship in Chromium (issue 29): the organizer, on a 390 px phone,
//! creates the championship on the form (8 clubs × 4 players, best 9 of 12), imports
//! the 32 players by CSV (preview, confirm), seats and publishes three rounds, and
//! ends and signs every table from its console; the standings page then shows the
//! team standings, and the projector (1920×1080) their screen. Each page has no
//! console error and no sideways scroll at 360 px.

use crate::harness::{Browser, Driver, Server};

const CLUBS: [&str; 8] = [
    "Alfa", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel",
];

/// Ends the table whose console is at `href` early and signs it.
async fn end_table(b: &mut Browser, href: &str) {
    b.goto(href).await;
    b.end_early_and_sign("fine turno").await;
}

/// The scenario.
pub async fn run(driver: &Driver, server: &Server) {
    let mut b = driver
        .browser("championship", 390, 844)
        .await
        .at(&server.base);
    b.set_up_organizer(&server.setup_link).await;

    b.goto("/individual").await;
    b.page("championship-form").await;
    b.fill("#name", "Campionato a squadre").await;
    b.fill("#rounds", "3").await;
    b.click("input[name=team_championship]").await;
    b.fill("#players_per_club", "4").await;
    b.fill("#games_counted", "9").await;
    b.submit("form[action='/individual'] button[type=submit]")
        .await;
    let id = b.id_after("/individual/").await;
    let csv: String = CLUBS
        .iter()
        .flat_map(|c| (1..=4).map(move |k| format!("{c} {k};{c}\n")))
        .collect();
    b.fill("#csv", &csv).await;
    b.submit(&format!("form[action='/individual/{id}/import'] button"))
        .await;
    b.submit(&format!(
        "form[action='/individual/{id}/import/confirm'] button"
    ))
    .await;
    for round in 1..=3 {
        b.submit(&format!("form[action='/individual/{id}/rounds'] button"))
            .await;
        b.submit(&format!(
            "form[action='/individual/{id}/rounds/{round}/publish'] button"
        ))
        .await;
        if round == 1 {
            b.page("championship-manage").await;
        }
        let links = b
            .js(
                "return [...document.querySelectorAll(`#round${arguments[0]} a.tag[href^='/console/m/']`)].map(a => a.getAttribute('href'))",
                vec![serde_json::json!(round)],
            )
            .await;
        let links: Vec<String> = links
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_str().unwrap().to_string())
            .collect();
        assert_eq!(links.len(), 8, "eight tables in round {round}: {links:?}");
        for href in links {
            end_table(&mut b, &href).await;
        }
        b.goto(&format!("/individual/{id}/manage")).await;
    }

    // Every table ended early: every seat shares 1st, (5 + 2 + 1 + 0) / 4 = 2 points
    // a game, so each team counts 9 × 2 = 18 of its 24, and all eight share 1st.
    b.goto(&format!("/individual/{id}/standings")).await;
    let teams = b.text("#teams").await;
    for club in CLUBS {
        assert!(
            teams.contains(club),
            "{club} in the team standings: {teams}"
        );
    }
    assert_eq!(teams.matches("9/12").count(), 8, "{teams}");
    assert!(
        b.text("#team-standings")
            .await
            .contains("migliori 9 partite")
    );
    b.page("championship-standings").await;
    b.close().await;

    let mut p = driver
        .browser("championship-projector", 1920, 1080)
        .await
        .at(&server.base);
    p.goto(&format!(
        "/individual/{id}/projector?pace=120#standings-teams-1"
    ))
    .await;
    p.viewport(1920, 1080).await;
    let screen = p.text(".step[data-key=standings-teams-1]").await;
    assert!(screen.contains("Classifica a squadre"), "{screen}");
    for club in CLUBS {
        assert!(screen.contains(club), "{club} on the projector: {screen}");
    }
    p.screenshot("championship-projector").await;
    p.check_console("the championship's projector").await;
    p.close().await;
}
