# The classic Risiko engine's sentences: refusals (classic-refusal-<code>), history lines
# (classic-history-…), phase words (classic-phase-…) and the counted nouns they use.
# RisiKo! torneo reuses the ones whose words are the same in every language.

classic-count-armies =
    { $n ->
        [one] 1 armata
       *[other] { $n } armate
    }
classic-count-cards =
    { $n ->
        [one] 1 carta
       *[other] { $n } carte
    }
classic-count-dice =
    { $n ->
        [one] 1 dado
       *[other] { $n } dadi
    }
classic-count-territories =
    { $n ->
        [one] 1 territorio
       *[other] { $n } territori
    }
classic-card-jolly = jolly
classic-unknown-player = un giocatore sconosciuto
classic-the-neutral = il neutro

classic-refusal-player_count = Il Risiko classico si gioca da 2 a 5 (6 solo se il torneo fissa le armate iniziali), non in { $count }
classic-refusal-seat_order = Il giocatore n. { $position } dichiara il posto { $seat }: i posti vanno elencati in ordine di turno, da 0
classic-refusal-setup_missing = In due servono i tre mazzi da 14 territori (o il seme con cui l'app li distribuisce)
classic-refusal-setup_form = Questa forma di preparazione non vale per questo numero di giocatori
classic-refusal-setup_incomplete = Preparazione incompleta: manca { $territory }
classic-refusal-setup_duplicate = { $territory } compare due volte nella preparazione
classic-refusal-neutral_not_allowed = { $territory } è neutrale, ma i neutrali esistono solo nella partita a due
classic-refusal-setup_territory_count = { $who } ha { $territories }: ne servono { $expected }
classic-refusal-setup_armies = { $who } ha { $armies } sul tabellone: ne servono { $expected }
classic-refusal-setup_empty_territory = { $territory } non ha armate: ogni territorio ne ha almeno 1
classic-refusal-pick_first = Sceglie per primo chi gioca per primo, cioè il primo in ordine di turno, non { $who }
classic-refusal-match_finished = La partita è finita
classic-refusal-unknown_seat = Al tavolo non c'è il posto { $seat }
classic-refusal-seat_eliminated = { $who } è stato eliminato
classic-refusal-not_your_turn = Non è il turno di { $who }: è il turno di { $current }
classic-refusal-not_now = Ora non si può registrare { $action } (fase: { $phase })
classic-refusal-territory_taken = { $territory } è già di { $who }
classic-refusal-placement_one_army = Nella preparazione si piazza 1 armata alla volta, non { $got }
classic-refusal-placement_two_plus_one = Ogni turno di piazzamento sono 2 armate proprie e 1 neutrale, non { $own } e { $neutral }
classic-refusal-no_armies_left = { $who } ha già piazzato tutte le sue armate
classic-refusal-not_your_territory = { $territory } non è di { $who }
classic-refusal-not_neutral = { $territory } non è neutrale: l'armata neutrale va su un territorio neutrale
classic-refusal-zero_tanks = Il numero di armate deve essere almeno 1
classic-refusal-over_entitlement = Restano { $armies } da piazzare, non { $got }
classic-refusal-bonus_only_there = { $armies } della carta vanno solo su { $territory }
classic-refusal-reinforcements_unplaced = Prima vanno piazzate le armate che restano: { $armies }
classic-refusal-forced_trade_pending = Con { $cards } in mano a inizio turno bisogna prima giocare almeno un tris
classic-refusal-elimination_trade_pending = Dopo l'eliminazione la mano ha { $cards }: bisogna giocare tris fino a tenerne 4 o meno
classic-refusal-reinforcement_over = I rinforzi si fanno prima del primo attacco e dello spostamento
classic-refusal-trade_three_cards = Un tris è di 3 carte, non { $got }
classic-refusal-not_enough_cards = In mano ci sono solo { $cards }: ne servono 3
classic-refusal-card_twice = La carta { $card } compare due volte (i jolly sono solo 2)
classic-refusal-card_in_deck = La carta { $card } è stata giocata ed è ancora nel mazzo: non può essere in mano
classic-refusal-not_a_set = Queste 3 carte non sono un tris: servono 3 simboli uguali, 3 diversi, o 2 carte e un jolly
classic-refusal-symbol_needed = Quale simbolo mostra la carta { $territory }? Inseriscilo (fante, cannone o cavallo)
classic-refusal-symbol_unknown = «{ $symbol }» non è un simbolo: fante, cannone o cavallo
classic-refusal-symbol_contradicts = La carta { $territory } mostra { $known }, non { $symbol }
classic-refusal-symbol_not_traded = Simbolo indicato per { $territory }, che non è fra le carte giocate
classic-refusal-bonus_not_on_card = { $territory } non è su nessuna delle carte giocate
classic-refusal-bonus_not_owned = { $territory } non è tuo: le 2 armate in più vanno su un territorio proprio
classic-refusal-bonus_used = Le 2 armate per un territorio posseduto si prendono una volta sola per turno
classic-refusal-trade_stop = Con { $cards } in mano dopo l'eliminazione non si giocano altri tris fino al prossimo turno
classic-refusal-attack_not_adjacent = { $from } non confina con { $to }
classic-refusal-attack_own_territory = { $territory } è tuo: non puoi attaccarlo
classic-refusal-attacker_needs_two_armies = Da { $from } non si attacca: servono almeno 2 armate
classic-refusal-attacker_dice = L'attaccante tira 1, 2 o 3 dadi, non { $dice }
classic-refusal-defender_dice = Il difensore tira 1 o 2 dadi, non { $dice }
# The Italian sentence does not repeat the dice asked for: the selector reads $dice and
# says nothing.
classic-refusal-too_many_attacker_dice =
    { $from } ha { $armies }: può attaccare con al massimo { $most }{ $dice ->
       *[other] {""}
    }
classic-refusal-too_many_defender_dice = { $to } ha { $armies }: si difende con al massimo { $most } (non { $dice })
classic-refusal-bad_die_face = Un dado mostra da 1 a 6, non { $face }
classic-refusal-losses_inconsistent = Con { $attacker } contro { $defender } le perdite sommano a { $total }: non { $lost_attacker } e { $lost_defender }
classic-refusal-throw_form = Un lancio si registra con i dadi usciti (attaccante e difensore) oppure con dadi e perdite, non con entrambi né con nessuno
classic-refusal-dice_entry_form = Questo torneo registra i lanci solo nella forma «{ $allowed }»
classic-refusal-attack_after_move = Dopo lo spostamento non si attacca più in questo turno
classic-refusal-occupy_first = Prima bisogna occupare { $territory }
classic-refusal-nothing_to_occupy = Non c'è nessun territorio conquistato da occupare
classic-refusal-occupation_too_small = In { $territory } vanno almeno { $armies } (i dadi dell'ultimo lancio), non { $got }
classic-refusal-occupation_leaves_none = Da { $from } si possono spostare al massimo { $armies }, non { $got }: 1 armata resta
classic-refusal-move_done = Lo spostamento di questo turno è già stato fatto
classic-refusal-move_not_adjacent = Lo spostamento va fra territori confinanti: { $from } non confina con { $to }
classic-refusal-move_leaves_none = Da { $from } si possono spostare al massimo { $armies }, non { $got }
classic-refusal-clock_started = Il cronometro è già partito
classic-refusal-clock_not_started = Il cronometro non è partito
classic-refusal-clock_start_early = Il cronometro parte con il primo rinforzo del primo giro, finito il piazzamento iniziale
classic-refusal-clock_not_running = Il cronometro non sta andando
classic-refusal-clock_not_paused = Il cronometro non è in pausa
classic-refusal-clock_backwards = Questo evento del cronometro è precedente all'ultimo
classic-refusal-last_round_announced = L'ultimo giro è già stato annunciato
classic-refusal-last_round_early = L'ultimo giro si annuncia allo scadere dei { $minutes } minuti
classic-refusal-last_round_not_timed = L'ultimo giro a tempo vale solo con la regola di fine «tempo»
classic-refusal-end_match_reason = Per chiudere la partita in anticipo serve un motivo

classic-phase-claim = scelta dei territori
classic-phase-setup_placement = piazzamento iniziale
classic-phase-reinforce = rinforzi
classic-phase-attack = attacchi e spostamento
classic-phase-occupy = occupazione
classic-phase-elimination_trade = tris dopo l'eliminazione
classic-phase-finished = partita finita

classic-history-claim = { $who } prende { $territory }
classic-history-place = { $who } piazza { $armies } ({ $list })
classic-history-place-neutral = { $who } piazza { $armies } ({ $list }) e 1 neutrale ({ $neutral })
classic-history-trade = { $who } gioca un tris ({ $cards })
classic-history-trade-bonus = { $who } gioca un tris ({ $cards }), +2 su { $territory }
classic-history-dice-against = { $dice } contro { $defender }
classic-history-attack = { $who } attacca { $to } da { $from } ({ $throw }): attaccante −{ $attacker }, difensore −{ $defender }
classic-history-occupy = { $who } occupa con { $armies }
classic-history-move = { $who } sposta { $armies } da { $from } a { $to }
classic-history-end_turn = { $who } passa il turno
classic-history-clock-start = Cronometro avviato
classic-history-clock-pause = Cronometro in pausa
classic-history-clock-resume = Cronometro ripreso
classic-history-clock-last_round = Tempo scaduto: ultimo giro
classic-history-end_match = Partita chiusa dall'arbitro: { $reason }
