# L'importazione da GestioneTorneo (src/tournament/gestione, src/web/gestione.rs).
gestione-problem-at_row = Scheda “{ $sheet }”, riga { $row }: { $what }
gestione-problem-not_a_workbook = Questo file non è un foglio di calcolo leggibile: esportalo di nuovo da GestioneTorneo come .xls o .xlsx e carica quel file.
gestione-problem-missing_sheet = Manca la scheda “{ $sheet }”: apri la cartella in GestioneTorneo, che la scrive, oppure rimettila con il suo nome originale.
gestione-problem-no_rounds = Non c'è nessuna scheda di turno (“1° Turno”, “2° Turno”, …): carica la cartella di un torneo già giocato.
gestione-problem-no_name = il torneo non ha nome (colonna D): scrivi lì il nome del torneo.
gestione-problem-bad_date = “{ $text }” non è una data: scrivi la data del turno come gg/mm/aaaa.
gestione-problem-bad_id = l'ID “{ $text }” non è un numero intero: scrivi il numero del giocatore della scheda “Iscritti”.
gestione-problem-duplicate_id = l'ID { $id } è già di un altro giocatore: dai a ogni giocatore un numero suo.
gestione-problem-duplicate_name = { $name } è scritto due volte: togli la seconda riga, o distingui i due (un nick, un'iniziale).
gestione-problem-bad_score = il punteggio del posto { $seat }, “{ $text }”, non è un numero: scrivi i punti fatti dal giocatore.
gestione-problem-unknown_player = il giocatore numero { $id } non è nella scheda “Iscritti”: aggiungilo lì o correggi il numero.
gestione-problem-seated_twice = il giocatore numero { $id } siede a due tavoli di questo turno: correggi uno dei due numeri.
gestione-problem-no_table_header = questi giocatori non hanno sopra una riga “Tavolo N°…”: aggiungi la riga d'intestazione del tavolo.
gestione-problem-empty_table = questo tavolo non ha giocatori: inserisci i giocatori o cancella la riga e la sua intestazione.
gestione-problem-bad_standing = “{ $text }” non si legge come posizione, totale o numero del giocatore: correggi la cella, o fai riscrivere la classifica a GestioneTorneo.
gestione-problem-no_standings_columns = alla prima riga mancano le colonne “Pos.”, “pt_tot” e “id”: fai riscrivere la classifica a GestioneTorneo.
gestione-problem-duplicate_national_id = l'ID nazionale { $id } è già di un altro giocatore: un ID è una persona sola; correggi uno dei due.
gestione-title = Importa da GestioneTorneo
gestione-intro = Carica la cartella (.xls o .xlsx) che GestioneTorneo ha tenuto per un torneo passato: vedrai giocatori, tavoli e classifica, e ogni riga che non si legge, prima che si salvi qualcosa. Il torneo diventa un torneo concluso; i giocatori con un ID nazionale si uniscono alla persona già registrata con quell'ID.
gestione-file = Cartella di lavoro
gestione-preview = Leggi la cartella
gestione-no_name = Torneo senza nome
gestione-clean = Ogni riga si legge: controlla il torneo qui sotto, poi salvalo.
gestione-store = Salva questo torneo
gestione-problems = { $n ->
    [one] Una riga non si legge:
   *[other] { $n } righe non si leggono:
}
gestione-players = Giocatori
gestione-tables = Tavoli
gestione-ghost = col morto
gestione-standings = Classifica della cartella
gestione-total = Totale
gestione-table_refused = Turno { $round }, tavolo { $table }: { $why }
gestione-err-workbook = La cartella in anteprima è tornata danneggiata: carica di nuovo il file.
gestione-err-already = Questo torneo è già stato importato: è in { $url }. Non è stato salvato di nuovo nulla.
