//! The two reinforcement rules a referee has to explain at the table, as numbers and as
//! one sentence each (§3): what a set of cards is worth right now (12/10/8 by hand size,
//! or the 4/6/8/10 ramp once it began), and what over-declaring costs.

use fluent_bundle::FluentValue;

use super::Game;
use crate::engine::Lang;
use crate::i18n::tf;

impl Game {
    /// What each set the player in turn may trade now is worth, in trading order (the
    /// first set, the second...); empty when trading is closed.
    pub fn set_values_now(&self) -> Vec<u32> {
        let mut hand = self.cards(self.current_seat());
        (0..self.max_trade_sets())
            .map(|_| {
                let v = self.set_value(hand);
                hand -= 3;
                v
            })
            .collect()
    }

    /// The trade form's sentence: what a set is worth now and why (the ramp's round,
    /// or the hand size); `None` when trading is closed.
    pub fn trade_note(&self, lang: Lang) -> Option<String> {
        let values = self.set_values_now();
        let first = *values.first()?;
        let hand = self.cards(self.current_seat());
        let ramp = self
            .ramp_start
            .filter(|r| self.round.checked_sub(*r).is_some_and(|k| k < 4));
        let n = FluentValue::from(first);
        let mut out = match ramp {
            Some(r) => tf(lang, "r2v2.note.ramp", &[("round", r.into()), ("n", n)]),
            None => tf(lang, "r2v2.note.hand", &[("hand", hand.into()), ("n", n)]),
        };
        if values.len() > 1 {
            let list: Vec<String> = values.iter().map(u32::to_string).collect();
            out.push_str(&tf(
                lang,
                "r2v2.note.sets",
                &[("list", list.join(" + ").into())],
            ));
        }
        Some(out)
    }

    /// The tanks a declaration of `declared` lets the player in turn place: as declared,
    /// or after an over-declaration by E the entitlement − E, never below 0.
    pub fn declaration_allowance(&self, declared: u32) -> u32 {
        let entitled = self.reinforcement_breakdown(self.current_seat()).total;
        super::declared_allowance(entitled, declared)
    }

    /// The declaration form's sentence on the over-declaration penalty, with the
    /// player's own entitlement; `None` when no declaration is due.
    pub fn over_declaration_note(&self, lang: Lang) -> Option<String> {
        if !self.declaration_due() {
            return None;
        }
        let e = self.reinforcement_breakdown(self.current_seat()).total;
        let over = e + 2;
        let left = self.declaration_allowance(over);
        Some(tf(
            lang,
            "r2v2.note.over_declaration",
            &[
                ("n", e.into()),
                ("over", over.into()),
                ("left", left.into()),
            ],
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Stage, test_game};
    use crate::engine::Lang;
    use crate::engine::log::{Action, Settings};

    /// Round 3, seat 0 in its reinforcement phase with `cards` in hand.
    fn round3(cards: u32) -> super::Game {
        let mut g = test_game(Settings::default());
        g.stage = Stage::Play;
        g.round = 3;
        g.start_turn(0);
        g.cards[0] = cards;
        g
    }

    #[test]
    fn the_trade_note_says_what_each_set_is_worth_now() {
        let g = round3(2);
        assert_eq!(g.set_values_now(), Vec::<u32>::new());
        assert_eq!(g.trade_note(Lang::It), None, "no set in hand");
        let g = round3(7);
        assert_eq!(g.set_values_now(), vec![12, 10]);
        assert_eq!(
            g.trade_note(Lang::It).as_deref(),
            Some(
                "Con 7 carte in mano un tris vale 12 carri (8 fino a 3 carte, 10 con 4, 12 con 5 o più); tris uno dopo l'altro: 12 + 10"
            )
        );
        // The values are what `trade` then gives.
        let traded = g.apply(&Action::Trade { seat: 0, sets: 2 });
        let traded = traded.unwrap_or_else(|r| panic!("{r}"));
        assert_eq!(traded.reinforcement_breakdown(0).trades, 22);
        let mut ramp = round3(3);
        ramp.ramp_start = Some(2);
        assert_eq!(ramp.set_values_now(), vec![6]);
        assert_eq!(
            ramp.trade_note(Lang::En).as_deref(),
            Some("Ramp since round 2: every set is worth 6 tanks this round")
        );
        assert_eq!(
            ramp.trade_note(Lang::Es).as_deref(),
            Some("Rampa desde la ronda 2: en esta ronda cada trío vale 6 ejércitos")
        );
        assert_eq!(
            g.trade_note(Lang::Es).as_deref(),
            Some(
                "Con 7 cartas en la mano un trío vale 12 ejércitos (8 hasta 3 cartas, 10 con 4, 12 con 5 o más); tríos uno tras otro: 12 + 10"
            )
        );
    }

    #[test]
    fn the_over_declaration_note_uses_the_players_entitlement() {
        let g = round3(0);
        // 10 territories: 3 tanks, no continent.
        assert_eq!(g.reinforcement_breakdown(0).total, 3);
        assert_eq!(g.declaration_allowance(5), 1);
        assert_eq!(g.declaration_allowance(2), 2);
        assert_eq!(g.declaration_allowance(9), 0, "never below 0");
        assert_eq!(
            g.over_declaration_note(Lang::It).as_deref(),
            Some(
                "Spettano 3 carri: chi ne dichiara di più piazza i carri spettanti meno l'eccesso (dichiarandone 5 se ne piazzano 1); chi ne dichiara meno piazza quanto dichiarato"
            )
        );
        assert_eq!(
            g.over_declaration_note(Lang::Es).as_deref(),
            Some(
                "Te corresponden 3 ejércitos: si declarás más, colocás lo que te corresponde menos el exceso (declarando 5 se colocan 1); si declarás menos, colocás lo declarado"
            )
        );
        // The note's numbers are the engine's own: declaring 5 leaves 1 to place.
        let declared = g.apply(&Action::Declare { seat: 0, tanks: 5 });
        let declared = declared.unwrap_or_else(|r| panic!("{r}"));
        assert_eq!(declared.allowance_left(), 1);
        assert_eq!(declared.over_declaration_note(Lang::It), None, "declared");
    }
}
