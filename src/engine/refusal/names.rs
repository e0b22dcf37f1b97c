//! Who the players are, for the referee's sentences: a refusal carries seat numbers
//! (its data, stable for programs), the sentence names the people ("Anna", not "seat 0").

use fluent_bundle::FluentValue;

use crate::engine::Lang;
use crate::engine::seat::Seat;
use crate::i18n::tf;

/// The players' names in seat order. A seat without a name (a setup so broken that no
/// player list is trusted, or an empty name) is "Giocatore N" / "Player N", counted from
/// 1 as people count, never the zero-based seat.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Names(Vec<String>);

impl Names {
    /// The names of players given as their seat and name, in any order. A ruleset's
    /// log builds its `Names` with this from its own player type (the 2 vs 2's
    /// `Names::of`), so the sentences import no ruleset.
    pub fn seated<'a>(players: impl IntoIterator<Item = (Seat, &'a str)>) -> Names {
        let mut names = Vec::new();
        for (seat, name) in players {
            let at = usize::from(seat);
            if at < 8 {
                if names.len() <= at {
                    names.resize(at + 1, String::new());
                }
                names[at] = name.trim().to_string();
            }
        }
        Names(names)
    }

    /// The player at `seat`, by name, or by 1-based ordinal when unnamed.
    pub fn seat(&self, seat: Seat, lang: Lang) -> String {
        match self.0.get(usize::from(seat)).filter(|n| !n.is_empty()) {
            Some(name) => name.clone(),
            None => ordinal(usize::from(seat), lang),
        }
    }
}

/// "Giocatore 3" / "Player 3" / "Jugador 3" for the player at 0-based position `index`
/// (the message `engine-player`).
pub fn ordinal(index: usize, lang: Lang) -> String {
    tf(
        lang,
        "engine.player",
        &[("n", FluentValue::from(index + 1))],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_by_seat_and_ordinals_from_one() {
        let n = Names::seated([(0, "Anna"), (1, " "), (2, "Carla")]);
        assert_eq!(n.seat(2, Lang::It), "Carla");
        assert_eq!(n.seat(1, Lang::It), "Giocatore 2");
        assert_eq!(n.seat(3, Lang::En), "Player 4");
        assert_eq!(n.seat(3, Lang::Es), "Jugador 4");
        assert_eq!(n.seat(2, Lang::Es), "Carla");
        assert_eq!(Names::default().seat(0, Lang::It), "Giocatore 1");
    }
}
