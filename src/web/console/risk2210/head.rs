//! The top of the 2210 panel: the year and this year's turn order, and per player the
//! energy, the commanders alive, stations and cards held; at the end, the score.

use crate::engine::risk2210::{Commander, Game, Stage};
use crate::web::i18n::{Lang, t};

/// One player's line.
pub struct SeatLine {
    /// Name.
    pub name: String,
    /// Energy.
    pub energy: u32,
    /// The commanders in play, in words ("terrestre, diplomatico").
    pub commanders: String,
    /// How many commanders are in play.
    pub alive: usize,
    /// Stations in play.
    pub stations: u32,
    /// Command cards held.
    pub cards: u32,
    /// Their place in this year's order (1-based; 0 before the first bid).
    pub marker: usize,
    /// Playing now.
    pub now: bool,
    /// Out of the match.
    pub out: bool,
}

/// One line of the final score.
pub struct ScoreLine {
    /// Place.
    pub place: u32,
    /// Name.
    pub name: String,
    /// Territories, regions, cards, total.
    pub parts: [u32; 4],
}

/// The head of the panel.
pub struct Head {
    /// The year (0 in the setup).
    pub year: u32,
    /// Years in the match.
    pub years: u32,
    /// This year's turn order, by name.
    pub order: Vec<String>,
    /// Players in seat order.
    pub seats: Vec<SeatLine>,
    /// The score, once the match is over (provisional before).
    pub score: Vec<ScoreLine>,
    /// The match is over.
    pub over: bool,
}

/// A commander's kind in words.
pub fn commander_word(c: Commander, lang: Lang) -> &'static str {
    let key = match c {
        Commander::Land => "r2210.commander.land",
        Commander::Naval => "r2210.commander.naval",
        Commander::Space => "r2210.commander.space",
        Commander::Nuclear => "r2210.commander.nuclear",
        Commander::Diplomat => "r2210.commander.diplomat",
    };
    t(lang, key)
}

/// The head from the game's readers.
pub fn head(g: &Game, years: u32, lang: Lang) -> Head {
    let names = g.names();
    let seats = (0..g.seats_count())
        .map(|i| {
            let s = u8::try_from(i).unwrap_or(0);
            let alive: Vec<&str> = Commander::ALL
                .into_iter()
                .filter(|&k| g.commander(s, k).is_some())
                .map(|k| commander_word(k, lang))
                .collect();
            SeatLine {
                name: names[i].clone(),
                energy: g.energy(s),
                alive: alive.len(),
                commanders: alive.join(", "),
                stations: g.stations_of(s),
                cards: g.hand(s).iter().sum(),
                marker: g.order().iter().position(|&o| o == s).map_or(0, |p| p + 1),
                now: g.current() == Some(s) && g.stage() == Stage::Turn,
                out: g.is_eliminated(s),
            }
        })
        .collect();
    let over = g.stage() == Stage::Finished;
    let score = g
        .scores()
        .into_iter()
        .map(|r| ScoreLine {
            place: r.place,
            name: names[usize::from(r.seat)].clone(),
            parts: [r.territories, r.regions, r.cards, r.total],
        })
        .collect();
    Head {
        year: g.year(),
        years,
        order: g
            .order()
            .iter()
            .map(|&s| names[usize::from(s)].clone())
            .collect(),
        seats,
        score,
        over,
    }
}
