### Risk 2210 A.D.: the engine's sentences (refusals, setup and adjustment problems,
### history lines, phases). Players, territories, cards and numbers are arguments; the
### commander kinds are the console's `r2210-commander-*`.

## Refusals.
risk2210-bad_setup = Invalid setup: { $why }.
risk2210-not_your_turn = It is not { $who }'s turn: it is { $expected }'s.
risk2210-not_your_turn-bids = It is not { $who }'s turn: the referee enters the year's bids.
risk2210-not_now = It is not possible to record { $action } at this point of the match.
risk2210-finished = The match is over.
risk2210-devastated = { $territory } is devastated: nobody may enter it.
risk2210-not_land = { $territory } is not a land territory.
risk2210-occupied = { $territory } is already taken.
risk2210-not_own = { $territory } is not { $who }'s.
risk2210-setup_count = { $who } must place { $expected } MODs, not { $got }.
risk2210-piece_twice = { $who } has already placed { $piece }.
risk2210-phase_passed = { $who } has already left the phase for { $action } this turn.
risk2210-income_left = { $who } must first place the { $left } income MODs.
risk2210-too_many_mods = { $who } has only { $left } MODs to place, not { $asked }.
risk2210-not_enough_energy = { $who } has { $have } energy: { $need } needed.
risk2210-commander_in_play = { $who } already has the { $commander } commander in play.
risk2210-no_commander = { $who } has no { $commander } commander in play.
risk2210-station_limit = { $who } already has 4 space stations.
risk2210-station_there = No station may go on { $territory } (it has one, or it is not land).
risk2210-cards_bought_already = { $who } has already bought cards this turn.
risk2210-card_count = { $who } may buy 1 to 4 cards a turn, not { $asked }.
risk2210-deck_empty = The { $deck } deck has { $n } cards left.
risk2210-unknown_card = The { $deck } deck has no card "{ $card }".
risk2210-no_card_held = { $who } holds no { $deck } card.
risk2210-card_timing = { $who } may not play "{ $card }" now.
risk2210-card_target = { $who } has no valid territory for "{ $card }".
risk2210-bid_seats = There must be one bid per player in the match.
risk2210-bid_too_high = { $who } bids { $bid } but has { $energy } energy.
risk2210-tie_rolls = { $who } is tied: a tie roll (1-6) different from the others' is needed.
risk2210-bad_markers = The turn markers must be 1..N, one per player.
risk2210-source_too_few = { $territory } has fewer than 2 units: it cannot invade.
risk2210-not_joined = { $from } cannot invade { $to }.
risk2210-needs_commander = { $who } needs the { $commander } commander in play.
risk2210-own_target = { $territory } is already theirs.
risk2210-invasion_open = An invasion is open: throw, withdraw or occupy first.
risk2210-no_invasion = No invasion was declared.
risk2210-must_throw = After the declaration, at least one throw is made.
risk2210-dice_count = { $side ->
        [attacker] the attacker
       *[defender] the defender
    } may throw at most { $n } dice, not { $got }.
risk2210-bad_face = { $face } is not a face of a { $sides }-sided die.
risk2210-commander_absent = { $who }'s { $commander } commander is not there.
risk2210-d8_count = { $side ->
        [attacker] the attacker's
       *[defender] the defender's
    } eight-sided dice must be { $expected }, not { $got }.
risk2210-bad_killed = The commanders lost by the { $side ->
        [attacker] attacker
       *[defender] defender
    } do not fit the losses.
risk2210-occupy_first = The captured territory must be occupied first.
risk2210-occupy_count = Move { $min } to { $max } units, not { $got }.
risk2210-occupy_commander = The { $commander } commander rolled: it must move in.
risk2210-no_bonus = No three-capture bonus card is due.
risk2210-fortified_already = The fortify move was already made.
risk2210-not_connected = No chain of own territories joins { $from } to { $to }.
risk2210-leave_one = At least one unit must stay in { $territory }.
risk2210-bad_adjust = Invalid adjustment: { $why }.
risk2210-throw_form = A throw gives both sides' faces, or the dice and the losses (not both).
risk2210-bad_losses = The losses add up to { $got }: with these dice they must add up to { $pairs }.
risk2210-dice_entry-quick = This tournament enters throws only as the dice and the losses (dice_entry: quick), not the faces.
risk2210-dice_entry-full = This tournament enters throws only as the faces of the dice (dice_entry: full), not the losses alone.
risk2210-jammed = { $who } is silenced by a Frequency Jam until this turn ends.
risk2210-cease_fire = A Cease Fire stops { $who } attacking { $protected }'s territories this turn.
risk2210-card = { $who } may not play "{ $card }" so: { $why }.
risk2210-no_scout = No Scout Forces of { $who } waits for this territory right after its occupation.
risk2210-copies_out = Every copy of "{ $card }" in the { $deck } deck was played already.
risk2210-end_match_reason = Say why the match ends.
risk2210-clock-started = The clock has already started.
risk2210-clock-not_started = The clock has not started.
risk2210-clock-not_running = The clock is not running.
risk2210-clock-not_paused = The clock is not paused.
risk2210-clock-backwards = The time is before the clock's last event.
risk2210-clock-not_timed = The match has no time limit.
risk2210-clock-early = The time is not up yet.
risk2210-clock-announced = The last year was already announced.

## What a command card's own fields got wrong (after "so: ").
risk2210-card-missing = the field `{ $field }` is missing
risk2210-card-territory-own = { $territory } is not a { $board } territory of theirs
risk2210-card-territory-foe = { $territory } is not an opponent's { $board } territory
risk2210-card-target_seat = { $who } is not another player in the match
risk2210-card-target_commander = { $who } has no { $commander } commander in play
risk2210-card-turned_count = { $want } { $board } territory cards are turned, not { $got }
risk2210-card-turned_card = the card of { $territory } is not in the deck (another deck, devastated or drawn before)
risk2210-card-turned_order = every turned card but the last shows a territory of theirs, the last one not
risk2210-card-roll = the { $sides }-sided die's face is missing or off the die
risk2210-card-reinforcements = 1 MOD on each of exactly { $want } different territories of theirs
risk2210-card-removals = { $who } removes exactly { $want } of their MODs
risk2210-card-killed = the commanders chosen as losses in { $territory } do not fit the losses
risk2210-card-move = { $to } is not a territory of theirs it may reach

## What is wrong with a setup (after "Invalid setup: ").
risk2210-setup-not_this_ruleset = format { $expected_format } and ruleset `{ $expected_ruleset }` expected, not format { $format } of `{ $ruleset }`
risk2210-setup-player_count = 2 to 5 players, not { $players }
risk2210-setup-seats_out_of_order = seats must be 0, 1, ... in order
risk2210-setup-no_years = at least one year
risk2210-setup-place_points = place_points: table size { $size } has { $n ->
        [one] 1 number
       *[other] { $n } numbers
    }; give a table size of 2 to 5 and one number per place
risk2210-setup-devastated_count = 4 devastated territories, not { $named }
risk2210-setup-wrong_board = { $territory } is not a { $board } territory
risk2210-setup-named_twice = { $territory } named twice
risk2210-setup-neutral_count = { $want } neutral { $boards } territories, not { $named }
risk2210-setup-neutral_missing = two players need the neutral's territories
risk2210-setup-neutral_unwanted = a neutral only with two players, not { $players }
risk2210-setup-blank_cards_unlisted = blank_cards: list the custom cards (deck, id, name, cost, timing)
risk2210-setup-too_many_blank_cards = at most { $most } blank cards, not { $given }
risk2210-setup-custom_card_id = custom card `{ $card }` of the { $deck } deck: an id of its own in its deck
risk2210-setup-composition_unknown_card = deck_composition: no card `{ $card }` in the { $deck } deck
risk2210-setup-composition_size = deck_composition: the { $deck } deck has { $want } cards, not { $cards }
risk2210-setup-final_owners = final: every free land territory has an owner, and only those
risk2210-setup-final_owner_stranger = final: { $territory } held by a player not in the match
risk2210-setup-final_territory_count = final: { $who } holds { $held } territories, the claims give { $claims }
risk2210-setup-final_empty_territory = final: { $territory } needs at least 1 MOD
risk2210-setup-final_mods_unheld = final: MODs on { $territory }, which no player holds
risk2210-setup-final_mod_count = final: { $who } has { $mods } MODs; each player starts with { $want }
risk2210-setup-final_no_pieces = final: { $who }'s pieces are missing
risk2210-setup-final_pieces_stranger = final: pieces of a player not in the match
risk2210-setup-final_piece_missing = final: { $who } places their { $piece ->
        [land] land commander
        [diplomat] diplomat
       *[station] space station
    }

## What is wrong with a referee's adjustment (after "Invalid adjustment: ").
risk2210-adjust-no_reason = a reason is needed
risk2210-adjust-mods_below_zero = { $territory } would hold { $mods } MODs
risk2210-adjust-mods_of_nobody = nobody holds { $territory }: no MODs may be added there
risk2210-adjust-energy_below_zero = { $who } would be left with { $energy } energy
risk2210-adjust-energy_stranger = energy for a player not in the match

## Words the sentences share.
risk2210-piece-land = the land commander
risk2210-piece-diplomat = the diplomat
risk2210-piece-station = the space station
risk2210-board-land = land
risk2210-board-sea = sea
risk2210-board-moon = Moon
risk2210-boards-land = land
risk2210-boards-sea = sea
risk2210-boards-moon = Moon

## The history: one line per action.
risk2210-history-claim = { $who } claims { $territory }
risk2210-history-place = { $who } places { $n } MODs
risk2210-history-place_piece = { $who } places { $piece } on { $territory }
risk2210-history-year_start = The year's bids and turn markers
risk2210-history-buy_commander = { $who } buys the { $commander } commander in { $territory }
risk2210-history-buy_station = { $who } buys a space station on { $territory }
risk2210-history-buy_cards = { $who } buys { $n ->
        [one] 1 command card
       *[other] { $n } command cards
    } ({ $decks })
risk2210-history-deck_cards = { $deck } { $n }
risk2210-history-play_card = { $who } plays "{ $card }"
risk2210-history-scout_place = { $who }: Scout Forces, 5 MODs on { $territory }
risk2210-history-invade = { $who } invades { $to } from { $from }
risk2210-history-throw = { $who } throws the dice
risk2210-history-withdraw = { $who } calls off the invasion
risk2210-history-occupy = { $who } moves in { $mods ->
        [one] 1 MOD
       *[other] { $mods } MODs
    }{ $with }
risk2210-history-with = { " " }and { $n ->
        [one] 1 commander
       *[other] { $n } commanders
    }
risk2210-history-bonus_card = { $who } takes the bonus card from the { $deck } deck
risk2210-history-fortify = { $who } moves { $mods ->
        [one] 1 MOD
       *[other] { $mods } MODs
    }{ $with } from { $from } to { $to }
risk2210-history-end_turn = { $who } ends the turn
risk2210-history-clock-start = Clock started
risk2210-history-clock-pause = Clock paused
risk2210-history-clock-resume = Clock resumed
risk2210-history-clock-last_year = Time is up: this year is the last
risk2210-history-end_match = Match ended by the referee: { $reason }
risk2210-history-referee_adjust = Referee's adjustment: { $reason }

## The phases, as the match page names them.
risk2210-phase-claims = Claiming territories
risk2210-phase-placement = Placing MODs
risk2210-phase-pieces = First commanders and station
risk2210-phase-bidding = Energy bidding
risk2210-phase-finished = Match over
risk2210-phase-income = Income
risk2210-phase-commanders = Commanders and stations
risk2210-phase-buy_cards = Buying cards
risk2210-phase-play_cards = Command cards
risk2210-phase-invasions = Invasions
risk2210-phase-fortify = Fortifying

## The command cards' printed names, by card id.
risk2210-card_name-stealth_mods = Stealth MODs
risk2210-card_name-scout_forces = Scout Forces
risk2210-card_name-frequency_jam = Frequency Jam
risk2210-card_name-colony_influence = Colony Influence
risk2210-card_name-reinforcements = Reinforcements
risk2210-card_name-stealth_station = Stealth Station
risk2210-card_name-assemble_mods = Assemble MODs
risk2210-card_name-land_death_trap = Land Death Trap
risk2210-card_name-hidden_energy = Hidden Energy
risk2210-card_name-water_death_trap = Water Death Trap
risk2210-card_name-invade_earth = Invade Earth
risk2210-card_name-energy_extraction = Energy Extraction
risk2210-card_name-orbital_mines = Orbital Mines
risk2210-card_name-evacuation = Evacuation
risk2210-card_name-energy_crisis = Energy Crisis
risk2210-card_name-redeployment = Redeployment
risk2210-card_name-decoys_revealed = Decoys Revealed
risk2210-card_name-territorial_station = Territorial Station
risk2210-card_name-mod_reduction = MOD Reduction
risk2210-card_name-cease_fire = Cease Fire
risk2210-card_name-scatter_bomb_land = Scatter Bomb Land
risk2210-card_name-scatter_bomb_water = Scatter Bomb Water
risk2210-card_name-scatter_bomb_moon = Scatter Bomb Moon
risk2210-card_name-assassin_bomb = Assassin Bomb
risk2210-card_name-rocket_strike_land = Rocket Strike Land
risk2210-card_name-rocket_strike_water = Rocket Strike Water
risk2210-card_name-rocket_strike_moon = Rocket Strike Moon
risk2210-card_name-the_mother = The Mother
risk2210-card_name-aqua_brother = Aqua Brother
risk2210-card_name-nicky_boy = Nicky Boy
risk2210-card_name-armageddon = Armageddon

## The command cards' effects, by deck and card id (the same card id may do
## different things in different decks).
risk2210-card_effect-land-stealth_mods = 3 MODs of the defending owner's colour are added to the land target.
risk2210-card_effect-land-scout_forces = A land card is drawn face down with 5 MODs on it; they go there when the player occupies it.
risk2210-card_effect-land-frequency_jam = The chosen player may play no command card until this turn ends.
risk2210-card_effect-land-colony_influence = +3 score if the player's land commander is in play.
risk2210-card_effect-land-reinforcements = 1 MOD on each of up to 3 controlled land territories.
risk2210-card_effect-land-stealth_station = A station of the player's is placed on the land target.
risk2210-card_effect-land-assemble_mods = +3 MODs on one controlled land territory.
risk2210-card_effect-land-land_death_trap = The attacker removes half (rounded up) of the MODs in the source.
risk2210-card_effect-naval-stealth_mods = 3 MODs of the defending owner's colour are added to the sea target.
risk2210-card_effect-naval-hidden_energy = A sea card is drawn; +4 energy if the player controls it at the end of the turn.
risk2210-card_effect-naval-frequency_jam = The chosen player may play no command card until this turn ends.
risk2210-card_effect-naval-colony_influence = +3 score if the player's naval commander is in play.
risk2210-card_effect-naval-reinforcements = 1 MOD on each of up to 3 controlled sea territories.
risk2210-card_effect-naval-assemble_mods = +3 MODs on one controlled sea territory.
risk2210-card_effect-naval-water_death_trap = The attacker removes half (rounded up) of the MODs in the source.
risk2210-card_effect-space-stealth_mods = 3 MODs of the defending owner's colour are added to the Moon target.
risk2210-card_effect-space-invade_earth = Land cards are turned until one is not the player's; it may be invaded from the Moon.
risk2210-card_effect-space-frequency_jam = The chosen player may play no command card until this turn ends.
risk2210-card_effect-space-colony_influence = +3 score if the player's space commander is in play.
risk2210-card_effect-space-reinforcements = 1 MOD on each of up to 3 controlled Moon territories.
risk2210-card_effect-space-assemble_mods = +3 MODs on one controlled Moon territory.
risk2210-card_effect-space-energy_extraction = +7 energy if the player controls all 14 Moon territories at the end of the turn.
risk2210-card_effect-space-orbital_mines = The attacker removes half (rounded up) of the MODs in the source.
risk2210-card_effect-diplomat-colony_influence = +3 score if the player's diplomat is in play.
risk2210-card_effect-diplomat-evacuation = All units of the target move to another territory the player controls.
risk2210-card_effect-diplomat-energy_crisis = Every opponent with energy gives the player 1.
risk2210-card_effect-diplomat-redeployment = One more fortify move this turn.
risk2210-card_effect-diplomat-decoys_revealed = The player moves any of their commanders to territories they control.
risk2210-card_effect-diplomat-territorial_station = A station on a controlled land territory.
risk2210-card_effect-diplomat-mod_reduction = Every opponent removes 4 of their MODs; then the player removes 2.
risk2210-card_effect-diplomat-cease_fire = The invasion is stopped; the invader may not attack the player again this turn.
risk2210-card_effect-nuclear-scatter_bomb_land = 3 land cards turned; half (rounded up) of the others' units there destroyed.
risk2210-card_effect-nuclear-scatter_bomb_water = 2 sea cards turned; half (rounded up) of the others' units there destroyed.
risk2210-card_effect-nuclear-scatter_bomb_moon = 2 Moon cards turned; half (rounded up) of the others' units there destroyed.
risk2210-card_effect-nuclear-assassin_bomb = A named enemy commander dies on a d8 of 3 or more.
risk2210-card_effect-nuclear-rocket_strike_land = A d6: that many units destroyed on a named enemy land territory.
risk2210-card_effect-nuclear-rocket_strike_water = A d6: that many units destroyed on a named enemy sea territory.
risk2210-card_effect-nuclear-rocket_strike_moon = A d6: that many units destroyed on a named enemy Moon territory.
risk2210-card_effect-nuclear-the_mother = A d6 picks a continent; every territory of it with units loses 1.
risk2210-card_effect-nuclear-aqua_brother = A d6 picks a sea colony (6 rolls again); every territory of it with units loses 1.
risk2210-card_effect-nuclear-nicky_boy = A d6 picks a lunar colony; every territory of it with units loses 1.
risk2210-card_effect-nuclear-armageddon = Not in the seed: the referee records what the table applied (referee_adjust).
