//! Strings of the exports, the printable pages and the tournament import:
//! (key, Italiano, English).

/// Export, print and import strings.
pub static STRINGS: &[(&str, &str, &str)] = &[
    ("exp.title", "Esportazioni e stampe", "Exports and printing"),
    (
        "exp.help",
        "Classifiche e partite contano i risultati firmati di tutti i turni, anche quelli non ancora pubblici.",
        "Standings and matches count the signed results of every round, including those not yet public.",
    ),
    (
        "exp.standings_csv",
        "Classifica a squadre (CSV)",
        "Team standings (CSV)",
    ),
    (
        "exp.players_csv",
        "Classifica individuale (CSV)",
        "Individual standings (CSV)",
    ),
    (
        "exp.matches_csv",
        "Tutte le partite, punteggio di ogni giocatore (CSV)",
        "Every match, each player's score (CSV)",
    ),
    (
        "exp.xlsx",
        "Cartella di lavoro Excel (XLSX)",
        "Excel workbook (XLSX)",
    ),
    (
        "exp.json",
        "Archivio completo del torneo (JSON, reimportabile)",
        "Whole tournament archive (JSON, re-importable)",
    ),
    ("exp.print", "Pagine da stampare", "Printable pages"),
    (
        "exp.print_standings",
        "Classifica finale",
        "Final standings",
    ),
    ("exp.print_pairings", "abbinamenti", "pairings"),
    ("exp.print_cards", "Cartellini dei tavoli", "Table cards"),
    (
        "exp.print_hint",
        "Stampa con il comando Stampa del browser (Ctrl+P).",
        "Print with the browser's Print command (Ctrl+P).",
    ),
    ("exp.pairings_of", "Abbinamenti", "Pairings"),
    ("exp.referees", "Arbitri", "Referees"),
    ("exp.versus", "contro", "vs"),
    (
        "exp.links_made",
        "Nuovi link privati per il draft creati: quelli vecchi non funzionano più. Stampa ora questi cartellini.",
        "New private draft links made: the old ones no longer work. Print these cards now.",
    ),
    (
        "exp.digital_tables",
        "Tavoli con un draft digitale aperto:",
        "Tables with an open digital draft:",
    ),
    (
        "exp.digital_why",
        "I link privati sono salvati solo in forma cifrata: per stamparli bisogna crearne di nuovi, e quelli vecchi smettono di funzionare.",
        "Private links are stored only in hashed form: to print them new ones must be made, and the old ones stop working.",
    ),
    (
        "exp.make_links",
        "Crea nuovi link per il draft e stampali",
        "Make new draft links and print them",
    ),
    (
        "exp.no_tables",
        "Questo turno non ha tavoli da giocare.",
        "This round has no tables to play.",
    ),
    (
        "exp.scan_table",
        "Inquadra per seguire il tavolo dal vivo",
        "Scan to follow the table live",
    ),
    ("exp.rounds_played", "turni", "rounds"),
    (
        "exp.hidden_included",
        "Include i risultati dei turni non ancora pubblici.",
        "Includes the results of rounds not yet public.",
    ),
    ("exp.wdl", "V-P-S", "W-D-L"),
    (
        "exp.legend",
        "PT punti partita · Tot punteggio totale · Diff differenza punteggio · Bu Buchholz (punti partita degli avversari) · Max miglior partita · V-P-S vittorie, pareggi, sconfitte.",
        "MP match points · Tot total score · Diff score difference · Bu Buchholz (opponents' match points) · Best best match · W-D-L wins, draws, losses.",
    ),
    ("exp.player", "Giocatore", "Player"),
    ("xfer.title", "Importa un torneo", "Import a tournament"),
    (
        "xfer.help",
        "Scegli un archivio JSON esportato da Arbitro: diventa un nuovo torneo. Ogni partita viene rigiocata dal motore delle regole; se qualcosa non va non viene salvato nulla.",
        "Choose a JSON archive exported by Arbitro: it becomes a new tournament. Every match is replayed by the rules engine; if anything is wrong nothing is stored.",
    ),
    (
        "xfer.file",
        "File dell'archivio (.json)",
        "Archive file (.json)",
    ),
    ("xfer.go", "Importa", "Import"),
    ("xfer.done", "Torneo importato", "Tournament imported"),
    ("xfer.matches", "partite", "matches"),
    (
        "xfer.unknown_users",
        "Questi account dell'archivio non esistono qui: arbitraggi, firme e modifiche a loro nome sono ora attribuiti a te.",
        "These accounts in the archive do not exist here: their refereeing, sign-offs and changes are now credited to you.",
    ),
    ("xfer.refused", "File rifiutato:", "File refused:"),
    (
        "xfer.nothing_stored",
        "Non è stato salvato nulla.",
        "Nothing was stored.",
    ),
    (
        "xfer.err.json",
        "il file non è JSON valido.",
        "the file is not valid JSON.",
    ),
    (
        "xfer.err.format",
        "il file non è un archivio di torneo di Arbitro.",
        "the file is not an Arbitro tournament archive.",
    ),
    (
        "xfer.err.version",
        "questa versione dell'archivio non è supportata.",
        "this archive version is not supported.",
    ),
    (
        "xfer.err.shape",
        "all'archivio manca un campo, o un campo ha il tipo sbagliato.",
        "the archive lacks a field, or a field has the wrong type.",
    ),
    (
        "xfer.err.tournament",
        "nome, data, luogo o regolamento del torneo non validi.",
        "invalid tournament name, date, venue or ruleset.",
    ),
    (
        "xfer.err.settings",
        "impostazioni del torneo non valide.",
        "invalid tournament settings.",
    ),
    (
        "xfer.err.objectives",
        "catalogo degli obiettivi non valido.",
        "invalid objective catalogue.",
    ),
    ("xfer.err.team", "squadra non valida.", "invalid team."),
    ("xfer.err.round", "turno non valido.", "invalid round."),
    ("xfer.err.table", "tavolo non valido.", "invalid table."),
    (
        "xfer.err.log",
        "il registro della partita non è valido.",
        "the match log is not valid.",
    ),
    (
        "xfer.err.entries",
        "lo storico delle registrazioni non corrisponde al registro della partita.",
        "the recorded entries do not match the match log.",
    ),
    (
        "xfer.err.refused",
        "il motore delle regole rifiuta un'azione del registro della partita.",
        "the rules engine refuses an action of the match log.",
    ),
    (
        "xfer.err.status",
        "lo stato della partita non corrisponde al suo registro.",
        "the match status does not fit its log.",
    ),
    (
        "xfer.err.seats",
        "i posti della partita non corrispondono alle squadre e ai giocatori del tavolo.",
        "the match's seats do not fit the table's teams and players.",
    ),
    (
        "xfer.err.confirmation",
        "conferma del risultato non valida.",
        "invalid confirmation of the result.",
    ),
    (
        "xfer.err.adjustment",
        "correzione di punteggio non valida.",
        "invalid score adjustment.",
    ),
    (
        "xfer.err.setup_change",
        "modifica dei giocatori della partita non valida.",
        "invalid change to the match's players.",
    ),
    (
        "xfer.err.upload",
        "invio del file non riuscito: riprova scegliendo il file.",
        "the upload failed: choose the file and try again.",
    ),
    (
        "xfer.err.no_file",
        "scegli un file da importare.",
        "choose a file to import.",
    ),
];
