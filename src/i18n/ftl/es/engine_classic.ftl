# The classic Risiko engine's sentences: refusals (classic-refusal-<code>), history lines
# (classic-history-…), phase words (classic-phase-…) and the counted nouns they use.
# RisiKo! torneo reuses the ones whose words are the same in every language.

classic-count-armies =
    { $n ->
        [one] 1 ejército
       *[other] { $n } ejércitos
    }
classic-count-cards =
    { $n ->
        [one] 1 carta
       *[other] { $n } cartas
    }
classic-count-dice =
    { $n ->
        [one] 1 dado
       *[other] { $n } dados
    }
classic-count-territories =
    { $n ->
        [one] 1 territorio
       *[other] { $n } territorios
    }
classic-card-jolly = comodín
classic-unknown-player = un jugador desconocido
classic-the-neutral = el neutral

classic-refusal-player_count = El Risiko clásico se juega de 2 a 5 (6 solo si el torneo fija los ejércitos iniciales), no de a { $count }
classic-refusal-seat_order = El jugador n.º { $position } dice el puesto { $seat }: los puestos se listan en orden de turno, desde 0
classic-refusal-setup_missing = De a dos hacen falta los tres mazos de 14 territorios (o la semilla con la que la app los reparte)
classic-refusal-setup_form = Esta forma de preparación no sirve para esta cantidad de jugadores
classic-refusal-setup_incomplete = Preparación incompleta: falta { $territory }
classic-refusal-setup_duplicate = { $territory } aparece dos veces en la preparación
classic-refusal-neutral_not_allowed = { $territory } es neutral, pero los neutrales existen solo en la partida de a dos
classic-refusal-setup_territory_count = { $who } tiene { $territories }: hacen falta { $expected }
classic-refusal-setup_armies = { $who } tiene { $armies } en el tablero: hacen falta { $expected }
classic-refusal-setup_empty_territory = { $territory } no tiene ejércitos: cada territorio tiene al menos 1
classic-refusal-pick_first = Elige primero el que juega primero, o sea el primero en orden de turno, no { $who }
classic-refusal-match_finished = La partida terminó
classic-refusal-unknown_seat = En la mesa no está el puesto { $seat }
classic-refusal-seat_eliminated = { $who } ya quedó fuera de la partida
classic-refusal-not_your_turn = No es el turno de { $who }: es el turno de { $current }
classic-refusal-not_now = Ahora no se puede registrar { $action } (fase: { $phase })
classic-refusal-territory_taken = { $territory } ya es de { $who }
classic-refusal-placement_one_army = En la preparación se coloca 1 ejército por vez, no { $got }
classic-refusal-placement_two_plus_one = Cada turno de colocación son 2 ejércitos propios y 1 neutral, no { $own } y { $neutral }
classic-refusal-no_armies_left = { $who } ya colocó todos sus ejércitos
classic-refusal-not_your_territory = { $territory } no es de { $who }
classic-refusal-not_neutral = { $territory } no es neutral: el ejército neutral va en un territorio neutral
classic-refusal-zero_tanks = El número de ejércitos tiene que ser al menos 1
classic-refusal-over_entitlement = Quedan { $armies } por colocar, no { $got }
classic-refusal-bonus_only_there = Los { $armies } de la carta van solo en { $territory }
classic-refusal-reinforcements_unplaced = Primero hay que colocar los ejércitos que quedan: { $armies }
classic-refusal-forced_trade_pending = Con { $cards } en la mano al empezar el turno, primero hay que canjear al menos un trío
classic-refusal-elimination_trade_pending = Después de la eliminación la mano tiene { $cards }: hay que canjear tríos hasta quedarse con 4 o menos
classic-refusal-reinforcement_over = Los refuerzos van antes del primer ataque y del movimiento
classic-refusal-trade_three_cards = Un trío es de 3 cartas, no { $got }
classic-refusal-not_enough_cards = En la mano hay solo { $cards }: hacen falta 3
classic-refusal-card_twice = La carta { $card } aparece dos veces (los comodines son solo 2)
classic-refusal-card_in_deck = La carta { $card } se canjeó y sigue en el mazo: no puede estar en una mano
classic-refusal-not_a_set = Estas 3 cartas no son un trío: hacen falta 3 símbolos iguales, 3 distintos, o 2 cartas y un comodín
classic-refusal-symbol_needed = ¿Qué símbolo muestra la carta { $territory }? Ingresalo (fante, cannone o cavallo)
classic-refusal-symbol_unknown = «{ $symbol }» no es un símbolo: fante, cannone o cavallo
classic-refusal-symbol_contradicts = La carta { $territory } muestra { $known }, no { $symbol }
classic-refusal-symbol_not_traded = Se indicó un símbolo para { $territory }, que no está entre las cartas canjeadas
classic-refusal-bonus_not_on_card = { $territory } no está en ninguna de las cartas canjeadas
classic-refusal-bonus_not_owned = { $territory } no te pertenece: los 2 ejércitos de más van en un territorio propio
classic-refusal-bonus_used = Los 2 ejércitos por un territorio propio se toman una sola vez por turno
classic-refusal-trade_stop = Con { $cards } en la mano después de la eliminación, no se canjean más tríos hasta el próximo turno
classic-refusal-attack_not_adjacent = { $from } no limita con { $to }
classic-refusal-attack_own_territory = { $territory } te pertenece: no podés atacar un territorio tuyo
classic-refusal-attacker_needs_two_armies = Desde { $from } no se ataca: hacen falta al menos 2 ejércitos
classic-refusal-attacker_dice = El atacante tira 1, 2 o 3 dados, no { $dice }
classic-refusal-defender_dice = El defensor tira 1 o 2 dados, no { $dice }
classic-refusal-too_many_attacker_dice = { $from } tiene { $armies }: puede atacar con { $most } como máximo (no { $dice })
classic-refusal-too_many_defender_dice = { $to } tiene { $armies }: se defiende con { $most } como máximo (no { $dice })
classic-refusal-bad_die_face = Un dado muestra de 1 a 6, no { $face }
classic-refusal-losses_inconsistent = Con { $attacker } contra { $defender } las pérdidas suman { $total }: no { $lost_attacker } y { $lost_defender }
classic-refusal-throw_form = Una tirada se registra con los dados que salieron (atacante y defensor) o con dados y pérdidas, no con ambos ni con ninguno
classic-refusal-dice_entry_form = Este torneo registra las tiradas solo en la forma «{ $allowed }»
classic-refusal-attack_after_move = Después del movimiento no se ataca más en este turno
classic-refusal-occupy_first = Primero hay que ocupar { $territory }
classic-refusal-nothing_to_occupy = No hay ningún territorio conquistado para ocupar
classic-refusal-occupation_too_small = A { $territory } van al menos { $armies } (los dados de la última tirada), no { $got }
classic-refusal-occupation_leaves_none = De { $from } se pueden mover { $armies } como máximo, no { $got }: 1 ejército se queda
classic-refusal-move_done = El movimiento de este turno ya se hizo
classic-refusal-move_not_adjacent = El movimiento va entre territorios limítrofes: { $from } no limita con { $to }
classic-refusal-move_leaves_none = De { $from } se pueden mover { $armies } como máximo, no { $got }
classic-refusal-clock_started = El reloj ya arrancó
classic-refusal-clock_not_started = El reloj no arrancó
classic-refusal-clock_start_early = El reloj arranca con el primer refuerzo de la primera ronda, terminada la colocación inicial
classic-refusal-clock_not_running = El reloj no está corriendo
classic-refusal-clock_not_paused = El reloj no está en pausa
classic-refusal-clock_backwards = Este evento del reloj es anterior al último
classic-refusal-last_round_announced = La última ronda ya se anunció
classic-refusal-last_round_early = La última ronda se anuncia al cumplirse los { $minutes } minutos
classic-refusal-last_round_not_timed = La última ronda por tiempo vale solo con la regla de fin «tiempo»
classic-refusal-end_match_reason = Para cerrar la partida antes de tiempo hace falta un motivo

classic-phase-claim = elección de territorios
classic-phase-setup_placement = colocación inicial
classic-phase-reinforce = refuerzos
classic-phase-attack = ataques y movimiento
classic-phase-occupy = ocupación
classic-phase-elimination_trade = canjes después de una eliminación
classic-phase-finished = partida terminada

classic-history-claim = { $who } toma { $territory }
classic-history-place = { $who } coloca { $armies } ({ $list })
classic-history-place-neutral = { $who } coloca { $armies } ({ $list }) y 1 neutral ({ $neutral })
classic-history-trade = { $who } canjea un trío ({ $cards })
classic-history-trade-bonus = { $who } canjea un trío ({ $cards }), +2 en { $territory }
classic-history-dice-against = { $dice } contra { $defender }
classic-history-attack = { $who } ataca { $to } desde { $from } ({ $throw }): atacante −{ $attacker }, defensor −{ $defender }
classic-history-occupy = { $who } ocupa con { $armies }
classic-history-move = { $who } mueve { $armies } de { $from } a { $to }
classic-history-end_turn = { $who } pasa el turno
classic-history-clock-start = Reloj en marcha
classic-history-clock-pause = Reloj en pausa
classic-history-clock-resume = El reloj sigue
classic-history-clock-last_round = Se acabó el tiempo: última ronda
classic-history-end_match = Partida cerrada por el árbitro: { $reason }
