### Strings of the console at the table (the turn screen, its result sentence, undo
### presets, "Perché no?", the offline queue, the sign-off): (key, Italiano, English).
### `{name}` placeholders are filled by the code that uses them.

# La frase del resultado
result-tank = ejército
result-tanks = ejércitos
result-on = { $tanks } en { $where }
result-moved = { $tanks } de { $from } a { $to }
result-traded = { $who } canjea: +{ $tanks }
result-next = Le toca a { $who }
result-neutral = el neutral
result-losses = { $att } pierde { $a }, { $def } pierde { $d }
result-conquers = { $who } conquista { $where }: mueve { $range }
result-occupy_range = de { $min } a { $max }
# La barra y el próximo paso
console-bar_table = Mesa
console-next_step = Ahora
next-occupy = mueve de { $min } a { $max } ejércitos a { $where }
next-supplementary = { $who }: juega una chance o pasa
next-declare = { $who } declara los refuerzos (primero canjea las cartas)
next-place =
    { $n ->
        [one] { $who } coloca { $n } ejército
       *[other] { $who } coloca { $n } ejércitos
    }
next-play = { $who } ataca, reagrupa o pasa el turno
next-draft = draft de los territorios en curso
next-finished = partida terminada: controlá el puntaje y firmá
next-signed = resultado firmado
# Colocación
console-place_left = Por colocar
console-place_all = Todos
console-minus = Sacar uno de
console-plus = Agregar uno a
# El mapa
console-board_fit = Mapa entero
console-board_zoom = Agrandar
console-tap_for = El toque en el mapa elige para
console-tap_hint = Tocá un territorio en el mapa o elegí de la lista.
# Deshacer
console-undo_this = Deshacer
console-undo_why = ¿Por qué deshacer?
undo-typo = error de carga
undo-contested = acción cuestionada
undo-mistap = toque equivocado
undo-other = Otro motivo
# ¿Por qué no?
why-title = ¿Por qué no?
why-help = Elegí cualquier jugada, también las que los formularios no ofrecen: el motor dice qué respondería. No se registra nada.
why-kind = Jugada
why-from = Desde
why-to = Hacia
why-number = Número (ejércitos, tríos)
why-go = Preguntarle al motor
why-ok = El motor aceptaría esta jugada.
why-answer = Respuesta del motor
# Canjes y declaración
console-trade_n = Canjear { $n }
console-declare_n = Declarar { $n }
console-trade_declare_n = Canjear { $sets } y declarar { $n }
console-declare_other = Otro número
# Ataques de un toque y el reagrupamiento (las etiquetas dicen la acción entera)
console-strike = Atacar { $to } desde { $from } con { $n }
console-move_n = Mover { $n } de { $from } a { $to }
console-move_end = Mover y terminar el turno
console-move_end_n = Mover { $n } de { $from } a { $to } y terminar el turno
# El aviso de la antepenúltima ronda
console-announce_due_at =
    { $min ->
        [one] Pasó { $min } minuto de juego: anunciá que esta es la antepenúltima ronda.
       *[other] Pasaron { $min } minutos de juego: anunciá que esta es la antepenúltima ronda.
    }
console-announce_sure = ¿Confirmás? La antepenúltima ronda se anuncia una sola vez.
# Wi-Fi inestable
console-offline = No se llega al servidor: la acción queda acá y sale apenas vuelva la conexión.
console-sent_late = Volvió la conexión: acción enviada.
# El puntaje y la firma
console-breakdown = detalle
console-sign_sure = ¿Firmás el resultado? Después de la firma la partida ya no se puede cambiar.
console-sign_yes = Sí, firmar

# The time call of the rulesets whose call names the last round (or year), $n.
console-call_last = Anunciar: la última ronda es la { $n }
console-call_last_sure = ¿Confirmás? El anuncio se hace una sola vez: la ronda { $n } será la última.
console-call_last_confirm = Confirmo: la última ronda es la { $n }
console-call_last_year = Anunciar: el último año es el { $n }
console-call_last_year_sure = ¿Confirmás? El anuncio se hace una sola vez: el año { $n } será el último.
console-call_last_year_confirm = Confirmo: el último año es el { $n }
table-offline = Servidor inalcanzable: el tablero de abajo es el último recibido y se actualiza solo apenas vuelva la conexión.
