### Strings of TEG Jr's console panel and new-match form. TEG Jr says "paesi" and
### "eserciti" as the Spanish box says "países" and "ejércitos".

ruleset-teg-jr = TEG Jr
tegjr-new_title = TEG Jr: da 2 a 4 giocatori, su un tabellone controllato. L'app distribuisce le carte dei paesi.
tegjr-new_on_board = Nuova partita TEG Jr su questo tabellone
tegjr-board = Tabellone
tegjr-board_hint = L'esempio o un tabellone del club valido per TEG Jr.
tegjr-boards_link = Tabelloni del club
tegjr-dice_spare = Se i paesi non si dividono in parti uguali, ognuno tira un dado: i più alti prendono i paesi rimasti (a pari merito si ritira).
tegjr-die = Dado per i paesi rimasti
tegjr-objective = Obiettivo segreto
tegjr-card_manual = La carta, dichiarata dall'arbitro
tegjr-card_total = Un numero di paesi
tegjr-card_words = Cosa dice la carta (per l'arbitro)
tegjr-card_n = Paesi (carta a numero)
tegjr-round_mode = Turni
tegjr-round_mode-alternating = Un giro di collocazione, poi uno di attacchi
tegjr-round_mode-combined = Dal 2º giro ogni turno colloca, attacca e raggruppa
tegjr-round = Giro { $n }
tegjr-goal = vince chi ha { $n } paesi
tegjr-holds =
    { $n ->
        [one] { $n } paese
       *[other] { $n } paesi
    }, { $c ->
        [one] { $c } carta
       *[other] { $c } carte
    }
tegjr-out = { $name } è eliminato
tegjr-won_common = { $name } vince: ha { $n } paesi, l'obiettivo comune.
tegjr-won_secret = { $name } vince con il suo obiettivo segreto.
tegjr-first_round = primo giro
tegjr-bonus = +{ $n } per tutto { $c }: almeno { $n } vanno lì.
tegjr-cards = Carte in mano: { $n }
tegjr-trade_go = Cambia 2 carte per { $n } eserciti
tegjr-dice_hint = I dadi sono quelli degli eserciti: un tocco sul risultato del tiro.
tegjr-dice = { $a } contro { $d }:
tegjr-regroup = Raggruppa
tegjr-regroup_hint = Dopo un raggruppamento non si attacca più in questo turno.
tegjr-card_due = { $name } ha conquistato un paese: a fine turno prende una carta.
tegjr-replace = La distribuzione compie già l'obiettivo segreto
tegjr-replace_hint = Il giocatore pesca un'altra carta obiettivo: scrivila qui.
tegjr-new_card = Nuova carta
tegjr-replace_go = Cambia obiettivo
tegjr-declare = Obiettivo segreto compiuto
tegjr-declare_go = { $name } ha compiuto il suo obiettivo
tegjr-err-objective = Scegli la carta obiettivo: un continente, un numero di paesi o la carta a parole.
tegjr-err-card = Scrivi cosa dice la carta (al massimo 200 caratteri).
tegjr-err-board = Tabellone sconosciuto: scegline uno dall'elenco.
tegjr-err-board_invalid = Questo tabellone non è valido per TEG Jr: correggilo nella pagina Tabelloni.
tegjr-err-seats = TEG Jr si gioca da 2 a 4.
tegjr-err-die = Un dado va da 1 a 6.
tegjr-err-round_mode = Scegli come si alternano i giri.

# The lines of a TEG Jr result (Table::result's breakdown keys).
result-line-countries_and_bonuses = Paesi e bonus continenti
result-line-place_points = Punti piazzamento
result-line-objective_bonus = Bonus obiettivo segreto
