### The 2 vs 2 engine's sentences: refusals (r2v2-CODE), history lines (r2v2-history-…),
### phases and the referee's notes. $who and $other are players' names;
### $territory, $from, $to territories and $continent continents, named in the language;
### $g (and $to_g) the Italian gender and number of a territory's name (m, f, mp,
### fp), which Italian words agree with.

r2v2-unknown_ruleset = Regolamento sconosciuto: «{ $ruleset }»
r2v2-player_count = Servono 4 posti al tavolo, non { $count }
r2v2-seat_order = { $who } dell'elenco ha "seat": { $seat }: i giocatori vanno elencati in ordine di turno, con "seat" 0, 1, 2, 3
r2v2-teams_not_alternating = Le squadre devono essere due, con i compagni seduti di fronte: il 1º e il 3º giocatore sono una squadra, il 2º e il 4º l'altra
r2v2-virtual_seat = { $who } non può essere virtuale: al massimo un compagno virtuale, con un compagno reale
r2v2-invalid_setting = Impostazione non valida: { $name }
r2v2-draft_incomplete = Draft incompleto: { $territory } non ha un proprietario
r2v2-draft_seat_count = { $who } ha { $count } territori: ne servono 10
r2v2-draft_neutral_count = I territori neutri sono { $count }: devono essere 2
r2v2-packet_sizes = I mazzetti del draft hanno { $sizes } carte: servono due mazzetti da 10 e due da 11
r2v2-packet_duplicate = { $territory } { $g ->
    [mp] compaiono
    [fp] compaiono
   *[other] compare
    } due volte nei mazzetti del draft
r2v2-packet_seed_mismatch = I mazzetti non sono quelli distribuiti dal seme { $seed }
r2v2-unknown_seat = Nel file c'è "seat": { $seat }, ma al tavolo siedono 4 giocatori ("seat" da 0 a 3)
r2v2-objective_continent = { $continent } non è un continente obiettivo
r2v2-objective_no_strip = L'obiettivo deve avere almeno una striscia
r2v2-objective_strip_empty = La striscia n. { $strip } dell'obiettivo è vuota
r2v2-objective_strip_start = La striscia deve partire da un confinante di { $continent }: { $territory } non lo { $g ->
        [mp] sono
        [fp] sono
       *[other] è
    }
r2v2-objective_strip_gap = Striscia interrotta: { $from } non { $g ->
        [mp] confinano
        [fp] confinano
       *[other] confina
    } con { $to }
r2v2-objective_strip_inside = { $territory } { $g ->
        [mp] sono
        [fp] sono
       *[other] è
    } dentro il continente obiettivo: la striscia va fuori
r2v2-objective_taken = { $who } ha lo stesso obiettivo di { $other }
r2v2-match_finished = La partita è finita
r2v2-seat_eliminated = { $who } è già fuori dalla partita
r2v2-not_your_turn = Non è il turno di { $who }: tocca a { $other }
r2v2-not_now = Ora non si può registrare { $action } (fase: { $phase })
r2v2-already_picked = { $who } ha già scelto in questo passaggio del draft
r2v2-not_in_packet = { $territory } non { $g ->
        [mp] sono
        [fp] sono
       *[other] è
    } nel mazzetto davanti a { $who }
r2v2-placement_quota = In questo turno di piazzamento { $expected ->
    [one] va messo
   *[other] vanno messi
    } esattamente { $expected ->
        [one] 1 carro
       *[other] { $expected } carri
    }, non { $got }
r2v2-not_your_territory = { $territory } non { $g ->
        [mp] sono
        [fp] sono
       *[other] è
    } di { $who }
r2v2-zero_tanks = Il numero di carri deve essere almeno 1
r2v2-over_allowance = Restano da mettere al massimo { $allowed ->
        [one] 1 carro
       *[other] { $allowed } carri
    }: non { $got }
r2v2-cap_exceeded = Limite di { $cap } carri: ce ne sono { $on_board } sulla mappa, se ne possono mettere ancora { $can_place }
r2v2-declare_first = Prima va dichiarato il rinforzo (anche 0)
r2v2-already_declared = Il rinforzo è già stato dichiarato in questo turno
r2v2-trade_after_declare = I tris si cambiano prima della dichiarazione
r2v2-no_trades_yet = Nel giro { $round } non si cambiano carte: solo dal 3º giro
r2v2-zero_sets = Un cambio è di almeno un tris
r2v2-not_enough_cards = Servono { $need ->
    [one] 1 carta
   *[other] { $need } carte
    }, il giocatore ne ha { $have }
r2v2-reinforcement_over = La fase di rinforzo è finita con il primo attacco o lo spostamento
r2v2-not_adjacent = { $from } non { $g ->
        [mp] confinano
        [fp] confinano
       *[other] confina
    } con { $to }
r2v2-own_territory = { $territory } { $g ->
        [mp] sono
        [fp] sono
       *[other] è
    } già { $g ->
    [f] tua
    [mp] tuoi
    [fp] tue
   *[other] tuo
    }
r2v2-attack_tanks = Si attacca con 1, 2 o 3 carri, non { $tanks }
r2v2-too_few_to_attack = { $from } { $g ->
        [mp] hanno
        [fp] hanno
       *[other] ha
    } { $tanks ->
        [one] 1 carro
       *[other] { $tanks } carri
    }: { $max ->
    [0] non { $g ->
        [mp] possono
        [fp] possono
       *[other] può
    } attaccare
   *[other] { $g ->
        [mp] possono
        [fp] possono
       *[other] può
    } attaccare con al massimo { $max }
    }
r2v2-teammate_defended = { $territory } { $g ->
        [mp] sono
        [fp] sono
       *[other] è
    } del compagno e { $g ->
        [mp] hanno
        [fp] hanno
       *[other] ha
    } { $tanks ->
        [one] 1 carro
       *[other] { $tanks } carri
    }: si può attaccare solo con 1 carro
r2v2-teammate_truce = Tregua tra compagni: { $who } possiede { $continent } e non ha rinunciato al bonus, { $territory } non si può attaccare
r2v2-cannot_hold = { $from } { $g ->
        [mp] hanno
        [fp] hanno
       *[other] ha
    } { $tanks ->
        [one] 1 carro
       *[other] { $tanks } carri
    }: per conquistare { $to } e { $to_g ->
    [f] occuparla
    [mp] occuparli
    [fp] occuparle
   *[other] occuparlo
    } con 3 carri ne servono almeno { $needed }
r2v2-garrison_lock = { $territory } { $g ->
    [f] è stata conquistata
    [mp] sono stati conquistati
    [fp] sono state conquistate
   *[other] è stato conquistato
    } al compagno in questo turno e { $g ->
    [mp] devono
    [fp] devono
   *[other] deve
    } tenere almeno 3 carri: { $g ->
    [mp] ne hanno
    [fp] ne hanno
   *[other] ne ha
    } { $tanks }, se ne possono usare al massimo { $max }
r2v2-occupy_first = Prima bisogna occupare { $territory }
r2v2-nothing_to_occupy = Non c'è nessun territorio appena conquistato da occupare
r2v2-occupy_range = In { $territory } vanno spostati da { $min } a { $max } carri, non { $got }
r2v2-move_done = Lo spostamento di questo turno è già stato fatto
r2v2-move_too_many = { $from } { $g ->
        [mp] hanno
        [fp] hanno
       *[other] ha
    } { $tanks ->
        [one] 1 carro
       *[other] { $tanks } carri
    }: se ne possono spostare al massimo { $max }
r2v2-already_renounced = { $who } ha già rinunciato ai bonus continentali
r2v2-no_violation = { $found } carri non superano il limite di { $cap }
r2v2-cap_removal_total = Vanno tolti il doppio dell'eccesso, { $expected ->
        [one] 1 carro
       *[other] { $expected } carri
    }: non { $got }
r2v2-cap_removal_too_many = { $territory } { $g ->
        [mp] hanno
        [fp] hanno
       *[other] ha
    } { $tanks ->
        [one] 1 carro
       *[other] { $tanks } carri
    }: non se ne possono togliere { $got }
r2v2-cap_removal_reinforced = Almeno { $needed } dei carri tolti devono venire dai territori rinforzati in questo turno, non { $got }
r2v2-clock_started = Il cronometro è già partito
r2v2-clock_not_started = Il cronometro non è ancora partito
r2v2-clock_not_running = Il cronometro è in pausa
r2v2-clock_not_paused = Il cronometro non è in pausa
r2v2-clock_backwards = L'orario dell'evento è precedente all'ultimo registrato
r2v2-already_announced = Il terzultimo giro è già stato annunciato
r2v2-clock_start_early = Il cronometro parte con il primo carro di rinforzo, finito il piazzamento iniziale
r2v2-announce_early = Il terzultimo giro si annuncia dopo { $minutes ->
    [one] 1 minuto
   *[other] { $minutes } minuti
    } di cronometro in moto (pause escluse): { $elapsed ->
    [one] ne è passato
   *[other] ne sono passati
    } { $elapsed }
r2v2-unknown_team = Al tavolo non c'è la squadra «{ $team }»
r2v2-choice_first = { $who } deve prima scegliere: giocare una possibilità o passare
r2v2-no_chances = La squadra { $team } non ha più possibilità

## Phases.
r2v2-phase-draft = draft
r2v2-phase-initial_placement = piazzamento iniziale
r2v2-phase-reinforce = rinforzo
r2v2-phase-attack = attacchi e spostamento
r2v2-phase-occupy = occupazione
r2v2-phase-supplementary = turni supplementari
r2v2-phase-finished = partita terminata

## History lines. $who is the acting player (a seat without a name is r2v2-history-seat).
r2v2-history-seat = Posto { $n }
r2v2-history-draft_pick = { $who } tiene { $territory } nel draft
r2v2-history-place = { $who } piazza { $list }
r2v2-history-on = { $n } su { $territory }
r2v2-history-declare = { $who } dichiara { $n ->
        [one] 1 carro
       *[other] { $n } carri
    }
r2v2-history-trade = { $who } scambia { $n } tris di carte
r2v2-history-attack = { $who } attacca { $to } da { $from } con { $n }
r2v2-history-occupy = { $who } occupa con { $n ->
        [one] 1 carro
       *[other] { $n } carri
    }
r2v2-history-move = { $who } sposta { $n ->
        [one] 1 carro
       *[other] { $n } carri
    } da { $from } a { $to }
r2v2-history-renounce_bonus = { $who } rinuncia ai bonus continente
r2v2-history-end_turn = { $who } finisce il turno
r2v2-history-play_chance = { $who } gioca una chance
r2v2-history-pass = { $who } passa
r2v2-history-cap_violation = { $who } oltre il limite ({ $found } carri contati): tolti { $list }
r2v2-history-from = { $n } da { $territory }
r2v2-history-clock_start = Parte il tempo
r2v2-history-clock_pause = Tempo in pausa
r2v2-history-clock_resume = Il tempo riprende
r2v2-history-clock_announce = Annunciato il terzultimo giro
r2v2-history-end_match = L'arbitro chiude la partita: { $reason }
r2v2-history-forfeit = L'arbitro chiude la partita, la squadra { $team } perde a tavolino: { $reason }

## The referee's notes on the trade and declaration forms.
r2v2-note-ramp = Rampa dal giro { $round }: in questo giro ogni tris vale { $n ->
        [one] 1 carro
       *[other] { $n } carri
    }
r2v2-note-hand = Con { $hand } carte in mano un tris vale { $n ->
        [one] 1 carro
       *[other] { $n } carri
    } (8 fino a 3 carte, 10 con 4, 12 con 5 o più)
r2v2-note-sets = ; tris uno dopo l'altro: { $list }
r2v2-note-over_declaration = Spettano { $n ->
        [one] 1 carro
       *[other] { $n } carri
    }: chi ne dichiara di più piazza i carri spettanti meno l'eccesso (dichiarandone { $over } se ne piazzano { $left }); chi ne dichiara meno piazza quanto dichiarato
