### Strings of the organizer's management pages: settings, objectives, team edits,
### tables and referees, confirmations, corrections, the audit log.
### (key, Italiano, English).

# Página de configuración.
set-title = Configuración
set-back = ← Volver al torneo
set-saved = Configuración guardada.
set-when_match = La configuración de partida vale para las rondas que se publiquen de ahora en adelante.
set-opened = Las partidas ya abiertas mantienen la configuración con la que se abrieron.
set-when_ranking = La configuración de clasificación vale en el acto: la clasificación y el próximo emparejamiento la usan.
set-details = Torneo
set-match = Partidas
set-neutral_tanks = Ejércitos neutrales por territorio neutral (1–10)
set-match_minutes = Duración de la partida en minutos (10–600)
set-announce = Minuto del anuncio de la antepenúltima ronda
set-chances = Chances suplementarias por equipo (0–20)
set-tank_cap = Máximo de ejércitos en el tablero por jugador (40–500)
set-turn_warning = Aviso de turno largo, en segundos (vacío: ninguno)
set-asia_del_nord = El bonus de Asia del Nord se suma al de Asia
set-ranking = Clasificación
set-criteria_help = Criterios en el orden en que deciden; «—» para no usar uno.
set-criterion = Criterio
set-crit_match_points = Puntos de partida
set-crit_total_score = Puntaje total del equipo
set-crit_score_difference = Diferencia de puntos (propios − rivales)
set-crit_buchholz = Buchholz (puntos de partida de los rivales)
set-crit_best_match = Mejor puntaje en una partida
set-win = Puntos de partida por una victoria
set-draw = Puntos de partida por un empate
set-loss = Puntos de partida por una derrota
set-bye_points = Puntos de partida por el descanso (vacío: como una victoria)
set-bye_score = Puntaje de equipo por el descanso
set-forfeit_win = Puntos de partida por la victoria por abandono (vacío: como una victoria)
set-forfeit_loss = Puntos de partida para quien pierde por abandono (vacío: como una derrota)
set-club = Mantener separados los equipos del mismo club
set-club_all = En cada ronda
set-club_round1 = Solo en la primera ronda
set-club_never = Nunca
set-second_confirmation = Un resultado firmado cuenta solo después de una segunda confirmación
set-second_confirmation_help = Confirma otro árbitro o un organizador, nunca quien firmó. Si la activás con el torneo empezado, los resultados ya firmados también esperan la confirmación.
set-save = Guardar
set-err_no_criterion = Elegí al menos un criterio de clasificación, entre los de la lista.
set-err_criterion_twice = Cada criterio puede aparecer una sola vez.
set-err_points_range = Los puntos de partida son números enteros de 0 a 100.
set-err_points_order = Una victoria tiene que valer más que una derrota, y un empate quedar entre las dos.
set-err_forfeit_order = Quien pierde por abandono no puede tener más puntos que quien gana por abandono.
set-err_bye_score = El puntaje del descanso es un número entero de -1000 a 1000.
set-err_neutral_tanks = Ejércitos neutrales: un número entero de 1 a 10.
set-err_match_minutes = Duración de la partida: un número entero de minutos de 10 a 600.
set-err_announce = El anuncio de la antepenúltima ronda cae entre el minuto 1 y el final de la partida.
set-err_chances = Chances suplementarias: un número entero de 0 a 20.
set-err_tank_cap = Máximo de ejércitos: un número entero de 40 a 500.
set-err_turn_warning = Aviso de turno: vacío, o un número de segundos de 10 a 3600.
set-err_choice = Elegí un valor de la lista.
# Catálogo de objetivos.
obj-title = Objetivos
obj-help = Los objetivos que los árbitros asignan en las mesas. Cada objetivo agregado se controla con las reglas.
obj-remove = Quitar
obj-add = Agregar objetivo
obj-triple = Grupo (ej. A)
obj-continent = Continente objetivo
obj-strip = Franja
obj-optional = opcional
obj-territory = territorio
obj-err_label = Escribí el grupo del objetivo (como máximo 20 caracteres).
obj-err_refused = Las reglas no aceptan este objetivo.
obj-err_duplicate = Este objetivo ya está en la lista.
obj-err_full = La lista ya tiene 60 objetivos: primero quitá uno.
obj-err_not_found = Este objetivo ya no está en la lista.
obj-err_continent = Elegí el continente objetivo de la lista.
obj-err_territory = Elegí los territorios de la franja de la lista.
# Equipos.
team-edit = Modificar
team-edit_help = Los resultados quedan para el equipo y los jugadores aun con los nombres nuevos. Las partidas ya abiertas muestran los nombres de ese momento.
team-err_player_played = El segundo jugador ya jugó: no se lo puede quitar (sus puntajes quedan en la clasificación). Le podés cambiar el nombre.
reg-same_players = Los dos jugadores tienen el mismo nombre: distinguilos (por ejemplo con la inicial del apellido).
# Mesas y árbitros.
table-referees = Árbitros
table-edit = Números de mesa y árbitros
table-number = Número de mesa
table-swap = Si el número ya está usado, intercambiar las dos mesas
table-renumber = Cambiar número
table-add_referee = Agregar un árbitro
table-assign = Asignar
table-err_number = El número de mesa es un número entero de 1 a 999.
table-err_bye = El descanso no tiene una mesa para numerar.
table-err_taken = Otra mesa de la ronda ya tiene ese número: marcá «intercambiar» para intercambiar los dos números.
table-err_referee = Elegí una cuenta activa de la lista.
# Confirmaciones.
conf-title = Resultados para confirmar
conf-not_required = En este torneo no se pide la segunda confirmación: los resultados firmados cuentan en el acto.
conf-help = Controlá el puntaje con la mesa, después confirmá. Quien firmó no puede confirmar.
conf-none = Ningún resultado para confirmar.
conf-mine = Firmado por vos: lo tiene que confirmar otro.
conf-confirm = Confirmar
conf-referee_page = Página de confirmaciones para los árbitros
# Correcciones.
fix-signed_by = firmado por
fix-confirmed_by = confirmado por
fix-console = Abrir en la consola
fix-no_result = La partida todavía no terminó.
fix-played = jugado
fix-adjustments = Correcciones de puntaje
fix-no_adjustments = Ninguna corrección.
fix-adjust = Corregir el puntaje
fix-target = A quién
fix-points = Puntos (negativos para quitarlos)
fix-reason = Motivo (obligatorio)
fix-adjust_help = Los puntos de un jugador también cambian el puntaje de su equipo; con los puntos de equipo los puntajes personales quedan iguales. Una corrección equivocada se anula con otra de signo contrario.
fix-reopen = Reabrir la partida
fix-reopen_help = Se quitan la firma (y la confirmación): en la consola el árbitro puede deshacer y registrar jugadas, después firma de nuevo. Hasta entonces la partida no cuenta.
fix-open_help = La partida no está firmada: se corrige en la consola.
fix-state_confirmed = confirmada
fix-state_signed = firmada
fix-state_finished = terminada
fix-state_playing = en curso
fix-state_setup = en preparación
fix-err_zero = Escribí cuántos puntos agregar o quitar (no cero).
fix-err_too_large = Una corrección va de -1000 a 1000 puntos.
fix-err_bye = El descanso no tiene una partida para corregir.
fix-err_team = Elegí un equipo o un jugador de esta mesa.
fix-err_player = Ese jugador no jugó para ese equipo en esta partida.
fix-err_points = Los puntos son un número entero, por ejemplo -5 o 3.
fix-err_reason = Escribí el motivo (como máximo 500 caracteres).
fix-err_not_signed = La partida no está firmada: primero hay que firmarla en la consola.
fix-err_confirmed = El resultado ya está confirmado.
fix-err_own_signature = Este resultado lo firmaste vos: lo tiene que confirmar otro árbitro o un organizador.
# Clasificación.
st-adjustments = Correcciones de puntaje
# Registro de cambios.
audit-help = Cada cambio del torneo, con quién, cuándo y por qué. No se borra nada.
audit-when = Cuándo
audit-who = Quién
audit-what = Qué
audit-detail = Detalles
audit-all = Todo el registro
st-forfeits = Partidas perdidas por abandono
st-forfeit_line = Ronda { $round }: { $team } perdió por abandono contra { $winner }; { $points ->
        [one] su { $points } punto del tablero cuenta
       *[other] sus { $points } puntos del tablero cuentan
    } 0 en la clasificación (puntaje total, diferencia, mejor partida).
