//! The command cards as data (`RULES-risk2210.md` §10.2): deck, id, name, cost, timing
//! and the effect in words. The engine checks every card against this table (deck, cost,
//! timing, commander) and applies the effects it can (`play.rs`).

use serde::{Deserialize, Serialize};

use super::log::Commander;
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
    /// The effect, as the engine applies or checks it (English).
    pub effect: &'static str,
}

// One argument per column of the rules page's card table; the names are messages.
macro_rules! card {
    ($deck:expr, $id:ident, $cost:expr, $timing:expr, $effect:expr) => {
        Card {
            deck: $deck,
            id: stringify!($id),
            name_id: concat!("risk2210-card_name-", stringify!($id)),
            cost: $cost,
            timing: $timing,
            effect: $effect,
        }
    };
}

use Deck::{Diplomat as Dip, Land as L, Naval as N, Nuclear as Nuc, Space as S};
use Timing::{Before as B, End as E, Game as G, ReactAny as RA, ReactOwn as RO};

/// Every card kind of the seed's list (42), by deck.
pub const CARDS: [Card; 42] = [
    card!(
        L,
        stealth_mods,
        0,
        RA,
        "3 MODs of the defending owner's colour are added to the land target."
    ),
    card!(
        L,
        scout_forces,
        0,
        B,
        "A land card is drawn face down with 5 MODs on it; they go there when the player occupies it."
    ),
    card!(
        L,
        frequency_jam,
        0,
        B,
        "The chosen player may play no command card until this turn ends."
    ),
    card!(
        L,
        colony_influence,
        0,
        G,
        "+3 score if the player's land commander is in play."
    ),
    card!(
        L,
        reinforcements,
        0,
        B,
        "1 MOD on each of up to 3 controlled land territories."
    ),
    card!(
        L,
        stealth_station,
        0,
        RO,
        "A station of the player's is placed on the land target."
    ),
    card!(
        L,
        assemble_mods,
        1,
        B,
        "+3 MODs on one controlled land territory."
    ),
    card!(
        L,
        land_death_trap,
        3,
        RO,
        "The attacker removes half (rounded up) of the MODs in the source."
    ),
    card!(
        N,
        stealth_mods,
        0,
        RA,
        "3 MODs of the defending owner's colour are added to the sea target."
    ),
    card!(
        N,
        hidden_energy,
        0,
        B,
        "A sea card is drawn; +4 energy if the player controls it at the end of the turn."
    ),
    card!(
        N,
        frequency_jam,
        0,
        B,
        "The chosen player may play no command card until this turn ends."
    ),
    card!(
        N,
        colony_influence,
        0,
        G,
        "+3 score if the player's naval commander is in play."
    ),
    card!(
        N,
        reinforcements,
        0,
        B,
        "1 MOD on each of up to 3 controlled sea territories."
    ),
    card!(
        N,
        assemble_mods,
        1,
        B,
        "+3 MODs on one controlled sea territory."
    ),
    card!(
        N,
        water_death_trap,
        3,
        RO,
        "The attacker removes half (rounded up) of the MODs in the source."
    ),
    card!(
        S,
        stealth_mods,
        0,
        RA,
        "3 MODs of the defending owner's colour are added to the Moon target."
    ),
    card!(
        S,
        invade_earth,
        0,
        B,
        "Land cards are turned until one is not the player's; it may be invaded from the Moon."
    ),
    card!(
        S,
        frequency_jam,
        0,
        B,
        "The chosen player may play no command card until this turn ends."
    ),
    card!(
        S,
        colony_influence,
        0,
        G,
        "+3 score if the player's space commander is in play."
    ),
    card!(
        S,
        reinforcements,
        0,
        B,
        "1 MOD on each of up to 3 controlled Moon territories."
    ),
    card!(
        S,
        assemble_mods,
        1,
        B,
        "+3 MODs on one controlled Moon territory."
    ),
    card!(
        S,
        energy_extraction,
        1,
        B,
        "+7 energy if the player controls all 14 Moon territories at the end of the turn."
    ),
    card!(
        S,
        orbital_mines,
        2,
        RO,
        "The attacker removes half (rounded up) of the MODs in the source."
    ),
    card!(
        Dip,
        colony_influence,
        0,
        G,
        "+3 score if the player's diplomat is in play."
    ),
    card!(
        Dip,
        evacuation,
        0,
        RO,
        "All units of the target move to another territory the player controls."
    ),
    card!(
        Dip,
        energy_crisis,
        0,
        B,
        "Every opponent with energy gives the player 1."
    ),
    card!(Dip, redeployment, 0, E, "One more fortify move this turn."),
    card!(
        Dip,
        decoys_revealed,
        0,
        B,
        "The player moves any of their commanders to territories they control."
    ),
    card!(
        Dip,
        territorial_station,
        1,
        B,
        "A station on a controlled land territory."
    ),
    card!(
        Dip,
        mod_reduction,
        2,
        B,
        "Every opponent removes 4 of their MODs; then the player removes 2."
    ),
    card!(
        Dip,
        cease_fire,
        2,
        RO,
        "The invasion is stopped; the invader may not attack the player again this turn."
    ),
    card!(
        Nuc,
        scatter_bomb_land,
        1,
        B,
        "3 land cards turned; half (rounded up) of the others' units there destroyed."
    ),
    card!(
        Nuc,
        scatter_bomb_water,
        1,
        B,
        "2 sea cards turned; half (rounded up) of the others' units there destroyed."
    ),
    card!(
        Nuc,
        scatter_bomb_moon,
        1,
        B,
        "2 Moon cards turned; half (rounded up) of the others' units there destroyed."
    ),
    card!(
        Nuc,
        assassin_bomb,
        1,
        B,
        "A named enemy commander dies on a d8 of 3 or more."
    ),
    card!(
        Nuc,
        rocket_strike_land,
        2,
        B,
        "A d6: that many units destroyed on a named enemy land territory."
    ),
    card!(
        Nuc,
        rocket_strike_water,
        2,
        B,
        "A d6: that many units destroyed on a named enemy sea territory."
    ),
    card!(
        Nuc,
        rocket_strike_moon,
        2,
        B,
        "A d6: that many units destroyed on a named enemy Moon territory."
    ),
    card!(
        Nuc,
        the_mother,
        3,
        B,
        "A d6 picks a continent; every territory of it with units loses 1."
    ),
    card!(
        Nuc,
        aqua_brother,
        3,
        B,
        "A d6 picks a sea colony (6 rolls again); every territory of it with units loses 1."
    ),
    card!(
        Nuc,
        nicky_boy,
        3,
        B,
        "A d6 picks a lunar colony; every territory of it with units loses 1."
    ),
    card!(
        Nuc,
        armageddon,
        4,
        B,
        "Not in the seed: the referee records what the table applied (referee_adjust)."
    ),
];

impl Card {
    /// The card's display name in `lang`.
    pub fn name(&self, lang: Lang) -> &'static str {
        crate::i18n::t(lang, self.name_id)
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
}
