//! One person across events (issue 30): the organizer's people pages. Two
//! evenings register "Mario Rossi" and "ROSSI Mario" of one club; the page
//! suggests them as one person without merging them, the organizer merges,
//! splits one evening off again, and the refusals say what is wrong.

use crate::console::organizer;
use crate::helpers::TestApp;
use axum::http::StatusCode;

async fn evening(t: &mut TestApp, name: &str, csv: &str) -> i64 {
    let r = t
        .post(
            "/individual",
            &[
                ("name", name),
                ("ruleset", "risiko-classic"),
                ("table_size", "4"),
                ("odd_field", "larger"),
                ("rounds", "1"),
                ("formula", "place_points"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let id: i64 = r.headers["location"]
        .to_str()
        .unwrap()
        .trim_start_matches("/individual/")
        .split('/')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let r = t
        .post(&format!("/individual/{id}/import/confirm"), &[("csv", csv)])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    id
}

/// The person id the list page links for a name.
fn person_of(page: &str, name: &str) -> i64 {
    let at = page
        .find(&format!("\">{name}</a></td>"))
        .unwrap_or_else(|| panic!("{name} listed in {page}"));
    let href = page[..at].rfind("/people/").expect("a link");
    page[href + 8..at].parse().expect("an id")
}

#[tokio::test]
async fn people_are_suggested_merged_and_split_by_the_organizer_only() {
    let mut t = organizer().await;
    evening(
        &mut t,
        "Serata 1",
        "nome;club\nMario Rossi;Lupi\nAnna Neri;Orsi\n",
    )
    .await;
    evening(
        &mut t,
        "Serata 2",
        "nome;club\nROSSI Mario;Lupi\nLuca Verdi;Orsi\n",
    )
    .await;

    // Listed apart, suggested together, with the reasons.
    let r = t.get("/people").await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    assert!(r.body.contains("Forse la stessa persona"), "{}", r.body);
    assert!(r.body.contains("stesso nome, stesso club"), "{}", r.body);
    let kept = person_of(&r.body, "Mario Rossi");
    let gone = person_of(&r.body, "ROSSI Mario");
    assert_ne!(kept, gone, "never merged silently");
    assert!(
        !r.body.contains("Luca Verdi</strong>"),
        "no suggestion for Luca"
    );

    // A record with itself: refused with a sentence, nothing changed.
    let same = kept.to_string();
    let r = t
        .post("/people/merge", &[("kept", &same), ("gone", &same)])
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        r.body.contains("Una scheda non si unisce con sé stessa"),
        "{}",
        r.body
    );

    // The merge: one person, both evenings.
    let r = t
        .post(
            "/people/merge",
            &[("kept", &same), ("gone", &gone.to_string())],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let page = t.get(&format!("/people/{kept}")).await;
    assert!(
        page.body.contains("Serata 1") && page.body.contains("Serata 2"),
        "{}",
        page.body
    );
    assert!(
        page.body.contains("iscritto come ROSSI Mario"),
        "{}",
        page.body
    );
    let list = t.get("/people").await;
    assert!(
        list.body.contains("Nessuna scheda sembra doppia"),
        "{}",
        list.body
    );

    // Split the second evening off again; its only event cannot be split.
    let entry = {
        let at = page
            .body
            .rfind("name=\"entry\" value=\"")
            .expect("a split form");
        let rest = &page.body[at + 20..];
        rest[..rest.find('"').unwrap()].to_owned()
    };
    let r = t
        .post(
            &format!("/people/{kept}/split"),
            &[("kind", "individual"), ("entry", &entry)],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let new = r.headers["location"].to_str().unwrap().to_owned();
    let r = t.get(&new).await;
    assert!(
        r.body.contains("Serata 2") && !r.body.contains("Serata 1"),
        "{}",
        r.body
    );
    let r = t
        .post(
            &format!("{new}/split"),
            &[("kind", "individual"), ("entry", &entry)],
        )
        .await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    assert!(r.body.contains("unico evento di ROSSI Mario"), "{}", r.body);

    // A membership number: set on one person, refused on another, cleared.
    let r = t
        .post(
            &format!("/people/{kept}/national_id"),
            &[("national_id", " IT-0007 ")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let r = t
        .post(&format!("{new}/national_id"), &[("national_id", "it-0007")])
        .await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    assert!(
        r.body.contains("La tessera it-0007 è già di Mario Rossi"),
        "{}",
        r.body
    );
    let r = t
        .post(
            &format!("{new}/national_id"),
            &[("national_id", &"9".repeat(31))],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    let list = t.get("/people").await.body;
    assert!(list.contains("<td>IT-0007</td>"), "{list}");
    let r = t
        .post(
            &format!("/people/{kept}/national_id"),
            &[("national_id", "")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert!(!t.get("/people").await.body.contains("IT-0007"));

    // An entry that is not this person's, and a person who does not exist.
    let r = t
        .post(
            &format!("/people/{kept}/split"),
            &[("kind", "individual"), ("entry", &entry)],
        )
        .await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
    assert_eq!(t.get("/people/99999").await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_people_pages_are_for_organizers() {
    let mut t = TestApp::new().await;
    let r = t.get("/people").await;
    assert_ne!(r.status, StatusCode::OK);
    assert!(!r.body.contains("Giocatori del club"));
}
