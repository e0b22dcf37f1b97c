### Strings of the refusals the framework itself makes (a body that does not parse, a
### method a route does not take, a body over the limit): (key, Italiano, English).

err-rejected = La richiesta non è valida: un campo manca, ha un valore del tipo sbagliato o non è testo leggibile (UTF-8). Nulla è stato registrato: ricarica la pagina e riprova.
err-not_utf8 = La richiesta contiene testo non leggibile (non è UTF-8). Nulla è stato registrato: ricarica la pagina e riprova.
err-method = Questo indirizzo non accetta questo tipo di richiesta. Nulla è stato registrato.
err-too_large = La richiesta è troppo grande (al massimo 1 MiB). Nulla è stato registrato.
