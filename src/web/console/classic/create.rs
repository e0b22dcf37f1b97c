//! Creating an individual match (classic Risiko): 2 to 6 seats without teams, each a
//! name and a colour of the classic box, the seat order from the table's die roll, how
//! the board is set up, and the club end rule. A referee writes the names going round
//! the table (clockwise) and ticks who won the roll: that player is seat 1 and plays
//! first, the others follow clockwise (§2 of the rules page).
//!
//! The new match's setup is checked by the engine at once ([`crate::web::console::ruleset::Console::create`]
//! replays it), so what the form cannot know (six players without a starting army
//! count, a round limit of 0...) comes back as the engine's own sentence.

use crate::web::console::denied::Outcome;
use crate::web::console::new_form::COLOURS;
use crate::web::console::new_match::{self, Opening};
use crate::web::console::seats_form;
use crate::engine::any::AnyLog;
use crate::engine::classic::{self, ClassicLog, EndRule, Player, Settings, Setup};
use crate::web::session::Visitor;
use rand::RngCore;
use std::collections::BTreeMap;

/// Most seats at a classic table.
pub const MOST_SEATS: usize = 6;

/// How the board is set up, as the form offers it.
pub const SETUP_MODES: [&str; 4] = ["claims", "final", "dealt", "piles"];

/// The classic new-match form, as posted (field → value).
pub struct NewIndividual<'a>(pub &'a [(String, String)]);

impl NewIndividual<'_> {
    fn get(&self, key: &str) -> &str {
        new_match::field(self.0, key)
    }

    fn number(&self, key: &str) -> Result<Option<u32>, &'static str> {
        match self.get(key) {
            "" => Ok(None),
            s => s.parse().map(Some).map_err(|_| "console.err.number"),
        }
    }
}

/// The classic setup log of a new match (a final setup or the two players' piles "to be
/// entered" is an empty one: [`AnyLog::ready`] is false until it is entered). The seed
/// of a dealt setup is drawn here, once, and recorded.
///
/// # Errors
/// The translation key of what is wrong with the form.
pub fn classic_log(f: &NewIndividual<'_>, seed: u64) -> Result<ClassicLog, &'static str> {
    let players: Vec<Player> =
        seats_form::read(f.0, 2..=MOST_SEATS, "individual.err.seats", &COLOURS)?
            .into_iter()
            .enumerate()
            .map(|(i, (name, colour))| Player {
                seat: seats_form::seat(i),
                name,
                colour,
            })
            .collect();
    let n = players.len();
    Ok(ClassicLog {
        format: 1,
        ruleset: classic::RULESET.into(),
        settings: settings(f)?,
        players,
        setup: setup(f.get("setup"), n, seed)?,
        actions: Vec::new(),
    })
}

fn settings(f: &NewIndividual<'_>) -> Result<Settings, &'static str> {
    let end_rule = match f.get("end_rule") {
        "" | "time" => EndRule::Time,
        "rounds" => EndRule::Rounds,
        "conquest" => EndRule::Conquest,
        _ => return Err("individual.err.end_rule"),
    };
    let defaults = Settings::default();
    Ok(Settings {
        end_rule,
        match_minutes: f.number("match_minutes")?.unwrap_or(defaults.match_minutes),
        round_limit: f
            .number("round_limit")?
            .filter(|_| end_rule == EndRule::Rounds),
        turn_warning_seconds: f.number("turn_warning_seconds")?,
        start_armies: f.number("start_armies")?,
        // Every new match checks the clock start (§7); stored logs keep theirs.
        clock_checks: true,
        ..defaults
    })
}

fn setup(mode: &str, n: usize, seed: u64) -> Result<Option<Setup>, &'static str> {
    Ok(match (mode, n) {
        ("" | "claims", 3..) => None,
        ("" | "dealt", 2) => Some(Setup::Dealt {
            seed,
            pick_first: 0,
        }),
        ("final", _) => Some(Setup::Final {
            owners: BTreeMap::new(),
            tanks: BTreeMap::new(),
        }),
        ("piles", 2) => Some(Setup::Piles {
            piles: BTreeMap::new(),
        }),
        ("claims", 2) => return Err("individual.err.claims_two"),
        ("dealt" | "piles", _) => return Err("individual.err.piles_many"),
        _ => return Err("individual.err.setup"),
    })
}

/// The classic match the form describes, for [`crate::web::console::ruleset::Console::create`]. A setup still to
/// be entered is checked later, when it is entered; until then the engine checks the
/// table as if set up by claims (or, for two players, dealt).
///
/// # Errors
/// The refusal (422) naming what is wrong with the form.
pub fn opening(v: &Visitor, pairs: &[(String, String)]) -> Outcome<Opening> {
    let log = classic_log(&NewIndividual(pairs), rand::rngs::OsRng.next_u64())
        .map_err(|k| new_match::invalid(v, k))?;
    let pending = matches!(&log.setup, Some(Setup::Final { owners, .. }) if owners.is_empty())
        || matches!(&log.setup, Some(Setup::Piles { piles }) if piles.is_empty());
    let probe = pending.then(|| {
        let mut probe = log.clone();
        probe.setup = (probe.players.len() == 2).then_some(Setup::Dealt {
            seed: 0,
            pick_first: 0,
        });
        AnyLog::Classic(probe)
    });
    Ok(Opening {
        probe,
        ..Opening::of(AnyLog::Classic(log))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn the_winner_of_the_roll_is_seat_zero_and_the_others_follow_clockwise() {
        let f = form(&[
            ("seats", "3"),
            ("name0", "Anna"),
            ("colour0", "blu"),
            ("name1", "Bruno"),
            ("colour1", "rosso"),
            ("name2", "Carla"),
            ("colour2", "verde"),
            ("first", "1"),
        ]);
        let log = classic_log(&NewIndividual(&f), 7).unwrap();
        let names: Vec<&str> = log.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Bruno", "Carla", "Anna"]);
        assert_eq!(log.players[2].seat, 2);
        assert_eq!(log.setup, None);
    }

    #[test]
    fn two_players_are_dealt_their_piles_by_default_and_may_not_claim() {
        let mut f = form(&[
            ("seats", "2"),
            ("name0", "Anna"),
            ("colour0", "blu"),
            ("name1", "Bruno"),
            ("colour1", "rosso"),
        ]);
        let log = classic_log(&NewIndividual(&f), 7).unwrap();
        assert_eq!(
            log.setup,
            Some(Setup::Dealt {
                seed: 7,
                pick_first: 0
            })
        );
        f.push(("setup".into(), "claims".into()));
        assert_eq!(
            classic_log(&NewIndividual(&f), 7),
            Err("individual.err.claims_two")
        );
    }
}
