### Strings of classic Risiko's console panel. Classic Risiko says
### "armate" where RisiKo! 2 vs 2 says "carri".

classic-claim = Scegli un territorio
classic-claim_hint = Un tocco sul territorio (qui o sulla mappa) vi mette un'armata.
classic-place = Armate da piazzare
classic-exactly = esattamente
classic-place_go = Piazza
classic-bonus_here = +{ $n } della carta su { $t }: vanno lì, con questo Piazza.
classic-neutral_army = Armata neutrale su
classic-neutral = neutrale
classic-trade = Scambio di carte
classic-trade_worth = il tris vale ora { $n }
classic-hand =
    { $n ->
        [one] { $n } carta in mano
       *[other] { $n } carte in mano
    }
classic-sets_traded = tris scambiati al tavolo: { $n }
classic-trade_required = lo scambio è obbligatorio
classic-cards_hint = Tocca le tre carte (★: territorio del giocatore, +2 possibile).
classic-symbol_unknown = Simbolo da indicare
classic-jolly = Jolly
classic-symbol-fante = fante
classic-symbol-cannone = cannone
classic-symbol-cavallo = cavallo
classic-bonus = +2 su un territorio proprio di una carta
classic-bonus_none = nessuno
classic-symbols = Simbolo delle carte non segnate sulla mappa
classic-trade_go = Scambia per { $n }
classic-attack = Attacco
classic-attack_again = Attacca ancora
classic-dice = Dadi
classic-dice_a = Attacco
classic-dice_d = Difesa
classic-out_a = A
classic-out_d = D
classic-out_words_a = l'attaccante perde { $n }
classic-out_words_d = il difensore perde { $n }
classic-faces = Inserisci i dadi
classic-faces_attacker = Dadi dell'attaccante (es. 6 3 3)
classic-faces_defender = Dadi del difensore (es. 5 3)
classic-faces_go = Registra il lancio
classic-stop = Basta attacchi
classic-occupy = Occupa
classic-occupy_n = Sposta { $n }
classic-occupy_go = Occupa
classic-armies = Armate
classic-move = Spostamento
classic-move_go = Sposta
classic-end_turn = Fine turno
classic-err-faces = Scrivi i dadi come cifre da 1 a 6: fino a 3 per l'attaccante, fino a 2 per il difensore (es. 6 3 3 e 5 3).
classic-err-throw = Tocca uno dei risultati del lancio.
classic-err-cards = Scegli tre carte per lo scambio.
classic-err-neutral = Scegli il territorio neutrale che riceve l'armata.
classic-err-place_none = Metti almeno un'armata su un territorio.
classic-defender = difensore
classic-out_loses = { $who } perde { $n }
