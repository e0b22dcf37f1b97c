# The GestioneTorneo import (src/tournament/gestione, src/web/gestione.rs).
gestione-problem-at_row = Sheet “{ $sheet }”, row { $row }: { $what }
gestione-problem-not_a_workbook = This file is not a spreadsheet that opens: export it again from GestioneTorneo as .xls or .xlsx and upload that file.
gestione-problem-missing_sheet = The sheet “{ $sheet }” is missing: open the workbook in GestioneTorneo, which writes it, or add it back with its original name.
gestione-problem-no_rounds = There is no round sheet (“1° Turno”, “2° Turno”, …): upload the workbook of an event that has been played.
gestione-problem-no_name = the event has no name (column D): write the event's name there.
gestione-problem-bad_date = “{ $text }” is not a date: write the round's date as dd/mm/yyyy.
gestione-problem-bad_id = the id “{ $text }” is not a whole number: write the player's number from the “Iscritti” sheet.
gestione-problem-duplicate_id = the id { $id } is already another player's: give each player their own number.
gestione-problem-duplicate_name = { $name } is written twice: remove the second line, or tell the two apart (a nick, an initial).
gestione-problem-bad_score = the score of seat { $seat }, “{ $text }”, is not a number: write the points the player scored.
gestione-problem-unknown_player = player number { $id } is not in the “Iscritti” sheet: add them there or correct the number.
gestione-problem-seated_twice = player number { $id } sits at two tables of this round: correct one of the two numbers.
gestione-problem-no_table_header = these players have no “Tavolo N°…” line above them: add the table's header line.
gestione-problem-empty_table = this table has no player: fill in its players or delete the line and its header.
gestione-problem-bad_standing = “{ $text }” does not read as a place, a total or a player number: correct the cell, or have GestioneTorneo write the standings again.
gestione-problem-no_standings_columns = the first row lacks the columns “Pos.”, “pt_tot” and “id”: have GestioneTorneo write the standings again.
gestione-problem-duplicate_national_id = the national id { $id } is already another player's: one id is one person; correct one of the two.
gestione-title = Import from GestioneTorneo
gestione-intro = Upload the workbook (.xls or .xlsx) GestioneTorneo kept for a past event: you will see its players, tables and standings, and every row that cannot be read, before anything is stored. The event becomes a finished tournament; players with a national id join the person already on record with it.
gestione-file = Workbook
gestione-preview = Read the workbook
gestione-no_name = Event without a name
gestione-clean = Every row reads: check the event below, then store it.
gestione-store = Store this event
gestione-problems = { $n ->
    [one] One row cannot be read:
   *[other] { $n } rows cannot be read:
}
gestione-players = Players
gestione-tables = Tables
gestione-ghost = with the ghost
gestione-standings = Standings of the workbook
gestione-total = Total
gestione-table_refused = Round { $round }, table { $table }: { $why }
gestione-err-workbook = The previewed workbook came back damaged: upload the file again.
gestione-err-already = This event has already been imported: it is at { $url }. Nothing was stored again.
