# Risk 2210 A.D.: the fields of the command cards on the console panel.
r2210-card-target = Contro quale giocatore
r2210-card-aim = Giocatore e comandante da colpire
r2210-card-face_down = — carta ancora coperta
r2210-card-roll = Il dado tirato (d{ $sides })
r2210-card-rolls = I d6 tirati, in ordine (un 6 ritira)
r2210-card-turned = Carte territorio girate: { $n }
r2210-card-turned_own = Carte girate del giocatore, prima dell'ultima
r2210-card-turned_last = L'ultima carta girata, non del giocatore
r2210-card-deck_out = — il mazzo è finito prima
r2210-card-each = Territori che ricevono 1 MOD: { $n }
r2210-card-to = Dove vanno le unità
r2210-card-stays = — resta dov'è
r2210-card-remove = MOD da togliere: { $n }
r2210-card-killed = Comandanti persi scelti dai proprietari (quello che hai visto)
r2210-err-rolls = Scrivi i d6 tirati come cifre da 1 a 6, in ordine.
