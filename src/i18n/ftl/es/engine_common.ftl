### The engine's words shared by every ruleset: the action codes of the logs in words
### (engine-action-CODE, a noun phrase with its article, to sit after a verb or a
### preposition), the rules a setting can break (engine-setting-RULE), an unnamed
### player, counted nouns, and what can be wrong with a club's board
### (engine-board-CODE, naming the ids as the organizer wrote them).

engine-player = Jugador { $n }
engine-invalid_setting = Configuración no válida: { $name }
engine-invalid_setting_why = Configuración no válida: { $name } ({ $why })
engine-action-unknown = esta acción
engine-armies = { $n ->
    [one] 1 ejército
   *[other] { $n } ejércitos
}
engine-cards = { $n ->
    [one] 1 carta
   *[other] { $n } cartas
}
engine-dice = { $n ->
    [one] 1 dado
   *[other] { $n } dados
}

## Board problems.
engine-board-too_many_territories = El tablero tiene { $count } países: como máximo 128.
engine-board-no_territories = El tablero no tiene países: agregá al menos uno.
engine-board-bad_id = «{ $id }» no es un id válido: usá minúsculas sin acentos, cifras, _ y -.
engine-board-no_name = «{ $id }» no tiene nombre: escribí al menos el nombre italiano y el inglés.
engine-board-duplicate_territory = Dos países tienen el mismo id «{ $id }»: cada id tiene que ser único.
engine-board-duplicate_continent = El id de continente «{ $id }» ya está usado: cada id tiene que ser único.
engine-board-unknown_continent = { $territory } está en el continente «{ $continent }», que el tablero no tiene.
engine-board-continent_is_region = { $territory } indica como continente la región { $region }: indicá su continente verdadero.
engine-board-two_continents = El continente { $continent } lista países: solo las regiones lo hacen, cada país indica su único continente.
engine-board-unknown_in_region = La región { $region } lista «{ $territory }», que el tablero no tiene.
engine-board-unknown_neighbour = { $territory } limita con «{ $neighbour }», que el tablero no tiene.
engine-board-borders_itself = { $territory } limita consigo mismo: sacalo de sus limítrofes.
engine-board-one_way_border = { $from } limita con { $to }, pero { $to } no limita con { $from }: un límite vale en los dos sentidos.
engine-board-bridge_not_border = { $territory } tiene un puente hacia { $bridge }, que no está entre sus limítrofes.
engine-board-one_way_bridge = { $from } tiene un puente hacia { $to }, pero { $to } no tiene el puente hacia { $from }.
engine-board-off_canvas = { $territory } está fuera de la imagen: movelo adentro.
engine-board-not_connected = A { $territory } no se llega desde { $from }: el tablero está en pedazos, agregá un límite.
engine-board-empty_continent = El continente { $continent } no tiene países: agregale o sacalo.
engine-board-wrong_count = El reglamento pide { $needs } países, el tablero tiene { $has }.
engine-board-too_few_territories = El reglamento pide al menos { $needs } países, el tablero tiene { $has }: agregá { $missing }.

## Action codes in words.
engine-action-aggression_pact = un pacto de no agresión
engine-action-attack = un ataque
engine-action-bonus_card = la carta de bonus por tres conquistas
engine-action-break_pact = la ruptura de un pacto
engine-action-buy_cards = la compra de cartas
engine-action-buy_commander = la compra de un comandante
engine-action-buy_station = la compra de una estación espacial
engine-action-cancel_pact = la anulación de un pacto
engine-action-cap_violation = la penalidad del límite de ejércitos
engine-action-card_bonus = el bonus de una tarjeta de país
engine-action-cards = las tarjetas de fin de turno
engine-action-claim = la elección de un territorio
engine-action-claim_continent_card = el reclamo de una tarjeta de continente
engine-action-clock = un evento del reloj
engine-action-convert = la conversión de ejércitos en misiles
engine-action-crisis_rolls = las tiradas de la crisis
engine-action-declare = la declaración de los refuerzos
engine-action-declare_objective = la declaración de un objetivo cumplido
engine-action-declare_risiko = la declaración de RisiKo!
engine-action-draft_pick = una elección del draft
engine-action-draw_card = la toma de una tarjeta de país
engine-action-end_match = el cierre de la partida
engine-action-end_turn = el fin del turno
engine-action-fortify = un movimiento de fin de turno
engine-action-incorporation = la incorporación de ejércitos
engine-action-invade = una invasión
engine-action-missile = un lanzamiento de misiles
engine-action-move = un movimiento de ejércitos
engine-action-occupy = una ocupación
engine-action-occupy_condominium = la ocupación de un condominio
engine-action-pact = un pacto
engine-action-pass = un paso
engine-action-penalty = una penalidad
engine-action-place = una colocación
engine-action-place_piece = la colocación de una pieza inicial
engine-action-play_card = la jugada de una carta
engine-action-play_chance = la jugada de una chance
engine-action-referee_adjust = un ajuste del árbitro
engine-action-regroup = un reagrupamiento
engine-action-renounce_bonus = la renuncia a los bonus de continente
engine-action-replace_objective = el reemplazo de un objetivo
engine-action-reveal_objective = la revelación de un objetivo
engine-action-scout_place = los 5 MOD de las Fuerzas de Exploración
engine-action-sdadata = la tirada de sdadata
engine-action-show_objective = la muestra de un objetivo
engine-action-situation = la tarjeta de situación
engine-action-throw = una tirada de dados
engine-action-time_up = el aviso de fin del tiempo
engine-action-trade = un canje
engine-action-turn = una jugada de turno
engine-action-withdraw = una retirada
engine-action-year_start = el comienzo del año
engine-action-zone_breach = la violación de un pacto de zona
engine-action-zone_pact = un pacto de zona

## The rule a refused setting broke.
engine-setting-armies_below_territories = menos que los territorios que recibe cada jugador
engine-setting-at_least_1 = al menos 1
engine-setting-at_least_1_or_absent = al menos 1, o ausente para cualquier cantidad
engine-setting-at_least_3_or_absent = al menos 3, o ausente para ningún límite
engine-setting-below_start_armies = por debajo de los ejércitos iniciales
engine-setting-board = este motor trae solo el tablero «risiko»
engine-setting-bonus_placement = «free» (donde se quiera) u «on_territory» (en el territorio de la carta)
engine-setting-fewer_objectives_than_players = menos objetivos que jugadores
engine-setting-more_than_0 = más de 0
engine-setting-no_deal = ningún reparto respeta los límites por continente
engine-setting-one_per_place = para cada tamaño de mesa (de 2 a 6), un número por puesto
engine-setting-round_limit_needed = el fin tras un número de rondas lo requiere, al menos 1
engine-setting-two_dice = dos dados: 2 ≤ primero ≤ máximo ≤ 12
engine-setting-two_players_40 = de a dos se juega con 40
