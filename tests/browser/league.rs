//! A club league in Chromium (issue 29): the organizer, on a 390 px phone, creates
//! one tournament of five evenings with a turno di scarto (the worst result of
//! each player discarded), a ripescaggio, the 1st straight to the final, semifinals
//! of 3 tables and a torneo degli esclusi, all on the creation form; registers 16
//! players by CSV, two late entries on evening 2 and one on evening 5 on the
//! add-player form, keeps P05 away on evening 3 (drop, then return); seats,
//! publishes and ends every table of every evening from its console; then seats
//! the semifinal (with the consolation tables beside it) and the final. The
//! standings page shows the discards (P05's absence among them), the torneo degli
//! esclusi's own ranking and the event's final ranking. Each page: no console
//! error, no accessibility violation, no sideways scroll at 360 px.
//!
//! Every table here is ended early by its referee, so every seat shares 1st: the
//! figures (who is discarded, who is picked up) are checked by the router test
//! `individual_league`; this one proves the organizer can run it all on a phone.

use crate::harness::{Browser, Driver, Server};

/// Ends the table whose console is at `href` early and signs it.
async fn end_table(b: &mut Browser, href: &str) {
    b.goto(href).await;
    b.end_early_and_sign("fine serata").await;
}

/// The consoles of round `round`'s tables, as the manage page links them.
async fn tables_of(b: &Browser, round: i64) -> Vec<String> {
    let links = b
        .js(
            "return [...document.querySelectorAll(`#round${arguments[0]} a.tag[href^='/console/m/']`)].map(a => a.getAttribute('href'))",
            vec![serde_json::json!(round)],
        )
        .await;
    links
        .as_array()
        .expect("a list")
        .iter()
        .map(|l| l.as_str().expect("a link").to_string())
        .collect()
}

/// Publishes the draft of `round`, then ends every one of its tables.
async fn publish_and_play(b: &mut Browser, id: i64, round: i64, tables: usize) {
    b.submit(&format!(
        "form[action='/individual/{id}/rounds/{round}/publish'] button"
    ))
    .await;
    let links = tables_of(b, round).await;
    assert_eq!(links.len(), tables, "tables of round {round}: {links:?}");
    for href in links {
        end_table(b, &href).await;
    }
    b.goto(&format!("/individual/{id}/manage")).await;
}

/// Registers one player on the manage page's form.
async fn add_player(b: &mut Browser, id: i64, name: &str, club: &str) {
    b.goto(&format!("/individual/{id}/manage")).await;
    b.fill("#pname", name).await;
    b.fill("#pclub", club).await;
    b.submit(&format!("form[action='/individual/{id}/players'] button"))
        .await;
}

/// Presses the drop (or return) button on `name`'s row of the players' list.
async fn drop_or_return(b: &mut Browser, id: i64, name: &str) {
    b.goto(&format!("/individual/{id}/manage")).await;
    let action = b
        .js(
            "const row = [...document.querySelectorAll('#players li')].find(li => li.textContent.trim().startsWith(arguments[0]));
             return row.querySelector('form').getAttribute('action');",
            vec![serde_json::json!(name)],
        )
        .await;
    let action = action.as_str().expect("a form").to_string();
    b.submit(&format!("form[action='{action}'] button")).await;
}

/// The scenario.
pub async fn run(driver: &Driver, server: &Server) {
    let mut b = driver.browser("league", 390, 844).await.at(&server.base);
    b.set_up_organizer(&server.setup_link).await;

    b.goto("/individual").await;
    b.fill("#name", "Lega del giovedì").await;
    b.fill("#rounds", "5").await;
    b.fill("#semifinal_tables", "3").await;
    b.fill("#direct_finalists", "1").await;
    b.fill("#discard_worst", "1").await;
    b.click("input[name=ripescaggio]").await;
    b.click("input[name=consolation]").await;
    b.select("#consolation_formula", "cni2004").await;
    b.page("league-form").await;
    b.submit("form[action='/individual'] button[type=submit]")
        .await;
    let id = b.id_after("/individual/").await;
    let clubs = ["Lupi", "Orsi", "Falchi", "Volpi"];
    let csv: String = (1..=16)
        .map(|i| format!("P{i:02};{}\n", clubs[i % 4]))
        .collect();
    b.fill("#csv", &csv).await;
    b.submit(&format!("form[action='/individual/{id}/import'] button"))
        .await;
    b.submit(&format!(
        "form[action='/individual/{id}/import/confirm'] button"
    ))
    .await;

    // Five evenings: 16, 18, 17, 18 and 19 players, four tables each.
    for evening in 1..=5_i64 {
        match evening {
            2 => {
                add_player(&mut b, id, "Luca Tardi", "Lupi").await;
                add_player(&mut b, id, "Lia Tardi", "Orsi").await;
            }
            3 => drop_or_return(&mut b, id, "P05").await,
            4 => drop_or_return(&mut b, id, "P05").await,
            5 => add_player(&mut b, id, "Rita Ripescata", "Volpi").await,
            _ => {}
        }
        b.goto(&format!("/individual/{id}/manage")).await;
        b.submit(&format!("form[action='/individual/{id}/rounds'] button"))
            .await;
        if evening == 1 {
            b.page("league-draft").await;
        }
        publish_and_play(&mut b, id, evening, 4).await;
    }

    // The semifinal (1st direct, 11 + the ripescato at three tables) and the
    // six out of it at the torneo degli esclusi's two tables, in one round.
    b.submit(&format!("form[action='/individual/{id}/semifinal'] button"))
        .await;
    let manage = b.text("#rounds").await;
    assert!(manage.contains("Ripescato:"), "{manage}");
    assert!(manage.contains("Finalisti diretti:"), "{manage}");
    b.page("league-semifinal").await;
    publish_and_play(&mut b, id, 6, 5).await;
    b.submit(&format!("form[action='/individual/{id}/final'] button"))
        .await;
    publish_and_play(&mut b, id, 7, 1).await;

    b.goto(&format!("/individual/{id}/standings")).await;
    let ranking = b.text("#event-ranking").await;
    assert_eq!(
        ranking.lines().count(),
        20,
        "a header and all 19 players in the event's ranking: {ranking}"
    );
    let consolation = b.text("#consolation").await;
    assert_eq!(
        consolation.lines().count(),
        7,
        "a header and the six excluded: {consolation}"
    );
    let discards = b
        .js(
            "return [...document.querySelectorAll('#standings [data-discarded]')].map(c => c.getAttribute('data-discarded'))",
            vec![],
        )
        .await;
    let discards: Vec<&str> = discards
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|d| d.as_str())
        .collect();
    assert_eq!(discards.len(), 19, "one discard each: {discards:?}");
    assert!(
        discards.contains(&"3: assente"),
        "P05's absence: {discards:?}"
    );
    b.page("league-standings").await;

    // The club's people: the 19 players, each a record of their own.
    b.goto("/people").await;
    let everyone = b.text("table.standings").await;
    assert!(everyone.contains("Rita Ripescata"), "{everyone}");
    b.page("league-people").await;
    b.close().await;
}
