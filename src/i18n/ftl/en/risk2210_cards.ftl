# Risk 2210 A.D.: the fields of the command cards on the console panel.
r2210-card-target = Against which player
r2210-card-aim = Player and commander to hit
r2210-card-face_down = — card still face down
r2210-card-roll = The die rolled (d{ $sides })
r2210-card-rolls = The d6s rolled, in order (a 6 rolls again)
r2210-card-turned = Territory cards turned: { $n }
r2210-card-turned_own = Cards turned that are the player's, before the last
r2210-card-turned_last = The last card turned, not the player's
r2210-card-deck_out = — the deck ran out first
r2210-card-each = Territories taking 1 MOD: { $n }
r2210-card-to = Where the units go
r2210-card-stays = — stays where it is
r2210-card-remove = MODs to remove: { $n }
r2210-card-killed = Commanders lost as the owners chose (what you saw)
r2210-err-rolls = Type the d6s rolled as digits 1 to 6, in order.
