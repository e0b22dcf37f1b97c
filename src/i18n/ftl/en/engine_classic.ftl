# The classic Risiko engine's sentences: refusals (classic-refusal-<code>), history lines
# (classic-history-…), phase words (classic-phase-…) and the counted nouns they use.
# RisiKo! torneo reuses the ones whose words are the same in every language.

classic-count-armies =
    { $n ->
        [one] 1 army
       *[other] { $n } armies
    }
classic-count-cards =
    { $n ->
        [one] 1 card
       *[other] { $n } cards
    }
classic-count-dice =
    { $n ->
        [one] 1 die
       *[other] { $n } dice
    }
classic-count-territories =
    { $n ->
        [one] 1 territory
       *[other] { $n } territories
    }
classic-card-jolly = jolly
classic-unknown-player = an unknown player
classic-the-neutral = the neutral

classic-refusal-player_count = Classic Risiko is played by 2 to 5 (6 only if the tournament sets the starting armies), not { $count }
classic-refusal-seat_order = Player #{ $position } says seat { $seat }: seats are listed in turn order, from 0
classic-refusal-setup_missing = Two players need the three piles of 14 territories (or the seed the app deals them from)
classic-refusal-setup_form = This form of setup does not fit this number of players
classic-refusal-setup_incomplete = Incomplete setup: { $territory } is missing
classic-refusal-setup_duplicate = { $territory } appears twice in the setup
classic-refusal-neutral_not_allowed = { $territory } is neutral, but neutrals exist only in the two-player game
classic-refusal-setup_territory_count = { $who } has { $territories }: { $expected } are needed
classic-refusal-setup_armies = { $who } has { $armies } on the board: { $expected } are needed
classic-refusal-setup_empty_territory = { $territory } has no armies: every territory holds at least 1
classic-refusal-pick_first = The first to choose is the first in turn order, not { $who }
classic-refusal-match_finished = The match is over
classic-refusal-unknown_seat = There is no seat { $seat } at this table
classic-refusal-seat_eliminated = { $who } has been eliminated
classic-refusal-not_your_turn = It is not { $who }'s turn: it is { $current }'s
classic-refusal-not_now = It is not possible to record { $action } now (phase: { $phase })
classic-refusal-territory_taken = { $territory } already belongs to { $who }
classic-refusal-placement_one_army = During setup one army is placed at a time, not { $got }
classic-refusal-placement_two_plus_one = Each placement turn is 2 own armies and 1 neutral army, not { $own } and { $neutral }
classic-refusal-no_armies_left = { $who } has already placed all their armies
classic-refusal-not_your_territory = { $territory } does not belong to { $who }
classic-refusal-not_neutral = { $territory } is not neutral: the neutral army goes on a neutral territory
classic-refusal-zero_tanks = The number of armies must be at least 1
classic-refusal-over_entitlement = { $armies } left to place, not { $got }
classic-refusal-bonus_only_there = The card's { $armies } go on { $territory } only
classic-refusal-reinforcements_unplaced = First place the armies still left: { $armies }
classic-refusal-forced_trade_pending = With { $cards } in hand at the start of the turn, at least one set must be traded first
classic-refusal-elimination_trade_pending = After the elimination the hand holds { $cards }: sets must be traded down to 4 or fewer
classic-refusal-reinforcement_over = Reinforcements come before the first attack and the fortify move
classic-refusal-trade_three_cards = A set is 3 cards, not { $got }
classic-refusal-not_enough_cards = The hand holds only { $cards }: 3 are needed
classic-refusal-card_twice = The card { $card } appears twice (there are only 2 jolly)
classic-refusal-card_in_deck = The card { $card } was traded and is still in the deck: it cannot be in a hand
classic-refusal-not_a_set = These 3 cards are not a set: 3 alike, 3 different, or 2 cards and a jolly
classic-refusal-symbol_needed = Which symbol does the card { $territory } show? Enter it (fante, cannone or cavallo)
classic-refusal-symbol_unknown = "{ $symbol }" is not a symbol: fante, cannone or cavallo
classic-refusal-symbol_contradicts = The card { $territory } shows { $known }, not { $symbol }
classic-refusal-symbol_not_traded = A symbol is given for { $territory }, which is not among the traded cards
classic-refusal-bonus_not_on_card = { $territory } is on none of the traded cards
classic-refusal-bonus_not_owned = { $territory } is not yours: the 2 extra armies go on an own territory
classic-refusal-bonus_used = The 2 armies for an owned territory are taken only once a turn
classic-refusal-trade_stop = With { $cards } in hand after the elimination, no more sets until the next turn
classic-refusal-attack_not_adjacent = { $from } does not border { $to }
classic-refusal-attack_own_territory = { $territory } is yours: you cannot attack it
classic-refusal-attacker_needs_two_armies = { $from } cannot attack: it needs at least 2 armies
classic-refusal-attacker_dice = The attacker throws 1, 2 or 3 dice, not { $dice }
classic-refusal-defender_dice = The defender throws 1 or 2 dice, not { $dice }
classic-refusal-too_many_attacker_dice = { $from } has { $armies }: it can attack with { $most } at most (asked { $dice })
classic-refusal-too_many_defender_dice = { $to } has { $armies }: it defends with { $most } at most (not { $dice })
classic-refusal-bad_die_face = A die shows 1 to 6, not { $face }
classic-refusal-losses_inconsistent = With { $attacker } against { $defender } the losses add up to { $total }: not { $lost_attacker } and { $lost_defender }
classic-refusal-throw_form = A throw is recorded with the faces (attacker and defender) or with dice and losses, not both nor neither
classic-refusal-dice_entry_form = This tournament records throws only in the "{ $allowed }" form
classic-refusal-attack_after_move = After the fortify move there are no more attacks this turn
classic-refusal-occupy_first = First occupy { $territory }
classic-refusal-nothing_to_occupy = There is no captured territory to occupy
classic-refusal-occupation_too_small = { $territory } needs at least { $armies } (the dice of the last throw), not { $got }
classic-refusal-occupation_leaves_none = At most { $armies } can leave { $from }, not { $got }: 1 army stays
classic-refusal-move_done = This turn's fortify move has already been made
classic-refusal-move_not_adjacent = The move goes between bordering territories: { $from } does not border { $to }
classic-refusal-move_leaves_none = At most { $armies } can leave { $from }, not { $got }
classic-refusal-clock_started = The clock has already started
classic-refusal-clock_not_started = The clock has not started
classic-refusal-clock_start_early = The clock starts with the first reinforcement of round 1, once the setup is over
classic-refusal-clock_not_running = The clock is not running
classic-refusal-clock_not_paused = The clock is not paused
classic-refusal-clock_backwards = This clock event is earlier than the previous one
classic-refusal-last_round_announced = The last round has already been announced
classic-refusal-last_round_early = The last round is announced when the { $minutes } minutes are up
classic-refusal-last_round_not_timed = The timed last round applies only under the "time" end rule
classic-refusal-end_match_reason = Ending the match early needs a reason

classic-phase-claim = claiming territories
classic-phase-setup_placement = initial placement
classic-phase-reinforce = reinforcements
classic-phase-attack = attacks and fortify move
classic-phase-occupy = occupation
classic-phase-elimination_trade = trades after an elimination
classic-phase-finished = match over

classic-history-claim = { $who } claims { $territory }
classic-history-place = { $who } places { $armies } ({ $list })
classic-history-place-neutral = { $who } places { $armies } ({ $list }) and 1 neutral ({ $neutral })
classic-history-trade = { $who } trades a set ({ $cards })
classic-history-trade-bonus = { $who } trades a set ({ $cards }), +2 on { $territory }
classic-history-dice-against = { $dice } against { $defender }
classic-history-attack = { $who } attacks { $to } from { $from } ({ $throw }): attacker −{ $attacker }, defender −{ $defender }
classic-history-occupy = { $who } moves in { $armies }
classic-history-move = { $who } moves { $armies } from { $from } to { $to }
classic-history-end_turn = { $who } ends the turn
classic-history-clock-start = Clock started
classic-history-clock-pause = Clock paused
classic-history-clock-resume = Clock resumed
classic-history-clock-last_round = Time is up: last round
classic-history-end_match = Match ended by the referee: { $reason }
