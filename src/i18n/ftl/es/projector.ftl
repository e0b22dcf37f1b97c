### Strings of the public tournament pages, the results switch and the projector:
### (key, Italiano, English).

pub-nav = Páginas del torneo
pub-nav_home = Torneo
pub-pairings = Emparejamientos
pub-tables = Mesas en vivo
pub-projector = Proyector
pub-results = Resultados de las rondas
pub-tables_count = mesas
pub-not_public_yet = resultados todavía no públicos
pub-follow = Seguir la mesa
pub-board = Tablero
pub-other_rounds = Otras rondas
pub-hidden_public = Los resultados de esta ronda todavía no son públicos: los va a anunciar el organizador.
pub-hidden_organizer = Resultados ocultos al público: los ves porque sos organizador, y no cuentan en la clasificación pública.
pub-standings_include_hidden = Esta clasificación (vista del organizador) cuenta también las rondas con resultados ocultos al público:
pub-player = Jugador
pub-territories = Territorios
pub-tanks = Ejércitos
pub-territories_short = Terr.
pub-tanks_short = Ejérc.
pub-no_teams = No hay ningún equipo inscripto.
pub-title = Resultados públicos
pub-help = Elegí qué rondas le muestran los resultados al público. Una ronda oculta no cuenta en la clasificación pública ni en el proyector; vos la ves siempre.
pub-visible = resultados públicos
pub-hidden = resultados ocultos
pub-see_round = ver la ronda
pub-hide = Ocultar los resultados
pub-show = Mostrar los resultados
pub-err_results = Elegí si los resultados de la ronda son visibles (visible) u ocultos (hidden).
res-status-setup = en preparación
res-status-playing = en curso
res-status-finished = terminada
res-status-signed = firmada
res-status-bye = libre
res-win = victoria
res-draw = empate
res-forfeit_win = victoria por abandono
res-forfeit_loss = derrota por abandono
res-loss = derrota
proj-pairings = Emparejamientos
proj-tables = Mesas
proj-standings = Clasificación por equipos
proj-players = Mejores jugadores
proj-seat_legend = En amarillo, a quién le toca · territorios·ejércitos
proj-hidden_rounds = Todavía no se cuentan las rondas
proj-err_pace = El parámetro pace es la cantidad de segundos por pantalla: un número entero de 5 a 120 (por ejemplo ?pace=15).
