//! Strings of the organizer's hold on individual tournaments (draft edits, second
//! confirmation, corrections, hidden rounds, audit log): (key, Italiano, English).

/// Individual tournament organizer strings.
pub static STRINGS: &[(&str, &str, &str)] = &[
    (
        "ind.err.not_seated",
        "Quel giocatore non è seduto in questa bozza: scegline uno seduto.",
        "That player is not seated in this draft: choose a seated player.",
    ),
    (
        "ind.err.no_table",
        "Il tavolo {n} non c'è: scegli uno dei tavoli della bozza.",
        "There is no table {n}: choose one of the draft's tables.",
    ),
    (
        "ind.err.nothing",
        "Così non cambia nulla: scegli due giocatori diversi, o un altro tavolo.",
        "That changes nothing: choose two different players, or another table.",
    ),
    (
        "ind.err.move_sizes",
        "Spostando {player} resterebbero un tavolo da {from} e uno da {to}, ma questi giocatori siedono a tavoli da {sizes}: scambia due giocatori invece.",
        "Moving {player} would leave a table of {from} and one of {to}, but this field sits at tables of {sizes}: swap two players instead.",
    ),
    (
        "ind.err.order",
        "Dai a ogni tavolo un numero nuovo da 1 al numero dei tavoli, ciascuno una volta.",
        "Give every table a new number from 1 to the number of tables, each once.",
    ),
    ("ind.move", "Sposta", "Move"),
    ("ind.move_to", "al tavolo", "to table"),
    ("ind.move_go", "Sposta", "Move"),
    ("ind.renumber", "Rinumera i tavoli", "Renumber the tables"),
    ("ind.renumber_go", "Rinumera", "Renumber"),
    ("ind.new_number", "nuovo numero", "new number"),
    (
        "ind.results_hidden",
        "Risultati nascosti al pubblico",
        "Results hidden from the public",
    ),
    ("ind.hide", "Nascondi i risultati", "Hide the results"),
    ("ind.show", "Mostra i risultati", "Show the results"),
    (
        "ind.hidden_note",
        "Vista degli organizzatori: contati anche i turni nascosti al pubblico ({rounds}).",
        "Organizers' view: counting the rounds hidden from the public too ({rounds}).",
    ),
    ("ind.audit", "Registro delle modifiche", "Change log"),
    (
        "ind.audit_none",
        "Nessuna modifica registrata.",
        "No change recorded.",
    ),
    ("ind.result", "Risultato", "Result"),
    (
        "ind.confirmation_on",
        "Seconda conferma dei risultati: richiesta",
        "Second confirmation of results: required",
    ),
    (
        "ind.confirmation_off",
        "Seconda conferma dei risultati: non richiesta",
        "Second confirmation of results: not required",
    ),
    ("ind.require", "Richiedi", "Require"),
    ("ind.unrequire", "Non richiedere", "Don't require"),
    (
        "ind.waiting",
        "Risultati in attesa di conferma",
        "Results waiting for confirmation",
    ),
    (
        "ind.waiting_none",
        "Nessun risultato in attesa di conferma.",
        "No result waiting for confirmation.",
    ),
    ("ind.points", "Punti", "Points"),
    ("ind.corrected", "Dopo le correzioni", "After corrections"),
    (
        "ind.correct",
        "Correggi i punti di classifica",
        "Correct the ranking points",
    ),
    (
        "ind.correct_help",
        "Punti da aggiungere (negativi per togliere), anche decimali: 2, -1.5",
        "Points to add (negative to take away), decimals allowed: 2, -1.5",
    ),
    (
        "ind.err.points",
        "Scrivi i punti come numero diverso da zero, con al massimo quattro decimali: 2, -1.5",
        "Write the points as a number other than zero, with at most four decimals: 2, -1.5",
    ),
    (
        "ind.err.player_at_table",
        "Scegli un giocatore seduto a questo tavolo.",
        "Choose a player seated at this table.",
    ),
    (
        "ind.err.not_counted",
        "Il risultato di questo tavolo non conta ancora (non firmato, o in attesa di conferma): le correzioni vengono dopo.",
        "This table's result does not count yet (not signed, or waiting for its confirmation): corrections come after.",
    ),
    (
        "audit.act.player.add",
        "Giocatore iscritto",
        "Player registered",
    ),
    (
        "audit.act.player.drop",
        "Giocatore ritirato",
        "Player dropped",
    ),
    (
        "audit.act.player.return",
        "Giocatore riammesso",
        "Player back in",
    ),
    (
        "audit.act.round.move",
        "Giocatore spostato nella bozza",
        "Player moved in the draft",
    ),
];
