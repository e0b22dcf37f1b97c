//! The torneo panel's model: the current step's forms for the player to act (placement,
//! reinforcements, trade, one-tap throws with the defender's forced dice, occupation,
//! the move, the end of the turn, the sdadata's two dice), the referee's objective
//! buttons and, after a tap, the objective the history says was looked at. Built from the
//! engine's [`Choices`] and the game's readers only.

use crate::web::console::dice_console::{Posting, panel_posting};
use askama::Template;

use crate::engine::any::AnyGame;
use crate::engine::map::{TerritoryId, members};
use crate::engine::table::Table;
use crate::engine::throw::DiceEntry;
use crate::engine::torneo::{self, objectives};
use crate::web::console::attack::{self, DiceRule};
use crate::web::console::classic::panel::Turn;
use crate::web::console::dice_console::{Asked, Opt, Places, jollies};
use crate::web::i18n::{Lang, t};

/// The trade form: every card by symbol, the jolly last.
pub struct TradeForm {
    /// Cards in the hand.
    pub cards: u32,
    /// Checkboxes by symbol; the player's own territories starred (+2 each).
    pub deck: Vec<(String, Vec<Opt>)>,
}

/// The objective the referee looked at (the last action is its `show_objective`).
pub struct Shown {
    /// Whose.
    pub name: String,
    /// The objective's name.
    pub title: String,
    /// Its territories: name, points, held by the player now.
    pub territories: Vec<(String, u32, bool)>,
    /// Points of it the player holds now.
    pub held: u32,
}

/// The whole panel.
#[derive(Template)]
#[template(path = "console/torneo/panel.html")]
pub struct Panel<'a> {
    posting: Posting<'a>,
    /// `None` once the match is over (only the reveal forms are left then).
    seat: Option<u8>,
    name: String,
    /// "Penultimo giro", "Ultimo giro", "Sdadata": the stage of the clock, if one.
    period: Option<String>,
    turn: Turn<TradeForm>,
    /// The sdadata is due: the threshold at or under which the match ends.
    sdadata: Option<u32>,
    /// The player to act may declare a RisiKo! on a secret objective: the choices.
    declare: Vec<Opt>,
    /// Seats whose objective the app knows: (seat, name), a button each.
    peek: Vec<(u8, String)>,
    shown: Option<Shown>,
    /// After the end: seats whose objective is still secret, with the objectives left.
    reveal: Vec<(u8, String, Vec<Opt>)>,
    /// Recovery minutes may be given (the clock has started).
    recovery: bool,
}

panel_posting!(Panel);

/// Builds the panel; `None` when the game is not torneo or nothing is left to record.
pub fn build(asked: Asked<'_>) -> Option<Panel<'_>> {
    let (game, lang, posted) = (asked.game, asked.lang, asked.posted);
    let AnyGame::Torneo(g) = game else {
        return None;
    };
    let g: &torneo::Game = g;
    let names = g.names();
    let c = game.choices();
    let reveal = reveal_forms(g, lang);
    if g.finished() && reveal.is_empty() {
        return None;
    }
    let at = asked.places();
    let seat = c.seat;
    let view = g.view();
    let last = match g.last_action() {
        Some(torneo::Action::Attack { from, to, .. }) => Some((*from, *to)),
        _ => None,
    };
    let dice = DiceRule {
        defender_most: 3,
        attacker_not_fewer: true,
    };
    let attack = attack::offered(&asked, &c.attacks, last, DiceEntry::Either, dice);
    let sdadata = (g.phase_code() == "sdadata")
        .then_some(view.sdadata_threshold)
        .flatten();
    let period = match g.period() {
        p @ ("penultimate" | "last" | "sdadata") => {
            Some(t(lang, &format!("torneo.period.{p}")).to_string())
        }
        _ => None,
    };
    let secret_turn = seat.filter(|s| g.objective(*s).is_none() && c.end_turn);
    let trade = c
        .trade
        .then(|| trade_form(g, seat.unwrap_or(0), at, posted));
    let turn = Turn::offered(&asked, g, &c, Vec::new(), trade, attack);
    Some(Panel {
        posting: asked.posting(),
        seat,
        name: seat
            .and_then(|s| names.get(usize::from(s)).cloned())
            .unwrap_or_default(),
        period,
        turn,
        sdadata,
        declare: secret_turn.map_or_else(Vec::new, |s| free_objectives(g, s, lang)),
        peek: (0..g.seat_count())
            .filter_map(|s| u8::try_from(s).ok())
            .filter(|s| !g.finished() && g.objective(*s).is_some())
            .map(|s| (s, names[usize::from(s)].clone()))
            .collect(),
        shown: shown(g, lang),
        reveal,
        recovery: g.clock().watch.started() && !g.finished(),
    })
}

/// An objective's name as players say it (the engine's message): `guerra_fredda` → "Guerra fredda".
pub fn objective_title(lang: Lang, id: &str) -> String {
    crate::engine::torneo::objectives::objective_name(lang, id)
}

/// The objectives no other seat holds, for a declaration or a reveal by `seat`.
fn free_objectives(g: &torneo::Game, seat: u8, lang: Lang) -> Vec<Opt> {
    let taken: Vec<&str> = (0..g.seat_count())
        .filter_map(|s| u8::try_from(s).ok())
        .filter(|s| *s != seat)
        .filter_map(|s| g.objective(s))
        .collect();
    g.catalogue()
        .iter()
        .filter(|o| !taken.contains(&o.id.as_str()))
        .map(|o| Opt {
            value: o.id.clone(),
            label: objective_title(lang, &o.id),
            selected: false,
        })
        .collect()
}

fn reveal_forms(g: &torneo::Game, lang: Lang) -> Vec<(u8, String, Vec<Opt>)> {
    if !g.finished() {
        return Vec::new();
    }
    (0..g.seat_count())
        .filter_map(|s| u8::try_from(s).ok())
        .filter(|s| g.objective(*s).is_none())
        .map(|s| {
            (
                s,
                g.names()[usize::from(s)].clone(),
                free_objectives(g, s, lang),
            )
        })
        .collect()
}

/// The objective of the seat the last action looked at, while it is the last action.
fn shown(g: &torneo::Game, lang: Lang) -> Option<Shown> {
    let Some(torneo::Action::ShowObjective { seat }) = g.last_action() else {
        return None;
    };
    let id = g.objective(*seat)?;
    let index = g.catalogue().find(id)?;
    let objective = g.catalogue().get(index)?;
    let map = g.map();
    let mut held = 0;
    let territories = members(objective.territories)
        .map(|t| {
            let points = objectives::territory_points(t);
            let mine = g.owner(t) == Some(crate::engine::Owner::Seat(*seat));
            if mine {
                held += points;
            }
            (map.name(t, lang).to_string(), points, mine)
        })
        .collect();
    Some(Shown {
        name: g
            .names()
            .get(usize::from(*seat))
            .cloned()
            .unwrap_or_default(),
        title: objective_title(lang, id),
        territories,
        held,
    })
}

fn trade_form(g: &torneo::Game, seat: u8, at: Places, posted: &[(String, String)]) -> TradeForm {
    let mine = |t: TerritoryId| g.owner(t) == Some(crate::engine::Owner::Seat(seat));
    let mut deck = at.cards_by_symbol(false, mine, posted);
    deck.push(jollies(at.lang, posted));
    TradeForm {
        cards: g.cards(seat),
        deck,
    }
}
