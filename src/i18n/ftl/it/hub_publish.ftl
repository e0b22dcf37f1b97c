### Publishing from a club to the federation hub (docs/HUB.md): the organizer's
### button, the club's hub link, and why a publish did not happen.

hubpub-err-unreadable = Turno { $round }, tavolo { $table }: la partita non si legge come un log ({ $detail }).
hubpub-err-entries = Turno { $round }, tavolo { $table }: le voci registrate della partita non si susseguono.
hubpub-err-engine = Turno { $round }, tavolo { $table }: il motore delle regole rifiuta una mossa registrata: { $objection }
hubpub-err-not-finished = Turno { $round }, tavolo { $table }: la partita non è finita; si pubblica solo un evento finito.
hubpub-err-address = «{ $hub }» non è un indirizzo http:// o https://.
hubpub-err-network = L'hub { $hub } non è raggiungibile ({ $detail }); non è stato pubblicato nulla.
hubpub-err-silent = L'hub { $hub } non ha risposto entro { $seconds } secondi; guarda le pagine dell'hub prima di pubblicare di nuovo.
hubpub-err-refused = L'hub ha rifiutato l'evento ({ $status }): { $sentence }
hubpub-err-answer = L'hub ha risposto in una forma che questo Arbitro non legge ({ $detail } manca o è sbagliato); guarda le pagine dell'hub per sapere se l'evento c'è.
hubpub-err-type = Il tipo di evento vuole da 1 a 60 caratteri, senza caratteri di controllo.
hubpub-err-date = La data deve essere un giorno scritto AAAA-MM-GG.
hubpub-title = Hub federale
hubpub-help = Pubblica l'evento finito sull'hub federale: l'hub rigioca ogni tavolo e aggiunge i risultati alla classifica nazionale. Pubblicare di nuovo sostituisce l'evento sull'hub.
hubpub-type = Tipo nel circuito nazionale
hubpub-date = Data
hubpub-go = Pubblica all'hub
hubpub-no-link = Questo club non ha ancora un collegamento all'hub: imposta prima l'indirizzo dell'hub e il token del club.
hubpub-link = Collegamento all'hub
hubpub-not-none = Non si è ancora giocato nessun turno: l'evento si pubblica quando è finito.
hubpub-not-draft = Il turno { $round } è ancora una bozza: l'evento si pubblica quando è finito.
hubpub-not-planned = Si sono giocati { $played } dei { $planned } turni previsti: l'evento si pubblica quando è finito.
hubpub-not-semifinal = La semifinale non è ancora stata giocata: l'evento si pubblica quando è finito.
hubpub-not-final = La finale non è ancora stata giocata: l'evento si pubblica quando è finito.
hubpub-not-table = Turno { $round }, tavolo { $table }: la partita non è ancora finita; l'evento si pubblica quando è finito.
hubpub-done = Pubblicato sull'hub come evento { $event }: { $tables ->
    [one] un tavolo
   *[other] { $tables } tavoli
}, { $players ->
    [one] un giocatore
   *[other] { $players } giocatori
}.
hubpub-linked = Ora l'id della persona sull'hub è registrato per { $n ->
    [one] un giocatore
   *[other] { $n } giocatori
}.
hubpub-national = { $n ->
    [one] Un codice nazionale è arrivato dall'hub ed è ora
   *[other] { $n } codici nazionali sono arrivati dall'hub e sono ora
} nelle schede delle persone.
hubpub-held = { $n ->
    [one] Un codice nazionale dell'hub appartiene già
   *[other] { $n } codici nazionali dell'hub appartengono già
} a un'altra persona di questo club: due schede possono essere una sola persona (vedi Persone).
hubpub-no-people = L'hub non ha rimandato i suoi id delle persone (un hub più vecchio): non è stato registrato altro.
hubpub-hub-person = Persona sull'hub
hublink-title = Collegamento all'hub
hublink-help = L'hub federale su cui questo club pubblica i suoi eventi finiti, e il token che l'amministratore dell'hub ha rilasciato al club.
hublink-url = Indirizzo dell'hub
hublink-token = Token del club
hublink-token-stored = Token registrato: finisce con «{ $last }».
hublink-token-keep = Lascia vuoto per tenere il token registrato.
hublink-save = Salva
hublink-remove = Togli il collegamento all'hub
hublink-none = Nessun collegamento all'hub registrato: gli organizzatori non possono pubblicare sull'hub.
hublink-saved = Il collegamento all'hub è salvato.
hublink-removed = Il collegamento all'hub è tolto: indirizzo e token sono dimenticati.
hublink-err-url = L'indirizzo dell'hub deve essere un indirizzo http:// o https://, come https://hub.example.org, di al massimo 200 caratteri.
hublink-err-token = Serve il token del club: lo rilascia l'amministratore dell'hub (al massimo 200 caratteri, senza spazi).

## Un torneo a squadre (src/publish/team.rs)
hubpub-err-not-signed = Turno { $round }, tavolo { $table }: il risultato della partita non è firmato (o non è confermato, come il torneo chiede); si pubblica solo un evento finito.
hubpub-err-draft = Il turno { $round } è ancora una bozza; si pubblica solo un evento finito.
hubpub-err-no-round = Il torneo non ha ancora un turno; si pubblica solo un evento finito.
