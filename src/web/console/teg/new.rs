//! Creating a T.E.G. La Revancha match from the console: 2 to 6 players going round the
//! table from the winner of the die roll (seat 1 opens the placement circuits), a colour
//! of the box each, the settings of the rules page's decisions (end rule and minutes,
//! Fair Play or Vale Todo, the common objective, the reinforcement floor, the fourth
//! die's basis, the disputed bridge to Uruguay). The app deals the 72 country cards and
//! the secret objectives (or none: the common objective alone) from a random seed; the
//! log records the deal and the sealed objectives, which only the referee's console
//! shows until the end. The engine checks the whole setup before anything is stored.

use rand::RngCore;
use std::collections::BTreeMap;

use crate::engine::any::AnyLog;
use crate::engine::map::{Map, TerritoryId};
use crate::engine::seed::splitmix64;
use crate::engine::teg::{
    self, AggressionTruce, COLOURS, Communication, Deal, EndRule, Floor, FourDiceBasis,
    MapOverrides, Player, Settings, TegLog,
};
use crate::web::console::denied::Outcome;
use crate::web::console::dice_console::seated;
use crate::web::console::new_form::{FormShown, new_form_template, rendered_form};
use crate::web::console::new_match::{self, Opening, field};
use crate::web::session::Visitor;

/// A setting chosen among `words` (the first when left empty), as its serde value.
fn pick<T: serde::de::DeserializeOwned>(
    f: &[(String, String)],
    key: &str,
    words: &[&str],
) -> Result<T, &'static str> {
    let w = match field(f, key) {
        "" => words[0],
        w if words.contains(&w) => w,
        _ => return Err("teg.err.setting"),
    };
    serde_json::from_value(serde_json::Value::String(w.to_string())).map_err(|_| "teg.err.setting")
}

/// The choices the form offers for each setting (the rules page's default first).
pub const END_RULES: [&str; 2] = ["time_limit", "objective_only"];
/// Fair Play or Vale Todo.
pub const COMMUNICATIONS: [&str; 2] = ["fair_play", "vale_todo"];
/// The reinforcement floor.
pub const FLOORS: [&str; 2] = ["literal", "at_least_4"];
/// The fourth die's basis.
pub const FOUR_DICE: [&str; 2] = ["country_armies", "attack_armies"];
/// What an aggression pact's truce covers (§13.5).
pub const TRUCES: [&str; 2] = ["colours", "aggressor_countries"];
/// The bridge to Uruguay.
pub const BRIDGES: [&str; 2] = ["nigeria", "mauritania"];

/// Shuffles `items` with splitmix64 from `state` (Fisher–Yates).
fn shuffle<T>(items: &mut [T], state: &mut u64) {
    for i in (1..items.len()).rev() {
        let j = usize::try_from(splitmix64(state) % (i as u64 + 1)).unwrap_or(0);
        items.swap(i, j);
    }
}

/// The T.E.G. log of a new match from the form's fields (`seats`, `name{i}`,
/// `colour{i}`, `first`, `end_rule`, `match_minutes`, `communication`,
/// `common_objective`, `floor`, `four_dice`, `truce`, `bridge`, `objectives`), dealt from `seed`.
///
/// # Errors
/// The translation key of what is wrong with the form.
pub fn teg_log(f: &[(String, String)], seed: u64) -> Result<TegLog, &'static str> {
    let players = seated(
        f,
        2..=teg::MAX_SEATS,
        "teg.err.seats",
        &COLOURS,
        |seat, name, colour| Player { seat, name, colour },
    )?;
    let n = players.len();
    let settings = settings(f)?;
    let mut state = seed;
    let map = Map::teg_revancha();
    let mut countries: Vec<TerritoryId> = map.territory_ids().collect();
    shuffle(&mut countries, &mut state);
    // Dealt round the table from seat 1: with five players seats 1 and 2 take the two
    // cards left over.
    let owners: BTreeMap<TerritoryId, u8> = countries
        .iter()
        .enumerate()
        .map(|(i, t)| (*t, u8::try_from(i % n).unwrap_or(0)))
        .collect();
    let objectives = match field(f, "objectives") {
        "" | "app" => {
            let mut deck = teg::objective_deck(n, settings.objective_20.is_some());
            shuffle(&mut deck, &mut state);
            let each = teg::objectives_per_seat(n);
            (0..n)
                .map(|s| (s.to_string(), deck[s * each..(s + 1) * each].to_vec()))
                .collect()
        }
        "none" => BTreeMap::new(),
        _ => return Err("teg.err.setting"),
    };
    Ok(TegLog {
        format: 1,
        ruleset: teg::RULESET.into(),
        map: None,
        settings,
        players,
        deal: Deal {
            owners,
            leftover_rolls: BTreeMap::new(),
        },
        objectives,
        first_seat: 0,
        actions: Vec::new(),
    })
}

fn settings(f: &[(String, String)]) -> Result<Settings, &'static str> {
    let defaults = Settings::default();
    let number = |key: &str, range: std::ops::RangeInclusive<u32>, err| match field(f, key) {
        "" => Ok(None),
        s => s
            .parse()
            .ok()
            .filter(|m| range.contains(m))
            .map(Some)
            .ok_or(err),
    };
    let map = Map::teg_revancha();
    let border = |a: &str, b: &str| -> Result<[TerritoryId; 2], &'static str> {
        Ok([
            map.by_slug(a).ok_or("teg.err.setting")?,
            map.by_slug(b).ok_or("teg.err.setting")?,
        ])
    };
    let map_overrides = if field(f, "bridge") == "mauritania" {
        MapOverrides {
            remove: vec![border("nigeria", "uruguay")?],
            add: vec![border("mauritania", "uruguay")?],
        }
    } else {
        pick::<String>(f, "bridge", &BRIDGES)?;
        MapOverrides::default()
    };
    Ok(Settings {
        end_rule: pick::<EndRule>(f, "end_rule", &END_RULES)?,
        match_minutes: number("match_minutes", 1..=600, "teg.err.minutes")?
            .unwrap_or(defaults.match_minutes),
        communication: pick::<Communication>(f, "communication", &COMMUNICATIONS)?,
        common_objective: number("common_objective", 1..=72, "teg.err.common")?
            .unwrap_or(defaults.common_objective),
        reinforcement_floor: pick::<Floor>(f, "floor", &FLOORS)?,
        four_dice_basis: pick::<FourDiceBasis>(f, "four_dice", &FOUR_DICE)?,
        aggression_truce: pick::<AggressionTruce>(f, "truce", &TRUCES)?,
        map_overrides,
        ..defaults
    })
}

/// The T.E.G. match the form describes, for [`crate::web::console::ruleset::Console::create`].
///
/// # Errors
/// The refusal (422) naming what is wrong with the form.
pub fn opening(v: &Visitor, pairs: &[(String, String)]) -> Outcome<Opening> {
    let log = teg_log(pairs, rand::rngs::OsRng.next_u64()).map_err(|k| new_match::invalid(v, k))?;
    Ok(Opening::of(AnyLog::Teg(log)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The form of the first `n` of the names, the box's colours in order.
    fn form(n: usize, first: &str) -> Vec<(String, String)> {
        let names = ["Ana", "Beto", "Carla", "Diego", "Eva", "Fito"];
        crate::web::console::dice_console::seats_form_of(&names[..n], &COLOURS, first)
    }

    #[test]
    fn every_table_size_is_dealt_fairly_and_replays() {
        for n in 2..=6 {
            for seed in 0..5 {
                let log = teg_log(&form(n, "1"), seed).unwrap();
                assert_eq!(log.players[0].name, "Beto");
                let g = teg::replay(&log).unwrap();
                assert_eq!(g.seat_count(), n);
                let per = teg::objectives_per_seat(n);
                assert!(log.objectives.values().all(|o| o.len() == per));
            }
        }
    }

    #[test]
    fn the_bridge_setting_moves_uruguay_s_border_and_bad_words_are_refused() {
        let mut f = form(4, "");
        f.push(("bridge".into(), "mauritania".into()));
        let g = teg::replay(&teg_log(&f, 3).unwrap()).unwrap();
        let map = Map::teg_revancha();
        let (m, u, ng) = (
            map.by_slug("mauritania").unwrap(),
            map.by_slug("uruguay").unwrap(),
            map.by_slug("nigeria").unwrap(),
        );
        assert!(g.borders(m, u) && !g.borders(ng, u));
        let mut bad = form(3, "");
        bad.push(("end_rule".into(), "never".into()));
        assert_eq!(teg_log(&bad, 1).err(), Some("teg.err.setting"));
        let mut seven = form(6, "");
        seven[0].1 = "7".into();
        assert_eq!(teg_log(&seven, 1).err(), Some("teg.err.seats"));
        let mut none = form(3, "");
        none.push(("objectives".into(), "none".into()));
        assert!(teg_log(&none, 1).unwrap().objectives.is_empty());
    }

    #[test]
    fn the_truce_setting_is_read_and_a_default_truce_is_left_out_of_the_log() {
        let mut f = form(4, "");
        f.push(("truce".into(), "aggressor_countries".into()));
        let log = teg_log(&f, 2).unwrap();
        assert_eq!(
            log.settings.aggression_truce,
            AggressionTruce::AggressorCountries
        );
        let text = serde_json::to_string(&log.settings).unwrap();
        assert!(text.contains(r#""aggression_truce":"aggressor_countries""#));
        let plain = serde_json::to_string(&teg_log(&form(4, ""), 2).unwrap().settings).unwrap();
        assert!(!plain.contains("aggression_truce"));
        let mut bad = form(4, "");
        bad.push(("truce".into(), "forever".into()));
        assert_eq!(teg_log(&bad, 1).err(), Some("teg.err.setting"));
    }
}

new_form_template!("console/teg/_new.html");

/// The new-match form, with the fields as `posted`.
///
/// # Errors
/// A template that fails.
pub fn form(v: &Visitor, posted: &[(String, String)]) -> crate::web::Result<String> {
    rendered_form(&NewForm {
        shown: FormShown::boxed(v, posted, &crate::engine::teg::COLOURS),
    })
}
