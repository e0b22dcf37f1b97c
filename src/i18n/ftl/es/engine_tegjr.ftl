### The TEG Jr engine's sentences: refusals (jr-CODE), history lines (jr-history-…) and
### phases, in TEG Jr's own language (Argentine usage). $who is a player's name;
### $country, $from, $to countries and $continent a continent, named in the language.

jr-map_not_validated = El tablero «{ $map }» no está entre los controlados: cargalo en la página Tableros.
jr-players = Hacen falta de 2 a 4 jugadores, en los puestos 0, 1, 2…
jr-deal_incomplete = { $country } no se le repartió a nadie.
jr-deal_share = { $who } tiene { $has ->
    [one] 1 país
   *[other] { $has } países
}, debería tener { $should }.
jr-leftover_rolls = Faltan los dados de los países que sobran o no dicen quién se los lleva (si empatan, se vuelve a tirar).
jr-objectives = De a dos se juega sin objetivos secretos; de a tres o cuatro cada uno tiene uno.
jr-first_seat = El que empieza tiene que ser uno de los jugadores.
jr-objective_already_met = El objetivo de { $who } ya lo cumple el reparto: hay que cambiarlo antes de empezar.
jr-not_your_turn = No es el turno de { $who }.
jr-wrong_phase = Ahora no se puede registrar { $action }.
jr-not_your_country = { $country } no es del jugador de turno.
jr-own_country = { $country } ya es del jugador de turno.
jr-not_adjacent = { $from } y { $to } no tienen límite ni puente.
jr-too_few_armies = { $country } no tiene suficientes ejércitos: uno siempre se queda.
jr-wrong_dice_count = Los dados tienen que ser tantos como permiten los ejércitos (ataque: ejércitos − 1, defensa: ejércitos; 3 como máximo), con caras de 1 a 6.
jr-losses_inconsistent = Las pérdidas tienen que sumar los dados comparados.
jr-throw_form = Una tirada se registra con los dados o con las pérdidas.
jr-occupy_out_of_range = Al país conquistado se mueven de { $min } a { $max } ejércitos.
jr-stage_over = Después del reagrupamiento no se ataca más.
jr-over_allowance = Hay que poner { $due ->
    [one] 1 ejército
   *[other] { $due } ejércitos
}, no { $placed }.
jr-continent_armies_elsewhere = Los ejércitos del bonus de { $continent } van en ese continente.
jr-one_trade_per_turn = Un solo canje por turno.
jr-trade_needs_two_cards = Para el canje hacen falta 2 tarjetas.
jr-nothing_to_declare = { $who } no tiene un objetivo para declarar a mano.
jr-match_finished = La partida terminó.

## Phases.
jr-phase-objectives = objetivos para cambiar
jr-phase-place = colocación
jr-phase-attack = ataques y reagrupamiento
jr-phase-occupy = ocupación
jr-phase-finished = terminada

## History lines. $list is a list of jr-history-armies joined by commas.
jr-history-place = { $who } coloca: { $list }
jr-history-armies = { $n } { $country }
jr-history-attack = { $who } ataca { $to } desde { $from }
jr-history-occupy = { $who } ocupa con { $n }
jr-history-regroup = { $who } mueve { $n } de { $from } a { $to }
jr-history-replace_objective = { $who } cambia el objetivo secreto
jr-history-trade = { $who } canjea 2 tarjetas por 4 ejércitos
jr-history-end_turn = { $who } termina el turno
jr-history-declare_objective = { $who } cumplió el objetivo
jr-history-end_match = Partida cerrada por el árbitro
jr-history-end_match_why = Partida cerrada por el árbitro: { $reason }
