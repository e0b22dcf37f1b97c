# The T.E.G. engine's sentences: refusals, history lines, what a pact forbids and the
# names of the game's things. Players, countries and continents come as arguments, already
# named in the language; the situation cards' names are the board's (`teg-card-*`).
# Argentine usage ("vos", "países", "ejércitos", "tarjetas"); counts agree in number.

## Names

teg-word-player = Jugador { $n }
teg-word-colour = { $colour ->
    [blanco] blanco
    [negro] negro
    [rojo] rojo
    [azul] azul
    [amarillo] amarillo
    [verde] verde
   *[other] { $colour }
    }
teg-word-pact = { $kind ->
    [countries] Pacto entre países
    [continent] Pacto de continente
    [frontier] Pacto de frontera
    [world] Pacto mundial
    [aggression] Pacto de agresión
   *[condominium] Pacto de condominio
    }
teg-history-clock-start = Reloj en marcha
teg-history-clock-pause = Reloj en pausa
teg-history-clock-resume = Reloj reanudado
teg-history-clock-time_up = Se acabó el tiempo: esta ronda es la última
teg-word-phase-placement = colocación inicial
teg-word-phase-situation = tarjeta de situación
teg-word-phase-crisis_rolls = dados de la crisis
teg-word-phase-extra_reinforcements = refuerzos extra
teg-word-phase-incorporation = incorporación
teg-word-phase-attack = ataques
teg-word-phase-occupy = ocupación
teg-word-phase-regroup = reagrupamiento
teg-word-phase-cards = tarjetas
teg-word-phase-finished = partida terminada
# Why a zone, an aggression pact or a zone penalty is invalid.
teg-word-reason = { $reason ->
    [same_party] las dos partes son el mismo jugador
    [three_trades_each] cada una de las dos partes tiene que haber hecho 3 canjes
    [one_zone_each] cada jugador tiene una sola zona internacional a la vez
    [zone_held_by_a_party] el país de la zona tiene que ser de una de las partes
    [zone_has_one_army] el país de la zona tiene que tener un solo ejército
    [zone_borders_both] el país de la zona tiene que limitar con un país de cada parte
    [target_of_a_party] el país atacado tiene que ser de un tercer color
    [target_not_held_alone] el país atacado tiene que ser de un solo color
    [one_aggressor_country_each] hace falta un país agresor para cada uno de los dos aliados
    [one_at_a_time] ya hay un pacto de agresión por cumplir
    [not_pending] el pacto no es un pacto de agresión todavía por cumplir
    [move_in_by_the_allies_only] entran solo los dos aliados
    [no_such_breach] no hay ninguna violación de esta zona para sancionar
    [card_to_take] quien violó la zona tiene tarjetas: indicá la que se le saca al azar
   *[other] datos no válidos
    }

## Refusals

teg-refusal-match_finished = La partida terminó: no se registra nada más
teg-refusal-unknown_seat = No hay un puesto { $seat } en esta mesa
teg-refusal-seat_eliminated = { $seat } ya quedó fuera de la partida
teg-refusal-wrong_ruleset = Este registro es del reglamento «{ $ruleset }», no de T.E.G.
teg-refusal-wrong_map = T.E.G. La Revancha se juega en el mapa teg-revancha, no en «{ $map }»
teg-refusal-seat_count = T.E.G. se juega de 2 a 6 jugadores, no { $seats }
teg-refusal-seat_order = Los jugadores se listan en orden de puesto, desde 0: el puesto { $seat } está fuera de orden
teg-refusal-bad_colour = El color «{ $colour }» no es uno de los seis de la caja o está usado dos veces (blanco, negro, rojo, azul, amarillo, verde)
teg-refusal-deal_incomplete = El reparto no dice quién recibió { $country }: hacen falta los 72 países
teg-refusal-deal_share = { $seat } recibió { $countries ->
    [one] { $countries } país
   *[other] { $countries } países
    }, pero le tocan { $share } (con 5 jugadores dos reciben uno más)
teg-refusal-border_not_disputed = El límite { $from }–{ $to } no es uno de los discutidos del mapa: no se puede sacar ni agregar
teg-refusal-objective_seat = Los objetivos nombran un puesto que no existe: «{ $seat }»
teg-refusal-objective_count = { $seat } tiene { $count } objetivos secretos, hacen falta { $expected }
teg-refusal-objective_unavailable = El objetivo «{ $objective }» no se puede repartir: desconocido, ya repartido, sacado con 2–3 jugadores o el 20.º sin escribir
teg-refusal-not_now = Ahora no se puede registrar { $action }
teg-refusal-not_your_turn = No es el turno de { $seat }: le toca a { $turn }
teg-refusal-rest_colour_missing = La tarjeta «Descanso» nombra un color, y solo ella
teg-refusal-situation_used_up = Todas las copias de la tarjeta «{ $card }» ya salieron desde que se volvió a mezclar
teg-refusal-rolls_incomplete = Falta el dado de crisis de { $seat }: un dado por cada jugador en juego
teg-refusal-bad_die_value = Un dado va de 1 a 6, no { $value }
teg-refusal-stage_over = El momento para { $action } en este turno ya pasó: no se vuelve atrás
teg-refusal-trade_required = { $seat } tiene 5 tarjetas: tiene que hacer un canje antes de seguir
teg-refusal-unplaced_armies = A { $seat } todavía { $armies ->
    [one] le queda { $armies } ejército
   *[other] le quedan { $armies } ejércitos
    } por colocar
teg-refusal-occupy_pending = Primero se ocupa el país recién conquistado
teg-refusal-clock_event = Reloj: evento no válido ahora ({ $fault ->
    [started] el reloj ya arrancó
    [not_started] el reloj no arrancó
    [not_running] el reloj ya está parado
   *[other] el reloj no está en pausa
    })
teg-refusal-zero_amount = Cantidad cero en { $country }: indicá solo los países que reciben algo
teg-refusal-not_your_country = { $country } no es solo de { $seat }
teg-refusal-blockaded = { $country } está bajo bloqueo: no puede recibir ejércitos ni misiles
teg-refusal-wrong_quota = { $seat } tiene que colocar exactamente { $due ->
    [one] { $due } ejército
   *[other] { $due } ejércitos
    } (un misil vale 6), no { $placed }
teg-refusal-over_allowance = { $seat } coloca { $placed ->
    [one] { $placed } ejército
   *[other] { $placed } ejércitos
    } pero tiene { $due } (los de un continente van dentro del continente)
teg-refusal-too_few_armies = { $country } tiene { $armies ->
    [one] { $armies } ejército
   *[other] { $armies } ejércitos
    }, hacen falta al menos { $needed }
teg-refusal-situation_forbids = La tarjeta «{ $card }» de esta ronda se lo prohíbe a { $seat }
teg-refusal-own_target = { $country } ya es del atacante
teg-refusal-pact_forbids = El pacto { $pact } entre { $seat } y { $other } cubre este ataque
teg-refusal-not_adjacent = { $from } y { $to } no limitan
teg-refusal-throw_form = Una tirada se registra con los dados (dice) o con las pérdidas (losses), no con ambos ni sin ninguno
teg-refusal-wrong_dice_count = Dados del { $side ->
    [attacker] atacante
   *[other] defensor
    }: { $dice }, se permiten de { $min } a { $max }
teg-refusal-losses_inconsistent = Pérdidas { $attacker } y { $defender }: tienen que sumar { $pairs } y no superar los ejércitos en juego
teg-refusal-occupy_out_of_range = Entran de 1 a { $max } ejércitos, no { $armies }
teg-refusal-missile_out_of_range = { $to } está a más de tres fronteras de { $from }
teg-refusal-no_missile = { $country } no tiene misiles
teg-refusal-missile_target_too_weak = { $country } tiene { $armies ->
    [one] { $armies } ejército
   *[other] { $armies } ejércitos
    } y el misil le sacaría { $damage }: tiene que quedar al menos uno
teg-refusal-missile_outgunned = { $from } tiene { $mine ->
    [one] { $mine } misil
   *[other] { $mine } misiles
    } y { $to } { $theirs }: hace falta tener más que el blanco
teg-refusal-missile_overflies_pact = De { $from } a { $to } el misil sobrevolaría el pacto { $pact }
teg-refusal-regroup_too_many = De { $country } se pueden mover { $free_armies ->
    [one] { $free_armies } ejército
   *[other] { $free_armies } ejércitos
    } y { $free_missiles ->
    [one] { $free_missiles } misil
   *[other] { $free_missiles } misiles
    }, no { $armies } y { $missiles }
teg-refusal-pact_invalid = Pacto no válido ({ $reason })
teg-refusal-pact_out_of_turn = Con Fair Play un pacto se registra en el turno de una de las partes ({ $first }, { $second }); le toca a { $turn }
teg-refusal-unknown_pact = No hay un pacto { $pact } vigente
teg-refusal-not_a_party = { $seat } no es parte del pacto { $pact }
teg-refusal-pact_already_broken = El pacto { $pact } ya se rompió
teg-refusal-one_trade_per_round = { $seat } ya hizo un canje en esta ronda
teg-refusal-card_not_held = { $seat } no tiene la tarjeta de { $country }
teg-refusal-figures_conflict = Las figuras dadas para { $country } no son las ya registradas
teg-refusal-figures_invalid = Figuras no válidas para { $country }: una, dos o la supertarjeta avión + barco + tanque
teg-refusal-figures_unknown = No se conocen las figuras de la tarjeta { $country }: indicalas en el canje
teg-refusal-continent_card_not_held = { $seat } no tiene la tarjeta del continente { $continent }
teg-refusal-trade_not_a_set = Las tarjetas no forman un canje: tres figuras iguales, tres distintas o una tarjeta que vale sola
teg-refusal-trade_not_minimal = Sobra una tarjeta: el canje se sostiene también sin ella
teg-refusal-card_not_due = { $seat } conquistó { $conquests ->
    [one] { $conquests } país
   *[other] { $conquests } países
    } en este turno, hacen falta { $needed } para una tarjeta (y una sola por turno)
teg-refusal-crisis_no_card = Crisis: { $seat } sacó el dado más bajo y no recibe tarjeta en esta ronda
teg-refusal-hand_full = { $seat } ya tiene 5 tarjetas: primero canjeá
teg-refusal-card_unavailable = La tarjeta de { $country } la tiene { $holder }
teg-refusal-continent_not_held = { $seat } no tiene todo el continente { $continent }
teg-refusal-continent_card_used = { $seat } ya tiene la tarjeta de { $continent } o ya la usó
teg-refusal-continent_card_not_earned = { $seat } no completó { $continent } conquistando
teg-refusal-bonus_not_due = { $seat } no tiene derecho a los 3 ejércitos en { $country } (tarjeta, país, una sola vez)
teg-refusal-against_missing = { $country } es un condominio: indicá a qué ocupante se ataca
teg-refusal-against_not_there = { $seat } no tiene ejércitos en { $country } para atacar
teg-refusal-condominium_from_inside = Los aliados que tomaron { $country } juntos se atacan ahí solo desde adentro, una vez roto el pacto
teg-refusal-condominium_no_missiles = Ningún misil llega a la parte del condominio { $country }
teg-refusal-joint_attack_pending = Sigue el ataque conjunto del pacto de agresión { $pact } contra { $country }: tira { $seat }
teg-refusal-aggression_invalid = Pacto de agresión no válido: { $why }
teg-refusal-zone_forbids = La zona internacional { $pact } en { $country } lo prohíbe: { $country } queda con un solo ejército, sin { $what ->
    [place] reforzarlo con ejércitos nuevos
    [regroup] reagrupar ejércitos hacia él
    [move_in] entrar con más de un ejército
   *[other] tomar los 3 ejércitos de su tarjeta
    }
teg-refusal-zone_invalid = Zona internacional no válida: { $why }
teg-refusal-zone_breach_pending = { $seat } no atacó la zona internacional { $pact }: registrá primero la sanción
teg-refusal-zone_breach_invalid = Sanción de la zona no válida: { $why }
teg-refusal-zone_penalty_no_card = { $seat } pierde esta tarjeta: sanción de la zona internacional sin tarjetas en la mano
teg-refusal-leftover_rolls = Con 5 jugadores las 2 tarjetas sobrantes van a los 2 dados más altos: el dado de { $seat } no cuadra

## History

teg-history-place = { $who } coloca { $armies ->
    [one] { $armies } ejército
   *[other] { $armies } ejércitos
    }
teg-history-place_missiles = { $who } coloca { $missiles ->
    [one] { $missiles } misil
   *[other] { $missiles } misiles
    }
teg-history-place_both = { $who } coloca { $armies ->
    [one] { $armies } ejército
   *[other] { $armies } ejércitos
    } y { $missiles ->
    [one] { $missiles } misil
   *[other] { $missiles } misiles
    }
teg-history-convert = { $who } convierte ejércitos en { $missiles ->
    [one] { $missiles } misil
   *[other] { $missiles } misiles
    } en { $country }
teg-history-situation = { $who } da vuelta la tarjeta «{ $card }»
teg-history-situation_colour = { $who } da vuelta la tarjeta «{ $card }» ({ $colour })
teg-history-crisis_rolls = Dados de la crisis
teg-history-trade = { $who } hace un canje
teg-history-attack = { $who } ataca { $to } desde { $from }
teg-history-occupy = { $who } entra con { $armies ->
    [one] { $armies } ejército
   *[other] { $armies } ejércitos
    }
teg-history-missile = { $who } dispara un misil desde { $from } a { $to }
teg-history-regroup = { $who } mueve { $armies ->
    [one] { $armies } ejército
   *[other] { $armies } ejércitos
    } y { $missiles ->
    [one] { $missiles } misil
   *[other] { $missiles } misiles
    } de { $from } a { $to }
teg-history-draw_card = { $who } toma una tarjeta de país
teg-history-claim_continent_card = { $who } toma la tarjeta de continente { $continent }
teg-history-card_bonus = { $who } pone los 3 ejércitos de la tarjeta en { $country }
teg-history-end_turn = { $who } termina el turno
teg-history-pact = { $pact }: { $first } y { $second }
teg-history-break_pact = { $who } rompe el pacto { $pact }
teg-history-zone_pact = Zona internacional en { $country } entre { $first } y { $second }
teg-history-zone_breach = { $who } paga la sanción de la zona internacional
teg-history-aggression_pact = Pacto de agresión entre { $first } y { $second } contra { $country }
teg-history-cancel_pact = Se anula el pacto de agresión { $pact }
teg-history-occupy_condominium = Los aliados entran con { $armies ->
    [one] { $armies } ejército
   *[other] { $armies } ejércitos
    }: condominio
teg-history-end_match = El árbitro cierra la partida: { $reason }

## What a pact forbids, naming its parties ($first, $second)

teg-pact_forbids-countries = ataques y misiles entre { $a } de { $first } y { $b } de { $second }, y misiles que sobrevuelen esa frontera
teg-pact_forbids-continent = ataques y misiles entre { $first } y { $second } dentro de { $a }
teg-pact_forbids-frontier = ataques y misiles entre { $first } y { $second } de { $a } a { $b } y viceversa
teg-pact_forbids-world = todo ataque y misil entre { $first } y { $second }
teg-pact_forbids-aggression_countries = los ataques entre { $a } de { $first }, { $b } de { $second } y { $target } durante una ronda (ataque conjunto a { $target })
teg-pact_forbids-aggression = todo ataque entre { $first } y { $second } durante una ronda (ataque conjunto a { $target })
teg-pact_forbids-condominium = ataques entre { $first } y { $second } en { $a }, y desde { $a } a los países del otro
