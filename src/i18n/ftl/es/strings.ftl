### The translation table: (key, Italiano, English). Keys are grouped by page.

# Estructura y navegación
app-tagline = Árbitro para las noches de RisiKo! 2 contra 2
nav-home = Inicio
nav-login = Ingresar
nav-logout = Salir
nav-users = Usuarios
nav-console = Mesas
nav-account = Mi cuenta
nav-skip = Ir al contenido
nav-menu = Menú principal
lang-switch = Idioma:
lang-label = Idioma
role-organizer = Organizador
role-referee = Árbitro
common-save = Guardar
common-yes = Sí
common-no = No
common-back = Volver
# Inicio
home-title = Bienvenido
home-anon = Arbitro registra las partidas de RisiKo! 2 contra 2 mesa por mesa, controla cada acción según el reglamento y maneja el torneo.
home-hello = Hola
home-organizer_next = Desde acá creás las cuentas de los árbitros, preparás los torneos (inscripciones, emparejamientos, árbitros en las mesas) y abrís las partidas en la consola.
home-referee_next = Acá vas a encontrar las mesas que te asignaron.
home-manage_users = Administrar los árbitros
# Ingreso
login-title = Ingresar
login-username = Nombre de usuario
login-password = Contraseña
login-submit = Ingresar
login-failed = Nombre de usuario o contraseña incorrectos.
login-throttled = Demasiados intentos fallidos: probá de nuevo en unos minutos.
login-missing = Escribí el nombre de usuario y la contraseña.
# Configuración
setup-title = Primer inicio: creá el organizador
setup-intro = Este link vale una sola vez. Elegí el nombre y la contraseña del primer organizador.
setup-invalid = Este link de configuración no es válido, venció o ya se usó. Reiniciá Arbitro para tener uno nuevo, o usá `arbitro user add --role organizer NOMBRE`.
setup-submit = Crear e ingresar
# Usuarios
users-title = Usuarios
users-new = Cuenta nueva
users-role = Rol
users-status = Estado
users-active = Activa
users-disabled = Desactivada
users-disable = Desactivar
users-enable = Reactivar
users-create = Crear cuenta
users-created = Cuenta creada.
users-taken = Este nombre de usuario ya existe: elegí otro.
users-not_self = No podés desactivar tu propia cuenta.
users-password_confirm = Repetí la contraseña
# Cuenta
account-title = Mi cuenta
account-change_password = Cambiar contraseña
account-current = Contraseña actual
account-new = Contraseña nueva
account-wrong_current = La contraseña actual no es correcta.
account-changed = Contraseña cambiada. Ingresá de nuevo con la contraseña nueva.
# Errores
err-username = El nombre de usuario tiene que tener de 3 a 32 caracteres entre letras, dígitos, '.', '_' o '-'.
err-password_short = La contraseña tiene que tener al menos 8 caracteres.
err-password_long = La contraseña puede tener como máximo 128 caracteres.
err-role = Rol desconocido: elegí organizador o árbitro.
err-password_differ = Las dos contraseñas no coinciden.
err-not_found-title = Página no encontrada
err-not_found = Esta página no existe. Revisá la dirección o volvé al inicio.
err-forbidden-title = Acceso denegado
err-forbidden = Tu cuenta no puede abrir esta página.
err-csrf = El formulario venció o no viene de esta página: recargá la página y probá de nuevo.
err-bad_request-title = Solicitud no válida
err-unavailable-title = Servicio no disponible por el momento
err-unavailable = La base de datos no acepta escrituras en este momento (disco lleno o bloqueado). No se registró nada: probá de nuevo en un rato.
err-internal-title = Error interno
err-internal = Algo salió mal de nuestro lado. No quedó nada registrado a medias: probá de nuevo, y si se repite avisale al organizador.
