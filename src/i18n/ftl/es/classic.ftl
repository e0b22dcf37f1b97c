### Strings of classic Risiko's console panel. Classic Risiko says
### "armate" where RisiKo! 2 vs 2 says "carri".

classic-claim = Elegí un territorio
classic-claim_hint = Un toque en el territorio (acá o en el mapa) le pone un ejército.
classic-place = Ejércitos para ubicar
classic-exactly = exactamente
classic-place_go = Ubicar
classic-bonus_here = +{ $n } de la carta en { $t }: van ahí, con este Ubicar.
classic-neutral_army = Ejército neutral en
classic-neutral = neutral
classic-trade = Canje de cartas
classic-trade_worth = el trío vale ahora { $n }
classic-hand =
    { $n ->
        [one] { $n } carta en la mano
       *[other] { $n } cartas en la mano
    }
classic-sets_traded = tríos canjeados en la mesa: { $n }
classic-trade_required = el canje es obligatorio
classic-cards_hint = Tocá las tres cartas (★: territorio del jugador, +2 posible).
classic-symbol_unknown = Símbolo a indicar
classic-jolly = Comodín
classic-symbol-fante = infantería
classic-symbol-cannone = artillería
classic-symbol-cavallo = caballería
classic-bonus = +2 en un territorio propio de una carta
classic-bonus_none = ninguno
classic-symbols = Símbolo de las cartas que el mapa no marca
classic-trade_go = Canjear por { $n }
classic-attack = Ataque
classic-attack_again = Atacar de nuevo
classic-dice = Dados
classic-dice_a = Ataque
classic-dice_d = Defensa
classic-out_a = A
classic-out_d = D
classic-out_words_a = el atacante pierde { $n }
classic-out_words_d = el defensor pierde { $n }
classic-faces = Cargá los dados
classic-faces_attacker = Dados del atacante (ej. 6 3 3)
classic-faces_defender = Dados del defensor (ej. 5 3)
classic-faces_go = Registrar la tirada
classic-stop = Basta de ataques
classic-occupy = Ocupar
classic-occupy_n = Pasar { $n }
classic-occupy_go = Ocupar
classic-armies = Ejércitos
classic-move = Reagrupamiento
classic-move_go = Mover
classic-end_turn = Fin del turno
classic-err-faces = Escribí los dados como cifras del 1 al 6: hasta 3 para el atacante, hasta 2 para el defensor (ej. 6 3 3 y 5 3).
classic-err-throw = Tocá uno de los resultados de la tirada.
classic-err-cards = Elegí tres cartas para el canje.
classic-err-neutral = Elegí el territorio neutral que recibe el ejército.
classic-err-place_none = Poné al menos un ejército en un territorio.
classic-defender = defensor
classic-out_loses = { $who } pierde { $n }
