//! An individual evening on the pages (issue #15): the organizer, on a laptop,
//! creates an individual tournament, registers nine players by CSV (preview, then
//! confirm), seats round 1 (tables of 5 and 4), moves a player from the table of 5
//! to the table of 4 (the cost report is recounted), publishes, and gives
//! table 1 a referee; the referee, on a 390×844 phone, finds the table in the
//! console under the tournament, records a claim, ends the match early and signs it
//! off; the public standings rank the claimer first with the place points of a
//! table of 4. Every page: no console error, no sideways scroll at 360 px.

use crate::harness::{Browser, Driver, Server, say};
use crate::tapping::{Cost, send};
use arbitro::engine::Map;
use serde_json::json;

const ORGANIZER: (&str, &str) = ("org", "a long enough password");
const REFEREE: (&str, &str) = ("arbitra", "another long password");

const CSV: &str = "nome;club;regione\nAnna;Lupi;Lazio\nBruno;Lupi;Lazio\nCarla;Orsi;Lazio\nDario;Orsi;Umbria\nElena;Falchi;Umbria\nFabio;Falchi;Umbria\nGina;Volpi;Marche\nIvo;Volpi;Marche\nLea;;\n";

/// The organizer's first start, and the referee's account.
async fn accounts(org: &mut Browser, server: &Server) {
    org.goto(&server.setup_link).await;
    org.fill("#username", ORGANIZER.0).await;
    org.fill("#password", ORGANIZER.1).await;
    org.fill("#password_confirm", ORGANIZER.1).await;
    org.submit("form[action^='/setup/'] button[type=submit]")
        .await;
    org.goto("/users").await;
    org.fill("#username", REFEREE.0).await;
    org.select("#role", "referee").await;
    org.fill("#password", REFEREE.1).await;
    org.fill("#password_confirm", REFEREE.1).await;
    org.submit("form[action='/users'] button[type=submit]")
        .await;
}

/// The names at each table of the manage page's round 1, in table order.
async fn seated(org: &Browser) -> Vec<Vec<String>> {
    let v = org
        .js(
            "return Array.from(document.querySelectorAll('#round1 tr.seated')).map(r => Array.from(r.querySelectorAll('.seat')).map(s => s.textContent))",
            vec![],
        )
        .await;
    serde_json::from_value(v).unwrap_or_default()
}

/// The organizer's part: create, import, seat, move, publish, assign; returns the
/// tournament id.
async fn organize(org: &mut Browser) -> i64 {
    org.goto("/individual").await;
    org.fill("#name", "Serata di prova").await;
    org.fill("#table_size", "4").await;
    org.select("#odd_field", "larger").await;
    org.fill("#rounds", "2").await;
    org.submit("form[action='/individual'] button[type=submit]")
        .await;
    let path = org.path().await;
    let id: i64 = path
        .trim_start_matches("/individual/")
        .trim_end_matches("/manage")
        .parse()
        .unwrap_or_else(|_| panic!("a new tournament opens its page, not {path}"));

    // CSV: the preview lists the players; nothing is stored until confirmed.
    org.fill("#csv", CSV).await;
    org.submit("form[action$='/import'] button[type=submit]")
        .await;
    assert!(
        org.text("main").await.contains("Lea"),
        "the preview lists Lea"
    );
    org.page("individual-preview").await;
    org.submit("form[action$='/import/confirm'] button[type=submit]")
        .await;
    assert!(org.text("#players h2").await.contains('9'), "nine players");

    // Seat round 1: a table of 5 and one of 4.
    org.submit(&format!("form[action='/individual/{id}/rounds'] button"))
        .await;
    let before = seated(org).await;
    let sizes: Vec<usize> = before.iter().map(Vec::len).collect();
    assert_eq!(sizes, [5, 4], "{before:?}");
    // Move the last player of table 1 to table 2: they trade sizes.
    let moved = before[0][4].clone();
    let value = org
        .js(
            "const o = Array.from(document.querySelectorAll('#mp1 option')).find(o => o.textContent.startsWith(arguments[0] + ' (')); return o ? o.value : ''",
            vec![json!(moved)],
        )
        .await;
    org.select("#mp1", value.as_str().unwrap_or("")).await;
    org.select("#mt1", "2").await;
    org.submit("form.move button").await;
    let after = seated(org).await;
    assert_eq!(after[0].len(), 4, "{after:?}");
    assert_eq!(after[1].last(), Some(&moved), "{after:?}");
    // Recounted for the edit: "edited by hand", or optimal when it still costs 0.
    let report = org.text("#round1 .report").await;
    assert!(
        report.contains("modificato a mano") || report.contains("costo zero"),
        "{report}"
    );
    org.page("individual-draft").await;

    // Publish, then give table 1 its referee.
    org.submit("form[action$='/rounds/1/publish'] button").await;
    let sel = "form[action$='/rounds/1/tables/1/referee'] select";
    let referee = org
        .js(
            "const o = Array.from(document.querySelector(arguments[0]).options).find(o => o.textContent === arguments[1]); return o ? o.value : ''",
            vec![json!(sel), json!(REFEREE.0)],
        )
        .await;
    org.select(sel, referee.as_str().unwrap_or("")).await;
    org.submit("form[action$='/rounds/1/tables/1/referee'] button")
        .await;
    assert!(
        org.text("#round1").await.contains(REFEREE.0),
        "table 1 names its referee"
    );
    org.page("individual-published").await;
    id
}

/// The referee's part on a phone: the table from the console list, one claim, the
/// early end, the sign-off. Returns the name of the player who claimed.
async fn referee(phone: &mut Browser) -> String {
    phone.goto("/login").await;
    phone.fill("#username", REFEREE.0).await;
    phone.fill("#password", REFEREE.1).await;
    phone
        .submit("form[action='/login'] button[type=submit]")
        .await;
    phone.goto("/console").await;
    assert!(
        phone.text("#tables").await.contains("Serata di prova"),
        "the table is listed under its tournament"
    );
    phone.page("individual-console-list").await;
    phone.submit("#tables a").await;
    let first = phone.text("#panel .who-acts").await;
    let mut cost = Cost::default();
    let map = Map::risiko();
    let slug = map
        .territory(
            map.territory_ids()
                .next()
                .unwrap_or_else(|| panic!("a map")),
        )
        .slug
        .clone();
    send(
        phone,
        &format!("#panel form.claim button[value='{slug}']"),
        &mut cost,
    )
    .await;
    phone.click("#more summary").await;
    phone.fill("#end_reason", "fine del tempo").await;
    // Ending the match asks first: the referee confirms.
    phone.click("#more #end_confirm summary").await;
    send(phone, "#more #end_confirm button", &mut cost).await;
    let id = phone.path().await;
    phone.goto(&id).await;
    phone.submit("#sign").await;
    phone.submit(".confirm form[action$='/sign'] button").await;
    assert!(!phone.has("#sign").await, "signed: the match is locked");
    phone.page("individual-signed").await;
    say(&format!(
        "individual: the referee recorded the table in {} taps",
        cost.taps
    ));
    first
}

/// The whole scenario.
pub async fn run(driver: &Driver, server: &Server) {
    let mut org = driver
        .browser("ind-organizer", 1280, 900)
        .await
        .at(&server.base);
    accounts(&mut org, server).await;
    let id = organize(&mut org).await;
    let mut phone = driver
        .browser("ind-referee", 390, 844)
        .await
        .at(&server.base);
    let who_acted = referee(&mut phone).await;

    // The public standings (no login): the claimer first, 5 place points (1st of 4).
    let mut public = driver
        .browser("ind-public", 390, 844)
        .await
        .at(&server.base);
    public.goto(&format!("/individual/{id}/standings")).await;
    let first = public
        .js(
            "const r = document.querySelector('#standings tbody tr'); return [r.getAttribute('data-name'), r.getAttribute('data-total')]",
            vec![],
        )
        .await;
    let (name, total): (String, String) = serde_json::from_value(first).unwrap_or_default();
    assert!(
        who_acted.contains(&name),
        "{name} claimed first ({who_acted}) and leads"
    );
    assert_eq!(total, "5", "1st of 4: n − 1 + 2 place points");
    public.page("individual-standings").await;

    // The organizer's change log shows the move and the publication.
    org.goto(&format!("/individual/{id}/audit")).await;
    let log = org.text("#audit").await;
    assert!(log.contains("Giocatore spostato"), "{log}");
    assert!(log.contains("Turno pubblicato"), "{log}");
    org.page("individual-audit").await;
    for b in [org, phone, public] {
        b.close().await;
    }
}
