### Strings of the organizer's management pages: settings, objectives, team edits,
### tables and referees, confirmations, corrections, the audit log.
### (key, Italiano, English).

# Settings page.
set-title = Settings
set-back = ← Back to the tournament
set-saved = Settings saved.
set-when_match = Match settings apply to rounds published from now on.
set-opened = Matches already opened keep the settings they were opened with.
set-when_ranking = Ranking settings apply at once: the standings and the next pairing use them.
set-details = Tournament
set-match = Matches
set-neutral_tanks = Neutral tanks per neutral territory (1–10)
set-match_minutes = Match length in minutes (10–600)
set-announce = Minute of the third-to-last round announcement
set-chances = Supplementary chances per team (0–20)
set-tank_cap = Most tanks on the board per player (40–500)
set-turn_warning = Long-turn warning, in seconds (blank: none)
set-asia_del_nord = Asia del Nord's bonus adds to Asia's
set-ranking = Standings
set-criteria_help = Criteria in the order they decide; «—» to leave one out.
set-criterion = Criterion
set-crit_match_points = Match points
set-crit_total_score = Total team score
set-crit_score_difference = Score difference (own − opponents')
set-crit_buchholz = Buchholz (opponents' match points)
set-crit_best_match = Best single-match score
set-win = Match points for a win
set-draw = Match points for a draw
set-loss = Match points for a loss
set-bye_points = Match points for a bye (blank: as a win)
set-bye_score = Team score for a bye
set-forfeit_win = Match points for a win by forfeit (blank: as a win)
set-forfeit_loss = Match points for the team that forfeits (blank: as a loss)
set-club = Keep teams of the same club apart
set-club_all = In every round
set-club_round1 = In round 1 only
set-club_never = Never
set-second_confirmation = A signed result counts only after a second confirmation
set-second_confirmation_help = Another referee or an organizer confirms, never the one who signed. Turned on mid-tournament, results signed already wait for it too.
set-save = Save
set-err_no_criterion = Choose at least one standings criterion, from the list.
set-err_criterion_twice = Each criterion may appear only once.
set-err_points_range = Match points are whole numbers from 0 to 100.
set-err_points_order = A win must be worth more than a loss, and a draw lie between the two.
set-err_forfeit_order = The team that forfeits cannot get more points than the team that wins by forfeit.
set-err_bye_score = The bye score is a whole number from -1000 to 1000.
set-err_neutral_tanks = Neutral tanks: a whole number from 1 to 10.
set-err_match_minutes = Match length: a whole number of minutes from 10 to 600.
set-err_announce = The third-to-last round announcement falls between minute 1 and the end of the match.
set-err_chances = Supplementary chances: a whole number from 0 to 20.
set-err_tank_cap = Tank cap: a whole number from 40 to 500.
set-err_turn_warning = Turn warning: blank, or a number of seconds from 10 to 3600.
set-err_choice = Choose a value from the list.
# Objective catalogue.
obj-title = Objectives
obj-help = The objectives referees hand out at the tables. Every objective added is checked against the rules.
obj-remove = Remove
obj-add = Add objective
obj-triple = Group (e.g. A)
obj-continent = Objective continent
obj-strip = Strip
obj-optional = optional
obj-territory = territory
obj-err_label = Enter the objective's group (at most 20 characters).
obj-err_refused = The rules do not accept this objective.
obj-err_duplicate = This objective is in the list already.
obj-err_full = The list has 60 objectives already: remove one first.
obj-err_not_found = This objective is no longer in the list.
obj-err_continent = Choose the objective continent from the list.
obj-err_territory = Choose the strip's territories from the list.
# Teams.
team-edit = Edit
team-edit_help = Results stay with the team and its players under the new names. Matches already opened show the names they were opened with.
team-err_player_played = The second player has played already and cannot be removed (their scores stay in the standings). You may rename them.
reg-same_players = Both players have the same name: tell them apart (for example with a surname initial).
# Tables and referees.
table-referees = Referees
table-edit = Table numbers and referees
table-number = Table number
table-swap = If the number is taken, swap the two tables
table-renumber = Change number
table-add_referee = Add a referee
table-assign = Assign
table-err_number = The table number is a whole number from 1 to 999.
table-err_bye = The bye has no table to number.
table-err_taken = Another table of the round has that number: tick «swap» to exchange the two numbers.
table-err_referee = Choose an active account from the list.
# Confirmations.
conf-title = Results to confirm
conf-not_required = This tournament does not ask for a second confirmation: signed results count at once.
conf-help = Check the score with the table, then confirm. Whoever signed cannot confirm.
conf-none = No result to confirm.
conf-mine = Signed by you: someone else must confirm it.
conf-confirm = Confirm
conf-referee_page = Confirmation page for referees
# Corrections.
fix-signed_by = signed by
fix-confirmed_by = confirmed by
fix-console = Open in the console
fix-no_result = The match is not finished yet.
fix-played = played
fix-adjustments = Score adjustments
fix-no_adjustments = No adjustment.
fix-adjust = Adjust the score
fix-target = To whom
fix-points = Points (negative to take away)
fix-reason = Reason (required)
fix-adjust_help = Points for a player change their team's score too; team points leave personal scores as they are. A wrong adjustment is undone by another of opposite sign.
fix-reopen = Reopen the match
fix-reopen_help = The signature (and confirmation) are removed: in the console the referee can undo and record moves, then sign again. Until then the match does not count.
fix-open_help = The match is not signed: correct it in the console.
fix-state_confirmed = confirmed
fix-state_signed = signed
fix-state_finished = finished
fix-state_playing = in play
fix-state_setup = being set up
fix-err_zero = Enter how many points to add or take away (not zero).
fix-err_too_large = An adjustment is between -1000 and 1000 points.
fix-err_bye = A bye has no match to adjust.
fix-err_team = Choose a team or a player of this table.
fix-err_player = That player did not play for that team in this match.
fix-err_points = Points are a whole number, for example -5 or 3.
fix-err_reason = Enter the reason (at most 500 characters).
fix-err_not_signed = The match is not signed: it must be signed in the console first.
fix-err_confirmed = The result is confirmed already.
fix-err_own_signature = You signed this result: another referee or an organizer must confirm it.
# Standings.
st-adjustments = Score adjustments
# Audit log.
audit-help = Every change to the tournament, with who, when and why. Nothing is ever deleted.
audit-when = When
audit-who = Who
audit-what = What
audit-detail = Details
audit-all = The whole log
st-forfeits = Forfeits
st-forfeit_line = Round { $round }: { $team } lost by forfeit to { $winner }; its { $points ->
        [one] { $points } point on the board counts
       *[other] { $points } points on the board count
    } 0 in the standings (total score, difference, best match).
