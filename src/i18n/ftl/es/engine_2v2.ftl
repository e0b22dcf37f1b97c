### The 2 vs 2 engine's sentences: refusals (r2v2-CODE), history lines (r2v2-history-…),
### phases and the referee's notes. $who and $other are players' names;
### $territory, $from, $to territories and $continent continents, named in the language;
### $g (and $to_g) the Italian gender and number of a territory's name: the Spanish
### sentences are built so that no word agrees with it ("Brasil ya te pertenece"), and a
### one-variant selector marks where one would.

r2v2-unknown_ruleset = Reglamento desconocido: «{ $ruleset }»
r2v2-player_count = La mesa necesita 4 puestos, no { $count }
r2v2-seat_order = { $who } de la lista tiene "seat": { $seat }: los jugadores se listan en orden de turno, con "seat" 0, 1, 2, 3
r2v2-teams_not_alternating = Tiene que haber dos equipos, con los compañeros sentados enfrente: el 1.º y el 3.º jugador son un equipo, el 2.º y el 4.º el otro
r2v2-virtual_seat = { $who } no puede ser virtual: como mucho un compañero virtual, junto a uno real
r2v2-invalid_setting = Configuración no válida: { $name }
r2v2-draft_incomplete = Draft incompleto: { $territory } no tiene dueño
r2v2-draft_seat_count = { $who } tiene { $count } territorios: hacen falta 10
r2v2-draft_neutral_count = Hay { $count } territorios neutrales: tienen que ser 2
r2v2-packet_sizes = Los mazos del draft tienen { $sizes } cartas: hacen falta dos mazos de 10 y dos de 11
r2v2-packet_duplicate = { $territory } { $g ->
   *[other] aparece
    } dos veces en los mazos del draft
r2v2-packet_seed_mismatch = Los mazos no son los que reparte la semilla { $seed }
r2v2-unknown_seat = El archivo tiene "seat": { $seat }, pero en la mesa se sientan 4 jugadores ("seat" de 0 a 3)
r2v2-objective_continent = { $continent } no es un continente objetivo
r2v2-objective_no_strip = El objetivo necesita al menos una franja
r2v2-objective_strip_empty = La franja n.º { $strip } del objetivo está vacía
r2v2-objective_strip_start = La franja tiene que empezar en un limítrofe de { $continent }: { $territory } no { $g ->
   *[other] limita
    } con { $continent }
r2v2-objective_strip_gap = Franja cortada: { $from } no { $g ->
   *[other] limita
    } con { $to }
r2v2-objective_strip_inside = { $territory } { $g ->
   *[other] está
    } dentro del continente objetivo: la franja va afuera
r2v2-objective_taken = { $who } tiene el mismo objetivo que { $other }
r2v2-match_finished = La partida terminó
r2v2-seat_eliminated = { $who } ya quedó fuera de la partida
r2v2-not_your_turn = No es el turno de { $who }: le toca a { $other }
r2v2-not_now = Ahora no se puede registrar { $action } (fase: { $phase })
r2v2-already_picked = { $who } ya eligió en esta vuelta del draft
r2v2-not_in_packet = { $territory } no { $g ->
   *[other] está
    } en el mazo que tiene delante { $who }
r2v2-placement_quota = En este turno de colocación van exactamente { $expected ->
        [one] 1 ejército
       *[other] { $expected } ejércitos
    }, no { $got }
r2v2-not_your_territory = { $territory } no { $g ->
   *[other] es
    } de { $who }
r2v2-zero_tanks = El número de ejércitos tiene que ser al menos 1
r2v2-over_allowance = Quedan por colocar como mucho { $allowed ->
        [one] 1 ejército
       *[other] { $allowed } ejércitos
    }: no { $got }
r2v2-cap_exceeded = Límite de { $cap } ejércitos: hay { $on_board } en el tablero, se pueden colocar { $can_place } más
r2v2-declare_first = Primero hay que declarar el refuerzo (también 0)
r2v2-already_declared = El refuerzo ya se declaró en este turno
r2v2-trade_after_declare = Los tríos se canjean antes de la declaración
r2v2-no_trades_yet = En la ronda { $round } no se canjean cartas: recién desde la 3.ª ronda
r2v2-zero_sets = Un canje es de al menos un trío
r2v2-not_enough_cards = Hacen falta { $need ->
    [one] 1 carta
   *[other] { $need } cartas
    }, el jugador tiene { $have }
r2v2-reinforcement_over = La fase de refuerzo terminó con el primer ataque o el movimiento
r2v2-not_adjacent = { $from } no { $g ->
   *[other] limita
    } con { $to }
r2v2-own_territory = { $territory } ya te { $g ->
   *[other] pertenece
    }
r2v2-attack_tanks = Se ataca con 1, 2 o 3 ejércitos, no { $tanks }
r2v2-too_few_to_attack = { $from } { $g ->
   *[other] tiene
    } { $tanks ->
        [one] 1 ejército
       *[other] { $tanks } ejércitos
    }: { $max ->
    [0] no puede atacar
   *[other] puede atacar con { $max } como máximo
    }
r2v2-teammate_defended = { $territory } { $g ->
   *[other] es
    } de tu compañero y tiene { $tanks ->
        [one] 1 ejército
       *[other] { $tanks } ejércitos
    }: solo se puede atacar con 1 ejército
r2v2-teammate_truce = Tregua entre compañeros: { $who } tiene { $continent } y no renunció al bonus, { $territory } no se puede atacar
r2v2-cannot_hold = { $from } { $g ->
   *[other] tiene
    } { $tanks ->
        [one] 1 ejército
       *[other] { $tanks } ejércitos
    }: para conquistar { $to } y quedarse con 3 ejércitos { $to_g ->
   *[other] adentro
    } hacen falta al menos { $needed }
r2v2-garrison_lock = { $territory } se le { $g ->
   *[other] conquistó
    } al compañero en este turno y tiene que conservar 3 ejércitos: tiene { $tanks }, se pueden usar { $max } como máximo
r2v2-occupy_first = Primero hay que ocupar { $territory }
r2v2-nothing_to_occupy = No hay ningún territorio recién conquistado para ocupar
r2v2-occupy_range = A { $territory } hay que mover de { $min } a { $max } ejércitos, no { $got }
r2v2-move_done = El movimiento de este turno ya se hizo
r2v2-move_too_many = { $from } { $g ->
   *[other] tiene
    } { $tanks ->
        [one] 1 ejército
       *[other] { $tanks } ejércitos
    }: se pueden mover { $max } como máximo
r2v2-already_renounced = { $who } ya renunció a los bonus de continente
r2v2-no_violation = { $found ->
        [one] 1 ejército
       *[other] { $found } ejércitos
    } no superan el límite de { $cap }
r2v2-cap_removal_total = Hay que sacar el doble del exceso, { $expected ->
        [one] 1 ejército
       *[other] { $expected } ejércitos
    }: no { $got }
r2v2-cap_removal_too_many = { $territory } { $g ->
   *[other] tiene
    } { $tanks ->
        [one] 1 ejército
       *[other] { $tanks } ejércitos
    }: no se le pueden sacar { $got }
r2v2-cap_removal_reinforced = Al menos { $needed } de los ejércitos sacados tienen que venir de territorios reforzados en este turno, no { $got }
r2v2-clock_started = El reloj ya arrancó
r2v2-clock_not_started = El reloj todavía no arrancó
r2v2-clock_not_running = El reloj está en pausa
r2v2-clock_not_paused = El reloj no está en pausa
r2v2-clock_backwards = La hora del evento es anterior a la última registrada
r2v2-already_announced = La antepenúltima ronda ya se anunció
r2v2-clock_start_early = El reloj arranca con el primer ejército de refuerzo, terminada la colocación inicial
r2v2-announce_early = La antepenúltima ronda se anuncia después de { $minutes ->
    [one] 1 minuto
   *[other] { $minutes } minutos
    } de reloj en marcha (sin las pausas): { $elapsed ->
    [one] pasó
   *[other] pasaron
    } { $elapsed }
r2v2-unknown_team = En la mesa no está el equipo «{ $team }»
r2v2-choice_first = { $who } primero tiene que elegir: jugar una chance o pasar
r2v2-no_chances = Al equipo { $team } no le quedan chances

## Phases.
r2v2-phase-draft = draft
r2v2-phase-initial_placement = colocación inicial
r2v2-phase-reinforce = refuerzo
r2v2-phase-attack = ataques y movimiento
r2v2-phase-occupy = ocupación
r2v2-phase-supplementary = turnos suplementarios
r2v2-phase-finished = partida terminada

## History lines. $who is the acting player (a seat without a name is r2v2-history-seat).
r2v2-history-seat = Puesto { $n }
r2v2-history-draft_pick = { $who } se queda con { $territory } en el draft
r2v2-history-place = { $who } coloca { $list }
r2v2-history-on = { $n } en { $territory }
r2v2-history-declare = { $who } declara { $n ->
        [one] 1 ejército
       *[other] { $n } ejércitos
    }
r2v2-history-trade = { $who } canjea { $n ->
    [one] 1 trío
   *[other] { $n } tríos
    } de cartas
r2v2-history-attack = { $who } ataca { $to } desde { $from } con { $n }
r2v2-history-occupy = { $who } ocupa con { $n ->
        [one] 1 ejército
       *[other] { $n } ejércitos
    }
r2v2-history-move = { $who } mueve { $n ->
        [one] 1 ejército
       *[other] { $n } ejércitos
    } de { $from } a { $to }
r2v2-history-renounce_bonus = { $who } renuncia a los bonus de continente
r2v2-history-end_turn = { $who } termina el turno
r2v2-history-play_chance = { $who } juega una chance
r2v2-history-pass = { $who } pasa
r2v2-history-cap_violation = { $who } pasó el límite ({ $found } ejércitos contados): se sacan { $list }
r2v2-history-from = { $n } de { $territory }
r2v2-history-clock_start = Arranca el reloj
r2v2-history-clock_pause = Reloj en pausa
r2v2-history-clock_resume = El reloj sigue
r2v2-history-clock_announce = Se anuncia la antepenúltima ronda
r2v2-history-end_match = El árbitro cierra la partida: { $reason }
r2v2-history-forfeit = El árbitro cierra la partida, el equipo { $team } pierde por abandono: { $reason }

## The referee's notes on the trade and declaration forms.
r2v2-note-ramp = Rampa desde la ronda { $round }: en esta ronda cada trío vale { $n ->
        [one] 1 ejército
       *[other] { $n } ejércitos
    }
r2v2-note-hand = Con { $hand ->
    [one] 1 carta
   *[other] { $hand } cartas
    } en la mano un trío vale { $n ->
        [one] 1 ejército
       *[other] { $n } ejércitos
    } (8 hasta 3 cartas, 10 con 4, 12 con 5 o más)
r2v2-note-sets = ; tríos uno tras otro: { $list }
r2v2-note-over_declaration = Te corresponden { $n ->
        [one] 1 ejército
       *[other] { $n } ejércitos
    }: si declarás más, colocás lo que te corresponde menos el exceso (declarando { $over } se colocan { $left }); si declarás menos, colocás lo declarado
