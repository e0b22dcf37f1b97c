//! The console's small form fixes (issue 27, items 16 and 23): ending a match asks
//! first, the language switch comes back to the same form, the Spanish form names the
//! colours in Spanish, a refused objectives form keeps the four choices, a published
//! individual round warns about tables without a referee, counts agree in number, and
//! the page keeps one live region outside the part the script swaps.

use crate::console::{create, finish_placement, organizer, placed_match};
use crate::helpers::TestApp;
use axum::http::StatusCode;

/// The `<select>` of `id` in `html`, up to its end.
fn select<'a>(html: &'a str, id: &str) -> &'a str {
    let at = html
        .find(&format!("<select id=\"{id}\""))
        .unwrap_or_else(|| panic!("no select {id}"));
    let rest = &html[at..];
    &rest[..rest.find("</select>").unwrap()]
}

#[tokio::test]
async fn ending_the_match_asks_for_a_confirmation_first() {
    let mut t = organizer().await;
    let id = placed_match(&mut t).await;
    finish_placement(&mut t, id).await;
    let page = t.get(&format!("/console/m/{id}")).await;
    let form = &page.body[page.body.find("name=\"type\" value=\"end_match\"").unwrap()..];
    let form = &form[..form.find("</form>").unwrap()];
    // The button that ends it sits behind a summary that asks.
    let confirm = form
        .find("<details class=\"confirm\" id=\"end_confirm\">")
        .unwrap();
    let button = form.find("<button class=\"button danger\">").unwrap();
    assert!(confirm < button, "{form}");
    assert!(form.contains("Sicuro? La partita finisce ora"), "{form}");
    assert!(form.contains("Sì, chiudi la partita"), "{form}");
}

#[tokio::test]
async fn the_language_switch_comes_back_to_the_same_form() {
    let mut t = organizer().await;
    let page = t.get("/console/new?ruleset=risiko-classic").await;
    assert!(
        page.body
            .contains("name=\"next\" value=\"/console/new?ruleset=risiko-classic\""),
        "the switch remembers the ruleset"
    );
    let r = t
        .post(
            "/lang",
            &[
                ("lang", "es"),
                ("next", "/console/new?ruleset=risiko-classic"),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.body);
    assert_eq!(r.location(), "/console/new?ruleset=risiko-classic");
    // In Spanish the colours are Spanish words (the values stay the engine's).
    let page = t.get("/console/new").await;
    let colours = select(&page.body, "colour0");
    assert!(
        colours.contains("<option value=\"blu\" selected>azul</option>")
            || colours.contains("<option value=\"blu\">azul</option>"),
        "{colours}"
    );
    assert!(colours.contains(">rojo</option>"), "{colours}");
    assert!(!colours.contains(">rosso</option>"), "{colours}");
}

#[tokio::test]
async fn a_refused_objectives_form_keeps_the_four_choices() {
    let mut t = organizer().await;
    let id = create(&mut t).await;
    // The same objective twice: the engine refuses, the form comes back as sent.
    let r = t
        .post(
            &format!("/console/m/{id}/objectives"),
            &[("obj0", "1"), ("obj1", "1"), ("obj2", "2"), ("obj3", "3")],
        )
        .await;
    assert!(r.status.is_client_error(), "{}", r.status);
    assert!(r.body.contains("role=\"alert\""), "the reason is said");
    for (seat, chosen) in [(0, 1), (1, 1), (2, 2), (3, 3)] {
        let s = select(&r.body, &format!("obj{seat}"));
        assert!(
            s.contains(&format!("<option value=\"{chosen}\" selected>")),
            "seat {seat} keeps {chosen}: {s}"
        );
        assert_eq!(s.matches(" selected>").count(), 1, "{s}");
    }
}

#[tokio::test]
async fn a_published_individual_round_warns_about_tables_without_a_referee() {
    let mut t = organizer().await;
    // Round 2 published: table 1 ended with a referee, table 2 has none.
    let id = crate::individual_publish::evening(&mut t).await;
    let page = t.get(&format!("/individual/{id}/manage")).await;
    assert_eq!(page.status, StatusCode::OK);
    let warned: Vec<&str> = page
        .body
        .match_indices("Questi tavoli non hanno un arbitro")
        .map(|(at, _)| {
            let rest = &page.body[at..];
            &rest[..rest.find("</p>").unwrap()]
        })
        .collect();
    assert_eq!(warned.len(), 1, "only round 2 warns: {warned:?}");
    assert!(warned[0].ends_with("Tavolo 2"), "{warned:?}");
}

#[tokio::test]
async fn the_console_keeps_one_live_region_outside_the_swapped_part() {
    let mut t: TestApp = organizer().await;
    let id = placed_match(&mut t).await;
    finish_placement(&mut t, id).await;
    let page = t.get(&format!("/console/m/{id}")).await;
    let region = page.body.find("id=\"announcer\"").expect("a live region");
    let live = page.body.find("id=\"live-console\"").unwrap();
    assert!(region < live, "outside the swapped part");
    assert_eq!(
        page.body.matches("aria-live=").count(),
        1,
        "one live region"
    );
    let fragment = t.get(&format!("/console/m/{id}?fragment=1")).await;
    assert!(
        !fragment.body.contains("aria-live="),
        "none in the fragment"
    );
    // The public board has its own, and the unreachable server's banner.
    let token = page
        .body
        .split("data-events=\"/t/")
        .nth(1)
        .and_then(|s| s.split('/').next())
        .unwrap()
        .to_string();
    let public = t.get(&format!("/t/{token}")).await;
    assert!(public.body.contains("id=\"announcer\""), "{}", public.body);
    assert!(
        public
            .body
            .contains("id=\"offline\" role=\"alert\" hidden>Server non raggiungibile"),
        "{}",
        public.body
    );
}

#[test]
fn counts_agree_in_number() {
    use arbitro::engine::{Lang as ELang, Map, teg};
    use arbitro::web::i18n::{Lang, tn};
    for (lang, one, three) in [
        (Lang::It, "1 carta", "3 carte"),
        (Lang::En, "1 card", "3 cards"),
        (Lang::Es, "1 carta", "3 cartas"),
    ] {
        assert_eq!(tn(lang, "count.cards", 1u32), one);
        assert_eq!(tn(lang, "count.cards", 3u32), three);
    }
    assert_eq!(tn(Lang::It, "count.rounds", 1u32), "1 turno");
    assert_eq!(tn(Lang::Es, "count.missiles", 1u32), "1 misil");
    // T.E.G.'s history: a kind with none placed is not said, each count agrees.
    let map = Map::teg_revancha();
    let t = map.territory_ids().next().unwrap();
    let names = ["Ana".to_string()];
    let place = |armies: u32, missiles: u32| teg::Action::Place {
        seat: 0,
        armies: [(t, armies)].into_iter().filter(|x| x.1 > 0).collect(),
        missiles: [(t, missiles)].into_iter().filter(|x| x.1 > 0).collect(),
    };
    assert_eq!(
        place(3, 0).describe(ELang::It, &names),
        "Ana colloca 3 eserciti"
    );
    assert_eq!(
        place(3, 0).describe(ELang::Es, &names),
        "Ana coloca 3 ejércitos"
    );
    assert_eq!(
        place(1, 1).describe(ELang::En, &names),
        "Ana places 1 army and 1 missile"
    );
    assert_eq!(
        place(0, 2).describe(ELang::Es, &names),
        "Ana coloca 2 misiles"
    );
}
