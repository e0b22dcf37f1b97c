### Strings of the individual tournament pages: (key, Italiano, English).

ind-nav = Individual
ind-list = Individual tournaments
ind-none = No individual tournament.
ind-new = New individual tournament
ind-ruleset = Ruleset
ind-table_size = Players per table
ind-odd_field = When the field does not fill every table
ind-odd-larger = tables of N+1 (4, else 5)
ind-odd-smaller = tables of N−1 (4, else 3)
ind-odd-ghost = a ghost seat ("col morto")
ind-rounds = Rounds
ind-formula = Ranking formula
ind-formula-place_points = Place points (classic)
ind-formula-cni2004 = CNI 2004
ind-formula-master = Master
ind-formula-victory = Victory
ind-formula-raduno = Raduno Nazionale
ind-formula-open = Open / Sant'Eufemia
ind-formula-nazionale = Nazionale RisiKo!
ind-formula-gufo = Gufo
ind-formula-spartac = Spartac
ind-formula-modena2024 = RCU Modena 2024
ind-formula-bgl = Board-game league
ind-round = Round
ind-table = Table
ind-seats = Seats, in order
ind-ghost = ghost seat
ind-match = Match
ind-assign = Assign referee
ind-swap = Swap player
ind-seat = Seat the next round
ind-players = Players
ind-player = Player
ind-club = Club
ind-region = Region
ind-add = Register
ind-drop = Drop
ind-return = Bring back
ind-dropped = dropped
ind-back = Back to the tournament
ind-total = Points
ind-games = Games
ind-wins = Wins
ind-best_game = Best game
ind-table_points = Table points
ind-territories = Territories
ind-best_place = Best place
ind-scores = Scores, best first
ind-by_round = By round
ind-import = Register from CSV
ind-import-help = Paste a CSV: name;club;region;family group (or with commas; the last columns may be left out), one line per player.
ind-import-preview = Preview
ind-import-confirm = Confirm the registration
ind-import-bad = These lines are not right: fix them and preview again. Nobody has been registered.
ind-import-line = Line
ind-import-good = Players to register
ind-import-empty = The CSV is empty: paste at least one line.
ind-import-fix = The CSV, to fix here
ind-term-repeats = { $n ->
    [one] 1 repeated pair
   *[other] { $n } repeated pairs
}
ind-term-winners = { $n ->
    [one] 1 pair of last round's winners
   *[other] { $n } pairs of last round's winners
}
ind-term-odd_table = { $n ->
    [one] 1 player at an odd-sized table again
   *[other] { $n } players at an odd-sized table again
}
ind-term-clubs = { $n ->
    [one] 1 same-club pair
   *[other] { $n } same-club pairs
}
ind-term-regions = { $n ->
    [one] 1 same-region pair
   *[other] { $n } same-region pairs
}
ind-report-previous = {" "}({ $n } from the previous round)
ind-report-unavoidable = , all unavoidable
ind-proof-zero = proven optimal: zero cost
ind-proof-exhaustive = proven optimal: exhaustive search
ind-proof-edited = edited by hand
ind-proof-local = no swap or move improves it
ind-report-repeat_pairs = { $pairs ->
    [one] 1 pair meets again
   *[other] { $pairs } pairs meet again
}
ind-report-repeat_cost = ; cost { $cost }
ind-report-least = , the least possible
ind-proof-bound = proven optimal: the cost equals the lower bound
ind-proof-search = proven optimal: complete search
ind-proof-gap = within { $gap }% of the optimum (the { $seconds } s time budget ran out)
ind-proof-kept_open = , among the seatings that leave the next round free of repeated pairs
ind-err-club_larger_than_tables = The club { $club } has { $players } players but there are { $tables } tables: with clubs apart two of them would share a table. Turn clubs apart off or play at smaller tables.
ind-err-name = Enter the player's name.
ind-err-long = Name, club and region have at most 60 characters.
ind-err-taken = This name is already registered: add an initial to tell them apart.
ind-err-columns = Too many columns: a line is name;club;region;family group.
ind-err-ruleset = Choose the rules: classic RisiKo!, RisiKo! tournament or Risk 2210 A.D.
ind-err-size = Choose 3 to 6 players per table; with 6 the extra tables cannot seat 7: choose tables of 5 or the ghost seat.
ind-err-odd_field = Choose one of the odd-field rules.
ind-err-rounds = Choose 1 to 30 rounds.
ind-err-formula = Choose a formula from the list.
ind-err-no_players = No player to seat: register the players before seating.
ind-err-all_rounds = Every planned round is already published.
ind-err-unfinished = Some tables of the published round have no signed result yet (and confirmed, when a second confirmation is required): close them before seating the next.
ind-err-does_not_fit = These players cannot fill the tables: choose another odd-field rule, or register or drop players.
ind-err-seating = The seating failed: try again.
ind-err-swap = Choose two different players seated in this draft.
ind-err-published = This round is already published: its matches are open.
ind-err-referee = Choose an active account as referee.
ind-table_match = Match and referee
ind-err-size_classic = A classic Risiko tournament table seats 2 to 5 (the rules give no starting armies for 6): choose 3, 4 or 5 players a table, and with 5, tables of 4 or the ghost seat for the odd players.
# The CSV box's example row.
ind-import_placeholder = name;club;region
ind-clubs_apart = Players of one club never at one table (set at creation only)
ind-clubs_apart_on = clubs apart
# The campionato a squadre (issue 29): the creation form, refusals and team standings.
champ-title = Team championship
champ-choose = Team championship: each club fields a team and every table seats four players of four different clubs (tables of 4, clubs apart)
champ-players_per_club = Players each club fields
champ-games_counted = Games each team counts (its best)
champ-err-settings = In a team championship each club fields 1 to 12 players and counts 1 to all of its players' games (players × rounds): with 4 players and 3 rounds, 1 to 12.
champ-err-table_size = A team championship is played at tables of 4: choose 4 players a table.
champ-err-no_club = { $player } has no club: in a team championship everyone plays for their club. Enter their club or withdraw them.
champ-err-team_size = The club { $club } has { $count } players ({ $players }) but each club fields { $fielded }: register or withdraw players until it has { $fielded }. After the first round a club may be left with fewer, after a withdrawal.
champ-err-few_clubs = { $count ->
    [one] There is only one club ({ $clubs })
   *[other] There are { $count } clubs ({ $clubs })
}: every table seats four players of four different clubs, so at least 4 are needed.
champ-standings = Team standings
champ-rule = Each club fields { $players } players; each team counts its best { $counted } games. On equal points: the total of every game, then tables won.
champ-counted = Counted
champ-all_games = Every game
champ-players = Players
champ-discarded = Discarded
champ-teams_csv = Team standings (CSV)
# Club league over evenings (issue 29): turno di scarto, ripescaggio.
league-legend = Club league over evenings
league-discard_worst = Qualifying results each player discards (an absence is discarded first)
league-ripescaggio = Ripescaggio: the last semifinal seat goes to the best single game among the players not qualified
league-help = Each qualifying round is an evening of one game; players may join at any evening. Rounds missed, before joining too, are absences. In the ripescaggio, equal games go to the better standing.
league-discards_on = discards
league-ripescaggio_on = ripescaggio
league-ripescato = Picked up by the ripescaggio
league-discarded = Discarded
league-absent = absent
league-err-discards = The discards must leave at least one result: choose fewer discards than qualifying rounds (0 for none).
league-err-ripescaggio_semifinal = The ripescaggio gives a semifinal seat: set at least one semifinal table, or leave the ripescaggio off.
league-err-no_ripescaggio = The ripescaggio has no one to pick up: no player outside the qualified has played a qualifying game.
# Torneo degli esclusi (issue 29).
league-consolation = Consolation event
league-consolation_help = Consolation event (torneo degli esclusi): the players out of the semifinal (and not direct finalists) play an event of their own, with its own points and ranking, which leaves the tournament's ranking as it is
league-consolation_formula = Points of the consolation event
league-consolation_ranking_help = The consolation event's games only, with its own points; they do not count in the tournament's standings.
league-err-consolation_semifinal = The consolation event is for the players out of the semifinal: set at least one semifinal table, or leave it off.
# Family groups (issue 29): never at one table.
ind-family = Family group
ind-family_help = Players of one family group never sit at one table.
ind-family_save = Save the group
ind-err-family_larger_than_tables = The family group { $family } ({ $names }) has { $players } players but there are { $tables } tables: two of them would share a table. Take someone out of the group or play at smaller tables.
ind-err-family_not_apart = The family group { $family } ({ $names }) cannot be kept apart together with the clubs: turn clubs apart off or play at smaller tables.
# What "unavoidable" agrees with: one pair or player, and players (masculine).
ind-report-unavoidable_one = , unavoidable
ind-report-unavoidable_players = , all unavoidable
