### Strings of the public tournament pages, the results switch and the projector:
### (key, Italiano, English).

pub-nav = Tournament pages
pub-nav_home = Tournament
pub-pairings = Pairings
pub-tables = Live tables
pub-projector = Projector
pub-results = Round results
pub-tables_count = tables
pub-not_public_yet = results not public yet
pub-follow = Follow the table
pub-board = Board
pub-other_rounds = Other rounds
pub-hidden_public = This round's results are not public yet: the organizer will announce them.
pub-hidden_organizer = Results hidden from the public: you see them as organizer; they do not count in the public standings.
pub-standings_include_hidden = These standings (organizer view) also count the rounds whose results are hidden from the public:
pub-player = Player
pub-territories = Territories
pub-tanks = Tanks
pub-territories_short = Terr.
pub-tanks_short = Tanks
pub-no_teams = No team registered.
pub-title = Public results
pub-help = Choose which rounds show their results to the public. A hidden round counts neither in the public standings nor on the projector; you always see it.
pub-visible = results public
pub-hidden = results hidden
pub-see_round = see the round
pub-hide = Hide the results
pub-show = Show the results
pub-err_results = Choose whether the round's results are visible or hidden.
res-status-setup = being set up
res-status-playing = in play
res-status-finished = finished
res-status-signed = signed
res-status-bye = bye
res-win = win
res-draw = draw
res-forfeit_win = win by forfeit
res-forfeit_loss = loss by forfeit
res-loss = loss
proj-pairings = Pairings
proj-tables = Tables
proj-standings = Team standings
proj-players = Top players
proj-seat_legend = In yellow: the player to move · territories·tanks
proj-hidden_rounds = Not yet counted: rounds
proj-err_pace = The pace parameter is the seconds per screen: a whole number from 5 to 120 (e.g. ?pace=15).
