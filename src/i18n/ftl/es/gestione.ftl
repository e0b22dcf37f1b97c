# La importación desde GestioneTorneo (src/tournament/gestione, src/web/gestione.rs).
gestione-problem-at_row = Hoja “{ $sheet }”, fila { $row }: { $what }
gestione-problem-not_a_workbook = Este archivo no es una planilla que se pueda abrir: exportalo de nuevo desde GestioneTorneo como .xls o .xlsx y subí ese archivo.
gestione-problem-missing_sheet = Falta la hoja “{ $sheet }”: abrí el libro en GestioneTorneo, que la escribe, o volvé a agregarla con su nombre original.
gestione-problem-no_rounds = No hay ninguna hoja de ronda (“1° Turno”, “2° Turno”, …): subí el libro de un torneo ya jugado.
gestione-problem-no_name = el torneo no tiene nombre (columna D): escribí ahí el nombre del torneo.
gestione-problem-bad_date = “{ $text }” no es una fecha: escribí la fecha de la ronda como dd/mm/aaaa.
gestione-problem-bad_id = el número “{ $text }” no es un entero: escribí el número del jugador de la hoja “Iscritti”.
gestione-problem-duplicate_id = el número { $id } ya es de otro jugador: dale a cada jugador su propio número.
gestione-problem-duplicate_name = { $name } está escrito dos veces: borrá la segunda fila, o distinguí a los dos (un apodo, una inicial).
gestione-problem-bad_score = el puntaje del asiento { $seat }, “{ $text }”, no es un número: escribí los puntos que hizo el jugador.
gestione-problem-unknown_player = el jugador número { $id } no está en la hoja “Iscritti”: agregalo ahí o corregí el número.
gestione-problem-seated_twice = el jugador número { $id } está sentado en dos mesas de esta ronda: corregí uno de los dos números.
gestione-problem-no_table_header = estos jugadores no tienen arriba una fila “Tavolo N°…”: agregá la fila de encabezado de la mesa.
gestione-problem-empty_table = esta mesa no tiene jugadores: completá sus jugadores o borrá la fila y su encabezado.
gestione-problem-bad_standing = “{ $text }” no se lee como posición, total o número de jugador: corregí la celda, o hacé que GestioneTorneo vuelva a escribir la clasificación.
gestione-problem-no_standings_columns = a la primera fila le faltan las columnas “Pos.”, “pt_tot” e “id”: hacé que GestioneTorneo vuelva a escribir la clasificación.
gestione-problem-duplicate_national_id = el número nacional { $id } ya es de otro jugador: un número es una sola persona; corregí uno de los dos.
gestione-title = Importar desde GestioneTorneo
gestione-intro = Subí el libro (.xls o .xlsx) que GestioneTorneo guardó de un torneo pasado: vas a ver sus jugadores, mesas y clasificación, y cada fila que no se puede leer, antes de que se guarde nada. El torneo queda como terminado; los jugadores con número nacional se unen a la persona ya registrada con ese número.
gestione-file = Libro
gestione-preview = Leer el libro
gestione-no_name = Torneo sin nombre
gestione-clean = Todas las filas se leen: revisá el torneo acá abajo y después guardalo.
gestione-store = Guardar este torneo
gestione-problems = { $n ->
    [one] Una fila no se puede leer:
   *[other] { $n } filas no se pueden leer:
}
gestione-players = Jugadores
gestione-tables = Mesas
gestione-ghost = con el fantasma
gestione-standings = Clasificación del libro
gestione-total = Total
gestione-table_refused = Ronda { $round }, mesa { $table }: { $why }
gestione-err-workbook = El libro de la vista previa volvió dañado: subí el archivo de nuevo.
gestione-err-already = Este torneo ya fue importado: está en { $url }. No se guardó nada de nuevo.
