-- The organizer's side of a tournament: who played which seat of a tournament match,
-- second confirmations of signed results, and score adjustments with their reasons.
-- Times are unix seconds (INTEGER).

-- Who sat where at a tournament table, written when the round is published. The
-- standings read a match's seats through it, so renaming a team or a player later
-- does not lose their points. A solo player's virtual teammate seat names the solo
-- player: the points of both seats are theirs.
CREATE TABLE match_seats (
    match_id  INTEGER NOT NULL REFERENCES matches(id),
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    team_id   INTEGER NOT NULL REFERENCES teams(id),
    player_id INTEGER NOT NULL REFERENCES players(id),
    PRIMARY KEY (match_id, seat)
) STRICT;
CREATE INDEX match_seats_player ON match_seats(player_id);

-- Tournament matches opened before this migration: their seats from the setup's
-- names, which nobody could rename until now.
INSERT INTO match_seats (match_id, seat, team_id, player_id)
SELECT m.id, json_extract(p.value, '$.seat'), t.id,
       CASE WHEN coalesce(json_extract(p.value, '$.virtual'), 0)
            THEN (SELECT pl.id FROM players pl WHERE pl.team_id = t.id AND pl.position = 1)
            ELSE (SELECT pl.id FROM players pl WHERE pl.team_id = t.id
                    AND pl.name = json_extract(p.value, '$.name'))
       END AS player_id
FROM matches m
JOIN json_each(m.setup_json, '$.players') p
JOIN teams t ON t.tournament_id = m.tournament_id AND t.name = json_extract(p.value, '$.team')
WHERE m.tournament_id IS NOT NULL AND player_id IS NOT NULL;

-- The second look at a signed result (when the tournament asks for one). Reopening
-- the match removes the row: the new result needs its own confirmation. The audit
-- log keeps every confirmation with who and when.
CREATE TABLE match_confirmations (
    match_id     INTEGER PRIMARY KEY REFERENCES matches(id),
    confirmed_by INTEGER NOT NULL REFERENCES users(id),
    confirmed_at INTEGER NOT NULL
) STRICT;

-- Points added to (or taken from) a team's or a player's score in one match, with the
-- reason. Append-only: a mistaken adjustment is corrected by another one.
CREATE TABLE score_adjustments (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    match_id      INTEGER NOT NULL REFERENCES matches(id),
    team_id       INTEGER NOT NULL REFERENCES teams(id),
    player_id     INTEGER REFERENCES players(id),
    points        INTEGER NOT NULL CHECK (points <> 0),
    reason        TEXT    NOT NULL,
    created_by    INTEGER NOT NULL REFERENCES users(id),
    created_at    INTEGER NOT NULL
) STRICT;
CREATE INDEX score_adjustments_match ON score_adjustments(match_id);
