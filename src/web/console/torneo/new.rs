//! Creating a RisiKo! torneo match: 3 to 5 players going round the table from the winner
//! of the die roll (seat 1, *primo di mano*), a colour each, the match minutes. The app
//! deals the territories from a seed (the engine deals again until nobody holds more
//! than half a continent, §2.3) and each player's secret objective from another seed
//! (§2.2): the log records the seeds, no screen shows an objective until the end, the
//! referee sees one only on a recorded tap, each player on their private link.

use rand::RngCore;

use crate::engine::any::AnyLog;
use crate::engine::torneo::{self, Distribution, Player, Settings, TorneoLog};
use crate::web::console::denied::Outcome;
use crate::web::console::dice_console::seated;
use crate::web::console::new_form::COLOURS;
use crate::web::console::new_form::{FormShown, new_form_template, rendered_form};
use crate::web::console::new_match::{self, Opening, field};
use crate::web::session::Visitor;

/// Fewest and most players at a tournament table.
pub const SEATS: std::ops::RangeInclusive<usize> = 3..=torneo::MAX_SEATS;

/// The torneo log of a new match from the form's fields (`seats`, `name{i}`,
/// `colour{i}`, `first`, `match_minutes`, `deal`): the territories dealt from `seed`
/// (`deal=app`, the default) or by the table, to be entered on the console
/// (`deal=table`, stored empty); the objectives from the next number of `seed`'s stream.
///
/// # Errors
/// The translation key of what is wrong with the form.
pub fn torneo_log(f: &[(String, String)], seed: u64) -> Result<TorneoLog, &'static str> {
    let players = seated(
        f,
        SEATS,
        "torneo.err.seats",
        &COLOURS,
        |seat, name, colour| Player {
            seat,
            name,
            colour,
            roll: None,
        },
    )?;
    let defaults = Settings::default();
    let match_minutes = match field(f, "match_minutes") {
        "" => defaults.match_minutes,
        s => s
            .parse()
            .ok()
            .filter(|m| (1..=600).contains(m))
            .ok_or("torneo.err.minutes")?,
    };
    let distribution = match field(f, "deal") {
        "" | "app" => Distribution::Dealt { seed },
        // Dealt with the cards at the table: entered on the console before play.
        "table" => Distribution::Entered {
            owners: Default::default(),
        },
        _ => return Err("torneo.err.deal"),
    };
    Ok(TorneoLog {
        format: 1,
        ruleset: torneo::RULESET.into(),
        settings: Settings {
            match_minutes,
            ..defaults
        },
        players,
        objectives: Default::default(),
        objective_seed: Some(crate::engine::seed::splitmix64(&mut { seed })),
        distribution,
        actions: Vec::new(),
    })
}

/// The torneo match the form describes, for [`crate::web::console::ruleset::Console::create`].
///
/// # Errors
/// The refusal (422) naming what is wrong with the form.
pub fn opening(v: &Visitor, pairs: &[(String, String)]) -> Outcome<Opening> {
    let log =
        torneo_log(pairs, rand::rngs::OsRng.next_u64()).map_err(|k| new_match::invalid(v, k))?;
    // A deal still to be entered is checked when it is entered; the rest of the table
    // now, as if the app dealt.
    let mut probe = log.clone();
    probe.distribution = Distribution::Dealt { seed: 0 };
    Ok(Opening {
        probe: Some(AnyLog::Torneo(probe)),
        ..Opening::of(AnyLog::Torneo(log))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The form of the first `n` of the names, the box's colours in order.
    fn form(n: usize, first: &str) -> Vec<(String, String)> {
        let names = ["Anna", "Bruno", "Carla", "Dario", "Elena"];
        crate::web::console::dice_console::seats_form_of(&names[..n], &COLOURS, first)
    }

    #[test]
    fn the_deal_holds_the_half_continent_limit_and_objectives_are_dealt_secretly() {
        for seed in 0..40 {
            let log = torneo_log(&form(4, "2"), seed).unwrap();
            assert_eq!(log.players[0].name, "Carla");
            assert!(log.objectives.is_empty());
            let g = torneo::replay(&log).unwrap();
            // Every seat's objective is known to the app, all different.
            let mut ids: Vec<&str> = (0..4).filter_map(|s| g.objective(s)).collect();
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(ids.len(), 4);
            // The public state names none.
            let state = serde_json::to_value(g.view()).unwrap();
            assert!(state.get("objectives").is_none());
        }
    }

    #[test]
    fn two_or_six_players_are_refused() {
        assert_eq!(torneo_log(&form(2, ""), 1).err(), Some("torneo.err.seats"));
        let mut f = form(5, "");
        f[0].1 = "6".into();
        assert_eq!(torneo_log(&f, 1).err(), Some("torneo.err.seats"));
    }
}

new_form_template!("console/torneo/_new.html");

/// The new-match form, with the fields as `posted`.
///
/// # Errors
/// A template that fails.
pub fn form(v: &Visitor, posted: &[(String, String)]) -> crate::web::Result<String> {
    rendered_form(&NewForm {
        shown: FormShown::new(v, posted),
    })
}
