### Strings of the organizer's management pages: settings, objectives, team edits,
### tables and referees, confirmations, corrections, the audit log.
### (key, Italiano, English).

# Settings page.
set-title = Impostazioni
set-back = ← Torna al torneo
set-saved = Impostazioni salvate.
set-when_match = Le impostazioni di partita valgono per i turni pubblicati da ora in poi.
set-opened = Le partite già aperte tengono le impostazioni con cui sono state aperte.
set-when_ranking = Le impostazioni di classifica valgono subito: classifica e prossimo abbinamento le usano.
set-details = Torneo
set-match = Partite
set-neutral_tanks = Carri neutrali per territorio neutrale (1–10)
set-match_minutes = Durata della partita in minuti (10–600)
set-announce = Minuto dell'annuncio del terzultimo giro
set-chances = Chance supplementari per squadra (0–20)
set-tank_cap = Massimo di carri sul tabellone per giocatore (40–500)
set-turn_warning = Avviso di turno lungo, in secondi (vuoto: nessuno)
set-asia_del_nord = Il bonus dell'Asia del Nord si somma a quello dell'Asia
set-ranking = Classifica
set-criteria_help = Criteri nell'ordine in cui decidono; «—» per non usarne uno.
set-criterion = Criterio
set-crit_match_points = Punti partita
set-crit_total_score = Punteggio di squadra totale
set-crit_score_difference = Differenza punti (propri − avversari)
set-crit_buchholz = Buchholz (punti partita degli avversari)
set-crit_best_match = Miglior punteggio in una partita
set-win = Punti partita per una vittoria
set-draw = Punti partita per un pareggio
set-loss = Punti partita per una sconfitta
set-bye_points = Punti partita per il riposo (vuoto: come una vittoria)
set-bye_score = Punteggio di squadra per il riposo
set-forfeit_win = Punti partita per la vittoria a tavolino (vuoto: come una vittoria)
set-forfeit_loss = Punti partita per chi perde a tavolino (vuoto: come una sconfitta)
set-club = Tenere separate le squadre dello stesso circolo
set-club_all = In ogni turno
set-club_round1 = Solo nel primo turno
set-club_never = Mai
set-second_confirmation = Un risultato firmato conta solo dopo una seconda conferma
set-second_confirmation_help = Conferma un altro arbitro o un organizzatore, mai chi ha firmato. Se la attivi a torneo iniziato, anche i risultati già firmati aspettano la conferma.
set-save = Salva
set-err_no_criterion = Scegli almeno un criterio di classifica, tra quelli dell'elenco.
set-err_criterion_twice = Ogni criterio può comparire una volta sola.
set-err_points_range = I punti partita sono numeri interi da 0 a 100.
set-err_points_order = Una vittoria deve valere più di una sconfitta, e un pareggio stare tra le due.
set-err_forfeit_order = Chi perde a tavolino non può avere più punti di chi vince a tavolino.
set-err_bye_score = Il punteggio del riposo è un numero intero da -1000 a 1000.
set-err_neutral_tanks = Carri neutrali: un numero intero da 1 a 10.
set-err_match_minutes = Durata della partita: un numero intero di minuti da 10 a 600.
set-err_announce = L'annuncio del terzultimo giro cade tra il minuto 1 e la fine della partita.
set-err_chances = Chance supplementari: un numero intero da 0 a 20.
set-err_tank_cap = Massimo di carri: un numero intero da 40 a 500.
set-err_turn_warning = Avviso di turno: vuoto, oppure un numero di secondi da 10 a 3600.
set-err_choice = Scegli un valore dall'elenco.
# Objective catalogue.
obj-title = Obiettivi
obj-help = Gli obiettivi che gli arbitri assegnano ai tavoli. Ogni obiettivo aggiunto è controllato dalle regole.
obj-remove = Togli
obj-add = Aggiungi obiettivo
obj-triple = Gruppo (es. A)
obj-continent = Continente obiettivo
obj-strip = Striscia
obj-optional = facoltativa
obj-territory = territorio
obj-err_label = Scrivi il gruppo dell'obiettivo (al massimo 20 caratteri).
obj-err_refused = Le regole non accettano questo obiettivo.
obj-err_duplicate = Questo obiettivo è già nell'elenco.
obj-err_full = L'elenco ha già 60 obiettivi: togline uno prima.
obj-err_not_found = Questo obiettivo non è più nell'elenco.
obj-err_continent = Scegli il continente obiettivo dall'elenco.
obj-err_territory = Scegli i territori della striscia dall'elenco.
# Teams.
team-edit = Modifica
team-edit_help = I risultati restano alla squadra e ai giocatori anche con i nomi nuovi. Le partite già aperte mostrano i nomi di allora.
team-err_player_played = Il secondo giocatore ha già giocato: non si può togliere (i suoi punteggi restano in classifica). Puoi cambiargli nome.
reg-same_players = I due giocatori hanno lo stesso nome: distinguili (per esempio con l'iniziale del cognome).
# Tables and referees.
table-referees = Arbitri
table-edit = Numeri dei tavoli e arbitri
table-number = Numero del tavolo
table-swap = Se il numero è già usato, scambia i due tavoli
table-renumber = Cambia numero
table-add_referee = Aggiungi un arbitro
table-assign = Assegna
table-err_number = Il numero del tavolo è un numero intero da 1 a 999.
table-err_bye = Il riposo non ha un tavolo da numerare.
table-err_taken = Un altro tavolo del turno ha già quel numero: spunta «scambia» per scambiare i due numeri.
table-err_referee = Scegli un account attivo dall'elenco.
# Confirmations.
conf-title = Risultati da confermare
conf-not_required = In questo torneo la seconda conferma non è richiesta: i risultati firmati contano subito.
conf-help = Controlla il punteggio con il tavolo, poi conferma. Chi ha firmato non può confermare.
conf-none = Nessun risultato da confermare.
conf-mine = Firmato da te: deve confermarlo un altro.
conf-confirm = Conferma
conf-referee_page = Pagina delle conferme per gli arbitri
# Corrections.
fix-signed_by = firmato da
fix-confirmed_by = confermato da
fix-console = Apri nella console
fix-no_result = La partita non è ancora finita.
fix-played = giocato
fix-adjustments = Correzioni di punteggio
fix-no_adjustments = Nessuna correzione.
fix-adjust = Correggi il punteggio
fix-target = A chi
fix-points = Punti (negativi per toglierli)
fix-reason = Motivo (obbligatorio)
fix-adjust_help = Ai punti di un giocatore cambia anche il punteggio della sua squadra; ai punti di squadra restano uguali i punteggi personali. Una correzione sbagliata si annulla con un'altra di segno opposto.
fix-reopen = Riapri la partita
fix-reopen_help = La firma (e la conferma) si tolgono: nella console l'arbitro può annullare e registrare mosse, poi firma di nuovo. Fino ad allora la partita non conta.
fix-open_help = La partita non è firmata: si corregge nella console.
fix-state_confirmed = confermata
fix-state_signed = firmata
fix-state_finished = terminata
fix-state_playing = in corso
fix-state_setup = in preparazione
fix-err_zero = Scrivi quanti punti aggiungere o togliere (non zero).
fix-err_too_large = Una correzione va da -1000 a 1000 punti.
fix-err_bye = Il riposo non ha una partita da correggere.
fix-err_team = Scegli una squadra o un giocatore di questo tavolo.
fix-err_player = Quel giocatore non ha giocato per quella squadra in questa partita.
fix-err_points = I punti sono un numero intero, per esempio -5 o 3.
fix-err_reason = Scrivi il motivo (al massimo 500 caratteri).
fix-err_not_signed = La partita non è firmata: prima va firmata nella console.
fix-err_confirmed = Il risultato è già confermato.
fix-err_own_signature = Hai firmato tu questo risultato: deve confermarlo un altro arbitro o un organizzatore.
# Standings.
st-adjustments = Correzioni di punteggio
# Audit log.
audit-help = Ogni modifica del torneo, con chi, quando e perché. Non si cancella nulla.
audit-when = Quando
audit-who = Chi
audit-what = Cosa
audit-detail = Dettagli
audit-all = Tutto il registro
st-forfeits = Partite perse a tavolino
st-forfeit_line = Turno { $round }: { $team } ha perso a tavolino contro { $winner }; { $points ->
        [one] il suo { $points } punto sul tabellone conta
       *[other] i suoi { $points } punti sul tabellone contano
    } 0 in classifica (punteggio totale, differenza, miglior partita).
