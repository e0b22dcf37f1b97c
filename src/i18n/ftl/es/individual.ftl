### Strings of the individual tournament pages: (key, Italiano, English).

ind-nav = Individuales
ind-list = Torneos individuales
ind-none = Ningún torneo individual.
ind-new = Nuevo torneo individual
ind-ruleset = Reglamento
ind-table_size = Jugadores por mesa
ind-odd_field = Si los jugadores no alcanzan para mesas completas
ind-odd-larger = mesas de N+1 (4, si no 5)
ind-odd-smaller = mesas de N−1 (4, si no 3)
ind-odd-ghost = con muerto (un jugador ficticio)
ind-rounds = Rondas
ind-formula = Fórmula de clasificación
ind-formula-place_points = Puntos por posición (clásico)
ind-formula-cni2004 = CNI 2004
ind-formula-master = Master
ind-formula-victory = Victory
ind-formula-raduno = Raduno Nazionale
ind-formula-open = Open / Sant'Eufemia
ind-formula-nazionale = Nazionale RisiKo!
ind-formula-gufo = Gufo
ind-formula-spartac = Spartac
ind-formula-modena2024 = RCU Modena 2024
ind-formula-bgl = Liga de juegos de mesa
ind-round = Ronda
ind-table = Mesa
ind-seats = Puestos, en orden
ind-ghost = con muerto
ind-match = Partida
ind-assign = Asignar árbitro
ind-swap = Cambiar el jugador
ind-seat = Sortear la próxima ronda
ind-players = Jugadores
ind-player = Jugador
ind-club = Club
ind-region = Región
ind-add = Inscribir
ind-drop = Retirar
ind-return = Readmitir
ind-dropped = retirado
ind-back = Volver al torneo
ind-total = Puntos
ind-games = Partidas
ind-wins = Victorias
ind-best_game = Mejor partida
ind-table_points = Puntos de mesa
ind-territories = Territorios
ind-best_place = Mejor posición
ind-scores = Puntajes, del mejor al peor
ind-by_round = Por ronda
ind-import = Inscripción desde CSV
ind-import-help = Pegá un CSV: nombre;club;región;grupo familiar (o con comas; las últimas columnas se pueden omitir), una línea por jugador.
ind-import-preview = Vista previa
ind-import-confirm = Confirmar la inscripción
ind-import-bad = Estas líneas no están bien: corregilas y volvé a hacer la vista previa. No se inscribió a nadie.
ind-import-line = Línea
ind-import-good = Jugadores para inscribir
ind-import-empty = El CSV está vacío: pegá al menos una línea.
ind-import-fix = El CSV, para corregir acá
ind-term-repeats = { $n ->
    [one] 1 pareja repetida
   *[other] { $n } parejas repetidas
}
ind-term-winners = { $n ->
    [one] 1 pareja de ganadores de la ronda anterior
   *[other] { $n } parejas de ganadores de la ronda anterior
}
ind-term-odd_table = { $n ->
    [one] 1 jugador otra vez en una mesa impar
   *[other] { $n } jugadores otra vez en una mesa impar
}
ind-term-clubs = { $n ->
    [one] 1 pareja del mismo club
   *[other] { $n } parejas del mismo club
}
ind-term-regions = { $n ->
    [one] 1 pareja de la misma región
   *[other] { $n } parejas de la misma región
}
ind-report-previous = {" "}({ $n } de la ronda anterior)
ind-report-unavoidable = , todas inevitables
ind-proof-zero = óptimo demostrado: costo cero
ind-proof-exhaustive = óptimo demostrado: búsqueda exhaustiva
ind-proof-edited = modificado a mano
ind-proof-local = ningún intercambio ni movimiento mejora la mesa
ind-report-repeat_pairs = { $pairs ->
    [one] 1 pareja se reencuentra
   *[other] { $pairs } parejas se reencuentran
}
ind-report-repeat_cost = ; costo { $cost }
ind-report-least = , el mínimo posible
ind-proof-bound = óptimo demostrado: el costo es igual a la cota inferior
ind-proof-search = óptimo demostrado: búsqueda completa
ind-proof-gap = dentro del { $gap }% del óptimo (se agotó el tiempo máximo de { $seconds } s)
ind-proof-kept_open = , entre las disposiciones que dejan la ronda siguiente sin parejas repetidas
ind-err-club_larger_than_tables = El club { $club } tiene { $players } jugadores pero las mesas son { $tables }: con los clubes separados dos de ellos estarían en la misma mesa. Desactivá los clubes separados o jugá en mesas más chicas.
ind-err-name = Escribí el nombre del jugador.
ind-err-long = Nombre, club y región tienen como máximo 60 caracteres.
ind-err-taken = Este nombre ya está inscripto: agregá una inicial para distinguirlos.
ind-err-columns = Demasiadas columnas: una línea es nombre;club;región;grupo familiar.
ind-err-ruleset = Elegí el reglamento: RisiKo! clásico, RisiKo! torneo o Risk 2210 A.D.
ind-err-size = Elegí de 3 a 6 jugadores por mesa; con 6, las mesas de más no pueden ser de 7: elegí mesas de 5 o el muerto.
ind-err-odd_field = Elegí una de las reglas para las mesas impares.
ind-err-rounds = Elegí de 1 a 30 rondas.
ind-err-formula = Elegí una fórmula de la lista.
ind-err-no_players = No hay jugadores para sentar: inscribí a los jugadores antes del sorteo.
ind-err-all_rounds = Todas las rondas previstas ya están publicadas.
ind-err-unfinished = Algunas mesas de la ronda publicada todavía no tienen un resultado firmado (y confirmado, si se pide la segunda confirmación): cerralas antes de sortear la próxima.
ind-err-does_not_fit = Con estos jugadores las mesas no cierran: cambiá la regla de las mesas impares, o inscribí o retirá jugadores.
ind-err-seating = El sorteo no salió: probá de nuevo.
ind-err-swap = Elegí dos jugadores distintos sentados en este borrador.
ind-err-published = Esta ronda ya está publicada: sus partidas están abiertas.
ind-err-referee = Elegí una cuenta activa como árbitro.
ind-table_match = Partida y árbitro
ind-err-size_classic = Una mesa de Risiko clásico en torneo tiene de 2 a 5 jugadores (el reglamento no da ejércitos iniciales para 6): elegí 3, 4 o 5 jugadores por mesa, y con 5, mesas de 4 o el muerto para los jugadores que sobran.
# The CSV box's example row.
ind-import_placeholder = nombre;club;región
ind-clubs_apart = Jugadores de un mismo club nunca en la misma mesa (solo al crearlo)
ind-clubs_apart_on = clubes separados
# The campionato a squadre (issue 29): the creation form, refusals and team standings.
champ-title = Campeonato por equipos
champ-choose = Campeonato por equipos: cada club presenta un equipo y cada mesa tiene cuatro jugadores de cuatro clubes distintos (mesas de 4, clubes separados)
champ-players_per_club = Jugadores que presenta cada club
champ-games_counted = Partidas que cuentan para cada equipo (sus mejores)
champ-err-settings = En el campeonato por equipos cada club presenta de 1 a 12 jugadores y cuenta de 1 a todas las partidas de sus jugadores (jugadores × rondas): con 4 jugadores y 3 rondas, de 1 a 12.
champ-err-table_size = El campeonato por equipos se juega en mesas de 4: elegí 4 jugadores por mesa.
champ-err-no_club = { $player } no tiene club: en el campeonato por equipos cada uno juega por su club. Escribí su club o retiralo.
champ-err-team_size = El club { $club } tiene { $count } jugadores ({ $players }) pero cada club presenta { $fielded }: inscribí o retirá jugadores hasta que tenga { $fielded }. Después de la primera ronda un club puede quedar con menos, por un retiro.
champ-err-few_clubs = { $count ->
    [one] Hay un solo club ({ $clubs })
   *[other] Hay { $count } clubes ({ $clubs })
}: cada mesa tiene cuatro jugadores de cuatro clubes distintos, así que hacen falta al menos 4.
champ-standings = Posiciones por equipos
champ-rule = Cada club presenta { $players } jugadores; cada equipo cuenta sus mejores { $counted } partidas. A igualdad de puntos: el total de todas las partidas, después las mesas ganadas.
champ-counted = Contadas
champ-all_games = Todas las partidas
champ-players = Jugadores
champ-discarded = Descartadas
champ-teams_csv = Posiciones por equipos (CSV)
# Club league over evenings (issue 29): turno di scarto, ripescaggio.
league-legend = Liga de club por veladas
league-discard_worst = Resultados de clasificación descartados por jugador (una ausencia se descarta primero)
league-ripescaggio = Repesca: el último puesto de la semifinal es para la mejor partida individual entre los no clasificados
league-help = Cada ronda de clasificación es una velada de una partida; se puede inscribir en cualquier velada. Las rondas que faltan, también antes de inscribirse, son ausencias. En la repesca, a igual partida pasa quien va mejor en la clasificación.
league-discards_on = descartes
league-ripescaggio_on = repesca
league-ripescato = Repescado
league-discarded = Descartados
league-absent = ausente
league-err-discards = Los descartes deben dejar al menos un resultado: elegí menos descartes que rondas de clasificación (0 para ninguno).
league-err-ripescaggio_semifinal = La repesca da un puesto en la semifinal: poné al menos una mesa de semifinal, o sacá la repesca.
league-err-no_ripescaggio = La repesca no tiene a quién repescar: ningún jugador fuera de los clasificados ha jugado una partida de clasificación.
# Torneo degli esclusi (issue 29).
league-consolation = Torneo de consolación
league-consolation_help = Torneo de consolación: quienes quedan fuera de la semifinal (y no son finalistas directos) juegan un torneo aparte, con sus puntos y su clasificación, que no cambia la clasificación del torneo
league-consolation_formula = Puntos del torneo de consolación
league-consolation_ranking_help = Solo las partidas del torneo de consolación, con sus puntos; no cuentan en la clasificación del torneo.
league-err-consolation_semifinal = El torneo de consolación es para quienes quedan fuera de la semifinal: poné al menos una mesa de semifinal, o sacalo.
# Family groups (issue 29): never at one table.
ind-family = Grupo familiar
ind-family_help = Los jugadores de un mismo grupo familiar nunca se sientan a la misma mesa.
ind-family_save = Guardar el grupo
ind-err-family_larger_than_tables = El grupo familiar { $family } ({ $names }) tiene { $players } jugadores pero las mesas son { $tables }: dos de ellos compartirían mesa. Sacá a alguien del grupo o jugá en mesas más chicas.
ind-err-family_not_apart = El grupo familiar { $family } ({ $names }) no se puede separar junto con los clubes separados: quitá los clubes separados o jugá en mesas más chicas.
# What "unavoidable" agrees with: one pair or player, and players (masculine).
ind-report-unavoidable_one = , inevitable
ind-report-unavoidable_players = , todos inevitables
