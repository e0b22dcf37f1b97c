//! The registry's dispatch, ruleset by ruleset.

use super::*;
use crate::engine::classic;

const CLASSIC: &str = r#"{"format": 1, "ruleset": "risiko-classic",
    "players": [{"seat": 0, "name": "Anna", "colour": "blu"},
                {"seat": 1, "name": "Bruno", "colour": "rosso"},
                {"seat": 2, "name": "Carla", "colour": "verde"}]}"#;

fn at(s: &str) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(s).unwrap().to_utc()
}

#[test]
fn a_clock_action_is_the_rulesets_own_and_the_server_stamps_its_time() {
    let two = AnyLog::parse(include_str!("../../../docs/examples/full-match.json")).unwrap();
    let classic = AnyLog::parse(CLASSIC).unwrap();
    let now = at("2026-11-24T20:00:00Z");
    for log in [two, classic] {
        let (setup, _) = log.split();
        let g = AnyGame::replay(&setup).unwrap();
        let start = g.clock_action("start", now).unwrap();
        assert_eq!((start.kind(), start.ruleset()), ("clock", g.ruleset()));
        assert!(g.clock_action("no_such_event", now).is_none());
        let later = at("2026-11-24T21:00:00Z");
        assert_eq!(
            start.stamped(later).to_json()["at"],
            serde_json::json!(later)
        );
    }
}

#[test]
fn a_classic_board_still_to_be_entered_is_not_ready() {
    let mut log = AnyLog::parse(CLASSIC).unwrap();
    assert!(log.ready());
    if let AnyLog::Classic(l) = &mut log {
        l.setup = Some(classic::Setup::Final {
            owners: Default::default(),
            tanks: Default::default(),
        });
    }
    assert!(!log.ready());
    assert_eq!(log.names(), ["Anna", "Bruno", "Carla"]);
    assert!(log.last_action().is_none());
}

#[test]
fn split_then_applying_each_action_equals_the_replay() {
    let log = AnyLog::parse(include_str!("../../../docs/examples/full-match.json")).unwrap();
    let (setup, actions) = log.split();
    assert_eq!(setup.action_count(), 0);
    let mut g = AnyGame::replay(&setup).unwrap();
    for a in &actions {
        g.apply_mut(a).unwrap();
    }
    assert_eq!(g, AnyGame::replay(&log).unwrap());
    assert_eq!(log.last_action(), actions.last().cloned());
}

fn scenario(name: &str) -> AnyLog {
    let path = format!("{}/tests/scenarios/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    let v: Value = serde_json::from_str(&text).unwrap();
    AnyLog::parse(&v["log"].to_string()).unwrap()
}

/// The setup and the entries a match row keeps give back the whole log.
fn rebuilt(log: &AnyLog) -> AnyLog {
    let mut out = AnyLog::parse(&log.setup_json()).unwrap();
    assert_eq!(out.action_count(), 0);
    for a in log.actions_json() {
        let v: Value = serde_json::from_str(&a).unwrap();
        out.push(AnyAction::from_json(log.ruleset(), &v).unwrap())
            .unwrap();
    }
    out
}

#[test]
fn setup_and_actions_as_stored_rebuild_the_log_of_either_ruleset() {
    let classic = scenario("classic/attack_quick_form.json");
    assert!(matches!(classic, AnyLog::Classic(_)));
    assert!(classic.action_count() > 0);
    assert_eq!(rebuilt(&classic), classic);
    assert_eq!(classic.labels(), ["Anna", "Bruno", "Carla", "Dario"]);
    let two = scenario("attack_conquest_3v1.json");
    assert!(matches!(two, AnyLog::Risiko2v2(_)));
    assert_eq!(rebuilt(&two), two);
    assert_eq!(two.labels().len(), 8, "names and team labels");
}

/// A log of each ruleset that replays to its end, with clock events where the ruleset
/// keeps a clock. No catch-all: a new ruleset does not compile here until it brings one.
fn sample(id: RulesetId) -> AnyLog {
    let log = match id {
        RulesetId::Risiko2v2 => {
            return AnyLog::parse(include_str!("../../../docs/examples/full-match.json")).unwrap();
        }
        RulesetId::RisikoClassic => scenario("classic/last_round_ends_the_round.json"),
        RulesetId::RisikoTorneo => scenario("torneo/sdadata_miss_at_seven.json"),
        RulesetId::TegJr => scenario("tegjr/trade_accepted.json"),
        RulesetId::Risk2210 => scenario("risk2210/clock_last_year.json"),
        RulesetId::TegRevancha => scenario("teg/time_up_round_one_is_the_last.json"),
    };
    assert!(log.action_count() > 0, "{id:?}");
    log
}

/// The action as the history says it, in every language.
fn said(g: &AnyGame, a: &AnyAction) -> Vec<String> {
    Lang::ALL.iter().map(|l| g.describe(a, *l)).collect()
}

#[test]
fn every_ruleset_answers_every_facet_of_the_registry() {
    let now = at("2026-11-24T20:00:00Z");
    for id in RulesetId::ALL {
        let reader = id.reader();
        assert_eq!(
            reader.id(),
            id,
            "the reader of {id:?} reads another ruleset"
        );
        let log = sample(id);
        // Read: the log goes to its own ruleset's reader, which names it.
        assert_eq!(log.ruleset_id(), id);
        assert_eq!(log.ruleset(), id.id());
        assert_eq!(
            log.map().id,
            AnyGame::replay(&log).unwrap().map().id,
            "{id:?}"
        );
        assert!(log.ready(), "{id:?}");
        assert!(!log.names().is_empty(), "{id:?}");
        assert!(log.labels().len() >= log.names().len(), "{id:?}");
        // Store and download: both give the log back.
        assert_eq!(rebuilt(&log), log, "{id:?}: setup and entries");
        assert_eq!(AnyLog::parse(&log.to_json_pretty()).unwrap(), log, "{id:?}");
        let download = AnyLog::parse(&log.download_json()).unwrap();
        assert_eq!(download.to_json_pretty(), log.to_json_pretty(), "{id:?}");
        // Replay: the live path (one action at a time) is the replay.
        let game = AnyGame::replay(&log).unwrap();
        assert_eq!(game.ruleset_id(), id);
        assert_eq!(game.ruleset(), id.id());
        let (setup, actions) = log.split();
        assert_eq!(setup.action_count(), 0);
        let mut live = AnyGame::replay(&setup).unwrap();
        for a in &actions {
            assert_eq!(a.ruleset_id(), id);
            assert_eq!(AnyAction::from_json(id.id(), &a.to_json()).unwrap(), *a);
            assert_eq!(log.action_from_json(&a.to_json()).unwrap(), *a);
            // Described in every language, by words and never by its code.
            for sentence in said(&live, a) {
                assert!(!sentence.trim().is_empty(), "{id:?} {}", a.kind());
                assert_ne!(sentence, a.kind(), "{id:?}");
            }
            let _ = live.throw_route(a);
            live.apply_mut(a).unwrap();
        }
        assert_eq!(live, game, "{id:?}: live and replay differ");
        assert_eq!(log.last_action(), actions.last().cloned());
        let undone = log.without_last().unwrap();
        assert_eq!(undone.action_count(), log.action_count() - 1);
        // State and score: the JSON objects of the match log page.
        assert!(game.state_json().is_object(), "{id:?}");
        assert!(
            game.score_json().is_object() || game.score_json().is_array(),
            "{id:?}"
        );
        assert_eq!(game.counts_years(), id.ruleset().counts_years());
        assert!(!game.phase_words(Lang::It).is_empty(), "{id:?}");
        // The clock: an event the game asks for is an action of its own ruleset, and
        // the server's time goes into it.
        if let Some(event) = live.clock_due(now) {
            let a = live
                .clock_action(event, now)
                .expect("the event it asked for");
            assert_eq!(a.ruleset_id(), id);
            assert_eq!(a.stamped(now).ruleset_id(), id);
        }
        for a in &actions {
            assert_eq!(a.stamped(now).ruleset_id(), id);
        }
        // An action of another ruleset is refused, by the log and by the game.
        let other = RulesetId::ALL
            .into_iter()
            .find(|o| *o != id)
            .map(sample)
            .and_then(|l| l.last_action())
            .unwrap();
        let mut pushed = log.clone();
        assert_eq!(
            pushed.push(other.clone()).unwrap_err().code,
            "wrong_ruleset"
        );
        let mut g = game.clone();
        assert_eq!(g.apply_mut(&other).unwrap_err().code, "wrong_ruleset");
        assert_eq!(g, game, "a refused action changed the game");
        assert!(game.throw_route(&other).is_none());
        // Its name, in every language.
        for lang in Lang::ALL {
            assert!(!id.ruleset().name(lang).is_empty(), "{id:?}");
        }
    }
}

#[test]
fn a_log_without_a_known_ruleset_goes_to_the_2v2_reader() {
    let text = include_str!("../../../docs/examples/full-match.json");
    let mut v: Value = serde_json::from_str(text).unwrap();
    v.as_object_mut().unwrap().remove("ruleset");
    // The 2 vs 2 reader takes it, and names the key it requires.
    let bare = AnyLog::parse(&v.to_string()).unwrap_err();
    assert!(bare.to_string().contains("ruleset"), "{bare}");
    v["ruleset"] = Value::from("risiko-9v9");
    let unknown = AnyLog::parse(&v.to_string()).unwrap();
    assert_eq!(unknown.ruleset_id(), RulesetId::Risiko2v2);
    assert_eq!(unknown.ruleset(), "risiko-9v9");
    let stop = AnyGame::replay(&unknown).unwrap_err();
    assert_eq!((stop.index, stop.objection.code), (None, "unknown_ruleset"));
    assert!(AnyAction::from_json("risiko-9v9", &serde_json::json!({})).is_err());
}

#[test]
fn the_wrong_ruleset_refusal_reads_as_before_in_every_language() {
    let o = wrong_ruleset("risiko-2v2", "teg-revancha");
    assert_eq!(
        o.message(Lang::It),
        "Questa azione è del regolamento «teg-revancha», la partita è «risiko-2v2»"
    );
    assert_eq!(
        o.message(Lang::En),
        "This action belongs to \"teg-revancha\", the match is \"risiko-2v2\""
    );
    assert_eq!(
        o.message(Lang::Es),
        "Esta acción es del reglamento «teg-revancha», la partida es «risiko-2v2»"
    );
    assert_eq!(o.detail["message_en"], o.message(Lang::En));
}

#[test]
fn the_server_stamps_a_clock_event_where_the_ruleset_says_its_time_is_the_servers() {
    let (sent, now) = (at("2026-11-24T20:00:00Z"), at("2026-11-24T21:00:00Z"));
    let clock = serde_json::json!({"type": "clock", "event": "start", "at": sent});
    for id in RulesetId::ALL {
        let Ok(a) = AnyAction::from_json(id.id(), &clock) else {
            assert_eq!(id, RulesetId::TegJr, "only TEG Jr keeps no clock");
            continue;
        };
        // A torneo clock event is recorded as the console sent it.
        let expected = if id == RulesetId::RisikoTorneo {
            sent
        } else {
            now
        };
        assert_eq!(
            a.stamped(now).to_json()["at"],
            serde_json::json!(expected),
            "{id:?}"
        );
    }
}

#[test]
fn a_custom_card_is_named_in_the_history_by_the_name_written_on_it() {
    let log = scenario("risk2210/card_custom.json");
    let (setup, actions) = log.split();
    let mut game = AnyGame::replay(&setup).unwrap();
    let play = actions
        .iter()
        .position(|a| a.kind() == "play_card")
        .unwrap();
    for a in &actions[..play] {
        game.apply_mut(a).unwrap();
    }
    let [it, en, es] = Lang::ALL.map(|lang| game.describe(&actions[play], lang));
    assert!(it.ends_with(" gioca «Regola del club»"), "{it}");
    assert!(en.ends_with(" plays \"Regola del club\""), "{en}");
    assert!(es.ends_with(" juega «Regola del club»"), "{es}");
}
