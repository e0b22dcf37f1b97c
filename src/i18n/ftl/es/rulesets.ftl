### Strings of the ruleset-agnostic console: the ruleset choice, individual seats, the
### generic skeleton (bar, history, clock, result) — .

console-err-not_2v2 = Esta página vale solo para las partidas 2 contra 2.
# El esqueleto: el próximo paso, los puestos, las tarjetas del resultado
next-claim = { $who } elige un territorio libre (un ejército)
next-trade = { $who } primero tiene que canjear un trío de cartas
next-place_armies =
    { $n ->
        [one] { $who } coloca { $n } ejército
       *[other] { $who } coloca { $n } ejércitos
    }
next-place_mods =
    { $n ->
        [one] { $who } coloca 1 MOD
       *[other] { $who } coloca { $n } MOD
    }
next-play_any = { $who } ataca, reagrupa o pasa el turno
skeleton-armies = ejércitos
skeleton-place = puesto
skeleton-points = puntos
skeleton-result = Clasificación de la mesa
skeleton-provisional = Clasificación si la partida terminara ahora
result-line-territories = Territorios
result-line-armies = Ejércitos
result-line-continent_bonus = Bonus por continentes
result-line-eliminated_round = Eliminado en la ronda
skeleton-call_due =
    { $min ->
        [one] Pasó { $min } minuto: la última ronda es la { $n }. Anuncialo en la mesa.
       *[other] Pasaron { $min } minutos: la última ronda es la { $n }. Anuncialo en la mesa.
    }
skeleton-call_due_year =
    { $min ->
        [one] Pasó { $min } minuto: el último año es el { $n }. Anuncialo en la mesa.
       *[other] Pasaron { $min } minutos: el último año es el { $n }. Anuncialo en la mesa.
    }
why-place_any = Colocación
why-claim = Elección de un territorio
why-end_turn = Fin del turno
why-number_any = Número (ejércitos, dados del ataque)
board_setup-go = Cargar el tablero
skeleton-clock_elapsed = Tiempo de juego
skeleton-setup_pending = Todavía falta cargar el tablero: la partida empieza cuando esté listo.
# Crear una partida de cualquier reglamento
ruleset-label = Reglamento
ruleset-risiko-2v2 = RisiKo! 2 contra 2
ruleset-risiko-classic = RisiKo! clásico
individual-title = RisiKo! clásico: de 2 a 6 jugadores, cada uno por su cuenta
individual-seats = Jugadores en la mesa
individual-order = Escribí los jugadores siguiendo la mesa (en sentido horario), después marcá quién sacó el número más alto con el dado: juega primero y los demás siguen en sentido horario.
individual-first = Ganó la tirada del dado
individual-setup = Preparación del tablero
individual-setup-claims = Un ejército por vez: se registran las elecciones de territorios y las colocaciones
individual-setup-final = Tablero ya armado: lo cargás todo de una vez
individual-setup-dealt = Dos jugadores: la app reparte las tres pilas (la tercera es neutral)
individual-setup-piles = Dos jugadores: cargá las tres pilas repartidas en la mesa
individual-neutral = Con dos jugadores el tercer color es neutral: en el tablero de la app es gris.
individual-end_rule = Fin de la partida
individual-end-time = Por tiempo: cuando se cumple, la ronda en curso es la última
individual-end-rounds = Después de un número de rondas
individual-end-conquest = Solo conquista del mundo
individual-minutes = Minutos (por tiempo)
individual-round_limit = Última ronda (por rondas)
individual-turn_warning = Segundos de turno antes del aviso (vacío: sin aviso)
individual-start_armies = Ejércitos iniciales (vacío: 35/30/25; obligatorio con 6 jugadores)
individual-err-seats = Una mesa clásica tiene de 2 a 6 jugadores: elegí cuántos son.
individual-err-name = Escribí el nombre de cada jugador (como máximo 60 caracteres).
individual-err-name_twice = Dos jugadores tienen el mismo nombre: diferencialos (por ejemplo con la inicial del apellido).
individual-err-colour = Elegí para cada jugador un color de la caja clásica.
individual-err-colour_twice = Dos jugadores tienen el mismo color: cada uno tiene que tener el suyo.
individual-err-first = Marcá quién ganó la tirada del dado entre los jugadores de la mesa.
individual-err-end_rule = Elegí cómo termina la partida: por tiempo, por rondas o por conquista.
individual-err-setup = Elegí cómo se prepara el tablero.
individual-err-claims_two = De a dos no se eligen los territorios uno por uno: se reparten tres pilas. Elegí las pilas.
individual-err-piles_many = Las pilas son solo para dos jugadores: con 3 o más se elige un territorio por vez o se carga el tablero ya armado.
# The bar's next step outside the fight, from the ruleset's own phase
next-situation = { $who } da vuelta la tarjeta de situación de la ronda
next-crisis_rolls = Crisis: un dado cada uno, registrá los dados
next-pieces = { $who } coloca las piezas iniciales: comandantes y estación espacial
next-bidding = Ofertas de energía: registrá las ofertas y el orden del año
next-commanders = { $who } compra comandantes y estaciones, o sigue
next-buy_cards = { $who } compra cartas de comando, o sigue
next-play_cards = { $who } juega cartas de comando, o pasa a las invasiones
next-sdadata = { $who } tira los dos dados de la sdadata
next-move_or_end = { $who } reagrupa o pasa el turno
next-end_only = { $who } pasa el turno
next-phase = { $who }: { $phase }
# A count and its word, agreeing in number ("1 carta", "3 cartas")
count-cards = { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }
count-armies = { $n ->
        [one] { $n } ejército
       *[other] { $n } ejércitos
    }
count-missiles = { $n ->
        [one] { $n } misil
       *[other] { $n } misiles
    }
count-rounds = { $n ->
        [one] { $n } ronda
       *[other] { $n } rondas
    }
