//! The T.E.G. panel's posted forms as the T.E.G. [`Action`]. Only the shape is checked
//! here (numbers are numbers, countries, continents and cards exist); whether the action
//! is legal — whose turn, the dice against the armies, the pact, the distance — is the
//! engine's call.
//!
//! The fields, per `type`:
//! - `situation`: `seat`, `card` (a card id, or `descanso:<colour>`);
//! - `crisis_rolls`: `r_{seat}` a die per seat in the game;
//! - `place`: `seat`, `p_{slug}` armies and `m_{slug}` missiles per own country;
//! - `convert`: `seat`, `country`, `missiles`;
//! - `trade`: `seat`, `card` per country card, `continent` per continent card,
//!   `fig_{slug}` the figure(s) of a card the map does not know;
//! - `attack`: `seat`, `route` (`from>to`) and `throw` (`a,d,la,ld`: one tap) or
//!   `attacker` and `defender` (the faces as digits);
//! - `occupy`: `seat`, `armies`; `missile`: `seat`, `route`;
//!   `regroup`: `seat`, `route`, `armies`, `missiles`;
//! - `draw_card`: `seat`, `country`; `continent_card`: `seat`, `continent`;
//!   `card_bonus`: `seat`, `country`; `end_turn`: `seat`;
//! - `pact`: `kind`, `party0`, `party1`, and `country0`/`country1`, `continent0`,
//!   `continent1` as the kind needs; `break_pact`: `seat`, `pact`;
//! - `end_match`: `reason`;
//! - the alliances (`zone_pact`, `zone_breach`, `aggression_pact`, `cancel_pact`,
//!   `occupy_condominium`, and the co-owner hit in an attack's or missile's `route`):
//!   [`super::alliance_fields`].

use std::collections::BTreeMap;

use crate::engine::any::AnyGame;
use crate::engine::map::{ContinentId, Map, TerritoryId};
use crate::engine::table::Table;
use crate::engine::teg::{Action, Dice, Figure, PactKind, Sides, SituationCard};
use crate::web::console::dice_console::{Posted, faces, quick, route, territory};

fn continent(map: &Map, slug: Option<&str>) -> Result<ContinentId, &'static str> {
    slug.and_then(|s| map.continent_by_slug(s))
        .ok_or("teg.err.continent")
}

fn figure(word: &str) -> Result<Figure, &'static str> {
    serde_json::from_value(serde_json::Value::String(word.to_string()))
        .map_err(|_| "teg.err.figure")
}

/// The T.E.G. action a panel form describes.
///
/// # Errors
/// The translation key of a sentence saying what to fix.
pub fn action(fields: &[(String, String)], game: &AnyGame) -> Result<Action, &'static str> {
    let f = Posted(fields);
    let map = game.map();
    let seats = game.seats().len();
    let seat_of = |k: &str| f.seat(k, seats);
    let seat = || seat_of("seat");
    let country = |k: &str| territory(map, f.get(k).ok_or("console.err.choose")?);
    if let Some(a) = super::alliance_fields::action(f.get("type").unwrap_or(""), map, &f, seats) {
        return a;
    }
    Ok(match f.get("type").unwrap_or("") {
        "situation" => {
            let (card, colour) = match f.get("card").ok_or("teg.err.card")?.split_once(':') {
                Some((c, colour)) => (c, Some(colour.to_string())),
                None => (f.get("card").unwrap_or(""), None),
            };
            let card: SituationCard =
                serde_json::from_value(serde_json::Value::String(card.to_string()))
                    .map_err(|_| "teg.err.card")?;
            Action::Situation {
                seat: seat()?,
                card,
                colour,
            }
        }
        "crisis_rolls" => {
            let mut rolls = BTreeMap::new();
            for (k, v) in f.0 {
                if let Some(s) = k.strip_prefix("r_") {
                    let s = s.parse::<u8>().ok().filter(|s| usize::from(*s) < seats);
                    let die = v.trim().parse::<u32>().ok().filter(|d| (1..=6).contains(d));
                    match (s, die) {
                        (Some(s), Some(d)) => rolls.insert(s.to_string(), d),
                        _ => return Err("teg.err.die"),
                    };
                }
            }
            Action::CrisisRolls { rolls }
        }
        "place" => {
            let (mut armies, mut missiles) = (BTreeMap::new(), BTreeMap::new());
            tanks(map, &f, "p_", &mut armies)?;
            tanks(map, &f, "m_", &mut missiles)?;
            if armies.is_empty() && missiles.is_empty() {
                return Err("teg.err.place_none");
            }
            Action::Place {
                seat: seat()?,
                armies,
                missiles,
            }
        }
        "convert" => Action::Convert {
            seat: seat()?,
            country: country("country")?,
            missiles: f.num("missiles")?,
        },
        "trade" => trade(map, &f, seat()?)?,
        "attack" => attack(game, &f, seat()?)?,
        "occupy" => Action::Occupy {
            seat: seat()?,
            armies: f.num("armies")?,
        },
        "missile" => {
            let (from, to, against) = super::alliance_fields::aimed(map, f.get("route"), seats)?;
            Action::Missile {
                seat: seat()?,
                from,
                to,
                against,
            }
        }
        "regroup" => {
            let (from, to) = route(map, f.get("route"))?;
            let missiles = if f.get("missiles").is_some() {
                f.num("missiles")?
            } else {
                0
            };
            let armies = if f.get("armies").is_some() {
                f.num("armies")?
            } else {
                0
            };
            Action::Regroup {
                seat: seat()?,
                from,
                to,
                armies,
                missiles,
            }
        }
        "draw_card" => Action::DrawCard {
            seat: seat()?,
            country: country("country")?,
        },
        "continent_card" => Action::ClaimContinentCard {
            seat: seat()?,
            continent: continent(map, f.get("continent"))?,
        },
        "card_bonus" => Action::CardBonus {
            seat: seat()?,
            country: country("country")?,
        },
        "end_turn" => Action::EndTurn { seat: seat()? },
        "pact" => pact(map, &f, seat_of)?,
        "break_pact" => Action::BreakPact {
            seat: seat()?,
            pact: f
                .get("pact")
                .and_then(|p| p.parse().ok())
                .ok_or("teg.err.pact_id")?,
        },
        "end_match" => Action::EndMatch {
            reason: crate::web::console::ruleset::end_reason(f.get("reason"))?,
        },
        _ => return Err("console.err.choose"),
    })
}

/// Amounts per country from fields named `{prefix}{slug}`; zeros and blanks left out.
fn tanks(
    map: &Map,
    f: &Posted<'_>,
    prefix: &str,
    out: &mut BTreeMap<TerritoryId, u32>,
) -> Result<(), &'static str> {
    crate::web::console::dice_console::tanks(map, f, prefix, out)
}

fn trade(map: &Map, f: &Posted<'_>, seat: u8) -> Result<Action, &'static str> {
    let values = |name: &str| -> Vec<&str> {
        f.0.iter()
            .filter(|(k, _)| k == name)
            .map(|(_, v)| v.trim())
            .filter(|v| !v.is_empty())
            .collect()
    };
    let countries = values("card")
        .into_iter()
        .map(|s| territory(map, s))
        .collect::<Result<Vec<_>, _>>()?;
    let continents = values("continent")
        .into_iter()
        .map(|s| continent(map, Some(s)))
        .collect::<Result<Vec<_>, _>>()?;
    if countries.is_empty() && continents.is_empty() {
        return Err("teg.err.trade");
    }
    let mut figures = BTreeMap::new();
    for t in &countries {
        let words = values(&format!("fig_{}", map.territory(*t).slug));
        if !words.is_empty() {
            let figs = words
                .into_iter()
                .flat_map(|w| w.split(','))
                .map(|w| figure(w.trim()))
                .collect::<Result<Vec<_>, _>>()?;
            figures.insert(*t, figs);
        }
    }
    Ok(Action::Trade {
        seat,
        countries,
        continents,
        figures,
    })
}

fn attack(game: &AnyGame, f: &Posted<'_>, seat: u8) -> Result<Action, &'static str> {
    let (from, to, against) =
        super::alliance_fields::aimed(game.map(), f.get("route"), game.seats().len())?;
    if let Some(t) = f.get("throw") {
        let ([a, d], [la, ld]) = quick(t)?;
        // The count is written only when a side throws fewer than the most (the log's
        // quick form), as the engine reads it (a condominium's shares count apart).
        // The T.E.G. console only ever holds a T.E.G. game.
        let most = if let AnyGame::Teg(g) = game {
            g.throw_most(seat, from, to, against)
        } else {
            (a, d)
        };
        return Ok(Action::Attack {
            seat,
            from,
            to,
            dice: None,
            losses: Some(Sides {
                attacker: la,
                defender: ld,
            }),
            dice_count: ((a, d) != most).then_some(Sides {
                attacker: a,
                defender: d,
            }),
            against,
        });
    }
    Ok(Action::Attack {
        seat,
        from,
        to,
        dice: Some(Dice {
            attacker: four_faces(f.get("attacker"))?,
            defender: four_faces(f.get("defender"))?,
        }),
        losses: None,
        dice_count: None,
        against,
    })
}

/// Faces typed as digits 1–6: up to four (the fourth die, snow, tailwind).
fn four_faces(s: Option<&str>) -> Result<Vec<u32>, &'static str> {
    let digits: String = s
        .unwrap_or("")
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    if digits.len() == 4 {
        let (a, b) = digits.split_at(3);
        let mut v = faces(Some(a))?;
        v.extend(faces(Some(b))?);
        return Ok(v);
    }
    faces(s)
}

fn pact(
    map: &Map,
    f: &Posted<'_>,
    seat_of: impl Fn(&str) -> Result<u8, &'static str>,
) -> Result<Action, &'static str> {
    let kind: PactKind = f
        .get("kind")
        .and_then(|k| serde_json::from_value(serde_json::Value::String(k.to_string())).ok())
        .ok_or("teg.err.pact")?;
    let parties = [
        seat_of("party0").map_err(|_| "teg.err.pact")?,
        seat_of("party1").map_err(|_| "teg.err.pact")?,
    ];
    let (mut countries, mut continent_one, mut continents) = (Vec::new(), None, Vec::new());
    match kind {
        PactKind::Countries => {
            for k in ["country0", "country1"] {
                countries.push(territory(map, f.get(k).ok_or("console.err.choose")?)?);
            }
        }
        PactKind::Continent => continent_one = Some(continent(map, f.get("continent0"))?),
        PactKind::Frontier => {
            continents.push(continent(map, f.get("continent0"))?);
            continents.push(continent(map, f.get("continent1"))?);
        }
        PactKind::World => {}
        // These two have their own actions (the aggression pact, the occupation that
        // makes a condominium), not this form.
        PactKind::Aggression | PactKind::Condominium => return Err("teg.err.pact"),
    }
    Ok(Action::Pact {
        kind,
        parties,
        countries,
        continent: continent_one,
        continents,
    })
}
