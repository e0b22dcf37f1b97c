### Risk 2210 A.D.: the engine's sentences (refusals, setup and adjustment problems,
### history lines, phases). Players, territories, cards and numbers are arguments; the
### commander kinds are the console's `r2210-commander-*`.

## Refusals.
risk2210-bad_setup = Preparazione non valida: { $why }.
risk2210-not_your_turn = Non tocca a { $who }: tocca a { $expected }.
risk2210-not_your_turn-bids = Non tocca a { $who }: l'arbitro inserisce le offerte dell'anno.
risk2210-not_now = In questo momento della partita non si può registrare { $action }.
risk2210-finished = La partita è finita.
risk2210-devastated = { $territory } è devastato: nessuno può entrarci.
risk2210-not_land = { $territory } non è un territorio di terra.
risk2210-occupied = { $territory } è già occupato.
risk2210-not_own = { $territory } non è di { $who }.
risk2210-setup_count = { $who } deve piazzare { $expected } MOD, non { $got }.
risk2210-piece_twice = { $who } ha già piazzato { $piece }.
risk2210-phase_passed = In questo turno { $who } ha già superato la fase per { $action }.
risk2210-income_left = { $who } deve prima piazzare i { $left } MOD di rendita.
risk2210-too_many_mods = { $who } ha solo { $left } MOD da piazzare, non { $asked }.
risk2210-not_enough_energy = { $who } ha { $have } energia: ne servono { $need }.
risk2210-commander_in_play = { $who } ha già in gioco il comandante { $commander }.
risk2210-no_commander = { $who } non ha in gioco il comandante { $commander }.
risk2210-station_limit = { $who } ha già 4 stazioni spaziali.
risk2210-station_there = Su { $territory } non può andare una stazione (ce n'è già una, o non è terra).
risk2210-cards_bought_already = { $who } ha già comprato carte in questo turno.
risk2210-card_count = { $who } può comprare da 1 a 4 carte per turno, non { $asked }.
risk2210-deck_empty = Nel mazzo { $deck } restano { $n } carte.
risk2210-unknown_card = Il mazzo { $deck } non ha la carta «{ $card }».
risk2210-no_card_held = { $who } non ha carte del mazzo { $deck }.
risk2210-card_timing = { $who } non può giocare «{ $card }» in questo momento.
risk2210-card_target = { $who } non ha un territorio valido per «{ $card }».
risk2210-bid_seats = Le offerte devono essere una per ogni giocatore in partita.
risk2210-bid_too_high = { $who } offre { $bid } ma ha { $energy } energia.
risk2210-tie_rolls = { $who } è in parità: serve un tiro di spareggio (1-6) diverso da quello degli altri.
risk2210-bad_markers = I segnalini di turno devono essere 1..N, uno per giocatore.
risk2210-source_too_few = { $territory } ha meno di 2 unità: non può invadere.
risk2210-not_joined = Da { $from } non si può invadere { $to }.
risk2210-needs_commander = { $who } ha bisogno del comandante { $commander } in gioco.
risk2210-own_target = { $territory } è già suo.
risk2210-invasion_open = C'è un'invasione in corso: tirate, ritiratevi o occupate prima.
risk2210-no_invasion = Nessuna invasione dichiarata.
risk2210-must_throw = Dopo la dichiarazione si tira almeno una volta.
risk2210-dice_count = { $side ->
        [attacker] l'attaccante
       *[defender] il difensore
    } può tirare al più { $n } dadi, non { $got }.
risk2210-bad_face = { $face } non è una faccia di un dado a { $sides } facce.
risk2210-commander_absent = Il comandante { $commander } di { $who } non è lì.
risk2210-d8_count = I dadi a 8 facce { $side ->
        [attacker] dell'attaccante
       *[defender] del difensore
    } devono essere { $expected }, non { $got }.
risk2210-bad_killed = I comandanti persi { $side ->
        [attacker] dall'attaccante
       *[defender] dal difensore
    } non corrispondono alle perdite.
risk2210-occupy_first = Prima si occupa il territorio conquistato.
risk2210-occupy_count = Si spostano da { $min } a { $max } unità, non { $got }.
risk2210-occupy_commander = Il comandante { $commander } ha tirato: deve entrare.
risk2210-no_bonus = Nessuna carta bonus delle tre conquiste è dovuta.
risk2210-fortified_already = Lo spostamento di fine turno è già stato fatto.
risk2210-not_connected = Nessuna catena di territori propri unisce { $from } a { $to }.
risk2210-leave_one = In { $territory } deve restare almeno un'unità.
risk2210-bad_adjust = Correzione non valida: { $why }.
risk2210-throw_form = Il lancio indica i valori dei dadi dei due lati, oppure i dadi e le perdite (non entrambi).
risk2210-bad_losses = Le perdite sommano { $got }: con questi dadi devono sommare { $pairs }.
risk2210-dice_entry-quick = Questo torneo registra i lanci solo con i dadi e le perdite (dice_entry: quick), non con i valori dei dadi.
risk2210-dice_entry-full = Questo torneo registra i lanci solo con i valori dei dadi (dice_entry: full), non con le sole perdite.
risk2210-jammed = { $who } è zittito da un Disturbo delle Frequenze fino alla fine del turno.
risk2210-cease_fire = Un Cessate il Fuoco impedisce a { $who } di attaccare i territori di { $protected } in questo turno.
risk2210-card = { $who } non può giocare «{ $card }» così: { $why }.
risk2210-no_scout = Nessuna Forze in Esplorazione di { $who } attende questo territorio subito dopo la sua occupazione.
risk2210-copies_out = Tutte le copie di «{ $card }» del mazzo { $deck } sono già state giocate.
risk2210-end_match_reason = Indica perché la partita finisce.
risk2210-clock-started = Il cronometro è già partito.
risk2210-clock-not_started = Il cronometro non è partito.
risk2210-clock-not_running = Il cronometro è già fermo.
risk2210-clock-not_paused = Il cronometro non è in pausa.
risk2210-clock-backwards = L'ora viene prima dell'ultimo evento del cronometro.
risk2210-clock-not_timed = La partita non ha un tempo limite.
risk2210-clock-early = Il tempo non è ancora scaduto.
risk2210-clock-announced = L'ultimo anno è già stato annunciato.

## What a command card's own fields got wrong (after "così: ").
risk2210-card-missing = manca il campo `{ $field }`
risk2210-card-territory-own = { $territory } non è un suo territorio { $board }
risk2210-card-territory-foe = { $territory } non è un territorio { $board } di un avversario
risk2210-card-target_seat = { $who } non è un altro giocatore in partita
risk2210-card-target_commander = { $who } non ha il comandante { $commander } in gioco
risk2210-card-turned_count = servono { $want } carte territorio { $board } girate, non { $got }
risk2210-card-turned_card = la carta di { $territory } non è nel mazzo (altro mazzo, devastata o già pescata)
risk2210-card-turned_order = tutte le carte girate tranne l'ultima mostrano suoi territori, l'ultima no
risk2210-card-roll = manca il valore del dado a { $sides } facce, o è fuori dal dado
risk2210-card-reinforcements = 1 MOD su ciascuno di esattamente { $want } suoi territori diversi
risk2210-card-removals = { $who } toglie esattamente { $want } suoi MOD
risk2210-card-killed = i comandanti scelti come perdite in { $territory } non corrispondono alle perdite
risk2210-card-move = { $to } non è un suo territorio raggiungibile

## What is wrong with a setup (after "Preparazione non valida: ").
risk2210-setup-not_this_ruleset = serve il formato { $expected_format } del regolamento «{ $expected_ruleset }», non il formato { $format } di «{ $ruleset }»
risk2210-setup-player_count = si gioca da 2 a 5, non in { $players }
risk2210-setup-seats_out_of_order = i posti dei giocatori vanno numerati 0, 1, ... in ordine
risk2210-setup-no_years = la partita dura almeno un anno
risk2210-setup-place_points = i punti per piazzamento di un tavolo da { $size } hanno { $n ->
        [one] 1 numero
       *[other] { $n } numeri
    }: indica tavoli da 2 a 5 e un numero per posto
risk2210-setup-devastated_count = servono 4 territori devastati, non { $named }
risk2210-setup-wrong_board = { $territory } non è un territorio { $board }
risk2210-setup-named_twice = { $territory } compare due volte
risk2210-setup-neutral_count = il neutrale ha { $want } territori { $boards }: ne sono indicati { $named }
risk2210-setup-neutral_missing = in due giocatori servono i territori del neutrale
risk2210-setup-neutral_unwanted = il neutrale c'è solo in due giocatori, non in { $players }
risk2210-setup-blank_cards_unlisted = con le carte bianche vanno elencate le carte personalizzate (mazzo, id, nome, costo, momento)
risk2210-setup-too_many_blank_cards = al massimo { $most } carte bianche, non { $given }
risk2210-setup-custom_card_id = la carta personalizzata «{ $card }» del mazzo { $deck } vuole un id tutto suo nel mazzo
risk2210-setup-composition_unknown_card = la composizione dei mazzi nomina «{ $card }», che il mazzo { $deck } non ha
risk2210-setup-composition_size = il mazzo { $deck } ha { $want } carte: la composizione dei mazzi ne indica { $cards }
risk2210-setup-final_owners = nella preparazione finale ogni territorio di terra libero ha un proprietario, e solo quelli
risk2210-setup-final_owner_stranger = nella preparazione finale { $territory } è di un giocatore che non è in partita
risk2210-setup-final_territory_count = nella preparazione finale { $who } ha { $held ->
        [one] 1 territorio
       *[other] { $held } territori
    }, le occupazioni iniziali gliene danno { $claims }
risk2210-setup-final_empty_territory = nella preparazione finale { $territory } ha bisogno di almeno 1 MOD
risk2210-setup-final_mods_unheld = nella preparazione finale ci sono MOD su { $territory }, che nessun giocatore controlla
risk2210-setup-final_mod_count = nella preparazione finale { $who } ha { $mods } MOD: ognuno ne ha { $want } all'inizio
risk2210-setup-final_no_pieces = nella preparazione finale mancano i pezzi di { $who }
risk2210-setup-final_pieces_stranger = nella preparazione finale ci sono pezzi di un giocatore che non è in partita
risk2210-setup-final_piece_missing = nella preparazione finale { $who } deve piazzare { $piece ->
        [land] { risk2210-piece-land }
        [diplomat] { risk2210-piece-diplomat }
       *[station] { risk2210-piece-station }
    }

## What is wrong with a referee's adjustment (after "Correzione non valida: ").
risk2210-adjust-no_reason = serve un motivo
risk2210-adjust-mods_below_zero = { $territory } resterebbe con { $mods } MOD
risk2210-adjust-mods_of_nobody = nessuno controlla { $territory }: lì non si aggiungono MOD
risk2210-adjust-energy_below_zero = { $who } resterebbe con { $energy } di energia
risk2210-adjust-energy_stranger = energia per un giocatore che non è in partita

## Words the sentences share.
risk2210-piece-land = il comandante terrestre
risk2210-piece-diplomat = il diplomatico
risk2210-piece-station = la stazione spaziale
risk2210-board-land = terrestre
risk2210-board-sea = marino
risk2210-board-moon = lunare
risk2210-boards-land = terrestri
risk2210-boards-sea = marini
risk2210-boards-moon = lunari

## The history: one line per action.
risk2210-history-claim = { $who } occupa { $territory }
risk2210-history-place = { $who } piazza { $n } MOD
risk2210-history-place_piece = { $who } piazza { $piece } in { $territory }
risk2210-history-year_start = Offerte dell'anno e segnalini di turno
risk2210-history-buy_commander = { $who } compra il comandante { $commander } in { $territory }
risk2210-history-buy_station = { $who } compra una stazione spaziale in { $territory }
risk2210-history-buy_cards = { $who } compra { $n ->
        [one] 1 carta comando
       *[other] { $n } carte comando
    } ({ $decks })
risk2210-history-deck_cards = { $deck } { $n }
risk2210-history-play_card = { $who } gioca «{ $card }»
risk2210-history-scout_place = { $who }: Forze in Esplorazione, 5 MOD in { $territory }
risk2210-history-invade = { $who } invade { $to } da { $from }
risk2210-history-throw = { $who } tira i dadi
risk2210-history-withdraw = { $who } ferma l'invasione
risk2210-history-occupy = { $who } entra con { $mods } MOD{ $with }
risk2210-history-with = { " " }e { $n ->
        [one] 1 comandante
       *[other] { $n } comandanti
    }
risk2210-history-bonus_card = { $who } prende la carta bonus dal mazzo { $deck }
risk2210-history-fortify = { $who } sposta { $mods } MOD{ $with } da { $from } a { $to }
risk2210-history-end_turn = { $who } finisce il turno
risk2210-history-clock-start = Cronometro avviato
risk2210-history-clock-pause = Cronometro in pausa
risk2210-history-clock-resume = Cronometro ripreso
risk2210-history-clock-last_year = Tempo scaduto: quest'anno è l'ultimo
risk2210-history-end_match = Partita chiusa dall'arbitro: { $reason }
risk2210-history-referee_adjust = Correzione dell'arbitro: { $reason }

## The phases, as the match page names them.
risk2210-phase-claims = Occupazione dei territori
risk2210-phase-placement = Piazzamento dei MOD
risk2210-phase-pieces = Comandanti e stazione iniziali
risk2210-phase-bidding = Offerte di energia
risk2210-phase-finished = Partita finita
risk2210-phase-income = Rendita
risk2210-phase-commanders = Comandanti e stazioni
risk2210-phase-buy_cards = Acquisto carte
risk2210-phase-play_cards = Carte comando
risk2210-phase-invasions = Invasioni
risk2210-phase-fortify = Spostamento

## The command cards' printed names, by card id.
risk2210-card_name-stealth_mods = MOD Nascosti
risk2210-card_name-scout_forces = Forze in Esplorazione
risk2210-card_name-frequency_jam = Disturbo delle Frequenze
risk2210-card_name-colony_influence = Influenza delle Colonie
risk2210-card_name-reinforcements = Rinforzi
risk2210-card_name-stealth_station = Stazione Nascosta
risk2210-card_name-assemble_mods = Costruzione di MOD
risk2210-card_name-land_death_trap = Trappola Mortale Terrestre
risk2210-card_name-hidden_energy = Energia Nascosta
risk2210-card_name-water_death_trap = Trappola Mortale Marina
risk2210-card_name-invade_earth = Invasione della Terra
risk2210-card_name-energy_extraction = Estrazione di Energia
risk2210-card_name-orbital_mines = Mine Orbitali
risk2210-card_name-evacuation = Evacuazione
risk2210-card_name-energy_crisis = Crisi di Energia
risk2210-card_name-redeployment = Rischieramento
risk2210-card_name-decoys_revealed = Mascheramenti Svelati
risk2210-card_name-territorial_station = Stazione Territoriale
risk2210-card_name-mod_reduction = Riduzione di MOD
risk2210-card_name-cease_fire = Cessate il Fuoco
risk2210-card_name-scatter_bomb_land = Bomba a Frammentazione Terrestre
risk2210-card_name-scatter_bomb_water = Bomba a Frammentazione Marina
risk2210-card_name-scatter_bomb_moon = Bomba a Frammentazione Lunare
risk2210-card_name-assassin_bomb = Bomba Assassina
risk2210-card_name-rocket_strike_land = Attacco Missilistico Terrestre
risk2210-card_name-rocket_strike_water = Attacco Missilistico Marino
risk2210-card_name-rocket_strike_moon = Attacco Missilistico Lunare
risk2210-card_name-the_mother = La Madre
risk2210-card_name-aqua_brother = Aqua Brother
risk2210-card_name-nicky_boy = Nicky Boy
risk2210-card_name-armageddon = Armageddon

## The command cards' effects, by deck and card id (the same card id may do
## different things in different decks).
risk2210-card_effect-land-stealth_mods = 3 MOD del colore del difensore si aggiungono al territorio terrestre bersaglio.
risk2210-card_effect-land-scout_forces = Si pesca coperta una carta terrestre con sopra 5 MOD; ci vanno quando il giocatore la occupa.
risk2210-card_effect-land-frequency_jam = Il giocatore scelto non può giocare carte comando fino alla fine di questo turno.
risk2210-card_effect-land-colony_influence = +3 punti se il comandante terrestre del giocatore è in gioco.
risk2210-card_effect-land-reinforcements = 1 MOD su ciascuno di al massimo 3 territori terrestri controllati.
risk2210-card_effect-land-stealth_station = Una stazione spaziale del giocatore va sul territorio terrestre bersaglio.
risk2210-card_effect-land-assemble_mods = +3 MOD su un territorio terrestre controllato.
risk2210-card_effect-land-land_death_trap = L'attaccante toglie metà (arrotondata per eccesso) dei MOD del territorio di partenza.
risk2210-card_effect-naval-stealth_mods = 3 MOD del colore del difensore si aggiungono al territorio marino bersaglio.
risk2210-card_effect-naval-hidden_energy = Si pesca una carta marina; +4 di energia se il giocatore la controlla alla fine del turno.
risk2210-card_effect-naval-frequency_jam = Il giocatore scelto non può giocare carte comando fino alla fine di questo turno.
risk2210-card_effect-naval-colony_influence = +3 punti se il comandante navale del giocatore è in gioco.
risk2210-card_effect-naval-reinforcements = 1 MOD su ciascuno di al massimo 3 territori marini controllati.
risk2210-card_effect-naval-assemble_mods = +3 MOD su un territorio marino controllato.
risk2210-card_effect-naval-water_death_trap = L'attaccante toglie metà (arrotondata per eccesso) dei MOD del territorio di partenza.
risk2210-card_effect-space-stealth_mods = 3 MOD del colore del difensore si aggiungono al territorio lunare bersaglio.
risk2210-card_effect-space-invade_earth = Si girano carte terrestri finché una non è del giocatore; quel territorio può essere invaso dalla Luna.
risk2210-card_effect-space-frequency_jam = Il giocatore scelto non può giocare carte comando fino alla fine di questo turno.
risk2210-card_effect-space-colony_influence = +3 punti se il comandante spaziale del giocatore è in gioco.
risk2210-card_effect-space-reinforcements = 1 MOD su ciascuno di al massimo 3 territori lunari controllati.
risk2210-card_effect-space-assemble_mods = +3 MOD su un territorio lunare controllato.
risk2210-card_effect-space-energy_extraction = +7 di energia se il giocatore controlla tutti i 14 territori lunari alla fine del turno.
risk2210-card_effect-space-orbital_mines = L'attaccante toglie metà (arrotondata per eccesso) dei MOD del territorio di partenza.
risk2210-card_effect-diplomat-colony_influence = +3 punti se il diplomatico del giocatore è in gioco.
risk2210-card_effect-diplomat-evacuation = Tutte le unità del bersaglio si spostano in un altro territorio controllato dal giocatore.
risk2210-card_effect-diplomat-energy_crisis = Ogni avversario che ha energia ne dà 1 al giocatore.
risk2210-card_effect-diplomat-redeployment = Uno spostamento di fine turno in più in questo turno.
risk2210-card_effect-diplomat-decoys_revealed = Il giocatore sposta quanti vuole dei suoi comandanti in territori che controlla.
risk2210-card_effect-diplomat-territorial_station = Una stazione spaziale su un territorio terrestre controllato.
risk2210-card_effect-diplomat-mod_reduction = Ogni avversario toglie 4 dei suoi MOD; poi il giocatore ne toglie 2.
risk2210-card_effect-diplomat-cease_fire = L'invasione si ferma; l'invasore non può più attaccare il giocatore in questo turno.
risk2210-card_effect-nuclear-scatter_bomb_land = Si girano 3 carte terrestri; lì è distrutta metà (arrotondata per eccesso) delle unità degli altri.
risk2210-card_effect-nuclear-scatter_bomb_water = Si girano 2 carte marine; lì è distrutta metà (arrotondata per eccesso) delle unità degli altri.
risk2210-card_effect-nuclear-scatter_bomb_moon = Si girano 2 carte lunari; lì è distrutta metà (arrotondata per eccesso) delle unità degli altri.
risk2210-card_effect-nuclear-assassin_bomb = Un comandante nemico scelto muore con 3 o più su un d8.
risk2210-card_effect-nuclear-rocket_strike_land = Un d6: altrettante unità distrutte su un territorio terrestre nemico scelto.
risk2210-card_effect-nuclear-rocket_strike_water = Un d6: altrettante unità distrutte su un territorio marino nemico scelto.
risk2210-card_effect-nuclear-rocket_strike_moon = Un d6: altrettante unità distrutte su un territorio lunare nemico scelto.
risk2210-card_effect-nuclear-the_mother = Un d6 sceglie un continente; ogni suo territorio con unità ne perde 1.
risk2210-card_effect-nuclear-aqua_brother = Un d6 sceglie una colonia marina (col 6 si ritira); ogni suo territorio con unità ne perde 1.
risk2210-card_effect-nuclear-nicky_boy = Un d6 sceglie una colonia lunare; ogni suo territorio con unità ne perde 1.
risk2210-card_effect-nuclear-armageddon = Non è nel testo di riferimento: l'arbitro registra ciò che il tavolo ha applicato (referee_adjust).
