//! Each player's progress towards their secret objective, for the referee only (the
//! console, never a public page): the objective's lines from the engine's
//! `secret_progress` (countries per continent, islands, countries anywhere, the seat
//! to destroy) and the common objective beside it.

use crate::engine::map::members;
use crate::engine::teg::{Game, Progress};
use crate::web::i18n::{Lang, t};

/// One player's card.
pub struct SeatSecret {
    /// The player.
    pub name: String,
    /// Their objective(s): each a list of lines, with a "met" flag per line.
    pub objectives: Vec<Vec<(String, bool)>>,
    /// The common objective's line.
    pub common: String,
}

/// Every seat's progress; empty when the log keeps the objectives off.
pub fn view(g: &Game, lang: Lang) -> Vec<SeatSecret> {
    let map = g.map();
    let el = lang;
    let names = g.names();
    let who = |s: u8| names.get(usize::from(s)).cloned().unwrap_or_default();
    let n = |k: &str, pairs: &[(&str, u32)]| {
        pairs.iter().fold(t(lang, k).to_string(), |s, (p, v)| {
            s.replace(p, &v.to_string())
        })
    };
    g.players()
        .iter()
        .filter(|p| !g.is_eliminated(p.seat))
        .map(|p| {
            let held = members(g.countries_of(p.seat)).count();
            SeatSecret {
                name: p.name.clone(),
                objectives: g
                    .secret_progress(p.seat)
                    .into_iter()
                    .map(|o| {
                        o.lines
                            .into_iter()
                            .map(|l| match l {
                                Progress::Continent {
                                    continent,
                                    held,
                                    asked,
                                } => (
                                    format!(
                                        "{}: {held}/{asked}",
                                        map.continent_name(continent, el)
                                    ),
                                    held >= asked,
                                ),
                                Progress::Islands {
                                    held,
                                    asked,
                                    continents,
                                    continents_asked,
                                } => (
                                    n(
                                        "teg.progress.islands",
                                        &[
                                            ("{n}", held),
                                            ("{m}", asked),
                                            ("{k}", continents),
                                            ("{j}", continents_asked),
                                        ],
                                    ),
                                    held >= asked && continents >= continents_asked,
                                ),
                                Progress::Total { held, asked } => (
                                    n("teg.progress.total", &[("{n}", held), ("{m}", asked)]),
                                    held >= asked,
                                ),
                                Progress::Destroy { target, done } => match target {
                                    Some(s) => (
                                        t(lang, "teg.progress.destroy").replace("{who}", &who(s)),
                                        done,
                                    ),
                                    None => (t(lang, "teg.progress.gone").to_string(), false),
                                },
                            })
                            .collect()
                    })
                    .collect(),
                common: n(
                    "teg.common",
                    &[
                        ("{n}", u32::try_from(held).unwrap_or(0)),
                        ("{m}", g.common_objective()),
                    ],
                ),
            }
        })
        .collect()
}
