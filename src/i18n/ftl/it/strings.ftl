### The translation table: (key, Italiano, English). Keys are grouped by page.

# Layout and navigation
app-tagline = Arbitro per le serate RisiKo! 2 contro 2
nav-home = Home
nav-login = Accedi
nav-logout = Esci
nav-users = Utenti
nav-console = Tavoli
nav-account = Il mio account
nav-skip = Vai al contenuto
nav-menu = Menu principale
lang-switch = Lingua:
lang-label = Lingua
role-organizer = Organizzatore
role-referee = Arbitro
common-save = Salva
common-yes = Sì
common-no = No
common-back = Indietro
# Home
home-title = Benvenuto
home-anon = Arbitro registra le partite di RisiKo! 2 contro 2 tavolo per tavolo, controlla ogni azione sul regolamento e gestisce il torneo.
home-hello = Ciao
home-organizer_next = Da qui crei gli account degli arbitri, prepari i tornei (iscrizioni, abbinamenti, arbitri ai tavoli) e apri le partite nella console.
home-referee_next = Qui troverai i tavoli che ti sono assegnati.
home-manage_users = Gestisci gli arbitri
# Login
login-title = Accedi
login-username = Nome utente
login-password = Password
login-submit = Accedi
login-failed = Nome utente o password non corretti.
login-throttled = Troppi tentativi falliti: riprova tra qualche minuto.
login-missing = Scrivi nome utente e password.
# Setup
setup-title = Primo avvio: crea l'organizzatore
setup-intro = Questo link vale una sola volta. Scegli il nome e la password del primo organizzatore.
setup-invalid = Questo link di configurazione non è valido, è scaduto o è già stato usato. Riavvia Arbitro per averne uno nuovo, oppure usa `arbitro user add --role organizer NOME`.
setup-submit = Crea e accedi
# Users
users-title = Utenti
users-new = Nuovo account
users-role = Ruolo
users-status = Stato
users-active = Attivo
users-disabled = Disattivato
users-disable = Disattiva
users-enable = Riattiva
users-create = Crea account
users-created = Account creato.
users-taken = Questo nome utente esiste già: scegline un altro.
users-not_self = Non puoi disattivare il tuo stesso account.
users-password_confirm = Ripeti la password
# Account
account-title = Il mio account
account-change_password = Cambia password
account-current = Password attuale
account-new = Nuova password
account-wrong_current = La password attuale non è corretta.
account-changed = Password cambiata. Accedi di nuovo con la nuova password.
# Errors
err-username = Il nome utente deve avere da 3 a 32 caratteri tra lettere, cifre, '.', '_' o '-'.
err-password_short = La password deve avere almeno 8 caratteri.
err-password_long = La password può avere al massimo 128 caratteri.
err-role = Ruolo sconosciuto: scegli organizzatore o arbitro.
err-password_differ = Le due password non coincidono.
err-not_found-title = Pagina non trovata
err-not_found = Questa pagina non esiste. Controlla l'indirizzo o torna alla home.
err-forbidden-title = Accesso negato
err-forbidden = Il tuo account non può aprire questa pagina.
err-csrf = Il modulo è scaduto o non viene da questa pagina: ricarica la pagina e riprova.
err-bad_request-title = Richiesta non valida
err-unavailable-title = Servizio momentaneamente non disponibile
err-unavailable = Il database non accetta scritture in questo momento (disco pieno o bloccato). Nulla è stato registrato: riprova tra poco.
err-internal-title = Errore interno
err-internal = Qualcosa è andato storto dalla nostra parte. Nulla è stato registrato a metà: riprova, e se si ripete avvisa l'organizzatore.
