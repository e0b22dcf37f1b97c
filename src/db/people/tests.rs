//! People on a real SQLite file: the backfill of existing entries, new entries,
//! merges and splits with their refusals and audit.

use std::borrow::Cow;

use sqlx::migrate::Migrator;

use super::*;

/// The people migration's version: databases made before it are backfilled.
const PEOPLE: i64 = 20_261_128_040_000;

async fn migrate_until(db: &Db, before: bool) {
    let all = sqlx::migrate!("./migrations");
    let chosen: Vec<_> = all
        .iter()
        .filter(|m| (m.version < PEOPLE) == before)
        .cloned()
        .collect();
    let some = Migrator {
        migrations: Cow::Owned(chosen),
        ignore_missing: true,
        ..Migrator::DEFAULT
    };
    some.run(db.pool()).await.expect("migrations run");
}

async fn exec(db: &Db, sql: &str) {
    sqlx::query(sql).execute(db.pool()).await.expect(sql);
}

/// A database as it was before people existed: two evenings, a team event.
async fn old_club(dir: &std::path::Path) -> Db {
    let db = Db::open(&format!("sqlite://{}", dir.join("a.sqlite").display()))
        .await
        .expect("opens");
    migrate_until(&db, true).await;
    exec(&db, "INSERT INTO users (id, username, password_hash, role, created_at) VALUES (1, 'org', 'x', 'organizer', 0)").await;
    for (id, name) in [(1, 'A'), (2, 'B')] {
        exec(
            &db,
            &format!(
                "INSERT INTO individual_tournaments (id, name, seating, formula, rounds_planned, created_by, created_at) VALUES ({id}, 'Serata {name}', '{{}}', '{{}}', 3, 1, {id})"
            ),
        )
        .await;
    }
    exec(&db, "INSERT INTO individual_players (id, tournament_id, name, club, created_at) VALUES (1, 1, 'Mario Rossi', 'Lupi', 1), (2, 1, 'Mario Rossi ', 'Orsi', 1), (3, 2, ' mario rossi', 'lupi', 2), (4, 2, 'Anna Neri', NULL, 2)").await;
    exec(&db, "INSERT INTO tournaments (id, name, held_on, created_by, created_at) VALUES (1, 'Coppia d''oro', '2026-03-01', 1, 3)").await;
    exec(&db, "INSERT INTO teams (id, tournament_id, name, club, created_at) VALUES (1, 1, 'I Lupi', 'LUPI', 3)").await;
    exec(&db, "INSERT INTO players (id, team_id, position, name) VALUES (1, 1, 1, 'MARIO ROSSI'), (2, 1, 2, 'Anna Neri')").await;
    migrate_until(&db, false).await;
    db
}

fn by_name<'a>(people: &'a [PersonRow], name: &str, club: Option<&str>) -> &'a PersonRow {
    people
        .iter()
        .find(|p| p.name == name && p.club.as_deref() == club)
        .unwrap_or_else(|| panic!("{name} of {club:?} is on record"))
}

#[tokio::test]
async fn existing_entries_become_one_person_per_name_and_club() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = old_club(dir.path()).await;
    let people = list(&db).await.expect("lists");
    // Mario of Lupi: two evenings and the team event (case and spaces aside);
    // Mario of Orsi is a namesake; Anna without a club and Anna of LUPI differ.
    assert_eq!(people.len(), 4, "{people:?}");
    let mario = by_name(&people, "Mario Rossi", Some("Lupi"));
    assert_eq!(mario.entries, 3);
    assert_eq!(by_name(&people, "Mario Rossi", Some("Orsi")).entries, 1);
    let events: Vec<String> = entries(&db, mario.id)
        .await
        .expect("entries")
        .into_iter()
        .map(|e| format!("{} {}", e.kind, e.event))
        .collect();
    assert_eq!(
        events,
        vec![
            "individual Serata A",
            "individual Serata B",
            "team Coppia d'oro"
        ]
    );
    assert_eq!(
        link_new_entries(&db, 9).await.expect("links"),
        0,
        "all linked"
    );
}

#[tokio::test]
async fn new_entries_get_a_person_each_and_only_a_merge_joins_them() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = old_club(dir.path()).await;
    exec(&db, "INSERT INTO individual_players (id, tournament_id, name, club, created_at) VALUES (5, 2, 'Mario Rossi', 'Orsi', 5)").await;
    assert_eq!(link_new_entries(&db, 10).await.expect("links"), 1);
    assert_eq!(link_new_entries(&db, 11).await.expect("again"), 0);
    let people = list(&db).await.expect("lists");
    let orsi: Vec<&PersonRow> = people
        .iter()
        .filter(|p| p.club.as_deref() == Some("Orsi"))
        .collect();
    assert_eq!(orsi.len(), 2, "never merged silently");
    let (kept, gone) = (orsi[0].id, orsi[1].id);
    exec(
        &db,
        &format!("UPDATE people SET national_id = 'IT-1' WHERE id = {gone}"),
    )
    .await;
    merge(&db, kept, gone, 1, 12)
        .await
        .expect("stored")
        .expect("merged");
    let after = list(&db).await.expect("lists");
    let merged = after.iter().find(|p| p.id == kept).expect("kept");
    assert_eq!(
        (merged.entries, merged.national_id.as_deref()),
        (2, Some("IT-1"))
    );
    assert!(
        after.iter().all(|p| p.id != gone),
        "the gone record has no entries"
    );
    let audit: Vec<String> = sqlx::query_scalar("SELECT action FROM people_audit")
        .fetch_all(db.pool())
        .await
        .expect("audit");
    assert_eq!(audit, vec!["people.merge"]);

    // Split the new entry off again: a new person of its name.
    let split_off = split(&db, "individual", 5, 1, 13)
        .await
        .expect("stored")
        .expect("split");
    let entries_of = entries(&db, split_off).await.expect("entries");
    assert_eq!(entries_of.len(), 1);
    assert_eq!(entries_of[0].entry_id, 5);
    assert_eq!(
        split(&db, "individual", 5, 1, 14).await.expect("stored"),
        Err(PeopleRefusal::OnlyEntry)
    );
}

#[tokio::test]
async fn merges_that_cannot_be_are_refused_and_store_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = old_club(dir.path()).await;
    let people = list(&db).await.expect("lists");
    let (a, b) = (people[0].id, people[1].id);
    assert_eq!(
        merge(&db, a, a, 1, 1).await.expect("ok"),
        Err(PeopleRefusal::SamePerson)
    );
    assert_eq!(
        merge(&db, a, 999, 1, 1).await.expect("ok"),
        Err(PeopleRefusal::Missing)
    );
    exec(
        &db,
        &format!("UPDATE people SET national_id = 'IT-1' WHERE id = {a}"),
    )
    .await;
    exec(
        &db,
        &format!("UPDATE people SET national_id = 'IT-2' WHERE id = {b}"),
    )
    .await;
    let before = list(&db).await.expect("lists");
    assert_eq!(
        merge(&db, a, b, 1, 1).await.expect("ok"),
        Err(PeopleRefusal::TwoNationalIds)
    );
    assert_eq!(
        split(&db, "team", 999, 1, 1).await.expect("ok"),
        Err(PeopleRefusal::Missing)
    );
    assert_eq!(list(&db).await.expect("lists"), before);
    let audited: i64 = sqlx::query_scalar("SELECT count(*) FROM people_audit")
        .fetch_one(db.pool())
        .await
        .expect("audit");
    assert_eq!(audited, 0);
}
