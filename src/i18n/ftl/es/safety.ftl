### Strings of the defences against a hostile visitor (issue 20): a login burst, a
### refused `next`, control characters in names, the organizer's unlock and password
### reset: (key, Italiano, English).

err-busy-title = Demasiados ingresos en este momento
err-busy = Demasiados ingresos al mismo tiempo: probá de nuevo en un momento. No se controló ni se registró nada.
err-bad_next = La dirección de regreso (next) contiene caracteres de control: abrí la página de ingreso sin ella.
err-control_chars = El nombre contiene caracteres de control (saltos de línea, tabulaciones, secuencias de terminal): escribilo en una sola línea, solo texto.
users-unlock = Desbloquear ingreso
users-unlocked = Intentos fallidos borrados: la cuenta puede ingresar enseguida.
users-failures = intentos fallidos recientes
users-audit = Ingresos desbloqueados y contraseñas asignadas
users-reset = Contraseña nueva
users-reset_do = Asignar contraseña
users-reset_done = Contraseña asignada: se cerraron las sesiones abiertas del árbitro.
users-reset_only_referees = Acá solo se puede asignar la contraseña de un árbitro: un organizador la cambia desde «Mi cuenta».
err-too_slow = La solicitud llegó demasiado despacio y se cortó. No se registró nada: probá de nuevo.
err-two_sessions = La solicitud trae dos cookies de sesión (quizás de otro puerto de la misma dirección): cerrá la sesión, borrá las cookies de este sitio e ingresá de nuevo.
err-two_hosts = La solicitud nombra al servidor dos veces (dos encabezados Host): no se atendió.
err-bodies_busy = Demasiadas solicitudes en curso desde esta dirección: probá de nuevo en un momento. No se registró nada.
