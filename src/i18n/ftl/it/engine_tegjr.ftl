### The TEG Jr engine's sentences: refusals (jr-CODE), history lines (jr-history-…) and
### phases. $who is a player's name; $country, $from, $to countries and $continent a
### continent, named in the language. TEG Jr says "paesi" and "eserciti".

jr-map_not_validated = Il tabellone «{ $map }» non è tra quelli controllati: caricalo nella pagina Tabelloni.
jr-players = Servono da 2 a 4 giocatori, ai posti 0, 1, 2…
jr-deal_incomplete = { $country } non è stato distribuito a nessuno.
jr-deal_share = { $who } ha { $has } paesi, dovrebbe averne { $should }.
jr-leftover_rolls = I dadi per i paesi rimasti mancano o non indicano chi li prende (a pari merito si ritira).
jr-objectives = In due si gioca senza obiettivi segreti; in tre o quattro ognuno ne ha uno.
jr-first_seat = Chi comincia deve essere uno dei giocatori.
jr-objective_already_met = L'obiettivo di { $who } è già compiuto dalla distribuzione: va cambiato prima di cominciare.
jr-not_your_turn = Non è il turno di { $who }.
jr-wrong_phase = Ora non si può registrare { $action }.
jr-not_your_country = { $country } non è del giocatore di turno.
jr-own_country = { $country } è già del giocatore di turno.
jr-not_adjacent = { $from } e { $to } non hanno confine né ponte.
jr-too_few_armies = { $country } non ha abbastanza eserciti: uno resta sempre.
jr-wrong_dice_count = I dadi devono essere quanti gli eserciti permettono (attacco: eserciti − 1, difesa: eserciti; al massimo 3), con facce da 1 a 6.
jr-losses_inconsistent = Le perdite devono sommare i dadi confrontati.
jr-throw_form = Un lancio si registra con i dadi oppure con le perdite.
jr-occupy_out_of_range = Si spostano da { $min } a { $max } eserciti nel paese conquistato.
jr-stage_over = Dopo il raggruppamento non si attacca più.
jr-over_allowance = Vanno messi { $due } eserciti, non { $placed }.
jr-continent_armies_elsewhere = Gli eserciti del bonus di { $continent } vanno in quel continente.
jr-one_trade_per_turn = Un solo cambio per turno.
jr-trade_needs_two_cards = Per il cambio servono 2 carte.
jr-nothing_to_declare = { $who } non ha un obiettivo da dichiarare a mano.
jr-match_finished = La partita è finita.

## Phases.
jr-phase-objectives = obiettivi da cambiare
jr-phase-place = collocazione
jr-phase-attack = attacchi e raggruppamento
jr-phase-occupy = occupazione
jr-phase-finished = finita

## History lines. $list is a list of jr-history-armies joined by commas.
jr-history-place = { $who } colloca: { $list }
jr-history-armies = { $n } { $country }
jr-history-attack = { $who } attacca { $to } da { $from }
jr-history-occupy = { $who } occupa con { $n }
jr-history-regroup = { $who } sposta { $n } da { $from } a { $to }
jr-history-replace_objective = { $who } cambia l'obiettivo segreto
jr-history-trade = { $who } cambia 2 carte per 4 eserciti
jr-history-end_turn = { $who } finisce il turno
jr-history-declare_objective = { $who } ha compiuto l'obiettivo
jr-history-end_match = Partita chiusa dall'arbitro
jr-history-end_match_why = Partita chiusa dall'arbitro: { $reason }
