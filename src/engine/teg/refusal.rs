//! Why an action or a setup is refused: one variant per broken rule, with a stable
//! snake_case `code` (the rules page's §19) and the data the sentence needs. Each sentence
//! is the message `teg-refusal-CODE` in every language (`sentences.rs` gives its data).

use serde::Serialize;

use super::{Seat, SituationCard};
use crate::engine::map::{ContinentId, TerritoryId};

/// A refused action or setup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum Refusal {
    /// The match is over: nothing more can be recorded.
    MatchFinished,
    /// There is no seat seat at this table.
    UnknownSeat {
        /// The seat.
        seat: Seat,
    },
    /// seat is already out of the match.
    SeatEliminated {
        /// The seat.
        seat: Seat,
    },
    /// This log is for "ruleset", not T.E.G..
    WrongRuleset {
        /// The ruleset.
        ruleset: String,
    },
    /// T.E.G. La Revancha is played on the teg-revancha map, not "map".
    WrongMap {
        /// The map.
        map: String,
    },
    /// T.E.G. is played by 2 to 6 players, not seats.
    SeatCount {
        /// The seats.
        seats: usize,
    },
    /// List the players in seat order from 0: seat seat is out of order.
    SeatOrder {
        /// The seat.
        seat: Seat,
    },
    /// The colour "colour" is not one of the box's six or is used twice (blanco, negro, rojo, azul, amarillo, verde).
    BadColour {
        /// The colour.
        colour: String,
    },
    /// The deal does not say who received country: all 72 countries are needed.
    DealIncomplete {
        /// The country.
        country: TerritoryId,
    },
    /// seat received countries countries, but the share is share (with 5 players two get one more).
    DealShare {
        /// The seat.
        seat: Seat,
        /// The countries.
        countries: u32,
        /// The share.
        share: u32,
    },
    /// The border from–to is not one of the map's disputed borders: it cannot be removed or added.
    BorderNotDisputed {
        /// The from.
        from: TerritoryId,
        /// The to.
        to: TerritoryId,
    },
    /// The objectives name a seat that does not exist: "seat_raw".
    ObjectiveSeat {
        /// The seat.
        seat: String,
    },
    /// seat has count secret objectives, expected are needed.
    ObjectiveCount {
        /// The seat.
        seat: Seat,
        /// The count.
        count: usize,
        /// The expected.
        expected: usize,
    },
    /// Objective "objective" cannot be dealt: unknown, dealt twice, withdrawn for 2–3 players or the 20th card not written.
    ObjectiveUnavailable {
        /// The objective.
        objective: String,
    },
    /// "action" cannot be recorded now.
    NotNow {
        /// The action.
        action: &'static str,
    },
    /// It is not seat's turn: turn is to play.
    NotYourTurn {
        /// The seat.
        seat: Seat,
        /// The turn.
        turn: Seat,
    },
    /// The descanso card names a colour, and only it does.
    RestColourMissing,
    /// Every copy of the card card has already come out since the reshuffle.
    SituationUsedUp {
        /// The card.
        card: SituationCard,
    },
    /// seat's crisis die is missing: one die per player in the game.
    RollsIncomplete {
        /// The seat.
        seat: Seat,
    },
    /// A die shows 1 to 6, not value.
    BadDieValue {
        /// The value.
        value: u32,
    },
    /// The time for "action" in this turn is over: there is no going back.
    StageOver {
        /// The action.
        action: &'static str,
    },
    /// seat holds 5 cards: a trade is due before going on.
    TradeRequired {
        /// The seat.
        seat: Seat,
    },
    /// seat still has armies armies to place.
    UnplacedArmies {
        /// The seat.
        seat: Seat,
        /// The armies.
        armies: u32,
    },
    /// First move into the country just conquered.
    OccupyPending,
    /// Clock: event not valid now (fault).
    #[serde(rename = "clock_event")]
    Clock {
        /// The fault.
        fault: &'static str,
    },
    /// Zero on country: list only the countries that receive something.
    ZeroAmount {
        /// The country.
        country: TerritoryId,
    },
    /// country is not held by seat alone.
    NotYourCountry {
        /// The seat.
        seat: Seat,
        /// The country.
        country: TerritoryId,
    },
    /// country is blockaded: it cannot receive armies or missiles.
    Blockaded {
        /// The country.
        country: TerritoryId,
    },
    /// seat must place exactly due armies (a missile is worth 6), not placed.
    WrongQuota {
        /// The seat.
        seat: Seat,
        /// The placed.
        placed: u32,
        /// The due.
        due: u32,
    },
    /// seat places placed armies but has due (a continent's armies go inside it).
    OverAllowance {
        /// The seat.
        seat: Seat,
        /// The placed.
        placed: u32,
        /// The due.
        due: u32,
    },
    /// country has armies armies, at least needed are needed.
    TooFewArmies {
        /// The country.
        country: TerritoryId,
        /// The armies.
        armies: u32,
        /// The needed.
        needed: u32,
    },
    /// This round's card card forbids it to seat.
    SituationForbids {
        /// The seat.
        seat: Seat,
        /// The card.
        card: SituationCard,
    },
    /// country already belongs to the attacker.
    OwnTarget {
        /// The country.
        country: TerritoryId,
    },
    /// Pact pact between seat and other covers this attack.
    PactForbids {
        /// The pact.
        pact: usize,
        /// The seat.
        seat: Seat,
        /// The other.
        other: Seat,
    },
    /// from and to do not border.
    NotAdjacent {
        /// The from.
        from: TerritoryId,
        /// The to.
        to: TerritoryId,
    },
    /// A throw is recorded with the dice or with the losses, not both nor neither.
    ThrowForm,
    /// The side's dice: dice, allowed min to max.
    WrongDiceCount {
        /// The side.
        side: &'static str,
        /// The dice.
        dice: u32,
        /// The min.
        min: u32,
        /// The max.
        max: u32,
    },
    /// Losses attacker and defender: they must add up to pairs and not exceed the armies at stake.
    LossesInconsistent {
        /// The attacker.
        attacker: u32,
        /// The defender.
        defender: u32,
        /// The pairs.
        pairs: u32,
    },
    /// Move in 1 to max armies, not armies.
    OccupyOutOfRange {
        /// The armies.
        armies: u32,
        /// The max.
        max: u32,
    },
    /// to is more than three borders from from.
    MissileOutOfRange {
        /// The from.
        from: TerritoryId,
        /// The to.
        to: TerritoryId,
    },
    /// country has no missile.
    NoMissile {
        /// The country.
        country: TerritoryId,
    },
    /// country has armies armies and the missile would destroy damage: one must stay.
    MissileTargetTooWeak {
        /// The country.
        country: TerritoryId,
        /// The armies.
        armies: u32,
        /// The damage.
        damage: u32,
    },
    /// from has mine missiles and to theirs: the firing country needs more than the target.
    MissileOutgunned {
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
    MissileOverfliesPact {
        /// The pact.
        pact: usize,
        /// The from.
        from: TerritoryId,
        /// The to.
        to: TerritoryId,
    },
    /// From country free_armies armies and free_missiles missiles may move, not armies and missiles.
    RegroupTooMany {
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
    PactInvalid {
        /// The reason.
        reason: &'static str,
    },
    /// Under Fair Play a pact is recorded in one party's turn (parties); it is turn's turn.
    PactOutOfTurn {
        /// The parties.
        parties: [Seat; 2],
        /// The turn.
        turn: Seat,
    },
    /// There is no standing pact pact.
    UnknownPact {
        /// The pact.
        pact: usize,
    },
    /// seat is not a party to pact pact.
    NotAParty {
        /// The seat.
        seat: Seat,
        /// The pact.
        pact: usize,
    },
    /// Pact pact has already been broken.
    PactAlreadyBroken {
        /// The pact.
        pact: usize,
    },
    /// seat has already traded this round.
    OneTradePerRound {
        /// The seat.
        seat: Seat,
    },
    /// seat does not hold the card of country.
    CardNotHeld {
        /// The seat.
        seat: Seat,
        /// The country.
        country: TerritoryId,
    },
    /// The figures given for country are not the ones already recorded.
    FiguresConflict {
        /// The country.
        country: TerritoryId,
    },
    /// Invalid figures for country: one, two, or the supertarjeta avión + barco + tanque.
    FiguresInvalid {
        /// The country.
        country: TerritoryId,
    },
    /// The figures of the country card are not known: enter them in the trade.
    FiguresUnknown {
        /// The country.
        country: TerritoryId,
    },
    /// seat does not hold the continent continent card.
    ContinentCardNotHeld {
        /// The seat.
        seat: Seat,
        /// The continent.
        continent: ContinentId,
    },
    /// The cards do not make a trade: three alike, three different or a card worth a set alone.
    TradeNotASet,
    /// One card too many: the trade holds without it.
    TradeNotMinimal,
    /// seat conquered conquests countries this turn, needed are needed for a card (and one per turn).
    CardNotDue {
        /// The seat.
        seat: Seat,
        /// The conquests.
        conquests: u32,
        /// The needed.
        needed: u32,
    },
    /// Crisis: seat rolled lowest and takes no card this round.
    CrisisNoCard {
        /// The seat.
        seat: Seat,
    },
    /// seat already holds 5 cards: trade first.
    HandFull {
        /// The seat.
        seat: Seat,
    },
    /// The country card is in holder's hand.
    CardUnavailable {
        /// The country.
        country: TerritoryId,
        /// The holder.
        holder: Seat,
    },
    /// seat does not hold all of continent.
    ContinentNotHeld {
        /// The seat.
        seat: Seat,
        /// The continent.
        continent: ContinentId,
    },
    /// seat already holds the continent card or has used it.
    ContinentCardUsed {
        /// The seat.
        seat: Seat,
        /// The continent.
        continent: ContinentId,
    },
    /// seat did not complete continent by conquest.
    ContinentCardNotEarned {
        /// The seat.
        seat: Seat,
        /// The continent.
        continent: ContinentId,
    },
    /// seat is not entitled to the 3 armies on country (card, country, only once).
    BonusNotDue {
        /// The seat.
        seat: Seat,
        /// The country.
        country: TerritoryId,
    },
    /// country is a condominium: name the occupant attacked (`against`).
    AgainstMissing {
        /// The country.
        country: TerritoryId,
    },
    /// seat has no armies in country to attack.
    AgainstNotThere {
        /// The country.
        country: TerritoryId,
        /// The seat named.
        seat: Seat,
    },
    /// The co-owners of country, taken together, fight each other only from inside it.
    CondominiumFromInside {
        /// The country.
        country: TerritoryId,
    },
    /// No missile arrives on a share of the condominium country.
    CondominiumNoMissiles {
        /// The country.
        country: TerritoryId,
    },
    /// The joint attack of pact pact on country goes on: seat throws next.
    JointAttackPending {
        /// The aggression pact.
        pact: usize,
        /// Who throws next.
        seat: Seat,
        /// The target.
        country: TerritoryId,
    },
    /// An invalid aggression pact (reason).
    AggressionInvalid {
        /// Why.
        reason: &'static str,
    },
    /// The international zone pact on country forbids it (what).
    ZoneForbids {
        /// The zone's id.
        pact: usize,
        /// The zone country.
        country: TerritoryId,
        /// place, regroup, move_in, card_bonus.
        what: &'static str,
    },
    /// An invalid international zone (reason).
    ZoneInvalid {
        /// Why.
        reason: &'static str,
    },
    /// offender broke zone pact: the referee records the penalty first.
    ZoneBreachPending {
        /// The zone's id.
        pact: usize,
        /// The offender.
        offender: Seat,
    },
    /// No such zone breach to penalise (reason).
    ZoneBreachInvalid {
        /// Why.
        reason: &'static str,
    },
    /// seat lost the next country card it earns (a zone penalty without cards).
    ZonePenaltyNoCard {
        /// The seat.
        seat: Seat,
    },
    /// With 5 players the two leftover cards go to the two highest rolls: seat's is wrong.
    LeftoverRolls {
        /// The seat.
        seat: Seat,
    },
}

impl Refusal {
    /// The stable code.
    pub fn code(&self) -> &'static str {
        match self {
            Refusal::MatchFinished => "match_finished",
            Refusal::UnknownSeat { .. } => "unknown_seat",
            Refusal::SeatEliminated { .. } => "seat_eliminated",
            Refusal::WrongRuleset { .. } => "wrong_ruleset",
            Refusal::WrongMap { .. } => "wrong_map",
            Refusal::SeatCount { .. } => "seat_count",
            Refusal::SeatOrder { .. } => "seat_order",
            Refusal::BadColour { .. } => "bad_colour",
            Refusal::DealIncomplete { .. } => "deal_incomplete",
            Refusal::DealShare { .. } => "deal_share",
            Refusal::BorderNotDisputed { .. } => "border_not_disputed",
            Refusal::ObjectiveSeat { .. } => "objective_seat",
            Refusal::ObjectiveCount { .. } => "objective_count",
            Refusal::ObjectiveUnavailable { .. } => "objective_unavailable",
            Refusal::NotNow { .. } => "not_now",
            Refusal::NotYourTurn { .. } => "not_your_turn",
            Refusal::RestColourMissing => "rest_colour_missing",
            Refusal::SituationUsedUp { .. } => "situation_used_up",
            Refusal::RollsIncomplete { .. } => "rolls_incomplete",
            Refusal::BadDieValue { .. } => "bad_die_value",
            Refusal::StageOver { .. } => "stage_over",
            Refusal::TradeRequired { .. } => "trade_required",
            Refusal::UnplacedArmies { .. } => "unplaced_armies",
            Refusal::OccupyPending => "occupy_pending",
            Refusal::Clock { .. } => "clock_event",
            Refusal::ZeroAmount { .. } => "zero_amount",
            Refusal::NotYourCountry { .. } => "not_your_country",
            Refusal::Blockaded { .. } => "blockaded",
            Refusal::WrongQuota { .. } => "wrong_quota",
            Refusal::OverAllowance { .. } => "over_allowance",
            Refusal::TooFewArmies { .. } => "too_few_armies",
            Refusal::SituationForbids { .. } => "situation_forbids",
            Refusal::OwnTarget { .. } => "own_target",
            Refusal::PactForbids { .. } => "pact_forbids",
            Refusal::NotAdjacent { .. } => "not_adjacent",
            Refusal::ThrowForm => "throw_form",
            Refusal::WrongDiceCount { .. } => "wrong_dice_count",
            Refusal::LossesInconsistent { .. } => "losses_inconsistent",
            Refusal::OccupyOutOfRange { .. } => "occupy_out_of_range",
            Refusal::MissileOutOfRange { .. } => "missile_out_of_range",
            Refusal::NoMissile { .. } => "no_missile",
            Refusal::MissileTargetTooWeak { .. } => "missile_target_too_weak",
            Refusal::MissileOutgunned { .. } => "missile_outgunned",
            Refusal::MissileOverfliesPact { .. } => "missile_overflies_pact",
            Refusal::RegroupTooMany { .. } => "regroup_too_many",
            Refusal::PactInvalid { .. } => "pact_invalid",
            Refusal::PactOutOfTurn { .. } => "pact_out_of_turn",
            Refusal::UnknownPact { .. } => "unknown_pact",
            Refusal::NotAParty { .. } => "not_a_party",
            Refusal::PactAlreadyBroken { .. } => "pact_already_broken",
            Refusal::OneTradePerRound { .. } => "one_trade_per_round",
            Refusal::CardNotHeld { .. } => "card_not_held",
            Refusal::FiguresConflict { .. } => "figures_conflict",
            Refusal::FiguresInvalid { .. } => "figures_invalid",
            Refusal::FiguresUnknown { .. } => "figures_unknown",
            Refusal::ContinentCardNotHeld { .. } => "continent_card_not_held",
            Refusal::TradeNotASet => "trade_not_a_set",
            Refusal::TradeNotMinimal => "trade_not_minimal",
            Refusal::CardNotDue { .. } => "card_not_due",
            Refusal::CrisisNoCard { .. } => "crisis_no_card",
            Refusal::HandFull { .. } => "hand_full",
            Refusal::CardUnavailable { .. } => "card_unavailable",
            Refusal::ContinentNotHeld { .. } => "continent_not_held",
            Refusal::ContinentCardUsed { .. } => "continent_card_used",
            Refusal::ContinentCardNotEarned { .. } => "continent_card_not_earned",
            Refusal::BonusNotDue { .. } => "bonus_not_due",
            Refusal::AgainstMissing { .. } => "against_missing",
            Refusal::AgainstNotThere { .. } => "against_not_there",
            Refusal::CondominiumFromInside { .. } => "condominium_from_inside",
            Refusal::CondominiumNoMissiles { .. } => "condominium_no_missiles",
            Refusal::JointAttackPending { .. } => "joint_attack_pending",
            Refusal::AggressionInvalid { .. } => "aggression_invalid",
            Refusal::ZoneForbids { .. } => "zone_forbids",
            Refusal::ZoneInvalid { .. } => "zone_invalid",
            Refusal::ZoneBreachPending { .. } => "zone_breach_pending",
            Refusal::ZoneBreachInvalid { .. } => "zone_breach_invalid",
            Refusal::ZonePenaltyNoCard { .. } => "zone_penalty_no_card",
            Refusal::LeftoverRolls { .. } => "leftover_rolls",
        }
    }
}
