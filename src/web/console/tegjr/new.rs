//! Opening a TEG Jr match from the console's new-match page: the board (the shipped
//! example, or a club's board from `/boards` checked for TEG Jr), 2 to 4 players going
//! round the table from the winner of the first roll, the dice they threw for the
//! spare countries, the sealed objectives of three or four players, and the round mode.
//! The app deals the country cards (`tegjr::deal`); the engine checks the whole setup
//! (`AnyGame::replay`) before anything is stored, and a club board's version is linked
//! to the match, in the transaction that creates it, so it stays the match's.

use std::collections::BTreeMap;

use rand::RngCore;

use crate::db;
use crate::engine::any::AnyLog;
use crate::engine::map::{Board, Map, Needs, intern};
use crate::engine::tegjr::{self, Objective, Player, RoundMode, Settings, TegJrLog};
use crate::printable::has_control;
use crate::web::AppState;
use crate::web::console::denied::{Denied, Outcome};
use crate::web::console::new_form::COLOURS;
use crate::web::console::new_form::{FormShown, new_form_template, rendered_form};
use crate::web::console::new_match::{self, Opening, field};
use crate::web::console::seats_form;
use crate::web::session::Visitor;

/// The new-match form, as posted (field → value).
pub struct NewTegJr<'a>(pub &'a [(String, String)]);

impl NewTegJr<'_> {
    fn get(&self, key: &str) -> &str {
        field(self.0, key)
    }
}

/// A board a TEG Jr match may be played on, as the form offers it.
pub struct BoardChoice {
    /// `example`, or the stored board's id.
    pub value: String,
    /// Its name and country count.
    pub label: String,
}

/// The boards offered: the example first, then every club board valid for TEG Jr.
///
/// # Errors
/// Storage failures.
pub async fn boards(state: &AppState, v: &Visitor) -> crate::web::Result<Vec<BoardChoice>> {
    let el = v.lang;
    let example = tegjr::example_map();
    let mut out = vec![BoardChoice {
        value: "example".into(),
        label: format!(
            "{} ({})",
            match el {
                crate::engine::Lang::It => &example.name_it,
                _ => &example.name_en,
            },
            example.territory_count()
        ),
    }];
    for row in db::boards::list(&state.db).await? {
        let Ok(board) = Board::from_json(&row.content) else {
            continue;
        };
        if board.problems(tegjr::BOARD_NEEDS).is_empty() {
            let name = match v.lang {
                crate::web::i18n::Lang::En => &board.name_en,
                // A club board's Spanish name is optional: the Italian stands in.
                crate::web::i18n::Lang::Es if !board.name_es.is_empty() => &board.name_es,
                _ => &board.name_it,
            };
            out.push(BoardChoice {
                value: row.id.to_string(),
                label: format!("{name} ({}, v{})", board.territories.len(), row.version),
            });
        }
    }
    Ok(out)
}

/// The board chosen: its map, and for a club's board the hash of its latest version
/// and (board id, version).
type Chosen = (&'static Map, String, Option<(i64, i64)>);

async fn board_of(
    state: &AppState,
    which: &str,
) -> crate::web::Result<Result<Chosen, &'static str>> {
    if which.is_empty() || which == "example" {
        return Ok(Ok((tegjr::example_map(), String::new(), None)));
    }
    let Ok(id) = which.parse::<i64>() else {
        return Ok(Err("tegjr.err.board"));
    };
    let Some(row) = db::boards::get(&state.db, id).await? else {
        return Ok(Err("tegjr.err.board"));
    };
    let Ok(board) = Board::from_json(&row.content) else {
        return Ok(Err("tegjr.err.board"));
    };
    if !board.problems(tegjr::BOARD_NEEDS).is_empty() {
        return Ok(Err("tegjr.err.board_invalid"));
    }
    Ok(intern(&board, Needs::ANY)
        .map(|m| (m, board.hash(), Some((row.id, row.version))))
        .map_err(|_| "tegjr.err.board_invalid"))
}

/// The TEG Jr log of a new match on `map` (the deal drawn by `seed`).
///
/// # Errors
/// The translation key of what is wrong with the form; the engine's own refusals (a tie
/// of the dice, a missing die) come from [`check`].
pub fn tegjr_log(
    f: &NewTegJr<'_>,
    map: &'static Map,
    hash: String,
    seed: u64,
) -> Result<Result<TegJrLog, tegjr::Refusal>, &'static str> {
    let seats = seats_form::read(f.0, 2..=4, "tegjr.err.seats", &COLOURS)?;
    let n = seats.len();
    let first = seats_form::first(f.0, n)?;
    let (mut players, mut rolls, mut objectives) = (Vec::new(), BTreeMap::new(), BTreeMap::new());
    for (i, (name, colour)) in seats.into_iter().enumerate() {
        // The die and the sealed card were typed on the player's row.
        let (seat, row) = (seats_form::seat(i), (i + first) % n);
        if has_control(f.get(&format!("card{row}"))) {
            return Err("err.control_chars");
        }
        match f.get(&format!("die{row}")) {
            "" => {}
            s => {
                rolls.insert(seat, s.parse::<u8>().map_err(|_| "tegjr.err.die")?);
            }
        }
        if n >= 3 {
            objectives.insert(seat, objective(f, row, map)?);
        }
        players.push(Player { seat, name, colour });
    }
    // Dice typed when no country is spare are not wanted: the deal ignores them.
    if tegjr::spare_count(map.territory_count(), n) == 0 {
        rolls.clear();
    }
    let count = u32::try_from(map.territory_count()).unwrap_or(0);
    let settings = Settings {
        round_mode: match f.get("round_mode") {
            "" | "alternating" => RoundMode::Alternating,
            "combined" => RoundMode::Combined,
            _ => return Err("tegjr.err.round_mode"),
        },
        ..Settings::for_board(count)
    };
    Ok(tegjr::deal(map, n, &rolls, seed).map(|deal| TegJrLog {
        format: 1,
        ruleset: tegjr::RULESET.into(),
        map: map.id.clone(),
        map_hash: hash,
        settings,
        players,
        objectives,
        deal,
        first_seat: 0,
        actions: Vec::new(),
    }))
}

/// Seat row `i`'s sealed card: a continent to hold, or a card the referee declares.
fn objective(f: &NewTegJr<'_>, i: usize, map: &Map) -> Result<Objective, &'static str> {
    match f.get(&format!("obj{i}")) {
        "" | "manual" => {
            let words = f.get(&format!("card{i}"));
            if words.chars().count() > 200 {
                return Err("tegjr.err.card");
            }
            Ok(Objective::Manual(words.to_string()))
        }
        other => {
            let slug = other.strip_prefix("c_").ok_or("tegjr.err.objective")?;
            let c = map.continent_by_slug(slug).ok_or("tegjr.err.objective")?;
            Ok(Objective::Continents(vec![c]))
        }
    }
}

/// The TEG Jr match the form describes, on the board chosen, for
/// [`crate::web::console::ruleset::Console::create`].
///
/// # Errors
/// [`Denied`] (422) naming what is wrong: the form's sentence, or the engine's refusal
/// of the deal (a tie of the dice, a missing die).
pub async fn opening(
    state: &AppState,
    v: &Visitor,
    pairs: &[(String, String)],
) -> Outcome<Opening> {
    let f = NewTegJr(pairs);
    let (map, hash, version) = board_of(state, f.get("board"))
        .await?
        .map_err(|k| new_match::invalid(v, k))?;
    let log = tegjr_log(&f, map, hash, rand::rngs::OsRng.next_u64())
        .map_err(|k| new_match::invalid(v, k))?;
    let log = log.map_err(|r| Denied::objection(v, &tegjr::objection(&r, map, &[])))?;
    Ok(Opening {
        board: version,
        ..Opening::of(AnyLog::TegJr(log))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(first: &str) -> Vec<(String, String)> {
        let mut f = vec![("seats", "3"), ("first", first), ("card0", "Anna's card")]
            .into_iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect::<Vec<_>>();
        for (i, (name, die)) in [("Anna", "2"), ("Bruno", "3"), ("Carla", "6")]
            .into_iter()
            .enumerate()
        {
            f.push((format!("name{i}"), name.into()));
            f.push((format!("colour{i}"), COLOURS[i].into()));
            f.push((format!("die{i}"), die.into()));
        }
        f
    }

    #[test]
    fn each_row_s_die_and_sealed_card_follow_its_player_round_the_table() {
        let map = tegjr::example_map();
        let f = form("1");
        let log = tegjr_log(&NewTegJr(&f), map, String::new(), 9)
            .unwrap()
            .unwrap();
        let g = tegjr::replay(&log).unwrap();
        // Bruno won the roll: seat 0; Anna, typed first, sits last with her card.
        assert_eq!(g.names(), ["Bruno", "Carla", "Anna"]);
        assert_eq!(
            log.objectives.get(&2),
            Some(&Objective::Manual("Anna's card".into()))
        );
        // 32 countries, 2 spare: Anna's low die leaves her none of them.
        assert_eq!(
            (g.countries(0), g.countries(1), g.countries(2)),
            (11, 11, 10)
        );
        assert_eq!(
            tegjr_log(&NewTegJr(&form("3")), map, String::new(), 9).err(),
            Some("individual.err.first")
        );
    }
}

new_form_template!("console/tegjr/_new.html",
    /// The boards a TEG Jr match may be played on.
    tegjr_boards: Vec<BoardChoice>);

/// The new-match form, with the fields as `posted`.
///
/// # Errors
/// A template that fails.
pub async fn form(
    state: &AppState,
    v: &Visitor,
    posted: &[(String, String)],
) -> crate::web::Result<String> {
    rendered_form(&NewForm {
        shown: FormShown::new(v, posted),
        tegjr_boards: boards(state, v).await?,
    })
}
