### Strings of the pages around the console: the final score on the public pages, the
### players' draft pages, the match lists, the organizer's bulk edits and the projector
### additions of issue 13: (key, Italiano, English).

final-score = Final score
final-winner = Winner
final-draw = Draw
proj-legend = 11·28 = 11 territories, 28 tanks on the board · in yellow: the player to move
proj-qr = QR code of the tournament pages
proj-scan = Scan to follow on your phone
list-tables = Tournament tables
list-others = Other matches
# The referees of a whole round.
sheet-title = Referees at the tables
sheet-open = Referees for every table
sheet-help = Tick each table's referees and save once: they become the match's referees when the round is published.
sheet-help_published = Tick each table's referees and save once: the matches' referees change at once.
sheet-none = This round has no tables to referee.
sheet-nobody = No referee
sheet-save = Save the referees
sheet-err = Some choice is not valid (a table of another round or a disabled account): reload the page and try again.
# The players' draft pages and the referee's links.
draft-by_continent = Your territories by continent
draft-live = The page updates itself once everyone has picked.
draft-seat_of = Player
draft-next_player = Next player
draft-first_player = Back to the first
draft-one_at_a_time = One code at a time: each player scans their own, then go on to the next.
# Confirmation steps.
confirm-cancel = Cancel
confirm-drop_title = Drop
confirm-drop = The team will not be paired from the next round on; results already played stay. You can bring it back.
confirm-drop_go = Yes, drop
confirm-no_referee = These tables have no referee: nobody can record their match until you assign one.
confirm-publish_anyway = Publish anyway
# The change log in words.
audit-seed = seed
audit-results_shown = results shown
audit-results_hidden = results hidden
audit-act-tournament-create = Tournament created
audit-act-tournament-settings = Settings changed
audit-act-tournament-import = Tournament imported from an archive
audit-act-team-add = Team registered
audit-act-team-import = Teams imported from CSV
audit-act-team-edit = Team edited
audit-act-team-drop = Team dropped
audit-act-team-return = Team back in
audit-act-round-draft = Round paired (draft)
audit-act-round-discard = Round draft discarded
audit-act-round-swap = Teams swapped in the draft
audit-act-round-publish = Round published
audit-act-round-results = Results visibility changed
audit-act-round-draft_links = Draft links printed
audit-act-table-number = Table renumbered
audit-act-table-referee_add = Referee assigned to the table
audit-act-table-referee_remove = Referee removed from the table
audit-act-match-confirm = Result confirmed
audit-act-match-reopen = Match reopened
audit-act-match-adjust = Score adjusted
audit-act-objectives-add = Objective added
audit-act-objectives-remove = Objective removed
final-forfeit = by forfeit of { $team }
