//! The language seam, proved: with every message rewritten into a pseudo-locale (each
//! letter accented, each piece of a message's own text between `⟦` and `⟧`), every
//! sentence of every ruleset — history lines, refusals, phase words, result lines — and
//! every page of a match of every ruleset shows no word that did not come from a message.
//! Only the arguments stay as they are: players' names, territory and continent names
//! (map data), numbers. So a new language is one folder of `.ftl` files: nothing in the
//! code says a word in Italian, English or Spanish of its own.
//!
//! The whole file runs in the pseudo-locale ([`arbitro::i18n::pseudo_locale`] is called
//! first by every test), which is why it is a test binary of its own.

#[path = "scenarios/classic_player.rs"]
mod classic_player;
#[allow(dead_code)]
#[path = "web/helpers.rs"]
mod helpers;
#[path = "risk2210/random.rs"]
mod r2210_player;
#[path = "scenarios/random_player.rs"]
mod random_player;
#[path = "scenarios/teg_player.rs"]
mod teg_player;
#[path = "scenarios/tegjr_player.rs"]
mod tegjr_player;
#[path = "scenarios/torneo_player.rs"]
mod torneo_player;

use std::collections::BTreeSet;

use arbitro::accounts::Role;
use arbitro::engine::any::{AnyGame, AnyLog};
use arbitro::engine::table::Table;
use arbitro::engine::{Lang, Map, RulesetId};
use axum::http::StatusCode;
use helpers::{BASE, TestApp};

/// Every test starts here: the catalogues are built in the pseudo-locale.
fn pseudo() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(arbitro::i18n::pseudo_locale);
}

/// A random legal match of the ruleset, played from `seed`.
fn random_match(ruleset: RulesetId, seed: u64) -> AnyLog {
    match ruleset {
        RulesetId::Risiko2v2 => AnyLog::Risiko2v2(random_player::play_game(seed, 12, 600).0),
        RulesetId::RisikoClassic => AnyLog::Classic(classic_player::play_game(seed, 4, 3, 600).0),
        RulesetId::RisikoTorneo => AnyLog::Torneo(torneo_player::play_game(seed, 600).0),
        RulesetId::TegRevancha => AnyLog::Teg(teg_player::play_seats(seed, 400, 4).0),
        RulesetId::Risk2210 => AnyLog::Risk2210(r2210_player::play(3, seed).0),
        RulesetId::TegJr => tegjr_player::play_game(3, seed.is_multiple_of(2), seed, 600),
    }
}

/// The log with only its first `n` actions.
fn first(log: &AnyLog, n: usize) -> AnyLog {
    let (mut setup, actions) = log.split();
    for a in actions.into_iter().take(n) {
        setup.push(a).expect("an action of the log goes back in");
    }
    setup
}

/// The words that may show as they are: the players' names, every territory, continent
/// and board name of the boards in play, and the product's own name.
fn allowed(logs: &[AnyLog]) -> BTreeSet<String> {
    let mut maps: Vec<&Map> = Map::names().filter_map(Map::by_name).collect();
    // The product's name, the account's name, and each language's own name on the
    // language switch (said in that language whatever the page's).
    let mut words: Vec<String> = vec!["Arbitro".into(), "org".into(), LABEL.into()];
    words.extend(Lang::ALL.map(|l| l.native_name().to_string()));
    for log in logs {
        maps.push(log.map());
        words.extend(log.names());
    }
    for map in maps {
        for lang in Lang::ALL {
            words.push(map.title(lang).to_string());
            for id in map.territory_ids() {
                words.push(map.name(id, lang).to_string());
            }
            for (id, _) in map.continents() {
                words.push(map.continent_name(id, lang).to_string());
            }
        }
    }
    words.iter().flat_map(|w| split_words(w)).collect()
}

fn split_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// The words of `text` that came from no message: outside every `⟦…⟧`, with an ASCII
/// letter, at least two letters long, and not an allowed argument.
fn leaks(text: &str, allowed: &BTreeSet<String>) -> Vec<String> {
    let mut outside = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '⟦' => {
                depth += 1;
                outside.push(' ');
            }
            '⟧' => {
                depth = depth.saturating_sub(1);
                outside.push(' ');
            }
            _ if depth == 0 => outside.push(c),
            _ => {}
        }
    }
    split_words(&outside)
        .into_iter()
        .filter(|w| w.chars().count() >= 2 && w.chars().any(|c| c.is_ascii_alphabetic()))
        .filter(|w| !allowed.contains(w))
        .collect()
}

/// What a person reads on an HTML page: its text and the attributes a screen or a
/// screen reader shows (`title`, `aria-label`, `placeholder`, `alt`), without scripts,
/// styles and comments.
fn page_text(html: &str) -> String {
    let mut rest = html.to_string();
    for (open, close) in [
        ("<script", "</script>"),
        ("<style", "</style>"),
        ("<!--", "-->"),
    ] {
        while let Some(a) = rest.find(open) {
            let b = rest[a..]
                .find(close)
                .map_or(rest.len(), |b| a + b + close.len());
            rest.replace_range(a..b, " ");
        }
    }
    let mut out = String::new();
    let mut in_tag = false;
    let mut tag = String::new();
    for c in rest.chars() {
        match (in_tag, c) {
            (false, '<') => {
                in_tag = true;
                tag.clear();
            }
            (true, '>') => {
                in_tag = false;
                for attr in ["title=\"", "aria-label=\"", "placeholder=\"", "alt=\""] {
                    for part in tag.split(attr).skip(1) {
                        out.push(' ');
                        out.push_str(part.split('"').next().unwrap_or(""));
                    }
                }
                out.push(' ');
            }
            (true, c) => tag.push(c),
            (false, c) => out.push(c),
        }
    }
    // Addresses shown as text (the public board's link) are data, not words.
    let out: Vec<&str> = out
        .split_whitespace()
        .filter(|w| !w.starts_with("http://") && !w.starts_with("https://"))
        .collect();
    out.join(" ")
        .replace("&amp;", "&")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&nbsp;", " ")
}

#[test]
fn every_sentence_of_every_ruleset_comes_from_messages() {
    pseudo();
    for ruleset in RulesetId::ALL {
        for seed in 0..3u64 {
            let log = random_match(ruleset, seed);
            let allowed = allowed(std::slice::from_ref(&log));
            let (setup, actions) = log.split();
            let mut game = AnyGame::replay(&setup).expect("the setup replays");
            let mut found = Vec::new();
            let mut check = |what: String, text: &str| {
                let words = leaks(text, &allowed);
                if !words.is_empty() {
                    found.push(format!("{what}: {text:?} leaks {words:?}"));
                }
            };
            for (i, action) in actions.iter().enumerate() {
                check(format!("phase before {i}"), game.phase_words(Lang::It));
                check(
                    format!("{} {i}", action.kind()),
                    &game.describe(action, Lang::It),
                );
                // Another action of the match tried here: a refusal is a sentence too.
                let tried = &actions[(i * 7 + 3) % actions.len()];
                if let Err(o) = game.apply(tried) {
                    check(
                        format!("refusal of {} at {i}", tried.kind()),
                        o.message(Lang::It),
                    );
                }
                game.apply_mut(action).expect("a legal action applies");
            }
            check("last phase".into(), game.phase_words(Lang::It));
            assert!(
                found.is_empty(),
                "{} (seed {seed}): {} sentences with words from no message, e.g.\n{}",
                ruleset.id(),
                found.len(),
                found
                    .iter()
                    .take(12)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join("\n")
            );
        }
    }
}

/// The label the test gives its matches.
const LABEL: &str = "Tavolo";

/// Uploads a log through the API as the organizer; the new match's id.
async fn upload(t: &mut TestApp, log: &AnyLog) -> i64 {
    let csrf = t.csrf().await;
    let r = t
        .post_body(
            &format!("/api/v1/matches?label={LABEL}"),
            log.to_json_pretty().into_bytes(),
            &[
                ("x-csrf-token", &csrf),
                ("content-type", "application/json"),
                ("origin", BASE),
            ],
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.body);
    let v: serde_json::Value = serde_json::from_str(&r.body).unwrap();
    v["id"].as_i64().unwrap()
}

#[tokio::test]
async fn every_page_of_a_match_of_every_ruleset_comes_from_messages() {
    pseudo();
    let mut t = TestApp::new().await;
    t.add_user("org", "organizer-password-1", Role::Organizer)
        .await;
    let r = t.login("org", "organizer-password-1").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let mut logs = Vec::new();
    let mut pages: Vec<String> = [
        "/",
        "/console",
        "/console/new",
        "/tournaments",
        "/individual",
        "/seasons",
        "/boards",
        "/account",
        "/users",
    ]
    .map(String::from)
    .to_vec();
    for ruleset in RulesetId::ALL {
        let whole = random_match(ruleset, 11);
        let (_, actions) = whole.split();
        // The match halfway (a turn in progress) and finished.
        for log in [first(&whole, actions.len() / 2), whole.clone()] {
            let id = upload(&mut t, &log).await;
            for page in ["", "/history"] {
                pages.push(format!("/console/m/{id}{page}"));
            }
            // The public board, by the link the console gives.
            let console = t.get(&format!("/console/m/{id}")).await.body;
            if let Some(at) = console.find("href=\"/t/") {
                let token: String = console[at + 9..]
                    .chars()
                    .take_while(|c| *c != '"')
                    .collect();
                pages.push(format!("/t/{token}"));
            }
            logs.push(log);
        }
    }
    let allowed = allowed(&logs);
    let mut found = Vec::new();
    for path in &pages {
        let r = t.get(path).await;
        assert!(
            r.status == StatusCode::OK,
            "{path} answered {}: {}",
            r.status,
            r.body
        );
        if let Some(dir) = std::env::var_os("PSEUDO_DUMP") {
            let name = path.trim_matches('/').replace('/', "_");
            std::fs::write(
                std::path::Path::new(&dir).join(format!("{name}.html")),
                &r.body,
            )
            .unwrap();
        }
        let text = page_text(&r.body);
        let words: BTreeSet<String> = leaks(&text, &allowed).into_iter().collect();
        if !words.is_empty() {
            found.push(format!("{path}: {words:?}"));
        }
    }
    assert!(
        found.is_empty(),
        "pages with words from no message:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_leak_check_finds_a_plain_word_and_passes_a_message() {
    let allowed: BTreeSet<String> = ["ana", "kamchatka"].map(String::from).into();
    assert_eq!(
        leaks("⟦Åñå pïåzzå⟧ Ana ⟦ïñ⟧ Kamchatka 3", &allowed),
        Vec::<String>::new()
    );
    assert_eq!(leaks("⟦Åñå⟧ attacca Kamchatka", &allowed), vec!["attacca"]);
    let page = page_text("<p title=\"Turno\">⟦x⟧<script>var a;</script>Ana</p>");
    assert_eq!(leaks(&page, &allowed), vec!["turno"]);
}
