### Strings of the console at the table (the turn screen, its result sentence, undo
### presets, "Perché no?", the offline queue, the sign-off): (key, Italiano, English).
### `{name}` placeholders are filled by the code that uses them.

# The result sentence
result-tank = carro
result-tanks = carri
result-on = { $tanks } su { $where }
result-moved = { $tanks } da { $from } a { $to }
result-traded = { $who } scambia: +{ $tanks }
result-next = Tocca a { $who }
result-neutral = il neutrale
result-losses = { $att } perde { $a }, { $def } perde { $d }
result-conquers = { $who } conquista { $where }: sposta { $range }
result-occupy_range = da { $min } a { $max }
# The bar and the next step
console-bar_table = Tavolo
console-next_step = Ora
next-occupy = sposta da { $min } a { $max } carri su { $where }
next-supplementary = { $who }: carta chance o passa
next-declare = { $who } dichiara i rinforzi (scambia prima le carte)
next-place =
    { $n ->
        [one] { $who } piazza 1 carro
       *[other] { $who } piazza { $n } carri
    }
next-play = { $who } attacca, sposta o passa il turno
next-draft = draft dei territori in corso
next-finished = partita finita: controlla il punteggio e firma
next-signed = risultato firmato
# Placement
console-place_left = Da piazzare
console-place_all = Tutti
console-minus = Togli uno da
console-plus = Aggiungi uno a
# The map
console-board_fit = Mappa intera
console-board_zoom = Ingrandisci
console-tap_for = Il tocco sulla mappa sceglie per
console-tap_hint = Tocca un territorio sulla mappa o scegli dall'elenco.
# Undo
console-undo_this = Annulla
console-undo_why = Perché annullare?
undo-typo = errore di inserimento
undo-contested = azione contestata
undo-mistap = tocco sbagliato
undo-other = Altro motivo
# Perché no?
why-title = Perché no?
why-help = Scegli qualsiasi mossa, anche quelle che i moduli non offrono: il motore dice cosa risponderebbe. Non si registra nulla.
why-kind = Mossa
why-from = Da
why-to = A
why-number = Numero (carri, set)
why-go = Chiedi al motore
why-ok = Il motore accetterebbe questa mossa.
why-answer = Risposta del motore
# Trades and the declaration
console-trade_n = Scambia { $n }
console-declare_n = Dichiara { $n }
console-trade_declare_n = Scambia { $sets } e dichiara { $n }
console-declare_other = Un altro numero
# One-tap attacks and the move (the labels say the whole action)
console-strike = Attacca { $to } da { $from } con { $n }
console-move_n = Sposta { $n } da { $from } a { $to }
console-move_end = Sposta e finisci il turno
console-move_end_n = Sposta { $n } da { $from } a { $to } e finisci il turno
# The third-to-last round call
console-announce_due_at =
    { $min ->
        [one] È passato 1 minuto di gioco: annuncia che questo è il terzultimo giro.
       *[other] Sono passati { $min } minuti di gioco: annuncia che questo è il terzultimo giro.
    }
console-announce_sure = Confermi? Il terzultimo giro si annuncia una volta sola.
# Bad Wi-Fi
console-offline = Server non raggiungibile: l'azione resta qui e parte appena torna la linea.
console-sent_late = Linea tornata: azione inviata.
# The score and the sign-off
console-breakdown = dettaglio
console-sign_sure = Firmi il risultato? Dopo la firma la partita non si cambia più.
console-sign_yes = Sì, firma

# The time call of the rulesets whose call names the last round (or year), $n.
console-call_last = Annuncia: l'ultimo giro è il { $n }
console-call_last_sure = Confermi? L'annuncio si fa una volta sola: il giro { $n } sarà l'ultimo.
console-call_last_confirm = Confermo: l'ultimo giro è il { $n }
console-call_last_year = Annuncia: l'ultimo anno è il { $n }
console-call_last_year_sure = Confermi? L'annuncio si fa una volta sola: l'anno { $n } sarà l'ultimo.
console-call_last_year_confirm = Confermo: l'ultimo anno è il { $n }
table-offline = Server non raggiungibile: la tavola qui sotto è l'ultima ricevuta e si aggiorna da sola appena torna la linea.
