# The RisiKo! torneo engine's sentences: refusals (torneo-refusal-<code>), history lines
# (torneo-history-…) and phase words (torneo-phase-…). Where the words are classic's in
# every language, the engine says classic's message instead (engine_classic.ftl).

torneo-refusal-player_count = Una mesa del torneo tiene de 3 a 5 jugadores, no { $count }
torneo-refusal-seat_order = Los jugadores se listan en orden de turno: en la posición { $position } está el puesto { $seat }
torneo-refusal-objective_points = El objetivo «{ $objective }» vale { $points } puntos: cada objetivo del torneo vale 86
torneo-refusal-objective_duplicate_territory = El objetivo «{ $objective }» lista { $territory } dos veces
torneo-refusal-unknown_objective = Ningún objetivo se llama «{ $objective }»
torneo-refusal-objective_taken = El objetivo «{ $objective }» ya es de { $who }
torneo-refusal-objectives_twice = Los objetivos se ingresan o se reparten con una semilla, no las dos cosas
torneo-refusal-distribution_incomplete = { $territory } no se le repartió a nadie
torneo-refusal-distribution_count = { $who } recibió { $count } territorios, le corresponden { $expected }
torneo-refusal-continent_share_exceeded = { $who } tiene { $count } territorios en { $continent }: como mucho la mitad del continente ({ $limit })
torneo-refusal-unknown_seat = En la mesa no está el puesto { $seat }
torneo-refusal-seat_eliminated = { $who } ya quedó fuera de la partida
torneo-refusal-not_your_turn = Le toca a { $who }
torneo-refusal-not_now = Ahora no se puede registrar { $action } (fase: { $phase })
torneo-refusal-sdadata_missing = Primero { $who } tira la sdadata
torneo-refusal-sdadata_not_expected = Ahora no se tira la sdadata
torneo-refusal-occupy_first = Primero ocupá { $territory }
torneo-refusal-placement_three = En esta vuelta de colocación se ponen { $armies }, no { $got }
torneo-refusal-zero_tanks = Indicá al menos un ejército por territorio
torneo-refusal-not_your_territory = { $territory } no es de { $who }
torneo-refusal-over_entitlement = Quedan por colocar { $armies }, no { $got }
torneo-refusal-over_tank_cap =
    Con { $on_board ->
        [one] 1 ejército
       *[other] { $on_board } ejércitos
    } en el tablero y el tope de { $cap }, se pueden colocar { $room } más
torneo-refusal-bonus_only_there = Los { $armies } de las cartas van en { $territory }
torneo-refusal-reinforcements_after_attack = Los refuerzos y los tríos van antes del primer ataque
torneo-refusal-reinforcements_unplaced = Primero colocá los refuerzos: quedan { $left }
torneo-refusal-move_not_at_end = El movimiento cierra el turno: después solo queda terminar el turno
torneo-refusal-trade_three_cards = Un trío es de tres cartas, no { $got }
torneo-refusal-not_enough_cards = En la mano hay solo { $cards }
torneo-refusal-card_twice = La carta { $card } está indicada dos veces
torneo-refusal-card_already_discarded = La carta { $card } ya se canjeó y está en el descarte
torneo-refusal-invalid_set = No es un trío válido: tres iguales, tres distintas, o un comodín con dos iguales
torneo-refusal-too_many_sets = En un turno se canjean como mucho { $limit } tríos
torneo-refusal-attack_own_territory = { $territory } ya te pertenece
torneo-refusal-not_adjacent = { $from } y { $to } no limitan
torneo-refusal-attacker_needs_two_armies = Para atacar desde { $from } hacen falta al menos 2 ejércitos
torneo-refusal-throw_form = Una tirada se da con los dados de los dos, o con los dados del atacante y las pérdidas
torneo-refusal-bad_die_face = Un dado va de 1 a 6, no { $face }
torneo-refusal-defender_dice_not_max = Con { $armies } en { $to } la defensa tira { $dice }, no { $got }
torneo-refusal-attacker_dice_too_many = Desde { $from } con { $armies } se tiran de 1 a { $most } dados, no { $dice }
torneo-refusal-attacker_dice_below_defender = El ataque tira al menos tantos dados como la defensa ({ $defender }), no { $dice }
torneo-refusal-losses_inconsistent = Las pérdidas ({ $attacker } + { $defender }) tienen que sumar los dados de la defensa ({ $defender_dice })
torneo-refusal-elimination_too_early = { $territory } es el último territorio de su jugador: nadie puede ser eliminado antes de la ronda { $from_round }
torneo-refusal-nothing_to_occupy = No hay ningún territorio para ocupar
torneo-refusal-occupation_too_small = Entran al menos { $armies } (los dados de la última tirada), no { $got }
torneo-refusal-occupation_leaves_none = Pueden entrar como mucho { $armies }, no { $got }
torneo-refusal-garrison_below_two = { $territory } limita con un enemigo y tiene que conservar al menos { $armies }, quedarían { $left }
torneo-refusal-move_already_done = El movimiento de este turno ya se hizo
torneo-refusal-move_leaves_none = De { $from } se mueven como mucho { $armies }, no { $got }
torneo-refusal-risiko_not_complete = No es RisiKo!: para «{ $objective }» falta { $territory }
torneo-refusal-objective_mismatch = El objetivo de { $who } no es «{ $objective }»
torneo-refusal-objective_known = El objetivo de { $who } ya se conoce
torneo-refusal-objective_secret = El objetivo de { $who } es secreto: la app no lo conoce, no hay nada que mostrar
torneo-refusal-clock_at_missing = Falta la hora del evento
torneo-refusal-clock_backwards = La hora es anterior al último evento del reloj
torneo-refusal-clock_started = El reloj ya arrancó
torneo-refusal-clock_not_started = El reloj todavía no arrancó
torneo-refusal-clock_not_running = El reloj ya está parado
torneo-refusal-clock_not_paused = El reloj no está en pausa
torneo-refusal-recovery_form = La recuperación indica los minutos (al menos 1), el árbitro que los da y el motivo
torneo-refusal-time_up_early = Todavía no se cumplió el tiempo ({ $minutes } minutos)
torneo-refusal-time_up_called = El tiempo ya se cantó
torneo-refusal-cap_count_wrong =
    { $who } tiene { $counted ->
        [one] 1 ejército
       *[other] { $counted } ejércitos
    } en el tablero, no { $found }
torneo-refusal-cap_not_exceeded =
    { $found ->
        [one] 1 ejército
       *[other] { $found } ejércitos
    } no superan el tope de { $cap }
torneo-refusal-cap_removal_wrong = Hay que sacar { $armies }, no { $got }
torneo-refusal-cap_removal_empties = { $territory } quedaría sin ejércitos
torneo-refusal-cap_removed_by_wrong = El ejército { $army } lo saca { $who }: por turno, desde la izquierda del que se pasó
torneo-refusal-penalty_form = Una penalidad es en puntos de torneo o en puntos de mesa (no 0), con el motivo
torneo-refusal-end_match_reason = Indicá por qué termina la partida

torneo-phase-attack = ataques y movimiento
torneo-phase-sdadata = tirada de sdadata

torneo-history-attack = { $who } ataca { $to } desde { $from } ({ $throw }): pierde { $attacker }, la defensa { $defender }
torneo-history-occupy = { $who } entra con { $armies }
torneo-history-end_turn = { $who } pasa
torneo-history-sdadata = { $who } tira la sdadata: { $first } + { $second } = { $total }
torneo-history-declare_risiko = { $who } declara ¡RisiKo! ({ $objective })
torneo-history-reveal_objective = Objetivo de { $who }: { $objective }
torneo-history-show_objective = El árbitro mira el objetivo de { $who }
torneo-history-clock-start = Arranca el reloj
torneo-history-clock-pause = Reloj en pausa
torneo-history-clock-resume = El reloj vuelve a andar
torneo-history-clock-time_up = Se acabó el tiempo: esta es la penúltima ronda
torneo-history-clock-recovery =
    { $by } da { $minutes ->
        [one] 1 minuto
       *[other] { $minutes } minutos
    } de recuperación
torneo-history-cap_violation =
    { $who } pasó el tope con { $found ->
        [one] 1 ejército
       *[other] { $found } ejércitos
    }: se sacan { $list }
torneo-history-penalty-tournament = Penalidad a { $who }: { $points } puntos de torneo ({ $reason })
torneo-history-penalty-table = Penalidad a { $who }: { $points } puntos de mesa ({ $reason })
torneo-history-penalty = Penalidad a { $who }: { $points } puntos ({ $reason })
torneo-history-end_match = El árbitro cierra la partida: { $reason }
torneo-history-end_match-seat = El árbitro cierra la partida: { $reason } — { $who }

## The objective cards' names: players call them by their Italian nicknames in every language.
torneo-objective-letto = Letto
torneo-objective-elefante = Elefante
torneo-objective-ciclista = Ciclista
torneo-objective-giraffa = Giraffa
torneo-objective-granchio = Granchio
torneo-objective-formula1 = Formula1
torneo-objective-befana = Befana
torneo-objective-elvis = Elvis
torneo-objective-dromedario = Dromedario
torneo-objective-piovra = Piovra
torneo-objective-lupo = Lupo
torneo-objective-tappeto = Tappeto
torneo-objective-guerra_fredda = Guerra fredda
torneo-objective-motorino = Motorino
torneo-objective-aragosta = Aragosta
torneo-objective-locomotiva = Locomotiva
