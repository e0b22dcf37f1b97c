### Strings of the tournament pages: (key, Italiano, English).

nav-tournaments = Torneos
tour-list = Torneos
tour-none = No hay ningún torneo publicado.
tour-manage = Administrar
tour-new = Nuevo torneo
tour-name = Nombre del torneo
tour-date = Fecha
tour-venue = Lugar
tour-create = Crear el torneo
tour-err_name = Escribí un nombre de torneo (como máximo 80 caracteres).
tour-err_date = Escribí la fecha como AAAA-MM-DD, por ejemplo 2026-11-21.
tour-err_venue = El lugar puede tener como máximo 120 caracteres.
tour-public_page = Página pública
tour-standings = Clasificación
tour-rounds = Rondas
tour-teams = Equipos
tour-teams_count = equipos
tour-active_teams = equipos activos
tour-audit = Registro de cambios
tour-no_rounds = Todavía no hay ninguna ronda publicada.
round-round = Ronda
round-pair = Emparejar la ronda
round-confirm_unfinished = Emparejar aunque algunas partidas de la ronda anterior no hayan terminado
round-published = publicada
round-draft = borrador
round-table = Mesa
round-teams = Equipos
round-notes = Notas
round-bye = Libre
round-swap = Cambiar el equipo
round-with = con
round-swap_go = Cambiar
round-publish = Publicar la ronda
round-discard = Descartar el borrador
round-draft_exists = Ya hay un borrador de ronda: publicalo o descartalo antes de emparejar de nuevo.
round-too_few = Hacen falta al menos dos equipos activos para emparejar una ronda.
round-unfinished = Algunas partidas de la ronda anterior todavía no tienen un resultado firmado. Marcá la casilla para emparejar igual.
round-bad_swap = Elegí dos equipos distintos del borrador de ronda.
team-name = Equipo
team-player1 = Jugador 1
team-player2 = Jugador 2 (vacío: juega solo)
team-club = Club
team-add = Agregar equipo
team-drop = Retirar
team-return = Readmitir
team-dropped = retirado
import-title = Importar desde CSV
import-help = Pegá las filas equipo,jugador1,jugador2,club (también con punto y coma, como las guarda Excel en español)
import-preview = Vista previa
import-confirm = Confirmar y registrar
import-bad_rows = filas para corregir: no se registró nada.
import-good_rows = equipos listos: revisá y confirmá.
import-line = Fila
import-players = Jugadores
reg-missing_team = Falta el nombre del equipo.
reg-missing_player = Falta el primer jugador.
reg-too_long = Un nombre pasa los 60 caracteres.
reg-duplicate = Este equipo ya está registrado (o aparece dos veces).
reg-columns = La fila tiene que tener 3 o 4 columnas: equipo,jugador1,jugador2,club.
reg-unreadable = El texto no es un CSV legible (comillas sin cerrar o caracteres no válidos).
reg-too_many = Como máximo 1000 filas por importación.
reg-empty = No hay ningún equipo para importar.
reg-fix_first = Corregí las filas marcadas antes de confirmar.
st-mp = PP
st-mp_long = Puntos de partida (victoria 2, empate 1)
st-total = Tot
st-total_long = Puntaje total del equipo
st-diff = Dif
st-diff_long = Diferencia de puntaje con los rivales
st-buchholz = Bu
st-buchholz_long = Buchholz: puntos de partida de los rivales
st-best = Máx
st-best_long = Mejor puntaje en una partida
st-record = G-E-P (L)
st-record_long = Ganadas, empatadas, perdidas (libres)
st-players = Clasificación individual
st-no_players = Todavía no hay puntajes individuales.
# Counts that agree with their number (1 squadra, 2 squadre).
count-teams = { $n ->
        [one] { $n } equipo
       *[other] { $n } equipos
    }
count-active_teams = { $n ->
        [one] { $n } equipo activo
       *[other] { $n } equipos activos
    }
count-matches = { $n ->
        [one] { $n } partida
       *[other] { $n } partidas
    }
count-players = { $n ->
        [one] { $n } jugador
       *[other] { $n } jugadores
    }
# The CSV box's example row (the header the import reads).
import-placeholder = team,player1,player2,club
