-- Tournaments: registration, rounds and their tables, and the organizers' audit log.
-- Settings are JSON documents owned by the pure modules (engine match settings,
-- tournament ranking settings, objective catalogue) so they can grow without
-- migrations; the pure modules validate them on every read.

CREATE TABLE tournaments (
    id               INTEGER PRIMARY KEY,
    name             TEXT    NOT NULL,
    held_on          TEXT    NOT NULL,            -- YYYY-MM-DD
    venue            TEXT    NOT NULL DEFAULT '',
    ruleset          TEXT    NOT NULL DEFAULT 'risiko-2v2',
    match_settings   TEXT    NOT NULL DEFAULT '{}',
    ranking_settings TEXT    NOT NULL DEFAULT '{}',
    objectives       TEXT    NOT NULL DEFAULT '[]',
    published        INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
    created_by       INTEGER NOT NULL REFERENCES users(id),
    created_at       INTEGER NOT NULL
) STRICT;

CREATE TABLE teams (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    name          TEXT    NOT NULL COLLATE NOCASE,
    club          TEXT,
    dropped       INTEGER NOT NULL DEFAULT 0 CHECK (dropped IN (0, 1)),
    solo          INTEGER NOT NULL DEFAULT 0 CHECK (solo IN (0, 1)),
    created_at    INTEGER NOT NULL,
    UNIQUE (tournament_id, name)
) STRICT;

CREATE TABLE players (
    id       INTEGER PRIMARY KEY,
    team_id  INTEGER NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position IN (1, 2)),
    name     TEXT    NOT NULL,
    UNIQUE (team_id, position)
) STRICT;

-- A round is a draft until published; its seed reproduces the draw.
CREATE TABLE rounds (
    id             INTEGER PRIMARY KEY,
    tournament_id  INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    number         INTEGER NOT NULL CHECK (number >= 1),
    seed           TEXT    NOT NULL,
    status         TEXT    NOT NULL CHECK (status IN ('draft', 'published')),
    results_public INTEGER NOT NULL DEFAULT 1 CHECK (results_public IN (0, 1)),
    created_at     INTEGER NOT NULL,
    published_at   INTEGER,
    UNIQUE (tournament_id, number)
) STRICT;

-- One row per table of a round; team_b NULL is the bye. match_id is set when the
-- round is published and the table's match is opened in the referee console.
CREATE TABLE round_tables (
    id       INTEGER PRIMARY KEY,
    round_id INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
    table_no INTEGER NOT NULL CHECK (table_no >= 0),
    team_a   INTEGER NOT NULL REFERENCES teams(id),
    team_b   INTEGER REFERENCES teams(id),
    notes    TEXT    NOT NULL DEFAULT '',
    match_id INTEGER,
    UNIQUE (round_id, table_no)
) STRICT;

CREATE TABLE round_table_referees (
    round_table_id INTEGER NOT NULL REFERENCES round_tables(id) ON DELETE CASCADE,
    user_id        INTEGER NOT NULL REFERENCES users(id),
    PRIMARY KEY (round_table_id, user_id)
) STRICT;

-- Append-only: who changed what, when and why. No UPDATE or DELETE is ever issued.
CREATE TABLE audit_log (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    user_id       INTEGER REFERENCES users(id),
    at            INTEGER NOT NULL,
    action        TEXT    NOT NULL,
    detail        TEXT    NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX audit_log_tournament ON audit_log(tournament_id, at);
