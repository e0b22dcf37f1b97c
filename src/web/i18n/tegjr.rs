//! Strings of TEG Jr's console panel and new-match form: (key, it, en). TEG Jr says
//! "paesi" and "eserciti" as the Spanish box says "países" and "ejércitos".

/// TEG Jr strings.
pub static STRINGS: &[(&str, &str, &str)] = &[
    ("ruleset.teg-jr", "TEG Jr", "TEG Jr"),
    (
        "tegjr.new_title",
        "TEG Jr: da 2 a 4 giocatori, su un tabellone controllato. L'app distribuisce le carte dei paesi.",
        "TEG Jr: 2 to 4 players, on a checked board. The app deals the country cards.",
    ),
    ("tegjr.board", "Tabellone", "Board"),
    (
        "tegjr.board_hint",
        "L'esempio o un tabellone del club valido per TEG Jr.",
        "The example or a club board valid for TEG Jr.",
    ),
    ("tegjr.boards_link", "Tabelloni del club", "Club boards"),
    (
        "tegjr.dice_spare",
        "Se i paesi non si dividono in parti uguali, ognuno tira un dado: i più alti prendono i paesi rimasti (a pari merito si ritira).",
        "If the countries do not split evenly, everyone throws a die: the highest take the spare countries (a tie throws again).",
    ),
    (
        "tegjr.die",
        "Dado per i paesi rimasti",
        "Die for the spare countries",
    ),
    ("tegjr.objective", "Obiettivo segreto", "Secret objective"),
    (
        "tegjr.card_manual",
        "La carta, dichiarata dall'arbitro",
        "The card, declared by the referee",
    ),
    (
        "tegjr.card_total",
        "Un numero di paesi",
        "A number of countries",
    ),
    (
        "tegjr.card_words",
        "Cosa dice la carta (per l'arbitro)",
        "What the card says (for the referee)",
    ),
    (
        "tegjr.card_n",
        "Paesi (carta a numero)",
        "Countries (a number card)",
    ),
    ("tegjr.round_mode", "Turni", "Rounds"),
    (
        "tegjr.round_mode.alternating",
        "Un giro di collocazione, poi uno di attacchi",
        "A placement round, then an attack round",
    ),
    (
        "tegjr.round_mode.combined",
        "Dal 2º giro ogni turno colloca, attacca e raggruppa",
        "From round 2 each turn places, attacks and regroups",
    ),
    ("tegjr.round", "Giro {n}", "Round {n}"),
    ("tegjr.goal", "vince chi ha {n} paesi", "{n} countries win"),
    (
        "tegjr.holds",
        "{n} paesi, {c} carte",
        "{n} countries, {c} cards",
    ),
    ("tegjr.out", "{name} è eliminato", "{name} is out"),
    (
        "tegjr.won_common",
        "{name} vince: ha {n} paesi, l'obiettivo comune.",
        "{name} wins: {n} countries, the common objective.",
    ),
    (
        "tegjr.won_secret",
        "{name} vince con il suo obiettivo segreto.",
        "{name} wins with their secret objective.",
    ),
    ("tegjr.first_round", "primo giro", "first round"),
    (
        "tegjr.bonus",
        "+{n} per tutto {c}: almeno {n} vanno lì.",
        "+{n} for the whole of {c}: at least {n} go there.",
    ),
    ("tegjr.cards", "Carte in mano: {n}", "Cards in hand: {n}"),
    (
        "tegjr.trade_go",
        "Cambia 2 carte per {n} eserciti",
        "Trade 2 cards for {n} armies",
    ),
    (
        "tegjr.dice_hint",
        "I dadi sono quelli degli eserciti: un tocco sul risultato del tiro.",
        "The dice are the armies': one tap on the throw's outcome.",
    ),
    ("tegjr.dice", "{a} contro {d}:", "{a} against {d}:"),
    ("tegjr.regroup", "Raggruppa", "Regroup"),
    (
        "tegjr.regroup_hint",
        "Dopo un raggruppamento non si attacca più in questo turno.",
        "After a regrouping there are no more attacks this turn.",
    ),
    (
        "tegjr.card_due",
        "{name} ha conquistato un paese: a fine turno prende una carta.",
        "{name} conquered a country: ending the turn draws a card.",
    ),
    (
        "tegjr.replace",
        "La distribuzione compie già l'obiettivo segreto",
        "The deal already fulfils the secret objective",
    ),
    (
        "tegjr.replace_hint",
        "Il giocatore pesca un'altra carta obiettivo: scrivila qui.",
        "The player draws another objective card: enter it here.",
    ),
    ("tegjr.new_card", "Nuova carta", "New card"),
    ("tegjr.replace_go", "Cambia obiettivo", "Exchange objective"),
    (
        "tegjr.declare",
        "Obiettivo segreto compiuto",
        "Secret objective fulfilled",
    ),
    (
        "tegjr.declare_go",
        "{name} ha compiuto il suo obiettivo",
        "{name} fulfilled their objective",
    ),
    (
        "tegjr.err.objective",
        "Scegli la carta obiettivo: un continente, un numero di paesi o la carta a parole.",
        "Choose the objective card: a continent, a number of countries or the card in words.",
    ),
    (
        "tegjr.err.card",
        "Scrivi cosa dice la carta (al massimo 200 caratteri).",
        "Write what the card says (200 characters at most).",
    ),
    (
        "tegjr.err.board",
        "Tabellone sconosciuto: scegline uno dall'elenco.",
        "Unknown board: choose one from the list.",
    ),
    (
        "tegjr.err.board_invalid",
        "Questo tabellone non è valido per TEG Jr: correggilo nella pagina Tabelloni.",
        "This board is not valid for TEG Jr: fix it on the Boards page.",
    ),
    (
        "tegjr.err.seats",
        "TEG Jr si gioca da 2 a 4.",
        "TEG Jr takes 2 to 4 players.",
    ),
    (
        "tegjr.err.die",
        "Un dado va da 1 a 6.",
        "A die shows 1 to 6.",
    ),
    (
        "tegjr.err.round_mode",
        "Scegli come si alternano i giri.",
        "Choose how the rounds alternate.",
    ),
];
