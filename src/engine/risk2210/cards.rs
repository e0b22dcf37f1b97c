//! The command cards as data (`RULES-risk2210.md` §10.2): deck, id, names, cost, timing
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
    /// Italian name.
    pub name_it: &'static str,
    /// English name.
    pub name_en: &'static str,
    /// Spanish name (Argentine usage; the seed has no Spanish edition's names).
    pub name_es: &'static str,
    /// Energy to play it.
    pub cost: u32,
    /// When.
    pub timing: Timing,
    /// The effect, as the engine applies or checks it (English).
    pub effect: &'static str,
}

// One argument per column of the rules page's card table.
#[allow(clippy::too_many_arguments)]
const fn card(
    deck: Deck,
    id: &'static str,
    name_it: &'static str,
    name_en: &'static str,
    name_es: &'static str,
    cost: u32,
    timing: Timing,
    effect: &'static str,
) -> Card {
    Card {
        deck,
        id,
        name_it,
        name_en,
        name_es,
        cost,
        timing,
        effect,
    }
}

use Deck::{Diplomat as Dip, Land as L, Naval as N, Nuclear as Nuc, Space as S};
use Timing::{Before as B, End as E, Game as G, ReactAny as RA, ReactOwn as RO};

/// Every card kind of the seed's list (42), by deck.
pub const CARDS: [Card; 42] = [
    card(
        L,
        "stealth_mods",
        "MOD Nascosti",
        "Stealth MODs",
        "MOD Ocultos",
        0,
        RA,
        "3 MODs of the defending owner's colour are added to the land target.",
    ),
    card(
        L,
        "scout_forces",
        "Forze in Esplorazione",
        "Scout Forces",
        "Fuerzas de Exploración",
        0,
        B,
        "A land card is drawn face down with 5 MODs on it; they go there when the player occupies it.",
    ),
    card(
        L,
        "frequency_jam",
        "Disturbo delle Frequenze",
        "Frequency Jam",
        "Interferencia de Frecuencias",
        0,
        B,
        "The chosen player may play no command card until this turn ends.",
    ),
    card(
        L,
        "colony_influence",
        "Influenza delle Colonie",
        "Colony Influence",
        "Influencia de las Colonias",
        0,
        G,
        "+3 score if the player's land commander is in play.",
    ),
    card(
        L,
        "reinforcements",
        "Rinforzi",
        "Reinforcements",
        "Refuerzos",
        0,
        B,
        "1 MOD on each of up to 3 controlled land territories.",
    ),
    card(
        L,
        "stealth_station",
        "Stazione Nascosta",
        "Stealth Station",
        "Estación Oculta",
        0,
        RO,
        "A station of the player's is placed on the land target.",
    ),
    card(
        L,
        "assemble_mods",
        "Costruzione di MOD",
        "Assemble MODs",
        "Construcción de MOD",
        1,
        B,
        "+3 MODs on one controlled land territory.",
    ),
    card(
        L,
        "land_death_trap",
        "Trappola Mortale Terrestre",
        "Land Death Trap",
        "Trampa Mortal Terrestre",
        3,
        RO,
        "The attacker removes half (rounded up) of the MODs in the source.",
    ),
    card(
        N,
        "stealth_mods",
        "MOD Nascosti",
        "Stealth MODs",
        "MOD Ocultos",
        0,
        RA,
        "3 MODs of the defending owner's colour are added to the sea target.",
    ),
    card(
        N,
        "hidden_energy",
        "Energia Nascosta",
        "Hidden Energy",
        "Energía Oculta",
        0,
        B,
        "A sea card is drawn; +4 energy if the player controls it at the end of the turn.",
    ),
    card(
        N,
        "frequency_jam",
        "Disturbo delle Frequenze",
        "Frequency Jam",
        "Interferencia de Frecuencias",
        0,
        B,
        "The chosen player may play no command card until this turn ends.",
    ),
    card(
        N,
        "colony_influence",
        "Influenza delle Colonie",
        "Colony Influence",
        "Influencia de las Colonias",
        0,
        G,
        "+3 score if the player's naval commander is in play.",
    ),
    card(
        N,
        "reinforcements",
        "Rinforzi",
        "Reinforcements",
        "Refuerzos",
        0,
        B,
        "1 MOD on each of up to 3 controlled sea territories.",
    ),
    card(
        N,
        "assemble_mods",
        "Costruzione di MOD",
        "Assemble MODs",
        "Construcción de MOD",
        1,
        B,
        "+3 MODs on one controlled sea territory.",
    ),
    card(
        N,
        "water_death_trap",
        "Trappola Mortale Marina",
        "Water Death Trap",
        "Trampa Mortal Marina",
        3,
        RO,
        "The attacker removes half (rounded up) of the MODs in the source.",
    ),
    card(
        S,
        "stealth_mods",
        "MOD Nascosti",
        "Stealth MODs",
        "MOD Ocultos",
        0,
        RA,
        "3 MODs of the defending owner's colour are added to the Moon target.",
    ),
    card(
        S,
        "invade_earth",
        "Invasione della Terra",
        "Invade Earth",
        "Invasión de la Tierra",
        0,
        B,
        "Land cards are turned until one is not the player's; it may be invaded from the Moon.",
    ),
    card(
        S,
        "frequency_jam",
        "Disturbo delle Frequenze",
        "Frequency Jam",
        "Interferencia de Frecuencias",
        0,
        B,
        "The chosen player may play no command card until this turn ends.",
    ),
    card(
        S,
        "colony_influence",
        "Influenza delle Colonie",
        "Colony Influence",
        "Influencia de las Colonias",
        0,
        G,
        "+3 score if the player's space commander is in play.",
    ),
    card(
        S,
        "reinforcements",
        "Rinforzi",
        "Reinforcements",
        "Refuerzos",
        0,
        B,
        "1 MOD on each of up to 3 controlled Moon territories.",
    ),
    card(
        S,
        "assemble_mods",
        "Costruzione di MOD",
        "Assemble MODs",
        "Construcción de MOD",
        1,
        B,
        "+3 MODs on one controlled Moon territory.",
    ),
    card(
        S,
        "energy_extraction",
        "Estrazione di Energia",
        "Energy Extraction",
        "Extracción de Energía",
        1,
        B,
        "+7 energy if the player controls all 14 Moon territories at the end of the turn.",
    ),
    card(
        S,
        "orbital_mines",
        "Mine Orbitali",
        "Orbital Mines",
        "Minas Orbitales",
        2,
        RO,
        "The attacker removes half (rounded up) of the MODs in the source.",
    ),
    card(
        Dip,
        "colony_influence",
        "Influenza delle Colonie",
        "Colony Influence",
        "Influencia de las Colonias",
        0,
        G,
        "+3 score if the player's diplomat is in play.",
    ),
    card(
        Dip,
        "evacuation",
        "Evacuazione",
        "Evacuation",
        "Evacuación",
        0,
        RO,
        "All units of the target move to another territory the player controls.",
    ),
    card(
        Dip,
        "energy_crisis",
        "Crisi di Energia",
        "Energy Crisis",
        "Crisis de Energía",
        0,
        B,
        "Every opponent with energy gives the player 1.",
    ),
    card(
        Dip,
        "redeployment",
        "Rischieramento",
        "Redeployment",
        "Redespliegue",
        0,
        E,
        "One more fortify move this turn.",
    ),
    card(
        Dip,
        "decoys_revealed",
        "Mascheramenti Svelati",
        "Decoys Revealed",
        "Señuelos Revelados",
        0,
        B,
        "The player moves any of their commanders to territories they control.",
    ),
    card(
        Dip,
        "territorial_station",
        "Stazione Territoriale",
        "Territorial Station",
        "Estación Territorial",
        1,
        B,
        "A station on a controlled land territory.",
    ),
    card(
        Dip,
        "mod_reduction",
        "Riduzione di MOD",
        "MOD Reduction",
        "Reducción de MOD",
        2,
        B,
        "Every opponent removes 4 of their MODs; then the player removes 2.",
    ),
    card(
        Dip,
        "cease_fire",
        "Cessate il Fuoco",
        "Cease Fire",
        "Alto el Fuego",
        2,
        RO,
        "The invasion is stopped; the invader may not attack the player again this turn.",
    ),
    card(
        Nuc,
        "scatter_bomb_land",
        "Bomba a Frammentazione Terrestre",
        "Scatter Bomb Land",
        "Bomba de Fragmentación Terrestre",
        1,
        B,
        "3 land cards turned; half (rounded up) of the others' units there destroyed.",
    ),
    card(
        Nuc,
        "scatter_bomb_water",
        "Bomba a Frammentazione Marina",
        "Scatter Bomb Water",
        "Bomba de Fragmentación Marina",
        1,
        B,
        "2 sea cards turned; half (rounded up) of the others' units there destroyed.",
    ),
    card(
        Nuc,
        "scatter_bomb_moon",
        "Bomba a Frammentazione Lunare",
        "Scatter Bomb Moon",
        "Bomba de Fragmentación Lunar",
        1,
        B,
        "2 Moon cards turned; half (rounded up) of the others' units there destroyed.",
    ),
    card(
        Nuc,
        "assassin_bomb",
        "Bomba Assassina",
        "Assassin Bomb",
        "Bomba Asesina",
        1,
        B,
        "A named enemy commander dies on a d8 of 3 or more.",
    ),
    card(
        Nuc,
        "rocket_strike_land",
        "Attacco Missilistico Terrestre",
        "Rocket Strike Land",
        "Ataque de Misiles Terrestre",
        2,
        B,
        "A d6: that many units destroyed on a named enemy land territory.",
    ),
    card(
        Nuc,
        "rocket_strike_water",
        "Attacco Missilistico Marino",
        "Rocket Strike Water",
        "Ataque de Misiles Marino",
        2,
        B,
        "A d6: that many units destroyed on a named enemy sea territory.",
    ),
    card(
        Nuc,
        "rocket_strike_moon",
        "Attacco Missilistico Lunare",
        "Rocket Strike Moon",
        "Ataque de Misiles Lunar",
        2,
        B,
        "A d6: that many units destroyed on a named enemy Moon territory.",
    ),
    card(
        Nuc,
        "the_mother",
        "La Madre",
        "The Mother",
        "La Madre",
        3,
        B,
        "A d6 picks a continent; every territory of it with units loses 1.",
    ),
    card(
        Nuc,
        "aqua_brother",
        "Aqua Brother",
        "Aqua Brother",
        "Aqua Brother",
        3,
        B,
        "A d6 picks a sea colony (6 rolls again); every territory of it with units loses 1.",
    ),
    card(
        Nuc,
        "nicky_boy",
        "Nicky Boy",
        "Nicky Boy",
        "Nicky Boy",
        3,
        B,
        "A d6 picks a lunar colony; every territory of it with units loses 1.",
    ),
    card(
        Nuc,
        "armageddon",
        "Armageddon",
        "Armageddon",
        "Armagedón",
        4,
        B,
        "Not in the seed: the referee records what the table applied (referee_adjust).",
    ),
];

impl Card {
    /// The card's display name in `lang`.
    pub fn name(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::It => self.name_it,
            Lang::En => self.name_en,
            Lang::Es => self.name_es,
        }
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
