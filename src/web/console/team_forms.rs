//! The forms of the match page of a team match (RisiKo! 2 vs 2): its setup (objectives,
//! the physical draft), the players' names and colours, and the current turn's forms.
//! The 2 vs 2 console fills them from the engine's legal choices; they live here, with
//! the page that shows them, so the shared match page names no ruleset's console.

use super::view_any::Opt;
use crate::engine::Seat;

/// A one-tap attack: the button says the whole action ("Attacca Cina da Mongolia con 3").
pub struct Strike {
    /// The attacking territory's slug (the script shows a territory's strikes once it
    /// is picked as "from").
    pub from: String,
    /// Submitted as `strike`: "from>to>tanks".
    pub value: String,
    /// The button's text.
    pub label: String,
}

/// A move the engine allows: the select's option, the most tanks it may carry and the
/// two names (the script writes them into the buttons: "Sposta 4 da Cina a India").
pub struct MoveOpt {
    /// Value "from>to" and label.
    pub opt: Opt,
    /// The most tanks this route may carry.
    pub max: u32,
    /// From, by name.
    pub from: String,
    /// To, by name.
    pub to: String,
}

/// The forms the current turn offers, filled from the engine's helpers.
pub struct TurnView {
    /// The seat acting.
    pub seat: Seat,
    /// Its name.
    pub name: String,
    /// Phase name in the visitor's language.
    pub phase: &'static str,
    /// Round (0 during the initial placement).
    pub round: u32,
    /// Initial placement (exact quota, no clock, no attacks).
    pub initial: bool,
    /// Reinforcement phase of a round-3+ turn, before the declaration.
    pub can_declare: bool,
    /// Trades possible (round 3+, before the declaration, 3+ cards).
    pub can_trade: bool,
    /// Cards in hand.
    pub cards: u32,
    /// The set counts that may be traded now (1 up to the engine's maximum).
    pub trade_sets: Vec<u32>,
    /// "Trade then declare" in one tap: (sets, the entitlement the engine gives once
    /// those sets are traded), for the counts after which a declaration is due.
    pub trade_declare: Vec<(u32, u32)>,
    /// Breakdown lines (label, value) and the entitlement.
    pub breakdown: Vec<(String, u32)>,
    /// The entitlement.
    pub entitlement: u32,
    /// The declaration made.
    pub declared: Option<u32>,
    /// Tanks that may be placed now.
    pub allowance: u32,
    /// Own territories for the placement form (slug, name, tanks), the biggest stacks
    /// first (as the 2 vs 2 console orders them).
    pub own: Vec<(String, String, u32)>,
    /// Attacks: "from>to" with a label and the most tanks to commit.
    pub attacks: Vec<(Opt, u32)>,
    /// The same attacks as one-tap buttons, each with the most tanks (up to 3).
    pub strikes: Vec<Strike>,
    /// Moves: "from>to" with a label.
    pub moves: Vec<MoveOpt>,
    /// Largest tank count among the moves (the input's max).
    pub move_max: u32,
    /// Pending occupation: (territory name, min, max).
    pub occupy: Option<(String, u32, u32)>,
    /// Supplementary choice: play a chance or pass.
    pub supplementary: bool,
    /// End turn possible (play phases).
    pub can_end: bool,
    /// Seats that may renounce continent bonuses now (the engine's `can_renounce`).
    pub renounce_seats: Vec<Opt>,
    /// Seats a cap violation may be recorded for (still in the match).
    pub cap_seats: Vec<Opt>,
    /// Per seat (its label), the territories a cap penalty may take tanks from.
    pub cap_sources: Vec<(String, Vec<Opt>)>,
    /// The table's two team labels, for the end-match form's forfeit select.
    pub teams: Vec<String>,
    /// What a set of cards is worth now (the engine's `trade_note`).
    pub trade_note: Option<String>,
    /// The over-declaration penalty with this player's numbers (`over_declaration_note`).
    pub declare_note: Option<String>,
}

/// The edit form's rows.
pub struct EditRow {
    /// Seat.
    pub seat: u8,
    /// Name now.
    pub name: String,
    /// Colour now.
    pub colour: String,
    /// Team.
    pub team: String,
}

/// A seat's objective choice.
pub struct ObjectiveRow {
    /// Seat.
    pub seat: u8,
    /// Player.
    pub name: String,
    /// Catalogue entries (index, label, selected).
    pub options: Vec<(usize, String, bool)>,
}

/// A territory's line in the physical draft form.
pub struct PhysicalRow {
    /// Slug (the field is `o_{slug}`).
    pub slug: String,
    /// Name.
    pub name: String,
    /// Continent name.
    pub continent: String,
    /// Selected value: a seat number, `neutral`, or empty.
    pub selected: String,
}

/// The setup section of the match page.
pub struct SetupView {
    /// Objectives per seat.
    pub objectives: Vec<ObjectiveRow>,
    /// The physical draft form.
    pub physical: Vec<PhysicalRow>,
    /// Counts of the physical form: (value, label, n).
    pub counts: Vec<(String, String, usize)>,
    /// Seats for the selects: (value, label).
    pub seats: Vec<(String, String)>,
    /// The draft kind stored: `none`, `physical` or `digital`.
    pub draft_kind: &'static str,
}
