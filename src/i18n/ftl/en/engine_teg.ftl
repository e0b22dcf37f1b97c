# The T.E.G. engine's sentences: refusals, history lines, what a pact forbids and the
# names of the game's things. Players, countries and continents come as arguments, already
# named in the language; the situation cards' names are the board's (`teg-card-*`).

## Names

teg-word-player = Player { $n }
teg-word-colour = { $colour ->
    [blanco] white
    [negro] black
    [rojo] red
    [azul] blue
    [amarillo] yellow
    [verde] green
   *[other] { $colour }
    }
teg-word-pact = { $kind ->
    [countries] Pact between countries
    [continent] Continent pact
    [frontier] Frontier pact
    [world] World pact
    [aggression] Aggression pact
   *[condominium] Condominium pact
    }
teg-history-clock-start = Clock started
teg-history-clock-pause = Clock paused
teg-history-clock-resume = Clock resumed
teg-history-clock-time_up = Time is up: this round is the last
teg-word-phase-placement = initial placement
teg-word-phase-situation = situation card
teg-word-phase-crisis_rolls = crisis rolls
teg-word-phase-extra_reinforcements = extra reinforcements
teg-word-phase-incorporation = incorporation
teg-word-phase-attack = attacks
teg-word-phase-occupy = occupation
teg-word-phase-regroup = regrouping
teg-word-phase-cards = cards
teg-word-phase-finished = match over
# Why a zone, an aggression pact or a zone penalty is invalid.
teg-word-reason = { $reason ->
    [same_party] both parties are the same player
    [three_trades_each] each party must have made 3 trades
    [one_zone_each] each player has one international zone at a time
    [zone_held_by_a_party] the zone's country must belong to one of the parties
    [zone_has_one_army] the zone's country must hold a single army
    [zone_borders_both] the zone's country must border a country of each party
    [target_of_a_party] the country attacked must belong to a third colour
    [target_not_held_alone] the country attacked must be held by one colour
    [one_aggressor_country_each] one aggressor country is needed for each ally
    [one_at_a_time] an aggression pact is already waiting to be carried out
    [not_pending] the pact is not an aggression pact still to be carried out
    [move_in_by_the_allies_only] only the two allies move in
    [no_such_breach] no breach of this zone to penalise
    [card_to_take] the offender holds cards: name the one taken at random
   *[other] invalid data
    }

## Refusals

teg-refusal-match_finished = The match is over: nothing more can be recorded
teg-refusal-unknown_seat = There is no seat { $seat } at this table
teg-refusal-seat_eliminated = { $seat } is already out of the match
teg-refusal-wrong_ruleset = This log is for "{ $ruleset }", not T.E.G.
teg-refusal-wrong_map = T.E.G. La Revancha is played on the teg-revancha map, not "{ $map }"
teg-refusal-seat_count = T.E.G. is played by 2 to 6 players, not { $seats }
teg-refusal-seat_order = List the players in seat order from 0: seat { $seat } is out of order
teg-refusal-bad_colour = The colour "{ $colour }" is not one of the box's six or is used twice (blanco, negro, rojo, azul, amarillo, verde)
teg-refusal-deal_incomplete = The deal does not say who received { $country }: all 72 countries are needed
teg-refusal-deal_share = { $seat } received { $countries } countries, but the share is { $share } (with 5 players two get one more)
teg-refusal-border_not_disputed = The border { $from }–{ $to } is not one of the map's disputed borders: it cannot be removed or added
teg-refusal-objective_seat = The objectives name a seat that does not exist: "{ $seat }"
teg-refusal-objective_count = { $seat } has { $count } secret objectives, { $expected } are needed
teg-refusal-objective_unavailable = Objective "{ $objective }" cannot be dealt: unknown, dealt twice, withdrawn for 2–3 players or the 20th card not written
teg-refusal-not_now = It is not possible to record { $action } now
teg-refusal-not_your_turn = It is not { $seat }'s turn: { $turn } is to play
teg-refusal-rest_colour_missing = The "Rest" card names a colour, and only it does
teg-refusal-situation_used_up = Every copy of the «{ $card }» card has already come out since the reshuffle
teg-refusal-rolls_incomplete = { $seat }'s crisis die is missing: one die per player in the game
teg-refusal-bad_die_value = A die shows 1 to 6, not { $value }
teg-refusal-stage_over = The time for { $action } in this turn is over: there is no going back
teg-refusal-trade_required = { $seat } holds 5 cards: a trade is due before going on
teg-refusal-unplaced_armies = { $seat } still has { $armies } armies to place
teg-refusal-occupy_pending = First move into the country just conquered
teg-refusal-clock_event = Clock: event not valid now ({ $fault ->
    [started] the clock has already started
    [not_started] the clock has not started
    [not_running] the clock is not running
   *[other] the clock is not paused
    })
teg-refusal-zero_amount = Zero on { $country }: list only the countries that receive something
teg-refusal-not_your_country = { $country } is not held by { $seat } alone
teg-refusal-blockaded = { $country } is blockaded: it cannot receive armies or missiles
teg-refusal-wrong_quota = { $seat } must place exactly { $due } armies (a missile is worth 6), not { $placed }
teg-refusal-over_allowance = { $seat } places { $placed } armies but has { $due } (a continent's armies go inside it)
teg-refusal-too_few_armies = { $country } has { $armies } armies, at least { $needed } are needed
teg-refusal-situation_forbids = This round's «{ $card }» card forbids it to { $seat }
teg-refusal-own_target = { $country } already belongs to the attacker
teg-refusal-pact_forbids = Pact { $pact } between { $seat } and { $other } covers this attack
teg-refusal-not_adjacent = { $from } and { $to } do not border
teg-refusal-throw_form = A throw is recorded with the dice or with the losses, not both nor neither
teg-refusal-wrong_dice_count = The { $side ->
    [attacker] attacker
   *[other] defender
    }'s dice: { $dice }, allowed { $min } to { $max }
teg-refusal-losses_inconsistent = Losses { $attacker } and { $defender }: they must add up to { $pairs } and not exceed the armies at stake
teg-refusal-occupy_out_of_range = Move in 1 to { $max } armies, not { $armies }
teg-refusal-missile_out_of_range = { $to } is more than three borders from { $from }
teg-refusal-no_missile = { $country } has no missile
teg-refusal-missile_target_too_weak = { $country } has { $armies } armies and the missile would destroy { $damage }: one must stay
teg-refusal-missile_outgunned = { $from } has { $mine } missiles and { $to } { $theirs }: the firing country needs more than the target
teg-refusal-missile_overflies_pact = From { $from } to { $to } the missile would fly over pact { $pact }
teg-refusal-regroup_too_many = From { $country } { $free_armies } armies and { $free_missiles } missiles may move, not { $armies } and { $missiles }
teg-refusal-pact_invalid = Invalid pact ({ $reason })
teg-refusal-pact_out_of_turn = Under Fair Play a pact is recorded in one party's turn ({ $first }, { $second }); it is { $turn }'s turn
teg-refusal-unknown_pact = There is no standing pact { $pact }
teg-refusal-not_a_party = { $seat } is not a party to pact { $pact }
teg-refusal-pact_already_broken = Pact { $pact } has already been broken
teg-refusal-one_trade_per_round = { $seat } has already traded this round
teg-refusal-card_not_held = { $seat } does not hold the card of { $country }
teg-refusal-figures_conflict = The figures given for { $country } are not the ones already recorded
teg-refusal-figures_invalid = Invalid figures for { $country }: one, two, or the supertarjeta avión + barco + tanque
teg-refusal-figures_unknown = The figures of the { $country } card are not known: enter them in the trade
teg-refusal-continent_card_not_held = { $seat } does not hold the { $continent } continent card
teg-refusal-trade_not_a_set = The cards do not make a trade: three alike, three different or a card worth a set alone
teg-refusal-trade_not_minimal = One card too many: the trade holds without it
teg-refusal-card_not_due = { $seat } conquered { $conquests } countries this turn, { $needed } are needed for a card (and one per turn)
teg-refusal-crisis_no_card = Crisis: { $seat } rolled lowest and takes no card this round
teg-refusal-hand_full = { $seat } already holds 5 cards: trade first
teg-refusal-card_unavailable = The { $country } card is in { $holder }'s hand
teg-refusal-continent_not_held = { $seat } does not hold all of { $continent }
teg-refusal-continent_card_used = { $seat } already holds the { $continent } card or has used it
teg-refusal-continent_card_not_earned = { $seat } did not complete { $continent } by conquest
teg-refusal-bonus_not_due = { $seat } is not entitled to the 3 armies on { $country } (card, country, only once)
teg-refusal-against_missing = { $country } is a condominium: name the occupant attacked
teg-refusal-against_not_there = { $seat } has no armies in { $country } to attack
teg-refusal-condominium_from_inside = The allies who took { $country } together attack each other there only from inside, once the pact is broken
teg-refusal-condominium_no_missiles = No missile arrives on a share of the condominium { $country }
teg-refusal-joint_attack_pending = The joint attack of aggression pact { $pact } on { $country } goes on: { $seat } throws next
teg-refusal-aggression_invalid = Invalid aggression pact: { $why }
teg-refusal-zone_forbids = International zone { $pact } on { $country } forbids it: { $country } keeps a single army, no { $what ->
    [place] reinforcing it with new armies
    [regroup] moving armies into it
    [move_in] moving in more than one army
   *[other] taking its card's 3 armies
    }
teg-refusal-zone_invalid = Invalid international zone: { $why }
teg-refusal-zone_breach_pending = { $seat } did not attack international zone { $pact }: record the penalty first
teg-refusal-zone_breach_invalid = Invalid zone penalty: { $why }
teg-refusal-zone_penalty_no_card = { $seat } loses this card: an international zone penalty with no card in hand
teg-refusal-leftover_rolls = With 5 players the 2 leftover cards go to the 2 highest rolls: { $seat }'s roll does not match

## History

teg-history-place = { $who } places { $armies ->
    [one] { $armies } army
   *[other] { $armies } armies
    }
teg-history-place_missiles = { $who } places { $missiles ->
    [one] { $missiles } missile
   *[other] { $missiles } missiles
    }
teg-history-place_both = { $who } places { $armies ->
    [one] { $armies } army
   *[other] { $armies } armies
    } and { $missiles ->
    [one] { $missiles } missile
   *[other] { $missiles } missiles
    }
teg-history-convert = { $who } turns armies into { $missiles ->
    [one] { $missiles } missile
   *[other] { $missiles } missiles
    } on { $country }
teg-history-situation = { $who } reveals the "{ $card }" card
teg-history-situation_colour = { $who } reveals the "{ $card }" card ({ $colour })
teg-history-crisis_rolls = Crisis rolls
teg-history-trade = { $who } trades cards
teg-history-attack = { $who } attacks { $to } from { $from }
teg-history-occupy = { $who } moves in { $armies } armies
teg-history-missile = { $who } fires a missile from { $from } at { $to }
teg-history-regroup = { $who } moves { $armies } armies and { $missiles } missiles from { $from } to { $to }
teg-history-draw_card = { $who } draws a country card
teg-history-claim_continent_card = { $who } takes the { $continent } continent card
teg-history-card_bonus = { $who } puts the card's 3 armies on { $country }
teg-history-end_turn = { $who } ends the turn
teg-history-pact = { $pact }: { $first } and { $second }
teg-history-break_pact = { $who } breaks pact { $pact }
teg-history-zone_pact = International zone on { $country } between { $first } and { $second }
teg-history-zone_breach = { $who } pays the international zone's penalty
teg-history-aggression_pact = Aggression pact between { $first } and { $second } against { $country }
teg-history-cancel_pact = Aggression pact { $pact } is cancelled
teg-history-occupy_condominium = The allies move in { $armies } armies: a condominium
teg-history-end_match = The referee ends the match: { $reason }

## What a pact forbids, naming its parties ($first, $second)

teg-pact_forbids-countries = attacks and missiles between { $first }'s { $a } and { $second }'s { $b }, and missiles flying over that border
teg-pact_forbids-continent = attacks and missiles between { $first } and { $second } inside { $a }
teg-pact_forbids-frontier = attacks and missiles between { $first } and { $second } from { $a } to { $b } and back
teg-pact_forbids-world = every attack and missile between { $first } and { $second }
teg-pact_forbids-aggression_countries = attacks among { $first }'s { $a }, { $second }'s { $b } and { $target } for a round (joint attack on { $target })
teg-pact_forbids-aggression = every attack between { $first } and { $second } for a round (joint attack on { $target })
teg-pact_forbids-condominium = attacks between { $first } and { $second } in { $a }, and from { $a } on each other's countries
