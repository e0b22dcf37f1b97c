//! Creating a Risk 2210 A.D. match: 2 to 5 players going round the table from the
//! winner of the die roll (seat 1 claims first), a colour each, the 4 devastated land
//! territories (tapped on the form, or dealt by the app as the table would draw them),
//! and with two players the neutral's 16 land, 6 sea and 6 Moon territories, dealt by
//! the app from a seed. The log records the territories themselves, not the seed.

use rand::RngCore;

use crate::engine::any::AnyLog;
use crate::engine::map::{Layer, Map, TerritoryId};
use crate::engine::risk2210::{self, NeutralSetup, Player, R2210Log, Settings, Setup};
use crate::engine::seed::splitmix64;
use crate::web::console::denied::Outcome;
use crate::web::console::dice_console::{Posted, seated};
use crate::web::console::new_form::COLOURS;
use crate::web::console::new_form::{FormShown, new_form_template, rendered_form};
use crate::web::console::new_match::{self, Opening, field};
use crate::web::session::Visitor;

/// The land territories for the devastation checkboxes: slug, name in `lang`, ticked
/// in `posted` (a refused form shown again).
pub fn land(
    lang: crate::web::i18n::Lang,
    posted: &[(String, String)],
) -> Vec<(String, String, bool)> {
    let map = Map::risk2210();
    let el = lang;
    let mut out: Vec<(String, String, bool)> = map
        .territory_ids()
        .filter(|&t| map.territory(t).layer == Layer::Land)
        .map(|t| {
            let slug = map.territory(t).slug.clone();
            let ticked = posted.iter().any(|(k, v)| k == "dev" && *v == slug);
            (slug, map.name(t, el).to_string(), ticked)
        })
        .collect();
    out.sort_by(|a, b| a.1.cmp(&b.1));
    out
}

/// `want` territories of `pool` drawn from the seed's stream (a shuffle's head).
fn deal(pool: &mut Vec<TerritoryId>, want: usize, seed: &mut u64) -> Vec<TerritoryId> {
    let mut out = Vec::with_capacity(want);
    for _ in 0..want.min(pool.len()) {
        let n = u64::try_from(pool.len()).unwrap_or(1);
        let i = usize::try_from(splitmix64(seed) % n).unwrap_or(0);
        out.push(pool.swap_remove(i));
    }
    out
}

/// The 2210 log of a new match from the form's fields (`seats`, `name{i}`, `colour{i}`,
/// `first`, `dev` four times or none, `years`); what the form leaves to the app is dealt
/// from `seed`.
///
/// # Errors
/// The translation key of what is wrong with the form.
pub fn r2210_log(f: &[(String, String)], seed: u64) -> Result<R2210Log, &'static str> {
    let players = seated(
        f,
        2..=risk2210::MAX_SEATS,
        "r2210.err.seats",
        &COLOURS,
        |seat, name, colour| Player { seat, name, colour },
    )?;
    let n = players.len();
    let map = Map::risk2210();
    let of = |layer: Layer| -> Vec<TerritoryId> {
        map.territory_ids()
            .filter(|&t| map.territory(t).layer == layer)
            .collect()
    };
    let mut seed = seed;
    let mut land = of(Layer::Land);
    let chosen: Vec<&str> = Posted(f).all("dev").collect();
    let devastated = if chosen.is_empty() {
        deal(&mut land, 4, &mut seed)
    } else {
        let mut out = Vec::new();
        for slug in chosen {
            let t = map.by_slug(slug).ok_or("console.err.territory")?;
            if out.contains(&t) || map.territory(t).layer != Layer::Land {
                return Err("r2210.err.devastated");
            }
            out.push(t);
        }
        if out.len() != 4 {
            return Err("r2210.err.devastated");
        }
        land.retain(|t| !out.contains(t));
        out
    };
    let neutral = (n == 2).then(|| NeutralSetup {
        land: deal(&mut land, 16, &mut seed),
        sea: deal(&mut of(Layer::Sea), 6, &mut seed),
        moon: deal(&mut of(Layer::Moon), 6, &mut seed),
    });
    let years = match field(f, "years") {
        "" => Settings::default().years,
        s => s
            .parse()
            .ok()
            .filter(|y| (1..=10).contains(y))
            .ok_or("r2210.err.years")?,
    };
    Ok(R2210Log {
        format: 1,
        ruleset: risk2210::RULESET.into(),
        settings: Settings {
            years,
            ..Settings::default()
        },
        players,
        setup: Setup {
            devastated,
            neutral,
            board: None,
        },
        actions: Vec::new(),
    })
}

/// The 2210 match the form describes, for [`crate::web::console::ruleset::Console::create`].
///
/// # Errors
/// The refusal (422) naming what is wrong with the form.
pub fn opening(v: &Visitor, pairs: &[(String, String)]) -> Outcome<Opening> {
    let log =
        r2210_log(pairs, rand::rngs::OsRng.next_u64()).map_err(|k| new_match::invalid(v, k))?;
    Ok(Opening::of(AnyLog::Risk2210(log)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The form of the first `n` of the names, the box's colours in order.
    fn form(n: usize) -> Vec<(String, String)> {
        let names = ["Anna", "Bruno", "Carla", "Dario", "Elena"];
        crate::web::console::dice_console::seats_form_of(&names[..n], &COLOURS, "1")
    }

    #[test]
    fn two_to_five_players_replay_and_two_get_the_neutral() {
        for n in 2..=5 {
            for seed in 0..20 {
                let log = r2210_log(&form(n), seed).expect("a table");
                assert_eq!(log.players[0].name, "Bruno");
                assert_eq!(log.setup.devastated.len(), 4);
                assert_eq!(log.setup.neutral.is_some(), n == 2);
                risk2210::replay(&log).expect("the engine takes it");
            }
        }
        assert_eq!(r2210_log(&form(1), 0).err(), Some("r2210.err.seats"));
        let mut six = form(5);
        six[0].1 = "6".into();
        assert_eq!(r2210_log(&six, 0).err(), Some("r2210.err.seats"));
    }

    #[test]
    fn the_devastated_territories_tapped_are_kept_and_checked() {
        let mut f = form(3);
        for s in ["lesotho", "alden", "andorra", "nuevo_timoto"] {
            f.push(("dev".into(), s.into()));
        }
        let log = r2210_log(&f, 7).unwrap();
        let map = Map::risk2210();
        assert_eq!(map.territory(log.setup.devastated[0]).slug, "lesotho");
        f.pop();
        assert_eq!(r2210_log(&f, 7).err(), Some("r2210.err.devastated"));
        f.push(("dev".into(), "poseidon".into()));
        assert_eq!(r2210_log(&f, 7).err(), Some("r2210.err.devastated"));
    }
}

new_form_template!("console/risk2210/_new.html");

impl NewForm<'_> {
    /// The land territories (the devastation markers' checkboxes): slug, name,
    /// ticked in the form as posted.
    fn r2210_land(&self) -> Vec<(String, String, bool)> {
        land(self.v.lang, self.posted)
    }
}

/// The new-match form, with the fields as `posted`.
///
/// # Errors
/// A template that fails.
pub fn form(v: &Visitor, posted: &[(String, String)]) -> crate::web::Result<String> {
    rendered_form(&NewForm {
        shown: FormShown::new(v, posted),
    })
}
