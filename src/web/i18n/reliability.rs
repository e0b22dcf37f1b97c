//! Strings of the refusals the framework itself makes (a body that does not parse, a
//! method a route does not take, a body over the limit): (key, Italiano, English).

/// Reliability strings.
pub static STRINGS: &[(&str, &str, &str)] = &[
    (
        "err.rejected",
        "La richiesta non è valida: un campo manca, ha un valore del tipo sbagliato o non è testo leggibile (UTF-8). Nulla è stato registrato: ricarica la pagina e riprova.",
        "The request is not valid: a field is missing, has a value of the wrong kind, or is not readable text (UTF-8). Nothing was recorded: reload the page and try again.",
    ),
    (
        "err.not_utf8",
        "La richiesta contiene testo non leggibile (non è UTF-8). Nulla è stato registrato: ricarica la pagina e riprova.",
        "The request holds text that cannot be read (it is not UTF-8). Nothing was recorded: reload the page and try again.",
    ),
    (
        "err.method",
        "Questo indirizzo non accetta questo tipo di richiesta. Nulla è stato registrato.",
        "This address does not take this kind of request. Nothing was recorded.",
    ),
    (
        "err.too_large",
        "La richiesta è troppo grande (al massimo 1 MiB). Nulla è stato registrato.",
        "The request is too large (1 MiB at most). Nothing was recorded.",
    ),
];
