//! Boards a club brings, through the organizer's routes: an upload is checked and
//! refused with every problem named (nothing stored), stored boards export and import
//! unchanged, every change is a new version, a match keeps the version it started on,
//! and a board a signed match used is frozen: copied, never changed.

use crate::fixture::organizer;
use crate::helpers::TestApp;
use arbitro::db;
use arbitro::engine::map::Board;
use axum::http::{StatusCode, header};

/// A valid triangle: `a`–`b`, `b`–`c` over a bridge, `c`–`a`; two continents.
pub const SMALL: &str = r#"
id = "piccolo"
name_it = "Piccolo"
name_en = "Small"
width = 1000
height = 600

[[continents]]
id = "nord"
name_it = "Nord"
name_en = "North"
bonus = 2

[[continents]]
id = "sud"
name_it = "Sud"
name_en = "South"
bonus = 1

[[territories]]
id = "a"
name_it = "Alfa"
name_en = "Alpha"
continent = "nord"
neighbours = ["b", "c"]
x = 100
y = 100

[[territories]]
id = "b"
name_it = "Beta"
name_en = "Beta"
continent = "nord"
neighbours = ["a", "c"]
bridges = ["c"]
x = 300
y = 100

[[territories]]
id = "c"
name_it = "Gamma"
name_en = "Gamma"
name_es = "Gama"
continent = "sud"
neighbours = ["a", "b"]
bridges = ["b"]
x = 200
y = 300
"#;

/// The small board named `name` (any text: the route fixture gives it a hostile one).
pub fn small_board(name: &str) -> Board {
    let mut b = Board::from_toml(SMALL).unwrap();
    b.name_it = name.into();
    b.territories[0].name_it = name.into();
    b
}

/// Uploads `text` for `ruleset`; the board's id once stored.
async fn upload(t: &mut TestApp, text: &str, ruleset: &str) -> i64 {
    let r = t
        .post("/boards", &[("text", text), ("ruleset", ruleset)])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    r.location().trim_start_matches("/boards/").parse().unwrap()
}

async fn versions(t: &TestApp) -> i64 {
    t.count("board_versions").await
}

#[tokio::test]
async fn an_uploaded_board_is_stored_as_version_one_and_drawn_from_its_positions() {
    let mut t = organizer().await;
    let id = upload(&mut t, SMALL, "").await;
    assert_eq!(versions(&t).await, 1);
    let page = t.get(&format!("/boards/{id}")).await;
    assert_eq!(page.status, StatusCode::OK);
    for slug in ["a", "b", "c"] {
        assert!(
            page.body.contains(&format!(r#"data-slug="{slug}""#)),
            "{slug} drawn"
        );
    }
    assert!(
        page.body.contains(r#"cx="300" cy="100""#),
        "at its position"
    );
    let list = t.get("/boards").await;
    assert!(list.body.contains("Piccolo") && list.body.contains(&format!("/boards/{id}")));
}

#[tokio::test]
async fn a_board_with_problems_is_refused_naming_each_and_nothing_is_stored() {
    let mut t = organizer().await;
    let broken = SMALL
        .replacen(
            r#"neighbours = ["b", "c"]"#,
            r#"neighbours = ["b", "a"]"#,
            1,
        )
        .replacen(r#"continent = "sud""#, r#"continent = "ovest""#, 1);
    let r = t
        .post("/boards", &[("text", &broken), ("ruleset", "")])
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains("a confina con sé stesso"), "{}", r.body);
    assert!(r.body.contains("c è nel continente «ovest»"), "{}", r.body);
    assert!(
        r.body.contains("c confina con a, ma a non confina con c"),
        "{}",
        r.body
    );
    let r = t
        .post("/boards", &[("text", "id = 3\nwidht = 1"), ("ruleset", "")])
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains("non si legge"), "{}", r.body);
    let r = t
        .post("/boards", &[("text", SMALL), ("ruleset", "teg-jr")])
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        r.body
            .contains("Il regolamento vuole almeno 8 paesi, il tabellone ne ha 3: aggiungine 5.")
    );
    let r = t
        .post("/boards", &[("text", SMALL), ("ruleset", "risiko-2v2")])
        .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!((t.count("boards").await, versions(&t).await), (0, 0));
}

#[tokio::test]
async fn a_board_exports_and_imports_unchanged_as_toml_and_json() {
    let mut t = organizer().await;
    let id = upload(&mut t, SMALL, "").await;
    let toml = t.get(&format!("/boards/{id}/board.toml")).await;
    assert_eq!(toml.status, StatusCode::OK);
    let disposition = toml.headers[header::CONTENT_DISPOSITION].to_str().unwrap();
    assert!(disposition.contains("piccolo.toml"));
    let json = t.get(&format!("/boards/{id}/board.json")).await;
    let original = Board::from_toml(SMALL).unwrap();
    assert_eq!(Board::from_toml(&toml.body).unwrap(), original);
    assert_eq!(Board::from_json(&json.body).unwrap(), original);
    // Another instance takes the JSON file as it is.
    let mut other = organizer().await;
    let copy = upload(&mut other, &json.body, "").await;
    let again = other.get(&format!("/boards/{copy}/board.toml")).await;
    assert_eq!(again.body, toml.body);
}

#[tokio::test]
async fn every_change_is_a_new_version_and_the_old_one_stays() {
    let mut t = organizer().await;
    let id = upload(&mut t, SMALL, "").await;
    let moved = SMALL.replacen("x = 200", "x = 250", 1);
    let path = format!("/boards/{id}/versions");
    let r = t.post(&path, &[("text", &moved)]).await;
    assert_eq!(r.location(), format!("/boards/{id}?done=version"));
    assert_eq!(versions(&t).await, 2);
    let r = t.post(&path, &[("text", &moved)]).await;
    assert_eq!(r.location(), format!("/boards/{id}?done=unchanged"));
    assert_eq!(versions(&t).await, 2);
    let v1 = t.get(&format!("/boards/{id}/board.toml?version=1")).await;
    assert!(v1.body.contains("x = 200"));
    let latest = t.get(&format!("/boards/{id}/board.toml")).await;
    assert!(latest.body.contains("x = 250"));
    let renamed = SMALL.replacen(r#"id = "piccolo""#, r#"id = "altro""#, 1);
    let r = t.post(&path, &[("text", &renamed)]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.body.contains("deve tenere l&#39;id") || r.body.contains("deve tenere l'id"));
    let broken = SMALL.replacen(r#"bridges = ["b"]"#, "", 1);
    let r = t.post(&path, &[("text", &broken)]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        r.body
            .contains("b ha un ponte verso c, ma c non ha il ponte verso b.")
    );
    assert_eq!(versions(&t).await, 2);
    assert_eq!(
        t.get("/boards/999/board.json").await.status,
        StatusCode::NOT_FOUND
    );
}

/// A match row (the console's own creation is not needed to hold a board version).
async fn a_match(t: &TestApp, status: &str) -> i64 {
    sqlx::query_scalar(
        "INSERT INTO matches (label, setup_json, status, public_token, created_by, created_at)
         VALUES ('Tavolo', '{}', ?, lower(hex(randomblob(8))), 1, 0) RETURNING id",
    )
    .bind(status)
    .fetch_one(t.db.pool())
    .await
    .unwrap()
}

#[tokio::test]
async fn a_match_keeps_its_version_and_a_signed_match_freezes_the_board() {
    let mut t = organizer().await;
    let id = upload(&mut t, SMALL, "").await;
    let playing = a_match(&t, "playing").await;
    db::boards::use_in_match(&t.db, playing, id, 1)
        .await
        .unwrap();
    let moved = SMALL.replacen("x = 200", "x = 250", 1);
    let path = format!("/boards/{id}/versions");
    let r = t.post(&path, &[("text", &moved)]).await;
    assert_eq!(
        r.status,
        StatusCode::SEE_OTHER,
        "an unsigned match does not freeze"
    );
    let (_, kept) = db::boards::of_match(&t.db, playing).await.unwrap().unwrap();
    assert_eq!(
        kept.version, 1,
        "the match stays on the version it started with"
    );
    assert!(kept.content.contains("200"));

    let signed = a_match(&t, "signed").await;
    db::boards::use_in_match(&t.db, signed, id, 2)
        .await
        .unwrap();
    let back = SMALL.to_string();
    let r = t.post(&path, &[("text", &back)]).await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    assert!(r.body.contains("Copialo e modifica la copia"), "{}", r.body);
    assert_eq!(versions(&t).await, 2, "nothing stored");
    assert!(
        !t.get(&format!("/boards/{id}"))
            .await
            .body
            .contains("/versions\"")
    );

    let copy = format!("/boards/{id}/copy");
    let r = t.post(&copy, &[("slug", "piccolo-bis")]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let new: i64 = r
        .location()
        .trim_start_matches("/boards/")
        .trim_end_matches("?done=copy")
        .parse()
        .unwrap();
    let json = t.get(&format!("/boards/{new}/board.json")).await;
    let board = Board::from_json(&json.body).unwrap();
    assert_eq!(board.id, "piccolo-bis");
    assert_eq!(
        board.territory("c").unwrap().x,
        250,
        "the latest version copied"
    );
    let r = t
        .post(
            &format!("/boards/{new}/versions"),
            &[("text", &json.body.replace("250", "260"))],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "the copy can change");
    let r = t.post(&copy, &[("slug", "piccolo-bis")]).await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    let r = t.post(&copy, &[("slug", "Con Spazi")]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn the_same_id_twice_is_refused_and_names_typed_by_a_club_are_escaped() {
    let mut t = organizer().await;
    let board = small_board("<script>alert(1)</script>");
    let id = upload(&mut t, &board.to_toml(), "").await;
    let r = t.post("/boards", &[("text", SMALL), ("ruleset", "")]).await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    assert!(r.body.contains("Esiste già un tabellone con questo id"));
    let page = t.get(&format!("/boards/{id}")).await;
    assert!(!page.body.contains("<script>alert"), "escaped everywhere");
    assert!(page.body.contains("&lt;script&gt;"));
    let edit = t.get(&format!("/boards/{id}/edit")).await;
    assert_eq!(edit.status, StatusCode::OK);
    assert!(edit.body.contains("board-editor.js") && edit.body.contains(r#"id="board-json""#));
    assert!(!edit.body.contains("<script>alert"));
    assert_eq!(t.get("/boards/new").await.status, StatusCode::OK);
}

#[tokio::test]
async fn the_editor_posts_a_new_board_as_json() {
    let mut t = organizer().await;
    let json = Board::from_toml(SMALL).unwrap().to_json();
    let id = upload(&mut t, &json, "").await;
    let stored = t.get(&format!("/boards/{id}/board.json")).await;
    assert_eq!(
        Board::from_json(&stored.body).unwrap(),
        Board::from_toml(SMALL).unwrap()
    );
}
