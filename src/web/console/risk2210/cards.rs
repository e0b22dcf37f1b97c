//! The command-card panel: only the cards a seat may play now, with their cost — the
//! seat to act's, and during another's invasion the defender's and bystanders' reactions
//! — each with the territories it may name, as the engine's `playable_cards` offers them.

use super::panel::{opt, place_name};
use crate::engine::risk2210::Game;
use crate::web::console::classic::panel::Opt;
use crate::web::i18n::{Lang, t};

/// One card that may be played now.
pub struct CardForm {
    /// The seat playing it.
    pub seat: u8,
    /// Their name.
    pub who: String,
    /// Posted as `card`: `deck/id`.
    pub value: String,
    /// The card's name.
    pub name: String,
    /// Its deck, in words.
    pub deck: String,
    /// Energy it costs.
    pub cost: u32,
    /// What it does (the card table's words).
    pub effect: &'static str,
    /// The territories it may name (empty: none).
    pub targets: Vec<Opt>,
    /// The table says what happened (Armageddon).
    pub note: bool,
}

/// Every card that may be played now.
pub fn cards(g: &Game, lang: Lang, posted: &[(String, String)]) -> Vec<CardForm> {
    let names = g.names();
    let kept = posted
        .iter()
        .find(|(k, _)| k == "territory")
        .map(|(_, v)| v.as_str());
    g.card_offers()
        .into_iter()
        .map(|o| {
            let deck = super::fields::deck_word(o.card.deck);
            CardForm {
                seat: o.seat,
                who: names[usize::from(o.seat)].clone(),
                value: format!("{deck}/{}", o.card.id),
                name: o
                    .card
                    .name(crate::web::console::view::elang(lang))
                    .to_string(),
                deck: t(lang, &format!("r2210.deck.{deck}")).to_string(),
                cost: o.card.cost,
                effect: o.card.effect,
                targets: o
                    .targets
                    .iter()
                    .map(|&t| {
                        let mut x = opt(g, lang, t);
                        x.label = place_name(g, lang, t);
                        x.selected = kept == Some(x.value.as_str());
                        x
                    })
                    .collect(),
                note: o.note,
            }
        })
        .collect()
}
