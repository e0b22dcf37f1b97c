//! The command cards as data (`RULES-risk2210.md` §10.2): deck, id, name, cost, timing
//! and the effect in words (both messages). The engine checks every card against this
//! table (deck, cost, timing, commander) and applies the effects it can (`play.rs`).

use serde::{Deserialize, Serialize};

use super::pieces::Commander;
use crate::engine::Lang;

/// A command deck: one per commander kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Deck {
    /// Land (terrestre).
    Land,
    /// Naval (navale).
    Naval,
    /// Space (lunare / spaziale).
    Space,
    /// Nuclear (nucleare).
    Nuclear,
    /// Diplomat (diplomatico).
    Diplomat,
}

impl Deck {
    /// The five decks, in the order of the per-seat arrays.
    pub const ALL: [Deck; 5] = [
        Deck::Land,
        Deck::Naval,
        Deck::Space,
        Deck::Nuclear,
        Deck::Diplomat,
    ];

    /// Index in the per-seat arrays.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The commander a player needs in play to buy or play this deck's cards.
    pub fn commander(self) -> Commander {
        match self {
            Deck::Land => Commander::Land,
            Deck::Naval => Commander::Naval,
            Deck::Space => Commander::Space,
            Deck::Nuclear => Commander::Nuclear,
            Deck::Diplomat => Commander::Diplomat,
        }
    }
}

/// Cards in each deck at the start (§1).
pub const DECK_SIZE: u32 = 20;

/// When a card may be played (§10.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    /// Own turn, phase 4: after buying, before the first invasion.
    Before,
    /// Another player's invasion into a territory of the card player (own target).
    ReactOwn,
    /// Another player's invasion, by any player but the attacker, into a defended target.
    ReactAny,
    /// End of own turn, after all attacks.
    End,
    /// End of the game.
    Game,
}

/// One kind of command card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Card {
    /// Its deck.
    pub deck: Deck,
    /// Stable id (§10.2).
    pub id: &'static str,
    /// The message id of its printed name (`risk2210-card_name-<id>`: Italian and English
    /// from the seed, Spanish in Argentine usage, as the seed has no Spanish edition's).
    pub name_id: &'static str,
    /// Energy to play it.
    pub cost: u32,
    /// When.
    pub timing: Timing,
    /// The message id of its effect, as the engine applies or checks it
    /// (`risk2210-card_effect-<deck>-<id>`: the deck is in it because a card id shared by
    /// several decks does a different thing in each, e.g. `stealth_mods`).
    pub effect_id: &'static str,
}

// The deck's word in a message id; the aliases below are what the table is written with.
macro_rules! deck_word {
    (L) => {
        "land"
    };
    (N) => {
        "naval"
    };
    (S) => {
        "space"
    };
    (Nuc) => {
        "nuclear"
    };
    (Dip) => {
        "diplomat"
    };
}

// One argument per column of the rules page's card table; the name and the effect are
// messages (`engine_risk2210.ftl`), so that every language reads them.
macro_rules! card {
    ($deck:ident, $id:ident, $cost:expr, $timing:expr) => {
        Card {
            deck: $deck,
            id: stringify!($id),
            name_id: concat!("risk2210-card_name-", stringify!($id)),
            cost: $cost,
            timing: $timing,
            effect_id: concat!(
                "risk2210-card_effect-",
                deck_word!($deck),
                "-",
                stringify!($id)
            ),
        }
    };
}

use Deck::{Diplomat as Dip, Land as L, Naval as N, Nuclear as Nuc, Space as S};
use Timing::{Before as B, End as E, Game as G, ReactAny as RA, ReactOwn as RO};

/// Every card kind of the seed's list (42), by deck.
pub const CARDS: [Card; 42] = [
    card!(L, stealth_mods, 0, RA),
    card!(L, scout_forces, 0, B),
    card!(L, frequency_jam, 0, B),
    card!(L, colony_influence, 0, G),
    card!(L, reinforcements, 0, B),
    card!(L, stealth_station, 0, RO),
    card!(L, assemble_mods, 1, B),
    card!(L, land_death_trap, 3, RO),
    card!(N, stealth_mods, 0, RA),
    card!(N, hidden_energy, 0, B),
    card!(N, frequency_jam, 0, B),
    card!(N, colony_influence, 0, G),
    card!(N, reinforcements, 0, B),
    card!(N, assemble_mods, 1, B),
    card!(N, water_death_trap, 3, RO),
    card!(S, stealth_mods, 0, RA),
    card!(S, invade_earth, 0, B),
    card!(S, frequency_jam, 0, B),
    card!(S, colony_influence, 0, G),
    card!(S, reinforcements, 0, B),
    card!(S, assemble_mods, 1, B),
    card!(S, energy_extraction, 1, B),
    card!(S, orbital_mines, 2, RO),
    card!(Dip, colony_influence, 0, G),
    card!(Dip, evacuation, 0, RO),
    card!(Dip, energy_crisis, 0, B),
    card!(Dip, redeployment, 0, E),
    card!(Dip, decoys_revealed, 0, B),
    card!(Dip, territorial_station, 1, B),
    card!(Dip, mod_reduction, 2, B),
    card!(Dip, cease_fire, 2, RO),
    card!(Nuc, scatter_bomb_land, 1, B),
    card!(Nuc, scatter_bomb_water, 1, B),
    card!(Nuc, scatter_bomb_moon, 1, B),
    card!(Nuc, assassin_bomb, 1, B),
    card!(Nuc, rocket_strike_land, 2, B),
    card!(Nuc, rocket_strike_water, 2, B),
    card!(Nuc, rocket_strike_moon, 2, B),
    card!(Nuc, the_mother, 3, B),
    card!(Nuc, aqua_brother, 3, B),
    card!(Nuc, nicky_boy, 3, B),
    card!(Nuc, armageddon, 4, B),
];

impl Card {
    /// The card's display name in `lang`.
    pub fn name(&self, lang: Lang) -> &'static str {
        crate::i18n::t(lang, self.name_id)
    }

    /// What the card does, in `lang` (the card table's words).
    pub fn effect(&self, lang: Lang) -> &'static str {
        crate::i18n::t(lang, self.effect_id)
    }
}

/// The card of that deck with that id, if the seed lists it.
pub fn find(deck: Deck, id: &str) -> Option<&'static Card> {
    CARDS.iter().find(|c| c.deck == deck && c.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_has_the_seeds_kinds_per_deck() {
        let per = |d: Deck| CARDS.iter().filter(|c| c.deck == d).count();
        assert_eq!(
            Deck::ALL.map(per),
            [8, 7, 8, 11, 8],
            "land, naval, space, nuclear, diplomat"
        );
        assert_eq!(find(Deck::Nuclear, "armageddon").map(|c| c.cost), Some(4));
        assert_eq!(find(Deck::Land, "orbital_mines"), None);
        assert!(find(Deck::Diplomat, "colony_influence").is_some());
    }

    #[test]
    fn a_card_id_shared_by_decks_reads_its_own_decks_effect() {
        let effect = |d: Deck| find(d, "stealth_mods").map(|c| c.effect(Lang::En));
        assert_eq!(
            effect(Deck::Land),
            Some("3 MODs of the defending owner's colour are added to the land target.")
        );
        assert_eq!(
            effect(Deck::Naval),
            Some("3 MODs of the defending owner's colour are added to the sea target.")
        );
        assert_eq!(
            find(Deck::Diplomat, "colony_influence").map(|c| c.effect(Lang::It)),
            Some("+3 punti se il diplomatico del giocatore è in gioco.")
        );
    }
}
