### Strings of the RisiKo! torneo console panel, its new-match form, the players'
### objective links and the torneo result lines.

ruleset-risiko-torneo = RisiKo! torneo
torneo-title = RisiKo! torneo: da 3 a 5 giocatori, un obiettivo segreto a testa, 90 minuti e la sdadata
torneo-deal_note = Nessuno può avere più di mezzo continente: l'app ridistribuisce finché la regola è rispettata, e controlla quella fatta al tavolo. Gli obiettivi segreti li distribuisce l'app.
torneo-deal = Distribuzione dei territori
torneo-deal_app = La fa l'app
torneo-deal_table = Fatta al tavolo con le carte (da inserire)
torneo-err-deal = Scegli chi distribuisce i territori.
torneo-minutes = Minuti di gioco
torneo-period-penultimate = Penultimo giro
torneo-period-last = Ultimo giro
torneo-period-sdadata = Sdadata
torneo-call_due =
    { $min ->
        [one] È passato { $min } minuto: il giro in corso è il penultimo, il prossimo l'ultimo. Annuncialo al tavolo.
       *[other] Sono passati { $min } minuti: il giro in corso è il penultimo, il prossimo l'ultimo. Annuncialo al tavolo.
    }
torneo-sdadata = Sdadata: la partita finisce con { $t } o meno
torneo-sdadata_hint = Tocca le facce dei due dadi tirati dal giocatore.
torneo-die = Dado
torneo-sdadata_go = Registra la sdadata
torneo-trade_hint = Tre carte: tre uguali 8, una per tipo 10, jolly con due uguali 12; +2 per ogni territorio tuo (★).
torneo-trade_go = Scambia
torneo-declare = Dichiara RisiKo!
torneo-declare_go = RisiKo!
torneo-objective = Obiettivo
torneo-objectives = Obiettivi segreti
torneo-peek_note = Ogni tocco resta nello storico della partita.
torneo-peek = Mostra l'obiettivo di { $name }
torneo-objective_of = Obiettivo di { $name }
torneo-held =
    { $n ->
        [one] { $n } punto posseduto
       *[other] { $n } punti posseduti
    }
torneo-held_now = posseduto
torneo-shown_note = Visibile finché non si registra la prossima azione; tocca il titolo per chiuderlo.
torneo-links_make = Link privati degli obiettivi
torneo-links = Link privati degli obiettivi
torneo-links_help = Uno alla volta: ogni giocatore inquadra il proprio codice e vede solo il proprio obiettivo.
torneo-links_qr = Obiettivo di
torneo-your_objective = Il tuo obiettivo
torneo-yours = tuo
torneo-objective_paper = Il tuo obiettivo è sulla carta che hai in mano: l'app non lo conosce.
torneo-over = La partita è finita.
torneo-private = Questo link è solo tuo: non mostrarlo agli altri giocatori.
torneo-recovery = Minuti di recupero
torneo-recovery_minutes = Minuti
torneo-recovery_go = Concedi il recupero
torneo-reveal = Obiettivo di { $name } (segreto)
torneo-reveal_go = Rivela
torneo-err-objective = Scegli l'obiettivo.
torneo-err-sdadata = Scegli la faccia di entrambi i dadi (da 1 a 6).
torneo-err-minutes = Scrivi i minuti come numero intero (da 1 a 600).
torneo-err-seats = Un tavolo di torneo ha da 3 a 5 giocatori.
ind-err-size_torneo = Un tavolo di RisiKo! torneo ha da 3 a 5 giocatori: scegli 4 (con tavoli da 3 o da 5 per i giocatori in più) oppure 3 con tavoli da 4, o 5 con tavoli da 4.
# The torneo result lines (`Table::result` breakdown keys)
result-line-in_objective = Punti tavolo (obiettivo)
result-line-outside_objective = Punti fuori obiettivo
result-line-table_points = Punti tavolo validi
result-line-risiko = RisiKo!
result-line-risiko_value = Valore del RisiKo!
result-line-eliminated_order = Ordine di eliminazione
result-line-forfeit = Ritirato
result-line-objective_unknown = Obiettivo segreto
result-line-tournament_penalty = Penalità (punti torneo)
result-line-table_penalty = Penalità (punti tavolo)
