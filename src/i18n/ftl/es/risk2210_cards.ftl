# Risk 2210 A.D.: the fields of the command cards on the console panel.
r2210-card-target = Contra qué jugador
r2210-card-aim = Jugador y comandante a golpear
r2210-card-face_down = — carta todavía boca abajo
r2210-card-roll = El dado tirado (d{ $sides })
r2210-card-rolls = Los d6 tirados, en orden (un 6 vuelve a tirar)
r2210-card-turned = Cartas de país dadas vuelta: { $n }
r2210-card-turned_own = Cartas dadas vuelta del jugador, antes de la última
r2210-card-turned_last = La última carta dada vuelta, no del jugador
r2210-card-deck_out = — el mazo se terminó antes
r2210-card-each = Países que reciben 1 MOD: { $n }
r2210-card-to = Adónde van las unidades
r2210-card-stays = — se queda donde está
r2210-card-remove = MOD a sacar: { $n }
r2210-card-killed = Comandantes perdidos que eligieron los dueños (lo que viste)
r2210-err-rolls = Escribí los d6 tirados como cifras del 1 al 6, en orden.
