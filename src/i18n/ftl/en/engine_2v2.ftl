### The 2 vs 2 engine's sentences: refusals (r2v2-CODE), history lines (r2v2-history-…),
### phases and the referee's notes. $who and $other are players' names;
### $territory, $from, $to territories and $continent continents, named in the language;
### $g (and $to_g) the Italian gender and number of a territory's name: English words do
### not agree with it, so a one-variant selector marks where they would.

r2v2-unknown_ruleset = Unknown ruleset: "{ $ruleset }"
r2v2-player_count = The table needs 4 seats, not { $count }
r2v2-seat_order = { $who } of the list has "seat": { $seat }: players are listed in turn order, with "seat" 0, 1, 2, 3
r2v2-teams_not_alternating = There must be two teams, teammates sitting opposite: players 1 and 3 are one team, players 2 and 4 the other
r2v2-virtual_seat = { $who } cannot be virtual: at most one virtual teammate, paired with a real one
r2v2-invalid_setting = Invalid setting: { $name }
r2v2-draft_incomplete = Incomplete draft: { $territory } has no owner
r2v2-draft_seat_count = { $who } has { $count } territories: 10 are needed
r2v2-draft_neutral_count = There are { $count } neutral territories: there must be 2
r2v2-packet_sizes = The draft packets hold { $sizes } cards: two of 10 and two of 11 are needed
r2v2-packet_duplicate = { $territory } { $g ->
   *[other] is
    } twice in the draft packets
r2v2-packet_seed_mismatch = The packets are not the ones seed { $seed } deals
r2v2-unknown_seat = The file has "seat": { $seat }, but 4 players sit at the table ("seat" 0 to 3)
r2v2-objective_continent = { $continent } is not an objective continent
r2v2-objective_no_strip = The objective needs at least one strip
r2v2-objective_strip_empty = Strip #{ $strip } of the objective is empty
r2v2-objective_strip_start = The strip must start next to { $continent }: { $territory } { $g ->
   *[other] does
    } not border it
r2v2-objective_strip_gap = Broken strip: { $from } { $g ->
   *[other] does
    } not border { $to }
r2v2-objective_strip_inside = { $territory } { $g ->
   *[other] is
    } inside the objective continent: strips lie outside it
r2v2-objective_taken = { $who } has the same objective as { $other }
r2v2-match_finished = The match is over
r2v2-seat_eliminated = { $who } has been eliminated
r2v2-not_your_turn = It is not { $who }'s turn: { $other } is playing
r2v2-not_now = It is not possible to record { $action } now (phase: { $phase })
r2v2-already_picked = { $who } already picked in this draft pass
r2v2-not_in_packet = { $territory } { $g ->
   *[other] is
    } not in the packet in front of { $who }
r2v2-placement_quota = This placement turn places exactly { $expected ->
        [one] 1 tank
       *[other] { $expected } tanks
    }, not { $got }
r2v2-not_your_territory = { $territory } { $g ->
   *[other] does
    } not belong to { $who }
r2v2-zero_tanks = The number of tanks must be at least 1
r2v2-over_allowance = At most { $allowed ->
        [one] 1 tank
       *[other] { $allowed } tanks
    } left to place: not { $got }
r2v2-cap_exceeded = Cap of { $cap } tanks: { $on_board } on the board, { $can_place } more may be placed
r2v2-declare_first = Declare the reinforcements first (0 is fine)
r2v2-already_declared = Reinforcements were already declared this turn
r2v2-trade_after_declare = Card sets are traded before the declaration
r2v2-no_trades_yet = No card trades in round { $round }: only from round 3
r2v2-zero_sets = A trade is at least one set
r2v2-not_enough_cards = { $need ->
    [one] 1 card
   *[other] { $need } cards
    } needed, the player holds { $have }
r2v2-reinforcement_over = The reinforcement phase ended with the first attack or the move
r2v2-not_adjacent = { $from } { $g ->
   *[other] does
    } not border { $to }
r2v2-own_territory = { $territory } { $g ->
   *[other] is
    } already yours
r2v2-attack_tanks = An attack commits 1, 2 or 3 tanks, not { $tanks }
r2v2-too_few_to_attack = { $from } { $g ->
   *[other] has
    } { $tanks ->
        [one] 1 tank
       *[other] { $tanks } tanks
    }: { $max ->
    [0] it cannot attack
   *[other] it can attack with at most { $max }
    }
r2v2-teammate_defended = { $territory } { $g ->
   *[other] is
    } your teammate's and holds { $tanks ->
        [one] 1 tank
       *[other] { $tanks } tanks
    }: it may be attacked only with 1
r2v2-teammate_truce = Teammates' truce: { $who } owns { $continent } and has not renounced the bonus, { $territory } cannot be attacked
r2v2-cannot_hold = { $from } { $g ->
   *[other] has
    } { $tanks ->
        [one] 1 tank
       *[other] { $tanks } tanks
    }: taking { $to } and holding { $to_g ->
   *[other] it
    } with 3 needs at least { $needed }
r2v2-garrison_lock = { $territory } { $g ->
   *[other] was
    } taken from the teammate this turn and must keep 3 tanks: it has { $tanks }, at most { $max } may be used
r2v2-occupy_first = { $territory } must be occupied first
r2v2-nothing_to_occupy = There is no freshly conquered territory to occupy
r2v2-occupy_range = Between { $min } and { $max } tanks must move into { $territory }, not { $got }
r2v2-move_done = This turn's move was already made
r2v2-move_too_many = { $from } { $g ->
   *[other] has
    } { $tanks ->
        [one] 1 tank
       *[other] { $tanks } tanks
    }: at most { $max } can move
r2v2-already_renounced = { $who } already renounced continent bonuses
r2v2-no_violation = { $found } tanks do not exceed the cap of { $cap }
r2v2-cap_removal_total = Twice the excess must be removed, { $expected ->
        [one] 1 tank
       *[other] { $expected } tanks
    }: not { $got }
r2v2-cap_removal_too_many = { $territory } { $g ->
   *[other] has
    } { $tanks ->
        [one] 1 tank
       *[other] { $tanks } tanks
    }: { $got } cannot be removed
r2v2-cap_removal_reinforced = At least { $needed } of the removed tanks must come from territories reinforced this turn, not { $got }
r2v2-clock_started = The clock has already started
r2v2-clock_not_started = The clock has not started
r2v2-clock_not_running = The clock is paused
r2v2-clock_not_paused = The clock is not paused
r2v2-clock_backwards = The event's time is earlier than the last one recorded
r2v2-already_announced = The third-to-last round was already announced
r2v2-clock_start_early = The clock starts with the first reinforcement tank, once the initial placement is over
r2v2-announce_early = The third-to-last round is called after { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
    } of running clock (pauses excluded): { $elapsed } gone
r2v2-unknown_team = There is no team "{ $team }" at the table
r2v2-choice_first = { $who } must first choose: play a chance or pass
r2v2-no_chances = Team { $team } has no chances left

## Phases.
r2v2-phase-draft = draft
r2v2-phase-initial_placement = initial placement
r2v2-phase-reinforce = reinforcement
r2v2-phase-attack = attacks and move
r2v2-phase-occupy = occupation
r2v2-phase-supplementary = supplementary turns
r2v2-phase-finished = match finished

## History lines. $who is the acting player (a seat without a name is r2v2-history-seat).
r2v2-history-seat = Seat { $n }
r2v2-history-draft_pick = { $who } keeps { $territory } in the draft
r2v2-history-place = { $who } places { $list }
r2v2-history-on = { $n } on { $territory }
r2v2-history-declare = { $who } declares { $n ->
        [one] 1 tank
       *[other] { $n } tanks
    }
r2v2-history-trade = { $who } trades { $n ->
    [one] 1 set
   *[other] { $n } sets
    } of cards
r2v2-history-attack = { $who } attacks { $to } from { $from } with { $n }
r2v2-history-occupy = { $who } moves in { $n ->
        [one] 1 tank
       *[other] { $n } tanks
    }
r2v2-history-move = { $who } moves { $n ->
        [one] 1 tank
       *[other] { $n } tanks
    } from { $from } to { $to }
r2v2-history-renounce_bonus = { $who } renounces continent bonuses
r2v2-history-end_turn = { $who } ends the turn
r2v2-history-play_chance = { $who } plays a chance
r2v2-history-pass = { $who } passes
r2v2-history-cap_violation = { $who } over the cap ({ $found } tanks counted): removed { $list }
r2v2-history-from = { $n } from { $territory }
r2v2-history-clock_start = The clock starts
r2v2-history-clock_pause = The clock is paused
r2v2-history-clock_resume = The clock resumes
r2v2-history-clock_announce = The third-to-last round is announced
r2v2-history-end_match = The referee ends the match: { $reason }
r2v2-history-forfeit = The referee ends the match, team { $team } forfeits: { $reason }

## The referee's notes on the trade and declaration forms.
r2v2-note-ramp = Ramp since round { $round }: every set is worth { $n ->
        [one] 1 tank
       *[other] { $n } tanks
    } this round
r2v2-note-hand = With { $hand } cards in hand a set is worth { $n ->
        [one] 1 tank
       *[other] { $n } tanks
    } (8 up to 3 cards, 10 with 4, 12 with 5 or more)
r2v2-note-sets = ; sets one after the other: { $list }
r2v2-note-over_declaration = { $n ->
        [one] 1 tank
       *[other] { $n } tanks
    } due: declaring more places the entitlement minus the excess (declare { $over }, place { $left }); declaring fewer places what was declared
