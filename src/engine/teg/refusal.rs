//! Why an action or a setup is refused: one variant per broken rule, with a stable
//! snake_case `code` (the rules page's §19) and the data the sentence needs. Each sentence
//! is the message `teg-refusal-CODE` in every language (`sentences.rs` gives its data).

use serde::Serialize;

use super::{Seat, SituationCard};
use crate::engine::map::{ContinentId, TerritoryId};

crate::engine::codes::coded! { code;
    /// A refused action or setup.
    #[derive(Debug, Clone, PartialEq, Eq, Serialize)]
    #[serde(tag = "code")]
    pub enum Refusal {
        /// The match is over: nothing more can be recorded.
        "match_finished" MatchFinished,
        /// There is no seat seat at this table.
        "unknown_seat" UnknownSeat {
            /// The seat.
            seat: Seat,
        },
        /// seat is already out of the match.
        "seat_eliminated" SeatEliminated {
            /// The seat.
            seat: Seat,
        },
        /// This log is for "ruleset", not T.E.G..
        "wrong_ruleset" WrongRuleset {
            /// The ruleset.
            ruleset: String,
        },
        /// T.E.G. La Revancha is played on the teg-revancha map, not "map".
        "wrong_map" WrongMap {
            /// The map.
            map: String,
        },
        /// T.E.G. is played by 2 to 6 players, not seats.
        "seat_count" SeatCount {
            /// The seats.
            seats: usize,
        },
        /// List the players in seat order from 0: seat seat is out of order.
        "seat_order" SeatOrder {
            /// The seat.
            seat: Seat,
        },
        /// The colour "colour" is not one of the box's six or is used twice (blanco, negro,
        /// rojo, azul, amarillo, verde).
        "bad_colour" BadColour {
            /// The colour.
            colour: String,
        },
        /// The deal does not say who received country: all 72 countries are needed.
        "deal_incomplete" DealIncomplete {
            /// The country.
            country: TerritoryId,
        },
        /// seat received countries countries, but the share is share (with 5 players two
        /// get one more).
        "deal_share" DealShare {
            /// The seat.
            seat: Seat,
            /// The countries.
            countries: u32,
            /// The share.
            share: u32,
        },
        /// The border from–to is not one of the map's disputed borders: it cannot be
        /// removed or added.
        "border_not_disputed" BorderNotDisputed {
            /// The from.
            from: TerritoryId,
            /// The to.
            to: TerritoryId,
        },
        /// The objectives name a seat that does not exist: "seat_raw".
        "objective_seat" ObjectiveSeat {
            /// The seat.
            seat: String,
        },
        /// seat has count secret objectives, expected are needed.
        "objective_count" ObjectiveCount {
            /// The seat.
            seat: Seat,
            /// The count.
            count: usize,
            /// The expected.
            expected: usize,
        },
        /// Objective "objective" cannot be dealt: unknown, dealt twice, withdrawn for 2–3
        /// players or the 20th card not written.
        "objective_unavailable" ObjectiveUnavailable {
            /// The objective.
            objective: String,
        },
        /// "action" cannot be recorded now.
        "not_now" NotNow {
            /// The action.
            action: &'static str,
        },
        /// It is not seat's turn: turn is to play.
        "not_your_turn" NotYourTurn {
            /// The seat.
            seat: Seat,
            /// The turn.
            turn: Seat,
        },
        /// The descanso card names a colour, and only it does.
        "rest_colour_missing" RestColourMissing,
        /// Every copy of the card card has already come out since the reshuffle.
        "situation_used_up" SituationUsedUp {
            /// The card.
            card: SituationCard,
        },
        /// seat's crisis die is missing: one die per player in the game.
        "rolls_incomplete" RollsIncomplete {
            /// The seat.
            seat: Seat,
        },
        /// A die shows 1 to 6, not value.
        "bad_die_value" BadDieValue {
            /// The value.
            value: u32,
        },
        /// The time for "action" in this turn is over: there is no going back.
        "stage_over" StageOver {
            /// The action.
            action: &'static str,
        },
        /// seat holds 5 cards: a trade is due before going on.
        "trade_required" TradeRequired {
            /// The seat.
            seat: Seat,
        },
        /// seat still has armies armies to place.
        "unplaced_armies" UnplacedArmies {
            /// The seat.
            seat: Seat,
            /// The armies.
            armies: u32,
        },
        /// First move into the country just conquered.
        "occupy_pending" OccupyPending,
        /// Clock: event not valid now (fault).
        "clock_event" Clock {
            /// The fault.
            fault: &'static str,
        },
        /// Zero on country: list only the countries that receive something.
        "zero_amount" ZeroAmount {
            /// The country.
            country: TerritoryId,
        },
        /// country is not held by seat alone.
        "not_your_country" NotYourCountry {
            /// The seat.
            seat: Seat,
            /// The country.
            country: TerritoryId,
        },
        /// country is blockaded: it cannot receive armies or missiles.
        "blockaded" Blockaded {
            /// The country.
            country: TerritoryId,
        },
        /// seat must place exactly due armies (a missile is worth 6), not placed.
        "wrong_quota" WrongQuota {
            /// The seat.
            seat: Seat,
            /// The placed.
            placed: u32,
            /// The due.
            due: u32,
        },
        /// seat places placed armies but has due (a continent's armies go inside it).
        "over_allowance" OverAllowance {
            /// The seat.
            seat: Seat,
            /// The placed.
            placed: u32,
            /// The due.
            due: u32,
        },
        /// country has armies armies, at least needed are needed.
        "too_few_armies" TooFewArmies {
            /// The country.
            country: TerritoryId,
            /// The armies.
            armies: u32,
            /// The needed.
            needed: u32,
        },
        /// This round's card card forbids it to seat.
        "situation_forbids" SituationForbids {
            /// The seat.
            seat: Seat,
            /// The card.
            card: SituationCard,
        },
        /// country already belongs to the attacker.
        "own_target" OwnTarget {
            /// The country.
            country: TerritoryId,
        },
        /// Pact pact between seat and other covers this attack.
        "pact_forbids" PactForbids {
            /// The pact.
            pact: usize,
            /// The seat.
            seat: Seat,
            /// The other.
            other: Seat,
        },
        /// from and to do not border.
        "not_adjacent" NotAdjacent {
            /// The from.
            from: TerritoryId,
            /// The to.
            to: TerritoryId,
        },
        /// A throw is recorded with the dice or with the losses, not both nor neither.
        "throw_form" ThrowForm,
        /// The side's dice: dice, allowed min to max.
        "wrong_dice_count" WrongDiceCount {
            /// The side.
            side: &'static str,
            /// The dice.
            dice: u32,
            /// The min.
            min: u32,
            /// The max.
            max: u32,
        },
        /// Losses attacker and defender: they must add up to pairs and not exceed the
        /// armies at stake.
        "losses_inconsistent" LossesInconsistent {
            /// The attacker.
            attacker: u32,
            /// The defender.
            defender: u32,
            /// The pairs.
            pairs: u32,
        },
        /// Move in 1 to max armies, not armies.
        "occupy_out_of_range" OccupyOutOfRange {
            /// The armies.
            armies: u32,
            /// The max.
            max: u32,
        },
        /// to is more than three borders from from.
        "missile_out_of_range" MissileOutOfRange {
            /// The from.
            from: TerritoryId,
            /// The to.
            to: TerritoryId,
        },
        /// country has no missile.
        "no_missile" NoMissile {
            /// The country.
            country: TerritoryId,
        },
        /// country has armies armies and the missile would destroy damage: one must stay.
        "missile_target_too_weak" MissileTargetTooWeak {
            /// The country.
            country: TerritoryId,
            /// The armies.
            armies: u32,
            /// The damage.
            damage: u32,
        },
        /// from has mine missiles and to theirs: the firing country needs more than the target.
        "missile_outgunned" MissileOutgunned {
            /// The from.
            from: TerritoryId,
            /// The to.
            to: TerritoryId,
            /// The mine.
            mine: u32,
            /// The theirs.
            theirs: u32,
        },
        /// From from to to the missile would fly over pact pact.
        "missile_overflies_pact" MissileOverfliesPact {
            /// The pact.
            pact: usize,
            /// The from.
            from: TerritoryId,
            /// The to.
            to: TerritoryId,
        },
        /// From country free_armies armies and free_missiles missiles may move, not armies
        /// and missiles.
        "regroup_too_many" RegroupTooMany {
            /// The country.
            country: TerritoryId,
            /// The armies.
            armies: u32,
            /// The missiles.
            missiles: u32,
            /// The free armies.
            free_armies: u32,
            /// The free missiles.
            free_missiles: u32,
        },
        /// Invalid pact (reason).
        "pact_invalid" PactInvalid {
            /// The reason.
            reason: &'static str,
        },
        /// Under Fair Play a pact is recorded in one party's turn (parties); it is turn's turn.
        "pact_out_of_turn" PactOutOfTurn {
            /// The parties.
            parties: [Seat; 2],
            /// The turn.
            turn: Seat,
        },
        /// There is no standing pact pact.
        "unknown_pact" UnknownPact {
            /// The pact.
            pact: usize,
        },
        /// seat is not a party to pact pact.
        "not_a_party" NotAParty {
            /// The seat.
            seat: Seat,
            /// The pact.
            pact: usize,
        },
        /// Pact pact has already been broken.
        "pact_already_broken" PactAlreadyBroken {
            /// The pact.
            pact: usize,
        },
        /// seat has already traded this round.
        "one_trade_per_round" OneTradePerRound {
            /// The seat.
            seat: Seat,
        },
        /// seat does not hold the card of country.
        "card_not_held" CardNotHeld {
            /// The seat.
            seat: Seat,
            /// The country.
            country: TerritoryId,
        },
        /// The figures given for country are not the ones already recorded.
        "figures_conflict" FiguresConflict {
            /// The country.
            country: TerritoryId,
        },
        /// Invalid figures for country: one, two, or the supertarjeta avión + barco + tanque.
        "figures_invalid" FiguresInvalid {
            /// The country.
            country: TerritoryId,
        },
        /// The figures of the country card are not known: enter them in the trade.
        "figures_unknown" FiguresUnknown {
            /// The country.
            country: TerritoryId,
        },
        /// seat does not hold the continent continent card.
        "continent_card_not_held" ContinentCardNotHeld {
            /// The seat.
            seat: Seat,
            /// The continent.
            continent: ContinentId,
        },
        /// The cards do not make a trade: three alike, three different or a card worth a set alone.
        "trade_not_a_set" TradeNotASet,
        /// One card too many: the trade holds without it.
        "trade_not_minimal" TradeNotMinimal,
        /// seat conquered conquests countries this turn, needed are needed for a card (and
        /// one per turn).
        "card_not_due" CardNotDue {
            /// The seat.
            seat: Seat,
            /// The conquests.
            conquests: u32,
            /// The needed.
            needed: u32,
        },
        /// Crisis: seat rolled lowest and takes no card this round.
        "crisis_no_card" CrisisNoCard {
            /// The seat.
            seat: Seat,
        },
        /// seat already holds 5 cards: trade first.
        "hand_full" HandFull {
            /// The seat.
            seat: Seat,
        },
        /// The country card is in holder's hand.
        "card_unavailable" CardUnavailable {
            /// The country.
            country: TerritoryId,
            /// The holder.
            holder: Seat,
        },
        /// seat does not hold all of continent.
        "continent_not_held" ContinentNotHeld {
            /// The seat.
            seat: Seat,
            /// The continent.
            continent: ContinentId,
        },
        /// seat already holds the continent card or has used it.
        "continent_card_used" ContinentCardUsed {
            /// The seat.
            seat: Seat,
            /// The continent.
            continent: ContinentId,
        },
        /// seat did not complete continent by conquest.
        "continent_card_not_earned" ContinentCardNotEarned {
            /// The seat.
            seat: Seat,
            /// The continent.
            continent: ContinentId,
        },
        /// seat is not entitled to the 3 armies on country (card, country, only once).
        "bonus_not_due" BonusNotDue {
            /// The seat.
            seat: Seat,
            /// The country.
            country: TerritoryId,
        },
        /// country is a condominium: name the occupant attacked (`against`).
        "against_missing" AgainstMissing {
            /// The country.
            country: TerritoryId,
        },
        /// seat has no armies in country to attack.
        "against_not_there" AgainstNotThere {
            /// The country.
            country: TerritoryId,
            /// The seat named.
            seat: Seat,
        },
        /// The co-owners of country, taken together, fight each other only from inside it.
        "condominium_from_inside" CondominiumFromInside {
            /// The country.
            country: TerritoryId,
        },
        /// No missile arrives on a share of the condominium country.
        "condominium_no_missiles" CondominiumNoMissiles {
            /// The country.
            country: TerritoryId,
        },
        /// The joint attack of pact pact on country goes on: seat throws next.
        "joint_attack_pending" JointAttackPending {
            /// The aggression pact.
            pact: usize,
            /// Who throws next.
            seat: Seat,
            /// The target.
            country: TerritoryId,
        },
        /// An invalid aggression pact (reason).
        "aggression_invalid" AggressionInvalid {
            /// Why.
            reason: &'static str,
        },
        /// The international zone pact on country forbids it (what).
        "zone_forbids" ZoneForbids {
            /// The zone's id.
            pact: usize,
            /// The zone country.
            country: TerritoryId,
            /// place, regroup, move_in, card_bonus.
            what: &'static str,
        },
        /// An invalid international zone (reason).
        "zone_invalid" ZoneInvalid {
            /// Why.
            reason: &'static str,
        },
        /// offender broke zone pact: the referee records the penalty first.
        "zone_breach_pending" ZoneBreachPending {
            /// The zone's id.
            pact: usize,
            /// The offender.
            offender: Seat,
        },
        /// No such zone breach to penalise (reason).
        "zone_breach_invalid" ZoneBreachInvalid {
            /// Why.
            reason: &'static str,
        },
        /// seat lost the next country card it earns (a zone penalty without cards).
        "zone_penalty_no_card" ZonePenaltyNoCard {
            /// The seat.
            seat: Seat,
        },
        /// With 5 players the two leftover cards go to the two highest rolls: seat's is wrong.
        "leftover_rolls" LeftoverRolls {
            /// The seat.
            seat: Seat,
        },
    }
}
