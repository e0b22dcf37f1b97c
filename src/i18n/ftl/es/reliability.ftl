### Strings of the refusals the framework itself makes (a body that does not parse, a
### method a route does not take, a body over the limit): (key, Italiano, English).

err-rejected = La solicitud no es válida: falta un campo, tiene un valor del tipo equivocado o no es texto legible (UTF-8). No se registró nada: recargá la página y probá de nuevo.
err-not_utf8 = La solicitud contiene texto que no se puede leer (no es UTF-8). No se registró nada: recargá la página y probá de nuevo.
err-method = Esta dirección no acepta este tipo de solicitud. No se registró nada.
err-too_large = La solicitud es demasiado grande (como máximo 1 MiB). No se registró nada.
