//! Family groups (issue 29): registered by the form, the CSV's fourth column and the
//! edit form on the manage page; never two of a group at one table; a group larger
//! than the tables refused with a sentence naming it and its players; the field
//! carried by the archive.

use crate::console::organizer;
use crate::helpers::TestApp;
use arbitro::db;
use axum::http::StatusCode;

async fn family_of(t: &TestApp, id: i64) -> Vec<(String, Option<String>)> {
    db::individual::players(&t.db, id)
        .await
        .unwrap()
        .into_iter()
        .map(|p| (p.name, p.family))
        .collect()
}

#[tokio::test]
async fn family_groups_are_registered_seated_apart_refused_when_too_large_and_archived() {
    let mut t = organizer().await;
    let r = t
        .post(
            "/individual",
            &[
                ("name", "Torneo di famiglia"),
                ("ruleset", "risiko-classic"),
                ("table_size", "4"),
                ("odd_field", "larger"),
                ("rounds", "3"),
                ("formula", "place_points"),
            ],
        )
        .await;
    let id = crate::fixture::individual_id(&r);
    // One by the form, with its group.
    let r = t
        .post(
            &format!("/individual/{id}/players"),
            &[("name", "Anna"), ("club", "Lupi"), ("family", " Rossi ")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    // Seven by CSV: the Italian header with the fourth column, and rows of every length.
    let csv = "nome;club;regione;gruppo familiare\nBruno;Lupi;Lazio;rossi\nCarla;Orsi\nDario;Orsi;;\nElena\nFabio;Volpi;;\nGina;Volpi;Lazio\nIvo;;;\n";
    let r = t
        .post(&format!("/individual/{id}/import"), &[("csv", csv)])
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    assert!(r.body.contains("Gruppo familiare: rossi"), "{}", r.body);
    let r = t
        .post(&format!("/individual/{id}/import/confirm"), &[("csv", csv)])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    // Two more put in a group by the edit form.
    let players = db::individual::players(&t.db, id).await.unwrap();
    let pid = |name: &str| players.iter().find(|p| p.name == name).unwrap().id;
    for name in ["Carla", "Dario"] {
        let r = t
            .post(
                &format!("/individual/{id}/players/{}/family", pid(name)),
                &[("family", "Bianchi")],
            )
            .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    }
    let page = t.get(&format!("/individual/{id}/manage")).await;
    assert!(
        page.body.contains("Gruppo familiare: Rossi"),
        "{}",
        page.body
    );
    assert!(
        page.body.contains("Gruppo familiare: Bianchi"),
        "{}",
        page.body
    );
    // Bad input: too long a group, a player of no tournament.
    let long = "x".repeat(61);
    let r = t
        .post(
            &format!("/individual/{id}/players/{}/family", pid("Ivo")),
            &[("family", long.as_str())],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    let r = t
        .post(
            &format!("/individual/{id}/players/999999/family"),
            &[("family", "Rossi")],
        )
        .await;
    assert_eq!(r.status, StatusCode::NOT_FOUND, "{}", r.body);

    // Seated: Anna and Bruno apart, Carla and Dario apart (Carla and Dario are of
    // one club too, a soft term the group overrides). Several draws, several seeds.
    let together = |a: i64, b: i64, tables: &[db::individual::TableRow]| {
        tables.iter().any(|x| {
            let ids: Vec<i64> = serde_json::from_str(&x.players).unwrap();
            ids.contains(&a) && ids.contains(&b)
        })
    };
    for _ in 0..4 {
        let r = t.post(&format!("/individual/{id}/rounds"), &[]).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
        let tables = db::individual::tables(&t.db, id).await.unwrap();
        assert_eq!(tables.len(), 2);
        assert!(!together(pid("Anna"), pid("Bruno"), &tables));
        assert!(!together(pid("Carla"), pid("Dario"), &tables));
    }

    // The archive carries the groups.
    let (copy, copy_id) = crate::individual_archive::round_trip(&mut t, id).await;
    assert_eq!(family_of(&copy, copy_id).await, family_of(&t, id).await);

    // A third Rossi for two tables: refused, the group and its players named,
    // the draft left as it was.
    let r = t
        .post(
            &format!("/individual/{id}/players/{}/family", pid("Elena")),
            &[("family", "ROSSI")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let before = db::individual::tables(&t.db, id).await.unwrap();
    let r = t.post(&format!("/individual/{id}/rounds"), &[]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    assert!(
        r.body.contains("Il gruppo familiare Rossi (")
            && r.body.contains("ha 3 giocatori ma i tavoli sono 2"),
        "{}",
        r.body
    );
    for name in ["Anna", "Bruno", "Elena"] {
        assert!(r.body.contains(name), "{name}");
    }
    let after = db::individual::tables(&t.db, id).await.unwrap();
    assert_eq!(
        before.iter().map(|x| &x.players).collect::<Vec<_>>(),
        after.iter().map(|x| &x.players).collect::<Vec<_>>()
    );
    // Cleared by the edit form, the round is seated again.
    let r = t
        .post(
            &format!("/individual/{id}/players/{}/family", pid("Elena")),
            &[("family", "")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let r = t.post(&format!("/individual/{id}/rounds"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
}
