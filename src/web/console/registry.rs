//! The web layer's registry of ruleset consoles: [`console`] maps each [`RulesetId`] to
//! its console, with no catch-all arm, written from the crate's one list of rulesets
//! (`crate::rulesets`), so a new ruleset's line does not compile until its console
//! folder exports the console it names. It sits above the ruleset consoles (it names each one) and below the
//! shared modules that dispatch through it (the match page, the action route, the
//! new-match page, the public table, the history, the tournaments' rounds and the API);
//! the shared pieces a ruleset console uses ([`super::ruleset`] and the modules it
//! names) never call it, so no import cycle runs through here.

use super::ruleset::{Console, TableRefused};
use crate::engine::RulesetId;
use crate::engine::any::{AnyAction, AnyGame, AnyLog};

/// Writes [`console`] from the crate's one list of rulesets (`crate::rulesets`): each
/// line's id meets the console its folder exports, with no catch-all arm.
macro_rules! consoles {
    ($($id:ident / $variant:ident: $folder:ident, $log:ident, $console:ident;)*) => {
        /// The console of `id`: the one dispatch over rulesets in the web layer, one arm a
        /// line of the list of rulesets (a new ruleset writes none here).
        pub fn console(id: RulesetId) -> &'static dyn Console {
            match id {
                $(RulesetId::$id => &super::$folder::$console,)*
            }
        }
    };
}
crate::rulesets::every_ruleset!(consoles);

/// The console of a log's ruleset.
pub fn of_log(log: &AnyLog) -> &'static dyn Console {
    console(log.ruleset_id())
}

/// The console of a game's ruleset.
pub fn of_game(game: &AnyGame) -> &'static dyn Console {
    console(super::ruleset::id_of(game))
}

/// The action a panel's posted form means (see [`Console::action`]); `None` when no
/// panel reads this form.
pub fn action(
    fields: &[(String, String)],
    game: &AnyGame,
    referee: &str,
) -> Option<Result<AnyAction, &'static str>> {
    let c = of_game(game);
    if !c.reads(fields) {
        return None;
    }
    c.action(fields, game, referee)
}

/// A tournament table's log of the ruleset `id`, checked by the engine.
///
/// # Errors
/// As [`Console::tournament_table`], and [`TableRefused::Engine`] for a setup the
/// engine refuses.
pub fn tournament_table(
    id: RulesetId,
    names: &[String],
    seed: u64,
) -> Result<AnyLog, TableRefused> {
    let log = console(id).tournament_table(names, seed)?;
    AnyGame::replay(&log).map_err(|s| TableRefused::Engine(s.objection))?;
    Ok(log)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::console::ruleset::stored;
    use crate::web::i18n::Lang;

    #[test]
    fn every_ruleset_has_its_console() {
        for id in RulesetId::ALL {
            assert_eq!(console(id).id(), id);
        }
    }

    #[test]
    fn every_ruleset_a_tournament_plays_opens_its_tables() {
        let names: Vec<String> = ["Anna", "Bruno", "Carla", "Dario"]
            .iter()
            .map(|n| (*n).to_string())
            .collect();
        for id in RulesetId::ALL {
            let played = id.ruleset().plays_individual_tournaments();
            match tournament_table(id, &names, 7) {
                Ok(log) => {
                    assert!(played, "{}: a table no tournament plays", id.id());
                    assert_eq!(log.ruleset(), id.id());
                    assert_eq!(log.names(), names);
                }
                Err(TableRefused::NoTables) => assert!(!played, "{}: no tables", id.id()),
                Err(e) => panic!("{}: {e:?}", id.id()),
            }
        }
    }

    /// The hooks' defaults and overrides agree with the game they read, for every
    /// ruleset a tournament table opens (the 2 vs 2 one is its new-match form's).
    #[test]
    fn every_ruleset_s_hooks_read_its_own_table() {
        use crate::engine::table::Table;
        let names: Vec<String> = ["Anna", "Bruno", "Carla", "Dario"]
            .iter()
            .map(|n| (*n).to_string())
            .collect();
        for id in RulesetId::ALL {
            let log = match tournament_table(id, &names, 7) {
                Ok(log) => log,
                // Of those tournaments do not play, the 2 vs 2 match is opened by hand.
                Err(TableRefused::NoTables) if id != RulesetId::Risiko2v2 => continue,
                Err(TableRefused::NoTables) => two_v_two_log(),
                Err(e) => panic!("{}: {e:?}", id.id()),
            };
            let c = console(id);
            assert_eq!(of_log(&log).id(), id, "{}: the log's console", id.id());
            let said = c.who_plays(&log);
            assert!(!said.is_empty(), "{}: nobody plays", id.id());
            // A table just opened is entered, dealt or claimed: never a form left.
            let form = c
                .board_at_table()
                .and_then(|b| (b.form)(&log, Lang::En, &[]));
            assert!(form.is_none(), "{}: a board still to enter", id.id());
            let Ok(game) = AnyGame::replay(&log) else {
                // The 2 vs 2 match has no game before its draft.
                assert_eq!(id, RulesetId::Risiko2v2);
                continue;
            };
            let turn = c.turn_key(&game);
            assert_eq!(turn.map(|k| k.1), game.to_act(), "{}", id.id());
            let clock = c.clock(&game, 0, None, chrono::Utc::now());
            assert!(!clock.finished && !clock.running, "{}", id.id());
        }
    }

    /// A stored setup names its ruleset's console: every id of the registry, and a 2 vs 2
    /// setup older than the `ruleset` field; an id the engine does not know names none.
    #[test]
    fn a_stored_setup_names_its_console() {
        for id in RulesetId::ALL {
            let setup = format!(r#"{{"ruleset":"{}","players":[]}}"#, id.id());
            assert_eq!(stored(&setup), Some(id));
            assert_eq!(console(id).id(), id);
        }
        assert_eq!(stored(r#"{"players":[]}"#), Some(RulesetId::Risiko2v2));
        assert_eq!(stored(r#"{"ruleset":"chess"}"#), None);
    }

    /// A 2 vs 2 match as its new-match form opens it: teams A and B.
    fn two_v_two_log() -> AnyLog {
        let f = crate::web::console::risiko2v2::new::NewMatch {
            label: "Finale".into(),
            team_a: "Corsari".into(),
            team_b: "Draghi".into(),
            name0: "Anna".into(),
            name1: "Bruno".into(),
            name2: "Carla".into(),
            name3: "Dario".into(),
            colour0: "blu".into(),
            colour1: "rosso".into(),
            colour2: "verde".into(),
            colour3: "giallo".into(),
            virtual_seat: String::new(),
        };
        let log = crate::web::console::risiko2v2::new::setup_log(&f).unwrap();
        let log = AnyLog::Risiko2v2(log);
        assert_eq!(
            console(RulesetId::Risiko2v2).who_plays(&log),
            "Corsari – Draghi"
        );
        log
    }
}
