//! Why the classic engine refused an action or a setup: a typed reason with a stable
//! snake_case code and the numbers, territories and seats involved. The sentences (in
//! `sentences.rs`) name players, never seat numbers, so they need the table's names.
//! A refusal never changes the match.

use serde::Serialize;

use super::action::Card;
use crate::engine::map::TerritoryId;
use crate::engine::seat::{Owner, Seat};

/// Declares a RisiKo! `Refusal` (through `coded!`): first the reasons classic and the
/// tournament rules share, each with the same code and the same numbers, then the
/// ruleset's own variants as the call writes them. Each ruleset keeps its own type and its
/// own sentences (their words differ); what is written once is the shared list of reasons.
/// `Seat`, `TerritoryId` and `Card` are the caller's imports.
macro_rules! risiko_refusals {
    ($(#[$meta:meta])* pub enum Refusal { $($own:tt)* }) => {
        $crate::engine::codes::coded! { code;
            $(#[$meta])*
            pub enum Refusal {
                // --- setup ---
                /// A table of a size the rules do not seat (classic: 2 to 5, 6 only with
                /// `start_armies`; the tournament: 3 to 5).
                "player_count" PlayerCount { count: usize },
                /// `players` must be listed in seat order 0, 1, 2...
                "seat_order" SeatOrder { index: usize, seat: Seat },
                /// A setting has a value the rules cannot work with: its key in the log, and the
                /// rule it broke (words in `refusal::setting_rules`, not in the JSON detail).
                "invalid_setting" InvalidSetting {
                    name: String,
                    #[serde(skip)]
                    rule: &'static str,
                },

                // --- any action ---
                /// The match is over.
                "match_finished" MatchFinished,
                /// The log names a seat that does not exist.
                "unknown_seat" UnknownSeat { seat: Seat },
                /// The seat has been eliminated.
                "seat_eliminated" SeatEliminated { seat: Seat },
                /// It is another seat's turn.
                "not_your_turn" NotYourTurn { seat: Seat, current: Seat },
                /// This kind of action is not allowed in the current phase.
                "not_now" NotNow {
                    action: &'static str,
                    phase: &'static str,
                },

                // --- placing ---
                /// Armies go on (or leave from) the seat's own territories only.
                "not_your_territory" NotYourTerritory { seat: Seat, territory: TerritoryId },
                /// A count of armies must be at least 1.
                "zero_tanks" ZeroTanks,

                // --- reinforcements and cards ---
                /// More armies than the reinforcements left.
                "over_entitlement" OverEntitlement { allowed: u32, got: u32 },
                /// The card bonus goes on its territory only.
                "bonus_only_there" BonusOnlyThere { territory: TerritoryId, bonus: u32 },
                /// Armies are still to be placed.
                "reinforcements_unplaced" ReinforcementsUnplaced { left: u32 },
                /// A trade names exactly three cards.
                "trade_three_cards" TradeThreeCards { got: usize },
                /// The hand does not hold three cards.
                "not_enough_cards" NotEnoughCards { have: u32 },
                /// The same card twice in one trade (or a third jolly).
                "card_twice" CardTwice { card: Card },

                // --- attacks ---
                /// A player cannot attack their own territory.
                "attack_own_territory" AttackOwnTerritory { territory: TerritoryId },
                /// The attacking territory needs at least 2 armies.
                "attacker_needs_two_armies" AttackerNeedsTwoArmies { from: TerritoryId },
                /// A die shows 1 to 6.
                "bad_die_face" BadDieFace { face: u32 },
                /// A throw is either faces or dice and losses.
                "throw_form" ThrowForm,
                /// The captured territory must be occupied first.
                "occupy_first" OccupyFirst { territory: TerritoryId },
                /// There is no captured territory waiting.
                "nothing_to_occupy" NothingToOccupy,

                // --- fortify ---
                /// The move must leave 1 army behind.
                "move_leaves_none" MoveLeavesNone {
                    from: TerritoryId,
                    max: u32,
                    got: u32,
                },

                // --- clock and the end ---
                /// The clock was already started.
                "clock_started" ClockStarted,
                /// The clock has not been started.
                "clock_not_started" ClockNotStarted,
                /// The clock is not running.
                "clock_not_running" ClockNotRunning,
                /// The clock is not paused.
                "clock_not_paused" ClockNotPaused,
                /// A clock event earlier than the previous one.
                "clock_backwards" ClockBackwards,
                /// Ending a match early needs a reason.
                "end_match_reason" EndMatchReason,

                $($own)*
            }
        }
    };
}

pub(crate) use risiko_refusals;

risiko_refusals! {
    /// A refused classic action or setup.
    // Each variant's doc says what its numbers are; repeating it per field adds nothing.
    #[allow(missing_docs)]
    #[derive(Debug, Clone, PartialEq, Eq, Serialize)]
    #[serde(tag = "code")]
    pub enum Refusal {
        // --- setup ---
        /// Two players need the three piles (or a seed) as setup.
        "setup_missing" SetupMissing,
        /// A setup form that does not fit the number of players.
        "setup_form" SetupForm,
        /// A territory is missing from the final setup or the piles.
        "setup_incomplete" SetupIncomplete { territory: TerritoryId },
        /// A territory is in two piles, or twice in one.
        "setup_duplicate" SetupDuplicate { territory: TerritoryId },
        /// A neutral owner at a table of three or more.
        "neutral_not_allowed" NeutralNotAllowed { territory: TerritoryId },
        /// The final setup gives the seat the wrong number of territories.
        "setup_territory_count" SetupTerritoryCount {
            owner: Owner,
            count: u32,
            expected: u32,
        },
        /// The final setup gives the seat the wrong number of armies.
        "setup_armies" SetupArmies {
            owner: Owner,
            count: u32,
            expected: u32,
        },
        /// The final setup leaves a territory without armies.
        "setup_empty_territory" SetupEmptyTerritory { territory: TerritoryId },
        /// Seat 0 chooses first (seats are in turn order).
        "pick_first" PickFirst { seat: Seat },

        // --- claims and setup placement ---
        /// The territory already has an owner.
        "territory_taken" TerritoryTaken {
            territory: TerritoryId,
            owner: Owner,
        },
        /// A setup placement turn is exactly 1 army.
        "placement_one_army" PlacementOneArmy { got: u32 },
        /// Two players: a setup placement turn is 2 own armies and 1 neutral army.
        "placement_two_plus_one" PlacementTwoPlusOne { own: u32, neutral: u32 },
        /// The player has no armies left to place.
        "no_armies_left" NoArmiesLeft { seat: Seat },
        /// The neutral army goes on a neutral territory.
        "not_neutral" NotNeutral { territory: TerritoryId },

        // --- reinforcements and cards ---
        /// A hand of 5 or 6 at the start of the turn must trade first.
        "forced_trade_pending" ForcedTradePending { cards: u32 },
        /// After an elimination the hand must come down to 4 first.
        "elimination_trade_pending" EliminationTradePending { cards: u32 },
        /// Trades and placements end with the first attack or the fortify move.
        "reinforcement_over" ReinforcementOver,
        /// The card was traded and has not come back up from the deck yet.
        "card_in_deck" CardInDeck { card: Card },
        /// The three cards do not form a set.
        "not_a_set" NotASet,
        /// The map is not sure of the card's symbol: the referee enters it.
        "symbol_needed" SymbolNeeded { territory: TerritoryId },
        /// A symbol that is not one of the three.
        "symbol_unknown" SymbolUnknown { symbol: String },
        /// The card showed another symbol earlier in the match (or on the map).
        "symbol_contradicts" SymbolContradicts {
            territory: TerritoryId,
            symbol: String,
            known: String,
        },
        /// A symbol entered for a card not in the trade.
        "symbol_not_traded" SymbolNotTraded { territory: TerritoryId },
        /// The bonus territory is not on a traded card.
        "bonus_not_on_card" BonusNotOnCard { territory: TerritoryId },
        /// The bonus territory is not the player's.
        "bonus_not_owned" BonusNotOwned { territory: TerritoryId },
        /// The 2 extra armies were already taken this turn.
        "bonus_used" BonusUsed,
        /// After an elimination, trading stops at 4 cards.
        "trade_stop" TradeStop { cards: u32 },

        // --- attacks ---
        /// The two territories do not share a border.
        "attack_not_adjacent" AttackNotAdjacent { from: TerritoryId, to: TerritoryId },
        /// The attacker throws 1 to 3 dice.
        "attacker_dice" AttackerDice { dice: u32 },
        /// The defender throws 1 or 2 dice.
        "defender_dice" DefenderDice { dice: u32 },
        /// The attacker needs one more army than dice.
        "too_many_attacker_dice" TooManyAttackerDice {
            from: TerritoryId,
            armies: u32,
            dice: u32,
        },
        /// The defender throws 2 dice only with 2 armies.
        "too_many_defender_dice" TooManyDefenderDice {
            to: TerritoryId,
            armies: u32,
            dice: u32,
        },
        /// Losses must be possible for the dice thrown.
        "losses_inconsistent" LossesInconsistent { dice: [u32; 2], losses: [u32; 2] },
        /// The tournament allows only the other throw form.
        "dice_entry_form" DiceEntryForm { allowed: &'static str },
        /// The fortify move ends the attacks.
        "attack_after_move" AttackAfterMove,
        /// The occupation is below the dice of the last throw.
        "occupation_too_small" OccupationTooSmall {
            territory: TerritoryId,
            min: u32,
            got: u32,
        },
        /// The occupation must leave 1 army behind.
        "occupation_leaves_none" OccupationLeavesNone {
            from: TerritoryId,
            max: u32,
            got: u32,
        },

        // --- fortify ---
        /// The turn's fortify move was already made.
        "move_done" MoveDone,
        /// The fortify move goes to an adjacent territory.
        "move_not_adjacent" MoveNotAdjacent { from: TerritoryId, to: TerritoryId },

        // --- clock and the end ---
        /// With `clock_checks`: the clock starts with the first reinforcement of round 1,
        /// not during the setup.
        "clock_start_early" ClockStartEarly,
        /// The last round was already announced.
        "last_round_announced" LastRoundAnnounced,
        /// The last round comes only when the match time is up.
        "last_round_early" LastRoundEarly { minutes: u32 },
        /// The last round is announced only under the `time` end rule.
        "last_round_not_timed" LastRoundNotTimed,
    }
}
