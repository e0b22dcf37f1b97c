### Strings of classic Risiko's console panel. Classic Risiko says
### "armate" where RisiKo! 2 vs 2 says "carri".

classic-claim = Claim a territory
classic-claim_hint = One tap on a territory (here or on the board) puts one army there.
classic-place = Armies to place
classic-exactly = exactly
classic-place_go = Place
classic-bonus_here = The card's +{ $n } on { $t }: they go there with this Place.
classic-neutral_army = Neutral army on
classic-neutral = neutral
classic-trade = Card trade
classic-trade_worth = the set is worth { $n } now
classic-hand =
    { $n ->
        [one] { $n } card in hand
       *[other] { $n } cards in hand
    }
classic-sets_traded = sets traded at the table: { $n }
classic-trade_required = the trade is required
classic-cards_hint = Tap the three cards (★: the player's territory, +2 possible).
classic-symbol_unknown = Symbol to be given
classic-jolly = Jolly
classic-symbol-fante = infantry
classic-symbol-cannone = artillery
classic-symbol-cavallo = cavalry
classic-bonus = +2 on an own territory of a card
classic-bonus_none = none
classic-symbols = Symbol of the cards the map does not mark
classic-trade_go = Trade for { $n }
classic-attack = Attack
classic-attack_again = Attack again
classic-dice = Dice
classic-dice_a = Attack
classic-dice_d = Defence
classic-out_a = A
classic-out_d = D
classic-out_words_a = the attacker loses { $n }
classic-out_words_d = the defender loses { $n }
classic-faces = Enter the dice
classic-faces_attacker = Attacker's dice (e.g. 6 3 3)
classic-faces_defender = Defender's dice (e.g. 5 3)
classic-faces_go = Record the throw
classic-stop = Stop attacking
classic-occupy = Occupy
classic-occupy_n = Move in { $n }
classic-occupy_go = Occupy
classic-armies = Armies
classic-move = Fortify move
classic-move_go = Move
classic-end_turn = End turn
classic-err-faces = Write the dice as digits 1 to 6: up to 3 for the attacker, up to 2 for the defender (e.g. 6 3 3 and 5 3).
classic-err-throw = Tap one of the throw's outcomes.
classic-err-cards = Choose three cards to trade.
classic-err-neutral = Choose the neutral territory that takes the army.
classic-err-place_none = Put at least one army on a territory.
classic-defender = defender
classic-out_loses = { $who } loses { $n }
