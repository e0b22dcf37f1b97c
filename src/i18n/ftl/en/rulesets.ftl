### Strings of the ruleset-agnostic console: the ruleset choice, individual seats, the
### generic skeleton (bar, history, clock, result) — .

console-err-not_2v2 = This page is for 2 vs 2 matches only.
# The skeleton: the next step, seats, result cards
next-claim = { $who } claims an empty territory (one army)
next-trade = { $who } must first trade a set of cards
next-place_armies =
    { $n ->
        [one] { $who } places 1 army
       *[other] { $who } places { $n } armies
    }
next-place_mods =
    { $n ->
        [one] { $who } places 1 MOD
       *[other] { $who } places { $n } MODs
    }
next-play_any = { $who } attacks, moves or ends the turn
skeleton-armies = armies
skeleton-place = place
skeleton-points = points
skeleton-result = Table ranking
skeleton-provisional = Ranking if the match ended now
result-line-territories = Territories
result-line-armies = Armies
result-line-continent_bonus = Continent bonus
result-line-eliminated_round = Eliminated in round
skeleton-call_due =
    { $min ->
        [one] { $min } minute is up: round { $n } is the last. Announce it to the table.
       *[other] { $min } minutes are up: round { $n } is the last. Announce it to the table.
    }
skeleton-call_due_year =
    { $min ->
        [one] { $min } minute is up: year { $n } is the last. Announce it to the table.
       *[other] { $min } minutes are up: year { $n } is the last. Announce it to the table.
    }
why-place_any = Placement
why-claim = Claim a territory
why-end_turn = End of turn
why-number_any = Number (armies, attacking dice)
board_setup-go = Enter the board
skeleton-clock_elapsed = Playing time
skeleton-setup_pending = The board is still to be entered: the match begins once it is ready.
# Creating a match of either ruleset
ruleset-label = Rules
ruleset-risiko-2v2 = RisiKo! 2 vs 2
ruleset-risiko-classic = Classic RisiKo!
individual-title = Classic RisiKo!: 2 to 6 players, each on their own
individual-seats = Players at the table
individual-order = Write the players going round the table (clockwise), then mark who rolled highest: they play first and the others follow clockwise.
individual-first = Won the die roll
individual-setup = Setting up the board
individual-setup-claims = One army at a time: the claims and placements are recorded
individual-setup-final = Board already set up: enter it all at once
individual-setup-dealt = Two players: the app deals the three piles (the third is neutral)
individual-setup-piles = Two players: enter the three piles dealt at the table
individual-neutral = With two players the third colour is neutral: grey on the app's board.
individual-end_rule = End of the match
individual-end-time = Timed: when time is up the round in progress is the last
individual-end-rounds = After a number of rounds
individual-end-conquest = World conquest only
individual-minutes = Minutes (timed)
individual-round_limit = Last round (by rounds)
individual-turn_warning = Warn after seconds of a turn (empty: none)
individual-start_armies = Starting armies (empty: 35/30/25; required with 6 players)
individual-err-seats = A classic table has 2 to 6 players: choose how many.
individual-err-name = Enter every player's name (at most 60 characters).
individual-err-name_twice = Two players have the same name: tell them apart (e.g. with a surname initial).
individual-err-colour = Choose a colour of the classic box for every player.
individual-err-colour_twice = Two players have the same colour: each needs their own.
individual-err-first = Mark who won the die roll among the players at the table.
individual-err-end_rule = Choose how the match ends: timed, by rounds or by conquest.
individual-err-setup = Choose how the board is set up.
individual-err-claims_two = Two players do not claim territories one by one: three piles are dealt. Choose the piles.
individual-err-piles_many = Piles are for two players only: with 3 or more, claim one territory at a time or enter the board already set up.
# The bar's next step outside the fight, from the ruleset's own phase
next-situation = { $who } turns the round's situation card
next-crisis_rolls = Crisis: one die each, record the dice
next-pieces = { $who } places the first pieces: commanders and space station
next-bidding = Energy bids: record the bids and the year's order
next-commanders = { $who } buys commanders and stations, or goes on
next-buy_cards = { $who } buys command cards, or goes on
next-play_cards = { $who } plays command cards, or goes on to the invasions
next-sdadata = { $who } rolls the two sdadata dice
next-move_or_end = { $who } moves or ends the turn
next-end_only = { $who } ends the turn
next-phase = { $who }: { $phase }
# A count and its word, agreeing in number ("1 card", "3 cards")
count-cards = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
count-armies = { $n ->
        [one] { $n } army
       *[other] { $n } armies
    }
count-missiles = { $n ->
        [one] { $n } missile
       *[other] { $n } missiles
    }
count-rounds = { $n ->
        [one] { $n } round
       *[other] { $n } rounds
    }
