//! The translation table: (key, Italiano, English). Keys are grouped by page.

/// Every interface string.
pub static STRINGS: &[(&str, &str, &str)] = &[
    // Layout and navigation
    (
        "app.tagline",
        "Arbitro per le serate RisiKo! 2 contro 2",
        "Referee for RisiKo! 2 vs 2 club nights",
    ),
    ("nav.home", "Home", "Home"),
    ("nav.login", "Accedi", "Log in"),
    ("nav.logout", "Esci", "Log out"),
    ("nav.users", "Utenti", "Users"),
    ("nav.console", "Tavoli", "Tables"),
    ("nav.account", "Il mio account", "My account"),
    ("nav.skip", "Vai al contenuto", "Skip to content"),
    ("lang.switch", "English", "Italiano"),
    ("lang.label", "Lingua", "Language"),
    ("role.organizer", "Organizzatore", "Organizer"),
    ("role.referee", "Arbitro", "Referee"),
    ("common.save", "Salva", "Save"),
    ("common.yes", "Sì", "Yes"),
    ("common.no", "No", "No"),
    ("common.back", "Indietro", "Back"),
    // Home
    ("home.title", "Benvenuto", "Welcome"),
    (
        "home.anon",
        "Arbitro registra le partite di RisiKo! 2 contro 2 tavolo per tavolo, controlla ogni azione sul regolamento e gestisce il torneo.",
        "Arbitro records RisiKo! 2 vs 2 matches table by table, checks every action against the regulation and runs the tournament.",
    ),
    ("home.hello", "Ciao", "Hello"),
    (
        "home.organizer_next",
        "Da qui crei gli account degli arbitri, prepari i tornei (iscrizioni, abbinamenti, arbitri ai tavoli) e apri le partite nella console.",
        "From here you create the referees' accounts, run tournaments (registration, pairings, referees at the tables) and open matches in the console.",
    ),
    (
        "home.referee_next",
        "Qui troverai i tavoli che ti sono assegnati.",
        "Here you will find the tables assigned to you.",
    ),
    (
        "home.manage_users",
        "Gestisci gli arbitri",
        "Manage referees",
    ),
    // Login
    ("login.title", "Accedi", "Log in"),
    ("login.username", "Nome utente", "User name"),
    ("login.password", "Password", "Password"),
    ("login.submit", "Accedi", "Log in"),
    (
        "login.failed",
        "Nome utente o password non corretti.",
        "Wrong user name or password.",
    ),
    (
        "login.throttled",
        "Troppi tentativi falliti: riprova tra qualche minuto.",
        "Too many failed attempts: try again in a few minutes.",
    ),
    (
        "login.missing",
        "Scrivi nome utente e password.",
        "Enter your user name and password.",
    ),
    // Setup
    (
        "setup.title",
        "Primo avvio: crea l'organizzatore",
        "First start: create the organizer",
    ),
    (
        "setup.intro",
        "Questo link vale una sola volta. Scegli il nome e la password del primo organizzatore.",
        "This link works once. Choose the first organizer's name and password.",
    ),
    (
        "setup.invalid",
        "Questo link di configurazione non è valido, è scaduto o è già stato usato. Riavvia Arbitro per averne uno nuovo, oppure usa `arbitro user add --role organizer NOME`.",
        "This setup link is invalid, expired or already used. Restart Arbitro to get a new one, or use `arbitro user add --role organizer NAME`.",
    ),
    ("setup.submit", "Crea e accedi", "Create and log in"),
    // Users
    ("users.title", "Utenti", "Users"),
    ("users.new", "Nuovo account", "New account"),
    ("users.role", "Ruolo", "Role"),
    ("users.status", "Stato", "Status"),
    ("users.active", "Attivo", "Active"),
    ("users.disabled", "Disattivato", "Disabled"),
    ("users.disable", "Disattiva", "Disable"),
    ("users.enable", "Riattiva", "Enable"),
    ("users.create", "Crea account", "Create account"),
    ("users.created", "Account creato.", "Account created."),
    (
        "users.taken",
        "Questo nome utente esiste già: scegline un altro.",
        "This user name is taken: choose another.",
    ),
    (
        "users.not_self",
        "Non puoi disattivare il tuo stesso account.",
        "You cannot disable your own account.",
    ),
    (
        "users.password_confirm",
        "Ripeti la password",
        "Repeat the password",
    ),
    // Account
    ("account.title", "Il mio account", "My account"),
    (
        "account.change_password",
        "Cambia password",
        "Change password",
    ),
    ("account.current", "Password attuale", "Current password"),
    ("account.new", "Nuova password", "New password"),
    (
        "account.wrong_current",
        "La password attuale non è corretta.",
        "The current password is wrong.",
    ),
    (
        "account.changed",
        "Password cambiata. Accedi di nuovo con la nuova password.",
        "Password changed. Log in again with the new password.",
    ),
    // Errors
    (
        "err.username",
        "Il nome utente deve avere da 3 a 32 caratteri tra lettere, cifre, '.', '_' o '-'.",
        "The user name must be 3 to 32 letters, digits, '.', '_' or '-'.",
    ),
    (
        "err.password_short",
        "La password deve avere almeno 8 caratteri.",
        "The password must have at least 8 characters.",
    ),
    (
        "err.password_long",
        "La password può avere al massimo 128 caratteri.",
        "The password may have at most 128 characters.",
    ),
    (
        "err.role",
        "Ruolo sconosciuto: scegli organizzatore o arbitro.",
        "Unknown role: choose organizer or referee.",
    ),
    (
        "err.password_differ",
        "Le due password non coincidono.",
        "The two passwords differ.",
    ),
    (
        "err.not_found.title",
        "Pagina non trovata",
        "Page not found",
    ),
    (
        "err.not_found",
        "Questa pagina non esiste. Controlla l'indirizzo o torna alla home.",
        "This page does not exist. Check the address or go back home.",
    ),
    ("err.forbidden.title", "Accesso negato", "Access denied"),
    (
        "err.forbidden",
        "Il tuo account non può aprire questa pagina.",
        "Your account cannot open this page.",
    ),
    (
        "err.csrf",
        "Il modulo è scaduto o non viene da questa pagina: ricarica la pagina e riprova.",
        "The form has expired or did not come from this page: reload the page and try again.",
    ),
    (
        "err.bad_request.title",
        "Richiesta non valida",
        "Invalid request",
    ),
    (
        "err.unavailable.title",
        "Servizio momentaneamente non disponibile",
        "Service temporarily unavailable",
    ),
    (
        "err.unavailable",
        "Il database non accetta scritture in questo momento (disco pieno o bloccato). Nulla è stato registrato: riprova tra poco.",
        "The database cannot take writes right now (disk full or locked). Nothing was recorded: try again shortly.",
    ),
    ("err.internal.title", "Errore interno", "Internal error"),
    (
        "err.internal",
        "Qualcosa è andato storto dalla nostra parte. Nulla è stato registrato a metà: riprova, e se si ripete avvisa l'organizzatore.",
        "Something went wrong on our side. Nothing was half-recorded: try again, and if it happens again tell the organizer.",
    ),
];
