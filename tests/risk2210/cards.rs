//! The random player's command cards: any card the engine says the seat may play now
//! (`Game::playable_cards`), with fields guessed from the board as a table would give
//! them (own or enemy territories of the card's board, fresh territory cards, faces,
//! removals). A guess the engine refuses is dropped, so only legal plays reach the log.

use std::collections::BTreeMap;

use arbitro::engine::log::{Owner, Seat};
use arbitro::engine::map::{Layer, Map, TerritoryId, members};
use arbitro::engine::risk2210::{Action, CardMods, Commander, Deck, Game, Timing};

use super::Rng;

fn board(deck: Deck) -> Layer {
    match deck {
        Deck::Naval => Layer::Sea,
        Deck::Space => Layer::Moon,
        _ => Layer::Land,
    }
}

/// Territory cards of a deck still to draw, shuffled.
fn fresh(game: &Game, layer: Layer, rng: &mut Rng) -> Vec<TerritoryId> {
    let drawn = game.card_state().drawn;
    let mut v: Vec<TerritoryId> = members(Map::risk2210().layer(layer))
        .filter(|&t| !game.is_devastated(t) && drawn & t.bit() == 0)
        .collect();
    rng.shuffle(&mut v);
    v
}

fn on(_game: &Game, layer: Layer, f: impl Fn(TerritoryId) -> bool) -> Vec<TerritoryId> {
    members(Map::risk2210().layer(layer))
        .filter(|&t| f(t))
        .collect()
}

/// A guess at the fields of `card` for `seat`.
fn fields(game: &Game, rng: &mut Rng, seat: Seat, deck: Deck, card: &str) -> Action {
    let mut a = Action::card(seat, deck, card);
    let Action::PlayCard {
        territory,
        target,
        commander,
        mods,
        turned,
        roll,
        rolls,
        from,
        to,
        moves,
        removals,
        ..
    } = &mut a
    else {
        unreachable!()
    };
    let layer = board(deck);
    let mine = |t: TerritoryId| game.owner(t) == Some(Owner::Seat(seat));
    let others: Vec<Seat> = game.active().into_iter().filter(|&s| s != seat).collect();
    match card {
        "assemble_mods" => *territory = rng.pick(&on(game, layer, mine)),
        "territorial_station" => *territory = rng.pick(&on(game, Layer::Land, mine)),
        "scout_forces" if rng.chance(50) => {
            *territory = fresh(game, Layer::Land, rng).first().copied()
        }
        "hidden_energy" => *territory = fresh(game, Layer::Sea, rng).first().copied(),
        "frequency_jam" => *target = rng.pick(&others),
        "reinforcements" => {
            let each: BTreeMap<TerritoryId, u32> = on(game, layer, mine)
                .into_iter()
                .take(3)
                .map(|t| (t, 1))
                .collect();
            *mods = (!each.is_empty()).then_some(CardMods::Each(each));
        }
        "invade_earth" => {
            let mut cards = Vec::new();
            for t in fresh(game, Layer::Land, rng) {
                cards.push(t);
                if !mine(t) {
                    break;
                }
            }
            *turned = cards;
        }
        "scatter_bomb_land" | "scatter_bomb_water" | "scatter_bomb_moon" => {
            let layer = match card {
                "scatter_bomb_water" => Layer::Sea,
                "scatter_bomb_moon" => Layer::Moon,
                _ => Layer::Land,
            };
            let n = if layer == Layer::Land { 3 } else { 2 };
            *turned = fresh(game, layer, rng).into_iter().take(n).collect();
        }
        "assassin_bomb" => {
            *target = rng.pick(&others);
            *commander = target.and_then(|s| {
                let alive: Vec<Commander> = Commander::ALL
                    .into_iter()
                    .filter(|&k| game.commander(s, k).is_some())
                    .collect();
                rng.pick(&alive)
            });
            *roll = Some(1 + rng.below(8) as u8);
        }
        "rocket_strike_land" | "rocket_strike_water" | "rocket_strike_moon" => {
            let layer = match card {
                "rocket_strike_water" => Layer::Sea,
                "rocket_strike_moon" => Layer::Moon,
                _ => Layer::Land,
            };
            *territory = rng.pick(&on(game, layer, |t| {
                game.owner(t).is_some() && !mine(t) && game.units(t) > 0
            }));
            *roll = Some(1 + rng.below(6) as u8);
        }
        "the_mother" | "nicky_boy" => *roll = Some(1 + rng.below(6) as u8),
        "aqua_brother" => {
            *rolls = if rng.chance(20) { vec![6] } else { Vec::new() };
            rolls.push(1 + rng.below(5) as u8);
        }
        "decoys_revealed" => {
            let alive: Vec<Commander> = Commander::ALL
                .into_iter()
                .filter(|&k| game.commander(seat, k).is_some())
                .collect();
            if let (Some(k), Some(t)) = (rng.pick(&alive), rng.pick(&on_any(game, seat))) {
                moves.insert(k, t);
            }
        }
        "mod_reduction" => {
            for s in game.active() {
                let mut want = if s == seat { 2 } else { 4 };
                let mut list = BTreeMap::new();
                for t in members(game.territories_of(s)) {
                    let n = game.mods(t).min(want);
                    if n > 0 {
                        list.insert(t, n);
                        want -= n;
                    }
                }
                if !list.is_empty() {
                    removals.insert(s, list);
                }
            }
        }
        "redeployment" => {
            let own = on_any(game, seat);
            if let Some(f) = rng
                .pick(&own)
                .filter(|&f| game.mods(f) > 0 && game.units(f) > 1)
            {
                *from = Some(f);
                *to = members(game.reachable(seat, f)).next();
                *mods = Some(CardMods::Count(1));
            }
        }
        "evacuation" => *to = rng.pick(&on_any(game, seat)),
        _ => {}
    }
    a
}

fn on_any(game: &Game, seat: Seat) -> Vec<TerritoryId> {
    members(game.territories_of(seat)).collect()
}

/// Tries one card of the timing `when` for `seat`; true if one was played.
pub fn play_one(
    game: &mut Game,
    log: &mut arbitro::engine::risk2210::R2210Log,
    rng: &mut Rng,
    seat: Seat,
    when: &[Timing],
) -> bool {
    let cards: Vec<(Deck, String)> = game
        .playable_cards(seat)
        .into_iter()
        .filter(|c| when.contains(&c.timing))
        .map(|c| (c.deck, c.id.to_string()))
        .collect();
    let Some((deck, card)) = rng.pick_cloned(&cards) else {
        return false;
    };
    let a = fields(game, rng, seat, deck, &card);
    super::apply(game, log, a)
}
