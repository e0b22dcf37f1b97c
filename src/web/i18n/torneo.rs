//! Strings of the RisiKo! torneo console panel, its new-match form, the players'
//! objective links and the torneo result lines: (key, it, en).

/// Torneo strings.
pub static STRINGS: &[(&str, &str, &str)] = &[
    (
        "ruleset.risiko-torneo",
        "RisiKo! torneo",
        "RisiKo! tournament",
    ),
    (
        "torneo.title",
        "RisiKo! torneo: da 3 a 5 giocatori, un obiettivo segreto a testa, 90 minuti e la sdadata",
        "RisiKo! tournament: 3 to 5 players, a secret objective each, 90 minutes and the sdadata",
    ),
    (
        "torneo.deal_note",
        "Nessuno può avere più di mezzo continente: l'app ridistribuisce finché la regola è rispettata, e controlla quella fatta al tavolo. Gli obiettivi segreti li distribuisce l'app.",
        "Nobody may hold more than half a continent: the app deals again until the rule holds, and checks a deal made at the table. The app deals the secret objectives.",
    ),
    (
        "torneo.deal",
        "Distribuzione dei territori",
        "Dealing the territories",
    ),
    ("torneo.deal_app", "La fa l'app", "The app deals"),
    (
        "torneo.deal_table",
        "Fatta al tavolo con le carte (da inserire)",
        "Dealt at the table with the cards (to enter)",
    ),
    (
        "torneo.err.deal",
        "Scegli chi distribuisce i territori.",
        "Choose who deals the territories.",
    ),
    ("torneo.minutes", "Minuti di gioco", "Playing minutes"),
    (
        "torneo.period.penultimate",
        "Penultimo giro",
        "Penultimate round",
    ),
    ("torneo.period.last", "Ultimo giro", "Last round"),
    ("torneo.period.sdadata", "Sdadata", "Sdadata"),
    (
        "torneo.call_due",
        "Sono passati {min} minuti: il giro in corso è il penultimo, il prossimo l'ultimo. Annuncialo al tavolo.",
        "{min} minutes are up: the round in progress is the penultimate, the next the last. Announce it to the table.",
    ),
    (
        "torneo.sdadata",
        "Sdadata: la partita finisce con {t} o meno",
        "Sdadata: the match ends on {t} or less",
    ),
    (
        "torneo.sdadata_hint",
        "Tocca le facce dei due dadi tirati dal giocatore.",
        "Tap the faces of the two dice the player rolled.",
    ),
    ("torneo.die", "Dado", "Die"),
    (
        "torneo.sdadata_go",
        "Registra la sdadata",
        "Record the sdadata",
    ),
    (
        "torneo.trade_hint",
        "Tre carte: tre uguali 8, una per tipo 10, jolly con due uguali 12; +2 per ogni territorio tuo (★).",
        "Three cards: three alike 8, one of each 10, a jolly with two alike 12; +2 for each own territory (★).",
    ),
    ("torneo.trade_go", "Scambia", "Trade"),
    ("torneo.declare", "Dichiara RisiKo!", "Declare RisiKo!"),
    ("torneo.declare_go", "RisiKo!", "RisiKo!"),
    ("torneo.objective", "Obiettivo", "Objective"),
    (
        "torneo.objectives",
        "Obiettivi segreti",
        "Secret objectives",
    ),
    (
        "torneo.peek_note",
        "Ogni tocco resta nello storico della partita.",
        "Every tap stays in the match's history.",
    ),
    (
        "torneo.peek",
        "Mostra l'obiettivo di {name}",
        "Show {name}'s objective",
    ),
    (
        "torneo.objective_of",
        "Obiettivo di {name}",
        "{name}'s objective",
    ),
    ("torneo.held", "{n} punti posseduti", "{n} points held"),
    ("torneo.held_now", "posseduto", "held"),
    (
        "torneo.shown_note",
        "Visibile finché non si registra la prossima azione; tocca il titolo per chiuderlo.",
        "Shown until the next action is recorded; tap the title to close it.",
    ),
    (
        "torneo.links_make",
        "Link privati degli obiettivi",
        "Private objective links",
    ),
    (
        "torneo.links",
        "Link privati degli obiettivi",
        "Private objective links",
    ),
    (
        "torneo.links_help",
        "Uno alla volta: ogni giocatore inquadra il proprio codice e vede solo il proprio obiettivo.",
        "One at a time: each player scans their own code and sees only their own objective.",
    ),
    ("torneo.links_qr", "Obiettivo di", "Objective of"),
    (
        "torneo.your_objective",
        "Il tuo obiettivo",
        "Your objective",
    ),
    ("torneo.yours", "tuo", "yours"),
    (
        "torneo.objective_paper",
        "Il tuo obiettivo è sulla carta che hai in mano: l'app non lo conosce.",
        "Your objective is on the card in your hand: the app does not know it.",
    ),
    ("torneo.over", "La partita è finita.", "The match is over."),
    (
        "torneo.private",
        "Questo link è solo tuo: non mostrarlo agli altri giocatori.",
        "This link is yours alone: do not show it to the other players.",
    ),
    ("torneo.recovery", "Minuti di recupero", "Recovery minutes"),
    ("torneo.recovery_minutes", "Minuti", "Minutes"),
    (
        "torneo.recovery_go",
        "Concedi il recupero",
        "Give the recovery",
    ),
    (
        "torneo.reveal",
        "Obiettivo di {name} (segreto)",
        "{name}'s objective (secret)",
    ),
    ("torneo.reveal_go", "Rivela", "Reveal"),
    (
        "torneo.err.objective",
        "Scegli l'obiettivo.",
        "Choose the objective.",
    ),
    (
        "torneo.err.sdadata",
        "Scegli la faccia di entrambi i dadi (da 1 a 6).",
        "Pick the face of both dice (1 to 6).",
    ),
    (
        "torneo.err.minutes",
        "Scrivi i minuti come numero intero (da 1 a 600).",
        "Write the minutes as a whole number (1 to 600).",
    ),
    (
        "torneo.err.seats",
        "Un tavolo di torneo ha da 3 a 5 giocatori.",
        "A tournament table has 3 to 5 players.",
    ),
    (
        "ind.err.size_torneo",
        "Un tavolo di RisiKo! torneo ha da 3 a 5 giocatori: scegli 4 (con tavoli da 3 o da 5 per i giocatori in più) oppure 3 con tavoli da 4, o 5 con tavoli da 4.",
        "A RisiKo! tournament table seats 3 to 5: choose 4 (with tables of 3 or 5 for the odd players), or 3 with tables of 4, or 5 with tables of 4.",
    ),
    // The torneo result lines (`Table::result` breakdown keys)
    (
        "result.line.in_objective",
        "Punti tavolo (obiettivo)",
        "Table points (objective)",
    ),
    (
        "result.line.outside_objective",
        "Punti fuori obiettivo",
        "Points outside the objective",
    ),
    (
        "result.line.table_points",
        "Punti tavolo validi",
        "Table points counted",
    ),
    ("result.line.risiko", "RisiKo!", "RisiKo!"),
    (
        "result.line.risiko_value",
        "Valore del RisiKo!",
        "RisiKo! value",
    ),
    (
        "result.line.eliminated_order",
        "Ordine di eliminazione",
        "Elimination order",
    ),
    ("result.line.forfeit", "Ritirato", "Forfeited"),
    (
        "result.line.objective_unknown",
        "Obiettivo segreto",
        "Objective secret",
    ),
    (
        "result.line.tournament_penalty",
        "Penalità (punti torneo)",
        "Penalty (tournament points)",
    ),
    (
        "result.line.table_penalty",
        "Penalità (punti tavolo)",
        "Penalty (table points)",
    ),
];
