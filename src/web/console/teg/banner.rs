//! The round's situation card as a banner for the top of every console page: the card,
//! what it does to the round, the resting player (descanso) and who takes no card after
//! a crisis. Read from the game's `situation` and `crisis_excluded` readers. Once a
//! player fulfils an objective the banner says so at once (the match is over): who, and
//! whether the secret objective or the common one.

use askama::Template;

use crate::engine::any::AnyGame;
use crate::engine::teg;
use crate::web::i18n::{Lang, t};

/// The banner.
#[derive(Template)]
#[template(path = "console/teg/banner.html")]
pub struct Banner {
    /// "Situación de la ronda 3".
    pub title: String,
    /// The card's id (a CSS hook), empty before it is turned.
    pub card: &'static str,
    /// The card's name and effect, or that it is not turned yet.
    pub text: String,
    /// The resting player, the crisis' excluded: sentences naming players.
    pub notes: Vec<String>,
    /// "Ana ha cumplido su objetivo secreto": the match won by an objective.
    pub won: Option<String>,
}

/// The banner of a T.E.G. match past its placement circuits.
pub fn build(game: &AnyGame, lang: Lang) -> Option<Banner> {
    let AnyGame::Teg(g) = game else {
        return None;
    };
    let names = g.names();
    let who = |s: u8| names.get(usize::from(s)).cloned().unwrap_or_default();
    let won = g.winner().map(|(s, why)| {
        let key = match why {
            teg::WinReason::Secret => "teg.won_secret",
            teg::WinReason::Common => "teg.won_common",
        };
        t(lang, key).replace("{who}", &who(s))
    });
    // An end by the clock or the referee: the score says the rest.
    if g.round() == 0 || (g.finished() && won.is_none()) {
        return None;
    }
    let title = t(lang, "teg.situation_of").replace("{n}", &g.round().to_string());
    let mut notes = Vec::new();
    let (card, text) = match g.situation() {
        Some((card, rest)) => {
            if let Some(s) = rest {
                notes.push(t(lang, "teg.resting").replace("{who}", &who(s)));
            }
            let out: Vec<String> = g.crisis_excluded().into_iter().map(who).collect();
            if !out.is_empty() {
                notes.push(t(lang, "teg.crisis_out").replace("{who}", &out.join(", ")));
            }
            let id = card.id();
            (
                id,
                format!(
                    "{} \u{2014} {}",
                    t(lang, &format!("teg.card.{id}")),
                    t(lang, &format!("teg.effect.{id}"))
                ),
            )
        }
        None => ("", t(lang, "teg.situation_none").to_string()),
    };
    Some(Banner {
        title,
        card,
        text,
        notes,
        won,
    })
}
