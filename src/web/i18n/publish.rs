//! Strings of the published views of individual tournaments and seasons: public
//! page, projector, exports, archive import, table slips. (key, Italiano, English).

/// Publishing strings.
pub static STRINGS: &[(&str, &str, &str)] = &[
    ("ipub.points", "Punti", "Points"),
    (
        "ipub.no_players",
        "Nessun giocatore iscritto.",
        "No player registered.",
    ),
    ("ipub.public", "Pagina pubblica", "Public page"),
    (
        "ipub.exports",
        "Esportazioni e stampe",
        "Exports and printouts",
    ),
    ("ipub.standings_csv", "Classifica (CSV)", "Standings (CSV)"),
    (
        "ipub.tables_csv",
        "Tavoli e posti (CSV)",
        "Tables and seats (CSV)",
    ),
    (
        "ipub.workbook",
        "Cartella di lavoro (XLSX)",
        "Workbook (XLSX)",
    ),
    (
        "ipub.archive",
        "Archivio completo (JSON)",
        "Full archive (JSON)",
    ),
    ("ipub.import", "Importa un archivio", "Import an archive"),
    ("proj.seating", "Posti ai tavoli", "Seating"),
    ("proj.live_tables", "Tavoli in gioco", "Tables in play"),
    (
        "proj.season",
        "Classifica della stagione",
        "Season standings",
    ),
    ("proj.evenings", "serate", "evenings"),
    ("proj.best_of", "contano le migliori", "best counted"),
    ("proj.played", "Serate", "Evenings"),
    (
        "proj.legend_individual",
        "Per giocatore: territori·armate; a partita finita: posto · punti.",
        "Per player: territories·tanks; once the game ends: place · points.",
    ),
    (
        "iarc.title",
        "Importa un torneo individuale",
        "Import an individual tournament",
    ),
    ("iarc.players", "giocatori", "players"),
    (
        "iarc.help",
        "Scegli il file JSON scaricato da «Archivio completo» di un torneo individuale: diventa un torneo nuovo, con gli stessi tavoli, partite e classifica.",
        "Choose the JSON file downloaded from an individual tournament's «Full archive»: it becomes a new tournament with the same tables, matches and standings.",
    ),
    (
        "iarc.err.json",
        "Il file non è un archivio leggibile: un campo manca, è di troppo o non è del tipo giusto.",
        "The file is not a readable archive: a field is missing, unknown or of the wrong type.",
    ),
    (
        "iarc.err.format",
        "Il file non è l'archivio di un torneo individuale di Arbitro (\"format\": \"arbitro-individual\").",
        "The file is not an Arbitro individual tournament archive (\"format\": \"arbitro-individual\").",
    ),
    (
        "iarc.err.version",
        "Questa versione dell'archivio non è letta da questo Arbitro (legge la versione 1).",
        "This archive version is not read by this Arbitro (it reads version 1).",
    ),
    (
        "iarc.err.tournament",
        "Il nome o le impostazioni del torneo non sono accettabili: correggili nel file.",
        "The tournament's name or settings are not acceptable: correct them in the file.",
    ),
    (
        "iarc.err.player",
        "Un giocatore non è accettabile (nome vuoto o troppo lungo, spazi ai bordi, caratteri di controllo).",
        "A player is not acceptable (empty or too long name, spaces around, control characters).",
    ),
    (
        "iarc.err.player_twice",
        "Un giocatore (o il suo id) compare due volte.",
        "A player (or their id) appears twice.",
    ),
    (
        "iarc.err.round_order",
        "I turni devono essere numerati 1, 2, 3… in ordine.",
        "Rounds must be numbered 1, 2, 3… in order.",
    ),
    (
        "iarc.err.draft_not_last",
        "Solo l'ultimo turno può essere una bozza.",
        "Only the last round may be a draft.",
    ),
    (
        "iarc.err.round",
        "Il resoconto del sorteggio di un turno non si legge.",
        "A round's seating report does not read.",
    ),
    (
        "iarc.err.table",
        "Un tavolo non torna: numero, giocatori sconosciuti o seduti due volte, o partita presente/assente in modo sbagliato.",
        "A table does not fit: its number, unknown or twice-seated players, or a match present/absent where it should not be.",
    ),
    (
        "iarc.err.match",
        "La partita di un tavolo non torna con il tavolo (regolamento, posti, voci o stato).",
        "A table's match does not fit the table (ruleset, seats, entries or state).",
    ),
    (
        "iarc.err.replay",
        "Il motore delle regole rifiuta una mossa registrata in una partita.",
        "The rules engine refuses an action recorded in a match.",
    ),
    (
        "iarc.err.adjustment",
        "Una correzione di punteggio non torna: tavolo pubblicato, giocatore seduto lì, punti diversi da 0 e un motivo.",
        "A score correction does not fit: a published table, a player seated there, points other than 0 and a reason.",
    ),
    ("islip.title", "Foglietti dei tavoli", "Table slips"),
    ("islip.referee", "Arbitro", "Referee"),
    (
        "islip.draft",
        "Il turno è una bozza: i tavoli possono ancora cambiare e non hanno ancora il tabellone.",
        "The round is a draft: the tables may still change and have no board yet.",
    ),
    ("islip.draft_tag", "bozza", "draft"),
    ("islip.print", "Foglietti del turno", "Slips of round"),
];
