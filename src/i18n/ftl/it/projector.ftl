### Strings of the public tournament pages, the results switch and the projector:
### (key, Italiano, English).

pub-nav = Pagine del torneo
pub-nav_home = Torneo
pub-pairings = Abbinamenti
pub-tables = Tavoli in diretta
pub-projector = Proiettore
pub-results = Risultati dei turni
pub-tables_count = tavoli
pub-not_public_yet = risultati non ancora pubblici
pub-follow = Segui il tavolo
pub-board = Tabellone
pub-other_rounds = Altri turni
pub-hidden_public = I risultati di questo turno non sono ancora pubblici: li annuncerà l'organizzatore.
pub-hidden_organizer = Risultati nascosti al pubblico: li vedi perché sei organizzatore, e non contano nella classifica pubblica.
pub-standings_include_hidden = Questa classifica (vista organizzatore) conta anche i turni con risultati nascosti al pubblico:
pub-player = Giocatore
pub-territories = Territori
pub-tanks = Carri
pub-territories_short = Terr.
pub-tanks_short = Carri
pub-no_teams = Nessuna squadra iscritta.
pub-title = Risultati pubblici
pub-help = Scegli quali turni mostrano i risultati al pubblico. Un turno nascosto non conta nella classifica pubblica né sul proiettore; tu lo vedi sempre.
pub-visible = risultati pubblici
pub-hidden = risultati nascosti
pub-see_round = vedi il turno
pub-hide = Nascondi i risultati
pub-show = Mostra i risultati
pub-err_results = Scegli se i risultati del turno sono visibili (visible) o nascosti (hidden).
res-status-setup = in preparazione
res-status-playing = in corso
res-status-finished = terminata
res-status-signed = firmata
res-status-bye = riposo
res-win = vittoria
res-draw = pareggio
res-forfeit_win = vittoria a tavolino
res-forfeit_loss = sconfitta a tavolino
res-loss = sconfitta
proj-pairings = Abbinamenti
proj-tables = Tavoli
proj-standings = Classifica a squadre
proj-players = Migliori giocatori
proj-seat_legend = In giallo chi è di turno · territori·carri
proj-hidden_rounds = Non ancora conteggiati i turni
proj-err_pace = Il parametro pace è il numero di secondi per schermata: un numero intero da 5 a 120 (per esempio ?pace=15).
