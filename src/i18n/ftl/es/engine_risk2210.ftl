### Risk 2210 A.D.: the engine's sentences (refusals, setup and adjustment problems,
### history lines, phases), in Argentine usage, with no word that would have to agree with
### a territory's gender. Players, territories, cards and numbers are arguments; the
### commander kinds are the console's `r2210-commander-*`.

## Refusals.
risk2210-bad_setup = Preparación no válida: { $why }.
risk2210-not_your_turn = No le toca a { $who }: le toca a { $expected }.
risk2210-not_your_turn-bids = No le toca a { $who }: el árbitro ingresa las ofertas del año.
risk2210-not_now = En este momento de la partida no se puede registrar { $action }.
risk2210-finished = La partida terminó.
risk2210-devastated = { $territory }: territorio devastado, nadie puede entrar ahí.
risk2210-not_land = { $territory } no es un territorio de tierra.
risk2210-occupied = { $territory } ya tiene dueño.
risk2210-not_own = { $territory } no es de { $who }.
risk2210-setup_count = { $who } tiene que colocar { $expected } MOD, no { $got }.
risk2210-piece_twice = { $who } ya colocó { $piece }.
risk2210-phase_passed = { $who } ya dejó atrás la fase para { $action } en este turno.
risk2210-income_left = { $who } primero tiene que colocar { $left } MOD de ingresos.
risk2210-too_many_mods = { $who } tiene solo { $left } MOD para colocar, no { $asked }.
risk2210-not_enough_energy = { $who } tiene { $have } de energía: hacen falta { $need }.
risk2210-commander_in_play = { $who } ya tiene en juego el comandante { $commander }.
risk2210-no_commander = { $who } no tiene en juego el comandante { $commander }.
risk2210-station_limit = { $who } ya tiene 4 estaciones espaciales.
risk2210-station_there = En { $territory } no puede ir una estación (ya hay una, o no es tierra).
risk2210-cards_bought_already = { $who } ya compró cartas en este turno.
risk2210-card_count = { $who } puede comprar de 1 a 4 cartas por turno, no { $asked }.
risk2210-deck_empty = En el mazo { $deck } { $n ->
        [one] queda 1 carta
       *[other] quedan { $n } cartas
    }.
risk2210-unknown_card = El mazo { $deck } no tiene la carta «{ $card }».
risk2210-no_card_held = { $who } no tiene cartas del mazo { $deck }.
risk2210-card_timing = { $who } no puede jugar «{ $card }» en este momento.
risk2210-card_target = { $who } no tiene un territorio válido para «{ $card }».
risk2210-bid_seats = Tiene que haber una oferta por cada jugador en la partida.
risk2210-bid_too_high = { $who } ofrece { $bid } pero tiene { $energy } de energía.
risk2210-tie_rolls = { $who } empató: hace falta una tirada de desempate (1-6) distinta de la de los demás.
risk2210-bad_markers = Los marcadores de turno tienen que ser 1..N, uno por jugador.
risk2210-source_too_few = { $territory } tiene menos de 2 unidades: no puede invadir.
risk2210-not_joined = Desde { $from } no se puede invadir { $to }.
risk2210-needs_commander = { $who } necesita el comandante { $commander } en juego.
risk2210-own_target = { $territory } ya es del que invade.
risk2210-invasion_open = Hay una invasión en curso: primero tirá, retirate u ocupá.
risk2210-no_invasion = No se declaró ninguna invasión.
risk2210-must_throw = Después de la declaración se tira al menos una vez.
risk2210-dice_count = { $side ->
        [attacker] El atacante
       *[defender] El defensor
    } puede tirar { $n ->
        [one] 1 dado
       *[other] { $n } dados
    } como máximo, no { $got }.
risk2210-bad_face = { $face } no es una cara de un dado de { $sides } caras.
risk2210-commander_absent = El comandante { $commander } de { $who } no está ahí.
risk2210-d8_count = Los dados de 8 caras { $side ->
        [attacker] del atacante
       *[defender] del defensor
    } tienen que ser { $expected }, no { $got }.
risk2210-bad_killed = Los comandantes perdidos por el { $side ->
        [attacker] atacante
       *[defender] defensor
    } no corresponden a las pérdidas.
risk2210-occupy_first = Primero se ocupa el territorio conquistado.
risk2210-occupy_count = Se mueven de { $min } a { $max } unidades, no { $got }.
risk2210-occupy_commander = El comandante { $commander } tiró: tiene que entrar.
risk2210-no_bonus = No corresponde ninguna carta de bonus por las tres conquistas.
risk2210-fortified_already = El movimiento de fin de turno ya se hizo.
risk2210-not_connected = Ninguna cadena de territorios propios une { $from } con { $to }.
risk2210-leave_one = En { $territory } tiene que quedar al menos una unidad.
risk2210-bad_adjust = Corrección no válida: { $why }.
risk2210-throw_form = La tirada indica los valores de los dados de los dos lados, o los dados y las pérdidas (no ambos).
risk2210-bad_losses = Las pérdidas suman { $got }: con estos dados tienen que sumar { $pairs }.
risk2210-dice_entry-quick = Este torneo anota las tiradas solo con los dados y las pérdidas (dice_entry: quick), no con los valores de los dados.
risk2210-dice_entry-full = Este torneo anota las tiradas solo con los valores de los dados (dice_entry: full), no con las pérdidas solas.
risk2210-jammed = { $who } está silenciado por una Interferencia de Frecuencias hasta el final del turno.
risk2210-cease_fire = Un Alto el Fuego impide que { $who } ataque los territorios de { $protected } en este turno.
risk2210-card = { $who } no puede jugar «{ $card }» así: { $why }.
risk2210-no_scout = Ninguna Fuerza de Exploración de { $who } espera este territorio justo después de ocuparlo.
risk2210-copies_out = Ya se jugaron todas las copias de «{ $card }» del mazo { $deck }.
risk2210-end_match_reason = Indicá por qué termina la partida.
risk2210-clock-started = El reloj ya arrancó.
risk2210-clock-not_started = El reloj no arrancó.
risk2210-clock-not_running = El reloj ya está parado.
risk2210-clock-not_paused = El reloj no está en pausa.
risk2210-clock-backwards = La hora es anterior al último evento del reloj.
risk2210-clock-not_timed = La partida no tiene tiempo límite.
risk2210-clock-early = Todavía no se terminó el tiempo.
risk2210-clock-announced = El último año ya fue anunciado.

## What a command card's own fields got wrong (after "así: ").
risk2210-card-missing = falta el campo `{ $field }`
risk2210-card-territory-own = { $territory } no es un territorio { $board } suyo
risk2210-card-territory-foe = { $territory } no es un territorio { $board } de un rival
risk2210-card-target_seat = { $who } no es otro jugador en la partida
risk2210-card-target_commander = { $who } no tiene el comandante { $commander } en juego
risk2210-card-turned_count = hay que dar vuelta { $want ->
        [one] 1 carta
       *[other] { $want } cartas
    } de territorio { $board }, no { $got }
risk2210-card-turned_card = la carta de { $territory } no está en el mazo (otro mazo, devastada o ya sacada)
risk2210-card-turned_order = todas las cartas dadas vuelta salvo la última muestran territorios suyos, la última no
risk2210-card-roll = falta el valor del dado de { $sides } caras, o está fuera del dado
risk2210-card-reinforcements = 1 MOD en cada uno de exactamente { $want ->
        [one] 1 territorio
       *[other] { $want } territorios
    } suyos distintos
risk2210-card-removals = { $who } saca exactamente { $want } MOD suyos
risk2210-card-killed = los comandantes elegidos como pérdidas en { $territory } no corresponden a las pérdidas
risk2210-card-move = { $to } no es un territorio suyo al que pueda llegar

## What is wrong with a setup (after "Preparación no válida: ").
risk2210-setup-not_this_ruleset = hace falta el formato { $expected_format } del reglamento «{ $expected_ruleset }», no el formato { $format } de «{ $ruleset }»
risk2210-setup-player_count = se juega de 2 a 5, no de a { $players }
risk2210-setup-seats_out_of_order = los puestos de los jugadores van numerados 0, 1, ... en orden
risk2210-setup-no_years = la partida dura por lo menos un año
risk2210-setup-place_points = los puntos por puesto de una mesa de { $size } tienen { $n ->
        [one] 1 número
       *[other] { $n } números
    }: indicá mesas de 2 a 5 y un número por puesto
risk2210-setup-devastated_count = hacen falta 4 territorios devastados, no { $named }
risk2210-setup-wrong_board = { $territory } no es un territorio { $board }
risk2210-setup-named_twice = { $territory } aparece dos veces
risk2210-setup-neutral_count = el neutral tiene { $want } territorios { $boards }: se indicaron { $named }
risk2210-setup-neutral_missing = con dos jugadores hacen falta los territorios del neutral
risk2210-setup-neutral_unwanted = el neutral va solo con dos jugadores, no con { $players }
risk2210-setup-blank_cards_unlisted = con las cartas en blanco hay que listar las cartas propias (mazo, id, nombre, costo, momento)
risk2210-setup-too_many_blank_cards = como máximo { $most } cartas en blanco, no { $given }
risk2210-setup-custom_card_id = la carta propia «{ $card }» del mazo { $deck } necesita un id que nadie más tenga en el mazo
risk2210-setup-composition_unknown_card = la composición de los mazos nombra «{ $card }», que el mazo { $deck } no tiene
risk2210-setup-composition_size = el mazo { $deck } tiene { $want } cartas: la composición de los mazos indica { $cards }
risk2210-setup-final_owners = en la preparación final cada territorio terrestre libre tiene dueño, y solo esos
risk2210-setup-final_owner_stranger = en la preparación final { $territory } es de un jugador que no está en la partida
risk2210-setup-final_territory_count = en la preparación final { $who } tiene { $held ->
        [one] 1 territorio
       *[other] { $held } territorios
    }, las ocupaciones iniciales le dan { $claims }
risk2210-setup-final_empty_territory = en la preparación final { $territory } necesita por lo menos 1 MOD
risk2210-setup-final_mods_unheld = en la preparación final hay MOD en { $territory }, que ningún jugador controla
risk2210-setup-final_mod_count = en la preparación final { $who } tiene { $mods } MOD: cada jugador empieza con { $want }
risk2210-setup-final_no_pieces = en la preparación final faltan las piezas de { $who }
risk2210-setup-final_pieces_stranger = en la preparación final hay piezas de un jugador que no está en la partida
risk2210-setup-final_piece_missing = en la preparación final { $who } tiene que ubicar { $piece ->
        [land] { risk2210-piece-land }
        [diplomat] { risk2210-piece-diplomat }
       *[station] { risk2210-piece-station }
    }

## What is wrong with a referee's adjustment (after "Corrección no válida: ").
risk2210-adjust-no_reason = hace falta un motivo
risk2210-adjust-mods_below_zero = { $territory } quedaría con { $mods } MOD
risk2210-adjust-mods_of_nobody = nadie controla { $territory }: ahí no se agregan MOD
risk2210-adjust-energy_below_zero = { $who } quedaría con { $energy } de energía
risk2210-adjust-energy_stranger = energía para un jugador que no está en la partida

## Words the sentences share.
risk2210-piece-land = el comandante terrestre
risk2210-piece-diplomat = el diplomático
risk2210-piece-station = la estación espacial
risk2210-board-land = terrestre
risk2210-board-sea = marino
risk2210-board-moon = lunar
risk2210-boards-land = terrestres
risk2210-boards-sea = marinos
risk2210-boards-moon = lunares

## The history: one line per action.
risk2210-history-claim = { $who } ocupa { $territory }
risk2210-history-place = { $who } coloca { $n } MOD
risk2210-history-place_piece = { $who } coloca { $piece } en { $territory }
risk2210-history-year_start = Ofertas del año y marcadores de turno
risk2210-history-buy_commander = { $who } compra el comandante { $commander } en { $territory }
risk2210-history-buy_station = { $who } compra una estación espacial en { $territory }
risk2210-history-buy_cards = { $who } compra { $n ->
        [one] 1 carta de comando
       *[other] { $n } cartas de comando
    } ({ $decks })
risk2210-history-deck_cards = { $deck } { $n }
risk2210-history-play_card = { $who } juega «{ $card }»
risk2210-history-scout_place = { $who }: Fuerzas de Exploración, 5 MOD en { $territory }
risk2210-history-invade = { $who } invade { $to } desde { $from }
risk2210-history-throw = { $who } tira los dados
risk2210-history-withdraw = { $who } detiene la invasión
risk2210-history-occupy = { $who } entra con { $mods } MOD{ $with }
risk2210-history-with = { " " }y { $n ->
        [one] 1 comandante
       *[other] { $n } comandantes
    }
risk2210-history-bonus_card = { $who } toma la carta de bonus del mazo { $deck }
risk2210-history-fortify = { $who } mueve { $mods } MOD{ $with } de { $from } a { $to }
risk2210-history-end_turn = { $who } termina el turno
risk2210-history-clock-start = Reloj en marcha
risk2210-history-clock-pause = Reloj en pausa
risk2210-history-clock-resume = Reloj reanudado
risk2210-history-clock-last_year = Se acabó el tiempo: este año es el último
risk2210-history-end_match = Partida cerrada por el árbitro: { $reason }
risk2210-history-referee_adjust = Corrección del árbitro: { $reason }

## The phases, as the match page names them.
risk2210-phase-claims = Ocupación de los territorios
risk2210-phase-placement = Colocación de los MOD
risk2210-phase-pieces = Comandantes y estación iniciales
risk2210-phase-bidding = Ofertas de energía
risk2210-phase-finished = Partida terminada
risk2210-phase-income = Ingresos
risk2210-phase-commanders = Comandantes y estaciones
risk2210-phase-buy_cards = Compra de cartas
risk2210-phase-play_cards = Cartas de comando
risk2210-phase-invasions = Invasiones
risk2210-phase-fortify = Movimiento

## The command cards' printed names, by card id.
risk2210-card_name-stealth_mods = MOD Ocultos
risk2210-card_name-scout_forces = Fuerzas de Exploración
risk2210-card_name-frequency_jam = Interferencia de Frecuencias
risk2210-card_name-colony_influence = Influencia de las Colonias
risk2210-card_name-reinforcements = Refuerzos
risk2210-card_name-stealth_station = Estación Oculta
risk2210-card_name-assemble_mods = Construcción de MOD
risk2210-card_name-land_death_trap = Trampa Mortal Terrestre
risk2210-card_name-hidden_energy = Energía Oculta
risk2210-card_name-water_death_trap = Trampa Mortal Marina
risk2210-card_name-invade_earth = Invasión de la Tierra
risk2210-card_name-energy_extraction = Extracción de Energía
risk2210-card_name-orbital_mines = Minas Orbitales
risk2210-card_name-evacuation = Evacuación
risk2210-card_name-energy_crisis = Crisis de Energía
risk2210-card_name-redeployment = Redespliegue
risk2210-card_name-decoys_revealed = Señuelos Revelados
risk2210-card_name-territorial_station = Estación Territorial
risk2210-card_name-mod_reduction = Reducción de MOD
risk2210-card_name-cease_fire = Alto el Fuego
risk2210-card_name-scatter_bomb_land = Bomba de Fragmentación Terrestre
risk2210-card_name-scatter_bomb_water = Bomba de Fragmentación Marina
risk2210-card_name-scatter_bomb_moon = Bomba de Fragmentación Lunar
risk2210-card_name-assassin_bomb = Bomba Asesina
risk2210-card_name-rocket_strike_land = Ataque de Misiles Terrestre
risk2210-card_name-rocket_strike_water = Ataque de Misiles Marino
risk2210-card_name-rocket_strike_moon = Ataque de Misiles Lunar
risk2210-card_name-the_mother = La Madre
risk2210-card_name-aqua_brother = Aqua Brother
risk2210-card_name-nicky_boy = Nicky Boy
risk2210-card_name-armageddon = Armagedón

## The command cards' effects, by deck and card id (the same card id may do
## different things in different decks).
risk2210-card_effect-land-stealth_mods = Se agregan 3 MOD del color del defensor al territorio terrestre atacado.
risk2210-card_effect-land-scout_forces = Se saca boca abajo una carta terrestre con 5 MOD encima; van ahí cuando el jugador la ocupa.
risk2210-card_effect-land-frequency_jam = El jugador elegido no puede jugar cartas de comando hasta que termine este turno.
risk2210-card_effect-land-colony_influence = +3 puntos si el comandante terrestre del jugador está en juego.
risk2210-card_effect-land-reinforcements = 1 MOD en cada uno de hasta 3 territorios terrestres controlados.
risk2210-card_effect-land-stealth_station = Se coloca una estación espacial del jugador en el territorio terrestre atacado.
risk2210-card_effect-land-assemble_mods = +3 MOD en un territorio terrestre controlado.
risk2210-card_effect-land-land_death_trap = El atacante saca la mitad (redondeada hacia arriba) de los MOD del territorio de origen.
risk2210-card_effect-naval-stealth_mods = Se agregan 3 MOD del color del defensor al territorio marino atacado.
risk2210-card_effect-naval-hidden_energy = Se saca una carta marina; +4 de energía si el jugador la controla al final del turno.
risk2210-card_effect-naval-frequency_jam = El jugador elegido no puede jugar cartas de comando hasta que termine este turno.
risk2210-card_effect-naval-colony_influence = +3 puntos si el comandante naval del jugador está en juego.
risk2210-card_effect-naval-reinforcements = 1 MOD en cada uno de hasta 3 territorios marinos controlados.
risk2210-card_effect-naval-assemble_mods = +3 MOD en un territorio marino controlado.
risk2210-card_effect-naval-water_death_trap = El atacante saca la mitad (redondeada hacia arriba) de los MOD del territorio de origen.
risk2210-card_effect-space-stealth_mods = Se agregan 3 MOD del color del defensor al territorio lunar atacado.
risk2210-card_effect-space-invade_earth = Se dan vuelta cartas terrestres hasta que una no sea del jugador; ese territorio puede ser invadido desde la Luna.
risk2210-card_effect-space-frequency_jam = El jugador elegido no puede jugar cartas de comando hasta que termine este turno.
risk2210-card_effect-space-colony_influence = +3 puntos si el comandante espacial del jugador está en juego.
risk2210-card_effect-space-reinforcements = 1 MOD en cada uno de hasta 3 territorios lunares controlados.
risk2210-card_effect-space-assemble_mods = +3 MOD en un territorio lunar controlado.
risk2210-card_effect-space-energy_extraction = +7 de energía si el jugador controla los 14 territorios lunares al final del turno.
risk2210-card_effect-space-orbital_mines = El atacante saca la mitad (redondeada hacia arriba) de los MOD del territorio de origen.
risk2210-card_effect-diplomat-colony_influence = +3 puntos si el diplomático del jugador está en juego.
risk2210-card_effect-diplomat-evacuation = Todas las unidades del territorio atacado pasan a otro territorio que controla el jugador.
risk2210-card_effect-diplomat-energy_crisis = Cada rival que tiene energía le da 1 al jugador.
risk2210-card_effect-diplomat-redeployment = Un movimiento de fin de turno más en este turno.
risk2210-card_effect-diplomat-decoys_revealed = El jugador mueve los comandantes suyos que quiera a territorios que controla.
risk2210-card_effect-diplomat-territorial_station = Una estación espacial en un territorio terrestre controlado.
risk2210-card_effect-diplomat-mod_reduction = Cada rival saca 4 de sus MOD; después el jugador saca 2.
risk2210-card_effect-diplomat-cease_fire = La invasión se detiene; el invasor no puede volver a atacar al jugador en este turno.
risk2210-card_effect-nuclear-scatter_bomb_land = Se dan vuelta 3 cartas terrestres; ahí se destruye la mitad (redondeada hacia arriba) de las unidades de los demás.
risk2210-card_effect-nuclear-scatter_bomb_water = Se dan vuelta 2 cartas marinas; ahí se destruye la mitad (redondeada hacia arriba) de las unidades de los demás.
risk2210-card_effect-nuclear-scatter_bomb_moon = Se dan vuelta 2 cartas lunares; ahí se destruye la mitad (redondeada hacia arriba) de las unidades de los demás.
risk2210-card_effect-nuclear-assassin_bomb = Un comandante enemigo elegido muere con 3 o más en un d8.
risk2210-card_effect-nuclear-rocket_strike_land = Un d6: se destruyen esas unidades en un territorio terrestre enemigo elegido.
risk2210-card_effect-nuclear-rocket_strike_water = Un d6: se destruyen esas unidades en un territorio marino enemigo elegido.
risk2210-card_effect-nuclear-rocket_strike_moon = Un d6: se destruyen esas unidades en un territorio lunar enemigo elegido.
risk2210-card_effect-nuclear-the_mother = Un d6 elige un continente; cada territorio suyo con unidades pierde 1.
risk2210-card_effect-nuclear-aqua_brother = Un d6 elige una colonia marina (con 6 se vuelve a tirar); cada territorio suyo con unidades pierde 1.
risk2210-card_effect-nuclear-nicky_boy = Un d6 elige una colonia lunar; cada territorio suyo con unidades pierde 1.
risk2210-card_effect-nuclear-armageddon = No está en el texto de referencia: el árbitro registra lo que aplicó la mesa (referee_adjust).
