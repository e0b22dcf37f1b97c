### Strings of TEG Jr's console panel and new-match form. TEG Jr says "paesi" and
### "eserciti" as the Spanish box says "países" and "ejércitos".

ruleset-teg-jr = TEG Jr
tegjr-new_title = TEG Jr: de 2 a 4 jugadores, en un tablero controlado. La app reparte las cartas de países.
tegjr-new_on_board = Nueva partida de TEG Jr en este tablero
tegjr-board = Tablero
tegjr-board_hint = El de ejemplo o un tablero del club válido para TEG Jr.
tegjr-boards_link = Tableros del club
tegjr-dice_spare = Si los países no se reparten en partes iguales, cada uno tira un dado: los más altos se llevan los países que sobran (si empatan, tiran de nuevo).
tegjr-die = Dado para los países que sobran
tegjr-objective = Objetivo secreto
tegjr-card_manual = La carta, la declara el árbitro
tegjr-card_total = Una cantidad de países
tegjr-card_words = Qué dice la carta (para el árbitro)
tegjr-card_n = Países (carta de cantidad)
tegjr-round_mode = Rondas
tegjr-round_mode-alternating = Una ronda de ubicación, después una de ataques
tegjr-round_mode-combined = Desde la 2ª ronda cada turno ubica, ataca y reagrupa
tegjr-round = Ronda { $n }
tegjr-goal = gana quien tenga { $n } países
tegjr-holds =
    { $n ->
        [one] { $n } país
       *[other] { $n } países
    }, { $c ->
        [one] { $c } carta
       *[other] { $c } cartas
    }
tegjr-out = { $name } quedó eliminado
tegjr-won_common = { $name } gana: tiene { $n } países, el objetivo común.
tegjr-won_secret = { $name } gana con su objetivo secreto.
tegjr-first_round = primera ronda
tegjr-bonus = +{ $n } por todo { $c }: al menos { $n } van ahí.
tegjr-cards = Cartas en la mano: { $n }
tegjr-trade_go = Canjear 2 cartas por { $n } ejércitos
tegjr-dice_hint = Los dados son los de los ejércitos: un toque en el resultado de la tirada.
tegjr-dice = { $a } contra { $d }:
tegjr-regroup = Reagrupar
tegjr-regroup_hint = Después de reagrupar no se ataca más en este turno.
tegjr-card_due = { $name } conquistó un país: al terminar el turno toma una carta.
tegjr-replace = El reparto ya cumple el objetivo secreto
tegjr-replace_hint = El jugador saca otra carta de objetivo: anotala acá.
tegjr-new_card = Carta nueva
tegjr-replace_go = Cambiar objetivo
tegjr-declare = Objetivo secreto cumplido
tegjr-declare_go = { $name } cumplió su objetivo
tegjr-err-objective = Elegí la carta de objetivo: un continente, una cantidad de países o la carta en palabras.
tegjr-err-card = Escribí qué dice la carta (200 caracteres como máximo).
tegjr-err-board = Tablero desconocido: elegí uno de la lista.
tegjr-err-board_invalid = Este tablero no es válido para TEG Jr: corregilo en la página Tableros.
tegjr-err-seats = TEG Jr se juega de 2 a 4.
tegjr-err-die = Un dado va de 1 a 6.
tegjr-err-round_mode = Elegí cómo se alternan las rondas.

# The lines of a TEG Jr result (Table::result's breakdown keys).
result-line-countries_and_bonuses = Países y bonos de continentes
result-line-place_points = Puntos de posición
result-line-objective_bonus = Bono de objetivo secreto
