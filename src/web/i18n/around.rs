//! Strings of the pages around the console: the final score on the public pages, the
//! players' draft pages, the match lists, the organizer's bulk edits and the projector
//! additions of issue 13: (key, Italiano, English).

/// Strings of the pages around the console.
pub static STRINGS: &[(&str, &str, &str)] = &[
    ("final.score", "Punteggio finale", "Final score"),
    ("final.winner", "Vince", "Winner"),
    ("final.draw", "Pareggio", "Draw"),
    (
        "proj.legend",
        "11·28 = 11 territori, 28 carri sulla mappa · in giallo chi è di turno",
        "11·28 = 11 territories, 28 tanks on the board · in yellow: the player to move",
    ),
    (
        "proj.qr",
        "Codice QR delle pagine del torneo",
        "QR code of the tournament pages",
    ),
    (
        "proj.scan",
        "Inquadra per seguire dal telefono",
        "Scan to follow on your phone",
    ),
    ("list.tables", "Tavoli dei tornei", "Tournament tables"),
    ("list.others", "Altre partite", "Other matches"),
    // The referees of a whole round.
    ("sheet.title", "Arbitri ai tavoli", "Referees at the tables"),
    (
        "sheet.open",
        "Arbitri di tutti i tavoli",
        "Referees for every table",
    ),
    (
        "sheet.help",
        "Spunta gli arbitri di ogni tavolo e salva una volta sola: diventano gli arbitri della partita quando il turno è pubblicato.",
        "Tick each table's referees and save once: they become the match's referees when the round is published.",
    ),
    (
        "sheet.help_published",
        "Spunta gli arbitri di ogni tavolo e salva una volta sola: le partite cambiano arbitri subito.",
        "Tick each table's referees and save once: the matches' referees change at once.",
    ),
    (
        "sheet.none",
        "Questo turno non ha tavoli da arbitrare.",
        "This round has no tables to referee.",
    ),
    ("sheet.nobody", "Nessun arbitro", "No referee"),
    ("sheet.save", "Salva gli arbitri", "Save the referees"),
    (
        "sheet.err",
        "Qualche scelta non vale (un tavolo di un altro turno o un account disattivato): ricarica la pagina e riprova.",
        "Some choice is not valid (a table of another round or a disabled account): reload the page and try again.",
    ),
    // The players' draft pages and the referee's links.
    (
        "draft.by_continent",
        "I tuoi territori per continente",
        "Your territories by continent",
    ),
    (
        "draft.live",
        "La pagina si aggiorna da sola quando tutti hanno scelto.",
        "The page updates itself once everyone has picked.",
    ),
    ("draft.seat_of", "Giocatore", "Player"),
    ("draft.next_player", "Giocatore successivo", "Next player"),
    (
        "draft.first_player",
        "Di nuovo il primo",
        "Back to the first",
    ),
    (
        "draft.one_at_a_time",
        "Mostra un codice alla volta: ogni giocatore inquadra il suo, poi passa al successivo.",
        "One code at a time: each player scans their own, then go on to the next.",
    ),
    // Confirmation steps.
    ("confirm.cancel", "Annulla", "Cancel"),
    ("confirm.drop_title", "Ritirare", "Drop"),
    (
        "confirm.drop",
        "La squadra non sarà più abbinata dal prossimo turno; i risultati già giocati restano. Potrai riammetterla.",
        "The team will not be paired from the next round on; results already played stay. You can bring it back.",
    ),
    ("confirm.drop_go", "Sì, ritira", "Yes, drop"),
    (
        "confirm.no_referee",
        "Questi tavoli non hanno un arbitro: nessuno potrà registrarne la partita finché non ne assegni uno.",
        "These tables have no referee: nobody can record their match until you assign one.",
    ),
    (
        "confirm.publish_anyway",
        "Pubblica comunque",
        "Publish anyway",
    ),
    // The change log in words.
    ("audit.seed", "seme", "seed"),
    ("audit.results_shown", "risultati visibili", "results shown"),
    (
        "audit.results_hidden",
        "risultati nascosti",
        "results hidden",
    ),
    (
        "audit.act.tournament.create",
        "Torneo creato",
        "Tournament created",
    ),
    (
        "audit.act.tournament.settings",
        "Impostazioni cambiate",
        "Settings changed",
    ),
    (
        "audit.act.tournament.import",
        "Torneo importato da un archivio",
        "Tournament imported from an archive",
    ),
    ("audit.act.team.add", "Squadra iscritta", "Team registered"),
    (
        "audit.act.team.import",
        "Squadre importate da CSV",
        "Teams imported from CSV",
    ),
    ("audit.act.team.edit", "Squadra modificata", "Team edited"),
    ("audit.act.team.drop", "Squadra ritirata", "Team dropped"),
    ("audit.act.team.return", "Squadra riammessa", "Team back in"),
    (
        "audit.act.round.draft",
        "Turno abbinato (bozza)",
        "Round paired (draft)",
    ),
    (
        "audit.act.round.discard",
        "Bozza del turno scartata",
        "Round draft discarded",
    ),
    (
        "audit.act.round.swap",
        "Squadre scambiate nella bozza",
        "Teams swapped in the draft",
    ),
    (
        "audit.act.round.publish",
        "Turno pubblicato",
        "Round published",
    ),
    (
        "audit.act.round.results",
        "Visibilità dei risultati cambiata",
        "Results visibility changed",
    ),
    (
        "audit.act.round.draft_links",
        "Link del draft stampati",
        "Draft links printed",
    ),
    (
        "audit.act.table.number",
        "Tavolo rinumerato",
        "Table renumbered",
    ),
    (
        "audit.act.table.referee_add",
        "Arbitro assegnato al tavolo",
        "Referee assigned to the table",
    ),
    (
        "audit.act.table.referee_remove",
        "Arbitro tolto dal tavolo",
        "Referee removed from the table",
    ),
    (
        "audit.act.match.confirm",
        "Risultato confermato",
        "Result confirmed",
    ),
    (
        "audit.act.match.reopen",
        "Partita riaperta",
        "Match reopened",
    ),
    (
        "audit.act.match.adjust",
        "Punteggio corretto",
        "Score adjusted",
    ),
    (
        "audit.act.objectives.add",
        "Obiettivo aggiunto",
        "Objective added",
    ),
    (
        "audit.act.objectives.remove",
        "Obiettivo tolto",
        "Objective removed",
    ),
];
