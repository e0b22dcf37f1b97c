//! Strings of the ruleset-agnostic console: the ruleset choice, individual seats, the
//! generic skeleton (bar, history, clock, result) — (key, it, en).

/// Ruleset strings.
pub static STRINGS: &[(&str, &str, &str)] = &[
    (
        "console.err.not_2v2",
        "Questa pagina vale solo per le partite 2 contro 2.",
        "This page is for 2 vs 2 matches only.",
    ),
    // The skeleton: the next step, seats, result cards
    (
        "next.claim",
        "{who} sceglie un territorio libero (un'armata)",
        "{who} claims an empty territory (one army)",
    ),
    (
        "next.trade",
        "{who} deve prima scambiare un tris di carte",
        "{who} must first trade a set of cards",
    ),
    (
        "next.place_armies",
        "{who} piazza {n} armate",
        "{who} places {n} armies",
    ),
    (
        "next.play_any",
        "{who} attacca, sposta o passa il turno",
        "{who} attacks, moves or ends the turn",
    ),
    ("skeleton.armies", "armate", "armies"),
    ("skeleton.place", "posto", "place"),
    ("skeleton.points", "punti", "points"),
    ("skeleton.result", "Classifica del tavolo", "Table ranking"),
    (
        "skeleton.provisional",
        "Classifica se la partita finisse ora",
        "Ranking if the match ended now",
    ),
    ("result.line.territories", "Territori", "Territories"),
    ("result.line.armies", "Armate", "Armies"),
    (
        "result.line.continent_bonus",
        "Bonus continenti",
        "Continent bonus",
    ),
    (
        "result.line.eliminated_round",
        "Eliminato al giro",
        "Eliminated in round",
    ),
    (
        "skeleton.call_due",
        "Sono passati {min} minuti: il giro in corso è l'ultimo. Annuncialo al tavolo.",
        "{min} minutes are up: the round in progress is the last. Announce it to the table.",
    ),
    ("why.place_any", "Piazzamento", "Placement"),
    ("why.claim", "Scelta di un territorio", "Claim a territory"),
    ("why.end_turn", "Fine turno", "End of turn"),
    (
        "why.number_any",
        "Numero (armate, dadi dell'attacco)",
        "Number (armies, attacking dice)",
    ),
    (
        "board_setup.go",
        "Inserisci il tabellone",
        "Enter the board",
    ),
    ("skeleton.clock_elapsed", "Tempo di gioco", "Playing time"),
    (
        "skeleton.setup_pending",
        "Il tabellone va ancora inserito: la partita comincia quando è pronto.",
        "The board is still to be entered: the match begins once it is ready.",
    ),
    // Creating a match of either ruleset
    ("ruleset.label", "Regolamento", "Rules"),
    ("ruleset.risiko-2v2", "RisiKo! 2 contro 2", "RisiKo! 2 vs 2"),
    (
        "ruleset.risiko-classic",
        "RisiKo! classico",
        "Classic RisiKo!",
    ),
    (
        "individual.title",
        "RisiKo! classico: da 2 a 6 giocatori, ognuno per sé",
        "Classic RisiKo!: 2 to 6 players, each on their own",
    ),
    (
        "individual.seats",
        "Giocatori al tavolo",
        "Players at the table",
    ),
    (
        "individual.order",
        "Scrivi i giocatori in giro per il tavolo (in senso orario), poi segna chi ha fatto il numero più alto al lancio del dado: gioca per primo e gli altri seguono in senso orario.",
        "Write the players going round the table (clockwise), then mark who rolled highest: they play first and the others follow clockwise.",
    ),
    (
        "individual.first",
        "Ha vinto il lancio del dado",
        "Won the die roll",
    ),
    (
        "individual.setup",
        "Preparazione del tabellone",
        "Setting up the board",
    ),
    (
        "individual.setup.claims",
        "Un'armata alla volta: si registrano le scelte dei territori e i piazzamenti",
        "One army at a time: the claims and placements are recorded",
    ),
    (
        "individual.setup.final",
        "Tabellone già pronto: lo inserisci tutto in una volta",
        "Board already set up: enter it all at once",
    ),
    (
        "individual.setup.dealt",
        "Due giocatori: l'app distribuisce i tre mazzetti (il terzo è neutrale)",
        "Two players: the app deals the three piles (the third is neutral)",
    ),
    (
        "individual.setup.piles",
        "Due giocatori: inserisci i tre mazzetti distribuiti al tavolo",
        "Two players: enter the three piles dealt at the table",
    ),
    (
        "individual.neutral",
        "Con due giocatori il terzo colore è neutrale: sul tabellone dell'app è grigio.",
        "With two players the third colour is neutral: grey on the app's board.",
    ),
    (
        "individual.end_rule",
        "Fine della partita",
        "End of the match",
    ),
    (
        "individual.end.time",
        "A tempo: allo scadere il giro in corso è l'ultimo",
        "Timed: when time is up the round in progress is the last",
    ),
    (
        "individual.end.rounds",
        "Dopo un numero di giri",
        "After a number of rounds",
    ),
    (
        "individual.end.conquest",
        "Solo conquista del mondo",
        "World conquest only",
    ),
    ("individual.minutes", "Minuti (a tempo)", "Minutes (timed)"),
    (
        "individual.round_limit",
        "Ultimo giro (a giri)",
        "Last round (by rounds)",
    ),
    (
        "individual.turn_warning",
        "Avviso dopo secondi di turno (vuoto: nessuno)",
        "Warn after seconds of a turn (empty: none)",
    ),
    (
        "individual.start_armies",
        "Armate iniziali (vuoto: 35/30/25; obbligatorio con 6 giocatori)",
        "Starting armies (empty: 35/30/25; required with 6 players)",
    ),
    (
        "individual.err.seats",
        "Un tavolo classico ha da 2 a 6 giocatori: scegli quanti sono.",
        "A classic table has 2 to 6 players: choose how many.",
    ),
    (
        "individual.err.name",
        "Scrivi il nome di ogni giocatore (al massimo 60 caratteri).",
        "Enter every player's name (at most 60 characters).",
    ),
    (
        "individual.err.name_twice",
        "Due giocatori hanno lo stesso nome: distinguili (per esempio con l'iniziale del cognome).",
        "Two players have the same name: tell them apart (e.g. with a surname initial).",
    ),
    (
        "individual.err.colour",
        "Scegli per ogni giocatore un colore della scatola classica.",
        "Choose a colour of the classic box for every player.",
    ),
    (
        "individual.err.colour_twice",
        "Due giocatori hanno lo stesso colore: ognuno ne ha uno suo.",
        "Two players have the same colour: each needs their own.",
    ),
    (
        "individual.err.first",
        "Segna chi ha vinto il lancio del dado tra i giocatori al tavolo.",
        "Mark who won the die roll among the players at the table.",
    ),
    (
        "individual.err.end_rule",
        "Scegli come finisce la partita: a tempo, a giri o a conquista.",
        "Choose how the match ends: timed, by rounds or by conquest.",
    ),
    (
        "individual.err.setup",
        "Scegli come si prepara il tabellone.",
        "Choose how the board is set up.",
    ),
    (
        "individual.err.claims_two",
        "In due non si scelgono i territori uno a uno: si distribuiscono tre mazzetti. Scegli i mazzetti.",
        "Two players do not claim territories one by one: three piles are dealt. Choose the piles.",
    ),
    (
        "individual.err.piles_many",
        "I mazzetti valgono solo per due giocatori: con 3 o più si sceglie un territorio alla volta o si inserisce il tabellone pronto.",
        "Piles are for two players only: with 3 or more, claim one territory at a time or enter the board already set up.",
    ),
];
