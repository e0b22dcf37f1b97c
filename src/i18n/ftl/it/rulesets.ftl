### Strings of the ruleset-agnostic console: the ruleset choice, individual seats, the
### generic skeleton (bar, history, clock, result) — .

console-err-not_2v2 = Questa pagina vale solo per le partite 2 contro 2.
# The skeleton: the next step, seats, result cards
next-claim = { $who } sceglie un territorio libero (un'armata)
next-trade = { $who } deve prima scambiare un tris di carte
next-place_armies =
    { $n ->
        [one] { $who } piazza 1 armata
       *[other] { $who } piazza { $n } armate
    }
next-place_mods =
    { $n ->
        [one] { $who } piazza 1 MOD
       *[other] { $who } piazza { $n } MOD
    }
next-play_any = { $who } attacca, sposta o passa il turno
skeleton-armies = armate
skeleton-place = posto
skeleton-points = punti
skeleton-result = Classifica del tavolo
skeleton-provisional = Classifica se la partita finisse ora
result-line-territories = Territori
result-line-armies = Armate
result-line-continent_bonus = Bonus continenti
result-line-eliminated_round = Eliminato al giro
skeleton-call_due =
    { $min ->
        [one] È passato { $min } minuto: l'ultimo giro è il { $n }. Annuncialo al tavolo.
       *[other] Sono passati { $min } minuti: l'ultimo giro è il { $n }. Annuncialo al tavolo.
    }
skeleton-call_due_year =
    { $min ->
        [one] È passato { $min } minuto: l'ultimo anno è il { $n }. Annuncialo al tavolo.
       *[other] Sono passati { $min } minuti: l'ultimo anno è il { $n }. Annuncialo al tavolo.
    }
why-place_any = Piazzamento
why-claim = Scelta di un territorio
why-end_turn = Fine turno
why-number_any = Numero (armate, dadi dell'attacco)
board_setup-go = Inserisci il tabellone
skeleton-clock_elapsed = Tempo di gioco
skeleton-setup_pending = Il tabellone va ancora inserito: la partita comincia quando è pronto.
# Creating a match of either ruleset
ruleset-label = Regolamento
ruleset-risiko-2v2 = RisiKo! 2 contro 2
ruleset-risiko-classic = RisiKo! classico
individual-title = RisiKo! classico: da 2 a 6 giocatori, ognuno per sé
individual-seats = Giocatori al tavolo
individual-order = Scrivi i giocatori in giro per il tavolo (in senso orario), poi segna chi ha fatto il numero più alto al lancio del dado: gioca per primo e gli altri seguono in senso orario.
individual-first = Ha vinto il lancio del dado
individual-setup = Preparazione del tabellone
individual-setup-claims = Un'armata alla volta: si registrano le scelte dei territori e i piazzamenti
individual-setup-final = Tabellone già pronto: lo inserisci tutto in una volta
individual-setup-dealt = Due giocatori: l'app distribuisce i tre mazzetti (il terzo è neutrale)
individual-setup-piles = Due giocatori: inserisci i tre mazzetti distribuiti al tavolo
individual-neutral = Con due giocatori il terzo colore è neutrale: sul tabellone dell'app è grigio.
individual-end_rule = Fine della partita
individual-end-time = A tempo: allo scadere il giro in corso è l'ultimo
individual-end-rounds = Dopo un numero di giri
individual-end-conquest = Solo conquista del mondo
individual-minutes = Minuti (a tempo)
individual-round_limit = Ultimo giro (a giri)
individual-turn_warning = Avviso dopo secondi di turno (vuoto: nessuno)
individual-start_armies = Armate iniziali (vuoto: 35/30/25; obbligatorio con 6 giocatori)
individual-err-seats = Un tavolo classico ha da 2 a 6 giocatori: scegli quanti sono.
individual-err-name = Scrivi il nome di ogni giocatore (al massimo 60 caratteri).
individual-err-name_twice = Due giocatori hanno lo stesso nome: distinguili (per esempio con l'iniziale del cognome).
individual-err-colour = Scegli per ogni giocatore un colore della scatola classica.
individual-err-colour_twice = Due giocatori hanno lo stesso colore: ognuno ne ha uno suo.
individual-err-first = Segna chi ha vinto il lancio del dado tra i giocatori al tavolo.
individual-err-end_rule = Scegli come finisce la partita: a tempo, a giri o a conquista.
individual-err-setup = Scegli come si prepara il tabellone.
individual-err-claims_two = In due non si scelgono i territori uno a uno: si distribuiscono tre mazzetti. Scegli i mazzetti.
individual-err-piles_many = I mazzetti valgono solo per due giocatori: con 3 o più si sceglie un territorio alla volta o si inserisce il tabellone pronto.
# The bar's next step outside the fight, from the ruleset's own phase
next-situation = { $who } gira la carta di situazione del giro
next-crisis_rolls = Crisi: un dado a testa, registra i dadi
next-pieces = { $who } mette i pezzi iniziali: comandanti e stazione spaziale
next-bidding = Offerte di energia: registra le offerte e l'ordine dell'anno
next-commanders = { $who } compra comandanti e stazioni, o va avanti
next-buy_cards = { $who } compra carte comando, o va avanti
next-play_cards = { $who } gioca carte comando, o passa alle invasioni
next-sdadata = { $who } tira i due dadi della sdadata
next-move_or_end = { $who } sposta o passa il turno
next-end_only = { $who } passa il turno
next-phase = { $who }: { $phase }
# A count and its word, agreeing in number ("1 carta", "3 carte")
count-cards = { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }
count-armies = { $n ->
        [one] { $n } armata
       *[other] { $n } armate
    }
count-missiles = { $n ->
        [one] { $n } missile
       *[other] { $n } missili
    }
count-rounds = { $n ->
        [one] { $n } turno
       *[other] { $n } turni
    }
