### Strings of the defences against a hostile visitor (issue 20): a login burst, a
### refused `next`, control characters in names, the organizer's unlock and password
### reset: (key, Italiano, English).

err-busy-title = Troppi accessi in questo momento
err-busy = Troppi accessi contemporanei: riprova tra un momento. Nulla è stato controllato né registrato.
err-bad_next = L'indirizzo di ritorno (next) contiene caratteri di controllo: apri la pagina di accesso senza di esso.
err-control_chars = Il nome contiene caratteri di controllo (a capo, tabulazioni, sequenze del terminale): scrivilo su una riga sola, solo testo.
users-unlock = Sblocca accesso
users-unlocked = Tentativi falliti azzerati: l'account può accedere subito.
users-failures = tentativi falliti recenti
users-audit = Accessi sbloccati e password impostate
users-reset = Nuova password
users-reset_do = Imposta password
users-reset_done = Password impostata: le sessioni aperte dell'arbitro sono state chiuse.
users-reset_only_referees = Si può impostare qui la password solo di un arbitro: un organizzatore la cambia da «Il mio account».
err-too_slow = La richiesta è arrivata troppo lentamente ed è stata interrotta. Non è stato registrato nulla: riprova.
err-two_sessions = La richiesta porta due cookie di accesso (forse da un'altra porta dello stesso indirizzo): esci, cancella i cookie di questo sito e accedi di nuovo.
err-two_hosts = La richiesta nomina il server due volte (due intestazioni Host): non è servita.
err-bodies_busy = Troppe richieste in corso da questo indirizzo: riprova tra un momento. Non è stato registrato nulla.
