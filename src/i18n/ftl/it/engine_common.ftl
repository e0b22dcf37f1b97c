### The engine's words shared by every ruleset: the action codes of the logs in words
### (engine-action-CODE, a noun phrase with its article, to sit after a verb or a
### preposition), the rules a setting can break (engine-setting-RULE), an unnamed
### player, counted nouns, and what can be wrong with a club's board
### (engine-board-CODE, naming the ids as the organizer wrote them).

engine-player = Giocatore { $n }
engine-invalid_setting = Impostazione non valida: { $name }
engine-invalid_setting_why = Impostazione non valida: { $name } ({ $why })
engine-action-unknown = questa azione
engine-armies = { $n ->
    [one] 1 armata
   *[other] { $n } armate
}
engine-cards = { $n ->
    [one] 1 carta
   *[other] { $n } carte
}
engine-dice = { $n ->
    [one] 1 dado
   *[other] { $n } dadi
}

## Board problems.
engine-board-too_many_territories = Il tabellone ha { $count } paesi: al massimo 128.
engine-board-no_territories = Il tabellone non ha paesi: aggiungine almeno uno.
engine-board-bad_id = «{ $id }» non è un id valido: usa lettere minuscole senza accenti, cifre, _ e -.
engine-board-no_name = «{ $id }» non ha un nome: scrivi almeno il nome italiano e inglese.
engine-board-duplicate_territory = Due paesi hanno lo stesso id «{ $id }»: ogni id deve essere unico.
engine-board-duplicate_continent = L'id di continente «{ $id }» è già usato: ogni id deve essere unico.
engine-board-unknown_continent = { $territory } è nel continente «{ $continent }», che il tabellone non ha.
engine-board-continent_is_region = { $territory } indica come continente la regione { $region }: indica il continente vero.
engine-board-two_continents = Il continente { $continent } elenca dei paesi: solo le regioni lo fanno, ogni paese indica il suo unico continente.
engine-board-unknown_in_region = La regione { $region } elenca «{ $territory }», che il tabellone non ha.
engine-board-unknown_neighbour = { $territory } confina con «{ $neighbour }», che il tabellone non ha.
engine-board-borders_itself = { $territory } confina con sé stesso: toglilo dai suoi confinanti.
engine-board-one_way_border = { $from } confina con { $to }, ma { $to } non confina con { $from }: un confine vale nei due sensi.
engine-board-bridge_not_border = { $territory } ha un ponte verso { $bridge }, che non è tra i suoi confinanti.
engine-board-one_way_bridge = { $from } ha un ponte verso { $to }, ma { $to } non ha il ponte verso { $from }.
engine-board-off_canvas = { $territory } è fuori dall'immagine: spostalo dentro.
engine-board-not_connected = { $territory } non si raggiunge da { $from }: il tabellone è in pezzi, aggiungi un confine.
engine-board-empty_continent = Il continente { $continent } non ha paesi: aggiungine o toglilo.
engine-board-wrong_count = Il regolamento vuole { $needs } paesi, il tabellone ne ha { $has }.
engine-board-too_few_territories = Il regolamento vuole almeno { $needs } paesi, il tabellone ne ha { $has }: aggiungine { $missing }.

## Action codes in words.
engine-action-aggression_pact = un patto di non aggressione
engine-action-attack = un attacco
engine-action-bonus_card = la carta bonus delle tre conquiste
engine-action-break_pact = la rottura di un patto
engine-action-buy_cards = l'acquisto di carte
engine-action-buy_commander = l'acquisto di un comandante
engine-action-buy_station = l'acquisto di una stazione spaziale
engine-action-cancel_pact = l'annullamento di un patto
engine-action-cap_violation = la penalità del limite di armate
engine-action-card_bonus = il bonus di una carta paese
engine-action-cards = le carte di fine turno
engine-action-claim = la scelta di un territorio
engine-action-claim_continent_card = la richiesta di una carta continente
engine-action-clock = un evento del cronometro
engine-action-convert = la conversione di armate in missili
engine-action-crisis_rolls = i tiri della crisi
engine-action-declare = la dichiarazione dei rinforzi
engine-action-declare_objective = la dichiarazione di un obiettivo compiuto
engine-action-declare_risiko = la dichiarazione di RisiKo!
engine-action-draft_pick = una scelta del draft
engine-action-draw_card = la pesca di una carta paese
engine-action-end_match = la chiusura della partita
engine-action-end_turn = la fine del turno
engine-action-fortify = uno spostamento di fine turno
engine-action-incorporation = l'incorporazione di armate
engine-action-invade = un'invasione
engine-action-missile = un lancio di missili
engine-action-move = uno spostamento di armate
engine-action-occupy = un'occupazione
engine-action-occupy_condominium = l'occupazione di un condominio
engine-action-pact = un patto
engine-action-pass = un passo
engine-action-penalty = una penalità
engine-action-place = un piazzamento
engine-action-place_piece = il piazzamento di un pezzo iniziale
engine-action-play_card = la giocata di una carta
engine-action-play_chance = la giocata di una possibilità
engine-action-referee_adjust = una correzione dell'arbitro
engine-action-regroup = un raggruppamento
engine-action-renounce_bonus = la rinuncia ai bonus continentali
engine-action-replace_objective = la sostituzione di un obiettivo
engine-action-reveal_objective = la rivelazione di un obiettivo
engine-action-scout_place = i 5 MOD delle Forze in Esplorazione
engine-action-sdadata = la sdadata
engine-action-show_objective = l'esibizione di un obiettivo
engine-action-situation = la carta situazione
engine-action-throw = un lancio di dadi
engine-action-time_up = la chiamata del tempo
engine-action-trade = un cambio di carte
engine-action-turn = una mossa di turno
engine-action-withdraw = una ritirata
engine-action-year_start = l'inizio dell'anno
engine-action-zone_breach = la violazione di un patto di zona
engine-action-zone_pact = un patto di zona

## The rule a refused setting broke.
engine-setting-armies_below_territories = meno dei territori che ogni giocatore riceve
engine-setting-at_least_1 = almeno 1
engine-setting-at_least_1_or_absent = almeno 1, o assente per quanti se ne vuole
engine-setting-at_least_3_or_absent = almeno 3, o assente per nessun limite
engine-setting-below_start_armies = sotto le armate iniziali
engine-setting-board = questo motore ha solo il tabellone «risiko»
engine-setting-bonus_placement = «free» (dove si vuole) o «on_territory» (sul territorio della carta)
engine-setting-fewer_objectives_than_players = meno obiettivi che giocatori
engine-setting-more_than_0 = più di 0
engine-setting-no_deal = nessuna distribuzione rispetta i limiti per continente
engine-setting-one_per_place = per ogni numero di giocatori (da 2 a 6), un numero per posto
engine-setting-round_limit_needed = la fine dopo un numero di giri lo richiede, almeno 1
engine-setting-two_dice = due dadi: 2 ≤ primo ≤ massimo ≤ 12
engine-setting-two_players_40 = in due si gioca con 40
