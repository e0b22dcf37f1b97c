### Publishing from a club to the federation hub (docs/HUB.md): the organizer's
### button, the club's hub link, and why a publish did not happen.

hubpub-err-unreadable = Ronda { $round }, mesa { $table }: la partida no se puede leer como un registro ({ $detail }).
hubpub-err-entries = Ronda { $round }, mesa { $table }: las jugadas registradas de la partida no se siguen una a otra.
hubpub-err-engine = Ronda { $round }, mesa { $table }: el motor de reglas rechaza una jugada registrada: { $objection }
hubpub-err-not-finished = Ronda { $round }, mesa { $table }: la partida no terminó; solo se publica un evento terminado.
hubpub-err-address = «{ $hub }» no es una dirección http:// o https://.
hubpub-err-network = No se puede llegar al hub { $hub } ({ $detail }); no se publicó nada.
hubpub-err-silent = El hub { $hub } no respondió en { $seconds } segundos; mirá las páginas del hub antes de volver a publicar.
hubpub-err-refused = El hub rechazó el evento ({ $status }): { $sentence }
hubpub-err-answer = El hub respondió de una forma que este Arbitro no lee ({ $detail } falta o está mal); mirá las páginas del hub para saber si el evento está.
hubpub-err-type = El tipo de evento necesita de 1 a 60 caracteres, sin caracteres de control.
hubpub-err-date = La fecha tiene que ser un día escrito AAAA-MM-DD.
hubpub-title = Hub de la federación
hubpub-help = Publicá el evento terminado en el hub de la federación: el hub vuelve a jugar cada mesa y suma los resultados a la clasificación nacional. Publicar de nuevo reemplaza el evento en el hub.
hubpub-type = Tipo en el circuito nacional
hubpub-date = Fecha
hubpub-go = Publicar en el hub
hubpub-no-link = Este club todavía no tiene un enlace al hub: primero cargá la dirección del hub y el token del club.
hubpub-link = Enlace al hub
hubpub-not-none = Todavía no se jugó ninguna ronda: el evento se publica cuando termina.
hubpub-not-draft = La ronda { $round } todavía es un borrador: el evento se publica cuando termina.
hubpub-not-planned = Se jugaron { $played } de las { $planned } rondas previstas: el evento se publica cuando termina.
hubpub-not-semifinal = La semifinal todavía no se jugó: el evento se publica cuando termina.
hubpub-not-final = La final todavía no se jugó: el evento se publica cuando termina.
hubpub-not-table = Ronda { $round }, mesa { $table }: la partida todavía no terminó; el evento se publica cuando termina.
hubpub-done = Publicado en el hub como evento { $event }: { $tables ->
    [one] una mesa
   *[other] { $tables } mesas
}, { $players ->
    [one] un jugador
   *[other] { $players } jugadores
}.
hubpub-linked = Ahora el id de la persona en el hub está guardado para { $n ->
    [one] un jugador
   *[other] { $n } jugadores
}.
hubpub-national = { $n ->
    [one] Un número nacional llegó del hub y ahora está
   *[other] { $n } números nacionales llegaron del hub y ahora están
} en las fichas de las personas.
hubpub-held = { $n ->
    [one] Un número nacional del hub ya pertenece
   *[other] { $n } números nacionales del hub ya pertenecen
} a otra persona de este club: dos fichas pueden ser una sola persona (ver Personas).
hubpub-no-people = El hub no devolvió sus ids de personas (un hub más viejo): no se guardó nada más.
hubpub-hub-person = Persona en el hub
hublink-title = Enlace al hub
hublink-help = El hub de la federación en el que este club publica sus eventos terminados, y el token que el administrador del hub le dio al club.
hublink-url = Dirección del hub
hublink-token = Token del club
hublink-token-stored = Token guardado: termina en «{ $last }».
hublink-token-keep = Dejalo vacío para conservar el token guardado.
hublink-save = Guardar
hublink-remove = Quitar el enlace al hub
hublink-none = No hay ningún enlace al hub guardado: los organizadores no pueden publicar en el hub.
hublink-saved = El enlace al hub está guardado.
hublink-removed = El enlace al hub se quitó: la dirección y el token se olvidaron.
hublink-err-url = La dirección del hub tiene que ser una dirección http:// o https://, como https://hub.example.org, de 200 caracteres como máximo.
hublink-err-token = Hace falta el token del club: lo da el administrador del hub (200 caracteres como máximo, sin espacios).

## Un torneo por equipos (src/publish/team.rs)
hubpub-err-not-signed = Ronda { $round }, mesa { $table }: el resultado de la partida no está firmado (o no está confirmado, como pide el torneo); solo se publica un evento terminado.
hubpub-err-draft = La ronda { $round } todavía es un borrador; solo se publica un evento terminado.
hubpub-err-no-round = El torneo todavía no tiene rondas; solo se publica un evento terminado.
