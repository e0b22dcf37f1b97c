//! Publishing from a club (issue 30, docs/HUB.md): the hub link page, and the
//! organizer's "publish to the hub" button on a finished individual tournament —
//! no link, an unreachable hub, a tournament not finished, and a real publish to
//! a real hub on a throwaway PostgreSQL (`tests/hub/pg.rs`; skipped where
//! PostgreSQL is not installed, except under `CI=true`).
//!
//! `cargo test --test web publish::`

#[path = "../hub/pg.rs"]
mod pg;

use crate::console::organizer;
use crate::helpers::TestApp;
use arbitro::db;
use arbitro::hub::server::{default_rules, router};
use arbitro::hub::state::Hub;
use arbitro::hub::store;
use arbitro::i18n::{Lang, t, tf};
use axum::http::StatusCode;
use fluent_bundle::FluentValue;

const PLAYERS: &str = "nome;club\nAnna;Lupi\nBruno;Lupi\nCarla;Orsi\nDario;Orsi\n";

/// A page's text as a person reads it (the escapes askama writes undone).
fn text(body: &str) -> String {
    body.replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// Four players, one round of one table of 4, its match published: returns the
/// tournament's id and the match's.
async fn seated(t: &mut TestApp) -> (i64, i64) {
    let r = t
        .post(
            "/individual",
            &[
                ("name", "Torneo d'autunno"),
                ("ruleset", "risiko-classic"),
                ("table_size", "4"),
                ("odd_field", "larger"),
                ("rounds", "1"),
                ("formula", "place_points"),
            ],
        )
        .await;
    let id = crate::fixture::individual_id(&r);
    let r = t
        .post(
            &format!("/individual/{id}/import/confirm"),
            &[("csv", PLAYERS)],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let r = t.post(&format!("/individual/{id}/rounds"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let r = t
        .post(&format!("/individual/{id}/rounds/1/publish"), &[])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let m = db::individual::tables(&t.db, id)
        .await
        .unwrap()
        .into_iter()
        .find_map(|x| x.match_id)
        .unwrap();
    (id, m)
}

/// The same, its one match ended by the referee: the tournament is over.
async fn finished(t: &mut TestApp) -> i64 {
    let (id, m) = seated(t).await;
    end(t, m).await;
    id
}

/// The referee ends match `m` at the table.
async fn end(t: &mut TestApp, m: i64) {
    let r = t
        .post(
            &format!("/console/m/{m}/act"),
            &[
                ("expected", "0"),
                ("key", &format!("end-{m}")),
                ("type", "end_match"),
                ("reason", "fine della serata"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
}

async fn press(t: &mut TestApp, id: i64, event_type: &str) -> crate::helpers::Resp {
    t.post(
        &format!("/individual/{id}/hub"),
        &[("event_type", event_type), ("held_on", "2026-11-28")],
    )
    .await
}

async fn link(t: &mut TestApp, url: &str, token: &str) {
    let r = t.post("/hub-link", &[("url", url), ("token", token)]).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
}

/// (people with a hub person id, rows of the people audit).
async fn stored(t: &TestApp) -> (i64, i64) {
    let linked: i64 =
        sqlx::query_scalar("SELECT count(*) FROM people WHERE hub_person IS NOT NULL")
            .fetch_one(t.db.pool())
            .await
            .unwrap();
    (linked, t.count("people_audit").await)
}

#[tokio::test]
async fn the_hub_link_page_keeps_the_token_to_itself() {
    let mut t = organizer().await;
    let page = t.get("/hub-link").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(
        text(&page.body).contains(t_it("hublink-none")),
        "{}",
        page.body
    );

    // Not an http(s) address: refused with a sentence, nothing stored.
    for bad in ["hub.example.org", "ftp://hub.example.org", "https://", ""] {
        let r = t
            .post(
                "/hub-link",
                &[("url", bad), ("token", "segreto-del-club-7f3a")],
            )
            .await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{bad}");
        assert!(
            text(&r.body).contains(t_it("hublink-err-url")),
            "{}",
            r.body
        );
    }
    // An address without a token to keep: refused.
    let r = t
        .post(
            "/hub-link",
            &[("url", "https://hub.example.org"), ("token", "")],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(text(&r.body).contains(t_it("hublink-err-token")));
    assert!(db::hub_link::get(&t.db).await.unwrap().is_none());

    link(&mut t, "https://hub.example.org/", "segreto-del-club-7f3a").await;
    let page = t.get("/hub-link").await;
    assert!(page.body.contains("https://hub.example.org"));
    assert!(page.body.contains("7f3a"), "the token's last 4 characters");
    assert!(!page.body.contains("segreto"), "never the whole token");
    // A new address with the token field empty keeps the token.
    link(&mut t, "http://127.0.0.1:4000", "").await;
    let l = db::hub_link::get(&t.db).await.unwrap().unwrap();
    assert_eq!(
        (l.url.as_str(), l.token.as_str()),
        ("http://127.0.0.1:4000", "segreto-del-club-7f3a")
    );
    // Replaced, then removed.
    link(&mut t, "http://127.0.0.1:4000", "nuovo-token-b2c9").await;
    assert_eq!(
        db::hub_link::get(&t.db).await.unwrap().unwrap().token,
        "nuovo-token-b2c9"
    );
    let r = t.post("/hub-link/remove", &[]).await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(text(&r.body).contains(t_it("hublink-removed")));
    assert!(db::hub_link::get(&t.db).await.unwrap().is_none());
}

fn t_it(key: &'static str) -> &'static str {
    t(Lang::It, key)
}

#[tokio::test]
async fn a_tournament_not_finished_has_no_button_and_a_press_is_refused() {
    let mut t = organizer().await;
    link(&mut t, "http://127.0.0.1:1", "token-del-club").await;
    let (id, _) = seated(&mut t).await;
    let page = t.get(&format!("/individual/{id}/manage")).await;
    let why = tf(
        Lang::It,
        "hubpub-not-table",
        &[
            ("round", FluentValue::from(1)),
            ("table", FluentValue::from(1)),
        ],
    );
    assert!(text(&page.body).contains(&why), "{}", page.body);
    assert!(!page.body.contains("hub-publish"), "no button");
    let r = press(&mut t, id, "Torneo").await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    assert!(text(&r.body).contains(&why), "{}", r.body);
    assert_eq!(stored(&t).await, (0, 0));
}

/// A table ended and then signed (the usual end of a table) is finished too:
/// the button is there. (Found by the two-clubs browser test: only "finished",
/// not yet signed, counted.)
#[tokio::test]
async fn a_signed_table_is_finished_for_the_button() {
    let mut t = organizer().await;
    link(&mut t, "http://127.0.0.1:1", "token-del-club").await;
    let (id, m) = seated(&mut t).await;
    end(&mut t, m).await;
    let r = t.post(&format!("/console/m/{m}/sign"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let signed = arbitro::db::matches::get(&t.db, m).await.unwrap().unwrap();
    assert_eq!(signed.status, "signed");
    let page = t.get(&format!("/individual/{id}/manage")).await;
    assert!(page.body.contains("id=\"hub-publish\""), "{}", page.body);
}

#[tokio::test]
async fn without_a_hub_link_the_page_says_where_to_set_it() {
    let mut t = organizer().await;
    let id = finished(&mut t).await;
    let page = t.get(&format!("/individual/{id}/manage")).await;
    assert!(
        text(&page.body).contains(t_it("hubpub-no-link")),
        "{}",
        page.body
    );
    assert!(page.body.contains("href=\"/hub-link\""));
    assert!(
        !page.body.contains("hub-publish"),
        "no button without a link"
    );
    let r = press(&mut t, id, "Torneo").await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    assert!(text(&r.body).contains(t_it("hubpub-no-link")), "{}", r.body);
}

#[tokio::test]
async fn an_unreachable_hub_is_said_and_nothing_is_stored() {
    let mut t = organizer().await;
    let id = finished(&mut t).await;
    // Port 1 on this machine: nothing listens, the connection is refused.
    link(&mut t, "http://127.0.0.1:1", "token-del-club").await;
    let page = t.get(&format!("/individual/{id}/manage")).await;
    assert!(
        page.body.contains("hub-publish"),
        "the button: {}",
        page.body
    );
    assert!(page.body.contains("value=\"Torneo\""), "type by default");
    assert!(
        page.body.contains("value=\"2026-11-21\""),
        "its day by default"
    );
    let r = press(&mut t, id, "Torneo").await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.body);
    let said = text(&r.body);
    assert!(
        said.contains("L'hub http://127.0.0.1:1 non è raggiungibile"),
        "{said}"
    );
    assert!(said.contains("non è stato pubblicato nulla"), "{said}");
    assert_eq!(stored(&t).await, (0, 0));
    // A type or a date that does not read is refused before anything is sent.
    let r = press(&mut t, id, "").await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(text(&r.body).contains(t_it("hubpub-err-type")));
    let r = t
        .post(
            &format!("/individual/{id}/hub"),
            &[("event_type", "Torneo"), ("held_on", "2026-02-30")],
        )
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(text(&r.body).contains(t_it("hubpub-err-date")));
}

/// A hub serving on a free port over `pg`, with the default circuit (one type,
/// `Torneo`): its address and pool.
async fn hub(pg: &pg::Postgres) -> (String, sqlx::PgPool) {
    let pool = store::open(&pg.url).await.expect("hub database");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = format!("http://{}", listener.local_addr().unwrap());
    let app = router(Hub::new(pool.clone(), default_rules()));
    tokio::spawn(async move { axum::serve(listener, app).await });
    (address, pool)
}

#[tokio::test]
async fn the_button_publishes_to_a_real_hub_and_shows_its_refusals_verbatim() {
    let Some(pg) = pg::Postgres::start("publish button") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    let token = store::issue_token(&pool, "Club Uno").await.unwrap();
    let mut t = organizer().await;
    let id = finished(&mut t).await;
    link(&mut t, &address, &token).await;
    // Anna's person has a national id at the club; it travels with the publish.
    let anna: i64 = sqlx::query_scalar("SELECT id FROM people WHERE name = 'Anna'")
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    db::people::set_national_id(&t.db, anna, Some("IT-0042"), 1, 0)
        .await
        .unwrap()
        .unwrap();
    let audited = t.count("people_audit").await;

    // A type the national circuit does not have: the hub's own sentence, in the
    // organizer's language, and nothing stored on either side.
    let r = press(&mut t, id, "Master").await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.body);
    let hub_said = tf(
        Lang::It,
        "hub-err-unknown-type",
        &[("type", FluentValue::from("Master"))],
    );
    assert!(text(&r.body).contains(&hub_said), "{}", r.body);
    assert_eq!(store::counts(&pool).await.unwrap(), (0, 0, 0));
    assert_eq!(stored(&t).await, (0, audited));

    // Published: the hub's event id, its tables and players, in a sentence.
    let r = press(&mut t, id, "Torneo").await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let said = text(&r.body);
    assert!(
        said.contains("Pubblicato sull'hub come evento 1: un tavolo, 4 giocatori."),
        "{said}"
    );
    assert_eq!(store::counts(&pool).await.unwrap(), (1, 1, 4));
    // The hub keeps Anna's national id.
    let hub_ids: Vec<String> =
        sqlx::query_scalar("SELECT national_id FROM hub_people WHERE national_id IS NOT NULL")
            .fetch_all(&pool)
            .await
            .unwrap();
    assert_eq!(hub_ids, vec!["IT-0042".to_owned()]);

    // The hub's answer names each player's person on the hub (the answer's
    // `people`, docs/HUB.md): the club stores every one of them.
    assert!(!said.contains(t_it("hubpub-no-people")), "{said}");
    let (linked, _) = stored(&t).await;
    assert_eq!(linked, 4, "every published player's person: {said}");
    let anna_on_hub: Option<i64> = sqlx::query_scalar("SELECT hub_person FROM people WHERE id = ?")
        .bind(anna)
        .fetch_one(t.db.pool())
        .await
        .unwrap();
    let hub_anna: i64 =
        sqlx::query_scalar("SELECT id FROM hub_people WHERE national_id = 'IT-0042'")
            .fetch_one(&pool)
            .await
            .unwrap();
    assert_eq!(anna_on_hub, Some(hub_anna));

    // Again: the same event, replaced (one event on the hub, under the id the
    // hub gives it now).
    let r = press(&mut t, id, "Torneo").await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    assert!(
        text(&r.body).contains("Pubblicato sull'hub come evento "),
        "{}",
        r.body
    );
    assert_eq!(store::counts(&pool).await.unwrap(), (1, 1, 4));

    // A revoked token: the hub's sentence, verbatim.
    store::revoke_tokens(&pool, "Club Uno").await.unwrap();
    let r = press(&mut t, id, "Torneo").await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(text(&r.body).contains(t_it("hub-err-token")), "{}", r.body);
}

/// What the hub sends back is stored on the club's people: the hub person of
/// each published player; the national id only where the club's person has
/// none and no other person holds it; a player of another tournament ignored;
/// each change in the people audit. (The hub side of the list is exercised by
/// the real-hub test once it sends it.)
#[tokio::test]
async fn the_hubs_people_are_stored_on_the_clubs_people_and_audited() {
    use arbitro::db::hub_link::{Entries, HubPerson, Remembered, remember_people};
    let mut t = organizer().await;
    let id = finished(&mut t).await;
    let other = finished(&mut t).await;
    let club_db = t.db.clone();
    let player = |name: &'static str, tournament: i64| {
        let db = club_db.clone();
        async move {
            sqlx::query_scalar::<_, i64>(
                "SELECT id FROM individual_players WHERE name = ? AND tournament_id = ?",
            )
            .bind(name)
            .bind(tournament)
            .fetch_one(db.pool())
            .await
            .unwrap()
        }
    };
    let person_of = |entry: i64| {
        let db = club_db.clone();
        async move {
            sqlx::query_as::<_, (i64, Option<String>, Option<i64>)>(
                "SELECT p.id, p.national_id, p.hub_person FROM people p
                   JOIN person_entries e ON e.person_id = p.id
                  WHERE e.kind = 'individual' AND e.entry_id = ?",
            )
            .bind(entry)
            .fetch_one(db.pool())
            .await
            .unwrap()
        }
    };
    let (anna, bruno, carla) = (
        player("Anna", id).await,
        player("Bruno", id).await,
        player("Carla", id).await,
    );
    // Bruno has his own national id; Dario of the other evening already holds
    // the one the hub gives Carla (two records of one person at this club).
    let (bruno_person, _, _) = person_of(bruno).await;
    db::people::set_national_id(&t.db, bruno_person, Some("IT-0002"), 1, 0)
        .await
        .unwrap()
        .unwrap();
    let (dario_other, _, _) = person_of(player("Dario", other).await).await;
    db::people::set_national_id(&t.db, dario_other, Some("IT-0003"), 1, 0)
        .await
        .unwrap()
        .unwrap();
    let before = t.count("people_audit").await;
    let hub = |player, person, national_id: Option<&str>| HubPerson {
        player,
        person,
        national_id: national_id.map(str::to_owned),
    };
    let answer = [
        hub(anna, 17, Some("IT-0001")),
        hub(bruno, 18, Some("IT-9999")),
        hub(carla, 19, Some("IT-0003")),
        // Not a player of this tournament: ignored.
        hub(player("Anna", other).await, 20, Some("IT-0004")),
    ];
    let done = remember_people(&t.db, Entries::Individual, id, &answer, Some(1), 100)
        .await
        .unwrap();
    assert_eq!(
        done,
        Remembered {
            hub_ids: 3,
            national_ids: 1,
            held_elsewhere: 1
        }
    );
    assert_eq!(person_of(anna).await.1.as_deref(), Some("IT-0001"));
    assert_eq!(person_of(anna).await.2, Some(17));
    assert_eq!(person_of(bruno).await.1.as_deref(), Some("IT-0002"), "kept");
    assert_eq!(person_of(carla).await.1, None, "held by another person");
    assert_eq!(person_of(carla).await.2, Some(19));
    assert_eq!(person_of(player("Anna", other).await).await.2, None);
    let actions: Vec<String> =
        sqlx::query_scalar("SELECT action FROM people_audit WHERE at = 100 ORDER BY id")
            .fetch_all(t.db.pool())
            .await
            .unwrap();
    assert_eq!(actions, ["people.national_id", "people.hub_person"]);
    assert_eq!(t.count("people_audit").await, before + 2);
    // The person's page links their page on the club's hub.
    link(&mut t, "https://hub.example.org", "token-del-club").await;
    let (anna_person, _, _) = person_of(anna).await;
    let page = t.get(&format!("/people/{anna_person}")).await;
    assert!(
        page.body
            .contains("href=\"https://hub.example.org/players/17\""),
        "{}",
        page.body
    );
    // The same answer again changes nothing and audits nothing.
    let again = remember_people(&t.db, Entries::Individual, id, &answer, Some(1), 200)
        .await
        .unwrap();
    assert_eq!(again.hub_ids + again.national_ids, 0);
    assert_eq!(t.count("people_audit").await, before + 2);
}

/// A team tournament played at the club and published (as `arbitro publish
/// --team` does it) to a real hub: refused while its match is not signed, then
/// verified by the hub's replay, each player ranked with their team's place and
/// their own seats' points, and the hub's people stored on the team players.
#[tokio::test]
async fn a_finished_team_tournament_is_published_to_a_real_hub() {
    use crate::fixture::{play_and_sign, round_matches};
    use arbitro::publish::{PublishError, TableFault, team};
    let Some(pg) = pg::Postgres::start("team publish") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    let token = store::issue_token(&pool, "Club Uno").await.unwrap();
    let mut t = organizer().await;
    let (cup, round) = crate::fixture::two_team_cup(&mut t).await;
    let players = team::players(&t.db, cup).await.unwrap();
    assert_eq!(players.len(), 4);
    let build = |a: &arbitro::tournament::archive::Archive| {
        let day = team::held_on(a).unwrap_or_default();
        team::payload(a, cup, day, "Torneo", &players, &Default::default())
    };

    // Not played yet: refused, naming the table.
    let archive = db::transfer::export(&t.db, cup, 0).await.unwrap().unwrap();
    match build(&archive) {
        Err(e @ PublishError::Event(_)) => {
            let PublishError::Event(u) = &e else {
                unreachable!()
            };
            assert!(matches!(u.why, TableFault::NotSigned), "{e}");
            assert_eq!(
                e.to_string(),
                "Round 1, table 1: the match's result is not signed off (or not confirmed, as \
                 the tournament asks); only a finished event is published."
            );
        }
        other => panic!("expected a refusal, got {other:?}"),
    }

    let matches = round_matches(&t, round).await;
    let score = play_and_sign(&t, matches[0], 7).await;
    assert!(!score.draw, "seed 7 has a winner");
    let archive = db::transfer::export(&t.db, cup, 0).await.unwrap().unwrap();
    let payload = build(&archive).unwrap();
    assert_eq!(payload.tables.len(), 1);
    // The claimed team scores are the engine's: each team's seats summed.
    let claimed: Vec<i64> = payload.tables[0].sides.iter().map(|s| s.score).collect();
    let mut engine: Vec<i64> = score.teams.values().map(|v| i64::from(*v)).collect();
    let mut sorted = claimed.clone();
    sorted.sort_unstable();
    engine.sort_unstable();
    assert_eq!(sorted, engine);

    let body = serde_json::to_string(&payload).unwrap();
    let answer = arbitro::publish::send(&address, &token, body, std::path::Path::new("-"))
        .await
        .unwrap();
    let published = arbitro::publish::read_answer(&answer).unwrap();
    assert_eq!((published.tables, published.players), (1, 4));
    let people = published.people.unwrap();
    let done =
        db::hub_link::remember_people(&t.db, db::hub_link::Entries::Team, cup, &people, Some(1), 0)
            .await
            .unwrap();
    assert_eq!(done.hub_ids, 4);
    let linked: i64 =
        sqlx::query_scalar("SELECT count(*) FROM people WHERE hub_person IS NOT NULL")
            .fetch_one(t.db.pool())
            .await
            .unwrap();
    assert_eq!(linked, 4);

    // The hub's default circuit pays each player's event score: their own
    // seats' end-of-match points, read off the log by seat name.
    let log = &payload.tables[0].log;
    let (ranking, hub_people) = arbitro::hub::ranking::national(&pool, &default_rules())
        .await
        .unwrap();
    assert_eq!(ranking.len(), 4);
    for (seat, p) in &score.players {
        let name = log["players"][usize::from(*seat)]["name"].as_str().unwrap();
        let person = hub_people.iter().find(|h| h.name == name).unwrap();
        let row = ranking.iter().find(|r| r.player == person.id).unwrap();
        assert_eq!(
            row.total,
            arbitro::tournament::individual::Points::whole(i64::from(p.total)),
            "{name}"
        );
    }
}

async fn press_team(t: &mut TestApp, id: i64) -> crate::helpers::Resp {
    t.post(
        &format!("/tournaments/{id}/hub"),
        &[("event_type", "Torneo"), ("held_on", "2026-11-28")],
    )
    .await
}

/// The organizer's button on a team tournament's dashboard: without a hub link
/// the card says where to set it; with one, it says which table keeps the
/// tournament from being finished and a press is refused (409, nothing on the
/// hub); once the match is signed the press publishes it, as `arbitro publish
/// --team` would, and the hub's people are stored on the club's.
#[tokio::test]
async fn the_team_dashboard_button_publishes_a_finished_team_tournament() {
    use crate::fixture::{play_and_sign, round_matches};
    let Some(pg) = pg::Postgres::start("team publish button") else {
        return;
    };
    let (address, pool) = hub(&pg).await;
    let token = store::issue_token(&pool, "Club Uno").await.unwrap();
    let mut t = organizer().await;
    let (cup, round) = crate::fixture::two_team_cup(&mut t).await;
    let dashboard = format!("/tournaments/{cup}/manage");

    // No link: the card says so, and a press publishes nothing.
    let r = t.get(&dashboard).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    assert!(text(&r.body).contains(t_it("hubpub-no-link")), "{}", r.body);
    link(&mut t, &address, &token).await;

    // Linked, the match unsigned: the card names the table; a press is refused.
    let not_signed = tf(
        Lang::It,
        "hubpub-err-not-signed",
        &[
            ("round", FluentValue::from(1)),
            ("table", FluentValue::from(1)),
        ],
    );
    let r = t.get(&dashboard).await;
    assert!(text(&r.body).contains(&not_signed), "{}", r.body);
    assert!(!r.body.contains("id=\"hub-publish\""), "{}", r.body);
    let r = press_team(&mut t, cup).await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.body);
    assert!(text(&r.body).contains(&not_signed), "{}", r.body);
    assert_eq!(store::counts(&pool).await.unwrap(), (0, 0, 0));

    // Signed: the form posts to the team route, and a press publishes.
    let matches = round_matches(&t, round).await;
    play_and_sign(&t, matches[0], 7).await;
    let r = t.get(&dashboard).await;
    assert!(
        r.body
            .contains(&format!("action=\"/tournaments/{cup}/hub\"")),
        "{}",
        r.body
    );
    let r = press_team(&mut t, cup).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    assert!(
        text(&r.body).contains("Pubblicato sull'hub come evento 1: un tavolo, 4 giocatori."),
        "{}",
        r.body
    );
    assert_eq!(store::counts(&pool).await.unwrap(), (1, 1, 4));
    assert_eq!(stored(&t).await.0, 4);

    // A tournament that does not exist: 404, not a page.
    let r = t
        .post(
            "/tournaments/9999/hub",
            &[("event_type", "Torneo"), ("held_on", "2026-11-28")],
        )
        .await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
}
