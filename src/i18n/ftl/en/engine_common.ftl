### The engine's words shared by every ruleset: the action codes of the logs in words
### (engine-action-CODE, a noun phrase with its article, to sit after a verb or a
### preposition), the rules a setting can break (engine-setting-RULE), an unnamed
### player, counted nouns, and what can be wrong with a club's board
### (engine-board-CODE, naming the ids as the organizer wrote them).

engine-player = Player { $n }
engine-invalid_setting = Invalid setting: { $name }
engine-invalid_setting_why = Invalid setting: { $name } ({ $why })
engine-action-unknown = this action
engine-armies = { $n ->
    [one] 1 army
   *[other] { $n } armies
}
engine-cards = { $n ->
    [one] 1 card
   *[other] { $n } cards
}
engine-dice = { $n ->
    [one] 1 die
   *[other] { $n } dice
}

## Board problems.
engine-board-too_many_territories = The board has { $count } countries: 128 at most.
engine-board-no_territories = The board has no country: add at least one.
engine-board-bad_id = "{ $id }" is not a valid id: use lower-case letters without accents, digits, _ and -.
engine-board-no_name = "{ $id }" has no name: write at least the Italian and English names.
engine-board-duplicate_territory = Two countries share the id "{ $id }": every id must be unique.
engine-board-duplicate_continent = The continent id "{ $id }" is already used: every id must be unique.
engine-board-unknown_continent = { $territory } is in the continent "{ $continent }", which the board does not have.
engine-board-continent_is_region = { $territory } names the region { $region } as its continent: name its real continent.
engine-board-two_continents = The continent { $continent } lists countries: only regions do; each country names its one continent.
engine-board-unknown_in_region = The region { $region } lists "{ $territory }", which the board does not have.
engine-board-unknown_neighbour = { $territory } borders "{ $neighbour }", which the board does not have.
engine-board-borders_itself = { $territory } borders itself: remove it from its own neighbours.
engine-board-one_way_border = { $from } borders { $to }, but { $to } does not border { $from }: a border goes both ways.
engine-board-bridge_not_border = { $territory } has a bridge to { $bridge }, which is not among its neighbours.
engine-board-one_way_bridge = { $from } has a bridge to { $to }, but { $to } has no bridge to { $from }.
engine-board-off_canvas = { $territory } is off the picture: move it inside.
engine-board-not_connected = { $territory } cannot be reached from { $from }: the board is in pieces, add a border.
engine-board-empty_continent = The continent { $continent } has no country: add some or remove it.
engine-board-wrong_count = The ruleset needs { $needs } countries, the board has { $has }.
engine-board-too_few_territories = The ruleset needs at least { $needs } countries, the board has { $has }: add { $missing } more.

## Action codes in words.
engine-action-aggression_pact = a non-aggression pact
engine-action-attack = an attack
engine-action-bonus_card = the bonus card for three captures
engine-action-break_pact = the breaking of a pact
engine-action-buy_cards = a purchase of cards
engine-action-buy_commander = a purchase of a commander
engine-action-buy_station = a purchase of a space station
engine-action-cancel_pact = the cancelling of a pact
engine-action-cap_violation = the army-cap penalty
engine-action-card_bonus = a country card's bonus
engine-action-cards = the end-of-turn cards
engine-action-claim = the claim of a territory
engine-action-claim_continent_card = the claim of a continent card
engine-action-clock = a clock event
engine-action-convert = a conversion of armies into missiles
engine-action-crisis_rolls = the crisis rolls
engine-action-declare = the declaration of reinforcements
engine-action-declare_objective = the declaration of an objective achieved
engine-action-declare_risiko = the RisiKo! declaration
engine-action-draft_pick = a draft pick
engine-action-draw_card = the draw of a country card
engine-action-end_match = the end of the match
engine-action-end_turn = the end of the turn
engine-action-fortify = an end-of-turn fortification
engine-action-incorporation = the incorporation of armies
engine-action-invade = an invasion
engine-action-missile = a missile launch
engine-action-move = a move of armies
engine-action-occupy = an occupation
engine-action-occupy_condominium = the occupation of a condominium
engine-action-pact = a pact
engine-action-pass = a pass
engine-action-penalty = a penalty
engine-action-place = a placement
engine-action-place_piece = the placement of a free piece
engine-action-play_card = the play of a card
engine-action-play_chance = the play of a chance
engine-action-referee_adjust = a referee's adjustment
engine-action-regroup = a regrouping
engine-action-renounce_bonus = the renouncing of continent bonuses
engine-action-replace_objective = the replacement of an objective
engine-action-reveal_objective = the reveal of an objective
engine-action-scout_place = the 5 MODs of Scout Forces
engine-action-sdadata = the sdadata roll
engine-action-show_objective = the showing of an objective
engine-action-situation = the situation card
engine-action-throw = a throw of the dice
engine-action-time_up = the time call
engine-action-trade = a trade of cards
engine-action-turn = a turn's move
engine-action-withdraw = a withdrawal
engine-action-year_start = the start of the year
engine-action-zone_breach = the breach of a zone pact
engine-action-zone_pact = a zone pact

## The rule a refused setting broke.
engine-setting-armies_below_territories = fewer than the territories each player receives
engine-setting-at_least_1 = at least 1
engine-setting-at_least_1_or_absent = at least 1, or absent for any number
engine-setting-at_least_3_or_absent = at least 3, or absent for no limit
engine-setting-below_start_armies = below the starting armies
engine-setting-board = this engine ships only the «risiko» board
engine-setting-bonus_placement = «free» (anywhere) or «on_territory» (on the card's territory)
engine-setting-fewer_objectives_than_players = fewer objectives than players
engine-setting-more_than_0 = more than 0
engine-setting-no_deal = no deal meets the continent limits
engine-setting-one_per_place = for each table size (2 to 6), one number per place
engine-setting-round_limit_needed = ending after a number of rounds needs it, at least 1
engine-setting-two_dice = two dice: 2 ≤ first ≤ most ≤ 12
engine-setting-two_players_40 = two players play with 40
