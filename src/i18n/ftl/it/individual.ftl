### Strings of the individual tournament pages: (key, Italiano, English).

ind-nav = Individuali
ind-list = Tornei individuali
ind-none = Nessun torneo individuale.
ind-new = Nuovo torneo individuale
ind-ruleset = Regolamento
ind-table_size = Giocatori per tavolo
ind-odd_field = Se i giocatori non bastano per tavoli pieni
ind-odd-larger = tavoli da N+1 (4, altrimenti 5)
ind-odd-smaller = tavoli da N−1 (4, altrimenti 3)
ind-odd-ghost = col morto (un giocatore fittizio)
ind-rounds = Turni
ind-formula = Formula di classifica
ind-formula-place_points = Punti per piazzamento (classico)
ind-formula-cni2004 = CNI 2004
ind-formula-master = Master
ind-formula-victory = Victory
ind-formula-raduno = Raduno Nazionale
ind-formula-open = Open / Sant'Eufemia
ind-formula-nazionale = Nazionale RisiKo!
ind-formula-gufo = Gufo
ind-formula-spartac = Spartac
ind-formula-modena2024 = RCU Modena 2024
ind-formula-bgl = Lega giochi da tavolo
ind-round = Turno
ind-table = Tavolo
ind-seats = Posti, in ordine
ind-ghost = col morto
ind-match = Partita
ind-assign = Assegna arbitro
ind-swap = Scambia il giocatore
ind-seat = Sorteggia il prossimo turno
ind-players = Giocatori
ind-player = Giocatore
ind-club = Club
ind-region = Regione
ind-add = Iscrivi
ind-drop = Ritira
ind-return = Riammetti
ind-dropped = ritirato
ind-back = Torna al torneo
ind-total = Punti
ind-games = Partite
ind-wins = Vittorie
ind-best_game = Miglior partita
ind-table_points = Punti tavolo
ind-territories = Territori
ind-best_place = Miglior piazzamento
ind-scores = Punteggi, dal migliore
ind-by_round = Per turno
ind-import = Iscrizione da CSV
ind-import-help = Incolla un CSV: nome;club;regione;gruppo familiare (oppure con la virgola; le ultime colonne si possono omettere), una riga per giocatore.
ind-import-preview = Anteprima
ind-import-confirm = Conferma l'iscrizione
ind-import-bad = Queste righe non vanno bene: correggile e rifai l'anteprima. Non è stato iscritto nessuno.
ind-import-line = Riga
ind-import-good = Giocatori da iscrivere
ind-import-empty = Il CSV è vuoto: incolla almeno una riga.
ind-import-fix = Il CSV, da correggere qui
ind-term-repeats = { $n ->
    [one] 1 coppia ripetuta
   *[other] { $n } coppie ripetute
}
ind-term-winners = { $n ->
    [one] 1 coppia di vincitori del turno prima
   *[other] { $n } coppie di vincitori del turno prima
}
ind-term-odd_table = { $n ->
    [one] 1 giocatore di nuovo a un tavolo dispari
   *[other] { $n } giocatori di nuovo a un tavolo dispari
}
ind-term-clubs = { $n ->
    [one] 1 coppia dello stesso club
   *[other] { $n } coppie dello stesso club
}
ind-term-regions = { $n ->
    [one] 1 coppia della stessa regione
   *[other] { $n } coppie della stessa regione
}
ind-report-previous = {" "}({ $n } dal turno prima)
ind-report-unavoidable = , tutte inevitabili
ind-proof-zero = ottimo dimostrato: costo zero
ind-proof-exhaustive = ottimo dimostrato: ricerca esaustiva
ind-proof-edited = modificato a mano
ind-proof-local = nessuno scambio né spostamento migliora il tavolo
ind-report-repeat_pairs = { $pairs ->
    [one] 1 coppia si rincontra
   *[other] { $pairs } coppie si rincontrano
}
ind-report-repeat_cost = ; costo { $cost }
ind-report-least = , il minimo possibile
ind-proof-bound = ottimo dimostrato: il costo è pari al limite inferiore
ind-proof-search = ottimo dimostrato: ricerca completa
ind-proof-gap = entro il { $gap }% dell'ottimo (esaurito il tempo massimo di { $seconds } s)
ind-proof-kept_open = , tra le disposizioni che lasciano il turno dopo senza coppie ripetute
ind-err-club_larger_than_tables = Il club { $club } ha { $players } giocatori ma i tavoli sono { $tables }: con i club separati due di loro sarebbero allo stesso tavolo. Togli i club separati o gioca a tavoli più piccoli.
ind-err-name = Scrivi il nome del giocatore.
ind-err-long = Nome, club e regione hanno al massimo 60 caratteri.
ind-err-taken = Questo nome è già iscritto: aggiungi un'iniziale per distinguerli.
ind-err-columns = Troppe colonne: una riga è nome;club;regione;gruppo familiare.
ind-err-ruleset = Scegli il regolamento: RisiKo! classico, RisiKo! torneo o Risk 2210 A.D.
ind-err-size = Scegli da 3 a 6 giocatori per tavolo; con 6, i tavoli in più non possono essere da 7: scegli tavoli da 5 o il morto.
ind-err-odd_field = Scegli una delle regole per i tavoli dispari.
ind-err-rounds = Scegli da 1 a 30 turni.
ind-err-formula = Scegli una formula dell'elenco.
ind-err-no_players = Nessun giocatore da far sedere: iscrivi i giocatori prima del sorteggio.
ind-err-all_rounds = Tutti i turni previsti sono già pubblicati.
ind-err-unfinished = Alcuni tavoli del turno pubblicato non hanno ancora un risultato firmato (e confermato, se la seconda conferma è richiesta): chiudili prima di sorteggiare il prossimo.
ind-err-does_not_fit = Con questi giocatori i tavoli non tornano: cambia la regola dei tavoli dispari, oppure iscrivi o ritira giocatori.
ind-err-seating = Il sorteggio non è riuscito: riprova.
ind-err-swap = Scegli due giocatori diversi seduti in questa bozza.
ind-err-published = Questo turno è già pubblicato: le sue partite sono aperte.
ind-err-referee = Scegli un account attivo come arbitro.
ind-table_match = Partita e arbitro
ind-err-size_classic = Un tavolo di Risiko classico in torneo ha da 2 a 5 giocatori (per 6 il regolamento non dà le armate iniziali): scegli 3, 4 o 5 giocatori per tavolo, e con 5 tavoli da 4 o il morto per i giocatori in più.
# The CSV box's example row.
ind-import_placeholder = nome;club;regione
ind-clubs_apart = Giocatori dello stesso club mai allo stesso tavolo (si può solo alla creazione)
ind-clubs_apart_on = club separati
# The campionato a squadre (issue 29): the creation form, refusals and team standings.
champ-title = Campionato a squadre
champ-choose = Campionato a squadre: ogni club schiera una squadra e ogni tavolo ha quattro giocatori di quattro club diversi (tavoli da 4, club separati)
champ-players_per_club = Giocatori che ogni club schiera
champ-games_counted = Partite che contano per ogni squadra (le sue migliori)
champ-err-settings = Nel campionato a squadre ogni club schiera da 1 a 12 giocatori e conta da 1 a tutte le partite dei suoi giocatori (giocatori × turni): con 4 giocatori e 3 turni, da 1 a 12.
champ-err-table_size = Il campionato a squadre si gioca a tavoli da 4: scegli 4 giocatori per tavolo.
champ-err-no_club = { $player } non ha un club: nel campionato a squadre ognuno gioca per il suo club. Scrivi il suo club o ritiralo.
champ-err-team_size = Il club { $club } ha { $count } giocatori ({ $players }) ma ogni club ne schiera { $fielded }: iscrivi o ritira giocatori finché ne ha { $fielded }. Dopo il primo turno un club può restare con meno giocatori, per un ritiro.
champ-err-few_clubs = { $count ->
    [one] C'è un solo club ({ $clubs })
   *[other] Ci sono { $count } club ({ $clubs })
}: ogni tavolo ha quattro giocatori di quattro club diversi, quindi ne servono almeno 4.
champ-standings = Classifica a squadre
champ-rule = Ogni club schiera { $players } giocatori; ogni squadra conta le sue migliori { $counted } partite. A pari punti: il totale di tutte le partite, poi i tavoli vinti.
champ-counted = Contate
champ-all_games = Tutte le partite
champ-players = Giocatori
champ-discarded = Scartate
champ-teams_csv = Classifica a squadre (CSV)
# Club league over evenings (issue 29): turno di scarto, ripescaggio.
league-legend = Lega di club a serate
league-discard_worst = Risultati di qualificazione scartati per giocatore (turno di scarto; un'assenza si scarta per prima)
league-ripescaggio = Ripescaggio: l'ultimo posto in semifinale va alla miglior partita singola tra i non qualificati
league-help = Ogni turno di qualificazione è una serata di una partita; ci si può iscrivere a ogni serata. I turni saltati, anche prima dell'iscrizione, sono assenze. Il ripescaggio, a pari partita, va a chi è meglio in classifica.
league-discards_on = scarti
league-ripescaggio_on = ripescaggio
league-ripescato = Ripescato
league-discarded = Scartati
league-absent = assente
league-err-discards = Gli scarti devono lasciare almeno un risultato: scegli meno scarti dei turni di qualificazione (0 per nessuno).
league-err-ripescaggio_semifinal = Il ripescaggio assegna un posto in semifinale: imposta almeno un tavolo di semifinale, oppure togli il ripescaggio.
league-err-no_ripescaggio = Il ripescaggio non ha nessuno da ripescare: nessun giocatore fuori dai qualificati ha giocato una partita di qualificazione.
# Torneo degli esclusi (issue 29).
league-consolation = Torneo degli esclusi
league-consolation_help = Torneo degli esclusi: chi resta fuori dalla semifinale (e non è finalista diretto) gioca un torneo a parte, con i suoi punti e la sua classifica, che non cambia la classifica del torneo
league-consolation_formula = Punti del torneo degli esclusi
league-consolation_ranking_help = Solo le partite del torneo degli esclusi, con i suoi punti; non contano nella classifica del torneo.
league-err-consolation_semifinal = Il torneo degli esclusi è per chi resta fuori dalla semifinale: imposta almeno un tavolo di semifinale, oppure toglilo.
# Family groups (issue 29): never at one table.
ind-family = Gruppo familiare
ind-family_help = Giocatori dello stesso gruppo familiare non siedono mai allo stesso tavolo.
ind-family_save = Salva il gruppo
ind-err-family_larger_than_tables = Il gruppo familiare { $family } ({ $names }) ha { $players } giocatori ma i tavoli sono { $tables }: due di loro sarebbero allo stesso tavolo. Togli qualcuno dal gruppo o gioca a tavoli più piccoli.
ind-err-family_not_apart = Il gruppo familiare { $family } ({ $names }) non si può separare insieme ai club separati: togli i club separati o gioca a tavoli più piccoli.
# What "unavoidable" agrees with: one pair or player, and players (masculine).
ind-report-unavoidable_one = , inevitabile
ind-report-unavoidable_players = , tutti inevitabili
