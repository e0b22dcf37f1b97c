//! Strings of the organizer's management pages: settings, objectives, team edits,
//! tables and referees, confirmations, corrections, the audit log.
//! (key, Italiano, English).

/// Organizer strings.
pub static STRINGS: &[(&str, &str, &str)] = &[
    // Settings page.
    ("set.title", "Impostazioni", "Settings"),
    ("set.back", "← Torna al torneo", "← Back to the tournament"),
    ("set.saved", "Impostazioni salvate.", "Settings saved."),
    (
        "set.when_match",
        "Le impostazioni di partita valgono per i turni pubblicati da ora in poi.",
        "Match settings apply to rounds published from now on.",
    ),
    (
        "set.opened",
        "Le partite già aperte tengono le impostazioni con cui sono state aperte.",
        "Matches already opened keep the settings they were opened with.",
    ),
    (
        "set.when_ranking",
        "Le impostazioni di classifica valgono subito: classifica e prossimo abbinamento le usano.",
        "Ranking settings apply at once: the standings and the next pairing use them.",
    ),
    ("set.details", "Torneo", "Tournament"),
    ("set.match", "Partite", "Matches"),
    (
        "set.neutral_tanks",
        "Carri neutrali per territorio neutrale (1–10)",
        "Neutral tanks per neutral territory (1–10)",
    ),
    (
        "set.match_minutes",
        "Durata della partita in minuti (10–600)",
        "Match length in minutes (10–600)",
    ),
    (
        "set.announce",
        "Minuto dell'annuncio del terzultimo giro",
        "Minute of the third-to-last round announcement",
    ),
    (
        "set.chances",
        "Chance supplementari per squadra (0–20)",
        "Supplementary chances per team (0–20)",
    ),
    (
        "set.tank_cap",
        "Massimo di carri sul tabellone per giocatore (40–500)",
        "Most tanks on the board per player (40–500)",
    ),
    (
        "set.turn_warning",
        "Avviso di turno lungo, in secondi (vuoto: nessuno)",
        "Long-turn warning, in seconds (blank: none)",
    ),
    (
        "set.asia_del_nord",
        "Il bonus dell'Asia del Nord si somma a quello dell'Asia",
        "Asia del Nord's bonus adds to Asia's",
    ),
    ("set.ranking", "Classifica", "Standings"),
    (
        "set.criteria_help",
        "Criteri nell'ordine in cui decidono; «—» per non usarne uno.",
        "Criteria in the order they decide; «—» to leave one out.",
    ),
    ("set.criterion", "Criterio", "Criterion"),
    ("set.crit_match_points", "Punti partita", "Match points"),
    (
        "set.crit_total_score",
        "Punteggio di squadra totale",
        "Total team score",
    ),
    (
        "set.crit_score_difference",
        "Differenza punti (propri − avversari)",
        "Score difference (own − opponents')",
    ),
    (
        "set.crit_buchholz",
        "Buchholz (punti partita degli avversari)",
        "Buchholz (opponents' match points)",
    ),
    (
        "set.crit_best_match",
        "Miglior punteggio in una partita",
        "Best single-match score",
    ),
    (
        "set.win",
        "Punti partita per una vittoria",
        "Match points for a win",
    ),
    (
        "set.draw",
        "Punti partita per un pareggio",
        "Match points for a draw",
    ),
    (
        "set.loss",
        "Punti partita per una sconfitta",
        "Match points for a loss",
    ),
    (
        "set.bye_points",
        "Punti partita per il riposo (vuoto: come una vittoria)",
        "Match points for a bye (blank: as a win)",
    ),
    (
        "set.bye_score",
        "Punteggio di squadra per il riposo",
        "Team score for a bye",
    ),
    (
        "set.forfeit_win",
        "Punti partita per la vittoria a tavolino (vuoto: come una vittoria)",
        "Match points for a win by forfeit (blank: as a win)",
    ),
    (
        "set.forfeit_loss",
        "Punti partita per chi perde a tavolino (vuoto: come una sconfitta)",
        "Match points for the team that forfeits (blank: as a loss)",
    ),
    (
        "set.club",
        "Tenere separate le squadre dello stesso circolo",
        "Keep teams of the same club apart",
    ),
    ("set.club_all", "In ogni turno", "In every round"),
    ("set.club_round1", "Solo nel primo turno", "In round 1 only"),
    ("set.club_never", "Mai", "Never"),
    (
        "set.second_confirmation",
        "Un risultato firmato conta solo dopo una seconda conferma",
        "A signed result counts only after a second confirmation",
    ),
    (
        "set.second_confirmation_help",
        "Conferma un altro arbitro o un organizzatore, mai chi ha firmato. Se la attivi a torneo iniziato, anche i risultati già firmati aspettano la conferma.",
        "Another referee or an organizer confirms, never the one who signed. Turned on mid-tournament, results signed already wait for it too.",
    ),
    ("set.save", "Salva", "Save"),
    (
        "set.err_no_criterion",
        "Scegli almeno un criterio di classifica, tra quelli dell'elenco.",
        "Choose at least one standings criterion, from the list.",
    ),
    (
        "set.err_criterion_twice",
        "Ogni criterio può comparire una volta sola.",
        "Each criterion may appear only once.",
    ),
    (
        "set.err_points_range",
        "I punti partita sono numeri interi da 0 a 100.",
        "Match points are whole numbers from 0 to 100.",
    ),
    (
        "set.err_points_order",
        "Una vittoria deve valere più di una sconfitta, e un pareggio stare tra le due.",
        "A win must be worth more than a loss, and a draw lie between the two.",
    ),
    (
        "set.err_forfeit_order",
        "Chi perde a tavolino non può avere più punti di chi vince a tavolino.",
        "The team that forfeits cannot get more points than the team that wins by forfeit.",
    ),
    (
        "set.err_bye_score",
        "Il punteggio del riposo è un numero intero da -1000 a 1000.",
        "The bye score is a whole number from -1000 to 1000.",
    ),
    (
        "set.err_neutral_tanks",
        "Carri neutrali: un numero intero da 1 a 10.",
        "Neutral tanks: a whole number from 1 to 10.",
    ),
    (
        "set.err_match_minutes",
        "Durata della partita: un numero intero di minuti da 10 a 600.",
        "Match length: a whole number of minutes from 10 to 600.",
    ),
    (
        "set.err_announce",
        "L'annuncio del terzultimo giro cade tra il minuto 1 e la fine della partita.",
        "The third-to-last round announcement falls between minute 1 and the end of the match.",
    ),
    (
        "set.err_chances",
        "Chance supplementari: un numero intero da 0 a 20.",
        "Supplementary chances: a whole number from 0 to 20.",
    ),
    (
        "set.err_tank_cap",
        "Massimo di carri: un numero intero da 40 a 500.",
        "Tank cap: a whole number from 40 to 500.",
    ),
    (
        "set.err_turn_warning",
        "Avviso di turno: vuoto, oppure un numero di secondi da 10 a 3600.",
        "Turn warning: blank, or a number of seconds from 10 to 3600.",
    ),
    (
        "set.err_choice",
        "Scegli un valore dall'elenco.",
        "Choose a value from the list.",
    ),
    // Objective catalogue.
    ("obj.title", "Obiettivi", "Objectives"),
    (
        "obj.help",
        "Gli obiettivi che gli arbitri assegnano ai tavoli. Ogni obiettivo aggiunto è controllato dalle regole.",
        "The objectives referees hand out at the tables. Every objective added is checked against the rules.",
    ),
    ("obj.remove", "Togli", "Remove"),
    ("obj.add", "Aggiungi obiettivo", "Add objective"),
    ("obj.triple", "Gruppo (es. A)", "Group (e.g. A)"),
    (
        "obj.continent",
        "Continente obiettivo",
        "Objective continent",
    ),
    ("obj.strip", "Striscia", "Strip"),
    ("obj.optional", "facoltativa", "optional"),
    ("obj.territory", "territorio", "territory"),
    (
        "obj.err_label",
        "Scrivi il gruppo dell'obiettivo (al massimo 20 caratteri).",
        "Enter the objective's group (at most 20 characters).",
    ),
    (
        "obj.err_refused",
        "Le regole non accettano questo obiettivo.",
        "The rules do not accept this objective.",
    ),
    (
        "obj.err_duplicate",
        "Questo obiettivo è già nell'elenco.",
        "This objective is in the list already.",
    ),
    (
        "obj.err_full",
        "L'elenco ha già 60 obiettivi: togline uno prima.",
        "The list has 60 objectives already: remove one first.",
    ),
    (
        "obj.err_not_found",
        "Questo obiettivo non è più nell'elenco.",
        "This objective is no longer in the list.",
    ),
    (
        "obj.err_continent",
        "Scegli il continente obiettivo dall'elenco.",
        "Choose the objective continent from the list.",
    ),
    (
        "obj.err_territory",
        "Scegli i territori della striscia dall'elenco.",
        "Choose the strip's territories from the list.",
    ),
    // Teams.
    ("team.edit", "Modifica", "Edit"),
    (
        "team.edit_help",
        "I risultati restano alla squadra e ai giocatori anche con i nomi nuovi. Le partite già aperte mostrano i nomi di allora.",
        "Results stay with the team and its players under the new names. Matches already opened show the names they were opened with.",
    ),
    (
        "team.err_player_played",
        "Il secondo giocatore ha già giocato: non si può togliere (i suoi punteggi restano in classifica). Puoi cambiargli nome.",
        "The second player has played already and cannot be removed (their scores stay in the standings). You may rename them.",
    ),
    (
        "reg.same_players",
        "I due giocatori hanno lo stesso nome: distinguili (per esempio con l'iniziale del cognome).",
        "Both players have the same name: tell them apart (for example with a surname initial).",
    ),
    // Tables and referees.
    ("table.referees", "Arbitri", "Referees"),
    (
        "table.edit",
        "Numeri dei tavoli e arbitri",
        "Table numbers and referees",
    ),
    ("table.number", "Numero del tavolo", "Table number"),
    (
        "table.swap",
        "Se il numero è già usato, scambia i due tavoli",
        "If the number is taken, swap the two tables",
    ),
    ("table.renumber", "Cambia numero", "Change number"),
    ("table.add_referee", "Aggiungi un arbitro", "Add a referee"),
    ("table.assign", "Assegna", "Assign"),
    (
        "table.err_number",
        "Il numero del tavolo è un numero intero da 1 a 999.",
        "The table number is a whole number from 1 to 999.",
    ),
    (
        "table.err_bye",
        "Il riposo non ha un tavolo da numerare.",
        "The bye has no table to number.",
    ),
    (
        "table.err_taken",
        "Un altro tavolo del turno ha già quel numero: spunta «scambia» per scambiare i due numeri.",
        "Another table of the round has that number: tick «swap» to exchange the two numbers.",
    ),
    (
        "table.err_referee",
        "Scegli un account attivo dall'elenco.",
        "Choose an active account from the list.",
    ),
    // Confirmations.
    (
        "conf.title",
        "Risultati da confermare",
        "Results to confirm",
    ),
    (
        "conf.not_required",
        "In questo torneo la seconda conferma non è richiesta: i risultati firmati contano subito.",
        "This tournament does not ask for a second confirmation: signed results count at once.",
    ),
    (
        "conf.help",
        "Controlla il punteggio con il tavolo, poi conferma. Chi ha firmato non può confermare.",
        "Check the score with the table, then confirm. Whoever signed cannot confirm.",
    ),
    (
        "conf.none",
        "Nessun risultato da confermare.",
        "No result to confirm.",
    ),
    (
        "conf.mine",
        "Firmato da te: deve confermarlo un altro.",
        "Signed by you: someone else must confirm it.",
    ),
    ("conf.confirm", "Conferma", "Confirm"),
    (
        "conf.referee_page",
        "Pagina delle conferme per gli arbitri",
        "Confirmation page for referees",
    ),
    // Corrections.
    ("fix.signed_by", "firmato da", "signed by"),
    ("fix.confirmed_by", "confermato da", "confirmed by"),
    ("fix.console", "Apri nella console", "Open in the console"),
    (
        "fix.no_result",
        "La partita non è ancora finita.",
        "The match is not finished yet.",
    ),
    ("fix.played", "giocato", "played"),
    (
        "fix.adjustments",
        "Correzioni di punteggio",
        "Score adjustments",
    ),
    (
        "fix.no_adjustments",
        "Nessuna correzione.",
        "No adjustment.",
    ),
    ("fix.adjust", "Correggi il punteggio", "Adjust the score"),
    ("fix.target", "A chi", "To whom"),
    (
        "fix.points",
        "Punti (negativi per toglierli)",
        "Points (negative to take away)",
    ),
    ("fix.reason", "Motivo (obbligatorio)", "Reason (required)"),
    (
        "fix.adjust_help",
        "Ai punti di un giocatore cambia anche il punteggio della sua squadra; ai punti di squadra restano uguali i punteggi personali. Una correzione sbagliata si annulla con un'altra di segno opposto.",
        "Points for a player change their team's score too; team points leave personal scores as they are. A wrong adjustment is undone by another of opposite sign.",
    ),
    ("fix.reopen", "Riapri la partita", "Reopen the match"),
    (
        "fix.reopen_help",
        "La firma (e la conferma) si tolgono: nella console l'arbitro può annullare e registrare mosse, poi firma di nuovo. Fino ad allora la partita non conta.",
        "The signature (and confirmation) are removed: in the console the referee can undo and record moves, then sign again. Until then the match does not count.",
    ),
    (
        "fix.open_help",
        "La partita non è firmata: si corregge nella console.",
        "The match is not signed: correct it in the console.",
    ),
    ("fix.state_confirmed", "confermata", "confirmed"),
    ("fix.state_signed", "firmata", "signed"),
    ("fix.state_finished", "terminata", "finished"),
    ("fix.state_playing", "in corso", "in play"),
    ("fix.state_setup", "in preparazione", "being set up"),
    (
        "fix.err_zero",
        "Scrivi quanti punti aggiungere o togliere (non zero).",
        "Enter how many points to add or take away (not zero).",
    ),
    (
        "fix.err_too_large",
        "Una correzione va da -1000 a 1000 punti.",
        "An adjustment is between -1000 and 1000 points.",
    ),
    (
        "fix.err_bye",
        "Il riposo non ha una partita da correggere.",
        "A bye has no match to adjust.",
    ),
    (
        "fix.err_team",
        "Scegli una squadra o un giocatore di questo tavolo.",
        "Choose a team or a player of this table.",
    ),
    (
        "fix.err_player",
        "Quel giocatore non ha giocato per quella squadra in questa partita.",
        "That player did not play for that team in this match.",
    ),
    (
        "fix.err_points",
        "I punti sono un numero intero, per esempio -5 o 3.",
        "Points are a whole number, for example -5 or 3.",
    ),
    (
        "fix.err_reason",
        "Scrivi il motivo (al massimo 500 caratteri).",
        "Enter the reason (at most 500 characters).",
    ),
    (
        "fix.err_not_signed",
        "La partita non è firmata: prima va firmata nella console.",
        "The match is not signed: it must be signed in the console first.",
    ),
    (
        "fix.err_confirmed",
        "Il risultato è già confermato.",
        "The result is confirmed already.",
    ),
    (
        "fix.err_own_signature",
        "Hai firmato tu questo risultato: deve confermarlo un altro arbitro o un organizzatore.",
        "You signed this result: another referee or an organizer must confirm it.",
    ),
    // Standings.
    (
        "st.adjustments",
        "Correzioni di punteggio",
        "Score adjustments",
    ),
    // Audit log.
    (
        "audit.help",
        "Ogni modifica del torneo, con chi, quando e perché. Non si cancella nulla.",
        "Every change to the tournament, with who, when and why. Nothing is ever deleted.",
    ),
    ("audit.when", "Quando", "When"),
    ("audit.who", "Chi", "Who"),
    ("audit.what", "Cosa", "What"),
    ("audit.detail", "Dettagli", "Details"),
    ("audit.all", "Tutto il registro", "The whole log"),
];
