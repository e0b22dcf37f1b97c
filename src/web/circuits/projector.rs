//! A circuit's projector: its standings a page at a time, each row with the
//! total and how many events counted, in the type every projector uses
//! ([`crate::web::tournaments::projector`]). A circuit has no event stream:
//! `projector.js` fetches the deck again every minute, as a season's.

use askama::Template;

use super::load::{Circuit, circuit};
use crate::web::session::Visitor;
use crate::web::tournaments::projector::{Projected, ROWS, paginate};
use crate::web::{AppState, Result};

/// One row of a projector screen.
pub struct Line {
    rank: u32,
    name: String,
    club: String,
    total: String,
    counted: usize,
    played: usize,
}

/// The circuit's screens.
#[derive(Template)]
#[template(path = "circuits/_projector_deck.html")]
pub struct Deck {
    v: Visitor,
    name: String,
    events: usize,
    best_of: Option<u32>,
    pages: Vec<Vec<Line>>,
}

fn lines(c: &Circuit) -> Vec<Line> {
    c.rows
        .iter()
        .map(|r| {
            let p = c.people.get(&r.player).cloned().unwrap_or_default();
            Line {
                rank: r.rank,
                name: p.name,
                club: p.club.unwrap_or_default(),
                total: r.total.to_string(),
                counted: r.counted.len(),
                played: r.counted.len() + r.discarded.len(),
            }
        })
        .collect()
}

impl Projected for Deck {
    const EVENTS: bool = false;
    const PAGE: &'static str = "/circuits/{id}";
    fn title(&self) -> String {
        self.name.clone()
    }
    async fn load(state: &AppState, v: Visitor, id: i64) -> Result<Self> {
        let c = circuit(state, id).await?;
        Ok(Deck {
            name: c.row.name.clone(),
            events: c.events.iter().filter(|e| e.counts).count(),
            best_of: c.rules.best_of,
            pages: paginate(lines(&c), ROWS),
            v,
        })
    }
}
