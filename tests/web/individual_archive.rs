//! Every individual event the app can produce comes back from its JSON archive
//! (issue 27, item 2): exported, imported into an empty instance, it shows the same
//! standings page, public page, CSV files and API reads. The router test is the
//! Italian clubs' main format (a RisiKo! torneo event with a semifinal and a final);
//! the property test generates events of every ruleset the creation form offers,
//! with stages, corrections, hidden rounds, withdrawals, ghost seats and seasons.

use crate::console::organizer;
use crate::helpers::TestApp;
use crate::individual_publish::upload;
use arbitro::db;
use axum::http::StatusCode;
use serde_json::Value;

const TWELVE: &str = "nome;club\nAnna;Lupi\nBruno;Lupi\nCarla;Orsi\nDario;Orsi\nElena;Falchi\n\
Fabio;Falchi\nGina;Volpi\nIvo;Volpi\nLea;Gufi\nMarco;Gufi\nNora;Aquile\nOscar;Aquile\n";

async fn ok(t: &mut TestApp, path: &str, fields: &[(&str, &str)]) {
    let r = t.post(path, fields).await;
    assert_eq!(
        r.status,
        StatusCode::SEE_OTHER,
        "{path}: {}",
        alert(&r.body)
    );
}

/// The refusal a page shows (its alert), or the whole page when it has none.
fn alert(html: &str) -> &str {
    match html
        .find("role=\"alert\">")
        .or_else(|| html.find("class=\"alert\""))
    {
        Some(i) => &html[i..(i + 600).min(html.len())],
        None => html,
    }
}

/// The match ids of `round`'s tables, in table order.
pub async fn matches_of(t: &TestApp, id: i64, round: i64) -> Vec<i64> {
    db::individual::tables(&t.db, id)
        .await
        .unwrap()
        .into_iter()
        .filter(|x| x.round == round)
        .filter_map(|x| x.match_id)
        .collect()
}

/// Ends match `m` through the console (the referee closing the table) and, when
/// `sign`, signs it off through the console.
pub async fn end(t: &mut TestApp, m: i64, sign: bool) {
    let n = db::match_entries::entries(&t.db, m).await.unwrap().len();
    ok(
        t,
        &format!("/console/m/{m}/act"),
        &[
            ("expected", &n.to_string()),
            ("key", &format!("end-{m}")),
            ("type", "end_match"),
            ("reason", "fine del turno"),
        ],
    )
    .await;
    if sign {
        let r = t.post(&format!("/console/m/{m}/sign"), &[]).await;
        assert!(r.status.is_redirection(), "{} {}", r.status, r.body);
    }
}

/// Seats and publishes the next round through `path` (`rounds`, `semifinal`,
/// `final`); returns its number.
pub async fn next_round(t: &mut TestApp, id: i64, path: &str) -> i64 {
    ok(t, &format!("/individual/{id}/{path}"), &[]).await;
    let round = db::individual::rounds(&t.db, id)
        .await
        .unwrap()
        .last()
        .unwrap()
        .number;
    ok(t, &format!("/individual/{id}/rounds/{round}/publish"), &[]).await;
    round
}

/// `html` with the tournament's own id and the form tokens taken out: what a reader
/// sees, the same in any instance.
fn page_text(html: &str, id: i64) -> String {
    let html = html.replace(&format!("/individual/{id}/"), "/individual/ID/");
    let html = html.replace(&format!("/individual/{id}\""), "/individual/ID\"");
    html.lines()
        .filter(|l| !l.contains("_csrf") && !l.contains("csrf-token"))
        .map(|l| tokens_out(l, "/t/"))
        .map(|l| tokens_out(&l, "/console/m/"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `line` with what follows each `prefix` (a table token, a match id: new in each
/// instance) replaced by `*`.
fn tokens_out(line: &str, prefix: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(i) = rest.find(prefix) {
        out.push_str(&rest[..i + prefix.len()]);
        out.push('*');
        rest = rest[i + prefix.len()..].trim_start_matches(|c: char| c.is_ascii_alphanumeric());
    }
    out.push_str(rest);
    out
}

async fn body(t: &mut TestApp, path: &str) -> String {
    let r = t.get(path).await;
    assert_eq!(r.status, StatusCode::OK, "{path}: {}", r.body);
    r.body
}

async fn api(t: &mut TestApp, path: &str) -> Value {
    let mut v: Value = serde_json::from_str(&body(t, path).await).unwrap();
    // The tournament's own id differs between instances.
    if let Some(o) = v.as_object_mut() {
        o.remove("tournament");
        o.remove("id");
    }
    v
}

/// Exports tournament `id` of `t`, imports it into an empty instance, and checks that
/// every page, file and read of the two agrees. Returns the new instance and id.
pub async fn round_trip(t: &mut TestApp, id: i64) -> (TestApp, i64) {
    let text = body(t, &format!("/individual/{id}/export/tournament.json")).await;
    let mut fresh = organizer().await;
    // The same accounts as the first instance (a name with no account here would
    // become the importer's, as documented).
    fresh
        .add_user(
            "seconda",
            "una-password-lunga",
            arbitro::accounts::Role::Organizer,
        )
        .await;
    let r = upload(&mut fresh, text.as_bytes()).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.body);
    let new_id = db::individual::list(&fresh.db).await.unwrap()[0].id;
    same_event(t, id, &mut fresh, new_id).await;
    // The copy's archive is the original's, save the moment of writing.
    let again: Value = serde_json::from_str(
        &body(
            &mut fresh,
            &format!("/individual/{new_id}/export/tournament.json"),
        )
        .await,
    )
    .unwrap();
    let first: Value = serde_json::from_str(&text).unwrap();
    for key in ["tournament", "rounds", "adjustments"] {
        let pretty = |v: &Value| serde_json::to_string_pretty(v).unwrap();
        same_text(&pretty(&first[key]), &pretty(&again[key]), key);
    }
    (fresh, new_id)
}

/// The two tournaments read the same everywhere a person or a program looks.
pub async fn same_event(a: &mut TestApp, x: i64, b: &mut TestApp, y: i64) {
    // The standings page and the public page.
    for page in ["/standings", ""] {
        let pa = body(a, &format!("/individual/{x}{page}")).await;
        let pb = body(b, &format!("/individual/{y}{page}")).await;
        same_text(&page_text(&pa, x), &page_text(&pb, y), page);
    }
    for what in ["standings.csv", "tables.csv"] {
        let fa = body(a, &format!("/individual/{x}/export/{what}")).await;
        let fb = body(b, &format!("/individual/{y}/export/{what}")).await;
        same_text(&fa, &fb, what);
    }
    let sa = api(a, &format!("/api/v1/individual/{x}/standings")).await;
    let sb = api(b, &format!("/api/v1/individual/{y}/standings")).await;
    assert_eq!(sa, sb, "API standings");
    let rounds = db::individual::rounds(&a.db, x).await.unwrap();
    for r in rounds.iter().filter(|r| r.published) {
        let n = r.number;
        let ra = api(a, &format!("/api/v1/individual/{x}/rounds/{n}")).await;
        let rb = api(b, &format!("/api/v1/individual/{y}/rounds/{n}")).await;
        assert_eq!(strip_ids(ra), strip_ids(rb), "API round {n}");
    }
}

/// `a` and `b` are the same text; else the first lines that differ.
fn same_text(a: &str, b: &str, what: &str) {
    if a != b {
        let (la, lb): (Vec<_>, Vec<_>) = (a.lines().collect(), b.lines().collect());
        let at = la
            .iter()
            .zip(&lb)
            .position(|(x, y)| x != y)
            .unwrap_or(la.len().min(lb.len()));
        let end = |l: &[&str]| l[at.min(l.len())..(at + 3).min(l.len())].join("\n");
        panic!(
            "{what} differs at line {at}:\n{}\n---\n{}",
            end(&la),
            end(&lb)
        );
    }
}

/// A JSON read with the instance's own ids (tournament, matches, table tokens) left out.
fn strip_ids(mut v: Value) -> Value {
    match &mut v {
        Value::Object(o) => {
            for key in [
                "id",
                "match_id",
                "match",
                "token",
                "board",
                "url",
                "tournament",
            ] {
                o.remove(key);
            }
            for (_, x) in o.iter_mut() {
                *x = strip_ids(x.take());
            }
        }
        Value::Array(a) => {
            for x in a.iter_mut() {
                *x = strip_ids(x.take());
            }
        }
        _ => {}
    }
    v
}

#[tokio::test]
async fn a_torneo_event_with_semifinal_and_final_comes_back_from_its_archive() {
    let mut t = organizer().await;
    let r = t
        .post(
            "/individual",
            &[
                ("name", "Torneo di novembre"),
                ("ruleset", "risiko-torneo"),
                ("table_size", "4"),
                ("odd_field", "larger"),
                ("rounds", "2"),
                ("formula", "master"),
                ("semifinal_tables", "2"),
                ("direct_finalists", "2"),
                ("finals", "1"),
            ],
        )
        .await;
    let id = crate::fixture::individual_id(&r);
    ok(
        &mut t,
        &format!("/individual/{id}/import/confirm"),
        &[("csv", TWELVE)],
    )
    .await;
    for path in ["rounds", "rounds", "semifinal", "final"] {
        let round = next_round(&mut t, id, path).await;
        for m in matches_of(&t, id, round).await {
            end(&mut t, m, true).await;
        }
    }
    assert_eq!(db::individual::rounds(&t.db, id).await.unwrap().len(), 4);
    let (mut fresh, _) = round_trip(&mut t, id).await;

    // Rounds out of the stages' order, or a ruleset the form does not offer, are
    // refused with a sentence, and nothing is stored.
    let good: Value = serde_json::from_str(
        &body(&mut t, &format!("/individual/{id}/export/tournament.json")).await,
    )
    .unwrap();
    let stored = fresh.count("individual_tournaments").await;
    type Spoil<'a> = (&'a dyn Fn(&mut Value), &'a str);
    let spoilt: [Spoil; 4] = [
        (
            &|a| a["rounds"][2]["stage"] = "final".into(),
            "stage final after qualifying",
        ),
        (
            &|a| a["rounds"][1]["stage"] = "semifinal".into(),
            "stage semifinal",
        ),
        (
            &|a| a["tournament"]["stages"] = serde_json::json!({}),
            "stage semifinal",
        ),
        (
            &|a| a["tournament"]["ruleset"] = "teg-jr".into(),
            "ruleset \"teg-jr\"",
        ),
    ];
    for (spoil, detail) in spoilt {
        let mut bad = good.clone();
        spoil(&mut bad);
        let r = upload(&mut fresh, &serde_json::to_vec(&bad).unwrap()).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{detail}");
        let shown = r.body.replace("&#34;", "\"");
        assert!(shown.contains(detail), "{detail}: {}", alert(&r.body));
        assert!(
            r.body.contains("Non è stato salvato nulla"),
            "{}",
            alert(&r.body)
        );
    }
    assert_eq!(fresh.count("individual_tournaments").await, stored);
}

// ---------------------------------------------------------------------------------
// The property: any event the routes can make comes back from its archive.
// ---------------------------------------------------------------------------------

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

/// The creation form's rulesets, with the table sizes each seats (classic stops at 5:
/// the form refuses tables of 6, see `torneo_tables::a_classic_tournament_refuses_tables_of_six`).
const RULESETS: [(&str, std::ops::RangeInclusive<usize>); 4] = [
    ("risiko-classic", 2..=5),
    ("risiko-torneo", 3..=5),
    ("risk2210", 2..=5),
    ("teg-revancha", 2..=6),
];

/// The creation form's formulas.
use arbitro::web::individual::FORMULAS;

const NAMES: [&str; 20] = [
    "Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ivo", "Lea", "Marco", "Nora",
    "Oscar", "Pia", "Rino", "Sara", "Teo", "Ugo", "Vera", "Zeno", "Alba",
];
const CLUBS: [&str; 4] = ["Lupi", "Orsi", "Falchi", ""];

/// What happens at one published round.
#[derive(Clone, Debug)]
struct RoundPlan {
    /// Players (by index into the registered ones) withdrawn before it is seated.
    drop: Vec<usize>,
    /// Its results hidden from the public.
    hidden: bool,
    /// A correction of the first table's seat `.0` by `.1` points.
    correction: Option<(usize, &'static str)>,
    /// The first table's signed result reopened (and, when `.1`, signed again).
    reopen: Option<bool>,
}

#[derive(Clone, Debug)]
struct EventPlan {
    ruleset: usize,
    table_size: usize,
    odd_field: &'static str,
    players: usize,
    formula: &'static str,
    rounds: usize,
    /// (semifinal tables, direct finalists); (0, 0) for qualifying rounds only.
    stages: (u32, u32),
    /// Parallel finals (Master-style groups), when the field is large enough.
    finals: u32,
    second_confirmation: bool,
    season: Option<Option<u32>>,
    round_plans: Vec<RoundPlan>,
    /// How the last round's last table is left: 0 signed, 1 ended unsigned,
    /// 2 still in play (only when no stage follows).
    last_table: u8,
    /// A draft round seated after the last one (when one is still to be seated).
    draft: bool,
}

fn round_plan() -> impl Strategy<Value = RoundPlan> {
    (
        proptest::collection::vec(0usize..14, 0..2),
        any::<bool>(),
        proptest::option::of((
            0usize..3,
            prop::sample::select(vec!["-2", "1.5", "0.25", "-0.5"]),
        )),
        proptest::option::weighted(0.25, any::<bool>()),
    )
        .prop_map(|(drop, hidden, correction, reopen)| RoundPlan {
            drop,
            hidden,
            correction,
            reopen,
        })
}

fn event_plan() -> impl Strategy<Value = EventPlan> {
    (
        0usize..4,
        3usize..=5,
        prop::sample::select(vec!["larger", "smaller", "ghost"]),
        7usize..=14,
        prop::sample::select(FORMULAS.to_vec()),
        1usize..=2,
        prop::sample::select(vec![(0, 0), (0, 0), (2, 1), (1, 2), (0, 3), (2, 2), (3, 0)]),
        any::<bool>(),
        proptest::option::of(proptest::option::of(1u32..=3)),
        proptest::collection::vec(round_plan(), 6),
        (0u8..3, any::<bool>(), 1u32..=2),
    )
        .prop_map(
            |(
                ruleset,
                size,
                odd,
                players,
                formula,
                rounds,
                stages,
                second,
                season,
                rp,
                (last, draft, finals),
            )| {
                // A table size the ruleset seats both ways (the form refuses others).
                let seats = &RULESETS[ruleset].1;
                let other = |s: usize, odd: &str| if odd == "larger" { s + 1 } else { s - 1 };
                let (table_size, odd_field) = [(size, odd), (size, "ghost"), (4, "smaller")]
                    .into_iter()
                    .find(|(s, o)| seats.contains(s) && seats.contains(&other(*s, o)))
                    .unwrap();
                EventPlan {
                    ruleset,
                    table_size,
                    odd_field,
                    players,
                    formula,
                    rounds,
                    stages,
                    // Two finals need twice the field: only where the names suffice.
                    finals: if (stages.0 as usize * table_size + stages.1 as usize + 1) * 2
                        <= NAMES.len()
                    {
                        finals
                    } else {
                        1
                    },
                    second_confirmation: second,
                    season,
                    round_plans: rp,
                    last_table: last,
                    draft,
                }
            },
        )
}

/// Makes the event `plan` describes through the routes, as an organizer would (a
/// second organizer confirms results when the event asks for it). Returns its id and
/// the rounds it seated.
async fn make_event(t: &mut TestApp, other: &mut TestApp, plan: &EventPlan) -> (i64, String) {
    let season = match plan.season {
        Some(best_of) => {
            let best = best_of.map(|k| k.to_string()).unwrap_or_default();
            ok(t, "/seasons", &[("name", "Campionato"), ("best_of", &best)]).await;
            db::seasons::list(&t.db).await.unwrap()[0].id.to_string()
        }
        None => String::new(),
    };
    let (semi, direct) = (plan.stages.0.to_string(), plan.stages.1.to_string());
    let finals = plan.finals.to_string();
    let (size, rounds) = (plan.table_size.to_string(), plan.rounds.to_string());
    let mut fields = vec![
        ("name", "Serata generata"),
        ("ruleset", RULESETS[plan.ruleset].0),
        ("table_size", &size),
        ("odd_field", plan.odd_field),
        ("rounds", &rounds),
        ("formula", plan.formula),
        ("season", &season),
    ];
    if plan.second_confirmation {
        fields.push(("second_confirmation", "on"));
    }
    let mut staged = fields.clone();
    staged.push(("semifinal_tables", &semi));
    staged.push(("direct_finalists", &direct));
    staged.push(("finals", &finals));
    let r = t.post("/individual", &staged).await;
    // Stages the form refuses for these tables (a final of more than a ruleset
    // seats): the event without them.
    let (r, stages, groups) = if r.status == StatusCode::SEE_OTHER {
        (r, plan.stages, plan.finals as usize)
    } else {
        assert_eq!(
            r.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{}",
            alert(&r.body)
        );
        (t.post("/individual", &fields).await, (0, 0), 1)
    };
    let id = crate::fixture::individual_id(&r);
    // Enough players for the stages, and two more to withdraw.
    let needed = (stages.0 as usize * plan.table_size + stages.1 as usize) * groups + 2;
    let csv: String = (0..plan.players.max(needed))
        .map(|i| format!("{};{}\n", NAMES[i], CLUBS[i % CLUBS.len()]))
        .collect();
    ok(
        t,
        &format!("/individual/{id}/import/confirm"),
        &[("csv", &format!("nome;club\n{csv}"))],
    )
    .await;
    let players: Vec<i64> = db::individual::players(&t.db, id)
        .await
        .unwrap()
        .iter()
        .map(|p| p.id)
        .collect();
    let mut paths: Vec<&str> = vec!["rounds"; plan.rounds];
    if stages.0 > 0 {
        paths.push("semifinal");
    }
    if stages.0 + stages.1 > 0 {
        paths.push("final");
    }
    let mut seated = String::new();
    let mut dropped = 0;
    for (k, path) in paths.iter().enumerate() {
        let rp = &plan.round_plans[k];
        for d in &rp.drop {
            // At most two withdrawals, the stages' players kept.
            if let Some(p) = players.get(*d).filter(|_| dropped < 2) {
                ok(t, &format!("/individual/{id}/players/{p}/drop"), &[]).await;
                dropped += 1;
            }
        }
        let mut r = t.post(&format!("/individual/{id}/{path}"), &[]).await;
        if r.status != StatusCode::SEE_OTHER && *path == "rounds" {
            // The tables do not come out with this field: one more player comes.
            ok(
                t,
                &format!("/individual/{id}/players"),
                &[("name", &format!("Ultimo {}", NAMES[k]))],
            )
            .await;
            r = t.post(&format!("/individual/{id}/{path}"), &[]).await;
        }
        if r.status != StatusCode::SEE_OTHER {
            // Too few players left for a stage: the event ends here.
            assert!(
                r.status.is_client_error(),
                "{path}: {} {}",
                r.status,
                r.body
            );
            seated.push_str(&format!(" {path}:refused"));
            break;
        }
        let round = db::individual::rounds(&t.db, id)
            .await
            .unwrap()
            .last()
            .unwrap()
            .number;
        ok(t, &format!("/individual/{id}/rounds/{round}/publish"), &[]).await;
        seated.push_str(&format!(" {path}"));
        let last_round = k + 1 == paths.len();
        let ms = matches_of(t, id, round).await;
        for (i, m) in ms.iter().enumerate() {
            let leave = if last_round && i + 1 == ms.len() {
                plan.last_table
            } else {
                0
            };
            match leave {
                0 => end(t, *m, true).await,
                1 => end(t, *m, false).await,
                _ => {}
            }
            // The last round's first result waits for its confirmation.
            if leave == 0 && plan.second_confirmation && !(last_round && i == 0) {
                ok(other, &format!("/individual/{id}/matches/{m}/confirm"), &[]).await;
            }
        }
        let m = ms[0];
        if let Some((seat, points)) = rp.correction {
            let at: Vec<i64> = serde_json::from_str(
                &db::individual::tables(&t.db, id)
                    .await
                    .unwrap()
                    .into_iter()
                    .find(|x| x.round == round && x.number == 1)
                    .unwrap()
                    .players,
            )
            .unwrap();
            let player = at[seat % at.len()].to_string();
            let r = t
                .post(
                    &format!("/individual/{id}/matches/{m}/correct"),
                    &[
                        ("player", &player),
                        ("points", points),
                        ("reason", "penalità"),
                    ],
                )
                .await;
            // Refused while the result does not count (yet).
            assert!(
                r.status.is_redirection() || r.status.is_client_error(),
                "{}",
                r.body
            );
            if r.status.is_redirection() {
                seated.push_str("+correction");
            }
        }
        if let Some(again) = rp.reopen.filter(|_| !last_round) {
            ok(
                t,
                &format!("/individual/{id}/matches/{m}/reopen"),
                &[("reason", "errore di firma")],
            )
            .await;
            seated.push_str("+reopened");
            if again {
                let r = t.post(&format!("/console/m/{m}/sign"), &[]).await;
                assert!(r.status.is_redirection(), "{}", r.body);
                if plan.second_confirmation {
                    ok(other, &format!("/individual/{id}/matches/{m}/confirm"), &[]).await;
                }
            } else {
                // A stage after it waits for this table: the event ends here.
                break;
            }
        }
        if rp.hidden {
            ok(
                t,
                &format!("/individual/{id}/rounds/{round}/results"),
                &[("on", "0")],
            )
            .await;
            seated.push_str("+hidden");
        }
    }
    if plan.draft && paths.len() > 1 && plan.last_table == 0 && !seated.contains("refused") {
        // The next round seated and left a draft (only a qualifying round can be
        // seated before the last is played; the event then stops short of it).
        let r = t
            .post(&format!("/individual/{id}/{}", paths[paths.len() - 1]), &[])
            .await;
        let _ = r;
    }
    (id, seated)
}

#[test]
fn every_event_the_routes_make_comes_back_from_its_archive() {
    let cases = std::env::var("ARBITRO_ARCHIVE_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(12);
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    runner
        .run(&event_plan(), |plan| {
            rt.block_on(async {
                let mut t = organizer().await;
                t.add_user(
                    "seconda",
                    "una-password-lunga",
                    arbitro::accounts::Role::Organizer,
                )
                .await;
                let mut other = TestApp {
                    dir: t.dir.clone(),
                    db: t.db.clone(),
                    clock: t.clock.clone(),
                    router: t.router.clone(),
                    jar: Default::default(),
                };
                other.login("seconda", "una-password-lunga").await;
                let (id, seated) = make_event(&mut t, &mut other, &plan).await;
                // What the event came to, shown with `--nocapture`.
                eprintln!("event: {} {seated}", RULESETS[plan.ruleset].0);
                let (mut fresh, new_id) = round_trip(&mut t, id).await;
                if plan.season.is_some() {
                    let a = db::seasons::list(&t.db).await.unwrap()[0].id;
                    let b = db::seasons::list(&fresh.db).await.unwrap()[0].id;
                    let fa = body(&mut t, &format!("/seasons/{a}/export/standings.csv")).await;
                    let fb = body(&mut fresh, &format!("/seasons/{b}/export/standings.csv")).await;
                    same_text(&fa, &fb, "season standings.csv");
                }
                let _ = new_id;
            });
            Ok(())
        })
        .unwrap();
}

/// The console's "end the match" form, shown at every table, ends a Risk 2210 A.D.
/// table too (its panel once refused it with "choose one of the options"), and the
/// ended, signed event comes back from its archive.
#[tokio::test]
async fn a_risk2210_table_is_ended_from_the_console_form_and_comes_back() {
    let mut t = organizer().await;
    let r = t
        .post(
            "/individual",
            &[
                ("name", "Serata 2210"),
                ("ruleset", "risk2210"),
                ("table_size", "4"),
                ("odd_field", "smaller"),
                ("rounds", "1"),
            ],
        )
        .await;
    let id = crate::fixture::individual_id(&r);
    crate::fixture::individual_round_one(&mut t, id, TWELVE).await;
    for m in matches_of(&t, id, 1).await {
        end(&mut t, m, true).await;
    }
    round_trip(&mut t, id).await;
}
