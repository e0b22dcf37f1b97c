//! TEG Jr through the real routes: a club's small board uploaded, a 3-player match
//! opened on it from `/console/new` (the app deals, the dice give the spare country),
//! every turn recorded from the panel's forms until the win shows, and every refused
//! form (the new match's and the panel's) answered with a sentence, never a 500, with
//! nothing recorded and what was typed still in the form.

use crate::console::organizer;
use crate::helpers::{Resp, TestApp};
use arbitro::engine::any::{AnyGame, AnyLog};
use arbitro::engine::table::Table;
use axum::http::StatusCode;

/// A ring of `n` countries in two continents, each bordering the next: a small club
/// board, valid for TEG Jr from 8 countries.
pub fn ring_board(n: usize) -> String {
    let mut s = String::from(
        "id = \"anello\"\nname_it = \"Anello\"\nname_en = \"Ring\"\nwidth = 1000\nheight = 600\n\n\
         [[continents]]\nid = \"est\"\nname_it = \"Est\"\nname_en = \"East\"\nbonus = 2\n\n\
         [[continents]]\nid = \"ovest\"\nname_it = \"Ovest\"\nname_en = \"West\"\nbonus = 2\n",
    );
    for i in 0..n {
        let (prev, next) = ((i + n - 1) % n, (i + 1) % n);
        let continent = if i < n / 2 { "est" } else { "ovest" };
        s.push_str(&format!(
            "\n[[territories]]\nid = \"p{i}\"\nname_it = \"Paese {i}\"\nname_en = \"Country {i}\"\n\
             continent = \"{continent}\"\nneighbours = [\"p{prev}\", \"p{next}\"]\nx = {}\ny = {}\n",
            100 + 80 * i,
            100 + 40 * (i % 2)
        ));
    }
    s
}

/// Uploads the ring board for TEG Jr; its id.
async fn upload_ring(t: &mut TestApp, n: usize) -> i64 {
    let r = t
        .post(
            "/boards",
            &[("text", &ring_board(n)), ("ruleset", "teg-jr")],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    r.location().trim_start_matches("/boards/").parse().unwrap()
}

fn new_match<'a>(board: &'a str, dice: [&'a str; 3]) -> Vec<(&'a str, &'a str)> {
    vec![
        ("ruleset", "teg-jr"),
        ("label", "Jr"),
        ("board", board),
        ("seats", "3"),
        ("name0", "Anna"),
        ("name1", "Bruno"),
        ("name2", "Carla"),
        ("colour0", "blu"),
        ("colour1", "rosso"),
        ("colour2", "verde"),
        ("first", "1"),
        ("die0", dice[0]),
        ("die1", dice[1]),
        ("die2", dice[2]),
        ("card0", "Conquista l'Est"),
    ]
}

/// `form` with `key` set to `value`.
fn with<'a>(
    mut form: Vec<(&'a str, &'a str)>,
    key: &'a str,
    value: &'a str,
) -> Vec<(&'a str, &'a str)> {
    for f in &mut form {
        if f.0 == key {
            f.1 = value;
        }
    }
    form
}

/// The match's game, replayed from its log as the API gives it.
async fn game(t: &mut TestApp, id: i64) -> AnyGame {
    let log = t.get(&format!("/api/v1/matches/{id}/log")).await;
    assert_eq!(log.status, StatusCode::OK, "{}", log.body);
    AnyGame::replay(&AnyLog::parse(&log.body).unwrap()).unwrap()
}

/// Posts one panel form with the entry count the page saw and a fresh key.
async fn act(t: &mut TestApp, id: i64, n: usize, fields: &[(&str, &str)]) -> Resp {
    let expected = n.to_string();
    let key: String = fields.iter().map(|(k, v)| format!("{k}{v}")).collect();
    let key = format!("k{n}-{key}");
    let mut all = vec![("expected", expected.as_str()), ("key", key.as_str())];
    all.extend_from_slice(fields);
    t.post(&format!("/console/m/{id}/act"), &all).await
}

/// The form the panel offers for the engine's first choice, as the referee taps it:
/// a trade when one is offered, every army on the first country, the first attack won
/// by the attacker; after a conquest the most armies move in, one army regroups, and
/// the turn ends (drawing the card).
fn next_form(g: &AnyGame) -> Vec<(String, String)> {
    let c = g.choices();
    let seat = c.seat.unwrap().to_string();
    let slug = |t| g.map().territory(t).slug.clone();
    let last = g
        .last_action()
        .map(|a| a["type"].as_str().unwrap_or("").to_string());
    let mut f = vec![("seat".to_string(), seat)];
    let mut add = |k: &str, v: String| f.push((k.to_string(), v));
    if let Some(o) = c.occupy {
        add("type", "occupy".into());
        add("armies", o.max.to_string());
    } else if c.trade {
        add("type", "trade".into());
    } else if !c.place_on.is_empty() {
        add("type", "place".into());
        add(
            &format!("p_{}", slug(c.place_on[0])),
            c.place_armies.to_string(),
        );
    } else if last.as_deref() == Some("occupy") && !c.moves.is_empty() {
        let m = &c.moves[0];
        add("type", "regroup".into());
        add("route", format!("{}>{}", slug(m.from), slug(m.to)));
        add("armies", "1".into());
    } else if let Some(a) = c
        .attacks
        .first()
        .filter(|_| last.as_deref() != Some("occupy"))
    {
        add("type", "attack".into());
        add("route", format!("{}>{}", slug(a.from), slug(a.to)));
        let (da, dd) = (a.attacker_max, a.defender_max);
        add("throw", format!("{da},{dd},0,{}", da.min(dd)));
    } else {
        add("type", "end_turn".into());
    }
    f
}

#[tokio::test]
async fn a_tegjr_match_on_a_club_board_is_opened_and_played_to_a_win_from_the_panel() {
    let mut t = organizer().await;
    let board = upload_ring(&mut t, 10).await.to_string();
    // The board's page opens the new-match form on it.
    let link = format!("/console/new?ruleset=teg-jr&amp;board={board}");
    let page = t.get(&format!("/boards/{board}")).await;
    assert!(page.body.contains(&link), "{}", page.body);
    let page = t
        .get(&format!("/console/new?ruleset=teg-jr&board={board}"))
        .await;
    assert_eq!(page.status, StatusCode::OK);
    let chosen = format!("<option value=\"{board}\" selected>Anello (10, v1)</option>");
    assert!(page.body.contains(&chosen), "{}", page.body);
    assert!(page.body.contains("TEG Jr — tabellone di esempio"));
    // Ten countries for three: the highest die (Carla's 6) takes the spare one.
    let r = t
        .post("/console/new", &new_match(&board, ["2", "3", "6"]))
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let id: i64 = r
        .location()
        .trim_start_matches("/console/m/")
        .parse()
        .unwrap();
    assert_eq!(
        t.count("board_matches").await,
        1,
        "the version is the match's"
    );
    let g = game(&mut t, id).await;
    let AnyGame::TegJr(jr) = &g else {
        panic!("not TEG Jr")
    };
    assert_eq!(g.map().id, "anello");
    // Bruno won the roll: seat 0, first to place; Carla holds 4, the others 3.
    assert_eq!(jr.names(), ["Bruno", "Carla", "Anna"]);
    assert_eq!(
        (jr.countries(0), jr.countries(1), jr.countries(2)),
        (3, 4, 3)
    );
    assert_eq!(jr.common_objective(), 5, "scaled to the board");

    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body.contains("class=\"card turn classic tegjr\""),
        "{}",
        page.body
    );
    assert!(page.body.contains("<h2 class=\"who-acts\">Bruno</h2>"));
    assert!(page.body.contains("primo giro"));
    assert!(
        page.body.contains("Carla: 4 paesi, 0 carte"),
        "{}",
        page.body
    );
    // The club's board drawn (10 countries) and Bruno's 3 placement rows.
    assert!(
        page.body.matches("data-slug=\"p").count() >= 3 + 10,
        "{}",
        page.body
    );

    // A new version of the board while the match is played: the match keeps its own.
    let moved = ring_board(10).replace("x = 100\n", "x = 120\n");
    let r = t
        .post(&format!("/boards/{board}/versions"), &[("text", &moved)])
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let page = t.get("/console/new?ruleset=teg-jr").await;
    assert!(page.body.contains("Anello (10, v2)"), "{}", page.body);

    let mut n = 0;
    let mut seen = std::collections::BTreeSet::new();
    while !game(&mut t, id).await.finished() {
        let g = game(&mut t, id).await;
        let form = next_form(&g);
        seen.insert(form[1].1.clone());
        let fields: Vec<(&str, &str)> =
            form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        let r = act(&mut t, id, n, &fields).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{form:?}: {}", r.body);
        n += 1;
        assert!(n < 200, "no win after 200 actions");
    }
    // Every kind of step came from the panel (a trade too, in some of the app's random
    // deals: it is not required).
    for kind in ["attack", "end_turn", "occupy", "place", "regroup"] {
        assert!(seen.contains(kind), "{kind} never offered: {seen:?}");
    }
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(page.body.contains("vince: ha 5 paesi"), "{}", page.body);
    // The result's lines are named, not keys.
    assert!(
        page.body.contains("Paesi e bonus continenti"),
        "{}",
        page.body
    );
    assert!(!page.body.contains("result.line."), "{}", page.body);
    // Every recorded action reads back on the club's board.
    assert_eq!(t.count("match_entries").await, i64::try_from(n).unwrap());
    let (_, v) = arbitro::db::boards::of_match(&t.db, id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(v.version, 1, "the match is on the version it started with");
    // Signed: the board is frozen, a change is refused (a copy is the way).
    let r = t.post(&format!("/console/m/{id}/sign"), &[]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let r = t
        .post(
            &format!("/boards/{board}/versions"),
            &[("text", &ring_board(10))],
        )
        .await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.body);
}

#[tokio::test]
async fn a_new_tegjr_match_that_cannot_be_dealt_is_refused_with_a_sentence() {
    let mut t = organizer().await;
    let board = upload_ring(&mut t, 10).await.to_string();
    let cases: [(Vec<(&str, &str)>, &str); 5] = [
        // A tie for the one spare country: thrown again.
        (
            new_match(&board, ["5", "5", "2"]),
            "a pari merito si ritira",
        ),
        (
            new_match(&board, ["", "", ""]),
            "I dadi per i paesi rimasti mancano",
        ),
        (new_match("999", ["1", "2", "3"]), "Tabellone sconosciuto"),
        (
            with(new_match(&board, ["1", "2", "3"]), "seats", "5"),
            "da 2 a 4",
        ),
        (
            with(new_match(&board, ["1", "2", "3"]), "colour1", "blu"),
            "",
        ),
    ];
    for (form, words) in cases {
        let r = t.post("/console/new", &form).await;
        assert_eq!(
            r.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{form:?}: {}",
            r.body
        );
        assert!(r.body.contains(words), "{words}: {}", r.body);
        // What was typed is still in the form.
        assert!(r.body.contains("value=\"Anna\""), "{}", r.body);
    }
    assert_eq!(t.count("matches").await, 0);
    // The example board: 32 countries split 11, 11, 10 by the dice.
    let r = t
        .post("/console/new", &new_match("example", ["6", "1", "4"]))
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    assert_eq!(
        t.count("board_matches").await,
        0,
        "the example is not a club's"
    );
}

#[tokio::test]
async fn a_refused_panel_form_says_why_records_nothing_and_keeps_what_was_typed() {
    let mut t = organizer().await;
    let board = upload_ring(&mut t, 10).await.to_string();
    let r = t
        .post("/console/new", &new_match(&board, ["2", "3", "6"]))
        .await;
    let id: i64 = r
        .location()
        .trim_start_matches("/console/m/")
        .parse()
        .unwrap();
    let g = game(&mut t, id).await;
    let own = g.choices().place_on;
    let (a, b) = (
        format!("p_{}", g.map().territory(own[0]).slug),
        format!("p_{}", g.map().territory(own[1]).slug),
    );
    let refused: [(Vec<(&str, &str)>, &str); 6] = [
        // Five of the six armies: the engine's sentence.
        (
            vec![("type", "place"), ("seat", "0"), (&a, "3"), (&b, "2")],
            "6",
        ),
        (vec![("type", "place"), ("seat", "0")], ""),
        (
            vec![("type", "place"), ("seat", "0"), ("p_atlantide", "6")],
            "",
        ),
        (
            vec![("type", "place"), ("seat", "7"), (&a, "6")],
            "Posto sconosciuto",
        ),
        (
            vec![
                ("type", "attack"),
                ("seat", "0"),
                ("route", "p0>p1"),
                ("throw", "3,2,2,2"),
            ],
            "",
        ),
        (vec![("type", "end_turn"), ("seat", "1")], ""),
    ];
    for (fields, words) in refused {
        let r = act(&mut t, id, 0, &fields).await;
        assert!(
            r.status.is_client_error(),
            "{fields:?}: {} {}",
            r.status,
            r.body
        );
        assert!(r.body.contains(words), "{words}: {}", r.body);
        assert!(r.body.contains("role=\"alert\""), "{fields:?}: {}", r.body);
    }
    assert_eq!(t.count("match_entries").await, 0);
    // The refused placement's numbers are back in its steppers.
    let r = act(
        &mut t,
        id,
        0,
        &[("type", "place"), ("seat", "0"), (&a, "3"), (&b, "2")],
    )
    .await;
    assert!(
        r.body.contains(&format!(
            "name=\"{a}\" type=\"number\" min=\"0\" max=\"6\" value=\"3\""
        )),
        "{}",
        r.body
    );
    assert!(r.body.contains(&format!(
        "name=\"{b}\" type=\"number\" min=\"0\" max=\"6\" value=\"2\""
    )));
    // A stale page (another referee recorded first) is refused too, nothing doubled.
    let r = act(
        &mut t,
        id,
        0,
        &[("type", "place"), ("seat", "0"), (&a, "6")],
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let r = act(
        &mut t,
        id,
        0,
        &[("type", "place"), ("seat", "1"), (&a, "6")],
    )
    .await;
    assert!(r.status.is_client_error(), "{}", r.body);
    assert_eq!(t.count("match_entries").await, 1);
}

/// Uploads a scenario's log with its last `drop` actions left out; the match's id.
async fn upload_scenario(t: &mut TestApp, text: &str, drop: usize) -> (i64, serde_json::Value) {
    let v: serde_json::Value = serde_json::from_str(text).unwrap();
    let mut log = v["log"].clone();
    let actions = log["actions"].as_array_mut().unwrap();
    let kept = actions.len() - drop;
    let dropped: Vec<serde_json::Value> = actions.drain(kept..).collect();
    let r =
        crate::reliability::api_post(t, "/api/v1/matches?label=Jr", log.to_string().into_bytes())
            .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let id = serde_json::from_str::<serde_json::Value>(&r.body).unwrap()["id"]
        .as_i64()
        .unwrap();
    (id, serde_json::Value::Array(dropped))
}

#[tokio::test]
async fn the_trade_and_the_placement_it_pays_for_are_recorded_from_the_panel() {
    let mut t = organizer().await;
    let text = include_str!("../scenarios/tegjr/trade_accepted.json");
    let (id, dropped) = upload_scenario(&mut t, text, 2).await;
    let n = usize::try_from(t.count("match_entries").await).unwrap();
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body.contains("Cambia 2 carte per 4 eserciti"),
        "{}",
        page.body
    );
    let seat = dropped[0]["seat"].to_string();
    let r = act(&mut t, id, n, &[("type", "trade"), ("seat", &seat)]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    // The trade once a turn: the form is gone, the placement asks for 4 more.
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(!page.body.contains("Cambia 2 carte"), "{}", page.body);
    let place: Vec<(String, String)> = dropped[1]["armies"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(k, v)| (format!("p_{k}"), v.to_string()))
        .collect();
    let mut fields = vec![("type", "place"), ("seat", seat.as_str())];
    fields.extend(place.iter().map(|(k, v)| (k.as_str(), v.as_str())));
    let r = act(&mut t, id, n + 1, &fields).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let log = t.get(&format!("/api/v1/matches/{id}/log")).await;
    let back: serde_json::Value = serde_json::from_str(&log.body).unwrap();
    let all = back["actions"].as_array().unwrap();
    assert_eq!(
        all[all.len() - 2..],
        dropped.as_array().unwrap()[..],
        "the same actions as the scenario's"
    );
}

#[tokio::test]
async fn a_card_the_deal_fulfils_is_exchanged_and_a_manual_card_declared_from_the_panel() {
    let mut t = organizer().await;
    let text = include_str!("../scenarios/tegjr/objective_met_by_deal.json");
    let (id, _) = upload_scenario(&mut t, text, 1).await;
    let g = game(&mut t, id).await;
    let seat = g.choices().seat.unwrap();
    let name = g.seats()[usize::from(seat)].name.clone();
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body.contains("La distribuzione compie già"),
        "{}",
        page.body
    );
    assert!(
        page.body
            .contains(&format!("<h2 class=\"who-acts\">{name}</h2>"))
    );
    let s = seat.to_string();
    // A card in words needs its words: refused, nothing recorded.
    let r = act(
        &mut t,
        id,
        0,
        &[
            ("type", "replace_objective"),
            ("seat", &s),
            ("objective", "manual"),
        ],
    )
    .await;
    assert!(r.status.is_client_error(), "{}", r.body);
    assert!(r.body.contains("Scrivi cosa dice la carta"), "{}", r.body);
    let r = act(
        &mut t,
        id,
        0,
        &[
            ("type", "replace_objective"),
            ("seat", &s),
            ("objective", "manual"),
            ("card", "Distruggi il nero"),
        ],
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let page = t.get(&format!("/console/m/{id}")).await;
    let declare = format!("{name} ha compiuto il suo obiettivo");
    assert!(page.body.contains(&declare), "{}", page.body);
    let r = act(&mut t, id, 1, &[("type", "declare"), ("seat", &s)]).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    let page = t.get(&format!("/console/m/{id}")).await;
    assert!(
        page.body
            .contains(&format!("{name} vince con il suo obiettivo segreto.")),
        "{}",
        page.body
    );
}
