//! Strings of the console at the table (the turn screen, its result sentence, undo
//! presets, "Perché no?", the offline queue, the sign-off): (key, Italiano, English).
//! `{name}` placeholders are filled by the code that uses them.

/// Table-console strings.
pub static STRINGS: &[(&str, &str, &str)] = &[
    // The result sentence
    ("result.tank", "carro", "tank"),
    ("result.tanks", "carri", "tanks"),
    ("result.on", "{tanks} su {where}", "{tanks} on {where}"),
    (
        "result.moved",
        "{tanks} da {from} a {to}",
        "{tanks} from {from} to {to}",
    ),
    (
        "result.traded",
        "{who} scambia: +{tanks}",
        "{who} trades: +{tanks}",
    ),
    ("result.next", "Tocca a {who}", "{who}'s turn now"),
    ("result.neutral", "il neutrale", "the neutral"),
    (
        "result.losses",
        "{att} perde {a}, {def} perde {d}",
        "{att} loses {a}, {def} loses {d}",
    ),
    (
        "result.conquers",
        "{who} conquista {where}: sposta {range}",
        "{who} takes {where}: move {range}",
    ),
    ("result.occupy_range", "da {min} a {max}", "{min} to {max}"),
    // The bar and the next step
    ("console.bar_table", "Tavolo", "Table"),
    ("console.next_step", "Ora", "Now"),
    (
        "next.occupy",
        "sposta da {min} a {max} carri su {where}",
        "move {min} to {max} tanks into {where}",
    ),
    (
        "next.supplementary",
        "{who}: carta chance o passa",
        "{who}: play a chance card or pass",
    ),
    (
        "next.declare",
        "{who} dichiara i rinforzi (scambia prima le carte)",
        "{who} declares reinforcements (trade cards first)",
    ),
    (
        "next.place",
        "{who} piazza {n} carri",
        "{who} places {n} tanks",
    ),
    (
        "next.play",
        "{who} attacca, sposta o passa il turno",
        "{who} attacks, moves or ends the turn",
    ),
    (
        "next.draft",
        "draft dei territori in corso",
        "territory draft under way",
    ),
    (
        "next.finished",
        "partita finita: controlla il punteggio e firma",
        "match finished: check the score and sign it off",
    ),
    ("next.signed", "risultato firmato", "result signed off"),
    // Placement
    ("console.place_left", "Da piazzare", "Left to place"),
    ("console.place_all", "Tutti", "All"),
    ("console.minus", "Togli uno da", "One less on"),
    ("console.plus", "Aggiungi uno a", "One more on"),
    // The map
    ("console.board_fit", "Mappa intera", "Whole map"),
    ("console.board_zoom", "Ingrandisci", "Enlarge"),
    (
        "console.tap_for",
        "Il tocco sulla mappa sceglie per",
        "A tap on the map picks for",
    ),
    (
        "console.tap_hint",
        "Tocca un territorio sulla mappa o scegli dall'elenco.",
        "Tap a territory on the map or pick from the list.",
    ),
    // Undo
    ("console.undo_this", "Annulla", "Undo"),
    ("console.undo_why", "Perché annullare?", "Why undo?"),
    ("undo.typo", "errore di inserimento", "entry mistake"),
    ("undo.contested", "azione contestata", "action contested"),
    ("undo.mistap", "tocco sbagliato", "wrong tap"),
    ("undo.other", "Altro motivo", "Other reason"),
    // Perché no?
    ("why.title", "Perché no?", "Why not?"),
    (
        "why.help",
        "Scegli qualsiasi mossa, anche quelle che i moduli non offrono: il motore dice cosa risponderebbe. Non si registra nulla.",
        "Pick any move, even those the forms do not offer: the engine says what it would answer. Nothing is recorded.",
    ),
    ("why.kind", "Mossa", "Move"),
    ("why.from", "Da", "From"),
    ("why.to", "A", "To"),
    ("why.number", "Numero (carri, set)", "Number (tanks, sets)"),
    ("why.go", "Chiedi al motore", "Ask the engine"),
    (
        "why.ok",
        "Il motore accetterebbe questa mossa.",
        "The engine would accept this move.",
    ),
    ("why.answer", "Risposta del motore", "The engine's answer"),
    // Trades and the declaration
    ("console.trade_n", "Scambia {n}", "Trade {n}"),
    ("console.declare_n", "Dichiara {n}", "Declare {n}"),
    (
        "console.trade_declare_n",
        "Scambia {sets} e dichiara {n}",
        "Trade {sets} and declare {n}",
    ),
    ("console.declare_other", "Un altro numero", "Another number"),
    // One-tap attacks and the move (the labels say the whole action)
    (
        "console.strike",
        "Attacca {to} da {from} con {n}",
        "Attack {to} from {from} with {n}",
    ),
    (
        "console.move_n",
        "Sposta {n} da {from} a {to}",
        "Move {n} from {from} to {to}",
    ),
    (
        "console.move_end",
        "Sposta e finisci il turno",
        "Move and end the turn",
    ),
    (
        "console.move_end_n",
        "Sposta {n} da {from} a {to} e finisci il turno",
        "Move {n} from {from} to {to} and end the turn",
    ),
    // The third-to-last round call
    (
        "console.announce_due_at",
        "Sono passati {min} minuti di gioco: annuncia che questo è il terzultimo giro.",
        "{min} minutes of play have passed: announce that this is the third-to-last round.",
    ),
    (
        "console.announce_due_at_one",
        "È passato 1 minuto di gioco: annuncia che questo è il terzultimo giro.",
        "1 minute of play has passed: announce that this is the third-to-last round.",
    ),
    (
        "console.announce_sure",
        "Confermi? Il terzultimo giro si annuncia una volta sola.",
        "Are you sure? The third-to-last round is announced only once.",
    ),
    // Bad Wi-Fi
    (
        "console.offline",
        "Server non raggiungibile: l'azione resta qui e parte appena torna la linea.",
        "Server unreachable: the action stays here and is sent as soon as the line is back.",
    ),
    (
        "console.sent_late",
        "Linea tornata: azione inviata.",
        "Line back: action sent.",
    ),
    // The score and the sign-off
    ("console.breakdown", "dettaglio", "breakdown"),
    (
        "console.sign_sure",
        "Firmi il risultato? Dopo la firma la partita non si cambia più.",
        "Sign the result off? After signing the match can no longer change.",
    ),
    ("console.sign_yes", "Sì, firma", "Yes, sign"),
];
