### Strings of the RisiKo! torneo console panel, its new-match form, the players'
### objective links and the torneo result lines.

ruleset-risiko-torneo = RisiKo! torneo
torneo-title = RisiKo! torneo: de 3 a 5 jugadores, un objetivo secreto cada uno, 90 minutos y la tirada de final
torneo-deal_note = Nadie puede tener más de medio continente: la app vuelve a repartir hasta que se cumpla la regla, y controla el reparto hecho en la mesa. Los objetivos secretos los reparte la app.
torneo-deal = Reparto de los territorios
torneo-deal_app = Lo hace la app
torneo-deal_table = Hecho en la mesa con las cartas (hay que cargarlo)
torneo-err-deal = Elegí quién reparte los territorios.
torneo-minutes = Minutos de juego
torneo-period-penultimate = Penúltima ronda
torneo-period-last = Última ronda
torneo-period-sdadata = Tirada de final
torneo-call_due =
    { $min ->
        [one] Pasó { $min } minuto: la ronda en curso es la penúltima, la próxima es la última. Anuncialo en la mesa.
       *[other] Pasaron { $min } minutos: la ronda en curso es la penúltima, la próxima es la última. Anuncialo en la mesa.
    }
torneo-sdadata = Tirada de final: la partida termina con { $t } o menos
torneo-sdadata_hint = Tocá las caras de los dos dados que tiró el jugador.
torneo-die = Dado
torneo-sdadata_go = Registrar la tirada de final
torneo-trade_hint = Tres cartas: tres iguales 8, una de cada tipo 10, comodín con dos iguales 12; +2 por cada territorio tuyo (★).
torneo-trade_go = Canjear
torneo-declare = Declarar RisiKo!
torneo-declare_go = RisiKo!
torneo-objective = Objetivo
torneo-objectives = Objetivos secretos
torneo-peek_note = Cada toque queda en el historial de la partida.
torneo-peek = Mostrar el objetivo de { $name }
torneo-objective_of = Objetivo de { $name }
torneo-held =
    { $n ->
        [one] { $n } punto en posesión
       *[other] { $n } puntos en posesión
    }
torneo-held_now = en posesión
torneo-shown_note = Se ve hasta que se registre la próxima acción; tocá el título para cerrarlo.
torneo-links_make = Links privados de los objetivos
torneo-links = Links privados de los objetivos
torneo-links_help = De a uno: cada jugador escanea su propio código y ve solo su objetivo.
torneo-links_qr = Objetivo de
torneo-your_objective = Tu objetivo
torneo-yours = tuyo
torneo-objective_paper = Tu objetivo está en la carta que tenés en la mano: la app no lo conoce.
torneo-over = La partida terminó.
torneo-private = Este link es solo tuyo: no se lo muestres a los otros jugadores.
torneo-recovery = Minutos adicionales
torneo-recovery_minutes = Minutos
torneo-recovery_go = Dar los minutos adicionales
torneo-reveal = Objetivo de { $name } (secreto)
torneo-reveal_go = Revelar
torneo-err-objective = Elegí el objetivo.
torneo-err-sdadata = Elegí la cara de los dos dados (del 1 al 6).
torneo-err-minutes = Escribí los minutos como número entero (de 1 a 600).
torneo-err-seats = Una mesa de torneo tiene de 3 a 5 jugadores.
ind-err-size_torneo = Una mesa de RisiKo! torneo tiene de 3 a 5 jugadores: elegí 4 (con mesas de 3 o de 5 para los jugadores que sobran), o 3 con mesas de 4, o 5 con mesas de 4.
# Las líneas del resultado del torneo (claves del desglose de `Table::result`)
result-line-in_objective = Puntos de mesa (objetivo)
result-line-outside_objective = Puntos fuera del objetivo
result-line-table_points = Puntos de mesa válidos
result-line-risiko = RisiKo!
result-line-risiko_value = Valor del RisiKo!
result-line-eliminated_order = Orden de eliminación
result-line-forfeit = Retirado
result-line-objective_unknown = Objetivo secreto
result-line-tournament_penalty = Penalización (puntos de torneo)
result-line-table_penalty = Penalización (puntos de mesa)
