### Strings of the pages around the console: the final score on the public pages, the
### players' draft pages, the match lists, the organizer's bulk edits and the projector
### additions of issue 13: (key, Italiano, English).

final-score = Punteggio finale
final-winner = Vince
final-draw = Pareggio
proj-legend = 11·28 = 11 territori, 28 carri sulla mappa · in giallo chi è di turno
proj-qr = Codice QR delle pagine del torneo
proj-scan = Inquadra per seguire dal telefono
list-tables = Tavoli dei tornei
list-others = Altre partite
# The referees of a whole round.
sheet-title = Arbitri ai tavoli
sheet-open = Arbitri di tutti i tavoli
sheet-help = Spunta gli arbitri di ogni tavolo e salva una volta sola: diventano gli arbitri della partita quando il turno è pubblicato.
sheet-help_published = Spunta gli arbitri di ogni tavolo e salva una volta sola: le partite cambiano arbitri subito.
sheet-none = Questo turno non ha tavoli da arbitrare.
sheet-nobody = Nessun arbitro
sheet-save = Salva gli arbitri
sheet-err = Qualche scelta non vale (un tavolo di un altro turno o un account disattivato): ricarica la pagina e riprova.
# The players' draft pages and the referee's links.
draft-by_continent = I tuoi territori per continente
draft-live = La pagina si aggiorna da sola quando tutti hanno scelto.
draft-seat_of = Giocatore
draft-next_player = Giocatore successivo
draft-first_player = Di nuovo il primo
draft-one_at_a_time = Mostra un codice alla volta: ogni giocatore inquadra il suo, poi passa al successivo.
# Confirmation steps.
confirm-cancel = Annulla
confirm-drop_title = Ritirare
confirm-drop = La squadra non sarà più abbinata dal prossimo turno; i risultati già giocati restano. Potrai riammetterla.
confirm-drop_go = Sì, ritira
confirm-no_referee = Questi tavoli non hanno un arbitro: nessuno potrà registrarne la partita finché non ne assegni uno.
confirm-publish_anyway = Pubblica comunque
# The change log in words.
audit-seed = seme
audit-results_shown = risultati visibili
audit-results_hidden = risultati nascosti
audit-act-tournament-create = Torneo creato
audit-act-tournament-settings = Impostazioni cambiate
audit-act-tournament-import = Torneo importato da un archivio
audit-act-team-add = Squadra iscritta
audit-act-team-import = Squadre importate da CSV
audit-act-team-edit = Squadra modificata
audit-act-team-drop = Squadra ritirata
audit-act-team-return = Squadra riammessa
audit-act-round-draft = Turno abbinato (bozza)
audit-act-round-discard = Bozza del turno scartata
audit-act-round-swap = Squadre scambiate nella bozza
audit-act-round-publish = Turno pubblicato
audit-act-round-results = Visibilità dei risultati cambiata
audit-act-round-draft_links = Link del draft stampati
audit-act-table-number = Tavolo rinumerato
audit-act-table-referee_add = Arbitro assegnato al tavolo
audit-act-table-referee_remove = Arbitro tolto dal tavolo
audit-act-match-confirm = Risultato confermato
audit-act-match-reopen = Partita riaperta
audit-act-match-adjust = Punteggio corretto
audit-act-objectives-add = Obiettivo aggiunto
audit-act-objectives-remove = Obiettivo tolto
final-forfeit = per ritiro di { $team }
