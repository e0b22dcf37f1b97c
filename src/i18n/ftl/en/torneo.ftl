### Strings of the RisiKo! torneo console panel, its new-match form, the players'
### objective links and the torneo result lines.

ruleset-risiko-torneo = RisiKo! tournament
torneo-title = RisiKo! tournament: 3 to 5 players, a secret objective each, 90 minutes and the sdadata
torneo-deal_note = Nobody may hold more than half a continent: the app deals again until the rule holds, and checks a deal made at the table. The app deals the secret objectives.
torneo-deal = Dealing the territories
torneo-deal_app = The app deals
torneo-deal_table = Dealt at the table with the cards (to enter)
torneo-err-deal = Choose who deals the territories.
torneo-minutes = Playing minutes
torneo-period-penultimate = Penultimate round
torneo-period-last = Last round
torneo-period-sdadata = Sdadata
torneo-call_due =
    { $min ->
        [one] { $min } minute is up: the round in progress is the penultimate, the next the last. Announce it to the table.
       *[other] { $min } minutes are up: the round in progress is the penultimate, the next the last. Announce it to the table.
    }
torneo-sdadata = Sdadata: the match ends on { $t } or less
torneo-sdadata_hint = Tap the faces of the two dice the player rolled.
torneo-die = Die
torneo-sdadata_go = Record the sdadata
torneo-trade_hint = Three cards: three alike 8, one of each 10, a jolly with two alike 12; +2 for each own territory (★).
torneo-trade_go = Trade
torneo-declare = Declare RisiKo!
torneo-declare_go = RisiKo!
torneo-objective = Objective
torneo-objectives = Secret objectives
torneo-peek_note = Every tap stays in the match's history.
torneo-peek = Show { $name }'s objective
torneo-objective_of = { $name }'s objective
torneo-held =
    { $n ->
        [one] { $n } point held
       *[other] { $n } points held
    }
torneo-held_now = held
torneo-shown_note = Shown until the next action is recorded; tap the title to close it.
torneo-links_make = Private objective links
torneo-links = Private objective links
torneo-links_help = One at a time: each player scans their own code and sees only their own objective.
torneo-links_qr = Objective of
torneo-your_objective = Your objective
torneo-yours = yours
torneo-objective_paper = Your objective is on the card in your hand: the app does not know it.
torneo-over = The match is over.
torneo-private = This link is yours alone: do not show it to the other players.
torneo-recovery = Recovery minutes
torneo-recovery_minutes = Minutes
torneo-recovery_go = Give the recovery
torneo-reveal = { $name }'s objective (secret)
torneo-reveal_go = Reveal
torneo-err-objective = Choose the objective.
torneo-err-sdadata = Pick the face of both dice (1 to 6).
torneo-err-minutes = Write the minutes as a whole number (1 to 600).
torneo-err-seats = A tournament table has 3 to 5 players.
ind-err-size_torneo = A RisiKo! tournament table seats 3 to 5: choose 4 (with tables of 3 or 5 for the odd players), or 3 with tables of 4, or 5 with tables of 4.
# The torneo result lines (`Table::result` breakdown keys)
result-line-in_objective = Table points (objective)
result-line-outside_objective = Points outside the objective
result-line-table_points = Table points counted
result-line-risiko = RisiKo!
result-line-risiko_value = RisiKo! value
result-line-eliminated_order = Elimination order
result-line-forfeit = Forfeited
result-line-objective_unknown = Objective secret
result-line-tournament_penalty = Penalty (tournament points)
result-line-table_penalty = Penalty (table points)
