//! The recorded actions of a T.E.G. La Revancha match: the `actions` list of the
//! "T.E.G. La Revancha" section of `docs/MATCH-LOG.md`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::engine::map::{ContinentId, TerritoryId};
use crate::engine::seat::Seat;

/// Both sides' faces of one throw (full form), and armies lost or dice thrown by each
/// side (quick form).
pub use crate::engine::throw::{Faces as Dice, Losses as Sides};

/// A situation card (§4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SituationCard {
    /// Fighting unchanged (20 copies).
    CombateClasico,
    /// The defender throws one die more (4).
    Nieve,
    /// The attacker throws one die more (4).
    VientoAFavor,
    /// Attacks only from one continent to another (4).
    FronterasAbiertas,
    /// Attacks only inside a continent (4).
    FronterasCerradas,
    /// The lowest roll takes no country card this round (4).
    Crisis,
    /// Everyone places half its countries before the attacks (4).
    RefuerzosExtras,
    /// A colour only incorporates this round (6, one per colour).
    Descanso,
}

impl SituationCard {
    /// Every card, in deck order.
    pub const ALL: [SituationCard; 8] = [
        SituationCard::CombateClasico,
        SituationCard::Nieve,
        SituationCard::VientoAFavor,
        SituationCard::FronterasAbiertas,
        SituationCard::FronterasCerradas,
        SituationCard::Crisis,
        SituationCard::RefuerzosExtras,
        SituationCard::Descanso,
    ];

    /// Copies in the deck of 50 (descanso: one per colour, counted per colour).
    pub fn copies(self) -> u8 {
        match self {
            SituationCard::CombateClasico => 20,
            SituationCard::Descanso => 1,
            _ => 4,
        }
    }

    /// The id in logs.
    pub fn id(self) -> &'static str {
        match self {
            SituationCard::CombateClasico => "combate_clasico",
            SituationCard::Nieve => "nieve",
            SituationCard::VientoAFavor => "viento_a_favor",
            SituationCard::FronterasAbiertas => "fronteras_abiertas",
            SituationCard::FronterasCerradas => "fronteras_cerradas",
            SituationCard::Crisis => "crisis",
            SituationCard::RefuerzosExtras => "refuerzos_extras",
            SituationCard::Descanso => "descanso",
        }
    }
}

/// A figure on a country card (§6.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Figure {
    /// Wild.
    Soldados,
    /// Plane.
    Avion,
    /// Tank.
    Tanque,
    /// Grenade (an ordinary figure, a decision of the rules page).
    Granada,
    /// Ship.
    Barco,
}

/// The kinds of non-aggression pact (§11.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PactKind {
    /// Between one country of each party.
    Countries,
    /// Within one continent.
    Continent,
    /// Between two continents.
    Frontier,
    /// Everywhere.
    World,
    /// The one-round truce of an aggression pact (§13.5), recorded by `aggression_pact`.
    Aggression,
    /// The pact inside a condominium between its two co-owners (§13.7), started by
    /// `occupy_condominium`.
    Condominium,
}

impl PactKind {
    /// The id in logs and views.
    pub fn id(self) -> &'static str {
        match self {
            PactKind::Countries => "countries",
            PactKind::Continent => "continent",
            PactKind::Frontier => "frontier",
            PactKind::World => "world",
            PactKind::Aggression => "aggression",
            PactKind::Condominium => "condominium",
        }
    }
}

crate::engine::codes::clock_events! {
    /// A clock event.
    pub enum ClockEvent {
        /// The first placement turn: the clock starts.
        Start,
        /// Time is up: the round in progress is the last.
        TimeUp,
    }
}

crate::engine::codes::log_actions! {
    /// One recorded action. `seat` is the seat that acts; pacts, rolls and the clock are
    /// table actions without one.
    pub enum Action {
        /// A placement circuit turn, incorporation or extra reinforcements.
        "place" Place {
            /// Who places.
            seat: Seat,
            /// Armies per own country.
            #[serde(default)]
            armies: BTreeMap<TerritoryId, u32>,
            /// Missiles bought, per own country (6 armies of the allowance each).
            #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
            missiles: BTreeMap<TerritoryId, u32>,
        },
        /// Armies on the board turned into missiles (6 each).
        "convert" Convert {
            /// Who converts.
            seat: Seat,
            /// The country.
            country: TerritoryId,
            /// Missiles made.
            missiles: u32,
        },
        /// The opener reveals the round's situation card.
        "situation" Situation {
            /// The opener.
            seat: Seat,
            /// The card.
            card: SituationCard,
            /// The resting colour (descanso only).
            #[serde(default, skip_serializing_if = "Option::is_none")]
            colour: Option<String>,
        },
        /// One die per player in the game, after a crisis card.
        "crisis_rolls" CrisisRolls {
            /// Seat (as a string) → die.
            rolls: BTreeMap<String, u32>,
        },
        /// The turn's trade.
        "trade" Trade {
            /// Who trades.
            seat: Seat,
            /// Country cards handed in.
            #[serde(default)]
            countries: Vec<TerritoryId>,
            /// Continent cards handed in.
            #[serde(default)]
            continents: Vec<ContinentId>,
            /// Figures of cards the map does not give (entered once, kept for the match).
            #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
            figures: BTreeMap<TerritoryId, Vec<Figure>>,
        },
        /// One throw.
        "attack" Attack {
            /// The attacker.
            seat: Seat,
            /// The attacking country.
            from: TerritoryId,
            /// The attacked country.
            to: TerritoryId,
            /// Full form: both sides' faces.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            dice: Option<Dice>,
            /// Quick form: each side's losses.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            losses: Option<Sides>,
            /// Quick form: dice thrown, when fewer than the most.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            dice_count: Option<Sides>,
            /// The occupant attacked, when the target is a condominium (§13.8).
            #[serde(default, skip_serializing_if = "Option::is_none")]
            against: Option<Seat>,
        },
        /// Armies into the country just conquered.
        "occupy" Occupy {
            /// The conqueror.
            seat: Seat,
            /// 1 to 3.
            armies: u32,
        },
        /// One missile shot.
        "missile" Missile {
            /// Who fires.
            seat: Seat,
            /// The country holding the missile.
            from: TerritoryId,
            /// The target.
            to: TerritoryId,
            /// The occupant hit, when the target is a condominium (§8.4).
            #[serde(default, skip_serializing_if = "Option::is_none")]
            against: Option<Seat>,
        },
        /// One regroup move.
        "regroup" Regroup {
            /// Who moves.
            seat: Seat,
            /// From this own country.
            from: TerritoryId,
            /// To this adjacent own country.
            to: TerritoryId,
            /// Armies moved.
            armies: u32,
            /// Missiles moved.
            #[serde(default, skip_serializing_if = "is_zero")]
            missiles: u32,
        },
        /// The country card the referee saw drawn.
        "draw_card" DrawCard {
            /// Who draws.
            seat: Seat,
            /// The card.
            country: TerritoryId,
        },
        /// A continent card earned this turn (or claimed late).
        "claim_continent_card" ClaimContinentCard {
            /// Who claims.
            seat: Seat,
            /// The continent.
            continent: ContinentId,
        },
        /// The 3 armies of a country card on its country.
        "card_bonus" CardBonus {
            /// Who takes them.
            seat: Seat,
            /// The country.
            country: TerritoryId,
        },
        "end_turn" EndTurn { .. },
        /// A non-aggression pact; its id is the index of this action.
        "pact" Pact {
            /// The kind.
            kind: PactKind,
            /// The two parties.
            parties: [Seat; 2],
            /// `countries`: one country of each party, in party order.
            #[serde(default, skip_serializing_if = "Vec::is_empty")]
            countries: Vec<TerritoryId>,
            /// `continent`: the continent.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            continent: Option<ContinentId>,
            /// `frontier`: the two continents.
            #[serde(default, skip_serializing_if = "Vec::is_empty")]
            continents: Vec<ContinentId>,
        },
        /// A party announces the end of a pact.
        "break_pact" BreakPact {
            /// The party breaking it.
            seat: Seat,
            /// The pact's id (the index of its action).
            pact: usize,
        },
        /// An international zone between two parties (§12); its id is the index of this action.
        "zone_pact" ZonePact {
            /// The two parties.
            parties: [Seat; 2],
            /// The zone: a country of one of them with a single army.
            country: TerritoryId,
        },
        /// The penalty for a party that did not honour its zone (§12).
        "zone_breach" ZoneBreach {
            /// The zone's id.
            pact: usize,
            /// The party that broke it.
            offender: Seat,
            /// The country card taken from the offender at random, or `null` when it holds none
            /// (then it loses the next card it earns).
            card: Option<TerritoryId>,
            /// The injured party's choice: the zone goes on or ends.
            zone_continues: bool,
        },
        /// An aggression pact (§13.1); its id is the index of this action.
        "aggression_pact" AggressionPact {
            /// The party in whose turn the joint attack happens.
            leader: Seat,
            /// The party that attacks out of its turn.
            ally: Seat,
            /// The country of a third colour to take.
            target: TerritoryId,
            /// Each party's aggressor country (seat as a string → country).
            from: BTreeMap<String, TerritoryId>,
        },
        /// Both parties withdraw an aggression pact before its first throw.
        "cancel_pact" CancelPact {
            /// The pact's id.
            pact: usize,
        },
        /// The allies' armies into the country taken jointly (§13.3): 1 or 2 each.
        "occupy_condominium" OccupyCondominium {
            /// Seat as a string → armies.
            armies: BTreeMap<String, u32>,
        },
        "clock" Clock { .. },
        "end_match" EndMatch { .. },
    }
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}
