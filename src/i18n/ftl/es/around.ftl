### Strings of the pages around the console: the final score on the public pages, the
### players' draft pages, the match lists, the organizer's bulk edits and the projector
### additions of issue 13: (key, Italiano, English).

final-score = Puntaje final
final-winner = Gana
final-draw = Empate
proj-legend = 11·28 = 11 territorios, 28 ejércitos en el mapa · en amarillo, quien tiene el turno
proj-qr = Código QR de las páginas del torneo
proj-scan = Escaneá para seguir desde el teléfono
list-tables = Mesas de los torneos
list-others = Otras partidas
# Los árbitros de toda una ronda.
sheet-title = Árbitros en las mesas
sheet-open = Árbitros de todas las mesas
sheet-help = Marcá los árbitros de cada mesa y guardá una sola vez: pasan a ser los árbitros de la partida cuando se publica la ronda.
sheet-help_published = Marcá los árbitros de cada mesa y guardá una sola vez: las partidas cambian de árbitros en el acto.
sheet-none = Esta ronda no tiene mesas para arbitrar.
sheet-nobody = Ningún árbitro
sheet-save = Guardar los árbitros
sheet-err = Alguna elección no vale (una mesa de otra ronda o una cuenta desactivada): recargá la página y probá de nuevo.
# Las páginas del draft de los jugadores y los links del árbitro.
draft-by_continent = Tus territorios por continente
draft-live = La página se actualiza sola cuando todos eligieron.
draft-seat_of = Jugador
draft-next_player = Jugador siguiente
draft-first_player = De nuevo el primero
draft-one_at_a_time = Mostrá un código por vez: cada jugador escanea el suyo, después pasá al siguiente.
# Pasos de confirmación.
confirm-cancel = Cancelar
confirm-drop_title = Retirar
confirm-drop = El equipo ya no se va a emparejar desde la próxima ronda; los resultados ya jugados quedan. Vas a poder readmitirlo.
confirm-drop_go = Sí, retirar
confirm-no_referee = Estas mesas no tienen árbitro: nadie va a poder registrar su partida hasta que asignes uno.
confirm-publish_anyway = Publicar igual
# El registro de cambios en palabras.
audit-seed = semilla
audit-results_shown = resultados visibles
audit-results_hidden = resultados ocultos
audit-act-tournament-create = Torneo creado
audit-act-tournament-settings = Configuración cambiada
audit-act-tournament-import = Torneo importado de un archivo
audit-act-team-add = Equipo inscripto
audit-act-team-import = Equipos importados de CSV
audit-act-team-edit = Equipo modificado
audit-act-team-drop = Equipo retirado
audit-act-team-return = Equipo readmitido
audit-act-round-draft = Ronda emparejada (borrador)
audit-act-round-discard = Borrador de la ronda descartado
audit-act-round-swap = Equipos intercambiados en el borrador
audit-act-round-publish = Ronda publicada
audit-act-round-results = Visibilidad de los resultados cambiada
audit-act-round-draft_links = Links del draft impresos
audit-act-table-number = Mesa renumerada
audit-act-table-referee_add = Árbitro asignado a la mesa
audit-act-table-referee_remove = Árbitro quitado de la mesa
audit-act-match-confirm = Resultado confirmado
audit-act-match-reopen = Partida reabierta
audit-act-match-adjust = Puntaje corregido
audit-act-objectives-add = Objetivo agregado
audit-act-objectives-remove = Objetivo quitado
final-forfeit = por retiro de { $team }
