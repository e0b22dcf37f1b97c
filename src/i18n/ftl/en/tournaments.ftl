### Strings of the tournament pages: (key, Italiano, English).

nav-tournaments = Tournaments
tour-list = Tournaments
tour-none = No tournament published.
tour-manage = Manage
tour-new = New tournament
tour-name = Tournament name
tour-date = Date
tour-venue = Venue
tour-create = Create tournament
tour-err_name = Enter a tournament name (at most 80 characters).
tour-err_date = Enter the date as YYYY-MM-DD, e.g. 2026-11-21.
tour-err_venue = The venue may have at most 120 characters.
tour-public_page = Public page
tour-standings = Standings
tour-rounds = Rounds
tour-teams = Teams
tour-teams_count = teams
tour-active_teams = active teams
tour-audit = Change log
tour-no_rounds = No round published yet.
round-round = Round
round-pair = Pair round
round-confirm_unfinished = Pair even though some matches of the previous round are unfinished
round-published = published
round-draft = draft
round-table = Table
round-teams = Teams
round-notes = Notes
round-bye = Bye
round-swap = Swap team
round-with = with
round-swap_go = Swap
round-publish = Publish the round
round-discard = Discard the draft
round-draft_exists = A draft round exists: publish or discard it before pairing again.
round-too_few = At least two active teams are needed to pair a round.
round-unfinished = Some matches of the previous round have no signed result yet. Tick the box to pair anyway.
round-bad_swap = Choose two different teams of the draft round.
team-name = Team
team-player1 = Player 1
team-player2 = Player 2 (empty: plays solo)
team-club = Club
team-add = Add team
team-drop = Drop
team-return = Re-admit
team-dropped = dropped
import-title = Import from CSV
import-help = Paste the rows team,player1,player2,club (semicolons work too, as Excel saves them in Italian)
import-preview = Preview
import-confirm = Confirm and register
import-bad_rows = rows to fix: nothing was stored.
import-good_rows = teams ready: check and confirm.
import-line = Line
import-players = Players
reg-missing_team = The team name is missing.
reg-missing_player = The first player is missing.
reg-too_long = A name is longer than 60 characters.
reg-duplicate = This team is already registered (or appears twice).
reg-columns = The row must have 3 or 4 columns: team,player1,player2,club.
reg-unreadable = The text is not readable CSV (unclosed quotes or invalid characters).
reg-too_many = At most 1000 rows per import.
reg-empty = There is no team to import.
reg-fix_first = Fix the marked rows before confirming.
st-mp = MP
st-mp_long = Match points (win 2, draw 1)
st-total = Tot
st-total_long = Total team score
st-diff = Diff
st-diff_long = Score difference against opponents
st-buchholz = Bu
st-buchholz_long = Buchholz: opponents' match points
st-best = Best
st-best_long = Best single-match score
st-record = W-D-L (B)
st-record_long = Wins, draws, losses (byes)
st-players = Individual standings
st-no_players = No individual score yet.
# Counts that agree with their number (1 squadra, 2 squadre).
count-teams = { $n ->
        [one] { $n } team
       *[other] { $n } teams
    }
count-active_teams = { $n ->
        [one] { $n } active team
       *[other] { $n } active teams
    }
count-matches = { $n ->
        [one] { $n } match
       *[other] { $n } matches
    }
count-players = { $n ->
        [one] { $n } player
       *[other] { $n } players
    }
# The CSV box's example row (the header the import reads).
import-placeholder = team,player1,player2,club
