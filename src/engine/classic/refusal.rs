//! Why the classic engine refused an action or a setup: a typed reason with a stable
//! snake_case code and the numbers, territories and seats involved. The sentences (in
//! `sentences.rs`) name players, never seat numbers, so they need the table's names.
//! A refusal never changes the match.

use serde::Serialize;

use super::action::Card;
use crate::engine::map::TerritoryId;
use crate::engine::seat::{Owner, Seat};

/// A refused classic action or setup.
// Each variant's doc says what its numbers are; repeating it per field adds nothing.
#[allow(missing_docs)]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum Refusal {
    // --- setup ---
    /// 2 to 5 players (6 only with `start_armies`).
    PlayerCount { count: usize },
    /// `players` must be listed in seat order 0, 1, 2...
    SeatOrder { index: usize, seat: Seat },
    /// A setting has a value the rules cannot work with: its key in the log, and the
    /// rule it broke (words in `refusal::setting_rules`, not in the JSON detail).
    InvalidSetting {
        name: String,
        #[serde(skip)]
        rule: &'static str,
    },
    /// Two players need the three piles (or a seed) as setup.
    SetupMissing,
    /// A setup form that does not fit the number of players.
    SetupForm,
    /// A territory is missing from the final setup or the piles.
    SetupIncomplete { territory: TerritoryId },
    /// A territory is in two piles, or twice in one.
    SetupDuplicate { territory: TerritoryId },
    /// A neutral owner at a table of three or more.
    NeutralNotAllowed { territory: TerritoryId },
    /// The final setup gives the seat the wrong number of territories.
    SetupTerritoryCount {
        owner: Owner,
        count: u32,
        expected: u32,
    },
    /// The final setup gives the seat the wrong number of armies.
    SetupArmies {
        owner: Owner,
        count: u32,
        expected: u32,
    },
    /// The final setup leaves a territory without armies.
    SetupEmptyTerritory { territory: TerritoryId },
    /// Seat 0 chooses first (seats are in turn order).
    PickFirst { seat: Seat },

    // --- any action ---
    /// The match is over.
    MatchFinished,
    /// The log names a seat that does not exist.
    UnknownSeat { seat: Seat },
    /// The seat has been eliminated.
    SeatEliminated { seat: Seat },
    /// It is another seat's turn.
    NotYourTurn { seat: Seat, current: Seat },
    /// This kind of action is not allowed in the current phase.
    NotNow {
        action: &'static str,
        phase: &'static str,
    },

    // --- claims and setup placement ---
    /// The territory already has an owner.
    TerritoryTaken {
        territory: TerritoryId,
        owner: Owner,
    },
    /// A setup placement turn is exactly 1 army.
    PlacementOneArmy { got: u32 },
    /// Two players: a setup placement turn is 2 own armies and 1 neutral army.
    PlacementTwoPlusOne { own: u32, neutral: u32 },
    /// The player has no armies left to place.
    NoArmiesLeft { seat: Seat },
    /// Armies go on (or leave from) the seat's own territories only.
    NotYourTerritory { seat: Seat, territory: TerritoryId },
    /// The neutral army goes on a neutral territory.
    NotNeutral { territory: TerritoryId },
    /// A count of armies must be at least 1.
    ZeroTanks,

    // --- reinforcements and cards ---
    /// More armies than the reinforcements left.
    OverEntitlement { allowed: u32, got: u32 },
    /// The card bonus goes on its territory only.
    BonusOnlyThere { territory: TerritoryId, bonus: u32 },
    /// Armies are still to be placed.
    ReinforcementsUnplaced { left: u32 },
    /// A hand of 5 or 6 at the start of the turn must trade first.
    ForcedTradePending { cards: u32 },
    /// After an elimination the hand must come down to 4 first.
    EliminationTradePending { cards: u32 },
    /// Trades and placements end with the first attack or the fortify move.
    ReinforcementOver,
    /// A trade names exactly three cards.
    TradeThreeCards { got: usize },
    /// The hand does not hold three cards.
    NotEnoughCards { have: u32 },
    /// The same card twice in one trade (or a third jolly).
    CardTwice { card: Card },
    /// The card was traded and has not come back up from the deck yet.
    CardInDeck { card: Card },
    /// The three cards do not form a set.
    NotASet,
    /// The map is not sure of the card's symbol: the referee enters it.
    SymbolNeeded { territory: TerritoryId },
    /// A symbol that is not one of the three.
    SymbolUnknown { symbol: String },
    /// The card showed another symbol earlier in the match (or on the map).
    SymbolContradicts {
        territory: TerritoryId,
        symbol: String,
        known: String,
    },
    /// A symbol entered for a card not in the trade.
    SymbolNotTraded { territory: TerritoryId },
    /// The bonus territory is not on a traded card.
    BonusNotOnCard { territory: TerritoryId },
    /// The bonus territory is not the player's.
    BonusNotOwned { territory: TerritoryId },
    /// The 2 extra armies were already taken this turn.
    BonusUsed,
    /// After an elimination, trading stops at 4 cards.
    TradeStop { cards: u32 },

    // --- attacks ---
    /// The two territories do not share a border.
    AttackNotAdjacent { from: TerritoryId, to: TerritoryId },
    /// A player cannot attack their own territory.
    AttackOwnTerritory { territory: TerritoryId },
    /// The attacking territory needs at least 2 armies.
    AttackerNeedsTwoArmies { from: TerritoryId },
    /// The attacker throws 1 to 3 dice.
    AttackerDice { dice: u32 },
    /// The defender throws 1 or 2 dice.
    DefenderDice { dice: u32 },
    /// The attacker needs one more army than dice.
    TooManyAttackerDice {
        from: TerritoryId,
        armies: u32,
        dice: u32,
    },
    /// The defender throws 2 dice only with 2 armies.
    TooManyDefenderDice {
        to: TerritoryId,
        armies: u32,
        dice: u32,
    },
    /// A die shows 1 to 6.
    BadDieFace { face: u32 },
    /// Losses must be possible for the dice thrown.
    LossesInconsistent { dice: [u32; 2], losses: [u32; 2] },
    /// A throw is either faces or dice and losses.
    ThrowForm,
    /// The tournament allows only the other throw form.
    DiceEntryForm { allowed: &'static str },
    /// The fortify move ends the attacks.
    AttackAfterMove,
    /// The captured territory must be occupied first.
    OccupyFirst { territory: TerritoryId },
    /// There is no captured territory waiting.
    NothingToOccupy,
    /// The occupation is below the dice of the last throw.
    OccupationTooSmall {
        territory: TerritoryId,
        min: u32,
        got: u32,
    },
    /// The occupation must leave 1 army behind.
    OccupationLeavesNone {
        from: TerritoryId,
        max: u32,
        got: u32,
    },

    // --- fortify ---
    /// The turn's fortify move was already made.
    MoveDone,
    /// The fortify move goes to an adjacent territory.
    MoveNotAdjacent { from: TerritoryId, to: TerritoryId },
    /// The move must leave 1 army behind.
    MoveLeavesNone {
        from: TerritoryId,
        max: u32,
        got: u32,
    },

    // --- clock and the end ---
    /// The clock was already started.
    ClockStarted,
    /// The clock has not been started.
    ClockNotStarted,
    /// With `clock_checks`: the clock starts with the first reinforcement of round 1,
    /// not during the setup.
    ClockStartEarly,
    /// The clock is not running.
    ClockNotRunning,
    /// The clock is not paused.
    ClockNotPaused,
    /// A clock event earlier than the previous one.
    ClockBackwards,
    /// The last round was already announced.
    LastRoundAnnounced,
    /// The last round comes only when the match time is up.
    LastRoundEarly { minutes: u32 },
    /// The last round is announced only under the `time` end rule.
    LastRoundNotTimed,
    /// Ending a match early needs a reason.
    EndMatchReason,
}

impl Refusal {
    /// The stable snake_case code (the same as the serialized `code`).
    pub fn code(&self) -> &'static str {
        use Refusal::*;
        match self {
            PlayerCount { .. } => "player_count",
            SeatOrder { .. } => "seat_order",
            InvalidSetting { .. } => "invalid_setting",
            SetupMissing => "setup_missing",
            SetupForm => "setup_form",
            SetupIncomplete { .. } => "setup_incomplete",
            SetupDuplicate { .. } => "setup_duplicate",
            NeutralNotAllowed { .. } => "neutral_not_allowed",
            SetupTerritoryCount { .. } => "setup_territory_count",
            SetupArmies { .. } => "setup_armies",
            SetupEmptyTerritory { .. } => "setup_empty_territory",
            PickFirst { .. } => "pick_first",
            MatchFinished => "match_finished",
            UnknownSeat { .. } => "unknown_seat",
            SeatEliminated { .. } => "seat_eliminated",
            NotYourTurn { .. } => "not_your_turn",
            NotNow { .. } => "not_now",
            TerritoryTaken { .. } => "territory_taken",
            PlacementOneArmy { .. } => "placement_one_army",
            PlacementTwoPlusOne { .. } => "placement_two_plus_one",
            NoArmiesLeft { .. } => "no_armies_left",
            NotYourTerritory { .. } => "not_your_territory",
            NotNeutral { .. } => "not_neutral",
            ZeroTanks => "zero_tanks",
            OverEntitlement { .. } => "over_entitlement",
            BonusOnlyThere { .. } => "bonus_only_there",
            ReinforcementsUnplaced { .. } => "reinforcements_unplaced",
            ForcedTradePending { .. } => "forced_trade_pending",
            EliminationTradePending { .. } => "elimination_trade_pending",
            ReinforcementOver => "reinforcement_over",
            TradeThreeCards { .. } => "trade_three_cards",
            NotEnoughCards { .. } => "not_enough_cards",
            CardTwice { .. } => "card_twice",
            CardInDeck { .. } => "card_in_deck",
            NotASet => "not_a_set",
            SymbolNeeded { .. } => "symbol_needed",
            SymbolUnknown { .. } => "symbol_unknown",
            SymbolContradicts { .. } => "symbol_contradicts",
            SymbolNotTraded { .. } => "symbol_not_traded",
            BonusNotOnCard { .. } => "bonus_not_on_card",
            BonusNotOwned { .. } => "bonus_not_owned",
            BonusUsed => "bonus_used",
            TradeStop { .. } => "trade_stop",
            AttackNotAdjacent { .. } => "attack_not_adjacent",
            AttackOwnTerritory { .. } => "attack_own_territory",
            AttackerNeedsTwoArmies { .. } => "attacker_needs_two_armies",
            AttackerDice { .. } => "attacker_dice",
            DefenderDice { .. } => "defender_dice",
            TooManyAttackerDice { .. } => "too_many_attacker_dice",
            TooManyDefenderDice { .. } => "too_many_defender_dice",
            BadDieFace { .. } => "bad_die_face",
            LossesInconsistent { .. } => "losses_inconsistent",
            ThrowForm => "throw_form",
            DiceEntryForm { .. } => "dice_entry_form",
            AttackAfterMove => "attack_after_move",
            OccupyFirst { .. } => "occupy_first",
            NothingToOccupy => "nothing_to_occupy",
            OccupationTooSmall { .. } => "occupation_too_small",
            OccupationLeavesNone { .. } => "occupation_leaves_none",
            MoveDone => "move_done",
            MoveNotAdjacent { .. } => "move_not_adjacent",
            MoveLeavesNone { .. } => "move_leaves_none",
            ClockStarted => "clock_started",
            ClockNotStarted => "clock_not_started",
            ClockStartEarly => "clock_start_early",
            ClockNotRunning => "clock_not_running",
            ClockNotPaused => "clock_not_paused",
            ClockBackwards => "clock_backwards",
            LastRoundAnnounced => "last_round_announced",
            LastRoundEarly { .. } => "last_round_early",
            LastRoundNotTimed => "last_round_not_timed",
            EndMatchReason => "end_match_reason",
        }
    }
}
