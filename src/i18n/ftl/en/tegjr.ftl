### Strings of TEG Jr's console panel and new-match form. TEG Jr says "paesi" and
### "eserciti" as the Spanish box says "países" and "ejércitos".

ruleset-teg-jr = TEG Jr
tegjr-new_title = TEG Jr: 2 to 4 players, on a checked board. The app deals the country cards.
tegjr-new_on_board = New TEG Jr match on this board
tegjr-board = Board
tegjr-board_hint = The example or a club board valid for TEG Jr.
tegjr-boards_link = Club boards
tegjr-dice_spare = If the countries do not split evenly, everyone throws a die: the highest take the spare countries (a tie throws again).
tegjr-die = Die for the spare countries
tegjr-objective = Secret objective
tegjr-card_manual = The card, declared by the referee
tegjr-card_total = A number of countries
tegjr-card_words = What the card says (for the referee)
tegjr-card_n = Countries (a number card)
tegjr-round_mode = Rounds
tegjr-round_mode-alternating = A placement round, then an attack round
tegjr-round_mode-combined = From round 2 each turn places, attacks and regroups
tegjr-round = Round { $n }
tegjr-goal = { $n } countries win
tegjr-holds =
    { $n ->
        [one] { $n } country
       *[other] { $n } countries
    }, { $c ->
        [one] { $c } card
       *[other] { $c } cards
    }
tegjr-out = { $name } is out
tegjr-won_common = { $name } wins: { $n } countries, the common objective.
tegjr-won_secret = { $name } wins with their secret objective.
tegjr-first_round = first round
tegjr-bonus = +{ $n } for the whole of { $c }: at least { $n } go there.
tegjr-cards = Cards in hand: { $n }
tegjr-trade_go = Trade 2 cards for { $n } armies
tegjr-dice_hint = The dice are the armies': one tap on the throw's outcome.
tegjr-dice = { $a } against { $d }:
tegjr-regroup = Regroup
tegjr-regroup_hint = After a regrouping there are no more attacks this turn.
tegjr-card_due = { $name } conquered a country: ending the turn draws a card.
tegjr-replace = The deal already fulfils the secret objective
tegjr-replace_hint = The player draws another objective card: enter it here.
tegjr-new_card = New card
tegjr-replace_go = Exchange objective
tegjr-declare = Secret objective fulfilled
tegjr-declare_go = { $name } fulfilled their objective
tegjr-err-objective = Choose the objective card: a continent, a number of countries or the card in words.
tegjr-err-card = Write what the card says (200 characters at most).
tegjr-err-board = Unknown board: choose one from the list.
tegjr-err-board_invalid = This board is not valid for TEG Jr: fix it on the Boards page.
tegjr-err-seats = TEG Jr takes 2 to 4 players.
tegjr-err-die = A die shows 1 to 6.
tegjr-err-round_mode = Choose how the rounds alternate.

# The lines of a TEG Jr result (Table::result's breakdown keys).
result-line-countries_and_bonuses = Countries and continent bonuses
result-line-place_points = Place points
result-line-objective_bonus = Secret objective bonus
