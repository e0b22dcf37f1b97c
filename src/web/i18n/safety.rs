//! Strings of the defences against a hostile visitor (issue 20): a login burst, a
//! refused `next`, control characters in names, the organizer's unlock and password
//! reset: (key, Italiano, English).

/// Safety strings.
pub static STRINGS: &[(&str, &str, &str)] = &[
    (
        "err.busy.title",
        "Troppi accessi in questo momento",
        "Too many logins right now",
    ),
    (
        "err.busy",
        "Troppi accessi contemporanei: riprova tra un momento. Nulla è stato controllato né registrato.",
        "Too many logins at once: try again in a moment. Nothing was checked or recorded.",
    ),
    (
        "err.bad_next",
        "L'indirizzo di ritorno (next) contiene caratteri di controllo: apri la pagina di accesso senza di esso.",
        "The return address (next) contains control characters: open the login page without it.",
    ),
    (
        "err.control_chars",
        "Il nome contiene caratteri di controllo (a capo, tabulazioni, sequenze del terminale): scrivilo su una riga sola, solo testo.",
        "The name contains control characters (line breaks, tabs, terminal sequences): write it on one line, text only.",
    ),
    ("users.unlock", "Sblocca accesso", "Unlock login"),
    (
        "users.unlocked",
        "Tentativi falliti azzerati: l'account può accedere subito.",
        "Failed attempts cleared: the account can log in right away.",
    ),
    (
        "users.failures",
        "tentativi falliti recenti",
        "recent failed attempts",
    ),
    (
        "users.audit",
        "Accessi sbloccati e password impostate",
        "Logins unlocked and passwords set",
    ),
    ("users.reset", "Nuova password", "New password"),
    ("users.reset_do", "Imposta password", "Set password"),
    (
        "users.reset_done",
        "Password impostata: le sessioni aperte dell'arbitro sono state chiuse.",
        "Password set: the referee's open sessions were ended.",
    ),
    (
        "users.reset_only_referees",
        "Si può impostare qui la password solo di un arbitro: un organizzatore la cambia da «Il mio account».",
        "Only a referee's password can be set here: an organizer changes theirs from \"My account\".",
    ),
];
