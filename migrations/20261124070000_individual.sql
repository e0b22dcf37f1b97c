-- Individual tournaments (issue #15): players seated at tables of N, ranked by a
-- formula. Beside the team tournaments, which keep their own tables. Seating
-- settings and the formula are JSON owned by the pure modules
-- (`tournament::seating::SeatingSettings`, `tournament::individual::Formula`).

CREATE TABLE individual_tournaments (
    id             INTEGER PRIMARY KEY,
    name           TEXT    NOT NULL,
    ruleset        TEXT    NOT NULL DEFAULT 'risiko-classic',
    seating        TEXT    NOT NULL,
    formula        TEXT    NOT NULL,
    rounds_planned INTEGER NOT NULL CHECK (rounds_planned >= 1),
    created_by     INTEGER NOT NULL REFERENCES users(id),
    created_at     INTEGER NOT NULL
) STRICT;

CREATE TABLE individual_players (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES individual_tournaments(id) ON DELETE CASCADE,
    name          TEXT    NOT NULL COLLATE NOCASE,
    club          TEXT,
    region        TEXT,
    dropped       INTEGER NOT NULL DEFAULT 0 CHECK (dropped IN (0, 1)),
    created_at    INTEGER NOT NULL,
    UNIQUE (tournament_id, name)
) STRICT;

-- A round is a draft until published; its seed reproduces the round-1 draw, its
-- report is the seating's cost breakdown as the core gave it.
CREATE TABLE individual_rounds (
    tournament_id INTEGER NOT NULL REFERENCES individual_tournaments(id) ON DELETE CASCADE,
    number        INTEGER NOT NULL CHECK (number >= 1),
    seed          INTEGER NOT NULL,
    report        TEXT    NOT NULL,
    published     INTEGER NOT NULL DEFAULT 0 CHECK (published IN (0, 1)),
    PRIMARY KEY (tournament_id, number)
) STRICT;

-- A table of a round: its players as a JSON array of player ids in seat order, and
-- once published the console match played at it.
CREATE TABLE individual_tables (
    tournament_id INTEGER NOT NULL,
    round         INTEGER NOT NULL,
    number        INTEGER NOT NULL CHECK (number >= 1),
    players       TEXT    NOT NULL,
    ghost         INTEGER NOT NULL DEFAULT 0 CHECK (ghost IN (0, 1)),
    match_id      INTEGER REFERENCES matches(id),
    PRIMARY KEY (tournament_id, round, number),
    FOREIGN KEY (tournament_id, round) REFERENCES individual_rounds(tournament_id, number)
        ON DELETE CASCADE
) STRICT;
