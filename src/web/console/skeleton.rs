//! The console's skeleton for any ruleset, read only through the shared surface
//! ([`Table`]): the seats under the board (colour, territories, armies, out or not),
//! the last action in a sentence ([`AnyGame::describe`]) and the result cards of a
//! finished table ([`Table::result`]). The ruleset's own forms come from its panel; the
//! 2 vs 2 page keeps its own richer lines (`view`, `score`).

use super::view_any::hex;
use crate::engine::any::{AnyGame, AnyLog};
use crate::engine::seat::Owner;
use crate::engine::table::Table;
use crate::web::i18n::{Lang, t};

/// One seat under the board.
pub struct SeatLine {
    /// The player's name.
    pub name: String,
    /// Swatch colour.
    pub hex: &'static str,
    /// The colour's name.
    pub colour: String,
    /// Territories held.
    pub territories: u32,
    /// Armies on the board.
    pub armies: u32,
    /// Out of the match.
    pub eliminated: bool,
    /// Acts now.
    pub current: bool,
}

/// Every seat's line, in turn order.
pub fn seats(table: &dyn Table) -> Vec<SeatLine> {
    let map = table.map();
    let to_act = table.to_act();
    table
        .seats()
        .into_iter()
        .map(|s| {
            let mut territories = 0;
            let mut armies = 0;
            for ter in map.territory_ids() {
                if table.owner(ter) == Some(Owner::Seat(s.seat)) {
                    territories += 1;
                    armies += table.armies(ter);
                }
            }
            SeatLine {
                hex: hex(&s.colour, s.seat),
                colour: s.colour,
                name: s.name,
                territories,
                armies,
                eliminated: s.eliminated,
                current: to_act == Some(s.seat),
            }
        })
        .collect()
}

/// The last effective action as a sentence naming the players (empty before the first).
pub fn last_sentence(game: &AnyGame, log: &AnyLog, lang: Lang) -> String {
    log.last_action()
        .map(|a| game.describe(&a, lang))
        .unwrap_or_default()
}

/// One seat's result card.
pub struct ResultCard {
    /// Place at the table (shared places repeat).
    pub place: u32,
    /// The player.
    pub name: String,
    /// Swatch colour.
    pub hex: &'static str,
    /// What the place is worth for the standings, as written (one decimal when shared).
    pub score: String,
    /// The breakdown: (label, value).
    pub lines: Vec<(String, String)>,
}

/// The result cards, best place first (provisional until the match is over).
pub fn results(table: &dyn Table, lang: Lang) -> Vec<ResultCard> {
    let seats = table.seats();
    table
        .result()
        .seats
        .into_iter()
        .map(|r| {
            let seat = seats.iter().find(|s| s.seat == r.seat);
            ResultCard {
                place: r.place,
                name: seat.map(|s| s.name.clone()).unwrap_or_default(),
                hex: seat.map_or("#9e9e9e", |s| hex(&s.colour, s.seat)),
                score: number(r.score),
                lines: r
                    .breakdown
                    .iter()
                    .map(|l| {
                        let key = format!("result.line.{}", l.key);
                        // A line named after a territory (the torneo's objective
                        // territories held) is labelled with the territory's name.
                        let label = match table.map().by_slug(l.key) {
                            Some(ter) if !crate::web::i18n::has_key(&key) => {
                                table.map().name(ter, lang).to_string()
                            }
                            _ => t(lang, &key).to_string(),
                        };
                        (label, number(l.value))
                    })
                    .collect(),
            }
        })
        .collect()
}

/// A score as a referee writes it: whole numbers plain, shares to one decimal.
fn number(x: f64) -> String {
    if x.fract() == 0.0 {
        format!("{x:.0}")
    } else {
        format!("{x:.1}")
    }
}

#[cfg(test)]
mod tests {
    use super::number;

    #[test]
    fn shared_places_show_one_decimal() {
        assert_eq!(number(3.0), "3");
        assert_eq!(number(1.5), "1.5");
    }
}
